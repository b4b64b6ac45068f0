#![no_main]
//! Fuzz target `misere`: see `combgames_fuzz_checks::misere`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("misere", data));
