//! Values: a memoised search of a game's value from its components' values.
//!
//! A position is the sum of its components (a move is made in exactly one of them), so its
//! value is the sum of theirs; a component's value is built from the values of its options:
//!
//! ```text
//! value(P)  = sum over components C of P of  value(C)
//! value(C)  = node({ value(C^L) }, { value(C^R) })        (memoised under C's key)
//! ```
//!
//! where the [`Algebra`] says what a value is, how values add and how a node is made: a
//! canonical form `{ L | R }` for partizan games, the mex of the options for impartial ones
//! (with nim-sum as the addition), the misère mex for misère play. A component is stored under
//! its key up to the rules' symmetries; a key that exchanges the players stands for the
//! negative. [`ValueSearch`] keeps its own stack (a long line of play never overflows the
//! thread's), and its memo lives as long as it does, so later positions reuse what earlier
//! ones solved.
//!
//! The memo keeps every component it solves: the values themselves live in the algebra (an
//! arena of canonical forms keeps every game it makes), so forgetting a component would save
//! little beside them and cost its search again; and a component still on the stack must stay
//! marked, to catch a line of play that returns to it.

use std::hash::Hash;
use std::time::{Duration, Instant};

use combgames_base::hash::FastMap;
use combgames_base::{Clock, Exceeded, Interrupted, Limits, Meter, Resource, interrupt};

use crate::stats::{PROGRESS_EVERY, Progress, Stats};

/// The rules of a game for the value search: the options of a position for each side, its
/// components, its key.
///
/// ```
/// use combgames_search::ValueRules;
/// /// Take one or two counters from a pile (impartial: one side).
/// struct TakeOneOrTwo;
/// impl ValueRules for TakeOneOrTwo {
///     type Position = u32;
///     type Options<'a> = std::vec::IntoIter<u32>;
///     const SIDES: usize = 1;
///     fn options(&self, n: &u32, _side: usize) -> Self::Options<'_> {
///         (1..=2).filter(|&k| k <= *n).map(|k| n - k).collect::<Vec<_>>().into_iter()
///     }
/// }
/// assert_eq!(TakeOneOrTwo.options(&5, 0).collect::<Vec<_>>(), [4, 3]);
/// ```
pub trait ValueRules {
    /// A position (and a component's key).
    type Position: Clone + Eq + Hash;
    /// The options of a position for one side, one at a time; they may borrow the rules, not
    /// the position.
    type Options<'a>: Iterator<Item = Self::Position>
    where
        Self: 'a;
    /// The sides whose options make a node: 1 for an impartial game, 2 (Left, then Right)
    /// for a partizan one.
    const SIDES: usize;

    /// Whether options are looked up whole before they are split, and a sum of parts
    /// remembered whole once valued (`false` by default): for rules whose positions are their
    /// own keys (no symmetry, no negation) and whose split costs more than a look-up, as a
    /// flood fill over a board does. A sum takes a step and an entry of the memo.
    const MEMO_SUMS: bool = false;

    /// The options of `position` for `side` (`0..SIDES`); repeats are harmless.
    fn options(&self, position: &Self::Position, side: usize) -> Self::Options<'_>;

    /// The components whose sum `position` is, if the rules split it: pushes them onto
    /// `parts` (which comes empty; none for a position worth zero) and returns `true`; returns
    /// `false` (the default) for a position that does not split. A component is never split
    /// again. (A buffer rather than a list returned: the search reuses it for every option.)
    fn components(&self, position: &Self::Position, parts: &mut Vec<Self::Position>) -> bool {
        let _ = (position, parts);
        false
    }

    /// The key of a component up to the rules' symmetries, and whether it is the component
    /// with the players exchanged (its value is then the negative). The default: the
    /// component itself.
    fn key(&self, component: Self::Position) -> (Self::Position, bool) {
        (component, false)
    }

    /// Pushes onto `keys` the keys of `position`'s components, each with whether it stands
    /// for the negative (the position's own key if it does not split). The default asks
    /// [`components`](ValueRules::components) (into `scratch`, which comes empty) and
    /// [`key`](ValueRules::key); rules that find both at once may do it in one pass.
    fn keys(
        &self,
        position: Self::Position,
        scratch: &mut Vec<Self::Position>,
        keys: &mut Vec<(Self::Position, bool)>,
    ) {
        scratch.clear();
        if self.components(&position, scratch) {
            keys.extend(scratch.drain(..).map(|part| self.key(part)));
        } else {
            keys.push(self.key(position));
        }
    }

    /// The bytes a key holds on the heap, counted against the memo's limit.
    fn heap_bytes(&self, key: &Self::Position) -> usize {
        let _ = key;
        0
    }
}

/// What values are: zero, their sum, the negative, and the value of a node from its options'.
///
/// ```
/// use combgames_search::{Algebra, Exceeded, Interrupted};
/// /// Nimbers: the mex of the options, added by nim-sum.
/// struct Nim;
/// #[derive(Debug)]
/// struct Cycle;
/// impl From<Exceeded> for Cycle { fn from(_: Exceeded) -> Self { Cycle } }
/// impl From<Interrupted> for Cycle { fn from(_: Interrupted) -> Self { Cycle } }
/// impl Algebra<u32> for Nim {
///     type Value = usize;
///     type Error = Cycle;
///     fn zero(&mut self) -> usize { 0 }
///     fn add(&mut self, a: usize, b: usize) -> Result<usize, Cycle> { Ok(a ^ b) }
///     fn node(&mut self, _: &u32, options: &[Vec<usize>]) -> Result<usize, Cycle> {
///         Ok((0..=options[0].len()).find(|v| !options[0].contains(v)).unwrap_or(0))
///     }
///     fn repeated(&self) -> Cycle { Cycle }
/// }
/// assert_eq!(Nim.node(&0, &[vec![0, 1, 3]]).unwrap(), 2);
/// ```
pub trait Algebra<P> {
    /// A value.
    type Value: Copy;
    /// What building a value can fail with (a limit, an interrupt, or the algebra's own).
    type Error: From<Exceeded> + From<Interrupted>;

    /// The value of the empty sum.
    fn zero(&mut self) -> Self::Value;

    /// The sum of two values.
    fn add(&mut self, a: Self::Value, b: Self::Value) -> Result<Self::Value, Self::Error>;

    /// The negative of a value (the game with Left and Right exchanged). The default is the
    /// value itself, right for impartial values and for rules whose keys never exchange the
    /// players.
    fn negate(&mut self, a: Self::Value) -> Result<Self::Value, Self::Error> {
        Ok(a)
    }

    /// The value of the component keyed `position` whose options have the values
    /// `options[side]`.
    fn node(
        &mut self,
        position: &P,
        options: &[Vec<Self::Value>],
    ) -> Result<Self::Value, Self::Error>;

    /// The error for a line of play that returns to a component still being solved: the
    /// rules are not short.
    fn repeated(&self) -> Self::Error;
}

/// The default step limit of a [`ValueSearch`]: `2^30` steps (a step is a component solved or
/// an option looked at).
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_VALUE_STEPS, 1 << 30);
/// ```
pub const DEFAULT_VALUE_STEPS: u64 = 1 << 30;

/// The default memory limit of a [`ValueSearch`]'s memo: 4 GiB.
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_MEMO_BYTES, 4 << 30);
/// ```
pub const DEFAULT_MEMO_BYTES: u64 = 4 << 30;

/// Components solved between two reads of the interrupt flag and the clock.
const CHECK_EVERY: u64 = 1 << 8;

/// The memoised value search of a game's [`ValueRules`], its values built by an [`Algebra`].
///
/// **Limits** ([`Limits`]): `steps`, the components solved plus the options looked at, over
/// the search's lifetime ([`DEFAULT_VALUE_STEPS`]); `bytes`, the memo, each entry counted at
/// its largest cost (the key, its heap bytes, the value and the hash table's slack:
/// [`DEFAULT_MEMO_BYTES`]); `time`, each question's wall time. Every 256 components solved
/// the interrupt ([`combgames_base::interrupt`]) and the clock are read.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_search::{Algebra, Exceeded, Interrupted, ValueRules, ValueSearch};
/// # struct TakeOneOrTwo;
/// # impl ValueRules for TakeOneOrTwo {
/// #     type Position = u32;
/// #     type Options<'a> = std::vec::IntoIter<u32>;
/// #     const SIDES: usize = 1;
/// #     fn options(&self, n: &u32, _: usize) -> Self::Options<'_> {
/// #         (1..=2).filter(|&k| k <= *n).map(|k| n - k).collect::<Vec<_>>().into_iter()
/// #     }
/// # }
/// # struct Nim;
/// # #[derive(Debug, PartialEq)] enum Stop { Limit, Cycle }
/// # impl From<Exceeded> for Stop { fn from(_: Exceeded) -> Self { Stop::Limit } }
/// # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Limit } }
/// # impl Algebra<u32> for Nim {
/// #     type Value = usize; type Error = Stop;
/// #     fn zero(&mut self) -> usize { 0 }
/// #     fn add(&mut self, a: usize, b: usize) -> Result<usize, Stop> { Ok(a ^ b) }
/// #     fn node(&mut self, _: &u32, o: &[Vec<usize>]) -> Result<usize, Stop> {
/// #         Ok((0..=o[0].len()).find(|v| !o[0].contains(v)).unwrap_or(0))
/// #     }
/// #     fn repeated(&self) -> Stop { Stop::Cycle }
/// # }
/// let mut search = ValueSearch::new(TakeOneOrTwo, Limits::new());
/// assert_eq!(search.value(&mut Nim, &7), Ok(1)); // n mod 3
/// assert_eq!(search.solved(), 8); // 0..=7, each once
/// let mut tight = ValueSearch::new(TakeOneOrTwo, Limits::new().steps(5));
/// assert_eq!(tight.value(&mut Nim, &100), Err(Stop::Limit));
/// ```
pub struct ValueSearch<R: ValueRules, V> {
    rules: R,
    /// Solved components by key; `None` while a component is on the stack.
    memo: FastMap<R::Position, Option<V>>,
    steps: Meter,
    bytes: Meter,
    time: Option<Duration>,
    solved: u64,
    stats: Stats,
}

/// One component being solved.
struct Frame<'r, R: ValueRules + 'r, V> {
    key: R::Position,
    /// Whether the parent takes the negative of this component's value.
    negated: bool,
    /// The side whose options are being looked at, and their iterator.
    side: usize,
    options: R::Options<'r>,
    /// The values of the options of each side (`SIDES` of them used).
    values: [Vec<V>; 2],
    /// Whether an option is in progress: its components' keys still to add (each with
    /// whether it stands for the negative; taken from the end, the order does not matter to
    /// a sum), their sum so far, and the option itself if it is to be remembered whole.
    in_option: bool,
    parts: Vec<(R::Position, bool)>,
    total: V,
    sum: Option<R::Position>,
}

impl<R: ValueRules, V: Copy> ValueSearch<R, V> {
    /// A search of `rules` within `limits` (see the type).
    pub fn new(rules: R, limits: Limits) -> Self {
        ValueSearch {
            rules,
            memo: FastMap::default(),
            steps: limits.meter(Resource::Steps, DEFAULT_VALUE_STEPS),
            bytes: limits.meter(Resource::Bytes, DEFAULT_MEMO_BYTES),
            time: limits.time,
            solved: 0,
            stats: Stats::default(),
        }
    }

    /// The rules searched.
    pub fn rules(&self) -> &R {
        &self.rules
    }

    /// The components solved so far (the entries of the memo).
    pub fn solved(&self) -> u64 {
        self.solved
    }

    /// The steps spent so far (components solved and options looked at).
    pub fn steps(&self) -> u64 {
        self.steps.used()
    }

    /// The bytes the memo may hold at most so far, as counted against its limit.
    pub fn memo_bytes(&self) -> u64 {
        self.bytes.used()
    }

    /// The statistics of the questions asked so far: `nodes` the components solved,
    /// `options` the options looked at, `probes` and `hits` the memo's look-ups and finds.
    pub fn stats(&self) -> Stats {
        Stats {
            nodes: self.solved,
            table_bytes: self.bytes.used(),
            threads: 1,
            ..self.stats.clone()
        }
    }

    /// The value of `position`, built by `algebra`.
    ///
    /// # Errors
    /// The algebra's error for [`Exceeded`] (steps, bytes, milliseconds), for
    /// [`Interrupted`], for a repeated position ([`Algebra::repeated`]) and for whatever
    /// building a value refuses.
    pub fn value<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        position: &R::Position,
    ) -> Result<V, A::Error> {
        self.value_with_progress(algebra, position, &mut |_| {})
    }

    /// [`value`](Self::value), calling `progress` every [`PROGRESS_EVERY`] components solved.
    ///
    /// # Errors
    /// As for [`value`](Self::value).
    pub fn value_with_progress<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        position: &R::Position,
        progress: &mut dyn FnMut(Progress),
    ) -> Result<V, A::Error> {
        let started = Instant::now();
        let mut run = Run {
            clock: Clock::start(self.time),
            started,
            progress,
        };
        let result = self.sum_of_parts(algebra, position, &mut run);
        self.stats.elapsed += started.elapsed();
        result
    }

    fn sum_of_parts<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        position: &R::Position,
        run: &mut Run<'_>,
    ) -> Result<V, A::Error> {
        let mut parts = Vec::new();
        self.rules
            .keys(position.clone(), &mut Vec::new(), &mut parts);
        let mut total = algebra.zero();
        for (key, negated) in parts {
            let g = self.component(algebra, key, run)?;
            let g = if negated { algebra.negate(g)? } else { g };
            total = algebra.add(total, g)?;
        }
        Ok(total)
    }

    /// The value of one component (a key), by the explicit stack.
    fn component<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        key: R::Position,
        run: &mut Run<'_>,
    ) -> Result<V, A::Error> {
        let ValueSearch {
            rules,
            memo,
            steps,
            bytes,
            solved,
            stats,
            ..
        } = self;
        let mut state = State {
            rules,
            memo,
            steps,
            bytes,
            solved,
            stats,
            scratch: Vec::new(),
            spare: Vec::new(),
        };
        let mut stack: Vec<Frame<'_, R, V>> = Vec::new();
        if let Some(known) = state.enter(algebra, key, false, &mut stack, run)? {
            return Ok(known);
        }
        let result = state.run(algebra, &mut stack, run);
        // A search stopped half-way forgets the components it had open, so that the search
        // can go on (with a larger limit, say) without taking them for a repeat.
        for frame in stack {
            state.memo.remove(&frame.key);
        }
        result
    }
}

/// The time and progress of one question.
struct Run<'p> {
    clock: Clock,
    started: Instant,
    progress: &'p mut dyn FnMut(Progress),
}

/// A frame's buffers: the values of its options of each side, and the keys of an option's
/// components.
type Buffers<P, V> = ([Vec<V>; 2], Vec<(P, bool)>);

/// The search's state, borrowed apart from its rules (the frames borrow the rules).
struct State<'s, R: ValueRules, V> {
    rules: &'s R,
    memo: &'s mut FastMap<R::Position, Option<V>>,
    steps: &'s mut Meter,
    bytes: &'s mut Meter,
    solved: &'s mut u64,
    stats: &'s mut Stats,
    /// The components of an option, before they are keyed.
    scratch: Vec<R::Position>,
    /// Buffers of frames popped, for the frames pushed next (no allocation once warm).
    spare: Vec<Buffers<R::Position, V>>,
}

impl<'s, R: ValueRules, V: Copy> State<'s, R, V> {
    /// Solves the stack's components, the bottom one last; its value.
    fn run<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        stack: &mut Vec<Frame<'s, R, V>>,
        run: &mut Run<'_>,
    ) -> Result<V, A::Error> {
        let mut value = algebra.zero();
        while let Some(top) = stack.last_mut() {
            // The next part of the option in progress, if any.
            if let Some((part, negated)) = top.parts.pop() {
                // Most parts are solved already: the look-up here, a new frame apart.
                self.stats.probes += 1;
                match self.memo.get(&part) {
                    Some(Some(known)) => {
                        self.stats.hits += 1;
                        let known = *known;
                        let known = if negated {
                            algebra.negate(known)?
                        } else {
                            known
                        };
                        top.total = algebra.add(top.total, known)?;
                    }
                    Some(None) => return Err(algebra.repeated()),
                    None => self.push(algebra, part, negated, stack, run)?,
                }
                continue;
            }
            if top.in_option {
                top.values[top.side].push(top.total);
                top.in_option = false;
                if let Some(sum) = top.sum.take() {
                    self.remember_sum(sum, top.total)?;
                }
            }
            // The next option: this side's, or the next side's.
            if let Some(option) = top.options.next() {
                self.steps.spend(1)?;
                self.stats.options += 1;
                if R::MEMO_SUMS {
                    self.stats.probes += 1;
                    if let Some(&Some(known)) = self.memo.get(&option) {
                        self.stats.hits += 1;
                        top.values[top.side].push(known);
                        continue;
                    }
                }
                top.parts.clear();
                let whole = R::MEMO_SUMS.then(|| option.clone());
                self.rules.keys(option, &mut self.scratch, &mut top.parts);
                // A sum of two or more parts is remembered whole once its parts are added.
                top.sum = whole.filter(|_| top.parts.len() >= 2);
                top.total = algebra.zero();
                top.in_option = true;
                continue;
            }
            if top.side + 1 < R::SIDES {
                top.side += 1;
                top.options = self.rules.options(&top.key, top.side);
                continue;
            }
            // Every option valued: the component's value.
            let g = algebra.node(&top.key, &top.values[..R::SIDES])?;
            if let Some(slot) = self.memo.get_mut(&top.key) {
                *slot = Some(g);
            }
            let negated = top.negated;
            if let Some(done) = stack.pop() {
                self.spare.push((done.values, done.parts));
            }
            let g = if negated { algebra.negate(g)? } else { g };
            match stack.last_mut() {
                Some(parent) => parent.total = algebra.add(parent.total, g)?,
                None => value = g,
            }
        }
        Ok(value)
    }

    /// A known component's value, or `None` with a new frame for it on the stack.
    fn enter<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        key: R::Position,
        negated: bool,
        stack: &mut Vec<Frame<'s, R, V>>,
        run: &mut Run<'_>,
    ) -> Result<Option<V>, A::Error> {
        self.stats.probes += 1;
        match self.memo.get(&key) {
            Some(Some(g)) => {
                self.stats.hits += 1;
                return Ok(Some(*g));
            }
            Some(None) => return Err(algebra.repeated()),
            None => {}
        }
        self.push(algebra, key, negated, stack, run)?;
        Ok(None)
    }

    /// Remembers the value of a whole option that is a sum of parts (rules with
    /// [`ValueRules::MEMO_SUMS`]): a step and an entry of the memo.
    fn remember_sum(&mut self, sum: R::Position, value: V) -> Result<(), Exceeded> {
        if self.memo.contains_key(&sum) {
            return Ok(());
        }
        self.steps.spend(1)?;
        self.bytes.spend(entry_bytes::<R, V>(self.rules, &sum))?;
        self.stats.stores += 1;
        self.memo.insert(sum, Some(value));
        Ok(())
    }

    /// A new frame for the component `key` (not in the memo), marked in the memo as open.
    fn push<A: Algebra<R::Position, Value = V>>(
        &mut self,
        algebra: &mut A,
        key: R::Position,
        negated: bool,
        stack: &mut Vec<Frame<'s, R, V>>,
        run: &mut Run<'_>,
    ) -> Result<(), A::Error> {
        self.steps.spend(1)?;
        self.bytes.spend(entry_bytes::<R, V>(self.rules, &key))?;
        self.memo.insert(key.clone(), None);
        *self.solved += 1;
        self.stats.stores += 1;
        if *self.solved % CHECK_EVERY == 0 {
            interrupt::check()?;
            run.clock.check()?;
            if *self.solved % PROGRESS_EVERY == 0 {
                (run.progress)(Progress {
                    nodes: *self.solved,
                    elapsed: run.started.elapsed(),
                });
            }
        }
        let options = self.rules.options(&key, 0);
        let (mut values, mut parts) = self.spare.pop().unwrap_or_default();
        for side in &mut values {
            side.clear();
        }
        parts.clear();
        stack.push(Frame {
            key,
            negated,
            side: 0,
            options,
            values,
            in_option: false,
            parts,
            total: algebra.zero(),
            sum: None,
        });
        Ok(())
    }
}

/// What one stored component may cost the memo at most: the hash table's slot (twice over,
/// as a table that has just doubled is half empty) and control byte, and its heap bytes rounded
/// up to the allocator's 16 plus its 16-byte header.
fn entry_bytes<R: ValueRules, V>(rules: &R, key: &R::Position) -> u64 {
    let slot = std::mem::size_of::<(R::Position, Option<V>)>() + 1;
    let heap = match rules.heap_bytes(key) {
        0 => 0,
        bytes => bytes.div_ceil(16) * 16 + 16,
    };
    // Both far below 2^63 for any key that fits in memory.
    (2 * slot + heap) as u64
}
