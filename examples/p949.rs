//! Project Euler 949, Left vs Right II: prints `G(n, k) mod M` (by default
//! `G(20, 7) mod 1001001011`), or the number of k-tuples with another outcome or first player.
//!
//! ```text
//! cargo run --release --example p949 -- [--n N] [--k K] [--modulus M] [--exact]
//!     [--outcome right|left|tie] [--first left|right] [--skip-checkpoints]
//! ```

#[path = "common/mod.rs"]
#[macro_use]
mod common;

use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::counting::{Big, Counting, Modular, Modular128};
use combgames::left_vs_right::naive::values_by_definition;
use combgames::left_vs_right::{
    Error, MAX_BYTES, MAX_LENGTH, Outcome, Player, Word, bytes_needed, count_outcomes_exact,
    count_outcomes_in, count_right_wins_exact, count_right_wins_in, score_histograms, word_values,
};
use combgames::num_bigint::BigUint;

const NAME: &str = "p949";

/// Left vs Right II: G(n, k), the k-tuples of n-letter words on which Right, moving second, wins
/// (or those with another outcome, or another first player).
#[derive(Parser)]
#[command(name = "p949", version)]
struct Args {
    /// The word length n (1 to 33; the memory needed, 1.5 bytes per word, is checked first).
    #[arg(long, default_value = "20", value_parser = common::positive::<u32>, allow_hyphen_values = true)]
    n: u32,
    /// The number of words k (any k >= 1; for even k the game can end in a tie).
    #[arg(long, default_value = "7", value_parser = common::positive::<u32>, allow_hyphen_values = true)]
    k: u32,
    /// Which tuples to count: those Right wins (G(n, k)), those Left wins, or the ties.
    #[arg(long, default_value = "right", value_parser = parse_outcome)]
    outcome: Outcome,
    /// Who moves first.
    #[arg(long, default_value = "left", value_parser = parse_player)]
    first: Player,
    /// Print G(n, k) modulo this (any integer >= 2; not with --exact).
    #[arg(long, default_value = "1001001011", value_parser = common::modulus, allow_hyphen_values = true)]
    modulus: BigUint,
    #[command(flatten)]
    flags: common::Flags,
}

fn parse_outcome(text: &str) -> Result<Outcome, String> {
    text.parse().map_err(|e: Error| e.to_string())
}

fn parse_player(text: &str) -> Result<Player, String> {
    text.parse::<Player>().map_err(|e| e.to_string())
}

/// The published values, the small even-k counts of the theorem's note, then the fast word values against the literal definition for
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
    // k = 2, Left first: Right wins 1, 4, 8 tuples and wins or ties 8, 32, 108 (n = 2, 3, 4).
    for (n, wins, wins_or_ties) in [(2, 1u32, 8u32), (3, 4, 32), (4, 8, 108)] {
        let counts = count_outcomes_exact(n, 2, Player::Left).map_err(|e| e.to_string())?;
        let got = (counts.right_wins.clone(), counts.right_wins + counts.ties);
        if got != (wins.into(), wins_or_ties.into()) {
            return Err(format!(
                "checkpoint failed: for k = 2, n = {n}, Right wins {wins} and wins or ties \
                 {wins_or_ties}, computed {} and {}",
                got.0, got.1
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

/// The count asked for in one counting system: `G(n, k)` itself needs no total, so it has its
/// own path.
fn count<A: Counting>(args: &Args, counting: &A) -> Result<A::Count, String> {
    if (args.outcome, args.first) == (Outcome::RightWins, Player::Left) {
        count_right_wins_in(args.n, args.k, counting)
    } else {
        count_outcomes_in(args.n, args.k, args.first, counting).map(|c| c.get(args.outcome).clone())
    }
    .map_err(|e| e.to_string())
}

fn solve(args: &Args) -> Result<BigUint, String> {
    if !args.flags.exact {
        if let Ok(m) = u64::try_from(&args.modulus) {
            let counting = Modular::new(m).map_err(|e| e.to_string())?;
            return count(args, &counting).map(BigUint::from);
        }
        // Moduli from 2^64 to 2^128 stay on a modular path, in u128 residues.
        if let Ok(m) = u128::try_from(&args.modulus) {
            let counting = Modular128::new(m).map_err(|e| e.to_string())?;
            return count(args, &counting).map(BigUint::from);
        }
    }
    let exact = count(args, &Big)?;
    Ok(if args.flags.exact {
        exact
    } else {
        exact % &args.modulus
    })
}

fn main() -> ExitCode {
    let args: Args = common::parse_args(NAME);
    // The library's limit assumes a machine of its size; a smaller one is told so up front
    // instead of running out of memory part way.
    // (Lengths out of range are refused by the count itself, before any work.)
    if let Some(available) =
        common::available_memory().filter(|_| (1..=MAX_LENGTH).contains(&args.n))
    {
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
    // Large k: the cost of the convolution powers, on stderr before the work.
    if args.k > 100 && args.n <= 24 {
        let histograms = Modular::new(1_000_000_007).map(|m| score_histograms(args.n, m));
        if let Ok(Ok(h)) = histograms {
            let cost = h.all.power_cost(args.k / 2);
            note!(
                "{NAME}: convolution powers of about {} steps and {} MiB",
                cost.steps,
                cost.bytes >> 20
            );
        }
    }
    let solved = Instant::now();
    if args.n >= 24 && bytes_needed(args.n) <= MAX_BYTES {
        note!(
            "{NAME}: {} words of {} letters, about {:.1} GiB at most",
            1u64 << args.n,
            args.n,
            bytes_needed(args.n) as f64 / f64::from(1u32 << 30)
        );
    }
    let beat = common::heartbeat(NAME, "counting");
    let result = solve(&args);
    drop(beat);
    match result {
        Ok(answer) => {
            note!(
                "{NAME}: {} among the {}-tuples of {}-letter words, {} moving first, counted in {:.2?}",
                match args.outcome {
                    Outcome::RightWins => "Right's wins",
                    Outcome::LeftWins => "Left's wins",
                    Outcome::Tie => "ties",
                },
                args.k,
                args.n,
                args.first,
                solved.elapsed()
            );
            common::print_answer(NAME, answer)
        }
        Err(message) => common::fail(NAME, message),
    }
}
