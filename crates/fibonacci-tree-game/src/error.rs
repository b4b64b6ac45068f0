//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_fibonacci_tree_game::{Error, winning_moves_mod};
/// assert_eq!(winning_moves_mod(0, 10), Err(Error::ZeroOrder));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// Orders of the game start at 1 (`T(0)` is the empty tree, with no game on it).
    #[error("the order k must be at least 1")]
    ZeroOrder,
    /// `T(0)` is empty: there is no tree to build.
    #[error("T(0) is the empty tree")]
    EmptyTree,
    /// An order past the limit of a function (its work or memory would be too large).
    #[error("order {order} is past the limit of {limit} for this computation")]
    TooLarge {
        /// The order asked for.
        order: usize,
        /// The largest order accepted.
        limit: usize,
    },
    /// The count would take more steps (additions of counts; of 64-bit words for exact
    /// counts) or bytes than the limits allow, estimated before any work.
    #[error(transparent)]
    Exceeded(#[from] combgames_base::Exceeded),
    /// The work was stopped on request ([`combgames_base::interrupt`]: the Python bindings
    /// stop it on Ctrl-C), before any answer.
    #[error(transparent)]
    Interrupted(#[from] combgames_base::Interrupted),
    /// A counting system error (a modulus below 2).
    #[error(transparent)]
    Counting(#[from] combgames_counting::Error),
}
