//! Who moves, how a game ends, and how many tuples end each way.

use std::fmt;
use std::str::FromStr;

use crate::Error;

/// One of the two players: Left takes letters from the left ends and wants more `L`s, Right
/// from the right ends and wants more `R`s. The workspace's one player type
/// ([`combgames_base::Player`]); reading text that names no player is [`NotAPlayer`].
///
/// ```
/// use combgames_left_vs_right::Player;
/// assert_eq!("right".parse::<Player>(), Ok(Player::Right));
/// assert_eq!(Player::Left.other(), Player::Right);
/// ```
pub use combgames_base::{NotAPlayer, Player};

/// How a game ends under best play, by the final score `S = #L - #R` of the one-letter words.
///
/// Ordered from Right's best to Left's best.
///
/// ```
/// use combgames_left_vs_right::Outcome;
/// assert_eq!(Outcome::from_score(-3), Outcome::RightWins);
/// assert_eq!(Outcome::from_score(0), Outcome::Tie);
/// assert!(Outcome::RightWins < Outcome::Tie && Outcome::Tie < Outcome::LeftWins);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    /// More `R`s at the end.
    RightWins,
    /// As many `L`s as `R`s (only possible for an even number of words).
    Tie,
    /// More `L`s at the end.
    LeftWins,
}

impl Outcome {
    /// The outcome of a final score `S = #L - #R`: its sign.
    ///
    /// ```
    /// use combgames_left_vs_right::Outcome;
    /// assert_eq!(Outcome::from_score(1), Outcome::LeftWins);
    /// ```
    pub fn from_score(score: i64) -> Outcome {
        match score.signum() {
            1 => Outcome::LeftWins,
            0 => Outcome::Tie,
            _ => Outcome::RightWins,
        }
    }
}

/// `left`, `right` or `tie`: who wins (the vocabulary of the `p949` example's `--outcome`).
impl FromStr for Outcome {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        match text.to_ascii_lowercase().as_str() {
            "left" => Ok(Outcome::LeftWins),
            "right" => Ok(Outcome::RightWins),
            "tie" => Ok(Outcome::Tie),
            _ => Err(Error::NotAnOutcome),
        }
    }
}

/// `left`, `right` or `tie`.
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::LeftWins => "left",
            Outcome::RightWins => "right",
            Outcome::Tie => "tie",
        })
    }
}

/// How many tuples end in each outcome.
///
/// ```
/// use combgames_left_vs_right::{Outcome, OutcomeCounts, Player, count_outcomes_exact};
/// let counts: OutcomeCounts<_> = count_outcomes_exact(2, 2, Player::Left).unwrap();
/// assert_eq!(counts.get(Outcome::Tie).to_string(), "7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct OutcomeCounts<C> {
    /// The tuples Left wins.
    pub left_wins: C,
    /// The tuples that end level (zero for odd `k`).
    pub ties: C,
    /// The tuples Right wins.
    pub right_wins: C,
}

impl<C> OutcomeCounts<C> {
    /// The count of one outcome.
    ///
    /// ```
    /// use combgames_left_vs_right::{Outcome, Player, count_outcomes_mod};
    /// let counts = count_outcomes_mod(2, 3, Player::Left, 1000).unwrap();
    /// assert_eq!(*counts.get(Outcome::RightWins), 14); // published: G(2, 3) = 14
    /// ```
    pub fn get(&self, outcome: Outcome) -> &C {
        match outcome {
            Outcome::LeftWins => &self.left_wins,
            Outcome::Tie => &self.ties,
            Outcome::RightWins => &self.right_wins,
        }
    }
}
