//! Project Euler 366, Stone Game III: prints `S(N) mod M` (by default `S(10^18) mod 10^8`).
//!
//! ```text
//! cargo run --release --example p366 -- [--n N] [--modulus M] [--exact] [--skip-checkpoints]
//! ```

#[path = "common/mod.rs"]
#[macro_use]
mod common;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::counting::Modular128;
use combgames::num_bigint::BigUint;
use combgames::stone_game::{
    self, largest_winning_move, naive::GameTable, sum_largest_moves, sum_largest_moves_exact,
};

const NAME: &str = "p366";

/// Stone Game III: S(N), the sum of the largest winning first moves M(n) for n <= N.
#[derive(Parser)]
#[command(name = "p366", version)]
struct Args {
    /// The limit N (any non-negative integer).
    #[arg(long, default_value = "1000000000000000000", value_parser = common::natural, allow_hyphen_values = true)]
    n: BigUint,
    /// Print S(N) modulo this (any integer >= 2; not with --exact).
    #[arg(long, default_value = "100000000", value_parser = common::modulus, allow_hyphen_values = true)]
    modulus: BigUint,
    #[command(flatten)]
    flags: common::Flags,
}

/// The published values, then the fast sum against the minimax twin for every N <= 1000.
fn run_checkpoints() -> Result<(), String> {
    // Project Euler 366 statement: M(5) = 0, M(17) = 4, S(100) = 728.
    let published = [
        (largest_winning_move(&5u64) == Ok(0), "M(5) = 0"),
        (largest_winning_move(&17u64) == Ok(4), "M(17) = 4"),
        (sum_largest_moves(100) == 728, "S(100) = 728"),
    ];
    if let Some((_, what)) = published.iter().find(|(ok, _)| !ok) {
        return Err(format!("checkpoint failed: {what}"));
    }
    let table = GameTable::new(1000).map_err(|e| e.to_string())?;
    let mut slow = 0u128;
    for n in 1..=1000u64 {
        slow += table.largest_winning_move(n as usize).unwrap_or_default() as u128;
        if sum_largest_moves(n) != slow {
            return Err(format!(
                "checkpoint failed: fast S({n}) differs from minimax ({slow})"
            ));
        }
    }
    Ok(())
}

fn solve(args: &Args) -> Result<BigUint, String> {
    if let Ok(n) = u64::try_from(&args.n) {
        return Ok(BigUint::from(sum_largest_moves(n)));
    }
    if !args.flags.exact {
        // m >= 2 was checked when parsing; moduli up to 2^128 stay on a modular path.
        if let Ok(m) = u64::try_from(&args.modulus) {
            return stone_game::sum_largest_moves_mod(&args.n, m)
                .map(BigUint::from)
                .map_err(|e| e.to_string());
        }
        if let Ok(m) = u128::try_from(&args.modulus) {
            let counting = Modular128::new(m).map_err(|e| e.to_string())?;
            return stone_game::sum_largest_moves_in(&args.n, &counting)
                .map(BigUint::from)
                .map_err(|e| e.to_string());
        }
    }
    sum_largest_moves_exact(&args.n).map_err(|e| e.to_string())
}

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    if let Err(code) = common::checkpoints(NAME, args.flags.skip_checkpoints, run_checkpoints) {
        return code;
    }
    let solved = Instant::now();
    let sum = match solve(&args) {
        Ok(sum) => sum,
        Err(message) => return common::fail(NAME, message),
    };
    let answer = if args.flags.exact {
        sum
    } else {
        sum % &args.modulus
    };
    note!(
        "{NAME}: S({}) computed in {:.2?}",
        common::shorten(&args.n.to_string()),
        solved.elapsed()
    );
    common::print_answer(NAME, answer)
}
