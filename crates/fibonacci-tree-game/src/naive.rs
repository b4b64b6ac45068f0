//! Slow reference counts, the twins the fast count is tested against.

use combgames_counting::{Counting, Modular};

use crate::game::MAX_STEPS;
use crate::{Error, FibonacciTree, FibonacciTreeGame, MAX_TABLE_ORDER, grundy_values};
use combgames_base::{Exceeded, Resource};

/// `f(k)` from the explicit tree: build `T(k)`, remove each non-root node in turn and
/// recompute the Grundy value along the path to the root (Green Hackenbush by the colon
/// principle). `O(|T(k)| * k)`; trees up to `T(31)` are built.
///
/// # Errors
/// [`Error::ZeroOrder`] for order 0; [`Error::TooLarge`] past
/// [`MAX_EXPLICIT_ORDER`](crate::MAX_EXPLICIT_ORDER).
///
/// ```
/// use combgames_fibonacci_tree_game::naive::count_by_pruning;
/// assert_eq!(count_by_pruning(6), Ok(3));
/// ```
pub fn count_by_pruning(order: usize) -> Result<usize, Error> {
    if order == 0 {
        return Err(Error::ZeroOrder);
    }
    let tree = FibonacciTree::new(order).build()?;
    let values = tree.subtree_values();
    let mut count = 0;
    for node in (0..tree.node_count()).filter(|&v| v != tree.root()) {
        // Every node but the root, with the tree's own values: the call cannot fail.
        if tree.value_without(&values, node) == Ok(0) {
            count += 1;
        }
    }
    Ok(count)
}

/// `f(k) mod modulus` by the target recursion over full dense rows, with the Grundy values
/// from the plain recurrence: `C_n(t)` counts the nodes of `T(n)` whose removal leaves value
/// `t`, and for `n >= 2`
///
/// ```text
/// C_n(t) = [t ^ c_l = 0] + [t ^ c_l > 0] C_{n-1}((t ^ c_l) - 1)
///        + [t ^ c_r = 0] + [t ^ c_r > 0] C_{n-2}((t ^ c_r) - 1),
/// ```
///
/// where `c_l = 1 + G_{n-2}` and `c_r = 1 + G_{n-1}` are the untouched siblings'
/// contributions (`T(2)` has no right branch, and its left sibling contributes 0);
/// `f(k) = C_k(0)`. This is the dense pass before the channel reduction: `O(k * width)`.
///
/// Memory: the table of `G_n` (8 bytes per order) and three rows of `width` residues; orders
/// are refused past [`MAX_TABLE_ORDER`] before anything is allocated.
///
/// # Errors
/// [`Error::ZeroOrder`], [`Error::Counting`] for a modulus below 2, [`Error::TooLarge`]
/// past [`MAX_TABLE_ORDER`], or [`Error::Exceeded`] past [`MAX_STEPS`].
///
/// ```
/// use combgames_fibonacci_tree_game::naive::count_by_targets;
/// assert_eq!(count_by_targets(10, 1000), Ok(17));
/// ```
pub fn count_by_targets(order: usize, modulus: u64) -> Result<u64, Error> {
    let counting = Modular::new(modulus)?;
    if order > MAX_TABLE_ORDER {
        return Err(Error::TooLarge {
            order,
            limit: MAX_TABLE_ORDER,
        });
    }
    // The fast game knows the width from the closed form without a table.
    let width = FibonacciTreeGame::new(order)?.width();
    Exceeded::check(Resource::Steps, order as u128 * width as u128, MAX_STEPS)?;
    let g = grundy_values(order)?;
    // Plain residue arithmetic, written out here rather than taken from the counting layer's
    // fast addition, so that the twin does not share the code it checks.
    let add = |a: u64, b: u64| ((u128::from(a) + u128::from(b)) % u128::from(modulus)) as u64;
    // A branch whose parent needs it to contribute `need`: cut its edge, or reach need - 1.
    let branch = |row: &[u64], need: usize| if need == 0 { 1 } else { row[need - 1] };
    let mut before = vec![0u64; width]; // C_{n-2}
    let mut last = vec![0u64; width]; // C_{n-1}; C_1 = 0
    for n in 2..=order {
        let mut row = vec![0u64; width];
        for (t, slot) in row.iter_mut().enumerate() {
            if n == 2 {
                *slot = branch(&last, t);
            } else {
                let left = branch(&last, t ^ (1 + g[n - 2]));
                let right = branch(&before, t ^ (1 + g[n - 1]));
                *slot = add(left, right);
            }
        }
        before = std::mem::replace(&mut last, row);
    }
    Ok(counting.reduce(last[0]))
}
