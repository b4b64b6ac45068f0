//! Triple counts against the plain triple loop, on narrow lattices (the table path) and wide
//! ones (the merge path).

use combgames_histconv::{
    CheckedU128, Histogram, Modular, count_triples_below, count_triples_equal,
};
use proptest::prelude::*;

fn scores() -> impl Strategy<Value = Vec<i64>> {
    prop_oneof![
        proptest::collection::vec((-20i64..20).prop_map(|s| s * 4 + 2), 1..30),
        proptest::collection::vec((-20i64..20).prop_map(|s| s * 3), 1..30),
        proptest::collection::vec(-1_000_000_000_000i64..1_000_000_000_000, 1..30),
    ]
}

fn by_loop(a: &[i64], b: &[i64], c: &[i64], keep: impl Fn(i64) -> bool) -> u128 {
    let mut count = 0;
    for x in a {
        for y in b {
            for z in c {
                if keep(x + y + z) {
                    count += 1;
                }
            }
        }
    }
    count
}

proptest! {
    #[test]
    fn triples_match_the_loop(a in scores(), b in scores(), c in scores(), t in -100i64..100) {
        let k = CheckedU128;
        let (ha, hb, hc) = (
            Histogram::from_scores(&k, a.clone()),
            Histogram::from_scores(&k, b.clone()),
            Histogram::from_scores(&k, c.clone()),
        );
        prop_assert_eq!(count_triples_below(&ha, &hb, &hc, t, &k)?, by_loop(&a, &b, &c, |s| s < t));
        prop_assert_eq!(count_triples_equal(&ha, &hb, &hc, t, &k)?, by_loop(&a, &b, &c, |s| s == t));
        let m = Modular::new(1_000_003)?;
        let (ma, mb, mc) = (
            Histogram::from_scores(&m, a.clone()),
            Histogram::from_scores(&m, b.clone()),
            Histogram::from_scores(&m, c.clone()),
        );
        prop_assert_eq!(
            u128::from(count_triples_below(&ma, &mb, &mc, t, &m)?),
            by_loop(&a, &b, &c, |s| s < t) % 1_000_003
        );
    }
}

#[test]
fn extreme_bounds() {
    let k = CheckedU128;
    let h = Histogram::from_scores(&k, [-(1i64 << 61), 0, 1 << 61]);
    let one = Histogram::from_scores(&k, [0]);
    assert_eq!(count_triples_below(&h, &h, &one, i64::MAX, &k), Ok(9));
    assert_eq!(count_triples_below(&h, &h, &one, i64::MIN, &k), Ok(0));
    assert_eq!(count_triples_equal(&h, &h, &one, 0, &k), Ok(3));
}

proptest! {
    /// The same histogram on both sides takes the two-pointer path.
    #[test]
    fn symmetric_triples_match_the_loop(a in scores(), c in scores(), t in -100i64..100) {
        let k = CheckedU128;
        let (ha, hc) = (Histogram::from_scores(&k, a.clone()), Histogram::from_scores(&k, c.clone()));
        prop_assert_eq!(count_triples_below(&ha, &ha, &hc, t, &k)?, by_loop(&a, &a, &c, |s| s < t));
        prop_assert_eq!(count_triples_equal(&ha, &ha, &hc, t, &k)?, by_loop(&a, &a, &c, |s| s == t));
        let m = Modular::new(1_000_003)?;
        let (ma, mc) = (Histogram::from_scores(&m, a.clone()), Histogram::from_scores(&m, c.clone()));
        prop_assert_eq!(u128::from(count_triples_below(&ma, &ma, &mc, t, &m)?), by_loop(&a, &a, &c, |s| s < t) % 1_000_003);
        prop_assert_eq!(u128::from(count_triples_equal(&ma, &ma, &mc, t, &m)?), by_loop(&a, &a, &c, |s| s == t) % 1_000_003);
    }
}

#[test]
fn symmetric_passes_with_sums_beyond_i64() {
    // Pair sums overflow i64 here, so the two-pointer passes compare in i128.
    let k = CheckedU128;
    let scores = [
        i64::MIN + 5,
        i64::MIN / 2 - 7,
        -3,
        0,
        4,
        i64::MAX / 2 + 9,
        i64::MAX - 2,
    ];
    let h = Histogram::from_scores(&k, scores);
    let single = Histogram::from_scores(&k, [-1, 0, 2]);
    let loop_count = |keep: &dyn Fn(i128) -> bool| {
        let mut n = 0u128;
        for x in scores {
            for y in scores {
                for z in [-1i64, 0, 2] {
                    if keep(i128::from(x) + i128::from(y) + i128::from(z)) {
                        n += 1;
                    }
                }
            }
        }
        n
    };
    for t in [-10i64, -1, 0, 3] {
        let t128 = i128::from(t);
        assert_eq!(
            count_triples_below(&h, &h, &single, t, &k),
            Ok(loop_count(&|s| s < t128)),
            "below {t}"
        );
        assert_eq!(
            count_triples_equal(&h, &h, &single, t, &k),
            Ok(loop_count(&|s| s == t128)),
            "equal {t}"
        );
    }
}
