//! The JSON trace is one set of types (`wire::trace_json`): what
//! `--json` writes reads back into them and writes again byte for byte,
//! and a field of the wrong type is refused, saying what it should be.

use crate::common;

use serde_json::json;

use deduce::io::PuzzleIo;
use deduce::puzzles::{nurikabe::Nurikabe, pixel::Pixel, slink::Slink, sudominoku::SuDominoKu};
use deduce::wire::givens::Givens;
use deduce::wire::json::write_doc;
use deduce::wire::trace_json::TraceDocOf;

use common::{deduce, read, repo, scratch};

/// A `--json` file read into documents and written again as `solve`
/// frames them: a list, one trace after another.
fn read_and_write<P: PuzzleIo + Givens>(text: &str) -> String {
    let docs: Vec<TraceDocOf<P>> = serde_json::from_str(text).expect("a trace reads");
    let mut out = String::from("[");
    for (i, doc) in docs.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        write_doc(doc, &mut out);
    }
    out.push_str("\n]\n");
    out
}

fn round_trip(kind: &str, text: &str) -> String {
    match kind {
        "slink" => read_and_write::<Slink>(text),
        "nurikabe" => read_and_write::<Nurikabe>(text),
        "sudominoku" => read_and_write::<SuDominoKu>(text),
        "pixel" => read_and_write::<Pixel>(text),
        other => panic!("no puzzle {other}"),
    }
}

#[test]
fn a_written_trace_reads_into_documents_that_write_the_same_bytes() {
    for kind in ["slink", "nurikabe", "sudominoku", "pixel"] {
        let path = scratch(&format!("codec-{kind}.json"));
        let input = read(&repo(&format!("tests/data/{kind}_sample.in")));
        let solved = deduce(&["solve", kind, "--json", path.to_str().unwrap()], &input);
        assert_eq!(solved.status, 0, "{kind}: {}", solved.stderr);
        let text = read(&path);
        assert_eq!(round_trip(kind, &text), text, "{kind}");
    }
}

#[test]
fn the_golden_traces_with_every_kind_of_step_round_trip() {
    for entry in std::fs::read_dir(repo("traces")).unwrap() {
        let dir = entry.unwrap().path();
        let kind = dir.file_name().unwrap().to_str().unwrap().to_string();
        for file in std::fs::read_dir(&dir).unwrap() {
            let path = file.unwrap().path();
            if path.extension().is_some_and(|e| e == "json") {
                let text = read(&path);
                assert_eq!(round_trip(&kind, &text), text, "{}", path.display());
            }
        }
    }
}

#[test]
fn a_field_of_the_wrong_type_is_refused_saying_what_it_should_be() {
    let text = read(&repo("traces/slink/blank-5x5-guess.json"));
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value[0]["steps"][1]["effects"][0]["row"] = json!("zero");
    let run = common::replay_json(&value, "wrong-type.json");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            r#"not a slink trace of version 3: step 2: invalid type: string "zero", expected usize"#
        ),
        "{}",
        run.stderr
    );
    // The place is the file's line and column of the wrong value.
    let line: usize = run
        .stderr
        .split("trace 1: line ")
        .nth(1)
        .unwrap()
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    let written = std::fs::read_to_string(common::scratch("wrong-type.json")).unwrap();
    assert!(
        written.lines().nth(line - 1).unwrap().contains(r#""zero""#),
        "{}",
        run.stderr
    );
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value[0]["version"] = json!("1");
    let run = common::replay_json(&value, "wrong-version-type.json");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains(r#"not a deduce trace: invalid type: string "1", expected u64"#),
        "{}",
        run.stderr
    );
}

/// Replays `value` and expects it unread (exit 2), saying `wanted` of
/// main-line step `step`.
fn unread(value: &serde_json::Value, step: usize, wanted: &str) {
    let run = common::replay_json(value, "wrong-kind.json");
    assert_eq!(run.status, 2, "{wanted}: {}", run.stderr);
    let said = format!("not a slink trace of version 3: step {step}: {wanted}");
    assert!(run.stderr.contains(&said), "{said} in {}", run.stderr);
}

#[test]
fn a_step_whose_fields_make_no_kind_is_refused_saying_which_and_why() {
    let text = read(&repo("traces/slink/blank-5x5-guess.json"));
    let trace: serde_json::Value = serde_json::from_str(&text).unwrap();
    // Step 2 is a named rule's; the guess of step 16 solved the puzzle.
    assert_eq!(trace[0]["steps"][1]["rule"], "one-closed-corner");
    assert_eq!(trace[0]["steps"][15]["branch"], "solved");
    let line = json!({"dir": "h", "row": 0, "col": 0, "mark": "line"});
    // (step, field, its new value or none to remove it, what is said)
    let edits = [
        (
            2,
            "assume",
            Some(line),
            r#"the step of rule "one-closed-corner" cannot have "assume""#,
        ),
        (
            2,
            "at",
            None,
            r#"the step of rule "one-closed-corner" needs "at""#,
        ),
        (
            16,
            "contradiction",
            Some(json!("c")),
            r#"a solved "guess" ("branch": "solved") cannot have "contradiction""#,
        ),
        (16, "branch", None, r#"a "guess" step needs "branch""#),
        (
            16,
            "branch",
            Some(json!("contradiction")),
            r#"a refuted "guess" ("branch": "contradiction") needs "steps""#,
        ),
    ];
    for (n, field, value, wanted) in edits {
        let mut edited = trace.clone();
        let step = edited[0]["steps"][n - 1].as_object_mut().unwrap();
        match value {
            Some(value) => step.insert(field.to_string(), value),
            None => step.remove(field),
        };
        unread(&edited, n, wanted);
    }
}

/// A trace's givens are bounded as the puzzle's reader bounds an input
/// file: a size or clue beyond it is refused (exit 2), not made.
#[test]
fn givens_beyond_what_the_reader_takes_are_refused_not_made() {
    let huge = 10u64.pow(15);
    // A clue that 32 bits hold, far beyond the grid.
    let clue = u32::MAX - 1;
    // (trace, field of "puzzle", its new value, what is said)
    let edits = [
        (
            "nurikabe/judge-6x6-hypothesis",
            "rows",
            json!(huge),
            format!("the puzzle's rows must be from 1 to 200, found {huge}"),
        ),
        (
            "nurikabe/judge-6x6-hypothesis",
            "cols",
            json!(u64::MAX),
            format!(
                "the puzzle's cols must be from 1 to 200, found {}",
                u64::MAX
            ),
        ),
        (
            "nurikabe/judge-6x6-hypothesis",
            "clues",
            json!([
                format!("{clue} . 5 . . ."),
                ". . . . . .",
                ". . . . . .",
                ". . . . . 3",
                ". . . . . .",
                "1 . 4 . 1 ."
            ]),
            format!("a clue of {clue} is larger than the grid (36 cells)"),
        ),
        (
            "slink/blank-5x5-guess",
            "rows",
            json!(huge),
            format!("the number of rows must be from 2 to 500, found {huge}"),
        ),
        (
            "pixel/gen-s33-basic",
            "cols",
            json!(huge),
            format!("the number of columns must be from 1 to 1000, found {huge}"),
        ),
    ];
    for (name, field, value, wanted) in edits {
        let text = read(&repo(&format!("traces/{name}.json")));
        let mut trace: serde_json::Value = serde_json::from_str(&text).unwrap();
        trace[0]["puzzle"][field] = value;
        common::assert_replay_refused(&trace, "huge-givens.json", &wanted);
    }
}
