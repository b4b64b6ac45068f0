//! Node Kayles and Arc Kayles on any graph, by the search core's nimber search.

use combgames_base::Limits;
use combgames_search::key::Two;
use combgames_search::{Key, NimberRules, NimberSearch, Options, Stats};

use crate::grid_images::least_image;
use crate::{Error, Graph};

/// Which Kayles a [`GraphKayles`] plays.
///
/// ```
/// use combgames_rulesets::KaylesRule;
/// assert_ne!(KaylesRule::Node, KaylesRule::Arc);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KaylesRule {
    /// Node Kayles: a move takes a vertex and its neighbours off the graph (Schaefer 1978;
    /// Winning Ways ch. 4 plays it on rows as Dawson's chess).
    Node,
    /// Arc Kayles: a move takes an edge's two ends, and every edge at them, off the graph.
    Arc,
}

/// Node Kayles or Arc Kayles on a [`Graph`] (impartial; who cannot move loses): the nimber
/// of the graph, or of any set of its vertices, by the nimber search ([`NimberSearch`]). The
/// parts of a position are its connected components; a part is keyed by its length alone if
/// it is a path or a cycle (every path of `n` vertices is the same game); on a grid graph
/// (`grid RxC`, vertex `r C + c`), by its shape up to translation and the eight symmetries of
/// the square if its bounding box has at most 112 cells (as Cram's regions: such parts are
/// isomorphic); otherwise by its vertices.
///
/// Node Kayles on a path of `n` vertices is Dawson's chess (octal `.137`, heap `n`); Arc
/// Kayles on it is Dawson's Kayles (`.07`, heap `n`).
///
/// ```
/// use combgames_rulesets::{Graph, GraphKayles};
/// let path = Graph::parse("path 8").unwrap();
/// assert_eq!(GraphKayles::node(path.clone()).nimber(Default::default()), Ok(0)); // .137: heap 8 is 0
/// assert_eq!(GraphKayles::arc(path).nimber(Default::default()), Ok(1)); // .07: heap 8 is *1
/// let star = Graph::parse("4: 0-1, 0-2, 0-3").unwrap();
/// assert_eq!(GraphKayles::node(star).nimber(Default::default()), Ok(1)); // every move leaves 0
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GraphKayles {
    graph: Graph,
    rule: KaylesRule,
    /// Each vertex's neighbours.
    taken: Vec<u128>,
    /// The columns of the grid the graph is (vertex `r cols + c` joined to its neighbours in
    /// the rows and columns), if it is one with at least two rows and two columns.
    grid_cols: Option<usize>,
}

/// The key of a part of a [`GraphKayles`] position: a path or a cycle by its length, a part of
/// a grid graph whose bounding box has at most 112 cells by its shape up to the square's
/// symmetries (`cols << 120 | rows << 112 | cells` of the least image), any other part by its
/// vertices.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct PartKey {
    /// 0: `value` is the vertices; 1: a path of `value` vertices; 2: a cycle; 3: a grid shape.
    kind: u8,
    value: u128,
}

impl Key for PartKey {
    type Bucket = Two<PartKey>;
}

impl PartKey {
    /// The kind (0: vertices, 1: a path, 2: a cycle, 3: a grid shape) and the value.
    #[must_use]
    pub fn parts(&self) -> (u8, u128) {
        (self.kind, self.value)
    }

    /// The key of a kind and a value (`None` for a kind past 3).
    #[must_use]
    pub fn from_parts(kind: u8, value: u128) -> Option<PartKey> {
        (kind <= 3).then_some(PartKey { kind, value })
    }
}

impl GraphKayles {
    /// Node Kayles on `graph`.
    #[must_use]
    pub fn node(graph: Graph) -> GraphKayles {
        GraphKayles::new(graph, KaylesRule::Node)
    }

    /// Arc Kayles on `graph`.
    #[must_use]
    pub fn arc(graph: Graph) -> GraphKayles {
        GraphKayles::new(graph, KaylesRule::Arc)
    }

    /// `rule` on `graph`.
    #[must_use]
    pub fn new(graph: Graph, rule: KaylesRule) -> GraphKayles {
        let taken: Vec<u128> = (0..graph.len()).map(|v| graph.mask(v)).collect();
        let grid_cols = grid_columns(&taken);
        GraphKayles {
            graph,
            rule,
            taken,
            grid_cols,
        }
    }

    /// The graph.
    #[must_use]
    pub fn graph(&self) -> &Graph {
        &self.graph
    }

    /// The rule.
    #[must_use]
    pub fn rule(&self) -> KaylesRule {
        self.rule
    }

    /// The name of this game's table in a [`NimberDb`](crate::NimberDb): the rule and the
    /// graph's adjacency (some of its keys are sets of this graph's vertices).
    ///
    /// ```
    /// use combgames_rulesets::{Graph, GraphKayles};
    /// let g = GraphKayles::arc(Graph::parse("path 3").unwrap());
    /// assert_eq!(g.table_name(), "arc-kayles 3: 2 5 2");
    /// ```
    #[must_use]
    pub fn table_name(&self) -> String {
        let rule = match self.rule {
            KaylesRule::Node => "node-kayles",
            KaylesRule::Arc => "arc-kayles",
        };
        let words: Vec<String> = self.taken.iter().map(|m| format!("{m:x}")).collect();
        format!("{rule} {}: {}", self.graph.len(), words.join(" "))
    }

    /// Every vertex of the graph, as a set.
    fn all(&self) -> u128 {
        match self.graph.len() {
            128 => u128::MAX,
            n => (1u128 << n) - 1,
        }
    }

    /// The connected components of the vertex set `set`, each pushed onto `out` (parts with
    /// no move left out).
    fn split(&self, mut set: u128, out: &mut Options<u128>) {
        while set != 0 {
            let mut part = set & set.wrapping_neg();
            let mut frontier = part;
            while frontier != 0 {
                let v = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = self.taken[v] & set & !part;
                part |= new;
                frontier |= new;
            }
            set &= !part;
            if self.rule == KaylesRule::Node || part.count_ones() > 1 {
                out.push(part);
            }
        }
    }

    /// The degrees in the part `set`: the edges inside it, and whether every degree is at
    /// most two (then a connected part is a path or a cycle).
    fn shape(&self, set: u128) -> (u32, bool) {
        let (mut twice_edges, mut thin) = (0, true);
        let mut rest = set;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let degree = (self.taken[v] & set & !(1 << v)).count_ones();
            twice_edges += degree;
            thin &= degree <= 2;
        }
        (twice_edges / 2, thin)
    }

    /// The nimber of the whole graph, within `limits` (as [`NimberSearch`] takes them; with
    /// no byte limit, a table of 32 KiB doubled for every two vertices, at most
    /// [`DEFAULT_TABLE_BYTES`](combgames_search::DEFAULT_TABLE_BYTES)), on one thread (for
    /// more, a [`NimberSearch`] over this game with [`NimberSearch::threads`]).
    ///
    /// Cost: the questions the search asks, bounded by the limits.
    ///
    /// # Errors
    /// [`Error::Exceeded`] past a limit; [`Error::Interrupted`].
    pub fn nimber(&self, limits: Limits) -> Result<u32, Error> {
        Ok(self.nimber_with_stats(limits)?.0)
    }

    /// [`nimber`](Self::nimber) with the statistics of its search.
    ///
    /// # Errors
    /// As for [`nimber`](Self::nimber).
    ///
    /// ```
    /// use combgames_rulesets::{Graph, GraphKayles};
    /// let game = GraphKayles::node(Graph::parse("grid 3x3").unwrap());
    /// let (n, stats) = game.nimber_with_stats(Default::default()).unwrap();
    /// assert_eq!(n, 1); // taking the centre leaves the four corners apart: 0
    /// assert!(stats.nodes > 0);
    /// ```
    pub fn nimber_with_stats(&self, limits: Limits) -> Result<(u32, Stats), Error> {
        let limits = crate::cram_nimber::suited(limits, self.graph.len());
        let mut search = NimberSearch::new(self.clone(), limits)?;
        let mut total = 0;
        for part in self.parts() {
            total ^= search.nimber::<Error>(&part)?;
        }
        Ok((total, search.stats()))
    }

    /// The connected parts of the whole graph with a move in them, as vertex sets: the
    /// components a [`NimberSearch`] of these rules values (the graph's nimber is the nim-sum
    /// of theirs).
    ///
    /// ```
    /// use combgames_rulesets::{Graph, GraphKayles};
    /// let g = GraphKayles::arc(Graph::parse("5: 0-1, 3-4").unwrap());
    /// assert_eq!(g.parts(), [0b00011, 0b11000]); // vertex 2 alone has no edge
    /// ```
    #[must_use]
    pub fn parts(&self) -> Vec<u128> {
        let mut parts = Options::default();
        self.split(self.all(), &mut parts);
        parts.end();
        parts.get(0).to_vec()
    }
}

impl NimberRules for GraphKayles {
    type Component = u128;
    type Key = PartKey;

    fn key(&self, &set: &u128) -> PartKey {
        let n = u128::from(set.count_ones());
        let (edges, thin) = self.shape(set);
        match (thin, u128::from(edges)) {
            (true, e) if e + 1 == n => PartKey { kind: 1, value: n },
            (true, e) if e == n => PartKey { kind: 2, value: n },
            _ => match self.grid_cols.and_then(|cols| grid_shape_key(set, cols)) {
                Some(value) => PartKey { kind: 3, value },
                None => PartKey {
                    kind: 0,
                    value: set,
                },
            },
        }
    }

    fn size(&self, set: &u128) -> u64 {
        u64::from(set.count_ones())
    }

    fn options(&self, &set: &u128, out: &mut Options<u128>) {
        let mut rest = set;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            match self.rule {
                KaylesRule::Node => {
                    self.split(set & !self.taken[v] & !(1 << v), out);
                    out.end();
                }
                KaylesRule::Arc => {
                    // Each edge once, from its lower end.
                    let mut higher =
                        self.taken[v] & set & u128::MAX.checked_shl(v as u32 + 1).unwrap_or(0);
                    while higher != 0 {
                        let u = higher.trailing_zeros();
                        higher &= higher - 1;
                        self.split(set & !(1 << v | 1 << u), out);
                        out.end();
                    }
                }
            }
        }
    }

    /// Node Kayles: one or two vertices, `*1`. Arc Kayles: one vertex `0`, two `*1`.
    fn known(&self, set: &u128) -> Option<u32> {
        match (self.rule, set.count_ones()) {
            (KaylesRule::Node, 1 | 2) | (KaylesRule::Arc, 2) => Some(1),
            (_, 0) | (KaylesRule::Arc, 1) => Some(0),
            _ => None,
        }
    }

    /// The moves: vertices (Node Kayles) or edges (Arc Kayles).
    fn bound(&self, &set: &u128) -> u32 {
        match self.rule {
            KaylesRule::Node => set.count_ones(),
            KaylesRule::Arc => self.shape(set).0,
        }
    }
}

/// The columns `C` if `taken` (each vertex's neighbours) is the grid of `R >= 2` rows and
/// `C >= 2` columns, vertex `r C + c` joined to the vertices beside it in its row and column.
/// `O(vertices)` for each way of factoring the vertex count.
fn grid_columns(taken: &[u128]) -> Option<usize> {
    let n = taken.len();
    (2..n)
        .filter(|cols| n % cols == 0 && n / cols >= 2)
        .find(|&cols| {
            taken.iter().enumerate().all(|(v, &neighbours)| {
                let (r, c) = (v / cols, v % cols);
                let mut expected = 0u128;
                if c > 0 {
                    expected |= 1 << (v - 1);
                }
                if c + 1 < cols {
                    expected |= 1 << (v + 1);
                }
                if r > 0 {
                    expected |= 1 << (v - cols);
                }
                if v + cols < n {
                    expected |= 1 << (v + cols);
                }
                neighbours == expected
            })
        })
}

/// The most cells of the bounding box of a grid part keyed by its shape: 112, so that the box's
/// cells and its two sides (a byte each) fit in a `u128`.
const MAX_SHAPE_BOX: usize = 112;

/// The key of the part `set` of a grid graph of `cols` columns by its shape, if its bounding
/// box has at most [`MAX_SHAPE_BOX`] cells: the box's cells, row after row, in the least of
/// the images of the box under the eight symmetries of the square (turned so that it has no
/// more rows than columns), with the box's sides: `cols << 120 | rows << 112 | cells`. Parts
/// with one key are images of each other under a symmetry of the grid, so isomorphic.
fn grid_shape_key(set: u128, cols: usize) -> Option<u128> {
    if set == 0 || cols == 0 || cols >= 128 {
        return None;
    }
    let (r0, r1) = (
        set.trailing_zeros() as usize / cols,
        (127 - set.leading_zeros() as usize) / cols,
    );
    let mut columns = 0u128;
    for r in r0..=r1 {
        columns |= set >> (r * cols) & low(cols);
    }
    let c0 = columns.trailing_zeros() as usize;
    let width = 128 - columns.leading_zeros() as usize - c0;
    let height = r1 - r0 + 1;
    if width * height > MAX_SHAPE_BOX {
        return None;
    }
    let mut bits = 0u128;
    for r in r0..=r1 {
        bits |= (set >> (r * cols + c0) & low(width)) << ((r - r0) * width);
    }
    let (rows, cols, least) = least_image(height, width, bits);
    Some((cols as u128) << 120 | (rows as u128) << 112 | least)
}

/// The low `n < 128` bits.
fn low(n: usize) -> u128 {
    (1u128 << n) - 1
}
