//! Games as text, read: the standard notation, parsed with recursion bounded by `MAX_NESTING`.

use combgames_dyadic::Dyadic;

use crate::bounds::{MAX_NESTING, MAX_TEXT};
use crate::error::{ParseReason, Quantity};
use crate::{Arena, Error, GameId, NumberUpStar, ParseError, Uptimal, UptimalKind};

/// The partner of every bracket (`(` with `)`, `{` with `}`), in one pass; `usize::MAX` for
/// other characters.
pub(crate) fn partners(chars: &[char]) -> Result<Vec<usize>, Error> {
    let mut partner = vec![usize::MAX; chars.len()];
    let mut open: Vec<usize> = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        match c {
            '(' | '{' => open.push(i),
            ')' | '}' => {
                let want = if c == ')' { '(' } else { '{' };
                match open.pop() {
                    Some(j) if chars[j] == want => {
                        partner[i] = j;
                        partner[j] = i;
                    }
                    Some(j) => {
                        return Err(ParseError {
                            position: i,
                            reason: ParseReason::Expected(closing(chars[j])),
                        }
                        .into());
                    }
                    None => {
                        return Err(ParseError {
                            position: i,
                            reason: ParseReason::UnmatchedClose,
                        }
                        .into());
                    }
                }
            }
            _ => {}
        }
    }
    match open.last() {
        None => Ok(partner),
        Some(&j) => Err(ParseError {
            position: chars.len(),
            reason: ParseReason::Expected(closing(chars[j])),
        }
        .into()),
    }
}

impl Arena {
    /// Parses a game in the standard notation and stores its canonical form.
    ///
    /// * numbers: `3`, `-2`, `3/4`, `0.375`; nimbers `*`, `*3`; ups `^`, `^3` (or `^^^`),
    ///   downs `v`, `v2` (or `vv`); a number, an up part and a star part may follow each other: `1/2^*`, `3*2`, and
    ///   a minus sign before the digits belongs to the number (`-1v` is `(-1) + v`);
    /// * uptimals `^<n>` (the `n`-th uptimal power of up), `^[n]` (`^<1> + ... + ^<n>`),
    ///   `v<n>`, `v[n]`, in place of the up part: `^<2>*`, `1v[3]`;
    /// * braces `{A, B | C, D}`, nesting by bar count: `{3||2*|1*}` is `{3|{2*|1*}}` (the
    ///   most bars split the outer game);
    /// * sums `G + H`, differences `G - H`, `-G`, `+-G` (a switch `{G|-G}`; `x+-y` is
    ///   `x + (+-y)`), the `+-{A,B}` of `CGSuite` and `+-(A,B)` (the switch `{A,B|-A,-B}`),
    ///   `Tiny(G)`, `Miny(G)`, parentheses; an option may be any of these (`{1+*|-1}`);
    /// * multiples `n*G` and `-n*G` of a game in braces or parentheses or named by a word
    ///   (`3*{1|0}`, `2 * Tiny(1)`, `-4*(^*)`, `3*v2`): `n` copies added by doubling; a star
    ///   followed by digits, `^` or nothing is the compound's star (`3*2` is `3 + *2`);
    ///
    /// Bounds: at most [`MAX_TEXT`] characters, and braces, parentheses and the sides of bar
    /// forms nested at most [`MAX_NESTING`] deep (the recursion of the parser is bounded by
    /// that, never by the input). Brackets are matched once, in one pass, and every later
    /// scan skips a bracketed part in one step, so a text of `n` characters takes `O(n log n)`
    /// work before the arena's own (bar forms nest as deep as their longest bar run). A run
    /// of prefix signs (`--G`, `+-+-G`) is read in a loop.
    ///
    /// # Errors
    /// [`Error::Parse`] with the character position of the problem; [`Error::TooLarge`] for a
    /// text past [`MAX_TEXT`] characters; [`Error::Exceeded`] (games), [`Error::TooLarge`] or
    /// [`Error::NumberTooLarge`] for games the arena cannot hold.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{1,2|}").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "3"); // published: {1,2|} = 3
    /// let h = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "{3||2*|1*}");
    /// assert!(arena.parse("{1|2|3}").is_err()); // ambiguous bars
    /// let three = arena.parse("3*{1|0}").unwrap(); // three copies of 1/2 +- 1/2
    /// assert_eq!(arena.to_text(three).unwrap(), "3/2+-1/2");
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, Error> {
        let (chars, partner) = bracketed_chars(text)?;
        let mut parser = Parser {
            chars: &chars,
            partner: &partner,
            pos: 0,
            depth: 0,
            arena: self,
        };
        let end = chars.len();
        let g = parser.expr(end)?;
        parser.skip_spaces(end);
        if parser.pos != end {
            return Err(parser.error(ParseReason::TrailingText));
        }
        Ok(g)
    }
}

struct Parser<'a> {
    chars: &'a [char],
    /// The matching bracket of each bracket (see [`partners`]).
    partner: &'a [usize],
    pos: usize,
    /// The nesting of the current call: expressions and bar forms entered, not yet left.
    depth: usize,
    arena: &'a mut Arena,
}

impl Parser<'_> {
    /// One level deeper, refused past [`MAX_NESTING`].
    fn enter(&mut self) -> Result<(), Error> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(self.error(ParseReason::TooDeep));
        }
        Ok(())
    }

    fn error(&self, reason: ParseReason) -> Error {
        ParseError {
            position: self.pos,
            reason,
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
        self.enter()?;
        let g = self.expr_inner(end);
        self.depth -= 1;
        g
    }

    fn expr_inner(&mut self, end: usize) -> Result<GameId, Error> {
        let mut g = self.term(end)?;
        loop {
            if self.starts_with("+-", end) {
                self.pos += 2;
                let s = if let Some(close) = self.option_list(end) {
                    self.switch_list(close)?
                } else {
                    let h = self.term(end)?;
                    self.arena.switch(h)?
                };
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

    /// `('-' | '+-')* atom`: the prefix signs are read in a loop and applied from the inside
    /// out.
    fn term(&mut self, end: usize) -> Result<GameId, Error> {
        // true for a switch `+-`, false for a minus sign.
        let mut signs: Vec<bool> = Vec::new();
        loop {
            if self.starts_with("+-", end) {
                self.pos += 2;
                signs.push(true);
                continue;
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
                    signs.push(false);
                    continue;
                }
            }
            break;
        }
        let list = if signs.last() == Some(&true) {
            self.option_list(end)
        } else {
            None
        };
        let mut g = if let Some(close) = list {
            signs.pop();
            self.switch_list(close)?
        } else {
            self.atom(end)?
        };
        for switch in signs.into_iter().rev() {
            g = if switch {
                self.arena.switch(g)?
            } else {
                self.arena.neg(g)?
            };
        }
        Ok(g)
    }

    /// After `+-`: the closing bracket of a list of options `{A, B}` (braces without bars)
    /// or `(A, B)` (parentheses with a comma) opening at `self.pos`, if one does.
    fn option_list(&mut self, end: usize) -> Option<usize> {
        let open = self.peek(end)?;
        if open != '{' && open != '(' {
            return None;
        }
        let close = self.matching(end, open, closing(open)).ok()?;
        if !self.bar_runs(self.pos + 1, close).is_empty() {
            return None;
        }
        let saved = self.pos;
        self.pos += 1;
        let comma = self.next_comma(close);
        self.pos = saved;
        (open == '{' || comma < close).then_some(close)
    }

    /// The `+-{A, B}` of `CGSuite` (or `+-(A, B)`): the switch `{A, B | -A, -B}` with the options
    /// listed from `self.pos` (the opening bracket) to `close`; the position ends after it.
    fn switch_list(&mut self, close: usize) -> Result<GameId, Error> {
        let left = self.side(self.pos + 1, close)?;
        self.pos = close + 1;
        let right: Vec<GameId> = left
            .iter()
            .map(|&a| self.arena.neg(a))
            .collect::<Result<_, _>>()?;
        self.arena.game(&left, &right)
    }

    /// The game in the parentheses opening at `self.pos`, which must hold nothing else; the
    /// position ends after the closing one.
    fn parenthesised(&mut self, end: usize) -> Result<GameId, Error> {
        let close = self.matching(end, '(', ')')?;
        self.pos += 1;
        let g = self.expr(close)?;
        self.skip_spaces(close);
        if self.pos != close {
            return Err(self.error(ParseReason::Expected(')')));
        }
        self.pos = close + 1;
        Ok(g)
    }

    fn atom(&mut self, end: usize) -> Result<GameId, Error> {
        match self.peek(end) {
            None => Err(self.error(ParseReason::ExpectedGame)),
            Some('(') => self.parenthesised(end),
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
                let g = self.parenthesised(end)?;
                let result = if tiny {
                    self.arena.tiny(g)
                } else {
                    self.arena.miny(g)
                };
                result.map_err(|e| match e {
                    Error::NotPositive(_) => ParseError {
                        position: at,
                        reason: ParseReason::NotPositive,
                    }
                    .into(),
                    other => other,
                })
            }
            Some(_) => match multiplier(self.chars, self.pos, end) {
                Some(m) => self.multiple(&m, end),
                None => self.compound(end),
            },
        }
    }

    /// The multiple `n*G` found by [`multiplier`] here: `n` copies of the game after the star
    /// (of its negative for `-n*G`), by doubling (`O(log n)` sums); a count past `2^63 - 1` is
    /// refused (`CountTooLarge`).
    fn multiple(&mut self, m: &Multiplier, end: usize) -> Result<GameId, Error> {
        let count = m.digits.parse::<i64>().map_err(|_| ParseError {
            position: m.digits_at,
            reason: ParseReason::CountTooLarge,
        })?;
        // No chain of multiples without brackets (the game after the star starts with a
        // letter or a bracket), so the recursion stays within the brackets' nesting.
        self.pos = m.after;
        let g = self.atom(end)?;
        let n = Dyadic::from_integer(if m.negative { -count } else { count });
        self.arena.multiple(n, g)
    }

    /// The position of the bracket matching the one at `self.pos` (`O(1)`: matched once).
    fn matching(&self, end: usize, open: char, close: char) -> Result<usize, Error> {
        let at = self.partner[self.pos];
        if self.chars[self.pos] == open && at != usize::MAX && at < end {
            return Ok(at);
        }
        Err(ParseError {
            position: end,
            reason: ParseReason::Expected(close),
        }
        .into())
    }

    /// The bar runs at depth 0 of `[start, end)`: (position, length). Bracketed parts are
    /// skipped in one step.
    fn bar_runs(&self, start: usize, end: usize) -> Vec<(usize, usize)> {
        bar_runs(self.chars, self.partner, start, end)
    }

    /// The game written between braces at `[start, end)` (the braces excluded).
    fn braced(&mut self, start: usize, end: usize) -> Result<GameId, Error> {
        self.pos = start;
        self.enter()?;
        let g = self.braced_inner(start, end);
        self.depth -= 1;
        g
    }

    fn braced_inner(&mut self, start: usize, end: usize) -> Result<GameId, Error> {
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
                return Err(self.error(ParseReason::ExpectedCommaOrBar));
            }
            if comma == end {
                return Ok(options);
            }
            self.pos = comma + 1;
        }
    }

    fn next_comma(&self, end: usize) -> usize {
        next_comma(self.chars, self.partner, self.pos, end)
    }

    fn digits(&mut self, end: usize) -> Option<String> {
        let start = self.pos;
        while self.pos < end && self.chars[self.pos].is_ascii_digit() {
            self.pos += 1;
        }
        (self.pos > start).then(|| self.chars[start..self.pos].iter().collect())
    }

    /// `[number] [^m | vm] [*k]`, at least one part, spaces allowed between the parts
    /// (`123 v 58 * 34`); built directly as `x + m.^ + *k` (held symbolically when born
    /// too late to store).
    fn compound(&mut self, end: usize) -> Result<GameId, Error> {
        self.skip_spaces(end);
        let start = self.pos;
        let mut parts = NumberUpStar {
            number: Dyadic::ZERO,
            ups: 0,
            star: 0,
        };
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
                    None => return Err(self.error(ParseReason::ExpectedDigits)),
                }
            }
            parts.number = text.parse().map_err(|e| ParseError {
                position: start,
                reason: match e {
                    combgames_dyadic::Error::Overflow
                    | combgames_dyadic::Error::Parse(combgames_dyadic::ParseError::TooLong) => {
                        ParseReason::NumberOutsideRule
                    }
                    _ => ParseReason::NotDyadic,
                },
            })?;
            if !crate::is_buildable(parts.number) {
                // Name the limit, and the number as written (not as reduced).
                return Err(ParseError {
                    position: start,
                    reason: ParseReason::NumberOutsideRule,
                }
                .into());
            }
        }
        let mut uptimal = None;
        if matches!(self.peek(end), Some('^' | 'v')) {
            let symbol = self.chars[self.pos];
            // `^^^` is `^3` and `vv` is `v2`; a count follows a single symbol only.
            let mut repeats = 0u64;
            while self.pos < end && self.chars[self.pos] == symbol {
                self.pos += 1;
                repeats += 1;
            }
            let at = self.pos;
            if repeats == 1 && at < end && matches!(self.chars[at], '<' | '[') {
                uptimal = Some(self.uptimal(symbol == 'v', end)?);
            }
            let m = if uptimal.is_some() {
                0
            } else if repeats == 1 {
                self.count(end)?
            } else {
                repeats
            };
            let m = i64::try_from(m).map_err(|_| ParseError {
                position: at,
                reason: ParseReason::CountTooLarge,
            })?;
            parts.ups = if symbol == '^' { m } else { -m };
        }
        if self.peek(end) == Some('*') {
            self.pos += 1;
            parts.star = self.count(end)?;
        }
        if self.pos == start {
            return Err(self.error(ParseReason::ExpectedGame));
        }
        let g = self.arena.number_up_star(parts)?;
        match uptimal {
            None => Ok(g),
            Some(u) => {
                let u = self.arena.uptimal(u)?;
                self.arena.sum(g, u)
            }
        }
    }

    /// `<n>` or `[n]` after `^` or `v` (the position at the bracket): the uptimal `^<n>`,
    /// `^[n]`, `v<n>` or `v[n]`.
    fn uptimal(&mut self, down: bool, end: usize) -> Result<Uptimal, Error> {
        let (kind, close) = if self.chars[self.pos] == '<' {
            (UptimalKind::Power, '>')
        } else {
            (UptimalKind::UpTo, ']')
        };
        self.pos += 1;
        let at = self.pos;
        let Some(digits) = self.digits(end) else {
            return Err(self.error(ParseReason::ExpectedDigits));
        };
        let n = digits.parse().map_err(|_| ParseError {
            position: at,
            reason: ParseReason::CountTooLarge,
        })?;
        if self.pos >= end || self.chars[self.pos] != close {
            return Err(self.error(ParseReason::Expected(close)));
        }
        self.pos += 1;
        Ok(Uptimal {
            kind,
            n,
            down,
            star: false,
        })
    }

    /// An optional count after `^`, `v` or `*` (1 if absent), spaces allowed before it.
    fn count(&mut self, end: usize) -> Result<u64, Error> {
        let before = self.pos;
        self.skip_spaces(end);
        let at = self.pos;
        match self.digits(end) {
            None => {
                self.pos = before;
                Ok(1)
            }
            Some(text) => text.parse().map_err(|_| {
                ParseError {
                    position: at,
                    reason: ParseReason::CountTooLarge,
                }
                .into()
            }),
        }
    }
}

/// The characters of `text` (at most [`MAX_TEXT`]) and their [`partners`].
pub(crate) fn bracketed_chars(text: &str) -> Result<(Vec<char>, Vec<usize>), Error> {
    let length = text.chars().count();
    if length > MAX_TEXT {
        return Err(Error::TooLarge {
            what: Quantity::TextLength,
            value: length as u64,
            limit: MAX_TEXT as u64,
        });
    }
    let chars: Vec<char> = text.chars().collect();
    let partner = partners(&chars)?;
    Ok((chars, partner))
}

/// The character after the bracketed part opening at `i` (`partner` from [`partners`]), or
/// `i + 1` for any other character.
pub(crate) fn skip_bracketed(partner: &[usize], i: usize) -> usize {
    match partner[i] {
        close if close != usize::MAX && close > i => close + 1,
        _ => i + 1,
    }
}

/// The bar runs at depth 0 of `[start, end)`: (position, length). Bracketed parts are
/// skipped in one step.
pub(crate) fn bar_runs(
    chars: &[char],
    partner: &[usize],
    start: usize,
    end: usize,
) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut i = start;
    while i < end {
        if chars[i] == '|' {
            let run_start = i;
            while i < end && chars[i] == '|' {
                i += 1;
            }
            runs.push((run_start, i - run_start));
            continue;
        }
        i = skip_bracketed(partner, i);
    }
    runs
}

/// The first comma at depth 0 of `[from, end)`, or `end`.
pub(crate) fn next_comma(chars: &[char], partner: &[usize], from: usize, end: usize) -> usize {
    let mut i = from;
    while i < end {
        if chars[i] == ',' {
            return i;
        }
        i = skip_bracketed(partner, i);
    }
    end
}

/// A multiple `n*G` starting at `start`: an optional minus sign, digits, a star (spaces
/// around it allowed: `3 * {1|0}`), then a game whose text is no part of the short notation's
/// number-up-star compound (a word such as `v2`, `Tiny(1)` or `upon`, braces, parentheses, or
/// an uptimal of `on` such as `^[on]`). A star followed by anything else belongs to a compound
/// (`3*` is `3 + *`, `3*2` is `3 + *2`), so no text read before multiples were changes meaning.
///
/// Returns whether the count is negative, its digits, and where the game after the star
/// begins; `None` when the text here is no multiple.
pub(crate) fn multiplier(chars: &[char], start: usize, end: usize) -> Option<Multiplier> {
    let skip_spaces = |mut i: usize| {
        while i < end && chars[i].is_whitespace() {
            i += 1;
        }
        i
    };
    let negative = start < end && chars[start] == '-';
    let first = start + usize::from(negative);
    let mut i = first;
    while i < end && chars[i].is_ascii_digit() {
        i += 1;
    }
    if i == first {
        return None;
    }
    let star = skip_spaces(i);
    if star >= end || chars[star] != '*' {
        return None;
    }
    let after = skip_spaces(star + 1);
    if after >= end {
        return None;
    }
    let next = chars[after];
    let rest: String = chars[after..(after + 5).min(end)].iter().collect();
    let uptimal_on = matches!(&rest[..], "^[on]" | "v[on]" | "^<on>" | "v<on>");
    if !(next.is_ascii_alphabetic() || next == '{' || next == '(' || uptimal_on) {
        return None;
    }
    Some(Multiplier {
        negative,
        digits: chars[first..i].iter().collect(),
        digits_at: first,
        after,
    })
}

/// A multiple's count as written, found by [`multiplier`].
pub(crate) struct Multiplier {
    /// A minus sign before the digits: `-3*G` is `-(3*G)`.
    pub(crate) negative: bool,
    /// The count's digits.
    pub(crate) digits: String,
    /// Where the digits begin.
    pub(crate) digits_at: usize,
    /// Where the game after the star begins.
    pub(crate) after: usize,
}

/// The bracket that closes `open` (`(` or `{`).
fn closing(open: char) -> char {
    if open == '(' { ')' } else { '}' }
}
