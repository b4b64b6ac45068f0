//! One harness for every instance of the search core: each instance's entry points, asked
//! with and without threads and progress reports, within generous and within tight limits,
//! against the instance's slow twin on the same cases. An answer must equal the twin's; a
//! tight limit may refuse (with the foundation's `Exceeded`, never another error), and must
//! refuse some case, so that the limits are known to be read.
//!
//! | instance | entry points | twin |
//! |---|---|---|
//! | Domineering who wins (`domineering::OutcomeSolver`) | `wins_moving_first`, `wins_with_progress`, `outcome`, `outcome_with_progress`, `Domineering::outcome` | the definition (`naive::wins`) |
//! | any ruleset, who wins (`OutcomeSearch`) | `wins`, `wins_with_progress`, `outcome` | the definition |
//! | any ruleset, value (`Solver`) | `value`, `value_with_progress` | the game tree from the rules (`naive::game_tree`) |
//! | Domineering values | `value`, `value_with`, `value_with_progress`, `value_with_stats` | the game tree |
//! | Green-Red-Blue Hackenbush trees | `value`, `value_with` | the game tree |
//! | impartial values (`grundy::Solver`) | `grundy`, `grundy_with_progress`, `Cram::grundy_with` | `mex` by the definition (`naive::grundy_by_definition`) |
//! | misère values | `misere_grundy` | the misère definition (`naive::misere_grundy_by_definition`) |
//! | nimbers (`NimberSearch`) | `Cram::nimber`, `Cram::nimber_in`, `GraphKayles::nimber`, `nimber_with_stats` | `mex` by the definition |

use std::cell::Cell;
use std::collections::HashMap;
use std::fmt::Debug;
use std::sync::atomic::{AtomicU64, Ordering};

use combgames::base::{Exceeded, Limits, Player};
use combgames::grundy::naive::{grundy_by_definition, misere_grundy_by_definition};
use combgames::grundy::{ImpartialGame, OctalGame, Solver as Grundy, games::Nim};
use combgames::partizan::{Arena, Error};
use combgames::rulesets::domineering::OutcomeSolver;
use combgames::rulesets::naive::{domineering_tree, game_tree, wins};
use combgames::rulesets::{
    AsImpartial, Clobber, ClobberPiece, Cram, CramRules, Domineering, Edge, Fission, Graph,
    GraphKayles, HackenbushGraph, HackenbushTree, ImpartialVariant, KaylesRule, Konane, NoGo,
    OutcomeSearch, PartizanArcKayles, Position, SkiJumps, Solver, Toads, Toppling,
};
use combgames::search::{NimberSearch, Progress};

/// How a who-wins search is asked: on how many threads, and with progress reports or not.
const ASKS: [(usize, bool); 4] = [(1, false), (1, true), (2, false), (2, true)];

/// The limits a case is asked within: generous ones, the smallest table, and tight ones that
/// may refuse (each case is also asked once with the defaults).
fn limits() -> [(Limits, bool); 4] {
    [
        (Limits::new().bytes(1 << 20), false),
        (Limits::new().steps(3).bytes(1 << 20), true),
        (Limits::new().steps(40).bytes(1 << 20), true),
        (Limits::new().steps(1 << 30).bytes(32 << 10), false),
    ]
}

/// A tight limit's answer: the twin's, or a refusal by a limit (and the count of refusals).
fn within<T: PartialEq + Debug>(
    got: Result<T, Error>,
    expected: &T,
    may_refuse: bool,
    refused: &mut u32,
    what: &str,
) {
    match got {
        Ok(answer) => assert_eq!(&answer, expected, "{what}"),
        Err(Error::Exceeded(Exceeded { .. })) if may_refuse => *refused += 1,
        Err(e) => panic!("{what}: refused with {e}"),
    }
}

/// Small positions: every Domineering board of `rows x cols` whose empty cells are few enough
/// for the plain searches, and strips and boards of the other rulesets.
fn domineering_boards() -> Vec<Domineering> {
    let mut boards = Vec::new();
    for (rows, cols) in [(1, 5), (2, 3), (3, 3), (2, 4), (3, 4)] {
        let cells = rows * cols;
        for blocked in (0..1u32 << cells).step_by(7) {
            if cells - blocked.count_ones() as usize > 8 {
                continue;
            }
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
            boards.push(text.join("|").parse().unwrap());
        }
    }
    boards.push(Domineering::empty(0, 0).unwrap());
    boards
}

fn toads() -> Vec<Toads> {
    [
        "T.F", "TF.", "T.TFF", "TT.F.F", "T.T.FF", "TFT.F", ".TF.T.F",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

fn clobbers() -> Vec<Clobber> {
    [
        "xo", "xox", "xo|ox", "xox|ox.", "xx.|oo.", "xoo|.x.", "oxo|x.x",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

/// The Clobber boards again, their stones moving as kings, rooks and queens.
fn clobber_family() -> Vec<Clobber> {
    let pieces = [ClobberPiece::King, ClobberPiece::Rook, ClobberPiece::Queen];
    pieces
        .iter()
        .flat_map(|&piece| clobbers().into_iter().map(move |b| b.with_piece(piece)))
        .chain(["x.o|o.x", "x..o|.o.x"].iter().map(|t| {
            t.parse::<Clobber>()
                .unwrap()
                .with_piece(ClobberPiece::Queen)
        }))
        .collect()
}

fn fissions() -> Vec<Fission> {
    [
        "x",
        ".|x|.",
        ".x.",
        "...|.x.|...",
        "..x|...|..x",
        "#.#|.x.|...",
        "x.|.x|..",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

fn slopes() -> Vec<SkiJumps> {
    [
        "L.R",
        "L.|R.|..",
        ".L.|.R.|...",
        "LR|rl|..",
        "L..|.R.|...|..r",
        "R.|L.|..|..",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

fn nogos() -> Vec<NoGo> {
    ["..", "...", "..|..", "x..", "xo.|...", "x.o|.#.", ".#.|..."]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect()
}

fn arc_kayles() -> Vec<PartizanArcKayles> {
    [
        "path 4:L",
        "4: 0-1:L, 1-2:R, 2-3:L",
        "5: 0-1:L, 1-2:G, 2-3:R, 3-0:R, 1-4:L",
        "grid 2x3:G",
        "6: 0-1-2-3:R, 3-4-5:L, 5-0:G, 1-4:G",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

fn childish_pictures() -> Vec<HackenbushGraph> {
    [
        "3: 0-1:L, 1-2:R",
        "3: 0-1-2:G, 2-0:L",
        "5: 0-1:L, 1-2:R, 1-3:G, 3-3:L, 0-4:R, 4-2:G, 0-4:L",
        "4: 0-1-2-3-0:G, 1-3:R",
    ]
    .iter()
    .map(|t| t.parse::<HackenbushGraph>().unwrap().childish())
    .collect()
}

fn konanes() -> Vec<Konane> {
    [
        "xo.",
        ".ox",
        "xo.|.ox",
        "xox.|o...",
        "x.o|.x.|o..",
        "xoxo.|oxox.",
        "xox|o.o|xox",
    ]
    .iter()
    .map(|t| t.parse().unwrap())
    .collect()
}

fn topplings() -> Vec<Toppling> {
    ["LR", "LRG", "GGR", "LRRLRRL", "RGLG"]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect()
}

fn crams() -> Vec<Cram> {
    ["...", "..|..", "...|..#", "...|...", "..#|...|#.."]
        .iter()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// Who wins moving first, Left's answer and Right's, by the definition.
fn twin_wins<P: Position>(p: &P) -> (bool, bool) {
    (wins(p, Player::Left), wins(p, Player::Right))
}

#[test]
fn domineering_who_wins_equals_the_definition() {
    let mut refused = 0;
    for board in domineering_boards() {
        let expected = twin_wins(&board);
        let class = combgames::partizan::OutcomeClass::from_first_moves(expected.0, expected.1);
        assert_eq!(board.outcome(), Ok(class), "{board}");
        for (threads, report) in ASKS {
            for (limits, tight) in limits() {
                let what = format!("{board}, {threads} threads, progress {report}, {limits:?}");
                let reports = AtomicU64::new(0);
                let progress = |_: Progress| {
                    reports.fetch_add(1, Ordering::Relaxed);
                };
                let ask = |first| -> Result<bool, Error> {
                    let mut solver = OutcomeSolver::new(&board, limits)?.threads(threads);
                    if report {
                        solver.wins_with_progress(first, &progress)
                    } else {
                        solver.wins_moving_first(first)
                    }
                };
                let got = ask(Player::Left).and_then(|l| Ok((l, ask(Player::Right)?)));
                within(got, &expected, tight, &mut refused, &what);
                let got = OutcomeSolver::new(&board, limits).and_then(|s| {
                    let mut s = s.threads(threads);
                    if report {
                        s.outcome_with_progress(&progress)
                    } else {
                        s.outcome()
                    }
                });
                within(got, &class, tight, &mut refused, &what);
            }
        }
    }
    assert!(refused > 0);
}

/// Every ruleset's who-wins search: `wins`, `wins_with_progress` and `outcome`.
fn who_wins_equals_the_definition<P: Position + Send + Sync + std::fmt::Display>(cases: &[P]) {
    let mut refused = 0;
    for p in cases {
        let expected = twin_wins(p);
        let class = combgames::partizan::OutcomeClass::from_first_moves(expected.0, expected.1);
        let defaults = OutcomeSearch::new(Limits::new()).and_then(|mut s| s.outcome(p));
        assert_eq!(defaults, Ok(class), "{p}");
        for (threads, report) in ASKS {
            for (limits, tight) in limits() {
                let what = format!("{p}, {threads} threads, progress {report}, {limits:?}");
                let progress = |_: Progress| {};
                let got = OutcomeSearch::new(limits).and_then(|s| {
                    let mut s = s.threads(threads);
                    let mut ask = |first| {
                        if report {
                            s.wins_with_progress(p, first, &progress)
                        } else {
                            s.wins(p, first)
                        }
                    };
                    Ok((ask(Player::Left)?, ask(Player::Right)?))
                });
                within(got, &expected, tight, &mut refused, &what);
                let got = OutcomeSearch::new(limits).and_then(|s| s.threads(threads).outcome(p));
                within(got, &class, tight, &mut refused, &what);
            }
        }
    }
    assert!(
        refused > 0,
        "no case of {} refused",
        std::any::type_name::<P>()
    );
}

#[test]
fn every_ruleset_s_who_wins_equals_the_definition() {
    who_wins_equals_the_definition(&toads());
    who_wins_equals_the_definition(&clobbers());
    who_wins_equals_the_definition(&clobber_family());
    who_wins_equals_the_definition(&fissions());
    who_wins_equals_the_definition(&slopes());
    who_wins_equals_the_definition(&nogos());
    who_wins_equals_the_definition(&konanes());
    who_wins_equals_the_definition(&topplings());
    who_wins_equals_the_definition(&crams());
    who_wins_equals_the_definition(&arc_kayles());
    who_wins_equals_the_definition(&childish_pictures());
    who_wins_equals_the_definition(&domineering_boards()[..40]);
}

/// The canonical text of a position's game tree, played out from the rules.
fn twin_text<P: Position>(p: &P) -> String {
    let mut arena = Arena::new();
    let g = arena.from_tree(&game_tree(p).unwrap()).unwrap();
    arena.to_text(g).unwrap()
}

/// Every ruleset's value search: `value` and `value_with_progress`.
fn values_equal_the_game_tree<P: Position + std::fmt::Display>(cases: &[P]) {
    let mut refused = 0;
    for p in cases {
        let expected = twin_text(p);
        for report in [false, true] {
            for (limits, tight) in limits() {
                let what = format!("{p}, progress {report}, {limits:?}");
                let mut arena = Arena::new();
                let calls = Cell::new(0);
                let got = {
                    let mut solver = Solver::with_limits(&mut arena, limits);
                    if report {
                        solver.value_with_progress(p, |_| calls.set(calls.get() + 1))
                    } else {
                        solver.value(p)
                    }
                };
                let got = got.and_then(|g| arena.to_text(g));
                within(got, &expected, tight, &mut refused, &what);
            }
        }
    }
    assert!(refused > 0);
}

/// The nimber of a position's impartial variant by the definition: the mex over every move of
/// either player, memoised on exact positions (no components, no keys).
fn variant_mex<P: Position>(p: &P, memo: &mut HashMap<P, u32>) -> u32 {
    if let Some(&n) = memo.get(p) {
        return n;
    }
    let mut options = p.options(Player::Left);
    options.extend(p.options(Player::Right));
    let reached: Vec<u32> = options.iter().map(|q| variant_mex(q, memo)).collect();
    let n = (0..=reached.len() as u32)
        .find(|h| !reached.contains(h))
        .unwrap_or(0);
    memo.insert(p.clone(), n);
    n
}

/// The impartial variant, split into the ruleset's components where they keep every move,
/// against the mex of the definition.
fn variant_equals_the_mex_of_its_options<P: Position + std::fmt::Display>(cases: &[P]) {
    for p in cases {
        let n = variant_mex(p, &mut HashMap::new());
        let mut arena = Arena::new();
        let g = Solver::new(&mut arena)
            .value(&ImpartialVariant::new(p.clone()))
            .unwrap();
        assert_eq!(Ok(g), arena.nimber(u64::from(n)), "the variant of {p}");
    }
}

#[test]
fn every_ruleset_s_impartial_variant_equals_the_mex_of_its_options() {
    variant_equals_the_mex_of_its_options(&toads());
    variant_equals_the_mex_of_its_options(&clobbers());
    variant_equals_the_mex_of_its_options(&clobber_family());
    variant_equals_the_mex_of_its_options(&fissions());
    variant_equals_the_mex_of_its_options(&slopes());
    variant_equals_the_mex_of_its_options(&nogos());
    variant_equals_the_mex_of_its_options(&konanes());
    variant_equals_the_mex_of_its_options(&topplings());
    variant_equals_the_mex_of_its_options(&arc_kayles());
    variant_equals_the_mex_of_its_options(&childish_pictures());
    variant_equals_the_mex_of_its_options(&domineering_boards()[..40]);
}

#[test]
fn every_ruleset_s_values_equal_the_game_tree() {
    values_equal_the_game_tree(&toads());
    values_equal_the_game_tree(&clobbers());
    values_equal_the_game_tree(&clobber_family());
    values_equal_the_game_tree(&fissions());
    values_equal_the_game_tree(&slopes());
    values_equal_the_game_tree(&nogos());
    values_equal_the_game_tree(&konanes());
    values_equal_the_game_tree(&topplings());
    values_equal_the_game_tree(&crams());
    values_equal_the_game_tree(&arc_kayles());
    values_equal_the_game_tree(&childish_pictures());
    values_equal_the_game_tree(&domineering_boards()[..40]);
}

#[test]
fn domineering_values_equal_the_game_tree() {
    let mut refused = 0;
    for board in domineering_boards() {
        let mut arena = Arena::new();
        let g = arena.from_tree(&domineering_tree(&board).unwrap()).unwrap();
        let expected = arena.to_text(g).unwrap();
        let fast = board.value(&mut arena).unwrap();
        assert_eq!(arena.to_text(fast).unwrap(), expected);
        for (limits, tight) in limits() {
            let what = format!("{board}, {limits:?}");
            let mut arena = Arena::new();
            let got = board.value_with(&mut arena, limits);
            within(
                got.and_then(|g| arena.to_text(g)),
                &expected,
                tight,
                &mut refused,
                &what,
            );
            let got = board.value_with_progress(&mut arena, limits, |_| {});
            within(
                got.and_then(|g| arena.to_text(g)),
                &expected,
                tight,
                &mut refused,
                &what,
            );
            let got = board.value_with_stats(&mut arena, limits, |_| {});
            let got = got.and_then(|(g, stats)| {
                assert!(stats.nodes > 0 || board.to_string().matches('.').count() < 2);
                arena.to_text(g)
            });
            within(got, &expected, tight, &mut refused, &what);
        }
    }
    assert!(refused > 0);
}

/// A Green-Red-Blue Hackenbush tree as a position, from the rules alone: the edges standing
/// (each its parent and colour); a cut drops the edge and everything above it.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Standing {
    edges: Vec<(usize, Edge)>,
    up: Vec<bool>,
}

impl Position for Standing {
    fn options(&self, player: Player) -> Vec<Standing> {
        let mut out = Vec::new();
        for (e, &(_, colour)) in self.edges.iter().enumerate() {
            let mine = match colour {
                Edge::Blue => player == Player::Left,
                Edge::Red => player == Player::Right,
                Edge::Green => true,
            };
            if !self.up[e] || !mine {
                continue;
            }
            let mut next = self.clone();
            next.up[e] = false;
            // Edge i hangs from node edges[i].0, which is edge edges[i].0 - 1's top.
            for i in 0..next.edges.len() {
                let parent = next.edges[i].0;
                if parent > 0 && !next.up[parent - 1] {
                    next.up[i] = false;
                }
            }
            out.push(next);
        }
        out
    }
}

#[test]
fn hackenbush_tree_values_equal_the_game_tree() {
    use Edge::{Blue, Green, Red};
    let trees: [&[(usize, Edge)]; 5] = [
        &[(0, Green), (0, Blue)],
        &[(0, Blue), (1, Red), (1, Green)],
        &[(0, Red), (1, Red), (2, Blue), (0, Green)],
        &[(0, Green), (1, Green), (1, Blue), (3, Red), (0, Blue)],
        &[
            (0, Blue),
            (1, Red),
            (2, Green),
            (2, Blue),
            (4, Red),
            (0, Red),
        ],
    ];
    let mut refused = 0;
    for edges in trees {
        let expected = twin_text(&Standing {
            edges: edges.to_vec(),
            up: vec![true; edges.len()],
        });
        let tree = HackenbushTree::new(edges).unwrap();
        let mut arena = Arena::new();
        let got = tree.value(&mut arena).and_then(|g| arena.to_text(g));
        assert_eq!(got, Ok(expected.clone()));
        for (limits, tight) in limits() {
            let got = tree.value_with(&mut arena, limits);
            let what = format!("{edges:?}, {limits:?}");
            within(
                got.and_then(|g| arena.to_text(g)),
                &expected,
                tight,
                &mut refused,
                &what,
            );
        }
    }
    assert!(refused > 0);
}

/// The impartial solver's entry points against the definition, on one game's positions.
fn nimbers_equal_the_definition<G: ImpartialGame + Clone>(game: &G, cases: &[G::Position])
where
    G::Position: Debug,
{
    let mut refused = 0u32;
    for p in cases {
        let normal = grundy_by_definition(game, p).unwrap();
        let misere = misere_grundy_by_definition(game, p).unwrap();
        for (limits, tight) in limits() {
            let what = format!("{p:?}, {limits:?}");
            let mut solver = Grundy::with_limits(game.clone(), limits);
            let reports = Cell::new(0);
            let got = solver.grundy_with_progress(p, |_| reports.set(reports.get() + 1));
            let mut solver = Grundy::with_limits(game.clone(), limits);
            let plain = solver.grundy(p);
            let misere_got = Grundy::with_limits(game.clone(), limits).misere_grundy(p);
            for (got, expected) in [(got, normal), (plain, normal), (misere_got, misere)] {
                match got {
                    Ok(v) => assert_eq!(v, expected, "{what}"),
                    Err(combgames::grundy::Error::Exceeded(_)) if tight => refused += 1,
                    Err(e) => panic!("{what}: refused with {e}"),
                }
            }
        }
    }
    assert!(refused > 0);
}

#[test]
fn impartial_values_equal_the_definition() {
    let kayles: OctalGame = ".77".parse().unwrap();
    let heaps: Vec<Vec<u64>> = vec![vec![], vec![3], vec![5], vec![2, 3], vec![1, 4, 2], vec![7]];
    nimbers_equal_the_definition(&kayles, &heaps);
    let dawson: OctalGame = ".07".parse().unwrap();
    nimbers_equal_the_definition(&dawson, &heaps);
    let nim: Vec<Vec<u32>> = vec![vec![1, 2], vec![3], vec![1, 1, 2], vec![2, 3, 3]];
    nimbers_equal_the_definition(&Nim, &nim);
    let crams = crams();
    nimbers_equal_the_definition(&AsImpartial::<Cram>::new(), &crams);
    for board in crams {
        let expected = grundy_by_definition(&AsImpartial::<Cram>::new(), &board).unwrap();
        assert_eq!(board.grundy(), Ok(expected), "{board}");
        assert_eq!(
            board.grundy_with(Limits::new().steps(1 << 20)),
            Ok(expected)
        );
    }
}

#[test]
fn nimber_searches_equal_the_definition() {
    let mut refused = 0;
    for board in crams() {
        let expected =
            u32::try_from(grundy_by_definition(&AsImpartial::<Cram>::new(), &board).unwrap())
                .unwrap();
        assert_eq!(board.nimber(Limits::new()), Ok(expected), "{board}");
        for (limits, may_refuse) in limits() {
            within(
                board.nimber(limits),
                &expected,
                may_refuse,
                &mut refused,
                "cram",
            );
            for threads in [1, 2] {
                let mut search = NimberSearch::new(CramRules, limits)
                    .unwrap()
                    .threads(threads);
                within(
                    board.nimber_in(&mut search),
                    &expected,
                    may_refuse,
                    &mut refused,
                    "cram",
                );
            }
        }
    }
    for text in ["path 5", "cycle 6", "grid 2x3", "4: 0-1-2-3-0, 0-2"] {
        for game in [
            GraphKayles::node(Graph::parse(text).unwrap()),
            GraphKayles::arc(Graph::parse(text).unwrap()),
        ] {
            let expected = kayles_by_definition(&game, (1 << game.graph().len()) - 1);
            assert_eq!(game.nimber(Limits::new()), Ok(expected), "{text}");
            for (limits, may_refuse) in limits() {
                let got = game.nimber_with_stats(limits).map(|(n, _)| n);
                within(got, &expected, may_refuse, &mut refused, text);
            }
        }
    }
    assert!(refused > 0);
}

/// Node or Arc Kayles on the vertex set `set` by the definition.
fn kayles_by_definition(game: &GraphKayles, set: u32) -> u32 {
    let graph = game.graph();
    let mut reached = Vec::new();
    for v in (0..graph.len()).filter(|&v| set >> v & 1 == 1) {
        if game.rule() == KaylesRule::Node {
            let rest = graph
                .neighbours(v)
                .fold(set & !(1 << v), |r, u| r & !(1 << u));
            reached.push(kayles_by_definition(game, rest));
        } else {
            for u in graph.neighbours(v).filter(|&u| u > v && set >> u & 1 == 1) {
                reached.push(kayles_by_definition(game, set & !(1 << v | 1 << u)));
            }
        }
    }
    let most = u32::try_from(reached.len()).unwrap();
    (0..=most).find(|h| !reached.contains(h)).unwrap()
}
