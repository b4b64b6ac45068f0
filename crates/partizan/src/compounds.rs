//! Other ways to combine two games than the disjunctive sum: the ordinal sum, the conjunctive
//! and selective compounds, and Conway's product; on games as written ([`Form`]).
//!
//! ```text
//! ordinal sum   G:H = { G^L, G:H^L | G^R, G:H^R }                     (ONAG ch. 15; Siegel II.5)
//! conjunctive   G∧H = { G^L∧H^L | G^R∧H^R }: move in both; over when either is
//! selective     G∨H = { G^L∨H, G∨H^L, G^L∨H^L | likewise for Right }: move in one or both
//!                                                                     (Winning Ways ch. 9)
//! product       G·H = { G^L·H + G·H^L - G^L·H^L,  G^R·H + G·H^R - G^R·H^R |
//!                       G^L·H + G·H^R - G^L·H^R,  G^R·H + G·H^L - G^R·H^L }   (ONAG ch. 1)
//! ```
//!
//! Unlike the sum, these depend on the form of a game and not only on its value: the ordinal
//! sum on the form of its base `G` (`{*|*}` equals `0`, yet `{*|*}:1 = ^` while `0:1 = 1`),
//! the compounds on the forms of both. So they take a [`Form`]: the game as written, its options
//! as the text gives them, down to parts written without braces (a number, `*2`, `^`, a sum),
//! which are taken in canonical form.
//!
//! ```
//! use combgames_partizan::Arena;
//! let mut arena = Arena::new();
//! let one = arena.parse("1").unwrap();
//! let (written, zero) = (arena.parse_form("{*|*}").unwrap(), arena.parse_form("0").unwrap());
//! let a = arena.ordinal_sum(&written, one).unwrap();
//! let b = arena.ordinal_sum(&zero, one).unwrap();
//! assert_eq!((arena.to_text(a).unwrap(), arena.to_text(b).unwrap()), ("^".into(), "1".into()));
//! ```

use std::collections::HashMap;

use crate::error::{ParseError, ParseReason};
use crate::{Arena, Error, GameId};

/// A game as written: `{L | R}` with its options as the text gives them, or a game taken in
/// canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// A game in canonical form: a part of the text without braces at its top (`1/2`, `*`,
    /// `^ + *`), or an option of one.
    Game(GameId),
    /// `{ left | right }`, the options as written.
    Options(Vec<Form>, Vec<Form>),
}

/// The text between the outer braces of `text`, if they enclose all of it.
fn inside_braces(text: &str) -> Option<&str> {
    let inner = text.strip_prefix('{')?.strip_suffix('}')?;
    let mut depth = 0i64;
    for c in inner.chars() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return None;
        }
    }
    (depth == 0).then_some(inner)
}

/// `text` split at `separator` characters outside braces and parentheses.
fn split_top(text: &str, separator: char) -> Vec<&str> {
    let (mut parts, mut depth, mut start) = (Vec::new(), 0i64, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            c if c == separator && depth == 0 => {
                parts.push(&text[start..i]);
                start = i + c.len_utf8();
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// The longest run of bars outside braces and parentheses, and where it starts.
fn widest_bars(text: &str) -> Option<(usize, usize)> {
    let (mut depth, mut best, mut run, mut start) = (0i64, None::<(usize, usize)>, 0, 0);
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            _ => {}
        }
        if c == '|' && depth == 0 {
            if run == 0 {
                start = i;
            }
            run += 1;
            if best.is_none_or(|(n, _)| run > n) {
                best = Some((run, start));
            }
        } else {
            run = 0;
        }
    }
    best
}

impl Arena {
    /// The game `text` as written ([`Form`]): braces give options as the text lists them (the
    /// most bars split a game, as in [`Arena::parse`]), parts without braces at their top are
    /// taken in canonical form. Its value is [`Arena::parse`]'s.
    ///
    /// # Errors
    /// Those of [`Arena::parse`] on the text.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Form};
    /// let mut arena = Arena::new();
    /// let f = arena.parse_form("{-1|1}").unwrap();
    /// assert!(matches!(f, Form::Options(ref l, ref r) if l.len() == 1 && r.len() == 1));
    /// assert_eq!(arena.form_value(&f).unwrap(), arena.zero());
    /// ```
    pub fn parse_form(&mut self, text: &str) -> Result<Form, Error> {
        // The parser's errors, positions and limits, on the whole text first.
        let value = self.parse(text)?;
        let form = self.form_of(text.trim())?;
        if self.form_value(&form)? != value {
            return Err(ParseError {
                position: 0,
                reason: ParseReason::ExpectedGame,
            }
            .into());
        }
        Ok(form)
    }

    fn form_of(&mut self, text: &str) -> Result<Form, Error> {
        let text = text.trim();
        let Some(inner) = inside_braces(text) else {
            return Ok(Form::Game(self.parse(text)?));
        };
        let Some((bars, at)) = widest_bars(inner) else {
            return Ok(Form::Game(self.parse(text)?));
        };
        let (left, right) = (&inner[..at], &inner[at + bars..]);
        let mut side = |part: &str| -> Result<Vec<Form>, Error> {
            let part = part.trim();
            if part.is_empty() {
                return Ok(Vec::new());
            }
            // A side with bars of its own is one option: `{3||2*|1*}` has the Right option
            // `{2*|1*}`.
            if widest_bars(part).is_some() {
                return Ok(vec![self.form_of(&format!("{{{part}}}"))?]);
            }
            split_top(part, ',')
                .into_iter()
                .map(|option| self.form_of(option))
                .collect()
        };
        let left = side(left)?;
        let right = side(right)?;
        Ok(Form::Options(left, right))
    }

    /// The value of a form: its canonical form.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    pub fn form_value(&mut self, form: &Form) -> Result<GameId, Error> {
        match form {
            Form::Game(g) => {
                self.check(*g)?;
                Ok(*g)
            }
            Form::Options(left, right) => {
                let left: Vec<GameId> = left
                    .iter()
                    .map(|f| self.form_value(f))
                    .collect::<Result<_, _>>()?;
                let right: Vec<GameId> = right
                    .iter()
                    .map(|f| self.form_value(f))
                    .collect::<Result<_, _>>()?;
                self.game(&left, &right)
            }
        }
    }

    /// The memo key of two forms that are both canonical games (checked), else `None`.
    fn pair_key(&self, g: &Form, h: &Form) -> Result<Option<(GameId, GameId)>, Error> {
        Ok(match (g, h) {
            (Form::Game(a), Form::Game(b)) => {
                self.check(*a)?;
                self.check(*b)?;
                Some((*a, *b))
            }
            _ => None,
        })
    }

    /// The options of a form on one side (a canonical game's are its canonical options).
    fn form_options(&mut self, form: &Form, left: bool) -> Result<Vec<Form>, Error> {
        Ok(match form {
            Form::Game(g) => {
                let kids = if left {
                    self.left_of(*g)?
                } else {
                    self.right_of(*g)?
                };
                kids.into_iter().map(Form::Game).collect()
            }
            Form::Options(l, r) => (if left { l } else { r }).clone(),
        })
    }

    /// `Ok` if `form` is born by day [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY): the compounds
    /// recurse through every position of their forms, numbers included (a number is a chain
    /// of positions as long as its birthday), so this bounds their depth.
    ///
    /// # Errors
    /// [`Error::TooLarge`] (birthday) past it; [`Error::NoSuchGame`].
    fn check_form(&self, form: &Form) -> Result<(), Error> {
        let born = self.form_birthday(form)?;
        if born > u64::from(crate::MAX_BIRTHDAY) {
            return Err(Error::TooLarge {
                what: crate::Quantity::Birthday,
                value: born,
                limit: u64::from(crate::MAX_BIRTHDAY),
            });
        }
        Ok(())
    }

    /// The birthday of a form: its options' latest plus one (a game's own birthday).
    fn form_birthday(&self, form: &Form) -> Result<u64, Error> {
        match form {
            Form::Game(g) => self.birthday(*g),
            Form::Options(l, r) => {
                let mut born = 0;
                for f in l.iter().chain(r) {
                    born = born.max(self.form_birthday(f)?.saturating_add(1));
                }
                Ok(born)
            }
        }
    }

    /// The **ordinal sum** `G:H = { G^L, G:H^L | G^R, G:H^R }` of the base `g` as written and
    /// `h`: play in `H` as long as no one moves in `G`, and a move in `G` throws `H` away. It
    /// depends on `H`'s value only (so `h` is its canonical form) and on `G`'s form.
    /// One game per position of `h`, each built from `G`'s options.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse_form("1/2").unwrap();
    /// let h = arena.parse("1/4").unwrap();
    /// let s = arena.ordinal_sum(&g, h).unwrap();
    /// assert_eq!(arena.to_text(s).unwrap(), "9/16");
    /// ```
    pub fn ordinal_sum(&mut self, g: &Form, h: GameId) -> Result<GameId, Error> {
        self.check(h)?;
        self.check_form(&Form::Game(h))?;
        let mut base = [Vec::new(), Vec::new()];
        for (side, left) in [(0, true), (1, false)] {
            for f in self.form_options(g, left)? {
                base[side].push(self.form_value(&f)?);
            }
        }
        let mut memo = HashMap::new();
        self.ordinal_sum_at(&base, h, &mut memo)
    }

    fn ordinal_sum_at(
        &mut self,
        base: &[Vec<GameId>; 2],
        h: GameId,
        memo: &mut HashMap<GameId, GameId>,
    ) -> Result<GameId, Error> {
        if let Some(&done) = memo.get(&h) {
            return Ok(done);
        }
        let mut sides = [base[0].clone(), base[1].clone()];
        for (side, kids) in [self.left_of(h)?, self.right_of(h)?]
            .into_iter()
            .enumerate()
        {
            for k in kids {
                let s = self.ordinal_sum_at(base, k, memo)?;
                sides[side].push(s);
            }
        }
        let done = self.game(&sides[0], &sides[1])?;
        memo.insert(h, done);
        Ok(done)
    }

    /// The **conjunctive compound** `G∧H = { G^L∧H^L | G^R∧H^R }` of `g` and `h` as written:
    /// each move is made in both, and play ends as soon as either has no move for the player
    /// (Winning Ways ch. 9). One game per pair of positions.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (g, h) = (arena.parse_form("1/2").unwrap(), arena.parse_form("1/4").unwrap());
    /// let c = arena.conjunctive(&g, &h).unwrap();
    /// assert_eq!(arena.to_text(c).unwrap(), "1/2");
    /// ```
    pub fn conjunctive(&mut self, g: &Form, h: &Form) -> Result<GameId, Error> {
        self.check_form(g)?;
        self.check_form(h)?;
        let mut memo = HashMap::new();
        self.compound(g, h, false, &mut memo)
    }

    /// The **selective compound** `G∨H = { G^L∨H, G∨H^L, G^L∨H^L | ... }` of `g` and `h` as
    /// written: each move is made in one or both (Winning Ways ch. 9). One game per pair of
    /// positions.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (g, h) = (arena.parse_form("1/2").unwrap(), arena.parse_form("1/4").unwrap());
    /// let s = arena.selective(&g, &h).unwrap();
    /// assert_eq!(arena.to_text(s).unwrap(), "3/4");
    /// ```
    pub fn selective(&mut self, g: &Form, h: &Form) -> Result<GameId, Error> {
        self.check_form(g)?;
        self.check_form(h)?;
        let mut memo = HashMap::new();
        self.compound(g, h, true, &mut memo)
    }

    fn compound(
        &mut self,
        g: &Form,
        h: &Form,
        selective: bool,
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<GameId, Error> {
        let key = self.pair_key(g, h)?;
        if let Some(done) = key.and_then(|k| memo.get(&k)) {
            return Ok(*done);
        }
        let mut sides: [Vec<GameId>; 2] = [Vec::new(), Vec::new()];
        for (side, is_left) in [(0, true), (1, false)] {
            let (gs, hs) = (
                self.form_options(g, is_left)?,
                self.form_options(h, is_left)?,
            );
            for go in &gs {
                for ho in &hs {
                    let both = self.compound(go, ho, selective, memo)?;
                    sides[side].push(both);
                }
            }
            if selective {
                for go in &gs {
                    let one = self.compound(go, h, selective, memo)?;
                    sides[side].push(one);
                }
                for ho in &hs {
                    let one = self.compound(g, ho, selective, memo)?;
                    sides[side].push(one);
                }
            }
        }
        let done = self.game(&sides[0], &sides[1])?;
        if let Some(k) = key {
            memo.insert(k, done);
        }
        Ok(done)
    }

    /// **Conway's product** of `g` and `h` as written, the multiplication of surreal numbers
    /// applied to game forms (On Numbers and Games, ch. 1; the `ConwayProduct` of CGSuite):
    ///
    /// ```text
    /// G·H = { G^L·H + G·H^L - G^L·H^L,  G^R·H + G·H^R - G^R·H^R |
    ///         G^L·H + G·H^R - G^L·H^R,  G^R·H + G·H^L - G^R·H^L }
    /// ```
    ///
    /// On numbers it is their product; on nimbers, their nim product (`*4 · *4 = *6`). One game
    /// per pair of positions, each a few sums.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`]; [`Error::NumberTooLarge`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (g, h) = (arena.parse_form("*4").unwrap(), arena.parse_form("*4").unwrap());
    /// let p = arena.conway_product(&g, &h).unwrap();
    /// assert_eq!(arena.to_text(p).unwrap(), "*6");
    /// ```
    pub fn conway_product(&mut self, g: &Form, h: &Form) -> Result<GameId, Error> {
        self.check_form(g)?;
        self.check_form(h)?;
        let mut memo = HashMap::new();
        self.product(g, h, &mut memo)
    }

    fn product(
        &mut self,
        g: &Form,
        h: &Form,
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<GameId, Error> {
        let key = self.pair_key(g, h)?;
        if let Some(done) = key.and_then(|k| memo.get(&k)) {
            return Ok(*done);
        }
        // The term X·H + G·Y - X·Y for options X of G and Y of H.
        let mut term = |arena: &mut Arena, x: &Form, y: &Form| -> Result<GameId, Error> {
            let xh = arena.product(x, h, memo)?;
            let gy = arena.product(g, y, memo)?;
            let xy = arena.product(x, y, memo)?;
            let s = arena.sum(xh, gy)?;
            arena.difference(s, xy)
        };
        let (gl, gr) = (self.form_options(g, true)?, self.form_options(g, false)?);
        let (hl, hr) = (self.form_options(h, true)?, self.form_options(h, false)?);
        let mut sides: [Vec<GameId>; 2] = [Vec::new(), Vec::new()];
        for (xs, ys, side) in [(&gl, &hl, 0), (&gr, &hr, 0), (&gl, &hr, 1), (&gr, &hl, 1)] {
            for x in xs {
                for y in ys {
                    sides[side].push(term(self, x, y)?);
                }
            }
        }
        let done = self.game(&sides[0], &sides[1])?;
        if let Some(k) = key {
            memo.insert(k, done);
        }
        Ok(done)
    }
}
