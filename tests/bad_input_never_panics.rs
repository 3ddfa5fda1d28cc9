//! Damaged inputs, made from the samples by a fixed sequence of random
//! edits (or, half the time for judge inputs, one digit changed, which
//! keeps the format but may leave no answer or several), for every
//! command that reads one: `solve` (with and without
//! `--explain`), `grade`, `hint` on a damaged progress file, `check` and
//! `replay` of a damaged JSON trace. None may panic or exit with anything
//! but 0, 1 or 2, and a refused judge input says where it went wrong.

use crate::common;

use common::random::Lcg;
use common::{Run, deduce, read, repo, scratch};
use serde_json::Value;

/// What an edit may put in: the characters of the four formats, a few
/// that belong to none, and line breaks.
const ALPHABET: &[u8] = b"0123456789._x#-  \n\n\t+?OoXW1aZ\r{}\"[],:/gz%@=t";

/// One digit of `text` changed to another: the input keeps its shape but
/// may now have no answer, several, or a clue out of range.
fn retouch(text: &str, random: &mut Lcg) -> String {
    let mut bytes = text.as_bytes().to_vec();
    let digits: Vec<usize> = (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit())
        .collect();
    if !digits.is_empty() {
        let at = digits[random.below(digits.len())];
        bytes[at] = b'0' + random.below(10) as u8;
    }
    String::from_utf8(bytes).expect("ASCII")
}

/// One to six edits of `text`: a character replaced, removed or added, a
/// stretch copied elsewhere, the text cut short, or a number up to 100000
/// put in.
fn damage(text: &str, random: &mut Lcg) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..1 + random.below(6) {
        if bytes.is_empty() {
            bytes.push(b'1');
        }
        let at = random.below(bytes.len());
        let any = ALPHABET[random.below(ALPHABET.len())];
        match random.below(10) {
            0..=2 => bytes[at] = any,
            3 | 4 => {
                bytes.remove(at);
            }
            5 | 6 => bytes.insert(at, any),
            7 => {
                let from = random.below(bytes.len());
                let to = (from + 1 + random.below(20)).min(bytes.len());
                let stretch = bytes[from..to].to_vec();
                bytes.splice(at..at, stretch);
            }
            8 => bytes.truncate(at),
            _ => {
                let number = random.below(100_001).to_string();
                bytes.splice(at..at, number.bytes());
            }
        }
    }
    String::from_utf8(bytes).expect("the samples and the alphabet are ASCII")
}

const KINDS: [&str; 4] = ["slink", "nurikabe", "sudominoku", "pixel"];

fn sample(kind: &str) -> String {
    read(&repo(&format!("tests/data/{kind}_sample.in")))
}

/// Exit 0, 1 or 2 and no panic, whatever the input.
fn assert_no_crash(args: &[&str], input: &str, run: &Run) {
    assert!(
        matches!(run.status, 0..=2) && !run.stderr.contains("panicked"),
        "deduce {args:?} exited {} on {input:?}: {}",
        run.status,
        run.stderr
    );
}

/// A refused judge input names where it went wrong, by line and column
/// (other lines of the message may report the puzzles that were read).
fn assert_says_where(args: &[&str], input: &str, run: &Run) {
    if run.status != 2 {
        return;
    }
    let placed = run.stderr.lines().any(|l| {
        l.split("line ")
            .skip(1)
            .any(|after| after.starts_with(|c: char| c.is_ascii_digit()))
            && l.contains("column ")
    });
    assert!(
        placed,
        "deduce {args:?} refused {input:?} without saying where: {}",
        run.stderr
    );
}

#[test]
fn damaged_judge_inputs_are_solved_or_refused_with_a_place() {
    let mut random = Lcg::new(1);
    for round in 0..120 {
        for kind in KINDS {
            let input = if round % 2 == 0 {
                damage(&sample(kind), &mut random)
            } else {
                retouch(&sample(kind), &mut random)
            };
            // Every command that reads a judge input (check, as an
            // answer: a damaged puzzle is rarely a finished grid).
            let commands: [&[&str]; 8] = [
                &["solve", kind],
                &["solve", kind, "--explain"],
                &["grade", kind],
                &["draw", kind],
                &["show", kind],
                &["coverage", kind, "-"],
                &["solve", kind, "--pick", "1"],
                &["check", kind],
            ];
            let args = commands[round % commands.len()];
            let run = deduce(args, &input);
            assert_no_crash(args, &input, &run);
            if args[0] != "check" {
                assert_says_where(args, &input, &run);
            }
        }
    }
}

#[test]
fn damaged_urls_game_ids_and_pzprv3_files_are_solved_or_refused_with_a_place() {
    let mut random = Lcg::new(5);
    let formats: &[(&str, &[&str])] = &[
        ("slink", &["url", "tatham", "pzprv3"]),
        ("nurikabe", &["url", "pzprv3"]),
        ("pixel", &["tatham"]),
    ];
    for &(kind, tos) in formats {
        for to in tos {
            let shared = deduce(&["convert", kind, "--to", to], &sample(kind));
            assert_eq!(shared.status, 0, "{kind} {to}: {}", shared.stderr);
            for _ in 0..15 {
                let input = damage(&shared.stdout, &mut random);
                let args = ["solve", kind];
                let run = deduce(&args, &input);
                assert_no_crash(&args, &input, &run);
                assert_says_where(&args, &input, &run);
            }
        }
    }
}

#[test]
fn damaged_boards_to_check_are_judged_or_refused_with_a_place() {
    let board = read(&repo("tests/data/nurikabe_check_sample.in"));
    let mut random = Lcg::new(2);
    for _ in 0..80 {
        let input = damage(&board, &mut random);
        let args = ["check", "nurikabe"];
        let run = deduce(&args, &input);
        assert_no_crash(&args, &input, &run);
        assert_says_where(&args, &input, &run);
    }
}

#[test]
fn damaged_progress_files_get_a_hint_or_a_refusal() {
    let mut random = Lcg::new(3);
    for round in 0..30 {
        for kind in KINDS {
            let steps = (round % 12).to_string();
            let partial = deduce(&["solve", kind, "--stop-after", &steps], &sample(kind));
            assert_eq!(partial.status, 0, "{kind}: {}", partial.stderr);
            let input = damage(&partial.stdout, &mut random);
            let args = ["hint", kind, "--level", "3"];
            let run = deduce(&args, &input);
            assert_no_crash(&args, &input, &run);
        }
    }
}

#[test]
fn damaged_traces_are_replayed_or_refused() {
    let mut random = Lcg::new(4);
    for kind in KINDS {
        let trace = scratch(&format!("{kind}.json"));
        let path = trace.to_str().unwrap();
        let solved = deduce(&["solve", kind, "--json", path], &sample(kind));
        assert_eq!(solved.status, 0, "{kind}: {}", solved.stderr);
        let text = read(&trace);
        let damaged = scratch(&format!("{kind}-damaged.json"));
        for _ in 0..25 {
            let input = damage(&text, &mut random);
            std::fs::write(&damaged, &input).unwrap();
            let args = ["replay", damaged.to_str().unwrap()];
            let run = deduce(&args, "");
            assert_no_crash(&args, &input, &run);
            // The damage may leave a trace that still holds: then replay
            // must have accepted it, saying so.
            if run.status == 0 {
                assert!(!run.stdout.is_empty(), "replay said nothing: {input:?}");
            }
        }
    }
}

/// The puzzles of a judge input, each its own lines (header first), and
/// what ends the batch (`0 0`, `0`, or nothing for Fill-a-Pix).
fn puzzles_of(kind: &str, text: &str) -> (Vec<Vec<String>>, &'static str) {
    let mut lines = text.lines().filter(|l| !l.trim().is_empty());
    let mut puzzles = Vec::new();
    while let Some(header) = lines.next() {
        let first: usize = header.split_whitespace().next().unwrap().parse().unwrap();
        if first == 0 {
            break;
        }
        // A grid's header gives its rows; Su-Domino-Ku's its dominoes,
        // then one line of the single digits.
        let body = if kind == "sudominoku" {
            first + 1
        } else {
            first
        };
        let mut puzzle = vec![header.to_string()];
        puzzle.extend(lines.by_ref().take(body).map(str::to_string));
        puzzles.push(puzzle);
    }
    let end = match kind {
        "sudominoku" => "0",
        "pixel" => "",
        _ => "0 0",
    };
    (puzzles, end)
}

/// One way a puzzle is damaged that a reader can see the end of, as the
/// judges' formats allow: a blank line inside it, a line of its body
/// lost or written twice, a header that does not read.
fn damage_lines(kind: &str, puzzle: &[String], how: usize, random: &mut Lcg) -> Vec<String> {
    let mut lines = puzzle.to_vec();
    // A line of the body (for Su-Domino-Ku a domino line).
    let body = 1 + random.below(lines.len() - if kind == "sudominoku" { 2 } else { 1 });
    match how {
        0 => lines.insert(body, String::new()),
        1 => {
            lines.remove(body);
        }
        2 => lines.insert(body, lines[body].clone()),
        3 if kind == "sudominoku" => lines[0] = "ten".to_string(),
        3 => {
            let rows = lines[0].split_whitespace().next().unwrap().to_string();
            lines[0] = format!("{rows} x");
        }
        _ if kind == "sudominoku" => {
            lines.pop();
        }
        _ => {
            let rows = lines[0].split_whitespace().next().unwrap().to_string();
            lines[0] = format!("{rows} 99999999999999999999");
        }
    }
    lines
}

/// What `solve` prints for `puzzle` alone, numbered as the `index`-th of
/// a batch (Slitherlink and Su-Domino-Ku number their answers).
fn answer_alone(kind: &str, puzzle: &[String], end: &str, index: usize) -> String {
    let input = format!("{}\n{end}\n", puzzle.join("\n"));
    let run = deduce(&["solve", kind], &input);
    assert_eq!(run.status, 0, "{kind}: {}", run.stderr);
    match kind {
        "slink" => run.stdout.replacen("1\n", &format!("{index}\n"), 1),
        "sudominoku" => run
            .stdout
            .replacen("Puzzle 1", &format!("Puzzle {index}"), 1),
        _ => run.stdout,
    }
}

#[test]
fn good_puzzles_after_a_damaged_one_are_still_answered() {
    let mut random = Lcg::new(6);
    for kind in KINDS {
        let (puzzles, end) = puzzles_of(kind, &sample(kind));
        // A puzzle of more than two columns, so that no row of it also
        // reads as a header.
        let damaged = puzzles
            .iter()
            .find(|p| {
                kind == "sudominoku" || p[1].split_whitespace().count() > 2 || !p[1].contains(' ')
            })
            .expect("a puzzle to damage");
        let good = &puzzles[puzzles.len() - 1];
        let first = answer_alone(kind, good, end, 1);
        let third = answer_alone(kind, good, end, 3);
        for how in 0..5 {
            for _ in 0..6 {
                let broken = damage_lines(kind, damaged, how, &mut random);
                let input = [
                    good.join("\n"),
                    broken.join("\n"),
                    good.join("\n"),
                    end.into(),
                ]
                .join("\n");
                let args = ["solve", kind];
                let run = deduce(&args, &input);
                assert_no_crash(&args, &input, &run);
                assert_says_where(&args, &input, &run);
                // A blank line is no damage; every other way is, and it
                // is the second puzzle's.
                if how > 0 {
                    assert_eq!(run.status, 2, "{kind} {input:?}: {}", run.stderr);
                    assert!(
                        run.stderr.contains("puzzle 2: line "),
                        "{kind} {input:?}: {}",
                        run.stderr
                    );
                }
                assert!(
                    run.stdout.starts_with(&first) && run.stdout.ends_with(&third),
                    "{kind}: the good puzzles around the damaged one are not both answered in\n{input}\n---\n{}{}",
                    run.stdout,
                    run.stderr
                );
            }
        }
    }
}

/// A selection of rules, at random: everything, or a tier and those
/// below (which may leave the puzzle stuck).
fn random_rules(random: &mut Lcg) -> Vec<&'static str> {
    match random.below(5) {
        0 => vec![],
        1 => vec!["--max-tier", "basic"],
        2 => vec!["--max-tier", "intermediate"],
        3 => vec!["--max-tier", "advanced"],
        _ => vec!["--max-tier", "hypothesis"],
    }
}

#[test]
fn every_trace_written_replays_as_its_solve_ended() {
    let mut random = Lcg::new(7);
    for round in 0..60 {
        for kind in KINDS {
            let input = if round % 4 == 0 {
                sample(kind)
            } else {
                retouch(&sample(kind), &mut random)
            };
            let trace = scratch(&format!("written-{kind}.json"));
            let path = trace.to_str().unwrap();
            let mut args = vec!["solve", kind, "--json", path];
            args.extend(random_rules(&mut random));
            let solved = deduce(&args, &input);
            assert_no_crash(&args, &input, &solved);
            if !trace.exists() {
                continue;
            }
            let replayed = deduce(&["replay", path], "");
            std::fs::remove_file(&trace).unwrap();
            let context = format!("deduce {args:?} on {input:?}: {}", replayed.stderr);
            if solved.status == 2 {
                // Some puzzle did not read: the others' traces replay,
                // numbered by their place in the file.
                assert!(matches!(replayed.status, 0 | 1), "{context}");
            } else {
                assert_eq!(replayed.status, solved.status, "{context}");
                assert_eq!(replayed.stdout, solved.stdout, "{context}");
            }
        }
    }
}

/// The opposite of an effect, in any puzzle's JSON: a line for a cross,
/// land for water, white for black, a fact that does not hold for one
/// that does.
fn opposite(effect: &mut Value) {
    let swaps = [("line", "cross"), ("water", "land"), ("black", "white")];
    for key in ["mark", "colour"] {
        if let Some(Value::String(word)) = effect.get_mut(key) {
            for (a, b) in swaps {
                if word == a || word == b {
                    *word = if word == a { b } else { a }.to_string();
                    return;
                }
            }
        }
    }
    for key in ["holds", "domino"] {
        if let Some(Value::Bool(yes)) = effect.get_mut(key) {
            *yes = !*yes;
            return;
        }
    }
    panic!("no opposite for {effect}");
}

/// Tampers with one claim of `trace` in a way that can never hold: a
/// rule step taken twice (its effects then hold already), an effect of a
/// rule step turned to its opposite (a sound rule never finds both), or
/// the outcome claimed otherwise.
fn tamper(trace: &mut Value, random: &mut Lcg) -> &'static str {
    let solved = trace["outcome"]["result"] == "solved";
    let steps = trace["steps"].as_array_mut().unwrap();
    let rule_steps: Vec<usize> = (0..steps.len())
        .filter(|&i| {
            steps[i].get("at").is_some() && !steps[i]["effects"].as_array().unwrap().is_empty()
        })
        .collect();
    let how = if rule_steps.is_empty() {
        2
    } else {
        random.below(3)
    };
    match how {
        0 => {
            let at = rule_steps[random.below(rule_steps.len())];
            let again = steps[at].clone();
            steps.insert(at + 1, again);
            "twice"
        }
        1 => {
            let at = rule_steps[random.below(rule_steps.len())];
            let effects = steps[at]["effects"].as_array_mut().unwrap();
            let which = random.below(effects.len());
            opposite(&mut effects[which]);
            "opposite"
        }
        _ => {
            let claims: &[&str] = if solved {
                &["stuck", "no-solution"]
            } else {
                &["solved"]
            };
            trace["outcome"]["result"] = Value::from(claims[random.below(claims.len())]);
            "claim"
        }
    }
}

#[test]
fn every_tampered_step_or_claim_is_refused() {
    let mut random = Lcg::new(8);
    for kind in KINDS {
        let mut sources: Vec<Value> = Vec::new();
        for entry in std::fs::read_dir(repo(&format!("traces/{kind}"))).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "json") {
                let traces: Value = serde_json::from_str(&read(&path)).unwrap();
                sources.extend(traces.as_array().unwrap().iter().cloned());
            }
        }
        sources.sort_by_key(|t| t.to_string());
        for round in 0..80 {
            let mut trace = sources[round % sources.len()].clone();
            let how = tamper(&mut trace, &mut random);
            let path = scratch(&format!("tampered-{kind}.json"));
            std::fs::write(&path, trace.to_string()).unwrap();
            let args = ["replay", path.to_str().unwrap()];
            let run = deduce(&args, "");
            assert!(
                run.status == 2 && run.stderr.contains("refused"),
                "{kind}: a tampered trace ({how}) was not refused (exit {}): {}\n{trace}",
                run.status,
                run.stderr
            );
        }
    }
}
