//! The hooks an instance gives the who-wins search: its positions, moves, keys and theorems.

use combgames_base::Player;

use crate::key::{Key, Keyed};

/// A static verdict: what a theorem of the rules says of a position without searching it.
///
/// The number is the index of the theorem's name in [`Rules::VERDICTS`], for the statistics.
///
/// ```
/// use combgames_search::Verdict;
/// assert_eq!(Verdict::Win(0).decided(), Some(true));
/// assert_eq!(Verdict::Unknown.decided(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// No theorem decides the position: search it.
    Unknown,
    /// The player to move wins, by the theorem numbered.
    Win(usize),
    /// The player to move loses, by the theorem numbered.
    Loss(usize),
}

impl Verdict {
    /// `Some(true)` for a win, `Some(false)` for a loss, `None` if unknown.
    pub fn decided(self) -> Option<bool> {
        match self {
            Verdict::Unknown => None,
            Verdict::Win(_) => Some(true),
            Verdict::Loss(_) => Some(false),
        }
    }
}

/// What a question found: whether the player to move wins and, for a win found by search, a
/// winning move.
///
/// ```
/// let a = combgames_search::Answer { wins: true, best: Some(3u8) };
/// assert!(a.wins);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer<M> {
    /// Whether the player to move wins.
    pub wins: bool,
    /// A winning move (`None` for a loss, or a win no move was searched for).
    pub best: Option<M>,
}

/// The rules of a game for the who-wins search ([`WinSearch`](crate::WinSearch)): the
/// instance's hooks. Normal play: a player with no move loses.
///
/// Only [`key`](Rules::key), [`moves`](Rules::moves) and [`play`](Rules::play) are required.
/// Every hook must be exact: a verdict comes from a theorem, never a heuristic, and a key is
/// shared only by positions that are the same game (or, with [`Keyed::swaps`], the same game
/// with the players exchanged). The search is monomorphised over the rules: a hook costs what
/// its code costs.
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_search::{Exceeded, Interrupted, Keyed, Rules, WinSearch};
///
/// /// Subtraction: take 1, 2 or 3 counters; who cannot move loses.
/// struct Take3;
/// impl Rules for Take3 {
///     type Position = u64;
///     type Key = u64;
///     type Move = u64;
///     fn key(&self, n: &u64) -> Keyed<u64> {
///         Keyed::plain(*n)
///     }
///     fn moves(&self, n: &u64, _: Player, _: Option<&u64>, moves: &mut Vec<u64>) {
///         moves.extend((1..=3).filter(|&k| k <= *n));
///     }
///     fn play(&self, n: &u64, _: Player, k: &u64) -> u64 {
///         n - k
///     }
/// }
/// #[derive(Debug)]
/// enum Stop { Exceeded, Interrupted }
/// impl From<Exceeded> for Stop { fn from(_: Exceeded) -> Self { Stop::Exceeded } }
/// impl From<Interrupted> for Stop { fn from(_: Interrupted) -> Self { Stop::Interrupted } }
/// let mut search = WinSearch::new(Take3, Limits::new()).unwrap();
/// // The player to move loses exactly on multiples of 4.
/// assert_eq!(search.wins::<Stop>(&40, Player::Left).unwrap(), false);
/// assert_eq!(search.wins::<Stop>(&41, Player::Left).unwrap(), true);
/// ```
pub trait Rules: Sync {
    /// A position (the player to move is passed beside it).
    type Position: Clone + Send + Sync;
    /// What the table stores a position under (up to symmetry).
    type Key: Key;
    /// A move.
    type Move: Clone + Send + Sync;

    /// The names of the theorems [`verdict`](Rules::verdict) applies, by their numbers.
    const VERDICTS: &'static [&'static str] = &[];

    /// What a theorem says of `position` with `player` to move, before any search (checked
    /// before the table). The default knows no theorem.
    fn verdict(&self, position: &Self::Position, player: Player) -> Verdict {
        let _ = (position, player);
        Verdict::Unknown
    }

    /// The key of `position` up to the rules' symmetries.
    fn key(&self, position: &Self::Position) -> Keyed<Self::Key>;

    /// `player`'s moves on `position`, best first, pushed onto `moves` (which comes empty). The
    /// table's move for this position, if any, is `hint`: put it first. No moves: `player`
    /// loses.
    fn moves(
        &self,
        position: &Self::Position,
        player: Player,
        hint: Option<&Self::Move>,
        moves: &mut Vec<Self::Move>,
    );

    /// The position after `player` plays `mv` on `position`.
    fn play(&self, position: &Self::Position, player: Player, mv: &Self::Move) -> Self::Position;

    /// The move `mv` of `player` on `position` as a byte in the key's frame, for the table
    /// (`None`: not stored). The default stores no moves.
    fn encode_move(
        &self,
        position: &Self::Position,
        keyed: &Keyed<Self::Key>,
        player: Player,
        mv: &Self::Move,
    ) -> Option<u8> {
        let _ = (position, keyed, player, mv);
        None
    }

    /// The move on `position` that the byte `code` of [`encode_move`](Rules::encode_move)
    /// stands for (`None` if it stands for none).
    fn decode_move(
        &self,
        position: &Self::Position,
        keyed: &Keyed<Self::Key>,
        player: Player,
        code: u8,
    ) -> Option<Self::Move> {
        let _ = (position, keyed, player, code);
        None
    }

    /// The independent parts whose sum `position` is, if the rules split it (a move is made
    /// in exactly one part, and a part never splits again). With two or more parts the search
    /// first asks who wins each part, for each player to move: a part that the second player
    /// wins is `0` and is dropped, and parts that Left (or Right) wins whoever starts add up
    /// to a game Left (Right) wins whoever starts. The default: no split.
    fn components(&self, position: &Self::Position) -> Option<Vec<Self::Position>> {
        let _ = position;
        None
    }
}

/// Who moves in the key's frame when `player` moves on the position.
pub(crate) fn key_player(swaps: bool, player: Player) -> Player {
    if swaps { player.other() } else { player }
}
