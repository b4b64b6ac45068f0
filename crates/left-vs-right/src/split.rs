//! Tuples of five or seven words counted by coarse and fine words.
//!
//! Most word values are multiples of a large power of two: at `n = 20` (numerators over
//! `2^18`), 105 of the 129 distinct values and all but 1082 of the `2^20` words are multiples
//! of `2^10`. Split a histogram `h` into its coarse part `C` (scores that are multiples of
//! the step) and its fine part `F` (the others). A `k`-tuple has some number `f` of fine
//! words, in `C(k, f)` sets of places, so
//!
//! ```text
//! #{k-tuples of h with sum < c} = sum over f of C(k, f) #{(k - f)-tuples of C and f-tuples of F, sum < c}
//! ```
//!
//! (and the same with `= c`). The powers of `C` lie on the coarse lattice, so they are short
//! (the fifth at `n = 20`: 2561 entries), and the powers of `F` are short because `F` is: each
//! term is a pass over pairs or triples of short powers ([`plan`]). At `n = 20` that is about
//! 1.6 million steps where the cube of `h` and its triples take 0.4 and 2.7 million, with
//! 42 127 entries in the cube.
//!
//! [`choose`] picks the step whose plan costs the fewest steps, and declines when the
//! direct count (cube and triples) would cost fewer.

use combgames_histconv::{
    Counting, Histogram, count_pairs_below, count_pairs_equal, count_triples_below,
    count_triples_below_symmetric, count_triples_equal, count_triples_equal_symmetric,
};

use crate::Error;

/// Which tuples a count takes: those whose sum is below the bound, or equal to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Relation {
    Below,
    Equal,
}

/// A power of the coarse part (`C^i`) or of the fine part (`F^i`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Power {
    Coarse(u32),
    Fine(u32),
}

/// How the tuples with a given number of fine words are counted: pairs of two powers, triples
/// `(x, y, z)` with `x` and `y` from one power (`half`) and `z` from another, or triples of
/// three powers `(x, y, z)` (`z` from the third).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Term {
    Pairs(Power, Power),
    Symmetric { half: Power, single: Power },
    Triples(Power, Power, Power),
}

use Power::{Coarse, Fine};

/// The terms for `k = 5`, by number of fine words `f = 0..=5`.
const FIVE: [Term; 6] = [
    Term::Symmetric {
        half: Coarse(2),
        single: Coarse(1),
    },
    Term::Symmetric {
        half: Coarse(2),
        single: Fine(1),
    },
    Term::Pairs(Coarse(3), Fine(2)),
    Term::Pairs(Coarse(2), Fine(3)),
    Term::Symmetric {
        half: Fine(2),
        single: Coarse(1),
    },
    Term::Symmetric {
        half: Fine(2),
        single: Fine(1),
    },
];

/// The terms for `k = 7`, by number of fine words `f = 0..=7`.
const SEVEN: [Term; 8] = [
    Term::Symmetric {
        half: Coarse(3),
        single: Coarse(1),
    },
    Term::Symmetric {
        half: Coarse(3),
        single: Fine(1),
    },
    Term::Pairs(Coarse(5), Fine(2)),
    Term::Pairs(Coarse(4), Fine(3)),
    Term::Symmetric {
        half: Fine(2),
        single: Coarse(3),
    },
    Term::Triples(Coarse(2), Fine(3), Fine(2)),
    Term::Symmetric {
        half: Fine(3),
        single: Coarse(1),
    },
    Term::Symmetric {
        half: Fine(3),
        single: Fine(1),
    },
];

/// The terms for `k` words (`k = 5` or `7`), the `f`-th counting the tuples with `f` fine
/// words; `None` for other `k`.
fn plan(k: u32) -> Option<&'static [Term]> {
    match k {
        5 => Some(&FIVE),
        7 => Some(&SEVEN),
        _ => None,
    }
}

/// The highest powers of `C` and of `F` a plan uses.
fn highest(terms: &[Term]) -> (u32, u32) {
    let mut most = (0, 0);
    let mut note = |p: Power| match p {
        Coarse(i) => most.0 = most.0.max(i),
        Fine(i) => most.1 = most.1.max(i),
    };
    for term in terms {
        match *term {
            Term::Pairs(a, b) => [a, b].into_iter().for_each(&mut note),
            Term::Symmetric { half, single } => [half, single].into_iter().for_each(&mut note),
            Term::Triples(a, b, c) => [a, b, c].into_iter().for_each(&mut note),
        }
    }
    most
}

/// `h` split at `step`: the powers `C^0..` and `F^0..` a plan uses.
struct Parts<A: Counting> {
    coarse: Vec<Histogram<A>>,
    fine: Vec<Histogram<A>>,
}

impl<A: Counting> Parts<A> {
    fn new(h: &Histogram<A>, step: i64, most: (u32, u32)) -> Result<Self, Error> {
        let (c, f) = split(h, step)?;
        Ok(Parts {
            coarse: powers(&c, most.0)?,
            fine: powers(&f, most.1)?,
        })
    }

    fn get(&self, p: Power) -> &Histogram<A> {
        match p {
            Coarse(i) => &self.coarse[i as usize],
            Fine(i) => &self.fine[i as usize],
        }
    }
}

/// The coarse part of `h` (scores that are multiples of `step`) and the fine part.
fn split<A: Counting>(h: &Histogram<A>, step: i64) -> Result<(Histogram<A>, Histogram<A>), Error> {
    let (coarse, fine): (Vec<_>, Vec<_>) = h
        .entries()
        .iter()
        .cloned()
        .partition(|(score, _)| score.rem_euclid(step) == 0);
    Ok((
        Histogram::from_entries(h.counting().clone(), coarse)?,
        Histogram::from_entries(h.counting().clone(), fine)?,
    ))
}

/// `h^0, h^1, ..., h^most`, each from the one before.
fn powers<A: Counting>(h: &Histogram<A>, most: u32) -> Result<Vec<Histogram<A>>, Error> {
    let mut all = vec![Histogram::identity(h.counting().clone())];
    for i in 1..=most as usize {
        let next = if i == 1 {
            h.clone()
        } else {
            all[i - 1].convolve(h)?
        };
        all.push(next);
    }
    Ok(all)
}

/// A count of `k`-tuples by the split at `step` (a power of two, at least 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Split {
    /// The plan of [`plan`]: its `f`-th term counts the tuples with `f` fine words, so there
    /// are `k + 1` terms.
    terms: &'static [Term],
    step: i64,
}

impl Split {
    /// The split at `step` for `k = 5` or `7` (`None` for other `k`). Any `step >= 2` gives
    /// the same counts; [`choose`] picks a fast one.
    #[cfg(test)]
    pub(crate) fn at(k: u32, step: i64) -> Option<Self> {
        plan(k)
            .filter(|_| step >= 2)
            .map(|terms| Split { terms, step })
    }

    /// The ordered `k`-tuples of `h`'s items whose scores sum below `bound` (or to it).
    ///
    /// # Errors
    /// As the passes of [`combgames_histconv`].
    pub(crate) fn count<A: Counting>(
        self,
        h: &Histogram<A>,
        relation: Relation,
        bound: i64,
    ) -> Result<A::Count, Error> {
        let terms = self.terms;
        let k = (terms.len() - 1) as u32;
        let parts = Parts::new(h, self.step, highest(terms))?;
        let counting = h.counting();
        let mut total = counting.count(0);
        for (f, term) in terms.iter().enumerate() {
            let tuples = count_term(&parts, *term, relation, bound)?;
            let places = counting.count(binomial(k, f as u32));
            total = counting.add(&total, &counting.mul(&places, &tuples)?)?;
        }
        Ok(total)
    }
}

/// One term of a plan.
fn count_term<A: Counting>(
    parts: &Parts<A>,
    term: Term,
    relation: Relation,
    bound: i64,
) -> Result<A::Count, Error> {
    let get = |p| parts.get(p);
    Ok(match (term, relation) {
        (Term::Pairs(a, b), Relation::Below) => count_pairs_below(get(a), get(b), bound)?,
        (Term::Pairs(a, b), Relation::Equal) => count_pairs_equal(get(a), get(b), bound)?,
        (Term::Symmetric { half, single }, Relation::Below) => {
            count_triples_below_symmetric(get(half), get(single), bound)?
        }
        (Term::Symmetric { half, single }, Relation::Equal) => {
            count_triples_equal_symmetric(get(half), get(single), bound)?
        }
        (Term::Triples(a, b, c), Relation::Below) => {
            count_triples_below(get(a), get(b), get(c), bound)?
        }
        (Term::Triples(a, b, c), Relation::Equal) => {
            count_triples_equal(get(a), get(b), get(c), bound)?
        }
    })
}

/// `C(k, f)` for `f <= k <= 7`.
fn binomial(k: u32, f: u32) -> u64 {
    (0..f).fold(1, |c, i| c * u64::from(k - i) / u64::from(i + 1))
}

/// Fine parts longer than this are not tried: their powers grow as `|F|^3`.
const MAX_FINE: usize = 64;

/// The split (at a power of two) whose count costs the fewest estimated steps for `k`-tuples
/// of `h`, if that is fewer than the direct count's (the cube of `h` by unordered triples and
/// a pass of triples over it); `None` if no split is, or for `k` other than 5 and 7.
///
/// # Errors
/// [`Error::Histogram`] only if a part cannot be formed (it always can: its scores are
/// `h`'s).
pub(crate) fn choose<A: Counting>(h: &Histogram<A>, k: u32) -> Result<Option<Split>, Error> {
    let Some(terms) = plan(k) else {
        return Ok(None);
    };
    let most = highest(terms);
    let len = h.len() as u128;
    let (Some(low), Some(high)) = (h.entries().first(), h.entries().last()) else {
        return Ok(None);
    };
    let span = u128::from(high.0.abs_diff(low.0));
    // The direct count: the cube, then one pass over (at most) its entries per score of h.
    let cube = len * (len + 1) * (len + 2) / 6;
    let direct = cube + len * cube.min(3 * span + 1) / 2;
    let mut best: Option<(u128, i64)> = None;
    for shift in 1..63 {
        let step = 1i64 << shift;
        if u128::from(step.unsigned_abs()) > span {
            break;
        }
        let fine = h
            .entries()
            .iter()
            .filter(|e| e.0.rem_euclid(step) != 0)
            .count();
        if fine > MAX_FINE {
            continue;
        }
        let (c, f) = split(h, step)?;
        let cost = plan_cost(terms, most, &c, &f, step);
        if best.is_none_or(|(b, _)| cost < b) {
            best = Some((cost, step));
        }
    }
    Ok(best
        .filter(|&(cost, _)| cost < direct)
        .map(|(_, step)| Split { terms, step }))
}

/// The estimated steps of a plan: the powers (products), then its passes. The `i`-th power
/// of a part has at most as many entries as multisets of `i` of its scores, and as cells of
/// its lattice (`i (cells - 1) + 1`; the fine part's lattice is taken as the scores' span).
fn plan_cost<A: Counting>(
    terms: &[Term],
    most: (u32, u32),
    coarse: &Histogram<A>,
    fine: &Histogram<A>,
    step: i64,
) -> u128 {
    let bound = |h: &Histogram<A>, unit: u64| {
        let len = h.len() as u128;
        let cells = match (h.entries().first(), h.entries().last()) {
            (Some(a), Some(b)) => u128::from(b.0.abs_diff(a.0) / unit) + 1,
            _ => 0,
        };
        move |i: u32| -> u128 {
            let multisets = (0..i).fold(1u128, |m, j| {
                m.saturating_mul(len + u128::from(j)) / (u128::from(j) + 1)
            });
            match i {
                0 => 1,
                _ => multisets.min(u128::from(i) * cells.saturating_sub(1) + 1),
            }
        }
    };
    let (c_len, f_len) = (coarse.len() as u128, fine.len() as u128);
    let (coarse, fine) = (bound(coarse, step.unsigned_abs()), bound(fine, 1));
    let size = |p: Power| match p {
        Coarse(i) => coarse(i),
        Fine(i) => fine(i),
    };
    let mut cost: u128 = (1..most.0).map(|i| coarse(i) * c_len).sum();
    cost += (1..most.1).map(|i| fine(i) * f_len).sum::<u128>();
    for term in terms {
        cost += match *term {
            Term::Pairs(a, b) => size(a) + size(b),
            Term::Symmetric { half, single } => size(single) * (size(half) / 2 + 1),
            Term::Triples(first, second, third) => size(third) * (size(first) + size(second)),
        };
    }
    cost
}

#[cfg(test)]
mod tests {
    use super::{Relation, Split, binomial, choose};
    use crate::count::score_histograms;
    use combgames_histconv::{
        CheckedU128, Counting, Modular, count_triples_below_symmetric,
        count_triples_equal_symmetric,
    };

    /// For `k = 5` and `7`, every step from 2 up gives the direct count (cube and triples),
    /// below and at the bounds 0, -1 and 3 (numerators), on all words and on the cold ones.
    #[test]
    fn split_counts_equal_the_direct_ones() {
        fn check<A: Counting>(n: u32, counting: A) {
            let h = score_histograms(n, counting).unwrap();
            for k in [5u32, 7] {
                for hist in [&h.all, &h.cold] {
                    let half = hist.power(k / 2).unwrap();
                    for bound in [0i64, -1, 3] {
                        let below = count_triples_below_symmetric(&half, hist, bound).unwrap();
                        let equal = count_triples_equal_symmetric(&half, hist, bound).unwrap();
                        for shift in 1..=n {
                            let step = 1i64 << shift;
                            let split = Split::at(k, step).unwrap();
                            let got = split.count(hist, Relation::Below, bound);
                            assert_eq!(got, Ok(below.clone()), "n {n} k {k} step {step}");
                            let got = split.count(hist, Relation::Equal, bound);
                            assert_eq!(got, Ok(equal.clone()), "n {n} k {k} step {step}");
                        }
                    }
                }
            }
        }
        for n in 1..=12 {
            if 7 * n < 120 {
                check(n, CheckedU128);
            }
            check(n, Modular::new(1_001_001_011).unwrap());
        }
        check(14, Modular::new(1 << 40).unwrap());
    }

    /// Other `k` are declined; the step is chosen where the split is cheaper.
    #[test]
    fn plans_and_choices() {
        let h = score_histograms(20, Modular::new(1_001_001_011).unwrap()).unwrap();
        assert_eq!(Split::at(3, 2), None);
        assert_eq!(Split::at(7, 1), None);
        assert_eq!(choose(&h.all, 9), Ok(None));
        assert_eq!(choose(&h.all, 7), Ok(Split::at(7, 1 << 10)));
        assert_eq!(binomial(7, 3), 35);
        assert_eq!((0..=7).map(|f| binomial(7, f)).sum::<u64>(), 128);
    }
}
