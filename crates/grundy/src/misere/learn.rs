//! The quotient learned from outcomes, when the previous quotient does not extend.
//!
//! Adding a heap `n` can split elements of the quotient of the smaller heaps: two sums that no
//! sum of smaller heaps tells apart may be told apart by a heap of `n` (misère Kayles: `5 + 5`
//! and the empty sum, by `9`). The quotient of the heaps up to `n` is then learned as the
//! smallest automaton reading sums heap by heap whose states decide the outcome: states are
//! told apart by the outcomes of a growing list of *tests* (sums added), as in Angluin's
//! L-star with Rivest and Schapire's handling of counterexamples; every candidate is proven or
//! refuted by the fixed points of `verify`, and a refutation gives a sum whose outcome the
//! candidate gets wrong, from which a new test is found by bisection.
//!
//! Outcomes come from the rules: a sum without a heap of `n` is read from the previous
//! quotient (proven), and one with a heap of `n` by a memoised search of its options.

use std::collections::HashMap;

use combgames_base::Meter;

use super::monoid::Monoid;
use super::verify;
use crate::Error;

/// The previous quotient and the rules: what the learner asks outcomes of.
pub(crate) struct Oracle<'a> {
    pub(crate) n: u16,
    pub(crate) prev: &'a Monoid,
    pub(crate) prev_heap: &'a [u32],
    pub(crate) options: &'a [Vec<Vec<u16>>],
    pub(crate) memo: HashMap<Vec<u16>, bool>,
    /// The bytes the remembered sums may take, each counted at its largest cost.
    pub(crate) remembered: &'a mut Meter,
    /// The last automaton learned, if any: its guesses order the options searched (a sum
    /// guessed a P-position first), which saves work, never changes an answer.
    pub(crate) guess: Option<Guess>,
}

/// An automaton's reading of sums: state transitions by heap, and its P-states.
pub(crate) struct Guess {
    delta: Vec<Vec<u32>>,
    p: Vec<bool>,
    letter_of: Vec<u32>,
}

impl Guess {
    fn is_p(&self, sum: &[u16]) -> bool {
        let mut s = 0u32;
        for &h in sum {
            match self.letter_of.get(h as usize) {
                Some(&l) if l != u32::MAX => s = self.delta[s as usize][l as usize],
                _ => {}
            }
        }
        self.p[s as usize]
    }
}

/// A sum on the oracle's stack: its options, the likeliest P-positions first.
struct Frame {
    sum: Vec<u16>,
    options: std::vec::IntoIter<Vec<u16>>,
    moved: bool,
}

/// What one remembered sum may cost at most: the hash table's slot (twice over, as a table
/// that has just doubled is half empty) and control byte, and its heaps rounded up to the
/// allocator's 16 bytes plus its 16-byte header.
fn remembered_bytes(sum: &[u16]) -> u64 {
    let slot = std::mem::size_of::<(Vec<u16>, bool)>() + 1;
    // Far below 2^63 for any sum that fits in memory.
    (2 * slot + (2 * sum.len()).div_ceil(16) * 16 + 16) as u64
}

/// The sorted sum of `a` and `b`.
pub(crate) fn merge(a: &[u16], b: &[u16]) -> Vec<u16> {
    let mut sum = Vec::with_capacity(a.len() + b.len());
    sum.extend_from_slice(a);
    sum.extend_from_slice(b);
    sum.sort_unstable();
    sum
}

/// The option of `sum` that replaces its heap at `index` by `parts`.
pub(crate) fn replace(sum: &[u16], index: usize, parts: &[u16]) -> Vec<u16> {
    let mut next = Vec::with_capacity(sum.len() + parts.len());
    next.extend_from_slice(&sum[..index]);
    next.extend_from_slice(&sum[index + 1..]);
    next.extend_from_slice(parts);
    next.sort_unstable();
    next
}

impl Frame {
    /// Lists the options of `sum`, one step each (the stack's memory is bounded by the steps).
    fn new(
        sum: Vec<u16>,
        options: &[Vec<Vec<u16>>],
        guess: Option<&Guess>,
        steps: &mut Meter,
    ) -> Result<Self, Error> {
        let mut list = Vec::new();
        for (i, &h) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == h {
                continue;
            }
            steps.spend(options[h as usize].len() as u64)?;
            for parts in &options[h as usize] {
                list.push(replace(&sum, i, parts));
            }
        }
        if let Some(guess) = guess {
            list.sort_by_key(|option| !guess.is_p(option));
        }
        Ok(Frame {
            moved: !list.is_empty(),
            sum,
            options: list.into_iter(),
        })
    }

    fn next(&mut self) -> Option<Vec<u16>> {
        self.options.next()
    }
}

impl Oracle<'_> {
    /// Whether the sorted sum `sum` (heaps with moves only) is a misère P-position; one step
    /// per option examined.
    pub(crate) fn outcome(&mut self, sum: &[u16], steps: &mut Meter) -> Result<bool, Error> {
        if !sum.contains(&self.n) {
            let x = self.prev.image(self.prev_heap, sum);
            return Ok(self.prev.p[x as usize]);
        }
        if let Some(&v) = self.memo.get(sum) {
            return Ok(v);
        }
        let mut stack = vec![Frame::new(
            sum.to_vec(),
            self.options,
            self.guess.as_ref(),
            steps,
        )?];
        let mut answer: Option<bool> = None;
        loop {
            let Some(top) = stack.last_mut() else {
                return Err(Error::QuotientNotFound(usize::from(self.n)));
            };
            // The outcome of top's last option, if known: a P-position option decides.
            let decided = match answer.take() {
                Some(true) => Some(false),
                _ => None,
            };
            let value = match decided {
                Some(v) => Some(v),
                None => match top.next() {
                    None => Some(top.moved),
                    Some(option) => {
                        steps.spend(1)?;
                        if steps.used() % 4096 < 1 {
                            combgames_base::interrupt::check()?;
                        }
                        if !option.contains(&self.n) {
                            let x = self.prev.image(self.prev_heap, &option);
                            answer = Some(self.prev.p[x as usize]);
                        } else if let Some(&v) = self.memo.get(&option) {
                            answer = Some(v);
                        } else {
                            stack.push(Frame::new(
                                option,
                                self.options,
                                self.guess.as_ref(),
                                steps,
                            )?);
                        }
                        None
                    }
                },
            };
            if let Some(v) = value {
                let Some(done) = stack.pop() else {
                    return Err(Error::QuotientNotFound(usize::from(self.n)));
                };
                self.remembered.spend(remembered_bytes(&done.sum))?;
                self.memo.insert(done.sum, v);
                if stack.is_empty() {
                    return Ok(v);
                }
                answer = Some(v);
            }
        }
    }
}

/// What the learner returns: the quotient of the heaps up to `n` and each heap's element.
pub(crate) struct Learned {
    pub(crate) monoid: Monoid,
    pub(crate) heap: Vec<u32>,
    pub(crate) sums: Vec<Vec<u16>>,
}

/// The quotient of the heaps `1..=n` (those with moves are `letters`), from the oracle.
pub(crate) fn learn(
    oracle: &mut Oracle<'_>,
    letters: &[u16],
    max_order: usize,
    steps: &mut Meter,
) -> Result<Learned, Error> {
    let n = usize::from(oracle.n);
    let mut letter_of = vec![u32::MAX; n + 1];
    for (i, &h) in letters.iter().enumerate() {
        letter_of[h as usize] = i as u32;
    }
    let mut access: Vec<Vec<u16>> = vec![Vec::new()];
    let mut tests: Vec<Vec<u16>> = vec![Vec::new()];
    let mut extra: Vec<Vec<u16>> = Vec::new();
    loop {
        let (found, delta) = close(
            oracle, letters, &letter_of, &tests, access, extra, max_order, steps,
        )?;
        access = found;
        extra = Vec::new();
        let run = |from: u32, word: &[u16]| {
            word.iter().fold(from, |s, &h| {
                delta[s as usize][letter_of[h as usize] as usize]
            })
        };
        // Heaps commute: a pair of letters that does not gives a counterexample.
        if let Some((s, a, b)) = non_commuting(&delta) {
            let (u1, u2) = (
                delta[delta[s][a] as usize][b] as usize,
                delta[delta[s][b] as usize][a] as usize,
            );
            let mut split = None;
            for t in &tests {
                let one = oracle.outcome(&merge(&access[u1], t), steps)?;
                let two = oracle.outcome(&merge(&access[u2], t), steps)?;
                if one != two {
                    split = Some((t.clone(), one));
                    break;
                }
            }
            let Some((tail, one)) = split else {
                return Err(Error::QuotientNotFound(n));
            };
            let mut word = access[s].clone();
            let truth = oracle.outcome(
                &merge(&merge(&word, &[letters[a], letters[b]]), &tail),
                steps,
            )?;
            if one == truth {
                word.extend([letters[b], letters[a]]);
            } else {
                word.extend([letters[a], letters[b]]);
            }
            let (test, sum) = bisect(oracle, &access, &delta, &letter_of, &word, &tail, steps)?;
            tests.push(test);
            extra.push(sum);
            continue;
        }
        // The candidate: the states multiply by running one's access sum from the other.
        let q = access.len();
        let mut table = Vec::with_capacity(q * q);
        for a in 0..q {
            for sum in &access {
                table.push(run(a as u32, sum));
            }
        }
        let mut p = Vec::with_capacity(q);
        for a in &access {
            p.push(oracle.outcome(a, steps)?);
        }
        let monoid = Monoid { order: q, table, p };
        let mut heap = vec![0u32; n + 1];
        for &h in letters {
            heap[h as usize] = delta[0][letter_of[h as usize] as usize];
        }
        let sums: Vec<Vec<u16>> = monoid
            .shortest_sums(&heap, letters)
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        let types = verify::heap_types(&monoid, &heap, oracle.options, n);
        let Some(witness) = verify::check(&monoid, &sums, &types, steps)? else {
            return Ok(Learned { monoid, heap, sums });
        };
        // A sum predicted wrongly: the witness or one of its options.
        let predict = |sum: &[u16]| monoid.p[monoid.image(&heap, sum) as usize];
        let mut wrong = None;
        if oracle.outcome(&witness, steps)? == predict(&witness) {
            let mut frame = Frame::new(witness.clone(), oracle.options, None, steps)?;
            while let Some(option) = frame.next() {
                if oracle.outcome(&option, steps)? != predict(&option) {
                    wrong = Some(option);
                    break;
                }
            }
        } else {
            wrong = Some(witness.clone());
        }
        let Some(word) = wrong else {
            return Err(Error::QuotientNotFound(n));
        };
        let (test, sum) = bisect(oracle, &access, &delta, &letter_of, &word, &[], steps)?;
        tests.push(test);
        extra.push(sum);
    }
}

/// Sums of heaps, one per state.
type Sums = Vec<Vec<u16>>;

/// Each state's successor by each heap.
type Transitions = Vec<Vec<u32>>;

/// One round's states: sums told apart by their outcomes on the tests, found in order of
/// tokens from the previous states' sums (so no state is lost) and the sums that the last
/// counterexample showed to be new; each state's sum is the first found, and every state is
/// followed by each heap. Returns the states' sums and the transitions, and leaves the
/// automaton with the oracle as its guess.
#[allow(clippy::too_many_arguments)]
fn close(
    oracle: &mut Oracle<'_>,
    letters: &[u16],
    letter_of: &[u32],
    tests: &[Vec<u16>],
    access: Vec<Vec<u16>>,
    extra: Vec<Vec<u16>>,
    max_order: usize,
    steps: &mut Meter,
) -> Result<(Sums, Transitions), Error> {
    let n = usize::from(oracle.n);
    // States: sums told apart by their outcomes on the tests, found in order of tokens
    // from the previous states' sums (so no state is lost) and the sum that the last
    // counterexample showed to be new; each state's sum is the first found, and every
    // state is followed by each heap.
    let mut index: HashMap<Vec<bool>, u32> = HashMap::new();
    let mut found: Vec<Vec<u16>> = Vec::new();
    let mut queue = std::collections::BinaryHeap::new();
    let tokens = |sum: &[u16]| sum.iter().map(|&h| u64::from(h)).sum::<u64>();
    for sum in access.into_iter().chain(extra) {
        queue.push(std::cmp::Reverse((tokens(&sum), sum)));
    }
    while let Some(std::cmp::Reverse((_, sum))) = queue.pop() {
        let sig = signature(oracle, &sum, tests, steps)?;
        if index.contains_key(&sig) {
            continue;
        }
        if found.len() >= max_order {
            return Err(Error::QuotientTooLarge {
                heap: n,
                reached: oracle.prev.order,
                limit: max_order,
            });
        }
        index.insert(sig, found.len() as u32);
        for &h in letters {
            let next = merge(&sum, &[h]);
            queue.push(std::cmp::Reverse((tokens(&next), next)));
        }
        found.push(sum);
    }
    let mut delta: Vec<Vec<u32>> = Vec::with_capacity(found.len());
    for a in &found {
        let mut row = Vec::with_capacity(letters.len());
        for &h in letters {
            let sig = signature(oracle, &merge(a, &[h]), tests, steps)?;
            // Every such sum was queued, so its signature is a state's.
            let Some(&id) = index.get(&sig) else {
                return Err(Error::QuotientNotFound(n));
            };
            row.push(id);
        }
        delta.push(row);
    }
    let mut guess_p = Vec::with_capacity(found.len());
    for a in &found {
        guess_p.push(oracle.outcome(a, steps)?);
    }
    oracle.guess = Some(Guess {
        delta: delta.clone(),
        p: guess_p,
        letter_of: letter_of.to_vec(),
    });
    Ok((found, delta))
}

/// The outcomes of `sum` plus each test.
fn signature(
    oracle: &mut Oracle<'_>,
    sum: &[u16],
    tests: &[Vec<u16>],
    steps: &mut Meter,
) -> Result<Vec<bool>, Error> {
    tests
        .iter()
        .map(|t| oracle.outcome(&merge(sum, t), steps))
        .collect()
}

/// A state and two letters whose order matters.
fn non_commuting(delta: &[Vec<u32>]) -> Option<(usize, usize, usize)> {
    let letters = delta.first().map_or(0, Vec::len);
    for (s, row) in delta.iter().enumerate() {
        for a in 0..letters {
            for b in a + 1..letters {
                if delta[row[a] as usize][b] != delta[row[b] as usize][a] {
                    return Some((s, a, b));
                }
            }
        }
    }
    None
}

/// Rivest and Schapire's step: `word` (then `tail`) is read wrongly by the automaton, so along
/// the run some state's access sum followed by the rest of the word changes outcome from one
/// step to the next; the rest there is a new test, which tells apart two sums the automaton
/// had merged. Returns the test and the sum it sets apart from its state's sum.
fn bisect(
    oracle: &mut Oracle<'_>,
    access: &[Vec<u16>],
    delta: &[Vec<u32>],
    letter_of: &[u32],
    word: &[u16],
    tail: &[u16],
    steps: &mut Meter,
) -> Result<(Vec<u16>, Vec<u16>), Error> {
    let mut states = vec![0u32];
    for &h in word {
        let s = *states.last().unwrap_or(&0);
        states.push(delta[s as usize][letter_of[h as usize] as usize]);
    }
    let value = |i: usize, oracle: &mut Oracle<'_>, steps: &mut Meter| {
        let rest = merge(&word[i..], tail);
        oracle.outcome(&merge(&access[states[i] as usize], &rest), steps)
    };
    let first = value(0, oracle, steps)?;
    let (mut lo, mut hi) = (0, word.len());
    if value(hi, oracle, steps)? == first {
        return Err(Error::QuotientNotFound(usize::from(oracle.n)));
    }
    while hi - lo > 1 {
        let mid = usize::midpoint(lo, hi);
        if value(mid, oracle, steps)? == first {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let sum = merge(&access[states[lo] as usize], &[word[lo]]);
    Ok((merge(&word[hi..], tail), sum))
}

#[cfg(test)]
mod tests {
    use super::*;
    use combgames_base::Resource;

    /// Listing a sum's options is charged to the steps as they are listed (one step per
    /// option of each distinct heap), so a tiny limit refuses a sum with many options.
    #[test]
    fn listing_options_spends_steps() {
        // Heap h moves to one heap of h - 1 (heap 1 to nothing).
        let options: Vec<Vec<Vec<u16>>> = (0..=200u16)
            .map(|h| match h {
                0 => Vec::new(),
                1 => vec![Vec::new()],
                h => vec![vec![h - 1]],
            })
            .collect();
        let sum: Vec<u16> = (1..=200).collect();
        let mut few = Meter::new(Resource::Steps, 100);
        assert!(matches!(
            Frame::new(sum.clone(), &options, None, &mut few),
            Err(Error::Exceeded(_))
        ));
        // Equal heaps are listed once: 200 distinct heaps (and their copies), 200 options.
        let doubled: Vec<u16> = (1..=200).flat_map(|h| [h, h]).collect();
        let mut enough = Meter::new(Resource::Steps, 1000);
        let frame = Frame::new(doubled, &options, None, &mut enough).unwrap();
        assert_eq!(enough.used(), 200);
        assert_eq!(frame.options.len(), 200);
    }
}
