//! A graph with coloured edges: Partizan Arc Kayles, Hackenbush pictures on their ground.

use std::collections::HashMap;

use crate::chart::{push_title, shorten};
use crate::error::Error;
use crate::picture::{Colour, Picture, Shape};

/// The most vertices of a graph a picture draws.
pub const MAX_GRAPH_VERTICES: usize = 128;
/// The most edges of a graph a picture draws.
pub const MAX_GRAPH_EDGES: usize = 1024;

const STEP: f64 = 36.0;
const MARGIN: f64 = 16.0;
const TITLE: f64 = 24.0;

/// The layout: each vertex's column and layer. Vertex 0 and the vertices a path joins to it
/// come first, in layers by their distance from vertex 0; every other piece follows to the
/// right, in layers from its least vertex. Within a layer, vertices are in the order a search
/// meets them; each layer is centred in its piece. Returns the positions and the columns.
fn layout(vertices: usize, edges: &[(usize, usize, Colour)]) -> (Vec<(f64, f64)>, f64) {
    let mut neighbours = vec![Vec::new(); vertices];
    for &(u, v, _) in edges {
        if u != v {
            neighbours[u].push(v);
            neighbours[v].push(u);
        }
    }
    for list in &mut neighbours {
        list.sort_unstable();
        list.dedup();
    }
    let mut place = vec![(0.0, 0.0); vertices];
    let mut seen = vec![false; vertices];
    let mut left = 0.0;
    for start in 0..vertices {
        if seen[start] {
            continue;
        }
        seen[start] = true;
        let mut layers = vec![vec![start]];
        loop {
            let mut next = Vec::new();
            for &u in layers.last().into_iter().flatten() {
                for &v in &neighbours[u] {
                    if !seen[v] {
                        seen[v] = true;
                        next.push(v);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            layers.push(next);
        }
        let wide = layers.iter().map(Vec::len).max().unwrap_or(1) as f64;
        for (depth, layer) in layers.iter().enumerate() {
            let offset = (wide - layer.len() as f64) / 2.0;
            for (i, &v) in layer.iter().enumerate() {
                place[v] = (left + offset + i as f64, depth as f64);
            }
        }
        left += wide;
    }
    (place, left)
}

/// The picture of a graph on the vertices `0..vertices` whose edges `(u, v, colour)` are drawn
/// in their colour ([`Colour::Left`] blue, [`Colour::Right`] red, [`Colour::Either`] green),
/// titled `title` (no title line if it is empty). Vertices stand in layers by their distance
/// from vertex 0 (other pieces beside it); with `ground`, vertex 0 is Hackenbush's ground,
/// drawn as a line under the whole picture. A loop is a ring over its vertex; edges repeated
/// between two vertices are drawn side by side.
///
/// Cost: `O(vertices + edges)` shapes, at most [`MAX_GRAPH_VERTICES`] and
/// [`MAX_GRAPH_EDGES`].
///
/// # Errors
/// [`Error::GraphTooLarge`] past those bounds; [`Error::NoSuchVertex`] for an edge with an
/// end outside the graph.
///
/// ```
/// use combgames_draw::{Colour, graph};
/// let edges = [(0, 1, Colour::Left), (1, 2, Colour::Right), (2, 2, Colour::Either)];
/// let svg = graph(3, &edges, true, "Hackenbush: 1/2").unwrap().to_svg();
/// assert!(svg.contains("Hackenbush: 1/2"));
/// assert!(graph(2, &[(0, 5, Colour::Left)], false, "").is_err());
/// ```
pub fn graph(
    vertices: usize,
    edges: &[(usize, usize, Colour)],
    ground: bool,
    title: &str,
) -> Result<Picture, Error> {
    if vertices > MAX_GRAPH_VERTICES || edges.len() > MAX_GRAPH_EDGES {
        return Err(Error::GraphTooLarge {
            vertices,
            edges: edges.len(),
            max_vertices: MAX_GRAPH_VERTICES,
            max_edges: MAX_GRAPH_EDGES,
        });
    }
    if let Some(&vertex) = edges
        .iter()
        .flat_map(|(u, v, _)| [u, v])
        .find(|&&x| x >= vertices)
    {
        return Err(Error::NoSuchVertex { vertex, vertices });
    }
    let vertices = vertices.max(1);
    let (place, columns) = layout(vertices, edges);
    let layers = place.iter().map(|p| p.1).fold(0.0, f64::max) + 1.0;
    let title = shorten(title, 60);
    let title_height = if title.is_empty() { 0.0 } else { TITLE };
    let title_width = 7.0 * title.chars().count() as f64 + 2.0 * MARGIN;
    let width = (columns * STEP + 2.0 * MARGIN).max(title_width);
    // The top layer stands 3/4 of a step below the top margin: room for its loops.
    let height = (layers - 0.25) * STEP + 2.0 * MARGIN + title_height;
    let left = (width - columns * STEP) / 2.0;
    let at = |v: usize| {
        let (c, layer) = place[v];
        (left + (c + 0.5) * STEP, MARGIN + (layer + 0.25) * STEP)
    };
    let mut picture = Picture::new(width, height);
    if ground {
        let y = at(0).1;
        picture.push(Shape::Line {
            points: vec![(MARGIN / 2.0, y), (width - MARGIN / 2.0, y)],
            colour: Colour::Ink,
            width: 1.5,
        });
    }
    // Edges between the same two vertices (or loops at one) are drawn apart.
    let mut copies: HashMap<(usize, usize), usize> = HashMap::new();
    for &(u, v, _) in edges {
        *copies.entry((u.min(v), u.max(v))).or_default() += 1;
    }
    let mut drawn: HashMap<(usize, usize), usize> = HashMap::new();
    for &(u, v, colour) in edges {
        let pair = (u.min(v), u.max(v));
        let k = drawn.entry(pair).or_default();
        let (count, index) = (copies[&pair] as f64, *k as f64);
        *k += 1;
        let (a, b) = (at(pair.0), at(pair.1));
        if u == v {
            let r = 6.0 + 4.0 * index;
            picture.push(Shape::Circle {
                x: a.0,
                y: a.1 + r,
                r,
                fill: None,
                stroke: colour,
            });
            continue;
        }
        let bend = (index - (count - 1.0) / 2.0) * 8.0;
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length = (dx * dx + dy * dy).sqrt().max(1.0);
        let middle = (
            f64::midpoint(a.0, b.0) - dy / length * bend,
            f64::midpoint(a.1, b.1) + dx / length * bend,
        );
        picture.push(Shape::Line {
            points: vec![a, middle, b],
            colour,
            width: 2.5,
        });
    }
    for v in 0..vertices {
        let (x, y) = at(v);
        picture.push(Shape::Circle {
            x,
            y,
            r: 3.0,
            fill: Some(Colour::Ink),
            stroke: Colour::Ink,
        });
    }
    push_title(&mut picture, title);
    Ok(picture)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_follow_the_distance_from_vertex_zero() {
        // A path 0-1-2 and a separate edge 3-4: three layers, then the edge beside them.
        let edges = [
            (0, 1, Colour::Left),
            (1, 2, Colour::Left),
            (3, 4, Colour::Right),
        ];
        let (place, columns) = layout(5, &edges);
        // Small whole numbers: exact in f64.
        let whole = |x: f64| x as i64;
        let layers: Vec<(i64, i64)> = place.iter().map(|&(c, l)| (whole(c), whole(l))).collect();
        assert_eq!(layers, [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)]);
        assert_eq!(whole(columns), 2);
    }

    #[test]
    fn every_edge_and_vertex_is_drawn() {
        let edges = [
            (0, 1, Colour::Left),
            (0, 1, Colour::Right),
            (1, 1, Colour::Either),
        ];
        let p = graph(2, &edges, true, "").unwrap();
        let count = |line: bool| {
            let kind = |s: &&Shape| {
                if line {
                    matches!(s, Shape::Line { .. })
                } else {
                    matches!(s, Shape::Circle { .. })
                }
            };
            p.shapes.iter().filter(kind).count()
        };
        let (lines, circles) = (count(true), count(false));
        assert_eq!((lines, circles), (3, 3)); // the ground and two edges; a loop and two vertices
        let too_many = vec![(0, 0, Colour::Left); MAX_GRAPH_EDGES + 1];
        assert!(matches!(
            graph(1, &too_many, false, ""),
            Err(Error::GraphTooLarge { .. })
        ));
    }
}
