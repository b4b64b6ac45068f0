//! Games as text: parsing and printing in the standard notation.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Arena, Error, GameId, ParseError};

/// Up multiples and nimbers the printer recognises after a number: `x + m ^ + *k` for
/// `|m| <= MAX_UP` and `k < MAX_STAR`.
const MAX_UP: i64 = 16;
const MAX_STAR: u32 = 8;

/// The longest text [`Arena::to_text`] writes: `2^20` characters (a printed game is the
/// unfolded tree of its options, which can be exponentially larger than the game).
pub const MAX_TEXT: usize = 1 << 20;

/// Text of one game and, for a brace form, the number of bars between its sides (a brace
/// form with fewer bars than its parent can be written inside it without braces).
struct Printed {
    text: String,
    bars: Option<usize>,
}

impl Arena {
    /// Parses a game in the standard notation and stores its canonical form.
    ///
    /// * numbers: `3`, `-2`, `3/4`, `0.375`; nimbers `*`, `*3`; ups `^`, `^3`, downs `v`,
    ///   `v2`; a number, an up part and a star part may follow each other: `1/2^*`, `3*2`, and
    ///   a minus sign before the digits belongs to the number (`-1v` is `(-1) + v`);
    /// * braces `{A, B | C, D}`, nesting by bar count: `{3||2*|1*}` is `{3|{2*|1*}}` (the
    ///   most bars split the outer game);
    /// * sums `G + H`, differences `G - H`, `-G`, `+-G` (a switch `{G|-G}`; `x+-y` is
    ///   `x + (+-y)`), `Tiny(G)`, `Miny(G)`, parentheses.
    ///
    /// # Errors
    /// [`Error::Parse`] with the character position of the problem; [`Error::TooManyGames`]
    /// or [`Error::NumberTooLarge`] for games the arena cannot hold.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{1,2|}").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "3"); // published: {1,2|} = 3
    /// let h = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "{3||2*|1*}");
    /// assert!(arena.parse("{1|2|3}").is_err()); // ambiguous bars
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, Error> {
        let chars: Vec<char> = text.chars().collect();
        let mut parser = Parser {
            chars: &chars,
            pos: 0,
            arena: self,
        };
        let end = chars.len();
        let g = parser.expr(end)?;
        parser.skip_spaces(end);
        if parser.pos != end {
            return Err(parser.error("unexpected text after the game"));
        }
        Ok(g)
    }

    /// The game in the standard notation, in the shortest of the forms [`parse`](Self::parse)
    /// reads that the printer recognises: a number, a nimber, `x^m*k`, `x+-y`, `Tiny(x)`,
    /// `Miny(x)`, or braces with nesting by bar count. Parsing the text gives the game back.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::TooLarge`] past [`MAX_TEXT`] characters (a printed
    /// game unfolds shared options, so its text can be exponentially larger than the game);
    /// [`Error::StepLimit`] if recognising the forms takes the arena's remaining steps.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0,*|0,*}").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "*2");
    /// let h = arena.parse("{1|-1}").unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "+-1");
    /// let k = arena.parse("{3|1}").unwrap();
    /// assert_eq!(arena.to_text(k).unwrap(), "2+-1");
    /// ```
    pub fn to_text(&mut self, g: GameId) -> Result<String, Error> {
        self.check(g)?;
        let mut budget = MAX_TEXT;
        Ok(self.print(g, &mut budget)?.text)
    }

    /// The text of `g`, charged to `budget` (characters left).
    fn print(&mut self, g: GameId, budget: &mut usize) -> Result<Printed, Error> {
        let printed = self.print_unchecked(g, budget)?;
        *budget = budget
            .checked_sub(printed.text.len())
            .ok_or(Error::TooLarge {
                what: "text of a game",
                value: MAX_TEXT as u64 + 1,
                limit: MAX_TEXT as u64,
            })?;
        Ok(printed)
    }

    fn print_unchecked(&mut self, g: GameId, budget: &mut usize) -> Result<Printed, Error> {
        let atom = |text: String| Ok(Printed { text, bars: None });
        if let Some(x) = self.as_number(g) {
            return atom(x.to_string());
        }
        if let Some(n) = self.as_nimber(g) {
            return atom(star_text(n));
        }
        if let Some(text) = self.near_number_text(g) {
            return atom(text);
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        // x +- y: {x + y | x - y} with numbers x + y > x - y.
        if let ([l], [r]) = (&left[..], &right[..]) {
            if let (Some(a), Some(b)) = (self.as_number(*l), self.as_number(*r)) {
                if let (Some(sum), Some(diff)) = (a.checked_add(b), a.checked_sub(b)) {
                    if let (Some(mean), Some(half)) = (sum.checked_halve(1), diff.checked_halve(1))
                    {
                        let text = if mean == Dyadic::ZERO {
                            format!("+-{half}")
                        } else {
                            format!("{mean}+-{half}")
                        };
                        return atom(text);
                    }
                }
            }
            if let Some(text) = self.tiny_text(*l, *r) {
                return atom(text);
            }
        }
        let mut sides = Vec::new();
        let mut inner_bars = 0;
        for options in [&left, &right] {
            let printed: Vec<Printed> = options
                .iter()
                .map(|&o| self.print(o, budget))
                .collect::<Result<_, _>>()?;
            if let [single] = &printed[..] {
                if let Some(b) = single.bars {
                    // A lone brace form loses its braces; the outer game uses more bars.
                    inner_bars = inner_bars.max(b);
                    sides.push(single.text[1..single.text.len() - 1].to_string());
                    continue;
                }
            }
            let texts: Vec<String> = printed.into_iter().map(|p| p.text).collect();
            sides.push(texts.join(","));
        }
        let bars = inner_bars + 1;
        Ok(Printed {
            text: format!("{{{}{}{}}}", sides[0], "|".repeat(bars), sides[1]),
            bars: Some(bars),
        })
    }

    /// `Tiny(x)` for `{0 | {0 | -x}}` and `Miny(x)` for `{{x | 0} | 0}`, with `x` a positive
    /// number.
    fn tiny_text(&mut self, l: GameId, r: GameId) -> Option<String> {
        let zero = self.zero();
        let positive = |arena: &Arena, g: GameId| arena.as_number(g).filter(|&x| x > Dyadic::ZERO);
        if l == zero {
            if let ([rl], [rr]) = (self.left(r), self.right(r)) {
                if *rl == zero {
                    if let Some(x) = self.as_number(*rr).and_then(Dyadic::checked_neg) {
                        if x > Dyadic::ZERO {
                            return Some(format!("Tiny({x})"));
                        }
                    }
                }
            }
        }
        if r == zero {
            if let ([ll], [lr]) = (self.left(l), self.right(l)) {
                if *lr == zero {
                    if let Some(x) = positive(self, *ll) {
                        return Some(format!("Miny({x})"));
                    }
                }
            }
        }
        None
    }

    /// `x`, `x^m`, `x*k`, `x^m*k` for a game `x + m ^ + *k` within the printer's range.
    fn near_number_text(&mut self, g: GameId) -> Option<String> {
        let (ls, rs) = (self.left_stop(g).ok()?, self.right_stop(g).ok()?);
        if ls != rs {
            return None;
        }
        let x = self.number(ls).ok()?;
        let rest = self.difference(g, x).ok()?;
        let (m, k) = self.upstar(rest)?;
        let mut text = if ls == Dyadic::ZERO && (m != 0 || k != 0) {
            String::new()
        } else {
            ls.to_string()
        };
        match m {
            0 => {}
            1 => text.push('^'),
            -1 => text.push('v'),
            m if m > 0 => {
                text.push('^');
                text.push_str(&m.to_string());
            }
            m => {
                text.push('v');
                text.push_str(&(-m).to_string());
            }
        }
        if k > 0 {
            text.push_str(&star_text(k));
        }
        Some(text)
    }

    /// `(m, k)` if `g = m ^ + *k` within the printer's range; the table is built once per
    /// arena.
    fn upstar(&mut self, g: GameId) -> Option<(i64, u32)> {
        if self.upstars.is_none() {
            let mut table = HashMap::new();
            for k in 0..MAX_STAR {
                let star = self.nimber(k).ok()?;
                for m in -MAX_UP..=MAX_UP {
                    let up = self.up(m).ok()?;
                    let sum = self.sum(up, star).ok()?;
                    table.entry(sum).or_insert((m, k));
                }
            }
            self.upstars = Some(table);
        }
        self.upstars.as_ref()?.get(&g).copied()
    }
}

fn star_text(n: u32) -> String {
    match n {
        0 => "0".into(),
        1 => "*".into(),
        n => format!("*{n}"),
    }
}

struct Parser<'a> {
    chars: &'a [char],
    pos: usize,
    arena: &'a mut Arena,
}

impl Parser<'_> {
    fn error(&self, message: &'static str) -> Error {
        ParseError {
            position: self.pos,
            message,
        }
        .into()
    }

    fn skip_spaces(&mut self, end: usize) {
        while self.pos < end && self.chars[self.pos].is_whitespace() {
            self.pos += 1;
        }
    }

    fn peek(&mut self, end: usize) -> Option<char> {
        self.skip_spaces(end);
        (self.pos < end).then(|| self.chars[self.pos])
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

    /// `term (('+' | '-' | '+-') term)*`.
    fn expr(&mut self, end: usize) -> Result<GameId, Error> {
        let mut g = self.term(end)?;
        loop {
            if self.starts_with("+-", end) {
                self.pos += 2;
                let h = self.term(end)?;
                let s = self.arena.switch(h)?;
                g = self.arena.sum(g, s)?;
            } else if self.starts_with("+", end) {
                self.pos += 1;
                let h = self.term(end)?;
                g = self.arena.sum(g, h)?;
            } else if self.starts_with("-", end) {
                self.pos += 1;
                let h = self.term(end)?;
                g = self.arena.difference(g, h)?;
            } else {
                return Ok(g);
            }
        }
    }

    /// `'-' term | '+-' term | atom`.
    fn term(&mut self, end: usize) -> Result<GameId, Error> {
        if self.starts_with("+-", end) {
            self.pos += 2;
            let h = self.term(end)?;
            return self.arena.switch(h);
        }
        if self.starts_with("-", end) {
            // A minus sign before digits belongs to the number of a compound: `-1v` is
            // `(-1) + v`, as printed.
            let digit_follows = self
                .chars
                .get(self.pos + 1)
                .is_some_and(|c| c.is_ascii_digit() && self.pos + 1 < end);
            if !digit_follows {
                self.pos += 1;
                let h = self.term(end)?;
                return self.arena.neg(h);
            }
        }
        self.atom(end)
    }

    fn atom(&mut self, end: usize) -> Result<GameId, Error> {
        match self.peek(end) {
            None => Err(self.error("expected a game")),
            Some('(') => {
                let close = self.matching(end, '(', ')')?;
                self.pos += 1;
                let g = self.expr(close)?;
                self.skip_spaces(close);
                if self.pos != close {
                    return Err(self.error("expected ')'"));
                }
                self.pos = close + 1;
                Ok(g)
            }
            Some('{') => {
                let close = self.matching(end, '{', '}')?;
                let g = self.braced(self.pos + 1, close)?;
                self.pos = close + 1;
                Ok(g)
            }
            Some(_) if self.starts_with("Tiny(", end) || self.starts_with("Miny(", end) => {
                let tiny = self.chars[self.pos] == 'T';
                let at = self.pos;
                self.pos += 4;
                let close = self.matching(end, '(', ')')?;
                self.pos += 1;
                let g = self.expr(close)?;
                self.pos = close + 1;
                let result = if tiny {
                    self.arena.tiny(g)
                } else {
                    self.arena.miny(g)
                };
                result.map_err(|e| match e {
                    Error::NotPositive(_) => ParseError {
                        position: at,
                        message: "Tiny and Miny need a positive game",
                    }
                    .into(),
                    other => other,
                })
            }
            Some(_) => self.compound(end),
        }
    }

    /// The position of the bracket matching the one at `self.pos`.
    fn matching(&self, end: usize, open: char, close: char) -> Result<usize, Error> {
        let mut depth = 0usize;
        for i in self.pos..end {
            let c = self.chars[i];
            if c == open {
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return Ok(i);
                }
            }
        }
        Err(ParseError {
            position: end,
            message: if close == ')' {
                "expected ')'"
            } else {
                "expected '}'"
            },
        }
        .into())
    }

    /// The bar runs at depth 0 of `[start, end)`: (position, length).
    fn bar_runs(&self, start: usize, end: usize) -> Vec<(usize, usize)> {
        let mut runs = Vec::new();
        let mut depth = 0i64;
        let mut i = start;
        while i < end {
            match self.chars[i] {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                '|' if depth == 0 => {
                    let run_start = i;
                    while i < end && self.chars[i] == '|' {
                        i += 1;
                    }
                    runs.push((run_start, i - run_start));
                    continue;
                }
                _ => {}
            }
            i += 1;
        }
        runs
    }

    /// The game written between braces at `[start, end)` (the braces excluded).
    fn braced(&mut self, start: usize, end: usize) -> Result<GameId, Error> {
        let runs = self.bar_runs(start, end);
        let Some(&(at, bars)) = runs.iter().max_by_key(|r| r.1) else {
            self.pos = end;
            return Err(self.error("expected '|' between the Left and Right options"));
        };
        if runs.iter().filter(|r| r.1 == bars).count() > 1 {
            self.pos = runs
                .iter()
                .filter(|r| r.1 == bars)
                .nth(1)
                .map_or(at, |r| r.0);
            return Err(self.error("two separators with the same number of bars"));
        }
        let left = self.side(start, at)?;
        let right = self.side(at + bars, end)?;
        self.arena.game(&left, &right)
    }

    /// One side of a brace form: a nested brace form without its braces if it has bars,
    /// else options separated by commas.
    fn side(&mut self, start: usize, end: usize) -> Result<Vec<GameId>, Error> {
        if !self.bar_runs(start, end).is_empty() {
            return Ok(vec![self.braced(start, end)?]);
        }
        let mut options = Vec::new();
        self.pos = start;
        if self.peek(end).is_none() {
            return Ok(options);
        }
        loop {
            let comma = self.next_comma(end);
            options.push(self.expr(comma)?);
            self.skip_spaces(comma);
            if self.pos != comma {
                return Err(self.error("expected ',' or '|'"));
            }
            if comma == end {
                return Ok(options);
            }
            self.pos = comma + 1;
        }
    }

    fn next_comma(&self, end: usize) -> usize {
        let mut depth = 0i64;
        for i in self.pos..end {
            match self.chars[i] {
                '{' | '(' => depth += 1,
                '}' | ')' => depth -= 1,
                ',' if depth == 0 => return i,
                _ => {}
            }
        }
        end
    }

    fn digits(&mut self, end: usize) -> Option<String> {
        let start = self.pos;
        while self.pos < end && self.chars[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        (self.pos > start).then(|| self.chars[start..self.pos].iter().collect())
    }

    /// `[number] [^m | vm] [*k]`, at least one part.
    fn compound(&mut self, end: usize) -> Result<GameId, Error> {
        self.skip_spaces(end);
        let start = self.pos;
        let mut g = self.arena.zero();
        let negative = self.pos < end && self.chars[self.pos] == '-';
        if negative {
            self.pos += 1;
        }
        if let Some(mut text) = self.digits(end) {
            if negative {
                text.insert(0, '-');
            }
            if self.pos < end && (self.chars[self.pos] == '/' || self.chars[self.pos] == '.') {
                text.push(self.chars[self.pos]);
                self.pos += 1;
                match self.digits(end) {
                    Some(more) => text.push_str(&more),
                    None => return Err(self.error("expected digits")),
                }
            }
            let x: Dyadic = text.parse().map_err(|_| ParseError {
                position: start,
                message: "not a dyadic number",
            })?;
            g = self.arena.number(x)?;
        }
        if self.pos < end && (self.chars[self.pos] == '^' || self.chars[self.pos] == 'v') {
            let sign = if self.chars[self.pos] == '^' { 1 } else { -1 };
            self.pos += 1;
            let m = self.count(end)?;
            let up = self.arena.up(sign * i64::from(m))?;
            g = self.arena.sum(g, up)?;
        }
        if self.pos < end && self.chars[self.pos] == '*' {
            self.pos += 1;
            let k = self.count(end)?;
            let star = self.arena.nimber(k)?;
            g = self.arena.sum(g, star)?;
        }
        if self.pos == start {
            return Err(self.error("expected a game"));
        }
        Ok(g)
    }

    /// An optional count after `^`, `v` or `*` (1 if absent).
    fn count(&mut self, end: usize) -> Result<u32, Error> {
        let at = self.pos;
        match self.digits(end) {
            None => Ok(1),
            Some(text) => text.parse().map_err(|_| {
                ParseError {
                    position: at,
                    message: "a count too large",
                }
                .into()
            }),
        }
    }
}
