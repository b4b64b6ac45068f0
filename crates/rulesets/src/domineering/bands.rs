//! The band bounds of the outcome search: exact values of strips of the board, added.
//!
//! **Theorem (bands).** Cut the board between rows and forbid Vertical (Left) every domino
//! that crosses a cut. Horizontal's dominoes never cross a cut between rows, so the board
//! restricted so is the sum of its bands `H_1 + ... + H_k`, each band a board of its own; and
//! taking options away from Left, at every position, never helps Left, so `G >= H_1 + ... +
//! H_k`. Cutting between columns and forbidding Horizontal the crossing dominoes gives
//! `G <= K_1 + ... + K_l` in the same way. (The decomposition of Lachmann, Moore and Rapaport,
//! "Who wins Domineering on rectangular boards?", 2002, used on whole rectangles; here on
//! every board the search meets.)
//!
//! Each band is a small board whose exact value comes from the value search (its regions
//! memoised across the whole search); what the verdicts read of it is a few numbers ([`Band`]):
//!
//! - a **lower bound** `H >= x`: the Right stop `R(H)`, exact when `H >= R(H)`, else good for
//!   every number below it (for a number `x < R(H)`, `H > x`);
//! - the best such bound over the player's options, `max R(H^L)`: the player's first move;
//! - the **mean** `m(H)` and the **temperature** `t(H)`.
//!
//! With `S = H_1 + ... + H_k` for the player to move, `P`:
//!
//! - `P` moving first wins if `sum x_i > 0` (then `S > 0`), or if for some band `j`,
//!   `R(H_j^L) + sum_{i != j} x_i >= 0` (`P` plays there and then wins moving second, the
//!   bound exact when every term is), or if `sum m_i > 0`: the Left stop of a sum is at least
//!   its mean (`L(nS) <= n L(S)`, so `m(S) <= L(S)`), and `L(S) > 0` wins moving first;
//! - `P` moving second wins (so the player to move, the opponent, loses) if `sum x_i >= 0`
//!   (exact), or if `sum m_i - max t_i > 0`: the Right stop of a game is at least its mean less
//!   its temperature (the walls of a thermograph slope by at most 1), and the temperature of a
//!   sum is at most the largest of its parts' (Conway, *On Numbers and Games*, ch. 9;
//!   Siegel, *Combinatorial Game Theory*, II.5).
//!
//! The numbers are held in fixed point, `2^-24` units, rounded the safe way (a lower bound or
//! a mean down, a temperature up); a bound rounded down is exact.

use std::sync::Mutex;

use combgames_base::Limits;
use combgames_base::hash::FastMap;
use combgames_dyadic::Dyadic;

use super::exact::RegionValues;
use crate::{Arena, Error, GameId};

/// The fixed point of the bands' numbers: `2^-SCALE` units.
const SCALE: u32 = 24;

/// The most cells of a band: a board of more is not valued (its value search could take
/// seconds).
pub(super) const MAX_BAND_CELLS: u32 = 30;

/// The most cells of the bounding box of a region valued whole: the regions met are many, and
/// their values must come quickly.
pub(super) const MAX_REGION_CELLS: u32 = 24;

/// The most distinct games an oracle's arena holds (about 0.7 KB each) before it starts
/// afresh.
const ORACLE_GAMES: u64 = 1 << 17;

/// The most bytes of an oracle's memo of regions before it starts afresh.
const ORACLE_MEMO_BYTES: u64 = 64 << 20;

/// The most bands an oracle remembers before it starts afresh (64 bytes each with the map's
/// slack).
const ORACLE_BANDS: usize = 1 << 19;

/// The most sums an oracle remembers before it forgets them (64 bytes each with the map's
/// slack).
const ORACLE_SUMS: usize = 1 << 19;

/// The most bands an oracle refuses for good (their values do not fit in it).
const ORACLE_REFUSED: usize = 1 << 16;

/// The most memory one oracle holds: its games (1 KB each, with their share of the arena's
/// caches), memo, bands and sums: 256 MiB.
///
/// ```
/// assert_eq!(combgames_rulesets::domineering::BAND_ORACLE_BYTES, 256 << 20);
/// ```
pub const BAND_ORACLE_BYTES: u64 = ORACLE_GAMES * 1024
    + ORACLE_MEMO_BYTES
    + (ORACLE_BANDS as u64) * 64
    + (ORACLE_SUMS as u64) * 64;

/// A number bound of a game `H`: `H >= x` (`exact`), or `H >= y` for every number `y < x`.
/// `x` in units of `2^-24`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Bound {
    pub x: i64,
    pub exact: bool,
}

impl Bound {
    /// The better of two bounds of options: the larger, and exact over not at a tie.
    fn max(self, other: Bound) -> Bound {
        if (self.x, self.exact) >= (other.x, other.exact) {
            self
        } else {
            other
        }
    }
}

/// What the verdicts read of one band, for Vertical (the band as a board, Left vertical).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Band {
    /// `H >= R(H)` or just below it.
    pub low: Bound,
    /// The best `low` of Vertical's options (`None`: no move).
    pub first: Option<Bound>,
    /// The mean, rounded down.
    pub mean: i64,
    /// The temperature (0 for a number), rounded up.
    pub temp: i64,
    /// The band's value, in its oracle's arena.
    pub game: GameId,
    /// Whether the value is a number (then `low` is it, exactly).
    pub number: bool,
}

impl Band {
    /// Whether the band is the game 0 (no cells, or no move for either player).
    fn is_zero(&self) -> bool {
        self.number && self.low.x == 0
    }
}

/// The most bands whose sum an oracle values exactly.
pub(super) const MAX_SUM: usize = 6;

/// `d` in units of `2^-24`, rounded down (`up` false) or up, and whether that is exact.
fn scaled(d: Dyadic, up: bool) -> Option<(i64, bool)> {
    // A number past the inline form is far past the scale: no bound from it.
    let (num, exp) = d.to_small()?;
    let num = i128::from(num);
    let (x, exact) = if exp <= SCALE {
        (num << (SCALE - exp), true)
    } else {
        let shift = exp - SCALE;
        let down = num >> shift;
        let exact = down << shift == num;
        (if up && !exact { down + 1 } else { down }, exact)
    };
    Some((i64::try_from(x).ok()?, exact))
}

/// The lower bound `R(g)` of `g`, exact when `g >= R(g)` or when rounding went below it.
fn low_bound(arena: &mut Arena, g: GameId) -> Result<Option<Bound>, Error> {
    let r = arena.right_stop(g)?;
    let at_stop = arena.number(r)?;
    let exact = arena.le(at_stop, g)?;
    Ok(scaled(r, false).map(|(x, rounded_exactly)| Bound {
        x,
        exact: exact || !rounded_exactly,
    }))
}

/// The exact values of bands, remembered: one thread's, as the outcome search asks.
pub(super) struct Oracle {
    arena: Arena,
    values: RegionValues,
    bands: FastMap<u64, Band>,
    /// Whether Vertical wins a sum of bands (their games' indices, sorted) moving first, and
    /// moving second.
    sums: FastMap<([u32; MAX_SUM], i64, bool), bool>,
    /// The bands whose values do not fit in a fresh oracle: never asked again.
    refused: std::collections::HashSet<u64, combgames_base::hash::FastBuild>,
}

impl Oracle {
    fn new() -> Oracle {
        Oracle {
            arena: Arena::with_limits(Limits::new().items(ORACLE_GAMES)),
            values: RegionValues::new(Limits::new().bytes(ORACLE_MEMO_BYTES)),
            bands: FastMap::default(),
            sums: FastMap::default(),
            refused: std::collections::HashSet::default(),
        }
    }

    /// Whether Vertical wins the sum of the games `games` (at most [`MAX_SUM`], of this
    /// oracle) and the number `number` (in `2^-24` units) moving first (`first`) or second, by
    /// their exact sum; `None` if a limit of the oracle is met (it then starts afresh).
    pub(super) fn sum_wins(
        &mut self,
        (games, number): (&[Option<GameId>], i64),
        first: bool,
    ) -> Option<bool> {
        let games: Vec<GameId> = games.iter().flatten().copied().collect();
        if games.len() > MAX_SUM {
            return None;
        }
        let mut key = [u32::MAX; MAX_SUM];
        for (k, g) in key.iter_mut().zip(&games) {
            *k = g.index();
        }
        key.sort_unstable();
        if let Some(&wins) = self.sums.get(&(key, number, first)) {
            return Some(wins);
        }
        if self.sums.len() >= ORACLE_SUMS {
            self.sums.clear();
        }
        let arena = &mut self.arena;
        let zero = arena.zero();
        // S + x wins moving first unless S <= -x, moving second if -x <= S. With S = s + t
        // (each half of the games), S <= -x exactly when s <= -x - t: two sums of half the
        // games are made instead of the sum of all (whose size can be the product of theirs),
        // and -x - t is t negated and moved by a number (no options are added).
        let wins = Dyadic::new(-number, SCALE)
            .map_err(|_| Error::Overflow)
            .and_then(|x| arena.number(x))
            .and_then(|minus_x| {
                let (front, back) = games.split_at(games.len() / 2);
                let s = front.iter().try_fold(zero, |s, &g| arena.sum(s, g))?;
                // The games' sum first, which the arena remembers whatever the number.
                let t = back.iter().try_fold(zero, |t, &g| arena.sum(t, g))?;
                let minus_t = arena.neg(t)?;
                let bound = arena.sum(minus_x, minus_t)?;
                if first {
                    arena.le(s, bound).map(|le| !le)
                } else {
                    arena.le(bound, s)
                }
            });
        if let Ok(wins) = wins {
            self.sums.insert((key, number, first), wins);
            Some(wins)
        } else {
            self.restart();
            None
        }
    }

    /// Starts afresh, keeping only the bands refused.
    fn restart(&mut self) {
        let refused = std::mem::take(&mut self.refused);
        *self = Oracle::new();
        self.refused = refused;
    }

    /// The band of `rows x cols` cells with the empty cells `cells`, for Vertical; `None` if
    /// it has more than [`MAX_BAND_CELLS`] cells or its numbers do not fit, or a limit of the
    /// oracle is met (the oracle then starts afresh, and the next question is answered).
    pub(super) fn band(&mut self, rows: u32, cols: u32, cells: u64) -> Option<Band> {
        if rows * cols > MAX_BAND_CELLS {
            return None;
        }
        // At most 30 cells (below bit 32), each dimension at most 30: one word.
        let key = cells | u64::from(rows) << 32 | u64::from(cols) << 40;
        if let Some(band) = self.bands.get(&key) {
            return Some(*band);
        }
        if self.bands.len() >= ORACLE_BANDS {
            self.restart();
        }
        if self.refused.contains(&key) {
            return None;
        }
        // A limit met: once more on a fresh oracle, and a band that does not fit even there is
        // refused for good (never searched again).
        for attempt in 0..2 {
            if let Ok(band) = self.compute(rows, cols, cells) {
                if let Some(band) = band {
                    self.bands.insert(key, band);
                }
                return band;
            }
            self.restart();
            if attempt == 1 && self.refused.len() < ORACLE_REFUSED {
                self.refused.insert(key);
            }
        }
        None
    }

    fn compute(&mut self, rows: u32, cols: u32, cells: u64) -> Result<Option<Band>, Error> {
        let g = self
            .values
            .value(&mut self.arena, rows, cols, u128::from(cells))?;
        band_of(&mut self.arena, g)
    }
}

/// What the verdicts read of the game `g` (see [`Band`]); `None` if its numbers do not fit.
fn band_of(arena: &mut Arena, g: GameId) -> Result<Option<Band>, Error> {
    let Some(low) = low_bound(arena, g)? else {
        return Ok(None);
    };
    // Vertical's first move, by the canonical form's options: the band equals its
    // canonical form, so a move there is as good as a move on the board.
    let mut first: Option<Bound> = None;
    for option in arena.left_options(g)? {
        let Some(bound) = low_bound(arena, option)? else {
            return Ok(None);
        };
        first = Some(first.map_or(bound, |b| b.max(bound)));
    }
    let thermograph = arena.thermograph(g)?;
    let temperature = thermograph.temperature().max(Dyadic::ZERO);
    let (Some((mean, _)), Some((temp, _))) =
        (scaled(thermograph.mean(), false), scaled(temperature, true))
    else {
        return Ok(None);
    };
    Ok(Some(Band {
        low,
        first,
        mean,
        temp,
        game: g,
        number: arena.as_number(g)?.is_some(),
    }))
}

/// Which numbers of a [`Tally`] decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Rule {
    /// The lower bounds (stops).
    Stops,
    /// The means and temperatures.
    Means,
}

/// The bands of one partition added up, for the player they restrict (Vertical of the board
/// they were cut from).
#[derive(Debug, Clone, Copy)]
pub(super) struct Tally {
    /// The sum of the lower bounds, and how many are not exact.
    low: i64,
    inexact: u32,
    /// The best gain of a first move, `R(H_j^L) - x_j`, over every band; over the bands
    /// whose option bound is exact and whose own is exact; and whose own is not.
    gain: i64,
    gain_exact: i64,
    gain_inexact: i64,
    /// The sum of the means, and the largest temperature.
    mean: i64,
    temp: i64,
    /// The bands' games that are not numbers, while there are at most [`MAX_SUM`]; and the
    /// sum of those that are.
    games: [Option<GameId>; MAX_SUM],
    count: usize,
    numbers: i64,
}

impl Tally {
    /// No band yet: the game 0.
    pub(super) fn new() -> Tally {
        Tally {
            low: 0,
            inexact: 0,
            gain: i64::MIN,
            gain_exact: i64::MIN,
            gain_inexact: i64::MIN,
            mean: 0,
            temp: 0,
            games: [None; MAX_SUM],
            count: 0,
            numbers: 0,
        }
    }

    /// Adds a band (a zero band changes nothing).
    pub(super) fn add(&mut self, band: &Band) {
        if band.is_zero() {
            return;
        }
        self.low += band.low.x;
        self.inexact += u32::from(!band.low.exact);
        if let Some(first) = band.first {
            let gain = first.x - band.low.x;
            self.gain = self.gain.max(gain);
            if first.exact {
                if band.low.exact {
                    self.gain_exact = self.gain_exact.max(gain);
                } else {
                    self.gain_inexact = self.gain_inexact.max(gain);
                }
            }
        }
        self.mean += band.mean;
        self.temp = self.temp.max(band.temp);
        if band.number {
            self.numbers += band.low.x;
            return;
        }
        if let Some(slot) = self.games.get_mut(self.count) {
            *slot = Some(band.game);
        }
        self.count += 1;
    }

    /// Whether the player wins the sum moving first by its numbers: a positive lower bound,
    /// a first move to a sum at least 0, or a positive mean (see the module).
    pub(super) fn wins_first(&self) -> Option<Rule> {
        let at_least = |gain: i64| gain != i64::MIN && self.low + gain >= 0;
        let first = self.low > 0
            || (self.gain != i64::MIN && self.low + self.gain > 0)
            || (self.inexact == 0 && at_least(self.gain_exact))
            || (self.inexact == 1 && at_least(self.gain_inexact));
        if first {
            Some(Rule::Stops)
        } else {
            (self.mean > 0).then_some(Rule::Means)
        }
    }

    /// Whether the player wins the sum moving second by its numbers: a lower bound at least
    /// 0, or a mean above the largest temperature.
    pub(super) fn wins_second(&self) -> Option<Rule> {
        if self.low > 0 || (self.low == 0 && self.inexact == 0) {
            Some(Rule::Stops)
        } else {
            (self.mean - self.temp > 0).then_some(Rule::Means)
        }
    }

    /// Whether the player may win the sum moving first or second at all (its Left stop is
    /// at most the mean plus the temperature; a game at least 0 has a mean at least 0), with
    /// a unit a band to spare for the rounding; and the bands' games that are not numbers, if
    /// few enough to add, with the sum of the numbers.
    pub(super) fn may_win(&self, first: bool) -> Option<(&[Option<GameId>], i64)> {
        let slack = i64::try_from(self.count).ok()?;
        let may = if first {
            self.mean + self.temp + slack >= 0
        } else {
            self.mean + slack >= 0
        };
        (may && self.count <= MAX_SUM).then(|| (&self.games[..self.count], self.numbers))
    }
}

/// One oracle for each thread that asks at once (made when first needed): a thread takes the
/// first one free.
pub(super) struct Oracles {
    slots: Vec<Mutex<Option<Oracle>>>,
}

impl Oracles {
    /// Room for `threads` threads asking at once.
    pub(super) fn new(threads: usize) -> Oracles {
        Oracles {
            slots: (0..threads.max(1)).map(|_| Mutex::new(None)).collect(),
        }
    }

    /// `ask` of a free oracle (`None` if every one is busy).
    pub(super) fn with<T>(&self, ask: impl FnOnce(&mut Oracle) -> T) -> Option<T> {
        for slot in &self.slots {
            if let Ok(mut guard) = slot.try_lock() {
                return Some(ask(guard.get_or_insert_with(Oracle::new)));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const UNIT: i64 = 1 << SCALE;

    #[test]
    fn the_two_by_two_band_is_plus_or_minus_one() {
        let mut oracle = Oracle::new();
        let band = oracle.band(2, 2, 0b1111).unwrap();
        // +-1 is above every number below -1, not above -1 itself; Vertical's move leaves 1.
        assert_eq!(
            band.low,
            Bound {
                x: -UNIT,
                exact: false
            }
        );
        assert_eq!(
            band.first,
            Some(Bound {
                x: UNIT,
                exact: true
            })
        );
        assert_eq!((band.mean, band.temp), (0, UNIT));
    }

    #[test]
    fn bands_of_numbers_and_of_no_moves() {
        let mut oracle = Oracle::new();
        // One column of three cells: Vertical's 1 (a number: exact, temperature 0).
        let column = oracle.band(3, 1, 0b111).unwrap();
        assert_eq!(
            column.low,
            Bound {
                x: UNIT,
                exact: true
            }
        );
        assert_eq!((column.mean, column.temp), (UNIT, 0));
        // One row of five cells: Horizontal's 2; Vertical has no move.
        let row = oracle.band(1, 5, 0b11111).unwrap();
        assert_eq!(
            row.low,
            Bound {
                x: -2 * UNIT,
                exact: true
            }
        );
        assert_eq!(row.first, None);
        // Too many cells: no answer.
        assert_eq!(oracle.band(4, 9, 0), None);
    }

    #[test]
    fn rounding_is_safe() {
        let third_ish = Dyadic::new(1, 30).unwrap();
        assert_eq!(scaled(third_ish, false), Some((0, false)));
        assert_eq!(scaled(third_ish, true), Some((1, false)));
        assert_eq!(scaled(-third_ish, false), Some((-1, false)));
        assert_eq!(
            scaled(Dyadic::new(3, 1).unwrap(), false),
            Some((3 << 23, true))
        );
    }

    /// The rules of a tally are theorems of sums: on every sum of two and three games of a
    /// list (numbers, infinitesimals, switches, hot games), a sum the numbers say the player
    /// wins moving first (second) is one the arena's outcome says so, and each rule decides
    /// some of them.
    #[test]
    fn a_tally_decides_only_what_the_sum_s_outcome_says() {
        use crate::OutcomeClass;
        let texts = [
            "0",
            "*",
            "1",
            "-1",
            "1/2",
            "-3/4",
            "^",
            "v",
            "^*",
            "*2",
            "{1|-1}",
            "{2|-1}",
            "{3|1}",
            "{1|0}",
            "{0|-1}",
            "{2|0}",
            "{1|-2}",
            "{1/2|-1}",
            "{3|-3}",
            "{4|2}",
            "{0|-2}",
            "{2|1/2}",
            "{1||0|-3}",
            "{3|1||0}",
        ];
        let mut arena = Arena::new();
        let games: Vec<GameId> = texts.iter().map(|t| arena.parse(t).unwrap()).collect();
        let bands: Vec<Band> = games
            .iter()
            .map(|&g| band_of(&mut arena, g).unwrap().unwrap())
            .collect();
        let mut decided = [0usize; 4];
        let mut check = |parts: &[usize], arena: &mut Arena| {
            let mut tally = Tally::new();
            let mut sum = arena.zero();
            for &i in parts {
                tally.add(&bands[i]);
                sum = arena.sum(sum, games[i]).unwrap();
            }
            let outcome = arena.outcome(sum).unwrap();
            let (first, second) = (
                matches!(outcome, OutcomeClass::Left | OutcomeClass::Next),
                matches!(outcome, OutcomeClass::Left | OutcomeClass::Previous),
            );
            if let Some(rule) = tally.wins_first() {
                assert!(first, "{parts:?} {rule:?}");
                decided[rule as usize] += 1;
            }
            if let Some(rule) = tally.wins_second() {
                assert!(second, "{parts:?} {rule:?}");
                decided[2 + rule as usize] += 1;
            }
        };
        let n = games.len();
        for i in 0..n {
            for j in i..n {
                check(&[i, j], &mut arena);
                for k in j..n {
                    check(&[i, j, k], &mut arena);
                }
            }
        }
        assert!(decided.iter().all(|&d| d > 20), "{decided:?}");
    }

    #[test]
    fn exact_sums_of_halves_agree_with_the_whole_sum() {
        // `sum_wins` compares the sum of half the games with the number less the other half:
        // against the outcome of the whole sum plus the number, made in full.
        use crate::OutcomeClass;
        let texts = [
            "{3|1}",
            "{1|-2}",
            "{1/2|-1}",
            "{1||0|-3}",
            "{3|1||0}",
            "{2|1/2}",
            "*",
        ];
        let mut oracle = Oracle::new();
        let games: Vec<GameId> = texts
            .iter()
            .map(|t| oracle.arena.parse(t).unwrap())
            .collect();
        let numbers = [
            -3i64 << SCALE,
            -1 << (SCALE - 1),
            0,
            1 << (SCALE - 2),
            2 << SCALE,
        ];
        let mut checked = [0usize; 2];
        for mask in 1u32..1 << games.len() {
            if mask.count_ones() > 4 {
                continue;
            }
            let parts: Vec<Option<GameId>> = (0..games.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| Some(games[i]))
                .collect();
            for &number in &numbers {
                let arena = &mut oracle.arena;
                let x = arena.number(Dyadic::new(number, SCALE).unwrap()).unwrap();
                let whole = parts
                    .iter()
                    .flatten()
                    .try_fold(x, |s, &g| arena.sum(s, g))
                    .unwrap();
                let outcome = arena.outcome(whole).unwrap();
                let first = matches!(outcome, OutcomeClass::Left | OutcomeClass::Next);
                let second = matches!(outcome, OutcomeClass::Left | OutcomeClass::Previous);
                assert_eq!(
                    oracle.sum_wins((&parts, number), true),
                    Some(first),
                    "{mask:b}"
                );
                assert_eq!(
                    oracle.sum_wins((&parts, number), false),
                    Some(second),
                    "{mask:b}"
                );
                checked[usize::from(first)] += 1;
            }
        }
        assert!(checked.iter().all(|&c| c > 50), "{checked:?}");
    }

    #[test]
    fn a_busy_oracle_is_not_shared() {
        let oracles = Oracles::new(1);
        let inner = oracles.with(|_| oracles.with(|_| ()));
        assert_eq!(inner, Some(None));
    }
}
