//! Runs of orders applied block by block, in the first-level cache.
//!
//! Most shapes are local to aligned blocks of [`BLOCK`] states: [`Relabel::Reverse`] of at
//! most `BLOCK` states maps each block onto itself. A run is a first order of any shape with
//! few reads outside the block ([`Relabel::Decrement`]: one per block, [`Relabel::FlipBelow`]:
//! one per [`FLIP_BLOCK`] states), followed by local orders. Its outside reads all come from
//! the two rows before the run, so they are gathered first ([`side_values`]); then each block
//! goes through all the orders of the run while its three rows stay in cache ([`run_block`]),
//! and the blocks are independent. In the channel `2 mod 4` a run is six orders (a flip, then
//! five reversals and identities), in the odd channel three.

use crate::kernels::{Adder, FLIP_BLOCK, Source, flip_in_blocks, reverse_blocks};
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
    is_local(shape, block)
        || matches!(shape, Relabel::Decrement)
        || (matches!(shape, Relabel::FlipBelow { .. }) && block >= FLIP_BLOCK)
}

/// The values the first order of a run reads outside its blocks, for the states
/// `start..start + len` (whole blocks): for [`Relabel::Decrement`] one per block (the state
/// before it; unused for block 0, whose first state is the cut), for [`Relabel::FlipBelow`]
/// one per [`FLIP_BLOCK`] states (the state `= k mod FLIP_BLOCK`, whose level is at least
/// `log2 FLIP_BLOCK`; unused where it is the cut `k`), none for local shapes.
pub(crate) fn side_values<T: Copy>(
    shape: Relabel,
    start: usize,
    len: usize,
    block: usize,
    source: &Source<'_, T>,
    add: impl Adder<T>,
) -> Vec<T> {
    let read = |j: usize| {
        let (old, older) = source.get(j);
        add.add(old, older)
    };
    match shape {
        Relabel::Decrement => (start..start + len)
            .step_by(block)
            .map(|first| read(first.saturating_sub(1)))
            .collect(),
        Relabel::FlipBelow { k } => (start..start + len)
            .step_by(FLIP_BLOCK)
            .map(|base| {
                let state = base + k % FLIP_BLOCK;
                if state == k {
                    read(state)
                } else {
                    read(state ^ ((2 << (state ^ k).trailing_zeros()) - 1))
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// The steps of a run on one block: `rows` are the block's slices of the three rows (order `n`
/// in `rows[n % 3]`), `side` its part of [`side_values`] for the first step. `cut(step)` gives
/// the block's cut state and its value, if the cut lies in the block.
pub(crate) fn run_block<T: Copy>(
    rows: &mut [&mut [T]; 3],
    steps: &[Step],
    side: &[T],
    cut: impl Fn(&Step) -> Option<(usize, T)>,
    add: impl Adder<T>,
) {
    for (index, step) in steps.iter().enumerate() {
        let [r0, r1, r2] = rows;
        // new = rows[n % 3], old = rows[(n + 2) % 3], older = rows[(n + 1) % 3].
        let (new, old, older): (&mut [T], &[T], &[T]) = match step.order % 3 {
            0 => (r0, r2, r1),
            1 => (r1, r0, r2),
            _ => (r2, r1, r0),
        };
        match step.shape {
            Relabel::Reverse { bits } => reverse_blocks(bits, new, old, older, add),
            Relabel::Decrement => {
                debug_assert_eq!(index, 0, "a decrement only starts a run");
                new[0] = side[0];
                for ((d, a), b) in new[1..].iter_mut().zip(old).zip(older) {
                    *d = add.add(*a, *b);
                }
            }
            Relabel::FlipBelow { k } => {
                debug_assert_eq!(index, 0, "a flip only starts a run");
                flip_in_blocks(k % FLIP_BLOCK, new, old, older, add);
                for (quad, &value) in new.chunks_exact_mut(FLIP_BLOCK).zip(side) {
                    quad[k % FLIP_BLOCK] = value;
                }
            }
            Relabel::Gather => unreachable!("a gather never joins a run"),
        }
        if let Some((state, value)) = cut(step) {
            new[state] = value;
        }
    }
}
