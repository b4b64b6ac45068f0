//! Grundy values of any finite impartial game, memoised, without recursion, within a limit.

use combgames_base::{Meter, Resource};
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

/// The default limit of [`Solver::new`]: `2^22` steps.
///
/// ```
/// assert_eq!(combgames_grundy::DEFAULT_STEP_LIMIT, 1 << 22);
/// ```
pub const DEFAULT_STEP_LIMIT: u64 = 1 << 22;

/// Memoising Grundy-value solver for an [`ImpartialGame`].
///
/// `grundy(p) = mex { grundy(q) : q an option of p }`. The search uses an explicit stack, so
/// deep games (long chains of moves) cannot overflow the thread's stack. A move sequence that
/// returns to a position still being solved means the game is not finite, and is reported as
/// [`Error::Cycle`] instead of looping.
///
/// **Limit.** Every option pulled and every position stored is one step, and a solver stops
/// with [`Error::Exceeded`] after its limit of steps over its lifetime: time, the table of
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
    misere: HashMap<G::Position, usize>,
    steps: Meter,
}

/// What a position on the stack still has to look at: its options (its value is their mex)
/// or its parts (the nim-sum).
enum Pending<P, I> {
    Options(I),
    Parts(std::vec::IntoIter<P>),
}

/// One position on the explicit stack: its streamed options or parts, and the values seen so
/// far.
struct Frame<P, I> {
    position: P,
    pending: Pending<P, I>,
    seen: Vec<usize>,
}

impl<P, I: Iterator<Item = P>> Frame<P, I> {
    fn next(&mut self) -> Option<P> {
        match &mut self.pending {
            Pending::Options(options) => options.next(),
            Pending::Parts(parts) => parts.next(),
        }
    }

    fn value(&self) -> usize {
        match self.pending {
            Pending::Options(_) => mex(self.seen.iter().copied()),
            Pending::Parts(_) => self.seen.iter().fold(0, |acc, v| acc ^ v),
        }
    }
}

/// One step; every 4096, a look at the interrupt installed on this thread.
fn tick(steps: &mut Meter) -> Result<(), Error> {
    steps.spend(1)?;
    if steps.used() % 4096 == 0 {
        combgames_base::interrupt::check()?;
    }
    Ok(())
}

/// The frame of `position`: split into parts if the game says it is a sum.
fn frame<G: ImpartialGame>(game: &G, position: G::Position) -> Frame<G::Position, G::Options<'_>> {
    let pending = match game.components(&position) {
        Some(parts) if parts.len() >= 2 => Pending::Parts(parts.into_iter()),
        _ => Pending::Options(game.options(&position)),
    };
    Frame {
        position,
        pending,
        seen: Vec::new(),
    }
}

impl<G: ImpartialGame> Solver<G> {
    /// A solver with the limit [`DEFAULT_STEP_LIMIT`].
    ///
    /// ```
    /// use combgames_grundy::{Solver, games::Nim};
    /// assert_eq!(Solver::new(Nim).grundy(&vec![1, 2]), Ok(3));
    /// ```
    pub fn new(game: G) -> Self {
        Self::with_step_limit(game, DEFAULT_STEP_LIMIT)
    }

    /// A solver that stops after `steps` steps (options pulled plus positions stored).
    ///
    /// ```
    /// use combgames_grundy::{Error, Solver, games::SubtractionGame};
    /// use combgames_base::{Exceeded, Resource};
    /// let mut solver = Solver::with_step_limit(SubtractionGame::new([1]), 20);
    /// assert_eq!(solver.grundy(&3), Ok(1));
    /// let refused = Exceeded::ran_out(Resource::Steps, 20);
    /// assert_eq!(solver.grundy(&10_000_000), Err(Error::Exceeded(refused)));
    /// ```
    pub fn with_step_limit(game: G, steps: u64) -> Self {
        Solver {
            game,
            values: HashMap::new(),
            misere: HashMap::new(),
            steps: Meter::new(Resource::Steps, steps),
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
        self.values.len() + self.misere.len()
    }

    /// The Grundy value of `position`; 0 exactly when the player to move loses.
    ///
    /// # Errors
    /// [`Error::Cycle`] if some sequence of moves from `position` repeats a position;
    /// [`Error::Exceeded`] once the solver has taken its limit of steps.
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
            steps,
            ..
        } = self;
        let mut tick = || tick(steps);
        let mut on_stack = HashSet::from([position.clone()]);
        let mut stack = vec![frame(&*game, position.clone())];
        while let Some(top) = stack.last_mut() {
            if let Some(option) = top.next() {
                tick()?;
                if let Some(&v) = values.get(&option) {
                    top.seen.push(v);
                    continue;
                }
                if on_stack.contains(&option) {
                    return Err(Error::Cycle);
                }
                on_stack.insert(option.clone());
                stack.push(frame(&*game, option));
                continue;
            }
            tick()?;
            let value = top.value();
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

    /// The misère Grundy value of `position`: 1 for a position without a move, otherwise the
    /// mex of its options' values; the player to move loses under misère play (the last
    /// player to move losing) exactly when it is 0.
    ///
    /// A sum is searched as a whole: the game's [`components`](ImpartialGame::components) are
    /// not used, because a sum's misère value is not a function of its parts' values (in
    /// Kayles, the empty sum and a heap of 5 both have `g- = 1`, but beside a heap of 2 they
    /// give 2 and 4). Values
    /// are remembered apart from the normal-play ones; steps and limit are shared with
    /// [`grundy`](Self::grundy).
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
        if let Some(&v) = self.misere.get(position) {
            return Ok(v);
        }
        let Solver {
            game,
            misere,
            steps,
            ..
        } = self;
        let mut tick = || tick(steps);
        let mut on_stack = HashSet::from([position.clone()]);
        let mut stack = vec![(position.clone(), game.options(position), Vec::new())];
        while let Some((_, options, seen)) = stack.last_mut() {
            if let Some(option) = options.next() {
                tick()?;
                if let Some(&v) = misere.get(&option) {
                    seen.push(v);
                    continue;
                }
                if on_stack.contains(&option) {
                    return Err(Error::Cycle);
                }
                on_stack.insert(option.clone());
                let options = game.options(&option);
                stack.push((option, options, Vec::new()));
                continue;
            }
            tick()?;
            let value = if seen.is_empty() {
                1
            } else {
                mex(seen.iter().copied())
            };
            if let Some((done, _, _)) = stack.pop() {
                on_stack.remove(&done);
                misere.insert(done, value);
            }
            if let Some((_, _, parent)) = stack.last_mut() {
                parent.push(value);
            }
        }
        Ok(misere[position])
    }
}
