//! Clobber and its family (kings, rooks, queens), on a grid of stones.

use std::fmt;
use std::str::FromStr;

use crate::grid::{ORTHOGONAL, QUEEN, stones};
use crate::{Error, Grid, Player, Position, Symmetry};

/// How a stone of a [`Clobber`] board moves: always onto a stone of the opponent, which is
/// removed; never onto an empty cell.
///
/// ```
/// use combgames_rulesets::{Clobber, ClobberPiece, Player, Position};
/// // Left's stone and Right's on a diagonal, an empty cell between two stones on a row.
/// let board = "x.o|.o.".parse::<Clobber>().unwrap();
/// let moves = |piece| board.clone().with_piece(piece).options(Player::Left).len();
/// assert_eq!(
///     [ClobberPiece::Stone, ClobberPiece::King, ClobberPiece::Rook, ClobberPiece::Queen].map(moves),
///     [0, 1, 1, 2]
/// );
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum ClobberPiece {
    /// Clobber: one step to an orthogonally adjacent cell.
    #[default]
    Stone,
    /// Clobber with kings: one step to any of the eight adjacent cells.
    King,
    /// Clobber with rooks: along a row or column, over empty cells only.
    Rook,
    /// Clobber with queens: along a row, column or diagonal, over empty cells only.
    Queen,
}

impl ClobberPiece {
    /// The directions this piece moves in, and whether it slides over empty cells.
    fn moves(self) -> (&'static [(isize, isize)], bool) {
        match self {
            ClobberPiece::Stone => (&ORTHOGONAL, false),
            ClobberPiece::King => (&QUEEN, false),
            ClobberPiece::Rook => (&ORTHOGONAL, true),
            ClobberPiece::Queen => (&QUEEN, true),
        }
    }
}

/// Clobber (Albert, Grossman, Nowakowski and Wolfe, 2002): a grid of `x` (Left's stones), `o`
/// (Right's) and `.` (empty). A player moves one of their stones onto an orthogonally
/// adjacent stone of the opponent, which is removed. Written as rows separated by `|`, up to
/// [`MAX_CELLS`](crate::MAX_CELLS) cells.
///
/// The family of `CGSuite`'s documentation shares the type, by
/// [`with_piece`](Self::with_piece): stones that move as chess **kings** (one step in any of
/// eight directions), **rooks** (along a row or column across empty cells) or **queens** (also
/// along diagonals), always onto an opponent's stone, which is removed.
///
/// Stones only ever move onto stones, so a cell once empty stays empty, and two stones that
/// can never meet are in different components: the groups of touching stones (orthogonally,
/// or in any of eight directions for kings), or for rooks and queens the stones joined by
/// sharing a row or column (or diagonal, for queens), whatever lies between. A group of one
/// colour is `0`. The key is the least of the eight images of a group under the board's
/// rotations and reflections (every piece moves alike in all of them).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Clobber, Solver};
/// let mut arena = Arena::new();
/// let g = Solver::new(&mut arena).value(&"xo".parse::<Clobber>().unwrap()).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "*");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Clobber {
    grid: Grid,
    piece: ClobberPiece,
}

impl Clobber {
    /// The same board whose stones move as `piece`.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Clobber, ClobberPiece, Solver};
    /// let mut arena = Arena::new();
    /// // Two stones on a diagonal: kings capture, Clobber's stones do not.
    /// let board = "x.|.o".parse::<Clobber>().unwrap();
    /// let kings = Solver::new(&mut arena).value(&board.clone().with_piece(ClobberPiece::King)).unwrap();
    /// let stones = Solver::new(&mut arena).value(&board).unwrap();
    /// assert_eq!((arena.to_text(kings).unwrap(), arena.to_text(stones).unwrap()), ("*".into(), "0".into()));
    /// ```
    #[must_use]
    pub fn with_piece(self, piece: ClobberPiece) -> Clobber {
        Clobber { piece, ..self }
    }

    /// How the stones move.
    #[must_use]
    pub fn piece(&self) -> ClobberPiece {
        self.piece
    }

    /// The cell where a stone at `i` stops going `(dr, dc)`: the first stone on the way (the
    /// next cell for a piece that does not slide), if any.
    fn reach(&self, i: usize, (dr, dc): (isize, isize), slides: bool) -> Option<usize> {
        let mut j = self.grid.step(i, dr, dc)?;
        while slides && self.grid.cell(j) == b'.' {
            j = self.grid.step(j, dr, dc)?;
        }
        Some(j)
    }

    /// The groups of stones that may ever meet, each cropped to its bounding box.
    fn groups(&self) -> Vec<Grid> {
        let (steps, slides) = self.piece.moves();
        if !slides {
            let diagonal = self.piece == ClobberPiece::King;
            return self.grid.regions(|c| c != b'.', diagonal, b'.');
        }
        // Sliders: join each stone to the next stone in every direction (so every stone on a
        // shared line, whatever lies between), by union-find.
        let cells = self.grid.cells();
        let mut parent: Vec<usize> = (0..cells.len()).collect();
        for i in (0..cells.len()).filter(|&i| cells[i] != b'.') {
            for &step in steps {
                if let Some(j) = self.reach(i, step, true).filter(|&j| cells[j] != b'.') {
                    let (a, b) = (root(&mut parent, i), root(&mut parent, j));
                    parent[a.max(b)] = a.min(b);
                }
            }
        }
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); cells.len()];
        for i in (0..cells.len()).filter(|&i| cells[i] != b'.') {
            let r = root(&mut parent, i);
            members[r].push(i);
        }
        members
            .iter()
            .filter(|m| !m.is_empty())
            .map(|m| self.grid.crop(m, b'.'))
            .collect()
    }
}

/// The root of `i` in a union-find forest, halving the path on the way.
fn root(parent: &mut [usize], mut i: usize) -> usize {
    while parent[i] != i {
        parent[i] = parent[parent[i]];
        i = parent[i];
    }
    i
}

impl Position for Clobber {
    fn heap_bytes(&self) -> usize {
        self.grid.cells().len()
    }

    fn options(&self, player: Player) -> Vec<Clobber> {
        let (me, them) = stones(player);
        let (steps, slides) = self.piece.moves();
        let mut options = Vec::new();
        for i in (0..self.grid.cells().len()).filter(|&i| self.grid.cell(i) == me) {
            for &step in steps {
                if let Some(j) = self.reach(i, step, slides) {
                    if self.grid.cell(j) == them {
                        let mut grid = self.grid.clone();
                        grid.set(i, b'.');
                        grid.set(j, me);
                        options.push(Clobber {
                            grid,
                            piece: self.piece,
                        });
                    }
                }
            }
        }
        options
    }

    fn components(&self) -> Option<Vec<Clobber>> {
        Some(
            self.groups()
                .into_iter()
                .filter(|g| g.cells().contains(&b'x') && g.cells().contains(&b'o'))
                .map(|grid| Clobber {
                    grid,
                    piece: self.piece,
                })
                .collect(),
        )
    }

    fn canonical(&self) -> Clobber {
        Clobber {
            grid: self.grid.canonical(Symmetry::Dihedral),
            piece: self.piece,
        }
    }
}

impl FromStr for Clobber {
    type Err = Error;

    /// Rows of `x`, `o` and `.` separated by `|`; the stones are Clobber's
    /// ([`ClobberPiece::Stone`]).
    fn from_str(text: &str) -> Result<Self, Error> {
        Ok(Clobber {
            grid: Grid::parse(text, "xo.")?,
            piece: ClobberPiece::Stone,
        })
    }
}

impl fmt::Display for Clobber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.grid.fmt(f)
    }
}
