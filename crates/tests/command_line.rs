//! The examples as a new user meets them, run as programs: what an unquoted `*` becomes, what
//! a quick success says on stderr, the progress of a long run, and the headings of a table.
//!
//! The examples are the ones `cargo test` builds beside this test (`target/<profile>/examples`),
//! so these run the same profile as the test.

#[path = "support/examples.rs"]
mod examples;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use examples::{example, run, text};

/// A directory holding the files a shell would put in place of `*`.
fn directory_of(files: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("combgames-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    for file in files {
        std::fs::write(dir.join(file), "").expect("a file");
    }
    dir
}

/// The first line of stderr of `name args` that `wanted` accepts, within `timeout`, with the
/// lines before it; the program is killed then.
fn stderr_until(
    name: &str,
    args: &[&str],
    wanted: impl Fn(&str) -> bool,
    timeout: Duration,
) -> (Option<String>, Vec<String>) {
    let mut child = Command::new(example(name))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the example starts");
    let stderr = child.stderr.take().expect("piped stderr");
    let (send, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    let deadline = std::time::Instant::now() + timeout;
    let mut before = Vec::new();
    let mut found = None;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match lines.recv_timeout(left) {
            Ok(line) if wanted(&line) => {
                found = Some(line);
                break;
            }
            Ok(line) => before.push(line),
            Err(_) => break,
        }
    }
    let _ = child.kill();
    let _ = child.wait();
    (found, before)
}

#[test]
fn an_unquoted_star_is_named_as_the_shells_doing() {
    // `cgt equal * ^` in a directory of three files reaches cgt as the file names.
    let files = ["Cargo.lock", "Cargo.toml", "LICENSE-APACHE"];
    let dir = directory_of(&files);
    let out = run("cgt", &["equal", files[0], files[1], files[2], "^"], &dir);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    assert!(
        stderr.contains("'Cargo.lock' is a file here") && stderr.contains("quote game text"),
        "{stderr}"
    );
    // A file name where one game was expected: the parse error says the same.
    let out = run("cgt", &["canonical", files[2]], &dir);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("'LICENSE-APACHE' is a file here"),
        "{stderr}"
    );
    // Not a file: no hint.
    let out = run("cgt", &["canonical", "{|"], &dir);
    assert!(!text(&out.stderr).contains("is a file here"));
    // Quoted, the same command answers.
    let out = run("cgt", &["equal", "*", "^"], &dir);
    assert_eq!(text(&out.stdout), "false\n");
    // The help and the README say to quote.
    let help = run("cgt", &["--help"], &dir);
    assert!(text(&help.stdout).contains("Quote game text: cgt equal '*' '^'"));
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md"))
        .expect("README.md");
    assert!(readme.contains("**Quote game text**"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn loopy_games_are_read_where_they_can_be_and_named_where_not() {
    let here = std::env::temp_dir();
    let out = run("cgt", &["outcome", "a{1||a|0}"], &here);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "LD\n");
    let out = run("cgt", &["compare", "over", "^<5>"], &here);
    assert_eq!(text(&out.stdout), ">\n");
    let out = run("cgt", &["canonical", "x{0|x} + ^ + 5"], &here);
    assert_eq!(text(&out.stdout), "5over\n");
    // A command of short games names the loopy game, in one line.
    let out = run("cgt", &["temperature", "over"], &here);
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("a loopy game: canonical, outcome, equal, compare, sides"),
        "{stderr}"
    );
    assert_eq!(
        stderr.lines().filter(|l| !l.contains("done in")).count(),
        1,
        "{stderr}"
    );
    // Games that are not stoppers: by their sides (issue 44's examples).
    for (args, printed) in [
        (&["canonical", "a{1||a|0}"][..], "2 & +-1\n"),
        (&["canonical", "on + off"], "dud\n"),
        (&["canonical", "{2&-2|1&-2}"], "3/2+-1/2 & -2*\n"),
        (&["sides", "a{1||a|0}"], "2\n+-1\n"),
        (&["upsum", "on", "off"], "on\n"),
        (&["degree", "on"], "on\n"),
        (&["degree", "over"], "over\n"),
        (&["degree", "{3||2*|1*}"], "0\n"),
        (&["downsum", "on", "off"], "off\n"),
        (&["equal", "dud", "on & off"], "true\n"),
        (&["equal", "dud", "0"], "false\n"),
        (&["compare", "on", "dud"], ">\n"),
        // Numbers stored by value (issue 48): born late, or far from 0.
        (&["canonical", "513"], "513\n"),
        (&["canonical", "{600|0}"], "300+-300\n"),
        (&["canonical", "-1823437481924"], "-1823437481924\n"),
        (
            &["canonical", "{1099511627776*|1099511627777*}"],
            "1099511627776\n",
        ),
    ] {
        let out = run("cgt", args, &here);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout), printed, "{args:?}");
    }
    // Refusals in one line: unordered sides, a sided value's outcome, sides not found.
    for (args, says) in [
        (&["canonical", "-2 & 2"][..], "offside"),
        (&["outcome", "2 & -2"], "needs its game"),
        (
            &["canonical", "b{a{|c{b,pass|b,a}}|pass}"],
            "layers of sidling",
        ),
    ] {
        let out = run("cgt", args, &here);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert_eq!(
            stderr.lines().filter(|l| !l.contains("done in")).count(),
            1,
            "{stderr}"
        );
    }
}

#[test]
fn a_quick_success_prints_no_bound_and_a_long_run_prints_it_with_progress() {
    let here = std::env::temp_dir();
    let out = run("octal", &[".77"], &here);
    assert!(out.status.success());
    assert_eq!(text(&out.stdout), "preperiod 71 period 12\n");
    let stderr = text(&out.stderr);
    for refusal_like in ["at most", "limit", "still working"] {
        assert!(!stderr.contains(refusal_like), "{stderr}");
    }
    // .6 takes minutes: its first progress line comes with the bound, said as a bound.
    let (line, before) = stderr_until(
        "octal",
        &[".6"],
        |l| l.contains("heaps computed"),
        Duration::from_secs(60),
    );
    assert!(line.is_some(), "no progress within a minute: {before:?}");
    let note = before
        .last()
        .expect("the note before the first progress line");
    assert!(
        note.starts_with("octal: still working: up to 4194304 heaps the work is at most")
            && note.contains("a loose bound"),
        "{note}"
    );
}

#[test]
fn the_value_of_six_by_six_domineering_reports_its_rate() {
    let (line, before) = stderr_until(
        "cgt",
        &["--progress", "0.25", "domineering", "6x6"],
        |l| l.contains("regions solved"),
        Duration::from_secs(300),
    );
    let line = line.unwrap_or_else(|| panic!("no count of regions: {before:?}"));
    // `cgt: computing, 2.3s so far: 65536 regions solved, 28000 per second`
    let (_, count) = line.split_once("so far: ").expect(&line);
    let (count, rest) = count.split_once(' ').expect(&line);
    assert!(count.parse::<u64>().is_ok_and(|n| n >= 1 << 16), "{line}");
    assert!(rest.starts_with("regions solved, ") && rest.ends_with(" per second"));
    // Before the first count: the time so far, a line every quarter second.
    assert!(before.iter().all(|l| l.starts_with("cgt: computing, ")));
}

#[test]
fn the_outcome_search_reports_the_time_to_its_node_limit() {
    let (line, before) = stderr_until(
        "cgt",
        &[
            "--progress",
            "0.25",
            "--threads",
            "1",
            "domineering-outcome",
            "8x8",
            "--memory",
            "16",
        ],
        |l| l.contains("boards searched,"),
        Duration::from_secs(120),
    );
    let line = line.unwrap_or_else(|| panic!("no count of boards: {before:?}"));
    assert!(
        line.contains("per second; the limit is ") && line.contains(" more at this rate"),
        "{line}"
    );
}

#[test]
fn the_ruleset_table_has_headings() {
    let out = run("ruleset", &["3"], &std::env::temp_dir());
    assert!(out.status.success());
    let expected = "\
cake    1 wide  2 wide  3 wide
1 high  0       1       2
2 high  -1      0       0
3 high  -2      0       0
";
    assert_eq!(text(&out.stdout), expected);
    assert!(text(&out.stderr).contains("Left cuts between columns"));
}

/// A missing argument is named on the one line of the refusal.
#[test]
fn a_missing_argument_is_named() {
    for args in [&["toads"][..], &["wythoff"], &["equal", "1"]] {
        let out = run("cgt", args, &std::env::temp_dir());
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("not provided: <"), "{err}");
    }
}

/// Wythoff's game: the nimbers of issue 47's row, and the P-positions listed and checked.
#[test]
fn wythoff_prints_nimbers_and_p_positions() {
    let dir = std::env::temp_dir();
    let row: Vec<String> = (0..5)
        .map(|n| text(&run("cgt", &["wythoff", &format!("10,{n}")], &dir).stdout))
        .collect();
    assert_eq!(row.concat(), "*10\n*11\n*9\n*8\n*13\n");
    let out = run("cgt", &["wythoff", "--p-positions", "13"], &dir);
    assert_eq!(text(&out.stdout), "0,0\n1,2\n3,5\n4,7\n6,10\n8,13\n");
    let out = run("cgt", &["wythoff", "--r", "2", "--p-positions", "13"], &dir);
    assert_eq!(text(&out.stdout), "0,0\n1,3\n2,6\n4,10\n5,13\n");
    for args in [
        &["wythoff", "--p-positions", "10000001"][..],
        &["wythoff", "65537,1"],
        &["wythoff", "--r", "0", "1,1"],
    ] {
        let out = run("cgt", args, &dir);
        assert!(!out.status.success() && out.stdout.is_empty(), "{args:?}");
        assert_eq!(text(&out.stderr).lines().count(), 1, "{args:?}");
    }
}

/// A partizan subtraction game: a heap's value, and the periods of outcomes and values.
#[test]
fn partizan_subtraction_prints_values_and_periods() {
    let dir = std::env::temp_dir();
    let out = run(
        "cgt",
        &[
            "partizan-subtraction",
            "--left",
            "1,2",
            "--right",
            "1,2",
            "5",
        ],
        &dir,
    );
    assert_eq!(text(&out.stdout), "*2\n");
    let args = [
        "partizan-subtraction",
        "--left",
        "1,3",
        "--right",
        "2,3",
        "--period",
        "--max",
        "12",
    ];
    let out = run("cgt", &args, &dir);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let answer = text(&out.stdout);
    assert!(
        answer.starts_with("outcomes: preperiod 4 period 1 (PLNN|L)\nvalues: "),
        "{answer}"
    );
    let args = [
        "partizan-subtraction",
        "--left",
        "1,2,3",
        "--right",
        "1",
        "--period",
    ];
    let out = run("cgt", &args, &dir);
    assert_eq!(
        text(&out.stdout),
        "outcomes: preperiod 2 period 1 (PN|L)\nvalues: preperiod 1 period 1 saltus ^* (observed)\n"
    );
    let out = run(
        "cgt",
        &["partizan-subtraction", "--left", "0", "--right", "1", "3"],
        &dir,
    );
    assert!(!out.status.success() && out.stdout.is_empty());
    assert_eq!(text(&out.stderr).lines().count(), 1);
}

/// A stdout that cannot take the answer (here `/dev/full`; a reader that closed the pipe is
/// the same error) is one line on stderr and exit code 1 in every example, never a panic.
#[test]
fn an_answer_that_cannot_be_written_is_a_one_line_failure() {
    let Ok(full) = std::fs::OpenOptions::new().write(true).open("/dev/full") else {
        return; // not on this system
    };
    let runs: [(&str, &[&str]); 8] = [
        ("cgt", &["canonical", "{1|0}"]),
        ("cgt", &["cram", "3x3"]),
        ("octal", &["0.07", "--skip-checkpoints"]),
        ("octal", &["0.07", "--values", "10", "--skip-checkpoints"]),
        ("p366", &["--n", "100", "--skip-checkpoints"]),
        ("p400", &["--k", "10", "--skip-checkpoints"]),
        ("p949", &["--n", "3", "--k", "2", "--skip-checkpoints"]),
        ("ruleset", &["2"]),
    ];
    for (name, args) in runs {
        let out = Command::new(example(name))
            .args(args)
            .stdout(full.try_clone().expect("a second handle"))
            .stderr(Stdio::piped())
            .output()
            .expect("the example runs");
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} {args:?}: {err}");
        let last = err.lines().last().unwrap_or_default();
        assert!(
            last.starts_with(&format!("{name}: ")) && last.contains("No space left"),
            "{name} {args:?}: {err}"
        );
        assert!(
            !err.contains("panicked") && !err.contains("backtrace"),
            "{err}"
        );
    }
}

/// Misère canonical forms on the command line: `cgt misere*` and `octal --forms/--genus`.
#[test]
fn misere_forms_and_genus_print_as_cgsuite_writes_them() {
    let dir = std::env::temp_dir();
    let answer = |name: &str, args: &[&str]| {
        let out = run(name, args, &dir);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        text(&out.stdout)
    };
    assert_eq!(answer("cgt", &["misere", "*[2]+*[2]"]), "*[2[2]]\n");
    assert_eq!(answer("cgt", &["misere", "*[[2]]"]), "*[2#]\n");
    assert_eq!(answer("cgt", &["misere-genus", "*[2]+*[2]"]), "0^0\n");
    assert_eq!(answer("cgt", &["misere-outcome", "*[2]+*[2]"]), "P\n");
    assert_eq!(answer("cgt", &["misere-value", "0"]), "1\n");
    assert_eq!(answer("cgt", &["misere-mate", "0"]), "*[1]\n");
    assert_eq!(answer("cgt", &["misere-born-by", "4"]), "22\n");
    // Ordinals: Conway's omega^3 = 2 and 1/omega; Lenstra's alpha_5 = 4.
    assert_eq!(answer("cgt", &["nim-power", "omega", "3"]), "2\n");
    assert_eq!(
        answer("cgt", &["nim-inverse", "--unicode", "omega"]),
        "ω^2×3\n"
    );
    assert_eq!(answer("cgt", &["nim-power", "omega^omega", "5"]), "4\n");
    // --steps lowers or raises the ordinal commands' own limit (10^6 products when not given).
    assert_eq!(
        answer("cgt", &["--steps", "100000000", "nim-inverse", "omega"]),
        "omega^2*3\n"
    );
    let out = run(
        "cgt",
        &["nim-inverse", "--steps", "3", "omega^omega+1"],
        &dir,
    );
    assert!(!out.status.success() && text(&out.stderr).contains("raise --steps"));
    assert_eq!(
        answer("cgt", &["nim-sum", "omega*3+1", "omega^2+omega+3"]),
        "omega^2+omega*2+2\n"
    );
    // Kayles: On Numbers and Games, ch. 12.
    assert_eq!(
        answer("octal", &[".77", "--genus", "5"]),
        "0 1 2 3 1 4^146\n"
    );
    assert_eq!(
        answer("octal", &[".77", "--misere", "--forms", "4"]),
        "*[0]\n*[1]\n*[2]\n*[3]\n*[1]\n"
    );
    // Grundy's game: OEIS A002188, and the misère values of heaps 0..5.
    assert_eq!(
        answer("octal", &["grundy", "--values", "12"]),
        "0,0,0,1,0,2,1,0,2,1,0,2,1\n"
    );
    assert_eq!(
        answer("octal", &["grundy", "--misere", "--values", "5"]),
        "1,1,1,0,1,2\n"
    );
    assert_eq!(
        answer("octal", &["grundy", "--genus", "5"]),
        "0 0 0 1 0 2\n"
    );
    for args in [
        &["misere", "*[2[2]"][..],
        &["misere", "*[#]"],
        &["misere-born-by", "6"],
        &["misere", "*[(5000)]"],
        &["clobber", "--misere", "xox|ox."],
        &["nim-sum", "1+omega", "1"],
        &["nim-inverse", "0"],
        &["nim-product", "omega^omega^54", "1"],
        &["nim-power", "omega", "-1"],
    ] {
        let out = run("cgt", args, &dir);
        assert!(!out.status.success() && out.stdout.is_empty(), "{args:?}");
        assert_eq!(text(&out.stderr).lines().count(), 1, "{args:?}");
    }
}

#[test]
fn a_misere_sum_is_decided_by_the_search_or_the_quotient_whichever_answers_first() {
    let dir = std::env::temp_dir();
    // Kayles' quotient of the heaps up to 30 answers at once, where the search alone took
    // minutes (N, found by each way alone too); small sums by hand: 1+1+1 leaves 1+1, which
    // wins; 2+2 leaves 2 or 1+2, which win.
    for (heaps, answer) in [("25,27,29,30", "N"), ("1,1,1", "P"), ("2,2", "P")] {
        let out = run(
            "octal",
            &[".77", "--misere", "--position", heaps, "--skip-checkpoints"],
            &dir,
        );
        assert!(out.status.success(), "{heaps}: {}", text(&out.stderr));
        assert_eq!(text(&out.stdout).trim(), answer, "{heaps}");
    }
    // Both stopped by --steps: one line naming both.
    let out = run(
        "octal",
        &[".77", "--misere", "--position", "3,5,7", "--steps", "10"],
        &dir,
    );
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    let last = stderr.lines().last().unwrap_or_default();
    assert!(
        last.contains("a search of the sum stopped")
            && last.contains("the misère quotient stopped"),
        "{stderr}"
    );
}
