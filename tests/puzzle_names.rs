//! The names people give the puzzles work wherever a puzzle is named, and
//! `--help` lists them.

use crate::common;

use common::{deduce, read, repo};

const ALIASES: &[(&str, &[&str], &str)] = &[
    (
        "slink",
        &["slitherlink", "slither", "loopy"],
        "traces/slink/blank-4x4-hypothesis.in",
    ),
    (
        "sudominoku",
        &["su-domino-ku"],
        "traces/sudominoku/gen-10-basic.in",
    ),
    (
        "pixel",
        &["fillapix", "fill-a-pix", "mosaic"],
        "traces/pixel/gen-s33-basic.in",
    ),
];

#[test]
fn every_alias_solves_as_the_puzzle_it_names() {
    for &(kind, aliases, input) in ALIASES {
        let text = read(&repo(input));
        let expected = deduce(&["solve", kind], &text);
        assert_eq!(expected.status, 0, "{kind}: {}", expected.stderr);
        for alias in aliases {
            let run = deduce(&["solve", alias], &text);
            assert_eq!(run.stdout, expected.stdout, "{alias}");
            assert_eq!(run.status, 0, "{alias}: {}", run.stderr);
            let grade = deduce(&["grade", alias], &text);
            assert_eq!(grade.status, 0, "grade {alias}: {}", grade.stderr);
        }
    }
}

#[test]
fn help_lists_the_aliases() {
    let help = deduce(&["solve", "--help"], "").stdout;
    for &(_, aliases, _) in ALIASES {
        for alias in aliases {
            assert!(help.contains(alias), "--help names {alias}");
        }
    }
}

#[test]
fn an_unknown_name_is_refused_with_the_names_known() {
    let run = deduce(&["solve", "kakuro"], "");
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("slink"), "{}", run.stderr);
}
