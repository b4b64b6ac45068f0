//! The simplest form of a stopper: equal positions fused, dominated options removed,
//! reversible options bypassed, until none is left.

use combgames_base::{Exceeded, Limits, Meter, Resource};

use crate::Error;
use crate::error::Quantity;

use super::LoopyGame;

/// The most positions a stopper's simplest form is searched for: 2048 (its table of
/// comparisons holds `2 n^2` positions of differences, 8 million at most).
pub const MAX_SIMPLIFY_POSITIONS: usize = 2048;

/// The steps [`LoopyGame::simplest`] takes at most unless told otherwise: `2^32`. A step is
/// one state of a round's table of differences set or decided (`4 n^2` a round at most, for
/// `n` positions; about 2 ns each, so the default is some ten seconds).
///
/// ```
/// assert_eq!(combgames_partizan::loopy::DEFAULT_SIMPLIFY_STEPS, 1 << 32);
/// ```
pub const DEFAULT_SIMPLIFY_STEPS: u64 = 1 << 32;

/// States of the table between two looks at the interrupt and the clock.
const CHECK_EVERY: u64 = 1 << 14;

impl LoopyGame {
    /// The positions reachable from the start, numbered from it in breadth-first order, each
    /// option list sorted and without repeats.
    pub(super) fn reachable(&self) -> LoopyGame {
        self.restricted(&[self.start]).0
    }

    /// The positions reachable from `roots`, numbered from them in breadth-first order (the
    /// first root is the start), each option list sorted and without repeats; and the new
    /// number of each old position (`u32::MAX` for those left out).
    pub(super) fn restricted(&self, roots: &[u32]) -> (LoopyGame, Vec<u32>) {
        let n = self.len();
        let mut number = vec![u32::MAX; n];
        let mut order = Vec::new();
        for &root in roots {
            if number[root as usize] == u32::MAX {
                number[root as usize] = order.len() as u32;
                order.push(root);
            }
        }
        let mut next = 0;
        while next < order.len() {
            let v = order[next] as usize;
            next += 1;
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if number[w as usize] == u32::MAX {
                    number[w as usize] = order.len() as u32;
                    order.push(w);
                }
            }
        }
        let side = |lists: &Vec<Vec<u32>>| -> Vec<Vec<u32>> {
            order
                .iter()
                .map(|&v| {
                    let mut list: Vec<u32> = lists[v as usize]
                        .iter()
                        .map(|&w| number[w as usize])
                        .collect();
                    list.sort_unstable();
                    list.dedup();
                    list
                })
                .collect()
        };
        let game = LoopyGame {
            left: side(&self.left),
            right: side(&self.right),
            start: 0,
        };
        (game, number)
    }

    /// `table[u * n + v]`: whether position `u <= ` position `v`, for every pair of
    /// positions of a stopper, by one retrograde analysis of all differences `G_v - G_u`
    /// (Left survives moving second). `O(n^2 + n * moves)`; `meter` is charged a step for
    /// each state set and each state decided, `4 n^2` at most.
    pub(super) fn order_table(&self, meter: &mut Meter) -> Result<Vec<bool>, Error> {
        let n = self.len();
        let preds = |lists: &Vec<Vec<u32>>| -> Vec<Vec<u32>> {
            let mut p = vec![Vec::new(); n];
            for (a, list) in lists.iter().enumerate() {
                for &x in list {
                    p[x as usize].push(a as u32);
                }
            }
            p
        };
        let (left_pred, right_pred) = (preds(&self.left), preds(&self.right));
        // State (a, b, mover): the difference G_a - G_b with `mover` (0 Left) to move.
        let state = |a: usize, b: usize, mover: usize| (a * n + b) * 2 + mover;
        let mut open: Vec<u32> = Vec::with_capacity(2 * n * n);
        for a in 0..n {
            meter.spend(2 * n as u64)?;
            combgames_base::interrupt::check()?;
            for b in 0..n {
                open.push((self.left[a].len() + self.right[b].len()) as u32);
                open.push((self.right[a].len() + self.left[b].len()) as u32);
            }
        }
        // 0 unknown (a draw if never decided), 1 the mover wins, 2 the mover loses.
        let mut result = vec![0u8; 2 * n * n];
        let mut queue: Vec<usize> = Vec::new();
        for (s, &count) in open.iter().enumerate() {
            if count == 0 {
                result[s] = 2;
                queue.push(s);
            }
        }
        let mut decided = queue.len() as u64;
        while let Some(s) = queue.pop() {
            decided += 1;
            if decided % CHECK_EVERY == 0 {
                meter.spend(CHECK_EVERY)?;
                combgames_base::interrupt::check()?;
            }
            let (pair, mover) = (s / 2, s % 2);
            let (x, y) = (pair / n, pair % n);
            let lost = result[s] == 2;
            // The states that move to (x, y, mover): the other player moved, in either part.
            let (first, second) = if mover == 1 {
                // Left moved: x from a Left option, or y from a Right option (of -G_y).
                (&left_pred[x], &right_pred[y])
            } else {
                (&right_pred[x], &left_pred[y])
            };
            let before = 1 - mover;
            let sources = first
                .iter()
                .map(|&a| state(a as usize, y, before))
                .chain(second.iter().map(|&b| state(x, b as usize, before)));
            for p in sources {
                if result[p] != 0 {
                    continue;
                }
                if lost {
                    result[p] = 1;
                    queue.push(p);
                } else {
                    open[p] -= 1;
                    if open[p] == 0 {
                        result[p] = 2;
                        queue.push(p);
                    }
                }
            }
        }
        let mut table = vec![false; n * n];
        for u in 0..n {
            for v in 0..n {
                // u <= v: in G_v - G_u, Right moving first does not win.
                table[u * n + v] = result[state(v, u, 1)] != 1;
            }
        }
        meter.spend(decided % CHECK_EVERY)?;
        Ok(table)
    }

    /// The simplest form of a stopper (Winning Ways ch. 11; Siegel, *Combinatorial Game
    /// Theory*, ch. VI): equal positions fused, dominated options removed (a Left option
    /// below another, a Right option above another), reversible options bypassed (a Left
    /// option `G^L` with a Right option `G^LR <= G` replaced by the Left options of
    /// `G^LR`, and the mirror for Right), until none is left; then only the positions
    /// reachable from the start. Each round compares every pair of positions
    /// ([`MAX_SIMPLIFY_POSITIONS`] at most): `O(n^2 (1 + moves / n))` a round, at most `n + 1`
    /// rounds are needed in the tests, and `4 n + 16` are allowed, within
    /// [`DEFAULT_SIMPLIFY_STEPS`] steps (`4 n^2` a round at most; each round's bound is
    /// checked before it starts). The interrupt installed on the thread
    /// ([`combgames_base::interrupt`]) is looked at every few thousand steps.
    ///
    /// # Errors
    /// [`Error::NotStopper`]; [`Error::TooLarge`] past [`MAX_SIMPLIFY_POSITIONS`] reachable
    /// positions or past the rounds; [`Error::Exceeded`] (steps) past the steps;
    /// [`Error::Interrupted`] when interrupted.
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let g = LoopyGame::parse(&mut arena, "over + ^ + {1|-1} - {1|-1}").unwrap();
    /// assert_eq!(g.simplest().unwrap().to_text().unwrap(), "over");
    /// ```
    pub fn simplest(&self) -> Result<LoopyGame, Error> {
        self.simplest_within(Limits::new())
    }

    /// [`simplest`](Self::simplest) within `limits`: steps ([`DEFAULT_SIMPLIFY_STEPS`] when
    /// not given) and time.
    ///
    /// # Errors
    /// As for [`simplest`](Self::simplest); [`Error::Exceeded`] (steps, or milliseconds) past
    /// the limits.
    ///
    /// ```
    /// use combgames_base::{Limits, Resource};
    /// use combgames_partizan::{Arena, Error, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let g = LoopyGame::parse(&mut arena, "upon + upon + {2|-2}").unwrap();
    /// let refused = g.simplest_within(Limits::new().steps(100)).unwrap_err();
    /// assert!(matches!(refused, Error::Exceeded(e) if e.resource == Resource::Steps));
    /// assert!(g.simplest_within(Limits::new().steps(1 << 20)).is_ok());
    /// ```
    pub fn simplest_within(&self, limits: Limits) -> Result<LoopyGame, Error> {
        self.simplest_metered(&mut limits.step_meter(DEFAULT_SIMPLIFY_STEPS))
    }

    /// [`simplest`](Self::simplest), its steps charged to `meter`.
    pub(super) fn simplest_metered(&self, meter: &mut Meter) -> Result<LoopyGame, Error> {
        if !self.is_stopper() {
            return Err(Error::NotStopper);
        }
        Ok(self.simplest_rooted(&[self.start], meter)?.0)
    }

    /// The simplest form of every position reachable from `roots` at once, for a stopper:
    /// the simplified graph (its start the first root's) and the new number of each root.
    /// Every position keeps its value.
    pub(super) fn simplest_rooted(
        &self,
        roots: &[u32],
        meter: &mut Meter,
    ) -> Result<(LoopyGame, Vec<u32>), Error> {
        let (mut g, number) = self.restricted(roots);
        let mut at: Vec<u32> = roots.iter().map(|&r| number[r as usize]).collect();
        let too_large = |value: usize| Error::TooLarge {
            what: Quantity::Positions,
            value: value as u64,
            limit: MAX_SIMPLIFY_POSITIONS as u64,
        };
        let rounds = 4 * g.len() + 16;
        for _ in 0..rounds {
            let n = g.len();
            if n > MAX_SIMPLIFY_POSITIONS {
                return Err(too_large(n));
            }
            let bound = 4 * (n as u128) * (n as u128);
            Exceeded::check(
                Resource::Steps,
                u128::from(meter.used()) + bound,
                meter.allowed(),
            )?;
            let le = g.order_table(meter)?;
            // Options first; equal positions are fused only once no option is dominated or
            // reversible (fusing earlier can close a cycle: {pass | on} is on, but with on
            // fused into it, it would read {pass | pass}).
            let (next, changed, class) = match g.one_round(&le, false) {
                (next, true, class) => (next, true, class),
                _ => g.one_round(&le, true),
            };
            let moved: Vec<u32> = at.iter().map(|&v| class[v as usize]).collect();
            let (h, number) = next.restricted(&moved);
            at = moved.iter().map(|&v| number[v as usize]).collect();
            g = h;
            if !changed {
                return Ok((g, at));
            }
        }
        Err(too_large(g.len()))
    }

    /// One round of simplification with the order `le` of the positions: with `fuse`, equal
    /// positions fused (each moved to the first position equal to it), else dominated and
    /// reversible options; whether anything changed, and the position each position moved
    /// to (its class's first member when fusing, else itself).
    fn one_round(&self, le: &[bool], fuse: bool) -> (LoopyGame, bool, Vec<u32>) {
        let n = self.len();
        let below = |u: u32, v: u32| le[u as usize * n + v as usize];
        let class: Vec<u32> = (0..n as u32)
            .map(|v| {
                if fuse {
                    (0..=v).find(|&u| below(u, v) && below(v, u)).unwrap_or(v)
                } else {
                    v
                }
            })
            .collect();
        let mut changed = class.iter().enumerate().any(|(v, &c)| c as usize != v);
        let map = |list: &[u32]| -> Vec<u32> {
            let mut out: Vec<u32> = list.iter().map(|&w| class[w as usize]).collect();
            out.sort_unstable();
            out.dedup();
            out
        };
        let mut left: Vec<Vec<u32>> = Vec::with_capacity(n);
        let mut right: Vec<Vec<u32>> = Vec::with_capacity(n);
        for v in 0..n {
            let (l, r) = (map(&self.left[v]), map(&self.right[v]));
            if fuse {
                left.push(l);
                right.push(r);
                continue;
            }
            // Dominated: a Left option below another, a Right option above another; of
            // equal options (not fused yet), the first is kept.
            let beaten = |x: u32, y: u32| y != x && below(x, y) && (!below(y, x) || y < x);
            let beaten_right = |x: u32, y: u32| y != x && below(y, x) && (!below(x, y) || y < x);
            let l_kept: Vec<u32> = l
                .iter()
                .copied()
                .filter(|&a| !l.iter().any(|&b| beaten(a, b)))
                .collect();
            let r_kept: Vec<u32> = r
                .iter()
                .copied()
                .filter(|&c| !r.iter().any(|&d| beaten_right(c, d)))
                .collect();
            changed |= l_kept.len() != l.len() || r_kept.len() != r.len();
            // Reversible: bypassed through the first reversing option.
            let v32 = class[v];
            let mut l_new = Vec::new();
            for &a in &l_kept {
                let reversing = self.right[a as usize]
                    .iter()
                    .find(|&&r| below(class[r as usize], v32));
                match reversing {
                    Some(&r) => {
                        l_new.extend(map(&self.left[r as usize]));
                        changed = true;
                    }
                    None => l_new.push(a),
                }
            }
            let mut r_new = Vec::new();
            for &c in &r_kept {
                let reversing = self.left[c as usize]
                    .iter()
                    .find(|&&l| below(v32, class[l as usize]));
                match reversing {
                    Some(&l) => {
                        r_new.extend(map(&self.right[l as usize]));
                        changed = true;
                    }
                    None => r_new.push(c),
                }
            }
            l_new.sort_unstable();
            l_new.dedup();
            r_new.sort_unstable();
            r_new.dedup();
            left.push(l_new);
            right.push(r_new);
        }
        // Every move now reaches a class's first member: the others are left unreachable.
        let start = class[self.start as usize];
        (LoopyGame { left, right, start }, changed, class)
    }
}
