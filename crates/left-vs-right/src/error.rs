//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_left_vs_right::{Error, count_right_wins_mod};
/// assert_eq!(count_right_wins_mod(0, 3, 10), Err(Error::ZeroLength));
/// assert_eq!(count_right_wins_mod(4, 0, 10), Err(Error::ZeroWords));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// Words have at least one letter.
    #[error("the word length n must be at least 1")]
    ZeroLength,
    /// At least one word is needed.
    #[error("the number of words k must be at least 1")]
    ZeroWords,
    /// Text that names no player (`left` or `right`).
    #[error(transparent)]
    NotAPlayer(#[from] combgames_base::NotAPlayer),
    /// Text that names no outcome (`left`, `right` or `tie`).
    #[error("not an outcome: expected left, right or tie")]
    NotAnOutcome,
    /// The allocator refused memory the limits allow (a machine with less memory than the
    /// limits assume, or an address-space limit).
    #[error(
        "n = {n}: the allocator refused {bytes} bytes; this machine has less memory than the computation needs"
    )]
    AllocationRefused {
        /// The word length asked for.
        n: u32,
        /// The allocation refused, in bytes.
        bytes: u64,
    },
    /// Word values of this length do not fit the computation's integer scale.
    #[error("n = {n} is past the longest supported word length, {max}")]
    TooLong {
        /// The word length asked for.
        n: u32,
        /// The longest length supported.
        max: u32,
    },
    /// Text or a bit pattern that is not a word over `L` and `R`.
    #[error("not a word: {0}")]
    NotAWord(#[from] WordError),
    /// The computation would need more memory than [`MAX_BYTES`](crate::MAX_BYTES), estimated
    /// before any work.
    #[error(transparent)]
    Exceeded(#[from] combgames_base::Exceeded),
    /// The work was stopped on request ([`combgames_base::interrupt`]: the Python bindings
    /// stop it on Ctrl-C), before any answer.
    #[error(transparent)]
    Interrupted(#[from] combgames_base::Interrupted),
    /// A counting system error (a modulus below 2).
    #[error(transparent)]
    Counting(#[from] combgames_counting::Error),
    /// A count or score left its type in a histogram computation (its refused budgets and
    /// interruptions come as [`Error::Exceeded`] and [`Error::Interrupted`]).
    #[error(transparent)]
    Histogram(combgames_histconv::Error),
}

impl From<combgames_histconv::Error> for Error {
    /// One shape for a refused budget or a stop, wherever it happened.
    fn from(error: combgames_histconv::Error) -> Self {
        match error {
            combgames_histconv::Error::Exceeded(e) => Error::Exceeded(e),
            combgames_histconv::Error::Interrupted(e) => Error::Interrupted(e),
            other => Error::Histogram(other),
        }
    }
}

/// Why text or a bit pattern is not a word.
///
/// ```
/// use combgames_left_vs_right::{Error, Word, WordError};
/// assert_eq!("LXR".parse::<Word>(), Err(Error::NotAWord(WordError::Letter { position: 1, letter: 'X' })));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum WordError {
    /// No letters.
    #[error("a word has at least one letter")]
    Empty,
    /// More letters than [`Word::MAX_LEN`](crate::Word::MAX_LEN).
    #[error("{0} letters, more than 32")]
    TooManyLetters(usize),
    /// A character other than `L` or `R`, at a (character) position from 0.
    #[error("'{letter}' at position {position} is not L or R")]
    Letter {
        /// The position of the character.
        position: usize,
        /// The character.
        letter: char,
    },
    /// A bit pattern with bits at or above the length.
    #[error("the pattern {bits:#b} has more than {len} bits")]
    Pattern {
        /// The length asked for.
        len: u32,
        /// The pattern.
        bits: u32,
    },
}
