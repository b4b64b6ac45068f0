//! The reduced canonical form: the simplest game infinitesimally close to a game.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::{Arena, Error, GameId};

impl Arena {
    /// The **reduced canonical form** `rcf(G)`: the simplest game that differs from `G` by an
    /// infinitesimal (Calistrate, 1996; Grossman and Siegel, "Reductions of partizan games",
    /// 2009). Two games have the same reduced form exactly when their difference is
    /// infinitesimal; it keeps what matters at every temperature above 0 (stops, mean,
    /// temperature and thermograph) and forgets ups, stars and tinies.
    ///
    /// Built from the options' reduced forms, as the canonical form is from the options'
    /// canonical forms, with the order taken modulo infinitesimals (`A <= B` mod Inf exactly
    /// when `RS(B - A) >= 0`): a game whose stops are equal is that number; otherwise
    /// options dominated mod Inf are removed, and a Left option `A` with some `A^R <= G`
    /// mod Inf is replaced by the Left options of `A^R` (Right's alike), until none is left.
    /// One pass over the positions below `g`, each with a few stops of differences.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`]; [`Error::Overflow`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// let r = arena.reduced(g).unwrap();
    /// assert_eq!(r, arena.parse("{3||2|1}").unwrap()); // published (CGSuite's tests)
    /// assert_eq!(arena.to_text(r).unwrap(), "{3|3/2+-1/2}");
    /// let small = arena.parse("^ + Tiny(1) + *5").unwrap();
    /// assert_eq!(arena.reduced(small), Ok(arena.zero()));
    /// ```
    pub fn reduced(&mut self, g: GameId) -> Result<GameId, Error> {
        if let Some(v) = self.symbol(g) {
            return self.number(v.number);
        }
        self.check(g)?;
        let number = |arena: &Arena, h: GameId| arena.number_value(h).is_some();
        let order = self.uncached_below(g, number);
        let mut reduced: HashMap<GameId, GameId> = HashMap::with_capacity(order.len());
        for h in order {
            let value = self.reduce(h, &reduced)?;
            reduced.insert(h, value);
        }
        Ok(reduced.get(&g).copied().unwrap_or(g))
    }

    /// The reduced form of `h`, its options' reduced forms in `reduced` (numbers are their
    /// own).
    fn reduce(&mut self, h: GameId, reduced: &HashMap<GameId, GameId>) -> Result<GameId, Error> {
        let (ls, rs) = (self.left_stop(h)?, self.right_stop(h)?);
        if ls == rs {
            return self.number(ls);
        }
        let lookup = |x: GameId| reduced.get(&x).copied().unwrap_or(x);
        let mut left: Vec<GameId> = self.left(h).iter().map(lookup).collect();
        let mut right: Vec<GameId> = self.right(h).iter().map(lookup).collect();
        loop {
            left = self.inf_undominated(left, true)?;
            right = self.inf_undominated(right, false)?;
            if let Some(next) = self.inf_bypass(h, &left, true)? {
                left = next;
            } else if let Some(next) = self.inf_bypass(h, &right, false)? {
                right = next;
            } else {
                return self.game(&left, &right);
            }
        }
    }

    /// `a <= b` modulo infinitesimals: `RS(b - a) >= 0`.
    pub(crate) fn le_inf(&mut self, a: GameId, b: GameId) -> Result<bool, Error> {
        let d = self.difference(b, a)?;
        Ok(self.right_stop(d)? >= Dyadic::ZERO)
    }

    /// The options not dominated modulo infinitesimals (for Left, the maximal ones; for
    /// Right, the minimal ones); of options equal mod Inf, the one of least id stays.
    fn inf_undominated(
        &mut self,
        mut options: Vec<GameId>,
        left: bool,
    ) -> Result<Vec<GameId>, Error> {
        options.sort_unstable();
        options.dedup();
        let mut kept = Vec::with_capacity(options.len());
        for (i, &a) in options.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in options.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (worse, better) = if left { (a, b) } else { (b, a) };
                if self.le_inf(worse, better)? && (!self.le_inf(better, worse)? || j < i) {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                kept.push(a);
            }
        }
        Ok(kept)
    }

    /// The options after bypassing one option reversible modulo infinitesimals, or `None`
    /// if none is: a Left option `A` with some `A^R <= h` mod Inf gives way to the Left
    /// options of that `A^R` (for Right, `A^L >= h` mod Inf and its Right options).
    fn inf_bypass(
        &mut self,
        h: GameId,
        options: &[GameId],
        left: bool,
    ) -> Result<Option<Vec<GameId>>, Error> {
        for (i, &a) in options.iter().enumerate() {
            let replies = if left {
                self.right_of(a)?
            } else {
                self.left_of(a)?
            };
            for reply in replies {
                let reverses = if left {
                    self.le_inf(reply, h)?
                } else {
                    self.le_inf(h, reply)?
                };
                if reverses {
                    let mut next: Vec<GameId> = options[..i].to_vec();
                    next.extend_from_slice(&options[i + 1..]);
                    let through = if left {
                        self.left_of(reply)?
                    } else {
                        self.right_of(reply)?
                    };
                    next.extend(through);
                    return Ok(Some(next));
                }
            }
        }
        Ok(None)
    }
}
