//! `S(N) = M(1) + M(2) + ... + M(N)` in `O(log N)` steps per query.

use std::sync::OnceLock;

use combgames_counting::{Big, Counting, Modular};
use combgames_zeckendorf::{Natural, ZeckendorfTerms, zeckendorf_terms, zeckendorf_terms_fixed};
use num_bigint::{BigUint, ToBigUint};

use crate::Error;
use crate::arithmetic::{Arithmetic, WideExact};

/// Per-interval tables for the piles `F(k) <= n < F(k + 1)` (the interval `I_k`), `k <= top`.
///
/// With `P_k = ceil(F(k) / 2)`, the values of `M` on `I_k` are `0, 1, ..., P_k - 1` (the climb)
/// followed by `M(j)` for `j = P_k .. F(k - 1) - 1` (the tail, non-empty from `k = 6` on).
struct Tables<N: Clone + 'static, V> {
    /// `P_k`.
    climb: Vec<N>,
    /// `S(F(k + 1) - 1)`: everything up to the end of `I_k`.
    through: Vec<V>,
    /// For `k >= 6`, `S(F(k) + P_k - 1) - S(P_k - 1)`: what a query adds when it passes the
    /// climb of `I_k` and continues in the tail, where `M(F(k) + j) = M(j)`.
    past_climb: Vec<V>,
}

impl<N: Natural, V: Clone> Tables<N, V> {
    fn build<A: Arithmetic<N, Value = V>>(arith: &A, limit: &N) -> Result<Self, A::Error> {
        // Cover at least I_2 and I_3 so that tiny limits need no special case.
        let limit = limit.clone().max(N::from(2));
        let fib = N::fibonacci_through(&limit);
        let top = fib.partition_point(|f| *f <= limit) - 1;
        let mut climb = vec![N::zero(); top + 1];
        let mut climb_sum = vec![arith.zero(); top + 1];
        let mut through = vec![arith.zero(); top + 1];
        let mut past_climb = vec![arith.zero(); top + 1];
        for k in 2..=top {
            climb[k] = fib[k].clone() - fib[k].clone() / N::from(2);
            climb_sum[k] = arith.triangular(&(climb[k].clone() - N::one()))?;
            through[k] = if k < 6 {
                // No tail: the climb fills I_k.
                arith.add(&through[k - 1], &climb_sum[k])?
            } else {
                // S(P_k - 1): P_k - 1 = F(k - 2) + P_{k-3} - 1 lies in the climb of I_{k-2}.
                let below_climb = arith.add(&through[k - 3], &climb_sum[k - 3])?;
                past_climb[k] =
                    arith.sub(&arith.add(&through[k - 1], &climb_sum[k])?, &below_climb)?;
                // The tail of I_k repeats M on [P_k, F(k - 1) - 1].
                arith.add(&past_climb[k], &through[k - 2])?
            };
        }
        Ok(Tables {
            climb,
            through,
            past_climb,
        })
    }

    /// `S(n)` from the greedy walk over the Zeckendorf terms of `n` (which must not exceed
    /// the limit the tables were built for): at the term `F(k)` with `j` left after it, the
    /// query ends in the climb of `I_k` if `j < P_k`, and otherwise adds the interval's
    /// past-climb sum and goes on with `j`.
    fn sum<A: Arithmetic<N, Value = V>>(
        &self,
        arith: &A,
        mut walk: ZeckendorfTerms<N>,
    ) -> Result<V, A::Error> {
        let mut total = arith.zero();
        while let Some((k, _)) = walk.next() {
            let j = walk.rest();
            if *j < self.climb[k] {
                let head = arith.add(&self.through[k - 1], &arith.triangular(j)?)?;
                return arith.add(&total, &head);
            }
            total = arith.add(&total, &self.past_climb[k])?;
        }
        Ok(total)
    }
}

/// `S(N) = M(1) + ... + M(N)` for `u64` piles, exact.
///
/// The result is below `N^2 / 4 < 2^126`, so `u128` always holds it. Tables covering all of
/// `u64` are built on the first call (about 100 entries); a query then costs `O(log N)`
/// additions.
///
/// ```
/// use combgames_stone_game::sum_largest_moves;
/// assert_eq!(sum_largest_moves(100), 728); // published with Project Euler 366
/// assert_eq!(sum_largest_moves(1_000_000), 73_233_921_484);
/// ```
pub fn sum_largest_moves(n: u64) -> u128 {
    static TABLES: OnceLock<Tables<u64, u128>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| match Tables::build(&WideExact, &u64::MAX) {
        Ok(tables) => tables,
        Err(never) => match never {},
    });
    match tables.sum(&WideExact, zeckendorf_terms_fixed(n)) {
        Ok(sum) => sum,
        Err(never) => match never {},
    }
}

/// The most bits `N` may have in [`sum_largest_moves_exact`]: its tables hold about `1.44 b`
/// rows of four numbers of up to `2 b` bits, about `1.5 b^2` bytes (100 MB at this limit).
///
/// ```
/// use combgames_stone_game::{Error, MAX_EXACT_BITS, sum_largest_moves_exact};
/// let n = num_bigint::BigUint::from(1u8) << (MAX_EXACT_BITS as usize);
/// assert!(matches!(sum_largest_moves_exact(&n), Err(Error::TooManyBits { .. })));
/// ```
pub const MAX_EXACT_BITS: u64 = 8_192;

/// The most bits `N` may have in [`sum_largest_moves_mod`]: its table of Fibonacci numbers
/// holds about `1.44 b` numbers of up to `b` bits, about `0.1 b^2` bytes (400 MB here).
///
/// ```
/// use combgames_stone_game::{Error, MAX_MODULAR_BITS, sum_largest_moves_mod};
/// let n = num_bigint::BigUint::from(1u8) << (MAX_MODULAR_BITS as usize);
/// assert!(matches!(sum_largest_moves_mod(&n, 10), Err(Error::TooManyBits { .. })));
/// ```
pub const MAX_MODULAR_BITS: u64 = 65_536;

fn check_bits<N: Natural>(n: &N, limit: u64) -> Result<(), Error> {
    let bits = n.bit_length();
    if bits > limit {
        return Err(Error::TooManyBits { bits, limit });
    }
    Ok(())
}

/// `S(N)` exactly, for `N` of any width (`u64`, `u128` or `BigUint`).
///
/// Builds tables for the `O(log N)` Fibonacci intervals up to `N`, then answers in `O(log N)`
/// big-integer additions; `N = 10^1000` takes a few milliseconds.
///
/// # Errors
/// [`Error::TooManyBits`] if `N` has more than [`MAX_EXACT_BITS`] bits.
///
/// ```
/// use combgames_stone_game::sum_largest_moves_exact;
/// use num_bigint::BigUint;
/// assert_eq!(sum_largest_moves_exact(&100u64), Ok(BigUint::from(728u32)));
/// let huge: BigUint = "1000000000000000000000000000000".parse().unwrap();
/// assert!(sum_largest_moves_exact(&huge).unwrap() > huge);
/// ```
pub fn sum_largest_moves_exact<N: Natural + ToBigUint>(n: &N) -> Result<BigUint, Error> {
    sum_largest_moves_in(n, &Big)
}

/// `S(N) mod modulus`, for `N` of any width and any `modulus >= 2`.
///
/// # Errors
/// [`Error::Counting`] when `modulus < 2`; [`Error::TooManyBits`] if `N` has more than
/// [`MAX_MODULAR_BITS`] bits.
///
/// ```
/// use combgames_stone_game::sum_largest_moves_mod;
/// assert_eq!(sum_largest_moves_mod(&100u64, 100), Ok(28));
/// assert!(sum_largest_moves_mod(&100u64, 1).is_err());
/// ```
pub fn sum_largest_moves_mod<N: Natural + ToBigUint>(n: &N, modulus: u64) -> Result<u64, Error> {
    sum_largest_moves_in(n, &Modular::new(modulus)?)
}

/// `S(N)` in any counting system of [`combgames_counting`]: exact (`Big`, `CheckedU128`) or
/// modulo any modulus (`Modular`, or `Modular128` for moduli of `2^64` and more).
///
/// # Errors
/// [`Error::TooManyBits`] past [`MAX_MODULAR_BITS`] for modular systems and
/// [`MAX_EXACT_BITS`] for exact ones; [`Error::Counting`] if a count leaves the system
/// (`CheckedU128` past `2^128`).
///
/// ```
/// use combgames_counting::{CheckedU128, Modular128};
/// use combgames_stone_game::sum_largest_moves_in;
/// assert_eq!(sum_largest_moves_in(&100u64, &CheckedU128), Ok(728));
/// let m = Modular128::new(1 << 100).unwrap();
/// assert_eq!(sum_largest_moves_in(&100u64, &m), Ok(728));
/// ```
pub fn sum_largest_moves_in<N: Natural + ToBigUint, C: Counting>(
    n: &N,
    counting: &C,
) -> Result<C::Count, Error> {
    let limit = if counting.modulus().is_some() {
        MAX_MODULAR_BITS
    } else {
        MAX_EXACT_BITS
    };
    check_bits(n, limit)?;
    // Both limits are below the walk's own, so the walk is always there.
    let walk = zeckendorf_terms(n).map_err(|_| Error::TooManyBits {
        bits: n.bit_length(),
        limit,
    })?;
    Ok(Tables::build(counting, n)?.sum(counting, walk)?)
}
