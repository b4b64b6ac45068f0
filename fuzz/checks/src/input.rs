//! Reading arbitrary bytes as edge-biased values: 0, 1, -1, type bounds, powers of two and
//! their neighbours come up far more often than uniform values would.

use combgames::dyadic::Dyadic;

/// A cursor over the fuzzer's bytes; past the end every read is zero.
pub struct Input<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Input<'a> {
    /// A cursor at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Input { data, at: 0 }
    }

    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn raw_u64(&mut self) -> u64 {
        (0..8).fold(0, |acc, _| (acc << 8) | u64::from(self.byte()))
    }

    /// One edit of `text` chosen by the bytes: a character dropped, added (from `alphabet`) or
    /// changed (to one of `alphabet`).
    pub fn edit(&mut self, text: &str, alphabet: &[char]) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        let at = self.small(chars.len() + 1);
        let c = alphabet[self.small(alphabet.len())];
        match self.small(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars[at] = c,
            _ => chars.insert(at, c),
        }
        chars.into_iter().collect()
    }

    /// A value below `n` (`n >= 1`).
    pub fn small(&mut self, n: usize) -> usize {
        usize::from(self.byte()) % n.max(1)
    }

    /// An edge-biased `u64`.
    pub fn edge_u64(&mut self) -> u64 {
        let k = u32::from(self.byte() % 64);
        match self.byte() % 8 {
            0 => 0,
            1 => 1,
            2 => u64::MAX,
            3 => 1 << k,
            4 => (1 << k) - 1,
            5 => (1u64 << k).wrapping_add(1),
            _ => self.raw_u64(),
        }
    }

    /// An edge-biased `u128`.
    pub fn edge_u128(&mut self) -> u128 {
        (u128::from(self.edge_u64()) << 64) | u128::from(self.edge_u64())
    }

    /// An edge-biased `i64`.
    pub fn edge_i64(&mut self) -> i64 {
        let k = u32::from(self.byte() % 63);
        match self.byte() % 10 {
            0 => 0,
            1 => 1,
            2 => -1,
            3 => i64::MAX,
            4 => i64::MIN,
            5 => 1 << k,
            6 => -(1 << k),
            7 => i64::from(self.byte()) - 128,
            _ => self.raw_u64() as i64,
        }
    }

    /// An edge-biased dyadic rational.
    /// A dyadic: mostly inline ones at the `i64` and `2^-62` edges, else one past 64 bits
    /// (numerators of up to four words, shifted up to 300 bits) or at the type's bounds.
    pub fn dyadic(&mut self) -> Dyadic {
        let numerator = self.edge_i64();
        let exponent = match self.byte() % 6 {
            0 => 0,
            1 => 62,
            2 | 3 => u32::from(self.byte() % 63),
            _ => return self.big_dyadic(numerator),
        };
        Dyadic::new(numerator, exponent).unwrap_or(Dyadic::ZERO)
    }

    fn big_dyadic(&mut self, low: i64) -> Dyadic {
        use combgames::dyadic::{MAX_EXPONENT, MAX_MAGNITUDE_BITS};
        use combgames::num_bigint::BigInt;
        let mut n = BigInt::from(low);
        for _ in 0..self.small(4) {
            n = (n << 64u32) + BigInt::from(self.edge_i64());
        }
        let shift = u32::from(self.byte()) + u32::from(self.byte());
        // One in eight at the bounds (their products and texts are slow: 40,000 digits).
        let (n, exponent) = match self.byte() % 16 {
            // At the magnitude bound (2^B, or just under it) and at the finest denominator.
            0 => (BigInt::from(1) << MAX_MAGNITUDE_BITS, 0),
            1 => ((BigInt::from(1) << (MAX_MAGNITUDE_BITS + 3)) - 1, 3),
            2 | 3 => (n, MAX_EXPONENT - u32::from(self.byte() % 3)),
            _ => (n << shift, u32::from(self.byte()) * 2),
        };
        let n = if self.byte().is_multiple_of(2) { -n } else { n };
        Dyadic::from_big(n, exponent).unwrap_or(Dyadic::ZERO)
    }

    /// Up to `max` bytes as text.
    pub fn text(&mut self, max: usize) -> String {
        let n = self.small(max + 1);
        let bytes: Vec<u8> = (0..n).map(|_| self.byte()).collect();
        String::from_utf8_lossy(&bytes).into_owned()
    }
}
