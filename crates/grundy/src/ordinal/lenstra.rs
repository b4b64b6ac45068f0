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

use combgames_base::{Limits, Resource};

use super::Ordinal;
use super::exponent::{Exponent, MAX_EXPONENT_DEGREE, odd_prime};
use super::field::{Field, Poly, add, monomial};
use crate::Error;

/// The steps [`lenstra_constants`] spends at most without a limit of its own: `10^9`
/// monomial products (about a minute).
pub const LENSTRA_STEP_LIMIT: u64 = 1_000_000_000;

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

/// Lenstra's `kappa_h`.
fn kappa(field: &mut Field<'_>, h: u64) -> Result<Poly, Error> {
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
    let kappa_g = kappa(field, g)?;
    if field.degree(&kappa_g)? % q == 0 {
        Ok(kappa_g)
    } else {
        Ok(add(&kappa_g, &kappa_q))
    }
}

/// Whether `x`, of degree `d`, is a `p`-th power in the field below `omega^(omega^k)`.
fn is_pth_power(field: &mut Field<'_>, x: &Poly, d: u64, p: u64, f: u64) -> Result<bool, Error> {
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
/// Cost: grows quickly with the degrees of the fields involved (the degree of `alpha_p`,
/// 98 for `p = 47`); the steps (monomial products) are counted against `limits`' steps
/// ([`LENSTRA_STEP_LIMIT`] by default).
///
/// The table of docs/ordinals.md, computed (the excesses are OEIS A380496's):
///
/// ```
/// use combgames_grundy::ordinal::{lenstra_constants, PRODUCT_REACH};
/// let table: Vec<String> = lenstra_constants(PRODUCT_REACH, &Default::default())
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
/// prime past `p_`[`MAX_EXPONENT_DEGREE`] or a finite part past 64 bits.
pub fn lenstra_constants(count: usize, limits: &Limits) -> Result<Vec<LenstraConstant>, Error> {
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
        let mut field = Field::new(&alphas, meter);
        let kappa = kappa(&mut field, f)?;
        let mut m = 0;
        let (alpha, degree) = loop {
            let x = plus_finite(&kappa, m)?;
            let d = field.degree(&x)?;
            if !is_pth_power(&mut field, &x, d, p, f)? {
                break (x, d);
            }
            m += 1;
        };
        meter = field.meter;
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
