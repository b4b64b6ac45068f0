//! The `Dyadic` type itself: a numerator and an exponent, normalised (its methods are in
//! `dyadic.rs`, its arithmetic in `ops.rs`).

/// The largest exponent a [`Dyadic`] may have: values are `p / 2^e` with `e <= 65,536`.
///
/// ```
/// use combgames_dyadic::{Dyadic, MAX_EXPONENT};
/// assert!(Dyadic::new(1, MAX_EXPONENT).is_ok());
/// assert!(Dyadic::new(1, MAX_EXPONENT + 1).is_err());
/// ```
pub const MAX_EXPONENT: u32 = 1 << 16;

/// The bound on a [`Dyadic`]'s magnitude: `|x| <= 2^65,536`, so the floor and ceiling of
/// every value are values too.
///
/// ```
/// use combgames_dyadic::{Dyadic, MAX_MAGNITUDE_BITS};
/// let two = Dyadic::from_integer(2);
/// let mut x = Dyadic::ONE;
/// for _ in 0..MAX_MAGNITUDE_BITS - 1 {
///     x = x.checked_mul(two).unwrap();
/// }
/// assert_eq!(x.integer_bits(), MAX_MAGNITUDE_BITS); // 2^65535
/// let top = x.checked_mul(two).unwrap(); // 2^65536, the largest value
/// assert_eq!(top.checked_add(Dyadic::ONE), None);
/// ```
pub const MAX_MAGNITUDE_BITS: u32 = 1 << 16;

/// The longest text [`Dyadic`]'s `from_str` reads: 50,000 bytes, past the longest value
/// the type holds (about 39,500 digits over a denominator of about 19,700).
pub const MAX_TEXT: usize = 50_000;

/// An exact dyadic rational `p / 2^e`: `p` any integer with `|p / 2^e| <= 2^65,536`
/// ([`MAX_MAGNITUDE_BITS`]), `0 <= e <= 65,536` ([`MAX_EXPONENT`]), always normalised (`p`
/// odd, or `e = 0`), so equal values have equal representations.
///
/// The type is `Copy` and 16 bytes. A value whose numerator fits an `i64` and whose exponent is
/// at most 62 is held inline, and arithmetic on such values is a few word operations in `i128`
/// (the fast path: no allocation, no lock). Any other value is an arbitrary-precision numerator
/// (`num-bigint`) stored once in a process-wide table for the life of the process (at most
/// about 16 KiB each), and the `Dyadic` holds its index; operations on it cost
/// `O(bits)` (`O(bits^1.6)` for products) and take a read lock on the table.
///
/// Arithmetic is checked: an operation returns `None` or an error instead of losing bits, and
/// only when the exact result passes the bounds.
///
/// ```
/// use combgames_dyadic::Dyadic;
/// let a: Dyadic = "-3/8".parse().unwrap();
/// let b = Dyadic::new(5, 2).unwrap(); // 5/4
/// assert_eq!(a.checked_add(b).unwrap().to_string(), "7/8");
/// assert_eq!(a.checked_mul(b).unwrap().to_string(), "-15/32");
/// assert!(a < b);
/// assert_eq!(Dyadic::simplest_between(a, b).unwrap(), Dyadic::ZERO);
/// assert_eq!(b.to_scaled(3), Ok(10));
/// assert!(a.to_scaled(2).is_err()); // -3/8 is not a multiple of 1/4
/// // Past 64 bits, exactly:
/// let big: Dyadic = "18446744073709551617".parse().unwrap(); // 2^64 + 1
/// let tiny: Dyadic = "1/36893488147419103232".parse().unwrap(); // 2^-65
/// assert_eq!((big + tiny).to_string(), "680564733841876926963642703010955526145/36893488147419103232");
/// assert_eq!(big - big, Dyadic::ZERO);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    /// The numerator, or for a value not held inline its index in the table.
    pub(crate) numerator: i64,
    /// The exponent (at most 62), or `big::BIG` for a value in the table.
    pub(crate) exponent: u32,
}
