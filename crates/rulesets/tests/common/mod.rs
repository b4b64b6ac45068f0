//! What the test files share: grid boards with blocked cells.

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
