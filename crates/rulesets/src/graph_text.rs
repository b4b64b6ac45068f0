//! The plain text of a graph: a shorthand (`path 7`, `cycle 5`, `grid 3x4`, `complete 4`,
//! `empty 3`) or the number of vertices and the edges (`5: 0-1-2-3-4, 1-3`); with labels
//! (`5: 0-1-2:L, 2-3:R`) for the graphs of partizan rulesets.

use combgames_partizan::{GraphFault, PositionError};

use crate::{Edge, Error, Graph, LabelledGraph, MAX_VERTICES};

impl Graph {
    /// Reads a graph from its plain text (docs/impartial.md, "Graphs"):
    ///
    /// - a shorthand: `path N` (vertices `0..N` in a row), `cycle N` (a path closed into a
    ///   ring, `N >= 3`), `grid RxC` (R rows of C vertices, each joined to the vertices above,
    ///   below, left and right of it, vertex `r * C + c`), `complete N` (every two joined),
    ///   `empty N` (no edge);
    /// - or `N:` followed by the edges, each `u-v` or a chain `u-v-w-...` (its consecutive
    ///   pairs), separated by commas, semicolons, spaces or new lines.
    ///
    /// Vertices are numbered from 0; `#` starts a comment to the end of its line; repeated
    /// edges are harmless. At most [`MAX_VERTICES`] vertices.
    ///
    /// # Errors
    /// [`PositionError::Graph`] with the line and column (from 1) of the fault: a word or
    /// number expected, a self-loop, a vertex outside the graph, too many vertices.
    ///
    /// ```
    /// use combgames_partizan::{Error, GraphFault, PositionError};
    /// use combgames_rulesets::Graph;
    /// let g = Graph::parse("4: 0-1-2, 2-3 # a path").unwrap();
    /// assert_eq!(g, Graph::parse("path 4").unwrap());
    /// assert_eq!(Graph::parse("grid 2x3").unwrap().neighbours(4).collect::<Vec<_>>(), [1, 3, 5]);
    /// let bad = Graph::parse("3:\n0-1\n1-1");
    /// let fault = GraphFault::SelfLoop(1);
    /// assert_eq!(bad, Err(Error::Position(PositionError::Graph { line: 3, column: 3, fault })));
    /// ```
    pub fn parse(text: &str) -> Result<Graph, Error> {
        let (count, edges) = read(text, Grammar::PLAIN)?;
        let pairs: Vec<(usize, usize)> = edges.iter().map(|&(u, v, _)| (u, v)).collect();
        build(count, &pairs)
    }
}

impl LabelledGraph {
    /// Reads a graph whose edges carry labels, `L` (Left's), `R` (Right's) or `G` (either
    /// player's), from the plain text of [`Graph::parse`] with a label after each chain of
    /// edges or shorthand: `5: 0-1-2:L, 2-3:R, 3-4:G`, `path 6:G`, `grid 3x3:L`. A chain or
    /// shorthand with no label is green (`G`). Unlike a [`Graph`], an edge may join a vertex
    /// to itself (a loop, `1-1:R`) and two vertices may be joined more than once: Hackenbush
    /// pictures have both (rulesets that forbid them refuse them).
    ///
    /// # Errors
    /// As for [`Graph::parse`] (line and column of the fault), and a label other than `L`,
    /// `R` or `G`.
    ///
    /// ```
    /// use combgames_rulesets::{Edge, LabelledGraph};
    /// let g = LabelledGraph::parse("3: 0-1:L, 1-2-1:G").unwrap();
    /// assert_eq!(g.vertices(), 3);
    /// assert_eq!(g.edges(), [(0, 1, Edge::Blue), (1, 2, Edge::Green), (2, 1, Edge::Green)]);
    /// assert_eq!(LabelledGraph::parse("path 3:R").unwrap().edges(), [(0, 1, Edge::Red), (1, 2, Edge::Red)]);
    /// assert!(LabelledGraph::parse("2: 0-1:X").unwrap_err().to_string().contains("line 1, column 8"));
    /// ```
    pub fn parse(text: &str) -> Result<LabelledGraph, Error> {
        Self::parse_with(text, true)
    }

    /// [`parse`](Self::parse), with loops refused at their place unless `loops`.
    pub(crate) fn parse_with(text: &str, loops: bool) -> Result<LabelledGraph, Error> {
        let (vertices, edges) = Self::read_labelled(text, loops, MAX_VERTICES)?;
        LabelledGraph::new(vertices, &edges)
    }

    /// The vertex count and labelled edges of a text of up to `max_vertices` vertices (loops
    /// allowed when `loops`), not yet a graph.
    pub(crate) fn read_labelled(
        text: &str,
        loops: bool,
        max_vertices: usize,
    ) -> Result<Read, Error> {
        let grammar = Grammar {
            labels: true,
            loops,
            tints: false,
        };
        let mut reader = Reader::new(text, grammar);
        reader.max_vertices = max_vertices;
        reader.graph()
    }
}

/// What a text may hold beyond a plain graph.
#[derive(Clone, Copy)]
struct Grammar {
    /// Labels `:L`, `:R`, `:G` after chains and shorthands.
    labels: bool,
    /// Edges from a vertex to itself.
    loops: bool,
    /// Tints `L`, `R` after a vertex number (`0L-1`), and vertices with no edge (`3: 0L, 1-2`).
    tints: bool,
}

impl Grammar {
    /// The grammar of [`Graph::parse`].
    const PLAIN: Grammar = Grammar {
        labels: false,
        loops: false,
        tints: false,
    };
}

/// No tint on a vertex; a vertex only Left may take; one only Right may take.
pub(crate) const UNTINTED: u8 = 0;
pub(crate) const TINT_LEFT: u8 = 1;
pub(crate) const TINT_RIGHT: u8 = 2;

/// A plain graph whose vertices may carry a tint, `L` or `R`, written after the vertex number
/// wherever it appears (`5: 0L-1-2-3-4L`; a vertex alone is allowed, `3: 0L, 1-2`): the graph
/// and each vertex's tint ([`UNTINTED`], [`TINT_LEFT`], [`TINT_RIGHT`]). Shorthands are read
/// untinted. A vertex given two different tints is refused at the second.
pub(crate) fn read_tinted(text: &str) -> Result<(Graph, Vec<u8>), Error> {
    let grammar = Grammar {
        tints: true,
        ..Grammar::PLAIN
    };
    let mut reader = Reader::new(text, grammar);
    let (count, edges) = reader.graph()?;
    let pairs: Vec<(usize, usize)> = edges.iter().map(|&(u, v, _)| (u, v)).collect();
    let mut tints = reader.tints;
    tints.resize(count, UNTINTED);
    Ok((build(count, &pairs)?, tints))
}

/// A graph as read: its vertex count and its labelled edges.
type Read = (usize, Vec<(usize, usize, Edge)>);

/// The vertex count and the labelled edges of a text (all green without labels).
fn read(text: &str, grammar: Grammar) -> Result<Read, Error> {
    Reader::new(text, grammar).graph()
}

/// A cursor over the text, counting lines and columns.
struct Reader {
    chars: Vec<char>,
    at: usize,
    grammar: Grammar,
    /// The tints read so far, by vertex (with [`Grammar::tints`]).
    tints: Vec<u8>,
    /// The most vertices a count may give: [`MAX_VERTICES`] unless said otherwise.
    max_vertices: usize,
}

impl Reader {
    fn new(text: &str, grammar: Grammar) -> Self {
        Reader {
            chars: text.chars().collect(),
            at: 0,
            grammar,
            tints: Vec::new(),
            max_vertices: MAX_VERTICES,
        }
    }

    /// The whole text: a shorthand or a vertex count and edges, then nothing.
    fn graph(&mut self) -> Result<Read, Error> {
        self.skip_space();
        let graph = if self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.shorthand()?
        } else {
            self.explicit()?
        };
        self.skip_space();
        if self.peek().is_some() {
            return Err(self.fault(GraphFault::Expected("the end of the graph")));
        }
        Ok(graph)
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// The line and column (from 1) of character `at`.
    fn place(&self, at: usize) -> (usize, usize) {
        let before = &self.chars[..at.min(self.chars.len())];
        let line = 1 + before.iter().filter(|&&c| c == '\n').count();
        let column = 1 + before.iter().rev().take_while(|&&c| c != '\n').count();
        (line, column)
    }

    fn fault_at(&self, at: usize, fault: GraphFault) -> Error {
        let (line, column) = self.place(at);
        PositionError::Graph {
            line,
            column,
            fault,
        }
        .into()
    }

    fn fault(&self, fault: GraphFault) -> Error {
        self.fault_at(self.at, fault)
    }

    /// Skips spaces, new lines and comments.
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c == '#' {
                while self.peek().is_some_and(|c| c != '\n') {
                    self.at += 1;
                }
            } else if c.is_whitespace() {
                self.at += 1;
            } else {
                break;
            }
        }
    }

    /// Skips separators between edges: spaces, new lines, comments, commas, semicolons.
    fn skip_separators(&mut self) {
        loop {
            self.skip_space();
            if matches!(self.peek(), Some(',' | ';')) {
                self.at += 1;
            } else {
                break;
            }
        }
    }

    /// A number of decimal digits (saturated at `usize::MAX`), and where it starts.
    fn number(&mut self) -> Result<(usize, usize), Error> {
        let start = self.at;
        let mut value: usize = 0;
        while let Some(d) = self.peek().and_then(|c| c.to_digit(10)) {
            value = value.saturating_mul(10).saturating_add(d as usize);
            self.at += 1;
        }
        if self.at == start {
            return Err(self.fault(GraphFault::Expected("a number")));
        }
        Ok((value, start))
    }

    /// A word of letters.
    fn word(&mut self) -> String {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
            self.at += 1;
        }
        self.chars[start..self.at].iter().collect()
    }

    /// A vertex count, refused past the reader's most vertices at `start`.
    fn count(&self, count: usize, start: usize) -> Result<usize, Error> {
        if count > self.max_vertices {
            return Err(self.fault_at(
                start,
                GraphFault::TooManyVertices {
                    count,
                    max: self.max_vertices,
                },
            ));
        }
        Ok(count)
    }

    /// `path N`, `cycle N`, `grid RxC`, `complete N`, `empty N`.
    fn shorthand(&mut self) -> Result<Read, Error> {
        let start = self.at;
        let word = self.word();
        self.skip_space();
        let (n, at) = self.number()?;
        let mut edges: Vec<(usize, usize)> = Vec::new();
        let count = match word.as_str() {
            "path" => {
                let n = self.count(n, at)?;
                edges.extend((1..n).map(|v| (v - 1, v)));
                n
            }
            "cycle" => {
                let n = self.count(n, at)?;
                if n < 3 {
                    return Err(self.fault_at(at, GraphFault::Expected("at least 3 vertices")));
                }
                edges.extend((0..n).map(|v| (v, (v + 1) % n)));
                n
            }
            "complete" => {
                let n = self.count(n, at)?;
                edges.extend((0..n).flat_map(|u| (u + 1..n).map(move |v| (u, v))));
                n
            }
            "empty" => self.count(n, at)?,
            "grid" => {
                if !matches!(self.peek(), Some('x' | 'X')) {
                    return Err(self.fault(GraphFault::Expected("'x' between rows and columns")));
                }
                self.at += 1;
                let (cols, _) = self.number()?;
                let cells = self.count(n.saturating_mul(cols), at)?;
                for r in 0..n {
                    for c in 0..cols {
                        let v = r * cols + c;
                        if c + 1 < cols {
                            edges.push((v, v + 1));
                        }
                        if r + 1 < n {
                            edges.push((v, v + cols));
                        }
                    }
                }
                cells
            }
            _ => {
                return Err(self.fault_at(
                    start,
                    GraphFault::Expected("path, cycle, grid, complete, empty or a vertex count"),
                ));
            }
        };
        let label = self.label()?;
        Ok((
            count,
            edges.into_iter().map(|(u, v)| (u, v, label)).collect(),
        ))
    }

    /// `:L`, `:R` or `:G` where the grammar has labels (green when none is written).
    fn label(&mut self) -> Result<Edge, Error> {
        self.skip_space();
        if self.peek() != Some(':') {
            return Ok(Edge::Green);
        }
        if !self.grammar.labels {
            return Err(self.fault(GraphFault::Expected(
                "an edge or the end, not a label (labels such as ':L' are for labelled graphs)",
            )));
        }
        self.at += 1;
        self.skip_space();
        let label = match self.peek() {
            Some('L') => Edge::Blue,
            Some('R') => Edge::Red,
            Some('G') => Edge::Green,
            _ => return Err(self.fault(GraphFault::Expected("a label: L, R or G"))),
        };
        self.at += 1;
        Ok(label)
    }

    /// `N:` and the edges.
    fn explicit(&mut self) -> Result<Read, Error> {
        let (n, at) = self.number()?;
        let count = self.count(n, at)?;
        self.skip_space();
        if self.peek() != Some(':') {
            return Err(self.fault(GraphFault::Expected("':' after the vertex count")));
        }
        self.at += 1;
        let mut edges = Vec::new();
        loop {
            self.skip_separators();
            if self.peek().is_none() {
                break;
            }
            let (mut u, _) = self.vertex(count)?;
            let chain = edges.len();
            while self.peek() == Some('-') {
                self.at += 1;
                let (v, v_at) = self.vertex(count)?;
                if u == v && !self.grammar.loops {
                    return Err(self.fault_at(v_at, GraphFault::SelfLoop(v)));
                }
                edges.push((u, v, Edge::Green));
                u = v;
            }
            if edges.len() == chain && !self.grammar.tints {
                return Err(self.fault(GraphFault::Expected("'-' and a second vertex")));
            }
            let label = self.label()?;
            for edge in &mut edges[chain..] {
                edge.2 = label;
            }
        }
        Ok((count, edges))
    }

    /// A vertex number below `count`.
    fn vertex(&mut self, count: usize) -> Result<(usize, usize), Error> {
        let (v, at) = self.number()?;
        if v >= count {
            return Err(self.fault_at(at, GraphFault::NoSuchVertex { vertex: v, count }));
        }
        if self.grammar.tints {
            let tint = match self.peek() {
                Some('L') => TINT_LEFT,
                Some('R') => TINT_RIGHT,
                _ => return Ok((v, at)),
            };
            if self.tints.len() < count {
                self.tints.resize(count, UNTINTED);
            }
            if self.tints[v] != UNTINTED && self.tints[v] != tint {
                return Err(self.fault(GraphFault::Expected("the tint this vertex had before")));
            }
            self.tints[v] = tint;
            self.at += 1;
        }
        Ok((v, at))
    }
}

/// The graph of `count` vertices and `edges` (both checked by the reader already; `Graph::new`
/// checks them again).
fn build(count: usize, edges: &[(usize, usize)]) -> Result<Graph, Error> {
    let mut neighbours = vec![Vec::new(); count];
    for &(u, v) in edges {
        neighbours[u].push(v);
    }
    Graph::new(&neighbours)
}
