//! The rulesets of `cgt`: a position in, its canonical form out.

use clap::Subcommand;
use combgames::base::Limits;
use combgames::partizan::{Arena, DEFAULT_STEP_LIMIT, Error, OutcomeClass};
use combgames::rulesets::{
    Amazons, Clobber, Coloring, ColoringRule, Cram, DEFAULT_SOLVER_BYTES, Konane, OutcomeSearch,
    Player, Position, Progress, Solver, Toads, Toppling,
};
use combgames::search::DEFAULT_TABLE_BYTES;

use crate::{Flags, NAME, common, report};

/// The rulesets on the framework (docs/rulesets.md), each with its position.
#[derive(Subcommand)]
pub enum Ruleset {
    /// Toads and Frogs on a strip: T Left's toads (move right), F Right's frogs, . empty.
    Toads {
        /// The strip, e.g. "T.TFF".
        position: String,
        /// The longest run of opponents a toad or frog may jump (0: no jumps).
        #[arg(long, default_value_t = 1)]
        max_jump: usize,
    },
    /// Elephants and Rhinos: Toads and Frogs without jumps (T, F, .).
    Elephants {
        /// The strip, e.g. "TTTT..FFF".
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

/// The canonical form of the position, or with `--outcome` who wins, as text.
pub fn run(arena: &mut Arena, ruleset: &Ruleset, flags: &Flags) -> Result<String, String> {
    let read = |text: &str, e: Error| format!("'{}': {e}", common::shorten(text));
    match ruleset {
        Ruleset::Toads { position, max_jump } => {
            let p: Toads = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p.with_max_jump(*max_jump), flags)
        }
        Ruleset::Elephants { position } => {
            let p: Toads = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p.with_max_jump(0), flags)
        }
        Ruleset::Clobber { position } => {
            let p: Clobber = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Konane { position } => {
            let p: Konane = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Toppling { position } => {
            let p: Toppling = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Cram { position } => {
            let p: Cram = position.parse().map_err(|e| read(position, e))?;
            if flags.outcome {
                return cram_outcome(arena, &p, flags);
            }
            answer(arena, &p, flags)
        }
        Ruleset::Amazons { position } => {
            let p: Amazons = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Snort { position } => {
            let p = Coloring::parse_grid(ColoringRule::Snort, position)
                .map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Col { position } => {
            let p =
                Coloring::parse_grid(ColoringRule::Col, position).map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
    }
}

/// The canonical form of `position` by the framework's value search, or with `--outcome` who
/// wins by its who-wins search (`L`, `R`, `N` or `P`); progress and statistics on stderr.
fn answer<P: Position + Send + Sync>(
    arena: &mut Arena,
    position: &P,
    flags: &Flags,
) -> Result<String, String> {
    let available = common::available_memory();
    if flags.outcome {
        // The table: the search's default (64 MiB), or a quarter of the memory the machine has
        // available if that is less.
        let bytes = available.map_or(DEFAULT_TABLE_BYTES, |m| (m / 4).min(DEFAULT_TABLE_BYTES));
        let mut search = OutcomeSearch::new(Limits::new().bytes(bytes))
            .map_err(|e| e.to_string())?
            .threads(flags.threads);
        let left = search
            .wins_with_progress(position, Player::Left, &progress)
            .map_err(|e| e.to_string())?;
        let right = search
            .wins_with_progress(position, Player::Right, &progress)
            .map_err(|e| e.to_string())?;
        let stats = search.stats();
        eprintln!("{NAME}: {} positions searched", stats.nodes);
        report(flags, &stats);
        return Ok(OutcomeClass::from_first_moves(left, right)
            .letter()
            .to_string());
    }
    // The table within the default 4 GiB, or what the machine has if less; the steps those
    // of the arena.
    let bytes = available.map_or(DEFAULT_SOLVER_BYTES, |m| m.min(DEFAULT_SOLVER_BYTES));
    let steps = flags.arena.steps_or(DEFAULT_STEP_LIMIT);
    let mut solver = Solver::with_limits(arena, Limits::new().steps(steps).bytes(bytes));
    let g = solver
        .value_with_progress(position, |p| {
            common::work_done("positions solved", p.nodes, None);
        })
        .map_err(|e| e.to_string())?;
    let stats = solver.stats();
    eprintln!(
        "{NAME}: {} positions solved, {} distinct games stored",
        stats.nodes,
        arena.len()
    );
    report(flags, &stats);
    arena.to_text(g).map_err(|e| e.to_string())
}

/// Who wins Cram, an impartial game: by its value, a nimber (`*0` is a second-player win,
/// any other a first-player win), from the framework's value search, which reads a board's
/// regions apart (a who-wins search of a sum of impartial regions cannot do without their
/// nimbers, and is slower here).
fn cram_outcome(arena: &mut Arena, board: &Cram, flags: &Flags) -> Result<String, String> {
    let value = Flags {
        outcome: false,
        ..*flags
    };
    let text = answer(arena, board, &value)?;
    Ok((if text == "0" { "P" } else { "N" }).to_string())
}

/// The positions searched so far, for the heartbeat's line.
fn progress(p: Progress) {
    common::work_done("positions searched", p.nodes, None);
}
