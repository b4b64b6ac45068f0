//! The Zeckendorf representation of a natural number.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

use crate::{Error, Natural, zeckendorf_terms};

/// The Zeckendorf representation of `n`: the unique way to write `n` as a sum of Fibonacci
/// numbers `F(k)` with indices `k >= 2`, no two equal or adjacent.
///
/// Built by the greedy rule (take the largest Fibonacci number that fits, repeat on the rest),
/// in `O(log n)` steps. Indices are kept largest first, and the terms are recomputed from them
/// on demand, so memory stays linear in the digits of `n` (also for big integers).
///
/// ```
/// use combgames_zeckendorf::Zeckendorf;
/// let z = Zeckendorf::new(17u64).unwrap();
/// assert_eq!(z.to_string(), "17 = 13 + 3 + 1");
/// assert_eq!(z.indices(), &[7, 4, 2]);
/// assert_eq!(z.terms().collect::<Vec<_>>(), vec![13, 3, 1]);
/// assert_eq!(z.smallest_term(), Some(1));
/// assert_eq!(Zeckendorf::from_indices([7, 4, 2]), Ok(z));
/// ```
///
/// Representations order as the numbers they represent, hash and compare as values, and parse
/// from decimal text (`"17".parse::<Zeckendorf<u64>>()`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Zeckendorf<T> {
    value: T,
    /// Fibonacci indices of the terms, largest first; the terms themselves are recomputed on
    /// demand, so a representation takes memory linear in the digits of its value.
    indices: Vec<usize>,
}

impl<T: Natural> Zeckendorf<T> {
    /// The representation of `n`; zero has no terms. `O(log n)` steps on numbers of the size of
    /// `n` (`O(b^2 / 64)` word operations for a `b`-bit big integer) and memory linear in `b`.
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(Zeckendorf::new(54u64).unwrap().to_string(), "54 = 34 + 13 + 5 + 2");
    /// assert!(Zeckendorf::new(0u64).unwrap().is_empty());
    /// ```
    ///
    /// # Errors
    /// [`Error::TooManyBits`] past [`MAX_WALK_BITS`](crate::MAX_WALK_BITS) (only big integers
    /// can be that long).
    pub fn new(n: T) -> Result<Self, Error> {
        let indices = zeckendorf_terms(&n)?.map(|(k, _)| k).collect();
        Ok(Zeckendorf { value: n, indices })
    }

    /// Rebuilds a number from the indices of its Zeckendorf terms, in any order.
    ///
    /// # Errors
    /// [`Error::NotZeckendorf`] if an index is below 2 or two indices are equal or adjacent;
    /// [`Error::Overflow`] if the sum does not fit in `T`; [`Error::IndexTooLarge`] for a
    /// [`BigUint`](num_bigint::BigUint) index past [`MAX_BIG_INDEX`](crate::MAX_BIG_INDEX).
    ///
    /// ```
    /// use combgames_zeckendorf::{Error, Zeckendorf};
    /// assert_eq!(*Zeckendorf::<u64>::from_indices([2, 11, 6]).unwrap().value(), 89 + 8 + 1);
    /// assert!(matches!(Zeckendorf::<u64>::from_indices([6, 7]), Err(Error::NotZeckendorf(_))));
    /// ```
    pub fn from_indices(indices: impl IntoIterator<Item = usize>) -> Result<Self, Error> {
        let mut sorted: Vec<usize> = indices.into_iter().collect();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        // Sorted decreasingly, so w[0] - w[1] cannot underflow (and w[1] + 2 could overflow).
        let valid =
            sorted.last().is_none_or(|&k| k >= 2) && sorted.windows(2).all(|w| w[0] - w[1] >= 2);
        if !valid {
            return Err(Error::NotZeckendorf(sorted));
        }
        let mut value = T::zero();
        for &k in &sorted {
            let term = crate::fibonacci::<T>(k)?;
            value = value.checked_add(&term).ok_or(Error::Overflow)?;
        }
        Ok(Zeckendorf {
            value,
            indices: sorted,
        })
    }

    /// The number represented.
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(*Zeckendorf::new(33u64).unwrap().value(), 33);
    /// ```
    pub fn value(&self) -> &T {
        &self.value
    }

    /// The Fibonacci indices of the terms, largest first (each `>= 2`, gaps `>= 2`).
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(Zeckendorf::new(33u64).unwrap().indices(), &[8, 6, 4, 2]); // 33 = 21 + 8 + 3 + 1
    /// ```
    pub fn indices(&self) -> &[usize] {
        &self.indices
    }

    /// The terms, largest first.
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(Zeckendorf::new(33u64).unwrap().terms().sum::<u64>(), 33);
    /// ```
    pub fn terms(&self) -> impl ExactSizeIterator<Item = T> + '_ {
        Terms::new(&self.indices)
    }

    /// The smallest term `z(n)`, or `None` for zero.
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(Zeckendorf::new(33u64).unwrap().smallest_term(), Some(1));
    /// assert_eq!(Zeckendorf::new(0u64).unwrap().smallest_term(), None);
    /// ```
    pub fn smallest_term(&self) -> Option<T> {
        // The index came from a representation of a value of T, so F(k) fits in T.
        self.indices.last().and_then(|&k| T::fibonacci(k))
    }

    /// The number of terms.
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert_eq!(Zeckendorf::new(33u64).unwrap().len(), 4);
    /// ```
    pub fn len(&self) -> usize {
        self.indices.len()
    }

    /// Whether there are no terms (the representation of zero).
    ///
    /// ```
    /// use combgames_zeckendorf::Zeckendorf;
    /// assert!(!Zeckendorf::new(1u64).unwrap().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }
}

/// Shows `n = F(a) + F(b) + ...`, largest term first; zero shows as `0 = 0`.
impl<T: Natural> fmt::Display for Zeckendorf<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} = ", self.value)?;
        if self.indices.is_empty() {
            return write!(f, "0");
        }
        for (i, term) in self.terms().enumerate() {
            if i > 0 {
                write!(f, " + ")?;
            }
            write!(f, "{term}")?;
        }
        Ok(())
    }
}

/// The smallest Zeckendorf term `z(n)` of `n >= 1`, by the greedy walk: `O(log n)` steps on a
/// few numbers of the size of `n` (linear memory, also for big integers).
///
/// # Errors
/// [`Error::Zero`] when `n = 0`, which has no terms; [`Error::TooManyBits`] past
/// [`MAX_WALK_BITS`](crate::MAX_WALK_BITS).
///
/// ```
/// use combgames_zeckendorf::smallest_term;
/// assert_eq!(smallest_term(&17u64), Ok(1)); // 13 + 3 + 1
/// assert_eq!(smallest_term(&20u64), Ok(2)); // 13 + 5 + 2
/// assert_eq!(smallest_term(&89u64), Ok(89));
/// assert!(smallest_term(&0u64).is_err());
/// ```
pub fn smallest_term<T: Natural>(n: &T) -> Result<T, Error> {
    crate::natural::check_walk(n)?;
    crate::walk::walk(n)
        .last()
        .map(|(_, term)| term)
        .ok_or(Error::Zero)
}

/// The terms of a representation from its indices, largest first: one downward walk over two
/// consecutive Fibonacci numbers, `F(k - 1)` and `F(k)`.
struct Terms<'a, T> {
    indices: std::slice::Iter<'a, usize>,
    /// `(F(k - 1), F(k))` at the current index `k`.
    pair: Option<(T, T, usize)>,
}

impl<'a, T: Natural> Terms<'a, T> {
    fn new(indices: &'a [usize]) -> Self {
        // Indices >= 2 of a representation of a value of T: F(k) and F(k - 1) fit in T.
        let pair = indices
            .first()
            .and_then(|&k| Some((T::fibonacci(k - 1)?, T::fibonacci(k)?, k)));
        Terms {
            indices: indices.iter(),
            pair,
        }
    }
}

impl<T: Natural> Iterator for Terms<'_, T> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let &k = self.indices.next()?;
        let (mut lower, mut upper, mut at) = self.pair.take()?;
        while at > k {
            // F(at - 2) = F(at) - F(at - 1) >= 0.
            let below = upper - lower.clone();
            upper = std::mem::replace(&mut lower, below);
            at -= 1;
        }
        let term = upper.clone();
        self.pair = Some((lower, upper, at));
        Some(term)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.indices.size_hint()
    }
}

impl<T: Natural> ExactSizeIterator for Terms<'_, T> {}

/// Orders as the numbers represented.
impl<T: Natural> Ord for Zeckendorf<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.value.cmp(&other.value)
    }
}

impl<T: Natural> PartialOrd for Zeckendorf<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Parses a decimal natural number and represents it.
///
/// ```
/// use combgames_zeckendorf::{Error, Zeckendorf};
/// let z: Zeckendorf<u32> = "17".parse().unwrap();
/// assert_eq!(z.indices(), &[7, 4, 2]);
/// assert_eq!("-1".parse::<Zeckendorf<u8>>(), Err(Error::Parse));
/// ```
impl<T: Natural> FromStr for Zeckendorf<T> {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        text.parse::<T>()
            .map_err(|_| Error::Parse)
            .and_then(Zeckendorf::new)
    }
}
