//! The positions some thread is searching now, so that another thread that meets one of them
//! searches its other moves first (Weill's "ABDADA", 1996): it usually finds the answer in
//! the table when it comes back. Striped: each stripe holds the few keys of the threads'
//! current lines that hash to it.

use std::hash::BuildHasher;
use std::sync::{Mutex, MutexGuard, PoisonError};

use combgames_base::hash::FastBuild;

/// The keys being searched, in stripes.
pub(crate) struct Busy<K> {
    stripes: Vec<Mutex<Vec<K>>>,
}

impl<K: Eq + std::hash::Hash> Busy<K> {
    const STRIPES: usize = 256;

    pub fn new() -> Busy<K> {
        Busy {
            stripes: (0..Self::STRIPES).map(|_| Mutex::new(Vec::new())).collect(),
        }
    }

    fn stripe(&self, key: &K) -> MutexGuard<'_, Vec<K>> {
        let hash = FastBuild::default().hash_one(key) >> 56;
        self.stripes[hash as usize % Self::STRIPES]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// A thread starts searching `key`.
    pub fn enter(&self, key: K) {
        let mut stripe = self.stripe(&key);
        stripe.push(key);
    }

    /// A thread is done with `key` (one entry of it, if two threads entered it).
    pub fn leave(&self, key: &K) {
        let mut stripe = self.stripe(key);
        if let Some(i) = stripe.iter().position(|k| k == key) {
            stripe.swap_remove(i);
        }
    }

    /// Whether some thread is searching `key`.
    pub fn contains(&self, key: &K) -> bool {
        self.stripe(key).contains(key)
    }
}

#[cfg(test)]
mod tests {
    use super::Busy;

    #[test]
    fn keys_enter_and_leave_one_at_a_time() {
        let busy = Busy::new();
        busy.enter(5u64);
        busy.enter(5u64);
        assert!(busy.contains(&5) && !busy.contains(&6));
        busy.leave(&5);
        assert!(busy.contains(&5));
        busy.leave(&5);
        busy.leave(&7);
        assert!(!busy.contains(&5));
    }
}
