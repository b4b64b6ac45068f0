//! Misère canonical forms held against plain search of the games they stand for.

use std::collections::HashMap;

use combgames_base::Limits;
use combgames_base::hash::FastMap;
use combgames_grundy::misere::{MAX_MISERE_BIRTHDAY, MisereArena, MisereId, misere_born_by};
use combgames_grundy::{Error, NotationError, OctalGame, Solver, mex};
use proptest::prelude::*;

/// A game given by its tree of options, with nothing simplified.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Tree(Vec<Tree>);

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree(Vec::new()));
    leaf.prop_recursive(4, 24, 3, |inner| {
        prop::collection::vec(inner, 0..4).prop_map(Tree)
    })
}

/// The misère outcome of a sum of trees by the rules: the player to move wins when no part
/// has a move, or when some move leaves a sum the opponent loses (memoised on the sorted
/// parts).
fn wins_to_move(parts: &[Tree]) -> bool {
    search(parts, &mut HashMap::new(), &|values| {
        usize::from(values.is_empty() || values.contains(&0))
    }) == 1
}

/// The misère nim value of a sum of trees by the definition: 1 without moves, else a mex.
fn misere_value(parts: &[Tree]) -> usize {
    search(parts, &mut HashMap::new(), &|values| {
        if values.is_empty() {
            1
        } else {
            mex(values.iter().copied())
        }
    })
}

/// A value of a sum of trees from its options' values, memoised on the sorted parts.
fn search(
    parts: &[Tree],
    memo: &mut HashMap<Vec<Tree>, usize>,
    rule: &dyn Fn(&[usize]) -> usize,
) -> usize {
    let mut key = parts.to_vec();
    key.sort();
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let mut values = Vec::new();
    for (i, part) in key.iter().enumerate() {
        for option in &part.0 {
            let mut next = key.clone();
            next[i] = option.clone();
            values.push(search(&next, memo, rule));
        }
    }
    let v = rule(&values);
    memo.insert(key, v);
    v
}

fn normal_value(t: &Tree) -> usize {
    mex(t.0.iter().map(normal_value))
}

fn form(arena: &mut MisereArena, t: &Tree) -> MisereId {
    let options: Vec<MisereId> = t.0.iter().map(|o| form(arena, o)).collect();
    arena.form(&options).unwrap()
}

/// A stored form as a tree (its options as they are stored, nothing more).
fn as_tree(arena: &MisereArena, g: MisereId) -> Tree {
    Tree(
        arena
            .options(g)
            .unwrap()
            .into_iter()
            .map(|o| as_tree(arena, o))
            .collect(),
    )
}

fn star2s(n: usize) -> Vec<Tree> {
    let zero = Tree(Vec::new());
    let star = Tree(vec![zero.clone()]);
    vec![Tree(vec![zero, star]); n]
}

#[test]
fn born_by_counts_are_grundy_and_smiths() {
    // Grundy and Smith (1956), quoted in On Numbers and Games, ch. 12, p. 140.
    let counts: Vec<u64> = (0..=5).map(|d| misere_born_by(d).unwrap()).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22, 4_171_780]);
    assert_eq!(
        misere_born_by(6),
        Err(Error::DayTooLarge { day: 6, max: 5 })
    );
    let mut arena = MisereArena::new();
    for day in 0..=4 {
        let forms = arena.forms_born_by(day).unwrap();
        assert_eq!(forms.len() as u64, counts[day as usize]);
    }
}

#[test]
fn distinct_forms_born_by_day_4_are_told_apart_by_a_game() {
    // Conway: distinct simplest forms are distinct games. Here a witness X is found for each
    // pair by plain search of the trees: a form born by day 4, or one of them plus one born
    // by day 3 (*[2#] and *[3#] need * + *[2#0]).
    let mut arena = MisereArena::new();
    let forms = arena.forms_born_by(4).unwrap();
    let small = arena.forms_born_by(3).unwrap();
    let trees: Vec<Tree> = forms.iter().map(|&g| as_tree(&arena, g)).collect();
    let mut witnesses: Vec<Vec<Tree>> = trees.iter().map(|t| vec![t.clone()]).collect();
    for &a in &small {
        for b in &trees {
            witnesses.push(vec![as_tree(&arena, a), b.clone()]);
        }
    }
    let outcomes: Vec<Vec<bool>> = trees
        .iter()
        .map(|t| {
            witnesses
                .iter()
                .map(|x| {
                    let mut parts = x.clone();
                    parts.push(t.clone());
                    wins_to_move(&parts)
                })
                .collect()
        })
        .collect();
    for i in 0..forms.len() {
        for j in i + 1..forms.len() {
            assert_ne!(
                outcomes[i],
                outcomes[j],
                "forms {} and {} look alike",
                arena.to_text(forms[i]).unwrap(),
                arena.to_text(forms[j]).unwrap()
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// The simplest form of a sum has the outcome, misère value and normal value that plain
    /// search of the trees gives.
    #[test]
    fn sums_of_forms_play_as_their_trees(a in tree(), b in tree()) {
        let mut arena = MisereArena::new();
        let (fa, fb) = (form(&mut arena, &a), form(&mut arena, &b));
        let sum = arena.sum(fa, fb).unwrap();
        let parts = [a.clone(), b.clone()];
        prop_assert_eq!(arena.is_p_position(sum).unwrap(), !wins_to_move(&parts));
        prop_assert_eq!(arena.sum_is_p_position(&[fa, fb, fa]).unwrap(), !wins_to_move(&[a.clone(), b.clone(), a.clone()]));
        prop_assert_eq!(arena.misere_value(sum).unwrap() as usize, misere_value(&parts));
        prop_assert_eq!(arena.normal_value(fa).unwrap() as usize, normal_value(&a));
        // The stored form plays as the tree beside a *2 too.
        let mut beside = vec![as_tree(&arena, fa)];
        beside.extend(star2s(1));
        let mut original = vec![a.clone()];
        original.extend(star2s(1));
        prop_assert_eq!(wins_to_move(&beside), wins_to_move(&original));
    }

    /// The search of a sum of up to five parts (parts merged into their sums, then pairs of
    /// forms searched) answers as plain search of the trees.
    #[test]
    fn searches_of_many_parts_play_as_their_trees(trees in prop::collection::vec(tree(), 0..6)) {
        let mut arena = MisereArena::new();
        let forms: Vec<MisereId> = trees.iter().map(|t| form(&mut arena, t)).collect();
        prop_assert_eq!(arena.sum_is_p_position(&forms).unwrap(), !wins_to_move(&trees));
    }

    /// Sums are associative and commutative on simplest forms (equal games, equal ids).
    #[test]
    fn sums_associate(a in tree(), b in tree(), c in tree()) {
        let mut arena = MisereArena::new();
        let (fa, fb, fc) = (form(&mut arena, &a), form(&mut arena, &b), form(&mut arena, &c));
        let ab = arena.sum(fa, fb).unwrap();
        let bc = arena.sum(fb, fc).unwrap();
        prop_assert_eq!(arena.sum(ab, fc).unwrap(), arena.sum(fa, bc).unwrap());
    }

    /// The genus read at any n is the misère value of the form beside n copies of *2, found
    /// by adding the *2s one at a time (a route that shares nothing with the genus search).
    #[test]
    fn genus_is_the_values_beside_twos(a in tree()) {
        let mut arena = MisereArena::new();
        let g = form(&mut arena, &a);
        let genus = arena.genus(g).unwrap();
        let two = arena.nim_heap(2).unwrap();
        let mut x = g;
        let top = 3 * arena.birthday(g).unwrap() + 8;
        for n in 0..=top {
            prop_assert_eq!(genus.misere(u64::from(n)), arena.misere_value(x).unwrap(), "n = {}", n);
            x = arena.sum(x, two).unwrap();
        }
        prop_assert_eq!(genus.normal(), arena.normal_value(g).unwrap());
    }

    /// A game and its mate make a P-position.
    #[test]
    fn a_game_and_its_mate_are_lost_to_move(a in tree()) {
        let mut arena = MisereArena::new();
        let g = form(&mut arena, &a);
        let mate = arena.mate(g).unwrap();
        let sum = arena.sum(g, mate).unwrap();
        prop_assert!(arena.is_p_position(sum).unwrap());
    }

    /// Every form reads back from its text.
    #[test]
    fn text_reads_back(a in tree(), b in tree()) {
        let mut arena = MisereArena::new();
        let (fa, fb) = (form(&mut arena, &a), form(&mut arena, &b));
        let g = arena.sum(fa, fb).unwrap();
        let text = arena.to_text(g).unwrap();
        prop_assert_eq!(arena.parse(&text).unwrap(), g, "{}", text);
    }
}

#[test]
fn genus_period_starts_by_the_birthday_on_small_games() {
    // The genus search computes up to birthday + 4; that the values alternate from the
    // birthday on is checked here for every form born by day 4 against 40 values.
    let mut arena = MisereArena::new();
    let two = arena.nim_heap(2).unwrap();
    for g in arena.forms_born_by(4).unwrap() {
        let genus = arena.genus(g).unwrap();
        assert!(
            genus.written().len() as u32 <= arena.birthday(g).unwrap() + 3,
            "{} {}",
            arena.to_text(g).unwrap(),
            genus
        );
        let mut x = g;
        for n in 0..40 {
            assert_eq!(genus.misere(n), arena.misere_value(x).unwrap());
            x = arena.sum(x, two).unwrap();
        }
    }
}

#[test]
fn the_issue_examples_hold() {
    let mut arena = MisereArena::new();
    let g = arena.parse("*[2]+*[2]").unwrap();
    assert_eq!(arena.to_text(g).unwrap(), "*[2[2]]");
    assert_eq!(arena.genus(g).unwrap().to_string(), "0^0");
    assert!(arena.is_p_position(g).unwrap());
    let h = arena.parse("*[[2]]").unwrap();
    assert_eq!(arena.to_text(h).unwrap(), "*[2#]");
    assert_eq!(arena.birthday(h).unwrap(), 3);
    // Conway's 2_{22} = *2 + *2 + *2 and 2_3 = *2 + *3.
    let g = arena.parse("*2 + *2 + *2").unwrap();
    assert_eq!(arena.to_text(g).unwrap(), "*[2[22]]");
    let g = arena.parse("*[2] + *[3]").unwrap();
    assert_eq!(arena.to_text(g).unwrap(), "*[2[3]]");
    // CGSuite's tutorial: *[42] has the options *4 and *2; 2[#2#] reads left to right.
    let four = arena.nim_heap(4).unwrap();
    let two = arena.nim_heap(2).unwrap();
    assert_eq!(
        arena.parse("*[42]").unwrap(),
        arena.form(&[four, two]).unwrap()
    );
    let sharp = arena.form(&[two]).unwrap();
    let inner = arena.sum(sharp, two).unwrap();
    assert_eq!(
        arena.parse("*[2[#2#]]").unwrap(),
        arena.form(&[inner]).unwrap()
    );
    assert_eq!(arena.parse("*[2#[2]#]"), arena.parse("*[2[#2#]]"));
}

/// Found by the grammar fuzzer (issue 48's third round): in a subscript a digit is one step and
/// the `#` after it the next (`4[#1#]` was read as `{*4} + {*1}`, and since `{*1} = 0` in
/// misère play, as `*[4#]`); and two options of a list whose second opens a bracket are
/// written with a comma between them (`[4[#1]][2[##4]]` reads as one option, a sum).
#[test]
fn subscripts_and_bracketed_options_read_back() {
    let mut arena = MisereArena::new();
    let (one, four) = (arena.nim_heap(1).unwrap(), arena.nim_heap(4).unwrap());
    let sharp_four = arena.form(&[four]).unwrap();
    let plus_one = arena.sum(sharp_four, one).unwrap();
    let g = arena.form(&[plus_one]).unwrap();
    assert_eq!(arena.parse("*[4[#1#]]"), Ok(g));
    assert_eq!(arena.parse("*[4#[1]#]"), Ok(g));
    assert_eq!(arena.to_text(g).unwrap(), "*[4[#1#]]");
    for text in [
        "*[2##] + *[4#[1]#]",
        "*[3[#1#2#]] + *[3[#1#2#]]",
        "*[5#[2]##] + *[4#[1]#]",
        "*[[4[#1]],[2[##4]]]",
    ] {
        let g = arena.parse(text).unwrap();
        let printed = arena.to_text(g).unwrap();
        assert_eq!(arena.parse(&printed), Ok(g), "{text} printed as {printed}");
    }
    let two_options = arena.parse("*[[4[#1]],[2[##4]]]").unwrap();
    assert_eq!(arena.options(two_options).unwrap().len(), 2);
}

#[test]
fn kayles_heaps_have_the_published_genus_and_values() {
    // Genus of Kayles heaps 0..5: On Numbers and Games, ch. 12 (0 1 2 3 1 4^146).
    let kayles: OctalGame = ".77".parse().unwrap();
    let mut arena = MisereArena::new();
    let mut memo = FastMap::default();
    let mut genera = Vec::new();
    let mut solver = Solver::new(kayles.clone());
    for h in 0..=14u64 {
        let g = arena.of_position(&kayles, &vec![h], &mut memo).unwrap();
        genera.push(arena.genus(g).unwrap().to_string());
        let value = solver.misere_grundy(&vec![h]).unwrap();
        assert_eq!(arena.misere_value(g).unwrap() as usize, value, "heap {h}");
        assert_eq!(arena.genus(g).unwrap().misere(0) as usize, value);
    }
    assert_eq!(genera[..6].join(" "), "0 1 2 3 1 4^146");
}

#[test]
fn octal_forms_agree_with_the_misere_quotients() {
    for code in [".77", ".07", ".137", ".4"] {
        let game: OctalGame = code.parse().unwrap();
        let quotient = game.misere_quotient(9).unwrap();
        let mut arena = MisereArena::new();
        let mut memo = FastMap::default();
        let forms: Vec<MisereId> = (0..=9u64)
            .map(|h| arena.of_position(&game, &vec![h], &mut memo).unwrap())
            .collect();
        // Every sum of three heaps up to 9.
        for a in 0..=9 {
            for b in a..=9 {
                for c in b..=9 {
                    let ab = arena.sum(forms[a], forms[b]).unwrap();
                    let abc = arena.sum(ab, forms[c]).unwrap();
                    let expected = quotient.is_p_position(&[a, b, c]).unwrap();
                    assert_eq!(
                        arena.is_p_position(abc).unwrap(),
                        expected,
                        "{code}: {a}+{b}+{c}"
                    );
                    // The search of the sum, and with a fourth heap.
                    let parts = [forms[a], forms[b], forms[c]];
                    assert_eq!(arena.sum_is_p_position(&parts).unwrap(), expected);
                    let d = (a + 2 * b + 3 * c) % 10;
                    let four = [forms[a], forms[b], forms[c], forms[d]];
                    assert_eq!(
                        arena.sum_is_p_position(&four).unwrap(),
                        quotient.is_p_position(&[a, b, c, d]).unwrap(),
                        "{code}: {a}+{b}+{c}+{d}"
                    );
                }
            }
        }
    }
}

#[test]
fn bad_text_is_refused_with_the_place() {
    let mut arena = MisereArena::new();
    let cases = [
        ("", NotationError::Empty),
        ("*[2[2]", NotationError::Unclosed { position: 1 }),
        ("*[2]]", NotationError::UnexpectedClose { position: 4 }),
        ("*[#2]", NotationError::SharpFirst { position: 2 }),
        ("*[2[]]", NotationError::EmptyBrackets { position: 3 }),
        ("*[]", NotationError::EmptyBrackets { position: 1 }),
        (
            "*[2][2]",
            NotationError::OutsideBrackets {
                position: 4,
                found: '[',
            },
        ),
        (
            "*[2]#",
            NotationError::OutsideBrackets {
                position: 4,
                found: '#',
            },
        ),
        (
            "*[2x]",
            NotationError::Unexpected {
                position: 3,
                found: 'x',
            },
        ),
        (
            "*[(99999)]",
            NotationError::HeapTooLarge {
                position: 3,
                max: MAX_MISERE_BIRTHDAY,
            },
        ),
        ("*[(2]", NotationError::Unclosed { position: 2 }),
        (
            "2",
            NotationError::Expected {
                position: 0,
                expected: "a form such as *[2], *3 or 0",
                found: Some('2'),
            },
        ),
    ];
    let deep = format!("*[{}2{}]", "[".repeat(300), "]".repeat(300));
    assert_eq!(
        arena.parse(&deep),
        Err(Error::Notation(NotationError::NestedTooDeep {
            position: 257,
            max: 256
        }))
    );
    for (text, error) in cases {
        assert_eq!(arena.parse(text), Err(Error::Notation(error)), "{text:?}");
    }
}

#[test]
fn limits_and_foreign_ids_are_refused() {
    let mut arena = MisereArena::new();
    let other = MisereArena::new();
    let g = arena.nim_heap(3).unwrap();
    assert_eq!(other.birthday(g), Err(Error::ForeignForm(g.index())));
    let mut small = MisereArena::with_limits(Limits::new().items(4));
    assert!(matches!(small.nim_heap(5), Err(Error::Exceeded(_))));
    let mut arena = MisereArena::new();
    assert!(matches!(
        arena.nim_heap(MAX_MISERE_BIRTHDAY + 1),
        Err(Error::BirthdayTooLarge { .. })
    ));
    let big = arena.nim_heap(MAX_MISERE_BIRTHDAY / 2 + 1).unwrap();
    assert!(matches!(
        arena.sum(big, big),
        Err(Error::BirthdayTooLarge { .. })
    ));
    // Bytes: the forms, and a genus search's table, checked before it starts.
    let mut small = MisereArena::with_limits(Limits::new().bytes(2000));
    assert!(matches!(small.nim_heap(40), Err(Error::Exceeded(_))));
    let mut tight = MisereArena::with_limits(Limits::new().bytes(20_000));
    let g = tight.nim_heap(12).unwrap();
    assert!(matches!(tight.genus(g), Err(Error::Exceeded(_))));
}

#[test]
fn plays_past_the_limit_are_refused_not_overflowed() {
    // A heap far past the heaps built from the bottom: one call a move, refused in time.
    let kayles: OctalGame = ".77".parse().unwrap();
    let mut arena = MisereArena::new();
    let mut memo = FastMap::default();
    let too_long = Error::PlayTooLong {
        max: combgames_grundy::misere::MAX_MISERE_PLAY,
    };
    assert_eq!(
        arena.of_position(&Nim1, &vec![100_000], &mut FastMap::default()),
        Err(too_long.clone())
    );
    // A sum of many heaps: its plays are long, and its search is refused the same way.
    let five = arena.of_position(&kayles, &vec![5], &mut memo).unwrap();
    let many = vec![five; 500];
    assert_eq!(arena.sum_is_p_position(&many), Err(too_long));
}

#[test]
fn the_deepest_forms_fit_a_thread_stack() {
    // A chain {{...{*2}...}} born on day 254: sums, mates, genus, text and the search of a
    // sum recurse once a day, on this test thread's 2 MiB stack (debug build included).
    let mut arena = MisereArena::new();
    let mut x = arena.nim_heap(2).unwrap();
    for _ in 0..(MAX_MISERE_BIRTHDAY - 4) {
        x = arena.form(&[x]).unwrap();
    }
    assert_eq!(arena.birthday(x), Ok(MAX_MISERE_BIRTHDAY - 2));
    let one = arena.nim_heap(1).unwrap();
    let sum = arena.sum(x, one).unwrap();
    assert_eq!(arena.options(sum).unwrap().len(), 2);
    assert!(arena.mate(x).is_ok());
    assert_eq!(arena.genus(x).unwrap().to_string(), "1^1");
    let text = arena.to_text(x).unwrap();
    assert_eq!(arena.parse(&text), Ok(x));
    assert!(arena.sum_is_p_position(&[x, one]).is_ok());
}

/// Take one counter from one heap: every play of a heap of n is n moves long.
struct Nim1;

impl combgames_grundy::ImpartialGame for Nim1 {
    type Position = Vec<u64>;
    type Options<'a> = std::vec::IntoIter<Vec<u64>>;
    fn options(&self, heaps: &Vec<u64>) -> Self::Options<'_> {
        heaps
            .iter()
            .enumerate()
            .filter(|(_, h)| **h > 0)
            .map(|(i, h)| {
                let mut next = heaps.clone();
                next[i] = h - 1;
                next
            })
            .collect::<Vec<_>>()
            .into_iter()
    }
}

#[test]
fn texts_past_their_limit_are_refused() {
    // Kayles' forms: the text grows about 7 times every two heaps (2.6 MB at heap 20).
    let kayles: OctalGame = ".77".parse().unwrap();
    let mut arena = MisereArena::new();
    let mut memo = FastMap::default();
    let g = arena.of_position(&kayles, &vec![24], &mut memo).unwrap();
    assert_eq!(
        arena.to_text(g),
        Err(Error::TextTooLong {
            limit: combgames_grundy::misere::MAX_TEXT_BYTES
        })
    );
}
