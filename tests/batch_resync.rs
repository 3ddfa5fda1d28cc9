//! A damaged puzzle in a batch never loses a good puzzle after it: in a
//! batch "good A, damaged X, good B", B is answered as it is alone, X is
//! reported as the one puzzle it is (so the puzzles after it keep their
//! numbers), and the error names X's number, line and column.

use crate::common;

use common::{Run, deduce, read, repo};

const SLINK: [&str; 2] = [
    "3 5\n3 3 3 2 3\n1 2 1 3 2\n3 3 2 2 2\n",
    "4 4\n1 2 3 1\n3 1 1 2\n2 1 1 3\n1 3 2 1\n",
];
const NURIKABE: [&str; 2] = [
    "3 4\n3...\n....\n.4..\n",
    "5 5\n2.5..\n.....\n.....\n.....\n..4.3\n",
];
const PIXEL: [&str; 2] = [
    "3 3\n___\n_9_\n___\n",
    "6 8\n_1__5_1_\n1_4__42_\n3__6__5_\n___56___\n_688___4\n_____6__\n",
];

/// Two good puzzles of `kind`, A and B, each as the judge writes it.
fn good_pair(kind: &str) -> [String; 2] {
    let [a, b] = match kind {
        "slink" => SLINK,
        "nurikabe" => NURIKABE,
        "pixel" => PIXEL,
        _ => {
            // The two puzzles of the judge sample: 10 dominoes, then 11.
            let sample = read(&repo("tests/data/sudominoku_sample.in"));
            let lines: Vec<&str> = sample.lines().collect();
            let text = |range: std::ops::Range<usize>| lines[range].join("\n") + "\n";
            return [text(0..12), text(12..25)];
        }
    };
    [a.to_string(), b.to_string()]
}

/// What ends a batch of `kind` (Fill-a-Pix has no end marker).
fn end_marker(kind: &str) -> &'static str {
    match kind {
        "slink" | "nurikabe" => "0 0\n",
        "sudominoku" => "0\n",
        _ => "",
    }
}

fn solve(kind: &str, strict: bool, puzzles: &[&str]) -> Run {
    let mut args = vec!["solve", kind];
    if strict {
        args.push("--strict");
    }
    deduce(&args, &(puzzles.concat() + end_marker(kind)))
}

/// The answer `deduce solve` prints for `puzzle` alone, as it reads when
/// the puzzle is number `number` of a batch (Slitherlink and
/// Su-Domino-Ku answers begin with the puzzle's number).
fn answer_alone(kind: &str, strict: bool, puzzle: &str, number: usize) -> String {
    let run = solve(kind, strict, &[puzzle]);
    assert_eq!(run.status, 0, "{puzzle:?} alone: {}", run.stderr);
    match kind {
        "slink" => run.stdout.replacen("1\n", &format!("{number}\n"), 1),
        "sudominoku" => run
            .stdout
            .replacen("Puzzle 1\n", &format!("Puzzle {number}\n"), 1),
        _ => run.stdout,
    }
}

/// Where and what the one error of a batch says.
struct Damage {
    /// `puzzle N` or `board N`.
    item: &'static str,
    line: usize,
    column: usize,
    says: &'static str,
}

fn assert_one_error(stderr: &str, damage: &Damage) {
    let place = format!(
        "{}: line {}, column {}: ",
        damage.item, damage.line, damage.column
    );
    let errors: Vec<&str> = stderr.lines().filter(|l| l.contains(": line ")).collect();
    assert_eq!(errors.len(), 1, "one error, not {stderr:?}");
    assert!(
        errors[0].contains(&place) && errors[0].contains(damage.says),
        "wanted '{place}...{}' in {stderr:?}",
        damage.says
    );
}

/// The batch A, `x`, B of `kind` answers A and B as they are answered
/// alone (as puzzles 1 and 3) and reports `x` once, as puzzle 2, at line
/// `line` of `x` (from 1) and `column`, saying `says`.
fn assert_spoils_only_itself(
    kind: &str,
    strict: bool,
    x: &str,
    (line, column): (usize, usize),
    says: &'static str,
) {
    let [a, b] = good_pair(kind);
    let run = solve(kind, strict, &[&a, x, &b]);
    let expected = answer_alone(kind, strict, &a, 1) + &answer_alone(kind, strict, &b, 3);
    assert_eq!(run.stdout, expected, "{x:?}\nstderr: {}", run.stderr);
    assert_eq!(run.status, 2, "{}", run.stderr);
    let damage = Damage {
        item: "puzzle 2",
        line: a.lines().count() + line,
        column,
        says,
    };
    assert_one_error(&run.stderr, &damage);
}

/// The batch A, `x`, B of `kind` is answered as if `x` were `clean`.
fn assert_read_as(kind: &str, x: &str, clean: &str) {
    let [a, b] = good_pair(kind);
    let run = solve(kind, false, &[&a, x, &b]);
    assert_eq!(run.status, 0, "{}", run.stderr);
    let expected = answer_alone(kind, false, &a, 1)
        + &answer_alone(kind, false, clean, 2)
        + &answer_alone(kind, false, &b, 3);
    assert_eq!(run.stdout, expected);
}

// Slitherlink: the reproducers of the issue.

#[test]
fn slink_a_blank_line_inside_a_grid_is_passed_over() {
    // The example: `2 2 / 3 3 / (blank) / 1 1 / 2 2 / ...`.
    assert_read_as("slink", "2 2\n3 3\n\n1 1\n", "2 2\n3 3\n1 1\n");
}

#[test]
fn slink_a_row_too_many_spoils_its_own_puzzle_only() {
    assert_spoils_only_itself(
        "slink",
        false,
        "2 3\n1 1 1\n1 1 1\n1 1 1\n",
        (4, 1),
        "expected the next 'rows cols' or '0 0', found a row too many for the 2x3 grid above",
    );
}

#[test]
fn slink_a_row_too_few_leaves_the_next_header_alone() {
    // B's header `4 4` stands where row 3 should.
    assert_spoils_only_itself(
        "slink",
        false,
        "3 3\n1 1 1\n1 1 1\n",
        (4, 1),
        "expected row 3 of 3, found '4 4', which reads as the next header",
    );
}

#[test]
fn slink_a_header_with_a_non_number_skips_the_rows_it_announces() {
    assert_spoils_only_itself(
        "slink",
        false,
        "2 x\n1 1 1\n1 1 1\n",
        (1, 3),
        "expected the number of columns, found 'x'",
    );
}

#[test]
fn slink_strict_a_header_out_of_range_skips_the_rows_it_announces() {
    // `2 21`: too wide for the judge, but its two rows are known.
    let row = |clue: &str| format!("{}\n", vec![clue; 21].join(" "));
    assert_spoils_only_itself(
        "slink",
        true,
        &format!("2 21\n{}{}", row("1"), row("2")),
        (1, 3),
        "the number of columns must be from 2 to 20, found 21",
    );
}

#[test]
fn slink_a_header_of_unknown_rows_resynchronises_at_the_next_header() {
    // Neither number reads: the rows are passed over up to the next line
    // that reads as a header.
    assert_spoils_only_itself(
        "slink",
        false,
        "x y\n1 1 1\n1 1 1\n",
        (1, 1),
        "expected the number of rows, found 'x'",
    );
}

#[test]
fn slink_a_header_that_announces_too_many_rows_resynchronises_at_the_next_header() {
    // Four rows announced, two given: after four rows B's second row
    // stands, no header, so the rows are passed over up to B's header.
    assert_spoils_only_itself("slink", false, "4 x\n1 1 1\n1 1 1\n", (1, 3), "found 'x'");
}

// Nurikabe: character rows and token rows.

#[test]
fn nurikabe_a_blank_line_inside_a_grid_is_passed_over() {
    assert_read_as("nurikabe", "3 4\n3...\n\n....\n.4..\n", NURIKABE[0]);
}

#[test]
fn nurikabe_a_row_too_many_spoils_its_own_puzzle_only() {
    assert_spoils_only_itself(
        "nurikabe",
        false,
        "3 3\n1..\n...\n..3\n...\n",
        (5, 1),
        "a row too many for the 3x3 grid above",
    );
}

#[test]
fn nurikabe_a_row_too_few_leaves_the_next_header_alone() {
    // `5 5` is a row of two tokens beyond the judge, two characters and a
    // space under it: no row of four cells either way.
    for strict in [false, true] {
        assert_spoils_only_itself(
            "nurikabe",
            strict,
            "4 4\n1...\n....\n....\n",
            (5, 1),
            "expected row 4 of 4, found '5 5', which reads as the next header",
        );
    }
}

#[test]
fn nurikabe_a_bad_header_skips_the_rows_it_announces() {
    assert_spoils_only_itself(
        "nurikabe",
        false,
        "3 x\n1..\n...\n..3\n",
        (1, 3),
        "found 'x'",
    );
    assert_spoils_only_itself(
        "nurikabe",
        true,
        "3 10\n1.........\n..........\n.........3\n",
        (1, 3),
        "the number of columns must be from 3 to 9, found 10",
    );
}

// Fill-a-Pix: no end marker, so grids are read to the end of the input.

#[test]
fn pixel_a_blank_line_inside_a_grid_is_passed_over() {
    assert_read_as("pixel", "3 3\n___\n\n_9_\n___\n", PIXEL[0]);
}

#[test]
fn pixel_a_row_too_many_spoils_its_own_puzzle_only() {
    assert_spoils_only_itself(
        "pixel",
        false,
        "2 2\n__\n__\n__\n",
        (4, 1),
        "expected the next 'rows cols' or the end of the input, found a row too many for the 2x2 grid above",
    );
}

#[test]
fn pixel_a_row_too_few_leaves_the_next_header_alone() {
    assert_spoils_only_itself(
        "pixel",
        false,
        "3 3\n___\n_9_\n",
        (4, 1),
        "expected row 3 of 3, found '6 8', which reads as the next header",
    );
}

#[test]
fn pixel_a_bad_header_skips_the_rows_it_announces() {
    assert_spoils_only_itself("pixel", false, "2 x\n__\n__\n", (1, 3), "found 'x'");
    assert_spoils_only_itself(
        "pixel",
        true,
        "2 11\n___________\n___________\n",
        (1, 3),
        "the number of columns must be from 1 to 10, found 11",
    );
}

// Su-Domino-Ku: a header is one number, a domino line four tokens, the
// singles line nine, so a puzzle's lines are told apart by their shape.

/// Puzzle A with its line `line` (from 1) written twice, or left out.
fn domino_a_with(line: usize, twice: bool) -> String {
    let [a, _] = good_pair("sudominoku");
    let mut lines: Vec<&str> = a.lines().collect();
    if twice {
        lines.insert(line, lines[line - 1]);
    } else {
        lines.remove(line - 1);
    }
    lines.join("\n") + "\n"
}

#[test]
fn sudominoku_a_blank_line_inside_a_puzzle_is_passed_over() {
    let [a, _] = good_pair("sudominoku");
    assert_read_as("sudominoku", &a.replacen("\n7 E1", "\n\n7 E1", 1), &a);
}

#[test]
fn sudominoku_a_doubled_domino_line_spoils_its_own_puzzle_only() {
    // The tenth domino twice: the second stands where the singles should.
    assert_spoils_only_itself(
        "sudominoku",
        false,
        &domino_a_with(11, true),
        (12, 10),
        "expected the nine locations of the single digits 1 to 9 (this looks like a domino",
    );
}

#[test]
fn sudominoku_a_doubled_singles_line_spoils_its_own_puzzle_only() {
    // The singles line ends the puzzle: a second one stands where B's
    // header should, a line too many of A's.
    assert_spoils_only_itself(
        "sudominoku",
        false,
        &domino_a_with(12, true),
        (13, 1),
        "found a line too many for the puzzle above",
    );
}

#[test]
fn sudominoku_a_missing_domino_line_spoils_its_own_puzzle_only() {
    assert_spoils_only_itself(
        "sudominoku",
        false,
        &domino_a_with(5, false),
        (11, 13),
        "(this looks like the line of single digits: are dominoes missing?)",
    );
}

#[test]
fn sudominoku_a_missing_singles_line_leaves_the_next_header_alone() {
    assert_spoils_only_itself(
        "sudominoku",
        false,
        &domino_a_with(12, false),
        (12, 1),
        "expected the line of the nine single digits' locations, found '11', which reads as the next header",
    );
}

#[test]
fn sudominoku_a_bad_header_spoils_its_own_puzzle_only() {
    let [a, _] = good_pair("sudominoku");
    let x = a.replacen("10\n", "ten\n", 1);
    assert_spoils_only_itself("sudominoku", false, &x, (1, 1), "found 'ten'");
    // Under --strict, 9 dominoes are fewer than the judge allows.
    let x = domino_a_with(11, false).replacen("10\n", "9\n", 1);
    assert_spoils_only_itself(
        "sudominoku",
        true,
        &x,
        (1, 1),
        "must be from 10 to 35, found 9",
    );
}

// The answer checker: `T`, then T boards. An unreadable board is
// answered NO, so the k-th line of the output stays the k-th board's.

const YES_BOARD: &str = "1 1\n1\n";

fn check(input: &str) -> Run {
    deduce(&["check", "nurikabe"], input)
}

/// Three boards, the middle one `x` (its line `line`, from 1), between
/// two that are YES: the middle one is answered NO and reported once.
fn assert_board_spoils_only_itself(x: &str, (line, column): (usize, usize), says: &'static str) {
    let run = check(&format!("3\n{YES_BOARD}{x}{YES_BOARD}"));
    assert_eq!(run.stdout, "YES\nNO\nYES\n", "{}", run.stderr);
    assert_eq!(run.status, 2, "{}", run.stderr);
    let damage = Damage {
        item: "board 2",
        line: 3 + line,
        column,
        says,
    };
    assert_one_error(&run.stderr, &damage);
}

#[test]
fn check_a_bad_board_header_skips_the_rows_it_announces() {
    assert_board_spoils_only_itself(
        "2 x\n##\n##\n",
        (1, 3),
        "expected the number of columns, found 'x'",
    );
    assert_board_spoils_only_itself(
        "2 51\n#\n#\n",
        (1, 3),
        "the number of columns must be from 1 to 50, found 51",
    );
}

#[test]
fn check_a_row_too_many_spoils_its_own_board_only() {
    assert_board_spoils_only_itself(
        "1 2\n##\n##\n",
        (3, 1),
        "a row too many for the 1x2 grid above",
    );
}

#[test]
fn check_a_row_too_few_leaves_the_next_header_alone() {
    assert_board_spoils_only_itself(
        "2 2\n##\n",
        (3, 1),
        "expected row 2 of 2, found '1 1', which reads as the next header",
    );
}

#[test]
fn check_a_blank_line_inside_a_board_is_passed_over() {
    let run = check(&format!("3\n{YES_BOARD}2 2\n#1\n\n1#\n{YES_BOARD}"));
    assert_eq!(run.stdout, "YES\nNO\nYES\n", "{}", run.stderr);
    // Read whole, and answered NO: the judge's output, exit 0.
    assert_eq!(run.status, 0, "{}", run.stderr);
}
