//! Operators and standard traits for `Dyadic`: they panic on overflow exactly as the integer
//! types do (in every build); the `checked_*` methods are the non-panicking forms.

use std::iter::Sum;
use std::ops::{Add, Mul, Neg, Sub};

use num_traits::{CheckedAdd, CheckedMul, CheckedSub, One, Zero};

use crate::Dyadic;

/// `a + b`.
///
/// # Panics
/// If the exact sum does not fit ([`Dyadic::checked_add`] returns `None`).
///
/// ```
/// use combgames_dyadic::Dyadic;
/// let half: Dyadic = "1/2".parse().unwrap();
/// assert_eq!(half + half, Dyadic::ONE);
/// ```
impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, other: Dyadic) -> Dyadic {
        self.checked_add(other)
            .expect("attempt to add with overflow")
    }
}

/// `a - b`.
///
/// # Panics
/// If the exact difference does not fit.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// assert_eq!(Dyadic::ONE - Dyadic::from(3), Dyadic::from(-2));
/// ```
impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, other: Dyadic) -> Dyadic {
        self.checked_sub(other)
            .expect("attempt to subtract with overflow")
    }
}

/// `a * b`.
///
/// # Panics
/// If the exact product does not fit.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// let x: Dyadic = "3/2".parse().unwrap();
/// assert_eq!((x * x).to_string(), "9/4");
/// ```
impl Mul for Dyadic {
    type Output = Dyadic;
    fn mul(self, other: Dyadic) -> Dyadic {
        self.checked_mul(other)
            .expect("attempt to multiply with overflow")
    }
}

/// `-a`.
///
/// # Panics
/// For the integer `i64::MIN`, like `-i64::MIN`.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// assert_eq!(-Dyadic::from(5), Dyadic::from(-5));
/// ```
impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        self.checked_neg().expect("attempt to negate with overflow")
    }
}

/// The sum of the items (zero for none).
///
/// # Panics
/// If a partial sum does not fit.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// let total: Dyadic = ["1/2", "1/4", "1/4"].iter().map(|s| s.parse::<Dyadic>().unwrap()).sum();
/// assert_eq!(total, Dyadic::ONE);
/// ```
impl Sum for Dyadic {
    fn sum<I: Iterator<Item = Dyadic>>(iter: I) -> Dyadic {
        iter.fold(Dyadic::ZERO, |a, b| a + b)
    }
}

impl Zero for Dyadic {
    fn zero() -> Dyadic {
        Dyadic::ZERO
    }
    fn is_zero(&self) -> bool {
        *self == Dyadic::ZERO
    }
}

impl One for Dyadic {
    fn one() -> Dyadic {
        Dyadic::ONE
    }
}

impl CheckedAdd for Dyadic {
    fn checked_add(&self, other: &Dyadic) -> Option<Dyadic> {
        Dyadic::checked_add(*self, *other)
    }
}

impl CheckedSub for Dyadic {
    fn checked_sub(&self, other: &Dyadic) -> Option<Dyadic> {
        Dyadic::checked_sub(*self, *other)
    }
}

impl CheckedMul for Dyadic {
    fn checked_mul(&self, other: &Dyadic) -> Option<Dyadic> {
        Dyadic::checked_mul(*self, *other)
    }
}
