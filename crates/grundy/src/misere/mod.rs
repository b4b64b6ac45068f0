//! Misère play: the last player to move loses.
//!
//! Sums no longer follow nim-sums: the misère outcome of `G + H` is not a function of the
//! outcomes, nor of the misère Grundy values, of `G` and `H`. Two tools are here.
//!
//! - The misère Grundy value of any position of an [`ImpartialGame`](crate::ImpartialGame),
//!   `g-(p) = 1` when `p` has no move, else the mex of its options' values (so `p` is a
//!   misère P-position exactly when `g-(p) = 0`): [`Solver::misere_grundy`](crate::Solver::misere_grundy),
//!   which searches a sum as a whole.
//! - The misère quotient of an octal game's heaps up to `N` (Plambeck and Siegel): a finite
//!   commutative monoid `Q` with a subset `P` and an element for each heap, so that a sum is a
//!   misère P-position exactly when the product of its heaps' elements is in `P`:
//!   [`OctalGame::misere_quotient`](crate::OctalGame::misere_quotient).
//!
//! - Misère canonical forms of any impartial game ([`MisereArena`]): simplest forms, sums,
//!   genus, mates, `CGSuite`'s `*[...]` notation, and the forms born by each day.
//!
//! `docs/misere.md` has the construction and its proofs.

mod extend;
mod forms;
mod learn;
mod monoid;
mod quotient;
mod verify;

pub use forms::{
    Genus, MAX_BORN_BY_DAY, MAX_MISERE_BIRTHDAY, MAX_MISERE_PLAY, MAX_TEXT_BYTES,
    MISERE_BYTE_LIMIT, MISERE_FORM_LIMIT, MISERE_STEP_LIMIT, MisereArena, MisereId, misere_born_by,
};
pub use quotient::{
    MAX_QUOTIENT_HEAP, MAX_QUOTIENT_ORDER, MisereQuotient, QUOTIENT_LIMITS, QuotientPeriod,
};
