//! Convolution and pair counts against the plain loops over items and tuples.

use std::collections::BTreeMap;

use combgames_histconv::{
    Big, CheckedU128, Counting, Error, Histogram, Modular, count_negative_sums, count_zero_sums,
};
use num_bigint::BigUint;
use proptest::prelude::*;

/// The double loop: every pair of items, summed into an ordered map.
fn convolve_by_pairs(a: &[i64], b: &[i64]) -> BTreeMap<i64, u128> {
    let mut sums = BTreeMap::new();
    for x in a {
        for y in b {
            *sums.entry(x + y).or_insert(0) += 1;
        }
    }
    sums
}

fn as_map(h: &Histogram<u128>) -> BTreeMap<i64, u128> {
    h.entries().iter().copied().collect()
}

fn scores() -> impl Strategy<Value = Vec<i64>> {
    prop_oneof![
        // Narrow: few distinct values on a lattice (the dense path).
        proptest::collection::vec((-8i64..8).prop_map(|s| s * 6 + 1), 0..40),
        // Wide: scattered values (the sparse path).
        proptest::collection::vec(-1_000_000_000i64..1_000_000_000, 0..40),
    ]
}

#[test]
fn dense_and_sparse_paths_on_known_shapes() {
    let c = CheckedU128;
    let narrow = Histogram::from_scores(&c, (0..100).map(|i| i % 10));
    let wide = Histogram::from_scores(&c, (0..10).map(|i| i * 1_000_003));
    for (a, b) in [(&narrow, &narrow), (&wide, &wide), (&narrow, &wide)] {
        let scores_a: Vec<i64> = a
            .entries()
            .iter()
            .flat_map(|&(s, n)| std::iter::repeat_n(s, n as usize))
            .collect();
        let scores_b: Vec<i64> = b
            .entries()
            .iter()
            .flat_map(|&(s, n)| std::iter::repeat_n(s, n as usize))
            .collect();
        assert_eq!(
            as_map(&a.convolve(b, &c).unwrap()),
            convolve_by_pairs(&scores_a, &scores_b)
        );
    }
}

#[test]
fn overflow_is_an_error() {
    let c = CheckedU128;
    let huge = Histogram::from_entries(&c, [(0, u128::MAX / 2 + 1)]).unwrap();
    assert_eq!(
        huge.convolve(&Histogram::from_scores(&c, [0, 0]), &c),
        Err(Error::CountOverflow)
    );
    let far = Histogram::from_scores(&c, [i64::MAX - 1, 0]);
    assert_eq!(far.convolve(&far, &c), Err(Error::ScoreOverflow));
    assert_eq!(Modular::new(0).unwrap_err(), Error::ModulusTooSmall(0));
    assert_eq!(Modular::new(1).unwrap_err(), Error::ModulusTooSmall(1));
}

#[test]
fn big_counts_beyond_u128() {
    let big = Histogram::from_entries(
        &Big,
        [(1, BigUint::from(u128::MAX)), (-1, BigUint::from(3u8))],
    )
    .unwrap();
    let square = big.power(2, &Big).unwrap();
    assert_eq!(
        square.get(2),
        Some(&(BigUint::from(u128::MAX) * BigUint::from(u128::MAX)))
    );
    assert_eq!(square.total(&Big).unwrap(), big.total(&Big).unwrap().pow(2));
}

proptest! {
    #[test]
    fn convolution_matches_the_double_loop(a in scores(), b in scores()) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(&c, a.clone()), Histogram::from_scores(&c, b.clone()));
        prop_assert_eq!(as_map(&ha.convolve(&hb, &c)?), convolve_by_pairs(&a, &b));
    }

    #[test]
    fn algebra(a in scores(), b in scores(), k in 0u32..4) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(&c, a), Histogram::from_scores(&c, b));
        let ab = ha.convolve(&hb, &c)?;
        // Totals multiply, convolution commutes, and the identity is a unit.
        prop_assert_eq!(ab.total(&c)?, ha.total(&c)? * hb.total(&c)?);
        prop_assert_eq!(&ab, &hb.convolve(&ha, &c)?);
        prop_assert_eq!(&ha.convolve(&Histogram::identity(&c), &c)?, &ha);
        // Powers by squaring equal repeated convolution.
        let mut repeated = Histogram::identity(&c);
        for _ in 0..k {
            repeated = repeated.convolve(&ha, &c)?;
        }
        prop_assert_eq!(ha.power(k, &c)?, repeated);
    }

    #[test]
    fn pair_counts_match_the_double_loop(a in scores(), b in scores(), m in 2u64..) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(&c, a.clone()), Histogram::from_scores(&c, b.clone()));
        let negative = a.iter().flat_map(|x| b.iter().map(move |y| x + y)).filter(|s| *s < 0).count() as u128;
        let zero = a.iter().flat_map(|x| b.iter().map(move |y| x + y)).filter(|s| *s == 0).count() as u128;
        prop_assert_eq!(count_negative_sums(&ha, &hb, &c)?, negative);
        prop_assert_eq!(count_zero_sums(&ha, &hb, &c)?, zero);
        // Residues and big integers agree with the exact u128 counts.
        let modular = Modular::new(m)?;
        let (ma, mb) = (Histogram::from_scores(&modular, a.clone()), Histogram::from_scores(&modular, b.clone()));
        prop_assert_eq!(u128::from(count_negative_sums(&ma, &mb, &modular)?), negative % u128::from(m));
        let (ba, bb) = (Histogram::from_scores(&Big, a), Histogram::from_scores(&Big, b));
        prop_assert_eq!(count_zero_sums(&ba, &bb, &Big)?, BigUint::from(zero));
        prop_assert_eq!(modular.count(7), 7 % m);
    }
}
