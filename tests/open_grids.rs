//! Grids with few or no clues have many answers; the search must still
//! find one quickly: when a round of hypotheses finds nothing, the guess
//! it takes is the assumption whose trial already finished the grid (and
//! the grid held), so a guess is not spent on each mark in turn.

use crate::common;

use common::{deduce, open_grid};

/// How many guesses `grade` counts for the one puzzle of `input`, after
/// checking that it solved it and found the answer not unique.
fn guesses(puzzle: &str, input: &str) -> usize {
    let graded = deduce(&["grade", puzzle, "--json"], input);
    assert_eq!(graded.status, 0, "{}", graded.stderr);
    let report: serde_json::Value = serde_json::from_str(&graded.stdout).expect("grade --json");
    let report = &report[0];
    assert_eq!(report["outcome"], "solved", "{report}");
    assert_eq!(report["unique"], false, "{report}");
    let rules = report["rules"].as_array().expect("steps per rule");
    let guess = rules.iter().find(|r| r["id"] == "guess");
    guess
        .and_then(|r| r["steps"].as_u64())
        .expect("a guess was needed") as usize
}

#[test]
fn a_slitherlink_without_clues_is_solved_with_a_few_guesses_not_one_per_row() {
    // Each guess used to take the side that decided least, one segment
    // each: 41 guesses on a 20x20.
    assert!(guesses("slink", &open_grid(20, None)) <= 4);
}

#[test]
fn a_nurikabe_whose_one_island_is_all_but_one_cell_takes_one_guess() {
    // It took one guess per cell (194 on a 14x14), each after a full
    // round of hypotheses.
    assert_eq!(guesses("nurikabe", &open_grid(14, Some(14 * 14 - 1))), 1);
}

/// A Fill-a-Pix whose clues leave most cells unseen: judge output takes
/// the cells no clue sees all at once (`Puzzle::free_choices`), a
/// recorded solve (`--explain`) a guess and a round of hypotheses apiece;
/// both must end on the same grid, those cells white.
#[test]
fn a_fill_a_pix_with_cells_no_clue_sees_ends_where_the_recorded_search_does() {
    let input = "5 7\n_2_____\n4______\n_3_____\n_______\n_1_____\n";
    let judge = deduce(&["solve", "pixel"], input);
    let recorded = deduce(&["solve", "pixel", "--explain", "/dev/null"], input);
    assert_eq!(judge.status, 0, "{}", judge.stderr);
    assert_eq!(recorded.status, 0, "{}", recorded.stderr);
    assert_eq!(judge.stdout, recorded.stdout);
    for row in judge.stdout.lines() {
        assert_eq!(&row[3..], "0000", "{}", judge.stdout);
    }
}

/// A Fill-a-Pix without a clue has every grid for an answer: judge
/// output paints it white, and `grade` finds it not unique.
#[test]
fn a_fill_a_pix_without_clues_is_white_and_not_unique() {
    let input = "3 4\n____\n____\n____\n";
    let judge = deduce(&["solve", "pixel"], input);
    assert_eq!(judge.status, 0, "{}", judge.stderr);
    assert_eq!(judge.stdout, "0000\n0000\n0000\n");
    guesses("pixel", input);
}

/// 40% of the clues of a random 40x40 image (`benches/open_inputs.py`'s
/// pixel-image-40): many answers, and a search of hundreds of guesses.
/// A recorded solve keeps the shortest refutation of each round, so its
/// search meets its guesses otherwise than judge output's does and could
/// end on another answer; it is then run again with each guess taking
/// judge output's side, and `--explain` explains the grid `solve` prints.
#[test]
fn a_recorded_solve_ends_on_the_answer_judge_output_prints() {
    let input = common::read(&common::repo("tests/data/pixel_image_40.in"));
    let judge = deduce(&["solve", "pixel"], &input);
    let recorded = deduce(&["solve", "pixel", "--explain", "/dev/null"], &input);
    assert_eq!(judge.status, 0, "{}", judge.stderr);
    assert_eq!(recorded.status, 0, "{}", recorded.stderr);
    assert_eq!(judge.stdout, recorded.stdout);
}
