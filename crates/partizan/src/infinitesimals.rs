//! Questions about a game's size and shape: all-small, infinitesimal, a switch; its
//! incentives.

use crate::{Arena, Error, GameId};

impl Arena {
    /// Whether `g` is **all-small** (a *dicot*): in `g` and in every position below it, Left
    /// has a move exactly when Right has one. Such games are infinitesimal, and have an
    /// [atomic weight](Self::atomic_weight). Read on the canonical form (every game equal to
    /// an all-small game has an all-small canonical form). `O(positions below g)`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("^ + *3 + {0|v*}").unwrap();
    /// assert_eq!(arena.is_all_small(g), Ok(true));
    /// let tiny = arena.parse("Tiny(1)").unwrap(); // {0||0|-1}: -1 has no Left option
    /// assert_eq!(arena.is_all_small(tiny), Ok(false));
    /// ```
    pub fn is_all_small(&self, g: GameId) -> Result<bool, Error> {
        if let Some(v) = self.symbol(g) {
            return Ok(v.number == combgames_dyadic::Dyadic::ZERO);
        }
        self.check(g)?;
        // Numbers are stored by value (no options stored): 0 is the only all-small one.
        let every = self.uncached_below(g, |_, _| false);
        Ok(every.into_iter().all(|h| match self.number_value(h) {
            Some(x) => x == combgames_dyadic::Dyadic::ZERO,
            None => self.left(h).is_empty() == self.right(h).is_empty(),
        }))
    }

    /// Whether `g` is **infinitesimal**: `-x < g < x` for every positive number `x`; for a
    /// short game, exactly when both its stops are 0 (`0` itself included).
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Overflow`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("Tiny(2) + ^*").unwrap();
    /// assert_eq!(arena.is_infinitesimal(g), Ok(true));
    /// let h = arena.parse("{1|0}").unwrap();
    /// assert_eq!(arena.is_infinitesimal(h), Ok(false));
    /// ```
    pub fn is_infinitesimal(&mut self, g: GameId) -> Result<bool, Error> {
        let zero = combgames_dyadic::Dyadic::ZERO;
        Ok(self.left_stop(g)? == zero && self.right_stop(g)? == zero)
    }

    /// Whether `g` is a **switch** `+-(A) = {A | -A}`: a game other than 0 equal to its own
    /// negative (its canonical Right options are then the negatives of its Left options).
    /// The hot switches `+-x` are the classic case; the nimbers `*n` (`* = +-0`) are switches
    /// too, and so is every game of order two.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{2,*|-2,*}").unwrap();
    /// assert_eq!(arena.is_switch(g), Ok(true));
    /// let h = arena.parse("{3|1}").unwrap(); // 2 + (+-1): not its own negative
    /// assert_eq!(arena.is_switch(h), Ok(false));
    /// ```
    pub fn is_switch(&mut self, g: GameId) -> Result<bool, Error> {
        Ok(g != self.zero() && self.neg(g)? == g)
    }

    /// The **incentives** of `g` (canonical): Left's, `G^L - G` for each Left option, and
    /// Right's, `G - G^R` for each Right option; each list sorted by id without repeats. A
    /// player's incentive is what a move gains them. `O(options)` sums.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap(); // {0|*}
    /// let (left, right) = arena.incentives(up).unwrap();
    /// assert_eq!(left, [arena.parse("v").unwrap()]); // 0 - ^
    /// assert_eq!(right, [arena.parse("^*").unwrap()]); // ^ - *
    /// ```
    pub fn incentives(&mut self, g: GameId) -> Result<(Vec<GameId>, Vec<GameId>), Error> {
        self.check(g)?;
        let mut left = Vec::new();
        for gl in self.left_of(g)? {
            left.push(self.difference(gl, g)?);
        }
        let mut right = Vec::new();
        for gr in self.right_of(g)? {
            right.push(self.difference(g, gr)?);
        }
        for side in [&mut left, &mut right] {
            side.sort_unstable();
            side.dedup();
        }
        Ok((left, right))
    }
}
