//! `--json`: the answer as one JSON object on stdout, with its notation, the statistics of
//! every search the command ran, and the time (the schema is in docs/json.md).
//!
//! An example turns it on with [`enable`] once its arguments are parsed; [`super::print_answer`]
//! then writes the object instead of the bare answer. A command whose answer has
//! structure (a truth value, a count, a pair of stops, a list) says so with [`set_answer`]
//! before it prints; any other answer is its notation string. Errors stay one line on stderr
//! with a failing exit code, and nothing on stdout.

use std::io::{self, Write};
use std::sync::Mutex;
use std::time::Instant;

use combgames::search::Stats;
use serde_json::{Map, Value, json};

/// What the object says besides the answer, gathered while the command runs.
struct Context {
    program: &'static str,
    command: String,
    arguments: Vec<String>,
    answer: Option<Value>,
    stats: Vec<Value>,
    start: Instant,
}

static CONTEXT: Mutex<Option<Context>> = Mutex::new(None);

fn with<T>(f: impl FnOnce(&mut Option<Context>) -> T) -> T {
    let mut guard = CONTEXT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    f(&mut guard)
}

/// Turns JSON output on for `program`'s `command` (its subcommand, or its mode for `octal`);
/// the arguments recorded are the command line after the program's name.
pub fn enable(program: &'static str, command: &str) {
    let arguments = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    with(|c| {
        *c = Some(Context {
            program,
            command: command.to_string(),
            arguments,
            answer: None,
            stats: Vec::new(),
            start: Instant::now(),
        });
    });
}

/// Whether `--json` was given.
pub fn enabled() -> bool {
    with(|c| c.is_some())
}

/// The answer as a typed value (a truth value, a count, an object, a list); without it, the
/// answer is the notation string.
pub fn set_answer(answer: Value) {
    with(|c| {
        if let Some(c) = c {
            c.answer = Some(answer);
        }
    });
}

/// Records the statistics of one search the command ran.
pub fn record(stats: &Stats) {
    with(|c| {
        if let Some(c) = c {
            let cutoffs: Map<String, Value> = stats
                .cutoffs
                .iter()
                .map(|(name, count)| ((*name).to_string(), json!(count)))
                .collect();
            c.stats.push(json!({
                "nodes": stats.nodes,
                "options": stats.options,
                "probes": stats.probes,
                "hits": stats.hits,
                "stores": stats.stores,
                "overwrites": stats.overwrites,
                "cutoffs": cutoffs,
                "table_bytes": stats.table_bytes,
                "threads": stats.threads,
                "seconds": stats.elapsed.as_secs_f64(),
            }));
        }
    });
}

/// Writes the object for the answer `notation` (the text printed without `--json`).
pub fn write_answer(out: &mut dyn Write, notation: &str) -> io::Result<()> {
    let answer = with(|c| c.as_mut().and_then(|c| c.answer.take()))
        .unwrap_or_else(|| Value::String(notation.to_string()));
    write_streamed(
        out,
        &mut |w| serde_json::to_writer(&mut *w, &answer).map_err(io::Error::from),
        &mut |w| serde_json::to_writer(&mut *w, notation).map_err(io::Error::from),
    )
}

/// Writes the object with the answer and its notation written by `answer` and `notation` (for
/// answers too long to build in memory twice, such as a million nim values): each must write
/// one JSON value.
pub fn write_streamed(
    out: &mut dyn Write,
    answer: &mut dyn FnMut(&mut dyn Write) -> io::Result<()>,
    notation: &mut dyn FnMut(&mut dyn Write) -> io::Result<()>,
) -> io::Result<()> {
    let (program, version, command, arguments, stats, seconds) = with(|c| {
        c.as_ref().map(|c| {
            (
                json!(c.program).to_string(),
                json!(env!("CARGO_PKG_VERSION")).to_string(),
                json!(c.command).to_string(),
                json!(c.arguments).to_string(),
                Value::Array(c.stats.clone()).to_string(),
                json!(c.start.elapsed().as_secs_f64()).to_string(),
            )
        })
    })
    .ok_or_else(|| io::Error::other("--json was not enabled"))?;
    // In the order docs/json.md gives: who answered, to what, the answer, then the cost.
    write!(
        out,
        "{{\"program\":{program},\"version\":{version},\"command\":{command},\"arguments\":{arguments},\"answer\":"
    )?;
    answer(out)?;
    out.write_all(b",\"notation\":")?;
    notation(out)?;
    write!(out, ",\"stats\":{stats},\"seconds\":{seconds}}}")?;
    writeln!(out)
}
