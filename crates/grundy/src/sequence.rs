//! Grundy values of one heap of an octal game, `g(0), g(1), ..., g(N)`.

use combgames_base::{Exceeded, Meter, Resource};

use crate::{Error, OctalGame};

/// The default step limit of [`OctalGame::grundy_values`] and [`OctalGame::periodicity`]:
/// `2^38` steps (one step is one pair or triple of heaps examined, or one value stored),
/// a few minutes of work at most.
///
/// ```
/// assert_eq!(combgames_grundy::SEQUENCE_STEP_LIMIT, 1 << 38);
/// ```
pub const SEQUENCE_STEP_LIMIT: u64 = 1 << 38;

/// The most memory a sequence computation may use: 4 GiB.
///
/// ```
/// use combgames_grundy::{MAX_SEQUENCE_BYTES, OctalGame, sequence_bytes};
/// assert!(sequence_bytes(1 << 20) < MAX_SEQUENCE_BYTES);
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert!(kayles.grundy_values(1 << 30).is_err()); // 8 GiB
/// ```
pub const MAX_SEQUENCE_BYTES: u64 = 4 << 30;

/// Peak bytes of computing `g(0..=n)`: 4 per value, at most 4 per rare heap, a table of
/// marks over the values (at most `2^17` bytes while values stay below `2^15`, and never more
/// than 8 bytes per heap), plus the proof of a period's scratch of 4 bytes per heap:
/// `16 (n + 1) + 2^17` bytes at most.
///
/// ```
/// assert_eq!(combgames_grundy::sequence_bytes(0), 16 + (1 << 17));
/// ```
pub fn sequence_bytes(n: usize) -> u64 {
    (n as u64)
        .saturating_add(1)
        .saturating_mul(16)
        .saturating_add(1 << 17)
}

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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct GrundySequence {
    values: Vec<u32>,
}

impl GrundySequence {
    pub(crate) fn new(values: Vec<u32>) -> Self {
        GrundySequence { values }
    }

    /// The values, `g(0)` first.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let nim: OctalGame = ".3333".parse().unwrap(); // take 1 to 4
    /// assert_eq!(nim.grundy_values(6).unwrap().values(), &[0, 1, 2, 3, 4, 0, 1]);
    /// ```
    pub fn values(&self) -> &[u32] {
        &self.values
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
        self.values.get(heap).copied()
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
    /// `g(0..=n)` by the rare-value method, within [`SEQUENCE_STEP_LIMIT`] steps.
    ///
    /// **Method.** Fix a mask and call a value *common* if its masked bits have odd parity,
    /// *rare* otherwise; parity is additive under xor, so a common value is the nim-sum of two
    /// heaps only when exactly one of them is rare. For each heap, every split with a rare
    /// part is examined (finding every reachable common value), then splits `(a, rest - a)`
    /// for `a = 1, 2, ...` only until the least value not reached is common: that value is the
    /// mex. Any mask gives the right values; the mask with the fewest rare heaps so far is
    /// chosen at heaps 32, 64, 128, ..., and the plain scan is used whenever it is cheaper.
    /// `docs/octal-games.md` has the details. Memory: [`sequence_bytes`]`(n)` at most, checked first. Time: `O(n)` pairs per
    /// heap in the worst case (as the definition), about the number of rare heaps plus a few
    /// hundred per heap for games with a sparse space (every published large computation).
    ///
    /// # Errors
    /// [`Error::Exceeded`] past [`MAX_SEQUENCE_BYTES`] bytes or after the
    /// step limit; [`Error::SequenceValueTooLarge`] if a value passes `u32::MAX`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// // Published (Winning Ways): Kayles begins 0,1,2,3,1,4,3,2,1,4,2,6.
    /// assert_eq!(kayles.grundy_values(11).unwrap().values(), &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    /// ```
    pub fn grundy_values(&self, n: usize) -> Result<GrundySequence, Error> {
        self.grundy_values_with_step_limit(n, SEQUENCE_STEP_LIMIT)
    }

    /// [`grundy_values`](Self::grundy_values) with a step limit of `steps`.
    ///
    /// # Errors
    /// As for [`grundy_values`](Self::grundy_values).
    ///
    /// ```
    /// use combgames_grundy::{Error, OctalGame};
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// assert!(matches!(kayles.grundy_values_with_step_limit(100_000, 1000), Err(Error::Exceeded(_))));
    /// ```
    pub fn grundy_values_with_step_limit(
        &self,
        n: usize,
        steps: u64,
    ) -> Result<GrundySequence, Error> {
        check_memory(n)?;
        self.check_triple_steps(0, n, steps)?;
        let mut extender = Extender::new(self, steps);
        extender.extend_to(n)?;
        Ok(GrundySequence::new(extender.values))
    }
}

impl OctalGame {
    /// An upper bound of the steps that splits into three heaps take for heaps `1..=n`: every
    /// split of every heap is examined (the rare-value method speeds up splits in two only),
    /// so the bound is tight: for each take `i` with a digit of bit 8, the partitions of
    /// `m = h - i` into three parts, `round(m^2 / 12) <= (m^2 + 6) / 12` each, summed in
    /// closed form (about `n^3 / 36` a take). 0 for octal codes. `O(digits)`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let hex: OctalGame = "0x.8".parse().unwrap();
    /// // Heaps 4 and 5 split into three (1+1+1 and 1+1+2 after taking one): 2 steps.
    /// assert!((2..=5).contains(&hex.triple_split_steps(5)));
    /// assert!(hex.triple_split_steps(100_000) > 1 << 38); // beyond the default limit
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

    /// Refuses up front a computation of heaps `from..=n` whose splits into three take more
    /// than `steps` steps.
    pub(crate) fn check_triple_steps(
        &self,
        from: usize,
        n: usize,
        steps: u64,
    ) -> Result<(), Error> {
        let needed = self
            .triple_split_steps(n)
            .saturating_sub(self.triple_split_steps(from));
        Exceeded::check(Resource::Steps, needed, steps)?;
        Ok(())
    }
}

pub(crate) fn check_memory(n: usize) -> Result<(), Error> {
    Exceeded::check(Resource::Bytes, sequence_bytes(n), MAX_SEQUENCE_BYTES)?;
    // Heaps are counted in u32 inside the store: at most u32::MAX - 1 of them.
    Exceeded::check(Resource::Items, n as u64, u64::from(u32::MAX - 1))?;
    Ok(())
}

/// Extends `g(0..)` heap by heap with the rare-value method.
///
/// **Common and rare values.** Fix a mask `m` (all bits above the largest value seen when it
/// is chosen, and above bit 10, are set) and call a value
/// *common* if `v & m` has an odd number of one bits, *rare* otherwise. The parity of
/// `popcount(x & m)` is additive under xor, so a common value is the xor of two heaps' values
/// only when exactly one of the two is rare. In the games people compute, for the right mask,
/// rare values occur at few heaps (they die out), so:
///
/// 1. every pair with a rare member is examined: for each rare heap `r < h` and each split
///    `h = r + (h - r)`, `O(rare heaps)` pairs, which yields every reachable common value;
/// 2. pairs `(a, h - a)` are then examined for `a = 1, 2, ...` only until the smallest value
///    not yet reached is common: that value cannot be reached by the pairs left (they would need
///    a rare member, all seen in step 1), so it is the mex. Rare values below it are usually
///    reached within the first few `a`.
///
/// If the rare heaps ever cost more than the plain scan, the plain scan is used: any mask
/// gives the right values, a good one only gives them faster. The mask is chosen (and the rare
/// list rebuilt) at heaps `32, 64, 128, ...` as the one with the fewest rare heaps so far.
pub(crate) struct Extender {
    leave_none: Vec<usize>,
    leave_one: Vec<usize>,
    leave_two: Vec<usize>,
    leave_three: Vec<usize>,
    pub(crate) values: Vec<u32>,
    /// `stamp[v] == h` once value `v` is known reachable from heap `h`.
    stamp: Vec<u32>,
    rare: Vec<u32>,
    mask: u32,
    next_mask_choice: usize,
    /// Steps spent, against the computation's limit.
    pub(crate) steps: Meter,
}

/// Values below `2^MASK_BITS` take part in choosing the mask; higher bits are always in it.
const MASK_BITS: u32 = 10;

impl Extender {
    pub(crate) fn new(game: &OctalGame, limit: u64) -> Self {
        Extender {
            leave_none: game.takes_with(1),
            leave_one: game.takes_with(2),
            leave_two: game.takes_with(4),
            leave_three: game.takes_with(8),
            values: vec![0],
            stamp: vec![0; 2],
            rare: Vec::new(),
            // Every value rare: the plain scan, until a mask is chosen.
            mask: 0,
            next_mask_choice: 32,
            steps: Meter::new(Resource::Steps, limit),
        }
    }

    fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() % 2 == 1
    }

    /// Spends `steps`, and looks at the interrupt installed on this thread each time the
    /// total passes a multiple of `2^16` ([`combgames_base::interrupt`]).
    fn spend(&mut self, steps: u64) -> Result<(), Error> {
        let before = self.steps.used();
        self.steps.spend(steps)?;
        if before >> 16 != self.steps.used() >> 16 {
            combgames_base::interrupt::check()?;
        }
        Ok(())
    }

    /// Computes values up to heap `n` (nothing if already there).
    pub(crate) fn extend_to(&mut self, n: usize) -> Result<(), Error> {
        while self.values.len() <= n {
            let heap = self.values.len();
            if heap == self.next_mask_choice {
                self.choose_mask()?;
                self.next_mask_choice = heap.saturating_mul(2);
            }
            let value = self.value_of(heap)?;
            if !self.is_common(value) {
                self.rare.push(heap as u32);
            }
            self.values.push(value);
        }
        Ok(())
    }

    /// Marks `v` as reachable from `heap`, growing the table of marks to a power of two above
    /// every value (the xor of values below `2^b` stays below `2^b`).
    #[inline]
    fn mark(stamp: &mut Vec<u32>, v: u32, heap: u32) {
        let v = v as usize;
        if v >= stamp.len() {
            stamp.resize((v + 1).next_power_of_two(), 0);
        }
        stamp[v] = heap;
    }

    fn value_of(&mut self, heap: usize) -> Result<u32, Error> {
        let h = u32::try_from(heap).map_err(|_| Error::SequenceValueTooLarge(heap))?;
        let g = &self.values;
        let stamp = &mut self.stamp;
        for &i in &self.leave_none {
            if i == heap {
                Self::mark(stamp, 0, h);
            }
        }
        for &i in &self.leave_one {
            if i < heap {
                Self::mark(stamp, g[heap - i], h);
            }
        }
        let mut work = 0u64;
        for &i in &self.leave_three {
            let Some(m) = heap.checked_sub(i).filter(|&m| m >= 3) else {
                continue;
            };
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    Self::mark(stamp, g[a] ^ g[b] ^ g[m - a - b], h);
                    work += 1;
                }
            }
        }
        // The splits in two: sizes m = heap - i >= 2.
        let splits: Vec<usize> = self
            .leave_two
            .iter()
            .filter_map(|&i| heap.checked_sub(i).filter(|&m| m >= 2))
            .collect();
        let plain_cost: u64 = splits.iter().map(|&m| (m / 2) as u64).sum();
        let rare_cost = (self.rare.len() * splits.len()) as u64;
        let use_rare = self.mask != 0 && rare_cost < plain_cost / 2;
        if use_rare {
            for &r in &self.rare {
                let r = r as usize;
                for &m in &splits {
                    if r < m {
                        Self::mark(stamp, g[r] ^ g[m - r], h);
                    }
                }
            }
            work += rare_cost;
        }
        let mut c = 0usize;
        let mut a = 1usize;
        let half = splits.iter().max().map_or(0, |&m| m / 2);
        loop {
            while c < stamp.len() && stamp[c] == h {
                c += 1;
            }
            let c32 = u32::try_from(c).map_err(|_| Error::SequenceValueTooLarge(heap))?;
            if a > half || (use_rare && (c32 & self.mask).count_ones() % 2 == 1) {
                break;
            }
            // A block of pairs between two looks at the mex.
            let end = (a + 16).min(half + 1);
            for a in a..end {
                for &m in &splits {
                    if 2 * a <= m {
                        Self::mark(stamp, g[a] ^ g[m - a], h);
                    }
                }
            }
            work += ((end - a) * splits.len()) as u64;
            a = end;
        }
        self.spend(work + 1)?;
        let value = u32::try_from(c).map_err(|_| Error::SequenceValueTooLarge(heap))?;
        if value as usize >= self.stamp.len() {
            self.stamp
                .resize((value as usize + 1).next_power_of_two(), 0);
        }
        Ok(value)
    }

    /// Chooses the mask with the fewest rare heaps so far and rebuilds the rare list.
    fn choose_mask(&mut self) -> Result<(), Error> {
        let top = self.values.iter().copied().max().unwrap_or(0);
        let bits = (32 - top.leading_zeros()).min(MASK_BITS);
        let mut counts = vec![0u64; 1 << MASK_BITS];
        // Heaps with values of 2^MASK_BITS or more: by their low bits and the parity above.
        let mut high_counts = vec![[0u64; 2]; 1 << MASK_BITS];
        for &v in &self.values[1..] {
            if v < (1 << MASK_BITS) {
                counts[v as usize] += 1;
            } else {
                let low = (v & ((1 << MASK_BITS) - 1)) as usize;
                high_counts[low][((v >> MASK_BITS).count_ones() % 2) as usize] += 1;
            }
        }
        let above = !((1u32 << bits) - 1);
        let mut best = (u64::MAX, self.mask);
        for low in 1..(1u32 << bits) {
            let mask = low | above;
            let mut rare = 0u64;
            for (v, &count) in counts.iter().enumerate() {
                if count > 0 && (v as u32 & mask).count_ones() % 2 == 0 {
                    rare += count;
                }
            }
            for (v, parities) in high_counts.iter().enumerate() {
                let low_parity = (v as u32 & mask).count_ones() % 2;
                for (p, &count) in parities.iter().enumerate() {
                    // Bits from MASK_BITS up are all in the mask.
                    if (low_parity + p as u32) % 2 == 0 {
                        rare += count;
                    }
                }
            }
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        self.spend((1u64 << bits) * (1 << MASK_BITS) / 64 + self.values.len() as u64)?;
        if best.1 != self.mask {
            self.mask = best.1;
            let mask = self.mask;
            self.rare = (1..self.values.len())
                .filter(|&h| (self.values[h] & mask).count_ones() % 2 == 0)
                .map(|h| h as u32)
                .collect();
        }
        Ok(())
    }
}
