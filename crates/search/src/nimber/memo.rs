//! The memo of a nimber search: the nimbers found, by key, shared by its threads.

use std::collections::HashMap;
use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, MutexGuard, PoisonError};

use combgames_base::hash::FastBuild;
use combgames_base::{Exceeded, Resource};

/// Locks held apart: two threads rarely want the same one.
const SHARDS: usize = 64;

/// The nimbers found, in shards behind locks (a lock each lookup, almost never contended),
/// with the count held against a limit, and the nimbers found but not yet handed to the
/// search's sink.
pub(crate) struct Memo<K> {
    shards: Box<[Mutex<HashMap<K, u32, FastBuild>>]>,
    hasher: FastBuild,
    len: AtomicU64,
    limit: u64,
    /// Found nimbers waiting for the sink (kept only while `collect` is set).
    pending: Mutex<Vec<(K, u32)>>,
}

/// A lock, whatever a panicking thread left: the maps hold only whole entries.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<K: std::hash::Hash + Eq + Clone> Memo<K> {
    /// An empty memo of at most `limit` nimbers.
    pub(crate) fn new(limit: u64) -> Self {
        Memo {
            shards: (0..SHARDS).map(|_| Mutex::default()).collect(),
            hasher: FastBuild::default(),
            len: AtomicU64::new(0),
            limit,
            pending: Mutex::new(Vec::new()),
        }
    }

    fn shard(&self, key: &K) -> MutexGuard<'_, HashMap<K, u32, FastBuild>> {
        // The high bits pick the shard: the map inside uses the low ones.
        let hash = self.hasher.hash_one(key);
        lock(&self.shards[(hash >> 58) as usize % SHARDS])
    }

    /// The nimber held for `key`.
    #[inline]
    pub(crate) fn get(&self, key: &K) -> Option<u32> {
        self.shard(key).get(key).copied()
    }

    /// Holds `nimber` for `key`; with `found`, queues it for the sink too.
    pub(crate) fn insert(&self, key: K, nimber: u32, found: bool) -> Result<(), Exceeded> {
        let mut shard = self.shard(&key);
        if !shard.contains_key(&key) {
            if self.len.fetch_add(1, Ordering::Relaxed) >= self.limit {
                self.len.fetch_sub(1, Ordering::Relaxed);
                return Err(Exceeded::ran_out(Resource::Items, self.limit));
            }
            if found {
                lock(&self.pending).push((key.clone(), nimber));
            }
        }
        shard.insert(key, nimber);
        Ok(())
    }

    /// The nimbers held.
    pub(crate) fn len(&self) -> usize {
        usize::try_from(self.len.load(Ordering::Relaxed)).unwrap_or(usize::MAX)
    }

    /// The nimbers found and not yet taken, in the order found.
    pub(crate) fn take_found(&self) -> Vec<(K, u32)> {
        std::mem::take(&mut *lock(&self.pending))
    }
}
