//! The frontier of a who-wins search: the distinct positions (up to symmetry) at a depth
//! below a root, with the moves that lead to each, so that a search can be split into
//! independent jobs and their answers put back together.

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Limits, Player, Resource};

use crate::rules::{Rules, key_player};

/// The default limit of positions a frontier lists: `2^20`.
///
/// ```
/// assert_eq!(combgames_search::DEFAULT_FRONTIER_ITEMS, 1 << 20);
/// ```
pub const DEFAULT_FRONTIER_ITEMS: u64 = 1 << 20;

/// One position of a frontier's level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry<P, M> {
    /// A position (one of its images up to symmetry: the first reached).
    pub position: P,
    /// Who moves on it.
    pub player: Player,
    /// The entries of the level above that lead here, by index, each with its move.
    pub parents: Vec<(usize, M)>,
    /// Who wins, where no search is needed: the rules' verdict, or no move (a loss). `None`
    /// for the positions the search must answer.
    pub decided: Option<bool>,
}

/// The levels of a frontier: level 0 is the root, level `d` the distinct positions `d` moves
/// below it (up to symmetry, with the player to move). A position decided before the last
/// level has no children; the undecided positions of the last level are the jobs.
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_search::{Keyed, Rules, frontier};
/// # struct Take3;
/// # impl Rules for Take3 {
/// #     type Position = u64; type Key = u64; type Move = u64;
/// #     fn key(&self, n: &u64) -> Keyed<u64> { Keyed::plain(*n) }
/// #     fn moves(&self, n: &u64, _: Player, _: Option<&u64>, m: &mut Vec<u64>) { m.extend((1..=3).filter(|&k| k <= *n)); }
/// #     fn play(&self, n: &u64, _: Player, k: &u64) -> u64 { n - k }
/// # }
/// let f = frontier(&Take3, &10, Player::Left, 2, Limits::new()).unwrap();
/// // Two moves below 10: 8, 7, 6, 5, 4 (each reached by several lines, listed once).
/// let last: Vec<u64> = f.levels[2].iter().map(|e| e.position).collect();
/// assert_eq!(last, [8, 7, 6, 5, 4]);
/// assert_eq!(f.levels[2][2].parents.len(), 3); // 6 from 9, 8 and 7
/// assert_eq!(f.path(2, 4), vec![3, 3]); // 10 - 3 - 3 = 4
/// // With each job's answer (the player on n loses iff 4 divides n), the root's.
/// let jobs: Vec<Option<bool>> = last.iter().map(|n| Some(n % 4 != 0)).collect();
/// assert_eq!(f.resolve(&jobs), Some(true));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frontier<P, M> {
    /// The levels, the root's first.
    pub levels: Vec<Vec<Entry<P, M>>>,
}

/// The frontier of `root` with `player` to move, `depth` moves down, by the rules' keys.
///
/// Cost: every line of play to the depth is followed once per distinct position it passes;
/// the positions listed count against `limits.items` ([`DEFAULT_FRONTIER_ITEMS`]).
///
/// # Errors
/// [`Exceeded`] (items) past the limit of positions.
pub fn frontier<R: Rules>(
    rules: &R,
    root: &R::Position,
    player: Player,
    depth: usize,
    limits: Limits,
) -> Result<Frontier<R::Position, R::Move>, Exceeded> {
    let limit = limits.items_or(DEFAULT_FRONTIER_ITEMS);
    let mut listed = 1u64;
    Exceeded::check(Resource::Items, listed, limit)?;
    let mut levels = vec![vec![Entry {
        position: root.clone(),
        player,
        parents: Vec::new(),
        decided: None,
    }]];
    let mut moves = Vec::new();
    for level in 0..depth {
        let mut next: Vec<Entry<R::Position, R::Move>> = Vec::new();
        let mut index: FastMap<(R::Key, Player), usize> = FastMap::default();
        for (i, entry) in levels[level].iter_mut().enumerate() {
            if level > 0 {
                entry.decided = rules.verdict(&entry.position, entry.player).decided();
                if entry.decided.is_some() {
                    continue;
                }
            }
            moves.clear();
            rules.moves(&entry.position, entry.player, None, &mut moves);
            if moves.is_empty() {
                entry.decided = Some(false);
                continue;
            }
            let child_player = entry.player.other();
            for mv in moves.drain(..) {
                let child = rules.play(&entry.position, entry.player, &mv);
                let keyed = rules.key(&child);
                let slot = (keyed.key, key_player(keyed.swaps, child_player));
                if let Some(&j) = index.get(&slot) {
                    next[j].parents.push((i, mv));
                    continue;
                }
                listed += 1;
                if listed > limit {
                    return Err(Exceeded::ran_out(Resource::Items, limit));
                }
                index.insert(slot, next.len());
                next.push(Entry {
                    position: child,
                    player: child_player,
                    parents: vec![(i, mv)],
                    decided: None,
                });
            }
        }
        levels.push(next);
    }
    // The last level's verdicts, so that its jobs are the undecided positions only.
    if depth > 0 {
        if let Some(last) = levels.last_mut() {
            for entry in last {
                entry.decided = rules.verdict(&entry.position, entry.player).decided();
            }
        }
    }
    Ok(Frontier { levels })
}

impl<P, M: Clone> Frontier<P, M> {
    /// The positions of the last level that need a search (the jobs), by index.
    pub fn jobs(&self) -> Vec<usize> {
        self.levels.last().map_or(Vec::new(), |last| {
            (0..last.len())
                .filter(|&i| last[i].decided.is_none())
                .collect()
        })
    }

    /// One line of moves from the root to entry `index` of `level` (the first parent at each
    /// level up).
    pub fn path(&self, level: usize, index: usize) -> Vec<M> {
        let mut path = Vec::with_capacity(level);
        let (mut level, mut index) = (level, index);
        while level > 0 {
            let Some((parent, mv)) = self.levels[level][index].parents.first() else {
                break;
            };
            path.push(mv.clone());
            (level, index) = (level - 1, *parent);
            // Only decided-free parents have children, so the walk always reaches the root.
        }
        path.reverse();
        path
    }

    /// Whether the root's player wins, from the answers of the last level's positions
    /// (`answers[i]` for entry `i`, `None` if not known; a decided entry's own answer wins
    /// over it): an entry wins iff one of its children loses, loses iff every child wins;
    /// `None` if the answers known do not decide it.
    pub fn resolve(&self, answers: &[Option<bool>]) -> Option<bool> {
        let last = self.levels.len() - 1;
        let mut below: Vec<Option<bool>> = self.levels[last]
            .iter()
            .enumerate()
            .map(|(i, e)| e.decided.or_else(|| answers.get(i).copied().flatten()))
            .collect();
        for level in (0..last).rev() {
            // Three-valued: some child lost (a win), every child won (a loss), or unknown.
            let entries = &self.levels[level];
            let mut any_loss = vec![false; entries.len()];
            let mut unknown = vec![false; entries.len()];
            for (child, answer) in self.levels[level + 1].iter().zip(&below) {
                for &(parent, _) in &child.parents {
                    match answer {
                        Some(false) => any_loss[parent] = true,
                        None => unknown[parent] = true,
                        Some(true) => {}
                    }
                }
            }
            below = entries
                .iter()
                .enumerate()
                .map(|(i, e)| match e.decided {
                    Some(d) => Some(d),
                    None if any_loss[i] => Some(true),
                    None if unknown[i] => None,
                    None => Some(false),
                })
                .collect();
        }
        below.first().copied().flatten()
    }
}
