//! Counting systems: where combinatorial counts are added and multiplied.
//!
//! A count (of winning moves, of tuples, of partial sums) is a natural number that may grow
//! far past any machine word. The crates of this workspace keep counts in one of four
//! systems, chosen by the caller and implementing one trait, [`Counting`]:
//!
//! | system | `Count` | exact? | failure |
//! |---|---|---|---|
//! | [`CheckedU128`] | `u128` | yes | [`Error::CountOverflow`] past `2^128 - 1` |
//! | [`Big`] | [`BigUint`](num_bigint::BigUint) | yes | none (memory grows with the digits) |
//! | [`Modular`] | `u64` residue | modulo `m` | none; `2 <= m < 2^64` |
//! | [`Modular128`] | `u128` residue | modulo `m` | none; `2 <= m < 2^128` (products cost 128 steps) |
//!
//! A residue of a count is exact arithmetic in the ring `Z/mZ`, because counting only adds
//! and multiplies: `(a + b) mod m = ((a mod m) + (b mod m)) mod m`, and likewise for
//! products. So a count modulo `m` is computed with no big integers at all.
//!
//! ```
//! use combgames_counting::{Big, CheckedU128, Counting, Modular};
//! // Sum of products, the shape of every convolution: 3 * 4 + 5 * 6 = 42.
//! fn dot<C: Counting>(c: &C) -> C::Count {
//!     let mut acc = c.accumulator();
//!     c.mul_add(&mut acc, &c.count(3), &c.count(4));
//!     c.mul_add(&mut acc, &c.count(5), &c.count(6));
//!     c.finish(acc).unwrap()
//! }
//! assert_eq!(dot(&CheckedU128), 42);
//! assert_eq!(dot(&Modular::new(10).unwrap()), 2);
//! assert_eq!(dot(&Big).to_string(), "42");
//! ```
//!
//! **Invariant.** A value of a system is always *in* the system: a [`Modular`] residue is below
//! the modulus. Every way in ([`Counting::count`], [`Counting::count_u128`],
//! [`Counting::count_big`], [`Counting::reduce`]) reduces, and every operation accepts any `u64`
//! and still answers with the right residue, so a caller's unreduced value can never produce a
//! wrong one. The hot kernels ([`Modular::add`] on reduced inputs, the lazy `u128`
//! accumulator of [`Counting::mul_add`]) cost one comparison or one multiplication and an
//! addition.
//!
//! **Why not `num-modular`.** Its `addm`/`mulm` take any operands and reduce them with a
//! division each time; the counts here are residues already, so an addition needs only a
//! compare and a subtraction, and a sum of products needs only one `u128` reduction at the end.
//! The arithmetic is a few lines, written once here, and tested against `BigUint` arithmetic.

mod big;
mod checked;
mod error;
mod modular;
mod system;
mod wide;

pub use big::Big;
pub use checked::CheckedU128;
pub use error::Error;
pub use modular::Modular;
pub use system::Counting;
pub use wide::Modular128;
