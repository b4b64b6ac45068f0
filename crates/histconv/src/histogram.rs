//! The `Histogram` type and its convolution.

use crate::lattice::Lattice;
use crate::{Counting, Error};

/// The dense path's bitmap of lattice points is used up to this many cells (32 MiB).
const MAX_DENSE_CELLS: u64 = 1 << 28;
/// ... and only while the lattice has at most this many cells per pair of entries, so that
/// filling the table never costs much more than the products themselves.
const CELLS_PER_PAIR: u64 = 16;

/// A histogram of integer scores: how many items have each score. Entries are kept sorted by
/// score, without zero counts, so equal histograms compare equal.
///
/// Scores may be scaled dyadic rationals (`p` standing for `p / 2^e` at a fixed `e`): sums of
/// scores are exact either way.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram};
/// let c = CheckedU128;
/// // Three dice faces: -1, 0, 1.
/// let die = Histogram::from_scores(&c, [-1, 0, 1]);
/// let two = die.convolve(&die, &c).unwrap();
/// assert_eq!(two.entries(), &[(-2, 1), (-1, 2), (0, 3), (1, 2), (2, 1)]);
/// assert_eq!(die.power(3, &c).unwrap().total(&c), Ok(27));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Histogram<C> {
    entries: Vec<(i64, C)>,
}

impl<C: Clone + PartialEq> Histogram<C> {
    /// The histogram of the given scores, one item each. `O(n log n)`.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(&CheckedU128, [3, -1, 3]);
    /// assert_eq!(h.entries(), &[(-1, 1), (3, 2)]);
    /// ```
    pub fn from_scores<A: Counting<Count = C>>(
        counting: &A,
        scores: impl IntoIterator<Item = i64>,
    ) -> Self {
        let mut scores: Vec<i64> = scores.into_iter().collect();
        scores.sort_unstable();
        let mut entries = Vec::new();
        for run in scores.chunk_by(|a, b| a == b) {
            entries.push((run[0], counting.count(run.len() as u64)));
        }
        Histogram { entries }
    }

    /// The histogram with the given `(score, count)` entries, in any order; counts of equal
    /// scores are added and zero counts dropped.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if adding counts overflows.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_entries(&CheckedU128, [(2, 5), (0, 0), (2, 1)]).unwrap();
    /// assert_eq!(h.entries(), &[(2, 6)]);
    /// ```
    pub fn from_entries<A: Counting<Count = C>>(
        counting: &A,
        entries: impl IntoIterator<Item = (i64, C)>,
    ) -> Result<Self, Error> {
        let mut entries: Vec<(i64, C)> = entries.into_iter().collect();
        entries.sort_unstable_by_key(|e| e.0);
        let mut merged: Vec<(i64, C)> = Vec::with_capacity(entries.len());
        for (score, count) in entries {
            match merged.last_mut() {
                Some(last) if last.0 == score => last.1 = counting.add(&last.1, &count)?,
                _ => merged.push((score, count)),
            }
        }
        merged.retain(|e| !counting.is_zero(&e.1));
        Ok(Histogram { entries: merged })
    }

    /// The unit of convolution: one item of score 0.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let c = CheckedU128;
    /// let h = Histogram::from_scores(&c, [1, 2]);
    /// assert_eq!(h.convolve(&Histogram::identity(&c), &c).unwrap(), h);
    /// ```
    pub fn identity<A: Counting<Count = C>>(counting: &A) -> Self {
        Histogram {
            entries: vec![(0, counting.count(1))],
        }
    }

    /// The `(score, count)` entries, by increasing score.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert_eq!(Histogram::from_scores(&CheckedU128, [5]).entries(), &[(5, 1)]);
    /// ```
    pub fn entries(&self) -> &[(i64, C)] {
        &self.entries
    }

    /// The number of distinct scores.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert_eq!(Histogram::from_scores(&CheckedU128, [1, 1, 2]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no items.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert!(Histogram::from_scores(&CheckedU128, []).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The count of `score` (`None` when zero).
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(&CheckedU128, [1, 1, 2]);
    /// assert_eq!((h.get(1), h.get(3)), (Some(&2), None));
    /// ```
    pub fn get(&self, score: i64) -> Option<&C> {
        self.entries
            .binary_search_by_key(&score, |e| e.0)
            .ok()
            .map(|i| &self.entries[i].1)
    }

    /// The number of items.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if the total does not fit the counting type.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert_eq!(Histogram::from_scores(&CheckedU128, [1, 1, 2]).total(&CheckedU128), Ok(3));
    /// ```
    pub fn total<A: Counting<Count = C>>(&self, counting: &A) -> Result<C, Error> {
        self.entries
            .iter()
            .try_fold(counting.count(0), |acc, e| counting.add(&acc, &e.1))
    }

    /// The histogram of `x + y` over all pairs of items (`x` from `self`, `y` from `other`):
    /// the convolution, `(a * b)(s) = sum over x + y = s of a(x) b(y)`.
    ///
    /// Both supports are placed on their score lattices (smallest score plus multiples of the
    /// gcd of the gaps). When the lattice of the sums is narrow (at most 16 cells per pair of
    /// entries), a bitmap of the points that occur, with running popcounts, sends each product
    /// straight to its output slot in score order; otherwise every pair is listed, sorted by sum
    /// and merged.
    /// No hashing either way. `O(|a| |b|)` plus the sort.
    ///
    /// # Errors
    /// [`Error::ScoreOverflow`] if a sum of scores leaves `i64`; [`Error::CountOverflow`] if a
    /// count leaves the counting type.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let c = CheckedU128;
    /// let coin = Histogram::from_scores(&c, [0, 1]);
    /// assert_eq!(coin.convolve(&coin, &c).unwrap().entries(), &[(0, 1), (1, 2), (2, 1)]);
    /// ```
    pub fn convolve<A: Counting<Count = C>>(
        &self,
        other: &Self,
        counting: &A,
    ) -> Result<Self, Error> {
        let (Some(first_a), Some(first_b)) = (self.entries.first(), other.entries.first()) else {
            return Ok(Histogram {
                entries: Vec::new(),
            });
        };
        let low = first_a
            .0
            .checked_add(first_b.0)
            .ok_or(Error::ScoreOverflow)?;
        let high = self
            .max_score()
            .checked_add(other.max_score())
            .ok_or(Error::ScoreOverflow)?;
        let lattice = Lattice::new(low, high, gcd(self.lattice_step(), other.lattice_step()));
        let cells = lattice.cells();
        let pairs = (self.len() as u64).saturating_mul(other.len() as u64);
        // The outer loop runs over the smaller histogram, so each inner loop is a long sorted run.
        let (small, large) = if self.len() <= other.len() {
            (self, other)
        } else {
            (other, self)
        };
        if cells <= MAX_DENSE_CELLS && cells <= pairs.saturating_mul(CELLS_PER_PAIR) {
            small.convolve_dense(large, counting, lattice)
        } else {
            small.convolve_sparse(large, counting)
        }
    }

    /// The `k`-fold convolution of `self` with itself (`k = 0` gives the identity), by
    /// repeated squaring.
    ///
    /// # Errors
    /// As for [`convolve`](Self::convolve).
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let c = CheckedU128;
    /// let coin = Histogram::from_scores(&c, [0, 1]);
    /// // Binomial coefficients: 10 ways for 2 heads in 5 tosses.
    /// assert_eq!(coin.power(5, &c).unwrap().get(2), Some(&10));
    /// ```
    pub fn power<A: Counting<Count = C>>(&self, k: u32, counting: &A) -> Result<Self, Error> {
        let mut result = Histogram::identity(counting);
        let mut square = self.clone();
        let mut k = k;
        while k > 0 {
            if k & 1 == 1 {
                result = result.convolve(&square, counting)?;
            }
            k >>= 1;
            if k > 0 {
                square = square.convolve(&square, counting)?;
            }
        }
        Ok(result)
    }

    pub(crate) fn max_score(&self) -> i64 {
        self.entries.last().map_or(0, |e| e.0)
    }

    /// The gcd of all gaps between scores (0 for a single score).
    pub(crate) fn lattice_step(&self) -> u64 {
        let first = self.entries[0].0;
        self.entries
            .iter()
            .fold(0, |g, e| gcd(g, e.0.abs_diff(first)))
    }

    /// Sums on a narrow lattice, in two passes over the pairs and one bit per lattice point:
    /// the first marks the points that occur, a running popcount per 64-bit word then turns a
    /// point into its rank among them, and the second pass adds each product into the slot of
    /// that rank. The slots come out in score order, so nothing is sorted.
    fn convolve_dense<A: Counting<Count = C>>(
        &self,
        other: &Self,
        counting: &A,
        lattice: Lattice,
    ) -> Result<Self, Error> {
        // The caller checked cells <= MAX_DENSE_CELLS, and low <= x + y <= high for every pair,
        // so every sum is a point of the lattice.
        let cells = lattice.cells() as usize;
        let mut occupied = vec![0u64; cells.div_ceil(64)];
        for (x, _) in &self.entries {
            for (y, _) in &other.entries {
                let cell = lattice.index(x + y);
                occupied[cell / 64] |= 1 << (cell % 64);
            }
        }
        let mut before = Vec::with_capacity(occupied.len());
        let mut distinct = 0usize;
        for word in &occupied {
            before.push(distinct);
            distinct += word.count_ones() as usize;
        }
        let rank = |cell: usize| {
            before[cell / 64]
                + (occupied[cell / 64] & ((1u64 << (cell % 64)) - 1)).count_ones() as usize
        };
        let mut sums = vec![counting.accumulator(); distinct];
        for (x, cx) in &self.entries {
            for (y, cy) in &other.entries {
                counting.mul_add(&mut sums[rank(lattice.index(x + y))], cx, cy);
            }
        }
        let mut entries = Vec::with_capacity(distinct);
        let mut sums = sums.into_iter();
        for (w, word) in occupied.iter().enumerate() {
            let mut bits = *word;
            while bits != 0 {
                let cell = w * 64 + bits.trailing_zeros() as usize;
                bits &= bits - 1;
                if let Some(acc) = sums.next() {
                    push_nonzero(&mut entries, counting, lattice.point(cell), acc)?;
                }
            }
        }
        Ok(Histogram { entries })
    }

    /// Sums spread thinly over a wide range: list every pair, sort by sum, merge runs.
    fn convolve_sparse<A: Counting<Count = C>>(
        &self,
        other: &Self,
        counting: &A,
    ) -> Result<Self, Error> {
        let mut pairs: Vec<(i64, u32, u32)> = Vec::with_capacity(self.len() * other.len());
        for (i, (x, _)) in self.entries.iter().enumerate() {
            for (j, (y, _)) in other.entries.iter().enumerate() {
                let sum = x.checked_add(*y).ok_or(Error::ScoreOverflow)?;
                pairs.push((sum, i as u32, j as u32));
            }
        }
        pairs.sort_unstable_by_key(|p| p.0);
        let mut entries = Vec::new();
        for run in pairs.chunk_by(|p, q| p.0 == q.0) {
            let mut acc = counting.accumulator();
            for &(_, i, j) in run {
                counting.mul_add(
                    &mut acc,
                    &self.entries[i as usize].1,
                    &other.entries[j as usize].1,
                );
            }
            push_nonzero(&mut entries, counting, run[0].0, acc)?;
        }
        Ok(Histogram { entries })
    }
}

/// Appends `(score, count)` unless the count is zero.
fn push_nonzero<A: Counting>(
    entries: &mut Vec<(i64, A::Count)>,
    counting: &A,
    score: i64,
    acc: A::Accumulator,
) -> Result<(), Error> {
    let count = counting.finish(acc)?;
    if !counting.is_zero(&count) {
        entries.push((score, count));
    }
    Ok(())
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}
