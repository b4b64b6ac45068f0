//! The crate's error type.

use thiserror::Error;

use crate::Dyadic;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_dyadic::{Dyadic, Error, ParseError};
/// assert_eq!(Dyadic::new(1, 70_000), Err(Error::Overflow));
/// assert_eq!("1/3".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotPowerOfTwo)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The exact result passes the type's bounds: a magnitude past `2^`[`MAX_MAGNITUDE_BITS`](crate::MAX_MAGNITUDE_BITS), or a denominator past `2^`[`MAX_EXPONENT`](crate::MAX_EXPONENT); or (for
    /// [`Dyadic::to_scaled`]) a scaled value past `i64`.
    #[error(
        "dyadic overflow: the exact result passes the bounds (magnitude at most 2^{}, denominator at most 2^{}{})",
        crate::MAX_MAGNITUDE_BITS,
        crate::MAX_EXPONENT,
        ", or for a scaled value an i64"
    )]
    Overflow,
    /// A value is not a whole multiple of `2^-exponent`.
    #[error("{value} is not a multiple of 2^-{exponent}")]
    Inexact {
        /// The value.
        value: Dyadic,
        /// The exponent asked for.
        exponent: u32,
    },
    /// The interval is empty: the lower end is not below the upper end.
    #[error("no number lies strictly between {lower} and {upper}")]
    EmptyInterval {
        /// The lower end.
        lower: Dyadic,
        /// The upper end.
        upper: Dyadic,
    },
    /// Text that is not a dyadic rational.
    #[error(
        "not a dyadic rational ({0}); write p, p/2^e (e.g. -3/8) or a binary decimal (e.g. 0.375)"
    )]
    Parse(#[from] ParseError),
}

/// Why text is not a dyadic rational.
///
/// ```
/// use combgames_dyadic::{Dyadic, Error, ParseError};
/// assert_eq!("0.1".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotDyadic)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ParseError {
    /// The numerator (or the integer part) is not a decimal integer.
    #[error("the numerator is not a decimal integer")]
    Numerator,
    /// The denominator is not a decimal integer.
    #[error("the denominator is not a decimal integer")]
    Denominator,
    /// The denominator is not a power of two.
    #[error("the denominator is not a power of two")]
    NotPowerOfTwo,
    /// A decimal fraction that is malformed (no digits after the point, or a character that
    /// is not a digit).
    #[error("the decimal fraction is malformed")]
    Decimal,
    /// A decimal fraction whose value is not dyadic (`0.1`).
    #[error("the decimal is not a finite binary fraction")]
    NotDyadic,
    /// Text longer than [`MAX_TEXT`](crate::MAX_TEXT) bytes.
    #[error("the text is longer than {} bytes", crate::MAX_TEXT)]
    TooLong,
}
