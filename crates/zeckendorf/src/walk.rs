//! The greedy Zeckendorf walk: the one place the workspace takes the largest Fibonacci number
//! that fits, again and again.

use crate::Natural;

/// The Zeckendorf terms of `n`, largest first, as `(k, F(k))` with `k >= 2`.
///
/// The walk keeps only two consecutive Fibonacci numbers `(F(k - 1), F(k))`: it climbs to the
/// largest `F(k) <= n`, then steps down by `F(k - 2) = F(k) - F(k - 1)`. So it needs no table:
/// `O(log n)` additions and subtractions, and memory for a few numbers of the size of `n`
/// (linear in the digits of `n`, also for [`BigUint`](num_bigint::BigUint)). For a `b`-bit big
/// integer that is `O(b^2 / 64)` word operations; the functions that take numbers of unknown
/// size check [`MAX_WALK_BITS`](crate::MAX_WALK_BITS) first.
///
/// ```
/// use combgames_zeckendorf::zeckendorf_terms;
/// let terms: Vec<(usize, u64)> = zeckendorf_terms(&100u64).unwrap().collect();
/// assert_eq!(terms, vec![(11, 89), (6, 8), (4, 3)]);
/// assert_eq!(zeckendorf_terms(&0u8).unwrap().count(), 0);
/// let sum: u32 = zeckendorf_terms(&u8::MAX).unwrap().map(|(_, t)| u32::from(t)).sum();
/// assert_eq!(sum, 255);
/// ```
///
/// # Errors
/// [`Error::TooManyBits`](crate::Error::TooManyBits) past
/// [`MAX_WALK_BITS`](crate::MAX_WALK_BITS) (only big integers can be that long).
pub fn zeckendorf_terms<T: Natural>(n: &T) -> Result<ZeckendorfTerms<T>, crate::Error> {
    crate::natural::check_walk(n)?;
    Ok(walk(n))
}

/// [`zeckendorf_terms`] for a fixed-width type, where no size check is needed: the walk
/// starts at the largest Fibonacci number `<= n` found by a binary search in the type's table,
/// so a walk costs `O(log n)` steps with no climb.
///
/// ```
/// use combgames_zeckendorf::zeckendorf_terms_fixed;
/// let terms: Vec<(usize, u64)> = zeckendorf_terms_fixed(100u64).collect();
/// assert_eq!(terms, vec![(11, 89), (6, 8), (4, 3)]);
/// ```
pub fn zeckendorf_terms_fixed<T: Natural + Copy>(n: T) -> ZeckendorfTerms<T> {
    walk(&n)
}

/// [`zeckendorf_terms`] without the size check, for numbers already checked.
pub(crate) fn walk<T: Natural>(n: &T) -> ZeckendorfTerms<T> {
    if let Some(table) = T::table() {
        // F(2) = 1 <= n for n >= 1, so the largest F(k) <= n has k >= 2 (the table holds
        // F(0) = 0 and F(1) = 1 before it, and its last entry is the largest F the type holds).
        if !n.is_zero() {
            let k = table.partition_point(|f| f <= n) - 1;
            let k = k.max(2);
            return ZeckendorfTerms {
                rest: n.clone(),
                lower: table[k - 1].clone(),
                upper: table[k].clone(),
                k,
                pending: 0,
            };
        }
    }
    // (F(1), F(2)) = (1, 1) at k = 2, climbing while the next Fibonacci number fits and is <= n.
    let (mut lower, mut upper, mut k) = (T::one(), T::one(), 2);
    if !n.is_zero() {
        while let Some(next) = upper.checked_add(&lower).filter(|next| next <= n) {
            lower = std::mem::replace(&mut upper, next);
            k += 1;
        }
    }
    ZeckendorfTerms {
        rest: n.clone(),
        lower,
        upper,
        k,
        pending: 0,
    }
}

/// The iterator of [`zeckendorf_terms`].
///
/// ```
/// use combgames_zeckendorf::zeckendorf_terms;
/// let mut walk = zeckendorf_terms(&33u64).unwrap(); // 21 + 8 + 3 + 1
/// assert_eq!(walk.next(), Some((8, 21)));
/// assert_eq!(walk.map(|(_, t)| t).collect::<Vec<_>>(), vec![8, 3, 1]);
/// ```
#[derive(Debug, Clone)]
pub struct ZeckendorfTerms<T> {
    /// What is left to represent.
    rest: T,
    /// `F(k - 1)`.
    lower: T,
    /// `F(k)`, the next candidate term.
    upper: T,
    k: usize,
    /// Steps down owed since the last term (two: the next term is at most `F(k - 2)`), taken
    /// only when the next term is asked for.
    pending: u8,
}

impl<T: Natural> ZeckendorfTerms<T> {
    /// One index down: `(F(k - 1), F(k)) -> (F(k - 2), F(k - 1))`; `F(k) >= F(k - 1)` for
    /// `k >= 1`, so the subtraction is exact.
    fn step_down(&mut self) {
        let below = self.upper.clone() - self.lower.clone();
        self.upper = std::mem::replace(&mut self.lower, below);
        self.k -= 1;
    }

    /// What is left after the terms returned so far.
    ///
    /// ```
    /// use combgames_zeckendorf::zeckendorf_terms;
    /// let mut walk = zeckendorf_terms(&20u64).unwrap(); // 13 + 5 + 2
    /// walk.next();
    /// assert_eq!(*walk.rest(), 7);
    /// ```
    pub fn rest(&self) -> &T {
        &self.rest
    }
}

impl<T: Natural> Iterator for ZeckendorfTerms<T> {
    type Item = (usize, T);

    fn next(&mut self) -> Option<(usize, T)> {
        if self.rest.is_zero() {
            return None;
        }
        // A rest >= 1 after a term F(k) is below F(k - 1), so k >= 4 and two steps down stay at
        // k >= 2; and rest >= 1 = F(2) stops the walk at k >= 2 without stepping below F(1).
        for _ in 0..std::mem::take(&mut self.pending) {
            self.step_down();
        }
        while self.upper > self.rest {
            self.step_down();
        }
        let term = (self.k, self.upper.clone());
        self.rest = self.rest.clone() - self.upper.clone();
        self.pending = 2;
        Some(term)
    }
}
