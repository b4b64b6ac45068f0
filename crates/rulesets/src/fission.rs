//! Fission, on a grid of stones.

use std::fmt;
use std::str::FromStr;

use crate::{Error, Grid, Player, Position, Symmetry};

/// Fission (one of `CGSuite`'s example rulesets; the rules as issue 47 states them): a grid of `x` (stones, either player's), `.` (empty) and `#` (off the board).
/// Left removes a stone whose two vertical neighbours (above and below) are both empty cells
/// of the board, and puts a stone on each; Right does the same with the two horizontal
/// neighbours (left and right). Written as rows separated by `|`, up to
/// [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// A move touches only a stone and its neighbours, so the regions of orthogonally connected
/// cells of the board (not `#`) are independent components; a region without stones is `0`.
/// The key is the least of a region's four reflections (a transpose would swap the players).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Fission, Solver};
/// let mut arena = Arena::new();
/// // A stone in the middle of a column of three: Left splits it, Right cannot.
/// let g = Solver::new(&mut arena).value(&".|x|.".parse::<Fission>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "1");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fission {
    grid: Grid,
}

impl Position for Fission {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<Fission> {
        let (first, second) = match player {
            Player::Left => ((-1, 0), (1, 0)),
            Player::Right => ((0, -1), (0, 1)),
        };
        let empty = |step: (isize, isize), i: usize| {
            self.grid
                .step(i, step.0, step.1)
                .filter(|&j| self.grid.cell(j) == b'.')
        };
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == b'x') {
            if let (Some(a), Some(b)) = (empty(first, i), empty(second, i)) {
                let mut grid = self.grid.clone();
                grid.set(i, b'.');
                grid.set(a, b'x');
                grid.set(b, b'x');
                options.push(Fission { grid });
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<Fission>> {
        let regions = self.grid.regions(|c| c != b'#', false, b'#');
        Some(
            regions
                .into_iter()
                .filter(|r| r.cells().contains(&b'x'))
                .map(|grid| Fission { grid })
                .collect(),
        )
    }

    fn canonical(&self) -> Fission {
        Fission {
            grid: self.grid.canonical(Symmetry::Reflections),
        }
    }
}

impl FromStr for Fission {
    type Err = Error;

    /// Rows of `x`, `.` and `#` separated by `|`.
    ///
    /// # Errors
    /// As [`Grid::parse`]: a character that is none of them, with its position; rows of
    /// different lengths; more than [`MAX_CELLS`](crate::MAX_CELLS) cells.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Fission {
            grid: Grid::parse(text, "x.#")?,
        })
    }
}

impl fmt::Display for Fission {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
