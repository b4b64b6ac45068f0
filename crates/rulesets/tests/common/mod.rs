//! What the test files share: Domineering boards with blocked cells.

use combgames_rulesets::Domineering;

/// The Domineering board of `rows x cols` whose cells in `blocked` (bit `r * cols + c`) are
/// blocked.
pub fn domineering_board(rows: usize, cols: usize, blocked: u32) -> Domineering {
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
