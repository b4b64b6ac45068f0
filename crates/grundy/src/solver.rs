//! Grundy values of any finite impartial game, memoised, without recursion, within a limit.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

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
}

/// The default limit of [`Solver::new`]: `2^22` steps.
///
/// ```
/// assert_eq!(combgames_grundy::DEFAULT_STEP_LIMIT, 1 << 22);
/// ```
pub const DEFAULT_STEP_LIMIT: usize = 1 << 22;

/// Memoising Grundy-value solver for an [`ImpartialGame`].
///
/// `grundy(p) = mex { grundy(q) : q an option of p }`. The search uses an explicit stack, so
/// deep games (long chains of moves) cannot overflow the thread's stack. A move sequence that
/// returns to a position still being solved means the game is not finite, and is reported as
/// [`Error::Cycle`] instead of looping.
///
/// **Limit.** Every option pulled and every position stored is one step, and a solver stops
/// with [`Error::LimitReached`] after its limit of steps over its lifetime: time, the table of
/// values, the stack and the options held on it are all bounded by the limit.
///
/// ```
/// use combgames_grundy::{Solver, games::SubtractionGame};
/// let mut solver = Solver::new(SubtractionGame::new([1, 2, 3]));
/// assert_eq!(solver.grundy(&10), Ok(2)); // n mod 4
/// assert_eq!(solver.positions_solved(), 11);
/// ```
#[derive(Debug, Clone)]
pub struct Solver<G: ImpartialGame> {
    game: G,
    values: HashMap<G::Position, usize>,
    limit: usize,
    steps: usize,
}

/// One position on the explicit stack: its streamed options and the values seen so far.
struct Frame<P, I> {
    position: P,
    options: I,
    seen: Vec<usize>,
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver with the limit [`DEFAULT_STEP_LIMIT`].
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// assert_eq!(Solver::new(Nim).grundy(&vec![1, 2]), Ok(3));
    /// ```
    pub fn new(game: G) -> Self {
        Self::with_limit(game, DEFAULT_STEP_LIMIT)
    }

    /// A solver that stops after `limit` steps (options pulled plus positions stored).
    ///
    /// ```
    /// use combgames_grundy::{Error, Solver, games::SubtractionGame};
    /// let mut solver = Solver::with_limit(SubtractionGame::new([1]), 20);
    /// assert_eq!(solver.grundy(&3), Ok(1));
    /// assert_eq!(solver.grundy(&10_000_000), Err(Error::LimitReached(20)));
    /// ```
    pub fn with_limit(game: G, limit: usize) -> Self {
        Solver {
            game,
            values: HashMap::new(),
            limit,
            steps: 0,
        }
    }

    /// The game being solved.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::SubtractionGame};
    /// assert_eq!(Solver::new(SubtractionGame::new([2])).game().moves(), &[2]);
    /// ```
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The number of positions solved so far.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::SubtractionGame};
    /// let mut solver = Solver::new(SubtractionGame::new([1]));
    /// solver.grundy(&4).unwrap();
    /// assert_eq!(solver.positions_solved(), 5);
    /// ```
    pub fn positions_solved(&self) -> usize {
        self.values.len()
    }

    /// The Grundy value of `position`; 0 exactly when the player to move loses.
    ///
    /// # Errors
    /// [`Error::Cycle`] if some sequence of moves from `position` repeats a position;
    /// [`Error::LimitReached`] once the solver has taken its limit of steps.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// let mut solver = Solver::new(Nim);
    /// assert_eq!(solver.grundy(&vec![1, 2, 3]), Ok(0)); // 1 xor 2 xor 3
    /// ```
    pub fn grundy(&mut self, position: &G::Position) -> Result<usize, Error> {
        if let Some(&v) = self.values.get(position) {
            return Ok(v);
        }
        let Solver {
            game,
            values,
            limit,
            steps,
        } = self;
        let mut tick = || {
            *steps += 1;
            if *steps > *limit {
                Err(Error::LimitReached(*limit))
            } else {
                Ok(())
            }
        };
        let mut on_stack = HashSet::new();
        on_stack.insert(position.clone());
        let mut stack = vec![Frame {
            options: game.options(position),
            position: position.clone(),
            seen: Vec::new(),
        }];
        while let Some(top) = stack.last_mut() {
            if let Some(option) = top.options.next() {
                tick()?;
                if let Some(&v) = values.get(&option) {
                    top.seen.push(v);
                    continue;
                }
                if on_stack.contains(&option) {
                    return Err(Error::Cycle);
                }
                on_stack.insert(option.clone());
                stack.push(Frame {
                    options: game.options(&option),
                    position: option,
                    seen: Vec::new(),
                });
                continue;
            }
            tick()?;
            let value = mex(top.seen.iter().copied());
            if let Some(done) = stack.pop() {
                on_stack.remove(&done.position);
                values.insert(done.position, value);
            }
            if let Some(parent) = stack.last_mut() {
                parent.seen.push(value);
            }
        }
        Ok(values[position])
    }
}
