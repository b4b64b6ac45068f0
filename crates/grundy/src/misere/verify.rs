//! The proof that a candidate monoid is a misère quotient: two fixed points over its elements.
//!
//! A candidate is a commutative monoid `Q` with a subset `P`, and an element `phi(h)` for
//! every heap `h <= N` (a sum maps to the product of its heaps' elements). It predicts that a
//! sum `G` is a misère P-position exactly when `phi(G)` is in `P`. The prediction is right
//! for every sum when:
//!
//! 1. the identity is not in `P`;
//! 2. no sum whose element is in `P` has an option whose element is in `P`: with `Omega(x)`
//!    the elements of the options of all sums mapping to `x`, `Omega(x)` misses `P` for every
//!    `x` in `P`;
//! 3. every sum of at least one heap with a move, whose options all map outside `P`, maps into
//!    `P`.
//!
//! By induction on the tokens of a sum: a sum without moves maps to the identity, outside `P`,
//! and is an N-position (misère: the player who cannot move wins). Otherwise its options are
//! predicted rightly; if `phi(G)` is in `P`, all of them map outside `P` by 2, so all are
//! N-positions and `G` is a P-position; if not, by 3 some option maps into `P`, a P-position,
//! and `G` is an N-position. The three conditions hold for the true quotient as well, so the
//! check refuses no right candidate.
//!
//! `Omega` is a least fixed point: a sum is `h + H` for a heap `h`, so
//! `Omega(phi(h) y) >= phi(o) y` for every option `o` of `h` and `phi(h) Omega(y)`, over all
//! `y`. Condition 3 is one too: with `E(c)` the elements of sums `H` whose options `H'` all
//! have `c phi(H')` outside `P`, `E(c)` holds the identity, and `phi(h) y` whenever `y` is in
//! `E(c phi(h))` and `c phi(o) y` is outside `P` for every option `o` of `h`; condition 3 says
//! that what enters `E(1)` through a heap lies in `P`.
//!
//! Heaps with the same element and the same elements of options (a *type*) play the same part
//! in both, so the work grows with the number of types, not of heaps. When a condition fails,
//! the provenance of the entries gives a sum of heaps where the prediction is inconsistent with
//! the rules (the sum or one of its options is predicted wrongly).

use combgames_base::Meter;

use super::monoid::Monoid;
use crate::Error;

/// One type of heap: its element, the elements of its options, and a heap of that type.
pub(crate) struct HeapType {
    element: u32,
    options: Vec<u32>,
    heap: u16,
}

/// The types of the heaps `1..=n` that have a move.
pub(crate) fn heap_types(
    monoid: &Monoid,
    heap: &[u32],
    options: &[Vec<Vec<u16>>],
    n: usize,
) -> Vec<HeapType> {
    let mut types: Vec<HeapType> = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for h in 1..=n {
        if options[h].is_empty() {
            continue;
        }
        let mut images: Vec<u32> = options[h]
            .iter()
            .map(|parts| monoid.image(heap, parts))
            .collect();
        images.sort_unstable();
        images.dedup();
        let key = (heap[h], images);
        if !seen.contains_key(&key) {
            seen.insert(key.clone(), types.len());
            types.push(HeapType {
                element: key.0,
                options: key.1,
                heap: h as u16,
            });
        }
    }
    types
}

const NONE: u32 = u32::MAX;

/// `Ok(None)` if the candidate is proven, `Ok(Some(sum))` with a sum of heaps (sorted) whose
/// prediction is inconsistent with its options' predictions, or a refusal by the meter (one
/// step per entry tried).
pub(crate) fn check(
    monoid: &Monoid,
    reps: &[Vec<u16>],
    types: &[HeapType],
    steps: &mut Meter,
) -> Result<Option<Vec<u16>>, Error> {
    if monoid.p[0] {
        return Ok(Some(Vec::new()));
    }
    if let Some(sum) = check_omega(monoid, reps, types, steps)? {
        return Ok(Some(sum));
    }
    let mut sum = check_e(monoid, types, steps)?;
    if let Some(sum) = &mut sum {
        sum.sort_unstable();
    }
    Ok(sum)
}

/// Condition 2.
#[allow(clippy::many_single_char_names)]
fn check_omega(
    monoid: &Monoid,
    reps: &[Vec<u16>],
    types: &[HeapType],
    steps: &mut Meter,
) -> Result<Option<Vec<u16>>, Error> {
    let q = monoid.order;
    // Entry (x, z): z in Omega(x), added through type t from y (and z' in Omega(y), or NONE
    // when z is phi(o) y).
    let mut from: Vec<(u32, u32, u32)> = vec![(NONE, NONE, NONE); q * q];
    let mut queue: Vec<(u32, u32)> = Vec::new();
    let mut add = |x: u32, z: u32, entry: (u32, u32, u32), queue: &mut Vec<(u32, u32)>| {
        let slot = &mut from[x as usize * q + z as usize];
        if slot.0 == NONE {
            *slot = entry;
            queue.push((x, z));
        }
    };
    for (t, ty) in types.iter().enumerate() {
        steps.spend((q * ty.options.len()) as u64)?;
        for y in 0..q as u32 {
            let x = monoid.mul(ty.element, y);
            for &o in &ty.options {
                add(x, monoid.mul(o, y), (t as u32, y, NONE), &mut queue);
            }
        }
    }
    while let Some((y, z)) = queue.pop() {
        steps.spend(types.len() as u64)?;
        for (t, ty) in types.iter().enumerate() {
            let x = monoid.mul(ty.element, y);
            add(x, monoid.mul(ty.element, z), (t as u32, y, z), &mut queue);
        }
    }
    combgames_base::interrupt::check()?;
    for x in 0..q {
        if !monoid.p[x] {
            continue;
        }
        for z in 0..q {
            if monoid.p[z] && from[x * q + z].0 != NONE {
                // Unwind: a sum mapping to x with an option mapping to z.
                let mut sum = Vec::new();
                let (mut x, mut z) = (x, z);
                loop {
                    let (t, y, zp) = from[x * q + z];
                    sum.push(types[t as usize].heap);
                    if zp == NONE {
                        sum.extend_from_slice(&reps[y as usize]);
                        break;
                    }
                    (x, z) = (y as usize, zp as usize);
                }
                sum.sort_unstable();
                return Ok(Some(sum));
            }
        }
    }
    Ok(None)
}

/// Condition 3.
#[allow(clippy::many_single_char_names)]
fn check_e(
    monoid: &Monoid,
    types: &[HeapType],
    steps: &mut Meter,
) -> Result<Option<Vec<u16>>, Error> {
    let q = monoid.order;
    // For each type, the elements c with c phi(h) = c', grouped by c'.
    let preimages: Vec<Vec<Vec<u32>>> = types
        .iter()
        .map(|ty| {
            let mut pre = vec![Vec::new(); q];
            for c in 0..q as u32 {
                pre[monoid.mul(c, ty.element) as usize].push(c);
            }
            pre
        })
        .collect();
    // Entry (c, x): x in E(c), through type t from y in E(c phi(h)); (NONE, NONE) for the
    // identity, which is in every E(c).
    let mut member = vec![false; q * q];
    let mut from: Vec<(u32, u32)> = vec![(NONE, NONE); q * q];
    let mut queue: Vec<(u32, u32)> = Vec::new();
    for c in 0..q {
        member[c * q] = true;
        queue.push((c as u32, 0));
    }
    while let Some((cp, y)) = queue.pop() {
        for (t, ty) in types.iter().enumerate() {
            for &c in &preimages[t][cp as usize] {
                steps.spend(1 + ty.options.len() as u64)?;
                let good = ty
                    .options
                    .iter()
                    .all(|&o| !monoid.p[monoid.mul(monoid.mul(c, o), y) as usize]);
                if !good {
                    continue;
                }
                let x = monoid.mul(ty.element, y);
                if c == 0 && !monoid.p[x as usize] {
                    // A sum h + H, all of whose options map outside P, predicted an N-position.
                    let mut sum = vec![ty.heap];
                    let (mut c, mut y) = (cp, y);
                    loop {
                        let (t, yp) = from[c as usize * q + y as usize];
                        if t == NONE {
                            break;
                        }
                        let element = types[t as usize].element;
                        sum.push(types[t as usize].heap);
                        c = monoid.mul(c, element);
                        y = yp;
                    }
                    return Ok(Some(sum));
                }
                let slot = c as usize * q + x as usize;
                if !member[slot] {
                    member[slot] = true;
                    from[slot] = (t as u32, y);
                    queue.push((c, x));
                }
            }
        }
    }
    combgames_base::interrupt::check()?;
    Ok(None)
}
