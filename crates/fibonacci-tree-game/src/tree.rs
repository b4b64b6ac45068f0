//! Fibonacci trees `T(k)`: `T(0)` is empty, `T(1)` a single node, and the root of `T(k)` has
//! the subtrees `T(k - 1)` and `T(k - 2)`.

use combgames_grundy::{RootedTree, TreeBuilder};
use combgames_zeckendorf::fibonacci;
use num_bigint::BigUint;

use crate::Error;

/// The largest order [`FibonacciTree::build`] makes explicitly: `T(31)` has 3 524 577 nodes
/// (about 100 MB as a [`RootedTree`]).
///
/// ```
/// use combgames_fibonacci_tree_game::{FibonacciTree, MAX_EXPLICIT_ORDER};
/// assert!(FibonacciTree::new(MAX_EXPLICIT_ORDER).build().is_ok());
/// assert!(FibonacciTree::new(MAX_EXPLICIT_ORDER + 1).build().is_err());
/// ```
pub const MAX_EXPLICIT_ORDER: usize = 31;

/// The largest order whose node count [`FibonacciTree::node_count`] computes: `F(k + 2)` then
/// has about `0.69 k` bits (360 KiB), a fraction of a second by fast doubling.
///
/// ```
/// use combgames_fibonacci_tree_game::{FibonacciTree, MAX_COUNTED_ORDER};
/// assert!(FibonacciTree::new(MAX_COUNTED_ORDER + 1).node_count().is_err());
/// ```
pub const MAX_COUNTED_ORDER: usize = 1 << 22;

/// The largest table [`grundy_values`] builds: `2^22` values, 32 MiB.
///
/// ```
/// use combgames_fibonacci_tree_game::{MAX_TABLE_ORDER, grundy_values};
/// assert!(grundy_values(MAX_TABLE_ORDER + 1).is_err());
/// ```
pub const MAX_TABLE_ORDER: usize = 1 << 22;

/// The Fibonacci tree `T(k)` of order `k >= 0`: facts about it without building it, and the
/// explicit tree for small orders.
///
/// ```
/// use combgames_fibonacci_tree_game::FibonacciTree;
/// let t = FibonacciTree::new(5);
/// assert_eq!(t.node_count().unwrap().to_string(), "12");
/// assert_eq!(t.grundy_value(), 3);
/// assert_eq!(t.build().unwrap().count_winning_cuts(), 1); // f(5) = 1 (Project Euler 400)
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FibonacciTree {
    order: usize,
}

impl FibonacciTree {
    /// The tree of order `order`.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(7).order(), 7);
    /// ```
    pub fn new(order: usize) -> Self {
        FibonacciTree { order }
    }

    /// The order `k`.
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(3).order(), 3);
    /// ```
    pub fn order(&self) -> usize {
        self.order
    }

    /// `|T(k)| = F(k + 2) - 1` (`F(1) = F(2) = 1`), exact. `O(M(k) log k)` by fast doubling,
    /// `M(k)` the cost of multiplying `k`-bit numbers.
    ///
    /// # Errors
    /// [`Error::TooLarge`] for orders above [`MAX_COUNTED_ORDER`].
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(6).node_count().unwrap().to_string(), "20"); // F(8) - 1
    /// assert_eq!(FibonacciTree::new(10_000).node_count().unwrap().to_string().len(), 2090);
    /// assert!(FibonacciTree::new(usize::MAX).node_count().is_err());
    /// ```
    pub fn node_count(&self) -> Result<BigUint, Error> {
        if self.order > MAX_COUNTED_ORDER {
            return Err(Error::TooLarge {
                order: self.order,
                limit: MAX_COUNTED_ORDER,
            });
        }
        // F(k + 2) >= 1 keeps the subtraction exact; the order is bounded, so the index fits.
        let f = fibonacci::<BigUint>(self.order + 2).map_err(|_| Error::TooLarge {
            order: self.order,
            limit: MAX_COUNTED_ORDER,
        })?;
        Ok(f - 1u8)
    }

    /// The Grundy value `G_k` of Green Hackenbush on `T(k)`, by the period-6 closed form
    /// (`O(1)`): with `k = 6m + r`,
    ///
    /// ```text
    /// r = 1: 0        r = 2: 4m + 1        r = 3, 5, 0 (as 6m + 6): 4m + 3
    /// r = 4: (4m + 2) xor (4m + 4)
    /// ```
    ///
    /// `T(0)` is empty; its value is reported as 0. Every value is below `k` (so no
    /// arithmetic here can overflow: `4m + 4 <= k + 3` and `k <= usize::MAX` gives
    /// `m <= usize::MAX / 6`).
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(10).grundy_value(), 14);
    /// assert_eq!(FibonacciTree::new(usize::MAX).grundy_value() % 4, 3);
    /// ```
    pub fn grundy_value(&self) -> usize {
        let k = self.order;
        if k == 0 {
            return 0;
        }
        let (m, r) = ((k - 1) / 6, (k - 1) % 6 + 1);
        match r {
            1 => 0,
            2 => 4 * m + 1,
            4 => (4 * m + 2) ^ (4 * m + 4),
            _ => 4 * m + 3,
        }
    }

    /// Builds `T(k)` explicitly: node 0 is the root; each node's first child roots `T(j - 1)`
    /// and its second `T(j - 2)`. `O(|T(k)|)`.
    ///
    /// # Errors
    /// [`Error::EmptyTree`] for `T(0)`; [`Error::TooLarge`] above [`MAX_EXPLICIT_ORDER`].
    ///
    /// ```
    /// use combgames_fibonacci_tree_game::FibonacciTree;
    /// let t3 = FibonacciTree::new(3).build().unwrap();
    /// assert_eq!(t3.node_count(), 4);
    /// assert_eq!(t3.children(0).unwrap().len(), 2); // T(2) and T(1)
    /// ```
    pub fn build(&self) -> Result<RootedTree, Error> {
        if self.order > MAX_EXPLICIT_ORDER {
            return Err(Error::TooLarge {
                order: self.order,
                limit: MAX_EXPLICIT_ORDER,
            });
        }
        if self.order == 0 {
            return Err(Error::EmptyTree);
        }
        let mut builder = TreeBuilder::new();
        // (node, order of the subtree rooted there), expanded without recursion.
        let mut pending = vec![(0, self.order)];
        while let Some((node, order)) = pending.pop() {
            for child_order in [order.saturating_sub(1), order.saturating_sub(2)] {
                // `node` was returned by the builder (or is the root), so adding a child
                // below it cannot fail.
                if child_order >= 1 && order >= 2 {
                    if let Ok(child) = builder.add_child(node) {
                        pending.push((child, child_order));
                    }
                }
            }
        }
        Ok(builder.build())
    }
}

/// `G_0, G_1, ..., G_max` by the recurrence `G_1 = 0`, `G_2 = 1`,
/// `G_k = (1 + G_{k-1}) xor (1 + G_{k-2})` (the colon principle at the root of `T(k)`).
/// Entry 0 (the empty tree) is 0. `O(max)` time and `8 max` bytes.
///
/// # Errors
/// [`Error::TooLarge`] above [`MAX_TABLE_ORDER`].
///
/// ```
/// use combgames_fibonacci_tree_game::grundy_values;
/// assert_eq!(grundy_values(8).unwrap(), vec![0, 0, 1, 3, 6, 3, 3, 0, 5]);
/// assert!(grundy_values(usize::MAX).is_err());
/// ```
pub fn grundy_values(max_order: usize) -> Result<Vec<usize>, Error> {
    if max_order > MAX_TABLE_ORDER {
        return Err(Error::TooLarge {
            order: max_order,
            limit: MAX_TABLE_ORDER,
        });
    }
    let mut g = vec![0; max_order + 1];
    for k in 2..=max_order {
        // T(2) has one branch, T(1); its other child T(0) is empty and contributes nothing.
        // Values are below k, so 1 + g never overflows.
        let second = if k == 2 { 0 } else { 1 + g[k - 2] };
        g[k] = (1 + g[k - 1]) ^ second;
    }
    Ok(g)
}
