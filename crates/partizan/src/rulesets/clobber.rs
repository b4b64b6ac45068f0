//! Stone-capturing rulesets on a grid: Clobber and Konane.

use std::fmt;
use std::str::FromStr;

use super::grid::ORTHOGONAL;
use super::{Grid, Player, Position, Symmetry};
use crate::Error;

/// The stones of `player`: (own, opponent's).
fn stones(player: Player) -> (u8, u8) {
    match player {
        Player::Left => (b'x', b'o'),
        Player::Right => (b'o', b'x'),
    }
}

/// Clobber (Albert, Grossman, Nowakowski and Wolfe, 2002): a grid of `x` (Left's stones), `o`
/// (Right's) and `.` (empty). A player moves one of their stones onto an orthogonally
/// adjacent stone of the opponent, which is removed. Written as rows separated by `|`, up to
/// [`MAX_CELLS`](super::MAX_CELLS) cells.
///
/// Stones only ever move onto stones, so the groups of orthogonally connected stones are
/// independent components; a group of one colour is `0`. The key is the least of the eight
/// images of a group under the board's rotations and reflections.
///
/// ```
/// use combgames_partizan::{Arena, rulesets::{Clobber, Solver}};
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

/// Konane (Hawaiian checkers, as in Lessons in Play): a grid of `x` (Left's stones), `o`
/// (Right's) and `.` (empty). A player's stone jumps over an orthogonally adjacent stone of
/// the opponent into the empty cell beyond, removing it, and may go on jumping in the same
/// direction: each stop is a move of its own. Written as rows separated by `|`, up to
/// [`MAX_CELLS`](super::MAX_CELLS) cells.
///
/// The key is the least of the eight images of the board under its rotations and
/// reflections.
///
/// ```
/// use combgames_partizan::{Arena, rulesets::{Konane, Solver}};
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
