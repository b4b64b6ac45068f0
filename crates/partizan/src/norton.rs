//! Norton multiplication: `G.U`, a game `G` made of copies of a positive unit `U`.

use crate::error::Construction;
use crate::{Arena, Error, GameId};

impl Arena {
    /// **Norton multiplication** `G.U` by a positive `U`: `n` copies of `U` if `G` is an
    /// integer `n` (of `-U` if `n < 0`), else
    ///
    /// ```text
    /// G.U = { G^L.U + U + D | G^R.U - (U + D) },
    /// ```
    ///
    /// `D` ranging over all of `U`'s incentives (`U^L - U` and `U - U^R`; so `U + D` ranges
    /// over the `U^L` and the `2U - U^R`). The product depends on the value of `G` but on the
    /// form of `U`: this is `U`'s canonical form. It is additive and order-preserving in `G`
    /// (Conway, On Numbers and Games; Siegel, Combinatorial Game Theory, ch. II).
    /// One pass over the positions below `G`; `O(options · incentives)` sums each.
    ///
    /// # Errors
    /// [`Error::NotPositive`] unless `U > 0`; [`Error::NoSuchGame`]; [`Error::Exceeded`];
    /// [`Error::NumberTooLarge`].
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (half, up) = (arena.parse("1/2").unwrap(), arena.parse("^").unwrap());
    /// let g = arena.norton(half, up).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "{^2*|v*}"); // published: {^^*|v*}
    /// ```
    pub fn norton(&mut self, g: GameId, u: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        self.check(u)?;
        let zero = self.zero();
        if !self.le(zero, u)? || self.le(u, zero)? {
            return Err(Error::NotPositive(Construction::Norton));
        }
        // U + D for each incentive D of U.
        let mut steps: Vec<GameId> = self.left_of(u)?;
        let double = self.sum(u, u)?;
        for ur in self.right_of(u)? {
            steps.push(self.difference(double, ur)?);
        }
        let minus: Vec<GameId> = steps
            .iter()
            .map(|&x| self.neg(x))
            .collect::<Result<_, _>>()?;
        self.integral(
            g,
            [&steps, &minus],
            |arena, h| arena.integer_value(h).is_some(),
            |arena, h| {
                let n = arena
                    .integer_value(h)
                    .unwrap_or(combgames_dyadic::Dyadic::ZERO);
                arena.multiple(n, u)
            },
        )
    }
}
