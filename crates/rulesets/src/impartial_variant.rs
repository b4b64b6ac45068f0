//! The impartial variant of a partizan ruleset: both players have the union of the moves.

use crate::{Player, Position};

/// The impartial variant of a partizan ruleset's position: either player may make any move
/// that Left or Right could make in `P` (`CGSuite`'s `ImpartialVariant` does the same). Its
/// value is a nimber; Cram is Domineering's variant.
///
/// The variant splits a position into `P`'s components only when they keep every move: a
/// ruleset may drop a component it knows to be worth `0` in the partizan game, which need not
/// be `0` once both players have every move, so the split is taken only if the components'
/// options (Left's and Right's, counted) add up to the whole position's. That check lists the
/// options of the position and of its parts once more at each split. It keys positions by
/// `P`'s own key (`P`'s symmetries keep the game, so they keep its variant).
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

    fn components(&self) -> Option<Vec<Self>> {
        let parts = self.0.components()?;
        let moves = |p: &P| p.options(Player::Left).len() + p.options(Player::Right).len();
        let kept: usize = parts.iter().map(moves).sum();
        (kept == moves(&self.0)).then(|| parts.into_iter().map(ImpartialVariant).collect())
    }

    fn canonical(&self) -> Self {
        ImpartialVariant(self.0.canonical())
    }

    fn heap_bytes(&self) -> usize {
        self.0.heap_bytes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Solver;
    use combgames_partizan::Arena;

    /// A toy ruleset of parts: part 0 is `{-2 | 2} = 0` (Left moves it to part 1, two moves of
    /// Right's; Right to part 2, two of Left's), 1 -> 3 -> dead for Right, 2 -> 4 -> dead for
    /// Left. Its components drop the parts it knows to be `0`, part 0 among them: right for the
    /// partizan game, wrong for the variant, where part 0 is `*` (both options are `0`).
    #[derive(Debug, Clone, PartialEq, Eq, Hash)]
    struct Parts(Vec<u8>);

    const DEAD: u8 = 5;

    impl Position for Parts {
        fn options(&self, player: Player) -> Vec<Parts> {
            let step = |part: u8| match (player, part) {
                (Player::Left, 0) => Some(1),
                (Player::Right, 0) => Some(2),
                (Player::Right, 1) => Some(3),
                (Player::Left, 2) => Some(4),
                (Player::Right, 3) | (Player::Left, 4) => Some(DEAD),
                _ => None,
            };
            (0..self.0.len())
                .filter_map(|i| {
                    let next = step(self.0[i])?;
                    let mut parts = self.0.clone();
                    parts[i] = next;
                    Some(Parts(parts))
                })
                .collect()
        }

        fn components(&self) -> Option<Vec<Parts>> {
            let kept = self.0.iter().filter(|&&p| p != 0 && p != DEAD);
            Some(kept.map(|&p| Parts(vec![p])).collect())
        }
    }

    #[test]
    fn a_split_that_drops_moves_is_not_taken() {
        let mut arena = Arena::new();
        let partizan = Solver::new(&mut arena).value(&Parts(vec![0])).unwrap();
        assert_eq!(arena.to_text(partizan).unwrap(), "0");
        let variant = ImpartialVariant::new(Parts(vec![0, 1]));
        let g = Solver::new(&mut arena).value(&variant).unwrap();
        // Part 0 is * in the variant, part 1 (two moves) is 0: the sum is *.
        assert_eq!(arena.to_text(g).unwrap(), "*");
        // Parts that keep every move split: 1 + 2 = 0 + 0.
        let kept = ImpartialVariant::new(Parts(vec![1, 2]));
        assert_eq!(kept.components().map(|c| c.len()), Some(2));
        assert_eq!(variant.components(), None);
    }
}
