//! Residues modulo a modulus of up to 128 bits.

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
    modulus: u128,
}

impl Modular128 {
    /// Residues modulo `modulus`.
    ///
    /// # Errors
    /// [`Error::WideModulusTooSmall`] if `modulus < 2`.
    ///
    /// ```
    /// use combgames_counting::Modular128;
    /// assert_eq!(Modular128::new(1 << 100).unwrap().modulus(), 1 << 100);
    /// assert!(Modular128::new(1).is_err());
    /// ```
    pub fn new(modulus: u128) -> Result<Self, Error> {
        if modulus < 2 {
            return Err(Error::WideModulusTooSmall(modulus));
        }
        Ok(Modular128 { modulus })
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
        if a < self.modulus {
            a
        } else {
            a % self.modulus
        }
    }

    /// `(a + b) mod m` for residues below `m`; compares against `m - b` so that nothing
    /// overflows for `m` near `2^128`.
    #[inline]
    fn add_residues(self, a: u128, b: u128) -> u128 {
        debug_assert!(a < self.modulus && b < self.modulus, "unreduced residue");
        if a >= self.modulus - b {
            a - (self.modulus - b)
        } else {
            a + b
        }
    }

    /// `(a * b) mod m` for residues below `m`: the bits of `b` from the top, doubling and
    /// adding modulo `m`. When both fit in 64 bits the product fits in `u128` directly.
    fn mul_residues(self, a: u128, b: u128) -> u128 {
        if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
            return (u128::from(x) * u128::from(y)) % self.modulus;
        }
        let mut product = 0;
        for bit in (0..128 - b.leading_zeros()).rev() {
            product = self.add_residues(product, product);
            if b >> bit & 1 == 1 {
                product = self.add_residues(product, a);
            }
        }
        product
    }
}

impl Counting for Modular128 {
    type Count = u128;
    /// A reduced running sum.
    type Accumulator = u128;

    fn count(&self, n: u64) -> u128 {
        self.reduced(u128::from(n))
    }
    fn count_u128(&self, n: u128) -> Result<u128, Error> {
        Ok(self.reduced(n))
    }
    fn count_big(&self, n: &BigUint) -> Result<u128, Error> {
        // The remainder is below m < 2^128.
        Ok(u128::try_from(n % self.modulus).unwrap_or(0))
    }
    fn reduce(&self, c: u128) -> u128 {
        self.reduced(c)
    }
    fn add(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        Ok(self.add_residues(self.reduced(*a), self.reduced(*b)))
    }
    #[inline]
    fn add_values_into(&self, dst: &mut u128, a: &u128, b: &u128) -> Result<(), Error> {
        *dst = self.add_residues(*a, *b);
        Ok(())
    }
    fn sub(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        let (a, b) = (self.reduced(*a), self.reduced(*b));
        Ok(if a >= b {
            a - b
        } else {
            self.modulus - (b - a)
        })
    }
    fn mul(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        Ok(self.mul_residues(self.reduced(*a), self.reduced(*b)))
    }
    fn bits(&self, a: &u128) -> u64 {
        u64::from(128 - a.leading_zeros())
    }
    fn is_zero(&self, a: &u128) -> bool {
        self.reduced(*a) == 0
    }
    fn accumulator(&self) -> u128 {
        0
    }
    fn mul_add(&self, acc: &mut u128, a: &u128, b: &u128) {
        let product = self.mul_residues(self.reduced(*a), self.reduced(*b));
        *acc = self.add_residues(*acc, product);
    }
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
