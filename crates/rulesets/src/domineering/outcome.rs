//! Who wins a Domineering board, by the search core's who-wins search, where the canonical
//! form is out of reach.
//!
//! The rules the search is given (the search itself, its table, threads and limits are the
//! core's), with the shortcuts of the game-solving literature on Domineering (Breuker,
//! Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000; Bullock, "Domineering:
//! solving large combinatorial search spaces", 2002):
//!
//! - **Verdicts.** A player with no move loses; a player who has a move when the opponent has
//!   none wins (cells only fill up). **Safe moves:** a cell with no empty neighbour across
//!   `P`'s direction can never be covered by the opponent. If `P` has `s` disjoint moves on
//!   such cells and the opponent can make at most `m` more moves in any play (a largest
//!   matching along its lines, which only shrinks), then `P` to move wins when `s > m` (it
//!   needs `m + 1` moves, playing only safe ones), and loses when the opponent's safe moves
//!   are at least `P`'s most moves.
//! - **Keys**: the least of the board's images under the reflections; on a square board also
//!   the transpositions, which exchange the players, so Left moving first on a board and Right
//!   moving first on its transpose share one entry.
//! - **Move ordering**: the table's winning move first, then by the board each move leaves:
//!   the cells each player keeps for itself, and the moves each player has.
//!
//! Every answer is exact: the shortcuts are theorems, not heuristics; the tests hold the
//! search equal to the canonical forms on every board up to 4x4 with blocked cells.

use combgames_base::{Limits, Player};
use combgames_search::{Key, Keyed, Progress, Rules, Stats, Table, Verdict, WinSearch};

use super::Domineering;
use super::geometry::Geometry;
use super::word::Word;
use crate::{Error, OutcomeClass};

/// The default node limit of the outcome search: `2^36` boards visited (hours of search; the
/// 8x8 board takes far fewer).
///
/// ```
/// assert_eq!(combgames_rulesets::domineering::DEFAULT_OUTCOME_NODES, 1 << 36);
/// ```
pub const DEFAULT_OUTCOME_NODES: u64 = 1 << 36;

/// The default size of the outcome search's transposition table: 1 GiB.
///
/// ```
/// assert_eq!(combgames_rulesets::domineering::DEFAULT_OUTCOME_BYTES, 1 << 30);
/// ```
pub const DEFAULT_OUTCOME_BYTES: u64 = 1 << 30;

/// The rules of a `rows x cols` board held in a word `W` (`u64` up to 64 cells, `u128`
/// beyond: the narrower word halves the work of each operation and the table's entries).
struct Board<W> {
    geo: Geometry<W>,
}

/// The verdicts, by number.
const NO_MOVE: usize = 0;
const OPPONENT_STUCK: usize = 1;
const SAFE_WIN: usize = 2;
const SAFE_LOSS: usize = 3;

impl<W: Word + Key> Rules for Board<W> {
    type Position = W;
    type Key = W;
    /// The anchor cell of the domino in the low byte, its place in the order above.
    type Move = u32;
    const VERDICTS: &'static [&'static str] = &[
        "no move",
        "opponent has no move",
        "safe moves win",
        "safe moves lose",
    ];

    #[inline]
    fn verdict(&self, &e: &W, player: Player) -> Verdict {
        let geo = &self.geo;
        let other = player.other();
        if geo.moves(e, player) == W::ZERO {
            return Verdict::Loss(NO_MOVE);
        }
        if geo.moves(e, other) == W::ZERO {
            return Verdict::Win(OPPONENT_STUCK);
        }
        if geo.safe_moves(e, player) > geo.max_moves(e, other) {
            return Verdict::Win(SAFE_WIN);
        }
        if geo.safe_moves(e, other) >= geo.max_moves(e, player) {
            return Verdict::Loss(SAFE_LOSS);
        }
        Verdict::Unknown
    }

    #[inline]
    fn key(&self, &e: &W) -> Keyed<W> {
        let (key, symmetry) = self.geo.canonical(e);
        Keyed {
            key,
            symmetry,
            swaps: symmetry & 4 == 4,
        }
    }

    /// `player`'s moves, best first: the table's move, then by the board each leaves, the
    /// cells each player keeps for itself (twice) and the moves each player has, the mover's
    /// counted for and the opponent's against.
    fn moves(&self, &e: &W, player: Player, hint: Option<&u32>, moves: &mut Vec<u32>) {
        let geo = &self.geo;
        let other = player.other();
        let mut rest = geo.moves(e, player);
        while rest != W::ZERO {
            let anchor = rest.trailing_zeros();
            rest = rest.without_lowest();
            let child = e & !geo.domino(anchor, player);
            // Each count is at most 128: the score stays within 16 bits.
            let kept = 128 + geo.protected(child, player).count_ones()
                - geo.protected(child, other).count_ones();
            let mobility =
                128 + geo.moves(child, player).count_ones() - geo.moves(child, other).count_ones();
            let score = if hint == Some(&anchor) {
                0xffff
            } else {
                2 * kept + mobility
            };
            moves.push(score << 8 | anchor);
        }
        // The move keeps its score above the anchor (its low byte): no second pass to strip it.
        moves.sort_unstable_by(|a, b| b.cmp(a));
    }

    #[inline]
    fn play(&self, &e: &W, player: Player, &mv: &u32) -> W {
        e & !self.geo.domino(mv & 0xff, player)
    }

    fn encode_move(&self, _: &W, keyed: &Keyed<W>, player: Player, &mv: &u32) -> Option<u8> {
        u8::try_from(self.geo.key_anchor(mv & 0xff, keyed.symmetry, player)).ok()
    }

    fn decode_move(&self, _: &W, keyed: &Keyed<W>, player: Player, code: u8) -> Option<u32> {
        Some(
            self.geo
                .board_anchor(u32::from(code), keyed.symmetry, player),
        )
    }
}

/// The search of one board, in the word that fits it.
enum Search {
    /// A board without cells: the first player loses.
    Empty,
    Narrow(WinSearch<Board<u64>>, u64),
    Wide(WinSearch<Board<u128>>, u128),
}

/// The bytes of an outcome table that suit `board`: `2^(e/2 - 3)` entries for `e` empty cells
/// (the boards searched grow about as `2^(e/2)` on the rectangles measured, and each is stored
/// at most once), between 32 KiB and `most_bytes`: small boards need no gigabyte.
///
/// ```
/// use combgames_rulesets::Domineering;
/// use combgames_rulesets::domineering::table_bytes_for;
/// assert_eq!(table_bytes_for(&Domineering::empty(4, 4).unwrap(), 1 << 30), 32 << 10);
/// assert_eq!(table_bytes_for(&Domineering::empty(8, 8).unwrap(), 1 << 30), 1 << 30);
/// ```
#[must_use]
pub fn table_bytes_for(board: &Domineering, most_bytes: u64) -> u64 {
    let entry = if board.rows as usize * board.cols as usize <= 64 {
        Table::<u64>::entry_bytes()
    } else {
        Table::<u128>::entry_bytes()
    };
    let bytes = 1u64
        .checked_shl((board.empty.count_ones() / 2).saturating_sub(3))
        .map_or(u64::MAX, |entries| entries.saturating_mul(entry));
    bytes.min(most_bytes).max(combgames_search::MIN_TABLE_BYTES)
}

/// The outcome search of one board, with its table kept between questions (the answers for
/// Left and for Right moving first share most of their boards): the search core's
/// [`WinSearch`] with Domineering's rules.
///
/// **Limits** ([`Limits`]): `steps`, the boards visited over all questions
/// ([`DEFAULT_OUTCOME_NODES`]); `bytes`, the transposition table (by default what suits the
/// board, [`table_bytes_for`] at most [`DEFAULT_OUTCOME_BYTES`]: 16 bytes an entry up to 64
/// cells, four to a 64-byte bucket, 32 bytes beyond, two to a bucket), allocated in full when
/// the solver is made, never more than seven eighths of what
/// the system can still give ([`memory::available`](combgames_base::memory::available)) nor two entries for each board the node
/// limit allows; `time`, each question's wall time. The search's stack holds at most 65
/// boards. Threads apart: [`threads`](Self::threads).
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_partizan::OutcomeClass;
/// use combgames_rulesets::Domineering;
/// use combgames_rulesets::domineering::OutcomeSolver;
/// let board = Domineering::empty(5, 5).unwrap();
/// let limits = Limits::new().steps(1 << 24).bytes(1 << 20);
/// let mut solver = OutcomeSolver::new(&board, limits).unwrap().threads(2);
/// // Lachmann, Moore and Rapaport: the 5x5 board is a second-player win.
/// assert_eq!(solver.wins_moving_first(Player::Left), Ok(false));
/// assert_eq!(solver.outcome(), Ok(OutcomeClass::Previous));
/// let stats = solver.stats();
/// assert!(stats.nodes > 0 && stats.table_bytes <= 1 << 20);
/// assert!(stats.cutoff("safe moves win") > 0);
/// ```
pub struct OutcomeSolver {
    search: Search,
}

impl OutcomeSolver {
    /// A search of `board` within `limits` (see the type), its table allocated here, on one
    /// thread.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (bytes) if the byte limit is below the smallest table, 32 KiB.
    pub fn new(board: &Domineering, limits: Limits) -> Result<Self, Error> {
        let limits = Limits {
            steps: Some(limits.steps_or(DEFAULT_OUTCOME_NODES)),
            bytes: Some(limits.bytes_or(table_bytes_for(board, DEFAULT_OUTCOME_BYTES))),
            ..limits
        };
        let (rows, cols) = board.dims();
        let search = match rows * cols {
            0 => Search::Empty,
            1..=64 => Search::Narrow(
                WinSearch::new(
                    Board {
                        geo: Geometry::new(rows, cols),
                    },
                    limits,
                )?,
                u64::narrow(board.empty),
            ),
            _ => Search::Wide(
                WinSearch::new(
                    Board {
                        geo: Geometry::new(rows, cols),
                    },
                    limits,
                )?,
                board.empty,
            ),
        };
        Ok(OutcomeSolver { search })
    }

    /// This solver on `threads` threads (at most the machine's cores; 0 and 1 search on the
    /// calling thread alone). They share the table and search the same question; near the
    /// root a thread leaves for later the moves to boards another thread is searching, and
    /// finds their answers in the table when it comes back to them (Weill's "ABDADA", 1996).
    #[must_use]
    pub fn threads(self, threads: usize) -> Self {
        let search = match self.search {
            Search::Empty => Search::Empty,
            Search::Narrow(s, e) => Search::Narrow(s.threads(threads), e),
            Search::Wide(s, e) => Search::Wide(s.threads(threads), e),
        };
        OutcomeSolver { search }
    }

    /// Whether `first`, moving first, wins.
    ///
    /// Cost: the boards visited, each `O(rows + cols)` word operations, a probe of the table
    /// and a sort of its moves; counted against the node limit across all questions asked of
    /// this solver (with several threads, in batches of 256 boards a thread: see
    /// [`WinSearch::wins`]).
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps past the node limit, milliseconds past the time limit);
    /// [`Error::Interrupted`].
    pub fn wins_moving_first(&mut self, first: Player) -> Result<bool, Error> {
        self.wins_with_progress(first, &|_| {})
    }

    /// [`wins_moving_first`](Self::wins_moving_first), calling `progress` every
    /// [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) boards a thread visits.
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn wins_with_progress(
        &mut self,
        first: Player,
        progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<bool, Error> {
        match &mut self.search {
            Search::Empty => Ok(false),
            Search::Narrow(s, e) => s.wins_with_progress(e, first, progress),
            Search::Wide(s, e) => s.wins_with_progress(e, first, progress),
        }
    }

    /// Who wins: [`OutcomeClass::Left`] if Left wins whoever starts, `Right`, `Next` (the
    /// first player) or `Previous` (the second).
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn outcome(&mut self) -> Result<OutcomeClass, Error> {
        self.outcome_with_progress(&|_| {})
    }

    /// [`outcome`](Self::outcome), calling `progress` as
    /// [`wins_with_progress`](Self::wins_with_progress) does.
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn outcome_with_progress(
        &mut self,
        progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<OutcomeClass, Error> {
        let left = self.wins_with_progress(Player::Left, progress)?;
        let right = self.wins_with_progress(Player::Right, progress)?;
        Ok(OutcomeClass::from_first_moves(left, right))
    }

    /// The statistics of the questions asked so far: boards visited, the table's traffic, the
    /// boards each verdict decided ("no move", "opponent has no move", "safe moves win", "safe
    /// moves lose"), time.
    #[must_use]
    pub fn stats(&self) -> Stats {
        match &self.search {
            Search::Empty => Stats::default(),
            Search::Narrow(s, _) => s.stats(),
            Search::Wide(s, _) => s.stats(),
        }
    }
}

impl Domineering {
    /// Who wins this board, by the outcome search ([`OutcomeSolver`]) on one thread with its
    /// default limits (a table suited to the board): the answer for boards whose canonical
    /// form is out of reach.
    ///
    /// # Errors
    /// As for [`OutcomeSolver::new`] and [`OutcomeSolver::outcome`].
    ///
    /// ```
    /// use combgames_partizan::OutcomeClass;
    /// use combgames_rulesets::Domineering;
    /// // The 2x2 board: whoever places a domino blocks the other (published: +-1).
    /// assert_eq!(Domineering::empty(2, 2).unwrap().outcome(), Ok(OutcomeClass::Next));
    /// ```
    pub fn outcome(&self) -> Result<OutcomeClass, Error> {
        OutcomeSolver::new(self, Limits::new())?.outcome()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_board_s_table_is_sized_by_its_empty_cells_and_word() {
        // 36 empty cells in a u64: 2^15 entries of 16 bytes.
        let six = Domineering::empty(6, 6).unwrap();
        assert_eq!(table_bytes_for(&six, u64::MAX), (1 << 15) * 16);
        // 72 empty cells in a u128: 2^33 entries of 32 bytes, capped.
        let wide = Domineering::empty(8, 9).unwrap();
        assert_eq!(table_bytes_for(&wide, 1 << 30), 1 << 30);
        assert_eq!(table_bytes_for(&wide, 1), 32 << 10);
    }
}
