//! Nim-multiplication below `omega^(omega^omega)`: ordinals as polynomials in Conway's
//! generators, reduced by the constants `alpha_p`.
//!
//! For the `k`-th odd prime `p = p_k` the generators `g_(k,n) = omega^(omega^k p^n)` satisfy
//! `g_(k,n)^p = g_(k,n-1)` for `n >= 1` and `g_(k,0)^p = alpha_p`, an ordinal below
//! `omega^(omega^k)` (Conway, *On Numbers and Games*, ch. 6). A monomial `omega^beta`, with
//! `beta = sum omega^k a_k`, is the nim-product of the generators to the digits of each `a_k`
//! in base `p_k`, and `omega^beta c` (`c` finite) is its nim-product with the nimber `c`. So
//! two monomials multiply by adding their digits: a digit that reaches `p` drops by `p` and
//! adds one to the digit below it, and the lowest digit of `a_k` passing `p` multiplies the
//! product by `alpha_(p_k)`, whose terms use only the primes below `p_k`.

use std::rc::Rc;

use combgames_base::Meter;
use combgames_base::hash::FastMap;

use super::exponent::{Exponent, odd_prime};
use crate::{Error, Nimber};

/// An ordinal as a list of terms `(beta, c)`: `omega^beta` nim-times the nimber `c`. Kept
/// normal (exponents strictly decreasing, coefficients nonzero) between operations.
pub(crate) type Poly = Vec<(Exponent, u64)>;

/// The monomial `omega^beta` as a polynomial.
pub(crate) fn monomial(beta: Exponent, c: u64) -> Poly {
    if c == 0 { Vec::new() } else { vec![(beta, c)] }
}

/// Sorts terms by decreasing exponent and nim-adds equal ones (the sum of terms with equal
/// exponents is their coefficients' exclusive or).
pub(crate) fn normalize(mut terms: Poly) -> Poly {
    terms.sort_unstable_by(|a, b| b.0.cmp(&a.0));
    let mut out: Poly = Vec::with_capacity(terms.len());
    for (beta, c) in terms {
        match out.last_mut() {
            Some(last) if last.0 == beta => last.1 ^= c,
            _ => out.push((beta, c)),
        }
        if out.last().is_some_and(|t| t.1 == 0) {
            out.pop();
        }
    }
    out
}

/// The nim-sum of two normal polynomials (a merge).
pub(crate) fn add(a: &Poly, b: &Poly) -> Poly {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].0.cmp(&b[j].0) {
            std::cmp::Ordering::Greater => {
                out.push(a[i].clone());
                i += 1;
            }
            std::cmp::Ordering::Less => {
                out.push(b[j].clone());
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                let c = a[i].1 ^ b[j].1;
                if c != 0 {
                    out.push((a[i].0.clone(), c));
                }
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// The digits of `a` in base `p`, least significant first.
fn digits(mut a: u64, p: u64, out: &mut Vec<u64>) {
    out.clear();
    while a > 0 {
        out.push(a % p);
        a /= p;
    }
}

/// The arithmetic of the field below `omega^(omega^K)`, `K = alphas.len()`: the constants
/// `alpha_(p_k)` for `k < K`, a table of the monomial products met so far, and a meter of the
/// steps spent (one a pair of terms multiplied, one a term squared).
pub(crate) struct Field<'a> {
    alphas: &'a [Poly],
    memo: FastMap<(Exponent, Exponent), Rc<Poly>>,
    pub(crate) meter: Meter,
}

impl<'a> Field<'a> {
    /// The field below `omega^(omega^alphas.len())`, spending at most what `meter` allows.
    pub(crate) fn new(alphas: &'a [Poly], meter: Meter) -> Field<'a> {
        Field {
            alphas,
            memo: FastMap::default(),
            meter,
        }
    }

    /// The nim-product `omega^x (x) omega^y`. Both exponents' degrees are below
    /// [`Field::reach`].
    pub(crate) fn monomial_product(
        &mut self,
        x: &Exponent,
        y: &Exponent,
    ) -> Result<Rc<Poly>, Error> {
        if x.is_zero() {
            return Ok(Rc::new(monomial(y.clone(), 1)));
        }
        if y.is_zero() {
            return Ok(Rc::new(monomial(x.clone(), 1)));
        }
        let key = if x <= y {
            (x.clone(), y.clone())
        } else {
            (y.clone(), x.clone())
        };
        if let Some(known) = self.memo.get(&key) {
            return Ok(Rc::clone(known));
        }
        let (a, b) = (x.coefficients(), y.coefficients());
        let len = a.len().max(b.len());
        let mut sum = vec![0u64; len];
        let mut overflows = Vec::new();
        let (mut da, mut db) = (Vec::new(), Vec::new());
        for (k, sum_k) in sum.iter_mut().enumerate() {
            let (ak, bk) = (
                a.get(k).copied().unwrap_or(0),
                b.get(k).copied().unwrap_or(0),
            );
            if ak == 0 || bk == 0 {
                *sum_k = ak + bk;
                continue;
            }
            let p = odd_prime(k);
            digits(ak, p, &mut da);
            digits(bk, p, &mut db);
            let n = da.len().max(db.len());
            da.resize(n, 0);
            for (i, d) in db.iter().enumerate() {
                da[i] += d;
            }
            // Carries run downwards: g_(k,i)^p = g_(k,i-1), and g_(k,0)^p = alpha_p.
            for i in (0..n).rev() {
                if da[i] >= p {
                    da[i] -= p;
                    if i > 0 {
                        da[i - 1] += 1;
                    } else {
                        overflows.push(k);
                    }
                }
            }
            // At most as many digits as the longer factor: inside the exponent's bounds.
            *sum_k = da.iter().rev().fold(0u64, |acc, &d| acc * p + d);
        }
        while sum.last() == Some(&0) {
            sum.pop();
        }
        let mut product = monomial(Exponent::from_trusted(sum), 1);
        // The constants use only primes below p_k: multiply by the largest first, so that the
        // products below stay small.
        for &k in overflows.iter().rev() {
            let alpha = &self.alphas[k];
            product = self.multiply(&product, alpha)?;
        }
        let product = Rc::new(product);
        self.memo.insert(key, Rc::clone(&product));
        Ok(product)
    }

    /// The nim-product of two normal polynomials.
    pub(crate) fn multiply(&mut self, a: &Poly, b: &Poly) -> Result<Poly, Error> {
        self.meter
            .spend((a.len() as u64).saturating_mul(b.len() as u64))?;
        let mut terms: FastMap<Exponent, u64> = FastMap::default();
        for (x, c) in a {
            for (y, d) in b {
                let cd = (Nimber(*c) * Nimber(*d)).0;
                let product = self.monomial_product(x, y)?;
                for (z, e) in product.iter() {
                    let term = (Nimber(*e) * Nimber(cd)).0;
                    *terms.entry(z.clone()).or_insert(0) ^= term;
                }
            }
        }
        Ok(normalize(terms.into_iter().filter(|t| t.1 != 0).collect()))
    }

    /// The nim-square (the Frobenius map: cross terms cancel in characteristic 2).
    pub(crate) fn square(&mut self, a: &Poly) -> Result<Poly, Error> {
        self.meter.spend(a.len() as u64)?;
        let mut terms: FastMap<Exponent, u64> = FastMap::default();
        for (x, c) in a {
            let cc = (Nimber(*c) * Nimber(*c)).0;
            let product = self.monomial_product(x, x)?;
            for (z, e) in product.iter() {
                *terms.entry(z.clone()).or_insert(0) ^= (Nimber(*e) * Nimber(cc)).0;
            }
        }
        Ok(normalize(terms.into_iter().filter(|t| t.1 != 0).collect()))
    }

    /// `x^(2^times)`, by squaring.
    pub(crate) fn frobenius(&mut self, x: &Poly, times: u64) -> Result<Poly, Error> {
        let mut y = x.clone();
        for _ in 0..times {
            y = self.square(&y)?;
        }
        Ok(y)
    }

    /// The degree of `x != 0` over `{0, 1}`: the least `d` with `x^(2^d) = x`.
    pub(crate) fn degree(&mut self, x: &Poly) -> Result<u64, Error> {
        let mut y = self.square(x)?;
        let mut d = 1;
        while &y != x {
            y = self.square(&y)?;
            d += 1;
        }
        Ok(d)
    }

    /// `a` to the power whose binary digits are `bits`, most significant first.
    pub(crate) fn power_bits(
        &mut self,
        a: &Poly,
        bits: impl IntoIterator<Item = bool>,
    ) -> Result<Poly, Error> {
        let mut result = monomial(Exponent::default(), 1);
        for bit in bits {
            result = self.square(&result)?;
            if bit {
                result = self.multiply(&result, a)?;
            }
        }
        Ok(result)
    }

    /// `a` to the power `n`.
    pub(crate) fn power(&mut self, a: &Poly, n: u64) -> Result<Poly, Error> {
        let bits = (0..64).rev().map(|i| (n >> i) & 1 == 1).skip_while(|b| !b);
        self.power_bits(a, bits.collect::<Vec<_>>())
    }
}
