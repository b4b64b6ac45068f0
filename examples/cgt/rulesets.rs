//! The rulesets of `cgt`: a position in, its canonical form out.

use clap::Subcommand;
use combgames::partizan::rulesets::{
    Amazons, Clobber, Coloring, ColoringRule, Cram, DEFAULT_SOLVER_BYTES, Konane, Position, Solver,
    Toads, Toppling,
};
use combgames::partizan::{Arena, Error, GameId, OutcomeClass};

use crate::{NAME, common};

/// The rulesets on the framework (docs/rulesets.md), each with its position.
#[derive(Subcommand)]
pub enum Ruleset {
    /// Toads and Frogs on a strip: T Left's toads (move right), F Right's frogs, . empty.
    Toads {
        /// The strip, e.g. "T.TFF".
        position: String,
    },
    /// Clobber: x Left's stones, o Right's, . empty; rows separated by |.
    Clobber {
        /// The board, e.g. "xox|ox.".
        position: String,
    },
    /// Konane: x Left's stones, o Right's, . empty; rows separated by |.
    Konane {
        /// The board, e.g. "xo.|.ox".
        position: String,
    },
    /// Toppling Dominoes: L Left's, R Right's, G either's, in a row.
    Toppling {
        /// The row, e.g. "LRRLRRL".
        position: String,
    },
    /// Cram: . empty, # filled; rows separated by |; the value is a nimber.
    Cram {
        /// The board, e.g. "....|....".
        position: String,
    },
    /// Snort on a grid: . uncoloured, L and R coloured, # no vertex.
    Snort {
        /// The grid, e.g. "...|...".
        position: String,
    },
    /// Col on a grid: . uncoloured, L and R coloured, # no vertex.
    Col {
        /// The grid, e.g. "...|...".
        position: String,
    },
    /// Amazons: L Left's amazons, R Right's, . empty, # burnt; small boards.
    Amazons {
        /// The board, e.g. "L..|..R".
        position: String,
    },
}

/// The canonical form of the position, as text.
pub fn run(
    arena: &mut Arena,
    ruleset: &Ruleset,
    steps: u64,
    outcome: bool,
) -> Result<String, String> {
    let read = |text: &str, e: Error| format!("'{}': {e}", common::shorten(text));
    let g = match ruleset {
        Ruleset::Toads { position } => solve(
            arena,
            &position.parse::<Toads>().map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Clobber { position } => solve(
            arena,
            &position.parse::<Clobber>().map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Konane { position } => solve(
            arena,
            &position.parse::<Konane>().map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Toppling { position } => solve(
            arena,
            &position
                .parse::<Toppling>()
                .map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Cram { position } => solve(
            arena,
            &position.parse::<Cram>().map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Amazons { position } => solve(
            arena,
            &position.parse::<Amazons>().map_err(|e| read(position, e))?,
            steps,
        ),
        Ruleset::Snort { position } => {
            let p = Coloring::parse_grid(ColoringRule::Snort, position)
                .map_err(|e| read(position, e))?;
            solve(arena, &p, steps)
        }
        Ruleset::Col { position } => {
            let p =
                Coloring::parse_grid(ColoringRule::Col, position).map_err(|e| read(position, e))?;
            solve(arena, &p, steps)
        }
    }
    .map_err(|e| e.to_string())?;
    show(arena, g, outcome)
}

/// The canonical form of `g`, or with `outcome` who wins: `L` (Left whoever starts), `R`,
/// `N` (whoever starts) or `P` (whoever does not).
pub fn show(arena: &mut Arena, g: GameId, outcome: bool) -> Result<String, String> {
    if !outcome {
        return arena.to_text(g).map_err(|e| e.to_string());
    }
    let class = arena.outcome(g).map_err(|e| e.to_string())?;
    Ok(match class {
        OutcomeClass::Left => "L",
        OutcomeClass::Right => "R",
        OutcomeClass::Next => "N",
        OutcomeClass::Previous => "P",
    }
    .to_string())
}

/// The value by the framework's search, with progress on stderr.
fn solve<P: Position>(arena: &mut Arena, position: &P, steps: u64) -> Result<GameId, Error> {
    // The table within the default 4 GiB, or what the machine has if less.
    let bytes =
        common::available_memory().map_or(DEFAULT_SOLVER_BYTES, |m| m.min(DEFAULT_SOLVER_BYTES));
    let mut solver = Solver::with_limits(arena, steps, bytes);
    let g = solver.value_with_progress(position, |n| eprintln!("{NAME}: {n} positions solved"))?;
    let count = solver.positions_solved();
    eprintln!(
        "{NAME}: {count} positions solved, {} distinct games stored",
        arena.len()
    );
    Ok(g)
}
