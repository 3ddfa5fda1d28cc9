//! A state built from its marks in one pass: what `Slink::set` keeps up
//! to date mark by mark (counts, path ends, colour classes), worked out
//! for all the marks at once, and refused for what `set` would refuse
//! on one of them. The head start uses it to take a whole grid's worth
//! of marks found a row at a time (`basic_words`).
//!
//! Every refusal of `set` is of something that stays once it holds: too
//! many lines or crosses at a clue or dot, a loop closed with other lines
//! about or a clue short, relations of colour that disagree. So the marks
//! are refused here exactly when making them one by one, in any order,
//! would meet a refusal.

use crate::engine::words::counted;
use std::sync::Arc;

use crate::engine::Contradiction;

use super::super::board::Board;
use super::super::grid::{NONE, Seg};
use super::{Mark, Slink};

impl Slink {
    /// The state holding `marks` (one per segment) on `board`.
    pub(in crate::puzzles::slink) fn from_marks(
        board: Arc<Board>,
        marks: &[Mark],
    ) -> Result<Slink, Contradiction> {
        let mut state = Slink::new(board);
        let board = Arc::clone(&state.board);
        let grid = &board.grid;
        for (s, &mark) in marks.iter().enumerate() {
            if mark == Mark::Unknown {
                continue;
            }
            let line = mark == Mark::Line;
            state.marks[s] = mark;
            state.marked.push(s as Seg);
            state.unknown -= 1;
            state.lines += usize::from(line);
            for cell in grid.seg_cells(s as Seg).into_iter().flatten() {
                if line {
                    state.cell_lines[cell] += 1;
                } else {
                    state.cell_crosses[cell] += 1;
                }
            }
            for d in grid.seg_dots(s as Seg) {
                if line {
                    state.dot_lines[d] += 1;
                } else {
                    state.dot_crosses[d] += 1;
                }
            }
            let [a, b] = state.seg_nodes(s as Seg);
            if !state.colours.relate(a, b, line, None::<fn(usize)>) {
                return Err(Contradiction(format!(
                    "the cells either side of {} disagree",
                    grid.seg_name(s as Seg)
                )));
            }
        }
        state.check_counts()?;
        state.trace_paths()?;
        Ok(state)
    }

    /// What `count_side` and `count_at_dot` refuse, over the whole grid;
    /// and the count of clues not yet met.
    fn check_counts(&mut self) -> Result<(), Contradiction> {
        let board = Arc::clone(&self.board);
        let grid = &board.grid;
        self.unsatisfied = 0;
        for cell in 0..grid.cell_count() {
            if let Some(n) = board.clue(cell) {
                let (lines, crosses) = (self.cell_lines[cell], self.cell_crosses[cell]);
                if lines > n || crosses > 4 - n {
                    return Err(Contradiction(format!(
                        "{} (clue {n}) would have {} and {}",
                        grid.cell_name(cell),
                        counted(usize::from(lines), "line", "lines"),
                        counted(usize::from(crosses), "cross", "crosses")
                    )));
                }
                self.unsatisfied += usize::from(lines != n);
            }
        }
        for d in 0..grid.dot_count() {
            let (lines, crosses) = (self.dot_lines[d], self.dot_crosses[d]);
            if lines > 2 || (lines == 1 && crosses == 3) {
                return Err(Contradiction(format!(
                    "dot {} would have {} and {}",
                    grid.dot_name(d),
                    counted(usize::from(lines), "line", "lines"),
                    counted(usize::from(crosses), "cross", "crosses")
                )));
            }
        }
        Ok(())
    }

    /// Each path's ends and length, walked from one end; then whatever
    /// lines no path holds are closed loops, allowed only as the whole
    /// answer (one loop, no other line, every clue met).
    fn trace_paths(&mut self) -> Result<(), Contradiction> {
        let dots = self.board.grid.dot_count();
        let mut on_paths = vec![false; dots];
        let mut in_paths = 0;
        for start in 0..dots {
            if self.dot_lines[start] != 1 || on_paths[start] {
                continue;
            }
            let (end, len) = self.walk(start, &mut on_paths);
            in_paths += len as usize;
            self.path_other_end[start] = end as u32;
            self.path_other_end[end] = start as u32;
            self.path_len[start] = len;
            self.path_len[end] = len;
        }
        if in_paths == self.lines {
            return Ok(());
        }
        // The lines left are in loops: one of them is the whole answer
        // only when it holds every line.
        let first = (0..dots).find(|&d| self.dot_lines[d] == 2 && !on_paths[d]);
        let (_, len) = self.walk(first.unwrap_or(0), &mut on_paths);
        if in_paths > 0 || len as usize != self.lines {
            return Err(Contradiction(
                "a loop would close while other lines remain".into(),
            ));
        }
        if self.unsatisfied > 0 {
            return Err(Contradiction(
                "the loop would close with a clue not met".into(),
            ));
        }
        self.loop_closed = true;
        Ok(())
    }

    /// From `start` along its lines until a path end or back at `start`,
    /// noting each dot passed in `passed`: where it stopped and how many
    /// segments it went.
    fn walk(&self, start: usize, passed: &mut [bool]) -> (usize, u32) {
        let grid = &self.board.grid;
        let (mut at, mut came, mut len) = (start, NONE, 0);
        passed[start] = true;
        loop {
            let next = grid
                .dot_segs(at)
                .iter()
                .copied()
                .find(|&s| s != NONE && s != came && self.marks[s as usize] == Mark::Line);
            let Some(s) = next else {
                return (at, len);
            };
            let [a, b] = grid.seg_dots(s);
            at = if a == at { b } else { a };
            passed[at] = true;
            came = s;
            len += 1;
            if at == start || self.dot_lines[at] == 1 {
                return (at, len);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::engine::head_start_check::Lcg;

    use super::super::super::board::Board;
    use super::super::{Mark, SegMark, Slink};

    /// What rules and later marks read of a state: equal for the two ways
    /// of making it (the colour classes by their relations, the path ends
    /// where there are ends; the rest is bookkeeping of how it was made).
    fn reading(p: &Slink) -> String {
        let nodes = p.outside() + 1;
        let relations: Vec<Option<bool>> = (0..nodes * nodes)
            .map(|n| p.colours.differ(n / nodes, n % nodes))
            .collect();
        let ends: Vec<(usize, Option<usize>, u32)> = (0..p.board.grid.dot_count())
            .filter(|&d| p.dot_lines[d] == 1)
            .map(|d| (d, p.other_end(d), p.path_len[d]))
            .collect();
        format!(
            "{:?} {:?} {:?} {:?} {:?} {} {} {} {} {relations:?} {ends:?}",
            p.marks,
            p.cell_lines,
            p.cell_crosses,
            p.dot_lines,
            p.dot_crosses,
            p.unknown,
            p.lines,
            p.unsatisfied,
            p.loop_closed
        )
    }

    /// Random grids up to 5x5, some without clues, marked in a random
    /// order: a rectangle's outline as lines (a loop once closed), other
    /// segments mostly crossed. After each mark that `set` takes, the
    /// state built from the marks so far reads the same; at the first
    /// it refuses, building from the marks is refused too.
    #[test]
    fn a_state_from_its_marks_is_the_one_set_makes_mark_by_mark() {
        let mut random = Lcg::new(77);
        let (mut taken, mut refused, mut loops) = (0, 0, 0);
        for _ in 0..400 {
            let (rows, cols) = (1 + random.below(5), 1 + random.below(5));
            let clued = random.below(3) != 0;
            let clues = (0..rows * cols)
                .map(|_| (clued && random.below(2) == 0).then(|| random.below(5) as u8))
                .collect();
            let board = Arc::new(Board::new(rows, cols, clues));
            let grid = &board.grid;
            let (top, left) = (random.below(rows), random.below(cols));
            let (bottom, right) = (
                top + random.below(rows - top),
                left + random.below(cols - left),
            );
            let mut outline = vec![false; grid.seg_count()];
            for j in left..=right {
                outline[grid.h(top, j) as usize] = true;
                outline[grid.h(bottom + 1, j) as usize] = true;
            }
            for i in top..=bottom {
                outline[grid.v(i, left) as usize] = true;
                outline[grid.v(i, right + 1) as usize] = true;
            }
            let mut order: Vec<u32> = (0..grid.seg_count() as u32).collect();
            for k in (1..order.len()).rev() {
                order.swap(k, random.below(k + 1));
            }
            let mut by_set = Slink::new(Arc::clone(&board));
            let mut marks = vec![Mark::Unknown; grid.seg_count()];
            for seg in order {
                let line = outline[seg as usize] || random.below(6) == 0;
                let mark = SegMark { seg, line };
                marks[seg as usize] = mark.mark();
                let built = Slink::from_marks(Arc::clone(&board), &marks);
                if by_set.set(mark, &mut Vec::new()).is_err() {
                    assert!(built.is_err(), "{marks:?}: set refuses the last");
                    refused += 1;
                    break;
                }
                let built = built.expect("set took every mark");
                assert_eq!(reading(&built), reading(&by_set));
                taken += 1;
                loops += usize::from(built.loop_closed);
            }
        }
        assert!(
            taken > 2000 && refused > 200 && loops > 50,
            "{taken} taken, {refused} refused, {loops} with the loop closed"
        );
    }
}
