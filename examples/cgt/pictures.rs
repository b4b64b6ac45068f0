//! `--svg FILE` and `--tikz FILE`: the picture of the answer (a thermograph, or the board of a
//! grid ruleset), drawn by `combgames::draw` once the answer is known.

use std::path::{Path, PathBuf};

use combgames::draw::{Board, Colour};
use combgames::partizan::Arena;
use combgames::rulesets::{Edge, LabelledGraph};

use crate::{Command, Flags, NAME, rulesets};

/// Where the pictures go.
#[derive(Default)]
pub struct Outputs {
    /// `--svg FILE`.
    pub svg: Option<PathBuf>,
    /// `--tikz FILE`.
    pub tikz: Option<PathBuf>,
}

/// What a command's picture shows.
enum Source<'a> {
    /// The thermograph of a game.
    Thermograph(&'a str),
    /// A board: the ruleset's name and the board's text.
    Board(&'static str, String),
    /// A labelled graph: the ruleset's name, the graph's text (or file), and whether vertex 0
    /// is Hackenbush's ground.
    Graph(&'static str, Result<String, String>, bool),
}

/// A board's text: rows separated by `|`, or an empty rectangle written `RxC`.
fn board_text(text: &str) -> String {
    let rectangle = text.split_once('x').and_then(|(r, c)| {
        let (r, c) = (
            r.trim().parse::<usize>().ok()?,
            c.trim().parse::<usize>().ok()?,
        );
        (r > 0 && c > 0 && r <= 1024 && c <= 1024).then(|| vec![".".repeat(c); r].join("|"))
    });
    rectangle.unwrap_or_else(|| text.to_string())
}

fn source(command: &Command) -> Option<Source<'_>> {
    match command {
        Command::Thermograph { expr } => Some(Source::Thermograph(expr)),
        Command::Domineering { board } | Command::DomineeringOutcome { board, .. } => {
            Some(Source::Board("Domineering", board_text(board)))
        }
        Command::Ruleset(ruleset) => {
            if let Some((name, text, ground)) = rulesets::graph_of(ruleset) {
                return Some(Source::Graph(name, text, ground));
            }
            rulesets::board_of(ruleset).map(|(name, text)| Source::Board(name, board_text(text)))
        }
        _ => None,
    }
}

impl Outputs {
    fn any(&self) -> bool {
        self.svg.is_some() || self.tikz.is_some()
    }

    /// Before any work: a picture is asked of a command that has one, its board can be drawn,
    /// and each file's folder exists.
    pub fn check(&self, command: &Command, name: &str) -> Result<(), String> {
        if !self.any() {
            return Ok(());
        }
        match source(command) {
            None => {
                return Err(format!(
                    "--svg and --tikz draw a thermograph (cgt thermograph G), a board of a grid ruleset or a labelled graph; `{name}` has no picture"
                ));
            }
            Some(Source::Board(_, text)) => {
                text.parse::<Board>()
                    .map_err(|e| format!("the board cannot be drawn: {e}"))?;
            }
            Some(Source::Graph(_, text, ground)) => {
                labelled_graph(&text?, ground, "")?;
            }
            Some(Source::Thermograph(_)) => {}
        }
        for path in self.svg.iter().chain(&self.tikz) {
            let folder = path.parent().filter(|p| !p.as_os_str().is_empty());
            if folder.is_some_and(|f| !f.is_dir()) {
                return Err(format!("cannot write {}: no such folder", path.display()));
            }
        }
        Ok(())
    }

    /// Draws the picture of `command`, whose answer is `answer`, into the files asked for.
    pub fn draw(&self, command: &Command, answer: &str, flags: &Flags) -> Result<(), String> {
        if !self.any() {
            return Ok(());
        }
        let picture = match source(command) {
            Some(Source::Thermograph(expr)) => {
                let mut arena = Arena::with_limits(flags.arena);
                let g = arena.parse(expr).map_err(|e| e.to_string())?;
                let t = arena.thermograph(g).map_err(|e| e.to_string())?;
                let shown = arena.to_text(g).map_err(|e| e.to_string())?;
                combgames::draw::thermograph(&t, &format!("Thermograph of {shown}"))
            }
            Some(Source::Board(name, text)) => {
                let board: Board = text.parse().map_err(|e| format!("{e}"))?;
                let first = answer.lines().next().unwrap_or_default();
                combgames::draw::board(&board, &format!("{name}: {first}"))
            }
            Some(Source::Graph(name, text, ground)) => {
                let first = answer.lines().next().unwrap_or_default();
                labelled_graph(&text?, ground, &format!("{name}: {first}"))?
            }
            None => return Ok(()),
        };
        write(self.svg.as_deref(), &picture.to_svg())?;
        write(self.tikz.as_deref(), &picture.to_tikz())?;
        Ok(())
    }
}

/// The picture of a labelled graph's text (vertex 0 on a ground line for Hackenbush).
fn labelled_graph(
    text: &str,
    ground: bool,
    title: &str,
) -> Result<combgames::draw::Picture, String> {
    let graph = LabelledGraph::parse(text).map_err(|e| e.to_string())?;
    let edges: Vec<(usize, usize, Colour)> = graph
        .edges()
        .iter()
        .map(|&(u, v, label)| {
            let colour = match label {
                Edge::Blue => Colour::Left,
                Edge::Red => Colour::Right,
                Edge::Green => Colour::Either,
            };
            (u, v, colour)
        })
        .collect();
    combgames::draw::graph(graph.vertices(), &edges, ground, title)
        .map_err(|e| format!("the graph cannot be drawn: {e}"))
}

fn write(path: Option<&Path>, text: &str) -> Result<(), String> {
    let Some(path) = path else { return Ok(()) };
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    note!("{NAME}: drew {}", path.display());
    Ok(())
}
