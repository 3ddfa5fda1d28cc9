//! The formats puzzle people share: puzz.link URLs, Tatham game ids and
//! pzprv3 files are read wherever a puzzle is (detected, or `--from`),
//! `convert` writes them, and every puzzle goes to each format its kind
//! has and back to the same grid: the samples always, the corpus when it
//! is beside the repository. Bad input in any of them is named with its
//! line and column, and the other puzzles of the input are still read.

use crate::common;

use common::{corpus, deduce, read, repo};

/// Each puzzle's formats (besides the judge format).
const FORMATS: &[(&str, &[&str])] = &[
    ("slink", &["url", "tatham", "pzprv3"]),
    ("nurikabe", &["url", "pzprv3"]),
    ("pixel", &["tatham"]),
];

fn convert(kind: &str, to: &str, input: &str) -> String {
    let run = deduce(&["convert", kind, "--to", to], input);
    assert_eq!(run.status, 0, "convert {kind} --to {to}: {}", run.stderr);
    run.stdout
}

/// `input` through every format of `kind` and back is the same grid.
fn round_trips(kind: &str, formats: &[&str], input: &str, name: &str) {
    let judge = convert(kind, "judge", input);
    assert!(judge.len() > 4, "{name}: no puzzle");
    for to in formats {
        let shared = convert(kind, to, input);
        let back = convert(kind, "judge", &shared);
        assert_eq!(back, judge, "{name} through {to}");
    }
}

#[test]
fn every_sample_goes_to_each_format_and_back() {
    for &(kind, formats) in FORMATS {
        for input in common::golden::cases(kind, 1) {
            round_trips(kind, formats, &read(&input), &input.display().to_string());
        }
    }
}

#[test]
fn every_corpus_puzzle_goes_to_each_format_and_back() {
    let Some(dir) =
        corpus("slink/janko-full.in").map(|p| p.parent().unwrap().parent().unwrap().to_path_buf())
    else {
        return;
    };
    let mut files = 0;
    for &(kind, formats) in FORMATS {
        let mut inputs: Vec<_> = std::fs::read_dir(dir.join(kind))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .collect();
        inputs.sort();
        for input in inputs {
            round_trips(kind, formats, &read(&input), &input.display().to_string());
            files += 1;
        }
    }
    assert!(
        files > 100,
        "every corpus file of the three puzzles: {files}"
    );
}

#[test]
fn tathams_game_ids_give_the_corpus_grids() {
    for level in ["e", "n", "t", "h"] {
        let Some(ids) = corpus(&format!("slink/tatham-{level}.ids")) else {
            return;
        };
        let grids = corpus(&format!("slink/tatham-{level}.in")).unwrap();
        assert_eq!(
            convert("slink", "judge", &read(&ids)),
            convert("slink", "judge", &read(&grids)),
            "tatham-{level}"
        );
    }
}

#[test]
fn the_examples_of_formats_md_read_as_their_grids() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "slink",
            "https://puzz.link/p?slither/5/5/cbcbcddad",
            "5 5\n2 . . 1 .\n. 2 . . 1\n. . 2 . .\n3 . . 3 .\n. 0 . . 3\n",
        ),
        ("slink", "p?slither/2/4/dbh", "4 2\n3 .\n. 1\n. .\n. .\n"),
        (
            "nurikabe",
            "p?nurikabe/5/5/g5k2o1k3g",
            "5 5\n.5...\n..2..\n.....\n..1..\n...3.\n",
        ),
        (
            "nurikabe",
            "pzprv3\nnurikabe\n5\n5\n+ 5 # # # \n+ # 2 + # \n+ # # # # \n+ # 1 # . \n# # # 3 . \n",
            "5 5\n.5...\n..2..\n.....\n..1..\n...3.\n",
        ),
        (
            "slink",
            "7x7t0:02g222b3b2e2a2b322b2a2a3a2a1d1b",
            "7 7\n0 2 . . . . .\n. . 2 2 2 . .\n3 . . 2 . . .\n. . 2 . 2 . .\n3 2 2 . . 2 .\n2 . 3 . 2 . 1\n. . . . 1 . .\n",
        ),
        (
            "pixel",
            "8x8:b2c3b4a2a5c6e3a55c6a5a4244e0c3a64d4b4232b",
            "8 8\n__2___3_\n_4_2_5__\n_6_____3\n_55___6_\n5_4244__\n___0___3\n_64____4\n__4232__\n",
        ),
    ];
    for &(kind, shared, grid) in cases {
        assert_eq!(
            convert(kind, "judge", shared),
            format!("{grid}0 0\n"),
            "{shared}"
        );
        // And it solves like the grid it is.
        let solved = deduce(&["solve", kind], shared);
        assert_eq!(
            solved.stdout,
            deduce(&["solve", kind], &format!("{grid}0 0\n")).stdout
        );
    }
}

#[test]
fn an_answer_in_pzprv3_opens_as_the_solved_grid() {
    let input = read(&repo("traces/nurikabe/judge-6x6-hypothesis.in"));
    let file = convert("nurikabe", "pzprv3", &input);
    let answer = deduce(
        &["convert", "nurikabe", "--to", "pzprv3", "--answer"],
        &input,
    )
    .stdout;
    assert_ne!(answer, file);
    assert!(
        !answer
            .lines()
            .skip(4)
            .any(|l| l.split_whitespace().any(|t| t == "."))
    );
    assert_eq!(
        deduce(&["solve", "nurikabe"], &answer).stdout,
        deduce(&["solve", "nurikabe"], &input).stdout
    );
    let slink = read(&repo("traces/slink/blank-4x4-hypothesis.in"));
    let solved = deduce(&["convert", "slink", "--to", "pzprv3", "--answer"], &slink).stdout;
    assert!(
        solved
            .lines()
            .skip(8)
            .all(|l| !l.split_whitespace().any(|t| t == "0"))
    );
    let refused = deduce(&["convert", "slink", "--to", "url", "--answer"], &slink);
    assert_eq!(refused.status, 2);
}

#[test]
fn bad_shared_puzzles_are_named_where_they_are_and_the_rest_is_read() {
    let good = "p?slither/2/4/dbh";
    let one = deduce(&["solve", "slink"], good).stdout;
    let cases: &[(&str, &str, &str)] = &[
        ("p?slither/5/5/cbcb", "line 2", "cut short"),
        ("p?heyawake/5/5/abc", "line 2, column 1", "'heyawake'"),
        ("p?slither/0/5/", "line 2", "width"),
        ("p?slither/99999/5/", "line 2", "1000"),
        ("p?slither/2/4/d~h", "line 2, column 16", "'~'"),
        ("7x7t1:abc", "line 2", "triangular"),
        ("7x7t0#99", "line 2", "seed"),
    ];
    for &(bad, place, what) in cases {
        let run = deduce(&["solve", "slink"], &format!("{good}\n{bad}\n{good}\n"));
        assert_eq!(run.status, 2, "{bad}");
        assert!(
            run.stderr.contains(place) && run.stderr.contains(what),
            "{bad}: {}",
            run.stderr
        );
        let both = one.clone() + &one.replacen("1\n", "3\n", 1);
        assert_eq!(run.stdout, both, "{bad}: both good puzzles solved");
    }
    let short = "pzprv3\nnurikabe\n3\n3\n. 2 . \n. . . \n";
    let good_file = "pzprv3\nnurikabe\n2\n2\n1 . \n. . \n";
    let run = deduce(&["solve", "nurikabe"], &format!("{short}{good_file}"));
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("ends before"), "{}", run.stderr);
    assert!(!run.stdout.is_empty(), "the good file is still solved");
    // A "?" clue: the judge format has none.
    let hidden = deduce(&["solve", "nurikabe", "--strict"], "p?nurikabe/3/3/.n\n");
    assert!(hidden.stderr.contains("hidden number"), "{}", hidden.stderr);
    let sdk = deduce(&["solve", "sudominoku"], "p?slither/2/4/dbh\n");
    assert!(
        sdk.stderr.contains("Su-Domino-Ku has no puzz.link genre"),
        "{}",
        sdk.stderr
    );
    let insisted = deduce(&["solve", "slink", "--from", "url"], "4 4\n");
    assert!(
        insisted.stderr.contains("expected a puzz.link URL"),
        "{}",
        insisted.stderr
    );
}
