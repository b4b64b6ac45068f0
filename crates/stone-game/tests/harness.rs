//! One harness for every entry point of Stone Game III, run against the slow twin (the minimax
//! table of the game's states) on the same cases: each width of `N`, each counting system,
//! exact and modular.

use combgames_counting::{Big, CheckedU128, Modular, Modular128};
use combgames_stone_game::naive::GameTable;
use combgames_stone_game::{
    largest_winning_move, sum_largest_moves, sum_largest_moves_exact, sum_largest_moves_in,
    sum_largest_moves_mod,
};
use num_bigint::BigUint;

const MODULI: [u64; 5] = [2, 97, 1_000_000_007, (1 << 63) + 1, u64::MAX];
const WIDE_MODULI: [u128; 3] = [97, (1 << 64) + 13, u128::MAX];

/// Every entry point at `n`, against `M(n)` and `S(n)` of the twin.
fn check_every_entry_point(n: u64, largest: u64, sum: u128) {
    let wide = u128::from(n);
    let big = BigUint::from(n);
    assert_eq!(largest_winning_move(&n), Ok(largest), "M({n}) in u64");
    assert_eq!(
        largest_winning_move(&wide),
        Ok(u128::from(largest)),
        "M({n}) in u128"
    );
    assert_eq!(
        largest_winning_move(&big),
        Ok(BigUint::from(largest)),
        "M({n}) in BigUint"
    );
    assert_eq!(sum_largest_moves(n), sum, "S({n})");
    let exact = BigUint::from(sum);
    assert_eq!(
        sum_largest_moves_exact(&n).as_ref(),
        Ok(&exact),
        "S({n}) exact"
    );
    assert_eq!(sum_largest_moves_exact(&wide).as_ref(), Ok(&exact));
    assert_eq!(sum_largest_moves_exact(&big).as_ref(), Ok(&exact));
    assert_eq!(sum_largest_moves_in(&n, &Big).as_ref(), Ok(&exact));
    assert_eq!(sum_largest_moves_in(&big, &CheckedU128), Ok(sum));
    for m in MODULI {
        let want = (sum % u128::from(m)) as u64;
        assert_eq!(sum_largest_moves_mod(&n, m), Ok(want), "S({n}) mod {m}");
        assert_eq!(sum_largest_moves_mod(&big, m), Ok(want));
        assert_eq!(
            sum_largest_moves_in(&wide, &Modular::new(m).unwrap()),
            Ok(want)
        );
    }
    for m in WIDE_MODULI {
        assert_eq!(
            sum_largest_moves_in(&n, &Modular128::new(m).unwrap()),
            Ok(sum % m),
            "S({n}) in Modular128({m})"
        );
    }
}

#[test]
fn every_entry_point_equals_the_twin_up_to_2000() {
    let table = GameTable::new(2000).unwrap();
    let mut sum = 0u128;
    for n in 1..=2000u64 {
        let largest = table.largest_winning_move(n as usize).unwrap() as u64;
        sum += u128::from(largest);
        check_every_entry_point(n, largest, sum);
    }
    assert_eq!(table.sum_largest_moves(2000), Some(sum as u64));
}
