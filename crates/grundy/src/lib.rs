//! Sprague-Grundy theory for impartial games, with Green Hackenbush on rooted trees.
//!
//! In an impartial game both players have the same moves, and a player who cannot move loses.
//! Every position `p` has a **Grundy value**
//!
//! ```text
//! G(p) = mex { G(q) : q reachable from p in one move },
//! ```
//!
//! the smallest non-negative integer not among its options' values; the player to move loses
//! exactly when `G(p) = 0`. A sum of independent games (a move is made in exactly one of them)
//! has the **nim-sum** of the parts' values: `G(a + b) = G(a) xor G(b)`.
//!
//! In **Green Hackenbush** on a rooted tree a move cuts an edge and drops everything no longer
//! attached to the root. The branches at the root are independent games, and a branch hanging
//! from an edge above a subtree `X` is worth `1 + G(X)` (the **colon principle**), so
//!
//! ```text
//! G(tree) = xor over the root's children c of (1 + G(subtree at c)).
//! ```
//!
//! ```
//! use combgames_grundy::{RootedTree, Solver, mex, nim_sum, games::SubtractionGame};
//! assert_eq!(mex([0, 1, 3]), 2);
//! assert_eq!(nim_sum([3, 5, 6]), 0);
//! // A path of three edges behaves as a nim heap of 3.
//! let path = RootedTree::from_parents(&[None, Some(0), Some(1), Some(2)]).unwrap();
//! assert_eq!(path.grundy_value(), 3);
//! // The generic solver on the subtraction game {1, 3, 4}: values repeat 0,1,0,1,2,3,2.
//! let mut solver = Solver::new(SubtractionGame::new([1, 3, 4]));
//! assert_eq!(solver.grundy(&12), Ok(3));
//! ```
//!
//! [`Solver`] handles any finite game through the [`ImpartialGame`] trait (memoised, with an
//! explicit stack, streaming options, within a limit of steps); [`RootedTree`] evaluates
//! Hackenbush trees in `O(n)` and lists the winning cuts. `docs/grundy.md` has the proofs.

pub mod games;

mod error;
mod hackenbush;
mod nimber;
mod solver;

pub use error::Error;
pub use hackenbush::{RootedTree, TreeBuilder};
pub use nimber::{mex, nim_sum};
pub use solver::{DEFAULT_STEP_LIMIT, ImpartialGame, Solver};
