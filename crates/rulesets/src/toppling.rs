//! Toppling Dominoes, on a row of dominoes.

use std::fmt;
use std::str::FromStr;

use crate::grid::strip;
use crate::{Error, Player, Position};

/// Toppling Dominoes (Lessons in Play; Fink, Nowakowski, Siegel and Wolfe): a row of
/// dominoes, `L` Left's, `R` Right's, `G` either's. A player topples one of the dominoes they
/// may topple to the left or to the right, and it fells every domino on that side: what stays
/// is the row on the other side. Up to [`MAX_CELLS`](crate::MAX_CELLS) dominoes.
///
/// The rules are the same read right to left: the key is the lesser of the row and its
/// reverse.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Solver, Toppling};
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&"LR".parse::<Toppling>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "*"); // each topples both, or the other
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Toppling {
    dominoes: Vec<u8>,
}

impl Position for Toppling {
    fn heap_bytes(&self) -> usize {
        self.dominoes.len()
    }

    fn options(&self, player: Player) -> Vec<Toppling> {
        let mine = match player {
            Player::Left => b'L',
            Player::Right => b'R',
        };
        let mut options = Vec::new();
        for (i, &d) in self.dominoes.iter().enumerate() {
            if d == mine || d == b'G' {
                options.push(Toppling {
                    dominoes: self.dominoes[i + 1..].to_vec(),
                });
                options.push(Toppling {
                    dominoes: self.dominoes[..i].to_vec(),
                });
            }
        }
        options
    }

    fn canonical(&self) -> Toppling {
        let reversed: Vec<u8> = self.dominoes.iter().rev().copied().collect();
        Toppling {
            dominoes: reversed.min(self.dominoes.clone()),
        }
    }
}

impl FromStr for Toppling {
    type Err = Error;

    /// `L`, `R` and `G`, left to right.
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Toppling {
            dominoes: strip(text, "LRG")?,
        })
    }
}

impl fmt::Display for Toppling {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.dominoes))
    }
}
