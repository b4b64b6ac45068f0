//! Slow twins, straight from the rules: positions played out as explicit game trees (no
//! table, no decomposition, no simplification), and who wins by the definition.
//!
//! Compiled with the feature `twins` only: a user of the fast searches compiles none of it.

use combgames_partizan::naive::Tree;

use crate::{Domineering, Error, Player, Position, PositionError};

/// Whether `player`, to move on `position`, wins, by the definition: some option is a loss
/// for the opponent. No table, no symmetry, no split: exponential, for small positions.
///
/// ```
/// use combgames_base::Player;
/// use combgames_rulesets::{Domineering, naive::wins};
/// let board: Domineering = "..|..".parse().unwrap();
/// assert!(wins(&board, Player::Left) && wins(&board, Player::Right)); // +-1
/// ```
pub fn wins<P: Position>(position: &P, player: Player) -> bool {
    position
        .options(player)
        .iter()
        .any(|option| !wins(option, player.other()))
}

/// The most nodes [`game_tree`] builds: `2^20`.
///
/// ```
/// assert_eq!(combgames_rulesets::naive::MAX_TREE_NODES, 1 << 20);
/// ```
pub const MAX_TREE_NODES: usize = 1 << 20;

/// A position played out as an explicit tree from its rules: every option of each player, to
/// the end, with no table and no decomposition.
///
/// # Errors
/// [`Error::Position`] ([`PositionError::TooLong`]) for a tree of more than
/// [`MAX_TREE_NODES`] nodes.
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Toads, naive::game_tree};
/// let tree = game_tree(&"T.TFF".parse::<Toads>().unwrap()).unwrap();
/// let mut arena = Arena::new();
/// let g = arena.from_tree(&tree).unwrap();
/// assert_eq!(arena.to_text(g).unwrap(), "^"); // Winning Ways, ch. 1
/// ```
pub fn game_tree<P: Position>(position: &P) -> Result<Tree, Error> {
    fn build<P: Position>(p: &P, nodes: &mut usize) -> Result<Tree, Error> {
        *nodes += 1;
        if *nodes > MAX_TREE_NODES {
            return Err(PositionError::TooLong {
                len: *nodes,
                max: MAX_TREE_NODES,
            }
            .into());
        }
        let mut side = |player| -> Result<Vec<Tree>, Error> {
            p.options(player).iter().map(|o| build(o, nodes)).collect()
        };
        let left = side(Player::Left)?;
        let right = side(Player::Right)?;
        Ok(Tree::new(left, right))
    }
    build(position, &mut 0)
}

/// A Red-Blue Hackenbush string (`L`/`R` edges from the ground up) played out: Left cuts a
/// blue edge, Right a red one, and everything above the cut falls.
///
/// # Errors
/// [`Error::Position`] for another letter or more than 12 edges (the tree doubles per edge).
///
/// ```
/// use combgames_partizan::naive::Tree;
/// use combgames_rulesets::naive::hackenbush_string_tree;
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
        return Err(PositionError::TooLong {
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
/// use combgames_rulesets::naive::domineering_tree;
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
        return Err(PositionError::TooLong { len: empty, max: 9 }.into());
    }
    let mut rows = rows;
    Ok(play(&mut rows))
}
