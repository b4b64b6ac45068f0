//! Cram, and any impartial ruleset through `combgames_grundy`'s solver.

use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

use combgames_base::Limits;
use combgames_grundy::ImpartialGame;

use crate::{Error, Grid, Player, Position, Symmetry};

/// Cram (Winning Ways, ch. 13; Gardner): a grid of `.` (empty) and `#` (filled) cells. Either
/// player places a domino on two orthogonally adjacent empty cells, either way round; who
/// cannot place loses. Both players have the same moves, so the value is a nimber `*n`; the
/// same positions reach `combgames_grundy`'s solver through [`AsImpartial`]. Written as rows
/// separated by `|`, up to [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// The regions of orthogonally connected empty cells are independent components (a region of
/// one cell is `0`); the key is the least of a region's eight images under rotations and
/// reflections.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Cram, Solver};
/// let mut arena = Arena::new();
/// let board: Cram = ".........|##.######".parse().unwrap();
/// let g = Solver::new(&mut arena).value(&board).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "*4"); // the impartial-games literature
/// assert_eq!(board.grundy(), Ok(4));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Cram {
    grid: Grid,
}

impl Cram {
    /// The empty board of `rows` by `cols` cells.
    ///
    /// # Errors
    /// [`PositionError::TooLong`](crate::PositionError::TooLong) past
    /// [`MAX_CELLS`](crate::MAX_CELLS) cells.
    ///
    /// ```
    /// use combgames_rulesets::Cram;
    /// assert_eq!(Cram::empty(4, 4).unwrap().grundy(), Ok(0)); // even by even: 0
    /// ```
    pub fn empty(rows: usize, cols: usize) -> Result<Cram, Error> {
        Ok(Cram {
            grid: Grid::filled(rows, cols, '.')?,
        })
    }

    /// The nimber's size `n` (the value is `*n`), by `combgames_grundy`'s solver with its
    /// default limit: cheaper than the canonical form (values are plain numbers).
    ///
    /// # Errors
    /// The solver's errors ([`combgames_grundy::Error::Exceeded`] past its step limit).
    ///
    /// ```
    /// use combgames_rulesets::Cram;
    /// let board: Cram = "...|...".parse().unwrap();
    /// assert_eq!(board.grundy(), Ok(1));
    /// ```
    pub fn grundy(&self) -> Result<usize, combgames_grundy::Error> {
        self.grundy_with(Limits::new())
    }

    /// [`grundy`](Self::grundy) within `limits` (as `combgames_grundy::Solver` takes them:
    /// steps, options looked at and positions stored; bytes; time).
    ///
    /// # Errors
    /// [`combgames_grundy::Error::Exceeded`] past a limit.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_rulesets::Cram;
    /// assert!(Cram::empty(4, 4).unwrap().grundy_with(Limits::new().steps(10)).is_err());
    /// ```
    pub fn grundy_with(&self, limits: Limits) -> Result<usize, combgames_grundy::Error> {
        combgames_grundy::Solver::with_limits(AsImpartial::<Cram>::new(), limits)
            .grundy(&self.canonical())
    }
}

impl Cram {
    /// The board.
    pub(crate) fn grid(&self) -> &Grid {
        &self.grid
    }
}

impl Position for Cram {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, _player: Player) -> Vec<Cram> {
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == b'.') {
            // Each domino once: from its upper or left cell.
            for (dr, dc) in [(1, 0), (0, 1)] {
                if let Some(j) = self
                    .grid
                    .step(i, dr, dc)
                    .filter(|&j| self.grid.cell(j) == b'.')
                {
                    let mut grid = self.grid.clone();
                    grid.set(i, b'#');
                    grid.set(j, b'#');
                    options.push(Cram { grid });
                }
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<Cram>> {
        let regions = self.grid.regions(|c| c == b'.', false, b'#');
        Some(
            regions
                .into_iter()
                .filter(|r| r.cells().len() > 1)
                .map(|grid| Cram { grid })
                .collect(),
        )
    }

    fn canonical(&self) -> Cram {
        Cram {
            grid: self.grid.canonical(Symmetry::Dihedral),
        }
    }
}

impl FromStr for Cram {
    type Err = Error;

    /// Rows of `.` and `#` separated by `|`, or an empty rectangle as rows x columns
    /// (`"4x11"`).
    fn from_str(text: &str) -> Result<Self, Error> {
        if let Some((rows, cols)) = crate::grid::rectangle(text) {
            return Cram::empty(rows, cols);
        }
        Ok(Cram {
            grid: Grid::parse(text, ".#")?,
        })
    }
}

impl fmt::Display for Cram {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}

/// An impartial ruleset's [`Position`]s as a `combgames_grundy` [`ImpartialGame`]: a
/// position's options are Left's (the rules must give Right the same ones), its components
/// and keys are the position's own.
///
/// ```
/// use combgames_grundy::Solver;
/// use combgames_rulesets::{AsImpartial, Cram};
/// let mut solver = Solver::new(AsImpartial::<Cram>::new());
/// assert_eq!(solver.grundy(&"....|....".parse().unwrap()), Ok(0));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct AsImpartial<P>(PhantomData<P>);

impl<P> AsImpartial<P> {
    /// The game of the positions `P`.
    #[must_use]
    pub fn new() -> Self {
        AsImpartial(PhantomData)
    }
}

impl<P: Position> ImpartialGame for AsImpartial<P> {
    type Position = P;
    type Options<'a>
        = std::vec::IntoIter<P>
    where
        Self: 'a;

    fn options(&self, position: &P) -> Self::Options<'_> {
        let options: Vec<P> = position
            .options(Player::Left)
            .iter()
            .map(Position::canonical)
            .collect();
        options.into_iter()
    }

    fn components(&self, position: &P) -> Option<Vec<P>> {
        let parts: Vec<P> = position
            .components()?
            .iter()
            .map(Position::canonical)
            .collect();
        // A position that is its own only component does not split (grundy's solver would
        // otherwise split it again and again).
        if parts.len() == 1 && parts[0] == *position {
            return None;
        }
        Some(parts)
    }
}
