//! Octal games: the proven preperiod and period of a game's Grundy values, or the values.
//!
//! ```text
//! cargo run --release --example octal -- CODE [--values N] [--max N] [--steps S] [--skip-checkpoints]
//! cargo run --release --example octal -- CODE --misere [--values N | --position 3,5,7] [--max N]
//! cargo run --release --example octal -- CODE --misere --forms N | --genus N
//! cargo run --release --example octal -- grundy --values N      # Grundy's game
//! ```
//!
//! Prints `preperiod P period Q` (for example `.77`, Kayles: `preperiod 71 period 12`), or with
//! `--values N` the values `g(0),...,g(N)` comma-separated. Under misère play (`--misere`, the
//! last player to move loses): `--values N` prints `g-(0),...,g-(N)`, `--position 3,5,7`
//! prints `P` or `N` for that sum of heaps, and alone it prints `quotient order Q P-portion S`
//! for the misère quotient of the heaps up to `--max` (default 200). `--forms N` prints the
//! misère canonical forms of heaps 0 to N, one a line, and `--genus N` their genus on one line.

#[path = "common/mod.rs"]
#[macro_use]
mod common;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::base::Limits;
use combgames::base::hash::FastMap;
use combgames::grundy::misere::{MISERE_FORM_LIMIT, MISERE_STEP_LIMIT, MisereArena};
use combgames::grundy::{
    Error, GrundySequence, GrundysGame, ImpartialGame, MAX_SEQUENCE_BYTES, OctalGame,
    SEQUENCE_STEP_LIMIT, Solver, naive, sequence_bytes,
};

const NAME: &str = "octal";

/// Octal games: the preperiod and period of a heap's Grundy values, proven by the octal
/// periodicity theorem, or the values themselves.
#[derive(Parser)]
#[command(name = "octal", version)]
#[allow(clippy::struct_excessive_bools)] // independent switches of the command line
struct Args {
    /// The game's code, as .07 (Dawson's Kayles), .77 (Kayles), 4.07, or 0x.8 for a
    /// hexadecimal game; or `grundy` for Grundy's game (split a heap into two unequal heaps).
    code: String,
    /// Print g(0),...,g(N) comma-separated instead of the period (with --misere: g-).
    #[arg(long, value_name = "N", value_parser = common::positive::<usize>)]
    values: Option<usize>,
    /// The largest heap computed while looking for a period, 7 bytes per heap and 10 more for
    /// each of the first 2^22 (default 4194304); with --misere, the largest heap of the
    /// quotient (default 200).
    #[arg(long, value_parser = common::positive::<usize>)]
    max: Option<usize>,
    /// The most steps before giving up: pairs of heaps examined (default 2^38); with
    /// --misere, options examined (default 2^24 for --values, 2^31 for the quotient).
    #[arg(long, value_parser = common::positive::<u64>)]
    steps: Option<u64>,
    /// Misère play: the last player to move loses.
    #[arg(long)]
    misere: bool,
    /// With --misere: a sum of heaps, as 3,5,7; prints P (the player to move loses) or N. Found
    /// by a search of the sum (the heaps' misère canonical forms, then the sum's outcome,
    /// within 2^24 positions or --steps; heaps up to 40), else by the misère quotient, where heaps past --max
    /// (default 200) are read through the quotient's period, if proven.
    #[arg(
        long,
        value_name = "HEAPS",
        requires = "misere",
        value_delimiter = ',',
        conflicts_with = "values"
    )]
    position: Option<Vec<usize>>,
    /// With --misere: the misère canonical forms of heaps 0..=N, one a line, in `CGSuite`'s
    /// notation (*[2[2]] is *2 + *2, *[2#] the game whose one option is *2).
    #[arg(long, value_name = "N", requires = "misere", conflicts_with_all = ["values", "position"])]
    forms: Option<u64>,
    /// Conway's genus of heaps 0..=N (misère play), space separated on one line: a nim heap's
    /// genus as its number, 4^146 for Kayles' heap of 5.
    #[arg(long, value_name = "N", conflicts_with_all = ["values", "position", "forms"])]
    genus: Option<u64>,
    /// The memory limit in MiB of the values and their proof (default: the memory the machine
    /// has available, `MemAvailable`, else 4096).
    #[arg(long, value_name = "MIB", value_parser = common::positive::<u64>)]
    memory: Option<u64>,
    /// Skip the built-in checkpoints.
    #[arg(long)]
    skip_checkpoints: bool,
    /// With --values N: draw the values as a scatter plot (heap n across, its value up) into
    /// FILE, as SVG if FILE ends in .svg, as TikZ if it ends in .tex (N + 1 at most 100000).
    #[arg(long, value_name = "FILE", requires = "values")]
    plot: Option<std::path::PathBuf>,
    /// Print one JSON object on stdout: the answer (typed: an object, a list of values or of
    /// forms, or P or N), its notation as printed without --json, the statistics of the search
    /// and the seconds taken (docs/json.md).
    #[arg(long)]
    json: bool,
    /// Print the statistics of the search on stderr (with --misere --values: positions
    /// solved, options looked at, table look-ups and finds, time).
    #[arg(long)]
    stats: bool,
}

/// Published periods (Winning Ways, ch. 4), and the fast values against the definition.
fn run_checkpoints() -> Result<(), String> {
    for (code, preperiod, period) in [(".77", 71, 12), (".07", 53, 34), (".137", 52, 34)] {
        let game: OctalGame = code.parse().map_err(|e: Error| e.to_string())?;
        let found = game.periodicity(100_000).map_err(|e| e.to_string())?;
        if (found.preperiod, found.period) != (preperiod, period) {
            return Err(format!(
                "checkpoint failed: {code} has preperiod {preperiod} and period {period}, found {} and {}",
                found.preperiod, found.period
            ));
        }
    }
    for code in [".77", ".07", ".16", ".56", ".376", "4.07", "0x.8"] {
        let game: OctalGame = code.parse().map_err(|e: Error| e.to_string())?;
        let fast = game.grundy_values(300).map_err(|e| e.to_string())?;
        let slow = naive::octal_values(&game, 300).map_err(|e| e.to_string())?;
        if fast != slow {
            return Err(format!(
                "checkpoint failed: the values of {code} differ from the definition"
            ));
        }
    }
    Ok(())
}

/// Published misère values (Winning Ways, ch. 13), and quotients against plain search.
fn run_misere_checkpoints() -> Result<(), String> {
    const KAYLES: [usize; 21] = [
        1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0,
    ];
    let kayles: OctalGame = ".77".parse().map_err(|e: Error| e.to_string())?;
    let mut solver = Solver::new(kayles.clone());
    for (n, &value) in KAYLES.iter().enumerate() {
        if solver.misere_grundy(&vec![n as u64]) != Ok(value) {
            return Err(format!(
                "checkpoint failed: misère Kayles g-({n}) is {value}"
            ));
        }
    }
    for code in [".77", ".07", ".137"] {
        let game: OctalGame = code.parse().map_err(|e: Error| e.to_string())?;
        let quotient = game.misere_quotient(8).map_err(|e| e.to_string())?;
        let mut twin = naive::MisereSearch::new(&game);
        for a in 1..=8 {
            for b in a..=8 {
                let sum = [a, b, 1];
                let fast = quotient.is_p_position(&sum).map_err(|e| e.to_string())?;
                if fast != twin.is_p(&sum).map_err(|e| e.to_string())? {
                    return Err(format!(
                        "checkpoint failed: the misère quotient of {code} misreads {a}+{b}+1"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// `--misere --values N`: `g-(0..=N)` by the solver's search.
fn misere_values(args: &Args, game: &OctalGame, n: usize) -> ExitCode {
    let start = Instant::now();
    let mut solver = Solver::with_limits(
        game.clone(),
        Limits::new().steps(args.steps.unwrap_or(1 << 24)),
    );
    let beat = common::heartbeat(NAME, "searching the sums");
    let mut values = Vec::with_capacity(n.min(1 << 16) + 1);
    for heap in 0..=n {
        match solver.misere_grundy(&vec![heap as u64]).map(u32::try_from) {
            Ok(Ok(v)) => values.push(v),
            Ok(Err(_)) => {
                drop(beat);
                return common::fail(NAME, format!("misère value of heap {heap} passes u32"));
            }
            Err(e) => {
                drop(beat);
                return common::fail(NAME, format!("misère value of heap {heap}: {e}"));
            }
        }
    }
    drop(beat);
    common::json::record(&solver.stats());
    if let Err(message) = draw_plot(args, game, true, values.iter().copied()) {
        return common::fail(NAME, message);
    }
    if let Err(e) = print_values(|| values.iter().copied()) {
        return common::fail(NAME, format!("writing the values: {e}"));
    }
    note!(
        "{NAME}: {} misère values of {game} in {:.2?} ({} sums searched)",
        n + 1,
        start.elapsed(),
        solver.positions_solved()
    );
    if args.stats {
        note!("{NAME}: stats: {}", solver.stats());
    }
    ExitCode::SUCCESS
}

/// `--forms N` or `--genus N`: the misère canonical forms of heaps `0..=N`, built in one
/// arena (each heap's options are sums of smaller heaps' forms), or their genus.
fn misere_forms<G>(args: &Args, game: &G) -> ExitCode
where
    G: ImpartialGame<Position = Vec<u64>> + std::fmt::Display,
{
    let start = Instant::now();
    let n = args.forms.or(args.genus).unwrap_or(0);
    let limits = Limits::new()
        .steps(args.steps.unwrap_or(MISERE_STEP_LIMIT))
        .items(MISERE_FORM_LIMIT);
    let mut arena = MisereArena::with_limits(limits);
    let mut memo = FastMap::default();
    let beat = common::heartbeat(NAME, "building the misère forms");
    let mut lines = Vec::new();
    for heap in 0..=n {
        let answer = arena
            .of_position(game, &vec![heap], &mut memo)
            .and_then(|g| {
                if args.forms.is_some() {
                    arena.to_text(g)
                } else {
                    arena.genus(g).map(|genus| genus.to_string())
                }
            });
        match answer {
            Ok(text) => lines.push(text),
            Err(e) => {
                drop(beat);
                return common::fail(NAME, format!("heap {heap} of {game}: {e}"));
            }
        }
    }
    drop(beat);
    note!(
        "{NAME}: heaps 0 to {n} of {game} in {:.2?} ({} forms, {} MiB counted)",
        start.elapsed(),
        arena.len(),
        arena.bytes() >> 20
    );
    common::json::set_answer(serde_json::json!(lines));
    let separator = if args.forms.is_some() { "\n" } else { " " };
    common::print_answer(NAME, lines.join(separator))
}

/// The most positions the direct search of a sum visits before `--position` turns to the
/// quotient.
const DIRECT_STEPS: u64 = 1 << 24;

/// The largest heap whose misère canonical form the direct search builds (forms grow fast
/// with the heap: Kayles' heap of 50 has 13,748 followers); a larger heap goes to the
/// quotient at once.
const DIRECT_HEAP: usize = 40;

/// `--position` by a search of the sum: each heap's misère canonical form, then the sum's
/// outcome by `MisereArena::sum_is_p_position`, within `--steps` (default [`DIRECT_STEPS`]);
/// heaps up to [`DIRECT_HEAP`].
fn direct_outcome(game: &OctalGame, heaps: &[usize], steps: u64) -> Result<bool, Error> {
    let mut arena = MisereArena::with_limits(Limits::new().steps(steps).items(MISERE_FORM_LIMIT));
    let mut memo = FastMap::default();
    let beat = common::heartbeat(NAME, "searching the sum");
    let parts = heaps
        .iter()
        .map(|&h| arena.of_position(game, &vec![h as u64], &mut memo))
        .collect::<Result<Vec<_>, _>>();
    let answer = parts.and_then(|parts| arena.sum_is_p_position(&parts));
    drop(beat);
    answer
}

/// `--position` by two searches at once, on two threads: the search of the sum, and the
/// misère quotient of the heaps up to the largest. The first to answer decides (the other is
/// left to stop with the process); each is bounded by its own limits. Neither is always the
/// quicker: Kayles' quotient of heaps up to 30 takes 20 ms where the search of 25+27+29+30
/// takes minutes, and .137's the other way round. If neither answers, both reasons.
fn race_outcome(args: &Args, game: &OctalGame, heaps: &[usize]) -> Result<bool, String> {
    let (send, receive) = std::sync::mpsc::channel();
    let direct_steps = args.steps.unwrap_or(DIRECT_STEPS);
    let (direct_game, direct_heaps, direct_send) = (game.clone(), heaps.to_vec(), send.clone());
    std::thread::spawn(move || {
        let _ = direct_send.send((
            "a search of the sum",
            direct_outcome(&direct_game, &direct_heaps, direct_steps),
        ));
    });
    let (quotient_game, quotient_heaps) = (game.clone(), heaps.to_vec());
    let limits = quotient_limits(args);
    std::thread::spawn(move || {
        let max = quotient_heaps.iter().copied().max().unwrap_or(1).max(1);
        let answer = quotient_game
            .misere_quotient_with(max, limits, |_, _| {})
            .and_then(|q| q.is_p_position(&quotient_heaps));
        let _ = send.send(("the misère quotient", answer));
    });
    let mut reasons = Vec::new();
    for _ in 0..2 {
        match receive.recv() {
            Ok((how, Ok(p))) => {
                note!("{NAME}: decided by {how}");
                return Ok(p);
            }
            Ok((how, Err(e))) => reasons.push(format!("{how} stopped: {e}")),
            Err(_) => break,
        }
    }
    Err(reasons.join("; "))
}

/// The limits of the misère quotient: `--steps` (default 2^31) and 384 MiB.
fn quotient_limits(args: &Args) -> Limits {
    Limits::new()
        .steps(args.steps.unwrap_or(1 << 31))
        .bytes((1 << 22) * 96)
}

/// `--misere`: misère values, the outcome of a sum, or the quotient's order.
fn misere(args: &Args, game: &OctalGame) -> ExitCode {
    if let Err(code) = common::checkpoints(NAME, args.skip_checkpoints, run_misere_checkpoints) {
        return code;
    }
    if let Some(n) = args.values {
        return misere_values(args, game, n);
    }
    let start = Instant::now();
    if let Some(heaps) = args
        .position
        .as_ref()
        .filter(|h| h.iter().all(|&h| h <= DIRECT_HEAP))
    {
        return match race_outcome(args, game, heaps) {
            Ok(p) => {
                note!("{NAME}: decided in {:.2?}", start.elapsed());
                common::print_answer(NAME, if p { "P" } else { "N" })
            }
            Err(reasons) => common::fail(NAME, reasons),
        };
    }
    // For a position, the heaps up to its largest (a larger heap is read through a proven
    // period of the quotient of the heaps up to --max).
    let max = match &args.position {
        Some(heaps) => heaps
            .iter()
            .copied()
            .max()
            .unwrap_or(1)
            .clamp(1, args.max.unwrap_or(200)),
        None => args.max.unwrap_or(200),
    };
    let limits = quotient_limits(args);
    let mut reached = (0, 1);
    let mut last_report = Instant::now();
    let result = game.misere_quotient_with(max, limits, |heap, order| {
        reached = (heap, order);
        if last_report.elapsed().as_secs_f64() >= 2.0 {
            note!(
                "{NAME}: heaps up to {heap}: order {order}, {:.1?}",
                start.elapsed()
            );
            last_report = Instant::now();
        }
    });
    let quotient = match result {
        Ok(quotient) => quotient,
        Err(e) if reached.0 == 0 => {
            return common::fail(
                NAME,
                format!("the misère quotient of {game} up to heap {max}: {e}"),
            );
        }
        Err(e) => {
            return common::fail(
                NAME,
                format!(
                    "the misère quotient of {game} stops at heap {}: {e} (the heaps up to {} give order {})",
                    reached.0 + 1,
                    reached.0,
                    reached.1
                ),
            );
        }
    };
    if let Some(p) = quotient.period() {
        note!(
            "{NAME}: heaps' elements periodic from {} with period {} (checked below {}): the quotient of all heaps; {:.2?}",
            p.preperiod,
            p.period,
            p.bound,
            start.elapsed()
        );
    } else {
        note!(
            "{NAME}: the quotient of the heaps up to {max} (no period proven); {:.2?}",
            start.elapsed()
        );
    }
    if let Some(heaps) = &args.position {
        return match quotient.is_p_position(heaps) {
            Ok(p) => common::print_answer(NAME, if p { "P" } else { "N" }),
            Err(e) => common::fail(NAME, e),
        };
    }
    let (order, p_portion) = (quotient.order(), quotient.p_portion().len());
    common::json::set_answer(serde_json::json!({"order": order, "p_portion": p_portion}));
    common::print_answer(
        NAME,
        format_args!("quotient order {order} P-portion {p_portion}"),
    )
}

/// `octal grundy`: Grundy's game, which no code expresses (split a heap into two unequal
/// heaps). Its values are computed, never proven periodic.
fn grundys_game(args: &Args) -> ExitCode {
    let game = Named("Grundy's game", GrundysGame);
    if args.forms.is_some() || args.genus.is_some() {
        return misere_forms(args, &game);
    }
    let start = Instant::now();
    let steps = args.steps.unwrap_or(SEQUENCE_STEP_LIMIT);
    if args.misere {
        let mut solver = Solver::with_limits(GrundysGame, Limits::new().steps(steps.min(1 << 24)));
        if let Some(heaps) = &args.position {
            let position: Vec<u64> = heaps.iter().map(|&h| h as u64).collect();
            let beat = common::heartbeat(NAME, "searching the sum");
            let value = solver.misere_grundy(&position);
            drop(beat);
            return match value {
                Ok(v) => common::print_answer(NAME, if v == 0 { "P" } else { "N" }),
                Err(e) => common::fail(NAME, e),
            };
        }
        let Some(n) = args.values else {
            return common::fail(
                NAME,
                "Grundy's game in misère play: ask for --values N, --position HEAPS, --forms N or --genus N",
            );
        };
        let beat = common::heartbeat(NAME, "searching the sums");
        let values: Result<Vec<u32>, Error> = (0..=n as u64)
            .map(|h| solver.misere_grundy(&vec![h]).map(|v| v as u32))
            .collect();
        drop(beat);
        if let Ok(values) = &values {
            if let Err(message) = draw_plot(args, "Grundy's game", true, values.iter().copied()) {
                return common::fail(NAME, message);
            }
        }
        return match values {
            Ok(values) => match print_values(|| values.iter().copied()) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => common::fail(NAME, format!("writing the values: {e}")),
            },
            Err(e) => common::fail(NAME, e),
        };
    }
    let Some(n) = args.values else {
        return common::fail(
            NAME,
            "Grundy's game has no known period: ask for --values N (or --misere, --genus N)",
        );
    };
    let bytes = match memory_for(args, n) {
        Ok(bytes) => bytes,
        Err(message) => return common::fail(NAME, message),
    };
    let beat = common::heartbeat(NAME, "computing the values");
    let result = GrundysGame.grundy_values_with(n, Limits::new().steps(steps).bytes(bytes));
    drop(beat);
    answer_values(args, result, "Grundy's game", start)
}

/// The values computed, streamed to stdout (the text of 10^8 values is about 1 GB, never built
/// in memory), and a note of the time on stderr; or the error.
fn answer_values(
    args: &Args,
    result: Result<GrundySequence, Error>,
    game: impl std::fmt::Display,
    start: Instant,
) -> ExitCode {
    match result {
        Ok(values) => {
            if let Err(message) = draw_plot(args, &game, false, values.iter()) {
                return common::fail(NAME, message);
            }
            if let Err(e) = print_values(|| values.iter()) {
                return common::fail(NAME, format!("writing the values: {e}"));
            }
            note!(
                "{NAME}: {} values of {game} in {:.2?}",
                values.last_heap() + 1,
                start.elapsed()
            );
            ExitCode::SUCCESS
        }
        Err(e) => common::fail(NAME, e),
    }
}

/// The bytes the values of `heaps` heaps may take: `--memory`, else what the machine has
/// available (else [`MAX_SEQUENCE_BYTES`]); the message of a refusal if their estimate is more.
fn memory_for(args: &Args, heaps: usize) -> Result<u64, String> {
    let (bytes, whose) = match args.memory {
        Some(mib) => (mib.saturating_mul(1 << 20), "--memory allows only"),
        None => match common::available_memory() {
            Some(available) => (available, "the machine has available only"),
            None => (MAX_SEQUENCE_BYTES, "the limit is"),
        },
    };
    let needed = sequence_bytes(heaps);
    if needed > bytes {
        return Err(format!(
            "{heaps} heaps need about {} MiB, but {whose} {} MiB",
            needed.div_ceil(1 << 20),
            bytes >> 20
        ));
    }
    Ok(bytes)
}

/// `--plot FILE`, before any work: a file ending in .svg or .tex, in a folder that exists, and
/// few enough values for a plot.
fn check_plot(args: &Args) -> Result<(), String> {
    let Some(path) = &args.plot else {
        return Ok(());
    };
    match path.extension().and_then(|e| e.to_str()) {
        Some("svg" | "tex") => {}
        _ => {
            return Err(format!(
                "--plot {}: the file must end in .svg (SVG) or .tex (TikZ)",
                path.display()
            ));
        }
    }
    let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
    if folder.is_some_and(|f| !f.is_dir()) {
        return Err(format!("cannot write {}: no such folder", path.display()));
    }
    let points = args.values.unwrap_or(0).saturating_add(1);
    if points > combgames::draw::MAX_POINTS {
        return Err(format!(
            "--plot draws at most {} values; --values {} asks for {points}",
            combgames::draw::MAX_POINTS,
            args.values.unwrap_or(0)
        ));
    }
    Ok(())
}

/// Draws the values into `--plot FILE`, if asked.
fn draw_plot(
    args: &Args,
    game: impl std::fmt::Display,
    misere: bool,
    values: impl Iterator<Item = u32>,
) -> Result<(), String> {
    let Some(path) = &args.plot else {
        return Ok(());
    };
    let values: Vec<u64> = values.map(u64::from).collect();
    let (title, axis) = if misere {
        (format!("Misère nim values of {game}"), "g-(n)")
    } else {
        (format!("Nim values of {game}"), "g(n)")
    };
    let picture =
        combgames::draw::scatter(&values, &title, "heap n", axis).map_err(|e| e.to_string())?;
    let text = if path.extension().is_some_and(|e| e == "tex") {
        picture.to_tikz()
    } else {
        picture.to_svg()
    };
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    note!("{NAME}: drew {}", path.display());
    Ok(())
}

/// What the command line asks for, as `--json` names it: `period`, `values`, `misere-values`,
/// `misere-position`, `misere-quotient`, `forms` or `genus`.
fn mode(args: &Args) -> &'static str {
    match (args.misere, args.values, &args.position) {
        _ if args.forms.is_some() => "forms",
        _ if args.genus.is_some() => "genus",
        (false, Some(_), _) => "values",
        (false, None, _) => "period",
        (true, Some(_), _) => "misere-values",
        (true, None, Some(_)) => "misere-position",
        (true, None, None) => "misere-quotient",
    }
}

/// A game with the name it is printed with.
struct Named<G>(&'static str, G);

impl<G> std::fmt::Display for Named<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0)
    }
}

impl<G: ImpartialGame> ImpartialGame for Named<G> {
    type Position = G::Position;
    type Options<'a>
        = G::Options<'a>
    where
        G: 'a;

    fn options(&self, position: &G::Position) -> G::Options<'_> {
        self.1.options(position)
    }

    fn components(&self, position: &G::Position) -> Option<Vec<G::Position>> {
        self.1.components(position)
    }
}

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    if let Err(message) = check_plot(&args) {
        return common::fail(NAME, message);
    }
    if args.json {
        common::json::enable(NAME, mode(&args));
    }
    if args.code == "grundy" {
        return grundys_game(&args);
    }
    let game: OctalGame = match args.code.parse() {
        Ok(game) => game,
        Err(e) => return common::fail(NAME, format!("'{}': {e}", common::shorten(&args.code))),
    };
    if args.forms.is_some() || args.genus.is_some() {
        return misere_forms(&args, &game);
    }
    if args.misere {
        return misere(&args, &game);
    }
    let max = args.max.unwrap_or(4_194_304);
    let steps = args.steps.unwrap_or(SEQUENCE_STEP_LIMIT);
    let heaps = args.values.unwrap_or(max);
    let bytes = match memory_for(&args, heaps) {
        Ok(bytes) => bytes,
        Err(message) => return common::fail(NAME, message),
    };
    let limits = Limits::new().steps(steps).bytes(bytes);
    if let Err(code) = common::checkpoints(NAME, args.skip_checkpoints, run_checkpoints) {
        return code;
    }
    // The work before it starts, at worst (the plain scans).
    // Said only once the work has taken a while (with the first progress line): a fast run
    // prints no bound, so that a success never reads like a refusal.
    let (pairs, triples) = (game.pair_split_steps(heaps), game.triple_split_steps(heaps));
    let mut bound =
        (pairs.saturating_add(triples) > 1 << 30).then(|| work_bound(heaps, pairs, triples, steps));
    let start = Instant::now();
    if let Some(n) = args.values {
        if let Some(bound) = bound {
            common::work_note(bound);
        }
        let beat = common::heartbeat(NAME, "computing the values");
        let result = game.grundy_values_with(n, limits);
        drop(beat);
        return answer_values(&args, result, &game, start);
    }
    let mut last_report = Instant::now();
    let result = game.periodicity_with(max, limits, |heaps| {
        if last_report.elapsed().as_secs_f64() >= 2.0 {
            if let Some(bound) = bound.take() {
                note!("{NAME}: {bound}");
            }
            note!("{NAME}: {heaps} heaps computed, {:.1?}", start.elapsed());
            last_report = Instant::now();
        }
    });
    match result {
        Ok(p) => {
            note!(
                "{NAME}: {game} proven periodic from {} heaps (check up to n < {}) in {:.2?}",
                p.values.last_heap() + 1,
                p.bound,
                start.elapsed()
            );
            common::json::set_answer(serde_json::json!({
                "preperiod": p.preperiod,
                "period": p.period,
            }));
            common::print_answer(
                NAME,
                format_args!("preperiod {} period {}", p.preperiod, p.period),
            )
        }
        Err(e) => match e {
            Error::ProofNeedsMoreHeaps { needed, .. } => common::fail(
                NAME,
                format!(
                    "{e}; run again with --max {needed} ({} MiB)",
                    sequence_bytes(needed) >> 20
                ),
            ),
            e => common::fail(NAME, e),
        },
    }
}

/// `g(0),...,g(n)` comma-separated on one line of stdout, through a buffer.
fn print_values<I: Iterator<Item = u32>>(values: impl Fn() -> I) -> std::io::Result<()> {
    use std::io::Write;
    fn comma_separated(
        out: &mut dyn std::io::Write,
        values: impl Iterator<Item = u32>,
    ) -> std::io::Result<()> {
        for (i, v) in values.enumerate() {
            if i > 0 {
                out.write_all(b",")?;
            }
            write!(out, "{v}")?;
        }
        Ok(())
    }
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    if common::json::enabled() {
        // The answer as an array and the notation as the text, both streamed.
        common::json::write_streamed(
            &mut out,
            &mut |w| {
                w.write_all(b"[")?;
                comma_separated(w, values())?;
                w.write_all(b"]")
            },
            &mut |w| {
                w.write_all(b"\"")?;
                comma_separated(w, values())?;
                w.write_all(b"\"")
            },
        )?;
    } else {
        comma_separated(&mut out, values())?;
        writeln!(out)?;
    }
    out.flush()
}

/// What the work can cost, said once a run has taken a while: the work at worst of each kind
/// of split the code has (an octal code never splits into three), against the step limit.
fn work_bound(heaps: usize, pairs: u64, triples: u64, steps: u64) -> String {
    let mut kinds = Vec::new();
    if pairs > 0 {
        kinds.push(format!("{pairs:.2e} steps of splits in two"));
    }
    if triples > 0 {
        kinds.push(format!("{triples:.2e} steps of splits in three"));
    }
    format!(
        "still working: up to {heaps} heaps the work is at most {} (a loose bound: far fewer where values are rare); the step limit is {:.2e}",
        kinds.join(" and "),
        steps as f64
    )
}
