//! `deduce generate`: every puzzle it prints, over a grid of puzzles,
//! sizes, tiers and seeds, is read back by the ordinary solver and grader
//! through the binary and found unique, verified and graded as asked;
//! the same seed gives the same bytes; the knobs do what they say; what
//! cannot be made is refused or given up on, with the reason.

use crate::common;

use serde_json::Value;

use common::deduce;

const TIERS: [&str; 4] = ["basic", "intermediate", "advanced", "hypothesis"];

/// `deduce generate` with `args`, which must succeed: its output.
fn generate(args: &[&str]) -> String {
    let mut all = vec!["generate"];
    all.extend_from_slice(args);
    let run = deduce(&all, "");
    assert_eq!(run.status, 0, "generate {args:?}: {}", run.stderr);
    run.stdout
}

/// Grades `puzzles` (judge input) with `deduce grade --json`: per puzzle,
/// its JSON report.
fn grades(kind: &str, puzzles: &str) -> Vec<Value> {
    let run = deduce(&["grade", kind, "--json", "--jobs", "1"], puzzles);
    assert_eq!(run.status, 0, "grade {kind}: {}\n{puzzles}", run.stderr);
    serde_json::from_str::<Value>(&run.stdout)
        .unwrap()
        .as_array()
        .unwrap()
        .clone()
}

/// Generates `count` puzzles of `kind` for each size, tier and seed, and
/// checks each as a user would: `solve` prints a verified answer for all
/// of them, and `grade` finds each solved, unique and of the tier asked.
fn every_puzzle_proves_out(kind: &str, sizes: &[&str], tiers: &[&str]) {
    for size in sizes {
        for tier in tiers {
            for seed in ["1", "2", "3"] {
                let args = ["generate", kind, "--size", size, "--grade", tier];
                let what = format!("{kind} {size} {tier} seed {seed}");
                let puzzles = generate(&[&args[1..], &["--seed", seed, "--count", "2"]].concat());
                let solved = deduce(&["solve", kind, "--jobs", "1"], &puzzles);
                assert_eq!(solved.status, 0, "{what}: {}", solved.stderr);
                let reports = grades(kind, &puzzles);
                assert_eq!(reports.len(), 2, "{what}");
                for report in reports {
                    assert_eq!(report["outcome"], "solved", "{what}: {report}");
                    assert_eq!(report["unique"], true, "{what}: {report}");
                    assert_eq!(report["tier_name"], *tier, "{what}: {report}");
                    assert_eq!(report["guess"], false, "{what}: {report}");
                }
            }
        }
    }
}

#[test]
fn every_slitherlink_is_unique_and_graded_as_asked() {
    every_puzzle_proves_out("slink", &["4x4", "7x5", "10x10"], &TIERS);
}

#[test]
fn every_fill_a_pix_is_unique_and_graded_as_asked() {
    every_puzzle_proves_out("pixel", &["4x4", "6x8", "10x10"], &TIERS);
}

#[test]
fn every_nurikabe_is_unique_and_graded_as_asked() {
    every_puzzle_proves_out("nurikabe", &["5x5", "7x6", "10x10"], &TIERS);
}

#[test]
fn every_su_domino_ku_is_unique_and_graded_as_asked() {
    every_puzzle_proves_out("sudominoku", &["9x9"], &TIERS);
}

#[test]
fn the_same_seed_gives_the_same_bytes_and_another_seed_others() {
    for kind in ["slink", "pixel", "nurikabe", "sudominoku"] {
        let args = |seed| {
            [
                "generate",
                kind,
                "--grade",
                "intermediate",
                "--seed",
                seed,
                "--count",
                "3",
            ]
        };
        let first = deduce(&args("7"), "");
        let again = deduce(&args("7"), "");
        let other = deduce(&args("8"), "");
        assert_eq!(first.status, 0, "{kind}: {}", first.stderr);
        assert_eq!(first.stdout, again.stdout, "{kind}");
        assert_ne!(first.stdout, other.stdout, "{kind}");
        // A seed given is not announced; off a terminal there is no
        // progress either.
        assert_eq!(first.stderr, "", "{kind}");
    }
}

#[test]
fn without_a_seed_the_seed_used_is_told_and_makes_the_batch_again() {
    let run = deduce(
        &["generate", "pixel", "--grade", "basic", "--count", "2"],
        "",
    );
    assert_eq!(run.status, 0, "{}", run.stderr);
    let seed = run
        .stderr
        .strip_prefix("deduce: seed ")
        .and_then(|rest| rest.split_whitespace().next())
        .unwrap_or_else(|| panic!("no seed told: {}", run.stderr));
    let again = generate(&["pixel", "--grade", "basic", "--count", "2", "--seed", seed]);
    assert_eq!(run.stdout, again);
}

/// The clue grid of a judge input of Slitherlink, Nurikabe or
/// Fill-a-Pix: per puzzle, its rows of tokens.
fn clue_rows(text: &str) -> Vec<Vec<Vec<String>>> {
    let mut lines = text.lines();
    let mut puzzles = Vec::new();
    while let Some(head) = lines.next() {
        let size: Vec<usize> = head
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        if size == [0, 0] {
            break;
        }
        let rows = (0..size[0])
            .map(|_| {
                let line = lines.next().unwrap();
                if line.contains(' ') {
                    line.split(' ').map(str::to_string).collect()
                } else {
                    line.chars().map(String::from).collect()
                }
            })
            .collect();
        puzzles.push(rows);
    }
    puzzles
}

fn is_clue(token: &str) -> bool {
    token.chars().all(|c| c.is_ascii_digit())
}

#[test]
fn a_symmetric_layout_has_its_clues_where_their_images_are() {
    let cases = [
        ("slink", "rotate", "8x9"),
        ("pixel", "mirror", "7x8"),
        ("nurikabe", "rotate", "8x8"),
        ("nurikabe", "mirror", "9x9"),
    ];
    for (kind, symmetry, size) in cases {
        let out = generate(&[
            kind,
            "--grade",
            "advanced",
            "--size",
            size,
            "--symmetry",
            symmetry,
            "--seed",
            "3",
            "--count",
            "2",
        ]);
        for rows in clue_rows(&out) {
            let (r, c) = (rows.len(), rows[0].len());
            for y in 0..r {
                for x in 0..c {
                    let (iy, ix) = if symmetry == "rotate" {
                        (r - 1 - y, c - 1 - x)
                    } else {
                        (y, c - 1 - x)
                    };
                    assert_eq!(
                        is_clue(&rows[y][x]),
                        is_clue(&rows[iy][ix]),
                        "{kind} {symmetry}: r{}c{}\n{out}",
                        y + 1,
                        x + 1
                    );
                }
            }
        }
    }
}

#[test]
fn keep_leaves_at_least_that_share_of_the_clues() {
    // A fully clued Slitherlink or Fill-a-Pix has a clue in every cell.
    for kind in ["slink", "pixel"] {
        let fewest = generate(&[kind, "--grade", "basic", "--seed", "5"]);
        let kept = generate(&[kind, "--grade", "basic", "--seed", "5", "--keep", "70"]);
        let count = |text: &str| {
            clue_rows(text)[0]
                .iter()
                .flatten()
                .filter(|t| is_clue(t))
                .count()
        };
        assert!(count(&kept) >= 70, "{kind}: {}\n{kept}", count(&kept));
        assert!(
            count(&fewest) < count(&kept),
            "{kind}: removal stops only when nothing more can go"
        );
    }
}

#[test]
fn dominoes_sets_how_many_are_placed() {
    for n in ["12", "30"] {
        let out = generate(&[
            "sudominoku",
            "--grade",
            "basic",
            "--dominoes",
            n,
            "--seed",
            "2",
            "--count",
            "2",
        ]);
        let mut lines = out.lines();
        for _ in 0..2 {
            assert_eq!(lines.next(), Some(n), "{out}");
            for _ in 0..n.parse::<usize>().unwrap() + 1 {
                lines.next();
            }
        }
        assert_eq!(lines.next(), Some("0"));
    }
}

#[test]
fn largest_bounds_every_island() {
    let out = generate(&[
        "nurikabe",
        "--grade",
        "advanced",
        "--largest",
        "4",
        "--seed",
        "6",
        "--count",
        "3",
    ]);
    let clues: Vec<usize> = clue_rows(&out)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|t| is_clue(t))
        .map(|t| t.parse().unwrap())
        .collect();
    assert!(!clues.is_empty() && clues.iter().all(|&n| n <= 4), "{out}");
}

#[test]
fn rules_asked_for_are_used_by_every_puzzle() {
    let out = generate(&[
        "pixel",
        "--grade",
        "intermediate",
        "--rules",
        "window-overlap",
        "--seed",
        "1",
        "--count",
        "3",
    ]);
    for report in grades("pixel", &out) {
        let used: Vec<&str> = report["rules"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["id"].as_str().unwrap())
            .collect();
        assert!(used.contains(&"window-overlap"), "{report}");
    }
}

#[test]
fn other_formats_carry_the_same_puzzles() {
    let judge = generate(&[
        "slink", "--grade", "advanced", "--seed", "4", "--count", "2",
    ]);
    for to in ["url", "tatham", "pzprv3"] {
        let shared = generate(&[
            "slink", "--grade", "advanced", "--seed", "4", "--count", "2", "--to", to,
        ]);
        let back = deduce(&["convert", "slink", "--to", "judge"], &shared);
        assert_eq!(back.stdout, judge, "--to {to}: {}", back.stderr);
    }
    let mosaic = generate(&["pixel", "--grade", "basic", "--seed", "4", "--to", "tatham"]);
    assert!(mosaic.starts_with("10x10:"), "{mosaic}");
}

#[test]
fn what_cannot_be_made_is_refused_with_the_reason() {
    let refused = [
        ("slink --grade guess", "a puzzle that needs a guess"),
        ("sudominoku --grade basic --size 6x6", "always 9x9"),
        ("nurikabe --grade basic --keep 50", "keeps its clue"),
        (
            "nurikabe --grade basic --symmetry mirror",
            "odd number of columns",
        ),
        ("pixel --grade basic --largest 3", "Nurikabe's"),
        (
            "pixel --grade basic --rules window-patterns",
            "above the grade",
        ),
        ("sudominoku --grade basic --to url", "no puzz.link genre"),
        ("slink --grade basic --size ten", "not a size"),
        ("slink --grade basic --size 1x5", "each side from 2 to 500"),
    ];
    for (args, why) in refused {
        let mut all = vec!["generate"];
        all.extend(args.split_whitespace());
        let run = deduce(&all, "");
        assert_eq!(run.status, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains(why), "{args:?}: {}", run.stderr);
        assert_eq!(run.stdout, "", "{args:?}");
    }
}

#[test]
fn a_tier_not_found_in_the_tries_gives_up_with_exit_1() {
    // A 3x3 Nurikabe is too small to need a hypothesis.
    let run = deduce(
        &[
            "generate",
            "nurikabe",
            "--size",
            "3x3",
            "--grade",
            "hypothesis",
            "--seed",
            "1",
            "--tries",
            "5",
        ],
        "",
    );
    assert_eq!(run.status, 1, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("gave up after 5 tries with 0 of 1 made"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("--tries raises the bound"),
        "{}",
        run.stderr
    );
    assert_eq!(run.stdout, "0 0\n");
}

#[test]
fn jobs_do_not_change_the_puzzles() {
    let args = |jobs| {
        [
            "nurikabe",
            "--grade",
            "hypothesis",
            "--seed",
            "3",
            "--count",
            "4",
            "--jobs",
            jobs,
        ]
    };
    assert_eq!(generate(&args("1")), generate(&args("3")));
}

/// On a terminal (`script` gives the command one) a run that lasts shows
/// how far it has come on standard error; off one it shows nothing (see
/// `the_same_seed_gives_the_same_bytes_and_another_seed_others`).
#[test]
fn a_terminal_sees_progress() {
    if !common::can_give_a_terminal() {
        return;
    }
    let command = format!(
        "{} generate slink --size 20x20 --grade hypothesis --seed 1 --count 2 --jobs 1 >/dev/null",
        env!("CARGO_BIN_EXE_deduce")
    );
    let run = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .output()
        .unwrap();
    let shown = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{shown}");
    assert!(
        shown.contains(" of 2 made, ") && shown.contains(" tries, "),
        "{shown:?}"
    );
}

/// `grade` calls a puzzle by its level (`tricky`); `generate --grade`
/// and `--max-tier` take that word too: one vocabulary.
#[test]
fn a_level_named_by_grade_is_accepted_wherever_a_tier_is() {
    for (kind, level, tier) in [
        ("slink", "tricky", "advanced"),
        ("slink", "normal", "intermediate"),
        ("pixel", "medium", "intermediate"),
    ] {
        let puzzles = generate(&[kind, "--size", "7x7", "--grade", level, "--seed", "5"]);
        for report in grades(kind, &puzzles) {
            assert_eq!(report["level"], level, "{kind} {level}: {report}");
            assert_eq!(report["tier_name"], tier, "{kind} {level}: {report}");
            assert_eq!(report["unique"], true, "{kind} {level}: {report}");
        }
        let by_level = deduce(&["solve", kind, "--max-tier", level], &puzzles);
        let by_tier = deduce(&["solve", kind, "--max-tier", tier], &puzzles);
        assert_eq!((by_level.status, &by_level.stdout), (0, &by_tier.stdout));
    }
    // A level the puzzle does not have is refused, naming those it has.
    let run = deduce(&["generate", "slink", "--grade", "medium"], "");
    assert_eq!(run.status, 2);
    assert!(
        run.stderr.contains("easy, normal, tricky, hard"),
        "{}",
        run.stderr
    );
}
