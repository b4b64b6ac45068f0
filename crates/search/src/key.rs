//! Keys: what a search stores a position under, up to the symmetries of its rules.
//!
//! A position and its images under the rules' symmetries are the same game, so a search
//! stores them once, under a **key**: one chosen image (the least, say). Some symmetries
//! also exchange the players (a transposed Domineering board turns vertical dominoes into
//! horizontal ones): the image is then the game with Left and Right exchanged, the negative.
//! [`Keyed`] carries that flag, so that a who-wins search reads the entry of the other player
//! and a value search negates the value it finds.
//!
//! The table ([`Table`](crate::Table)) keeps its entries in buckets of one cache line where
//! the key allows it: a key type names its bucket ([`Key::Bucket`]: [`Two`] slots for
//! a 16-byte key, [`Four`] for an 8-byte one).

use std::hash::Hash;

/// One entry of a table: a key and its data word (0 for an empty slot).
#[derive(Debug, Clone, Default)]
pub struct Slot<K> {
    pub(crate) key: K,
    pub(crate) data: u64,
}

/// The slots of one bucket: what a probe reads at once.
pub trait Bucket<K>: Default + Clone + Send {
    /// The slots.
    fn slots(&self) -> &[Slot<K>];
    /// The slots, to write.
    fn slots_mut(&mut self) -> &mut [Slot<K>];
}

/// A bucket of two slots in one cache line (64 bytes for keys of 16 bytes).
///
/// ```
/// assert_eq!(std::mem::size_of::<combgames_search::key::Two<u128>>(), 64);
/// ```
#[derive(Debug, Clone, Default)]
#[repr(align(64))]
pub struct Two<K>([Slot<K>; 2]);

/// A bucket of four slots, aligned to a cache line (one line for keys of 8 bytes).
///
/// ```
/// assert_eq!(std::mem::size_of::<combgames_search::key::Four<u64>>(), 64);
/// ```
#[derive(Debug, Clone, Default)]
#[repr(align(64))]
pub struct Four<K>([Slot<K>; 4]);

impl<K: Default + Clone + Send> Bucket<K> for Two<K> {
    #[inline]
    fn slots(&self) -> &[Slot<K>] {
        &self.0
    }
    #[inline]
    fn slots_mut(&mut self) -> &mut [Slot<K>] {
        &mut self.0
    }
}

impl<K: Default + Clone + Send> Bucket<K> for Four<K> {
    #[inline]
    fn slots(&self) -> &[Slot<K>] {
        &self.0
    }
    #[inline]
    fn slots_mut(&mut self) -> &mut [Slot<K>] {
        &mut self.0
    }
}

/// A key a table can store: compared exactly (never by a hash alone, so that two positions
/// are never confused), with the bucket its entries share and the bytes it holds on the heap.
///
/// ```
/// use combgames_search::Key;
/// assert_eq!(0u64.heap_bytes(), 0);
/// assert!(!<u128 as Key>::HEAP);
/// ```
pub trait Key: Clone + Eq + Hash + Default + Send + Sync {
    /// The bucket of this key's entries.
    type Bucket: Bucket<Self>;
    /// Whether keys hold bytes on the heap (a table then keeps part of its bytes for them).
    const HEAP: bool = false;
    /// The bytes this key holds on the heap, counted against the table's limit.
    fn heap_bytes(&self) -> usize {
        0
    }
}

impl Key for u64 {
    type Bucket = Four<u64>;
}

impl Key for u128 {
    type Bucket = Two<u128>;
}

/// A position's key up to the symmetries of its rules: the key, which symmetry gives it (for
/// the rules to translate moves between the position and the key; opaque to the search), and
/// whether that symmetry exchanges the players.
///
/// ```
/// use combgames_search::Keyed;
/// let k = Keyed::plain(7u64);
/// assert_eq!((k.key, k.symmetry, k.swaps), (7, 0, false));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Keyed<K> {
    /// The key.
    pub key: K,
    /// The symmetry that maps the position to its key, as the rules number them.
    pub symmetry: u8,
    /// Whether the key is the position with Left and Right exchanged.
    pub swaps: bool,
}

impl<K> Keyed<K> {
    /// The position itself as its key: no symmetry.
    pub fn plain(key: K) -> Self {
        Keyed {
            key,
            symmetry: 0,
            swaps: false,
        }
    }
}
