//! Periods of octal games, proven by the octal periodicity theorem.

use combgames_base::Limits;

use crate::memory::{Budget, check_memory};
use crate::sequencer::Sequencer;
use crate::store::Value;
use crate::{Error, GrundySequence, OctalGame};

/// Heaps extended between two calls of the progress callback of
/// [`OctalGame::periodicity_with`]: at most a second of work where values are not rare.
const PIECE: usize = 4096;

/// A period of an octal game's Grundy values, with its proof.
///
/// `g(n + period) = g(n)` for every `n >= preperiod`, and `preperiod` and `period` are the
/// least such: the preperiod is the first heap of the periodic part, and the period is the
/// least period of that part. The proof is the check of `g(n + period) = g(n)` for
/// `preperiod <= n < bound`, which by the periodicity theorem (see
/// [`OctalGame::periodicity`]) holds for every larger `n` as well.
///
/// ```
/// use combgames_grundy::OctalGame;
/// let kayles: OctalGame = ".77".parse().unwrap();
/// let p = kayles.periodicity(10_000).unwrap();
/// // Published (Winning Ways, ch. 4): Kayles has preperiod 71 and period 12.
/// assert_eq!((p.preperiod, p.period), (71, 12));
/// assert_eq!(p.bound, 2 * 71 + 12 + 2);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Periodicity {
    /// The first heap of the periodic part.
    pub preperiod: usize,
    /// The least period.
    pub period: usize,
    /// The check `g(n + period) = g(n)` ran over `preperiod <= n < bound`:
    /// `bound = h * preperiod + (h - 1) * period + t` for a game leaving at most `h` heaps
    /// (at least 1) with code length `t`, and at least `t + 1`.
    pub bound: usize,
    /// The values computed, `g(0)` to at least `g(bound + period - 1)`.
    pub values: GrundySequence,
}

impl OctalGame {
    /// The proof's bound for a preperiod `n0` and a period `p`: checking
    /// `g(n + p) = g(n)` for `n0 <= n < bound` proves it for every `n >= n0`.
    ///
    /// **Theorem** (the octal periodicity theorem, Guy and Smith 1956, Winning Ways ch. 4;
    /// stated here for moves that leave at most `h >= 1` heaps and take at most `t` tokens):
    /// if `g(n + p) = g(n)` for `n0 <= n < h n0 + (h - 1) p + t` (and up to `n = t` at least),
    /// then for all `n >= n0`. *Proof:* let `N` be the least heap past the bound where it
    /// fails. `N > t`, so neither `N` nor `N + p` can be taken whole. A move from `N + p` takes
    /// `i <= t` tokens and leaves heaps summing to `N + p - i`; the largest, `b`, is at least
    /// `(N + p - t) / h >= n0 + p`, so replacing `b` by `b - p` (in `[n0, N)`, same value) gives
    /// a move from `N` to the same nim-sum; conversely the largest heap `b >= (N - t) / h >= n0`
    /// left by a move from `N` can be replaced by `b + p` (value unchanged, `b < N`). Single
    /// heaps `N - i >= n0` likewise. Both option sets have the same values, so
    /// `g(N + p) = g(N)`. Subtraction games (`h = 1`) need `n0 + t`.
    ///
    /// ```
    /// use combgames_grundy::OctalGame;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// assert_eq!(kayles.proof_bound(71, 12), 156);
    /// let subtraction = OctalGame::subtraction([1, 3, 4]).unwrap();
    /// assert_eq!(subtraction.proof_bound(0, 7), 5);
    /// ```
    pub fn proof_bound(&self, preperiod: usize, period: usize) -> usize {
        let h = self.max_heaps().max(1);
        let t = self.code_length();
        h.saturating_mul(preperiod)
            .saturating_add((h - 1).saturating_mul(period))
            .saturating_add(t)
            .max(t + 1)
    }

    /// The least preperiod and period of the game's Grundy values, proven by the periodicity
    /// theorem (see [`proof_bound`](Self::proof_bound)) from the values of heaps up to at most
    /// `max_heap`, within [`SEQUENCE_STEP_LIMIT`](crate::SEQUENCE_STEP_LIMIT) steps.
    ///
    /// Values are computed by the fast method of [`grundy_values`](Self::grundy_values) in
    /// stretches growing by half each time; after each, the least period of the second half
    /// is found (the prefix function, linear time) and the preperiod read off backwards; the
    /// answer is returned as soon as the values reach `bound + period - 1`. Memory:
    /// [`sequence_bytes`](crate::sequence_bytes)`(max_heap)`, checked first.
    ///
    /// # Errors
    /// [`Error::NoPeriodFound`] if no period is proven with `max_heap` heaps; otherwise as for
    /// [`grundy_values`](Self::grundy_values).
    ///
    /// ```
    /// use combgames_grundy::{Error, OctalGame};
    /// let dawson: OctalGame = ".07".parse().unwrap();
    /// let p = dawson.periodicity(10_000).unwrap();
    /// // Published (Winning Ways, ch. 4): Dawson's Kayles, preperiod 53 and period 34.
    /// assert_eq!((p.preperiod, p.period), (53, 34));
    /// assert_eq!(dawson.periodicity(100), Err(Error::NoPeriodFound(100)));
    /// ```
    pub fn periodicity(&self, max_heap: usize) -> Result<Periodicity, Error> {
        self.periodicity_with(max_heap, Limits::new(), |_| {})
    }

    /// [`periodicity`](Self::periodicity) within `limits` (steps and bytes, as
    /// [`grundy_values_with`](Self::grundy_values_with) reads them), calling
    /// `progress(heaps)` after each stretch of values with the number of heaps computed (for
    /// progress reports).
    ///
    /// # Errors
    /// As for [`periodicity`](Self::periodicity).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::OctalGame;
    /// let mut reports = 0;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let p = kayles.periodicity_with(10_000, Limits::new(), |_| reports += 1);
    /// assert_eq!(p.unwrap().period, 12);
    /// assert!(reports > 0);
    /// ```
    pub fn periodicity_with(
        &self,
        max_heap: usize,
        limits: Limits,
        progress: impl FnMut(usize),
    ) -> Result<Periodicity, Error> {
        self.periodicity_in::<u16>(max_heap, limits, progress)
    }

    /// [`periodicity_with`](Self::periodicity_with) over a store of `N` values (tests spill
    /// with `u8`).
    pub(crate) fn periodicity_in<N: Value>(
        &self,
        max_heap: usize,
        limits: Limits,
        mut progress: impl FnMut(usize),
    ) -> Result<Periodicity, Error> {
        let limits = Budget::of(limits);
        check_memory(max_heap, limits.bytes)?;
        let steps = limits.steps;
        let mut sequencer: Sequencer<N> = Sequencer::new(self, steps, max_heap);
        let mut target = max_heap.min(64);
        loop {
            // Splits into three are counted before they are made.
            let from = sequencer.len() - 1;
            self.check_triple_steps(from, target, steps.saturating_sub(sequencer.steps_used()))?;
            // In pieces of PIECE heaps, so progress comes every piece, not every stage.
            while sequencer.len() <= target {
                let next = (sequencer.len() + PIECE).min(target);
                sequencer.extend_to(next, max_heap, limits.bytes)?;
                progress(next + 1);
            }
            // A candidate and the heaps its proof needs: from the second half, else from the
            // last quarter alone.
            let mut candidate = None;
            if let Some((preperiod, period)) = sequencer.tail_period(target / 2) {
                let bound = self.proof_bound(preperiod, period);
                if bound.saturating_add(period) <= target + 1 {
                    let mut values = sequencer.into_store();
                    values.truncate(target + 1);
                    return Ok(Periodicity {
                        preperiod,
                        period,
                        bound,
                        values: GrundySequence::new(values),
                    });
                }
                candidate = Some((preperiod, period, bound.saturating_add(period) - 1));
            }
            if candidate.is_none() {
                if let Some((preperiod, period)) = sequencer.tail_period(target / 4 * 3) {
                    let bound = self.proof_bound(preperiod, period);
                    candidate = Some((preperiod, period, bound.saturating_add(period) - 1));
                }
            }
            if target >= max_heap {
                return Err(match candidate {
                    Some((preperiod, period, needed)) if needed > max_heap => {
                        Error::ProofNeedsMoreHeaps {
                            max_heap,
                            preperiod,
                            period,
                            needed,
                        }
                    }
                    _ => Error::NoPeriodFound(max_heap),
                });
            }
            let needed = candidate.map(|c| c.2);
            // Half as many heaps again, or just those the candidate's proof needs.
            let grown = target.saturating_add(target / 2);
            target = match needed {
                Some(n) if n > target && n < grown => n,
                _ => grown,
            }
            .min(max_heap);
        }
    }
}
