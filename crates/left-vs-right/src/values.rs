//! Word values for every word of one length, layer by layer.

use combgames_dyadic::{Dyadic, simplest_between_scaled};

use combgames_base::{Exceeded, Resource};

use crate::{Error, Word, WordValue};

/// Largest memory the word-value pass and histograms may use, in bytes.
///
/// ```
/// use combgames_left_vs_right::{MAX_BYTES, bytes_needed};
/// assert!(bytes_needed(33) < MAX_BYTES);
/// assert!(bytes_needed(34) > MAX_BYTES);
/// ```
pub const MAX_BYTES: u64 = 16 << 30;

/// Peak bytes of the count for length `n`, an upper bound of what it allocates: the layers of
/// the recursion up to length `n - 2` (while the last of them, `2^(n-3)` pairs of `i32`, is
/// built from the one before, both live: `1.5 * 2^n` bytes; the entries of length `n - 1` are
/// formed on the fly), and tables of word counts by value, one per thread and one for the
/// total (32 bytes a slot, doubling when half full: 32 KiB each for up to 512 distinct
/// values; the most seen is 279 at `n = 30`), within 1 MiB. The histograms built from the
/// tables add at most 64 bytes per distinct value; the tests measure both.
/// `1.5 * 2^n + 2^20` bytes: 6 GiB at `n = 32`, 12 GiB at `n = 33`.
///
/// ```
/// use combgames_left_vs_right::bytes_needed;
/// assert_eq!(bytes_needed(20), 3 * (1 << 19) + (1 << 20));
/// ```
pub fn bytes_needed(n: u32) -> u64 {
    let words = 1u64.checked_shl(n).unwrap_or(u64::MAX);
    (words / 2).saturating_mul(3).saturating_add(1 << 20)
}

/// Peak bytes of [`word_values`] for length `n`: the table of `2^n` values (12 bytes each)
/// beside the layers of the recursion (at most `3 * 2^n` bytes while the last layer is built
/// from the one before).
///
/// ```
/// use combgames_left_vs_right::word_values_bytes;
/// assert_eq!(word_values_bytes(20), 15 * (1 << 20) + 4096);
/// ```
pub fn word_values_bytes(n: u32) -> u64 {
    // Plus a page for the small vectors of the first layers.
    1u64.checked_shl(n)
        .unwrap_or(u64::MAX)
        .saturating_mul(15)
        .saturating_add(4096)
}

/// The longest word length the counts support: the layers hold numerators over `2^(n - 3)`
/// in an `i32` (at most `2^30` in magnitude), and the tallies numerators over `2^(n - 2)` in
/// an `i64`. Values of every word ([`word_values`]) stop at [`Word::MAX_LEN`] = 32 letters
/// (and at [`MAX_BYTES`] of memory).
///
/// ```
/// use combgames_left_vs_right::{Error, MAX_LENGTH, score_histograms};
/// use combgames_histconv::CheckedU128;
/// assert_eq!(
///     score_histograms(MAX_LENGTH + 1, CheckedU128).unwrap_err(),
///     Error::TooLong { n: 34, max: 33 }
/// );
/// ```
pub const MAX_LENGTH: u32 = 33;

/// Allocations from this size on are probed before they are made (see [`zeroed`]).
const PROBE_BYTES: u64 = 64 << 20;

/// A vector of `len` default (zero) values, or [`Error::AllocationRefused`] if the allocator
/// refuses it (a machine with less memory, an address-space limit). A large allocation is
/// probed with `try_reserve` first and then made zeroed, so untouched pages stay unmapped as
/// with `vec![0; len]`; below [`PROBE_BYTES`] the probe is skipped (it would make the
/// allocator serve the next block from its heap, which must then be cleared).
pub(crate) fn zeroed<T: Clone + Default>(len: usize, n: u32) -> Result<Vec<T>, Error> {
    let bytes = (len as u64).saturating_mul(std::mem::size_of::<T>() as u64);
    if bytes >= PROBE_BYTES {
        let mut probe: Vec<T> = Vec::new();
        probe
            .try_reserve_exact(len)
            .map_err(|_| refused::<T>(len, n))?;
    }
    Ok(vec![T::default(); len])
}

/// The error for an allocation of `len` items that the allocator refused.
pub(crate) fn refused<T>(len: usize, n: u32) -> Error {
    Error::AllocationRefused {
        n,
        bytes: (len as u64).saturating_mul(std::mem::size_of::<T>() as u64),
    }
}

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

/// Refuses lengths whose values or memory (`bytes(n)`) do not fit.
pub(crate) fn check_length_for(n: u32, bytes: fn(u32) -> u64) -> Result<(), Error> {
    if n == 0 {
        return Err(Error::ZeroLength);
    }
    if n > MAX_LENGTH {
        return Err(Error::TooLong { n, max: MAX_LENGTH });
    }
    Exceeded::check(Resource::Bytes, bytes(n), MAX_BYTES)?;
    Ok(())
}

/// Refuses lengths whose values or counting memory do not fit.
pub(crate) fn check_length(n: u32) -> Result<(), Error> {
    check_length_for(n, bytes_needed)
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
struct Layer {
    sup_r: Vec<i32>,
    inf_l: Vec<i32>,
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

/// `(u, d, cold)` of a word `LxR` from `u_raw = sup(xR)` and `d_raw = inf(Lx)`.
#[inline]
fn value_of_lr(u_raw: i32, d_raw: i32, exponent: u32) -> Result<(i32, i32, bool), Error> {
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
fn layer_upto(length: u32, exponent: u32, n: u32) -> Result<Layer, Error> {
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

/// Threads for a pass over `items` independent items: one per core from `2^16` items on
/// (with the `parallel` feature), else one.
fn threads_for(items: usize) -> usize {
    if cfg!(feature = "parallel") && items >= 1 << 16 {
        combgames_base::cores()
    } else {
        1
    }
}

/// Runs `work` on every part on the cores ([`combgames_base::in_parts`]: a worker's panic is
/// re-raised, never turned into an answer); the first error is returned.
fn in_parallel<P: Send, R: Send>(
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

/// The words of length `n` counted by value: `(u, all words, cold words)` by increasing `u`,
/// `u` a numerator over `2^(n - 2)`. The layers go up to length `n - 2` only (on the grid
/// `2^(n - 3)`, where they fit an `i32` up to `n = 33`); the entries of length `n - 1` are
/// formed on the fly from them ([`LastLayer`]), which halves the peak memory. `O(2^(n-2))`
/// steps after the layers, shared among the cores, each filling its own table of counts.
pub(crate) fn tally_scores(n: u32) -> Result<Vec<(i64, u64, u64)>, Error> {
    check_length(n)?;
    tally_on_grid(n, n.saturating_sub(3))
}

/// [`tally_scores`] with the layers kept over `2^grid` (at least `n - 3`, at most 30) and
/// the scores over `2^(grid + 1)`: a finer grid than needed holds the same values, scaled,
/// which lets the tests run the numbers of `n = 33` on short words.
fn tally_on_grid(n: u32, grid: u32) -> Result<Vec<(i64, u64, u64)>, Error> {
    let exponent = grid + 1;
    let one = 1i64 << exponent;
    let mut total = Tally::new();
    if n <= 2 {
        // L, R; then LL, RL (u = 1), LR (u = 0, cold), RR (u = -1).
        let entries: &[(i64, u64, u64)] = if n == 1 {
            &[(-1, 1, 1), (1, 1, 1)]
        } else {
            &[(-1, 1, 0), (0, 1, 1), (1, 2, 0)]
        };
        // Scores over 2^0 for n = 1 and 2 (the grid of scale_exponent).
        return Ok(entries.to_vec());
    }
    let last = LastLayer {
        below: layer_upto(n - 2, grid, n)?,
        exponent: grid,
    };
    // Every word ending in L has u = 1 and is not cold.
    total.add(one, false, 1 << (n - 1));
    // Patterns x of n - 2 letters, taken in pairs (2y, 2y + 1).
    let pairs = last.below.sup_r.len();
    let share = pairs.div_ceil(threads_for(pairs));
    let tallies = in_parallel((0..pairs).step_by(share), |start| {
        let mut tally = Tally::new();
        for y in start..(start + share).min(pairs) {
            for x in [2 * y, 2 * y + 1] {
                let (u_raw, d_raw) = last.entries(x)?;
                // On the grid of length n: twice the numerators.
                let (u_raw, d_raw) = (2 * i64::from(u_raw), 2 * i64::from(d_raw));
                tally.add(u_raw, false, 1); // RxR: u = sup(xR)
                let (u, _, cold) = value_of_lr_wide(u_raw, d_raw, exponent)?;
                tally.add(u, cold, 1); // LxR
            }
        }
        Ok(tally)
    })?;
    for tally in tallies {
        total.merge(tally);
    }
    Ok(total.into_sorted())
}

/// The layer of length `n - 1` without storing it: its entries for a pattern `x` of `n - 2`
/// letters, from the layer below as [`Layer::next`] forms them. With `h = 2^(n-3)`,
/// `sup(xR)` is `max(d(LyR), sup(yR))` for `x = y < h` (`x = Ly`) and `sup(yR)` for
/// `x = h + y` (`x = Ry`); `inf(Lx)` is `inf(Ly)` for `x = 2y` (`x = yL`) and
/// `min(u(LyR), inf(Ly))` for `x = 2y + 1` (`x = yR`).
struct LastLayer {
    below: Layer,
    /// The grid of the layer below: numerators over `2^exponent`.
    exponent: u32,
}

impl LastLayer {
    /// `(sup(xR), inf(Lx))`.
    #[inline]
    fn entries(&self, x: usize) -> Result<(i32, i32), Error> {
        let below = &self.below;
        let half = below.sup_r.len();
        let (top, y) = (x / half, x % half);
        let sup = if top == 0 {
            let (_, d, _) = value_of_lr(below.sup_r[y], below.inf_l[y], self.exponent)?;
            d.max(below.sup_r[y])
        } else {
            below.sup_r[y]
        };
        let y = x / 2;
        let inf = if x % 2 == 0 {
            below.inf_l[y]
        } else {
            let (u, _, _) = value_of_lr(below.sup_r[y], below.inf_l[y], self.exponent)?;
            u.min(below.inf_l[y])
        };
        Ok((sup, inf))
    }
}

/// [`value_of_lr`] on `i64` numerators, for the grid of the longest words (`2^31` at
/// `n = 33`).
#[inline]
fn value_of_lr_wide(u_raw: i64, d_raw: i64, exponent: u32) -> Result<(i64, i64, bool), Error> {
    if u_raw >= d_raw {
        return Ok((u_raw, d_raw, false));
    }
    simplest_between_scaled(u_raw, d_raw, exponent)
        .map(|v| (v, v, true))
        // Unreachable, as for value_of_lr.
        .ok_or(Error::TooLong {
            n: exponent + 2,
            max: MAX_LENGTH,
        })
}

/// Word counts by value, all words and cold words: an open-addressing table of
/// `(value, all, cold)` that doubles when half full (a few hundred entries in practice, at
/// most one per numerator). Counts are at most `2^n <= 2^33` and fit in `u64`.
struct Tally {
    slots: Vec<Option<(i64, u64, u64)>>,
    used: usize,
}

impl Tally {
    fn new() -> Self {
        Tally {
            slots: vec![None; 1 << 10],
            used: 0,
        }
    }

    fn slot_of(slots: &[Option<(i64, u64, u64)>], value: i64) -> usize {
        let mask = slots.len() - 1;
        // Fibonacci hashing of the value's bits.
        let bits = u64::from_ne_bytes(value.to_ne_bytes());
        let mut i = (bits.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        while let Some((v, _, _)) = slots[i] {
            if v == value {
                break;
            }
            i = (i + 1) & mask;
        }
        i
    }

    #[inline]
    fn add(&mut self, value: i64, cold: bool, words: u64) {
        let i = Self::slot_of(&self.slots, value);
        match &mut self.slots[i] {
            Some((_, all, c)) => {
                *all += words;
                if cold {
                    *c += words;
                }
            }
            empty => {
                *empty = Some((value, words, if cold { words } else { 0 }));
                self.used += 1;
                if 2 * self.used > self.slots.len() {
                    self.grow();
                }
            }
        }
    }

    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![None; size]);
        for entry in old.into_iter().flatten() {
            let i = Self::slot_of(&self.slots, entry.0);
            self.slots[i] = Some(entry);
        }
    }

    fn merge(&mut self, other: Tally) {
        for (value, all, cold) in other.slots.into_iter().flatten() {
            self.add(value, false, all);
            if cold > 0 {
                let i = Self::slot_of(&self.slots, value);
                if let Some((_, _, c)) = &mut self.slots[i] {
                    *c += cold;
                }
            }
        }
    }

    /// The entries by increasing value.
    fn into_sorted(self) -> Vec<(i64, u64, u64)> {
        let mut entries: Vec<(i64, u64, u64)> = self.slots.into_iter().flatten().collect();
        entries.sort_unstable();
        entries
    }
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
/// [`Error::Exceeded`] if the table would pass [`MAX_BYTES`] (from `n = 31`).
///
/// ```
/// use combgames_left_vs_right::word_values;
/// assert_eq!(word_values(5).unwrap().iter().count(), 32);
/// assert!(word_values(0).is_err());
/// ```
pub fn word_values(n: u32) -> Result<WordValues, Error> {
    if n > Word::MAX_LEN {
        return Err(Error::TooLong {
            n,
            max: Word::MAX_LEN,
        });
    }
    check_length_for(n, word_values_bytes)?;
    let mut values = zeroed::<(i32, i32, bool)>(1 << n, n)?;
    for_each_word(n, |bits, u, d, cold| values[bits as usize] = (u, d, cold))?;
    Ok(WordValues { n, values })
}

#[cfg(test)]
mod tests {
    use super::{for_each_word, in_parallel, tally_on_grid, tally_scores};
    use std::collections::BTreeMap;

    /// The tally with the last layer formed on the fly equals the tally of every word's value
    /// from the full layers.
    #[test]
    fn tallies_equal_the_values_of_every_word() {
        for n in 1..=16 {
            let mut want: BTreeMap<i64, (u64, u64)> = BTreeMap::new();
            for_each_word(n, |_, u, _, cold| {
                let entry = want.entry(i64::from(u)).or_default();
                entry.0 += 1;
                entry.1 += u64::from(cold);
            })
            .unwrap();
            let want: Vec<(i64, u64, u64)> =
                want.into_iter().map(|(u, (a, c))| (u, a, c)).collect();
            assert_eq!(tally_scores(n).unwrap(), want, "n = {n}");
        }
    }

    /// The grid of `n = 33` (layers over `2^30`, scores over `2^31`, both ends of the `i32`
    /// and past it) on short words gives the same tallies, scaled.
    #[test]
    fn the_finest_grid_gives_the_same_tallies() {
        for n in 3..=14 {
            let scale = 30 - (n - 3);
            let want: Vec<(i64, u64, u64)> = tally_scores(n)
                .unwrap()
                .into_iter()
                .map(|(u, all, cold)| (u << scale, all, cold))
                .collect();
            assert_eq!(tally_on_grid(n, 30).unwrap(), want, "n = {n}");
        }
    }

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
