//! Cram's nimber search against its twins and the published values: the definition
//! (`mex` over the framework's options, `combgames_grundy`'s naive solver), Dawson's Kayles for
//! one row, and the tables of Lemoine and Viennot (2 x n, 3 x n).

mod common;

use combgames_base::{Exceeded, Limits, Resource};
use combgames_grundy::OctalGame;
use combgames_grundy::naive::grundy_by_definition;
use combgames_partizan::Arena;
use combgames_partizan::{Error, PositionError};
use combgames_rulesets::{
    AsImpartial, Clobber, Cram, CramRules, CramShape, Domineering, ImpartialVariant,
    MAX_CRAM_NIMBER_CELLS, Solver,
};
use combgames_search::{NimberRules, NimberSearch, Options};
use proptest::prelude::*;

fn nimber(board: &str) -> u32 {
    board
        .parse::<Cram>()
        .unwrap()
        .nimber(Limits::new())
        .unwrap()
}

#[test]
fn three_by_n_are_the_published_values() {
    // Lemoine and Viennot, "Nimbers are inevitable" (2012), the 3 x n row for n = 3..20; n up
    // to 12 here (a second in a debug build), the rest in docs/impartial.md's table.
    let published = [0, 1, 1, 4, 1, 3, 1, 2, 0, 1, 2, 3, 1, 4, 0, 1, 0, 2];
    let mut search = NimberSearch::new(CramRules, Limits::new()).unwrap();
    for (n, &expected) in (3..=12).zip(&published) {
        let board = Cram::empty(3, n).unwrap();
        assert_eq!(board.nimber_in(&mut search), Ok(expected), "3 x {n}");
    }
}

#[test]
fn two_by_n_is_the_parity_of_n_and_one_row_is_dawsons_kayles() {
    for n in 1..=24u32 {
        assert_eq!(nimber(&format!("2x{n}")), n % 2, "2 x {n}");
    }
    // One row of n cells: a domino takes two adjacent cells, which is Dawson's Kayles (.07).
    let dawson: OctalGame = ".07".parse().unwrap();
    let values = dawson.grundy_values(64).unwrap().values();
    let mut search = NimberSearch::new(CramRules, Limits::new().bytes(1 << 20)).unwrap();
    for (n, &value) in values.iter().enumerate().skip(1) {
        for board in [Cram::empty(1, n).unwrap(), Cram::empty(n, 1).unwrap()] {
            assert_eq!(board.nimber_in(&mut search), Ok(value), "{board}");
        }
    }
}

#[test]
fn even_by_even_boards_are_zero_found_by_search() {
    // Central symmetry makes them *0; the search does not know that theorem, so this tests it.
    for (rows, cols) in [(2, 2), (2, 6), (4, 4), (4, 6), (2, 10)] {
        let board = Cram::empty(rows, cols).unwrap();
        let mut search = NimberSearch::new(CramRules, Limits::new()).unwrap();
        assert_eq!(board.nimber_in(&mut search), Ok(0), "{rows} x {cols}");
        assert!(search.stats().nodes > 0);
    }
}

#[test]
fn the_mirror_reply_is_listed_first() {
    // On 3 x 4 the domino on the two centre cells leaves a board symmetric under a half turn
    // (a second-player win by mirroring): the rules list it first, so that the search tries
    // that witness first. An order only: the other 16 dominoes follow.
    let whole = Cram::empty(3, 4).unwrap().shapes().unwrap();
    let mut options = Options::default();
    CramRules.options(&whole[0], &mut options);
    assert_eq!(options.len(), 3 * 3 + 2 * 4);
    let keys = |parts: &[CramShape]| parts.iter().map(CramShape::key).collect::<Vec<_>>();
    let mirror = "....|.##.|....".parse::<Cram>().unwrap().shapes().unwrap();
    assert_eq!(keys(options.get(0)), keys(&mirror));
    for i in 1..options.len() {
        assert_ne!(keys(options.get(i)), keys(&mirror), "option {i}");
    }
}

#[test]
fn four_by_eight_and_six_by_six_are_zero() {
    // Seconds in a debug build since the mirror reply is tried first (an order, not a rule:
    // every option of the boards is still refuted by search).
    assert_eq!(nimber("4x8"), 0);
    assert_eq!(nimber("6x6"), 0);
}

#[test]
fn the_four_by_n_and_five_by_n_values_of_the_literature() {
    // The 4 x n and 5 x n rows (Uiterwijk's Cram tables): 4 x 5 = *2, 4 x 7 = *3, 5 x 5 = *0,
    // 5 x 6 = *2; even x even are *0.
    for (board, expected) in [("4x5", 2), ("4x7", 3), ("5x5", 0), ("5x6", 2), ("4x6", 0)] {
        assert_eq!(nimber(board), expected, "{board}");
    }
}

/// Boards of up to 4 x 5 cells with some cells filled, from a seed.
fn board(rows: usize, cols: usize, filled: u32) -> Cram {
    common::blocked_board(rows, cols, filled)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn the_search_equals_the_definition(rows in 1usize..=3, cols in 1usize..=4, filled: u32) {
        let board = board(rows, cols, filled & filled.rotate_left(7));
        let expected = grundy_by_definition(&AsImpartial::<Cram>::new(), &board).unwrap();
        let found = board.nimber(Limits::new()).unwrap();
        prop_assert_eq!(found as usize, expected, "{}", board);
    }

    #[test]
    fn the_search_equals_the_framework(rows in 1usize..=4, cols in 1usize..=5, filled: u32) {
        // The framework's values through grundy's memoising solver: the old path, kept as the
        // slow twin on boards the definition cannot reach.
        let board = board(rows, cols, filled & filled.rotate_left(11));
        let found = board.nimber(Limits::new()).unwrap();
        let twin = board.grundy_with(Limits::new().steps(1 << 28));
        prop_assert_eq!(Ok(found as usize), twin, "{}", board);
    }

    #[test]
    fn cram_is_the_impartial_variant_of_domineering(rows in 1usize..=3, cols in 1usize..=4, filled: u32) {
        let cram = board(rows, cols, filled & filled.rotate_left(5));
        let domineering: Domineering = cram.to_string().parse().unwrap();
        let mut arena = Arena::new();
        let g = Solver::new(&mut arena).value(&ImpartialVariant::new(domineering)).unwrap();
        let n = cram.nimber(Limits::new()).unwrap();
        let text = arena.to_text(g).unwrap();
        let expected = match n { 0 => "0".to_string(), 1 => "*".to_string(), n => format!("*{n}") };
        prop_assert_eq!(text, expected, "{}", cram);
    }

    #[test]
    fn a_shape_and_its_images_share_one_key(rows in 1usize..=6, cols in 1usize..=8, bits: u64) {
        let bits = bits & ((1u64 << (rows * cols)) - 1);
        let shape = CramShape::new(rows, cols, bits).unwrap();
        // The images by the definition, cell by cell: rows reversed, columns reversed,
        // rows and columns exchanged; the key is the least image written as
        // rows << 72 | cols << 64 | bits.
        let image = |s: u32| {
            let transpose = s & 4 != 0;
            let (h, w) = if transpose { (cols, rows) } else { (rows, cols) };
            let mut out = 0u64;
            for r in 0..rows {
                for c in 0..cols {
                    if bits >> (r * cols + c) & 1 == 1 {
                        let r2 = if s & 1 != 0 { rows - 1 - r } else { r };
                        let c2 = if s & 2 != 0 { cols - 1 - c } else { c };
                        let (r3, c3) = if transpose { (c2, r2) } else { (r2, c2) };
                        out |= 1 << (r3 * w + c3);
                    }
                }
            }
            (h, w, out)
        };
        let mut least = u128::MAX;
        for s in 0..8 {
            let (h, w, out) = image(s);
            prop_assert_eq!(CramShape::new(h, w, out).unwrap().key(), shape.key());
            least = least.min((h as u128) << 72 | (w as u128) << 64 | u128::from(out));
        }
        prop_assert_eq!(least, shape.key());
    }
}

#[test]
fn limits_refuse_with_the_resource_named() {
    let board = Cram::empty(4, 6).unwrap();
    let refused = board.nimber(Limits::new().steps(100));
    assert!(
        matches!(
            refused,
            Err(Error::Exceeded(Exceeded {
                resource: Resource::Steps,
                ..
            }))
        ),
        "{refused:?}"
    );
    let small = board.nimber(Limits::new().bytes(1000));
    assert!(matches!(
        small,
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Bytes,
            ..
        }))
    ));
    // A memo of too few components.
    let memo = board.nimber(Limits::new().items(3));
    assert!(matches!(
        memo,
        Err(Error::Exceeded(Exceeded {
            resource: Resource::Items,
            ..
        }))
    ));
}

#[test]
fn boards_past_64_cells_are_refused_and_text_is_read() {
    assert_eq!(
        Cram::empty(5, 13).unwrap().nimber(Limits::new()),
        Err(Error::Position(PositionError::TooLong {
            len: 65,
            max: MAX_CRAM_NIMBER_CELLS
        }))
    );
    assert_eq!(nimber("2x8"), 0);
    assert_eq!(nimber("...|..#"), 0); // every domino leaves *1
    assert_eq!(nimber("...|..."), 1);
    assert_eq!(nimber("#"), 0);
    assert!("4x".parse::<Cram>().is_err());
    assert!("3x99999999999999999999999".parse::<Cram>().is_err());
}

#[test]
fn the_impartial_variant_of_clobber_is_a_nimber() {
    // Either player may move either colour's stones: every position's value is a nimber.
    let mut arena = Arena::new();
    for board in ["xo", "xox", "xoxo", "xo|ox", "xox|oxo", "xxo|o.x"] {
        let p: Clobber = board.parse().unwrap();
        let g = Solver::new(&mut arena)
            .value(&ImpartialVariant::new(p))
            .unwrap();
        let text = arena.to_text(g).unwrap();
        assert!(text == "0" || text.starts_with('*'), "{board}: {text}");
    }
}
