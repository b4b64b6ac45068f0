//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_dyadic::{Dyadic, Error};
/// assert_eq!(Dyadic::from_integer(i64::MAX).checked_add(Dyadic::ONE), Err(Error::Overflow));
/// assert!(matches!("1/3".parse::<Dyadic>(), Err(Error::Parse(_))));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The exact result does not fit: numerator beyond `i64`, or exponent beyond
    /// [`MAX_EXPONENT`](crate::MAX_EXPONENT).
    #[error(
        "dyadic overflow: the exact result does not fit in an i64 numerator over 2^{}",
        crate::MAX_EXPONENT
    )]
    Overflow,
    /// A value is not a whole multiple of `2^-exponent`.
    #[error("{value} is not a multiple of 2^-{exponent}")]
    Inexact {
        /// The value, as text.
        value: String,
        /// The exponent asked for.
        exponent: u32,
    },
    /// The interval is empty: the lower end is not below the upper end.
    #[error("no number lies strictly between {lower} and {upper}")]
    EmptyInterval {
        /// The lower end, as text.
        lower: String,
        /// The upper end, as text.
        upper: String,
    },
    /// Text that is not `p` or `p/q` with `q` a power of two.
    #[error("cannot parse '{0}' as a dyadic rational (expected p or p/2^e, e.g. -3/8)")]
    Parse(String),
}
