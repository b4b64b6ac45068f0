//! Project Euler 949, Left vs Right II: prints `G(n, k) mod M` (by default
//! `G(20, 7) mod 1001001011`).
//!
//! ```text
//! cargo run --release --example p949 -- [--n N] [--k K] [--modulus M] [--exact] [--skip-checkpoints]
//! ```

#[path = "common/mod.rs"]
mod common;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::counting::Modular128;
use combgames::left_vs_right::naive::values_by_definition;
use combgames::left_vs_right::{
    MAX_BYTES, Word, bytes_needed, check_input, count_right_wins, count_right_wins_exact,
    count_right_wins_mod, word_values,
};
use combgames::num_bigint::BigUint;

const NAME: &str = "p949";

/// Left vs Right II: G(n, k), the k-tuples of n-letter words on which Right, moving second, wins.
#[derive(Parser)]
#[command(name = "p949", version)]
struct Args {
    /// The word length n (1 to 31; the memory needed is checked first).
    #[arg(long, default_value = "20", value_parser = common::positive::<u32>, allow_hyphen_values = true)]
    n: u32,
    /// The number of words k (odd: even k allows ties, which the count does not cover).
    #[arg(long, default_value = "7", value_parser = common::positive::<u32>, allow_hyphen_values = true)]
    k: u32,
    /// Print G(n, k) modulo this (any integer >= 2; not with --exact).
    #[arg(long, default_value = "1001001011", value_parser = common::modulus, allow_hyphen_values = true)]
    modulus: BigUint,
    #[command(flatten)]
    flags: common::Flags,
}

/// The published values, then the fast word values against the literal definition for
/// every n <= 10.
fn run_checkpoints() -> Result<(), String> {
    // Project Euler 949 statement.
    for (n, k, published) in [(2, 3, 14u64), (4, 3, 496), (8, 5, 26_359_197_010)] {
        let got = count_right_wins_exact(n, k).map_err(|e| e.to_string())?;
        if got != BigUint::from(published) {
            return Err(format!(
                "checkpoint failed: G({n}, {k}) = {published}, computed {got}"
            ));
        }
    }
    for n in 1..=10 {
        let slow = values_by_definition(n).map_err(|e| e.to_string())?;
        let fast = word_values(n).map_err(|e| e.to_string())?;
        for (bits, expected) in slow.iter().enumerate() {
            let word = Word::new(n, bits as u32).map_err(|e| e.to_string())?;
            if fast.get(word) != Some(*expected) {
                return Err(format!(
                    "checkpoint failed: the value of {word} differs from its definition"
                ));
            }
        }
    }
    Ok(())
}

fn solve(args: &Args) -> Result<BigUint, String> {
    if !args.flags.exact {
        if let Ok(m) = u64::try_from(&args.modulus) {
            return count_right_wins_mod(args.n, args.k, m)
                .map(BigUint::from)
                .map_err(|e| e.to_string());
        }
        // Moduli from 2^64 to 2^128 stay on a modular path, in u128 residues.
        if let Ok(m) = u128::try_from(&args.modulus) {
            let counting = Modular128::new(m).map_err(|e| e.to_string())?;
            return count_right_wins(args.n, args.k, counting)
                .map(BigUint::from)
                .map_err(|e| e.to_string());
        }
    }
    let exact = count_right_wins_exact(args.n, args.k).map_err(|e| e.to_string())?;
    Ok(if args.flags.exact {
        exact
    } else {
        exact % &args.modulus
    })
}

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    if let Err(e) = check_input(args.n, args.k) {
        return common::fail(NAME, e);
    }
    // The library's limit assumes a machine of its size; a smaller one is told so up front
    // instead of running out of memory part way.
    if let Some(available) = common::available_memory() {
        let needed = bytes_needed(args.n);
        if needed > available {
            return common::fail(
                NAME,
                format!(
                    "n = {} needs about {} MiB, but only {} MiB are available",
                    args.n,
                    needed >> 20,
                    available >> 20
                ),
            );
        }
    }
    if let Err(code) = common::checkpoints(NAME, args.flags.skip_checkpoints, run_checkpoints) {
        return code;
    }
    let solved = Instant::now();
    if (24..=31).contains(&args.n) && bytes_needed(args.n) <= MAX_BYTES {
        eprintln!(
            "{NAME}: {} words of {} letters, about {:.1} GiB at most",
            1u64 << args.n,
            args.n,
            bytes_needed(args.n) as f64 / f64::from(1u32 << 30)
        );
    }
    match solve(&args) {
        Ok(answer) => {
            eprintln!(
                "{NAME}: G({}, {}) computed in {:.2?}",
                args.n,
                args.k,
                solved.elapsed()
            );
            println!("{answer}");
            ExitCode::SUCCESS
        }
        Err(message) => common::fail(NAME, message),
    }
}
