//! A board of a grid ruleset (Domineering, Clobber, Konane, Cram, Snort, Col, Amazons, Fission,
//! NoGo, Ski Jumps; a strip for Toads and Frogs or Toppling Dominoes), drawn cell by cell.

use std::str::FromStr;

use crate::chart::{push_title, shorten};
use crate::error::Error;
use crate::picture::{Anchor, Colour, Picture, Shape};

/// The most rows or columns of a board a picture draws.
pub const MAX_BOARD_SIDE: usize = 64;

/// A cell of a [`Board`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cell {
    /// `.`: an empty cell.
    Empty,
    /// `#`: blocked, burnt, or off the board.
    Blocked,
    /// A piece (a stone, a toad, a jumper, a coloured vertex, a domino), drawn as a disc of its
    /// player's colour with its letter.
    Piece(Colour, char),
    /// `l`, `r`: a Ski Jumps slipper, drawn as a ring.
    Slipper(Colour, char),
}

impl Cell {
    fn of(ch: char) -> Option<Cell> {
        Some(match ch {
            '.' => Cell::Empty,
            '#' => Cell::Blocked,
            'x' | 'L' | 'T' => Cell::Piece(Colour::Left, ch),
            'o' | 'R' | 'F' => Cell::Piece(Colour::Right, ch),
            'G' => Cell::Piece(Colour::Either, ch),
            'l' => Cell::Slipper(Colour::Left, ch),
            'r' => Cell::Slipper(Colour::Right, ch),
            _ => return None,
        })
    }
}

/// A rectangular board in the rulesets' text: rows separated by `|`, `.` empty, `#` blocked,
/// `x`, `L`, `T` Left's pieces, `o`, `R`, `F` Right's, `G` either's, `l` and `r` slippers.
///
/// ```
/// use combgames_draw::Board;
/// let board: Board = "xo.|.ox".parse().unwrap();
/// assert_eq!((board.rows(), board.columns()), (2, 3));
/// assert!("xo|x".parse::<Board>().is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    cells: Vec<Vec<Cell>>,
}

impl Board {
    /// The rows.
    pub fn rows(&self) -> usize {
        self.cells.len()
    }

    /// The columns.
    pub fn columns(&self) -> usize {
        self.cells.first().map_or(0, Vec::len)
    }

    /// The cell at `row`, `column` (from 0), if on the board.
    pub fn cell(&self, row: usize, column: usize) -> Option<Cell> {
        self.cells.get(row).and_then(|r| r.get(column)).copied()
    }
}

impl FromStr for Board {
    type Err = Error;

    fn from_str(text: &str) -> Result<Board, Error> {
        let rows: Vec<&str> = text.trim().split('|').collect();
        let expected = rows.first().map_or(0, |r| r.chars().count());
        if text.trim().is_empty() || expected == 0 {
            return Err(Error::EmptyBoard);
        }
        if rows.len() > MAX_BOARD_SIDE || expected > MAX_BOARD_SIDE {
            return Err(Error::BoardTooLarge {
                rows: rows.len(),
                columns: expected,
                max: MAX_BOARD_SIDE,
            });
        }
        let mut cells = Vec::with_capacity(rows.len());
        for (r, row) in rows.iter().enumerate() {
            let len = row.chars().count();
            if len != expected {
                return Err(Error::RaggedBoard {
                    row: r + 1,
                    len,
                    expected,
                });
            }
            let parsed: Result<Vec<Cell>, Error> = row
                .chars()
                .enumerate()
                .map(|(c, ch)| {
                    Cell::of(ch).ok_or(Error::UnknownCell {
                        ch,
                        row: r + 1,
                        column: c + 1,
                    })
                })
                .collect();
            cells.push(parsed?);
        }
        Ok(Board { cells })
    }
}

const CELL: f64 = 28.0;
const MARGIN: f64 = 12.0;
const TITLE: f64 = 24.0;

/// The picture of `board` titled `title` (no title line if it is empty): a grid of cells,
/// blocked ones dark, pieces as discs of their player's colour (Left blue, Right red, either
/// green) with their letter, slippers as rings.
///
/// Cost: linear in the cells (at most [`MAX_BOARD_SIDE`] squared).
///
/// ```
/// let board = "..#|...|x.o".parse().unwrap();
/// let svg = combgames_draw::board(&board, "Clobber").to_svg();
/// assert_eq!(svg.matches("<circle").count(), 2);
/// ```
pub fn board(board: &Board, title: &str) -> Picture {
    let (rows, columns) = (board.rows() as f64, board.columns() as f64);
    let title_height = if title.is_empty() { 0.0 } else { TITLE };
    // The title, cut to 60 characters, sets the least width: about 7 points a character.
    let title = shorten(title, 60);
    let title_width = 7.0 * title.chars().count() as f64 + 2.0 * MARGIN;
    let width = (columns * CELL + 2.0 * MARGIN).max(title_width);
    let height = rows * CELL + 2.0 * MARGIN + title_height;
    let mut picture = Picture::new(width, height);
    let left = (width - columns * CELL) / 2.0;
    for (r, row) in board.cells.iter().enumerate() {
        for (c, &cell) in row.iter().enumerate() {
            let x = left + c as f64 * CELL;
            let y = MARGIN + (rows - 1.0 - r as f64) * CELL;
            let fill = if cell == Cell::Blocked {
                Colour::Blocked
            } else {
                Colour::Paper
            };
            picture.push(Shape::Rect {
                x,
                y,
                w: CELL,
                h: CELL,
                fill,
                stroke: Colour::Rule,
            });
            let (cx, cy) = (x + CELL / 2.0, y + CELL / 2.0);
            let (colour, ch, ring) = match cell {
                Cell::Piece(colour, ch) => (colour, ch, false),
                Cell::Slipper(colour, ch) => (colour, ch, true),
                Cell::Empty | Cell::Blocked => continue,
            };
            // A piece is a disc with its letter in white; a slipper a ring with a coloured one.
            picture.push(Shape::Circle {
                x: cx,
                y: cy,
                r: CELL * if ring { 0.32 } else { 0.36 },
                fill: (!ring).then_some(colour),
                stroke: colour,
            });
            picture.push(Shape::Text {
                x: cx,
                y: cy - 4.0,
                text: ch.to_string(),
                size: 11.0,
                anchor: Anchor::Middle,
                vertical: false,
                colour: if ring { colour } else { Colour::Paper },
            });
        }
    }
    push_title(&mut picture, title);
    picture
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_checked() {
        assert_eq!("".parse::<Board>(), Err(Error::EmptyBoard));
        assert_eq!("|".parse::<Board>(), Err(Error::EmptyBoard));
        assert_eq!(
            "..|...".parse::<Board>(),
            Err(Error::RaggedBoard {
                row: 2,
                len: 3,
                expected: 2
            })
        );
        assert_eq!(
            "..|.z".parse::<Board>(),
            Err(Error::UnknownCell {
                ch: 'z',
                row: 2,
                column: 2
            })
        );
        let wide = ".".repeat(MAX_BOARD_SIDE + 1);
        assert!(matches!(
            wide.parse::<Board>(),
            Err(Error::BoardTooLarge { .. })
        ));
        let b: Board = "Ll.|#rR".parse().unwrap();
        assert_eq!(b.cell(0, 0), Some(Cell::Piece(Colour::Left, 'L')));
        assert_eq!(b.cell(1, 1), Some(Cell::Slipper(Colour::Right, 'r')));
        assert_eq!(b.cell(2, 0), None);
    }

    #[test]
    fn every_cell_is_drawn_once() {
        let b: Board = "x.#|.oG".parse().unwrap();
        let p = board(&b, "");
        let rects = p
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Rect { .. }))
            .count();
        let discs = p
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Circle { .. }))
            .count();
        assert_eq!((rects, discs), (6, 3));
    }
}
