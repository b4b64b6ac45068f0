//! The rare-value method, heap by heap, over a lean store of values.

use combgames_base::{Meter, Resource};

use crate::blocks::{self, ANSWERED, BLOCK, Blocks, VALUES};
use crate::store::Value;
use crate::triples::{HeapSplits, Triples};
use crate::{Error, OctalGame};

/// Values below `2^MASK_BITS` take part in choosing the mask; higher bits are always in it.
const MASK_BITS: u32 = 10;

/// The most rare heaps kept before heap `len`: `len / 4 + 64` (with their values, at most
/// `6 (len / 4 + 64)` bytes).
/// With more, the rare list would cost more than half the plain scan of most heaps, so the
/// plain scan is used and the list dropped.
pub(crate) fn rare_cap(len: usize) -> usize {
    len / 4 + 64
}

/// The sizes `heap - i` of at least `least` for the takes `i`: what a move leaves to split.
fn sizes(takes: &[usize], heap: usize, least: usize) -> Vec<usize> {
    takes
        .iter()
        .filter_map(|&i| heap.checked_sub(i).filter(|&m| m >= least))
        .collect()
}

/// Whether the extension stopped because a value does not fit the store's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Grown {
    /// Every heap asked for was computed.
    Done,
    /// The value of the next heap does not fit: the store must be widened.
    Spill,
}

/// Extends `g(0..)` heap by heap with the rare-value method (`docs/octal-games.md`).
///
/// **Common and rare values.** Fix a mask `m` (all bits above the largest value seen when it
/// is chosen, and above bit 10, are set) and call a value *common* if `v & m` has an odd
/// number of one bits, *rare* otherwise. The parity of `popcount(x & m)` is additive under
/// xor, so a common value is the xor of two heaps' values only when exactly one of the two is
/// rare. In the games people compute, for the right mask, rare values occur at few heaps, so:
///
/// 1. every pair with a rare member is examined: for each rare heap `r < h` and each split
///    `h = r + (h - r)`, `O(rare heaps)` pairs, which yields every reachable common value;
/// 2. pairs `(a, h - a)` are then examined for `a = 1, 2, ...` only until the smallest value
///    not yet reached is common: that value cannot be reached by the pairs left (they would need
///    a rare member, all seen in step 1), so it is the mex.
///
/// If the rare heaps ever cost more than the plain scan, the plain scan is used: any mask
/// gives the right values, a good one only gives them faster. The mask is chosen (and the rare
/// list rebuilt) at heaps `32, 64, 128, ...` as the one with the fewest rare heaps so far; a
/// mask with more than [`rare_cap`] rare heaps is not used.
pub(crate) struct Extender<V> {
    leave_none: Vec<usize>,
    leave_one: Vec<usize>,
    leave_two: Vec<usize>,
    leave_three: Vec<usize>,
    pub(crate) values: Vec<V>,
    /// `stamp[v] == h` once value `v` is known reachable from heap `h`.
    stamp: Vec<u32>,
    rare: Vec<u32>,
    /// The values of the rare heaps, `rare_values[k] = g(rare[k])`.
    rare_values: Vec<V>,
    mask: u32,
    next_mask_choice: usize,
    /// The rare pairs in blocks, once they pay ([`crate::blocks`]).
    blocks: Option<Blocks>,
    /// The largest heap room is reserved for.
    reserve: usize,
    /// Blocks are used from this heap on, with at least this many rare heaps
    /// ([`blocks::MIN_HEAP`], [`blocks::MIN_RARE`]; lower in tests).
    block_from: (usize, usize),
    /// Heaps whose rare pairs were answered by a block (for tests and reports).
    pub(crate) blocked_heaps: u64,
    /// The last block's work, and what the rare pairs one by one would have cost: blocks that
    /// cost more are paused for `pause` blocks, a pause doubling each time (up to 256).
    block_cost: (u64, u64),
    pause: (usize, usize),
    /// Steps spent, against the computation's limit.
    pub(crate) steps: Meter,
    /// The rows of pair values for splits into three ([`crate::triples`]); `None` for octal
    /// codes, and once the rows would pass their budget (the plain scan then).
    triples: Option<Triples>,
    /// Splits in two leave two *unequal* heaps (Grundy's game): the pair `(m/2, m/2)` is no
    /// option. Blocks are not used then.
    unequal: bool,
}

impl<V: Value> Extender<V> {
    /// An extender holding `g(0) = 0`, with room reserved for heaps up to `n` (memory is
    /// touched only as values are written; if the room cannot be had at once the values grow
    /// as they come).
    pub(crate) fn new(game: &OctalGame, limit: u64, n: usize) -> Self {
        let mut values = Vec::new();
        let _ = values.try_reserve_exact(n.saturating_add(1));
        values.push(Self::narrow(0).unwrap_or_else(|| unreachable!("0 fits every store")));
        Extender {
            leave_none: game.takes_with(1),
            leave_one: game.takes_with(2),
            leave_two: game.takes_with(4),
            leave_three: game.takes_with(8),
            values,
            stamp: vec![0; 2],
            rare: Vec::new(),
            rare_values: Vec::new(),
            // Every value rare: the plain scan, until a mask is chosen.
            mask: 0,
            next_mask_choice: 32,
            blocks: None,
            reserve: n,
            block_from: (blocks::MIN_HEAP, blocks::MIN_RARE),
            blocked_heaps: 0,
            block_cost: (0, 0),
            pause: (0, 1),
            steps: Meter::new(Resource::Steps, limit),
            triples: (!game.takes_with(8).is_empty()).then(Triples::default),
            unequal: false,
        }
    }

    /// The same extender for a game whose splits in two leave unequal heaps (Grundy's game:
    /// the code `4.` without the split into halves).
    pub(crate) fn unequal_splits(mut self) -> Self {
        self.unequal = true;
        self
    }

    /// Lets the rows of splits into three take at most `bytes` (a budget, not an allocation).
    pub(crate) fn set_row_budget(&mut self, bytes: u64) {
        if let Some(t) = &mut self.triples {
            t.budget = bytes;
        }
    }

    /// Builds the rows of pair values that splits of `heap` into three read, or drops them
    /// (the plain scan) if they would pass their budget.
    fn grow_rows(&mut self, heap: usize) -> Result<(), Error> {
        let Some(t) = &mut self.triples else {
            return Ok(());
        };
        let Some(&least) = self.leave_three.first() else {
            return Ok(());
        };
        // Splits of m = heap - least into three read rows up to m - 1.
        let upto = heap.saturating_sub(least);
        if let Some(work) = t.grow(upto, &self.values, self.stamp.len()) {
            self.spend(work)
        } else {
            self.triples = None;
            Ok(())
        }
    }

    fn narrow(v: u32) -> Option<V> {
        V::try_from(v).ok()
    }

    #[inline]
    fn g(values: &[V], heap: usize) -> u32 {
        values[heap].into()
    }

    fn is_common(&self, v: u32) -> bool {
        (v & self.mask).count_ones() % 2 == 1
    }

    /// Spends `steps`, and looks at the interrupt installed on this thread each time the
    /// total passes a multiple of `2^16` ([`combgames_base::interrupt`]).
    fn spend(&mut self, steps: u64) -> Result<(), Error> {
        let before = self.steps.used();
        self.steps.spend(steps)?;
        if before >> 16 != self.steps.used() >> 16 {
            combgames_base::interrupt::check()?;
        }
        Ok(())
    }

    /// Computes values up to heap `n` (nothing if already there), or stops at the first value
    /// that does not fit `V`.
    pub(crate) fn extend_to(&mut self, n: usize) -> Result<Grown, Error> {
        while self.values.len() <= n {
            let heap = self.values.len();
            if heap == self.next_mask_choice {
                self.choose_mask()?;
                self.next_mask_choice = heap.saturating_mul(2);
            }
            if heap % BLOCK == 0 {
                self.start_block(heap)?;
            }
            self.grow_rows(heap)?;
            let value = self.value_of(heap)?;
            let Some(stored) = Self::narrow(value) else {
                return Ok(Grown::Spill);
            };
            if value as usize >= self.stamp.len() {
                self.stamp
                    .resize((value as usize + 1).next_power_of_two(), 0);
            }
            if !self.is_common(value) {
                self.push_rare(heap, stored);
            }
            if let Some(blocks) = &mut self.blocks {
                blocks.push(heap, value);
            }
            self.values.push(stored);
        }
        Ok(Grown::Done)
    }

    /// Starts the block from `heap` (a multiple of [`BLOCK`]): its answers when blocks pay
    /// (a mask, [`blocks::MIN_RARE`] rare heaps or more, heaps from [`blocks::MIN_HEAP`]).
    fn start_block(&mut self, heap: usize) -> Result<(), Error> {
        if heap >= blocks::MAX_HEAP {
            // The bitsets' memory is bounded by the heaps they cover.
            self.blocks = None;
            return Ok(());
        }
        // The last block against the rare pairs one by one: a block that cost more pauses blocks.
        let (spent, instead) = std::mem::take(&mut self.block_cost);
        if spent > instead {
            self.pause = (self.pause.1, (self.pause.1 * 2).min(256));
        } else if spent > 0 {
            self.pause.1 = 1;
        }
        let paused = self.pause.0 > 0;
        self.pause.0 = self.pause.0.saturating_sub(1);
        let pays = self.mask != 0
            && !self.unequal
            && !paused
            && heap >= self.block_from.0
            && self.rare.len() >= self.block_from.1
            && !self.leave_two.is_empty();
        if !pays {
            if let Some(blocks) = &mut self.blocks {
                blocks.stop();
            }
            return Ok(());
        }
        let blocks = self.blocks.get_or_insert_with(|| {
            Blocks::new(
                self.values.iter().map(|&v| v.into()),
                self.values.len(),
                self.reserve,
            )
        });
        let mask = self.mask;
        let common: Vec<u32> = (0..ANSWERED as u32)
            .filter(|&c| (c & mask).count_ones() % 2 == 1)
            .collect();
        let work = blocks.begin(
            heap,
            &self.rare,
            &self.rare_values,
            &self.leave_two,
            &common,
        );
        self.block_cost.0 += work;
        self.spend(work)
    }

    /// Adds a rare heap, or drops the rare method when the list passes [`rare_cap`]: the
    /// list's capacity never passes the cap either.
    fn push_rare(&mut self, heap: usize, value: V) {
        let cap = rare_cap(heap);
        if self.rare.len() >= cap {
            self.mask = 0;
            self.rare = Vec::new();
            self.rare_values = Vec::new();
            if let Some(blocks) = &mut self.blocks {
                blocks.stop();
            }
            return;
        }
        if self.rare.len() == self.rare.capacity() {
            let more = self.rare.len().max(64).min(cap - self.rare.len());
            self.rare.reserve_exact(more);
            self.rare_values.reserve_exact(more);
        }
        // Heaps are below u32::MAX (checked before any computation).
        self.rare.push(heap as u32);
        self.rare_values.push(value);
    }

    /// Marks `v` as reachable from `heap`, growing the table of marks to a power of two above
    /// every value (the xor of values below `2^b` stays below `2^b`).
    #[inline]
    fn mark(stamp: &mut Vec<u32>, v: u32, heap: u32) {
        let v = v as usize;
        if v >= stamp.len() {
            stamp.resize((v + 1).next_power_of_two(), 0);
        }
        stamp[v] = heap;
    }

    /// Marks the values of the options that leave no heap or one heap.
    fn mark_other_options(&mut self, heap: usize, h: u32) {
        let g = &self.values;
        let stamp = &mut self.stamp;
        for &i in &self.leave_none {
            if i == heap {
                Self::mark(stamp, 0, h);
            }
        }
        for &i in &self.leave_one {
            if i < heap {
                Self::mark(stamp, Self::g(g, heap - i), h);
            }
        }
    }

    /// Marks the values of every split of each `m` of `ms` into three heaps (the plain scan);
    /// returns the triples examined.
    fn mark_triples(g: &[V], stamp: &mut Vec<u32>, ms: &[usize], h: u32) -> u64 {
        let mut work = 0u64;
        for &m in ms {
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    Self::mark(
                        stamp,
                        Self::g(g, a) ^ Self::g(g, b) ^ Self::g(g, m - a - b),
                        h,
                    );
                    work += 1;
                }
            }
        }
        work
    }

    fn value_of(&mut self, heap: usize) -> Result<u32, Error> {
        let h = u32::try_from(heap).map_err(|_| Error::SequenceValueTooLarge(heap))?;
        self.mark_other_options(heap, h);
        let g = &self.values;
        let stamp = &mut self.stamp;
        // Splits into three: sizes m = heap - i >= 3, by the rows while they are kept (a
        // candidate at a time), else all at once.
        let mut three = HeapSplits::new(self.triples.as_mut(), sizes(&self.leave_three, heap, 3));
        let mut work = if three.by_rows() {
            0
        } else {
            Self::mark_triples(g, stamp, &three.sizes, h)
        };
        // The splits in two: sizes m = heap - i >= 2.
        let splits = sizes(&self.leave_two, heap, 2);
        let plain_cost: u64 = splits.iter().map(|&m| (m / 2) as u64).sum();
        let rare_cost = (self.rare.len() * splits.len()) as u64;
        let use_rare = self.mask != 0 && rare_cost < plain_cost / 2;
        // In a block, the rare heaps of the block part are answered for the small common values
        // by the block; the others are examined here.
        let block = self.blocks.as_ref().filter(|b| use_rare && b.covers(heap));
        let in_block = block.is_some();
        self.blocked_heaps += u64::from(in_block);
        let rare = Rare {
            heaps: &self.rare,
            values: &self.rare_values,
            g,
            splits: &splits,
            h,
            unequal: self.unequal,
        };
        let mut complete = true;
        if use_rare {
            if let Some(b) = block {
                work += (rare.mark_outside(b, stamp) * splits.len()) as u64;
                complete = false;
            } else {
                rare.mark_all(stamp);
                work += rare_cost;
            }
        }
        let mut mex = 0usize;
        let mut next = 1usize;
        let half = splits.iter().max().map_or(0, |&m| m / 2);
        loop {
            while mex < stamp.len()
                && (stamp[mex] == h
                    || block.is_some_and(|b| b.reaches(mex, heap))
                    || three.reaches(mex, g))
            {
                mex += 1;
            }
            if three.give_way() {
                work += Self::mark_triples(g, stamp, &three.sizes, h);
                continue;
            }
            let mex32 = u32::try_from(mex).map_err(|_| Error::SequenceValueTooLarge(heap))?;
            if next > half {
                break;
            }
            let common = (mex32 & self.mask).count_ones() % 2 == 1;
            if use_rare && common && (complete || mex < ANSWERED) {
                // Every pair that could reach the common candidate was examined (or, below
                // ANSWERED, answered by the block).
                break;
            }
            // Any other candidate: every split's pairs at once, bit-sliced, unless examining the
            // block part's rare heaps one by one (which decides every common candidate) costs
            // less.
            let sliced = block.filter(|b| {
                !(use_rare
                    && common
                    && ((b.rare_at_start * splits.len()) as u64) < Blocks::slice_cost(&splits))
            });
            if let Some(b) = sliced {
                let (reached, cost) = b.splits_reach(&splits, mex32);
                work += cost;
                match reached {
                    Some(true) => {
                        Self::mark(stamp, mex32, h);
                        continue;
                    }
                    // No split reaches the candidate, and nothing else did: it is the mex.
                    Some(false) => break,
                    None => {}
                }
            }
            if use_rare && common {
                // A common candidate of ANSWERED or more: the block part's pairs one by one.
                if let Some(b) = block {
                    work += rare.mark_block_part(b, stamp);
                }
                complete = true;
                continue;
            }
            // A block of pairs between two looks at the mex.
            let end = (next + 16).min(half + 1);
            for a in next..end {
                for &m in &splits {
                    if 2 * a < m || (2 * a == m && !rare.unequal) {
                        Self::mark(stamp, Self::g(g, a) ^ Self::g(g, m - a), h);
                    }
                }
            }
            work += ((end - next) * splits.len()) as u64;
            next = end;
        }
        if in_block {
            self.block_cost.0 += work;
            self.block_cost.1 += rare_cost;
        }
        let spent = work + three.work + 1;
        self.spend(spent)?;
        u32::try_from(mex).map_err(|_| Error::SequenceValueTooLarge(heap))
    }

    /// Chooses the mask with the fewest rare heaps so far and rebuilds the rare list; a mask
    /// whose rare heaps pass [`rare_cap`] is not used (the plain scan instead).
    fn choose_mask(&mut self) -> Result<(), Error> {
        let top = self.values.iter().map(|&v| v.into()).max().unwrap_or(0);
        let bits = (32 - top.leading_zeros()).min(MASK_BITS);
        let mut counts = vec![0u64; 1 << MASK_BITS];
        // Heaps with values of 2^MASK_BITS or more: by their low bits and the parity above.
        let mut high_counts = vec![[0u64; 2]; 1 << MASK_BITS];
        for &v in &self.values[1..] {
            let v: u32 = v.into();
            if v < (1 << MASK_BITS) {
                counts[v as usize] += 1;
            } else {
                let low = (v & ((1 << MASK_BITS) - 1)) as usize;
                high_counts[low][((v >> MASK_BITS).count_ones() % 2) as usize] += 1;
            }
        }
        let above = !((1u32 << bits) - 1);
        let mut best = (u64::MAX, self.mask);
        for low in 1..(1u32 << bits) {
            let mask = low | above;
            let mut rare = 0u64;
            for (v, &count) in counts.iter().enumerate() {
                if count > 0 && (v as u32 & mask).count_ones() % 2 == 0 {
                    rare += count;
                }
            }
            for (v, parities) in high_counts.iter().enumerate() {
                let low_parity = (v as u32 & mask).count_ones() % 2;
                for (p, &count) in parities.iter().enumerate() {
                    // Bits from MASK_BITS up are all in the mask.
                    if (low_parity + p as u32) % 2 == 0 {
                        rare += count;
                    }
                }
            }
            if rare < best.0 {
                best = (rare, mask);
            }
        }
        self.spend((1u64 << bits) * (1 << MASK_BITS) / 64 + self.values.len() as u64)?;
        let len = self.values.len();
        if best.0 > rare_cap(len) as u64 {
            self.mask = 0;
            self.rare = Vec::new();
            self.rare_values = Vec::new();
        } else if best.1 != self.mask {
            self.mask = best.1;
            let mask = self.mask;
            let mut rare = Vec::new();
            rare.reserve_exact(best.0 as usize);
            rare.extend(
                (1..len)
                    .filter(|&h| (Self::g(&self.values, h) & mask).count_ones() % 2 == 0)
                    .map(|h| h as u32),
            );
            let mut rare_values = Vec::new();
            rare_values.reserve_exact(rare.len());
            rare_values.extend(rare.iter().map(|&r| self.values[r as usize]));
            self.rare = rare;
            self.rare_values = rare_values;
        }
        Ok(())
    }
}

/// The rare heaps and what marking their pairs at one heap needs.
struct Rare<'a, V> {
    heaps: &'a [u32],
    values: &'a [V],
    g: &'a [V],
    splits: &'a [usize],
    h: u32,
    /// Skip the split into halves.
    unequal: bool,
}

impl<V: Value> Rare<'_, V> {
    /// Marks the nim-sums of the pairs of the `k`-th rare heap with its partners, one per split.
    /// Every xor of values lies below the table's length, a power of two above them.
    fn mark(&self, k: usize, stamp: &mut [u32]) {
        let top = stamp.len() - 1;
        let r = self.heaps[k] as usize;
        let w: u32 = self.values[k].into();
        for &m in self.splits {
            if r < m && !(self.unequal && 2 * r == m) {
                let v = w ^ self.g[m - r].into();
                debug_assert!(v as usize <= top, "the table of marks covers every xor");
                stamp[v as usize & top] = self.h;
            }
        }
    }

    /// Marks the nim-sums of the pairs of the rare heaps a block leaves to be examined one by
    /// one (below [`BLOCK`], with values of [`VALUES`] or more, found since the block began);
    /// returns how many.
    fn mark_outside(&self, block: &Blocks, stamp: &mut [u32]) -> usize {
        self.mark_range(0, block.below_block, stamp);
        for &k in &block.scalar {
            self.mark(k as usize, stamp);
        }
        self.mark_range(block.rare_at_start, self.heaps.len(), stamp);
        block.below_block + block.scalar.len() + self.heaps.len() - block.rare_at_start
    }

    /// Marks the nim-sums of the pairs of the block part's rare heaps that the block answers
    /// only for small common values (from [`BLOCK`] on, values below [`VALUES`]); returns the
    /// pairs counted.
    fn mark_block_part(&self, block: &Blocks, stamp: &mut [u32]) -> u64 {
        for k in 0..block.rare_at_start {
            let w: u32 = self.values[k].into();
            if self.heaps[k] as usize >= BLOCK && (w as usize) < VALUES {
                self.mark(k, stamp);
            }
        }
        (block.rare_at_start * self.splits.len()) as u64
    }

    /// Marks the nim-sums of the pairs of every rare heap (split by split, partners read in
    /// order).
    fn mark_all(&self, stamp: &mut [u32]) {
        self.mark_range(0, self.heaps.len(), stamp);
    }

    /// Marks the nim-sums of the pairs of the rare heaps `lo..hi` of the list.
    fn mark_range(&self, lo: usize, hi: usize, stamp: &mut [u32]) {
        let top = stamp.len() - 1;
        let (heaps, values) = (&self.heaps[lo..hi], &self.values[lo..hi]);
        for &m in self.splits {
            let below = heaps.partition_point(|&r| (r as usize) < m);
            let partners = &self.g[..m];
            for (&r, &w) in heaps[..below].iter().zip(&values[..below]) {
                if self.unequal && 2 * r as usize == m {
                    continue;
                }
                let v = w.into() ^ partners[m - r as usize].into();
                debug_assert!(v as usize <= top, "the table of marks covers every xor");
                stamp[v as usize & top] = self.h;
            }
        }
    }
}

impl Extender<u32> {
    /// The extender of a narrower store, its values widened (the spill): the rest of the
    /// state carries over.
    pub(crate) fn widen<N: Value>(narrow: Extender<N>, n: usize) -> Self {
        let mut values = Vec::new();
        if values
            .try_reserve_exact(n.saturating_add(1).max(narrow.values.len()))
            .is_err()
        {
            values.reserve_exact(narrow.values.len());
        }
        values.extend(narrow.values.iter().map(|&v| v.into()));
        Extender {
            leave_none: narrow.leave_none,
            leave_one: narrow.leave_one,
            leave_two: narrow.leave_two,
            leave_three: narrow.leave_three,
            values,
            stamp: narrow.stamp,
            rare_values: narrow.rare_values.iter().map(|&v| v.into()).collect(),
            rare: narrow.rare,
            mask: narrow.mask,
            next_mask_choice: narrow.next_mask_choice,
            blocks: narrow.blocks,
            reserve: narrow.reserve,
            block_from: narrow.block_from,
            blocked_heaps: narrow.blocked_heaps,
            block_cost: narrow.block_cost,
            pause: narrow.pause,
            steps: narrow.steps,
            triples: narrow.triples,
            unequal: narrow.unequal,
        }
    }
}

#[cfg(test)]
#[path = "extender_tests.rs"]
mod tests;
