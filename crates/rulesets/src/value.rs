//! The canonical value of any position: the search core's value search, its values the
//! arena's canonical forms.

use combgames_base::Limits;
use combgames_search::{DEFAULT_MEMO_BYTES, DEFAULT_VALUE_STEPS, Progress, Stats};
use combgames_search::{ValueRules, ValueSearch};

use crate::canonical::Canonical;
use crate::{Arena, Error, GameId, Player, Position};

/// The default step limit of a [`Solver`]: `2^30` steps (a step is a component solved or an
/// option looked at).
///
/// ```
/// assert_eq!(combgames_rulesets::DEFAULT_SOLVER_STEPS, 1 << 30);
/// ```
pub const DEFAULT_SOLVER_STEPS: u64 = DEFAULT_VALUE_STEPS;

/// The default memory limit of a [`Solver`]'s table: `2^32` bytes (4 GiB).
///
/// ```
/// assert_eq!(combgames_rulesets::DEFAULT_SOLVER_BYTES, 1 << 32);
/// ```
pub const DEFAULT_SOLVER_BYTES: u64 = DEFAULT_MEMO_BYTES;

/// A ruleset's positions as the value search's rules: Left's options, then Right's; the
/// position's components; keys by [`Position::canonical`].
pub(crate) struct Framework<P>(std::marker::PhantomData<P>);

impl<P: Position> ValueRules for Framework<P> {
    type Position = P;
    type Options<'a>
        = std::vec::IntoIter<P>
    where
        Self: 'a;
    const SIDES: usize = 2;

    fn options(&self, position: &P, side: usize) -> Self::Options<'_> {
        let player = if side == 0 {
            Player::Left
        } else {
            Player::Right
        };
        position.options(player).into_iter()
    }

    fn components(&self, position: &P, parts: &mut Vec<P>) -> bool {
        match position.components() {
            Some(found) => {
                parts.extend(found);
                true
            }
            None => false,
        }
    }

    fn key(&self, component: P) -> (P, bool) {
        (component.canonical(), false)
    }

    fn heap_bytes(&self, key: &P) -> usize {
        key.heap_bytes()
    }
}

/// The memoised search of any [`Position`]'s canonical value, into an [`Arena`] (the search
/// core's value search).
///
/// A position is the sum of its [components](Position::components); a component is looked
/// up by its [key](Position::canonical), or solved once as `{ value(C^L) | value(C^R) }` in
/// canonical form and remembered. The search keeps its own stack (a long line of play cannot
/// overflow the thread's), and the table lives as long as the solver, so that later positions
/// reuse what earlier ones solved.
///
/// **Limits** ([`Limits`]): `steps`, the components solved plus the options looked at, over
/// the solver's lifetime ([`DEFAULT_SOLVER_STEPS`]); `bytes`, the table, each entry counted
/// at its largest cost ([`DEFAULT_SOLVER_BYTES`]); `time`, each question's wall time. The
/// solver stops with [`Error::Exceeded`] past any of them, and the arena keeps its own limits
/// of games and of steps. Every 256 components solved the interrupt flag of
/// [`combgames_base::interrupt`] is read. A line of play that returns to a position still
/// being solved is [`Error::Loopy`].
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Domineering, Solver};
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let g = solver.value(&"...|...".parse::<Domineering>().unwrap()).unwrap();
/// assert!(solver.positions_solved() > 0);
/// assert_eq!(arena.to_text(g).unwrap(), "3/4+-5/4"); // = {2|-1/2}: two rows of three
/// ```
pub struct Solver<'a, P: Position> {
    arena: &'a mut Arena,
    search: ValueSearch<Framework<P>, GameId>,
}

impl<'a, P: Position> Solver<'a, P> {
    /// A solver into `arena` with the default limits.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Solver, Toppling};
    /// let mut arena = Arena::new();
    /// let solver: Solver<'_, Toppling> = Solver::new(&mut arena);
    /// assert_eq!(solver.positions_solved(), 0);
    /// ```
    pub fn new(arena: &'a mut Arena) -> Self {
        Self::with_limits(arena, Limits::new())
    }

    /// A solver into `arena` within `limits` (see the type: steps, bytes, time).
    ///
    /// ```
    /// use combgames_base::{Exceeded, Limits, Resource};
    /// use combgames_partizan::{Arena, Error};
    /// use combgames_rulesets::{Clobber, Solver, Toads};
    /// let mut arena = Arena::new();
    /// let mut solver = Solver::with_limits(&mut arena, Limits::new().steps(3));
    /// let refused = solver.value(&"TT...FF".parse::<Toads>().unwrap());
    /// assert_eq!(refused, Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 3))));
    /// let mut solver = Solver::with_limits(&mut arena, Limits::new().bytes(1000));
    /// let refused = solver.value(&"xoxo|oxox".parse::<Clobber>().unwrap());
    /// assert_eq!(refused, Err(Error::Exceeded(Exceeded::ran_out(Resource::Bytes, 1000))));
    /// ```
    pub fn with_limits(arena: &'a mut Arena, limits: Limits) -> Self {
        Solver {
            arena,
            search: ValueSearch::new(Framework(std::marker::PhantomData), limits),
        }
    }

    /// The bytes the table may hold at most so far, as counted against the limit.
    #[must_use]
    pub fn table_bytes(&self) -> u64 {
        self.search.memo_bytes()
    }

    /// The components solved so far (the entries of the table).
    #[must_use]
    pub fn positions_solved(&self) -> u64 {
        self.search.solved()
    }

    /// The statistics of the search so far (components solved, options looked at, the
    /// table's look-ups and finds, time).
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }

    /// The arena the values live in.
    pub fn arena(&mut self) -> &mut Arena {
        self.arena
    }

    /// The canonical value of `position`.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (the solver's steps, bytes or time, or the arena's games or steps);
    /// [`Error::Interrupted`]; [`Error::Loopy`] for rules that repeat a position; any error of
    /// the arena building a value (as [`Error::TooLarge`] for a birthday past
    /// [`MAX_BIRTHDAY`](combgames_partizan::MAX_BIRTHDAY)).
    pub fn value(&mut self, position: &P) -> Result<GameId, Error> {
        self.search.value(&mut Canonical(self.arena), position)
    }

    /// [`value`](Self::value), calling `progress` every [`PROGRESS_EVERY`](crate::PROGRESS_EVERY)
    /// components solved (for reports on long searches).
    ///
    /// # Errors
    /// As for [`value`](Self::value).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Domineering, Solver};
    /// let mut arena = Arena::new();
    /// let mut calls = 0;
    /// let board: Domineering = "....|....|....".parse().unwrap();
    /// Solver::new(&mut arena).value_with_progress(&board, |_| calls += 1).unwrap();
    /// assert_eq!(calls, 0); // a small board: fewer than 2^16 components
    /// ```
    pub fn value_with_progress(
        &mut self,
        position: &P,
        mut progress: impl FnMut(Progress),
    ) -> Result<GameId, Error> {
        self.search
            .value_with_progress(&mut Canonical(self.arena), position, &mut progress)
    }
}
