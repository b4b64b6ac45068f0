//! Snort and Col: colouring the vertices of a graph.

use std::fmt;

use crate::graph_text::{TINT_LEFT, TINT_RIGHT, read_tinted};
use crate::{Error, PositionError};
use crate::{Graph, Grid, MAX_VERTICES, Player, Position};

/// Which colouring ruleset: what a vertex may not share with its neighbours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColoringRule {
    /// Col: no two neighbours of the same colour (cold: values are numbers and numbers plus
    /// `*`).
    Col,
    /// Snort: no two neighbours of different colours (hot).
    Snort,
}

/// What colours a vertex may still take.
const FREE: u8 = 0;
const LEFT_ONLY: u8 = 1;
const RIGHT_ONLY: u8 = 2;

/// A position of Snort or Col (Winning Ways, ch. 2): the players take turns to colour an
/// uncoloured vertex of a graph, Left blue and Right red; in Col no two neighbours may share a
/// colour, in Snort no two neighbours may differ. Who cannot colour loses. Up to
/// [`MAX_VERTICES`] vertices.
///
/// A coloured vertex only matters through what it forbids its neighbours, so the position
/// keeps the uncoloured vertices alone, each with the colours it may still take (a vertex that
/// may take none is dropped). The connected components are independent; the key is the
/// component with its vertices in their order in the graph (no search for isomorphic
/// relabellings).
///
/// ```
/// use combgames_partizan::Arena;
/// use combgames_rulesets::{Coloring, ColoringRule, Solver};
/// let mut arena = Arena::new();
/// let mut solver = Solver::new(&mut arena);
/// let col = Coloring::parse_grid(ColoringRule::Col, "...").unwrap();
/// let snort = Coloring::parse_grid(ColoringRule::Snort, "...").unwrap();
/// let (c, s) = (solver.value(&col).unwrap(), solver.value(&snort).unwrap());
/// assert_eq!(arena.to_text(c).unwrap(), "0"); // Col is cold: a move to an end costs
/// assert_eq!(arena.to_text(s).unwrap(), "+-2"); // Snort is hot: the middle takes both ends
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Coloring {
    rule: ColoringRule,
    /// What each uncoloured vertex may take: `FREE`, `LEFT_ONLY` or `RIGHT_ONLY`.
    tints: Vec<u8>,
    /// The uncoloured vertices and their edges.
    graph: Graph,
}

impl Coloring {
    /// A position on any graph: `neighbours[v]` lists the neighbours of vertex `v` (an edge
    /// listed from either end is enough), and `coloured` the vertices already coloured, with
    /// the player whose colour they have.
    ///
    /// # Errors
    /// [`Error::Position`]: [`PositionError::TooLong`] past [`MAX_VERTICES`];
    /// [`PositionError::NoSuchVertex`] for a neighbour or coloured vertex outside the graph;
    /// [`PositionError::SelfLoop`] for a vertex listed as its own neighbour.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Coloring, ColoringRule, Player, Solver};
    /// // A triangle with one vertex coloured blue: in Col the other two may only be red.
    /// let triangle = [vec![1, 2], vec![2], vec![]];
    /// let g = Coloring::on_graph(ColoringRule::Col, &triangle, &[(0, Player::Left)]).unwrap();
    /// let mut arena = Arena::new();
    /// let value = Solver::new(&mut arena).value(&g).unwrap();
    /// assert_eq!(arena.to_text(value).unwrap(), "-1");
    /// ```
    pub fn on_graph(
        rule: ColoringRule,
        neighbours: &[Vec<usize>],
        coloured: &[(usize, Player)],
    ) -> Result<Coloring, Error> {
        let graph = Graph::new(neighbours)?;
        let count = graph.len();
        let mut position = Coloring {
            rule,
            tints: vec![FREE; count],
            graph,
        };
        let mut gone = 0u128;
        for &(v, player) in coloured {
            if v >= count {
                return Err(PositionError::NoSuchVertex { vertex: v, count }.into());
            }
            gone |= position.tint_neighbours(v, player);
            gone |= 1 << v;
        }
        Ok(position.without(gone))
    }

    /// A position on a grid of vertices, neighbours orthogonal: `.` an uncoloured vertex, `L`
    /// and `R` vertices coloured by Left and by Right, `#` no vertex; rows separated by `|`.
    ///
    /// # Errors
    /// As for [`Grid::parse`], and [`PositionError::TooLong`] past [`MAX_VERTICES`] cells.
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Coloring, ColoringRule, Solver};
    /// let mut arena = Arena::new();
    /// let g = Coloring::parse_grid(ColoringRule::Snort, "L.").unwrap();
    /// let value = Solver::new(&mut arena).value(&g).unwrap();
    /// assert_eq!(arena.to_text(value).unwrap(), "1"); // the free vertex is Left's alone
    /// ```
    pub fn parse_grid(rule: ColoringRule, text: &str) -> Result<Coloring, Error> {
        let grid = Grid::parse(text, ".LR#")?;
        let cells = grid.cells().len();
        if cells > MAX_VERTICES {
            return Err(PositionError::TooLong {
                len: cells,
                max: MAX_VERTICES,
            }
            .into());
        }
        // The vertices are the cells other than `#`, numbered in order.
        let vertices: Vec<usize> = (0..cells).filter(|&i| grid.cell(i) != b'#').collect();
        let mut number = vec![usize::MAX; cells];
        for (v, &i) in vertices.iter().enumerate() {
            number[i] = v;
        }
        let mut neighbours = vec![Vec::new(); vertices.len()];
        let mut coloured = Vec::new();
        for (v, &i) in vertices.iter().enumerate() {
            for (dr, dc) in [(0, 1), (1, 0)] {
                if let Some(j) = grid.step(i, dr, dc).filter(|&j| grid.cell(j) != b'#') {
                    neighbours[v].push(number[j]);
                }
            }
            match grid.cell(i) {
                b'L' => coloured.push((v, Player::Left)),
                b'R' => coloured.push((v, Player::Right)),
                _ => {}
            }
        }
        Coloring::on_graph(rule, &neighbours, &coloured)
    }

    /// A position on a graph with tinted vertices (a tinted vertex is uncoloured, and only
    /// the player of its tint may colour it), in either of two texts:
    ///
    /// - `CGSuite`'s graph notation, the part of it that writes paths: vertices joined by `-`,
    ///   each `.` (uncoloured, either player may colour it), `L` or `R` (tinted by that
    ///   player); paths separated by `;` are separate components. Spaces are ignored.
    ///   `L-.-.-.-L` is a path of five vertices whose two ends only Left may colour.
    /// - The plain text of [`Graph::parse`] (a text that starts with a digit or a lower-case
    ///   shorthand: `path 7`, `grid 3x4`, `5: 0-1-2, 2-3`), each vertex number followed by `L`
    ///   or `R` where it is tinted (`5: 0L-1-2-3-4L` is the path above); a vertex may stand
    ///   alone (`3: 0L, 1-2`). Its faults are refused with their line and column.
    ///
    /// # Errors
    /// In `CGSuite`'s notation: [`PositionError::Letter`] for a character that is no vertex or
    /// `-`/`;` where one is expected, or a `-` or `;` with no vertex before it, with its
    /// character position; [`PositionError::Empty`] for no vertex at all;
    /// [`PositionError::TooLong`] past [`MAX_VERTICES`]. In the plain text:
    /// [`PositionError::Graph`] with the line and column of the fault (a vertex given two
    /// tints too).
    ///
    /// ```
    /// use combgames_partizan::Arena;
    /// use combgames_rulesets::{Coloring, ColoringRule, Solver};
    /// let mut arena = Arena::new();
    /// let g = Coloring::parse_graph(ColoringRule::Snort, "L-.-.-.-L").unwrap();
    /// let value = Solver::new(&mut arena).value(&g).unwrap();
    /// assert_eq!(Ok(value), arena.parse("{4|0,+-1}")); // issue 47, from CGSuite
    /// let plain = Coloring::parse_graph(ColoringRule::Snort, "5: 0L-1-2-3-4L").unwrap();
    /// assert_eq!(Solver::new(&mut arena).value(&plain), Ok(value));
    /// ```
    pub fn parse_graph(rule: ColoringRule, text: &str) -> Result<Coloring, Error> {
        let first = text.trim_start().chars().next();
        if first.is_some_and(|c| c.is_ascii_digit() || c.is_ascii_lowercase()) {
            let (graph, tinted) = read_tinted(text)?;
            let tints = tinted
                .iter()
                .map(|&t| match t {
                    TINT_LEFT => LEFT_ONLY,
                    TINT_RIGHT => RIGHT_ONLY,
                    _ => FREE,
                })
                .collect();
            return Ok(Coloring { rule, tints, graph });
        }
        let mut tints = Vec::new();
        let mut neighbours: Vec<Vec<usize>> = Vec::new();
        // Whether the next character must be a vertex (at the start, after `-` or `;`), and
        // whether the vertex before joins the next.
        let (mut want_vertex, mut joined, mut last) = (true, false, (0, ' '));
        for (position, letter) in text.chars().enumerate() {
            let bad = PositionError::Letter { position, letter };
            if letter != ' ' {
                last = (position, letter);
            }
            match letter {
                ' ' => {}
                '.' | 'L' | 'R' if want_vertex => {
                    let v = tints.len();
                    if v == MAX_VERTICES {
                        let len = v + 1;
                        return Err(PositionError::TooLong {
                            len,
                            max: MAX_VERTICES,
                        }
                        .into());
                    }
                    tints.push(match letter {
                        'L' => LEFT_ONLY,
                        'R' => RIGHT_ONLY,
                        _ => FREE,
                    });
                    neighbours.push(if joined { vec![v - 1] } else { Vec::new() });
                    want_vertex = false;
                }
                '-' | ';' if !want_vertex => {
                    (want_vertex, joined) = (true, letter == '-');
                }
                _ => return Err(bad.into()),
            }
        }
        if tints.is_empty() {
            return Err(PositionError::Empty.into());
        }
        if want_vertex {
            // A trailing `-` or `;`.
            let (position, letter) = last;
            return Err(PositionError::Letter { position, letter }.into());
        }
        Ok(Coloring {
            rule,
            tints,
            graph: Graph::new(&neighbours)?,
        })
    }

    /// Forbids `v`'s neighbours what colouring `v` for `player` forbids them; returns the
    /// neighbours left with no colour.
    fn tint_neighbours(&mut self, v: usize, player: Player) -> u128 {
        // The colour the neighbours lose: the same (Col) or the other (Snort).
        let lost = match (self.rule, player) {
            (ColoringRule::Col, Player::Left) | (ColoringRule::Snort, Player::Right) => LEFT_ONLY,
            _ => RIGHT_ONLY,
        };
        let mut gone = 0u128;
        let neighbours: Vec<usize> = self.graph.neighbours(v).collect();
        for u in neighbours {
            match self.tints[u] {
                FREE => {
                    self.tints[u] = if lost == LEFT_ONLY {
                        RIGHT_ONLY
                    } else {
                        LEFT_ONLY
                    }
                }
                tint if tint == lost => gone |= 1 << u,
                _ => {}
            }
        }
        gone
    }

    /// The position without the vertices of `gone`, renumbered in order.
    fn without(&self, gone: u128) -> Coloring {
        let kept: Vec<usize> = (0..self.tints.len())
            .filter(|&i| gone >> i & 1 == 0)
            .collect();
        self.induced(&kept)
    }

    /// The position on the vertices `kept` (in this order).
    fn induced(&self, kept: &[usize]) -> Coloring {
        Coloring {
            rule: self.rule,
            tints: kept.iter().map(|&i| self.tints[i]).collect(),
            graph: self.graph.induced(kept),
        }
    }
}

impl Position for Coloring {
    fn heap_bytes(&self) -> usize {
        self.tints.len() + self.graph.heap_bytes()
    }

    fn options(&self, player: Player) -> Vec<Coloring> {
        let barred = match player {
            Player::Left => RIGHT_ONLY,
            Player::Right => LEFT_ONLY,
        };
        let mut options = Vec::new();
        for v in (0..self.tints.len()).filter(|&v| self.tints[v] != barred) {
            let mut next = self.clone();
            let gone = next.tint_neighbours(v, player) | 1 << v;
            options.push(next.without(gone));
        }
        options
    }

    fn components(&self) -> Option<Vec<Coloring>> {
        Some(
            self.graph
                .components()
                .iter()
                .map(|part| self.induced(part))
                .collect(),
        )
    }
}

/// The rule, then each vertex (`.` free, `L` or `R` if only that colour is left) with its
/// neighbours: `Col: 0. [1] 1R [0]`.
impl fmt::Display for Coloring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}:", self.rule)?;
        for (v, &tint) in self.tints.iter().enumerate() {
            let mark = [".", "L", "R"][usize::from(tint)];
            let list: Vec<String> = self.graph.neighbours(v).map(|u| u.to_string()).collect();
            write!(f, " {v}{mark} [{}]", list.join(" "))?;
        }
        Ok(())
    }
}
