//! Fibonacci numbers, Zeckendorf representations and Fibonacci nim.
//!
//! Index the Fibonacci numbers by `F(0) = 0`, `F(1) = 1`, `F(k + 1) = F(k) + F(k - 1)`, so
//! that `F(2), F(3), F(4), ... = 1, 2, 3, 5, 8, ...` lists each positive Fibonacci number once.
//! **Zeckendorf's theorem**: every `n >= 1` is, in exactly one way, a sum
//!
//! ```text
//! n = F(k_1) + F(k_2) + ... + F(k_r),    k_1 > k_2 + 1 > ... ,  k_r >= 2,
//! ```
//!
//! of Fibonacci numbers no two of which are equal or adjacent, and the greedy choice (largest
//! `F(k) <= n` first) finds it. Its smallest term `z(n) = F(k_r)` decides **Fibonacci nim**:
//! from a pile of `m` stones, when the mover may take at most `b`, the mover loses against best
//! play if and only if
//!
//! ```text
//! b < z(m).
//! ```
//!
//! A winning move is then `x` with `2x < z(m - x)`, and every such `x` is a *tail* of the
//! representation of `m`: a sum of its smallest terms whose double is below the next term.
//!
//! ```
//! use combgames_zeckendorf::{NimState, Zeckendorf, smallest_term};
//! assert_eq!(Zeckendorf::new(100u64).unwrap().to_string(), "100 = 89 + 8 + 3");
//! assert_eq!(smallest_term(&100u64), Ok(3));
//! // A pile of 100 stones: take 3 (the tail 3 < 8/2) or 11 (the tail 8 + 3 < 89/2).
//! assert_eq!(NimState::opening(100u64).unwrap().winning_moves(), vec![3, 11]);
//! ```
//!
//! Everything is generic over [`Natural`] (every unsigned width and [`BigUint`](num_bigint::BigUint)),
//! and every greedy decomposition goes through one walk, [`zeckendorf_terms`], which keeps two
//! consecutive Fibonacci numbers instead of a table: `O(log n)` arithmetic steps and memory
//! linear in the digits of `n`.
//!
//! Bounds: `fibonacci::<u64>(k)` exists for `k <= 93`, `fibonacci::<u128>(k)` for `k <= 186`;
//! larger indices return [`Error::Overflow`], as does a representation rebuilt from indices whose
//! sum does not fit.

mod error;
mod fibonacci;
mod natural;
mod nim;
mod representation;
mod walk;

pub use error::Error;
pub use fibonacci::{fibonacci, is_fibonacci, largest_fibonacci_at_most};
pub use natural::{MAX_BIG_INDEX, MAX_WALK_BITS, Natural};
pub use nim::{NimState, winning_openings};
pub use representation::{Zeckendorf, smallest_term};
pub use walk::{ZeckendorfTerms, zeckendorf_terms, zeckendorf_terms_fixed};
