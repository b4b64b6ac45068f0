//! Every counting system against plain `BigUint` arithmetic, on edge-biased values.

use combgames_counting::{Big, CheckedU128, Counting, Error, Modular, Modular128};
use num_bigint::BigUint;
use proptest::prelude::*;

/// Values near the edges of `u64`: 0, 1, powers of two and their neighbours, the top.
fn edgy_u64() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(0u64),
        Just(1),
        Just(u64::MAX),
        Just(u64::MAX - 1),
        (0u32..64).prop_map(|k| 1u64 << k),
        (1u32..64).prop_map(|k| (1u64 << k) - 1),
        any::<u64>(),
    ]
}

fn moduli() -> impl Strategy<Value = u64> {
    prop_oneof![
        Just(2u64),
        Just(3),
        Just(u64::MAX),
        Just((1 << 63) + 1),
        Just(1_000_000_007),
        2u64..,
    ]
}

fn big(x: u64) -> BigUint {
    BigUint::from(x)
}

fn residue(x: &BigUint, m: u64) -> u64 {
    u64::try_from(x % m).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn modular_operations_match_big_integers(m in moduli(), a in edgy_u64(), b in edgy_u64()) {
        let c = Modular::new(m).unwrap();
        prop_assert_eq!(c.count(a), a % m);
        prop_assert_eq!(c.add(&a, &b), Ok(residue(&(big(a) + big(b)), m)));
        let mut dst = 0;
        c.add_into(&mut dst, &a, &b).unwrap();
        prop_assert_eq!(dst, residue(&(big(a) + big(b)), m));
        // a - b mod m, computed as a + (m - b mod m).
        let expected = residue(&(big(a) + big(m) - big(b % m)), m);
        prop_assert_eq!(c.sub(&a, &b), Ok(expected));
        prop_assert_eq!(c.mul(&a, &b), Ok(residue(&(big(a) * big(b)), m)));
        prop_assert_eq!(c.is_zero(&a), a % m == 0);
        prop_assert_eq!(c.reduce(a), a % m);
        if a < m && b < m {
            prop_assert_eq!(c.add_reduced(a, b), residue(&(big(a) + big(b)), m));
        }
    }

    #[test]
    fn modular_sums_of_products_match(m in moduli(), pairs in proptest::collection::vec((edgy_u64(), edgy_u64()), 0..50)) {
        let c = Modular::new(m).unwrap();
        let mut acc = c.accumulator();
        let mut exact = BigUint::ZERO;
        for (a, b) in &pairs {
            c.mul_add(&mut acc, a, b);
            exact += big(*a) * big(*b);
        }
        prop_assert_eq!(c.finish(acc), Ok(residue(&exact, m)));
    }

    #[test]
    fn conversions_reduce(m in moduli(), hi in edgy_u64(), lo in edgy_u64()) {
        let n = (u128::from(hi) << 64) | u128::from(lo);
        let exact = BigUint::from(n);
        let c = Modular::new(m).unwrap();
        prop_assert_eq!(c.count_u128(n), Ok(residue(&exact, m)));
        prop_assert_eq!(c.count_big(&exact), Ok(residue(&exact, m)));
        prop_assert_eq!(CheckedU128.count_big(&exact), Ok(n));
        prop_assert_eq!(Big.count_u128(n), Ok(exact));
    }

    #[test]
    fn checked_u128_is_exact_or_an_error(a in any::<u128>(), b in any::<u128>()) {
        let c = CheckedU128;
        let exact_sum = BigUint::from(a) + BigUint::from(b);
        match c.add(&a, &b) {
            Ok(s) => prop_assert_eq!(BigUint::from(s), exact_sum),
            Err(e) => {
                prop_assert_eq!(e, Error::CountOverflow);
                prop_assert!(exact_sum > BigUint::from(u128::MAX));
            }
        }
        let exact_product = BigUint::from(a) * BigUint::from(b);
        match c.mul(&a, &b) {
            Ok(p) => prop_assert_eq!(BigUint::from(p), exact_product),
            Err(e) => {
                prop_assert_eq!(e, Error::CountOverflow);
                prop_assert!(exact_product > BigUint::from(u128::MAX));
            }
        }
        prop_assert_eq!(c.sub(&a, &b).is_ok(), a >= b);
    }
}

#[test]
fn every_error_variant() {
    assert_eq!(Modular::new(0), Err(Error::ModulusTooSmall(0)));
    assert_eq!(Modular::new(1), Err(Error::ModulusTooSmall(1)));
    assert_eq!(CheckedU128.add(&u128::MAX, &1), Err(Error::CountOverflow));
    assert_eq!(CheckedU128.sub(&0, &1), Err(Error::Underflow));
    assert_eq!(Big.sub(&big(0), &big(1)), Err(Error::Underflow));
    let too_big = BigUint::from(u128::MAX) + 1u8;
    assert_eq!(CheckedU128.count_big(&too_big), Err(Error::CountOverflow));
    let mut acc = CheckedU128.accumulator();
    CheckedU128.mul_add(&mut acc, &u128::MAX, &2);
    assert_eq!(CheckedU128.finish(acc), Err(Error::CountOverflow));
}

#[test]
fn the_reported_unreduced_inputs_give_residues() {
    // Add(&100, &100) and sub(&1, &100) modulo 7.
    let m = Modular::new(7).unwrap();
    assert_eq!(m.add(&100, &100), Ok(4));
    assert_eq!(m.sub(&1, &100), Ok(6));
}

#[test]
fn systems_compare_by_what_they_compute() {
    assert_eq!(Modular::new(7), Modular::new(7));
    assert_ne!(Modular::new(7), Modular::new(11));
    assert_eq!(Modular::new(7).unwrap().modulus(), 7);
    assert_eq!(Counting::modulus(&Big), None);
}

#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "unreduced residue")]
fn add_reduced_fail_on_unreduced_input() {
    let _ = Modular::new(7).unwrap().add_reduced(7, 1);
}

fn edgy_u128() -> impl Strategy<Value = u128> {
    prop_oneof![
        Just(0u128),
        Just(1),
        Just(u128::MAX),
        Just(u128::MAX - 1),
        (0u32..128).prop_map(|k| 1u128 << k),
        (1u32..128).prop_map(|k| (1u128 << k) - 1),
        any::<u128>(),
        any::<u64>().prop_map(u128::from),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn wide_modular_operations_match_big_integers(m in edgy_u128(), a in edgy_u128(), b in edgy_u128()) {
        prop_assume!(m >= 2);
        let c = Modular128::new(m).unwrap();
        let big = BigUint::from;
        let residue = |x: BigUint| u128::try_from(x % m).unwrap();
        prop_assert_eq!(c.add(&a, &b), Ok(residue(big(a) + big(b))));
        prop_assert_eq!(c.mul(&a, &b), Ok(residue(big(a) * big(b))));
        prop_assert_eq!(c.sub(&a, &b), Ok(residue(big(a) + big(m) - big(b % m))));
        let mut acc = c.accumulator();
        c.mul_add(&mut acc, &a, &b);
        c.mul_add(&mut acc, &b, &a);
        prop_assert_eq!(c.finish(acc), Ok(residue(big(a) * big(b) * 2u8)));
        prop_assert_eq!(c.count_big(&(big(a) << 70)), Ok(residue(big(a) << 70)));
        prop_assert_eq!(c.is_zero(&a), a % m == 0);
    }
}

#[test]
fn wide_modulus_errors_and_identity() {
    assert_eq!(Modular128::new(1), Err(Error::ModulusTooSmall(1)));
    assert_eq!(
        Counting::modulus(&Modular128::new(1 << 80).unwrap()),
        Some(1 << 80)
    );
}
