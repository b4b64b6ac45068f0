//! Conway's simplicity rule on scaled integers: the simplest number strictly between two values.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// The simplest dyadic strictly between `lower / 2^e` and `upper / 2^e`, as a numerator over
/// the same `2^e`, or `None` if `lower >= upper - 1` (no multiple of `2^-e` lies strictly
/// inside).
///
/// *Simplest* (Conway): the integer of least magnitude if an integer lies strictly inside;
/// otherwise the number with the smallest denominator, which is then unique. On numerators
/// this means the multiple of `2^e` nearest to zero, else the number with the most trailing
/// zero bits. `O(1)` word operations, no loop over denominators.
///
/// Requires `exponent <= 62` (so `2^e` fits); numerators may be any `i64`.
///
/// ```
/// use combgames_dyadic::simplest_between_scaled;
/// // At scale 2^3: (-1, 1) holds 0; (1/8, 7/8) holds 1/2 = 4/8; (5/8, 7/8) holds 3/4 = 6/8.
/// assert_eq!(simplest_between_scaled(-8, 8, 3), Some(0));
/// assert_eq!(simplest_between_scaled(1, 7, 3), Some(4));
/// assert_eq!(simplest_between_scaled(5, 7, 3), Some(6));
/// assert_eq!(simplest_between_scaled(16, 40, 3), Some(24)); // (2, 5): the integer 3
/// assert_eq!(simplest_between_scaled(5, 6, 3), None);
/// ```
#[inline]
pub fn simplest_between_scaled(lower: i64, upper: i64, exponent: u32) -> Option<i64> {
    let simplest = simplest_between_wide(i128::from(lower), i128::from(upper), exponent.min(62))?;
    // The result lies strictly between two i64 values, so it is an i64 too.
    i64::try_from(simplest).ok()
}

/// [`simplest_between_scaled`] on `i128` numerators, for `|lower|, |upper| < 2^126` and
/// `exponent <= 125`.
#[inline]
pub(crate) fn simplest_between_wide(lower: i128, upper: i128, exponent: u32) -> Option<i128> {
    // Work on the closed range [lo, hi] of candidate numerators.
    let (lo, hi) = (lower + 1, upper - 1);
    if lo > hi {
        return None;
    }
    if lo <= 0 && 0 <= hi {
        return Some(0);
    }
    // The integer nearest to zero in range: the first multiple of 2^e at or above lo (all
    // positive), or at or below hi (all negative). Arithmetic shifts floor, so no division.
    let unit = 1i128 << exponent;
    let integer = if lo > 0 {
        ((lo + unit - 1) >> exponent) << exponent
    } else {
        (hi >> exponent) << exponent
    };
    if lo <= integer && integer <= hi {
        return Some(integer);
    }
    // No integer: the numerator with the most trailing zeros. lo and hi have the same sign, so
    // their two's-complement bits agree above the highest bit p where they differ; hi with the
    // bits below p cleared has p trailing zeros, and only lo itself can have more.
    if lo == hi {
        return Some(lo);
    }
    let p = 127 - (lo ^ hi).leading_zeros();
    Some(if lo & ((1i128 << (p + 1)) - 1) == 0 {
        lo
    } else {
        (hi >> p) << p
    })
}

/// [`simplest_between_wide`] on big integers, for ends of any size.
/// `None` if no multiple of `2^-e` lies strictly inside.
pub(crate) fn simplest_between_big(lower: BigInt, upper: BigInt, exponent: u32) -> Option<BigInt> {
    let (lo, hi): (BigInt, BigInt) = (lower + 1u8, upper - 1u8);
    if lo > hi {
        return None;
    }
    if !lo.is_positive() && !hi.is_negative() {
        return Some(BigInt::zero());
    }
    if hi.is_negative() {
        // By symmetry: the simplest in [lo, hi] is minus the simplest in [-hi, -lo].
        return Some(-simplest_positive(-hi, -lo, exponent));
    }
    Some(simplest_positive(lo, hi, exponent))
}

/// The simplest numerator in `[lo, hi]`, `0 < lo <= hi`, over `2^exponent`.
fn simplest_positive(lo: BigInt, hi: BigInt, exponent: u32) -> BigInt {
    // The first multiple of 2^e at or above lo.
    let integer = ((&lo - 1u8) >> exponent) + 1u8;
    let integer = integer << exponent;
    if integer <= hi {
        return integer;
    }
    if lo == hi {
        return lo;
    }
    // The highest bit where lo and hi differ: hi with the bits below it cleared has the most
    // trailing zeros, unless lo itself has more.
    let p = (&lo ^ &hi).bits() - 1;
    let low_mask = (BigInt::one() << (p + 1)) - 1u8;
    if (&lo & &low_mask).is_zero() {
        lo
    } else {
        (hi >> p) << p
    }
}
