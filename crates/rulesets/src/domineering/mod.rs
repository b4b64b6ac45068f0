//! Domineering: Left places vertical dominoes, Right horizontal ones.
//!
//! Two searches, both instances of the search core on bit boards: the canonical value
//! ([`Domineering::value`]: the value search over regions keyed up to the eight symmetries,
//! its twin the framework's [`Solver`](crate::Solver) on the same rules), and who wins
//! ([`Domineering::outcome`], [`OutcomeSolver`]: the who-wins search with the safe-move
//! theorem and move ordering, for boards such as 8 x 8 whose value is out of reach; its twin
//! the framework's [`OutcomeSearch`](crate::OutcomeSearch) on the same rules).

mod bands;
mod exact;
mod geometry;
mod outcome;

use std::fmt;
use std::str::FromStr;

pub use bands::BAND_ORACLE_BYTES;
pub use outcome::{
    Counting, DEFAULT_OUTCOME_BYTES, DEFAULT_OUTCOME_NODES, Knowledge, OutcomeSolver,
    table_bytes_for,
};

use combgames_base::Limits;
use combgames_search::{Progress, Stats};

use crate::{Arena, Error, GameId, Player, Position, PositionError};
use exact::{shl, shr};

/// A Domineering position: a rectangle of cells, some empty, some blocked. Left places a
/// domino on two empty cells one above the other, Right on two side by side (the Winning
/// Ways convention); who cannot place loses. Written as rows separated by `|`, `.` empty and
/// `#` blocked: `"..|.."` is the empty 2x2 board; an empty rectangle also as `"2x2"` (rows x
/// columns). Up to 128 cells.
///
/// The value is found by search: a position falls apart into its connected regions of empty
/// cells (independent games, added), and each region is cropped to its bounding box and
/// looked up in a table of regions already solved, up to the eight symmetries of the square
/// (a reflection keeps both players' dominoes; a transposition exchanges them, and the
/// transposed region's value is the negative). Where the value is out of reach,
/// [`outcome`](Self::outcome) (and [`OutcomeSolver`]) answers who wins by a search of its own
/// (docs/domineering.md).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::Domineering;
/// let mut arena = Arena::new();
/// let board: Domineering = "..|..".parse().unwrap();
/// let g = board.value(&mut arena).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "+-1"); // published: the 2x2 board is +-1
/// assert_eq!("2x2".parse::<Domineering>(), Ok(board));
/// assert_eq!("3X2".parse::<Domineering>().unwrap().to_string(), "..|..|..");
/// assert!("12x12".parse::<Domineering>().is_err()); // 144 cells
/// assert!("2x".parse::<Domineering>().is_err() && "2x3x4".parse::<Domineering>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Domineering {
    /// At most 128 each (at most 128 cells): a byte keeps the table's keys small.
    rows: u8,
    cols: u8,
    /// Bit `r * cols + c` is set for an empty cell.
    empty: u128,
}

impl Domineering {
    /// The empty board of `rows` by `cols` cells. A board without cells (a dimension 0) is
    /// the board of no rows, the game `0`, written as the empty text.
    ///
    /// # Errors
    /// [`Error::Position`] for more than 128 cells.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::Domineering;
    /// assert_eq!(Domineering::empty(2, 3).unwrap().to_string(), "...|...");
    /// let none = Domineering::empty(0, 5).unwrap();
    /// assert_eq!(none.to_string(), "");
    /// let mut arena = Arena::new();
    /// assert_eq!(none.value(&mut arena), Ok(arena.zero()));
    /// ```
    pub fn empty(rows: usize, cols: usize) -> Result<Self, Error> {
        if rows == 0 || cols == 0 {
            return Ok(Domineering {
                rows: 0,
                cols: 0,
                empty: 0,
            });
        }
        if rows.saturating_mul(cols) > 128 {
            return Err(PositionError::TooLong {
                len: rows.saturating_mul(cols),
                max: 128,
            }
            .into());
        }
        let cells = rows * cols;
        let empty = if cells == 128 {
            u128::MAX
        } else {
            (1u128 << cells) - 1
        };
        Ok(Domineering::new(rows, cols, empty))
    }

    /// The canonical value, with the default limits of [`value_with`](Self::value_with).
    ///
    /// # Errors
    /// As for [`value_with`](Self::value_with).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::Domineering;
    /// let mut arena = Arena::new();
    /// let g = Domineering::empty(1, 2).unwrap().value(&mut arena).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "-1"); // only Right can play
    /// ```
    pub fn value(&self, arena: &mut Arena) -> Result<GameId, Error> {
        self.value_with(arena, Limits::new())
    }

    /// The canonical value within `limits`: `steps`, the regions solved plus the options
    /// looked at ([`DEFAULT_SOLVER_STEPS`](crate::DEFAULT_SOLVER_STEPS)); `bytes`, the table
    /// of regions, at most 98 bytes a region
    /// ([`DEFAULT_SOLVER_BYTES`](crate::DEFAULT_SOLVER_BYTES)); `time`, the wall time. The
    /// arena keeps its own limits of games and steps.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps, bytes, milliseconds; the arena's games or steps);
    /// [`Error::Interrupted`].
    ///
    /// ```
    /// use combgames_base::{Exceeded, Limits, Resource};
    /// use combgames_partizan::{Arena, Error};
    /// use combgames_rulesets::Domineering;
    /// let mut arena = Arena::new();
    /// let board = Domineering::empty(4, 4).unwrap();
    /// let refused = board.value_with(&mut arena, Limits::new().steps(100));
    /// assert_eq!(refused, Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 100))));
    /// ```
    pub fn value_with(&self, arena: &mut Arena, limits: Limits) -> Result<GameId, Error> {
        self.value_with_progress(arena, limits, |_| {})
    }

    /// [`value_with`](Self::value_with), calling `progress` every
    /// [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) regions solved (for reports on long
    /// searches). Regions are keyed up to all eight symmetries of the square (a transposed
    /// region is the negative): the empty 6 x 6 board needs 4 222 742 regions, half the
    /// 8 444 222 of the framework's [`Solver`](crate::Solver), which keys them up to
    /// reflections only (the [`Position`] rules below, kept as the twin of this search).
    ///
    /// # Errors
    /// As for [`value_with`](Self::value_with).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_partizan::{Arena, OutcomeClass};
    /// use combgames_rulesets::Domineering;
    /// let mut arena = Arena::new();
    /// let mut calls = 0;
    /// let board = Domineering::empty(4, 4).unwrap();
    /// let g = board.value_with_progress(&mut arena, Limits::new(), |_| calls += 1).unwrap();
    /// assert_eq!(calls, 0); // fewer than 2^16 regions
    /// assert_eq!(arena.outcome(g), Ok(OutcomeClass::Next));
    /// ```
    pub fn value_with_progress(
        &self,
        arena: &mut Arena,
        limits: Limits,
        progress: impl FnMut(Progress),
    ) -> Result<GameId, Error> {
        exact::value(self, arena, limits, progress).map(|(g, _)| g)
    }

    /// [`value_with_progress`](Self::value_with_progress), with the statistics of the search
    /// (regions solved, options looked at, the table's look-ups and finds, time).
    ///
    /// # Errors
    /// As for [`value_with`](Self::value_with).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::Domineering;
    /// let mut arena = Arena::new();
    /// let board = Domineering::empty(3, 4).unwrap();
    /// let (_, stats) = board.value_with_stats(&mut arena, Limits::new(), |_| {}).unwrap();
    /// assert!(stats.nodes > 10 && stats.hits > 0);
    /// ```
    pub fn value_with_stats(
        &self,
        arena: &mut Arena,
        limits: Limits,
        progress: impl FnMut(Progress),
    ) -> Result<(GameId, Stats), Error> {
        exact::value(self, arena, limits, progress)
    }
}

impl Domineering {
    /// The board of `rows x cols` cells (at most 128) whose empty cells are the bits of `empty`.
    fn new(rows: usize, cols: usize, empty: u128) -> Domineering {
        // At most 128 cells, so each dimension is at most 128.
        let byte = |n: usize| u8::try_from(n).unwrap_or(u8::MAX);
        Domineering {
            rows: byte(rows),
            cols: byte(cols),
            empty,
        }
    }

    /// The rows and columns.
    fn dims(&self) -> (usize, usize) {
        (usize::from(self.rows), usize::from(self.cols))
    }
}

/// The rules for the framework's [`Solver`](crate::Solver) (the twin of
/// [`Domineering::value`]): a board falls apart into its connected regions of empty
/// cells, each cropped to its bounding box and keyed by the least of its reflections.
impl Position for Domineering {
    fn options(&self, player: Player) -> Vec<Domineering> {
        let ((rows, cols), empty) = (self.dims(), self.empty);
        if empty == 0 {
            return Vec::new();
        }
        let last_col = column(rows, cols, cols - 1);
        // Left's dominoes by their upper cell, Right's by their left cell.
        let (mut bits, other) = match player {
            Player::Left => (empty & shr(empty, cols as u32), cols),
            Player::Right => (empty & (empty >> 1) & !last_col, 1),
        };
        let mut options = Vec::with_capacity(bits.count_ones() as usize);
        while bits != 0 {
            let cell = bits & bits.wrapping_neg();
            bits &= !cell;
            options.push(Domineering {
                empty: empty & !(cell | shl(cell, other as u32)),
                ..*self
            });
        }
        options
    }

    fn components(&self) -> Option<Vec<Domineering>> {
        let ((rows, cols), empty) = (self.dims(), self.empty);
        if empty == 0 {
            return Some(Vec::new());
        }
        let first_col = column(rows, cols, 0);
        let last_col = column(rows, cols, cols - 1);
        // Connected regions, by flooding from the lowest empty cell.
        let mut rest = empty;
        let mut regions = Vec::new();
        while rest != 0 {
            let mut region = rest & rest.wrapping_neg();
            loop {
                let grown = region
                    | ((region << 1) & !first_col)
                    | ((region >> 1) & !last_col)
                    | shl(region, cols as u32)
                    | shr(region, cols as u32);
                let grown = grown & empty;
                if grown == region {
                    break;
                }
                region = grown;
            }
            let (rows, cols, empty) = crop(rows, cols, region);
            regions.push(Domineering::new(rows, cols, empty));
            rest &= !region;
        }
        Some(regions)
    }

    fn canonical(&self) -> Domineering {
        let (rows, cols) = self.dims();
        let empty = normal_form(rows, cols, self.empty);
        Domineering { empty, ..*self }
    }
}

/// The mask of column `c` of a `rows x cols` board.
fn column(rows: usize, cols: usize, c: usize) -> u128 {
    (0..rows).fold(0, |m, r| m | 1u128 << (r * cols + c))
}

/// The region cropped to its bounding box: `(rows, cols, mask)`.
fn crop(rows: usize, cols: usize, region: u128) -> (usize, usize, u128) {
    let cells = (0..rows * cols).filter(|&i| region >> i & 1 == 1);
    let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
    for i in cells {
        let (r, c) = (i / cols, i % cols);
        r0 = r0.min(r);
        r1 = r1.max(r);
        c0 = c0.min(c);
        c1 = c1.max(c);
    }
    let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
    let mut mask = 0u128;
    for r in 0..h {
        for c in 0..w {
            if region >> ((r + r0) * cols + c + c0) & 1 == 1 {
                mask |= 1 << (r * w + c);
            }
        }
    }
    (h, w, mask)
}

/// The least mask among the region and its reflections in either axis (the same game).
fn normal_form(rows: usize, cols: usize, empty: u128) -> u128 {
    let reflect = |flip_rows: bool, flip_cols: bool| {
        let mut mask = 0u128;
        for r in 0..rows {
            for c in 0..cols {
                if empty >> (r * cols + c) & 1 == 1 {
                    let (r2, c2) = (
                        if flip_rows { rows - 1 - r } else { r },
                        if flip_cols { cols - 1 - c } else { c },
                    );
                    mask |= 1 << (r2 * cols + c2);
                }
            }
        }
        mask
    };
    [(false, false), (false, true), (true, false), (true, true)]
        .into_iter()
        .map(|(a, b)| reflect(a, b))
        .min()
        .unwrap_or(empty)
}

impl FromStr for Domineering {
    type Err = Error;

    /// Rows separated by `|`, `.` for an empty cell and `#` for a blocked one; or an empty
    /// rectangle as rows `x` columns in decimal, `"8x8"` (at most 128 cells).
    fn from_str(text: &str) -> Result<Self, Error> {
        if text.is_empty() {
            return Domineering::empty(0, 0); // no cells: the game 0
        }
        if let Some(board) = rectangle(text) {
            return board;
        }
        let rows: Vec<&str> = text.split('|').collect();
        let cols = rows[0].chars().count();
        if let Some(row) = rows.iter().position(|r| r.chars().count() != cols) {
            return Err(PositionError::RaggedRows { row }.into());
        }
        let mut board = Domineering::empty(rows.len(), cols)?;
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                match ch {
                    '.' => {}
                    '#' => board.empty &= !(1u128 << (r * cols + c)),
                    letter => {
                        // The character position in the text: each row and the bar after it.
                        let position = r * (cols + 1) + c;
                        return Err(PositionError::Letter { position, letter }.into());
                    }
                }
            }
        }
        Ok(board)
    }
}

/// `"8x8"` as the empty rectangle; `None` for any other text.
fn rectangle(text: &str) -> Option<Result<Domineering, Error>> {
    let (rows, cols) = crate::grid::rectangle(text)?;
    Some(Domineering::empty(rows, cols))
}

/// Rows separated by `|`, `.` empty, `#` blocked.
impl fmt::Display for Domineering {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (rows, cols) = self.dims();
        for r in 0..rows {
            if r > 0 {
                f.write_str("|")?;
            }
            for c in 0..cols {
                let empty = self.empty >> (r * cols + c) & 1 == 1;
                f.write_str(if empty { "." } else { "#" })?;
            }
        }
        Ok(())
    }
}
