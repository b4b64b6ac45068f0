//! The pictures of fixed inputs (`--svg`, `--tikz`, `--plot`) are byte for byte the ones checked
//! in under docs/pictures/. After a deliberate change to the drawings, regenerate them with
//!
//! ```text
//! COMBGAMES_UPDATE_PICTURES=1 cargo test --test pictures
//! ```
//!
//! and look at the difference before committing it. `.ci/run` also compiles every `.tex` there
//! in a standard LaTeX document.

#[path = "support/examples.rs"]
mod examples;

use std::path::{Path, PathBuf};

use examples::{run, text};

/// Each picture: the file under docs/pictures/, the program and its arguments, where `@`
/// stands for the file to write.
const PICTURES: &[(&str, &str, &[&str])] = &[
    (
        "thermograph.svg",
        "cgt",
        &["thermograph", "{3||2*|1*}", "--svg", "@"],
    ),
    (
        "thermograph.tex",
        "cgt",
        &["thermograph", "{3||2*|1*}", "--tikz", "@"],
    ),
    (
        "thermograph-switch.svg",
        "cgt",
        &["thermograph", "{2|-1}", "--svg", "@"],
    ),
    (
        "domineering.svg",
        "cgt",
        &["domineering", "....|....|..#.", "--svg", "@"],
    ),
    (
        "domineering.tex",
        "cgt",
        &["domineering", "....|....|..#.", "--tikz", "@"],
    ),
    ("clobber.svg", "cgt", &["clobber", "xox|ox.", "--svg", "@"]),
    (
        "ski-jumps.svg",
        "cgt",
        &["ski-jumps", "...L....|..R.....|...l...r", "--svg", "@"],
    ),
    ("toppling.svg", "cgt", &["toppling", "LRGGL", "--svg", "@"]),
    (
        "partizan-arc-kayles.svg",
        "cgt",
        &[
            "partizan-arc-kayles",
            "5: 0-1:L, 1-2:G, 2-3:R, 3-0:R, 1-4:L",
            "--svg",
            "@",
        ],
    ),
    (
        "childish-hackenbush.svg",
        "cgt",
        &[
            "childish-hackenbush",
            "5: 0-1:L, 1-2:R, 1-3:G, 3-3:L, 0-4:R, 4-2:G, 0-4:L",
            "--svg",
            "@",
        ],
    ),
    (
        "octal-07.svg",
        "octal",
        &[".07", "--values", "200", "--plot", "@"],
    ),
    (
        "octal-07.tex",
        "octal",
        &[".07", "--values", "200", "--plot", "@"],
    ),
    (
        "misere-kayles.svg",
        "octal",
        &[".77", "--misere", "--values", "40", "--plot", "@"],
    ),
];

fn checked_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/pictures")
}

#[test]
fn pictures_of_fixed_inputs_match_the_checked_in_ones() {
    let update = std::env::var_os("COMBGAMES_UPDATE_PICTURES").is_some();
    let dir = std::env::temp_dir().join(format!("combgames-pictures-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut stale = Vec::new();
    for &(file, program, args) in PICTURES {
        let out_path = dir.join(file);
        let out = out_path.to_str().unwrap();
        let args: Vec<&str> = args
            .iter()
            .map(|&a| if a == "@" { out } else { a })
            .collect();
        let result = run(program, &args, &dir);
        assert!(
            result.status.success(),
            "{program} {args:?}: {}",
            text(&result.stderr)
        );
        let drawn = std::fs::read(&out_path).unwrap();
        let target = checked_in().join(file);
        if update {
            std::fs::create_dir_all(checked_in()).unwrap();
            std::fs::write(&target, &drawn).unwrap();
        } else if std::fs::read(&target).ok().as_deref() != Some(&drawn[..]) {
            stale.push(file);
        }
    }
    assert!(
        stale.is_empty(),
        "docs/pictures/ differs from what the programs draw: {stale:?}; if the change is meant, \
         run COMBGAMES_UPDATE_PICTURES=1 cargo test --test pictures"
    );
    // Nothing else lies in docs/pictures/: every file there is drawn by a case above.
    let listed: Vec<&str> = PICTURES.iter().map(|p| p.0).collect();
    for entry in std::fs::read_dir(checked_in()).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        assert!(
            listed.contains(&name.as_str()),
            "docs/pictures/{name} is drawn by no case"
        );
    }
}

#[test]
fn a_picture_is_refused_before_any_work() {
    let dir = std::env::temp_dir();
    for (program, args) in [
        ("cgt", &["equal", "1", "1", "--svg", "x.svg"][..]),
        ("cgt", &["node-kayles", "path 5", "--svg", "x.svg"]),
        (
            "cgt",
            &["thermograph", "1", "--svg", "/no/such/folder/x.svg"],
        ),
        ("cgt", &["domineering", "99x99", "--svg", "x.svg"]),
        ("octal", &[".07", "--values", "3", "--plot", "x.png"]),
        ("octal", &[".07", "--values", "100000", "--plot", "x.svg"]),
    ] {
        let out = run(program, args, &dir);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert_eq!(
            text(&out.stderr).lines().count(),
            1,
            "{args:?}: {}",
            text(&out.stderr)
        );
    }
}
