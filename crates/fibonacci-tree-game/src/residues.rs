//! The rows of a residue count as `u64` slices, and each [`Relabel`] shape as loops over
//! contiguous runs that the compiler vectorises.
//!
//! A row may be split into aligned chunks of `2^log` states (one per thread): a destination
//! range is always one chunk (or the whole row), and the sources are read through [`Source`],
//! which hands out runs that lie inside one chunk and single states anywhere.

use crate::relabel::{Channel, Relabel};

/// `(a + b) mod m` for residues `a, b < m`.
pub(crate) trait AddMod: Copy {
    fn add(self, a: u64, b: u64) -> u64;
}

/// Moduli up to `2^63`: `a + b - m` fits an `i64`, and its sign selects the result without a
/// branch or an unsigned compare (which SSE2 lacks for 64-bit lanes).
#[derive(Clone, Copy)]
pub(crate) struct SmallModulus(pub(crate) u64);

impl AddMod for SmallModulus {
    // Always: it is the body of every hot loop.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    #[allow(clippy::cast_possible_wrap, clippy::cast_sign_loss)]
    fn add(self, a: u64, b: u64) -> u64 {
        // a + b < 2m <= 2^64, and a + b - m lies in [-m, m), inside i64 for m <= 2^63.
        let s = (a + b).wrapping_sub(self.0) as i64;
        (s + ((s >> 63) & self.0 as i64)) as u64
    }
}

/// Any modulus below `2^64`.
#[derive(Clone, Copy)]
pub(crate) struct AnyModulus(pub(crate) u64);

impl AddMod for AnyModulus {
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn add(self, a: u64, b: u64) -> u64 {
        let room = self.0 - b;
        if a >= room { a - room } else { a + b }
    }
}

/// The two previous rows, `S_{n-1}` and `S_{n-2}`, each as aligned chunks of `2^log` states.
pub(crate) struct Source<'a> {
    pub(crate) old: &'a [&'a [u64]],
    pub(crate) older: &'a [&'a [u64]],
    pub(crate) log: u32,
}

impl Source<'_> {
    /// States `start..start + len` of both rows; the run lies inside one chunk.
    #[inline]
    fn run(&self, start: usize, len: usize) -> (&[u64], &[u64]) {
        let (chunk, offset) = (start >> self.log, start & ((1 << self.log) - 1));
        (
            &self.old[chunk][offset..offset + len],
            &self.older[chunk][offset..offset + len],
        )
    }

    /// State `j` of both rows.
    #[inline]
    fn get(&self, j: usize) -> (u64, u64) {
        let (chunk, offset) = (j >> self.log, j & ((1 << self.log) - 1));
        (self.old[chunk][offset], self.older[chunk][offset])
    }
}

/// `dst[q] = S_{n-1}[phi(start + q)] + S_{n-2}[phi(start + q)]` for the states
/// `start..start + dst.len()` (an aligned power-of-two range of at most one chunk), except the
/// cut, which is left as it is. `phi` is used by [`Relabel::Gather`] only.
pub(crate) fn relabel_into(
    shape: Relabel,
    dst: &mut [u64],
    start: usize,
    source: &Source<'_>,
    phi: impl Fn(usize) -> Option<usize>,
    add: impl AddMod,
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
fn reverse_blocks(bits: u32, dst: &mut [u64], old: &[u64], older: &[u64], add: impl AddMod) {
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
const FLIP_BLOCK: usize = 16;

/// [`Relabel::FlipBelow`] on one range: in every aligned block of [`FLIP_BLOCK`] states, all
/// but the one that agrees with `k` in the low bits read inside the block (a fixed pattern per
/// `k mod FLIP_BLOCK`); that one reads `i xor (2^(t+1) - 1)` for `t = tz(i xor k) >= 4`,
/// level by level.
fn flip_below(pivot: usize, dst: &mut [u64], start: usize, source: &Source<'_>, add: impl AddMod) {
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
fn flip_in_blocks(low: usize, dst: &mut [u64], old: &[u64], older: &[u64], add: impl AddMod) {
    macro_rules! dispatch {
        ($($k:literal)*) => {
            match low {
                $($k => flip_blocks::<$k>(dst, old, older, add),)*
                _ => unreachable!("low < FLIP_BLOCK"),
            }
        };
    }
    dispatch!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
}

/// The in-block part of [`flip_below`] for `k mod FLIP_BLOCK = K`: state `q != K` of each
/// block reads `q xor (2^(tz(q xor K) + 1) - 1)`, a constant.
#[inline]
fn flip_blocks<const K: usize>(dst: &mut [u64], old: &[u64], older: &[u64], add: impl AddMod) {
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

/// What a residue count needs to know of the game.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Plan {
    pub(crate) order: usize,
    pub(crate) channel: Channel,
    /// States per row (a power of two).
    pub(crate) size: usize,
    /// `width - 1`: the dense states.
    pub(crate) mask: usize,
    /// `G_order`.
    pub(crate) value: usize,
}

/// `f(k) mod modulus` (`modulus >= 2`) with rows split among `threads` threads (rounded down
/// to a power of two; 1 for none). Calls `progress(done, total)` after each order.
pub(crate) fn count(
    plan: &Plan,
    modulus: u64,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> u64 {
    if modulus <= 1 << 63 {
        count_with(plan, SmallModulus(modulus), modulus, threads, progress)
    } else {
        count_with(plan, AnyModulus(modulus), modulus, threads, progress)
    }
}

fn count_with<M: AddMod + Send + Sync>(
    plan: &Plan,
    add: M,
    modulus: u64,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> u64 {
    // Shares are aligned power-of-two chunks (so that every run of a shape stays in one).
    let shares = if threads < 2 {
        1
    } else {
        (1usize << threads.ilog2()).min(plan.size)
    };
    #[cfg(feature = "parallel")]
    if shares > 1 {
        return crate::threads::count_in_threads(plan, add, modulus, shares, progress);
    }
    let _ = shares;
    let (channel, size) = (plan.channel, plan.size);
    let log = size.trailing_zeros();
    // [S_{n-2}, S_{n-1}, S_n]
    let mut rows = [vec![0u64; size], vec![0u64; size], vec![0u64; size]];
    for n in 1..plan.order {
        let a = 1 + grundy(n);
        let shape = Relabel::of(a, channel.residue, channel.shift, size);
        let [older, old, new] = &mut rows;
        let source = Source {
            old: &[old.as_slice()],
            older: &[older.as_slice()],
            log,
        };
        relabel_into(
            shape,
            new,
            0,
            &source,
            |i| channel.phi(a, i, plan.mask),
            add,
        );
        if channel.contains(a) {
            new[a >> channel.shift] = 1 % modulus;
        }
        rows.rotate_left(1);
        progress(n, plan.order);
    }
    let j = plan.value >> channel.shift;
    let [older, old, _] = &rows;
    add.add(old[j], older[j])
}

/// `G_n` by the closed form.
pub(crate) fn grundy(n: usize) -> usize {
    crate::FibonacciTree::new(n).grundy_value()
}

#[cfg(test)]
mod tests {
    use super::{AddMod, AnyModulus, SmallModulus, Source, relabel_into};
    use crate::relabel::{Channel, Relabel};
    use proptest::prelude::*;

    /// Each chunk filled by `relabel_into` equals the row computed state by state with `phi`.
    fn check(
        a: usize,
        x0: usize,
        log_width: u32,
        chunk_log: u32,
        rows: &[Vec<u64>; 2],
        add: impl AddMod,
    ) -> Result<(), TestCaseError> {
        let channel = Channel::containing(x0);
        let width = 1usize << log_width;
        let size = width >> channel.shift;
        let mask = width - 1;
        let chunk_log = chunk_log.min(size.trailing_zeros());
        let chunk = 1usize << chunk_log;
        let (old, older) = (&rows[0][..size], &rows[1][..size]);
        let expected: Vec<Option<u64>> = (0..size)
            .map(|i| channel.phi(a, i, mask).map(|j| add.add(old[j], older[j])))
            .collect();
        let old_chunks: Vec<&[u64]> = old.chunks(chunk).collect();
        let older_chunks: Vec<&[u64]> = older.chunks(chunk).collect();
        let source = Source {
            old: &old_chunks,
            older: &older_chunks,
            log: chunk_log,
        };
        let shape = Relabel::of(a, channel.residue, channel.shift, size);
        for start in (0..size).step_by(chunk) {
            let mut dst = vec![u64::MAX; chunk];
            relabel_into(
                shape,
                &mut dst,
                start,
                &source,
                |i| channel.phi(a, i, mask),
                add,
            );
            for (q, got) in dst.into_iter().enumerate() {
                let want = expected[start + q].unwrap_or(u64::MAX);
                prop_assert_eq!(
                    got,
                    want,
                    "a {} state {} {:?} chunk {}",
                    a,
                    start + q,
                    shape,
                    chunk
                );
            }
        }
        Ok(())
    }

    proptest! {
        #[test]
        fn block_loops_equal_phi_state_by_state(
            log_width in 2u32..12,
            chunk_log in 0u32..12,
            a in 1usize..,
            x0 in 0usize..3,
            modulus in 2u64..,
            seeds in proptest::collection::vec(any::<u64>(), 2 * 1024),
        ) {
            let a = 1 + a % ((1 << log_width) - 1);
            let rows = [
                seeds[..1024].iter().map(|s| s % modulus).collect(),
                seeds[1024..].iter().map(|s| s % modulus).collect(),
            ];
            if modulus <= 1 << 63 {
                check(a, x0, log_width, chunk_log, &rows, SmallModulus(modulus))?;
            }
            check(a, x0, log_width, chunk_log, &rows, AnyModulus(modulus))?;
        }
    }

    #[test]
    fn additions_at_the_edges_of_the_moduli() {
        for m in [2, 3, 1 << 62, (1 << 63) - 1, 1 << 63] {
            for (a, b) in [
                (0, 0),
                (m - 1, m - 1),
                (m - 1, 1),
                (m / 2, m - m / 2 - 1),
                (1, 0),
            ] {
                let want = ((u128::from(a) + u128::from(b)) % u128::from(m)) as u64;
                assert_eq!(SmallModulus(m).add(a, b), want, "{a} + {b} mod {m}");
                assert_eq!(AnyModulus(m).add(a, b), want, "{a} + {b} mod {m}");
            }
        }
        for m in [(1 << 63) + 1, u64::MAX] {
            for (a, b) in [(m - 1, m - 1), (m - 1, 1), (1 << 63, 1 << 63), (0, m - 1)] {
                let want = ((u128::from(a) + u128::from(b)) % u128::from(m)) as u64;
                assert_eq!(AnyModulus(m).add(a, b), want, "{a} + {b} mod {m}");
            }
        }
    }
}
