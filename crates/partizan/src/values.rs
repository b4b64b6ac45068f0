//! Constructors of the standard games: numbers, nimbers, ups, switches, Tiny and Miny.

use combgames_dyadic::Dyadic;

use crate::error::Construction;
use crate::{Arena, Error, GameId, NumberUpStar};

impl Arena {
    /// The integer `n` (`{n-1|}` for `n > 0`, `{|n+1}` for `n < 0`).
    ///
    /// # Errors
    /// [`Error::Exceeded`] (games): every `i64` is a number a game may have.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let three = arena.integer(3).unwrap();
    /// assert_eq!(arena.to_text(three).unwrap(), "3");
    /// assert_eq!(arena.birthday(three), Ok(3));
    /// ```
    pub fn integer(&mut self, n: i64) -> Result<GameId, Error> {
        self.number(Dyadic::from_integer(n))
    }

    /// The number `x`: integers as above, `m / 2^j` (odd `m`) as `{x - 2^-j | x + 2^-j}`.
    /// Stored by value in `O(1)`, whatever its birthday (`2^40` is one node; its options are
    /// made when asked for).
    ///
    /// # Errors
    /// [`Error::NumberTooLarge`] for a number the arena does not hold ([`is_buildable`](crate::is_buildable):
    /// magnitude past `2^`[`MAX_MAGNITUDE_BITS`](crate::MAX_MAGNITUDE_BITS) or a denominator past `2^`[`MAX_EXPONENT`](crate::MAX_EXPONENT));
    /// [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let x = arena.number("13/16".parse().unwrap()).unwrap();
    /// let y = arena.parse("{3/4|7/8}").unwrap();
    /// assert_eq!(x, y); // published: {3/4|7/8} = 13/16
    /// ```
    pub fn number(&mut self, x: Dyadic) -> Result<GameId, Error> {
        self.number_leaf(x)
    }

    /// The nimber `*n = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}`: stored as a node up to
    /// [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY) (`O(n^2)` options in all), held symbolically
    /// past it ([`number_up_star`](Self::number_up_star)).
    ///
    /// # Errors
    /// [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (a, b) = (arena.nimber(2).unwrap(), arena.nimber(3).unwrap());
    /// let s = arena.sum(a, b).unwrap();
    /// assert_eq!(arena.as_nimber(s), Ok(Some(1))); // 2 xor 3
    /// let big = arena.nimber(u64::MAX).unwrap();
    /// assert_eq!(arena.as_nimber(big), Ok(Some(u64::MAX)));
    /// ```
    pub fn nimber(&mut self, n: u64) -> Result<GameId, Error> {
        self.number_up_star(NumberUpStar {
            number: Dyadic::ZERO,
            ups: 0,
            star: n,
        })
    }

    /// `m ^` (`|m| v` for a negative `m`): `^ = {0|*}`, `m ^ = {0 | (m-1) ^ *}`; stored as a
    /// node up to [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY), held symbolically past it.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.up(2).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "^2");
    /// let h = arena.up(-1_000_000).unwrap();
    /// assert_eq!(arena.to_text(h).unwrap(), "v1000000");
    /// ```
    pub fn up(&mut self, m: i64) -> Result<GameId, Error> {
        self.number_up_star(NumberUpStar {
            number: Dyadic::ZERO,
            ups: m,
            star: 0,
        })
    }

    /// `+-G = {G | -G}`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.integer(1).unwrap();
    /// let g = arena.switch(one).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "+-1");
    /// ```
    pub fn switch(&mut self, g: GameId) -> Result<GameId, Error> {
        let minus = self.neg(g)?;
        self.game(&[g], &[minus])
    }

    /// `Tiny(G) = {0 || 0 | -G}` for a positive `G`: positive, and smaller than every
    /// positive number.
    ///
    /// # Errors
    /// [`Error::NotPositive`] unless `G > 0`; [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::{Arena, OutcomeClass};
    /// let mut arena = Arena::new();
    /// let one = arena.integer(1).unwrap();
    /// let tiny = arena.tiny(one).unwrap();
    /// assert_eq!(arena.outcome(tiny), Ok(OutcomeClass::Left));
    /// assert_eq!(arena.to_text(tiny).unwrap(), "Tiny(1)");
    /// ```
    pub fn tiny(&mut self, g: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        let zero = self.zero();
        if !self.le(zero, g)? || self.le(g, zero)? {
            return Err(Error::NotPositive(Construction::Tiny));
        }
        let minus = self.neg(g)?;
        let inner = self.game(&[zero], &[minus])?;
        self.game(&[zero], &[inner])
    }

    /// `Miny(G) = {G | 0 || 0} = -Tiny(G)` for a positive `G`.
    ///
    /// # Errors
    /// As for [`tiny`](Self::tiny).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.integer(1).unwrap();
    /// let miny = arena.miny(one).unwrap();
    /// assert_eq!(arena.to_text(miny).unwrap(), "Miny(1)");
    /// ```
    pub fn miny(&mut self, g: GameId) -> Result<GameId, Error> {
        let tiny = self.tiny(g).map_err(|e| match e {
            Error::NotPositive(_) => Error::NotPositive(Construction::Miny),
            other => other,
        })?;
        self.neg(tiny)
    }
}
