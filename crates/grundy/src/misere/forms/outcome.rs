//! The misère outcome of a sum of forms, by a direct search of the sum.

use combgames_base::hash::FastMap;

use super::arena::{MAX_MISERE_PLAY, MisereArena, MisereId};
use crate::Error;

impl MisereArena {
    /// Whether the sum of `parts` is a misère P-position, by a search of the sum itself (no
    /// canonical form of the sum is built): a position wins for the player to move when it has
    /// no move, or when some move leaves a position that loses. Positions are the sorted lists
    /// of their parts' forms, memoised; `0`s are dropped and two `*`s cancel (`* + * = 0`);
    /// moves that leave the nim-sum of the normal values at 0 are tried first (most sums play
    /// as in normal play), so a winning move is usually found at once.
    ///
    /// This is much cheaper than [`sum`](MisereArena::sum) when the parts are large: the
    /// canonical form of a sum has a form for every pair of followers, while the search stops
    /// at the first winning move.
    ///
    /// ```
    /// use combgames_base::hash::FastMap;
    /// use combgames_grundy::OctalGame;
    /// use combgames_grundy::misere::MisereArena;
    /// let kayles: OctalGame = ".77".parse().unwrap();
    /// let mut arena = MisereArena::new();
    /// let mut memo = FastMap::default();
    /// let parts: Vec<_> = [5u64, 9, 10]
    ///     .iter()
    ///     .map(|&h| arena.of_position(&kayles, &vec![h], &mut memo).unwrap())
    ///     .collect();
    /// let sum = parts.iter().try_fold(arena.zero(), |s, &p| arena.sum(s, p)).unwrap();
    /// assert_eq!(arena.sum_is_p_position(&parts), arena.is_p_position(sum));
    /// ```
    ///
    /// # Errors
    /// [`Error::ForeignForm`]; [`Error::Exceeded`] past the arena's steps (one a position
    /// searched); [`Error::PlayTooLong`] when a play of the sum passes
    /// [`MAX_MISERE_PLAY`](super::MAX_MISERE_PLAY) moves; [`Error::Interrupted`].
    pub fn sum_is_p_position(&mut self, parts: &[MisereId]) -> Result<bool, Error> {
        let raw = parts
            .iter()
            .map(|&p| self.check(p))
            .collect::<Result<Vec<u32>, Error>>()?;
        let star = self.heap(1)?;
        let mut memo = FastMap::default();
        let start = normalize(raw, star);
        Ok(!self.wins(start, star, &mut memo, 0)?)
    }

    /// Whether the player to move wins the sum `parts` (normalised).
    fn wins(
        &mut self,
        parts: Vec<u32>,
        star: u32,
        memo: &mut FastMap<Vec<u32>, bool>,
        depth: u32,
    ) -> Result<bool, Error> {
        if parts.is_empty() {
            return Ok(true);
        }
        if parts.len() == 1 {
            return Ok(!self.raw_info(parts[0]).p);
        }
        if let Some(&known) = memo.get(&parts) {
            return Ok(known);
        }
        if depth > MAX_MISERE_PLAY {
            return Err(Error::PlayTooLong {
                max: MAX_MISERE_PLAY,
            });
        }
        self.spend_step()?;
        let total = parts.iter().fold(0, |x, &p| x ^ self.raw_info(p).normal);
        // The moves, those leaving a normal nim-sum of 0 first.
        let mut moves: Vec<(bool, usize, u32)> = Vec::new();
        for (i, &p) in parts.iter().enumerate() {
            if i > 0 && parts[i - 1] == p {
                continue; // the same move as in the copy before
            }
            let normal = self.raw_info(p).normal;
            for &o in self.raw_options(p) {
                let after = total ^ normal ^ self.raw_info(o).normal;
                moves.push((after != 0, i, o));
            }
        }
        moves.sort_by_key(|m| m.0);
        let mut won = false;
        for (_, i, o) in moves {
            let mut next = parts.clone();
            next[i] = o;
            let next = normalize(next, star);
            if !self.wins(next, star, memo, depth + 1)? {
                won = true;
                break;
            }
        }
        memo.insert(parts, won);
        Ok(won)
    }
}

/// The parts sorted, `0`s dropped, `*`s paired off.
fn normalize(mut parts: Vec<u32>, star: u32) -> Vec<u32> {
    parts.retain(|&p| p != 0);
    let stars = parts.iter().filter(|&&p| p == star).count();
    if stars >= 2 {
        parts.retain(|&p| p != star);
        if stars % 2 == 1 {
            parts.push(star);
        }
    }
    parts.sort_unstable();
    parts
}
