//! Sums of games: `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, cached, with the shortcuts
//! for numbers (number translation: `x + G` moves `G`'s options by `x` when `G` is not a
//! number) and for nimbers (nim-sums).

use combgames_dyadic::Dyadic;

use crate::arena::SHALLOW;
use crate::{Arena, Error, GameId, NumberUpStar};

/// Two games to be added.
type Pair = (GameId, GameId);

impl Arena {
    /// `G + H`: a move is made in exactly one of the two. Numbers add as numbers; a number is
    /// never moved in when added to a game that is not one (number avoidance); otherwise
    /// `{GL + H, G + HL | GR + H, G + HR}`, made canonical. Cached.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`] (games) if the arena is full;
    /// [`Error::NumberTooLarge`] if a sum of numbers leaves the numbers this crate builds.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let a = arena.parse("{1|0}").unwrap();
    /// let b = arena.parse("{0|1}").unwrap();
    /// let s = arena.sum(a, b).unwrap();
    /// assert_eq!(s, arena.parse("{3/2|1/2}").unwrap()); // published
    /// ```
    pub fn sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        // Numbers, ups and stars add part by part: held symbolically if born too late (the
        // stored ones take the cached path below, which adds them by parts too).
        if let (Some(a), Some(b)) = (self.nus_value(g)?, self.nus_value(h)?) {
            let symbolic = self.symbol(g).is_some() || self.symbol(h).is_some();
            // Whether the sum is born too late to store is the infinitesimal part's matter:
            // the numbers are added only when the sum is built here (two stored games, the
            // usual case, take the cached path without it).
            let infinitesimal = NumberUpStar {
                number: Dyadic::ZERO,
                ups: a.ups.checked_add(b.ups).ok_or(Error::Overflow)?,
                star: a.star ^ b.star,
            };
            if symbolic || infinitesimal.infinitesimal_birthday() > u64::from(crate::MAX_BIRTHDAY) {
                return self.number_up_star(a.add(b)?);
            }
        }
        self.check(g)?;
        self.check(h)?;
        // The sums of the pairs of subpositions first, in an order where each pair's own
        // sub-pairs come before it (an explicit stack, not recursion): then each sum below
        // reads its sub-pairs from the cache, and the recursion of `sum_stored` is one level
        // deep (unless the cache is trimmed on the way, which only costs a recomputation).
        if self.height_value(g) + self.height_value(h) > SHALLOW {
            for (a, b) in self.uncached_pairs(g, h)? {
                self.sum_stored(a, b)?;
            }
        }
        self.sum_stored(g, h)
    }

    /// The pairs `(a, b)` whose sums `sum_stored(g, h)` needs, not cached, each after the
    /// pairs its own sum needs. `O(pairs)` time and memory.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps): each pair looked at is a step of the arena's budget, so a sum
    /// with millions of pairs below it is refused by the budget, not after listing them all.
    pub(crate) fn uncached_pairs(&mut self, g: GameId, h: GameId) -> Result<Vec<Pair>, Error> {
        let mut order = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<(Pair, Vec<Pair>)> = Vec::new();
        if let Some(needs) = self.sum_needs(g, h) {
            seen.insert((g.min(h), g.max(h)));
            stack.push(((g, h), needs));
        }
        while let Some((pair, needs)) = stack.last_mut() {
            if let Some((a, b)) = needs.pop() {
                self.spend()?;
                if seen.insert((a.min(b), a.max(b))) {
                    if let Some(more) = self.sum_needs(a, b) {
                        stack.push(((a, b), more));
                    }
                }
                continue;
            }
            let pair = *pair;
            stack.pop();
            order.push(pair);
        }
        order.pop(); // (g, h) itself, computed by the caller
        Ok(order)
    }

    /// The pairs whose sums the sum `g + h` is made of, or `None` if it is cached or needs no
    /// other sum (a zero, or two games of the form `x + n.^ + *m`, added by their parts).
    pub(crate) fn sum_needs(&self, g: GameId, h: GameId) -> Option<Vec<Pair>> {
        if g == self.zero()
            || h == self.zero()
            || self
                .sum_cache
                .contains_key(&Arena::pair(g.min(h), g.max(h)))
        {
            return None;
        }
        if self.info[g.slot()].nus.is_some() && self.info[h.slot()].nus.is_some() {
            return None;
        }
        let pairs: Vec<Pair> = match (self.number_value(g), self.number_value(h)) {
            (Some(_), _) => self
                .left(h)
                .iter()
                .chain(self.right(h).iter())
                .map(|o| (o, g))
                .collect(),
            (_, Some(_)) => self
                .left(g)
                .iter()
                .chain(self.right(g).iter())
                .map(|o| (o, h))
                .collect(),
            (None, None) => {
                let with_h = self.left(g).iter().chain(self.right(g).iter());
                let with_g = self.left(h).iter().chain(self.right(h).iter());
                let with_h = with_h.map(|o| (o, h));
                let with_g = with_g.map(|o| (g, o));
                with_h.chain(with_g).collect()
            }
        };
        Some(pairs)
    }

    /// `G + H`, reading the sums of its sub-pairs from the cache where they are.
    pub(crate) fn sum_stored(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        if g == self.zero() {
            return Ok(h);
        }
        if h == self.zero() {
            return Ok(g);
        }
        let key = Arena::pair(g.min(h), g.max(h));
        if let Some(&known) = self.sum_cache.get(&key) {
            return Ok(known);
        }
        let parts = |arena: &Arena, x: GameId| arena.info[x.slot()].nus;
        if let (Some(a), Some(b)) = (parts(self, g), parts(self, h)) {
            let result = self.explicit_nus(a.add(b)?)?;
            self.trim_caches();
            self.sum_cache.insert(key, result);
            return Ok(result);
        }
        // (Two numbers, or a number and a nimber, were added by their parts above.)
        let result = match (self.number_value(g), self.number_value(h)) {
            (Some(_), _) => self.translate(h, g)?,
            (_, Some(_)) => self.translate(g, h)?,
            (None, None) => {
                let mut l = Vec::new();
                let mut r = Vec::new();
                for gl in self.left(g).to_vec() {
                    l.push(self.sum_stored(gl, h)?);
                }
                for hl in self.left(h).to_vec() {
                    l.push(self.sum_stored(g, hl)?);
                }
                for gr in self.right(g).to_vec() {
                    r.push(self.sum_stored(gr, h)?);
                }
                for hr in self.right(h).to_vec() {
                    r.push(self.sum_stored(g, hr)?);
                }
                self.game(&l, &r)?
            }
        };
        self.trim_caches();
        self.sum_cache.insert(key, result);
        Ok(result)
    }

    /// `G + x` for a game `G` that is not a number and a number `x`: `{GL + x | GR + x}`.
    pub(crate) fn translate(&mut self, g: GameId, x: GameId) -> Result<GameId, Error> {
        let mut l = Vec::new();
        let mut r = Vec::new();
        for gl in self.left(g).to_vec() {
            l.push(self.sum_stored(gl, x)?);
        }
        for gr in self.right(g).to_vec() {
            r.push(self.sum_stored(gr, x)?);
        }
        self.game(&l, &r)
    }

    /// `G - H`.
    ///
    /// # Errors
    /// As for [`sum`](Self::sum).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.difference(g, g), Ok(arena.zero()));
    /// ```
    pub fn difference(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let minus_h = self.neg(h)?;
        self.sum(g, minus_h)
    }
}
