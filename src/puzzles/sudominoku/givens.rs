//! What a Su-Domino-Ku puzzle gives: the dominoes already placed and where
//! the nine single digits stand, on a 9x9 grid whose cells are numbered
//! 0..81 in reading order.

/// One placed domino: each half's cell and digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placed {
    pub halves: [(usize, u8); 2],
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Givens {
    pub dominoes: Vec<Placed>,
    /// `singles[d - 1]` is the cell of the single digit `d`.
    pub singles: [usize; 9],
}

pub const SIDE: usize = 9;
pub const CELLS: usize = SIDE * SIDE;

/// A location as the judge writes it: row letter `A`..`I`, column digit
/// `1`..`9` (`B3` is row 2, column 3).
pub fn parse_location(text: &str) -> Option<usize> {
    let mut chars = text.chars();
    let (row, col) = (chars.next()?, chars.next()?);
    if chars.next().is_some() || !('A'..='I').contains(&row) || !('1'..='9').contains(&col) {
        return None;
    }
    Some((row as usize - 'A' as usize) * SIDE + (col as usize - '1' as usize))
}

/// The judge's name of a cell (`B3`).
pub fn location_name(cell: usize) -> String {
    let row = char::from(b'A' + (cell / SIDE) as u8);
    format!("{row}{}", cell % SIDE + 1)
}

/// Two cells side by side (not diagonal).
pub fn beside(a: usize, b: usize) -> bool {
    let (ra, ca) = (a / SIDE, a % SIDE);
    let (rb, cb) = (b / SIDE, b % SIDE);
    ra.abs_diff(rb) + ca.abs_diff(cb) == 1
}

/// The index (0..36) of the domino with digits `a` and `b` (different,
/// 1..9, either order).
pub fn domino_index(a: u8, b: u8) -> usize {
    let (low, high) = (a.min(b) as usize, a.max(b) as usize);
    // Dominoes {1,2}..{1,9} first, then {2,3}.., as in a triangle.
    (low - 1) * (18 - low) / 2 + (high - low - 1)
}

/// The digits of domino `index` (0..36), low first: the inverse of
/// `domino_index`.
pub fn domino_digits(index: usize) -> (u8, u8) {
    let mut left = index;
    for low in 1..=8u8 {
        let count = (9 - low) as usize;
        if left < count {
            return (low, low + 1 + left as u8);
        }
        left -= count;
    }
    unreachable!("a domino index is below 36")
}

#[cfg(test)]
mod tests {
    use super::{beside, domino_digits, domino_index, location_name, parse_location};

    #[test]
    fn locations_read_and_print_the_judge_way() {
        assert_eq!(parse_location("A1"), Some(0));
        assert_eq!(parse_location("B3"), Some(11));
        assert_eq!(parse_location("I9"), Some(80));
        for bad in ["J1", "A0", "a1", "A10", "A", ""] {
            assert_eq!(parse_location(bad), None, "{bad}");
        }
        for cell in 0..81 {
            assert_eq!(parse_location(&location_name(cell)), Some(cell));
        }
    }

    #[test]
    fn the_36_dominoes_have_36_indices() {
        let mut seen = [false; 36];
        for a in 1..=9u8 {
            for b in a + 1..=9 {
                assert_eq!(domino_index(a, b), domino_index(b, a));
                assert!(!std::mem::replace(&mut seen[domino_index(a, b)], true));
                assert_eq!(domino_digits(domino_index(a, b)), (a, b));
            }
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn beside_means_sharing_a_side() {
        assert!(beside(0, 1) && beside(0, 9) && beside(10, 1));
        assert!(!beside(0, 10) && !beside(8, 9) && !beside(0, 0));
    }
}
