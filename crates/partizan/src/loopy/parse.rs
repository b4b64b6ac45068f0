//! Loopy games as text, read: CGSuite's loopy notation, `pass`, node labels and the named
//! games, with short games inside.

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Resource};

use crate::bounds::MAX_NESTING;
use crate::error::ParseReason;
use crate::{Arena, Error, ParseError};

use super::{DEFAULT_LOOPY_POSITIONS, LoopyGame};

/// The words of the notation that name games (and `pass`, an option only).
const NAMED: [&str; 6] = ["on", "off", "dud", "over", "under", "upon"];

impl LoopyGame {
    /// Reads a loopy game in CGSuite's notation:
    ///
    /// * `pass` as an option: a move to the game itself (`{pass|}` is `on`); in a side nested
    ///   by bar count (`{0||0|0,pass}`) it is the nested game's;
    /// * node labels: `a{0|a}` names the game in braces `a`, and `a` inside the braces is a move
    ///   back to it (a label stands as a whole option, never inside a sum);
    /// * CGSuite's uptimals of `on`: `^[on]` (`upon`), `^<on>` (`{0||0|0,pass}`), `v[on]`,
    ///   `v<on>`, each with an optional `*`; `Tiny(G)` and `Miny(G)` of loopy games
    ///   (`Tiny(over)` = `{0||0|under}`); multiples `n*G` (`10*upon`, `3 * upon`, `2*^[on]`, `-2*over`,
    ///   [`LoopyGame::multiple`]);
    /// * `on`, `off`, `dud`, `over`, `under`, `upon`, and the pseudonumbers `5over`, `3/2under`,
    ///   `-5over` (the number plus `over` or `under`);
    /// * sums, differences, `-G` and `+-G` (`{G | -G}`) of complete games, parentheses, and
    ///   every short game [`Arena::parse`] reads (numbers, `*`, ups, uptimals, `Tiny(1)`, braces).
    ///
    /// A sided value `G & H` is no single graph: [`SidedValue::parse`](super::SidedValue::parse)
    /// reads it. At most [`MAX_TEXT`](crate::MAX_TEXT) characters, braces and
    /// parentheses nested at most [`MAX_NESTING`] deep, and
    /// [`DEFAULT_LOOPY_POSITIONS`] positions in all (every sum's positions count against
    /// them, so the whole reading is `O(DEFAULT_LOOPY_POSITIONS)` pairs of sums, and the
    /// interrupt is looked at within each sum).
    ///
    /// # Errors
    /// [`Error::Parse`] with the position of the fault (an unknown or out-of-scope label,
    /// `pass` outside braces, a label inside a sum, `&`: [`ParseReason::SidedValue`]); what
    /// [`Arena::parse`] refuses in a short part; [`Error::Exceeded`] (items) past the
    /// positions.
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let over = LoopyGame::parse(&mut arena, "x{0|x}").unwrap();
    /// assert!(over.equals(&LoopyGame::over()).unwrap());
    /// let g = LoopyGame::parse(&mut arena, "over + ^").unwrap();
    /// assert!(g.equals(&over).unwrap());
    /// assert_eq!(LoopyGame::parse(&mut arena, "{pass|pass}").unwrap().outcome().to_string(), "D");
    /// assert!(LoopyGame::parse(&mut arena, "{0|b}").is_err()); // b is no label here
    /// let uponth = LoopyGame::parse(&mut arena, "^<on>").unwrap();
    /// assert!(uponth.equals(&LoopyGame::parse(&mut arena, "{0||0|0,pass}").unwrap()).unwrap());
    /// ```
    pub fn parse(arena: &mut Arena, text: &str) -> Result<LoopyGame, Error> {
        let (chars, partner) = crate::parse::bracketed_chars(text)?;
        let mut parser = Reader {
            chars,
            partner,
            pos: 0,
            depth: 0,
            arena,
            left: Vec::new(),
            right: Vec::new(),
            open: Vec::new(),
            labels: Vec::new(),
        };
        let end = parser.chars.len();
        let root = parser.expr(end)?;
        parser.skip_spaces(end);
        if parser.pos != end {
            return Err(parser.error(ParseReason::TrailingText));
        }
        parser.extract(root, 0)
    }
}

/// Whether `text` uses the loopy notation: a word other than the short notation's (`v`,
/// `v2`, `Tiny`, `Miny`), such as `pass`, `on` or a label, or `&`; so that a program reading
/// both kinds of games can say which parser's refusal to show.
///
/// ```
/// use combgames_partizan::loopy::looks_loopy;
/// assert!(looks_loopy("a{0|a}") && looks_loopy("5over") && looks_loopy("{pass|}"));
/// assert!(looks_loopy("{0|b}")); // b can only be a label
/// assert!(!looks_loopy("{3||2*|1*}") && !looks_loopy("Tiny(1)") && !looks_loopy("1v2*"));
/// ```
pub fn looks_loopy(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '&' {
            return true;
        }
        if chars[i].is_ascii_alphabetic() || chars[i] == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            // A number's digits may run into the word: "5over".
            let word = word.trim_start_matches(|c: char| c.is_ascii_digit());
            let short = word.is_empty()
                || word == "Tiny"
                || word == "Miny"
                || (word.starts_with('v')
                    && word[1..].chars().all(|c| c.is_ascii_digit() || c == 'v'));
            if !short {
                return true;
            }
            continue;
        }
        i += 1;
    }
    false
}

/// The reader: the text, the graph built so far, the braces still open.
struct Reader<'a> {
    chars: Vec<char>,
    partner: Vec<usize>,
    pos: usize,
    depth: usize,
    arena: &'a mut Arena,
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    /// The positions whose braces are open (their options are not all known yet).
    open: Vec<u32>,
    /// The labels in scope: each names an open position.
    labels: Vec<(String, u32)>,
}

impl Reader<'_> {
    fn error(&self, reason: ParseReason) -> Error {
        ParseError {
            position: self.pos,
            reason,
        }
        .into()
    }

    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(ParseReason::TooDeep));
        }
        Ok(())
    }

    fn skip_spaces(&mut self, end: usize) {
        while self.pos < end && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn starts_with(&mut self, text: &str, end: usize) -> bool {
        self.skip_spaces(end);
        let n = text.chars().count();
        self.pos + n <= end
            && self.chars[self.pos..self.pos + n]
                .iter()
                .copied()
                .eq(text.chars())
    }

    /// The character after the bracketed part opening at `i`, or `i + 1`.
    fn skip(&self, i: usize) -> usize {
        crate::parse::skip_bracketed(&self.partner, i)
    }

    /// A new position with no options yet.
    fn position(&mut self) -> Result<u32, Error> {
        if self.left.len() as u64 >= DEFAULT_LOOPY_POSITIONS {
            return Err(Exceeded::ran_out(Resource::Items, DEFAULT_LOOPY_POSITIONS).into());
        }
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        Ok(self.left.len() as u32 - 1)
    }

    /// The positions of `game` added to the graph; its start's index.
    fn insert(&mut self, game: &LoopyGame) -> Result<u32, Error> {
        let offset = self.left.len() as u32;
        if self.left.len() as u64 + game.len() as u64 > DEFAULT_LOOPY_POSITIONS {
            return Err(Exceeded::ran_out(Resource::Items, DEFAULT_LOOPY_POSITIONS).into());
        }
        let shift = |list: &Vec<u32>| list.iter().map(|&v| v + offset).collect::<Vec<u32>>();
        self.left.extend(game.left.iter().map(shift));
        self.right.extend(game.right.iter().map(shift));
        Ok(game.start + offset)
    }

    /// The game from position `v`, complete: `at` is where its text starts, for the error
    /// when it reaches a position whose braces are still open (a label inside a sum).
    fn extract(&self, v: u32, at: usize) -> Result<LoopyGame, Error> {
        let mut index: FastMap<u32, u32> = FastMap::default();
        let mut order = vec![v];
        index.insert(v, 0);
        let mut next = 0;
        while next < order.len() {
            let u = order[next];
            next += 1;
            if self.open.contains(&u) {
                return Err(ParseError {
                    position: at,
                    reason: ParseReason::LabelInSum,
                }
                .into());
            }
            for &w in self.left[u as usize].iter().chain(&self.right[u as usize]) {
                if let std::collections::hash_map::Entry::Vacant(slot) = index.entry(w) {
                    slot.insert(order.len() as u32);
                    order.push(w);
                }
            }
        }
        let side = |lists: &Vec<Vec<u32>>| -> Vec<Vec<u32>> {
            order
                .iter()
                .map(|&u| lists[u as usize].iter().map(|w| index[w]).collect())
                .collect()
        };
        Ok(LoopyGame {
            left: side(&self.left),
            right: side(&self.right),
            start: 0,
        })
    }

    /// `term (('+' | '-' | '+-') term)*`.
    fn expr(&mut self, end: usize) -> Result<u32, Error> {
        self.enter()?;
        let result = self.expr_inner(end);
        self.depth -= 1;
        result
    }

    fn expr_inner(&mut self, end: usize) -> Result<u32, Error> {
        self.skip_spaces(end);
        let at = self.pos;
        let mut g = self.term(end)?;
        loop {
            let (negate_next, switch) = if self.starts_with("+-", end) {
                self.pos += 2;
                (false, true)
            } else if self.starts_with("+", end) {
                self.pos += 1;
                (false, false)
            } else if self.starts_with("-", end) {
                self.pos += 1;
                (true, false)
            } else if self.starts_with("&", end) {
                return Err(self.error(ParseReason::SidedValue));
            } else {
                return Ok(g);
            };
            self.skip_spaces(end);
            let h_at = self.pos;
            let h = self.term(end)?;
            let mut other = self.extract(h, h_at)?;
            if switch {
                other = LoopyGame::game(std::slice::from_ref(&other), &[other.neg()])?;
            } else if negate_next {
                other = other.neg();
            }
            let sum = self.extract(g, at)?.sum(&other)?;
            g = self.insert(&sum)?;
        }
    }

    /// `('-' | '+-')* atom`; a minus before digits belongs to the number (`-5over`).
    fn term(&mut self, end: usize) -> Result<u32, Error> {
        self.skip_spaces(end);
        let at = self.pos;
        if self.starts_with("+-", end) {
            self.pos += 2;
            self.enter()?;
            let g = self.term(end);
            self.depth -= 1;
            let g = self.extract(g?, at)?;
            let switch = LoopyGame::game(std::slice::from_ref(&g), &[g.neg()])?;
            return self.insert(&switch);
        }
        let digit_follows = self
            .chars
            .get(self.pos + 1)
            .is_some_and(|c| c.is_ascii_digit() && self.pos + 1 < end);
        if self.starts_with("-", end) && !digit_follows {
            self.pos += 1;
            self.enter()?;
            let g = self.term(end);
            self.depth -= 1;
            let g = self.extract(g?, at)?.neg();
            return self.insert(&g);
        }
        self.atom(end)
    }

    fn atom(&mut self, end: usize) -> Result<u32, Error> {
        self.skip_spaces(end);
        let Some(&c) = self.chars.get(self.pos).filter(|_| self.pos < end) else {
            return Err(self.error(ParseReason::ExpectedGame));
        };
        match c {
            '(' => {
                let close = self.partner[self.pos];
                if close == usize::MAX || close >= end {
                    return Err(self.error(ParseReason::Expected(')')));
                }
                self.pos += 1;
                let g = self.expr(close)?;
                self.skip_spaces(close);
                if self.pos != close {
                    return Err(self.error(ParseReason::Expected(')')));
                }
                self.pos = close + 1;
                Ok(g)
            }
            '{' => self.braced(None, end),
            c if c.is_ascii_alphabetic() || c == '_' => self.word(end),
            _ => self.short(end),
        }
    }

    /// A word: a named game, a label (before braces, or in scope), or a short game that
    /// starts with a letter (`v`, `v2`, `v<2>`, `Tiny(...)`, `Miny(...)`).
    fn word(&mut self, end: usize) -> Result<u32, Error> {
        let start = self.pos;
        let mut i = self.pos;
        while i < end && (self.chars[i].is_ascii_alphanumeric() || self.chars[i] == '_') {
            i += 1;
        }
        let word: String = self.chars[start..i].iter().collect();
        let downs =
            word.starts_with('v') && word[1..].chars().all(|c| c.is_ascii_digit() || c == 'v');
        if downs || word == "Tiny" || word == "Miny" {
            return self.short(end);
        }
        self.pos = i;
        if let Some(k) = NAMED.iter().position(|&n| n == word) {
            let game = named(k);
            return self.insert(&game);
        }
        if word == "pass" {
            self.pos = start;
            return Err(self.error(ParseReason::PassNotOption));
        }
        if self.pos < end && self.chars[self.pos] == '{' {
            return self.braced(Some(word), end);
        }
        if let Some(&(_, v)) = self.labels.iter().rev().find(|(name, _)| *name == word) {
            Ok(v)
        } else {
            self.pos = start;
            Err(self.error(ParseReason::UnknownLabel))
        }
    }

    /// A short game read by the arena: the longest run of the short notation's characters
    /// from here (with `Tiny(...)`/`Miny(...)` whole), and a pseudonumber's `over`/`under`
    /// after it.
    fn short(&mut self, end: usize) -> Result<u32, Error> {
        if let Some(game) = self.uptimal_on(end)? {
            return self.insert(&game);
        }
        if let Some(game) = self.tiny_or_miny_of_loopy(end)? {
            return self.insert(&game);
        }
        let start = self.pos;
        if let Some(m) = crate::parse::multiplier(&self.chars, start, end) {
            // `n*G` (`n * G`, `-n*G`): n copies of the game after the star. Past u64 the
            // count is refused by `multiple` as too large.
            let count = m.digits.parse::<u64>().unwrap_or(u64::MAX);
            self.pos = m.after;
            let at = self.pos;
            let g = self.atom(end)?;
            let g = self.extract(g, at)?.multiple(count)?;
            return self.insert(&if m.negative { g.neg() } else { g });
        }
        let mut i = self.pos;
        if self.chars[i..end].starts_with(&['T', 'i', 'n', 'y', '('])
            || self.chars[i..end].starts_with(&['M', 'i', 'n', 'y', '('])
        {
            i = self.skip(i + 4);
        } else {
            if self.chars[i] == '-' {
                i += 1;
            }
            while i < end && "0123456789./*^v<>[]".contains(self.chars[i]) {
                i += 1;
            }
        }
        let text: String = self.chars[start..i.min(end)].iter().collect();
        let g = self.arena.parse(&text).map_err(|e| match e {
            Error::Parse(p) => ParseError {
                position: start + p.position,
                reason: p.reason,
            }
            .into(),
            other => other,
        })?;
        let mut game = LoopyGame::from_short(self.arena, g)?;
        self.pos = i.min(end);
        // A pseudonumber: the number plus over or under (`5over`, or `5 over` as the
        // literature writes it).
        let mut at = self.pos;
        while at < end && self.chars[at].is_whitespace() {
            at += 1;
        }
        for (k, name) in [(3, "over"), (4, "under")] {
            let n = name.len();
            let word_ends = at + n >= end
                || !(self.chars[at + n].is_ascii_alphanumeric() || self.chars[at + n] == '_');
            if at + n <= end && self.chars[at..at + n].iter().copied().eq(name.chars()) && word_ends
            {
                self.pos = at + n;
                game = game.sum(&named(k))?;
                break;
            }
        }
        self.insert(&game)
    }

    /// An uptimal of `on` here (`^[on]`, `^<on>`, `v[on]`, `v<on>`, each with an optional
    /// `*` after it), read past; `None` (nothing read) for any other text.
    fn uptimal_on(&mut self, end: usize) -> Result<Option<LoopyGame>, Error> {
        let text = |from: usize, len: usize| -> String {
            self.chars[from..(from + len).min(end)].iter().collect()
        };
        let name = text(self.pos, 5);
        let game = match &name[..] {
            "^[on]" | "v[on]" => LoopyGame::upon(),
            // ^<on> = {0 | v[on]*}, v[on]* = {0 | 0, pass}: positions ^<on>, 0, v[on]*.
            "^<on>" | "v<on>" => LoopyGame {
                left: vec![vec![1], vec![], vec![1]],
                right: vec![vec![2], vec![], vec![1, 2]],
                start: 0,
            },
            _ => return Ok(None),
        };
        let mut game = if name.starts_with('v') {
            game.neg()
        } else {
            game
        };
        self.pos += 5;
        if self.pos < end && self.chars[self.pos] == '*' {
            self.pos += 1;
            let star = LoopyGame {
                left: vec![vec![1], vec![]],
                right: vec![vec![1], vec![]],
                start: 0,
            };
            game = game.sum(&star)?;
        }
        Ok(Some(game))
    }

    /// `Tiny(G)` = `{0 || 0 | -G}` or `Miny(G)` = `{G | 0 || 0}` of a loopy game `G` here
    /// (`Tiny(over)`, `Miny(on)`), read past; `None` (nothing read) when the text is no
    /// `Tiny(` or `Miny(`, or what is inside is a short game (the arena reads it).
    fn tiny_or_miny_of_loopy(&mut self, end: usize) -> Result<Option<LoopyGame>, Error> {
        let at = self.pos;
        let word: String = self.chars[at..(at + 5).min(end)].iter().collect();
        if word != "Tiny(" && word != "Miny(" {
            return Ok(None);
        }
        let open = at + 4;
        let close = self.partner[open];
        if close == usize::MAX || close >= end {
            return Ok(None);
        }
        let inside: String = self.chars[open + 1..close].iter().collect();
        if !looks_loopy(&inside) {
            return Ok(None);
        }
        self.pos = open + 1;
        self.enter()?;
        let g = self.expr(close);
        self.depth -= 1;
        let g = g?;
        self.skip_spaces(close);
        if self.pos != close {
            return Err(self.error(ParseReason::Expected(')')));
        }
        let g = self.extract(g, open + 1)?;
        self.pos = close + 1;
        let zero = LoopyGame::single(false, false);
        let game = if word == "Tiny(" {
            let inner = LoopyGame::game(std::slice::from_ref(&zero), &[g.neg()])?;
            LoopyGame::game(std::slice::from_ref(&zero), &[inner])?
        } else {
            let inner = LoopyGame::game(&[g], std::slice::from_ref(&zero))?;
            LoopyGame::game(&[inner], &[zero])?
        };
        Ok(Some(game))
    }

    /// Braces at `self.pos` (after the label, if any): a new position whose options are the
    /// sides, nesting by bar count.
    fn braced(&mut self, label: Option<String>, end: usize) -> Result<u32, Error> {
        let open = self.pos;
        let close = self.partner[open];
        if close == usize::MAX || close >= end {
            return Err(self.error(ParseReason::Expected('}')));
        }
        self.enter()?;
        let v = self.position()?;
        let named = label.is_some();
        if let Some(name) = label {
            self.labels.push((name, v));
        }
        let result = self.sides(v, open + 1, close);
        if named {
            self.labels.pop();
        }
        self.depth -= 1;
        result?;
        self.pos = close + 1;
        Ok(v)
    }

    /// The options of the open position `v` from the text `[start, end)` between braces (or
    /// a side nested by bar count): split at the longest bar run.
    fn sides(&mut self, v: u32, start: usize, end: usize) -> Result<(), Error> {
        self.open.push(v);
        let result = self.sides_inner(v, start, end);
        self.open.pop();
        result
    }

    fn sides_inner(&mut self, v: u32, start: usize, end: usize) -> Result<(), Error> {
        let runs = self.bar_runs(start, end);
        let Some(&(at, bars)) = runs.iter().max_by_key(|r| r.1) else {
            self.pos = end;
            return Err(self.error(ParseReason::Expected('|')));
        };
        if runs.iter().filter(|r| r.1 == bars).count() > 1 {
            self.pos = runs
                .iter()
                .filter(|r| r.1 == bars)
                .nth(1)
                .map_or(at, |r| r.0);
            return Err(self.error(ParseReason::AmbiguousBars));
        }
        let left = self.side(v, start, at)?;
        let right = self.side(v, at + bars, end)?;
        self.left[v as usize] = left;
        self.right[v as usize] = right;
        Ok(())
    }

    /// One side: a game nested by bar count (a new position of its own, whose `pass` is its
    /// own), or options separated by commas, `pass` among them.
    fn side(&mut self, v: u32, start: usize, end: usize) -> Result<Vec<u32>, Error> {
        if !self.bar_runs(start, end).is_empty() {
            self.pos = start;
            self.enter()?;
            let w = self.position();
            let result = w.and_then(|w| self.sides(w, start, end).map(|()| w));
            self.depth -= 1;
            return Ok(vec![result?]);
        }
        let mut options = Vec::new();
        self.pos = start;
        self.skip_spaces(end);
        if self.pos == end {
            return Ok(options);
        }
        loop {
            let comma = self.next_comma(end);
            self.skip_spaces(comma);
            let is_pass = self.starts_with("pass", comma) && {
                let after = self.pos + 4;
                self.chars[after..comma].iter().all(|c| c.is_whitespace())
            };
            if is_pass {
                options.push(v);
                self.pos = comma;
            } else {
                options.push(self.expr(comma)?);
                self.skip_spaces(comma);
                if self.pos != comma {
                    return Err(self.error(ParseReason::ExpectedCommaOrBar));
                }
            }
            if comma == end {
                return Ok(options);
            }
            self.pos = comma + 1;
        }
    }

    fn next_comma(&self, end: usize) -> usize {
        crate::parse::next_comma(&self.chars, &self.partner, self.pos, end)
    }

    /// The bar runs at depth 0 of `[start, end)`: (position, length).
    fn bar_runs(&self, start: usize, end: usize) -> Vec<(usize, usize)> {
        crate::parse::bar_runs(&self.chars, &self.partner, start, end)
    }
}

/// The `k`-th of [`NAMED`].
fn named(k: usize) -> LoopyGame {
    match k {
        0 => LoopyGame::on(),
        1 => LoopyGame::off(),
        2 => LoopyGame::dud(),
        3 => LoopyGame::over(),
        4 => LoopyGame::under(),
        _ => LoopyGame::upon(),
    }
}
