//! One thread's who-wins search, with a stack of its own: a line of play of any length
//! never overflows the thread's stack (a frame is a few words on the heap, not a call).

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use combgames_base::{Clock, Exceeded, Interrupted, Player, Resource, interrupt};

use crate::busy::Busy;
use crate::key::Keyed;
use crate::rules::{Answer, Rules, Verdict, key_player};
use crate::stats::{BY_PARTS, PROGRESS_EVERY, Progress, Stats};
use crate::table::{Stored, Table, side};

/// Positions this close to the root (moves played) share their work between threads; deeper
/// ones are searched by each thread alone (their subtrees cost less than the checks).
const SHARED_DEPTH: usize = 8;

/// Nodes between two reads of the interrupt flag and the clock.
const CHECK_EVERY: u64 = 1 << 12;

/// Why a thread's search stopped without an answer.
pub(crate) enum Halt {
    /// Another thread answered first.
    Answered,
    /// A limit.
    Exceeded(Exceeded),
    /// An interrupt.
    Interrupted,
}

impl From<Exceeded> for Halt {
    fn from(e: Exceeded) -> Self {
        Halt::Exceeded(e)
    }
}

impl From<Interrupted> for Halt {
    fn from(_: Interrupted) -> Self {
        Halt::Interrupted
    }
}

/// What the threads of one question share.
pub(crate) struct Shared<'a, K: crate::Key> {
    pub(crate) table: &'a Table<K>,
    pub(crate) nodes: &'a AtomicU64,
    pub(crate) limit: u64,
    /// Set when a thread has answered (or failed): the others stop.
    pub(crate) answered: &'a AtomicBool,
    /// The positions being searched by some thread (`None` for one thread).
    pub(crate) busy: Option<&'a Busy<K>>,
    pub(crate) progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    pub(crate) started: Instant,
}

/// What a position on the stack is doing.
#[allow(clippy::large_enum_variant)]
enum Stage<R: Rules> {
    /// Asking who wins each of its parts, for Left and then for Right (`asked` questions so
    /// far), before its own moves.
    Parts {
        parts: Vec<R::Position>,
        asked: usize,
        /// Left's answer on the part being asked, once known.
        left: bool,
        tally: Tally,
    },
    /// Trying its moves.
    Moves(Tries<R>),
}

/// A position's moves being tried.
struct Tries<R: Rules> {
    keyed: Keyed<R::Key>,
    moves: Vec<R::Move>,
    /// The next move to try (of `moves`, then of `waiting`), and whether the waiting ones
    /// are being tried.
    next: usize,
    waiting: Vec<usize>,
    late: bool,
    /// The move being tried.
    trying: usize,
    /// Whether the key was entered in the busy set.
    busy: bool,
    /// The positions this thread had visited when the moves began.
    before: u64,
}

/// The parts' outcomes so far: whether every part not zero is Left's whoever starts (or
/// Right's), how many are not zero, and the mover's answer on the last of them.
#[derive(Clone, Copy)]
struct Tally {
    all_left: bool,
    all_right: bool,
    nonzero: usize,
    only: bool,
}

/// One position on the stack.
struct Frame<R: Rules> {
    position: R::Position,
    player: Player,
    depth: usize,
    stage: Stage<R>,
}

/// One thread's search.
pub(crate) struct Worker<'a, R: Rules> {
    rules: &'a R,
    shared: &'a Shared<'a, R::Key>,
    clock: Clock,
    /// Positions reserved at once from the shared count, and those of the last reservation
    /// not yet visited (given back at the end).
    batch: u64,
    allowance: u64,
    /// The positions this thread visited.
    seen: u64,
    options: u64,
    probes: u64,
    hits: u64,
    stores: u64,
    overwrites: u64,
    /// Positions decided by each verdict of the rules, then by parts.
    cutoffs: Vec<u64>,
    /// Move lists of finished frames, kept for reuse.
    spare: Vec<Vec<R::Move>>,
    /// The positions being searched, the root at the bottom: frames are built in place here
    /// and never moved.
    stack: Vec<Frame<R>>,
}

impl<'a, R: Rules> Worker<'a, R> {
    pub(crate) fn new(
        rules: &'a R,
        shared: &'a Shared<'a, R::Key>,
        batch: u64,
        time: Option<Duration>,
    ) -> Self {
        Worker {
            rules,
            shared,
            clock: Clock::start(time),
            batch,
            allowance: 0,
            seen: 0,
            options: 0,
            probes: 0,
            hits: 0,
            stores: 0,
            overwrites: 0,
            cutoffs: vec![0; R::VERDICTS.len() + 1],
            spare: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// Gives back the positions reserved and not visited: the shared count is then the
    /// positions visited.
    pub(crate) fn flush(&mut self) {
        self.shared
            .nodes
            .fetch_sub(self.allowance, Ordering::Relaxed);
        self.allowance = 0;
    }

    pub(crate) fn stats(&self) -> Stats {
        let mut stats = Stats {
            options: self.options,
            probes: self.probes,
            hits: self.hits,
            stores: self.stores,
            overwrites: self.overwrites,
            ..Stats::default()
        };
        for (i, &count) in self.cutoffs.iter().enumerate() {
            stats.add_cutoff(R::VERDICTS.get(i).copied().unwrap_or(BY_PARTS), count);
        }
        stats
    }

    /// Counts one position: refuses past the limit, stops once another thread has answered,
    /// reads the interrupt and the clock every [`CHECK_EVERY`] positions and reports progress
    /// every [`PROGRESS_EVERY`]. Positions are reserved from the shared count in batches, so
    /// that the count never passes the limit, whatever the threads.
    #[inline]
    fn visit(&mut self) -> Result<(), Halt> {
        if self.allowance == 0 {
            self.reserve()?;
        }
        self.allowance -= 1;
        self.seen += 1;
        if self.seen % CHECK_EVERY == 0 {
            self.check()?;
        }
        Ok(())
    }

    /// Reserves the next batch of positions (fewer near the limit); refuses at the limit, and
    /// stops once another thread has answered.
    #[cold]
    fn reserve(&mut self) -> Result<(), Halt> {
        let shared = self.shared;
        if shared.answered.load(Ordering::Relaxed) {
            return Err(Halt::Answered);
        }
        let before = shared.nodes.fetch_add(self.batch, Ordering::Relaxed);
        let left = shared.limit.saturating_sub(before);
        if left < self.batch {
            shared.nodes.fetch_sub(self.batch - left, Ordering::Relaxed);
        }
        if left == 0 {
            return Err(Exceeded::ran_out(Resource::Steps, shared.limit).into());
        }
        self.allowance = left.min(self.batch);
        Ok(())
    }

    /// The interrupt, the clock and the progress report.
    #[cold]
    fn check(&mut self) -> Result<(), Halt> {
        interrupt::check()?;
        self.clock.check()?;
        if self.seen % PROGRESS_EVERY == 0 {
            if let Some(report) = self.shared.progress {
                report(Progress {
                    nodes: self.shared.nodes.load(Ordering::Relaxed),
                    elapsed: self.shared.started.elapsed(),
                });
            }
        }
        Ok(())
    }

    /// Who wins the root. For a winning move it is searched move by move, whatever the
    /// verdict and the table say of it.
    pub(crate) fn root(
        &mut self,
        position: &R::Position,
        player: Player,
        with_move: bool,
    ) -> Result<Answer<R::Move>, Halt> {
        self.stack.clear();
        let first = if with_move {
            self.visit()?;
            let keyed = self.rules.key(position);
            self.push_moves(position.clone(), player, 0, keyed, None);
            None
        } else {
            self.start(position.clone(), player, 0)?
        };
        if let Some(wins) = first {
            return Ok(Answer { wins, best: None });
        }
        let mut best = None;
        let wins = self.run(with_move.then_some(&mut best))?;
        Ok(Answer { wins, best })
    }

    /// Visits a position: its answer if a verdict, its parts or the table give it, else
    /// `None` with its frame pushed (asking its parts, or trying its moves).
    fn start(
        &mut self,
        position: R::Position,
        player: Player,
        depth: usize,
    ) -> Result<Option<bool>, Halt> {
        self.visit()?;
        match self.rules.verdict(&position, player) {
            Verdict::Unknown => {}
            Verdict::Win(i) => {
                self.cutoffs[i.min(R::VERDICTS.len())] += 1;
                return Ok(Some(true));
            }
            Verdict::Loss(i) => {
                self.cutoffs[i.min(R::VERDICTS.len())] += 1;
                return Ok(Some(false));
            }
        }
        if let Some(parts) = self.rules.components(&position) {
            if parts.len() >= 2 {
                self.stack.push(Frame {
                    position,
                    player,
                    depth,
                    stage: Stage::Parts {
                        parts,
                        asked: 0,
                        left: false,
                        tally: Tally {
                            all_left: true,
                            all_right: true,
                            nonzero: 0,
                            only: false,
                        },
                    },
                });
                return Ok(None);
            }
        }
        Ok(self.probe(position, player, depth))
    }

    /// The table's answer for a position, else `None` with the frame of its moves pushed.
    fn probe(&mut self, position: R::Position, player: Player, depth: usize) -> Option<bool> {
        let keyed = self.rules.key(&position);
        let s = side(key_player(keyed.swaps, player));
        self.probes += 1;
        let known = self.shared.table.probe(&keyed.key);
        if let Some(win) = known.wins[s] {
            self.hits += 1;
            return Some(win);
        }
        let hint =
            known.best[s].and_then(|code| self.rules.decode_move(&position, &keyed, player, code));
        self.push_moves(position, player, depth, keyed, hint.as_ref());
        None
    }

    /// Pushes the frame of a position's moves, in the rules' order (the hint first), entered
    /// in the busy set near the root when threads share the search.
    fn push_moves(
        &mut self,
        position: R::Position,
        player: Player,
        depth: usize,
        keyed: Keyed<R::Key>,
        hint: Option<&R::Move>,
    ) {
        let mut moves = self.spare.pop().unwrap_or_default();
        moves.clear();
        self.rules.moves(&position, player, hint, &mut moves);
        let busy = match self.shared.busy {
            Some(busy) if depth < SHARED_DEPTH => {
                busy.enter(keyed.key.clone());
                true
            }
            _ => false,
        };
        self.stack.push(Frame {
            position,
            player,
            depth,
            stage: Stage::Moves(Tries {
                keyed,
                moves,
                next: 0,
                waiting: Vec::new(),
                late: false,
                trying: 0,
                busy,
                before: self.seen,
            }),
        });
    }

    /// Runs the stack down to its bottom frame's answer (and with `best`, the bottom frame's
    /// winning move). On an error the frames left leave the busy set.
    fn run(&mut self, mut best: Option<&mut Option<R::Move>>) -> Result<bool, Halt> {
        let result = self.run_frames(&mut best);
        if result.is_err() {
            for frame in self.stack.drain(..) {
                if let (Stage::Moves(m), Some(busy)) = (frame.stage, self.shared.busy) {
                    if m.busy {
                        busy.leave(&m.keyed.key);
                    }
                }
            }
        }
        result
    }

    fn run_frames(&mut self, best: &mut Option<&mut Option<R::Move>>) -> Result<bool, Halt> {
        // The answer of the child just finished, for the frame below it.
        let mut answer: Option<bool> = None;
        loop {
            let Some(top) = self.stack.last() else {
                return Ok(answer.unwrap_or(false));
            };
            let step = match top.stage {
                Stage::Parts { .. } => self.parts_step(answer.take())?,
                Stage::Moves(_) => self.moves_step(answer.take(), best)?,
            };
            match step {
                Step::Pushed => {}
                Step::Answer(wins) => answer = Some(wins),
                Step::Popped(wins) => {
                    if self.stack.is_empty() {
                        return Ok(wins);
                    }
                    answer = Some(wins);
                }
            }
        }
    }

    /// Visits the child of the frame on top: its answer at once, or its frame pushed.
    fn child(&mut self, child: R::Position, player: Player, depth: usize) -> Result<Step, Halt> {
        Ok(match self.start(child, player, depth)? {
            Some(wins) => Step::Answer(wins),
            None => Step::Pushed,
        })
    }

    /// One step of the frame on top asking its parts: record the child's answer, ask the next
    /// question, or decide (or go on to the moves, if the parts do not decide).
    fn parts_step(&mut self, answer: Option<bool>) -> Result<Step, Halt> {
        let Some(top) = self.stack.last_mut() else {
            return Ok(Step::Popped(false));
        };
        let Stage::Parts {
            parts,
            asked,
            left,
            tally,
        } = &mut top.stage
        else {
            return Ok(Step::Popped(false));
        };
        if let Some(wins) = answer {
            if *asked % 2 == 1 {
                *left = wins;
            } else {
                // Both answers for part `asked / 2 - 1`: Left's first, then Right's.
                match (*left, wins) {
                    (false, false) => {} // the part is 0
                    (true, false) => tally.all_right = false,
                    (false, true) => tally.all_left = false,
                    (true, true) => (tally.all_left, tally.all_right) = (false, false),
                }
                if *left || wins {
                    tally.nonzero += 1;
                    tally.only = if top.player == Player::Left {
                        *left
                    } else {
                        wins
                    };
                }
            }
        }
        if *asked < 2 * parts.len() {
            let part = parts[*asked / 2].clone();
            let player = if *asked % 2 == 0 {
                Player::Left
            } else {
                Player::Right
            };
            *asked += 1;
            let depth = top.depth + 1;
            return self.child(part, player, depth);
        }
        let tally = *tally;
        let decided = match tally.nonzero {
            0 => Some(false),
            1 => Some(tally.only),
            _ if tally.all_left => Some(top.player == Player::Left),
            _ if tally.all_right => Some(top.player == Player::Right),
            _ => None,
        };
        // Either way the frame of the parts is done: decided, or replaced by the frame of the
        // position's own moves (at the same height of the stack).
        let Some(frame) = self.stack.pop() else {
            return Ok(Step::Popped(false));
        };
        if let Some(wins) = decided {
            self.cutoffs[R::VERDICTS.len()] += 1;
            return Ok(Step::Popped(wins));
        }
        Ok(
            match self.probe(frame.position, frame.player, frame.depth) {
                Some(wins) => Step::Popped(wins),
                None => Step::Pushed,
            },
        )
    }

    /// One step of the frame on top trying its moves: a child's loss is a winning move; else
    /// the next move (a move to a position another thread is searching waits, near the root),
    /// or, once every move is tried, the loss; either way the answer is stored.
    fn moves_step(
        &mut self,
        answer: Option<bool>,
        best: &mut Option<&mut Option<R::Move>>,
    ) -> Result<Step, Halt> {
        let bottom = self.stack.len() == 1;
        let rules = self.rules;
        let shared = self.shared;
        let Some(top) = self.stack.last_mut() else {
            return Ok(Step::Popped(false));
        };
        let Stage::Moves(m) = &mut top.stage else {
            return Ok(Step::Popped(false));
        };
        if answer == Some(false) {
            let found = m.trying;
            if bottom {
                if let Some(best) = best.as_deref_mut() {
                    *best = Some(m.moves[found].clone());
                }
            }
            self.finish(Some(found));
            return Ok(Step::Popped(true));
        }
        let busy = shared.busy.filter(|_| m.busy);
        loop {
            let index = if m.late {
                match m.waiting.get(m.next) {
                    Some(&i) => i,
                    None => break,
                }
            } else if m.next < m.moves.len() {
                m.next
            } else {
                m.late = true;
                m.next = 0;
                continue;
            };
            m.next += 1;
            let child = rules.play(&top.position, top.player, &m.moves[index]);
            if let Some(busy) = busy {
                if !m.late && index > 0 && busy.contains(&rules.key(&child).key) {
                    m.waiting.push(index);
                    continue;
                }
            }
            self.options += 1;
            m.trying = index;
            let (player, depth) = (top.player.other(), top.depth + 1);
            return self.child(child, player, depth);
        }
        self.finish(None);
        Ok(Step::Popped(false))
    }

    /// Pops the frame on top (trying moves): leaves the busy set and stores the answer, the
    /// winning move (`found`, of its moves) and the size of the search.
    fn finish(&mut self, found: Option<usize>) {
        let Some(Frame {
            position,
            player,
            stage: Stage::Moves(m),
            ..
        }) = self.stack.pop()
        else {
            return;
        };
        if m.busy {
            if let Some(busy) = self.shared.busy {
                busy.leave(&m.keyed.key);
            }
        }
        let best = found.and_then(|i| {
            self.rules
                .encode_move(&position, &m.keyed, player, &m.moves[i])
        });
        let stored = self.shared.table.store(
            &m.keyed.key,
            key_player(m.keyed.swaps, player),
            found.is_some(),
            best,
            self.seen - m.before,
        );
        match stored {
            Stored::New => self.stores += 1,
            Stored::Overwrote => {
                self.stores += 1;
                self.overwrites += 1;
            }
            Stored::Updated | Stored::Skipped => {}
        }
        self.spare.push(m.moves);
    }
}

/// What one step of the frame on top did to the stack.
enum Step {
    /// It pushed a child's frame (or, for parts that do not decide, replaced itself by the
    /// frame of its own moves).
    Pushed,
    /// A child answered at once: the same frame takes the answer next.
    Answer(bool),
    /// The frame answered and was popped.
    Popped(bool),
}
