//! The nimber search: the value `*n` of an impartial component, by asking which nimbers its
//! options reach, one question "does an option reach `*h`?" at a time.
//!
//! For a component `C` of an impartial game, `nimber(C) = mex { nimber(C') : C' an option }`,
//! so `nimber(C)` is the least `h` for which **no option reaches `*h`**. That question is
//! asked for `h = 0, 1, 2, ...` in turn (Lemoine and Viennot's "is `C + *h` a second-player
//! win?", 2013: with the smaller `*j` already ruled out, `C + *h` is a loss for the player to
//! move exactly when no option of `C` has nimber `h`). An option is a sum of parts; the
//! nimbers of all its parts but the largest are looked up or computed (they are smaller),
//! and folded into `x`, so that "the option reaches `*h`" becomes "the largest part `E` has
//! nimber `h ^ x`", which is decided by three cuts before any full computation:
//!
//! - **known**: `E`'s nimber is in the memo (or a theorem of the rules gives it);
//! - **bound**: `h ^ x` is above an upper bound of `E`'s nimber (the rules' bound, or the
//!   number of `E`'s options: a mex of `m` values is at most `m`), so `E` cannot have it;
//! - **witness**: some option of `E` reaches `*(h ^ x)` itself (found depth first), so `E`'s
//!   nimber is not `h ^ x`.
//!
//! Only when none applies is `E`'s nimber settled, by asking its own questions `j < h ^ x`
//! (each answered by a witness, or ending with `E`'s nimber found below `h ^ x`). This is the
//! mex analogue of alpha-beta pruning that Beling and Rogalski study ("On pruning search trees
//! of impartial games", Artificial Intelligence 283, 2020): a question stops at its first
//! witness, and a value is only computed where a question cannot be settled otherwise. The
//! answers to "does `C` reach `*h`?" are kept in a [`Table`] (a cache: an entry it drops is
//! searched again), the nimbers found in an exact memo, the component database.

mod memo;
mod walk;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use combgames_base::{Clock, Exceeded, Interrupted, Limits, Resource};

use crate::busy::Busy;
use crate::key::{Key, Two};
use crate::stats::{Progress, Stats};
use crate::table::{MIN_TABLE_BYTES, Policy, Table};
use crate::wins::{DEFAULT_NODES, DEFAULT_TABLE_BYTES, table_bytes};
use memo::Memo;
use walk::{Halt, Reports, Shared, Walker};

/// The most components the memo of a [`NimberSearch`] holds unless its limits say otherwise
/// (the `items` limit): `2^25`.
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_MEMO_ITEMS, 1 << 25);
/// ```
pub const DEFAULT_MEMO_ITEMS: u64 = 1 << 25;

/// The deepest nesting of questions a [`NimberSearch`] follows: 2048 (each level is a move,
/// or a part valued inside an option; a game whose moves nest deeper, or loop, is refused
/// with this limit of items).
///
/// ```
/// assert_eq!(combgames_search::MAX_NIMBER_DEPTH, 2048);
/// ```
pub const MAX_NIMBER_DEPTH: u64 = 2048;

/// The names of the cuts in a nimber search's [`Stats`]: a part's nimber known (memo or
/// theorem), a nimber ruled out by an upper bound, a question answered by its first witness.
pub const NIMBER_CUTS: [&str; 3] = ["known", "bound", "witness"];

/// The options of one component, as the rules list them: each option a run of parts (its
/// independent components), closed by [`end`](Options::end).
///
/// ```
/// let mut options = combgames_search::Options::default();
/// options.push(3u32);
/// options.push(4);
/// options.end(); // the option 3 + 4
/// options.end(); // the option with no parts (the empty game)
/// assert_eq!(options.len(), 2);
/// assert_eq!((options.get(0), options.get(1)), (&[3, 4][..], &[][..]));
/// ```
#[derive(Debug, Clone)]
pub struct Options<C> {
    parts: Vec<C>,
    ends: Vec<usize>,
}

impl<C> Default for Options<C> {
    fn default() -> Self {
        Options {
            parts: Vec::new(),
            ends: Vec::new(),
        }
    }
}

impl<C> Options<C> {
    /// Adds a part to the option being listed.
    pub fn push(&mut self, part: C) {
        self.parts.push(part);
    }

    /// Closes the option being listed (its parts are those pushed since the last `end`).
    pub fn end(&mut self) {
        self.ends.push(self.parts.len());
    }

    /// The options listed.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether no option is listed.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The parts of option `i` (panics past [`len`](Self::len), as slices do).
    pub fn get(&self, i: usize) -> &[C] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.parts[start..self.ends[i]]
    }
}

/// The rules of an impartial game for the [`NimberSearch`]: its components, their keys and
/// options. Every hook must be exact: a key is shared only by components that are the same
/// game, a bound is a theorem, and [`known`](NimberRules::known) is a nimber, never a guess.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_search::{Exceeded, Interrupted, NimberRules, NimberSearch, Options};
///
/// /// Kayles: knock down one pin or two adjacent ones from a row; a row splits in two.
/// struct Kayles;
/// impl NimberRules for Kayles {
///     type Component = u64;
///     type Key = u64;
///     fn key(&self, n: &u64) -> u64 { *n }
///     fn size(&self, n: &u64) -> u64 { *n }
///     fn options(&self, &n: &u64, out: &mut Options<u64>) {
///         for take in 1..=2.min(n) {
///             for left in 0..=(n - take) / 2 {
///                 for part in [left, n - take - left] {
///                     if part > 0 { out.push(part) }
///                 }
///                 out.end();
///             }
///         }
///     }
/// }
/// # #[derive(Debug)] enum Stop { Limit(Exceeded), Stopped }
/// # impl From<Exceeded> for Stop { fn from(e: Exceeded) -> Self { Stop::Limit(e) } }
/// # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Stopped } }
/// let mut search = NimberSearch::new(Kayles, Limits::new()).unwrap();
/// let values: Vec<u32> = (0..12).map(|n| search.nimber::<Stop>(&n).unwrap()).collect();
/// assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // Winning Ways, ch. 4
/// ```
pub trait NimberRules: Sync {
    /// A component: a position that the rules do not split further (shared with the
    /// search's helper threads, hence `Sync`).
    type Component: Clone + Sync;
    /// What the table and the memo store a component under (up to the rules' symmetries).
    type Key: Key;

    /// The key of `component`.
    fn key(&self, component: &Self::Component) -> Self::Key;

    /// The options of `component`, each as its parts, pushed onto `out` (which comes empty).
    /// A part may be any component, of nimber 0 or not; listing the options best first (the
    /// ones likeliest to reach a nimber asked for) saves work.
    fn options(&self, component: &Self::Component, out: &mut Options<Self::Component>);

    /// A size that orders the parts of an option: the largest is searched, the others valued.
    fn size(&self, component: &Self::Component) -> u64;

    /// The nimber of `component` by a theorem of the rules, if one gives it (a component with
    /// no option, say). The default knows none.
    fn known(&self, component: &Self::Component) -> Option<u32> {
        let _ = component;
        None
    }

    /// An upper bound of `component`'s nimber (the number of its options is one: the rules
    /// may count them without listing them). The default knows none.
    fn bound(&self, component: &Self::Component) -> u32 {
        let _ = component;
        u32::MAX
    }
}

/// A key with the nimber a question asks about: what the table stores an answer under.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Asked<K> {
    key: K,
    heap: u32,
}

impl<K: Key> Key for Asked<K> {
    type Bucket = Two<Asked<K>>;
    const HEAP: bool = K::HEAP;
    fn heap_bytes(&self) -> usize {
        self.key.heap_bytes()
    }
}

/// The table's key of the question "does the component under `key` reach `*heap`?".
fn asked<K: Clone>(key: &K, heap: u32) -> Asked<K> {
    Asked {
        key: key.clone(),
        heap,
    }
}

/// What a found nimber is handed to: the component's key and its nimber.
pub type Sink<'s, K> = Box<dyn FnMut(&K, u32) + 's>;

/// The nimber search of an impartial game ([`NimberRules`]), on one thread or more
/// ([`threads`](Self::threads)): see the module text above for the method. The memo (the component database) lasts as long as the search,
/// across questions; [`remember`](Self::remember) preloads it (from a file, say) and
/// [`on_found`](Self::on_found) hands every nimber found to a sink (to write it out).
///
/// **Limits** ([`Limits`]): `steps`, the questions searched and the options looked at
/// ([`DEFAULT_NODES`]); `bytes`, the table ([`DEFAULT_TABLE_BYTES`]); `items`, the
/// components the memo holds ([`DEFAULT_MEMO_ITEMS`]); `time`, each call's wall time. The
/// nesting of questions is bounded by [`MAX_NIMBER_DEPTH`]. Past any, the call ends with
/// [`Exceeded`]; the interrupt of [`combgames_base::interrupt`] ends it with [`Interrupted`].
/// What was found before stays in the memo.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_search::{Exceeded, Interrupted, NimberRules, NimberSearch, Options};
/// /// One heap, take 1, 2 or 3: the nimber is `n mod 4`.
/// struct Take3;
/// impl NimberRules for Take3 {
///     type Component = u64;
///     type Key = u64;
///     fn key(&self, n: &u64) -> u64 { *n }
///     fn size(&self, n: &u64) -> u64 { *n }
///     fn options(&self, &n: &u64, out: &mut Options<u64>) {
///         for k in 1..=3.min(n) { out.push(n - k); out.end(); }
///     }
/// }
/// # #[derive(Debug)] enum Stop { Limit(Exceeded), Stopped }
/// # impl From<Exceeded> for Stop { fn from(e: Exceeded) -> Self { Stop::Limit(e) } }
/// # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Stopped } }
/// let mut search = NimberSearch::new(Take3, Limits::new()).unwrap();
/// assert_eq!(search.nimber::<Stop>(&100).unwrap(), 0);
/// assert_eq!(search.known(&101), None);
/// assert_eq!(search.nimber::<Stop>(&103).unwrap(), 3);
/// assert!(search.stats().nodes > 0);
/// ```
pub struct NimberSearch<'s, R: NimberRules> {
    rules: R,
    table: Table<Asked<R::Key>>,
    memo: Memo<R::Key>,
    /// The steps spent over the search's life, and their limit.
    steps: AtomicU64,
    step_limit: u64,
    time: Option<Duration>,
    threads: usize,
    stats: Stats,
    sink: Option<Sink<'s, R::Key>>,
    progress: Option<Box<dyn FnMut(Progress) + 's>>,
}

/// The stack of each helper thread of a [`NimberSearch`]: 256 MiB of address space (only
/// the pages used are taken), room for [`MAX_NIMBER_DEPTH`] nested questions of any rules.
const HELPER_STACK: usize = 256 << 20;

impl<'s, R: NimberRules> NimberSearch<'s, R> {
    /// A search of `rules` within `limits` (see the type), its table allocated here, on one
    /// thread (see [`threads`](Self::threads)).
    ///
    /// # Errors
    /// [`Exceeded`] (bytes) for a byte limit below [`MIN_TABLE_BYTES`], or a system that
    /// cannot give even that.
    pub fn new(rules: R, limits: Limits) -> Result<Self, Exceeded> {
        let bytes = limits.bytes_or(DEFAULT_TABLE_BYTES);
        Exceeded::check(Resource::Bytes, MIN_TABLE_BYTES, bytes)?;
        let steps = limits.steps_or(DEFAULT_NODES);
        let size = table_bytes(
            bytes,
            steps,
            Table::<Asked<R::Key>>::entry_bytes(),
            R::Key::HEAP,
            combgames_base::memory::available(),
        );
        let table = Table::within(size, Policy::KeepLarger).ok_or(Exceeded {
            resource: Resource::Bytes,
            needed: combgames_base::Needed::Estimate(MIN_TABLE_BYTES),
            allowed: 0,
        })?;
        Ok(NimberSearch {
            rules,
            table,
            memo: Memo::new(limits.items_or(DEFAULT_MEMO_ITEMS)),
            steps: AtomicU64::new(0),
            step_limit: steps,
            time: limits.time,
            threads: 1,
            stats: Stats {
                threads: 1,
                ..Stats::default()
            },
            sink: None,
            progress: None,
        })
    }

    /// This search on `threads` threads (at least 1; 1 by default): the caller's and helpers
    /// that search the same component sharing the table and the memo. A question that one
    /// thread is searching near the root is left by the others for a second pass over the
    /// options (Weill's ABDADA, as in the who-wins search), so that they take other options
    /// first: the threads split the refutations a nimber needs, and the answer is the same,
    /// whichever thread finds it. A helper that cannot be started is done without. The sink
    /// and the progress report are called on the caller's thread only.
    ///
    /// ```
    /// # use combgames_base::Limits;
    /// # use combgames_search::{Exceeded, Interrupted, NimberRules, NimberSearch, Options};
    /// # struct Kayles;
    /// # impl NimberRules for Kayles {
    /// #     type Component = u64;
    /// #     type Key = u64;
    /// #     fn key(&self, n: &u64) -> u64 { *n }
    /// #     fn size(&self, n: &u64) -> u64 { *n }
    /// #     fn options(&self, &n: &u64, out: &mut Options<u64>) {
    /// #         for take in 1..=2.min(n) {
    /// #             for left in 0..=(n - take) / 2 {
    /// #                 for part in [left, n - take - left] { if part > 0 { out.push(part) } }
    /// #                 out.end();
    /// #             }
    /// #         }
    /// #     }
    /// # }
    /// # #[derive(Debug)] enum Stop { Limit(Exceeded), Stopped }
    /// # impl From<Exceeded> for Stop { fn from(e: Exceeded) -> Self { Stop::Limit(e) } }
    /// # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Stopped } }
    /// let mut search = NimberSearch::new(Kayles, Limits::new()).unwrap().threads(2);
    /// assert_eq!(search.nimber::<Stop>(&70).unwrap(), 6); // Kayles: period 12 from 71 on
    /// assert_eq!(search.stats().threads, 2);
    /// ```
    #[must_use]
    pub fn threads(mut self, threads: usize) -> Self {
        self.threads = threads.max(1);
        self
    }

    /// This search, handing each nimber it finds (a component's key and its nimber) to
    /// `sink`, on the caller's thread, as soon as it is found (with helper threads, as soon as
    /// the caller's thread next looks: within 1,024 of its questions).
    #[must_use]
    pub fn on_found(mut self, sink: impl FnMut(&R::Key, u32) + 's) -> Self {
        self.sink = Some(Box::new(sink));
        self
    }

    /// This search, calling `progress` every [`PROGRESS_EVERY`](crate::PROGRESS_EVERY)
    /// questions the caller's thread searches (with the questions of all threads).
    #[must_use]
    pub fn on_progress(mut self, progress: impl FnMut(Progress) + 's) -> Self {
        self.progress = Some(Box::new(progress));
        self
    }

    /// The rules searched.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// Puts a component's nimber into the memo, as if found (from a database a previous run
    /// wrote, say). The caller vouches for it: a wrong nimber gives wrong answers.
    ///
    /// # Errors
    /// [`Exceeded`] (items) when the memo is full.
    pub fn remember(&mut self, key: R::Key, nimber: u32) -> Result<(), Exceeded> {
        self.memo.insert(key, nimber, false)
    }

    /// The nimber the memo holds for `key`, if any.
    pub fn known(&self, key: &R::Key) -> Option<u32> {
        self.memo.get(key)
    }

    /// The components in the memo.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The statistics of the questions asked so far, by all threads (`nodes`: questions
    /// searched; `options`: options looked at; the cuts by the names of [`NIMBER_CUTS`]).
    pub fn stats(&self) -> Stats {
        Stats {
            table_bytes: self.table.bytes() + self.table.heap_bytes(),
            ..self.stats.clone()
        }
    }

    /// The nimber of `component`: `n` for the value `*n`.
    ///
    /// Cost: the questions searched (see the type), each a probe of the table and the rules'
    /// options; bounded by the limits.
    ///
    /// # Errors
    /// [`Exceeded`] past a limit; [`Interrupted`].
    pub fn nimber<E>(&mut self, component: &R::Component) -> Result<u32, E>
    where
        E: From<Exceeded> + From<Interrupted>,
    {
        let shared = Shared {
            steps: &self.steps,
            limit: self.step_limit,
            questions: AtomicU64::new(0),
            answered: AtomicBool::new(false),
            busy: (self.threads > 1).then(Busy::new),
            started: Instant::now(),
        };
        let collect = self.sink.is_some();
        let (rules, table, memo, time) = (&self.rules, &self.table, &self.memo, self.time);
        let walker = |reports| {
            let clock = Clock::start(time);
            Walker::new(rules, table, memo, &shared, reports, collect, clock)
        };
        let threads = self.threads;
        let reports = Reports {
            sink: self.sink.as_mut(),
            progress: self.progress.as_mut(),
        };
        let mut helpers: Vec<(Result<u32, Halt>, Stats)> = Vec::new();
        let found = std::thread::scope(|scope| {
            let handles: Vec<_> = (1..threads)
                .filter_map(|turn| {
                    let walker = &walker;
                    let shared = &shared;
                    std::thread::Builder::new()
                        .name(format!("nimber-{turn}"))
                        .stack_size(HELPER_STACK)
                        .spawn_scoped(scope, move || {
                            let none = Reports {
                                sink: None,
                                progress: None,
                            };
                            let mut helper = walker(none);
                            let found = helper.value(component);
                            if found.is_ok() {
                                shared.answered.store(true, Ordering::Relaxed);
                            }
                            helper.finish();
                            (found, helper.stats)
                        })
                        .ok()
                })
                .collect();
            let mut own = walker(reports);
            let found = own.value(component);
            shared.answered.store(true, Ordering::Relaxed);
            for handle in handles {
                if let Ok(result) = handle.join() {
                    helpers.push(result);
                }
            }
            own.finish();
            self.stats.absorb(&own.stats);
            found
        });
        self.stats.threads = 1 + helpers.len();
        let mut answer = found;
        for (found, stats) in helpers {
            self.stats.absorb(&stats);
            if answer.is_err() && found.is_ok() {
                answer = found;
            }
        }
        self.stats.elapsed += shared.started.elapsed();
        match answer {
            Ok(n) => Ok(n),
            Err(Halt::Exceeded(e)) => Err(e.into()),
            // A helper stops with `Answered` only once the caller's thread has ended, and the
            // caller's thread only once a helper has the nimber: never the answer here.
            Err(Halt::Interrupted | Halt::Answered) => Err(Interrupted.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// A take-and-break game on one row: remove `k` in `takes` from a heap, leaving at most
    /// two heaps (an octal game with the digits 3 or 7 at the takes).
    struct Breaks {
        takes: Vec<u64>,
        split: bool,
    }

    impl NimberRules for Breaks {
        type Component = u64;
        type Key = u64;
        fn key(&self, n: &u64) -> u64 {
            *n
        }
        fn size(&self, n: &u64) -> u64 {
            *n
        }
        fn options(&self, &n: &u64, out: &mut Options<u64>) {
            for &k in self.takes.iter().filter(|&&k| k <= n) {
                let most = if self.split { (n - k) / 2 } else { 0 };
                for left in 0..=most {
                    for part in [left, n - k - left] {
                        if part > 0 {
                            out.push(part);
                        }
                    }
                    out.end();
                }
            }
        }
    }

    /// The nimbers of heaps `0..=n` by the definition: the mex of the options' nim-sums.
    fn by_definition(rules: &Breaks, n: u64) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::new();
        for heap in 0..=n {
            let mut options = Options::default();
            rules.options(&heap, &mut options);
            let reached: Vec<u32> = (0..options.len())
                .map(|i| {
                    options
                        .get(i)
                        .iter()
                        .fold(0, |x, &p| x ^ values[p as usize])
                })
                .collect();
            let mex = (0..=u32::try_from(reached.len()).unwrap())
                .find(|h| !reached.contains(h))
                .unwrap();
            values.push(mex);
        }
        values
    }

    #[derive(Debug)]
    enum Stop {
        Limit(Exceeded),
        Stopped,
    }
    impl From<Exceeded> for Stop {
        fn from(e: Exceeded) -> Self {
            Stop::Limit(e)
        }
    }
    impl From<Interrupted> for Stop {
        fn from(_: Interrupted) -> Self {
            Stop::Stopped
        }
    }

    proptest! {
        #[test]
        fn nimbers_equal_the_definition(takes in proptest::collection::vec(1u64..6, 1..4), split: bool, threads in 1usize..4) {
            let rules = Breaks { takes, split };
            let expected = by_definition(&rules, 40);
            let mut search = NimberSearch::new(rules, Limits::new().bytes(MIN_TABLE_BYTES)).unwrap().threads(threads);
            // Asked out of order, so that the memo and the table are reused across questions.
            for n in (0..=40u64).rev().step_by(3).chain(0..=40) {
                prop_assert_eq!(search.nimber::<Stop>(&n).unwrap(), expected[n as usize], "heap {}", n);
            }
        }
    }

    /// On three threads: the same nimbers, every one found handed to the sink once (on the
    /// caller's thread), the step limit held whatever the threads.
    #[test]
    fn threads_share_the_work_and_the_limits() {
        let kayles = || Breaks {
            takes: vec![1, 2],
            split: true,
        };
        let expected = by_definition(&kayles(), 300);
        let mut found = Vec::new();
        let mut search = NimberSearch::new(kayles(), Limits::new())
            .unwrap()
            .threads(3)
            .on_found(|k, n| found.push((*k, n)));
        assert_eq!(search.nimber::<Stop>(&300).unwrap(), expected[300]);
        let stats = search.stats();
        let remembered = search.memo_len();
        drop(search);
        assert!((1..=3).contains(&stats.threads));
        assert_eq!(found.len(), remembered);
        for &(k, n) in &found {
            assert_eq!(n, expected[k as usize], "heap {k}");
        }
        for steps in [1, 50, 3000] {
            let mut search = NimberSearch::new(kayles(), Limits::new().steps(steps))
                .unwrap()
                .threads(2);
            let refused = search.nimber::<Stop>(&300);
            assert!(matches!(refused, Err(Stop::Limit(e)) if e.resource == Resource::Steps));
            assert!(search.steps.load(Ordering::Relaxed) <= steps);
        }
    }

    #[test]
    fn limits_and_the_sink_and_the_memo() {
        let kayles = || Breaks {
            takes: vec![1, 2],
            split: true,
        };
        let refused = NimberSearch::new(kayles(), Limits::new().steps(50))
            .unwrap()
            .nimber::<Stop>(&60);
        assert!(matches!(refused, Err(Stop::Limit(e)) if e.resource == Resource::Steps));
        assert!(NimberSearch::new(kayles(), Limits::new().bytes(100)).is_err());
        let mut found = Vec::new();
        let mut search = NimberSearch::new(kayles(), Limits::new())
            .unwrap()
            .on_found(|k, n| found.push((*k, n)));
        assert_eq!(search.nimber::<Stop>(&11).unwrap(), 6);
        let remembered = search.memo_len();
        drop(search);
        assert_eq!(found.len(), remembered);
        assert!(found.contains(&(11, 6)));
        // A preloaded memo answers without search.
        let mut again = NimberSearch::new(kayles(), Limits::new()).unwrap();
        again.remember(11, 6).unwrap();
        assert_eq!(again.nimber::<Stop>(&11).unwrap(), 6);
        assert_eq!(again.stats().nodes, 0);
        let mut full = NimberSearch::new(kayles(), Limits::new().items(1)).unwrap();
        full.remember(1, 1).unwrap();
        assert!(full.remember(2, 2).is_err());
    }
}
