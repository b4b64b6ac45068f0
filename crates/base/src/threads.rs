//! Independent parts of a computation on scoped threads.
//!
//! [`in_parts`] is the one way the workspace's crates use threads for a computation split
//! into parts: at most `min(threads, parts, cores)` threads work, the calling thread among
//! them, each taking the next part not yet taken, so no core runs two of them and a slow part
//! does not hold up the others. A part whose thread the system refuses to start is done by the
//! threads that did start. The results come back in the parts' order.
//!
//! A worker's panic is a bug in the caller's code: it is re-raised in the calling thread with
//! its own payload (after every worker has stopped), never turned into an error or a partial
//! answer.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The cores this process may use (`std::thread::available_parallelism`; 1 when unknown),
/// asked once per process: the answer reads the scheduler's affinity and the cgroup's quota,
/// tens of microseconds each time, which a count that splits every epoch among the threads
/// would pay again and again.
///
/// ```
/// assert!(combgames_base::cores() >= 1);
/// ```
pub fn cores() -> usize {
    static CORES: OnceLock<usize> = OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
}

/// `work` on every part, on at most `threads` threads and never more than [`cores`] (the calling
/// thread included; `threads <= 1` runs everything here): the results in the parts' order, or
/// the error of the first part (in the parts' order) that failed. After a failure no new part
/// is started.
///
/// # Panics
/// Re-raises, with its own payload, the panic of any part (whichever thread ran it).
///
/// ```
/// use combgames_base::in_parts;
/// let squares = in_parts(1..=4u64, 3, |x| Ok::<_, String>(x * x));
/// assert_eq!(squares, Ok(vec![1, 4, 9, 16]));
/// let failed = in_parts(1..=4u64, 2, |x| if x % 2 == 0 { Err(x) } else { Ok(x) });
/// assert_eq!(failed, Err(2));
/// ```
pub fn in_parts<P, R, E>(
    parts: impl IntoIterator<Item = P>,
    threads: usize,
    work: impl Fn(P) -> Result<R, E> + Sync,
) -> Result<Vec<R>, E>
where
    P: Send,
    R: Send,
    E: Send,
{
    let parts: Vec<P> = parts.into_iter().collect();
    let threads = threads.min(parts.len());
    // The cores are asked only when there is a choice to make.
    if threads <= 1 || cores() <= 1 {
        return parts.into_iter().map(work).collect();
    }
    let threads = threads.min(cores());
    let parts: Vec<Mutex<Option<P>>> = parts.into_iter().map(|p| Mutex::new(Some(p))).collect();
    let results: Vec<Mutex<Option<Result<R, E>>>> =
        parts.iter().map(|_| Mutex::new(None)).collect();
    let (next, failed) = (AtomicUsize::new(0), AtomicBool::new(false));
    let worker = || {
        while !failed.load(Ordering::Relaxed) {
            let i = next.fetch_add(1, Ordering::Relaxed);
            let Some(cell) = parts.get(i) else { break };
            // Each index is taken once; a poisoned lock means another part panicked, and
            // that panic is re-raised below.
            let Some(part) = cell.lock().ok().and_then(|mut p| p.take()) else {
                break;
            };
            let result = work(part);
            if result.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
            if let Ok(mut slot) = results[i].lock() {
                *slot = Some(result);
            }
        }
    };
    // The workers see the interrupt of this thread (crate::interrupt), if one is installed.
    let interrupt = crate::Interrupt::current();
    std::thread::scope(|scope| {
        let worker = &worker;
        let interrupt = &interrupt;
        let handles: Vec<_> = (1..threads)
            .map_while(|_| {
                let work = move || match interrupt {
                    Some(interrupt) => interrupt.run(worker),
                    None => worker(),
                };
                std::thread::Builder::new().spawn_scoped(scope, work).ok()
            })
            .collect();
        // This thread works too; a panic here is caught so that the workers are joined
        // before it is passed on.
        let here = std::panic::catch_unwind(std::panic::AssertUnwindSafe(worker));
        let mut panic = here.err();
        for handle in handles {
            if let Err(payload) = handle.join() {
                panic.get_or_insert(payload);
            }
        }
        if let Some(payload) = panic {
            std::panic::resume_unwind(payload);
        }
    });
    let mut answers = Vec::with_capacity(results.len());
    for slot in results {
        match slot.into_inner().ok().flatten() {
            Some(Ok(answer)) => answers.push(answer),
            Some(Err(error)) => return Err(error),
            // A part not started because an earlier-taken part failed: that failure is
            // among the results, but may come later in the parts' order.
            None => {}
        }
    }
    // Reached only when every part ran without error.
    Ok(answers)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn results_come_back_in_the_order_of_the_parts() {
        for threads in 0..4 {
            let got = in_parts(0..100u32, threads, |x| Ok::<_, ()>(x * 3));
            assert_eq!(got, Ok((0..100).map(|x| x * 3).collect()));
        }
        assert_eq!(in_parts(Vec::<u8>::new(), 2, Ok::<_, ()>), Ok(vec![]));
    }

    #[test]
    fn every_part_runs_once() {
        let runs = AtomicUsize::new(0);
        let got = in_parts(0..1000u64, 3, |x| {
            runs.fetch_add(1, Ordering::Relaxed);
            Ok::<_, ()>(x)
        });
        assert_eq!(got.map(|v| v.iter().sum::<u64>()), Ok(999 * 500));
        assert_eq!(runs.load(Ordering::Relaxed), 1000);
    }

    #[test]
    fn no_more_threads_work_than_cores() {
        let (busy, most) = (AtomicUsize::new(0), AtomicUsize::new(0));
        in_parts(0..64, 64, |_| {
            let now = busy.fetch_add(1, Ordering::SeqCst) + 1;
            most.fetch_max(now, Ordering::SeqCst);
            std::thread::sleep(std::time::Duration::from_millis(2));
            busy.fetch_sub(1, Ordering::SeqCst);
            Ok::<_, ()>(())
        })
        .unwrap();
        assert!(most.load(Ordering::SeqCst) <= cores());
    }

    #[test]
    fn an_error_is_the_first_failing_part_s() {
        let got = in_parts(0..50u32, 2, |x| if x >= 10 { Err(x) } else { Ok(x) });
        assert_eq!(got, Err(10));
    }

    #[test]
    #[should_panic(expected = "planted in part 7")]
    fn a_worker_panic_is_re_raised_with_its_message() {
        let _ = in_parts(0..16u32, 2, |x| {
            assert!(x != 7, "planted in part {x}");
            Ok::<_, ()>(x)
        });
    }

    #[test]
    #[should_panic(expected = "planted alone")]
    fn a_panic_on_one_thread_is_re_raised_too() {
        let _ = in_parts([1u8], 1, |_| -> Result<(), ()> { panic!("planted alone") });
    }
}
