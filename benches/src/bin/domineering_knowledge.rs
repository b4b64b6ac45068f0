//! What each counting rule of the Domineering outcome search cuts: the boards searched and the
//! time, one thread, for each choice of [`Knowledge`] on the empty rectangles the docs quote.
//!
//! ```text
//! cargo run --release -p combgames-benches --bin domineering_knowledge            # 6x6 to 7x8
//! cargo run --release -p combgames-benches --bin domineering_knowledge -- 8x8     # any boards
//! ```
//!
//! It prints a markdown table on stdout (docs/domineering.md quotes it): each board with Left
//! (Vertical) moving first and then Right, every answer checked equal across the choices.

use std::process::ExitCode;
use std::time::Instant;

use combgames::base::{Limits, Player};
use combgames::rulesets::Domineering;
use combgames::rulesets::domineering::{Counting, Knowledge, OutcomeSolver};

/// The choices measured, each adding one rule to the one before, then all but the skipping of
/// safe moves.
const CHOICES: [(&str, Knowledge); 8] = [
    ("safe moves only", Knowledge::SAFE),
    (
        "+ no safe move searched",
        knowledge(Counting::Safe, true, false),
    ),
    (
        "+ protective blocks",
        knowledge(Counting::Blocks, true, false),
    ),
    (
        "+ vulnerable moves",
        knowledge(Counting::Vulnerable, true, false),
    ),
    (
        "+ half-protected moves",
        knowledge(Counting::HalfProtected, true, false),
    ),
    (
        "+ bands, their numbers",
        Knowledge {
            band_sums: false,
            ..Knowledge::ALL
        },
    ),
    ("+ bands' exact sums (all)", Knowledge::ALL),
    (
        "all but no safe move searched",
        Knowledge {
            skip_safe: false,
            ..Knowledge::ALL
        },
    ),
];

/// A choice of the counting rules, with or without the bands (at most three lines each).
const fn knowledge(counting: Counting, skip_safe: bool, bands: bool) -> Knowledge {
    Knowledge {
        counting,
        skip_safe,
        bands: if bands { 3 } else { 0 },
        band_sums: bands,
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let names = if args.is_empty() {
        ["6x6", "7x7", "6x8", "7x8"].map(String::from).to_vec()
    } else {
        args
    };
    println!("| board | {} |", CHOICES.map(|(name, _)| name).join(" | "));
    println!("|---|{}", "---|".repeat(CHOICES.len()));
    for name in &names {
        let board: Domineering = match name.parse() {
            Ok(board) => board,
            Err(e) => {
                eprintln!("domineering_knowledge: {name}: {e}");
                return ExitCode::FAILURE;
            }
        };
        let mut cells = Vec::new();
        let mut answers = None;
        for (label, knowledge) in CHOICES {
            // One table for every choice (256 MiB): the counting rules alone fill far more of it.
            let limits = Limits::new().bytes(256 << 20);
            let started = Instant::now();
            let run = OutcomeSolver::with_knowledge(&board, limits, knowledge).and_then(|mut s| {
                let left = s.wins_moving_first(Player::Left)?;
                let right = s.wins_moving_first(Player::Right)?;
                Ok(((left, right), s.stats().nodes))
            });
            let ((left, right), nodes) = match run {
                Ok(done) => done,
                Err(e) => {
                    eprintln!("domineering_knowledge: {name}, {label}: {e}");
                    return ExitCode::FAILURE;
                }
            };
            if answers.is_some_and(|a| a != (left, right)) {
                eprintln!("domineering_knowledge: {name}: {label} answers differently");
                return ExitCode::FAILURE;
            }
            answers = Some((left, right));
            let secs = started.elapsed().as_secs_f64();
            eprintln!("{name} {label}: {nodes} boards, {secs:.2} s");
            cells.push(format!("{} ({secs:.2} s)", spaced(nodes)));
        }
        println!("| {} | {} |", name.replace('x', " x "), cells.join(" | "));
    }
    ExitCode::SUCCESS
}

/// `n` with its thousands apart: `1 234 567`.
fn spaced(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(' ');
        }
        out.push(d);
    }
    out
}
