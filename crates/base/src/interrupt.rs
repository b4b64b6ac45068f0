//! Stopping long work on request: a flag the work looks at, set from outside.
//!
//! A long computation (a Fibonacci Tree Game count, a Domineering board, a Left vs Right count)
//! calls [`check`] at points a few milliseconds apart at most. With nothing installed on the
//! thread, `check` costs a thread-local read and never fails: Rust callers pay nothing and see
//! no difference. A caller that wants to stop the work installs an [`Interrupt`] around it with
//! [`Interrupt::run`]; from then on `check` fails with [`Interrupted`] once
//! [`Interrupt::request`] has been called (from any thread), and the crate's error wraps it in
//! a variant named `Interrupted`. [`Interrupt::run_polling`] also calls a `poll` function at
//! most every [`POLL_INTERVAL`] from inside the work, which may ask for the stop itself: the
//! Python bindings poll the interpreter's signal handlers there, so Ctrl-C stops a long count.
//!
//! Threads started by [`in_parts`](crate::in_parts) see the interrupt of the thread that
//! started them (never its `poll`, which runs only on its own thread).
//!
//! ```
//! use combgames_base::interrupt::{self, Interrupt, Interrupted};
//! // Nothing installed: never interrupted.
//! assert_eq!(interrupt::check(), Ok(()));
//! let stop = Interrupt::new();
//! let work = || (0..).try_for_each(|_| interrupt::check());
//! stop.request();
//! assert_eq!(stop.run(work), Err(Interrupted));
//! ```

use std::cell::RefCell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Work stopped because its [`Interrupt`] was requested: no answer, and no partial one.
///
/// ```
/// assert_eq!(combgames_base::Interrupted.to_string(), "stopped on request");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("stopped on request")]
pub struct Interrupted;

/// The least time between two calls of the `poll` of [`Interrupt::run_polling`]: 50 ms.
///
/// ```
/// assert_eq!(combgames_base::interrupt::POLL_INTERVAL.as_millis(), 50);
/// ```
pub const POLL_INTERVAL: Duration = Duration::from_millis(50);

/// A request to stop, shared by the work and whoever may ask for the stop (clones share it).
///
/// ```
/// use combgames_base::interrupt::{self, Interrupt, Interrupted};
/// let stop = Interrupt::new();
/// let asker = stop.clone();
/// let answer = std::thread::scope(|scope| {
///     let worker = scope.spawn(|| {
///         stop.run(|| -> Result<(), Interrupted> {
///             loop {
///                 interrupt::check()?;
///             }
///         })
///     });
///     asker.request();
///     worker.join().unwrap()
/// });
/// assert_eq!(answer, Err(Interrupted));
/// ```
#[derive(Debug, Clone, Default)]
pub struct Interrupt {
    stop: Arc<AtomicBool>,
}

struct Watch {
    interrupt: Interrupt,
    /// Called from [`check`] at most every [`POLL_INTERVAL`]; `None` while it runs (so that
    /// a `check` inside it does not call it again) and on threads that only see the flag.
    poll: Option<Box<dyn FnMut() -> bool>>,
    last: Instant,
}

thread_local! {
    static WATCH: RefCell<Option<Watch>> = const { RefCell::new(None) };
}

impl Interrupt {
    /// An interrupt not requested.
    ///
    /// ```
    /// assert!(!combgames_base::Interrupt::new().is_requested());
    /// ```
    pub fn new() -> Self {
        Self::default()
    }

    /// Asks the work to stop: its next [`check`] fails. Cost: one atomic store.
    ///
    /// ```
    /// let stop = combgames_base::Interrupt::new();
    /// stop.request();
    /// assert!(stop.is_requested());
    /// ```
    pub fn request(&self) {
        self.stop.store(true, Ordering::Release);
    }

    /// Whether [`request`](Self::request) was called.
    ///
    /// ```
    /// assert!(!combgames_base::Interrupt::new().is_requested());
    /// ```
    pub fn is_requested(&self) -> bool {
        self.stop.load(Ordering::Acquire)
    }

    /// The interrupt installed on this thread, if any (for threads that work for it).
    ///
    /// ```
    /// use combgames_base::Interrupt;
    /// assert!(Interrupt::current().is_none());
    /// let stop = Interrupt::new();
    /// assert!(stop.run(|| Interrupt::current().is_some()));
    /// ```
    pub fn current() -> Option<Interrupt> {
        WATCH.with(|cell| {
            cell.try_borrow()
                .ok()
                .and_then(|watch| watch.as_ref().map(|w| w.interrupt.clone()))
        })
    }

    /// Runs `work` on this thread with this interrupt installed (the one installed before is
    /// put back afterwards, even if `work` panics).
    ///
    /// ```
    /// use combgames_base::interrupt::{self, Interrupt};
    /// assert_eq!(Interrupt::new().run(interrupt::check), Ok(()));
    /// ```
    pub fn run<R>(&self, work: impl FnOnce() -> R) -> R {
        self.install(None, work)
    }

    /// [`run`](Self::run), calling `poll` from inside the work's [`check`]s at most every
    /// [`POLL_INTERVAL`] (and only on this thread); when it returns `true` the interrupt is
    /// requested. `poll` may itself run work that checks: it is not called again meanwhile.
    ///
    /// ```
    /// use combgames_base::interrupt::{self, Interrupt, Interrupted};
    /// let work = || (0..).try_for_each(|_| interrupt::check());
    /// assert_eq!(Interrupt::new().run_polling(|| true, work), Err(Interrupted));
    /// ```
    pub fn run_polling<R>(
        &self,
        poll: impl FnMut() -> bool + 'static,
        work: impl FnOnce() -> R,
    ) -> R {
        self.install(Some(Box::new(poll)), work)
    }

    fn install<R>(&self, poll: Option<Box<dyn FnMut() -> bool>>, work: impl FnOnce() -> R) -> R {
        /// Puts back the watch found on entry, on every way out.
        struct Restore(Option<Watch>);
        impl Drop for Restore {
            fn drop(&mut self) {
                let before = self.0.take();
                WATCH.with(|cell| {
                    if let Ok(mut watch) = cell.try_borrow_mut() {
                        *watch = before;
                    }
                });
            }
        }
        let watch = Watch {
            interrupt: self.clone(),
            poll,
            // The first poll comes one interval in: short work never pays for it.
            last: Instant::now(),
        };
        let before = WATCH.with(|cell| {
            cell.try_borrow_mut()
                .ok()
                .and_then(|mut w| w.replace(watch))
        });
        let _restore = Restore(before);
        work()
    }
}

/// `Err(Interrupted)` if the interrupt installed on this thread was requested (calling its
/// `poll` first if one is due); `Ok` otherwise, and always when none is installed.
///
/// Cost: a thread-local read and an atomic load; with a `poll`, also a clock read. Work calls it
/// every few milliseconds at most, not in its innermost loops.
///
/// ```
/// use combgames_base::interrupt::{self, Interrupt, Interrupted};
/// let stop = Interrupt::new();
/// assert_eq!(stop.run(interrupt::check), Ok(()));
/// stop.request();
/// assert_eq!(stop.run(interrupt::check), Err(Interrupted));
/// ```
pub fn check() -> Result<(), Interrupted> {
    let due = WATCH.with(|cell| {
        let Ok(mut watch) = cell.try_borrow_mut() else {
            return Ok(None);
        };
        let Some(w) = watch.as_mut() else {
            return Ok(None);
        };
        if w.interrupt.is_requested() {
            return Err(Interrupted);
        }
        if w.poll.is_none() || w.last.elapsed() < POLL_INTERVAL {
            return Ok(None);
        }
        w.last = Instant::now();
        Ok(w.poll.take().map(|poll| (poll, w.interrupt.clone())))
    })?;
    let Some((mut poll, interrupt)) = due else {
        return Ok(());
    };
    // The cell is not borrowed while `poll` runs: it may run work of its own.
    let stop = poll();
    WATCH.with(|cell| {
        if let Ok(mut watch) = cell.try_borrow_mut() {
            if let Some(w) = watch
                .as_mut()
                .filter(|w| Arc::ptr_eq(&w.interrupt.stop, &interrupt.stop))
            {
                w.poll = Some(poll);
            }
        }
    });
    if stop {
        interrupt.request();
        return Err(Interrupted);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use std::rc::Rc;

    #[test]
    fn nothing_installed_never_stops() {
        assert_eq!(check(), Ok(()));
        assert!(Interrupt::current().is_none());
    }

    #[test]
    fn the_interrupt_before_is_put_back() {
        let outer = Interrupt::new();
        let inner = Interrupt::new();
        inner.request();
        outer.run(|| {
            assert_eq!(inner.run(check), Err(Interrupted));
            assert_eq!(check(), Ok(()));
        });
        assert!(Interrupt::current().is_none());
        let caught = std::panic::catch_unwind(|| inner.run(|| panic!("planted")));
        assert!(caught.is_err());
        assert!(Interrupt::current().is_none());
    }

    #[test]
    fn poll_runs_at_most_every_interval_and_can_stop() {
        let calls = Rc::new(Cell::new(0u32));
        let seen = calls.clone();
        let started = Instant::now();
        let answer = Interrupt::new().run_polling(
            move || {
                seen.set(seen.get() + 1);
                seen.get() == 3
            },
            || -> Result<(), Interrupted> {
                loop {
                    check()?;
                }
            },
        );
        assert_eq!(answer, Err::<(), _>(Interrupted));
        assert_eq!(calls.get(), 3);
        assert!(started.elapsed() >= 3 * POLL_INTERVAL);
    }

    #[test]
    fn a_check_inside_poll_does_not_poll_again() {
        let calls = Rc::new(Cell::new(0u32));
        let seen = calls.clone();
        let answer = Interrupt::new().run_polling(
            move || {
                seen.set(seen.get() + 1);
                std::thread::sleep(POLL_INTERVAL);
                check().is_ok()
            },
            || {
                std::thread::sleep(POLL_INTERVAL);
                check()
            },
        );
        assert_eq!(answer, Err(Interrupted));
        assert_eq!(calls.get(), 1);
    }

    #[test]
    fn threads_of_in_parts_see_the_interrupt() {
        let stop = Interrupt::new();
        stop.request();
        let seen = stop.run(|| {
            crate::in_parts(0..8, 2, |_| {
                Ok::<_, ()>(Interrupt::current().is_some() && check().is_err())
            })
        });
        assert_eq!(seen, Ok(vec![true; 8]));
    }
}
