//! The exact count's memory estimate is an upper bound of what it allocates, measured by a
//! counting allocator (this test binary's global allocator).

use combgames_fibonacci_tree_game::FibonacciTreeGame;
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

#[test]
fn exact_counts_stay_within_their_estimate() {
    for k in [10usize, 100, 1000, 3000] {
        let game = FibonacciTreeGame::new(k).unwrap();
        let base = ALLOCATOR.current_usage();
        ALLOCATOR.reset_peak_usage();
        let f = game.count_exact().unwrap();
        let measured = ALLOCATOR.peak_usage().saturating_sub(base) as u128;
        drop(f);
        assert!(
            measured <= game.exact_bytes(),
            "f({k}): {measured} > {}",
            game.exact_bytes()
        );
    }
}
