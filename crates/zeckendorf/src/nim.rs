//! Fibonacci nim: one pile, each move takes between 1 and a cap, and the next cap is twice the
//! last move.

use num_bigint::BigUint;

use crate::natural::check_walk;
use crate::walk::walk;
use crate::{Error, Natural, smallest_term};

/// A natural number as a `BigUint`, for error values.
fn to_big<T: Natural>(n: &T) -> BigUint {
    // Every natural number has a decimal form that BigUint reads back.
    n.to_string().parse().unwrap_or_default()
}

/// A Fibonacci nim state `(m, b)`: `m >= 1` stones remain and the player to move may take
/// `1..=min(m, b)` of them. Taking `x` leaves `(m - x, 2x)` to the opponent; whoever takes the
/// last stone wins.
///
/// The state is lost for the mover exactly when `b < z(m)`, the smallest Zeckendorf term of
/// `m` (see `docs/zeckendorf.md` for the proof).
///
/// ```
/// use combgames_zeckendorf::NimState;
/// // 17 = 13 + 3 + 1. With cap 16 (the opening of a pile of 17) the mover wins by taking
/// // 1 (the tail 1, below 3/2) or 4 (the tail 3 + 1, below 13/2).
/// let s = NimState::opening(17u64).unwrap();
/// assert!(!s.is_lost());
/// assert_eq!(s.winning_moves(), vec![1, 4]);
/// // Taking 4 leaves (13, 8): 8 < z(13) = 13, a lost state for the opponent.
/// assert!(s.after(&4).unwrap().unwrap().is_lost());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NimState<T> {
    stones: T,
    cap: T,
}

impl<T: Natural> NimState<T> {
    /// The state with `stones` left and `cap` the most the mover may take.
    ///
    /// # Errors
    /// [`Error::Zero`] when `stones = 0`: the game is already over; [`Error::TooManyBits`] when
    /// `stones` or `cap` has more than [`MAX_WALK_BITS`](crate::MAX_WALK_BITS) bits.
    ///
    /// ```
    /// use combgames_zeckendorf::{Error, NimState};
    /// let s = NimState::new(10u64, 3).unwrap();
    /// assert_eq!((*s.stones(), *s.cap()), (10, 3));
    /// assert_eq!(NimState::new(0u64, 3), Err(Error::Zero));
    /// ```
    pub fn new(stones: T, cap: T) -> Result<Self, Error> {
        if stones.is_zero() {
            return Err(Error::Zero);
        }
        check_walk(&stones)?;
        check_walk(&cap)?;
        Ok(NimState { stones, cap })
    }

    /// The opening of a pile of `n` stones: the first player may take anything but the whole
    /// pile, so the state is `(n, n - 1)`.
    ///
    /// # Errors
    /// [`Error::Zero`] when `n = 0`; [`Error::TooManyBits`] past
    /// [`MAX_WALK_BITS`](crate::MAX_WALK_BITS).
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// let s = NimState::opening(8u64).unwrap();
    /// assert_eq!(*s.cap(), 7);
    /// assert!(s.is_lost()); // 8 is a Fibonacci number
    /// ```
    pub fn opening(n: T) -> Result<Self, Error> {
        if n.is_zero() {
            return Err(Error::Zero);
        }
        check_walk(&n)?;
        let cap = n.clone() - T::one();
        Ok(NimState { stones: n, cap })
    }

    /// Stones left.
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// assert_eq!(*NimState::new(5u64, 2).unwrap().stones(), 5);
    /// ```
    pub fn stones(&self) -> &T {
        &self.stones
    }

    /// The most the mover may take (moves are also bounded by the stones left).
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// assert_eq!(*NimState::new(5u64, 2).unwrap().cap(), 2);
    /// ```
    pub fn cap(&self) -> &T {
        &self.cap
    }

    /// Whether the player to move loses against best play: `b < z(m)`.
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// // 12 = 8 + 3 + 1, so z(12) = 1: a cap of 0 loses, a cap of 1 wins.
    /// assert!(NimState::new(12u64, 0).unwrap().is_lost());
    /// assert!(!NimState::new(12u64, 1).unwrap().is_lost());
    /// ```
    pub fn is_lost(&self) -> bool {
        // `stones >= 1` is an invariant, so the smallest term exists.
        smallest_term(&self.stones).is_ok_and(|z| self.cap < z)
    }

    /// Every winning move, in increasing order.
    ///
    /// A move `x < m` wins when `2x < z(m - x)`. Such an `x` is always a sum of the smallest
    /// Zeckendorf terms of `m` whose double is below the next term up, so only the `O(log m)`
    /// tails of the representation are candidates; taking all `m` stones wins when the cap
    /// allows it.
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// // 20 = 13 + 5 + 2. The tail 2 wins (2 * 2 < 5); the tail 7 does not (2 * 7 >= 13).
    /// assert_eq!(NimState::new(20u64, 19).unwrap().winning_moves(), vec![2]);
    /// // With a cap of 20 the whole pile can be taken as well.
    /// assert_eq!(NimState::new(20u64, 20).unwrap().winning_moves(), vec![2, 20]);
    /// ```
    pub fn winning_moves(&self) -> Vec<T> {
        // The stones were checked against MAX_WALK_BITS when the state was made.
        let terms: Vec<T> = walk(&self.stones).map(|(_, t)| t).collect();
        let mut moves = Vec::new();
        let mut tail = T::zero();
        // Walk from the smallest term up: `tail` is the sum of the terms below `terms[i]`.
        for (i, term) in terms.iter().enumerate().rev() {
            tail = tail + term.clone();
            let wins = match i.checked_sub(1) {
                // `tail < next - tail` is `2 * tail < next` without overflow (tail < next).
                Some(above) => tail < terms[above].clone() - tail.clone(),
                None => true, // taking every stone
            };
            if wins && tail <= self.cap {
                moves.push(tail.clone());
            }
        }
        moves
    }

    /// The state after taking `take` stones, or `None` if they were the last ones (the mover
    /// has won).
    ///
    /// # Errors
    /// [`Error::IllegalMove`] unless `1 <= take <= min(stones, cap)`;
    /// [`Error::Overflow`] if the next cap `2 * take` does not fit in `T`.
    ///
    /// ```
    /// use combgames_zeckendorf::NimState;
    /// let s = NimState::new(10u64, 4).unwrap();
    /// assert_eq!(s.after(&3), Ok(Some(NimState::new(7, 6).unwrap())));
    /// assert!(s.after(&5).is_err()); // above the cap
    /// ```
    pub fn after(&self, take: &T) -> Result<Option<Self>, Error> {
        let max = self.cap.clone().min(self.stones.clone());
        if take.is_zero() || *take > max {
            return Err(Error::IllegalMove {
                take: to_big(take),
                max: to_big(&max),
            });
        }
        let stones = self.stones.clone() - take.clone();
        if stones.is_zero() {
            return Ok(None);
        }
        let cap = take.checked_add(take).ok_or(Error::Overflow)?;
        Ok(Some(NimState { stones, cap }))
    }
}

/// The winning first moves from a pile of `n` stones, in increasing order; empty exactly when
/// `n` is a Fibonacci number.
///
/// # Errors
/// [`Error::Zero`] when `n = 0`.
///
/// ```
/// use combgames_zeckendorf::winning_openings;
/// assert_eq!(winning_openings(17u64), Ok(vec![1, 4]));
/// assert_eq!(winning_openings(20u64), Ok(vec![2]));
/// assert_eq!(winning_openings(21u64), Ok(vec![]));
/// ```
pub fn winning_openings<T: Natural>(n: T) -> Result<Vec<T>, Error> {
    Ok(NimState::opening(n)?.winning_moves())
}
