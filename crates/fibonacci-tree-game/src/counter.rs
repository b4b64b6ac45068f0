//! The number systems counts are kept in: residues modulo `m`, or exact big integers.

use num_bigint::BigUint;

/// Counts of winning cuts: a commutative monoid under addition with a unit, since counting
/// only ever adds (so reducing modulo `m` at every step loses nothing).
pub(crate) trait Counter {
    type Value: Clone;
    fn zero(&self) -> Self::Value;
    fn one(&self) -> Self::Value;
    /// `*dst = a + b`, reusing `dst`'s storage where that helps.
    fn set_sum(&self, dst: &mut Self::Value, a: &Self::Value, b: &Self::Value);
}

/// Residues modulo `m >= 2`, any `m < 2^64`.
pub(crate) struct Residues(pub(crate) u64);

impl Counter for Residues {
    type Value = u64;
    fn zero(&self) -> u64 {
        0
    }
    fn one(&self) -> u64 {
        1 // m >= 2
    }
    #[inline]
    fn set_sum(&self, dst: &mut u64, a: &u64, b: &u64) {
        // a, b < m: a + b < 2m may not fit in u64 when m > 2^63, so compare against m - b.
        *dst = if *a >= self.0 - b {
            a - (self.0 - b)
        } else {
            a + b
        };
    }
}

/// Exact counts.
pub(crate) struct Exact;

impl Counter for Exact {
    type Value = BigUint;
    fn zero(&self) -> BigUint {
        BigUint::ZERO
    }
    fn one(&self) -> BigUint {
        BigUint::from(1u8)
    }
    fn set_sum(&self, dst: &mut BigUint, a: &BigUint, b: &BigUint) {
        dst.clone_from(a);
        *dst += b;
    }
}
