//! Each [`Relabel`] shape as loops over contiguous runs of a row, which the compiler
//! vectorises: `new[i] = old[phi(i)] + older[phi(i)]` for the elements of any type with an
//! addition ([`Adder`]): residues (`u64` with a modulus) or groups of limbs of exact counts.
//!
//! A row may be split into aligned chunks of `2^log` states (one per thread): a destination
//! range is always one chunk (or the whole row), and the sources are read through [`Source`],
//! which hands out runs that lie inside one chunk and single states anywhere.

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
pub(crate) fn relabel_into<T: Copy>(
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
#[inline]
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
        1 => {
            for ((d, a), b) in dst
                .chunks_exact_mut(2)
                .zip(old.chunks_exact(2))
                .zip(older.chunks_exact(2))
            {
                d[0] = add.add(a[1], b[1]);
                d[1] = add.add(a[0], b[0]);
            }
        }
        _ => {
            // Blocks of four reversed inside, taken in reverse order within each block.
            let block = 1usize << bits;
            for ((d, a), b) in dst
                .chunks_exact_mut(block)
                .zip(old.chunks_exact(block))
                .zip(older.chunks_exact(block))
            {
                for ((d, a), b) in d
                    .chunks_exact_mut(4)
                    .zip(a.chunks_exact(4).rev())
                    .zip(b.chunks_exact(4).rev())
                {
                    d[0] = add.add(a[3], b[3]);
                    d[1] = add.add(a[2], b[2]);
                    d[2] = add.add(a[1], b[1]);
                    d[3] = add.add(a[0], b[0]);
                }
            }
        }
    }
}

/// States per block of [`flip_below`]'s in-block pass.
pub(crate) const FLIP_BLOCK: usize = 16;

/// [`Relabel::FlipBelow`] on one range: in every aligned block of [`FLIP_BLOCK`] states, all
/// but the one that agrees with `k` in the low bits read inside the block (a fixed pattern per
/// `k mod FLIP_BLOCK`); that one reads `i xor (2^(t+1) - 1)` for `t = tz(i xor k) >= 4`,
/// level by level.
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

/// Dispatches the in-block pass of [`flip_below`] to its monomorphised form.
pub(crate) fn flip_in_blocks<T: Copy>(
    low: usize,
    dst: &mut [T],
    old: &[T],
    older: &[T],
    add: impl Adder<T>,
) {
    macro_rules! dispatch {
        ($($k:literal)*) => {
            match low {
                $($k => flip_blocks::<T, $k>(dst, old, older, add),)*
                _ => unreachable!("low < FLIP_BLOCK"),
            }
        };
    }
    dispatch!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
}

/// The in-block part of [`flip_below`] for `k mod FLIP_BLOCK = K`: state `q != K` of each
/// block reads `q xor (2^(tz(q xor K) + 1) - 1)`, a constant.
#[inline]
fn flip_blocks<T: Copy, const K: usize>(dst: &mut [T], old: &[T], older: &[T], add: impl Adder<T>) {
    for ((d, a), b) in dst
        .chunks_exact_mut(FLIP_BLOCK)
        .zip(old.chunks_exact(FLIP_BLOCK))
        .zip(older.chunks_exact(FLIP_BLOCK))
    {
        // An index loop: unrolled, every index is a constant.
        #[allow(clippy::needless_range_loop)]
        for q in 0..FLIP_BLOCK {
            if q != K {
                let j = q ^ ((2 << (q ^ K).trailing_zeros()) - 1);
                d[q] = add.add(a[j], b[j]);
            }
        }
    }
}
