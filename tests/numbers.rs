//! Numbers as people write them: a sign (`+3`) is refused everywhere, a
//! leading zero (`03`) is read as the number it writes, and a number too
//! large for any grid says so.

use crate::common;

use common::deduce;

const SLINK: &str = "1 . 1\n. . .\n1 . 1\n0 0\n";

#[test]
fn a_sign_is_refused_in_headers_and_clues() {
    let run = deduce(&["solve", "slink"], &format!("+3 3\n{SLINK}"));
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("found '+3'"), "{}", run.stderr);
    let run = deduce(&["solve", "nurikabe"], "2 2\n+1 .\n. .\n0 0\n");
    assert!(run.stderr.contains("found '+1'"), "{}", run.stderr);
    let run = deduce(&["solve", "sudominoku"], "+10\n");
    assert!(run.stderr.contains("found '+10'"), "{}", run.stderr);
    let run = deduce(&["solve", "pixel"], "+2 2\n__\n__\n");
    assert!(run.stderr.contains("found '+2'"), "{}", run.stderr);
}

#[test]
fn a_leading_zero_reads_as_the_number() {
    let plain = deduce(&["solve", "slink"], &format!("3 3\n{SLINK}"));
    let zero = deduce(&["solve", "slink"], &format!("03 3\n{SLINK}"));
    assert_eq!(zero.status, 0, "{}", zero.stderr);
    assert_eq!(zero.stdout, plain.stdout);
    let tokens = deduce(&["solve", "nurikabe"], "2 2\n03 .\n. .\n0 0\n");
    assert_eq!(
        tokens.stdout,
        deduce(&["solve", "nurikabe"], "2 2\n3 .\n. .\n0 0\n").stdout
    );
}

#[test]
fn a_huge_number_says_it_is_too_large() {
    let run = deduce(
        &["solve", "slink"],
        &format!("99999999999999999999 3\n{SLINK}"),
    );
    assert_eq!(run.status, 2);
    assert!(run.stderr.contains("far too large"), "{}", run.stderr);
    let run = deduce(&["solve", "nurikabe"], "1 2\n99999999999999999999 .\n0 0\n");
    assert!(
        run.stderr.contains("larger than the grid"),
        "{}",
        run.stderr
    );
}
