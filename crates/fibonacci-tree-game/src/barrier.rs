//! The barrier the threads of a residue count meet at between runs of orders, and the
//! waits of a chunk for the one before it in a run's chain.

/// A barrier that spins (yielding after a while) instead of sleeping: the work between two
/// barriers takes some tens of µs, and waking a sleeping thread can take as long.
pub(crate) struct SpinBarrier {
    arrived: std::sync::atomic::AtomicUsize,
    generation: std::sync::atomic::AtomicUsize,
    /// The threads that meet at the barrier, set once all have started.
    pub(crate) threads: std::sync::atomic::AtomicUsize,
    /// Set when a thread unwinds: the others would wait for it forever.
    broken: std::sync::atomic::AtomicBool,
}

impl SpinBarrier {
    pub(crate) fn new() -> Self {
        SpinBarrier {
            arrived: std::sync::atomic::AtomicUsize::new(0),
            generation: std::sync::atomic::AtomicUsize::new(0),
            threads: std::sync::atomic::AtomicUsize::new(0),
            broken: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// A guard for one thread's work: if the thread panics, dropping the guard breaks the
    /// barrier, so that the threads waiting at it panic too instead of waiting forever (and
    /// the scope that started them passes the panic on).
    pub(crate) fn member(&self) -> Member<'_> {
        Member(self)
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
        self.spin_until(|| self.generation.load(Acquire) != generation);
    }

    /// Returns once `done()` holds (set by another thread of the count).
    pub(crate) fn spin_until(&self, done: impl Fn() -> bool) {
        let mut spins = 0u32;
        while !done() {
            assert!(
                !self.broken.load(std::sync::atomic::Ordering::Relaxed),
                "another thread of the count panicked"
            );
            if spins < 1 << 12 {
                spins += 1;
                std::hint::spin_loop();
            } else {
                std::thread::yield_now();
            }
        }
    }
}

/// See [`SpinBarrier::member`].
pub(crate) struct Member<'a>(&'a SpinBarrier);

impl Drop for Member<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0
                .broken
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}
