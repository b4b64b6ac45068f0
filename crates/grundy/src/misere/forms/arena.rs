//! The arena of misère canonical forms: one node per distinct form, with cached sums.

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Limits, Meter, Resource};

use crate::mex::mex;
use crate::{Error, ImpartialGame};

/// The most distinct forms an arena holds unless its limits say otherwise.
pub const MISERE_FORM_LIMIT: u64 = 4_000_000;

/// The steps an arena may take over its lifetime unless its limits say otherwise: one a
/// form looked up or stored, one a reduction tried.
pub const MISERE_STEP_LIMIT: u64 = 2_000_000_000;

/// The bytes an arena's forms and caches may take unless its limits say otherwise: 2 GiB.
pub const MISERE_BYTE_LIMIT: u64 = 2 << 30;

/// What a stored form costs beyond its options: its node, information and index entry.
const FORM_BYTES: u64 = 160;

/// What an option costs: four bytes in the node and four in the index's copy.
const OPTION_BYTES: u64 = 8;

/// What an entry of the sums' or mates' cache costs.
const CACHE_BYTES: u64 = 48;

/// The largest birthday of a form an arena stores. Sums, mates, genus and text recurse once a
/// day of the birthdays involved; below this the recursion fits a 2 MiB thread stack (Rust's
/// default for spawned threads) with a factor of about three to spare even in a debug build
/// (a sum, mate, genus and text of a form born on day 254 take less than 0.7 MiB there; the
/// test `the_deepest_forms_fit_a_thread_stack`).
pub const MAX_MISERE_BIRTHDAY: u32 = 256;

/// The longest play the recursive searches on misère forms follow (a position's form, a sum's
/// outcome): each move is a call, with the same margin as [`MAX_MISERE_BIRTHDAY`].
pub const MAX_MISERE_PLAY: u32 = 256;

/// A handle to a misère canonical form stored in a [`MisereArena`]: two ids of one arena are
/// equal exactly when the games are equal in misère play (the same outcome beside every
/// game).
///
/// An id carries its arena: another arena refuses it with [`Error::ForeignForm`].
///
/// ```
/// use combgames_grundy::misere::MisereArena;
/// let mut arena = MisereArena::new();
/// let a = arena.parse("*[[2]]").unwrap();
/// let two = arena.nim_heap(2).unwrap();
/// assert_eq!(a, arena.form(&[two]).unwrap()); // the game whose one option is *2
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MisereId {
    index: u32,
    arena: u32,
}

impl MisereId {
    /// The index of the form in its arena (0 is the game without options).
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// assert_eq!(MisereArena::new().zero().index(), 0);
    /// ```
    pub fn index(self) -> u32 {
        self.index
    }
}

/// What the arena knows of a form once it is stored.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Info {
    pub(crate) birthday: u32,
    /// A misère P-position: it has options, and every one is an N-position.
    pub(crate) p: bool,
    /// The misère nim value: 1 without options, else the mex of the options' values.
    pub(crate) misere: u32,
    /// The normal-play nim value: the mex of the options' values.
    pub(crate) normal: u32,
    /// `Some(n)` when the form is the nim heap `*n`.
    pub(crate) heap: Option<u32>,
}

/// A store of **impartial misère canonical forms**, hash-consed: every form is held once,
/// with its options as forms of the same arena, so equal games have equal [`MisereId`]s.
///
/// **The simplification** (Grundy and Smith; proven complete by Conway, *On Numbers and
/// Games* ch. 12): let `G = {S}` have canonical options `S`. If some option of an option,
/// `G''`, has all its own options in `S`, and every option of `G` that is not an option of
/// `G''` has `G''` as an option, then `G = G''` — with the **proviso** that when `G''` is `0`
/// (no options), `G` must have a misère P-position among its options (so that `G`, like `0`,
/// is won by the player to move). When no `G''` qualifies, `{S}` is in simplest form, and two
/// games in simplest form are equal exactly when they are identical. The day-by-day counts
/// 1, 2, 3, 5, 22, 4171780 of Grundy and Smith come out of this rule
/// ([`misere_born_by`](super::misere_born_by)), a check of it.
///
/// **Limits**, over the arena's lifetime: `items`, the forms held ([`MISERE_FORM_LIMIT`]);
/// `steps`, every lookup and reduction tried ([`MISERE_STEP_LIMIT`]); `bytes`
/// ([`MISERE_BYTE_LIMIT`]), each form counted at 160 bytes plus 8 an option and each cached
/// sum or mate at 48 (upper bounds of what they hold), and a genus search's table checked
/// against what is left before it starts. A birthday past [`MAX_MISERE_BIRTHDAY`] is
/// refused.
///
/// ```
/// use combgames_grundy::misere::MisereArena;
/// let mut arena = MisereArena::new();
/// let two = arena.nim_heap(2).unwrap();
/// let sum = arena.sum(two, two).unwrap();
/// assert_eq!(arena.to_text(sum).unwrap(), "*[2[2]]");
/// assert!(arena.is_p_position(sum).unwrap()); // *2 + *2 is lost by the player to move
/// // {*} is 0 in misère play (the proviso holds: * is a P-position).
/// let star = arena.nim_heap(1).unwrap();
/// assert_eq!(arena.form(&[star]).unwrap(), arena.zero());
/// ```
#[derive(Debug)]
pub struct MisereArena {
    tag: u32,
    options: Vec<Box<[u32]>>,
    info: Vec<Info>,
    index: FastMap<Box<[u32]>, u32>,
    pub(crate) sums: FastMap<u64, u32>,
    mates: FastMap<u32, u32>,
    heaps: Vec<u32>,
    limit: u64,
    steps: Meter,
    /// The bytes of the forms and caches, counted as they are stored.
    bytes: Meter,
}

impl Default for MisereArena {
    fn default() -> Self {
        Self::new()
    }
}

/// A tag distinct for every arena made in this process.
fn new_tag() -> u32 {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(1);
    NEXT.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |t| t.checked_add(1))
        .unwrap_or(u32::MAX)
}

impl MisereArena {
    /// An arena with the default limits, holding `0`.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// assert_eq!(MisereArena::new().len(), 1);
    /// ```
    pub fn new() -> Self {
        Self::with_limits(Limits::new())
    }

    /// An arena within `limits` (`items`, `steps` and `bytes`; see the type).
    ///
    /// ```
    /// use combgames_base::Limits;
    /// use combgames_grundy::misere::MisereArena;
    /// let mut small = MisereArena::with_limits(Limits::new().items(5));
    /// assert!(small.nim_heap(10).is_err());
    /// ```
    pub fn with_limits(limits: Limits) -> Self {
        let mut arena = MisereArena {
            tag: new_tag(),
            options: vec![Box::new([])],
            info: vec![Info {
                birthday: 0,
                p: false,
                misere: 1,
                normal: 0,
                heap: Some(0),
            }],
            index: FastMap::default(),
            sums: FastMap::default(),
            mates: FastMap::default(),
            heaps: vec![0],
            limit: limits.items_or(MISERE_FORM_LIMIT).max(1),
            steps: limits.meter(Resource::Steps, MISERE_STEP_LIMIT),
            bytes: limits.meter(Resource::Bytes, MISERE_BYTE_LIMIT),
        };
        arena.index.insert(Box::new([]), 0);
        arena
    }

    /// The number of distinct forms stored.
    pub fn len(&self) -> usize {
        self.options.len()
    }

    /// Never: an arena always holds `0`.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The steps taken so far.
    pub fn steps(&self) -> u64 {
        self.steps.used()
    }

    /// The bytes of the forms and caches counted so far (an upper bound of what they hold).
    pub fn bytes(&self) -> u64 {
        self.bytes.used()
    }

    /// One step of a search, with a look at the interrupt every `2^14` steps.
    pub(crate) fn spend_step(&mut self) -> Result<(), Error> {
        self.steps.spend(1)?;
        if self.steps.used().trailing_zeros() >= 14 {
            combgames_base::interrupt::check()?;
        }
        Ok(())
    }

    /// The game without options, `0` (written `*[0]`).
    pub fn zero(&self) -> MisereId {
        self.id(0)
    }

    pub(crate) fn id(&self, index: u32) -> MisereId {
        MisereId {
            index,
            arena: self.tag,
        }
    }

    /// The index of `g`, or [`Error::ForeignForm`] if `g` belongs to another arena.
    pub(crate) fn check(&self, g: MisereId) -> Result<u32, Error> {
        if g.arena == self.tag && (g.index as usize) < self.options.len() {
            Ok(g.index)
        } else {
            Err(Error::ForeignForm(g.index))
        }
    }

    /// The options of `g`, each a form of this arena.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let three = arena.nim_heap(3).unwrap();
    /// assert_eq!(arena.options(three).unwrap().len(), 3);
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`] for an id of another arena.
    pub fn options(&self, g: MisereId) -> Result<Vec<MisereId>, Error> {
        let g = self.check(g)?;
        Ok(self.options[g as usize]
            .iter()
            .map(|&o| self.id(o))
            .collect())
    }

    /// The bytes left under the arena's byte limit.
    pub(crate) fn bytes_left(&self) -> u64 {
        self.bytes.left()
    }

    pub(crate) fn raw_options(&self, g: u32) -> &[u32] {
        &self.options[g as usize]
    }

    fn info(&self, g: MisereId) -> Result<Info, Error> {
        Ok(self.info[self.check(g)? as usize])
    }

    /// The birthday of `g`: the length of its longest play (the height of its simplest form).
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let g = arena.parse("*[[2]]").unwrap();
    /// assert_eq!(arena.birthday(g), Ok(3));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`].
    pub fn birthday(&self, g: MisereId) -> Result<u32, Error> {
        Ok(self.info(g)?.birthday)
    }

    /// Whether `g` is a misère **P-position** (won by the player who does not move first):
    /// `g` has options and every one is an N-position. `0` is an N-position: the player to
    /// move cannot, and wins.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let star = arena.nim_heap(1).unwrap();
    /// assert_eq!(arena.is_p_position(star), Ok(true));
    /// assert_eq!(arena.is_p_position(arena.zero()), Ok(false));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`].
    pub fn is_p_position(&self, g: MisereId) -> Result<bool, Error> {
        Ok(self.info(g)?.p)
    }

    /// The misère nim value `g-(G)`: 1 for `0`, else the mex of the options' values (a misère
    /// invariant: equal games have equal values). `G` is a P-position exactly when it is 0.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let two = arena.nim_heap(2).unwrap();
    /// let sum = arena.sum(two, two).unwrap();
    /// assert_eq!((arena.misere_value(arena.zero()), arena.misere_value(sum)), (Ok(1), Ok(0)));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`].
    pub fn misere_value(&self, g: MisereId) -> Result<u32, Error> {
        Ok(self.info(g)?.misere)
    }

    /// The normal-play nim value of `g` (equal misère games have equal normal values).
    ///
    /// # Errors
    /// [`Error::ForeignForm`].
    pub fn normal_value(&self, g: MisereId) -> Result<u32, Error> {
        Ok(self.info(g)?.normal)
    }

    /// `Some(n)` when `g` is the nim heap `*n`.
    ///
    /// # Errors
    /// [`Error::ForeignForm`].
    pub fn as_nim_heap(&self, g: MisereId) -> Result<Option<u32>, Error> {
        Ok(self.info(g)?.heap)
    }

    pub(crate) fn raw_info(&self, g: u32) -> Info {
        self.info[g as usize]
    }

    /// The nim heap `*n`: options `*0 .. *(n-1)`.
    ///
    /// # Errors
    /// [`Error::Exceeded`] past the arena's limits; [`Error::BirthdayTooLarge`] for
    /// `n > MAX_MISERE_BIRTHDAY`.
    pub fn nim_heap(&mut self, n: u32) -> Result<MisereId, Error> {
        let index = self.heap(n)?;
        Ok(self.id(index))
    }

    pub(crate) fn heap(&mut self, n: u32) -> Result<u32, Error> {
        if n > MAX_MISERE_BIRTHDAY {
            return Err(Error::BirthdayTooLarge {
                birthday: u64::from(n),
                max: MAX_MISERE_BIRTHDAY,
            });
        }
        while self.heaps.len() <= n as usize {
            // A nim heap is in simplest form: a reduction of `*n` to some `*j`, `j < n - 1`,
            // needs every option outside `*j`'s own to have `*j` as an option, and the option
            // `*j` itself has not. So it is stored without the search for one.
            let options = self.heaps.clone();
            self.steps.spend(1)?;
            let next = match self.index.get(options.as_slice()) {
                Some(&known) => known,
                None => self.store(options)?,
            };
            self.heaps.push(next);
        }
        Ok(self.heaps[n as usize])
    }

    /// The simplest form of the game whose options are `options`.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let (zero, two) = (arena.zero(), arena.nim_heap(2).unwrap());
    /// // {0, *2} = * : *2 reverses through * (whose one option, 0, is an option here).
    /// assert_eq!(arena.form(&[zero, two]).unwrap(), arena.nim_heap(1).unwrap());
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`], [`Error::Exceeded`], [`Error::BirthdayTooLarge`].
    pub fn form(&mut self, options: &[MisereId]) -> Result<MisereId, Error> {
        let raw = options
            .iter()
            .map(|&o| self.check(o))
            .collect::<Result<Vec<u32>, Error>>()?;
        let index = self.canonical(raw)?;
        Ok(self.id(index))
    }

    /// The simplest form of `{options}`, the options being forms of this arena.
    pub(crate) fn canonical(&mut self, mut options: Vec<u32>) -> Result<u32, Error> {
        options.sort_unstable();
        options.dedup();
        self.steps.spend(1)?;
        if let Some(&known) = self.index.get(options.as_slice()) {
            return Ok(known);
        }
        if let Some(reduced) = self.reduction(&options)? {
            return Ok(reduced);
        }
        self.store(options)
    }

    /// The `G''` that `{options}` equals by the Grundy-Smith rule, if there is one.
    fn reduction(&mut self, options: &[u32]) -> Result<Option<u32>, Error> {
        let has_p = options.iter().any(|&o| self.info[o as usize].p);
        let mut tried: Vec<u32> = Vec::new();
        for &option in options {
            for &candidate in &self.options[option as usize] {
                if tried.contains(&candidate) {
                    continue;
                }
                tried.push(candidate);
                self.steps.spend(1)?;
                let inner = &self.options[candidate as usize];
                if inner.is_empty() && !has_p {
                    continue; // the proviso
                }
                if !is_subset(inner, options) {
                    continue;
                }
                let reverses = options.iter().all(|&o| {
                    inner.binary_search(&o).is_ok()
                        || self.options[o as usize].binary_search(&candidate).is_ok()
                });
                if reverses {
                    return Ok(Some(candidate));
                }
            }
        }
        Ok(None)
    }

    /// Stores `{options}`, known to be in simplest form.
    fn store(&mut self, options: Vec<u32>) -> Result<u32, Error> {
        self.bytes
            .spend(FORM_BYTES + OPTION_BYTES * options.len() as u64)?;
        let held = self.options.len() as u64;
        if held >= self.limit {
            return Err(Exceeded::ran_out(Resource::Items, self.limit).into());
        }
        let birthday = 1 + options
            .iter()
            .map(|&o| self.info[o as usize].birthday)
            .max()
            .unwrap_or(0);
        if options.is_empty() {
            unreachable!("0 is stored when the arena is made");
        }
        if birthday > MAX_MISERE_BIRTHDAY {
            return Err(Error::BirthdayTooLarge {
                birthday: u64::from(birthday),
                max: MAX_MISERE_BIRTHDAY,
            });
        }
        let p = options.iter().all(|&o| !self.info[o as usize].p);
        let misere = mex(options
            .iter()
            .map(|&o| self.info[o as usize].misere as usize)) as u32;
        let normal = mex(options
            .iter()
            .map(|&o| self.info[o as usize].normal as usize)) as u32;
        let heap = {
            let mut seen: Vec<u32> = options
                .iter()
                .filter_map(|&o| self.info[o as usize].heap)
                .collect();
            seen.sort_unstable();
            let k = options.len() as u32;
            (seen.len() == options.len() && seen.iter().copied().eq(0..k)).then_some(k)
        };
        // Cast: `held` is below the limit, itself far below `u32::MAX` forms in any memory.
        let index = u32::try_from(held).map_err(|_| Exceeded::ran_out(Resource::Items, held))?;
        let boxed: Box<[u32]> = options.into_boxed_slice();
        self.index.insert(boxed.clone(), index);
        self.options.push(boxed);
        self.info.push(Info {
            birthday,
            p,
            misere,
            normal,
            heap,
        });
        Ok(index)
    }

    /// The simplest form of `g + h`, the game in which a move is made in one of the two.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let star = arena.nim_heap(1).unwrap();
    /// assert_eq!(arena.sum(star, star).unwrap(), arena.zero()); // * + * = 0, misère too
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`], [`Error::Exceeded`], [`Error::BirthdayTooLarge`].
    pub fn sum(&mut self, g: MisereId, h: MisereId) -> Result<MisereId, Error> {
        let (g, h) = (self.check(g)?, self.check(h)?);
        let birthday =
            u64::from(self.info[g as usize].birthday) + u64::from(self.info[h as usize].birthday);
        if birthday > u64::from(MAX_MISERE_BIRTHDAY) {
            return Err(Error::BirthdayTooLarge {
                birthday,
                max: MAX_MISERE_BIRTHDAY,
            });
        }
        let index = self.add(g, h)?;
        Ok(self.id(index))
    }

    /// `g + h` by the definition, memoised; birthdays checked by the caller.
    pub(crate) fn add(&mut self, g: u32, h: u32) -> Result<u32, Error> {
        if g == 0 {
            return Ok(h);
        }
        if h == 0 {
            return Ok(g);
        }
        let key = (u64::from(g.min(h)) << 32) | u64::from(g.max(h));
        if let Some(&known) = self.sums.get(&key) {
            return Ok(known);
        }
        combgames_base::interrupt::check()?;
        let mut options = Vec::new();
        for i in 0..self.options[g as usize].len() {
            let g1 = self.options[g as usize][i];
            options.push(self.add(g1, h)?);
        }
        for i in 0..self.options[h as usize].len() {
            let h1 = self.options[h as usize][i];
            options.push(self.add(g, h1)?);
        }
        let sum = self.canonical(options)?;
        self.bytes.spend(CACHE_BYTES)?;
        self.sums.insert(key, sum);
        Ok(sum)
    }

    /// The **mate** of `g` (Conway): `*` for `0`, else the game whose options are the mates
    /// of `g`'s options. `g + mate(g)` is always a misère P-position.
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// let mut arena = MisereArena::new();
    /// let g = arena.parse("*[2#]").unwrap();
    /// let mate = arena.mate(g).unwrap();
    /// let sum = arena.sum(g, mate).unwrap();
    /// assert_eq!(arena.is_p_position(sum), Ok(true));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`], [`Error::Exceeded`].
    pub fn mate(&mut self, g: MisereId) -> Result<MisereId, Error> {
        let g = self.check(g)?;
        let index = self.mate_of(g)?;
        Ok(self.id(index))
    }

    pub(crate) fn mate_of(&mut self, g: u32) -> Result<u32, Error> {
        if g == 0 {
            return self.heap(1);
        }
        if let Some(&known) = self.mates.get(&g) {
            return Ok(known);
        }
        let mut options = Vec::new();
        for i in 0..self.options[g as usize].len() {
            let o = self.options[g as usize][i];
            options.push(self.mate_of(o)?);
        }
        let mate = self.canonical(options)?;
        self.bytes.spend(CACHE_BYTES)?;
        self.mates.insert(g, mate);
        Ok(mate)
    }

    /// The misère canonical form of `position` of any finite impartial game: the form of
    /// each option, found recursively (a position that splits into components is the sum of
    /// their forms), memoised in `memo` (pass the same table to share work between calls).
    ///
    /// ```
    /// use combgames_grundy::misere::MisereArena;
    /// use combgames_grundy::OctalGame;
    /// use combgames_base::hash::FastMap;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let mut arena = MisereArena::new();
    /// let mut memo = FastMap::default();
    /// let g = arena.of_position(&kayles, &vec![3, 2], &mut memo).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "*[2[3]]"); // *3 + *2, Conway's 2_3
    /// ```
    ///
    /// # Errors
    /// [`Error::Exceeded`] past the arena's limits, [`Error::BirthdayTooLarge`],
    /// [`Error::PlayTooLong`] for a play past [`MAX_MISERE_PLAY`] moves, and
    /// [`Error::Interrupted`].
    pub fn of_position<G: ImpartialGame>(
        &mut self,
        game: &G,
        position: &G::Position,
        memo: &mut FastMap<G::Position, MisereId>,
    ) -> Result<MisereId, Error> {
        self.position_form(game, position, memo, 0)
    }

    /// [`of_position`](Self::of_position) at `depth` moves below the position asked for.
    fn position_form<G: ImpartialGame>(
        &mut self,
        game: &G,
        position: &G::Position,
        memo: &mut FastMap<G::Position, MisereId>,
        depth: u32,
    ) -> Result<MisereId, Error> {
        if let Some(&known) = memo.get(position) {
            self.check(known)?;
            return Ok(known);
        }
        if depth > MAX_MISERE_PLAY {
            return Err(Error::PlayTooLong {
                max: MAX_MISERE_PLAY,
            });
        }
        combgames_base::interrupt::check()?;
        let form = if let Some(parts) = game.components(position) {
            let mut total = self.zero();
            for part in &parts {
                let f = self.position_form(game, part, memo, depth)?;
                total = self.sum(total, f)?;
            }
            total
        } else {
            let mut options = Vec::new();
            for option in game.options(position) {
                self.steps.spend(1)?;
                options.push(self.position_form(game, &option, memo, depth + 1)?);
            }
            self.form(&options)?
        };
        memo.insert(position.clone(), form);
        Ok(form)
    }
}

/// Whether sorted `small` is a subset of sorted `big`.
fn is_subset(small: &[u32], big: &[u32]) -> bool {
    let mut rest = big;
    for &x in small {
        match rest.binary_search(&x) {
            Ok(i) => rest = &rest[i + 1..],
            Err(_) => return false,
        }
    }
    true
}
