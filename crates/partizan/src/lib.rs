//! Short partizan games in canonical form: sums, order, stops and temperature.
//!
//! A **short partizan game** `G = { G^L | G^R }` lists what Left and what Right may move to,
//! finitely many options in all, and the player who cannot move loses. Games are added by
//! playing in one component at a time, negated by swapping the players, and ordered by
//!
//! ```text
//! G <= H   iff   no G^L >= H   and   no H^R <= G,
//! ```
//!
//! so `G = H` when each is `<=` the other. Every game equals exactly one **canonical form**, the
//! one without dominated options (a Left option `<=` another, a Right option `>=` another) and
//! without reversible ones (a Left option with a Right option `<= G` is replaced by that
//! option's Left options; likewise for Right). [`Arena`] stores only canonical forms, one node
//! per distinct game, so equality is identity of [`GameId`]s.
//!
//! Numbers are the games `{x - 2^-j | x + 2^-j}` of [`combgames_dyadic`]; nimbers `*n`; ups
//! `^ = {0|*}`; switches `+-x = {x|-x}`. The **stops** are where the game settles when both
//! play their best: the Left stop `LS(G) = max RS(G^L)` (and `x` for a number `x`), the Right
//! stop `RS(G) = min LS(G^R)`. **Cooling** by `t` taxes every move by `t`; the **temperature**
//! is the least `t` at which the cooled game becomes infinitely close to a number, the
//! **mean**; the **thermograph** draws the cooled stops against `t`.
//!
//! ```
//! use combgames_partizan::{Arena, Comparison};
//! let mut arena = Arena::new();
//! let g = arena.parse("{3||2*|1*}").unwrap();
//! let t = arena.thermograph(g).unwrap();
//! assert_eq!((t.mean().to_string(), t.temperature().to_string()), ("9/4".into(), "3/4".into()));
//! let (up, star) = (arena.parse("^").unwrap(), arena.parse("*").unwrap());
//! assert_eq!(arena.compare(up, star), Ok(Comparison::Confused));
//! let sum = arena.sum(up, star).unwrap();
//! assert_eq!(arena.to_text(sum).unwrap(), "^*");
//! ```
//!
//! Numbers, ups and stars `x + n.^ + *m` are known by their parts ([`NumberUpStar`]): built from
//! their closed canonical forms, added and compared in constant time, and held symbolically
//! once born too late to store (`*2^40`, `^5000`). After the canonical form: atomic weights
//! of all-small games (`aw(G + H) = aw(G) + aw(H)`, `aw(^) = 1`), reduced canonical forms (the
//! simplest game infinitesimally close), Norton products `G.U`, heating and overheating (which
//! cooling undoes), incentives.
//!
//! This crate holds the values; the rulesets whose positions they value (Domineering, Clobber,
//! Hackenbush, ...) are the crate `combgames-rulesets`, above it. With the feature `twins`,
//! `naive` holds the slow twins: the definitions played on explicit game trees.
//! `docs/partizan.md` has the proofs.

mod arena;
mod atomic;
mod bounds;
mod canonical;
mod classes;
mod compounds;
mod error;
mod heating;
mod infinitesimals;
mod latex;
pub mod loopy;
#[cfg(feature = "twins")]
pub mod naive;
mod norton;
mod numbers;
mod nus;
mod nus_games;
mod order;
mod parse;
mod print;
mod reduced;
mod sums;
mod thermal;
mod thermograph;
mod uptimals;
mod values;

pub use arena::{Arena, DEFAULT_GAME_LIMIT, DEFAULT_STEP_LIMIT, GameId};
pub use bounds::{
    MAX_BIRTHDAY, MAX_EXPONENT, MAX_MAGNITUDE_BITS, MAX_NESTING, MAX_TEXT, is_buildable,
};
pub use classes::{Comparison, OutcomeClass};
pub use combgames_base::{Exceeded, Needed, Resource};
pub use compounds::Form;
pub use error::{
    Construction, Error, GraphFault, ParseError, ParseReason, PositionError, Quantity,
};
pub use nus::NumberUpStar;
pub use thermograph::{Thermograph, Wall};
pub use uptimals::{Uptimal, UptimalKind};
