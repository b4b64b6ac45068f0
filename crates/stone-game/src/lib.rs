//! Stone Game III (Project Euler 366): a pile of `n` stones, the first player takes any number
//! but the whole pile, then each player takes at most twice what the opponent just took; the
//! player taking the last stone wins. `M(n)` is the largest winning first move (0 for a lost
//! pile) and
//!
//! ```text
//! S(N) = M(1) + M(2) + ... + M(N).
//! ```
//!
//! The game is Fibonacci nim ([`combgames_zeckendorf::NimState`]): after the opening the
//! state `(m, b)` is lost exactly when `b < z(m)`, the smallest Zeckendorf term of `m`. With
//! `F` the largest Fibonacci number `<= n` that gives the two-case recursion
//!
//! ```text
//! M(n) = n - F        if 2 (n - F) < F,
//! M(n) = M(n - F)     otherwise,
//! ```
//!
//! so on each interval `I_k = [F(k), F(k+1))` the values climb `0, 1, ..., ceil(F(k)/2) - 1`
//! and then repeat `M` on `[ceil(F(k)/2), F(k-1))`. One table row per interval (its sum, and
//! what a query adds when it passes the climb) answers `S(N)` in `O(log N)` steps:
//!
//! ```
//! use combgames_stone_game::{largest_winning_move, sum_largest_moves, sum_largest_moves_mod};
//! assert_eq!(largest_winning_move(&17u64), Ok(4));
//! assert_eq!(sum_largest_moves(100), 728);
//! assert_eq!(sum_largest_moves_mod(&1_000_000_000_000_000_000u64, 100_000_000), Ok(88_351_299));
//! ```
//!
//! Which function to use: [`sum_largest_moves`] for `u64` (exact `u128`, tables built once per
//! process), [`sum_largest_moves_exact`] for exact sums of any width, [`sum_largest_moves_mod`]
//! for residues. With the feature `twins`, `naive` holds the slow twins, solved from the rules by minimax.
//! `docs/stone-game.md` has the proofs and a worked example.

mod arithmetic;
mod error;
mod largest_move;
#[cfg(feature = "twins")]
pub mod naive;
mod sums;

pub use combgames_base::{Exceeded, Needed, Resource};
pub use error::Error;
pub use largest_move::largest_winning_move;
pub use sums::{
    MAX_EXACT_BITS, MAX_MODULAR_BITS, sum_largest_moves, sum_largest_moves_exact,
    sum_largest_moves_in, sum_largest_moves_mod,
};
