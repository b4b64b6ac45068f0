//! What a search did: its nodes, its table's traffic, the positions each static verdict
//! decided, and its time.

use std::fmt;
use std::time::Duration;

/// The name of the engine's own shortcut in the statistics: a position decided by the
/// outcomes of its parts.
pub const BY_PARTS: &str = "by parts";

/// The statistics of a search, summed over every question asked of one solver.
///
/// `nodes` are the positions visited (who wins) or solved (values); `options` the moves
/// tried or options looked at; `probes`, `hits`, `stores` and `overwrites` the table's
/// traffic (a hit is a probe that answered the question; an overwrite a store that pushed
/// another key out); `cutoffs` the positions each static verdict decided, by name;
/// `table_bytes` the table's size; `elapsed` the wall time of the questions.
///
/// ```
/// let stats = combgames_search::Stats::default();
/// assert_eq!(stats.nodes, 0);
/// assert_eq!(stats.cutoff("no move"), 0);
/// assert!(stats.to_string().starts_with("0 nodes"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Stats {
    /// Positions visited (who wins) or solved (values).
    pub nodes: u64,
    /// Moves tried (who wins) or options looked at (values).
    pub options: u64,
    /// Table probes.
    pub probes: u64,
    /// Probes that answered the question.
    pub hits: u64,
    /// Entries written for a new key.
    pub stores: u64,
    /// Stores that pushed another key out of a full bucket.
    pub overwrites: u64,
    /// Positions decided by each static verdict of the rules, and by the engine's own
    /// shortcuts, by name.
    pub cutoffs: Vec<(&'static str, u64)>,
    /// The bytes of the table (or of the memo, for values).
    pub table_bytes: u64,
    /// The threads that searched.
    pub threads: usize,
    /// Wall time of the questions.
    pub elapsed: Duration,
}

impl Stats {
    /// The positions the verdict named `name` decided (0 for a name not seen).
    pub fn cutoff(&self, name: &str) -> u64 {
        self.cutoffs
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(0, |(_, count)| *count)
    }

    /// Adds `count` positions to the verdict `name`.
    pub(crate) fn add_cutoff(&mut self, name: &'static str, count: u64) {
        if count == 0 {
            return;
        }
        match self.cutoffs.iter_mut().find(|(n, _)| *n == name) {
            Some((_, c)) => *c += count,
            None => self.cutoffs.push((name, count)),
        }
    }

    /// Adds the counts of another run (the threads of one question, or a later question).
    pub(crate) fn absorb(&mut self, other: &Stats) {
        self.nodes += other.nodes;
        self.options += other.options;
        self.probes += other.probes;
        self.hits += other.hits;
        self.stores += other.stores;
        self.overwrites += other.overwrites;
        for &(name, count) in &other.cutoffs {
            self.add_cutoff(name, count);
        }
    }
}

/// One line: `12345 nodes, 67890 options; table 1.0 MiB: 20000 probes, 5000 hits (25.0%),
/// 9000 stores, 12 overwrites; cutoffs: no move 40, safe moves 12; 2 threads, 0.12 s`.
impl fmt::Display for Stats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} nodes, {} options", self.nodes, self.options)?;
        let mib = self.table_bytes as f64 / f64::from(1 << 20);
        let rate = if self.probes == 0 {
            0.0
        } else {
            100.0 * self.hits as f64 / self.probes as f64
        };
        write!(
            f,
            "; table {mib:.1} MiB: {} probes, {} hits ({rate:.1}%), {} stores, {} overwrites",
            self.probes, self.hits, self.stores, self.overwrites
        )?;
        if !self.cutoffs.is_empty() {
            let parts: Vec<String> = self
                .cutoffs
                .iter()
                .map(|(name, count)| format!("{name} {count}"))
                .collect();
            write!(f, "; cutoffs: {}", parts.join(", "))?;
        }
        let threads = if self.threads == 1 {
            "thread"
        } else {
            "threads"
        };
        write!(
            f,
            "; {} {threads}, {:.2} s",
            self.threads.max(1),
            self.elapsed.as_secs_f64()
        )
    }
}

/// How far a running search has got, for a progress report: the nodes so far (all threads),
/// and the time since the question was asked.
///
/// ```
/// let p = combgames_search::Progress { nodes: 10, elapsed: std::time::Duration::ZERO };
/// assert_eq!(p.nodes, 10);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Nodes visited or solved so far.
    pub nodes: u64,
    /// Time since the start.
    pub elapsed: Duration,
}

/// Nodes between two progress reports of a search: `2^16` (a thread's own nodes, for the
/// who-wins searches).
///
/// ```
/// assert_eq!(combgames_search::PROGRESS_EVERY, 1 << 16);
/// ```
pub const PROGRESS_EVERY: u64 = 1 << 16;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cutoffs_add_up_by_name_and_print() {
        let mut a = Stats {
            nodes: 5,
            threads: 2,
            ..Stats::default()
        };
        a.add_cutoff("no move", 2);
        a.add_cutoff("no move", 0);
        let mut b = Stats::default();
        b.add_cutoff("no move", 3);
        b.add_cutoff("safe moves", 1);
        b.probes = 4;
        b.hits = 1;
        a.absorb(&b);
        assert_eq!((a.cutoff("no move"), a.cutoff("safe moves")), (5, 1));
        let text = a.to_string();
        assert!(text.contains("4 probes, 1 hits (25.0%)"), "{text}");
        assert!(text.contains("cutoffs: no move 5, safe moves 1"), "{text}");
        assert!(text.contains("2 threads"), "{text}");
    }
}
