//! The Domineering search as it was before the rulesets framework: a dedicated
//! recursion over bitboards, kept as the baseline of the `domineering` bench group, so that
//! the framework's cost is measured side by side in one run.

use std::collections::HashMap;

use combgames::partizan::{Arena, Error, GameId};

/// The value of the empty `rows x cols` board (at most 128 cells), by the dedicated search.
///
/// # Errors
/// The arena's errors.
pub fn empty_board(arena: &mut Arena, rows: usize, cols: usize) -> Result<GameId, Error> {
    let empty = if rows * cols == 128 {
        u128::MAX
    } else {
        (1u128 << (rows * cols)) - 1
    };
    Search {
        arena,
        memo: HashMap::new(),
    }
    .value(rows, cols, empty)
}

struct Search<'a> {
    arena: &'a mut Arena,
    memo: HashMap<(u8, u8, u128), GameId>,
}

fn shl(x: u128, n: usize) -> u128 {
    u32::try_from(n)
        .ok()
        .and_then(|n| x.checked_shl(n))
        .unwrap_or(0)
}

fn shr(x: u128, n: usize) -> u128 {
    u32::try_from(n)
        .ok()
        .and_then(|n| x.checked_shr(n))
        .unwrap_or(0)
}

fn column(rows: usize, cols: usize, c: usize) -> u128 {
    (0..rows).fold(0, |m, r| m | 1u128 << (r * cols + c))
}

impl Search<'_> {
    fn value(&mut self, rows: usize, cols: usize, empty: u128) -> Result<GameId, Error> {
        if empty == 0 {
            return Ok(self.arena.zero());
        }
        let last_col = column(rows, cols, cols - 1);
        let mut rest = empty;
        let mut regions = Vec::new();
        while rest != 0 {
            let mut region = rest & rest.wrapping_neg();
            loop {
                let grown = region
                    | ((region << 1) & !column(rows, cols, 0))
                    | ((region >> 1) & !last_col)
                    | shl(region, cols)
                    | shr(region, cols);
                let grown = grown & empty;
                if grown == region {
                    break;
                }
                region = grown;
            }
            regions.push(region);
            rest &= !region;
        }
        let mut total = self.arena.zero();
        for region in regions {
            let (r, c, cropped) = crop(rows, cols, region);
            let part = self.region(r, c, cropped)?;
            total = self.arena.sum(total, part)?;
        }
        Ok(total)
    }

    fn region(&mut self, rows: usize, cols: usize, empty: u128) -> Result<GameId, Error> {
        let key = normal_form(rows, cols, empty);
        if let Some(&known) = self.memo.get(&key) {
            return Ok(known);
        }
        let last_col = column(rows, cols, cols - 1);
        let vertical = empty & shr(empty, cols);
        let horizontal = empty & (empty >> 1) & !last_col;
        let mut l = Vec::new();
        let mut bits = vertical;
        while bits != 0 {
            let cell = bits & bits.wrapping_neg();
            bits &= !cell;
            l.push(self.value(rows, cols, empty & !(cell | shl(cell, cols)))?);
        }
        let mut r = Vec::new();
        let mut bits = horizontal;
        while bits != 0 {
            let cell = bits & bits.wrapping_neg();
            bits &= !cell;
            r.push(self.value(rows, cols, empty & !(cell | cell << 1))?);
        }
        let g = self.arena.game(&l, &r)?;
        self.memo.insert(key, g);
        Ok(g)
    }
}

fn crop(rows: usize, cols: usize, region: u128) -> (usize, usize, u128) {
    let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
    for i in (0..rows * cols).filter(|&i| region >> i & 1 == 1) {
        let (r, c) = (i / cols, i % cols);
        (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
    }
    let (h, w) = (r1 - r0 + 1, c1 - c0 + 1);
    let mut mask = 0u128;
    for r in 0..h {
        for c in 0..w {
            if region >> ((r + r0) * cols + c + c0) & 1 == 1 {
                mask |= 1 << (r * w + c);
            }
        }
    }
    (h, w, mask)
}

fn normal_form(rows: usize, cols: usize, empty: u128) -> (u8, u8, u128) {
    let reflect = |flip_rows: bool, flip_cols: bool| {
        let mut mask = 0u128;
        for r in 0..rows {
            for c in 0..cols {
                if empty >> (r * cols + c) & 1 == 1 {
                    let r2 = if flip_rows { rows - 1 - r } else { r };
                    let c2 = if flip_cols { cols - 1 - c } else { c };
                    mask |= 1 << (r2 * cols + c2);
                }
            }
        }
        mask
    };
    let best = [(false, false), (false, true), (true, false), (true, true)]
        .into_iter()
        .map(|(a, b)| reflect(a, b))
        .min()
        .unwrap_or(empty);
    // At most 128 cells: rows and columns fit a byte.
    (rows as u8, cols as u8, best)
}
