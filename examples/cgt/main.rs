//! Short partizan games: canonical forms, comparisons, stops, temperature, Domineering and
//! Hackenbush, in the standard notation.
//!
//! ```text
//! cargo run --release --example cgt -- canonical "{3||2*|1*}"
//! cargo run --release --example cgt -- compare "^" "*"
//! cargo run --release --example cgt -- domineering "....|....|....|...."
//! cargo run --release --example cgt -- atomic-weight "{^^^|vv}"
//! cargo run --release --example cgt -- norton 1/2 "^"
//! cargo run --release --example cgt -- toads "T.TFF"
//! cargo run --release --example cgt -- clobber "xox|ox."
//! cargo run --release --example cgt -- misere "*[2]+*[2]"
//! ```
//!
//! Rulesets: `domineering`, `toads`, `clobber`, `konane`, `toppling`, `cram`, `snort`, `col`,
//! `amazons`, each with its position (docs/rulesets.md). Impartial misère play: `misere`,
//! `misere-genus`, `misere-outcome`, `misere-value`, `misere-mate`, `misere-born-by`
//! (docs/misere.md). Nim-arithmetic on ordinals: `nim-sum`, `nim-product`, `nim-power`,
//! `nim-inverse` (docs/ordinals.md). `--steps N` raises the arena's step
//! limit (default 2^28) and `--games N` its games (default 2^20) for large positions:
//! `cgt --steps 100000000000 --games 100000000 domineering 6x6` (docs/domineering.md).
//! `--outcome` answers who wins by the search core's who-wins search instead of the value;
//! `--stats` prints the statistics of every search on stderr (docs/search.md).

#[path = "../common/mod.rs"]
#[macro_use]
mod common;
mod impartial;
mod misere;
mod ordinals;
mod pictures;
mod repl;
mod rulesets;

use std::process::ExitCode;
use std::time::Instant;

use clap::{Parser, Subcommand};
use combgames::base::{Limits, Resource};
use combgames::dyadic::Dyadic;
use combgames::partizan::loopy::{DEFAULT_LOOPY_POSITIONS, LoopyGame, SidedValue, looks_loopy};
use combgames::partizan::{
    Arena, Comparison, DEFAULT_GAME_LIMIT, DEFAULT_STEP_LIMIT, Error, GameId, ParseError,
    ParseReason,
};
use combgames::rulesets::domineering::{DEFAULT_OUTCOME_NODES, OutcomeSolver, table_bytes_for};
use combgames::rulesets::{Domineering, Player, hackenbush_string};
use combgames::search::{Progress, Stats};

const NAME: &str = "cgt";

/// Short partizan games: the answer alone on stdout.
#[derive(Parser)]
#[allow(clippy::struct_excessive_bools)] // independent switches of the command line
#[command(
    name = "cgt",
    version,
    after_help = "Quote game text: cgt equal '*' '^' (an unquoted * is replaced by the shell with \
                  the names of the files here, and |, {, } and ^ are special to shells too)."
)]
struct Args {
    /// What to answer; none opens the worksheet (`repl`).
    #[command(subcommand)]
    command: Option<Command>,
    /// The most steps (comparisons and simplifications) before giving up.
    #[arg(long, global = true, default_value_t = DEFAULT_STEP_LIMIT, value_parser = common::positive::<u64>)]
    steps: u64,
    /// The most distinct games the arena holds (a few hundred bytes each with their options and
    /// caches; the exact value of the 6 x 6 Domineering board needs 2.1 million).
    #[arg(long, global = true, default_value_t = DEFAULT_GAME_LIMIT, value_parser = common::positive::<u64>)]
    games: u64,
    /// For a ruleset or a Domineering board: print who wins (L, R, N or P), found by the
    /// who-wins search, instead of the canonical form (which can be out of reach).
    #[arg(long, global = true)]
    outcome: bool,
    /// For a partizan ruleset: its impartial variant, where either player may make any move
    /// of Left or Right (Cram is Domineering's); the value is a nimber.
    #[arg(long, global = true)]
    impartial: bool,
    /// For an impartial ruleset position (Cram, or any with --impartial): its misère canonical
    /// form, in `CGSuite`'s *[...] notation (docs/misere.md).
    #[arg(long, global = true, conflicts_with = "outcome")]
    misere: bool,
    /// For a ruleset position, partizan or not: who wins in misère play (the player who cannot
    /// move wins): L, R, N or P, by the who-wins search.
    #[arg(long, global = true, conflicts_with_all = ["outcome", "misere"])]
    misere_outcome: bool,
    /// Print the statistics of the search on stderr: nodes, table probes, hits, stores and
    /// overwrites, the positions each theorem decided, time.
    #[arg(long, global = true)]
    stats: bool,
    /// The threads of a who-wins or nimber search (default: the machine's cores).
    #[arg(long, global = true, value_parser = common::positive::<usize>)]
    threads: Option<usize>,
    /// Seconds between two progress lines on stderr (work done, rate, time to the limit).
    #[arg(long, global = true, default_value = "2", value_parser = common::seconds)]
    progress: std::time::Duration,
    /// Print one JSON object on stdout: the answer (typed: a string, true or false, a count,
    /// or an object), its notation as printed without --json, the statistics of each search,
    /// and the seconds taken (docs/json.md).
    #[arg(long, global = true)]
    json: bool,
    /// Draw the answer's picture as SVG into FILE: the thermograph of `thermograph G`, or the
    /// board of `domineering` and the other grid rulesets, titled with the answer.
    #[arg(long, global = true, value_name = "FILE")]
    svg: Option<std::path::PathBuf>,
    /// The same picture as TikZ (a tikzpicture to \input in a LaTeX document that loads tikz).
    #[arg(long, global = true, value_name = "FILE")]
    tikz: Option<std::path::PathBuf>,
}

/// The flags every command reads.
#[derive(Clone, Copy)]
#[allow(clippy::struct_excessive_bools)] // the command line's independent switches
pub struct Flags {
    /// The arena's limits: games and steps.
    pub arena: Limits,
    /// Who wins instead of the value.
    pub outcome: bool,
    /// Statistics on stderr.
    pub stats: bool,
    /// The impartial variant of a partizan ruleset.
    pub impartial: bool,
    /// The misère canonical form of an impartial position.
    pub misere: bool,
    /// Who wins in misère play.
    pub misere_outcome: bool,
    /// Threads of a who-wins search.
    pub threads: usize,
}

/// Prints a search's statistics on stderr, if asked for.
pub fn report(flags: &Flags, stats: &Stats) {
    common::json::record(stats);
    if flags.stats {
        note!("{NAME}: stats: {stats}");
    }
}

#[derive(Subcommand)]
enum Command {
    /// A worksheet in the standard notation (also `cgt` alone): variables (g := {3||2*|1*}),
    /// functions (temperature(g)), history; statements from stdin when it is not a terminal.
    Repl,
    /// The canonical form of a game, e.g. "{3||2*|1*}" or "^ + *"; of a loopy stopper, e.g.
    /// "x{0|x}", its simplest form ("over"); of another loopy game, its sides "S & T"
    /// ("a{1||a|0}" is "2 & +-1", "{pass|pass}" is "dud").
    Canonical {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// Who wins: L (Left, whoever starts), R, N (the first player), P (the second) or, for a
    /// loopy game such as "{pass|pass}", D (a draw); two letters (winner with Left first,
    /// with Right first) for a loopy game won from one side and drawn from the other.
    Outcome {
        /// The game (short, or loopy in CGSuite's notation: pass, labels, on, over, ...).
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The sides of a loopy game, onside then offside on two lines (a stopper's two sides
    /// are itself): "a{1||a|0}" has sides 2 and +-1.
    Sides {
        /// The game (short, loopy, or a sided value "S & T").
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The upsum of two games: the onside of their sum (a play that never ends counts for
    /// Left); "on" and "off" give on.
    Upsum {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
    },
    /// The downsum of two games: the offside of their sum (a play that never ends counts
    /// for Right); "on" and "off" give off.
    Downsum {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
    },
    /// The degree of loopiness of a loopy game: the upsum of its onside and its negated
    /// offside ("on" for on, "over" for over, 0 for a short game).
    Degree {
        /// The game (short, loopy, or a sided value "S & T").
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// Whether two games are equal: true or false (loopy games by their sides).
    Equal {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
    },
    /// How two games compare: <, >, = or || (loopy games by their sides: both at least).
    Compare {
        /// The first game.
        #[arg(allow_hyphen_values = true)]
        first: String,
        /// The second game.
        #[arg(allow_hyphen_values = true)]
        second: String,
    },
    /// The Left and Right stops.
    Stops {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The mean.
    Mean {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The temperature.
    Temperature {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The birthday.
    Birthday {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The atomic weight of an all-small game, e.g. "{^^^|vv}" (it is {1|0}).
    AtomicWeight {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The reduced canonical form: the simplest game infinitesimally close.
    Reduced {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// Norton's product G.U by a positive unit U, e.g. "1/2" "^".
    Norton {
        /// The game G.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The positive unit U.
        #[arg(allow_hyphen_values = true)]
        unit: String,
    },
    /// The n-th uptimal power of ^ or v: `pow ^ 2` is ^<2> = {0|v*}.
    Pow {
        /// The game: ^ or v.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The power n, at least 1.
        n: u32,
    },
    /// The uptimal sum G^<1> + ... + G^<n> of ^ or v: `pow-to ^ 2` is ^[2] = {^|*}.
    PowTo {
        /// The game: ^ or v.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The last power n.
        n: u32,
    },
    /// The game heated by T: every move not in a number earns its player T.
    Heat {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The temperature T (a game; a number in most uses).
        #[arg(allow_hyphen_values = true)]
        by: String,
    },
    /// The game overheated from S to T: integers n become n copies of S.
    Overheat {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// S.
        #[arg(allow_hyphen_values = true)]
        from: String,
        /// T.
        #[arg(allow_hyphen_values = true)]
        to: String,
    },
    /// The game cooled by the number T (T >= -1).
    Cool {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The temperature T.
        #[arg(allow_hyphen_values = true)]
        by: String,
    },
    /// The ordinal sum G:H = {G^L, G:H^L | G^R, G:H^R}, with G as written (its form counts).
    OrdinalSum {
        /// The base G, as written.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The game H played on top of it.
        #[arg(allow_hyphen_values = true)]
        other: String,
    },
    /// The conjunctive compound: each move is made in both games; play ends when either ends.
    Conjunctive {
        /// The first game, as written.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The second game, as written.
        #[arg(allow_hyphen_values = true)]
        other: String,
    },
    /// The selective compound: each move is made in one of the games or both.
    Selective {
        /// The first game, as written.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The second game, as written.
        #[arg(allow_hyphen_values = true)]
        other: String,
    },
    /// Conway's product of two games as written (the product of numbers; of nimbers, their
    /// nim product: *4 times *4 is *6).
    ConwayProduct {
        /// The first game, as written.
        #[arg(allow_hyphen_values = true)]
        expr: String,
        /// The second game, as written.
        #[arg(allow_hyphen_values = true)]
        other: String,
    },
    /// The thermograph: its mean and temperature (with --svg or --tikz, its picture; with
    /// --json, both walls).
    Thermograph {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// Left's incentives G^L - G on the first line, Right's G - G^R on the second.
    Incentives {
        /// The game.
        #[arg(allow_hyphen_values = true)]
        expr: String,
    },
    /// The canonical form of a Domineering board: rows separated by |, . empty, # blocked.
    Domineering {
        /// The board, e.g. "..|.."; or an empty rectangle as rows x columns, e.g. 6x6.
        board: String,
    },
    /// Who wins a Domineering board, by search (for boards whose canonical form is out of
    /// reach): L (Left, Vertical, wins whoever starts), R, N (the first player) or P (the
    /// second); with --first, L or R, who wins when that player starts.
    DomineeringOutcome {
        /// The board: rows separated by |, . empty, # blocked; or an empty rectangle as rows
        /// x columns, e.g. 8x8.
        board: String,
        /// Who moves first: left (Vertical) or right (Horizontal).
        #[arg(long)]
        first: Option<Player>,
        /// The transposition table's size in MiB (default: what suits the board, at most half
        /// the memory the machine has available and at most 8192).
        #[arg(long, value_parser = common::positive::<u64>)]
        memory: Option<u64>,
        /// The most boards the search visits.
        #[arg(long, default_value_t = DEFAULT_OUTCOME_NODES, value_parser = common::positive::<u64>)]
        nodes: u64,
        /// Misère play: the player who cannot move wins (the framework's who-wins search).
        #[arg(long)]
        misere: bool,
    },
    #[command(flatten)]
    Ruleset(rulesets::Ruleset),
    #[command(flatten)]
    Misere(misere::Misere),
    #[command(flatten)]
    Ordinals(ordinals::Ordinals),
    /// The value of a Red-Blue Hackenbush string, L and R edges from the ground up.
    Hackenbush {
        /// The string, e.g. "LRR".
        string: String,
    },
}

fn parse(arena: &mut Arena, text: &str) -> Result<GameId, String> {
    arena.parse(text).map_err(|e: Error| {
        let hint = if looks_loopy(text) {
            " (a loopy game: canonical, outcome, equal, compare, sides, degree, upsum and downsum read those; this command takes short games)"
                .to_string()
        } else {
            common::file_name_hint(text).unwrap_or_default()
        };
        format!("'{}': {e}{hint}", common::shorten(text))
    })
}

/// `outcome`, `equal`, `compare`, `sides`, `degree`, `upsum` and `downsum`, on short games or (when
/// the arena does not read the text) loopy ones and sided values.
fn order(arena: &mut Arena, command: &Command, limits: Limits) -> Result<String, String> {
    Ok(match command {
        Command::Outcome { expr } => match parse_either(arena, expr)? {
            Either::Short(g) => arena.outcome(g).map_err(text)?.letter().to_string(),
            Either::Loopy(g) => g.outcome().to_string(),
            Either::Sided(_) => {
                return Err(format!(
                    "'{}': the outcome of a sided value S & T needs its game, not its sides",
                    common::shorten(expr)
                ));
            }
        },
        Command::Equal { first, second } => {
            let equal = match (parse_either(arena, first)?, parse_either(arena, second)?) {
                (Either::Short(g), Either::Short(h)) => g == h,
                (g, h) => {
                    let (g, h) = (g.sided(arena, limits)?, h.sided(arena, limits)?);
                    g.equals(&h).map_err(loopy_text)?
                }
            };
            common::json::set_answer(serde_json::json!(equal));
            equal.to_string()
        }
        Command::Compare { first, second } => {
            let comparison = match (parse_either(arena, first)?, parse_either(arena, second)?) {
                (Either::Short(g), Either::Short(h)) => arena.compare(g, h).map_err(text)?,
                (g, h) => {
                    let (g, h) = (g.sided(arena, limits)?, h.sided(arena, limits)?);
                    g.compare(&h).map_err(loopy_text)?
                }
            };
            match comparison {
                Comparison::Less => "<",
                Comparison::Greater => ">",
                Comparison::Equal => "=",
                Comparison::Confused => "||",
            }
            .to_string()
        }
        Command::Sides { expr } => {
            let g = parse_either(arena, expr)?.sided(arena, limits)?;
            let on = g.onside().to_text_within(limits).map_err(loopy_text)?;
            let off = g.offside().to_text_within(limits).map_err(loopy_text)?;
            format!("{on}\n{off}")
        }
        Command::Degree { expr } => {
            let g = parse_either(arena, expr)?.sided(arena, limits)?;
            let degree = g.degree().map_err(loopy_text)?;
            degree.to_text_within(limits).map_err(loopy_text)?
        }
        Command::Upsum { first, second } | Command::Downsum { first, second } => {
            let g = parse_either(arena, first)?.sided(arena, limits)?;
            let h = parse_either(arena, second)?.sided(arena, limits)?;
            let sum = if matches!(command, Command::Upsum { .. }) {
                g.onside().upsum(h.onside())
            } else {
                g.offside().downsum(h.offside())
            };
            sum.and_then(|s| s.to_text_within(limits))
                .map_err(loopy_text)?
        }
        _ => {
            return Err(
                "order() answers outcome, equal, compare, sides, degree, upsum, downsum".into(),
            );
        }
    })
}

/// A game read for the commands of [`order`]: short if the arena reads it, else loopy, else
/// a sided value `S & T`.
enum Either {
    Short(GameId),
    Loopy(LoopyGame),
    Sided(SidedValue),
}

impl Either {
    /// The game's sides (a short game's or a stopper's: itself twice).
    fn sided(self, arena: &Arena, limits: Limits) -> Result<SidedValue, String> {
        match self {
            Either::Short(g) => LoopyGame::from_short(arena, g)
                .and_then(|g| SidedValue::of_within(&g, limits))
                .map_err(loopy_text),
            Either::Loopy(g) => SidedValue::of_within(&g, limits).map_err(loopy_text),
            Either::Sided(v) => Ok(v),
        }
    }
}

/// `text` as a short game, or else as a loopy one, or else as a sided value; a refusal is the
/// loopy reader's when the text uses the loopy notation (`pass`, a label, `on`, `&`, ...),
/// else the arena's.
fn parse_either(arena: &mut Arena, text: &str) -> Result<Either, String> {
    let short_error = match arena.parse(text) {
        Ok(g) => return Ok(Either::Short(g)),
        Err(e) => e,
    };
    let loopy = match LoopyGame::parse(arena, text) {
        Err(Error::Parse(ParseError {
            reason: ParseReason::SidedValue,
            ..
        })) => SidedValue::parse(arena, text).map(Either::Sided),
        other => other.map(Either::Loopy),
    };
    loopy.map_err(|e| {
        let shown = if looks_loopy(text) {
            loopy_text(e)
        } else {
            short_error.to_string()
        };
        let hint = common::file_name_hint(text).unwrap_or_default();
        format!("'{}': {shown}{hint}", common::shorten(text))
    })
}

/// An error of a loopy game as one line: a refusal for its positions says so (their limit,
/// [`DEFAULT_LOOPY_POSITIONS`], is no flag's), one for steps names `--steps`.
#[allow(clippy::needless_pass_by_value)] // by value: the function of `map_err`
fn loopy_text(e: Error) -> String {
    match &e {
        Error::Exceeded(x) if x.resource == Resource::Items => format!(
            "{e} (positions of a loopy game and its sums: at most {DEFAULT_LOOPY_POSITIONS}, a fixed limit)"
        ),
        _ => text(e),
    }
}

/// An error as one line; a refusal at the arena's limits names the flag that raises it.
#[allow(clippy::needless_pass_by_value)] // by value: the function of `map_err`
fn text(e: Error) -> String {
    match &e {
        Error::Exceeded(x) if x.resource == Resource::Items => {
            format!("{e} (games: raise --games)")
        }
        Error::Exceeded(x) if x.resource == Resource::Steps => format!("{e} (raise --steps)"),
        _ => e.to_string(),
    }
}

fn run(command: &Command, flags: &Flags) -> Result<String, String> {
    if let Command::Misere(command) = command {
        return misere::run(command, flags.arena);
    }
    if let Command::Ordinals(command) = command {
        return ordinals::run(command, &given_steps(flags));
    }
    let mut arena = Arena::with_limits(flags.arena);
    Ok(match command {
        Command::Canonical { expr } => match parse_either(&mut arena, expr)? {
            Either::Short(g) => arena.to_text(g).map_err(text)?,
            Either::Loopy(g) if g.is_stopper() => {
                g.to_text_within(given_steps(flags)).map_err(loopy_text)?
            }
            other => {
                let limits = given_steps(flags);
                let sided = other.sided(&arena, limits)?;
                sided.to_text().map_err(loopy_text)?
            }
        },
        Command::Outcome { .. }
        | Command::Equal { .. }
        | Command::Compare { .. }
        | Command::Sides { .. }
        | Command::Degree { .. }
        | Command::Upsum { .. }
        | Command::Downsum { .. } => order(&mut arena, command, given_steps(flags))?,
        Command::Mean { expr } => {
            let g = parse(&mut arena, expr)?;
            arena.mean(g).map_err(text)?.to_string()
        }
        Command::Temperature { expr } => {
            let g = parse(&mut arena, expr)?;
            arena.temperature(g).map_err(text)?.to_string()
        }
        Command::Domineering { board } => {
            let written = board;
            let board: Domineering = written
                .parse()
                .map_err(|e: Error| format!("'{}': {e}", common::shorten(written)))?;
            if flags.impartial {
                return rulesets::answer_of(
                    &mut arena,
                    &combgames::rulesets::ImpartialVariant::new(board),
                    flags,
                );
            }
            if flags.outcome {
                return domineering_outcome(written, None, None, DEFAULT_OUTCOME_NODES, flags);
            }
            // The search is bounded by the arena's limits; its own steps are not limited.
            let limits = Limits::new().steps(u64::MAX);
            let (g, stats) = board
                .value_with_stats(&mut arena, limits, |p| {
                    common::work_done("regions solved", p.nodes, None);
                })
                .map_err(text)?;
            note!(
                "{NAME}: {} regions solved, {} distinct games stored, {} steps",
                stats.nodes,
                arena.len(),
                arena.steps()
            );
            report(flags, &stats);
            arena.to_text(g).map_err(text)?
        }
        Command::DomineeringOutcome {
            board,
            first,
            nodes,
            misere: true,
            ..
        } => {
            let board: Domineering = board
                .parse()
                .map_err(|e: Error| format!("'{}': {e}", common::shorten(board)))?;
            rulesets::misere_outcome(&board, *first, *nodes, flags)?
        }
        Command::DomineeringOutcome {
            board,
            first,
            memory,
            nodes,
            misere: false,
        } => domineering_outcome(board, *first, *memory, *nodes, flags)?,
        Command::Hackenbush { string } => hackenbush_string(string)
            .map_err(|e| format!("'{}': {e}", common::shorten(string)))?
            .to_string(),
        Command::Ruleset(ruleset) => rulesets::run(&mut arena, ruleset, flags)?,
        toolkit => return run_toolkit(&mut arena, toolkit),
    })
}

/// `domineering-outcome`: the outcome search, with its nodes and memory on stderr.
fn domineering_outcome(
    text: &str,
    first: Option<Player>,
    memory: Option<u64>,
    nodes: u64,
    flags: &Flags,
) -> Result<String, String> {
    let board: Domineering = text
        .parse()
        .map_err(|e: Error| format!("'{}': {e}", common::shorten(text)))?;
    let available = common::available_memory();
    let most = available.map_or(1 << 30, |b| (b / 2).min(8 << 30));
    let bytes = memory.map_or_else(
        || table_bytes_for(&board, most),
        |mib| mib.saturating_mul(1 << 20),
    );
    if let Some(available) = available.filter(|&a| bytes > a) {
        return Err(format!(
            "--memory asks for {} MiB, but the machine has only {} MiB available",
            bytes >> 20,
            available >> 20
        ));
    }
    let limits = Limits::new().steps(nodes).bytes(bytes);
    let mut solver = OutcomeSolver::new(&board, limits)
        .map_err(|e| e.to_string())?
        .threads(flags.threads);
    let progress = |p: Progress| common::work_done("boards searched", p.nodes, Some(nodes));
    let answer = match first {
        Some(player) => {
            let wins = solver
                .wins_with_progress(player, &progress)
                .map_err(|e| e.to_string())?;
            let winner = if wins { player } else { player.other() };
            (if winner == Player::Left { "L" } else { "R" }).to_string()
        }
        None => solver
            .outcome_with_progress(&progress)
            .map_err(|e| e.to_string())?
            .letter()
            .to_string(),
    };
    let stats = solver.stats();
    note!(
        "{NAME}: {} boards searched, {} stored, table {} MiB",
        stats.nodes,
        stats.stores,
        stats.table_bytes >> 20
    );
    report(flags, &stats);
    Ok(answer)
}

/// The operations after the canonical form: stops, birthday, atomic weight, reduced form,
/// Norton product, heating, overheating, cooling and incentives.
fn run_toolkit(arena: &mut Arena, command: &Command) -> Result<String, String> {
    Ok(match command {
        Command::Stops { expr } => {
            let g = parse(arena, expr)?;
            let (l, r) = (
                arena.left_stop(g).map_err(text)?,
                arena.right_stop(g).map_err(text)?,
            );
            let (l, r) = (l.to_string(), r.to_string());
            common::json::set_answer(serde_json::json!({"left": l, "right": r}));
            format!("{l} {r}")
        }
        Command::Birthday { expr } => {
            let g = parse(arena, expr)?;
            let birthday = arena.birthday(g).map_err(text)?;
            common::json::set_answer(serde_json::json!(birthday));
            birthday.to_string()
        }
        Command::AtomicWeight { expr } => {
            let g = parse(arena, expr)?;
            let w = arena.atomic_weight(g).map_err(text)?;
            arena.to_text(w).map_err(text)?
        }
        Command::Reduced { expr } => {
            let g = parse(arena, expr)?;
            let r = arena.reduced(g).map_err(text)?;
            arena.to_text(r).map_err(text)?
        }
        Command::Norton { expr, unit } => {
            let (g, u) = (parse(arena, expr)?, parse(arena, unit)?);
            let p = arena.norton(g, u).map_err(text)?;
            arena.to_text(p).map_err(text)?
        }
        Command::Pow { expr, n } | Command::PowTo { expr, n } => {
            let g = parse(arena, expr)?;
            let p = if matches!(command, Command::Pow { .. }) {
                arena.pow(g, *n)
            } else {
                arena.pow_to(g, *n)
            };
            arena.to_text(p.map_err(text)?).map_err(text)?
        }
        Command::Heat { expr, by } => {
            let (g, t) = (parse(arena, expr)?, parse(arena, by)?);
            let h = arena.heat(g, t).map_err(text)?;
            arena.to_text(h).map_err(text)?
        }
        Command::Overheat { expr, from, to } => {
            let g = parse(arena, expr)?;
            let (s, t) = (parse(arena, from)?, parse(arena, to)?);
            let h = arena.overheat(g, s, t).map_err(text)?;
            arena.to_text(h).map_err(text)?
        }
        Command::Cool { expr, by } => {
            let g = parse(arena, expr)?;
            let t: Dyadic = by
                .parse()
                .map_err(|e| format!("'{}': {e}", common::shorten(by)))?;
            let c = arena.cool(g, t).map_err(text)?;
            arena.to_text(c).map_err(text)?
        }
        Command::OrdinalSum { expr, other }
        | Command::Conjunctive { expr, other }
        | Command::Selective { expr, other }
        | Command::ConwayProduct { expr, other } => compound(arena, command, expr, other)?,
        Command::Thermograph { expr } => {
            let g = parse(arena, expr)?;
            let t = arena.thermograph(g).map_err(text)?;
            let wall = |w: &combgames::partizan::Wall| -> Vec<[String; 2]> {
                w.breakpoints()
                    .into_iter()
                    .map(|(t, v, _)| [t.to_string(), v.to_string()])
                    .collect()
            };
            common::json::set_answer(serde_json::json!({
                "mean": t.mean().to_string(),
                "temperature": t.temperature().to_string(),
                "left_wall": wall(t.left_wall()),
                "right_wall": wall(t.right_wall()),
            }));
            format!("mean {} temperature {}", t.mean(), t.temperature())
        }
        Command::Incentives { expr } => {
            let g = parse(arena, expr)?;
            let (left, right) = arena.incentives(g).map_err(text)?;
            let mut sides = Vec::new();
            for side in [left, right] {
                let texts: Vec<String> = side
                    .into_iter()
                    .map(|i| arena.to_text(i))
                    .collect::<Result<_, _>>()
                    .map_err(text)?;
                sides.push(texts);
            }
            common::json::set_answer(serde_json::json!({"left": sides[0], "right": sides[1]}));
            let lines: Vec<String> = sides.iter().map(|side| side.join(", ")).collect();
            lines.join("\n")
        }
        _ => return Err("not an operation on a game".into()),
    })
}

/// The ordinal sum, the conjunctive and selective compounds and Conway's product, on the games
/// as written.
fn compound(
    arena: &mut Arena,
    command: &Command,
    expr: &str,
    other: &str,
) -> Result<String, String> {
    let form = |arena: &mut Arena, text: &str| {
        arena
            .parse_form(text)
            .map_err(|e: Error| format!("'{}': {e}", common::shorten(text)))
    };
    let g = form(arena, expr)?;
    let c = match command {
        Command::OrdinalSum { .. } => {
            let h = parse(arena, other)?;
            arena.ordinal_sum(&g, h)
        }
        Command::Conjunctive { .. } => {
            let h = form(arena, other)?;
            arena.conjunctive(&g, &h)
        }
        Command::Selective { .. } => {
            let h = form(arena, other)?;
            arena.selective(&g, &h)
        }
        _ => {
            let h = form(arena, other)?;
            arena.conway_product(&g, &h)
        }
    }
    .map_err(text)?;
    arena.to_text(c).map_err(text)
}

fn main() -> ExitCode {
    let mut args: Args = common::parse_args(NAME);
    if let Some(Command::Ruleset(ruleset)) = &mut args.command
        && let Err(message) = rulesets::read_file(ruleset)
    {
        return common::fail(NAME, message);
    }
    common::set_interval(args.progress);
    let flags = Flags {
        arena: Limits::new().items(args.games).steps(args.steps),
        outcome: args.outcome,
        stats: args.stats,
        impartial: args.impartial,
        misere: args.misere,
        misere_outcome: args.misere_outcome,
        threads: args.threads.unwrap_or_else(combgames::base::cores),
    };
    let command = match &args.command {
        None | Some(Command::Repl) => {
            if args.json || args.svg.is_some() || args.tikz.is_some() {
                return common::fail(
                    NAME,
                    "the worksheet (cgt repl) prints its answers as text: --json, --svg and --tikz are for a subcommand",
                );
            }
            return repl::run(&flags);
        }
        Some(command) => command,
    };
    if args.json {
        common::json::enable(NAME, &subcommand_name());
    }
    let start = Instant::now();
    let beat = common::heartbeat(NAME, "computing");
    let outputs = pictures::Outputs {
        svg: args.svg.clone(),
        tikz: args.tikz.clone(),
    };
    let name = subcommand_name();
    if let Err(message) = outputs.check(command, &name) {
        return common::fail(NAME, message);
    }
    let result = run(command, &flags)
        .and_then(|answer| outputs.draw(command, &answer, &flags).map(|()| answer));
    drop(beat);
    match result {
        Ok(answer) => {
            note!("{NAME}: done in {:.2?}", start.elapsed());
            common::print_answer(NAME, answer)
        }
        Err(message) => common::fail(NAME, message),
    }
}

/// Whether `--steps` was given on the command line (the ordinal commands keep their own
/// default, 10^6 products, unless it is).
/// `--steps` when given on the command line, else no limit (each computation's own default).
fn given_steps(flags: &Flags) -> Limits {
    if steps_given() {
        Limits::new().steps(flags.arena.steps_or(DEFAULT_STEP_LIMIT))
    } else {
        Limits::new()
    }
}

fn steps_given() -> bool {
    use clap::CommandFactory;
    use clap::parser::ValueSource;
    Args::command()
        .try_get_matches_from(std::env::args_os())
        .ok()
        .is_some_and(|m| {
            let given =
                |m: &clap::ArgMatches| m.value_source("steps") == Some(ValueSource::CommandLine);
            given(&m) || m.subcommand().is_some_and(|(_, sub)| given(sub))
        })
}

/// The subcommand's name as typed (`canonical`, `domineering-outcome`, ...), for `--json`.
fn subcommand_name() -> String {
    use clap::CommandFactory;
    Args::command()
        .try_get_matches_from(std::env::args_os())
        .ok()
        .and_then(|m| m.subcommand_name().map(str::to_string))
        .unwrap_or_default()
}
