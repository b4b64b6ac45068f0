//! Slow reference solutions written from the rules of the game alone, with no Fibonacci
//! theory: the twins the fast paths are tested against.

use combgames_base::{Exceeded, Resource};

/// The lost states of the game, found by exhaustive minimax over states `(m, b)` for every
/// `m <= max_stones`.
///
/// From `m` stones with cap `b` the mover may take `x` in `1..=min(m, b)`, leaving `(m - x, 2x)`;
/// taking the last stone wins. Let `W(m)` be the set of moves `x <= m` that win when legal:
/// `x = m`, or `x` with `(m - x, 2x)` lost. The state `(m, b)` is lost exactly when no
/// `x <= b` lies in `W(m)`, that is when `b < min W(m)`. So the whole table of states is
/// described by `c(m) = min W(m)`, computed for increasing `m` in `O(max_stones^2)` steps.
///
/// ```
/// use combgames_stone_game::naive::GameTable;
/// let table = GameTable::new(100).unwrap();
/// assert_eq!(table.is_lost(5, 4), Some(true)); // a pile of 5 is lost for the first player
/// assert_eq!(table.largest_winning_move(17), Some(4));
/// assert_eq!(table.sum_largest_moves(100), Some(728));
/// assert_eq!(table.is_lost(101, 0), None); // outside the table
/// ```
#[derive(Debug, Clone)]
pub struct GameTable {
    /// `c(m)`, the smallest winning move from `m` stones; `c(0)` is unused.
    smallest_win: Vec<usize>,
}

/// The largest table [`GameTable::new`] builds: `O(n^2)` steps, a few seconds at this size.
///
/// ```
/// use combgames_stone_game::naive::{GameTable, MAX_TABLE_STONES};
/// assert!(GameTable::new(MAX_TABLE_STONES + 1).is_err());
/// ```
pub const MAX_TABLE_STONES: usize = 100_000;

impl GameTable {
    /// Solves every state with at most `max_stones` stones. Cost `O(max_stones^2)`.
    ///
    /// # Errors
    /// [`Exceeded`] (items: stones) above [`MAX_TABLE_STONES`].
    ///
    /// ```
    /// use combgames_stone_game::naive::GameTable;
    /// assert_eq!(GameTable::new(30).unwrap().max_stones(), 30);
    /// ```
    pub fn new(max_stones: usize) -> Result<Self, Exceeded> {
        Exceeded::check(Resource::Items, max_stones as u64, MAX_TABLE_STONES as u64)?;
        let mut smallest_win = vec![0; max_stones + 1];
        for m in 1..=max_stones {
            smallest_win[m] = (1..=m)
                .find(|&x| x == m || 2 * x < smallest_win[m - x])
                .unwrap_or(m);
        }
        Ok(GameTable { smallest_win })
    }

    /// The largest pile the table covers.
    ///
    /// ```
    /// use combgames_stone_game::naive::GameTable;
    /// assert_eq!(GameTable::new(7).unwrap().max_stones(), 7);
    /// ```
    pub fn max_stones(&self) -> usize {
        self.smallest_win.len() - 1
    }

    /// Whether `(m, b)` is lost for the player to move; `None` unless `1 <= m <= max_stones`.
    ///
    /// ```
    /// use combgames_stone_game::naive::GameTable;
    /// let table = GameTable::new(20).unwrap();
    /// assert_eq!(table.is_lost(13, 12), Some(true)); // 13 stones, cap 12 < z(13) = 13
    /// assert_eq!(table.is_lost(13, 13), Some(false)); // take all 13
    /// assert_eq!(table.is_lost(0, 1), None);
    /// ```
    pub fn is_lost(&self, m: usize, b: usize) -> Option<bool> {
        if m == 0 {
            return None;
        }
        self.smallest_win.get(m).map(|&c| b < c)
    }

    /// `M(n)`: the largest `x` in `1..n` leaving the opponent the lost state `(n - x, 2x)`, or 0;
    /// `None` unless `1 <= n <= max_stones`.
    ///
    /// ```
    /// use combgames_stone_game::naive::GameTable;
    /// let table = GameTable::new(20).unwrap();
    /// assert_eq!(table.largest_winning_move(20), Some(2));
    /// assert_eq!(table.largest_winning_move(21), None); // beyond the table
    /// ```
    pub fn largest_winning_move(&self, n: usize) -> Option<usize> {
        if n == 0 || n > self.max_stones() {
            return None;
        }
        let lost_after = |x: usize| self.is_lost(n - x, 2 * x) == Some(true);
        Some((1..n).rev().find(|&x| lost_after(x)).unwrap_or(0))
    }

    /// `M(1) + ... + M(n)`, one pile at a time; `None` if `n > max_stones`.
    ///
    /// ```
    /// use combgames_stone_game::naive::GameTable;
    /// // M(1..=8) = 0, 0, 0, 1, 0, 1, 2, 0.
    /// assert_eq!(GameTable::new(8).unwrap().sum_largest_moves(8), Some(4));
    /// ```
    pub fn sum_largest_moves(&self, n: usize) -> Option<u64> {
        (1..=n)
            .map(|p| self.largest_winning_move(p).map(|m| m as u64))
            .sum()
    }
}
