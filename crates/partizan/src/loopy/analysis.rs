//! Who wins a loopy game (retrograde analysis, draws counted), whether it is a stopper, and
//! the order of stoppers.

use crate::{Comparison, Error};

use super::LoopyGame;

/// Who wins a play of a loopy game from one first player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Winner {
    /// Left wins.
    Left,
    /// Right wins.
    Right,
    /// Neither can force a win: with best play the game goes on for ever.
    Draw,
}

impl Winner {
    fn letter(self) -> char {
        match self {
            Winner::Left => 'L',
            Winner::Right => 'R',
            Winner::Draw => 'D',
        }
    }
}

/// Who wins a loopy game with Left moving first and with Right moving first.
///
/// ```
/// use combgames_partizan::loopy::{LoopyGame, LoopyOutcome, Winner};
/// let outcome = LoopyGame::upon().outcome();
/// assert_eq!(outcome, LoopyOutcome { left_first: Winner::Left, right_first: Winner::Left });
/// assert_eq!(outcome.letter(), Some('L'));
/// assert_eq!(outcome.to_string(), "L");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LoopyOutcome {
    /// The winner when Left moves first.
    pub left_first: Winner,
    /// The winner when Right moves first.
    pub right_first: Winner,
}

impl LoopyOutcome {
    /// `L` (Left wins whoever starts), `R`, `N` (the first player wins), `P` (the second
    /// player wins) or `D` (a draw whoever starts); `None` for the other four cases (a win
    /// from one side, a draw from the other), which [`Display`](std::fmt::Display) writes as
    /// two letters, the winner with Left first and with Right first (`LD`: Left wins when she
    /// starts, a draw when Right starts).
    pub fn letter(self) -> Option<char> {
        match (self.left_first, self.right_first) {
            (Winner::Left, Winner::Left) => Some('L'),
            (Winner::Right, Winner::Right) => Some('R'),
            (Winner::Left, Winner::Right) => Some('N'),
            (Winner::Right, Winner::Left) => Some('P'),
            (Winner::Draw, Winner::Draw) => Some('D'),
            _ => None,
        }
    }
}

impl std::fmt::Display for LoopyOutcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.letter() {
            Some(c) => write!(f, "{c}"),
            None => write!(
                f,
                "{}{}",
                self.left_first.letter(),
                self.right_first.letter()
            ),
        }
    }
}

/// The result of a position with a player to move, for the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Result3 {
    Win,
    Loss,
    Draw,
}

impl LoopyGame {
    /// The options of position `v` for the mover (`0` Left, `1` Right).
    fn moves(&self, v: u32, mover: usize) -> &[u32] {
        if mover == 0 {
            &self.left[v as usize]
        } else {
            &self.right[v as usize]
        }
    }

    /// The result of every state `2 v + mover` for the player to move, by retrograde
    /// analysis: a player who cannot move loses; a state with a move to a state lost by the
    /// opponent is won; one whose every move reaches a state won by the opponent is lost; the
    /// rest are draws. `O(positions + moves)`.
    fn results(&self) -> Vec<Result3> {
        let n = self.len();
        // Predecessors of each state, and the number of its moves not yet known to lose.
        let mut starts = vec![0u32; 2 * n + 1];
        for v in 0..n as u32 {
            for mover in 0..2 {
                for &w in self.moves(v, mover) {
                    starts[2 * w as usize + (1 - mover)] += 1;
                }
            }
        }
        for i in 1..starts.len() {
            starts[i] += starts[i - 1];
        }
        let mut predecessors = vec![0u32; starts[2 * n] as usize];
        for v in 0..n as u32 {
            for mover in 0..2 {
                for &w in self.moves(v, mover) {
                    let s = 2 * w as usize + (1 - mover);
                    starts[s] -= 1;
                    predecessors[starts[s] as usize] = 2 * v + mover as u32;
                }
            }
        }
        let mut open: Vec<usize> = (0..2 * n)
            .map(|s| self.moves((s / 2) as u32, s % 2).len())
            .collect();
        let mut result: Vec<Option<Result3>> = vec![None; 2 * n];
        let mut queue: Vec<usize> = Vec::new();
        for s in 0..2 * n {
            if open[s] == 0 {
                result[s] = Some(Result3::Loss);
                queue.push(s);
            }
        }
        while let Some(s) = queue.pop() {
            let lost = result[s] == Some(Result3::Loss);
            for &p in &predecessors[starts[s] as usize..starts[s + 1] as usize] {
                let p = p as usize;
                if result[p].is_some() {
                    continue;
                }
                if lost {
                    result[p] = Some(Result3::Win);
                    queue.push(p);
                } else {
                    open[p] -= 1;
                    if open[p] == 0 {
                        result[p] = Some(Result3::Loss);
                        queue.push(p);
                    }
                }
            }
        }
        result
            .into_iter()
            .map(|r| r.unwrap_or(Result3::Draw))
            .collect()
    }

    /// Who wins with each first player, draws counted (a play that never ends is a draw).
    /// `O(positions + moves)` time and memory.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// assert_eq!(LoopyGame::dud().outcome().to_string(), "D");
    /// assert_eq!(LoopyGame::on().outcome().to_string(), "L");
    /// assert_eq!(LoopyGame::under().outcome().to_string(), "R");
    /// ```
    pub fn outcome(&self) -> LoopyOutcome {
        let results = self.results();
        let start = 2 * self.start as usize;
        let winner = |r: Result3, mover: Winner, other: Winner| match r {
            Result3::Win => mover,
            Result3::Loss => other,
            Result3::Draw => Winner::Draw,
        };
        LoopyOutcome {
            left_first: winner(results[start], Winner::Left, Winner::Right),
            right_first: winner(results[start + 1], Winner::Right, Winner::Left),
        }
    }

    /// Whether the game is a stopper: from no position of it (reachable by any moves) does a
    /// play in which Left and Right move in turn go on for ever, whoever moves first (no
    /// cycle among the positions with a player to move). `O(positions + moves)`.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// assert!(LoopyGame::on().is_stopper());
    /// assert!(LoopyGame::upon().is_stopper());
    /// assert!(!LoopyGame::dud().is_stopper());
    /// ```
    pub fn is_stopper(&self) -> bool {
        // Every position reachable by any moves is a start of alternating play (in a sum,
        // one player may move twice in a row in one part).
        let n = self.len();
        let mut reached = vec![false; n];
        let mut todo = vec![self.start];
        reached[self.start as usize] = true;
        while let Some(v) = todo.pop() {
            for mover in 0..2 {
                for &w in self.moves(v, mover) {
                    if !reached[w as usize] {
                        reached[w as usize] = true;
                        todo.push(w);
                    }
                }
            }
        }
        // Iterative depth-first search of the states: 0 unseen, 1 on the stack, 2 done.
        let mut state = vec![0u8; 2 * n];
        let roots = (0..2 * n).filter(|&s| reached[s / 2]);
        for root in roots {
            if state[root] != 0 {
                continue;
            }
            state[root] = 1;
            let mut stack = vec![(root, 0usize)];
            while let Some(&mut (s, ref mut next)) = stack.last_mut() {
                let moves = self.moves((s / 2) as u32, s % 2);
                if *next < moves.len() {
                    let t = 2 * moves[*next] as usize + (1 - s % 2);
                    *next += 1;
                    match state[t] {
                        0 => {
                            state[t] = 1;
                            stack.push((t, 0));
                        }
                        1 => return false,
                        _ => {}
                    }
                } else {
                    state[s] = 2;
                    stack.pop();
                }
            }
        }
        true
    }

    /// `self <= other`, for stoppers: Left, moving second in `other - self`, never loses
    /// (a play that goes on for ever counts for her). `O(pairs + moves)` of the difference.
    ///
    /// # Errors
    /// [`Error::NotStopper`] if either game is not a stopper (the order of other loopy games
    /// is that of their sides: [`SidedValue`](super::SidedValue)); [`Error::Exceeded`] (items) past
    /// [`DEFAULT_LOOPY_POSITIONS`](super::DEFAULT_LOOPY_POSITIONS) pairs.
    ///
    /// ```
    /// use combgames_partizan::loopy::LoopyGame;
    /// let (on, over) = (LoopyGame::on(), LoopyGame::over());
    /// assert_eq!(over.le(&on), Ok(true));
    /// assert_eq!(on.le(&over), Ok(false));
    /// ```
    pub fn le(&self, other: &Self) -> Result<bool, Error> {
        if !self.is_stopper() || !other.is_stopper() {
            return Err(Error::NotStopper);
        }
        let difference = other.difference(self)?;
        Ok(difference.outcome().right_first != Winner::Right)
    }

    /// How two stoppers compare.
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    ///
    /// ```
    /// use combgames_partizan::{Comparison, loopy::LoopyGame};
    /// let over = LoopyGame::over();
    /// assert_eq!(over.compare(&LoopyGame::over()), Ok(Comparison::Equal));
    /// assert_eq!(LoopyGame::under().compare(&LoopyGame::over()), Ok(Comparison::Less));
    /// ```
    pub fn compare(&self, other: &Self) -> Result<Comparison, Error> {
        Ok(comparison(self.le(other)?, other.le(self)?))
    }

    /// Whether two stoppers are equal games (as values, not as graphs).
    ///
    /// # Errors
    /// As for [`le`](Self::le).
    pub fn equals(&self, other: &Self) -> Result<bool, Error> {
        Ok(self.compare(other)? == Comparison::Equal)
    }
}

/// The comparison of `a` and `b` from whether `a <= b` and whether `b <= a`.
pub(super) fn comparison(at_most: bool, at_least: bool) -> Comparison {
    match (at_most, at_least) {
        (true, true) => Comparison::Equal,
        (true, false) => Comparison::Less,
        (false, true) => Comparison::Greater,
        (false, false) => Comparison::Confused,
    }
}
