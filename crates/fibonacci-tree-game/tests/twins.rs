//! The fast count against the slow twins: the explicit tree pruned node by node, the dense
//! target recursion, and a plain mex search over every position of the game.

use combgames_fibonacci_tree_game::FibonacciTree;
use combgames_fibonacci_tree_game::naive::{count_by_pruning, count_by_targets};
use combgames_fibonacci_tree_game::winning_moves_mod;
use combgames_grundy::{ImpartialGame, Solver};
use proptest::prelude::*;

#[test]
fn fast_equals_pruning_the_explicit_tree_to_18() {
    for k in 1..=18 {
        let slow = count_by_pruning(k).unwrap() as u64;
        assert_eq!(winning_moves_mod(k, u64::MAX), Ok(slow), "f({k})");
    }
}

#[test]
fn fast_equals_dense_targets_to_400() {
    for k in 1..=400 {
        for m in [1_000_000_000_000_000_000u64, (1 << 61) - 1] {
            assert_eq!(
                winning_moves_mod(k, m),
                count_by_targets(k, m),
                "f({k}) mod {m}"
            );
        }
    }
}

/// The game played on a set of present nodes (a bit mask), with a flag for the edge above the
/// root: with `hanging`, the whole tree hangs from one more edge that may be cut too (the
/// branch game `B(X)`); a cut removes a node's subtree, or everything for the top edge.
struct Literal {
    parents: Vec<Option<usize>>,
    subtree: Vec<u32>,
}

impl Literal {
    fn new(order: usize) -> Self {
        let tree = FibonacciTree::new(order).build().unwrap();
        let parents: Vec<Option<usize>> = (0..tree.node_count())
            .map(|v| tree.parent(v).unwrap())
            .collect();
        let mut subtree: Vec<u32> = (0..parents.len()).map(|v| 1 << v).collect();
        // Children have larger indices than parents in a built tree: fold bottom-up.
        for v in (0..parents.len()).rev() {
            if let Some(p) = parents[v] {
                subtree[p] |= subtree[v];
            }
        }
        Literal { parents, subtree }
    }
}

impl ImpartialGame for Literal {
    /// (present nodes, hanging from an extra edge); `(0, _)` is the branch cut away.
    type Position = (u32, bool);
    type Options<'a> = std::vec::IntoIter<(u32, bool)>;
    fn options(&self, &(present, hanging): &(u32, bool)) -> Self::Options<'_> {
        if present == 0 {
            return Vec::new().into_iter();
        }
        let mut options: Vec<(u32, bool)> = (0..self.parents.len())
            .filter(|&v| self.parents[v].is_some() && present >> v & 1 == 1)
            .map(|v| (present & !self.subtree[v], hanging))
            .collect();
        if hanging {
            options.push((0, true));
        }
        options.into_iter()
    }
}

#[test]
fn mex_search_over_all_positions_to_6_and_the_branch_lemma() {
    for k in 1..=6 {
        let game = Literal::new(k);
        let all = (1u32 << game.parents.len()) - 1;
        let mut solver = Solver::new(game);
        // f(k): first moves to a position of value 0.
        let first_moves: Vec<_> = solver.game().options(&(all, false)).collect();
        let wins = first_moves
            .iter()
            .filter(|p| solver.grundy(p) == Ok(0))
            .count();
        assert_eq!(winning_moves_mod(k, 1_000_000), Ok(wins as u64), "f({k})");
        // Branch lemma B(X) = G(X) + 1 on every position reachable from T(k).
        let mut seen = vec![(all, false)];
        let mut i = 0;
        while i < seen.len() {
            let position = seen[i];
            i += 1;
            let g = solver.grundy(&position).unwrap();
            assert_eq!(
                solver.grundy(&(position.0, true)),
                Ok(g + 1),
                "B(X) = G(X) + 1 in T({k})"
            );
            for next in solver.game().options(&position) {
                if !seen.contains(&next) {
                    seen.push(next);
                }
            }
        }
    }
}

/// phi(x) = (A - 1) xor ((A xor x) - 1): the state map when entering a child with A = 1 + G.
fn phi(a: usize, x: usize) -> usize {
    (a - 1) ^ ((a ^ x) - 1)
}

proptest! {
    #[test]
    fn fast_equals_dense_targets(k in 1usize..1500, m in 2u64..) {
        prop_assert_eq!(winning_moves_mod(k, m), count_by_targets(k, m));
    }

    /// The channels: phi keeps x mod 2, and x mod 4 for even x, for every A.
    #[test]
    fn channels_are_closed(a in 1usize..1 << 40, x in 0usize..1 << 40) {
        prop_assume!(x != a);
        prop_assert_eq!(phi(a, x) % 2, x % 2);
        if x % 2 == 0 {
            prop_assert_eq!(phi(a, x) % 4, x % 4);
        }
    }
}

/// The exact count in limbs with deferred carries against plain big integers (the generic
/// path of `count_in`, one `BigUint` per state): every order to 400 (1 to 6 groups of limbs,
/// up to 20 epochs), and larger orders on one and two threads.
#[test]
fn limb_counts_equal_big_integer_counts() {
    use combgames_counting::Big;
    use combgames_fibonacci_tree_game::FibonacciTreeGame;
    for k in (1..=400).chain([1000, 2021, 3000]) {
        let game = FibonacciTreeGame::new(k).unwrap();
        let big = game.count_in(&Big, |_, _| {}).unwrap();
        assert_eq!(game.with_threads(1).count_exact().unwrap(), big, "f({k})");
        if k >= 1000 {
            assert_eq!(game.with_threads(2).count_exact().unwrap(), big, "f({k})");
        }
    }
}
