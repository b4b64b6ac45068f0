//! Convolution of residue rows by number-theoretic transforms over several word-size primes,
//! recombined modulo any `u64` modulus by the Chinese remainder theorem.

// The transform and the recombination are written in the textbook notation (p, g, w, u, v).
#![allow(clippy::many_single_char_names)]

use combgames_base::Modulus;
use std::sync::OnceLock;

/// Transforms of up to `2^MAX_LOG` points: the 2-adic order of `p - 1` for every prime used.
pub(crate) const MAX_LOG: u32 = 24;

/// Primes `c 2^e + 1` above `2^27` with `e >= 24`, by decreasing `e`.
const PRIMES: [u64; 6] = [
    2_013_265_921, // 15 * 2^27 + 1
    1_811_939_329, // 27 * 2^26 + 1
    469_762_049,   // 7 * 2^26 + 1
    2_113_929_217, // 63 * 2^25 + 1
    167_772_161,   // 5 * 2^25 + 1
    754_974_721,   // 45 * 2^24 + 1
];

/// Each prime is at least `2^MIN_PRIME_BITS`.
const MIN_PRIME_BITS: u32 = 27;

/// `base^exp mod p` for a prime `p` of the transform (`base` reduced first).
fn pow_mod(base: u64, exp: u64, p: u64) -> u64 {
    match Modulus::<u64>::new(p) {
        Ok(m) => m.pow(m.reduce(base), exp),
        // The primes of the transform are constants, all far above 2.
        Err(_) => unreachable!("a transform prime below 2"),
    }
}

/// The least primitive root of each prime: `g` with `g^((p-1)/q) != 1` for every prime factor
/// `q` of `p - 1` (here 2 and the factors of the small odd part).
fn roots() -> &'static [u64; 6] {
    static ROOTS: OnceLock<[u64; 6]> = OnceLock::new();
    ROOTS.get_or_init(|| {
        PRIMES.map(|p| {
            let mut factors = vec![2u64];
            let mut odd = (p - 1) >> (p - 1).trailing_zeros();
            let mut q = 3;
            while q * q <= odd {
                if odd % q == 0 {
                    factors.push(q);
                    while odd % q == 0 {
                        odd /= q;
                    }
                }
                q += 2;
            }
            if odd > 1 {
                factors.push(odd);
            }
            (2..p)
                .find(|&g| factors.iter().all(|&q| pow_mod(g, (p - 1) / q, p) != 1))
                .unwrap_or(3)
        })
    })
}

/// The number of primes whose product exceeds every coefficient of a convolution of rows of
/// residues below `modulus` whose shorter row has `shorter` entries: at most
/// `shorter (modulus - 1)^2`.
pub(crate) fn primes_needed(modulus: u64, shorter: usize) -> usize {
    let bits = 2 * (64 - modulus.leading_zeros()) + (usize::BITS - shorter.leading_zeros()) + 1;
    bits.div_ceil(MIN_PRIME_BITS) as usize
}

/// Whether a convolution of this size can be transformed: enough primes, and the transform
/// length within `2^MAX_LOG`.
pub(crate) fn supported(modulus: u64, len_a: usize, len_b: usize) -> bool {
    let size = (len_a + len_b).next_power_of_two();
    primes_needed(modulus, len_a.min(len_b)) <= PRIMES.len() && size <= 1 << MAX_LOG
}

/// An estimate of the multiplications of [`convolve`] (three transforms of `size log size / 2`
/// butterflies and `size` pointwise products per prime, `t^2` per output for the
/// recombination), comparable with the products of the schoolbook convolution.
pub(crate) fn cost(modulus: u64, len_a: usize, len_b: usize) -> u128 {
    let size = (len_a + len_b).next_power_of_two() as u128;
    let log = u128::from(size.trailing_zeros().max(1));
    let t = primes_needed(modulus, len_a.min(len_b)) as u128;
    t * (3 * size * log / 2 + size) + (len_a + len_b) as u128 * t * t
}

/// The bytes [`convolve`] holds at most: per prime two transform rows and the kept residues of
/// the result, plus the output.
pub(crate) fn bytes(modulus: u64, len_a: usize, len_b: usize) -> u128 {
    let size = (len_a + len_b).next_power_of_two() as u128;
    let t = primes_needed(modulus, len_a.min(len_b)) as u128;
    16 * size + 8 * size * t + 8 * size
}

/// Montgomery arithmetic modulo a prime `p < 2^31` with `R = 2^32`: values are kept as
/// `x R mod p`, and a product costs two multiplications and a shift instead of a division.
#[derive(Clone, Copy)]
struct Montgomery {
    p: u32,
    /// `-p^-1 mod 2^32`.
    neg_inverse: u32,
    /// `R^2 mod p`.
    r2: u32,
}

impl Montgomery {
    fn new(p: u64) -> Self {
        // p < 2^31 for every prime of the list.
        let p32 = p as u32;
        // Newton's iteration doubles the correct low bits of p^-1 mod 2^32 each step.
        let mut inverse: u32 = 1;
        for _ in 0..5 {
            inverse = inverse.wrapping_mul(2u32.wrapping_sub(p32.wrapping_mul(inverse)));
        }
        let r2 = ((1u128 << 64) % u128::from(p)) as u32;
        Montgomery {
            p: p32,
            neg_inverse: inverse.wrapping_neg(),
            r2,
        }
    }

    /// `t R^-1 mod p` for `t < p 2^32`.
    #[inline]
    fn reduce(self, t: u64) -> u32 {
        let m = (t as u32).wrapping_mul(self.neg_inverse);
        let u = ((t + u64::from(m) * u64::from(self.p)) >> 32) as u32;
        if u >= self.p { u - self.p } else { u }
    }

    #[inline]
    fn mul(self, a: u32, b: u32) -> u32 {
        self.reduce(u64::from(a) * u64::from(b))
    }

    fn enter_form(self, x: u64) -> u32 {
        self.mul((x % u64::from(self.p)) as u32, self.r2)
    }

    fn leave_form(self, x: u32) -> u64 {
        u64::from(self.reduce(u64::from(x)))
    }
}

/// The in-place transform of `a` (length a power of two, values in Montgomery form modulo
/// `p` with primitive root `g`), or its inverse (scaled by `1/len`).
fn transform(a: &mut [u32], p: u64, g: u64, inverse: bool) {
    let mont = Montgomery::new(p);
    let p32 = mont.p;
    let n = a.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            a.swap(i, j);
        }
    }
    let mut twiddles = Vec::with_capacity(n / 2);
    let mut len = 2;
    while len <= n {
        let mut w = pow_mod(g, (p - 1) / len as u64, p);
        if inverse {
            w = pow_mod(w, p - 2, p);
        }
        let half = len / 2;
        // Powers of w for this level, once, in Montgomery form.
        twiddles.clear();
        let w = mont.enter_form(w);
        let mut t = mont.enter_form(1);
        for _ in 0..half {
            twiddles.push(t);
            t = mont.mul(t, w);
        }
        for block in a.chunks_mut(len) {
            let (lo, hi) = block.split_at_mut(half);
            for ((x, y), &t) in lo.iter_mut().zip(hi.iter_mut()).zip(&twiddles) {
                let u = *x;
                let v = mont.mul(*y, t);
                let sum = u + v;
                *x = if sum >= p32 { sum - p32 } else { sum };
                *y = if u >= v { u - v } else { u + p32 - v };
            }
        }
        len <<= 1;
    }
    if inverse {
        let scale = mont.enter_form(pow_mod(n as u64, p - 2, p));
        for x in a.iter_mut() {
            *x = mont.mul(*x, scale);
        }
    }
}

/// `(a * b)[i] mod modulus` for rows of residues below `modulus` (`a` and `b` may be the same
/// row: squaring transforms it once). The exact integer coefficients are found modulo enough
/// primes (their product exceeds every coefficient) and recombined by Garner's method.
/// Callers check [`supported`] first.
pub(crate) fn convolve(a: &[u64], b: &[u64], modulus: u64) -> Vec<u64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let out_len = a.len() + b.len() - 1;
    let size = out_len.next_power_of_two();
    let t = primes_needed(modulus, a.len().min(b.len()));
    let squaring = std::ptr::eq(a, b);
    let roots = roots();
    let mut residues: Vec<Vec<u64>> = Vec::with_capacity(t);
    for (&p, &g) in PRIMES.iter().zip(roots.iter()).take(t) {
        let mont = Montgomery::new(p);
        let mut fa: Vec<u32> = a.iter().map(|&x| mont.enter_form(x)).collect();
        fa.resize(size, 0);
        transform(&mut fa, p, g, false);
        if squaring {
            for x in &mut fa {
                *x = mont.mul(*x, *x);
            }
        } else {
            let mut fb: Vec<u32> = b.iter().map(|&x| mont.enter_form(x)).collect();
            fb.resize(size, 0);
            transform(&mut fb, p, g, false);
            for (x, y) in fa.iter_mut().zip(&fb) {
                *x = mont.mul(*x, *y);
            }
        }
        transform(&mut fa, p, g, true);
        residues.push(fa[..out_len].iter().map(|&x| mont.leave_form(x)).collect());
    }
    // Garner: the coefficient is c_0 + c_1 p_0 + c_2 p_0 p_1 + ..., digits c_j < p_j.
    let primes = &PRIMES[..t];
    let inverses: Vec<Vec<u64>> = (0..t)
        .map(|j| {
            (0..j)
                .map(|l| pow_mod(primes[l] % primes[j], primes[j] - 2, primes[j]))
                .collect()
        })
        .collect();
    let m = u128::from(modulus);
    let mut prefix = vec![1u128 % m; t];
    for j in 1..t {
        prefix[j] = prefix[j - 1] * u128::from(primes[j - 1]) % m;
    }
    let mut digits = vec![0u64; t];
    (0..out_len)
        .map(|i| {
            for j in 0..t {
                let p = primes[j];
                let mut v = residues[j][i];
                for l in 0..j {
                    v = (v + p - digits[l] % p) % p * inverses[j][l] % p;
                }
                digits[j] = v;
            }
            let value = digits
                .iter()
                .zip(&prefix)
                .fold(0u128, |acc, (&c, &w)| (acc + u128::from(c) * w % m) % m);
            // value < modulus, which is a u64.
            value as u64
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_roots_are_primitive_and_transforms_invert() {
        for (&p, &g) in PRIMES.iter().zip(roots()) {
            assert_eq!(pow_mod(g, p - 1, p), 1);
            assert_ne!(pow_mod(g, (p - 1) / 2, p), 1);
            assert!((p - 1).trailing_zeros() >= MAX_LOG);
            let mont = Montgomery::new(p);
            let original: Vec<u32> = (0..64).map(|i| mont.enter_form(i * i + 7)).collect();
            let mut a = original.clone();
            transform(&mut a, p, g, false);
            transform(&mut a, p, g, true);
            assert_eq!(a, original);
            for x in [0u64, 1, 2, p - 1, p / 2] {
                assert_eq!(mont.leave_form(mont.enter_form(x)), x);
                assert_eq!(
                    mont.leave_form(mont.mul(mont.enter_form(x), mont.enter_form(x))),
                    x * x % p
                );
            }
        }
    }

    #[test]
    fn convolutions_match_the_schoolbook_product() {
        let mut seed = 1u64;
        let mut next = || {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            seed >> 1
        };
        for modulus in [2u64, 7, 1_001_001_011, (1 << 62) + 135, u64::MAX] {
            for (la, lb) in [(1, 1), (3, 5), (17, 40), (100, 100)] {
                let a: Vec<u64> = (0..la).map(|_| next() % modulus).collect();
                let b: Vec<u64> = (0..lb).map(|_| next() % modulus).collect();
                let mut slow = vec![0u128; la + lb - 1];
                for (i, &x) in a.iter().enumerate() {
                    for (j, &y) in b.iter().enumerate() {
                        slow[i + j] =
                            (slow[i + j] + u128::from(x) * u128::from(y)) % u128::from(modulus);
                    }
                }
                let slow: Vec<u64> = slow.into_iter().map(|v| v as u64).collect();
                assert!(supported(modulus, la, lb));
                assert_eq!(
                    convolve(&a, &b, modulus),
                    slow,
                    "m = {modulus}, {la} x {lb}"
                );
                assert_eq!(convolve(&a, &a, modulus), convolve(&a, &a.clone(), modulus));
            }
        }
    }
}
