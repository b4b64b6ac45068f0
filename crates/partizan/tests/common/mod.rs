//! What the test files share: random explicit games for proptest.

use combgames_partizan::naive::Tree;
use combgames_partizan::{Arena, GameId};
use proptest::prelude::*;

/// Random explicit games of depth up to `depth`, up to three options a side.
#[allow(dead_code)] // not every test file uses it
pub fn tree(depth: u32) -> BoxedStrategy<Tree> {
    sides(depth, 0)
}

/// Random all-small forms: every position has options on both sides or on neither.
#[allow(dead_code)] // not every test file uses it
pub fn all_small(depth: u32) -> BoxedStrategy<Tree> {
    sides(depth, 1)
}

/// Trees with `least..=3` options a side below the root's leaves.
fn sides(depth: u32, least: usize) -> BoxedStrategy<Tree> {
    Just(Tree::zero())
        .boxed()
        .prop_recursive(depth, 40, 3, move |inner| {
            (
                prop::collection::vec(inner.clone(), least..=3),
                prop::collection::vec(inner, least..=3),
            )
                .prop_map(|(l, r)| Tree::new(l, r))
        })
        .boxed()
}

/// Every antichain of `games` (no two comparable), as lists of ids.
fn antichains(arena: &mut Arena, games: &[GameId]) -> Vec<Vec<GameId>> {
    fn grow(
        from: usize,
        n: usize,
        comparable: &[Vec<bool>],
        chosen: &mut Vec<usize>,
        games: &[GameId],
        all: &mut Vec<Vec<GameId>>,
    ) {
        all.push(chosen.iter().map(|&i| games[i]).collect());
        for k in from..n {
            if chosen
                .iter()
                .all(|&c| !comparable[c][k] && !comparable[k][c])
            {
                chosen.push(k);
                grow(k + 1, n, comparable, chosen, games, all);
                chosen.pop();
            }
        }
    }
    let n = games.len();
    let mut comparable = vec![vec![false; n]; n];
    for i in 0..n {
        for j in 0..n {
            comparable[i][j] = i != j && arena.le(games[i], games[j]).unwrap();
        }
    }
    let mut all = Vec::new();
    let mut chosen: Vec<usize> = Vec::new();
    grow(0, n, &comparable, &mut chosen, games, &mut all);
    all
}

/// Every game born by `day`: canonical forms have antichains of earlier games as options.
#[allow(dead_code)] // not every test file uses it
pub fn born_by(arena: &mut Arena, day: u32) -> Vec<GameId> {
    let mut games = vec![arena.zero()];
    for _ in 0..day {
        let sides = antichains(arena, &games);
        let mut next = Vec::new();
        for left in &sides {
            for right in &sides {
                next.push(arena.game(left, right).unwrap());
            }
        }
        next.sort_unstable();
        next.dedup();
        games = next;
    }
    games
}
