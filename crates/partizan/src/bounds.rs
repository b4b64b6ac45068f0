//! The bounds of the games an arena stores and of the text it reads and writes: checked
//! wherever a game is made, and the simplest number between two bounds.

use combgames_dyadic::Dyadic;

/// The largest magnitude of a number a game may have: 512 (the birthday of the integer).
pub const MAX_INTEGER: i64 = 512;

/// The finest denominator of a number a game may have: `2^32`.
pub const MAX_EXPONENT: u32 = 32;

/// Whether the arena holds the number `x`: `|x| <= `[`MAX_INTEGER`] and a denominator of at
/// most `2^`[`MAX_EXPONENT`]. One rule, checked wherever a game is stored: by the
/// constructors, by [`Arena::game`](crate::Arena::game), by sums and by the rulesets, so a number outside it is
/// refused with [`Error::NumberTooLarge`](crate::Error::NumberTooLarge) however it is reached, and every number inside it
/// has its negation, stops, mean and temperature within the dyadic type. `O(1)`.
///
/// ```
/// use combgames_partizan::is_buildable;
/// assert!(is_buildable("-512".parse().unwrap()));
/// assert!(is_buildable("3/4294967296".parse().unwrap())); // 3/2^32
/// assert!(!is_buildable("512.5".parse().unwrap()));
/// assert!(!is_buildable("3/8589934592".parse().unwrap())); // 3/2^33
/// ```
pub fn is_buildable(x: Dyadic) -> bool {
    let magnitude = x.numerator().unsigned_abs();
    let limit = MAX_INTEGER.unsigned_abs();
    x.exponent() <= MAX_EXPONENT
        && (magnitude >> x.exponent() < limit
            || (magnitude >> x.exponent() == limit && x.exponent() == 0))
}

/// The latest birthday of a game the arena stores: 1024. Every operation recurses at most
/// through the birthdays of its arguments, so this bounds the depth of every recursion.
///
/// ```
/// assert_eq!(combgames_partizan::MAX_BIRTHDAY, 1024);
/// ```
pub const MAX_BIRTHDAY: u32 = 1024;

/// The longest text [`Arena::to_text`](crate::Arena::to_text) writes and [`Arena::parse`](crate::Arena::parse) reads: `2^20` characters
/// (a printed game is the unfolded tree of its options, which can be exponentially larger
/// than the game).
pub const MAX_TEXT: usize = 1 << 20;

/// The deepest nesting [`Arena::parse`](crate::Arena::parse) reads: 128 levels of braces, parentheses, `Tiny`,
/// `Miny` and sides of bar forms together, the whole text being the first. The parser's
/// recursion is bounded by this, never by the input: at most about 1 KB of stack a level in
/// a release build and 8 KB in a debug build (measured), so 128 levels fit the 2 MiB stack of
/// a spawned thread. A game printed by [`Arena::to_text`](crate::Arena::to_text) nests at most as deep as its
/// birthday; a game nested deeper than this is built by [`Arena::game`](crate::Arena::game) or read in parts.
///
/// ```
/// use combgames_partizan::{Arena, MAX_NESTING};
/// let mut arena = Arena::new();
/// let deep = format!("{}0{}", "(".repeat(MAX_NESTING - 1), ")".repeat(MAX_NESTING - 1));
/// assert_eq!(arena.parse(&deep), Ok(arena.zero()));
/// let deeper = format!("({deep})");
/// assert!(arena.parse(&deeper).is_err());
/// ```
pub const MAX_NESTING: usize = 128;

/// The simplest number strictly between `low` and `high` (`None` means unbounded), if the
/// interval is not empty.
pub(crate) fn simplest_in(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
    match (low, high) {
        (None, None) => Some(Dyadic::ZERO),
        (Some(a), None) => {
            if a < Dyadic::ZERO {
                Some(Dyadic::ZERO)
            } else {
                // The least integer above a.
                let floor = a.numerator() >> a.exponent();
                Some(Dyadic::from_integer(floor + 1))
            }
        }
        (None, Some(b)) => {
            if b > Dyadic::ZERO {
                Some(Dyadic::ZERO)
            } else {
                let floor = b.numerator() >> b.exponent();
                let ceil = if Dyadic::from_integer(floor) == b {
                    floor
                } else {
                    floor + 1
                };
                Some(Dyadic::from_integer(ceil - 1))
            }
        }
        (Some(a), Some(b)) => Dyadic::simplest_between(a, b).ok(),
    }
}
