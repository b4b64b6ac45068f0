//! Grammar-aware checks: expressions and boards generated from the bytes as well-formed text
//! (so the fuzzer reaches deep into the parsers, not only their first character), evaluated
//! by a twin that builds the same game through the arena's constructors, then edited once into
//! almost-well-formed text (a character dropped, added or changed), which must be read right
//! or refused, never skipped: the class of "Tiny(1 xyz)" reading as "Tiny(1)".

use combgames::base::Limits;
use combgames::dyadic::Dyadic;
use combgames::partizan::domineering::OutcomeSolver;
use combgames::partizan::rulesets::Solver;
use combgames::partizan::{Arena, Domineering, Error, GameId, Uptimal, UptimalKind, naive};

use crate::Input;

/// A partizan game expression, as the parser's grammar has it.
#[derive(Debug, Clone)]
enum Expr {
    Number(Dyadic),
    Star(u32),
    Up(i64),
    Uptimal(Uptimal),
    Sum(Box<Expr>, Box<Expr>),
    Difference(Box<Expr>, Box<Expr>),
    Neg(Box<Expr>),
    Switch(Box<Expr>),
    Braces(Vec<Expr>, Vec<Expr>),
    Tiny(Box<Expr>),
    Miny(Box<Expr>),
    Paren(Box<Expr>),
    /// `n*(G)`: `n` copies of `G` (of `-G` for a negative `n`).
    Multiple(i64, Box<Expr>),
}

/// An expression of at most `depth` levels from the bytes.
fn expr(input: &mut Input, depth: usize) -> Expr {
    let kinds = if depth == 0 { 4 } else { 13 };
    let boxed = |input: &mut Input| Box::new(expr(input, depth - 1));
    match input.small(kinds) {
        0 => {
            let numerator = input.small(41) as i64 - 20;
            let exponent = input.small(5) as u32;
            Expr::Number(Dyadic::new(numerator, exponent).unwrap_or(Dyadic::ZERO))
        }
        1 => Expr::Star(input.small(5) as u32),
        2 => Expr::Up(input.small(7) as i64 - 3),
        3 => Expr::Uptimal(Uptimal {
            kind: if input.small(2) == 0 {
                UptimalKind::Power
            } else {
                UptimalKind::UpTo
            },
            n: input.small(7) as u32, // ^<0> is refused, by text and twin alike
            down: input.small(2) == 1,
            star: input.small(2) == 1,
        }),
        4 => Expr::Sum(boxed(input), boxed(input)),
        5 => Expr::Difference(boxed(input), boxed(input)),
        6 => Expr::Neg(boxed(input)),
        7 => Expr::Switch(boxed(input)),
        8 | 9 => {
            let left = (0..input.small(3))
                .map(|_| expr(input, depth - 1))
                .collect();
            let right = (0..input.small(3))
                .map(|_| expr(input, depth - 1))
                .collect();
            Expr::Braces(left, right)
        }
        10 => {
            if input.small(2) == 0 {
                Expr::Tiny(boxed(input))
            } else {
                Expr::Miny(boxed(input))
            }
        }
        11 => Expr::Multiple(input.small(7) as i64 - 3, boxed(input)),
        _ => Expr::Paren(boxed(input)),
    }
}

/// A space or nothing, as `space` says.
fn gap(space: &mut dyn FnMut() -> bool) -> &'static str {
    if space() { " " } else { "" }
}

/// The text of an expression; `space` chooses where spaces go.
fn text(e: &Expr, space: &mut dyn FnMut() -> bool) -> String {
    match e {
        Expr::Number(x) => x.to_string(),
        Expr::Star(k) => format!("*{k}"),
        Expr::Up(m) if *m >= 0 => format!("^{m}"),
        Expr::Up(m) => format!("v{}", -m),
        Expr::Uptimal(u) => u.to_string(),
        Expr::Sum(a, b) | Expr::Difference(a, b) => {
            let op = if matches!(e, Expr::Sum(..)) { '+' } else { '-' };
            let a = text(a, space);
            let (g1, g2) = (gap(space), gap(space));
            let b = text(b, space);
            format!("({a}){g1}{op}{g2}({b})")
        }
        Expr::Neg(a) => format!("-({})", text(a, space)),
        Expr::Switch(a) => format!("+-({})", text(a, space)),
        Expr::Braces(l, r) => {
            let mut side = |options: &[Expr]| {
                options
                    .iter()
                    .map(|o| format!("({})", text(o, space)))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let left = side(l);
            let right = side(r);
            let g = gap(space);
            format!("{{{left}{g}|{right}}}")
        }
        Expr::Tiny(a) => format!("Tiny({})", text(a, space)),
        Expr::Miny(a) => format!("Miny({})", text(a, space)),
        Expr::Paren(a) => {
            let g = gap(space);
            format!("({g}{}{g})", text(a, space))
        }
        Expr::Multiple(n, a) => {
            let g = gap(space);
            format!("{n}{g}*{g}({})", text(a, space))
        }
    }
}

/// The twin: the game built through the arena's constructors, not through text.
fn build(arena: &mut Arena, e: &Expr) -> Result<GameId, Error> {
    Ok(match e {
        Expr::Number(x) => arena.number(*x)?,
        Expr::Star(k) => arena.nimber(u64::from(*k))?,
        Expr::Up(m) => arena.up(*m)?,
        Expr::Uptimal(u) => arena.uptimal(*u)?,
        Expr::Sum(a, b) => {
            let (a, b) = (build(arena, a)?, build(arena, b)?);
            arena.sum(a, b)?
        }
        Expr::Difference(a, b) => {
            let (a, b) = (build(arena, a)?, build(arena, b)?);
            arena.difference(a, b)?
        }
        Expr::Neg(a) => {
            let a = build(arena, a)?;
            arena.neg(a)?
        }
        Expr::Switch(a) => {
            let a = build(arena, a)?;
            arena.switch(a)?
        }
        Expr::Braces(l, r) => {
            let l: Vec<GameId> = l
                .iter()
                .map(|o| build(arena, o))
                .collect::<Result<_, _>>()?;
            let r: Vec<GameId> = r
                .iter()
                .map(|o| build(arena, o))
                .collect::<Result<_, _>>()?;
            arena.game(&l, &r)?
        }
        Expr::Tiny(a) => {
            let a = build(arena, a)?;
            arena.tiny(a)?
        }
        Expr::Miny(a) => {
            let a = build(arena, a)?;
            arena.miny(a)?
        }
        Expr::Paren(a) => build(arena, a)?,
        Expr::Multiple(n, a) => {
            let a = build(arena, a)?;
            let unit = if *n < 0 { arena.neg(a)? } else { a };
            let mut copies = arena.zero();
            for _ in 0..n.unsigned_abs() {
                copies = arena.sum(copies, unit)?;
            }
            copies
        }
    })
}

/// The arena ran out of games or steps: a refusal, not a finding.
fn full(e: &Error) -> bool {
    matches!(e, Error::Exceeded(_))
}

/// One edit of `text` chosen by the bytes: a character dropped, added or changed.
fn edit(input: &mut Input, text: &str) -> String {
    const ALPHABET: &[char] = &[
        '{', '}', '(', ')', '|', ',', '+', '-', '*', '^', 'v', '/', '.', '<', '>', '[', ']', '0',
        '1', '7', ' ', 'T', 'x',
    ];
    input.edit(text, ALPHABET)
}

/// Reads `text`; if it is a game, its printed form reads back to it.
fn read_and_print(arena: &mut Arena, text: &str) {
    let Ok(g) = arena.parse(text) else {
        return;
    };
    match arena.to_text(g) {
        Ok(printed) => match arena.parse(&printed) {
            Ok(back) => assert_eq!(back, g, "{text} printed as {printed}"),
            Err(e) => assert!(
                full(&e) || matches!(e, Error::Parse(_)),
                "{text} printed as {printed}: {e}"
            ),
        },
        Err(e) => assert!(
            full(&e) || matches!(e, Error::TooLarge { .. }),
            "{text}: {e}"
        ),
    }
}

/// Generated expressions against the constructors, then one edit read or refused.
pub fn grammar(data: &[u8]) {
    let mut input = Input::new(data);
    let e = expr(&mut input, 4);
    let mut flags = Input::new(data);
    let written = text(&e, &mut || flags.small(3) == 0);
    let mut arena = Arena::with_limits(combgames::base::Limits::new().items(20_000).steps(1 << 18));
    let built = build(&mut arena, &e);
    let parsed = arena.parse(&written);
    match (&built, &parsed) {
        (Ok(g), Ok(h)) => assert_eq!(g, h, "{written}"),
        (Ok(_), Err(e)) => assert!(full(e), "{written}: {e}"),
        (Err(e), Ok(_)) => assert!(full(e), "{written} read, but built: {e}"),
        (Err(_), Err(_)) => {}
    }
    read_and_print(&mut arena, &written);
    let edited_text = edit(&mut input, &written);
    read_and_print(&mut arena, &edited_text);
    // Text after a complete game is never skipped: "G junk" is refused.
    if built.is_ok() {
        let junk = format!("{written} x");
        assert!(arena.parse(&junk).is_err(), "{junk}");
        if let Expr::Tiny(_) | Expr::Miny(_) = e {
            let inner = format!("{} x)", &written[..written.len() - 1]);
            assert!(arena.parse(&inner).is_err(), "{inner}");
        }
    }
    grammar_rest(&mut input);
    crate::notations::notations(&mut input);
}

/// Domineering boards of up to 9 cells (the twin's limit) (some blocked) against the twin that plays the rules
/// as an explicit tree, and their outcome search against the value; and the board's text read
/// back.
pub fn partizan(data: &[u8]) {
    let mut input = Input::new(data);
    let rows = input.small(5);
    let cols = 9usize.checked_div(rows).map_or(0, |c| 1 + input.small(c));
    let mut text = String::new();
    for r in 0..rows {
        if r > 0 {
            text.push('|');
        }
        for _ in 0..cols {
            text.push(if input.small(5) == 0 { '#' } else { '.' });
        }
    }
    let board: Domineering = text.parse().expect("a well-formed board");
    assert_eq!(board.to_string(), text);
    let mut arena = Arena::new();
    let fast = board.value(&mut arena).expect("a small board");
    let tree = naive::domineering_tree(&board).expect("a small board");
    let slow = arena.from_tree(&tree).expect("a small board");
    assert_eq!(fast, slow, "{text}");
    // The framework's search on the same rules (keys up to reflections only) agrees too.
    let framework = Solver::new(&mut arena)
        .value(&board)
        .expect("a small board");
    assert_eq!(fast, framework, "{text}");
    // Who wins by the outcome search (one or two threads, the smallest table) equals the
    // value's comparison with 0.
    let limits = Limits::new().steps(1 << 20).bytes(32 << 10);
    let mut solver = OutcomeSolver::new(&board, limits)
        .expect("a table of 32 KiB")
        .threads(1 + input.small(2));
    assert_eq!(solver.outcome(), arena.outcome(fast), "{text}");
    // An edit of the text: read right or refused.
    let edited = edit(&mut input, &text);
    if let Ok(b) = edited.parse::<Domineering>() {
        assert_eq!(b.to_string().parse::<Domineering>(), Ok(b), "{edited}");
    }
    // Two small games as explicit trees: the arena's sum, negation and order against the
    // trees' own (the definitions, no simplification).
    let (a, b) = (random_tree(&mut input, 3), random_tree(&mut input, 2));
    let (x, y) = (arena.from_tree(&a).unwrap(), arena.from_tree(&b).unwrap());
    let sum = arena.sum(x, y).unwrap();
    assert_eq!(arena.from_tree(&a.sum(&b)), Ok(sum), "{a:?} + {b:?}");
    assert_eq!(arena.from_tree(&a.neg()), arena.neg(x), "-{a:?}");
    assert_eq!(arena.le(x, y), Ok(a.le(&b)), "{a:?} <= {b:?}");
    assert_eq!(arena.le(y, x), Ok(b.le(&a)), "{b:?} <= {a:?}");
    // Stops of the canonical form against the stops of the explicit tree.
    if let (Ok(l), Ok(r)) = (arena.left_stop(sum), arena.right_stop(sum)) {
        assert!(l >= r, "{a:?} + {b:?}: stops {l} < {r}");
    }
    // Far from 0 (numbers are stored by value, any the dyadic type holds): moved by a number
    // `n`, the games keep their order and come back; a number past the rule is refused.
    let n = input.dyadic();
    if let Ok(far) = arena.number(n) {
        if let (Ok(xn), Ok(yn)) = (arena.sum(x, far), arena.sum(y, far)) {
            assert_eq!(arena.le(xn, yn), Ok(a.le(&b)), "{a:?} + {n} <= {b:?} + {n}");
            let back = arena.neg(far).and_then(|minus| arena.sum(xn, minus));
            assert_eq!(back, Ok(x), "{a:?} + {n} - {n}");
        }
    } else {
        assert!(!combgames::partizan::is_buildable(n), "{n} refused");
    }
}

/// A game tree of at most `depth` levels and three options a side.
fn random_tree(input: &mut Input, depth: usize) -> naive::Tree {
    if depth == 0 {
        return naive::Tree::zero();
    }
    let left = (0..input.small(3))
        .map(|_| random_tree(input, depth - 1))
        .collect();
    let right = (0..input.small(3))
        .map(|_| random_tree(input, depth - 1))
        .collect();
    naive::Tree::new(left, right)
}

/// One edit of `text`, then `check` on the edited text.
fn edited(input: &mut Input, text: &str, check: impl Fn(&str)) {
    check(&edit(input, text));
}

/// The other parsers from generated text: octal codes, words, dyadics, Hackenbush strings and
/// Zeckendorf numbers, each against what was generated, then edited once and read right or
/// refused.
pub fn grammar_rest(input: &mut Input) {
    use combgames::grundy::OctalGame;
    use combgames::left_vs_right::Word;
    use combgames::partizan::hackenbush_string;
    use combgames::zeckendorf::Zeckendorf;
    // An octal or hexadecimal code: its digits read back.
    let hex = input.small(4) == 0;
    let base = if hex { 16 } else { 8 };
    let lead = input.small(2) == 0;
    // Taking nothing can only split a heap: the digit before the point is 0, 4, 8 or c.
    let mut digits: Vec<u8> = vec![if lead {
        (input.small(base / 4) * 4) as u8
    } else {
        0
    }];
    digits.extend((0..input.small(7)).map(|_| input.small(base) as u8));
    let mut code = String::new();
    if hex {
        code.push_str("0x");
    }
    if lead {
        code.push_str(&format!("{:x}", digits[0]));
    }
    code.push('.');
    for d in &digits[1..] {
        code.push_str(&format!("{d:x}"));
    }
    let trimmed = |d: &[u8]| {
        let end = d.iter().rposition(|&x| x != 0).map_or(0, |i| i + 1);
        d[..end].to_vec()
    };
    match code.parse::<OctalGame>() {
        Ok(game) => {
            assert_eq!(trimmed(game.digits()), trimmed(&digits), "{code}");
            assert_eq!(game.to_string().parse::<OctalGame>(), Ok(game), "{code}");
        }
        Err(e) => panic!("{code}: {e}"),
    }
    edited(input, &code, |text| {
        if let Ok(game) = text.parse::<OctalGame>() {
            assert_eq!(game.to_string().parse::<OctalGame>(), Ok(game), "{text}");
        }
    });
    // A word of Left vs Right: its letters read back as bits.
    let len = 1 + input.small(32);
    let letters: String = (0..len)
        .map(|_| if input.small(2) == 0 { 'L' } else { 'R' })
        .collect();
    let word: Word = letters.parse().expect("a word of at most 32 letters");
    assert_eq!(word.letter_count() as usize, len);
    let bits = letters
        .chars()
        .fold(0u32, |b, c| (b << 1) | u32::from(c == 'R'));
    assert_eq!(word.bits(), bits, "{letters}");
    edited(input, &letters, |text| {
        if let Ok(w) = text.parse::<Word>() {
            assert_eq!(w.to_string(), text);
        }
    });
    // A dyadic as a fraction or a decimal.
    let numerator = input.edge_i64() >> input.small(64);
    let exponent = input.small(63) as u32;
    if let Ok(x) = Dyadic::new(numerator, exponent) {
        let written = x.to_string();
        assert_eq!(written.parse::<Dyadic>(), Ok(x), "{written}");
        edited(input, &written, |text| {
            if let Ok(y) = text.parse::<Dyadic>() {
                assert_eq!(y.to_string().parse::<Dyadic>(), Ok(y), "{text}");
            }
        });
    }
    // A Red-Blue Hackenbush string against the explicit game tree (up to 12 edges).
    let edges = 1 + input.small(12);
    let string: String = (0..edges)
        .map(|_| if input.small(2) == 0 { 'L' } else { 'R' })
        .collect();
    let value = hackenbush_string(&string).expect("a short string");
    let mut arena = Arena::new();
    let tree = naive::hackenbush_string_tree(&string).expect("a short string");
    let g = arena.from_tree(&tree).expect("a short string");
    assert_eq!(arena.as_number(g), Ok(Some(value)), "{string}");
    edited(input, &string, |text| {
        let _ = hackenbush_string(text);
    });
    // A Zeckendorf number: the digits read back.
    let n = input.edge_u64();
    let written = n.to_string();
    assert_eq!(
        written.parse::<Zeckendorf<u64>>().map(|z| *z.value()),
        Ok(n)
    );
    edited(input, &written, |text| {
        if let Ok(z) = text.parse::<Zeckendorf<u64>>() {
            assert_eq!(
                z.value().to_string().parse::<u64>().ok(),
                text.parse::<u64>().ok()
            );
        }
    });
}
