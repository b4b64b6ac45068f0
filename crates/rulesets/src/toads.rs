//! Toads and Frogs, on a strip of cells.

use std::fmt;
use std::str::FromStr;

use crate::grid::strip;
use crate::{Error, Player, Position};

/// Toads and Frogs (Winning Ways, ch. 1): a strip of cells, `T` Left's toads, `F` Right's
/// frogs, `.` empty. A toad moves one cell right into an empty cell, or jumps over one frog
/// into the empty cell beyond; a frog likewise to the left. Up to
/// [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// The key drops the frogs packed at the left end and the toads packed at the right end (they
/// never move, and nothing passes them).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Solver, Toads};
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let star = solver.value(&"TFT.F".parse::<Toads>().unwrap()).unwrap();
/// let up = solver.value(&"T.TFF".parse::<Toads>().unwrap()).unwrap();
/// assert_eq!((arena.to_text(star).unwrap(), arena.to_text(up).unwrap()), ("*".into(), "^".into()));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Toads {
    cells: Vec<u8>,
}

impl Position for Toads {
    fn heap_bytes(&self) -> usize {
        self.cells.len()
    }

    fn options(&self, player: Player) -> Vec<Toads> {
        let (me, them, step) = match player {
            Player::Left => (b'T', b'F', 1),
            Player::Right => (b'F', b'T', -1),
        };
        let at = |i: usize, d: isize| i.checked_add_signed(d).filter(|&j| j < self.cells.len());
        let mut options = Vec::new();
        for i in (0..self.cells.len()).filter(|&i| self.cells[i] == me) {
            let target = match at(i, step) {
                Some(j) if self.cells[j] == b'.' => Some(j),
                Some(j) if self.cells[j] == them => at(j, step).filter(|&k| self.cells[k] == b'.'),
                _ => None,
            };
            if let Some(k) = target {
                let mut cells = self.cells.clone();
                cells.swap(i, k);
                options.push(Toads { cells });
            }
        }
        options
    }

    fn canonical(&self) -> Toads {
        let start = self.cells.iter().take_while(|&&c| c == b'F').count();
        let end = self.cells.len()
            - self.cells[start..]
                .iter()
                .rev()
                .take_while(|&&c| c == b'T')
                .count();
        Toads {
            cells: self.cells[start..end].to_vec(),
        }
    }
}

impl FromStr for Toads {
    type Err = Error;

    /// `T`, `F` and `.`, left to right.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Toads {
            cells: strip(text, "TF.")?,
        })
    }
}

impl fmt::Display for Toads {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.cells))
    }
}
