//! The stable harness: for each check, replay `fuzz/corpus/<target>/` and
//! `fuzz/regressions/<target>/`, then feed seeded random byte strings until the time budget is
//! spent. Prints the executions per target; exits 1 with the failing input in hex on a finding.
//!
//! `combgames-fuzz-stable [--seconds S] [--seed N] [TARGET ...]`; with `COMBGAMES_FUZZ_PANICS=1`
//! in the environment, the panic message of a finding is printed too.

use std::path::Path;
use std::time::{Duration, Instant};

use combgames_fuzz_checks::{TARGETS, run};

/// xorshift64*: a small, seeded generator, so a run can be repeated exactly.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
}

fn check(target: &str, data: &[u8]) -> Result<(), String> {
    std::panic::catch_unwind(|| run(target, data)).map_err(|_| {
        let hex: String = data.iter().map(|b| format!("{b:02x}")).collect();
        format!("{target}: finding on input {hex}")
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut seconds = 60u64;
    let mut seed = 1u64;
    let mut chosen = Vec::new();
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--seconds" => {
                seconds = args
                    .get(i + 1)
                    .and_then(|s| s.parse().ok())
                    .unwrap_or(seconds);
                i += 1;
            }
            "--seed" => {
                seed = args.get(i + 1).and_then(|s| s.parse().ok()).unwrap_or(seed);
                i += 1;
            }
            name => chosen.push(name.to_string()),
        }
        i += 1;
    }
    let targets: Vec<&str> = if chosen.is_empty() {
        TARGETS.to_vec()
    } else {
        TARGETS
            .iter()
            .copied()
            .filter(|t| chosen.iter().any(|c| c == t))
            .collect()
    };
    // Findings are reported by the harness, not by the default panic message per input
    // (unless COMBGAMES_FUZZ_PANICS is set, to read the assertion that failed).
    if std::env::var_os("COMBGAMES_FUZZ_PANICS").is_none() {
        std::panic::set_hook(Box::new(|_| {}));
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let budget = Duration::from_secs(seconds) / u32::try_from(targets.len().max(1)).unwrap_or(1);
    let mut failed = false;
    for target in targets {
        let mut executions = 0u64;
        for folder in ["corpus", "regressions"] {
            let Ok(entries) = std::fs::read_dir(root.join(folder).join(target)) else {
                continue;
            };
            for entry in entries.flatten() {
                if let Ok(data) = std::fs::read(entry.path()) {
                    executions += 1;
                    if let Err(message) = check(target, &data) {
                        eprintln!("{message} ({})", entry.path().display());
                        failed = true;
                    }
                }
            }
        }
        let mut rng = Rng(seed ^ 0x9e37_79b9_7f4a_7c15);
        let start = Instant::now();
        while start.elapsed() < budget {
            let len = (rng.next() % 257) as usize;
            let data: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            executions += 1;
            if let Err(message) = check(target, &data) {
                eprintln!("{message}");
                failed = true;
                break;
            }
        }
        println!(
            "{target}: {executions} executions, seed {seed}, no finding: {}",
            !failed
        );
    }
    if failed {
        std::process::exit(1);
    }
}
