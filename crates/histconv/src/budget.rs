//! Limits on work and memory, and the estimates checked against them before any work starts.

use combgames_base::{Exceeded, Limits, Resource};
use combgames_counting::Counting;

use crate::{Error, Histogram};

/// The most products of counts one call may perform by default (about 20 s of one core;
/// [`Histogram::with_limits`] sets another).
///
/// ```
/// use combgames_histconv::{CheckedU128, Error, Exceeded, Histogram, MAX_STEPS, Resource};
/// let coin = Histogram::from_scores(CheckedU128, [0, 1]);
/// let refused = coin.power(u32::MAX);
/// assert!(matches!(refused, Err(Error::Exceeded(Exceeded { resource: Resource::Steps, allowed: MAX_STEPS, .. }))));
/// ```
pub const MAX_STEPS: u64 = 1 << 34;

/// The most memory one call may hold at once by default, in bytes (4 GiB;
/// [`Histogram::with_limits`] sets another).
///
/// ```
/// assert_eq!(combgames_histconv::MAX_BYTES, 4 << 30);
/// ```
pub const MAX_BYTES: u64 = 4 << 30;

/// The dense path's bitmap of lattice points is used up to this many cells (32 MiB).
pub(crate) const MAX_DENSE_CELLS: u64 = 1 << 28;
/// Lattices of at most this many cells take an accumulator per cell, with no pass to mark
/// the cells that occur ([`Histogram::convolve`]): a few hundred KiB at most.
pub(crate) const DIRECT_CELLS: u64 = 1 << 14;
/// ... and only while the lattice has at most this many cells per pair of entries, so that
/// filling the table never costs much more than the products themselves.
pub(crate) const CELLS_PER_PAIR: u64 = 16;

/// An estimate of the work of a call: products of counts, and peak bytes allocated. Both are
/// upper bounds (the tests measure allocations against them).
///
/// ```
/// use combgames_histconv::{CheckedU128, Histogram};
/// let die = Histogram::from_scores(CheckedU128, [1, 2, 3, 4, 5, 6]);
/// let cost = die.convolution_cost(&die);
/// assert_eq!(cost.steps, 36);
/// assert!(cost.bytes >= 11 * 24); // 11 sums of a score and a u128 count
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cost {
    /// Products of counts.
    pub steps: u128,
    /// Peak bytes allocated by the call.
    pub bytes: u128,
}

/// The shape of a histogram as far as estimates go.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Shape {
    /// Distinct scores.
    pub(crate) entries: u128,
    /// The largest score minus the smallest.
    pub(crate) span: u128,
    /// The gcd of the gaps between scores (0 for at most one score).
    pub(crate) step: u64,
    /// Bits of the largest count.
    pub(crate) bits: u64,
}

impl Shape {
    pub(crate) fn of<A: Counting>(h: &Histogram<A>) -> Self {
        Shape {
            entries: h.len() as u128,
            span: h
                .entries()
                .first()
                .map_or(0, |first| u128::from(h.max_score().abs_diff(first.0))),
            step: h.lattice_step(),
            bits: h
                .entries()
                .iter()
                .map(|(_, c)| h.counting().bits(c))
                .max()
                .unwrap_or(0),
        }
    }

    /// The lattice cells from the smallest to the largest score.
    pub(crate) fn cells(self) -> u128 {
        if self.step == 0 {
            1
        } else {
            (self.span / u128::from(self.step)).saturating_add(1)
        }
    }

    /// An upper bound of the shape of the convolution of two histograms: at most one entry per
    /// pair and per lattice cell of the sums, counts at most `max_a * max_b * min(|a|, |b|)`.
    pub(crate) fn convolved(self, other: Shape) -> Shape {
        let terms = self.entries.min(other.entries);
        let mut shape = Shape {
            entries: self.entries.saturating_mul(other.entries),
            span: self.span.saturating_add(other.span),
            step: num_integer::gcd(self.step, other.step),
            bits: self
                .bits
                .saturating_add(other.bits)
                .saturating_add(u64::from(128 - terms.leading_zeros())),
        };
        shape.entries = shape.entries.min(shape.cells());
        shape
    }

    /// Bytes of a histogram of this shape (entries of a score and a count), allowing the
    /// doubling of a growing vector.
    pub(crate) fn bytes<A: Counting>(self, counting: &A) -> u128 {
        let per_entry = 8 + u128::from(counting.bytes_per_count(self.bits));
        self.entries.saturating_mul(per_entry).saturating_mul(2)
    }
}

/// The steps and peak bytes of one convolution of histograms of shapes `a` and `b`.
pub(crate) fn convolution_cost<A: Counting>(a: Shape, b: Shape, counting: &A) -> (u128, u128) {
    let out = a.convolved(b);
    let steps = a.entries.saturating_mul(b.entries);
    // The transform path, when the system allows it and it is cheaper (as `convolve` chooses).
    let modulus = counting
        .modulus()
        .and_then(|m| u64::try_from(m).ok())
        .filter(|_| counting.to_u128(&counting.count(1)).is_some());
    if let Some(modulus) = modulus {
        let step = num_integer::gcd(a.step, b.step);
        let dense = |s: Shape| {
            usize::try_from(if step == 0 {
                1
            } else {
                s.span / u128::from(step) + 1
            })
            .ok()
        };
        if let (Some(len_a), Some(len_b)) = (dense(a), dense(b)) {
            if crate::ntt::supported(modulus, len_a, len_b) {
                let cost = crate::ntt::cost(modulus, len_a, len_b);
                if cost < steps {
                    let bytes = crate::ntt::bytes(modulus, len_a, len_b)
                        .saturating_add(out.bytes(counting));
                    return (cost, bytes);
                }
            }
        }
    }
    // The output, its accumulators (one per entry, as large as a count), and the direct
    // path's accumulator per cell and cell per entry, the dense path's bitmap and ranks (a bit
    // and a byte per cell at most), or the sparse path's merge heap.
    let cells = out.cells();
    let direct = cells <= u128::from(DIRECT_CELLS)
        && cells <= steps.saturating_mul(u128::from(CELLS_PER_PAIR));
    let table = if direct {
        let accumulator = std::mem::size_of::<A::Accumulator>() as u128;
        cells * accumulator + (a.entries + b.entries) * 8 + 16
    } else if cells <= u128::from(MAX_DENSE_CELLS) {
        cells / 8 + cells / 8 + 16
    } else {
        a.entries.min(b.entries).saturating_mul(32)
    };
    let bytes = out
        .bytes(counting)
        .saturating_add(out.bytes(counting))
        .saturating_add(table);
    (steps, bytes)
}

/// Refuses `steps` and `bytes` past `limits` (by default [`MAX_STEPS`] and [`MAX_BYTES`]).
pub(crate) fn check(steps: u128, bytes: u128, limits: Limits) -> Result<(), Error> {
    Exceeded::check(Resource::Steps, steps, limits.steps_or(MAX_STEPS))?;
    Exceeded::check(Resource::Bytes, bytes, limits.bytes_or(MAX_BYTES))?;
    Ok(())
}

/// The steps and peak bytes of `h.power(k)` by repeated squaring, from the shape of `h`: the
/// `j`-fold power has at most `j (cells - 1) + 1` distinct scores and `|h|^j` entries.
pub(crate) fn power_cost<A: Counting>(h: Shape, k: u32, counting: &A, cap: u64) -> (u128, u128) {
    let identity = Shape {
        entries: 1,
        span: 0,
        step: 0,
        bits: 1,
    };
    let (mut result, mut square) = (identity, h);
    let (mut steps, mut peak) = (0u128, h.bytes(counting));
    let mut k = k;
    while k > 0 {
        if k & 1 == 1 {
            let (s, b) = convolution_cost(result, square, counting);
            steps = steps.saturating_add(s);
            peak = peak.max(b.saturating_add(square.bytes(counting)));
            result = result.convolved(square);
        }
        k >>= 1;
        if k > 0 {
            let (s, b) = convolution_cost(square, square, counting);
            steps = steps.saturating_add(s);
            peak = peak.max(b.saturating_add(result.bytes(counting)));
            square = square.convolved(square);
        }
        if steps > u128::from(cap) {
            break; // past the limit: refused anyway, and the loop ends quickly
        }
    }
    (steps, peak)
}
