//! The crate's error type.

use combgames_dyadic::Dyadic;
use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_partizan::{Arena, Error};
/// let mut arena = Arena::with_limit(3);
/// assert!(matches!(arena.integer(10), Err(Error::TooManyGames { .. })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The arena holds its limit of distinct canonical games.
    #[error("the arena holds its limit of {limit} distinct games")]
    TooManyGames {
        /// The limit.
        limit: usize,
    },
    /// A search took its limit of steps.
    #[error("the search took its limit of {0} steps")]
    StepLimit(u64),
    /// A number outside those a game may have ([`crate::is_buildable`]: magnitude or
    /// denominator).
    #[error(
        "{0} is outside the numbers this crate builds (magnitude up to 512, denominators up to 2^32)"
    )]
    NumberTooLarge(Dyadic),
    /// A value left the range of the dyadic type while computing stops or thermographs.
    #[error("a value left the range of the dyadic type")]
    Overflow,
    /// A nimber or up multiple past the constructors' limit.
    #[error("{what} {value} is past the limit of {limit}")]
    TooLarge {
        /// What was asked for.
        what: &'static str,
        /// The value asked for.
        value: u64,
        /// The limit.
        limit: u64,
    },
    /// An operation that needs a positive game (as `Tiny` and `Miny`).
    #[error("{0} needs a positive argument")]
    NotPositive(&'static str),
    /// A game id from another arena or past the end.
    #[error("game id {0} is not in this arena")]
    NoSuchGame(u32),
    /// A cooling temperature below -1.
    #[error("cooling is defined for temperatures t >= -1")]
    TemperatureTooLow,
    /// Text that is not a game.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// A board, string or tree that is not a position of its ruleset.
    #[error("not a position: {0}")]
    Position(#[from] PositionError),
}

/// Why a Hackenbush string or tree, or a Domineering board, is not a position.
///
/// ```
/// use combgames_partizan::{Error, PositionError, hackenbush_string};
/// assert_eq!(hackenbush_string("LXR"), Err(Error::Position(PositionError::Letter { position: 1, letter: 'X' })));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum PositionError {
    /// No edges or no cells.
    #[error("it is empty")]
    Empty,
    /// A character that is no edge (`L`, `R`) or cell (`.`, `#`), at a character position
    /// from 0.
    #[error("'{letter}' at position {position} is not allowed there")]
    Letter {
        /// The character position.
        position: usize,
        /// The character.
        letter: char,
    },
    /// More edges or cells than supported.
    #[error("{len} edges or cells, more than the {max} supported")]
    TooLong {
        /// The size given.
        len: usize,
        /// The most supported.
        max: usize,
    },
    /// A Hackenbush string whose first run of one colour is longer than supported: its value
    /// would pass the largest integer a game may be.
    #[error("a first run of {len} edges of one colour, more than the {max} supported")]
    RunTooLong {
        /// The edges in the first run.
        len: usize,
        /// The most supported.
        max: usize,
    },
    /// A Hackenbush string with more edges after its first run than supported: its value's
    /// denominator would pass `2^max`.
    #[error("{len} edges after the first run, more than the {max} supported")]
    TailTooLong {
        /// The edges after the first run.
        len: usize,
        /// The most supported.
        max: usize,
    },
    /// An edge hanging from a node not built yet.
    #[error("edge {edge} hangs from node {parent}, which is not yet built")]
    ParentNotBuilt {
        /// The edge.
        edge: usize,
        /// Its parent node as given.
        parent: usize,
    },
    /// Rows of different lengths.
    #[error("row {row} has another length than the first")]
    RaggedRows {
        /// The first row (from 0) of another length.
        row: usize,
    },
}

/// Why text is not a game expression, with the character position (from 0) of the problem.
///
/// ```
/// use combgames_partizan::{Arena, Error, ParseError};
/// let mut arena = Arena::new();
/// let err = arena.parse("{1|2").unwrap_err();
/// assert!(matches!(err, Error::Parse(ParseError { position: 4, .. })));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("at position {position}: {message}")]
pub struct ParseError {
    /// The character position of the problem, from 0.
    pub position: usize,
    /// What was expected or found there.
    pub message: &'static str,
}
