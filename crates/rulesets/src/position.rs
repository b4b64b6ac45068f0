//! The trait a ruleset's positions implement.

use std::hash::Hash;

use crate::Player;

/// A position of a short partizan ruleset: what each player may move to.
///
/// Only [`options`](Position::options) is required. The rules must be **short**: no line of
/// play returns to an earlier position (the [`Solver`](crate::Solver) reports a repeat as
/// [`Error::Loopy`](crate::Error::Loopy)) and each position has finitely many options. The
/// [`Solver`](crate::Solver) finds the canonical value, [`OutcomeSearch`](crate::OutcomeSearch)
/// who wins.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Player, Position, Solver};
///
/// /// A pile of `n` counters: Left takes one, Right takes two.
/// #[derive(Clone, PartialEq, Eq, Hash)]
/// struct Pile(u32);
/// impl Position for Pile {
///     fn options(&self, player: Player) -> Vec<Pile> {
///         let take = if player == Player::Left { 1 } else { 2 };
///         self.0.checked_sub(take).map(Pile).into_iter().collect()
///     }
/// }
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let (two, three) = (solver.value(&Pile(2)).unwrap(), solver.value(&Pile(3)).unwrap());
/// assert_eq!(arena.to_text(two).unwrap(), "1/2+-1/2"); // {1|0}: Left to 1, Right to 0
/// assert_eq!(three, arena.zero()); // whoever starts loses
/// ```
pub trait Position: Clone + Eq + Hash {
    /// The positions `player` can move to (repeats are harmless).
    fn options(&self, player: Player) -> Vec<Self>;

    /// The independent components whose sum this position is, if the rules split it (a move
    /// is made in exactly one component): an empty list for a position worth `0`, `None` (the
    /// default) for a position that does not split. The searches never split a component
    /// again (a component's own `components` may return it alone, or `None`).
    fn components(&self) -> Option<Vec<Self>> {
        None
    }

    /// The position's key up to the symmetries of the rules: positions with the same key must
    /// be the same game. The default is the position itself; a board game returns, say, the
    /// least of its reflections, so that the solver stores each position once.
    #[must_use]
    fn canonical(&self) -> Self {
        self.clone()
    }

    /// The bytes this position holds on the heap (a board's cells, say), counted against the
    /// searches' memory limits for each position they store. The default, 0, suits positions
    /// that hold nothing on the heap.
    fn heap_bytes(&self) -> usize {
        0
    }
}
