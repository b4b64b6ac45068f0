//! Fibonacci trees `T(k)`: `T(0)` is empty, `T(1)` a single node, and the root of `T(k)` has
//! the subtrees `T(k - 1)` and `T(k - 2)`.

use combgames_zeckendorf::fibonacci;
use num_bigint::BigUint;

use crate::{Error, RootedTree, TreeBuilder};

/// The most nodes [`FibonacciTree::build`] makes explicitly: `T(31)`, with 3 524 577 nodes, is
/// the largest Fibonacci tree within the limit.
///
/// ```
/// use combgames_grundy::FibonacciTree;
/// assert!(FibonacciTree::new(31).node_count() <= combgames_grundy::MAX_EXPLICIT_NODES.into());
/// assert!(FibonacciTree::new(32).build().is_err());
/// ```
pub const MAX_EXPLICIT_NODES: usize = 1 << 22;

/// The Fibonacci tree `T(k)` of order `k >= 0`: facts about it without building it, and the
/// explicit tree for small orders.
///
/// ```
/// use combgames_grundy::FibonacciTree;
/// let t = FibonacciTree::new(5);
/// assert_eq!(t.node_count().to_string(), "12");
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
    /// use combgames_grundy::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(7).order(), 7);
    /// ```
    pub fn new(order: usize) -> Self {
        FibonacciTree { order }
    }

    /// The order `k`.
    ///
    /// ```
    /// use combgames_grundy::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(3).order(), 3);
    /// ```
    pub fn order(&self) -> usize {
        self.order
    }

    /// `|T(k)| = F(k + 2) - 1` (`F(1) = F(2) = 1`), exact for every order.
    ///
    /// ```
    /// use combgames_grundy::FibonacciTree;
    /// assert_eq!(FibonacciTree::new(6).node_count().to_string(), "20"); // F(8) - 1
    /// assert_eq!(FibonacciTree::new(10_000).node_count().to_string().len(), 2090);
    /// ```
    pub fn node_count(&self) -> BigUint {
        // BigUint Fibonacci numbers always exist; F(k + 2) >= 1 keeps the subtraction exact.
        let f = fibonacci::<BigUint>(self.order.saturating_add(2)).unwrap_or_default();
        f - 1u8
    }

    /// The Grundy value `G_k` of Green Hackenbush on `T(k)`, by the period-6 closed form
    /// (`O(1)`): with `k = 6m + r`,
    ///
    /// ```text
    /// r = 1: 0        r = 2: 4m + 1        r = 3, 5, 0 (as 6m + 6): 4m + 3
    /// r = 4: (4m + 2) xor (4m + 4)
    /// ```
    ///
    /// `T(0)` is empty; its value is reported as 0.
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
    /// and its second `T(j - 2)`.
    ///
    /// # Errors
    /// [`Error::TreeTooLarge`] if the tree has more than [`MAX_EXPLICIT_NODES`] nodes.
    ///
    /// ```
    /// use combgames_grundy::FibonacciTree;
    /// let t3 = FibonacciTree::new(3).build().unwrap();
    /// assert_eq!(t3.len(), 4);
    /// assert_eq!(t3.children(0).unwrap().len(), 2); // T(2) and T(1)
    /// ```
    pub fn build(&self) -> Result<RootedTree, Error> {
        let nodes = self.node_count();
        if nodes > BigUint::from(MAX_EXPLICIT_NODES) {
            return Err(Error::TreeTooLarge {
                order: self.order,
                nodes: nodes.to_string(),
                limit: MAX_EXPLICIT_NODES,
            });
        }
        if self.order == 0 {
            return Err(Error::NotATree("T(0) is the empty tree".into()));
        }
        let mut builder = TreeBuilder::new();
        // (node, order of the subtree rooted there), expanded without recursion.
        let mut pending = vec![(0, self.order)];
        while let Some((node, order)) = pending.pop() {
            for child_order in [order.saturating_sub(1), order.saturating_sub(2)] {
                if child_order >= 1 && order >= 2 {
                    let child = builder.add_child(node)?;
                    pending.push((child, child_order));
                }
            }
        }
        Ok(builder.build())
    }
}

/// `G_0, G_1, ..., G_max` by the recurrence `G_1 = 0`, `G_2 = 1`,
/// `G_k = (1 + G_{k-1}) xor (1 + G_{k-2})` (the colon principle at the root of `T(k)`).
/// Entry 0 (the empty tree) is 0.
///
/// ```
/// use combgames_grundy::fibonacci_tree_grundy_values;
/// assert_eq!(fibonacci_tree_grundy_values(8), vec![0, 0, 1, 3, 6, 3, 3, 0, 5]);
/// ```
pub fn fibonacci_tree_grundy_values(max_order: usize) -> Vec<usize> {
    let mut g = vec![0; max_order + 1];
    for k in 2..=max_order {
        // T(2) has one branch, T(1); its other child T(0) is empty and contributes nothing.
        let second = if k == 2 { 0 } else { 1 + g[k - 2] };
        g[k] = (1 + g[k - 1]) ^ second;
    }
    g
}
