//! Impartial misère canonical forms (Conway, *On Numbers and Games* ch. 12; Siegel,
//! *Combinatorial Game Theory* ch. V): the value of a game in misère play, beside every
//! other game at once.
//!
//! Two impartial games `G` and `H` are **equal in misère play** when `G + X` and `H + X` have
//! the same misère outcome for every game `X`. Unlike normal play there is no nim heap for
//! every game, and almost no cancellation (`* + * = 0` is the notable exception), but every
//! game has a unique **simplest form**, found by bypassing reversible options with Grundy
//! and Smith's proviso ([`MisereArena`]). Read and written in `CGSuite`'s notation
//! ([`MisereArena::parse`], [`MisereArena::to_text`]), with Conway's genus ([`Genus`]),
//! mates, sums, and the count of forms born by each day ([`misere_born_by`]).
//!
//! ```
//! use combgames_grundy::misere::MisereArena;
//! let mut arena = MisereArena::new();
//! let g = arena.parse("*[2]+*[2]").unwrap();
//! assert_eq!(arena.to_text(g).unwrap(), "*[2[2]]");
//! assert_eq!(arena.genus(g).unwrap().to_string(), "0^0");
//! assert!(arena.is_p_position(g).unwrap());
//! ```

mod arena;
mod born;
mod genus;
mod notation;
mod outcome;

pub use arena::{
    MAX_MISERE_BIRTHDAY, MAX_MISERE_PLAY, MISERE_BYTE_LIMIT, MISERE_FORM_LIMIT, MISERE_STEP_LIMIT,
    MisereArena, MisereId,
};
pub use born::{MAX_BORN_BY_DAY, misere_born_by};
pub use genus::Genus;
pub use notation::MAX_TEXT_BYTES;
