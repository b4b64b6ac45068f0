//! The crate's error type.

use num_bigint::BigUint;
use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_zeckendorf::{Error, smallest_term};
/// assert_eq!(smallest_term(&0u64), Err(Error::Zero));
/// assert_eq!(Error::Zero.to_string(), "the number must be at least 1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// Zero has no Zeckendorf terms, and a Fibonacci nim state needs at least one stone.
    #[error("the number must be at least 1")]
    Zero,
    /// The result does not fit in the integer type asked for.
    #[error("the result does not fit in the integer type")]
    Overflow,
    /// A big Fibonacci index past [`MAX_BIG_INDEX`](crate::MAX_BIG_INDEX).
    #[error("F({index}) is past the largest index computed, {limit}")]
    IndexTooLarge {
        /// The index asked for.
        index: usize,
        /// The largest index computed.
        limit: usize,
    },
    /// A number with more bits than the function's limit
    /// ([`MAX_WALK_BITS`](crate::MAX_WALK_BITS)).
    #[error("the number has {bits} bits, over the limit of {limit}")]
    TooManyBits {
        /// The bits of the number.
        bits: u64,
        /// The limit.
        limit: u64,
    },
    /// A list of Fibonacci indices is not a Zeckendorf representation.
    #[error(
        "indices {0:?} are not a Zeckendorf representation: each must be >= 2, and no two equal or adjacent"
    )]
    NotZeckendorf(Vec<usize>),
    /// A move is not legal in the given Fibonacci nim state.
    #[error("cannot take {take} stones: the mover may take 1 to {max}")]
    IllegalMove {
        /// The number of stones the move would take.
        take: BigUint,
        /// The largest legal move, `min(stones, cap)`.
        max: BigUint,
    },
    /// Text that is not a decimal natural number of the type.
    #[error("not a natural number of the type")]
    Parse,
}
