//! Hostile inputs of a second round, through the facade: each input that gave a
//! wrong answer, an abort or a misleading message now gives the right value or a typed error
//! naming the limit really exceeded, within the memory stated (measured by this binary's
//! counting allocator; each test runs alone under a lock, so peaks do not mix).

use std::sync::Mutex;

use combgames::dyadic::Dyadic;
use combgames::grundy::{OctalGame, Solver, sequence_bytes};
use combgames::left_vs_right::{Player, Word, optimal_move, optimal_score};
use combgames::partizan::{
    Arena, Domineering, Edge, Error, GameId, HackenbushTree, MAX_NESTING, MAX_TEXT, ParseError,
    ParseReason, PositionError, hackenbush_string,
};
use peak_alloc::PeakAlloc;

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

static LOCK: Mutex<()> = Mutex::new(());

/// Holds the lock: every test of this binary runs alone, so the peaks measured are its own.
fn alone() -> std::sync::MutexGuard<'static, ()> {
    LOCK.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Returns the bytes `run` allocated at its peak above where it started (the caller holds
/// [`alone`]).
fn peak_of(run: impl FnOnce()) -> usize {
    let base = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    run();
    ALLOCATOR.peak_usage().saturating_sub(base)
}

fn parse_error(result: Result<GameId, Error>) -> ParseError {
    match result {
        Err(Error::Parse(e)) => e,
        other => panic!("expected a parse error, got {other:?}"),
    }
}

/// A 1x128 board shifts by 128 bits; its value is -64 (Right's 64 dominoes), as the
/// one-row boards before it (-floor(n/2)).
#[test]
fn one_row_boards_up_to_128_cells_are_minus_half_their_length() {
    let _alone = alone();
    let mut arena = Arena::new();
    for n in [1usize, 2, 3, 64, 65, 126, 127, 128] {
        let board: Domineering = ".".repeat(n).parse().unwrap();
        let g = board.value(&mut arena).unwrap();
        assert_eq!(
            arena.as_number(g),
            Ok(Some(Dyadic::from_integer(-i64::try_from(n / 2).unwrap())))
        );
        // The column of 128 cells is the same game with the players exchanged.
        let column = Domineering::empty(n, 1).unwrap().value(&mut arena).unwrap();
        assert_eq!(arena.neg(g), Ok(column), "{n}");
    }
}

/// Text after the argument of Tiny or Miny is an error, not skipped.
#[test]
fn text_after_the_argument_of_tiny_and_miny_is_refused() {
    let _alone = alone();
    let mut arena = Arena::new();
    for (text, position) in [("Tiny(1 xyz)", 7), ("Tiny(1,*,{)", 10), ("Miny(2|junk)", 6)] {
        let e = parse_error(arena.parse(text));
        assert_eq!(e.position, position, "{text}: {e}");
    }
    assert!(arena.parse("Tiny( 1 )").is_ok());
}

/// Prefix signs, parentheses and braces nested past the stack; nesting is refused past
/// `MAX_NESTING` and the work is linear (a quadratic scan took 2.1 s on 10 000 levels).
#[test]
fn deep_nesting_is_refused_without_recursion_on_the_input() {
    let _alone = alone();
    let mut arena = Arena::new();
    let minus = format!("{}1", "-".repeat(100_000));
    assert_eq!(arena.parse(&minus), arena.parse("1"));
    let minus = format!("{}1", "-".repeat(100_001));
    assert_eq!(arena.parse(&minus), arena.parse("-1"));
    // +-+-...1: the switches are applied in a loop (they settle into a short cycle of games).
    let switches = format!("{}1", "+-".repeat(100_000));
    let four = format!("{}1", "+-".repeat(4));
    assert_eq!(arena.parse(&switches), arena.parse(&four));
    let parens = format!("{}0{}", "(".repeat(100_000), ")".repeat(100_000));
    let e = parse_error(arena.parse(&parens));
    assert_eq!(e.position, MAX_NESTING, "{e}");
    let braces = format!("{}{}", "{|".repeat(15_000), "}".repeat(15_000));
    assert!(matches!(arena.parse(&braces), Err(Error::Parse(_))));
    // Just within the limit: a game of the printer's deepest kind reads back.
    let ok = format!(
        "{}0{}",
        "(".repeat(MAX_NESTING - 1),
        ")".repeat(MAX_NESTING - 1)
    );
    assert_eq!(arena.parse(&ok), Ok(arena.zero()));
    // Unbalanced brackets anywhere are found by the one matching pass.
    assert_eq!(parse_error(arena.parse("{1|2")).position, 4);
    assert_eq!(parse_error(arena.parse("(1}")).position, 2);
    assert_eq!(parse_error(arena.parse("1)")).position, 1);
}

/// Deep nesting in a thread with a small stack (1 MiB, in a debug build too): the parser's
/// recursion is bounded by `MAX_NESTING`, not by the input.
#[test]
fn the_deepest_nesting_fits_a_small_stack() {
    let _alone = alone();
    let worker = std::thread::Builder::new()
        .stack_size(1 << 20)
        .spawn(|| {
            let mut arena = Arena::new();
            let deep = format!(
                "{}0{}",
                "(".repeat(MAX_NESTING - 1),
                ")".repeat(MAX_NESTING - 1)
            );
            assert_eq!(arena.parse(&deep), Ok(arena.zero()));
            let braces = format!("{}{}", "{|".repeat(5_000), "}".repeat(5_000));
            assert!(arena.parse(&braces).is_err());
        })
        .unwrap();
    worker.join().unwrap();
}

/// One rule for numbers, checked where a game is stored: magnitudes up to 2^65520 and
/// denominators up to 2^65520, however the number is reached. Numbers are stored by value, so
/// `513`, `2^40` and `{600|0}` are stored at once.
#[test]
fn numbers_past_the_rule_are_refused_wherever_they_are_built() {
    let _alone = alone();
    let mut arena = Arena::new();
    // Bisections between 0 and 1 (1/2, 3/4, 7/8, ...) past 2^-64: 1 - 1/2^100 after 100.
    let (mut low, high) = (arena.zero(), arena.integer(1).unwrap());
    for _ in 1..=100 {
        low = arena.game(&[low], &[high]).unwrap();
    }
    let last = Dyadic::ONE - Dyadic::new(1, 100).unwrap(); // 1 - 1/2^100
    assert_eq!(arena.as_number(low), Ok(Some(last)));
    // Its stops, mean and temperature (-1/2^j for a number of denominator 2^j), exactly.
    assert_eq!(arena.left_stop(low), Ok(last));
    assert_eq!(arena.right_stop(low), Ok(last));
    assert_eq!(arena.mean(low), Ok(last));
    assert_eq!(arena.temperature(low), Ok(Dyadic::new(-1, 100).unwrap()));
    // {2^65520 |} would be 2^65520 + 1, past the rule; 2^65520 itself is stored.
    let power = (0..65_520).fold(Dyadic::ONE, |x, _| x * Dyadic::from_integer(2));
    let top = arena.number(power).unwrap();
    assert!(matches!(
        arena.game(&[top], &[]),
        Err(Error::NumberTooLarge(_))
    ));
    let minus_top = arena.neg(top).unwrap();
    assert_eq!(arena.as_number(minus_top), Ok(Some(-power)));
    let big = arena.integer(512).unwrap();
    let next = arena.game(&[big], &[]).unwrap();
    assert_eq!(arena.to_text(next).unwrap(), "513");
    assert_eq!(arena.birthday(next), Ok(513));
    let hot = arena.parse("{600|0}").unwrap();
    assert_eq!(arena.to_text(hot).unwrap(), "300+-300");
    let cgsuite = arena.parse("-1823437481924").unwrap(); // from CGSuite's tests
    assert_eq!(arena.to_text(cgsuite).unwrap(), "-1823437481924");
    // A 64-edge alternating path of Red-Blue Hackenbush: 1 - 1/2 + 1/4 - ... needs 2^-63; as
    // a tree in the arena and as a string by the sign expansion, the same value.
    for n in [63, 64] {
        let edges: Vec<(usize, Edge)> = (0..n)
            .map(|i| (i, if i % 2 == 0 { Edge::Blue } else { Edge::Red }))
            .collect();
        let tree = HackenbushTree::new(&edges).unwrap();
        let g = tree.value(&mut arena).unwrap();
        let letters: String = (0..n).map(|i| if i % 2 == 0 { 'L' } else { 'R' }).collect();
        assert_eq!(
            arena.as_number(g),
            Ok(Some(hackenbush_string(&letters).unwrap()))
        );
    }
}

/// The Hackenbush string's refusals name the limit exceeded.
#[test]
fn hackenbush_refusals_name_the_limit_exceeded() {
    let _alone = alone();
    // A first run of any length a text can have; a tail of up to 65,520 edges.
    assert!(hackenbush_string(&"L".repeat(5000)).is_ok());
    let tail = format!("{}{}", "L".repeat(10), "R".repeat(65_521));
    assert_eq!(
        hackenbush_string(&tail),
        Err(Error::Position(PositionError::TailTooLong {
            len: 65_521,
            max: 65_520
        }))
    );
    // The longest tail: 1 - (1/2 + 1/4 + ... + 2^-65520) = 2^-65520.
    let longest = hackenbush_string(&format!("L{}", "R".repeat(65_520))).unwrap();
    assert_eq!(longest, Dyadic::new(1, 65_520).unwrap());
    // A long run with a long tail, past 64 bits both ways: 3 - (1 - 2^-100) = 2 + 2^-100.
    let both = format!("{}{}", "L".repeat(3), "R".repeat(100));
    assert_eq!(
        hackenbush_string(&both),
        Ok(Dyadic::from_integer(2) + Dyadic::new(1, 100).unwrap())
    );
}

/// The 64-edge alternating string the issue names (`LRLR...`): its value by the sign
/// expansion twin, a sum of halvings in exact arithmetic, and as a game in the arena.
#[test]
fn long_alternating_hackenbush_strings_are_exact() {
    let _alone = alone();
    for n in [63usize, 64, 65, 200] {
        let letters: String = (0..n).map(|i| if i % 2 == 0 { 'L' } else { 'R' }).collect();
        // L = 1, then the i-th tail edge adds +-2^-i: 1 - 1/2 + 1/4 - ... .
        let mut twin = Dyadic::ONE;
        for i in 1..n {
            let step = Dyadic::new(1, i as u32).unwrap();
            twin = if i % 2 == 1 { twin - step } else { twin + step };
        }
        let value = hackenbush_string(&letters).unwrap();
        assert_eq!(value, twin, "{n}");
        assert_eq!(value.exponent(), n as u32 - 1);
        let mut arena = Arena::new();
        let g = arena.number(value).unwrap();
        let text = arena.to_text(g).unwrap();
        assert_eq!(arena.parse(&text), Ok(g));
        // Near 2/3 from the one side as the string grows.
        assert!((value.to_f64() - 2.0 / 3.0).abs() < 1e-15);
    }
}

/// A number past the rule is refused as written, at its position.
#[test]
fn a_number_past_the_rule_is_refused_at_its_position() {
    let _alone = alone();
    let mut arena = Arena::new();
    // 2^65520 + 1, just past the rule.
    let two = Dyadic::from_integer(2);
    let power = (0..65_520).fold(Dyadic::ONE, |x, _| x * two);
    let text = format!("1 + {}", power + Dyadic::ONE);
    let e = parse_error(arena.parse(&text));
    assert_eq!(e.position, 4);
    assert_eq!(e.reason, ParseReason::NumberOutsideRule);
    assert!(e.to_string().contains("2^65520"), "{e}");
    assert!(arena.parse(&format!("-1 + {power}")).is_ok());
    assert!(arena.parse("1 + 4611686018427387905").is_ok());
}

/// Ups of any multiple the constructors build print compactly, and read back.
#[test]
fn large_up_multiples_print_compactly() {
    let _alone = alone();
    let mut arena = Arena::new();
    for text in [
        "^32",
        "^200",
        "v300*3",
        "1/2^100*5",
        "^512",
        "v18*30",
        "^17*9",
    ] {
        let g = arena.parse(text).unwrap();
        let printed = arena.to_text(g).unwrap();
        assert_eq!(printed, text);
        assert_eq!(arena.parse(&printed), Ok(g));
    }
}

/// An id of another arena is refused by every accessor alike: past the end of this arena, and
/// at an index this arena holds too (where it once read as whatever game was stored there).
#[test]
fn foreign_ids_are_refused_by_every_accessor() {
    let _alone = alone();
    let mut big = Arena::new();
    let far = big.parse("^5").unwrap();
    let mut small = Arena::new();
    assert_eq!(small.birthday(far), Err(Error::ForeignGame(far.index())));
    assert_eq!(small.as_number(far), Err(Error::ForeignGame(far.index())));
    assert_eq!(small.as_nimber(far), Err(Error::ForeignGame(far.index())));
    assert!(small.left_options(far).is_err());
    // Two new arenas hold a game at index 1; the id of one is not read by the other.
    let mut other = Arena::new();
    let one_there = other.parse("1").unwrap();
    let star_here = small.parse("*").unwrap();
    assert_eq!(one_there.index(), star_here.index());
    assert_eq!(
        small.to_text(one_there),
        Err(Error::ForeignGame(one_there.index()))
    );
    assert!(small.sum(one_there, star_here).is_err());
    assert!(small.compare(star_here, one_there).is_err());
    assert!(small.neg(one_there).is_err());
    assert!(small.game(&[one_there], &[]).is_err());
    let symbolic = big.parse("*5000").unwrap();
    assert!(small.to_text(symbolic).is_err());
    assert!(small.sum(symbolic, star_here).is_err());
    assert_eq!(small.to_text(star_here).unwrap(), "*");
}

/// The empty board is the game 0.
#[test]
fn the_empty_board_is_zero() {
    let _alone = alone();
    let mut arena = Arena::new();
    let board: Domineering = "".parse().unwrap();
    assert_eq!(board.to_string(), "");
    assert_eq!(board.value(&mut arena), Ok(arena.zero()));
    assert_eq!(Domineering::empty(0, 3).unwrap(), board);
}

/// An octal game's options are streamed, so a huge heap is refused by the step limit
/// before its options are built (it aborted at 3.5 GB).
#[test]
fn huge_heaps_of_octal_games_are_refused_within_the_step_limit() {
    let _alone = alone();
    let peak = peak_of(|| {
        let kayles: OctalGame = ".77".parse().unwrap();
        let mut solver = Solver::with_limits(kayles, combgames::base::Limits::new().steps(1 << 16));
        assert!(solver.grundy(&vec![100_000_000]).is_err());
        let hex: OctalGame = "0x.8".parse().unwrap();
        let mut solver = Solver::with_limits(hex, combgames::base::Limits::new().steps(1 << 16));
        assert!(solver.grundy(&vec![3000]).is_err());
    });
    assert!(peak < 64 << 20, "{peak} bytes");
}

/// An optimal move on a huge position takes memory in proportion to the position (it
/// held every word's table of factors: 3.9 GB for 6.4 MB of words).
#[test]
fn optimal_moves_on_huge_positions_stay_small() {
    let _alone = alone();
    let long: Word = "LRRLLRLRRLRLLRLRRLLRLRRLRLLRLRRL".parse().unwrap();
    let words = vec![long; 20_000];
    let peak = peak_of(|| {
        let after = optimal_move(&words, Player::Left).unwrap().unwrap();
        assert_eq!(after.len(), words.len());
    });
    // The answer itself is one word per word (8 bytes each); a table of factors per word
    // took 17 KB each (340 MB here).
    assert!(peak < 1 << 20, "{peak} bytes");
    let short: Word = "LRRL".parse().unwrap();
    let words = vec![short; 100_000];
    let peak = peak_of(|| {
        let after = optimal_move(&words, Player::Right).unwrap();
        assert!(after.is_some());
        assert!(optimal_score(&words, Player::Right).is_ok());
    });
    assert!(peak < 4 << 20, "{peak} bytes");
}

/// Memory of the octal values against their estimate (`sequence_bytes`, which the example
/// checks before it starts; at 10^7 values its output once peaked at 3.8 times it, now the
/// output is streamed).
#[test]
fn sequence_estimates_bound_the_measured_peaks() {
    let _alone = alone();
    for (code, n) in [(".77", 200_000usize), (".16", 200_000), ("4.07", 50_000)] {
        let game: OctalGame = code.parse().unwrap();
        let peak = peak_of(|| {
            game.grundy_values(n).unwrap();
        });
        let estimate = usize::try_from(sequence_bytes(n)).unwrap();
        assert!(peak <= estimate, "{code} to {n}: {peak} > {estimate}");
    }
    // Hexadecimal codes add rows of pair values, within what the limit leaves: with 32 KiB
    // over the estimate, 0x.8's rows stop part way to 1 500 and 2 000 heaps and the values
    // come from the plain scan, within the limit.
    let hex: OctalGame = "0x.8".parse().unwrap();
    for n in [1_500usize, 2_000] {
        let limits = combgames::base::Limits::new().bytes(sequence_bytes(n) + (32 << 10));
        let kept = hex.grundy_values(n).unwrap();
        let peak = peak_of(|| {
            assert_eq!(hex.grundy_values_with(n, limits).unwrap(), kept);
        });
        assert!(
            peak as u64 <= limits.bytes_or(0),
            "0x.8 to {n}: {peak} > {}",
            limits.bytes_or(0)
        );
    }
    let kayles: OctalGame = ".77".parse().unwrap();
    let peak = peak_of(|| {
        kayles.periodicity(100_000).unwrap();
    });
    assert!(
        peak <= usize::try_from(sequence_bytes(100_000)).unwrap(),
        "{peak}"
    );
    // .127 uses blocks (bitsets and bit slices of the values) on its way to a period.
    let dense: OctalGame = ".127".parse().unwrap();
    let peak = peak_of(|| {
        assert_eq!(dense.periodicity(200_000).unwrap().period, 4);
    });
    assert!(
        peak <= usize::try_from(sequence_bytes(200_000)).unwrap(),
        "{peak}"
    );
}

/// The parser's memory is linear in the text: 12 bytes a character (the characters and their
/// bracket partners) besides the games stored; and a text past `MAX_TEXT` is refused before
/// anything is allocated for it.
#[test]
fn parser_memory_is_linear_in_the_text() {
    let _alone = alone();
    let text = "(0)+".repeat(MAX_TEXT / 4 - 1) + "0";
    let peak = peak_of(|| {
        let mut arena = Arena::new();
        assert_eq!(arena.parse(&text), Ok(arena.zero()));
    });
    assert!(
        peak <= 16 * text.len() + (1 << 20),
        "{peak} bytes for {} characters",
        text.len()
    );
    let long = "0".repeat(MAX_TEXT + 1);
    let peak = peak_of(|| {
        let mut arena = Arena::new();
        assert!(matches!(arena.parse(&long), Err(Error::TooLarge { .. })));
    });
    assert!(peak < 1 << 16, "{peak}");
}

/// The generic solver's memory follows its steps (a frame and a stored value per step at
/// most): under 512 bytes a step on the deepest search, a heap of 10^8 in Kayles.
#[test]
fn solver_memory_follows_its_steps() {
    let _alone = alone();
    let steps = 1u64 << 16;
    let peak = peak_of(|| {
        let kayles: OctalGame = ".77".parse().unwrap();
        let mut solver = Solver::with_limits(kayles, combgames::base::Limits::new().steps(steps));
        assert!(solver.grundy(&vec![100_000_000]).is_err());
    });
    assert!(peak as u64 <= 512 * steps, "{peak} bytes for {steps} steps");
}

/// Games born near day 512 in a thread with the default 2 MiB stack, in a debug build too:
/// negation, stops, thermographs and sums of late-born games fill their caches in an order
/// found with an explicit stack, so no recursion follows the birthday (the thermograph of
/// `+-(^511)` overflowed such a stack).
#[test]
fn late_born_games_fit_a_thread_stack() {
    let _alone = alone();
    let worker = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let mut arena = Arena::new();
            let g = arena.parse("+-(^511)").unwrap();
            assert_eq!(arena.birthday(g), Ok(513));
            assert_eq!(arena.to_text(g).unwrap(), "{^511|v511}");
            let t = arena.thermograph(g).unwrap();
            assert_eq!(t.temperature(), Dyadic::ZERO);
            let h = arena.parse("^512*7").unwrap();
            assert_eq!(arena.mean(h), Ok(Dyadic::ZERO));
            let minus = arena.neg(h).unwrap();
            assert_eq!(arena.to_text(minus).unwrap(), "v512*7");
            let star = arena.nimber(1).unwrap();
            let s = arena.sum(g, star).unwrap();
            assert_eq!(arena.left_stop(s), Ok(Dyadic::ZERO));
            assert_eq!(arena.difference(s, star), Ok(g));
            // A chain of 600 hot games {2, -G | G}: born on day 603, every operation ends,
            // and its text, nested past what the parser reads, is refused.
            let two = arena.integer(2).unwrap();
            let mut chain = arena.parse("{2|-2}").unwrap();
            for _ in 0..600 {
                let minus = arena.neg(chain).unwrap();
                chain = arena.game(&[two, minus], &[chain]).unwrap();
            }
            assert_eq!(arena.birthday(chain), Ok(603));
            assert!(matches!(
                arena.to_text(chain),
                Err(Error::TooLarge { limit, .. }) if limit == MAX_NESTING as u64
            ));
            assert!(arena.temperature(chain).is_ok());
            let one = arena.integer(1).unwrap();
            assert!(arena.compare(chain, one).is_ok());
            assert!(arena.cool(chain, "1/2".parse().unwrap()).is_ok());
        })
        .unwrap();
    worker.join().unwrap();
}

/// A decimal is read by its value: trailing zeros change nothing, a long one is refused for
/// its length (not as "not dyadic"), a huge one for its size.
#[test]
fn decimals_are_read_by_value_and_refused_for_what_they_are() {
    let mut arena = Arena::new();
    let half = arena.parse("1/2").unwrap();
    for text in [
        "0.500000000000000000000000000000",
        "0.5000000000000000000000000000000000000000000000",
        "{0|1.000000000000000000000000000000000}",
    ] {
        assert_eq!(arena.parse(text), Ok(half), "{text}");
    }
    let two = arena.parse("2").unwrap();
    assert_eq!(arena.parse("2.0000000000000000000000000000000"), Ok(two));
    // 2^-28 written out has 28 digits after the point: read at any length now.
    let tiny = arena.number(Dyadic::new(1, 28).unwrap()).unwrap();
    assert_eq!(arena.parse("0.0000000037252902984619140625"), Ok(tiny));
    assert_eq!(
        parse_error(arena.parse("0.1")).reason,
        ParseReason::NotDyadic
    );
    let big = arena.parse("99999999999999999999.5").unwrap();
    assert_eq!(arena.to_text(big).unwrap(), "199999999999999999999/2");
    // Past the rule's 2^65520: refused, and the message names the bound.
    let huge = format!("1{}", "0".repeat(20_000));
    let e = parse_error(arena.parse(&huge));
    assert_eq!(e.reason, ParseReason::NumberOutsideRule);
    assert!(e.to_string().contains("2^65520"), "{e}");
}

/// The nesting limit is said in braces and parentheses, and holds exactly there: 63 braces
/// and 127 parentheses read, one more of either is refused with that message.
#[test]
fn the_nesting_limit_is_said_in_braces_and_parentheses() {
    let _alone = alone();
    let mut arena = Arena::new();
    let braces = |n: usize| format!("{}0{}", "{".repeat(n), "|}".repeat(n));
    let parens = |n: usize| format!("{}0{}", "(".repeat(n), ")".repeat(n));
    assert!(arena.parse(&braces(63)).is_ok());
    assert!(arena.parse(&parens(127)).is_ok());
    for text in [braces(64), parens(128)] {
        let e = parse_error(arena.parse(&text));
        assert_eq!(e.reason, ParseReason::TooDeep);
        assert!(
            e.to_string()
                .contains("at most 63 braces inside one another, or 127 parentheses"),
            "{e}"
        );
    }
}
