//! Octal games: the proven preperiod and period of a game's Grundy values, or the values.
//!
//! ```text
//! cargo run --release --example octal -- CODE [--values N] [--max N] [--steps S] [--skip-checkpoints]
//! ```
//!
//! Prints `preperiod P period Q` (for example `.77`, Kayles: `preperiod 71 period 12`), or with
//! `--values N` the values `g(0),...,g(N)` comma-separated.

#[path = "common/mod.rs"]
mod common;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::grundy::{Error, OctalGame, SEQUENCE_STEP_LIMIT, naive, sequence_bytes};

const NAME: &str = "octal";

/// Octal games: the preperiod and period of a heap's Grundy values, proven by the octal
/// periodicity theorem, or the values themselves.
#[derive(Parser)]
#[command(name = "octal", version)]
struct Args {
    /// The game's code, as .07 (Dawson's Kayles), .77 (Kayles), 4.07, or 0x.8 for a
    /// hexadecimal game.
    code: String,
    /// Print g(0),...,g(N) comma-separated instead of the period.
    #[arg(long, value_name = "N", value_parser = common::positive::<usize>)]
    values: Option<usize>,
    /// The largest heap computed while looking for a period (16 bytes per heap).
    #[arg(long, default_value = "4194304", value_parser = common::positive::<usize>)]
    max: usize,
    /// The most steps (pairs of heaps examined) before giving up.
    #[arg(long, default_value_t = SEQUENCE_STEP_LIMIT, value_parser = common::positive::<u64>)]
    steps: u64,
    /// Skip the built-in checkpoints.
    #[arg(long)]
    skip_checkpoints: bool,
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

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    let game: OctalGame = match args.code.parse() {
        Ok(game) => game,
        Err(e) => return common::fail(NAME, format!("'{}': {e}", common::shorten(&args.code))),
    };
    let heaps = args.values.unwrap_or(args.max);
    if let Some(available) = common::available_memory() {
        let needed = sequence_bytes(heaps);
        if needed > available {
            return common::fail(
                NAME,
                format!(
                    "{heaps} heaps need about {} MiB, but only {} MiB are available",
                    needed >> 20,
                    available >> 20
                ),
            );
        }
    }
    if let Err(code) = common::checkpoints(NAME, args.skip_checkpoints, run_checkpoints) {
        return code;
    }
    // The work before it starts: splits into three exactly, splits into two at worst.
    let (pairs, triples) = (game.pair_split_steps(heaps), game.triple_split_steps(heaps));
    if pairs.saturating_add(triples) > 1 << 30 {
        eprintln!(
            "{NAME}: up to {heaps} heaps: at most {pairs:.2e} steps of splits in two (far fewer where values are rare) and {triples:.2e} of splits in three; the limit is {:.2e}",
            args.steps as f64
        );
    }
    let start = Instant::now();
    if let Some(n) = args.values {
        let beat = common::heartbeat(NAME, "computing the values");
        let result = game.grundy_values_with_step_limit(n, args.steps);
        drop(beat);
        return match result {
            Ok(values) => {
                // Streamed: the text of 10^8 values is about 1 GB, never built in memory.
                if let Err(e) = print_values(values.values()) {
                    return common::fail(NAME, format!("writing the values: {e}"));
                }
                eprintln!(
                    "{NAME}: {} values of {game} in {:.2?}",
                    n + 1,
                    start.elapsed()
                );
                ExitCode::SUCCESS
            }
            Err(e) => common::fail(NAME, e),
        };
    }
    let mut last_report = Instant::now();
    let result = game.periodicity_with(args.max, args.steps, |heaps| {
        if last_report.elapsed().as_secs_f64() >= 2.0 {
            eprintln!("{NAME}: {heaps} heaps computed, {:.1?}", start.elapsed());
            last_report = Instant::now();
        }
    });
    match result {
        Ok(p) => {
            eprintln!(
                "{NAME}: {game} proven periodic from {} heaps (check up to n < {}) in {:.2?}",
                p.values.last_heap() + 1,
                p.bound,
                start.elapsed()
            );
            println!("preperiod {} period {}", p.preperiod, p.period);
            ExitCode::SUCCESS
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
fn print_values(values: &[u32]) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write!(out, "{v}")?;
    }
    writeln!(out)?;
    out.flush()
}
