//! The `Dyadic` type itself: a numerator and an exponent, normalised (its methods are in
//! `dyadic.rs`, its arithmetic in `ops.rs`).

/// The largest exponent a [`Dyadic`] may have: values are `p / 2^e` with `e <= 62`.
///
/// ```
/// use combgames_dyadic::{Dyadic, MAX_EXPONENT};
/// assert!(Dyadic::new(1, MAX_EXPONENT).is_ok());
/// assert!(Dyadic::new(1, MAX_EXPONENT + 1).is_err());
/// ```
pub const MAX_EXPONENT: u32 = 62;

/// An exact dyadic rational `p / 2^e`: `p` an `i64`, `0 <= e <= 62`, always normalised (`p` odd,
/// or `e = 0`), so equal values have equal representations.
///
/// Arithmetic is checked: every operation returns an error instead of losing bits, whether the
/// numerator overflows or the exponent grows past [`MAX_EXPONENT`].
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
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Dyadic {
    pub(crate) numerator: i64,
    pub(crate) exponent: u32,
}
