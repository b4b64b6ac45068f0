//! Command-line plumbing shared by the examples: one-line errors, number parsing, and output
//! that never panics (a closed pipe on stdout or stderr is a one-line failure, not a backtrace).

// Each example uses its own subset of these helpers.
#![allow(dead_code)]

/// `eprintln!` that never panics: a note on stderr, dropped if stderr cannot take it (a closed
/// pipe), since a note is never worth a failed run.
macro_rules! note {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}

mod heartbeat;
pub mod json;

#[allow(unused_imports)] // each example uses its own subset
pub use heartbeat::{Heartbeat, heartbeat, set_interval, work_done, work_note};

use std::fmt::Display;
use std::io::Write as _;
use std::process::ExitCode;
use std::time::Instant;

use clap::Parser;
use combgames::num_bigint::BigUint;

/// Parses the command line; on bad arguments prints one line to stderr and exits with code 2
/// (`--help` and `--version` print as usual and exit 0).
///
/// It also installs the examples' panic hook: should a bug panic, the user sees one line on
/// stderr (no backtrace) and exit code 101.
pub fn parse_args<T: Parser>(name: &str) -> T {
    one_line_panics(name);
    T::try_parse().unwrap_or_else(|e| {
        if !e.use_stderr() {
            let _ = e.print();
            std::process::exit(0);
        }
        // One line: clap's message, then its hints ("tip: ..."), then where to look.
        let rendered = e.to_string();
        let mut lines = rendered.lines().map(str::trim).filter(|l| !l.is_empty());
        let first = lines.next().unwrap_or("invalid arguments");
        let mut message = shorten_value(first.trim_start_matches("error: "));
        // "the following required arguments were not provided:" and the list under it.
        if message.ends_with(':') {
            let listed: Vec<&str> = rendered
                .lines()
                .map(str::trim)
                .skip_while(|l| *l != first)
                .skip(1)
                .take_while(|l| !l.is_empty() && !l.starts_with("Usage:"))
                .collect();
            message.push(' ');
            message.push_str(&listed.join(", "));
        }
        // `cgt equal * ^` in a directory of files: clap sees the file names.
        let named = std::env::args().skip(1).find_map(|a| file_name_hint(&a));
        if let Some(hint) = named {
            message.push_str(&hint);
        }
        for line in lines.filter(|l| l.starts_with("tip:") || l.starts_with("For more")) {
            message.push_str("; ");
            message.push_str(line.trim_start_matches("tip: "));
        }
        note!("{name}: {message}");
        std::process::exit(2);
    })
}

/// Prints `name: message` to stderr and returns a failing exit code.
pub fn fail(name: &str, message: impl Display) -> ExitCode {
    note!("{name}: {message}");
    ExitCode::FAILURE
}

/// Writes the answer and a newline to stdout and flushes it. A stdout that cannot take it (the
/// reader closed the pipe, as `| head -c0` does, or the disk is full) is a one-line message on
/// stderr and a failing exit code: the answer was not delivered, so the run did not succeed.
///
/// With `--json` ([`json::enable`]) the answer is one JSON object instead (docs/json.md).
pub fn print_answer(name: &str, answer: impl Display) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let written = if json::enabled() {
        json::write_answer(&mut out, &answer.to_string())
    } else {
        writeln!(out, "{answer}")
    };
    match written.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => fail(name, format!("cannot write the answer to stdout: {e}")),
    }
}

/// A panic (a bug) reported in one line, `name: internal error: ...`, with no backtrace.
fn one_line_panics(name: &str) {
    let name = name.to_string();
    std::panic::set_hook(Box::new(move |info| {
        let payload = info.payload();
        let message = payload
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| payload.downcast_ref::<String>().map(String::as_str))
            .unwrap_or("a panic");
        let place = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()))
            .unwrap_or_default();
        let message = message.split_whitespace().collect::<Vec<_>>().join(" ");
        note!("{name}: internal error (please report it): {message}{place}");
    }));
}

/// Clap's "invalid value '<text>' for ..." with the echoed value cut to a readable length, so
/// that the rest of the line (which flag, and why) survives.
fn shorten_value(line: &str) -> String {
    const START: &str = "invalid value '";
    if let Some(rest) = line.strip_prefix(START) {
        if let Some(end) = rest.find("' for '") {
            return format!("{START}{}{}", shorten(&rest[..end]), &rest[end..]);
        }
    }
    shorten(line)
}

/// `text` cut to a readable length: a long argument is shown by its ends and its length.
pub fn shorten(text: &str) -> String {
    const KEEP: usize = 24;
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= 3 * KEEP {
        return text.to_string();
    }
    let head: String = chars[..KEEP].iter().collect();
    let tail: String = chars[chars.len() - KEEP..].iter().collect();
    format!("{head}...{tail} ({} characters)", chars.len())
}

/// A hint when `text` names a file or directory here: the shell expanded an unquoted `*` (or
/// another pattern) into file names where a game was meant.
pub fn file_name_hint(text: &str) -> Option<String> {
    (!text.is_empty() && std::path::Path::new(text).exists()).then(|| {
        format!(
            " ('{}' is a file here: the shell replaces an unquoted * by the names of the files; quote game text, as in '*')",
            shorten(text)
        )
    })
}

/// A time in seconds, a positive decimal of at most 10^6 (e.g. `0.5`).
pub fn seconds(text: &str) -> Result<std::time::Duration, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 1e6 => Ok(std::time::Duration::from_secs_f64(s)),
        _ => Err("expected a number of seconds above 0 and at most 1000000".into()),
    }
}

/// A non-negative decimal integer of any size.
pub fn natural(text: &str) -> Result<BigUint, String> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err("expected a non-negative decimal integer".to_string());
    }
    text.parse()
        .map_err(|e| format!("'{}': {e}", shorten(text)))
}

/// A modulus: a decimal integer of any size, at least 2.
pub fn modulus(text: &str) -> Result<BigUint, String> {
    let m = natural(text)?;
    if m < BigUint::from(2u8) {
        return Err(format!("the modulus must be at least 2, got {m}"));
    }
    Ok(m)
}

/// A non-negative decimal integer that fits in `usize`.
pub fn natural_usize(text: &str) -> Result<usize, String> {
    let value = natural(text)?;
    usize::try_from(&value).map_err(|_| "the number is too large for this flag".to_string())
}

/// A positive decimal integer that fits in `T`.
pub fn positive<T: for<'a> TryFrom<&'a BigUint>>(text: &str) -> Result<T, String> {
    let value = natural(text)?;
    if value == BigUint::ZERO {
        return Err("must be at least 1".into());
    }
    T::try_from(&value).map_err(|_| "the number is too large for this flag".to_string())
}

/// Runs the example's built-in checkpoints unless skipped, timing them on stderr; a failure
/// becomes a one-line message and a failing exit code.
pub fn checkpoints(
    name: &str,
    skip: bool,
    run: impl FnOnce() -> Result<(), String>,
) -> Result<(), ExitCode> {
    if skip {
        return Ok(());
    }
    let start = Instant::now();
    run().map_err(|message| fail(name, message))?;
    note!("{name}: checkpoints passed in {:.2?}", start.elapsed());
    Ok(())
}

/// The flags every example takes.
#[derive(clap::Args)]
pub struct Flags {
    /// Print the answer in full instead of its residue (not with --modulus).
    #[arg(long, conflicts_with = "modulus")]
    pub exact: bool,
    /// Skip the built-in checkpoints.
    #[arg(long)]
    pub skip_checkpoints: bool,
}

/// The memory the system can still give this process, in bytes (`MemAvailable` of
/// `/proc/meminfo`); `None` where that is not known.
pub fn available_memory() -> Option<u64> {
    combgames::base::memory::available()
}
