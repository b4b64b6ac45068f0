#![no_main]
//! Fuzz target `rulesets`: see `combgames_fuzz_checks::rulesets`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("rulesets", data));
