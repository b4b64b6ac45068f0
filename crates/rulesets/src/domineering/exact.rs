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
        let shape = Shape::new(u32::from(region.rows), cols);
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
        let shape = Shape::new(u32::from(region.rows), u32::from(region.cols));
        let e = region.cells;
        let mut rest = e;
        while rest != 0 {
            let part = shape.region_of(rest & rest.wrapping_neg(), e);
            rest &= !part;
            parts.push(shape.crop(part));
        }
        true
    }

    fn key(&self, region: Region) -> (Region, bool) {
        key_of(region)
    }

    /// The regions, flooded, cropped and keyed in one pass.
    fn keys(&self, region: Region, _: &mut Vec<Region>, keys: &mut Vec<(Region, bool)>) {
        let shape = Shape::new(u32::from(region.rows), u32::from(region.cols));
        let e = region.cells;
        let mut rest = e;
        while rest != 0 {
            let part = shape.region_of(rest & rest.wrapping_neg(), e);
            rest &= !part;
            keys.push(key_of(shape.crop(part)));
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

/// The masks of one `rows x cols` board.
#[derive(Debug, Clone, Copy)]
struct Shape {
    cols: u32,
    /// Column 0, and the last column.
    first_col: u128,
    last_col: u128,
}

impl Shape {
    fn new(rows: u32, cols: u32) -> Shape {
        let first_col = (0..rows).fold(0u128, |m, r| m | 1u128 << (r * cols));
        Shape {
            cols,
            first_col,
            last_col: first_col << (cols - 1),
        }
    }

    /// The connected region of the cells `e` that holds the cell `seed`, by flooding.
    fn region_of(&self, seed: u128, e: u128) -> u128 {
        let mut region = seed;
        loop {
            let grown = (region
                | ((region << 1) & !self.first_col)
                | ((region >> 1) & !self.last_col)
                | shl(region, self.cols)
                | shr(region, self.cols))
                & e;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The cells of row `r` as the low `cols` bits.
    fn row(&self, cells: u128, r: u32) -> u128 {
        shr(cells, r * self.cols) & low(self.cols)
    }

    /// The region (not empty) cropped to its bounding box.
    fn crop(&self, region: u128) -> Region {
        let (r0, r1) = (
            region.trailing_zeros() / self.cols,
            region.ilog2() / self.cols,
        );
        let used = (r0..=r1).fold(0u128, |m, r| m | self.row(region, r));
        let (c0, c1) = (used.trailing_zeros(), used.ilog2());
        let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
        let cells = (r0..=r1).fold(0u128, |m, r| {
            m | (self.row(region, r) >> c0) << ((r - r0) * w)
        });
        // Dimensions of a region of at most 128 cells fit in a byte.
        Region {
            rows: h as u8,
            cols: w as u8,
            cells,
        }
    }
}

/// The least image of a region under the symmetries, and whether it is transposed (its value
/// is then the negative of the region's).
fn key_of(region: Region) -> (Region, bool) {
    // Keys compare by their rows first: the image with fewer rows is the least, and only a
    // square region needs both orientations.
    let (rows, cols) = (u32::from(region.rows), u32::from(region.cols));
    if rows < cols {
        return (least_reflection(rows, cols, region.cells), false);
    }
    let t = least_reflection(cols, rows, transpose(rows, cols, region.cells));
    if rows > cols {
        return (t, true);
    }
    let best = least_reflection(rows, cols, region.cells);
    if t < best { (t, true) } else { (best, false) }
}

/// The least of the four reflections of a `rows x cols` region.
fn least_reflection(rows: u32, cols: u32, cells: u128) -> Region {
    let n = rows * cols;
    let turned = cells.reverse_bits() >> (128 - n); // both axes
    let flip_rows = turned_rows(rows, cols, cells);
    let flip_cols = turned_rows(rows, cols, turned);
    let least = cells.min(turned).min(flip_rows).min(flip_cols);
    // At most 128 cells: each dimension fits in a byte.
    Region {
        rows: rows as u8,
        cols: cols as u8,
        cells: least,
    }
}

/// The rows of `cells` in reverse order (a reflection in the horizontal axis).
fn turned_rows(rows: u32, cols: u32, cells: u128) -> u128 {
    let shape = Shape::new(rows, cols);
    (0..rows).fold(0u128, |m, r| {
        m | shape.row(cells, r) << ((rows - 1 - r) * cols)
    })
}

/// The region reflected in its main diagonal: `cols x rows`.
fn transpose(rows: u32, cols: u32, mut cells: u128) -> u128 {
    let mut out = 0u128;
    while cells != 0 {
        let cell = cells.trailing_zeros();
        cells &= cells - 1;
        let (r, c) = (cell / cols, cell % cols);
        out |= 1u128 << (c * rows + r);
    }
    out
}

/// The low `n` bits (`n <= 128`).
fn low(n: u32) -> u128 {
    if n >= 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    }
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
        let shape = Shape::new(3, 4);
        // Cells (1,1), (1,2), (2,2) of a 3 x 4 board.
        let cells = 1u128 << 5 | 1 << 6 | 1 << 10;
        assert_eq!(
            shape.crop(cells),
            Region {
                rows: 2,
                cols: 2,
                cells: 0b1011
            }
        );
    }
}
