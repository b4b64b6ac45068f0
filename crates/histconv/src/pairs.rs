//! Counting pairs by their score sum: one merge pass over two sorted histograms.

use crate::{Counting, Error, Histogram};

/// The number of pairs (an item of `a`, an item of `b`) whose scores sum below `bound`:
/// `sum over x + y < bound of a(x) b(y)`.
///
/// One merge pass: walking `a` from its largest score down, the scores `y < bound - x` of `b`
/// only grow, so one pointer into `b`'s running totals answers every `x`. `O(|a| + |b|)`.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_pairs_below};
/// let c = CheckedU128;
/// let a = Histogram::from_scores(&c, [-2, 1, 1]);
/// let b = Histogram::from_scores(&c, [-1, 0, 3]);
/// // Sums: -3, -2, 1 (from -2) and 0, 1, 4 twice (from the two 1s).
/// assert_eq!(count_pairs_below(&a, &b, 0, &c), Ok(2));
/// assert_eq!(count_pairs_below(&a, &b, 2, &c), Ok(7));
/// ```
pub fn count_pairs_below<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    bound: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    pairs_below(a, &Cumulative::new(b, counting)?, bound, counting)
}

/// A histogram prepared for repeated merge passes: its scores in one array and the running
/// totals of its counts (`prefix[j]` = the count of the `j` smallest scores), so a pass only
/// moves a pointer and never adds counts.
pub(crate) struct Cumulative<C> {
    pub(crate) scores: Vec<i64>,
    pub(crate) prefix: Vec<C>,
}

impl<C: Clone + PartialEq> Cumulative<C> {
    pub(crate) fn new<A: Counting<Count = C>>(
        h: &Histogram<C>,
        counting: &A,
    ) -> Result<Self, Error> {
        let mut prefix = Vec::with_capacity(h.len() + 1);
        let mut total = counting.count(0);
        prefix.push(total.clone());
        for (_, c) in h.entries() {
            total = counting.add(&total, c)?;
            prefix.push(total.clone());
        }
        Ok(Cumulative {
            scores: h.entries().iter().map(|e| e.0).collect(),
            prefix,
        })
    }
}

/// [`count_pairs_below`] against a prepared `b`: walking `a` from its largest score down, the
/// number of `b`'s scores `y < bound - x` only grows.
pub(crate) fn pairs_below<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Cumulative<A::Count>,
    bound: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let ys = &b.scores;
    let mut next = 0; // b's scores ys[..next] are below the current limit
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries().iter().rev() {
        // y < bound - x; a limit past i64 is clamped, which changes no comparison.
        let limit = bound
            .checked_sub(*x)
            .unwrap_or(if *x > 0 { i64::MIN } else { i64::MAX });
        while next < ys.len() && ys[next] < limit {
            next += 1;
        }
        counting.mul_add(&mut acc, cx, &b.prefix[next]);
    }
    counting.finish(acc)
}

/// The number of pairs whose scores sum to exactly `target`: `sum over x of a(x) b(target - x)`.
/// `O(|a| + |b|)`, walking `a` up and `b` down.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_pairs_equal};
/// let c = CheckedU128;
/// let a = Histogram::from_scores(&c, [-1, 2, 2]);
/// let b = Histogram::from_scores(&c, [-2, 1, 1]);
/// assert_eq!(count_pairs_equal(&a, &b, 0, &c), Ok(4)); // (-1, 1) twice, (2, -2) twice
/// ```
pub fn count_pairs_equal<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let scores: Vec<i64> = b.entries().iter().map(|e| e.0).collect();
    pairs_equal(a, b, &scores, target, counting)
}

/// [`count_pairs_equal`] with `b`'s scores in their own array, walking `a` up and `b` down.
pub(crate) fn pairs_equal<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    b_scores: &[i64],
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let mut j = b_scores.len(); // b_scores[j..] are above the current wanted score
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries() {
        let Some(wanted) = target.checked_sub(*x) else {
            // Beyond i64 no score matches; below it (x > 0) every score is above, so j drops to 0.
            if *x > 0 {
                j = 0;
            }
            continue;
        };
        while j > 0 && b_scores[j - 1] > wanted {
            j -= 1;
        }
        if j > 0 && b_scores[j - 1] == wanted {
            counting.mul_add(&mut acc, cx, &b.entries()[j - 1].1);
        }
    }
    counting.finish(acc)
}

/// [`count_pairs_below`] with bound 0: pairs with a negative sum.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_negative_sums};
/// let c = CheckedU128;
/// let h = Histogram::from_scores(&c, [-1, 0, 1]);
/// assert_eq!(count_negative_sums(&h, &h, &c), Ok(3)); // (-1,-1), (-1,0), (0,-1)
/// ```
pub fn count_negative_sums<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    counting: &A,
) -> Result<A::Count, Error> {
    count_pairs_below(a, b, 0, counting)
}

/// [`count_pairs_equal`] with target 0: pairs summing to zero.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_zero_sums};
/// let c = CheckedU128;
/// let h = Histogram::from_scores(&c, [-1, 0, 1]);
/// assert_eq!(count_zero_sums(&h, &h, &c), Ok(3)); // (-1,1), (0,0), (1,-1)
/// ```
pub fn count_zero_sums<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    counting: &A,
) -> Result<A::Count, Error> {
    count_pairs_equal(a, b, 0, counting)
}
