//! Misère play: the quotient of a random octal game against plain search of the game tree,
//! the solver's misère values against the same search, hostile parameters; and the misère
//! canonical forms: random text in their notation (grammar fuzzing), random forms.

use combgames::grundy::misere::{MisereArena, MisereId};
use combgames::grundy::{Error, OctalGame, Solver, naive::MisereSearch};

use crate::Input;

/// A random code of up to four digits after the point (`d0` 0 or 4); the quotient of its heaps
/// up to a small bound (within small limits, refusals allowed) answers random sums as the
/// search does, with even order (or 1 when no heap moves); misère values equal the search's;
/// huge bounds and tiny limits are refused, never a panic.
pub fn misere(data: &[u8]) {
    let mut input = Input::new(data);
    let mut digits = vec![if input.small(2) == 1 { 4 } else { 0 }];
    for _ in 0..=input.small(4) {
        digits.push(input.small(8) as u8);
    }
    let Ok(game) = OctalGame::from_digits(&digits) else {
        return;
    };
    let max_heap = 1 + input.small(7);
    let limits = combgames::base::Limits::new()
        .items((2 + input.small(200)) as u64)
        .steps(1 + input.edge_u64() % (1 << 22))
        .bytes((1 + input.edge_u64() % (1 << 15)) * 96);
    let mut twin = MisereSearch::new(&game);
    match game.misere_quotient_with(max_heap, limits, |_, _| {}) {
        Ok(q) => {
            let moves = (1..=max_heap).any(|h| {
                use combgames::grundy::ImpartialGame;
                game.options(&vec![h as u64]).next().is_some()
            });
            assert!(
                q.order() % 2 == 0 || (q.order() == 1 && !moves),
                "{game}: order {}",
                q.order()
            );
            for _ in 0..8 {
                let heaps: Vec<usize> = (0..input.small(4))
                    .map(|_| input.small(max_heap + 1))
                    .collect();
                if heaps.iter().sum::<usize>() > 24 {
                    continue;
                }
                let expected = twin.is_p(&heaps).expect("a small sum");
                assert_eq!(q.is_p_position(&heaps), Ok(expected), "{game} {heaps:?}");
            }
            let far = max_heap + 1 + input.small(1000);
            match q.heap_element(far) {
                Ok(e) => assert!(q.period().is_some() && e < q.order()),
                Err(e) => assert_eq!(
                    e,
                    Error::HeapBeyondQuotient {
                        heap: far,
                        max_heap
                    }
                ),
            }
            assert!(q.is_p(q.order()).is_err());
        }
        Err(Error::Exceeded(_) | Error::QuotientTooLarge { .. }) => {}
        Err(e) => panic!("{game}: {e}"),
    }
    // Misère values of small sums, by the solver against the search.
    let heaps: Vec<u64> = (0..input.small(3)).map(|_| input.small(9) as u64).collect();
    let mut sorted = heaps.clone();
    sorted.sort_unstable();
    sorted.retain(|&h| h > 0);
    let mut solver = Solver::new(game.clone());
    let as_usize: Vec<usize> = sorted.iter().map(|&h| h as usize).collect();
    assert_eq!(
        solver.misere_grundy(&sorted).ok(),
        twin.grundy(&as_usize).ok(),
        "{game} {sorted:?}"
    );
    // Hostile bounds: refused at once.
    let huge = usize::try_from(input.edge_u64())
        .unwrap_or(usize::MAX)
        .max(5000);
    assert!(game.misere_quotient(huge).is_err());
    forms(&mut input);
}

/// Random text over the notation's alphabet: read, it is a form whose text reads back to it,
/// or a refusal naming a place in the text (never a panic); random forms: the search of a sum
/// agrees with the sum's simplest form.
fn forms(input: &mut Input) {
    const ALPHABET: &[u8] = b"*[]#()0123456789+, x[[]]##";
    let mut arena = MisereArena::with_limits(
        combgames::base::Limits::new()
            .items(20_000)
            .steps(2_000_000),
    );
    let len = input.small(24);
    let text: String = (0..len)
        .map(|_| ALPHABET[input.small(ALPHABET.len())] as char)
        .collect();
    match arena.parse(&text) {
        Ok(g) => {
            if let Ok(back) = arena.to_text(g) {
                assert_eq!(arena.parse(&back), Ok(g), "{text:?} -> {back:?}");
            }
        }
        Err(Error::Notation(e)) => {
            let message = e.to_string();
            assert!(!message.contains('\n'), "{text:?}: {message}");
        }
        Err(Error::Exceeded(_) | Error::BirthdayTooLarge { .. }) => {}
        Err(e) => panic!("{text:?}: {e}"),
    }
    // A few random forms from nim heaps, and a sum of them.
    let mut parts = Vec::new();
    for _ in 0..1 + input.small(3) {
        let options: Vec<MisereId> = (0..input.small(4))
            .filter_map(|_| arena.nim_heap(input.small(4) as u32).ok())
            .chain(parts.last().copied())
            .collect();
        if let Ok(g) = arena.form(&options) {
            parts.push(g);
        }
    }
    let Ok(direct) = arena.sum_is_p_position(&parts) else {
        return;
    };
    let mut total = arena.zero();
    for &p in &parts {
        match arena.sum(total, p) {
            Ok(t) => total = t,
            Err(_) => return,
        }
    }
    assert_eq!(arena.is_p_position(total), Ok(direct), "{parts:?}");
}
