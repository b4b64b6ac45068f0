//! One harness for every counting entry point of Left vs Right II, run against the slow twin
//! (every ordered `k`-tuple of words enumerated and scored by the values' definition) on the
//! same cases: each counting system, exact and modular, both first players and each outcome.

use combgames_counting::{Big, CheckedU128, Modular, Modular128};
use combgames_left_vs_right::naive::{count_by_enumeration, count_outcomes_by_enumeration};
use combgames_left_vs_right::{
    OutcomeCounts, Player, count_outcomes_exact, count_outcomes_in, count_outcomes_mod,
    count_right_wins_exact, count_right_wins_in, count_right_wins_mod,
};
use num_bigint::BigUint;

const MODULI: [u64; 4] = [2, 97, (1 << 63) + 1, u64::MAX];
const WIDE_MODULI: [u128; 2] = [(1 << 64) + 13, u128::MAX];

fn reduced(counts: &OutcomeCounts<u64>, m: u128) -> OutcomeCounts<u128> {
    OutcomeCounts {
        left_wins: u128::from(counts.left_wins) % m,
        ties: u128::from(counts.ties) % m,
        right_wins: u128::from(counts.right_wins) % m,
    }
}

/// Every entry point at `(n, k)`, against the enumerated tuples.
fn check_every_entry_point(n: u32, k: u32) {
    for first in [Player::Left, Player::Right] {
        let twin = count_outcomes_by_enumeration(n, k, first).unwrap();
        let at = format!("n = {n}, k = {k}, {first} first");
        let as_u128 = reduced(&twin, u128::MAX);
        assert_eq!(
            count_outcomes_in(n, k, first, &CheckedU128),
            Ok(as_u128),
            "{at}"
        );
        let exact = count_outcomes_exact(n, k, first).unwrap();
        assert_eq!(
            count_outcomes_in(n, k, first, &Big),
            Ok(exact.clone()),
            "{at}"
        );
        assert_eq!(exact.left_wins, BigUint::from(twin.left_wins), "{at}");
        assert_eq!(exact.ties, BigUint::from(twin.ties), "{at}");
        assert_eq!(exact.right_wins, BigUint::from(twin.right_wins), "{at}");
        for m in MODULI {
            let want = reduced(&twin, u128::from(m));
            let got = count_outcomes_mod(n, k, first, m).unwrap();
            assert_eq!(
                (
                    u128::from(got.left_wins),
                    u128::from(got.ties),
                    u128::from(got.right_wins)
                ),
                (want.left_wins, want.ties, want.right_wins),
                "{at} mod {m}"
            );
            let system = Modular::new(m).unwrap();
            assert_eq!(
                count_outcomes_in(n, k, first, &system),
                Ok(got),
                "{at} in Modular({m})"
            );
        }
        for m in WIDE_MODULI {
            let system = Modular128::new(m).unwrap();
            assert_eq!(
                count_outcomes_in(n, k, first, &system),
                Ok(reduced(&twin, m)),
                "{at}"
            );
        }
        if first == Player::Left {
            // G(n, k): Right, moving second, wins; the plain enumeration of G is a second twin.
            let g = twin.right_wins;
            assert_eq!(count_by_enumeration(n, k), Ok(g), "{at}");
            assert_eq!(count_right_wins_exact(n, k), Ok(BigUint::from(g)), "{at}");
            assert_eq!(
                count_right_wins_in(n, k, &CheckedU128),
                Ok(u128::from(g)),
                "{at}"
            );
            assert_eq!(
                count_right_wins_in(n, k, &Big),
                Ok(BigUint::from(g)),
                "{at}"
            );
            for m in MODULI {
                assert_eq!(count_right_wins_mod(n, k, m), Ok(g % m), "{at} mod {m}");
            }
            for m in WIDE_MODULI {
                let system = Modular128::new(m).unwrap();
                assert_eq!(
                    count_right_wins_in(n, k, &system),
                    Ok(u128::from(g) % m),
                    "{at}"
                );
            }
        }
    }
}

#[test]
fn every_entry_point_equals_the_twin_on_every_small_case() {
    // Every (n, k) with at most 2^16 tuples (the twin enumerates up to 2^22; the larger ones
    // are the twins' own tests).
    for n in 1..=16u32 {
        for k in 1..=16 / n {
            check_every_entry_point(n, k);
        }
    }
}
