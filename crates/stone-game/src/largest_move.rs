//! `M(n)`: the largest winning first move from a pile of `n` stones.

use combgames_zeckendorf::{MAX_WALK_BITS, Natural, zeckendorf_terms};

use crate::Error;

/// `M(n)`, the largest number of stones the first player may take from a pile of `n` and still
/// win, or `0` when the pile is lost (exactly when `n` is a Fibonacci number).
///
/// Strip Zeckendorf terms of `n` from the top; the first remaining tail `t > 0` with
/// `2t < (the term just stripped)` is `M(n)`. This is the two-case recursion
/// `M(n) = n - F` if `2(n - F) < F`, else `M(n - F)`, with `F` the largest Fibonacci number
/// `<= n`. Cost: `O(log n)` comparisons and subtractions on the workspace's one greedy walk,
/// [`zeckendorf_terms`], with memory linear in the digits of `n`.
///
/// # Errors
/// [`Error::EmptyPile`] when `n = 0`; [`Error::TooManyBits`] past
/// [`MAX_WALK_BITS`](combgames_zeckendorf::MAX_WALK_BITS) bits.
///
/// ```
/// use combgames_stone_game::largest_winning_move;
/// // Published with Project Euler 366: M(5) = 0, M(17) = 4.
/// assert_eq!(largest_winning_move(&5u64), Ok(0));
/// assert_eq!(largest_winning_move(&17u64), Ok(4));
/// assert_eq!(largest_winning_move(&54u64), Ok(2)); // 34 + 13 + 5 + 2: tails 20, 7, 2
/// ```
pub fn largest_winning_move<N: Natural>(n: &N) -> Result<N, Error> {
    if n.is_zero() {
        return Err(Error::EmptyPile);
    }
    let Ok(mut walk) = zeckendorf_terms(n) else {
        // The walk refuses only numbers past MAX_WALK_BITS.
        return Err(Error::TooManyBits {
            bits: n.bit_length(),
            limit: MAX_WALK_BITS,
        });
    };
    while let Some((_, term)) = walk.next() {
        let tail = walk.rest().clone();
        // `tail < term - tail` is `2 * tail < term` without overflow (a tail is below its term).
        if tail.is_zero() || tail < term - tail.clone() {
            return Ok(tail);
        }
    }
    // The last term leaves a zero tail, which returned above.
    Ok(N::zero())
}
