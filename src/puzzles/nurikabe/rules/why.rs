//! What a rule read, gathered for its explanation while a trace is
//! recorded: the numbers and marks that bound its conclusion, and the
//! names of places for its reason. Nothing here runs for judge output.
//!
//! A step's premises are checked on a state holding only the givens and
//! the premises (see `engine::premise_check`). The rules of the whole
//! grid conclude from what islands can *not* reach and where water can
//! *not* go, and on fewer marks an island is smaller and reaches farther,
//! water is missing and lets it through: so their premises are whatever
//! stops an island, or walls a part of the grid in, where it stops it.

use std::sync::Arc;

use crate::engine::derive_new;
use crate::engine::words::cell_name;
use crate::engine::{AnyRule, Derived, Finding};

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::{IslandReach, island_reaches};

/// The numbers and marks read, each once.
pub struct Read<'a> {
    p: &'a Nurikabe,
    givens: Vec<usize>,
    marks: Vec<CellMark>,
    /// Per cell: already read.
    seen: Vec<bool>,
}

impl<'a> Read<'a> {
    pub fn new(p: &'a Nurikabe) -> Read<'a> {
        Read {
            p,
            givens: Vec::new(),
            marks: Vec::new(),
            seen: vec![false; p.board.cells()],
        }
    }

    /// Decided cell `cell` as it stands: a number as a given, any other
    /// cell as its mark. Undecided cells are not read.
    pub fn cell(&mut self, cell: usize) {
        let p = self.p;
        if std::mem::replace(&mut self.seen[cell], true) {
            return;
        }
        if p.board.is_clue(cell) {
            self.givens.push(cell);
        } else {
            match p.mark(cell) {
                Mark::Water => self.marks.push(CellMark::water(cell)),
                Mark::Land => self.marks.push(CellMark::land(cell)),
                Mark::Unknown => self.seen[cell] = false,
            }
        }
    }

    /// Every cell of the region holding decided cell `cell`: an island
    /// then has its size, and land its number.
    pub fn region(&mut self, cell: usize) {
        for member in self.p.regions().members(cell) {
            self.cell(member);
        }
    }

    /// Every decided cell beside the region holding `cell`: what closes
    /// it in.
    pub fn around(&mut self, cell: usize) {
        let p = self.p;
        for member in p.regions().members(cell) {
            for n in p.board.neighbours(member) {
                if p.root(n) != p.root(member) || p.mark(n) != p.mark(member) {
                    self.cell(n);
                }
            }
        }
    }

    pub fn cells(&mut self, cells: impl IntoIterator<Item = usize>) {
        cells.into_iter().for_each(|c| self.cell(c));
    }

    /// The marks read so far.
    pub fn marks(&self) -> &[CellMark] {
        &self.marks
    }

    pub fn has(&self, cell: usize) -> bool {
        self.seen[cell]
    }

    /// Hands what was read to `why`, in reading order.
    pub fn give(mut self, why: &mut Finding<CellMark>) {
        self.givens.sort_unstable();
        self.marks.sort_unstable_by_key(|m| m.cell);
        why.givens(self.givens).marks(self.marks);
    }
}

/// What keeps the island of `reach` from reaching farther than it does:
/// the island whole (on fewer cells it would lack more), the water around
/// what it reaches, land without a number there (it would have to take
/// it whole), and the numbered islands beside that (land of theirs cannot
/// be crossed, nor a cell beside it).
pub fn reach_bounds(read: &mut Read, reach: &IslandReach) {
    let p = read.p;
    let root = p.root(reach.start);
    let mut zone = vec![false; p.board.cells()];
    let members: Vec<usize> = p.regions().members(reach.start).collect();
    for &c in members.iter().chain(&reach.reached) {
        zone[c] = true;
    }
    read.region(reach.start);
    for &c in &reach.reached {
        if p.is(c, Mark::Land) {
            read.region(c);
        }
    }
    for &c in members.iter().chain(&reach.reached) {
        for n in p.board.neighbours(c) {
            if zone[n] {
                continue;
            }
            match p.mark(n) {
                Mark::Water => read.cell(n),
                Mark::Land => read.region(n),
                Mark::Unknown => {
                    let other_island = |m: usize| {
                        p.is(m, Mark::Land)
                            && p.island_numbered_cell(m).is_some()
                            && p.root(m) != root
                    };
                    for m in p.board.neighbours(n).filter(|&m| other_island(m)) {
                        read.region(m);
                    }
                }
            }
        }
    }
}

/// Whether `rule` still finds `effects`, and no contradiction, once
/// `made` (what the steps before, from the same look at the grid, decide)
/// holds too. A trace is replayed step by step, each on the state the
/// ones before it left; a rule that later marks can make weaker (or lead
/// to a contradiction) may no longer find a later finding there, which
/// is then left for its next look.
pub fn still_follows(
    rule: &dyn AnyRule<Nurikabe>,
    p: &Nurikabe,
    made: &[CellMark],
    effects: &[CellMark],
) -> bool {
    if made.is_empty() {
        return true;
    }
    let mut state = p.clone();
    let mut touched = Vec::new();
    if made.iter().any(|&m| state.set(m, &mut touched).is_err()) {
        return false;
    }
    let mut found = Derived::new();
    derive_new(rule, &state, state.board.cells(), &mut found);
    found.broken().is_none() && effects.iter().all(|e| found.contains(e))
}

/// The givens with `marks` made true, as the premise check sees them;
/// `None` if they cannot all hold (never, for marks that hold together).
pub fn reduced(p: &Nurikabe, marks: &[CellMark]) -> Option<Nurikabe> {
    let mut state = Nurikabe::new(Arc::clone(&p.board));
    let mut touched = Vec::new();
    for &mark in marks {
        state.set(mark, &mut touched).ok()?;
    }
    Some(state)
}

/// Reads the bounds of one island after another until, on the givens and
/// what `read` holds, no numbered island but `own` (a cell of the island
/// looked at, if any) reaches a cell of `targets`: an island that reaches
/// none of them even on the givens alone is not read at all.
pub fn keep_out(read: &mut Read, targets: &[usize], own: Option<usize>) {
    let p = read.p;
    let real = island_reaches(p);
    let own = own.map(|c| p.root(c));
    let mut target = vec![false; p.board.cells()];
    targets.iter().for_each(|&c| target[c] = true);
    let mut done: Vec<usize> = Vec::new();
    loop {
        let Some(state) = reduced(p, read.marks()) else {
            return;
        };
        let reaching: Vec<usize> = island_reaches(&state)
            .iter()
            .filter(|i| i.reached.iter().any(|&c| target[c]))
            .map(|i| p.root(i.start))
            .filter(|&root| Some(root) != own && !done.contains(&root))
            .collect();
        if reaching.is_empty() {
            return;
        }
        for root in reaching {
            done.push(root);
            match real.iter().find(|i| p.root(i.start) == root) {
                Some(island) => reach_bounds(read, island),
                // Complete: whole, it reaches nothing.
                None => read.region(root),
            }
        }
    }
}

/// The cells of `cells` in groups that touch side by side, each in
/// reading order, the groups in the order of their first cells.
pub fn groups(p: &Nurikabe, cells: &[usize]) -> Vec<Vec<usize>> {
    if cells.is_empty() {
        return Vec::new();
    }
    let mut group = vec![usize::MAX; p.board.cells()];
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    sorted.iter().for_each(|&c| group[c] = usize::MAX - 1);
    let mut out: Vec<Vec<usize>> = Vec::new();
    for &start in &sorted {
        if group[start] != usize::MAX - 1 {
            continue;
        }
        let index = out.len();
        group[start] = index;
        let mut members = vec![start];
        let mut next = 0;
        while next < members.len() {
            let at = members[next];
            next += 1;
            for n in p.board.neighbours(at) {
                if group[n] == usize::MAX - 1 {
                    group[n] = index;
                    members.push(n);
                }
            }
        }
        members.sort_unstable();
        out.push(members);
    }
    out
}

/// The cells of the region of non-land cells (water or undecided) that
/// holds `start`, without crossing `wall`.
pub fn open_area(p: &Nurikabe, start: usize, wall: impl Fn(usize) -> bool) -> Vec<usize> {
    let mut inside = vec![false; p.board.cells()];
    inside[start] = true;
    let mut area = vec![start];
    let mut next = 0;
    while next < area.len() {
        let at = area[next];
        next += 1;
        for n in p.board.neighbours(at) {
            if !inside[n] && !p.is(n, Mark::Land) && !wall(n) {
                inside[n] = true;
                area.push(n);
            }
        }
    }
    area.sort_unstable();
    area
}

/// The land cells beside `area`: what walls it in.
pub fn land_around(p: &Nurikabe, area: &[usize]) -> Vec<usize> {
    let mut around: Vec<usize> = area
        .iter()
        .flat_map(|&c| p.board.neighbours(c))
        .filter(|&n| p.is(n, Mark::Land))
        .collect();
    around.sort_unstable();
    around.dedup();
    around
}

pub fn name(p: &Nurikabe, cell: usize) -> String {
    let (r, c) = p.pos(cell);
    cell_name(r, c)
}

/// `r1c1`, `r1c1 and r1c2`, `r1c1, r1c2 and r1c3`; past five cells, the
/// first four and how many more.
pub fn list(p: &Nurikabe, cells: &[usize]) -> String {
    let names: Vec<String> = cells.iter().take(5).map(|&c| name(p, c)).collect();
    match cells.len() {
        0 => String::new(),
        1 => names[0].clone(),
        n if n <= 5 => format!("{} and {}", names[..n - 1].join(", "), names[n - 1]),
        n => format!("{} and {} more", names[..4].join(", "), n - 4),
    }
}

/// `1 cell`, `3 cells`.
pub fn count(n: usize) -> String {
    if n == 1 {
        "1 cell".into()
    } else {
        format!("{n} cells")
    }
}

/// `the 3 at r1c1` (`the ? at r1c1`), for a cell of a numbered island.
pub fn island(p: &Nurikabe, cell: usize) -> String {
    let numbered = p.island_numbered_cell(cell).unwrap_or(cell);
    match p.clue_text(numbered) {
        Some(clue) => format!("the {clue} at {}", name(p, numbered)),
        None => format!("the land at {}", name(p, numbered)),
    }
}

/// `is` for one cell, `are` for more.
pub fn is_are(cells: &[usize]) -> &'static str {
    if cells.len() == 1 { "is" } else { "are" }
}
