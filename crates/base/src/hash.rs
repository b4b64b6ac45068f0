//! A fast hash for the memo tables of the searches: keys the crates make themselves (game
//! ids, bit boards), hashed by a multiply-rotate of each word and one final mix.
//!
//! The standard library's default hasher (`SipHash`) resists keys chosen by an attacker to
//! collide, at several times the cost; a search that hashes millions of its own small keys
//! a second spends a tenth of its time there. [`FastHasher`] folds each word `w` into the state
//! `h` as `h = (rotl(h, 5) ^ w) * K` (the scheme of Firefox's and rustc's hashers) and mixes the
//! state once more when the hash is read, so that both the low bits (the bucket) and the high
//! bits (the table's tags) depend on every bit of the key. Use it only for keys a program
//! builds itself, not for text from outside.
//!
//! ```
//! use combgames_base::hash::FastMap;
//! let mut memo: FastMap<(u32, u32), bool> = FastMap::default();
//! memo.insert((3, 4), true);
//! assert_eq!(memo.get(&(3, 4)), Some(&true));
//! assert_eq!(memo.get(&(4, 3)), None);
//! ```

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The multiplier: 2^64 divided by the golden ratio, odd.
const K: u64 = 0x9e37_79b9_7f4a_7c15;

/// The hasher: one `u64` of state. See the [module](self) for the scheme.
///
/// ```
/// use std::hash::{BuildHasher, BuildHasherDefault};
/// use combgames_base::hash::FastHasher;
/// let build = BuildHasherDefault::<FastHasher>::default();
/// assert_eq!(build.hash_one(7u64), build.hash_one(7u64)); // deterministic
/// assert_ne!(build.hash_one(7u64), build.hash_one(8u64));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct FastHasher(u64);

impl FastHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut word = [0u8; 8];
            word[..rest.len()].copy_from_slice(rest);
            // The length too, so that trailing zero bytes change the hash.
            self.add(u64::from_le_bytes(word) ^ (rest.len() as u64) << 59);
        }
    }

    #[inline]
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    #[inline]
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    #[inline]
    fn write_u128(&mut self, n: u128) {
        self.add(n as u64);
        self.add((n >> 64) as u64);
    }

    #[inline]
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    #[inline]
    fn finish(&self) -> u64 {
        // One more multiply, then the high half folded into the low: every bit of the key
        // reaches both ends of the hash.
        let h = self.0.wrapping_mul(K);
        h ^ (h >> 32)
    }
}

/// The [`FastHasher`] as a `HashMap`'s or `HashSet`'s hasher builder.
pub type FastBuild = BuildHasherDefault<FastHasher>;

/// A `HashMap` with the [`FastHasher`]: `FastMap::default()` makes an empty one.
pub type FastMap<K, V> = HashMap<K, V, FastBuild>;

/// A `HashSet` with the [`FastHasher`].
pub type FastSet<T> = HashSet<T, FastBuild>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::BuildHasher;

    #[test]
    fn every_bit_of_a_key_reaches_the_buckets_and_the_tags() {
        let build = FastBuild::default();
        let base = build.hash_one((0x3039_u32, 678u32));
        for bit in 0..32 {
            let other = build.hash_one((0x3039_u32 ^ (1 << bit), 678u32));
            let diff = base ^ other;
            assert_ne!(diff & 0xff, 0, "bit {bit} leaves the low byte alone");
            assert_ne!(diff >> 57, 0, "bit {bit} leaves the top seven bits alone");
        }
    }

    #[test]
    fn bytes_of_different_lengths_differ() {
        let build = FastBuild::default();
        let hash = |bytes: &[u8]| {
            let mut h = build.build_hasher();
            h.write(bytes);
            h.finish()
        };
        assert_ne!(hash(&[1]), hash(&[1, 0]));
        assert_ne!(hash(&[0; 8]), hash(&[0; 9]));
        assert_ne!(hash(b"abcdefgh1"), hash(b"abcdefgh2"));
    }

    #[test]
    fn sequential_keys_spread_over_the_buckets() {
        // 4096 consecutive ids into 1024 buckets: no bucket holds more than a handful.
        let build = FastBuild::default();
        let mut counts = vec![0u32; 1024];
        for id in 0..4096u32 {
            counts[(build.hash_one(id) & 1023) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| c <= 16), "{:?}", counts.iter().max());
    }
}
