//! One order of the count as a block operation on a row of channel states.
//!
//! In channel coordinates (`x = residue + i * 2^shift`), the map `phi_n` of an order is one of
//! a few shapes (the crate docs derive `phi`; the cases of `A mod 4` give these):
//!
//! | channel | `A = 1 + G_n` | `i -> ` | shape |
//! |---|---|---|---|
//! | odd | `1` | `i - 1` | [`Relabel::Decrement`] |
//! | odd | `4q + 2` | `i xor 1` | [`Relabel::Reverse`] of pairs |
//! | odd | `4q` | `i xor (2^tz(A) - 1)` | [`Relabel::Reverse`] of aligned blocks |
//! | odd | odd, `> 1` | `((i xor K) - 1) xor K`, `K = A >> 1` | [`Relabel::FlipBelow`] |
//! | 2 mod 4 | odd | `i` | [`Relabel::Reverse`] of single states |
//! | 2 mod 4 | `4q` | `i xor (2^(tz(A)-1) - 1)` | [`Relabel::Reverse`] |
//! | 2 mod 4 | `4q + 2` | `((i xor q) - 1) xor q` | [`Relabel::FlipBelow`] |
//! | 0 mod 4 | anything | (only `G_k = 0`) | [`Relabel::Gather`] |
//!
//! `((i xor K) - 1) xor K` flips the bits of `i` up to and including the lowest bit where `i`
//! and `K` differ: `i xor (2^(t+1) - 1)` with `t = tz(i xor K)`. The states with a given `t`
//! form one residue class modulo `2^(t+1)`, so the map is `log2(states)` strided copies.
//! Each shape is applied by loops over contiguous or strided runs, with no per-state index
//! arithmetic; [`Relabel::Gather`] (`phi` state by state) is the twin they are tested against.

/// Which states a count can reach: `x` with `x mod 2^shift = residue` (see the crate docs).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Channel {
    pub(crate) residue: usize,
    pub(crate) shift: u32,
}

impl Channel {
    pub(crate) fn containing(x: usize) -> Self {
        if x & 1 == 1 {
            Channel {
                residue: 1,
                shift: 1,
            }
        } else {
            Channel {
                residue: x & 3,
                shift: 2,
            }
        }
    }

    pub(crate) fn contains(self, x: usize) -> bool {
        x & ((1 << self.shift) - 1) == self.residue
    }

    /// `phi_a` in channel coordinates: the state a parent's state `i` maps to, or `None` for
    /// the cut (`x = a`).
    pub(crate) fn phi(self, a: usize, i: usize, mask: usize) -> Option<usize> {
        let x = self.residue | (i << self.shift);
        if x == a {
            return None;
        }
        let y = ((a ^ x).wrapping_sub(1) ^ (a - 1)) & mask;
        debug_assert!(self.contains(y), "states never leave their channel");
        Some(y >> self.shift)
    }
}

/// The shape of `phi_n` on a channel's states (see the module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Relabel {
    /// `i -> i xor (2^bits - 1)`: each aligned block of `2^bits` states reversed
    /// (`bits = 0`: the identity).
    Reverse { bits: u32 },
    /// `i -> i - 1`; state 0 is the cut.
    Decrement,
    /// `i -> i xor (2^(tz(i xor k) + 1) - 1)`; state `k` is the cut.
    FlipBelow { k: usize },
    /// `phi_n` state by state.
    Gather,
}

impl Relabel {
    /// The shape of `phi` for `a = A_n` on the channel `residue (mod 2^shift)` of `size`
    /// states.
    pub(crate) fn of(a: usize, residue: usize, shift: u32, size: usize) -> Self {
        let fits = |bits: u32| bits < usize::BITS && (1usize << bits) <= size;
        let shape = match (shift, residue) {
            (1, 1) if a == 1 => Relabel::Decrement,
            (1, 1) if a % 4 == 2 => Relabel::Reverse { bits: 1 },
            (1, 1) if a % 4 == 0 => Relabel::Reverse {
                bits: a.trailing_zeros(),
            },
            (1, 1) => Relabel::FlipBelow { k: a >> 1 },
            (2, 2) if a % 2 == 1 => Relabel::Reverse { bits: 0 },
            (2, 2) if a % 4 == 0 => Relabel::Reverse {
                bits: a.trailing_zeros() - 1,
            },
            (2, 2) => Relabel::FlipBelow { k: a >> 2 },
            _ => Relabel::Gather,
        };
        match shape {
            Relabel::Reverse { bits } if !fits(bits) => Relabel::Gather,
            Relabel::FlipBelow { k } if k >= size => Relabel::Gather,
            Relabel::Decrement if size < 2 => Relabel::Gather,
            shape => shape,
        }
    }

    /// Calls `add(dst, src)` for every state `dst` of a row of `size` states other than the
    /// cut, with `src = phi(dst)` in channel coordinates; `phi` is used by [`Relabel::Gather`]
    /// only. The runs come in an order that keeps `dst` and `src` contiguous or evenly strided.
    #[inline]
    pub(crate) fn for_each<E>(
        self,
        size: usize,
        phi: impl Fn(usize) -> Option<usize>,
        mut add: impl FnMut(usize, usize) -> Result<(), E>,
    ) -> Result<(), E> {
        match self {
            Relabel::Reverse { bits: 0 } => {
                for i in 0..size {
                    add(i, i)?;
                }
            }
            Relabel::Reverse { bits } => {
                let last = (1usize << bits) - 1;
                for base in (0..size).step_by(last + 1) {
                    for q in 0..=last {
                        add(base + q, base + (last - q))?;
                    }
                }
            }
            Relabel::Decrement => {
                for i in 1..size {
                    add(i, i - 1)?;
                }
            }
            Relabel::FlipBelow { k } => {
                // Level t: the states that agree with k below bit t and differ at bit t.
                let mut t = 0;
                while (1usize << t) < size {
                    let stride = 2usize << t;
                    let first = (k & ((1 << t) - 1)) | ((!k) & (1 << t));
                    let flip = stride - 1;
                    for dst in (first..size).step_by(stride) {
                        add(dst, dst ^ flip)?;
                    }
                    t += 1;
                }
            }
            Relabel::Gather => {
                for i in 0..size {
                    if let Some(j) = phi(i) {
                        add(i, j)?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Channel, Relabel};
    use proptest::prelude::*;

    /// Every state but the cut is visited once, reading `phi` of itself.
    fn check(a: usize, x0: usize, log_width: u32) -> Result<(), TestCaseError> {
        let channel = Channel::containing(x0);
        let width = 1usize << log_width;
        let size = width >> channel.shift;
        let mask = width - 1;
        let shape = Relabel::of(a, channel.residue, channel.shift, size);
        let mut seen = vec![None; size];
        shape.for_each(
            size,
            |i| channel.phi(a, i, mask),
            |i, j| -> Result<(), TestCaseError> {
                prop_assert!(
                    seen[i].is_none(),
                    "state {} visited twice by {:?}",
                    i,
                    shape
                );
                seen[i] = Some(j);
                Ok(())
            },
        )?;
        for (i, got) in seen.into_iter().enumerate() {
            prop_assert_eq!(
                got,
                channel.phi(a, i, mask),
                "a {} state {} {:?}",
                a,
                i,
                shape
            );
        }
        Ok(())
    }

    #[test]
    fn shapes_equal_phi_for_every_small_a() {
        for log_width in 2..=7 {
            for a in 1..1usize << log_width {
                for x0 in [1, 2, 0] {
                    check(a, x0, log_width).unwrap();
                }
            }
        }
    }

    #[test]
    fn the_channels_of_the_game_use_no_gather() {
        // The shapes of the odd channel and of 2 mod 4 cover every A; only G_k = 0 gathers.
        for a in 1..1usize << 10 {
            for x0 in [1, 2] {
                let channel = Channel::containing(x0);
                let size = (1 << 12) >> channel.shift;
                let shape = Relabel::of(a, channel.residue, channel.shift, size);
                assert_ne!(shape, Relabel::Gather, "a {a} channel {x0}");
            }
        }
    }

    proptest! {
        #[test]
        fn shapes_equal_phi(log_width in 2u32..14, a in 1usize.., x0 in 0usize..3) {
            let a = 1 + a % ((1 << log_width) - 1);
            check(a, x0, log_width)?;
        }
    }
}
