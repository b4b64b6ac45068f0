//! The misère outcome of a sum of forms, by a direct search of the sum.

use combgames_base::hash::FastMap;

use super::arena::{MAX_MISERE_PLAY, MisereArena, MisereId};
use crate::Error;

impl MisereArena {
    /// Whether the sum of `parts` is a misère P-position, by a search of the sum itself: a
    /// position wins for the player to move when it has no move, or when some move leaves a
    /// position that loses.
    ///
    /// First, while more than two parts remain, the two of least birthday are replaced by
    /// their canonical [`sum`](MisereArena::sum) if it is born by day 64 (sums of small forms
    /// are cheap and collapse). A sum of two forms is then searched on pairs of forms,
    /// memoised in a table of two bits a pair over the followers of the two (at most 64 MiB
    /// and within the arena's bytes left; a hash map past it), each option looked up first so
    /// that one known lost wins at once. Sums of three parts or more are searched as sorted
    /// lists of forms, memoised; `0`s are dropped and two `*`s cancel (`* + * = 0`). Moves
    /// that leave the nim-sum of the normal values at 0 are tried first (most sums play as in
    /// normal play), so a winning move is usually found at once.
    ///
    /// Cost: at most one step of the arena a position searched (pair or list), plus the
    /// merges' sums; the memos hold at most one entry a step, and the table of pairs is freed
    /// on return. `.6`'s heaps 25+27+29+30 take about 6 million steps and 1 s.
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
        self.p_position_with(parts, DENSE_BYTES)
    }

    /// [`sum_is_p_position`](Self::sum_is_p_position) with a table of pairs of at most
    /// `dense_bytes` (0: pairs in a hash map alone).
    fn p_position_with(&mut self, parts: &[MisereId], dense_bytes: u64) -> Result<bool, Error> {
        let raw = parts
            .iter()
            .map(|&p| self.check(p))
            .collect::<Result<Vec<u32>, Error>>()?;
        let star = self.heap(1)?;
        let start = self.merged(normalize(raw, star), star)?;
        let max_bytes = dense_bytes.min(self.bytes_left());
        let pairs = if let [g, h] = start[..] {
            let (rows, height) = self.numbered_followers(g);
            let (columns, width) = self.numbered_followers(h);
            PairMemo::new(rows, height, columns, width, max_bytes)
        } else if (self.len() as u64)
            .saturating_mul(self.len() as u64)
            .div_ceil(4)
            <= max_bytes
        {
            // Pairs met deeper in the search, in a square table over all forms if it fits
            // (checked before the identity numbering is built).
            let all: Vec<u32> = (0..self.len() as u32).collect();
            PairMemo::new(all.clone(), all.len(), all, self.len(), max_bytes)
        } else {
            PairMemo::sparse()
        };
        let mut search = Search {
            star,
            memo: FastMap::default(),
            pairs,
        };
        Ok(!self.wins(start, &mut search, 0)?)
    }

    /// The followers of `g` (itself included) numbered from 0 in the order the arena made them
    /// (a form's options are made just before it, so they get nearby numbers): for each form
    /// of the arena its number or [`NONE`], and how many there are.
    fn numbered_followers(&self, g: u32) -> (Vec<u32>, usize) {
        let mut number = vec![NONE; self.len()];
        let mut stack = vec![g];
        number[g as usize] = 0;
        while let Some(x) = stack.pop() {
            for &o in self.raw_options(x) {
                if number[o as usize] == NONE {
                    number[o as usize] = 0;
                    stack.push(o);
                }
            }
        }
        let mut count = 0;
        for n in number.iter_mut().filter(|n| **n != NONE) {
            *n = count;
            count += 1;
        }
        (number, count as usize)
    }

    /// `parts` with the two of least birthday replaced by their sum while more than two
    /// remain and that sum is born by [`MERGE_BIRTHDAY`]: the canonical form of a sum of
    /// small parts costs little (a form for each pair of followers, and sums of forms
    /// collapse), and a position of two parts is searched on pairs of forms.
    fn merged(&mut self, mut parts: Vec<u32>, star: u32) -> Result<Vec<u32>, Error> {
        while parts.len() > 2 {
            let mut order: Vec<usize> = (0..parts.len()).collect();
            order.sort_by_key(|&i| self.raw_info(parts[i]).birthday);
            let (i, j) = (order[0], order[1]);
            let (a, b) = (parts[i], parts[j]);
            if self.raw_info(a).birthday + self.raw_info(b).birthday > MERGE_BIRTHDAY {
                break;
            }
            let sum = self.add(a, b)?;
            parts.swap_remove(i.max(j));
            parts.swap_remove(i.min(j));
            parts.push(sum);
            parts = normalize(parts, star);
        }
        Ok(parts)
    }

    /// Whether the player to move wins the sum `parts` (normalised and merged).
    fn wins(&mut self, parts: Vec<u32>, search: &mut Search, depth: u32) -> Result<bool, Error> {
        match parts[..] {
            [] => return Ok(true),
            [g] => return Ok(!self.raw_info(g).p),
            [g, h] => return self.pair_wins(g, h, search, depth),
            _ => {}
        }
        if let Some(&known) = search.memo.get(&parts) {
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
            let next = self.merged(normalize(next, search.star), search.star)?;
            if !self.wins(next, search, depth + 1)? {
                won = true;
                break;
            }
        }
        search.memo.insert(parts, won);
        Ok(won)
    }

    /// Whether the player to move wins `g + h`, memoised on the pair: a move is a move in one
    /// of the two, and a pair whose sum the arena already holds is read from it.
    fn pair_wins(
        &mut self,
        g: u32,
        h: u32,
        search: &mut Search,
        depth: u32,
    ) -> Result<bool, Error> {
        if g == 0 || h == 0 {
            return Ok(!self.raw_info(g.max(h)).p);
        }
        if g == search.star && h == search.star {
            return Ok(true); // * + * = 0
        }
        if let Some(known) = search.pairs.get(g, h) {
            return Ok(known);
        }
        if let Some(&sum) = self
            .sums
            .get(&((u64::from(g.min(h)) << 32) | u64::from(g.max(h))))
        {
            return Ok(!self.raw_info(sum).p);
        }
        if depth > MAX_MISERE_PLAY {
            return Err(Error::PlayTooLong {
                max: MAX_MISERE_PLAY,
            });
        }
        self.spend_step()?;
        // A move to a pair already known lost wins at once (a look-up before any search).
        let lost = |arena: &Self, a: u32, b: u32| {
            if a == 0 || b == 0 {
                arena.raw_info(a.max(b)).p
            } else {
                search.pairs.get(a, b) == Some(false)
            }
        };
        if self.raw_options(g).iter().any(|&o| lost(self, o, h))
            || self.raw_options(h).iter().any(|&o| lost(self, g, o))
        {
            search.pairs.insert(g, h, true);
            return Ok(true);
        }
        // Moves leaving a normal nim-sum of 0 first; then the others.
        let mut won = false;
        // The smaller (earlier made) form's moves first.
        let sides = if g < h {
            [(g, h), (h, g)]
        } else {
            [(h, g), (g, h)]
        };
        'orders: for zero_first in [true, false] {
            for (moving, other) in sides {
                let other_normal = self.raw_info(other).normal;
                for k in 0..self.raw_options(moving).len() {
                    let option = self.raw_options(moving)[k];
                    if (self.raw_info(option).normal == other_normal) != zero_first {
                        continue;
                    }
                    // The pair in its order: g's side first.
                    let (left, right) = if moving == g {
                        (option, h)
                    } else {
                        (g, option)
                    };
                    if !self.pair_wins(left, right, search, depth + 1)? {
                        won = true;
                        break 'orders;
                    }
                }
            }
        }
        search.pairs.insert(g, h, won);
        Ok(won)
    }
}

/// The birthday up to which [`MisereArena::sum_is_p_position`] replaces two parts by their
/// canonical sum.
const MERGE_BIRTHDAY: u32 = 64;

/// The memos of one search of a sum: positions of three parts or more, and pairs.
struct Search {
    star: u32,
    memo: FastMap<Vec<u32>, bool>,
    pairs: PairMemo,
}

/// The outcomes of pairs `(g, h)`: two bits a pair in a table whose rows are the followers
/// of one form and columns those of another (the two parts of the search's start, so that
/// every pair the search meets has a cell; or, for a start of three parts or more, every
/// form the arena held), when the table fits; a hash map for the other pairs. `g + h` and
/// `h + g` are the same game: a pair is looked up both ways.
struct PairMemo {
    rows: Vec<u32>,
    columns: Vec<u32>,
    width: usize,
    dense: Vec<u8>,
    sparse: FastMap<u64, bool>,
}

/// The most bytes a search's table of pairs takes: 64 MiB (two bits a pair).
const DENSE_BYTES: u64 = 1 << 26;

/// No row or column.
const NONE: u32 = u32::MAX;

impl PairMemo {
    /// A memo over `rows` x `columns` (each indexed by form, [`NONE`] for none) of
    /// `height` x `width` cells, if they fit in `max_bytes`; else a hash map alone.
    fn new(rows: Vec<u32>, height: usize, columns: Vec<u32>, width: usize, max_bytes: u64) -> Self {
        let cells = (height as u64).saturating_mul(width as u64);
        if cells.div_ceil(4) > max_bytes {
            return PairMemo::sparse();
        }
        PairMemo {
            rows,
            columns,
            width,
            dense: vec![0; (height * width).div_ceil(4)],
            sparse: FastMap::default(),
        }
    }

    /// A memo with no table.
    fn sparse() -> Self {
        PairMemo {
            rows: Vec::new(),
            columns: Vec::new(),
            width: 0,
            dense: Vec::new(),
            sparse: FastMap::default(),
        }
    }

    /// The cell of `(g, h)` or `(h, g)`, if the table has one.
    fn cell(&self, g: u32, h: u32) -> Option<usize> {
        let at = |list: &Vec<u32>, x: u32| list.get(x as usize).copied().filter(|&i| i != NONE);
        match (at(&self.rows, g), at(&self.columns, h)) {
            (Some(r), Some(c)) => Some(r as usize * self.width + c as usize),
            _ => match (at(&self.rows, h), at(&self.columns, g)) {
                (Some(r), Some(c)) => Some(r as usize * self.width + c as usize),
                _ => None,
            },
        }
    }

    fn key(g: u32, h: u32) -> u64 {
        (u64::from(g.min(h)) << 32) | u64::from(g.max(h))
    }

    fn get(&self, g: u32, h: u32) -> Option<bool> {
        match self.cell(g, h) {
            Some(cell) => match (self.dense[cell / 4] >> (2 * (cell % 4))) & 3 {
                0 => None,
                bits => Some(bits == 1),
            },
            None => self.sparse.get(&Self::key(g, h)).copied(),
        }
    }

    fn insert(&mut self, g: u32, h: u32, wins: bool) {
        match self.cell(g, h) {
            Some(cell) => self.dense[cell / 4] |= (if wins { 1 } else { 2 }) << (2 * (cell % 4)),
            None => {
                self.sparse.insert(Self::key(g, h), wins);
            }
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_memo_reads_back_what_it_holds_in_its_table_or_not() {
        let rows = vec![0, NONE, 1, NONE, NONE, NONE];
        let columns = vec![NONE, 0, 1, 2, NONE, NONE];
        for max_bytes in [0, DENSE_BYTES] {
            let mut memo = PairMemo::new(rows.clone(), 2, columns.clone(), 3, max_bytes);
            assert_eq!(memo.dense.len(), if max_bytes == 0 { 0 } else { 2 });
            for (g, h, wins) in [
                (0, 1, true),
                (3, 2, false),
                (2, 2, true),
                (4, 5, false),
                (1, 4, true),
            ] {
                assert_eq!(memo.get(g, h), None, "{g} {h}");
                memo.insert(g, h, wins);
                assert_eq!(memo.get(g, h), Some(wins));
                assert_eq!(memo.get(h, g), Some(wins)); // g + h = h + g
            }
            assert_eq!((memo.get(0, 3), memo.get(5, 5)), (None, None));
            let in_table = usize::from(max_bytes > 0) * 3;
            assert_eq!(memo.sparse.len(), 5 - in_table);
        }
    }

    #[test]
    fn searches_with_and_without_the_square_table_agree() {
        // Sums of three to five small forms of Kayles and .6, dense table and hash map alone.
        for code in [".77", ".6", ".137"] {
            let game: crate::OctalGame = code.parse().unwrap();
            let mut arena = MisereArena::new();
            let mut memo = FastMap::default();
            let forms: Vec<MisereId> = (0..13u64)
                .map(|h| arena.of_position(&game, &vec![h], &mut memo).unwrap())
                .collect();
            let mut agreed = [0; 2];
            for a in 1..13 {
                for b in a..13 {
                    for c in [b, 12 - a % 5] {
                        let parts = [forms[a], forms[b], forms[c], forms[(a + c) % 13]];
                        let dense = arena.p_position_with(&parts, DENSE_BYTES).unwrap();
                        let sparse = arena.p_position_with(&parts, 0).unwrap();
                        assert_eq!(dense, sparse, "{code} {a}+{b}+{c}");
                        agreed[usize::from(dense)] += 1;
                    }
                }
            }
            assert!(agreed[0] > 0 && agreed[1] > 0, "{code}: {agreed:?}");
        }
    }
}
