#![no_main]
//! Fuzz target `zeckendorf`: see `combgames_fuzz_checks::zeckendorf`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("zeckendorf", data));
