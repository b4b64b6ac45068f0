//! A finite commutative monoid with a marked subset: the shape of every misère quotient.

use std::collections::{BinaryHeap, HashMap};

/// A finite commutative monoid given by its table, with the subset `p` (the P-portion) and,
/// for each element, a sum of heaps with the fewest tokens that maps to it.
///
/// Element 0 is the identity. `table[a * order + b]` is `a b`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Monoid {
    pub(crate) order: usize,
    pub(crate) table: Vec<u32>,
    pub(crate) p: Vec<bool>,
}

impl Monoid {
    /// The one-element monoid `{1}` with an empty P-portion: the quotient of no heaps.
    pub(crate) fn trivial() -> Self {
        Monoid {
            order: 1,
            table: vec![0],
            p: vec![false],
        }
    }

    pub(crate) fn mul(&self, a: u32, b: u32) -> u32 {
        self.table[a as usize * self.order + b as usize]
    }

    /// The image of a sum of heaps, given each heap's element.
    pub(crate) fn image(&self, heap: &[u32], parts: &[u16]) -> u32 {
        parts.iter().fold(0, |x, &h| self.mul(x, heap[h as usize]))
    }

    /// For each element, a sum of heaps with the fewest tokens mapping to it (Dijkstra over
    /// the monoid, each heap `h` of `letters` an edge of weight `h`); `None` for an element
    /// that no sum reaches.
    pub(crate) fn shortest_sums(&self, heap: &[u32], letters: &[u16]) -> Vec<Option<Vec<u16>>> {
        let mut best: Vec<Option<(u64, u32, u16)>> = vec![None; self.order];
        best[0] = Some((0, 0, 0));
        let mut queue = BinaryHeap::new();
        queue.push(std::cmp::Reverse((0u64, 0u32)));
        while let Some(std::cmp::Reverse((tokens, x))) = queue.pop() {
            if best[x as usize].is_some_and(|b| b.0 < tokens) {
                continue;
            }
            for &h in letters {
                let y = self.mul(x, heap[h as usize]);
                let t = tokens + u64::from(h);
                if best[y as usize].is_none_or(|b| b.0 > t) {
                    best[y as usize] = Some((t, x, h));
                    queue.push(std::cmp::Reverse((t, y)));
                }
            }
        }
        (0..self.order)
            .map(|x| {
                let mut sum = Vec::new();
                let mut at = x as u32;
                while at != 0 {
                    let (_, from, h) = best[at as usize]?;
                    sum.push(h);
                    at = from;
                }
                sum.sort_unstable();
                Some(sum)
            })
            .collect()
    }

    /// The quotient by indistinguishability of the automaton on `states` states with the
    /// commuting `actions` (each a map of the states), start state 0 and marked states
    /// `marked`: two states are merged when every word of actions leads both to marked states
    /// or both to unmarked ones (Moore's refinement). Returns the class of each state, classes
    /// numbered in order of first appearance (so the start state's class is 0), and their count.
    pub(crate) fn refine(
        states: usize,
        actions: &[Vec<u32>],
        marked: &[bool],
    ) -> (Vec<u32>, usize) {
        let mut class: Vec<u32> = marked.iter().map(|&m| u32::from(m)).collect();
        let mut count = 0;
        loop {
            let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
            let mut next = Vec::with_capacity(states);
            for s in 0..states {
                let mut key = Vec::with_capacity(actions.len() + 1);
                key.push(class[s]);
                key.extend(actions.iter().map(|a| class[a[s] as usize]));
                let fresh = ids.len() as u32;
                next.push(*ids.entry(key).or_insert(fresh));
            }
            let found = ids.len();
            class = next;
            if found == count {
                return (class, found);
            }
            count = found;
        }
    }

    /// The rows `{ y : x y in P }` of two elements are equal.
    pub(crate) fn same_row(&self, x: u32, row: &[bool]) -> bool {
        (0..self.order).all(|y| self.p[self.mul(x, y as u32) as usize] == row[y])
    }
}
