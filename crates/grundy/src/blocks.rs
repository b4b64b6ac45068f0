//! Rare pairs in blocks: the common values below 16 that a block of heaps reaches through a
//! rare heap, 64 heaps to a machine word.
//!
//! The rare-value method examines every pair `(r, x)` with `r` a rare heap, for every heap: `R`
//! pairs a heap. When `R` runs into the thousands (`.127`: 2 804) that is most of the work.
//! But the mex is almost always a small common value `c`, and whether `c` is reached through
//! `r` only asks whether the partner `x = h - i - r` has the value `c ^ g(r)`. With one bitset
//! over the heaps for each value `u < 64` (bit `x` set iff `g(x) = u`), the 256 heaps
//! `h = H, ..., H + 255` of a block get their answer for one `r` and one `c < 16` from four
//! words of the bitset of `c ^ g(r)`, read at bit `H - i - r`, as long as every partner lies
//! before the block (`r >= 256`). Rare heaps below 256, rare heaps with values of 64 or more,
//! and rare heaps found inside the block are examined pair by pair as before, and a heap whose
//! mex is not decided among the common values below 16 examines every rare pair (the
//! fallback). The bitsets take 8 bytes a heap and the bit slices 1.5 (see
//! [`Blocks::pair_reaches`]), so blocks are used for the first [`MAX_HEAP`] heaps only (40 MiB
//! at most); codes with thousands of rare heaps rarely need more heaps than that, and past it
//! the rare pairs are examined one by one again.

/// Heaps in a block (a multiple of 64, dividing every mask choice from [`MIN_HEAP`] on).
pub(crate) const BLOCK: usize = 256;
const WORDS: usize = BLOCK / 64;
/// Values with a bitset: `0..VALUES`.
pub(crate) const VALUES: usize = 64;
/// Candidates answered by a block: `0..ANSWERED` (common ones).
pub(crate) const ANSWERED: usize = 16;
/// Blocks stop (and their bitsets are freed) at this heap.
pub(crate) const MAX_HEAP: usize = 1 << 22;
/// The first heap where blocks are used.
pub(crate) const MIN_HEAP: usize = 4096;
/// The fewest rare heaps for which blocks pay.
pub(crate) const MIN_RARE: usize = 256;

/// The bitsets of small values and the current block's answers.
pub(crate) struct Blocks {
    /// `sets[u]` has bit `x` iff `g(x) = u`, for heaps `1 <= x` computed so far.
    sets: Vec<Vec<u64>>,
    /// The current block's first heap, if its answers are valid.
    start: Option<usize>,
    /// `reach[c][k]` bit `j`: value `c` is reached at heap `start + 64 k + j` through a rare
    /// heap of the block part.
    reach: [[u64; WORDS]; ANSWERED],
    /// The rare list's length at the block's start: later rare heaps are examined one by one.
    pub(crate) rare_at_start: usize,
    /// The rare heaps below `BLOCK` (a prefix of the rare list, which is in increasing
    /// order), examined one by one.
    pub(crate) below_block: usize,
    /// Indices in the rare list (below `rare_at_start`) of the other rare heaps examined one by
    /// one: those with values of `VALUES` or more.
    pub(crate) scalar: Vec<u32>,
    /// The values' bits, sliced: `planes[b]` has bit `x` iff bit `b` of `g(x)` is set, and
    /// `mirror[b]` has bit `top - x` for the same heaps, so that the partners `m - x` of
    /// consecutive `x` are consecutive bits too (see [`Blocks::pair_reaches`]).
    planes: [Vec<u64>; PLANES],
    mirror: [Vec<u64>; PLANES],
    top: usize,
    /// Whether every value so far is below `VALUES` and every heap within `top` (the slices
    /// then hold every value exactly).
    sliced: bool,
}

/// Bit planes of values below `VALUES = 2^PLANES`.
const PLANES: usize = 6;

/// Bits `pos .. pos + 64` of a bitset, zeros past its end.
#[inline]
fn bits64(set: &[u64], pos: usize) -> u64 {
    let word = |i: usize| -> u64 { set.get(i).copied().unwrap_or(0) };
    let (w, shift) = (pos / 64, pos % 64);
    // (high << 1) << (63 - shift) is high << (64 - shift), 0 at shift 0.
    (word(w) >> shift) | ((word(w + 1) << 1) << (63 - shift))
}

/// Bits `from - back .. from - back + 64` of a bitset, zeros at negative positions.
#[inline]
fn bits64_before(set: &[u64], from: usize, back: usize) -> u64 {
    match from.checked_sub(back) {
        Some(pos) => bits64(set, pos),
        None if back - from < 64 => bits64(set, 0) << (back - from),
        None => 0,
    }
}

impl Blocks {
    /// The bitsets of the values so far, with room for heaps up to `n` (touched as used).
    pub(crate) fn new(values: impl Iterator<Item = u32>, len: usize, n: usize) -> Self {
        let words = n.max(len).min(MAX_HEAP) / 64 + 3;
        // Two zero words past the last heap, so that windows read whole words.
        let sets: Vec<Vec<u64>> = (0..VALUES)
            .map(|_| {
                let mut set = Vec::with_capacity(words);
                set.resize(len / 64 + 2, 0);
                set
            })
            .collect();
        // The mirror is allocated zeroed at its full size (pages are touched as heaps come).
        let top = 64 * words - 1;
        let mut blocks = Blocks {
            sets,
            start: None,
            reach: [[0; WORDS]; ANSWERED],
            rare_at_start: 0,
            below_block: 0,
            scalar: Vec::new(),
            planes: std::array::from_fn(|_| {
                let mut plane = Vec::with_capacity(words);
                plane.resize(len / 64 + 2, 0);
                plane
            }),
            mirror: std::array::from_fn(|_| vec![0; words]),
            top,
            sliced: true,
        };
        for (x, v) in values.enumerate().skip(1) {
            blocks.record(x, v);
        }
        blocks
    }

    /// Sets the bits of `g(x) = v` (the word of `x` exists).
    fn record(&mut self, x: usize, v: u32) {
        if (v as usize) < VALUES {
            self.sets[v as usize][x / 64] |= 1 << (x % 64);
        }
        if (v as usize) >= VALUES || x > self.top {
            self.sliced = false;
            return;
        }
        let y = self.top - x;
        for b in 0..PLANES {
            if v >> b & 1 == 1 {
                self.planes[b][x / 64] |= 1 << (x % 64);
                self.mirror[b][y / 64] |= 1 << (y % 64);
            }
        }
    }

    /// Records `g(x) = v` for the next heap `x`.
    pub(crate) fn push(&mut self, x: usize, v: u32) {
        if x % 64 == 0 {
            for set in self.sets.iter_mut().chain(&mut self.planes) {
                while set.len() < x / 64 + 2 {
                    set.push(0);
                }
            }
        }
        self.record(x, v);
    }

    /// Whether some split of some `m` in `splits` has the nim-sum `c` ([`Self::pair_reaches`]
    /// for each), and the words read.
    pub(crate) fn splits_reach(&self, splits: &[usize], c: u32) -> (Option<bool>, u64) {
        let mut work = 0;
        for &m in splits {
            let (found, words) = self.pair_reaches(m, c);
            work += words;
            match found {
                Some(false) => {}
                found => return (found, work),
            }
        }
        (Some(false), work)
    }

    /// The words a bit-sliced test of every split reads at most (12 planes, `m / 128` words
    /// each).
    pub(crate) fn slice_cost(splits: &[usize]) -> u64 {
        splits.iter().map(|&m| 12 * (m as u64 / 128 + 1)).sum()
    }

    /// Whether some split of `m` into two nonempty heaps `x + (m - x)` has the nim-sum `c`,
    /// or `None` when the slices do not hold every value. Bit-sliced over 64 values of `x` at
    /// a time: `g(x) ^ g(m - x) = c` iff every bit plane agrees, and the partners of
    /// `x = 64 k, ..., 64 k + 63` are the mirror's bits from `top - m + 64 k` on. Cost: about
    /// `m / 128` words of each of the 12 planes, less when a split is found early; the words
    /// read are returned.
    pub(crate) fn pair_reaches(&self, m: usize, c: u32) -> (Option<bool>, u64) {
        if !self.sliced || m > self.top {
            return (None, 0);
        }
        if m < 2 || c as usize >= VALUES {
            // Every value is below VALUES = 2^PLANES, and so is every nim-sum of two.
            return (Some(false), 0);
        }
        // Splits are unordered: x <= m / 2 covers them all (x up to m / 2 + 63 is scanned,
        // still below m for the heaps blocks see, and masked to 1 <= x <= m - 1).
        for k in 0..=(m / 2) / 64 {
            let mut equal = !0u64;
            let pos = self.top - m + 64 * k;
            for b in 0..PLANES {
                let want = if c >> b & 1 == 1 { !0u64 } else { 0 };
                let x_bits = self.planes[b].get(k).copied().unwrap_or(0);
                let partner = bits64(&self.mirror[b], pos);
                equal &= !(x_bits ^ partner ^ want);
            }
            if k == 0 {
                equal &= !1; // x = 0 is no split
            }
            let last = m - 1 - 64 * k; // x <= m - 1
            if last < 63 {
                equal &= (1u64 << (last + 1)) - 1;
            }
            if equal != 0 {
                return (Some(true), 12 * (k as u64 + 1));
            }
        }
        (Some(false), 12 * ((m / 2) / 64 + 1) as u64)
    }

    /// Invalidates the block's answers (blocks not used for the next one).
    pub(crate) fn stop(&mut self) {
        self.start = None;
    }

    /// The answers of the block from heap `start`: for each rare heap `r >= BLOCK` with a value
    /// below `VALUES`, each take `i` that splits, and each common value `c < ANSWERED`, the heaps
    /// whose partner `h - i - r` has the value `c ^ g(r)`. Returns the words read (the cost).
    pub(crate) fn begin<V: Copy + Into<u32>>(
        &mut self,
        start: usize,
        rare: &[u32],
        rare_values: &[V],
        splits: &[usize],
        common: &[u32],
    ) -> u64 {
        self.reach = [[0; WORDS]; ANSWERED];
        self.rare_at_start = rare.len();
        self.scalar.clear();
        self.below_block = rare.partition_point(|&r| (r as usize) < BLOCK);
        let mut work = rare.len() as u64;
        for (k, (&r, &w)) in rare.iter().zip(rare_values).enumerate() {
            let w: u32 = w.into();
            if (r as usize) < BLOCK {
                continue;
            }
            if w as usize >= VALUES {
                // The rare list is at most u32::MAX long (heaps are).
                self.scalar.push(k as u32);
                continue;
            }
            for &i in splits {
                // Partners of heap start + j: bits start - i - r + j.
                let back = i + r as usize;
                if let Some(pos) = start.checked_sub(back) {
                    // Whole words first..=first + WORDS, all below the sets' length (partners
                    // lie before the block, and two zero words follow the last heap).
                    let (first, shift) = (pos / 64, pos % 64);
                    for &c in common {
                        let words = &self.sets[(c ^ w) as usize][first..=first + WORDS];
                        let reach = &mut self.reach[c as usize];
                        for (k, word) in reach.iter_mut().enumerate() {
                            // (high << 1) << (63 - shift) is high << (64 - shift), 0 at shift 0.
                            *word |= (words[k] >> shift) | ((words[k + 1] << 1) << (63 - shift));
                        }
                    }
                } else {
                    for &c in common {
                        let set = &self.sets[(c ^ w) as usize];
                        let reach = &mut self.reach[c as usize];
                        for (k, word) in reach.iter_mut().enumerate() {
                            *word |= bits64_before(set, start + 64 * k, back);
                        }
                    }
                }
                work += common.len() as u64 * WORDS as u64;
            }
        }
        self.start = Some(start);
        work
    }

    /// Whether the block part reaches value `c` at `heap` (false outside the block or for
    /// `c >= ANSWERED`).
    #[inline]
    pub(crate) fn reaches(&self, c: usize, heap: usize) -> bool {
        match self.start {
            Some(start) if c < ANSWERED && heap >= start && heap < start + BLOCK => {
                let j = heap - start;
                self.reach[c][j / 64] >> (j % 64) & 1 == 1
            }
            _ => false,
        }
    }

    /// Whether the block part covers `heap` (its answers are valid there).
    pub(crate) fn covers(&self, heap: usize) -> bool {
        matches!(self.start, Some(start) if heap >= start && heap < start + BLOCK)
    }
}
