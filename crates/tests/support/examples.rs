//! The examples as programs, for the tests that run them (`command_line`, `json_output`).
//!
//! The examples are the ones `cargo test` builds beside the test (`target/<profile>/examples`),
//! so a test runs the same profile as its examples.

// Each test uses its own subset of these helpers.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The example `name`, in the profile of the test (`target/<profile>/examples`). The examples
/// are brought up to date once (a no-op after `cargo test --workspace`, which builds them;
/// `cargo test --test command_line` alone would otherwise run stale ones).
pub fn example(name: &str) -> PathBuf {
    static BUILT: std::sync::OnceLock<Result<PathBuf, String>> = std::sync::OnceLock::new();
    let dir = BUILT.get_or_init(|| {
        let exe = std::env::current_exe().map_err(|e| e.to_string())?;
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .ok_or("the test is not in target/<profile>/deps")?;
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => "dev",
            Some(other) => other,
            None => return Err("no profile directory".into()),
        };
        let status = Command::new(env!("CARGO"))
            .args([
                "build",
                "--quiet",
                "--workspace",
                "--examples",
                "--profile",
                profile,
            ])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .status()
            .map_err(|e| e.to_string())?;
        if !status.success() {
            return Err(format!("cargo build --examples failed: {status}"));
        }
        Ok(profile_dir.join("examples"))
    });
    match dir {
        Ok(dir) => dir.join(name),
        Err(e) => panic!("the examples could not be built: {e}"),
    }
}

/// `name args`, run in `dir`, to completion.
pub fn run(name: &str, args: &[&str], dir: &Path) -> Output {
    Command::new(example(name))
        .args(args)
        .current_dir(dir)
        .output()
        .expect("the example runs")
}

/// Output as text (invalid UTF-8 replaced).
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
