//! `hint` never calls a right mark wrong. Progress files are made from
//! the answers of each puzzle's test puzzles: some of the answer's marks,
//! and 0 to 2 marks the answer disagrees with, written where a person
//! would write them. The answers are checked against the `.out` files
//! first, so that the judge of right and wrong is not the solver alone.
//! Then: with no wrong mark the hint is a next step; with one or two, it
//! names a wrong mark, one of those written, never one of the answer's;
//! and `check` blames no right mark either.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::common;

use common::{corpus_root, data, read};
use deduce::engine::words::effect_text;
use deduce::engine::{Outcome, Selection, Solver};
use deduce::io::PuzzleIo;
use deduce::puzzles::nurikabe::Nurikabe;
use deduce::puzzles::pixel::Pixel;
use deduce::puzzles::slink::Slink;
use deduce::puzzles::sudominoku::SuDominoKu;
use deduce::wire::givens::Givens;
use deduce::{HintOptions, HintVerdict, Named, PuzzleKind, ReadOne};

/// A small fixed random walk, so that a failure repeats.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The puzzles of `input` with their answers, each answer's judge output
/// checked against `output`, the independent `.out`.
fn answered<P: PuzzleIo + Givens>(input: &Path, output: &Path) -> Vec<(P, P)> {
    let batch = P::parse_batch(&read(input), false);
    let solver = Solver::<P>::new(&Selection::all::<P>(), false);
    let mut judged = String::new();
    let mut pairs = Vec::new();
    for (i, puzzle) in batch.items.into_iter().enumerate() {
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{}: {e}", input.display()));
        let mut answer = puzzle.clone();
        assert_eq!(solver.solve(&mut answer).outcome, Outcome::Solved);
        judged.push_str(&answer.judge_output(i + 1).unwrap());
        pairs.push((puzzle, answer));
    }
    assert_eq!(
        judged,
        read(output),
        "{}: the answers are the .out's",
        input.display()
    );
    pairs
}

/// A progress text as a grid of characters, its lines padded to one
/// width (a writer may trim a line's end).
fn grid(text: &str) -> Vec<Vec<char>> {
    let width = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    text.lines()
        .map(|l| {
            let mut row: Vec<char> = l.chars().collect();
            row.resize(width, ' ');
            row
        })
        .collect()
}

/// Where the progress text of `puzzle` with `mark` made differs from
/// that of `puzzle`: the characters a person types to make it; and the
/// marks they make.
#[allow(clippy::type_complexity)]
fn typed<P: PuzzleIo + Givens>(
    puzzle: &P,
    mark: P::Effect,
) -> Option<(Vec<(usize, usize, char)>, Vec<P::Effect>)> {
    let mut marked = puzzle.clone();
    marked.apply(mark, &mut Vec::new()).ok()?;
    let mut made = Vec::new();
    marked.decided(&mut made);
    let before = grid(&puzzle.progress_text());
    let after = grid(&marked.progress_text());
    if before.len() != after.len() || before[0].len() != after[0].len() {
        return None;
    }
    let mut typed = Vec::new();
    for (line, (was, now)) in before.iter().zip(&after).enumerate() {
        for (column, (a, b)) in was.iter().zip(now).enumerate() {
            if a != b {
                typed.push((line, column, *b));
            }
        }
    }
    (!typed.is_empty()).then_some((typed, made))
}

/// Whether `with` reads as a progress file with the givens `without`
/// reads with: a mark made, not a given.
fn reads_as_marks<P: PuzzleIo + Givens>(without: &[Vec<char>], with: &[Vec<char>]) -> bool {
    let givens = |text: &[Vec<char>]| {
        let text: String = text
            .iter()
            .map(|row| row.iter().collect::<String>() + "\n")
            .collect();
        P::read_progress(&text)
            .ok()
            .map(|p| serde_json::to_value(p.state.givens_json()).unwrap())
    };
    givens(with).is_some() && givens(with) == givens(without)
}

/// Hints on `trials` progress files made from each of `pairs`; returns
/// how many held a wrong mark.
fn hints_never_blame_right_marks<P: PuzzleIo + Givens>(
    kind: PuzzleKind,
    name: &str,
    pairs: &[(P, P)],
    trials: usize,
    dice: &mut Dice,
) -> usize {
    let mut with_mistakes = 0;
    for (number, (puzzle, answer)) in pairs.iter().enumerate() {
        let mut marks = Vec::new();
        answer.marks(&mut marks);
        let given: HashSet<P::Effect> = {
            let mut given = Vec::new();
            puzzle.marks(&mut given);
            given.into_iter().collect()
        };
        marks.retain(|m| !given.contains(m));
        // The marks a person may make wrong: any the answer disagrees
        // with (a wrong digit, not only the opposite of a right mark).
        let mut mistakes = Vec::new();
        puzzle.candidates(&mut mistakes);
        let opposites: Vec<P::Effect> = mistakes.iter().map(|&m| puzzle.negate(m)).collect();
        mistakes.extend(opposites);
        mistakes.retain(|&m| !answer.holds(m));
        mistakes.sort_by_key(|&m| effect_text(puzzle, m));
        mistakes.dedup();
        if marks.is_empty() || mistakes.is_empty() {
            continue;
        }
        for trial in 0..trials {
            // Some of the answer's marks, made as a person makes them...
            let keep_in = 2 + dice.below(8);
            let mut kept = puzzle.clone();
            for &mark in &marks {
                if dice.below(10) < keep_in {
                    kept.apply(mark, &mut Vec::new())
                        .expect("an answer's marks agree");
                }
            }
            let mut text = grid(&kept.progress_text());
            // ...and 0 to 2 the answer disagrees with, where nothing is
            // written. A mark may write more than itself (a domino walls
            // its cells in): what the answer disagrees with of that is
            // wrong.
            let mut wrong = Vec::new();
            let mut written = 0;
            let wanted = dice.below(3);
            for _ in 0..20 {
                if written == wanted {
                    break;
                }
                let mark = mistakes[dice.below(mistakes.len())];
                let Some((chars, made)) = typed(puzzle, mark) else {
                    continue;
                };
                if chars
                    .iter()
                    .any(|&(l, c, _)| !matches!(text[l][c], ' ' | '.'))
                {
                    continue;
                }
                let mut with = text.clone();
                for (l, c, typed) in chars {
                    with[l][c] = typed;
                }
                // Where the format reads such marks as givens (a Su-Domino-
                // Ku domino with its digits), they are no person's marks.
                if !reads_as_marks::<P>(&text, &with) {
                    continue;
                }
                text = with;
                written += 1;
                let made = made.into_iter().filter(|&m| !answer.holds(m));
                wrong.extend(made.map(|m| effect_text(puzzle, m)));
            }
            let text: String = text
                .iter()
                .map(|row| row.iter().collect::<String>() + "\n")
                .collect();
            let hint = deduce::hint(
                kind,
                Named::new(&text),
                &ReadOne::default(),
                &HintOptions::default(),
            )
            .unwrap_or_else(|e| panic!("{name} {number} trial {trial}: {e}\n{text}"));
            let said = format!("{name} puzzle {number} trial {trial}:\n{text}\n{hint:?}");
            if written == 0 {
                assert!(
                    matches!(hint.verdict, HintVerdict::Next | HintVerdict::Finished),
                    "no mark is wrong: {said}"
                );
                continue;
            }
            with_mistakes += 1;
            assert!(
                matches!(hint.verdict, HintVerdict::BrokenMark | HintVerdict::Mistake),
                "a wrong mark is not named: {said}"
            );
            let named = hint.wrong.as_ref().expect("the wrong mark");
            assert!(
                wrong.contains(&named.mark),
                "{} is right, the wrong marks are {wrong:?}: {said}",
                named.mark
            );
            assert!(named.line.is_some(), "where it stands: {said}");
            // `check` names the same kind of mark: a wrong one.
            let checked = deduce::check(kind, Named::new(&text), &ReadOne::default()).unwrap();
            for line in &checked.broken {
                if let Some((mark, _)) = line.split_once(" (line ") {
                    assert!(
                        wrong.iter().any(|w| w == mark),
                        "check blames {mark}, the wrong marks are {wrong:?}: {said}"
                    );
                }
            }
        }
    }
    with_mistakes
}

fn sample<P: PuzzleIo + Givens>(file: &str) -> Vec<(P, P)> {
    let input = PathBuf::from(data(&format!("{file}.in")));
    answered(&input, &input.with_extension("out"))
}

fn check_kind<P: PuzzleIo + Givens>(kind: PuzzleKind, name: &str, pairs: &[(P, P)], trials: usize) {
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15 ^ name.len() as u64);
    let wrong = hints_never_blame_right_marks(kind, name, pairs, trials, &mut dice);
    assert!(
        wrong >= trials / 4,
        "{name}: only {wrong} progress files held a wrong mark"
    );
}

#[test]
fn slink_hints_never_blame_a_right_mark() {
    let pairs = sample::<Slink>("slink_sample");
    check_kind(PuzzleKind::Slink, "slink", &pairs, 30);
}

#[test]
fn nurikabe_hints_never_blame_a_right_mark() {
    let pairs = sample::<Nurikabe>("nurikabe_sample");
    check_kind(PuzzleKind::Nurikabe, "nurikabe", &pairs, 40);
}

#[test]
fn pixel_hints_never_blame_a_right_mark() {
    let pairs = sample::<Pixel>("pixel_sample");
    check_kind(PuzzleKind::Pixel, "pixel", &pairs, 60);
}

#[test]
fn sudominoku_hints_never_blame_a_right_mark() {
    let pairs = sample::<SuDominoKu>("sudominoku_sample");
    check_kind(PuzzleKind::Sudominoku, "sudominoku", &pairs, 30);
}

/// The same over the corpus's larger sets, a few puzzles each.
#[test]
fn corpus_hints_never_blame_a_right_mark() {
    let root = corpus_root();
    if common::corpus("slink/janko-blank-small.in").is_none() {
        return;
    }
    let slink = answered::<Slink>(
        &root.join("slink/janko-blank-small.in"),
        &root.join("slink/janko-blank-small.out"),
    );
    check_kind(PuzzleKind::Slink, "janko slink", &slink[..6], 8);
    let nurikabe = answered::<Nurikabe>(
        &root.join("nurikabe/janko-judge.in"),
        &root.join("nurikabe/janko-judge.out"),
    );
    check_kind(PuzzleKind::Nurikabe, "janko nurikabe", &nurikabe[..6], 8);
    let pixel = answered::<Pixel>(
        &root.join("pixel/janko-10_15x15.in"),
        &root.join("pixel/janko-10_15x15.out"),
    );
    check_kind(PuzzleKind::Pixel, "janko pixel", &pixel, 30);
}
