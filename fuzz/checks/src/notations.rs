//! Grammar-aware checks of the newer notations: loopy games in `CGSuite`'s labelled notation,
//! misère canonical forms in `*[...]`, and ordinals in Cantor normal form. Each text is
//! written from a value built by the bytes, read, and held to the value built through the
//! constructors (the twin); then edited once (a character dropped, added or changed) and read
//! right or refused, never skipped or panicking.

use combgames::base::Limits;
use combgames::grundy::misere::{MisereArena, MisereId};
use combgames::grundy::ordinal::{Exponent, Ordinal};
use combgames::partizan::Arena;
use combgames::partizan::loopy::{LoopyGame, SidedValue};

use crate::Input;

/// The three notations, each from its own bytes of `input`.
pub fn notations(input: &mut Input) {
    loopy(input);
    misere_forms(input);
    ordinals(input);
}

/// A graph of 1 to 4 positions, each side 0 to 2 options (any position, itself included).
fn graph(input: &mut Input) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
    let n = 1 + input.small(4);
    let side = |input: &mut Input| -> Vec<Vec<usize>> {
        (0..n)
            .map(|_| (0..input.small(3)).map(|_| input.small(n)).collect())
            .collect()
    };
    let left = side(input);
    let right = side(input);
    (left, right)
}

/// The text of position `v`: braces with a label the first time on a path, and within them
/// the label (or `pass`, for a move to the braces just around it, as `pass_here` says) for a
/// move back to a position on the path; a position off the path is written out again (the
/// unfolding is the same game).
fn write_position(
    v: usize,
    sides: &(Vec<Vec<usize>>, Vec<Vec<usize>>),
    path: &mut Vec<usize>,
    pass_here: &mut dyn FnMut() -> bool,
    out: &mut String,
) {
    if let Some(at) = path.iter().position(|&u| u == v) {
        if at + 1 == path.len() && pass_here() {
            out.push_str("pass");
        } else {
            out.push_str(&format!("n{v}"));
        }
        return;
    }
    out.push_str(&format!("n{v}{{"));
    path.push(v);
    for (k, options) in [&sides.0[v], &sides.1[v]].into_iter().enumerate() {
        if k == 1 {
            out.push('|');
        }
        for (i, &w) in options.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_position(w, sides, path, pass_here, out);
        }
    }
    path.pop();
    out.push('}');
}

/// A loopy graph written in the labelled notation reads as a game with the graph's outcome,
/// equal to it (stoppers) or with equal sides (others, when sidling is within a small step
/// limit); its printed form reads back; one edit is read or refused.
fn loopy(input: &mut Input) {
    let sides = graph(input);
    let twin = LoopyGame::new(sides.0.clone(), sides.1.clone(), 0).expect("a graph of 4 positions");
    let mut text = String::new();
    write_position(
        0,
        &sides,
        &mut Vec::new(),
        &mut || input.small(2) == 0,
        &mut text,
    );
    let mut arena = Arena::with_limits(Limits::new().items(20_000).steps(1 << 18));
    let read = LoopyGame::parse(&mut arena, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(read.outcome(), twin.outcome(), "{text}");
    assert_eq!(read.is_stopper(), twin.is_stopper(), "{text}");
    if twin.is_stopper() {
        assert_eq!(read.equals(&twin), Ok(true), "{text}");
    } else if read.len() <= 40 {
        let limits = Limits::new().steps(1 << 20);
        if let (Ok(a), Ok(b)) = (
            SidedValue::of_within(&read, limits),
            SidedValue::of_within(&twin, limits),
        ) {
            assert_eq!(a.equals(&b), Ok(true), "{text}");
        }
    }
    crate::parse_loopy(&mut arena, &text);
    const ALPHABET: &[char] = &[
        '{', '}', '|', ',', 'n', '0', '1', '3', ' ', 'p', 'a', 's', '&', '*', '-', '+',
    ];
    let edited = input.edit(&text, ALPHABET);
    crate::parse_loopy(&mut arena, &edited);
}

/// A term of the misère notation.
#[derive(Debug)]
enum Term {
    /// A nim heap, a digit.
    Heap(u32),
    /// `[a,b,...]`: the game of those options.
    List(Vec<Term>),
    /// `t#`: the game whose only option is `t`.
    Sharp(Box<Term>),
    /// `t[d]`: `t` plus the nim heap `d`.
    Plus(Box<Term>, u32),
}

fn term(input: &mut Input, depth: usize) -> Term {
    let kinds = if depth == 0 { 1 } else { 4 };
    match input.small(kinds) {
        0 => Term::Heap(input.small(6) as u32),
        1 => Term::List(
            (0..1 + input.small(3))
                .map(|_| term(input, depth - 1))
                .collect(),
        ),
        2 => Term::Sharp(Box::new(term(input, depth - 1))),
        _ => Term::Plus(Box::new(term(input, depth - 1)), input.small(4) as u32),
    }
}

fn term_text(t: &Term) -> String {
    match t {
        Term::Heap(d) => d.to_string(),
        Term::List(options) => {
            let inner: Vec<String> = options.iter().map(term_text).collect();
            format!("[{}]", inner.join(","))
        }
        Term::Sharp(t) => format!("{}#", term_text(t)),
        Term::Plus(t, d) => format!("{}[{d}]", term_text(t)),
    }
}

/// The twin: the form built through the arena's constructors.
fn build(arena: &mut MisereArena, t: &Term) -> Option<MisereId> {
    match t {
        Term::Heap(d) => arena.nim_heap(*d).ok(),
        Term::List(options) => {
            let ids: Option<Vec<MisereId>> = options.iter().map(|o| build(arena, o)).collect();
            arena.form(&ids?).ok()
        }
        Term::Sharp(t) => {
            let g = build(arena, t)?;
            arena.form(&[g]).ok()
        }
        Term::Plus(t, d) => {
            let g = build(arena, t)?;
            let h = arena.nim_heap(*d).ok()?;
            arena.sum(g, h).ok()
        }
    }
}

/// Misère forms written as `*[t] + *[u]`, against the forms built by the constructors; the
/// printed form reads back; one edit is read or refused.
fn misere_forms(input: &mut Input) {
    let mut arena = MisereArena::with_limits(Limits::new().items(20_000).steps(1 << 18));
    let terms: Vec<Term> = (0..1 + input.small(2)).map(|_| term(input, 3)).collect();
    let text: Vec<String> = terms
        .iter()
        .map(|t| format!("*[{}]", term_text(t)))
        .collect();
    let text = text.join(if input.small(2) == 0 { "+" } else { " + " });
    let mut built = Some(arena.zero());
    for t in &terms {
        built = match (built, build(&mut arena, t)) {
            (Some(g), Some(h)) => arena.sum(g, h).ok(),
            _ => None,
        };
    }
    let read = arena.parse(&text);
    if let Some(g) = built {
        assert_eq!(read.as_ref().ok(), Some(&g), "{text}: {read:?}");
    }
    const ALPHABET: &[char] = &['*', '[', ']', '#', ',', '+', '0', '2', '9', ' ', '(', ')'];
    let edited = input.edit(&text, ALPHABET);
    for text in [text, edited] {
        let Ok(g) = arena.parse(&text) else {
            continue;
        };
        if let Ok(printed) = arena.to_text(g) {
            assert_eq!(
                arena.parse(&printed).ok(),
                Some(g),
                "{text} printed as {printed}"
            );
        }
    }
}

/// An exponent below `omega^omega`: coefficients of `omega^k`, lowest first (up to degree 2).
fn exponent(input: &mut Input) -> Vec<u64> {
    let mut c: Vec<u64> = (0..1 + input.small(3))
        .map(|_| input.small(4) as u64)
        .collect();
    while c.len() > 1 && c.last() == Some(&0) {
        c.pop();
    }
    c
}

/// The text of an exponent (a polynomial in omega): `omega^2*3+omega+5`; `single` is whether
/// it is one term with coefficient 1 (written without parentheses after `omega^`).
fn exponent_text(c: &[u64]) -> (String, bool) {
    let mut terms = Vec::new();
    for (k, &a) in c.iter().enumerate().rev() {
        if a == 0 {
            continue;
        }
        let power = match k {
            0 => String::new(),
            1 => "omega".to_string(),
            k => format!("omega^{k}"),
        };
        terms.push(match (k, a) {
            (0, a) => a.to_string(),
            (_, 1) => power,
            (_, a) => format!("{power}*{a}"),
        });
    }
    let single =
        terms.len() == 1 && c.iter().filter(|&&a| a != 0).count() == 1 && c.last() == Some(&1);
    (terms.join("+"), single)
}

/// Ordinals written in Cantor normal form (distinct exponents, largest first) against the
/// nim-sum of their terms (the terms' coefficients are added with no carry, so the nim-sum of
/// terms with distinct exponents is their ordinal sum); the printed forms read back; one edit
/// is read or refused.
fn ordinals(input: &mut Input) {
    let mut exponents: Vec<Vec<u64>> = (0..1 + input.small(4)).map(|_| exponent(input)).collect();
    // Largest first: by degree, then coefficient by coefficient from the top.
    let key = |c: &Vec<u64>| {
        let mut k: Vec<u64> = c.iter().rev().copied().collect();
        k.insert(0, c.len() as u64);
        k
    };
    exponents.sort_by_key(|c| std::cmp::Reverse(key(c)));
    exponents.dedup();
    let mut text = String::new();
    let mut built = Ordinal::from(0);
    for c in &exponents {
        let coefficient = 1 + input.small(20) as u64;
        let (written, single) = exponent_text(c);
        let zero = c.iter().all(|&a| a == 0);
        let power = if zero {
            String::new()
        } else if written == "1" {
            "omega".to_string()
        } else if single || !written.contains(['+', '*', '^']) {
            format!("omega^{written}")
        } else {
            format!("omega^({written})")
        };
        let term = match (zero, coefficient) {
            (true, n) => n.to_string(),
            (false, 1) => power,
            (false, n) => format!("{power}*{n}"),
        };
        if !text.is_empty() {
            text.push_str(if input.small(2) == 0 { "+" } else { " + " });
        }
        text.push_str(&term);
        let beta = Exponent::new(c.clone()).expect("a small exponent");
        built = built.nim_sum(&Ordinal::term(beta, coefficient));
    }
    let read = text.parse::<Ordinal>();
    assert_eq!(read.as_ref(), Ok(&built), "{text}");
    assert_eq!(
        built.to_string().parse::<Ordinal>().as_ref(),
        Ok(&built),
        "{text}"
    );
    crate::parse_ordinal(&text);
    const ALPHABET: &[char] = &[
        'o', 'm', 'e', 'g', 'a', '^', '*', '+', '(', ')', '2', '0', ' ', 'ω',
    ];
    let edited = input.edit(&text, ALPHABET);
    crate::parse_ordinal(&edited);
}
