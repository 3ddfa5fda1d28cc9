//! Su-Domino-Ku as the engine sees it. Anchors: the 81 cells, the 27
//! units, the 144 edges, the 36 dominoes. Effects: a cell holds a digit or
//! cannot; a domino lies on an edge or does not.

use std::ops::Range;
use std::sync::Arc;

use crate::engine::words::{cell_name, push_cell_name, push_number};
use crate::engine::{Anchor, AnyRule, Contradiction, Puzzle};

use super::geometry::{EDGES, UNITS, geometry};
use super::givens::{CELLS, SIDE, domino_digits};
use super::json::{self, MarkJson, PlaceJson};
use super::rules;
use super::state::{
    ANCHORS, DOMINO_ANCHORS, DOMINOES, EDGE_ANCHORS, Link, Mark, SuDominoKu, UNIT_ANCHORS,
};
use super::verify::verify;

impl SuDominoKu {
    pub fn cell_anchors(&self) -> Range<Anchor> {
        0..CELLS
    }
    pub fn unit_anchors(&self) -> Range<Anchor> {
        UNIT_ANCHORS..UNIT_ANCHORS + UNITS
    }
    pub fn edge_anchors(&self) -> Range<Anchor> {
        EDGE_ANCHORS..EDGE_ANCHORS + EDGES
    }
    pub fn domino_anchors(&self) -> Range<Anchor> {
        DOMINO_ANCHORS..DOMINO_ANCHORS + DOMINOES
    }
}

fn pos(cell: usize) -> (usize, usize) {
    (cell / SIDE, cell % SIDE)
}

const UNIT_NAMES: [&str; 3] = ["row", "column", "box"];

impl SuDominoKu {
    /// A place as people read it: `r3c4`, `row 3`, `r3c4-r3c5`, `domino 1-2`.
    pub fn anchor_text(&self, at: Anchor) -> String {
        if at < UNIT_ANCHORS {
            let (r, c) = pos(at);
            cell_name(r, c)
        } else if at < EDGE_ANCHORS {
            let unit = at - UNIT_ANCHORS;
            format!("{} {}", UNIT_NAMES[unit / SIDE], unit % SIDE + 1)
        } else if at < DOMINO_ANCHORS {
            self.edge_name(at - EDGE_ANCHORS)
        } else {
            let (a, b) = domino_digits(at - DOMINO_ANCHORS);
            format!("domino {a}-{b}")
        }
    }
}

impl Puzzle for SuDominoKu {
    type Effect = Mark;
    type PlaceJson = PlaceJson;
    type EffectJson = MarkJson;
    const KIND: &'static str = super::FACTS.id;

    fn rules() -> &'static [&'static dyn AnyRule<Self>] {
        rules::ALL
    }

    fn anchor_count(&self) -> usize {
        ANCHORS
    }

    fn write_anchor_text(&self, at: Anchor, out: &mut String) {
        out.push_str(&self.anchor_text(at));
    }

    fn anchor_json(&self, at: Anchor) -> PlaceJson {
        json::place_json(at)
    }

    fn anchor_from_json(&self, json: &PlaceJson) -> Option<Anchor> {
        json::place_from_json(json)
    }

    fn write_effect_text(&self, effect: Mark, out: &mut String) {
        match effect {
            Mark::Digit { cell, digit, holds } => {
                let (r, c) = pos(cell as usize);
                push_cell_name(out, r, c);
                out.push_str(if holds { " is " } else { " not " });
                push_number(out, digit as usize);
            }
            Mark::Edge { edge, joined } => {
                out.push_str(&self.edge_name(edge as usize));
                out.push_str(if joined { " domino" } else { " no domino" });
            }
        }
    }

    fn effect_json(&self, effect: Mark) -> MarkJson {
        json::mark_json(effect)
    }

    fn effect_from_json(&self, json: &MarkJson) -> Option<Mark> {
        json::mark_from_json(json)
    }

    fn effect_is_positive(&self, effect: Mark) -> bool {
        match effect {
            Mark::Digit { holds, .. } => holds,
            Mark::Edge { joined, .. } => joined,
        }
    }

    fn holds(&self, effect: Mark) -> bool {
        SuDominoKu::holds(self, effect)
    }

    fn is_open(&self, effect: Mark) -> bool {
        SuDominoKu::is_open(self, effect)
    }

    fn apply(&mut self, effect: Mark, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        self.set(effect, touched)
    }

    fn negate(&self, effect: Mark) -> Mark {
        match effect {
            Mark::Digit { cell, digit, holds } => Mark::Digit {
                cell,
                digit,
                holds: !holds,
            },
            Mark::Edge { edge, joined } => Mark::Edge {
                edge,
                joined: !joined,
            },
        }
    }

    /// No: a round of hypotheses tries each of up to 729 digits and 144
    /// borders, and under a guess the rules settle the grid so far that
    /// a wrong guess shows within a few more. A puzzle with one domino
    /// placed and many answers took 12 s with the rounds and 0.04 s
    /// without; its guesses go, as a Sudoku solver's do, to a cell with
    /// the fewest digits left (`candidates` comes in that order).
    fn looks_ahead_under_guess(&self) -> bool {
        false
    }

    fn is_complete(&self) -> bool {
        SuDominoKu::is_complete(self)
    }

    fn broken_givens(&self) -> Option<&Contradiction> {
        self.broken()
    }

    fn check_complete(&self) -> Result<(), Contradiction> {
        verify(self).map_err(Contradiction)
    }

    /// The digits placed and the edges decided: what a drawing shows.
    fn decided(&self, out: &mut Vec<Mark>) {
        for cell in (0..CELLS).filter(|&c| self.is_placed(c)) {
            out.push(Mark::Digit {
                cell: cell as u8,
                digit: self.digit(cell),
                holds: true,
            });
        }
        for edge in 0..EDGES {
            match self.link(edge) {
                Link::Open => {}
                link => out.push(Mark::Edge {
                    edge: edge as u8,
                    joined: link == Link::Joined,
                }),
            }
        }
    }

    /// Besides what `decided` lists, every digit removed from a cell not
    /// yet placed: rules remove digits that no placement implies.
    fn marks(&self, out: &mut Vec<Mark>) {
        self.decided(out);
        for cell in (0..CELLS).filter(|&c| !self.is_placed(c)) {
            for digit in 1..=9u8 {
                if self.candidates(cell) & (1 << digit) == 0 {
                    out.push(Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: false,
                    });
                }
            }
        }
    }

    fn givens_only(&self) -> Self {
        SuDominoKu::new(Arc::clone(&self.givens))
    }

    fn with_givens_at(&self, keep: &[Anchor]) -> Option<Self> {
        Some(SuDominoKu::with_digits_at(
            Arc::clone(&self.givens),
            |cell| keep.binary_search(&cell).is_ok(),
        ))
    }

    /// The givens are the single digits and the pre-placed dominoes'
    /// halves; a cell anchor holds one.
    fn is_given(&self, at: Anchor) -> bool {
        at < CELLS
            && (self.givens.singles.contains(&at)
                || self
                    .givens
                    .dominoes
                    .iter()
                    .any(|d| d.halves.iter().any(|h| h.0 == at)))
    }

    /// Cells with the fewest digits left, each digit in turn; then the
    /// open edges of cells with the fewest ways to pair; then, for each
    /// cell with two digits left, its first digit's opposite.
    fn candidates(&self, out: &mut Vec<Mark>) {
        let mut cells: Vec<usize> = (0..CELLS).filter(|&c| !self.is_placed(c)).collect();
        cells.sort_by_key(|&c| self.candidates(c).count_ones());
        for cell in cells {
            for digit in 1..=9u8 {
                if self.candidates(cell) & (1 << digit) != 0 {
                    out.push(Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: true,
                    });
                }
            }
        }
        let g = geometry();
        let open = |c: usize| {
            g.cell_edges[c]
                .iter()
                .filter(|&&e| self.link(e) == Link::Open)
                .count()
        };
        let mut edges: Vec<usize> = (0..EDGES).filter(|&e| self.link(e) == Link::Open).collect();
        edges.sort_by_key(|&e| g.edges[e].iter().map(|&c| open(c)).min());
        out.extend(edges.into_iter().map(|e| Mark::Edge {
            edge: e as u8,
            joined: true,
        }));
        // Last, the other side of each two-way cell: with both marks of a
        // cell in the list, a round can see what both of its digits
        // imply (forcing).
        let two_way =
            (0..CELLS).filter(|&c| !self.is_placed(c) && self.candidates(c).count_ones() == 2);
        for cell in two_way {
            let digit = self.candidates(cell).trailing_zeros() as u8;
            out.push(Mark::Digit {
                cell: cell as u8,
                digit,
                holds: false,
            });
        }
    }
}
