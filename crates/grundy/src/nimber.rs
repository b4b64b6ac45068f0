//! Nimbers: the field of nim-addition and nim-multiplication.

use std::fmt;
use std::iter::{Product, Sum};
use std::ops::{Add, AddAssign, Mul, MulAssign, Sub, SubAssign};
use std::sync::OnceLock;

use crate::Error;

/// Nim-products of all pairs of bytes, `TABLE[a * 256 + b]`: the field `GF(2^8)` of nimbers
/// below 256, built once from the recursion below.
fn byte_table() -> &'static [u8] {
    static TABLE: OnceLock<Vec<u8>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = vec![0u8; 1 << 16];
        for a in 0..256u128 {
            for b in 0..256u128 {
                // Products of values below 2^8 stay below 2^8.
                table[(a * 256 + b) as usize] = recursive_product(a, b, 3, None) as u8;
            }
        }
        table
    })
}

/// The nim-product of `a, b < 2^(2^level)`, by splitting both at the Fermat 2-power
/// `F = 2^(2^(level-1))`: with `a = a1 F + a0` and `b = b1 F + b0` (ordinary sums, which are
/// nim-sums here), `F (x) F = F + F/2` and `x (x) F = x F` for `x < F`, so
///
/// ```text
/// a (x) b = ((a1 + a0)(b1 + b0) + a0 b0) F  +  a0 b0 + (a1 b1)(F/2),
/// ```
///
/// three products of half the width for the first term and one more for the last (all
/// operations on the right are nim-operations). Below 256 bits the byte table answers.
fn recursive_product(a: u128, b: u128, level: u32, table: Option<&[u8]>) -> u128 {
    if a < 2 || b < 2 {
        return a * b; // 0 and 1 act as in the integers
    }
    if level <= 3 {
        if let Some(table) = table {
            return u128::from(table[(a * 256 + b) as usize]);
        }
    }
    if level == 0 {
        return a & b;
    }
    let half = 1u32 << (level - 1);
    let low = (1u128 << half) - 1;
    let (a1, a0, b1, b0) = (a >> half, a & low, b >> half, b & low);
    // A factor below F multiplies each half of the other: x (x) (y1 F + y0) = (x y1) F + x y0.
    if a1 == 0 {
        let hi = recursive_product(a0, b1, level - 1, table);
        return (hi << half) | recursive_product(a0, b0, level - 1, table);
    }
    if b1 == 0 {
        let hi = recursive_product(a1, b0, level - 1, table);
        return (hi << half) | recursive_product(a0, b0, level - 1, table);
    }
    let p00 = recursive_product(a0, b0, level - 1, table);
    let p11 = recursive_product(a1, b1, level - 1, table);
    let pm = recursive_product(a1 ^ a0, b1 ^ b0, level - 1, table);
    let half_f = recursive_product(p11, 1u128 << (half - 1), level - 1, table);
    ((pm ^ p00) << half) | (p00 ^ half_f)
}

/// The smallest level `k` with `x < 2^(2^k)`.
fn level_of(x: u128) -> u32 {
    let bits = 128 - x.leading_zeros();
    match bits {
        0..=1 => 0,
        b => 32 - (b - 1).leading_zeros(),
    }
}

fn product(a: u128, b: u128) -> u128 {
    recursive_product(a, b, level_of(a.max(b)), Some(byte_table()))
}

/// Inverses of the nonzero bytes in `GF(2^8)`, `INVERSES[x]`, found in the byte table.
fn byte_inverses() -> &'static [u8] {
    static INVERSES: OnceLock<Vec<u8>> = OnceLock::new();
    INVERSES.get_or_init(|| {
        let table = byte_table();
        let mut inverses = vec![0u8; 256];
        for x in 1..256usize {
            // Every nonzero element of a field has exactly one inverse.
            inverses[x] = (1..256usize)
                .find(|&y| table[x * 256 + y] == 1)
                .map_or(0, |y| y as u8);
        }
        inverses
    })
}

/// The inverse of a nonzero `a < 2^(2^level)`. With `F = 2^(2^(level-1))`, the field below
/// `F^2` is the extension of the one below `F` by `F` itself, a root of `t^2 = t + F/2`
/// (the other root is `F + 1`). So `a = a1 F + a0` has the conjugate `a1 (F + 1) + a0`, and
/// their product, the norm `N = a1^2 (F/2) + a0 a1 + a0^2`, lies below `F`:
///
/// ```text
/// a^-1 = (a1 F + (a1 + a0)) (x) N^-1,
/// ```
///
/// one inverse and a few products of half the width; bytes come from a table.
fn recursive_inverse(a: u128, level: u32) -> u128 {
    if level <= 3 {
        return u128::from(byte_inverses()[a as usize]);
    }
    let table = Some(byte_table());
    let half = 1u32 << (level - 1);
    let (a1, a0) = (a >> half, a & ((1u128 << half) - 1));
    if a1 == 0 {
        return recursive_inverse(a0, level - 1);
    }
    let square = recursive_product(a1, a1, level - 1, table);
    let norm = recursive_product(square, 1u128 << (half - 1), level - 1, table)
        ^ recursive_product(a0, a1, level - 1, table)
        ^ recursive_product(a0, a0, level - 1, table);
    let norm_inverse = recursive_inverse(norm, level - 1);
    let hi = recursive_product(a1, norm_inverse, level - 1, table);
    let lo = recursive_product(a1 ^ a0, norm_inverse, level - 1, table);
    (hi << half) | lo
}

fn inverse(x: u128) -> u128 {
    recursive_inverse(x, level_of(x).max(3))
}

macro_rules! nimber_type {
    ($(#[$doc:meta])* $name:ident, $int:ty) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name(pub $int);

        impl $name {
            /// The nimber `*0`, the additive identity.
            pub const ZERO: $name = $name(0);
            /// The nimber `*1`, the multiplicative identity.
            pub const ONE: $name = $name(1);

            /// The multiplicative inverse.
            ///
            /// # Errors
            /// [`Error::DivisionByZero`] for zero.
            pub fn inverse(self) -> Result<$name, Error> {
                if self.0 == 0 {
                    return Err(Error::DivisionByZero);
                }
                // The field holding self is closed: the inverse fits the type.
                Ok($name(inverse(u128::from(self.0)) as $int))
            }

            /// `self / divisor`, the product with the inverse.
            ///
            /// # Errors
            /// [`Error::DivisionByZero`] for a zero divisor.
            pub fn checked_div(self, divisor: $name) -> Result<$name, Error> {
                Ok(self * divisor.inverse()?)
            }

            /// `self` to the nim-power `exponent` (repeated nim-multiplication).
            #[must_use]
            pub fn pow(self, mut exponent: u64) -> $name {
                let (mut base, mut result) = (self, $name::ONE);
                while exponent > 0 {
                    if exponent & 1 == 1 {
                        result *= base;
                    }
                    base = base * base;
                    exponent >>= 1;
                }
                result
            }
        }

        /// Nim-addition: bitwise exclusive or.
        #[allow(clippy::suspicious_arithmetic_impl)]
        impl Add for $name {
            type Output = $name;
            fn add(self, rhs: $name) -> $name {
                $name(self.0 ^ rhs.0)
            }
        }

        /// Nim-subtraction, the same as nim-addition (every nimber is its own negative).
        #[allow(clippy::suspicious_arithmetic_impl)]
        impl Sub for $name {
            type Output = $name;
            fn sub(self, rhs: $name) -> $name {
                $name(self.0 ^ rhs.0)
            }
        }

        /// Nim-multiplication.
        impl Mul for $name {
            type Output = $name;
            fn mul(self, rhs: $name) -> $name {
                // Both in GF(2^(2^k)) for the type's width: the product is too.
                $name(product(u128::from(self.0), u128::from(rhs.0)) as $int)
            }
        }

        impl AddAssign for $name {
            fn add_assign(&mut self, rhs: $name) {
                *self = *self + rhs;
            }
        }

        impl SubAssign for $name {
            fn sub_assign(&mut self, rhs: $name) {
                *self = *self - rhs;
            }
        }

        impl MulAssign for $name {
            fn mul_assign(&mut self, rhs: $name) {
                *self = *self * rhs;
            }
        }

        impl Sum for $name {
            fn sum<I: Iterator<Item = $name>>(iter: I) -> $name {
                iter.fold($name::ZERO, Add::add)
            }
        }

        impl Product for $name {
            fn product<I: Iterator<Item = $name>>(iter: I) -> $name {
                iter.fold($name::ONE, Mul::mul)
            }
        }

        /// `*n`, as nimbers are written.
        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "*{}", self.0)
            }
        }

        impl From<$int> for $name {
            fn from(n: $int) -> $name {
                $name(n)
            }
        }
    };
}

nimber_type!(
    /// A nimber below `2^64`: an element of the field `GF(2^64)` of Conway's nim-arithmetic.
    ///
    /// Nim-addition is exclusive or; nim-multiplication is the least product consistent with
    /// a field (`a (x) b = mex { a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b }`), computed
    /// by splitting at Fermat 2-powers `2^(2^k)` with a table of the 65 536 byte products:
    /// about 64 table look-ups per product. The nimbers below `2^(2^k)` form a subfield, so
    /// products and inverses never leave the type.
    ///
    /// ```
    /// use combgames_grundy::Nimber;
    /// let n = |x| Nimber(x);
    /// // Published (OEIS A051775, the nim-multiplication table): 2 (x) 2 = 3, 2 (x) 3 = 1,
    /// // 4 (x) 4 = 6, 16 (x) 16 = 24.
    /// assert_eq!(n(2) * n(2), n(3));
    /// assert_eq!(n(2) * n(3), n(1));
    /// assert_eq!(n(4) * n(4), n(6));
    /// assert_eq!(n(16) * n(16), n(24));
    /// assert_eq!(n(5) + n(3), n(6));
    /// let x = n(0x1234_5678_9abc_def0);
    /// assert_eq!(x * x.inverse().unwrap(), Nimber::ONE);
    /// assert!(Nimber::ZERO.inverse().is_err());
    /// assert_eq!(n(7).to_string(), "*7");
    /// ```
    Nimber,
    u64
);

nimber_type!(
    /// A nimber below `2^128`: the field `GF(2^128)`, as [`Nimber`] one level up (about 256
    /// table look-ups per product).
    ///
    /// ```
    /// use combgames_grundy::{Nimber, Nimber128};
    /// // The Fermat 2-power 2^64 squares to 2^64 + 2^63.
    /// let f = Nimber128(1 << 64);
    /// assert_eq!(f * f, Nimber128((1 << 64) | (1 << 63)));
    /// // Below 2^64 it agrees with Nimber.
    /// assert_eq!(Nimber128(77) * Nimber128(1000), Nimber128((Nimber(77) * Nimber(1000)).0.into()));
    /// ```
    Nimber128,
    u128
);
