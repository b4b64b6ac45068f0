//! The memory estimates are upper bounds of what the word passes allocate, measured by a
//! counting allocator (this test binary's global allocator).

use combgames_histconv::Modular;
use combgames_left_vs_right::{bytes_needed, score_histograms, word_values, word_values_bytes};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// The peak bytes allocated by `f` above what was allocated before it.
fn peak_of<T>(f: impl FnOnce() -> T) -> (T, u64) {
    let base = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    let value = f();
    let peak = ALLOCATOR.peak_usage().saturating_sub(base);
    (value, peak as u64)
}

/// One test, so that no other test allocates while a peak is measured.
#[test]
fn word_passes_stay_within_their_estimates() {
    let m = Modular::new(1_000_000_007).unwrap();
    for n in [2u32, 5, 10, 14, 17, 19] {
        let (values, measured) = peak_of(|| word_values(n).unwrap());
        assert_eq!(values.word_count(), 1 << n);
        drop(values);
        assert!(
            measured <= word_values_bytes(n),
            "word_values({n}): {measured}"
        );
        let (h, measured) = peak_of(|| score_histograms(n, m).unwrap());
        // The histograms add at most 64 bytes per entry (a score and a count, in a vector
        // that may have doubled, and the vector it is merged into), plus two headers.
        let entries = (h.all.len() + h.cold.len()) as u64;
        drop(h);
        let bound = bytes_needed(n) + 64 * entries + 256;
        assert!(
            measured <= bound,
            "score_histograms({n}): {measured} > {bound}"
        );
    }
}
