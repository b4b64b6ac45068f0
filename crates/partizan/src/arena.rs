//! The arena: one node per distinct canonical game, with cached sums, negatives and order.

use combgames_base::hash::FastMap;

use combgames_dyadic::Dyadic;

use combgames_base::{Exceeded, Limits, Meter, Resource};

use crate::bounds::MAX_BIRTHDAY;
use crate::error::Quantity;
use crate::numbers::{number_options, simplest_in};
use crate::{Error, NumberUpStar};

/// A handle to a canonical game stored in an [`Arena`]: two ids of one arena are equal
/// exactly when the games are equal.
///
/// An id carries the arena it belongs to: every arena refuses the ids of another with
/// [`Error::ForeignGame`], rather than read them as whatever game it holds at that index.
///
/// ```
/// use combgames_partizan::{Arena, Error};
/// let mut arena = Arena::new();
/// let a = arena.parse("{0|1}").unwrap();
/// let b = arena.parse("1/2").unwrap();
/// assert_eq!(a, b);
/// let mut other = Arena::new();
/// let star = other.parse("*").unwrap();
/// assert_eq!(arena.to_text(star), Err(Error::ForeignGame(star.index())));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct GameId {
    /// The node's index in its arena (with the [`SYMBOLIC`] bit for a game held
    /// symbolically). First, so that ids of one arena order by it.
    index: u32,
    /// The arena's tag: distinct for every arena made in this process.
    arena: u32,
}

/// The bit of a [`GameId`] that marks a game held symbolically: `x + n.^ + *m` born after
/// [`MAX_BIRTHDAY`], an index into the arena's table of them.
pub(crate) const SYMBOLIC: u32 = 1 << 31;

/// Hashes the index alone: the ids a table holds are of one arena, and one word hashes faster
/// than two (equal ids have equal indices, so equal hashes).
impl std::hash::Hash for GameId {
    #[inline]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u32(self.index);
    }
}

impl GameId {
    /// The index of the game in its arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// assert_eq!(Arena::new().zero().index(), 0);
    /// ```
    pub fn index(self) -> u32 {
        self.index
    }

    /// The index as a `usize`, for the arena's tables.
    #[inline]
    pub(crate) fn slot(self) -> usize {
        self.index as usize
    }
}

/// The tags of arenas: one a new arena, never reused in a process (after `2^32 - 1`
/// arenas the count stays at its last value, and an arena made then may accept the ids of
/// another made then too: a process would need four billion arenas for that).
fn new_tag() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |t| t.checked_add(1))
        .unwrap_or(u32::MAX)
}

/// The options of a canonical game, each sorted, by their indices in the arena (four bytes an
/// option: the arena's tag is the same for all, and the nodes are its largest table).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Node {
    pub(crate) left: Box<[u32]>,
    pub(crate) right: Box<[u32]>,
}

/// One side's options of a stored game, read as ids of its arena.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Kids<'a> {
    raw: &'a [u32],
    tag: u32,
}

impl<'a> Kids<'a> {
    #[inline]
    pub(crate) fn len(self) -> usize {
        self.raw.len()
    }

    #[inline]
    pub(crate) fn is_empty(self) -> bool {
        self.raw.is_empty()
    }

    /// Option `i` (`i < len`).
    #[inline]
    pub(crate) fn get(self, i: usize) -> GameId {
        GameId {
            index: self.raw[i],
            arena: self.tag,
        }
    }

    /// The only option, if there is exactly one.
    #[inline]
    pub(crate) fn only(self) -> Option<GameId> {
        match self.raw {
            [one] => Some(GameId {
                index: *one,
                arena: self.tag,
            }),
            _ => None,
        }
    }

    #[inline]
    pub(crate) fn iter(self) -> impl Iterator<Item = GameId> + 'a {
        let tag = self.tag;
        self.raw
            .iter()
            .map(move |&index| GameId { index, arena: tag })
    }

    pub(crate) fn to_vec(self) -> Vec<GameId> {
        self.iter().collect()
    }
}

/// What is known of a node when it is stored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Info {
    /// The birthday (saturating at `u64::MAX`).
    pub(crate) birthday: u64,
    /// The birthday counting every number as born on day 0: 0 for a number, else one more
    /// than the latest of its options. Every walk through options stops at numbers (they are
    /// taken by value), so this bounds the depth of every recursion; at most
    /// [`MAX_BIRTHDAY`].
    pub(crate) height: u32,
    pub(crate) number: Option<Dyadic>,
    /// The parts `x + n.^ + *m` of a game of that form.
    pub(crate) nus: Option<NumberUpStar>,
    /// Left's and Right's stops, from the options' (`None` for a form without options on a
    /// side that is no number, which a canonical game never is). They decide most comparisons
    /// at once: `G <= H` needs `L(G) <= L(H)` and `R(G) <= R(H)`, and `L(G) < R(H)` gives
    /// `G < H` (a number between them lies above `G` and below `H`).
    pub(crate) stops: Option<(Dyadic, Dyadic)>,
}

/// The default limit of distinct games in an arena: `2^20`. A stored game takes about 0.7 KB
/// with its share of the caches (measured on Domineering: 96 501 games of the 5 x 6 board in
/// 69 MB), so an arena stays under about 1 GB.
///
/// ```
/// assert_eq!(combgames_partizan::DEFAULT_GAME_LIMIT, 1 << 20);
/// ```
pub const DEFAULT_GAME_LIMIT: u64 = 1 << 20;

/// The default step limit of an arena: `2^28` comparisons (from the cache or not) and
/// simplification rounds over its lifetime, a few minutes of work at most (a step takes well
/// under a microsecond).
///
/// ```
/// assert_eq!(combgames_partizan::DEFAULT_STEP_LIMIT, 1 << 28);
/// ```
pub const DEFAULT_STEP_LIMIT: u64 = 1 << 28;

/// Steps between two looks at the interrupt ([`combgames_base::interrupt`]): well under a
/// millisecond of work.
pub(crate) const CHECK_EVERY: u64 = 1 << 12;

/// Games born by this day (or pairs whose birthdays add up to it) are computed by plain
/// recursion, at most this deep; later ones fill their caches first in an order found with
/// an explicit stack (`Arena::uncached_below`), so the recursion stays this shallow
/// whatever the game (a debug build's frames are kilobytes: a sum of two games born on day
/// 500 once overflowed a 2 MiB thread stack).
pub(crate) const SHALLOW: u32 = 64;

/// Short partizan games in canonical form, hash-consed: one node per distinct game.
///
/// A game is built from canonical options by [`game`](Self::game), which removes dominated
/// options and bypasses reversible ones; so every stored game is canonical, and two games are
/// equal exactly when their ids are. Sums, negatives and comparisons are cached, so repeated
/// work on thousands of games stays cheap. The arena holds at most its limit of distinct games
/// ([`DEFAULT_GAME_LIMIT`] for [`new`](Self::new)), and refuses more with
/// [`Error::Exceeded`] (items); its caches are cleared (not grown) past four entries per game. It
/// takes at most [`DEFAULT_STEP_LIMIT`] steps over its lifetime ([`Error::Exceeded`] (steps) after),
/// and stores no game born after day [`MAX_BIRTHDAY`], so every call ends.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let zero = arena.zero();
/// let one = arena.game(&[zero], &[]).unwrap(); // {0|} = 1
/// let two = arena.game(&[zero, one], &[]).unwrap(); // {0,1|} = 2: 0 is dominated
/// assert_eq!(arena.to_text(two).unwrap(), "2");
/// let star = arena.game(&[zero], &[zero]).unwrap();
/// let sum = arena.sum(star, star).unwrap();
/// assert_eq!(sum, zero); // * + * = 0
/// ```
#[derive(Debug)]
pub struct Arena {
    /// The tag of this arena's ids.
    tag: u32,
    pub(crate) nodes: Vec<Node>,
    pub(crate) info: Vec<Info>,
    index: FastMap<Node, GameId>,
    /// `G <= H` by the pair of indices ([`Arena::pair`]): the caches hold ids of this arena
    /// only, so the indices are the ids, in half the bytes (the hottest tables stay in cache).
    pub(crate) le_cache: FastMap<u64, bool>,
    /// `G + H` by the pair of indices, the lesser first.
    pub(crate) sum_cache: FastMap<u64, GameId>,
    pub(crate) neg_cache: FastMap<u32, GameId>,
    pub(crate) numbers: FastMap<Dyadic, GameId>,
    /// The games `x + n.^ + *m` born after `MAX_BIRTHDAY`, held symbolically: the index of
    /// each is its id without the [`SYMBOLIC`] bit.
    pub(crate) symbols: Vec<NumberUpStar>,
    pub(crate) symbol_ids: FastMap<NumberUpStar, GameId>,
    /// The stored games of the form `x + n.^ + *m`, by their parts.
    pub(crate) nus_ids: FastMap<NumberUpStar, GameId>,
    pub(crate) thermo_cache: FastMap<GameId, crate::Thermograph>,
    /// The most distinct games held.
    limit: u64,
    /// The steps spent, against the arena's step limit.
    steps: Meter,
}

impl Default for Arena {
    fn default() -> Self {
        Self::new()
    }
}

impl Arena {
    /// An arena holding at most [`DEFAULT_GAME_LIMIT`] games, with `0` stored.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// assert_eq!(Arena::new().len(), 1);
    /// ```
    pub fn new() -> Self {
        Self::with_limits(Limits::new())
    }

    /// An arena within `limits`: `items`, the distinct games it holds (at least one, `0`;
    /// [`DEFAULT_GAME_LIMIT`]), and `steps`, the comparisons not in the cache and the
    /// simplification rounds over its lifetime ([`DEFAULT_STEP_LIMIT`]). An arena outlives the
    /// computations that use it, so it reads no time limit, and no byte limit: its memory
    /// follows its games (about 0.7 KB each with their share of the caches, measured on
    /// Domineering), bounded by `items`.
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_partizan::{Arena, Error, Exceeded, Resource};
    /// let mut arena = Arena::with_limits(Limits::new().steps(1000));
    /// let spent = Exceeded::ran_out(Resource::Steps, 1000);
    /// assert_eq!(arena.parse("*40 + ^5 + {3||2*|1*}"), Err(Error::Exceeded(spent)));
    /// let mut small = Arena::with_limits(Limits::new().items(10));
    /// assert!(small.parse("*20").is_err());
    /// ```
    pub fn with_limits(limits: Limits) -> Self {
        let mut arena = Arena {
            tag: new_tag(),
            nodes: Vec::new(),
            info: Vec::new(),
            index: FastMap::default(),
            le_cache: FastMap::default(),
            sum_cache: FastMap::default(),
            neg_cache: FastMap::default(),
            numbers: FastMap::default(),
            symbols: Vec::new(),
            symbol_ids: FastMap::default(),
            nus_ids: FastMap::default(),
            thermo_cache: FastMap::default(),
            limit: limits.items_or(DEFAULT_GAME_LIMIT).max(1),
            steps: limits.meter(Resource::Steps, DEFAULT_STEP_LIMIT),
        };
        let zero = Node {
            left: Box::new([]),
            right: Box::new([]),
        };
        arena.nodes.push(zero.clone());
        arena.info.push(Info {
            birthday: 0,
            height: 0,
            number: Some(Dyadic::ZERO),
            nus: Some(NumberUpStar::of_number(Dyadic::ZERO)),
            stops: Some((Dyadic::ZERO, Dyadic::ZERO)),
        });
        let id = arena.zero();
        arena.index.insert(zero, id);
        arena.numbers.insert(Dyadic::ZERO, id);
        arena
            .nus_ids
            .insert(NumberUpStar::of_number(Dyadic::ZERO), id);
        arena
    }

    /// The steps taken so far (comparisons not in the cache, and simplification rounds).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// arena.parse("{3||2*|1*}").unwrap();
    /// assert!(arena.steps() > 0);
    /// ```
    pub fn steps(&self) -> u64 {
        self.steps.used()
    }

    /// The number of distinct games stored.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// arena.parse("*").unwrap();
    /// assert_eq!(arena.len(), 2);
    /// ```
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never: an arena always holds `0`.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The game `0 = { | }`.
    pub fn zero(&self) -> GameId {
        self.id(0)
    }

    /// The key of the ordered pair `(g, h)` of this arena's games in its caches.
    #[inline]
    pub(crate) fn pair(g: GameId, h: GameId) -> u64 {
        u64::from(g.index) << 32 | u64::from(h.index)
    }

    /// The id of this arena's game at `index`.
    #[inline]
    pub(crate) fn id(&self, index: u32) -> GameId {
        GameId {
            index,
            arena: self.tag,
        }
    }

    /// The Left options of a stored game, canonical and sorted by id. A number's (stored by
    /// value) are made when asked for: `2^40` has the one Left option `2^40 - 1`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena; [`Error::Exceeded`] (games) if a
    /// number's option does not fit in a full arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.integer(1).unwrap();
    /// assert_eq!(arena.left_options(one), Ok(vec![arena.zero()]));
    /// ```
    pub fn left_options(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        self.check(g)?;
        self.left_of(g)
    }

    /// The Right options of a stored game, as [`left_options`](Self::left_options).
    ///
    /// # Errors
    /// As for [`left_options`](Self::left_options).
    pub fn right_options(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        self.check(g)?;
        self.right_of(g)
    }

    /// `Ok` for a game stored as a node. A game held symbolically (born after
    /// [`MAX_BIRTHDAY`]) is refused with [`Error::TooLarge`] (birthday): the operations that
    /// take it ([`sum`](Self::sum), [`neg`](Self::neg), comparisons, stops, printing) look for
    /// it before they check.
    #[inline]
    pub(crate) fn check(&self, g: GameId) -> Result<(), Error> {
        if g.arena != self.tag {
            return Err(Error::ForeignGame(g.index));
        }
        if g.slot() < self.nodes.len() {
            return Ok(());
        }
        match self.symbol(g) {
            Some(v) => Err(Error::TooLarge {
                what: Quantity::Birthday,
                value: v.infinitesimal_birthday(),
                limit: u64::from(MAX_BIRTHDAY),
            }),
            None => Err(Error::NoSuchGame(g.index)),
        }
    }

    /// The parts of a game held symbolically.
    #[inline]
    pub(crate) fn symbol(&self, g: GameId) -> Option<NumberUpStar> {
        if g.index & SYMBOLIC == 0 || g.arena != self.tag {
            return None;
        }
        self.symbols.get((g.index & !SYMBOLIC) as usize).copied()
    }

    /// `x + n.^ + *m` of any game of that form, stored or symbolic; `Err` for an id of
    /// neither kind.
    pub(crate) fn nus_value(&self, g: GameId) -> Result<Option<NumberUpStar>, Error> {
        if let Some(v) = self.symbol(g) {
            return Ok(Some(v));
        }
        self.check(g)?;
        Ok(self.info[g.slot()].nus)
    }

    /// The Left options of a stored game of this arena.
    #[inline]
    pub(crate) fn left(&self, g: GameId) -> Kids<'_> {
        Kids {
            raw: &self.nodes[g.slot()].left,
            tag: self.tag,
        }
    }

    /// The Right options of a stored game of this arena.
    #[inline]
    pub(crate) fn right(&self, g: GameId) -> Kids<'_> {
        Kids {
            raw: &self.nodes[g.slot()].right,
            tag: self.tag,
        }
    }

    /// The value of `g` if it is a number.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0|1}").unwrap();
    /// assert_eq!(arena.as_number(g).unwrap().map(|x| x.to_string()), Some("1/2".into()));
    /// let star = arena.parse("*").unwrap();
    /// assert_eq!(arena.as_number(star), Ok(None));
    /// ```
    pub fn as_number(&self, g: GameId) -> Result<Option<Dyadic>, Error> {
        if self.symbol(g).is_some() {
            return Ok(None); // numbers are always stored
        }
        self.check(g)?;
        Ok(self.number_value(g))
    }

    /// `n` if `g` is the nimber `*n`.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{0,*,*2|0,*,*2}").unwrap();
    /// assert_eq!(arena.as_nimber(g), Ok(Some(3))); // published: = *3
    /// ```
    pub fn as_nimber(&self, g: GameId) -> Result<Option<u64>, Error> {
        Ok(self
            .nus_value(g)?
            .filter(|v| v.number == Dyadic::ZERO && v.ups == 0)
            .map(|v| v.star))
    }

    /// The birthday: 0 for `0`, else one more than the latest-born option.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena; [`Error::TooLarge`] (birthday) for a
    /// birthday of `2^64 - 1` or later (a number from `2^64 - 1` on, or a game with such a
    /// number among its options).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("^").unwrap();
    /// assert_eq!(arena.birthday(g), Ok(2));
    /// ```
    pub fn birthday(&self, g: GameId) -> Result<u64, Error> {
        let day = if let Some(v) = self.symbol(g) {
            v.birthday()
        } else {
            self.check(g)?;
            self.info[g.slot()].birthday
        };
        // Both saturate at u64::MAX (a number past 2^64, symbolic or stored).
        match day {
            u64::MAX => Err(Error::TooLarge {
                what: Quantity::Birthday,
                value: u64::MAX,
                limit: u64::MAX - 1,
            }),
            day => Ok(day),
        }
    }

    /// The number value of a stored game (ids are checked by the public callers).
    #[inline]
    pub(crate) fn number_value(&self, g: GameId) -> Option<Dyadic> {
        self.info.get(g.slot()).and_then(|i| i.number)
    }

    /// The height of a stored game: its birthday counting numbers as born on day 0, the
    /// depth of every walk through its options (numbers are taken by value).
    #[inline]
    pub(crate) fn height_value(&self, g: GameId) -> u32 {
        self.info.get(g.slot()).map_or(0, |i| i.height)
    }

    /// Stores a game known to be canonical.
    pub(crate) fn intern_canonical(
        &mut self,
        left: Vec<GameId>,
        right: Vec<GameId>,
    ) -> Result<GameId, Error> {
        self.intern(left, right)
    }

    /// Stores the canonical game with these options (they must be stored games).
    pub(crate) fn intern(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
    ) -> Result<GameId, Error> {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let node = Node {
            left: left.iter().map(|g| g.index).collect(),
            right: right.iter().map(|g| g.index).collect(),
        };
        if let Some(&id) = self.index.get(&node) {
            return Ok(id);
        }
        let limit = self.item_limit();
        if (self.nodes.len() + self.symbols.len()) as u64 >= limit {
            return Err(Exceeded::ran_out(Resource::Items, limit).into());
        }
        let info = self.describe(&node)?;
        if let Some(x) = info.number {
            // A number is stored by value, without options.
            return self.number_leaf(x);
        }
        if info.height > MAX_BIRTHDAY {
            return Err(Error::TooLarge {
                what: Quantity::Birthday,
                value: u64::from(info.height),
                limit: u64::from(MAX_BIRTHDAY),
            });
        }
        let id = self.id(self.nodes.len() as u32);
        self.nodes.push(node.clone());
        self.info.push(info);
        self.index.insert(node, id);
        if let Some(v) = info.nus {
            self.nus_ids.entry(v).or_insert(id);
        }
        Ok(id)
    }

    /// The number `x`, stored by value: a node without stored options (its canonical
    /// options, `{x - 2^-j | x + 2^-j}` or `{n - 1 |}`, are made when asked for by
    /// [`left_of`](Self::left_of) and [`right_of`](Self::right_of)), so a number costs one
    /// node whatever its birthday.
    ///
    /// # Errors
    /// [`Error::NumberTooLarge`] outside [`crate::is_buildable`]; [`Error::Exceeded`] (games).
    pub(crate) fn number_leaf(&mut self, x: Dyadic) -> Result<GameId, Error> {
        if let Some(&id) = self.numbers.get(&x) {
            return Ok(id);
        }
        if !crate::is_buildable(x) {
            return Err(Error::NumberTooLarge(x));
        }
        let limit = self.item_limit();
        if (self.nodes.len() + self.symbols.len()) as u64 >= limit {
            return Err(Exceeded::ran_out(Resource::Items, limit).into());
        }
        let id = self.id(self.nodes.len() as u32);
        self.nodes.push(Node {
            left: Box::new([]),
            right: Box::new([]),
        });
        let parts = NumberUpStar::of_number(x);
        self.info.push(Info {
            birthday: crate::nus::number_birthday(x),
            height: 0,
            number: Some(x),
            nus: Some(parts),
            stops: Some((x, x)),
        });
        self.numbers.insert(x, id);
        self.nus_ids.entry(parts).or_insert(id);
        Ok(id)
    }

    /// The Left options of any stored game: a number's canonical ones made (as numbers) when
    /// asked for, every other game's as stored. `O(options)`.
    pub(crate) fn left_of(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        self.options_of(g, true)
    }

    /// The Right options of any stored game, as [`left_of`](Self::left_of).
    pub(crate) fn right_of(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        self.options_of(g, false)
    }

    /// One side's options of any stored game (Left's for `left`).
    fn options_of(&mut self, g: GameId, left: bool) -> Result<Vec<GameId>, Error> {
        let Some(x) = self.number_value(g) else {
            let kids = if left { self.left(g) } else { self.right(g) };
            return Ok(kids.to_vec());
        };
        let (l, r) = number_options(x)?;
        let option = if left { l } else { r };
        option.map(|y| self.number_leaf(y)).into_iter().collect()
    }

    /// The most games (stored and symbolic) the arena holds: its limit, and at most
    /// `2^31 - 1` (ids are `u32` with one bit for symbols), whatever was asked for.
    pub(crate) fn item_limit(&self) -> u64 {
        self.limit.min(u64::from(SYMBOLIC - 1))
    }

    /// Birthday, number value and parts `x + n.^ + *m` of a canonical node.
    ///
    /// # Errors
    /// [`Error::NumberTooLarge`] for a number outside [`crate::is_buildable`]: one rule for
    /// every way a number is built (constructors, `game`, sums, rulesets).
    pub(crate) fn describe(&self, node: &Node) -> Result<Info, Error> {
        // One pass over the options of both sides.
        let (mut birthday, mut height) = (0, 0);
        for options in [&node.left, &node.right] {
            for &g in options {
                let i = &self.info[g as usize];
                birthday = birthday.max(i.birthday.saturating_add(1));
                height = height.max(i.height + 1);
            }
        }
        let numbers = |options: &[u32]| -> Option<Vec<Dyadic>> {
            options
                .iter()
                .map(|&g| self.info[g as usize].number)
                .collect()
        };
        let number = match (numbers(&node.left), numbers(&node.right)) {
            (Some(l), Some(r)) => {
                let low = l.iter().max().copied();
                let high = r.iter().min().copied();
                match (low, high) {
                    (Some(a), Some(b)) if a >= b => None, // a hot game, not a number
                    _ => {
                        // Options within the rule leave a simplest number of exponent at
                        // most MAX_EXPONENT + 1 and magnitude at most 2^MAX_MAGNITUDE_BITS + 1: it
                        // is refused if it leaves the rule (or the dyadic type).
                        let x = simplest_in(low, high)?.ok_or(Error::Overflow)?;
                        if !crate::is_buildable(x) {
                            return Err(Error::NumberTooLarge(x));
                        }
                        Some(x)
                    }
                }
            }
            _ => None,
        };
        let nus = self.nus_of_node(node, number);
        let stops = match number {
            Some(x) => Some((x, x)),
            None => self.stops_of_node(node),
        };
        Ok(Info {
            birthday,
            height,
            number,
            nus,
            stops,
        })
    }

    /// The stops of a form that is no number: the largest Right stop of its Left options and
    /// the smallest Left stop of its Right options; `None` if a side has no options or an
    /// option's stops are unknown.
    fn stops_of_node(&self, node: &Node) -> Option<(Dyadic, Dyadic)> {
        let stop = |g: u32, side: usize| {
            self.info[g as usize]
                .stops
                .map(|s| if side == 0 { s.0 } else { s.1 })
        };
        let mut left: Option<Dyadic> = None;
        for &g in &node.left {
            let s = stop(g, 1)?;
            left = Some(left.map_or(s, |l| l.max(s)));
        }
        let mut right: Option<Dyadic> = None;
        for &g in &node.right {
            let s = stop(g, 0)?;
            right = Some(right.map_or(s, |r| r.min(s)));
        }
        Some((left?, right?))
    }

    /// The stops of a stored game (see [`Info::stops`]); `None` for a symbolic game or one
    /// whose stops are unknown.
    #[inline]
    pub(crate) fn stops_value(&self, g: GameId) -> Option<(Dyadic, Dyadic)> {
        self.info.get(g.slot()).and_then(|i| i.stops)
    }

    /// Drops cached results once they pass eight entries per stored game (they are only
    /// caches), so memory follows the number of games.
    pub(crate) fn trim_caches(&mut self) {
        let cap = 8 * self.nodes.len() + (1 << 16);
        if self.le_cache.len() > cap {
            self.le_cache.clear();
        }
        if self.sum_cache.len() > cap {
            self.sum_cache.clear();
        }
    }

    /// `g` and the games below it (options, their options, ...) for which `done` is false,
    /// each after all of its options: the order in which a memoised computation can fill its
    /// cache one game at a time, so that computing a game only reads its options' cached
    /// results and no recursion follows the depth of the game. Found with an explicit stack;
    /// `O(games below g)` time and memory.
    pub(crate) fn uncached_below(
        &self,
        g: GameId,
        done: impl Fn(&Arena, GameId) -> bool,
    ) -> Vec<GameId> {
        let mut order = Vec::new();
        if done(self, g) {
            return order;
        }
        let mut seen = std::collections::HashSet::new();
        seen.insert(g);
        // (game, index of its next option to visit, left options then right).
        let mut stack = vec![(g, 0usize)];
        while let Some(&mut (h, ref mut next)) = stack.last_mut() {
            let (left, right) = (self.left(h), self.right(h));
            if *next < left.len() + right.len() {
                let option = if *next < left.len() {
                    left.get(*next)
                } else {
                    right.get(*next - left.len())
                };
                *next += 1;
                if !done(self, option) && seen.insert(option) {
                    stack.push((option, 0));
                }
                continue;
            }
            order.push(h);
            stack.pop();
        }
        order
    }

    /// As [`uncached_below`](Self::uncached_below), with the options of numbers (stored by
    /// value) made and walked too, unless `done` stops at them: for walks that need a
    /// fraction's options (an integer's chain is as long as the integer, so such walks stop
    /// at integers). `O(games below g)` time and memory.
    pub(crate) fn uncached_below_mut(
        &mut self,
        g: GameId,
        done: impl Fn(&Arena, GameId) -> bool,
    ) -> Result<Vec<GameId>, Error> {
        let mut order = Vec::new();
        if done(self, g) {
            return Ok(order);
        }
        let mut seen = std::collections::HashSet::new();
        seen.insert(g);
        let options = |arena: &mut Arena, h: GameId| -> Result<Vec<GameId>, Error> {
            let mut all = arena.left_of(h)?;
            all.extend(arena.right_of(h)?);
            Ok(all)
        };
        let mut stack = vec![(g, options(self, g)?)];
        while let Some((h, next)) = stack.last_mut() {
            if let Some(option) = next.pop() {
                if !done(self, option) && seen.insert(option) {
                    let below = options(self, option)?;
                    stack.push((option, below));
                }
                continue;
            }
            order.push(*h);
            stack.pop();
        }
        Ok(order)
    }

    /// One step of the arena's budget; every [`CHECK_EVERY`] steps, a look at the interrupt
    /// installed on this thread ([`combgames_base::interrupt`]).
    #[inline]
    pub(crate) fn spend(&mut self) -> Result<(), Error> {
        self.steps.spend(1)?;
        if self.steps.used() % CHECK_EVERY == 0 {
            combgames_base::interrupt::check()?;
        }
        Ok(())
    }
}
