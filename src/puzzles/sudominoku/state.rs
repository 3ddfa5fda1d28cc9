//! A partly solved Su-Domino-Ku: the digits each cell may still hold, and
//! for each edge (two cells side by side) whether a domino lies there, not
//! there, or is undecided. Placing a digit takes it from the cell's peers;
//! a domino on an edge parts both cells from their other neighbours. Each
//! change checks what it touches, so a broken rule shows at once.

use std::sync::Arc;

use crate::engine::words::cell_name;
use crate::engine::{Anchor, Contradiction};
use crate::puzzles::bit_cells::cells_of;

use super::bits::{Bits, Cells};
use super::geometry::{EDGES, UNITS, geometry};
use super::givens::{CELLS, Givens, SIDE, domino_index};
use super::wakes;

/// One decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// `cell` holds `digit` (placed, and gone from its peers), or cannot.
    Digit { cell: u8, digit: u8, holds: bool },
    /// A domino lies on `edge`, or does not.
    Edge { edge: u8, joined: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Open,
    Joined,
    Cut,
}

pub const DOMINOES: usize = 36;
/// Anchors: the cells, then the units, the edges and the dominoes.
pub const UNIT_ANCHORS: usize = CELLS;
pub const EDGE_ANCHORS: usize = UNIT_ANCHORS + UNITS;
pub const DOMINO_ANCHORS: usize = EDGE_ANCHORS + EDGES;
/// How many anchors the puzzle has: the engine's whole-grid anchor comes
/// next, at this number.
pub const ANCHORS: usize = DOMINO_ANCHORS + DOMINOES;

const ALL_DIGITS: u16 = 0b11_1111_1110;

#[derive(Clone, Debug)]
pub struct SuDominoKu {
    pub givens: Arc<Givens>,
    /// Per cell: bit `d` set while digit `d` is possible.
    candidates: [u16; CELLS],
    /// Per cell: its digit is placed (and taken from its peers).
    placed: [bool; CELLS],
    links: [Link; EDGES],
    /// Per cell: a single digit stands there, alone.
    single: [bool; CELLS],
    /// Per domino: the edge it lies on, once both its digits are placed.
    domino_at: [Option<u8>; DOMINOES],
    unplaced: usize,
    open_links: usize,
    /// A rule the givens themselves break, reported by the first change
    /// and by the final check.
    broken: Option<Contradiction>,
    /// The candidates, cuts and laid dominoes again, as bit sets.
    bits: Bits,
}

fn name(cell: usize) -> String {
    cell_name(cell / SIDE, cell % SIDE)
}

fn bit(digit: u8) -> u16 {
    1 << digit
}

impl SuDominoKu {
    /// The givens placed: the singles and the dominoes with their digits.
    /// Takes the givens shared (`Arc`) or owned.
    pub fn new(givens: impl Into<Arc<Givens>>) -> SuDominoKu {
        Self::with_digits_at(givens, |_| true)
    }

    /// The givens with only the digits of the cells `kept` says placed:
    /// every single still stands alone, with any digit where its own is
    /// not kept; a domino stays placed where both halves are kept, and
    /// is free to lie anywhere where neither is. Each mark it makes is
    /// one the givens make, so every answer of the puzzle fits it.
    pub fn with_digits_at(
        givens: impl Into<Arc<Givens>>,
        kept: impl Fn(usize) -> bool,
    ) -> SuDominoKu {
        let givens: Arc<Givens> = givens.into();
        let mut single = [false; CELLS];
        givens.singles.iter().for_each(|&c| single[c] = true);
        let mut state = SuDominoKu {
            candidates: [ALL_DIGITS; CELLS],
            placed: [false; CELLS],
            links: [Link::Open; EDGES],
            single,
            domino_at: [None; DOMINOES],
            unplaced: CELLS,
            open_links: EDGES,
            broken: None,
            bits: Bits::new(),
            givens,
        };
        let mut touched = Vec::new();
        let g = geometry();
        let mut marks = Vec::new();
        for (edge, &[a, b]) in g.edges.iter().enumerate() {
            if single[a] || single[b] {
                marks.push(Mark::Edge {
                    edge: edge as u8,
                    joined: false,
                });
            }
        }
        for (d, &cell) in state.givens.singles.iter().enumerate() {
            if kept(cell) {
                marks.push(Mark::Digit {
                    cell: cell as u8,
                    digit: d as u8 + 1,
                    holds: true,
                });
            }
        }
        for placed in &state.givens.dominoes {
            let [(a, u), (b, v)] = placed.halves;
            let edge = g
                .edge_between(a, b)
                .expect("the reader checked the halves are side by side");
            if kept(a) && kept(b) {
                marks.push(Mark::Edge {
                    edge: edge as u8,
                    joined: true,
                });
            }
            for (cell, digit) in [(a, u), (b, v)] {
                if kept(cell) {
                    marks.push(Mark::Digit {
                        cell: cell as u8,
                        digit,
                        holds: true,
                    });
                }
            }
        }
        for mark in marks {
            // Nothing reads what the givens touch: the list is cleared
            // so that it does not grow with every mark.
            touched.clear();
            if let Err(broken) = state.set(mark, &mut touched) {
                state.broken.get_or_insert(broken);
            }
        }
        state
    }

    pub fn broken(&self) -> Option<&Contradiction> {
        self.broken.as_ref()
    }
    pub fn candidates(&self, cell: usize) -> u16 {
        self.candidates[cell]
    }
    pub fn is_placed(&self, cell: usize) -> bool {
        self.placed[cell]
    }
    pub fn link(&self, edge: usize) -> Link {
        self.links[edge]
    }
    pub fn is_single(&self, cell: usize) -> bool {
        self.single[cell]
    }
    /// The edge domino `index` lies on, once both its digits are placed.
    pub fn domino_at(&self, index: usize) -> Option<usize> {
        self.domino_at[index].map(usize::from)
    }
    pub fn is_complete(&self) -> bool {
        self.unplaced == 0 && self.open_links == 0
    }
    /// The cells that may still hold `digit`.
    pub fn cells_with(&self, digit: u8) -> Cells {
        self.bits.cells_with(digit)
    }
    /// The candidates, cuts and laid dominoes as bit sets.
    pub fn bits(&self) -> &Bits {
        &self.bits
    }

    pub fn holds(&self, mark: Mark) -> bool {
        match mark {
            Mark::Digit { cell, digit, holds } => {
                let cell = cell as usize;
                if holds {
                    self.placed[cell] && self.candidates[cell] == bit(digit)
                } else {
                    self.candidates[cell] & bit(digit) == 0
                }
            }
            Mark::Edge { edge, joined } => {
                self.links[edge as usize] == if joined { Link::Joined } else { Link::Cut }
            }
        }
    }

    pub fn is_open(&self, mark: Mark) -> bool {
        match mark {
            Mark::Digit { cell, digit, .. } => {
                let cell = cell as usize;
                !self.placed[cell] && self.candidates[cell] & bit(digit) != 0
            }
            Mark::Edge { edge, .. } => self.links[edge as usize] == Link::Open,
        }
    }

    /// Makes `mark` true, pushing the anchors whose rules may now find
    /// something; fails on a broken rule.
    pub fn set(&mut self, mark: Mark, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        if let Some(broken) = &self.broken {
            return Err(broken.clone());
        }
        match mark {
            Mark::Digit { cell, digit, holds } => {
                if holds {
                    self.place(cell as usize, digit, touched)
                } else {
                    self.remove(cell as usize, digit, touched)
                }
            }
            Mark::Edge { edge, joined } => {
                if joined {
                    self.join(edge as usize, touched)
                } else {
                    self.cut(edge as usize, touched)
                }
            }
        }
    }

    fn place(
        &mut self,
        cell: usize,
        digit: u8,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        if self.candidates[cell] & bit(digit) == 0 {
            return Err(Contradiction(format!("{} cannot be {digit}", name(cell))));
        }
        if self.placed[cell] {
            return Ok(());
        }
        self.placed[cell] = true;
        self.unplaced -= 1;
        let changed = self.candidates[cell];
        self.candidates[cell] = bit(digit);
        self.bits.remove(cell, changed & !bit(digit));
        wakes::cell_changed(cell, changed, touched);
        let g = geometry();
        for &unit in &g.cell_units[cell] {
            // The unit's other cells that may hold the digit, lowest
            // first: the unit's own order (every unit is read in reading
            // order), so the peers are woken as they always were.
            let holding = g.unit_cells[unit] & self.bits.cells_with(digit) & !(1 << cell);
            for peer in cells_of(holding) {
                if self.candidates[peer] & bit(digit) != 0 {
                    if self.placed[peer] {
                        return Err(Contradiction(format!(
                            "{} and {} would both be {digit}",
                            name(cell.min(peer)),
                            name(cell.max(peer))
                        )));
                    }
                    // The digit's dominoes were woken with the cell just
                    // placed, in this same list: the peer wakes the rest.
                    if self.drop_digit(peer, digit)? {
                        wakes::cell_changed(peer, 0, touched);
                    }
                }
            }
        }
        self.check_domino_of(cell, touched)
    }

    fn remove(
        &mut self,
        cell: usize,
        digit: u8,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        if self.drop_digit(cell, digit)? {
            wakes::cell_changed(cell, bit(digit), touched);
        }
        Ok(())
    }

    /// Takes `digit` from `cell`, waking nothing; false when it was gone.
    fn drop_digit(&mut self, cell: usize, digit: u8) -> Result<bool, Contradiction> {
        if self.candidates[cell] & bit(digit) == 0 {
            return Ok(false);
        }
        if self.candidates[cell] == bit(digit) {
            return Err(Contradiction(format!(
                "{} would have no digit left",
                name(cell)
            )));
        }
        self.candidates[cell] &= !bit(digit);
        self.bits.remove(cell, bit(digit));
        Ok(true)
    }

    /// Decides an open edge as `to`; false when it already was, an error
    /// when it was decided the other way.
    fn settle(
        &mut self,
        edge: usize,
        to: Link,
        touched: &mut Vec<Anchor>,
    ) -> Result<bool, Contradiction> {
        match self.links[edge] {
            Link::Open => {
                self.links[edge] = to;
                self.open_links -= 1;
                wakes::edge_decided(edge, touched);
                Ok(true)
            }
            now if now == to => Ok(false),
            Link::Cut => Err(Contradiction(format!(
                "{} cannot hold a domino",
                self.edge_name(edge)
            ))),
            Link::Joined => Err(Contradiction(format!(
                "{} already holds a domino",
                self.edge_name(edge)
            ))),
        }
    }

    fn join(&mut self, edge: usize, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        if !self.settle(edge, Link::Joined, touched)? {
            return Ok(());
        }
        let g = geometry();
        for cell in g.edges[edge] {
            for &other in &g.cell_edges[cell] {
                if other != edge {
                    if self.links[other] == Link::Joined {
                        return Err(Contradiction(format!(
                            "{} would lie in two dominoes",
                            name(cell)
                        )));
                    }
                    self.cut(other, touched)?;
                }
            }
        }
        self.check_domino(edge, touched)
    }

    fn cut(&mut self, edge: usize, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        if !self.settle(edge, Link::Cut, touched)? {
            return Ok(());
        }
        let g = geometry();
        let [a, b] = g.edges[edge];
        self.bits.cut(a, b);
        for cell in g.edges[edge] {
            let stranded = !self.single[cell]
                && g.cell_edges[cell]
                    .iter()
                    .all(|&e| self.links[e] == Link::Cut);
            if stranded {
                return Err(Contradiction(format!(
                    "{} could share a domino with no neighbour",
                    name(cell)
                )));
            }
        }
        Ok(())
    }

    /// The domino on `cell`'s joined edge, if any, checked.
    fn check_domino_of(
        &mut self,
        cell: usize,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        let g = geometry();
        match g.cell_edges[cell]
            .iter()
            .find(|&&e| self.links[e] == Link::Joined)
        {
            Some(&edge) => self.check_domino(edge, touched),
            None => Ok(()),
        }
    }

    /// Once both digits of a joined edge are placed, its domino is used:
    /// it must be a real domino, and not lie anywhere else.
    fn check_domino(
        &mut self,
        edge: usize,
        touched: &mut Vec<Anchor>,
    ) -> Result<(), Contradiction> {
        let [a, b] = geometry().edges[edge];
        if !(self.placed[a] && self.placed[b]) {
            return Ok(());
        }
        let (u, v) = (self.digit(a), self.digit(b));
        if u == v {
            return Err(Contradiction(format!(
                "the domino on {} would have {u} twice",
                self.edge_name(edge)
            )));
        }
        let index = domino_index(u, v);
        match self.domino_at[index] {
            Some(other) if usize::from(other) != edge => Err(Contradiction(format!(
                "the domino {}-{} would lie on {} and on {}",
                u.min(v),
                u.max(v),
                self.edge_name(usize::from(other)),
                self.edge_name(edge)
            ))),
            Some(_) => Ok(()),
            None => {
                self.domino_at[index] = Some(edge as u8);
                self.bits.lay(u, v);
                wakes::domino_laid(touched);
                Ok(())
            }
        }
    }

    /// The digit of a placed cell.
    pub fn digit(&self, cell: usize) -> u8 {
        self.candidates[cell].trailing_zeros() as u8
    }

    /// `r3c4-r3c5`.
    pub fn edge_name(&self, edge: usize) -> String {
        let [a, b] = geometry().edges[edge];
        format!("{}-{}", name(a), name(b))
    }
}

#[cfg(test)]
mod tests {
    use super::{Link, Mark, SuDominoKu};
    use crate::puzzles::sudominoku::parse_batch;

    fn sample() -> SuDominoKu {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/sudominoku_sample.in"
        ))
        .unwrap();
        let givens = parse_batch(&text, true).items.remove(0).unwrap();
        SuDominoKu::new(givens)
    }

    #[test]
    fn the_givens_place_their_digits_and_dominoes() {
        let state = sample();
        assert!(state.broken().is_none());
        // 6 at B2 (cell 10): placed, and gone from its row, column and box.
        assert!(state.is_placed(10) && state.digit(10) == 6);
        for peer in [9, 11, 17, 1, 73, 0, 20] {
            assert_eq!(state.candidates(peer) & (1 << 6), 0, "cell {peer}");
        }
        // The single 1 at C5 (cell 22) stands alone: its edges are cut.
        assert!(state.is_single(22));
        // The 6-1 domino on B2-B3 is recorded as used.
        let used = (0..36).filter(|&i| state.domino_at(i).is_some()).count();
        assert_eq!(used, 10);
        assert!(!state.is_complete());
    }

    #[test]
    fn broken_rules_show_at_once() {
        let mut state = sample();
        let mut touched = Vec::new();
        // B1 cannot be 6: B2 is.
        let wrong = Mark::Digit {
            cell: 9,
            digit: 6,
            holds: true,
        };
        assert!(state.set(wrong, &mut touched).is_err());
        // Taking every digit but one from a cell leaves that one, unplaced.
        let mut state = sample();
        // D4 (cell 30) is not among the givens.
        let cell = 30u8;
        let left: Vec<u8> = (1..=9)
            .filter(|&d| state.candidates(30) & (1 << d) != 0)
            .collect();
        for &d in &left[1..] {
            let remove = Mark::Digit {
                cell,
                digit: d,
                holds: false,
            };
            state.set(remove, &mut touched).unwrap();
        }
        assert!(!state.is_placed(30));
        let last = Mark::Digit {
            cell,
            digit: left[0],
            holds: false,
        };
        assert!(state.set(last, &mut touched).is_err());
    }

    #[test]
    fn a_domino_parts_its_cells_from_their_other_neighbours() {
        let mut state = sample();
        let mut touched = Vec::new();
        // A4-A5 (cells 3 and 4): edge 6 in reading order of edges.
        let g = super::geometry();
        let edge = (0..g.edges.len()).find(|&e| g.edges[e] == [3, 4]).unwrap();
        let join = Mark::Edge {
            edge: edge as u8,
            joined: true,
        };
        state.set(join, &mut touched).unwrap();
        for &other in g.cell_edges[3].iter().chain(&g.cell_edges[4]) {
            if other != edge {
                assert_eq!(state.link(other), Link::Cut);
            }
        }
        assert!(state.holds(join));
    }
}
