//! Pictures of games, as SVG for the web and notebooks and as TikZ for papers.
//!
//! Four drawings, each a [`Picture`] (shapes in points) that writes itself as either format
//! with the same geometry:
//!
//! * **[`thermograph`]**: the walls of a game's thermograph. At temperature `t` the game
//!   cooled by `t` has Left stop `LS(G_t)` and Right stop `RS(G_t)`; as `t` grows from `-1`
//!   each is piecewise linear in `t` (slope 0 or ±1), and from the temperature `T` upwards both
//!   equal the mean `m(G)`: a vertical mast. The picture follows Winning Ways' custom: `t`
//!   upwards, values growing to the **left**, so that Left's wall (`LS`, blue) is on the left
//!   and Right's (`RS`, red) on the right.
//! * **[`board()`]**: a position of a grid ruleset in the rulesets' text (`xo.|.ox`), cell by
//!   cell, pieces in their player's colour.
//! * **[`graph`]**: a graph with coloured edges (Partizan Arc Kayles, Hackenbush pictures
//!   standing on a ground line), its vertices in layers by their distance from vertex 0.
//! * **[`scatter`]**: a sequence `a(0), a(1), ...` as points, the usual picture of an octal
//!   game's nim values, whose period shows as a repeating pattern.
//!
//! The output is deterministic (two decimals, no fonts read), so pictures of fixed inputs can
//! be checked in and compared byte for byte. TikZ output is a `tikzpicture` that defines its
//! own colours: `\input` it into any LaTeX document that loads `tikz`.
//!
//! ```
//! let p = combgames_draw::scatter(&[0, 1, 1, 2, 0, 3, 1, 1], "Dawson's Kayles", "heap n", "g(n)").unwrap();
//! let svg = p.to_svg();
//! assert!(svg.contains("Dawson's Kayles"));
//! assert!(p.to_tikz().contains("Dawson's Kayles"));
//! ```

mod board;
mod chart;
mod error;
mod graph;
mod picture;
mod scatter;
mod svg;
mod thermograph;
mod tikz;

pub use board::{Board, Cell, MAX_BOARD_SIDE, board};
pub use error::Error;
pub use graph::{MAX_GRAPH_EDGES, MAX_GRAPH_VERTICES, graph};
pub use picture::{Anchor, Colour, Picture, Shape};
pub use scatter::{MAX_POINTS, scatter};
pub use thermograph::thermograph;
