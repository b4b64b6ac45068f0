//! Grundy values of any finite impartial game: the search core's value search, its values
//! nimbers (the mex of the options, added by nim-sum), normal or misère.

use std::hash::Hash;

use combgames_base::Limits;
use combgames_search::{Algebra, Progress, Stats, ValueRules, ValueSearch};

use crate::{Error, mex};

/// A finite impartial game: positions and the positions one move away.
///
/// Both players have the same moves; a player with no move loses (normal play). Options are
/// streamed: the solver pulls them one at a time, so a position with a huge number of options
/// costs only what the solver's limit allows.
///
/// ```
/// use combgames_grundy::{ImpartialGame, Solver};
///
/// /// Take 1 or 2 counters from one pile.
/// struct TakeOneOrTwo;
/// impl ImpartialGame for TakeOneOrTwo {
///     type Position = u32;
///     type Options<'a> = std::vec::IntoIter<u32>;
///     fn options(&self, n: &u32) -> Self::Options<'_> {
///         (1..=2).filter(|&k| k <= *n).map(|k| n - k).collect::<Vec<_>>().into_iter()
///     }
/// }
/// let mut solver = Solver::new(TakeOneOrTwo);
/// assert_eq!(solver.grundy(&7), Ok(1)); // n mod 3
/// ```
pub trait ImpartialGame {
    /// A position of the game.
    type Position: Clone + Eq + Hash;
    /// The options of a position, one at a time; it may borrow the game, not the position.
    type Options<'a>: Iterator<Item = Self::Position>
    where
        Self: 'a;
    /// The positions reachable in one move (repeats are harmless).
    fn options(&self, position: &Self::Position) -> Self::Options<'_>;

    /// The independent parts of `position`, if it is a sum of two or more games (a move is
    /// made in exactly one part): the [`Solver`] then values it as the nim-sum of the parts'
    /// values and never lists its options, so a game of many heaps costs what its distinct
    /// heaps cost. `None` (the default) for a position that does not split.
    ///
    /// ```
    /// use combgames_grundy::{ImpartialGame, OctalGame, Solver};
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// assert_eq!(kayles.components(&vec![3, 5]), Some(vec![vec![3], vec![5]]));
    /// // Kayles heaps 1..=40 together: 40 single heaps are solved, not the sums.
    /// let mut solver = Solver::new(kayles);
    /// let all: Vec<u64> = (1..=40).collect();
    /// assert!(solver.grundy(&all).is_ok());
    /// assert!(solver.positions_solved() < 2000);
    /// ```
    fn components(&self, position: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = position;
        None
    }
}

/// The default step limit of [`Solver::new`]: `2^22` steps.
///
/// ```
/// assert_eq!(combgames_grundy::DEFAULT_STEP_LIMIT, 1 << 22);
/// ```
pub const DEFAULT_STEP_LIMIT: u64 = 1 << 22;

/// Memoising Grundy-value solver for an [`ImpartialGame`]: the search core's value search
/// ([`combgames_search::ValueSearch`]) with nimbers for values.
///
/// `grundy(p) = mex { grundy(q) : q an option of p }`, and a sum of parts is the nim-sum of
/// theirs. The search uses an explicit stack, so deep games (long chains of moves) cannot
/// overflow the thread's stack. A move sequence that returns to a position still being solved
/// means the game is not finite, and is reported as [`Error::Cycle`] instead of looping.
///
/// **Limits** ([`Limits`]): `steps`, every option pulled and every position stored, over the
/// solver's lifetime ([`DEFAULT_STEP_LIMIT`]): time, the table of values, the stack and the
/// options held on it are all bounded by it; `bytes`, the table (4 GiB); `time`, each
/// question's wall time.
///
/// ```
/// use combgames_grundy::{Solver, games::SubtractionGame};
/// let mut solver = Solver::new(SubtractionGame::new([1, 2, 3]));
/// assert_eq!(solver.grundy(&10), Ok(2)); // n mod 4
/// assert_eq!(solver.positions_solved(), 11);
/// ```
pub struct Solver<G: ImpartialGame> {
    search: ValueSearch<Plays<G>, usize>,
}

/// Which play a position is valued in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Play {
    Normal,
    Misere,
}

/// An impartial game as the value search's rules: a position tagged with its play, one side
/// of options, and parts for normal play only (a sum's misère value is not a function of its
/// parts' values).
struct Plays<G>(G);

/// The options of a position, tagged with its play.
struct Tagged<I> {
    play: Play,
    options: I,
}

impl<P, I: Iterator<Item = P>> Iterator for Tagged<I> {
    type Item = (Play, P);

    fn next(&mut self) -> Option<(Play, P)> {
        self.options.next().map(|p| (self.play, p))
    }
}

impl<G: ImpartialGame> ValueRules for Plays<G> {
    type Position = (Play, G::Position);
    type Options<'a>
        = Tagged<G::Options<'a>>
    where
        Self: 'a;
    const SIDES: usize = 1;
    /// A position is its own key, and a game's split (a flood fill of a board, say) may cost
    /// more than a look-up: options are looked up whole first, as sums are remembered.
    const MEMO_SUMS: bool = true;

    fn options(&self, (play, position): &Self::Position, _: usize) -> Self::Options<'_> {
        Tagged {
            play: *play,
            options: self.0.options(position),
        }
    }

    fn components(
        &self,
        (play, position): &Self::Position,
        parts: &mut Vec<Self::Position>,
    ) -> bool {
        if *play == Play::Misere {
            return false;
        }
        match self.0.components(position) {
            Some(found) if found.len() >= 2 => {
                parts.extend(found.into_iter().map(|p| (Play::Normal, p)));
                true
            }
            _ => false,
        }
    }
}

/// Nimbers: the mex of the options (under misere play, 1 for a position without a move),
/// added by nim-sum.
struct Nimbers;

impl<P> Algebra<(Play, P)> for Nimbers {
    type Value = usize;
    type Error = Error;

    fn zero(&mut self) -> usize {
        0
    }

    fn add(&mut self, a: usize, b: usize) -> Result<usize, Error> {
        Ok(a ^ b)
    }

    fn node(&mut self, (play, _): &(Play, P), options: &[Vec<usize>]) -> Result<usize, Error> {
        let values = &options[0];
        Ok(if *play == Play::Misere && values.is_empty() {
            1
        } else {
            mex(values.iter().copied())
        })
    }

    fn repeated(&self) -> Error {
        Error::Cycle
    }
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver with the default limits (see the type).
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// assert_eq!(Solver::new(Nim).grundy(&vec![1, 2]), Ok(3));
    /// ```
    pub fn new(game: G) -> Self {
        Self::with_limits(game, Limits::new())
    }

    /// A solver within `limits` (see the type).
    ///
    /// ```
    /// use combgames_base::{Exceeded, Limits, Resource};
    /// use combgames_grundy::{Error, Solver, games::SubtractionGame};
    /// let mut solver = Solver::with_limits(SubtractionGame::new([1]), Limits::new().steps(20));
    /// assert_eq!(solver.grundy(&3), Ok(1));
    /// let refused = Exceeded::ran_out(Resource::Steps, 20);
    /// assert_eq!(solver.grundy(&10_000_000), Err(Error::Exceeded(refused)));
    /// ```
    pub fn with_limits(game: G, limits: Limits) -> Self {
        let limits = Limits {
            steps: Some(limits.steps_or(DEFAULT_STEP_LIMIT)),
            ..limits
        };
        Solver {
            search: ValueSearch::new(Plays(game), limits),
        }
    }

    /// The game being solved.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::SubtractionGame};
    /// assert_eq!(Solver::new(SubtractionGame::new([2])).game().moves(), &[2]);
    /// ```
    pub fn game(&self) -> &G {
        &self.search.rules().0
    }

    /// The number of positions solved so far (normal and misère: the entries of the table).
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::SubtractionGame};
    /// let mut solver = Solver::new(SubtractionGame::new([1]));
    /// solver.grundy(&4).unwrap();
    /// assert_eq!(solver.positions_solved(), 5);
    /// ```
    pub fn positions_solved(&self) -> usize {
        usize::try_from(self.search.solved()).unwrap_or(usize::MAX)
    }

    /// The statistics of the search so far: positions solved, options pulled, the table's
    /// look-ups and finds, time.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::SubtractionGame};
    /// let mut solver = Solver::new(SubtractionGame::new([1, 2]));
    /// solver.grundy(&30).unwrap();
    /// let stats = solver.stats();
    /// assert_eq!((stats.nodes, stats.options), (31, 59));
    /// ```
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }

    /// The Grundy value of `position`; 0 exactly when the player to move loses.
    ///
    /// # Errors
    /// [`Error::Cycle`] if some sequence of moves from `position` repeats a position;
    /// [`Error::Exceeded`] once the solver has taken its limit of steps (or bytes, or time);
    /// [`Error::Interrupted`].
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// let mut solver = Solver::new(Nim);
    /// assert_eq!(solver.grundy(&vec![1, 2, 3]), Ok(0)); // 1 xor 2 xor 3
    /// ```
    pub fn grundy(&mut self, position: &G::Position) -> Result<usize, Error> {
        self.grundy_with_progress(position, |_| {})
    }

    /// [`grundy`](Self::grundy), calling `progress` every
    /// [`PROGRESS_EVERY`](combgames_search::PROGRESS_EVERY) positions solved.
    ///
    /// # Errors
    /// As for [`grundy`](Self::grundy).
    pub fn grundy_with_progress(
        &mut self,
        position: &G::Position,
        mut progress: impl FnMut(Progress),
    ) -> Result<usize, Error> {
        let tagged = (Play::Normal, position.clone());
        self.search
            .value_with_progress(&mut Nimbers, &tagged, &mut progress)
    }

    /// The misère Grundy value of `position`: 1 for a position without a move, otherwise the
    /// mex of its options' values; the player to move loses under misère play (the last
    /// player to move losing) exactly when it is 0.
    ///
    /// A sum is searched as a whole: the game's [`components`](ImpartialGame::components) are
    /// not used, because a sum's misère value is not a function of its parts' values (in
    /// Kayles, the empty sum and a heap of 5 both have `g- = 1`, but beside a heap of 2 they
    /// give 2 and 4). Values are remembered apart from the normal-play ones; steps and limits
    /// are shared with [`grundy`](Self::grundy).
    ///
    /// # Errors
    /// As for [`grundy`](Self::grundy).
    ///
    /// ```
    /// use combgames_grundy::{OctalGame, Solver};
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let mut solver = Solver::new(kayles);
    /// // Published (Winning Ways, ch. 13): misère Kayles begins 1, 0, 2, 3, 0, 1.
    /// let values: Vec<usize> = (0..6).map(|n| solver.misere_grundy(&vec![n]).unwrap()).collect();
    /// assert_eq!(values, [1, 0, 2, 3, 0, 1]);
    /// assert_eq!(solver.misere_grundy(&vec![1, 1]), Ok(1));
    /// assert_eq!(solver.misere_grundy(&vec![2, 5]), Ok(4));
    /// ```
    pub fn misere_grundy(&mut self, position: &G::Position) -> Result<usize, Error> {
        let tagged = (Play::Misere, position.clone());
        self.search.value(&mut Nimbers, &tagged)
    }
}
