//! The transposition table of the who-wins searches: a fixed number of bytes, in buckets of
//! one cache line, shared by the threads, with a replacement policy.
//!
//! An entry holds a key (compared exactly) and one data word: for each player to move,
//! whether that player wins, and the winning (or last tried) move in the key's frame; and the
//! size of the search that found it (the base-2 logarithm of its nodes). A probe reads one
//! bucket; a store writes into the key's slot if it is there, else into an empty slot, else
//! over the slot the [`Policy`] picks. A table is a cache: an entry it drops is searched
//! again, never answered wrongly.
//!
//! The buckets are locked in stripes (1024, fewer for a small table), so that threads share
//! the table with a lock each probe that is almost never contended.

use std::hash::BuildHasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use combgames_base::Player;
use combgames_base::hash::FastBuild;

use crate::key::{Bucket, Key, Slot};

/// The smallest table: 32 KiB. A smaller byte limit is refused.
///
/// ```
/// assert_eq!(combgames_search::MIN_TABLE_BYTES, 32 << 10);
/// ```
pub const MIN_TABLE_BYTES: u64 = 32 << 10;

/// Which entry a full bucket gives up for a new one.
///
/// ```
/// use combgames_search::Policy;
/// assert_eq!(Policy::default(), Policy::KeepLarger);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Policy {
    /// Overwrite the entry whose search took the fewest nodes (the "big" scheme that
    /// Breuker, Uiterwijk and van den Herik found best for Domineering, "Solving 8x8
    /// Domineering", 2000).
    #[default]
    KeepLarger,
    /// Overwrite the oldest entry of the bucket (the bucket keeps the latest stores).
    KeepNewest,
}

/// What a table knows of one key.
///
/// ```
/// let known = combgames_search::Known::default();
/// assert_eq!((known.wins, known.best), ([None; 2], [None; 2]));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Known {
    /// For Left and for Right to move (in the key's frame): whether that player wins.
    pub wins: [Option<bool>; 2],
    /// For Left and for Right to move: the winning (or last tried) move, as the rules code it.
    pub best: [Option<u8>; 2],
}

/// What a store did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    /// The key was new and took an empty slot.
    New,
    /// The key was there: its entry now holds the new answer too.
    Updated,
    /// The key was new and took the slot of another key, which is forgotten.
    Overwrote,
    /// The key was new and was not stored: its heap bytes would pass the table's limit.
    Skipped,
}

/// The index of a player's half of an entry.
pub(crate) fn side(player: Player) -> usize {
    match player {
        Player::Left => 0,
        Player::Right => 1,
    }
}

/// Bit 63 marks a slot in use (so that a used slot's data is never 0); bits 0-3 the wins
/// (known, then the value, for Left and then Right), bits 8-15 and 16-23 the best moves plus
/// one (0 for none), bits 24-31 the base-2 logarithm of the nodes the search took.
const USED: u64 = 1 << 63;

fn decode(data: u64) -> Known {
    let mut known = Known::default();
    for s in 0..2 {
        if data >> (2 * s) & 1 == 1 {
            known.wins[s] = Some(data >> (2 * s + 1) & 1 == 1);
        }
        let best = (data >> (8 + 8 * s)) & 0xff;
        known.best[s] = u8::try_from(best).ok().and_then(|b| b.checked_sub(1));
    }
    known
}

fn encode(known: Known, work: u32) -> u64 {
    let mut data = USED | u64::from(work.min(255)) << 24;
    for s in 0..2 {
        if let Some(win) = known.wins[s] {
            data |= (1 | u64::from(win) << 1) << (2 * s);
        }
        if let Some(best) = known.best[s] {
            data |= u64::from(best.saturating_add(1)) << (8 + 8 * s);
        }
    }
    data
}

fn work_of(data: u64) -> u32 {
    (data >> 24 & 0xff) as u32
}

/// Stripes of locks over the buckets.
const STRIPES: usize = 1024;

/// The transposition table: a power of two of buckets, in stripes.
///
/// ```
/// use combgames_base::Player;
/// use combgames_search::{Policy, Stored, Table};
/// let table: Table<u64> = Table::within(1 << 16, Policy::KeepLarger).unwrap();
/// assert_eq!(table.bytes(), 1 << 16);
/// assert_eq!(table.store(&42, Player::Left, true, Some(3), 100), Stored::New);
/// let known = table.probe(&42);
/// assert_eq!((known.wins[0], known.best[0], known.wins[1]), (Some(true), Some(3), None));
/// ```
pub struct Table<K: Key> {
    stripes: Vec<Mutex<Vec<K::Bucket>>>,
    stripe_bits: u32,
    buckets: usize,
    policy: Policy,
    /// The heap bytes the keys hold, and their limit.
    heap: AtomicU64,
    heap_limit: u64,
}

impl<K: Key> Table<K> {
    /// The bytes of one bucket.
    fn bucket_bytes() -> u64 {
        std::mem::size_of::<K::Bucket>() as u64
    }

    /// The slots of one bucket.
    fn ways() -> usize {
        K::Bucket::default().slots().len()
    }

    /// The bytes of one entry (its share of its bucket).
    ///
    /// ```
    /// use combgames_search::Table;
    /// assert_eq!(Table::<u128>::entry_bytes(), 32);
    /// assert_eq!(Table::<u64>::entry_bytes(), 16);
    /// ```
    pub fn entry_bytes() -> u64 {
        Self::bucket_bytes() / Self::ways().max(1) as u64
    }

    /// A table of at most `bytes` (the largest power of two of buckets within them, and at
    /// least those of [`MIN_TABLE_BYTES`]; for keys that hold heap bytes, half for the buckets
    /// and half for the keys' heap), or if the system cannot give the buckets, the largest
    /// half, quarter, ... of them it can. `None` below [`MIN_TABLE_BYTES`] or if the system
    /// gives not even the smallest table.
    ///
    /// Cost: the buckets are allocated and zeroed here.
    pub fn within(bytes: u64, policy: Policy) -> Option<Table<K>> {
        if bytes < MIN_TABLE_BYTES {
            return None;
        }
        let share = |bytes: u64| if K::HEAP { bytes / 2 } else { bytes };
        let fit = |bytes: u64| {
            let n = usize::try_from(share(bytes) / Self::bucket_bytes()).unwrap_or(usize::MAX);
            // The largest power of two of buckets within the bytes (at least one).
            1usize << (usize::BITS - 1 - n.max(1).leading_zeros())
        };
        // The smallest table's buckets: fewer are never allocated.
        let least = fit(MIN_TABLE_BYTES);
        let mut buckets = fit(bytes);
        'sizes: while buckets >= least {
            let stripes = STRIPES.min(buckets);
            let mut table = Vec::with_capacity(stripes);
            for _ in 0..stripes {
                let mut stripe = Vec::new();
                if stripe.try_reserve_exact(buckets / stripes).is_err() {
                    buckets /= 2;
                    continue 'sizes;
                }
                stripe.resize(buckets / stripes, K::Bucket::default());
                table.push(Mutex::new(stripe));
            }
            let bucket_bytes = buckets as u64 * Self::bucket_bytes();
            return Some(Table {
                stripes: table,
                stripe_bits: stripes.trailing_zeros(),
                buckets,
                policy,
                heap: AtomicU64::new(0),
                heap_limit: if K::HEAP {
                    bytes.saturating_sub(bucket_bytes)
                } else {
                    0
                },
            });
        }
        None
    }

    /// The bytes of the buckets (the table's allocation, bar the keys' heap bytes).
    pub fn bytes(&self) -> u64 {
        self.buckets as u64 * Self::bucket_bytes()
    }

    /// The entries the buckets hold at most.
    ///
    /// ```
    /// use combgames_search::{Policy, Table};
    /// let table: Table<u128> = Table::within(1 << 16, Policy::KeepLarger).unwrap();
    /// assert_eq!(table.capacity(), (1 << 16) / 32);
    /// ```
    pub fn capacity(&self) -> u64 {
        self.buckets as u64 * Self::ways() as u64
    }

    /// The heap bytes the stored keys hold now.
    pub fn heap_bytes(&self) -> u64 {
        self.heap.load(Ordering::Relaxed)
    }

    /// Runs `f` on the bucket of `key`, its stripe locked.
    #[inline]
    fn with_bucket<R>(&self, key: &K, f: impl FnOnce(&mut K::Bucket) -> R) -> R {
        let b = (hash(key) as usize) & (self.buckets - 1);
        let stripe = b & ((1 << self.stripe_bits) - 1);
        let mut buckets = self.stripes[stripe]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        f(&mut buckets[b >> self.stripe_bits])
    }

    /// What the table knows of `key` (nothing if it is not stored).
    #[inline]
    pub fn probe(&self, key: &K) -> Known {
        self.with_bucket(key, |bucket| {
            bucket
                .slots()
                .iter()
                .find(|s| s.data != 0 && s.key == *key)
                .map_or_else(Known::default, |s| decode(s.data))
        })
    }

    /// Records that `player` to move on `key` (in the key's frame) wins or not, with the move
    /// found (coded by the rules), after a search of `nodes` nodes.
    pub fn store(
        &self,
        key: &K,
        player: Player,
        win: bool,
        best: Option<u8>,
        nodes: u64,
    ) -> Stored {
        let work = 64 - nodes.leading_zeros();
        let s = side(player);
        self.with_bucket(key, |bucket| {
            let slots = bucket.slots_mut();
            if let Some(slot) = slots.iter_mut().find(|x| x.data != 0 && x.key == *key) {
                let mut known = decode(slot.data);
                known.wins[s] = Some(win);
                known.best[s] = best;
                slot.data = encode(known, work.max(work_of(slot.data)));
                return Stored::Updated;
            }
            let mut known = Known::default();
            known.wins[s] = Some(win);
            known.best[s] = best;
            let data = encode(known, work);
            let (i, outcome) = match slots.iter().position(|x| x.data == 0) {
                Some(i) => (i, Stored::New),
                None => (self.victim(slots), Stored::Overwrote),
            };
            if K::HEAP && !self.take_heap(key, &slots[i]) {
                return Stored::Skipped;
            }
            match self.policy {
                // The newest first: the slots shift down and the oldest falls off the end.
                Policy::KeepNewest => {
                    slots[..=i].rotate_right(1);
                    slots[0] = Slot {
                        key: key.clone(),
                        data,
                    };
                }
                Policy::KeepLarger => {
                    slots[i] = Slot {
                        key: key.clone(),
                        data,
                    };
                }
            }
            outcome
        })
    }

    /// Every entry whose search took at least `least_nodes` nodes: its key, what it knows,
    /// and a lower bound of its search's nodes (the power of two below them, as stored). For
    /// a search that hands what it learned to another process's table ([`learn`](Self::learn)).
    ///
    /// Cost: one pass over the buckets, each stripe locked in turn (the threads searching
    /// meanwhile wait at most for one stripe); the entries are cloned.
    ///
    /// ```
    /// use combgames_base::Player;
    /// use combgames_search::{Policy, Table};
    /// let table: Table<u64> = Table::within(1 << 16, Policy::KeepLarger).unwrap();
    /// table.store(&7, Player::Left, true, Some(2), 5000);
    /// table.store(&8, Player::Right, false, None, 10);
    /// let big = table.entries(1000);
    /// assert_eq!(big.len(), 1);
    /// assert_eq!((big[0].0, big[0].1.wins, big[0].2), (7, [Some(true), None], 4096));
    /// ```
    pub fn entries(&self, least_nodes: u64) -> Vec<(K, Known, u64)> {
        let mut found = Vec::new();
        for stripe in &self.stripes {
            let buckets = stripe.lock().unwrap_or_else(PoisonError::into_inner);
            for bucket in buckets.iter() {
                for slot in bucket.slots() {
                    if slot.data == 0 {
                        continue;
                    }
                    let nodes = match work_of(slot.data) {
                        0 => 0,
                        w => 1u64 << (w - 1).min(63),
                    };
                    if nodes >= least_nodes {
                        found.push((slot.key.clone(), decode(slot.data), nodes));
                    }
                }
            }
        }
        found
    }

    /// Takes in what another table knew of `key` ([`entries`](Self::entries)): each player's
    /// answer this table does not hold yet is stored, without a move, as a search of `nodes`
    /// nodes (so that the replacement policy weighs it as the search it saves). An answer
    /// already held is kept with its move. Returns whether anything was stored.
    ///
    /// ```
    /// use combgames_base::Player;
    /// use combgames_search::{Known, Policy, Table};
    /// let table: Table<u64> = Table::within(1 << 16, Policy::KeepLarger).unwrap();
    /// table.store(&7, Player::Left, true, Some(2), 50);
    /// let other = Known { wins: [Some(true), Some(false)], best: [Some(0), Some(1)] };
    /// assert!(table.learn(&7, other, 4096));
    /// assert_eq!(table.probe(&7).wins, [Some(true), Some(false)]);
    /// assert_eq!(table.probe(&7).best, [Some(2), None]);
    /// assert!(!table.learn(&7, other, 4096)); // nothing new
    /// ```
    pub fn learn(&self, key: &K, known: Known, nodes: u64) -> bool {
        let held = self.probe(key);
        let mut stored = false;
        for player in [Player::Left, Player::Right] {
            let s = side(player);
            if let (None, Some(win)) = (held.wins[s], known.wins[s]) {
                stored |= self.store(key, player, win, None, nodes) != Stored::Skipped;
            }
        }
        stored
    }

    /// The slot a full bucket gives up, by the policy.
    fn victim(&self, slots: &[Slot<K>]) -> usize {
        match self.policy {
            Policy::KeepLarger => {
                let mut least = 0;
                for (i, slot) in slots.iter().enumerate() {
                    if work_of(slot.data) < work_of(slots[least].data) {
                        least = i;
                    }
                }
                least
            }
            Policy::KeepNewest => slots.len() - 1,
        }
    }

    /// Moves the heap bytes of `old` (if in use) to `key`: false, changing nothing, if that
    /// would pass the limit.
    fn take_heap(&self, key: &K, old: &Slot<K>) -> bool {
        let freed = if old.data == 0 {
            0
        } else {
            old.key.heap_bytes() as u64
        };
        let needed = key.heap_bytes() as u64;
        let mut now = self.heap.load(Ordering::Relaxed);
        loop {
            let next = now - freed.min(now) + needed;
            if next > self.heap_limit {
                return false;
            }
            match self
                .heap
                .compare_exchange_weak(now, next, Ordering::Relaxed, Ordering::Relaxed)
            {
                Ok(_) => return true,
                Err(seen) => now = seen,
            }
        }
    }
}

/// The hash of a key: its bucket is taken from the low bits.
#[inline]
fn hash<K: Key>(key: &K) -> u64 {
    FastBuild::default().hash_one(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_keep_both_players() {
        let table: Table<u128> = Table::within(MIN_TABLE_BYTES, Policy::KeepLarger).unwrap();
        let key = (1u128 << 100) | 0x3039;
        assert_eq!(table.probe(&key), Known::default());
        assert_eq!(
            table.store(&key, Player::Left, true, Some(0), 1),
            Stored::New
        );
        let again = table.store(&key, Player::Right, false, None, 1 << 40);
        assert_eq!(again, Stored::Updated);
        let known = table.probe(&key);
        assert_eq!(known.wins, [Some(true), Some(false)]);
        assert_eq!(known.best, [Some(0), None]);
        assert_eq!(table.probe(&(key ^ 1)), Known::default());
        table.store(&key, Player::Left, true, Some(254), 3);
        assert_eq!(table.probe(&key).best[0], Some(254));
        // The empty board's key, 0, is a key like any other.
        table.store(&0, Player::Right, false, None, 1);
        assert_eq!(table.probe(&0).wins[1], Some(false));
    }

    /// Keys that share a bucket with `first`, found by trying.
    fn same_bucket<K: Key + From<u32>>(table: &Table<K>, first: &K, count: usize) -> Vec<K> {
        let b = hash(first) as usize & (table.buckets - 1);
        (2..1_000_000u32)
            .map(K::from)
            .filter(|k| hash(k) as usize & (table.buckets - 1) == b && k != first)
            .take(count)
            .collect()
    }

    #[test]
    fn entries_list_what_is_stored_and_learn_carries_it_over() {
        let table: Table<u64> = Table::within(1 << 20, Policy::KeepLarger).unwrap();
        // Few enough keys that no bucket overflows: every one is kept.
        for k in 0..500u64 {
            let player = if k % 3 == 0 {
                Player::Right
            } else {
                Player::Left
            };
            table.store(&k, player, k % 2 == 0, Some(1), k * k);
        }
        for least in [0, 1, 1000, 1 << 14, 1 << 20] {
            let mut listed: Vec<u64> = table.entries(least).iter().map(|e| e.0).collect();
            listed.sort_unstable();
            // The nodes kept are the power of two at or below k * k.
            let expected: Vec<u64> = (0..500u64)
                .filter(|&k| {
                    let kept = if k == 0 { 0 } else { 1 << (k * k).ilog2() };
                    kept >= least
                })
                .collect();
            assert_eq!(listed, expected, "at least {least}");
        }
        let other: Table<u64> = Table::within(1 << 20, Policy::KeepLarger).unwrap();
        for (key, known, nodes) in table.entries(0) {
            assert!(other.learn(&key, known, nodes));
            let got = other.probe(&key);
            assert_eq!(got.wins, known.wins);
            assert_eq!(got.best, [None; 2]);
        }
        assert!(
            table
                .entries(0)
                .iter()
                .all(|e| !other.learn(&e.0, e.1, e.2))
        );
    }

    #[test]
    fn a_full_bucket_keeps_the_larger_search() {
        let table: Table<u128> = Table::within(MIN_TABLE_BYTES, Policy::KeepLarger).unwrap();
        let first = 1u128;
        let same = same_bucket(&table, &first, 2);
        table.store(&first, Player::Left, true, None, 1 << 20);
        table.store(&same[0], Player::Left, false, None, 1);
        let third = table.store(&same[1], Player::Left, true, None, 2);
        assert_eq!(third, Stored::Overwrote);
        assert_eq!(table.probe(&first).wins[0], Some(true));
        assert_eq!(table.probe(&same[0]).wins[0], None);
        assert_eq!(table.probe(&same[1]).wins[0], Some(true));
    }

    #[test]
    fn a_full_bucket_keeps_the_newest_when_asked() {
        let table: Table<u64> = Table::within(MIN_TABLE_BYTES, Policy::KeepNewest).unwrap();
        let first = 1u64;
        let same = same_bucket(&table, &first, 4);
        table.store(&first, Player::Left, true, None, 1 << 30);
        for k in &same {
            table.store(k, Player::Left, false, None, 1);
        }
        assert_eq!(table.probe(&first).wins[0], None);
        assert!(same.iter().all(|k| table.probe(k).wins[0] == Some(false)));
    }

    #[test]
    fn sizes_are_powers_of_two_and_too_small_a_limit_is_refused() {
        assert!(Table::<u128>::within(MIN_TABLE_BYTES - 1, Policy::KeepLarger).is_none());
        let table = Table::<u128>::within(3 * MIN_TABLE_BYTES, Policy::KeepLarger).unwrap();
        assert_eq!(table.bytes(), 2 * MIN_TABLE_BYTES);
        assert_eq!(table.capacity(), 2 * MIN_TABLE_BYTES / 32);
    }

    /// A key with heap bytes: a string.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
    struct Text(String);

    impl Key for Text {
        type Bucket = crate::key::Four<Text>;
        const HEAP: bool = true;
        fn heap_bytes(&self) -> usize {
            self.0.capacity()
        }
    }

    /// A key of 48 bytes: three slots of a 192-byte bucket do not divide a power of two.
    #[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
    struct Wide([u64; 5], Option<String>);

    impl Key for Wide {
        type Bucket = crate::key::Four<Wide>;
        const HEAP: bool = true;
    }

    #[test]
    fn the_smallest_table_is_made_for_keys_of_any_size() {
        let table = Table::<Wide>::within(MIN_TABLE_BYTES, Policy::KeepLarger).unwrap();
        assert!(table.bytes() <= MIN_TABLE_BYTES / 2 && table.bytes() >= MIN_TABLE_BYTES / 4);
        assert_eq!(
            Table::<u64>::within(MIN_TABLE_BYTES, Policy::KeepLarger)
                .unwrap()
                .bytes(),
            MIN_TABLE_BYTES
        );
    }

    #[test]
    fn keys_on_the_heap_are_stored_within_the_limit() {
        let table: Table<Text> = Table::within(MIN_TABLE_BYTES, Policy::KeepLarger).unwrap();
        // Half the bytes for the buckets, half for the keys.
        assert_eq!(table.bytes(), MIN_TABLE_BYTES / 2);
        let big = Text("x".repeat(MIN_TABLE_BYTES as usize / 2 - 10));
        assert_eq!(table.store(&big, Player::Left, true, None, 1), Stored::New);
        let more = Text("y".repeat(20));
        assert_eq!(
            table.store(&more, Player::Left, true, None, 1),
            Stored::Skipped
        );
        assert_eq!(table.probe(&more), Known::default());
        assert_eq!(table.probe(&big).wins[0], Some(true));
        assert_eq!(table.heap_bytes(), big.0.capacity() as u64);
    }
}
