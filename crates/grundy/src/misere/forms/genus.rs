//! Conway's genus of a misère game: its normal value and the misère values beside `*2`s.

use std::fmt;

use combgames_base::hash::{FastMap, FastSet};
use combgames_base::{Exceeded, Resource};

use super::arena::{MisereArena, MisereId};
use super::notation::heap_text;
use crate::Error;
use crate::mex::mex;

/// What an entry of the genus search's table costs at most: key, value and the table's slack.
const ENTRY_BYTES: u64 = 48;

/// The **genus** `g^(γ0 γ1 γ2 ...)` of a game `G` (Conway, *On Numbers and Games* ch. 12):
/// `g` is the normal-play nim value and `γn` the misère nim value of `G + *2 + ... + *2`
/// (`n` copies of `*2`). The `γn` alternate with period two from some point on; they are
/// written up to the first even index from which they do (`0^0` for `*2 + *2`, whose values
/// are `0, 2, 0, 2, ...`; `4^146` for a heap of 5 in Kayles: `1, 4, 6, 4, 6, ...`), and a
/// genus equal to a nim heap's (`0^120`, `1^031`, `n^(n, n xor 2)` from `n = 2`) is written as
/// the bare number `n`. Values of 10 and up are written `(10)`.
///
/// ```
/// use combgames_grundy::misere::MisereArena;
/// let mut arena = MisereArena::new();
/// let two = arena.nim_heap(2).unwrap();
/// let sum = arena.sum(two, two).unwrap();
/// let genus = arena.genus(sum).unwrap();
/// assert_eq!(genus.to_string(), "0^0");
/// assert_eq!((genus.normal(), genus.misere(0), genus.misere(7)), (0, 0, 2));
/// assert!(!genus.is_nim_heap_genus());
/// assert_eq!(arena.genus(two).unwrap().to_string(), "2");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Genus {
    normal: u32,
    /// `γ0 ..= γk`, `k` the first even index from which the values alternate.
    written: Vec<u32>,
}

impl Genus {
    /// The normal-play nim value `g`.
    pub fn normal(&self) -> u32 {
        self.normal
    }

    /// `γn`, the misère nim value beside `n` copies of `*2`, for any `n`.
    pub fn misere(&self, n: u64) -> u32 {
        let k = self.written.len() - 1;
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        if n <= k {
            self.written[n]
        } else if (n - k) % 2 == 0 {
            self.written[k]
        } else {
            self.written[k] ^ 2
        }
    }

    /// The values `γ0 ..= γk` as written (the rest alternate between `γk` and `γk xor 2`).
    pub fn written(&self) -> &[u32] {
        &self.written
    }

    /// Whether the genus is a nim heap's (`0^120`, `1^031`, or `n^(n, n xor 2)` from
    /// `n = 2`): such a genus is written as the bare number. (Winning Ways also counts `0^02`
    /// and `1^13`, the genera of `*2 + *2` and `*2 + *3`, among the genera of tame games.)
    pub fn is_nim_heap_genus(&self) -> bool {
        self.written == heap_genus(self.normal)
    }
}

/// The written values of the nim heap `*n`'s genus.
fn heap_genus(n: u32) -> Vec<u32> {
    match n {
        0 => vec![1, 2, 0],
        1 => vec![0, 3, 1],
        n => vec![n],
    }
}

impl fmt::Display for Genus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_nim_heap_genus() {
            return write!(f, "{}", self.normal);
        }
        write!(f, "{}^", self.normal)?;
        self.written
            .iter()
            .try_for_each(|&v| f.write_str(&heap_text(v)))
    }
}

impl MisereArena {
    /// The genus of `g` (see [`Genus`]).
    ///
    /// The values `γn` are found for `n` up to the birthday of `g` plus 4, by a search of
    /// `g`'s followers beside `n` copies of `*2` and at most one `*` (`* + * = 0` in misère
    /// play), memoised: `O(F * b)` states for `F` followers and birthday `b`. That the period
    /// two has set in by then is Conway's theorem for the eventual period; that it has set
    /// in by the birthday is checked, not proven, on every game born by day 4, on random games
    /// and on octal heaps (the tests), and the written values would show a later start.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let star = arena.nim_heap(1).unwrap();
    /// let genus = arena.genus(star).unwrap();
    /// assert_eq!((genus.to_string(), genus.written()), ("1".to_string(), &[0, 3, 1][..]));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`], [`Error::Interrupted`]; [`Error::Exceeded`] (bytes) when the
    /// table would pass what the arena's byte limit leaves.
    pub fn genus(&self, g: MisereId) -> Result<Genus, Error> {
        let g = self.check(g)?;
        let info = self.raw_info(g);
        let (birthday, normal) = (info.birthday, info.normal);
        let top = birthday + 4;
        // The table: a value for each follower, count of *2s and parity of *s.
        let followers = self.followers(g) as u64;
        let entries = followers * (u64::from(top) + 1) * 2;
        Exceeded::check(Resource::Bytes, entries * ENTRY_BYTES, self.bytes_left())?;
        let mut memo = FastMap::default();
        let mut values = Vec::with_capacity(top as usize + 1);
        for n in 0..=top {
            values.push(self.beside_twos(g, n, false, &mut memo)?);
        }
        let last = values.len() - 1;
        let mut k = 0;
        while k + 2 <= last && !(k..=last - 2).all(|i| values[i + 2] == values[i]) {
            k += 2;
        }
        values.truncate(k + 1);
        Ok(Genus {
            normal,
            written: values,
        })
    }

    /// The number of distinct followers of `g`, itself included.
    fn followers(&self, g: u32) -> usize {
        let mut seen = FastSet::default();
        let mut stack = vec![g];
        while let Some(x) = stack.pop() {
            if seen.insert(x) {
                stack.extend(self.raw_options(x).iter().copied());
            }
        }
        seen.len()
    }

    /// The misère nim value of `g + n*2 (+ * when star)`.
    fn beside_twos(
        &self,
        g: u32,
        n: u32,
        star: bool,
        memo: &mut FastMap<(u32, u32, bool), u32>,
    ) -> Result<u32, Error> {
        if let Some(&v) = memo.get(&(g, n, star)) {
            return Ok(v);
        }
        let options = self.raw_options(g);
        if options.is_empty() && n == 0 && !star {
            return Ok(1);
        }
        combgames_base::interrupt::check()?;
        let mut seen = Vec::with_capacity(options.len() + 3);
        for &o in options {
            seen.push(self.beside_twos(o, n, star, memo)? as usize);
        }
        if n > 0 {
            seen.push(self.beside_twos(g, n - 1, star, memo)? as usize);
            seen.push(self.beside_twos(g, n - 1, !star, memo)? as usize);
        }
        if star {
            seen.push(self.beside_twos(g, n, false, memo)? as usize);
        }
        // Cast: a mex is at most the number of options, below u32::MAX here.
        let value = mex(seen) as u32;
        memo.insert((g, n, star), value);
        Ok(value)
    }
}
