//! Who wins a Domineering board, by search, where the canonical form is out of reach.
//!
//! The search asks one question of a board `B` and a player `P` to move: does `P` win? `P`
//! wins iff some move of `P` leads to a board that the opponent, to move, loses. It answers
//! it depth first, with the shortcuts of the game-solving literature on Domineering
//! (Breuker, Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000; Bullock,
//! "Domineering: solving large combinatorial search spaces", 2002):
//!
//! - **A transposition table** keyed by the board up to its reflections, with both players'
//!   answers (and the winning move) per board ([`table`](super::table)).
//! - **Safe moves.** A cell with no empty neighbour across `P`'s direction can never be
//!   covered by the opponent. If `P` has `s` disjoint moves on such cells and the opponent
//!   can make at most `m` more moves in any play (a largest matching along its lines, which
//!   only shrinks), then `P` to move wins when `s > m` (it needs `m + 1` moves, playing only
//!   safe ones), and loses when the opponent's safe moves are at least `P`'s most moves.
//! - **Move ordering**: the table's winning move first, then by the board each move leaves:
//!   the cells each player keeps for itself, and the moves each player has.
//! - **Symmetry**: reflections keep the game; on a square board a transposition swaps the
//!   players, so Left moving first on a board and Right moving first on its transpose share
//!   one entry.
//! - A board where one player has no move is decided at once.
//! - **Threads** share the table; near the root a thread leaves for last the moves to boards
//!   another thread is searching (Weill's ABDADA, 1996).
//!
//! Every answer is exact: the shortcuts are theorems, not heuristics; the tests hold the
//! search equal to the canonical forms on every board up to 4x4 with blocked cells.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, PoisonError};

use combgames_base::{Exceeded, Needed, Player, Resource, cores, in_parts, interrupt, memory};

use super::Domineering;
use super::geometry::{Geometry, key_player};
use super::table::{ENTRY_BYTES, MIN_ENTRIES, Table};
use super::word::Word;
use crate::{Error, OutcomeClass};

/// The default node limit of the outcome search: `2^36` boards visited (hours of search; the
/// 8x8 board takes far fewer).
///
/// ```
/// assert_eq!(combgames_partizan::domineering::DEFAULT_OUTCOME_NODES, 1 << 36);
/// ```
pub const DEFAULT_OUTCOME_NODES: u64 = 1 << 36;

/// The default size of the outcome search's transposition table: 1 GiB.
///
/// ```
/// assert_eq!(combgames_partizan::domineering::DEFAULT_OUTCOME_BYTES, 1 << 30);
/// ```
pub const DEFAULT_OUTCOME_BYTES: u64 = 1 << 30;

/// The limits of an [`OutcomeSolver`]: boards visited, and the bytes of its table (the
/// search's only large allocation; its stack holds at most 65 boards).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutcomeLimits {
    /// The most boards the search visits before it gives up ([`Error::Exceeded`], steps).
    pub nodes: u64,
    /// The most bytes of the transposition table: 32 bytes an entry (two to a 64-byte
    /// bucket), a power of two of entries, at least 32 KiB. The table is allocated (and
    /// zeroed) in full when the solver is made, so this is its size, not a ceiling it grows
    /// to, and never more than seven eighths of what the system can still give
    /// ([`combgames_base::memory::available`]) nor two entries for each board the node limit
    /// allows.
    pub bytes: u64,
    /// The threads that search (at most the machine's cores; 0 and 1 search on the calling
    /// thread alone). They share the table and search the same question; near the root, a
    /// thread leaves for later the moves to boards another thread is searching, and finds
    /// their answers in the table when it comes back to them (Weill's "ABDADA", 1996).
    pub threads: usize,
}

impl OutcomeLimits {
    /// Limits that suit `board`: the default node limit, one thread, and a table of
    /// `2^(e/2 - 3)` entries for `e` empty cells (the boards searched grow about as `2^(e/2)`
    /// on the rectangles measured, and each is stored at most once), between 32 KiB and
    /// `most_bytes`: small boards need no gigabyte.
    ///
    /// ```
    /// use combgames_partizan::Domineering;
    /// use combgames_partizan::domineering::OutcomeLimits;
    /// let small = OutcomeLimits::for_board(&Domineering::empty(4, 4).unwrap(), 1 << 30);
    /// assert_eq!(small.bytes, 32 << 10);
    /// let large = OutcomeLimits::for_board(&Domineering::empty(8, 8).unwrap(), 1 << 30);
    /// assert_eq!(large.bytes, 1 << 30);
    /// ```
    #[must_use]
    pub fn for_board(board: &Domineering, most_bytes: u64) -> OutcomeLimits {
        let smallest = MIN_ENTRIES as u64 * ENTRY_BYTES;
        let bytes = 1u64
            .checked_shl((board.empty.count_ones() / 2).saturating_sub(3))
            .map_or(u64::MAX, |entries| entries.saturating_mul(ENTRY_BYTES));
        OutcomeLimits {
            bytes: bytes.min(most_bytes).max(smallest),
            ..OutcomeLimits::default()
        }
    }
}

impl Default for OutcomeLimits {
    /// [`DEFAULT_OUTCOME_NODES`], [`DEFAULT_OUTCOME_BYTES`], one thread.
    fn default() -> Self {
        OutcomeLimits {
            nodes: DEFAULT_OUTCOME_NODES,
            bytes: DEFAULT_OUTCOME_BYTES,
            threads: 1,
        }
    }
}

/// The outcome search of one board, with its table kept between questions (the answers for
/// Left and for Right moving first share most of their boards).
///
/// ```
/// use combgames_partizan::{Domineering, OutcomeClass};
/// use combgames_partizan::domineering::{OutcomeLimits, OutcomeSolver};
/// use combgames_partizan::rulesets::Player;
/// let board = Domineering::empty(5, 5).unwrap();
/// let limits = OutcomeLimits { nodes: 1 << 24, bytes: 1 << 20, threads: 2 };
/// let mut solver = OutcomeSolver::new(&board, limits).unwrap();
/// // Lachmann, Moore and Rapaport: the 5x5 board is a second-player win.
/// assert_eq!(solver.wins_moving_first(Player::Left), Ok(false));
/// assert_eq!(solver.outcome(), Ok(OutcomeClass::Previous));
/// assert!(solver.nodes() > 0 && solver.table_bytes() <= 1 << 20);
/// ```
pub struct OutcomeSolver {
    /// Rows and columns.
    dims: (usize, usize),
    start: u128,
    table: Table,
    /// Boards visited, by all threads.
    nodes: AtomicU64,
    limit: u64,
    threads: usize,
}

/// Why a thread's search stopped without an answer.
enum Halt {
    /// Another thread answered first.
    Answered,
    /// A limit or an interrupt.
    Failed(Error),
}

impl From<Exceeded> for Halt {
    fn from(e: Exceeded) -> Self {
        Halt::Failed(e.into())
    }
}

/// The table's bytes before rounding: `limits.bytes`, but no more than two entries a board the
/// node limit allows (a search stores at most one entry a board visited) and no more than
/// seven eighths of the memory the system can still give (a table the allocator grants but
/// the machine cannot hold would be zeroed into the out-of-memory kill).
fn table_bytes(limits: OutcomeLimits, available: Option<u64>) -> u64 {
    let smallest = MIN_ENTRIES as u64 * ENTRY_BYTES;
    let useful = limits.nodes.saturating_mul(2).saturating_mul(ENTRY_BYTES);
    let bytes = limits.bytes.min(useful.max(smallest));
    available.map_or(bytes, |free| bytes.min(free / 8 * 7))
}

impl OutcomeSolver {
    /// A search of `board` within `limits`. The table is allocated here: `limits.bytes`
    /// rounded down to a power of two of entries, or less if the system cannot give it (no
    /// more than seven eighths of [`memory::available`]).
    ///
    /// # Errors
    /// [`Error::Exceeded`] (bytes) if `limits.bytes` is below the smallest table, 32 KiB.
    pub fn new(board: &Domineering, limits: OutcomeLimits) -> Result<Self, Error> {
        let smallest = MIN_ENTRIES as u64 * ENTRY_BYTES;
        Exceeded::check(Resource::Bytes, smallest, limits.bytes)?;
        let bytes = table_bytes(limits, memory::available());
        // The limit allows a table but the system gives none: refused as a limit of 0.
        let table = Table::within(bytes).ok_or(Exceeded {
            resource: Resource::Bytes,
            needed: Needed::Estimate(smallest),
            allowed: 0,
        })?;
        Ok(OutcomeSolver {
            dims: board.dims(),
            start: board.empty,
            table,
            nodes: AtomicU64::new(0),
            limit: limits.nodes,
            threads: limits.threads.clamp(1, cores()),
        })
    }

    /// Whether `first`, moving first, wins.
    ///
    /// Cost: the boards visited, each `O(rows + cols)` word operations, a probe of the table
    /// and a sort of its moves; counted against the node limit across all questions asked of
    /// this solver (with several threads, in batches of 256 boards a thread, so a search may
    /// stop up to that many boards a thread before the limit).
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps) past the node limit; [`Error::Interrupted`].
    pub fn wins_moving_first(&mut self, first: Player) -> Result<bool, Error> {
        let (rows, cols) = self.dims;
        match rows * cols {
            0 => Ok(false),
            1..=64 => self.search(
                &Geometry::<u64>::new(rows, cols),
                u64::narrow(self.start),
                first,
            ),
            _ => self.search(&Geometry::<u128>::new(rows, cols), self.start, first),
        }
    }

    /// The search on every thread; the first answer.
    fn search<W: Word>(&self, geo: &Geometry<W>, e: W, first: Player) -> Result<bool, Error> {
        let answered = AtomicBool::new(false);
        let busy = Busy::new();
        let batch = if self.threads == 1 { 1 } else { 256 };
        let answers = in_parts(0..self.threads, self.threads, |_thread| {
            let mut search = Search {
                table: &self.table,
                nodes: &self.nodes,
                limit: self.limit,
                answered: &answered,
                batch,
                pending: 0,
                seen: 0,
                busy: (self.threads > 1).then_some(&busy),
            };
            let answer = search.wins(geo, e, first, 0);
            search.flush();
            match answer {
                Ok(win) => {
                    answered.store(true, Ordering::Relaxed);
                    Ok(Some(win))
                }
                Err(Halt::Answered) => Ok(None),
                Err(Halt::Failed(error)) => {
                    // The others stop too (an interrupt is seen on the calling thread only).
                    answered.store(true, Ordering::Relaxed);
                    Err(error)
                }
            }
        });
        match answers {
            Ok(answers) => Ok(answers.into_iter().flatten().next().unwrap_or(false)),
            Err(error) => Err(error),
        }
    }

    /// Who wins: [`OutcomeClass::Left`] if Left wins whoever starts, `Right`, `Next` (the
    /// first player) or `Previous` (the second).
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn outcome(&mut self) -> Result<OutcomeClass, Error> {
        let left_first = self.wins_moving_first(Player::Left)?;
        let right_first = self.wins_moving_first(Player::Right)?;
        Ok(match (left_first, right_first) {
            (true, false) => OutcomeClass::Left,
            (false, true) => OutcomeClass::Right,
            (true, true) => OutcomeClass::Next,
            (false, false) => OutcomeClass::Previous,
        })
    }

    /// The boards visited so far, by all threads.
    pub fn nodes(&self) -> u64 {
        self.nodes.load(Ordering::Relaxed)
    }

    /// The bytes of the transposition table (the search's memory, bar a few KiB of stack a
    /// thread).
    pub fn table_bytes(&self) -> u64 {
        self.table.bytes()
    }

    /// The boards written to the table so far (a full table overwrites the smaller searches).
    pub fn stored(&self) -> u64 {
        self.table.stored()
    }
}

/// The boards some thread is searching now, so that another thread at the same kind of board
/// searches other moves first (the "ABDADA" way of sharing a search: Weill, 1996). Striped:
/// each stripe holds the few boards of the threads' current lines that hash to it.
struct Busy {
    stripes: Vec<Mutex<Vec<u128>>>,
}

impl Busy {
    const STRIPES: usize = 256;

    fn new() -> Busy {
        Busy {
            stripes: (0..Busy::STRIPES).map(|_| Mutex::new(Vec::new())).collect(),
        }
    }

    fn stripe(&self, key: u128) -> std::sync::MutexGuard<'_, Vec<u128>> {
        let folded = (key as u64) ^ ((key >> 64) as u64);
        let hash = folded.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 56;
        self.stripes[hash as usize % Busy::STRIPES]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    fn enter(&self, key: u128) {
        self.stripe(key).push(key);
    }

    fn leave(&self, key: u128) {
        let mut stripe = self.stripe(key);
        if let Some(i) = stripe.iter().position(|&k| k == key) {
            stripe.swap_remove(i);
        }
    }

    fn contains(&self, key: u128) -> bool {
        self.stripe(key).contains(&key)
    }
}

/// Boards this close to the root (moves played) share their work between threads; deeper ones
/// are searched by each thread alone (their subtrees cost less than the checks).
const SHARED_DEPTH: u32 = 8;

/// One thread's search.
struct Search<'a> {
    table: &'a Table,
    /// The boards visited by all threads, and their limit.
    nodes: &'a AtomicU64,
    limit: u64,
    /// Set when a thread has answered (or failed): the others stop.
    answered: &'a AtomicBool,
    /// Boards counted at once into `nodes`, and those not yet counted.
    batch: u64,
    pending: u64,
    /// The boards this thread visited.
    seen: u64,
    /// The boards being searched by some thread (`None` for one thread).
    busy: Option<&'a Busy>,
}

impl Search<'_> {
    /// Adds the pending boards to the shared count.
    fn flush(&mut self) {
        self.nodes.fetch_add(self.pending, Ordering::Relaxed);
        self.pending = 0;
    }

    /// Counts one board: refuses past the limit, stops once another thread has answered, and
    /// reads the interrupt every 4096 boards.
    fn visit(&mut self) -> Result<(), Halt> {
        if self.pending + 1 == self.batch {
            let before = self.nodes.fetch_add(self.batch, Ordering::Relaxed);
            self.pending = 0;
            if before + self.batch > self.limit {
                // Not counted: the count stays within the limit.
                self.nodes.fetch_sub(self.batch, Ordering::Relaxed);
                self.nodes.fetch_max(self.limit, Ordering::Relaxed);
                return Err(Exceeded::ran_out(Resource::Steps, self.limit).into());
            }
            if self.answered.load(Ordering::Relaxed) {
                return Err(Halt::Answered);
            }
        } else {
            self.pending += 1;
        }
        self.seen += 1;
        if self.seen.trailing_zeros() >= 12 {
            interrupt::check().map_err(|e| Halt::Failed(e.into()))?;
        }
        Ok(())
    }

    fn wins<W: Word>(
        &mut self,
        geo: &Geometry<W>,
        e: W,
        mover: Player,
        depth: u32,
    ) -> Result<bool, Halt> {
        let before = self.seen;
        self.visit()?;
        let other = mover.other();
        let mine = geo.moves(e, mover);
        if mine == W::ZERO {
            return Ok(false);
        }
        if geo.moves(e, other) == W::ZERO {
            return Ok(true);
        }
        if geo.safe_moves(e, mover) > geo.max_moves(e, other) {
            return Ok(true);
        }
        if geo.safe_moves(e, other) >= geo.max_moves(e, mover) {
            return Ok(false);
        }
        let (key, sym) = geo.canonical(e);
        let key = key.wide();
        let keyed = key_player(sym, mover);
        let known = self.table.get(key);
        let s = usize::from(keyed == Player::Right);
        if let Some(win) = known.wins[s] {
            return Ok(win);
        }
        let hint = known.best[s].map(|a| geo.board_anchor(u32::from(a), sym, mover));
        let mut order = [0u32; 128];
        let len = ordered_moves(geo, e, mover, mine, hint, &mut order);
        let busy = self.busy.filter(|_| depth < SHARED_DEPTH);
        if let Some(busy) = busy {
            busy.enter(key);
        }
        let found = self.first_win(geo, e, mover, depth, &order[..len], busy);
        if let Some(busy) = busy {
            busy.leave(key);
        }
        let found = found?;
        let best = found.and_then(|anchor| u8::try_from(geo.key_anchor(anchor, sym, mover)).ok());
        self.table
            .put(key, keyed, found.is_some(), best, self.seen - before);
        Ok(found.is_some())
    }

    /// The first of the moves `order` that wins for `mover` on `e`. With other threads, a move
    /// (after the first) to a board another thread is searching waits until the rest are done.
    fn first_win<W: Word>(
        &mut self,
        geo: &Geometry<W>,
        e: W,
        mover: Player,
        depth: u32,
        order: &[u32],
        busy: Option<&Busy>,
    ) -> Result<Option<u32>, Halt> {
        let mut deferred = [0u32; 128];
        let mut waiting = 0;
        for (i, &packed) in order.iter().enumerate() {
            let anchor = packed & 0xff;
            let child = e & !geo.domino(anchor, mover);
            if let Some(busy) = busy {
                if i > 0 && busy.contains(geo.canonical(child).0.wide()) {
                    deferred[waiting] = anchor;
                    waiting += 1;
                    continue;
                }
            }
            if !self.wins(geo, child, mover.other(), depth + 1)? {
                return Ok(Some(anchor));
            }
        }
        for &anchor in &deferred[..waiting] {
            let child = e & !geo.domino(anchor, mover);
            if !self.wins(geo, child, mover.other(), depth + 1)? {
                return Ok(Some(anchor));
            }
        }
        Ok(None)
    }
}

/// `mover`'s moves `mine` on `e`, best first, into `order` (each `score << 8 | anchor`);
/// returns how many. The table's move comes first; the others by the board they leave: the
/// cells each player keeps for itself (twice) and the moves each player has, the mover's
/// counted for and the opponent's against.
fn ordered_moves<W: Word>(
    geo: &Geometry<W>,
    e: W,
    mover: Player,
    mine: W,
    hint: Option<u32>,
    order: &mut [u32; 128],
) -> usize {
    let other = mover.other();
    let mut len = 0;
    let mut rest = mine;
    while rest != W::ZERO {
        let anchor = rest.trailing_zeros();
        rest = rest.without_lowest();
        let child = e & !geo.domino(anchor, mover);
        // Each count is at most 128: the score stays within 16 bits.
        let kept = 128 + geo.protected(child, mover).count_ones()
            - geo.protected(child, other).count_ones();
        let mobility =
            128 + geo.moves(child, mover).count_ones() - geo.moves(child, other).count_ones();
        let score = if hint == Some(anchor) {
            0xffff
        } else {
            2 * kept + mobility
        };
        order[len] = score << 8 | anchor;
        len += 1;
    }
    order[..len].sort_unstable_by(|a, b| b.cmp(a));
    len
}

impl Domineering {
    /// Who wins this board, by the outcome search ([`OutcomeSolver`]) with the default
    /// limits: the answer for boards whose canonical form is out of reach.
    ///
    /// # Errors
    /// As for [`OutcomeSolver::new`] and [`OutcomeSolver::outcome`].
    ///
    /// ```
    /// use combgames_partizan::{Domineering, OutcomeClass};
    /// // The 2x2 board: whoever places a domino blocks the other (published: +-1).
    /// assert_eq!(Domineering::empty(2, 2).unwrap().outcome(), Ok(OutcomeClass::Next));
    /// ```
    pub fn outcome(&self) -> Result<OutcomeClass, Error> {
        let limits = OutcomeLimits::for_board(self, DEFAULT_OUTCOME_BYTES);
        OutcomeSolver::new(self, limits)?.outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::{OutcomeLimits, table_bytes};

    /// A caller's limits are met by no more than the system can give, nor the node limit can
    /// fill (without allocating: the sizes alone).
    #[test]
    fn the_table_is_never_larger_than_the_system_can_give() {
        let huge = OutcomeLimits {
            nodes: u64::MAX,
            bytes: u64::MAX,
            threads: 1,
        };
        assert_eq!(table_bytes(huge, Some(8 << 30)), 7 << 30);
        assert_eq!(table_bytes(huge, None), u64::MAX);
        let few = OutcomeLimits { nodes: 100, ..huge };
        assert_eq!(table_bytes(few, Some(8 << 30)), 32 << 10);
        let small = OutcomeLimits {
            bytes: 1 << 20,
            ..huge
        };
        assert_eq!(table_bytes(small, Some(8 << 30)), 1 << 20);
        // Less free memory than the smallest table: the solver then has none to make.
        assert_eq!(table_bytes(small, Some(1 << 14)), 14 << 10);
    }
}
