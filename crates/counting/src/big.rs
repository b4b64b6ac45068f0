//! Exact counts of any size.

use num_bigint::BigUint;

use crate::{Counting, Error};

/// Exact counts of any size, in [`BigUint`].
///
/// ```
/// use combgames_counting::{Big, Counting};
/// let c = Big;
/// let square = c.mul(&c.count_u128(u128::MAX).unwrap(), &c.count_u128(u128::MAX).unwrap());
/// assert_eq!(square.unwrap(), num_bigint::BigUint::from(u128::MAX).pow(2));
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Big;

impl Counting for Big {
    type Count = BigUint;
    type Accumulator = BigUint;

    fn count(&self, n: u64) -> BigUint {
        BigUint::from(n)
    }
    fn count_u128(&self, n: u128) -> Result<BigUint, Error> {
        Ok(BigUint::from(n))
    }
    fn count_big(&self, n: &BigUint) -> Result<BigUint, Error> {
        Ok(n.clone())
    }
    fn reduce(&self, c: BigUint) -> BigUint {
        c
    }
    fn add(&self, a: &BigUint, b: &BigUint) -> Result<BigUint, Error> {
        Ok(a + b)
    }
    fn add_into(&self, dst: &mut BigUint, a: &BigUint, b: &BigUint) -> Result<(), Error> {
        dst.clone_from(a);
        *dst += b;
        Ok(())
    }
    fn sub(&self, a: &BigUint, b: &BigUint) -> Result<BigUint, Error> {
        if a < b {
            return Err(Error::Underflow);
        }
        Ok(a - b)
    }
    fn mul(&self, a: &BigUint, b: &BigUint) -> Result<BigUint, Error> {
        Ok(a * b)
    }
    fn bits(&self, a: &BigUint) -> u64 {
        a.bits()
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
    fn bytes_per_count(&self, bits: u64) -> u64 {
        // The vector header inline, and whole 64-bit digits on the heap.
        std::mem::size_of::<BigUint>() as u64 + bits.div_ceil(64) * 8
    }
}
