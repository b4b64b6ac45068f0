#![no_main]
//! Fuzz target `games`: see `combgames_fuzz_checks::games`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("games", data));
