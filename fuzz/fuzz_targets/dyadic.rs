#![no_main]
//! Fuzz target `dyadic`: see `combgames_fuzz_checks::dyadic`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("dyadic", data));
