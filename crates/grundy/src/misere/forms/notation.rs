//! `CGSuite`'s notation for misère canonical forms, read and written.
//!
//! A form is written `*[...]`. Inside, a digit is a nim heap (`(12)` for heaps of two or more
//! digits); a sequence of two or more terms is the game with those options; a term followed
//! by `#` is the game whose only option is that term; a term followed by a subscript in
//! brackets is a sum, read left to right: `2[2]` is `*2 + *2`, `2[#2#]` is the game whose
//! only option is `(the game whose only option is *2) + *2`. A bracketed list where a term
//! starts is the game with those options, even of one: `*[[2]]` is `*[2#]`. Forms are added
//! with `+`; `0`, `*` and `*n` are accepted as nim heaps.

use std::fmt::Write as _;

use combgames_base::hash::FastMap;

use super::arena::{Info, MAX_MISERE_BIRTHDAY, MisereArena, MisereId};
use crate::Error;
use crate::error::NotationError;

/// The longest text [`MisereArena::to_text`] writes: 4 MiB. The text of a form can grow
/// exponentially with its birthday (Kayles' heap of 20 takes 2.6 MB, each two heaps more
/// multiply it by about 7), and a longer one is refused.
pub const MAX_TEXT_BYTES: u64 = 1 << 22;

/// One step applied to a term, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Sub {
    /// `#`: the game whose only option is the term so far.
    Sharp,
    /// Plus a nim heap.
    Heap(u32),
}

/// The printed shape of a form.
#[derive(Debug, Clone)]
enum Atom {
    Heap(u32),
    List(Vec<String>),
}

impl MisereArena {
    /// Reads a sum of forms written in `CGSuite`'s notation: `*[42]` the game of the options
    /// `*4` and `*2`, `*[2#]` the game whose only option is `*2`, `*[2[2]]` the sum `*2 + *2`
    /// (docs/misere.md has the whole notation).
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let g = arena.parse("*[2] + *[2]").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "*[2[2]]");
    /// assert_eq!(arena.parse("*[42]"), arena.parse("*[[4,2]]"));
    /// let bad = arena.parse("*[#2]").unwrap_err();
    /// assert_eq!(bad.to_string(), "misère notation: '#' at position 2 follows no game (write it after a term, as in 2#)");
    /// ```
    ///
    /// # Errors
    /// [`Error::Notation`] with the position of the fault; [`Error::Exceeded`] and
    /// [`Error::BirthdayTooLarge`] for a form past the arena's limits.
    pub fn parse(&mut self, text: &str) -> Result<MisereId, Error> {
        let chars: Vec<char> = text.chars().collect();
        let mut reader = Reader {
            chars: &chars,
            at: 0,
            depth: 0,
        };
        reader.skip_space();
        if reader.at == chars.len() {
            return Err(NotationError::Empty.into());
        }
        let mut total = 0;
        loop {
            let summand = self.read_summand(&mut reader)?;
            total = self.checked_add(total, summand)?;
            reader.skip_space();
            match reader.peek() {
                None => break,
                Some('+') => {
                    reader.at += 1;
                    reader.skip_space();
                }
                Some(']') => {
                    return Err(NotationError::UnexpectedClose {
                        position: reader.at,
                    }
                    .into());
                }
                Some(c @ ('[' | '#')) => {
                    return Err(NotationError::OutsideBrackets {
                        position: reader.at,
                        found: c,
                    }
                    .into());
                }
                Some(found) => {
                    return Err(NotationError::Unexpected {
                        position: reader.at,
                        found,
                    }
                    .into());
                }
            }
        }
        Ok(self.id(total))
    }

    fn checked_add(&mut self, g: u32, h: u32) -> Result<u32, Error> {
        Ok(self.sum(self.id(g), self.id(h))?.index())
    }

    /// `*[...]`, `*n`, `*` or `0`.
    fn read_summand(&mut self, r: &mut Reader) -> Result<u32, Error> {
        match r.peek() {
            Some('0') => {
                r.at += 1;
                Ok(0)
            }
            Some('*') => {
                r.at += 1;
                match r.peek() {
                    Some('[') => {
                        let open = r.at;
                        r.at += 1;
                        let terms = self.read_list(r, open)?;
                        if terms.len() == 1 {
                            Ok(terms[0])
                        } else {
                            self.canonical(terms)
                        }
                    }
                    Some(c) if c.is_ascii_digit() => {
                        let (n, start) = r.number()?;
                        self.heap_at(n, start)
                    }
                    _ => self.heap(1),
                }
            }
            Some(found) => Err(NotationError::Expected {
                position: r.at,
                expected: "a form such as *[2], *3 or 0",
                found: Some(found),
            }
            .into()),
            None => Err(NotationError::Expected {
                position: r.at,
                expected: "a form such as *[2], *3 or 0",
                found: None,
            }
            .into()),
        }
    }

    fn heap_at(&mut self, n: u64, position: usize) -> Result<u32, Error> {
        match u32::try_from(n) {
            Ok(n) if n <= MAX_MISERE_BIRTHDAY => self.heap(n),
            _ => Err(NotationError::HeapTooLarge {
                position,
                max: MAX_MISERE_BIRTHDAY,
            }
            .into()),
        }
    }

    /// The items of the bracket opened at `open` (consumed) up to its `]`, each read by `item`
    /// from its first character (separators skipped); empty brackets are refused.
    fn read_bracket(
        &mut self,
        r: &mut Reader,
        open: usize,
        mut item: impl FnMut(&mut Self, &mut Reader, char) -> Result<(), Error>,
    ) -> Result<(), Error> {
        r.enter(open)?;
        let mut any = false;
        let result = loop {
            r.skip_separators();
            match r.peek() {
                None => break Err(NotationError::Unclosed { position: open }.into()),
                Some(']') => {
                    r.at += 1;
                    break if any {
                        Ok(())
                    } else {
                        Err(NotationError::EmptyBrackets { position: open }.into())
                    };
                }
                Some(first) => {
                    if let Err(e) = item(self, r, first) {
                        break Err(e);
                    }
                    any = true;
                }
            }
        };
        r.depth -= 1;
        result
    }

    /// The terms of the bracket opened at `open`.
    fn read_list(&mut self, r: &mut Reader, open: usize) -> Result<Vec<u32>, Error> {
        let mut terms = Vec::new();
        self.read_bracket(r, open, |arena, r, first| {
            terms.push(arena.read_term(r, first)?);
            Ok(())
        })?;
        Ok(terms)
    }

    /// The steps of the subscript opened at `open`, applied to `value` left to right: `#`
    /// makes the game whose only option is the value so far, an atom (a nim heap, or a
    /// bracketed list) is added to it. A `#` after an atom is the next step, not the atom's
    /// suffix: `4[#1#]` is `{{*4} + *1}`, as `4#[1]#` is (it was once read as `{*4} + {*1}`).
    fn read_subscript(
        &mut self,
        r: &mut Reader,
        open: usize,
        mut value: u32,
    ) -> Result<u32, Error> {
        self.read_bracket(r, open, |arena, r, first| {
            value = if first == '#' {
                r.at += 1;
                arena.canonical(vec![value])?
            } else {
                let atom = arena.read_atom(r, first)?;
                arena.checked_add(value, atom)?
            };
            Ok(())
        })?;
        Ok(value)
    }

    /// An atom, starting with `first` (the character at the cursor), and its suffixes.
    fn read_term(&mut self, r: &mut Reader, first: char) -> Result<u32, Error> {
        let mut value = self.read_atom(r, first)?;
        loop {
            match r.peek() {
                Some('#') => {
                    r.at += 1;
                    value = self.canonical(vec![value])?;
                }
                Some('[') => {
                    let open = r.at;
                    r.at += 1;
                    value = self.read_subscript(r, open, value)?;
                }
                _ => return Ok(value),
            }
        }
    }

    /// An atom without its suffixes, starting with `first` (the character at the cursor): a
    /// digit, a heap `(n)` or a bracketed list.
    fn read_atom(&mut self, r: &mut Reader, first: char) -> Result<u32, Error> {
        Ok(match first {
            c if c.is_ascii_digit() => {
                r.at += 1;
                self.heap(c.to_digit(10).unwrap_or(0))?
            }
            '(' => {
                let open = r.at;
                r.at += 1;
                let (n, start) = r.number()?;
                if r.peek() != Some(')') {
                    return Err(NotationError::Unclosed { position: open }.into());
                }
                r.at += 1;
                self.heap_at(n, start)?
            }
            '[' => {
                let open = r.at;
                r.at += 1;
                let terms = self.read_list(r, open)?;
                self.canonical(terms)?
            }
            '#' => return Err(NotationError::SharpFirst { position: r.at }.into()),
            found => {
                return Err(NotationError::Unexpected {
                    position: r.at,
                    found,
                }
                .into());
            }
        })
    }

    /// `g` in `CGSuite`'s notation, as [`parse`](MisereArena::parse) reads it: `*[2[2]]` for
    /// `*2 + *2`, `*[2#]` for the game whose only option is `*2`, `*[42]` for `{*4, *2}`.
    ///
    /// A nim heap is its number; a game with one option is that option and `#`; a game that
    /// is one of its own options plus a nim heap `*a` is written as that option with the
    /// subscript `a` (the simplest such option, then the least `a`); any other game is the
    /// list of its options, the latest born first.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let g = arena.parse("*[[2]]").unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "*[2#]");
    /// ```
    ///
    /// Cost: for each follower, a few sums of an option and a nim heap (memoised), and its
    /// text.
    ///
    /// # Errors
    /// [`Error::ForeignForm`]; [`Error::Exceeded`] if the sums tried pass the arena's limits;
    /// [`Error::TextTooLong`] past [`MAX_TEXT_BYTES`].
    pub fn to_text(&mut self, g: MisereId) -> Result<String, Error> {
        let g = self.check(g)?;
        let mut memo = FastMap::default();
        let (atom, subs) = self.shape(g, &mut memo)?;
        let mut out = String::from("*[");
        match (&atom, subs.is_empty()) {
            (Atom::List(items), true) => out.push_str(&join_items(items)),
            _ => out.push_str(&render(&atom, &subs)),
        }
        out.push(']');
        Ok(out)
    }

    /// The printed shape of `g`: an atom and its subscripts.
    fn shape(
        &mut self,
        g: u32,
        memo: &mut FastMap<u32, (Atom, Vec<Sub>)>,
    ) -> Result<(Atom, Vec<Sub>), Error> {
        if let Some(known) = memo.get(&g) {
            return Ok(known.clone());
        }
        let Info {
            birthday,
            normal,
            heap,
            ..
        } = self.raw_info(g);
        let options = self.raw_options(g).to_vec();
        let shape = if let Some(n) = heap {
            (Atom::Heap(n), Vec::new())
        } else if options.len() == 1 {
            let (atom, mut subs) = self.shape(options[0], memo)?;
            subs.push(Sub::Sharp);
            (atom, subs)
        } else if let Some((h, a)) = self.heap_summand(g, &options, birthday, normal, memo)? {
            let (atom, mut subs) = self.shape(h, memo)?;
            subs.push(Sub::Heap(a));
            (atom, subs)
        } else {
            let mut items = Vec::new();
            for &o in &options {
                let (atom, subs) = self.shape(o, memo)?;
                items.push((self.raw_info(o).birthday, render(&atom, &subs)));
            }
            items.sort_by(|x, y| y.cmp(x));
            let length = items.iter().map(|(_, t)| t.len() as u64).sum::<u64>() + 2;
            if length > MAX_TEXT_BYTES {
                return Err(Error::TextTooLong {
                    limit: MAX_TEXT_BYTES,
                });
            }
            (
                Atom::List(items.into_iter().map(|(_, t)| t).collect()),
                Vec::new(),
            )
        };
        memo.insert(g, shape.clone());
        Ok(shape)
    }

    /// An option `h` of `g` and a heap `a >= 1` with `g = h + *a`: the earliest born `h`,
    /// then the least `a`, then the first in print.
    fn heap_summand(
        &mut self,
        g: u32,
        options: &[u32],
        birthday: u32,
        normal: u32,
        memo: &mut FastMap<u32, (Atom, Vec<Sub>)>,
    ) -> Result<Option<(u32, u32)>, Error> {
        let mut best: Option<(u32, u32, String, u32)> = None;
        for &h in options {
            let Info {
                birthday: hb,
                normal: hn,
                ..
            } = self.raw_info(h);
            let a = hn ^ normal; // the normal values add as nim-sums
            if a == 0 || a > birthday || hb + a > MAX_MISERE_BIRTHDAY {
                continue;
            }
            if let Some((bb, ba, _, _)) = &best {
                if (hb, a) > (*bb, *ba) {
                    continue;
                }
            }
            let heap = self.heap(a)?;
            if self.add(h, heap)? != g {
                continue;
            }
            let (atom, subs) = self.shape(h, memo)?;
            let text = render(&atom, &subs);
            let candidate = (hb, a, text, h);
            if best
                .as_ref()
                .is_none_or(|b| (&candidate.0, candidate.1, &candidate.2) < (&b.0, b.1, &b.2))
            {
                best = Some(candidate);
            }
        }
        Ok(best.map(|(_, a, _, h)| (h, a)))
    }
}

/// An atom with its subscripts: `#`s written bare when they are all there is, otherwise the
/// steps in one bracket.
fn render(atom: &Atom, subs: &[Sub]) -> String {
    let mut out = match atom {
        Atom::Heap(n) => heap_text(*n),
        Atom::List(items) => format!("[{}]", join_items(items)),
    };
    if subs.iter().all(|s| *s == Sub::Sharp) {
        out.extend(subs.iter().map(|_| '#'));
    } else {
        out.push('[');
        for s in subs {
            match s {
                Sub::Sharp => out.push('#'),
                Sub::Heap(a) => out.push_str(&heap_text(*a)),
            }
        }
        out.push(']');
    }
    out
}

/// The options of a list, written one after another, with a comma before each one that opens
/// a bracket (but the first): right after another option that bracket would read as that
/// option's subscript (`[4[#1]],[2[##4]]` is two options; `[4[#1]][2[##4]]` one, a sum).
fn join_items(items: &[String]) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        if i > 0 && item.starts_with('[') {
            out.push(',');
        }
        out.push_str(item);
    }
    out
}

/// A nim heap in a list: one digit, or `(n)` from 10 up.
pub(crate) fn heap_text(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        let mut s = String::new();
        let _ = write!(s, "({n})");
        s
    }
}

/// A cursor over the text.
struct Reader<'a> {
    chars: &'a [char],
    at: usize,
    /// The brackets open.
    depth: usize,
}

/// The most brackets open at once: the reader recurses once a bracket, and no form of a
/// birthday the arena holds needs more.
pub(crate) const MAX_NESTING: usize = 256;

impl Reader<'_> {
    /// One more bracket open, the one at `open`.
    fn enter(&mut self, open: usize) -> Result<(), Error> {
        if self.depth >= MAX_NESTING {
            return Err(NotationError::NestedTooDeep {
                position: open,
                max: MAX_NESTING,
            }
            .into());
        }
        self.depth += 1;
        Ok(())
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.at += 1;
        }
    }

    fn skip_separators(&mut self) {
        while self.peek().is_some_and(|c| c.is_whitespace() || c == ',') {
            self.at += 1;
        }
    }

    /// Decimal digits (at least one), and where they start.
    fn number(&mut self) -> Result<(u64, usize), Error> {
        let start = self.at;
        let mut n: u64 = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            n = n
                .checked_mul(10)
                .and_then(|n| n.checked_add(u64::from(d)))
                .ok_or(NotationError::HeapTooLarge {
                    position: start,
                    max: MAX_MISERE_BIRTHDAY,
                })?;
            self.at += 1;
        }
        if self.at == start {
            return Err(NotationError::Expected {
                position: start,
                expected: "a number",
                found: self.peek(),
            }
            .into());
        }
        Ok((n, start))
    }
}
