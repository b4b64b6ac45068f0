//! Project Euler 400, the Fibonacci Tree Game: prints `f(k) mod M` (by default the last 18
//! digits of `f(10000)`, zero-padded).
//!
//! ```text
//! cargo run --release --example p400 -- [--k K] [--modulus M] [--exact] [--threads N] [--skip-checkpoints]
//! ```

#[path = "common/mod.rs"]
#[macro_use]
mod common;

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Parser;
use combgames::counting::Modular128;
use combgames::fibonacci_tree_game::{
    FibonacciTreeGame, naive::count_by_pruning, winning_moves_mod,
};
use combgames::num_bigint::BigUint;

const NAME: &str = "p400";
const DEFAULT_MODULUS: u64 = 1_000_000_000_000_000_000;

/// Fibonacci Tree Game: f(k), the number of winning first moves on the Fibonacci tree T(k).
#[derive(Parser)]
#[command(name = "p400", version)]
struct Args {
    /// The order k of the tree (>= 1).
    #[arg(long, default_value = "10000", value_parser = common::positive::<usize>, allow_hyphen_values = true)]
    k: usize,
    /// Print f(k) modulo this (any integer >= 2; not with --exact) [default: 10^18, printed
    /// zero-padded to 18 digits]
    #[arg(long, value_parser = common::modulus, allow_hyphen_values = true)]
    modulus: Option<BigUint>,
    /// Threads for the count (0: one per core, for residue rows of 2^14 states and more, from
    /// about k = 10^5, and for exact counts from about k = 4000).
    #[arg(long, default_value = "0", value_parser = common::natural_usize)]
    threads: usize,
    #[command(flatten)]
    flags: common::Flags,
}

/// f(5) = 1 and f(10) = 17 (Project Euler 400), then the fast count against the explicit
/// tree pruned node by node for every k <= 12.
fn run_checkpoints() -> Result<(), String> {
    for (k, published) in [(5, 1), (10, 17)] {
        if winning_moves_mod(k, DEFAULT_MODULUS) != Ok(published) {
            return Err(format!("checkpoint failed: f({k}) = {published}"));
        }
    }
    for k in 1..=12 {
        let slow = count_by_pruning(k).map_err(|e| e.to_string())? as u64;
        if winning_moves_mod(k, DEFAULT_MODULUS) != Ok(slow) {
            return Err(format!(
                "checkpoint failed: f({k}) differs from the explicit tree ({slow})"
            ));
        }
    }
    Ok(())
}

/// Reports progress on stderr every few seconds.
fn reporter() -> impl FnMut(usize, usize) {
    let start = Instant::now();
    let mut next = Duration::from_secs(2);
    let mut calls = 0u32;
    move |done, total| {
        // The clock is read once every 64 calls (a call per order costs more than the order
        // at small k).
        calls = calls.wrapping_add(1);
        if calls % 64 == 0 && start.elapsed() >= next {
            note!(
                "{NAME}: order {done} of {total} ({:.0}%)",
                100.0 * done as f64 / total as f64
            );
            next += Duration::from_secs(2);
        }
    }
}

fn solve(args: &Args) -> Result<String, String> {
    let game = FibonacciTreeGame::new(args.k)
        .map_err(|e| e.to_string())?
        .with_threads(args.threads);
    let small_modulus = match &args.modulus {
        None => Some(DEFAULT_MODULUS),
        Some(m) => u64::try_from(m).ok(),
    };
    if let (false, Some(m)) = (args.flags.exact, small_modulus) {
        let residue = game
            .count_mod_with_progress(m, reporter())
            .map_err(|e| e.to_string())?;
        return Ok(if args.modulus.is_none() {
            format!("{residue:018}")
        } else {
            residue.to_string()
        });
    }
    if let (false, Some(m)) = (
        args.flags.exact,
        args.modulus.as_ref().and_then(|m| u128::try_from(m).ok()),
    ) {
        // Moduli from 2^64 to 2^128 stay on a modular path, in u128 residues.
        let counting = Modular128::new(m).map_err(|e| e.to_string())?;
        let residue = game
            .count_in(&counting, reporter())
            .map_err(|e| e.to_string())?;
        return Ok(residue.to_string());
    }
    let exact = game
        .count_exact_with_progress(reporter())
        .map_err(|e| e.to_string())?;
    Ok(match (&args.modulus, args.flags.exact) {
        (Some(m), false) => (exact % m).to_string(),
        _ => exact.to_string(),
    })
}

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    if let Err(code) = common::checkpoints(NAME, args.flags.skip_checkpoints, run_checkpoints) {
        return code;
    }
    let solved = Instant::now();
    match solve(&args) {
        Ok(answer) => {
            note!("{NAME}: f({}) computed in {:.2?}", args.k, solved.elapsed());
            common::print_answer(NAME, answer)
        }
        Err(message) => common::fail(NAME, message),
    }
}
