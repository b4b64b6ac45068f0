//! Green Hackenbush on rooted trees: the colon principle and winning cuts.

use std::fmt;

use crate::Error;

/// A rooted tree for Green Hackenbush: a move cuts an edge, and everything no longer connected
/// to the root falls away. Equivalently, a move removes a non-root node with its subtree.
///
/// Nodes are numbered `0..len()`; children are stored contiguously, so building is `O(n)`
/// and every traversal below is iterative (no recursion, whatever the depth).
///
/// ```
/// use combgames_grundy::RootedTree;
/// // A root with a path of 2 edges and a single edge: 2 xor 1 = 3.
/// let tree = RootedTree::from_parents(&[None, Some(0), Some(1), Some(0)]).unwrap();
/// assert_eq!(tree.grundy_value(), 3);
/// // Removing node 1 leaves value 1, node 2 leaves 1 xor 1 = 0, node 3 leaves 2.
/// assert_eq!(tree.winning_cuts(), vec![2]);
/// ```
///
/// Trees compare equal when their parent arrays are equal (the same numbering), and can be
/// hashed, so a tree serves as a position of a [`Solver`](crate::Solver).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct RootedTree {
    parent: Vec<Option<usize>>,
    /// Children of node `v` are `children[child_start[v]..child_start[v + 1]]`.
    child_start: Vec<usize>,
    children: Vec<usize>,
    /// Nodes in breadth-first order from the root: parents before children.
    order: Vec<usize>,
}

impl RootedTree {
    /// Builds a tree from each node's parent; exactly one node (the root) has `None`.
    ///
    /// # Errors
    /// [`Error::RootCount`] unless exactly one node has no parent;
    /// [`Error::ParentOutOfRange`] for a parent index `>= parents.len()`;
    /// [`Error::Disconnected`] if some nodes are not connected to the root (a cycle).
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// // Node 2 is the root; 0 and 1 hang below it.
    /// let tree = RootedTree::from_parents(&[Some(2), Some(2), None]).unwrap();
    /// assert_eq!(tree.root(), 2);
    /// assert!(RootedTree::from_parents(&[None, Some(2), Some(1)]).is_err()); // 1 and 2 form a cycle
    /// ```
    pub fn from_parents(parents: &[Option<usize>]) -> Result<Self, Error> {
        let n = parents.len();
        let roots: Vec<usize> = (0..n).filter(|&v| parents[v].is_none()).collect();
        if roots.len() != 1 {
            return Err(Error::RootCount(roots.len()));
        }
        if let Some((node, parent)) = parents
            .iter()
            .enumerate()
            .find_map(|(v, p)| p.filter(|&p| p >= n).map(|p| (v, p)))
        {
            return Err(Error::ParentOutOfRange {
                node,
                parent,
                len: n,
            });
        }
        let mut child_start = vec![0; n + 1];
        for p in parents.iter().flatten() {
            child_start[p + 1] += 1;
        }
        for v in 0..n {
            child_start[v + 1] += child_start[v];
        }
        let mut fill = child_start.clone();
        let mut children = vec![0; n.saturating_sub(1)];
        for (v, p) in parents.iter().enumerate() {
            if let Some(p) = *p {
                children[fill[p]] = v;
                fill[p] += 1;
            }
        }
        let mut order = Vec::with_capacity(n);
        order.push(roots[0]);
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            order.extend_from_slice(&children[child_start[v]..child_start[v + 1]]);
            i += 1;
        }
        if order.len() != n {
            return Err(Error::Disconnected(n - order.len()));
        }
        Ok(RootedTree {
            parent: parents.to_vec(),
            child_start,
            children,
            order,
        })
    }

    /// The number of nodes (one more than the number of edges; at least 1).
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// assert_eq!(RootedTree::from_parents(&[None, Some(0)]).unwrap().node_count(), 2);
    /// ```
    pub fn node_count(&self) -> usize {
        self.parent.len()
    }

    /// The parent array the tree was built from.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// let parents = [Some(1), None];
    /// assert_eq!(RootedTree::from_parents(&parents).unwrap().parents(), &parents);
    /// ```
    pub fn parents(&self) -> &[Option<usize>] {
        &self.parent
    }

    /// The root node.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// assert_eq!(RootedTree::from_parents(&[Some(1), None]).unwrap().root(), 1);
    /// ```
    pub fn root(&self) -> usize {
        self.order[0]
    }

    /// The parent of `node`, `None` for the root.
    ///
    /// # Errors
    /// [`Error::NoSuchNode`] if `node >= node_count()`.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// let tree = RootedTree::from_parents(&[None, Some(0)]).unwrap();
    /// assert_eq!(tree.parent(1), Ok(Some(0)));
    /// assert_eq!(tree.parent(0), Ok(None));
    /// assert!(tree.parent(2).is_err());
    /// ```
    pub fn parent(&self, node: usize) -> Result<Option<usize>, Error> {
        self.check(node)?;
        Ok(self.parent[node])
    }

    /// The children of `node`.
    ///
    /// # Errors
    /// [`Error::NoSuchNode`] if `node >= node_count()`.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// let tree = RootedTree::from_parents(&[None, Some(0), Some(0)]).unwrap();
    /// assert_eq!(tree.children(0), Ok(&[1, 2][..]));
    /// ```
    pub fn children(&self, node: usize) -> Result<&[usize], Error> {
        self.check(node)?;
        Ok(self.child_slice(node))
    }

    /// The Grundy value of the subtree below every node, by the colon principle:
    /// `G(v) = xor over children c of (1 + G(c))`, a leaf having value 0.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// // A path 0 - 1 - 2: the subtree at 1 is one edge (value 1), the whole path is worth 2.
    /// let path = RootedTree::from_parents(&[None, Some(0), Some(1)]).unwrap();
    /// assert_eq!(path.subtree_values(), vec![2, 1, 0]);
    /// ```
    pub fn subtree_values(&self) -> Vec<usize> {
        let mut value = vec![0; self.node_count()];
        for &v in self.order.iter().rev() {
            value[v] = self
                .child_slice(v)
                .iter()
                .fold(0, |acc, &c| acc ^ (1 + value[c]));
        }
        value
    }

    /// The Grundy value of the game on the whole tree: 0 exactly when the player to move loses.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// // Two single edges at the root cancel: 1 xor 1 = 0.
    /// assert_eq!(RootedTree::from_parents(&[None, Some(0), Some(0)]).unwrap().grundy_value(), 0);
    /// ```
    pub fn grundy_value(&self) -> usize {
        self.subtree_values()[self.root()]
    }

    /// The nodes whose removal (with their subtrees) leaves a position of value 0: the winning
    /// first moves. Sorted increasingly.
    ///
    /// One pass down the tree: for the whole tree to reach value 0, each subtree on the way
    /// must reach one definite value, so every node is visited once. `O(n)`.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// // A path of 3 edges (a nim heap of 3): only removing the whole path wins.
    /// let path = RootedTree::from_parents(&[None, Some(0), Some(1), Some(2)]).unwrap();
    /// assert_eq!(path.winning_cuts(), vec![1]);
    /// ```
    pub fn winning_cuts(&self) -> Vec<usize> {
        let value = self.subtree_values();
        // needed[v]: the value v's subtree must take for the whole tree to become 0.
        let mut needed: Vec<Option<usize>> = vec![None; self.node_count()];
        needed[self.root()] = Some(0);
        let mut cuts = Vec::new();
        for &v in &self.order {
            let Some(target) = needed[v] else { continue };
            for &c in self.child_slice(v) {
                // The branch through c must contribute `want` instead of 1 + G(c).
                let want = target ^ value[v] ^ (1 + value[c]);
                if want == 0 {
                    cuts.push(c);
                } else {
                    needed[c] = Some(want - 1);
                }
            }
        }
        cuts.sort_unstable();
        cuts
    }

    /// The number of winning first moves.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// // A star of three edges (value 1): cutting any one leaves 1 xor 1 = 0.
    /// assert_eq!(RootedTree::from_parents(&[None, Some(0), Some(0), Some(0)]).unwrap().count_winning_cuts(), 3);
    /// ```
    pub fn count_winning_cuts(&self) -> usize {
        self.winning_cuts().len()
    }

    /// The Grundy value after removing `node` and its subtree, recomputed along the path from
    /// `node` to the root: `O(depth)` given [`subtree_values`](Self::subtree_values).
    ///
    /// # Errors
    /// [`Error::NoSuchNode`] if `node >= node_count()`; [`Error::RootNotRemovable`] for the
    /// root; [`Error::ValuesMismatch`] if `values` does not have one entry per node;
    /// [`Error::ValueTooLarge`] if a value on the path is `usize::MAX` (no tree has it).
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// let path = RootedTree::from_parents(&[None, Some(0), Some(1), Some(2)]).unwrap();
    /// let values = path.subtree_values();
    /// assert_eq!(path.value_without(&values, 3), Ok(2)); // a path of two edges is left
    /// assert_eq!(path.value_without(&values, 1), Ok(0));
    /// ```
    pub fn value_without(&self, values: &[usize], node: usize) -> Result<usize, Error> {
        if values.len() != self.node_count() {
            return Err(Error::ValuesMismatch {
                expected: self.node_count(),
                got: values.len(),
            });
        }
        let Some(mut parent) = self.parent(node)? else {
            return Err(Error::RootNotRemovable);
        };
        let plus_one = |v: usize| v.checked_add(1).ok_or(Error::ValueTooLarge(v));
        // The branch at `node` now contributes nothing.
        let mut child = node;
        let mut contribution = 0;
        loop {
            let new_value = values[parent] ^ plus_one(values[child])? ^ contribution;
            match self.parent[parent] {
                None => return Ok(new_value),
                Some(up) => {
                    contribution = plus_one(new_value)?;
                    child = parent;
                    parent = up;
                }
            }
        }
    }

    /// A copy of the tree without `node` and its subtree, renumbered in the original order.
    ///
    /// # Errors
    /// [`Error::NoSuchNode`] if `node >= node_count()`; [`Error::RootNotRemovable`] for the
    /// root.
    ///
    /// ```
    /// use combgames_grundy::RootedTree;
    /// let path = RootedTree::from_parents(&[None, Some(0), Some(1), Some(2)]).unwrap();
    /// let shorter = path.pruned(2).unwrap();
    /// assert_eq!((shorter.node_count(), shorter.grundy_value()), (2, 1));
    /// ```
    pub fn pruned(&self, node: usize) -> Result<RootedTree, Error> {
        if self.parent(node)?.is_none() {
            return Err(Error::RootNotRemovable);
        }
        let mut removed = vec![false; self.node_count()];
        for &v in &self.order {
            removed[v] = v == node || self.parent[v].is_some_and(|p| removed[p]);
        }
        let mut new_index = vec![usize::MAX; self.node_count()];
        let mut kept = 0;
        for v in 0..self.node_count() {
            if !removed[v] {
                new_index[v] = kept;
                kept += 1;
            }
        }
        let parents: Vec<Option<usize>> = (0..self.node_count())
            .filter(|&v| !removed[v])
            .map(|v| self.parent[v].map(|p| new_index[p]))
            .collect();
        RootedTree::from_parents(&parents)
    }

    fn child_slice(&self, node: usize) -> &[usize] {
        &self.children[self.child_start[node]..self.child_start[node + 1]]
    }

    fn check(&self, node: usize) -> Result<(), Error> {
        if node < self.node_count() {
            Ok(())
        } else {
            Err(Error::NoSuchNode {
                node,
                len: self.node_count(),
            })
        }
    }
}

/// The parent of each node in order, `-` for the root: `[-, 0, 1, 0]`.
///
/// ```
/// use combgames_grundy::RootedTree;
/// let tree = RootedTree::from_parents(&[None, Some(0), Some(1), Some(0)]).unwrap();
/// assert_eq!(tree.to_string(), "[-, 0, 1, 0]");
/// ```
impl fmt::Display for RootedTree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, p) in self.parent.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match p {
                Some(p) => write!(f, "{p}")?,
                None => f.write_str("-")?,
            }
        }
        f.write_str("]")
    }
}

impl Default for TreeBuilder {
    fn default() -> Self {
        Self::new()
    }
}

/// Builds a [`RootedTree`] node by node; node 0 is the root.
///
/// ```
/// use combgames_grundy::TreeBuilder;
/// let mut builder = TreeBuilder::new();
/// let a = builder.add_child(0).unwrap();
/// builder.add_child(a).unwrap();
/// let tree = builder.build();
/// assert_eq!(tree.grundy_value(), 2); // a path of two edges is a nim heap of 2
/// ```
#[derive(Debug, Clone)]
pub struct TreeBuilder {
    parents: Vec<Option<usize>>,
}

impl TreeBuilder {
    /// A builder holding only the root, node 0.
    ///
    /// ```
    /// use combgames_grundy::TreeBuilder;
    /// assert_eq!(TreeBuilder::new().build().node_count(), 1);
    /// ```
    pub fn new() -> Self {
        TreeBuilder {
            parents: vec![None],
        }
    }

    /// Adds a child below `parent` and returns its index.
    ///
    /// # Errors
    /// [`Error::NoSuchNode`] if `parent` has not been added yet.
    ///
    /// ```
    /// use combgames_grundy::TreeBuilder;
    /// let mut builder = TreeBuilder::new();
    /// assert_eq!(builder.add_child(0), Ok(1));
    /// assert!(builder.add_child(5).is_err());
    /// ```
    pub fn add_child(&mut self, parent: usize) -> Result<usize, Error> {
        if parent >= self.parents.len() {
            return Err(Error::NoSuchNode {
                node: parent,
                len: self.parents.len(),
            });
        }
        self.parents.push(Some(parent));
        Ok(self.parents.len() - 1)
    }

    /// The finished tree.
    ///
    /// ```
    /// use combgames_grundy::TreeBuilder;
    /// let mut builder = TreeBuilder::new();
    /// builder.add_child(0).unwrap();
    /// builder.add_child(0).unwrap();
    /// assert_eq!(builder.build().grundy_value(), 0);
    /// ```
    pub fn build(self) -> RootedTree {
        // Every node but the root has an earlier node as parent: always a tree.
        RootedTree::from_parents(&self.parents)
            .unwrap_or_else(|_| unreachable!("a builder always holds a tree"))
    }
}
