//! The canonical value of a Domineering board: the search core's value search over regions,
//! on bit boards.
//!
//! A board is the sum of its connected regions of empty cells. A region is cropped to its
//! bounding box and keyed by the least of its images under the eight symmetries of the
//! square: the four reflections keep the game, and the four that transpose the region
//! exchange the players' directions, so that the transposed region's value is the negative
//! (`-G` is `G` with Left and Right exchanged, and a transposed vertical domino is a
//! horizontal one). A region not in the table is solved once as
//! `{ value(R^L) | value(R^R) }` in canonical form, each option again the sum of its regions.
//!
//! It is the framework's search ([`Solver`](crate::Solver) on the [`Position`] rules of
//! [`Domineering`], kept as its twin) with rules of its own: the moves, regions, crops and
//! keys are word operations on the board (one shift per row, not one per cell), and the
//! transposition halves the regions of a square board.
//!
//! [`Position`]: crate::Position

use combgames_base::Limits;
use combgames_search::{Progress, Stats, ValueRules, ValueSearch};

use super::Domineering;
use crate::canonical::Canonical;
use crate::word::Word;
use crate::{Arena, Error, GameId};

/// The value of `board` and the statistics of its search.
pub(super) fn value(
    board: &Domineering,
    arena: &mut Arena,
    limits: Limits,
    mut progress: impl FnMut(Progress),
) -> Result<(GameId, Stats), Error> {
    let (rows, cols) = board.dims();
    let mut search = ValueSearch::new(Regions, limits);
    let g = if board.empty == 0 {
        arena.zero()
    } else {
        let whole = Region {
            rows: rows as u8,
            cols: cols as u8,
            cells: board.empty,
        };
        search.value_with_progress(&mut Canonical(arena), &whole, &mut progress)?
    };
    Ok((g, search.stats()))
}

/// A value search over regions that keeps its memo from one board to the next: the band
/// values of the outcome search ask it for many small boards that share most of their regions.
pub(super) struct RegionValues {
    search: ValueSearch<Regions, GameId>,
}

impl RegionValues {
    /// A search within `limits` (steps and the memo's bytes, over its lifetime).
    pub(super) fn new(limits: Limits) -> Self {
        RegionValues {
            search: ValueSearch::new(Regions, limits),
        }
    }

    /// The value of the `rows x cols` board with the empty cells `cells` (bit `r * cols + c`;
    /// at most 128 cells), in `arena`, which must be the arena of every earlier question.
    pub(super) fn value(
        &mut self,
        arena: &mut Arena,
        rows: u32,
        cols: u32,
        cells: u128,
    ) -> Result<GameId, Error> {
        if cells == 0 {
            return Ok(arena.zero());
        }
        // At most 128 cells: each dimension fits in a byte.
        let whole = Region {
            rows: rows as u8,
            cols: cols as u8,
            cells,
        };
        self.search.value(&mut Canonical(arena), &whole)
    }
}

/// A region: `rows x cols` cells (at most 128), bit `r * cols + c` set for an empty cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
struct Region {
    rows: u8,
    cols: u8,
    cells: u128,
}

/// The rules of the value search: a board's options by word operations, its regions cropped,
/// keys up to the eight symmetries.
struct Regions;

impl ValueRules for Regions {
    type Position = Region;
    type Options<'a> = Dominoes;
    const SIDES: usize = 2;

    fn options(&self, region: &Region, side: usize) -> Dominoes {
        let (cols, e) = (u32::from(region.cols), region.cells);
        let shape = Shape::<u128>::new(u32::from(region.rows), cols);
        // Left's dominoes by their upper cell, Right's by their left cell.
        let (anchors, step) = if side == 0 {
            (e & shr(e, cols), cols)
        } else {
            (e & (e >> 1) & !shape.last_col, 1)
        };
        Dominoes {
            region: *region,
            anchors,
            step,
        }
    }

    fn components(&self, region: &Region, parts: &mut Vec<Region>) -> bool {
        let shape = Shape::<u128>::new(u32::from(region.rows), u32::from(region.cols));
        let e = region.cells;
        let mut rest = e;
        while rest != 0 {
            let part = shape.region_of(rest & rest.wrapping_neg(), e);
            rest &= !part;
            let (h, w, cells) = shape.crop(part);
            parts.push(self::region(h, w, cells));
        }
        true
    }

    fn key(&self, region: Region) -> (Region, bool) {
        key_of(region)
    }

    /// The regions, flooded, cropped and keyed in one pass; on a `u64` for regions of fewer
    /// than 64 cells (every band's), which halves the work of each operation.
    fn keys(&self, region: Region, _: &mut Vec<Region>, keys: &mut Vec<(Region, bool)>) {
        let (rows, cols) = (u32::from(region.rows), u32::from(region.cols));
        if rows * cols < 64 {
            Shape::<u64>::new(rows, cols).keys(region.cells as u64, keys);
        } else {
            Shape::<u128>::new(rows, cols).keys(region.cells, keys);
        }
    }
}

/// The options of one side of a region, one domino at a time.
struct Dominoes {
    region: Region,
    /// The anchors not yet played, and the step to a domino's second cell.
    anchors: u128,
    step: u32,
}

impl Iterator for Dominoes {
    type Item = Region;

    fn next(&mut self) -> Option<Region> {
        if self.anchors == 0 {
            return None;
        }
        let cell = self.anchors & self.anchors.wrapping_neg();
        self.anchors &= !cell;
        Some(Region {
            cells: self.region.cells & !(cell | shl(cell, self.step)),
            ..self.region
        })
    }
}

/// What one table entry may cost at most: the slot (twice over, as a table that has just
/// doubled is half empty) and its control byte.
#[cfg(test)]
const ENTRY_BYTES: u64 = 2 * (std::mem::size_of::<(Region, Option<GameId>)>() as u64 + 1);

/// The masks of one `rows x cols` board held in the word `W`.
#[derive(Debug, Clone, Copy)]
struct Shape<W> {
    cols: u32,
    /// Column 0, and the last column.
    first_col: W,
    last_col: W,
}

impl<W: Word> Shape<W> {
    /// The masks of a `rows x cols` board (`rows * cols <= W::BITS`).
    fn new(rows: u32, cols: u32) -> Shape<W> {
        let first_col = (0..rows).fold(W::ZERO, |m, r| m | W::ONE << (r * cols));
        Shape {
            cols,
            first_col,
            last_col: first_col << (cols - 1),
        }
    }

    /// The connected region of the cells `e` that holds the cell `seed`, by flooding.
    fn region_of(&self, seed: W, e: W) -> W {
        let mut region = seed;
        loop {
            let grown = (region
                | ((region << 1) & !self.first_col)
                | ((region >> 1) & !self.last_col)
                | region.shl_or_zero(self.cols)
                | region.shr_or_zero(self.cols))
                & e;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The region (not empty) cropped to its bounding box: its rows, columns and cells.
    fn crop(&self, region: W) -> (u32, u32, W) {
        let top = W::BITS - 1 - region.leading_zeros();
        let (r0, r1) = (region.trailing_zeros() / self.cols, top / self.cols);
        // Rows `r0..=r1` shifted down to row 0 (every row starts below `W::BITS`), then the
        // columns found by folding the rows onto each other.
        let cells = region >> (r0 * self.cols);
        let (h, mask) = (r1 - r0 + 1, low::<W>(self.cols));
        let used = (0..h).fold(W::ZERO, |m, r| m | (cells >> (r * self.cols)) & mask);
        let (c0, c1) = (used.trailing_zeros(), W::BITS - 1 - used.leading_zeros());
        let w = c1 - c0 + 1;
        if w == self.cols {
            return (h, w, cells);
        }
        let keep = low::<W>(w);
        let cells = (0..h).fold(W::ZERO, |m, r| {
            m | ((cells >> (r * self.cols + c0)) & keep) << (r * w)
        });
        (h, w, cells)
    }

    /// The regions of the cells `e`, flooded, cropped and keyed.
    fn keys(&self, e: W, keys: &mut Vec<(Region, bool)>) {
        let mut rest = e;
        while rest != W::ZERO {
            let part = self.region_of(rest & !rest.without_lowest(), e);
            rest = rest & !part;
            let (h, w, cells) = self.crop(part);
            keys.push(key_in(h, w, cells));
        }
    }
}

/// A region of `rows x cols` cells held in a word.
fn region(rows: u32, cols: u32, cells: u128) -> Region {
    // Dimensions of a region of at most 128 cells fit in a byte.
    Region {
        rows: rows as u8,
        cols: cols as u8,
        cells,
    }
}

/// The least image of a region under the symmetries, and whether it is transposed (its value
/// is then the negative of the region's).
fn key_of(r: Region) -> (Region, bool) {
    let (rows, cols) = (u32::from(r.rows), u32::from(r.cols));
    if rows * cols < 64 {
        // Fewer than 64 cells fit in one `u64` (and no shift reaches its width).
        key_in(rows, cols, r.cells as u64)
    } else {
        key_in(rows, cols, r.cells)
    }
}

/// [`key_of`] on a word.
fn key_in<W: Word>(rows: u32, cols: u32, cells: W) -> (Region, bool) {
    // Keys compare by their rows first: the image with fewer rows is the least, and only a
    // square region needs both orientations.
    if rows < cols {
        return (
            region(rows, cols, least_reflection(rows, cols, cells)),
            false,
        );
    }
    let t = least_reflection(cols, rows, transpose(rows, cols, cells));
    if rows > cols {
        return (region(cols, rows, t), true);
    }
    let best = least_reflection(rows, cols, cells);
    if t < best {
        (region(rows, cols, t), true)
    } else {
        (region(rows, cols, best), false)
    }
}

/// The least of the four reflections of a `rows x cols` region, as a word.
fn least_reflection<W: Word>(rows: u32, cols: u32, cells: W) -> u128 {
    let n = rows * cols;
    let turned = cells.reverse_bits() >> (W::BITS - n); // both axes
    let flip_rows = turned_rows(rows, cols, cells);
    let flip_cols = turned_rows(rows, cols, turned);
    cells.min(turned).min(flip_rows).min(flip_cols).widen()
}

/// The rows of `cells` in reverse order (a reflection in the horizontal axis).
fn turned_rows<W: Word>(rows: u32, cols: u32, cells: W) -> W {
    // Every row starts below the word's width: `r * cols <= (rows - 1) * cols < W::BITS`.
    let mask = low::<W>(cols);
    (0..rows).fold(W::ZERO, |m, r| {
        m | ((cells >> (r * cols)) & mask) << ((rows - 1 - r) * cols)
    })
}

/// The region reflected in its main diagonal: `cols x rows`.
fn transpose<W: Word>(rows: u32, cols: u32, cells: W) -> W {
    let mask = low::<W>(cols);
    let mut out = W::ZERO;
    for r in 0..rows {
        let mut row = (cells >> (r * cols)) & mask;
        while row != W::ZERO {
            let c = row.trailing_zeros();
            row = row.without_lowest();
            out = out | W::ONE << (c * rows + r);
        }
    }
    out
}

/// The low `n` bits of a word (`1 <= n <= W::BITS`).
fn low<W: Word>(n: u32) -> W {
    W::MAX >> (W::BITS - n)
}

/// `x << n`, 0 when `n` is 128 or more (a board of one row of 128 cells shifts by 128).
pub(super) fn shl(x: u128, n: u32) -> u128 {
    x.checked_shl(n).unwrap_or(0)
}

/// `x >> n`, 0 when `n` is 128 or more.
pub(super) fn shr(x: u128, n: u32) -> u128 {
    x.checked_shr(n).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn region(text: &str) -> Region {
        let board: Domineering = text.parse().unwrap();
        let (rows, cols) = board.dims();
        Region {
            rows: rows as u8,
            cols: cols as u8,
            cells: board.empty,
        }
    }

    #[test]
    fn keys_of_reflections_agree_and_transposes_are_marked() {
        let a = key_of(region("..#|.##"));
        for image in ["#..|##.", ".##|..#", "##.|#.."] {
            assert_eq!(key_of(region(image)), a, "{image}");
        }
        // The transpose of "..#|.##" (2 x 3) is "..|.#|##" (3 x 2): the same key, negated.
        let t = key_of(region("..|.#|##"));
        assert_eq!(t.0, a.0);
        assert_ne!(t.1, a.1);
    }

    #[test]
    fn an_entry_costs_what_the_docs_say() {
        assert_eq!(ENTRY_BYTES, 98); // Domineering::value_with
    }

    #[test]
    fn crops_keep_the_cells() {
        // Cells (1,1), (1,2), (2,2) of a 3 x 4 board, on either word.
        let cells = 1u64 << 5 | 1 << 6 | 1 << 10;
        assert_eq!(Shape::<u64>::new(3, 4).crop(cells), (2, 2, 0b1011));
        let wide = Shape::<u128>::new(3, 4).crop(u128::from(cells));
        assert_eq!(wide, (2, 2, 0b1011));
        // A full row of 128 cells is its own crop, and a region in the last column of a
        // 2 x 64 board is cropped to a column.
        assert_eq!(
            Shape::<u128>::new(1, 128).crop(u128::MAX),
            (1, 128, u128::MAX)
        );
        let column = 1u128 << 63 | 1 << 127;
        assert_eq!(Shape::<u128>::new(2, 64).crop(column), (2, 1, 0b11));
    }

    #[test]
    fn keys_on_either_word_agree() {
        // Every region of a 3 x 3 board and of a 2 x 4 board: the key on a u64 and on a u128.
        for (rows, cols) in [(3u32, 3u32), (2, 4), (4, 2), (1, 7)] {
            for cells in 1u64..1 << (rows * cols) {
                let (mut a, mut b) = (Vec::new(), Vec::new());
                Shape::<u64>::new(rows, cols).keys(cells, &mut a);
                Shape::<u128>::new(rows, cols).keys(u128::from(cells), &mut b);
                assert_eq!(a, b, "{rows} x {cols}: {cells:b}");
            }
        }
    }
}
