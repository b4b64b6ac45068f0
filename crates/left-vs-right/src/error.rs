//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_left_vs_right::{Error, count_right_wins_mod};
/// assert_eq!(count_right_wins_mod(4, 2, 10), Err(Error::EvenWords(2)));
/// assert_eq!(count_right_wins_mod(0, 3, 10), Err(Error::ZeroLength));
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
    /// Even `k` allows ties, and the counting rule is not known to count Right's wins then.
    #[error(
        "k = {0} is even: with an even number of words the game can end in a tie, and the \
         histogram rule (negative sum, or all cold with sum zero) is not known to count \
         Right's wins; only odd k is supported"
    )]
    EvenWords(u32),
    /// The word length is past what the computation supports.
    #[error("n = {n} is too large: {reason}")]
    TooLong {
        /// The length asked for.
        n: u32,
        /// Why it is refused (memory needed, or the value range).
        reason: String,
    },
    /// Counts are reduced modulo a number `>= 2`.
    #[error("the modulus must be at least 2, got {0}")]
    ModulusTooSmall(u64),
    /// Text that is not a word over `L` and `R`.
    #[error("'{0}' is not a word: use the letters L and R, 1 to 32 of them")]
    NotAWord(String),
    /// A count or score left its type (from the histogram crate).
    #[error(transparent)]
    Histogram(#[from] combgames_histconv::Error),
}
