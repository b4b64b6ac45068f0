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

/// Terms with interned exponents: `(id, c)`, sorted by id.
type Ids = Vec<(u32, u64)>;

/// The arithmetic of the field below `omega^(omega^K)`, `K = alphas.len()`: the constants
/// `alpha_(p_k)` for `k < K`, the exponents met so far (each interned as a `u32`), a table of
/// the monomial products met so far, and a meter of the steps spent (one a pair of terms
/// multiplied, one a term squared).
pub(crate) struct Field<'a> {
    alphas: &'a [Poly],
    alpha_ids: Vec<Option<Rc<Ids>>>,
    ids: FastMap<Exponent, u32>,
    exponents: Vec<Exponent>,
    memo: FastMap<(u32, u32), Rc<Ids>>,
    /// The coefficients of a product being summed, by id (zero between products).
    scratch: Vec<u64>,
    pub(crate) meter: Meter,
}

impl<'a> Field<'a> {
    /// The field below `omega^(omega^alphas.len())`, spending at most what `meter` allows.
    pub(crate) fn new(alphas: &'a [Poly], meter: Meter) -> Field<'a> {
        Field {
            alphas,
            alpha_ids: vec![None; alphas.len()],
            ids: FastMap::default(),
            exponents: Vec::new(),
            memo: FastMap::default(),
            scratch: Vec::new(),
            meter,
        }
    }

    fn intern(&mut self, beta: &Exponent) -> Result<u32, Error> {
        if let Some(&id) = self.ids.get(beta) {
            return Ok(id);
        }
        let id = u32::try_from(self.exponents.len()).map_err(|_| {
            Error::OrdinalTooLarge("a field with more than 2^32 monomials".to_string())
        })?;
        self.ids.insert(beta.clone(), id);
        self.exponents.push(beta.clone());
        Ok(id)
    }

    fn interned(&mut self, a: &Poly) -> Result<Ids, Error> {
        let mut out = a
            .iter()
            .map(|(beta, c)| Ok((self.intern(beta)?, *c)))
            .collect::<Result<Ids, Error>>()?;
        out.sort_unstable_by_key(|t| t.0);
        Ok(out)
    }

    fn to_poly(&self, a: &Ids) -> Poly {
        normalize(
            a.iter()
                .map(|&(id, c)| (self.exponents[id as usize].clone(), c))
                .collect(),
        )
    }

    fn alpha(&mut self, k: usize) -> Result<Rc<Ids>, Error> {
        if let Some(known) = &self.alpha_ids[k] {
            return Ok(Rc::clone(known));
        }
        let ids = Rc::new(self.interned(&self.alphas[k])?);
        self.alpha_ids[k] = Some(Rc::clone(&ids));
        Ok(ids)
    }

    /// The nim-product `omega^x (x) omega^y` of interned exponents, whose degrees are below
    /// `alphas.len()`.
    fn monomial_product(&mut self, x: u32, y: u32) -> Result<Rc<Ids>, Error> {
        let key = (x.min(y), x.max(y));
        if let Some(known) = self.memo.get(&key) {
            return Ok(Rc::clone(known));
        }
        let (a, b) = (
            self.exponents[x as usize].coefficients().to_vec(),
            self.exponents[y as usize].coefficients().to_vec(),
        );
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
        let mut product = vec![(self.intern(&Exponent::from_trusted(sum))?, 1)];
        // The constants use only primes below p_k: multiply by the largest first, so that the
        // products below stay small.
        for &k in overflows.iter().rev() {
            let alpha = self.alpha(k)?;
            product = self.multiply_ids(&product, &alpha)?;
        }
        let product = Rc::new(product);
        self.memo.insert(key, Rc::clone(&product));
        Ok(product)
    }

    /// The sum of `coefficient (x) product(x, y)` over the pairs `(x, coefficient)` given,
    /// gathered in the scratch table (taken for the time of the sum, as the products may
    /// multiply by constants and need a table of their own).
    fn gather(&mut self, pairs: impl Iterator<Item = (u32, u32, u64)>) -> Result<Ids, Error> {
        let mut scratch = std::mem::take(&mut self.scratch);
        let mut touched: Vec<u32> = Vec::new();
        for (x, y, coefficient) in pairs {
            let product = self.monomial_product(x, y)?;
            for &(z, e) in product.iter() {
                let z_slot = z as usize;
                if z_slot >= scratch.len() {
                    scratch.resize(self.exponents.len().max(z_slot + 1), 0);
                }
                if scratch[z_slot] == 0 {
                    touched.push(z);
                }
                scratch[z_slot] ^= (Nimber(e) * Nimber(coefficient)).0;
            }
        }
        let mut out = Vec::with_capacity(touched.len());
        for z in touched {
            let c = std::mem::take(&mut scratch[z as usize]);
            if c != 0 {
                out.push((z, c));
            }
        }
        out.sort_unstable_by_key(|t| t.0);
        self.scratch = scratch;
        Ok(out)
    }

    fn multiply_ids(&mut self, a: &Ids, b: &Ids) -> Result<Ids, Error> {
        self.meter
            .spend((a.len() as u64).saturating_mul(b.len() as u64))?;
        let pairs = a.iter().flat_map(|&(x, c)| {
            b.iter()
                .map(move |&(y, d)| (x, y, (Nimber(c) * Nimber(d)).0))
        });
        self.gather(pairs)
    }

    /// The nim-product of two normal polynomials.
    pub(crate) fn multiply(&mut self, a: &Poly, b: &Poly) -> Result<Poly, Error> {
        let (a, b) = (self.interned(a)?, self.interned(b)?);
        let product = self.multiply_ids(&a, &b)?;
        Ok(self.to_poly(&product))
    }

    /// The nim-square (the Frobenius map: cross terms cancel in characteristic 2).
    pub(crate) fn square(&mut self, a: &Poly) -> Result<Poly, Error> {
        self.meter.spend(a.len() as u64)?;
        let a = self.interned(a)?;
        let pairs: Vec<_> = a
            .iter()
            .map(|&(x, c)| (x, x, (Nimber(c) * Nimber(c)).0))
            .collect();
        let square = self.gather(pairs.into_iter())?;
        Ok(self.to_poly(&square))
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
