//! Boards of cells written as rows separated by `|`, shared by the grid rulesets.

use std::fmt;

use crate::{Error, Player, PositionError};

/// `"8x8"` (rows x columns, decimal digits only) as the dimensions of an empty rectangle;
/// `None` for any other text. A dimension too large for a `usize` is `usize::MAX` (a board
/// of too many cells, refused by the caller).
pub(crate) fn rectangle(text: &str) -> Option<(usize, usize)> {
    let (rows, cols) = text.split_once(['x', 'X'])?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(rows) || !digits(cols) {
        return None;
    }
    Some((
        rows.parse().unwrap_or(usize::MAX),
        cols.parse().unwrap_or(usize::MAX),
    ))
}

/// The cells of a strip, each a character of `alphabet`.
pub(crate) fn strip(text: &str, alphabet: &str) -> Result<Vec<u8>, Error> {
    Ok(Grid::parse_strip(text, alphabet)?.cells().to_vec())
}

/// The stones of `player` on a board of `x` (Left's) and `o` (Right's): (own, opponent's).
pub(crate) fn stones(player: Player) -> (u8, u8) {
    match player {
        Player::Left => (b'x', b'o'),
        Player::Right => (b'o', b'x'),
    }
}

/// The most cells a [`Grid`] holds: 1024.
///
/// ```
/// use combgames_rulesets::{Grid, MAX_CELLS};
/// assert_eq!(MAX_CELLS, 1024);
/// assert!(Grid::parse(&".".repeat(1025), ".").is_err());
/// ```
pub const MAX_CELLS: usize = 1024;

/// The symmetries of a board that the rules keep, for [`Grid::canonical`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// None: the board as it is.
    Identity,
    /// The reflections in either axis and the half turn (4 boards): rules that tell rows from
    /// columns, as Domineering's.
    Reflections,
    /// Also the transposes and quarter turns (8 boards): rules that treat both directions
    /// alike, as Clobber's.
    Dihedral,
}

/// The four orthogonal steps `(rows, columns)`.
pub(crate) const ORTHOGONAL: [(isize, isize); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// The eight steps of a queen (or a king).
pub(crate) const QUEEN: [(isize, isize); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// A rectangular board of cells, each an ASCII character, at most [`MAX_CELLS`] of them.
/// Written as rows separated by `|` (`"x.o|.ox"`: two rows of three); the empty text is the
/// board without cells. Cells are numbered row by row from 0.
///
/// ```
/// use combgames_rulesets::{Grid, Symmetry};
/// let board = Grid::parse("xo.|..x", "xo.").unwrap();
/// assert_eq!((board.rows(), board.cols(), board.get(1)), (2, 3, Some(b'o')));
/// assert_eq!(board.canonical(Symmetry::Reflections).to_string(), "..x|xo.");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Grid {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Grid {
    /// Reads rows separated by `|`, each character one of `alphabet`.
    ///
    /// # Errors
    /// [`Error::Position`]: [`PositionError::Letter`] for a character not in `alphabet`, with
    /// its character position in `text` (from 0); [`PositionError::RaggedRows`] for rows of
    /// different lengths; [`PositionError::TooLong`] for more than [`MAX_CELLS`] cells.
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::Grid;
    /// let bad = Grid::parse("..|.x", ".#");
    /// assert_eq!(bad, Err(Error::Position(PositionError::Letter { position: 4, letter: 'x' })));
    /// ```
    pub fn parse(text: &str, alphabet: &str) -> Result<Grid, Error> {
        let mut rows = 0;
        let mut cols = None;
        let mut cells = Vec::new();
        let mut in_row = 0;
        for (position, letter) in text.chars().enumerate() {
            if letter == '|' {
                if *cols.get_or_insert(in_row) != in_row {
                    return Err(PositionError::RaggedRows { row: rows }.into());
                }
                rows += 1;
                in_row = 0;
                continue;
            }
            if !letter.is_ascii() || !alphabet.contains(letter) {
                return Err(PositionError::Letter { position, letter }.into());
            }
            if cells.len() == MAX_CELLS {
                let len = text.chars().filter(|&c| c != '|').count();
                return Err(PositionError::TooLong {
                    len,
                    max: MAX_CELLS,
                }
                .into());
            }
            // An ASCII character: one byte.
            cells.push(letter as u8);
            in_row += 1;
        }
        if text.is_empty() {
            return Ok(Grid::default());
        }
        if *cols.get_or_insert(in_row) != in_row {
            return Err(PositionError::RaggedRows { row: rows }.into());
        }
        let cols = cols.unwrap_or(in_row);
        if cols == 0 {
            return Ok(Grid::default());
        }
        Ok(Grid {
            rows: rows + 1,
            cols,
            cells,
        })
    }

    /// Reads a strip: one row of characters of `alphabet`, with no `|` (the empty text is the
    /// strip without cells).
    ///
    /// # Errors
    /// [`PositionError::Letter`] for a character not in `alphabet` (a `|` included), with its
    /// character position; [`PositionError::TooLong`] past [`MAX_CELLS`] cells.
    ///
    /// ```
    /// use combgames_partizan::{Error, PositionError};
    /// use combgames_rulesets::Grid;
    /// assert_eq!(Grid::parse_strip("T.F", "TF.").unwrap().cols(), 3);
    /// let bad = Grid::parse_strip("T.|F", "TF.");
    /// assert_eq!(bad, Err(Error::Position(PositionError::Letter { position: 2, letter: '|' })));
    /// ```
    pub fn parse_strip(text: &str, alphabet: &str) -> Result<Grid, Error> {
        if let Some(position) = text.chars().position(|c| c == '|') {
            return Err(PositionError::Letter {
                position,
                letter: '|',
            }
            .into());
        }
        Grid::parse(text, alphabet)
    }

    /// A board of `rows` by `cols` cells, each `fill` (an ASCII character); a dimension 0
    /// gives the board without cells.
    ///
    /// # Errors
    /// [`PositionError::TooLong`] for more than [`MAX_CELLS`] cells;
    /// [`PositionError::Letter`] for a `fill` that is not ASCII or is `|`.
    ///
    /// ```
    /// use combgames_rulesets::Grid;
    /// assert_eq!(Grid::filled(2, 3, '.').unwrap().to_string(), "...|...");
    /// ```
    pub fn filled(rows: usize, cols: usize, fill: char) -> Result<Grid, Error> {
        if !fill.is_ascii() || fill == '|' {
            return Err(PositionError::Letter {
                position: 0,
                letter: fill,
            }
            .into());
        }
        let len = rows.saturating_mul(cols);
        if len > MAX_CELLS {
            return Err(PositionError::TooLong {
                len,
                max: MAX_CELLS,
            }
            .into());
        }
        if len == 0 {
            return Ok(Grid::default());
        }
        Ok(Grid {
            rows,
            cols,
            cells: vec![fill as u8; len],
        })
    }

    /// The number of rows.
    #[must_use]
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The number of columns.
    #[must_use]
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// The cells, row by row.
    #[must_use]
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Cell `i` (row `i / cols`, column `i % cols`), if on the board.
    ///
    /// ```
    /// use combgames_rulesets::Grid;
    /// let board = Grid::parse("x.|.o", "xo.").unwrap();
    /// assert_eq!((board.get(3), board.get(4)), (Some(b'o'), None));
    /// ```
    #[must_use]
    pub fn get(&self, i: usize) -> Option<u8> {
        self.cells.get(i).copied()
    }

    /// Cell `i`, which the caller knows is on the board (from `0..cells().len()` or
    /// [`step`](Self::step)).
    pub(crate) fn cell(&self, i: usize) -> u8 {
        self.cells[i]
    }

    /// Sets cell `i` to `value`, an ASCII character other than `|`; whether it was set (not
    /// for a cell off the board or another character).
    ///
    /// ```
    /// use combgames_rulesets::Grid;
    /// let mut board = Grid::filled(1, 2, '.').unwrap();
    /// assert!(board.set(1, b'x') && !board.set(2, b'x') && !board.set(0, b'|'));
    /// assert_eq!(board.to_string(), ".x");
    /// ```
    pub fn set(&mut self, i: usize, value: u8) -> bool {
        match self.cells.get_mut(i) {
            Some(cell) if value.is_ascii() && value != b'|' => {
                *cell = value;
                true
            }
            _ => false,
        }
    }

    /// The cell one step `(dr, dc)` from cell `i`, if on the board.
    ///
    /// ```
    /// use combgames_rulesets::Grid;
    /// let board = Grid::filled(2, 2, '.').unwrap();
    /// assert_eq!((board.step(0, 1, 1), board.step(0, -1, 0)), (Some(3), None));
    /// ```
    #[must_use]
    pub fn step(&self, i: usize, dr: isize, dc: isize) -> Option<usize> {
        let r = (i / self.cols).checked_add_signed(dr)?;
        let c = (i % self.cols).checked_add_signed(dc)?;
        (r < self.rows && c < self.cols).then_some(r * self.cols + c)
    }

    /// The connected regions of the cells for which `member` holds (neighbours orthogonal, or
    /// also diagonal when `diagonal`), each cropped to its bounding box with every other cell
    /// in it set to `blank`. `O(cells)` each.
    ///
    /// ```
    /// use combgames_rulesets::Grid;
    /// let board = Grid::parse("xo.|..o", "xo.").unwrap();
    /// let parts: Vec<String> = board
    ///     .regions(|c| c != b'.', false, b'.')
    ///     .iter()
    ///     .map(ToString::to_string)
    ///     .collect();
    /// assert_eq!(parts, ["xo", "o"]);
    /// ```
    #[must_use]
    pub fn regions(&self, member: impl Fn(u8) -> bool, diagonal: bool, blank: u8) -> Vec<Grid> {
        let steps: &[(isize, isize)] = if diagonal { &QUEEN } else { &ORTHOGONAL };
        let mut seen = vec![false; self.cells.len()];
        let mut regions = Vec::new();
        for start in 0..self.cells.len() {
            if seen[start] || !member(self.cells[start]) {
                continue;
            }
            seen[start] = true;
            let mut region = vec![start];
            let mut next = 0;
            while next < region.len() {
                let i = region[next];
                next += 1;
                for &(dr, dc) in steps {
                    if let Some(j) = self.step(i, dr, dc) {
                        if !seen[j] && member(self.cells[j]) {
                            seen[j] = true;
                            region.push(j);
                        }
                    }
                }
            }
            regions.push(self.crop(&region, blank));
        }
        regions
    }

    /// The bounding box of `cells`, holding them and `blank` elsewhere.
    pub(crate) fn crop(&self, cells: &[usize], blank: u8) -> Grid {
        let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
        for &i in cells {
            let (r, c) = (i / self.cols, i % self.cols);
            (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        }
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut cropped = vec![blank; rows * cols];
        for &i in cells {
            let (r, c) = (i / self.cols - r0, i % self.cols - c0);
            cropped[r * cols + c] = self.cells[i];
        }
        Grid {
            rows,
            cols,
            cells: cropped,
        }
    }

    /// The least (rows, then columns, then cells) of the boards that `symmetry` maps this one
    /// to: equal for boards that are images of each other. `O(cells)` per image.
    ///
    /// ```
    /// use combgames_rulesets::{Grid, Symmetry};
    /// let a = Grid::parse("x.|..|.o", "xo.").unwrap();
    /// let b = Grid::parse("..o|x..", "xo.").unwrap(); // a turned a quarter
    /// assert_eq!(a.canonical(Symmetry::Dihedral), b.canonical(Symmetry::Dihedral));
    /// assert_ne!(a.canonical(Symmetry::Reflections), b.canonical(Symmetry::Reflections));
    /// ```
    #[must_use]
    pub fn canonical(&self, symmetry: Symmetry) -> Grid {
        let images: &[(bool, bool, bool)] = match symmetry {
            Symmetry::Identity => return self.clone(),
            Symmetry::Reflections => &[
                (false, false, false),
                (true, false, false),
                (false, true, false),
                (true, true, false),
            ],
            Symmetry::Dihedral => &[
                (false, false, false),
                (true, false, false),
                (false, true, false),
                (true, true, false),
                (false, false, true),
                (true, false, true),
                (false, true, true),
                (true, true, true),
            ],
        };
        // Two buffers for all the images: the best so far and the one being drawn.
        let mut best = self.clone();
        let mut image = Vec::with_capacity(self.cells.len());
        for &(flip_rows, flip_cols, transpose) in &images[1..] {
            let (rows, cols) = self.draw(flip_rows, flip_cols, transpose, &mut image);
            if (rows, cols, &image[..]) < (best.rows, best.cols, &best.cells[..]) {
                (best.rows, best.cols) = (rows, cols);
                std::mem::swap(&mut best.cells, &mut image);
            }
        }
        best
    }

    /// Draws the board reflected (rows, columns), then transposed, into `image`; returns its
    /// rows and columns.
    fn draw(
        &self,
        flip_rows: bool,
        flip_cols: bool,
        transpose: bool,
        image: &mut Vec<u8>,
    ) -> (usize, usize) {
        let (rows, cols) = if transpose {
            (self.cols, self.rows)
        } else {
            (self.rows, self.cols)
        };
        image.clear();
        image.resize(self.cells.len(), 0);
        for r in 0..self.rows {
            let r2 = if flip_rows { self.rows - 1 - r } else { r };
            for c in 0..self.cols {
                let c2 = if flip_cols { self.cols - 1 - c } else { c };
                let at = if transpose {
                    c2 * cols + r2
                } else {
                    r2 * cols + c2
                };
                image[at] = self.cells[r * self.cols + c];
            }
        }
        (rows, cols)
    }
}

impl Default for Grid {
    /// The board without cells.
    fn default() -> Self {
        Grid {
            rows: 0,
            cols: 0,
            cells: Vec::new(),
        }
    }
}

/// Rows separated by `|`.
impl fmt::Display for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &cell) in self.cells.iter().enumerate() {
            if i > 0 && i % self.cols == 0 {
                f.write_str("|")?;
            }
            write!(f, "{}", cell as char)?;
        }
        Ok(())
    }
}
