//! Residues modulo a modulus of up to 128 bits.

use combgames_base::Modulus;
use num_bigint::BigUint;

use crate::{Counting, Error};

/// Counts modulo `m`, for any `2 <= m < 2^128`: a residue is a `u128` below `m`.
///
/// For moduli of `2^64` and more, where [`Modular`](crate::Modular) does not reach. Additions
/// cost a compare and a subtraction; a product of two residues needs 256 bits, so it is
/// formed by doubling and adding modulo `m` (128 steps), about a hundred times the cost of a
/// `u64` product: still far below exact big-integer counts for long computations.
///
/// ```
/// use combgames_counting::{Counting, Modular128};
/// let m = Modular128::new(u128::MAX).unwrap();
/// assert_eq!(m.mul(&(u128::MAX - 1), &(u128::MAX - 1)), Ok(1)); // (-1)^2
/// assert_eq!(m.add(&(u128::MAX - 1), &2), Ok(1));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Modular128 {
    /// The arithmetic of residues (written once, in `combgames-base`).
    arithmetic: Modulus<u128>,
    modulus: u128,
}

impl Modular128 {
    /// Residues modulo `modulus`.
    ///
    /// # Errors
    /// [`Error::ModulusTooSmall`] if `modulus < 2`.
    ///
    /// ```
    /// use combgames_counting::Modular128;
    /// assert_eq!(Modular128::new(1 << 100).unwrap().modulus(), 1 << 100);
    /// assert!(Modular128::new(1).is_err());
    /// ```
    pub fn new(modulus: u128) -> Result<Self, Error> {
        Ok(Modular128 {
            arithmetic: Modulus::<u128>::new(modulus)?,
            modulus,
        })
    }

    /// The modulus.
    ///
    /// ```
    /// use combgames_counting::Modular128;
    /// assert_eq!(Modular128::new(97).unwrap().modulus(), 97);
    /// ```
    pub fn modulus(&self) -> u128 {
        self.modulus
    }

    #[inline]
    fn reduced(self, a: u128) -> u128 {
        self.arithmetic.reduce(a)
    }
}

impl Counting for Modular128 {
    type Count = u128;
    /// A reduced running sum.
    type Accumulator = u128;

    #[inline]
    fn count(&self, n: u64) -> u128 {
        self.reduced(u128::from(n))
    }
    #[inline]
    fn count_u128(&self, n: u128) -> Result<u128, Error> {
        Ok(self.reduced(n))
    }
    fn count_big(&self, n: &BigUint) -> Result<u128, Error> {
        // The remainder is below m < 2^128.
        Ok(u128::try_from(n % self.modulus).unwrap_or(0))
    }
    #[inline]
    fn reduce(&self, c: u128) -> u128 {
        self.reduced(c)
    }
    #[inline]
    fn add(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        Ok(self.arithmetic.add(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn add_values_into(&self, dst: &mut u128, a: &u128, b: &u128) -> Result<(), Error> {
        *dst = self.arithmetic.add(*a, *b);
        Ok(())
    }
    #[inline]
    fn sub(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        Ok(self.arithmetic.sub(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn mul(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        Ok(self.arithmetic.mul(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn bits(&self, a: &u128) -> u64 {
        u64::from(128 - a.leading_zeros())
    }
    #[inline]
    fn is_zero(&self, a: &u128) -> bool {
        self.reduced(*a) == 0
    }
    fn accumulator(&self) -> u128 {
        0
    }
    #[inline]
    fn mul_add(&self, acc: &mut u128, a: &u128, b: &u128) {
        let product = self.arithmetic.mul(self.reduced(*a), self.reduced(*b));
        *acc = self.arithmetic.add(*acc, product);
    }
    #[inline]
    fn finish(&self, acc: u128) -> Result<u128, Error> {
        Ok(acc)
    }
    fn to_u128(&self, count: &u128) -> Option<u128> {
        Some(*count)
    }

    fn modulus(&self) -> Option<u128> {
        Some(self.modulus)
    }
}
