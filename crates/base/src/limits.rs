//! Limits: the one value every search and every costly function of the workspace takes.
//!
//! A [`Limits`] names, each optional, a limit of steps (or nodes: the unit of work the function
//! documents), of bytes (memory at its peak), of items (things held at once: games in an
//! arena, elements of a quotient) and of time. A limit left out (`None`) is the function's own
//! default, which its documentation states; a limit given replaces it. Threads are not a limit
//! and are never set here: the functions that use them take them apart.
//!
//! Past a limit a function refuses with the one refusal of the workspace, [`Exceeded`]: the
//! resource, what was needed and what was allowed (a time limit in milliseconds).
//!
//! ```
//! use std::time::Duration;
//! use combgames_base::{Limits, Resource};
//! let limits = Limits::new().steps(1 << 20).time(Duration::from_secs(5));
//! assert_eq!(limits.steps_or(100), 1 << 20);
//! assert_eq!(limits.bytes_or(4096), 4096); // not given: the function's default
//! let mut clock = limits.clock();
//! assert_eq!(clock.check(), Ok(()));
//! assert_eq!(Limits::new().meter(Resource::Steps, 7).allowed(), 7);
//! ```

use std::time::{Duration, Instant};

use crate::{Exceeded, Resource};

/// Limits of one computation: steps, bytes, items and time, each optional and named.
///
/// `Limits::new()` (also `Limits::default()`) leaves every limit to the function's default;
/// the builder methods set one each. What a step, a byte or an item counts is said by the
/// function that takes the limits.
///
/// ```
/// use combgames_base::Limits;
/// let limits = Limits::new().steps(1000).bytes(1 << 20);
/// assert_eq!((limits.steps, limits.bytes, limits.items), (Some(1000), Some(1 << 20), None));
/// assert_eq!(Limits::new(), Limits::default());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Limits {
    /// The most steps (or nodes), in the unit the function documents.
    pub steps: Option<u64>,
    /// The most bytes of memory at the peak (or the size of a table the function allocates).
    pub bytes: Option<u64>,
    /// The most items held at once, as the function defines them.
    pub items: Option<u64>,
    /// The most wall time, counted from the start of the computation.
    pub time: Option<Duration>,
}

impl Limits {
    /// No limit given: every one is the function's default.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().steps, None);
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Limits {
            steps: None,
            bytes: None,
            items: None,
            time: None,
        }
    }

    /// These limits with the step limit `steps`.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().steps(5).steps, Some(5));
    /// ```
    #[must_use]
    pub const fn steps(mut self, steps: u64) -> Self {
        self.steps = Some(steps);
        self
    }

    /// These limits with the memory limit `bytes`.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().bytes(64).bytes, Some(64));
    /// ```
    #[must_use]
    pub const fn bytes(mut self, bytes: u64) -> Self {
        self.bytes = Some(bytes);
        self
    }

    /// These limits with the limit `items` of things held at once.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().items(9).items, Some(9));
    /// ```
    #[must_use]
    pub const fn items(mut self, items: u64) -> Self {
        self.items = Some(items);
        self
    }

    /// These limits with the time limit `time`.
    ///
    /// ```
    /// use std::time::Duration;
    /// let limits = combgames_base::Limits::new().time(Duration::from_millis(20));
    /// assert_eq!(limits.time, Some(Duration::from_millis(20)));
    /// ```
    #[must_use]
    pub const fn time(mut self, time: Duration) -> Self {
        self.time = Some(time);
        self
    }

    /// The step limit, or `default` if none is given.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().steps_or(3), 3);
    /// ```
    pub fn steps_or(&self, default: u64) -> u64 {
        self.steps.unwrap_or(default)
    }

    /// The memory limit, or `default` if none is given.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().bytes(8).bytes_or(3), 8);
    /// ```
    pub fn bytes_or(&self, default: u64) -> u64 {
        self.bytes.unwrap_or(default)
    }

    /// The limit of items, or `default` if none is given.
    ///
    /// ```
    /// assert_eq!(combgames_base::Limits::new().items_or(3), 3);
    /// ```
    pub fn items_or(&self, default: u64) -> u64 {
        self.items.unwrap_or(default)
    }

    /// A [`Meter`] of `resource` (steps, bytes or items) against its limit here, or against
    /// `default` if none is given. A time limit is kept by a [`Clock`], not a meter: asked for
    /// [`Resource::Milliseconds`], this gives a meter of `default`.
    ///
    /// ```
    /// use combgames_base::{Limits, Resource};
    /// let limits = Limits::new().bytes(10);
    /// assert_eq!(limits.meter(Resource::Bytes, 99).allowed(), 10);
    /// assert_eq!(limits.meter(Resource::Steps, 99).allowed(), 99);
    /// ```
    pub fn meter(&self, resource: Resource, default: u64) -> Meter {
        let allowed = match resource {
            Resource::Steps => self.steps_or(default),
            Resource::Bytes => self.bytes_or(default),
            Resource::Items => self.items_or(default),
            Resource::Milliseconds => default,
        };
        Meter::new(resource, allowed)
    }

    /// A [`Meter`] of steps against the limit here (or `default`), reading a clock started now
    /// against the time limit, if there is one, every 4,096 steps: one meter keeps both.
    ///
    /// ```
    /// use std::time::Duration;
    /// use combgames_base::{Limits, Resource};
    /// let mut meter = Limits::new().time(Duration::ZERO).step_meter(u64::MAX);
    /// std::thread::sleep(Duration::from_millis(2));
    /// let refused = (0..5000).try_for_each(|_| meter.spend(1)).unwrap_err();
    /// assert_eq!(refused.resource, Resource::Milliseconds);
    /// assert_eq!(Limits::new().step_meter(7).allowed(), 7);
    /// ```
    pub fn step_meter(&self, default: u64) -> Meter {
        let meter = self.meter(Resource::Steps, default);
        match self.time {
            Some(_) => meter.with_clock(self.clock()),
            None => meter,
        }
    }

    /// A clock started now against the time limit (a clock that never runs out if there is
    /// none).
    ///
    /// ```
    /// let mut clock = combgames_base::Limits::new().clock();
    /// assert_eq!(clock.check(), Ok(()));
    /// ```
    pub fn clock(&self) -> Clock {
        Clock::start(self.time)
    }
}

/// A time limit being kept: the start and the limit. [`check`](Clock::check) reads the clock
/// (tens of nanoseconds), so long work calls it every few thousand steps, as it calls
/// [`interrupt::check`](crate::interrupt::check).
///
/// ```
/// use std::time::Duration;
/// use combgames_base::{Clock, Exceeded, Resource};
/// let mut clock = Clock::start(Some(Duration::ZERO));
/// std::thread::sleep(Duration::from_millis(2));
/// assert_eq!(clock.check(), Err(Exceeded::ran_out(Resource::Milliseconds, 0)));
/// assert!(Clock::start(None).check().is_ok());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clock {
    started: Instant,
    limit: Option<Duration>,
}

impl Clock {
    /// A clock started now, running out after `limit` (never for `None`).
    pub fn start(limit: Option<Duration>) -> Clock {
        Clock {
            started: Instant::now(),
            limit,
        }
    }

    /// The time since the start.
    ///
    /// ```
    /// assert!(combgames_base::Clock::start(None).elapsed().as_secs() < 60);
    /// ```
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// `Ok` while within the limit; past it, the refusal (resource
    /// [`Resource::Milliseconds`], allowed the limit in whole milliseconds).
    ///
    /// # Errors
    /// [`Exceeded`] once the time limit has passed.
    pub fn check(&mut self) -> Result<(), Exceeded> {
        match self.limit {
            Some(limit) if self.started.elapsed() > limit => Err(Exceeded::ran_out(
                Resource::Milliseconds,
                u64::try_from(limit.as_millis()).unwrap_or(u64::MAX),
            )),
            _ => Ok(()),
        }
    }
}

/// A running count of one resource against its limit, and optionally a time limit read
/// every few thousand units spent ([`with_clock`](Meter::with_clock)).
///
/// ```
/// use combgames_base::{Exceeded, Meter, Resource};
/// let mut meter = Meter::new(Resource::Steps, 3);
/// assert_eq!(meter.spend(2), Ok(()));
/// assert_eq!(meter.spend(1), Ok(()));
/// assert_eq!(meter.spend(1), Err(Exceeded::ran_out(Resource::Steps, 3)));
/// assert_eq!(meter.used(), 3);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Meter {
    resource: Resource,
    used: u64,
    allowed: u64,
    /// The count at which [`spend`](Meter::spend) next leaves its fast path: the limit, or
    /// sooner the next reading of the clock.
    checkpoint: u64,
    clock: Option<Clock>,
}

/// Units spent between two readings of a meter's clock.
const CLOCK_EVERY: u64 = 1 << 12;

impl Meter {
    /// A meter of `resource` with nothing spent and the limit `allowed`.
    pub fn new(resource: Resource, allowed: u64) -> Self {
        Meter {
            resource,
            used: 0,
            allowed,
            checkpoint: allowed,
            clock: None,
        }
    }

    /// This meter reading `clock` every 4,096 units spent: past its time limit,
    /// [`spend`](Meter::spend) refuses with the clock's [`Exceeded`] (milliseconds).
    ///
    /// ```
    /// use std::time::Duration;
    /// use combgames_base::{Clock, Meter, Resource};
    /// let mut meter = Meter::new(Resource::Steps, u64::MAX).with_clock(Clock::start(Some(Duration::ZERO)));
    /// std::thread::sleep(Duration::from_millis(2));
    /// let refused = (0..10_000).try_for_each(|_| meter.spend(1)).unwrap_err();
    /// assert_eq!(refused.resource, Resource::Milliseconds);
    /// assert!(meter.used() <= 4096);
    /// ```
    #[must_use]
    pub fn with_clock(mut self, clock: Clock) -> Self {
        self.clock = Some(clock);
        self.checkpoint = self.allowed.min(self.used.saturating_add(CLOCK_EVERY));
        self
    }

    /// Spends `amount`; refuses (spending nothing) if the total would pass the limit, or if
    /// the meter's clock, read every 4,096 units, has run out.
    ///
    /// Cost: one addition and one comparison (and a reading of the clock, tens of
    /// nanoseconds, every 4,096 units).
    #[inline]
    pub fn spend(&mut self, amount: u64) -> Result<(), Exceeded> {
        match self.used.checked_add(amount) {
            Some(total) if total <= self.checkpoint => {
                self.used = total;
                Ok(())
            }
            total => self.spend_slowly(total),
        }
    }

    /// [`spend`](Meter::spend) past the checkpoint: the limit, then the clock.
    #[cold]
    fn spend_slowly(&mut self, total: Option<u64>) -> Result<(), Exceeded> {
        let Some(total) = total.filter(|&t| t <= self.allowed) else {
            return Err(Exceeded::ran_out(self.resource, self.allowed));
        };
        if let Some(clock) = &mut self.clock {
            clock.check()?;
            self.checkpoint = self.allowed.min(total.saturating_add(CLOCK_EVERY));
        }
        self.used = total;
        Ok(())
    }

    /// What has been spent.
    pub fn used(&self) -> u64 {
        self.used
    }

    /// The limit.
    pub fn allowed(&self) -> u64 {
        self.allowed
    }

    /// What may still be spent.
    ///
    /// ```
    /// use combgames_base::{Meter, Resource};
    /// let mut meter = Meter::new(Resource::Bytes, 10);
    /// meter.spend(4).unwrap();
    /// assert_eq!(meter.left(), 6);
    /// ```
    pub fn left(&self) -> u64 {
        self.allowed - self.used
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_limit_given_replaces_the_default_and_one_left_out_keeps_it() {
        let limits = Limits::new().steps(0).items(u64::MAX);
        assert_eq!(limits.steps_or(10), 0);
        assert_eq!(limits.items_or(10), u64::MAX);
        assert_eq!(limits.bytes_or(10), 10);
        assert_eq!(limits.meter(Resource::Items, 1).allowed(), u64::MAX);
        assert_eq!(limits.meter(Resource::Milliseconds, 4).allowed(), 4);
    }

    #[test]
    fn a_clock_runs_out_only_after_its_limit() {
        let mut long = Clock::start(Some(Duration::from_secs(3600)));
        assert_eq!(long.check(), Ok(()));
        let mut short = Limits::new().time(Duration::from_millis(1)).clock();
        std::thread::sleep(Duration::from_millis(5));
        let refused = short.check().unwrap_err();
        assert_eq!(refused.resource, Resource::Milliseconds);
        assert_eq!(refused.allowed, 1);
        assert_eq!(
            refused.to_string(),
            "needs more than its limit of 1 milliseconds"
        );
        let huge = Clock::start(Some(Duration::MAX));
        assert!(huge.elapsed() < Duration::from_secs(1));
    }
    #[test]
    fn a_meter_refuses_the_step_past_its_limit_and_an_overflowing_amount() {
        let mut meter = Meter::new(Resource::Steps, u64::MAX);
        meter.spend(u64::MAX).unwrap();
        assert!(meter.spend(1).is_err());
        assert_eq!(meter.used(), u64::MAX);
        let mut zero = Meter::new(Resource::Items, 0);
        assert_eq!(zero.spend(0), Ok(()));
        assert!(zero.spend(1).is_err());
        assert_eq!(zero.left(), 0);
    }

    #[test]
    fn a_timed_meter_refuses_at_its_limit_first_and_reads_the_clock_between() {
        // The limit comes before the clock's reading: the limit's refusal.
        let mut meter =
            Meter::new(Resource::Steps, 10).with_clock(Clock::start(Some(Duration::ZERO)));
        assert_eq!(meter.spend(10), Ok(()));
        assert_eq!(meter.spend(1), Err(Exceeded::ran_out(Resource::Steps, 10)));
        // A clock that has not run out costs nothing but its readings.
        let mut long = Limits::new()
            .time(Duration::from_secs(3600))
            .step_meter(u64::MAX);
        for _ in 0..100_000 {
            long.spend(1).unwrap();
        }
        assert_eq!(long.used(), 100_000);
        assert!(long.spend(u64::MAX).is_err());
        assert_eq!(long.used(), 100_000);
        // Past the time limit: refused at the next reading, nothing spent by the refusal.
        let mut short =
            Meter::new(Resource::Steps, u64::MAX).with_clock(Clock::start(Some(Duration::ZERO)));
        std::thread::sleep(Duration::from_millis(2));
        let refused = (0..10_000).try_for_each(|_| short.spend(1)).unwrap_err();
        assert_eq!(refused.resource, Resource::Milliseconds);
        let used = short.used();
        assert!(short.spend(1).is_err());
        assert_eq!(short.used(), used);
    }
}
