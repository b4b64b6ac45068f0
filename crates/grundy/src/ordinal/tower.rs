//! Dense arithmetic in one finite subfield of the ordinals below `omega^(omega^omega)`: the
//! field Lenstra's constants are tested in, as a tower of extensions over the nimbers below
//! `2^16` (or below `2^32`, `GF(2^16)[F]` with `F = 2^16`, when a coefficient needs them).
//!
//! The generators `g = omega^(omega^k p^j)` an element uses (with the ones their constants
//! use, and the chains below them) are taken in the order of `(k, j)`. Each satisfies
//! `g^p = c` with `c` in the field of the generators before it (`alpha_p` for `j = 0`, the
//! generator `omega^(omega^k p^(j-1))` otherwise), and `X^p - c` is irreducible there, as `c`
//! has no `p`-th root below `g` (Conway). So the field is `GF(2^16)[g_1, ..., g_L]` with
//! `g_l^(n_l) = c_l`: an element is a vector of `N = n_1 ... n_L` nimbers below `2^16`, and the
//! field has `2^D` elements, `D = 16 N` (`32 N` on the wider base).
//!
//! Products multiply polynomials in the top generator (Karatsuba) whose coefficients are
//! elements of the field below, then reduce by `g^n = c`. The Frobenius powers `x -> x^(2^e)`
//! are automorphisms that map each generator to a power of itself times an element below
//! (`g^(2^e) = g^(2^e mod n) c^((2^e - (2^e mod n)) / n)`): they are held as those pairs,
//! composed by doubling, and applied without any product of two dense elements at the top.
//! A norm to a subfield is then `O(log(D/f))` products, and a degree a few Frobenius powers.

use std::ops::BitXorAssign;
use std::sync::OnceLock;

use combgames_base::Meter;

use super::exponent::odd_prime;
use super::field::Poly;
use crate::{Error, Nimber};

/// The most nimbers an element of a tower holds (`2^22`): past it, a clear refusal. A test
/// holds about twenty elements' worth at once (elements, buffers, three automorphisms), so at
/// most about 320 MiB; the largest tower up to the prime 281 has 17 015.
const MAX_TOWER_SIZE: usize = 1 << 22;

/// Polynomials shorter than this multiply term by term (Karatsuba above).
const KARATSUBA_FROM: usize = 4;

/// The order of `GF(2^16)`'s multiplicative group, `2^16 - 1`.
const ORDER_16: usize = (1 << 16) - 1;

/// Discrete logarithms in `GF(2^16)` (the nimbers below `2^16`) to a primitive nimber, and
/// their inverse table (twice over, so that a sum of two logarithms needs no reduction).
struct Tables {
    log: Vec<u32>,
    exp: Vec<u16>,
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        // A primitive element: of order 2^16 - 1 = 3 * 5 * 17 * 257.
        let primitive = (2u64..1 << 16)
            .find(|&g| {
                [3, 5, 17, 257]
                    .iter()
                    .all(|q| Nimber(g).pow(ORDER_16 as u64 / q) != Nimber(1))
            })
            .unwrap_or(2);
        let mut log = vec![0u32; ORDER_16 + 1];
        let mut exp = vec![0u16; 2 * ORDER_16];
        let mut x = Nimber(1);
        for i in 0..ORDER_16 {
            // Nimbers below 2^16 form a field: every power stays below it.
            let value = x.0 as u16;
            exp[i] = value;
            exp[i + ORDER_16] = value;
            log[value as usize] = i as u32;
            x *= Nimber(primitive);
        }
        Tables { log, exp }
    })
}

#[inline]
fn mul16(t: &Tables, a: u16, b: u16) -> u16 {
    if a == 0 || b == 0 {
        0
    } else {
        t.exp[(t.log[a as usize] + t.log[b as usize]) as usize]
    }
}

/// `a^(2^e)` in `GF(2^16)`.
#[inline]
fn frobenius16(t: &Tables, a: u16, e: u32) -> u16 {
    if a == 0 {
        0
    } else {
        let l = (u64::from(t.log[a as usize]) << (e % 16)) % ORDER_16 as u64;
        t.exp[l as usize]
    }
}

/// The finite field a tower is built on: the nimbers below `2^16` or below `2^32`.
trait Base {
    /// A nimber of the field.
    type E: Copy + Eq + Default + BitXorAssign + std::fmt::Debug;
    /// The field has `2^BITS` elements.
    const BITS: u64;
    /// The nimber `c`, if the field holds it.
    fn from_nimber(c: u64) -> Option<Self::E>;
    fn one() -> Self::E;
    fn mul(t: &Tables, a: Self::E, b: Self::E) -> Self::E;
    /// `a^(2^e)`.
    fn frobenius(t: &Tables, a: Self::E, e: u32) -> Self::E;
}

/// `GF(2^16)`, by logarithm tables.
struct Gf16;

impl Base for Gf16 {
    type E = u16;
    const BITS: u64 = 16;
    fn from_nimber(c: u64) -> Option<u16> {
        u16::try_from(c).ok()
    }
    fn one() -> u16 {
        1
    }
    #[inline]
    fn mul(t: &Tables, a: u16, b: u16) -> u16 {
        mul16(t, a, b)
    }
    #[inline]
    fn frobenius(t: &Tables, a: u16, e: u32) -> u16 {
        frobenius16(t, a, e)
    }
}

/// `GF(2^32)` as `GF(2^16)[F]`, `F = 2^16` with `F^2 = F + 2^15` (Conway: a Fermat 2-power's
/// square is its sesquimultiple); the nimber `a F + b` is the integer `2^16 a + b`.
struct Gf32;

/// `2^15`, `F^2 + F` for `F = 2^16`.
const HALF_F: u16 = 1 << 15;

impl Base for Gf32 {
    type E = u32;
    const BITS: u64 = 32;
    fn from_nimber(c: u64) -> Option<u32> {
        u32::try_from(c).ok()
    }
    fn one() -> u32 {
        1
    }
    #[inline]
    fn mul(t: &Tables, a: u32, b: u32) -> u32 {
        let (a1, a0) = ((a >> 16) as u16, a as u16);
        let (b1, b0) = ((b >> 16) as u16, b as u16);
        let high = mul16(t, a1, b1);
        let low = mul16(t, a0, b0);
        let cross = mul16(t, a1 ^ a0, b1 ^ b0);
        // (a1 F + a0)(b1 F + b0) = a1 b1 (F + h) + (a1 b0 + a0 b1) F + a0 b0.
        (u32::from(cross ^ low) << 16) | u32::from(low ^ mul16(t, high, HALF_F))
    }
    fn frobenius(t: &Tables, a: u32, e: u32) -> u32 {
        let mut x = a;
        for _ in 0..e % 32 {
            // (a1 F + a0)^2 = a1^2 (F + h) + a0^2.
            let (a1, a0) = (
                frobenius16(t, (x >> 16) as u16, 1),
                frobenius16(t, x as u16, 1),
            );
            x = (u32::from(a1) << 16) | u32::from(a0 ^ mul16(t, a1, HALF_F));
        }
        x
    }
}

fn xor_into<E: Copy + BitXorAssign>(out: &mut [E], a: &[E]) {
    for (o, &x) in out.iter_mut().zip(a) {
        *o ^= x;
    }
}

/// One generator `g` of the tower: `g^n = c`, `c` in the field below it.
struct Level<B: Base> {
    /// The odd prime's index `k` and the chain depth `j`: `g = omega^(omega^k p_k^j)`.
    key: (usize, u32),
    n: usize,
    c: Vec<B::E>,
}

/// The Frobenius power `x -> x^(2^e)`: on the base, `x -> x^(2^base)`; each generator `g_l` to
/// `g_l^(r_l) u_l`, and for each `i < n_l` where `g_l^i` goes and the element below it is
/// multiplied by.
struct Automorphism<B: Base> {
    base: u32,
    images: Vec<(usize, Vec<B::E>)>,
    /// For each level, `(target, factor)` for `g^i`, `i < n`: `g^i -> g^target factor`.
    powers: Vec<Vec<(usize, Vec<B::E>)>>,
}

impl<B: Base> Clone for Automorphism<B> {
    fn clone(&self) -> Self {
        Automorphism {
            base: self.base,
            images: self.images.clone(),
            powers: self.powers.clone(),
        }
    }
}

/// A finite field of ordinals as a tower over the base `B`, with a meter of the steps spent
/// (one a nimber of a product made).
struct Tower<B: Base> {
    tables: &'static Tables,
    levels: Vec<Level<B>>,
    /// `stride[l] = n_0 ... n_(l-1)`: the nimbers of an element of the first `l` levels.
    stride: Vec<usize>,
    meter: Meter,
    /// Buffers to reuse: products at the small levels are many, allocations would dominate.
    pool: Vec<Vec<B::E>>,
}

impl<B: Base> Tower<B> {
    /// The smallest tower holding the elements `needed` (ordinals below `omega^(omega^K)`,
    /// `K = alphas.len()`, whose finite coefficients, and their constants', the base holds).
    fn new(alphas: &[Poly], needed: &[&Poly], meter: Meter) -> Result<Tower<B>, Error> {
        let (mut keys, _) = generators(alphas, needed)?;
        keys.sort_unstable();
        let mut stride = vec![1usize];
        for &(k, _) in &keys {
            let next = stride[stride.len() - 1].saturating_mul(odd_prime(k) as usize);
            if next > MAX_TOWER_SIZE {
                return Err(Error::OrdinalTooLarge(format!(
                    "a field of more than 2^{} elements",
                    B::BITS * MAX_TOWER_SIZE as u64
                )));
            }
            stride.push(next);
        }
        let mut tower = Tower {
            tables: tables(),
            levels: Vec::with_capacity(keys.len()),
            stride,
            meter,
            pool: Vec::new(),
        };
        for (l, &(k, j)) in keys.iter().enumerate() {
            let c = if j == 0 {
                tower.dense_within(&alphas[k], l)?
            } else {
                let below = super::Exponent::new(vec_with(k, odd_prime(k).pow(j - 1)))?;
                tower.dense_within(&vec![(below, 1)], l)?
            };
            tower.levels.push(Level {
                key: (k, j),
                n: odd_prime(k) as usize,
                c,
            });
        }
        Ok(tower)
    }

    /// `D`: the field has `2^D` elements.
    fn bits(&self) -> u64 {
        B::BITS * self.size() as u64
    }

    fn size(&self) -> usize {
        self.stride[self.levels.len()]
    }

    /// The primes dividing `D`.
    fn degree_primes(&self) -> Vec<u64> {
        let mut primes = vec![2];
        for level in &self.levels {
            if !primes.contains(&(level.n as u64)) {
                primes.push(level.n as u64);
            }
        }
        primes
    }

    /// `x` as an element of the tower.
    fn dense(&self, x: &Poly) -> Result<Vec<B::E>, Error> {
        self.dense_within(x, self.levels.len())
    }

    /// `x` as an element of the first `within` levels.
    fn dense_within(&self, x: &Poly, within: usize) -> Result<Vec<B::E>, Error> {
        let mut out = vec![B::E::default(); self.stride[within]];
        for (beta, c) in x {
            let c = B::from_nimber(*c).ok_or_else(|| {
                Error::OrdinalTooLarge(format!(
                    "a coefficient {c} past the nimbers below 2^{}",
                    B::BITS
                ))
            })?;
            let mut index = 0;
            for (k, &a) in beta.coefficients().iter().enumerate() {
                let p = odd_prime(k);
                let (mut rest, mut j) = (a, 0u32);
                while rest > 0 {
                    let digit = (rest % p) as usize;
                    if digit > 0 {
                        let l = self.levels[..within.min(self.levels.len())]
                            .iter()
                            .position(|level| level.key == (k, j))
                            .ok_or_else(|| {
                                Error::OrdinalTooLarge(format!(
                                    "omega^(omega^{k} {p}^{j}) outside the tower"
                                ))
                            })?;
                        index += digit * self.stride[l];
                    }
                    rest /= p;
                    j += 1;
                }
            }
            out[index] ^= c;
        }
        Ok(out)
    }

    /// A buffer of `len` zeros.
    fn zeros(&mut self, len: usize) -> Vec<B::E> {
        let mut buffer = self.pool.pop().unwrap_or_default();
        buffer.clear();
        buffer.resize(len, B::E::default());
        buffer
    }

    fn recycle(&mut self, buffer: Vec<B::E>) {
        self.pool.push(buffer);
    }

    /// The element `1` of the first `l` levels.
    fn one(&self, l: usize) -> Vec<B::E> {
        let mut one = vec![B::E::default(); self.stride[l]];
        one[0] = B::one();
        one
    }

    /// The element `1` of the tower.
    fn unit(&self) -> Vec<B::E> {
        self.one(self.levels.len())
    }

    /// `a b` in the tower.
    fn multiply(&mut self, a: &[B::E], b: &[B::E]) -> Result<Vec<B::E>, Error> {
        let mut out = vec![B::E::default(); self.size()];
        self.mul(self.levels.len(), a, b, &mut out)?;
        Ok(out)
    }

    /// `out = a b` in the first `l` levels.
    fn mul(&mut self, l: usize, a: &[B::E], b: &[B::E], out: &mut [B::E]) -> Result<(), Error> {
        if l == 0 {
            out[0] = B::mul(self.tables, a[0], b[0]);
            return Ok(());
        }
        self.meter.spend(self.stride[l] as u64)?;
        let (n, s) = (self.levels[l - 1].n, self.stride[l - 1]);
        let mut product = self.zeros((2 * n - 1) * s);
        self.poly_mul(l - 1, a, n, b, n, &mut product)?;
        out.copy_from_slice(&product[..n * s]);
        // g^(n + i) = c g^i.
        let c = std::mem::take(&mut self.levels[l - 1].c);
        let mut reduced = self.zeros(s);
        let mut result = Ok(());
        for i in n..2 * n - 1 {
            let high = &product[i * s..(i + 1) * s];
            if high.iter().all(|&x| x == B::E::default()) {
                continue;
            }
            result = self.mul(l - 1, high, &c, &mut reduced);
            if result.is_err() {
                break;
            }
            xor_into(&mut out[(i - n) * s..(i - n + 1) * s], &reduced);
        }
        self.levels[l - 1].c = c;
        self.recycle(product);
        self.recycle(reduced);
        result
    }

    /// `out += a b` for polynomials of `la` and `lb` coefficients in the first `l` levels.
    fn poly_mul(
        &mut self,
        l: usize,
        a: &[B::E],
        la: usize,
        b: &[B::E],
        lb: usize,
        out: &mut [B::E],
    ) -> Result<(), Error> {
        let s = self.stride[l];
        if la == 0 || lb == 0 {
            return Ok(());
        }
        if la.min(lb) < KARATSUBA_FROM {
            if l == 0 {
                for i in 0..la {
                    if a[i] != B::E::default() {
                        for j in 0..lb {
                            out[i + j] ^= B::mul(self.tables, a[i], b[j]);
                        }
                    }
                }
                return Ok(());
            }
            let mut term = self.zeros(s);
            for i in 0..la {
                let ai = &a[i * s..(i + 1) * s];
                if ai.iter().all(|&x| x == B::E::default()) {
                    continue;
                }
                for j in 0..lb {
                    self.mul(l, ai, &b[j * s..(j + 1) * s], &mut term)?;
                    xor_into(&mut out[(i + j) * s..(i + j + 1) * s], &term);
                }
            }
            self.recycle(term);
            return Ok(());
        }
        let m = la.max(lb).div_ceil(2);
        if la <= m || lb <= m {
            // One factor is short: split the other only.
            let (short, ls, long, ll) = if la <= m {
                (a, la, b, lb)
            } else {
                (b, lb, a, la)
            };
            self.poly_mul(l, short, ls, &long[..m * s], m, out)?;
            self.poly_mul(
                l,
                short,
                ls,
                &long[m * s..ll * s],
                ll - m,
                &mut out[m * s..],
            )?;
            return Ok(());
        }
        let (a0, a1) = (&a[..m * s], &a[m * s..la * s]);
        let (b0, b1) = (&b[..m * s], &b[m * s..lb * s]);
        let (la1, lb1) = (la - m, lb - m);
        let mut z0 = self.zeros((2 * m - 1) * s);
        self.poly_mul(l, a0, m, b0, m, &mut z0)?;
        let mut z2 = self.zeros((la1 + lb1 - 1) * s);
        self.poly_mul(l, a1, la1, b1, lb1, &mut z2)?;
        let mut sa = self.zeros(m * s);
        sa.copy_from_slice(a0);
        xor_into(&mut sa, a1);
        let mut sb = self.zeros(m * s);
        sb.copy_from_slice(b0);
        xor_into(&mut sb, b1);
        let mut z1 = self.zeros((2 * m - 1) * s);
        self.poly_mul(l, &sa, m, &sb, m, &mut z1)?;
        xor_into(&mut z1, &z0);
        xor_into(&mut z1, &z2);
        xor_into(out, &z0);
        xor_into(&mut out[2 * m * s..], &z2);
        xor_into(&mut out[m * s..], &z1);
        for buffer in [z0, z1, z2, sa, sb] {
            self.recycle(buffer);
        }
        Ok(())
    }

    /// The identity, as an automorphism.
    fn identity(&mut self) -> Result<Automorphism<B>, Error> {
        let images = (0..self.levels.len()).map(|l| (1, self.one(l))).collect();
        self.complete(0, images)
    }

    /// The Frobenius map `x -> x^2`: each generator to its square (every `n` is at least 3).
    fn frobenius(&mut self) -> Result<Automorphism<B>, Error> {
        let images = (0..self.levels.len()).map(|l| (2, self.one(l))).collect();
        self.complete(1, images)
    }

    /// The automorphism with these images of the generators, with the images of their
    /// powers: `g^i -> g^(i r) u^i = g^((i r) mod n) c^(floor(i r / n)) u^i`.
    fn complete(
        &mut self,
        base: u32,
        images: Vec<(usize, Vec<B::E>)>,
    ) -> Result<Automorphism<B>, Error> {
        let mut powers = Vec::with_capacity(self.levels.len());
        for (l, (r, u)) in images.iter().enumerate() {
            let n = self.levels[l].n;
            let c = self.levels[l].c.clone();
            let mut list = Vec::with_capacity(n);
            let (mut target, mut factor) = (0usize, self.one(l));
            for _ in 0..n {
                list.push((target, factor.clone()));
                let mut next = vec![B::E::default(); self.stride[l]];
                self.mul(l, &factor, u, &mut next)?;
                target += r;
                if target >= n {
                    target -= n;
                    let mut carried = vec![B::E::default(); self.stride[l]];
                    self.mul(l, &next, &c, &mut carried)?;
                    next = carried;
                }
                factor = next;
            }
            powers.push(list);
        }
        Ok(Automorphism {
            base,
            images,
            powers,
        })
    }

    /// `sigma(x)` for `x` in the first `l` levels.
    fn apply_within(
        &mut self,
        sigma: &Automorphism<B>,
        l: usize,
        x: &[B::E],
        out: &mut [B::E],
    ) -> Result<(), Error> {
        if l == 0 {
            out[0] = B::frobenius(self.tables, x[0], sigma.base);
            return Ok(());
        }
        let (n, s) = (self.levels[l - 1].n, self.stride[l - 1]);
        out.fill(B::E::default());
        let mut image = self.zeros(s);
        for (i, (target, factor)) in sigma.powers[l - 1].iter().enumerate() {
            let xi = &x[i * s..(i + 1) * s];
            if xi.iter().all(|&v| v == B::E::default()) {
                continue;
            }
            self.apply_within(sigma, l - 1, xi, &mut image)?;
            self.mul(
                l - 1,
                &image,
                factor,
                &mut out[target * s..(target + 1) * s],
            )?;
        }
        debug_assert!(n == sigma.powers[l - 1].len());
        self.recycle(image);
        Ok(())
    }

    /// `sigma(x)`.
    fn apply(&mut self, sigma: &Automorphism<B>, x: &[B::E]) -> Result<Vec<B::E>, Error> {
        let mut out = vec![B::E::default(); self.size()];
        self.apply_within(sigma, self.levels.len(), x, &mut out)?;
        Ok(out)
    }

    /// `sigma tau` (both are powers of the Frobenius map, so they commute).
    fn compose(
        &mut self,
        sigma: &Automorphism<B>,
        tau: &Automorphism<B>,
    ) -> Result<Automorphism<B>, Error> {
        let mut images = Vec::with_capacity(self.levels.len());
        for (l, (r, u)) in tau.images.iter().enumerate() {
            // sigma(g^r u), an element of the first l + 1 levels: g^r' u'.
            let s = self.stride[l];
            let mut element = vec![B::E::default(); self.stride[l + 1]];
            element[r * s..(r + 1) * s].copy_from_slice(u);
            let mut image = vec![B::E::default(); self.stride[l + 1]];
            self.apply_within(sigma, l + 1, &element, &mut image)?;
            let target = (0..self.levels[l].n)
                .find(|&t| {
                    image[t * s..(t + 1) * s]
                        .iter()
                        .any(|&v| v != B::E::default())
                })
                .unwrap_or(0);
            images.push((target, image[target * s..(target + 1) * s].to_vec()));
        }
        self.complete((sigma.base + tau.base) % B::BITS as u32, images)
    }

    /// The Frobenius power `x -> x^(2^e)`, by doubling.
    fn frobenius_power(&mut self, e: u64) -> Result<Automorphism<B>, Error> {
        let mut result = self.identity()?;
        let mut square = self.frobenius()?;
        let mut e = e;
        while e > 0 {
            if e & 1 == 1 {
                result = self.compose(&result, &square)?;
            }
            e >>= 1;
            if e > 0 {
                square = self.compose(&square, &square)?;
            }
        }
        Ok(result)
    }

    /// The degree of `x != 0` over `{0, 1}`: the least `d` dividing `D` with `x^(2^d) = x`.
    fn degree(&mut self, x: &[B::E]) -> Result<u64, Error> {
        let mut d = self.bits();
        for q in self.degree_primes() {
            while d % q == 0 {
                let sigma = self.frobenius_power(d / q)?;
                if self.apply(&sigma, x)? != x {
                    break;
                }
                d /= q;
            }
        }
        Ok(d)
    }

    /// Whether `x != 0` is a `p`-th power in the tower, `f` the order of 2 modulo the odd
    /// prime `p`, which divides no `n` of the tower: when `f` does not divide `D`, always;
    /// else when `N(x)^((2^f - 1) / p) = 1` for the norm `N(x)` to the subfield of `2^f`
    /// elements, `N(x) = x^(1 + 2^f + ... + 2^(f (R - 1)))`, `R = D / f`.
    fn is_pth_power(&mut self, x: &[B::E], p: u64, f: u64) -> Result<bool, Error> {
        let d = self.bits();
        if d % f != 0 {
            return Ok(true);
        }
        let r = d / f;
        // y_j = x sigma_f(x) ... sigma_f^(j-1)(x): y_2j = y_j sigma_f^j(y_j), y_(j+1) =
        // x sigma_f(y_j).
        let step = self.frobenius_power(f)?;
        let mut jump = step.clone();
        let mut norm = x.to_vec();
        for bit in (0..r.ilog2()).rev().map(|i| (r >> i) & 1 == 1) {
            let shifted = self.apply(&jump, &norm)?;
            norm = self.multiply(&norm, &shifted)?;
            jump = self.compose(&jump, &jump)?;
            if bit {
                let shifted = self.apply(&step, &norm)?;
                norm = self.multiply(&shifted, x)?;
                jump = self.compose(&jump, &step)?;
            }
        }
        // norm^((2^f - 1) / p), the exponent's bits by long division, most significant first.
        let square = self.frobenius()?;
        let mut remainder = 0u64;
        let mut result = self.unit();
        for _ in 0..f {
            remainder = 2 * remainder + 1;
            result = self.apply(&square, &result)?;
            if remainder >= p {
                remainder -= p;
                result = self.multiply(&result, &norm)?;
            }
        }
        Ok(result == self.unit())
    }
}

/// `[0, ..., 0, a]` with `a` at index `k`.
fn vec_with(k: usize, a: u64) -> Vec<u64> {
    let mut v = vec![0; k + 1];
    v[k] = a;
    v
}

/// The generators `(k, j)` a tower holding `needed` takes (with those of the constants and
/// the chains below them), and the largest finite coefficient met.
fn generators(alphas: &[Poly], needed: &[&Poly]) -> Result<(Vec<(usize, u32)>, u64), Error> {
    let mut keys: Vec<(usize, u32)> = Vec::new();
    let mut largest = 0;
    let mut pending: Vec<&Poly> = needed.to_vec();
    while let Some(poly) = pending.pop() {
        for (beta, c) in poly {
            largest = largest.max(*c);
            for (k, &a) in beta.coefficients().iter().enumerate() {
                if a == 0 {
                    continue;
                }
                let p = odd_prime(k);
                let (mut rest, mut top) = (a, 0);
                while rest >= p {
                    rest /= p;
                    top += 1;
                }
                for j in 0..=top {
                    if keys.contains(&(k, j)) {
                        continue;
                    }
                    keys.push((k, j));
                    if j == 0 {
                        let alpha = alphas.get(k).ok_or_else(|| {
                            Error::OrdinalTooLarge(format!(
                                "a field with omega^omega^{k}, whose constant is not known"
                            ))
                        })?;
                        pending.push(alpha);
                    }
                }
            }
        }
    }
    Ok((keys, largest))
}

/// The degree of `x != 0` over `{0, 1}` and, for `test = Some((p, f))`, whether `x` is a
/// `p`-th power (`f` the order of 2 modulo `p`; `true` without a test): in the smallest tower
/// holding `x`, on the nimbers below `2^16`, or below `2^32` when a coefficient needs them.
pub(crate) fn examine(
    alphas: &[Poly],
    x: &Poly,
    test: Option<(u64, u64)>,
    meter: &mut Meter,
) -> Result<(u64, bool), Error> {
    let (_, largest) = generators(alphas, &[x])?;
    if largest < 1 << 16 {
        examine_in::<Gf16>(alphas, x, test, meter)
    } else {
        examine_in::<Gf32>(alphas, x, test, meter)
    }
}

fn examine_in<B: Base>(
    alphas: &[Poly],
    x: &Poly,
    test: Option<(u64, u64)>,
    meter: &mut Meter,
) -> Result<(u64, bool), Error> {
    let mut tower = Tower::<B>::new(alphas, &[x], *meter)?;
    let dense = tower.dense(x)?;
    let mut answer = || -> Result<(u64, bool), Error> {
        let is_power = match test {
            Some((p, f)) => tower.is_pth_power(&dense, p, f)?,
            None => true,
        };
        Ok((tower.degree(&dense)?, is_power))
    };
    let answer = answer();
    *meter = tower.meter;
    answer
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ordinal::Exponent;
    use crate::ordinal::field::{Field, normalize};
    use crate::ordinal::lenstra::{alpha_polys, lenstra_constants_sparse};
    use combgames_base::{Limits, Resource};
    use proptest::prelude::*;

    fn alphas() -> Vec<Poly> {
        alpha_polys(&lenstra_constants_sparse(4, &Limits::default()).unwrap())
    }

    fn meter() -> Meter {
        Meter::new(Resource::Steps, u64::MAX)
    }

    /// An element of the tower of `omega`, `omega^3`, `omega^omega`, `omega^omega^2` (digits
    /// 3, 3, 5, 7: 315 nimbers), as sparse terms `(digits, coefficient)`.
    fn element(wide: bool) -> impl Strategy<Value = Poly> {
        let bound = if wide { u64::from(u32::MAX) } else { 0xffff };
        prop::collection::vec(((0u64..3, 0u64..3, 0u64..5, 0u64..7), 1..=bound), 1..6).prop_map(
            |terms| {
                normalize(
                    terms
                        .into_iter()
                        .map(|((d0, d1, e, g), c)| {
                            let beta = Exponent::new(vec![d0 + 3 * d1, e, g]).unwrap();
                            (beta, c)
                        })
                        .collect(),
                )
            },
        )
    }

    /// The tower of every element above, whatever its terms.
    fn tower<B: Base>(alphas: &[Poly]) -> Tower<B> {
        let all = vec![(Exponent::new(vec![8, 4, 6]).unwrap(), 1)];
        Tower::new(alphas, &[&all], meter()).unwrap()
    }

    fn products_agree<B: Base>(a: &Poly, b: &Poly) {
        let alphas = alphas();
        let mut tower = tower::<B>(&alphas);
        assert_eq!(tower.size(), 315);
        let mut field = Field::new(&alphas, meter());
        let product = tower
            .multiply(&tower.dense(a).unwrap(), &tower.dense(b).unwrap())
            .unwrap();
        assert_eq!(
            product,
            tower.dense(&field.multiply(a, b).unwrap()).unwrap()
        );
        let x = tower.dense(a).unwrap();
        for e in [0, 1, 2, 5, 17, 33, 100] {
            let sigma = tower.frobenius_power(e).unwrap();
            let expected = tower.dense(&field.frobenius(a, e).unwrap()).unwrap();
            assert_eq!(tower.apply(&sigma, &x).unwrap(), expected, "x^(2^{e})");
        }
        assert_eq!(tower.degree(&x).unwrap(), field.degree(a).unwrap());
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn tower_products_powers_and_degrees_match_the_sparse_field(
            a in element(false),
            b in element(false),
        ) {
            products_agree::<Gf16>(&a, &b);
        }

        #[test]
        fn the_wide_base_matches_the_sparse_field(a in element(true), b in element(true)) {
            products_agree::<Gf32>(&a, &b);
        }

    }

    proptest! {
        // The sparse twin's test of a dense element takes seconds unoptimised.
        #![proptest_config(ProptestConfig::with_cases(4))]

        /// 11 divides no degree of the tower, and its order 10 divides `D = 16 * 315`.
        #[test]
        fn eleventh_powers_are_found_and_the_test_matches_the_twins(a in element(false)) {
            let alphas = alphas();
            let mut tower = tower::<Gf16>(&alphas);
            let x = tower.dense(&a).unwrap();
            let mut power = tower.unit();
            for _ in 0..11 {
                power = tower.multiply(&power, &x).unwrap();
            }
            prop_assert!(tower.is_pth_power(&power, 11, 10).unwrap());
            let mut field = Field::new(&alphas, meter());
            let d = field.degree(&a).unwrap();
            let sparse = crate::ordinal::lenstra::is_pth_power(&mut field, &a, d, 11, 10).unwrap();
            prop_assert_eq!(tower.is_pth_power(&x, 11, 10).unwrap(), sparse);
        }
    }

    #[test]
    fn base_fields_agree_with_nimbers() {
        let t = tables();
        for (a, b) in [(2u64, 3u64), (255, 256), (65535, 65535), (1 << 15, 12345)] {
            let expected = (Nimber(a) * Nimber(b)).0;
            assert_eq!(u64::from(Gf16::mul(t, a as u16, b as u16)), expected);
        }
        for (a, b) in [
            (1u64 << 16, 1u64 << 16),
            (0xdead_beef, 0x1234_5678),
            (u32::MAX.into(), 7),
        ] {
            let expected = (Nimber(a) * Nimber(b)).0;
            assert_eq!(u64::from(Gf32::mul(t, a as u32, b as u32)), expected);
            let square = (Nimber(a) * Nimber(a)).0;
            assert_eq!(u64::from(Gf32::frobenius(t, a as u32, 1)), square);
        }
    }
}
