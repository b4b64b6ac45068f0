//! The residue count: three rows of `u64`, each cut into `shares` aligned chunks of
//! `size / shares` states (a power of two), one per thread (several threads only with the
//! feature `parallel`).
//!
//! The orders come as runs ([`crate::runs`]) and lone orders. For a lone order each thread
//! takes read locks on the two previous rows and the write lock of its chunk of the new one,
//! and fills the chunk with the block loops of [`relabel_into`]. For a run each thread first
//! gathers the reads of the run's first order outside its blocks, all threads meet, and then
//! each takes its chunks of the three rows and runs every block through the run's orders.
//! The threads meet at a barrier after every lone order and run. The locks are never
//! contended (the barriers separate the phases); they are how safe code hands plain slices,
//! which the compiler vectorises, to the threads.

use std::sync::atomic::{
    AtomicBool, AtomicUsize,
    Ordering::{Acquire, Relaxed, Release},
};
use std::sync::{PoisonError, RwLock, RwLockReadGuard, RwLockWriteGuard};

use crate::barrier::SpinBarrier;
use crate::kernels::{Adder, Source, relabel_into};
use crate::plan::{Plan, grundy};
use crate::relabel::Relabel;
use crate::runs::{
    Far, Step, can_lead, chain_pivot, chained_indices, far_state, first_values, is_local,
    reads_far, run_block,
};

/// `f(k) mod modulus` with rows cut into `shares` chunks (a power of two, at most the row's
/// states), filled by up to `threads` threads (at most `shares`), each taking every
/// `threads`-th chunk; the calling thread takes the first and reports progress. If the system
/// starts fewer threads, each takes more chunks. Runs go by blocks of `block` states (a power
/// of two; fewer if a chunk is smaller). The calling thread checks for an interrupt
/// ([`combgames_base::interrupt`]) after each run and, if one was requested, tells the team at
/// the next barrier, where every thread stops.
pub(crate) fn count_in_shares<M: Adder<u64> + Send + Sync>(
    plan: &Plan,
    add: M,
    modulus: u64,
    shares: usize,
    threads: usize,
    block: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<u64, combgames_base::Interrupted> {
    let chunk = plan.size / shares;
    let rows = Count {
        plan,
        // Row of order n is rows[n % 3]; order -1 (all zero) is rows[2].
        rows: std::array::from_fn(|_| (0..shares).map(|_| RwLock::new(vec![0; chunk])).collect()),
        chunk,
        block: block.min(chunk),
        add,
        cut_value: 1 % modulus,
        handoff: (0..shares).map(|_| Handoff::default()).collect(),
    };
    let barrier = SpinBarrier::new();
    // The number of threads that did start (0 until known).
    let team = AtomicUsize::new(0);
    // Set by the calling thread before a barrier, read by all after it.
    let stopped = AtomicBool::new(false);
    let work = |first: usize, progress: &mut dyn FnMut(usize, usize)| {
        let _member = barrier.member();
        let threads = loop {
            match team.load(Acquire) {
                0 => std::thread::yield_now(),
                t => break t,
            }
        };
        let mine: Vec<usize> = (first..shares).step_by(threads).collect();
        let mut n = 1;
        let mut steps = Vec::new();
        let max_run = MAX_RUN[usize::from(shares > 1)];
        // The parts of runs gone through so far (the same count in every thread).
        let mut parts = 0;
        while n < plan.order {
            next_steps(plan, n, rows.block, max_run, &mut steps);
            if can_lead(steps[0].shape, rows.block) {
                // The first order's reads outside the blocks, from the rows before the run
                // (all read, none written until every thread has them), then the blocks.
                let firsts = rows.first_values(&steps[0], &mine);
                barrier.wait();
                parts = rows.run(&steps, &mine, &firsts, parts, &barrier);
            } else {
                rows.lone(&steps[0], &mine);
            }
            if first == 0 && combgames_base::interrupt::check().is_err() {
                stopped.store(true, Release);
            }
            // The locks order these writes before the next reads; the barrier keeps the
            // orders apart.
            barrier.wait();
            if stopped.load(Acquire) {
                break;
            }
            for step in &steps {
                progress(step.order, plan.order);
            }
            n += steps.len();
        }
    };
    // The team: this thread reports progress; with the feature `parallel` off, it is alone.
    let wanted = if cfg!(feature = "parallel") {
        threads.clamp(1, shares)
    } else {
        1
    };
    combgames_base::team(
        wanted,
        |started| {
            barrier.threads.store(started, Relaxed);
            team.store(started, Release);
            work(0, progress);
        },
        |first, _| work(first, &mut |_, _| {}),
    );
    if stopped.into_inner() {
        return Err(combgames_base::Interrupted);
    }
    Ok(rows.answer())
}

/// A residue count: its three rows, in locked chunks, and what filling them needs.
struct Count<'a, M> {
    plan: &'a Plan,
    rows: [Vec<RwLock<Vec<u64>>>; 3],
    /// States per chunk (a power of two).
    chunk: usize,
    /// States per block of a run (a power of two, at most `chunk`).
    block: usize,
    add: M,
    /// `1 mod m`: the count at a cut.
    cut_value: u64,
    /// For each chunk, what its last block in a run's chain hands on to the next chunk.
    handoff: Vec<Handoff>,
}

/// The values of a run's chained orders that the last block of a chunk in the chain hands
/// on to the first block of the next chunk, written part by part of the run.
#[derive(Default)]
struct Handoff {
    values: RwLock<Vec<u64>>,
    /// The parts of runs (counted over the whole count) whose values are written.
    parts: AtomicUsize,
}

/// Orders per part of a run when a row has several chunks: the chunks of a chain go through
/// a part one after the other, so the first chunk starts a part ahead of the second (its
/// wait at each run's start, and the other's at the end). A part is one pass over the
/// chunk's rows.
const PART: usize = 192;

/// Orders per run at most, for rows of one chunk and of several: the steps of a run take 32
/// bytes each (at `k = 10^4`, 1024 of them fault 40 fewer pages than 4096), and a longer run
/// saves little (one pass over the rows per run). With several chunks each thread waits
/// about one part ([`PART`]) per run, which longer runs amortise.
const MAX_RUN: [usize; 2] = [1024, 4096];

impl<M: Adder<u64>> Count<'_, M> {
    /// Runs `body` on the two rows before order `n` (read-locked, as a [`Source`]).
    fn with_source<R>(&self, n: usize, body: impl FnOnce(&Source<'_, u64>) -> R) -> R {
        let (old, older) = (
            read_all(&self.rows[(n + 2) % 3]),
            read_all(&self.rows[(n + 1) % 3]),
        );
        body(&Source {
            old: &slices(&old),
            older: &slices(&older),
            log: self.chunk.trailing_zeros(),
        })
    }

    /// A lone order over whole rows: reads everywhere, writes the chunks `mine`.
    fn lone(&self, step: &Step, mine: &[usize]) {
        let (channel, chunk, a) = (self.plan.channel, self.chunk, step.a);
        self.with_source(step.order, |source| {
            for &share in mine {
                let mut new = write(&self.rows[step.order % 3][share]);
                let start = share * chunk;
                let phi = |i| channel.phi(a, i, self.plan.mask);
                relabel_into(step.shape, &mut new, start, source, phi, self.add);
                let cut = a >> channel.shift;
                if channel.contains(a) && (start..start + chunk).contains(&cut) {
                    new[cut - start] = self.cut_value;
                }
            }
        });
    }

    /// The reads of a run's first order outside the blocks of the chunks `mine`.
    fn first_values(&self, first: &Step, mine: &[usize]) -> Vec<Vec<u64>> {
        let (channel, mask) = (self.plan.channel, self.plan.mask);
        self.with_source(first.order, |source| {
            mine.iter()
                .map(|&share| {
                    let start = share * self.chunk;
                    let phi = |a, state| channel.phi(a, state, mask);
                    let (block, cut) = (self.block, self.cut_value);
                    first_values(first, start, self.chunk, block, source, phi, cut, self.add)
                })
                .collect()
        })
    }

    /// Every block of the chunks `mine` through all the orders of a run, in the order of the
    /// chain of its later orders that read outside the blocks ([`chain_pivot`], the same for
    /// all), `firsts` being the first order's outside values for each chunk of `mine`. The
    /// chain runs through the chunks too: with several, each chunk goes through the run part
    /// by part ([`PART`]), waiting for the chunk before it in the chain to hand on its values
    /// for the part. `parts` counts the parts of the runs before; returns the count after.
    fn run(
        &self,
        steps: &[Step],
        mine: &[usize],
        firsts: &[Vec<u64>],
        parts: usize,
        barrier: &SpinBarrier,
    ) -> usize {
        let (channel, block, mask) = (self.plan.channel, self.block, self.plan.mask);
        let (shares, blocks) = (self.handoff.len(), self.chunk / block);
        let chained: Vec<usize> = chained_indices(steps, block).collect();
        let pivot = chained.first().map_or(0, |&index| {
            chain_pivot(steps[index].shape, block, blocks * shares)
        });
        // The chunk at place `p` of the chain is `p xor (pivot / blocks)`; a thread takes its
        // chunks in the order of the chain.
        let mut order: Vec<(usize, &Vec<u64>)> = mine.iter().copied().zip(firsts).collect();
        order.sort_by_key(|&(share, _)| share ^ (pivot / blocks));
        let part = if shares == 1 || chained.is_empty() {
            steps.len()
        } else {
            PART
        };
        let mut hand_on = vec![0; chained.len()];
        let (mut carried, mut handed) = (Vec::new(), Vec::new());
        for (count, from) in (0..steps.len()).step_by(part).enumerate() {
            let to = (from + part).min(steps.len());
            let links =
                chained.partition_point(|&i| i < from)..chained.partition_point(|&i| i < to);
            for &(share, first) in &order {
                let place = share ^ (pivot / blocks);
                // What the first block of the chunk reads outside: from the chunk before it,
                // or the cut (for the first chunk of the chain). A part without chained
                // orders waits for nothing.
                carried.clear();
                carried.resize(links.len(), self.cut_value);
                if place > 0 && !links.is_empty() {
                    let before = &self.handoff[(place - 1) ^ (pivot / blocks)];
                    barrier.spin_until(|| before.parts.load(Acquire) > parts + count);
                    carried.copy_from_slice(&read(&before.values)[links.clone()]);
                }
                handed.resize(links.len(), 0);
                let mut rows = [0, 1, 2].map(|row| write(&self.rows[row][share]));
                let [r0, r1, r2] = &mut rows;
                for position in place * blocks..(place + 1) * blocks {
                    let index = (position ^ pivot) - share * blocks;
                    let start = share * self.chunk + index * block;
                    let cut = |step: &Step| {
                        let state = step.a >> channel.shift;
                        (channel.contains(step.a) && (start..start + block).contains(&state))
                            .then(|| (state - start, self.cut_value))
                    };
                    // The states of this block that the next one in the chain reads (any
                    // state where the next one reads the cut: its value is not used).
                    let next = position + 1 < blocks * shares;
                    if next {
                        let base = ((position + 1) ^ pivot) * block;
                        for (state, &i) in hand_on.iter_mut().zip(&chained[links.clone()]) {
                            let far = far_state(steps[i].shape, base, block);
                            *state = channel.phi(steps[i].a, far, mask).map_or(0, |from| {
                                debug_assert!((start..start + block).contains(&from));
                                from - start
                            });
                        }
                    }
                    let far = Far {
                        leads: from == 0,
                        first: first.get(index).copied(),
                        chained: &carried,
                        hand_on: next.then_some(&hand_on[..links.len()]),
                    };
                    let range = index * block..(index + 1) * block;
                    let mut slices = [
                        &mut r0[range.clone()],
                        &mut r1[range.clone()],
                        &mut r2[range],
                    ];
                    run_block(
                        &mut slices,
                        &steps[from..to],
                        far,
                        &mut handed,
                        cut,
                        self.add,
                    );
                    std::mem::swap(&mut carried, &mut handed);
                }
                if shares > 1 {
                    // The last block's values, for the next chunk of the chain.
                    let handoff = &self.handoff[share];
                    let mut values = write(&handoff.values);
                    values.resize(chained.len(), 0);
                    values[links.clone()].copy_from_slice(&carried);
                    drop(values);
                    handoff.parts.store(parts + count + 1, Release);
                }
            }
        }
        parts + steps.len().div_ceil(part)
    }

    /// `f(k) = S_{k-1}[G_k] + S_{k-2}[G_k]`.
    fn answer(&self) -> u64 {
        let (j, order, chunk) = (
            self.plan.value >> self.plan.channel.shift,
            self.plan.order,
            self.chunk,
        );
        let value = |row: usize| {
            self.rows[row][j / chunk]
                .read()
                .unwrap_or_else(PoisonError::into_inner)[j % chunk]
        };
        self.add.add(value((order + 2) % 3), value((order + 1) % 3))
    }
}

/// The next orders from `n` on, into `steps`: one order that cannot start a run (on blocks of
/// `block` states), or a run of at most `max_run` orders.
fn next_steps(plan: &Plan, n: usize, block: usize, max_run: usize, steps: &mut Vec<Step>) {
    let channel = plan.channel;
    let step = |n: usize| {
        let a = 1 + grundy(n);
        Step {
            order: n,
            shape: Relabel::of(a, channel.residue, channel.shift, plan.size),
            a,
        }
    };
    steps.clear();
    steps.push(step(n));
    if can_lead(steps[0].shape, block) {
        // After the first order, local orders and orders that read outside the blocks with
        // one pivot (chained).
        let blocks = plan.size.div_ceil(block);
        let mut pivot = None;
        while n + steps.len() < plan.order && steps.len() < max_run {
            let next = step(n + steps.len());
            if reads_far(next.shape, block) {
                let this = chain_pivot(next.shape, block, blocks);
                if pivot.is_some_and(|p| p != this) {
                    break;
                }
                pivot = Some(this);
            } else if !is_local(next.shape, block) {
                break;
            }
            steps.push(next);
        }
    }
}

/// The slices behind a row's read guards.
fn slices<'a>(guards: &'a [RwLockReadGuard<'_, Vec<u64>>]) -> Vec<&'a [u64]> {
    guards.iter().map(|guard| guard.as_slice()).collect()
}

/// A read lock.
fn read(lock: &RwLock<Vec<u64>>) -> RwLockReadGuard<'_, Vec<u64>> {
    lock.read().unwrap_or_else(PoisonError::into_inner)
}

/// A write lock on one chunk.
fn write(lock: &RwLock<Vec<u64>>) -> RwLockWriteGuard<'_, Vec<u64>> {
    lock.write().unwrap_or_else(PoisonError::into_inner)
}

/// Read locks on every chunk of a row.
fn read_all(row: &[RwLock<Vec<u64>>]) -> Vec<RwLockReadGuard<'_, Vec<u64>>> {
    row.iter()
        .map(|lock| lock.read().unwrap_or_else(PoisonError::into_inner))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::count_in_shares;
    use crate::FibonacciTreeGame;
    use crate::naive::count_by_targets;
    use crate::residues::{AnyModulus, SmallModulus};
    use proptest::prelude::*;

    /// Small blocks and several chunks, so that runs cross many blocks (and their first
    /// orders read across blocks and chunks) at orders the dense twin reaches.
    #[test]
    fn runs_on_small_blocks_equal_the_dense_recursion() {
        for k in (1..100).chain([150, 300, 577, 1501]) {
            let game = FibonacciTreeGame::new(k).unwrap();
            let plan = game.plan();
            for m in [1_000_000_007u64, u64::MAX - 58] {
                let want = count_by_targets(k, m).unwrap();
                for (shares, threads) in [(1, 1), (4, 2), (4, 1)] {
                    for block in [16, 64] {
                        let shares = shares.min(plan.size);
                        let run = |shares, threads| {
                            let progress = &mut |_, _| {};
                            if m <= 1 << 63 {
                                let add = SmallModulus(m);
                                count_in_shares(&plan, add, m, shares, threads, block, progress)
                            } else {
                                let add = AnyModulus(combgames_base::Modulus::new(m).unwrap());
                                count_in_shares(&plan, add, m, shares, threads, block, progress)
                            }
                        };
                        let got = run(shares, threads).unwrap();
                        assert_eq!(
                            got, want,
                            "f({k}) mod {m}, {shares} shares on {threads} threads, blocks of {block}"
                        );
                    }
                }
            }
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(128))]

        /// Random orders, blocks, chunks and threads: runs whose chained orders pivot on any
        /// block, chains that cross chunks, and moduli of both adders.
        #[test]
        fn random_runs_equal_the_dense_recursion(
            k in 1usize..1200,
            log_block in 4u32..8,
            log_shares in 0u32..4,
            threads in 1usize..5,
            m in prop_oneof![2u64..1 << 20, Just(1u64 << 63), (1u64 << 63) + 1..],
        ) {
            let game = FibonacciTreeGame::new(k).unwrap();
            let plan = game.plan();
            let shares = (1usize << log_shares).min(plan.size);
            let progress = &mut |_, _| {};
            let got = if m <= 1 << 63 {
                count_in_shares(&plan, SmallModulus(m), m, shares, threads, 1 << log_block, progress)
            } else {
                count_in_shares(&plan, AnyModulus(combgames_base::Modulus::new(m).unwrap()), m, shares, threads, 1 << log_block, progress)
            };
            prop_assert_eq!(got.unwrap(), count_by_targets(k, m).unwrap());
        }
    }
}
