//! Backsliding Toads and Frogs: Toads and Frogs whose pieces may also step back.

use std::fmt;
use std::str::FromStr;

use crate::grid::strip;
use crate::{Error, Player, Position};

/// Backsliding Toads and Frogs (Winning Ways, ch. 11; CGSuite's `BackslidingToadsAndFrogs`):
/// a strip of cells, `T` Left's toads, `F` Right's frogs, `.` empty. A toad moves one cell
/// right into an empty cell or jumps over one frog into the empty cell beyond, as in Toads
/// and Frogs, and may also slide one cell left (backwards) into an empty cell; a frog
/// likewise the other way. Backward moves never jump. Positions repeat, so the value is
/// loopy ([`loopy_value`](crate::loopy_value)). Up to [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// Positions whose sides sidling settles are valued; others are refused with
/// [`Error::SidesNotFound`], as is Winning Ways' and CGSuite's `TTT..FFF`
/// (`{on||0|-1/2} & {1/2|0||off}`), whose offside the layers only approach.
///
/// ```
/// use combgames_partizan::Error;
/// use combgames_rulesets::{BackslidingToads, loopy_value};
/// let value = |text: &str| loopy_value(&text.parse::<BackslidingToads>().unwrap(), Default::default());
/// assert_eq!(value("TT..FF").unwrap().to_text().unwrap(), "*");
/// assert_eq!(value("TT.F.F").unwrap().to_text().unwrap(), "0");
/// assert!(matches!(value("TT..F"), Err(Error::SidesNotFound { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct BackslidingToads {
    cells: Vec<u8>,
}

impl Position for BackslidingToads {
    fn heap_bytes(&self) -> usize {
        self.cells.len()
    }

    fn options(&self, player: Player) -> Vec<BackslidingToads> {
        let (me, them, forward) = match player {
            Player::Left => (b'T', b'F', 1),
            Player::Right => (b'F', b'T', -1),
        };
        let len = self.cells.len();
        let at = |i: usize, step: isize| i.checked_add_signed(step).filter(|&j| j < len);
        let empty = |j: usize| self.cells[j] == b'.';
        let mut options = Vec::new();
        for i in (0..len).filter(|&i| self.cells[i] == me) {
            let step = at(i, forward).filter(|&j| empty(j));
            let jump = at(i, forward)
                .filter(|&j| self.cells[j] == them)
                .and_then(|j| at(j, forward))
                .filter(|&k| empty(k));
            let back = at(i, -forward).filter(|&j| empty(j));
            for k in [step, jump, back].into_iter().flatten() {
                let mut cells = self.cells.clone();
                cells.swap(i, k);
                options.push(BackslidingToads { cells });
            }
        }
        options
    }
}

impl FromStr for BackslidingToads {
    type Err = Error;

    /// `T`, `F` and `.`, left to right.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(BackslidingToads {
            cells: strip(text, "TF.")?,
        })
    }
}

impl fmt::Display for BackslidingToads {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.cells))
    }
}
