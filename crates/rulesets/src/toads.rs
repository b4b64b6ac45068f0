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
/// Two variants share the type, by [`with_max_jump`](Self::with_max_jump): **Elephants and
/// Rhinos** (no jumps, `max_jump = 0`: the pieces only step) and
/// **Toads and Frogs with longer jumps** (a piece jumps over a run of up to `max_jump`
/// consecutive opponents into the empty cell beyond it).
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
    /// The longest run of opponents a piece may jump (1 in Toads and Frogs).
    max_jump: usize,
}

impl Toads {
    /// The same strip where a piece may jump a run of up to `max_jump` consecutive opponents
    /// (0: Elephants and Rhinos, where pieces only step; 1: Toads and Frogs). Any `max_jump`
    /// is allowed; past the strip's length it changes nothing.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Player, Position, Solver, Toads};
    /// let mut arena = Arena::new();
    /// let elephants = "TTTT..FFF".parse::<Toads>().unwrap().with_max_jump(0);
    /// let g = Solver::new(&mut arena).value(&elephants).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "1");
    /// // A toad jumps the two frogs only when it may jump two.
    /// let two = "TFF.".parse::<Toads>().unwrap();
    /// assert!(two.options(Player::Left).is_empty());
    /// assert_eq!(two.with_max_jump(2).options(Player::Left).len(), 1);
    /// ```
    #[must_use]
    pub fn with_max_jump(self, max_jump: usize) -> Toads {
        Toads { max_jump, ..self }
    }

    /// The longest run of opponents a piece may jump.
    #[must_use]
    pub fn max_jump(&self) -> usize {
        self.max_jump
    }
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
        let at = |i: usize| i.checked_add_signed(step).filter(|&j| j < self.cells.len());
        let mut options = Vec::new();
        for i in (0..self.cells.len()).filter(|&i| self.cells[i] == me) {
            // Past the run of opponents next to the piece (none for a step): the cell it
            // lands on, if empty and the run is short enough to jump.
            let (mut landing, mut run) = (at(i), 0);
            while let Some(j) = landing.filter(|&j| self.cells[j] == them) {
                (landing, run) = (at(j), run + 1);
            }
            let target = landing.filter(|&k| self.cells[k] == b'.' && run <= self.max_jump);
            if let Some(k) = target {
                let mut cells = self.cells.clone();
                cells.swap(i, k);
                options.push(Toads {
                    cells,
                    max_jump: self.max_jump,
                });
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
            max_jump: self.max_jump,
        }
    }
}

impl FromStr for Toads {
    type Err = Error;

    /// `T`, `F` and `.`, left to right; Toads and Frogs' jumps (`max_jump` 1).
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Toads {
            cells: strip(text, "TF.")?,
            max_jump: 1,
        })
    }
}

impl fmt::Display for Toads {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.cells))
    }
}
