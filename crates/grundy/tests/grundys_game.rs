//! Grundy's game: the rare-value method against the definition and the solver.

use combgames_base::hash::FastMap;
use combgames_grundy::misere::MisereArena;
use combgames_grundy::{GrundysGame, Solver, mex};

/// `g(0..=n)` by the definition: the mex of `g(a) xor g(h - a)` over `a < h - a`.
fn by_definition(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    for h in 3..=n {
        g[h] = mex((1..h.div_ceil(2)).map(|a| (g[a] ^ g[h - a]) as usize)) as u32;
    }
    g
}

#[test]
fn values_are_the_definitions() {
    // Past the first mask choices (heaps 32, 64, ..., 4096), where the rare pairs take over.
    let n = 6000;
    assert_eq!(
        GrundysGame.grundy_values(n).unwrap().values(),
        by_definition(n)
    );
}

#[test]
fn values_are_the_solvers_and_oeis() {
    // OEIS A002188, g(0..=59).
    let published = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2,
        3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3,
    ];
    let values = GrundysGame.grundy_values(59).unwrap().values();
    assert_eq!(values, published);
    let mut solver = Solver::new(GrundysGame);
    for h in 0..=59u64 {
        assert_eq!(
            solver.grundy(&vec![h]).unwrap(),
            values[h as usize] as usize
        );
    }
}

#[test]
fn misere_values_genus_and_forms() {
    // The misère values of heaps 0..5 (the table).
    let mut solver = Solver::new(GrundysGame);
    let misere: Vec<usize> = (0..=5)
        .map(|h| solver.misere_grundy(&vec![h]).unwrap())
        .collect();
    assert_eq!(misere, [1, 1, 1, 0, 1, 2]);
    let mut arena = MisereArena::new();
    let mut memo = FastMap::default();
    for h in 0..=30u64 {
        let g = arena
            .of_position(&GrundysGame, &vec![h], &mut memo)
            .unwrap();
        let genus = arena.genus(g).unwrap();
        assert_eq!(
            genus.misere(0) as usize,
            solver.misere_grundy(&vec![h]).unwrap(),
            "heap {h}"
        );
        assert_eq!(genus.normal(), by_definition(30)[h as usize]);
    }
}

/// Far past the mask choices (run optimised by CI: `-- --ignored`).
#[test]
#[ignore = "seconds optimised, minutes in a debug build"]
fn values_are_the_definitions_to_60000() {
    let n = 60_000;
    assert_eq!(
        GrundysGame.grundy_values(n).unwrap().values(),
        by_definition(n)
    );
}
