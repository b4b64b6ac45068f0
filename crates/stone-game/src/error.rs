//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_stone_game::{Error, largest_winning_move, sum_largest_moves_mod};
/// assert_eq!(largest_winning_move(&0u64), Err(Error::EmptyPile));
/// assert_eq!(
///     sum_largest_moves_mod(&10u64, 1),
///     Err(Error::Counting(combgames_counting::Error::ModulusTooSmall(1)))
/// );
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// `M(n)` needs a pile of at least one stone.
    #[error("a pile must hold at least one stone")]
    EmptyPile,
    /// A counting system error (a modulus below 2).
    #[error(transparent)]
    Counting(#[from] combgames_counting::Error),
    /// `N` has more bits than the function's limit (its tables grow with the square of the
    /// digits).
    #[error("N has {bits} bits, over the limit of {limit}")]
    TooManyBits {
        /// The bits of `N`.
        bits: u64,
        /// The limit.
        limit: u64,
    },
}
