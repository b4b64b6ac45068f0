//! The impartial variant of a partizan ruleset: both players have the union of the moves.

use crate::{Player, Position};

/// The impartial variant of a partizan ruleset's position: either player may make any move
/// that Left or Right could make in `P` (`CGSuite`'s `ImpartialVariant` does the same). Its
/// value is a nimber; Cram is Domineering's variant.
///
/// The variant never splits a position into components: a ruleset may drop a component it
/// knows to be worth `0` in the partizan game, which need not be `0` once both players have
/// every move. It keys positions by `P`'s own key (`P`'s symmetries keep the game, so they keep
/// its variant).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Cram, Domineering, ImpartialVariant, Solver};
/// let board: Domineering = "...|...".parse().unwrap();
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&ImpartialVariant::new(board)).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "*"); // Cram's 2 x 3 board
/// assert_eq!("...|...".parse::<Cram>().unwrap().nimber(Default::default()), Ok(1));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ImpartialVariant<P>(P);

impl<P> ImpartialVariant<P> {
    /// The variant of `position`.
    pub fn new(position: P) -> Self {
        ImpartialVariant(position)
    }

    /// The partizan position.
    pub fn inner(&self) -> &P {
        &self.0
    }
}

impl<P: Position> Position for ImpartialVariant<P> {
    fn options(&self, _player: Player) -> Vec<Self> {
        let mut options = self.0.options(Player::Left);
        options.extend(self.0.options(Player::Right));
        options.into_iter().map(ImpartialVariant).collect()
    }

    fn canonical(&self) -> Self {
        ImpartialVariant(self.0.canonical())
    }

    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }
}
