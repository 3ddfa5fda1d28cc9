//! deduce as a library: each operation at the crate root gives what the
//! command line prints for the same input, since the command line is a
//! thin layer over it; and its typed results serialize to the command
//! line's JSON.

use crate::common;

use common::{data, deduce, read};
use deduce::{
    DrawWhat, Format, HintOptions, HintVerdict, Named, PuzzleKind, ReadOne, SolveOptions,
    SolveOutcome,
};

const KINDS: [(&str, PuzzleKind); 4] = [
    ("slink", PuzzleKind::Slink),
    ("nurikabe", PuzzleKind::Nurikabe),
    ("sudominoku", PuzzleKind::Sudominoku),
    ("pixel", PuzzleKind::Pixel),
];

fn sample(kind: &str) -> String {
    read(std::path::Path::new(&data(&format!("{kind}_sample.in"))))
}

/// The answers, one after another, are the judge output `solve` prints.
#[test]
fn solve_gives_the_judge_output_of_every_puzzle() {
    for (name, kind) in KINDS {
        let text = sample(name);
        let solved = deduce::solve(kind, &text, &SolveOptions::default()).unwrap();
        let mut answers = String::new();
        for puzzle in solved {
            let puzzle = puzzle.unwrap();
            assert_eq!(puzzle.outcome, SolveOutcome::Solved, "{name}");
            answers.push_str(&puzzle.output.unwrap());
        }
        let cli = deduce(&["solve", name], &text);
        assert_eq!(answers, cli.stdout, "{name}");
    }
}

/// The trace a library solve keeps is the one `solve --json` writes, and
/// the explanation is `--explain`'s.
#[test]
fn solve_keeps_the_trace_and_explanation_the_command_line_writes() {
    let text = sample("nurikabe");
    let options = SolveOptions {
        trace: true,
        explain: true,
        ..SolveOptions::default()
    };
    let solved = deduce::solve(PuzzleKind::Nurikabe, &text, &options).unwrap();
    let json = common::scratch("traces.json");
    let cli = deduce(
        &[
            "solve",
            "nurikabe",
            "--json",
            json.to_str().unwrap(),
            "--explain",
            "--color",
            "never",
        ],
        &text,
    );
    let cli_traces: serde_json::Value = serde_json::from_str(&read(&json)).unwrap();
    let mut explanation = String::new();
    for (i, puzzle) in solved.iter().enumerate() {
        let puzzle = puzzle.as_ref().unwrap();
        let trace: serde_json::Value =
            serde_json::from_str(puzzle.trace.as_ref().unwrap()).unwrap();
        assert_eq!(trace, cli_traces[i], "trace {}", i + 1);
        explanation.push_str(puzzle.explanation.as_ref().unwrap());
    }
    assert_eq!(explanation, cli.stderr);
    // Serialized, a solve holds its trace as JSON, not as a string.
    let doc = serde_json::to_value(solved[0].as_ref().unwrap()).unwrap();
    assert_eq!(doc["outcome"], "solved");
    assert_eq!(doc["trace"], cli_traces[0]);
}

/// `grade --json` is the library's reports, serialized.
#[test]
fn grade_reports_serialize_to_grade_json() {
    for (name, kind) in KINDS {
        let path = data(&format!("{name}_sample.in"));
        let text = sample(name);
        let reports: Vec<_> = deduce::grade(
            kind,
            Named {
                text: &text,
                name: &path,
            },
            None,
        )
        .into_iter()
        .map(Result::unwrap)
        .collect();
        let cli = deduce(&["grade", name, &path, "--json"], "");
        let library = format!("{}\n", serde_json::to_string_pretty(&reports).unwrap());
        assert_eq!(library, cli.stdout, "{name}");
    }
}

/// A hint from a progress grid is `deduce hint`'s, level for level.
#[test]
fn hint_is_the_command_lines_hint() {
    let path = data("pixel_progress.txt");
    let text = read(std::path::Path::new(&path));
    for level in 1..=3 {
        let options = HintOptions {
            level,
            ..HintOptions::default()
        };
        let hint = deduce::hint(
            PuzzleKind::Pixel,
            Named::new(&text),
            &ReadOne::default(),
            &options,
        )
        .unwrap();
        assert_eq!(hint.verdict, HintVerdict::Next);
        let cli = deduce(&["hint", "pixel", &path, "--level", &level.to_string()], "");
        assert_eq!(format!("{}\n", hint.text()), cli.stdout, "level {level}");
    }
}

/// A wrong mark is the same mistake, and `check` the same verdict.
#[test]
fn check_and_a_mistake_are_the_command_lines() {
    let path = data("pixel_progress_mistake.txt");
    let text = read(std::path::Path::new(&path));
    let hint = deduce::hint(
        PuzzleKind::Pixel,
        Named::new(&text),
        &ReadOne::default(),
        &HintOptions::default(),
    )
    .unwrap();
    assert!(
        matches!(hint.verdict, HintVerdict::Mistake | HintVerdict::BrokenMark),
        "{hint:?}"
    );
    let cli = deduce(&["hint", "pixel", &path, "--level", "3"], "");
    assert_eq!(format!("{}\n", hint.text()), cli.stdout);
    let report = deduce::check(PuzzleKind::Pixel, Named::new(&text), &ReadOne::default()).unwrap();
    let cli = deduce(&["check", "pixel", &path, "--color", "never"], "");
    assert_eq!(report.text(deduce::Style::PLAIN), cli.stdout);
    assert!(!report.is_right());
}

/// Every puzzle converted, as `convert` prints them; a format the puzzle
/// has not is refused for all.
#[test]
fn convert_gives_each_puzzle_in_the_format_asked() {
    let text = sample("slink");
    let urls = deduce::convert(
        PuzzleKind::Slink,
        Named::new(&text),
        None,
        Format::Url,
        false,
    )
    .unwrap()
    .into_iter()
    .map(Result::unwrap)
    .collect::<String>();
    let cli = deduce(&["convert", "slink", "--to", "url"], &text);
    assert_eq!(urls, cli.stdout);
    let sudominoku = sample("sudominoku");
    let refused = deduce::convert(
        PuzzleKind::Sudominoku,
        Named::new(&sudominoku),
        None,
        Format::Url,
        false,
    );
    assert!(refused.is_err());
}

/// The SVG of the answer is `draw --answer`'s.
#[test]
fn draw_gives_the_command_lines_svg() {
    let text = sample("nurikabe");
    let svg = deduce::draw(
        PuzzleKind::Nurikabe,
        Named::new(&text),
        &ReadOne::default(),
        DrawWhat::Answer,
    )
    .unwrap();
    let cli = deduce(&["draw", "nurikabe", "--answer"], &text);
    assert_eq!(svg, cli.stdout);
}

/// A trace the library wrote replays, and a tampered one does not.
#[test]
fn replay_checks_the_library_traces() {
    let text = sample("slink");
    let options = SolveOptions {
        trace: true,
        ..SolveOptions::default()
    };
    let solved = deduce::solve(PuzzleKind::Slink, &text, &options).unwrap();
    let trace = solved[0].as_ref().unwrap().trace.clone().unwrap();
    let replayed = deduce::replay(Named::new(&trace)).unwrap();
    assert_eq!(replayed.len(), 1);
    assert!(replayed[0].solved);
    assert_eq!(
        replayed[0].output,
        *solved[0].as_ref().unwrap().output.as_ref().unwrap()
    );
    let mut tampered: serde_json::Value = serde_json::from_str(&trace).unwrap();
    tampered["steps"].as_array_mut().unwrap().remove(0);
    let tampered = tampered.to_string();
    assert!(deduce::replay(Named::new(&tampered)).is_err());
}

/// The same seed makes the same puzzles as `deduce generate`.
#[test]
fn generate_makes_the_command_lines_puzzles() {
    let options = deduce::GenerateOptions {
        order: deduce::Order::new(6, 6, deduce::Tier::Intermediate),
        level: None,
        count: 2,
        seed: Some(11),
        to: Format::Judge,
        rules: None,
        puzzle: PuzzleKind::Slink,
    };
    let made = deduce::generate(&options).unwrap();
    let cli = deduce(
        &[
            "generate",
            "slink",
            "--size",
            "6x6",
            "--grade",
            "intermediate",
            "--count",
            "2",
            "--seed",
            "11",
        ],
        "",
    );
    assert_eq!(made.text, cli.stdout);
    assert_eq!(made.puzzles.len(), 2);
}
