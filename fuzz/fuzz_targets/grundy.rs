#![no_main]
//! Fuzz target `grundy`: see `combgames_fuzz_checks::grundy`.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| combgames_fuzz_checks::run("grundy", data));
