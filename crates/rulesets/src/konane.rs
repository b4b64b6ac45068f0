//! Konane (Hawaiian checkers), on a grid of stones.

use std::fmt;
use std::str::FromStr;

use crate::grid::{ORTHOGONAL, stones};
use crate::{Error, Grid, Player, Position, Symmetry};

/// Konane (Hawaiian checkers, as in Lessons in Play): a grid of `x` (Left's stones), `o`
/// (Right's) and `.` (empty). A player's stone jumps over an orthogonally adjacent stone of
/// the opponent into the empty cell beyond, removing it, and may go on jumping in the same
/// direction: each stop is a move of its own. Written as rows separated by `|`, up to
/// [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// The key is the least of the eight images of the board under its rotations and
/// reflections.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Konane, Solver};
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&"xo.".parse::<Konane>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "1"); // only Left can jump
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Konane {
    grid: Grid,
}

impl Position for Konane {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<Konane> {
        let (me, them) = stones(player);
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == me) {
            for &(dr, dc) in &ORTHOGONAL {
                let mut grid = self.grid.clone();
                let mut at = i;
                // Jump while an opponent's stone is next and an empty cell beyond.
                while let Some(over) = grid.step(at, dr, dc).filter(|&j| grid.cell(j) == them) {
                    let Some(to) = grid.step(over, dr, dc).filter(|&k| grid.cell(k) == b'.') else {
                        break;
                    };
                    grid.set(at, b'.');
                    grid.set(over, b'.');
                    grid.set(to, me);
                    at = to;
                    options.push(Konane { grid: grid.clone() });
                }
            }
        }
        options
    }

    fn canonical(&self) -> Konane {
        Konane {
            grid: self.grid.canonical(Symmetry::Dihedral),
        }
    }
}

impl FromStr for Konane {
    type Err = Error;

    /// Rows of `x`, `o` and `.` separated by `|`.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Konane {
            grid: Grid::parse(text, "xo.")?,
        })
    }
}

impl fmt::Display for Konane {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
