//! The two operations of Sprague-Grundy theory: mex and nim-sum.

use std::ops::BitXor;

/// The minimum excluded value: the smallest `v >= 0` not among `values`.
///
/// The mex of `n` values is at most `n`, so values above that are ignored and a bitset of
/// `n + 1` bits decides: `O(n)` time, no sorting.
///
/// ```
/// use combgames_grundy::mex;
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([1, 2, usize::MAX]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = usize>) -> usize {
    let values: Vec<usize> = values.into_iter().collect();
    let mut seen = vec![0u64; values.len() / 64 + 1];
    for v in values {
        if let Some(word) = seen.get_mut(v / 64) {
            *word |= 1 << (v % 64);
        }
    }
    let (index, word) = seen
        .iter()
        .enumerate()
        .find(|(_, w)| **w != u64::MAX)
        .unwrap_or((seen.len(), &0));
    index * 64 + word.trailing_ones() as usize
}

/// The nim-sum (bitwise exclusive or) of `values`: the Grundy value of a sum of games.
///
/// ```
/// use combgames_grundy::nim_sum;
/// assert_eq!(nim_sum([3u32, 1]), 2);
/// assert_eq!(nim_sum([5u64, 5]), 0);
/// assert_eq!(nim_sum(Vec::<u8>::new()), 0);
/// ```
pub fn nim_sum<T: BitXor<Output = T> + Default>(values: impl IntoIterator<Item = T>) -> T {
    values.into_iter().fold(T::default(), |acc, v| acc ^ v)
}
