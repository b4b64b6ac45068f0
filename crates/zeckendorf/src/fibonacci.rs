//! Fibonacci numbers, with the index convention `F(0) = 0, F(1) = 1, F(k + 1) = F(k) + F(k - 1)`.

use crate::{Error, MAX_BIG_INDEX, Natural, zeckendorf_terms};

/// The Fibonacci number `F(k)`, with `F(0) = 0`, `F(1) = F(2) = 1`, `F(3) = 2`, ...
///
/// # Errors
/// [`Error::Overflow`] if `F(k)` does not fit in `T`: `k > 93` for `u64`, `k > 186` for `u128`;
/// [`Error::IndexTooLarge`] for [`BigUint`](num_bigint::BigUint) past [`MAX_BIG_INDEX`], which
/// costs `O(log k)` big multiplications below it.
///
/// ```
/// use combgames_zeckendorf::fibonacci;
/// assert_eq!(fibonacci::<u64>(10), Ok(55));
/// assert_eq!(fibonacci::<u64>(93), Ok(12_200_160_415_121_876_738));
/// assert!(fibonacci::<u64>(94).is_err());
/// ```
pub fn fibonacci<T: Natural>(k: usize) -> Result<T, Error> {
    T::fibonacci(k).ok_or_else(|| {
        // Fixed widths have a table and overflow past it; big integers stop at MAX_BIG_INDEX.
        if T::table().is_some() {
            Error::Overflow
        } else {
            Error::IndexTooLarge {
                index: k,
                limit: MAX_BIG_INDEX,
            }
        }
    })
}

/// The largest Fibonacci number `F(k) <= n`, with its index `k >= 2` (so `1` is reported as
/// `F(2)`, the index Zeckendorf representations use), or `None` when `n = 0`.
///
/// Cost: `O(log n)` additions on two numbers of the size of `n` (no table, linear memory).
///
/// # Errors
/// [`Error::TooManyBits`] past [`MAX_WALK_BITS`](crate::MAX_WALK_BITS).
///
/// ```
/// use combgames_zeckendorf::largest_fibonacci_at_most;
/// assert_eq!(largest_fibonacci_at_most(&100u64), Ok(Some((11, 89))));
/// assert_eq!(largest_fibonacci_at_most(&1u64), Ok(Some((2, 1))));
/// assert_eq!(largest_fibonacci_at_most(&0u64), Ok(None));
/// ```
pub fn largest_fibonacci_at_most<T: Natural>(n: &T) -> Result<Option<(usize, T)>, Error> {
    // The first term of the greedy walk is the largest Fibonacci number <= n.
    Ok(zeckendorf_terms(n)?.next())
}

/// Whether `n` is a Fibonacci number (`0` counts, as `F(0)`). Cost as for
/// [`largest_fibonacci_at_most`].
///
/// # Errors
/// [`Error::TooManyBits`] past [`MAX_WALK_BITS`](crate::MAX_WALK_BITS).
///
/// ```
/// use combgames_zeckendorf::is_fibonacci;
/// assert_eq!(is_fibonacci(&144u64), Ok(true));
/// assert_eq!(is_fibonacci(&100u64), Ok(false));
/// assert_eq!(is_fibonacci(&0u128), Ok(true));
/// ```
pub fn is_fibonacci<T: Natural>(n: &T) -> Result<bool, Error> {
    Ok(n.is_zero() || largest_fibonacci_at_most(n)?.is_some_and(|(_, f)| f == *n))
}
