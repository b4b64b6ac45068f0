//! Rulesets of combinatorial games: one framework for positions, its searches, and every
//! ruleset of the workspace in a file of its own.
//!
//! A ruleset's positions implement [`Position`]: the options of each player, and where the
//! rules allow, a split into independent components (a move is made in exactly one of them, so
//! the position is their sum) and a key up to the rules' symmetries (a reflection of a
//! Clobber board is the same game). Two searches of the search core (`combgames-search`) take
//! any position:
//!
//! - [`Solver`], its canonical value: the sum of its components' values, each component
//!   looked up by its key or solved once from its options,
//!
//!   ```text
//!   value(P) = sum over components C of P of  { value(C^L) | value(C^R) }  (canonical, memoised)
//!   ```
//!
//!   in an arena of canonical forms (`combgames_partizan::Arena`);
//! - [`OutcomeSearch`], who wins: the AND/OR search of "does the player to move win?", with a
//!   transposition table, the parts of a sum asked first (a part the second player wins is
//!   `0`), on threads; for positions whose value is out of reach.
//!
//! Rules whose positions repeat are valued by [`loopy_value`]: the game graph
//! ([`loopy_graph`]) and its sides, a `combgames_partizan::loopy::SidedValue`
//! ([`BackslidingToads`]).
//!
//! The rulesets: [`Toads`] (Toads and Frogs, Elephants and Rhinos), [`Clobber`] (with kings,
//! rooks and queens: [`ClobberPiece`]), [`Konane`], [`Toppling`] (Toppling
//! Dominoes), [`Wythoff`] (Wythoff's game and r-Wythoff, impartial), [`Cram`] (impartial: its values are nimbers, also through `combgames_grundy`'s
//! solver by [`AsImpartial`]), [`Coloring`] (Snort and Col, on grids and on any graph),
//! [`Fission`], [`SkiJumps`], [`NoGo`], [`PartizanSubtraction`] (with the periods of its values), [`Amazons`],
//! [`HackenbushGraph`] (Red-Blue-Green Hackenbush on any graph), [`Domineering`]
//! (with searches of its own on bit boards: [`Domineering::value`] and
//! [`domineering::OutcomeSolver`]), Red-Blue Hackenbush strings ([`hackenbush_string`], by
//! the sign-expansion rule) and Green-Red-Blue Hackenbush trees ([`HackenbushTree`]). [`Grid`]
//! and [`Graph`] parse the boards they share. Values and refusals are those of
//! `combgames_partizan` (its `Arena`, `GameId` and `Error`), so a caller matches one error type
//! from the text of a position to its value.
//!
//! ```
//! use combgames_partizan::{Arena, OutcomeClass};
//! use combgames_rulesets::{OutcomeSearch, Solver, Toads};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(&mut arena);
//! let toads: Toads = "T.TFF".parse().unwrap();
//! let g = solver.value(&toads).unwrap();
//! assert_eq!(arena.to_text(g).unwrap(), "^"); // Winning Ways, ch. 1
//! // Who wins, without the value: ^ > 0, Left wins whoever starts.
//! assert_eq!(OutcomeSearch::new(Default::default()).unwrap().outcome(&toads), Ok(OutcomeClass::Left));
//! ```
//!
//! `docs/rulesets.md` has the rules and their sources, `docs/domineering.md` Domineering's
//! searches, `docs/search.md` the search core. With the feature `twins`, `naive` holds the
//! slow twins (explicit game trees from the rules, plain who-wins searches).

mod amazons;
mod backsliding_toads;
mod canonical;
mod clobber;
mod coloring;
mod cram;
mod cram_nimber;
pub mod domineering;
mod fission;
mod graph;
mod graph_text;
mod grid;
mod grid_images;
mod hackenbush_graph;
mod hackenbush_string;
mod hackenbush_tree;
mod impartial_variant;
mod jobs;
mod kayles;
mod konane;
mod labelled_graph;
mod loopy_value;
mod misere;
#[cfg(feature = "twins")]
pub mod naive;
mod nimber_db;
mod nogo;
mod outcome;
mod partizan_arc_kayles;
mod position;
mod ski_jumps;
mod subtraction;
mod toads;
mod toppling;
mod value;
mod word;
mod wythoff;

pub use amazons::{Amazons, MAX_AMAZONS_CELLS};
pub use backsliding_toads::BackslidingToads;
pub use clobber::{Clobber, ClobberPiece};
pub use coloring::{Coloring, ColoringRule};
pub use cram::{AsImpartial, Cram};
pub use cram_nimber::{CramRules, CramShape, MAX_CRAM_NIMBER_CELLS};
pub use domineering::Domineering;
pub use fission::Fission;
pub use graph::{Graph, MAX_VERTICES};
pub use grid::{Grid, MAX_CELLS, Symmetry};
pub use hackenbush_graph::{HackenbushGraph, MAX_EDGES};
pub use hackenbush_string::hackenbush_string;
pub use hackenbush_tree::{Edge, HackenbushTree, TREE_STEPS};
pub use impartial_variant::ImpartialVariant;
pub use jobs::{DEFAULT_PLAIN_BYTES, DEFAULT_PLAIN_STEPS, outcome_frontier, plain_wins};
pub use kayles::{GraphKayles, KaylesRule, PartKey};
pub use konane::Konane;
pub use labelled_graph::LabelledGraph;
pub use loopy_value::{loopy_graph, loopy_value};
pub use misere::{MISERE_FORM_POSITIONS, MisereFormError, misere_form};
pub use nimber_db::{DatabaseError, DbKey, NIMBER_DB_FORMAT, NimberDb, NimberWriter};
pub use nogo::NoGo;
pub use outcome::{Learned, OutcomeSearch};
pub use partizan_arc_kayles::PartizanArcKayles;
pub use position::Position;
pub use ski_jumps::SkiJumps;
pub use subtraction::{
    MAX_SUBTRACTION, MAX_SUBTRACTION_HEAPS, OutcomePeriod, PartizanSubtraction, Periodicity,
    SubtractionHeap,
};
pub use toads::Toads;
pub use toppling::Toppling;
pub use value::{DEFAULT_SOLVER_BYTES, DEFAULT_SOLVER_STEPS, Solver};
pub use wythoff::{
    MAX_WYTHOFF_OPTIONS, MAX_WYTHOFF_PILE, Wythoff, WythoffPPositions, wythoff_p_position,
};

/// The limits every search takes ([`combgames_base::Limits`]).
pub use combgames_base::Limits;
/// Left or Right: the workspace's one player type ([`combgames_base::Player`]).
pub use combgames_base::Player;
/// The statistics and progress reports of the searches ([`combgames_search`]).
pub use combgames_search::{Answer, Entry, Frontier, PROGRESS_EVERY, Progress, Stats};

use combgames_partizan::{Arena, Error, GameId, OutcomeClass, PositionError};
