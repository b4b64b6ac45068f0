//! Two classic impartial games, ready for the [`Solver`](crate::Solver).

use crate::ImpartialGame;

/// Nim: heaps of counters; a move takes any positive number from one heap. The value of a
/// position is the nim-sum of the heap sizes (Bouton's theorem).
///
/// ```
/// use combgames_grundy::{Solver, games::Nim};
/// let mut solver = Solver::new(Nim);
/// assert_eq!(solver.grundy(&vec![3, 4, 5]), Ok(3 ^ 4 ^ 5));
/// ```
#[derive(Debug, Clone, Copy, Default)]
pub struct Nim;

impl ImpartialGame for Nim {
    /// Heap sizes, kept sorted so that equal positions share one table entry.
    type Position = Vec<u32>;

    fn options(&self, heaps: &Vec<u32>) -> Vec<Vec<u32>> {
        let mut options = Vec::new();
        for (i, &size) in heaps.iter().enumerate() {
            for smaller in 0..size {
                let mut next = heaps.clone();
                next[i] = smaller;
                next.sort_unstable();
                options.push(next);
            }
        }
        options
    }
}

/// A subtraction game: one heap, and a move removes `s` counters for some `s` in the set.
///
/// ```
/// use combgames_grundy::{Solver, games::SubtractionGame};
/// let mut solver = Solver::new(SubtractionGame::new([1, 2]));
/// assert_eq!(solver.grundy(&10), Ok(1)); // n mod 3
/// ```
#[derive(Debug, Clone)]
pub struct SubtractionGame {
    moves: Vec<u64>,
}

impl SubtractionGame {
    /// The game with the given subtraction set (zeros and repeats are dropped).
    ///
    /// ```
    /// use combgames_grundy::games::SubtractionGame;
    /// assert_eq!(SubtractionGame::new([4, 0, 1, 4]).moves(), &[1, 4]);
    /// ```
    pub fn new(moves: impl IntoIterator<Item = u64>) -> Self {
        let mut moves: Vec<u64> = moves.into_iter().filter(|&s| s > 0).collect();
        moves.sort_unstable();
        moves.dedup();
        SubtractionGame { moves }
    }

    /// The subtraction set, increasing.
    ///
    /// ```
    /// use combgames_grundy::games::SubtractionGame;
    /// assert_eq!(SubtractionGame::new([3, 1]).moves(), &[1, 3]);
    /// ```
    pub fn moves(&self) -> &[u64] {
        &self.moves
    }
}

impl ImpartialGame for SubtractionGame {
    type Position = u64;

    fn options(&self, heap: &u64) -> Vec<u64> {
        self.moves
            .iter()
            .filter(|&&s| s <= *heap)
            .map(|&s| heap - s)
            .collect()
    }
}
