//! Canonical forms: a game from its options with dominated options removed and reversible
//! ones bypassed, and negation.
//!
//! Every game of the arena is canonical (Winning Ways ch. 3; Siegel, CGT II.2): a Left option
//! `G^L1` is dominated when some `G^L2 >= G^L1`, and reversible through `G^L1R` when
//! `G^L1R <= G`, in which case it is replaced by the Left options of `G^L1R`. Two canonical
//! games are equal exactly when they are identical, so an id is a value.

use combgames_dyadic::Dyadic;

use crate::arena::SHALLOW;
use crate::numbers::simplest_in;
use crate::order::Fit;
use crate::{Arena, Error, GameId};

impl Arena {
    /// The canonical game `{ left | right }` from stored options: dominated options removed
    /// (a Left option `<=` another, a Right option `>=` another) and reversible ones bypassed
    /// (a Left option `GL` with some `GLR <= G` is replaced by the Left options of `GLR`; a
    /// Right option likewise), until neither applies. The result is the unique simplest form
    /// of the game. Options that make a number give that number, stored by value: by value
    /// when every option is a number, else by the simplicity theorem (the numbers that fit
    /// the options form an interval found from their stops, and the game is its simplest
    /// number, if it has any), so no number's chain of options is walked: `{2^40* | 2^40*}`
    /// is `2^40` at once.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an option not in this arena; [`Error::Exceeded`] (games) if the
    /// arena is full; [`Error::NumberTooLarge`] or [`Error::Overflow`] for a number past
    /// [`is_buildable`](crate::is_buildable).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.parse("*").unwrap());
    /// // {0, * | 0} is ^* (nothing simplifies); {0 | *} is ^.
    /// let g = arena.game(&[zero, star], &[zero]).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "^*");
    /// ```
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, Error> {
        for &g in left.iter().chain(right) {
            self.check(g)?;
        }
        let mut l: Vec<GameId> = left.to_vec();
        let mut r: Vec<GameId> = right.to_vec();
        if let Some(g) = self.game_of_numbers(&l, &r)? {
            return Ok(g);
        }
        if let Some(g) = self.number_plus_nimber(&mut l, &mut r)? {
            return Ok(g);
        }
        let mut fit: Fit = None;
        loop {
            self.spend()?;
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            l = self.undominated(&l, true)?;
            r = self.undominated(&r, false)?;
            if let Some((i, replacement)) = self.reversible_left(&l, &r, &mut fit)? {
                l.remove(i);
                l.extend(replacement);
                continue;
            }
            if let Some((i, replacement)) = self.reversible_right(&l, &r, &mut fit)? {
                r.remove(i);
                r.extend(replacement);
                continue;
            }
            break;
        }
        if let Some(Some(y)) = fit {
            return self.number(y);
        }
        self.intern(l, r)
    }

    /// `{l | r}` when every option is a number, by value: the simplest number between them
    /// if Left's best is below Right's best, else the hot game `{a | b}` of the two bests
    /// (no option of it is reversible: a reply to `a` is a number above `a >= b`, which is
    /// not `<= G`). `None` if some option is not a number. `O(options)`.
    fn game_of_numbers(&mut self, l: &[GameId], r: &[GameId]) -> Result<Option<GameId>, Error> {
        let values = |arena: &Arena, side: &[GameId]| -> Option<Vec<Dyadic>> {
            side.iter().map(|&g| arena.number_value(g)).collect()
        };
        let (Some(lv), Some(rv)) = (values(self, l), values(self, r)) else {
            return Ok(None);
        };
        let (low, high) = (lv.iter().max().copied(), rv.iter().min().copied());
        if let Some(x) = simplest_in(low, high)? {
            return self.number(x).map(Some);
        }
        // Both sides hold options, Left's best at least Right's.
        let (Some(a), Some(b)) = (low, high) else {
            return Err(Error::Overflow);
        };
        let (a, b) = (self.number(a)?, self.number(b)?);
        self.spend()?;
        self.intern(vec![a], vec![b]).map(Some)
    }

    /// `x + *k` when both sides are exactly `x, x*, ..., x*(k-1)` (sorted and without
    /// repeats here): that game's canonical form, found in `O(k)` instead of the `O(k^3)`
    /// comparisons of simplifying it (nimbers as wide as `*200` are built from their options
    /// by the loopy printer and by explicit trees). `None` for any other options.
    fn number_plus_nimber(
        &mut self,
        l: &mut Vec<GameId>,
        r: &mut Vec<GameId>,
    ) -> Result<Option<GameId>, Error> {
        for side in [&mut *l, &mut *r] {
            side.sort_unstable();
            side.dedup();
        }
        if l.is_empty() || l != r {
            return Ok(None);
        }
        let Some(first) = self.info[l[0].slot()].nus else {
            return Ok(None);
        };
        let mut seen = vec![false; l.len()];
        for &g in l.iter() {
            let Some(v) = self.info[g.slot()].nus else {
                return Ok(None);
            };
            let star = usize::try_from(v.star).unwrap_or(usize::MAX);
            if v.number != first.number || v.ups != 0 || star >= seen.len() || seen[star] {
                return Ok(None);
            }
            seen[star] = true;
        }
        // k distinct stars below k: all of 0..k. Stored as a node, as every game `game`
        // makes (refused past MAX_BIRTHDAY as any game born that late).
        let parts = crate::NumberUpStar {
            number: first.number,
            ups: 0,
            star: l.len() as u64,
        };
        self.explicit_nus(parts).map(Some)
    }

    /// The options not dominated by another: for Left, drop `a` if `a <= b` for another `b`;
    /// for Right, drop `a` if `a >= b`.
    pub(crate) fn undominated(
        &mut self,
        options: &[GameId],
        left: bool,
    ) -> Result<Vec<GameId>, Error> {
        let mut keep = Vec::with_capacity(options.len());
        for (i, &a) in options.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in options.iter().enumerate() {
                if j != i
                    && (if left {
                        self.le_stored(a, b)?
                    } else {
                        self.le_stored(b, a)?
                    })
                {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                keep.push(a);
            }
        }
        Ok(keep)
    }

    /// A reversible Left option and what replaces it: `GL` with a Right option `GLR <= G`.
    pub(crate) fn reversible_left(
        &mut self,
        l: &[GameId],
        r: &[GameId],
        fit: &mut Fit,
    ) -> Result<Option<(usize, Vec<GameId>)>, Error> {
        for (i, &gl) in l.iter().enumerate() {
            for glr in self.right_of(gl)? {
                if self.le_id_parts(glr, l, r, fit)? {
                    return Ok(Some((i, self.left_of(glr)?)));
                }
            }
        }
        Ok(None)
    }

    /// A reversible Right option and what replaces it: `GR` with a Left option `GRL >= G`.
    pub(crate) fn reversible_right(
        &mut self,
        l: &[GameId],
        r: &[GameId],
        fit: &mut Fit,
    ) -> Result<Option<(usize, Vec<GameId>)>, Error> {
        for (i, &gr) in r.iter().enumerate() {
            for grl in self.left_of(gr)? {
                if self.le_parts_id(l, r, grl, fit)? {
                    return Ok(Some((i, self.right_of(grl)?)));
                }
            }
        }
        Ok(None)
    }

    /// `-G`: the roles of the players exchanged. Cached.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::Exceeded`] (games) if the arena is full.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap();
    /// let down = arena.neg(up).unwrap();
    /// assert_eq!(arena.to_text(down).unwrap(), "v");
    /// ```
    pub fn neg(&mut self, g: GameId) -> Result<GameId, Error> {
        if let Some(v) = self.symbol(g) {
            return self.number_up_star(v.neg()?);
        }
        self.check(g)?;
        if let Some(&known) = self.neg_cache.get(&g.index()) {
            return Ok(known);
        }
        // Options first, without recursion: each game below finds its options' negatives
        // cached.
        // (Numbers are negated as numbers, without their options.)
        if self.height_value(g) > SHALLOW {
            let order = self.uncached_below(g, |arena, h| {
                arena.number_value(h).is_some() || arena.neg_cache.contains_key(&h.index())
            });
            for h in order {
                self.neg_from_options(h)?;
            }
        }
        self.neg_from_options(g)
    }

    /// `-G` from the negatives of its options, cached (one level of calls).
    pub(crate) fn neg_from_options(&mut self, g: GameId) -> Result<GameId, Error> {
        if let Some(&known) = self.neg_cache.get(&g.index()) {
            return Ok(known);
        }
        let result = if let Some(x) = self.number_value(g) {
            self.number(-x)?
        } else {
            let l: Vec<GameId> = self
                .right(g)
                .to_vec()
                .into_iter()
                .map(|x| self.neg_from_options(x))
                .collect::<Result<_, _>>()?;
            let r: Vec<GameId> = self
                .left(g)
                .to_vec()
                .into_iter()
                .map(|x| self.neg_from_options(x))
                .collect::<Result<_, _>>()?;
            // The negative of a canonical game is canonical.
            self.intern(l, r)?
        };
        self.neg_cache.insert(g.index(), result);
        self.neg_cache.insert(result.index(), g);
        Ok(result)
    }
}
