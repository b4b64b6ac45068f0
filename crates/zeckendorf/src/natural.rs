//! The unsigned integer types the crate works with.

use std::borrow::Cow;
use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

use num_bigint::BigUint;
use num_traits::{CheckedAdd, CheckedSub, ToPrimitive, Unsigned};

/// An unsigned integer type: `u8`, `u16`, `u32`, `u64`, `u128`, `usize` or [`BigUint`].
///
/// The trait is sealed; it exists so that every algorithm in this crate is written once and
/// runs on machine words (using tables computed once per process) and on unbounded integers
/// (computing only as many Fibonacci numbers as the input needs).
///
/// Bounds: a fixed-width type holds `F(k)` up to its own top ([`fibonacci`](crate::fibonacci)
/// reports [`Error::Overflow`](crate::Error::Overflow) past it); [`BigUint`] computes `F(k)` for
/// `k <= `[`MAX_BIG_INDEX`](crate::MAX_BIG_INDEX) (about 4 MiB of digits) and refuses larger
/// indices.
///
/// ```
/// use combgames_zeckendorf::Natural;
/// let table = u64::fibonacci_through(&100);
/// assert_eq!(&table[..8], &[0, 1, 1, 2, 3, 5, 8, 13]);
/// assert!(*table.last().unwrap() > 100);
/// ```
pub trait Natural:
    Clone
    + Ord
    + Unsigned
    + CheckedAdd
    + CheckedSub
    + ToPrimitive
    + From<u8>
    + FromStr
    + Hash
    + Display
    + Debug
    + sealed::Sealed
    + 'static
{
    /// `F(0), F(1), ..., F(j)`, where `F(j)` is the first Fibonacci number above `limit`, or
    /// the largest one the type can hold if there is none.
    fn fibonacci_through(limit: &Self) -> Cow<'static, [Self]>;

    /// The number of significant bits (0 for zero).
    fn bit_length(&self) -> u64;

    /// Every Fibonacci number the type holds, from `F(0)`, for fixed-width types (a table
    /// computed once per process); `None` for big integers, which never build a full table.
    fn table() -> Option<&'static [Self]>;

    /// `F(k)`, or `None` if it does not fit in the type (or, for [`BigUint`], past
    /// [`MAX_BIG_INDEX`](crate::MAX_BIG_INDEX)).
    fn fibonacci(k: usize) -> Option<Self>;
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for u8 {}
    impl Sealed for u16 {}
    impl Sealed for u32 {}
    impl Sealed for u64 {}
    impl Sealed for u128 {}
    impl Sealed for usize {}
    impl Sealed for num_bigint::BigUint {}
}

/// All Fibonacci numbers that fit in the type, from `F(0)`, computed at compile time.
macro_rules! primitive_natural {
    ($t:ty, $table:ident, $len:ident) => {
        /// The number of Fibonacci numbers up to the type's top: `F(0) .. F(len - 1)` all fit.
        const $len: usize = {
            let (mut a, mut b, mut len): ($t, $t, usize) = (0, 1, 2);
            while let Some(next) = a.checked_add(b) {
                a = b;
                b = next;
                len += 1;
            }
            len
        };

        static $table: [$t; $len] = {
            let mut fib = [0; $len];
            fib[1] = 1;
            let mut i = 2;
            while i < $len {
                fib[i] = fib[i - 1] + fib[i - 2];
                i += 1;
            }
            fib
        };

        impl Natural for $t {
            fn table() -> Option<&'static [Self]> {
                Some(&$table)
            }

            fn fibonacci_through(limit: &Self) -> Cow<'static, [Self]> {
                let all: &'static [$t] = &$table;
                let end = all.partition_point(|f| f <= limit);
                Cow::Borrowed(&all[..=end.min(all.len() - 1)])
            }

            fn fibonacci(k: usize) -> Option<Self> {
                $table.get(k).copied()
            }

            fn bit_length(&self) -> u64 {
                u64::from(<$t>::BITS - self.leading_zeros())
            }
        }
    };
}

primitive_natural!(u8, FIBONACCI_U8, FIBONACCI_U8_LEN);
primitive_natural!(u16, FIBONACCI_U16, FIBONACCI_U16_LEN);
primitive_natural!(u32, FIBONACCI_U32, FIBONACCI_U32_LEN);
primitive_natural!(u64, FIBONACCI_U64, FIBONACCI_U64_LEN);
primitive_natural!(u128, FIBONACCI_U128, FIBONACCI_U128_LEN);
primitive_natural!(usize, FIBONACCI_USIZE, FIBONACCI_USIZE_LEN);

/// The largest index whose Fibonacci number a [`BigUint`] computes: `F(2^25)` has about
/// 23 million bits, a second or so by fast doubling.
///
/// ```
/// use combgames_zeckendorf::{MAX_BIG_INDEX, fibonacci};
/// assert!(fibonacci::<num_bigint::BigUint>(MAX_BIG_INDEX + 1).is_err());
/// ```
pub const MAX_BIG_INDEX: usize = 1 << 25;

/// The most bits a number may have in the functions that check it ([`smallest_term`],
/// [`NimState::new`], [`NimState::opening`]): the greedy walk takes about `2.9 b` additions of
/// `b`-bit numbers, `O(b^2 / 64)` word operations, about a second at this size.
///
/// [`smallest_term`]: crate::smallest_term
/// [`NimState::new`]: crate::NimState::new
/// [`NimState::opening`]: crate::NimState::opening
///
/// ```
/// use combgames_zeckendorf::{MAX_WALK_BITS, smallest_term};
/// let huge = num_bigint::BigUint::from(1u8) << (MAX_WALK_BITS as usize);
/// assert!(smallest_term(&huge).is_err());
/// ```
pub const MAX_WALK_BITS: u64 = 1 << 18;

/// Refuses numbers past [`MAX_WALK_BITS`].
pub(crate) fn check_walk<T: Natural>(n: &T) -> Result<(), crate::Error> {
    let bits = n.bit_length();
    if bits > MAX_WALK_BITS {
        return Err(crate::Error::TooManyBits {
            bits,
            limit: MAX_WALK_BITS,
        });
    }
    Ok(())
}

impl Natural for BigUint {
    fn fibonacci_through(limit: &Self) -> Cow<'static, [Self]> {
        let mut fib = vec![BigUint::ZERO, BigUint::from(1u8)];
        while fib[fib.len() - 1] <= *limit {
            let next = &fib[fib.len() - 1] + &fib[fib.len() - 2];
            fib.push(next);
        }
        Cow::Owned(fib)
    }

    fn bit_length(&self) -> u64 {
        self.bits()
    }

    fn table() -> Option<&'static [Self]> {
        None
    }

    /// Fast doubling, from the top bit of `k` down: with `(a, b) = (F(j), F(j + 1))`,
    /// `F(2j) = a (2b - a)` and `F(2j + 1) = a^2 + b^2`. `O(log k)` big multiplications.
    fn fibonacci(k: usize) -> Option<Self> {
        if k > MAX_BIG_INDEX {
            return None;
        }
        let (mut a, mut b) = (BigUint::ZERO, BigUint::from(1u8));
        for bit in (0..usize::BITS - k.leading_zeros()).rev() {
            // 2b >= a since F is non-decreasing, so the subtraction is exact.
            let even = &a * ((&b << 1u8) - &a);
            let odd = &a * &a + &b * &b;
            (a, b) = if k >> bit & 1 == 1 {
                (odd.clone(), even + odd)
            } else {
                (even, odd)
            };
        }
        Some(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primitive_tables_stop_at_the_type_bound() {
        // F(93) is the largest Fibonacci number below 2^64, F(186) the largest below 2^128.
        let all = u64::fibonacci_through(&u64::MAX);
        assert_eq!(all.len(), 94);
        assert_eq!(all[93], 12_200_160_415_121_876_738);
        assert_eq!(u128::fibonacci_through(&u128::MAX).len(), 187);
        assert_eq!(u64::fibonacci(94), None);
    }

    #[test]
    fn big_table_ends_past_the_limit() {
        let limit = BigUint::from(13u8);
        let table = BigUint::fibonacci_through(&limit);
        assert_eq!(table.last(), Some(&BigUint::from(21u8)));
        assert_eq!(BigUint::fibonacci(10), Some(BigUint::from(55u8)));
        // Fast doubling against the u128 table for every index that fits.
        for k in 0..=186 {
            assert_eq!(
                BigUint::fibonacci(k),
                u128::fibonacci(k).map(BigUint::from),
                "F({k})"
            );
        }
    }
}
