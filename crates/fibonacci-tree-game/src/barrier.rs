//! The barrier the threads of a residue count meet at after every order.

/// A barrier that spins (yielding after a while) instead of sleeping: rows take some 20 µs,
/// and waking a sleeping thread can take as long.
pub(crate) struct SpinBarrier {
    arrived: std::sync::atomic::AtomicUsize,
    generation: std::sync::atomic::AtomicUsize,
    /// The threads that meet at the barrier, set once all have started.
    pub(crate) threads: std::sync::atomic::AtomicUsize,
}

impl SpinBarrier {
    pub(crate) fn new() -> Self {
        SpinBarrier {
            arrived: std::sync::atomic::AtomicUsize::new(0),
            generation: std::sync::atomic::AtomicUsize::new(0),
            threads: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// Returns once all threads have called it. Each arrival releases what its thread wrote;
    /// the last one acquires them all and releases the next generation, which the others
    /// acquire.
    pub(crate) fn wait(&self) {
        use std::sync::atomic::Ordering::{AcqRel, Acquire, Relaxed, Release};
        let generation = self.generation.load(Acquire);
        if self.arrived.fetch_add(1, AcqRel) + 1 == self.threads.load(Relaxed) {
            self.arrived.store(0, Relaxed);
            self.generation.fetch_add(1, Release);
            return;
        }
        let mut spins = 0u32;
        while self.generation.load(Acquire) == generation {
            if spins < 1 << 12 {
                spins += 1;
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }
}
