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

/// The options of a Nim position, one at a time: each heap in turn, each smaller size.
///
/// ```
/// use combgames_grundy::{ImpartialGame, games::Nim};
/// let options: Vec<Vec<u32>> = Nim.options(&vec![1, 2]).collect();
/// assert_eq!(options, vec![vec![0, 2], vec![0, 1], vec![1, 1]]);
/// ```
#[derive(Debug, Clone)]
pub struct NimOptions {
    heaps: Vec<u32>,
    heap: usize,
    smaller: u32,
}

impl Iterator for NimOptions {
    type Item = Vec<u32>;

    fn next(&mut self) -> Option<Vec<u32>> {
        while let Some(&size) = self.heaps.get(self.heap) {
            if self.smaller < size {
                let mut next = self.heaps.clone();
                next[self.heap] = self.smaller;
                next.sort_unstable();
                self.smaller += 1;
                return Some(next);
            }
            self.heap += 1;
            self.smaller = 0;
        }
        None
    }
}

impl ImpartialGame for Nim {
    /// Heap sizes, kept sorted so that equal positions share one table entry.
    type Position = Vec<u32>;
    type Options<'a> = NimOptions;

    fn options(&self, heaps: &Vec<u32>) -> NimOptions {
        NimOptions {
            heaps: heaps.clone(),
            heap: 0,
            smaller: 0,
        }
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

/// The options of a heap in a [`SubtractionGame`]: `heap - s` for each move `s <= heap`.
///
/// ```
/// use combgames_grundy::{ImpartialGame, games::SubtractionGame};
/// let game = SubtractionGame::new([1, 3]);
/// assert_eq!(game.options(&5).collect::<Vec<_>>(), vec![4, 2]);
/// ```
pub type SubtractionOptions<'a> = std::iter::FilterMap<
    std::iter::Zip<std::slice::Iter<'a, u64>, std::iter::Repeat<u64>>,
    fn((&'a u64, u64)) -> Option<u64>,
>;

impl ImpartialGame for SubtractionGame {
    type Position = u64;
    type Options<'a> = SubtractionOptions<'a>;

    fn options(&self, heap: &u64) -> SubtractionOptions<'_> {
        self.moves
            .iter()
            .zip(std::iter::repeat(*heap))
            .filter_map(|(&s, heap)| heap.checked_sub(s))
    }
}
