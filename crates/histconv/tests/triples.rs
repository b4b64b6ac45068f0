//! Triple counts against the plain triple loop, on narrow lattices, wide ones and the edges
//! of `i64`, general and symmetric paths alike.

use combgames_histconv::{
    CheckedU128, Histogram, Modular, count_triples_below, count_triples_below_symmetric,
    count_triples_equal, count_triples_equal_symmetric,
};
use proptest::prelude::*;

mod common;

fn scores() -> impl Strategy<Value = Vec<i64>> {
    let edge = common::edge_score();
    prop_oneof![
        proptest::collection::vec((-20i64..20).prop_map(|s| s * 4 + 2), 1..30),
        proptest::collection::vec((-20i64..20).prop_map(|s| s * 3), 1..30),
        proptest::collection::vec(-1_000_000_000_000i64..1_000_000_000_000, 1..30),
        proptest::collection::vec(edge, 1..10),
    ]
}

fn bounds() -> impl Strategy<Value = i64> {
    prop_oneof![-100i64..100, Just(i64::MAX), Just(i64::MIN), any::<i64>()]
}

fn by_loop(a: &[i64], b: &[i64], c: &[i64], keep: impl Fn(i128) -> bool) -> u128 {
    let mut count = 0;
    for x in a {
        for y in b {
            for z in c {
                if keep(i128::from(*x) + i128::from(*y) + i128::from(*z)) {
                    count += 1;
                }
            }
        }
    }
    count
}

proptest! {
    #[test]
    fn triples_match_the_loop(a in scores(), b in scores(), c in scores(), t in bounds()) {
        let k = CheckedU128;
        let (ha, hb, hc) = (
            Histogram::from_scores(k, a.clone()),
            Histogram::from_scores(k, b.clone()),
            Histogram::from_scores(k, c.clone()),
        );
        let t128 = i128::from(t);
        prop_assert_eq!(count_triples_below(&ha, &hb, &hc, t)?, by_loop(&a, &b, &c, |s| s < t128));
        prop_assert_eq!(count_triples_equal(&ha, &hb, &hc, t)?, by_loop(&a, &b, &c, |s| s == t128));
        let m = Modular::new(1_000_003)?;
        let (ma, mb, mc) = (
            Histogram::from_scores(m, a.clone()),
            Histogram::from_scores(m, b.clone()),
            Histogram::from_scores(m, c.clone()),
        );
        prop_assert_eq!(
            u128::from(count_triples_below(&ma, &mb, &mc, t)?),
            by_loop(&a, &b, &c, |s| s < t128) % 1_000_003
        );
    }

    #[test]
    fn symmetric_triples_match_the_loop(a in scores(), c in scores(), t in bounds()) {
        let k = CheckedU128;
        let (ha, hc) = (Histogram::from_scores(k, a.clone()), Histogram::from_scores(k, c.clone()));
        let t128 = i128::from(t);
        prop_assert_eq!(count_triples_below_symmetric(&ha, &hc, t)?, by_loop(&a, &a, &c, |s| s < t128));
        prop_assert_eq!(count_triples_equal_symmetric(&ha, &hc, t)?, by_loop(&a, &a, &c, |s| s == t128));
        let m = Modular::new(1_000_003)?;
        let (ma, mc) = (Histogram::from_scores(m, a.clone()), Histogram::from_scores(m, c.clone()));
        prop_assert_eq!(u128::from(count_triples_below_symmetric(&ma, &mc, t)?), by_loop(&a, &a, &c, |s| s < t128) % 1_000_003);
        prop_assert_eq!(u128::from(count_triples_equal_symmetric(&ma, &mc, t)?), by_loop(&a, &a, &c, |s| s == t128) % 1_000_003);
    }
}

#[test]
fn extreme_bounds() {
    let k = CheckedU128;
    let h = Histogram::from_scores(k, [-(1i64 << 61), 0, 1 << 61]);
    let one = Histogram::from_scores(k, [0]);
    assert_eq!(count_triples_below(&h, &h, &one, i64::MAX), Ok(9));
    assert_eq!(count_triples_below(&h, &h, &one, i64::MIN), Ok(0));
    assert_eq!(count_triples_equal(&h, &h, &one, 0), Ok(3));
    assert_eq!(count_triples_below_symmetric(&h, &one, i64::MAX), Ok(9));
}

/// An intermediate total of the symmetric pass overflows `u128` where the
/// answer does not; the answer is the same as by the general pass and by the loop.
#[test]
fn symmetric_pass_with_large_counts() {
    let k = CheckedU128;
    let h = Histogram::from_entries(k, [(-1, 1u128), (10, 1 << 64)]).unwrap();
    let zero = Histogram::from_scores(k, [0]);
    assert_eq!(count_triples_below(&h, &h.clone(), &zero, 0), Ok(1));
    assert_eq!(count_triples_below_symmetric(&h, &zero, 0), Ok(1));
    // Big prefix totals that are never needed do not make the count fail.
    let g = Histogram::from_entries(k, [(-5, 3u128), (7, u128::MAX), (9, u128::MAX)]).unwrap();
    assert_eq!(count_triples_below(&g, &g, &zero, 0), Ok(9));
    assert_eq!(count_triples_below_symmetric(&g, &zero, 0), Ok(9));
}

/// Passes long enough to be shared among threads (`single` times `half` past `2^20` steps)
/// give the counts of the general path, which runs on one thread.
#[test]
fn shared_passes_equal_the_general_path() {
    let m = Modular::new(1_000_000_007).unwrap();
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut entries = |len: usize, spread: i64| -> Histogram<Modular> {
        let pairs: Vec<(i64, u64)> = (0..len)
            .map(|_| {
                let score = i64::try_from(next() >> 1).unwrap() % spread - spread / 2;
                (score, 1 + next() % 1000)
            })
            .collect();
        Histogram::from_entries(m, pairs).unwrap()
    };
    // 300 passes of 30 000 entries: past PARALLEL_STEPS, so the passes are shared.
    let half = entries(30_000, 1 << 24);
    let single = entries(300, 1 << 16);
    for bound in [-5000, 0, 123_457] {
        assert_eq!(
            count_triples_below_symmetric(&half, &single, bound).unwrap(),
            count_triples_below(&half, &half, &single, bound).unwrap(),
            "below {bound}"
        );
        assert_eq!(
            count_triples_equal_symmetric(&half, &single, bound).unwrap(),
            count_triples_equal(&half, &half, &single, bound).unwrap(),
            "equal {bound}"
        );
    }
}
