//! A residue count on several threads (feature `parallel`).
//!
//! Every row is cut into `shares` aligned chunks of `size / shares` states (a power of two),
//! each behind its own lock. In every order, the thread of a chunk takes the write lock of its
//! chunk of the new row and read locks on the two previous rows, fills its chunk with the
//! block loops of [`relabel_into`], drops the locks and meets the others at a barrier. The
//! locks are never contended (the barrier separates the orders); they are how safe code hands
//! plain slices, which the compiler vectorises, to the threads.

use std::sync::atomic::{
    AtomicUsize,
    Ordering::{Acquire, Relaxed, Release},
};
use std::sync::{PoisonError, RwLock, RwLockReadGuard};

use crate::barrier::SpinBarrier;
use crate::kernels::{Adder, Source, relabel_into};
use crate::relabel::Relabel;
use crate::residues::{Plan, grundy};

/// `f(k) mod modulus` with rows cut into `shares` chunks (a power of two, at least 2, at
/// most the row's states), filled by up to `shares` threads; the calling thread takes the
/// first and reports progress. If the system starts fewer threads, each takes several shares.
pub(crate) fn count_in_threads<M: Adder<u64> + Send + Sync>(
    plan: &Plan,
    add: M,
    modulus: u64,
    shares: usize,
    progress: &mut dyn FnMut(usize, usize),
) -> u64 {
    let (channel, size) = (plan.channel, plan.size);
    let chunk = size / shares;
    let log = chunk.trailing_zeros();
    // Row of order n is rows[n % 3]; order -1 (all zero) is rows[2].
    let rows: [Vec<RwLock<Vec<u64>>>; 3] =
        std::array::from_fn(|_| (0..shares).map(|_| RwLock::new(vec![0; chunk])).collect());
    let barrier = SpinBarrier::new();
    // The number of threads that did start (0 until known).
    let team = AtomicUsize::new(0);
    let work = |first: usize, progress: &mut dyn FnMut(usize, usize)| {
        let threads = loop {
            match team.load(Acquire) {
                0 => std::thread::yield_now(),
                t => break t,
            }
        };
        for n in 1..plan.order {
            let a = 1 + grundy(n);
            let shape = Relabel::of(a, channel.residue, channel.shift, size);
            {
                // The guards live to the end of this block, before the barrier.
                let (old_guards, older_guards) =
                    (read_all(&rows[(n + 2) % 3]), read_all(&rows[(n + 1) % 3]));
                let old: Vec<&[u64]> = old_guards.iter().map(|guard| guard.as_slice()).collect();
                let older: Vec<&[u64]> =
                    older_guards.iter().map(|guard| guard.as_slice()).collect();
                let source = Source {
                    old: &old,
                    older: &older,
                    log,
                };
                for share in (first..shares).step_by(threads) {
                    let mut new = rows[n % 3][share]
                        .write()
                        .unwrap_or_else(PoisonError::into_inner);
                    let start = share * chunk;
                    relabel_into(
                        shape,
                        &mut new,
                        start,
                        &source,
                        |i| channel.phi(a, i, plan.mask),
                        add,
                    );
                    let cut = a >> channel.shift;
                    if channel.contains(a) && (start..start + chunk).contains(&cut) {
                        new[cut - start] = 1 % modulus;
                    }
                }
            }
            // The locks order this row's writes before the next order's reads; the barrier
            // keeps the orders apart.
            barrier.wait();
            progress(n, plan.order);
        }
    };
    std::thread::scope(|scope| {
        let mut started = 1;
        for first in 1..shares {
            let work = &work;
            let thread = std::thread::Builder::new()
                .spawn_scoped(scope, move || work(first, &mut |_, _| {}));
            if thread.is_err() {
                break;
            }
            started += 1;
        }
        barrier.threads.store(started, Relaxed);
        team.store(started, Release);
        work(0, progress);
    });
    let (j, order) = (plan.value >> channel.shift, plan.order);
    let value = |row: usize| {
        rows[row][j / chunk]
            .read()
            .unwrap_or_else(PoisonError::into_inner)[j % chunk]
    };
    add.add(value((order + 2) % 3), value((order + 1) % 3))
}

/// Read locks on every chunk of a row.
fn read_all(row: &[RwLock<Vec<u64>>]) -> Vec<RwLockReadGuard<'_, Vec<u64>>> {
    row.iter()
        .map(|lock| lock.read().unwrap_or_else(PoisonError::into_inner))
        .collect()
}
