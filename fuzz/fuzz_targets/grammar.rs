#![no_main]
//! Fuzz target `grammar`: see `combgames_fuzz_checks::grammar`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("grammar", data));
