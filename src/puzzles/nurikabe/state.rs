//! A partly solved Nurikabe: each cell undecided, land or water, with land
//! and water regions kept as they merge (their members, sizes, numbers and
//! undecided neighbours), so rules read them directly and contradictions
//! show as soon as they arise.

use std::sync::Arc;

use crate::engine::words::cell_name;
use crate::engine::{Anchor, Contradiction};
use crate::puzzles::regions::Regions;

use super::board::{Board, Clue};
use super::open_joined;
use super::rules::memory::RuleMemory;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Unknown,
    Land,
    Water,
}

/// One decision: `cell` is water (or land).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellMark {
    pub cell: u32,
    pub water: bool,
}

impl CellMark {
    pub fn water(cell: usize) -> CellMark {
        CellMark {
            cell: cell as u32,
            water: true,
        }
    }
    pub fn land(cell: usize) -> CellMark {
        CellMark {
            cell: cell as u32,
            water: false,
        }
    }
    pub fn mark(self) -> Mark {
        if self.water { Mark::Water } else { Mark::Land }
    }
}

#[derive(Debug)]
pub struct Nurikabe {
    pub board: Arc<Board>,
    marks: Vec<Mark>,
    unknown: usize,
    water_cells: usize,
    /// The first cell marked water (meaningful once there is water): a
    /// cell of the one water region while all water is one.
    first_water: usize,
    /// Land and water regions; a cell's region is meaningful for decided
    /// cells only.
    regions: Regions,
    /// Per region root: undecided cells beside its members, counted once
    /// per member side (so zero means the region is closed in).
    liberties: Vec<u32>,
    /// Per land root: how many numbered cells the island holds, and the
    /// first of them.
    numbers: Vec<u32>,
    numbered: Vec<u32>,
    /// A rule the givens themselves break (two numbers side by side).
    broken: Option<Contradiction>,
    /// What the rules found in this content, forgotten on every change,
    /// and their working memory.
    rule_memory: RuleMemory,
}

/// Written out so that `clone_from` reuses memory (hypothesis trials).
impl Clone for Nurikabe {
    fn clone(&self) -> Nurikabe {
        Nurikabe {
            board: Arc::clone(&self.board),
            marks: self.marks.clone(),
            unknown: self.unknown,
            water_cells: self.water_cells,
            first_water: self.first_water,
            regions: self.regions.clone(),
            liberties: self.liberties.clone(),
            numbers: self.numbers.clone(),
            numbered: self.numbered.clone(),
            broken: self.broken.clone(),
            rule_memory: self.rule_memory.clone(),
        }
    }

    fn clone_from(&mut self, source: &Nurikabe) {
        self.board = Arc::clone(&source.board);
        self.marks.clone_from(&source.marks);
        self.unknown = source.unknown;
        self.water_cells = source.water_cells;
        self.first_water = source.first_water;
        self.regions.clone_from(&source.regions);
        self.liberties.clone_from(&source.liberties);
        self.numbers.clone_from(&source.numbers);
        self.numbered.clone_from(&source.numbered);
        self.broken.clone_from(&source.broken);
        self.rule_memory.clone_from(&source.rule_memory);
    }
}

impl Nurikabe {
    /// A fresh state: numbered cells are land, everything else undecided.
    /// Two numbers side by side already break the rules: that is kept in
    /// `broken` and reported by the first change and the final check.
    /// Takes the board shared (`Arc`) or owned.
    pub fn new(board: impl Into<Arc<Board>>) -> Nurikabe {
        let board: Arc<Board> = board.into();
        let cells = board.cells();
        let mut state = Nurikabe {
            marks: vec![Mark::Unknown; cells],
            unknown: cells,
            water_cells: 0,
            first_water: 0,
            regions: Regions::new(cells),
            liberties: vec![0; cells],
            numbers: vec![0; cells],
            numbered: (0..cells as u32).collect(),
            broken: None,
            rule_memory: RuleMemory::default(),
            board,
        };
        let mut touched = Vec::new();
        for cell in 0..cells {
            if state.board.is_clue(cell)
                && let Err(broken) = state.set(CellMark::land(cell), &mut touched)
            {
                state.broken.get_or_insert(broken);
            }
        }
        state
    }

    /// A fresh state, nothing decided, of this puzzle with every clue but
    /// those in the cells `keep` (sorted) made a "?". Every answer of the puzzle is
    /// an answer of that one (an island of its number's size is an island
    /// of some size), so what the rules find there holds here: a step's
    /// premises can be checked on the clues it names alone.
    pub fn with_clues_hidden_except(&self, keep: &[usize]) -> Nurikabe {
        let board = &self.board;
        let clues = (0..board.cells())
            .map(|cell| match board.clue(cell) {
                Some(_) if keep.binary_search(&cell).is_err() => Some(Clue::Hidden),
                clue => clue,
            })
            .collect();
        Nurikabe::new(Board::new(board.rows, board.cols, clues, board.tokens))
    }

    /// The rule the givens break, if any.
    pub fn broken(&self) -> Option<&Contradiction> {
        self.broken.as_ref()
    }

    /// Where the rules keep what they found in this state (see the field).
    pub(super) fn rule_memory(&self) -> &RuleMemory {
        &self.rule_memory
    }

    pub fn mark(&self, cell: usize) -> Mark {
        self.marks[cell]
    }
    pub fn is(&self, cell: usize, mark: Mark) -> bool {
        self.marks[cell] == mark
    }
    pub fn unknown_count(&self) -> usize {
        self.unknown
    }
    pub fn water_count(&self) -> usize {
        self.water_cells
    }
    pub fn land_count(&self) -> usize {
        self.marks.len() - self.unknown - self.water_cells
    }
    pub fn regions(&self) -> &Regions {
        &self.regions
    }
    pub fn root(&self, cell: usize) -> usize {
        self.regions.root(cell)
    }
    pub fn region_size(&self, cell: usize) -> usize {
        self.regions.size(cell)
    }

    /// The clue of the island holding land cell `cell`, if it holds
    /// exactly one: its number, or a "?" (an island of any size).
    #[inline]
    pub fn island_clue(&self, cell: usize) -> Option<Clue> {
        let root = self.root(cell);
        (self.numbers[root] == 1)
            .then(|| self.board.clue(self.numbered[root] as usize))
            .flatten()
    }

    /// The given size of the island holding land cell `cell`: its one
    /// clue's number. `None` for land with no clue, two clues, or a "?",
    /// so it never tells land without a number from a "?" island: ask
    /// `island_numbered_cell` for that.
    #[inline]
    pub fn island_size_given(&self, cell: usize) -> Option<u32> {
        match self.island_clue(cell) {
            Some(Clue::Number(n)) => Some(n),
            _ => None,
        }
    }

    /// The numbered cell of the island holding land cell `cell`.
    pub fn island_numbered_cell(&self, cell: usize) -> Option<usize> {
        let root = self.root(cell);
        (self.numbers[root] >= 1).then_some(self.numbered[root] as usize)
    }

    /// The one undecided cell beside a region, if there is exactly one.
    /// Stops at the second: the sea is large, and the one-exit rules ask
    /// about it after every change.
    pub fn only_exit(&self, cell: usize) -> Option<usize> {
        // A cell borders a region on at most its four sides, so more than
        // four liberties are at least two cells: known without the walk.
        let liberties = self.liberties[self.root(cell)];
        if liberties == 0 || liberties > 4 {
            return None;
        }
        let mut only = None;
        for member in self.regions.members(cell) {
            for n in self.board.neighbours(member) {
                if self.marks[n] == Mark::Unknown {
                    match only {
                        None => only = Some(n),
                        Some(seen) if seen != n => return None,
                        _ => {}
                    }
                }
            }
        }
        only
    }

    /// The distinct undecided cells beside a region, in the order found.
    pub fn exits(&self, cell: usize) -> Vec<usize> {
        let mut exits = Vec::new();
        // Known without a walk round the region, which may be most of the
        // grid: rules ask again after every change near any of its cells.
        if self.liberties[self.root(cell)] == 0 {
            return exits;
        }
        for member in self.regions.members(cell) {
            for n in self.board.neighbours(member) {
                if self.marks[n] == Mark::Unknown && !exits.contains(&n) {
                    exits.push(n);
                }
            }
        }
        exits
    }

    /// A numbered cell under water, two numbers in one island, an island
    /// too large, a closed-in island short of its number or with none, a
    /// pool, or water closed in while other water exists.
    pub fn set(&mut self, e: CellMark, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        let cell = e.cell as usize;
        let name = || cell_name(cell / self.board.cols, cell % self.board.cols);
        match self.marks[cell] {
            Mark::Unknown => {}
            m if m == e.mark() => return Ok(()),
            _ => {
                let was = if e.water { "land" } else { "water" };
                return Err(Contradiction(format!("{} is already {was}", name())));
            }
        }
        if e.water && self.board.is_clue(cell) {
            return Err(Contradiction(format!(
                "{} holds a number and cannot be water",
                name()
            )));
        }
        // All water so far is one region: when this cell starts another,
        // that region's water must now join other water, which is what
        // `water-one-exit` waits for.
        let one_water_region = e.water
            && self.water_cells > 0
            && self.region_size(self.first_water) == self.water_cells;
        self.marks[cell] = e.mark();
        self.unknown -= 1;
        self.rule_memory.forget();
        let board = Arc::clone(&self.board);
        touched.push(cell);
        touched.extend(board.neighbours(cell));
        // The cell is no longer a way out for the regions beside it.
        let mut own_liberties = 0;
        for n in board.neighbours(cell) {
            if self.marks[n] == Mark::Unknown {
                own_liberties += 1;
            } else {
                let root = self.root(n);
                self.liberties[root] -= 1;
            }
        }
        self.liberties[cell] = own_liberties;
        if e.water {
            if self.water_cells == 0 {
                self.first_water = cell;
            }
            self.water_cells += 1;
        } else if board.is_clue(cell) {
            self.numbers[cell] = 1;
            self.numbered[cell] = cell as u32;
        }
        if !e.water
            && self.rule_memory.open_joined()
            && !open_joined::still_joined(&board, &self.marks, cell)
        {
            self.rule_memory.set_open_joined(false);
        }
        for n in board.neighbours(cell) {
            if self.marks[n] == e.mark() {
                self.join(cell, n, touched)?;
            }
        }
        if one_water_region && self.root(cell) != self.root(self.first_water) {
            touched.push(self.first_water);
        }
        if e.water {
            for block in board.blocks(cell) {
                // A block with three water cells makes its fourth land
                // (`pool`), and that cell may be a diagonal neighbour.
                let water = block.iter().filter(|&&b| self.marks[b] == Mark::Water);
                if water.count() == 3
                    && let Some(&open) = block.iter().find(|&&b| self.marks[b] == Mark::Unknown)
                {
                    touched.push(open);
                }
                if block.iter().all(|&b| self.marks[b] == Mark::Water) {
                    return Err(Contradiction(format!(
                        "2x2 water at {}",
                        cell_name(block[0] / board.cols, block[0] % board.cols)
                    )));
                }
            }
        }
        self.check_closed_in(cell)?;
        for n in board.neighbours(cell) {
            if self.marks[n] != Mark::Unknown {
                self.check_closed_in(n)?;
            }
        }
        Ok(())
    }

    /// Merges the regions of two decided cells of the same kind.
    fn join(&mut self, a: usize, b: usize, touched: &mut Vec<Anchor>) -> Result<(), Contradiction> {
        let (ra, rb) = (self.root(a), self.root(b));
        if ra == rb {
            return Ok(());
        }
        // The smaller region's cells now belong to a larger one: rules
        // around them may see something new.
        let smaller = if self.regions.size(ra) < self.regions.size(rb) {
            ra
        } else {
            rb
        };
        let larger = if smaller == ra { rb } else { ra };
        let board = Arc::clone(&self.board);
        for member in self.regions.members(smaller) {
            touched.push(member);
            touched.extend(board.neighbours(member));
        }
        // Land that takes a number from the smaller side is now an
        // island: a cell beside it may now touch two islands. This
        // happens once to a region, so waking all of it stays cheap.
        if self.numbers[larger] == 0 && self.numbers[smaller] > 0 {
            for member in self.regions.members(larger) {
                let open = board
                    .neighbours(member)
                    .filter(|&n| self.marks[n] == Mark::Unknown);
                touched.extend(open);
            }
        }
        let liberties = self.liberties[ra] + self.liberties[rb];
        let numbers = self.numbers[ra] + self.numbers[rb];
        // The numbered cells of both sides, read before the merge keeps one.
        let both = (self.numbered[ra] as usize, self.numbered[rb] as usize);
        let numbered = if self.numbers[ra] > 0 {
            self.numbered[ra]
        } else {
            self.numbered[rb]
        };
        let root = self.regions.merge(ra, rb).unwrap_or(ra);
        self.liberties[root] = liberties;
        self.numbers[root] = numbers;
        self.numbered[root] = numbered;
        if self.marks[a] == Mark::Water {
            return Ok(());
        }
        let place = |cell: usize| cell_name(cell / board.cols, cell % board.cols);
        if numbers > 1 {
            let (x, y) = (both.0.min(both.1), both.0.max(both.1));
            return Err(Contradiction(format!(
                "the islands of {} and {} would join",
                place(x),
                place(y)
            )));
        }
        // A "?" island may be of any size: only a number bounds it.
        if let Some(n) = self.island_size_given(root) {
            let size = self.regions.size(root);
            if size > n as usize {
                return Err(Contradiction(format!(
                    "the island of the {n} at {} would have {size} cells",
                    place(numbered as usize)
                )));
            }
        }
        Ok(())
    }

    /// A region with no way out must already be whole.
    fn check_closed_in(&self, cell: usize) -> Result<(), Contradiction> {
        let root = self.root(cell);
        if self.liberties[root] > 0 {
            return Ok(());
        }
        let board = &self.board;
        let place = |cell: usize| cell_name(cell / board.cols, cell % board.cols);
        let size = self.regions.size(root);
        match self.marks[cell] {
            Mark::Water if self.water_cells > size => Err(Contradiction(format!(
                "the water at {} would be cut off from the rest",
                place(cell)
            ))),
            // A "?" island closed in is whole at whatever size it has.
            Mark::Land => match self.island_clue(root) {
                None if self.numbers[root] == 0 => Err(Contradiction(format!(
                    "the land at {} would be an island with no number",
                    place(cell)
                ))),
                Some(Clue::Number(n)) if (n as usize) > size => Err(Contradiction(format!(
                    "the island of the {n} at {} would be closed in at {size} {}",
                    place(self.numbered[root] as usize),
                    if size == 1 { "cell" } else { "cells" }
                ))),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }
}
