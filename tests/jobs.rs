//! `--jobs N`: a batch solved (or graded) on N threads gives, byte for
//! byte, what it gives on one: the answers, the reports on standard error
//! in their places among them, the explanations and the JSON traces, and
//! the exit status. `--jobs 0` is refused.

use crate::common;

use std::fs::File;
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};

use common::{deduce, deduce_into_closed_pipe, read, repo, scratch};

const KINDS: [&str; 4] = ["slink", "nurikabe", "sudominoku", "pixel"];

/// What ends a batch of `kind` (Fill-a-Pix has no end marker).
fn end_marker(kind: &str) -> &'static str {
    match kind {
        "slink" | "nurikabe" => "0 0",
        "sudominoku" => "0",
        _ => "",
    }
}

/// A judge input's puzzles without its end marker.
fn puzzles_of(kind: &str, text: &str) -> String {
    let text = text.trim_end();
    let marker = end_marker(kind);
    let body = match text.rsplit_once('\n') {
        Some((body, last)) if !marker.is_empty() && last.trim() == marker => body,
        _ => text,
    };
    format!("{body}\n")
}

/// Every golden case of `kind` and its judge sample, as one batch: the
/// largest first, so that on several threads the first puzzle is done
/// after later ones, which must still be written after it.
fn batch(kind: &str) -> String {
    let mut inputs: Vec<String> = std::fs::read_dir(repo(&format!("traces/{kind}")))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .map(|p| read(&p))
        .collect();
    inputs.sort_by_key(|text| std::cmp::Reverse(text.len()));
    inputs.push(read(&repo(&format!("tests/data/{kind}_sample.in"))));
    let mut text: String = inputs.iter().map(|t| puzzles_of(kind, t)).collect();
    if !end_marker(kind).is_empty() {
        text.push_str(end_marker(kind));
        text.push('\n');
    }
    text
}

/// A scratch file of its own: the tests run side by side.
fn unique(name: &str) -> String {
    static MADE: AtomicUsize = AtomicUsize::new(0);
    let n = MADE.fetch_add(1, Ordering::SeqCst);
    scratch(&format!("{n}-{name}")).display().to_string()
}

/// Writes `text` to a scratch file and gives its path.
fn input_file(name: &str, text: &str) -> String {
    let path = unique(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Standard output and standard error as they interleave, written to one
/// file, and the exit status.
fn merged(args: &[&str]) -> (String, i32) {
    let path = unique("merged.txt");
    let file = File::create(&path).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .status()
        .unwrap();
    (
        read(path.as_ref()),
        status.code().expect("exited, not killed"),
    )
}

/// `args` with `--jobs N` gives the same as with `--jobs 1`, for N = 2
/// and 3: standard output, standard error, their interleaving, the exit
/// status, and each file named in `outputs` (written by the command).
fn assert_same_whatever_the_jobs(args: &[&str], outputs: &[&str], what: &str) {
    let with_jobs = |jobs: &str| {
        let mut all = args.to_vec();
        all.extend(["--jobs", jobs]);
        let run = deduce(&all, "");
        let files: Vec<String> = outputs.iter().map(|f| read(f.as_ref())).collect();
        let merged = merged(&all);
        (run, files, merged)
    };
    let (one, one_files, one_merged) = with_jobs("1");
    assert!(!one.stdout.is_empty(), "{what}: {}", one.stderr);
    for jobs in ["2", "3"] {
        let (run, files, merged) = with_jobs(jobs);
        assert_eq!(run.status, one.status, "{what}, --jobs {jobs}: the status");
        assert!(run.stdout == one.stdout, "{what}, --jobs {jobs}: stdout");
        assert!(run.stderr == one.stderr, "{what}, --jobs {jobs}: stderr");
        for (file, (theirs, ours)) in outputs.iter().zip(files.iter().zip(&one_files)) {
            assert!(theirs == ours, "{what}, --jobs {jobs}: {file}");
        }
        assert!(
            merged == one_merged,
            "{what}, --jobs {jobs}: stdout and stderr interleave otherwise"
        );
    }
}

#[test]
fn answers_are_the_same_whatever_the_jobs() {
    for kind in KINDS {
        let input = input_file(&format!("{kind}-batch.in"), &batch(kind));
        assert_same_whatever_the_jobs(&["solve", kind, &input], &[], kind);
    }
}

#[test]
fn traces_and_explanations_are_the_same_whatever_the_jobs() {
    for kind in KINDS {
        let input = input_file(&format!("{kind}-batch.in"), &batch(kind));
        let json = unique(&format!("{kind}-traces.json"));
        let explained = unique(&format!("{kind}-explained.txt"));
        let args = [
            "solve",
            kind,
            &input,
            "--json",
            &json,
            "--explain",
            &explained,
            "--grid",
        ];
        assert_same_whatever_the_jobs(&args, &[&json, &explained], kind);
        // Each explanation comes just before its puzzle's answer.
        let to_stderr = ["solve", kind, &input, "--explain=-"];
        assert_same_whatever_the_jobs(&to_stderr, &[], &format!("{kind} --explain=-"));
    }
}

#[test]
fn stopped_states_are_the_same_whatever_the_jobs() {
    let input = input_file("nurikabe-stop.in", &batch("nurikabe"));
    let args = ["solve", "nurikabe", &input, "--stop-after", "4"];
    assert_same_whatever_the_jobs(&args, &[], "--stop-after");
}

/// Puzzles that cannot be read, or cannot be solved, are reported in
/// their places among the answers, whatever the jobs.
#[test]
fn reports_keep_their_places_whatever_the_jobs() {
    let good = puzzles_of("slink", &batch("slink"));
    let unreadable = "3 3\n1 2 x\n1 1 1\n2 2 2\n";
    let no_solution = "2 2\n3 3\n3 3\n";
    let text = format!("{good}{unreadable}{good}{no_solution}{good}0 0\n");
    let input = input_file("slink-damaged.in", &text);
    let run = deduce(&["solve", "slink", &input, "--jobs", "1"], "");
    assert_eq!(run.status, 2, "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 2, "{}", run.stderr);
    assert_same_whatever_the_jobs(&["solve", "slink", &input], &[], "a damaged batch");
    let json = unique("damaged.json");
    let args = ["solve", "slink", &input, "--json", &json, "--explain=-"];
    assert_same_whatever_the_jobs(&args, &[&json], "a damaged batch, recorded");
}

#[test]
fn picked_puzzles_are_the_same_whatever_the_jobs() {
    let input = input_file("nurikabe-pick.in", &batch("nurikabe"));
    for pick in ["3", "2,5-9", "1-2,40"] {
        let args = ["solve", "nurikabe", &input, "--pick", pick];
        assert_same_whatever_the_jobs(&args, &[], &format!("--pick {pick}"));
    }
}

#[test]
fn grades_are_the_same_whatever_the_jobs() {
    for kind in KINDS {
        let input = input_file(&format!("{kind}-grade.in"), &batch(kind));
        assert_same_whatever_the_jobs(&["grade", kind, &input], &[], kind);
        let json = ["grade", kind, &input, "--json"];
        assert_same_whatever_the_jobs(&json, &[], &format!("{kind} --json"));
    }
}

#[test]
fn coverage_counts_the_same_whatever_the_jobs() {
    for kind in KINDS {
        let input = input_file(&format!("{kind}-coverage.in"), &batch(kind));
        let json = ["coverage", kind, &input, "--json"];
        assert_same_whatever_the_jobs(&json, &[], &format!("{kind} coverage"));
    }
}

#[test]
fn zero_jobs_is_refused() {
    let input = repo("tests/data/slink_sample.in").display().to_string();
    for command in ["solve", "grade", "coverage"] {
        let run = deduce(&[command, "slink", &input, "--jobs", "0"], "");
        assert_eq!(run.status, 2, "{command}: {}", run.stderr);
        assert!(run.stderr.contains("--jobs"), "{command}: {}", run.stderr);
        assert!(run.stdout.is_empty(), "{command}: {}", run.stdout);
    }
}

/// A closed standard output ends the run quietly, and soon: no more
/// puzzles are started than the few already under way.
#[test]
fn a_closed_pipe_stops_the_jobs() {
    let one = puzzles_of(
        "nurikabe",
        &read(&repo("traces/nurikabe/judge-8x8-guess.in")),
    );
    let text = one.repeat(100) + "0 0\n";
    let input = input_file("nurikabe-many.in", &text);
    let args = ["solve", "nurikabe", &input, "--jobs", "2"];
    let started = std::time::Instant::now();
    let whole = deduce(&args, "");
    let whole_time = started.elapsed();
    assert_eq!(whole.status, 0, "{}", whole.stderr);
    let started = std::time::Instant::now();
    let run = deduce_into_closed_pipe(&args);
    let stopped_time = started.elapsed();
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(run.stderr.is_empty(), "{}", run.stderr);
    assert!(
        stopped_time * 4 < whole_time,
        "stopped after {stopped_time:?}, the whole batch takes {whole_time:?}"
    );
}
