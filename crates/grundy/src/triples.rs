//! Splits into three heaps by rows of pair values (hexadecimal codes).
//!
//! A move of a hexadecimal code may leave three heaps `a + b + c = m`; the plain scan examines
//! every such triple, about `m^2 / 12` of them a heap, so `n` heaps cost about `n^3 / 36`.
//! Here the values of the splits of `k` into two heaps,
//!
//! ```text
//! P(k) = { g(b) ^ g(k - b) : 1 <= b <= k / 2 },
//! ```
//!
//! are kept as a bitset for each `k` (a *row*, built once from `k / 2` pairs). Every triple has
//! a least part `1 <= a <= m / 3`, and the other two parts are a split of `m - a` in two, so
//!
//! ```text
//! v is the value of a split of m into three  <=>  v ^ g(a) in P(m - a) for some 1 <= a <= m / 3,
//! ```
//!
//! `m / 3` bit tests for one candidate `v` (a split with any `a` in `1..=m - 2` is a witness
//! too). The mex of a heap needs the full `m / 3` tests (no split reaches it); a candidate
//! below it is reached, and almost always by the same part `a` as at the last heap that asked
//! (its *witness*), or a neighbour of it: those are tried first. The rows are stored 64 to a
//! chunk, word `j` of the 64 rows side by side, so that the tests of one candidate for
//! consecutive `a` read consecutive words while `(v ^ g(a)) / 64` stays the same.
//!
//! Cost: `n^2 / 4` pairs for the rows of heaps up to `n`, and per heap `m / 3` tests for the
//! mex and a few for each smaller value (`0x.8` to `10^5` heaps: `2.5 * 10^9` pairs and about
//! `4.5 * 10^9` tests, against `2.8 * 10^13` triples for the plain scan). Memory: a row of `k`
//! takes a power of two of bits above every value so far (`0x.8`, whose values grow as `n / 3`:
//! 86 MB peak resident for `10^5` heaps, rows included); the rows stop at the byte limit and
//! the plain scan goes on without them.

use crate::store::Value;

/// Rows to a chunk.
const CHUNK: usize = 64;

/// Neighbours of the witness tried before the full scan, after the witness moved by its last
/// drift.
const PROBES: [isize; 7] = [0, 1, -1, 2, -2, 3, -3];

/// Rows `64 c .. 64 c + 63`: word `j` of row `k` at `words[64 j + k % 64]`.
#[derive(Debug, Clone, Default)]
struct Chunk {
    /// Words a row.
    width: usize,
    words: Vec<u64>,
}

/// The rows `P(0), P(1), ...` and the witnesses of the values reached.
#[derive(Debug, Clone, Default)]
pub(crate) struct Triples {
    chunks: Vec<Chunk>,
    /// Rows `0..rows` are built.
    rows: usize,
    /// `witness[v]`: the least part of the last split into three found to reach `v`.
    witness: Vec<u32>,
    /// `drift[v]`: how far the witness of `v` moved when it last moved.
    drift: Vec<i8>,
    bytes: u64,
    /// The most bytes the rows and witnesses may take.
    pub(crate) budget: u64,
}

impl Triples {
    /// Builds the rows `self.rows..upto`, each wide enough for values below `bits` (a power of
    /// two above every value of the heaps below `upto - 1`), and the witnesses of values below
    /// `bits`. Returns the pairs examined, or `None` if the budget does not allow it (the
    /// caller then drops the rows).
    pub(crate) fn grow<V: Value>(&mut self, upto: usize, values: &[V], bits: usize) -> Option<u64> {
        if self.witness.len() < bits {
            let more = bits - self.witness.len();
            self.take(more as u64 * 5)?;
            // Exact, so that the bytes counted are the bytes held.
            self.witness.reserve_exact(more);
            self.drift.reserve_exact(more);
            self.witness.resize(bits, 1);
            self.drift.resize(bits, 0);
        }
        let width = bits.div_ceil(64);
        let mut work = 0u64;
        while self.rows < upto {
            let row = self.rows;
            let index = row / CHUNK;
            if index == self.chunks.len() {
                self.take(std::mem::size_of::<Chunk>() as u64)?;
                self.chunks.push(Chunk::default());
            }
            if self.chunks[index].width < width {
                let more = ((width - self.chunks[index].width) * CHUNK * 8) as u64;
                self.take(more)?;
                let chunk = &mut self.chunks[index];
                // Word-major: a wider chunk only adds words at the end.
                if chunk.words.is_empty() {
                    // Zeroed pages are left to the system until written.
                    chunk.words = vec![0; width * CHUNK];
                } else {
                    chunk.words.reserve_exact(width * CHUNK - chunk.words.len());
                    chunk.words.resize(width * CHUNK, 0);
                }
                chunk.width = width;
            }
            let words = &mut self.chunks[index].words;
            let lane = row % CHUNK;
            // Neighbouring pairs mostly land in one word: gathered before it is written, so
            // that the writes do not wait on each other.
            let (mut at, mut pending) = (lane, 0u64);
            for (b, &first) in values.iter().enumerate().take(row / 2 + 1).skip(1) {
                let pair = (first.into() ^ values[row - b].into()) as usize;
                let at_word = (pair / 64) * CHUNK + lane;
                if at_word != at {
                    words[at] |= pending;
                    (at, pending) = (at_word, 0);
                }
                pending |= 1 << (pair % 64);
            }
            words[at] |= pending;
            work += (row / 2) as u64;
            self.rows += 1;
        }
        Some(work)
    }

    /// Adds `more` bytes to the count, if the budget allows.
    fn take(&mut self, more: u64) -> Option<()> {
        let total = self.bytes.checked_add(more)?;
        (total <= self.budget).then(|| self.bytes = total)
    }

    /// Whether `w` is in `P(k)` (row `k` built).
    #[inline]
    fn contains(&self, k: usize, w: u32) -> bool {
        let chunk = &self.chunks[k / CHUNK];
        let j = (w / 64) as usize;
        j < chunk.width && chunk.words[j * CHUNK + k % CHUNK] >> (w % 64) & 1 == 1
    }

    /// Whether `v` is the value of a split into three of some `m` in `ms` (each at least 3,
    /// rows built up to `m - 1`, `v` below the `bits` of the last [`grow`](Self::grow));
    /// adds the bit tests to `work`.
    pub(crate) fn reaches<V: Value>(
        &mut self,
        v: u32,
        ms: &[usize],
        g: &[V],
        work: &mut u64,
    ) -> bool {
        let vi = v as usize;
        let (witness, drift) = (self.witness[vi] as usize, isize::from(self.drift[vi]));
        let guess = witness.wrapping_add_signed(drift);
        for &m in ms {
            for a in
                std::iter::once(guess).chain(PROBES.iter().map(|&d| witness.wrapping_add_signed(d)))
            {
                // Any least part works here: a >= 1 and two heaps left of m - a.
                if a >= 1 && a <= m - 2 {
                    *work += 1;
                    if self.contains(m - a, v ^ g[a].into()) {
                        self.found(vi, witness, a);
                        return true;
                    }
                }
            }
        }
        for &m in ms {
            if let Some(a) = self.scan(v, m, g, work) {
                self.found(vi, witness, a);
                return true;
            }
        }
        false
    }

    /// The least `1 <= a <= m / 3` with `v ^ g(a)` in `P(m - a)`, chunk by chunk; adds the
    /// tests to `work`.
    fn scan<V: Value>(
        &self,
        value: u32,
        size: usize,
        values: &[V],
        work: &mut u64,
    ) -> Option<usize> {
        let last = size / 3;
        let mut from = 1;
        while from <= last {
            // Rows size - from down to the chunk's first, within this chunk.
            let row = size - from;
            let chunk = &self.chunks[row / CHUNK];
            let stop = (from + row % CHUNK).min(last);
            for (offset, &least) in values[from..=stop].iter().enumerate() {
                let target = value ^ least.into();
                let column = (target / 64) as usize;
                let lane = (row - offset) % CHUNK;
                if column < chunk.width
                    && chunk.words[column * CHUNK + lane] >> (target % 64) & 1 == 1
                {
                    *work += offset as u64 + 1;
                    return Some(from + offset);
                }
            }
            *work += (stop + 1 - from) as u64;
            from = stop + 1;
        }
        None
    }

    /// Records `a` as the witness of `v`, and its move from `witness`.
    fn found(&mut self, v: usize, witness: usize, a: usize) {
        // Parts are heaps, below u32::MAX (checked before any computation).
        self.witness[v] = a as u32;
        let drift = if a >= witness {
            i8::try_from(a - witness)
        } else {
            i8::try_from(witness - a).map(|d| -d)
        };
        self.drift[v] = drift.unwrap_or(0);
    }
}

/// The splits into three of one heap, candidate by candidate: by the rows while they are kept
/// and cost no more than the plain scan here, else every triple at once (by the caller).
pub(crate) struct HeapSplits<'a> {
    rows: Option<&'a mut Triples>,
    /// The sizes `m = heap - i` to split, each at least 3.
    pub(crate) sizes: Vec<usize>,
    /// The plain scan's triples at this heap.
    plain: u64,
    /// The rows' bit tests so far.
    pub(crate) work: u64,
    /// The candidate no split reaches, once tested.
    refuted: usize,
}

impl<'a> HeapSplits<'a> {
    pub(crate) fn new(rows: Option<&'a mut Triples>, sizes: Vec<usize>) -> Self {
        let plain = sizes.iter().map(|&m| (m as u64 * m as u64 + 6) / 12).sum();
        HeapSplits {
            rows: rows.filter(|_| !sizes.is_empty()),
            sizes,
            plain,
            work: 0,
            refuted: usize::MAX,
        }
    }

    /// Whether the rows answer at this heap (else the caller marks every triple at once).
    pub(crate) fn by_rows(&self) -> bool {
        self.rows.is_some()
    }

    /// Whether some split reaches the candidate `v` (below the table of marks).
    pub(crate) fn reaches<V: Value>(&mut self, v: usize, g: &[V]) -> bool {
        if v == self.refuted {
            return false;
        }
        let Some(rows) = self.rows.as_mut() else {
            return false;
        };
        let reached = rows.reaches(v as u32, &self.sizes, g, &mut self.work);
        if !reached {
            self.refuted = v;
        }
        reached
    }

    /// Once the rows' tests pass the plain scan's triples at this heap, the rows give way: the
    /// caller then marks every triple at once.
    pub(crate) fn give_way(&mut self) -> bool {
        let costly = self.rows.is_some() && self.work > self.plain;
        if costly {
            self.rows = None;
        }
        costly
    }
}
