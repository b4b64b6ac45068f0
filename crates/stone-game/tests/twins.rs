//! The fast paths against the slow twins solved from the rules of the game (every entry point
//! against the minimax table is `harness.rs`; these are the table against literal minimax and
//! the ranges past the table).

use std::collections::HashMap;

use combgames_stone_game::naive::GameTable;
use combgames_stone_game::{
    largest_winning_move, sum_largest_moves, sum_largest_moves_exact, sum_largest_moves_mod,
};
use combgames_zeckendorf::NimState;
use num_bigint::BigUint;
use proptest::prelude::*;

/// Literal minimax over every state `(m, b)`, memoised, with the cap clipped to the pile.
fn wins_by_minimax(m: usize, b: usize, memo: &mut HashMap<(usize, usize), bool>) -> bool {
    let b = b.min(m);
    if let Some(&known) = memo.get(&(m, b)) {
        return known;
    }
    let won = (1..=b).any(|x| x == m || !wins_by_minimax(m - x, 2 * x, memo));
    memo.insert((m, b), won);
    won
}

#[test]
fn game_table_matches_literal_minimax() {
    let table = GameTable::new(80).unwrap();
    let mut memo = HashMap::new();
    for m in 1..=80 {
        for b in 0..=90 {
            assert_eq!(
                table.is_lost(m, b),
                Some(!wins_by_minimax(m, b, &mut memo)),
                "({m}, {b})"
            );
        }
    }
}

#[test]
fn lost_iff_cap_below_smallest_term_up_to_300() {
    let table = GameTable::new(300).unwrap();
    for m in 1..=300 {
        for b in 0..=300 {
            let state = NimState::new(m as u64, b as u64).unwrap();
            assert_eq!(table.is_lost(m, b), Some(state.is_lost()), "({m}, {b})");
        }
    }
}

#[test]
fn top_of_u64_agrees_with_the_big_path() {
    for n in [
        u64::MAX,
        u64::MAX - 1,
        12_200_160_415_121_876_738,
        12_200_160_415_121_876_737,
    ] {
        let exact = sum_largest_moves(n);
        assert_eq!(
            BigUint::from(exact),
            sum_largest_moves_exact(&BigUint::from(n)).unwrap()
        );
        assert_eq!(
            BigUint::from(exact),
            sum_largest_moves_exact(&u128::from(n)).unwrap()
        );
        assert_eq!(
            sum_largest_moves_mod(&n, u64::MAX),
            Ok((exact % u128::from(u64::MAX)) as u64)
        );
    }
}

#[test]
fn googol_to_the_tenth_works() {
    // N = 10^1000: the residue agrees with the exact value.
    let n = BigUint::from(10u8).pow(1000);
    let exact = sum_largest_moves_exact(&n).unwrap();
    // M(n) < n / 2 bounds the sum by N^2 / 4; the climbs alone give more than N^2 / 16.
    assert!(exact < &n * &n / 4u8 && exact > &n * &n / 16u8);
    let modulus = 100_000_000u64;
    assert_eq!(
        BigUint::from(sum_largest_moves_mod(&n, modulus).unwrap()),
        exact % modulus
    );
}

proptest! {
    #[test]
    fn largest_move_matches_minimax_up_to_2000(n in 1usize..=2000) {
        thread_local!(static TABLE: GameTable = GameTable::new(2000).unwrap());
        let slow = TABLE.with(|t| t.largest_winning_move(n).unwrap());
        prop_assert_eq!(largest_winning_move(&(n as u64)), Ok(slow as u64));
    }

    /// S(b) - S(a - 1) is the sum of M over [a, b], anywhere in u64.
    #[test]
    fn sums_over_random_ranges(a in 1..u64::MAX - 2000, len in 0u64..2000) {
        let b = a + len;
        let direct: u128 = (a..=b).map(|n| u128::from(largest_winning_move(&n).unwrap())).sum();
        prop_assert_eq!(sum_largest_moves(b) - sum_largest_moves(a - 1), direct);
    }

    #[test]
    fn widths_and_residues_agree(n in any::<u64>(), modulus in 2..u64::MAX) {
        let exact = sum_largest_moves(n);
        prop_assert_eq!(sum_largest_moves_exact(&n).unwrap(), BigUint::from(exact));
        prop_assert_eq!(sum_largest_moves_mod(&n, modulus), Ok((exact % u128::from(modulus)) as u64));
        let wide = (u128::from(n) << 40) | 0x3039;
        prop_assert_eq!(
            sum_largest_moves_mod(&wide, modulus).unwrap(),
            (sum_largest_moves_exact(&wide).unwrap() % modulus).try_into().unwrap()
        );
        let m_wide = largest_winning_move(&wide).unwrap();
        prop_assert_eq!(BigUint::from(m_wide), largest_winning_move(&BigUint::from(wide)).unwrap());
    }
}
