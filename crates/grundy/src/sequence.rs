//! Grundy values of one heap of an octal game, `g(0), g(1), ..., g(N)`.

use combgames_base::{Exceeded, Limits, Resource};

use crate::memory::{Budget, check_memory, wide_sequence_bytes};
use crate::sequencer::Sequencer;
use crate::store::Store;
use crate::{Error, OctalGame};

/// The Grundy values `g(0), ..., g(N)` of single heaps of one game.
///
/// ```
/// use combgames_grundy::OctalGame;
/// let dawson: OctalGame = ".07".parse().unwrap();
/// let g = dawson.grundy_values(11).unwrap();
/// // Published (Winning Ways, ch. 4): Dawson's Kayles begins 0,0,1,1,2,0,3,1,1,0,3,3.
/// assert_eq!(g.values(), &[0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
/// assert_eq!(g.get(4), Some(2));
/// ```
///
/// The values are kept in 16 bits each while they fit (2 bytes a heap), in 32 otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GrundySequence {
    values: Store,
}

impl GrundySequence {
    pub(crate) fn new(values: Store) -> Self {
        GrundySequence { values }
    }

    /// The values, `g(0)` first, copied into a new vector (4 bytes a value; [`iter`](Self::iter)
    /// reads them without a copy).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let nim: OctalGame = ".3333".parse().unwrap(); // take 1 to 4
    /// assert_eq!(nim.grundy_values(6).unwrap().values(), &[0, 1, 2, 3, 4, 0, 1]);
    /// ```
    pub fn values(&self) -> Vec<u32> {
        self.iter().collect()
    }

    /// The values, `g(0)` first, one at a time.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let g = kayles.grundy_values(100).unwrap();
    /// assert_eq!(g.iter().max(), Some(8));
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        // One of the two is empty.
        let (narrow, wide): (&[u16], &[u32]) = match &self.values {
            Store::Narrow(v) => (v, &[]),
            Store::Wide(v) => (&[], v),
        };
        narrow
            .iter()
            .map(|&v| u32::from(v))
            .chain(wide.iter().copied())
    }

    /// Bytes a value takes in the store: 2 while every value is below `2^16`, else 4.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(".77".parse::<OctalGame>().unwrap().grundy_values(10).unwrap().bytes_per_value(), 2);
    /// ```
    pub fn bytes_per_value(&self) -> usize {
        match self.values {
            Store::Narrow(_) => 2,
            Store::Wide(_) => 4,
        }
    }

    /// `g(heap)`, or `None` past the last heap computed.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let g = kayles.grundy_values(10).unwrap();
    /// assert_eq!((g.get(3), g.get(11)), (Some(3), None));
    /// ```
    pub fn get(&self, heap: usize) -> Option<u32> {
        self.values.get(heap)
    }

    /// The largest heap computed, `N`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// assert_eq!(".77".parse::<OctalGame>().unwrap().grundy_values(10).unwrap().last_heap(), 10);
    /// ```
    pub fn last_heap(&self) -> usize {
        self.values.len() - 1
    }
}

impl OctalGame {
    /// `g(0..=n)` by the rare-value method, within [`SEQUENCE_STEP_LIMIT`](crate::SEQUENCE_STEP_LIMIT) steps.
    ///
    /// **Method.** Fix a mask and call a value *common* if its masked bits have odd parity,
    /// *rare* otherwise; parity is additive under xor, so a common value is the nim-sum of two
    /// heaps only when exactly one of them is rare. For each heap, every split with a rare
    /// part is examined (finding every reachable common value), then splits `(a, rest - a)`
    /// for `a = 1, 2, ...` only until the least value not reached is common: that value is the
    /// mex. Any mask gives the right values; the mask with the fewest rare heaps so far is
    /// chosen at heaps 32, 64, 128, ..., and the plain scan is used whenever it is cheaper.
    /// `docs/octal-games.md` has the details. Memory: [`sequence_bytes`](crate::sequence_bytes)`(n)` at most (2 bytes
    /// a value), checked first. Time: `O(n)` pairs per heap in the worst case (as the
    /// definition), about the number of rare heaps plus a few hundred per heap for games with a
    /// sparse space (every published large computation).
    ///
    /// # Errors
    /// [`Error::Exceeded`] past [`MAX_SEQUENCE_BYTES`](crate::MAX_SEQUENCE_BYTES) bytes or after the
    /// step limit; [`Error::SequenceValueTooLarge`] if a value passes `u32::MAX`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// // Published (Winning Ways): Kayles begins 0,1,2,3,1,4,3,2,1,4,2,6.
    /// assert_eq!(kayles.grundy_values(11).unwrap().values(), &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    pub fn grundy_values(&self, n: usize) -> Result<GrundySequence, Error> {
        self.grundy_values_with(n, Limits::new())
    }

    /// [`grundy_values`](Self::grundy_values) within `limits`: `steps` (one pair or triple of
    /// heaps examined, or one value stored; [`SEQUENCE_STEP_LIMIT`](crate::SEQUENCE_STEP_LIMIT)) and `bytes`
    /// ([`sequence_bytes`](crate::sequence_bytes)`(n)` is checked against it before any work, and the larger estimate
    /// of 32-bit values if a value ever passes `u16::MAX`; hexadecimal codes keep rows of pair
    /// values in what it leaves over the estimate, and drop them rather than pass it;
    /// [`MAX_SEQUENCE_BYTES`](crate::MAX_SEQUENCE_BYTES)). No time limit is read.
    ///
    /// # Errors
    /// As for [`grundy_values`](Self::grundy_values), with the limits given.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::{Error, OctalGame};
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let few_steps = Limits::new().steps(1000);
    /// assert!(matches!(kayles.grundy_values_with(100_000, few_steps), Err(Error::Exceeded(_))));
    /// let few_bytes = Limits::new().bytes(1 << 20);
    /// assert!(matches!(kayles.grundy_values_with(1 << 20, few_bytes), Err(Error::Exceeded(_))));
    /// ```
    pub fn grundy_values_with(&self, n: usize, limits: Limits) -> Result<GrundySequence, Error> {
        self.sequence_with(n, limits, false)
    }

    /// `g(0..=n)` within `limits`; with `unequal`, splits in two never leave two equal heaps
    /// (Grundy's game, from the code `4.`).
    pub(crate) fn sequence_with(
        &self,
        n: usize,
        limits: Limits,
        unequal: bool,
    ) -> Result<GrundySequence, Error> {
        let limits = Budget::of(limits);
        check_memory(n, limits.bytes)?;
        self.check_triple_steps(0, n, limits.steps)?;
        let mut sequencer: Sequencer<u16> = if unequal {
            Sequencer::unequal(self, limits.steps, n)
        } else {
            Sequencer::new(self, limits.steps, n)
        };
        sequencer.extend_to(n, n, limits.bytes)?;
        Ok(GrundySequence::new(sequencer.into_store()))
    }

    /// For the benchmark of the two stores only (criterion group `octal stores`): `g(n)`
    /// computed with 32-bit values from the start, the store a spill leads to, instead of
    /// 16-bit ones. Same value as [`grundy_values_with`](Self::grundy_values_with); its memory
    /// is checked against the wide estimate first.
    ///
    /// # Errors
    /// As for [`grundy_values_with`](Self::grundy_values_with).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let wide = kayles.last_value_in_wide_store(1000, Limits::new());
    /// assert_eq!(wide.ok(), kayles.grundy_values(1000).unwrap().get(1000));
    /// ```
    #[doc(hidden)]
    pub fn last_value_in_wide_store(&self, n: usize, limits: Limits) -> Result<u32, Error> {
        let limits = Budget::of(limits);
        Exceeded::check(Resource::Bytes, wide_sequence_bytes(n), limits.bytes)?;
        check_memory(n, limits.bytes)?;
        self.check_triple_steps(0, n, limits.steps)?;
        let mut sequencer: Sequencer<u32> = Sequencer::new(self, limits.steps, n);
        sequencer.extend_to(n, n, limits.bytes)?;
        sequencer
            .into_store()
            .get(n)
            .ok_or(Error::SequenceValueTooLarge(n))
    }
}

impl OctalGame {
    /// An upper bound of the steps that splits into three heaps take for heaps `1..=n` by the
    /// plain scan: for each take `i` with a digit of bit 8, the partitions of `m = h - i` into
    /// three parts, `round(m^2 / 12) <= (m^2 + 6) / 12` each, summed in closed form (about
    /// `n^3 / 36` a take). 0 for octal codes. `O(digits)`.
    ///
    /// The crate reads splits into three from rows of pair values instead
    /// (`docs/octal-games.md`), at about `n^2 / 4` pairs and `n^2 / 6` bit tests a take when
    /// the values of smaller heaps reach each candidate quickly (`0x.8`: `10^5` heaps in about
    /// `7 * 10^9` steps), and never more than twice this bound a heap plus its rows: so this is a
    /// worst case, printed before a long run, not a refusal. Only the rows and the tests that
    /// every mex needs are refused up front when they pass the step limit.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let hex: OctalGame = "0x.8".parse().unwrap();
    /// // Heaps 4 and 5 split into three (1+1+1 and 1+1+2 after taking one): 2 steps.
    /// assert!((2..=5).contains(&hex.triple_split_steps(5)));
    /// assert!(hex.triple_split_steps(100_000) > 1 << 38); // the plain scan: out of reach
    /// assert!(hex.grundy_values(100).is_ok());
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// assert_eq!(kayles.triple_split_steps(1 << 30), 0);
    /// ```
    pub fn triple_split_steps(&self, n: usize) -> u64 {
        let upto = |m: u128| -> u128 {
            // sum over 1 <= j <= m of (j^2 + 6) / 12, rounded up: an upper bound of
            // sum of round(j^2 / 12).
            (m * (m + 1) * (2 * m + 1) / 6 + 6 * m).div_ceil(12)
        };
        let mut total = 0u128;
        for i in self.takes_with(8) {
            if let Some(m) = n.checked_sub(i) {
                total += upto(m as u128);
            }
        }
        u64::try_from(total).unwrap_or(u64::MAX)
    }

    /// An upper bound of the steps that splits into two heaps take for heaps `1..=n` by the
    /// plain scan: for each take `i` with a digit of bit 4, `floor(m / 2)` pairs for
    /// `m = h - i`, about `n^2 / 4` a take. The rare-value method examines far fewer where
    /// rare values die out (the usual case: `.16` to 717 446 heaps takes about a second,
    /// where this bound, `1.3 * 10^11` pairs, would take minutes), so this is a worst case,
    /// printed before a long run, not a refusal. `O(digits)`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// // Takes 1 and 2 split: heap h has floor((h - 1) / 2) + floor((h - 2) / 2) pairs.
    /// assert_eq!(kayles.pair_split_steps(4), (0 + 0 + 1 + 1) + (0 + 0 + 0 + 1));
    /// ```
    pub fn pair_split_steps(&self, n: usize) -> u64 {
        // sum over 1 <= m <= M of floor(m / 2) = floor(M^2 / 4).
        let upto = |m: u128| m * m / 4;
        let mut total = 0u128;
        for i in self.takes_with(4) {
            if let Some(m) = n.checked_sub(i) {
                total += upto(m as u128);
            }
        }
        u64::try_from(total).unwrap_or(u64::MAX)
    }

    /// The least steps that splits into three take for heaps `1..=n` with the rows: the rows'
    /// pairs (`floor(k / 2)` for each row `k < n - i`, `i` the least take with a digit of bit
    /// 8) and, for each such take, the `floor(m / 3)` tests of every mex (`m = h - i`).
    fn triple_split_floor(&self, n: usize) -> u128 {
        let takes = self.takes_with(8);
        let Some(&least) = takes.first() else {
            return 0;
        };
        // sum over 1 <= k <= K of floor(k / 2) = floor(K^2 / 4).
        let rows = n
            .checked_sub(least + 1)
            .map_or(0, |k| (k as u128) * (k as u128) / 4);
        // sum over 1 <= m <= M of floor(m / 3), M = 3q + r: 3 q (q - 1) / 2 + q (r + 1).
        let thirds = |m: u128| -> u128 {
            let (q, r) = (m / 3, m % 3);
            3 * q * q.saturating_sub(1) / 2 + q * (r + 1)
        };
        rows + takes
            .iter()
            .filter_map(|&i| n.checked_sub(i))
            .map(|m| thirds(m as u128))
            .sum::<u128>()
    }

    /// Refuses up front a computation of heaps `from..=n` whose splits into three surely take
    /// more than `steps` steps (the rows and the tests of every mex); the rest is metered.
    pub(crate) fn check_triple_steps(
        &self,
        from: usize,
        n: usize,
        steps: u64,
    ) -> Result<(), Error> {
        let needed = self
            .triple_split_floor(n)
            .saturating_sub(self.triple_split_floor(from));
        Exceeded::check(
            Resource::Steps,
            u64::try_from(needed).unwrap_or(u64::MAX),
            steps,
        )?;
        Ok(())
    }
}
