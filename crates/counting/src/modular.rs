//! Residues modulo a word-sized modulus.

use combgames_base::Modulus;
use num_bigint::BigUint;

use crate::{Counting, Error};

/// Counts modulo `m`, for any `2 <= m < 2^64`: a residue is a `u64` below `m`.
///
/// Additions of reduced residues cost a compare and a subtraction ([`add_reduced`]); sums of
/// products accumulate unreduced in `u128` and are reduced once, when they would overflow and
/// at the end. Unreduced inputs are accepted everywhere and reduced first.
///
/// [`add_reduced`]: Modular::add_reduced
///
/// ```
/// use combgames_counting::{Counting, Modular};
/// let m = Modular::new(7).unwrap();
/// assert_eq!((m.count(10), m.add(&5, &4), m.mul(&3, &5)), (3, Ok(2), Ok(1)));
/// assert!(m.is_zero(&14));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Modular {
    /// The arithmetic of residues (written once, in `combgames-base`).
    arithmetic: Modulus<u64>,
    modulus: u64,
}

impl Modular {
    /// Residues modulo `modulus`.
    ///
    /// # Errors
    /// [`Error::ModulusTooSmall`] if `modulus < 2`.
    ///
    /// ```
    /// use combgames_counting::{Error, Modular};
    /// assert_eq!(Modular::new(10).unwrap().modulus(), 10);
    /// assert_eq!(Modular::new(0), Err(Error::ModulusTooSmall(0)));
    /// ```
    pub fn new(modulus: u64) -> Result<Self, Error> {
        Ok(Modular {
            arithmetic: Modulus::<u64>::new(modulus)?,
            modulus,
        })
    }

    /// The modulus.
    ///
    /// ```
    /// use combgames_counting::Modular;
    /// assert_eq!(Modular::new(97).unwrap().modulus(), 97);
    /// ```
    pub fn modulus(&self) -> u64 {
        self.modulus
    }

    /// `(a + b) mod m` for residues `a, b < m`: [`Modulus::add`] of `combgames-base`, the one
    /// modular addition of the workspace.
    ///
    /// # Panics
    /// In debug builds, if `a` or `b` is not below the modulus. Release builds do not check;
    /// [`Counting::add`] checks and reduces, and is what to call on values of unknown origin.
    ///
    /// ```
    /// use combgames_counting::Modular;
    /// let m = Modular::new(u64::MAX).unwrap();
    /// assert_eq!(m.add_reduced(u64::MAX - 1, u64::MAX - 1), u64::MAX - 2);
    /// ```
    #[inline]
    pub fn add_reduced(&self, a: u64, b: u64) -> u64 {
        self.arithmetic.add(a, b)
    }

    #[inline]
    fn reduced(self, a: u64) -> u64 {
        self.arithmetic.reduce(a)
    }
}

impl Counting for Modular {
    type Count = u64;
    /// An unreduced `u128` sum; reduced only when the next product would overflow it.
    type Accumulator = u128;

    #[inline]
    fn count(&self, n: u64) -> u64 {
        n % self.modulus
    }
    #[inline]
    fn count_u128(&self, n: u128) -> Result<u64, Error> {
        // The remainder is below m < 2^64.
        Ok((n % u128::from(self.modulus)) as u64)
    }
    fn count_big(&self, n: &BigUint) -> Result<u64, Error> {
        let digits = (n % self.modulus).to_u64_digits();
        Ok(digits.first().copied().unwrap_or(0))
    }
    #[inline]
    fn reduce(&self, c: u64) -> u64 {
        self.reduced(c)
    }
    #[inline]
    fn add(&self, a: &u64, b: &u64) -> Result<u64, Error> {
        Ok(self.add_reduced(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn add_into(&self, dst: &mut u64, a: &u64, b: &u64) -> Result<(), Error> {
        *dst = self.add_reduced(self.reduced(*a), self.reduced(*b));
        Ok(())
    }
    #[inline]
    fn add_values_into(&self, dst: &mut u64, a: &u64, b: &u64) -> Result<(), Error> {
        *dst = self.add_reduced(*a, *b);
        Ok(())
    }
    #[inline]
    fn sub(&self, a: &u64, b: &u64) -> Result<u64, Error> {
        Ok(self.arithmetic.sub(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn mul(&self, a: &u64, b: &u64) -> Result<u64, Error> {
        // Any two u64 values have an exact u128 product: reduced once, inputs reduced or not.
        self.count_u128(u128::from(*a) * u128::from(*b))
    }
    #[inline]
    fn bits(&self, a: &u64) -> u64 {
        u64::from(64 - a.leading_zeros())
    }
    #[inline]
    fn is_zero(&self, a: &u64) -> bool {
        self.reduced(*a) == 0
    }
    fn accumulator(&self) -> u128 {
        0
    }
    #[inline]
    fn mul_add(&self, acc: &mut u128, a: &u64, b: &u64) {
        // Any two u64 values have a product below 2^128; the sum may not fit, and is then
        // reduced first (both parts below m after reduction, so their sum fits).
        let product = u128::from(*a) * u128::from(*b);
        let m = u128::from(self.modulus);
        *acc = match acc.checked_add(product) {
            Some(sum) => sum,
            None => *acc % m + product % m,
        };
    }
    #[inline]
    fn finish(&self, acc: u128) -> Result<u64, Error> {
        // A 64-bit division is far cheaper than a 128-bit one; most sums fit in 64 bits.
        Ok(match u64::try_from(acc) {
            Ok(small) => small % self.modulus,
            Err(_) => (acc % u128::from(self.modulus)) as u64,
        })
    }
    fn to_u128(&self, count: &u64) -> Option<u128> {
        Some(u128::from(*count))
    }

    fn modulus(&self) -> Option<u128> {
        Some(u128::from(self.modulus))
    }
}
