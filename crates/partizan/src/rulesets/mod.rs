//! One framework for partizan rulesets: a position lists Left's and Right's options, and one
//! memoised search turns it into its canonical form.
//!
//! A ruleset's positions implement [`Position`]: the options of each player, and where the
//! rules allow, a split into independent components (a move is made in exactly one of them, so
//! the position is their sum) and a key up to the rules' symmetries (a reflection of a
//! Clobber board is the same game). The [`Solver`] values a position as the sum of its
//! components' values, each component looked up by its key or solved once from its options:
//!
//! ```text
//! value(P) = sum over components C of P of  { value(C^L) | value(C^R) }  (canonical, memoised)
//! ```
//!
//! The classic rulesets are built on it: [`Toads`] (Toads and Frogs), [`Clobber`], [`Konane`],
//! [`Toppling`] (Toppling Dominoes), [`Cram`] (impartial: its values are nimbers, also through
//! `combgames_grundy`'s solver by [`AsImpartial`]), [`Coloring`] (Snort and Col, on grids and
//! on any graph), [`Amazons`], [`HackenbushGraph`] (Red-Blue-Green Hackenbush on any graph) and
//! [`Domineering`](crate::Domineering). [`Grid`] parses the boards they share.
//!
//! ```
//! use combgames_partizan::{Arena, rulesets::{Solver, Toads}};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(&mut arena);
//! let g = solver.value(&"T.TFF".parse::<Toads>().unwrap()).unwrap();
//! assert_eq!(arena.to_text(g).unwrap(), "^"); // Winning Ways, ch. 1
//! ```

mod amazons;
mod clobber;
mod coloring;
mod cram;
mod graph;
mod grid;
mod hackenbush_graph;
mod search;
mod strip;

pub use amazons::{Amazons, MAX_AMAZONS_CELLS};
pub use clobber::{Clobber, Konane};
pub use coloring::{Coloring, ColoringRule};
pub use cram::{AsImpartial, Cram};
pub use graph::{Graph, MAX_VERTICES};
pub use grid::{Grid, MAX_CELLS, Symmetry};
pub use hackenbush_graph::{HackenbushGraph, MAX_EDGES};
pub use search::{DEFAULT_SOLVER_BYTES, DEFAULT_SOLVER_STEPS, PROGRESS_EVERY, Solver};
pub use strip::{Toads, Toppling};

use std::hash::Hash;

/// Left or Right: the workspace's one player type ([`combgames_base::Player`]).
pub use combgames_base::Player;

/// A position of a short partizan ruleset: what each player may move to.
///
/// Only [`options`](Position::options) is required. The rules must be **short**: no line of
/// play returns to an earlier position (the [`Solver`] reports a repeat as
/// [`Error::Loopy`](crate::Error::Loopy)) and each position has finitely many options.
///
/// ```
/// use combgames_partizan::{Arena, rulesets::{Player, Position, Solver}};
///
/// /// A pile of `n` counters: Left takes one, Right takes two.
/// #[derive(Clone, PartialEq, Eq, Hash)]
/// struct Pile(u32);
/// impl Position for Pile {
///     fn options(&self, player: Player) -> Vec<Pile> {
///         let take = if player == Player::Left { 1 } else { 2 };
///         self.0.checked_sub(take).map(Pile).into_iter().collect()
///     }
/// }
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let (two, three) = (solver.value(&Pile(2)).unwrap(), solver.value(&Pile(3)).unwrap());
/// assert_eq!(arena.to_text(two).unwrap(), "1/2+-1/2"); // {1|0}: Left to 1, Right to 0
/// assert_eq!(three, arena.zero()); // whoever starts loses
/// ```
pub trait Position: Clone + Eq + Hash {
    /// The positions `player` can move to (repeats are harmless).
    fn options(&self, player: Player) -> Vec<Self>;

    /// The independent components whose sum this position is, if the rules split it (a move
    /// is made in exactly one component): an empty list for a position worth `0`, `None` (the
    /// default) for a position that does not split. The solver never splits a component again.
    fn components(&self) -> Option<Vec<Self>> {
        None
    }

    /// The position's key up to the symmetries of the rules: positions with the same key must
    /// be the same game. The default is the position itself; a board game returns, say, the
    /// least of its reflections, so that the solver stores each position once.
    #[must_use]
    fn canonical(&self) -> Self {
        self.clone()
    }

    /// The bytes this position holds on the heap (a board's cells, say), counted against the
    /// [`Solver`]'s memory limit for each position it stores. The default, 0, suits positions
    /// that hold nothing on the heap.
    fn heap_bytes(&self) -> usize {
        0
    }
}
