//! A who-wins search split into jobs: the frontier's answer, put back together from its jobs'
//! answers, against the search of the whole position, and the plain search of the definition
//! against the fast searches and the explicit recursion.

mod common;

use combgames_base::Limits;
use combgames_rulesets::domineering::OutcomeSolver;
use combgames_rulesets::{
    Clobber, Cram, Domineering, Learned, OutcomeSearch, Player, Position, outcome_frontier,
    plain_wins,
};
use common::{blocked_board, domineering_board as board};
use proptest::prelude::*;

/// The definition, recursing with no memo at all.
fn recursion<P: Position>(position: &P, player: Player) -> bool {
    position
        .options(player)
        .iter()
        .any(|option| !recursion(option, player.other()))
}

fn search<P: Position + Send + Sync>() -> OutcomeSearch<P> {
    OutcomeSearch::new(Limits::new().bytes(1 << 16)).unwrap()
}

/// The root's answer from the frontier `depth` moves down, each job answered by `answer`.
fn by_jobs<P: Position + Send + Sync>(
    root: &P,
    first: Player,
    depth: usize,
    mut answer: impl FnMut(&P, Player) -> bool,
) -> bool {
    let frontier = outcome_frontier(root, first, depth, Limits::new()).unwrap();
    let last = frontier.levels.last().unwrap();
    let answers: Vec<Option<bool>> = last
        .iter()
        .map(|e| match e.decided {
            Some(d) => Some(d),
            None => Some(answer(&e.position, e.player)),
        })
        .collect();
    // Every path named leads from the root to the job by legal moves.
    for (i, entry) in last.iter().enumerate() {
        let mut at = root.clone();
        let mut player = first;
        for option in frontier.path(frontier.levels.len() - 1, i) {
            assert!(at.options(player).contains(&option));
            at = option;
            player = player.other();
        }
        assert_eq!(player, entry.player);
    }
    frontier.resolve(&answers).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_jobs_answers_give_the_whole_search_s(
        rows in 1usize..5, cols in 1usize..5, blocked in any::<u32>(), depth in 0usize..4,
        left in any::<bool>(),
    ) {
        let b = board(rows, cols, blocked);
        let first = if left { Player::Left } else { Player::Right };
        let whole = recursion(&b, first);
        let mut fast = search::<Domineering>();
        prop_assert_eq!(by_jobs(&b, first, depth, |p, q| fast.wins(p, q).unwrap()), whole);
        prop_assert_eq!(
            by_jobs(&b, first, depth, |p, q| plain_wins(p, q, Limits::new()).unwrap().0),
            whole
        );
    }

    #[test]
    fn the_plain_search_is_the_definition(
        rows in 1usize..5, cols in 1usize..5, blocked in any::<u32>(), left in any::<bool>(),
    ) {
        let b = board(rows, cols, blocked);
        let first = if left { Player::Left } else { Player::Right };
        let (wins, visited) = plain_wins(&b, first, Limits::new()).unwrap();
        prop_assert_eq!(wins, recursion(&b, first));
        prop_assert!(visited >= 1);
    }

    #[test]
    fn a_win_comes_with_a_move_the_opponent_loses(
        rows in 1usize..6, cols in 1usize..6, blocked in any::<u32>(), left in any::<bool>(),
    ) {
        let b = board(rows, cols, blocked);
        let first = if left { Player::Left } else { Player::Right };
        let mut solver = OutcomeSolver::new(&b, Limits::new().bytes(1 << 16)).unwrap();
        let answer = solver.solve_moving_first(first).unwrap();
        let plain = plain_wins(&b, first, Limits::new()).unwrap().0;
        prop_assert_eq!(answer.wins, plain);
        match answer.best {
            Some(best) => {
                prop_assert!(answer.wins);
                prop_assert!(b.options(first).contains(&best));
                prop_assert!(!plain_wins(&best, first.other(), Limits::new()).unwrap().0);
            }
            None => prop_assert!(!answer.wins),
        }
        let mut framework = search::<Domineering>();
        let answer = framework.solve(&b, first).unwrap();
        prop_assert_eq!(answer.wins, plain);
        if let Some(best) = answer.best {
            prop_assert!(!plain_wins(&best, first.other(), Limits::new()).unwrap().0);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn one_solver_answers_many_boards_of_its_dimensions(
        boards in proptest::collection::vec((any::<u32>(), any::<bool>()), 1..8),
    ) {
        let mut solver =
            OutcomeSolver::new(&Domineering::empty(4, 5).unwrap(), Limits::new().bytes(1 << 16))
                .unwrap();
        for (blocked, left) in boards {
            let b = board(4, 5, blocked);
            let first = if left { Player::Left } else { Player::Right };
            let answer = solver.solve_board(&b, first).unwrap().unwrap();
            prop_assert_eq!(answer.wins, plain_wins(&b, first, Limits::new()).unwrap().0);
            if let Some(best) = answer.best {
                prop_assert!(b.options(first).contains(&best));
                prop_assert!(!plain_wins(&best, first.other(), Limits::new()).unwrap().0);
            }
        }
        prop_assert!(solver.solve_board(&board(5, 4, 0), Player::Left).unwrap().is_none());
    }
}

/// Every answer a search hands on is the definition's, and comes back from its text.
fn shared_answers_hold<P>(learned: &[Learned<P>]) -> Result<(), TestCaseError>
where
    P: Position + std::fmt::Display + std::fmt::Debug + std::str::FromStr,
    P::Err: std::fmt::Debug,
{
    for entry in learned {
        let again: P = entry.position.to_string().parse().unwrap();
        prop_assert_eq!(&again, &entry.position);
        for (s, player) in [Player::Left, Player::Right].into_iter().enumerate() {
            if let Some(wins) = entry.wins[s] {
                let plain = plain_wins(&entry.position, player, Limits::new())
                    .unwrap()
                    .0;
                prop_assert_eq!(wins, plain, "{} {:?}", entry.position, player);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Two workers answer a root's jobs in turn, each taking in (as text, as across
    /// processes) what the other's table learned: every answer shared and every job's answer
    /// is the definition's, and the root's answer the whole search's.
    #[test]
    fn workers_that_share_answers_agree_with_the_definition(
        rows in 2usize..5, cols in 2usize..5, blocked in any::<u32>(), left in any::<bool>(),
        least in prop_oneof![Just(1u64), Just(4), Just(64)],
    ) {
        let first = if left { Player::Left } else { Player::Right };
        // Cram on the framework's search.
        let b: Cram = blocked_board(rows, cols, blocked);
        let mut workers = [search::<Cram>(), search::<Cram>()];
        let mut turn = 0;
        let root = by_jobs(&b, first, 1, |p, q| {
            let wins = workers[turn].wins(p, q).unwrap();
            let learned = workers[turn].answered(least);
            shared_answers_hold(&learned).unwrap();
            for entry in &learned {
                let text: Cram = entry.position.to_string().parse().unwrap();
                workers[1 - turn].learn(&text, entry.wins, entry.nodes);
            }
            turn = 1 - turn;
            wins
        });
        prop_assert_eq!(root, recursion(&b, first));
        // Domineering on its own search, whose keys exchange the players on square boards.
        let d = board(rows, cols, blocked);
        let solver = || OutcomeSolver::new(&d, Limits::new().bytes(1 << 16)).unwrap();
        let mut workers = [solver(), solver()];
        let mut turn = 0;
        let root = by_jobs(&d, first, 1, |p, q| {
            let answer = workers[turn].solve_board(p, q).unwrap().unwrap();
            let learned = workers[turn].answered(least);
            shared_answers_hold(&learned).unwrap();
            for entry in &learned {
                let text: Domineering = entry.position.to_string().parse().unwrap();
                workers[1 - turn].learn(&text, entry.wins, entry.nodes);
            }
            turn = 1 - turn;
            answer.wins
        });
        prop_assert_eq!(root, recursion(&d, first));
    }
}

#[test]
fn a_search_that_learned_visits_fewer_positions() {
    // Cram 4x4 and Domineering 5x5 (the second player wins, Lachmann et al. 2002).
    let b: Cram = "....|....|....|....".parse().unwrap();
    let mut first = search::<Cram>();
    let wins = first.wins(&b, Player::Left).unwrap();
    let mut second = search::<Cram>();
    let learned = first.answered(1);
    assert!(
        learned
            .iter()
            .filter(|e| second.learn(&e.position, e.wins, e.nodes))
            .count()
            > 0
    );
    assert_eq!(second.wins(&b, Player::Left).unwrap(), wins);
    assert!(second.stats().nodes < first.stats().nodes / 10);
    let d = Domineering::empty(5, 5).unwrap();
    let plain = combgames_rulesets::domineering::Knowledge::SAFE;
    let mut one = OutcomeSolver::with_knowledge(&d, Limits::new(), plain).unwrap();
    assert!(!one.wins_moving_first(Player::Left).unwrap());
    let two = OutcomeSolver::with_knowledge(&d, Limits::new(), plain).unwrap();
    for e in one.answered(1) {
        two.learn(&e.position, e.wins, e.nodes);
    }
    let mut two = two;
    assert!(!two.wins_moving_first(Player::Left).unwrap());
    assert!(two.stats().nodes < one.stats().nodes / 10);
    // A board of other dimensions is not learned.
    assert!(!two.learn(
        &Domineering::empty(4, 5).unwrap(),
        [Some(true), None],
        1 << 20
    ));
}

#[test]
fn clobber_s_jobs_agree_with_its_search() {
    for text in ["xox|ox.", "xoxo|oxox|xoxo", "xxo|oox|x.o"] {
        let b: Clobber = text.parse().unwrap();
        for first in [Player::Left, Player::Right] {
            let whole = search::<Clobber>().wins(&b, first).unwrap();
            for depth in 0..3 {
                let mut fast = search::<Clobber>();
                assert_eq!(
                    by_jobs(&b, first, depth, |p, q| fast.wins(p, q).unwrap()),
                    whole
                );
            }
            assert_eq!(plain_wins(&b, first, Limits::new()).unwrap().0, whole);
        }
    }
}

#[test]
fn published_boards_by_jobs() {
    // 6x6 Domineering: the first player wins; 5x5: the second (Lachmann, Moore and
    // Rapaport, "Who wins Domineering on rectangular boards?", 2002).
    for (rows, cols, first_wins) in [(5, 5, false), (6, 6, true)] {
        let b = Domineering::empty(rows, cols).unwrap();
        let answer = by_jobs(&b, Player::Left, 2, |p, q| {
            OutcomeSolver::new(p, Limits::new())
                .unwrap()
                .solve_moving_first(q)
                .unwrap()
                .wins
        });
        assert_eq!(answer, first_wins, "{rows}x{cols}");
    }
}

#[test]
fn the_plain_search_stops_at_its_limit() {
    let b = Domineering::empty(4, 4).unwrap();
    let err = plain_wins(&b, Player::Left, Limits::new().steps(100)).unwrap_err();
    assert!(err.to_string().contains("100"), "{err}");
}
