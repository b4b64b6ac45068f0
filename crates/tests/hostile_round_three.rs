//! Hostile inputs of a third round (issue 48's blind probe of the new notations and searches,
//! listed in docs/hostile.md): each input that was refused by one entry point and read by
//! another, or refused with a misleading message, now gives the same value everywhere or a
//! message naming what was really exceeded.

#[path = "support/examples.rs"]
mod examples;

use combgames::partizan::loopy::LoopyGame;
use combgames::partizan::{Arena, Domineering, Error, ParseReason, PositionError};
use examples::{run, text};

/// `cgt args`: (stdout, stderr, success).
fn cgt(args: &[&str]) -> (String, String, bool) {
    let out = run("cgt", args, &std::env::temp_dir());
    (text(&out.stdout), text(&out.stderr), out.status.success())
}

/// A multiple `n*G` was read by `cgt canonical` (through the loopy reader) and refused by every
/// other entry point (`cgt stops 3*{1|0}`: "unexpected text after the game"); `-3*G` was
/// refused everywhere. Now the arena reads both, so every command and binding does.
#[test]
fn multiples_are_read_by_every_entry_point() {
    let mut arena = Arena::new();
    let switch = arena.parse("{1|0}").unwrap();
    let two = arena.sum(switch, switch).unwrap();
    let three = arena.sum(two, switch).unwrap();
    assert_eq!(arena.parse("3*{1|0}"), Ok(three));
    assert_eq!(arena.parse("3 * ({1|0})"), Ok(three));
    let minus_three = arena.neg(three).unwrap();
    assert_eq!(arena.parse("-3*{1|0}"), Ok(minus_three));
    let switch_of_three = arena.game(&[three], &[minus_three]).unwrap();
    assert_eq!(arena.parse("{3*{1|0} | -3*{1|0}}"), Ok(switch_of_three));
    let v3 = arena.parse("v3").unwrap();
    assert_eq!(arena.parse("3*v"), Ok(v3));
    // Texts read before multiples were keep their meaning: a star before digits, a space or
    // the end is the compound's.
    for (text, same) in [
        ("3*2", "3 + *2"),
        ("3*", "3 + *"),
        ("123 v 58 * 34", "123 + v58 + *34"),
    ] {
        assert_eq!(arena.parse(text), arena.parse(same), "{text}");
    }
    // A count past 2^63 - 1 is refused at its digits.
    match arena.parse("-9223372036854775808*{1|0}") {
        Err(Error::Parse(e)) => assert_eq!((e.position, e.reason), (1, ParseReason::CountTooLarge)),
        other => panic!("{other:?}"),
    }
    // Loopy: -n*G is the negative of n*G.
    let mut arena = Arena::new();
    let under = LoopyGame::parse(&mut arena, "under").unwrap();
    let minus_two_over = LoopyGame::parse(&mut arena, "-2*over").unwrap();
    assert!(minus_two_over.equals(&under).unwrap());
    // The command line: every command, not only `canonical`.
    assert_eq!(cgt(&["stops", "3*{1|0}"]).0, "2 1\n");
    assert_eq!(cgt(&["birthday", "-3*v2"]).0, "7\n");
    assert_eq!(cgt(&["canonical", "-3*{1|0}"]).0, "-3/2+-1/2\n");
    assert_eq!(cgt(&["canonical", "-2*over"]).0, "under\n");
}

/// A board whose size does not fit a word was refused as having 18446744073709551615 cells
/// (the saturated product); the message now says so.
#[test]
fn a_size_past_a_word_is_said_as_such() {
    let refused = Domineering::empty(99_999_999_999, 99_999_999_999).unwrap_err();
    assert_eq!(
        refused,
        Error::Position(PositionError::TooLong {
            len: usize::MAX,
            max: 128
        })
    );
    assert_eq!(
        refused.to_string(),
        "not a position: 2^64 - 1 or more edges or cells, more than the 128 supported"
    );
    let (_, stderr, ok) = cgt(&["domineering-outcome", "99999999999x99999999999"]);
    assert!(
        !ok && stderr.contains("2^64 - 1 or more edges or cells"),
        "{stderr}"
    );
}

/// A loopy game past its positions was refused with "its limit of 1048576 items" (and, through
/// sides or equal, with the hint to raise `--games`, which does not raise it): the message now
/// says what the items are and that the limit is fixed. (`1000*upon` is past it: the sum of two
/// stoppers of p and q positions has p q positions before it is simplified, and the multiple
/// adds by doubling.)
#[test]
fn a_loopy_game_past_its_positions_says_so() {
    for args in [
        &["canonical", "1000*upon"][..],
        &["sides", "1000*upon"],
        &["--games", "4000000", "canonical", "1000*upon"],
    ] {
        let (stdout, stderr, ok) = cgt(args);
        assert!(!ok && stdout.is_empty(), "{args:?}");
        assert!(
            stderr
                .contains("positions of a loopy game and its sums: at most 1048576, a fixed limit")
                && !stderr.contains("raise --games")
                && stderr.lines().filter(|l| !l.contains("so far")).count() == 1,
            "{args:?}: {stderr}"
        );
    }
}

/// A heap of `2^64 - 1` in a partizan subtraction game ran for minutes before the step limit
/// stopped it; it is refused at once, as any heap whose play alone passes the steps. A 0 in a
/// set was refused as "past the largest supported"; it is refused as a 0. A set left out is
/// empty (it could not be given at all).
#[test]
fn subtraction_heaps_and_sets_are_refused_for_what_they_are() {
    let huge = ["partizan-subtraction", "--left", "1,3", "--right", "2,3"];
    let (_, stderr, ok) = cgt(&[&huge[..], &["18446744073709551615"]].concat());
    assert!(
        !ok && stderr.contains("played down in at least 6148914691236517206 moves")
            && stderr.contains("raise --steps"),
        "{stderr}"
    );
    let (_, stderr, ok) = cgt(&["partizan-subtraction", "--left", "0", "--right", "1", "5"]);
    assert!(
        !ok && stderr.contains("is 0: a subtraction must take at least 1"),
        "{stderr}"
    );
    assert_eq!(
        cgt(&["partizan-subtraction", "--right", "1", "5"]).0,
        "-5\n"
    );
    assert_eq!(cgt(&["partizan-subtraction", "5"]).0, "0\n");
}

/// `cgt cram 1000x1000` named the grid's limit (1024 cells), though the nimber search stops at
/// 64: a user who then tried `32x32` was refused again. Now the nimber search's limit is named.
#[test]
fn cram_past_the_grid_names_the_nimber_search_limit() {
    for board in ["1000x1000", "32x32", "1x1000"] {
        let (_, stderr, ok) = cgt(&["cram", board]);
        assert!(
            !ok && stderr.contains("more than the 64 supported"),
            "{board}: {stderr}"
        );
    }
}
