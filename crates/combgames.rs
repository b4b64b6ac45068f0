//! `combgames`: combinatorial game theory and Fibonacci number theory, as a facade over small
//! focused crates, each re-exported here as a module.
//!
//! | module | what it answers |
//! |---|---|
//! | [`zeckendorf`] | Fibonacci numbers, Zeckendorf representations, Fibonacci nim |
//! | [`grundy`] | mex, nim-sum, a generic impartial-game solver, Green Hackenbush, octal games and their periods, nimbers, coin turning |
//! | [`dyadic`] | exact dyadic rationals and the simplest number between two values |
//! | [`partizan`] | short partizan games: canonical forms, order, stops, temperature, thermographs, the toolkit, notation |
//! | [`search`] | the search core: who wins (an AND/OR search with a transposition table, on threads) and values (memoised components), of which every search here is an instance |
//! | [`draw`] | pictures as SVG and TikZ: thermographs, boards, nim sequences as scatter plots |
//! | [`rulesets`] | the rulesets on the core: Domineering, Clobber, Konane, Toads and Frogs, Toppling Dominoes, Cram, Snort, Col, Amazons, Hackenbush, your own |
//! | [`counting`] | where counts live: exact `u128`, exact big integers, residues modulo `m` |
//! | [`histconv`] | score histograms, convolution powers, tuples counted by the sign of their sum |
//! | [`stone_game`] | Stone Game III (Project Euler 366), `M(n)` and `S(N)` |
//! | [`fibonacci_tree_game`] | the Fibonacci Tree Game (Project Euler 400), `f(k)` |
//! | [`left_vs_right`] | Left vs Right II (Project Euler 949): `G(n, k)`, any position's outcome and best move |
//! | [`base`] | the foundation under every crate: one limits value and its one refusal, modular arithmetic, work on threads, available memory, a fast hash |
//!
//! # Which function answers which question
//!
//! **Fibonacci numbers.** Is `n` a Fibonacci number: [`zeckendorf::is_fibonacci`]. Its
//! Zeckendorf terms: [`zeckendorf::zeckendorf_terms`] (`O(log n)`, any unsigned type or
//! `BigUint`). Who wins Fibonacci nim with `m` stones when at most `b` may be taken:
//! [`zeckendorf::NimState`] (lost iff `b < z(m)`, [`zeckendorf::smallest_term`]).
//! Figure: `docs/figures/zeckendorf-terms.svg`.
//!
//! **Impartial games.** The Grundy value of any finite game you describe with
//! [`grundy::ImpartialGame`]: [`grundy::Solver`] (memoised; sums split into parts; at most
//! [`grundy::DEFAULT_STEP_LIMIT`] steps unless raised). A Green Hackenbush tree:
//! [`grundy::RootedTree::grundy_value`] and its winning cuts, `O(nodes)`. An octal game's
//! values: [`grundy::OctalGame::grundy_values`] (about linear in the heaps for the games
//! people compute), and its proven period: [`grundy::OctalGame::periodicity`].
//! Nim-multiplication: [`grundy::Nimber`]. Figures: `docs/figures/octal-kayles.svg`, `docs/figures/fibonacci-trees.svg`.
//!
//! **Partizan games.** Parse `{3||2*|1*}`, `^*`, `+-1`..., add, compare, and ask for stops,
//! mean, temperature or the thermograph: [`partizan::Arena`] (canonical forms stored once;
//! at most [`partizan::DEFAULT_GAME_LIMIT`] games and [`partizan::DEFAULT_STEP_LIMIT`] steps).
//! Domineering boards: [`rulesets::Domineering::value`], and who wins boards past exact
//! values: [`rulesets::Domineering::outcome`]. Any ruleset's positions (yours too, by
//! [`rulesets::Position`]): [`rulesets::Solver`] for values, [`rulesets::OutcomeSearch`] for
//! who wins. A search of your own on the core: [`search::WinSearch`], [`search::ValueSearch`].
//! Figures: `docs/figures/thermograph.svg`, `docs/figures/search-core.svg`.
//!
//! **Counting.** How many `k`-tuples of scored items sum below a bound, exactly or modulo
//! `m`: [`histconv::Histogram`] with [`histconv::count_triples_below`] and friends (costs
//! checked before starting, see [`histconv::Histogram::power_cost`]).
//!
//! **The three solved games.** `S(N)` of Stone Game III: [`stone_game::sum_largest_moves`]
//! (`O(log N)`); `f(k)` of the Fibonacci Tree Game: [`fibonacci_tree_game::winning_moves_mod`]
//! (`O(k * width)` additions); `G(n, k)` of Left vs Right II:
//! [`left_vs_right::count_right_wins_mod`] (memory `1.5 * 2^n` bytes), and
//! for one position its outcome and a best move: [`left_vs_right::position_outcome`],
//! [`left_vs_right::optimal_move`].
//!
//! ```
//! use combgames::{grundy, left_vs_right, partizan, stone_game, zeckendorf};
//! assert_eq!(zeckendorf::smallest_term(&17u64), Ok(1));
//! assert_eq!(stone_game::sum_largest_moves(100), 728); // published (Project Euler 366)
//! let kayles: grundy::OctalGame = ".77".parse().unwrap();
//! assert_eq!(kayles.periodicity(10_000).unwrap().period, 12);
//! let mut arena = partizan::Arena::new();
//! let g = arena.parse("{3||2*|1*}").unwrap();
//! assert_eq!(arena.temperature(g).unwrap().to_string(), "3/4");
//! let words: Vec<left_vs_right::Word> = ["LRRL", "RLR"].iter().map(|w| w.parse().unwrap()).collect();
//! let outcome = left_vs_right::position_outcome(&words, left_vs_right::Player::Left).unwrap();
//! assert_eq!(outcome, left_vs_right::Outcome::LeftWins);
//! ```
//!
//! The guide, `docs/README.md`, explains the mathematics with worked examples and figures drawn
//! by the libraries themselves.
//!
//! # Conventions, the same in every crate
//!
//! - **Integer types.** Sizes and indices that address memory are `usize` (orders of a tree,
//!   node indices, Fibonacci indices, Grundy values). Exponents and bit counts are `u32`, as in
//!   `std` (`u64::pow(u32)`, `checked_shl(u32)`): the power `k` of a histogram, and the word
//!   length `n` and word count `k` of Left vs Right, whose words are `u32` bit patterns and
//!   whose `k`-tuples are `k`-th convolution powers. Piles of stones are any unsigned type
//!   through [`zeckendorf::Natural`]. Counts live in a counting system of [`counting`]
//!   (`u128`, [`BigUint`](num_bigint::BigUint), `u64` residues for moduli below `2^64`, `u128`
//!   residues up to `2^128`), so moduli are `u64`, or `u128` for [`counting::Modular128`].
//!   Histogram scores are `i64`. Limits of work and memory are `u64` counts of steps, bytes or
//!   items (estimates may be formed in `u128` and are saturated at `u64::MAX` in a refusal).
//! - **Passing.** Machine integers are taken by value. A generic natural (which may be a
//!   `BigUint`) is read by reference (`smallest_term(&n)`, `largest_winning_move(&n)`) and
//!   taken by value only by a constructor that keeps it (`Zeckendorf::new(n)`). Counting
//!   systems are read by reference (`count_right_wins_in(n, k, &system)`); a histogram keeps
//!   its own.
//! - **Names.** Each problem crate answers in three forms with the same suffixes: `_exact`
//!   (a [`BigUint`](num_bigint::BigUint)), `_mod` (a `u64` residue modulo a `u64`) and `_in`
//!   (any counting system): [`stone_game::sum_largest_moves_exact`],
//!   [`fibonacci_tree_game::winning_moves_mod`], [`left_vs_right::count_right_wins_in`].
//!   Limits are set one way: a [`base::Limits`] value (`steps`, `bytes`, `items`, `time`,
//!   each optional and named), taken by `with_limits` or a `_with` entry point; threads are
//!   set apart (`threads(n)`).
//! - **Errors.** Each crate has one `Error` enum (`thiserror`, `#[non_exhaustive]`, `Eq`). A
//!   variant names what happened and carries typed values, never a `String`. Errors of a
//!   crate below are wrapped, not copied: a modulus below 2 is always
//!   [`counting::Error::ModulusTooSmall`].
//! - **Budgets.** Every function whose cost grows with an argument estimates its steps and
//!   memory (as integers) before it starts, or meters them as it runs, and refuses past its
//!   documented limits with one shape, [`base::Exceeded`] (the resource, what was needed, what
//!   was allowed), wrapped in the crate's `Error::Exceeded`; the `# Errors` section of each
//!   says which.
//! - **Overflow.** `checked_*` methods return `Option` when overflow is the only failure, as in
//!   `std`; operators on number types panic on overflow exactly as the integer types do;
//!   everything else returns a `Result`. Nothing wraps silently.
//! - **No floats** in any public signature, constant or error.
//! - **Big integers** are [`num_bigint`], re-exported here: use `combgames::num_bigint` (or
//!   the same major version) so that types match.
//!
//! Slow twins, written from the rules of each game, live in each crate's `naive` module behind
//! the feature `twins` (off by default: a user who adds a fast crate compiles no twin; this
//! facade's feature `twins` turns them on in every crate) and are held equal to the fast paths
//! by the test suites; a twin never adds a variant, limit or field to its crate's fast API (its
//! refusals are its own: a [`base::Exceeded`], or a `naive::Error` where it has more to say).
//! Each problem crate has one harness (`tests/harness.rs`) that runs every entry point against
//! the twin on the same cases, and one harness does so for every instance of the search core
//! (`crates/tests/searches.rs`).
//!
//! # The foundation
//!
//! What every crate would otherwise write again is written once in [`base`]
//! (`combgames-base`), which every crate depends on:
//!
//! - **Limits and budgets:** [`base::Limits`] (steps, bytes, items, time: the one way a caller
//!   sets a limit), [`base::Resource`], [`base::Exceeded`] (the one refusal: checked before
//!   work with [`base::Exceeded::check`], or while it runs with a [`base::Meter`] and a
//!   [`base::Clock`]).
//! - **Modular arithmetic:** [`base::Modulus`] for `u64` and `u128` moduli, its preconditions
//!   (residues below the modulus) checked in debug builds; [`counting::Modular`],
//!   [`counting::Modular128`], the Fibonacci Tree Game's residue rows and the transforms of
//!   [`histconv`] all use it.
//! - **Threads:** [`base::in_parts`] runs the parts of a computation on at most one thread a
//!   core, results in order, and re-raises a worker's panic; [`base::team`] runs a lead and
//!   its members side by side (the Fibonacci Tree Game's rows).
//! - **Memory:** [`base::memory::available`] reads what the system can still give; the
//!   examples size their limits by it, and Domineering's outcome search never makes a larger
//!   table.
//! - **Hashing:** [`base::hash::FastMap`] and [`base::hash::FastSet`], a multiply-rotate hash
//!   for keys a search builds itself: the partizan arena's caches and the search core's memo
//!   and frontier use it.
//! - **Stopping on request:** long work (the Fibonacci Tree Game's counts, Left vs Right's
//!   counts, the arena, every search of the core, the Grundy solver, octal values and
//!   periods) calls [`base::interrupt::check`] every few milliseconds; under an installed
//!   [`base::Interrupt`] that was requested, it ends in its crate's `Error::Interrupted`.
//!   Nothing is installed unless the caller installs it: the Python bindings do, for Ctrl-C.
//!
//! Measured figures of speed and memory are on one page, `docs/performance.md`, written by
//! `python3 benches/performance.py` (which measures them again); other pages link there.

#[doc(inline)]
pub use combgames_base as base;
#[doc(inline)]
pub use combgames_counting as counting;
#[doc(inline)]
pub use combgames_draw as draw;
#[doc(inline)]
pub use combgames_dyadic as dyadic;
#[doc(inline)]
pub use combgames_fibonacci_tree_game as fibonacci_tree_game;
#[doc(inline)]
pub use combgames_grundy as grundy;
#[doc(inline)]
pub use combgames_histconv as histconv;
#[doc(inline)]
pub use combgames_left_vs_right as left_vs_right;
/// Short partizan games in canonical form ([`combgames_partizan`]), with the rulesets at the
/// paths they had before they moved to a crate of their own ([`rulesets`]):
/// `partizan::Domineering`, `partizan::domineering`, `partizan::rulesets`, the Hackenbush
/// strings and trees, and the twins of both crates in `partizan::naive`.
pub mod partizan {
    #[doc(inline)]
    pub use combgames_partizan::*;
    #[doc(inline)]
    pub use combgames_rulesets::{
        Domineering, Edge, HackenbushTree, domineering, hackenbush_string,
    };

    /// The rulesets framework at its former path: the crate [`combgames_rulesets`].
    pub mod rulesets {
        #[doc(inline)]
        pub use combgames_rulesets::*;
    }

    /// The slow twins of the values and of the rulesets (feature `twins`).
    #[cfg(feature = "twins")]
    pub mod naive {
        #[doc(inline)]
        pub use combgames_partizan::naive::*;
        #[doc(inline)]
        pub use combgames_rulesets::naive::*;
    }
}
#[doc(inline)]
pub use combgames_rulesets as rulesets;
#[doc(inline)]
pub use combgames_search as search;
#[doc(inline)]
pub use combgames_stone_game as stone_game;
#[doc(inline)]
pub use combgames_zeckendorf as zeckendorf;
/// The big-integer crate the workspace's APIs use, re-exported so that types always match.
#[doc(inline)]
pub use num_bigint;

// The README's snippets are compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
struct ReadmeDoctests;
