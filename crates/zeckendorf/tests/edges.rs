//! Hostile inputs (huge indices and piles, out-of-range values) and the conventions of the
//! number types: every width, typed errors, order, hashing and parsing.

use std::collections::HashSet;

use combgames_zeckendorf::{
    Error, MAX_BIG_INDEX, NimState, Zeckendorf, fibonacci, smallest_term, zeckendorf_terms,
};
use num_bigint::BigUint;

#[test]
fn huge_or_repeated_indices_are_refused() {
    assert!(matches!(
        Zeckendorf::<u64>::from_indices([usize::MAX, usize::MAX]),
        Err(Error::NotZeckendorf(_))
    ));
    assert!(matches!(
        Zeckendorf::<u64>::from_indices([usize::MAX, usize::MAX - 1]),
        Err(Error::NotZeckendorf(_))
    ));
    assert_eq!(
        Zeckendorf::<u64>::from_indices([usize::MAX]),
        Err(Error::Overflow)
    );
    assert_eq!(
        Zeckendorf::<BigUint>::from_indices([usize::MAX]),
        Err(Error::IndexTooLarge {
            index: usize::MAX,
            limit: MAX_BIG_INDEX
        })
    );
    assert_eq!(
        fibonacci::<BigUint>(usize::MAX),
        Err(Error::IndexTooLarge {
            index: usize::MAX,
            limit: MAX_BIG_INDEX
        })
    );
}

#[test]
fn big_numbers_walk_in_linear_memory() {
    // 10^20000 has about 66 000 bits; the walk holds a few such numbers, not a table.
    let n = BigUint::from(10u8).pow(20_000);
    let z = smallest_term(&n).unwrap();
    assert!(z <= n);
    // The smallest term is a Fibonacci number that divides out of the walk's last step.
    let last = zeckendorf_terms(&n).unwrap().last().unwrap();
    assert_eq!(last.1, z);
}

#[test]
fn every_width_agrees_with_u64() {
    for n in 0..=255u64 {
        let wide = Zeckendorf::new(n).unwrap();
        let narrow = Zeckendorf::new(u8::try_from(n).unwrap()).unwrap();
        assert_eq!(wide.indices(), narrow.indices());
        assert_eq!(
            Zeckendorf::new(n as usize).unwrap().indices(),
            wide.indices()
        );
        assert_eq!(Zeckendorf::new(n as u32).unwrap().indices(), wide.indices());
        assert_eq!(Zeckendorf::new(n as u16).unwrap().indices(), wide.indices());
    }
    assert_eq!(
        Zeckendorf::new(17u32).unwrap().to_string(),
        "17 = 13 + 3 + 1"
    );
    assert_eq!(fibonacci::<u8>(13), Ok(233));
    assert_eq!(fibonacci::<u8>(14), Err(Error::Overflow));
    assert_eq!(
        smallest_term(&u8::MAX),
        smallest_term(&255u64).map(|t| t as u8)
    );
    assert!(NimState::opening(u16::MAX).is_ok());
}

#[test]
fn order_hash_and_parse() {
    let a: Zeckendorf<u64> = "17".parse().unwrap();
    let b = Zeckendorf::new(20u64).unwrap();
    assert!(a < b);
    let set: HashSet<Zeckendorf<u64>> = [a.clone(), b, a].into_iter().collect();
    assert_eq!(set.len(), 2);
    assert_eq!("x".parse::<Zeckendorf<u64>>(), Err(Error::Parse));
    assert_eq!("256".parse::<Zeckendorf<u8>>(), Err(Error::Parse));
}

#[test]
fn illegal_moves_carry_numbers() {
    let s = NimState::new(10u64, 4).unwrap();
    assert_eq!(
        s.after(&5),
        Err(Error::IllegalMove {
            take: BigUint::from(5u8),
            max: BigUint::from(4u8)
        })
    );
    let top = NimState::new(u64::MAX, u64::MAX).unwrap();
    assert_eq!(top.after(&(u64::MAX / 2 + 1)), Err(Error::Overflow));
}

#[test]
fn huge_numbers_are_refused_before_the_walk() {
    use combgames_zeckendorf::MAX_WALK_BITS;
    let huge = BigUint::from(1u8) << (MAX_WALK_BITS as usize);
    let refused = Error::TooManyBits {
        bits: MAX_WALK_BITS + 1,
        limit: MAX_WALK_BITS,
    };
    assert_eq!(smallest_term(&huge), Err(refused.clone()));
    assert_eq!(NimState::opening(huge.clone()).err(), Some(refused.clone()));
    assert_eq!(
        NimState::new(BigUint::from(5u8), huge.clone()).err(),
        Some(refused)
    );
    assert!(matches!(
        combgames_stone_game_walk(&huge),
        Err(combgames_zeckendorf::Error::TooManyBits { .. })
    ));
}

/// The stone game's walk is refused the same way; here through the zeckendorf crate only.
fn combgames_stone_game_walk(n: &BigUint) -> Result<BigUint, Error> {
    smallest_term(n)
}

#[test]
fn every_walk_refuses_huge_numbers() {
    use combgames_zeckendorf::{MAX_WALK_BITS, is_fibonacci, largest_fibonacci_at_most};
    let huge = BigUint::from(1u8) << (MAX_WALK_BITS as usize);
    let refused = Error::TooManyBits {
        bits: MAX_WALK_BITS + 1,
        limit: MAX_WALK_BITS,
    };
    assert_eq!(Zeckendorf::new(huge.clone()).err(), Some(refused.clone()));
    assert_eq!(zeckendorf_terms(&huge).err(), Some(refused.clone()));
    assert_eq!(is_fibonacci(&huge), Err(refused.clone()));
    assert_eq!(largest_fibonacci_at_most(&huge), Err(refused));
    // Just below the limit, a walk answers.
    let below = (BigUint::from(1u8) << (MAX_WALK_BITS as usize - 1)) + 1u8;
    assert!(is_fibonacci(&below).is_ok());
}
