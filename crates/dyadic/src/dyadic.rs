//! The `Dyadic` type's constructors, accessors, arithmetic, order and simplest numbers (its
//! text is in `text.rs`).

use std::cmp::Ordering;

use num_bigint::BigInt;

use crate::big::SMALL_EXPONENT;
use crate::simplest::{simplest_between_big, simplest_between_wide};
use num_traits::ToPrimitive;

use crate::{Dyadic, Error};

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
    /// assert_eq!((half.numerator(), half.exponent()), (1.into(), 1));
    /// assert_eq!(Dyadic::new(0, 9).unwrap(), Dyadic::ZERO);
    /// assert_eq!(Dyadic::new(1, 100).unwrap().exponent(), 100); // 2^-100
    /// ```
    pub fn new(numerator: i64, exponent: u32) -> Result<Self, Error> {
        if numerator == 0 {
            return Ok(Self::ZERO);
        }
        let shift = numerator.trailing_zeros().min(exponent);
        let exponent = exponent - shift;
        if exponent <= SMALL_EXPONENT {
            return Ok(Dyadic {
                numerator: numerator >> shift,
                exponent,
            });
        }
        Dyadic::from_parts(BigInt::from(numerator >> shift), exponent).ok_or(Error::Overflow)
    }

    /// `numerator / 2^exponent` for a numerator of any size, normalised.
    ///
    /// # Errors
    /// [`Error::Overflow`] past [`MAX_EXPONENT`](crate::MAX_EXPONENT) or [`MAX_MAGNITUDE_BITS`](crate::MAX_MAGNITUDE_BITS).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// use num_bigint::BigInt;
    /// let x = Dyadic::from_big(BigInt::from(3) << 100u32, 2).unwrap(); // 3 * 2^98
    /// assert_eq!(x.to_string(), "950737950171172051122527404032");
    /// assert!(Dyadic::from_big(BigInt::from(1) << 70_000u32, 0).is_err());
    /// ```
    pub fn from_big(numerator: BigInt, exponent: u32) -> Result<Self, Error> {
        Dyadic::from_parts(numerator, exponent).ok_or(Error::Overflow)
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

    /// The numerator `p` of the normalised form `p / 2^e`. Allocates; hot code reads
    /// [`to_small`](Self::to_small) first.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 4).unwrap().numerator(), (-3).into()); // -3/8
    /// ```
    pub fn numerator(self) -> BigInt {
        self.parts().0
    }

    /// The exponent `e` of the normalised form `p / 2^e` (0 for integers).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 4).unwrap().exponent(), 3);
    /// ```
    pub fn exponent(self) -> u32 {
        if self.is_small() {
            self.exponent
        } else {
            self.parts().1
        }
    }

    /// The numerator and exponent when the numerator fits an `i64` and the exponent is at
    /// most 62 (the values held inline), else `None`. `O(1)`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(-6, 4).unwrap().to_small(), Some((-3, 3)));
    /// assert_eq!(Dyadic::new(1, 63).unwrap().to_small(), None);
    /// ```
    pub fn to_small(self) -> Option<(i64, u32)> {
        self.is_small().then_some((self.numerator, self.exponent))
    }

    /// The value as an `i64`, if it is an integer that fits.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::from_integer(-7).to_i64(), Some(-7));
    /// assert_eq!("1/2".parse::<Dyadic>().unwrap().to_i64(), None);
    /// assert_eq!("9223372036854775808".parse::<Dyadic>().unwrap().to_i64(), None);
    /// ```
    pub fn to_i64(self) -> Option<i64> {
        (self.is_small() && self.exponent == 0).then_some(self.numerator)
    }

    /// Whether the value is an integer.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert!(Dyadic::from_integer(-7).is_integer());
    /// assert!(!"1/2".parse::<Dyadic>().unwrap().is_integer());
    /// ```
    pub fn is_integer(self) -> bool {
        self.exponent() == 0
    }

    /// The largest integer at most the value. `O(bits)`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let f = |s: &str| s.parse::<Dyadic>().unwrap().floor().to_string();
    /// assert_eq!((f("7/4"), f("-7/4"), f("3")), ("1".into(), "-2".into(), "3".into()));
    /// ```
    #[must_use]
    pub fn floor(self) -> Dyadic {
        if self.is_small() {
            return Dyadic::from_integer(self.numerator >> self.exponent);
        }
        // |x| <= 2^B, so |floor(x)| <= 2^B too: always inside the bounds.
        Dyadic::from_parts(self.floor_big(), 0).unwrap_or(self)
    }

    /// The smallest integer at least the value. `O(bits)`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let c = |s: &str| s.parse::<Dyadic>().unwrap().ceil().to_string();
    /// assert_eq!((c("7/4"), c("-7/4"), c("3")), ("2".into(), "-1".into(), "3".into()));
    /// ```
    #[must_use]
    pub fn ceil(self) -> Dyadic {
        let floor = self.floor();
        if floor == self {
            return floor;
        }
        // Not an integer, so |x| < 2^B and the ceiling is inside the bounds.
        floor.checked_add(Dyadic::ONE).unwrap_or(floor)
    }

    /// The number of bits of the integer part of `|x|`: 0 for `|x| < 1`, else
    /// `floor(log2 |x|) + 1`. At most [`MAX_MAGNITUDE_BITS`](crate::MAX_MAGNITUDE_BITS) `+ 1` (for `2^65536` itself).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let b = |s: &str| s.parse::<Dyadic>().unwrap().integer_bits();
    /// assert_eq!((b("0"), b("3/4"), b("1"), b("-7/2"), b("8")), (0, 0, 1, 2, 4));
    /// ```
    pub fn integer_bits(self) -> u32 {
        if self.is_small() {
            let magnitude = self.numerator.unsigned_abs() >> self.exponent;
            return 64 - magnitude.leading_zeros();
        }
        let (n, e) = self.parts();
        // Bounded by MAX_MAGNITUDE_BITS, so the cast is exact.
        n.magnitude().bits().saturating_sub(u64::from(e)) as u32
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
        let own = self.exponent();
        if exponent < own {
            return Err(Error::Inexact {
                value: self,
                exponent,
            });
        }
        match self.to_small() {
            Some((n, _)) => shift_left(n, exponent - own),
            // Not inline: its numerator passes i64, or its exponent 62 (and then the scaled
            // value is at least 2^63 in magnitude).
            None => Err(Error::Overflow),
        }
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

    /// `self + other`, or `None` if the exact sum passes the bounds ([`MAX_MAGNITUDE_BITS`](crate::MAX_MAGNITUDE_BITS),
    /// [`MAX_EXPONENT`](crate::MAX_EXPONENT)).
    /// Two values held inline are added in `i128`; others by big integers.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let (a, b) = (Dyadic::new(1, 2).unwrap(), Dyadic::new(1, 4).unwrap());
    /// assert_eq!(a.checked_add(b).unwrap().to_string(), "5/16");
    /// assert_eq!(Dyadic::from_integer(i64::MAX).checked_add(Dyadic::ONE).unwrap().to_string(), "9223372036854775808");
    /// ```
    #[must_use]
    #[inline]
    pub fn checked_add(self, other: Dyadic) -> Option<Dyadic> {
        // Both inline exactly when the larger exponent is (the tag is u32::MAX).
        let e = self.exponent.max(other.exponent);
        if e <= SMALL_EXPONENT {
            // |numerators| < 2^63 and shifts <= 62: each aligned term is below 2^125.
            let a = i128::from(self.numerator) << (e - self.exponent);
            let b = i128::from(other.numerator) << (e - other.exponent);
            return normalised(a + b, e);
        }
        add_big(self, other)
    }

    /// `self - other`, or `None` if the exact difference passes the bounds.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let (a, b) = (Dyadic::new(1, 2).unwrap(), Dyadic::ONE);
    /// assert_eq!(a.checked_sub(b).unwrap().to_string(), "-3/4");
    /// ```
    #[must_use]
    #[inline]
    pub fn checked_sub(self, other: Dyadic) -> Option<Dyadic> {
        let e = self.exponent.max(other.exponent);
        if e <= SMALL_EXPONENT {
            let a = i128::from(self.numerator) << (e - self.exponent);
            let b = i128::from(other.numerator) << (e - other.exponent);
            return normalised(a - b, e);
        }
        sub_big(self, other)
    }

    /// `self * other`, or `None` if the exact product passes the bounds.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let a = Dyadic::new(3, 1).unwrap(); // 3/2
    /// assert_eq!(a.checked_mul(a).unwrap().to_string(), "9/4");
    /// assert_eq!(Dyadic::from_integer(i64::MIN).checked_mul(Dyadic::from_integer(-1)).unwrap().to_string(), "9223372036854775808");
    /// ```
    #[must_use]
    #[inline]
    pub fn checked_mul(self, other: Dyadic) -> Option<Dyadic> {
        if self.exponent.max(other.exponent) <= SMALL_EXPONENT {
            // |product| < 2^126, exponent <= 124: exact in i128 before normalising.
            let product = i128::from(self.numerator) * i128::from(other.numerator);
            return normalised(product, self.exponent + other.exponent);
        }
        mul_big(self, other)
    }

    /// `-self`: always `Some` (the bounds are symmetric); kept beside the other `checked_*`
    /// forms.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::new(3, 1).unwrap().checked_neg().unwrap().to_string(), "-3/2");
    /// assert_eq!(Dyadic::from_integer(i64::MIN).checked_neg().unwrap().to_string(), "9223372036854775808");
    /// ```
    #[must_use]
    #[inline]
    pub fn checked_neg(self) -> Option<Dyadic> {
        if let (true, Some(numerator)) = (self.is_small(), self.numerator.checked_neg()) {
            return Some(Dyadic {
                numerator,
                exponent: self.exponent,
            });
        }
        neg_big(self)
    }

    /// `self / 2^k`, or `None` if the exponent would pass [`MAX_EXPONENT`](crate::MAX_EXPONENT).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!(Dyadic::from_integer(6).checked_halve(2).unwrap().to_string(), "3/2");
    /// assert_eq!(Dyadic::ONE.checked_halve(70_000), None);
    /// ```
    #[must_use]
    pub fn checked_halve(self, k: u32) -> Option<Dyadic> {
        if let Some((n, e)) = self.to_small() {
            return Dyadic::new(n, e.checked_add(k)?).ok();
        }
        let (n, e) = self.parts();
        Dyadic::from_parts(n, e.checked_add(k)?)
    }

    /// The nearest `f64` (exact when the numerator has at most 53 significant bits; `±inf`
    /// past `f64`'s range, `0` below it).
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// assert_eq!("-3/8".parse::<Dyadic>().unwrap().to_f64(), -0.375);
    /// assert_eq!(Dyadic::new(1, 100).unwrap().to_f64(), 2f64.powi(-100));
    /// ```
    pub fn to_f64(self) -> f64 {
        if let Some((n, e)) = self.to_small() {
            // One rounding (the numerator); dividing by a power of two up to 2^62 is exact.
            return n as f64 / (1u64 << e) as f64;
        }
        let (n, e) = self.parts();
        // Keep 64 significant bits of the numerator, then scale by a power of two.
        let drop = n.magnitude().bits().saturating_sub(64);
        let top = (&n >> drop).to_f64().unwrap_or(0.0);
        let power = i64::try_from(drop).unwrap_or(i64::MAX) - i64::from(e);
        // |power| <= 2^17: the two halves of the scale stay within i32.
        let half = (power / 2) as i32;
        top * 2f64.powi(half) * 2f64.powi((power - i64::from(half)) as i32)
    }

    /// The simplest dyadic strictly between `lower` and `upper` (Conway's simplicity rule): the
    /// integer of least magnitude if one lies inside, otherwise the unique number with the
    /// smallest denominator. `O(1)` word operations for values held inline, `O(bits)` others.
    ///
    /// # Errors
    /// [`Error::EmptyInterval`] if `lower >= upper`; [`Error::Overflow`] if the simplest number
    /// needs an exponent above [`MAX_EXPONENT`](crate::MAX_EXPONENT) (only when both ends have that exponent).
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
    /// assert_eq!(between("36893488147419103232", "36893488147419103233"), "73786976294838206465/2");
    /// ```
    pub fn simplest_between(lower: Dyadic, upper: Dyadic) -> Result<Dyadic, Error> {
        if lower >= upper {
            return Err(Error::EmptyInterval { lower, upper });
        }
        if lower.exponent.max(upper.exponent) <= SMALL_EXPONENT {
            // One more bit than either end always leaves a grid point strictly inside; with
            // exponents <= 62 the scaled numerators stay below 2^126.
            let e = lower.exponent.max(upper.exponent) + 1;
            let a = i128::from(lower.numerator) << (e - lower.exponent);
            let b = i128::from(upper.numerator) << (e - upper.exponent);
            let scaled = simplest_between_wide(a, b, e).ok_or(Error::Overflow)?;
            return normalised(scaled, e).ok_or(Error::Overflow);
        }
        simplest_big(lower, upper).ok_or(Error::Overflow)
    }

    /// How many values past the inline form this process has stored (each distinct one once,
    /// kept until the process ends). `O(1)`.
    ///
    /// ```
    /// use combgames_dyadic::Dyadic;
    /// let tiny = Dyadic::new(1, 200).unwrap(); // 2^-200: past the inline form
    /// assert_eq!(tiny, Dyadic::new(1, 200).unwrap()); // the same value, the same entry
    /// assert!(Dyadic::stored_large_values() >= 1);
    /// ```
    pub fn stored_large_values() -> usize {
        crate::big::stored()
    }
}

/// `value / 2^exponent` normalised (odd numerator or zero), if it passes no bound; held inline
/// when it fits, else stored as a large value.
#[inline]
fn normalised(value: i128, exponent: u32) -> Option<Dyadic> {
    if value == 0 {
        return Some(Dyadic::ZERO);
    }
    let shift = value.trailing_zeros().min(exponent);
    let (value, exponent) = (value >> shift, exponent - shift);
    match i64::try_from(value) {
        Ok(numerator) if exponent <= SMALL_EXPONENT => Some(Dyadic {
            numerator,
            exponent,
        }),
        _ => normalised_big(value, exponent),
    }
}

// The paths past the inline form, out of line so that the inline ones stay small enough to be
// inlined into their callers.

#[cold]
#[inline(never)]
fn normalised_big(value: i128, exponent: u32) -> Option<Dyadic> {
    Dyadic::from_parts(BigInt::from(value), exponent)
}

#[cold]
#[inline(never)]
fn add_big(left: Dyadic, right: Dyadic) -> Option<Dyadic> {
    let ((a, ea), (b, eb)) = (left.parts(), right.parts());
    let top = ea.max(eb);
    Dyadic::from_parts((a << (top - ea)) + (b << (top - eb)), top)
}

#[cold]
#[inline(never)]
fn sub_big(x: Dyadic, y: Dyadic) -> Option<Dyadic> {
    add_big(x, neg_big(y)?)
}

#[cold]
#[inline(never)]
fn mul_big(x: Dyadic, y: Dyadic) -> Option<Dyadic> {
    let ((a, ea), (b, eb)) = (x.parts(), y.parts());
    // Two values within the bounds have a product of at most twice their bits: cheap.
    Dyadic::from_parts(a * b, ea + eb)
}

#[cold]
#[inline(never)]
fn neg_big(x: Dyadic) -> Option<Dyadic> {
    let (n, e) = x.parts();
    Dyadic::from_parts(-n, e)
}

#[cold]
#[inline(never)]
fn cmp_big(left: Dyadic, right: Dyadic) -> Ordering {
    if left == right {
        return Ordering::Equal;
    }
    let ((a, ea), (b, eb)) = (left.parts(), right.parts());
    let top = ea.max(eb);
    (a << (top - ea)).cmp(&(b << (top - eb)))
}

#[cold]
#[inline(never)]
fn simplest_big(lower: Dyadic, upper: Dyadic) -> Option<Dyadic> {
    let ((a, ea), (b, eb)) = (lower.parts(), upper.parts());
    let e = ea.max(eb) + 1;
    let scaled = simplest_between_big(a << (e - ea), b << (e - eb), e)?;
    Dyadic::from_parts(scaled, e)
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
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        let e = self.exponent.max(other.exponent);
        if e <= SMALL_EXPONENT {
            // Compare p / 2^e and q / 2^f as p * 2^(E - e) and q * 2^(E - f) in i128: exponents
            // are at most 62, so the shifted numerators stay below 2^126.
            let a = i128::from(self.numerator) << (e - self.exponent);
            let b = i128::from(other.numerator) << (e - other.exponent);
            return a.cmp(&b);
        }
        cmp_big(*self, *other)
    }
}

impl PartialOrd for Dyadic {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
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
