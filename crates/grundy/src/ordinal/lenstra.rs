//! The constants `alpha_p` of nim-multiplication below `omega^(omega^omega)`, computed by
//! Lenstra's method ("On the algebraic closure of two", 1977).
//!
//! For the `k`-th odd prime `p` (`p_0 = 3`), `alpha_p = (omega^(omega^k))^p` (nim-power) is
//! the least ordinal below `omega^(omega^k)` that is not a `p`-th power of an ordinal below
//! `omega^(omega^k)` (Conway). Lenstra showed it is `kappa_(f(p)) + m` (ordinal sum) for a
//! small integer `m`, the **excess** of `p`, where `f(p)` is the order of 2 modulo `p` and
//! `kappa_h` is built from the prime powers `q` dividing `h`:
//!
//! - `kappa_(2^j) = 2^(2^(j-1))` (a Fermat 2-power) and `kappa_(r^j) = omega^(omega^i r^(j-1))`
//!   for `r = p_i` odd;
//! - for `h` with smallest prime power part `q` and `g = h / q > 1`: `kappa_h = kappa_g` if
//!   `q` divides the degree of `kappa_g` over `{0, 1}`, else `kappa_g + kappa_q`.
//!
//! `kappa_h` is an ordinal whose degree `h` divides. An element `x` of degree `d` is a `p`-th
//! power below `omega^(omega^k)` exactly when `f(p)` does not divide `d`, or when
//! `N(x)^((2^f(p) - 1) / p) = 1` for its norm `N(x)` to the field of degree `f(p)`: the degrees
//! below `omega^(omega^k)` have no factor `p`, so no extension there adds `p`-th roots. So
//! `alpha_p` is the first `kappa_(f(p)) + m`, `m = 0, 1, ...`, that fails the test.

use combgames_base::{Limits, Meter, Resource};

use super::Ordinal;
use super::exponent::{Exponent, MAX_EXPONENT_DEGREE, odd_prime};
use super::field::{Field, Poly, add, monomial};
use super::tower::examine;
use crate::Error;

/// The steps [`lenstra_constants`] spends at most without a limit of its own: `3 * 10^9`
/// (about a minute optimised; a step is one nimber of a product of two tower elements, or,
/// for [`lenstra_constants_sparse`], one pair of terms multiplied). The constants of the odd
/// primes up to 257 take `9.8 * 10^8`.
pub const LENSTRA_STEP_LIMIT: u64 = 3_000_000_000;

/// The constants of one odd prime `p`: `alpha_p = kappa_(f(p)) + excess`.
///
/// ```
/// use combgames_grundy::ordinal::{lenstra_constants, Ordinal};
/// let c = lenstra_constants(3, &Default::default()).unwrap();
/// assert_eq!(c[2].prime, 7);
/// assert_eq!(c[2].alpha, "omega+1".parse::<Ordinal>().unwrap()); // (omega^omega^2)^7
/// assert_eq!(c[2].excess, 1);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LenstraConstant {
    /// The odd prime `p`.
    pub prime: u64,
    /// `f(p)`, the order of 2 modulo `p`.
    pub order: u64,
    /// `kappa_(f(p))`.
    pub kappa: Ordinal,
    /// The excess `m`: `alpha_p = kappa_(f(p)) + m`, an ordinal sum.
    pub excess: u64,
    /// `alpha_p`, the `p`-th nim-power of `omega^(omega^k)` for `p = p_k`.
    pub alpha: Ordinal,
    /// The degree of `alpha_p` over `{0, 1}` (the field it generates has `2^degree` elements).
    pub degree: u64,
}

/// The order of 2 modulo the odd prime `p`.
fn order_of_two(p: u64) -> u64 {
    let (mut x, mut h) = (2 % p, 1);
    while x != 1 {
        x = x * 2 % p;
        h += 1;
    }
    h
}

/// `kappa_q` for the prime power `q = r^j`, `r` prime.
fn kappa_prime_power(r: u64, j: u32) -> Result<Poly, Error> {
    if r == 2 {
        if j > 6 {
            return Err(Error::OrdinalTooLarge(format!(
                "kappa_(2^{j}) = 2^(2^{}), past the finite coefficients' 64 bits",
                j - 1
            )));
        }
        return Ok(monomial(Exponent::default(), 1u64 << (1u32 << (j - 1))));
    }
    let i = (0..=MAX_EXPONENT_DEGREE)
        .find(|&i| odd_prime(i) == r)
        .ok_or_else(|| Error::OrdinalTooLarge(format!("kappa of a power of the prime {r}")))?;
    let mut coefficients = vec![0; i + 1];
    coefficients[i] = r.pow(j - 1);
    Ok(monomial(Exponent::new(coefficients)?, 1))
}

/// How the constants are tested: in a dense tower ([`Tower`], the default), or on the sparse
/// polynomials of [`Field`] (the twin, from the definitions term by term).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Method {
    Tower,
    Sparse,
}

/// The degree and the `p`-th power test of the elements met, by one method, with the
/// constants known so far and a meter of the steps spent.
struct Oracle<'a> {
    alphas: &'a [Poly],
    meter: Meter,
    method: Method,
}

impl Oracle<'_> {
    /// The degree of `x != 0` over `{0, 1}`.
    fn degree(&mut self, x: &Poly) -> Result<u64, Error> {
        match self.method {
            Method::Tower => Ok(examine(self.alphas, x, None, &mut self.meter)?.0),
            Method::Sparse => {
                let mut field = Field::new(self.alphas, self.meter);
                let d = field.degree(x);
                self.meter = field.meter;
                d
            }
        }
    }

    /// Whether `x != 0` is a `p`-th power below `omega^(omega^k)`, `p = p_k`, `f` the order
    /// of 2 modulo `p`; and the degree of `x`.
    fn is_pth_power(&mut self, x: &Poly, p: u64, f: u64) -> Result<(bool, u64), Error> {
        match self.method {
            Method::Tower => {
                let (d, is_power) = examine(self.alphas, x, Some((p, f)), &mut self.meter)?;
                Ok((is_power, d))
            }
            Method::Sparse => {
                let mut field = Field::new(self.alphas, self.meter);
                let answer = field
                    .degree(x)
                    .and_then(|d| Ok((is_pth_power(&mut field, x, d, p, f)?, d)));
                self.meter = field.meter;
                answer
            }
        }
    }
}

/// Lenstra's `kappa_h`.
fn kappa(oracle: &mut Oracle<'_>, h: u64) -> Result<Poly, Error> {
    let r = (2..=h).find(|r| h % r == 0).unwrap_or(h);
    let (mut q, mut j) = (1, 0);
    while (h / q) % r == 0 {
        q *= r;
        j += 1;
    }
    let g = h / q;
    let kappa_q = kappa_prime_power(r, j)?;
    if g == 1 {
        return Ok(kappa_q);
    }
    let kappa_g = kappa(oracle, g)?;
    if oracle.degree(&kappa_g)? % q == 0 {
        Ok(kappa_g)
    } else {
        Ok(add(&kappa_g, &kappa_q))
    }
}

/// Whether `x`, of degree `d`, is a `p`-th power in the field below `omega^(omega^k)`: the
/// twin's test, on sparse polynomials.
pub(crate) fn is_pth_power(
    field: &mut Field<'_>,
    x: &Poly,
    d: u64,
    p: u64,
    f: u64,
) -> Result<bool, Error> {
    if d % f != 0 {
        return Ok(true);
    }
    // The norm to the field of degree f, x^(1 + 2^f + ... + 2^(f(r-1))) for r = d / f, by
    // doubling: y_j = x^((2^(fj) - 1) / (2^f - 1)) gives y_2j = y_j y_j^(2^(fj)) and
    // y_(j+1) = y_j^(2^f) x, so O(log r) products and O(d) squarings.
    let r = d / f;
    let mut norm = x.clone();
    let mut j = 1u64;
    for bit in (0..r.ilog2()).rev().map(|i| (r >> i) & 1 == 1) {
        let shifted = field.frobenius(&norm, f * j)?;
        norm = field.multiply(&norm, &shifted)?;
        j *= 2;
        if bit {
            let shifted = field.frobenius(&norm, f)?;
            norm = field.multiply(&shifted, x)?;
            j += 1;
        }
    }
    debug_assert_eq!(j, r);
    // norm^((2^f - 1) / p), the exponent's bits by long division, most significant first.
    let mut remainder = 0u64;
    let mut bits = Vec::with_capacity(f as usize);
    for _ in 0..f {
        remainder = 2 * remainder + 1;
        bits.push(remainder >= p);
        if remainder >= p {
            remainder -= p;
        }
    }
    let mut result = monomial(Exponent::default(), 1);
    for bit in bits {
        result = field.square(&result)?;
        if bit {
            result = field.multiply(&result, &norm)?;
        }
    }
    Ok(result == monomial(Exponent::default(), 1))
}

/// The ordinal sum `x + m` for finite `m`: `m` added to the finite part as integers.
fn plus_finite(x: &Poly, m: u64) -> Result<Poly, Error> {
    let mut out = x.clone();
    match out.last_mut() {
        Some((beta, c)) if beta.is_zero() => {
            *c = c
                .checked_add(m)
                .ok_or_else(|| Error::OrdinalTooLarge("a finite part past 2^64 - 1".to_string()))?;
        }
        _ if m > 0 => out.push((Exponent::default(), m)),
        _ => {}
    }
    Ok(out)
}

/// The constants of the first `count` odd primes (`3, 5, 7, ...`), each computed from its
/// definition with the ones before it.
///
/// Each candidate `kappa_(f(p)) + m` is tested in the smallest field that holds it, as a
/// tower of extensions `g^n = c` over the nimbers below `2^16` (or `2^32`): elements are dense
/// vectors, products multiply polynomials by Karatsuba, and the Frobenius powers the norm needs
/// map each generator to a power of itself times an element below, so they cost less than a
/// product. [`lenstra_constants_sparse`] is the twin.
///
/// Cost: grows with the size `N` of the largest tower (`N` nimbers an element; `N^1.6` for a
/// product, `O(log N + f(p))` products a candidate): 1.7 ms for the primes to 43, 0.15 s to
/// 47, 0.73 s to 127, 22 s to 257 (13 s of it for 167, whose field has `2^272240` elements).
/// The steps are counted against `limits`' steps ([`LENSTRA_STEP_LIMIT`] by default); a
/// tower holds at most `2^22` nimbers an element (at most about 320 MiB in all).
///
/// The table of docs/ordinals.md, computed (the excesses are OEIS A380496's):
///
/// ```
/// use combgames_grundy::ordinal::lenstra_constants;
/// let table: Vec<String> = lenstra_constants(13, &Default::default())
///     .unwrap()
///     .iter()
///     .map(|c| format!("{} {} {} {} {}", c.prime, c.order, c.alpha, c.excess, c.degree))
///     .collect();
/// assert_eq!(table, [
///     "3 2 2 0 2",
///     "5 4 4 0 4",
///     "7 3 omega+1 1 6",
///     "11 10 omega^omega+1 1 20",
///     "13 12 omega+4 0 12",
///     "17 8 16 0 8",
///     "19 18 omega^3+4 4 36",
///     "23 11 omega^omega^3+1 1 220",
///     "29 28 omega^omega^2+4 0 84",
///     "31 5 omega^omega+1 1 20",
///     "37 36 omega^3+4 0 36",
///     "41 20 omega^omega+1 1 20",
///     "43 14 omega^omega^2+1 1 42",
/// ]);
/// ```
///
/// # Errors
/// [`Error::Exceeded`] past the limit; [`Error::OrdinalTooLarge`] where a constant needs a
/// prime past `p_`[`MAX_EXPONENT_DEGREE`], a finite part past 64 bits, a coefficient past the
/// towers' base (`2^32`: from the prime 641, whose `f(p) = 64` makes `kappa_64 = 2^32`) or a
/// tower past `2^22` nimbers.
pub fn lenstra_constants(count: usize, limits: &Limits) -> Result<Vec<LenstraConstant>, Error> {
    constants_by(count, limits, Method::Tower)
}

/// The same constants by the twin: every product, square and norm on sparse polynomials of
/// Conway's monomials, term by term (products of dense elements cost the square of their
/// terms: seconds for `p = 47`, a field of degree 5060, and minutes past it).
///
/// ```
/// use combgames_grundy::ordinal::{lenstra_constants, lenstra_constants_sparse};
/// let limits = Default::default();
/// assert_eq!(lenstra_constants_sparse(8, &limits), lenstra_constants(8, &limits));
/// ```
///
/// # Errors
/// As [`lenstra_constants`], but for the towers' bounds (it builds none).
pub fn lenstra_constants_sparse(
    count: usize,
    limits: &Limits,
) -> Result<Vec<LenstraConstant>, Error> {
    constants_by(count, limits, Method::Sparse)
}

fn constants_by(
    count: usize,
    limits: &Limits,
    method: Method,
) -> Result<Vec<LenstraConstant>, Error> {
    if count > MAX_EXPONENT_DEGREE + 1 {
        return Err(Error::OrdinalTooLarge(format!(
            "the constants of {count} odd primes, past the {} the exponents reach",
            MAX_EXPONENT_DEGREE + 1
        )));
    }
    let mut alphas: Vec<Poly> = Vec::with_capacity(count);
    let mut constants = Vec::with_capacity(count);
    let mut meter = limits.meter(Resource::Steps, LENSTRA_STEP_LIMIT);
    for k in 0..count {
        let p = odd_prime(k);
        let f = order_of_two(p);
        let mut oracle = Oracle {
            alphas: &alphas,
            meter,
            method,
        };
        let kappa = kappa(&mut oracle, f)?;
        let mut m = 0;
        let (alpha, degree) = loop {
            let x = plus_finite(&kappa, m)?;
            let (is_power, d) = oracle.is_pth_power(&x, p, f)?;
            if !is_power {
                break (x, d);
            }
            m += 1;
        };
        meter = oracle.meter;
        constants.push(LenstraConstant {
            prime: p,
            order: f,
            kappa: Ordinal::from_poly(kappa),
            excess: m,
            alpha: Ordinal::from_poly(alpha.clone()),
            degree,
        });
        alphas.push(alpha);
    }
    Ok(constants)
}

/// The constants `alpha_(p_k)` for the first `count` odd primes, as polynomials.
pub(crate) fn alpha_polys(constants: &[LenstraConstant]) -> Vec<Poly> {
    constants.iter().map(|c| c.alpha.to_poly()).collect()
}
