//! The two players of a partizan game, one type for every crate.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// One of the two players: Left (Blue, Vertical in Domineering; the player whose moves make a
/// game larger) and Right.
///
/// ```
/// use combgames_base::Player;
/// assert_eq!("right".parse::<Player>(), Ok(Player::Right));
/// assert_eq!(Player::Left.other(), Player::Right);
/// assert_eq!(Player::Left.to_string(), "left");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    /// Left, the player named first.
    Left,
    /// Right.
    Right,
}

impl Player {
    /// The opponent.
    ///
    /// ```
    /// use combgames_base::Player;
    /// assert_eq!(Player::Right.other(), Player::Left);
    /// ```
    #[must_use]
    pub fn other(self) -> Player {
        match self {
            Player::Left => Player::Right,
            Player::Right => Player::Left,
        }
    }
}

/// Text that names no player: [`Player`] reads `left` or `right` (any case).
///
/// ```
/// use combgames_base::{NotAPlayer, Player};
/// assert_eq!("up".parse::<Player>(), Err(NotAPlayer));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("not a player: expected left or right")]
pub struct NotAPlayer;

/// `left` or `right` (any case).
impl FromStr for Player {
    type Err = NotAPlayer;

    fn from_str(text: &str) -> Result<Self, NotAPlayer> {
        match text.to_ascii_lowercase().as_str() {
            "left" => Ok(Player::Left),
            "right" => Ok(Player::Right),
            _ => Err(NotAPlayer),
        }
    }
}

/// `left` or `right`.
impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::Left => "left",
            Player::Right => "right",
        })
    }
}
