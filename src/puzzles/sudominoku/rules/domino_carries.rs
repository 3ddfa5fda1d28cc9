//! `domino-carries`: a digit that no domino the cell could still lie in
//! can carry is removed.

use crate::engine::{Anchor, Derived, Rule, Why};
use crate::rule_record;

use super::super::geometry::geometry;
use super::super::state::{Link, Mark, SuDominoKu};
use super::pairing::{End, digits};
use super::why::{absent_ways, cannot_text, cut_ways, explain, or_list, removed, spoilt_text};

pub struct DominoCarries;

impl Rule<SuDominoKu> for DominoCarries {
    rule_record!("sudominoku", "domino-carries", Intermediate, "A digit of a cell that no domino the cell could still lie in can carry is removed.";
        SuDominoKu::cell_anchors
    );

    fn relevant(&self, p: &SuDominoKu, cell: Anchor) -> bool {
        !p.is_single(cell)
    }

    fn derive(&self, p: &SuDominoKu, cell: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        if p.is_placed(cell) {
            return;
        }
        let g = geometry();
        let partner = |edge: usize| {
            let [a, b] = g.edges[edge];
            if a == cell { b } else { a }
        };
        let mut ends = [None, None, None, None];
        for (end, &edge) in ends.iter_mut().zip(&g.cell_edges[cell]) {
            *end = Some(End::of(p, edge, cell));
        }
        for u in digits(p.candidates(cell)) {
            let carried = ends.iter().flatten().any(|end| end.partners(u) != 0);
            if !carried {
                out.push(Mark::Digit {
                    cell: cell as u8,
                    digit: u,
                    holds: false,
                });
            }
        }
        // For each digit removed and each edge of the cell: why no domino
        // lies there, or why each digit of the neighbour cannot pair with
        // it (a double, a domino laid elsewhere, a digit gone).
        if out.is_empty() || !out.explaining() {
            return;
        }
        explain(out, |effects, read| {
            let removed = removed(effects);
            for &(_, u) in &removed {
                for &edge in &g.cell_edges[cell] {
                    if p.link(edge) == Link::Cut {
                        read.pick(cut_ways(p, edge));
                        continue;
                    }
                    let other = partner(edge);
                    for v in 1..=9u8 {
                        read.no_pair(p, u, v, absent_ways(p, other, v));
                    }
                }
            }
            let beside: Vec<String> = g.cell_edges[cell]
                .iter()
                .filter(|&&e| p.link(e) != Link::Cut)
                .map(|&e| p.anchor_text(partner(e)))
                .collect();
            Some(format!(
                "{}: with any digit left in {}, {} would make {}",
                cannot_text(p, &removed),
                or_list(&beside),
                if removed.len() == 1 { "it" } else { "each" },
                spoilt_text(read)
            ))
        });
    }
}
