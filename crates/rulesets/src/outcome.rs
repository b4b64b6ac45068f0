//! Who wins any position: the search core's who-wins search on a ruleset's positions.

use std::hash::Hash;

use combgames_base::Limits;
use combgames_search::key::Four;
use combgames_search::{Answer, Key, Keyed, Progress, Rules, Stats, Verdict, WinSearch};

use crate::{Error, OutcomeClass, Player, Position};

/// A position as the table's key: its canonical image, held on the heap.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct PositionKey<P>(Option<P>);

impl<P> Default for PositionKey<P> {
    fn default() -> Self {
        PositionKey(None)
    }
}

impl<P: Position + Send + Sync> Key for PositionKey<P> {
    type Bucket = Four<PositionKey<P>>;
    const HEAP: bool = true;
    fn heap_bytes(&self) -> usize {
        // Rounded up to the allocator's 16, plus its 16-byte header.
        match self.0.as_ref().map_or(0, Position::heap_bytes) {
            0 => 0,
            bytes => bytes.div_ceil(16) * 16 + 16,
        }
    }
}

/// A ruleset's positions as the who-wins search's rules: moves are the options, keys the
/// canonical images, and a position that splits is first judged by its parts. In misère play
/// (the `bool`) a player without a move wins, and a position is never split (misère sums are
/// not judged by their parts).
pub(crate) struct Framework<P>(
    pub(crate) std::marker::PhantomData<fn() -> P>,
    pub(crate) bool,
);

impl<P: Position + Send + Sync> Rules for Framework<P> {
    type Position = P;
    type Key = PositionKey<P>;
    type Move = P;

    const VERDICTS: &'static [&'static str] = &["misère: no move, so the player to move wins"];

    fn verdict(&self, position: &P, player: Player) -> Verdict {
        if self.1 && position.options(player).is_empty() {
            Verdict::Win(0)
        } else {
            Verdict::Unknown
        }
    }

    fn key(&self, position: &P) -> Keyed<PositionKey<P>> {
        Keyed::plain(PositionKey(Some(position.canonical())))
    }

    fn moves(&self, position: &P, player: Player, _: Option<&P>, moves: &mut Vec<P>) {
        moves.extend(position.options(player));
    }

    fn play(&self, _: &P, _: Player, option: &P) -> P {
        option.clone()
    }

    fn components(&self, position: &P) -> Option<Vec<P>> {
        if self.1 { None } else { position.components() }
    }
}

/// Who wins a position of any ruleset, by the search core's AND/OR search: a transposition
/// table of the positions' canonical images, a sum judged first by its parts (a part the
/// second player wins is `0`, parts Left wins whoever starts add up to one), on threads. For
/// positions whose canonical value is out of reach; the table is kept between questions.
///
/// **Limits** ([`Limits`]): `steps`, the positions visited over all questions (`2^36` by
/// default); `bytes`, the table, allocated in full when the search is made (64 MiB by default,
/// half of it for the positions' cells); `time`, each question's wall time. Threads apart:
/// [`threads`](Self::threads).
///
/// ```
/// use combgames_base::{Limits, Player};
/// use combgames_partizan::OutcomeClass;
/// use combgames_rulesets::{Clobber, OutcomeSearch};
/// let mut search = OutcomeSearch::new(Limits::new().bytes(1 << 20)).unwrap();
/// let board: Clobber = "xox|ox.".parse().unwrap(); // {^^*|*,v}: confused with 0
/// assert_eq!(search.outcome(&board), Ok(OutcomeClass::Next));
/// assert_eq!(search.wins(&board, Player::Right), Ok(true));
/// assert!(search.stats().nodes > 0);
/// ```
pub struct OutcomeSearch<P: Position + Send + Sync> {
    search: WinSearch<Framework<P>>,
}

impl<P: Position + Send + Sync> OutcomeSearch<P> {
    /// A search within `limits` (see the type), its table allocated here, on one thread.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (bytes) for a byte limit below 32 KiB.
    pub fn new(limits: Limits) -> Result<Self, Error> {
        Ok(OutcomeSearch {
            search: WinSearch::new(Framework(std::marker::PhantomData, false), limits)?,
        })
    }

    /// The same search in **misère play**: the player who cannot move wins. Positions are
    /// never split into parts (a misère sum is not judged by its parts), and a position where
    /// the player to move has no move is decided at once.
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_partizan::OutcomeClass;
    /// use combgames_rulesets::{Domineering, OutcomeSearch};
    /// let mut search = OutcomeSearch::misere(Limits::new().bytes(1 << 20)).unwrap();
    /// // One domino's room for Vertical only: Vertical, to move, must play and then wins
    /// // nothing; Horizontal, to move, cannot and wins.
    /// let board: Domineering = ".|.".parse().unwrap();
    /// assert_eq!(search.outcome(&board), Ok(OutcomeClass::Right));
    /// ```
    ///
    /// # Errors
    /// As for [`new`](Self::new).
    pub fn misere(limits: Limits) -> Result<Self, Error> {
        Ok(OutcomeSearch {
            search: WinSearch::new(Framework(std::marker::PhantomData, true), limits)?,
        })
    }

    /// This search on `threads` threads (at most the machine's cores), sharing the table.
    #[must_use]
    pub fn threads(self, threads: usize) -> Self {
        OutcomeSearch {
            search: self.search.threads(threads),
        }
    }

    /// Whether `first`, moving first on `position`, wins.
    ///
    /// # Errors
    /// [`Error::Exceeded`] (steps past the node limit, milliseconds past the time limit);
    /// [`Error::Interrupted`].
    pub fn wins(&mut self, position: &P, first: Player) -> Result<bool, Error> {
        self.search.wins(position, first)
    }

    /// [`wins`](Self::wins), calling `progress` every
    /// [`PROGRESS_EVERY`](crate::PROGRESS_EVERY) positions a thread visits.
    ///
    /// # Errors
    /// As for [`wins`](Self::wins).
    pub fn wins_with_progress(
        &mut self,
        position: &P,
        first: Player,
        progress: &(dyn Fn(Progress) + Sync),
    ) -> Result<bool, Error> {
        self.search.wins_with_progress(position, first, progress)
    }

    /// [`wins`](Self::wins) with a winning move: for a win, an option of `first` that the
    /// opponent, moving next, loses (the position is searched move by move, whatever the
    /// table says of it).
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::{Domineering, OutcomeSearch};
    /// let mut search = OutcomeSearch::new(Limits::new().bytes(1 << 20)).unwrap();
    /// let board: Domineering = "...".parse().unwrap(); // a row of three: Horizontal's 1
    /// let answer = search.solve(&board, Player::Right).unwrap();
    /// assert!(answer.wins);
    /// let best = answer.best.unwrap();
    /// assert_eq!(search.wins(&best, Player::Left), Ok(false));
    /// ```
    ///
    /// # Errors
    /// As for [`wins`](Self::wins).
    pub fn solve(&mut self, position: &P, first: Player) -> Result<Answer<P>, Error> {
        self.search.solve(position, first, None)
    }

    /// Who wins: [`OutcomeClass::Left`] if Left wins whoever starts, `Right`, `Next` (the
    /// first player) or `Previous` (the second).
    ///
    /// # Errors
    /// As for [`wins`](Self::wins).
    pub fn outcome(&mut self, position: &P) -> Result<OutcomeClass, Error> {
        let left = self.wins(position, Player::Left)?;
        let right = self.wins(position, Player::Right)?;
        Ok(OutcomeClass::from_first_moves(left, right))
    }

    /// The statistics of the questions asked so far.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }

    /// What this search's table holds of positions whose search took at least `least_nodes`
    /// nodes: each as its canonical image, who wins it moving first (for Left and for Right,
    /// where known) and a lower bound of the nodes the answer cost. Another search of the
    /// same rules and play takes them in with [`learn`](Self::learn) and then finds those
    /// answers in its table: the workers of a distributed run share their large searches so.
    ///
    /// Cost: one pass over the table (its bytes), plus a clone of each position returned.
    ///
    /// ```
    /// use combgames_base::{Limits, Player};
    /// use combgames_rulesets::{Cram, OutcomeSearch};
    /// let board: Cram = "....|....|....".parse().unwrap();
    /// let mut first = OutcomeSearch::new(Limits::new().bytes(1 << 20)).unwrap();
    /// let wins = first.wins(&board, Player::Left).unwrap();
    /// let learned = first.answered(16);
    /// assert!(!learned.is_empty());
    /// let mut second = OutcomeSearch::new(Limits::new().bytes(1 << 20)).unwrap();
    /// for entry in &learned {
    ///     second.learn(&entry.position, entry.wins, entry.nodes);
    /// }
    /// assert_eq!(second.wins(&board, Player::Left), Ok(wins));
    /// assert!(second.stats().nodes < first.stats().nodes);
    /// ```
    #[must_use]
    pub fn answered(&self, least_nodes: u64) -> Vec<Learned<P>> {
        self.search
            .table()
            .entries(least_nodes)
            .into_iter()
            .filter_map(|(key, known, nodes)| {
                key.0.map(|position| Learned {
                    position,
                    wins: known.wins,
                    nodes,
                })
            })
            .collect()
    }

    /// Stores in the table that Left moving first on `position` wins or not (`wins[0]`) and
    /// that Right does (`wins[1]`), as another search of the same rules and play found after
    /// `nodes` nodes ([`answered`](Self::answered)): answers the table already holds are kept.
    /// Returns whether anything was stored. The answers are trusted: a wrong one makes the
    /// searches that meet the position wrong.
    ///
    /// Cost: the position's key (its canonical image) and two probes of the table.
    pub fn learn(&self, position: &P, wins: [Option<bool>; 2], nodes: u64) -> bool {
        self.search.learn(position, wins, nodes)
    }
}

/// One answer a search learned ([`OutcomeSearch::answered`]), to hand to another search.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Learned<P> {
    /// The position, as its canonical image.
    pub position: P,
    /// Whether Left, moving first, wins (`[0]`) and whether Right does (`[1]`), where known.
    pub wins: [Option<bool>; 2],
    /// At least this many nodes were searched to find the answers.
    pub nodes: u64,
}
