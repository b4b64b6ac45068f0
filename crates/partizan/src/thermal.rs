//! Stops, thermographs, means, temperatures and cooling of the arena's games (the
//! thermograph's type is [`crate::Thermograph`]).

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::thermograph::{Wall, meeting};
use crate::{Arena, Error, GameId, Thermograph};

impl Arena {
    /// Left's stop: `x` for a number `x`, else the largest Right stop of a Left option.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.left_stop(g).unwrap().to_string(), "3");
    /// assert_eq!(arena.right_stop(g).unwrap().to_string(), "2");
    /// ```
    pub fn left_stop(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.stops(g)?.0)
    }

    /// Right's stop: `x` for a number `x`, else the smallest Left stop of a Right option.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    pub fn right_stop(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.stops(g)?.1)
    }

    fn stops(&mut self, g: GameId) -> Result<(Dyadic, Dyadic), Error> {
        if let Some(v) = self.symbol(g) {
            return Ok((v.number, v.number));
        }
        self.check(g)?;
        self.stops_from_options(g)
    }

    /// The stops of `g`: those the arena keeps (every stored game's, found from its options'
    /// when it was stored), else from its options' (a form stored as written may lack them;
    /// one without options on a side, that is no number, has no stops).
    fn stops_from_options(&self, g: GameId) -> Result<(Dyadic, Dyadic), Error> {
        if let Some(known) = self.stops_value(g) {
            return Ok(known);
        }
        let mut left = None;
        for gl in self.left(g).iter() {
            let s = self.stops_from_options(gl)?.1;
            left = Some(left.map_or(s, |l: Dyadic| l.max(s)));
        }
        let mut right = None;
        for gr in self.right(g).iter() {
            let s = self.stops_from_options(gr)?.0;
            right = Some(right.map_or(s, |r: Dyadic| r.min(s)));
        }
        Ok((left.ok_or(Error::Overflow)?, right.ok_or(Error::Overflow)?))
    }

    /// The thermograph: for integers a mast from `t = -1`; otherwise, from the options'
    /// walls, Left's raw wall `max over G^L of RS(G^L_t) - t` and Right's
    /// `min over G^R of LS(G^R_t) + t`, up to the least `t` where they meet (the temperature),
    /// and a mast at the meeting value (the mean) above. Cached per game.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Overflow`] if a value leaves the dyadic type.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// let t = arena.thermograph(g).unwrap();
    /// assert_eq!(t.mean().to_string(), "9/4"); // published
    /// assert_eq!(t.temperature().to_string(), "3/4");
    /// ```
    pub fn thermograph(&mut self, g: GameId) -> Result<Thermograph, Error> {
        if let Some(v) = self.symbol(g) {
            // Every `x + n.^ + *m` has the thermograph of `x^`, `xv` or `x*`, as its
            // infinitesimal part is positive, negative or confused with 0 (the walls below
            // temperature 0 are `-t` and `0`, `0` and `t`, or `-t` and `t`).
            let infinitesimal = crate::NumberUpStar {
                number: Dyadic::ZERO,
                ..v
            };
            let (ups, star) = match infinitesimal.sign() {
                crate::Comparison::Greater => (1, 0),
                crate::Comparison::Less => (-1, 0),
                _ => (0, 1),
            };
            let representative = self.explicit_nus(crate::NumberUpStar {
                number: v.number,
                ups,
                star,
            })?;
            return self.thermograph(representative);
        }
        self.check(g)?;
        if let Some(known) = self.thermo_cache.get(&g) {
            return Ok(known.clone());
        }
        // Options first, without recursion: each game below then finds its options cached.
        // (Integers have a mast of their own and need no options.)
        let integer =
            |arena: &Arena, h: GameId| arena.number_value(h).is_some_and(|x| x.exponent() == 0);
        if self.height_value(g) > crate::arena::SHALLOW {
            let order = self.uncached_below(g, |arena, h| {
                integer(arena, h) || arena.thermo_cache.contains_key(&h)
            });
            for h in order {
                let result = self.compute_thermograph(h)?;
                self.thermo_cache.insert(h, result);
            }
        }
        if let Some(known) = self.thermo_cache.get(&g) {
            return Ok(known.clone());
        }
        let result = self.compute_thermograph(g)?;
        self.thermo_cache.insert(g, result.clone());
        Ok(result)
    }

    fn compute_thermograph(&mut self, g: GameId) -> Result<Thermograph, Error> {
        if let Some(x) = self.number_value(g).filter(|x| x.exponent() == 0) {
            return Ok(Thermograph {
                left: Wall::constant(x),
                right: Wall::constant(x),
                mean: x,
                temperature: Dyadic::from_integer(-1),
            });
        }
        let mut left_raw: Option<Wall> = None;
        for gl in self.left_of(g)? {
            let wall = self.thermograph(gl)?.right.plus_slope(-1)?;
            left_raw = Some(match left_raw {
                None => wall,
                Some(w) => w.combine(&wall, true)?,
            });
        }
        let mut right_raw: Option<Wall> = None;
        for gr in self.right_of(g)? {
            let wall = self.thermograph(gr)?.left.plus_slope(1)?;
            right_raw = Some(match right_raw {
                None => wall,
                Some(w) => w.combine(&wall, false)?,
            });
        }
        // Only integers lack options on one side.
        let (left_raw, right_raw) = (
            left_raw.ok_or(Error::Overflow)?,
            right_raw.ok_or(Error::Overflow)?,
        );
        let temperature = meeting(&left_raw, &right_raw)?;
        let mean = left_raw.value_at(temperature)?;
        Ok(Thermograph {
            left: left_raw.with_mast(temperature, mean),
            right: right_raw.with_mast(temperature, mean),
            mean,
            temperature,
        })
    }

    /// The mean of `g`.
    ///
    /// # Errors
    /// As for [`thermograph`](Self::thermograph).
    pub fn mean(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.thermograph(g)?.mean)
    }

    /// The temperature of `g`.
    ///
    /// # Errors
    /// As for [`thermograph`](Self::thermograph).
    pub fn temperature(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.thermograph(g)?.temperature)
    }

    /// `G` cooled by `t >= -1` (Siegel, *Combinatorial Game Theory*, II.5): an integer is
    /// itself, any other game its mean if `t` is past its temperature, else
    /// `{G^L_t - t | G^R_t + t}`; so the stops of `G_t` are the walls of the thermograph at
    /// `t`, from `t = -1` up.
    ///
    /// # Errors
    /// [`Error::TemperatureTooLow`] below -1; [`Error::NoSuchGame`]; [`Error::Overflow`];
    /// [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("+-1").unwrap();
    /// let cooled = arena.cool(g, "1".parse().unwrap()).unwrap();
    /// assert_eq!(arena.to_text(cooled).unwrap(), "*"); // {1 - 1 | -1 + 1}
    /// let colder = arena.cool(g, "2".parse().unwrap()).unwrap();
    /// assert_eq!(colder, arena.zero());
    /// let below = arena.cool(g, "-1".parse().unwrap()).unwrap();
    /// assert_eq!(arena.to_text(below).unwrap(), "+-2"); // {1 + 1 | -1 - 1}
    /// let one = arena.parse("1").unwrap();
    /// assert_eq!(arena.cool(one, "-1".parse().unwrap()), Ok(one)); // an integer is itself
    /// ```
    pub fn cool(&mut self, g: GameId, t: Dyadic) -> Result<GameId, Error> {
        if t < Dyadic::from_integer(-1) {
            return Err(Error::TemperatureTooLow);
        }
        if let Some(v) = self.symbol(g) {
            // Infinitesimal past its number: its mean above temperature 0, itself at 0.
            if t > Dyadic::ZERO {
                return self.number(v.number);
            }
            if t == Dyadic::ZERO {
                return Ok(g);
            }
            // Below 0 cooling pays each move (`*` cooled by -1/2 is `+-1/2`): it needs the
            // options, which a symbol does not store.
            self.check(g)?;
        }
        // Every game below `g` gets its thermograph (and so its temperature) cached.
        self.thermograph(g)?;
        let tax = self.number(t)?;
        // The games still hot at `t`, each after its hot options, in one pass with an
        // explicit stack: each is cooled once (shared subpositions too), without recursion.
        // An integer cools to itself at every `t >= -1` (Siegel's definition: its temperature
        // is -1 and its thermograph a mast from -1 up), though the formula at that temperature
        // would tax its options: `1 = {0|}` at `t = -1` would give `{1|} = 2`. Other numbers
        // follow the formula below their temperature (`1/2 = {0|1}` at -1 is `{1|0}`).
        let cold = |arena: &Arena, h: GameId| {
            arena.number_value(h).is_some_and(|x| x.exponent() == 0)
                || arena
                    .thermo_cache
                    .get(&h)
                    .is_none_or(|th| t > th.temperature)
        };
        // (A number not yet cold at `t` is entered through its options, made as needed.)
        let order = self.uncached_below_mut(g, cold)?;
        let mut cooled: HashMap<GameId, GameId> = HashMap::new();
        for h in order {
            let mut left = Vec::new();
            for gl in self.left_of(h)? {
                let option = self.cooled_option(gl, &cooled)?;
                left.push(self.difference(option, tax)?);
            }
            let mut right = Vec::new();
            for gr in self.right_of(h)? {
                let option = self.cooled_option(gr, &cooled)?;
                right.push(self.sum(option, tax)?);
            }
            let game = self.game(&left, &right)?;
            cooled.insert(h, game);
        }
        self.cooled_option(g, &cooled)
    }

    /// A game cooled: from `cooled` if it is still hot, else its mean.
    fn cooled_option(
        &mut self,
        h: GameId,
        cooled: &HashMap<GameId, GameId>,
    ) -> Result<GameId, Error> {
        if let Some(&c) = cooled.get(&h) {
            return Ok(c);
        }
        let mean = self.thermograph(h)?.mean;
        self.number(mean)
    }
}
