//! Counting pairs by their score sum: one merge pass over two sorted histograms.

use combgames_counting::Counting;

use crate::{Error, Histogram};

/// The number of pairs (an item of `a`, an item of `b`) whose scores sum below `bound`:
/// `sum over x + y < bound of a(x) b(y)`. Sums are compared exactly (in `i128`), so no score
/// is too large.
///
/// One merge pass: walking `a` from its largest score down, the scores `y < bound - x` of `b`
/// only grow, so one pointer into `b`'s running totals answers every `x`. `O(|a| + |b|)` time,
/// `O(|b|)` memory.
///
/// # Errors
/// [`Error::DifferentCounting`] for histograms of two systems; [`Error::Counting`] if the
/// count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_pairs_below};
/// let a = Histogram::from_scores(CheckedU128, [-2, 1, 1]);
/// let b = Histogram::from_scores(CheckedU128, [-1, 0, 3]);
/// // Sums: -3, -2, 1 (from -2) and 0, 1, 4 twice (from the two 1s).
/// assert_eq!(count_pairs_below(&a, &b, 0), Ok(2));
/// assert_eq!(count_pairs_below(&a, &b, 2), Ok(7));
/// let top = Histogram::from_scores(CheckedU128, [i64::MAX]);
/// let minus_one = Histogram::from_scores(CheckedU128, [-1]);
/// assert_eq!(count_pairs_below(&minus_one, &top, i64::MAX), Ok(1));
/// ```
pub fn count_pairs_below<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    bound: i64,
) -> Result<A::Count, Error> {
    a.same_counting(b)?;
    pairs_below(a, &Cumulative::new(b), i128::from(bound))
}

/// A histogram prepared for repeated merge passes: its scores in one array and the running
/// totals of its counts (`prefix[j]` = the count of the `j` smallest scores, `None` past the
/// first total that overflows), so a pass only moves a pointer and never adds counts.
pub(crate) struct Cumulative<A: Counting> {
    pub(crate) scores: Vec<i64>,
    pub(crate) prefix: Vec<Option<A::Count>>,
}

impl<A: Counting> Cumulative<A> {
    pub(crate) fn new(h: &Histogram<A>) -> Self {
        let counting = h.counting();
        let mut prefix = Vec::with_capacity(h.len() + 1);
        let mut total = Some(counting.count(0));
        prefix.push(total.clone());
        for (_, c) in h.entries() {
            total = total.and_then(|t| counting.add(&t, c).ok());
            prefix.push(total.clone());
        }
        Cumulative {
            scores: h.entries().iter().map(|e| e.0).collect(),
            prefix,
        }
    }

    /// The running total of the `j` smallest scores. An overflowed total is only ever asked for
    /// to be multiplied by a nonzero count of an exact system, so the answer overflows too.
    pub(crate) fn total(&self, j: usize) -> Result<&A::Count, Error> {
        self.prefix[j]
            .as_ref()
            .ok_or(Error::Counting(combgames_counting::Error::CountOverflow))
    }
}

/// How many of the sorted `scores` are below `limit`, from a starting guess `from` that is
/// known not to exceed the answer.
#[inline]
pub(crate) fn advance_below(scores: &[i64], from: usize, limit: i128) -> usize {
    if limit > i128::from(i64::MAX) {
        return scores.len();
    }
    let mut next = from;
    while next < scores.len() && i128::from(scores[next]) < limit {
        next += 1;
    }
    next
}

/// [`count_pairs_below`] against a prepared `b`: walking `a` from its largest score down, the
/// number of `b`'s scores `y < bound - x` only grows.
pub(crate) fn pairs_below<A: Counting>(
    a: &Histogram<A>,
    b: &Cumulative<A>,
    bound: i128,
) -> Result<A::Count, Error> {
    let counting = a.counting();
    let mut next = 0; // b's scores[..next] are below the current limit
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries().iter().rev() {
        next = advance_below(&b.scores, next, bound - i128::from(*x));
        if next > 0 {
            counting.mul_add(&mut acc, cx, b.total(next)?);
        }
    }
    Ok(counting.finish(acc)?)
}

/// The number of pairs whose scores sum to exactly `target`: `sum over x of a(x) b(target - x)`.
/// `O(|a| + |b|)`, walking `a` up and `b` down; sums are compared exactly.
///
/// # Errors
/// [`Error::DifferentCounting`] for histograms of two systems; [`Error::Counting`] if the
/// count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_pairs_equal};
/// let a = Histogram::from_scores(CheckedU128, [-1, 2, 2]);
/// let b = Histogram::from_scores(CheckedU128, [-2, 1, 1]);
/// assert_eq!(count_pairs_equal(&a, &b, 0), Ok(4)); // (-1, 1) twice, (2, -2) twice
/// ```
pub fn count_pairs_equal<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    target: i64,
) -> Result<A::Count, Error> {
    a.same_counting(b)?;
    pairs_equal(a, b, i128::from(target))
}

/// [`count_pairs_equal`] on an `i128` target, walking `a` up and `b` down.
pub(crate) fn pairs_equal<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    target: i128,
) -> Result<A::Count, Error> {
    let counting = a.counting();
    let ys = b.entries();
    let mut j = ys.len(); // ys[j..] are above the current wanted score
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries() {
        let wanted = target - i128::from(*x);
        while j > 0 && i128::from(ys[j - 1].0) > wanted {
            j -= 1;
        }
        if j > 0 && i128::from(ys[j - 1].0) == wanted {
            counting.mul_add(&mut acc, cx, &ys[j - 1].1);
        }
    }
    Ok(counting.finish(acc)?)
}

/// [`count_pairs_below`] with bound 0: pairs with a negative sum.
///
/// # Errors
/// As for [`count_pairs_below`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_negative_sums};
/// let h = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// assert_eq!(count_negative_sums(&h, &h), Ok(3)); // (-1,-1), (-1,0), (0,-1)
/// ```
pub fn count_negative_sums<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
) -> Result<A::Count, Error> {
    count_pairs_below(a, b, 0)
}

/// [`count_pairs_equal`] with target 0: pairs summing to zero.
///
/// # Errors
/// As for [`count_pairs_equal`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_zero_sums};
/// let h = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// assert_eq!(count_zero_sums(&h, &h), Ok(3)); // (-1,1), (0,0), (1,-1)
/// ```
pub fn count_zero_sums<A: Counting>(a: &Histogram<A>, b: &Histogram<A>) -> Result<A::Count, Error> {
    count_pairs_equal(a, b, 0)
}
