//! What the domino rules ask of an edge: which dominoes could still lie
//! on it, given the digits its cells may hold and the dominoes already
//! used elsewhere. `could_carry` asks of one domino and one edge; the
//! others answer the same question for many at once, from the state's
//! bit sets (`bits`), and agree with it (a test below checks so).

use super::super::bits::{Cells, Side};
use super::super::geometry::geometry;
use super::super::givens::domino_index;
use super::super::state::{Link, SuDominoKu};

/// Could domino {`u` at `a`, `v` at `b`} lie on `edge` (cells `a`, `b`)?
/// The digits must differ and be possible there, the edge not cut, and
/// the domino unused or used on this very edge.
pub fn could_carry(p: &SuDominoKu, edge: usize, u: u8, v: u8) -> bool {
    let [a, b] = geometry().edges[edge];
    u != v
        && p.link(edge) != Link::Cut
        && p.candidates(a) & (1 << u) != 0
        && p.candidates(b) & (1 << v) != 0
        && p.domino_at(domino_index(u, v)).is_none_or(|at| at == edge)
}

/// One end of an edge, as the domino rules ask of it: the digits that
/// could lie beside each of its digits in a domino on the edge. What does
/// not depend on the digit is read once.
pub struct End<'a> {
    p: &'a SuDominoKu,
    edge: usize,
    cell: usize,
    other: usize,
    /// The other end's digits; none when the edge is cut.
    beside: u16,
}

impl<'a> End<'a> {
    /// `cell`, one end of `edge`.
    pub fn of(p: &'a SuDominoKu, edge: usize, cell: usize) -> End<'a> {
        let [a, b] = geometry().edges[edge];
        let other = if a == cell { b } else { a };
        let beside = if p.link(edge) == Link::Cut {
            0
        } else {
            p.candidates(other)
        };
        End {
            p,
            edge,
            cell,
            other,
            beside,
        }
    }

    /// The digits `v` that could lie beside `u` here: `could_carry` either
    /// way round, for every digit of the other end at once, as a mask.
    pub fn partners(&self, u: u8) -> u16 {
        let p = self.p;
        if p.candidates(self.cell) & (1 << u) == 0 {
            return 0;
        }
        let unused = self.beside & !(1 << u) & !p.bits().laid_with(u);
        if unused != 0 || !(p.is_placed(self.cell) && p.is_placed(self.other)) {
            return unused;
        }
        // A domino lies on an edge only once both its ends are placed
        // (`domino_at`), with the cells' own digits: the one on this very
        // edge may lie here still.
        let v = p.digit(self.other);
        let here = v != u && p.domino_at(domino_index(u, v)) == Some(self.edge);
        if here { self.beside } else { 0 }
    }
}

/// The edges where the domino `u`-`v`, not laid yet, could still lie
/// (`could_carry` either way round), in edge order.
pub fn domino_places(p: &SuDominoKu, u: u8, v: u8) -> impl Iterator<Item = usize> {
    let bits = p.bits();
    let mut right = bits.places(u, v, Side::Right);
    let mut down = bits.places(u, v, Side::Down);
    let g = geometry();
    // Edges are numbered cell by cell, the one to the right first.
    std::iter::from_fn(move || {
        let first = right.trailing_zeros().min(down.trailing_zeros());
        if first >= Cells::BITS {
            return None;
        }
        let cell = first as usize;
        let side = if right & 1 << cell != 0 {
            right &= !(1 << cell);
            Side::Right
        } else {
            down &= !(1 << cell);
            Side::Down
        };
        Some(g.edge_from(cell, side))
    })
}

/// The digits `1..=9` set in a candidate mask, lowest first.
pub fn digits(mask: u16) -> impl Iterator<Item = u8> {
    let mut left = mask & 0b11_1111_1110;
    std::iter::from_fn(move || {
        (left != 0).then(|| {
            let digit = left.trailing_zeros() as u8;
            left &= left - 1;
            digit
        })
    })
}

#[cfg(test)]
mod tests {
    use super::super::super::geometry::{EDGES, geometry};
    use super::super::super::givens::domino_index;
    use super::super::super::state::{Mark, SuDominoKu};
    use super::{End, could_carry, digits, domino_places};
    use crate::engine::{Puzzle, Selection, Solver};
    use crate::puzzles::sudominoku::parse_batch;

    /// Each sample puzzle's answer, its marks made one by one on the
    /// givens in a scrambled order (dominoes laid while digits are still
    /// open, and the other way round): at each state the masks say what
    /// `could_carry` says.
    #[test]
    fn the_masks_agree_with_could_carry_edge_by_edge() {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/sudominoku_sample.in"
        ))
        .unwrap();
        let mut checked = 0;
        for givens in parse_batch(&text, true).items {
            let start = SuDominoKu::new(givens.unwrap());
            // Solved without the rules these masks serve, so that a wrong
            // mask shows here and not as a failed solve.
            let mut solved = start.clone();
            Solver::<SuDominoKu>::new(&sudoku_rules_and_guesses(), false).solve(&mut solved);
            assert!(solved.is_complete());
            let mut marks = Vec::new();
            solved.decided(&mut marks);
            let n = marks.len();
            let mut state = start;
            let mut touched = Vec::new();
            for i in 0..n {
                let mark: Mark = marks[i * 37 % n];
                state.set(mark, &mut touched).unwrap();
                agree(&state);
                checked += 1;
            }
        }
        assert!(checked > 200, "only {checked} states checked");
    }

    fn sudoku_rules_and_guesses() -> Selection {
        let rules = "naked-single,hidden-single,only-partner,locked-candidates,naked-pair,\
                     hidden-pair,hypothesis,guess";
        Selection::parse::<SuDominoKu>(rules).unwrap()
    }

    fn agree(p: &SuDominoKu) {
        let g = geometry();
        for edge in 0..EDGES {
            for cell in g.edges[edge] {
                for u in 1..=9u8 {
                    let by_scan = digits(0b11_1111_1110)
                        .filter(|&v| {
                            if g.edges[edge][0] == cell {
                                could_carry(p, edge, u, v)
                            } else {
                                could_carry(p, edge, v, u)
                            }
                        })
                        .fold(0u16, |mask, v| mask | 1 << v);
                    let masked = End::of(p, edge, cell).partners(u);
                    assert_eq!(masked, by_scan, "edge {edge} cell {cell} digit {u}");
                }
            }
        }
        for u in 1..=9u8 {
            for v in u + 1..=9 {
                if p.domino_at(domino_index(u, v)).is_some() {
                    continue;
                }
                let by_scan: Vec<usize> = (0..EDGES)
                    .filter(|&e| could_carry(p, e, u, v) || could_carry(p, e, v, u))
                    .collect();
                let masked: Vec<usize> = domino_places(p, u, v).collect();
                assert_eq!(masked, by_scan, "{u}-{v}");
            }
        }
    }
}
