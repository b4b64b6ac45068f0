//! mex, nim-sum and the generic solver against direct definitions and known games.

use combgames_grundy::games::{Nim, SubtractionGame};
use combgames_grundy::{Error, Exceeded, ImpartialGame, Resource, Solver, mex, nim_sum};
use proptest::prelude::*;

/// mex by scanning upwards: the definition itself.
fn mex_by_scan(values: &[usize]) -> usize {
    (0..=values.len()).find(|v| !values.contains(v)).unwrap()
}

#[test]
fn nim_values_are_nim_sums() {
    // Bouton's theorem: a Nim position is worth the xor of its heaps.
    let mut solver = Solver::new(Nim);
    for a in 0..6u32 {
        for b in a..6 {
            for c in b..6 {
                let heaps = vec![a, b, c];
                assert_eq!(
                    solver.grundy(&heaps),
                    Ok(nim_sum([a, b, c]) as usize),
                    "{heaps:?}"
                );
            }
        }
    }
}

#[test]
fn subtraction_game_1_3_4_has_period_7() {
    // Subtraction set {1, 3, 4}: values 0 1 0 1 2 3 2, repeating (Berlekamp, Conway and Guy,
    // Winning Ways, chapter 4).
    let mut solver = Solver::new(SubtractionGame::new([1, 3, 4]));
    let period = [0, 1, 0, 1, 2, 3, 2];
    for n in 0..500u64 {
        assert_eq!(solver.grundy(&n), Ok(period[(n % 7) as usize]), "n = {n}");
    }
}

#[test]
fn deep_games_do_not_overflow_the_stack() {
    // Subtraction set {1}: a chain of 200 000 moves; the value alternates 0, 1.
    let mut solver = Solver::new(SubtractionGame::new([1]));
    assert_eq!(solver.grundy(&200_000), Ok(0));
    assert_eq!(solver.positions_solved(), 200_001);
}

struct Cyclic;
impl ImpartialGame for Cyclic {
    type Position = u8;
    type Options<'a> = std::iter::Once<u8>;
    fn options(&self, p: &u8) -> Self::Options<'_> {
        std::iter::once((p + 1) % 3)
    }
}

#[test]
fn cycles_and_limits_are_errors() {
    assert_eq!(Solver::new(Cyclic).grundy(&0), Err(Error::Cycle));
    let mut small = Solver::with_limits(
        SubtractionGame::new([1, 2]),
        combgames_base::Limits::new().steps(10),
    );
    assert_eq!(
        small.grundy(&100),
        Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 10)))
    );
}

/// The limit bounds the stack and the options as well as the table, so a
/// long chain and a huge heap end at once.
#[test]
fn the_limit_bounds_all_work() {
    let mut chain = Solver::with_limits(
        SubtractionGame::new([1]),
        combgames_base::Limits::new().steps(5),
    );
    assert_eq!(
        chain.grundy(&10_000_000),
        Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 5)))
    );
    let mut nim = Solver::with_limits(Nim, combgames_base::Limits::new().steps(1_000));
    assert_eq!(
        nim.grundy(&vec![u32::MAX]),
        Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 1_000)))
    );
    // The default limit ends an unbounded request too.
    assert!(matches!(
        Solver::new(SubtractionGame::new([1])).grundy(&u64::MAX),
        Err(Error::Exceeded(_))
    ));
}

/// A tree is a position: Green Hackenbush by the generic solver, trees as table keys.
struct Hackenbush;
impl ImpartialGame for Hackenbush {
    type Position = combgames_grundy::RootedTree;
    type Options<'a> = std::vec::IntoIter<combgames_grundy::RootedTree>;
    fn options(&self, tree: &Self::Position) -> Self::Options<'_> {
        (0..tree.node_count())
            .filter_map(|v| tree.pruned(v).ok())
            .collect::<Vec<_>>()
            .into_iter()
    }
}

#[test]
fn trees_as_solver_positions() {
    let tree =
        combgames_grundy::RootedTree::from_parents(&[None, Some(0), Some(1), Some(0)]).unwrap();
    assert_eq!(
        Solver::new(Hackenbush).grundy(&tree),
        Ok(tree.grundy_value())
    );
}

/// Two games side by side: a move is made in exactly one of them.
struct Sum(SubtractionGame, SubtractionGame);
impl ImpartialGame for Sum {
    type Position = (u64, u64);
    type Options<'a> = std::vec::IntoIter<(u64, u64)>;
    fn options(&self, &(a, b): &(u64, u64)) -> Self::Options<'_> {
        let left = self.0.options(&a).map(|x| (x, b));
        left.chain(self.1.options(&b).map(|y| (a, y)))
            .collect::<Vec<_>>()
            .into_iter()
    }
}

proptest! {
    #[test]
    fn mex_matches_the_scan(values in proptest::collection::vec(0usize..80, 0..100)) {
        prop_assert_eq!(mex(values.iter().copied()), mex_by_scan(&values));
    }

    /// The Sprague-Grundy theorem for sums: G(a + b) = G(a) xor G(b).
    #[test]
    fn sum_of_games_is_the_nim_sum(
        s in proptest::collection::vec(1u64..6, 1..4),
        t in proptest::collection::vec(1u64..6, 1..4),
        a in 0u64..30,
        b in 0u64..30,
    ) {
        let mut left = Solver::new(SubtractionGame::new(s.clone()));
        let mut right = Solver::new(SubtractionGame::new(t.clone()));
        let mut sum = Solver::new(Sum(SubtractionGame::new(s), SubtractionGame::new(t)));
        prop_assert_eq!(sum.grundy(&(a, b)), Ok(left.grundy(&a)? ^ right.grundy(&b)?));
    }
}
