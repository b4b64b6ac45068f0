//! Independent parts of a computation on scoped threads.
//!
//! [`in_parts`] is the one way the workspace's crates use threads for a computation split
//! into parts: at most `min(threads, parts, cores)` threads work, the calling thread among
//! them, each taking the next part not yet taken, so no core runs two of them and a slow part
//! does not hold up the others. A part whose thread the system refuses to start is done by the
//! threads that did start. The results come back in the parts' order.
//!
//! [`team`] is the other way, for work whose threads meet as it goes (at barriers, each thread
//! keeping its own share of a table): a team of threads, as many as could be started, each
//! told its place and the team's size.
//!
//! A worker's panic is a bug in the caller's code: it is re-raised in the calling thread with
//! its own payload (after every worker has stopped), never turned into an error or a partial
//! answer. The threads of both see the interrupt of the thread that started them.

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

/// A team of threads: `lead(size)` on this thread and `member(i, size)` for `i` in `1..size`
/// on threads of their own, where `size` is the number that could be started (at most
/// `threads` and [`cores`], this thread included; `threads <= 1` runs `lead(1)` alone). Every
/// member starts knowing the size, so that work split by `i` among `size` threads covers all
/// of it even when the system starts fewer threads than asked. Returns `lead`'s answer once
/// every member has returned.
///
/// # Panics
/// Re-raises, with its own payload, the panic of `lead` or of any member (a member that
/// waits at a barrier for one that panicked must be released by the barrier: this function
/// cannot know of it).
///
/// ```
/// use std::sync::atomic::{AtomicUsize, Ordering};
/// use combgames_base::team;
/// let seen = AtomicUsize::new(0);
/// let size = team(2, |size| size, |i, size| {
///     assert!(i < size);
///     seen.fetch_add(1, Ordering::Relaxed);
/// });
/// assert_eq!(seen.load(Ordering::Relaxed), size - 1);
/// ```
pub fn team<R>(
    threads: usize,
    lead: impl FnOnce(usize) -> R,
    member: impl Fn(usize, usize) + Sync,
) -> R {
    let wanted = threads.min(cores());
    if wanted <= 1 {
        return lead(1);
    }
    let size = AtomicUsize::new(0);
    let interrupt = crate::Interrupt::current();
    std::thread::scope(|scope| {
        let mut handles = Vec::with_capacity(wanted - 1);
        for i in 1..wanted {
            let (size, member, interrupt) = (&size, &member, &interrupt);
            let body = move || {
                // The size is known once every thread the system would start has started.
                let n = loop {
                    match size.load(Ordering::Acquire) {
                        0 => std::thread::yield_now(),
                        n => break n,
                    }
                };
                match interrupt {
                    Some(interrupt) => interrupt.run(|| member(i, n)),
                    None => member(i, n),
                }
            };
            match std::thread::Builder::new().spawn_scoped(scope, body) {
                Ok(handle) => handles.push(handle),
                Err(_) => break,
            }
        }
        // Threads 1..=handles.len() started, each below the size.
        size.store(handles.len() + 1, Ordering::Release);
        let here =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| lead(handles.len() + 1)));
        let mut panic = None;
        for handle in handles {
            if let Err(payload) = handle.join() {
                panic.get_or_insert(payload);
            }
        }
        match (here, panic) {
            (Err(payload), _) | (Ok(_), Some(payload)) => std::panic::resume_unwind(payload),
            (Ok(answer), None) => answer,
        }
    })
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
    fn a_team_covers_the_work_whatever_its_size() {
        for threads in 0..5 {
            let done = AtomicUsize::new(0);
            let work = |i: usize, size: usize| {
                let mine = (i..100).step_by(size).count();
                done.fetch_add(mine, Ordering::Relaxed);
            };
            let size = team(
                threads,
                |size| {
                    work(0, size);
                    size
                },
                work,
            );
            assert!(size >= 1 && size <= threads.max(1) && size <= cores());
            assert_eq!(done.load(Ordering::Relaxed), 100);
        }
    }

    #[test]
    #[should_panic(expected = "planted in a member")]
    fn a_member_s_panic_is_re_raised() {
        team(2, |_| (), |_, _| panic!("planted in a member"));
        // One core: no member ran; the panic is then planted here.
        panic!("planted in a member");
    }

    #[test]
    #[should_panic(expected = "planted alone")]
    fn a_panic_on_one_thread_is_re_raised_too() {
        let _ = in_parts([1u8], 1, |_| -> Result<(), ()> { panic!("planted alone") });
    }
}
