//! The number systems counts live in: checked `u128`, `BigUint`, or residues modulo `m`.

use std::fmt::Debug;

use num_bigint::BigUint;

use crate::Error;

/// How counts are added and multiplied.
///
/// Products are summed in a wider accumulator and reduced once at the end of a sum, which is
/// what makes the modular convolution cheap: one `u64 x u64 -> u128` product and one addition
/// per pair, instead of a division per pair.
///
/// ```
/// use combgames_histconv::{Big, CheckedU128, Counting, Modular};
/// fn square_of_three<A: Counting>(c: &A) -> A::Count {
///     let mut acc = c.accumulator();
///     c.mul_add(&mut acc, &c.count(3), &c.count(3));
///     c.finish(acc).unwrap()
/// }
/// assert_eq!(square_of_three(&CheckedU128), 9);
/// assert_eq!(square_of_three(&Modular::new(5).unwrap()), 4);
/// assert_eq!(square_of_three(&Big).to_string(), "9");
/// ```
pub trait Counting {
    /// A count.
    type Count: Clone + PartialEq + Debug;
    /// A running sum of products of counts.
    type Accumulator: Clone;

    /// The count `n`.
    fn count(&self, n: u64) -> Self::Count;
    /// `a + b`.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] when the sum does not fit (only for [`CheckedU128`]).
    fn add(&self, a: &Self::Count, b: &Self::Count) -> Result<Self::Count, Error>;
    /// `a - b`, for counts with `a >= b` as exact integers (residues wrap as they should).
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if an exact `a` is below `b`, which the crate never asks for.
    fn sub(&self, a: &Self::Count, b: &Self::Count) -> Result<Self::Count, Error>;
    /// Whether `a` is zero.
    fn is_zero(&self, a: &Self::Count) -> bool;
    /// An empty sum of products.
    fn accumulator(&self) -> Self::Accumulator;
    /// `acc += a * b`. Never fails, so hot loops carry no error branch: an overflow is
    /// remembered in the accumulator and reported by [`finish`](Self::finish).
    fn mul_add(&self, acc: &mut Self::Accumulator, a: &Self::Count, b: &Self::Count);
    /// The count an accumulator holds.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if a product or the sum did not fit (only for [`CheckedU128`]).
    fn finish(&self, acc: Self::Accumulator) -> Result<Self::Count, Error>;
}

/// Exact counts in `u128`; any overflow is an error, never a wrap.
///
/// ```
/// use combgames_histconv::{CheckedU128, Counting};
/// let c = CheckedU128;
/// assert_eq!(c.add(&u128::MAX, &1), Err(combgames_histconv::Error::CountOverflow));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct CheckedU128;

impl Counting for CheckedU128 {
    type Count = u128;
    /// The sum so far, or `None` once it has overflowed.
    type Accumulator = Option<u128>;
    fn count(&self, n: u64) -> u128 {
        u128::from(n)
    }
    fn add(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        a.checked_add(*b).ok_or(Error::CountOverflow)
    }
    fn sub(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        a.checked_sub(*b).ok_or(Error::CountOverflow)
    }
    fn is_zero(&self, a: &u128) -> bool {
        *a == 0
    }
    fn accumulator(&self) -> Option<u128> {
        Some(0)
    }
    fn mul_add(&self, acc: &mut Option<u128>, a: &u128, b: &u128) {
        *acc = acc.and_then(|sum| sum.checked_add(a.checked_mul(*b)?));
    }
    fn finish(&self, acc: Option<u128>) -> Result<u128, Error> {
        acc.ok_or(Error::CountOverflow)
    }
}

/// Exact counts of any size.
///
/// ```
/// use combgames_histconv::{Big, Histogram};
/// let h = Histogram::from_entries(&Big, [(1, u128::MAX.into())]).unwrap();
/// assert_eq!(h.power(2, &Big).unwrap().total(&Big).unwrap(), num_bigint::BigUint::from(u128::MAX).pow(2));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct Big;

impl Counting for Big {
    type Count = BigUint;
    type Accumulator = BigUint;
    fn count(&self, n: u64) -> BigUint {
        BigUint::from(n)
    }
    fn add(&self, a: &BigUint, b: &BigUint) -> Result<BigUint, Error> {
        Ok(a + b)
    }
    fn sub(&self, a: &BigUint, b: &BigUint) -> Result<BigUint, Error> {
        if a < b {
            return Err(Error::CountOverflow);
        }
        Ok(a - b)
    }
    fn is_zero(&self, a: &BigUint) -> bool {
        *a == BigUint::ZERO
    }
    fn accumulator(&self) -> BigUint {
        BigUint::ZERO
    }
    fn mul_add(&self, acc: &mut BigUint, a: &BigUint, b: &BigUint) {
        *acc += a * b;
    }
    fn finish(&self, acc: BigUint) -> Result<BigUint, Error> {
        Ok(acc)
    }
}

/// Counts modulo `m`, for any `2 <= m < 2^64`.
///
/// ```
/// use combgames_histconv::{Counting, Modular};
/// let m = Modular::new(7).unwrap();
/// assert_eq!(m.add(&5, &4), Ok(2));
/// assert!(Modular::new(1).is_err());
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Modular {
    modulus: u64,
}

impl Modular {
    /// Residues modulo `modulus`.
    ///
    /// # Errors
    /// [`Error::ModulusTooSmall`] if `modulus < 2`.
    ///
    /// ```
    /// use combgames_histconv::Modular;
    /// assert_eq!(Modular::new(10).unwrap().modulus(), 10);
    /// assert!(Modular::new(0).is_err());
    /// ```
    pub fn new(modulus: u64) -> Result<Self, Error> {
        if modulus < 2 {
            return Err(Error::ModulusTooSmall(modulus));
        }
        Ok(Modular { modulus })
    }

    /// The modulus.
    ///
    /// ```
    /// use combgames_histconv::Modular;
    /// assert_eq!(Modular::new(97).unwrap().modulus(), 97);
    /// ```
    pub fn modulus(&self) -> u64 {
        self.modulus
    }
}

impl Counting for Modular {
    type Count = u64;
    /// An unreduced `u128` sum; reduced only when the next product would overflow it.
    type Accumulator = u128;
    fn count(&self, n: u64) -> u64 {
        n % self.modulus
    }
    #[inline]
    fn add(&self, a: &u64, b: &u64) -> Result<u64, Error> {
        // Both are residues below m, so one conditional subtraction reduces the sum (and
        // comparing with m - b avoids overflow for m near 2^64).
        Ok(if *a >= self.modulus - b {
            a - (self.modulus - b)
        } else {
            a + b
        })
    }
    fn sub(&self, a: &u64, b: &u64) -> Result<u64, Error> {
        Ok(if a >= b {
            a - b
        } else {
            self.modulus - (b - a)
        })
    }
    fn is_zero(&self, a: &u64) -> bool {
        *a == 0
    }
    fn accumulator(&self) -> u128 {
        0
    }
    #[inline]
    fn mul_add(&self, acc: &mut u128, a: &u64, b: &u64) {
        // Residues are below 2^64, so the product fits in u128; the sum may not.
        let product = u128::from(*a) * u128::from(*b);
        let m = u128::from(self.modulus);
        *acc = match acc.checked_add(product) {
            Some(sum) => sum,
            None => *acc % m + product % m,
        };
    }
    fn finish(&self, acc: u128) -> Result<u64, Error> {
        // A 64-bit division is far cheaper than a 128-bit one; most sums fit in 64 bits.
        Ok(match u64::try_from(acc) {
            Ok(small) => small % self.modulus,
            Err(_) => (acc % u128::from(self.modulus)) as u64,
        })
    }
}
