//! The memory the system can still give: what a large allocation checks before it is made.
//!
//! On Linux an allocation larger than the free memory is usually granted (the pages are only
//! promised), and filling it ends in the kernel's out-of-memory kill rather than an error. A
//! computation that allocates in proportion to a limit its caller chose (a transposition
//! table, a store of values) therefore also takes no more than [`available`] says.

/// The memory the system can still give this process, in bytes: `MemAvailable` of
/// `/proc/meminfo`. `None` where that is not known (another system, or a file that cannot be
/// read); callers then go by their own limits alone.
///
/// Cost: one read of a small file.
///
/// ```
/// if let Some(bytes) = combgames_base::memory::available() {
///     assert!(bytes > 0);
/// }
/// ```
#[must_use]
pub fn available() -> Option<u64> {
    parse(&std::fs::read_to_string("/proc/meminfo").ok()?)
}

/// The `MemAvailable:` line of a `/proc/meminfo` text, in bytes (the file counts kibibytes);
/// `None` without the line or past `u64::MAX` bytes.
fn parse(info: &str) -> Option<u64> {
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn reads_the_available_line() {
        let info = "MemTotal:       24576000 kB\nMemFree:  100 kB\nMemAvailable:   20000000 kB\n";
        assert_eq!(parse(info), Some(20_000_000 * 1024));
        assert_eq!(parse("MemTotal: 5 kB\n"), None);
        assert_eq!(parse("MemAvailable: lots kB\n"), None);
        assert_eq!(
            parse(&format!("MemAvailable: {} kB\n", u64::MAX / 1000)),
            None
        );
    }
}
