//! The search core of combgames: every who-wins and value search of the workspace is an
//! instance of one of the three engines here, generic over the instance's rules and
//! monomorphised, so that no instance pays for the abstraction.
//!
//! **Who wins.** For a position `p` with player `P` to move, the AND/OR question
//!
//! ```text
//! wins(p, P)  =  OR over the moves p -> q of P  of  NOT wins(q, opponent)      (no move: false)
//! ```
//!
//! is answered depth first by [`WinSearch`], with a transposition table ([`Table`]: a fixed
//! number of bytes in buckets of one cache line, a replacement [`Policy`], both players'
//! answers and the winning move per entry), keys up to symmetry ([`Keyed`], with the flag that
//! a key's image exchanges the players), the rules' static verdicts (theorems that decide a
//! position without search, [`Verdict`]), outcomes of independent parts where the rules split
//! a position (a part the second player wins is `0`; parts Left wins whoever starts add up to a
//! game Left wins whoever starts), moves in the rules' order with the table's move first, and
//! threads that share the table (Weill's ABDADA). An instance writes [`Rules`].
//!
//! **Values.** A position is the sum of its components and a component's value is built from
//! its options' values:
//!
//! ```text
//! value(P) = sum over components C of value(C),     value(C) = node(value(C^L), value(C^R))
//! ```
//!
//! [`ValueSearch`] memoises the components under their keys (a key that exchanges the
//! players stands for the negative), with an explicit stack; an instance writes
//! [`ValueRules`] for its positions and an [`Algebra`] for its values (canonical forms in an
//! arena, nimbers by mex and nim-sum, misère values).
//!
//! **Nimbers.** For an impartial component `C`, `nimber(C)` is the least `h` that no option
//! reaches:
//!
//! ```text
//! nimber(C) = min { h : no option C' of C has nimber(C') = h }
//! ```
//!
//! [`NimberSearch`] asks "does an option reach `*h`?" for `h = 0, 1, ...` (Lemoine and
//! Viennot), each question stopped at its first witness, with the parts of an option valued
//! or looked up and only the largest searched, answers in the [`Table`] and nimbers in an
//! exact memo; an instance writes [`NimberRules`].
//!
//! **Around all three.** One [`Limits`] value (nodes or steps, bytes, time)
//! and the foundation's one refusal, [`Exceeded`]; the interrupt of
//! [`combgames_base::interrupt`]; [`Progress`] reports; [`Stats`] of every run (nodes, the
//! table's probes, hits, stores and overwrites, the positions each verdict decided, time); and
//! the [`frontier`] of a root, the distinct positions a few moves down with the moves to each,
//! to split a search into independent jobs.
//!
//! The crate names no game: it needs only `combgames-base`, so the impartial crate
//! (`combgames-grundy`) and the rulesets (`combgames-rulesets`) build on it, and a technique
//! added here (a better bound, another search) reaches every instance at once.
//! `docs/search.md` has the design, with a figure of how an instance plugs in.
//!
//! ```
//! use combgames_base::{Limits, Player};
//! use combgames_search::{Exceeded, Interrupted, Keyed, Rules, Verdict, WinSearch};
//!
//! /// Nim on one heap with moves of 1 or 2: the player to move loses on multiples of 3.
//! struct Pile;
//! impl Rules for Pile {
//!     type Position = u32;
//!     type Key = u64;
//!     type Move = u32;
//!     const VERDICTS: &'static [&'static str] = &["empty"];
//!     fn verdict(&self, n: &u32, _: Player) -> Verdict {
//!         if *n == 0 { Verdict::Loss(0) } else { Verdict::Unknown }
//!     }
//!     fn key(&self, n: &u32) -> Keyed<u64> {
//!         Keyed::plain(u64::from(*n))
//!     }
//!     fn moves(&self, n: &u32, _: Player, _: Option<&u32>, moves: &mut Vec<u32>) {
//!         moves.extend((1..=2).filter(|k| k <= n));
//!     }
//!     fn play(&self, n: &u32, _: Player, k: &u32) -> u32 {
//!         n - k
//!     }
//! }
//! # #[derive(Debug)] enum Stop { Limit(Exceeded), Stopped }
//! # impl From<Exceeded> for Stop { fn from(e: Exceeded) -> Self { Stop::Limit(e) } }
//! # impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Stopped } }
//! let mut search = WinSearch::new(Pile, Limits::new().steps(1 << 20)).unwrap();
//! assert!(!search.wins::<Stop>(&30, Player::Left).unwrap());
//! assert!(search.wins::<Stop>(&31, Player::Left).unwrap());
//! assert!(search.stats().cutoff("empty") > 0);
//! ```

mod busy;
mod frontier;
pub mod key;
mod nimber;
mod rules;
mod stats;
mod table;
mod value;
mod wins;
mod worker;

pub use combgames_base::{Exceeded, Interrupted, Limits, Player};
pub use frontier::{DEFAULT_FRONTIER_ITEMS, Entry, Frontier, frontier};
pub use key::{Key, Keyed};
pub use nimber::{
    DEFAULT_MEMO_ITEMS, MAX_NIMBER_DEPTH, NIMBER_CUTS, NimberRules, NimberSearch, Options, Sink,
};
pub use rules::{Answer, Rules, Verdict};
pub use stats::{BY_PARTS, PROGRESS_EVERY, Progress, Stats};
pub use table::{Known, MIN_TABLE_BYTES, Policy, Stored, Table};
pub use value::{Algebra, DEFAULT_MEMO_BYTES, DEFAULT_VALUE_STEPS, ValueRules, ValueSearch};
pub use wins::{DEFAULT_NODES, DEFAULT_TABLE_BYTES, WinSearch, table_bytes};
