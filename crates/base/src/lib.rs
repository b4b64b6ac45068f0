//! The foundation under every combgames crate: what each of them would otherwise write again.
//!
//! Seven concerns, each written once here and used by every crate that meets it:
//!
//! - **Budgets** ([`budget`]). Every computation whose cost grows with its argument states its
//!   cost in one of four [`Resource`]s (steps, bytes, items, milliseconds), checks it against a
//!   limit before it starts or while it runs, and refuses with one shape, [`Exceeded`]: the
//!   resource, what was needed and what was allowed, all `u64`. A crate's error type wraps it
//!   in a variant named `Exceeded`, so a caller matches one shape everywhere.
//! - **Limits** ([`limits`]). A caller sets them with one value, [`Limits`]: steps, bytes,
//!   items and time, each optional and named, a missing one being the function's default;
//!   threads are never a limit and are passed apart.
//! - **Modular arithmetic** ([`modular`]). [`Modulus`] holds a modulus `m >= 2` of a given
//!   width (`u64` or `u128`) and computes in `Z/mZ`: `(a + b) mod m`, `(a - b) mod m`,
//!   `(a * b) mod m` and `a^e mod m` on residues `a, b < m`. The reduced addition is the
//!   identity `a + b - m = a - (m - b)`, compared against `m - b` so that nothing overflows
//!   even for `m` near the top of the type. Residues are checked to be below `m` in debug
//!   builds and in the `release-checked` profile.
//! - **Threads** ([`threads`]). [`in_parts`] runs independent parts of a computation on
//!   scoped threads, at most one a core, the calling thread included; the results come back
//!   in the parts' order, the first error (by part) stops the rest, and a worker's panic is
//!   re-raised in the caller with its own message, never turned into an answer.
//! - **Memory** ([`memory`]). [`memory::available`] reads what the system can still give, so
//!   that an allocation sized by a caller's limit is never larger than the machine can hold.
//! - **Hashing** ([`hash`]). [`hash::FastMap`] and [`hash::FastSet`]: hash tables keyed by
//!   what a search builds itself (game ids, bit boards), with a multiply-rotate hash several
//!   times cheaper than the standard library's default, for the memo tables of every crate.
//! - **Stopping on request** ([`interrupt`]). Long work calls [`interrupt::check`] every few
//!   milliseconds; a caller that installed an [`Interrupt`] (the Python bindings do, for
//!   Ctrl-C) stops it with [`Interrupted`], which a crate's error wraps in a variant named
//!   `Interrupted`. With nothing installed the check never fails.
//!
//! ```
//! use combgames_base::{Exceeded, Modulus, Resource, in_parts};
//! // 2^64 mod (2^61 - 1) = 8, through the 64-bit modulus.
//! let m = Modulus::<u64>::new((1 << 61) - 1).unwrap();
//! assert_eq!(m.pow(2, 64), 8);
//! // Sums of parts on threads, in order.
//! let sums = in_parts(vec![1..=10u64, 11..=20], 2, |part| Ok::<_, Exceeded>(part.sum::<u64>()));
//! assert_eq!(sums, Ok(vec![55, 155]));
//! // A refusal names what it needed and what it was allowed.
//! let refused = Exceeded::check(Resource::Bytes, 1u64 << 40, 1 << 32);
//! assert_eq!(refused.unwrap_err().to_string(), "needs about 1099511627776 bytes, over the limit of 4294967296");
//! ```

pub mod budget;
pub mod hash;
pub mod interrupt;
pub mod limits;
pub mod memory;
pub mod modular;
pub mod player;
pub mod threads;

pub use budget::{Exceeded, Needed, Resource};
pub use interrupt::{Interrupt, Interrupted};
pub use limits::{Clock, Limits, Meter};
pub use modular::{Modulus, ModulusTooSmall, Word};
pub use player::{NotAPlayer, Player};
pub use threads::{cores, in_parts, team};
