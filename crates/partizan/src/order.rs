//! The order of games: `G <= H` by the recursive definition, comparisons and outcome classes.
//!
//! `G <= H` exactly when no Left option `G^L` has `H <= G^L` and no Right option `H^R` has
//! `H^R <= G` (Conway's definition, Winning Ways ch. 2). Comparisons are cached in the arena
//! and spend one of its steps each, from the cache or not.

use crate::{Arena, Comparison, Error, GameId, OutcomeClass};

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
            return Ok(matches!(
                a.compare(b)?,
                Comparison::Less | Comparison::Equal
            ));
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
            return Ok(matches!(
                a.compare(b)?,
                Comparison::Less | Comparison::Equal
            ));
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

    /// `{l | r} <= x` for options not yet stored as a game.
    pub(crate) fn le_parts_id(
        &mut self,
        l: &[GameId],
        r: &[GameId],
        x: GameId,
    ) -> Result<bool, Error> {
        for &gl in l {
            if self.le_stored(x, gl)? {
                return Ok(false);
            }
        }
        for xr in self.right(x).to_vec() {
            if self.le_id_parts(xr, l, r)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `x <= {l | r}` for options not yet stored as a game.
    pub(crate) fn le_id_parts(
        &mut self,
        x: GameId,
        l: &[GameId],
        r: &[GameId],
    ) -> Result<bool, Error> {
        for xl in self.left(x).to_vec() {
            if self.le_parts_id(l, r, xl)? {
                return Ok(false);
            }
        }
        for &gr in r {
            if self.le_stored(gr, x)? {
                return Ok(false);
            }
        }
        Ok(true)
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
