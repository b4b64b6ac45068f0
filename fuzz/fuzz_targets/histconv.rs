#![no_main]
//! Fuzz target `histconv`: see `combgames_fuzz_checks::histconv`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("histconv", data));
