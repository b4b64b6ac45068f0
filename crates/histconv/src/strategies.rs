//! The ways [`Histogram::convolve`] and [`Histogram::power`] form a convolution, each exact in the histogram's
//! counting system: number-theoretic transforms over the lattice of scores (residues), a
//! table of one accumulator per lattice cell (short lattices), a bitmap of the occupied cells
//! (dense ones), a merge of the sorted rows with a heap (sparse ones), and cubes in one pass.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use combgames_counting::Counting;

use crate::budget::{CELLS_PER_PAIR, MAX_DENSE_CELLS};
use crate::lattice::Lattice;
use crate::{Error, Histogram, ntt};

/// The modulus and the dense row lengths of a convolution by transforms, if its counting
/// system allows one: residues modulo a modulus below `2^64` that the system exposes as
/// integers, and rows short enough for the transforms.
pub(crate) fn ntt_shape<A: Counting>(
    a: &Histogram<A>,
    b: &Histogram<A>,
    step: u64,
) -> Option<(u64, usize, usize)> {
    let modulus = u64::try_from(a.counting.modulus()?).ok()?;
    a.counting.to_u128(&a.counting.count(1))?;
    let len = |h: &Histogram<A>| {
        let first = h.entries.first()?.0;
        usize::try_from(h.max_score().abs_diff(first) / step.max(1) + 1).ok()
    };
    let (len_a, len_b) = (len(a)?, len(b)?);
    ntt::supported(modulus, len_a, len_b).then_some((modulus, len_a, len_b))
}

impl<A: Counting> Histogram<A> {
    /// The third power by unordered triples, when its lattice is narrow enough for the dense
    /// path of [`convolve`](Self::convolve) (`None` otherwise): each multiset `i <= j <= l` of
    /// entries adds `m c_i c_j c_l` at `x_i + x_j + x_l`, with `m` its number of orderings
    /// (6, 3 or 1). That is `|h|^3 / 6` products where squaring and multiplying take
    /// `|h|^2 + |h^2| |h|`, about three times as many. Scores are cells of the histogram's
    /// own lattice, so the cell of a sum is the sum of the cells; as in the dense path, a first
    /// pass marks the cells that occur and a running popcount turns a cell into its slot.
    /// Memory: two bits per cell of the cube's lattice, and the output. The caller checked the
    /// schedule of [`power`](Self::power), which costs more.
    pub(crate) fn cube(&self) -> Result<Option<Self>, Error> {
        let counting = &self.counting;
        let Some(&(first, _)) = self.entries.first() else {
            return Ok(None);
        };
        let step = self.lattice_step().max(1);
        let Ok(cells) = self
            .entries
            .iter()
            .map(|(score, _)| usize::try_from(score.abs_diff(first) / step))
            .collect::<Result<Vec<usize>, _>>()
        else {
            return Ok(None);
        };
        let len = self.entries.len() as u64;
        let triples = len * (len + 1) * (len + 2) / 6;
        let span = cells.last().map_or(0, |&c| c as u64);
        let table = span.saturating_mul(3).saturating_add(1);
        if table > MAX_DENSE_CELLS || table > triples.saturating_mul(CELLS_PER_PAIR) {
            return Ok(None);
        }
        // Every sum lies in [3 first, 3 max]: both ends must fit in i64.
        let low = first.checked_mul(3).ok_or(Error::ScoreOverflow)?;
        self.max_score()
            .checked_mul(3)
            .ok_or(Error::ScoreOverflow)?;
        let mut occupied = Occupied::new(table as usize);
        for (i, &ci) in cells.iter().enumerate() {
            for (j, &cj) in cells.iter().enumerate().skip(i) {
                for &cl in &cells[j..] {
                    occupied.mark(ci + cj + cl);
                }
            }
        }
        let occupied = occupied.ranked();
        let (three, six) = (counting.count(3), counting.count(6));
        let mut sums = vec![counting.accumulator(); occupied.distinct()];
        for (i, ((_, a), &ci)) in self.entries.iter().zip(&cells).enumerate() {
            for (j, ((_, b), &cj)) in self.entries.iter().zip(&cells).enumerate().skip(i) {
                let product = counting.mul(a, b)?;
                // Orderings of {i, j, l} for l = j and for l > j.
                let (at_j, above_j) = if i == j {
                    (product.clone(), counting.mul(&product, &three)?)
                } else {
                    (
                        counting.mul(&product, &three)?,
                        counting.mul(&product, &six)?,
                    )
                };
                counting.mul_add(&mut sums[occupied.rank(ci + 2 * cj)], &at_j, b);
                for ((_, c), &cl) in self.entries[j + 1..].iter().zip(&cells[j + 1..]) {
                    counting.mul_add(&mut sums[occupied.rank(ci + cj + cl)], &above_j, c);
                }
            }
        }
        let mut entries = Vec::with_capacity(sums.len());
        for (cell, acc) in occupied.cells().zip(sums) {
            let score = low
                .checked_add_unsigned(cell as u64 * step)
                .ok_or(Error::ScoreOverflow)?;
            push_nonzero(&mut entries, counting, score, acc)?;
        }
        Ok(Some(Histogram {
            counting: counting.clone(),
            entries,
            limits: self.limits,
        }))
    }

    /// The convolution by transforms (see [`ntt_shape`]): both histograms as dense rows of
    /// residues on the common lattice of step `step`, multiplied modulo the histograms'
    /// modulus.
    pub(crate) fn convolve_ntt(
        &self,
        other: &Self,
        step: u64,
        modulus: u64,
        low: i64,
    ) -> Result<Self, Error> {
        let row = |h: &Self| -> Result<Vec<u64>, Error> {
            let first = h.entries.first().map_or(0, |e| e.0);
            let len = usize::try_from(h.max_score().abs_diff(first) / step.max(1) + 1)
                .map_err(|_| Error::ScoreOverflow)?;
            let mut row = vec![0u64; len];
            for (score, count) in &h.entries {
                let cell = usize::try_from(score.abs_diff(first) / step.max(1))
                    .map_err(|_| Error::ScoreOverflow)?;
                let value = h
                    .counting
                    .to_u128(count)
                    .and_then(|v| u64::try_from(v).ok());
                row[cell] = value.ok_or(Error::ScoreOverflow)?;
            }
            Ok(row)
        };
        let a = row(self)?;
        let product = if std::ptr::eq(self, other) {
            ntt::convolve(&a, &a, modulus)
        } else {
            let b = row(other)?;
            ntt::convolve(&a, &b, modulus)
        };
        let mut entries = Vec::new();
        for (cell, value) in (0u64..).zip(product) {
            if value != 0 {
                let offset = i64::try_from(cell.saturating_mul(step.max(1)))
                    .map_err(|_| Error::ScoreOverflow)?;
                let score = low.checked_add(offset).ok_or(Error::ScoreOverflow)?;
                entries.push((score, self.counting.count(value)));
            }
        }
        Ok(Histogram {
            counting: self.counting.clone(),
            entries,
            limits: self.limits,
        })
    }

    /// Sums on a short lattice (at most [`DIRECT_CELLS`] points): one accumulator per point,
    /// and one pass over the pairs, each adding its product at the point of its sum.
    pub(crate) fn convolve_direct(
        &self,
        other: &Self,
        lattice: Lattice,
    ) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // The lattice starts at x0 + y0, so the cell of x + y is the cell of x + y0 plus the
        // cell of x0 + y (each a point of the lattice in its range).
        let (Some(&(x0, _)), Some(&(y0, _))) = (self.entries.first(), other.entries.first()) else {
            return Ok(Vec::new());
        };
        let cells_x: Vec<usize> = self
            .entries
            .iter()
            .map(|(x, _)| lattice.index(x + y0))
            .collect();
        let cells_y: Vec<usize> = other
            .entries
            .iter()
            .map(|(y, _)| lattice.index(x0 + y))
            .collect();
        let mut sums = vec![counting.accumulator(); lattice.cells() as usize];
        for ((_, cx), &i) in self.entries.iter().zip(&cells_x) {
            for ((_, cy), &j) in other.entries.iter().zip(&cells_y) {
                counting.mul_add(&mut sums[i + j], cx, cy);
            }
        }
        let mut entries = Vec::new();
        for (cell, acc) in sums.into_iter().enumerate() {
            push_nonzero(&mut entries, counting, lattice.point(cell), acc)?;
        }
        Ok(entries)
    }

    /// Sums on a narrow lattice, in two passes over the pairs and one bit per lattice point:
    /// the first marks the points that occur, a running popcount per 64-bit word then turns a
    /// point into its rank among them, and the second pass adds each product into the slot of
    /// that rank. The slots come out in score order, so nothing is sorted.
    pub(crate) fn convolve_dense(
        &self,
        other: &Self,
        lattice: Lattice,
    ) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // The caller checked cells <= MAX_DENSE_CELLS, and low <= x + y <= high for every pair,
        // so every sum is a point of the lattice (and fits in i64).
        let cells = lattice.cells() as usize;
        let mut occupied = Occupied::new(cells);
        for (x, _) in &self.entries {
            for (y, _) in &other.entries {
                occupied.mark(lattice.index(x + y));
            }
        }
        let occupied = occupied.ranked();
        let mut sums = vec![counting.accumulator(); occupied.distinct()];
        for (x, cx) in &self.entries {
            for (y, cy) in &other.entries {
                counting.mul_add(&mut sums[occupied.rank(lattice.index(x + y))], cx, cy);
            }
        }
        let mut entries = Vec::with_capacity(sums.len());
        for (cell, acc) in occupied.cells().zip(sums) {
            push_nonzero(&mut entries, counting, lattice.point(cell), acc)?;
        }
        Ok(entries)
    }

    /// Sums spread thinly over a wide range: for each score `x` of `self` the sums `x + y`
    /// run in increasing order, and a heap merges the runs, so memory stays one heap slot per
    /// run plus the output.
    pub(crate) fn convolve_sparse(&self, other: &Self) -> Result<Vec<(i64, A::Count)>, Error> {
        let counting = &self.counting;
        // (sum, i, j): the next pair of run i is (x_i, y_j). The caller checked that the
        // smallest and largest sums fit in i64, so every sum does.
        let mut heap: BinaryHeap<Reverse<(i64, usize, usize)>> = self
            .entries
            .iter()
            .enumerate()
            .map(|(i, (x, _))| Reverse((x + other.entries[0].0, i, 0)))
            .collect();
        let mut entries = Vec::new();
        let mut current: Option<(i64, A::Accumulator)> = None;
        while let Some(Reverse((sum, i, j))) = heap.pop() {
            match &mut current {
                Some((s, acc)) if *s == sum => {
                    counting.mul_add(acc, &self.entries[i].1, &other.entries[j].1);
                }
                _ => {
                    if let Some((s, acc)) = current.take() {
                        push_nonzero(&mut entries, counting, s, acc)?;
                    }
                    let mut acc = counting.accumulator();
                    counting.mul_add(&mut acc, &self.entries[i].1, &other.entries[j].1);
                    current = Some((sum, acc));
                }
            }
            if let Some((y, _)) = other.entries.get(j + 1) {
                heap.push(Reverse((self.entries[i].0 + y, i, j + 1)));
            }
        }
        if let Some((s, acc)) = current {
            push_nonzero(&mut entries, counting, s, acc)?;
        }
        Ok(entries)
    }
}

/// The cells of a lattice that occur, one bit each ([`Occupied::mark`]); once
/// [`ranked`](Occupied::ranked), a running popcount per 64-bit word turns a cell into its rank
/// among them, its slot in score order. Two bits per cell with the counts.
struct Occupied<R = ()> {
    bits: Vec<u64>,
    /// The occupied cells before each word (once ranked).
    before: R,
}

impl Occupied {
    fn new(cells: usize) -> Self {
        Occupied {
            bits: vec![0; cells.div_ceil(64)],
            before: (),
        }
    }

    #[inline]
    fn mark(&mut self, cell: usize) {
        self.bits[cell / 64] |= 1 << (cell % 64);
    }

    fn ranked(self) -> Occupied<Vec<usize>> {
        let mut before = Vec::with_capacity(self.bits.len() + 1);
        let mut distinct = 0usize;
        for word in &self.bits {
            before.push(distinct);
            distinct += word.count_ones() as usize;
        }
        before.push(distinct);
        Occupied {
            bits: self.bits,
            before,
        }
    }
}

impl Occupied<Vec<usize>> {
    fn distinct(&self) -> usize {
        self.before.last().copied().unwrap_or(0)
    }

    /// The rank of an occupied `cell` among the occupied cells.
    #[inline]
    fn rank(&self, cell: usize) -> usize {
        self.before[cell / 64]
            + (self.bits[cell / 64] & ((1u64 << (cell % 64)) - 1)).count_ones() as usize
    }

    /// The occupied cells, in increasing order.
    fn cells(&self) -> impl Iterator<Item = usize> + '_ {
        self.bits.iter().enumerate().flat_map(|(w, &word)| {
            let mut bits = word;
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let cell = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    cell
                })
            })
        })
    }
}

/// Appends `(score, count)` unless the count is zero.
fn push_nonzero<A: Counting>(
    entries: &mut Vec<(i64, A::Count)>,
    counting: &A,
    score: i64,
    acc: A::Accumulator,
) -> Result<(), Error> {
    let count = counting.finish(acc)?;
    if !counting.is_zero(&count) {
        entries.push((score, count));
    }
    Ok(())
}
