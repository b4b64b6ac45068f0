//! The error type of the counting systems.

use thiserror::Error;

/// What can go wrong when counting.
///
/// ```
/// use combgames_counting::{CheckedU128, Counting, Error, Modular};
/// assert_eq!(Modular::new(1), Err(Error::ModulusTooSmall(1)));
/// assert_eq!(CheckedU128.add(&u128::MAX, &1), Err(Error::CountOverflow));
/// assert_eq!(CheckedU128.sub(&1, &2), Err(Error::Underflow));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A count does not fit the system's type (only [`CheckedU128`](crate::CheckedU128)).
    #[error("a count overflowed u128; count exactly with big integers or modulo a number")]
    CountOverflow,
    /// An exact subtraction `a - b` with `a < b`: counts are never negative.
    #[error("a count would become negative")]
    Underflow,
    /// Residues are taken modulo a number `>= 2` (of any width: [`Modular`](crate::Modular)
    /// and [`Modular128`](crate::Modular128) refuse alike).
    #[error("the modulus must be at least 2, got {0}")]
    ModulusTooSmall(u128),
}

impl From<combgames_base::ModulusTooSmall> for Error {
    fn from(refused: combgames_base::ModulusTooSmall) -> Self {
        Error::ModulusTooSmall(refused.0)
    }
}
