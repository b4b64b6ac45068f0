//! The Domineering outcome search against its twins: the canonical values (whose comparison
//! with 0 is the outcome), a plain search of the definition, and published results.

mod common;

use combgames_base::Limits;
use combgames_partizan::{Arena, Error, Exceeded, OutcomeClass, Resource};
use combgames_rulesets::domineering::{Counting, Knowledge, OutcomeSolver};
use combgames_rulesets::{Domineering, Player, Position};
use common::domineering_board as board;

/// The outcome search of `board` within `limits`, on `threads` threads.
fn search_of(
    board: &Domineering,
    (limits, threads): (Limits, usize),
) -> Result<OutcomeSolver, Error> {
    Ok(OutcomeSolver::new(board, limits)?.threads(threads))
}

fn small_limits() -> (Limits, usize) {
    (Limits::new().steps(1 << 30).bytes(1 << 15), 1)
}

/// The definition: `player` to move wins iff some option is a loss for the other to move.
fn plain_wins(board: &Domineering, player: Player) -> bool {
    board
        .options(player)
        .iter()
        .any(|option| !plain_wins(option, player.other()))
}

fn plain_outcome(board: &Domineering) -> OutcomeClass {
    match (
        plain_wins(board, Player::Left),
        plain_wins(board, Player::Right),
    ) {
        (true, false) => OutcomeClass::Left,
        (false, true) => OutcomeClass::Right,
        (true, true) => OutcomeClass::Next,
        (false, false) => OutcomeClass::Previous,
    }
}

/// Every board of `rows x cols` with any cells blocked: the search's outcome equals the
/// canonical value's.
fn agrees_with_values_on_all_boards(rows: usize, cols: usize, arena: &mut Arena) {
    for blocked in 0..1u32 << (rows * cols) {
        let board = board(rows, cols, blocked);
        let value = board.value(arena).unwrap();
        let expected = arena.outcome(value).unwrap();
        let mut solver = search_of(&board, small_limits()).unwrap();
        assert_eq!(solver.outcome(), Ok(expected), "{board}");
    }
}

#[test]
fn outcomes_equal_the_canonical_values_on_every_board_up_to_twelve_cells() {
    let mut arena = Arena::new();
    for rows in 1..=4 {
        for cols in 1..=4 {
            if rows * cols <= 12 {
                agrees_with_values_on_all_boards(rows, cols, &mut arena);
            }
        }
    }
}

#[test]
#[ignore = "65 536 boards: run optimised (CI does)"]
fn outcomes_equal_the_canonical_values_on_every_4x4_board() {
    agrees_with_values_on_all_boards(4, 4, &mut Arena::new());
}

#[test]
#[ignore = "exact values of 5x6 and 6x5 take seconds each: run optimised (CI does)"]
fn outcomes_equal_the_canonical_values_on_the_rectangles_up_to_5x6() {
    let mut arena = Arena::new();
    for rows in 1..=6 {
        for cols in 1..=6 {
            if rows * cols > 30 {
                continue;
            }
            let board = Domineering::empty(rows, cols).unwrap();
            let value = board
                .value_with(&mut arena, Limits::new().steps(u64::MAX))
                .unwrap();
            let expected = arena.outcome(value).unwrap();
            assert_eq!(board.outcome(), Ok(expected), "{rows}x{cols}");
            let two = (Limits::new().steps(1 << 32).bytes(1 << 24), 2);
            let mut solver = search_of(&board, two).unwrap();
            assert_eq!(solver.outcome(), Ok(expected), "{rows}x{cols}, two threads");
        }
    }
}

#[test]
fn outcomes_equal_the_plain_search_of_the_definition() {
    // Boards of up to twenty cells with some blocked, where the plain search is quick.
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for _ in 0..300 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let rows = 2 + (seed % 4) as usize;
        let cols = 2 + (seed >> 8) as usize % (21 / rows - 1);
        let cells = rows * cols;
        // About half the cells blocked, and at most 14 empty.
        let mut blocked = (seed >> 16) as u32 & ((1u32 << cells) - 1);
        let mut b = board(rows, cols, blocked);
        while b.to_string().matches('.').count() > 14 {
            blocked |= 1 << blocked.trailing_ones();
            b = board(rows, cols, blocked);
        }
        let mut solver = search_of(&b, small_limits()).unwrap();
        assert_eq!(solver.outcome(), Ok(plain_outcome(&b)), "{b}");
    }
}

/// Every choice of the search's rules (each counting level, with and without skipping safe
/// moves, with no bands, bands of two lines, or of three with and without their exact sums)
/// gives the definition's outcome, on random boards of up to 14 empty cells in rectangles up
/// to 5x5 (where every rule decides some positions).
#[test]
fn every_choice_of_rules_gives_the_definition_s_outcome() {
    let countings = [
        Counting::Safe,
        Counting::Blocks,
        Counting::Vulnerable,
        Counting::HalfProtected,
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..120 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let (rows, cols) = (3 + (seed % 3) as usize, 3 + (seed >> 8) as usize % 3);
        let cells = rows * cols;
        let mut blocked = (seed >> 16) as u32 & (seed >> 40) as u32 & ((1u32 << cells) - 1);
        let mut b = board(rows, cols, blocked);
        while b.to_string().matches('.').count() > 14 {
            blocked |= 1 << blocked.trailing_ones();
            b = board(rows, cols, blocked);
        }
        let expected = plain_outcome(&b);
        for counting in countings {
            for skip_safe in [false, true] {
                for (bands, band_sums) in [(0, false), (2, true), (3, false), (3, true)] {
                    let knowledge = Knowledge {
                        counting,
                        skip_safe,
                        bands,
                        band_sums,
                    };
                    let limits = Limits::new().steps(1 << 30).bytes(1 << 15);
                    let mut solver = OutcomeSolver::with_knowledge(&b, limits, knowledge).unwrap();
                    assert_eq!(solver.outcome(), Ok(expected), "{b} {knowledge:?}");
                }
            }
        }
    }
}

#[test]
fn published_outcomes_of_small_rectangles() {
    let outcome = |rows, cols| Domineering::empty(rows, cols).unwrap().outcome().unwrap();
    // Lachmann, Moore and Rapaport, "Who wins Domineering on rectangular boards?" (2002):
    // the 5x5 board is a second-player win; Winning Ways: 2x2 and 3x3 are +-1, a first-player win.
    assert_eq!(outcome(5, 5), OutcomeClass::Previous);
    assert_eq!(outcome(2, 2), OutcomeClass::Next);
    assert_eq!(outcome(3, 3), OutcomeClass::Next);
    // Uiterwijk, "Perfectly solving Domineering boards" (2014), with Vertical (Left) to move
    // and m x n for m rows and n columns: every m x 3 board (m > 1) is a win for Vertical;
    // every 3 x n board (n > 3) a win for Horizontal; every 2k x n board with n = 3, 5, 7 a
    // win for Vertical; every 5 x 2k board and every m x 4k board for m = 3, 7 a win for
    // Horizontal. Uiterwijk, "The impact of safe moves on perfectly solving Domineering
    // boards, part 3" (ICGA Journal 37, 2014): every 2k x n board with n = 9, 11 a win for
    // Vertical; every m x 2k board for m = 9, 13, and for m = 7 with k >= 2, a win for
    // Horizontal.
    let left_first = |rows, cols| {
        let board = Domineering::empty(rows, cols).unwrap();
        let limits = (Limits::new().steps(1 << 32).bytes(1 << 24), 1);
        search_of(&board, limits)
            .unwrap()
            .wins_moving_first(Player::Left)
            .unwrap()
    };
    for m in 2..=12 {
        assert!(left_first(m, 3), "{m}x3");
    }
    for n in 4..=12 {
        assert!(!left_first(3, n), "3x{n}");
    }
    let vertical = [(2, 5), (4, 5), (6, 5), (2, 7), (4, 7), (6, 7), (8, 5)];
    for (m, n) in vertical
        .into_iter()
        .chain([(2, 9), (4, 9), (2, 11), (4, 11)])
    {
        assert!(left_first(m, n), "{m}x{n}");
    }
    let horizontal = [(5, 2), (5, 4), (5, 6), (5, 8), (3, 8), (7, 4)];
    for (m, n) in horizontal
        .into_iter()
        .chain([(5, 10), (7, 6), (9, 2), (9, 4), (13, 2)])
    {
        assert!(!left_first(m, n), "{m}x{n}");
    }
}

#[test]
#[ignore = "searched boards of 7 x 8, 6 x 9 and 13 x 4: run optimised (CI does)"]
fn published_outcomes_of_7x8_6x9_and_13x4() {
    // Uiterwijk (2014), as above, Vertical to move: every 7 x 4k board is a win for
    // Horizontal, every 2k x 9 board for Vertical, every 13 x 2k board for Horizontal.
    for (rows, cols, vertical) in [(7, 8, false), (6, 9, true), (13, 4, false)] {
        let board = Domineering::empty(rows, cols).unwrap();
        let limits = (Limits::new().steps(1 << 32).bytes(1 << 29), 1);
        let mut solver = search_of(&board, limits).unwrap();
        let wins = solver.wins_moving_first(Player::Left);
        assert_eq!(wins, Ok(vertical), "{rows}x{cols}");
    }
}

#[test]
fn limits_end_the_search_with_a_typed_error() {
    // 6 x 8 (about 1.5 * 10^5 boards): 6 x 6 and 7 x 7 the bands decide at the root.
    let board = Domineering::empty(6, 8).unwrap();
    let tiny = (Limits::new().steps(100).bytes(1 << 20), 1);
    let mut solver = search_of(&board, tiny).unwrap();
    assert_eq!(
        solver.outcome(),
        Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 100)))
    );
    assert_eq!(solver.stats().nodes, 100);
    // A table is never larger than the node limit can fill: 100 boards need the smallest.
    assert_eq!(solver.stats().table_bytes, 32 << 10);
    let no_room = (Limits::new().steps(100).bytes(1000), 1);
    assert!(matches!(
        search_of(&board, no_room),
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Bytes,
            ..
        }))
    ));
    // A board without cells: nobody can move, the second player wins.
    let none = Domineering::empty(0, 0).unwrap();
    assert_eq!(none.outcome(), Ok(OutcomeClass::Previous));
}

#[test]
fn a_small_table_gives_the_same_answers() {
    // The table overwrites boards when full; answers must not change, only the nodes (6 x 8
    // stores about 3 * 10^4 boards, many more than 32 KiB hold).
    for (rows, cols) in [(4, 5), (5, 4), (5, 5), (4, 6), (6, 8)] {
        let board = Domineering::empty(rows, cols).unwrap();
        let big = (Limits::new().steps(1 << 30).bytes(1 << 24), 1);
        let mut big = search_of(&board, big).unwrap();
        let small = (Limits::new().steps(1 << 30).bytes(32 << 10), 1);
        let mut small = search_of(&board, small).unwrap();
        assert_eq!(big.outcome(), small.outcome(), "{rows}x{cols}");
    }
}

#[test]
fn threads_give_the_same_answers() {
    // The bands decide the small boards at once; 6 x 8 takes a search of about 1.5 * 10^5
    // boards, which both threads share.
    for (rows, cols) in [
        (4, 5),
        (5, 4),
        (5, 5),
        (4, 6),
        (6, 4),
        (5, 6),
        (6, 6),
        (6, 8),
    ] {
        let board = Domineering::empty(rows, cols).unwrap();
        let answers: Vec<OutcomeClass> = [1, 2]
            .into_iter()
            .map(|threads| {
                let limits = (Limits::new().steps(1 << 30).bytes(1 << 22), threads);
                search_of(&board, limits).unwrap().outcome().unwrap()
            })
            .collect();
        assert_eq!(answers[0], answers[1], "{rows}x{cols}");
    }
    let board = Domineering::empty(6, 8).unwrap();
    // A node limit ends every thread's search.
    let limits = (Limits::new().steps(10_000).bytes(1 << 22), 2);
    let mut solver = search_of(&board, limits).unwrap();
    assert_eq!(
        solver.outcome(),
        Err(Error::Exceeded(Exceeded::ran_out(Resource::Steps, 10_000)))
    );
    assert!(solver.stats().nodes <= 10_000);
}
