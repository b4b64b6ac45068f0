//! Clobber, on a grid of stones.

use std::fmt;
use std::str::FromStr;

use crate::grid::{ORTHOGONAL, stones};
use crate::{Error, Grid, Player, Position, Symmetry};

/// Clobber (Albert, Grossman, Nowakowski and Wolfe, 2002): a grid of `x` (Left's stones), `o`
/// (Right's) and `.` (empty). A player moves one of their stones onto an orthogonally
/// adjacent stone of the opponent, which is removed. Written as rows separated by `|`, up to
/// [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// Stones only ever move onto stones, so the groups of orthogonally connected stones are
/// independent components; a group of one colour is `0`. The key is the least of the eight
/// images of a group under the board's rotations and reflections.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Clobber, Solver};
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&"xo".parse::<Clobber>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "*");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Clobber {
    grid: Grid,
}

impl Position for Clobber {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<Clobber> {
        let (me, them) = stones(player);
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == me) {
            for &(dr, dc) in &ORTHOGONAL {
                if let Some(j) = self.grid.step(i, dr, dc) {
                    if self.grid.cell(j) == them {
                        let mut grid = self.grid.clone();
                        grid.set(i, b'.');
                        grid.set(j, me);
                        options.push(Clobber { grid });
                    }
                }
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<Clobber>> {
        let groups = self.grid.regions(|c| c != b'.', false, b'.');
        Some(
            groups
                .into_iter()
                .filter(|g| g.cells().contains(&b'x') && g.cells().contains(&b'o'))
                .map(|grid| Clobber { grid })
                .collect(),
        )
    }

    fn canonical(&self) -> Clobber {
        Clobber {
            grid: self.grid.canonical(Symmetry::Dihedral),
        }
    }
}

impl FromStr for Clobber {
    type Err = Error;

    /// Rows of `x`, `o` and `.` separated by `|`.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Clobber {
            grid: Grid::parse(text, "xo.")?,
        })
    }
}

impl fmt::Display for Clobber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
