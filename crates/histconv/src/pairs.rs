//! Counting pairs and triples by their score sum: one merge pass over sorted histograms.

use crate::{Counting, Error, Histogram};

/// The number of pairs (an item of `a`, an item of `b`) whose scores sum below `bound`:
/// `sum over x + y < bound of a(x) b(y)`.
///
/// One merge pass: walking `a` from its largest score down, the scores `y < bound - x` of `b`
/// only grow, so a running total of their counts advances monotonically. `O(|a| + |b|)`.
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
    let ys = b.entries();
    let mut below = counting.count(0); // total count of b's scores y < bound - x
    let mut next = 0; // first entry of b not yet in `below`
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries().iter().rev() {
        // y < bound - x, with the limit clamped to i64 (the clamp changes no comparison).
        let limit = clamp_to_i64(i128::from(bound) - i128::from(*x));
        while next < ys.len() && ys[next].0 < limit {
            below = counting.add(&below, &ys[next].1)?;
            next += 1;
        }
        counting.mul_add(&mut acc, cx, &below)?;
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
    let ys = b.entries();
    let mut j = ys.len();
    let mut acc = counting.accumulator();
    for (x, cx) in a.entries() {
        let wanted = i128::from(target) - i128::from(*x);
        let Ok(wanted) = i64::try_from(wanted) else {
            // No score equals it; but j must still move past every y above it.
            if wanted > 0 {
                continue;
            }
            j = 0;
            continue;
        };
        // Move j down past every y above the wanted score.
        while j > 0 && ys[j - 1].0 > wanted {
            j -= 1;
        }
        if j > 0 && ys[j - 1].0 == wanted {
            counting.mul_add(&mut acc, cx, &ys[j - 1].1)?;
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
    let mut acc = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = count_pairs_below(a, b, shifted(bound, *z)?, counting)?;
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
    let mut acc = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = count_pairs_equal(a, b, shifted(target, *z)?, counting)?;
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
