//! Strategies shared by the test files.

use proptest::prelude::*;

/// One score, biased to the edges of `i64`: the bounds, 0, ±1 and powers of two.
pub fn edge_score() -> impl Strategy<Value = i64> {
    prop_oneof![
        Just(i64::MIN),
        Just(i64::MIN + 1),
        Just(-1i64),
        Just(0),
        Just(1),
        Just(i64::MAX - 1),
        Just(i64::MAX),
        (0u32..63).prop_map(|k| 1i64 << k),
        (0u32..63).prop_map(|k| -(1i64 << k)),
        any::<i64>(),
    ]
}
