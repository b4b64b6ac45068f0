//! mex, nim-sum and the generic solver against direct definitions and known games.

use combgames_grundy::games::{Nim, SubtractionGame};
use combgames_grundy::{Error, ImpartialGame, Solver, mex, nim_sum};
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
    fn options(&self, p: &u8) -> Vec<u8> {
        vec![(p + 1) % 3]
    }
}

#[test]
fn cycles_and_limits_are_errors() {
    assert_eq!(Solver::new(Cyclic).grundy(&0), Err(Error::Cycle));
    let mut small = Solver::with_limit(SubtractionGame::new([1, 2]), 10);
    assert_eq!(small.grundy(&100), Err(Error::TooManyPositions(10)));
}

/// Two games side by side: a move is made in exactly one of them.
struct Sum(SubtractionGame, SubtractionGame);
impl ImpartialGame for Sum {
    type Position = (u64, u64);
    fn options(&self, &(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
        let left = self.0.options(&a).into_iter().map(|x| (x, b));
        left.chain(self.1.options(&b).into_iter().map(|y| (a, y)))
            .collect()
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
