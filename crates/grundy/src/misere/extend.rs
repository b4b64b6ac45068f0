//! The quotient of the heaps up to `n` from that of the smaller heaps, when it extends.
//!
//! Let `Q` be the quotient of the sums of heaps below `n` (proven), and `G` a heap of `n`,
//! whose options are such sums. Two ways are tried before learning from scratch.
//!
//! **Reuse.** If some `x` of `Q` has the row `{ y : x y in P }` equal to
//! `R = { y : o y is outside P for every option o of G }`, then `G` behaves as `x` beside any
//! sum, and the quotient does not change. *Proof*, by induction on the copies of `G` and the
//! tokens: for `G + W` with `z = phi(W)` (`W` may hold `G`s, valued through `x`), if `x z` is
//! in `P` then `z` is in `R`, so no option `o + W` wins, and no `G + W'` either (they are the
//! options `X + W'` of the P-position `X + W`, for a sum `X` mapping to `x`); if not, `z` is
//! not in `R` and some `o + W` is a P-position.
//!
//! **Extension.** Otherwise `G` is a new generator `a`, and if the outcome of `Y + k G` for
//! sums `Y` of smaller heaps depends only on `phi(Y)` and `k`, the P-portion at each `k` is a
//! subset `P_k` of `Q`: `P_0 = P`, and `y` is in `P_k` when no `o y` is in `P_(k-1)` and no
//! option of the shortest sum mapping to `y` maps into `P_k` (fewer tokens: computed first).
//! `P_k` follows from `P_(k-1)`, so the subsets repeat, from `k0` with period `p`; the monoid
//! `Q x {1, a, ..., a^(k0+p-1)}` (with `a^(k0+p) = a^k0`) with the P-portion `{ y a^k : y in
//! P_k }`, reduced by indistinguishability, is the candidate. The hypothesis can fail (the new
//! heap splits elements of `Q`), so the candidate is proven by `verify` before it is used.

use super::monoid::Monoid;

/// The most powers of the new generator tried before the extension gives up.
const MAX_LEVELS: usize = 64;

/// The element `x` of `monoid` that a heap with the option elements `options` equals, by the
/// reuse lemma.
pub(crate) fn reuse(monoid: &Monoid, options: &[u32]) -> Option<u32> {
    let row: Vec<bool> = (0..monoid.order as u32)
        .map(|y| {
            options
                .iter()
                .all(|&o| !monoid.p[monoid.mul(o, y) as usize])
        })
        .collect();
    (0..monoid.order as u32).find(|&x| monoid.same_row(x, &row))
}

/// The candidate extension by heap `n`: the monoid and each heap's element (heaps `0..=n`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn extend(
    monoid: &Monoid,
    heap: &[u32],
    sums: &[Vec<u16>],
    options: &[Vec<Vec<u16>>],
    letters: &[u16],
    new_options: &[u32],
) -> Option<(Monoid, Vec<u32>)> {
    let q = monoid.order;
    let tokens = |y: usize| sums[y].iter().map(|&h| u64::from(h)).sum::<u64>();
    let mut order: Vec<usize> = (0..q).collect();
    order.sort_by_key(|&y| (tokens(y), y));
    // The elements of the options of each element's shortest sum.
    let sum_options: Vec<Vec<u32>> = (0..q)
        .map(|y| {
            let sum = &sums[y];
            let mut images = Vec::new();
            for (i, &h) in sum.iter().enumerate() {
                if i > 0 && sum[i - 1] == h {
                    continue;
                }
                let mut rest = sum.clone();
                rest.remove(i);
                let base = monoid.image(heap, &rest);
                for parts in &options[h as usize] {
                    images.push(monoid.mul(base, monoid.image(heap, parts)));
                }
            }
            images.sort_unstable();
            images.dedup();
            images
        })
        .collect();
    let mut levels: Vec<Vec<bool>> = vec![monoid.p.clone()];
    let mut seen = std::collections::HashMap::new();
    seen.insert(monoid.p.clone(), 0usize);
    let (k0, period) = loop {
        let before = levels.last()?;
        let mut next: Vec<Option<bool>> = vec![None; q];
        for &y in &order {
            let mut p = new_options
                .iter()
                .all(|&o| !before[monoid.mul(o, y as u32) as usize]);
            if p {
                for &z in &sum_options[y] {
                    // Fewer tokens than y's shortest sum: already decided.
                    if next[z as usize]? {
                        p = false;
                        break;
                    }
                }
            }
            next[y] = Some(p);
        }
        let next: Vec<bool> = next.into_iter().collect::<Option<_>>()?;
        if let Some(&k0) = seen.get(&next) {
            break (k0, levels.len() - k0);
        }
        if levels.len() >= MAX_LEVELS {
            return None;
        }
        seen.insert(next.clone(), levels.len());
        levels.push(next);
    };
    let len = k0 + period;
    let cyc = |k: usize| if k < len { k } else { k0 + (k - k0) % period };
    let states = q * len;
    let mut generators: Vec<u32> = letters.iter().map(|&h| heap[h as usize]).collect();
    generators.sort_unstable();
    generators.dedup();
    let mut actions: Vec<Vec<u32>> = generators
        .iter()
        .map(|&g| {
            (0..states)
                .map(|s| (s / q * q) as u32 + monoid.mul(g, (s % q) as u32))
                .collect()
        })
        .collect();
    actions.push(
        (0..states)
            .map(|s| (cyc(s / q + 1) * q + s % q) as u32)
            .collect(),
    );
    let marked: Vec<bool> = (0..states).map(|s| levels[s / q][s % q]).collect();
    let (class, count) = Monoid::refine(states, &actions, &marked);
    let mut first = vec![usize::MAX; count];
    for (s, &c) in class.iter().enumerate() {
        if first[c as usize] == usize::MAX {
            first[c as usize] = s;
        }
    }
    let mut table = Vec::with_capacity(count * count);
    for &a in &first {
        for &b in &first {
            let y = monoid.mul((a % q) as u32, (b % q) as u32) as usize;
            table.push(class[cyc(a / q + b / q) * q + y]);
        }
    }
    let p = first.iter().map(|&s| marked[s]).collect();
    let mut new_heap: Vec<u32> = heap.iter().map(|&x| class[x as usize]).collect();
    new_heap.push(class[cyc(1) * q]);
    Some((
        Monoid {
            order: count,
            table,
            p,
        },
        new_heap,
    ))
}
