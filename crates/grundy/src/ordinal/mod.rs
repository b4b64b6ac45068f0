//! Ordinals below `omega^(omega^omega)` with Conway's nim-arithmetic.
//!
//! Conway's nim-sum and nim-product make the ordinals a field of characteristic 2
//! (*On Numbers and Games*, ch. 6): `a + b` is the exclusive or of the ordinals' binary
//! (Cantor base 2) expansions, and
//!
//! ```text
//! a (x) b = mex { a' (x) b + a (x) b' + a' (x) b' : a' < a, b' < b }.
//! ```
//!
//! The ordinals below `omega^(omega^omega)` are the algebraic closure of `{0, 1}`. Each is
//! written in Cantor normal form `omega^beta_1 c_1 + ... + omega^beta_n c_n` with exponents
//! `beta_1 > ... > beta_n` below `omega^omega` ([`Exponent`]) and finite coefficients `c_i`,
//! and it is also the nim-sum of the nim-products `omega^beta_i (x) c_i`. The finite ordinals
//! are the nimbers ([`Nimber`](crate::Nimber)); `omega^3 = 2` (nim-cube), and in general the
//! `p`-th nim-power of `omega^(omega^k)` for the `k`-th odd prime `p` is the constant
//! `alpha_p`, which [`lenstra_constants`] computes by Lenstra's method.
//!
//! ```
//! use combgames_grundy::ordinal::Ordinal;
//! let omega: Ordinal = "omega".parse().unwrap();
//! assert_eq!(omega.nim_power(3).unwrap(), Ordinal::from(2)); // Conway: omega^3 = 2
//! let x: Ordinal = "omega^omega+omega*7+65536".parse().unwrap();
//! assert_eq!(x.nim_sum(&x), Ordinal::from(0));
//! assert_eq!(x.nim_product(&x.nim_inverse().unwrap()).unwrap(), Ordinal::from(1));
//! ```
//!
//! Bounds: finite coefficients below `2^64` (the nimbers of `GF(2^64)`, closed under
//! nim-products), exponents as [`Exponent`] bounds them. Sums reach every such ordinal;
//! products, powers and inverses reach the ordinals below `omega^(omega^`[`PRODUCT_REACH`]`)`
//! (the constants of the odd primes up to 257: those to 43 computed at first use, the others
//! when a factor first needs them, each once per process) and refuse the others with
//! [`Error::OrdinalTooLarge`].

// The names of the math: p a prime, f its order, d a degree, x an element.
#![allow(clippy::many_single_char_names)]

mod exponent;
mod field;
mod lenstra;
mod text;
mod tower;

use std::sync::{Arc, Mutex, PoisonError};

pub use exponent::{Exponent, MAX_EXPONENT_DEGREE, max_exponent_coefficient};
pub use lenstra::{
    LENSTRA_STEP_LIMIT, LenstraConstant, lenstra_constants, lenstra_constants_sparse,
};

use combgames_base::{Limits, Resource};

use crate::Error;
use field::{Field, Poly};

/// The most steps one nim-product, power, inverse or degree spends unless its `_within`
/// variant is given other limits (a step: a pair of terms multiplied, or a term squared):
/// `10^6`, about a second in an optimised build. Past it the operation stops with
/// [`Error::Exceeded`] (the product of two ordinals with exponents of many digits can have
/// more terms than memory holds).
pub const ORDINAL_STEP_LIMIT: u64 = 1_000_000;

/// How many odd primes' constants nim-products use: products reach the ordinals below
/// `omega^(omega^PRODUCT_REACH)`, exponents with terms up to `omega^(PRODUCT_REACH - 1)`:
/// the 54 odd primes up to 257.
pub const PRODUCT_REACH: usize = 54;

/// The constants computed at first use: those of the primes 3 to 43 (about 2 ms). The others
/// are computed when a factor first needs them (0.15 s to 47, 0.7 s to 127, 22 s to 257).
const EAGER_REACH: usize = 13;

/// The constants `alpha_p` of at least the first `reach` odd primes (and at least
/// [`EAGER_REACH`]), computed once per process and kept; computing more spends `limits`'
/// steps ([`LENSTRA_STEP_LIMIT`] by default).
fn alphas(reach: usize, limits: &Limits) -> Result<Arc<Vec<Poly>>, Error> {
    static ALPHAS: Mutex<Option<Arc<Vec<Poly>>>> = Mutex::new(None);
    let reach = reach.max(EAGER_REACH);
    let known = |lock: &Mutex<Option<Arc<Vec<Poly>>>>| {
        let guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        guard.as_ref().filter(|a| a.len() >= reach).map(Arc::clone)
    };
    if let Some(alphas) = known(&ALPHAS) {
        return Ok(alphas);
    }
    // Computed without the lock, so that products needing fewer constants go on meanwhile
    // (two threads may compute the same ones; the longer list is kept). The first use's
    // constants are cheap and fixed: never refused for a small limit of the first operation.
    let default = Limits::default();
    let spend = if reach <= EAGER_REACH {
        &default
    } else {
        limits
    };
    let constants = lenstra_constants(reach, spend)?;
    let alphas = Arc::new(lenstra::alpha_polys(&constants));
    let mut guard = ALPHAS.lock().unwrap_or_else(PoisonError::into_inner);
    if guard.as_ref().is_none_or(|a| a.len() < alphas.len()) {
        *guard = Some(Arc::clone(&alphas));
    }
    Ok(alphas)
}

/// An ordinal below `omega^(omega^(MAX_EXPONENT_DEGREE + 1))` in Cantor normal form, with
/// nim-arithmetic.
///
/// Ordered as ordinals. Text: `omega`, `omega^2`, `omega*7` (the coefficient after the power),
/// `omega^(omega*4)`, `omega^omega^7`, the finite part last (`omega+65536`); [`Ordinal::to_unicode`]
/// writes `ω` and `×`, and parsing reads both.
///
/// ```
/// use combgames_grundy::ordinal::Ordinal;
/// let x: Ordinal = "omega^(omega*4)+omega^2*3+5".parse().unwrap();
/// assert_eq!(x.to_string(), "omega^(omega*4)+omega^2*3+5");
/// assert_eq!(x.to_unicode(), "ω^(ω×4)+ω^2×3+5");
/// assert!(x < "omega^omega^3".parse().unwrap()); // the exponents: omega*4 < omega^3
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Ordinal {
    /// The terms `(beta, c)`, exponents strictly decreasing, coefficients nonzero.
    terms: Poly,
}

impl Ordinal {
    /// The ordinal `omega`.
    pub fn omega() -> Ordinal {
        Ordinal::from_poly(field::monomial(Exponent::finite(1), 1))
    }

    /// The ordinal `omega^beta c`.
    pub fn term(beta: Exponent, c: u64) -> Ordinal {
        Ordinal::from_poly(field::monomial(beta, c))
    }

    /// The terms of the Cantor normal form, largest first: `(beta, c)` for `omega^beta c`.
    pub fn terms(&self) -> impl Iterator<Item = (&Exponent, u64)> {
        self.terms.iter().map(|(beta, c)| (beta, *c))
    }

    /// The ordinal as a finite number, if it is one.
    pub fn to_finite(&self) -> Option<u64> {
        match self.terms.as_slice() {
            [] => Some(0),
            [(beta, c)] if beta.is_zero() => Some(*c),
            _ => None,
        }
    }

    pub(crate) fn from_poly(terms: Poly) -> Ordinal {
        Ordinal { terms }
    }

    pub(crate) fn to_poly(&self) -> Poly {
        self.terms.clone()
    }

    /// The nim-sum: the exclusive or of the coefficients of equal exponents. `O(terms)`.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// let a: Ordinal = "omega*3+1".parse().unwrap();
    /// let b: Ordinal = "omega^2+omega+3".parse().unwrap();
    /// assert_eq!(a.nim_sum(&b).to_string(), "omega^2+omega*2+2");
    /// ```
    #[must_use]
    pub fn nim_sum(&self, other: &Ordinal) -> Ordinal {
        Ordinal::from_poly(field::add(&self.terms, &other.terms))
    }

    /// The largest `k` of a term `omega^k` in an exponent, plus one (0 for ordinals below
    /// `omega^omega`).
    fn reach_needed(&self) -> usize {
        self.terms
            .iter()
            .map(|(beta, _)| beta.coefficients().len())
            .max()
            .unwrap_or(0)
    }

    fn check_reach(&self) -> Result<(), Error> {
        if self.reach_needed() > PRODUCT_REACH {
            return Err(Error::OrdinalTooLarge(format!(
                "{self} is not below omega^omega^{PRODUCT_REACH}, the ordinals nim-products reach"
            )));
        }
        Ok(())
    }

    /// `work` in the field of the constants `reach` needs, spending `limits`' steps: the
    /// constants first if they are new to the process, then `work`.
    fn in_field<T>(
        reach: usize,
        limits: &Limits,
        work: impl FnOnce(&mut Field<'_>) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let alphas = alphas(reach, limits)?;
        let mut field = Field::new(&alphas, limits.meter(Resource::Steps, ORDINAL_STEP_LIMIT));
        work(&mut field)
    }

    /// The nim-product.
    ///
    /// Cost: up to the product of the numbers of terms times the terms of a monomial product
    /// (each at most the degree of the field the two generate). The first operation of a
    /// process that needs `omega^(omega^k)` for `k >= 13` first computes the constants of the
    /// odd primes up to `p_k` ([`lenstra_constants`]: 0.15 s to 47, 22 s to 257), spending
    /// up to `limits`' steps on them ([`LENSTRA_STEP_LIMIT`] by default) besides the
    /// operation's own; later ones reuse them.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// let w: Ordinal = "omega".parse().unwrap();
    /// assert_eq!(w.nim_product(&w).unwrap().to_string(), "omega^2");
    /// assert_eq!(w.nim_product(&"omega^2".parse().unwrap()).unwrap().to_string(), "2");
    /// ```
    ///
    /// # Errors
    /// [`Error::OrdinalTooLarge`] for a factor not below `omega^(omega^`[`PRODUCT_REACH`]`)`;
    /// [`Error::Exceeded`] past the steps.
    pub fn nim_product(&self, other: &Ordinal) -> Result<Ordinal, Error> {
        self.nim_product_within(other, &Limits::default())
    }

    /// [`Ordinal::nim_product`] within `limits`' steps (default [`ORDINAL_STEP_LIMIT`]).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::ordinal::Ordinal;
    /// // The first product of a process: the constants to 43 come whatever the limit.
    /// let w = Ordinal::omega();
    /// let w2: Ordinal = "omega^2".parse().unwrap();
    /// assert_eq!(w.nim_product_within(&w2, &Limits::new().steps(10)).unwrap(), Ordinal::from(2));
    /// ```
    ///
    /// # Errors
    /// As [`Ordinal::nim_product`].
    pub fn nim_product_within(&self, other: &Ordinal, limits: &Limits) -> Result<Ordinal, Error> {
        self.check_reach()?;
        other.check_reach()?;
        let reach = self.reach_needed().max(other.reach_needed());
        let product = Self::in_field(reach, limits, |field| {
            field.multiply(&self.terms, &other.terms)
        })?;
        Ok(Ordinal::from_poly(product))
    }

    /// The nim-power `self^n` (repeated nim-multiplication; `x^0 = 1`). `O(log n)` products.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// let x: Ordinal = "omega^omega".parse().unwrap();
    /// assert_eq!(x.nim_power(5).unwrap(), Ordinal::from(4)); // alpha_5 = 4
    /// ```
    ///
    /// # Errors
    /// As [`Ordinal::nim_product`].
    pub fn nim_power(&self, n: u64) -> Result<Ordinal, Error> {
        self.nim_power_within(n, &Limits::default())
    }

    /// [`Ordinal::nim_power`] within `limits`' steps (default [`ORDINAL_STEP_LIMIT`]).
    ///
    /// # Errors
    /// As [`Ordinal::nim_product`].
    pub fn nim_power_within(&self, n: u64, limits: &Limits) -> Result<Ordinal, Error> {
        self.check_reach()?;
        let power = Self::in_field(self.reach_needed(), limits, |field| {
            field.power(&self.terms, n)
        })?;
        Ok(Ordinal::from_poly(power))
    }

    /// The degree of the ordinal over `{0, 1}`: the least `d >= 1` with `x^(2^d) = x` (the
    /// field it generates has `2^d` elements). `d` squarings.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// assert_eq!(Ordinal::from(2).degree().unwrap(), 2);
    /// assert_eq!(Ordinal::omega().degree().unwrap(), 6);
    /// ```
    ///
    /// # Errors
    /// As [`Ordinal::nim_product`].
    pub fn degree(&self) -> Result<u64, Error> {
        self.degree_within(&Limits::default())
    }

    /// [`Ordinal::degree`] within `limits`' steps (default [`ORDINAL_STEP_LIMIT`]).
    ///
    /// # Errors
    /// As [`Ordinal::nim_product`].
    pub fn degree_within(&self, limits: &Limits) -> Result<u64, Error> {
        if self.terms.is_empty() {
            return Ok(1);
        }
        self.check_reach()?;
        Self::in_field(self.reach_needed(), limits, |field| {
            field.degree(&self.terms)
        })
    }

    /// The nim-inverse: `x^(2^d - 2)` for `x` of degree `d`, the product of its conjugates
    /// `x^(2^i)`, `0 < i < d`. `2d` products.
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// let w = Ordinal::omega();
    /// assert_eq!(w.nim_inverse().unwrap().to_string(), "omega^2*3"); // omega^3 = 2, 2 (x) 3 = 1
    /// ```
    ///
    /// # Errors
    /// [`Error::DivisionByZero`] for 0; otherwise as [`Ordinal::nim_product`].
    pub fn nim_inverse(&self) -> Result<Ordinal, Error> {
        self.nim_inverse_within(&Limits::default())
    }

    /// [`Ordinal::nim_inverse`] within `limits`' steps (default [`ORDINAL_STEP_LIMIT`]).
    ///
    /// ```
    /// use combgames_grundy::ordinal::Ordinal;
    /// use combgames_grundy::Error;
    /// let limits = combgames_base::Limits { steps: Some(10), ..Default::default() };
    /// let x: Ordinal = "omega^omega+omega+1".parse().unwrap();
    /// assert!(matches!(x.nim_inverse_within(&limits), Err(Error::Exceeded(_))));
    /// ```
    ///
    /// # Errors
    /// As [`Ordinal::nim_inverse`].
    pub fn nim_inverse_within(&self, limits: &Limits) -> Result<Ordinal, Error> {
        if self.terms.is_empty() {
            return Err(Error::DivisionByZero);
        }
        self.check_reach()?;
        let inverse = Self::in_field(self.reach_needed(), limits, |field| {
            let mut conjugate = field.square(&self.terms)?;
            let mut inverse = field::monomial(Exponent::default(), 1);
            while conjugate != self.terms {
                inverse = field.multiply(&inverse, &conjugate)?;
                conjugate = field.square(&conjugate)?;
            }
            Ok(inverse)
        })?;
        Ok(Ordinal::from_poly(inverse))
    }
}

impl From<u64> for Ordinal {
    fn from(n: u64) -> Ordinal {
        Ordinal::from_poly(field::monomial(Exponent::default(), n))
    }
}

impl Ord for Ordinal {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        // Cantor normal forms compare term by term, exponent first, then coefficient.
        fn key(t: &(Exponent, u64)) -> (&Exponent, u64) {
            (&t.0, t.1)
        }
        self.terms.iter().map(key).cmp(other.terms.iter().map(key))
    }
}

impl PartialOrd for Ordinal {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
