//! The `Histogram` type and its convolution.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use combgames_counting::Counting;

use crate::Error;
use crate::budget::{Cost, Shape, check, convolution_cost, power_cost};
use crate::lattice::Lattice;
use crate::ntt;

/// The dense path's bitmap of lattice points is used up to this many cells (32 MiB).
pub(crate) const MAX_DENSE_CELLS: u64 = 1 << 28;
/// Lattices of at most this many cells take an accumulator per cell, with no pass to mark
/// the cells that occur ([`Histogram::convolve`]): a few hundred KiB at most.
pub(crate) const DIRECT_CELLS: u64 = 1 << 14;
/// ... and only while the lattice has at most this many cells per pair of entries, so that
/// filling the table never costs much more than the products themselves.
pub(crate) const CELLS_PER_PAIR: u64 = 16;

/// A histogram of integer scores: how many items have each score, counted in the system `A`
/// (see [`combgames_counting`]).
///
/// **Invariants**, established by every constructor: entries are sorted by score, scores are
/// distinct, no count is zero, and every count is a value of the histogram's system (a residue
/// is reduced). The histogram keeps its counting system, and combining two histograms of
/// different systems (two moduli) is an error, [`Error::DifferentCounting`], never a silent
/// mix.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram};
/// // Three die faces: -1, 0, 1.
/// let die = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// let two = die.convolve(&die).unwrap();
/// assert_eq!(two.entries(), &[(-2, 1), (-1, 2), (0, 3), (1, 2), (2, 1)]);
/// assert_eq!(die.power(3).unwrap().total(), Ok(27));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Histogram<A: Counting> {
    counting: A,
    entries: Vec<(i64, A::Count)>,
}

/// The modulus and the dense row lengths of a convolution by transforms, if its counting
/// system allows one: residues modulo a modulus below `2^64` that the system exposes as
/// integers, and rows short enough for the transforms.
fn ntt_shape<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    step: u64,
) -> Option<(u64, usize, usize)> {
    let modulus = u64::try_from(a.counting.modulus()?).ok()?;
    a.counting.to_u128(&a.counting.count(1))?;
    let len = |h: &Histogram<A>| {
        let first = h.entries.first()?.0;
        usize::try_from(h.max_score().abs_diff(first) / step.max(1) + 1).ok()
    };
    let (len_a, len_b) = (len(a)?, len(b)?);
    ntt::supported(modulus, len_a, len_b).then_some((modulus, len_a, len_b))
}

impl<A: Counting> Histogram<A> {
    /// The histogram of the given scores, one item each. `O(n log n)` time, `O(n)` memory for
    /// `n` scores (which the caller already holds or streams).
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(CheckedU128, [3i32, -1, 3]);
    /// assert_eq!(h.entries(), &[(-1, 1), (3, 2)]);
    /// ```
    pub fn from_scores<S: Into<i64>>(counting: A, scores: impl IntoIterator<Item = S>) -> Self {
        let mut scores: Vec<i64> = scores.into_iter().map(Into::into).collect();
        scores.sort_unstable();
        let mut entries = Vec::new();
        for run in scores.chunk_by(|a, b| a == b) {
            let count = counting.count(run.len() as u64);
            // A run as long as a multiple of the modulus counts zero.
            if !counting.is_zero(&count) {
                entries.push((run[0], count));
            }
        }
        Histogram { counting, entries }
    }

    /// The histogram with the given `(score, count)` entries, in any order: each count is
    /// brought into the system (reduced modulo the modulus), counts of equal scores are added,
    /// and zero counts dropped. `O(n log n)`.
    ///
    /// # Errors
    /// [`Error::Counting`] if adding counts overflows.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram, Modular};
    /// let h = Histogram::from_entries(CheckedU128, [(2, 5), (0, 0), (2, 1)]).unwrap();
    /// assert_eq!(h.entries(), &[(2, 6)]);
    /// // Modulo 7 the count 10 is 3 and the count 7 is zero.
    /// let m = Histogram::from_entries(Modular::new(7).unwrap(), [(0, 10), (1, 7)]).unwrap();
    /// assert_eq!((m.entries(), m.total()), (&[(0, 3)][..], Ok(3)));
    /// ```
    pub fn from_entries<S: Into<i64>>(
        counting: A,
        entries: impl IntoIterator<Item = (S, A::Count)>,
    ) -> Result<Self, Error> {
        let mut entries: Vec<(i64, A::Count)> = entries
            .into_iter()
            .map(|(s, c)| (s.into(), counting.reduce(c)))
            .collect();
        entries.sort_unstable_by_key(|e| e.0);
        let mut merged: Vec<(i64, A::Count)> = Vec::with_capacity(entries.len());
        for (score, count) in entries {
            match merged.last_mut() {
                Some(last) if last.0 == score => last.1 = counting.add(&last.1, &count)?,
                _ => merged.push((score, count)),
            }
        }
        merged.retain(|e| !counting.is_zero(&e.1));
        Ok(Histogram {
            counting,
            entries: merged,
        })
    }

    /// The unit of convolution: one item of score 0.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(CheckedU128, [1, 2]);
    /// assert_eq!(h.convolve(&Histogram::identity(CheckedU128)).unwrap(), h);
    /// ```
    pub fn identity(counting: A) -> Self {
        let one = counting.count(1);
        Histogram {
            counting,
            entries: vec![(0, one)],
        }
    }

    /// The counting system of the counts.
    ///
    /// ```
    /// use combgames_histconv::{Histogram, Modular};
    /// let m = Modular::new(5).unwrap();
    /// assert_eq!(Histogram::from_scores(m, [1]).counting(), &m);
    /// ```
    pub fn counting(&self) -> &A {
        &self.counting
    }

    /// The `(score, count)` entries, by increasing score.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert_eq!(Histogram::from_scores(CheckedU128, [5]).entries(), &[(5, 1)]);
    /// ```
    pub fn entries(&self) -> &[(i64, A::Count)] {
        &self.entries
    }

    /// The `(score, count)` entries, by increasing score.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(CheckedU128, [4, 4, 9]);
    /// assert_eq!(h.iter().map(|(s, c)| s * *c as i64).sum::<i64>(), 17);
    /// ```
    pub fn iter(&self) -> impl ExactSizeIterator<Item = (i64, &A::Count)> + '_ {
        self.entries.iter().map(|(s, c)| (*s, c))
    }

    /// The number of distinct scores.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert_eq!(Histogram::from_scores(CheckedU128, [1, 1, 2]).len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no items (no score has a nonzero count).
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// assert!(Histogram::from_scores(CheckedU128, Vec::<i64>::new()).is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The count of `score` (`None` when zero).
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(CheckedU128, [1, 1, 2]);
    /// assert_eq!((h.get(1), h.get(3)), (Some(&2), None));
    /// ```
    pub fn get(&self, score: i64) -> Option<&A::Count> {
        self.entries
            .binary_search_by_key(&score, |e| e.0)
            .ok()
            .map(|i| &self.entries[i].1)
    }

    /// The number of items. `O(len)`.
    ///
    /// # Errors
    /// [`Error::Counting`] if the total does not fit the counting type.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram, Modular};
    /// assert_eq!(Histogram::from_scores(CheckedU128, [1, 1, 2]).total(), Ok(3));
    /// let h = Histogram::from_entries(Modular::new(7).unwrap(), [(0, u64::MAX)]).unwrap();
    /// assert_eq!(h.total(), Ok(u64::MAX % 7));
    /// ```
    pub fn total(&self) -> Result<A::Count, Error> {
        let c = &self.counting;
        Ok(self
            .entries
            .iter()
            .try_fold(c.count(0), |acc, e| c.add(&acc, &e.1))?)
    }

    /// The estimated cost of [`convolve`](Self::convolve)`(other)`, which it checks against
    /// the limits before any work. `O(|a| + |b|)`.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let h = Histogram::from_scores(CheckedU128, [0, 1, 2]);
    /// assert_eq!(h.convolution_cost(&h).steps, 9);
    /// ```
    pub fn convolution_cost(&self, other: &Self) -> Cost {
        let (steps, bytes) = convolution_cost(Shape::of(self), Shape::of(other), &self.counting);
        Cost { steps, bytes }
    }

    /// The estimated cost of [`power`](Self::power)`(k)`, which it checks against the limits
    /// before any work. `O(|h| + log k)`.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram, MAX_STEPS};
    /// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
    /// assert!(coin.power_cost(1000).steps < u128::from(MAX_STEPS));
    /// assert!(coin.power_cost(u32::MAX).steps > u128::from(MAX_STEPS));
    /// ```
    pub fn power_cost(&self, k: u32) -> Cost {
        let (steps, bytes) = power_cost(Shape::of(self), k, &self.counting);
        Cost { steps, bytes }
    }

    /// Checks that `other` counts in the same system.
    pub(crate) fn same_counting(&self, other: &Self) -> Result<(), Error> {
        if self.counting == other.counting {
            Ok(())
        } else {
            Err(Error::DifferentCounting {
                left: self.counting.modulus(),
                right: other.counting.modulus(),
            })
        }
    }

    /// The histogram of `x + y` over all pairs of items (`x` from `self`, `y` from `other`):
    /// the convolution, `(a * b)(s) = sum over x + y = s of a(x) b(y)`.
    ///
    /// Both supports are placed on their score lattices (smallest score plus multiples of the
    /// gcd of the gaps). For residues modulo a modulus below `2^64` whose dense rows are
    /// long and full enough that transforms cost less than the products, the rows are
    /// multiplied by number-theoretic transforms modulo up to six word-size primes and
    /// recombined by the Chinese remainder theorem (exact: the primes' product exceeds every
    /// coefficient). Otherwise, when the lattice of the sums is narrow (at most 16 cells per pair of
    /// entries), a bitmap of the points that occur, with running popcounts, sends each product
    /// straight to its output slot in score order; otherwise the sorted runs `x + b` (one per
    /// score `x` of the smaller histogram) are merged through a heap. No hashing either way.
    ///
    /// Cost: `|a| |b|` products (plus a `log min(|a|, |b|)` factor on the sparse path); memory
    /// for the output and, on the dense path, two bits per lattice cell. Both are estimated
    /// before any work and checked against [`MAX_STEPS`](crate::MAX_STEPS) and
    /// [`MAX_BYTES`](crate::MAX_BYTES).
    ///
    /// # Errors
    /// [`Error::DifferentCounting`] if the histograms count in different systems;
    /// [`Error::Exceeded`] past the limits;
    /// [`Error::ScoreOverflow`] if a sum of scores leaves `i64`; [`Error::Counting`] if a count
    /// leaves the counting type.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
    /// assert_eq!(coin.convolve(&coin).unwrap().entries(), &[(0, 1), (1, 2), (2, 1)]);
    /// ```
    pub fn convolve(&self, other: &Self) -> Result<Self, Error> {
        self.same_counting(other)?;
        let (Some(first_a), Some(first_b)) = (self.entries.first(), other.entries.first()) else {
            return Ok(Histogram {
                counting: self.counting.clone(),
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
        let (steps, bytes) = convolution_cost(Shape::of(self), Shape::of(other), &self.counting);
        check(steps, bytes)?;
        let step = num_integer::gcd(self.lattice_step(), other.lattice_step());
        if let Some((modulus, len_a, len_b)) = ntt_shape(self, other, step) {
            let pairs = (self.len() as u128).saturating_mul(other.len() as u128);
            if ntt::cost(modulus, len_a, len_b) < pairs {
                return self.convolve_ntt(other, step, modulus, low);
            }
        }
        let lattice = Lattice::new(low, high, step);
        let cells = lattice.cells();
        let pairs = (self.len() as u64).saturating_mul(other.len() as u64);
        // The outer loop runs over the smaller histogram, so each inner loop is a long sorted run.
        let (small, large) = if self.len() <= other.len() {
            (self, other)
        } else {
            (other, self)
        };
        let entries = if cells <= DIRECT_CELLS && cells <= pairs.saturating_mul(CELLS_PER_PAIR) {
            small.convolve_direct(large, lattice)?
        } else if cells <= MAX_DENSE_CELLS && cells <= pairs.saturating_mul(CELLS_PER_PAIR) {
            small.convolve_dense(large, lattice)?
        } else {
            small.convolve_sparse(large)?
        };
        Ok(Histogram {
            counting: self.counting.clone(),
            entries,
        })
    }

    /// The `k`-fold convolution of `self` with itself (`k = 0` gives the identity), by
    /// repeated squaring; the cube, where it is cheaper, by unordered triples of entries
    /// (`|h|^3 / 6` products instead of about `|h|^3 / 2` when the sums are mostly distinct).
    ///
    /// Cost: the `j`-fold power has at most `j (w - 1) + 1` entries for a histogram spanning
    /// `w` lattice cells, and each squaring multiplies the entries of its factors. The whole
    /// schedule is estimated before any work and checked against the limits.
    ///
    /// # Errors
    /// As for [`convolve`](Self::convolve); a power too large is refused at once.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram};
    /// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
    /// // Binomial coefficients: 10 ways for 2 heads in 5 tosses.
    /// assert_eq!(coin.power(5).unwrap().get(2), Some(&10));
    /// ```
    pub fn power(&self, k: u32) -> Result<Self, Error> {
        let cost = self.power_cost(k);
        check(cost.steps, cost.bytes)?;
        // Unordered triples where they take fewer steps than the schedule (which may use
        // transforms for wide dense rows).
        if k == 3 {
            let len = self.len() as u128;
            if len * (len + 1) * (len + 2) / 3 < cost.steps {
                if let Some(cube) = self.cube()? {
                    return Ok(cube);
                }
            }
        }
        let mut result = Histogram::identity(self.counting.clone());
        let mut square = self.clone();
        let mut k = k;
        while k > 0 {
            if k & 1 == 1 {
                result = result.convolve(&square)?;
            }
            k >>= 1;
            if k > 0 {
                square = square.convolve(&square)?;
            }
        }
        Ok(result)
    }

    /// The third power by unordered triples, when its lattice is narrow enough for the dense
    /// path of [`convolve`](Self::convolve) (`None` otherwise): each multiset `i <= j <= l` of
    /// entries adds `m c_i c_j c_l` at `x_i + x_j + x_l`, with `m` its number of orderings
    /// (6, 3 or 1). That is `|h|^3 / 6` products where squaring and multiplying take
    /// `|h|^2 + |h^2| |h|`, about three times as many. Scores are cells of the histogram's
    /// own lattice, so the cell of a sum is the sum of the cells; as in the dense path, a first
    /// pass marks the cells that occur and a running popcount turns a cell into its slot.
    /// Memory: two bits per cell of the cube's lattice, and the output. The caller checked the
    /// schedule of [`power`](Self::power), which costs more.
    fn cube(&self) -> Result<Option<Self>, Error> {
        let counting = &self.counting;
        let Some(&(first, _)) = self.entries.first() else {
            return Ok(None);
        };
        let step = self.lattice_step().max(1);
        let Ok(cells) = self
            .entries
            .iter()
            .map(|(score, _)| usize::try_from(score.abs_diff(first) / step))
            .collect::<Result<Vec<usize>, _>>()
        else {
            return Ok(None);
        };
        let len = self.entries.len() as u64;
        let triples = len * (len + 1) * (len + 2) / 6;
        let span = cells.last().map_or(0, |&c| c as u64);
        let table = span.saturating_mul(3).saturating_add(1);
        if table > MAX_DENSE_CELLS || table > triples.saturating_mul(CELLS_PER_PAIR) {
            return Ok(None);
        }
        // Every sum lies in [3 first, 3 max]: both ends must fit in i64.
        let low = first.checked_mul(3).ok_or(Error::ScoreOverflow)?;
        self.max_score()
            .checked_mul(3)
            .ok_or(Error::ScoreOverflow)?;
        let mut occupied = Occupied::new(table as usize);
        for (i, &ci) in cells.iter().enumerate() {
            for (j, &cj) in cells.iter().enumerate().skip(i) {
                for &cl in &cells[j..] {
                    occupied.mark(ci + cj + cl);
                }
            }
        }
        let occupied = occupied.ranked();
        let (three, six) = (counting.count(3), counting.count(6));
        let mut sums = vec![counting.accumulator(); occupied.distinct()];
        for (i, ((_, a), &ci)) in self.entries.iter().zip(&cells).enumerate() {
            for (j, ((_, b), &cj)) in self.entries.iter().zip(&cells).enumerate().skip(i) {
                let product = counting.mul(a, b)?;
                // Orderings of {i, j, l} for l = j and for l > j.
                let (at_j, above_j) = if i == j {
                    (product.clone(), counting.mul(&product, &three)?)
                } else {
                    (
                        counting.mul(&product, &three)?,
                        counting.mul(&product, &six)?,
                    )
                };
                counting.mul_add(&mut sums[occupied.rank(ci + 2 * cj)], &at_j, b);
                for ((_, c), &cl) in self.entries[j + 1..].iter().zip(&cells[j + 1..]) {
                    counting.mul_add(&mut sums[occupied.rank(ci + cj + cl)], &above_j, c);
                }
            }
        }
        let mut entries = Vec::with_capacity(sums.len());
        for (cell, acc) in occupied.cells().zip(sums) {
            let score = low
                .checked_add_unsigned(cell as u64 * step)
                .ok_or(Error::ScoreOverflow)?;
            push_nonzero(&mut entries, counting, score, acc)?;
        }
        Ok(Some(Histogram {
            counting: counting.clone(),
            entries,
        }))
    }

    /// The convolution by transforms (see [`ntt_shape`]): both histograms as dense rows of
    /// residues on the common lattice of step `step`, multiplied modulo the histograms'
    /// modulus.
    fn convolve_ntt(&self, other: &Self, step: u64, modulus: u64, low: i64) -> Result<Self, Error> {
        let row = |h: &Self| -> Result<Vec<u64>, Error> {
            let first = h.entries.first().map_or(0, |e| e.0);
            let len = usize::try_from(h.max_score().abs_diff(first) / step.max(1) + 1)
                .map_err(|_| Error::ScoreOverflow)?;
            let mut row = vec![0u64; len];
            for (score, count) in &h.entries {
                let cell = usize::try_from(score.abs_diff(first) / step.max(1))
                    .map_err(|_| Error::ScoreOverflow)?;
                let value = h
                    .counting
                    .to_u128(count)
                    .and_then(|v| u64::try_from(v).ok());
                row[cell] = value.ok_or(Error::ScoreOverflow)?;
            }
            Ok(row)
        };
        let a = row(self)?;
        let product = if std::ptr::eq(self, other) {
            ntt::convolve(&a, &a, modulus)
        } else {
            let b = row(other)?;
            ntt::convolve(&a, &b, modulus)
        };
        let mut entries = Vec::new();
        for (cell, value) in (0u64..).zip(product) {
            if value != 0 {
                let offset = i64::try_from(cell.saturating_mul(step.max(1)))
                    .map_err(|_| Error::ScoreOverflow)?;
                let score = low.checked_add(offset).ok_or(Error::ScoreOverflow)?;
                entries.push((score, self.counting.count(value)));
            }
        }
        Ok(Histogram {
            counting: self.counting.clone(),
            entries,
        })
    }

    pub(crate) fn max_score(&self) -> i64 {
        self.entries.last().map_or(0, |e| e.0)
    }

    /// The gcd of all gaps between scores (0 for at most one score).
    pub(crate) fn lattice_step(&self) -> u64 {
        let Some(&(first, _)) = self.entries.first() else {
            return 0;
        };
        let mut step = 0;
        for (score, _) in &self.entries {
            step = num_integer::gcd(step, score.abs_diff(first));
            // Nothing divides 1 further: most histograms reach it within a few entries.
            if step == 1 {
                break;
            }
        }
        step
    }

    /// Sums on a short lattice (at most [`DIRECT_CELLS`] points): one accumulator per point,
    /// and one pass over the pairs, each adding its product at the point of its sum.
    fn convolve_direct(
        &self,
        other: &Self,
        lattice: Lattice,
    ) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // The lattice starts at x0 + y0, so the cell of x + y is the cell of x + y0 plus the
        // cell of x0 + y (each a point of the lattice in its range).
        let (Some(&(x0, _)), Some(&(y0, _))) = (self.entries.first(), other.entries.first()) else {
            return Ok(Vec::new());
        };
        let cells_x: Vec<usize> = self
            .entries
            .iter()
            .map(|(x, _)| lattice.index(x + y0))
            .collect();
        let cells_y: Vec<usize> = other
            .entries
            .iter()
            .map(|(y, _)| lattice.index(x0 + y))
            .collect();
        let mut sums = vec![counting.accumulator(); lattice.cells() as usize];
        for ((_, cx), &i) in self.entries.iter().zip(&cells_x) {
            for ((_, cy), &j) in other.entries.iter().zip(&cells_y) {
                counting.mul_add(&mut sums[i + j], cx, cy);
            }
        }
        let mut entries = Vec::new();
        for (cell, acc) in sums.into_iter().enumerate() {
            push_nonzero(&mut entries, counting, lattice.point(cell), acc)?;
        }
        Ok(entries)
    }

    /// Sums on a narrow lattice, in two passes over the pairs and one bit per lattice point:
    /// the first marks the points that occur, a running popcount per 64-bit word then turns a
    /// point into its rank among them, and the second pass adds each product into the slot of
    /// that rank. The slots come out in score order, so nothing is sorted.
    fn convolve_dense(
        &self,
        other: &Self,
        lattice: Lattice,
    ) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // The caller checked cells <= MAX_DENSE_CELLS, and low <= x + y <= high for every pair,
        // so every sum is a point of the lattice (and fits in i64).
        let cells = lattice.cells() as usize;
        let mut occupied = Occupied::new(cells);
        for (x, _) in &self.entries {
            for (y, _) in &other.entries {
                occupied.mark(lattice.index(x + y));
            }
        }
        let occupied = occupied.ranked();
        let mut sums = vec![counting.accumulator(); occupied.distinct()];
        for (x, cx) in &self.entries {
            for (y, cy) in &other.entries {
                counting.mul_add(&mut sums[occupied.rank(lattice.index(x + y))], cx, cy);
            }
        }
        let mut entries = Vec::with_capacity(sums.len());
        for (cell, acc) in occupied.cells().zip(sums) {
            push_nonzero(&mut entries, counting, lattice.point(cell), acc)?;
        }
        Ok(entries)
    }

    /// Sums spread thinly over a wide range: for each score `x` of `self` the sums `x + y`
    /// run in increasing order, and a heap merges the runs, so memory stays one heap slot per
    /// run plus the output.
    fn convolve_sparse(&self, other: &Self) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // (sum, i, j): the next pair of run i is (x_i, y_j). The caller checked that the
        // smallest and largest sums fit in i64, so every sum does.
        let mut heap: BinaryHeap<Reverse<(i64, usize, usize)>> = self
            .entries
            .iter()
            .enumerate()
            .map(|(i, (x, _))| Reverse((x + other.entries[0].0, i, 0)))
            .collect();
        let mut entries = Vec::new();
        let mut current: Option<(i64, A::Accumulator)> = None;
        while let Some(Reverse((sum, i, j))) = heap.pop() {
            match &mut current {
                Some((s, acc)) if *s == sum => {
                    counting.mul_add(acc, &self.entries[i].1, &other.entries[j].1);
                }
                _ => {
                    if let Some((s, acc)) = current.take() {
                        push_nonzero(&mut entries, counting, s, acc)?;
                    }
                    let mut acc = counting.accumulator();
                    counting.mul_add(&mut acc, &self.entries[i].1, &other.entries[j].1);
                    current = Some((sum, acc));
                }
            }
            if let Some((y, _)) = other.entries.get(j + 1) {
                heap.push(Reverse((self.entries[i].0 + y, i, j + 1)));
            }
        }
        if let Some((s, acc)) = current {
            push_nonzero(&mut entries, counting, s, acc)?;
        }
        Ok(entries)
    }
}

/// Iterates over `(score, &count)` by increasing score.
impl<'a, A: Counting> IntoIterator for &'a Histogram<A> {
    type Item = (i64, &'a A::Count);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (i64, A::Count)>,
        fn(&'a (i64, A::Count)) -> (i64, &'a A::Count),
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(s, c)| (*s, c))
    }
}

/// The cells of a lattice that occur, one bit each ([`Occupied::mark`]); once
/// [`ranked`](Occupied::ranked), a running popcount per 64-bit word turns a cell into its rank
/// among them, its slot in score order. Two bits per cell with the counts.
struct Occupied<R = ()> {
    bits: Vec<u64>,
    /// The occupied cells before each word (once ranked).
    before: R,
}

impl Occupied {
    fn new(cells: usize) -> Self {
        Occupied {
            bits: vec![0; cells.div_ceil(64)],
            before: (),
        }
    }

    #[inline]
    fn mark(&mut self, cell: usize) {
        self.bits[cell / 64] |= 1 << (cell % 64);
    }

    fn ranked(self) -> Occupied<Vec<usize>> {
        let mut before = Vec::with_capacity(self.bits.len() + 1);
        let mut distinct = 0usize;
        for word in &self.bits {
            before.push(distinct);
            distinct += word.count_ones() as usize;
        }
        before.push(distinct);
        Occupied {
            bits: self.bits,
            before,
        }
    }
}

impl Occupied<Vec<usize>> {
    fn distinct(&self) -> usize {
        self.before.last().copied().unwrap_or(0)
    }

    /// The rank of an occupied `cell` among the occupied cells.
    #[inline]
    fn rank(&self, cell: usize) -> usize {
        self.before[cell / 64]
            + (self.bits[cell / 64] & ((1u64 << (cell % 64)) - 1)).count_ones() as usize
    }

    /// The occupied cells, in increasing order.
    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cell
                })
            })
        })
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

#[cfg(test)]
mod tests {
    use super::Histogram;
    use combgames_counting::{Big, CheckedU128, Modular};
    use proptest::prelude::*;

    proptest! {
        /// Where the triples path applies (scattered scores on a lattice narrow enough), it is
        /// taken and equals squaring and multiplying, in every counting system.
        #[test]
        fn cube_by_triples_equals_the_products(
            cells in proptest::collection::vec(0i64..2000, 1..40),
            step in 1i64..5,
            offset in -1000i64..1000,
            m in prop_oneof![Just(2u64), Just(u64::MAX), 2u64..],
        ) {
            let scores: Vec<i64> = cells.iter().map(|c| offset + step * c).collect();
            let exact = Histogram::from_scores(CheckedU128, scores.clone());
            // At least 15 distinct scores: 680 triples, whose 16 cells each cover the lattice.
            let taken = exact.len() >= 15;
            let cube = exact.cube()?;
            prop_assert!(cube.is_some() || !taken);
            if let Some(cube) = cube {
                prop_assert_eq!(&cube, &exact.convolve(&exact.convolve(&exact)?)?);
            }
            let modular = Histogram::from_scores(Modular::new(m)?, scores.clone());
            if let Some(cube) = modular.cube()? {
                prop_assert_eq!(&cube, &modular.convolve(&modular.convolve(&modular)?)?);
            }
            let big = Histogram::from_scores(Big, scores);
            if let Some(cube) = big.cube()? {
                prop_assert_eq!(&cube, &big.convolve(&big.convolve(&big)?)?);
            }
        }
    }

    /// Lattices wider than the dense path allows are left to the products.
    #[test]
    fn wide_cubes_are_declined() {
        let wide = Histogram::from_scores(CheckedU128, [0i64, 1, 1 << 40]);
        assert_eq!(wide.cube(), Ok(None));
        assert_eq!(Histogram::identity(CheckedU128).power(3).unwrap().len(), 1);
        let empty = Histogram::from_scores(CheckedU128, Vec::<i64>::new());
        assert_eq!(empty.cube(), Ok(None));
    }
}
