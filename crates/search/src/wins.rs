//! Who wins: a depth-first AND/OR search with a transposition table, on threads.
//!
//! The question, for a position `p` and a player `P` to move: does `P` win? `P` wins iff some
//! move of `P` leads to a position that the opponent, to move, loses; with no move `P` loses.
//! [`WinSearch`] answers it depth first, and at each position, in this order:
//!
//! 1. counts the node against the node limit (and reads the interrupt and the clock every
//!    4096 nodes);
//! 2. asks the rules' static verdict ([`Rules::verdict`]: theorems only);
//! 3. if the rules split the position into parts, asks who wins each part (a part the second
//!    player wins is `0`; parts Left wins whoever starts add up to a game Left wins whoever
//!    starts, and likewise for Right);
//! 4. probes the table under the position's key (with the players exchanged if the key's
//!    symmetry exchanges them);
//! 5. tries the moves in the rules' order, the table's move first, and stops at the first
//!    that wins; with several threads, near the root a move to a position another thread is
//!    searching waits until the others are tried (ABDADA);
//! 6. stores the answer, the winning move and the size of the search.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use combgames_base::{
    Exceeded, Interrupted, Limits, Needed, Player, Resource, cores, in_parts, memory,
};

use crate::busy::Busy;
use crate::rules::{Answer, Rules};
use crate::stats::{Progress, Stats};
use crate::table::{Known, MIN_TABLE_BYTES, Policy, Table};
use crate::worker::{Halt, Shared, Worker};

/// The default node limit of a [`WinSearch`]: `2^36` positions (hours of search).
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_NODES, 1 << 36);
/// ```
pub const DEFAULT_NODES: u64 = 1 << 36;

/// The default size of a [`WinSearch`]'s table: 64 MiB.
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_TABLE_BYTES, 64 << 20);
/// ```
pub const DEFAULT_TABLE_BYTES: u64 = 64 << 20;

/// The who-wins search of an instance's [`Rules`], with its table kept between questions
/// (the answers for Left and for Right moving first share most of their positions).
///
/// **Limits** ([`Limits`]): `steps`, the positions visited over all questions
/// ([`DEFAULT_NODES`]); `bytes`, the table ([`DEFAULT_TABLE_BYTES`]), allocated in full when
/// the search is made, never more than two entries for each node the node limit allows nor
/// seven eighths of the memory the system can still give ([`memory::available`]);
/// `time`, each question's wall time. Threads are set apart ([`threads`](Self::threads)).
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_search::{Exceeded, Interrupted, Keyed, Rules, WinSearch};
/// # struct Take3;
/// # impl Rules for Take3 {
/// #     type Position = u64; type Key = u64; type Move = u64;
/// #     fn key(&self, n: &u64) -> Keyed<u64> { Keyed::plain(*n) }
/// #     fn moves(&self, n: &u64, _: Player, _: Option<&u64>, m: &mut Vec<u64>) { m.extend((1..=3).filter(|&k| k <= *n)); }
/// #     fn play(&self, n: &u64, _: Player, k: &u64) -> u64 { n - k }
/// # }
/// # #[derive(Debug, PartialEq)] enum Stop { Exceeded(Exceeded), Interrupted }
/// # impl From<Exceeded> for Stop { fn from(e: Exceeded) -> Self { Stop::Exceeded(e) } }
/// # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Interrupted } }
/// let mut search = WinSearch::new(Take3, Limits::new().steps(1000)).unwrap().threads(2);
/// let answer = search.solve::<Stop>(&10, Player::Left, None).unwrap();
/// assert_eq!((answer.wins, answer.best), (true, Some(2))); // leave a multiple of 4
/// assert!(search.stats().nodes > 0);
/// let refused = search.wins::<Stop>(&1_000_000, Player::Left);
/// assert!(matches!(refused, Err(Stop::Exceeded(_))));
/// ```
pub struct WinSearch<R: Rules> {
    rules: R,
    table: Table<R::Key>,
    /// Positions visited, by all threads over all questions, and their limit.
    nodes: AtomicU64,
    node_limit: u64,
    time: Option<Duration>,
    threads: usize,
    stats: Stats,
}

/// The table's bytes before rounding: the limit, but no more than two entries a node the node
/// limit allows (a search stores at most one entry a node; keys on the heap need as much again)
/// and no more than seven eighths of the memory the system can still give (a table the
/// allocator grants but the machine cannot hold would be zeroed into the out-of-memory kill).
///
/// ```
/// use combgames_search::table_bytes;
/// assert_eq!(table_bytes(u64::MAX, u64::MAX, 32, false, Some(8 << 30)), 7 << 30);
/// assert_eq!(table_bytes(1 << 30, 100, 32, false, None), 32 << 10); // at least the smallest
/// assert_eq!(table_bytes(1 << 20, u64::MAX, 32, false, Some(1 << 14)), 14 << 10);
/// ```
pub fn table_bytes(
    bytes: u64,
    nodes: u64,
    entry_bytes: u64,
    heap: bool,
    available: Option<u64>,
) -> u64 {
    let useful = nodes
        .saturating_mul(2)
        .saturating_mul(entry_bytes)
        .saturating_mul(if heap { 2 } else { 1 });
    let bytes = bytes.min(useful.max(MIN_TABLE_BYTES));
    available.map_or(bytes, |free| bytes.min(free / 8 * 7))
}

impl<R: Rules> WinSearch<R> {
    /// A search of `rules` within `limits`, its table allocated here (see the type's limits),
    /// keeping the larger searches in a full bucket ([`Policy::KeepLarger`]), on one thread.
    ///
    /// # Errors
    /// [`Exceeded`] (bytes) for a byte limit below [`MIN_TABLE_BYTES`], or a system that
    /// cannot give even that.
    pub fn new(rules: R, limits: Limits) -> Result<Self, Exceeded> {
        Self::with_policy(rules, limits, Policy::KeepLarger)
    }

    /// [`new`](Self::new) with the table's replacement `policy`.
    ///
    /// # Errors
    /// As for [`new`](Self::new).
    pub fn with_policy(rules: R, limits: Limits, policy: Policy) -> Result<Self, Exceeded> {
        let bytes = limits.bytes_or(DEFAULT_TABLE_BYTES);
        Exceeded::check(Resource::Bytes, MIN_TABLE_BYTES, bytes)?;
        let node_limit = limits.steps_or(DEFAULT_NODES);
        let entry = Table::<R::Key>::entry_bytes();
        let size = table_bytes(
            bytes,
            node_limit,
            entry,
            <R::Key as crate::Key>::HEAP,
            memory::available(),
        );
        // The limit allows a table but the system gives none: refused as a limit of 0.
        let table = Table::within(size, policy).ok_or(Exceeded {
            resource: Resource::Bytes,
            needed: Needed::Estimate(MIN_TABLE_BYTES),
            allowed: 0,
        })?;
        Ok(WinSearch {
            rules,
            table,
            nodes: AtomicU64::new(0),
            node_limit,
            time: limits.time,
            threads: 1,
            stats: Stats::default(),
        })
    }

    /// This search on `threads` threads (at most the machine's cores; 0 and 1 search on the
    /// calling thread alone). The threads share the table and search the same question; near
    /// the root a thread leaves for later the moves to positions another thread is
    /// searching, and finds their answers in the table when it comes back to them (Weill's
    /// "ABDADA", 1996).
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.clamp(1, cores());
        self
    }

    /// The rules searched.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The table.
    pub fn table(&self) -> &Table<R::Key> {
        &self.table
    }

    /// Stores in the table that Left moving first on `position` wins or not (`wins[0]`) and
    /// that Right does (`wins[1]`), as another search of the same rules found after `nodes`
    /// nodes (its [`Table::entries`]): the position is keyed here, so the answers go into the
    /// key's frame, and answers the table holds are kept ([`Table::learn`]). Returns whether
    /// anything was stored. The answers are trusted.
    pub fn learn(&self, position: &R::Position, wins: [Option<bool>; 2], nodes: u64) -> bool {
        let keyed = self.rules.key(position);
        let wins = if keyed.swaps {
            [wins[1], wins[0]]
        } else {
            wins
        };
        let known = Known {
            wins,
            best: [None; 2],
        };
        self.table.learn(&keyed.key, known, nodes)
    }

    /// The positions visited so far, by all threads over all questions.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// The statistics of the questions asked so far.
    pub fn stats(&self) -> Stats {
        Stats {
            nodes: self.nodes(),
            table_bytes: self.table.bytes() + self.table.heap_bytes(),
            threads: self.threads,
            ..self.stats.clone()
        }
    }

    /// Whether `player`, to move on `position`, wins.
    ///
    /// Cost: the positions visited, each a verdict, a key, a probe of the table and the
    /// rules' moves; counted against the node limit across all questions (each thread
    /// reserves its positions from the shared count in batches, so that the positions
    /// visited never pass the limit, whatever the threads).
    ///
    /// # Errors
    /// [`Exceeded`] (steps) past the node limit, (milliseconds) past the time limit;
    /// [`Interrupted`].
    pub fn wins<E>(&mut self, position: &R::Position, player: Player) -> Result<bool, E>
    where
        E: From<Exceeded> + From<Interrupted>,
    {
        Ok(self.ask::<E>(position, player, None, false)?.wins)
    }

    /// [`wins`](Self::wins), calling `progress` every [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) positions a thread
    /// visits (from that thread).
    ///
    /// # Errors
    /// As for [`wins`](Self::wins).
    pub fn wins_with_progress<E>(
        &mut self,
        position: &R::Position,
        player: Player,
        progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<bool, E>
    where
        E: From<Exceeded> + From<Interrupted>,
    {
        Ok(self.ask::<E>(position, player, Some(progress), false)?.wins)
    }

    /// [`wins`](Self::wins), with a winning move, calling `progress` every
    /// [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) positions a thread visits (from that thread). The position itself is
    /// searched move by move, whatever the verdict and the table say of it, so that a win
    /// comes with its move.
    ///
    /// # Errors
    /// As for [`wins`](Self::wins).
    pub fn solve<E>(
        &mut self,
        position: &R::Position,
        player: Player,
        progress: Option<&(dyn Fn(Progress) + Sync)>,
    ) -> Result<Answer<R::Move>, E>
    where
        E: From<Exceeded> + From<Interrupted>,
    {
        self.ask(position, player, progress, true)
    }

    /// One question, on every thread; the first answer.
    fn ask<E>(
        &mut self,
        position: &R::Position,
        player: Player,
        progress: Option<&(dyn Fn(Progress) + Sync)>,
        want_move: bool,
    ) -> Result<Answer<R::Move>, E>
    where
        E: From<Exceeded> + From<Interrupted>,
    {
        let started = Instant::now();
        let answered = AtomicBool::new(false);
        let busy = Busy::new();
        let threads = self.threads;
        let shared = Shared {
            table: &self.table,
            nodes: &self.nodes,
            limit: self.node_limit,
            answered: &answered,
            busy: (threads > 1).then_some(&busy),
            progress,
            started,
        };
        let rules = &self.rules;
        let time = self.time;
        let answers = in_parts(0..threads, threads, |_thread| {
            let mut worker = Worker::new(
                rules,
                &shared,
                if threads == 1 { 1 << 12 } else { 256 },
                time,
            );
            let found = worker.root(position, player, want_move);
            worker.flush();
            let stats = worker.stats();
            match found {
                Ok(answer) => {
                    answered.store(true, Ordering::Relaxed);
                    Ok((Some(answer), stats))
                }
                Err(Halt::Answered) => Ok((None, stats)),
                Err(halt) => {
                    // The others stop too.
                    answered.store(true, Ordering::Relaxed);
                    Err(halt)
                }
            }
        });
        self.stats.elapsed += started.elapsed();
        let answers = match answers {
            Ok(answers) => answers,
            Err(Halt::Exceeded(e)) => return Err(e.into()),
            Err(Halt::Interrupted | Halt::Answered) => return Err(Interrupted.into()),
        };
        let mut answer = None;
        for (found, stats) in answers {
            self.stats.absorb(&stats);
            answer = answer.or(found);
        }
        // Every thread that did not answer stopped because one did.
        Ok(answer.unwrap_or(Answer {
            wins: false,
            best: None,
        }))
    }
}
