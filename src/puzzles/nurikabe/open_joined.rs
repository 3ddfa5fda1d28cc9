//! Whether the cells that are not land (water and undecided) are known
//! to form one connected area, kept as the state changes: `land-pocket`
//! finds nothing exactly then, and it is asked after every change. Water
//! never splits the area (it stays in it); new land can, but only if the
//! cell was a way through: when the open cells beside it are joined
//! round it anyway, the area stays whole.

use super::board::Board;
use super::state::Mark;
use crate::puzzles::ring::around;

/// With `cell` turned to land in `marks`, the open cells beside it are
/// still joined without it, through the cells round it: the open area,
/// whole before, is whole still. A cut it cannot rule out this way is
/// taken to split it.
pub fn still_joined(board: &Board, marks: &[Mark], cell: usize) -> bool {
    let open = around(board.rows, board.cols, cell, false, |c| {
        marks[c] != Mark::Land
    });
    // Runs of open cells round the ring; those holding a side neighbour.
    let Some(closed) = open.iter().position(|&o| !o) else {
        return true;
    };
    let mut runs = 0;
    let mut in_run = false;
    let mut run_has_side = false;
    for step in 1..=8 {
        let at = (closed + step) % 8;
        if open[at] {
            if !in_run {
                in_run = true;
                run_has_side = false;
            }
            run_has_side |= at % 2 == 0;
        } else if in_run {
            in_run = false;
            runs += usize::from(run_has_side);
        }
    }
    runs <= 1
}

#[cfg(test)]
mod tests {
    use super::still_joined;
    use crate::puzzles::nurikabe::board::Board;
    use crate::puzzles::nurikabe::state::Mark;

    fn marks(rows: &[&str]) -> (Board, Vec<Mark>) {
        let cols = rows[0].len();
        let board = Board::new(rows.len(), cols, vec![None; rows.len() * cols], false);
        let marks = rows
            .iter()
            .flat_map(|r| r.chars())
            .map(|ch| if ch == '#' { Mark::Land } else { Mark::Unknown })
            .collect();
        (board, marks)
    }

    #[test]
    fn land_between_two_open_sides_may_cut() {
        // The centre turns to land between open cells above and below.
        let (board, m) = marks(&["#.#", "###", "#.#"]);
        assert!(!still_joined(&board, &m, 4));
        // A way round on the right keeps them joined.
        let (board, m) = marks(&[".##", ".#.", "..."]);
        assert!(still_joined(&board, &m, 4));
        let (board, m) = marks(&["..", ".#"]);
        assert!(still_joined(&board, &m, 3));
    }

    #[test]
    fn the_grid_edge_is_no_way_round() {
        let (board, m) = marks(&[".#."]);
        assert!(!still_joined(&board, &m, 1));
        let (board, m) = marks(&["##."]);
        assert!(still_joined(&board, &m, 1));
    }
}
