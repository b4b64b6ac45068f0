#![no_main]
//! Fuzz target `partizan`: see `combgames_fuzz_checks::partizan`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("partizan", data));
