//! The `Counting` trait.

use std::fmt::Debug;

use num_bigint::BigUint;

use crate::Error;

/// A number system for counts: how they are made, added, subtracted and multiplied.
///
/// Every method accepts any value of [`Count`](Self::Count) and returns a value of the
/// system (for [`Modular`](crate::Modular): a residue below the modulus). Sums of products go
/// through an [`Accumulator`](Self::Accumulator), so hot loops carry no error branch: an
/// overflow is remembered and reported by [`finish`](Self::finish).
///
/// Two systems compare equal when they compute the same thing (the same modulus); values of
/// two unequal systems must not be combined, and the types built on them check it.
///
/// ```
/// use combgames_counting::{Counting, Modular};
/// let m = Modular::new(7).unwrap();
/// assert_eq!(m.add(&5, &4), Ok(2));
/// assert_eq!(m.add(&100, &100), Ok(4)); // inputs are reduced, never trusted
/// assert_eq!(m.sub(&1, &100), Ok(6)); // 1 - 2 = -1 = 6 (mod 7)
/// assert_eq!(m.count_u128(u128::MAX), Ok((u128::MAX % 7) as u64));
/// ```
pub trait Counting: Clone + PartialEq + Eq + Debug + Send + Sync {
    /// A count (sendable, so that rows of counts can be filled by several threads).
    type Count: Clone + PartialEq + Eq + Debug + Send + Sync;
    /// A running sum of products of counts.
    type Accumulator: Clone + Debug;

    /// The count `n`.
    fn count(&self, n: u64) -> Self::Count;
    /// The count `n`.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if `n` does not fit (never for these three systems).
    fn count_u128(&self, n: u128) -> Result<Self::Count, Error>;
    /// The count `n`.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if `n` does not fit ([`CheckedU128`](crate::CheckedU128) past
    /// `2^128 - 1`).
    fn count_big(&self, n: &BigUint) -> Result<Self::Count, Error>;
    /// A value brought into the system (a residue is reduced; exact values are unchanged).
    fn reduce(&self, c: Self::Count) -> Self::Count;
    /// `a + b`.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if the sum does not fit.
    fn add(&self, a: &Self::Count, b: &Self::Count) -> Result<Self::Count, Error>;
    /// `*dst = a + b`, reusing the storage of `dst` where that helps (big integers).
    ///
    /// # Errors
    /// As for [`add`](Self::add); `dst` is then unspecified.
    fn add_into(
        &self,
        dst: &mut Self::Count,
        a: &Self::Count,
        b: &Self::Count,
    ) -> Result<(), Error> {
        *dst = self.add(a, b)?;
        Ok(())
    }
    /// `*dst = a + b` for values of the system, as its own operations return them (a residue
    /// below the modulus): the hot-loop form, which skips the reduction of its inputs.
    ///
    /// # Panics
    /// In debug builds, if an input is not a value of the system. Release builds do not check
    /// (the sum of unreduced residues is then unspecified); call [`add_into`](Self::add_into)
    /// on values of unknown origin.
    ///
    /// # Errors
    /// As for [`add`](Self::add).
    fn add_values_into(
        &self,
        dst: &mut Self::Count,
        a: &Self::Count,
        b: &Self::Count,
    ) -> Result<(), Error> {
        self.add_into(dst, a, b)
    }
    /// `a - b` (residues wrap as they should).
    ///
    /// # Errors
    /// [`Error::Underflow`] for exact systems when `a < b`.
    fn sub(&self, a: &Self::Count, b: &Self::Count) -> Result<Self::Count, Error>;
    /// `a * b`.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if the product does not fit.
    fn mul(&self, a: &Self::Count, b: &Self::Count) -> Result<Self::Count, Error>;
    /// Whether `a` is zero in the system (a multiple of the modulus is zero).
    fn is_zero(&self, a: &Self::Count) -> bool;
    /// An empty sum of products.
    fn accumulator(&self) -> Self::Accumulator;
    /// `acc += a * b`.
    fn mul_add(&self, acc: &mut Self::Accumulator, a: &Self::Count, b: &Self::Count);
    /// The count an accumulator holds.
    ///
    /// # Errors
    /// [`Error::CountOverflow`] if a product or the sum did not fit.
    fn finish(&self, acc: Self::Accumulator) -> Result<Self::Count, Error>;
    /// The number of significant bits of `a` (0 for zero): what memory budgets use.
    fn bits(&self, a: &Self::Count) -> u64;
    /// The modulus, for a modular system.
    fn modulus(&self) -> Option<u128> {
        None
    }
    /// The count as an integer, if it fits in `u128` (a residue is its least non-negative
    /// representative): what fast paths working on machine words use. The default, `None`,
    /// keeps a system on the generic paths.
    fn to_u128(&self, count: &Self::Count) -> Option<u128> {
        let _ = count;
        None
    }
    /// An upper bound of the bytes a count with at most `bits` bits occupies, inline and on
    /// the heap: what memory budgets use.
    fn bytes_per_count(&self, bits: u64) -> u64 {
        let _ = bits;
        std::mem::size_of::<Self::Count>() as u64
    }
}
