//! Counting triples by their score sum, for odd-length tuples built from two equal halves.

use std::cmp::Ordering;

use crate::pairs::{Cumulative, pairs_below, pairs_equal};
use crate::{Counting, Error, Histogram};

/// The number of triples (one item from each of `a`, `b`, `c`) whose scores sum below
/// `bound`. With `c` the smallest, this counts `(2j + 1)`-tuples from `j`-fold powers without
/// ever forming the larger `(j + 1)`-fold power.
///
/// One merge pass over `a` and `b` per score of `c`: `O(|c| (|a| + |b|))`, no extra memory.
/// When `a` and `b` are the same histogram (the same reference), two pointers meet in the
/// middle instead and each unordered pair is met once: about half the steps.
///
/// # Errors
/// [`Error::CountOverflow`] if the count does not fit the counting type;
/// [`Error::ScoreOverflow`] if `bound - z` leaves `i64` for a score `z` of `c`.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_below};
/// let c = CheckedU128;
/// let h = Histogram::from_scores(&c, [-1, 1]);
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
    if std::ptr::eq(a, b) {
        return symmetric_below(a, c, bound, counting);
    }
    let prepared = Cumulative::new(b, counting)?;
    let mut total = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_below(a, &prepared, shifted(bound, *z)?, counting)?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    counting.finish(total)
}

/// The number of triples whose scores sum to exactly `target`; one pass per score of `c` as in
/// [`count_triples_below`], two-pointer when `a` and `b` are the same histogram.
///
/// # Errors
/// As for [`count_triples_below`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_equal};
/// let c = CheckedU128;
/// let h = Histogram::from_scores(&c, [-1, 0, 1]);
/// // Triples of -1, 0, 1 summing to 0: the 6 orders of (-1, 0, 1) and (0, 0, 0).
/// assert_eq!(count_triples_equal(&h, &h, &h, 0, &c), Ok(7));
/// ```
pub fn count_triples_equal<A: Counting>(
    a: &Histogram<A::Count>,
    b: &Histogram<A::Count>,
    c: &Histogram<A::Count>,
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    if std::ptr::eq(a, b) {
        return symmetric_equal(a, c, target, counting);
    }
    let scores: Vec<i64> = b.entries().iter().map(|e| e.0).collect();
    let mut total = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_equal(a, b, &scores, shifted(target, *z)?, counting)?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    counting.finish(total)
}

/// `bound - z`, or an error if it leaves `i64`.
fn shifted(bound: i64, z: i64) -> Result<i64, Error> {
    bound.checked_sub(z).ok_or(Error::ScoreOverflow)
}

/// [`count_triples_below`] with `a` and `b` the same histogram `d` (scores `s_i`, counts `c_i`,
/// running totals `P_i`): each pair is met once from its smaller end.
///
/// For a bound `t` let `k_i = #{j : s_i + s_j < t}`, which falls as `i` grows, and `i*` the
/// first `i` with `k_i <= i`. The unordered pairs `i <= j` below `t` weigh
/// `U = sum over i < i* of c_i (P_{k_i} - P_i)`, and the ordered ones
///
/// ```text
/// 2U - (diagonal) = 2 sum_{i < i*} c_i P_{k_i} - 2 sum_{i < i*} c_i P_i - sum_{i < i*} c_i^2,
/// ```
///
/// the last two being prefix sums fixed once for all bounds. Two pointers meet in the middle:
/// about `|d|` steps per score of `c` instead of `2 |d|`.
fn symmetric_below<A: Counting>(
    half: &Histogram<A::Count>,
    single: &Histogram<A::Count>,
    bound: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let prepared = Cumulative::new(half, counting)?;
    let scores = &prepared.scores;
    let prefix = &prepared.prefix;
    // lower[i] = sum over i' < i of (2 c_i' P_i' + c_i'^2), the part subtracted at i* = i.
    let mut lower = Vec::with_capacity(half.len() + 1);
    let mut running = counting.count(0);
    lower.push(running.clone());
    for (i, (_, ci)) in half.entries().iter().enumerate() {
        let mut term = counting.accumulator();
        counting.mul_add(&mut term, ci, &prefix[i]);
        counting.mul_add(&mut term, ci, &prefix[i]);
        counting.mul_add(&mut term, ci, ci);
        running = counting.add(&running, &counting.finish(term)?)?;
        lower.push(running.clone());
    }
    let counts: Vec<&A::Count> = half.entries().iter().map(|e| &e.1).collect();
    let narrow = sums_fit_in_i64(scores);
    let mut total = counting.accumulator();
    for (z, cz) in single.entries() {
        let limit = shifted(bound, *z)?;
        // The scan is the same either way; only the width of s_i + s_j differs.
        let (upper, stop) = if narrow {
            scan_below(scores, &counts, prefix, counting, |x, y| x + y >= limit)
        } else {
            scan_below(scores, &counts, prefix, counting, |x, y| {
                i128::from(x) + i128::from(y) >= i128::from(limit)
            })
        };
        let upper = counting.finish(upper)?;
        let pairs = counting.sub(&counting.add(&upper, &upper)?, &lower[stop])?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    counting.finish(total)
}

/// One bound of [`symmetric_below`]: returns `sum over i < i* of c_i P_{k_i}` and `i*`.
/// `at_or_above(x, y)` tells whether `x + y` reaches the bound.
#[inline]
fn scan_below<A: Counting>(
    scores: &[i64],
    counts: &[&A::Count],
    prefix: &[A::Count],
    counting: &A,
    at_or_above: impl Fn(i64, i64) -> bool,
) -> (A::Accumulator, usize) {
    let mut upper = counting.accumulator();
    let mut k = scores.len();
    for (i, (&x, count)) in scores.iter().zip(counts).enumerate() {
        while k > i && at_or_above(x, scores[k - 1]) {
            k -= 1;
        }
        if k <= i {
            return (upper, i);
        }
        counting.mul_add(&mut upper, count, &prefix[k]);
    }
    (upper, scores.len())
}

/// Whether every sum of two of the (sorted) scores fits in `i64`.
fn sums_fit_in_i64(scores: &[i64]) -> bool {
    match (scores.first(), scores.last()) {
        (Some(low), Some(high)) => {
            low.checked_add(*low).is_some() && high.checked_add(*high).is_some()
        }
        _ => true,
    }
}

/// [`count_triples_equal`] with `a` and `b` the same histogram: for each score of `c`, two
/// pointers from both ends meet in the middle, each unordered pair counted twice and each
/// doubled score once.
fn symmetric_equal<A: Counting>(
    half: &Histogram<A::Count>,
    single: &Histogram<A::Count>,
    target: i64,
    counting: &A,
) -> Result<A::Count, Error> {
    let scores: Vec<i64> = half.entries().iter().map(|e| e.0).collect();
    let counts: Vec<&A::Count> = half.entries().iter().map(|e| &e.1).collect();
    let narrow = sums_fit_in_i64(&scores);
    let mut total = counting.accumulator();
    for (z, cz) in single.entries() {
        let wanted = shifted(target, *z)?;
        let acc = if narrow {
            scan_equal(&scores, &counts, counting, |x, y| (x + y).cmp(&wanted))
        } else {
            scan_equal(&scores, &counts, counting, |x, y| {
                (i128::from(x) + i128::from(y)).cmp(&i128::from(wanted))
            })
        };
        counting.mul_add(&mut total, cz, &counting.finish(acc)?);
    }
    counting.finish(total)
}

/// One target of [`symmetric_equal`]: `compare(x, y)` orders `x + y` against the target.
#[inline]
fn scan_equal<A: Counting>(
    scores: &[i64],
    counts: &[&A::Count],
    counting: &A,
    compare: impl Fn(i64, i64) -> Ordering,
) -> A::Accumulator {
    let mut acc = counting.accumulator();
    let (mut i, mut j) = (0, scores.len());
    while i < j {
        match compare(scores[i], scores[j - 1]) {
            Ordering::Less => i += 1,
            Ordering::Greater => j -= 1,
            Ordering::Equal => {
                counting.mul_add(&mut acc, counts[i], counts[j - 1]);
                if i != j - 1 {
                    counting.mul_add(&mut acc, counts[i], counts[j - 1]);
                }
                i += 1;
                j -= 1;
            }
        }
    }
    acc
}
