//! The `Histogram` type and its convolution.

use combgames_base::Limits;
use combgames_counting::Counting;

use crate::budget::{
    CELLS_PER_PAIR, Cost, DIRECT_CELLS, MAX_DENSE_CELLS, Shape, check, convolution_cost, power_cost,
};
use crate::lattice::Lattice;
use crate::ntt;
use crate::strategies::ntt_shape;
use crate::{Error, Histogram};

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
        Histogram {
            counting,
            entries,
            limits: Limits::new(),
        }
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
            limits: Limits::new(),
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
            limits: Limits::new(),
        }
    }

    /// This histogram within `limits`: `steps`, the products of counts its convolutions,
    /// powers and triple counts may take ([`MAX_STEPS`](crate::MAX_STEPS) by default), and
    /// `bytes`, their peak memory ([`MAX_BYTES`](crate::MAX_BYTES)); each is estimated before
    /// any work. The histograms it makes keep the limits. No time limit is read.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_histconv::{CheckedU128, Histogram, MAX_STEPS};
    /// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
    /// assert!(coin.power(1 << 20).is_err()); // 2^40 products, past MAX_STEPS
    /// let patient = coin.clone().with_limits(Limits::new().steps(1 << 10));
    /// assert!(patient.power(100).is_err()); // the limit given: 2^10 products
    /// assert_eq!(patient.power(10).unwrap().total(), Ok(1024));
    /// assert_eq!(patient.limits().steps, Some(1 << 10));
    /// ```
    #[must_use]
    pub fn with_limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// The limits this histogram's computations keep to ([`with_limits`](Self::with_limits)).
    pub fn limits(&self) -> Limits {
        self.limits
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
    /// before any work: an upper bound, or once past the step limit, more than the limit.
    /// `O(|h| + log k)`.
    ///
    /// ```
    /// use combgames_histconv::{CheckedU128, Histogram, MAX_STEPS};
    /// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
    /// assert!(coin.power_cost(1000).steps < u128::from(MAX_STEPS));
    /// assert!(coin.power_cost(u32::MAX).steps > u128::from(MAX_STEPS));
    /// ```
    pub fn power_cost(&self, k: u32) -> Cost {
        let cap = self.limits.steps_or(crate::MAX_STEPS);
        let (steps, bytes) = power_cost(Shape::of(self), k, &self.counting, cap);
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
                limits: self.limits,
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
        check(steps, bytes, self.limits)?;
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
            limits: self.limits,
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
        check(cost.steps, cost.bytes, self.limits)?;
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
        let mut result = Histogram::identity(self.counting.clone()).with_limits(self.limits);
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
