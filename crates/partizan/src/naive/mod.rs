//! Slow twins: games as explicit trees, with no simplification, compared and added by the
//! recursive definitions.

mod toolkit;

use crate::{Arena, Domineering, Error, GameId};

/// A game as an explicit tree of options, never simplified.
///
/// ```
/// use combgames_partizan::naive::Tree;
/// let zero = Tree::zero();
/// let star = Tree::new(vec![zero.clone()], vec![zero.clone()]);
/// assert!(star.sum(&star).equals(&zero)); // * + * = 0
/// assert!(!star.le(&zero) && !zero.le(&star)); // * || 0
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tree {
    /// Left's options.
    pub left: Vec<Tree>,
    /// Right's options.
    pub right: Vec<Tree>,
}

impl Tree {
    /// `{ left | right }`.
    pub fn new(left: Vec<Tree>, right: Vec<Tree>) -> Tree {
        Tree { left, right }
    }

    /// `{ | }`.
    pub fn zero() -> Tree {
        Tree::new(Vec::new(), Vec::new())
    }

    /// `G <= H` by the definition: no `G^L >= H` and no `H^R <= G`. Exponential in general.
    pub fn le(&self, other: &Tree) -> bool {
        !self.left.iter().any(|gl| other.le(gl)) && !other.right.iter().any(|hr| hr.le(self))
    }

    /// `G = H`: `G <= H` and `H <= G`.
    pub fn equals(&self, other: &Tree) -> bool {
        self.le(other) && other.le(self)
    }

    /// `-G`.
    #[must_use]
    pub fn neg(&self) -> Tree {
        Tree::new(
            self.right.iter().map(Tree::neg).collect(),
            self.left.iter().map(Tree::neg).collect(),
        )
    }

    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, in full.
    #[must_use]
    pub fn sum(&self, other: &Tree) -> Tree {
        let mut left: Vec<Tree> = self.left.iter().map(|gl| gl.sum(other)).collect();
        left.extend(other.left.iter().map(|hl| self.sum(hl)));
        let mut right: Vec<Tree> = self.right.iter().map(|gr| gr.sum(other)).collect();
        right.extend(other.right.iter().map(|hr| self.sum(hr)));
        Tree::new(left, right)
    }

    /// The number of nodes.
    pub fn size(&self) -> usize {
        1 + self
            .left
            .iter()
            .chain(&self.right)
            .map(Tree::size)
            .sum::<usize>()
    }
}

impl Arena {
    /// The canonical form of an explicit tree, built bottom-up with [`Arena::game`].
    ///
    /// # Errors
    /// [`Error::Exceeded`] (games).
    ///
    /// ```
    /// use combgames_partizan::{Arena, naive::Tree};
    /// let mut arena = Arena::new();
    /// let zero = Tree::zero();
    /// let one = Tree::new(vec![zero.clone()], vec![]);
    /// let g = arena.from_tree(&Tree::new(vec![zero, one.clone()], vec![])).unwrap();
    /// assert_eq!(arena.to_text(g).unwrap(), "2");
    /// ```
    pub fn from_tree(&mut self, tree: &Tree) -> Result<GameId, Error> {
        let left: Vec<GameId> = tree
            .left
            .iter()
            .map(|t| self.from_tree(t))
            .collect::<Result<_, _>>()?;
        let right: Vec<GameId> = tree
            .right
            .iter()
            .map(|t| self.from_tree(t))
            .collect::<Result<_, _>>()?;
        self.game(&left, &right)
    }

    /// The canonical form of a stored game as an explicit tree.
    ///
    /// # Errors
    /// [`Error::NoSuchGame`].
    pub fn to_tree(&self, g: GameId) -> Result<Tree, Error> {
        self.check(g)?;
        Ok(Tree::new(
            self.left(g)
                .iter()
                .map(|&x| self.to_tree(x))
                .collect::<Result<_, _>>()?,
            self.right(g)
                .iter()
                .map(|&x| self.to_tree(x))
                .collect::<Result<_, _>>()?,
        ))
    }
}

/// A Red-Blue Hackenbush string (`L`/`R` edges from the ground up) played out: Left cuts a
/// blue edge, Right a red one, and everything above the cut falls.
///
/// # Errors
/// [`Error::Position`] for another letter or more than 12 edges (the tree doubles per edge).
///
/// ```
/// use combgames_partizan::naive::{Tree, hackenbush_string_tree};
/// let lr = hackenbush_string_tree("LR").unwrap();
/// let half = Tree::new(vec![Tree::zero()], vec![Tree::new(vec![Tree::zero()], vec![])]);
/// assert!(lr.equals(&half));
/// ```
pub fn hackenbush_string_tree(text: &str) -> Result<Tree, Error> {
    fn build(edges: &[char]) -> Tree {
        let mut tree = Tree::zero();
        for (i, &c) in edges.iter().enumerate() {
            let below = build(&edges[..i]);
            if c == 'L' {
                tree.left.push(below);
            } else {
                tree.right.push(below);
            }
        }
        tree
    }
    let edges: Vec<char> = text.chars().collect();
    if edges.len() > 12 || edges.iter().any(|&c| c != 'L' && c != 'R') {
        return Err(crate::PositionError::TooLong {
            len: edges.len(),
            max: 12,
        }
        .into());
    }
    Ok(build(&edges))
}

/// A Domineering board played out with no decomposition and no table: every placement, to
/// the end. For boards of at most 9 empty cells.
///
/// # Errors
/// [`Error::Position`] for more than 9 empty cells.
///
/// ```
/// use combgames_partizan::naive::domineering_tree;
/// let tree = domineering_tree(&"..|..".parse().unwrap()).unwrap();
/// assert_eq!((tree.left.len(), tree.right.len()), (2, 2));
/// ```
pub fn domineering_tree(board: &Domineering) -> Result<Tree, Error> {
    fn play(rows: &mut Vec<Vec<bool>>) -> Tree {
        let (h, w) = (rows.len(), rows[0].len());
        let mut tree = Tree::zero();
        for r in 0..h {
            for c in 0..w {
                if r + 1 < h && rows[r][c] && rows[r + 1][c] {
                    rows[r][c] = false;
                    rows[r + 1][c] = false;
                    tree.left.push(play(rows));
                    rows[r][c] = true;
                    rows[r + 1][c] = true;
                }
                if c + 1 < w && rows[r][c] && rows[r][c + 1] {
                    rows[r][c] = false;
                    rows[r][c + 1] = false;
                    tree.right.push(play(rows));
                    rows[r][c] = true;
                    rows[r][c + 1] = true;
                }
            }
        }
        tree
    }
    let text = board.to_string();
    let rows: Vec<Vec<bool>> = text
        .split('|')
        .map(|r| r.chars().map(|c| c == '.').collect())
        .collect();
    let empty = rows.iter().flatten().filter(|&&e| e).count();
    if empty > 9 {
        return Err(crate::PositionError::TooLong { len: empty, max: 9 }.into());
    }
    let mut rows = rows;
    Ok(play(&mut rows))
}
