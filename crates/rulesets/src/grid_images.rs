//! The images of a shape of cells in its bounding box under the symmetries of the square, for
//! keys up to symmetry (Cram's regions, the parts of Kayles on grid graphs).

use crate::word::Word;

/// The cells `bits` of a `rows` by `cols` box (row after row) with rows and columns
/// exchanged: a `cols` by `rows` box. `O(cells)`.
pub(crate) fn transpose<W: Word>(rows: usize, cols: usize, bits: W) -> W {
    let mut out = W::ZERO;
    let mut rest = bits;
    while rest != W::ZERO {
        let i = rest.trailing_zeros() as usize;
        rest = rest.without_lowest();
        out = out | W::ONE << ((i % cols) * rows + i / cols) as u32;
    }
    out
}

/// The least of the four images of `bits` (`rows` by `cols`, at most `W::BITS` cells) under
/// the flips that keep the box's orientation: as it is, rows reversed, columns reversed, both.
/// `O(rows)`.
pub(crate) fn least_flip<W: Word>(rows: usize, cols: usize, bits: W) -> W {
    let row_mask = W::MAX >> (W::BITS - cols as u32);
    let (mut plain, mut up, mut mirror, mut both) = (W::ZERO, W::ZERO, W::ZERO, W::ZERO);
    for r in 0..rows {
        let row = bits >> (r * cols) as u32 & row_mask;
        let reversed = row.reverse_bits() >> (W::BITS - cols as u32);
        let (here, there) = ((r * cols) as u32, ((rows - 1 - r) * cols) as u32);
        plain = plain | row << here;
        up = up | row << there;
        mirror = mirror | reversed << here;
        both = both | reversed << there;
    }
    plain.min(up).min(mirror).min(both)
}

/// The least image of `bits` (`rows` by `cols`) under the eight symmetries of the square,
/// turned so that it has no more rows than columns: `(rows, cols, cells)`.
pub(crate) fn least_image<W: Word>(rows: usize, cols: usize, bits: W) -> (usize, usize, W) {
    let mut best: Option<(usize, usize, W)> = None;
    if rows <= cols {
        best = Some((rows, cols, least_flip(rows, cols, bits)));
    }
    if cols <= rows {
        let turned = least_flip(cols, rows, transpose(rows, cols, bits));
        best = Some(match best {
            Some((r, c, b)) if b <= turned => (r, c, b),
            _ => (cols, rows, turned),
        });
    }
    best.unwrap_or((rows, cols, bits))
}
