//! Grundy's game: a move splits one heap into two unequal heaps.

use combgames_base::Limits;

use crate::{Error, GrundySequence, ImpartialGame, OctalGame};

/// **Grundy's game** (Winning Ways ch. 4): a move splits one heap into two heaps of different
/// sizes, so heaps of 1 and 2 are dead. No octal code says "unequal" (the code `4.` splits a
/// heap into any two), and no period is known: the values are computed, never proven
/// periodic. They stay small (below 2^9 for the first 2^35 heaps, Flammenkamp), and most are
/// common in the sense of the rare-value method, which this uses as for octal codes (the split
/// into halves left out).
///
/// ```
/// use combgames_grundy::{GrundysGame, Solver};
/// let values = GrundysGame.grundy_values(20).unwrap();
/// // OEIS A002188.
/// assert_eq!(values.values(), [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]);
/// // Misère values by the solver's search of the sums.
/// let mut solver = Solver::new(GrundysGame);
/// let misere: Vec<usize> = (0..=5).map(|h| solver.misere_grundy(&vec![h]).unwrap()).collect();
/// assert_eq!(misere, [1, 1, 1, 0, 1, 2]);
/// ```
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct GrundysGame;

impl GrundysGame {
    /// `g(0..=n)` by the rare-value method, within the default limits of
    /// [`OctalGame::grundy_values`] (its memory estimate and step limit).
    ///
    /// # Errors
    /// As for [`OctalGame::grundy_values`].
    pub fn grundy_values(&self, n: usize) -> Result<GrundySequence, Error> {
        self.grundy_values_with(n, Limits::new())
    }

    /// `g(0..=n)` within `limits` (`steps`: pairs examined; `bytes`: the values' store).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::GrundysGame;
    /// assert!(GrundysGame.grundy_values_with(100_000, Limits::new().steps(1000)).is_err());
    /// ```
    ///
    /// # Errors
    /// [`Error::Exceeded`] past the limits; [`Error::Interrupted`].
    pub fn grundy_values_with(&self, n: usize, limits: Limits) -> Result<GrundySequence, Error> {
        OctalGame::from_digits(&[4])?.sequence_with(n, limits, true)
    }
}

impl ImpartialGame for GrundysGame {
    type Position = Vec<u64>;
    type Options<'a> = GrundysOptions;

    /// Every split of one heap `h` into `a < h - a`, heap by heap, one at a time; each option
    /// without its heaps of 1 and 2 (which have no move), sorted.
    fn options(&self, heaps: &Vec<u64>) -> GrundysOptions {
        GrundysOptions {
            heaps: heaps.clone(),
            index: 0,
            a: 1,
        }
    }

    fn components(&self, heaps: &Vec<u64>) -> Option<Vec<Vec<u64>>> {
        let parts: Vec<Vec<u64>> = heaps.iter().filter(|&&h| h > 2).map(|&h| vec![h]).collect();
        (parts.len() >= 2).then_some(parts)
    }
}

/// The options of a position of [`GrundysGame`], made one at a time.
#[derive(Debug, Clone)]
pub struct GrundysOptions {
    heaps: Vec<u64>,
    index: usize,
    a: u64,
}

impl Iterator for GrundysOptions {
    type Item = Vec<u64>;

    fn next(&mut self) -> Option<Vec<u64>> {
        while let Some(&h) = self.heaps.get(self.index) {
            // a < h - a, that is 2a < h.
            if self.a.checked_mul(2).is_some_and(|twice| twice < h) {
                let a = self.a;
                self.a += 1;
                // Heaps of 1 and 2 have no move: left out, and the rest sorted, so that equal
                // positions are equal vectors.
                let mut next: Vec<u64> = self.heaps.clone();
                next[self.index] = a;
                next.push(h - a);
                next.retain(|&x| x > 2);
                next.sort_unstable();
                return Some(next);
            }
            self.index += 1;
            self.a = 1;
        }
        None
    }
}
