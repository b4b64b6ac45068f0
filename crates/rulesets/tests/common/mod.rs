//! What the test files share: grid boards with blocked cells; the grounded edges of a
//! Hackenbush picture.

// Each test file uses its own subset.
#![allow(dead_code)]

use combgames_rulesets::Domineering;

/// The board of `rows x cols` (rows of `.` and `#` joined by `|`, read by `T`'s parser) whose
/// cells in `blocked` (bit `r * cols + c`, at most 32 cells) are blocked.
pub fn blocked_board<T>(rows: usize, cols: usize, blocked: u32) -> T
where
    T: std::str::FromStr,
    T::Err: std::fmt::Debug,
{
    let text: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if blocked >> (r * cols + c) & 1 == 1 {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    text.join("|").parse().unwrap()
}

/// The Domineering board of `rows x cols` whose cells in `blocked` (bit `r * cols + c`) are
/// blocked.
pub fn domineering_board(rows: usize, cols: usize, blocked: u32) -> Domineering {
    blocked_board(rows, cols, blocked)
}

/// The edges a path joins to the ground (vertex 0).
pub fn grounded(edges: &[(usize, usize, u8)]) -> Vec<(usize, usize, u8)> {
    let mut reached = vec![0usize];
    loop {
        let more: Vec<usize> = edges
            .iter()
            .flat_map(|&(u, v, _)| [(u, v), (v, u)])
            .filter(|&(a, b)| reached.contains(&a) && !reached.contains(&b))
            .map(|(_, b)| b)
            .collect();
        if more.is_empty() {
            return edges
                .iter()
                .copied()
                .filter(|&(u, _, _)| reached.contains(&u))
                .collect();
        }
        reached.extend(more);
    }
}
