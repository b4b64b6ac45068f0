//! One thread's walk of a nimber search: the questions "does an option reach `*h`?", their
//! cuts, and the nimbers they settle (see the module text of `nimber`).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use combgames_base::{Clock, Exceeded, Player, Resource, interrupt};

use super::memo::Memo;
use super::{Asked, MAX_NIMBER_DEPTH, NIMBER_CUTS, NimberRules, Options, Sink, asked};
use crate::busy::Busy;
use crate::stats::{PROGRESS_EVERY, Progress, Stats};
use crate::table::{Stored, Table};
pub(super) use crate::worker::Halt;

/// The questions nested less than this deep enter the busy set when threads share a search,
/// so that another thread searches its other options first (Weill's ABDADA): 8 was the
/// fastest of 4, 8, 12, 16 and 32 on Cram 4 x 10 and 5 x 8 on two threads (4 left the threads
/// on the same questions below; deeper, the set costs more than it saves).
const BUSY_DEPTH: u64 = 8;

/// Steps reserved at once from the shared count.
const BATCH: u64 = 1024;

/// What the threads of one call share besides the table and the memo.
pub(super) struct Shared<'a, K> {
    /// The steps spent over the search's life, against `limit`.
    pub(super) steps: &'a AtomicU64,
    pub(super) limit: u64,
    /// The questions searched in this call, by all threads (for progress).
    pub(super) questions: AtomicU64,
    /// Set when a thread has found the root's nimber: the others stop.
    pub(super) answered: AtomicBool,
    /// The questions some thread is searching near the root (with more than one thread).
    pub(super) busy: Option<Busy<Asked<K>>>,
    pub(super) started: Instant,
}

/// An option of a component, as far as it has been reduced: its parts not yet looked at, or
/// its nimber, or the one part left to search beside the nimber of the rest.
enum Reduced<C, K> {
    Raw,
    Known(u32),
    Search { part: C, key: K, rest: u32 },
}

/// The sink and the progress report: only the caller's thread holds them.
pub(super) struct Reports<'a, 's, K> {
    pub(super) sink: Option<&'a mut Sink<'s, K>>,
    pub(super) progress: Option<&'a mut Box<dyn FnMut(Progress) + 's>>,
}

/// One thread's walk.
pub(super) struct Walker<'a, 's, R: NimberRules> {
    rules: &'a R,
    table: &'a Table<Asked<R::Key>>,
    memo: &'a Memo<R::Key>,
    shared: &'a Shared<'a, R::Key>,
    reports: Reports<'a, 's, R::Key>,
    /// Whether found nimbers are queued for a sink.
    collect: bool,
    clock: Clock,
    depth: u64,
    allowance: u64,
    pub(super) stats: Stats,
}

impl<'a, 's, R: NimberRules> Walker<'a, 's, R> {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        rules: &'a R,
        table: &'a Table<Asked<R::Key>>,
        memo: &'a Memo<R::Key>,
        shared: &'a Shared<'a, R::Key>,
        reports: Reports<'a, 's, R::Key>,
        collect: bool,
        clock: Clock,
    ) -> Self {
        Walker {
            rules,
            table,
            memo,
            shared,
            reports,
            collect,
            clock,
            depth: 0,
            allowance: 0,
            stats: Stats::default(),
        }
    }

    /// Gives back the steps reserved and not spent, and hands what was found to the sink.
    pub(super) fn finish(&mut self) {
        self.shared
            .steps
            .fetch_sub(self.allowance, Ordering::Relaxed);
        self.allowance = 0;
        self.hand_over();
    }

    /// Hands the nimbers found (by any thread) to the sink, if this thread holds it.
    fn hand_over(&mut self) {
        if let Some(sink) = self.reports.sink.as_mut() {
            for (key, n) in self.memo.take_found() {
                sink(&key, n);
            }
        }
    }

    /// The nimber of a part: a theorem, the memo, or the search.
    pub(super) fn value(&mut self, part: &R::Component) -> Result<u32, Halt> {
        if let Some(n) = self.rules.known(part) {
            self.stats.add_cutoff(NIMBER_CUTS[0], 1);
            return Ok(n);
        }
        let key = self.rules.key(part);
        if let Some(n) = self.memo.get(&key) {
            self.stats.add_cutoff(NIMBER_CUTS[0], 1);
            return Ok(n);
        }
        let (mut options, mut reduced) = self.expand(part)?;
        self.settle(&key, &mut options, &mut reduced, u32::MAX)
    }

    /// Whether `part`'s nimber is `target`.
    fn equals(&mut self, part: &R::Component, key: &R::Key, target: u32) -> Result<bool, Halt> {
        if let Some(n) = self.memo.get(key) {
            self.stats.add_cutoff(NIMBER_CUTS[0], 1);
            return Ok(n == target);
        }
        if target > self.rules.bound(part) {
            self.stats.add_cutoff(NIMBER_CUTS[1], 1);
            return Ok(false);
        }
        // An answer in the table spares listing the options.
        self.stats.probes += 1;
        if self.table.probe(&asked(key, target)).wins[0] == Some(true) {
            self.stats.hits += 1;
            return Ok(false);
        }
        let (mut options, mut reduced) = self.expand(part)?;
        if target as usize > options.len() {
            self.stats.add_cutoff(NIMBER_CUTS[1], 1);
            return Ok(false);
        }
        // A witness first: an option reaching *target rules target out.
        if self.reaches(key, &mut options, &mut reduced, target)? {
            return Ok(false);
        }
        let n = self.settle(key, &mut options, &mut reduced, target)?;
        Ok(n == target)
    }

    /// The least `h < stop` that no option reaches (the nimber, recorded), or `stop` when
    /// every `h < stop` is reached and `stop` is known not to be (the nimber is then `stop`).
    fn settle(
        &mut self,
        key: &R::Key,
        options: &mut Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        stop: u32,
    ) -> Result<u32, Halt> {
        let mut h = 0;
        while h < stop && self.reaches(key, options, reduced, h)? {
            h += 1;
        }
        self.memo.insert(key.clone(), h, self.collect)?;
        self.hand_over();
        Ok(h)
    }

    /// The options of `part`, none reduced yet (one level deeper).
    #[allow(clippy::type_complexity)]
    fn expand(
        &mut self,
        part: &R::Component,
    ) -> Result<(Options<R::Component>, Vec<Reduced<R::Component, R::Key>>), Halt> {
        let mut options = Options::default();
        self.rules.options(part, &mut options);
        let n = options.len() as u64;
        self.stats.options += n;
        self.spend(n)?;
        let reduced = (0..options.len()).map(|_| Reduced::Raw).collect();
        Ok((options, reduced))
    }

    /// Whether some option reaches `*h`: the question, through the table.
    fn reaches(
        &mut self,
        key: &R::Key,
        options: &mut Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        h: u32,
    ) -> Result<bool, Halt> {
        let asked = asked(key, h);
        self.stats.probes += 1;
        if let Some(answer) = self.table.probe(&asked).wins[0] {
            self.stats.hits += 1;
            return Ok(answer);
        }
        self.visit()?;
        let before = self.stats.nodes;
        let busy = self
            .shared
            .busy
            .as_ref()
            .filter(|_| self.depth < BUSY_DEPTH);
        if let Some(busy) = busy {
            busy.enter(asked.clone());
        }
        self.depth += 1;
        let found = self.witness(options, reduced, h);
        self.depth -= 1;
        if let Some(busy) = busy {
            busy.leave(&asked);
        }
        let found = found?;
        if found {
            self.stats.add_cutoff(NIMBER_CUTS[2], 1);
        }
        let work = self.stats.nodes - before + 1;
        match self.table.store(&asked, Player::Left, found, None, work) {
            Stored::New => self.stats.stores += 1,
            Stored::Overwrote => {
                self.stats.stores += 1;
                self.stats.overwrites += 1;
            }
            Stored::Updated | Stored::Skipped => {}
        }
        Ok(found)
    }

    /// Spends `n` steps from this thread's reservation, reserving more from the shared count
    /// when it runs out (so that the count never passes the limit, whatever the threads).
    #[inline]
    fn spend(&mut self, n: u64) -> Result<(), Halt> {
        if self.allowance < n {
            self.reserve(n)?;
        }
        self.allowance -= n;
        Ok(())
    }

    /// Reserves at least `n` more steps; refuses at the limit, and stops once another thread
    /// has answered.
    #[cold]
    fn reserve(&mut self, n: u64) -> Result<(), Halt> {
        let shared = self.shared;
        if shared.answered.load(Ordering::Relaxed) {
            return Err(Halt::Answered);
        }
        let want = BATCH.max(n);
        let before = shared.steps.fetch_add(want, Ordering::Relaxed);
        let left = shared.limit.saturating_sub(before);
        if left < want {
            shared.steps.fetch_sub(want - left, Ordering::Relaxed);
        }
        self.allowance += left.min(want);
        if self.allowance < n {
            return Err(Exceeded::ran_out(Resource::Steps, shared.limit).into());
        }
        Ok(())
    }

    /// Counts a question searched: steps, depth, progress, interrupt and clock.
    fn visit(&mut self) -> Result<(), Halt> {
        self.stats.nodes += 1;
        self.spend(1)?;
        if self.depth >= MAX_NIMBER_DEPTH {
            return Err(Exceeded::ran_out(Resource::Items, MAX_NIMBER_DEPTH).into());
        }
        if self.stats.nodes % 1024 == 0 {
            self.check()?;
        }
        Ok(())
    }

    /// The interrupt, the clock, the other threads' answer, and the progress report.
    #[cold]
    fn check(&mut self) -> Result<(), Halt> {
        interrupt::check()?;
        self.clock.check()?;
        if self.shared.answered.load(Ordering::Relaxed) {
            return Err(Halt::Answered);
        }
        let questions = self.shared.questions.fetch_add(1024, Ordering::Relaxed) + 1024;
        self.hand_over();
        if self.stats.nodes % PROGRESS_EVERY == 0
            && let Some(progress) = self.reports.progress.as_mut()
        {
            progress(Progress {
                nodes: questions,
                elapsed: self.shared.started.elapsed(),
            });
        }
        Ok(())
    }

    /// Searches the options for one reaching `*h`: those of known nimber first, then the
    /// others' largest parts.
    fn witness(
        &mut self,
        options: &mut Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        h: u32,
    ) -> Result<bool, Halt> {
        // What is known at a glance (the rules' theorems and the memo) first; an option with
        // two parts or more unknown waits, its smaller parts valued only when it is tried.
        for i in 0..reduced.len() {
            self.glance(options, reduced, i);
            if matches!(reduced[i], Reduced::Known(n) if n == h) {
                return Ok(true);
            }
        }
        // The options left to search, their smallest parts first (the cheapest to settle).
        let mut order: Vec<(u64, usize)> = reduced
            .iter()
            .enumerate()
            .filter_map(|(i, r)| match r {
                Reduced::Search { part, .. } => Some((self.rules.size(part), i)),
                Reduced::Raw => {
                    let parts = options.get(i).iter();
                    Some((parts.map(|p| self.rules.size(p)).max().unwrap_or(0), i))
                }
                Reduced::Known(_) => None,
            })
            .collect();
        order.sort_unstable();
        // Options whose question another thread is searching wait for a second pass (Weill's
        // ABDADA): by then their answer is usually in the table.
        let busy = self
            .shared
            .busy
            .as_ref()
            .filter(|_| self.depth < BUSY_DEPTH);
        let mut waiting = Vec::new();
        for (k, (_, i)) in order.into_iter().enumerate() {
            if let (Some(busy), Reduced::Search { key, rest, .. }) = (busy, &reduced[i])
                && k > 0
                && busy.contains(&asked(key, h ^ rest))
            {
                waiting.push(i);
                continue;
            }
            if self.try_option(options, reduced, i, h)? {
                return Ok(true);
            }
        }
        for i in waiting {
            if self.try_option(options, reduced, i, h)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether option `i` reaches `*h`.
    fn try_option(
        &mut self,
        options: &mut Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        i: usize,
        h: u32,
    ) -> Result<bool, Halt> {
        if matches!(reduced[i], Reduced::Raw) {
            self.reduce(options, reduced, i)?;
        }
        let (part, key, rest) = match &reduced[i] {
            Reduced::Search { part, key, rest } => (part.clone(), key.clone(), *rest),
            Reduced::Known(n) => return Ok(*n == h),
            Reduced::Raw => return Ok(false),
        };
        // The part may have been valued meanwhile: the option is known.
        if let Some(n) = self.memo.get(&key) {
            reduced[i] = Reduced::Known(n ^ rest);
            return Ok(n ^ rest == h);
        }
        if self.equals(&part, &key, h ^ rest)? {
            return Ok(true);
        }
        if let Some(n) = self.memo.get(&key) {
            reduced[i] = Reduced::Known(n ^ rest);
        }
        Ok(false)
    }

    /// Reduces option `i` as far as the rules' theorems and the memo go, valuing nothing: to
    /// its nimber, or to its one unknown part; an option with more unknown parts stays raw.
    fn glance(
        &mut self,
        options: &Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        i: usize,
    ) {
        match &reduced[i] {
            Reduced::Raw => {}
            Reduced::Search { key, rest, .. } => {
                if let Some(n) = self.memo.get(key) {
                    reduced[i] = Reduced::Known(n ^ rest);
                }
                return;
            }
            Reduced::Known(_) => return,
        }
        let (mut rest, mut known) = (0, 0);
        let mut open = None;
        for part in options.get(i) {
            if let Some(n) = self.rules.known(part) {
                (rest, known) = (rest ^ n, known + 1);
                continue;
            }
            let key = self.rules.key(part);
            if let Some(n) = self.memo.get(&key) {
                (rest, known) = (rest ^ n, known + 1);
            } else if open.is_some() {
                return; // two unknown parts: valued when the option is tried
            } else {
                open = Some((part, key));
            }
        }
        if known > 0 {
            self.stats.add_cutoff(NIMBER_CUTS[0], known);
        }
        reduced[i] = match open {
            None => Reduced::Known(rest),
            Some((part, key)) => Reduced::Search {
                part: part.clone(),
                key,
                rest,
            },
        };
    }

    /// Reduces option `i`: every part but the largest valued (looked up or computed), the
    /// largest looked up too.
    fn reduce(
        &mut self,
        options: &Options<R::Component>,
        reduced: &mut [Reduced<R::Component, R::Key>],
        i: usize,
    ) -> Result<(), Halt> {
        match &reduced[i] {
            Reduced::Raw => {}
            Reduced::Search { key, rest, .. } => {
                if let Some(n) = self.memo.get(key) {
                    reduced[i] = Reduced::Known(n ^ rest);
                }
                return Ok(());
            }
            Reduced::Known(_) => return Ok(()),
        }
        let parts = options.get(i);
        let mut rest = 0;
        let mut open: Vec<&R::Component> = Vec::new();
        for part in parts {
            if let Some(n) = self.rules.known(part) {
                rest ^= n;
            } else {
                open.push(part);
            }
        }
        // The largest part last: it is searched, the others valued.
        if let Some(largest) = (0..open.len()).max_by_key(|&j| self.rules.size(open[j])) {
            let last = open.len() - 1;
            open.swap(largest, last);
        }
        let Some((largest, smaller)) = open.split_last() else {
            reduced[i] = Reduced::Known(rest);
            return Ok(());
        };
        for part in smaller {
            self.depth += 1;
            let n = self.value(part);
            self.depth -= 1;
            rest ^= n?;
        }
        let key = self.rules.key(largest);
        reduced[i] = match self.memo.get(&key) {
            Some(n) => Reduced::Known(n ^ rest),
            None => Reduced::Search {
                part: (*largest).clone(),
                key,
                rest,
            },
        };
        Ok(())
    }
}
