//! Amazons: queens that move, then burn a cell.

use std::fmt;
use std::str::FromStr;

use crate::grid::QUEEN;
use crate::{Error, PositionError};
use crate::{Grid, Player, Position, Symmetry};

/// The most cells of an [`Amazons`] board: 100. A position's options (amazon, landing cell,
/// arrow) are listed at once, so the cap bounds them: at most about `100 * 36 * 36` boards of
/// 100 bytes, some 16 MB, for the most crowded position.
///
/// ```
/// use combgames_rulesets::{Amazons, MAX_AMAZONS_CELLS};
/// assert!(".".repeat(MAX_AMAZONS_CELLS + 1).parse::<Amazons>().is_err());
/// ```
pub const MAX_AMAZONS_CELLS: usize = 100;

/// Amazons (Zamkauskas, 1988; Berlekamp's "Sums of N x 2 Amazons"): a grid of `L` (Left's
/// amazons), `R` (Right's), `.` (empty) and `#` (burnt). A move takes one's amazon like a chess
/// queen (any distance in one of eight directions, over empty cells only) and then shoots an
/// arrow like a queen from where it landed (the cell it left now empty), burning the cell the
/// arrow stops on. Written as rows separated by `|`, up to [`MAX_AMAZONS_CELLS`] cells (the
/// options grow fast with the board).
///
/// Burnt cells never clear, so the regions of unburnt cells (neighbours in all eight
/// directions, as a queen passes diagonally) are independent components; a region without an
/// amazon is `0`. The key is the least of a region's eight images.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Amazons, Solver};
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&"L..".parse::<Amazons>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "2"); // L.# then .L# or #L.: then one more move
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Amazons {
    grid: Grid,
}

impl Amazons {
    /// The cells reached from `from` by a queen's move over cells that are `.`.
    fn reach(grid: &Grid, from: usize) -> Vec<usize> {
        let mut cells = Vec::new();
        for &(dr, dc) in &QUEEN {
            let mut at = from;
            while let Some(next) = grid.step(at, dr, dc).filter(|&j| grid.cell(j) == b'.') {
                cells.push(next);
                at = next;
            }
        }
        cells
    }
}

impl Position for Amazons {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<Amazons> {
        let me = match player {
            Player::Left => b'L',
            Player::Right => b'R',
        };
        let mut options = Vec::new();
        for from in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == me) {
            for to in Self::reach(&self.grid, from) {
                let mut moved = self.grid.clone();
                moved.set(from, b'.');
                moved.set(to, me);
                for arrow in Self::reach(&moved, to) {
                    let mut grid = moved.clone();
                    grid.set(arrow, b'#');
                    options.push(Amazons { grid });
                }
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<Amazons>> {
        let regions = self.grid.regions(|c| c != b'#', true, b'#');
        Some(
            regions
                .into_iter()
                .filter(|r| r.cells().iter().any(|&c| c == b'L' || c == b'R'))
                .map(|grid| Amazons { grid })
                .collect(),
        )
    }

    fn canonical(&self) -> Amazons {
        Amazons {
            grid: self.grid.canonical(Symmetry::Dihedral),
        }
    }
}

impl FromStr for Amazons {
    type Err = Error;

    /// Rows of `L`, `R`, `.` and `#` separated by `|`.
    fn from_str(text: &str) -> Result<Self, Error> {
        let grid = Grid::parse(text, "LR.#")?;
        let len = grid.cells().len();
        if len > MAX_AMAZONS_CELLS {
            return Err(PositionError::TooLong {
                len,
                max: MAX_AMAZONS_CELLS,
            }
            .into());
        }
        Ok(Amazons { grid })
    }
}

impl fmt::Display for Amazons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
