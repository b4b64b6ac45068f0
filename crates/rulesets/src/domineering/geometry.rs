//! Bit-board arithmetic of a rectangle for the outcome search: the moves, the most moves a
//! player can still make, the moves the opponent can never take away, and the reflections.
//!
//! Cell `(r, c)` of a `rows x cols` board is bit `r * cols + c` of a [`Word`]. Left's domino
//! at anchor `a` covers `a` and the cell below, `a + cols`; Right's covers `a` and `a + 1`.

use combgames_base::Player;

use crate::word::Word;

/// Who moves in the key's frame when `mover` moves on the board: the other player after a
/// transposition (bit 2 of the symmetry).
pub(super) fn key_player(sym: u8, mover: Player) -> Player {
    if sym & 4 == 4 { mover.other() } else { mover }
}

/// Areas of the empty cells where a player's moves are counted for the outcome search's
/// bounds (see the outcome module): disjoint safe moves, protective blocks apart from them,
/// and the player's moves on the cells left over.
#[derive(Debug, Clone, Copy)]
pub(super) struct Areas<W> {
    /// Disjoint dominoes of the player on cells the opponent can never cover.
    pub safe: u32,
    /// Disjoint empty 2 x 2 blocks whose cells the opponent can cover only by dominoes inside
    /// the block (its sides across the player's direction are filled or off the board).
    pub blocks: u32,
    /// The empty cells outside the safe moves and the blocks.
    pub rest: W,
    /// The anchors of the player's moves on `rest`.
    pub candidates: W,
}

/// The masks of one rectangle.
#[derive(Debug, Clone, Copy)]
pub(super) struct Geometry<W> {
    rows: u32,
    cols: u32,
    /// Column 0, and the last column.
    first_col: W,
    last_col: W,
    /// Row 0.
    first_row: W,
}

impl<W: Word> Geometry<W> {
    /// The geometry of a `rows x cols` board, `1 <= rows * cols <= W::BITS`.
    pub fn new(rows: usize, cols: usize) -> Geometry<W> {
        let (rows, cols) = (rows as u32, cols as u32);
        let first_col = (0..rows).fold(W::ZERO, |m, r| m | W::ONE << (r * cols));
        Geometry {
            rows,
            cols,
            first_col,
            last_col: first_col << (cols - 1),
            first_row: W::MAX >> (W::BITS - cols),
        }
    }

    /// The anchors of `player`'s moves on the empty cells `e`.
    #[inline]
    pub fn moves(&self, e: W, player: Player) -> W {
        match player {
            Player::Left => e & (e >> self.cols),
            Player::Right => e & (e >> 1) & !self.last_col,
        }
    }

    /// The two cells of `player`'s domino at `anchor`.
    #[inline]
    pub fn domino(&self, anchor: u32, player: Player) -> W {
        let step = match player {
            Player::Left => self.cols,
            Player::Right => 1,
        };
        (W::ONE << anchor) | (W::ONE << (anchor + step))
    }

    /// The most dominoes `player` can place on the cells `e` if the opponent never moved
    /// again: a greedy matching along each column (Left) or row (Right), which is a largest
    /// one on a path. An upper bound of the moves `player` has left in any play from `e`.
    pub fn max_moves(&self, e: W, player: Player) -> u32 {
        let (lines, step, line) = match player {
            Player::Left => (self.rows, self.cols, self.first_row),
            Player::Right => (self.cols, 1, self.first_col),
        };
        let (mut count, mut pending) = (0, W::ZERO);
        for i in 0..lines {
            let cur = (e >> (i * step)) & line;
            let matched = pending & cur;
            count += matched.count_ones();
            pending = cur & !matched;
        }
        count
    }

    /// The empty cells the opponent of `player` can never cover: no empty neighbour across
    /// `player`'s direction (the opponent needs one, and cells only fill up).
    pub fn protected(&self, e: W, player: Player) -> W {
        match player {
            Player::Left => {
                let left_empty = (e << 1) & !self.first_col;
                let right_empty = (e >> 1) & !self.last_col;
                e & !left_empty & !right_empty
            }
            Player::Right => e & !(e << self.cols) & !(e >> self.cols),
        }
    }

    /// The anchors of `player`'s safe moves: dominoes on protected cells alone, which the
    /// opponent can never take away.
    pub fn safe_anchors(&self, e: W, player: Player) -> W {
        self.moves(self.protected(e, player), player)
    }

    /// [`max_moves`](Self::max_moves)' greedy matching of `player`'s dominoes on `e`: how
    /// many, and their anchors.
    fn matching(&self, e: W, player: Player) -> (u32, W) {
        let (lines, step, line) = match player {
            Player::Left => (self.rows, self.cols, self.first_row),
            Player::Right => (self.cols, 1, self.first_col),
        };
        let (mut count, mut pending, mut anchors) = (0, W::ZERO, W::ZERO);
        for i in 0..lines {
            let cur = (e >> (i * step)) & line;
            let matched = pending & cur;
            if matched != W::ZERO {
                count += matched.count_ones();
                anchors = anchors | matched << ((i - 1) * step);
            }
            pending = cur & !matched;
        }
        (count, anchors)
    }

    /// The cells of the dominoes of `player` anchored at `anchors`.
    fn dominoes(&self, anchors: W, player: Player) -> W {
        match player {
            Player::Left => anchors | anchors << self.cols,
            Player::Right => anchors | anchors << 1,
        }
    }

    /// The empty cells beside `cells` across `player`'s direction: where an opponent's domino
    /// covering one of `cells` has its other cell.
    fn across(&self, cells: W, player: Player) -> W {
        match player {
            Player::Left => ((cells << 1) & !self.first_col) | ((cells >> 1) & !self.last_col),
            Player::Right => (cells << self.cols) | (cells >> self.cols),
        }
    }

    /// A packing of `player`'s areas on the empty cells `e` (see [`Areas`]).
    pub fn areas(&self, e: W, player: Player) -> Areas<W> {
        let other = player.other();
        let (safe, safe_anchors) = self.matching(self.protected(e, player), player);
        // The opponent's dominoes whose line holds no other empty cell beside them; two such
        // side by side along `player`'s direction are a protective block.
        let pairs = self.moves(e, other);
        let step = match other {
            Player::Left => self.cols,
            Player::Right => 1,
        };
        let lone = pairs & !(pairs << step) & !(pairs >> step);
        let (blocks, block_anchors) = self.matching(lone, player);
        let block_cells = self.dominoes(self.dominoes(block_anchors, player), other);
        let rest = e & !self.dominoes(safe_anchors, player) & !block_cells;
        Areas {
            safe,
            blocks,
            rest,
            candidates: self.moves(rest, player),
        }
    }

    /// Vulnerable moves: disjoint dominoes among `areas.candidates` (the player's moves on
    /// the cells outside the safe moves and blocks) such that no opponent's domino covers
    /// cells of two of them, chosen greedily in the order of the anchors: how many.
    pub fn vulnerable(&self, areas: &Areas<W>, player: Player) -> u32 {
        self.packing(areas.candidates, player).0
    }

    /// Disjoint dominoes of `player` anchored among `anchors`, no opponent's domino covering
    /// cells of two of them, chosen greedily in the order of the anchors: how many, and their
    /// cells.
    fn packing(&self, anchors: W, player: Player) -> (u32, W) {
        let (mut count, mut taken, mut near) = (0, W::ZERO, W::ZERO);
        let mut rest = anchors;
        while rest != W::ZERO {
            let anchor = rest.trailing_zeros();
            rest = rest.without_lowest();
            let cells = self.domino(anchor, player);
            if cells & (taken | near) == W::ZERO {
                count += 1;
                taken = taken | cells;
                near = near | self.across(cells, player);
            }
        }
        (count, taken)
    }

    /// Half-protected moves on the empty cells `e`: vulnerable moves (see
    /// [`vulnerable`](Self::vulnerable)) with one cell protected, so that one opponent's move
    /// spoils each and no second one can touch it: how many, and the most disjoint opponent's
    /// dominoes on the areas' rest outside them.
    pub fn half_protected(&self, e: W, areas: &Areas<W>, player: Player) -> (u32, u32) {
        let protected = self.protected(e, player);
        // The anchors of the candidates whose first or second cell alone is protected.
        let (first, second) = match player {
            Player::Left => (protected, protected >> self.cols),
            Player::Right => (protected, protected >> 1),
        };
        let half = areas.candidates & ((first & !second) | (second & !first));
        let (count, cells) = self.packing(half, player);
        (count, self.max_moves(areas.rest & !cells, player.other()))
    }

    /// The connected region of the empty cells `e` that holds the cells `seed`, by flooding.
    pub fn region_of(&self, seed: W, e: W) -> W {
        let mut region = seed;
        loop {
            let grown = (region
                | ((region << 1) & !self.first_col)
                | ((region >> 1) & !self.last_col)
                | (region << self.cols)
                | (region >> self.cols))
                & e;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The region (not empty) cropped to its bounding box, if it has at most `most` cells (at
    /// most 64): its rows, columns and cells.
    pub fn crop(&self, region: W, most: u32) -> Option<(u32, u32, u64)> {
        let (r0, r1) = (
            region.trailing_zeros() / self.cols,
            (W::BITS - 1 - region.leading_zeros()) / self.cols,
        );
        let row = |r: u32| (region >> (r * self.cols)) & self.first_row;
        let used = (r0..=r1).fold(W::ZERO, |m, r| m | row(r));
        let (c0, c1) = (used.trailing_zeros(), W::BITS - 1 - used.leading_zeros());
        let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
        if h * w > most.min(64) {
            return None;
        }
        let cells = (r0..=r1).fold(0u64, |m, r| m | (row(r) >> c0).low64() << ((r - r0) * w));
        Some((h, w, cells))
    }

    /// The rows and the columns.
    pub fn dims(&self) -> (u32, u32) {
        (self.rows, self.cols)
    }

    fn cells(&self) -> u32 {
        self.rows * self.cols
    }

    fn flip_rows(&self, e: W) -> W {
        (0..self.rows).fold(W::ZERO, |out, r| {
            out | ((e >> (r * self.cols)) & self.first_row) << ((self.rows - 1 - r) * self.cols)
        })
    }

    fn turn(&self, e: W) -> W {
        e.reverse_bits() >> (W::BITS - self.cells())
    }

    /// The least of `e` and its images under the symmetries that keep the game (the
    /// reflections in either axis; on a square board also the transpositions, which swap the
    /// players), and which symmetry gives it: bit 2 transposes first, then bit 0 flips the
    /// columns and bit 1 the rows.
    pub fn canonical(&self, e: W) -> (W, u8) {
        let mut best = (e, 0);
        let mut consider = |image: W, base: u8| {
            let rows = self.flip_rows(image);
            for candidate in [
                (image, base),
                (self.turn(rows), base | 1),
                (rows, base | 2),
                (self.turn(image), base | 3),
            ] {
                if candidate.0 < best.0 {
                    best = candidate;
                }
            }
        };
        consider(e, 0);
        if self.rows == self.cols {
            consider(self.transpose(e), 4);
        }
        best
    }

    /// The board reflected in its main diagonal, as a `cols x rows` board (cell `(r, c)` to
    /// `(c, r)`): Horizontal's dominoes become vertical ones.
    pub fn transposed(&self, e: W) -> W {
        // Column by column: each column's cells, gathered into one row of the image.
        let mut out = W::ZERO;
        for c in 0..self.cols {
            let mut column = (e >> c) & self.first_col;
            let mut row = W::ZERO;
            while column != W::ZERO {
                let cell = column.trailing_zeros();
                column = column.without_lowest();
                row = row | W::ONE << (cell / self.cols);
            }
            out = out | row << (c * self.rows);
        }
        out
    }

    /// The board reflected in its main diagonal (square boards only).
    fn transpose(&self, mut e: W) -> W {
        let mut out = W::ZERO;
        while e != W::ZERO {
            let cell = e.trailing_zeros();
            e = e.without_lowest();
            out = out | W::ONE << ((cell % self.cols) * self.cols + cell / self.cols);
        }
        out
    }

    fn flip_anchor(&self, (r, c): (u32, u32), sym: u8, player: Player) -> (u32, u32) {
        let (tall, wide) = match player {
            Player::Left => (1, 0),
            Player::Right => (0, 1),
        };
        let c = if sym & 1 == 1 {
            self.cols - 1 - wide - c
        } else {
            c
        };
        let r = if sym & 2 == 2 {
            self.rows - 1 - tall - r
        } else {
            r
        };
        (r, c)
    }

    /// The anchor in the key's frame of `mover`'s domino at `anchor` on the board.
    pub fn key_anchor(&self, anchor: u32, sym: u8, mover: Player) -> u32 {
        let (mut r, mut c) = (anchor / self.cols, anchor % self.cols);
        if sym & 4 == 4 {
            (r, c) = (c, r);
        }
        let (r, c) = self.flip_anchor((r, c), sym, key_player(sym, mover));
        r * self.cols + c
    }

    /// The anchor on the board of a domino at `anchor` in the key's frame (`key_anchor` undone).
    pub fn board_anchor(&self, anchor: u32, sym: u8, mover: Player) -> u32 {
        let cell = (anchor / self.cols, anchor % self.cols);
        let (mut r, mut c) = self.flip_anchor(cell, sym, key_player(sym, mover));
        if sym & 4 == 4 {
            (r, c) = (c, r);
        }
        r * self.cols + c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board's empty cells from text rows (`.` empty).
    fn board(rows: &[&str]) -> (Geometry<u128>, u128) {
        let geo = Geometry::new(rows.len(), rows[0].len());
        let mut e = 0u128;
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.chars().enumerate() {
                if ch == '.' {
                    e |= 1 << (r * row.len() + c);
                }
            }
        }
        (geo, e)
    }

    #[test]
    fn moves_and_bounds_of_a_small_board() {
        let (geo, e) = board(&["..#", "...", "#.."]);
        assert_eq!(geo.moves(e, Player::Left).count_ones(), 4);
        assert_eq!(geo.moves(e, Player::Right).count_ones(), 4);
        assert_eq!(geo.max_moves(e, Player::Left), 3); // one a column
        assert_eq!(geo.max_moves(e, Player::Right), 3); // one a row
        // Every empty cell has an empty cell beside it: nothing is Left's alone.
        assert_eq!(geo.protected(e, Player::Left), 0);
        let (geo, e) = board(&[".#.", ".#.", "..."]);
        assert_eq!(geo.areas(e, Player::Left).safe, 2);
        assert_eq!(geo.areas(e, Player::Right).safe, 0);
    }

    #[test]
    fn symmetries_are_games_of_the_same_moves() {
        for rows in [
            &["..#.", "...#", "#..."][..],
            &["..#.", "...#", "#...", ".#.."][..],
        ] {
            let (geo, e) = board(rows);
            let square = rows.len() == rows[0].len();
            let (key, _) = geo.canonical(e);
            for sym in 0..if square { 8u8 } else { 4 } {
                let t = if sym & 4 == 4 { geo.transpose(e) } else { e };
                let image = [t, geo.turn(geo.flip_rows(t)), geo.flip_rows(t), geo.turn(t)]
                    [usize::from(sym & 3)];
                assert_eq!(geo.canonical(image).0, key, "sym {sym}");
                for mover in [Player::Left, Player::Right] {
                    let mut moves = geo.moves(e, mover);
                    let keyed = key_player(sym, mover);
                    let image_moves = geo.moves(image, keyed);
                    assert_eq!(moves.count_ones(), image_moves.count_ones());
                    while moves != 0 {
                        let a = moves.trailing_zeros();
                        moves &= moves - 1;
                        let b = geo.key_anchor(a, sym, mover);
                        assert_eq!(image_moves >> b & 1, 1, "sym {sym} anchor {a}");
                        assert_eq!(geo.board_anchor(b, sym, mover), a);
                    }
                }
            }
        }
    }
}
