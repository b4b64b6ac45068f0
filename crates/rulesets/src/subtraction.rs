//! Partizan subtraction games: a heap, Left's and Right's subtraction sets, and the periods of
//! the values in the heap's size.

use std::fmt;
use std::sync::Arc;

use combgames_base::{Exceeded, Resource};
use combgames_partizan::{Arena, GameId, OutcomeClass};

use crate::{Error, Player, Position, PositionError};

/// The largest number a subtraction set may hold: 2^16 (the values' recurrence looks that far
/// back).
pub const MAX_SUBTRACTION: u64 = 1 << 16;

/// The most heaps [`PartizanSubtraction::values`] and
/// [`outcomes`](PartizanSubtraction::outcomes) compute at once: 2^24 (a value is 4 bytes, an
/// outcome 2; past this, [`Error::Exceeded`] on [`Resource::Items`]).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{MAX_SUBTRACTION_HEAPS, PartizanSubtraction};
/// let game = PartizanSubtraction::new(&[1], &[2]).unwrap();
/// assert!(game.values(&mut Arena::new(), MAX_SUBTRACTION_HEAPS).is_err());
/// ```
pub const MAX_SUBTRACTION_HEAPS: usize = 1 << 24;

/// [`Error::Exceeded`] unless the heaps `0..=upto` are at most [`MAX_SUBTRACTION_HEAPS`].
fn heaps_allowed(upto: usize) -> Result<(), Exceeded> {
    let heaps = u64::try_from(upto).unwrap_or(u64::MAX).saturating_add(1);
    Exceeded::check(Resource::Items, heaps, MAX_SUBTRACTION_HEAPS as u64)
}

/// A partizan subtraction game (Fraenkel and Kotzig, "Partizan octal games: partizan
/// subtraction games", IJGT 16, 1987): a heap of `n` counters; Left removes `s` counters for
/// an `s` of her set `L` (at most `n`), Right for an `s` of his set `R`. The value of a heap is
/// `G(n) = { G(n - l) : l in L, l <= n | G(n - r) : r in R, r <= n }`, so from `n >= k` (`k`
/// the largest number of either set) each value is a function of the `k` before it.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::PartizanSubtraction;
/// let game = PartizanSubtraction::new(&[1, 3], &[2, 3]).unwrap();
/// let mut arena = Arena::new();
/// let values = game.values(&mut arena, 3).unwrap();
/// let texts: Vec<String> = values.iter().map(|&g| arena.to_text(g).unwrap()).collect();
/// // 1: Left alone can move; 2: Left to 1, Right to 0; 3: Left to 2 or 0, Right to 1 or 0
/// // (1 is dominated for Right by 0).
/// assert_eq!(texts, ["0", "1", "1/2+-1/2", "{0,1/2+-1/2|0}"]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PartizanSubtraction {
    sets: Arc<[Vec<u64>; 2]>,
}

/// How the values of a [`PartizanSubtraction`] repeat in the heap's size `n`: from
/// `preperiod` on, `G(n + period) = G(n) + saltus`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Periodicity {
    /// The first heap from which the values repeat.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The game added each period, in the arena the values were computed in (`0`: purely
    /// periodic).
    pub saltus: GameId,
    /// Whether the period is proven (a purely periodic run as long as the largest subtraction:
    /// every later value follows from the same window of values), or only observed on the
    /// heaps computed (an arithmetic period, `saltus` not `0`).
    pub proven: bool,
}

/// How the outcomes of a [`PartizanSubtraction`] repeat in the heap's size: from `preperiod`
/// on, heap `n + period` has the outcome of heap `n`. Always proven (see
/// [`PartizanSubtraction::outcome_periodicity`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutcomePeriod {
    /// The first heap from which the outcomes repeat.
    pub preperiod: usize,
    /// The period.
    pub period: usize,
    /// The outcomes of the heaps `0, ..., preperiod + period - 1`.
    pub outcomes: Vec<OutcomeClass>,
}

/// The least period, then the least preperiod, of `items` whose run up to the end covers at
/// least `least_run(period)` items, for the equality `same(n, period)` of item `n + period`
/// with item `n`.
fn least_period<E>(
    len: usize,
    least_run: impl Fn(usize) -> usize,
    mut same: impl FnMut(usize, usize) -> Result<bool, E>,
) -> Result<Option<(usize, usize)>, E> {
    for p in 1..len {
        let mut start = len - p;
        while start > 0 && same(start - 1, p)? {
            start -= 1;
        }
        if len - p - start >= least_run(p) {
            return Ok(Some((start, p)));
        }
    }
    Ok(None)
}

impl PartizanSubtraction {
    /// The game where Left subtracts the numbers of `left`, Right those of `right` (repeats
    /// are dropped; either set may be empty).
    ///
    /// # Errors
    /// [`PositionError::ZeroSubtraction`] for a `0` (a move that changes nothing), and
    /// [`PositionError::NumberTooLarge`] for a number past [`MAX_SUBTRACTION`] (each with the
    /// number's `position` in the two sets, Left's first, from 0).
    ///
    /// ```
    /// use combgames_rulesets::PartizanSubtraction;
    /// assert!(PartizanSubtraction::new(&[1, 3], &[]).is_ok());
    /// assert!(PartizanSubtraction::new(&[0], &[1]).is_err());
    /// ```
    pub fn new(left: &[u64], right: &[u64]) -> Result<PartizanSubtraction, Error> {
        for (position, &s) in left.iter().chain(right).enumerate() {
            if s == 0 {
                return Err(PositionError::ZeroSubtraction { position }.into());
            }
            if s > MAX_SUBTRACTION {
                let max = MAX_SUBTRACTION;
                return Err(PositionError::NumberTooLarge { position, max }.into());
            }
        }
        let set = |s: &[u64]| {
            let mut s = s.to_vec();
            s.sort_unstable();
            s.dedup();
            s
        };
        Ok(PartizanSubtraction {
            sets: Arc::new([set(left), set(right)]),
        })
    }

    /// The subtraction set of `player`, in increasing order.
    #[must_use]
    pub fn set(&self, player: Player) -> &[u64] {
        &self.sets[usize::from(player == Player::Right)]
    }

    /// The largest number of either set (0 if both are empty).
    #[must_use]
    pub fn reach(&self) -> u64 {
        self.sets
            .iter()
            .filter_map(|s| s.last())
            .copied()
            .max()
            .unwrap_or(0)
    }

    /// A heap of `n` counters, as a [`Position`] for the framework's searches.
    #[must_use]
    pub fn heap(&self, n: u64) -> SubtractionHeap {
        SubtractionHeap {
            game: self.clone(),
            n,
        }
    }

    /// The values `G(0), ..., G(upto)`, each from the ones before it: `O(upto * (|L| + |R|))`
    /// canonical constructions in `arena`.
    ///
    /// # Errors
    /// The arena's refusals: a value past the numbers or birthdays it stores
    /// ([`Error::NumberTooLarge`], [`Error::TooLarge`]), its limits.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::PartizanSubtraction;
    /// // Left alone takes one counter: a heap of n is the number n.
    /// let mut arena = Arena::new();
    /// let values = PartizanSubtraction::new(&[1], &[]).unwrap().values(&mut arena, 3).unwrap();
    /// assert_eq!(arena.to_text(values[3]).unwrap(), "3");
    /// ```
    pub fn values(&self, arena: &mut Arena, upto: usize) -> Result<Vec<GameId>, Error> {
        heaps_allowed(upto)?;
        let mut values: Vec<GameId> = Vec::with_capacity(upto + 1);
        for n in 0..=upto {
            let options = |player: Player| -> Vec<GameId> {
                self.set(player)
                    .iter()
                    .map_while(|&s| usize::try_from(s).ok().filter(|&s| s <= n))
                    .map(|s| values[n - s])
                    .collect()
            };
            let (left, right) = (options(Player::Left), options(Player::Right));
            values.push(arena.game(&left, &right)?);
        }
        Ok(values)
    }

    /// The period of the values in the heap's size, looked for among `G(0), ..., G(upto)`: the
    /// least period, then the least preperiod, of a pure period whose run covers at least
    /// [`reach`](Self::reach) heaps (proven: from there on each value follows from the same
    /// window), else of an arithmetic period (`G(n + p) = G(n) + s` for a game `s` other
    /// than `0`, such as `^` or `1`) whose run covers at least `2p + reach` heaps (observed
    /// only: adding `s` to every option of a game need not add `s` to the game, so the window
    /// argument does not carry over). `None` if neither shows. `O(upto^2 / 2)` comparisons at
    /// most, after [`values`](Self::values).
    ///
    /// # Errors
    /// As [`values`](Self::values).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::PartizanSubtraction;
    /// // Both players take 1 or 2: the impartial subtraction game, values *0, *1, *2 repeating.
    /// let game = PartizanSubtraction::new(&[1, 2], &[1, 2]).unwrap();
    /// let mut arena = Arena::new();
    /// let found = game.periodicity(&mut arena, 50).unwrap().unwrap();
    /// assert_eq!((found.preperiod, found.period, found.proven), (0, 3, true));
    /// // Left takes 1, 2 or 3, Right 1: G(n) = ^(n - 1) for even n, ^(n - 1)* for odd n.
    /// let game = PartizanSubtraction::new(&[1, 2, 3], &[1]).unwrap();
    /// let found = game.periodicity(&mut arena, 50).unwrap().unwrap();
    /// assert_eq!((found.period, found.proven), (1, false));
    /// assert_eq!(arena.to_text(found.saltus).unwrap(), "^*");
    /// ```
    pub fn periodicity(
        &self,
        arena: &mut Arena,
        upto: usize,
    ) -> Result<Option<Periodicity>, Error> {
        let values = self.values(arena, upto)?;
        let reach = usize::try_from(self.reach()).unwrap_or(usize::MAX);
        let len = values.len();
        let pure = least_period(
            len,
            |_| reach.max(1),
            |n, p| Ok::<bool, Error>(values[n + p] == values[n]),
        )?;
        if let Some((preperiod, period)) = pure {
            return Ok(Some(Periodicity {
                preperiod,
                period,
                saltus: arena.zero(),
                proven: true,
            }));
        }
        // For each period, the saltus the last two values a period apart show.
        let mut saltus = arena.zero();
        let arithmetic = least_period(
            len,
            |p| (2 * p).saturating_add(reach),
            |n, p| {
                if n + p == len - 1 {
                    let negated = arena.neg(values[n])?;
                    saltus = arena.sum(values[n + p], negated)?;
                }
                Ok::<bool, Error>(
                    saltus != arena.zero() && arena.sum(values[n], saltus)? == values[n + p],
                )
            },
        )?;
        Ok(arithmetic.map(|(preperiod, period)| Periodicity {
            preperiod,
            period,
            saltus,
            proven: false,
        }))
    }

    /// The outcomes of the heaps `0, ..., upto`, from the first-player wins alone: Left
    /// starting wins at `n` if some `n - l` is a heap Right loses starting, and likewise for
    /// Right. `O(upto * (|L| + |R|))`, no canonical forms.
    ///
    /// ```
    /// use combgames_partizan::OutcomeClass;
    /// use combgames_rulesets::PartizanSubtraction;
    /// let game = PartizanSubtraction::new(&[1, 3], &[2, 3]).unwrap();
    /// let letters: String = game.outcomes(6).unwrap().iter().map(|o| o.letter()).collect();
    /// // Heap 4: Left to 1, where Right cannot move; Right to 2 or 1, both won by Left.
    /// assert_eq!(letters, "PLNNLLL");
    /// ```
    ///
    /// # Errors
    /// [`Error::Exceeded`] past [`MAX_SUBTRACTION_HEAPS`] heaps.
    pub fn outcomes(&self, upto: usize) -> Result<Vec<OutcomeClass>, Error> {
        heaps_allowed(upto)?;
        // (Left starting wins, Right starting wins) of each heap.
        let mut wins: Vec<(bool, bool)> = Vec::with_capacity(upto + 1);
        for n in 0..=upto {
            let some = |player: Player, loses: fn(&(bool, bool)) -> bool| {
                self.set(player)
                    .iter()
                    .map_while(|&s| usize::try_from(s).ok().filter(|&s| s <= n))
                    .any(|s| loses(&wins[n - s]))
            };
            let left = some(Player::Left, |w| !w.1);
            let right = some(Player::Right, |w| !w.0);
            wins.push((left, right));
        }
        Ok(wins
            .iter()
            .map(|&(left, right)| OutcomeClass::from_first_moves(left, right))
            .collect())
    }

    /// The period of the outcomes in the heap's size, among the heaps `0, ..., upto`: the
    /// least period, then the least preperiod, whose run covers at least
    /// [`reach`](Self::reach) heaps. Proven: who wins at `n >= reach` starting follows from who
    /// wins at the `reach` heaps before it, so a window of that many repeating outcomes
    /// repeats for ever. `None` if no such period shows. `O(upto^2 / 2)` comparisons at most.
    ///
    /// ```
    /// use combgames_rulesets::PartizanSubtraction;
    /// let game = PartizanSubtraction::new(&[1, 3], &[2, 3]).unwrap();
    /// let found = game.outcome_periodicity(100).unwrap().unwrap();
    /// assert_eq!((found.preperiod, found.period), (4, 1)); // L from heap 4 on
    /// ```
    ///
    /// # Errors
    /// As [`outcomes`](Self::outcomes).
    pub fn outcome_periodicity(&self, upto: usize) -> Result<Option<OutcomePeriod>, Error> {
        let outcomes = self.outcomes(upto)?;
        let reach = usize::try_from(self.reach()).unwrap_or(usize::MAX);
        let found = least_period(
            outcomes.len(),
            |_| reach.max(1),
            |n, p| Ok::<bool, ()>(outcomes[n + p] == outcomes[n]),
        );
        let Ok(Some((preperiod, period))) = found else {
            return Ok(None);
        };
        Ok(Some(OutcomePeriod {
            preperiod,
            period,
            outcomes: outcomes[..preperiod + period].to_vec(),
        }))
    }
}

impl fmt::Display for PartizanSubtraction {
    /// `L = {1, 3}, R = {2, 3}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |s: &[u64]| s.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
        write!(
            f,
            "L = {{{}}}, R = {{{}}}",
            list(self.set(Player::Left)),
            list(self.set(Player::Right))
        )
    }
}

/// A heap of a [`PartizanSubtraction`] game ([`PartizanSubtraction::heap`]).
///
/// ```
/// use combgames_rulesets::{PartizanSubtraction, Player, Position};
/// let heap = PartizanSubtraction::new(&[1, 3], &[2, 3]).unwrap().heap(2);
/// let left: Vec<u64> = heap.options(Player::Left).iter().map(|h| h.size()).collect();
/// assert_eq!(left, [1]); // 3 is more than the heap
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionHeap {
    game: PartizanSubtraction,
    n: u64,
}

impl SubtractionHeap {
    /// The counters in the heap.
    #[must_use]
    pub fn size(&self) -> u64 {
        self.n
    }
}

impl fmt::Display for SubtractionHeap {
    /// `6 (L = {1, 3}, R = {2, 3})`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.n, self.game)
    }
}

impl Position for SubtractionHeap {
    fn options(&self, player: Player) -> Vec<SubtractionHeap> {
        self.game
            .set(player)
            .iter()
            .map_while(|&s| self.n.checked_sub(s))
            .map(|n| self.game.heap(n))
            .collect()
    }
}
