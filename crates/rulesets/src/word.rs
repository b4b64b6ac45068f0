//! The words a board is held in: `u64` for boards of up to 64 cells (8 x 8), `u128` beyond.
//! The search is the same code for both; the narrower word halves the work of each operation.

use std::ops::{BitAnd, BitOr, Not, Shl, Shr};

/// An unsigned word of bits, one bit a cell.
pub(crate) trait Word:
    Copy
    + Send
    + Sync
    + Ord
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// No cell.
    const ZERO: Self;
    /// Cell 0.
    const ONE: Self;
    /// Every cell.
    const MAX: Self;
    /// The cells a word holds.
    const BITS: u32;
    /// The cells set.
    fn count_ones(self) -> u32;
    /// The lowest cell set (`BITS` for none).
    fn trailing_zeros(self) -> u32;
    /// The cells above the highest cell set (`BITS` for none).
    fn leading_zeros(self) -> u32;
    /// The cells in reverse order.
    fn reverse_bits(self) -> Self;
    /// The word without its lowest cell.
    fn without_lowest(self) -> Self;
    /// The low cells of a `u128` (the caller knows the rest are clear).
    fn narrow(x: u128) -> Self;
    /// The low 64 cells (the caller knows the rest are clear).
    fn low64(self) -> u64;
    /// The word as a `u128`.
    fn widen(self) -> u128;
    /// `self << n`, no cell for `n >= BITS`.
    fn shl_or_zero(self, n: u32) -> Self;
    /// `self >> n`, no cell for `n >= BITS`.
    fn shr_or_zero(self, n: u32) -> Self;
}

macro_rules! word {
    ($t:ty) => {
        impl Word for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX: Self = <$t>::MAX;
            const BITS: u32 = <$t>::BITS;
            #[inline]
            fn count_ones(self) -> u32 {
                <$t>::count_ones(self)
            }
            #[inline]
            fn trailing_zeros(self) -> u32 {
                <$t>::trailing_zeros(self)
            }
            #[inline]
            fn leading_zeros(self) -> u32 {
                <$t>::leading_zeros(self)
            }
            #[inline]
            fn reverse_bits(self) -> Self {
                <$t>::reverse_bits(self)
            }
            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation)]
            fn narrow(x: u128) -> Self {
                x as $t
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation)]
            fn low64(self) -> u64 {
                self as u64
            }
            #[inline]
            fn widen(self) -> u128 {
                u128::from(self)
            }
            #[inline]
            fn shl_or_zero(self, n: u32) -> Self {
                self.checked_shl(n).unwrap_or(0)
            }
            #[inline]
            fn shr_or_zero(self, n: u32) -> Self {
                self.checked_shr(n).unwrap_or(0)
            }
        }
    };
}

word!(u64);
word!(u128);
