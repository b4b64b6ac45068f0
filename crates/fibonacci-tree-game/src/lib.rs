//! The Fibonacci Tree Game (Project Euler 400): Green Hackenbush on the Fibonacci tree `T(k)`
//! (`T(1)` a single node, the root of `T(k)` carrying `T(k-1)` and `T(k-2)`), where a move
//! removes a non-root node with its subtree. `f(k)` is the number of winning first moves.
//!
//! [`FibonacciTree`] holds the trees themselves: node counts, the closed form of `G_k`, and
//! the explicit tree for small orders. By the colon principle (see [`combgames_grundy`]) `G_k = (1 + G_{k-1}) xor (1 + G_{k-2})`,
//! and a winning move is a cut after which the whole tree has value 0. Counting them needs to
//! follow, for each branch, which value it must be left with. Write `A_n = 1 + G_n` and track
//! the **state** `x = G xor t` of a subtree that must reach value `t` (`x = 0`: unchanged).
//! Entering a child of order `n` maps the parent's state `x` to
//!
//! ```text
//! phi_n(x) = (A_n - 1) xor ((A_n xor x) - 1),     and x = A_n means "cut this edge".
//! ```
//!
//! So with `S_n[x]` the number of cuts inside a branch `T(n)` under a parent in state `x`,
//!
//! ```text
//! S_n[x] = 1                                       if x = A_n,
//! S_n[x] = S_{n-1}[phi_n(x)] + S_{n-2}[phi_n(x)]   otherwise,          f(k) = S_{k-1}[G_k] + S_{k-2}[G_k],
//! ```
//!
//! one dense row per order, states below a power of two `W > max A_n`. **Channels**: `phi`
//! keeps `x mod 2`, and keeps `x mod 4` when `x` is even, whatever `A` is (check the four
//! cases of `A mod 4`). Starting from `x = G_k`, the count never leaves `x = G_k (mod 2)` (odd
//! `G_k`) or `x = G_k (mod 4)` (even `G_k`), so each row holds `W/2` or `W/4` states. For
//! `k = 10^4` (`G_k = 6`, `W = 8192`) that is 2048 states, 48 KiB of rows.
//!
//! ```
//! use combgames_fibonacci_tree_game::{FibonacciTreeGame, winning_moves_mod};
//! assert_eq!(winning_moves_mod(10, 1_000_000_000_000_000_000), Ok(17));
//! let game = FibonacciTreeGame::new(10_000).unwrap();
//! assert_eq!((game.grundy_value(), game.width(), game.channel_width()), (6, 8192, 2048));
//! ```
//!
//! **Shapes.** In channel coordinates each `phi_n` is the identity, a reversal of aligned
//! blocks (`i xor (2^b - 1)`), a shift by one, or a "flip below" (`((i xor K) - 1) xor K`),
//! so a row is filled by loops over contiguous runs rather than one gather per state; runs of
//! orders go block by block through the first-level cache, and threads own aligned chunks of
//! the rows. With AVX2 the loops take a vector clone (chosen at run time, feature `simd`).
//! Measured times: `docs/performance.md`.
//!
//! Counts only ever add, so residues modulo any `m >= 2` are exact residues of `f(k)`
//! ([`FibonacciTreeGame::count_mod`], or any counting system of [`combgames_counting`] with
//! [`FibonacciTreeGame::count_in`]). [`FibonacciTreeGame::count_exact`] keeps each count as
//! 48-bit limbs whose carries wait 20 orders, so the limbs run independently.
//! With the feature `twins`, `naive` holds the twins: the explicit tree pruned node by node, and the dense recursion
//! over targets. `docs/fibonacci-tree-game.md` has the derivations.

mod barrier;
mod error;
mod exact;
mod game;
mod kernels;
#[cfg(feature = "twins")]
pub mod naive;
mod plan;
mod relabel;
mod residues;
mod rows;
mod runs;
mod tree;

pub use combgames_base::{Exceeded, Needed, Resource};
pub use error::Error;
pub use game::{
    FibonacciTreeGame, MAX_EXACT_BYTES, MAX_EXACT_WORD_STEPS, MAX_STEPS, MAX_THREADS, PARALLEL_ROW,
    winning_moves_exact, winning_moves_in, winning_moves_mod,
};
pub use tree::{
    FibonacciTree, MAX_COUNTED_ORDER, MAX_EXPLICIT_ORDER, MAX_TABLE_ORDER, grundy_values,
};
