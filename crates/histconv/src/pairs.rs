//! Counting pairs and triples by their score sum: one merge pass over sorted histograms.

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
/// let a = Histogram::from_scores(&c, [-2, 1, 1]).unwrap();
/// let b = Histogram::from_scores(&c, [-1, 0, 3]).unwrap();
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
struct Cumulative<C> {
    scores: Vec<i64>,
    prefix: Vec<C>,
}

impl<C: Clone + PartialEq> Cumulative<C> {
    fn new<A: Counting<Count = C>>(h: &Histogram<C>, counting: &A) -> Result<Self, Error> {
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
fn pairs_below<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Cumulative<A::Count>,
    bound: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let ys = &b.scores;
    let mut next = 0; // b's scores ys[..next] are below the current limit
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries().iter().rev() {
        // y < bound - x, with the limit clamped to i64 (the clamp changes no comparison).
        let limit = clamp_to_i64(i128::from(bound) - i128::from(*x));
        while next < ys.len() && ys[next] < limit {
            next += 1;
        }
        counting.mul_add(&mut acc, cx, &b.prefix[next])?;
    }
    Ok(counting.finish(acc))
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
/// let a = Histogram::from_scores(&c, [-1, 2, 2]).unwrap();
/// let b = Histogram::from_scores(&c, [-2, 1, 1]).unwrap();
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
fn pairs_equal<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    b_scores: &[i64],
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let mut j = b_scores.len(); // b_scores[j..] are above the current wanted score
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries() {
        let wanted = i128::from(target) - i128::from(*x);
        let Ok(wanted) = i64::try_from(wanted) else {
            // Beyond i64 no score matches; below it every score is above, so j drops to 0.
            if wanted < 0 {
                j = 0;
            }
            continue;
        };
        while j > 0 && b_scores[j - 1] > wanted {
            j -= 1;
        }
        if j > 0 && b_scores[j - 1] == wanted {
            counting.mul_add(&mut acc, cx, &b.entries()[j - 1].1)?;
        }
    }
    Ok(counting.finish(acc))
}

/// The number of triples (one item from each of `a`, `b`, `c`) whose scores sum below
/// `bound`: one pair pass over `a` and `b` per score of `c`, `O(|c| (|a| + |b|))`. With `c`
/// the smallest, this counts `(2j + 1)`-tuples from `j`-fold powers without ever forming the
/// larger `(j + 1)`-fold power.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_below};
/// let c = CheckedU128;
/// let h = Histogram::from_scores(&c, [-1, 1]).unwrap();
/// // Of the 8 sign patterns, 4 sum below zero.
/// assert_eq!(count_triples_below(&h, &h, &h, 0, &c), Ok(4));
/// ```
pub fn count_triples_below<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    c: &Histogram<A::Count>,
    bound: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let prepared = Cumulative::new(b, counting)?;
    let mut acc = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_below(a, &prepared, shifted(bound, *z)?, counting)?;
        counting.mul_add(&mut acc, cz, &pairs)?;
    }
    Ok(counting.finish(acc))
}

/// The number of triples whose scores sum to exactly `target`; see [`count_triples_below`].
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
pub fn count_triples_equal<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    c: &Histogram<A::Count>,
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let scores: Vec<i64> = b.entries().iter().map(|e| e.0).collect();
    let mut acc = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_equal(a, b, &scores, shifted(target, *z)?, counting)?;
        counting.mul_add(&mut acc, cz, &pairs)?;
    }
    Ok(counting.finish(acc))
}

/// `x` clamped into `i64`: every score lies inside, so comparisons against it are unchanged.
fn clamp_to_i64(x: i128) -> i64 {
    i64::try_from(x).unwrap_or(if x < 0 { i64::MIN } else { i64::MAX })
}

/// `bound - z`, or an error if it leaves `i64`.
fn shifted(bound: i64, z: i64) -> Result<i64, Error> {
    bound.checked_sub(z).ok_or(Error::ScoreOverflow)
}

/// [`count_pairs_below`] with bound 0: pairs with a negative sum.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type.
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
pub fn count_zero_sums<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    counting: &A,
) -> Result<A::Count, Error> {
    count_pairs_equal(a, b, 0, counting)
}
