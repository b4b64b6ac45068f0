//! Cram's nimbers by the search core's nimber search, on bit boards of up to 64 cells.

use combgames_base::Limits;
use combgames_search::{DEFAULT_TABLE_BYTES, MIN_TABLE_BYTES, NimberRules, NimberSearch, Options};

use crate::grid_images::least_image;
use crate::{Cram, Error, PositionError};

/// The most cells of a board [`Cram::nimber`] takes: 64 (one bit each).
///
/// ```
/// use combgames_rulesets::{Cram, MAX_CRAM_NIMBER_CELLS};
/// assert_eq!(MAX_CRAM_NIMBER_CELLS, 64);
/// assert!(Cram::empty(5, 13).unwrap().nimber(Default::default()).is_err());
/// ```
pub const MAX_CRAM_NIMBER_CELLS: usize = 64;

/// A connected region of empty Cram cells in its bounding box: `rows` by `cols` cells
/// (`rows * cols <= 64`), bit `r * cols + c` set for an empty cell.
///
/// ```
/// use combgames_rulesets::CramShape;
/// let l = CramShape::new(2, 2, 0b0111).unwrap(); // an L of three cells
/// assert_eq!(l.cells(), 3);
/// assert!(CramShape::new(9, 9, 1).is_none());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CramShape {
    rows: u8,
    cols: u8,
    bits: u64,
}

impl CramShape {
    /// The shape of `rows` by `cols` cells with the empty cells `bits` (`None` past 64 cells,
    /// for a side of 0, or for bits outside the box).
    #[must_use]
    pub fn new(rows: usize, cols: usize, bits: u64) -> Option<CramShape> {
        let cells = rows.checked_mul(cols)?;
        if rows == 0 || cols == 0 || cells > 64 || bits & !full(cells) != 0 {
            return None;
        }
        Some(CramShape {
            rows: u8::try_from(rows).ok()?,
            cols: u8::try_from(cols).ok()?,
            bits,
        })
    }

    /// The empty cells.
    #[must_use]
    pub fn cells(&self) -> u32 {
        self.bits.count_ones()
    }

    /// The key of the shape up to the eight symmetries of the square (and translation: the
    /// shape is cropped to its box): the least of its images as `rows << 72 | cols << 64 |
    /// bits`.
    #[must_use]
    pub fn key(&self) -> u128 {
        // The least image has the fewer rows: a shape with more rows than columns is
        // transposed first; a square one is looked at both ways.
        let (rows, cols) = (usize::from(self.rows), usize::from(self.cols));
        let (rows, cols, least) = least_image(rows, cols, self.bits);
        (rows as u128) << 72 | (cols as u128) << 64 | u128::from(least)
    }

    /// The board geometry: the masks of cells with a cell to their right, and the box.
    fn masks(&self) -> (u64, u64, u32) {
        let (rows, cols) = (u32::from(self.rows), u32::from(self.cols));
        let mut last_col = 0u64;
        for r in 0..rows {
            last_col |= 1 << (r * cols + cols - 1);
        }
        let box_ = full((rows * cols) as usize);
        (box_ & !last_col, box_, cols)
    }

    /// The dominoes that fit: horizontal ones by their left cell, vertical by their top.
    fn dominoes(&self) -> (u64, u64) {
        let (has_right, _, cols) = self.masks();
        let e = self.bits;
        let horizontal = e & (e >> 1) & has_right;
        let vertical = e & e.checked_shr(cols).unwrap_or(0);
        (horizontal, vertical)
    }

    /// The connected regions of `empty` (cells of this box), each cropped.
    fn split(&self, mut empty: u64, out: &mut Options<CramShape>) {
        let (has_right, box_, cols) = self.masks();
        let has_left = (has_right << 1) & box_;
        while empty != 0 {
            let mut region = empty & empty.wrapping_neg();
            loop {
                let grown = (region
                    | (region << 1 & has_left)
                    | (region >> 1 & has_right)
                    | region.checked_shl(cols).unwrap_or(0)
                    | region.checked_shr(cols).unwrap_or(0))
                    & empty;
                if grown == region {
                    break;
                }
                region = grown;
            }
            empty &= !region;
            if region.count_ones() > 1 {
                out.push(self.crop(region));
            }
        }
    }

    /// The region `bits` of this box, in its own bounding box.
    fn crop(&self, bits: u64) -> CramShape {
        let cols = u32::from(self.cols);
        let row_mask = full(cols as usize);
        let r0 = bits.trailing_zeros() / cols;
        let r1 = bits.ilog2() / cols;
        let mut columns = 0u64;
        for r in r0..=r1 {
            columns |= bits >> (r * cols) & row_mask;
        }
        let c0 = columns.trailing_zeros();
        let width = 64 - columns.leading_zeros() - c0;
        let width_mask = full(width as usize);
        let mut cropped = 0u64;
        for r in r0..=r1 {
            cropped |= (bits >> (r * cols + c0) & width_mask) << ((r - r0) * width);
        }
        CramShape {
            rows: u8::try_from(r1 - r0 + 1).unwrap_or(u8::MAX),
            cols: u8::try_from(width).unwrap_or(u8::MAX),
            bits: cropped,
        }
    }
}

/// `limits`, or without a byte limit, with a table that suits a position of `size` cells or
/// vertices: 32 KiB for the smallest, twice as much for each two more, at most the search's
/// default ([`DEFAULT_TABLE_BYTES`]).
pub(crate) fn suited(limits: Limits, size: usize) -> Limits {
    if limits.bytes.is_some() {
        return limits;
    }
    let doublings = (size / 2).min(20);
    limits.bytes((MIN_TABLE_BYTES << doublings).min(DEFAULT_TABLE_BYTES))
}

/// The low `cells` bits.
fn full(cells: usize) -> u64 {
    if cells >= 64 {
        u64::MAX
    } else {
        (1 << cells) - 1
    }
}

/// Cram for the nimber search ([`NimberSearch`]): components are [`CramShape`]s, keyed up to
/// the square's symmetries; a move removes a domino's two cells and splits what is left into
/// its regions.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_rulesets::{CramRules, CramShape};
/// use combgames_search::NimberSearch;
/// let board = CramShape::new(3, 3, 0b111_111_111).unwrap();
/// let mut search = NimberSearch::new(CramRules, Limits::new()).unwrap();
/// assert_eq!(search.nimber::<combgames_partizan::Error>(&board), Ok(0)); // 3 x 3 is *0
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct CramRules;

impl NimberRules for CramRules {
    type Component = CramShape;
    type Key = u128;

    fn key(&self, shape: &CramShape) -> u128 {
        shape.key()
    }

    fn size(&self, shape: &CramShape) -> u64 {
        u64::from(shape.cells())
    }

    /// The moves that leave the region symmetric under a half turn come first (the mirror
    /// reply: where it wins, the search finds its witness at once); an order, not a rule:
    /// every answer is still searched.
    fn options(&self, shape: &CramShape, out: &mut Options<CramShape>) {
        let (horizontal, vertical) = shape.dominoes();
        let cols = u32::from(shape.cols);
        let cells = u32::from(shape.rows) * cols;
        let turned = |bits: u64| bits.reverse_bits() >> (64 - cells);
        // Two passes over the dominoes: the symmetric leaves first, then the others.
        for symmetric in [true, false] {
            for (mut starts, other) in [(horizontal, 1), (vertical, cols)] {
                while starts != 0 {
                    let i = starts.trailing_zeros();
                    starts &= starts - 1;
                    let left = shape.bits & !(1 << i | 1 << (i + other));
                    if (turned(left) == left) == symmetric {
                        shape.split(left, out);
                        out.end();
                    }
                }
            }
        }
    }

    /// One cell: no move (`0`); two or three connected cells: every move leaves at most one
    /// cell (`*1`).
    fn known(&self, shape: &CramShape) -> Option<u32> {
        match shape.cells() {
            0 | 1 => Some(0),
            2 | 3 => Some(1),
            _ => None,
        }
    }

    /// The dominoes that fit (a mex of `m` values is at most `m`).
    fn bound(&self, shape: &CramShape) -> u32 {
        let (horizontal, vertical) = shape.dominoes();
        horizontal.count_ones() + vertical.count_ones()
    }
}

impl Cram {
    /// The board's empty cells as the [`CramShape`]s of its regions.
    ///
    /// # Errors
    /// [`PositionError::TooLong`] past [`MAX_CRAM_NIMBER_CELLS`] cells.
    pub fn shapes(&self) -> Result<Vec<CramShape>, Error> {
        let grid = self.grid();
        let cells = grid.cells().len();
        if cells > MAX_CRAM_NIMBER_CELLS {
            return Err(PositionError::TooLong {
                len: cells,
                max: MAX_CRAM_NIMBER_CELLS,
            }
            .into());
        }
        if cells == 0 {
            return Ok(Vec::new());
        }
        let mut bits = 0u64;
        for (i, &c) in grid.cells().iter().enumerate() {
            if c == b'.' {
                bits |= 1 << i;
            }
        }
        let whole = CramShape::new(grid.rows(), grid.cols(), bits).ok_or(PositionError::Empty)?;
        let mut parts = Options::default();
        whole.split(bits, &mut parts);
        parts.end();
        Ok(parts.get(0).to_vec())
    }

    /// The nimber's size `n` (the value is `*n`), by the search core's nimber search
    /// ([`NimberSearch`] over [`CramRules`]) within `limits` (as that search takes them; with
    /// no byte limit, a table of 32 KiB doubled for every two cells, at most
    /// [`DEFAULT_TABLE_BYTES`]): much faster than [`grundy`](Self::grundy), which stays as its
    /// slow twin. One thread: for more, build the search with
    /// [`NimberSearch::threads`] and call [`nimber_in`](Self::nimber_in).
    ///
    /// Cost: the questions the search asks; bounded by the limits.
    ///
    /// # Errors
    /// [`PositionError::TooLong`] past [`MAX_CRAM_NIMBER_CELLS`] cells;
    /// [`Error::Exceeded`] past a limit; [`Error::Interrupted`].
    ///
    /// ```
    /// use combgames_rulesets::Cram;
    /// let board = Cram::empty(3, 8).unwrap();
    /// assert_eq!(board.nimber(Default::default()), Ok(3)); // 3 x n from n = 3: 0 1 1 4 1 3
    /// ```
    pub fn nimber(&self, limits: Limits) -> Result<u32, Error> {
        let limits = suited(limits, self.grid().cells().len());
        let mut search = NimberSearch::new(CramRules, limits)?;
        self.nimber_in(&mut search)
    }

    /// [`nimber`](Self::nimber) with a search the caller holds (its memo kept across
    /// boards, preloaded or written out by the caller).
    ///
    /// # Errors
    /// As for [`nimber`](Self::nimber).
    pub fn nimber_in(&self, search: &mut NimberSearch<'_, CramRules>) -> Result<u32, Error> {
        let mut total = 0;
        for shape in self.shapes()? {
            total ^= search.nimber::<Error>(&shape)?;
        }
        Ok(total)
    }
}
