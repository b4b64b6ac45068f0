//! `cgt` with no subcommand, or `cgt repl`: a worksheet in the standard notation, with
//! variables (`g := {3||2*|1*}`), functions (`temperature(g)`), `_` for the last game, and
//! history (the arrow keys, kept in `~/.cgt_history`, and `history`).
//!
//! On a terminal it is an editor with a prompt; with stdin from a file or a pipe it reads the
//! statements line by line, prints each answer on stdout, and exits non-zero if any failed.

use std::collections::BTreeMap;
use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use combgames::dyadic::Dyadic;
use combgames::partizan::{Arena, Comparison, Error, GameId};

use crate::{Flags, NAME};

/// The functions of the worksheet: name, arguments, what it gives.
const FUNCTIONS: &[(&str, &str, &str)] = &[
    ("canonical", "G", "the canonical form"),
    ("temperature", "G", "the temperature"),
    ("mean", "G", "the mean"),
    ("stops", "G", "the Left and Right stops"),
    ("birthday", "G", "the birthday"),
    ("outcome", "G", "L, R, N or P: who wins"),
    ("thermograph", "G", "the mean and temperature"),
    (
        "atomic_weight",
        "G",
        "the atomic weight of an all-small game",
    ),
    ("reduced", "G", "the reduced canonical form"),
    ("incentives", "G", "Left's and Right's incentives"),
    ("cool", "G, T", "G cooled by the number T"),
    ("heat", "G, T", "G heated by T"),
    ("overheat", "G, S, T", "G overheated from S to T"),
    ("norton", "G, U", "Norton's product of G by the unit U"),
    ("compare", "G, H", "<, >, = or ||"),
    ("equal", "G, H", "true or false"),
];

/// Names a variable may not take: the notation's own words and the worksheet's.
fn reserved(name: &str) -> bool {
    let down = name.trim_start_matches('v');
    name == "_"
        || (name.starts_with('v') && down.chars().all(|c| c.is_ascii_digit()))
        || ["Tiny", "Miny", "help", "vars", "history", "quit", "exit"].contains(&name)
        || FUNCTIONS.iter().any(|f| f.0 == name)
}

fn is_name(text: &str) -> bool {
    let mut chars = text.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A statement's failure: the message, and the column (in characters) of the fault if known.
struct Fault {
    message: String,
    column: Option<usize>,
}

impl From<String> for Fault {
    fn from(message: String) -> Self {
        Fault {
            message,
            column: None,
        }
    }
}

/// The worksheet: one arena, the variables, the statements so far.
pub struct Session {
    arena: Arena,
    vars: BTreeMap<String, GameId>,
    last: Option<GameId>,
    history: Vec<String>,
}

impl Session {
    fn new(flags: &Flags) -> Self {
        Session {
            arena: Arena::with_limits(flags.arena),
            vars: BTreeMap::new(),
            last: None,
            history: Vec::new(),
        }
    }

    /// `text` (which starts at column `at` of the line) as a game: variables replaced by their
    /// canonical forms in parentheses, a parse error placed in what the user typed.
    fn game(&mut self, text: &str, at: usize) -> Result<GameId, Fault> {
        let chars: Vec<char> = text.chars().collect();
        // The expanded text, and for each of its characters the column it came from.
        let (mut expanded, mut from) = (String::new(), Vec::new());
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if c.is_ascii_alphabetic() || c == '_' {
                let start = i;
                while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
                let word: String = chars[start..i].iter().collect();
                let value = if word == "_" {
                    self.last
                } else {
                    self.vars.get(&word).copied()
                };
                if let Some(g) = value {
                    let shown = format!("({})", self.arena.to_text(g).map_err(|e| e.to_string())?);
                    from.extend(std::iter::repeat_n(at + start, shown.chars().count()));
                    expanded.push_str(&shown);
                } else if word == "_" || (is_name(&word) && !word.starts_with(['v', 'T', 'M'])) {
                    return Err(Fault {
                        message: format!(
                            "'{word}' is not a variable here (`vars` lists them; `help` the functions)"
                        ),
                        column: Some(at + start),
                    });
                } else {
                    from.extend((start..i).map(|k| at + k));
                    expanded.push_str(&word);
                }
                continue;
            }
            from.push(at + i);
            expanded.push(c);
            i += 1;
        }
        self.arena.parse(&expanded).map_err(|e| {
            let column = match &e {
                Error::Parse(p) => Some(from.get(p.position).copied().unwrap_or(at + chars.len())),
                _ => None,
            };
            let message = match &e {
                Error::Parse(p) => p.reason.to_string(),
                _ => e.to_string(),
            };
            Fault { message, column }
        })
    }

    /// The arguments of a call: split at the commas outside braces and parentheses.
    fn arguments(&mut self, text: &str, at: usize) -> Result<Vec<GameId>, Fault> {
        let mut parts = Vec::new();
        let (mut depth, mut start) = (0i32, 0usize);
        let chars: Vec<char> = text.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            match c {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push((start, i));
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push((start, chars.len()));
        parts
            .into_iter()
            .map(|(s, e)| {
                let part: String = chars[s..e].iter().collect();
                let lead = part.chars().take_while(|c| c.is_whitespace()).count();
                self.game(part.trim(), at + s + lead)
            })
            .collect()
    }

    /// A function call `name(args)` at column `at`, if `text` is one: its answer as text, and
    /// the game it gives (for `_` and assignment) if it gives one.
    fn call(&mut self, text: &str, at: usize) -> Option<Result<(String, Option<GameId>), Fault>> {
        let open = text.find('(')?;
        let name = text[..open].trim();
        let known = FUNCTIONS.iter().find(|f| f.0 == name)?;
        let inner = text[open + 1..].strip_suffix(')')?;
        Some(self.apply(known, inner, at + text[..=open].chars().count()))
    }

    fn apply(
        &mut self,
        &(name, wanted, _): &(&str, &str, &str),
        inner: &str,
        at: usize,
    ) -> Result<(String, Option<GameId>), Fault> {
        let args = self.arguments(inner, at)?;
        let arity = wanted.split(',').count();
        if args.len() != arity {
            return Err(format!(
                "{name} takes {arity} argument(s) ({name}({wanted})), not {}",
                args.len()
            )
            .into());
        }
        if arity == 1 {
            unary(&mut self.arena, name, args[0])
        } else {
            binary(&mut self.arena, name, &args)
        }
    }

    /// One statement: its answer, or nothing for a blank line or a comment.
    fn statement(&mut self, line: &str) -> Result<Option<String>, Fault> {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            return Ok(None);
        }
        let at = line.chars().take_while(|c| c.is_whitespace()).count();
        match trimmed {
            "help" => return Ok(Some(help())),
            "vars" => {
                let mut lines = Vec::new();
                for (name, &g) in &self.vars {
                    lines.push(format!(
                        "{name} = {}",
                        self.arena.to_text(g).map_err(|e| e.to_string())?
                    ));
                }
                return Ok(Some(if lines.is_empty() {
                    "(no variables)".into()
                } else {
                    lines.join("\n")
                }));
            }
            "history" => {
                let lines: Vec<String> = self
                    .history
                    .iter()
                    .enumerate()
                    .map(|(i, s)| format!("{:>4}  {s}", i + 1))
                    .collect();
                return Ok(Some(lines.join("\n")));
            }
            _ => {}
        }
        self.history.push(trimmed.to_string());
        if let Some((name, rhs)) = trimmed.split_once(":=") {
            let name = name.trim();
            if !is_name(name) || reserved(name) {
                return Err(Fault {
                    message: format!(
                        "'{name}' cannot name a variable (a letter or _ then letters, digits, _; not a word of the notation or a function)"
                    ),
                    column: Some(at),
                });
            }
            let rhs_at = at
                + trimmed[..trimmed.find(":=").unwrap_or(0) + 2]
                    .chars()
                    .count();
            let lead = rhs.chars().take_while(|c| c.is_whitespace()).count();
            let (answer, g) = self.evaluate(rhs.trim(), rhs_at + lead)?;
            let Some(g) = g else {
                return Err(
                    format!("{answer} is not a game: only games are kept in variables").into(),
                );
            };
            self.vars.insert(name.to_string(), g);
            self.last = Some(g);
            return Ok(Some(format!("{name} = {answer}")));
        }
        let (answer, g) = self.evaluate(trimmed, at)?;
        if g.is_some() {
            self.last = g;
        }
        Ok(Some(answer))
    }

    fn evaluate(&mut self, text: &str, at: usize) -> Result<(String, Option<GameId>), Fault> {
        if let Some(result) = self.call(text, at) {
            return result;
        }
        let g = self.game(text, at)?;
        let shown = self.arena.to_text(g).map_err(|e| e.to_string())?;
        Ok((shown, Some(g)))
    }
}

/// An answer and, if it is a game, the game.
type Answer = Result<(String, Option<GameId>), Fault>;

#[allow(clippy::needless_pass_by_value)] // by value: the function of `map_err`
fn fault(e: Error) -> Fault {
    Fault::from(e.to_string())
}

/// A number as the answer, kept as a game.
fn number(a: &mut Arena, d: Dyadic) -> Answer {
    let g = a.parse(&d.to_string()).map_err(fault)?;
    Ok((d.to_string(), Some(g)))
}

/// A game as the answer.
fn game(a: &mut Arena, g: GameId) -> Answer {
    Ok((a.to_text(g).map_err(fault)?, Some(g)))
}

/// The functions of one game.
fn unary(a: &mut Arena, name: &str, g: GameId) -> Answer {
    match name {
        "canonical" => game(a, g),
        "temperature" => {
            let t = a.temperature(g).map_err(fault)?;
            number(a, t)
        }
        "mean" => {
            let m = a.mean(g).map_err(fault)?;
            number(a, m)
        }
        "stops" => {
            let (l, r) = (
                a.left_stop(g).map_err(fault)?,
                a.right_stop(g).map_err(fault)?,
            );
            Ok((format!("{l} {r}"), None))
        }
        "birthday" => {
            let b = a.birthday(g).map_err(fault)?;
            let n = a.parse(&b.to_string()).map_err(fault)?;
            Ok((b.to_string(), Some(n)))
        }
        "outcome" => {
            let zero = a.parse("0").map_err(fault)?;
            let letter = match a.compare(g, zero).map_err(fault)? {
                Comparison::Equal => "P",
                Comparison::Greater => "L",
                Comparison::Less => "R",
                Comparison::Confused => "N",
            };
            Ok((letter.to_string(), None))
        }
        "thermograph" => {
            let t = a.thermograph(g).map_err(fault)?;
            Ok((
                format!("mean {} temperature {}", t.mean(), t.temperature()),
                None,
            ))
        }
        "atomic_weight" => {
            let w = a.atomic_weight(g).map_err(fault)?;
            game(a, w)
        }
        "reduced" => {
            let r = a.reduced(g).map_err(fault)?;
            game(a, r)
        }
        "incentives" => {
            let (left, right) = a.incentives(g).map_err(fault)?;
            let mut sides = Vec::new();
            for side in [left, right] {
                let texts: Result<Vec<String>, Error> =
                    side.into_iter().map(|i| a.to_text(i)).collect();
                sides.push(texts.map_err(fault)?.join(", "));
            }
            Ok((format!("left: {}; right: {}", sides[0], sides[1]), None))
        }
        _ => Err(format!("{name}: not a function of one game").into()),
    }
}

/// The functions of two or three games.
fn binary(a: &mut Arena, name: &str, args: &[GameId]) -> Answer {
    let g = args[0];
    match name {
        "cool" => {
            let t = a.to_text(args[1]).map_err(fault)?;
            let t: Dyadic = t
                .parse()
                .map_err(|e| Fault::from(format!("cool by {t}: {e} (T must be a number)")))?;
            let c = a.cool(g, t).map_err(fault)?;
            game(a, c)
        }
        "heat" => {
            let h = a.heat(g, args[1]).map_err(fault)?;
            game(a, h)
        }
        "overheat" => {
            let h = a.overheat(g, args[1], args[2]).map_err(fault)?;
            game(a, h)
        }
        "norton" => {
            let p = a.norton(g, args[1]).map_err(fault)?;
            game(a, p)
        }
        "compare" => {
            let c = match a.compare(g, args[1]).map_err(fault)? {
                Comparison::Less => "<",
                Comparison::Greater => ">",
                Comparison::Equal => "=",
                Comparison::Confused => "||",
            };
            Ok((c.to_string(), None))
        }
        "equal" => Ok(((g == args[1]).to_string(), None)),
        _ => Err(format!("{name}: not a function of two games").into()),
    }
}

fn help() -> String {
    let mut lines = vec![
        "G            the canonical form of a game in the standard notation, e.g. {3||2*|1*}"
            .to_string(),
        "x := G       keep a game in a variable; use it in later games: {x|0}, x + ^".to_string(),
        "_            the last game".to_string(),
    ];
    for (name, args, what) in FUNCTIONS {
        lines.push(format!("{:<12} {what}", format!("{name}({args})")));
    }
    lines.push("vars, history, help, quit".to_string());
    lines.join("\n")
}

/// The fault as the line, a caret under its column, and the message.
fn report(line: &str, fault: &Fault) -> String {
    match fault.column {
        Some(column) => format!(
            "error at column {}: {}\n  {line}\n  {}^",
            column + 1,
            fault.message,
            " ".repeat(column)
        ),
        None => format!("error: {}", fault.message),
    }
}

/// Runs the worksheet until `quit`, end of input or Ctrl-D.
pub fn run(flags: &Flags) -> ExitCode {
    let mut session = Session::new(flags);
    if std::io::stdin().is_terminal() {
        interactive(&mut session)
    } else {
        script(&mut session)
    }
}

fn script(session: &mut Session) -> ExitCode {
    let mut failed = false;
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else {
            return crate::common::fail(NAME, "stdin is not text");
        };
        if matches!(line.trim(), "quit" | "exit") {
            break;
        }
        match session.statement(&line) {
            Ok(Some(answer)) => {
                if writeln!(out, "{answer}").is_err() {
                    return crate::common::fail(NAME, "cannot write to stdout");
                }
            }
            Ok(None) => {}
            Err(fault) => {
                failed = true;
                note!("{}", report(&line, &fault));
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn interactive(session: &mut Session) -> ExitCode {
    use rustyline::error::ReadlineError;
    let Ok(mut editor) = rustyline::DefaultEditor::new() else {
        return script(session);
    };
    let file = std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".cgt_history"));
    if let Some(file) = &file {
        let _ = editor.load_history(file);
    }
    note!("cgt worksheet: `help` lists what it does, `quit` or Ctrl-D leaves");
    loop {
        match editor.readline("cgt> ") {
            Ok(line) => {
                if matches!(line.trim(), "quit" | "exit") {
                    break;
                }
                if !line.trim().is_empty() {
                    let _ = editor.add_history_entry(line.as_str());
                }
                match session.statement(&line) {
                    Ok(Some(answer)) => {
                        let _ = writeln!(std::io::stdout(), "{answer}");
                    }
                    Ok(None) => {}
                    Err(fault) => note!("{}", report(&line, &fault)),
                }
            }
            // Ctrl-C clears the line, as in a shell; Ctrl-D leaves.
            Err(ReadlineError::Interrupted) => {}
            Err(_) => break,
        }
    }
    if let Some(file) = &file {
        let _ = editor.save_history(file);
    }
    ExitCode::SUCCESS
}
