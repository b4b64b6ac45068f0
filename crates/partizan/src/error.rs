//! The crate's error type.

use combgames_dyadic::Dyadic;
use thiserror::Error;

/// What can go wrong in this crate.
///
/// ```
/// use combgames_partizan::{Arena, Error};
/// use combgames_base::{Exceeded, Resource};
/// let mut arena = Arena::with_limits(combgames_base::Limits::new().items(3));
/// let full = Exceeded::ran_out(Resource::Items, 3);
/// arena.parse("*").unwrap(); // 0 and * fill 2 of the 3
/// arena.integer(10).unwrap(); // a number is one game, whatever its birthday
/// assert_eq!(arena.parse("*2"), Err(Error::Exceeded(full)));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum Error {
    /// The arena's budget is spent: it holds its limit of distinct canonical games (items),
    /// or a search took its limit of steps.
    #[error(transparent)]
    Exceeded(#[from] combgames_base::Exceeded),
    /// The work was stopped on request ([`combgames_base::interrupt`]: the Python bindings
    /// stop it on Ctrl-C), before any answer.
    #[error(transparent)]
    Interrupted(#[from] combgames_base::Interrupted),
    /// A number outside those a game may have ([`crate::is_buildable`]: magnitude or
    /// denominator).
    #[error(
        "{} is outside the numbers a game may have (magnitude up to 2^{}, denominators up to 2^{})",
        brief(*.0),
        crate::MAX_MAGNITUDE_BITS,
        crate::MAX_EXPONENT
    )]
    NumberTooLarge(Dyadic),
    /// A value left the range of the dyadic type while computing stops or thermographs.
    #[error("a value left the range of the dyadic type")]
    Overflow,
    /// A birthday, a text or its nesting past its limit: a game held symbolically (`x + n.^ +
    /// *m` born after [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY)) in an operation that needs its
    /// options is refused this way.
    #[error("{what} {} is past the limit of {limit}", amount(*value))]
    TooLarge {
        /// What was asked for.
        what: Quantity,
        /// The value asked for (`u64::MAX` for any value from `2^64 - 1` on: the birthday of
        /// a number past `2^64`, printed "2^64 - 1 or more").
        value: u64,
        /// The limit.
        limit: u64,
    },
    /// An operation that needs a positive game (as `Tiny` and `Miny`).
    #[error("{0} needs a positive argument")]
    NotPositive(Construction),
    /// An atomic weight asked of a game that has none: one that is not all-small (some
    /// position below it has moves for one player only).
    #[error("only all-small games have an atomic weight")]
    NotAllSmall,
    /// A loopy game's option or start that is no position of its graph.
    #[error("position {0} is not in the game's graph")]
    NoSuchPosition(u64),
    /// An operation of stoppers asked of a loopy game that is not one: a play of it in which
    /// the players move in turn can go on for ever.
    #[error("not a stopper: a play of it in which the players move in turn can go on for ever")]
    NotStopper,
    /// The sides of a loopy game that sidling did not settle: each layer of the game
    /// differed from the one below until the layers reached their limit
    /// ([`MAX_SIDLING_LAYERS`](crate::loopy::MAX_SIDLING_LAYERS), or the most positions).
    /// The game may have no stopper sides, or a side that layers only approach (as `over`
    /// is approached by `1, 1/2, 1/4, ...`).
    #[error(
        "the sides of this loopy game were not found: {layers} layers of sidling did not settle"
    )]
    SidesNotFound {
        /// The layers built.
        layers: u64,
    },
    /// A sided value `S & T` whose offside `T` is not at most its onside `S`.
    #[error("the offside of S & T must be at most its onside S")]
    SidesUnordered,
    /// `pow` or `pow-to` of a game other than `^` and `v`: the uptimal powers here are
    /// those of up and down.
    #[error("pow and pow-to take ^ or v")]
    NotUp,
    /// A game id past the end of this arena (an id of a larger arena, or made up).
    #[error("game id {0} is not in this arena")]
    NoSuchGame(u32),
    /// A game id made by another arena (its index, as [`GameId::index`](crate::GameId::index)
    /// gives it): ids are read only by the arena that made them.
    #[error("game id {0} belongs to another arena")]
    ForeignGame(u32),
    /// A cooling temperature below -1.
    #[error("cooling is defined for temperatures t >= -1")]
    TemperatureTooLow,
    /// A ruleset whose line of play returned to a position still being solved: its rules
    /// are not short (the value searches of the crate `combgames-rulesets`).
    #[error("a line of play returns to an earlier position: the rules are not short")]
    Loopy,
    /// Text that is not a game.
    #[error("{0}")]
    Parse(#[from] ParseError),
    /// A board, string or tree that is not a position of its ruleset.
    #[error("not a position: {0}")]
    Position(#[from] PositionError),
}

/// Why the text of a position (a Hackenbush string or tree, a board of a ruleset of the crate
/// `combgames-rulesets`) is not a position.
///
/// ```
/// use combgames_partizan::{Error, PositionError};
/// let bad = Error::from(PositionError::Letter { position: 1, letter: 'X' });
/// assert_eq!(bad.to_string(), "not a position: 'X' at position 1 is not allowed there");
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
    #[error("{} edges or cells, more than the {max} supported", amount(u64::try_from(*len).unwrap_or(u64::MAX)))]
    TooLong {
        /// The size given (`usize::MAX` for a size that does not fit, such as the cells of a
        /// `99999999999x99999999999` board, printed as "2^64 - 1 or more").
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
    /// A vertex number outside the graph.
    #[error("vertex {vertex} is not one of the {count} vertices")]
    NoSuchVertex {
        /// The vertex named.
        vertex: usize,
        /// The vertices of the graph (numbered from 0).
        count: usize,
    },
    /// A vertex listed as its own neighbour.
    #[error("vertex {vertex} is listed as its own neighbour")]
    SelfLoop {
        /// The vertex.
        vertex: usize,
    },
    /// Rows of different lengths.
    #[error("row {row} has another length than the first")]
    RaggedRows {
        /// The first row (from 0) of another length.
        row: usize,
    },
    /// Text that is not a graph: where (line and column from 1) and what is wrong there.
    #[error("line {line}, column {column}: {fault}")]
    Graph {
        /// The line, from 1.
        line: usize,
        /// The column (a character's place in its line), from 1.
        column: usize,
        /// What is wrong there.
        fault: GraphFault,
    },
    /// A subtraction of 0 in a subtraction set (a move that would change nothing, so play
    /// could last for ever): `position` is its place among the numbers given, from 0.
    #[error("the number at position {position} is 0: a subtraction must take at least 1")]
    ZeroSubtraction {
        /// Its place among the numbers given, from 0.
        position: usize,
    },
    /// A number in a position (a pile, say) past the largest supported.
    #[error("the number at position {position} is past the largest supported, {max}")]
    NumberTooLarge {
        /// Where the number is: the character position where it starts in the text (from 0),
        /// or in a position built from numbers, its place among them (from 0).
        position: usize,
        /// The largest supported.
        max: u64,
    },
}

/// What is wrong at a place in the text of a graph ([`PositionError::Graph`]).
///
/// ```
/// use combgames_partizan::{GraphFault, PositionError};
/// let e = PositionError::Graph { line: 2, column: 5, fault: GraphFault::SelfLoop(3) };
/// assert_eq!(e.to_string(), "line 2, column 5: an edge from vertex 3 to itself");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GraphFault {
    /// Something else was expected here: what.
    #[error("expected {0}")]
    Expected(&'static str),
    /// An edge from a vertex to itself.
    #[error("an edge from vertex {0} to itself")]
    SelfLoop(usize),
    /// A vertex number outside the graph.
    #[error("vertex {vertex} is not one of the {count} vertices (numbered from 0)")]
    NoSuchVertex {
        /// The vertex named.
        vertex: usize,
        /// The vertices of the graph.
        count: usize,
    },
    /// More vertices than supported.
    #[error("{count} vertices, more than the {max} supported")]
    TooManyVertices {
        /// The vertices asked for (saturated at `usize::MAX`).
        count: usize,
        /// The most supported.
        max: usize,
    },
}

/// What a [`Error::TooLarge`] refusal measured.
///
/// ```
/// use combgames_partizan::{Arena, Error, Quantity};
/// let refused = Arena::new().parse("*5000 + {1|0}").unwrap_err();
/// assert!(matches!(refused, Error::TooLarge { what: Quantity::Birthday, .. }));
/// assert_eq!(refused.to_string(), "birthday 5000 is past the limit of 1024");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Quantity {
    /// The birthday of a game to be stored, or of a game held symbolically.
    Birthday,
    /// The characters of a game's text (read or printed).
    TextLength,
    /// The nesting of a game's text.
    Nesting,
    /// The positions of a loopy game to simplify.
    Positions,
    /// The count of a multiple `n*G` of a loopy game.
    Multiple,
}

impl std::fmt::Display for Quantity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Quantity::Birthday => "birthday",
            Quantity::TextLength => "text of a game",
            Quantity::Nesting => "nesting of the text of a game",
            Quantity::Positions => "positions of a loopy game",
            Quantity::Multiple => "count of a multiple n*G",
        })
    }
}

/// A construction that needs a positive argument ([`Error::NotPositive`]).
///
/// ```
/// use combgames_partizan::{Arena, Construction, Error};
/// let mut arena = Arena::new();
/// let zero = arena.zero();
/// assert_eq!(arena.tiny(zero), Err(Error::NotPositive(Construction::Tiny)));
/// assert_eq!(arena.miny(zero), Err(Error::NotPositive(Construction::Miny)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Construction {
    /// `Tiny(G) = {0 || 0 | -G}`.
    Tiny,
    /// `Miny(G) = -Tiny(G)`.
    Miny,
    /// Norton multiplication `G.U`, by a positive `U`.
    Norton,
    /// The uptimal power `^<n>`, for `n >= 1`.
    Uptimal,
}

impl std::fmt::Display for Construction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Construction::Tiny => "Tiny",
            Construction::Miny => "Miny",
            Construction::Norton => "Norton multiplication",
            Construction::Uptimal => "the uptimal power ^<n>",
        })
    }
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
#[error("at position {position}: {reason}")]
pub struct ParseError {
    /// The character position of the problem, from 0.
    pub position: usize,
    /// What was expected or found there.
    pub reason: ParseReason,
}

/// What was expected or found where text stops being a game ([`ParseError::reason`]).
///
/// ```
/// use combgames_partizan::{Arena, Error, ParseError, ParseReason};
/// let mut arena = Arena::new();
/// let refused = arena.parse("{1|2").unwrap_err();
/// assert_eq!(refused, Error::Parse(ParseError { position: 4, reason: ParseReason::Expected('}') }));
/// assert_eq!(refused.to_string(), "at position 4: expected '}'");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Error)]
#[non_exhaustive]
pub enum ParseReason {
    /// A character that should be there: a closing bracket, or `|` between the sides.
    #[error("expected '{0}'")]
    Expected(char),
    /// A closing bracket without its opening one.
    #[error("a closing bracket without its opening one")]
    UnmatchedClose,
    /// Text after a whole game.
    #[error("unexpected text after the game")]
    TrailingText,
    /// Nesting past [`MAX_NESTING`](crate::MAX_NESTING) levels, said in what the text
    /// holds: at most 63 braces inside one another, or 127 parentheses (the whole text is one
    /// level, a brace form two, a parenthesis, `Tiny` or `Miny` one).
    #[error(
        "nested too deep: at most 63 braces inside one another, or 127 parentheses, are read ({} levels: the whole text one, each brace form two, each parenthesis, Tiny or Miny one)",
        crate::MAX_NESTING
    )]
    TooDeep,
    /// Nothing that starts a game.
    #[error("expected a game")]
    ExpectedGame,
    /// `Tiny(G)` or `Miny(G)` of a `G` that is not positive.
    #[error("Tiny and Miny need a positive game")]
    NotPositive,
    /// Two separators of one brace form with the same number of bars (`{1|2|3}`).
    #[error("two separators with the same number of bars")]
    AmbiguousBars,
    /// Neither `,` nor `|` after an option.
    #[error("expected ',' or '|'")]
    ExpectedCommaOrBar,
    /// A `/` or `.` of a number without digits after it.
    #[error("expected digits")]
    ExpectedDigits,
    /// A number that is not a dyadic rational.
    #[error("not a dyadic number")]
    NotDyadic,
    /// A number past [`is_buildable`](crate::is_buildable) (or written with more than
    /// [`combgames_dyadic::MAX_TEXT`] characters).
    #[error(
        "a number outside those supported (magnitude up to 2^{}, denominators up to 2^{})",
        crate::MAX_MAGNITUDE_BITS,
        crate::MAX_EXPONENT
    )]
    NumberOutsideRule,
    /// A count past what it may be: of ups (`^n`, `vn`) or of a multiple `n*G` past
    /// `2^63 - 1`, of a star (`*n`) past `2^64 - 1`.
    #[error("a count too large")]
    CountTooLarge,
    /// In a loopy game: a word that is no label in scope (labels name the braces after
    /// them, and are seen inside those braces only).
    #[error(
        "not a label in scope (a label names the braces right after it, and is used inside them)"
    )]
    UnknownLabel,
    /// In a loopy game: `pass` where an option cannot stand.
    #[error("pass stands only as an option, inside braces")]
    PassNotOption,
    /// In a loopy game: a label, or a game reaching one, inside a sum, a difference or a
    /// negative before its braces close.
    #[error("a label's game is added or negated before its braces close")]
    LabelInSum,
    /// `G & H` where a sided value cannot stand: in a loopy game's graph
    /// ([`LoopyGame::parse`](crate::loopy::LoopyGame::parse) reads single graphs), or, for
    /// [`SidedValue::parse`](crate::loopy::SidedValue::parse), anywhere but alone, in
    /// parentheses, in a sum or as an option of braces without `pass` or labels (or twice at
    /// one level).
    #[error(
        "a sided value G & H stands alone, in parentheses, in a sum (+) or as an option of braces without pass or labels"
    )]
    SidedValue,
}

/// A number for a message: written out when short, else its size (a number past the bounds
/// can have some 40,000 digits).
fn brief(x: Dyadic) -> String {
    let text = x.to_string();
    if text.len() <= 60 {
        return text;
    }
    let sign = if x < Dyadic::ZERO { "-" } else { "" };
    format!(
        "a number of magnitude about {sign}2^{} over 2^{}",
        x.integer_bits(),
        x.exponent()
    )
}

/// A measured value for a message: `u64::MAX` stands for every value from there on.
fn amount(value: u64) -> String {
    if value == u64::MAX {
        String::from("2^64 - 1 or more")
    } else {
        value.to_string()
    }
}
