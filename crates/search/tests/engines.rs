//! The two engines against plain recursions of their definitions, on toy games that use every
//! hook: Cutcake (partizan, keys that exchange the players, sums split into parts, keys on
//! the heap) for who wins, and Kayles (impartial, parts) for values.

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

use combgames_base::{Exceeded, Interrupt, Interrupted, Limits, Player, Resource};
use combgames_search::key::Four;
use combgames_search::{
    Algebra, Key, Keyed, Policy, Rules, ValueRules, ValueSearch, Verdict, WinSearch, frontier,
};
use proptest::prelude::*;

#[derive(Debug, Clone, PartialEq, Eq)]
enum Stop {
    Exceeded(Exceeded),
    Interrupted,
    Cycle,
}

impl From<Exceeded> for Stop {
    fn from(e: Exceeded) -> Self {
        Stop::Exceeded(e)
    }
}

impl From<Interrupted> for Stop {
    fn from(_: Interrupted) -> Self {
        Stop::Interrupted
    }
}

/// Cutcake (Winning Ways, ch. 2): a sum of rectangles `(rows, cols)`; Left cuts one along a
/// line between columns, Right along a line between rows.
type Cakes = Vec<(u8, u8)>;

fn normal(mut cakes: Cakes) -> Cakes {
    cakes.retain(|&(r, c)| r > 0 && c > 0);
    cakes.sort_unstable();
    cakes
}

fn cuts(cakes: &Cakes, player: Player) -> Vec<Cakes> {
    let mut out = Vec::new();
    for (i, &(r, c)) in cakes.iter().enumerate() {
        let long = if player == Player::Left { c } else { r };
        for k in 1..long {
            let halves = match player {
                Player::Left => [(r, k), (r, c - k)],
                Player::Right => [(k, c), (r - k, c)],
            };
            let mut next = cakes.clone();
            next.remove(i);
            next.extend(halves);
            out.push(normal(next));
        }
    }
    out
}

/// The definition, memoised on the whole position (no keys up to symmetry, no parts).
fn plain_wins(cakes: &Cakes, player: Player, memo: &mut HashMap<(Cakes, Player), bool>) -> bool {
    if let Some(&w) = memo.get(&(cakes.clone(), player)) {
        return w;
    }
    let w = cuts(cakes, player)
        .iter()
        .any(|next| !plain_wins(next, player.other(), memo));
    memo.insert((cakes.clone(), player), w);
    w
}

/// A key of cakes on the heap.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
struct CakeKey(Cakes);

impl Key for CakeKey {
    type Bucket = Four<CakeKey>;
    const HEAP: bool = true;
    fn heap_bytes(&self) -> usize {
        self.0.capacity() * 2
    }
}

/// The rules, with every hook: a lone cake is keyed by its transpose when taller than wide
/// (the transpose is the game with the players exchanged), sums split into their cakes, a
/// verdict (a cake of one row or column: whoever can cut wins moving first), and move codes.
struct Cutcake {
    split: bool,
}

impl Rules for Cutcake {
    type Position = Cakes;
    type Key = CakeKey;
    type Move = Cakes;
    const VERDICTS: &'static [&'static str] = &["no cut", "thin cake"];

    fn verdict(&self, cakes: &Cakes, player: Player) -> Verdict {
        let can = |p: Player| {
            cakes.iter().any(|&(r, c)| match p {
                Player::Left => c > 1,
                Player::Right => r > 1,
            })
        };
        if !can(player) {
            return Verdict::Loss(0);
        }
        // A lone cake 1 x n (n > 1): Left cuts it (Right never can); n x 1 likewise.
        if let [(r, c)] = cakes[..] {
            if (r == 1 && player == Player::Left) || (c == 1 && player == Player::Right) {
                return Verdict::Win(1);
            }
            let _ = c;
        }
        Verdict::Unknown
    }

    fn key(&self, cakes: &Cakes) -> Keyed<CakeKey> {
        if let [(r, c)] = cakes[..] {
            if r > c {
                return Keyed {
                    key: CakeKey(vec![(c, r)]),
                    symmetry: 1,
                    swaps: true,
                };
            }
        }
        Keyed::plain(CakeKey(cakes.clone()))
    }

    fn moves(&self, cakes: &Cakes, player: Player, hint: Option<&Cakes>, moves: &mut Vec<Cakes>) {
        moves.extend(cuts(cakes, player));
        if let Some(h) = hint.and_then(|h| moves.iter().position(|m| m == h)) {
            moves.swap(0, h);
        }
    }

    fn play(&self, _: &Cakes, _: Player, next: &Cakes) -> Cakes {
        next.clone()
    }

    fn encode_move(
        &self,
        cakes: &Cakes,
        _: &Keyed<CakeKey>,
        player: Player,
        mv: &Cakes,
    ) -> Option<u8> {
        let i = cuts(cakes, player).iter().position(|m| m == mv)?;
        u8::try_from(i).ok()
    }

    fn decode_move(
        &self,
        cakes: &Cakes,
        _: &Keyed<CakeKey>,
        player: Player,
        code: u8,
    ) -> Option<Cakes> {
        cuts(cakes, player).into_iter().nth(usize::from(code))
    }

    fn components(&self, cakes: &Cakes) -> Option<Vec<Cakes>> {
        (self.split && cakes.len() > 1).then(|| cakes.iter().map(|&c| vec![c]).collect())
    }
}

fn cakes() -> impl Strategy<Value = Cakes> {
    proptest::collection::vec((1u8..=3, 1u8..=5), 1..=3).prop_map(normal)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn who_wins_equals_the_definition(cakes in cakes(), split: bool, two: bool, newest: bool) {
        let policy = if newest { Policy::KeepNewest } else { Policy::KeepLarger };
        // The smallest table, so that buckets fill and entries are overwritten.
        let limits = Limits::new().bytes(combgames_search::MIN_TABLE_BYTES);
        let mut search = WinSearch::with_policy(Cutcake { split }, limits, policy)
            .unwrap()
            .threads(if two { 2 } else { 1 });
        let mut memo = HashMap::new();
        for player in [Player::Left, Player::Right] {
            let expected = plain_wins(&cakes, player, &mut memo);
            let answer = search.solve::<Stop>(&cakes, player, None).unwrap();
            prop_assert_eq!(answer.wins, expected, "{:?} {:?}", cakes, player);
            // A winning move leaves a position the opponent loses.
            if let Some(mv) = answer.best {
                prop_assert!(!plain_wins(&mv, player.other(), &mut memo));
            }
            prop_assert_eq!(search.wins::<Stop>(&cakes, player).unwrap(), expected);
        }
    }

    #[test]
    fn the_frontier_resolves_to_the_root_s_answer(cakes in cakes(), depth in 0usize..3) {
        let mut memo = HashMap::new();
        let rules = Cutcake { split: false };
        let f = frontier(&rules, &cakes, Player::Left, depth, Limits::new()).unwrap();
        let last = f.levels.last().unwrap();
        let answers: Vec<Option<bool>> = last
            .iter()
            .map(|e| Some(plain_wins(&e.position, e.player, &mut memo)))
            .collect();
        prop_assert_eq!(f.resolve(&answers), Some(plain_wins(&cakes, Player::Left, &mut memo)));
        // Every job is reached by its path from the root.
        for j in f.jobs() {
            let mut at = cakes.clone();
            let mut player = Player::Left;
            for mv in f.path(depth, j) {
                prop_assert!(cuts(&at, player).contains(&mv));
                at = mv;
                player = player.other();
            }
            let keyed = rules.key(&at);
            prop_assert_eq!(keyed.key, rules.key(&last[j].position).key);
        }
    }
}

#[test]
fn statistics_count_the_verdicts_the_table_and_the_parts() {
    let cakes = normal(vec![(3, 4), (2, 5), (4, 4)]);
    let mut search = WinSearch::new(Cutcake { split: true }, Limits::new()).unwrap();
    search.wins::<Stop>(&cakes, Player::Left).unwrap();
    search.wins::<Stop>(&cakes, Player::Right).unwrap();
    let stats = search.stats();
    assert!(stats.nodes > 10, "{stats}");
    assert!(
        stats.cutoff("no cut") > 0 && stats.cutoff("thin cake") > 0,
        "{stats}"
    );
    assert!(stats.cutoff(combgames_search::BY_PARTS) > 0, "{stats}");
    assert!(stats.probes >= stats.hits && stats.hits > 0, "{stats}");
    assert!(stats.stores > 0 && stats.table_bytes >= 32 << 10, "{stats}");
}

#[test]
fn a_node_limit_is_exact_on_one_thread_and_never_passed_on_two() {
    let cakes = normal(vec![(4, 6), (3, 5)]);
    // One table size for every run (the table is otherwise sized down to the node limit).
    let limits = Limits::new().bytes(1 << 20);
    let mut free = WinSearch::new(Cutcake { split: false }, limits).unwrap();
    let wins = free.wins::<Stop>(&cakes, Player::Left).unwrap();
    let needed = free.nodes();
    assert!(needed > 20_000, "{needed}");
    // Exactly the positions it visits: answered; one fewer: refused.
    let mut exact = WinSearch::new(Cutcake { split: false }, limits.steps(needed)).unwrap();
    assert_eq!(exact.wins::<Stop>(&cakes, Player::Left), Ok(wins));
    assert_eq!(exact.nodes(), needed);
    let mut short = WinSearch::new(Cutcake { split: false }, limits.steps(needed - 1)).unwrap();
    assert_eq!(
        short.wins::<Stop>(&cakes, Player::Left),
        Err(Stop::Exceeded(Exceeded::ran_out(
            Resource::Steps,
            needed - 1
        )))
    );
    assert_eq!(short.nodes(), needed - 1);
    for limit in [1, 255, 257, needed / 2] {
        let mut two = WinSearch::new(Cutcake { split: false }, limits.steps(limit))
            .unwrap()
            .threads(2);
        assert!(two.wins::<Stop>(&cakes, Player::Left).is_err());
        assert!(two.nodes() <= limit, "{} > {limit}", two.nodes());
    }
}

#[test]
fn limits_refuse_and_never_answer_wrongly() {
    let cakes = normal(vec![(4, 5), (3, 5)]);
    let mut search = WinSearch::new(Cutcake { split: false }, Limits::new().steps(50)).unwrap();
    assert_eq!(
        search.wins::<Stop>(&cakes, Player::Left),
        Err(Stop::Exceeded(Exceeded::ran_out(Resource::Steps, 50)))
    );
    assert!(search.nodes() <= 50);
    let too_small = WinSearch::new(Cutcake { split: false }, Limits::new().bytes(1000));
    assert!(too_small.is_err());
    // A time limit of zero: refused at the first check of the clock.
    let timed = Limits::new().time(std::time::Duration::ZERO);
    let big = normal(vec![(6, 7), (5, 7), (6, 6)]);
    let mut search = WinSearch::new(Cutcake { split: false }, timed).unwrap();
    let refused = search.wins::<Stop>(&big, Player::Left).unwrap_err();
    assert!(matches!(refused, Stop::Exceeded(e) if e.resource == Resource::Milliseconds));
}

#[test]
fn an_interrupt_stops_every_thread_and_progress_is_reported() {
    let big = normal(vec![(6, 7), (5, 7), (6, 6)]);
    let stop = Interrupt::new();
    stop.request();
    let mut search = WinSearch::new(Cutcake { split: false }, Limits::new())
        .unwrap()
        .threads(2);
    let answer = stop.run(|| search.wins::<Stop>(&big, Player::Left));
    assert_eq!(answer, Err(Stop::Interrupted));
    // Progress every 2^16 nodes: a search stopped by its node limit after 2^18 reports
    // three or four times.
    let reports = AtomicU64::new(0);
    let report = |_: combgames_search::Progress| {
        reports.fetch_add(1, Ordering::Relaxed);
    };
    let limits = Limits::new().steps(1 << 18);
    let mut search = WinSearch::new(Cutcake { split: false }, limits).unwrap();
    let stopped = search.wins_with_progress::<Stop>(&big, Player::Left, &report);
    assert!(matches!(stopped, Err(Stop::Exceeded(_))));
    assert!((3..=4).contains(&reports.load(Ordering::Relaxed)));
}

/// Kayles: a sum of rows of pins; a move knocks down one pin or two adjacent ones.
struct Kayles {
    split: bool,
}

impl ValueRules for Kayles {
    type Position = Vec<u32>;
    type Options<'a> = std::vec::IntoIter<Vec<u32>>;
    const SIDES: usize = 1;

    fn options(&self, rows: &Vec<u32>, _: usize) -> Self::Options<'_> {
        let mut out = Vec::new();
        for (i, &n) in rows.iter().enumerate() {
            for take in 1..=2u32.min(n) {
                for left in 0..=n - take {
                    let mut next = rows.clone();
                    next.remove(i);
                    next.extend([left, n - take - left].into_iter().filter(|&x| x > 0));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out.into_iter()
    }

    fn components(&self, rows: &Vec<u32>, parts: &mut Vec<Vec<u32>>) -> bool {
        if self.split {
            parts.extend(rows.iter().map(|&n| vec![n]));
        }
        self.split
    }
}

struct Nimbers;

impl Algebra<Vec<u32>> for Nimbers {
    type Value = usize;
    type Error = Stop;
    fn zero(&mut self) -> usize {
        0
    }
    fn add(&mut self, a: usize, b: usize) -> Result<usize, Stop> {
        Ok(a ^ b)
    }
    fn node(&mut self, _: &Vec<u32>, options: &[Vec<usize>]) -> Result<usize, Stop> {
        Ok((0..=options[0].len())
            .find(|v| !options[0].contains(v))
            .unwrap_or(0))
    }
    fn repeated(&self) -> Stop {
        Stop::Cycle
    }
}

/// Grundy values by the definition, on whole positions.
fn plain_grundy(rows: &Vec<u32>, memo: &mut HashMap<Vec<u32>, usize>) -> usize {
    if let Some(&v) = memo.get(rows) {
        return v;
    }
    let seen: Vec<usize> = Kayles { split: false }
        .options(rows, 0)
        .map(|o| plain_grundy(&o, memo))
        .collect();
    let v = (0..=seen.len()).find(|v| !seen.contains(v)).unwrap_or(0);
    memo.insert(rows.clone(), v);
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn values_equal_the_definition(rows in proptest::collection::vec(1u32..=7, 0..=3), split: bool) {
        let mut rows = rows;
        rows.sort_unstable();
        let mut search = ValueSearch::new(Kayles { split }, Limits::new());
        let mut memo = HashMap::new();
        prop_assert_eq!(search.value(&mut Nimbers, &rows), Ok(plain_grundy(&rows, &mut memo)));
    }
}

#[test]
fn published_kayles_values_and_the_value_limits() {
    // Kayles (Winning Ways, ch. 4): 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
    let mut search = ValueSearch::new(Kayles { split: true }, Limits::new());
    let values: Vec<usize> = (0..12)
        .map(|n| search.value(&mut Nimbers, &vec![n]).unwrap())
        .collect();
    assert_eq!(values, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    let stats = search.stats();
    assert_eq!(stats.nodes, search.solved());
    assert!(stats.hits > 0 && stats.options > 0, "{stats}");
    let mut tight = ValueSearch::new(Kayles { split: true }, Limits::new().steps(30));
    let refused = tight.value(&mut Nimbers, &vec![20]);
    assert_eq!(
        refused,
        Err(Stop::Exceeded(Exceeded::ran_out(Resource::Steps, 30)))
    );
    // The search goes on after a refusal, with what it had solved.
    let mut small = ValueSearch::new(Kayles { split: true }, Limits::new().bytes(200));
    assert!(
        matches!(small.value(&mut Nimbers, &vec![9]), Err(Stop::Exceeded(e)) if e.resource == Resource::Bytes)
    );
    let calls = Cell::new(0);
    let mut search = ValueSearch::new(Kayles { split: true }, Limits::new());
    let mut count = |_| calls.set(calls.get() + 1);
    search
        .value_with_progress(&mut Nimbers, &vec![40], &mut count)
        .unwrap();
    assert_eq!(calls.get(), 0); // 41 heaps: fewer than 2^16 solved
}

/// A game whose moves go round: 0 -> 1 -> 0.
struct Round;

impl ValueRules for Round {
    type Position = Vec<u32>;
    type Options<'a> = std::vec::IntoIter<Vec<u32>>;
    const SIDES: usize = 1;
    fn options(&self, p: &Vec<u32>, _: usize) -> Self::Options<'_> {
        vec![vec![1 - p[0]]].into_iter()
    }
}

#[test]
fn a_repeated_position_is_the_algebra_s_error() {
    let mut search = ValueSearch::new(Round, Limits::new());
    assert_eq!(search.value(&mut Nimbers, &vec![0]), Err(Stop::Cycle));
    // Forgotten, not taken for a repeat of a position still open.
    assert_eq!(search.value(&mut Nimbers, &vec![0]), Err(Stop::Cycle));
}
