//! The order of games: `G <= H` by the recursive definition, comparisons and outcome classes.
//!
//! `G <= H` exactly when no Left option `G^L` has `H <= G^L` and no Right option `H^R` has
//! `H^R <= G` (Conway's definition, Winning Ways ch. 2). Comparisons are cached in the arena
//! and spend one of its steps each, from the cache or not.

use combgames_dyadic::Dyadic;

use crate::numbers::{End, simplest_within};
use crate::{Arena, Comparison, Error, GameId, OutcomeClass};

/// What is known of whether a game being built equals a number: `None` before it is asked,
/// then the number (or `Some(None)`: it equals none). Its value does not change while its
/// options are simplified, so one answer serves the whole simplification.
pub(crate) type Fit = Option<Option<Dyadic>>;

impl Arena {
    /// `G <= H`, by the definition: no Left option of `G` is `>= H` and no Right option of `H`
    /// is `<= G` (numbers compare by value, nimbers by index). Cached; every comparison not
    /// in the cache is one step of the arena's budget.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`] (steps) once the arena has used its steps.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, up) = (arena.zero(), arena.parse("^").unwrap());
    /// assert_eq!((arena.le(zero, up), arena.le(up, zero)), (Ok(true), Ok(false))); // ^ > 0
    /// ```
    pub fn le(&mut self, g: GameId, h: GameId) -> Result<bool, Error> {
        // Numbers, ups and stars compare in constant time (held symbolically or not).
        if let (Some(a), Some(b)) = (self.nus_value(g)?, self.nus_value(h)?) {
            self.spend()?;
            return Ok(matches!(a.compare(b), Comparison::Less | Comparison::Equal));
        }
        // A symbol against a stored game of another form: compared as its stand-in within
        // reach (`Arena::within_reach`).
        let (g, h) = (self.within_reach(g, h)?, self.within_reach(h, g)?);
        self.check(g)?;
        self.check(h)?;
        self.le_stored(g, h)
    }

    pub(crate) fn le_stored(&mut self, g: GameId, h: GameId) -> Result<bool, Error> {
        // Every comparison is a step, answered from the cache or not.
        self.spend()?;
        if g == h {
            return Ok(true);
        }
        if let (Some(x), Some(y)) = (self.number_value(g), self.number_value(h)) {
            return Ok(x <= y);
        }
        let parts = |arena: &Arena, x: GameId| arena.info[x.slot()].nus;
        if let (Some(a), Some(b)) = (parts(self, g), parts(self, h)) {
            return Ok(matches!(a.compare(b), Comparison::Less | Comparison::Equal));
        }
        if let (Some((gl, gr)), Some((hl, hr))) = (self.stops_value(g), self.stops_value(h)) {
            if gl > hl || gr > hr {
                return Ok(false);
            }
            if gl < hr {
                return Ok(true);
            }
        }
        if let Some(&known) = self.le_cache.get(&Arena::pair(g, h)) {
            return Ok(known);
        }
        // The options by index: the arena does not move a stored game's options, and a
        // copy of them would cost an allocation per comparison.
        let mut result = true;
        for i in 0..self.left(g).len() {
            let gl = self.left(g).get(i);
            if self.le_stored(h, gl)? {
                result = false;
                break;
            }
        }
        if result {
            for i in 0..self.right(h).len() {
                let hr = self.right(h).get(i);
                if self.le_stored(hr, g)? {
                    result = false;
                    break;
                }
            }
        }
        self.trim_caches();
        self.le_cache.insert(Arena::pair(g, h), result);
        Ok(result)
    }

    /// `{l | r} <= x` for options not yet stored as a game. A number `x` other than 0
    /// (stored by value) is compared by the number `{l | r}` equals ([`Fit`]), or, if it
    /// equals none, by number avoidance: `G <= x` exactly when no `G^L >= x`.
    pub(crate) fn le_parts_id(
        &mut self,
        l: &[GameId],
        r: &[GameId],
        x: GameId,
        fit: &mut Fit,
    ) -> Result<bool, Error> {
        // One clause of the definition first: it decides most comparisons alone.
        for &gl in l {
            if self.le_stored(x, gl)? {
                return Ok(false);
            }
        }
        if let Some(value) = self.number_value(x).filter(|&v| v != Dyadic::ZERO) {
            // No `G^L >= x`: that is all avoidance asks, unless `G` equals a number.
            return Ok(self.fitting(l, r, fit)?.is_none_or(|y| y <= value));
        }
        // (A number's Right options are not stored: none are read, as avoidance says.)
        for xr in self.right(x).to_vec() {
            if self.le_id_parts(xr, l, r, fit)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `x <= {l | r}` for options not yet stored as a game, as
    /// [`le_parts_id`](Self::le_parts_id): for a number `x`, `x <= G` exactly when no
    /// `G^R <= x` if `G` equals no number.
    pub(crate) fn le_id_parts(
        &mut self,
        x: GameId,
        l: &[GameId],
        r: &[GameId],
        fit: &mut Fit,
    ) -> Result<bool, Error> {
        // One clause of the definition first: it decides most comparisons alone.
        for &gr in r {
            if self.le_stored(gr, x)? {
                return Ok(false);
            }
        }
        if let Some(value) = self.number_value(x).filter(|&v| v != Dyadic::ZERO) {
            // No `G^R <= x`: that is all avoidance asks, unless `G` equals a number.
            return Ok(self.fitting(l, r, fit)?.is_none_or(|y| value <= y));
        }
        for xl in self.left(x).to_vec() {
            if self.le_parts_id(l, r, xl, fit)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The number `{l | r}` equals, if any (stored options), found once and kept in `fit`.
    ///
    /// By the simplicity theorem, `G` equals a number exactly when some number `y` fits it
    /// (`G^L <| y` for every `G^L` and `y <| G^R` for every `G^R`), and then it equals the
    /// simplest such `y`. The numbers `y <= A` of a stored game `A` are those below its Right
    /// stop `s`, with `s` itself when `s <= A` (a number below a stop is below the game,
    /// one above it is not: stops are monotone); likewise `y >= A` above its Left stop. So
    /// the fitting numbers are an interval, and its simplest number is the value. `O(options)`
    /// stops and comparisons, each cached.
    pub(crate) fn fitting(
        &mut self,
        l: &[GameId],
        r: &[GameId],
        fit: &mut Fit,
    ) -> Result<Option<Dyadic>, Error> {
        if let Some(known) = *fit {
            return Ok(known);
        }
        // The least number above every Left option's reach, held or not; the greatest
        // below every Right option's.
        let mut low: Option<End> = None;
        for &a in l {
            let end = self.fitting_end(a, true)?;
            low = Some(match low {
                Some(e) if e.0 > end.0 || (e.0 == end.0 && !e.1) => e,
                _ => end,
            });
        }
        let mut high: Option<End> = None;
        for &b in r {
            let end = self.fitting_end(b, false)?;
            high = Some(match high {
                Some(e) if e.0 < end.0 || (e.0 == end.0 && !e.1) => e,
                _ => end,
            });
        }
        let found = simplest_within(low, high)?;
        *fit = Some(found);
        Ok(found)
    }

    /// Where the numbers that fit a game stop on the side of its option `a`: for a Left
    /// option (`left`), the numbers `y <= a` are excluded, which end at `a`'s Right stop
    /// `s`, excluded too when `s <= a` (for a number `a`, at `a`, excluded); for a Right
    /// option, the numbers `y >= a`, from its Left stop. The end and whether a fitting number
    /// may be it.
    fn fitting_end(&mut self, a: GameId, left: bool) -> Result<End, Error> {
        if let Some(y) = self.number_value(a) {
            return Ok((y, false));
        }
        let s = if left {
            self.right_stop(a)?
        } else {
            self.left_stop(a)?
        };
        let number = self.number(s)?;
        let reached = if left {
            self.le_stored(number, a)?
        } else {
            self.le_stored(a, number)?
        };
        Ok((s, !reached))
    }

    /// How `g` compares with `h`.
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    ///
    /// ```
    /// use combgames_partizan::{Arena, Comparison};
    /// let mut arena = Arena::new();
    /// let (a, b) = (arena.parse("1/2").unwrap(), arena.parse("1").unwrap());
    /// assert_eq!(arena.compare(a, b), Ok(Comparison::Less));
    /// ```
    pub fn compare(&mut self, g: GameId, h: GameId) -> Result<Comparison, Error> {
        Ok(match (self.le(g, h)?, self.le(h, g)?) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Less,
            (false, true) => Comparison::Greater,
            (false, false) => Comparison::Confused,
        })
    }

    /// The outcome class: who wins `g` under best play.
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    ///
    /// ```
    /// use combgames_partizan::{Arena, OutcomeClass};
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap();
    /// assert_eq!(arena.outcome(up), Ok(OutcomeClass::Left));
    /// ```
    pub fn outcome(&mut self, g: GameId) -> Result<OutcomeClass, Error> {
        Ok(match self.compare(g, self.zero())? {
            Comparison::Greater => OutcomeClass::Left,
            Comparison::Less => OutcomeClass::Right,
            Comparison::Equal => OutcomeClass::Previous,
            Comparison::Confused => OutcomeClass::Next,
        })
    }
}
