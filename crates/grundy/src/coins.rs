//! Coin-turning games: Ruler and Mock Turtles, and their products by the Tartan theorem.

use crate::{Error, Nimber};

/// A coin-turning game on a row of coins (Winning Ways ch. 14; Lessons in Play ch. 7).
///
/// Coins lie heads or tails at positions `0, 1, 2, ...` (from 1 for Ruler). A move turns over
/// a set of coins allowed by the game whose rightmost coin goes from heads to tails; the others
/// may go either way. Since turning a coin twice undoes it, a position is the sum of its
/// single heads coins, so each game is known by the value of one heads coin at each position.
///
/// * **Ruler**: turn any run of consecutive coins `x - k + 1, ..., x`; the value of a coin at
///   `x >= 1` is the largest power of two dividing `x` (OEIS A006519).
/// * **Mock Turtles**: turn one, two or three coins; the value of a coin at `x >= 0` is the
///   `x`-th odious number, `2x` or `2x + 1`, whichever has an odd number of one bits
///   (OEIS A000069).
///
/// **Products** (the Tartan theorem). In the product of two coin-turning games, coins lie on
/// a grid and a move turns the coins of `A x B` for moves `A` of the first game and `B` of the
/// second, the corner `(max A, max B)` going from heads to tails. The value of a heads coin at
/// `(x, y)` is the nim-product of the two games' values at `x` and at `y`.
///
/// ```
/// use combgames_grundy::{CoinGame, Nimber};
/// let ruler: Vec<u64> = (1..=8).map(|x| CoinGame::Ruler.value(x).unwrap().0).collect();
/// assert_eq!(ruler, [1, 2, 1, 4, 1, 2, 1, 8]);
/// let turtles: Vec<u64> = (0..8).map(|x| CoinGame::MockTurtles.value(x).unwrap().0).collect();
/// assert_eq!(turtles, [1, 2, 4, 7, 8, 11, 13, 14]);
/// // Ruler x Ruler at (4, 4): 4 (x) 4 = 6.
/// assert_eq!(CoinGame::Ruler.product_value(CoinGame::Ruler, 4, 4), Ok(Nimber(6)));
/// assert!(CoinGame::Ruler.value(0).is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CoinGame {
    /// Turn a run of consecutive coins ending at a heads coin.
    Ruler,
    /// Turn up to three coins, the rightmost from heads to tails.
    MockTurtles,
}

impl CoinGame {
    /// The first position of the row: 1 for Ruler, 0 for Mock Turtles.
    ///
    /// ```
    /// use combgames_grundy::CoinGame;
    /// assert_eq!(CoinGame::Ruler.first_position(), 1);
    /// ```
    pub fn first_position(self) -> u64 {
        match self {
            CoinGame::Ruler => 1,
            CoinGame::MockTurtles => 0,
        }
    }

    /// The value of one heads coin at `position`, in `O(1)`.
    ///
    /// # Errors
    /// [`Error::CoinOutOfRange`] before the first position, or for Mock Turtles from `2^63`
    /// on (the value would pass `u64`).
    ///
    /// ```
    /// use combgames_grundy::{CoinGame, Nimber};
    /// assert_eq!(CoinGame::Ruler.value(96), Ok(Nimber(32)));
    /// assert_eq!(CoinGame::MockTurtles.value(1 << 62), Ok(Nimber(1 << 63))); // one bit: odious
    /// assert_eq!(CoinGame::MockTurtles.value(3), Ok(Nimber(7))); // 6 = 110 is evil, so 7
    /// assert!(CoinGame::MockTurtles.value(1 << 63).is_err());
    /// ```
    pub fn value(self, position: u64) -> Result<Nimber, Error> {
        match self {
            CoinGame::Ruler if position == 0 => Err(Error::CoinOutOfRange(position)),
            CoinGame::Ruler => Ok(Nimber(position & position.wrapping_neg())),
            CoinGame::MockTurtles => {
                let double = position
                    .checked_mul(2)
                    .ok_or(Error::CoinOutOfRange(position))?;
                Ok(Nimber(double | u64::from(double.count_ones() % 2 == 0)))
            }
        }
    }

    /// The value of one heads coin at `(x, y)` in the product of `self` (along the first
    /// coordinate) and `other`: `value(x) (x) other.value(y)`, by the Tartan theorem.
    ///
    /// # Errors
    /// As for [`value`](Self::value).
    ///
    /// ```
    /// use combgames_grundy::{CoinGame, Nimber};
    /// // Mock Turtles x Mock Turtles at (1, 1): 2 (x) 2 = 3.
    /// assert_eq!(CoinGame::MockTurtles.product_value(CoinGame::MockTurtles, 1, 1), Ok(Nimber(3)));
    /// ```
    pub fn product_value(self, other: CoinGame, x: u64, y: u64) -> Result<Nimber, Error> {
        Ok(self.value(x)? * other.value(y)?)
    }

    /// Every move that ends at `top`: the sets of positions turned, each listed with `top`
    /// last. For the slow twins; `O(top)` sets for Ruler, `O(top^2)` for Mock Turtles.
    #[cfg(feature = "twins")]
    pub(crate) fn moves_ending_at(self, top: u64) -> Vec<Vec<u64>> {
        match self {
            CoinGame::Ruler => (1..=top).map(|low| (low..=top).collect()).collect(),
            CoinGame::MockTurtles => {
                let mut moves = vec![vec![top]];
                for y in 0..top {
                    moves.push(vec![y, top]);
                    for z in y + 1..top {
                        moves.push(vec![y, z, top]);
                    }
                }
                moves
            }
        }
    }
}
