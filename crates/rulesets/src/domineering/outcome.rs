//! Who wins a Domineering board, by the search core's who-wins search, where the canonical
//! form is out of reach.
//!
//! The rules the search is given (the search itself, its table, threads and limits are the
//! core's), with the shortcuts of the game-solving literature on Domineering (Breuker,
//! Uiterwijk and van den Herik, "Solving 8x8 Domineering", 2000; Bullock, "Domineering:
//! solving large combinatorial search spaces", 2002), written from their descriptions:
//!
//! - **Verdicts.** A player with no move loses; a player who has a move when the opponent has
//!   none wins (cells only fill up). Then the counts below, each a theorem; then the **bands**
//!   (the `bands` module): the board's small regions valued exactly, the rest cut into strips
//!   of two or three rows (columns) that the player may not cross, each strip valued exactly,
//!   and the sum read by its stops, its means and temperatures, or, when those do not decide,
//!   compared with 0 exactly (Lachmann, Moore and Rapaport's decomposition, on every board).
//! - **Keys**: the least of the board's images under the reflections; on a square board also
//!   the transpositions, which exchange the players, so Left moving first on a board and Right
//!   moving first on its transpose share one entry.
//! - **No safe move is searched** while the player has another move (Bullock's theorem: a
//!   player who wins by a safe move also wins by some other move, if there is one; the tests
//!   check it on every small board).
//! - **Move ordering**: the table's winning move first, then by the board each move leaves:
//!   the cells each player keeps for itself, and the moves each player has.
//!
//! # The counts
//!
//! Let `P` be a player and `Q` the other; a cell is `P`-*protected* when no neighbour across
//! `P`'s direction (left and right for Vertical, above and below for Horizontal) is empty, so
//! that no `Q`-domino can ever cover it. `P`'s areas are packed without overlap:
//!
//! - `s` **safe moves**: disjoint `P`-dominoes on protected cells;
//! - `c` **protective blocks**: disjoint empty 2 x 2 squares whose two `Q`-lines hold no other
//!   empty cell next to the square, so that a `Q`-domino covering one of its cells lies inside
//!   it (each block is the board `+-1` of Domineering 2 x 2: whoever plays there first keeps a
//!   move and leaves the other none);
//! - `v` **vulnerable moves**: disjoint `P`-dominoes on the cells left, no two of them within
//!   reach of one `Q`-domino (each `Q`-move spoils at most one).
//!
//! Let `m_Q` be the most disjoint `Q`-dominoes on the empty cells (a largest matching along
//! `Q`'s lines: every `Q`-move still to come lies among them), and `n = s + floor(v / 2) -
//! (m_Q - 2c)`. **Theorem.** The board `G` is at least `n`, plus the switch `+-1` when `c` is
//! odd, for `P`. So `P` moving first wins if `n >= 1` (`n >= -1` with the switch), and `P`
//! moving second wins if `n >= 0` (`n >= 2` with the switch).
//!
//! *Proof.* No `Q`-domino covers a protected cell, nor a block's cell and one outside it, so
//! forbidding `P` the dominoes that cross the areas' borders splits the board into a sum of
//! the safe dominoes (`1` each), the blocks (`+-1` each, and `+-1 +-1 = 0`) and the rest `R`;
//! taking options away from `P` never helps `P`, so `G` is at least that sum. In each line of
//! `Q` a block's pair is a segment of its own, so `Q`'s largest matching on `R` is at most
//! `b = m_Q - 2c`. Finally `R >= k - b` for `k = floor(v / 2)`: in `R + (b - k)` with `Q` to
//! move, `P` answers every move of `Q` (in `R`, or on the integer when `k > b`) by playing a
//! vulnerable move still whole, and once those are gone (after at least `k` answers, since
//! each round spoils at most two) by the integer's moves when `b > k`; `Q` has at most `b`
//! moves in `R` and `max(k - b, 0)` on the integer, so `P` is never left without an answer.
//! Comparing `n (+-1)` with 0 gives the rules above. ∎
//!
//! **Half-protected moves.** Among the vulnerable moves, pack greedily `h` whose one cell is
//! protected and the other not (no `Q`-domino covering cells of two of them), and let `b'` be
//! `Q`'s largest matching on the cells of `R` outside them. **Theorem.** `G` is at least
//! `n' = s - b' - (h mod 2)`, plus the switch when `c` is odd, for `P`; the same comparisons
//! decide.
//!
//! *Proof.* As above, `G` is at least the sum of `s`, `c` switches `+-1` and `R`; it is left to
//! show `R + (b' + e) >= 0` for `e = h mod 2`, that is `P` moving second wins it. A `Q`-move in
//! `R` either lies on the cells outside the `h` moves (at most `b'` such moves, being disjoint) or
//! covers the open cell of one of them and spoils it (the protected cell cannot be covered, and
//! the open cell's other neighbour across is outside them by the packing); `Q` has no move on the
//! integer. `P` answers each `Q`-move by playing one of the `h` moves still whole, and when none
//! is left, a move of the integer. Each round spoils at most one and claims one, so the spoiled
//! `K` and claimed `C` satisfy `K - C <= 1` and, once none is left, `K + C = h`: so `K - C <= e`.
//! `Q` makes at most `b' + K` moves, and `P` has `C + b' + e` answers. ∎
//!
//! The verdicts are tried in order of cost: safe moves alone (`c = v = 0`, the rule of Breuker
//! et al.), then blocks, then vulnerable moves, then half-protected moves, then the bands'
//! numbers and their exact sums; each is counted by name in the statistics. [`Knowledge`]
//! turns the later ones off, to measure what each saves.
//!
//! Every answer is exact: the shortcuts are theorems, not heuristics; the tests hold every
//! counting verdict equal to the definition on every board of 4 x 4, 3 x 6, 6 x 3 and 2 x 9 and
//! on random boards of 5 x 5, 4 x 6, 6 x 4 and 3 x 8, every band verdict on random boards up to
//! 6 x 6, 5 x 7 and 7 x 5, and the search equal to the canonical forms on every board up to
//! 4 x 4 with blocked cells.

use combgames_base::{Limits, Player};
use combgames_search::{
    Answer, Key, Keyed, Known, Progress, Rules, Stats, Table, Verdict, WinSearch,
};

use super::Domineering;
use super::bands::{MAX_BAND_CELLS, MAX_REGION_CELLS, Oracle, Oracles, Rule, Tally};
use super::geometry::{Areas, Geometry};
use crate::word::Word;
use crate::{Error, Learned, OutcomeClass};

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
    /// The geometry of the transposed board (`cols x rows`).
    transposed: Geometry<W>,
    knowledge: Knowledge,
    /// The band partitions of Vertical (heights of bands of rows, top down) and of Horizontal
    /// (widths of bands of columns, left to right).
    partitions: [Vec<Vec<u32>>; 2],
    oracles: Oracles,
}

/// The most threads that ask the band values at once (one oracle each, made when first
/// needed).
const MAX_ORACLES: usize = 64;

/// The ways to cut `n` lines into bands of `2..=most` lines each, each band of at most
/// [`MAX_BAND_CELLS`] cells (`width` cells a line); the whole when `n <= most`. When there are
/// none (an odd `n` with bands of two lines only), the ways with one band of a single line.
fn partitions(n: u32, width: u32, most: u32) -> Vec<Vec<u32>> {
    let plain = cuts(n, width, 2, most);
    if !plain.is_empty() || n == 0 || width > MAX_BAND_CELLS {
        return plain;
    }
    (0..n)
        .flat_map(|top| {
            let below = cuts(n - 1 - top, width, 2, most);
            cuts(top, width, 2, most)
                .into_iter()
                .flat_map(move |above| {
                    below.clone().into_iter().map(move |rest| {
                        let mut parts = above.clone();
                        parts.push(1);
                        parts.extend(rest);
                        parts
                    })
                })
        })
        .collect()
}

/// The ways to cut `n` lines into bands of `least..=most` lines of at most [`MAX_BAND_CELLS`]
/// cells each.
fn cuts(n: u32, width: u32, least: u32, most: u32) -> Vec<Vec<u32>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for h in least..=most.min(n) {
        if h * width > MAX_BAND_CELLS {
            break;
        }
        for mut rest in cuts(n - h, width, least, most) {
            rest.insert(0, h);
            out.push(rest);
        }
    }
    out
}

impl<W: Word> Board<W> {
    fn new(rows: usize, cols: usize, knowledge: Knowledge) -> Self {
        let most = u32::from(knowledge.bands);
        // At most 128 cells: each dimension fits in a u32.
        let (r, c) = (rows as u32, cols as u32);
        Board {
            geo: Geometry::new(rows, cols),
            transposed: Geometry::new(cols, rows),
            knowledge,
            partitions: if most < 2 {
                [Vec::new(), Vec::new()]
            } else {
                [partitions(r, c, most), partitions(c, r, most)]
            },
            oracles: Oracles::new(MAX_ORACLES),
        }
    }
}

/// The verdicts, by number.
const NO_MOVE: usize = 0;
const OPPONENT_STUCK: usize = 1;
const SAFE_WIN: usize = 2;
const SAFE_LOSS: usize = 3;
const BLOCKS_WIN: usize = 4;
const BLOCKS_LOSS: usize = 5;
const VULNERABLE_WIN: usize = 6;
const VULNERABLE_LOSS: usize = 7;
const HALF_WIN: usize = 8;
const HALF_LOSS: usize = 9;
const BANDS_WIN: usize = 10;
const BANDS_LOSS: usize = 11;
const BAND_MEANS_WIN: usize = 12;
const BAND_MEANS_LOSS: usize = 13;
const BAND_SUMS_WIN: usize = 14;
const BAND_SUMS_LOSS: usize = 15;

/// What `player`'s areas guarantee against an opponent who can make at most `most` more moves
/// on the whole board: the integer `n` and whether a switch `±1` is added (an odd number of
/// blocks), such that the board is at least `n (± 1)` for `player` (see the module);
/// `vulnerable` of the player's vulnerable moves counted.
fn guarantee(areas: &Areas<impl Copy>, vulnerable: u32, most: u32) -> (i64, bool) {
    // The opponent's most moves outside the safe moves and the blocks (each block's two lines
    // held one each).
    let rest = i64::from(most) - 2 * i64::from(areas.blocks);
    let n = i64::from(areas.safe) + i64::from(vulnerable / 2) - rest;
    (n, areas.blocks % 2 == 1)
}

/// Whether `n (± 1)` is a win for its player moving first: the integer `n` needs `n >= 1`;
/// with the switch the player takes it, leaving `n + 1` to the opponent, and needs `n >= -1`.
fn wins_first((n, switch): (i64, bool)) -> bool {
    n >= if switch { -1 } else { 1 }
}

/// Whether `n (± 1)` is a win for its player moving second: `n >= 0`; with the switch the
/// opponent takes it, leaving `n - 1` to the player moving first, who needs `n - 1 >= 1`.
fn wins_second((n, switch): (i64, bool)) -> bool {
    n >= if switch { 2 } else { 0 }
}

impl<W: Word + Key> Board<W> {
    /// The verdict of the areas' bounds (`Unknown`: undecided), with `player` to move and the
    /// most moves each player has left.
    #[inline]
    fn count_verdict(&self, e: W, player: Player, most_mine: u32, most_theirs: u32) -> Verdict {
        let geo = &self.geo;
        let other = player.other();
        let mine = geo.areas(e, player);
        let theirs = geo.areas(e, other);
        let plain = |a: &Areas<W>| Areas { blocks: 0, ..*a };
        if wins_first(guarantee(&plain(&mine), 0, most_theirs)) {
            return Verdict::Win(SAFE_WIN);
        }
        if wins_second(guarantee(&plain(&theirs), 0, most_mine)) {
            return Verdict::Loss(SAFE_LOSS);
        }
        if self.knowledge.counting < Counting::Blocks {
            return Verdict::Unknown;
        }
        if wins_first(guarantee(&mine, 0, most_theirs)) {
            return Verdict::Win(BLOCKS_WIN);
        }
        if wins_second(guarantee(&theirs, 0, most_mine)) {
            return Verdict::Loss(BLOCKS_LOSS);
        }
        if self.knowledge.counting < Counting::Vulnerable {
            return Verdict::Unknown;
        }
        // The vulnerable moves are counted only where the most they could give decides.
        let most = |a: &Areas<W>| a.candidates.count_ones();
        if wins_first(guarantee(&mine, most(&mine), most_theirs))
            && wins_first(guarantee(&mine, geo.vulnerable(&mine, player), most_theirs))
        {
            return Verdict::Win(VULNERABLE_WIN);
        }
        if wins_second(guarantee(&theirs, most(&theirs), most_mine))
            && wins_second(guarantee(
                &theirs,
                geo.vulnerable(&theirs, other),
                most_mine,
            ))
        {
            return Verdict::Loss(VULNERABLE_LOSS);
        }
        if self.knowledge.counting < Counting::HalfProtected {
            return Verdict::Unknown;
        }
        // Each half-protected move takes up one move of the opponent (see the module).
        let half = |a: &Areas<W>, p: Player| {
            let (count, outside) = geo.half_protected(e, a, p);
            let n = i64::from(a.safe) - i64::from(outside) - i64::from(count % 2);
            (n, a.blocks % 2 == 1)
        };
        if wins_first(half(&mine, player)) {
            return Verdict::Win(HALF_WIN);
        }
        if wins_second(half(&theirs, other)) {
            return Verdict::Loss(HALF_LOSS);
        }
        Verdict::Unknown
    }
}

impl<W: Word + Key> Board<W> {
    /// The bands of the board `e` (`rows x cols`) for Vertical, one tally a partition in turn
    /// until `decides` says so: its regions of at most [`MAX_REGION_CELLS`] cells whole (each
    /// is a band of its own, uncut), the rest cut by the partition's rows.
    fn bands<T>(
        oracle: &mut Oracle,
        (e, geo): (W, &Geometry<W>),
        partitions: &[Vec<u32>],
        mut decides: impl FnMut(&mut Oracle, &Tally) -> Option<T>,
    ) -> Option<T> {
        let cols = geo.dims().1;
        let mut whole = Tally::new();
        let (mut rest, mut unseen) = (e, e);
        while unseen != W::ZERO {
            let seed = unseen & !(unseen.without_lowest());
            let region = geo.region_of(seed, e);
            unseen = unseen & !region;
            if let Some((h, w, cells)) = geo.crop(region, MAX_REGION_CELLS) {
                whole.add(&oracle.band(h, w, cells)?);
                rest = rest & !region;
            }
        }
        if rest == W::ZERO {
            return decides(oracle, &whole);
        }
        'partitions: for parts in partitions {
            let mut tally = whole;
            let mut start = 0;
            for &h in parts {
                let band = (rest >> (start * cols)) & (W::MAX >> (W::BITS - h * cols));
                start += h;
                match oracle.band(h, cols, band.low64()) {
                    Some(b) => tally.add(&b),
                    None => continue 'partitions,
                }
            }
            if let Some(t) = decides(oracle, &tally) {
                return Some(t);
            }
        }
        None
    }

    /// The band verdicts (see the bands module) with `player` to move: the player's own bands
    /// for a win, the opponent's for a loss. Horizontal's bands are Vertical's on the
    /// transposed board.
    fn band_verdict(&self, e: W, player: Player) -> Verdict {
        let boards = [(e, &self.geo), (self.geo.transposed(e), &self.transposed)];
        let (me, them) = (side(player), side(player.other()));
        let sums = self.knowledge.band_sums;
        self.oracles
            .with(|oracle| {
                let mine = |o: &mut Oracle, t: &Tally| decide(o, t, true, sums);
                if let Some(k) = Self::bands(oracle, boards[me], &self.partitions[me], mine) {
                    return Verdict::Win(k);
                }
                let theirs = |o: &mut Oracle, t: &Tally| decide(o, t, false, sums);
                Self::bands(oracle, boards[them], &self.partitions[them], theirs)
                    .map_or(Verdict::Unknown, Verdict::Loss)
            })
            .unwrap_or(Verdict::Unknown)
    }
}

/// The verdict a tally gives its player moving `first` (a win) or second (the opponent's
/// loss), by its numbers, or else (with `sums`) by its exact sum.
fn decide(oracle: &mut Oracle, tally: &Tally, first: bool, sums: bool) -> Option<usize> {
    let (numbers, means, exact) = if first {
        (tally.wins_first(), BAND_MEANS_WIN, BAND_SUMS_WIN)
    } else {
        (tally.wins_second(), BAND_MEANS_LOSS, BAND_SUMS_LOSS)
    };
    match numbers {
        Some(Rule::Stops) => Some(if first { BANDS_WIN } else { BANDS_LOSS }),
        Some(Rule::Means) => Some(means),
        None => tally
            .may_win(first)
            .filter(|_| sums)
            .and_then(|sum| oracle.sum_wins(sum, first))
            .and_then(|wins| wins.then_some(exact)),
    }
}

/// The board of `rows` by `cols` cells whose empty cells are `empty`.
fn board_of(rows: u8, cols: u8, empty: u128) -> Domineering {
    Domineering { rows, cols, empty }
}

/// Vertical's bands first, then Horizontal's.
fn side(player: Player) -> usize {
    match player {
        Player::Left => 0,
        Player::Right => 1,
    }
}

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
        "protective blocks win",
        "protective blocks lose",
        "vulnerable moves win",
        "vulnerable moves lose",
        "half-protected moves win",
        "half-protected moves lose",
        "bands win",
        "bands lose",
        "band means win",
        "band means lose",
        "band sums win",
        "band sums lose",
    ];

    #[inline]
    fn verdict(&self, &e: &W, player: Player) -> Verdict {
        let geo = &self.geo;
        let other = player.other();
        let most_mine = geo.max_moves(e, player);
        if most_mine == 0 {
            return Verdict::Loss(NO_MOVE);
        }
        let most_theirs = geo.max_moves(e, other);
        if most_theirs == 0 {
            return Verdict::Win(OPPONENT_STUCK);
        }
        match self.count_verdict(e, player, most_mine, most_theirs) {
            Verdict::Unknown if self.knowledge.bands >= 2 => self.band_verdict(e, player),
            verdict => verdict,
        }
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
    /// cells the mover keeps for itself (twice) and the moves it has.
    fn moves(&self, &e: &W, player: Player, hint: Option<&u32>, moves: &mut Vec<u32>) {
        let geo = &self.geo;
        let mut rest = geo.moves(e, player);
        if self.knowledge.skip_safe {
            // Bullock's theorem: with another move at hand a safe move is never needed.
            let unsafe_moves = rest & !geo.safe_anchors(e, player);
            if unsafe_moves != W::ZERO {
                rest = unsafe_moves;
            }
        }
        while rest != W::ZERO {
            let anchor = rest.trailing_zeros();
            rest = rest.without_lowest();
            let child = e & !geo.domino(anchor, player);
            // The mover's protected cells (where the opponent can never play: its safe moves
            // to come) count twice, its moves once; the opponent's counts are left out, and
            // ties go to the higher anchor. Measured on 8 x 8, 6 x 8, 7 x 9, 8 x 6, 4 x 12,
            // 12 x 4 and 6 x 10: a third fewer boards in all than the differences of both
            // players' counts, and 8 x 8 in a third of them (docs/domineering.md). Each count
            // is at most 128: the score stays within 16 bits.
            let score = if hint == Some(&anchor) {
                u32::MAX >> 8
            } else {
                2 * geo.protected(child, player).count_ones()
                    + geo.moves(child, player).count_ones()
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

/// How far the outcome search counts, each level adding one theorem of the module to those
/// before it (ordered: `Safe < Blocks < Vulnerable < HalfProtected`).
///
/// ```
/// use combgames_rulesets::domineering::Counting;
/// assert!(Counting::Safe < Counting::HalfProtected);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Counting {
    /// Safe moves against the opponent's most moves alone (the rule of Breuker, Uiterwijk and
    /// van den Herik).
    Safe,
    /// And protective blocks (a switch `±1` each, and two of the opponent's moves fewer).
    Blocks,
    /// And vulnerable moves (half of them count).
    Vulnerable,
    /// And half-protected moves (each takes up one of the opponent's moves).
    HalfProtected,
}

/// Which rules the outcome search applies beyond the safe moves (all by default): each is a
/// theorem, so every choice gives the same answers, in more or fewer boards. The bands (strips
/// of the board valued exactly; see the module) come after the counting rules.
///
/// ```
/// use combgames_rulesets::domineering::{Counting, Knowledge};
/// assert_eq!(Knowledge::ALL.counting, Counting::HalfProtected);
/// assert!(Knowledge::ALL.skip_safe && !Knowledge::SAFE.skip_safe);
/// assert_eq!((Knowledge::ALL.bands, Knowledge::SAFE.bands), (3, 0));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Knowledge {
    /// The counting rules of the verdicts.
    pub counting: Counting,
    /// Search no safe move while the player has another (Bullock's theorem).
    pub skip_safe: bool,
    /// The most lines of a band of the band bounds (0 or 1: none; see the module).
    pub bands: u8,
    /// Whether the bands' exact sums are valued where their numbers do not decide.
    pub band_sums: bool,
}

impl Knowledge {
    /// Every rule.
    pub const ALL: Knowledge = Knowledge {
        counting: Counting::HalfProtected,
        skip_safe: true,
        bands: 3,
        band_sums: true,
    };
    /// Safe moves against the opponent's most moves alone, every move searched (the rules of
    /// Breuker, Uiterwijk and van den Herik).
    pub const SAFE: Knowledge = Knowledge {
        counting: Counting::Safe,
        skip_safe: false,
        bands: 0,
        band_sums: false,
    };
}

/// The search of one board, in the word that fits it.
enum Search {
    /// A board without cells: the first player loses.
    Empty,
    Narrow(WinSearch<Board<u64>>, u64),
    Wide(WinSearch<Board<u128>>, u128),
}

/// The bytes of an outcome table that suit `board`: `2^(e/3 + 1)` entries for `e` empty cells
/// (with the bands, the boards the search stores grow about as `2^(e/3)` on the rectangles
/// measured: 8 x 8 stores 4.4·10^5), between 32 KiB and `most_bytes`: small boards need no
/// gigabyte, and a table larger than the search fills only misses the caches more.
///
/// ```
/// use combgames_rulesets::Domineering;
/// use combgames_rulesets::domineering::table_bytes_for;
/// assert_eq!(table_bytes_for(&Domineering::empty(4, 4).unwrap(), 1 << 30), 32 << 10);
/// assert_eq!(table_bytes_for(&Domineering::empty(8, 8).unwrap(), 1 << 30), 64 << 20);
/// assert_eq!(table_bytes_for(&Domineering::empty(11, 11).unwrap(), 1 << 30), 1 << 30);
/// ```
#[must_use]
pub fn table_bytes_for(board: &Domineering, most_bytes: u64) -> u64 {
    let entry = if board.rows as usize * board.cols as usize <= 64 {
        Table::<u64>::entry_bytes()
    } else {
        Table::<u128>::entry_bytes()
    };
    let bytes = 1u64
        .checked_shl(board.empty.count_ones() / 3 + 1)
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
/// boards. Beside the table, each thread that values bands keeps their values (an arena, a
/// memo of regions and the bands read), made when first needed and started afresh before it
/// passes [`BAND_ORACLE_BYTES`](super::BAND_ORACLE_BYTES); a band whose value would take
/// more is not valued (a limit of the oracle never fails the search, it only leaves a board to
/// be searched). Threads apart: [`threads`](Self::threads).
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
    /// The board's dimensions, for the boards of winning moves.
    rows: u8,
    cols: u8,
}

impl OutcomeSolver {
    /// A search of `board` within `limits` (see the type), its table allocated here, on one
    /// thread.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (bytes) if the byte limit is below the smallest table, 32 KiB.
    pub fn new(board: &Domineering, limits: Limits) -> Result<Self, Error> {
        Self::with_knowledge(board, limits, Knowledge::ALL)
    }

    /// [`new`](Self::new) with only the counting rules `knowledge` names (to measure what
    /// each one cuts; every choice gives the same answers).
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::Domineering;
    /// use combgames_rulesets::domineering::{Knowledge, OutcomeSolver};
    /// let board = Domineering::empty(5, 5).unwrap();
    /// let nodes = |k| {
    ///     let mut s = OutcomeSolver::with_knowledge(&board, Limits::new(), k).unwrap();
    ///     assert_eq!(s.wins_moving_first(Player::Left), Ok(false));
    ///     s.stats().nodes
    /// };
    /// assert!(nodes(Knowledge::ALL) < nodes(Knowledge::SAFE));
    /// ```
    ///
    /// # Errors
    /// As for [`new`](Self::new).
    pub fn with_knowledge(
        board: &Domineering,
        limits: Limits,
        knowledge: Knowledge,
    ) -> Result<Self, Error> {
        let limits = Limits {
            steps: Some(limits.steps_or(DEFAULT_OUTCOME_NODES)),
            bytes: Some(limits.bytes_or(table_bytes_for(board, DEFAULT_OUTCOME_BYTES))),
            ..limits
        };
        let (rows, cols) = board.dims();
        let search = match rows * cols {
            0 => Search::Empty,
            1..=64 => Search::Narrow(
                WinSearch::new(Board::new(rows, cols, knowledge), limits)?,
                u64::narrow(board.empty),
            ),
            _ => Search::Wide(
                WinSearch::new(Board::new(rows, cols, knowledge), limits)?,
                board.empty,
            ),
        };
        Ok(OutcomeSolver {
            search,
            rows: board.rows,
            cols: board.cols,
        })
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
        OutcomeSolver { search, ..self }
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

    /// [`wins_moving_first`](Self::wins_moving_first) with a winning move: for a win, the
    /// board after a domino of `first` that the opponent, moving next, loses (the board is
    /// searched move by move, whatever the counting rules and the table say of it).
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::Domineering;
    /// use combgames_rulesets::domineering::OutcomeSolver;
    /// let board = Domineering::empty(4, 4).unwrap();
    /// let mut solver = OutcomeSolver::new(&board, Limits::new().bytes(1 << 20)).unwrap();
    /// let answer = solver.solve_moving_first(Player::Left).unwrap();
    /// assert!(answer.wins); // 4x4 is a first-player win
    /// let after = answer.best.unwrap();
    /// let mut reply = OutcomeSolver::new(&after, Limits::new().bytes(1 << 20)).unwrap();
    /// assert_eq!(reply.wins_moving_first(Player::Right), Ok(false));
    /// ```
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn solve_moving_first(&mut self, first: Player) -> Result<Answer<Domineering>, Error> {
        let empty = match &self.search {
            Search::Empty => 0,
            Search::Narrow(_, e) => u128::from(*e),
            Search::Wide(_, e) => *e,
        };
        self.solve_cells(empty, first)
    }

    /// [`solve_moving_first`](Self::solve_moving_first) for another board of the solver's
    /// dimensions (its own cells blocked or not), with the same table: what earlier questions
    /// stored serves this one. `None` for a board of other dimensions (it needs a solver of its
    /// own).
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::Domineering;
    /// use combgames_rulesets::domineering::OutcomeSolver;
    /// let board = Domineering::empty(4, 4).unwrap();
    /// let mut solver = OutcomeSolver::new(&board, Limits::new().bytes(1 << 20)).unwrap();
    /// let other: Domineering = "#...|....|....|...#".parse().unwrap();
    /// let answer = solver.solve_board(&other, Player::Right).unwrap().unwrap();
    /// // Horizontal, moving first, wins iff the outcome is R or N.
    /// assert_eq!(answer.wins, matches!(other.outcome().unwrap().letter(), 'R' | 'N'));
    /// assert!(solver.solve_board(&Domineering::empty(3, 4).unwrap(), Player::Left).unwrap().is_none());
    /// ```
    ///
    /// # Errors
    /// As for [`wins_moving_first`](Self::wins_moving_first).
    pub fn solve_board(
        &mut self,
        board: &Domineering,
        first: Player,
    ) -> Result<Option<Answer<Domineering>>, Error> {
        if (board.rows, board.cols) != (self.rows, self.cols) {
            return Ok(None);
        }
        self.solve_cells(board.empty, first).map(Some)
    }

    /// A board of this solver's dimensions with the empty cells `empty`, solved (a board
    /// without cells: the first player loses).
    fn solve_cells(&mut self, empty: u128, first: Player) -> Result<Answer<Domineering>, Error> {
        let (rows, cols) = (self.rows, self.cols);
        let (wins, best) = match &mut self.search {
            Search::Empty => (false, None),
            Search::Narrow(s, _) => {
                let e = u64::narrow(empty);
                let answer = s.solve::<Error>(&e, first, None)?;
                let best = answer
                    .best
                    .map(|mv| u128::from(s.rules().play(&e, first, &mv)));
                (answer.wins, best)
            }
            Search::Wide(s, _) => {
                let answer = s.solve::<Error>(&empty, first, None)?;
                (
                    answer.wins,
                    answer.best.map(|mv| s.rules().play(&empty, first, &mv)),
                )
            }
        };
        Ok(Answer {
            wins,
            best: best.map(|w| board_of(rows, cols, w)),
        })
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

    /// What this solver's table holds of boards whose search took at least `least_nodes`
    /// boards, as [`OutcomeSearch::answered`](crate::OutcomeSearch::answered) gives them: each
    /// board as the least of its symmetric images, who wins it moving first, and a lower bound
    /// of the boards the answer cost. Another solver of the same dimensions takes them in
    /// with [`learn`](Self::learn).
    ///
    /// Cost: one pass over the table.
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::domineering::{Knowledge, OutcomeSolver};
    /// use combgames_rulesets::Domineering;
    /// let board = Domineering::empty(4, 5).unwrap();
    /// let plain = Knowledge::SAFE;
    /// let mut first = OutcomeSolver::with_knowledge(&board, Limits::new(), plain).unwrap();
    /// let wins = first.wins_moving_first(Player::Left).unwrap();
    /// let mut second = OutcomeSolver::with_knowledge(&board, Limits::new(), plain).unwrap();
    /// for entry in first.answered(8) {
    ///     second.learn(&entry.position, entry.wins, entry.nodes);
    /// }
    /// assert_eq!(second.wins_moving_first(Player::Left), Ok(wins));
    /// assert!(second.stats().nodes < first.stats().nodes);
    /// ```
    #[must_use]
    pub fn answered(&self, least_nodes: u64) -> Vec<Learned<Domineering>> {
        let (rows, cols) = (self.rows, self.cols);
        let learned = |(key, known, nodes): (u128, Known, u64)| Learned {
            position: board_of(rows, cols, key),
            wins: known.wins,
            nodes,
        };
        match &self.search {
            Search::Empty => Vec::new(),
            Search::Narrow(s, _) => s
                .table()
                .entries(least_nodes)
                .into_iter()
                .map(|(key, known, nodes)| learned((u128::from(key), known, nodes)))
                .collect(),
            Search::Wide(s, _) => s
                .table()
                .entries(least_nodes)
                .into_iter()
                .map(learned)
                .collect(),
        }
    }

    /// Stores in the table that Left moving first on `board` wins or not (`wins[0]`) and that
    /// Right does (`wins[1]`), as another solver found after `nodes` boards
    /// ([`answered`](Self::answered)); answers already held are kept. Returns whether anything
    /// was stored (nothing for a board of other dimensions). The answers are trusted.
    ///
    /// Cost: the board's key and two probes of the table.
    pub fn learn(&self, board: &Domineering, wins: [Option<bool>; 2], nodes: u64) -> bool {
        if (board.rows, board.cols) != (self.rows, self.cols) {
            return false;
        }
        match &self.search {
            Search::Empty => false,
            Search::Narrow(s, _) => s.learn(&u64::narrow(board.empty), wins, nodes),
            Search::Wide(s, _) => s.learn(&board.empty, wins, nodes),
        }
    }

    /// The statistics of the questions asked so far: boards visited, the table's traffic, the
    /// boards each verdict decided ("no move", "opponent has no move", "safe moves win", "safe
    /// moves lose", "protective blocks win", "protective blocks lose", "vulnerable moves win",
    /// "vulnerable moves lose", "half-protected moves win", "half-protected moves lose", "bands
    /// win", "bands lose", "band means win", "band means lose", "band sums win", "band sums
    /// lose": see the module), time.
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
    fn partitions_cut_every_line_once() {
        assert_eq!(
            partitions(8, 8, 3),
            [
                vec![2, 2, 2, 2],
                vec![2, 3, 3],
                vec![3, 2, 3],
                vec![3, 3, 2]
            ]
        );
        // Lines of twelve cells: bands of two lines only (36 cells are too many), and one of a
        // single line somewhere among nine.
        let nine = partitions(9, 12, 3);
        assert_eq!(nine.len(), 5);
        assert!(
            nine.iter()
                .all(|p| p.iter().sum::<u32>() == 9 && p.contains(&1))
        );
        assert_eq!(partitions(3, 3, 3), [vec![3]]);
        // Lines too long for any band (two of sixteen cells are 32): none.
        assert!(partitions(6, 16, 3).is_empty());
    }

    #[test]
    fn a_board_s_table_is_sized_by_its_empty_cells_and_word() {
        // 36 empty cells in a u64: 2^13 entries of 16 bytes.
        let six = Domineering::empty(6, 6).unwrap();
        assert_eq!(table_bytes_for(&six, u64::MAX), (1 << 13) * 16);
        // 72 empty cells in a u128: 2^25 entries of 32 bytes, capped.
        let wide = Domineering::empty(8, 9).unwrap();
        assert_eq!(table_bytes_for(&wide, 1 << 30), 1 << 30);
        assert_eq!(table_bytes_for(&wide, 1), 32 << 10);
    }

    /// The definition, memoised: `player` to move on `e` wins iff a move leaves a board the
    /// other player, to move, loses.
    pub(super) fn plain(
        geo: &Geometry<u64>,
        e: u64,
        player: Player,
        memo: &mut std::collections::HashMap<(u64, Player), bool>,
    ) -> bool {
        if let Some(&w) = memo.get(&(e, player)) {
            return w;
        }
        let mut rest = geo.moves(e, player);
        let mut wins = false;
        while rest != 0 && !wins {
            let a = rest.trailing_zeros();
            rest &= rest - 1;
            wins = !plain(geo, e & !geo.domino(a, player), player.other(), memo);
        }
        memo.insert((e, player), wins);
        wins
    }

    /// The verdicts of `board` on `e` for each player to move, counted in `decided`; those
    /// numbered `from` or later held equal to the definition.
    fn check_verdicts(
        board: &Board<u64>,
        geo: &Geometry<u64>,
        e: u64,
        from: usize,
        memo: &mut std::collections::HashMap<(u64, Player), bool>,
        decided: &mut [usize],
    ) {
        for player in [Player::Left, Player::Right] {
            let (wins, k) = match board.verdict(&e, player) {
                Verdict::Unknown => continue,
                Verdict::Win(k) => (true, k),
                Verdict::Loss(k) => (false, k),
            };
            decided[k] += 1;
            if k >= from {
                assert_eq!(
                    wins,
                    plain(geo, e, player, memo),
                    "{:?} {e:#x} {player:?}: {}",
                    geo.dims(),
                    Board::<u64>::VERDICTS[k]
                );
            }
        }
    }

    /// Every board of the small rectangles, and random boards of larger ones (a quarter to
    /// seven eighths of the cells empty): `(geometry, empty cells)`.
    fn boards() -> impl Iterator<Item = (usize, usize, u64)> {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let shapes = [
            (4, 4),
            (3, 6),
            (6, 3),
            (2, 9),
            (5, 5),
            (4, 6),
            (6, 4),
            (3, 8),
        ];
        shapes.into_iter().flat_map(move |(rows, cols)| {
            let cells = rows * cols;
            let full = (1u64 << cells) - 1;
            let boards: Vec<u64> = if cells <= 18 {
                (0..=full).collect()
            } else {
                (0..20_000)
                    .map(|i| {
                        let blocked = match i % 3 {
                            0 => next() & next() & next(),
                            1 => next() & next(),
                            _ => next() & (next() | next()),
                        };
                        full & !blocked
                    })
                    .collect()
            };
            boards.into_iter().map(move |e| (rows, cols, e))
        })
    }

    #[test]
    fn every_verdict_agrees_with_the_definition() {
        let mut decided = [0usize; Board::<u64>::VERDICTS.len()];
        let mut memo = std::collections::HashMap::new();
        let mut last = (0, 0);
        // The counting rules alone here; the bands have a test of their own, below.
        let counting = Knowledge {
            bands: 0,
            ..Knowledge::ALL
        };
        let mut board = Board::<u64>::new(1, 1, counting);
        for (rows, cols, e) in boards() {
            if (rows, cols) != last {
                memo.clear();
                last = (rows, cols);
                board = Board::<u64>::new(rows, cols, counting);
            }
            let geo = Geometry::<u64>::new(rows, cols);
            check_verdicts(&board, &geo, e, 0, &mut memo, &mut decided);
        }
        // Each rule decided some of the boards: the test reaches every one.
        assert!(decided[..BANDS_WIN].iter().all(|&n| n > 100), "{decided:?}");
    }

    /// The band verdicts (after the counting rules) against the definition: random boards of
    /// 4 x 4, 5 x 5, 4 x 6, 6 x 4, 3 x 8, 6 x 6, 5 x 7 and 7 x 5 with at most 24 empty cells,
    /// every band rule deciding some of them.
    #[test]
    fn every_band_verdict_agrees_with_the_definition() {
        let mut decided = [0usize; Board::<u64>::VERDICTS.len()];
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (rows, cols, count) in [
            (4, 4, 3000),
            (5, 5, 3000),
            (4, 6, 2000),
            (6, 4, 2000),
            (3, 8, 2000),
            (6, 6, 4000),
            (5, 7, 3000),
            (7, 5, 3000),
        ] {
            let geo = Geometry::<u64>::new(rows, cols);
            let board = Board::<u64>::new(rows, cols, Knowledge::ALL);
            let full = (1u64 << (rows * cols)) - 1;
            let mut memo = std::collections::HashMap::new();
            for i in 0..count {
                let blocked = match i % 3 {
                    0 => next() & next() & next() & next(),
                    1 => next() & next() & next(),
                    _ => next() & next(),
                };
                let e = full & !blocked;
                if e.count_ones() > 24 {
                    continue;
                }
                check_verdicts(&board, &geo, e, BANDS_WIN, &mut memo, &mut decided);
            }
        }
        // Each band rule decided some (the means decide a first player's win rarely on boards
        // this small; the tally's own test holds that rule to the sums' outcomes).
        assert!(decided[BANDS_WIN..].iter().all(|&n| n > 0), "{decided:?}");
        assert!(
            [BANDS_WIN, BANDS_LOSS, BAND_SUMS_WIN, BAND_SUMS_LOSS]
                .iter()
                .all(|&k| decided[k] > 300),
            "{decided:?}"
        );
    }

    /// Bullock's theorem, on which the search's skipping of safe moves stands: a player with a
    /// winning move and a move that is not safe has a winning move that is not safe.
    #[test]
    fn a_safe_move_is_never_the_only_way_to_win() {
        let (mut memo, mut last, mut checked) = (std::collections::HashMap::new(), (0, 0), 0);
        for (rows, cols, e) in boards() {
            if (rows, cols) != last {
                memo.clear();
                last = (rows, cols);
            }
            let geo = Geometry::<u64>::new(rows, cols);
            for player in [Player::Left, Player::Right] {
                let safe = geo.safe_anchors(e, player);
                let all = geo.moves(e, player);
                if all & !safe == 0 || safe == 0 {
                    continue;
                }
                let wins_by = |mut moves: u64, memo: &mut _| {
                    while moves != 0 {
                        let a = moves.trailing_zeros();
                        moves &= moves - 1;
                        if !plain(&geo, e & !geo.domino(a, player), player.other(), memo) {
                            return true;
                        }
                    }
                    false
                };
                checked += 1;
                if wins_by(safe, &mut memo) {
                    assert!(
                        wins_by(all & !safe, &mut memo),
                        "{rows}x{cols} {e:#x} {player:?}"
                    );
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }
}
