//! Green Hackenbush on trees: the colon principle and winning cuts against the plain mex search.

use combgames_grundy::{Error, ImpartialGame, RootedTree, Solver};
use proptest::prelude::*;

/// The game played literally: a position is the set of nodes still present (a bit mask), and a
/// move removes a present non-root node with all of its descendants.
struct Literal {
    parents: Vec<Option<usize>>,
}

impl Literal {
    fn subtree_mask(&self, node: usize) -> u32 {
        let mut mask = 1u32 << node;
        // Parents may have larger indices, so repeat until nothing changes.
        loop {
            let before = mask;
            for (v, p) in self.parents.iter().enumerate() {
                if p.is_some_and(|p| mask >> p & 1 == 1) {
                    mask |= 1 << v;
                }
            }
            if mask == before {
                return mask;
            }
        }
    }
}

impl ImpartialGame for Literal {
    type Position = u32;
    type Options<'a> = std::vec::IntoIter<u32>;
    fn options(&self, present: &u32) -> Self::Options<'_> {
        (0..self.parents.len())
            .filter(|&v| self.parents[v].is_some() && present >> v & 1 == 1)
            .map(|v| present & !self.subtree_mask(v))
            .collect::<Vec<_>>()
            .into_iter()
    }
}

/// A random rooted tree on at most `max_nodes` nodes, as a parent array: node `i` (in
/// attachment order) hangs below a random earlier node, then the labels are shuffled so that
/// parents do not always precede children.
fn random_tree(max_nodes: usize) -> impl Strategy<Value = Vec<Option<usize>>> {
    (1..=max_nodes)
        .prop_flat_map(|n| {
            let picks = proptest::collection::vec(any::<u64>(), n);
            let labels = Just((0..n).collect::<Vec<usize>>()).prop_shuffle();
            (picks, labels)
        })
        .prop_map(|(picks, labels)| {
            let mut parents = vec![None; labels.len()];
            for i in 1..labels.len() {
                parents[labels[i]] = Some(labels[(picks[i] % i as u64) as usize]);
            }
            parents
        })
}

#[test]
fn small_examples() {
    // A star of three edges: 1 xor 1 xor 1 = 1; cutting any edge wins.
    let star = RootedTree::from_parents(&[None, Some(0), Some(0), Some(0)]).unwrap();
    assert_eq!(star.grundy_value(), 1);
    assert_eq!(star.winning_cuts(), vec![1, 2, 3]);
    let single = RootedTree::from_parents(&[None]).unwrap();
    assert_eq!(single.grundy_value(), 0);
    assert!(single.winning_cuts().is_empty());
}

#[test]
fn bad_parent_arrays_are_errors() {
    assert_eq!(RootedTree::from_parents(&[]), Err(Error::RootCount(0)));
    assert_eq!(
        RootedTree::from_parents(&[None, None]),
        Err(Error::RootCount(2))
    );
    assert_eq!(
        RootedTree::from_parents(&[None, Some(5)]),
        Err(Error::ParentOutOfRange {
            node: 1,
            parent: 5,
            len: 2
        })
    );
    assert_eq!(
        RootedTree::from_parents(&[None, Some(2), Some(1)]),
        Err(Error::Disconnected(2))
    );
    let tree = RootedTree::from_parents(&[None, Some(0)]).unwrap();
    assert_eq!(tree.children(2), Err(Error::NoSuchNode { node: 2, len: 2 }));
    assert_eq!(tree.pruned(0), Err(Error::RootNotRemovable));
    assert_eq!(tree.pruned(7), Err(Error::NoSuchNode { node: 7, len: 2 }));
    assert_eq!(
        tree.value_without(&tree.subtree_values(), 0),
        Err(Error::RootNotRemovable)
    );
    // Values no tree can have are refused, not wrapped.
    assert_eq!(
        tree.value_without(&[usize::MAX, usize::MAX], 1),
        Err(Error::ValueTooLarge(usize::MAX))
    );
    assert!(matches!(
        tree.value_without(&[0], 1),
        Err(Error::ValuesMismatch {
            expected: 2,
            got: 1
        })
    ));
}

#[test]
fn a_deep_path_is_a_nim_heap() {
    let n = 300_000;
    let parents: Vec<Option<usize>> = (0..n).map(|v: usize| v.checked_sub(1)).collect();
    let path = RootedTree::from_parents(&parents).unwrap();
    assert_eq!(path.grundy_value(), n - 1);
    // Every cut leaves a shorter path; only removing the whole path leaves value 0.
    assert_eq!(path.winning_cuts(), vec![1]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn colon_principle_and_cuts_match_the_mex_search(parents in random_tree(11)) {
        let tree = RootedTree::from_parents(&parents).unwrap();
        let game = Literal { parents: parents.clone() };
        let all = (1u32 << parents.len()) - 1;
        let mut solver = Solver::new(game);
        prop_assert_eq!(tree.grundy_value(), solver.grundy(&all)?);
        let by_search: Vec<usize> = (0..parents.len())
            .filter(|&v| parents[v].is_some())
            .filter(|&v| solver.grundy(&(all & !solver.game().subtree_mask(v))) == Ok(0))
            .collect();
        prop_assert_eq!(tree.winning_cuts(), by_search);
    }

    #[test]
    fn path_recomputation_matches_rebuilding(parents in random_tree(40)) {
        let tree = RootedTree::from_parents(&parents).unwrap();
        let values = tree.subtree_values();
        for v in (0..parents.len()).filter(|&v| parents[v].is_some()) {
            prop_assert_eq!(tree.value_without(&values, v)?, tree.pruned(v)?.grundy_value());
        }
    }
}
