//! What the test files share: random explicit games for proptest.

use combgames_partizan::naive::Tree;
use proptest::prelude::*;

/// Random explicit games of depth up to `depth`, up to three options a side.
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
