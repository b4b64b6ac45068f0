//! The rulesets of `cgt`: a position in, its canonical form out.

use std::num::NonZeroU64;

use clap::Subcommand;
use combgames::base::{Limits, Resource};
use combgames::grundy::misere::MisereArena;
use combgames::partizan::{Arena, DEFAULT_STEP_LIMIT, Error, OutcomeClass};
use combgames::rulesets::{
    Amazons, BackslidingToads, Clobber, ClobberPiece, Coloring, ColoringRule, DEFAULT_SOLVER_BYTES,
    Fission, HackenbushGraph, ImpartialVariant, Konane, NoGo, OutcomeSearch, PartizanArcKayles,
    PartizanSubtraction, Player, Position, Progress, SkiJumps, Solver, Toads, Toppling, Wythoff,
    WythoffPPositions, loopy_graph, loopy_value, wythoff_p_position,
};
use combgames::rulesets::{Cram, DEFAULT_SOLVER_STEPS, misere_form};
use combgames::search::DEFAULT_TABLE_BYTES;

use crate::impartial::{NimberFlags, graph_text};
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
    /// Backsliding Toads and Frogs: Toads and Frogs where a piece may also slide one cell
    /// back; positions repeat, so the value is loopy ("S & T" sides, or a stopper).
    BackslidingToads {
        /// The strip, e.g. "TT..FF".
        position: String,
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
    /// Clobber with kings: a stone captures on any of the eight adjacent cells.
    ClobberKings {
        /// The board, e.g. "xox|ox.".
        position: String,
    },
    /// Clobber with rooks: a stone captures along a row or column, across empty cells.
    ClobberRooks {
        /// The board, e.g. "x.o|o.x".
        position: String,
    },
    /// Clobber with queens: a stone captures along a row, column or diagonal, across empty
    /// cells.
    ClobberQueens {
        /// The board, e.g. "x.o|o.x".
        position: String,
    },
    /// Wythoff's game (or r-Wythoff) on two piles "a,b": the nimber; or its P-positions.
    Wythoff {
        /// The piles, e.g. "10,4" (each at most 65536).
        #[arg(required_unless_present = "p_positions")]
        position: Option<String>,
        /// r-Wythoff: from both piles k and l counters with |k - l| < R (1: Wythoff's game).
        #[arg(long, default_value = "1")]
        r: NonZeroU64,
        /// List the P-positions (a,b), a <= b <= N, one a line, by the mex rule, each checked
        /// against Fraenkel's formula (N at most 10^7).
        #[arg(long, value_name = "N", conflicts_with = "position")]
        p_positions: Option<u64>,
    },
    /// Fission: x stones, . empty, # off the board; Left splits a stone vertically, Right
    /// horizontally.
    Fission {
        /// The board, e.g. "..x.|....|..x.|....".
        position: String,
    },
    /// A partizan subtraction game: the value of a heap, or with --period the period of the
    /// values in the heap's size.
    PartizanSubtraction {
        /// The heap, e.g. 6.
        #[arg(required_unless_present = "period")]
        heap: Option<u64>,
        /// Left's subtraction set, e.g. 1,3 (left out: empty, Left has no move).
        #[arg(long, value_delimiter = ',')]
        left: Vec<u64>,
        /// Right's subtraction set, e.g. 2,3 (left out: empty, Right has no move).
        #[arg(long, value_delimiter = ',')]
        right: Vec<u64>,
        /// Print the preperiod and period of the outcomes, and of the values (with the saltus
        /// of an arithmetic period), instead.
        #[arg(long, conflicts_with = "heap")]
        period: bool,
        /// With --period: the largest heap whose outcome and value are computed (at most
        /// 100000).
        #[arg(long, default_value_t = 200)]
        max: u64,
    },
    /// Ski Jumps: rows top to bottom; L, R jumpers, l, r slippers, . empty.
    SkiJumps {
        /// The slope, e.g. "...L....|..R.....|........".
        position: String,
    },
    /// Nogo: x Left's (Black's) stones, o Right's, . empty, # no point; a move may neither
    /// capture nor leave its own group without a liberty.
    Nogo {
        /// The board, e.g. "...|...|...".
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
    /// Cram: . empty, # filled; rows separated by |; prints the nimber (*0, *1, ...), found
    /// by the nimber search (docs/impartial.md).
    Cram {
        /// The board, e.g. "....|...." (at most 64 cells), or an empty rectangle, e.g. 4x11.
        position: String,
        #[command(flatten)]
        search: NimberFlags,
    },
    /// Node Kayles on a graph: a move takes a vertex and its neighbours; prints the nimber.
    NodeKayles {
        /// The graph: "path 10", "cycle 7", "grid 3x4", "complete 5", "empty 3", or "N:" and
        /// the edges, e.g. "5: 0-1-2-3, 1-4" (docs/impartial.md).
        #[arg(required_unless_present = "file")]
        graph: Option<String>,
        /// Read the graph from this file instead.
        #[arg(long, conflicts_with = "graph")]
        file: Option<std::path::PathBuf>,
        #[command(flatten)]
        search: NimberFlags,
    },
    /// Arc Kayles on a graph: a move takes an edge's two ends; prints the nimber.
    ArcKayles {
        /// The graph, as for node-kayles.
        #[arg(required_unless_present = "file")]
        graph: Option<String>,
        /// Read the graph from this file instead.
        #[arg(long, conflicts_with = "graph")]
        file: Option<std::path::PathBuf>,
        #[command(flatten)]
        search: NimberFlags,
    },
    /// Partizan Arc Kayles: a move takes an edge of one's own label (L Left's, R Right's, G
    /// either's) and removes its two ends.
    PartizanArcKayles {
        /// The labelled graph: the text of node-kayles with a label after each chain or
        /// shorthand, e.g. "4: 0-1:L, 1-2:R, 2-3:G" or "path 6:G" (docs/rulesets.md).
        #[arg(required_unless_present = "file")]
        graph: Option<String>,
        /// Read the graph from this file instead.
        #[arg(long, conflicts_with = "graph")]
        file: Option<std::path::PathBuf>,
    },
    /// Red-Blue-Green Hackenbush on a labelled graph, vertex 0 the ground: L edges blue
    /// (Left's), R red, G green; loops and repeated edges allowed.
    HackenbushGraph {
        /// The picture, e.g. "3: 0-1:L, 1-2:R, 2-2:G" (at most 128 edges).
        #[arg(required_unless_present = "file")]
        graph: Option<String>,
        /// Read the picture from this file instead.
        #[arg(long, conflicts_with = "graph")]
        file: Option<std::path::PathBuf>,
    },
    /// Childish Hackenbush: Hackenbush where a cut may not make any other edge fall.
    ChildishHackenbush {
        /// The picture, as for hackenbush-graph, e.g. "3: 0-1:L, 1-2:R".
        #[arg(required_unless_present = "file")]
        graph: Option<String>,
        /// Read the picture from this file instead.
        #[arg(long, conflicts_with = "graph")]
        file: Option<std::path::PathBuf>,
    },
    /// Snort on a grid: . uncoloured, L and R coloured, # no vertex; or on a
    /// graph of paths (--graph).
    Snort {
        /// The grid, e.g. "...|...", or with --graph the graph, e.g. "L-.-.-.-L".
        position: String,
        /// Read the position as a graph: CGSuite's paths (vertices joined by -, each .
        /// uncoloured or L or R uncoloured but tinted: only that player may colour it; paths
        /// separated by ;), or the plain graph text of node-kayles with tints after vertex
        /// numbers, e.g. "5: 0L-1-2-3-4L".
        #[arg(long)]
        graph: bool,
    },
    /// Col on a grid: . uncoloured, L and R coloured, # no vertex; or on a graph
    /// of paths (--graph).
    Col {
        /// The grid, e.g. "...|...", or with --graph the graph, e.g. "L-.-R".
        position: String,
        /// Read the position as a graph (as for snort --graph).
        #[arg(long)]
        graph: bool,
    },
    /// Amazons: L Left's amazons, R Right's, . empty, # burnt; small boards.
    Amazons {
        /// The board, e.g. "L..|..R".
        position: String,
    },
}

/// A grid ruleset's name and board text, for `--svg` and `--tikz` (`None` for the rulesets on
/// graphs, piles and heaps).
pub fn board_of(ruleset: &Ruleset) -> Option<(&'static str, &str)> {
    Some(match ruleset {
        Ruleset::Toads { position, .. } => ("Toads and Frogs", position),
        Ruleset::Elephants { position } => ("Elephants and Rhinos", position),
        Ruleset::BackslidingToads { position } => ("Backsliding Toads and Frogs", position),
        Ruleset::Clobber { position } => ("Clobber", position),
        Ruleset::ClobberKings { position } => ("Clobber (kings)", position),
        Ruleset::ClobberRooks { position } => ("Clobber (rooks)", position),
        Ruleset::ClobberQueens { position } => ("Clobber (queens)", position),
        Ruleset::Fission { position } => ("Fission", position),
        Ruleset::SkiJumps { position } => ("Ski Jumps", position),
        Ruleset::Nogo { position } => ("NoGo", position),
        Ruleset::Konane { position } => ("Konane", position),
        Ruleset::Toppling { position } => ("Toppling Dominoes", position),
        Ruleset::Cram { position, .. } => ("Cram", position),
        Ruleset::Snort {
            position,
            graph: false,
        } => ("Snort", position),
        Ruleset::Col {
            position,
            graph: false,
        } => ("Col", position),
        Ruleset::Amazons { position } => ("Amazons", position),
        _ => return None,
    })
}

/// Reads a `--file` graph into the ruleset's text, once: the value and the picture (`--svg`,
/// `--tikz`) then read the same text.
pub fn read_file(ruleset: &mut Ruleset) -> Result<(), String> {
    let (Ruleset::NodeKayles { graph, file, .. }
    | Ruleset::ArcKayles { graph, file, .. }
    | Ruleset::PartizanArcKayles { graph, file }
    | Ruleset::HackenbushGraph { graph, file }
    | Ruleset::ChildishHackenbush { graph, file }) = ruleset
    else {
        return Ok(());
    };
    if graph.is_none()
        && let Some(path) = file.take()
    {
        *graph = Some(graph_text(None, Some(&path))?);
    }
    Ok(())
}

/// A graph ruleset's name, its graph's text (read from `--file` if given there), and whether
/// vertex 0 is Hackenbush's ground, for `--svg` and `--tikz` (`None` for the other rulesets).
pub fn graph_of(ruleset: &Ruleset) -> Option<(&'static str, Result<String, String>, bool)> {
    let (name, graph, file, ground) = match ruleset {
        Ruleset::PartizanArcKayles { graph, file } => ("Partizan Arc Kayles", graph, file, false),
        Ruleset::HackenbushGraph { graph, file } => ("Hackenbush", graph, file, true),
        Ruleset::ChildishHackenbush { graph, file } => ("Childish Hackenbush", graph, file, true),
        _ => return None,
    };
    Some((name, graph_text(graph.as_deref(), file.as_deref()), ground))
}

/// The canonical form of the position, or with `--outcome` who wins, as text.
pub fn run(arena: &mut Arena, ruleset: &Ruleset, flags: &Flags) -> Result<String, String> {
    let read = |text: &str, e: Error| format!("'{}': {e}", common::shorten(text));
    match ruleset {
        Ruleset::Toads { position, max_jump } => {
            let p: Toads = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p.with_max_jump(*max_jump), flags)
        }
        Ruleset::BackslidingToads { position } => {
            backsliding(&position.parse().map_err(|e| read(position, e))?, flags)
        }
        Ruleset::Elephants { position } => {
            let p: Toads = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p.with_max_jump(0), flags)
        }
        Ruleset::Clobber { position } => {
            let p: Clobber = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::ClobberKings { position } => clobber(arena, position, ClobberPiece::King, flags),
        Ruleset::ClobberRooks { position } => clobber(arena, position, ClobberPiece::Rook, flags),
        Ruleset::ClobberQueens { position } => clobber(arena, position, ClobberPiece::Queen, flags),
        Ruleset::Wythoff {
            position,
            r,
            p_positions,
        } => match (position, p_positions) {
            (_, Some(n)) => wythoff_p_positions(*r, *n),
            (Some(position), None) => {
                let p: Wythoff = position.parse().map_err(|e| read(position, e))?;
                let p = p.with_r(*r).map_err(|e| read(position, e))?;
                wythoff_nimber(&p, flags)
            }
            (None, None) => Err("a position or --p-positions N is needed".into()),
        },
        Ruleset::Fission { position } => {
            let p: Fission = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::PartizanSubtraction {
            heap,
            left,
            right,
            period,
            max,
        } => {
            let game = PartizanSubtraction::new(left, right).map_err(|e| e.to_string())?;
            match heap {
                Some(n) if !period => subtraction_heap(arena, &game, *n, flags),
                _ => subtraction_period(arena, &game, *max),
            }
        }
        Ruleset::SkiJumps { position } => {
            let p: SkiJumps = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Nogo { position } => {
            let p: NoGo = position.parse().map_err(|e| read(position, e))?;
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
        Ruleset::Cram { position, .. } if flags.misere || flags.misere_outcome => {
            let p: Cram = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::Cram { .. } | Ruleset::NodeKayles { .. } | Ruleset::ArcKayles { .. } => {
            if flags.misere || flags.misere_outcome {
                return Err("misère play is not offered for Node and Arc Kayles yet".into());
            }
            crate::impartial::run(ruleset, flags)
        }
        Ruleset::Amazons { position } => {
            let p: Amazons = position.parse().map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
        Ruleset::PartizanArcKayles { .. }
        | Ruleset::HackenbushGraph { .. }
        | Ruleset::ChildishHackenbush { .. } => graph_ruleset(arena, ruleset, flags),
        Ruleset::Snort { position, graph } | Ruleset::Col { position, graph } => {
            let rule = if matches!(ruleset, Ruleset::Snort { .. }) {
                ColoringRule::Snort
            } else {
                ColoringRule::Col
            };
            let parse = if *graph {
                Coloring::parse_graph
            } else {
                Coloring::parse_grid
            };
            let p = parse(rule, position).map_err(|e| read(position, e))?;
            answer(arena, &p, flags)
        }
    }
}

/// A ruleset on a labelled graph (Partizan Arc Kayles, Hackenbush, Childish Hackenbush),
/// answered as [`answer`] does.
fn graph_ruleset(arena: &mut Arena, ruleset: &Ruleset, flags: &Flags) -> Result<String, String> {
    let Some((_, text, _)) = graph_of(ruleset) else {
        return Err("not a ruleset on a graph".into());
    };
    let text = text?;
    let read = |e: Error| format!("'{}': {e}", common::shorten(&text));
    match ruleset {
        Ruleset::PartizanArcKayles { .. } => answer(
            arena,
            &text.parse::<PartizanArcKayles>().map_err(read)?,
            flags,
        ),
        Ruleset::ChildishHackenbush { .. } => {
            let p: HackenbushGraph = text.parse().map_err(read)?;
            answer(arena, &p.childish(), flags)
        }
        _ => answer(
            arena,
            &text.parse::<HackenbushGraph>().map_err(read)?,
            flags,
        ),
    }
}

/// Who wins `position` in misère play (the player who cannot move wins), by the framework's
/// who-wins search within `nodes` positions: `L`, `R`, `N` or `P`; with `first`, `L` or `R`,
/// who wins when that player starts.
pub fn misere_outcome<P: Position + Send + Sync>(
    position: &P,
    first: Option<Player>,
    nodes: u64,
    flags: &Flags,
) -> Result<String, String> {
    let available = common::available_memory();
    let bytes = available.map_or(DEFAULT_TABLE_BYTES, |m| (m / 4).min(DEFAULT_TABLE_BYTES));
    let mut search = OutcomeSearch::misere(Limits::new().bytes(bytes).steps(nodes))
        .map_err(|e| e.to_string())?
        .threads(flags.threads);
    let wins = |search: &mut OutcomeSearch<P>, player| {
        search
            .wins_with_progress(position, player, &progress)
            .map_err(|e| e.to_string())
    };
    let answer = if let Some(player) = first {
        let winner = if wins(&mut search, player)? {
            player
        } else {
            player.other()
        };
        (if winner == Player::Left { "L" } else { "R" }).to_string()
    } else {
        let left = wins(&mut search, Player::Left)?;
        let right = wins(&mut search, Player::Right)?;
        OutcomeClass::from_first_moves(left, right)
            .letter()
            .to_string()
    };
    let stats = search.stats();
    note!("{NAME}: {} positions searched (misère play)", stats.nodes);
    report(flags, &stats);
    Ok(answer)
}

/// A board of the Clobber family whose stones move as `piece`, answered as [`answer`] does.
fn clobber(
    arena: &mut Arena,
    position: &str,
    piece: ClobberPiece,
    flags: &Flags,
) -> Result<String, String> {
    let p: Clobber = position
        .parse()
        .map_err(|e| format!("'{}': {e}", common::shorten(position)))?;
    answer(arena, &p.with_piece(piece), flags)
}

/// The nimber of an impartial position by the Grundy solver (far cheaper than a canonical
/// form: `*n` as the arena writes it), or with `--outcome` who wins: `P` for `0`, else `N`.
fn wythoff_nimber(piles: &Wythoff, flags: &Flags) -> Result<String, String> {
    let steps = flags.arena.steps_or(DEFAULT_STEP_LIMIT);
    let n = piles
        .grundy_with(Limits::new().steps(steps))
        .map_err(|e| e.to_string())?;
    Ok(match (flags.outcome, n) {
        (true, 0) => "P".into(),
        (true, _) => "N".into(),
        (false, 0) => "0".into(),
        (false, 1) => "*".into(),
        (false, n) => format!("*{n}"),
    })
}

/// The answer for a heap of `n`, refused at once when its play is longer than the step limit:
/// every search (the value, who wins, misère) plays down to a heap below the largest
/// subtraction, a position and a step at least per move, so a heap of `n` needs at least
/// `n / largest + 1` steps (a heap of `2^64 - 1` ran for minutes before the limit stopped it).
fn subtraction_heap(
    arena: &mut Arena,
    game: &PartizanSubtraction,
    n: u64,
    flags: &Flags,
) -> Result<String, String> {
    let largest = [Player::Left, Player::Right]
        .iter()
        .filter_map(|&p| game.set(p).last().copied())
        .max()
        .unwrap_or(1);
    let needed = n / largest + 1;
    let steps = flags.arena.steps_or(DEFAULT_STEP_LIMIT);
    if needed > steps {
        return Err(format!(
            "a heap of {n} is played down in at least {needed} moves, each a step: past the limit of {steps} steps (raise --steps)"
        ));
    }
    answer(arena, &game.heap(n), flags)
}

/// The largest `--max` of `cgt partizan-subtraction --period`: the search compares up to
/// `max^2 / 2` pairs of values.
const MAX_SUBTRACTION_HEAP: u64 = 100_000;

/// Two lines: the period of the outcomes (proven), and that of the values (proven, or
/// observed for an arithmetic period), each as `preperiod P period Q`, among the heaps up to
/// `max`; stderr says what is proven.
fn subtraction_period(
    arena: &mut Arena,
    game: &PartizanSubtraction,
    max: u64,
) -> Result<String, String> {
    if max > MAX_SUBTRACTION_HEAP {
        return Err(format!(
            "--max {max} is past the largest supported, {MAX_SUBTRACTION_HEAP}"
        ));
    }
    let upto = usize::try_from(max).map_err(|e| e.to_string())?;
    let outcomes = match game.outcome_periodicity(upto).map_err(|e| e.to_string())? {
        Some(p) => {
            let letters: String = p.outcomes.iter().map(|o| o.letter()).collect();
            let (pre, period) = letters.split_at(p.preperiod);
            format!(
                "outcomes: preperiod {} period {} ({pre}|{period})",
                p.preperiod, p.period
            )
        }
        None => format!("outcomes: no period up to heap {max}"),
    };
    note!(
        "{NAME}: {game}: an outcome period is proven: who wins from a heap follows from who wins \
         from the {} heaps below it, and a run that long repeats",
        game.reach()
    );
    let values = match game.periodicity(arena, upto) {
        Ok(Some(p)) if p.proven => {
            note!("{NAME}: the value period is proven the same way");
            format!("values: preperiod {} period {}", p.preperiod, p.period)
        }
        Ok(Some(p)) => {
            note!("{NAME}: the values' arithmetic period is observed up to heap {max}, not proven");
            let saltus = arena.to_text(p.saltus).map_err(|e| e.to_string())?;
            format!(
                "values: preperiod {} period {} saltus {saltus} (observed)",
                p.preperiod, p.period
            )
        }
        Ok(None) => format!("values: no period up to heap {max}"),
        Err(e) => {
            note!("{NAME}: the values up to heap {max}: {e}; try a smaller --max");
            format!("values: not computed up to heap {max}")
        }
    };
    Ok(format!("{outcomes}\n{values}"))
}

/// The largest `N` of `cgt wythoff --p-positions N`: the listing (about `0.4 N` lines of up
/// to 17 characters for Wythoff's game) is built in memory before it is printed.
const MAX_P_POSITIONS_BOUND: u64 = 10_000_000;

/// The P-positions `(a, b)`, `a <= b <= n`, of r-Wythoff, one `a,b` a line: by the mex rule,
/// each held to Fraenkel's formula (a disagreement is an error, never expected).
fn wythoff_p_positions(r: NonZeroU64, n: u64) -> Result<String, String> {
    if n > MAX_P_POSITIONS_BOUND {
        return Err(format!(
            "--p-positions {n} is past the largest supported, {MAX_P_POSITIONS_BOUND} (the \
             library's WythoffPPositions goes on to 2^64)"
        ));
    }
    let mut lines = Vec::new();
    let mut pairs = Vec::new();
    for (i, pair) in (0..).zip(WythoffPPositions::new(r).take_while(|&(_, b)| b <= n)) {
        let formula = wythoff_p_position(r, i);
        if formula != Some(pair) {
            return Err(format!(
                "P-position {i}: the mex rule gives {pair:?}, the formula {formula:?}"
            ));
        }
        lines.push(format!("{},{}", pair.0, pair.1));
        if common::json::enabled() {
            pairs.push([pair.0, pair.1]);
        }
    }
    common::json::set_answer(serde_json::json!(pairs));
    note!(
        "{NAME}: {} P-positions, each equal to Fraenkel's formula",
        lines.len()
    );
    Ok(lines.join("\n"))
}

/// [`answer_of`] the position, or with `--impartial` of its impartial variant (both players
/// have the union of the moves; the value is a nimber).
/// A loopy position's value (its sides), or with `--outcome` who wins its game graph (`L`,
/// `R`, `N`, `P`, or `D` for a draw).
fn backsliding(position: &BackslidingToads, flags: &Flags) -> Result<String, String> {
    let limits = Limits::new().steps(flags.arena.steps_or(DEFAULT_STEP_LIMIT));
    let answer = if flags.outcome {
        loopy_graph(position, limits).map(|g| g.outcome().to_string())
    } else {
        loopy_value(position, limits).and_then(|v| v.to_text())
    };
    answer.map_err(|e| match &e {
        Error::Exceeded(x) if x.resource == Resource::Steps => format!("{e} (raise --steps)"),
        _ => e.to_string(),
    })
}

fn answer<P: Position + Send + Sync>(
    arena: &mut Arena,
    position: &P,
    flags: &Flags,
) -> Result<String, String> {
    if flags.impartial {
        return answer_of(arena, &ImpartialVariant::new(position.clone()), flags);
    }
    answer_of(arena, position, flags)
}

/// The canonical form of `position` by the framework's value search, or with `--outcome` who
/// wins by its who-wins search (`L`, `R`, `N` or `P`); progress and statistics on stderr.
pub fn answer_of<P: Position + Send + Sync>(
    arena: &mut Arena,
    position: &P,
    flags: &Flags,
) -> Result<String, String> {
    if flags.misere_outcome {
        return misere_outcome(position, None, DEFAULT_SOLVER_STEPS, flags);
    }
    if flags.misere {
        let mut forms = MisereArena::with_limits(flags.arena);
        let steps = flags.arena.steps_or(DEFAULT_STEP_LIMIT);
        let g = misere_form(&mut forms, position, Limits::new().steps(steps))
            .map_err(|e| e.to_string())?;
        return forms.to_text(g).map_err(|e| e.to_string());
    }
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
        note!("{NAME}: {} positions searched", stats.nodes);
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
    note!(
        "{NAME}: {} positions solved, {} distinct games stored",
        stats.nodes,
        arena.len()
    );
    report(flags, &stats);
    arena.to_text(g).map_err(|e| e.to_string())
}

/// The positions searched so far, for the heartbeat's line.
fn progress(p: Progress) {
    common::work_done("positions searched", p.nodes, None);
}
