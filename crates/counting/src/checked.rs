//! Exact counts in `u128`, overflow checked.

use num_bigint::BigUint;

use crate::{Counting, Error};

/// Exact counts in `u128`; any overflow is an error, never a wrap.
///
/// ```
/// use combgames_counting::{CheckedU128, Counting, Error};
/// let c = CheckedU128;
/// assert_eq!(c.mul(&(1 << 64), &(1 << 63)), Ok(1 << 127));
/// assert_eq!(c.mul(&(1 << 64), &(1 << 64)), Err(Error::CountOverflow));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CheckedU128;

impl Counting for CheckedU128 {
    type Count = u128;
    /// The sum so far, or `None` once it has overflowed.
    type Accumulator = Option<u128>;

    fn count(&self, n: u64) -> u128 {
        u128::from(n)
    }
    fn count_u128(&self, n: u128) -> Result<u128, Error> {
        Ok(n)
    }
    fn count_big(&self, n: &BigUint) -> Result<u128, Error> {
        u128::try_from(n).map_err(|_| Error::CountOverflow)
    }
    fn reduce(&self, c: u128) -> u128 {
        c
    }
    fn add(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        a.checked_add(*b).ok_or(Error::CountOverflow)
    }
    fn sub(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        a.checked_sub(*b).ok_or(Error::Underflow)
    }
    fn mul(&self, a: &u128, b: &u128) -> Result<u128, Error> {
        a.checked_mul(*b).ok_or(Error::CountOverflow)
    }
    fn bits(&self, a: &u128) -> u64 {
        u64::from(128 - a.leading_zeros())
    }
    fn is_zero(&self, a: &u128) -> bool {
        *a == 0
    }
    fn accumulator(&self) -> Option<u128> {
        Some(0)
    }
    #[inline]
    fn mul_add(&self, acc: &mut Option<u128>, a: &u128, b: &u128) {
        *acc = acc.and_then(|sum| sum.checked_add(a.checked_mul(*b)?));
    }
    fn finish(&self, acc: Option<u128>) -> Result<u128, Error> {
        acc.ok_or(Error::CountOverflow)
    }
}
