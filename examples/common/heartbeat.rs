//! The heartbeat: a line on stderr at a steady interval (two seconds unless set) while long
//! work runs, with the work done so far and its rate once the work reports it, and the time
//! left before its limit at that rate when it has one.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The work reported so far (by [`work_done`]): a count, when it was counted (microseconds
/// since [`START`]), the most it can reach (0: no limit), and what it counts.
struct Work {
    count: AtomicU64,
    micros: AtomicU64,
    most: AtomicU64,
    unit: Mutex<&'static str>,
}

static WORK: Work = Work {
    count: AtomicU64::new(0),
    micros: AtomicU64::new(0),
    most: AtomicU64::new(0),
    unit: Mutex::new(""),
};

/// When the work started: the first heartbeat or report, whichever came first.
static START: OnceLock<Instant> = OnceLock::new();

/// A note for the heartbeat's first line (see [`work_note`]).
static NOTE: Mutex<Option<String>> = Mutex::new(None);

/// Milliseconds between two lines.
static INTERVAL_MS: AtomicU64 = AtomicU64::new(2000);

/// Sets the time between two lines of the heartbeat (at least a millisecond).
pub fn set_interval(every: Duration) {
    let ms = u64::try_from(every.as_millis()).unwrap_or(u64::MAX).max(1);
    INTERVAL_MS.store(ms, Ordering::Relaxed);
}

/// A note the heartbeat prints once, with its first line: said only if the work takes a
/// while (a bound on its cost, say, which would read like a refusal before a quick success).
pub fn work_note(note: String) {
    if let Ok(mut slot) = NOTE.lock() {
        *slot = Some(note);
    }
}

/// Reports the work done since the start: `count` of `unit` (e.g. "regions solved"), out of
/// at most `most` (a limit the work cannot pass), for the heartbeat's next line.
pub fn work_done(unit: &'static str, count: u64, most: Option<u64>) {
    if let Ok(mut u) = WORK.unit.lock() {
        *u = unit;
    }
    let elapsed = START.get_or_init(Instant::now).elapsed();
    let micros = u64::try_from(elapsed.as_micros()).unwrap_or(u64::MAX);
    WORK.micros.store(micros, Ordering::Relaxed);
    WORK.most.store(most.unwrap_or(0), Ordering::Relaxed);
    WORK.count.store(count, Ordering::Relaxed);
}

/// The heartbeat's line after `elapsed`: `NAME: WHAT, 4s so far`, then the work reported and
/// its rate (`: 1048576 regions solved, 20165 per second`), then the time to the limit.
fn line(name: &str, what: &str, elapsed: Duration) -> String {
    use std::fmt::Write as _;
    // Whole seconds, or tenths when the lines come faster than one a second.
    let mut line = if INTERVAL_MS.load(Ordering::Relaxed) < 1000 {
        format!("{name}: {what}, {elapsed:.1?} so far")
    } else {
        format!("{name}: {what}, {elapsed:.0?} so far")
    };
    let count = WORK.count.load(Ordering::Relaxed);
    if count == 0 {
        return line;
    }
    let unit = WORK.unit.lock().map_or("", |u| *u);
    let seconds = WORK.micros.load(Ordering::Relaxed) as f64 / 1e6;
    let _ = write!(line, ": {count} {unit}");
    if seconds > 0.0 {
        let rate = count as f64 / seconds;
        let _ = write!(line, ", {rate:.0} per second");
        let most = WORK.most.load(Ordering::Relaxed);
        if most > count && rate > 0.0 {
            let left = (most - count) as f64 / rate;
            let _ = write!(
                line,
                "; the limit is {most:.2e}, at most {} more at this rate",
                human(left)
            );
        }
    }
    line
}

/// A time to come, in seconds, as a person reads it: `40 s`, `12 min`, `7.8 h`, `3.1 days`.
fn human(seconds: f64) -> String {
    match seconds {
        s if s < 120.0 => format!("{s:.0} s"),
        s if s < 7200.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3600.0),
        s => format!("{:.1} days", s / 86_400.0),
    }
}

/// A progress line on stderr at every interval while a long computation runs (see
/// [`line`]). The thread stops when the guard is dropped (at once: it waits on a channel).
pub struct Heartbeat {
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Starts a [`Heartbeat`]; without a thread (none could be spawned) it stays silent.
pub fn heartbeat(name: &'static str, what: &'static str) -> Heartbeat {
    use std::sync::mpsc::{RecvTimeoutError, channel};
    let (stop, wait) = channel::<()>();
    let start = *START.get_or_init(Instant::now);
    let thread = std::thread::Builder::new()
        .name("heartbeat".into())
        .spawn(move || {
            let every = || Duration::from_millis(INTERVAL_MS.load(Ordering::Relaxed));
            while let Err(RecvTimeoutError::Timeout) = wait.recv_timeout(every()) {
                // Written, not `eprintln!`: a closed stderr must not panic the thread.
                let mut err = std::io::stderr().lock();
                if let Some(note) = NOTE.lock().ok().and_then(|mut n| n.take()) {
                    let _ = writeln!(err, "{name}: {note}");
                }
                let _ = writeln!(err, "{}", line(name, what, start.elapsed()));
            }
        })
        .ok();
    Heartbeat {
        stop: Some(stop),
        thread,
    }
}

impl Drop for Heartbeat {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}
