//! Exponents of Cantor normal form below `omega^omega`: `beta = omega^k a_k + ... + omega a_1 + a_0`.

use std::cmp::Ordering;

use crate::Error;

/// The largest `k` of a term `omega^k a_k` in an exponent: 127, so the ordinals held are those
/// below `omega^(omega^128)`.
pub const MAX_EXPONENT_DEGREE: usize = 127;

/// The odd primes `p_0 = 3, p_1 = 5, ...`, `p_k` for every `k <= MAX_EXPONENT_DEGREE`.
pub(crate) fn odd_prime(k: usize) -> u64 {
    use std::sync::OnceLock;
    static PRIMES: OnceLock<Vec<u64>> = OnceLock::new();
    let primes = PRIMES.get_or_init(|| {
        let mut found = Vec::with_capacity(MAX_EXPONENT_DEGREE + 1);
        let mut n = 3u64;
        while found.len() <= MAX_EXPONENT_DEGREE {
            if (3..)
                .step_by(2)
                .take_while(|d| d * d <= n)
                .all(|d| n % d != 0)
            {
                found.push(n);
            }
            n += 2;
        }
        found
    });
    primes[k]
}

/// The largest coefficient `a_k` of `omega^k` in an exponent: `p_k^N - 1`, where `p_k` is the
/// `k`-th odd prime (`p_0 = 3`) and `p_k^N` its largest power in a `u64`. Nim-products add
/// exponents digit by digit in base `p_k` and never lengthen them, so products of ordinals
/// inside these bounds stay inside them.
///
/// ```
/// use combgames_grundy::ordinal::max_exponent_coefficient;
/// assert_eq!(max_exponent_coefficient(0), 3u64.pow(40) - 1);
/// assert_eq!(max_exponent_coefficient(1), 5u64.pow(27) - 1);
/// ```
///
/// # Panics
/// Never for `k <= `[`MAX_EXPONENT_DEGREE`]; past it there is no bound (a larger `k` is refused
/// wherever an exponent is made).
pub fn max_exponent_coefficient(k: usize) -> u64 {
    let p = odd_prime(k.min(MAX_EXPONENT_DEGREE));
    let mut power = 1u64;
    while let Some(next) = power.checked_mul(p) {
        power = next;
    }
    power - 1
}

/// An exponent of an ordinal's Cantor normal form: an ordinal `beta < omega^omega`,
/// `omega^k a_k + ... + omega a_1 + a_0` with finite `a_i`, held as `[a_0, a_1, ..., a_k]`
/// without trailing zeros.
///
/// Bounds: `k <= `[`MAX_EXPONENT_DEGREE`] and `a_i <= `[`max_exponent_coefficient`]`(i)`.
///
/// ```
/// use combgames_grundy::ordinal::Exponent;
/// let beta = Exponent::new(vec![1, 0, 3]).unwrap(); // omega^2*3 + 1
/// assert_eq!(beta.coefficients(), &[1, 0, 3]);
/// assert!(beta > Exponent::finite(1_000_000));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Exponent {
    coefficients: Vec<u64>,
}

impl Exponent {
    /// The exponent `sum of omega^i coefficients[i]`.
    ///
    /// # Errors
    /// [`Error::OrdinalTooLarge`] past the bounds of the type. `O(k)`.
    pub fn new(mut coefficients: Vec<u64>) -> Result<Exponent, Error> {
        while coefficients.last() == Some(&0) {
            coefficients.pop();
        }
        if coefficients.len() > MAX_EXPONENT_DEGREE + 1 {
            return Err(Error::OrdinalTooLarge(format!(
                "an exponent with a term omega^{}, past omega^{MAX_EXPONENT_DEGREE}",
                coefficients.len() - 1
            )));
        }
        for (k, &a) in coefficients.iter().enumerate() {
            if a > max_exponent_coefficient(k) {
                return Err(Error::OrdinalTooLarge(format!(
                    "the coefficient {a} of omega^{k} in an exponent, past {}",
                    max_exponent_coefficient(k)
                )));
            }
        }
        Ok(Exponent { coefficients })
    }

    /// An exponent from coefficients known to be inside the bounds, without trailing zeros.
    pub(crate) fn from_trusted(coefficients: Vec<u64>) -> Exponent {
        debug_assert!(coefficients.last() != Some(&0));
        Exponent { coefficients }
    }

    /// The finite exponent `n` (a `u32` is inside the bounds; [`Exponent::new`] takes any).
    pub fn finite(n: u32) -> Exponent {
        Exponent::from_trusted(if n == 0 { vec![] } else { vec![u64::from(n)] })
    }

    /// The coefficients `[a_0, ..., a_k]`, without trailing zeros (empty for `0`).
    pub fn coefficients(&self) -> &[u64] {
        &self.coefficients
    }

    /// Whether the exponent is `0`.
    pub fn is_zero(&self) -> bool {
        self.coefficients.is_empty()
    }
}

impl Ord for Exponent {
    fn cmp(&self, other: &Self) -> Ordering {
        self.coefficients
            .len()
            .cmp(&other.coefficients.len())
            .then_with(|| {
                self.coefficients
                    .iter()
                    .rev()
                    .cmp(other.coefficients.iter().rev())
            })
    }
}

impl PartialOrd for Exponent {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}
