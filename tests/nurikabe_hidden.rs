//! Nurikabe "?" clues: a numbered cell whose number is hidden, its island
//! of any size. Shared puzzles with them are read, solved and written
//! back; what the solver finds agrees with a brute force over every
//! filling (a checker of its own, sharing nothing with deduce's); and on
//! puzzles with some clues made "?", a relaxation of each, no rule ever
//! decides a mark the puzzle's answer disagrees with.

use deduce::engine::{Outcome, Selection, Solver};
use deduce::formats::detect::read_batch;
use deduce::puzzles::nurikabe::{Clue, Mark, Nurikabe};

use crate::common;
use common::random::Lcg;
use common::{corpus, deduce, puzzles, read, repo};

/// A small puzzle: its clues, row by row.
#[derive(Clone, Debug)]
struct Small {
    rows: usize,
    cols: usize,
    clues: Vec<Option<Clue>>,
}

impl Small {
    fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// As a puzz.link URL: numbers 0-15 as one hex digit, `.` a "?",
    /// runs of blanks `g`-`z`.
    fn url(&self) -> String {
        let mut body = String::new();
        let mut run = 0;
        for clue in &self.clues {
            match clue {
                None => run += 1,
                Some(clue) => {
                    if run > 0 {
                        body.push((b'f' + run) as char);
                        run = 0;
                    }
                    match clue {
                        Clue::Number(n) => body.push_str(&format!("{n:x}")),
                        Clue::Hidden => body.push('.'),
                    }
                }
            }
        }
        if run > 0 {
            body.push((b'f' + run) as char);
        }
        format!(
            "https://puzz.link/p?nurikabe/{}/{}/{body}\n",
            self.cols, self.rows
        )
    }

    /// As a pzprv3 file with nothing drawn: `-` a "?".
    fn pzprv3(&self) -> String {
        let mut text = format!("pzprv3\nnurikabe\n{}\n{}\n", self.rows, self.cols);
        for row in self.clues.chunks(self.cols) {
            for clue in row {
                match clue {
                    None => text.push_str(". "),
                    Some(Clue::Hidden) => text.push_str("- "),
                    Some(Clue::Number(n)) => text.push_str(&format!("{n} ")),
                }
            }
            text.push('\n');
        }
        text
    }
}

/// The grid as bit masks (a cell per bit, in reading order), for the
/// brute force.
struct Bits {
    cols: usize,
    all: u32,
    not_first: u32,
    not_last: u32,
    /// Top left cells of the 2x2 blocks.
    tops: u32,
}

impl Bits {
    fn new(rows: usize, cols: usize) -> Bits {
        let all = (1u32 << (rows * cols)) - 1;
        let column = |c: usize| (0..rows).fold(0, |m, r| m | 1 << (r * cols + c));
        let not_first = all & !column(0);
        let not_last = all & !column(cols - 1);
        Bits {
            cols,
            all,
            not_first,
            not_last,
            tops: not_last & (all >> cols),
        }
    }

    fn around(&self, m: u32) -> u32 {
        (((m << 1) & self.not_first)
            | ((m >> 1) & self.not_last)
            | (m << self.cols)
            | (m >> self.cols))
            & self.all
    }

    /// The cells of `within` joined to the lowest cell of `from`.
    fn flood(&self, from: u32, within: u32) -> u32 {
        let mut reached = from & from.wrapping_neg();
        loop {
            let next = (reached | self.around(reached)) & within;
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }

    /// Whether `water` answers the puzzle: clues on land, no 2x2 water,
    /// the water one region, each island with one clue and, if it is a
    /// number, that many cells.
    fn answers(&self, puzzle: &Small, clue_cells: u32, water: u32) -> bool {
        let c = self.cols;
        if water & clue_cells != 0
            || water & (water >> 1) & (water >> c) & (water >> (c + 1)) & self.tops != 0
        {
            return false;
        }
        if water != 0 && self.flood(water, water) != water {
            return false;
        }
        let mut land = self.all & !water;
        while land != 0 {
            let island = self.flood(land, land);
            land &= !island;
            let clues = island & clue_cells;
            if clues.count_ones() != 1 {
                return false;
            }
            if let Some(Clue::Number(n)) = puzzle.clues[clues.trailing_zeros() as usize]
                && n != island.count_ones()
            {
                return false;
            }
        }
        true
    }
}

/// What every answer of the puzzle has: how many there are, the cells
/// water in all of them and those land in all of them.
struct Answers {
    count: usize,
    water_in_all: u32,
    land_in_all: u32,
}

fn brute_force(puzzle: &Small) -> Answers {
    let bits = Bits::new(puzzle.rows, puzzle.cols);
    let clue_cells = (0..puzzle.cells())
        .filter(|&c| puzzle.clues[c].is_some())
        .fold(0, |m, c| m | 1 << c);
    let free = bits.all & !clue_cells;
    let mut found = Answers {
        count: 0,
        water_in_all: bits.all,
        land_in_all: bits.all,
    };
    // Every set of water cells among the cells without a clue.
    let mut water = 0u32;
    loop {
        if bits.answers(puzzle, clue_cells, water) {
            found.count += 1;
            found.water_in_all &= water;
            found.land_in_all &= !water;
        }
        if water == free {
            return found;
        }
        water = water.wrapping_sub(free) & free;
    }
}

/// A puzzle made from a random answer (a sea with no pool, joined), one
/// clue per island, a "?" or its size; or now and then clues put at
/// random, which may have no answer.
fn random_puzzle(rng: &mut Lcg, rows: usize, cols: usize) -> Small {
    let cells = rows * cols;
    let bits = Bits::new(rows, cols);
    let mut clues = vec![None; cells];
    if rng.below(5) == 0 {
        for clue in clues.iter_mut() {
            if rng.below(5) == 0 {
                *clue = Some(match rng.below(3) {
                    0 => Clue::Hidden,
                    _ => Clue::Number(1 + rng.below(4) as u32),
                });
            }
        }
        return Small { rows, cols, clues };
    }
    let water = loop {
        let water = (0..cells)
            .filter(|_| rng.below(10) < 6)
            .fold(0u32, |m, c| m | 1 << c);
        let c = cols;
        let pool = water & (water >> 1) & (water >> c) & (water >> (c + 1)) & bits.tops != 0;
        if water != 0 && !pool && bits.flood(water, water) == water {
            break water;
        }
    };
    let mut land = bits.all & !water;
    while land != 0 {
        let island = bits.flood(land, land);
        land &= !island;
        let members: Vec<usize> = (0..cells).filter(|&c| island & 1 << c != 0).collect();
        let at = members[rng.below(members.len())];
        clues[at] = Some(if rng.below(2) == 0 {
            Clue::Hidden
        } else {
            Clue::Number(members.len() as u32)
        });
    }
    Small { rows, cols, clues }
}

fn read_one(text: &str) -> Nurikabe {
    let mut batch = read_batch::<Nurikabe>(text, false, None);
    assert_eq!(batch.items.len(), 1, "{text}");
    batch
        .items
        .pop()
        .unwrap()
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn no_guess() -> Selection {
    Selection {
        guess: false,
        ..Selection::all::<Nurikabe>()
    }
}

/// The cells of the state as water (bits set) and land, undecided left out.
fn decided(state: &Nurikabe) -> (u32, u32) {
    let cells = state.board.cells();
    let of = |mark: Mark| {
        (0..cells)
            .filter(|&c| state.is(c, mark))
            .fold(0, |m, c| m | 1 << c)
    };
    (of(Mark::Water), of(Mark::Land))
}

/// Random puzzles of 4x4, 4x5 and 5x5 with "?" clues, read from URLs and
/// pzprv3 files: the rules (hypotheses too, no guess) decide only marks
/// every answer has; with guesses the solver finds an answer exactly when
/// the brute force does, and it is one of them.
#[test]
fn hidden_clues_solve_as_a_brute_force_says() {
    let mut rng = Lcg::new(2024);
    let (mut unique, mut several, mut none, mut decided_some) = (0, 0, 0, 0);
    let mut hidden_seen = 0;
    for round in 0..160 {
        let (rows, cols) = [(4, 4), (4, 4), (4, 5), (5, 4), (5, 5)][round % 5];
        let puzzle = random_puzzle(&mut rng, rows, cols);
        hidden_seen += puzzle
            .clues
            .iter()
            .filter(|c| **c == Some(Clue::Hidden))
            .count();
        let text = if round % 2 == 0 {
            puzzle.url()
        } else {
            puzzle.pzprv3()
        };
        let answers = brute_force(&puzzle);
        let start = read_one(&text);
        assert_eq!(start.board.clues, puzzle.clues, "{text}");

        let mut ruled = start.clone();
        let trace = Solver::<Nurikabe>::new(&no_guess(), false).solve(&mut ruled);
        let (water, land) = decided(&ruled);
        if answers.count > 0 {
            assert!(
                !matches!(trace.outcome, Outcome::NoSolution(_)),
                "{text}: {:?} but {} answers",
                trace.outcome,
                answers.count
            );
            assert_eq!(
                water & !answers.water_in_all,
                0,
                "{text}: water not in every answer"
            );
            assert_eq!(
                land & !answers.land_in_all,
                0,
                "{text}: land not in every answer"
            );
            decided_some += usize::from(water != 0);
        }

        let mut solved = start.clone();
        let trace =
            Solver::<Nurikabe>::new(&Selection::all::<Nurikabe>(), false).solve(&mut solved);
        match answers.count {
            0 => {
                none += 1;
                assert!(
                    matches!(trace.outcome, Outcome::NoSolution(_)),
                    "{text}: {:?}",
                    trace.outcome
                );
            }
            n => {
                if n == 1 {
                    unique += 1;
                } else {
                    several += 1;
                }
                assert_eq!(trace.outcome, Outcome::Solved, "{text}");
                let (water, land) = decided(&solved);
                let bits = Bits::new(rows, cols);
                assert_eq!(water | land, bits.all);
                let clue_cells = (0..puzzle.cells())
                    .filter(|&c| puzzle.clues[c].is_some())
                    .fold(0, |m, c| m | 1 << c);
                assert!(
                    bits.answers(&puzzle, clue_cells, water),
                    "{text}: not an answer"
                );
                if n == 1 {
                    assert_eq!(water, answers.water_in_all, "{text}");
                }
            }
        }
    }
    // Every kind came up, and the rules had work to do.
    assert!(
        unique > 5 && several > 50 && none > 10,
        "{unique} {several} {none}"
    );
    assert!(
        decided_some > 40 && hidden_seen > 100,
        "{decided_some} {hidden_seen}"
    );
}

/// The puzzles of a judge-format text, with the answer each has (all
/// rules, guesses too); those without one are left out.
fn with_answers(text: &str) -> Vec<(Nurikabe, Vec<Mark>)> {
    puzzles::<Nurikabe>(text)
        .into_iter()
        .filter_map(|p| {
            let mut state = p.clone();
            let trace =
                Solver::<Nurikabe>::new(&Selection::all::<Nurikabe>(), false).solve(&mut state);
            let marks = (0..state.board.cells()).map(|c| state.mark(c)).collect();
            (trace.outcome == Outcome::Solved).then_some((p, marks))
        })
        .collect()
}

/// Some of the puzzle's clues made "?" (seeded): every answer of the
/// puzzle answers that one, so the rules, hypotheses and forcing there
/// never decide a mark the answer disagrees with, nor find no solution.
/// Returns how many marks they decided.
fn relaxed_agrees(puzzle: &Nurikabe, answer: &[Mark], rng: &mut Lcg, name: &str) -> usize {
    let cells = puzzle.board.cells();
    let clues: Vec<usize> = (0..cells)
        .filter(|&c| puzzle.board.clue(c).is_some())
        .collect();
    let keep: Vec<usize> = clues
        .iter()
        .copied()
        .filter(|_| rng.below(3) == 0)
        .collect();
    let mut relaxed = puzzle.with_clues_hidden_except(&keep);
    let hidden = clues.len() - keep.len();
    assert!((0..cells).all(|c| relaxed.board.clue(c).is_some() == puzzle.board.clue(c).is_some()));
    let trace = Solver::<Nurikabe>::new(&no_guess(), false).solve(&mut relaxed);
    assert!(
        !matches!(trace.outcome, Outcome::NoSolution(_)),
        "{name}, clues kept {keep:?}: {:?}",
        trace.outcome
    );
    let mut marks = 0;
    for (c, &want) in answer.iter().enumerate() {
        let mark = relaxed.mark(c);
        if mark != Mark::Unknown && puzzle.board.clue(c).is_none() {
            assert_eq!(
                mark,
                want,
                "{name}: cell {c}, clues kept {keep:?} of {}",
                clues.len()
            );
            marks += 1;
        }
    }
    // With every clue kept the puzzle is itself: nothing to show.
    marks * usize::from(hidden > 0)
}

#[test]
fn rules_on_hidden_clues_agree_with_the_answer_on_the_sample() {
    let mut rng = Lcg::new(7);
    let solved = with_answers(&read(&repo("tests/data/nurikabe_sample.in")));
    assert!(!solved.is_empty());
    let mut marks = 0;
    for (index, (puzzle, answer)) in solved.iter().enumerate() {
        for round in 0..4 {
            marks += relaxed_agrees(
                puzzle,
                answer,
                &mut rng,
                &format!("sample {index} round {round}"),
            );
        }
    }
    assert!(marks > 20, "{marks}");
}

#[test]
fn rules_on_hidden_clues_agree_with_the_answer_on_the_corpus() {
    let Some(path) = corpus("nurikabe/janko-judge.in") else {
        return;
    };
    let mut rng = Lcg::new(11);
    let solved = with_answers(&read(&path));
    let mut marks = 0;
    for (index, (puzzle, answer)) in solved.iter().enumerate() {
        for round in 0..2 {
            marks += relaxed_agrees(
                puzzle,
                answer,
                &mut rng,
                &format!("janko-judge {index} round {round}"),
            );
        }
    }
    assert!(marks > 500, "{marks}");
}

/// `.` in a URL and `-` in a pzprv3 file are "?" clues, written back the
/// same way; the judge format takes `?` but for `--strict`.
#[test]
fn hidden_clues_are_written_back_as_read() {
    let url = "https://puzz.link/p?nurikabe/5/5/g.k2o1k.g\n";
    let run = deduce(&["convert", "nurikabe", "--to", "url"], url);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert_eq!(run.stdout, url);
    let run = deduce(&["convert", "nurikabe", "--to", "pzprv3"], url);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let file =
        "pzprv3\nnurikabe\n5\n5\n. - . . . \n. . 2 . . \n. . . . . \n. . 1 . . \n. . . - . \n";
    assert_eq!(run.stdout, file);
    let back = deduce(&["convert", "nurikabe", "--to", "url"], file);
    assert_eq!(back.stdout, url);
    let judge = deduce(&["convert", "nurikabe", "--to", "judge"], url);
    assert_eq!(
        judge.stdout,
        "5 5\n.?...\n..2..\n.....\n..1..\n...?.\n0 0\n"
    );
    let strict = deduce(&["solve", "nurikabe", "--strict"], "p?nurikabe/3/3/.n\n");
    assert_eq!(strict.status, 2);
    assert!(
        strict.stderr.contains("no hidden number"),
        "{}",
        strict.stderr
    );
}

/// The answer, the explanation's grid and the drawing show a "?" as `?`;
/// the checker takes a "?" island of any size, still one clue to each.
#[test]
fn hidden_clues_show_as_question_marks_and_check_at_any_size() {
    // 3x3: a "?" in two corners; one answer is the middle row water.
    let url = "p?nurikabe/3/3/.m.\n";
    let run = deduce(&["solve", "nurikabe"], url);
    assert_eq!(run.status, 0, "{}", run.stderr);
    assert!(
        run.stdout.starts_with('?') && run.stdout.contains("?\n"),
        "{}",
        run.stdout
    );
    let explained = deduce(&["solve", "nurikabe", "--explain", "--grid"], url);
    assert!(explained.stderr.contains(" ? "), "{}", explained.stderr);
    let drawn = deduce(&["draw", "nurikabe"], url);
    assert_eq!(drawn.status, 0, "{}", drawn.stderr);
    assert!(drawn.stdout.contains(">?<"), "{}", drawn.stdout);

    let check = |answer: &str| {
        let file = format!("pzprv3\nnurikabe\n3\n3\n{answer}");
        deduce(&["check", "nurikabe"], &file).stdout
    };
    // Islands of 3 and 3, 2 and 3, 1 and 4: any size will do.
    assert_eq!(check("- + + \n# # # \n+ + - \n"), "YES\n");
    assert_eq!(check("- # + \n+ # + \n# # - \n"), "YES\n");
    assert_eq!(check("- # # \n# # + \n+ + - \n"), "YES\n");
    // A progress grid writes a "?" as `?` too.
    let progress = deduce(&["check", "nurikabe"], "?o#\n###\noo?\n");
    assert_eq!(progress.stdout, "YES\n", "{}", progress.stderr);
    // The two "?" in one island: two clues.
    let joined = check("- + + \n# # + \n+ # - \n");
    assert!(
        joined.starts_with("NO") && joined.contains("2 numbers"),
        "{joined}"
    );
}
