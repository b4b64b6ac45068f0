//! Slow twins: games as explicit trees, with no simplification, compared and added by the
//! recursive definitions.

mod compounds;
mod loopy;
mod toolkit;

use crate::{Arena, Error, GameId};

pub use loopy::loopy_outcome;

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

    /// The canonical form of a stored game as an explicit tree (a number's spelt out from
    /// its options by value).
    ///
    /// # Errors
    /// [`Error::NoSuchGame`]; [`Error::TooLarge`] (birthday) for a number born after day
    /// [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY) (the tree has a node a day).
    pub fn to_tree(&self, g: GameId) -> Result<Tree, Error> {
        self.check(g)?;
        if let Some(x) = self.number_value(g) {
            return number_tree(x);
        }
        Ok(Tree::new(
            self.left(g)
                .iter()
                .map(|x| self.to_tree(x))
                .collect::<Result<_, _>>()?,
            self.right(g)
                .iter()
                .map(|x| self.to_tree(x))
                .collect::<Result<_, _>>()?,
        ))
    }
}

/// The canonical form of the number `x` as an explicit tree, from its options by value
/// (numbers are stored without them). Refused past day [`MAX_BIRTHDAY`](crate::MAX_BIRTHDAY)
/// ([`Error::TooLarge`]): the tree has a position for every day.
fn number_tree(x: combgames_dyadic::Dyadic) -> Result<Tree, Error> {
    let born = crate::nus::number_birthday(x);
    if born > u64::from(crate::MAX_BIRTHDAY) {
        return Err(Error::TooLarge {
            what: crate::Quantity::Birthday,
            value: born,
            limit: u64::from(crate::MAX_BIRTHDAY),
        });
    }
    let (l, r) = crate::numbers::number_options(x)?;
    let side = |y: Option<combgames_dyadic::Dyadic>| -> Result<Vec<Tree>, Error> {
        y.map(number_tree).into_iter().collect()
    };
    Ok(Tree::new(side(l)?, side(r)?))
}
