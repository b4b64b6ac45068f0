//! The misère quotient of an octal game's heaps, and its public face.

use combgames_base::{Exceeded, Limits, Resource};

use super::extend;
use super::learn::{self, Oracle};
use super::monoid::Monoid;
use super::verify;
use crate::{Error, OctalGame};

/// The largest heap a misère quotient may cover.
///
/// ```
/// use combgames_grundy::{MAX_QUOTIENT_HEAP, OctalGame};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// assert!(kayles.misere_quotient(MAX_QUOTIENT_HEAP + 1).is_err());
/// ```
pub const MAX_QUOTIENT_HEAP: usize = 4096;

/// The largest order a misère quotient may reach (the limit of items): 4096 elements, whose
/// proofs' tables take about `48 * 4096^2` bytes (0.8 GB). A larger limit is refused before
/// any work.
///
/// ```
/// use combgames_base::Limits;
/// use combgames_grundy::{Error, MAX_QUOTIENT_ORDER, OctalGame};
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let wild = Limits::new().items(u64::MAX);
/// assert!(matches!(kayles.misere_quotient_with(5, wild, |_, _| {}), Err(Error::Exceeded(_))));
/// ```
pub const MAX_QUOTIENT_ORDER: usize = 4096;

/// The default limits of [`OctalGame::misere_quotient_with`]: 1,024 elements, `2^34` steps
/// (minutes), 1 GiB for the sums whose outcome is remembered while a quotient is learned.
///
/// ```
/// use combgames_grundy::QUOTIENT_LIMITS;
/// assert_eq!(QUOTIENT_LIMITS.items, Some(1024));
/// ```
pub const QUOTIENT_LIMITS: Limits = Limits::new().items(1024).steps(1 << 34).bytes(1 << 30);

/// The most options (over all heaps) a quotient may list: `2^23`.
const MAX_OPTIONS: u64 = 1 << 23;

/// The quotient stops growing: the heaps' elements repeat with a proven period.
///
/// `element(n + period) = element(n)` for every `n >= preperiod`, checked for
/// `preperiod <= n < bound` and proven beyond by the periodicity theorem (the octal one, with
/// products of elements in place of nim-sums; see [`OctalGame::proof_bound`]). The quotient is
/// then that of all heaps of every size.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuotientPeriod {
    /// The first heap of the periodic part.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// The check ran over `preperiod <= n < bound`.
    pub bound: usize,
}

/// The misère quotient of the sums of heaps of size at most `N` of an octal game.
///
/// Two sums are equivalent when adding any sum of heaps `<= N` to both gives the same misère
/// outcome; the classes form a finite commutative monoid `Q` (under `+`) with the P-portion
/// `P`, the classes of misère P-positions (Plambeck and Siegel, *Misère quotients for impartial
/// games*, 2008). Elements are numbered `0..order`, 0 the identity (the empty sum). The outcome
/// of a sum is read off the product of its heaps' elements: linear in the number of heaps.
///
/// ```
/// use combgames_grundy::OctalGame;
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let q = kayles.misere_quotient(12).unwrap();
/// // Misère Kayles: a heap of 1 or 4 is a P-position, 2 + 2 is one, 2 + 3 is not.
/// assert_eq!(q.is_p_position(&[1]), Ok(true));
/// assert_eq!(q.is_p_position(&[4]), Ok(true));
/// assert_eq!(q.is_p_position(&[2, 2]), Ok(true));
/// assert_eq!(q.is_p_position(&[2, 3]), Ok(false));
/// assert_eq!(q.order() % 2, 0); // every finite misère quotient has even order
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MisereQuotient {
    game: OctalGame,
    max_heap: usize,
    monoid: Monoid,
    heap: Vec<u32>,
    sums: Vec<Vec<u16>>,
    period: Option<QuotientPeriod>,
}

impl OctalGame {
    /// The misère quotient of the sums of heaps `<= max_heap`, within the default limits
    /// ([`QUOTIENT_LIMITS`]).
    ///
    /// # Errors
    /// As for [`misere_quotient_with`](Self::misere_quotient_with).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let dawson: OctalGame = ".07".parse().unwrap();
    /// let q = dawson.misere_quotient(6).unwrap();
    /// assert!(q.order() >= 2);
    /// ```
    pub fn misere_quotient(&self, max_heap: usize) -> Result<MisereQuotient, Error> {
        self.misere_quotient_with(max_heap, Limits::new(), |_, _| {})
    }

    /// The misère quotient of the sums of heaps `<= max_heap` within `limits`, calling
    /// `progress(heap, order)` after each heap. Limits ([`Limits`], each missing one taken from
    /// [`QUOTIENT_LIMITS`]): `items`, the largest order accepted (at most
    /// [`MAX_QUOTIENT_ORDER`]; the proofs' tables take about `48 order^2` bytes at the peak,
    /// 48 MB at the default); `steps`, the options examined by the searches of outcomes and the
    /// entries tried by the proofs; `bytes`, the sums whose outcome is remembered while a
    /// quotient is learned (each counted at its largest cost; they are freed once it is);
    /// `time`, the call's wall time, read every 4,096 steps.
    ///
    /// Heaps are added one at a time (Plambeck and Siegel's induction). A heap whose options
    /// single out an element of the quotient so far is that element (a lemma, no search);
    /// otherwise the quotient is extended by a new generator, and if the extension cannot be
    /// proven (the heap splits elements), the quotient of the heaps so far is learned from
    /// outcomes (searched by the rules). Every quotient used is proven by the fixed-point
    /// check of `docs/misere.md`. Cost: `O(order^2)` a heap for the first way, `O(order^2`
    /// `types)` steps for a proof, and searches of sums whose cost the step limit bounds.
    ///
    /// # Errors
    /// [`Error::Exceeded`] for `max_heap` above [`MAX_QUOTIENT_HEAP`] or a limit of items
    /// above [`MAX_QUOTIENT_ORDER`] (items), for games with too many options to list (items),
    /// or when the steps or the bytes of remembered sums run out; [`Error::QuotientTooLarge`]
    /// when the quotient passes the limit of items, with the heap reached;
    /// [`Error::Interrupted`] on request.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::{Error, OctalGame};
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let small = Limits::new().items(8);
    /// let refused = kayles.misere_quotient_with(20, small, |_, _| {});
    /// assert!(matches!(refused, Err(Error::QuotientTooLarge { limit: 8, .. })));
    /// ```
    pub fn misere_quotient_with(
        &self,
        max_heap: usize,
        limits: Limits,
        mut progress: impl FnMut(usize, usize),
    ) -> Result<MisereQuotient, Error> {
        let order_limit = limits.items_or(QUOTIENT_LIMITS.items_or(0));
        Exceeded::check(Resource::Items, max_heap as u64, MAX_QUOTIENT_HEAP as u64)?;
        Exceeded::check(Resource::Items, order_limit, MAX_QUOTIENT_ORDER as u64)?;
        Exceeded::check(Resource::Items, self.option_count(max_heap), MAX_OPTIONS)?;
        let mut steps = limits.step_meter(QUOTIENT_LIMITS.steps_or(0));
        // At most MAX_QUOTIENT_ORDER: a usize.
        let max_order = (order_limit as usize).max(2);
        let mut options: Vec<Vec<Vec<u16>>> = vec![Vec::new()];
        let mut monoid = Monoid::trivial();
        let mut heap: Vec<u32> = vec![0];
        let mut sums: Vec<Vec<u16>> = vec![Vec::new()];
        let mut letters: Vec<u16> = Vec::new();
        for n in 1..=max_heap {
            options.push(self.heap_options(n, &options));
            if options[n].is_empty() {
                heap.push(0);
                progress(n, monoid.order);
                continue;
            }
            let mut images: Vec<u32> = options[n]
                .iter()
                .map(|parts| monoid.image(&heap, parts))
                .collect();
            images.sort_unstable();
            images.dedup();
            steps.spend((monoid.order * monoid.order) as u64)?;
            if let Some(x) = extend::reuse(&monoid, &images) {
                heap.push(x);
                letters.push(n as u16);
                progress(n, monoid.order);
                continue;
            }
            // Shortest sums over every heap so far (heaps that only reused an element may
            // give shorter sums), as the extension's order of work needs.
            sums = complete(monoid.shortest_sums(&heap, &letters));
            let extended = extend::extend(&monoid, &heap, &sums, &options, &letters, &images);
            letters.push(n as u16);
            let mut proven = None;
            if let Some((candidate, candidate_heap)) = extended {
                if candidate.order <= max_order {
                    let candidate_sums =
                        complete(candidate.shortest_sums(&candidate_heap, &letters));
                    let types = verify::heap_types(&candidate, &candidate_heap, &options, n);
                    if verify::check(&candidate, &candidate_sums, &types, &mut steps)?.is_none() {
                        proven = Some((candidate, candidate_heap, candidate_sums));
                    }
                }
            }
            let (next, next_heap, next_sums) = if let Some(found) = proven {
                found
            } else {
                // The sums remembered live as long as this learner: the limit is of each.
                let mut remembered = limits.meter(Resource::Bytes, QUOTIENT_LIMITS.bytes_or(0));
                let mut oracle = Oracle {
                    n: n as u16,
                    prev: &monoid,
                    prev_heap: &heap,
                    options: &options,
                    memo: std::collections::HashMap::new(),
                    remembered: &mut remembered,
                    guess: None,
                };
                let learned = learn::learn(&mut oracle, &letters, max_order, &mut steps)?;
                (learned.monoid, learned.heap, learned.sums)
            };
            if next.order > max_order {
                return Err(Error::QuotientTooLarge {
                    heap: n,
                    reached: monoid.order,
                    limit: max_order,
                });
            }
            (monoid, heap, sums) = (next, next_heap, next_sums);
            progress(n, monoid.order);
        }
        let period = self.quotient_period(&heap);
        Ok(MisereQuotient {
            game: self.clone(),
            max_heap,
            monoid,
            heap,
            sums,
            period,
        })
    }

    /// The options of a heap of `n` as lists of heaps with moves (heaps without a move are
    /// dropped: they add nothing), each list sorted, without repeats.
    fn heap_options(&self, n: usize, known: &[Vec<Vec<u16>>]) -> Vec<Vec<u16>> {
        let moves = |h: usize| h < known.len() && !known[h].is_empty();
        let mut list: Vec<Vec<u16>> = Vec::new();
        let mut push = |parts: &[usize]| {
            let mut kept: Vec<u16> = parts
                .iter()
                .filter(|&&h| moves(h))
                .map(|&h| h as u16)
                .collect();
            kept.sort_unstable();
            list.push(kept);
        };
        for (take, &digit) in self.digits().iter().enumerate() {
            if take > n {
                break;
            }
            let rest = n - take;
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
        list.sort_unstable();
        list.dedup();
        list
    }

    /// An upper bound of the options of all heaps up to `n`.
    fn option_count(&self, n: usize) -> u128 {
        let n = n as u128;
        let per_heap: u128 = self
            .digits()
            .iter()
            .map(|&d| {
                u128::from(d & 3 != 0)
                    + if d & 4 != 0 { n / 2 } else { 0 }
                    + if d & 8 != 0 { n * n / 12 + n } else { 0 }
            })
            .sum();
        per_heap.saturating_mul(n)
    }

    /// The proven period of the heaps' elements, if the heaps computed reach its proof.
    fn quotient_period(&self, heap: &[u32]) -> Option<QuotientPeriod> {
        let last = heap.len().checked_sub(1)?;
        let (preperiod, period) = crate::store::tail_period(heap, last / 2)?;
        let bound = self.proof_bound(preperiod, period);
        (bound.saturating_add(period) <= last + 1).then_some(QuotientPeriod {
            preperiod,
            period,
            bound,
        })
    }
}

/// Shortest sums for every element (an element no sum reaches cannot occur: it gets none).
fn complete(sums: Vec<Option<Vec<u16>>>) -> Vec<Vec<u16>> {
    sums.into_iter().map(Option::unwrap_or_default).collect()
}

impl MisereQuotient {
    /// The game.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(3).unwrap();
    /// assert_eq!(q.game().to_string(), ".77");
    /// ```
    pub fn game(&self) -> &OctalGame {
        &self.game
    }

    /// The largest heap covered (every heap, if [`period`](Self::period) is proven).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(3).unwrap();
    /// assert_eq!(q.max_heap(), 3);
    /// ```
    pub fn max_heap(&self) -> usize {
        self.max_heap
    }

    /// The number of elements.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// // Misère Nim's heaps 1 and 2 (here Kayles' heaps up to 2): the quotient of order 6.
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(2).unwrap();
    /// assert_eq!(q.order(), 6);
    /// ```
    pub fn order(&self) -> usize {
        self.monoid.order
    }

    /// The elements of the P-portion, in increasing order.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(2).unwrap();
    /// assert_eq!(q.p_portion().len(), 2); // a, and b^2
    /// ```
    pub fn p_portion(&self) -> Vec<usize> {
        (0..self.monoid.order)
            .filter(|&x| self.monoid.p[x])
            .collect()
    }

    /// Whether `element` is in the P-portion.
    ///
    /// # Errors
    /// [`Error::NoSuchElement`] for an element past the order.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(2).unwrap();
    /// assert_eq!(q.is_p(0), Ok(false)); // the empty sum: the player to move wins
    /// ```
    pub fn is_p(&self, element: usize) -> Result<bool, Error> {
        self.check_element(element)?;
        Ok(self.monoid.p[element])
    }

    /// The product of two elements.
    ///
    /// # Errors
    /// [`Error::NoSuchElement`] for an element past the order.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(2).unwrap();
    /// let a = q.heap_element(1).unwrap();
    /// assert_eq!(q.multiply(a, a), Ok(0)); // 1 + 1 is equivalent to the empty sum
    /// ```
    pub fn multiply(&self, a: usize, b: usize) -> Result<usize, Error> {
        self.check_element(a)?;
        self.check_element(b)?;
        Ok(self.monoid.mul(a as u32, b as u32) as usize)
    }

    /// The multiplication table: `table[a][b]` is `a b`. `O(order^2)`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(1).unwrap();
    /// assert_eq!(q.table(), vec![vec![0, 1], vec![1, 0]]);
    /// ```
    pub fn table(&self) -> Vec<Vec<usize>> {
        let q = self.monoid.order;
        (0..q)
            .map(|a| {
                (0..q)
                    .map(|b| self.monoid.mul(a as u32, b as u32) as usize)
                    .collect()
            })
            .collect()
    }

    /// A sum of heaps with the fewest tokens in the class of `element` (heaps without a move
    /// left out), sorted.
    ///
    /// # Errors
    /// [`Error::NoSuchElement`] for an element past the order.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(2).unwrap();
    /// let e = q.heap_element(2).unwrap();
    /// assert_eq!(q.shortest_sum(e), Ok(vec![2]));
    /// ```
    pub fn shortest_sum(&self, element: usize) -> Result<Vec<usize>, Error> {
        self.check_element(element)?;
        Ok(self.sums[element].iter().map(|&h| usize::from(h)).collect())
    }

    /// The element of a heap of size `heap` (the identity for a heap without moves).
    ///
    /// # Errors
    /// [`Error::HeapBeyondQuotient`] for a heap past [`max_heap`](Self::max_heap) when no
    /// period is proven.
    ///
    /// ```
    /// use combgames_grundy::{Error, OctalGame};
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(4).unwrap();
    /// assert_eq!(q.heap_element(0), Ok(0));
    /// assert_eq!(q.heap_element(9), Err(Error::HeapBeyondQuotient { heap: 9, max_heap: 4 }));
    /// ```
    pub fn heap_element(&self, heap: usize) -> Result<usize, Error> {
        if heap <= self.max_heap {
            return Ok(self.heap[heap] as usize);
        }
        match self.period {
            Some(p) => {
                let h = p.preperiod + (heap - p.preperiod) % p.period;
                Ok(self.heap[h] as usize)
            }
            None => Err(Error::HeapBeyondQuotient {
                heap,
                max_heap: self.max_heap,
            }),
        }
    }

    /// Whether the sum of `heaps` is a misère P-position (the player to move loses, the last
    /// player to move losing): the product of the heaps' elements is in the P-portion. `O(k)`
    /// for `k` heaps.
    ///
    /// # Errors
    /// As for [`heap_element`](Self::heap_element).
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let q = ".77".parse::<OctalGame>().unwrap().misere_quotient(8).unwrap();
    /// assert_eq!(q.is_p_position(&[]), Ok(false));
    /// assert_eq!(q.is_p_position(&[1, 1, 1]), Ok(true));
    /// ```
    pub fn is_p_position(&self, heaps: &[usize]) -> Result<bool, Error> {
        let mut x = 0u32;
        for &h in heaps {
            x = self.monoid.mul(x, self.heap_element(h)? as u32);
        }
        Ok(self.monoid.p[x as usize])
    }

    /// The period of the heaps' elements, if proven: the quotient is then that of all heaps.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// // .31: take one, or two if they are the whole heap... its quotient settles early.
    /// let q = ".31".parse::<OctalGame>().unwrap().misere_quotient(40).unwrap();
    /// assert!(q.period().is_some());
    /// ```
    pub fn period(&self) -> Option<QuotientPeriod> {
        self.period
    }

    fn check_element(&self, element: usize) -> Result<(), Error> {
        if element < self.monoid.order {
            Ok(())
        } else {
            Err(Error::NoSuchElement {
                element,
                order: self.monoid.order,
            })
        }
    }
}
