//! Exact counts as rows of 48-bit limbs with deferred carries.
//!
//! A count is `sum_j limb_j * 2^(48 j)`, and a row of counts is one row of `u64` per limb `j`.
//! The recurrence only adds and relabels states, so it acts on each limb row on its own: limbs
//! never meet until a carry moves between them. Limbs start an epoch below `2^48 + 2^15`, and
//! `EPOCH = 20` orders multiply them by at most `F_22 = 17711 < 2^15`, so they stay below
//! `2^63` without any carry. At the end of an epoch each limb keeps its low 48 bits and passes
//! the rest (below `2^15`) to the next limb, which adds it at the start of the next epoch.
//!
//! So each limb runs an epoch as residue rows do ([`relabel_for_target`] with plain additions),
//! in cache, and the limbs of an epoch are independent: they run on several threads with no
//! exchange inside an epoch. Limbs go in groups of [`LANES`] per row element (one short vector
//! per state moved); a group passes its carries inside itself at once, and out of its top limb
//! to the next group at the start of the next epoch.
//!
//! A count at order `n` is at most `|T(n)| < 2^(0.7 n + 1)`; all limbs are non-negative, so a
//! limb `j` with `48 j` at or above that bound is always zero and no carry reaches it. Only
//! the limbs below the bound of an epoch's last order take part in it.

use num_bigint::BigUint;

use crate::kernels::{Adder, Source, relabel_for_target};
use crate::plan::{Plan, grundy};
use crate::relabel::Relabel;

/// Bits kept per limb after each epoch.
pub(crate) const LIMB_BITS: u32 = 48;
/// Orders between carries: `(2^48 + 2^15) * F_(EPOCH + 2) < 2^63`.
pub(crate) const EPOCH: usize = 20;

/// Limbs per row element: a state's limbs `LANES g .. LANES (g + 1)` sit side by side, so
/// that each state of a shape moves one short vector.
pub(crate) const LANES: usize = 2;

/// One row element: `LANES` consecutive limbs of a count.
type Group = [u64; LANES];

/// Plain addition, limb by limb: limbs stay below `2^63` (see the module docs), so it never
/// wraps.
#[derive(Clone, Copy)]
struct Plain;

impl Adder<Group> for Plain {
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn add(self, a: Group, b: Group) -> Group {
        std::array::from_fn(|l| a[l] + b[l])
    }
}

/// An upper bound of the bits of any count at order `n`: `|T(n)| = 2 F_n - 1 < 2^(0.695 n + 1)`.
fn bits_bound(n: usize) -> usize {
    n * 7 / 10 + 2
}

/// The groups of [`LANES`] limbs that can be non-zero in counts up to order `n`.
pub(crate) fn groups_for(n: usize) -> usize {
    bits_bound(n).div_ceil(LIMB_BITS as usize * LANES)
}

/// The bytes per state of one group: three rows of limbs, and two pairs of rows of carries.
pub(crate) const GROUP_BYTES: usize = 3 * LANES * 8 + 4 * 2;

/// One group of limbs: its three rows (order `n` in `rows[n % 3]`).
type Rows = [Vec<Group>; 3];
/// What a group passes to the next at the end of an epoch, for its two last rows (at most
/// `2^15`, see the module docs).
type Carry = [Vec<u16>; 2];

/// `f(k)` exactly, with the groups of limbs of each epoch shared among `threads` threads. Calls
/// `progress(done, total)` after each epoch, and stops after an epoch when the interrupt
/// installed on this thread is requested ([`combgames_base::interrupt`]).
pub(crate) fn count(
    plan: &Plan,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<BigUint, combgames_base::Interrupted> {
    let (order, size) = (plan.order, plan.size);
    if order < 2 {
        return Ok(BigUint::ZERO);
    }
    let groups = groups_for(order);
    let mut rows: Vec<Rows> = (0..groups)
        .map(|_| std::array::from_fn(|_| vec![[0; LANES]; size]))
        .collect();
    // Carries written in the current epoch and read in the next, by epoch parity.
    let mut carries: [Vec<Carry>; 2] = std::array::from_fn(|_| {
        (0..groups)
            .map(|_| std::array::from_fn(|_| vec![0; size]))
            .collect()
    });
    let mut start = 1;
    let mut epoch = 0;
    while start < order {
        let end = (start + EPOCH).min(order);
        let shapes: Vec<(Relabel, usize)> = (start..end)
            .map(|n| {
                let a = 1 + grundy(n);
                let channel = plan.channel;
                (Relabel::of(a, channel.residue, channel.shift, size), a)
            })
            .collect();
        let active = groups_for(end - 1).min(groups);
        let [even, odd] = &mut carries;
        let (written, read) = if epoch % 2 == 0 {
            (even, &*odd)
        } else {
            (odd, &*even)
        };
        let run = |(first, rows, written): (usize, &mut [Rows], &mut [Carry])| {
            for (offset, (group, carry)) in rows.iter_mut().zip(written.iter_mut()).enumerate() {
                let j = first + offset;
                let incoming = j.checked_sub(1).map(|below| &read[below]);
                run_epoch(plan, &shapes, start, j, group, incoming, carry);
            }
        };
        let share = active.div_ceil(threads.clamp(1, active));
        let parts = rows[..active]
            .chunks_mut(share)
            .zip(written[..active].chunks_mut(share))
            .enumerate()
            .map(|(part, (rows, written))| (part * share, rows, written));
        let done: Result<Vec<()>, std::convert::Infallible> =
            combgames_base::in_parts(parts, threads, |part| {
                run(part);
                Ok(())
            });
        // `run` cannot fail: the only way out of `in_parts` but `Ok` is a re-raised panic.
        let Ok(_) = done;
        progress(end - 1, order);
        combgames_base::interrupt::check()?;
        start = end;
        epoch += 1;
    }
    // The last epoch wrote its carries into `carries[(epoch - 1) % 2]`.
    let last = &carries[(epoch + 1) % 2];
    let j = plan.value >> plan.channel.shift;
    let mut answer = BigUint::ZERO;
    for (index, (group, carry)) in rows.iter().zip(last).enumerate() {
        let shift = index * LIMB_BITS as usize * LANES;
        let (first, second) = (group[(order - 1) % 3][j], group[(order - 2) % 3][j]);
        for (lane, (a, b)) in first.into_iter().zip(second).enumerate() {
            let limb = u128::from(a) + u128::from(b);
            answer += BigUint::from(limb) << (shift + lane * LIMB_BITS as usize);
        }
        let out = u64::from(carry[0][j]) + u64::from(carry[1][j]);
        answer += BigUint::from(out) << (shift + LANES * LIMB_BITS as usize);
    }
    Ok(answer)
}

/// Orders `start..start + shapes.len()` on group `j`: first the carries of group `j - 1` from
/// the last epoch, then the orders, then this group's own carries (inside it, and out).
fn run_epoch(
    plan: &Plan,
    shapes: &[(Relabel, usize)],
    start: usize,
    j: usize,
    group: &mut Rows,
    incoming: Option<&Carry>,
    carry: &mut Carry,
) {
    let (channel, size) = (plan.channel, plan.size);
    let end = start + shapes.len();
    // Rows of orders start - 1 and start - 2 (order -1 is rows[2]).
    let (last, before) = ((start + 2) % 3, (start + 1) % 3);
    if let Some(incoming) = incoming {
        for (row, carried) in [last, before].into_iter().zip(incoming) {
            for (value, &c) in group[row].iter_mut().zip(carried) {
                value[0] += u64::from(c);
            }
        }
    }
    let log = size.trailing_zeros();
    for (n, &(shape, a)) in (start..end).zip(shapes) {
        let [r0, r1, r2] = group;
        // new = rows[n % 3], old = rows[(n + 2) % 3], older = rows[(n + 1) % 3].
        let (new, old, older) = match n % 3 {
            0 => (r0, &*r2, &*r1),
            1 => (r1, &*r0, &*r2),
            _ => (r2, &*r1, &*r0),
        };
        let source = Source {
            old: &[old.as_slice()],
            older: &[older.as_slice()],
            log,
        };
        relabel_for_target(
            shape,
            new,
            0,
            &source,
            |i| channel.phi(a, i, plan.mask),
            Plain,
        );
        if channel.contains(a) {
            new[a >> channel.shift] = std::array::from_fn(|l| u64::from(j == 0 && l == 0));
        }
    }
    let (last, before) = ((end + 2) % 3, (end + 1) % 3);
    for (row, out) in [last, before].into_iter().zip(carry.iter_mut()) {
        for (value, c) in group[row].iter_mut().zip(out.iter_mut()) {
            // Each limb below 2^63, plus a carry of at most 2^15: the carry out is at most 2^15.
            let mut carry = 0;
            for limb in value {
                let sum = *limb + carry;
                *limb = sum & ((1 << LIMB_BITS) - 1);
                carry = sum >> LIMB_BITS;
            }
            *c = carry as u16;
        }
    }
}
