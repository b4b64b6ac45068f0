//! The rare-value method and its store against the definition (`naive::octal_values`).

use super::*;
use crate::memory::wide_sequence_bytes;
use crate::sequencer::Sequencer;
use crate::store::Store;
use crate::{naive, sequence_bytes};
use combgames_base::Limits;

/// Games whose values pass 255 early: a code of 300 sevens has `g(n) = n` up to 300 (every
/// smaller heap is an option), the subtraction game of 1 to 300 has `g(n) = n mod 301`.
fn growing() -> Vec<OctalGame> {
    let sevens: OctalGame = format!(".{}", "7".repeat(300)).parse().unwrap();
    let split: OctalGame = format!("4.{}", "6".repeat(280)).parse().unwrap();
    let subtraction = OctalGame::subtraction(1..=300).unwrap();
    vec![sevens, split, subtraction]
}

/// The spill, exercised with 8-bit values: the store widens at the first value past 255
/// and the values stay those of the definition.
#[test]
fn spill_keeps_the_definition() {
    for game in growing() {
        let n = 400;
        let mut narrow: Sequencer<u8> = Sequencer::new(&game, u64::MAX, n);
        narrow.extend_to(n, n, u64::MAX).unwrap();
        assert!(matches!(narrow, Sequencer::Wide(_)), "{game} did not spill");
        let twin = naive::octal_values(&game, n).unwrap().values();
        let Store::Wide(values) = narrow.into_store() else {
            panic!("{game}: narrow after a spill");
        };
        assert_eq!(values, twin, "{game}");
        assert!(twin.iter().any(|&v| v > 255));
        // The public path (16 bits) agrees, and stays narrow.
        let lean = game.grundy_values(n).unwrap();
        assert_eq!(lean.values(), twin, "{game}");
        assert_eq!(lean.bytes_per_value(), 2);
    }
}

/// A spill is refused when the wide estimate passes the byte limit, after the narrow one
/// was accepted.
#[test]
fn spill_checks_the_wide_estimate() {
    let game = &growing()[0];
    let n = 100_000;
    let bytes = sequence_bytes(n) + 1;
    assert!(wide_sequence_bytes(n) > bytes);
    let mut narrow: Sequencer<u8> = Sequencer::new(game, u64::MAX, n);
    assert!(matches!(
        narrow.extend_to(1000, n, bytes),
        Err(Error::Exceeded(_))
    ));
}

/// Periods through a spilled store: the subtraction game of 1 to 300 has period 301 from 0.
#[test]
fn periods_through_a_spill() {
    let game = OctalGame::subtraction(1..=300).unwrap();
    let p = game
        .periodicity_in::<u8>(10_000, Limits::new(), |_| {})
        .unwrap();
    assert_eq!((p.preperiod, p.period), (0, 301));
    assert_eq!(p.values.bytes_per_value(), 4);
    let lean = game.periodicity(10_000).unwrap();
    assert_eq!((lean.preperiod, lean.period), (0, 301));
    assert_eq!(lean.values.values(), p.values.values());
}

/// Blocks from heap 512 with 4 rare heaps or more: every code with splits uses them early.
fn eager<V: Value>(game: &OctalGame, n: usize) -> Extender<V> {
    let mut e = Extender::new(game, u64::MAX, n);
    e.block_from = (512, 4);
    e
}

fn values_of(e: &Extender<u16>) -> Vec<u32> {
    e.values.iter().map(|&v| u32::from(v)).collect()
}

/// Heaps up to `n` with blocks from heap 512 against the definition; whether blocks were
/// used.
fn eager_matches_definition(game: &OctalGame, n: usize) -> bool {
    let mut e: Extender<u16> = eager(game, n);
    e.extend_to(n).unwrap();
    assert_eq!(
        values_of(&e),
        naive::octal_values(game, n).unwrap().values(),
        "{game}"
    );
    e.blocked_heaps > 0
}

/// The blocks' answers, their bit-sliced pair tests and their fallback against the
/// definition: a sample of codes with blocks from heap 512, and `.127` with the real
/// thresholds (blocks from heap 4096).
#[test]
fn blocks_keep_the_definition() {
    let mut codes: Vec<String> = (0..40u32)
        .map(|k| {
            // Spread over the three-digit codes (a fixed sample, 37 apart).
            let code = (k * 37 + 5) % 512;
            format!(".{}{}{}", code / 64, code / 8 % 8, code % 8)
        })
        .collect();
    codes.extend([".127", ".16", ".56", ".6", "4.7", ".354"].map(String::from));
    let n = 1300;
    let mut blocked = 0;
    for code in &codes {
        let game: OctalGame = code.parse().unwrap();
        blocked += usize::from(eager_matches_definition(&game, n));
    }
    assert!(blocked >= 10, "only {blocked} codes used blocks");
    let slow: OctalGame = ".127".parse().unwrap();
    let n = 6000;
    let mut e: Extender<u16> = Extender::new(&slow, u64::MAX, n);
    e.extend_to(n).unwrap();
    assert!(e.blocked_heaps > 1000);
    assert_eq!(
        values_of(&e),
        naive::octal_values(&slow, n).unwrap().values()
    );
}

/// Every code `d0.d1d2d3` (`d0` 0 or 4) with blocks from heap 512, against the definition.
#[test]
#[ignore = "seconds in release mode; run with --profile release-checked -- --ignored"]
fn blocks_keep_the_definition_on_every_short_code() {
    let n = 1500;
    let mut blocked = 0;
    for code in 0..1024u32 {
        let digits = [
            (code >> 9) as u8 * 4,
            (code >> 6 & 7) as u8,
            (code >> 3 & 7) as u8,
            (code & 7) as u8,
        ];
        let game = OctalGame::from_digits(&digits).unwrap();
        blocked += usize::from(eager_matches_definition(&game, n));
    }
    assert!(blocked >= 100, "only {blocked} codes used blocks");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(24))]

    /// Random octal codes of up to five digits, blocks from heap 512, against the
    /// definition.
    #[test]
    fn blocks_keep_the_definition_on_random_codes(
        digits in proptest::collection::vec(0u8..8, 1..=5),
        four in proptest::bool::ANY,
    ) {
        let mut all = vec![if four { 4 } else { 0 }];
        all.extend(digits);
        let game = OctalGame::from_digits(&all).unwrap();
        let n = 1100;
        let mut e: Extender<u16> = eager(&game, n);
        e.extend_to(n).unwrap();
        proptest::prop_assert_eq!(values_of(&e), naive::octal_values(&game, n).unwrap().values());
    }
}

/// A heap count near the store's bound with no byte limit ends in the step limit, not in
/// an allocation failure: room for the values is only reserved if it can be had.
#[test]
fn huge_heap_counts_end_in_a_typed_error() {
    let kayles: OctalGame = ".77".parse().unwrap();
    let limits = Limits::new().steps(10_000).bytes(u64::MAX);
    let n = u32::MAX as usize - 2;
    assert!(matches!(
        kayles.grundy_values_with(n, limits),
        Err(Error::Exceeded(_))
    ));
    // Kayles' period shows long before the steps run out.
    let p = kayles.periodicity_with(n, limits, |_| {}).unwrap();
    assert_eq!((p.preperiod, p.period), (71, 12));
}

/// Splits into three by the rows of pair values against the definition: with the rows
/// kept throughout, dropped at the first heap (no budget) and dropped part way (a budget
/// of 4 KiB), the plain scan going on from there; through a spill to 32 bits as well.
#[test]
fn rows_keep_the_definition() {
    for code in [
        "0x.8", "0x.9", "0x.f", "0x.08", "0x.48", "0x.c8", "0x8.1", "0x.3f", "0x.8004",
    ] {
        let game: OctalGame = code.parse().unwrap();
        let n = 400;
        let twin = naive::octal_values(&game, n).unwrap().values();
        for (budget, kept) in [(u64::MAX, Some(true)), (0, Some(false)), (1 << 12, None)] {
            let mut e: Extender<u16> = Extender::new(&game, u64::MAX, n);
            e.set_row_budget(budget);
            e.extend_to(n).unwrap();
            assert_eq!(values_of(&e), twin, "{code} with {budget} bytes of rows");
            if let Some(kept) = kept {
                assert_eq!(e.triples.is_some(), kept, "{code} with {budget} bytes");
            }
        }
        let mut narrow: Sequencer<u8> = Sequencer::new(&game, u64::MAX, n);
        narrow.extend_to(n, n, u64::MAX).unwrap();
        assert_eq!(narrow.into_store(), Store::from_values(twin), "{code}");
    }
    // 0x.8 outgrows 4 KiB of rows (its values grow as n / 3).
    let hex: OctalGame = "0x.8".parse().unwrap();
    let mut e: Extender<u16> = Extender::new(&hex, u64::MAX, 400);
    e.set_row_budget(1 << 12);
    e.extend_to(400).unwrap();
    assert!(e.triples.is_none());
}

/// The rare list never holds more than its cap, whatever the game.
#[test]
fn rare_list_stays_under_its_cap() {
    for code in [".77", ".127", ".16", ".6", "4.7", "0x.3f"] {
        let game: OctalGame = code.parse().unwrap();
        let n = if code.contains('f') { 256 } else { 3000 };
        let mut e: Extender<u16> = Extender::new(&game, u64::MAX, n);
        for h in (64..=n).step_by(64) {
            e.extend_to(h).unwrap();
            assert!(
                e.rare.capacity() <= rare_cap(e.values.len()),
                "{code} at {h}"
            );
        }
    }
}
