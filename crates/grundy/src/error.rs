//! The crate's error type.

use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_grundy::{Error, RootedTree};
/// assert_eq!(RootedTree::from_parents(&[None, None]), Err(Error::RootCount(2)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A sequence of moves returned to a position: the game is not finite.
    #[error("the game has a cycle of moves, so it is not finite")]
    Cycle,
    /// A computation needs more steps, bytes or items than its limit: estimated before it
    /// started, or spent while it ran (the solver's steps: options examined plus positions
    /// stored).
    #[error(transparent)]
    Exceeded(#[from] combgames_base::Exceeded),
    /// The work was stopped on request ([`combgames_base::interrupt`]: the Python bindings
    /// stop it on Ctrl-C), before any answer.
    #[error(transparent)]
    Interrupted(#[from] combgames_base::Interrupted),
    /// A parent array must have exactly one root (a node without a parent).
    #[error("a rooted tree has exactly one root, got {0}")]
    RootCount(usize),
    /// A parent index out of range.
    #[error("node {node} has parent {parent}, but the tree has only {len} nodes")]
    ParentOutOfRange {
        /// The node.
        node: usize,
        /// Its parent as given.
        parent: usize,
        /// The number of nodes.
        len: usize,
    },
    /// Some nodes are not connected to the root (they form a cycle).
    #[error("{0} nodes are not connected to the root")]
    Disconnected(usize),
    /// A node index is out of range.
    #[error("node {node} does not exist in a tree of {len} nodes")]
    NoSuchNode {
        /// The index asked for.
        node: usize,
        /// The number of nodes.
        len: usize,
    },
    /// The root cannot be removed by a move.
    #[error("the root cannot be removed")]
    RootNotRemovable,
    /// A table of subtree values that does not belong to the tree.
    #[error("expected one subtree value per node ({expected}), got {got}")]
    ValuesMismatch {
        /// The number of nodes.
        expected: usize,
        /// The number of values given.
        got: usize,
    },
    /// A given subtree value is so large that `1 + value` overflows.
    #[error("the subtree value {0} is too large to be the value of a tree")]
    ValueTooLarge(usize),
    /// Text or digits that are not an octal game's code.
    #[error("not an octal game code: {0}")]
    Code(#[from] CodeError),
    /// A Grundy value passed `u32::MAX`, the sequences' storage type.
    #[error("a Grundy value passed u32::MAX at heap {0}")]
    SequenceValueTooLarge(usize),
    /// No period was proven among the heaps computed.
    #[error("no period proven with the values of heaps up to {0}")]
    NoPeriodFound(usize),
    /// A coin position outside a coin-turning game's row (or whose value passes `u64`).
    #[error("no coin at position {0} in this game")]
    CoinOutOfRange(u64),
    /// A nimber has no inverse: zero.
    #[error("zero has no nim-inverse")]
    DivisionByZero,
    /// A period shows in the values computed, but its proof needs more heaps than allowed.
    #[error(
        "the values up to heap {max_heap} show preperiod {preperiod} and period {period}, and the proof needs the values up to heap {needed}"
    )]
    ProofNeedsMoreHeaps {
        /// The largest heap allowed.
        max_heap: usize,
        /// The candidate's preperiod.
        preperiod: usize,
        /// The candidate's period.
        period: usize,
        /// The largest heap the proof needs.
        needed: usize,
    },
    /// A misère quotient grew past its limit of elements.
    #[error(
        "the misère quotient passed {limit} elements when heap {heap} was added (the heaps below it gave order {reached})"
    )]
    QuotientTooLarge {
        /// The heap being added.
        heap: usize,
        /// The order of the quotient of the smaller heaps.
        reached: usize,
        /// The limit.
        limit: usize,
    },
    /// A heap past the heaps a misère quotient covers (and no period proven).
    #[error("heap {heap} is past the quotient's largest heap {max_heap}")]
    HeapBeyondQuotient {
        /// The heap asked for.
        heap: usize,
        /// The largest heap covered.
        max_heap: usize,
    },
    /// An element past a misère quotient's order.
    #[error("element {element} does not exist in a quotient of order {order}")]
    NoSuchElement {
        /// The element asked for.
        element: usize,
        /// The quotient's order.
        order: usize,
    },
    /// The construction of a misère quotient found no candidate it could prove when adding a
    /// heap: a defect of this crate, to be reported (every quotient returned is proven).
    #[error("no misère quotient could be proven when heap {0} was added (please report this)")]
    QuotientNotFound(usize),
    /// A misère form id of another [`MisereArena`](crate::misere::MisereArena).
    #[error("misère form {0} belongs to another arena")]
    ForeignForm(u32),
    /// A misère form born later than [`MAX_MISERE_BIRTHDAY`](crate::misere::MAX_MISERE_BIRTHDAY).
    #[error("a misère form born on day {birthday}, past the {max} days supported")]
    BirthdayTooLarge {
        /// The birthday the form would have.
        birthday: u64,
        /// The largest supported.
        max: u32,
    },
    /// A play longer than [`MAX_MISERE_PLAY`](crate::misere::MAX_MISERE_PLAY) moves, past what
    /// the recursive searches on misère forms follow.
    #[error(
        "a play of the position is longer than {max} moves, more than the misère searches follow"
    )]
    PlayTooLong {
        /// The longest play followed.
        max: u32,
    },
    /// A day past [`MAX_BORN_BY_DAY`](crate::misere::MAX_BORN_BY_DAY).
    #[error("the misère forms born by day {day} are not counted (days 0 to {max} are)")]
    DayTooLarge {
        /// The day asked for.
        day: u32,
        /// The last day counted.
        max: u32,
    },
    /// The text of a misère form would pass [`MAX_TEXT_BYTES`](crate::misere::MAX_TEXT_BYTES).
    #[error("the text of the misère form is longer than {limit} bytes")]
    TextTooLong {
        /// The limit.
        limit: u64,
    },
    /// Text that is not a misère form in `CGSuite`'s notation.
    #[error("misère notation: {0}")]
    Notation(#[from] NotationError),
    /// Text that is not an ordinal in Cantor normal form (what and where).
    #[error("not an ordinal: {0}")]
    OrdinalText(String),
    /// An ordinal, or a step of its nim-arithmetic, past the bounds of
    /// [`Ordinal`](crate::ordinal::Ordinal) (which bound, and what passed it).
    #[error("out of range: {0}")]
    OrdinalTooLarge(String),
}

/// Why text is not a misère canonical form in `CGSuite`'s notation (positions count
/// characters from 0).
///
/// ```
/// use combgames_grundy::misere::MisereArena;
/// use combgames_grundy::{Error, NotationError};
/// let mut arena = MisereArena::new();
/// assert_eq!(arena.parse("*[2[2]"), Err(Error::Notation(NotationError::Unclosed { position: 1 })));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum NotationError {
    /// No text.
    #[error("no form given (write one such as *[2[2]] or *3)")]
    Empty,
    /// Something else where the grammar needs a particular item.
    #[error("expected {expected} at position {position}, found {}", found.map_or("the end".to_string(), |c| format!("'{c}'")))]
    Expected {
        /// Where.
        position: usize,
        /// What was expected.
        expected: &'static str,
        /// What was found (`None` at the end).
        found: Option<char>,
    },
    /// A bracket or parenthesis never closed.
    #[error("the bracket at position {position} is never closed")]
    Unclosed {
        /// The opening bracket.
        position: usize,
    },
    /// A `]` with no `[` open.
    #[error("']' at position {position} closes no bracket")]
    UnexpectedClose {
        /// Where.
        position: usize,
    },
    /// A `#` where a term should start.
    #[error("'#' at position {position} follows no game (write it after a term, as in 2#)")]
    SharpFirst {
        /// Where.
        position: usize,
    },
    /// `[]`.
    #[error("the brackets at position {position} are empty (the game without options is 0)")]
    EmptyBrackets {
        /// The opening bracket.
        position: usize,
    },
    /// A subscript or `#` after a whole form, outside `*[...]`.
    #[error(
        "'{found}' at position {position} follows a whole form: subscripts and # stand inside *[...]"
    )]
    OutsideBrackets {
        /// Where.
        position: usize,
        /// The character.
        found: char,
    },
    /// Brackets nested deeper than the reader follows.
    #[error("the bracket at position {position} is nested {max} brackets deep, the most read")]
    NestedTooDeep {
        /// The bracket.
        position: usize,
        /// The most brackets open at once.
        max: usize,
    },
    /// A nim heap past the largest birthday supported.
    #[error("the nim heap at position {position} is larger than {max}")]
    HeapTooLarge {
        /// Where its digits start.
        position: usize,
        /// The largest heap.
        max: u32,
    },
    /// A character that has no place in the notation.
    #[error("'{found}' at position {position} has no place in a misère form")]
    Unexpected {
        /// Where.
        position: usize,
        /// The character.
        found: char,
    },
}

/// Why text or digits are not an octal game's code.
///
/// ```
/// use combgames_grundy::{CodeError, Error, OctalGame};
/// assert_eq!(".8".parse::<OctalGame>(), Err(Error::Code(CodeError::HexDigit { position: 1, letter: '8' })));
/// assert_eq!("1..2".parse::<OctalGame>(), Err(Error::Code(CodeError::ManyPoints)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CodeError {
    /// No text.
    #[error("the code is empty")]
    Empty,
    /// No point: codes are written `.07` or `4.07`.
    #[error("a code has a point, as in .07 or 4.07")]
    NoPoint,
    /// More than one point.
    #[error("a code has one point, as in .07 or 4.07")]
    ManyPoints,
    /// More than one digit before the point.
    #[error("a code has at most one digit before the point")]
    LongLeadingPart,
    /// A hexadecimal digit in an octal code.
    #[error(
        "'{letter}' at position {position} is not an octal digit (hexadecimal codes are written with 0x, as 0x.8)"
    )]
    HexDigit {
        /// The position of the character, from 0.
        position: usize,
        /// The character.
        letter: char,
    },
    /// A character that is no digit.
    #[error("'{letter}' at position {position} is not a digit")]
    Letter {
        /// The position of the character, from 0.
        position: usize,
        /// The character.
        letter: char,
    },
    /// A digit of 16 or more given as a number.
    #[error("digit {digit} at index {position} is not below 16")]
    DigitTooLarge {
        /// The index of the digit (`d0` is 0).
        position: usize,
        /// The digit.
        digit: u8,
    },
    /// A leading digit `d0` with bit 1 or 2: taking nothing and leaving the heap is no move.
    #[error(
        "the digit before the point is {0:x}: taking nothing can only split a heap (0, 4, 8 or c)"
    )]
    LeadingDigit(u8),
    /// More digits than [`MAX_CODE_DIGITS`](crate::MAX_CODE_DIGITS).
    #[error("{0} digits after the point, more than 4096")]
    TooManyDigits(usize),
}
