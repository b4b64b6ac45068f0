//! `Dyadic` as text: `p`, `p/q` and finite binary decimals, read and written.

use std::fmt;
use std::str::FromStr;

use num_bigint::{BigInt, BigUint};
use num_traits::{One, Zero};

use crate::{Dyadic, Error, MAX_TEXT, ParseError};

/// `p` for integers, `p/q` (with `q = 2^e`) otherwise, e.g. `-3/8`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((n, e)) = self.to_small() {
            return if e == 0 {
                write!(f, "{n}")
            } else {
                write!(f, "{n}/{}", 1u64 << e)
            };
        }
        let (n, e) = self.parts();
        if e == 0 {
            write!(f, "{n}")
        } else {
            write!(f, "{n}/{}", BigUint::one() << e)
        }
    }
}

/// Reads like the value: `3/4`, `-2`.
impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Parses `p`, `p/q` with `q` a power of two, or a finite binary decimal such as `0.5` or
/// `-1.375` (any decimal whose value is a dyadic rational, however many digits); the result is
/// normalised, so `2/4` reads as `1/2`. At most [`MAX_TEXT`] bytes; `O(n^2)` in the length.
///
/// ```
/// use combgames_dyadic::{Dyadic, Error, ParseError};
/// assert_eq!("-1.375".parse::<Dyadic>().unwrap().to_string(), "-11/8");
/// assert_eq!("0.500000000000000000000000000000".parse::<Dyadic>().unwrap().to_string(), "1/2");
/// assert_eq!("0.1".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotDyadic)));
/// assert_eq!("1/3".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotPowerOfTwo)));
/// // 2^-70 written out as a decimal:
/// let tiny = "0.000000000000000000000847032947254300339068322500679641962051391601562500000";
/// assert_eq!(tiny.parse::<Dyadic>().unwrap(), Dyadic::new(1, 70).unwrap());
/// ```
impl FromStr for Dyadic {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        if text.len() > MAX_TEXT {
            return Err(ParseError::TooLong.into());
        }
        if let Some(x) = small(text) {
            return Ok(x);
        }
        if let Some((p, q)) = text.split_once('/') {
            let numerator = parse_integer(p.trim()).ok_or(ParseError::Numerator)?;
            let q = q.trim();
            if q.is_empty() || !q.bytes().all(|b| b.is_ascii_digit()) {
                return Err(ParseError::Denominator.into());
            }
            let denominator: BigUint = q.parse().map_err(|_| ParseError::Denominator)?;
            if denominator.count_ones() != 1 {
                return Err(ParseError::NotPowerOfTwo.into());
            }
            let exponent = denominator.trailing_zeros().unwrap_or(0);
            let exponent = u32::try_from(exponent).map_err(|_| Error::Overflow)?;
            return Dyadic::from_big(numerator, exponent);
        }
        let Some((whole, fraction)) = text.split_once('.') else {
            let n = parse_integer(text).ok_or(ParseError::Numerator)?;
            return Dyadic::from_big(n, 0);
        };
        // A decimal N / 10^d = (N / 5^d) / 2^d is dyadic exactly when 5^d divides N. Trailing
        // zeros change nothing and are dropped first (`0.50000` is `0.5`; `2.000` is `2`).
        if fraction.is_empty() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseError::Decimal.into());
        }
        let fraction = match fraction.trim_end_matches('0') {
            "" => "0",
            significant => significant,
        };
        let negative = whole.starts_with('-');
        let whole = match whole {
            "" | "-" | "+" => BigInt::zero(),
            _ => parse_integer(whole).ok_or(ParseError::Numerator)?,
        };
        let digits = u32::try_from(fraction.len()).map_err(|_| ParseError::TooLong)?;
        let fraction: BigInt = fraction.parse().map_err(|_| ParseError::Decimal)?;
        let magnitude = whole.magnitude() * BigUint::from(10u8).pow(digits) + fraction.magnitude();
        let five = BigUint::from(5u8).pow(digits);
        if !(&magnitude % &five).is_zero() {
            return Err(ParseError::NotDyadic.into());
        }
        let value = BigInt::from(magnitude / five);
        Dyadic::from_big(if negative { -value } else { value }, digits)
    }
}

/// The fast path: `p` or `p/q` with `p` an `i64` and `q` a power of two up to `2^62`, written
/// with digits only (and a sign on `p`); `None` sends everything else to the general reader.
/// The standard integer parsers validate the digits as they read them (one pass, as before
/// numbers of any size), and a number past `i64` or `u64` is left to the general reader.
fn small(text: &str) -> Option<Dyadic> {
    match text.split_once('/') {
        None => text.parse().ok().map(Dyadic::from_integer),
        // A sign on the denominator is refused by the general reader.
        Some((p, q)) if !q.starts_with('+') => {
            let q: u64 = q.parse().ok()?;
            if !q.is_power_of_two() {
                return None;
            }
            Dyadic::new(p.parse().ok()?, q.trailing_zeros()).ok()
        }
        Some(_) => None,
    }
}

/// A decimal integer with an optional sign (digits only: no `_`, no spaces inside).
fn parse_integer(text: &str) -> Option<BigInt> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if digits.len() <= 18 {
        return text.parse::<i64>().ok().map(BigInt::from);
    }
    text.parse().ok()
}
