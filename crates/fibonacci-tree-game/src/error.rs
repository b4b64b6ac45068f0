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
    /// The count would take more steps or memory than the limits allow.
    #[error("f({order}) would need about {needed} {unit}, over the limit of {limit}")]
    TooMuchWork {
        /// The order asked for.
        order: usize,
        /// The estimate.
        needed: u128,
        /// The limit it exceeds.
        limit: u128,
        /// What is counted.
        unit: Unit,
    },
    /// A counting system error (a modulus below 2).
    #[error(transparent)]
    Counting(#[from] combgames_counting::Error),
}

/// What a work estimate counts.
///
/// ```
/// use combgames_fibonacci_tree_game::{Error, FibonacciTreeGame, Unit};
/// let refused = FibonacciTreeGame::new(3_000_000).unwrap().count_mod(10);
/// assert!(matches!(refused, Err(Error::TooMuchWork { unit: Unit::Steps, .. })));
/// assert_eq!(Unit::Steps.to_string(), "steps");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unit {
    /// Additions of counts (one per order and state).
    Steps,
    /// Additions of 64-bit words of exact counts.
    WordAdditions,
    /// Bytes of memory.
    Bytes,
}

impl std::fmt::Display for Unit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Unit::Steps => "steps",
            Unit::WordAdditions => "word additions",
            Unit::Bytes => "bytes",
        })
    }
}
