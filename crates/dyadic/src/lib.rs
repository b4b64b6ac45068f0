//! Exact dyadic rationals and Conway's simplest number.
//!
//! A **dyadic rational** is `p / 2^e` with `p` an integer: the numbers a finite binary
//! expansion can write, and the values that finite games of the Left/Right kind take in
//! combinatorial game theory. They are closed under `+`, `-` and `*`, so exact arithmetic
//! needs no rounding. [`Dyadic`] holds any `p` (arbitrary precision, `num-bigint`) with
//! `|x| <= 2^65536` and `e <= 65536`, normalised (odd `p`); values with `p` in an `i64` and
//! `e <= 62` are held inline and computed in `i128` (the fast path), others are interned. Every
//! result is exact, so `checked_*` returns `None` only past those bounds; the operators
//! `+ - * -x` panic in exactly those cases, like the integer types.
//!
//! Between two numbers `a < b` Conway's **simplicity rule** picks one canonical value:
//!
//! ```text
//! simplest(a, b) = the integer of least magnitude in (a, b), if there is one;
//!                  otherwise the unique m / 2^j in (a, b) with the smallest j.
//! ```
//!
//! (Two odd multiples of `2^-j` inside `(a, b)` would have an even multiple, a coarser point,
//! between them: that is why the smallest denominator is unique.) On numerators over a common
//! `2^e` this becomes bit arithmetic: zero if the range straddles it, else the multiple of
//! `2^e` nearest zero, else the numerator with the most trailing zero bits. That is
//! [`simplest_between_scaled`], the `O(1)` kernel that hot loops call directly.
//!
//! ```
//! use combgames_dyadic::{Dyadic, simplest_between_scaled};
//! let a: Dyadic = "1/4".parse().unwrap();
//! let b: Dyadic = "1".parse().unwrap();
//! assert_eq!(Dyadic::simplest_between(a, b).unwrap().to_string(), "1/2");
//! // The same on numerators over 2^4: (4/16, 16/16) -> 8/16.
//! assert_eq!(simplest_between_scaled(4, 16, 4), Some(8));
//! ```

mod big;
mod dyadic;
mod error;
mod ops;
mod simplest;
mod text;
mod value;

pub use error::{Error, ParseError};
pub use simplest::simplest_between_scaled;
pub use value::{Dyadic, MAX_EXPONENT, MAX_MAGNITUDE_BITS, MAX_TEXT};
