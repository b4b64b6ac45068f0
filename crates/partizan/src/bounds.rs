//! The bounds of the games an arena stores and of the text it reads and writes: checked
//! wherever a game is made.

use combgames_dyadic::Dyadic;

/// The bound on a number a game may have: `|x| <= 2^65,520` (sixteen bits inside the dyadic
/// type's own bound, [`combgames_dyadic::MAX_MAGNITUDE_BITS`], so that the stops, means and
/// thermographs of games built from such numbers, and sums of up to `2^15` of them, never
/// leave the type). Numbers are stored by value, one node each whatever their birthday:
/// `2^65520` is born on day `2^65520`.
pub const MAX_MAGNITUDE_BITS: u32 = combgames_dyadic::MAX_MAGNITUDE_BITS - 16;

/// The finest denominator of a number a game may have: `2^65,520` (sixteen bits inside the
/// dyadic type's own, [`combgames_dyadic::MAX_EXPONENT`], for the same reason).
pub const MAX_EXPONENT: u32 = combgames_dyadic::MAX_EXPONENT - 16;

/// Whether the arena holds the number `x`: `|x| <= 2^`[`MAX_MAGNITUDE_BITS`] (`2^65520`), over
/// a denominator of at most `2^`[`MAX_EXPONENT`] (`2^65520`). One rule, checked wherever a
/// number is stored: by the constructors, by [`Arena::game`](crate::Arena::game), by sums and
/// by the rulesets, so a number outside it is refused with
/// [`Error::NumberTooLarge`](crate::Error::NumberTooLarge) however it is reached. Every number
/// inside has its negation in the rule. `O(1)` for numbers held inline, `O(bits)` others.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// use combgames_partizan::{is_buildable, MAX_EXPONENT, MAX_MAGNITUDE_BITS};
/// assert!(is_buildable("-4611686018427387904".parse().unwrap())); // -2^62
/// assert!(is_buildable("18446744073709551617".parse().unwrap())); // 2^64 + 1
/// assert!(is_buildable(Dyadic::new(3, 100).unwrap())); // 3/2^100
/// let two = Dyadic::from_integer(2);
/// let power = (0..MAX_MAGNITUDE_BITS).fold(Dyadic::ONE, |x, _| x * two);
/// assert!(is_buildable(power) && is_buildable(-power));
/// assert!(!is_buildable(power + Dyadic::ONE));
/// assert!(!is_buildable(Dyadic::new(1, MAX_EXPONENT + 1).unwrap()));
/// ```
pub fn is_buildable(x: Dyadic) -> bool {
    if x.to_small().is_some() {
        // Inline values (|numerator| < 2^63, exponent <= 62) are far inside.
        return true;
    }
    if x.exponent() > MAX_EXPONENT {
        return false;
    }
    let bits = x.integer_bits();
    // |x| <= 2^B: fewer than B + 1 integer bits, or 2^B itself.
    bits <= MAX_MAGNITUDE_BITS
        || (bits == MAX_MAGNITUDE_BITS + 1
            && x.is_integer()
            && x.numerator().trailing_zeros() == Some(u64::from(MAX_MAGNITUDE_BITS)))
}

/// The latest day a game the arena stores may be born, counting days from its numbers: 1024.
/// A number is stored by value, whatever its birthday, so this bounds the *height* of a game
/// that is not a number (0 for a number, else one more than its options' greatest):
/// `{2^40 | 0}` is stored (height 1), `*5000 + {1|0}` is not. Every walk through options
/// takes numbers by value, so this bounds the depth of every recursion.
///
/// ```
/// use combgames_partizan::{Arena, MAX_BIRTHDAY};
/// assert_eq!(MAX_BIRTHDAY, 1024);
/// let mut arena = Arena::new();
/// let g = arena.parse("{1099511627776|0}").unwrap(); // {2^40 | 0}
/// assert_eq!(arena.birthday(g), Ok((1 << 40) + 1));
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
