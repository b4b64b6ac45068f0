//! The facade as a downstream crate sees it: only `combgames::...` paths, written the way a
//! user would write them, one test per convention of the facade's crate doc.

use std::collections::HashMap;

use combgames::counting::{Big, CheckedU128, Modular, Modular128};
use combgames::dyadic::Dyadic;
use combgames::fibonacci_tree_game::{FibonacciTree, FibonacciTreeGame};
use combgames::grundy::{RootedTree, Solver, games::SubtractionGame};
use combgames::histconv::{Histogram, count_pairs_below};
use combgames::left_vs_right::count_right_wins_in;
use combgames::num_bigint::BigUint;
use combgames::stone_game::sum_largest_moves_in;
use combgames::zeckendorf::{NimState, Zeckendorf};

#[test]
fn dyadic_numbers_work_like_numbers() {
    let half: Dyadic = "0.5".parse().unwrap();
    let three_quarters: Dyadic = "3/4".parse().unwrap();
    let sum: Dyadic = [half, three_quarters, Dyadic::from(-1)].into_iter().sum();
    assert_eq!(sum, "1/4".parse().unwrap());
    assert_eq!(half * half - three_quarters, -half); // 1/4 - 3/4
    assert_eq!(format!("{:?}", -three_quarters), "-3/4");
    assert_eq!(Dyadic::default(), Dyadic::ZERO);
    // Past i64 the values are exact (arbitrary precision), and equal whichever way made.
    let past = Dyadic::from(i64::MAX).checked_add(Dyadic::ONE).unwrap();
    assert_eq!(past.to_string(), "9223372036854775808");
    assert_eq!(past - Dyadic::ONE, Dyadic::from(i64::MAX));
}

#[test]
fn zeckendorf_for_any_width() {
    assert_eq!(
        Zeckendorf::new(17u32).unwrap().to_string(),
        "17 = 13 + 3 + 1"
    );
    assert_eq!(
        Zeckendorf::new(17u8).unwrap().indices(),
        Zeckendorf::new(17usize).unwrap().indices()
    );
    let big: BigUint = "1000000000000000000000000000000".parse().unwrap();
    assert_eq!(Zeckendorf::new(big.clone()).unwrap().value(), &big);
    let mut sorted: Vec<Zeckendorf<u16>> = ["20", "3", "7"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    sorted.sort();
    assert_eq!(sorted[0].value(), &3);
    assert_eq!(
        NimState::opening(17u16).unwrap().winning_moves(),
        vec![1, 4]
    );
}

#[test]
fn trees_as_map_keys_and_solver_positions() {
    let path = RootedTree::from_parents(&[None, Some(0), Some(1)]).unwrap();
    let star = RootedTree::from_parents(&[None, Some(0), Some(0)]).unwrap();
    let mut seen: HashMap<RootedTree, usize> = HashMap::new();
    seen.insert(path.clone(), path.grundy_value());
    seen.insert(star.clone(), star.grundy_value());
    assert_eq!(seen[&path], 2);
    assert_eq!(seen[&star], 0);
    assert_eq!(star.to_string(), "[-, 0, 0]");
    let mut solver = Solver::new(SubtractionGame::new([1, 3, 4]));
    assert_eq!(solver.grundy(&12), Ok(3));
}

#[test]
fn one_counting_layer_everywhere() {
    // The same three games in four counting systems, all agreeing.
    let m: u128 = (1 << 90) + 1;
    let by_minimax = combgames::stone_game::naive::GameTable::new(1000)
        .unwrap()
        .sum_largest_moves(1000)
        .unwrap();
    assert_eq!(
        sum_largest_moves_in(&1000u64, &CheckedU128),
        Ok(u128::from(by_minimax))
    );
    assert_eq!(
        sum_largest_moves_in(&1000u64, &Modular128::new(m).unwrap()),
        Ok(u128::from(by_minimax))
    );
    let game = FibonacciTreeGame::new(20).unwrap();
    assert_eq!(game.count_in(&Big, |_, _| {}), Ok(BigUint::from(1383u32)));
    assert_eq!(
        game.count_in(&Modular::new(1000).unwrap(), |_, _| {}),
        Ok(383)
    );
    assert_eq!(count_right_wins_in(2, 3, &CheckedU128), Ok(14));
    // Histograms keep their system and refuse to mix two.
    let seven = Histogram::from_scores(Modular::new(7).unwrap(), [1i32, 2, 3]);
    let eleven = Histogram::from_scores(Modular::new(11).unwrap(), [1i32, 2, 3]);
    assert!(seven.convolve(&eleven).is_err());
    // Pairs from {1, 2, 3} with a sum below 5: (1,1), (1,2), (1,3), (2,1), (2,2), (3,1).
    assert_eq!(count_pairs_below(&seven, &seven, 5), Ok(6));
    for (score, count) in &seven {
        assert!((1..=3).contains(&score) && *count == 1);
    }
}

#[test]
fn errors_are_typed_values() {
    use combgames::fibonacci_tree_game::Error;
    assert_eq!(FibonacciTree::new(0).build(), Err(Error::EmptyTree));
    let error = FibonacciTreeGame::new(1_000_000_000).unwrap_err();
    assert_eq!(
        error,
        Error::TooLarge {
            order: 1_000_000_000,
            limit: 100_000_000
        }
    );
    assert!(error.to_string().contains("1000000000"));
}
