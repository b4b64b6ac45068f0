//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_histconv::{CheckedU128, Error, Histogram};
/// let c = CheckedU128;
/// let far = Histogram::from_scores(&c, [i64::MAX]);
/// assert_eq!(far.convolve(&far, &c), Err(Error::ScoreOverflow));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A count does not fit in `u128`.
    #[error("a count overflowed u128; use exact big integers or a modulus")]
    CountOverflow,
    /// A sum of scores does not fit in `i64`.
    #[error("a sum of scores overflowed i64")]
    ScoreOverflow,
    /// Counts are reduced modulo a number `>= 2`.
    #[error("the modulus must be at least 2, got {0}")]
    ModulusTooSmall(u64),
}
