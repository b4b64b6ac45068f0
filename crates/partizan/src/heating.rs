//! Heating and overheating: the inverses of cooling, which tax every move; these pay a bonus
//! for every move instead.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Arena, Error, GameId};

impl Arena {
    /// **Heating** by `t`, `∫^t G`: `G` if `G` is a number, else
    /// `{ t + ∫^t G^L | -t + ∫^t G^R }`: every move that is not in a number earns its player
    /// `t`. It undoes cooling on the games that cooling maps one to one (see
    /// `docs/partizan.md`), and depends on the form of `G`: this is the canonical form's.
    /// `t` may be any game (a number in most uses). One pass over the positions below `g`,
    /// each heated once.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`] past the arena's budgets;
    /// [`Error::NumberTooLarge`] if a value leaves the numbers this crate builds.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// let one = arena.integer(1).unwrap();
    /// let hot = arena.heat(g, one).unwrap();
    /// assert_eq!(hot, arena.parse("{4|||3|1||0|-2}").unwrap()); // published (CGSuite's tests)
    /// ```
    pub fn heat(&mut self, g: GameId, t: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        self.check(t)?;
        let minus_t = self.neg(t)?;
        self.integral(
            g,
            [&[t], &[minus_t]],
            |arena, h| arena.number_value(h).is_some(),
            |_, h| Ok(h),
        )
    }

    /// **Overheating** from `s` to `t`, `∫_s^t G`: `n·s` (`n` copies of `s`) if `G` is an
    /// integer `n`, else `{ t + ∫_s^t G^L | -t + ∫_s^t G^R }` (Berlekamp, "Blockbusting and
    /// Domineering", 1988; Winning Ways ch. 6). Unlike heating it moves the numbers that are
    /// not integers (`∫_s^t 1/2 = {t | s - t}`). On the canonical form of `G`.
    ///
    /// # Errors
    /// As for [`heat`](Self::heat).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (one, star_one) = (arena.integer(1).unwrap(), arena.parse("1*").unwrap());
    /// let half = arena.parse("1/2").unwrap();
    /// let g = arena.overheat(half, one, star_one).unwrap(); // {1* | 1 - 1*}
    /// assert_eq!(arena.to_text(g).unwrap(), "{1*|*}");
    /// let three = arena.integer(3).unwrap();
    /// assert_eq!(arena.overheat(three, star_one, one), arena.parse("3*")); // 3 copies of 1*
    /// ```
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        self.check(s)?;
        self.check(t)?;
        let minus_t = self.neg(t)?;
        self.integral(
            g,
            [&[t], &[minus_t]],
            |arena, h| arena.integer_value(h).is_some(),
            |arena, h| {
                let n = arena.integer_value(h).unwrap_or(Dyadic::ZERO);
                arena.multiple(n, s)
            },
        )
    }

    /// `{ I(G^L) + a | I(G^R) + b }` for every `a` of `shifts[0]` and `b` of `shifts[1]`,
    /// below `g`, and `base(h)` on the positions `h` that `settled` picks (they are not
    /// entered): heating, overheating and Norton multiplication. Each position once, options
    /// first, with an explicit stack (no recursion follows the depth of `g`).
    pub(crate) fn integral(
        &mut self,
        g: GameId,
        shifts: [&[GameId]; 2],
        settled: impl Fn(&Arena, GameId) -> bool,
        mut base: impl FnMut(&mut Arena, GameId) -> Result<GameId, Error>,
    ) -> Result<GameId, Error> {
        if settled(self, g) {
            return base(self, g);
        }
        // (Numbers that `settled` does not pick are entered through their options.)
        let order = self.uncached_below_mut(g, &settled)?;
        let mut done: HashMap<GameId, GameId> = HashMap::with_capacity(order.len());
        for h in order {
            let mut sides = [Vec::new(), Vec::new()];
            for (side, options) in [self.left_of(h)?, self.right_of(h)?]
                .into_iter()
                .enumerate()
            {
                for option in options {
                    // Not computed: a position `settled` picked.
                    let value = match done.get(&option) {
                        Some(&v) => v,
                        None => base(self, option)?,
                    };
                    for &shift in shifts[side] {
                        sides[side].push(self.sum(value, shift)?);
                    }
                }
            }
            let [left, right] = sides;
            let value = self.game(&left, &right)?;
            done.insert(h, value);
        }
        Ok(done[&g])
    }

    /// `n` if `g` is the integer `n`.
    pub(crate) fn integer_value(&self, g: GameId) -> Option<Dyadic> {
        self.number_value(g).filter(|x| x.is_integer())
    }

    /// `n·s`: `n` copies of `s` (of `-s` for a negative `n`) for an integer `n`, by doubling:
    /// `O(log |n|)` sums.
    ///
    /// # Errors
    /// [`Error::Exceeded`]; [`Error::NumberTooLarge`].
    pub(crate) fn multiple(&mut self, n: Dyadic, s: GameId) -> Result<GameId, Error> {
        let mut unit = if n < Dyadic::ZERO { self.neg(s)? } else { s };
        let mut total = self.zero();
        if let Some(n) = n.to_i64() {
            // The usual case, without a big integer.
            let mut k = n.unsigned_abs();
            while k > 0 {
                if k & 1 == 1 {
                    total = self.sum(total, unit)?;
                }
                k >>= 1;
                if k > 0 {
                    unit = self.sum(unit, unit)?;
                }
            }
            return Ok(total);
        }
        let k = n.numerator();
        let bits = k.bits();
        for i in 0..bits {
            if k.magnitude().bit(i) {
                total = self.sum(total, unit)?;
            }
            if i + 1 < bits {
                unit = self.sum(unit, unit)?;
            }
        }
        Ok(total)
    }
}
