//! Loopy games: game graphs whose play may return to a position, who wins them (draws
//! counted), and the order of stoppers.
//!
//! A **loopy game** is a graph: each vertex has Left options and Right options, which may
//! lead back to earlier vertices (`pass`, a move to the vertex itself, is the simplest
//! cycle). Play that never ends is a **draw**. Winning Ways (ch. 11) and Siegel
//! (*Combinatorial Game Theory*, ch. VI) name the simplest ones:
//!
//! ```text
//! on = {pass | }      off = { | pass}      dud = {pass | pass}
//! over = {0 | pass}   under = {pass | 0}   upon = {pass | *}
//! ```
//!
//! A **stopper** is a game with no infinite *alternating* play (Left, Right, Left, ... moving
//! in turn) from any position: `on`, `over` and `upon` are stoppers, `dud` is not. For
//! stoppers the order is that of short games, read with survival: `G >= H` when Left, moving
//! second in `G - H`, never loses (a play of the sum that goes on for ever counts for her;
//! Siegel ch. VI, Winning Ways ch. 11). So `on >= G` for every stopper `G`, and `over` lies
//! above every positive infinitesimal that is short and below every positive number.
//!
//! [`LoopyGame::outcome`] decides who wins from each first player by retrograde analysis of
//! the positions with the player to move (`O(positions + moves)`); sums are built on the
//! pairs of positions reachable ([`LoopyGame::sum`]), and comparisons of stoppers are
//! outcomes of differences. [`LoopyGame::simplest`] and [`LoopyGame::to_text`] give a
//! stopper's simplest form and its text, [`LoopyGame::parse`] reads CGSuite's notation. The
//! sides of games that are not stoppers ([`LoopyGame::onside`], [`LoopyGame::offside`]) are
//! found by sidling, and [`SidedValue`] holds them (`S & T`), with upsums and downsums.
//!
//! ```
//! use combgames_partizan::loopy::LoopyGame;
//! use combgames_partizan::{Arena, Comparison};
//!
//! // uponth = {0 || 0 | 0, pass}: positions 0 (uponth), 1 (the zero), 2 ({0 | 0, pass}).
//! let uponth = LoopyGame::new(vec![vec![1], vec![], vec![1]], vec![vec![2], vec![], vec![1, 2]], 0).unwrap();
//! let mut arena = Arena::new();
//! let star = arena.parse("*").unwrap();
//! let x = uponth.sum(&LoopyGame::from_short(&arena, star).unwrap()).unwrap();
//! let switch = LoopyGame::game(&[x.clone()], &[x.neg()]).unwrap(); // +-(uponth + *)
//! let zero = LoopyGame::from_short(&arena, arena.zero()).unwrap();
//! assert_eq!(switch.compare(&zero), Ok(Comparison::Equal));
//! assert_eq!(LoopyGame::on().sum(&LoopyGame::off()).unwrap().outcome().to_string(), "D");
//! ```

mod analysis;
mod parse;
mod print;
mod sided;
mod sides;
mod simplify;

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Limits, Resource};

use crate::error::Quantity;
use combgames_dyadic::Dyadic;

use crate::{Arena, Error, GameId};

pub use analysis::{LoopyOutcome, Winner};
pub use parse::looks_loopy;
pub use sided::SidedValue;
pub use sides::MAX_SIDLING_LAYERS;
pub use simplify::{DEFAULT_SIMPLIFY_STEPS, MAX_SIMPLIFY_POSITIONS};

/// The most positions a [`LoopyGame`] has by default (the product of two games' positions
/// in a sum is refused past it): `2^20`.
///
/// ```
/// assert_eq!(combgames_partizan::loopy::DEFAULT_LOOPY_POSITIONS, 1 << 20);
/// ```
pub const DEFAULT_LOOPY_POSITIONS: u64 = 1 << 20;

/// The most moves (options, over all positions) a sum builds by default: `2^24`, some 64 MiB
/// of option lists ([`LoopyGame::sum_within`] takes another limit as bytes, 4 a move).
///
/// ```
/// assert_eq!(combgames_partizan::loopy::DEFAULT_LOOPY_MOVES, 1 << 24);
/// ```
pub const DEFAULT_LOOPY_MOVES: u64 = 1 << 24;

/// The largest count of [`LoopyGame::multiple`] (`n*G`): `2^20`.
///
/// ```
/// assert_eq!(combgames_partizan::loopy::MAX_MULTIPLE, 1 << 20);
/// ```
pub const MAX_MULTIPLE: u64 = 1 << 20;

/// A loopy game: a graph of positions, each with its Left and Right options (indices of
/// positions), and the position play starts from. Position indices are below `2^32`.
///
/// ```
/// use combgames_partizan::loopy::LoopyGame;
/// // over = {0 | pass}: position 0 is over, position 1 is 0.
/// let over = LoopyGame::new(vec![vec![1], vec![]], vec![vec![0], vec![]], 0).unwrap();
/// assert_eq!(over, LoopyGame::over());
/// assert!(over.is_stopper());
/// assert_eq!(over.outcome().letter(), Some('L'));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoopyGame {
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
    start: u32,
}

impl LoopyGame {
    /// The game on the graph with `left[v]` and `right[v]` the options of position `v`,
    /// starting at `start`.
    ///
    /// # Errors
    /// [`Error::NoSuchPosition`] for an option or a start that is no position (or sides of
    /// different lengths); [`Error::Exceeded`] (items) past [`DEFAULT_LOOPY_POSITIONS`].
    ///
    /// ```
    /// use combgames_partizan::{Error, loopy::LoopyGame};
    /// assert_eq!(LoopyGame::new(vec![vec![3]], vec![vec![]], 0), Err(Error::NoSuchPosition(3)));
    /// ```
    pub fn new(left: Vec<Vec<usize>>, right: Vec<Vec<usize>>, start: usize) -> Result<Self, Error> {
        let n = left.len();
        if right.len() != n {
            return Err(Error::NoSuchPosition(n.min(right.len()) as u64));
        }
        if n as u64 > DEFAULT_LOOPY_POSITIONS {
            return Err(Exceeded::ran_out(Resource::Items, DEFAULT_LOOPY_POSITIONS).into());
        }
        let side = |options: Vec<Vec<usize>>| -> Result<Vec<Vec<u32>>, Error> {
            options
                .into_iter()
                .map(|list| {
                    list.into_iter()
                        .map(|v| {
                            if v < n {
                                Ok(v as u32)
                            } else {
                                Err(Error::NoSuchPosition(v as u64))
                            }
                        })
                        .collect()
                })
                .collect()
        };
        if start >= n {
            return Err(Error::NoSuchPosition(start as u64));
        }
        Ok(LoopyGame {
            left: side(left)?,
            right: side(right)?,
            start: start as u32,
        })
    }

    /// A game of one position with these options of it to itself (`pass`).
    fn single(left_pass: bool, right_pass: bool) -> Self {
        LoopyGame {
            left: vec![if left_pass { vec![0] } else { vec![] }],
            right: vec![if right_pass { vec![0] } else { vec![] }],
            start: 0,
        }
    }

    /// `on = {pass | }`: Left can always move, Right never.
    pub fn on() -> Self {
        Self::single(true, false)
    }

    /// `off = { | pass}`.
    pub fn off() -> Self {
        Self::single(false, true)
    }

    /// `dud = {pass | pass}`: a draw whoever starts.
    pub fn dud() -> Self {
        Self::single(true, true)
    }

    /// `over = {0 | pass}`.
    pub fn over() -> Self {
        LoopyGame {
            left: vec![vec![1], vec![]],
            right: vec![vec![0], vec![]],
            start: 0,
        }
    }

    /// `under = {pass | 0}`.
    pub fn under() -> Self {
        Self::over().neg()
    }

    /// `upon = {pass | *}`.
    pub fn upon() -> Self {
        // 0: upon, 1: *, 2: 0.
        LoopyGame {
            left: vec![vec![0], vec![2], vec![]],
            right: vec![vec![1], vec![2], vec![]],
            start: 0,
        }
    }

    /// The short game `g` of `arena` as a loopy game: one position for each game below it.
    /// `O(positions)`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`], [`Error::ForeignGame`] or [`Error::TooLarge`] (a game held
    /// symbolically) for an id the arena cannot read; [`Error::Exceeded`] (items) past
    /// [`DEFAULT_LOOPY_POSITIONS`] positions.
    ///
    /// ```
    /// use combgames_partizan::{Arena, loopy::LoopyGame};
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{1|*}").unwrap();
    /// let loopy = LoopyGame::from_short(&arena, g).unwrap();
    /// assert_eq!(loopy.len(), 4); // {1|*}, 1, *, 0
    /// ```
    pub fn from_short(arena: &Arena, g: GameId) -> Result<Self, Error> {
        arena.check(g)?;
        let too_many = || Error::from(Exceeded::ran_out(Resource::Items, DEFAULT_LOOPY_POSITIONS));
        // The games below `g`, numbers included but not entered (they are stored by value).
        let order = arena.uncached_below(g, |_, _| false);
        let mut index: FastMap<GameId, u32> = FastMap::default();
        let mut numbers: FastMap<Dyadic, u32> = FastMap::default();
        let mut values: Vec<Option<Dyadic>> = Vec::new();
        // Each number with the numbers below it (its options, theirs, ...), by value; their
        // count is checked as they come, so a number born late is refused before it is spelt.
        let mut pending: Vec<Dyadic> = Vec::new();
        for &h in &order {
            if let Some(x) = arena.number_value(h) {
                pending.push(x);
            } else {
                index.insert(h, values.len() as u32);
                values.push(None);
            }
        }
        if values.len() as u64 > DEFAULT_LOOPY_POSITIONS {
            return Err(too_many());
        }
        while let Some(x) = pending.pop() {
            if numbers.contains_key(&x) {
                continue;
            }
            if values.len() as u64 >= DEFAULT_LOOPY_POSITIONS {
                return Err(too_many());
            }
            numbers.insert(x, values.len() as u32);
            values.push(Some(x));
            let (l, r) = crate::numbers::number_options(x)?;
            pending.extend(l.into_iter().chain(r));
        }
        let at = |h: GameId| match arena.number_value(h) {
            Some(x) => numbers[&x],
            None => index[&h],
        };
        let mut left = Vec::with_capacity(values.len());
        let mut right = Vec::with_capacity(values.len());
        let mut position = 0;
        for &h in &order {
            if arena.number_value(h).is_none() {
                debug_assert_eq!(index[&h], position);
                left.push(arena.left(h).iter().map(at).collect());
                right.push(arena.right(h).iter().map(at).collect());
                position += 1;
            }
        }
        for x in values.iter().flatten() {
            let (l, r) = crate::numbers::number_options(*x)?;
            left.push(l.iter().map(|y| numbers[y]).collect());
            right.push(r.iter().map(|y| numbers[y]).collect());
        }
        Ok(LoopyGame {
            left,
            right,
            start: at(g),
        })
    }

    /// The game `{A, B, ... | C, D, ...}` whose options are these loopy games (each copied
    /// into the new graph). `O(positions + moves)` of the options.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (items) past [`DEFAULT_LOOPY_POSITIONS`] positions.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// let (on, off) = (LoopyGame::on(), LoopyGame::off());
    /// let switch = LoopyGame::game(&[on], &[off]).unwrap(); // {on | off}
    /// assert_eq!(switch.outcome().to_string(), "N");
    /// ```
    pub fn game(left: &[LoopyGame], right: &[LoopyGame]) -> Result<Self, Error> {
        let total: u64 = 1 + left
            .iter()
            .chain(right)
            .map(|g| g.len() as u64)
            .sum::<u64>();
        if total > DEFAULT_LOOPY_POSITIONS {
            return Err(Exceeded::ran_out(Resource::Items, DEFAULT_LOOPY_POSITIONS).into());
        }
        let mut game = LoopyGame {
            left: vec![Vec::new()],
            right: vec![Vec::new()],
            start: 0,
        };
        for (k, options) in [left, right].into_iter().enumerate() {
            for option in options {
                let offset = game.len() as u32;
                let shift = |list: &Vec<u32>| list.iter().map(|&v| v + offset).collect();
                game.left.extend(option.left.iter().map(shift));
                game.right.extend(option.right.iter().map(shift));
                let start = option.start + offset;
                if k == 0 {
                    game.left[0].push(start);
                } else {
                    game.right[0].push(start);
                }
            }
        }
        Ok(game)
    }

    /// The number of positions of the graph.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// Never: a game has its start position.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The negative: Left's and Right's options swapped. `O(positions + moves)`.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::on().neg(), LoopyGame::off());
    /// ```
    #[must_use]
    pub fn neg(&self) -> Self {
        LoopyGame {
            left: self.right.clone(),
            right: self.left.clone(),
            start: self.start,
        }
    }

    /// The sum `self + other`: a position for each pair of positions reachable from the two
    /// starts, within [`DEFAULT_LOOPY_POSITIONS`] pairs and [`DEFAULT_LOOPY_MOVES`] moves.
    /// `O(pairs + moves)`.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (items) past the positions, (bytes) past the moves.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// let sum = LoopyGame::on().sum(&LoopyGame::off()).unwrap();
    /// assert_eq!(sum.outcome().letter(), Some('D')); // on + off = dud: a draw
    /// ```
    pub fn sum(&self, other: &Self) -> Result<Self, Error> {
        self.sum_within(other, Limits::new())
    }

    /// [`sum`](Self::sum) within `limits`: items (the pairs, [`DEFAULT_LOOPY_POSITIONS`]
    /// when not given), bytes (4 a move of the sum, `4 *` [`DEFAULT_LOOPY_MOVES`] when not
    /// given), steps (a step a pair) and time. The interrupt installed on the thread
    /// ([`combgames_base::interrupt`]) is looked at every 4,096 pairs.
    ///
    /// # Errors
    /// As for [`sum`](Self::sum); [`Error::Exceeded`] (bytes, steps, or milliseconds) past
    /// the limits; [`Error::Interrupted`] when interrupted.
    ///
    /// ```
    /// use combgames_base::{Limits, Resource};
    /// use combgames_partizan::{Error, loopy::LoopyGame};
    /// let upon = LoopyGame::upon();
    /// let refused = upon.sum_within(&upon, Limits::new().steps(2)).unwrap_err();
    /// assert!(matches!(refused, Error::Exceeded(e) if e.resource == Resource::Steps));
    /// ```
    pub fn sum_within(&self, other: &Self, limits: Limits) -> Result<Self, Error> {
        let limit = limits
            .items_or(DEFAULT_LOOPY_POSITIONS)
            .min(u64::from(u32::MAX));
        let mut meter = limits.step_meter(u64::MAX);
        let mut bytes = limits.meter(Resource::Bytes, 4 * DEFAULT_LOOPY_MOVES);
        let mut index: FastMap<(u32, u32), u32> = FastMap::default();
        let mut pairs = vec![(self.start, other.start)];
        index.insert((self.start, other.start), 0);
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let mut next = 0;
        while next < pairs.len() {
            let (a, b) = pairs[next];
            next += 1;
            let mut sides = [Vec::new(), Vec::new()];
            for (k, side) in sides.iter_mut().enumerate() {
                let (mine, theirs) = if k == 0 {
                    (&self.left, &other.left)
                } else {
                    (&self.right, &other.right)
                };
                let moves = mine[a as usize]
                    .iter()
                    .map(|&x| (x, b))
                    .chain(theirs[b as usize].iter().map(|&y| (a, y)));
                for pair in moves {
                    let id = if let Some(&id) = index.get(&pair) {
                        id
                    } else {
                        if pairs.len() as u64 >= limit {
                            return Err(Exceeded::ran_out(Resource::Items, limit).into());
                        }
                        meter.spend(1)?;
                        if pairs.len() % 4096 == 0 {
                            combgames_base::interrupt::check()?;
                        }
                        let id = pairs.len() as u32;
                        index.insert(pair, id);
                        pairs.push(pair);
                        id
                    };
                    side.push(id);
                }
            }
            let [l, r] = sides;
            bytes.spend(4 * (l.len() + r.len()) as u64)?;
            left.push(l);
            right.push(r);
        }
        Ok(LoopyGame {
            left,
            right,
            start: 0,
        })
    }

    /// `n` copies of the game added (`n*G` in the notation): sums by doubling, each replaced
    /// by its simplest form when it is a stopper (of at most
    /// [`MAX_SIMPLIFY_POSITIONS`] positions), so `10*upon` takes a few small sums. The
    /// result equals `n` copies in value (the same sides), though not always as a graph:
    /// copies of a stopper may add up to a game that is not one where the copies of its
    /// simplest form do not.
    ///
    /// # Errors
    /// [`Error::TooLarge`] (multiple) past [`MAX_MULTIPLE`]; as for [`sum`](Self::sum) and
    /// [`simplest`](Self::simplest).
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// let upon = LoopyGame::upon();
    /// let ten = upon.multiple(10).unwrap();
    /// let nine = upon.multiple(9).unwrap();
    /// assert!(ten.equals(&nine.sum(&upon).unwrap()).unwrap());
    /// assert_eq!(LoopyGame::over().multiple(0).unwrap().to_text().unwrap(), "0");
    /// ```
    pub fn multiple(&self, n: u64) -> Result<Self, Error> {
        if n > MAX_MULTIPLE {
            return Err(Error::TooLarge {
                what: Quantity::Multiple,
                value: n,
                limit: MAX_MULTIPLE,
            });
        }
        let tidy = |g: LoopyGame| -> Result<LoopyGame, Error> {
            if g.len() <= MAX_SIMPLIFY_POSITIONS && g.is_stopper() {
                g.simplest()
            } else {
                Ok(g)
            }
        };
        let mut total = LoopyGame::single(false, false);
        let mut power = tidy(self.clone())?;
        let mut rest = n;
        while rest > 0 {
            if rest & 1 == 1 {
                total = tidy(total.sum(&power)?)?;
            }
            rest >>= 1;
            if rest > 0 {
                power = tidy(power.sum(&power)?)?;
            }
        }
        Ok(total)
    }

    /// `self - other`, as [`sum`](Self::sum) with the negative.
    ///
    /// # Errors
    /// As for [`sum`](Self::sum).
    pub fn difference(&self, other: &Self) -> Result<Self, Error> {
        self.sum(&other.neg())
    }
}
