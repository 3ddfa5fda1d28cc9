//! `premature-loop`: the answer is one loop, so a segment joining the two
//! ends of one path is crossed unless that loop would be the whole answer.

use crate::engine::{Anchor, Derived, Finding, Rule, Why};
use crate::rule_record;

use super::super::grid::{NONE, Seg};
use super::super::state::{SegMark, Slink};
use super::marks::{clue_name, counted, held, lined, open};
use super::paths::path_from;

pub struct PrematureLoop;

/// The path's lines, and what keeps the loop they would close from being
/// the answer: a clue that loop leaves unmet, or else (every clue met by
/// it) a line off the path.
fn explain_closing(p: &Slink, end: usize, s: Seg, why: &mut Finding<SegMark>) {
    let grid = &p.board.grid;
    let path = path_from(p, end);
    why.marks(path.iter().map(|&l| held(p, l)));
    let closing = format!(
        "{} would join the two ends of the path of {} lines from {} to {}",
        grid.seg_name(s),
        path.len(),
        grid.seg_name(path[0]),
        grid.seg_name(path[path.len() - 1])
    );
    // The loop the path and `s` would make: the lines it gives each clue.
    let on_loop = |cell: usize| {
        grid.sides(cell)
            .iter()
            .filter(|&&side| side == s || path.contains(&side))
            .count()
    };
    let unmet =
        (0..grid.cell_count()).find(|&c| p.board.clue(c).is_some_and(|n| on_loop(c) != n as usize));
    if let Some(cell) = unmet {
        why.given(cell);
        why.say(format!(
            "{closing}, closing a loop that would leave {} with {}",
            clue_name(p, cell),
            counted(on_loop(cell), "line", "lines")
        ));
        return;
    }
    let segs = 0..grid.seg_count() as Seg;
    if let Some(line) = segs.clone().find(|l| lined(p, *l) && !path.contains(l)) {
        why.mark(held(p, line));
        why.say(format!(
            "{closing}, closing a loop that would leave out the line {}",
            grid.seg_name(line)
        ));
    }
}

impl Rule<Slink> for PrematureLoop {
    rule_record!("slink",
        "premature-loop",
        Intermediate @ 1.4,
        "A segment that would join the two ends of one path, closing a loop short of the whole answer, is crossed.";
        Slink::dot_anchors
    );

    fn derive(&self, p: &Slink, at: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let grid = &p.board.grid;
        let d = p.dot_of(at);
        let Some(other_end) = p.other_end(d) else {
            return;
        };
        for &s in grid.dot_segs(d) {
            if s == NONE || !open(p, s) {
                continue;
            }
            let [a, b] = grid.seg_dots(s);
            let across = if a == d { b } else { a };
            if across == other_end && !p.closing_finishes(s) {
                out.push(SegMark::cross(s));
                out.explain(|why| explain_closing(p, d, s, why));
            }
        }
    }
}
