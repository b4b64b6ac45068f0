//! The `Dyadic` type's constructors, accessors, order, text and simplest numbers.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use crate::simplest::simplest_between_wide;
use crate::{Dyadic, Error, MAX_EXPONENT, ParseError};

impl Dyadic {
    /// Zero.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::ZERO.to_string(), "0");
    /// ```
    pub const ZERO: Dyadic = Dyadic {
        numerator: 0,
        exponent: 0,
    };
    /// One.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::ONE, "1".parse().unwrap());
    /// ```
    pub const ONE: Dyadic = Dyadic {
        numerator: 1,
        exponent: 0,
    };

    /// `numerator / 2^exponent`, normalised.
    ///
    /// # Errors
    /// [`Error::Overflow`] if `exponent > MAX_EXPONENT` and the value cannot be reduced below it.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let half = Dyadic::new(4, 3).unwrap(); // 4/8
    /// assert_eq!((half.numerator(), half.exponent()), (1, 1));
    /// assert_eq!(Dyadic::new(0, 9).unwrap(), Dyadic::ZERO);
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Result<Self, Error> {
        if numerator == 0 {
            return Ok(Self::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let exponent = exponent - shift;
        if exponent > MAX_EXPONENT {
            return Err(Error::Overflow);
        }
        Ok(Dyadic {
            numerator: numerator >> shift,
            exponent,
        })
    }

    /// The integer `n`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::from_integer(-7).to_string(), "-7");
    /// ```
    pub const fn from_integer(n: i64) -> Self {
        Dyadic {
            numerator: n,
            exponent: 0,
        }
    }

    /// The numerator `p` of the normalised form `p / 2^e`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 4).unwrap().numerator(), -3); // -3/8
    /// ```
    pub fn numerator(self) -> i64 {
        self.numerator
    }

    /// The exponent `e` of the normalised form `p / 2^e` (0 for integers).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 4).unwrap().exponent(), 3);
    /// ```
    pub fn exponent(self) -> u32 {
        self.exponent
    }

    /// The value scaled to the exponent `e`: the integer `self * 2^e`.
    ///
    /// # Errors
    /// [`Error::Inexact`] if `self` is not a multiple of `2^-e`; [`Error::Overflow`] if the
    /// scaled value does not fit in `i64`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let x = Dyadic::new(3, 2).unwrap(); // 3/4
    /// assert_eq!(x.to_scaled(4), Ok(12));
    /// assert!(x.to_scaled(1).is_err()); // not a multiple of 1/2
    /// ```
    pub fn to_scaled(self, exponent: u32) -> Result<i64, Error> {
        if exponent < self.exponent {
            return Err(Error::Inexact {
                value: self,
                exponent,
            });
        }
        shift_left(self.numerator, exponent - self.exponent)
    }

    /// The value `scaled / 2^exponent`: the inverse of [`to_scaled`](Self::to_scaled).
    ///
    /// # Errors
    /// As for [`new`](Self::new).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::from_scaled(12, 4).unwrap().to_string(), "3/4");
    /// ```
    pub fn from_scaled(scaled: i64, exponent: u32) -> Result<Self, Error> {
        Self::new(scaled, exponent)
    }

    /// `self + other`, or `None` if the exact sum does not fit (numerator beyond `i64` after
    /// normalising). The sum is formed and normalised in `i128`, so a representable result is
    /// always returned.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let (a, b) = (Dyadic::new(1, 2).unwrap(), Dyadic::new(1, 4).unwrap());
    /// assert_eq!(a.checked_add(b).unwrap().to_string(), "5/16");
    /// assert_eq!(Dyadic::from_integer(i64::MAX).checked_add(Dyadic::ONE), None);
    /// ```
    #[must_use]
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        let e = self.exponent.max(other.exponent);
        // |numerators| < 2^63 and shifts <= 62: each aligned term is below 2^125.
        let a = i128::from(self.numerator) << (e - self.exponent);
        let b = i128::from(other.numerator) << (e - other.exponent);
        normalised(a + b, e)
    }

    /// `self - other`, or `None` if the exact difference does not fit.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let (a, b) = (Dyadic::new(1, 2).unwrap(), Dyadic::ONE);
    /// assert_eq!(a.checked_sub(b).unwrap().to_string(), "-3/4");
    /// // -1 - (-2^62) = 2^62 - 1 fits, though 2^62 alone is large.
    /// assert!(Dyadic::from_integer(-1).checked_sub(Dyadic::from_integer(-(1 << 62))).is_some());
    /// ```
    #[must_use]
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        let e = self.exponent.max(other.exponent);
        let a = i128::from(self.numerator) << (e - self.exponent);
        let b = i128::from(other.numerator) << (e - other.exponent);
        normalised(a - b, e)
    }

    /// `self * other`, or `None` if the exact product does not fit.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let a = Dyadic::new(3, 1).unwrap(); // 3/2
    /// assert_eq!(a.checked_mul(a).unwrap().to_string(), "9/4");
    /// assert_eq!(Dyadic::from_integer(i64::MIN).checked_mul(Dyadic::from_integer(-1)), None);
    /// ```
    #[must_use]
    pub fn checked_mul(self, other: Dyadic) -> Option<Dyadic> {
        // |product| < 2^126, exponent <= 124: exact in i128 before normalising.
        let product = i128::from(self.numerator) * i128::from(other.numerator);
        normalised(product, self.exponent + other.exponent)
    }

    /// `-self`, or `None` for `i64::MIN` (only possible as an integer).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(3, 1).unwrap().checked_neg().unwrap().to_string(), "-3/2");
    /// assert_eq!(Dyadic::from_integer(i64::MIN).checked_neg(), None);
    /// ```
    #[must_use]
    pub fn checked_neg(self) -> Option<Dyadic> {
        Some(Dyadic {
            numerator: self.numerator.checked_neg()?,
            exponent: self.exponent,
        })
    }

    /// `self / 2^k`, or `None` if the exponent would pass [`MAX_EXPONENT`].
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::from_integer(6).checked_halve(2).unwrap().to_string(), "3/2");
    /// ```
    #[must_use]
    pub fn checked_halve(self, k: u32) -> Option<Dyadic> {
        Dyadic::new(self.numerator, self.exponent.checked_add(k)?).ok()
    }

    /// The nearest `f64` (exact when the numerator has at most 53 significant bits).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!("-3/8".parse::<Dyadic>().unwrap().to_f64(), -0.375);
    /// ```
    pub fn to_f64(self) -> f64 {
        // One rounding (the numerator); dividing by a power of two up to 2^62 is exact.
        self.numerator as f64 / (1u64 << self.exponent) as f64
    }

    /// The simplest dyadic strictly between `lower` and `upper` (Conway's simplicity rule): the
    /// integer of least magnitude if one lies inside, otherwise the unique number with the
    /// smallest denominator. `O(1)` word operations.
    ///
    /// # Errors
    /// [`Error::EmptyInterval`] if `lower >= upper`; [`Error::Overflow`] if the simplest number
    /// needs an exponent above [`MAX_EXPONENT`] (only when both ends have exponent 62).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let between = |a: &str, b: &str| {
    ///     Dyadic::simplest_between(a.parse().unwrap(), b.parse().unwrap()).unwrap().to_string()
    /// };
    /// assert_eq!(between("-1", "1"), "0");
    /// assert_eq!(between("2", "7"), "3");
    /// assert_eq!(between("-7", "-2"), "-3");
    /// assert_eq!(between("1/4", "1"), "1/2");
    /// assert_eq!(between("1/2", "1"), "3/4");
    /// assert_eq!(between("5/8", "3/4"), "11/16");
    /// ```
    pub fn simplest_between(lower: Dyadic, upper: Dyadic) -> Result<Dyadic, Error> {
        if lower >= upper {
            return Err(Error::EmptyInterval { lower, upper });
        }
        // One more bit than either end always leaves a grid point strictly inside; with
        // exponents <= 62 the scaled numerators stay below 2^126.
        let e = lower.exponent.max(upper.exponent) + 1;
        let a = i128::from(lower.numerator) << (e - lower.exponent);
        let b = i128::from(upper.numerator) << (e - upper.exponent);
        let scaled = simplest_between_wide(a, b, e).ok_or(Error::Overflow)?;
        // Normalise in i128, then check the result fits.
        let shift = scaled.trailing_zeros().min(e);
        let numerator = i64::try_from(scaled >> shift).map_err(|_| Error::Overflow)?;
        Dyadic::new(numerator, e - shift)
    }
}

/// `value / 2^exponent` normalised (odd numerator or zero), if it fits: numerator in `i64`,
/// exponent at most [`MAX_EXPONENT`].
fn normalised(value: i128, exponent: u32) -> Option<Dyadic> {
    if value == 0 {
        return Some(Dyadic::ZERO);
    }
    let shift = value.trailing_zeros().min(exponent);
    let exponent = exponent - shift;
    if exponent > MAX_EXPONENT {
        return None;
    }
    Some(Dyadic {
        numerator: i64::try_from(value >> shift).ok()?,
        exponent,
    })
}

/// `n * 2^k`, or an overflow error; `checked_shl` would silently drop high bits.
fn shift_left(n: i64, k: u32) -> Result<i64, Error> {
    if n == 0 {
        return Ok(0);
    }
    // n * 2^k fits in i64 iff the magnitude keeps a sign bit free.
    let room = if n > 0 {
        n.leading_zeros()
    } else {
        (!n).leading_zeros()
    };
    if k >= room {
        return Err(Error::Overflow);
    }
    Ok(n << k)
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Self) -> Ordering {
        // Compare p / 2^e and q / 2^f as p * 2^(E - e) and q * 2^(E - f) in i128: exponents are
        // at most 62, so the shifted numerators stay below 2^126.
        let e = self.exponent.max(other.exponent);
        let a = i128::from(self.numerator) << (e - self.exponent);
        let b = i128::from(other.numerator) << (e - other.exponent);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `p` for integers, `p/q` (with `q = 2^e`) otherwise, e.g. `-3/8`.
impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exponent == 0 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, 1u64 << self.exponent)
        }
    }
}

/// Parses `p`, `p/q` with `q` a power of two (`q <= 2^62`), or a finite binary decimal such as
/// `0.5` or `-1.375` (a decimal whose value is a dyadic rational); the result is normalised,
/// so `2/4` reads as `1/2`.
///
/// ```
/// use combgames_dyadic::{Dyadic, Error, ParseError};
/// assert_eq!("-1.375".parse::<Dyadic>().unwrap().to_string(), "-11/8");
/// assert_eq!("0.500000000000000000000000000000".parse::<Dyadic>().unwrap().to_string(), "1/2");
/// assert_eq!("0.1".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotDyadic)));
/// assert_eq!("1/3".parse::<Dyadic>(), Err(Error::Parse(ParseError::NotPowerOfTwo)));
/// ```
impl FromStr for Dyadic {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let text = text.trim();
        if let Some((p, q)) = text.split_once('/') {
            let numerator = parse_integer(p.trim())?;
            let denominator: u64 = q.trim().parse().map_err(|_| ParseError::Denominator)?;
            if !denominator.is_power_of_two() {
                return Err(ParseError::NotPowerOfTwo.into());
            }
            return Dyadic::new(numerator, denominator.trailing_zeros());
        }
        let Some((whole, fraction)) = text.split_once('.') else {
            return Ok(Dyadic::from_integer(parse_integer(text)?));
        };
        // A decimal N / 10^d = (N / 5^d) / 2^d is dyadic exactly when 5^d divides N. With at
        // most 27 fraction digits 5^d fits in i64 and N (at most 38 digits) in i128. Trailing
        // zeros change nothing and are dropped first (`0.50000` is `0.5`; `2.000` is `2`).
        if fraction.is_empty() || !fraction.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ParseError::Decimal.into());
        }
        let fraction = match fraction.trim_end_matches('0') {
            "" => "0",
            significant => significant,
        };
        let digits = fraction.len();
        if digits > 27 {
            return Err(ParseError::Decimal.into());
        }
        let negative = whole.starts_with('-');
        let whole = parse_integer(whole).or_else(|e| {
            if whole == "-" || whole.is_empty() {
                Ok(0)
            } else {
                Err(e)
            }
        })?;
        let fraction: i128 = fraction.parse().map_err(|_| ParseError::Decimal)?;
        let scale = 10i128.pow(digits as u32);
        // A whole part near 2^63 with many fraction digits passes i128: far too large anyway.
        let magnitude = i128::from(whole)
            .abs()
            .checked_mul(scale)
            .and_then(|m| m.checked_add(fraction))
            .ok_or(Error::Overflow)?;
        let five = 5i128.pow(digits as u32);
        if magnitude % five != 0 {
            return Err(ParseError::NotDyadic.into());
        }
        let value = if negative {
            -magnitude / five
        } else {
            magnitude / five
        };
        normalised(value, digits as u32).ok_or(Error::Overflow)
    }
}

/// A decimal integer for a numerator.
fn parse_integer(text: &str) -> Result<i64, Error> {
    text.parse()
        .map_err(|e: std::num::ParseIntError| match e.kind() {
            std::num::IntErrorKind::PosOverflow | std::num::IntErrorKind::NegOverflow => {
                Error::Overflow
            }
            _ => ParseError::Numerator.into(),
        })
}

/// Reads like the value: `3/4`, `-2`.
impl fmt::Debug for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl From<i32> for Dyadic {
    fn from(n: i32) -> Self {
        Dyadic::from_integer(i64::from(n))
    }
}

impl From<i64> for Dyadic {
    fn from(n: i64) -> Self {
        Dyadic::from_integer(n)
    }
}
