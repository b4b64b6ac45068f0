//! `combgames`: combinatorial game theory and Fibonacci number theory, as a facade over small
//! focused crates, each re-exported here as a module.
//!
//! | module | what it answers |
//! |---|---|
//! | [`zeckendorf`] | Fibonacci numbers, Zeckendorf representations, Fibonacci nim |
//! | [`counting`] | where counts live: exact `u128`, exact big integers, residues modulo `m` |
//! | [`histconv`] | score histograms, convolution powers, tuples counted by the sign of their sum |
//! | [`dyadic`] | exact dyadic rationals and the simplest number between two values |
//! | [`grundy`] | mex, nim-sum, a generic impartial-game solver, Green Hackenbush on trees |
//! | [`stone_game`] | Stone Game III (Project Euler 366), `M(n)` and `S(N)` |
//! | [`fibonacci_tree_game`] | the Fibonacci Tree Game (Project Euler 400), `f(k)` |
//! | [`left_vs_right`] | Left vs Right II (Project Euler 949), `G(n, k)` |
//!
//! ```
//! use combgames::{stone_game, zeckendorf};
//! assert_eq!(zeckendorf::smallest_term(&17u64), Ok(1));
//! assert_eq!(stone_game::sum_largest_moves(100), 728);
//! ```
//!
//! # Conventions, the same in every crate
//!
//! - **Integer types.** Sizes and indices that address memory are `usize` (orders of a tree,
//!   node indices, Fibonacci indices, Grundy values). Exponents and bit counts are `u32`, as in
//!   `std` (`u64::pow(u32)`, `checked_shl(u32)`): the power `k` of a histogram, and the word
//!   length `n` and word count `k` of Left vs Right, whose words are `u32` bit patterns and
//!   whose `k`-tuples are `k`-th convolution powers. Piles of stones are any unsigned type
//!   through [`zeckendorf::Natural`]. Counts live in a counting system of [`counting`]
//!   (`u128`, [`BigUint`](num_bigint::BigUint), `u64` residues for moduli below `2^64`, `u128`
//!   residues up to `2^128`), so moduli are `u64`, or `u128` for [`counting::Modular128`].
//!   Histogram scores are `i64`; estimates of work and memory are `u128` steps and `u64` or
//!   `u128` bytes.
//! - **Passing.** Machine integers are taken by value. A generic natural (which may be a
//!   `BigUint`) is read by reference (`smallest_term(&n)`, `largest_winning_move(&n)`) and
//!   taken by value only by a constructor that keeps it (`Zeckendorf::new(n)`). Counting
//!   systems are small `Copy`-like values; a histogram keeps its own.
//! - **Errors.** Each crate has one `Error` enum (`thiserror`, `#[non_exhaustive]`, `Eq`). A
//!   variant names what happened and carries typed values, never a `String`. Errors of a
//!   crate below are wrapped, not copied: a modulus below 2 is always
//!   [`counting::Error::ModulusTooSmall`].
//! - **Budgets.** Every function whose cost grows with an argument estimates its steps and
//!   memory (as integers) before it starts and refuses past its documented limits with a
//!   typed error; the `# Errors` section of each says which.
//! - **Overflow.** `checked_*` methods return `Option` when overflow is the only failure, as in
//!   `std`; operators on number types panic on overflow exactly as the integer types do;
//!   everything else returns a `Result`. Nothing wraps silently.
//! - **No floats** in any public signature, constant or error.
//! - **Big integers** are [`num_bigint`], re-exported here: use `combgames::num_bigint` (or
//!   the same major version) so that types match.
//!
//! Slow twins, written from the rules of each game, live in each crate's `naive` module (or in
//! its tests) and are held equal to the fast paths by the test suites.

#[doc(inline)]
pub use combgames_counting as counting;
#[doc(inline)]
pub use combgames_dyadic as dyadic;
#[doc(inline)]
pub use combgames_fibonacci_tree_game as fibonacci_tree_game;
#[doc(inline)]
pub use combgames_grundy as grundy;
#[doc(inline)]
pub use combgames_histconv as histconv;
#[doc(inline)]
pub use combgames_left_vs_right as left_vs_right;
#[doc(inline)]
pub use combgames_partizan as partizan;
#[doc(inline)]
pub use combgames_stone_game as stone_game;
#[doc(inline)]
pub use combgames_zeckendorf as zeckendorf;
/// The big-integer crate the workspace's APIs use, re-exported so that types always match.
#[doc(inline)]
pub use num_bigint;

// The README's snippets are compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;
