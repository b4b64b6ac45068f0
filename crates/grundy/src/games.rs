//! Classic impartial games, ready for the [`Solver`](crate::Solver): Nim, subtraction games,
//! and every octal game (heaps of an [`OctalGame`], split into independent heaps).

use crate::{Error, ImpartialGame, OctalGame, Periodicity};

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

    /// The game as an octal code (digit 3 at each move), for its sequence and period.
    ///
    /// # Errors
    /// [`Error::Code`] if a move passes [`MAX_CODE_DIGITS`](crate::MAX_CODE_DIGITS).
    ///
    /// ```
    /// use combgames_grundy::games::SubtractionGame;
    /// let game = SubtractionGame::new([1, 3, 4]).as_octal().unwrap();
    /// assert_eq!(game.to_string(), ".3033");
    /// ```
    pub fn as_octal(&self) -> Result<OctalGame, Error> {
        let moves = self
            .moves
            .iter()
            .map(|&s| usize::try_from(s).unwrap_or(usize::MAX))
            .collect::<Vec<_>>();
        OctalGame::subtraction(moves)
    }

    /// The least preperiod and period of the values, proven from heaps up to `max_heap` by the
    /// periodicity theorem with the bound of subtraction games, `preperiod + t` for the largest
    /// move `t` (see [`OctalGame::proof_bound`]).
    ///
    /// # Errors
    /// As for [`as_octal`](Self::as_octal) and [`OctalGame::periodicity`].
    ///
    /// ```
    /// use combgames_grundy::games::SubtractionGame;
    /// let p = SubtractionGame::new([2, 5, 6]).periodicity(1000).unwrap();
    /// assert_eq!((p.preperiod, p.period), (0, 11));
    /// ```
    pub fn periodicity(&self, max_heap: usize) -> Result<Periodicity, Error> {
        self.as_octal()?.periodicity(max_heap)
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

/// An octal game as a generic game: a position is a list of heap sizes (kept sorted, empty
/// heaps dropped), and a sum of heaps splits into its single heaps
/// ([`ImpartialGame::components`]), so the [`Solver`](crate::Solver) values it by the
/// nim-sum of single heaps. Its values equal [`OctalGame::grundy_values`] (a test holds them
/// equal); the sequence methods are much faster for one game's heaps.
///
/// ```
/// use combgames_grundy::{ImpartialGame, OctalGame, Solver};
/// let dawson: OctalGame = ".07".parse().unwrap();
/// // Dawson's Kayles from a heap of 5: take two from an end (3) or from inside (1 + 2).
/// let options: Vec<Vec<u64>> = dawson.options(&vec![5]).collect();
/// assert_eq!(options, vec![vec![3], vec![1, 2]]);
/// assert_eq!(Solver::new(dawson).grundy(&vec![4, 5]), Ok(2 ^ 0));
/// ```
impl ImpartialGame for OctalGame {
    type Position = Vec<u64>;
    type Options<'a> = std::vec::IntoIter<Vec<u64>>;

    fn options(&self, heaps: &Vec<u64>) -> Self::Options<'_> {
        let mut out: Vec<Vec<u64>> = Vec::new();
        let mut previous = None;
        for (index, &heap) in heaps.iter().enumerate() {
            if previous == Some(heap) {
                continue; // equal heaps have the same options
            }
            previous = Some(heap);
            let others = || {
                let mut rest = heaps.clone();
                rest.remove(index);
                rest
            };
            for (take, &digit) in self.digits().iter().enumerate() {
                let Some(rest) = heap.checked_sub(take as u64) else {
                    break;
                };
                let mut push = |parts: &[u64]| {
                    let mut next = others();
                    next.extend(parts.iter().filter(|&&p| p > 0));
                    next.sort_unstable();
                    out.push(next);
                };
                if digit & 1 != 0 && rest == 0 {
                    push(&[]);
                }
                if digit & 2 != 0 && rest >= 1 && take >= 1 {
                    push(&[rest]);
                }
                if digit & 4 != 0 {
                    for a in 1..=rest / 2 {
                        push(&[a, rest - a]);
                    }
                }
                if digit & 8 != 0 {
                    for a in 1..=rest / 3 {
                        for b in a..=(rest - a) / 2 {
                            push(&[a, b, rest - a - b]);
                        }
                    }
                }
            }
        }
        out.into_iter()
    }

    fn components(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        let parts: Vec<Vec<u64>> = heaps.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect();
        (parts.len() >= 2).then_some(parts)
    }
}
