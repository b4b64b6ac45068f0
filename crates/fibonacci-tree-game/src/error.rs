//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_fibonacci_tree_game::{Error, winning_moves_mod};
/// assert_eq!(winning_moves_mod(0, 10), Err(Error::ZeroOrder));
/// assert_eq!(winning_moves_mod(10, 1), Err(Error::ModulusTooSmall(1)));
/// ```
#[derive(Debug, Clone, PartialEq, Error)]
#[non_exhaustive]
pub enum Error {
    /// Orders start at 1 (`T(0)` is the empty tree, with no game on it).
    #[error("the order k must be at least 1")]
    ZeroOrder,
    /// Counts are reduced modulo a number `>= 2`.
    #[error("the modulus must be at least 2, got {0}")]
    ModulusTooSmall(u64),
    /// The computation would need more time or memory than the limits allow.
    #[error(
        "f({order}) {what} would need about {needed:.2e} {unit}, over the limit of {limit:.2e}"
    )]
    TooLarge {
        /// The order asked for.
        order: usize,
        /// Which computation (`mod m` or `exact`).
        what: &'static str,
        /// The estimate.
        needed: f64,
        /// The limit it exceeds.
        limit: f64,
        /// The unit of both numbers.
        unit: &'static str,
    },
    /// The explicit tree for the slow twin would be too large.
    #[error(transparent)]
    Tree(#[from] combgames_grundy::Error),
}
