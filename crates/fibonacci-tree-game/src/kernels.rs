//! Each [`Relabel`] shape as loops over contiguous runs of a row, which the compiler
//! vectorises: `new[i] = old[phi(i)] + older[phi(i)]` for the elements of any type with an
//! addition ([`Adder`]): residues (`u64` with a modulus) or groups of limbs of exact counts.
//!
//! A row may be split into aligned chunks of `2^log` states (one per thread): a destination
//! range is always one chunk (or the whole row), and the sources are read through [`Source`],
//! which hands out runs that lie inside one chunk and single states anywhere.
//!
//! With the feature `simd` the callers of these loops ([`relabel_into`] and
//! [`crate::runs::run_block`]) are compiled twice on `x86_64`, for the build's target and for
//! AVX2, and the first call picks one by what the processor has (`multiversion`, which needs no
//! `unsafe` here). The loops are `#[inline(always)]` so that each clone holds its own copy:
//! AVX2 has a 64-bit compare and four lanes, and makes each addition about twice as fast as
//! the SSE2 baseline. The shapes that reverse or shuffle within a few states form eight or
//! sixteen sums first and then permute them by constant indices, which both targets turn into
//! shuffles (loops that read mirrored indices stay scalar).

use crate::relabel::Relabel;

/// The addition of row elements.
pub(crate) trait Adder<T>: Copy {
    fn add(self, a: T, b: T) -> T;
}

/// The two previous rows, `S_{n-1}` and `S_{n-2}`, each as aligned chunks of `2^log` states.
pub(crate) struct Source<'a, T> {
    pub(crate) old: &'a [&'a [T]],
    pub(crate) older: &'a [&'a [T]],
    pub(crate) log: u32,
}

impl<T: Copy> Source<'_, T> {
    /// States `start..start + len` of both rows; the run lies inside one chunk.
    #[inline]
    fn run(&self, start: usize, len: usize) -> (&[T], &[T]) {
        let (chunk, offset) = (start >> self.log, start & ((1 << self.log) - 1));
        (
            &self.old[chunk][offset..offset + len],
            &self.older[chunk][offset..offset + len],
        )
    }

    /// State `j` of both rows.
    #[inline]
    pub(crate) fn get(&self, j: usize) -> (T, T) {
        let (chunk, offset) = (j >> self.log, j & ((1 << self.log) - 1));
        (self.old[chunk][offset], self.older[chunk][offset])
    }
}

/// `dst[q] = S_{n-1}[phi(start + q)] + S_{n-2}[phi(start + q)]` for the states
/// `start..start + dst.len()` (an aligned power-of-two range of at most one chunk), except the
/// cut, which is left as it is. `phi` is used by [`Relabel::Gather`] only.
#[cfg_attr(feature = "simd", multiversion::multiversion(targets("x86_64+avx2")))]
pub(crate) fn relabel_into<T: Copy>(
    shape: Relabel,
    dst: &mut [T],
    start: usize,
    source: &Source<'_, T>,
    phi: impl Fn(usize) -> Option<usize>,
    add: impl Adder<T>,
) {
    relabel_for_target(shape, dst, start, source, phi, add);
}

/// [`relabel_into`] compiled for the build's target only, wherever it is inlined: the exact
/// count's groups of limbs run faster in the baseline code than in the AVX2 clone.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(crate) fn relabel_for_target<T: Copy>(
    shape: Relabel,
    dst: &mut [T],
    start: usize,
    source: &Source<'_, T>,
    phi: impl Fn(usize) -> Option<usize>,
    add: impl Adder<T>,
) {
    let len = dst.len();
    debug_assert!(len.is_power_of_two() && start % len == 0 && len <= 1 << source.log);
    match shape {
        Relabel::Reverse { bits } if 1usize << bits <= len => {
            let (old, older) = source.run(start, len);
            reverse_blocks(bits, dst, old, older, add);
        }
        Relabel::Reverse { bits } => {
            // The range is part of a larger reversed block: it reads the mirrored range,
            // reversed as a whole.
            let block = 1usize << bits;
            let base = start & !(block - 1);
            let mirror = base + (block - (start - base) - len);
            let (old, older) = source.run(mirror, len);
            reverse_blocks(len.trailing_zeros(), dst, old, older, add);
        }
        Relabel::Decrement => {
            if start > 0 {
                let (a, b) = source.get(start - 1);
                dst[0] = add.add(a, b);
            }
            let (old, older) = source.run(start, len - 1);
            for ((d, a), b) in dst[1..].iter_mut().zip(old).zip(older) {
                *d = add.add(*a, *b);
            }
        }
        Relabel::FlipBelow { k } => flip_below(k, dst, start, source, add),
        Relabel::Gather => {
            for (q, d) in dst.iter_mut().enumerate() {
                if let Some(j) = phi(start + q) {
                    let (a, b) = source.get(j);
                    *d = add.add(a, b);
                }
            }
        }
    }
}

/// `dst[q] = old[q xor (2^bits - 1)] + older[...]`: aligned blocks of `2^bits` reversed.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(crate) fn reverse_blocks<T: Copy>(
    bits: u32,
    dst: &mut [T],
    old: &[T],
    older: &[T],
    add: impl Adder<T>,
) {
    match bits {
        0 => {
            for ((d, a), b) in dst.iter_mut().zip(old).zip(older) {
                *d = add.add(*a, *b);
            }
        }
        // Groups of eight: the sums formed at once, then stored permuted by constant indices
        // (this form vectorises; a loop that reads mirrored indices does not).
        1 if dst.len() % 8 == 0 => eights::<T, 1>(dst, old, older, add),
        2 if dst.len() % 8 == 0 => eights::<T, 3>(dst, old, older, add),
        3 => eights::<T, 7>(dst, old, older, add),
        4.. => {
            // Groups of eight taken in reverse order within each block, each reversed inside.
            let block = 1usize << bits;
            for ((d, a), b) in dst
                .chunks_exact_mut(block)
                .zip(old.chunks_exact(block))
                .zip(older.chunks_exact(block))
            {
                for ((d, a), b) in d
                    .chunks_exact_mut(8)
                    .zip(a.chunks_exact(8).rev())
                    .zip(b.chunks_exact(8).rev())
                {
                    eight::<T, 7>(d, a, b, add);
                }
            }
        }
        _ => {
            // Rows of fewer than eight states: state by state.
            let last = (1usize << bits) - 1;
            for (q, d) in dst.iter_mut().enumerate() {
                *d = add.add(old[q ^ last], older[q ^ last]);
            }
        }
    }
}

/// [`eight`] on every aligned group of eight states.
#[allow(clippy::inline_always)]
#[inline(always)]
fn eights<T: Copy, const M: usize>(dst: &mut [T], old: &[T], older: &[T], add: impl Adder<T>) {
    for ((d, a), b) in dst
        .chunks_exact_mut(8)
        .zip(old.chunks_exact(8))
        .zip(older.chunks_exact(8))
    {
        eight::<T, M>(d, a, b, add);
    }
}

/// `d[q] = a[q xor M] + b[q xor M]` for eight states: the eight sums, then a shuffle by the
/// constant `M` (1, 3 or 7: pairs, fours or all eight reversed).
#[allow(clippy::inline_always)]
#[inline(always)]
fn eight<T: Copy, const M: usize>(d: &mut [T], a: &[T], b: &[T], add: impl Adder<T>) {
    let s: [T; 8] = std::array::from_fn(|q| add.add(a[q], b[q]));
    d.copy_from_slice(&std::array::from_fn::<T, 8, _>(|q| s[q ^ M]));
}

/// States per block of [`flip_below`]'s in-block pass.
pub(crate) const FLIP_BLOCK: usize = 16;

/// [`Relabel::FlipBelow`] on one range: in every aligned block of [`FLIP_BLOCK`] states, all
/// but the one that agrees with `k` in the low bits read inside the block (a fixed pattern per
/// `k mod FLIP_BLOCK`); that one reads `i xor (2^(t+1) - 1)` for `t = tz(i xor k) >= 4`,
/// level by level.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
fn flip_below<T: Copy>(
    pivot: usize,
    dst: &mut [T],
    start: usize,
    source: &Source<'_, T>,
    add: impl Adder<T>,
) {
    let len = dst.len();
    let first_level = if len >= FLIP_BLOCK {
        let (old, older) = source.run(start, len);
        flip_in_blocks(pivot % FLIP_BLOCK, dst, old, older, add);
        FLIP_BLOCK.trailing_zeros()
    } else {
        0
    };
    let end = start + len;
    let total = (1usize << source.log) * source.old.len();
    let mut level = first_level;
    while (1usize << level) < total {
        let stride = 2usize << level;
        let low = (pivot & ((1 << level) - 1)) | ((!pivot) & (1 << level));
        // The first state of this level at or after `start`.
        let first = (start & !(stride - 1)) + low;
        let mut state = if first < start { first + stride } else { first };
        while state < end {
            let (old, older) = source.get(state ^ (stride - 1));
            dst[state - start] = add.add(old, older);
            state += stride;
        }
        level += 1;
    }
}

/// `$kernel::<T, K>(args)` for the constant `K = $low` (below [`FLIP_BLOCK`]): the flip
/// kernels are monomorphised on `k mod FLIP_BLOCK`.
macro_rules! with_low {
    ($low:expr, $kernel:ident $args:tt) => {
        with_low!(@ $low, $kernel $args, 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)
    };
    (@ $low:expr, $kernel:ident $args:tt, $($k:literal)*) => {
        match $low {
            $($k => $kernel::<T, $k> $args,)*
            _ => unreachable!("low < FLIP_BLOCK"),
        }
    };
}

/// Dispatches the in-block pass of [`flip_below`] to its monomorphised form.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(crate) fn flip_in_blocks<T: Copy>(
    low: usize,
    dst: &mut [T],
    old: &[T],
    older: &[T],
    add: impl Adder<T>,
) {
    with_low!(low, flip_blocks(dst, old, older, add));
}

/// The in-block part of [`flip_below`] for `k mod FLIP_BLOCK = K`: state `q != K` of each
/// block reads `q xor (2^(tz(q xor K) + 1) - 1)`, a constant.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
fn flip_blocks<T: Copy, const K: usize>(dst: &mut [T], old: &[T], older: &[T], add: impl Adder<T>) {
    for ((d, a), b) in dst
        .chunks_exact_mut(FLIP_BLOCK)
        .zip(old.chunks_exact(FLIP_BLOCK))
        .zip(older.chunks_exact(FLIP_BLOCK))
    {
        // Sixteen sums in two halves, then a shuffle by constant indices: this form
        // vectorises.
        let low: [T; 8] = std::array::from_fn(|q| add.add(a[q], b[q]));
        let high: [T; 8] = std::array::from_fn(|q| add.add(a[q + 8], b[q + 8]));
        let kept = d[K];
        flip_shuffle::<T, K>(&low, &high, d);
        d[K] = kept;
    }
}

/// `out[q] = sums[source(q)]` for the sixteen states of a block, `sums` in two halves, by the
/// constant pattern of [`flip_sources`] for `K` (`K` itself takes its own sum).
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
fn flip_shuffle<T: Copy, const K: usize>(low: &[T; 8], high: &[T; 8], out: &mut [T]) {
    let sources: [usize; FLIP_BLOCK] = const { flip_sources(K) };
    let pick = |j: usize| if j < 8 { low[j] } else { high[j - 8] };
    // Spelled out: built with `from_fn`, the odd channel's count was 5% slower.
    out[..8].copy_from_slice(&[
        pick(sources[0]),
        pick(sources[1]),
        pick(sources[2]),
        pick(sources[3]),
        pick(sources[4]),
        pick(sources[5]),
        pick(sources[6]),
        pick(sources[7]),
    ]);
    out[8..].copy_from_slice(&[
        pick(sources[8]),
        pick(sources[9]),
        pick(sources[10]),
        pick(sources[11]),
        pick(sources[12]),
        pick(sources[13]),
        pick(sources[14]),
        pick(sources[15]),
    ]);
}

/// The identity (order `n`) and then a flip about `k` (order `n + 1`) in one pass over blocks
/// of [`FLIP_BLOCK`] states, for `K = k mod FLIP_BLOCK`: `new = old + older` (order `n`, over
/// order `n - 3`), and order `n + 1` over `older` (order `n - 2`, whose block is read first)
/// from those sums, still in registers, plus `old`. The states that agree with `k` in the low
/// bits are left for the levels above ([`flip_levels`]), which read `new` and `old`.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(crate) fn identity_then_flip<T: Copy>(
    low: usize,
    new: &mut [T],
    old: &[T],
    older: &mut [T],
    add: impl Adder<T>,
) {
    with_low!(low, identity_flip_blocks(new, old, older, add));
}

/// [`identity_then_flip`] for `k mod FLIP_BLOCK = K`.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
fn identity_flip_blocks<T: Copy, const K: usize>(
    new: &mut [T],
    old: &[T],
    older: &mut [T],
    add: impl Adder<T>,
) {
    for ((d, a), b) in new
        .chunks_exact_mut(FLIP_BLOCK)
        .zip(old.chunks_exact(FLIP_BLOCK))
        .zip(older.chunks_exact_mut(FLIP_BLOCK))
    {
        let low: [T; 8] = std::array::from_fn(|q| add.add(a[q], b[q]));
        let high: [T; 8] = std::array::from_fn(|q| add.add(a[q + 8], b[q + 8]));
        d[..8].copy_from_slice(&low);
        d[8..].copy_from_slice(&high);
        let low: [T; 8] = std::array::from_fn(|q| add.add(low[q], a[q]));
        let high: [T; 8] = std::array::from_fn(|q| add.add(high[q], a[q + 8]));
        flip_shuffle::<T, K>(&low, &high, b);
    }
}

/// The levels of a flip about `k` from `log2 FLIP_BLOCK` up to below `log2 new.len()`, inside
/// an aligned block: `new[i] = old[j] + older[j]`, `j = i xor (2^(t+1) - 1)`, for the states `i`
/// with `t = tz(i xor k)` in that range.
// Always: inlined into both clones of the callers (see the module docs).
#[allow(clippy::inline_always)]
#[inline(always)]
pub(crate) fn flip_levels<T: Copy>(
    k: usize,
    new: &mut [T],
    old: &[T],
    older: &[T],
    add: impl Adder<T>,
) {
    let block = new.len();
    for level in FLIP_BLOCK.trailing_zeros()..block.trailing_zeros() {
        let stride = 2usize << level;
        // In each aligned run of `stride` states, the one at `low` reads the one at `from`.
        let low = (k & ((1 << level) - 1)) | ((!k) & (1 << level));
        let from = low ^ (stride - 1);
        for ((d, a), b) in new
            .chunks_exact_mut(stride)
            .zip(old.chunks_exact(stride))
            .zip(older.chunks_exact(stride))
        {
            d[low] = add.add(a[from], b[from]);
        }
    }
}

/// `q xor (2^(tz(q xor k) + 1) - 1)` for each `q < FLIP_BLOCK`, and `k` for `q = k`.
const fn flip_sources(k: usize) -> [usize; FLIP_BLOCK] {
    let mut sources = [0; FLIP_BLOCK];
    let mut q = 0;
    while q < FLIP_BLOCK {
        sources[q] = if q == k {
            q
        } else {
            q ^ ((2 << (q ^ k).trailing_zeros()) - 1)
        };
        q += 1;
    }
    sources
}
