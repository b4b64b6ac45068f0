//! Canonical forms as the search core's algebra of values: an arena's games, added by its
//! sums, a node made by its `game` (dominated options removed, reversible ones bypassed).

use combgames_search::Algebra;

use crate::{Arena, Error, GameId};

/// The arena as the value search's [`Algebra`]: `node(L, R) = { L | R }` in canonical form,
/// the sum and the negative of the arena.
pub(crate) struct Canonical<'a>(pub &'a mut Arena);

impl<P> Algebra<P> for Canonical<'_> {
    type Value = GameId;
    type Error = Error;

    fn zero(&mut self) -> GameId {
        self.0.zero()
    }

    fn add(&mut self, a: GameId, b: GameId) -> Result<GameId, Error> {
        self.0.sum(a, b)
    }

    fn negate(&mut self, a: GameId) -> Result<GameId, Error> {
        self.0.neg(a)
    }

    fn node(&mut self, _: &P, options: &[Vec<GameId>]) -> Result<GameId, Error> {
        self.0.game(&options[0], &options[1])
    }

    fn repeated(&self) -> Error {
        Error::Loopy
    }
}
