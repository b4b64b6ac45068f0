//! Zeckendorf representations against their definition.

use combgames_zeckendorf::{
    Error, Natural, Zeckendorf, fibonacci, is_fibonacci, largest_fibonacci_at_most, smallest_term,
};
use num_bigint::BigUint;
use proptest::prelude::*;

/// Every set of Fibonacci indices `>= 2`, no two adjacent, whose terms sum to `n`, found by a
/// plain search over index sets (no greedy rule): Zeckendorf's theorem says there is exactly one.
fn all_nonadjacent_sums(n: u64) -> Vec<Vec<usize>> {
    fn search(rest: u64, below: usize, chosen: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
        if rest == 0 {
            found.push(chosen.clone());
            return;
        }
        for k in (2..below).rev() {
            let term = fibonacci::<u64>(k).unwrap();
            if term <= rest {
                chosen.push(k);
                search(rest - term, k - 1, chosen, found);
                chosen.pop();
            }
        }
    }
    let mut found = Vec::new();
    search(n, 40, &mut Vec::new(), &mut found);
    found
}

fn is_valid_representation<T: Natural>(z: &Zeckendorf<T>) -> bool {
    let sum = z.terms().fold(T::zero(), |acc, t| acc + t);
    let gaps_ok = z.indices().windows(2).all(|w| w[0] >= w[1] + 2);
    let terms_ok = z
        .indices()
        .iter()
        .zip(z.terms())
        .all(|(&k, t)| k >= 2 && fibonacci::<T>(k) == Ok(t));
    sum == *z.value() && gaps_ok && terms_ok
}

#[test]
fn greedy_matches_the_unique_nonadjacent_sum_up_to_2000() {
    for n in 1..=2000u64 {
        let sums = all_nonadjacent_sums(n);
        assert_eq!(
            sums.len(),
            1,
            "n = {n} must have exactly one representation"
        );
        assert_eq!(
            Zeckendorf::new(n).unwrap().indices(),
            sums[0].as_slice(),
            "n = {n}"
        );
    }
}

#[test]
fn display_and_small_cases() {
    // Examples from the Project Euler 366 article, section 2.
    assert_eq!(
        Zeckendorf::new(17u64).unwrap().to_string(),
        "17 = 13 + 3 + 1"
    );
    assert_eq!(
        Zeckendorf::new(20u64).unwrap().to_string(),
        "20 = 13 + 5 + 2"
    );
    assert_eq!(
        Zeckendorf::new(100u64).unwrap().to_string(),
        "100 = 89 + 8 + 3"
    );
    assert_eq!(Zeckendorf::new(0u64).unwrap().to_string(), "0 = 0");
    assert!(Zeckendorf::new(0u64).unwrap().is_empty());
    assert_eq!(Zeckendorf::new(1u64).unwrap().indices(), &[2]);
}

#[test]
fn type_edges() {
    let z = Zeckendorf::new(u64::MAX).unwrap();
    assert!(is_valid_representation(&z));
    assert_eq!(z.indices()[0], 93);
    let z = Zeckendorf::new(u128::MAX).unwrap();
    assert!(is_valid_representation(&z));
    assert_eq!(z.indices()[0], 186);
    assert_eq!(
        fibonacci::<u128>(186),
        Ok(332_825_110_087_067_562_321_196_029_789_634_457_848)
    );
    assert_eq!(fibonacci::<u128>(187), Err(Error::Overflow));
    // F(93) + F(91) fits in u64, adding F(89) does not.
    assert!(Zeckendorf::<u64>::from_indices([93, 91]).is_ok());
    assert_eq!(
        Zeckendorf::<u64>::from_indices([93, 91, 89]),
        Err(Error::Overflow)
    );
    assert!(Zeckendorf::<BigUint>::from_indices([93, 91, 89]).is_ok());
}

#[test]
fn from_indices_rejects_non_representations() {
    assert!(matches!(
        Zeckendorf::<u64>::from_indices([5, 4]),
        Err(Error::NotZeckendorf(_))
    ));
    assert!(matches!(
        Zeckendorf::<u64>::from_indices([5, 5]),
        Err(Error::NotZeckendorf(_))
    ));
    assert!(matches!(
        Zeckendorf::<u64>::from_indices([1]),
        Err(Error::NotZeckendorf(_))
    ));
    assert_eq!(Zeckendorf::<u64>::from_indices([]), Zeckendorf::new(0));
}

#[test]
fn fibonacci_membership_up_to_10000() {
    let mut fibs = std::collections::BTreeSet::new();
    let (mut a, mut b) = (0u64, 1u64);
    while a <= 10_000 {
        fibs.insert(a);
        (a, b) = (b, a + b);
    }
    for n in 0..=10_000u64 {
        assert_eq!(is_fibonacci(&n).unwrap(), fibs.contains(&n), "n = {n}");
    }
    assert_eq!(smallest_term(&0u64), Err(Error::Zero));
    assert_eq!(
        largest_fibonacci_at_most(&u64::MAX).unwrap(),
        Some((93, fibonacci(93).unwrap()))
    );
}

proptest! {
    #[test]
    fn representation_is_valid_and_round_trips(n in any::<u64>()) {
        let z = Zeckendorf::new(n).unwrap();
        prop_assert!(is_valid_representation(&z));
        prop_assert_eq!(Zeckendorf::from_indices(z.indices().iter().copied()), Ok(z.clone()));
        if n > 0 {
            prop_assert_eq!(smallest_term(&n), Ok(z.smallest_term().unwrap()));
        }
    }

    #[test]
    fn widths_agree(n in any::<u128>()) {
        let wide = Zeckendorf::new(n).unwrap();
        let big = Zeckendorf::new(BigUint::from(n)).unwrap();
        prop_assert!(is_valid_representation(&wide));
        prop_assert_eq!(wide.indices(), big.indices());
        prop_assert_eq!(wide.to_string(), big.to_string());
        if let Ok(narrow) = u64::try_from(n) {
            let narrow = Zeckendorf::new(narrow).unwrap();
            prop_assert_eq!(narrow.indices(), wide.indices());
        }
    }

    #[test]
    fn largest_fibonacci_brackets_n(n in 1..u64::MAX) {
        let (k, f) = largest_fibonacci_at_most(&n).unwrap().unwrap();
        prop_assert!(f <= n);
        prop_assert!(fibonacci::<u64>(k + 1).map_or(true, |next| next > n));
    }
}
