//! Where the canonical forms live: arenas shared by the games made from them.
//!
//! Games are hash-consed in a `partizan::Arena` (each canonical form stored once, so equality
//! is identity). New games go into the *current* arena, at most [`GAMES`] games and [`STEPS`]
//! steps over its life. When an operation finds the current arena spent, a fresh arena becomes
//! current, the operands are copied into it and the operation runs again there (an operation
//! that a fresh arena cannot hold raises `LimitExceeded`). Each `Game` keeps its arena alive;
//! an arena is freed with the last game that refers to it. So a script that makes millions of
//! games keeps working, and its memory is that of the arenas its live games need.
//!
//! Games of different arenas meet by copying the smaller side's game, option by option, into
//! the other's arena (or the current one), never by locking two arenas at once.

use combgames_partizan::{Arena, GameId, NumberUpStar};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The most distinct games an arena holds: `2^20` (some 300 MiB at most with its caches).
pub(crate) const GAMES: u64 = 1 << 20;
/// The most steps an arena takes over its life: `2^28`, some minutes of work.
pub(crate) const STEPS: u64 = 1 << 28;
/// An arena holding more than `1 / WORN` of its games, or having spent more than `1 / WORN`
/// of its steps, is replaced by a fresh one when an operation in it runs out of its budget (a
/// fresh arena would not help an operation that ran out in a nearly empty one).
const WORN: u64 = 8;

/// One arena, locked while used, and its limits.
#[derive(Debug)]
pub(crate) struct Store {
    arena: Mutex<Arena>,
    limits: (u64, u64),
}

/// The limits of the arenas made from now on (tests lower them to see arenas replaced).
static LIMITS: [AtomicU64; 2] = [AtomicU64::new(GAMES), AtomicU64::new(STEPS)];

/// The most games an arena made now may hold (so the most options one game can be given).
pub(crate) fn game_limit() -> u64 {
    LIMITS[0].load(Ordering::Relaxed)
}

impl Store {
    fn fresh() -> Arc<Store> {
        let [games, steps] = &LIMITS;
        let arena = Arena::with_limits(
            combgames_base::Limits::new()
                .items(games.load(Ordering::Relaxed))
                .steps(steps.load(Ordering::Relaxed)),
        );
        Arc::new(Store {
            arena: Mutex::new(arena),
            limits: (games.load(Ordering::Relaxed), steps.load(Ordering::Relaxed)),
        })
    }

    /// The arena, locked (a panic while it was held cannot have broken it: its operations
    /// fail before they change anything shared).
    pub(crate) fn lock(&self) -> MutexGuard<'_, Arena> {
        self.arena.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Whether this store's arena, having run out, would gain from being replaced.
    pub(crate) fn is_worn(&self, arena: &Arena) -> bool {
        arena.len() as u64 > self.limits.0 / WORN || arena.steps() > self.limits.1 / WORN
    }
}

static CURRENT: Mutex<Option<Arc<Store>>> = Mutex::new(None);

/// The arena new games go into.
pub(crate) fn current() -> Arc<Store> {
    let mut current = CURRENT.lock().unwrap_or_else(PoisonError::into_inner);
    Arc::clone(current.get_or_insert_with(Store::fresh))
}

/// Replaces `spent` as the current arena by a fresh one (if it is still current), and returns
/// the current arena.
pub(crate) fn renew(spent: &Arc<Store>) -> Arc<Store> {
    let mut current = CURRENT.lock().unwrap_or_else(PoisonError::into_inner);
    match current.as_ref() {
        Some(store) if !Arc::ptr_eq(store, spent) => Arc::clone(store),
        _ => Arc::clone(current.insert(Store::fresh())),
    }
}

/// A game copied out of its arena: a game `x + n.^ + *m` by its parts (it may be held
/// symbolically), any other by nodes whose options come before them, the game last.
pub(crate) enum Exported {
    Parts(NumberUpStar),
    Nodes(Vec<Entry>),
}

/// One game of an [`Exported`] list: a number by value (its options are not copied: `2^40`
/// is one entry), any other by the places of its options in the list.
pub(crate) enum Entry {
    Number(combgames_dyadic::Dyadic),
    Options(Vec<usize>, Vec<usize>),
}

/// The game `g` of `arena` and every game below it, children first.
pub(crate) fn export(arena: &mut Arena, g: GameId) -> Result<Exported, combgames_partizan::Error> {
    if let Some(parts) = arena.as_number_up_star(g)? {
        return Ok(Exported::Parts(parts));
    }
    let mut index: HashMap<GameId, usize> = HashMap::new();
    let mut nodes = Vec::new();
    // Depth-first without recursion: (game, whether its options are done).
    let mut stack = vec![(g, false)];
    while let Some((h, done)) = stack.pop() {
        if index.contains_key(&h) {
            continue;
        }
        if let Some(x) = arena.as_number(h)? {
            index.insert(h, nodes.len());
            nodes.push(Entry::Number(x));
            continue;
        }
        let (left, right) = (arena.left_options(h)?, arena.right_options(h)?);
        if done {
            let at = |x: &GameId| index[x];
            let entry = Entry::Options(
                left.iter().map(at).collect(),
                right.iter().map(at).collect(),
            );
            index.insert(h, nodes.len());
            nodes.push(entry);
        } else {
            stack.push((h, true));
            stack.extend(
                left.iter()
                    .chain(right.iter())
                    .filter(|x| !index.contains_key(x))
                    .map(|&x| (x, false)),
            );
        }
    }
    Ok(Exported::Nodes(nodes))
}

/// The exported game stored in `arena`.
pub(crate) fn import(
    arena: &mut Arena,
    exported: &Exported,
) -> Result<GameId, combgames_partizan::Error> {
    let nodes = match exported {
        Exported::Parts(parts) => return arena.number_up_star(*parts),
        Exported::Nodes(nodes) => nodes,
    };
    let mut ids: Vec<GameId> = Vec::with_capacity(nodes.len());
    for entry in nodes {
        ids.push(match entry {
            Entry::Number(x) => arena.number(*x)?,
            Entry::Options(left, right) => {
                let left: Vec<GameId> = left.iter().map(|&i| ids[i]).collect();
                let right: Vec<GameId> = right.iter().map(|&i| ids[i]).collect();
                arena.game(&left, &right)?
            }
        });
    }
    Ok(ids.last().copied().unwrap_or_else(|| arena.zero()))
}

/// Sets the limits of the arenas made from now on and starts a fresh current arena; returns
/// the limits before. For tests of what happens when arenas run out.
///
/// >>> import combgames as cg
/// >>> before = cg._set_arena_limits(games=1000)
/// >>> cg._set_arena_limits(*before)
/// (1000, 268435456)
#[pyo3::pyfunction]
#[pyo3(signature = (games = None, steps = None))]
pub(crate) fn _set_arena_limits(games: Option<u64>, steps: Option<u64>) -> (u64, u64) {
    let [g, s] = &LIMITS;
    let before = (g.load(Ordering::Relaxed), s.load(Ordering::Relaxed));
    g.store(games.unwrap_or(before.0), Ordering::Relaxed);
    s.store(steps.unwrap_or(before.1), Ordering::Relaxed);
    *CURRENT.lock().unwrap_or_else(PoisonError::into_inner) = Some(Store::fresh());
    before
}
