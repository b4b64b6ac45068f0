//! Grundy values of any finite impartial game, memoised, without recursion.

use std::collections::{HashMap, HashSet};
use std::hash::Hash;

use crate::{Error, mex};

/// A finite impartial game: positions and the positions one move away.
///
/// Both players have the same moves; a player with no move loses (normal play).
///
/// ```
/// use combgames_grundy::{ImpartialGame, Solver};
///
/// /// Take 1 or 2 counters from one pile.
/// struct TakeOneOrTwo;
/// impl ImpartialGame for TakeOneOrTwo {
///     type Position = u32;
///     fn options(&self, n: &u32) -> Vec<u32> {
///         (1..=2).filter(|&k| k <= *n).map(|k| n - k).collect()
///     }
/// }
/// let mut solver = Solver::new(TakeOneOrTwo);
/// assert_eq!(solver.grundy(&7), Ok(1)); // n mod 3
/// ```
pub trait ImpartialGame {
    /// A position of the game.
    type Position: Clone + Eq + Hash;
    /// The positions reachable in one move (repeats are harmless).
    fn options(&self, position: &Self::Position) -> Vec<Self::Position>;
}

/// Memoising Grundy-value solver for an [`ImpartialGame`].
///
/// `grundy(p) = mex { grundy(q) : q an option of p }`. The search uses an explicit stack, so
/// deep games (long chains of moves) cannot overflow the thread's stack; memory is one table
/// entry per position reached. A move sequence that returns to a position still being solved
/// means the game is not finite, and is reported as [`Error::Cycle`] instead of looping.
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
}

/// One position on the explicit stack: its options, and how many are solved so far.
struct Frame<P> {
    position: P,
    options: Vec<P>,
    next: usize,
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver with no limit on the number of positions it stores.
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// assert_eq!(Solver::new(Nim).grundy(&vec![1, 2]), Ok(3));
    /// ```
    pub fn new(game: G) -> Self {
        Self::with_limit(game, usize::MAX)
    }

    /// A solver that refuses to store more than `limit` positions.
    ///
    /// ```
    /// use combgames_grundy::{Error, Solver, games::SubtractionGame};
    /// let mut solver = Solver::with_limit(SubtractionGame::new([1]), 5);
    /// assert_eq!(solver.grundy(&3), Ok(1));
    /// assert_eq!(solver.grundy(&9), Err(Error::TooManyPositions(5)));
    /// ```
    pub fn with_limit(game: G, limit: usize) -> Self {
        Solver {
            game,
            values: HashMap::new(),
            limit,
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
    /// [`Error::TooManyPositions`] if solving would store more positions than the limit.
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
        let mut on_stack = HashSet::new();
        let mut stack = vec![self.frame(position.clone())];
        on_stack.insert(position.clone());
        while let Some(top) = stack.last_mut() {
            if let Some(option) = top.options.get(top.next).cloned() {
                top.next += 1;
                if self.values.contains_key(&option) {
                    continue;
                }
                if on_stack.contains(&option) {
                    return Err(Error::Cycle);
                }
                on_stack.insert(option.clone());
                let frame = self.frame(option);
                stack.push(frame);
                continue;
            }
            let value = mex(top.options.iter().map(|q| self.values[q]));
            let done = stack.pop().map(|f| f.position);
            if let Some(p) = done {
                if self.values.len() >= self.limit {
                    return Err(Error::TooManyPositions(self.limit));
                }
                on_stack.remove(&p);
                self.values.insert(p, value);
            }
        }
        Ok(self.values[position])
    }

    fn frame(&self, position: G::Position) -> Frame<G::Position> {
        let options = self.game.options(&position);
        Frame {
            position,
            options,
            next: 0,
        }
    }
}
