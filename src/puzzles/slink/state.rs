//! A partly solved Slitherlink: the mark of every segment, with the counts,
//! path ends and colour classes kept up to date so that rules read them in
//! constant time and contradictions show as soon as they arise.

use crate::engine::words::counted;
use std::sync::Arc;

use crate::engine::{Anchor, Contradiction};

use super::board::Board;
use super::colours::Colours;
use super::corner_memory::CornerMemory;
use super::grid::{NONE, Seg};
use super::head_start::Quick;

mod from_marks;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Unknown,
    Line,
    Cross,
}

/// One decision: segment `seg` is a line (`line`) or a cross.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SegMark {
    pub seg: Seg,
    pub line: bool,
}

impl SegMark {
    pub fn line(seg: Seg) -> SegMark {
        SegMark { seg, line: true }
    }
    pub fn cross(seg: Seg) -> SegMark {
        SegMark { seg, line: false }
    }
    pub fn mark(self) -> Mark {
        if self.line { Mark::Line } else { Mark::Cross }
    }
}

/// Where `Slink::set` says which anchors its mark may let a rule fire at:
/// the solver's list, or nowhere (`Unwatched`) for the head start, which
/// knows its own (and skips the work of naming them).
pub trait Wake {
    const WATCHED: bool;
    fn wake(&mut self, at: Anchor);
}

impl Wake for Vec<Anchor> {
    const WATCHED: bool = true;
    fn wake(&mut self, at: Anchor) {
        self.push(at);
    }
}

pub struct Unwatched;

impl Wake for Unwatched {
    const WATCHED: bool = false;
    fn wake(&mut self, _: Anchor) {}
}

#[derive(Debug)]
pub struct Slink {
    pub board: Arc<Board>,
    marks: Vec<Mark>,
    dot_lines: Vec<u8>,
    /// Off-grid segments count as crosses.
    dot_crosses: Vec<u8>,
    cell_lines: Vec<u8>,
    cell_crosses: Vec<u8>,
    unknown: usize,
    lines: usize,
    /// Numbered cells whose line count is not yet their number.
    unsatisfied: usize,
    /// For a dot at the end of a path: the dot at the other end.
    path_other_end: Vec<u32>,
    /// For a dot at the end of a path: the path's length in segments.
    path_len: Vec<u32>,
    loop_closed: bool,
    colours: Colours,
    /// The segments marked so far, in order, and the path ends rewritten:
    /// a copy of this state, changed by a trial, is put back by undoing
    /// only what was marked after the copy was made (`restore`).
    marked: Vec<Seg>,
    ends_moved: Vec<u32>,
    /// The quick runs' working space (`head_start.rs`).
    pub(super) quick: Quick,
    /// What `corner-chain` and `linked-segments` worked out here last.
    corner_memory: [CornerMemory; 2],
}

/// Written out so that `clone_from` reuses the target's memory: hypothesis
/// trials copy the state into one scratch state many times per round.
impl Clone for Slink {
    fn clone(&self) -> Slink {
        Slink {
            board: Arc::clone(&self.board),
            marks: self.marks.clone(),
            dot_lines: self.dot_lines.clone(),
            dot_crosses: self.dot_crosses.clone(),
            cell_lines: self.cell_lines.clone(),
            cell_crosses: self.cell_crosses.clone(),
            unknown: self.unknown,
            lines: self.lines,
            unsatisfied: self.unsatisfied,
            path_other_end: self.path_other_end.clone(),
            path_len: self.path_len.clone(),
            loop_closed: self.loop_closed,
            colours: self.colours.clone(),
            marked: self.marked.clone(),
            ends_moved: self.ends_moved.clone(),
            quick: Quick::default(),
            corner_memory: self.corner_memory.clone(),
        }
    }

    fn clone_from(&mut self, source: &Slink) {
        // Trials copy into a state of the same board thousands of times.
        if !Arc::ptr_eq(&self.board, &source.board) {
            self.board = Arc::clone(&source.board);
        }
        self.marks.clone_from(&source.marks);
        self.dot_lines.clone_from(&source.dot_lines);
        self.dot_crosses.clone_from(&source.dot_crosses);
        self.cell_lines.clone_from(&source.cell_lines);
        self.cell_crosses.clone_from(&source.cell_crosses);
        self.unknown = source.unknown;
        self.lines = source.lines;
        self.unsatisfied = source.unsatisfied;
        self.path_other_end.clone_from(&source.path_other_end);
        self.path_len.clone_from(&source.path_len);
        self.loop_closed = source.loop_closed;
        self.colours.clone_from(&source.colours);
        self.marked.clone_from(&source.marked);
        self.ends_moved.clone_from(&source.ends_moved);
        for (mine, theirs) in self.corner_memory.iter_mut().zip(&source.corner_memory) {
            mine.clone_from(theirs);
        }
    }
}

impl Slink {
    /// Takes the board shared (`Arc`) or owned.
    pub fn new(board: impl Into<Arc<Board>>) -> Slink {
        let board: Arc<Board> = board.into();
        let grid = &board.grid;
        let dot_crosses = (0..grid.dot_count())
            .map(|d| grid.dot_segs(d).iter().filter(|&&s| s == NONE).count() as u8)
            .collect();
        let unsatisfied = board
            .clues
            .iter()
            .filter(|c| matches!(c, Some(n) if *n > 0))
            .count();
        Slink {
            marks: vec![Mark::Unknown; grid.seg_count()],
            dot_lines: vec![0; grid.dot_count()],
            dot_crosses,
            cell_lines: vec![0; grid.cell_count()],
            cell_crosses: vec![0; grid.cell_count()],
            unknown: grid.seg_count(),
            lines: 0,
            unsatisfied,
            path_other_end: vec![0; grid.dot_count()],
            path_len: vec![0; grid.dot_count()],
            loop_closed: false,
            colours: Colours::new(grid.cell_count() + 1),
            // Each segment is marked once; each line moves two path ends.
            marked: Vec::with_capacity(grid.seg_count()),
            ends_moved: Vec::with_capacity(2 * grid.seg_count()),
            quick: Quick::default(),
            corner_memory: Default::default(),
            board,
        }
    }

    /// A segment's mark; segments off the grid are crossed.
    pub fn mark(&self, s: Seg) -> Mark {
        if s == NONE {
            Mark::Cross
        } else {
            self.marks[s as usize]
        }
    }
    /// The decision taken on `s`, if any.
    pub fn decision(&self, s: Seg) -> Option<SegMark> {
        match self.mark(s) {
            Mark::Unknown => None,
            Mark::Line => Some(SegMark::line(s)),
            Mark::Cross => Some(SegMark::cross(s)),
        }
    }
    pub fn is(&self, s: Seg, mark: Mark) -> bool {
        self.mark(s) == mark
    }
    pub fn dot_lines(&self, d: usize) -> u8 {
        self.dot_lines[d]
    }
    pub fn dot_crosses(&self, d: usize) -> u8 {
        self.dot_crosses[d]
    }
    pub fn cell_lines(&self, cell: usize) -> u8 {
        self.cell_lines[cell]
    }
    pub fn cell_crosses(&self, cell: usize) -> u8 {
        self.cell_crosses[cell]
    }
    pub fn unknown_count(&self) -> usize {
        self.unknown
    }
    pub fn loop_closed(&self) -> bool {
        self.loop_closed
    }
    pub fn colours(&self) -> &Colours {
        &self.colours
    }
    /// The colour node of the outside of the grid.
    pub fn outside(&self) -> usize {
        self.board.grid.cell_count()
    }

    /// How many segments have been marked, and the one marked `n`-th:
    /// the head start's queue.
    /// What `corner-chain` (or, `with_links`, `linked-segments`) kept of
    /// the facts it worked out.
    pub(super) fn corner_memory(&self, with_links: bool) -> &CornerMemory {
        &self.corner_memory[usize::from(with_links)]
    }

    pub fn marked_count(&self) -> usize {
        self.marked.len()
    }
    pub fn marked_at(&self, n: usize) -> Option<Seg> {
        self.marked.get(n).copied()
    }

    /// How many path ends have moved (two for each line joining paths).
    pub fn ends_moved_count(&self) -> usize {
        self.ends_moved.len()
    }

    /// The dots that became path ends after the first `n` moves.
    pub fn ends_moved_since(&self, n: usize) -> &[u32] {
        &self.ends_moved[n..]
    }

    /// For a dot at the end of a path (one line), the dot at the other end.
    pub fn other_end(&self, d: usize) -> Option<usize> {
        (self.dot_lines[d] == 1).then(|| self.path_other_end[d] as usize)
    }

    /// Would a line on `s`, joining the two ends of one path, close a loop
    /// that is the whole answer (no other line anywhere, every clue met)?
    pub fn closing_finishes(&self, s: Seg) -> bool {
        let [a, _] = self.board.grid.seg_dots(s);
        if self.path_len[a] as usize != self.lines {
            return false;
        }
        let mut unsatisfied = self.unsatisfied as isize;
        for cell in self.board.grid.seg_cells(s).into_iter().flatten() {
            if let Some(n) = self.board.clue(cell) {
                let before = self.cell_lines[cell];
                unsatisfied += (before == n) as isize - (before + 1 == n) as isize;
            }
        }
        unsatisfied == 0
    }

    /// The colour node on each side of a segment (cell, or the outside).
    pub fn seg_nodes(&self, s: Seg) -> [usize; 2] {
        self.board
            .grid
            .seg_cells(s)
            .map(|c| c.unwrap_or(self.outside()))
    }

    pub fn set<W: Wake>(&mut self, e: SegMark, touched: &mut W) -> Result<(), Contradiction> {
        let s = e.seg;
        let grid = &self.board.grid;
        match self.marks[s as usize] {
            Mark::Unknown => {}
            m if m == e.mark() => return Ok(()),
            _ => {
                return Err(Contradiction(format!(
                    "{} is already a {}",
                    grid.seg_name(s),
                    if e.line { "cross" } else { "line" }
                )));
            }
        }
        self.marked.push(s);
        self.marks[s as usize] = e.mark();
        self.unknown -= 1;
        // Copied out, so the board is borrowed only where read: a mark is
        // the hottest path of every trial, and sharing the board's `Arc`
        // here (a count up and down per mark) was a third of its time.
        let (cells, dots) = (self.board.grid.seg_cells(s), self.board.grid.seg_dots(s));
        if W::WATCHED {
            let grid = &self.board.grid;
            let cells_base = grid.cell_count();
            for d in dots {
                touched.wake(cells_base + d);
                grid.cells_at_dot(d).for_each(|c| touched.wake(c));
            }
            // A corner chain may run from this mark to anywhere.
            touched.wake(crate::engine::whole_grid(self).start);
        }
        for cell in cells.into_iter().flatten() {
            self.count_side(cell, e.line)?;
        }
        for d in dots {
            self.count_at_dot(d, e.line)?;
        }
        if e.line {
            self.lines += 1;
            self.join_paths(s, dots, touched)?;
        }
        let [a, b] = self.seg_nodes(s);
        let outside = self.outside();
        let grid = &self.board.grid;
        // A cell whose class changed may now relate to its neighbours, and
        // a number beside it may count differently: both are worth a look.
        let moved = W::WATCHED.then_some(|node: usize| {
            if node == outside {
                grid.border_cells().for_each(|c| touched.wake(c));
            } else {
                touched.wake(node);
                grid.neighbours(node).for_each(|c| touched.wake(c));
            }
        });
        if !self.colours.relate(a, b, e.line, moved) {
            return Err(Contradiction(format!(
                "the cells either side of {} are already known to be on {} sides of the loop",
                grid.seg_name(s),
                if e.line { "the same" } else { "opposite" }
            )));
        }
        Ok(())
    }

    fn count_side(&mut self, cell: usize, line: bool) -> Result<(), Contradiction> {
        let board = &self.board;
        let before = self.cell_lines[cell];
        if line {
            self.cell_lines[cell] += 1;
        } else {
            self.cell_crosses[cell] += 1;
        }
        let Some(n) = board.clue(cell) else {
            return Ok(());
        };
        let after = self.cell_lines[cell];
        self.unsatisfied = self.unsatisfied + (before == n) as usize - (after == n) as usize;
        let name = || board.grid.cell_name(cell);
        if after > n {
            return Err(Contradiction(format!(
                "{} (clue {n}) would have {}",
                name(),
                counted(usize::from(after), "line", "lines")
            )));
        }
        if self.cell_crosses[cell] > 4 - n {
            return Err(Contradiction(format!(
                "{} (clue {n}) would have {} crossed sides",
                name(),
                self.cell_crosses[cell]
            )));
        }
        Ok(())
    }

    fn count_at_dot(&mut self, d: usize, line: bool) -> Result<(), Contradiction> {
        let board = &self.board;
        if line {
            self.dot_lines[d] += 1;
        } else {
            self.dot_crosses[d] += 1;
        }
        let name = || board.grid.dot_name(d);
        if self.dot_lines[d] > 2 {
            return Err(Contradiction(format!("dot {} would have 3 lines", name())));
        }
        if self.dot_lines[d] == 1 && self.dot_crosses[d] == 3 {
            return Err(Contradiction(format!(
                "the line at dot {} has nowhere to go",
                name()
            )));
        }
        Ok(())
    }

    /// Keeps path ends and lengths, and refuses a loop that is not the
    /// whole answer.
    fn join_paths(
        &mut self,
        s: Seg,
        [a, b]: [usize; 2],
        touched: &mut impl Wake,
    ) -> Result<(), Contradiction> {
        if self.loop_closed {
            return Err(Contradiction(format!(
                "{} would be a line outside the finished loop",
                self.board.grid.seg_name(s)
            )));
        }
        // Degrees already count the new line: 1 means the dot was bare.
        let far = |state: &Slink, d: usize| -> (usize, u32) {
            if state.dot_lines[d] == 1 {
                (d, 0)
            } else {
                (state.path_other_end[d] as usize, state.path_len[d])
            }
        };
        let (end_a, len_a) = far(self, a);
        let (end_b, len_b) = far(self, b);
        if end_a == b {
            self.loop_closed = true;
            touched.wake(crate::engine::whole_grid(self).start);
            if len_a as usize + 1 != self.lines {
                return Err(Contradiction(format!(
                    "{} would close a loop while other lines remain",
                    self.board.grid.seg_name(s)
                )));
            }
            if self.unsatisfied > 0 {
                let cell = (0..self.board.grid.cell_count())
                    .find(|&c| self.board.clue(c).is_some_and(|n| n != self.cell_lines[c]))
                    .unwrap_or(0);
                return Err(Contradiction(format!(
                    "{} would close the loop while {} (clue {}) has {}",
                    self.board.grid.seg_name(s),
                    self.board.grid.cell_name(cell),
                    self.board.clue(cell).unwrap_or(0),
                    counted(usize::from(self.cell_lines[cell]), "line", "lines")
                )));
            }
            return Ok(());
        }
        let len = len_a + len_b + 1;
        let cells = self.board.grid.cell_count();
        // A path holding every line may close into the whole answer, which
        // `premature-loop` allows; a line apart from it ends that, so its
        // ends are worth a look again. Its latest line was the latest
        // line, so they are the last two ends moved.
        if let [.., x, y] = self.ends_moved[..] {
            let (x, y) = (x as usize, y as usize);
            let held_all = self.dot_lines[x] == 1 && self.path_len[x] as usize + 1 == self.lines;
            if held_all && ![a, b].iter().any(|d| *d == x || *d == y) {
                self.ends_moved.extend([x as u32, y as u32]);
                touched.wake(cells + x);
                touched.wake(cells + y);
            }
        }
        self.ends_moved.push(end_a as u32);
        self.ends_moved.push(end_b as u32);
        self.path_other_end[end_a] = end_b as u32;
        self.path_other_end[end_b] = end_a as u32;
        self.path_len[end_a] = len;
        self.path_len[end_b] = len;
        touched.wake(cells + end_a);
        touched.wake(cells + end_b);
        Ok(())
    }

    /// Undoes the marks made since this state was a copy of `original`:
    /// each segment marked since, the counts at its cells and dots, the
    /// path ends rewritten and the colour classes merged.
    pub fn restore(&mut self, original: &Slink) {
        let since = original.marked.len();
        // Undoing a segment costs about as much as copying a few dozen
        // bytes of each table: past that, a whole copy is cheaper.
        if 16 * (self.marked.len() - since) > self.marks.len() {
            self.clone_from(original);
            return;
        }
        let grid = &self.board.grid;
        for &s in &self.marked[since..] {
            self.marks[s as usize] = original.marks[s as usize];
            for cell in grid.seg_cells(s).into_iter().flatten() {
                self.cell_lines[cell] = original.cell_lines[cell];
                self.cell_crosses[cell] = original.cell_crosses[cell];
            }
            for d in grid.seg_dots(s) {
                self.dot_lines[d] = original.dot_lines[d];
                self.dot_crosses[d] = original.dot_crosses[d];
            }
        }
        self.marked.truncate(since);
        for memory in &mut self.corner_memory {
            memory.undo_to(since);
        }
        for &d in &self.ends_moved[original.ends_moved.len()..] {
            self.path_other_end[d as usize] = original.path_other_end[d as usize];
            self.path_len[d as usize] = original.path_len[d as usize];
        }
        self.ends_moved.truncate(original.ends_moved.len());
        self.colours.restore(&original.colours);
        self.unknown = original.unknown;
        self.lines = original.lines;
        self.unsatisfied = original.unsatisfied;
        self.loop_closed = original.loop_closed;
    }

    /// All decided and one loop closed: checked again, independently, by
    /// the verifier before anything is printed.
    pub fn check_finished(&self) -> Result<(), Contradiction> {
        if self.lines == 0 {
            return Err(Contradiction(
                "every segment is crossed: there is no loop".into(),
            ));
        }
        if !self.loop_closed {
            return Err(Contradiction("the lines do not close into a loop".into()));
        }
        Ok(())
    }
}
