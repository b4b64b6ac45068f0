//! A who-wins search split into jobs: the frontier's answer, put back together from its jobs'
//! answers, against the search of the whole position, and the plain search of the definition
//! against the fast searches and the explicit recursion.

mod common;

use combgames_base::Limits;
use combgames_rulesets::domineering::OutcomeSolver;
use combgames_rulesets::{
    Clobber, Domineering, OutcomeSearch, Player, Position, outcome_frontier, plain_wins,
};
use common::domineering_board as board;
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
