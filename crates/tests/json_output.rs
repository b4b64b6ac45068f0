//! `--json` on every `cgt` subcommand and every `octal` mode: one JSON object on stdout, of the
//! schema docs/json.md gives, whose notation is exactly what the command prints without
//! `--json` and whose typed answer says the same.
//!
//! The subcommands are read from `cgt --help`: a subcommand added without a case here fails
//! the test.

#[path = "support/examples.rs"]
mod examples;

use std::collections::BTreeSet;
use std::path::Path;

use examples::{run, text};
use serde_json::Value;

/// One case a subcommand (or octal mode): its arguments, and what its typed answer is.
struct Case {
    program: &'static str,
    command: &'static str,
    args: &'static [&'static str],
    answer: Kind,
}

/// The type of a typed answer, as docs/json.md gives it per command.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// The notation itself, as a string.
    Notation,
    /// `true` or `false`.
    Bool,
    /// A non-negative integer.
    Count,
    /// `{"left": ..., "right": ...}` with strings.
    Stops,
    /// `{"left": [...], "right": [...]}` with lists of strings.
    Incentives,
    /// A list of `[a, b]` pairs.
    Pairs,
    /// A list of integers, the notation's comma-separated values.
    Values,
    /// A list of strings, the notation's lines or words.
    Strings,
    /// `{"preperiod": P, "period": Q}`.
    Period,
    /// `{"order": Q, "p_portion": S}`.
    Quotient,
    /// `{"mean": m, "temperature": t, "left_wall": [[t, v], ...], "right_wall": ...}`.
    Thermograph,
}

const fn case(
    program: &'static str,
    command: &'static str,
    args: &'static [&'static str],
    answer: Kind,
) -> Case {
    Case {
        program,
        command,
        args,
        answer,
    }
}

/// Every `cgt` subcommand and `octal` mode, with arguments that answer at once.
const CASES: &[Case] = &[
    case(
        "cgt",
        "canonical",
        &["canonical", "{3||2*|1*}"],
        Kind::Notation,
    ),
    case("cgt", "equal", &["equal", "^+^", "{0|^*}"], Kind::Bool),
    case(
        "cgt",
        "outcome",
        &["outcome", "{pass|pass}"],
        Kind::Notation,
    ),
    case("cgt", "equal", &["equal", "x{0|x}", "over"], Kind::Bool),
    case("cgt", "sides", &["sides", "a{1||a|0}"], Kind::Notation),
    case("cgt", "degree", &["degree", "over"], Kind::Notation),
    case(
        "cgt",
        "backsliding-toads",
        &["backsliding-toads", "TT..FF"],
        Kind::Notation,
    ),
    case("cgt", "upsum", &["upsum", "on", "off"], Kind::Notation),
    case("cgt", "downsum", &["downsum", "on", "off"], Kind::Notation),
    case("cgt", "compare", &["compare", "^", "*"], Kind::Notation),
    case("cgt", "stops", &["stops", "{3||2*|1*}"], Kind::Stops),
    case("cgt", "mean", &["mean", "{3||2*|1*}"], Kind::Notation),
    case(
        "cgt",
        "temperature",
        &["temperature", "{3||2*|1*}"],
        Kind::Notation,
    ),
    case("cgt", "birthday", &["birthday", "{3||2*|1*}"], Kind::Count),
    case(
        "cgt",
        "atomic-weight",
        &["atomic-weight", "{^^^|vv}"],
        Kind::Notation,
    ),
    case("cgt", "reduced", &["reduced", "{1|^}"], Kind::Notation),
    case("cgt", "norton", &["norton", "1/2", "^"], Kind::Notation),
    case("cgt", "pow", &["pow", "^", "2"], Kind::Notation),
    case("cgt", "pow-to", &["pow-to", "v", "3"], Kind::Notation),
    case("cgt", "heat", &["heat", "{1|-1}", "1"], Kind::Notation),
    case(
        "cgt",
        "overheat",
        &["overheat", "1", "*", "^"],
        Kind::Notation,
    ),
    case("cgt", "cool", &["cool", "{3|-3}", "1"], Kind::Notation),
    case(
        "cgt",
        "ordinal-sum",
        &["ordinal-sum", "1/2", "1/4"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "conjunctive",
        &["conjunctive", "1/2", "1/4"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "selective",
        &["selective", "1/2", "1/4"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "conway-product",
        &["conway-product", "*4", "*4"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "thermograph",
        &["thermograph", "{3||2*|1*}"],
        Kind::Thermograph,
    ),
    case(
        "cgt",
        "incentives",
        &["incentives", "{3,{4|2}|1}"],
        Kind::Incentives,
    ),
    case(
        "cgt",
        "domineering",
        &["domineering", "...|...|..."],
        Kind::Notation,
    ),
    case(
        "cgt",
        "domineering-outcome",
        &["domineering-outcome", "6x6"],
        Kind::Notation,
    ),
    case("cgt", "toads", &["toads", "T.TFF"], Kind::Notation),
    case(
        "cgt",
        "elephants",
        &["elephants", "TTTT..FFF"],
        Kind::Notation,
    ),
    case("cgt", "clobber", &["clobber", "xox|ox."], Kind::Notation),
    case(
        "cgt",
        "clobber-kings",
        &["clobber-kings", "xox|ox."],
        Kind::Notation,
    ),
    case(
        "cgt",
        "clobber-rooks",
        &["clobber-rooks", "xo.|.ox"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "clobber-queens",
        &["clobber-queens", "xo.|.ox"],
        Kind::Notation,
    ),
    case("cgt", "wythoff", &["wythoff", "10,4"], Kind::Notation),
    case(
        "cgt",
        "wythoff",
        &["wythoff", "--p-positions", "20"],
        Kind::Pairs,
    ),
    case(
        "cgt",
        "fission",
        &["fission", "..x.|....|..x.|...."],
        Kind::Notation,
    ),
    case(
        "cgt",
        "partizan-subtraction",
        &[
            "partizan-subtraction",
            "--left",
            "1,3",
            "--right",
            "2,3",
            "6",
        ],
        Kind::Notation,
    ),
    case(
        "cgt",
        "ski-jumps",
        &["ski-jumps", "...L....|..R.....|........"],
        Kind::Notation,
    ),
    case("cgt", "nogo", &["nogo", "..|.."], Kind::Notation),
    case("cgt", "konane", &["konane", "xo.|..."], Kind::Notation),
    case("cgt", "toppling", &["toppling", "LRGL"], Kind::Notation),
    case("cgt", "cram", &["cram", "...|..."], Kind::Notation),
    case(
        "cgt",
        "node-kayles",
        &["node-kayles", "path 7"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "arc-kayles",
        &["arc-kayles", "cycle 6"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "partizan-arc-kayles",
        &["partizan-arc-kayles", "4: 0-1:L, 1-2:R, 2-3:G"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "hackenbush-graph",
        &["hackenbush-graph", "3: 0-1:L, 1-2:R"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "childish-hackenbush",
        &["childish-hackenbush", "3: 0-1:L, 1-2:R"],
        Kind::Notation,
    ),
    case("cgt", "snort", &["snort", "...."], Kind::Notation),
    case("cgt", "col", &["col", "...."], Kind::Notation),
    case("cgt", "amazons", &["amazons", "L..|..R"], Kind::Notation),
    case("cgt", "misere", &["misere", "*[2]+*[2]"], Kind::Notation),
    case(
        "cgt",
        "misere-genus",
        &["misere-genus", "*[2]+*[2]"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "misere-outcome",
        &["misere-outcome", "*[2]+*[2]"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "misere-value",
        &["misere-value", "*[3]+*[1]"],
        Kind::Count,
    ),
    case(
        "cgt",
        "misere-mate",
        &["misere-mate", "*[2]"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "misere-born-by",
        &["misere-born-by", "4"],
        Kind::Count,
    ),
    case("cgt", "hackenbush", &["hackenbush", "LRR"], Kind::Notation),
    case(
        "cgt",
        "nim-sum",
        &["nim-sum", "omega*3+1", "omega+3"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "nim-product",
        &["nim-product", "omega", "omega^2"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "nim-power",
        &["nim-power", "omega^omega", "5"],
        Kind::Notation,
    ),
    case(
        "cgt",
        "nim-inverse",
        &["nim-inverse", "omega"],
        Kind::Notation,
    ),
    case("octal", "period", &[".77"], Kind::Period),
    case("octal", "values", &[".07", "--values", "40"], Kind::Values),
    case(
        "octal",
        "values",
        &["grundy", "--values", "12"],
        Kind::Values,
    ),
    case(
        "octal",
        "misere-values",
        &[".77", "--misere", "--values", "20"],
        Kind::Values,
    ),
    case(
        "octal",
        "misere-position",
        &[".77", "--misere", "--position", "3,5,7"],
        Kind::Notation,
    ),
    case(
        "octal",
        "misere-quotient",
        &[".77", "--misere", "--max", "30"],
        Kind::Quotient,
    ),
    case(
        "octal",
        "forms",
        &[".77", "--misere", "--forms", "5"],
        Kind::Strings,
    ),
    case("octal", "genus", &[".77", "--genus", "6"], Kind::Strings),
];

/// The JSON Schema of docs/json.md (its one `json` code block with a `$schema`).
fn schema() -> Value {
    let page = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/json.md"))
        .expect("docs/json.md");
    let block = page
        .split("```json\n")
        .skip(1)
        .filter_map(|rest| rest.split("```").next())
        .find(|block| block.contains("\"$schema\""))
        .expect("docs/json.md has a schema block");
    serde_json::from_str(block).expect("the schema of docs/json.md is JSON")
}

/// The `required` field names of a schema object, sorted; it must describe each.
fn required(schema: &Value) -> Vec<String> {
    let mut names: Vec<String> = schema["required"]
        .as_array()
        .expect("required")
        .iter()
        .map(|n| n.as_str().expect("a name").to_string())
        .collect();
    names.sort_unstable();
    let mut described: Vec<String> = schema["properties"]
        .as_object()
        .expect("properties")
        .keys()
        .cloned()
        .collect();
    described.sort_unstable();
    assert_eq!(
        names, described,
        "the schema requires every field it describes"
    );
    names
}

/// The subcommands `cgt --help` lists (its "Commands:" block, but `help`).
fn cgt_subcommands(dir: &Path) -> BTreeSet<String> {
    let help = text(&run("cgt", &["--help"], dir).stdout);
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        // `help` prints help; `repl` is the worksheet, which refuses --json (tested below).
        .filter(|&name| name != "help" && name != "repl")
        .map(str::to_string)
        .collect()
}

/// Checks `answer` against `notation` for the kind of answer `kind`.
fn check_answer(kind: Kind, answer: &Value, notation: &str, what: &str) {
    let strings = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap_or_else(|| panic!("{what}: not a list: {v}"))
            .iter()
            .map(|s| {
                s.as_str()
                    .unwrap_or_else(|| panic!("{what}: {s}"))
                    .to_string()
            })
            .collect()
    };
    match kind {
        Kind::Notation => assert_eq!(answer.as_str(), Some(notation), "{what}"),
        Kind::Bool => assert_eq!(
            answer.as_bool().map(|b| b.to_string()).as_deref(),
            Some(notation),
            "{what}"
        ),
        Kind::Count => assert_eq!(
            answer.as_u64().map(|n| n.to_string()).as_deref(),
            Some(notation),
            "{what}"
        ),
        Kind::Stops => {
            let (l, r) = (answer["left"].as_str(), answer["right"].as_str());
            assert_eq!(format!("{} {}", l.unwrap(), r.unwrap()), notation, "{what}");
        }
        Kind::Incentives => {
            let lines: Vec<String> = ["left", "right"]
                .iter()
                .map(|side| strings(&answer[side]).join(", "))
                .collect();
            assert_eq!(lines.join("\n"), notation, "{what}");
        }
        Kind::Pairs => {
            let pairs: Vec<String> = answer
                .as_array()
                .unwrap()
                .iter()
                .map(|p| format!("{},{}", p[0].as_u64().unwrap(), p[1].as_u64().unwrap()))
                .collect();
            assert!(!pairs.is_empty(), "{what}");
            assert_eq!(pairs.join("\n"), notation, "{what}");
        }
        Kind::Values => {
            let values: Vec<String> = answer
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap().to_string())
                .collect();
            assert_eq!(values.join(","), notation, "{what}");
        }
        Kind::Strings => {
            let words: Vec<&str> = notation.split(['\n', ' ']).collect();
            assert_eq!(strings(answer), words, "{what}");
        }
        Kind::Period => assert_eq!(
            format!(
                "preperiod {} period {}",
                answer["preperiod"], answer["period"]
            ),
            notation,
            "{what}"
        ),
        Kind::Thermograph => {
            let (mean, temperature) = (answer["mean"].as_str(), answer["temperature"].as_str());
            assert_eq!(
                format!(
                    "mean {} temperature {}",
                    mean.unwrap(),
                    temperature.unwrap()
                ),
                notation,
                "{what}"
            );
            for wall in ["left_wall", "right_wall"] {
                let points = answer[wall].as_array().unwrap();
                // From t = -1 to the temperature, where the wall reaches the mean.
                assert_eq!(points[0][0], "-1", "{what}");
                let last = points.last().unwrap();
                assert_eq!(
                    (last[0].as_str(), last[1].as_str()),
                    (temperature, mean),
                    "{what}"
                );
            }
        }
        Kind::Quotient => assert_eq!(
            format!(
                "quotient order {} P-portion {}",
                answer["order"], answer["p_portion"]
            ),
            notation,
            "{what}"
        ),
    }
}

#[test]
fn every_subcommand_prints_one_json_object_of_the_schema() {
    let dir = std::env::temp_dir();
    let listed = cgt_subcommands(&dir);
    assert!(listed.len() >= 40, "cgt --help lists {listed:?}");
    let covered: BTreeSet<String> = CASES
        .iter()
        .filter(|c| c.program == "cgt")
        .map(|c| c.command.to_string())
        .collect();
    assert_eq!(
        listed, covered,
        "a cgt subcommand without a --json case, or a case of none"
    );
    let modes: BTreeSet<&str> = CASES
        .iter()
        .filter(|c| c.program == "octal")
        .map(|c| c.command)
        .collect();
    assert_eq!(modes.len(), 7, "octal's modes: {modes:?}");
    let schema = schema();
    let fields = required(&schema);
    let stats_fields = required(&schema["properties"]["stats"]["items"]);
    assert_eq!(
        schema["properties"]["program"]["enum"],
        serde_json::json!(["cgt", "octal"])
    );

    for case in CASES {
        let what = format!("{} {}", case.program, case.args.join(" "));
        let plain = run(case.program, case.args, &dir);
        assert!(plain.status.success(), "{what}: {}", text(&plain.stderr));
        let notation = text(&plain.stdout);
        let notation = notation.strip_suffix('\n').unwrap_or(&notation);

        let mut args = case.args.to_vec();
        args.push("--json");
        args.push("--stats");
        let out = run(case.program, &args, &dir);
        assert!(out.status.success(), "{what} --json: {}", text(&out.stderr));
        let stdout = text(&out.stdout);
        assert_eq!(
            stdout.lines().count(),
            1,
            "{what}: one line of JSON: {stdout}"
        );
        let object: Value =
            serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{what}: {e}: {stdout}"));
        let mut keys: Vec<String> = object.as_object().unwrap().keys().cloned().collect();
        keys.sort_unstable();
        assert_eq!(keys, fields, "{what}");
        assert_eq!(object["program"], case.program, "{what}");
        assert_eq!(object["command"], case.command, "{what}");
        assert_eq!(object["version"], env!("CARGO_PKG_VERSION"), "{what}");
        let arguments: Vec<&str> = object["arguments"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(arguments, args, "{what}");
        assert_eq!(object["notation"].as_str(), Some(notation), "{what}");
        check_answer(case.answer, &object["answer"], notation, &what);
        let seconds = object["seconds"].as_f64().unwrap();
        assert!((0.0..60.0).contains(&seconds), "{what}: {seconds}");
        for stats in object["stats"].as_array().unwrap() {
            let mut keys: Vec<String> = stats.as_object().unwrap().keys().cloned().collect();
            keys.sort_unstable();
            assert_eq!(keys, stats_fields, "{what}");
            for field in stats_fields
                .iter()
                .filter(|f| !["cutoffs", "seconds"].contains(&f.as_str()))
            {
                assert!(stats[field].is_u64(), "{what}: stats.{field} in {stats}");
            }
            assert!(
                stats["cutoffs"]
                    .as_object()
                    .unwrap()
                    .values()
                    .all(Value::is_u64),
                "{what}"
            );
            assert!(stats["seconds"].as_f64().unwrap() <= seconds, "{what}");
        }
    }
}

#[test]
fn searches_report_their_statistics() {
    let dir = std::env::temp_dir();
    for (program, args) in [
        ("cgt", &["domineering-outcome", "5x5", "--json"][..]),
        ("cgt", &["cram", "3x4", "--json"]),
        ("cgt", &["clobber", "xox|ox.", "--outcome", "--json"]),
        ("octal", &[".77", "--misere", "--values", "9", "--json"]),
    ] {
        let out = run(program, args, &dir);
        assert!(out.status.success(), "{args:?}: {}", text(&out.stderr));
        let object: Value = serde_json::from_slice(&out.stdout).unwrap();
        let stats = object["stats"].as_array().unwrap();
        assert!(!stats.is_empty(), "{args:?}: {object}");
        assert!(
            stats.iter().all(|s| s["nodes"].as_u64() > Some(0)),
            "{args:?}: {object}"
        );
    }
}

#[test]
fn a_refusal_under_json_is_one_line_on_stderr_and_nothing_on_stdout() {
    let dir = std::env::temp_dir();
    for (program, args) in [
        ("cgt", &["canonical", "{1|", "--json"][..]),
        ("cgt", &["--json", "misere-born-by", "9"]),
        ("octal", &[".8", "--json"]),
        ("cgt", &["repl", "--json"]),
        ("cgt", &["--json"]),
    ] {
        let out = run(program, args, &dir);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}: {}", text(&out.stdout));
        assert_eq!(
            text(&out.stderr).lines().count(),
            1,
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}
