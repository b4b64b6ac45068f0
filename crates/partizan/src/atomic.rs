//! Atomic weight: how many `^` an all-small game is worth.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Arena, Comparison, Error, GameId};

impl Arena {
    /// The **atomic weight** `aw(G)` of an all-small game ([`is_all_small`](Self::is_all_small)):
    /// the game `w` such that `G` behaves as `w` copies of `^` (`aw(^) = 1`, `aw(*n) = 0`,
    /// and `aw(G + H) = aw(G) + aw(H)`). By the atomic weight calculus (Winning Ways ch. 8;
    /// Siegel, Combinatorial Game Theory, ch. II): with `G' = { aw(G^L) - 2 | aw(G^R) + 2 }`,
    /// `aw(G) = G'` unless `G'` is an integer; in that eccentric case, against the far star
    /// `☆ = *N` (`N` past every nimber in `G`):
    ///
    /// * if `G > ☆`, `aw(G)` is the largest integer `n` with `n <| aw(G^R) + 2` for every `G^R`;
    /// * if `G < ☆`, the least integer `n` with `n |> aw(G^L) - 2` for every `G^L`;
    /// * otherwise 0.
    ///
    /// **Two-ahead rule**: `aw(G) >= 2` makes `G > 0`. One pass over the positions below `g`
    /// (each a game, a comparison with `☆`, and at most a few more).
    ///
    /// # Errors
    /// [`Error::NotAllSmall`] if `g` has no atomic weight (it is not all-small);
    /// [`Error::TooLarge`] (nimber) when `☆` would pass the nimbers this crate builds;
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, Error};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{^3|v2}").unwrap();
    /// let w = arena.atomic_weight(g).unwrap();
    /// assert_eq!(w, arena.parse("{1|0}").unwrap()); // published (CGSuite's tests)
    /// assert_eq!(arena.to_text(w).unwrap(), "1/2+-1/2");
    /// let hot = arena.parse("{1|0}").unwrap();
    /// assert_eq!(arena.atomic_weight(hot), Err(Error::NotAllSmall));
    /// ```
    pub fn atomic_weight(&mut self, g: GameId) -> Result<GameId, Error> {
        if !self.is_all_small(g)? {
            return Err(Error::NotAllSmall);
        }
        if let Some(v) = self.symbol(g) {
            // n.^ + *m has atomic weight n.
            return self.integer(v.ups);
        }
        let two = self.integer(2)?;
        let minus_two = self.integer(-2)?;
        let order = self.uncached_below(g, |_, _| false);
        let mut weights: HashMap<GameId, GameId> = HashMap::with_capacity(order.len());
        for h in order {
            let mut left = Vec::new();
            for gl in self.left(h).to_vec() {
                left.push(self.sum(weights[&gl], minus_two)?);
            }
            let mut right = Vec::new();
            for gr in self.right(h).to_vec() {
                right.push(self.sum(weights[&gr], two)?);
            }
            let candidate = self.game(&left, &right)?;
            let weight = if self.integer_value(candidate).is_some() {
                self.eccentric(h, &left, &right)?
            } else {
                candidate
            };
            weights.insert(h, weight);
        }
        Ok(weights[&g])
    }

    /// The atomic weight of `h` when `{left | right}` (its options' weights, shifted) is an
    /// integer: decided by `h` against the far star.
    fn eccentric(&mut self, h: GameId, left: &[GameId], right: &[GameId]) -> Result<GameId, Error> {
        let far = self.nimber(self.info[h.slot()].birthday.saturating_add(1))?;
        match self.compare(h, far)? {
            Comparison::Greater if !right.is_empty() => {
                // The largest n with no `right[i] <= n`: below every right[i]'s Left stop
                // it holds, above the least of them it fails.
                let least = self.least_stop(right, true)?;
                let mut n = floor(least)?;
                loop {
                    let candidate = self.integer(n)?;
                    if !self.any_le(right, candidate, true)? {
                        return Ok(candidate);
                    }
                    n -= 1;
                }
            }
            Comparison::Less if !left.is_empty() => {
                // The least n with no `n <= left[i]`.
                let greatest = self.least_stop(left, false)?;
                let mut n = -floor(-greatest)?;
                loop {
                    let candidate = self.integer(n)?;
                    if !self.any_le(left, candidate, false)? {
                        return Ok(candidate);
                    }
                    n += 1;
                }
            }
            _ => Ok(self.zero()),
        }
    }

    /// The least Left stop of `games` (`left`), or the greatest Right stop (not `left`).
    fn least_stop(&mut self, games: &[GameId], left: bool) -> Result<Dyadic, Error> {
        let mut best: Option<Dyadic> = None;
        for &x in games {
            let stop = if left {
                self.left_stop(x)?
            } else {
                self.right_stop(x)?
            };
            best = Some(match best {
                Some(b) if (left && b <= stop) || (!left && b >= stop) => b,
                _ => stop,
            });
        }
        best.ok_or(Error::Overflow)
    }

    /// Whether some `x <= n` (`below`), or some `n <= x` (not `below`).
    fn any_le(&mut self, games: &[GameId], n: GameId, below: bool) -> Result<bool, Error> {
        for &x in games {
            let le = if below {
                self.le(x, n)?
            } else {
                self.le(n, x)?
            };
            if le {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// The largest integer at most `x`, if it fits an `i64` (a stop of an all-small game's
/// shifted weights is near 0).
fn floor(x: Dyadic) -> Result<i64, Error> {
    x.floor().to_i64().ok_or(Error::Overflow)
}
