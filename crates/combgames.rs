//! `combgames`: combinatorial game theory and Fibonacci number theory, as a facade over small
//! focused crates, each re-exported here as a module.
//!
//! - [`zeckendorf`]: Fibonacci numbers, Zeckendorf representations, Fibonacci nim.
//! - [`stone_game`]: Stone Game III (Project Euler 366), `M(n)` and `S(N)`.
//! - [`fibonacci_tree_game`]: the Fibonacci Tree Game (Project Euler 400), `f(k)`.
//! - [`dyadic`]: exact dyadic rationals and the simplest number between two values.
//! - [`histconv`]: score histograms, convolution powers, counts by the sign of a sum.
//! - [`left_vs_right`]: Left vs Right II (Project Euler 949), `G(n, k)`.
//! - [`grundy`]: mex, nim-sum, a generic impartial-game solver, Green Hackenbush, Fibonacci trees.
//!
//! ```
//! use combgames::{stone_game, zeckendorf};
//! assert_eq!(zeckendorf::smallest_term(17u64), Ok(1));
//! assert_eq!(stone_game::sum_largest_moves(100), 728);
//! ```

pub use combgames_dyadic as dyadic;
pub use combgames_fibonacci_tree_game as fibonacci_tree_game;
pub use combgames_grundy as grundy;
pub use combgames_histconv as histconv;
pub use combgames_left_vs_right as left_vs_right;
pub use combgames_stone_game as stone_game;
pub use combgames_zeckendorf as zeckendorf;

// The README's snippets are compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;
