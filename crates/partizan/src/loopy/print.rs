//! Stoppers as text: the simplest form in CGSuite's loopy notation.

use combgames_base::Limits;

use crate::bounds::{MAX_NESTING, MAX_TEXT};
use crate::error::Quantity;
use crate::{Arena, Error, GameId};

use super::LoopyGame;

impl LoopyGame {
    /// The game in CGSuite's loopy notation, written from its [simplest form](Self::simplest):
    /// a part with no cycle below it as the short game it is (`1/2`, `^<2>`, `{3||2*|1*}`),
    /// `on`, `off`, `over`, `under`, the pseudonumbers `x over`, `x under` and CGSuite's
    /// uptimals of `on` (`^[on]` for upon, `^[on]*`, `^<on>` for uponth `{0||0|0,pass}`,
    /// `^<on>*` and their negatives `v[on]`, ...) where a position is one of them, and otherwise braces whose options are sorted as text, with
    /// `pass` for a move to the position itself and a label (`a`, `b`, ... by depth) on a
    /// position that a position below it moves back to. Equal stoppers have the same text,
    /// and [`parse`](Self::parse) reads it back to an equal game.
    ///
    /// # Errors
    /// As for [`simplest`](Self::simplest); [`Error::TooLarge`] past [`MAX_TEXT`] characters
    /// or [`MAX_NESTING`] levels of braces.
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let read = |arena: &mut Arena, text| LoopyGame::parse(arena, text).unwrap();
    /// assert_eq!(read(&mut arena, "x{0|x}").to_text().unwrap(), "over");
    /// assert_eq!(read(&mut arena, "over + 5").to_text().unwrap(), "5over");
    /// assert_eq!(read(&mut arena, "{0||0|0,pass}").to_text().unwrap(), "^<on>");
    /// assert_eq!(read(&mut arena, "{1||1|1,pass}").to_text().unwrap(), "{1||1|1,pass}");
    /// ```
    pub fn to_text(&self) -> Result<String, Error> {
        self.to_text_within(Limits::new())
    }

    /// [`to_text`](Self::to_text) with the simplest form found within `limits`
    /// ([`simplest_within`](Self::simplest_within)).
    ///
    /// # Errors
    /// As for [`to_text`](Self::to_text) and [`simplest_within`](Self::simplest_within).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let g = LoopyGame::parse(&mut arena, "on + 3").unwrap();
    /// assert_eq!(g.to_text_within(Limits::new().steps(1000)).unwrap(), "on");
    /// assert!(g.to_text_within(Limits::new().steps(1)).is_err());
    /// ```
    pub fn to_text_within(&self, limits: Limits) -> Result<String, Error> {
        let g = self.simplest_within(limits)?;
        let mut printer = Printer::new(&g)?;
        let mut stack = Vec::new();
        Ok(printer.text(g.start, &mut stack)?.text)
    }
}

/// The printer of a simplest form: each position's short game, if it has one.
struct Printer<'a> {
    game: &'a LoopyGame,
    arena: Arena,
    /// The short game of each position with no cycle below it.
    short: Vec<Option<GameId>>,
    budget: usize,
}

impl<'a> Printer<'a> {
    fn new(game: &'a LoopyGame) -> Result<Self, Error> {
        let n = game.len();
        let mut arena = Arena::new();
        // Positions with no cycle below: valued bottom-up (a position once all its options are).
        let mut short: Vec<Option<GameId>> = vec![None; n];
        let mut waiting: Vec<usize> = (0..n)
            .map(|v| game.left[v].len() + game.right[v].len())
            .collect();
        let mut parents: Vec<Vec<u32>> = vec![Vec::new(); n];
        for v in 0..n {
            for &w in game.left[v].iter().chain(&game.right[v]) {
                parents[w as usize].push(v as u32);
            }
        }
        let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
        while let Some(v) = ready.pop() {
            let side = |list: &Vec<u32>| -> Vec<GameId> {
                list.iter().filter_map(|&w| short[w as usize]).collect()
            };
            let (l, r) = (side(&game.left[v]), side(&game.right[v]));
            short[v] = Some(arena.game(&l, &r)?);
            for &p in &parents[v] {
                waiting[p as usize] -= 1;
                if waiting[p as usize] == 0 {
                    ready.push(p as usize);
                }
            }
        }
        Ok(Printer {
            game,
            arena,
            short,
            budget: MAX_TEXT,
        })
    }

    /// The short game `w` as a number, if it is one.
    fn number_text(&self, w: u32) -> Option<String> {
        let g = self.short[w as usize]?;
        self.arena
            .as_number(g)
            .ok()
            .flatten()
            .map(|x| x.to_string())
    }

    /// The name of position `v` if it is one of the uptimals of `on` (Siegel ch. VI,
    /// CGSuite's names): `^[on] = {pass | *}` (upon), `^[on]* = {0, pass | 0}`,
    /// `^<on> = {0 | v[on]*}`, `^<on>* = {0, * | v[on]}`, or a negative of one. `depth`
    /// bounds the look into options (the `^<on>` forms name an option).
    fn uptimal_on(&self, v: u32, depth: u32) -> Option<&'static str> {
        let g = self.game;
        let (left, right) = (&g.left[v as usize], &g.right[v as usize]);
        let is = |w: &u32, text: &str| self.is(*w, text);
        let named = |w: &u32, name: &str| {
            depth > 0 && *w != v && self.uptimal_on(*w, depth - 1) == Some(name)
        };
        // A side of options given as: the position itself, or short games by text.
        let side = |list: &[u32], me: bool, texts: &[&str]| {
            list.len() == usize::from(me) + texts.len()
                && (!me || list.contains(&v))
                && texts
                    .iter()
                    .all(|t| list.iter().any(|w| *w != v && is(w, t)))
        };
        let name = if side(left, true, &[]) && side(right, false, &["*"]) {
            "^[on]"
        } else if side(left, false, &["*"]) && side(right, true, &[]) {
            "v[on]"
        } else if side(left, true, &["0"]) && side(right, false, &["0"]) {
            "^[on]*"
        } else if side(left, false, &["0"]) && side(right, true, &["0"]) {
            "v[on]*"
        } else if side(left, false, &["0"]) && right.len() == 1 && named(&right[0], "v[on]*") {
            "^<on>"
        } else if left.len() == 1 && named(&left[0], "^[on]*") && side(right, false, &["0"]) {
            "v<on>"
        } else if side(left, false, &["0", "*"]) && right.len() == 1 && named(&right[0], "v[on]") {
            "^<on>*"
        } else if left.len() == 1 && named(&left[0], "^[on]") && side(right, false, &["0", "*"]) {
            "v<on>*"
        } else {
            return None;
        };
        Some(name)
    }

    /// Whether position `w` is the short game `text`.
    fn is(&self, w: u32, text: &str) -> bool {
        let Some(g) = self.short[w as usize] else {
            return false;
        };
        self.arena.to_text(g).is_ok_and(|t| t == text)
    }

    /// The text of position `v` with `stack` the positions above it, charged to the budget.
    fn text(&mut self, v: u32, stack: &mut Vec<u32>) -> Result<Printed, Error> {
        let printed = self.text_unbudgeted(v, stack)?;
        crate::print::charge(&mut self.budget, printed.text.len())?;
        Ok(printed)
    }

    fn text_unbudgeted(&mut self, v: u32, stack: &mut Vec<u32>) -> Result<Printed, Error> {
        let g = self.game;
        let atom = |text: String| Ok(Printed::atom(text));
        if let Some(s) = self.short[v as usize] {
            // Atoms as the arena writes them; braces written here, options in text order.
            let text = self.arena.to_text(s)?;
            if !text.starts_with('{') {
                return atom(text);
            }
        }
        let (left, right) = (&g.left[v as usize], &g.right[v as usize]);
        // The named stoppers and pseudonumbers, by their simplest forms.
        match (&left[..], &right[..]) {
            ([l], []) if *l == v => return atom("on".into()),
            ([], [r]) if *r == v => return atom("off".into()),
            ([l], [r]) if *r == v || *l == v => {
                // `x over` = `{x | pass}`, `x under` = `{pass | x}`.
                let (number, name) = if *r == v { (*l, "over") } else { (*r, "under") };
                if let Some(shown) = self.number_text(number) {
                    let shown = if shown == "0" { String::new() } else { shown };
                    return atom(format!("{shown}{name}"));
                }
            }
            _ => {}
        }
        if let Some(name) = self.uptimal_on(v, 1) {
            return atom(name.into());
        }
        if stack.len() >= MAX_NESTING / 2 {
            return Err(Error::TooLarge {
                what: Quantity::Nesting,
                value: stack.len() as u64 + 1,
                limit: (MAX_NESTING / 2) as u64,
            });
        }
        let depth = stack.len();
        stack.push(v);
        let mut back = 0u64;
        let mut sides: Vec<String> = Vec::with_capacity(2);
        let mut inner_bars = 0;
        for list in [left, right] {
            let mut options: Vec<Printed> = Vec::with_capacity(list.len());
            for &w in list {
                if w == v {
                    options.push(Printed::atom("pass".into()));
                } else if let Some(at) = stack.iter().position(|&u| u == w) {
                    options.push(Printed::atom(label(at)));
                    back |= 1 << at;
                } else {
                    let printed = self.text(w, stack)?;
                    back |= printed.back;
                    options.push(printed);
                }
            }
            if let [single] = &options[..] {
                if let Some(b) = single.bars {
                    // A lone brace form loses its braces; the outer game uses more bars.
                    inner_bars = inner_bars.max(b);
                    sides.push(single.text[1..single.text.len() - 1].to_string());
                    continue;
                }
            }
            let mut texts: Vec<String> = options.into_iter().map(|p| p.text).collect();
            texts.sort();
            sides.push(texts.join(","));
        }
        stack.pop();
        let bars = inner_bars + 1;
        let body = format!("{{{}{}{}}}", sides[0], "|".repeat(bars), sides[1]);
        let above = back & ((1u64 << depth) - 1);
        Ok(if back >> depth & 1 == 1 {
            // Labelled: written whole, never merged into its parent's bars.
            Printed {
                text: format!("{}{body}", label(depth)),
                bars: None,
                back: above,
            }
        } else {
            Printed {
                text: body,
                bars: Some(bars),
                back: above,
            }
        })
    }
}

/// The text of a position, the bars of its brace form (`None` for anything else), and the
/// depths above it that it refers back to (bits).
struct Printed {
    text: String,
    bars: Option<usize>,
    back: u64,
}

impl Printed {
    fn atom(text: String) -> Self {
        Printed {
            text,
            bars: None,
            back: 0,
        }
    }
}

/// The label of the position at `depth` in the stack: `a`, `b`, ..., `z`, `a26`, ...
fn label(depth: usize) -> String {
    let letter = (b'a' + (depth % 26) as u8) as char;
    if depth < 26 {
        letter.to_string()
    } else {
        format!("{letter}{depth}")
    }
}
