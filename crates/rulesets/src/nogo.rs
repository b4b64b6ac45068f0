//! `NoGo`, on a grid of points.

use std::fmt;
use std::str::FromStr;

use crate::grid::{ORTHOGONAL, stones};
use crate::{Error, Grid, Player, Position, Symmetry};

/// `NoGo` (the "anti-Go" of the BIRS 2011 workshop; Müller's solving page gives the outcomes of
/// small boards): a grid of points, `.` empty, `x` Left's (Black's) stones, `o` Right's
/// (White's), `#` no point. A player places a stone of theirs on an empty point; the move is
/// illegal if it captures (leaves a group of the opponent without a liberty) or is suicide
/// (leaves its own group without one). Who cannot place loses. Written as rows separated by
/// `|`, up to [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// The regions of points (cells other than `#`, orthogonally connected) are independent
/// components; the key is the least of a region's eight images.
///
/// ```
/// use combgames_rulesets::{NoGo, OutcomeSearch};
/// use combgames_partizan::OutcomeClass;
/// // 3 x 3 is a first-player win (Müller's NoGo page).
/// let board: NoGo = "...|...|...".parse().unwrap();
/// let search = OutcomeSearch::new(Default::default()).unwrap().outcome(&board);
/// assert_eq!(search, Ok(OutcomeClass::Next));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct NoGo {
    grid: Grid,
}

impl NoGo {
    /// Whether the group of stones through `start` has an empty neighbour. `O(group)`.
    fn breathes(&self, start: usize, seen: &mut Vec<usize>) -> bool {
        let colour = self.grid.cell(start);
        seen.clear();
        seen.push(start);
        let mut next = 0;
        while next < seen.len() {
            let i = seen[next];
            next += 1;
            for &(dr, dc) in &ORTHOGONAL {
                let Some(j) = self.grid.step(i, dr, dc) else {
                    continue;
                };
                match self.grid.cell(j) {
                    b'.' => return true,
                    c if c == colour && !seen.contains(&j) => seen.push(j),
                    _ => {}
                }
            }
        }
        false
    }
}

impl Position for NoGo {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<NoGo> {
        let (me, them) = stones(player);
        let mut seen = Vec::new();
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == b'.') {
            let mut next = self.clone();
            next.grid.set(i, me);
            // Only the new stone's group and the opponent's groups beside it can lose their
            // last liberty.
            let legal = next.breathes(i, &mut seen)
                && ORTHOGONAL.iter().all(|&(dr, dc)| {
                    next.grid
                        .step(i, dr, dc)
                        .filter(|&j| next.grid.cell(j) == them)
                        .is_none_or(|j| next.breathes(j, &mut seen))
                });
            if legal {
                options.push(next);
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<NoGo>> {
        let regions = self.grid.regions(|c| c != b'#', false, b'#');
        Some(
            regions
                .into_iter()
                .filter(|r| r.cells().contains(&b'.'))
                .map(|grid| NoGo { grid })
                .collect(),
        )
    }

    fn canonical(&self) -> NoGo {
        NoGo {
            grid: self.grid.canonical(Symmetry::Dihedral),
        }
    }
}

impl FromStr for NoGo {
    type Err = Error;

    /// Rows of `.`, `x`, `o` and `#` separated by `|`.
    ///
    /// # Errors
    /// As [`Grid::parse`]: a character that is none of them, with its position; rows of
    /// different lengths; more than [`MAX_CELLS`](crate::MAX_CELLS) cells.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(NoGo {
            grid: Grid::parse(text, ".xo#")?,
        })
    }
}

impl fmt::Display for NoGo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
