//! Stops, cooling, mean, temperature and thermographs.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Arena, Error, GameId};

/// A wall of a thermograph: a continuous piecewise-linear function of the temperature
/// `t >= -1`, given by its breakpoints `(t_i, v_i)` (dyadic) and the slope after each (an
/// integer: -1, 0 or 1 for walls); the last slope holds for every larger `t`.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let g = arena.parse("+-1").unwrap();
/// let t = arena.thermograph(g).unwrap();
/// // Left's wall starts at 1 + 1 = 2 at t = -1 and falls to the mast 0 at t = 1.
/// assert_eq!(t.left_wall().value_at("0".parse().unwrap()).unwrap().to_string(), "1");
/// assert_eq!(t.left_wall().value_at("5".parse().unwrap()).unwrap().to_string(), "0");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wall {
    t: Vec<Dyadic>,
    v: Vec<Dyadic>,
    slope: Vec<i64>,
}

fn overflow<T>(x: Option<T>) -> Result<T, Error> {
    x.ok_or(Error::Overflow)
}

fn times(k: i64, x: Dyadic) -> Result<Dyadic, Error> {
    overflow(Dyadic::from_integer(k).checked_mul(x))
}

impl Wall {
    fn constant(v: Dyadic) -> Wall {
        Wall {
            t: vec![Dyadic::from_integer(-1)],
            v: vec![v],
            slope: vec![0],
        }
    }

    /// The breakpoints `(t, value)`, from `t = -1`, and the slope after each.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let star = arena.parse("*").unwrap();
    /// let t = arena.thermograph(star).unwrap();
    /// let points: Vec<String> = t.left_wall().breakpoints().iter()
    ///     .map(|(t, v, s)| format!("{t} {v} {s}")).collect();
    /// assert_eq!(points, ["-1 1 -1", "0 0 0"]);
    /// ```
    pub fn breakpoints(&self) -> Vec<(Dyadic, Dyadic, i64)> {
        (0..self.t.len())
            .map(|i| (self.t[i], self.v[i], self.slope[i]))
            .collect()
    }

    /// The wall at temperature `t >= -1`.
    ///
    /// # Errors
    /// [`Error::TemperatureTooLow`] below -1; [`Error::Overflow`] if the value leaves the
    /// dyadic type.
    pub fn value_at(&self, t: Dyadic) -> Result<Dyadic, Error> {
        if t < self.t[0] {
            return Err(Error::TemperatureTooLow);
        }
        let i = self.t.iter().rposition(|&ti| ti <= t).unwrap_or(0);
        let dt = overflow(t.checked_sub(self.t[i]))?;
        overflow(self.v[i].checked_add(times(self.slope[i], dt)?))
    }

    /// The slope of the segment starting at or before `t`.
    fn slope_at(&self, t: Dyadic) -> i64 {
        let i = self.t.iter().rposition(|&ti| ti <= t).unwrap_or(0);
        self.slope[i]
    }

    /// `self(t) + k t`.
    fn plus_slope(&self, k: i64) -> Result<Wall, Error> {
        let mut v = Vec::with_capacity(self.v.len());
        for (&vi, &ti) in self.v.iter().zip(&self.t) {
            v.push(overflow(vi.checked_add(times(k, ti)?))?);
        }
        Ok(Wall {
            t: self.t.clone(),
            v,
            slope: self.slope.iter().map(|s| s + k).collect(),
        })
    }

    /// The pointwise maximum (`upper`) or minimum of two walls.
    fn combine(&self, other: &Wall, upper: bool) -> Result<Wall, Error> {
        let mut ts: Vec<Dyadic> = self.t.iter().chain(&other.t).copied().collect();
        ts.sort_unstable();
        ts.dedup();
        // Crossings inside each segment (and after the last breakpoint).
        let mut crossings = Vec::new();
        for (i, &a) in ts.iter().enumerate() {
            let d0 = overflow(self.value_at(a)?.checked_sub(other.value_at(a)?))?;
            let ds = self.slope_at(a) - other.slope_at(a);
            if ds == 0 || d0 == Dyadic::ZERO {
                continue;
            }
            // d(t) = d0 + ds (t - a) vanishes at a - d0 / ds.
            let step = divide(d0, -ds)?;
            if step <= Dyadic::ZERO {
                continue;
            }
            let t = overflow(a.checked_add(step))?;
            if ts.get(i + 1).is_none_or(|&b| t < b) {
                crossings.push(t);
            }
        }
        ts.extend(crossings);
        ts.sort_unstable();
        ts.dedup();
        let mut wall = Wall {
            t: Vec::new(),
            v: Vec::new(),
            slope: Vec::new(),
        };
        for &t in &ts {
            let (a, b) = (self.value_at(t)?, other.value_at(t)?);
            let (sa, sb) = (self.slope_at(t), other.slope_at(t));
            let take_self = if a == b {
                if upper { sa >= sb } else { sa <= sb }
            } else if upper {
                a > b
            } else {
                a < b
            };
            wall.push(
                t,
                if take_self { a } else { b },
                if take_self { sa } else { sb },
            );
        }
        Ok(wall)
    }

    /// Appends a breakpoint, merging it into the last segment when collinear.
    fn push(&mut self, t: Dyadic, v: Dyadic, slope: i64) {
        // Walls are continuous: the same slope means the previous segment runs through here.
        if self.slope.last() == Some(&slope) {
            return;
        }
        self.t.push(t);
        self.v.push(v);
        self.slope.push(slope);
    }

    /// The wall up to `t` then a vertical mast at `value`.
    fn with_mast(&self, t: Dyadic, value: Dyadic) -> Wall {
        let mut wall = Wall {
            t: Vec::new(),
            v: Vec::new(),
            slope: Vec::new(),
        };
        for i in 0..self.t.len() {
            if self.t[i] < t {
                wall.push(self.t[i], self.v[i], self.slope[i]);
            }
        }
        wall.push(t, value, 0);
        wall
    }
}

/// `x / k` for `k` in {-2, -1, 1, 2} (slope differences of walls).
fn divide(x: Dyadic, k: i64) -> Result<Dyadic, Error> {
    let magnitude = match k.abs() {
        1 => x,
        2 => overflow(x.checked_halve(1))?,
        _ => return Err(Error::Overflow),
    };
    if k < 0 {
        overflow(magnitude.checked_neg())
    } else {
        Ok(magnitude)
    }
}

/// The thermograph of a game: its two walls, `LS(G_t)` (Left's, the larger) and `RS(G_t)`,
/// which meet at the temperature and continue up as a mast at the mean.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let g = arena.parse("25/16").unwrap();
/// let t = arena.thermograph(g).unwrap();
/// assert_eq!(t.temperature().to_string(), "-1/16"); // published
/// assert_eq!(t.mean().to_string(), "25/16");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thermograph {
    left: Wall,
    right: Wall,
    mean: Dyadic,
    temperature: Dyadic,
}

impl Thermograph {
    /// The mean (mast value).
    pub fn mean(&self) -> Dyadic {
        self.mean
    }

    /// The temperature: where the walls meet (`-1` for integers, `-1/2^j` for a number with
    /// denominator `2^j`).
    pub fn temperature(&self) -> Dyadic {
        self.temperature
    }

    /// Left's wall, `t -> LS(G_t)`.
    pub fn left_wall(&self) -> &Wall {
        &self.left
    }

    /// Right's wall, `t -> RS(G_t)`.
    pub fn right_wall(&self) -> &Wall {
        &self.right
    }
}

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
        if let Some(x) = self.number_value(g) {
            return Ok((x, x));
        }
        if let Some(&known) = self.stop_cache.get(&g) {
            return Ok(known);
        }
        // Options first, without recursion: each game below then finds its options cached.
        if self.birthday_value(g) > crate::arena::SHALLOW {
            let order = self.uncached_below(g, |arena, h| {
                arena.number_value(h).is_some() || arena.stop_cache.contains_key(&h)
            });
            for h in order {
                self.stops_from_options(h)?;
            }
        }
        self.stops_from_options(g)
    }

    /// The stops of `g` from its options' (cached, or numbers: one level of calls).
    fn stops_from_options(&mut self, g: GameId) -> Result<(Dyadic, Dyadic), Error> {
        if let Some(x) = self.number_value(g) {
            return Ok((x, x));
        }
        if let Some(&known) = self.stop_cache.get(&g) {
            return Ok(known);
        }
        let mut left = None;
        for gl in self.left(g).to_vec() {
            let s = self.stops_from_options(gl)?.1;
            left = Some(left.map_or(s, |l: Dyadic| l.max(s)));
        }
        let mut right = None;
        for gr in self.right(g).to_vec() {
            let s = self.stops_from_options(gr)?.0;
            right = Some(right.map_or(s, |r: Dyadic| r.min(s)));
        }
        // A canonical game without Left (or Right) options is an integer, handled above.
        let result = (left.ok_or(Error::Overflow)?, right.ok_or(Error::Overflow)?);
        self.stop_cache.insert(g, result);
        Ok(result)
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
        if self.birthday_value(g) > crate::arena::SHALLOW {
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
        for gl in self.left(g).to_vec() {
            let wall = self.thermograph(gl)?.right.plus_slope(-1)?;
            left_raw = Some(match left_raw {
                None => wall,
                Some(w) => w.combine(&wall, true)?,
            });
        }
        let mut right_raw: Option<Wall> = None;
        for gr in self.right(g).to_vec() {
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

    /// `G` cooled by `t >= -1`: the mean if `t` is past the temperature, else
    /// `{G^L_t - t | G^R_t + t}`.
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
        let cold = |arena: &Arena, h: GameId| {
            arena
                .thermo_cache
                .get(&h)
                .is_none_or(|th| t > th.temperature)
        };
        let order = self.uncached_below(g, cold);
        let mut cooled: HashMap<GameId, GameId> = HashMap::new();
        for h in order {
            let mut left = Vec::new();
            for gl in self.left(h).to_vec() {
                let option = self.cooled_option(gl, &cooled)?;
                left.push(self.difference(option, tax)?);
            }
            let mut right = Vec::new();
            for gr in self.right(h).to_vec() {
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

/// The least `t >= -1` with `left(t) <= right(t)` (Left's raw wall never rises and Right's
/// never falls, so the difference only decreases).
fn meeting(left: &Wall, right: &Wall) -> Result<Dyadic, Error> {
    let mut ts: Vec<Dyadic> = left.t.iter().chain(&right.t).copied().collect();
    ts.sort_unstable();
    ts.dedup();
    for (i, &a) in ts.iter().enumerate() {
        let d0 = overflow(left.value_at(a)?.checked_sub(right.value_at(a)?))?;
        if d0 <= Dyadic::ZERO {
            return Ok(a);
        }
        let ds = left.slope_at(a) - right.slope_at(a);
        if ds < 0 {
            let t = overflow(a.checked_add(divide(d0, -ds)?))?;
            if ts.get(i + 1).is_none_or(|&b| t <= b) {
                return Ok(t);
            }
        }
    }
    Err(Error::Overflow)
}
