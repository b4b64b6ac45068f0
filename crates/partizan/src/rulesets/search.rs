//! The memoised search shared by every ruleset: components, keys, options, canonical forms.

use combgames_base::hash::FastMap;
use combgames_base::{Meter, Resource};

use super::{Player, Position};
use crate::{Arena, Error, GameId};

/// Positions solved between two calls of the progress callback of
/// [`Solver::value_with_progress`]: `2^16`.
///
/// ```
/// assert_eq!(combgames_partizan::rulesets::PROGRESS_EVERY, 1 << 16);
/// ```
pub const PROGRESS_EVERY: u64 = 1 << 16;

/// The memoised search of any [`Position`], into an [`Arena`].
///
/// A position is the sum of its [components](Position::components); a component is looked
/// up by its [key](Position::canonical), or solved once as `{ value(C^L) | value(C^R) }` in
/// canonical form and remembered. The search keeps its own stack (a long line of play cannot
/// overflow the thread's), and the table lives as long as the solver, so that later positions
/// reuse what earlier ones solved.
///
/// **Budgets.** Each component solved (each entry of the table) is one step, and costs the
/// table's memory limit its largest size ([`with_limits`](Self::with_limits)); the solver stops
/// with [`Error::Exceeded`] past either limit, and the arena keeps its own limits of games and
/// of steps (comparisons). Time and the table are bounded by the limits, and every 256
/// components solved the interrupt flag of [`combgames_base::interrupt`] is read (the arena
/// reads it too). A line of play that returns to a position still being solved is
/// [`Error::Loopy`](crate::Error::Loopy).
///
/// ```
/// use combgames_partizan::{Arena, Domineering, rulesets::Solver};
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let g = solver.value(&"...|...".parse::<Domineering>().unwrap()).unwrap();
/// let solved = solver.positions_solved();
/// assert!(solved > 0);
/// assert_eq!(arena.to_text(g).unwrap(), "3/4+-5/4"); // = {2|-1/2}: two rows of three
/// ```
pub struct Solver<'a, P: Position> {
    arena: &'a mut Arena,
    /// Solved components by key; `None` while a component is on the stack.
    memo: FastMap<P, Option<GameId>>,
    steps: Meter,
    bytes: Meter,
}

/// One component being solved: its options still to value, and the option in progress (the
/// components still to add and their sum so far).
struct Frame<P> {
    key: P,
    left: std::vec::IntoIter<P>,
    right: std::vec::IntoIter<P>,
    values: [Vec<GameId>; 2],
    /// Which list the option in progress belongs to: 0 Left, 1 Right; 2 before the first.
    side: usize,
    parts: std::vec::IntoIter<P>,
    total: GameId,
}

/// The default step limit of [`Solver::new`]: `2^24` components solved.
///
/// ```
/// assert_eq!(combgames_partizan::rulesets::DEFAULT_SOLVER_STEPS, 1 << 24);
/// ```
pub const DEFAULT_SOLVER_STEPS: u64 = 1 << 24;

/// The default memory limit of [`Solver::new`] for its table: `2^32` bytes (4 GiB).
///
/// ```
/// assert_eq!(combgames_partizan::rulesets::DEFAULT_SOLVER_BYTES, 1 << 32);
/// ```
pub const DEFAULT_SOLVER_BYTES: u64 = 1 << 32;

/// What one stored position may cost the table at most: the hash table's slot (twice over, as
/// a table that has just doubled is half empty) and control byte, and its heap bytes rounded up
/// to the allocator's 16 plus its 16-byte header.
fn entry_bytes<P: Position>(position: &P) -> u64 {
    let slot = std::mem::size_of::<(P, Option<GameId>)>() + 1;
    let heap = match position.heap_bytes() {
        0 => 0,
        bytes => bytes.div_ceil(16) * 16 + 16,
    };
    // Both far below 2^63 for any position that fits in memory.
    (2 * slot + heap) as u64
}

impl<'a, P: Position> Solver<'a, P> {
    /// A solver into `arena`, solving at most [`DEFAULT_SOLVER_STEPS`] components over its
    /// lifetime, its table within [`DEFAULT_SOLVER_BYTES`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, rulesets::{Solver, Toppling}};
    /// let mut arena = Arena::new();
    /// let solver: Solver<'_, Toppling> = Solver::new(&mut arena);
    /// assert_eq!(solver.positions_solved(), 0);
    /// ```
    pub fn new(arena: &'a mut Arena) -> Self {
        Self::with_step_limit(arena, DEFAULT_SOLVER_STEPS)
    }

    /// A solver into `arena`, solving at most `steps` components over its lifetime.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Error, rulesets::{Solver, Toads}};
    /// use combgames_base::{Exceeded, Resource};
    /// let mut arena = Arena::new();
    /// let mut solver = Solver::with_step_limit(&mut arena, 3);
    /// let refused = solver.value(&"TT...FF".parse::<Toads>().unwrap());
    /// assert_eq!(refused, Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 3))));
    /// ```
    pub fn with_step_limit(arena: &'a mut Arena, steps: u64) -> Self {
        Self::with_limits(arena, steps, DEFAULT_SOLVER_BYTES)
    }

    /// A solver into `arena`, solving at most `steps` components and holding at most `bytes`
    /// bytes in its table (each entry counted at its largest cost: the key, its heap bytes,
    /// the value and the hash table's slack). The arena's games are bounded by the arena's
    /// own limit; the search's stack holds one frame per move of the line being searched.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Error, rulesets::{Clobber, Solver}};
    /// use combgames_base::{Exceeded, Resource};
    /// let mut arena = Arena::new();
    /// let mut solver = Solver::with_limits(&mut arena, 1 << 20, 1000);
    /// let refused = solver.value(&"xoxo|oxox".parse::<Clobber>().unwrap());
    /// assert_eq!(refused, Err(Error::Exceeded(Exceeded::ran_out(Resource::Bytes, 1000))));
    /// ```
    pub fn with_limits(arena: &'a mut Arena, steps: u64, bytes: u64) -> Self {
        Solver {
            arena,
            memo: FastMap::default(),
            steps: Meter::new(Resource::Steps, steps),
            bytes: Meter::new(Resource::Bytes, bytes),
        }
    }

    /// The bytes the table may hold at most so far, as counted against the limit.
    #[must_use]
    pub fn table_bytes(&self) -> u64 {
        self.bytes.used()
    }

    /// The components solved so far (the entries of the table).
    #[must_use]
    pub fn positions_solved(&self) -> u64 {
        self.steps.used()
    }

    /// The arena the values live in.
    pub fn arena(&mut self) -> &mut Arena {
        self.arena
    }

    /// The canonical value of `position`.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (the solver's steps, or the arena's games or steps);
    /// [`Error::Interrupted`]; [`Error::Loopy`](crate::Error::Loopy) for rules that repeat a
    /// position; any error of the arena building a value (as [`Error::TooLarge`] for a
    /// birthday past [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY)).
    pub fn value(&mut self, position: &P) -> Result<GameId, Error> {
        self.value_with_progress(position, |_| {})
    }

    /// [`value`](Self::value), calling `progress(solved)` every [`PROGRESS_EVERY`]
    /// components solved, with the number solved so far (for reports on long searches).
    ///
    /// # Errors
    /// As for [`value`](Self::value).
    ///
    /// ```
    /// use combgames_partizan::{Arena, Domineering, rulesets::Solver};
    /// let mut arena = Arena::new();
    /// let mut calls = 0;
    /// let board: Domineering = "....|....|....".parse().unwrap();
    /// Solver::new(&mut arena).value_with_progress(&board, |_| calls += 1).unwrap();
    /// assert_eq!(calls, 0); // a small board: fewer than 2^16 components
    /// ```
    pub fn value_with_progress(
        &mut self,
        position: &P,
        mut progress: impl FnMut(u64),
    ) -> Result<GameId, Error> {
        let parts = split(position);
        let mut total = self.arena.zero();
        for part in parts {
            let g = self.component(part, &mut progress)?;
            total = self.arena.sum(total, g)?;
        }
        Ok(total)
    }

    /// The value of one component (a key), by the explicit stack.
    fn component(&mut self, key: P, progress: &mut impl FnMut(u64)) -> Result<GameId, Error> {
        let mut stack: Vec<Frame<P>> = Vec::new();
        if let Some(known) = self.enter(key, &mut stack, progress)? {
            return Ok(known);
        }
        let result = self.run(&mut stack, progress);
        // A search stopped half-way forgets the components it had open, so that the solver
        // can go on (with a larger arena, say) without taking them for a repeat.
        for frame in stack {
            self.memo.remove(&frame.key);
        }
        result
    }

    /// Solves the stack's components, the bottom one last.
    fn run(
        &mut self,
        stack: &mut Vec<Frame<P>>,
        progress: &mut impl FnMut(u64),
    ) -> Result<GameId, Error> {
        let mut value = self.arena.zero();
        while let Some(top) = stack.last_mut() {
            // The next part of the option in progress, if any.
            if let Some(part) = top.parts.next() {
                if let Some(known) = self.enter(part, stack, progress)? {
                    if let Some(top) = stack.last_mut() {
                        top.total = self.arena.sum(top.total, known)?;
                    }
                }
                continue;
            }
            if top.side < 2 {
                top.values[top.side].push(top.total);
            }
            // The next option: Left's first, then Right's.
            let next = match top.left.next() {
                Some(option) => Some((0, option)),
                None => top.right.next().map(|option| (1, option)),
            };
            if let Some((side, option)) = next {
                top.side = side;
                top.parts = split(&option).into_iter();
                top.total = self.arena.zero();
                continue;
            }
            // Every option valued: the component's canonical form.
            let g = self.arena.game(&top.values[0], &top.values[1])?;
            if let Some(slot) = self.memo.get_mut(&top.key) {
                *slot = Some(g);
            }
            stack.pop();
            match stack.last_mut() {
                Some(parent) => parent.total = self.arena.sum(parent.total, g)?,
                None => value = g,
            }
        }
        Ok(value)
    }

    /// A known component's value, or `None` with a new frame for it on the stack (one step).
    fn enter(
        &mut self,
        key: P,
        stack: &mut Vec<Frame<P>>,
        progress: &mut impl FnMut(u64),
    ) -> Result<Option<GameId>, Error> {
        // Most lookups find a solved component: a plain look-up first, the entry only for a
        // new one.
        match self.memo.get(&key) {
            Some(Some(g)) => return Ok(Some(*g)),
            Some(None) => return Err(Error::Loopy),
            None => {}
        }
        self.steps.spend(1)?;
        self.bytes.spend(entry_bytes(&key))?;
        let solved = self.steps.used();
        if solved % (crate::arena::CHECK_EVERY / 16) == 0 {
            combgames_base::interrupt::check()?;
        }
        if solved % PROGRESS_EVERY == 0 {
            progress(solved);
        }
        let left = key.options(Player::Left);
        let right = key.options(Player::Right);
        let values = [
            Vec::with_capacity(left.len()),
            Vec::with_capacity(right.len()),
        ];
        self.memo.insert(key.clone(), None);
        stack.push(Frame {
            key,
            left: left.into_iter(),
            right: right.into_iter(),
            values,
            side: 2,
            parts: Vec::new().into_iter(),
            total: self.arena.zero(),
        });
        Ok(None)
    }
}

/// The keys of a position's components (the position's own key if it does not split).
fn split<P: Position>(position: &P) -> Vec<P> {
    match position.components() {
        Some(mut parts) => {
            for part in &mut parts {
                *part = part.canonical();
            }
            parts
        }
        None => vec![position.canonical()],
    }
}
