//! The number systems `S(N)` is accumulated in: exact in `u128`, exact in `BigUint`, or modulo
//! a word-sized modulus.

use combgames_zeckendorf::Natural;
use num_bigint::{BigUint, ToBigUint};

/// How partial sums of `M(n)` are added up. Every subtraction the algorithm performs has a
/// non-negative exact result, so the exact systems never see a negative value.
pub(crate) trait Arithmetic<N> {
    type Value: Clone;
    fn zero(&self) -> Self::Value;
    fn add(&self, a: &Self::Value, b: &Self::Value) -> Self::Value;
    fn sub(&self, a: &Self::Value, b: &Self::Value) -> Self::Value;
    /// `0 + 1 + ... + x`.
    fn triangular(&self, x: &N) -> Self::Value;
}

/// Exact sums for `u64` piles in `u128`.
///
/// Every value is a partial sum of `M(n) < n / 2` over `n < F(94) < 1.1 * 2^64` (the tables
/// reach the end of the last Fibonacci interval that starts within `u64`), so it stays below
/// `F(94)^2 / 4 < 2^127`; and `triangular(x)` for `x < 2^64` is below `2^127` too. No
/// operation can overflow.
pub(crate) struct WideExact;

impl Arithmetic<u64> for WideExact {
    type Value = u128;
    fn zero(&self) -> u128 {
        0
    }
    fn add(&self, a: &u128, b: &u128) -> u128 {
        a + b
    }
    fn sub(&self, a: &u128, b: &u128) -> u128 {
        a - b
    }
    fn triangular(&self, x: &u64) -> u128 {
        let x = u128::from(*x);
        x * (x + 1) / 2
    }
}

/// Exact sums in `BigUint`, for piles of any width.
pub(crate) struct BigExact;

impl<N: Natural + ToBigUint> Arithmetic<N> for BigExact {
    type Value = BigUint;
    fn zero(&self) -> BigUint {
        BigUint::ZERO
    }
    fn add(&self, a: &BigUint, b: &BigUint) -> BigUint {
        a + b
    }
    fn sub(&self, a: &BigUint, b: &BigUint) -> BigUint {
        a - b
    }
    fn triangular(&self, x: &N) -> BigUint {
        // `to_biguint` is infallible for unsigned types.
        let x = x.to_biguint().unwrap_or_default();
        (&x * (&x + 1u8)) >> 1u8
    }
}

/// Sums modulo `m >= 2`, with `m < 2^64` so that a product of two residues fits in `u128`.
pub(crate) struct Modular(pub(crate) u64);

impl Modular {
    fn reduce<N: Natural>(&self, x: &N) -> u64 {
        // `x % m < m <= u64::MAX`, so the conversion cannot fail.
        (x.clone() % N::from(self.0)).to_u64().unwrap_or_default()
    }
}

impl<N: Natural> Arithmetic<N> for Modular {
    type Value = u64;
    fn zero(&self) -> u64 {
        0
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        ((u128::from(*a) + u128::from(*b)) % u128::from(self.0)) as u64
    }
    fn sub(&self, a: &u64, b: &u64) -> u64 {
        ((u128::from(*a) + u128::from(self.0) - u128::from(*b)) % u128::from(self.0)) as u64
    }
    fn triangular(&self, x: &N) -> u64 {
        // 2 has no inverse modulo an even m, so halve the even factor of x(x + 1) exactly first.
        let half = self.reduce(&(x.clone() / N::from(2)));
        let (even_half, other) = if (x.clone() % N::from(2)).is_zero() {
            (half, self.reduce(x) + 1)
        } else {
            (half + 1, self.reduce(x))
        };
        let m = u128::from(self.0);
        ((u128::from(even_half) % m) * (u128::from(other) % m) % m) as u64
    }
}
