//! The arena: one node per distinct canonical game, with cached sums, negatives and order.

use std::collections::HashMap;

use combgames_dyadic::Dyadic;

use crate::Error;

/// A handle to a canonical game stored in an [`Arena`]: two ids of one arena are equal
/// exactly when the games are equal.
///
/// ```
/// use combgames_partizan::Arena;
/// let mut arena = Arena::new();
/// let a = arena.parse("{0|1}").unwrap();
/// let b = arena.parse("1/2").unwrap();
/// assert_eq!(a, b);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(crate) u32);

impl GameId {
    /// The index of the game in its arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// assert_eq!(Arena::new().zero().index(), 0);
    /// ```
    pub fn index(self) -> u32 {
        self.0
    }
}

/// The options of a canonical game, each sorted by id.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Node {
    pub(crate) left: Box<[GameId]>,
    pub(crate) right: Box<[GameId]>,
}

/// What is known of a node when it is stored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Info {
    pub(crate) birthday: u32,
    pub(crate) number: Option<Dyadic>,
    pub(crate) nimber: Option<u32>,
}

/// The default limit of distinct games in an arena: `2^20`. A stored game takes about 0.7 KB
/// with its share of the caches (measured on Domineering: 96 501 games of the 5 x 6 board in
/// 69 MB), so an arena stays under about 1 GB.
///
/// ```
/// assert_eq!(combgames_partizan::DEFAULT_GAME_LIMIT, 1 << 20);
/// ```
pub const DEFAULT_GAME_LIMIT: usize = 1 << 20;

/// The default step limit of an arena: `2^28` comparisons (from the cache or not) and
/// simplification rounds over its lifetime, a few minutes of work at most (a step takes well
/// under a microsecond).
///
/// ```
/// assert_eq!(combgames_partizan::DEFAULT_STEP_LIMIT, 1 << 28);
/// ```
pub const DEFAULT_STEP_LIMIT: u64 = 1 << 28;

/// The latest birthday of a game the arena stores: 1024. Every operation recurses at most
/// through the birthdays of its arguments, so this bounds the depth of every recursion.
///
/// ```
/// assert_eq!(combgames_partizan::MAX_BIRTHDAY, 1024);
/// ```
pub const MAX_BIRTHDAY: u32 = 1024;

/// Games born by this day (or pairs whose birthdays add up to it) are computed by plain
/// recursion, at most this deep; later ones fill their caches first in an order found with
/// an explicit stack (`Arena::uncached_below`), so the recursion stays this shallow
/// whatever the game (a debug build's frames are kilobytes: a sum of two games born on day
/// 500 once overflowed a 2 MiB thread stack).
pub(crate) const SHALLOW: u32 = 64;

/// Two games to be added.
type Pair = (GameId, GameId);

/// How two games compare.
///
/// ```
/// use combgames_partizan::{Arena, Comparison};
/// let mut arena = Arena::new();
/// let (up, star) = (arena.parse("^").unwrap(), arena.parse("*").unwrap());
/// assert_eq!(arena.compare(up, star), Ok(Comparison::Confused));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G > H`.
    Greater,
    /// `G || H`: neither `G <= H` nor `G >= H`.
    Confused,
}

/// Who wins a game, by its comparison with 0.
///
/// ```
/// use combgames_partizan::{Arena, OutcomeClass};
/// let mut arena = Arena::new();
/// let star = arena.parse("*").unwrap();
/// assert_eq!(arena.outcome(star), Ok(OutcomeClass::Next));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OutcomeClass {
    /// `G > 0`: Left wins whoever starts.
    Left,
    /// `G < 0`: Right wins whoever starts.
    Right,
    /// `G = 0`: the second player wins.
    Previous,
    /// `G || 0`: the first player wins.
    Next,
}

/// Short partizan games in canonical form, hash-consed: one node per distinct game.
///
/// A game is built from canonical options by [`game`](Self::game), which removes dominated
/// options and bypasses reversible ones; so every stored game is canonical, and two games are
/// equal exactly when their ids are. Sums, negatives and comparisons are cached, so repeated
/// work on thousands of games stays cheap. The arena holds at most its limit of distinct games
/// ([`DEFAULT_GAME_LIMIT`] for [`new`](Self::new)), and refuses more with
/// [`Error::TooManyGames`]; its caches are cleared (not grown) past four entries per game. It
/// takes at most [`DEFAULT_STEP_LIMIT`] steps over its lifetime ([`Error::StepLimit`] after),
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
#[derive(Debug, Clone)]
pub struct Arena {
    pub(crate) nodes: Vec<Node>,
    pub(crate) info: Vec<Info>,
    index: HashMap<Node, GameId>,
    le_cache: HashMap<(GameId, GameId), bool>,
    sum_cache: HashMap<(GameId, GameId), GameId>,
    neg_cache: HashMap<GameId, GameId>,
    pub(crate) numbers: HashMap<Dyadic, GameId>,
    pub(crate) upstars: Option<HashMap<GameId, (i64, u32)>>,
    /// Games past the printer's table already tried as `m ^ + *k`, and what was found.
    pub(crate) far_upstars: HashMap<GameId, Option<(i64, u32)>>,
    pub(crate) stop_cache: HashMap<GameId, (Dyadic, Dyadic)>,
    pub(crate) thermo_cache: HashMap<GameId, crate::Thermograph>,
    limit: usize,
    steps: u64,
    step_limit: u64,
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
        Self::with_limit(DEFAULT_GAME_LIMIT)
    }

    /// An arena holding at most `games` distinct games and taking at most `steps` steps
    /// (comparisons not in the cache, and simplification rounds) over its lifetime.
    ///
    /// ```
    /// use combgames_partizan::{Arena, Error};
    /// let mut arena = Arena::with_limits(1 << 20, 1000);
    /// assert!(matches!(arena.parse("*40 + ^5 + {3||2*|1*}"), Err(Error::StepLimit(1000))));
    /// ```
    pub fn with_limits(games: usize, steps: u64) -> Self {
        let mut arena = Self::with_limit(games);
        arena.step_limit = steps;
        arena
    }

    /// An arena holding at most `limit` distinct games (at least one, `0`).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut small = Arena::with_limit(10);
    /// assert!(small.parse("*20").is_err());
    /// ```
    pub fn with_limit(limit: usize) -> Self {
        let mut arena = Arena {
            nodes: Vec::new(),
            info: Vec::new(),
            index: HashMap::new(),
            le_cache: HashMap::new(),
            sum_cache: HashMap::new(),
            neg_cache: HashMap::new(),
            numbers: HashMap::new(),
            upstars: None,
            far_upstars: HashMap::new(),
            stop_cache: HashMap::new(),
            thermo_cache: HashMap::new(),
            limit: limit.max(1),
            steps: 0,
            step_limit: DEFAULT_STEP_LIMIT,
        };
        let zero = Node {
            left: Box::new([]),
            right: Box::new([]),
        };
        arena.nodes.push(zero.clone());
        arena.info.push(Info {
            birthday: 0,
            number: Some(Dyadic::ZERO),
            nimber: Some(0),
        });
        arena.index.insert(zero, GameId(0));
        arena.numbers.insert(Dyadic::ZERO, GameId(0));
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
        self.steps
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
        GameId(0)
    }

    /// The Left options of a stored game, canonical and sorted by id.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let one = arena.integer(1).unwrap();
    /// assert_eq!(arena.left_options(one), Ok(&[arena.zero()][..]));
    /// ```
    pub fn left_options(&self, g: GameId) -> Result<&[GameId], Error> {
        self.check(g)?;
        Ok(&self.nodes[g.0 as usize].left)
    }

    /// The Right options of a stored game.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    pub fn right_options(&self, g: GameId) -> Result<&[GameId], Error> {
        self.check(g)?;
        Ok(&self.nodes[g.0 as usize].right)
    }

    pub(crate) fn check(&self, g: GameId) -> Result<(), Error> {
        if (g.0 as usize) < self.nodes.len() {
            Ok(())
        } else {
            Err(Error::NoSuchGame(g.0))
        }
    }

    pub(crate) fn left(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].left
    }

    pub(crate) fn right(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].right
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
    pub fn as_nimber(&self, g: GameId) -> Result<Option<u32>, Error> {
        self.check(g)?;
        Ok(self.nimber_value(g))
    }

    /// The birthday: 0 for `0`, else one more than the latest-born option.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an id not in this arena.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("^").unwrap();
    /// assert_eq!(arena.birthday(g), Ok(2));
    /// ```
    pub fn birthday(&self, g: GameId) -> Result<u32, Error> {
        self.check(g)?;
        Ok(self.info[g.0 as usize].birthday)
    }

    /// The number value of a stored game (ids are checked by the public callers).
    pub(crate) fn number_value(&self, g: GameId) -> Option<Dyadic> {
        self.info.get(g.0 as usize).and_then(|i| i.number)
    }

    /// The nimber value of a stored game.
    pub(crate) fn nimber_value(&self, g: GameId) -> Option<u32> {
        self.info.get(g.0 as usize).and_then(|i| i.nimber)
    }

    /// The birthday of a stored game.
    pub(crate) fn birthday_value(&self, g: GameId) -> u32 {
        self.info.get(g.0 as usize).map_or(0, |i| i.birthday)
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
    fn intern(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> Result<GameId, Error> {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let node = Node {
            left: left.into_boxed_slice(),
            right: right.into_boxed_slice(),
        };
        if let Some(&id) = self.index.get(&node) {
            return Ok(id);
        }
        if self.nodes.len() >= self.limit || self.nodes.len() >= u32::MAX as usize {
            return Err(Error::TooManyGames { limit: self.limit });
        }
        let info = self.describe(&node)?;
        if info.birthday > MAX_BIRTHDAY {
            return Err(Error::TooLarge {
                what: "birthday",
                value: u64::from(info.birthday),
                limit: u64::from(MAX_BIRTHDAY),
            });
        }
        let id = GameId(self.nodes.len() as u32);
        self.nodes.push(node.clone());
        self.info.push(info);
        self.index.insert(node, id);
        if let Some(x) = info.number {
            self.numbers.entry(x).or_insert(id);
        }
        Ok(id)
    }

    /// Birthday, number value and nimber value of a canonical node.
    ///
    /// # Errors
    /// [`Error::NumberTooLarge`] for a number outside [`crate::is_buildable`]: one rule for
    /// every way a number is built (constructors, `game`, sums, rulesets).
    fn describe(&self, node: &Node) -> Result<Info, Error> {
        let birthday = node
            .left
            .iter()
            .chain(node.right.iter())
            .map(|g| self.info[g.0 as usize].birthday + 1)
            .max()
            .unwrap_or(0);
        let numbers = |options: &[GameId]| -> Option<Vec<Dyadic>> {
            options
                .iter()
                .map(|g| self.info[g.0 as usize].number)
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
                        // most MAX_EXPONENT + 1 and magnitude at most MAX_INTEGER + 1, so
                        // it exists; it is refused if it leaves the rule.
                        let x = simplest_in(low, high).ok_or(Error::Overflow)?;
                        if !crate::is_buildable(x) {
                            return Err(Error::NumberTooLarge(x));
                        }
                        Some(x)
                    }
                }
            }
            _ => None,
        };
        let star = if node.left == node.right {
            let mut values: Vec<u32> = node
                .left
                .iter()
                .filter_map(|g| self.info[g.0 as usize].nimber)
                .collect();
            values.sort_unstable();
            let n = values.len();
            (n == node.left.len() && values.iter().enumerate().all(|(i, &v)| v as usize == i))
                .then_some(n as u32)
        } else {
            None
        };
        Ok(Info {
            birthday,
            number,
            nimber: star,
        })
    }

    /// Drops cached results once they pass eight entries per stored game (they are only
    /// caches), so memory follows the number of games.
    fn trim_caches(&mut self) {
        let cap = 8 * self.nodes.len() + (1 << 16);
        if self.le_cache.len() > cap {
            self.le_cache.clear();
        }
        if self.sum_cache.len() > cap {
            self.sum_cache.clear();
        }
    }

    /// `G <= H`, by the definition: no Left option of `G` is `>= H` and no Right option of `H`
    /// is `<= G` (numbers compare by value, nimbers by index). Cached; every comparison not
    /// in the cache is one step of the arena's budget.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::StepLimit`] once the arena has used its steps.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, up) = (arena.zero(), arena.parse("^").unwrap());
    /// assert_eq!((arena.le(zero, up), arena.le(up, zero)), (Ok(true), Ok(false))); // ^ > 0
    /// ```
    pub fn le(&mut self, g: GameId, h: GameId) -> Result<bool, Error> {
        self.check(g)?;
        self.check(h)?;
        self.le_stored(g, h)
    }

    fn le_stored(&mut self, g: GameId, h: GameId) -> Result<bool, Error> {
        // Every comparison is a step, answered from the cache or not.
        self.spend()?;
        if g == h {
            return Ok(true);
        }
        if let (Some(x), Some(y)) = (self.number_value(g), self.number_value(h)) {
            return Ok(x <= y);
        }
        if self.nimber_value(g).is_some() && self.nimber_value(h).is_some() {
            return Ok(false); // distinct nimbers are confused
        }
        if let Some(&known) = self.le_cache.get(&(g, h)) {
            return Ok(known);
        }
        let mut result = true;
        for gl in self.left(g).to_vec() {
            if self.le_stored(h, gl)? {
                result = false;
                break;
            }
        }
        if result {
            for hr in self.right(h).to_vec() {
                if self.le_stored(hr, g)? {
                    result = false;
                    break;
                }
            }
        }
        self.trim_caches();
        self.le_cache.insert((g, h), result);
        Ok(result)
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
                    left[*next]
                } else {
                    right[*next - left.len()]
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

    /// One step of the arena's budget.
    fn spend(&mut self) -> Result<(), Error> {
        self.steps += 1;
        if self.steps > self.step_limit {
            return Err(Error::StepLimit(self.step_limit));
        }
        Ok(())
    }

    /// `{l | r} <= x` for options not yet stored as a game.
    fn le_parts_id(&mut self, l: &[GameId], r: &[GameId], x: GameId) -> Result<bool, Error> {
        for &gl in l {
            if self.le_stored(x, gl)? {
                return Ok(false);
            }
        }
        for xr in self.right(x).to_vec() {
            if self.le_id_parts(xr, l, r)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `x <= {l | r}` for options not yet stored as a game.
    fn le_id_parts(&mut self, x: GameId, l: &[GameId], r: &[GameId]) -> Result<bool, Error> {
        for xl in self.left(x).to_vec() {
            if self.le_parts_id(l, r, xl)? {
                return Ok(false);
            }
        }
        for &gr in r {
            if self.le_stored(gr, x)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// How `g` compares with `h`.
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    ///
    /// ```
    /// use combgames_partizan::{Arena, Comparison};
    /// let mut arena = Arena::new();
    /// let (a, b) = (arena.parse("1/2").unwrap(), arena.parse("1").unwrap());
    /// assert_eq!(arena.compare(a, b), Ok(Comparison::Less));
    /// ```
    pub fn compare(&mut self, g: GameId, h: GameId) -> Result<Comparison, Error> {
        Ok(match (self.le(g, h)?, self.le(h, g)?) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Less,
            (false, true) => Comparison::Greater,
            (false, false) => Comparison::Confused,
        })
    }

    /// The outcome class: who wins `g` under best play.
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    ///
    /// ```
    /// use combgames_partizan::{Arena, OutcomeClass};
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap();
    /// assert_eq!(arena.outcome(up), Ok(OutcomeClass::Left));
    /// ```
    pub fn outcome(&mut self, g: GameId) -> Result<OutcomeClass, Error> {
        Ok(match self.compare(g, GameId(0))? {
            Comparison::Greater => OutcomeClass::Left,
            Comparison::Less => OutcomeClass::Right,
            Comparison::Equal => OutcomeClass::Previous,
            Comparison::Confused => OutcomeClass::Next,
        })
    }

    /// The canonical game `{ left | right }` from stored options: dominated options removed
    /// (a Left option `<=` another, a Right option `>=` another) and reversible ones bypassed
    /// (a Left option `GL` with some `GLR <= G` is replaced by the Left options of `GLR`; a
    /// Right option likewise), until neither applies. The result is the unique simplest form
    /// of the game.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`] for an option not in this arena; [`Error::TooManyGames`] if the
    /// arena is full.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let (zero, star) = (arena.zero(), arena.parse("*").unwrap());
    /// // {0, * | 0} is ^* (nothing simplifies); {0 | *} is ^.
    /// let g = arena.game(&[zero, star], &[zero]).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "^*");
    /// ```
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> Result<GameId, Error> {
        for &g in left.iter().chain(right) {
            self.check(g)?;
        }
        let mut l: Vec<GameId> = left.to_vec();
        let mut r: Vec<GameId> = right.to_vec();
        loop {
            self.spend()?;
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            l = self.undominated(&l, true)?;
            r = self.undominated(&r, false)?;
            if let Some((i, replacement)) = self.reversible_left(&l, &r)? {
                l.remove(i);
                l.extend(replacement);
                continue;
            }
            if let Some((i, replacement)) = self.reversible_right(&l, &r)? {
                r.remove(i);
                r.extend(replacement);
                continue;
            }
            break;
        }
        self.intern(l, r)
    }

    /// The options not dominated by another: for Left, drop `a` if `a <= b` for another `b`;
    /// for Right, drop `a` if `a >= b`.
    fn undominated(&mut self, options: &[GameId], left: bool) -> Result<Vec<GameId>, Error> {
        let mut keep = Vec::with_capacity(options.len());
        for (i, &a) in options.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in options.iter().enumerate() {
                if j != i
                    && (if left {
                        self.le_stored(a, b)?
                    } else {
                        self.le_stored(b, a)?
                    })
                {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                keep.push(a);
            }
        }
        Ok(keep)
    }

    /// A reversible Left option and what replaces it: `GL` with a Right option `GLR <= G`.
    fn reversible_left(
        &mut self,
        l: &[GameId],
        r: &[GameId],
    ) -> Result<Option<(usize, Vec<GameId>)>, Error> {
        for (i, &gl) in l.iter().enumerate() {
            for glr in self.right(gl).to_vec() {
                if self.le_id_parts(glr, l, r)? {
                    return Ok(Some((i, self.left(glr).to_vec())));
                }
            }
        }
        Ok(None)
    }

    /// A reversible Right option and what replaces it: `GR` with a Left option `GRL >= G`.
    fn reversible_right(
        &mut self,
        l: &[GameId],
        r: &[GameId],
    ) -> Result<Option<(usize, Vec<GameId>)>, Error> {
        for (i, &gr) in r.iter().enumerate() {
            for grl in self.left(gr).to_vec() {
                if self.le_parts_id(l, r, grl)? {
                    return Ok(Some((i, self.right(grl).to_vec())));
                }
            }
        }
        Ok(None)
    }

    /// `-G`: the roles of the players exchanged. Cached.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::TooManyGames`] if the arena is full.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let up = arena.parse("^").unwrap();
    /// let down = arena.neg(up).unwrap();
    /// assert_eq!(arena.to_text(down).unwrap(), "v");
    /// ```
    pub fn neg(&mut self, g: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        if let Some(&known) = self.neg_cache.get(&g) {
            return Ok(known);
        }
        // Options first, without recursion: each game below finds its options' negatives
        // cached.
        // (Numbers are negated as numbers, without their options.)
        if self.birthday_value(g) > SHALLOW {
            let order = self.uncached_below(g, |arena, h| {
                arena.number_value(h).is_some() || arena.neg_cache.contains_key(&h)
            });
            for h in order {
                self.neg_from_options(h)?;
            }
        }
        self.neg_from_options(g)
    }

    /// `-G` from the negatives of its options, cached (one level of calls).
    fn neg_from_options(&mut self, g: GameId) -> Result<GameId, Error> {
        if let Some(&known) = self.neg_cache.get(&g) {
            return Ok(known);
        }
        let result = if let Some(x) = self.number_value(g) {
            self.number(-x)?
        } else {
            let l: Vec<GameId> = self
                .right(g)
                .to_vec()
                .into_iter()
                .map(|x| self.neg_from_options(x))
                .collect::<Result<_, _>>()?;
            let r: Vec<GameId> = self
                .left(g)
                .to_vec()
                .into_iter()
                .map(|x| self.neg_from_options(x))
                .collect::<Result<_, _>>()?;
            // The negative of a canonical game is canonical.
            self.intern(l, r)?
        };
        self.neg_cache.insert(g, result);
        self.neg_cache.insert(result, g);
        Ok(result)
    }

    /// `G + H`: a move is made in exactly one of the two. Numbers add as numbers; a number is
    /// never moved in when added to a game that is not one (number avoidance); otherwise
    /// `{GL + H, G + HL | GR + H, G + HR}`, made canonical. Cached.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::TooManyGames`] if the arena is full;
    /// [`Error::NumberTooLarge`] if a sum of numbers leaves the numbers this crate builds.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let a = arena.parse("{1|0}").unwrap();
    /// let b = arena.parse("{0|1}").unwrap();
    /// let s = arena.sum(a, b).unwrap();
    /// assert_eq!(s, arena.parse("{3/2|1/2}").unwrap()); // published
    /// ```
    pub fn sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        self.check(g)?;
        self.check(h)?;
        // The sums of the pairs of subpositions first, in an order where each pair's own
        // sub-pairs come before it (an explicit stack, not recursion): then each sum below
        // reads its sub-pairs from the cache, and the recursion of `sum_stored` is one level
        // deep (unless the cache is trimmed on the way, which only costs a recomputation).
        if self.birthday_value(g) + self.birthday_value(h) > SHALLOW {
            for (a, b) in self.uncached_pairs(g, h)? {
                self.sum_stored(a, b)?;
            }
        }
        self.sum_stored(g, h)
    }

    /// The pairs `(a, b)` whose sums `sum_stored(g, h)` needs, not cached, each after the
    /// pairs its own sum needs. `O(pairs)` time and memory.
    ///
    /// # Errors
    /// [`Error::StepLimit`]: each pair looked at is a step of the arena's budget, so a sum
    /// with millions of pairs below it is refused by the budget, not after listing them all.
    fn uncached_pairs(&mut self, g: GameId, h: GameId) -> Result<Vec<Pair>, Error> {
        let mut order = Vec::new();
        let mut seen = std::collections::HashSet::new();
        let mut stack: Vec<(Pair, Vec<Pair>)> = Vec::new();
        if let Some(needs) = self.sum_needs(g, h) {
            seen.insert((g.min(h), g.max(h)));
            stack.push(((g, h), needs));
        }
        while let Some((pair, needs)) = stack.last_mut() {
            if let Some((a, b)) = needs.pop() {
                self.spend()?;
                if seen.insert((a.min(b), a.max(b))) {
                    if let Some(more) = self.sum_needs(a, b) {
                        stack.push(((a, b), more));
                    }
                }
                continue;
            }
            let pair = *pair;
            stack.pop();
            order.push(pair);
        }
        order.pop(); // (g, h) itself, computed by the caller
        Ok(order)
    }

    /// The pairs whose sums the sum `g + h` is made of, or `None` if it is cached or needs no
    /// other sum (a zero, two numbers, a number and a nimber, two nimbers).
    fn sum_needs(&self, g: GameId, h: GameId) -> Option<Vec<Pair>> {
        if g == GameId(0) || h == GameId(0) || self.sum_cache.contains_key(&(g.min(h), g.max(h))) {
            return None;
        }
        let numbers = (self.number_value(g), self.number_value(h));
        let (g_nimber, h_nimber) = (self.nimber_value(g), self.nimber_value(h));
        let pairs: Vec<Pair> = match numbers {
            (Some(_), Some(_)) => return None,
            (Some(_), None) if h_nimber.is_some() => return None,
            (None, Some(_)) if g_nimber.is_some() => return None,
            (Some(_), None) => self
                .left(h)
                .iter()
                .chain(self.right(h))
                .map(|&o| (o, g))
                .collect(),
            (None, Some(_)) => self
                .left(g)
                .iter()
                .chain(self.right(g))
                .map(|&o| (o, h))
                .collect(),
            (None, None) if g_nimber.is_some() && h_nimber.is_some() => return None,
            (None, None) => {
                let with_h = self.left(g).iter().chain(self.right(g)).map(|&o| (o, h));
                let with_g = self.left(h).iter().chain(self.right(h)).map(|&o| (g, o));
                with_h.chain(with_g).collect()
            }
        };
        Some(pairs)
    }

    /// `G + H`, reading the sums of its sub-pairs from the cache where they are.
    fn sum_stored(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        if g == GameId(0) {
            return Ok(h);
        }
        if h == GameId(0) {
            return Ok(g);
        }
        let key = (g.min(h), g.max(h));
        if let Some(&known) = self.sum_cache.get(&key) {
            return Ok(known);
        }
        let result = match (self.number_value(g), self.number_value(h)) {
            (Some(x), Some(y)) => {
                let total = x.checked_add(y).ok_or(Error::Overflow)?;
                self.number(total)?
            }
            (Some(x), None) if self.nimber_value(h).is_some() => self.number_star(x, h)?,
            (None, Some(y)) if self.nimber_value(g).is_some() => self.number_star(y, g)?,
            (Some(_), None) => self.translate(h, g)?,
            (None, Some(_)) => self.translate(g, h)?,
            (None, None) if self.nimber_value(g).is_some() && self.nimber_value(h).is_some() => {
                let a = self.nimber_value(g).unwrap_or(0);
                let b = self.nimber_value(h).unwrap_or(0);
                // Below 2 * MAX_MULTIPLE: born before MAX_BIRTHDAY.
                self.nimber_unchecked(a ^ b)?
            }
            (None, None) => {
                let mut l = Vec::new();
                let mut r = Vec::new();
                for gl in self.left(g).to_vec() {
                    l.push(self.sum_stored(gl, h)?);
                }
                for hl in self.left(h).to_vec() {
                    l.push(self.sum_stored(g, hl)?);
                }
                for gr in self.right(g).to_vec() {
                    r.push(self.sum_stored(gr, h)?);
                }
                for hr in self.right(h).to_vec() {
                    r.push(self.sum_stored(g, hr)?);
                }
                self.game(&l, &r)?
            }
        };
        self.trim_caches();
        self.sum_cache.insert(key, result);
        Ok(result)
    }

    /// `x + *n`, canonical as `{x, x + *, ..., x + *(n-1) | same}` (its options are pairwise
    /// confused and none reverses), stored without the checks.
    fn number_star(&mut self, x: Dyadic, star: GameId) -> Result<GameId, Error> {
        let n = self.nimber_value(star).unwrap_or(0);
        let mut options = vec![self.number(x)?];
        let mut current = options[0];
        for _ in 0..n {
            current = self.intern_canonical(options.clone(), options.clone())?;
            options.push(current);
        }
        Ok(current)
    }

    /// `G + x` for a game `G` that is not a number and a number `x`: `{GL + x | GR + x}`.
    fn translate(&mut self, g: GameId, x: GameId) -> Result<GameId, Error> {
        let mut l = Vec::new();
        let mut r = Vec::new();
        for gl in self.left(g).to_vec() {
            l.push(self.sum_stored(gl, x)?);
        }
        for gr in self.right(g).to_vec() {
            r.push(self.sum_stored(gr, x)?);
        }
        self.game(&l, &r)
    }

    /// `G - H`.
    ///
    /// # Errors
    /// As for [`sum`](Self::sum).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// let mut arena = Arena::new();
    /// let g = arena.parse("{3||2*|1*}").unwrap();
    /// assert_eq!(arena.difference(g, g), Ok(arena.zero()));
    /// ```
    pub fn difference(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let minus_h = self.neg(h)?;
        self.sum(g, minus_h)
    }
}

/// The simplest number strictly between `low` and `high` (`None` means unbounded), if the
/// interval is not empty.
pub(crate) fn simplest_in(low: Option<Dyadic>, high: Option<Dyadic>) -> Option<Dyadic> {
    match (low, high) {
        (None, None) => Some(Dyadic::ZERO),
        (Some(a), None) => {
            if a < Dyadic::ZERO {
                Some(Dyadic::ZERO)
            } else {
                // The least integer above a.
                let floor = a.numerator() >> a.exponent();
                Some(Dyadic::from_integer(floor + 1))
            }
        }
        (None, Some(b)) => {
            if b > Dyadic::ZERO {
                Some(Dyadic::ZERO)
            } else {
                let floor = b.numerator() >> b.exponent();
                let ceil = if Dyadic::from_integer(floor) == b {
                    floor
                } else {
                    floor + 1
                };
                Some(Dyadic::from_integer(ceil - 1))
            }
        }
        (Some(a), Some(b)) => Dyadic::simplest_between(a, b).ok(),
    }
}
