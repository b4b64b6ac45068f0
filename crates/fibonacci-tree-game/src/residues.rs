//! Residue counts: rows of `u64` residues, filled by the block loops of [`crate::kernels`].

use combgames_base::Modulus;

use crate::kernels::Adder;
use crate::plan::Plan;

/// Moduli up to `2^63`: `a + b - m` fits an `i64`, and its sign selects the result without a
/// branch or an unsigned compare (which SSE2 lacks for 64-bit lanes).
#[derive(Clone, Copy)]
pub(crate) struct SmallModulus(pub(crate) u64);

impl Adder<u64> for SmallModulus {
    // Always: it is the body of every hot loop.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    #[allow(clippy::cast_possible_wrap, clippy::cast_sign_loss)]
    fn add(self, a: u64, b: u64) -> u64 {
        debug_assert!(a < self.0 && b < self.0, "unreduced residue");
        // a + b < 2m <= 2^64, and a + b - m lies in [-m, m), inside i64 for m <= 2^63.
        // For m = 2^63, `m as i64` wraps to -2^63; the sum wraps back to the result.
        let s = (a + b).wrapping_sub(self.0) as i64;
        s.wrapping_add((s >> 63) & self.0 as i64) as u64
    }
}

/// Any modulus below `2^64`: the workspace's one reduced addition, [`Modulus::add`].
#[derive(Clone, Copy)]
pub(crate) struct AnyModulus(pub(crate) Modulus<u64>);

impl Adder<u64> for AnyModulus {
    #[allow(clippy::inline_always)]
    #[inline(always)]
    fn add(self, a: u64, b: u64) -> u64 {
        self.0.add(a, b)
    }
}

/// `f(k) mod modulus` with rows split among `threads` threads (rounded down
/// to a power of two; 1 for none). Calls `progress(done, total)` after each order, and stops
/// when the interrupt installed on this thread is requested ([`combgames_base::interrupt`]).
pub(crate) fn count(
    plan: &Plan,
    modulus: Modulus<u64>,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<u64, combgames_base::Interrupted> {
    let m = modulus.get();
    if m <= 1 << 63 {
        count_with(plan, SmallModulus(m), m, threads, progress)
    } else {
        count_with(plan, AnyModulus(modulus), m, threads, progress)
    }
}

fn count_with<M: Adder<u64> + Send + Sync>(
    plan: &Plan,
    add: M,
    modulus: u64,
    threads: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<u64, combgames_base::Interrupted> {
    // Shares are aligned power-of-two chunks (so that every run of a shape stays in one).
    let shares = if threads < 2 {
        1
    } else {
        (1usize << threads.ilog2()).min(plan.size)
    };
    crate::rows::count_in_shares(
        plan,
        add,
        modulus,
        shares,
        shares,
        crate::runs::BLOCK,
        progress,
    )
}

#[cfg(test)]
mod tests {
    use super::{AnyModulus, SmallModulus};
    use crate::kernels::{Adder, Source, relabel_into};
    use crate::relabel::{Channel, Relabel};
    use combgames_base::Modulus;
    use proptest::prelude::*;

    /// Each chunk filled by `relabel_into` equals the row computed state by state with `phi`.
    fn check(
        a: usize,
        x0: usize,
        log_width: u32,
        chunk_log: u32,
        rows: &[Vec<u64>; 2],
        add: impl Adder<u64>,
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
            check(a, x0, log_width, chunk_log, &rows, AnyModulus(Modulus::new(modulus).unwrap()))?;
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
                assert_eq!(
                    AnyModulus(Modulus::new(m).unwrap()).add(a, b),
                    want,
                    "{a} + {b} mod {m}"
                );
            }
        }
        for m in [(1 << 63) + 1, u64::MAX] {
            for (a, b) in [(m - 1, m - 1), (m - 1, 1), (1 << 63, 1 << 63), (0, m - 1)] {
                let want = ((u128::from(a) + u128::from(b)) % u128::from(m)) as u64;
                assert_eq!(
                    AnyModulus(Modulus::new(m).unwrap()).add(a, b),
                    want,
                    "{a} + {b} mod {m}"
                );
            }
        }
    }
}
