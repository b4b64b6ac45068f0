//! The number systems `S(N)` is accumulated in: the workspace's counting systems
//! ([`combgames_counting`]), plus plain `u128` for `u64` piles, where a proof bounds every value.

use std::convert::Infallible;

use combgames_counting::Counting;
use combgames_zeckendorf::Natural;
use num_bigint::ToBigUint;

/// How partial sums of `M(n)` are added up. Every subtraction the algorithm performs has a
/// non-negative exact result, so the exact systems never see a negative value.
pub(crate) trait Arithmetic<N> {
    type Value: Clone;
    type Error;
    fn zero(&self) -> Self::Value;
    fn add(&self, a: &Self::Value, b: &Self::Value) -> Result<Self::Value, Self::Error>;
    fn sub(&self, a: &Self::Value, b: &Self::Value) -> Result<Self::Value, Self::Error>;
    /// `0 + 1 + ... + x`.
    fn triangular(&self, x: &N) -> Result<Self::Value, Self::Error>;
}

/// Exact sums for `u64` piles in `u128`.
///
/// Every value is a partial sum of `M(n) < n / 2` over `n < F(94) < 1.1 * 2^64` (the tables
/// reach the end of the last Fibonacci interval that starts within `u64`), so it stays below
/// `F(94)^2 / 4 < 2^127`; and `triangular(x)` for `x < 2^64` is below `2^127` too. No
/// operation can overflow, so this path needs no checks (and debug builds would catch a
/// broken proof).
pub(crate) struct WideExact;

impl Arithmetic<u64> for WideExact {
    type Value = u128;
    type Error = Infallible;
    fn zero(&self) -> u128 {
        0
    }
    fn add(&self, a: &u128, b: &u128) -> Result<u128, Infallible> {
        Ok(a + b)
    }
    fn sub(&self, a: &u128, b: &u128) -> Result<u128, Infallible> {
        Ok(a - b)
    }
    fn triangular(&self, x: &u64) -> Result<u128, Infallible> {
        let x = u128::from(*x);
        Ok(x * (x + 1) / 2)
    }
}

/// Any counting system: exact big integers or residues.
impl<N: Natural + ToBigUint, C: Counting> Arithmetic<N> for C {
    type Value = C::Count;
    type Error = combgames_counting::Error;
    fn zero(&self) -> C::Count {
        self.count(0)
    }
    fn add(&self, a: &C::Count, b: &C::Count) -> Result<C::Count, Self::Error> {
        Counting::add(self, a, b)
    }
    fn sub(&self, a: &C::Count, b: &C::Count) -> Result<C::Count, Self::Error> {
        Counting::sub(self, a, b)
    }
    fn triangular(&self, x: &N) -> Result<C::Count, Self::Error> {
        // x (x + 1) / 2 with the halving done exactly on the even factor first, since 2 has no
        // inverse modulo an even modulus. x + 1 is only formed for even x, which is below the
        // (odd) top of every fixed-width type.
        let two = N::from(2);
        let (even_half, other) = if (x.clone() % two.clone()).is_zero() {
            (x.clone() / two, x.clone() + N::one())
        } else {
            (x.clone() / two + N::one(), x.clone())
        };
        self.mul(&self.natural(&even_half)?, &self.natural(&other)?)
    }
}

/// Converting a pile size into a count.
trait FromNatural: Counting {
    fn natural<N: Natural + ToBigUint>(
        &self,
        n: &N,
    ) -> Result<Self::Count, combgames_counting::Error> {
        match n.to_u128() {
            Some(small) => self.count_u128(small),
            // Unsigned types always convert to BigUint.
            None => self.count_big(&n.to_biguint().unwrap_or_default()),
        }
    }
}

impl<C: Counting> FromNatural for C {}
