//! Fixed workloads to count instructions under callgrind, where timings on a shared machine
//! vary by 10% or more between runs of one binary: the count of a workload is the same from
//! run to run, so two builds compare exactly (docs/performance.md, "Numbers of any size,
//! before and after"). Uses only the API the commit before arbitrary precision had, so the
//! file can be copied into that tree.
//!
//! ```sh
//! cargo build --release -p combgames-benches --bin instruction_counts
//! valgrind --tool=callgrind target/release/instruction_counts atomic 200
//! ```
//!
//! Workloads: `atomic`, `reduced`, `norton`, `heat`, `parse` (the `toolkit` bench's cases, a
//! new arena each time), `sums` (32 small games added), `warm` (the `python baseline` bench's 10^5 cached sums),
//! `domineering` (the value of the 4 x 5
//! board), `dyadic` (1,000 sums, comparisons and texts of inline dyadics); then the count.

use std::hint::black_box;
use std::process::ExitCode;

use combgames::dyadic::Dyadic;
use combgames::partizan::{Arena, Domineering};

/// The `toolkit` bench's games, by workload name.
const TOOLKIT: [(&str, &str); 5] = [
    ("atomic", "{^^^|vv} + {0|v*} + ^*5 + {0,^|*}"),
    ("reduced", "{3||2*|1*} + {^5*|v3} + Tiny(2)"),
    ("norton", "{3||2*|1*} + 1/2"),
    ("heat", "{3||2*|1*} + {^5*|v3} + {2|-1}"),
    ("parse", "123v58*34"),
];

/// The `python baseline` bench's eight small games (a copy of `SMALL_GAMES` in
/// `benches/partizan.rs`: this file must build alone in the tree before arbitrary precision).
const WARM: [&str; 8] = [
    "{3||2*|1*}",
    "^*",
    "+-1",
    "{1|0}",
    "*2",
    "Tiny(1)",
    "{0|^}",
    "3/4",
];

/// One run of the toolkit workload `name` on `text`, in a new arena.
fn toolkit(name: &str, text: &str) -> Option<()> {
    let mut a = Arena::new();
    let g = a.parse(text).ok()?;
    let r = match name {
        "atomic" => a.atomic_weight(g).ok()?,
        "reduced" => a.reduced(g).ok()?,
        "norton" => {
            let up = a.up(1).ok()?;
            a.norton(g, up).ok()?
        }
        "heat" => {
            let one = a.integer(1).ok()?;
            a.heat(g, one).ok()?
        }
        _ => g,
    };
    black_box(r);
    Some(())
}

/// One run of the workload `which`; `None` for an unknown name or a failure.
fn run(which: &str) -> Option<()> {
    if let Some((name, text)) = TOOLKIT.iter().find(|(n, _)| *n == which) {
        return toolkit(name, text);
    }
    match which {
        "sums" => {
            let parts = [
                "{1|-1}",
                "^*",
                "{2|0}",
                "*2",
                "{3||2*|1*}",
                "1/2",
                "v",
                "{1*|-1*}",
            ];
            let mut a = Arena::new();
            let mut s = a.zero();
            for i in 0..32 {
                let g = a.parse(parts[i % parts.len()]).ok()?;
                s = a.sum(s, g).ok()?;
            }
            black_box(s);
        }
        "warm" => {
            // The `python baseline` bench: 10^5 sums of pairs of eight small games, cached after
            // the first pass (one arena per run here, so the first pass is counted too).
            let mut a = Arena::new();
            let games: Vec<_> = WARM
                .iter()
                .map(|t| a.parse(t).ok())
                .collect::<Option<_>>()?;
            for i in 0..100_000 {
                black_box(a.sum(games[i % 8], games[(i / 8) % 8]).ok()?);
            }
        }
        "domineering" => {
            let mut a = Arena::new();
            black_box(Domineering::empty(4, 5).ok()?.value(&mut a).ok()?);
        }
        "dyadic" => {
            let values: Vec<Dyadic> = (0..1000i64)
                .map(|i| Dyadic::new(i * 7919 % 2003 - 1001, u32::try_from(i % 13).ok()?).ok())
                .collect::<Option<_>>()?;
            let sum = values
                .windows(2)
                .map(|w| black_box(w[0]).checked_add(w[1]))
                .try_fold(Dyadic::ZERO, |a, x| a.checked_add(x?))?;
            let below = values.windows(2).filter(|w| black_box(w[0]) < w[1]).count();
            let texts = values
                .iter()
                .filter(|x| black_box(x.to_string()).parse::<Dyadic>().as_ref() == Ok(*x))
                .count();
            black_box((sum, below, texts));
        }
        _ => return None,
    }
    Some(())
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_default();
    let Some(reps) = args.next().map_or(Some(50), |s| s.parse::<u32>().ok()) else {
        eprintln!("instruction_counts: the repetitions must be a number below 2^32");
        return ExitCode::FAILURE;
    };
    for _ in 0..reps {
        if run(&which).is_none() {
            eprintln!(
                "instruction_counts: '{which}' is no workload (atomic, reduced, norton, heat, parse, sums, warm, domineering, dyadic) or failed"
            );
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
