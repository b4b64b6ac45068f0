//! Word values for every word of one length, layer by layer.

use combgames_dyadic::{Dyadic, simplest_between_scaled};

use crate::{Error, Word, WordValue};

/// Largest memory the word-value pass and histograms may use, in bytes.
pub const MAX_BYTES: u64 = 16 << 30;

/// Bytes needed for length `n`: the two last layers of `(max d over suffixes, min u over
/// prefixes)` as `i32` pairs, and two dense `u32` histograms of `2^n + 1` cells.
pub fn bytes_needed(n: u32) -> u64 {
    let words = 1u64.checked_shl(n).unwrap_or(u64::MAX);
    let layers = (words / 2)
        .saturating_mul(8)
        .saturating_add((words / 4).saturating_mul(8));
    layers.saturating_add(words.saturating_add(1).saturating_mul(8))
}

/// Refuses lengths whose values or memory do not fit.
pub(crate) fn check_length(n: u32) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::ZeroLength);
    }
    let bytes = bytes_needed(n);
    if n > 31 || bytes > MAX_BYTES {
        return Err(Error::TooLong {
            n,
            reason: format!(
                "the word values and histograms would need {:.1} GiB, over the {} GiB limit",
                bytes as f64 / f64::from(1u32 << 30),
                MAX_BYTES >> 30
            ),
        });
    }
    Ok(())
}

/// Runs the recursion over all words of length `1..=n` and calls `visit(bits, u, d, cold)`
/// for each word of length `n`, with `u` and `d` as numerators over `2^(n - 1)`.
///
/// A word `w` of length `l` has `u_raw(w) = max d` over its proper suffixes and
/// `d_raw(w) = min u` over its proper prefixes. Its proper suffixes are the suffixes of
/// `w` without its first letter, so one value per word of the previous layer carries them:
/// `sup(v) = max d` over all suffixes of `v`, and likewise `inf(v) = min u` over prefixes.
/// Then `u_raw(w) = sup(tail)`, `d_raw(w) = inf(head)`, `sup(w) = max(d(w), u_raw(w))`,
/// `inf(w) = min(u(w), d_raw(w))`: `O(1)` per word, one layer kept.
///
/// Values of words of length `l` are multiples of `2^-(l - 1)` (the simplest number strictly
/// between two multiples of `2^-j` is a multiple of `2^-(j + 1)`), so the scale `2^(n - 1)`
/// holds every value exactly, and `|value| <= 1` keeps it within `i32` for `n <= 31`.
pub(crate) fn for_each_word(
    n: u32,
    mut visit: impl FnMut(u32, i32, i32, bool),
) -> Result<(), Error> {
    check_length(n)?;
    let exponent = n - 1;
    let one = 1i32 << exponent;
    if n == 1 {
        // The one-letter words are the numbers +1 (L) and -1 (R).
        visit(0, one, one, true);
        visit(1, -one, -one, true);
        return Ok(());
    }
    let mut sup = vec![one, -one];
    let mut inf = vec![one, -one];
    for len in 2..=n {
        let size = 1usize << len;
        let drop_first = (1usize << (len - 1)) - 1;
        let last = len == n;
        let (mut next_sup, mut next_inf) = if last {
            (Vec::new(), Vec::new())
        } else {
            (vec![0i32; size], vec![0i32; size])
        };
        for w in 0..size {
            let u_raw = sup[w & drop_first];
            let d_raw = inf[w >> 1];
            let (u, d, cold) = if u_raw < d_raw {
                // A multiple of 2^-(len - 1) lies strictly inside, so the kernel always finds one.
                let simplest =
                    simplest_between_scaled(i64::from(u_raw), i64::from(d_raw), exponent)
                        .and_then(|v| i32::try_from(v).ok())
                        .ok_or_else(|| Error::TooLong {
                            n,
                            reason: "a value needs a finer scale than 2^-(n-1)".into(),
                        })?;
                (simplest, simplest, true)
            } else {
                (u_raw, d_raw, false)
            };
            if last {
                visit(w as u32, u, d, cold);
            } else {
                next_sup[w] = d.max(u_raw);
                next_inf[w] = u.min(d_raw);
            }
        }
        sup = next_sup;
        inf = next_inf;
    }
    Ok(())
}

/// The values of all `2^n` words of length `n`, indexed by their letter pattern.
///
/// ```
/// use combgames_left_vs_right::{Word, word_values};
/// let values = word_values(2).unwrap();
/// let lr = values.get("LR".parse().unwrap()).unwrap();
/// assert!(lr.cold && lr.u.to_string() == "0"); // between -1 (suffix R) and +1 (prefix L)
/// let rl = values.get("RL".parse().unwrap()).unwrap();
/// assert!(!rl.cold && rl.u.to_string() == "1" && rl.d.to_string() == "-1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordValues {
    n: u32,
    /// `(u, d, cold)` per word, numerators over `2^(n - 1)`.
    values: Vec<(i32, i32, bool)>,
}

impl WordValues {
    /// The word length.
    pub fn len(&self) -> u32 {
        self.n
    }

    /// Always false: there is at least one word.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The value of `word`, or `None` if its length is not `n`.
    pub fn get(&self, word: Word) -> Option<WordValue> {
        if word.len() != self.n {
            return None;
        }
        let (u, d, cold) = self.values[word.bits() as usize];
        let exponent = self.n - 1;
        // Numerators below 2^31 over 2^(n - 1) with n <= 31 always form a valid Dyadic.
        Some(WordValue {
            u: Dyadic::from_scaled(i64::from(u), exponent).ok()?,
            d: Dyadic::from_scaled(i64::from(d), exponent).ok()?,
            cold,
        })
    }

    /// Every word with its value, by increasing letter pattern.
    pub fn iter(&self) -> impl Iterator<Item = (Word, WordValue)> + '_ {
        (0..self.values.len() as u32).filter_map(move |bits| {
            let word = Word::new(self.n, bits).ok()?;
            Some((word, self.get(word)?))
        })
    }
}

/// The values of every word of length `n` (fast pass; keeps `2^n` values, so meant for
/// inspection and tests: the count itself streams over the words).
///
/// # Errors
/// [`Error::ZeroLength`], or [`Error::TooLong`] past the memory limit.
pub fn word_values(n: u32) -> Result<WordValues, Error> {
    check_length(n)?;
    let mut values = Vec::with_capacity(1 << n);
    for_each_word(n, |_, u, d, cold| values.push((u, d, cold)))?;
    Ok(WordValues { n, values })
}
