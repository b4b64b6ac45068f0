//! Arithmetic in `Z/mZ`, written once for every width the workspace uses (`u64`, `u128`).
//!
//! A [`Modulus`] holds `m >= 2`. Its operations take **residues**, values below `m`, and answer
//! residues; [`Modulus::reduce`] makes a residue of any value. The precondition is checked by
//! `debug_assert!` (debug builds, and the workspace's `release-checked` profile in CI), and a
//! broken one panics there; release builds skip the check, as the hot loops of the counting
//! crates need. Code that takes values of unknown origin reduces them first.
//!
//! - Addition: `a + b` may pass the type's top when `m` is near it, so the sum is formed as
//!   `a - (m - b)` when `a >= m - b` (then `a + b >= m`) and `a + b` otherwise: one comparison,
//!   one subtraction, no overflow.
//! - Multiplication: a `u64` product is exact in `u128` and reduced once. A `u128` product is
//!   exact that way when both factors fit 64 bits; otherwise it is formed bit by bit (doubling
//!   and adding modulo `m`, at most 128 rounds).
//! - Powers: square and multiply, `O(log e)` products.

use thiserror::Error;

/// The refusal of a modulus below 2 (there is no arithmetic modulo 0, and modulo 1 every count
/// is 0).
///
/// ```
/// use combgames_base::{Modulus, ModulusTooSmall};
/// assert_eq!(Modulus::<u128>::new(1), Err(ModulusTooSmall(1)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[error("the modulus must be at least 2, got {0}")]
pub struct ModulusTooSmall(pub u128);

/// A modulus `m >= 2` of width `W` (`u64` or `u128`), and the arithmetic of residues modulo it.
///
/// ```
/// use combgames_base::Modulus;
/// let m = Modulus::<u64>::new(7).unwrap();
/// assert_eq!((m.add(5, 4), m.sub(2, 5), m.mul(3, 5), m.pow(3, 6)), (2, 4, 1, 1));
/// let wide = Modulus::<u128>::new(u128::MAX).unwrap();
/// assert_eq!(wide.add(u128::MAX - 1, 2), 1);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Modulus<W> {
    m: W,
}

/// An unsigned width that residues are held in: `u64` or `u128` (sealed: the arithmetic of
/// [`Modulus`] is proven for these two).
pub trait Word:
    Copy
    + Ord
    + std::fmt::Debug
    + std::hash::Hash
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Rem<Output = Self>
    + std::ops::BitAnd<Output = Self>
    + std::ops::ShrAssign<u32>
    + Into<u128>
    + sealed::Sealed
{
    /// 0 of the width.
    const ZERO: Self;
    /// 1 of the width.
    const ONE: Self;
    /// 2 of the width.
    const TWO: Self;
    /// `(a * b) mod m` for `a, b < m`.
    #[doc(hidden)]
    fn mul_mod(a: Self, b: Self, m: Modulus<Self>) -> Self;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
}

impl Word for u64 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const TWO: Self = 2;
    #[inline]
    fn mul_mod(a: u64, b: u64, m: Modulus<u64>) -> u64 {
        // The product is exact in u128; the remainder is below m, a u64.
        ((u128::from(a) * u128::from(b)) % u128::from(m.m)) as u64
    }
}

impl Word for u128 {
    const ZERO: Self = 0;
    const ONE: Self = 1;
    const TWO: Self = 2;
    fn mul_mod(a: u128, b: u128, m: Modulus<u128>) -> u128 {
        if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
            return (u128::from(x) * u128::from(y)) % m.m;
        }
        // The bits of b from the top, doubling and adding modulo m.
        let mut product = 0;
        for bit in (0..128 - b.leading_zeros()).rev() {
            product = m.add(product, product);
            if b >> bit & 1 == 1 {
                product = m.add(product, a);
            }
        }
        product
    }
}

impl<W: Word> Modulus<W> {
    /// Arithmetic modulo `m`.
    ///
    /// # Errors
    /// [`ModulusTooSmall`] if `m < 2`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// assert_eq!(Modulus::new(10u64).unwrap().get(), 10);
    /// assert!(Modulus::new(1u128).is_err());
    /// ```
    pub fn new(m: W) -> Result<Self, ModulusTooSmall> {
        if m < W::TWO {
            return Err(ModulusTooSmall(m.into()));
        }
        Ok(Modulus { m })
    }

    /// The modulus `m`.
    #[inline]
    pub fn get(self) -> W {
        self.m
    }

    /// `a mod m`, for any `a`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// assert_eq!(Modulus::new(7u64).unwrap().reduce(100), 2);
    /// ```
    #[inline]
    pub fn reduce(self, a: W) -> W {
        if a < self.m { a } else { a % self.m }
    }

    /// `(a + b) mod m` for residues `a, b < m` (checked in debug builds). One comparison
    /// and one addition or subtraction.
    ///
    /// # Panics
    /// In debug builds, if `a` or `b` is not below `m`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// let m = Modulus::new(u64::MAX).unwrap();
    /// assert_eq!(m.add(u64::MAX - 1, u64::MAX - 1), u64::MAX - 2);
    /// ```
    #[inline]
    pub fn add(self, a: W, b: W) -> W {
        debug_assert!(a < self.m && b < self.m, "unreduced residue");
        let room = self.m - b;
        if a >= room { a - room } else { a + b }
    }

    /// `(a - b) mod m` for residues `a, b < m` (checked in debug builds).
    ///
    /// # Panics
    /// In debug builds, if `a` or `b` is not below `m`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// assert_eq!(Modulus::new(7u128).unwrap().sub(2, 5), 4);
    /// ```
    #[inline]
    pub fn sub(self, a: W, b: W) -> W {
        debug_assert!(a < self.m && b < self.m, "unreduced residue");
        if a >= b { a - b } else { self.m - (b - a) }
    }

    /// `(a * b) mod m` for residues `a, b < m` (checked in debug builds). For `u64`, one
    /// `u128` product and remainder; for `u128`, the same when both fit 64 bits, else at most
    /// 128 doublings and additions.
    ///
    /// # Panics
    /// In debug builds, if `a` or `b` is not below `m`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// let m = Modulus::new(u128::MAX).unwrap();
    /// assert_eq!(m.mul(u128::MAX - 1, u128::MAX - 1), 1); // (-1)^2
    /// ```
    #[inline]
    pub fn mul(self, a: W, b: W) -> W {
        debug_assert!(a < self.m && b < self.m, "unreduced residue");
        W::mul_mod(a, b, self)
    }

    /// `base^exponent mod m` for a residue `base < m` (checked in debug builds); `1` for
    /// exponent 0. `O(log exponent)` products.
    ///
    /// # Panics
    /// In debug builds, if `base` is not below `m`.
    ///
    /// ```
    /// use combgames_base::Modulus;
    /// assert_eq!(Modulus::new(1_000_000_007u64).unwrap().pow(2, 30), 73_741_817);
    /// ```
    pub fn pow(self, base: W, mut exponent: W) -> W {
        debug_assert!(base < self.m, "unreduced residue");
        let (mut result, mut square) = (W::ONE, base);
        while exponent > W::ZERO {
            if exponent & W::ONE == W::ONE {
                result = self.mul(result, square);
            }
            square = self.mul(square, square);
            exponent >>= 1;
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;
    use proptest::prelude::*;

    fn big(x: u128) -> BigUint {
        BigUint::from(x)
    }

    fn wide(x: &BigUint) -> u128 {
        x.iter_u64_digits()
            .rev()
            .fold(0, |acc, d| (acc << 64) | u128::from(d))
    }

    #[test]
    fn moduli_below_two_are_refused_at_both_widths() {
        assert_eq!(Modulus::<u64>::new(0), Err(ModulusTooSmall(0)));
        assert_eq!(Modulus::<u64>::new(1), Err(ModulusTooSmall(1)));
        assert_eq!(Modulus::<u128>::new(1), Err(ModulusTooSmall(1)));
        assert_eq!(Modulus::<u64>::new(2).unwrap().get(), 2);
    }

    #[test]
    fn the_top_of_each_width_adds_subtracts_and_multiplies_without_overflow() {
        let m = Modulus::<u64>::new(u64::MAX).unwrap();
        assert_eq!(m.add(u64::MAX - 1, u64::MAX - 1), u64::MAX - 2);
        assert_eq!(m.sub(0, u64::MAX - 1), 1);
        // (-1) * (-1) = 1.
        assert_eq!(m.mul(u64::MAX - 1, u64::MAX - 1), 1);
        let m = Modulus::<u128>::new(u128::MAX).unwrap();
        assert_eq!(m.add(u128::MAX - 1, u128::MAX - 1), u128::MAX - 2);
        assert_eq!(m.mul(u128::MAX - 1, u128::MAX - 1), 1);
        assert_eq!(m.pow(u128::MAX - 1, 3), u128::MAX - 1);
    }

    #[test]
    fn fermat_holds_for_the_transform_primes() {
        // p = 15 * 2^27 + 1 and p = 2^61 - 1 are prime: a^(p-1) = 1 for a not divisible by p.
        for p in [15 * (1u64 << 27) + 1, (1 << 61) - 1] {
            let m = Modulus::<u64>::new(p).unwrap();
            for a in [2, 3, 12345, p - 1] {
                assert_eq!(m.pow(a, p - 1), 1);
            }
        }
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "unreduced residue")]
    fn add_of_an_unreduced_residue_fail() {
        let _ = Modulus::<u64>::new(10).unwrap().add(10, 1);
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "unreduced residue")]
    fn sub_of_an_unreduced_residue_fail() {
        let _ = Modulus::<u128>::new(10).unwrap().sub(3, 11);
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "unreduced residue")]
    fn mul_of_an_unreduced_residue_fail() {
        let _ = Modulus::<u128>::new(1 << 70).unwrap().mul(1 << 70, 1);
    }

    #[cfg(debug_assertions)]
    #[test]
    #[should_panic(expected = "unreduced residue")]
    fn pow_of_an_unreduced_residue_fail() {
        let _ = Modulus::<u64>::new(5).unwrap().pow(5, 2);
    }

    proptest! {
        #[test]
        fn u64_arithmetic_equals_big_integers(m in 2u64.., a: u64, b: u64, e in 0u64..1000) {
            let modulus = Modulus::<u64>::new(m).unwrap();
            let (a, b) = (modulus.reduce(a), modulus.reduce(b));
            let (bm, ba, bb) = (big(m.into()), big(a.into()), big(b.into()));
            prop_assert_eq!(u128::from(modulus.add(a, b)), wide(&((&ba + &bb) % &bm)));
            prop_assert_eq!(u128::from(modulus.sub(a, b)), wide(&((&ba + &bm - &bb) % &bm)));
            prop_assert_eq!(u128::from(modulus.mul(a, b)), wide(&((&ba * &bb) % &bm)));
            prop_assert_eq!(u128::from(modulus.pow(a, e)), wide(&ba.modpow(&big(e.into()), &bm)));
        }

        #[test]
        fn u128_arithmetic_equals_big_integers(m in 2u128.., a: u128, b: u128, e in 0u128..1000) {
            let modulus = Modulus::<u128>::new(m).unwrap();
            let (a, b) = (modulus.reduce(a), modulus.reduce(b));
            let (bm, ba, bb) = (big(m), big(a), big(b));
            prop_assert_eq!(modulus.add(a, b), wide(&((&ba + &bb) % &bm)));
            prop_assert_eq!(modulus.sub(a, b), wide(&((&ba + &bm - &bb) % &bm)));
            prop_assert_eq!(modulus.mul(a, b), wide(&((&ba * &bb) % &bm)));
            prop_assert_eq!(modulus.pow(a, e), wide(&ba.modpow(&big(e), &bm)));
        }

        #[test]
        fn small_u128_moduli_agree_with_u64_ones(m in 2u64.., a: u64, b: u64) {
            let (narrow, wide) = (Modulus::<u64>::new(m).unwrap(), Modulus::<u128>::new(m.into()).unwrap());
            let (a, b) = (narrow.reduce(a), narrow.reduce(b));
            prop_assert_eq!(u128::from(narrow.mul(a, b)), wide.mul(a.into(), b.into()));
        }
    }
}
