//! The sides of a loopy game: its onside and offside, stoppers found by sidling.
//!
//! A game `G` that is not a stopper has two stoppers for sides (Winning Ways ch. 11; Siegel,
//! *Combinatorial Game Theory*, ch. VI): the **onside** `G+`, the value when a play that goes
//! on for ever counts for Left, and the **offside** `G-`, when it counts for Right. For every
//! stopper `X`, `G+ >= X` exactly when Left, moving second in `G - X`, survives (wins, or
//! plays for ever), and `G- <= X` exactly when Right, moving second in `G - X`, survives.
//!
//! The onside is the greatest solution of `s(v) = {s(v^L) | s(v^R)}` over the positions `v`
//! (sidling in from `on`). Here it is found on layers of the graph: layer 0 is the game with
//! Right's moves that lie on an alternating cycle removed (a stopper, above the onside);
//! layer `k + 1` is the game again, with those moves leading down to layer `k`. Each layer
//! is a stopper; when every position of layer `k + 1` equals the same position of layer `k`,
//! every later layer is the same and layer `k + 1` is a solution, the onside. Each layer is
//! built over the simplest forms of the one below, so the graph stays the size of one layer
//! and what the layer below is worth. The offside is the mirror image: `G- = -((-G)+)`.

use combgames_base::{Limits, Meter};

use crate::Error;

use super::LoopyGame;
use super::simplify::{DEFAULT_SIMPLIFY_STEPS, MAX_SIMPLIFY_POSITIONS};

/// The most layers [`LoopyGame::onside`] builds: 64 (and at most
/// [`MAX_SIMPLIFY_POSITIONS`] positions in all; the layers' order table is
/// `O(positions^2)` each time a layer is added).
///
/// ```
/// assert_eq!(combgames_partizan::loopy::MAX_SIDLING_LAYERS, 64);
/// ```
pub const MAX_SIDLING_LAYERS: usize = 64;

impl LoopyGame {
    /// The onside `G+`: the stopper that `G` is when a play that never ends counts for Left
    /// (a stopper is its own onside), in simplest form. `dud`'s onside is `on`, and
    /// `a{1||a|0}`'s is `2`.
    ///
    /// Cost: layers of the game are added until two agree. Each layer is built over the
    /// simplest forms of the layer below (all its positions simplified at once) and compared
    /// with it by an order table of the graph: `O(m^2)` a layer for a graph of `m` positions
    /// (the game's `n` and what the layer below is worth, at most
    /// [`MAX_SIMPLIFY_POSITIONS`]), at most [`MAX_SIDLING_LAYERS`] layers, within
    /// [`DEFAULT_SIMPLIFY_STEPS`] steps; then the simplest form of the last layer.
    ///
    /// # Errors
    /// [`Error::SidesNotFound`] when the layers pass their limits before two agree: the game
    /// may have no stopper sides, or a side that the layers only approach (`over` is
    /// approached by `1, 1/2, 1/4, ...`, `off` by `-1, -2, -3, ...`; such limits are not
    /// recognised yet);
    /// [`Error::Exceeded`] past the steps; [`Error::Interrupted`].
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let nanoko = LoopyGame::parse(&mut arena, "a{1||a|0}").unwrap();
    /// assert_eq!(nanoko.onside().unwrap().to_text().unwrap(), "2");
    /// assert_eq!(nanoko.offside().unwrap().to_text().unwrap(), "+-1");
    /// assert_eq!(LoopyGame::dud().onside().unwrap(), LoopyGame::on().simplest().unwrap());
    /// ```
    pub fn onside(&self) -> Result<LoopyGame, Error> {
        self.onside_within(Limits::new())
    }

    /// The offside `G-`: the stopper that `G` is when a play that never ends counts for
    /// Right, in simplest form; `-((-G)+)`.
    ///
    /// # Errors
    /// As for [`onside`](Self::onside).
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::dud().offside().unwrap().to_text().unwrap(), "off");
    /// ```
    pub fn offside(&self) -> Result<LoopyGame, Error> {
        self.offside_within(Limits::new())
    }

    /// [`onside`](Self::onside) within `limits` (steps, time), as
    /// [`simplest_within`](Self::simplest_within).
    ///
    /// # Errors
    /// As for [`onside`](Self::onside).
    pub fn onside_within(&self, limits: Limits) -> Result<LoopyGame, Error> {
        let mut meter = limits.step_meter(DEFAULT_SIMPLIFY_STEPS);
        let layered = self.sidle(&mut meter)?;
        layered.simplest_metered(&mut meter)
    }

    /// [`offside`](Self::offside) within `limits` (steps, time).
    ///
    /// # Errors
    /// As for [`onside`](Self::onside).
    pub fn offside_within(&self, limits: Limits) -> Result<LoopyGame, Error> {
        Ok(self.neg().onside_within(limits)?.neg())
    }

    /// A stopper equal to the onside, not simplified: the game itself if it is a stopper,
    /// else the first layer that agrees with the one below. Each layer is built over the
    /// simplest forms of the one below (all its positions simplified at once), so the graph
    /// holds one layer and what the layer below is worth.
    fn sidle(&self, meter: &mut Meter) -> Result<LoopyGame, Error> {
        let g = self.reachable();
        if g.is_stopper() {
            return Ok(g);
        }
        let n = g.len();
        let on_cycle = g.alternating_cycle_rights();
        // Layer 0: Right's moves on alternating cycles removed; `below[v]`: position v of the
        // layer below, in `graph`.
        let layer = |graph: &mut LoopyGame, below: Option<&[u32]>| {
            let base = graph.len() as u32;
            for ((lefts, rights), cycles) in g.left.iter().zip(&g.right).zip(&on_cycle) {
                graph.left.push(lefts.iter().map(|&w| base + w).collect());
                let rights =
                    rights
                        .iter()
                        .zip(cycles)
                        .filter_map(|(&w, &cycle)| match (cycle, below) {
                            (false, _) => Some(base + w),
                            (true, None) => None,
                            (true, Some(below)) => Some(below[w as usize]),
                        });
                graph.right.push(rights.collect());
            }
            base
        };
        let mut graph = LoopyGame {
            left: Vec::new(),
            right: Vec::new(),
            start: 0,
        };
        layer(&mut graph, None);
        let roots: Vec<u32> = (0..n as u32).collect();
        let (mut graph, mut below) = graph.simplest_rooted(&roots, meter)?;
        for k in 1..=MAX_SIDLING_LAYERS {
            let base = layer(&mut graph, Some(&below));
            let total = graph.len();
            if total > MAX_SIMPLIFY_POSITIONS {
                return Err(Error::SidesNotFound { layers: k as u64 });
            }
            let le = graph.order_table(meter)?;
            let equal = |u: usize, v: usize| le[u * total + v] && le[v * total + u];
            if (0..n).all(|v| equal(base as usize + v, below[v] as usize)) {
                graph.start = base;
                return Ok(graph);
            }
            let roots: Vec<u32> = (base..base + n as u32).collect();
            (graph, below) = graph.simplest_rooted(&roots, meter)?;
        }
        Err(Error::SidesNotFound {
            layers: MAX_SIDLING_LAYERS as u64,
        })
    }

    /// For each position, which of its Right options lie on a cycle of alternating play
    /// (a move from the position with Right to move to the option with Left to move, both
    /// states in one strongly connected component of the states). `O(positions + moves)`.
    fn alternating_cycle_rights(&self) -> Vec<Vec<bool>> {
        let component = self.state_components();
        (0..self.len())
            .map(|v| {
                self.right[v]
                    .iter()
                    .map(|&w| component[2 * v + 1] == component[2 * w as usize])
                    .collect()
            })
            .collect()
    }

    /// The strongly connected component of each state `2 v + mover` (`0` Left to move) of
    /// alternating play, by Tarjan's algorithm without recursion. `O(positions + moves)`.
    fn state_components(&self) -> Vec<u32> {
        const UNSEEN: u32 = u32::MAX;
        let states = 2 * self.len();
        let successor = |s: usize, i: usize| -> Option<usize> {
            let (v, mover) = (s / 2, s % 2);
            let list = if mover == 0 {
                &self.left[v]
            } else {
                &self.right[v]
            };
            list.get(i).map(|&w| 2 * w as usize + (1 - mover))
        };
        let mut index = vec![UNSEEN; states];
        let mut low = vec![0u32; states];
        let mut on_stack = vec![false; states];
        let mut component = vec![UNSEEN; states];
        let mut stack: Vec<usize> = Vec::new();
        let mut calls: Vec<(usize, usize)> = Vec::new();
        let (mut next_index, mut next_component) = (0u32, 0u32);
        for root in 0..states {
            if index[root] != UNSEEN {
                continue;
            }
            calls.push((root, 0));
            index[root] = next_index;
            low[root] = next_index;
            next_index += 1;
            stack.push(root);
            on_stack[root] = true;
            while let Some(&mut (s, ref mut i)) = calls.last_mut() {
                if let Some(t) = successor(s, *i) {
                    *i += 1;
                    if index[t] == UNSEEN {
                        index[t] = next_index;
                        low[t] = next_index;
                        next_index += 1;
                        stack.push(t);
                        on_stack[t] = true;
                        calls.push((t, 0));
                    } else if on_stack[t] {
                        low[s] = low[s].min(index[t]);
                    }
                    continue;
                }
                calls.pop();
                if let Some(&(parent, _)) = calls.last() {
                    low[parent] = low[parent].min(low[s]);
                }
                if low[s] == index[s] {
                    while let Some(t) = stack.pop() {
                        on_stack[t] = false;
                        component[t] = next_component;
                        if t == s {
                            break;
                        }
                    }
                    next_component += 1;
                }
            }
        }
        component
    }
}
