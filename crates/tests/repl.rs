//! The worksheet, `cgt` alone or `cgt repl`, fed statements on stdin as a script would: the
//! answers on stdout, a fault as the parser's message with a caret under the column, the
//! session going on after it, and a failing exit code if any statement failed.

#[path = "support/examples.rs"]
mod examples;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use examples::{example, text};

fn worksheet(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(example("cgt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cgt runs");
    // A refusal exits before reading stdin: its closed pipe is no failure of the test.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

#[test]
fn variables_functions_and_the_last_game() {
    let input = "g := {3||2*|1*}\ntemperature(g)\nmean(g)\nstops(g)\n{g|0}\n_ - {g|0}\n\
                 h := cool(g, 1/2)\ncompare(g, h)\nequal(h, {5/2|2*})\nbirthday(g)\n\
                 t := temperature(g)\n{t|-t}\noutcome(^*)\n# a comment\n\nvars\n";
    for args in [&[][..], &["repl"]] {
        let out = worksheet(args, input);
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(
            text(&out.stdout),
            "g = {3||2*|1*}\n3/4\n9/4\n3 2\n{3||2*|1*|||0}\n0\nh = {5/2|2*}\n||\ntrue\n5\n\
             t = 3/4\n+-3/4\nN\ng = {3||2*|1*}\nh = {5/2|2*}\nt = 3/4\n"
        );
    }
}

#[test]
fn a_fault_names_its_column_and_the_session_goes_on() {
    let out = worksheet(
        &[],
        "x := {1|\nx\nzz + 1\n  y := {1|2} + @\nv := 1\ncool(1)\n1 + 1\n",
    );
    assert!(!out.status.success());
    // The statements after the faults are answered.
    assert_eq!(text(&out.stdout), "2\n");
    let stderr = text(&out.stderr);
    let expected = [
        "error at column 9: expected '}'",
        "  x := {1|",
        "          ^",
        "error at column 1: 'x' is not a variable here",
        "error at column 1: 'zz' is not a variable here",
        "error at column 16: expected a game",
        "    y := {1|2} + @",
        "                 ^",
        "error at column 1: 'v' cannot name a variable",
        "error: cool takes 2 argument(s)",
    ];
    let mut lines = stderr.lines();
    for wanted in expected {
        assert!(
            lines.any(|l| l.starts_with(wanted)),
            "no line {wanted:?} in order in:\n{stderr}"
        );
    }
}

#[test]
fn the_worksheet_refuses_json_and_pictures() {
    for args in [&["--json"][..], &["repl", "--svg", "x.svg"]] {
        let out = worksheet(args, "1\n");
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(text(&out.stderr).lines().count(), 1, "{args:?}");
    }
}

#[test]
fn help_lists_every_function_and_quit_ends_the_input() {
    let out = worksheet(&[], "help\nquit\n1 +\n");
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for name in [
        "temperature(G)",
        "cool(G, T)",
        "compare(G, H)",
        "x := G",
        "_",
    ] {
        assert!(stdout.contains(name), "{name} in {stdout}");
    }
}
