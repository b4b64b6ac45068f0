//! Ski Jumps, on a slope of rows.

use std::fmt;
use std::str::FromStr;

use crate::{Error, Grid, Player, Position};

/// Ski Jumps (Winning Ways, ch. 3): rows of a slope, top to bottom, each cell `.` (empty) or a
/// skier: `L` and `R` are Left's and Right's jumpers, `l` and `r` their slippers (skiers that
/// cannot jump any more). A player moves one of their skiers along its row, Left's east (to
/// the right), Right's west, any number of empty cells, or off the board if the way to the
/// edge is empty; or moves a jumper over an opponent's skier directly below it to the empty
/// cell directly below that one, and the skier jumped over becomes a slipper. Written as rows
/// separated by `|`, up to [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// Skiers never move up, and reach a row below the lowest skier only by a jump landing just
/// below it; after the first such landing each one jumps over the jumper that landed last, so
/// it demotes a jumper: the skiers above a gap of empty rows never reach more than `J + 1`
/// rows below their lowest, `J` the jumpers among them. So a gap of at least `J + 2` empty
/// rows splits the slope into independent components (each keeping the `J + 1` rows below it).
/// There is no symmetry to use: a mirror image swaps the players (it is `-G`).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{SkiJumps, Solver};
/// let mut arena = Arena::new();
/// let slope: SkiJumps = "...L....|..R.....|........".parse().unwrap();
/// let g = Solver::new(&mut arena).value(&slope).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "2"); // issue 47: Left's 5 moves against Right's 3
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SkiJumps {
    grid: Grid,
}

/// A player's skiers (jumper, slipper), the opponent's, and the direction the player skis.
fn skiers(player: Player) -> ([u8; 2], [u8; 2], isize) {
    match player {
        Player::Left => ([b'L', b'l'], [b'R', b'r'], 1),
        Player::Right => ([b'R', b'r'], [b'L', b'l'], -1),
    }
}

impl Position for SkiJumps {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<SkiJumps> {
        let (mine, theirs, east) = skiers(player);
        let grid = &self.grid;
        let moved = |changes: &[(usize, u8)]| {
            let mut grid = self.grid.clone();
            for &(i, cell) in changes {
                grid.set(i, cell);
            }
            SkiJumps { grid }
        };
        let mut options = Vec::new();
        for i in (0..grid.cells().len()).filter(|&i| mine.contains(&grid.cell(i))) {
            let skier = grid.cell(i);
            // Along the row, over empty cells, or off the board.
            let mut at = i;
            loop {
                match grid.step(at, 0, east) {
                    Some(j) if grid.cell(j) == b'.' => {
                        options.push(moved(&[(i, b'.'), (j, skier)]));
                        at = j;
                    }
                    Some(_) => break,
                    None => {
                        options.push(moved(&[(i, b'.')]));
                        break;
                    }
                }
            }
            // A jump over the opponent's skier below, who becomes a slipper.
            if skier == mine[0] {
                let below = grid
                    .step(i, 1, 0)
                    .filter(|&j| theirs.contains(&grid.cell(j)));
                let landing = grid.step(i, 2, 0).filter(|&j| grid.cell(j) == b'.');
                if let (Some(j), Some(k)) = (below, landing) {
                    options.push(moved(&[(i, b'.'), (k, skier), (j, theirs[1])]));
                }
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<SkiJumps>> {
        let (rows, cols) = (self.grid.rows(), self.grid.cols());
        let row = |r: usize| &self.grid.cells()[r * cols..(r + 1) * cols];
        let occupied = |r: usize| row(r).iter().any(|&c| c != b'.');
        let jumpers = |r: usize| row(r).iter().filter(|&&c| c == b'L' || c == b'R').count();
        // Rows [start, end) of each part: a part ends before a gap of empty rows at least its
        // jumpers + 2 deep, keeping the jumpers + 1 rows below it that its skiers may reach.
        let mut parts = Vec::new();
        let mut r = (0..rows).find(|&r| occupied(r)).unwrap_or(rows);
        while r < rows {
            let start = r;
            let mut jumped = 0;
            let end = loop {
                while r < rows && occupied(r) {
                    jumped += jumpers(r);
                    r += 1;
                }
                let gap = (r..rows).take_while(|&g| !occupied(g)).count();
                let reach = (r + jumped + 1).min(rows);
                if r + gap == rows || gap >= jumped + 2 {
                    r += gap;
                    break reach;
                }
                r += gap;
            };
            let cells: Vec<usize> = (start * cols..end * cols).collect();
            parts.push(SkiJumps {
                grid: self.grid.crop(&cells, b'.'),
            });
        }
        Some(parts)
    }
}

impl FromStr for SkiJumps {
    type Err = Error;

    /// Rows of `L`, `R`, `l`, `r` and `.` separated by `|`, the top row first.
    ///
    /// # Errors
    /// As [`Grid::parse`]: a character that is none of them, with its position; rows of
    /// different lengths; more than [`MAX_CELLS`](crate::MAX_CELLS) cells.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(SkiJumps {
            grid: Grid::parse(text, "LRlr.")?,
        })
    }
}

impl fmt::Display for SkiJumps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
