//! Differential checks: each function reads arbitrary bytes as edge-biased inputs, runs a
//! public entry point of the workspace, and compares it with a slow twin written from the
//! definition. A mismatch or a panic is a finding. The same functions drive the cargo-fuzz
//! targets (nightly, libFuzzer) and the stable harness (seeded random bytes plus the corpus).

mod grammar;
mod input;
mod misere;
mod notations;
mod rulesets;

pub use grammar::{grammar, partizan};
pub use input::Input;
pub use misere::misere;
pub use rulesets::rulesets;

use std::collections::BTreeMap;

use combgames::counting::{Big, CheckedU128, Counting, Modular, Modular128};
use combgames::dyadic::Dyadic;
use combgames::grundy::{ImpartialGame, Nimber, OctalGame, RootedTree, Solver, naive};
use combgames::histconv::{
    Histogram, count_pairs_below, count_pairs_equal, count_triples_below,
    count_triples_below_symmetric, count_triples_equal, count_triples_equal_symmetric,
};
use combgames::left_vs_right::{Outcome, Player, Word};
use combgames::num_bigint::{BigInt, BigUint};
use combgames::zeckendorf::{NimState, Zeckendorf, smallest_term, zeckendorf_terms};

#[path = "../../../examples/common/mod.rs"]
#[allow(dead_code, clippy::all)]
mod common;

/// The names of the checks, in the order the harnesses run them.
pub const TARGETS: &[&str] = &[
    "counting",
    "dyadic",
    "histconv",
    "zeckendorf",
    "grundy",
    "parsers",
    "games",
    "grammar",
    "partizan",
    "rulesets",
    "misere",
];

/// Runs the check `name` on `data`; unknown names do nothing.
pub fn run(name: &str, data: &[u8]) {
    match name {
        "counting" => counting(data),
        "dyadic" => dyadic(data),
        "histconv" => histconv(data),
        "zeckendorf" => zeckendorf(data),
        "grundy" => grundy(data),
        "parsers" => parsers(data),
        "games" => games(data),
        "grammar" => grammar(data),
        "partizan" => partizan(data),
        "rulesets" => rulesets(data),
        "misere" => misere(data),
        _ => {}
    }
}

/// Modular and checked arithmetic against `BigUint`.
pub fn counting(data: &[u8]) {
    let mut input = Input::new(data);
    let m = input.edge_u64().max(2);
    let c = Modular::new(m).expect("m >= 2");
    let (a, b) = (input.edge_u64(), input.edge_u64());
    let big = |x: u64| BigUint::from(x);
    let residue = |x: BigUint| u64::try_from(x % m).expect("below m");
    assert_eq!(c.add(&a, &b), Ok(residue(big(a) + big(b))));
    assert_eq!(c.mul(&a, &b), Ok(residue(big(a) * big(b))));
    assert_eq!(c.sub(&a, &b), Ok(residue(big(a) + big(m) - big(b % m))));
    let mut acc = c.accumulator();
    let mut exact = BigUint::ZERO;
    for _ in 0..input.small(8) {
        let (x, y) = (input.edge_u64(), input.edge_u64());
        c.mul_add(&mut acc, &x, &y);
        exact += big(x) * big(y);
    }
    assert_eq!(c.finish(acc), Ok(residue(exact)));
    let (x, y) = (input.edge_u128(), input.edge_u128());
    let wide_m = input.edge_u128().max(2);
    let wide = Modular128::new(wide_m).expect("m >= 2");
    let wide_residue = |v: BigUint| u128::try_from(v % wide_m).expect("below m");
    let (bx, by) = (BigUint::from(x), BigUint::from(y));
    assert_eq!(wide.add(&x, &y), Ok(wide_residue(&bx + &by)));
    assert_eq!(wide.mul(&x, &y), Ok(wide_residue(&bx * &by)));
    assert_eq!(
        wide.sub(&x, &y),
        Ok(wide_residue(&bx + wide_m - (&by % wide_m)))
    );
    match CheckedU128.mul(&x, &y) {
        Ok(p) => assert_eq!(BigUint::from(p), BigUint::from(x) * BigUint::from(y)),
        Err(_) => assert!(BigUint::from(x) * BigUint::from(y) > BigUint::from(u128::MAX)),
    }
}

/// `Dyadic` arithmetic against big integers, order, floor and text round trips, for values
/// inline, past 64 bits and at the bounds.
pub fn dyadic(data: &[u8]) {
    let mut input = Input::new(data);
    let text = input.text(40);
    if let Ok(d) = text.parse::<Dyadic>() {
        assert_eq!(d.to_string().parse::<Dyadic>(), Ok(d), "{text:?}");
    }
    let (a, b) = (input.dyadic(), input.dyadic());
    assert_eq!(a.checked_add(b), exact(a, b, '+'));
    assert_eq!(a.checked_sub(b), exact(a, b, '-'));
    assert_eq!(a.checked_mul(b), exact(a, b, '*'));
    let (difference, _) = unreduced(a, b, '-');
    assert_eq!(
        a.cmp(&b),
        difference.sign().cmp(&combgames::num_bigint::Sign::NoSign)
    );
    assert_eq!(a.to_string().parse::<Dyadic>(), Ok(a));
    let floor = a.floor();
    assert!(
        floor.is_integer() && floor <= a && a - floor < Dyadic::ONE,
        "{a}"
    );
    if a < b {
        let s = Dyadic::simplest_between(a, b);
        if let Ok(s) = s {
            assert!(a < s && s < b);
        }
    }
}

/// `left op right` as an unreduced `value / 2^e`, by big integers.
fn unreduced(left: Dyadic, right: Dyadic, op: char) -> (BigInt, u32) {
    let (p, e) = (left.numerator(), left.exponent());
    let (q, f) = (right.numerator(), right.exponent());
    if op == '*' {
        (p * q, e + f)
    } else {
        let top = e.max(f);
        let (x, y) = (p << (top - e), q << (top - f));
        (if op == '+' { x + y } else { x - y }, top)
    }
}

/// The exact result, reduced by hand, or `None` past the type's bounds.
fn exact(left: Dyadic, right: Dyadic, op: char) -> Option<Dyadic> {
    use combgames::dyadic::{MAX_EXPONENT, MAX_MAGNITUDE_BITS};
    let (value, exponent) = unreduced(left, right, op);
    let Some(zeros) = value.trailing_zeros() else {
        return Some(Dyadic::ZERO);
    };
    let shift = zeros.min(u64::from(exponent)) as u32;
    let (value, exponent) = (value >> shift, exponent - shift);
    let bound = BigUint::from(1u8) << (MAX_MAGNITUDE_BITS + exponent);
    if exponent > MAX_EXPONENT || *value.magnitude() > bound {
        return None;
    }
    // Built from the reduced parts; compared by parts as well.
    let d = Dyadic::from_big(value.clone(), exponent).ok()?;
    assert_eq!((d.numerator(), d.exponent()), (value, exponent));
    Some(d)
}

/// Histogram counts against the loops over items, with edge scores and counts.
pub fn histconv(data: &[u8]) {
    let mut input = Input::new(data);
    let sizes = [input.small(6), input.small(6), input.small(4)];
    let [a, b, c] = sizes.map(|n| {
        (0..n)
            .map(|_| (input.edge_i64(), input.small(3) as u64 + 1))
            .collect::<Vec<_>>()
    });
    let bound = input.edge_i64();
    let expand = |h: &[(i64, u64)]| {
        h.iter()
            .flat_map(|&(s, n)| std::iter::repeat_n(s, n as usize))
            .collect::<Vec<i64>>()
    };
    let (xa, xb, xc) = (expand(&a), expand(&b), expand(&c));
    let hist = |h: &[(i64, u64)]| {
        Histogram::from_entries(CheckedU128, h.iter().map(|&(s, n)| (s, u128::from(n))))
            .expect("small counts")
    };
    let (ha, hb, hc) = (hist(&a), hist(&b), hist(&c));
    let t = i128::from(bound);
    let mut below2 = 0u128;
    let mut equal2 = 0u128;
    for x in &xa {
        for y in &xb {
            let s = i128::from(*x) + i128::from(*y);
            below2 += u128::from(s < t);
            equal2 += u128::from(s == t);
        }
    }
    assert_eq!(count_pairs_below(&ha, &hb, bound), Ok(below2));
    assert_eq!(count_pairs_equal(&ha, &hb, bound), Ok(equal2));
    let triple = |x: &[i64], y: &[i64], keep: &dyn Fn(i128) -> bool| {
        let mut n = 0u128;
        for p in x {
            for q in y {
                for r in &xc {
                    n += u128::from(keep(i128::from(*p) + i128::from(*q) + i128::from(*r)));
                }
            }
        }
        n
    };
    assert_eq!(
        count_triples_below(&ha, &hb, &hc, bound),
        Ok(triple(&xa, &xb, &|s| s < t))
    );
    assert_eq!(
        count_triples_equal(&ha, &hb, &hc, bound),
        Ok(triple(&xa, &xb, &|s| s == t))
    );
    assert_eq!(
        count_triples_below_symmetric(&ha, &hc, bound),
        Ok(triple(&xa, &xa, &|s| s < t))
    );
    assert_eq!(
        count_triples_equal_symmetric(&ha, &hc, bound),
        Ok(triple(&xa, &xa, &|s| s == t))
    );
    // Convolution of scores that cannot overflow, against the double loop, in two systems.
    let small = |h: &[(i64, u64)]| h.iter().map(|&(s, n)| ((s >> 2), n)).collect::<Vec<_>>();
    let (sa, sb) = (small(&a), small(&b));
    let mut sums: BTreeMap<i64, u128> = BTreeMap::new();
    for &(x, n) in &sa {
        for &(y, k) in &sb {
            *sums.entry(x + y).or_default() += u128::from(n) * u128::from(k);
        }
    }
    sums.retain(|_, c| *c != 0);
    let conv = hist(&sa).convolve(&hist(&sb)).expect("small");
    assert_eq!(
        conv.iter()
            .map(|(s, c)| (s, *c))
            .collect::<BTreeMap<_, _>>(),
        sums
    );
    let m = input.edge_u64().max(2);
    let modular = Modular::new(m).expect("m >= 2");
    let mh =
        |h: &[(i64, u64)]| Histogram::from_entries(modular, h.iter().copied()).expect("residues");
    let mconv = mh(&sa).convolve(&mh(&sb)).expect("small");
    for (s, c) in &sums {
        assert_eq!(
            mconv.get(*s).copied().unwrap_or(0),
            (c % u128::from(m)) as u64
        );
    }
    let _ = Big.count(1);
}

/// Zeckendorf representations, Fibonacci nim and the stone game against their definitions.
pub fn zeckendorf(data: &[u8]) {
    let mut input = Input::new(data);
    let n = input.edge_u64();
    let z = Zeckendorf::new(n).unwrap();
    assert_eq!(z.terms().map(u128::from).sum::<u128>(), u128::from(n));
    assert!(z.indices().windows(2).all(|w| w[0] >= w[1] + 2));
    assert_eq!(smallest_term(&n).ok(), z.terms().last());
    let wide = u128::from(n) << input.small(64);
    assert_eq!(
        zeckendorf_terms(&wide)
            .unwrap()
            .map(|(_, t)| t)
            .sum::<u128>(),
        wide
    );
    let indices: Vec<usize> = (0..input.small(4))
        .map(|_| input.edge_u64() as usize)
        .collect();
    let _ = Zeckendorf::<u64>::from_indices(indices.clone());
    let _ = Zeckendorf::<BigUint>::from_indices(indices.into_iter().map(|i| i % 4096));
    if let Ok(state) = NimState::new(n, input.edge_u64()) {
        for x in state.winning_moves() {
            match state.after(&x) {
                Ok(Some(next)) => assert!(next.is_lost()),
                Ok(None) => {}
                Err(e) => panic!("a winning move is illegal: {e}"),
            }
        }
        let _ = state.after(&input.edge_u64());
    }
    let pile = 1 + input.small(300) as u64;
    let m = combgames::stone_game::largest_winning_move(&pile).expect("pile >= 1");
    let table = combgames::stone_game::naive::GameTable::new(300).expect("small table");
    assert_eq!(Some(m as usize), table.largest_winning_move(pile as usize));
}

/// Green Hackenbush: arbitrary parent arrays, and the colon principle against the solver.
pub fn grundy(data: &[u8]) {
    let mut input = Input::new(data);
    let n = input.small(9);
    let parents: Vec<Option<usize>> = (0..n)
        .map(|_| {
            let p = input.small(12);
            (p < 11).then_some(p)
        })
        .collect();
    let Ok(tree) = RootedTree::from_parents(&parents) else {
        return;
    };
    let mut solver = Solver::with_limits(Hackenbush, combgames::base::Limits::new().steps(1 << 20));
    if let Ok(value) = solver.grundy(&tree) {
        assert_eq!(value, tree.grundy_value());
    }
    let values = tree.subtree_values();
    for v in 0..tree.node_count() {
        if let Ok(after) = tree.value_without(&values, v) {
            assert_eq!(Ok(after), tree.pruned(v).map(|t| t.grundy_value()));
        }
    }
    let junk: Vec<usize> = (0..tree.node_count())
        .map(|_| input.edge_u64() as usize)
        .collect();
    let _ = tree.value_without(&junk, input.small(10));
    // An octal (or hexadecimal) game of up to five digits: the fast values against the
    // definition, and a period found is one the values keep.
    let hex = input.small(4) == 0;
    let digits: Vec<u8> = (0..=input.small(5))
        .map(|i| {
            let d = input.small(16) as u8;
            match (i, hex) {
                (0, true) => d & 12,
                (0, false) => d & 4,
                (_, true) => d,
                (_, false) => d & 7,
            }
        })
        .collect();
    let game = OctalGame::from_digits(&digits).expect("valid digits");
    let n = if game.max_heaps() == 3 { 40 } else { 150 };
    let fast = game.grundy_values(n).expect("small");
    assert_eq!(
        fast,
        naive::octal_values(&game, n).expect("small"),
        "{game}"
    );
    let periodicity = if game.max_heaps() == 3 {
        Err(combgames::grundy::Error::NoPeriodFound(0))
    } else {
        game.periodicity(1000)
    };
    if let Ok(p) = periodicity {
        let values = game.grundy_values(p.bound + 3 * p.period).expect("small");
        for h in p.preperiod..=p.bound + 2 * p.period {
            assert_eq!(values.get(h), values.get(h + p.period), "{game}");
        }
    }
    // Nimbers: a product against the mex table, and the inverse.
    let (a, b) = (input.small(32) as u64, input.small(32) as u64);
    static TABLE: std::sync::OnceLock<Vec<Vec<u64>>> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| naive::nim_product_table(32).expect("small"));
    assert_eq!(Nimber(a) * Nimber(b), Nimber(table[a as usize][b as usize]));
    let x = Nimber(input.edge_u64());
    if let Ok(inverse) = x.inverse() {
        assert_eq!(x * inverse, Nimber::ONE);
    }
}

/// Green Hackenbush as a generic game, for the solver.
struct Hackenbush;

impl ImpartialGame for Hackenbush {
    type Position = RootedTree;
    type Options<'a> = std::vec::IntoIter<RootedTree>;
    fn options(&self, tree: &RootedTree) -> Self::Options<'_> {
        (0..tree.node_count())
            .filter_map(|v| tree.pruned(v).ok())
            .collect::<Vec<_>>()
            .into_iter()
    }
}

/// Every parser: words, dyadics, Zeckendorf text, and the examples' argument parsers.
pub fn parsers(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    // A partizan game: parsed within small limits, printed, and parsed back to itself. One
    // arena serves many inputs (as in real use), renewed when it fills up.
    thread_local! {
        static ARENA: std::cell::RefCell<combgames::partizan::Arena> =
            std::cell::RefCell::new(combgames::partizan::Arena::with_limits(combgames::base::Limits::new().items(50_000).steps(1 << 18)));
    }
    ARENA.with_borrow_mut(|arena| parse_partizan(arena, &text));
    ARENA.with_borrow_mut(|arena| parse_loopy(arena, &text));
    if let Ok(board) = text.parse::<combgames::partizan::Domineering>() {
        assert_eq!(board.to_string().parse(), Ok(board));
    }
    if let Ok(game) = text.parse::<OctalGame>() {
        assert_eq!(game.to_string().parse::<OctalGame>(), Ok(game));
    }
    parse_rest(&text);
    draw_board(&text);
    parse_ordinal(&text);
}

/// A loopy game: refused, or a game whose outcome is its negative's mirror image, and which,
/// if a stopper (of at most 40 positions), equals itself, lies at or below itself plus `on`,
/// and prints as a simplest form that reads back to it.
fn parse_loopy(arena: &mut combgames::partizan::Arena, text: &str) {
    use combgames::partizan::loopy::{LoopyGame, Winner};
    let Ok(g) = LoopyGame::parse(arena, text) else {
        return;
    };
    let (outcome, mirror) = (g.outcome(), g.neg().outcome());
    let swap = |w: Winner| match w {
        Winner::Left => Winner::Right,
        Winner::Right => Winner::Left,
        Winner::Draw => Winner::Draw,
    };
    assert_eq!(mirror.left_first, swap(outcome.right_first), "{text}");
    // Small graphs only: printing builds each short part in an arena from its options, which
    // for wide games costs much (`*100`: 0.8 s, 92 million arena steps, in a release build).
    if g.is_stopper() && g.len() <= 40 {
        assert_eq!(g.equals(&g), Ok(true), "{text}");
        let raised = g.sum(&LoopyGame::on()).unwrap();
        if raised.is_stopper() {
            assert_eq!(g.le(&raised), Ok(true), "{text}");
        }
        // The simplest form: equal to the game, read back to an equal game of the same text.
        if let Ok(printed) = g.to_text() {
            let back = LoopyGame::parse(arena, &printed).unwrap();
            assert_eq!(back.equals(&g), Ok(true), "{text} printed as {printed}");
            assert_eq!(back.to_text().as_ref(), Ok(&printed), "{text}");
        }
    }
    parse_sided(arena, text);
}

/// A sided value: refused, or sides with the offside at most the onside, printed as text that
/// reads back to an equal value (games of at most 40 positions, within a small step limit).
fn parse_sided(arena: &mut combgames::partizan::Arena, text: &str) {
    use combgames::base::Limits;
    use combgames::partizan::loopy::{LoopyGame, SidedValue};
    let small = LoopyGame::parse(arena, text).map_or(true, |g| g.len() <= 40);
    if !small || text.len() > 200 {
        return;
    }
    let Ok(value) = SidedValue::parse(arena, text) else {
        return;
    };
    assert_eq!(value.offside().le(value.onside()), Ok(true), "{text}");
    let limits = Limits::new().steps(1 << 22);
    let (Ok(on), Ok(off)) = (
        value.onside().to_text_within(limits),
        value.offside().to_text_within(limits),
    ) else {
        return;
    };
    let printed = value.to_text().unwrap();
    // `on & off` is printed `dud`, which names neither side.
    let dud = printed == "dud" && on == "on" && off == "off";
    assert!(
        dud || (printed.contains(&on) && (value.is_stopper() || printed.contains(&off))),
        "{text} printed as {printed}: sides {on} and {off}"
    );
    let back = SidedValue::parse(arena, &printed).unwrap();
    assert_eq!(back.equals(&value), Ok(true), "{text} printed as {printed}");
}

/// An ordinal: refused, or printed in both styles and read back to itself; its nim-sum with
/// itself is 0, and a product with 1 (within a small step limit) is itself or a refusal.
fn parse_ordinal(text: &str) {
    use combgames::grundy::ordinal::Ordinal;
    let Ok(x) = text.parse::<Ordinal>() else {
        return;
    };
    assert_eq!(x.to_string().parse::<Ordinal>().as_ref(), Ok(&x), "{text}");
    assert_eq!(x.to_unicode().parse::<Ordinal>().as_ref(), Ok(&x), "{text}");
    assert_eq!(x.nim_sum(&x), Ordinal::from(0), "{text}");
    let limits = combgames::base::Limits::new().steps(10_000);
    if let Ok(y) = x.nim_product_within(&Ordinal::from(1), &limits) {
        assert_eq!(y, x, "{text}");
    }
}

/// A board for a picture: refused, or drawn with one cell a square and its title escaped (SVG
/// free of raw `<` and `&` in text, TikZ free of unescaped braces from the title).
fn draw_board(text: &str) {
    use combgames::draw::{Board, MAX_BOARD_SIDE, board};
    let Ok(b) = text.parse::<Board>() else {
        return;
    };
    assert!(b.rows() >= 1 && b.rows() <= MAX_BOARD_SIDE, "{text}");
    assert!(b.columns() >= 1 && b.columns() <= MAX_BOARD_SIDE, "{text}");
    let picture = board(&b, text);
    let svg = picture.to_svg();
    assert_eq!(
        svg.matches("<rect").count(),
        1 + b.rows() * b.columns(),
        "{text}"
    );
    let tikz = picture.to_tikz();
    assert!(
        tikz.matches("\\filldraw[fill=cg").count() >= b.rows() * b.columns(),
        "{text}"
    );
    assert_eq!(tikz.matches("\\begin{tikzpicture}").count(), 1, "{text}");
}

/// Parses, prints and parses back one partizan game; a full arena is replaced by a new one.
fn parse_partizan(arena: &mut combgames::partizan::Arena, text: &str) {
    use combgames::partizan::{Arena, Error};
    let full = |e: &Error| matches!(e, Error::Exceeded(_));
    match arena.parse(text) {
        Ok(g) => match arena.to_text(g) {
            Ok(printed) => match arena.parse(&printed) {
                Ok(back) => assert_eq!(back, g, "{text} printed as {printed}"),
                Err(e) => assert!(full(&e), "{text} printed as {printed}: {e}"),
            },
            Err(e) => assert!(
                full(&e) || matches!(e, Error::TooLarge { .. }),
                "{text}: {e}"
            ),
        },
        Err(e) if full(&e) => {
            *arena = Arena::with_limits(combgames::base::Limits::new().items(50_000).steps(1 << 18))
        }
        Err(_) => {}
    }
}

/// The other parsers of [`parsers`].
fn parse_rest(text: &str) {
    if let Ok(w) = text.parse::<Word>() {
        assert_eq!(w.to_string(), text);
        assert_eq!(w.mirror().mirror(), w);
    }
    if let Ok(p) = text.parse::<Player>() {
        assert_eq!(p.to_string(), text.to_ascii_lowercase());
    }
    if let Ok(o) = text.parse::<Outcome>() {
        assert_eq!(o.to_string(), text.to_ascii_lowercase());
    }
    if let Ok(d) = text.parse::<Dyadic>() {
        assert_eq!(d.to_string().parse::<Dyadic>(), Ok(d));
    }
    let _ = text.parse::<Zeckendorf<u64>>();
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    assert_eq!(common::natural(text).is_ok(), digits);
    let _ = common::modulus(text);
    if let Ok(k) = common::positive::<u32>(text) {
        assert!(k >= 1);
    }
    assert!(common::shorten(text).chars().count() <= 3 * 24 + 40);
}

/// The three games' fast counts against their slow twins, on small sizes and any modulus.
pub fn games(data: &[u8]) {
    use combgames::fibonacci_tree_game::naive::{count_by_pruning, count_by_targets};
    use combgames::fibonacci_tree_game::{FibonacciTreeGame, winning_moves_mod};
    use combgames::left_vs_right::naive::{GameSearch, count_outcomes_by_enumeration};
    use combgames::left_vs_right::{
        OutcomeCounts, count_outcomes_mod, count_right_wins_mod, optimal_move, optimal_score,
    };
    use combgames::stone_game::{naive::GameTable, sum_largest_moves, sum_largest_moves_mod};
    let mut input = Input::new(data);
    let m = input.edge_u64().max(2);
    // Stone Game III: S(N) against the minimax table's running sum.
    let n = input.small(200) as u64;
    let by_minimax = GameTable::new(200)
        .expect("small table")
        .sum_largest_moves(n as usize)
        .expect("within the table");
    assert_eq!(sum_largest_moves(n), u128::from(by_minimax));
    assert_eq!(sum_largest_moves_mod(&n, m), Ok(by_minimax % m));
    // The Fibonacci Tree Game: f(k) against the explicit tree, pruned node by node.
    let k = 1 + input.small(13);
    let slow = count_by_pruning(k).expect("small tree") as u64;
    assert_eq!(winning_moves_mod(k, m), Ok(slow % m));
    // The block engine at larger orders: residues on one to four threads against the dense
    // recursion over targets, and exact limbs against big-integer rows.
    let k = 1 + input.small(700);
    let game = FibonacciTreeGame::new(k)
        .expect("a small order")
        .with_threads(1 + input.small(4));
    assert_eq!(game.count_mod(m), count_by_targets(k, m), "f({k}) mod {m}");
    if k <= 400 {
        assert_eq!(
            game.count_exact(),
            game.count_in(&combgames::counting::Big, |_, _| {}),
            "f({k})"
        );
    }
    // Left vs Right II: the outcome counts against the enumeration of tuples (n k <= 12), for
    // either first player.
    let n = 1 + input.small(6) as u32;
    let k = 1 + input.small((12 / n) as usize) as u32;
    let first = if input.small(2) == 0 {
        Player::Left
    } else {
        Player::Right
    };
    let slow = count_outcomes_by_enumeration(n, k, first).expect("small (n, k)");
    let fast = count_outcomes_mod(n, k, first, m).expect("small (n, k)");
    assert_eq!(
        fast,
        OutcomeCounts {
            left_wins: slow.left_wins % m,
            ties: slow.ties % m,
            right_wins: slow.right_wins % m,
        }
    );
    if first == Player::Left {
        assert_eq!(count_right_wins_mod(n, k, m), Ok(slow.right_wins % m));
    }
    // One position of up to 12 letters: the theorem's score against the game's minimax.
    let count = 1 + input.small(4);
    let words: Vec<Word> = (0..count)
        .map(|_| {
            let len = 1 + input.small(4) as u32;
            Word::new(len, input.small(1 << len) as u32).expect("a valid pattern")
        })
        .collect();
    let mut search = GameSearch::default();
    for mover in [Player::Left, Player::Right] {
        let exact = search.score(&words, mover).expect("a small position");
        assert_eq!(optimal_score(&words, mover), Ok(exact), "{words:?}");
        let held = search.score_with_strategy(&words, mover, mover, optimal_move);
        assert_eq!(held, Ok(exact), "{words:?}");
    }
}
