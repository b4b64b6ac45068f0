//! Sided values `S & T`: a loopy game known by its two sides, with sums (upsum of the
//! onsides, downsum of the offsides), order and text.

use combgames_base::Limits;

use crate::bounds::MAX_NESTING;
use crate::error::ParseReason;
use crate::parse::{bar_runs, bracketed_chars, next_comma, skip_bracketed};
use crate::{Arena, Comparison, Error, ParseError};

use super::LoopyGame;

/// A loopy game's value known by its sides: the onside `S` (a play that never ends counts
/// for Left) and the offside `T` (it counts for Right), both stoppers with `S >= T`, written
/// `S & T` (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, ch. VI). A stopper is
/// the sided value `S & S`, printed `S`; `on & off` is `dud`.
///
/// Two games are equal when their onsides are equal and their offsides are equal, and
/// `G >= H` when both sides are. The sum adds onsides by **upsum** (the onside of their sum)
/// and offsides by **downsum** (the offside of their sum).
///
/// ```
/// use combgames_partizan::{Arena, loopy::SidedValue};
/// let mut arena = Arena::new();
/// let nanoko = SidedValue::parse(&mut arena, "a{1||a|0}").unwrap();
/// assert_eq!(nanoko.to_text().unwrap(), "2 & +-1");
/// let g = SidedValue::parse(&mut arena, "{2&-2|1&-2}").unwrap();
/// assert!(g.equals(&SidedValue::parse(&mut arena, "{2|1} & -2*").unwrap()).unwrap());
/// assert_eq!(g.to_text().unwrap(), "3/2+-1/2 & -2*"); // {2|1} is written 3/2+-1/2
/// assert_eq!(SidedValue::parse(&mut arena, "on + off").unwrap().to_text().unwrap(), "dud");
/// ```
#[derive(Debug, Clone)]
pub struct SidedValue {
    onside: LoopyGame,
    offside: LoopyGame,
    /// Whether the sides are equal (a stopper's value).
    stopper: bool,
}

impl SidedValue {
    /// The sided value `onside & offside` of two stoppers, each in simplest form.
    ///
    /// # Errors
    /// [`Error::NotStopper`] if a side is not a stopper; [`Error::SidesUnordered`] if the
    /// offside is not at most the onside; what [`LoopyGame::simplest`] refuses.
    ///
    /// ```
    /// use combgames_partizan::{Error, loopy::{LoopyGame, SidedValue}};
    /// let dud = SidedValue::new(&LoopyGame::on(), &LoopyGame::off()).unwrap();
    /// assert_eq!(dud.to_text().unwrap(), "dud");
    /// let refused = SidedValue::new(&LoopyGame::off(), &LoopyGame::on()).unwrap_err();
    /// assert_eq!(refused, Error::SidesUnordered);
    /// ```
    pub fn new(onside: &LoopyGame, offside: &LoopyGame) -> Result<Self, Error> {
        let (onside, offside) = (onside.simplest()?, offside.simplest()?);
        if !offside.le(&onside)? {
            return Err(Error::SidesUnordered);
        }
        Self::from_sides(onside, offside)
    }

    /// The value of two sides known to be ordered, in simplest form.
    fn from_sides(onside: LoopyGame, offside: LoopyGame) -> Result<Self, Error> {
        let stopper = onside.le(&offside)?;
        Ok(SidedValue {
            onside,
            offside,
            stopper,
        })
    }

    /// The sides of a loopy game ([`LoopyGame::onside`], [`LoopyGame::offside`]).
    ///
    /// # Errors
    /// As for [`LoopyGame::onside`].
    ///
    /// ```
    /// use combgames_partizan::loopy::{LoopyGame, SidedValue};
    /// let dud = SidedValue::of(&LoopyGame::dud()).unwrap();
    /// assert_eq!(dud.onside(), &LoopyGame::on().simplest().unwrap());
    /// ```
    pub fn of(game: &LoopyGame) -> Result<Self, Error> {
        Self::of_within(game, Limits::new())
    }

    /// [`of`](Self::of) within `limits` (steps and time, for each side).
    ///
    /// # Errors
    /// As for [`LoopyGame::onside_within`].
    pub fn of_within(game: &LoopyGame, limits: Limits) -> Result<Self, Error> {
        Self::from_sides(game.onside_within(limits)?, game.offside_within(limits)?)
    }

    /// The onside, in simplest form.
    pub fn onside(&self) -> &LoopyGame {
        &self.onside
    }

    /// The offside, in simplest form.
    pub fn offside(&self) -> &LoopyGame {
        &self.offside
    }

    /// Whether the value is a stopper's: its sides are equal.
    ///
    /// ```
    /// use combgames_partizan::loopy::{LoopyGame, SidedValue};
    /// assert!(SidedValue::of(&LoopyGame::over()).unwrap().is_stopper());
    /// assert!(!SidedValue::of(&LoopyGame::dud()).unwrap().is_stopper());
    /// ```
    pub fn is_stopper(&self) -> bool {
        self.stopper
    }

    /// `-G`: `-T & -S`.
    #[must_use]
    pub fn neg(&self) -> Self {
        SidedValue {
            onside: self.offside.neg(),
            offside: self.onside.neg(),
            stopper: self.stopper,
        }
    }

    /// `G + H`: the upsum of the onsides `&` the downsum of the offsides.
    ///
    /// # Errors
    /// As for [`LoopyGame::upsum`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::SidedValue};
    /// let mut arena = Arena::new();
    /// let on = SidedValue::parse(&mut arena, "on").unwrap();
    /// let off = SidedValue::parse(&mut arena, "off").unwrap();
    /// assert_eq!(on.sum(&off).unwrap().to_text().unwrap(), "dud");
    /// ```
    pub fn sum(&self, other: &Self) -> Result<Self, Error> {
        Self::from_sides(
            self.onside.upsum(&other.onside)?,
            self.offside.downsum(&other.offside)?,
        )
    }

    /// The degree of loopiness (Winning Ways ch. 11): the upsum `G+ - G-` of the onside and
    /// the negated offside, which is the onside of `G - G`. A short game's is `0`; `on`'s is
    /// `on`, `over`'s is `over`.
    ///
    /// # Errors
    /// As for [`LoopyGame::upsum`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::SidedValue};
    /// let mut arena = Arena::new();
    /// let degree = |arena: &mut Arena, text| {
    ///     SidedValue::parse(arena, text).unwrap().degree().unwrap().to_text().unwrap()
    /// };
    /// assert_eq!(degree(&mut arena, "on"), "on");
    /// assert_eq!(degree(&mut arena, "over"), "over");
    /// assert_eq!(degree(&mut arena, "{3||2*|1*}"), "0");
    /// ```
    pub fn degree(&self) -> Result<LoopyGame, Error> {
        self.onside.upsum(&self.offside.neg())
    }

    /// `self <= other`: each side at most the other's.
    ///
    /// # Errors
    /// As for [`LoopyGame::le`].
    pub fn le(&self, other: &Self) -> Result<bool, Error> {
        Ok(self.onside.le(&other.onside)? && self.offside.le(&other.offside)?)
    }

    /// Whether two sided values are equal: each side equal to the other's.
    ///
    /// # Errors
    /// As for [`LoopyGame::le`].
    pub fn equals(&self, other: &Self) -> Result<bool, Error> {
        Ok(self.compare(other)? == Comparison::Equal)
    }

    /// How two sided values compare.
    ///
    /// # Errors
    /// As for [`LoopyGame::le`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, Comparison, loopy::SidedValue};
    /// let mut arena = Arena::new();
    /// let dud = SidedValue::parse(&mut arena, "dud").unwrap();
    /// let zero = SidedValue::parse(&mut arena, "0").unwrap();
    /// assert_eq!(dud.compare(&zero), Ok(Comparison::Confused));
    /// ```
    pub fn compare(&self, other: &Self) -> Result<Comparison, Error> {
        Ok(super::analysis::comparison(
            self.le(other)?,
            other.le(self)?,
        ))
    }

    /// The value as text: the stopper's simplest form when the sides are equal, `dud` for
    /// `on & off`, else `S & T` with each side as [`LoopyGame::to_text`] writes it.
    ///
    /// # Errors
    /// As for [`LoopyGame::to_text`].
    pub fn to_text(&self) -> Result<String, Error> {
        let onside = self.onside.to_text()?;
        if self.is_stopper() {
            return Ok(onside);
        }
        let offside = self.offside.to_text()?;
        if onside == "on" && offside == "off" {
            return Ok("dud".to_string());
        }
        Ok(format!("{onside} & {offside}"))
    }

    /// Reads a loopy game or a sided value: what [`LoopyGame::parse`] reads, and `S & T`
    /// (the onside of `S` and the offside of `T`) standing alone, in parentheses, in a sum
    /// (`+`), or as an option inside braces that hold no `pass` or label
    /// (`{2&-2|1&-2}`, whose sides are `{2|1}` and `{-2|-2}`).
    ///
    /// # Errors
    /// What [`LoopyGame::parse`] refuses; [`Error::Parse`] with
    /// [`ParseReason::SidedValue`] for `&` anywhere else (or twice at one level);
    /// [`Error::SidesUnordered`] when the offside is above the onside; what
    /// [`LoopyGame::onside`] refuses.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Error, loopy::SidedValue};
    /// let mut arena = Arena::new();
    /// let g = SidedValue::parse(&mut arena, "(2 & -2) + 1").unwrap();
    /// assert_eq!(g.to_text().unwrap(), "3 & -1");
    /// let refused = SidedValue::parse(&mut arena, "-2 & 2").unwrap_err();
    /// assert_eq!(refused, Error::SidesUnordered);
    /// ```
    pub fn parse(arena: &mut Arena, text: &str) -> Result<Self, Error> {
        let (chars, partner) = bracketed_chars(text)?;
        let reader = SidedReader {
            text,
            chars: &chars,
            partner: &partner,
        };
        reader.value(arena, 0, chars.len(), 0)
    }
}

impl LoopyGame {
    /// The upsum `G +↑ H`: the onside of `G + H` (a play of the sum that never ends counts
    /// for Left), in simplest form.
    ///
    /// # Errors
    /// As for [`sum`](Self::sum) and [`onside`](Self::onside).
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// let (on, off) = (LoopyGame::on(), LoopyGame::off());
    /// assert_eq!(on.upsum(&off).unwrap().to_text().unwrap(), "on");
    /// assert_eq!(on.downsum(&off).unwrap().to_text().unwrap(), "off");
    /// ```
    pub fn upsum(&self, other: &Self) -> Result<LoopyGame, Error> {
        self.sum(other)?.onside()
    }

    /// The downsum `G +↓ H`: the offside of `G + H`, in simplest form.
    ///
    /// # Errors
    /// As for [`upsum`](Self::upsum).
    pub fn downsum(&self, other: &Self) -> Result<LoopyGame, Error> {
        self.sum(other)?.offside()
    }
}

/// The reader of sided values: text split at `&`, `+`, braces and parentheses, the parts
/// without `&` read by [`LoopyGame::parse`].
struct SidedReader<'a> {
    text: &'a str,
    chars: &'a [char],
    partner: &'a [usize],
}

impl SidedReader<'_> {
    fn error(position: usize, reason: ParseReason) -> Error {
        ParseError { position, reason }.into()
    }

    /// The top-level positions of `c` in `[start, end)` (outside brackets).
    fn top_level(&self, c: char, start: usize, end: usize) -> Vec<usize> {
        let mut found = Vec::new();
        let mut i = start;
        while i < end {
            if self.chars[i] == c {
                found.push(i);
            }
            i = skip_bracketed(self.partner, i);
        }
        found
    }

    fn trim(&self, mut start: usize, mut end: usize) -> (usize, usize) {
        while start < end && self.chars[start].is_whitespace() {
            start += 1;
        }
        while end > start && self.chars[end - 1].is_whitespace() {
            end -= 1;
        }
        (start, end)
    }

    /// The value of the text `[start, end)`.
    fn value(
        &self,
        arena: &mut Arena,
        start: usize,
        end: usize,
        depth: usize,
    ) -> Result<SidedValue, Error> {
        let (s, e) = self.trim(start, end);
        if depth > MAX_NESTING {
            return Err(Self::error(s, ParseReason::TooDeep));
        }
        let depth = depth + 1;
        let Some(first_and) = (s..e).find(|&i| self.chars[i] == '&') else {
            return self.plain(arena, s, e);
        };
        let ands = self.top_level('&', s, e);
        if ands.len() > 1 {
            return Err(Self::error(ands[1], ParseReason::SidedValue));
        }
        if let [at] = ands[..] {
            let onside = self.value(arena, s, at, depth)?;
            let offside = self.value(arena, at + 1, e, depth)?;
            return SidedValue::new(&onside.onside, &offside.offside);
        }
        // A sum: '+' at the top level, not the '+' of "+-".
        let pluses: Vec<usize> = self
            .top_level('+', s, e)
            .into_iter()
            .filter(|&i| i > s && self.chars.get(i + 1) != Some(&'-'))
            .collect();
        if !pluses.is_empty() {
            let mut bounds = vec![s];
            bounds.extend(pluses.iter().map(|&i| i + 1));
            let mut ends = pluses.clone();
            ends.push(e);
            let mut total: Option<SidedValue> = None;
            for (&a, &b) in bounds.iter().zip(&ends) {
                let term = self.value(arena, a, b, depth)?;
                total = Some(match total {
                    None => term,
                    Some(t) => t.sum(&term)?,
                });
            }
            return Ok(total.expect("a sum has terms"));
        }
        let close = |i: usize| self.partner[i] == e - 1;
        match self.chars[s] {
            '-' if s + 1 < e
                && matches!(self.chars[s + 1], '(' | '{')
                && self.partner[s + 1] == e - 1 =>
            {
                Ok(self.value(arena, s + 1, e, depth)?.neg())
            }
            '(' if close(s) => self.value(arena, s + 1, e - 1, depth),
            '{' if close(s) => self.braced(arena, s + 1, e - 1, depth),
            _ => Err(Self::error(first_and, ParseReason::SidedValue)),
        }
    }

    /// Text with no `&`: a loopy game, and its sides.
    fn plain(&self, arena: &mut Arena, s: usize, e: usize) -> Result<SidedValue, Error> {
        let byte = |i: usize| self.chars[..i].iter().map(|c| c.len_utf8()).sum::<usize>();
        let part = &self.text[byte(s)..byte(e)];
        let game = LoopyGame::parse(arena, part).map_err(|error| match error {
            Error::Parse(ParseError { position, reason }) => Self::error(position + s, reason),
            other => other,
        })?;
        SidedValue::of(&game)
    }

    /// The inside `[s, e)` of braces whose options may be sided: the sides split at the
    /// longest bar run, each option read as a value; the onside is the braces of the
    /// options' onsides, the offside of their offsides.
    fn braced(
        &self,
        arena: &mut Arena,
        s: usize,
        e: usize,
        depth: usize,
    ) -> Result<SidedValue, Error> {
        let runs = bar_runs(self.chars, self.partner, s, e);
        let Some(&(at, bars)) = runs.iter().max_by_key(|r| r.1) else {
            return Err(Self::error(e, ParseReason::Expected('|')));
        };
        if let Some(second) = runs.iter().filter(|r| r.1 == bars).nth(1) {
            return Err(Self::error(second.0, ParseReason::AmbiguousBars));
        }
        let left = self.side(arena, s, at, depth)?;
        let right = self.side(arena, at + bars, e, depth)?;
        let sides = |pick: fn(&SidedValue) -> &LoopyGame| -> Result<LoopyGame, Error> {
            let l: Vec<LoopyGame> = left.iter().map(|v| pick(v).clone()).collect();
            let r: Vec<LoopyGame> = right.iter().map(|v| pick(v).clone()).collect();
            LoopyGame::game(&l, &r)
        };
        SidedValue::new(&sides(SidedValue::onside)?, &sides(SidedValue::offside)?)
    }

    /// One side of braces: a nested brace form (it has bars), or options separated by
    /// commas.
    fn side(
        &self,
        arena: &mut Arena,
        s: usize,
        e: usize,
        depth: usize,
    ) -> Result<Vec<SidedValue>, Error> {
        if depth > MAX_NESTING {
            return Err(Self::error(s, ParseReason::TooDeep));
        }
        if !bar_runs(self.chars, self.partner, s, e).is_empty() {
            return Ok(vec![self.braced(arena, s, e, depth + 1)?]);
        }
        let mut options = Vec::new();
        if self.trim(s, e).0 == e {
            return Ok(options);
        }
        let mut i = s;
        loop {
            let comma = next_comma(self.chars, self.partner, i, e);
            let (from, to) = self.trim(i, comma);
            if from == to {
                return Err(Self::error(from, ParseReason::ExpectedGame));
            }
            if self.chars[from..to].iter().collect::<String>() == "pass" {
                return Err(Self::error(from, ParseReason::SidedValue));
            }
            options.push(self.value(arena, from, to, depth)?);
            if comma >= e {
                break;
            }
            i = comma + 1;
        }
        Ok(options)
    }
}
