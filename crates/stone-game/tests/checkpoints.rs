//! Published values.

use combgames_stone_game::{
    Error, largest_winning_move, naive, sum_largest_moves, sum_largest_moves_exact,
    sum_largest_moves_mod,
};
use num_bigint::BigUint;

#[test]
fn project_euler_366_statement() {
    // The problem statement: M(5) = 0, M(17) = 4, S(100) = 728.
    assert_eq!(largest_winning_move(&5u64), Ok(0));
    assert_eq!(largest_winning_move(&17u64), Ok(4));
    assert_eq!(sum_largest_moves(100), 728);
}

#[test]
fn article_values() {
    // Seed article (p366), section 1: M(1..=24).
    let expected = [
        0, 0, 0, 1, 0, 1, 2, 0, 1, 2, 3, 1, 0, 1, 2, 3, 4, 5, 6, 2, 0, 1, 2, 3,
    ];
    for (n, &m) in (1u64..).zip(expected.iter()) {
        assert_eq!(largest_winning_move(&n), Ok(m), "M({n})");
    }
    // Section 9 and 10: S(87) = 661 and S(10^3 .. 10^6).
    assert_eq!(sum_largest_moves(87), 661);
    assert_eq!(sum_largest_moves(1_000), 83_085);
    assert_eq!(sum_largest_moves(10_000), 9_142_038);
    assert_eq!(sum_largest_moves(100_000), 792_624_636);
    assert_eq!(sum_largest_moves(1_000_000), 73_233_921_484);
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(largest_winning_move(&0u64), Err(Error::EmptyPile));
    assert_eq!(
        sum_largest_moves_mod(&10u64, 0),
        Err(Error::Counting(combgames_counting::Error::ModulusTooSmall(
            0
        )))
    );
    assert_eq!(
        sum_largest_moves_mod(&10u64, 1),
        Err(Error::Counting(combgames_counting::Error::ModulusTooSmall(
            1
        )))
    );
    assert_eq!(sum_largest_moves(0), 0);
    let too_big = naive::MAX_TABLE_STONES + 1;
    assert_eq!(
        naive::GameTable::new(too_big).map(|t| t.max_stones()),
        Err(combgames_stone_game::Exceeded {
            resource: combgames_stone_game::Resource::Items,
            needed: combgames_stone_game::Needed::Estimate(100_001),
            allowed: 100_000,
        })
    );
    let table = naive::GameTable::new(10).unwrap();
    assert_eq!(table.largest_winning_move(0), None);
    assert_eq!(table.largest_winning_move(11), None);
    assert_eq!(table.sum_largest_moves(11), None);
    assert_eq!(sum_largest_moves_exact(&BigUint::ZERO), Ok(BigUint::ZERO));
}

/// Numbers whose tables would grow with the square of their digits are
/// refused up front; the greedy walk itself stays linear in memory.
#[test]
fn huge_piles_are_refused_or_walked_in_linear_memory() {
    use combgames_stone_game::{Error, MAX_EXACT_BITS, MAX_MODULAR_BITS, sum_largest_moves_mod};
    let huge = BigUint::from(10u8).pow(30_000);
    assert_eq!(
        sum_largest_moves_mod(&huge, 100_000_000),
        Err(Error::TooManyBits {
            bits: huge.bits(),
            limit: MAX_MODULAR_BITS
        })
    );
    let big = BigUint::from(10u8).pow(3_000);
    assert_eq!(
        sum_largest_moves_exact(&big),
        Err(Error::TooManyBits {
            bits: big.bits(),
            limit: MAX_EXACT_BITS
        })
    );
    // M(n) of a 20 000-digit number by the two-number walk.
    let m = combgames_stone_game::largest_winning_move(&BigUint::from(10u8).pow(20_000));
    assert!(m.is_ok());
}

/// Moduli of 2^64 and more stay on a modular path and agree with the exact sum.
#[test]
fn wide_moduli_agree_with_exact_sums() {
    let m: u128 = (1 << 100) + 7;
    let wide = combgames_counting::Modular128::new(m).unwrap();
    for n in [
        BigUint::from(100u8),
        BigUint::from(10u8).pow(30),
        BigUint::from(10u8).pow(500),
    ] {
        let exact = sum_largest_moves_exact(&n).unwrap();
        let residue = combgames_stone_game::sum_largest_moves_in(&n, &wide).unwrap();
        assert_eq!(BigUint::from(residue), exact % m, "S({n})");
    }
}

#[test]
fn huge_piles_are_refused_before_the_walk() {
    let huge = BigUint::from(1u8) << (combgames_zeckendorf::MAX_WALK_BITS as usize);
    assert!(matches!(
        combgames_stone_game::largest_winning_move(&huge),
        Err(combgames_stone_game::Error::TooManyBits { .. })
    ));
}
