//! Counting triples by their score sum, for odd-length tuples built from two equal halves.

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
/// let h = Histogram::from_scores(&c, [-1, 0, 1]).unwrap();
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
    let mut total = counting.accumulator();
    for (z, cz) in single.entries() {
        let limit_sum = shifted(bound, *z)?;
        let mut k = scores.len();
        let mut upper = counting.accumulator();
        let mut i = 0;
        while i < scores.len() {
            // s_j < t - s_i, the limit clamped to i64 (which changes no comparison).
            let limit = limit_sum
                .checked_sub(scores[i])
                .unwrap_or(if scores[i] > 0 { i64::MIN } else { i64::MAX });
            while k > 0 && scores[k - 1] >= limit {
                k -= 1;
            }
            if k <= i {
                break;
            }
            counting.mul_add(&mut upper, &half.entries()[i].1, &prefix[k]);
            i += 1;
        }
        let upper = counting.finish(upper)?;
        let pairs = counting.sub(&counting.add(&upper, &upper)?, &lower[i])?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    counting.finish(total)
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
    let entries = half.entries();
    let mut total = counting.accumulator();
    for (z, cz) in single.entries() {
        let wanted = i128::from(shifted(target, *z)?);
        let mut acc = counting.accumulator();
        let (mut i, mut j) = (0, entries.len());
        while i < j {
            let sum = i128::from(entries[i].0) + i128::from(entries[j - 1].0);
            match sum.cmp(&wanted) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j -= 1,
                std::cmp::Ordering::Equal => {
                    counting.mul_add(&mut acc, &entries[i].1, &entries[j - 1].1);
                    if i != j - 1 {
                        counting.mul_add(&mut acc, &entries[i].1, &entries[j - 1].1);
                    }
                    i += 1;
                    j -= 1;
                }
            }
        }
        counting.mul_add(&mut total, cz, &counting.finish(acc)?);
    }
    counting.finish(total)
}
