//! Word values for every word of one length, layer by layer.

use combgames_base::Limits;
use combgames_dyadic::{Dyadic, simplest_between_scaled};

use crate::memory::{MAX_LENGTH, check_length, check_length_within, word_values_bytes, zeroed};
use crate::{Error, Word, WordValue};

/// Values of words of length `n` are numerators over `2^scale_exponent(n)`.
///
/// Words of length 1 and 2 have integer values (`L = 1`, `R = -1`, and `LR = 0`, the simplest
/// number between -1 and 1). The ends `u_raw`, `d_raw` of a longer word come from shorter words,
/// and the simplest number strictly between two multiples of `2^-j` is a multiple of
/// `2^-(j+1)` (their midpoint is one); so by induction words of length `l >= 2` have values that
/// are multiples of `2^-(l-2)`, and the grid `2^-(n-2)` holds every value of length `n` exactly.
/// Values lie in `[-1, 1]`, so the numerators fit in `i32` for `n <= 32`.
pub(crate) fn scale_exponent(n: u32) -> u32 {
    n.saturating_sub(2)
}

/// One layer of the recursion, for the words of one length `l`, kept only for the words later
/// layers ask about (numerators over a power of two that holds every value of length `l`:
/// `2^(n - 2)` for [`word_values`], `2^(n - 3)` for the counts, see [`scale_exponent`]):
///
/// * `sup_r[x]` = `sup(xR)`, the largest `d` over the suffixes of the word `x` then `R`;
/// * `inf_l[x]` = `inf(Lx)`, the smallest `u` over the prefixes of `L` then `x`,
///
/// for every pattern `x` of `l - 1` letters.
///
/// Why only these: a word ending in `L` has the suffix `L` (worth `d = +1`, the most possible),
/// so `u_raw = 1` and it is never cold; a word starting with `R` has the prefix `R`, so
/// `d_raw = -1`. Only `LxR` words can be cold, their `u_raw = sup(xR)` and `d_raw = inf(Lx)`
/// involve only such words again, and `sup(RxR) = sup(xR)`, `inf(LxL) = inf(Lx)`.
pub(crate) struct Layer {
    pub(crate) sup_r: Vec<i32>,
    pub(crate) inf_l: Vec<i32>,
}

impl Layer {
    /// The one-letter layer: `sup(R) = -1`, `inf(L) = +1`.
    fn first(one: i32) -> Self {
        Layer {
            sup_r: vec![-one],
            inf_l: vec![one],
        }
    }

    /// The layer of words one letter longer. With `x` of `l - 1` letters, the new words `LxR`
    /// are computed and the rest copied: `sup(LxR) = max(d(LxR), sup(xR))`,
    /// `sup(RxR) = sup(xR)`, `inf(LxR) = min(u(LxR), inf(Lx))`, `inf(LxL) = inf(Lx)`.
    fn next(&self, exponent: u32, n: u32) -> Result<Self, Error> {
        let half = self.sup_r.len();
        let mut sup_r = zeroed::<i32>(2 * half, n)?;
        let mut inf_l = zeroed::<i32>(2 * half, n)?;
        let (front, back) = sup_r.split_at_mut(half);
        back.copy_from_slice(&self.sup_r);
        // Each pattern x is independent: shares of x go to separate threads.
        let share = half.div_ceil(threads_for(half));
        let parts = front
            .chunks_mut(share)
            .zip(inf_l.chunks_mut(2 * share))
            .zip(self.sup_r.chunks(share).zip(self.inf_l.chunks(share)));
        in_parallel(parts, |((front, inf_l), (sup_old, inf_old))| {
            for (x, (&u_raw, &d_raw)) in sup_old.iter().zip(inf_old).enumerate() {
                if x % CHECK_EVERY == 0 {
                    combgames_base::interrupt::check()?;
                }
                let (u, d, _) = value_of_lr(u_raw, d_raw, exponent)?;
                front[x] = d.max(u_raw);
                inf_l[2 * x] = d_raw;
                inf_l[2 * x + 1] = u.min(d_raw);
            }
            Ok(())
        })?;
        Ok(Layer { sup_r, inf_l })
    }
}

/// Words between two looks at the interrupt installed on the thread
/// ([`combgames_base::interrupt`]): `2^16`, about a millisecond of work.
pub(crate) const CHECK_EVERY: usize = 1 << 16;

/// `(u, d, cold)` of a word `LxR` from `u_raw = sup(xR)` and `d_raw = inf(Lx)`.
#[inline]
pub(crate) fn value_of_lr(
    u_raw: i32,
    d_raw: i32,
    exponent: u32,
) -> Result<(i32, i32, bool), Error> {
    if u_raw >= d_raw {
        return Ok((u_raw, d_raw, false));
    }
    // Both ends are multiples of 2^-(l-3) for a word of length l <= n, so a multiple of
    // 2^-(l-2), a numerator over 2^(n-2), lies strictly between them: the kernel finds one.
    simplest_between_scaled(i64::from(u_raw), i64::from(d_raw), exponent)
        .and_then(|v| i32::try_from(v).ok())
        .map(|v| (v, v, true))
        // Unreachable by the induction above; reported, not assumed.
        .ok_or(Error::TooLong {
            n: exponent + 2,
            max: MAX_LENGTH,
        })
}

/// The layer of words of length `length` (`>= 1`), built from one letter up, with values as
/// numerators over `2^exponent` (at least `length - 2`); `n` is the length being counted.
pub(crate) fn layer_upto(length: u32, exponent: u32, n: u32) -> Result<Layer, Error> {
    let mut layer = Layer::first(1 << exponent);
    for _ in 2..=length {
        layer = layer.next(exponent, n)?;
    }
    Ok(layer)
}

/// The layer of words of length `n - 1` (`n >= 2`), on the grid of length `n`.
fn layer_below(n: u32) -> Result<Layer, Error> {
    layer_upto(n - 1, scale_exponent(n), n)
}

/// Calls `visit(bits, u, d, cold)` for every word of length `n`.
pub(crate) fn for_each_word(
    n: u32,
    mut visit: impl FnMut(u32, i32, i32, bool),
) -> Result<(), Error> {
    check_length(n)?;
    // Numerators over 2^(n - 2) in an i32, and patterns in a u32.
    if n > Word::MAX_LEN {
        return Err(Error::TooLong {
            n,
            max: Word::MAX_LEN,
        });
    }
    let exponent = scale_exponent(n);
    let one = 1i32 << exponent;
    if n == 1 {
        // The one-letter words are the numbers +1 (L) and -1 (R).
        visit(0, one, one, true);
        visit(1, -one, -one, true);
        return Ok(());
    }
    let layer = layer_below(n)?;
    let r_first = 1u32 << (n - 1);
    for (x, (&u_raw, &d_raw)) in (0u32..).zip(layer.sup_r.iter().zip(&layer.inf_l)) {
        let (u, d, cold) = value_of_lr(u_raw, d_raw, exponent)?;
        visit(2 * x, one, d_raw, false); // LxL: u = 1, d = inf(Lx)
        visit(2 * x + 1, u, d, cold); // LxR
        visit(r_first + 2 * x, one, -one, false); // RxL
        visit(r_first + 2 * x + 1, u_raw, -one, false); // RxR: u = sup(xR), d = -1
    }
    Ok(())
}

/// The values of all `2^n` words of length `n`, indexed by their letter pattern.
///
/// ```
/// use combgames_left_vs_right::{Word, word_values};
/// let values = word_values(2).unwrap();
/// let lr = values.get("LR".parse().unwrap()).unwrap();
/// assert!(lr.cold && lr.u.to_string() == "0"); // between -1 (suffix R) and +1 (prefix L)
/// let rl = values.get("RL".parse().unwrap()).unwrap();
/// assert!(!rl.cold && rl.u.to_string() == "1" && rl.d.to_string() == "-1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordValues {
    n: u32,
    /// `(u, d, cold)` per word, numerators over `2^(n - 2)` (`2^0` for `n = 1`).
    values: Vec<(i32, i32, bool)>,
}

impl WordValues {
    /// The length of the words.
    ///
    /// ```
    /// use combgames_left_vs_right::word_values;
    /// assert_eq!(word_values(3).unwrap().word_length(), 3);
    /// ```
    pub fn word_length(&self) -> u32 {
        self.n
    }

    /// The number of words, `2^n`.
    ///
    /// ```
    /// use combgames_left_vs_right::word_values;
    /// assert_eq!(word_values(3).unwrap().word_count(), 8);
    /// ```
    pub fn word_count(&self) -> usize {
        self.values.len()
    }

    /// The value of `word`, or `None` if its length is not `n`.
    ///
    /// ```
    /// use combgames_left_vs_right::word_values;
    /// let values = word_values(3).unwrap();
    /// // LRR: u_raw = max(d(RR), d(R)) = -1, d_raw = min(u(L), u(LR)) = 0: cold, value -1/2.
    /// let lrr = values.get("LRR".parse().unwrap()).unwrap();
    /// assert!(lrr.cold && lrr.u.to_string() == "-1/2");
    /// assert_eq!(values.get("LR".parse().unwrap()), None); // wrong length
    /// ```
    pub fn get(&self, word: Word) -> Option<WordValue> {
        if word.letter_count() != self.n {
            return None;
        }
        let (u, d, cold) = self.values[word.bits() as usize];
        let exponent = scale_exponent(self.n);
        // Numerators of i32 size over 2^e with e <= 29 always form a valid Dyadic.
        Some(WordValue {
            u: Dyadic::from_scaled(i64::from(u), exponent).ok()?,
            d: Dyadic::from_scaled(i64::from(d), exponent).ok()?,
            cold,
        })
    }

    /// Every word with its value, by increasing letter pattern.
    ///
    /// ```
    /// use combgames_left_vs_right::word_values;
    /// let values = word_values(4).unwrap();
    /// assert_eq!(values.iter().count(), 16);
    /// // Every word ending in L has u = 1.
    /// let one = combgames_dyadic::Dyadic::ONE;
    /// assert!(values.iter().filter(|(w, _)| w.bits() & 1 == 0).all(|(_, v)| v.u == one));
    /// ```
    pub fn iter(&self) -> impl Iterator<Item = (Word, WordValue)> + '_ {
        (0..self.values.len() as u32).filter_map(move |bits| {
            let word = Word::new(self.n, bits).ok()?;
            Some((word, self.get(word)?))
        })
    }
}

/// The values of every word of length `n` (fast pass; keeps `2^n` values, so meant for
/// inspection and tests: the count itself streams over the words). `O(2^n)` time, and
/// [`word_values_bytes`]`(n)` bytes at most, checked first.
///
/// # Errors
/// [`Error::ZeroLength`]; [`Error::TooLong`] past [`Word::MAX_LEN`] (32 letters);
/// [`Error::Exceeded`] if the table would pass [`MAX_BYTES`](crate::MAX_BYTES) (from `n = 31`).
///
/// ```
/// use combgames_left_vs_right::word_values;
/// assert_eq!(word_values(5).unwrap().iter().count(), 32);
/// assert!(word_values(0).is_err());
/// ```
pub fn word_values(n: u32) -> Result<WordValues, Error> {
    word_values_with(n, Limits::new())
}

/// [`word_values`] within `limits`: `bytes`, its peak memory ([`word_values_bytes`]`(n)`,
/// checked before any work; [`MAX_BYTES`](crate::MAX_BYTES) by default). No other limit is
/// read: the work is `O(2^n)`, bounded by the length.
///
/// # Errors
/// As for [`word_values`].
///
/// ```
/// use combgames_base::Limits;
/// use combgames_left_vs_right::{Error, word_values_with};
/// assert!(matches!(word_values_with(20, Limits::new().bytes(1 << 20)), Err(Error::Exceeded(_))));
/// assert!(word_values_with(10, Limits::new().bytes(1 << 20)).is_ok());
/// ```
pub fn word_values_with(n: u32, limits: Limits) -> Result<WordValues, Error> {
    if n > Word::MAX_LEN {
        return Err(Error::TooLong {
            n,
            max: Word::MAX_LEN,
        });
    }
    check_length_within(n, word_values_bytes, limits)?;
    let mut values = zeroed::<(i32, i32, bool)>(1 << n, n)?;
    for_each_word(n, |bits, u, d, cold| values[bits as usize] = (u, d, cold))?;
    Ok(WordValues { n, values })
}

/// Threads for a pass over `items` independent items: one per core from `2^16` items on
/// (with the `parallel` feature), else one.
pub(crate) fn threads_for(items: usize) -> usize {
    if cfg!(feature = "parallel") && items >= 1 << 16 {
        combgames_base::cores()
    } else {
        1
    }
}

/// Runs `work` on every part on the cores ([`combgames_base::in_parts`]: a worker's panic is
/// re-raised, never turned into an answer); the first error is returned.
pub(crate) fn in_parallel<P: Send, R: Send>(
    parts: impl Iterator<Item = P>,
    work: impl Fn(P) -> Result<R, Error> + Sync,
) -> Result<Vec<R>, Error> {
    let threads = if cfg!(feature = "parallel") {
        usize::MAX
    } else {
        1
    };
    combgames_base::in_parts(parts, threads, work)
}

#[cfg(test)]
mod tests {
    use super::in_parallel;

    /// A worker's panic is re-raised on the calling thread (it once came back as
    /// `Error::TooLong { n: 0, .. }`, an error about something else).
    #[test]
    fn a_worker_panic_is_re_raised() {
        let caught = std::panic::catch_unwind(|| {
            in_parallel(0..4, |part| {
                assert!(part != 2, "planted panic in part 2");
                Ok(())
            })
        });
        assert!(caught.is_err());
        assert_eq!(in_parallel(0..4, |_| Ok(())), Ok(vec![(); 4]));
    }
}
