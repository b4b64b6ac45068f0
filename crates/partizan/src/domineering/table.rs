//! The outcome search's transposition table: a fixed array of two-entry buckets, keyed by a
//! board's empty cells (up to reflection), holding who wins with each player to move.
//!
//! Each entry is 24 bytes: the 128-bit key and one word of data; a bucket of two is aligned to
//! a cache line of 64 bytes (one memory access a probe), 32 bytes an entry in all. A full bucket
//! keeps the entry whose search took more nodes (the "big" replacement scheme that Breuker, Uiterwijk and van
//! den Herik found best for Domineering, "Solving 8x8 Domineering", 2000).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use combgames_base::Player;

/// Bytes of one entry, its share of the bucket's padding included.
pub(super) const ENTRY_BYTES: u64 = 32;

/// Two entries in one cache line.
#[derive(Clone, Copy, Default)]
#[repr(align(64))]
struct Bucket([[u64; 3]; 2]);

/// The fewest entries a table has (32 KiB): smaller limits are refused.
pub(super) const MIN_ENTRIES: usize = 1 << 10;

/// What the table knows of one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Known {
    /// For Left and Right to move: `Some(true)` if that player wins moving first.
    pub wins: [Option<bool>; 2],
    /// For Left and Right to move: a winning (or last tried) move, by its anchor cell in the
    /// key's orientation.
    pub best: [Option<u8>; 2],
}

/// Buckets are locked in stripes: the search's threads share the table, and a probe locks
/// one stripe (uncontended but for a collision of two threads on one of 1024 stripes).
const STRIPES: usize = 1024;

/// The table: a power of two of buckets, in [`STRIPES`] stripes (fewer for a small table).
pub(super) struct Table {
    stripes: Vec<Mutex<Vec<Bucket>>>,
    /// log2 of the stripes.
    stripe_bits: u32,
    buckets: usize,
    stored: AtomicU64,
}

fn side(player: Player) -> usize {
    match player {
        Player::Left => 0,
        Player::Right => 1,
    }
}

// Data word: bits 0-3 the wins (known and value for Left, then Right), bits 8-15 and 16-23
// the best moves plus one (0 for none), bits 24-31 the log2 of the nodes the search took.
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
    let mut data = u64::from(work.min(255)) << 24;
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

fn work_of(data: u64) -> u64 {
    data >> 24 & 0xff
}

impl Table {
    /// A table of at most `bytes` (a power of two of entries, at least [`MIN_ENTRIES`]); if
    /// the system cannot give that much, the largest half, quarter, ... it can give.
    pub fn within(bytes: u64) -> Option<Table> {
        let most = usize::try_from(bytes / ENTRY_BYTES).unwrap_or(usize::MAX);
        if most < MIN_ENTRIES {
            return None;
        }
        let mut len = 1usize << (usize::BITS - 1 - most.leading_zeros());
        'sizes: while len >= MIN_ENTRIES {
            let buckets = len / 2;
            let stripes = STRIPES.min(buckets);
            let mut table = Vec::with_capacity(stripes);
            for _ in 0..stripes {
                let mut stripe = Vec::new();
                if stripe.try_reserve_exact(buckets / stripes).is_err() {
                    len /= 2;
                    continue 'sizes;
                }
                stripe.resize(buckets / stripes, Bucket::default());
                table.push(Mutex::new(stripe));
            }
            return Some(Table {
                stripes: table,
                stripe_bits: stripes.trailing_zeros(),
                buckets,
                stored: AtomicU64::new(0),
            });
        }
        None
    }

    /// The bytes the table holds.
    pub fn bytes(&self) -> u64 {
        self.buckets as u64 * 2 * ENTRY_BYTES
    }

    /// How many entries were written (new boards, not updates).
    pub fn stored(&self) -> u64 {
        self.stored.load(Ordering::Relaxed)
    }

    /// Runs `f` on the bucket of `key`, its stripe locked.
    fn with_bucket<R>(&self, key: u128, f: impl FnOnce(&mut Bucket) -> R) -> R {
        let b = self.bucket(key);
        let stripe = b & ((1 << self.stripe_bits) - 1);
        let mut buckets = self.stripes[stripe]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        f(&mut buckets[b >> self.stripe_bits])
    }

    fn bucket(&self, key: u128) -> usize {
        // Fold the key and mix it (a multiply-xorshift), then take a bucket of two.
        let folded = (key as u64) ^ ((key >> 64) as u64).rotate_left(29);
        let mixed = folded.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let hash = mixed ^ (mixed >> 31);
        (hash as usize) & (self.buckets - 1)
    }

    fn matches(entry: &[u64; 3], key: u128) -> bool {
        entry[2] != 0 && entry[0] == key as u64 && entry[1] == (key >> 64) as u64
    }

    /// What the table knows of `key`.
    pub fn get(&self, key: u128) -> Known {
        self.with_bucket(key, |bucket| {
            bucket
                .0
                .iter()
                .find(|e| Table::matches(e, key))
                .map_or_else(Known::default, |e| decode(e[2]))
        })
    }

    /// Records that `player` to move on `key` wins (or not), with the move found, after a
    /// search of `nodes` nodes.
    pub fn put(&self, key: u128, player: Player, win: bool, best: Option<u8>, nodes: u64) {
        let work = 64 - nodes.leading_zeros();
        let new = self.with_bucket(key, |bucket| {
            Table::put_in(&mut bucket.0, key, player, win, best, work)
        });
        if new {
            self.stored.fetch_add(1, Ordering::Relaxed);
        }
    }

    /// Writes into one bucket; true if the board is new to it.
    fn put_in(
        bucket: &mut [[u64; 3]; 2],
        key: u128,
        player: Player,
        win: bool,
        best: Option<u8>,
        work: u32,
    ) -> bool {
        let s = side(player);
        if let Some(entry) = bucket.iter_mut().find(|e| Table::matches(e, key)) {
            let mut known = decode(entry[2]);
            known.wins[s] = Some(win);
            known.best[s] = best;
            let work = work.max(u32::try_from(work_of(entry[2])).unwrap_or(255));
            entry[2] = encode(known, work);
            return false;
        }
        // A new board: an empty slot, else the slot whose search was smaller.
        let i = usize::from(work_of(bucket[0][2]) > work_of(bucket[1][2]));
        let mut known = Known::default();
        known.wins[s] = Some(win);
        known.best[s] = best;
        bucket[i] = [key as u64, (key >> 64) as u64, encode(known, work)];
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_keep_both_players() {
        let table = Table::within(MIN_ENTRIES as u64 * ENTRY_BYTES).unwrap();
        let key = (1u128 << 100) | 0x3039;
        assert_eq!(table.get(key), Known::default());
        table.put(key, Player::Left, true, Some(0), 1);
        table.put(key, Player::Right, false, None, 1 << 40);
        let known = table.get(key);
        assert_eq!(known.wins, [Some(true), Some(false)]);
        assert_eq!(known.best, [Some(0), None]);
        assert_eq!(table.get(key ^ 1), Known::default());
        table.put(key, Player::Left, true, Some(254), 3);
        assert_eq!(table.get(key).best[0], Some(254));
        assert_eq!(table.stored(), 1);
    }

    #[test]
    fn a_full_bucket_keeps_the_larger_search() {
        let table = Table::within(MIN_ENTRIES as u64 * ENTRY_BYTES).unwrap();
        // Three keys in one bucket: find them by trying.
        let first = 1u128;
        let b = table.bucket(first);
        let same: Vec<u128> = (2..1_000_000u128)
            .filter(|&k| table.bucket(k) == b)
            .take(2)
            .collect();
        table.put(first, Player::Left, true, None, 1 << 20);
        table.put(same[0], Player::Left, false, None, 1);
        table.put(same[1], Player::Left, true, None, 2);
        assert_eq!(table.get(first).wins[0], Some(true));
        assert_eq!(table.get(same[0]).wins[0], None);
        assert_eq!(table.get(same[1]).wins[0], Some(true));
    }

    #[test]
    fn too_small_a_limit_is_refused() {
        assert!(Table::within(MIN_ENTRIES as u64 * ENTRY_BYTES - 1).is_none());
        let table = Table::within(3 * MIN_ENTRIES as u64 * ENTRY_BYTES).unwrap();
        assert_eq!(table.bytes(), 2 * MIN_ENTRIES as u64 * ENTRY_BYTES);
    }
}
