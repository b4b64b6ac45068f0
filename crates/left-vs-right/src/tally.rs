//! The words of one length counted by value (all words and cold words), without a table of
//! every word: the last layer is formed on the fly and the counts kept in small tables, one
//! per thread.

use combgames_dyadic::simplest_between_scaled;

use crate::Error;
use crate::memory::{MAX_LENGTH, check_length};
use crate::values::{CHECK_EVERY, Layer, in_parallel, layer_upto, threads_for, value_of_lr};

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
            if y % (CHECK_EVERY / 2) == 0 {
                combgames_base::interrupt::check()?;
            }
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

#[cfg(test)]
mod tests {
    use super::{tally_on_grid, tally_scores};
    use crate::values::for_each_word;
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
}
