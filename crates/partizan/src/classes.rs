//! How two games compare, and who wins a game: the answers of the order.

/// How two games compare.
///
/// ```
/// use combgames_partizan::{Arena, Comparison};
/// let mut arena = Arena::new();
/// let (up, star) = (arena.parse("^").unwrap(), arena.parse("*").unwrap());
/// assert_eq!(arena.compare(up, star), Ok(Comparison::Confused));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G || H`: neither `G <= H` nor `G >= H`.
    Confused,
}

/// Who wins a game, by its comparison with 0.
///
/// ```
/// use combgames_partizan::{Arena, OutcomeClass};
/// let mut arena = Arena::new();
/// let star = arena.parse("*").unwrap();
/// assert_eq!(arena.outcome(star), Ok(OutcomeClass::Next));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutcomeClass {
    /// `G > 0`: Left wins whoever starts.
    Left,
    /// `G < 0`: Right wins whoever starts.
    Right,
    /// `G = 0`: the second player wins.
    Previous,
    /// `G || 0`: the first player wins.
    Next,
}

impl OutcomeClass {
    /// The class from who wins moving first: whether Left wins when Left starts, and whether
    /// Right wins when Right starts (what a who-wins search answers).
    ///
    /// ```
    /// use combgames_partizan::OutcomeClass;
    /// assert_eq!(OutcomeClass::from_first_moves(true, false), OutcomeClass::Left);
    /// assert_eq!(OutcomeClass::from_first_moves(true, true), OutcomeClass::Next);
    /// assert_eq!(OutcomeClass::from_first_moves(false, false), OutcomeClass::Previous);
    /// ```
    #[must_use]
    pub fn from_first_moves(left_wins_first: bool, right_wins_first: bool) -> OutcomeClass {
        match (left_wins_first, right_wins_first) {
            (true, false) => OutcomeClass::Left,
            (false, true) => OutcomeClass::Right,
            (true, true) => OutcomeClass::Next,
            (false, false) => OutcomeClass::Previous,
        }
    }

    /// The class's letter: `L`, `R`, `N` or `P`.
    ///
    /// ```
    /// assert_eq!(combgames_partizan::OutcomeClass::Previous.letter(), 'P');
    /// ```
    #[must_use]
    pub fn letter(self) -> char {
        match self {
            OutcomeClass::Left => 'L',
            OutcomeClass::Right => 'R',
            OutcomeClass::Next => 'N',
            OutcomeClass::Previous => 'P',
        }
    }
}
