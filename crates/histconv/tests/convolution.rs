//! Convolution and pair counts against the plain loops over items and tuples.

use std::collections::BTreeMap;

use combgames_histconv::{
    Big, CheckedU128, Counting, Error, Histogram, Modular, count_negative_sums, count_pairs_below,
    count_pairs_equal, count_zero_sums,
};
use num_bigint::BigUint;
use proptest::prelude::*;

mod common;

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

fn as_map(h: &Histogram<CheckedU128>) -> BTreeMap<i64, u128> {
    h.into_iter().map(|(s, c)| (s, *c)).collect()
}

fn scores() -> impl Strategy<Value = Vec<i64>> {
    prop_oneof![
        // Narrow: few distinct values on a short lattice (an accumulator per point).
        proptest::collection::vec((-8i64..8).prop_map(|s| s * 6 + 1), 0..40),
        // Middle: a lattice of more than 2^14 points, marked in a bitmap first.
        proptest::collection::vec(0i64..20_000, 60..80),
        // Wide: scattered values (the sparse path).
        proptest::collection::vec(-1_000_000_000i64..1_000_000_000, 0..40),
    ]
}

/// Narrow or wide scores, for the triple loop (the middle shape's 80 items make it slow).
fn cube_scores() -> impl Strategy<Value = Vec<i64>> {
    prop_oneof![
        proptest::collection::vec((-8i64..8).prop_map(|s| s * 6 + 1), 0..40),
        proptest::collection::vec(-1_000_000_000i64..1_000_000_000, 0..40),
    ]
}

/// Scores at the edges of `i64`, for the counting passes (which never add two scores).
fn edgy_scores() -> impl Strategy<Value = Vec<i64>> {
    proptest::collection::vec(common::edge_score(), 0..12)
}

fn expand(h: &Histogram<CheckedU128>) -> Vec<i64> {
    h.iter()
        .flat_map(|(s, n)| std::iter::repeat_n(s, *n as usize))
        .collect()
}

#[test]
fn direct_dense_and_sparse_paths_on_known_shapes() {
    let c = CheckedU128;
    let narrow = Histogram::from_scores(c, (0..100).map(|i| i % 10));
    // 40 001 lattice points for its square: more than an accumulator per point allows.
    let middle = Histogram::from_scores(c, (0..80).map(|i| i * 251 % 20_011));
    let wide = Histogram::from_scores(c, (0..10).map(|i| i * 1_000_003));
    for (a, b) in [
        (&narrow, &narrow),
        (&middle, &middle),
        (&wide, &wide),
        (&narrow, &wide),
        (&narrow, &middle),
    ] {
        assert_eq!(
            as_map(&a.convolve(b).unwrap()),
            convolve_by_pairs(&expand(a), &expand(b))
        );
    }
}

#[test]
fn every_error_variant() {
    let c = CheckedU128;
    let huge = Histogram::from_entries(c, [(0, u128::MAX / 2 + 1)]).unwrap();
    assert_eq!(
        huge.convolve(&Histogram::from_scores(c, [0, 0])),
        Err(Error::Counting(combgames_counting::Error::CountOverflow))
    );
    let far = Histogram::from_scores(c, [i64::MAX - 1, 0]);
    assert_eq!(far.convolve(&far), Err(Error::ScoreOverflow));
    let (seven, eleven) = (Modular::new(7).unwrap(), Modular::new(11).unwrap());
    let a = Histogram::from_scores(seven, [1, 2]);
    let b = Histogram::from_scores(eleven, [1, 2]);
    let mismatch = Err(Error::DifferentCounting {
        left: Some(7),
        right: Some(11),
    });
    assert_eq!(a.convolve(&b).map(|_| ()), mismatch);
    assert_eq!(count_pairs_below(&a, &b, 0).map(|_| ()), mismatch);
    assert_eq!(count_pairs_equal(&a, &b, 0).map(|_| ()), mismatch);
    let coin = Histogram::from_scores(c, [0, 1]);
    assert!(matches!(
        coin.power(u32::MAX),
        Err(Error::Exceeded(combgames_histconv::Exceeded {
            resource: combgames_histconv::Resource::Steps,
            ..
        }))
    ));
    // A wide, sparse pair of histograms whose sums are nearly all distinct: the output alone
    // would be far over the memory limit.
    let coarse = Histogram::from_scores(c, (0..60_000i64).map(|i| i << 20));
    let fine = Histogram::from_scores(c, 0..60_000i64);
    assert!(matches!(
        coarse.convolve(&fine),
        Err(Error::Exceeded(combgames_histconv::Exceeded {
            resource: combgames_histconv::Resource::Bytes,
            ..
        }))
    ));
}

#[test]
fn big_counts_beyond_u128() {
    let big = Histogram::from_entries(
        Big,
        [(1, BigUint::from(u128::MAX)), (-1, BigUint::from(3u8))],
    )
    .unwrap();
    let square = big.power(2).unwrap();
    assert_eq!(
        square.get(2),
        Some(&(BigUint::from(u128::MAX) * BigUint::from(u128::MAX)))
    );
    assert_eq!(square.total().unwrap(), big.total().unwrap().pow(2));
}

/// Counts are reduced when a histogram is built, and a count equal to the
/// modulus is zero.
#[test]
fn modular_counts_are_reduced_on_entry() {
    let m = Modular::new(7).unwrap();
    let h = Histogram::from_entries(m, [(0, 10u64), (1, 7)]).unwrap();
    assert_eq!(h.entries(), &[(0, 3)]);
    assert_eq!(h.total(), Ok(3));
    let top = Histogram::from_entries(m, [(0, u64::MAX)]).unwrap();
    assert_eq!(top.total(), Ok(u64::MAX % 7));
    // Seven items of one score vanish modulo 7.
    assert!(Histogram::from_scores(m, [5; 7]).is_empty());
}

/// Sums at the top of `i64` are compared exactly.
#[test]
fn pair_bounds_at_the_edges_of_i64() {
    let c = CheckedU128;
    let minus_one = Histogram::from_scores(c, [-1]);
    let top = Histogram::from_scores(c, [i64::MAX]);
    let bottom = Histogram::from_scores(c, [i64::MIN]);
    assert_eq!(count_pairs_below(&minus_one, &top, i64::MAX), Ok(1));
    assert_eq!(count_pairs_below(&top, &minus_one, i64::MAX), Ok(1));
    assert_eq!(count_negative_sums(&bottom, &top), Ok(1));
    assert_eq!(count_negative_sums(&top, &bottom), Ok(1));
    assert_eq!(count_zero_sums(&top, &bottom), Ok(0));
}

/// Scores given in any integer type that converts into `i64`.
#[test]
fn scores_of_narrow_types() {
    let h = Histogram::from_scores(CheckedU128, [1u8, 2, 2]);
    assert_eq!(h, Histogram::from_scores(CheckedU128, [1i64, 2, 2]));
    let e = Histogram::from_entries(CheckedU128, [(3i32, 4u128)]).unwrap();
    assert_eq!(e.get(3), Some(&4));
}

fn loop_count(a: &[i64], b: &[i64], keep: impl Fn(i128) -> bool) -> u128 {
    let mut n = 0;
    for x in a {
        for y in b {
            if keep(i128::from(*x) + i128::from(*y)) {
                n += 1;
            }
        }
    }
    n
}

proptest! {
    #[test]
    fn convolution_matches_the_double_loop(a in scores(), b in scores()) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(c, a.clone()), Histogram::from_scores(c, b.clone()));
        prop_assert_eq!(as_map(&ha.convolve(&hb)?), convolve_by_pairs(&a, &b));
    }

    #[test]
    fn algebra(a in scores(), b in scores(), k in 0u32..4) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(c, a), Histogram::from_scores(c, b));
        let ab = ha.convolve(&hb)?;
        // Totals multiply, convolution commutes, and the identity is a unit.
        prop_assert_eq!(ab.total()?, ha.total()? * hb.total()?);
        prop_assert_eq!(&ab, &hb.convolve(&ha)?);
        prop_assert_eq!(&ha.convolve(&Histogram::identity(c))?, &ha);
        // Powers by squaring equal repeated convolution.
        let mut repeated = Histogram::identity(c);
        for _ in 0..k {
            repeated = repeated.convolve(&ha)?;
        }
        prop_assert_eq!(ha.power(k)?, repeated);
    }

    /// The third power (by unordered triples where the lattice is narrow) equals the triple
    /// loop over items, in exact counts, residues and big integers.
    #[test]
    fn cubes_match_the_triple_loop(a in cube_scores(), m in prop_oneof![Just(2u64), Just(u64::MAX), 2u64..]) {
        let mut sums: BTreeMap<i64, u128> = BTreeMap::new();
        for x in &a {
            for y in &a {
                for z in &a {
                    *sums.entry(x + y + z).or_insert(0) += 1;
                }
            }
        }
        let exact = Histogram::from_scores(CheckedU128, a.clone()).power(3)?;
        prop_assert_eq!(as_map(&exact), sums.clone());
        let modular = Modular::new(m)?;
        let residues = Histogram::from_scores(modular, a.clone()).power(3)?;
        let reduced: Vec<(i64, u64)> = sums
            .iter()
            .map(|(&s, &n)| (s, (n % u128::from(m)) as u64))
            .filter(|&(_, n)| n != 0)
            .collect();
        prop_assert_eq!(residues.entries(), &reduced[..]);
        let big = Histogram::from_scores(Big, a).power(3)?;
        let big: BTreeMap<i64, u128> = big
            .entries()
            .iter()
            .map(|(s, n)| (*s, u128::try_from(n).unwrap()))
            .collect();
        prop_assert_eq!(big, sums);
    }

    #[test]
    fn pair_counts_match_the_double_loop(a in edgy_scores(), b in edgy_scores(), t in prop_oneof![Just(0i64), Just(i64::MAX), Just(i64::MIN), any::<i64>()], m in 2u64..) {
        let c = CheckedU128;
        let (ha, hb) = (Histogram::from_scores(c, a.clone()), Histogram::from_scores(c, b.clone()));
        let below = loop_count(&a, &b, |s| s < i128::from(t));
        let equal = loop_count(&a, &b, |s| s == i128::from(t));
        prop_assert_eq!(count_pairs_below(&ha, &hb, t)?, below);
        prop_assert_eq!(count_pairs_equal(&ha, &hb, t)?, equal);
        prop_assert_eq!(count_negative_sums(&ha, &hb)?, loop_count(&a, &b, |s| s < 0));
        prop_assert_eq!(count_zero_sums(&ha, &hb)?, loop_count(&a, &b, |s| s == 0));
        // Residues and big integers agree with the exact u128 counts.
        let modular = Modular::new(m)?;
        let (ma, mb) = (Histogram::from_scores(modular, a.clone()), Histogram::from_scores(modular, b.clone()));
        prop_assert_eq!(u128::from(count_pairs_below(&ma, &mb, t)?), below % u128::from(m));
        let (ba, bb) = (Histogram::from_scores(Big, a), Histogram::from_scores(Big, b));
        prop_assert_eq!(count_pairs_equal(&ba, &bb, t)?, BigUint::from(equal));
        prop_assert_eq!(modular.count(7), 7 % m);
    }
}

/// Wide dense histograms, where the transform path is cheaper than the products: the same
/// counts as the exact path reduced modulo the modulus.
#[test]
fn transform_convolutions_equal_the_exact_ones() {
    use combgames_histconv::{Big, Histogram, Modular};
    use num_bigint::BigUint;
    let mut seed = 7u64;
    let mut next = move || {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        seed >> 33
    };
    for modulus in [2u64, 1_001_001_011, (1 << 61) - 1, u64::MAX] {
        let m = Modular::new(modulus).unwrap();
        // Hundreds of scores spread over a lattice of step 3, with repeats.
        let scores: Vec<i64> = (0..5000)
            .map(|_| 3 * i64::try_from(next() % 1000).unwrap() - 600)
            .collect();
        let other: Vec<i64> = (0..4000)
            .map(|_| 3 * i64::try_from(next() % 800).unwrap() + 9)
            .collect();
        let exact = Histogram::from_scores(Big, scores.clone());
        let exact_other = Histogram::from_scores(Big, other.clone());
        let reduce = |h: &Histogram<Big>| -> Vec<(i64, u64)> {
            h.entries()
                .iter()
                .map(|(s, c)| (*s, u64::try_from(c % BigUint::from(modulus)).unwrap()))
                .filter(|&(_, c)| c != 0)
                .collect()
        };
        let fast = Histogram::from_scores(m, scores);
        let fast_other = Histogram::from_scores(m, other);
        // The transform path is the cheaper one here (and so the one taken).
        let pairs = (fast.len() * fast_other.len()) as u128;
        assert!(
            fast.convolution_cost(&fast_other).steps < pairs,
            "m = {modulus}"
        );
        assert_eq!(
            fast.convolve(&fast_other).unwrap().entries(),
            &reduce(&exact.convolve(&exact_other).unwrap())[..],
            "m = {modulus}"
        );
        assert_eq!(
            fast.power(3).unwrap().entries(),
            &reduce(&exact.power(3).unwrap())[..],
            "m = {modulus}"
        );
    }
}
