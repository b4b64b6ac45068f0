//! Runs of orders applied block by block, in the first-level cache.
//!
//! Most shapes are local to aligned blocks of [`BLOCK`] states: [`Relabel::Reverse`] of at
//! most `BLOCK` states maps each block onto itself. [`Relabel::Decrement`] and
//! [`Relabel::FlipBelow`] read outside each block at one state only (a flip's other states read
//! inside their aligned blocks of `2^(t+1)` states at level `t`). A run is a first order of any
//! shape, then local orders and later orders that read outside with one block order between
//! them ([`chain_pivot`]). Each block goes through all the orders of the run while its three
//! rows stay in cache ([`run_block`]).
//!
//! The first order's outside reads come from the two rows before the run, so they are
//! gathered first ([`first_values`]). The later ones are chained: in the order of
//! [`chain_pivot`] each block reads outside only from the block before it, which hands it the
//! sums it needs ([`Far::hand_on`]), and what the first block reads outside is the cut. The
//! chain crosses the chunks of a row (one per thread) in the same order, so each chunk waits
//! for the one before it, part of a run by part (`rows::PART`).
//!
//! In the channel `2 mod 4` the orders `6m + 1` to `6m + 6` are the identity, a flip about
//! `k = m`, a reversal of `2^b` states, the identity and that reversal twice (`b = tz(m + 1) +
//! 1`; from the closed form of `G_n`, [`crate::FibonacciTree::grundy_value`]). So 1024 flips in
//! a row share the pivot `k / BLOCK`, and runs stop only at the reversals of more than a
//! block that come as the pivot changes (every 6144 orders), or at `rows::MAX_RUN` orders
//! (1024 with one chunk, 4096 with several).
//! In the odd channel runs are shorter (decrements and flips about other pivots alternate).
//!
//! Some pairs of consecutive orders go through a block in one pass, the first order's sums
//! kept in registers for the second: two reversals of at most eight states, and the identity
//! followed by a flip (in the channel `2 mod 4` every flip comes after the identity).

use crate::kernels::{
    Adder, FLIP_BLOCK, Source, flip_in_blocks, flip_levels, identity_then_flip, reverse_blocks,
};
use crate::relabel::Relabel;

/// States per block of a run: three rows of `u64` take 24 KiB.
pub(crate) const BLOCK: usize = 1024;

/// One order of a run: the order, its shape and `A_n`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Step {
    pub(crate) order: usize,
    pub(crate) shape: Relabel,
    pub(crate) a: usize,
}

/// Whether `shape` maps each aligned block of `block` states onto itself.
pub(crate) fn is_local(shape: Relabel, block: usize) -> bool {
    matches!(shape, Relabel::Reverse { bits } if 1usize << bits <= block)
}

/// Whether `shape` can start a run on blocks of `block` states.
pub(crate) fn can_lead(shape: Relabel, block: usize) -> bool {
    is_local(shape, block) || reads_far(shape, block)
}

/// Whether `shape` can be in a run on blocks of `block` states with one read outside each
/// block ([`Relabel::Decrement`] and [`Relabel::FlipBelow`]).
pub(crate) fn reads_far(shape: Relabel, block: usize) -> bool {
    matches!(shape, Relabel::Decrement)
        || (matches!(shape, Relabel::FlipBelow { .. }) && block >= FLIP_BLOCK)
}

/// The state of the block at `base` that reads outside it in an order of shape `shape`
/// ([`reads_far`]): the first for [`Relabel::Decrement`], the one `= k mod block` for
/// [`Relabel::FlipBelow`] (whose level is at least `log2 block`).
pub(crate) fn far_state(shape: Relabel, base: usize, block: usize) -> usize {
    match shape {
        Relabel::FlipBelow { k } => base + k % block,
        _ => base,
    }
}

/// The order in which the blocks of a row go through a run whose later orders of shape
/// `shape` read outside the blocks (all with this pivot): the `i`-th is block `i xor pivot` of
/// the `blocks` blocks. In that order each block reads outside only from the block before
/// it: for a flip about `k`, block `b` reads from `((b xor K) - 1) xor K` (`K = k / block`),
/// the block before it in the order of `b xor K`; for a decrement, from `b - 1`. What the
/// first block reads outside is the cut (state `k` of block `K`, or state 0).
pub(crate) fn chain_pivot(shape: Relabel, block: usize, blocks: usize) -> usize {
    match shape {
        Relabel::FlipBelow { k } => (k / block) % blocks,
        _ => 0,
    }
}

/// What the first order of a run reads outside each block of `block` states in
/// `start..start + len` (a chunk), if it reads outside: the sums of the two rows before the
/// run (`source`) at `phi(a, state)` (`None` at the cut, whose count is `cut`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn first_values<T: Copy>(
    first: &Step,
    start: usize,
    len: usize,
    block: usize,
    source: &Source<'_, T>,
    phi: impl Fn(usize, usize) -> Option<usize>,
    cut: T,
    add: impl Adder<T>,
) -> Vec<T> {
    if !reads_far(first.shape, block) {
        return Vec::new();
    }
    (start..start + len)
        .step_by(block)
        .map(|base| {
            phi(first.a, far_state(first.shape, base, block)).map_or(cut, |from| {
                let (old, older) = source.get(from);
                add.add(old, older)
            })
        })
        .collect()
}

/// The indices of the orders after the first that read outside the blocks (chained).
pub(crate) fn chained_indices(steps: &[Step], block: usize) -> impl Iterator<Item = usize> {
    (1..steps.len()).filter(move |&index| reads_far(steps[index].shape, block))
}

/// What one block reads outside in a part of a run: the first order's value if the part
/// `leads` the run, the values of the chained orders (handed on by the block before it in the
/// chain), and for each chained order the local state whose sum (of the two rows before that
/// order) the next block of the chain reads, if there is a next block.
#[derive(Clone, Copy)]
pub(crate) struct Far<'a, T> {
    pub(crate) leads: bool,
    pub(crate) first: Option<T>,
    pub(crate) chained: &'a [T],
    pub(crate) hand_on: Option<&'a [usize]>,
}

/// The steps of a run (or of a part of it) on one block: `rows` are the block's slices of the
/// three rows (order `n` in `rows[n % 3]`), `far` what it reads outside. `cut(step)` gives
/// the block's cut state and its value, if the cut lies in the block. Writes into `handed`
/// the values handed on to the next block of the chain (at `far.hand_on`, each taken before
/// its chained order).
#[cfg_attr(feature = "simd", multiversion::multiversion(targets("x86_64+avx2")))]
pub(crate) fn run_block<T: Copy>(
    rows: &mut [&mut [T]; 3],
    steps: &[Step],
    far: Far<'_, T>,
    handed: &mut [T],
    cut: impl Fn(&Step) -> Option<(usize, T)>,
    add: impl Adder<T>,
) {
    // The chained orders met so far.
    let mut chained = 0;
    let mut index = 0;
    while index < steps.len() {
        let step = &steps[index];
        // The identity and then a flip, in one pass (the flip reads outside as the chained
        // order: it is not the first).
        if let (Relabel::Reverse { bits: 0 }, Some(Relabel::FlipBelow { k })) =
            (step.shape, steps.get(index + 1).map(|next| next.shape))
            && rows[0].len() % FLIP_BLOCK == 0
        {
            debug_assert!(cut(step).is_none());
            let flip = &steps[index + 1];
            // Order n + 1 writes over `older`.
            let (new, old, older) = roles(rows, step.order);
            identity_then_flip(k % FLIP_BLOCK, new, old, older, add);
            flip_levels(k, older, new, old, add);
            if let Some(states) = far.hand_on {
                handed[chained] = add.add(new[states[chained]], old[states[chained]]);
            }
            older[k % older.len()] = far.chained[chained];
            chained += 1;
            if let Some((state, value)) = cut(flip) {
                older[state] = value;
            }
            index += 2;
            continue;
        }
        // Two orders that keep groups of eight to themselves, in one pass.
        if let (Some(first), Some(second)) =
            (in_eight(step), steps.get(index + 1).and_then(in_eight))
            && rows[0].len() % 8 == 0
        {
            debug_assert!(cut(step).is_none() && cut(&steps[index + 1]).is_none());
            fuse_two(rows, step.order, first, second, add);
            index += 2;
            continue;
        }
        index += 1;
        let (new, old, older) = roles(rows, step.order);
        let (old, older): (&[T], &[T]) = (old, older);
        // The value this order reads outside the block (None: the state is the cut).
        let outside = if index == 1 && far.leads {
            far.first
        } else if matches!(step.shape, Relabel::Decrement | Relabel::FlipBelow { .. }) {
            if let Some(states) = far.hand_on {
                handed[chained] = add.add(old[states[chained]], older[states[chained]]);
            }
            chained += 1;
            Some(far.chained[chained - 1])
        } else {
            None
        };
        match step.shape {
            Relabel::Reverse { bits } => reverse_blocks(bits, new, old, older, add),
            Relabel::Decrement => {
                if let Some(value) = outside {
                    new[0] = value;
                }
                for ((d, a), b) in new[1..].iter_mut().zip(old).zip(older) {
                    *d = add.add(*a, *b);
                }
            }
            Relabel::FlipBelow { k } => {
                // Levels below log2 FLIP_BLOCK in blocks of FLIP_BLOCK, the levels up to
                // log2 block inside the block (which is aligned), the last one from `outside`.
                flip_in_blocks(k % FLIP_BLOCK, new, old, older, add);
                flip_levels(k, new, old, older, add);
                if let Some(value) = outside {
                    new[k % new.len()] = value;
                }
            }
            Relabel::Gather => unreachable!("a gather never joins a run"),
        }
        if let Some((state, value)) = cut(step) {
            new[state] = value;
        }
    }
}

/// The block's rows for order `n`: `new = rows[n % 3]` (it holds order `n - 3`), `old =
/// rows[(n + 2) % 3]` (order `n - 1`) and `older = rows[(n + 1) % 3]` (order `n - 2`).
fn roles<'a, T>(rows: &'a mut [&mut [T]; 3], n: usize) -> (&'a mut [T], &'a [T], &'a mut [T]) {
    let [r0, r1, r2] = rows;
    match n % 3 {
        0 => (r0, r2, r1),
        1 => (r1, r0, r2),
        _ => (r2, r1, r0),
    }
}

/// `Some(bits)` for a reversal of aligned blocks of at most eight states (the identity
/// included), which keeps each aligned group of eight to itself and never holds the cut.
fn in_eight(step: &Step) -> Option<u32> {
    match step.shape {
        Relabel::Reverse { bits } if bits <= 3 => Some(bits),
        _ => None,
    }
}

/// Orders `n` and `n + 1`, reversals of `2^first` and `2^second` states ([`in_eight`]), group
/// by group of eight: the sums of order `n` stay in registers for order `n + 1`, which writes
/// over order `n - 2` (the group's values of it are read first).
#[allow(clippy::inline_always)]
#[inline(always)]
fn fuse_two<T: Copy>(
    rows: &mut [&mut [T]; 3],
    n: usize,
    first: u32,
    second: u32,
    add: impl Adder<T>,
) {
    // Order n + 1 writes over `older`.
    let (new, old, older) = roles(rows, n);
    macro_rules! dispatch {
        ($(($a:literal, $b:literal)),*) => {
            match (first, second) {
                $(($a, $b) => fused::<T, { (1 << $a) - 1 }, { (1 << $b) - 1 }>(new, old, older, add),)*
                _ => unreachable!("reversals of at most eight states"),
            }
        };
    }
    dispatch!(
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
        (2, 0),
        (2, 1),
        (2, 2),
        (2, 3),
        (3, 0),
        (3, 1),
        (3, 2),
        (3, 3)
    );
}

/// [`fuse_two`] for the masks `A = 2^first - 1` and `B = 2^second - 1`: per group,
/// `x = (old + older)[q xor A]`, then `(x + old)[q xor B]` over `older`.
#[allow(clippy::inline_always)]
#[inline(always)]
fn fused<T: Copy, const A: usize, const B: usize>(
    new: &mut [T],
    old: &[T],
    older: &mut [T],
    add: impl Adder<T>,
) {
    for ((d, a), b) in new
        .chunks_exact_mut(8)
        .zip(old.chunks_exact(8))
        .zip(older.chunks_exact_mut(8))
    {
        let s: [T; 8] = std::array::from_fn(|q| add.add(a[q], b[q]));
        let x: [T; 8] = std::array::from_fn(|q| s[q ^ A]);
        let t: [T; 8] = std::array::from_fn(|q| add.add(x[q], a[q]));
        d.copy_from_slice(&x);
        b.copy_from_slice(&std::array::from_fn::<T, 8, _>(|q| t[q ^ B]));
    }
}
