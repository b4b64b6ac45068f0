//! A who-wins search split into jobs: the frontier of a position (the distinct positions a
//! few moves down, with the moves to each), and a plain search of the definition to check a
//! job's answer with none of the fast search's pruning.

use combgames_base::hash::FastMap;
use combgames_base::{Exceeded, Limits, Resource, interrupt};
use combgames_search::{Frontier, frontier};

use crate::outcome::Framework;
use crate::{Error, Player, Position};

/// The default limit of positions [`plain_wins`] visits: `2^26`.
///
/// ```
/// assert_eq!(combgames_rulesets::DEFAULT_PLAIN_STEPS, 1 << 26);
/// ```
pub const DEFAULT_PLAIN_STEPS: u64 = 1 << 26;

/// The default limit of the memo of [`plain_wins`]: 1 GiB (about 16 million Domineering
/// boards).
///
/// ```
/// assert_eq!(combgames_rulesets::DEFAULT_PLAIN_BYTES, 1 << 30);
/// ```
pub const DEFAULT_PLAIN_BYTES: u64 = 1 << 30;

/// The frontier of `position` with `first` to move, `depth` moves down (normal play): level
/// `d` lists the distinct positions, up to the ruleset's symmetries, that `d` moves reach,
/// each with the entries of the level above that lead to it and the move (the option
/// itself). The undecided positions of the last level are independent jobs; their answers
/// give the root's by [`Frontier::resolve`].
///
/// Cost: every line of play to the depth, once per distinct position it passes; the positions
/// listed count against `limits.items` (`2^20` by default).
///
/// # Errors
/// [`Error::Exceeded`] (items) past the limit of positions.
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_rulesets::{Domineering, OutcomeSearch, outcome_frontier};
/// let board = Domineering::empty(4, 4).unwrap();
/// let frontier = outcome_frontier(&board, Player::Left, 2, Limits::new()).unwrap();
/// // Vertical's 12 dominoes, 4 up to the board's mirror images; then Horizontal's replies.
/// assert_eq!(frontier.levels[1].len(), 4);
/// let mut search = OutcomeSearch::new(Limits::new().bytes(1 << 20)).unwrap();
/// let answers: Vec<Option<bool>> = frontier.levels[2]
///     .iter()
///     .map(|e| Some(search.wins(&e.position, e.player).unwrap()))
///     .collect();
/// assert_eq!(frontier.resolve(&answers), Some(true)); // 4x4: the first player wins
/// ```
pub fn outcome_frontier<P: Position + Send + Sync>(
    position: &P,
    first: Player,
    depth: usize,
    limits: Limits,
) -> Result<Frontier<P, P>, Error> {
    let rules = Framework::<P>(std::marker::PhantomData, false);
    Ok(frontier(&rules, position, first, depth, limits)?)
}

/// Whether `player`, to move on `position`, wins, and the positions visited: the definition
/// (some option is a loss for the opponent) searched depth first with a memo of the answers
/// found, and nothing else: no symmetry, no split into parts, no theorem, no move ordering.
/// The twin against which the fast searches' answers are checked.
///
/// Cost: the positions visited, each with its options listed and hashed; the memo holds one
/// entry per position answered, counted as the entry's bytes, the position's heap bytes and
/// 16 bytes of the map's own. The recursion is as deep as the longest line of play.
///
/// # Errors
/// [`Error::Exceeded`] (steps) past `limits.steps` positions ([`DEFAULT_PLAIN_STEPS`]),
/// (bytes) past `limits.bytes` of memo ([`DEFAULT_PLAIN_BYTES`]); [`Error::Interrupted`].
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_rulesets::{Domineering, plain_wins};
/// let board = Domineering::empty(3, 3).unwrap();
/// let (wins, visited) = plain_wins(&board, Player::Left, Limits::new()).unwrap();
/// assert!(wins && visited > 1); // 3x3: the first player wins
/// assert!(plain_wins(&board, Player::Left, Limits::new().steps(2)).is_err());
/// assert!(plain_wins(&board, Player::Left, Limits::new().bytes(200)).is_err());
/// ```
pub fn plain_wins<P: Position>(
    position: &P,
    player: Player,
    limits: Limits,
) -> Result<(bool, u64), Error> {
    let mut plain = Plain {
        memo: FastMap::default(),
        visited: 0,
        limit: limits.steps_or(DEFAULT_PLAIN_STEPS),
        bytes: 0,
        byte_limit: limits.bytes_or(DEFAULT_PLAIN_BYTES),
    };
    let wins = plain.wins(position, player)?;
    Ok((wins, plain.visited))
}

/// The state of one [`plain_wins`] search.
struct Plain<P> {
    memo: FastMap<(P, Player), bool>,
    visited: u64,
    limit: u64,
    /// The memo's bytes, as counted, and their limit.
    bytes: u64,
    byte_limit: u64,
}

impl<P: Position> Plain<P> {
    fn wins(&mut self, position: &P, player: Player) -> Result<bool, Error> {
        if let Some(&known) = self.memo.get(&(position.clone(), player)) {
            return Ok(known);
        }
        self.visited += 1;
        Exceeded::check(Resource::Steps, self.visited, self.limit)?;
        if self.visited % 4096 == 0 {
            interrupt::check()?;
        }
        let mut wins = false;
        for option in position.options(player) {
            if !self.wins(&option, player.other())? {
                wins = true;
                break;
            }
        }
        let entry = std::mem::size_of::<((P, Player), bool)>() + position.heap_bytes() + 16;
        self.bytes += entry as u64;
        Exceeded::check(Resource::Bytes, self.bytes, self.byte_limit)?;
        self.memo.insert((position.clone(), player), wins);
        Ok(wins)
    }
}
