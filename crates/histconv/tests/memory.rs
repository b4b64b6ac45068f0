//! The memory estimates are upper bounds of what the calls allocate, measured by a counting
//! allocator (this test binary's global allocator).

use std::sync::Mutex;

use combgames_histconv::{Big, CheckedU128, Histogram, Modular};
use num_bigint::BigUint;
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// One measurement at a time: the counters are global (tests in this file run in threads).
static LOCK: Mutex<()> = Mutex::new(());

/// The peak bytes allocated by `f` above what was allocated before it: the least of three
/// runs, since an allocation by another thread of the process (the test harness's own
/// bookkeeping as the test starts) can only add to a run's peak, never take from it.
fn peak_of<T>(f: impl Fn() -> T) -> (T, u128) {
    let _guard = LOCK
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let mut least = usize::MAX;
    let mut value = None;
    for _ in 0..3 {
        let base = ALLOCATOR.current_usage();
        ALLOCATOR.reset_peak_usage();
        let v = f();
        least = least.min(ALLOCATOR.peak_usage().saturating_sub(base));
        // Dropped outside the measurement of the next run.
        value = Some(v);
    }
    (value.expect("three runs"), least as u128)
}

#[test]
fn convolution_and_power_stay_within_their_estimates() {
    let shapes: Vec<Vec<i64>> = vec![
        (0..2000).map(|i| i % 97).collect(),                 // dense
        (0..80).map(|i| i * 1_000_003).collect(),            // sparse
        (0..120).map(|i| (i * i) % 10_007 - 5000).collect(), // mixed
        vec![-1, 1],
    ];
    for scores in &shapes {
        let c = Histogram::from_scores(CheckedU128, scores.iter().copied());
        let (_, measured) = peak_of(|| c.convolve(&c).unwrap());
        let estimate = c.convolution_cost(&c).bytes;
        assert!(measured <= estimate, "convolve: {measured} > {estimate}");
        for k in [2u32, 3, 5] {
            let (_, measured) = peak_of(|| c.power(k).unwrap());
            let estimate = c.power_cost(k).bytes;
            assert!(measured <= estimate, "power {k}: {measured} > {estimate}");
        }
        let m =
            Histogram::from_scores(Modular::new(1_000_000_007).unwrap(), scores.iter().copied());
        let (_, measured) = peak_of(|| m.power(4).unwrap());
        assert!(measured <= m.power_cost(4).bytes);
    }
    // Big counts: the digits on the heap are part of the estimate.
    let big = Histogram::from_entries(
        Big,
        (0..50u8).map(|i| (i64::from(i), BigUint::from(u128::MAX) << i)),
    )
    .unwrap();
    let (_, measured) = peak_of(|| big.power(3).unwrap());
    assert!(measured <= big.power_cost(3).bytes, "big power: {measured}");
}
