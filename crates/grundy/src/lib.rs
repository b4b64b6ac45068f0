//! Sprague-Grundy theory for impartial games: a generic solver, Green Hackenbush on rooted
//! trees, octal games with proven periods, nimbers and coin-turning games.
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
//! explicit stack, streaming options, sums split into their parts, within a limit of steps);
//! [`RootedTree`] evaluates Hackenbush trees in `O(n)` and lists the winning cuts.
//!
//! **Octal games.** An [`OctalGame`] is a take-and-break game given by its code (`.77` is
//! Kayles): [`OctalGame::grundy_values`] computes `g(0..=N)` by the rare-value method, and
//! [`OctalGame::periodicity`] finds the least preperiod and period and proves them by the
//! octal periodicity theorem. Hexadecimal codes (`0x.8`: a move may leave three heaps) read
//! their splits into three from rows of the values of splits in two: `v` is the value of a
//! split of `m` into three iff `v xor g(a)` is the value of a split of `m - a` into two for
//! some least part `a <= m / 3`, `m / 3` bit tests in place of `m^2 / 12` triples.
//!
//! ```
//! use combgames_grundy::OctalGame;
//! let kayles: OctalGame = ".77".parse().unwrap();
//! let p = kayles.periodicity(100_000).unwrap();
//! assert_eq!((p.preperiod, p.period), (71, 12)); // Winning Ways
//! ```
//!
//! **Nimbers.** [`Nimber`] and [`Nimber128`] are the fields `GF(2^64)` and `GF(2^128)` of
//! nim-addition and nim-multiplication; [`CoinGame`] values Ruler and Mock Turtles and their
//! products (the Tartan theorem).
//!
//! ```
//! use combgames_grundy::Nimber;
//! assert_eq!(Nimber(16) * Nimber(16), Nimber(24));
//! ```
//!
//! **Misère play.** Under misère play the last player to move loses; sums no longer follow
//! nim-sums. [`Solver::misere_grundy`] gives misère values of any game,
//! [`OctalGame::misere_quotient`] the misère quotient of an octal game's heaps (Plambeck and
//! Siegel), each quotient proven before it is returned, and [`misere::MisereArena`] the misère
//! canonical form of any impartial game (Conway), with its genus, in `CGSuite`'s notation; see
//! [`misere`]. [`GrundysGame`] (split a heap into two unequal heaps) is valued by the same
//! rare-value method as the octal codes.
//!
//! ```
//! use combgames_grundy::OctalGame;
//! use combgames_grundy::misere::MisereArena;
//! let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(8).unwrap();
//! assert_eq!(q.is_p_position(&[1, 1, 1]), Ok(true)); // misère: three heaps of 1 lose
//! let mut arena = MisereArena::new();
//! let g = arena.parse("*[2]+*[2]").unwrap();
//! assert_eq!((arena.to_text(g).unwrap(), arena.genus(g).unwrap().to_string()), ("*[2[2]]".into(), "0^0".into()));
//! ```
//!
//! `docs/grundy.md`, `docs/octal-games.md` and `docs/misere.md` have the proofs; with the feature `twins`, `naive`
//! holds the slow twins.

pub mod games;
pub mod misere;
#[cfg(feature = "twins")]
pub mod naive;
pub mod ordinal;

mod blocks;
mod coins;
mod error;
mod extender;
mod grundys_game;
mod hackenbush;
mod memory;
mod mex;
mod nimber;
mod octal;
mod period;
mod sequence;
mod sequencer;
mod solver;
mod store;
mod triples;

pub use coins::CoinGame;
pub use combgames_base::{Exceeded, Needed, Resource};
pub use error::{CodeError, Error, NotationError};
pub use grundys_game::{GrundysGame, GrundysOptions};
pub use hackenbush::{RootedTree, TreeBuilder};
pub use memory::{MAX_SEQUENCE_BYTES, SEQUENCE_STEP_LIMIT, sequence_bytes};
pub use mex::{mex, nim_sum};
pub use misere::{
    MAX_QUOTIENT_HEAP, MAX_QUOTIENT_ORDER, MisereQuotient, QUOTIENT_LIMITS, QuotientPeriod,
};
pub use nimber::{Nimber, Nimber128};
pub use octal::{MAX_CODE_DIGITS, OctalGame};
pub use period::Periodicity;
pub use sequence::GrundySequence;
pub use solver::{DEFAULT_STEP_LIMIT, ImpartialGame, Solver};
