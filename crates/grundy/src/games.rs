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
    type Options<'a> = OctalOptions<'a>;

    fn options(&self, heaps: &Vec<u64>) -> OctalOptions<'_> {
        OctalOptions {
            digits: self.digits(),
            heaps: heaps.clone(),
            index: 0,
            take: 0,
            stage: Stage::Whole,
            a: 1,
            b: 1,
        }
    }

    fn components(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        let parts: Vec<Vec<u64>> = heaps.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect();
        (parts.len() >= 2).then_some(parts)
    }
}

/// The options of a position of an [`OctalGame`], made one at a time as the
/// [`Solver`](crate::Solver) asks for them, so a heap with many splits (`O(n)` for two heaps,
/// `O(n^2)` for three) costs memory for one option at a time and a step each: a huge heap is
/// refused by the step limit, not by the allocator. In the order of the heaps, then of the
/// tokens taken, then: the heap taken whole, left as one heap, split in two (`a <= b`), split
/// in three (`a <= b <= c`).
///
/// ```
/// use combgames_grundy::{ImpartialGame, OctalGame};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let options: Vec<Vec<u64>> = kayles.options(&vec![4]).collect();
/// assert_eq!(options, vec![vec![3], vec![1, 2], vec![2], vec![1, 1]]);
/// // A heap of 10^12: the first option comes at once.
/// assert_eq!(kayles.options(&vec![1_000_000_000_000]).next(), Some(vec![999_999_999_999]));
/// ```
#[derive(Debug, Clone)]
pub struct OctalOptions<'a> {
    digits: &'a [u8],
    heaps: Vec<u64>,
    index: usize,
    take: usize,
    stage: Stage,
    /// The next smallest part of a split in two or three.
    a: u64,
    /// The next middle part of a split in three.
    b: u64,
}

/// Which kind of move of the current heap and take comes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Stage {
    Whole,
    One,
    Two,
    Three,
    Done,
}

impl OctalOptions<'_> {
    /// The position with heap `index` replaced by `parts`, sorted.
    fn with(&self, parts: &[u64]) -> Vec<u64> {
        let mut next = Vec::with_capacity(self.heaps.len() + 2);
        next.extend_from_slice(&self.heaps[..self.index]);
        next.extend_from_slice(&self.heaps[self.index + 1..]);
        next.extend(parts.iter().filter(|&&p| p > 0));
        next.sort_unstable();
        next
    }

    fn next_heap(&mut self) {
        self.index += 1;
        self.take = 0;
        self.stage = Stage::Whole;
    }
}

impl Iterator for OctalOptions<'_> {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        loop {
            let heap = *self.heaps.get(self.index)?;
            if self.index > 0 && self.heaps[self.index - 1] == heap {
                self.next_heap(); // equal heaps have the same options
                continue;
            }
            let Some(&digit) = self.digits.get(self.take) else {
                self.next_heap();
                continue;
            };
            let Some(rest) = heap.checked_sub(self.take as u64) else {
                self.next_heap();
                continue;
            };
            match self.stage {
                Stage::Whole => {
                    self.stage = Stage::One;
                    if digit & 1 != 0 && rest == 0 {
                        return Some(self.with(&[]));
                    }
                }
                Stage::One => {
                    self.stage = Stage::Two;
                    self.a = 1;
                    if digit & 2 != 0 && rest >= 1 && self.take >= 1 {
                        return Some(self.with(&[rest]));
                    }
                }
                Stage::Two => {
                    if digit & 4 != 0 && self.a <= rest / 2 {
                        let a = self.a;
                        self.a += 1;
                        return Some(self.with(&[a, rest - a]));
                    }
                    self.stage = Stage::Three;
                    (self.a, self.b) = (1, 1);
                }
                Stage::Three => {
                    if digit & 8 != 0 && self.a <= rest / 3 {
                        let (a, b) = (self.a, self.b.max(self.a));
                        if b <= (rest - a) / 2 {
                            self.b = b + 1;
                            return Some(self.with(&[a, b, rest - a - b]));
                        }
                        self.a += 1;
                        self.b = self.a;
                        continue;
                    }
                    self.stage = Stage::Done;
                }
                Stage::Done => {
                    self.take += 1;
                    self.stage = Stage::Whole;
                }
            }
        }
    }
}
