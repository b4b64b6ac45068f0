//! Counting triples by their score sum: one merge pass per score of the third histogram.

use std::cmp::Ordering;

use combgames_base::Limits;
use combgames_counting::Counting;

use crate::budget::check;
use crate::pairs::{Cumulative, pairs_below, pairs_equal};
use crate::{Error, Histogram};

/// Refuses a triple count of `passes` merge passes of `length` steps each past `limits` (the
/// first histogram's).
fn check_passes(passes: usize, length: usize, limits: Limits) -> Result<(), Error> {
    check(
        (passes as u128).saturating_mul(length as u128 + 1),
        0,
        limits,
    )
}

/// The number of triples (one item from each of `a`, `b`, `c`) whose scores sum below
/// `bound`: `sum over x + y + z < bound of a(x) b(y) c(z)`, sums compared exactly.
///
/// With `c` the smallest histogram this counts long tuples without forming the largest
/// convolution: the tuples of `a + b + c` items of one histogram `h` are counted from
/// `h^{*a}`, `h^{*b}` and `h^{*c}`, and only the two larger powers are ever formed. One merge
/// pass over `a` and `b` per score of `c`: `O(|c| (|a| + |b|))` steps, `O(|b|)` memory.
/// When `a` and `b` are the same histogram, [`count_triples_below_symmetric`] takes about half
/// the steps.
///
/// # Errors
/// [`Error::DifferentCounting`] for histograms of two systems; [`Error::Exceeded`] past the
/// first histogram's step limit ([`MAX_STEPS`](crate::MAX_STEPS) by default); [`Error::Counting`] if the count does not fit.
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_below};
/// let h = Histogram::from_scores(CheckedU128, [-1, 1]);
/// // Of the 8 sign patterns, 4 sum below zero.
/// assert_eq!(count_triples_below(&h, &h, &h, 0), Ok(4));
/// ```
pub fn count_triples_below<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    c: &Histogram<A>,
    bound: i64,
) -> Result<A::Count, Error> {
    a.same_counting(b)?;
    a.same_counting(c)?;
    check_passes(c.len(), a.len() + b.len(), a.limits)?;
    general_below(a, b, c, bound)
}

fn general_below<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    c: &Histogram<A>,
    bound: i64,
) -> Result<A::Count, Error> {
    let counting = a.counting();
    let prepared = Cumulative::new(b);
    let mut total = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_below(a, &prepared, i128::from(bound) - i128::from(*z))?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    Ok(counting.finish(total)?)
}

/// The number of triples whose scores sum to exactly `target`; one pass per score of `c` as in
/// [`count_triples_below`].
///
/// # Errors
/// As for [`count_triples_below`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_equal};
/// let h = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// // Triples of -1, 0, 1 summing to 0: the 6 orders of (-1, 0, 1) and (0, 0, 0).
/// assert_eq!(count_triples_equal(&h, &h, &h, 0), Ok(7));
/// ```
pub fn count_triples_equal<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    c: &Histogram<A>,
    target: i64,
) -> Result<A::Count, Error> {
    a.same_counting(b)?;
    a.same_counting(c)?;
    check_passes(c.len(), a.len() + b.len(), a.limits)?;
    let counting = a.counting();
    let mut total = counting.accumulator();
    for (z, cz) in c.entries() {
        let pairs = pairs_equal(a, b, i128::from(target) - i128::from(*z))?;
        counting.mul_add(&mut total, cz, &pairs);
    }
    Ok(counting.finish(total)?)
}

/// [`count_triples_below`] with `a = b = half`, the caller's explicit choice of the fast path:
/// each unordered pair of `half` is met once from its smaller end, about `|half|` steps per
/// score of `single` instead of `2 |half|`.
///
/// For a bound `t` let `k_i = #{j : s_i + s_j < t}` (scores `s_i`, counts `c_i`, running
/// totals `P_i`), which falls as `i` grows, and `i*` the first `i` with `k_i <= i`. The
/// unordered pairs `i <= j` below `t` weigh `U = sum over i < i* of c_i (P_{k_i} - P_i)`, and
/// the ordered ones
///
/// ```text
/// 2U - (diagonal) = 2 sum_{i < i*} c_i P_{k_i} - 2 sum_{i < i*} c_i P_i - sum_{i < i*} c_i^2,
/// ```
///
/// the last two being prefix sums fixed once for all bounds. Exact systems whose intermediate
/// `2U` would overflow where the answer does not fall back to the general pass, so the
/// answer is the same as [`count_triples_below`]`(half, half, single, bound)` in every case.
///
/// # Errors
/// As for [`count_triples_below`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_below_symmetric};
/// let h = Histogram::from_scores(CheckedU128, [-1, 1]);
/// assert_eq!(count_triples_below_symmetric(&h, &h, 0), Ok(4));
/// ```
pub fn count_triples_below_symmetric<A: Counting>(
    half: &Histogram<A>,
    single: &Histogram<A>,
    bound: i64,
) -> Result<A::Count, Error> {
    half.same_counting(single)?;
    check_passes(single.len(), half.len(), half.limits)?;
    match symmetric_below(half, single, bound) {
        Err(Error::Counting(_)) => general_below(half, half, single, bound),
        other => other,
    }
}

fn symmetric_below<A: Counting>(
    half: &Histogram<A>,
    single: &Histogram<A>,
    bound: i64,
) -> Result<A::Count, Error> {
    let counting = half.counting();
    let prepared = Cumulative::new(half);
    let scores = &prepared.scores;
    let prefix: Vec<A::Count> = prepared
        .prefix
        .iter()
        .map(|p| p.clone().ok_or(combgames_counting::Error::CountOverflow))
        .collect::<Result<_, _>>()?;
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
    // The counts side by side (not behind references): the scan reads one per step.
    let counts: Vec<A::Count> = half.entries().iter().map(|e| e.1.clone()).collect();
    let narrow = sums_fit_in_i64(scores);
    sum_over_parts(counting, single.entries(), half.len(), |part| {
        let mut total = counting.accumulator();
        for (z, cz) in part {
            let limit = i128::from(bound) - i128::from(*z);
            // The scan is the same either way; only the width of the comparison differs.
            let (upper, stop) = match i64::try_from(limit) {
                Ok(limit) if narrow => {
                    scan_below(scores, &counts, &prefix, counting, |x, y| x + y >= limit)
                }
                _ => scan_below(scores, &counts, &prefix, counting, |x, y| {
                    i128::from(x) + i128::from(y) >= limit
                }),
            };
            let upper = counting.finish(upper)?;
            let pairs = counting.sub(&counting.add(&upper, &upper)?, &lower[stop])?;
            counting.mul_add(&mut total, cz, &pairs);
        }
        Ok(counting.finish(total)?)
    })
}

/// Steps of a pass over the single words from which [`sum_over_parts`] shares it among the
/// cores (with the `parallel` feature): about ten milliseconds of work. Below that, starting a
/// thread (its stack, its heap, their first pages) costs more CPU than the split saves: at
/// `2^20` the count of Left vs Right at `n = 20` (5.4 million steps) took about 1.5 ms more
/// CPU in all, and 2 ms less wall time.
const PARALLEL_STEPS: usize = 1 << 23;

/// The sum of `work(part)` over parts of `items` (each item a scan of `scan` steps): on one
/// core, or split among the cores ([`combgames_base::in_parts`]) when the pass is long enough.
fn sum_over_parts<A: Counting, T: Sync>(
    counting: &A,
    items: &[T],
    scan: usize,
    work: impl Fn(&[T]) -> Result<A::Count, Error> + Sync,
) -> Result<A::Count, Error> {
    let cores = if cfg!(feature = "parallel") && items.len().saturating_mul(scan) >= PARALLEL_STEPS
    {
        combgames_base::cores()
    } else {
        1
    };
    // Pieces of about PARALLEL_STEPS steps (a few milliseconds), with a look at the interrupt
    // installed on this thread ([`combgames_base::interrupt`]) before each.
    let piece = (PARALLEL_STEPS / scan.max(1)).max(1);
    let work = |part: &[T]| {
        combgames_base::interrupt::check()?;
        work(part)
    };
    if items.len() <= piece {
        return work(items);
    }
    let share = if cores < 2 {
        piece
    } else {
        items.len().div_ceil(cores).min(piece)
    };
    let sums = combgames_base::in_parts(items.chunks(share), cores, work)?;
    let total = sums
        .iter()
        .try_fold(counting.count(0), |total, sum| counting.add(&total, sum))?;
    Ok(total)
}

/// One bound of [`symmetric_below`]: returns `sum over i < i* of c_i P_{k_i}` and `i*`.
/// `at_or_above(x, y)` tells whether `x + y` reaches the bound.
#[inline]
fn scan_below<A: Counting>(
    scores: &[i64],
    counts: &[A::Count],
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

/// [`count_triples_equal`] with `a = b = half`: for each score of `single`, two pointers from
/// both ends meet in the middle, each unordered pair counted twice and each doubled score once.
///
/// # Errors
/// As for [`count_triples_below`].
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram, count_triples_equal_symmetric};
/// let h = Histogram::from_scores(CheckedU128, [-1, 0, 1]);
/// assert_eq!(count_triples_equal_symmetric(&h, &h, 0), Ok(7));
/// ```
pub fn count_triples_equal_symmetric<A: Counting>(
    half: &Histogram<A>,
    single: &Histogram<A>,
    target: i64,
) -> Result<A::Count, Error> {
    half.same_counting(single)?;
    check_passes(single.len(), half.len(), half.limits)?;
    let counting = half.counting();
    let scores: Vec<i64> = half.entries().iter().map(|e| e.0).collect();
    let counts: Vec<A::Count> = half.entries().iter().map(|e| e.1.clone()).collect();
    let narrow = sums_fit_in_i64(&scores);
    sum_over_parts(counting, single.entries(), half.len(), |part| {
        let mut total = counting.accumulator();
        for (z, cz) in part {
            let wanted = i128::from(target) - i128::from(*z);
            let acc = match i64::try_from(wanted) {
                Ok(wanted) if narrow => {
                    scan_equal(&scores, &counts, counting, |x, y| (x + y).cmp(&wanted))
                }
                _ => scan_equal(&scores, &counts, counting, |x, y| {
                    (i128::from(x) + i128::from(y)).cmp(&wanted)
                }),
            };
            counting.mul_add(&mut total, cz, &counting.finish(acc)?);
        }
        Ok(counting.finish(total)?)
    })
}

/// One target of [`count_triples_equal_symmetric`]: `compare(x, y)` orders `x + y` against
/// the target.
#[inline]
fn scan_equal<A: Counting>(
    scores: &[i64],
    counts: &[A::Count],
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
                counting.mul_add(&mut acc, &counts[i], &counts[j - 1]);
                if i != j - 1 {
                    counting.mul_add(&mut acc, &counts[i], &counts[j - 1]);
                }
                i += 1;
                j -= 1;
            }
        }
    }
    acc
}
