//! `unreachable`: a cell no island can reach is water.

use crate::engine::{Anchor, Derived, Finding, Puzzle, Rule, Why};
use crate::rule_record;

use super::super::state::{CellMark, Mark, Nurikabe};
use super::reach::{IslandReach, island_reaches};
use super::scratch::with_scratch;
use super::why::{Read, count, groups, is_are, island, keep_out, list, name};

pub struct Unreachable;

impl Rule<Nurikabe> for Unreachable {
    rule_record!("nurikabe", "unreachable", Advanced, "A cell that no numbered island can reach within the cells it still needs is water; land without a number that none can reach is a contradiction.";
        Nurikabe::whole_grid
    );

    /// From each numbered island short of its number, the cheapest way to
    /// each cell (see `Reach`). Cells no island reaches within what it
    /// still needs are water. A "?" island reaches as far as the grid can
    /// spare for it (its size is not known), so a cell it might take is
    /// never among them.
    fn derive(&self, p: &Nurikabe, _grid: Anchor, out: &mut Derived<CellMark, impl Why<CellMark>>) {
        let reaches = island_reaches(p);
        let stranded = with_scratch(p, |scratch| {
            let reached = &mut scratch.flags;
            for island in reaches.iter() {
                island.reached.iter().for_each(|&c| reached[c] = true);
            }
            let stranded = conclude(p, reached, out);
            reached.fill(false);
            stranded
        });
        // While recording: one step per group of cells side by side, each
        // with the islands that come near it.
        for group in groups(p, &stranded) {
            out.extend(group.iter().map(|&c| CellMark::water(c)));
            out.explain(|why| {
                why.at(group[0]);
                explain(p, &group, why, |cells, islands| {
                    format!(
                        "{} {} out of reach of every island{islands}",
                        list(p, cells),
                        is_are(cells)
                    )
                });
            });
        }
    }
}

/// Water where nothing reaches; land nothing reaches is a contradiction.
/// While recording, the water is returned rather than found, to be told
/// group by group.
fn conclude(
    p: &Nurikabe,
    reached: &[bool],
    out: &mut Derived<CellMark, impl Why<CellMark>>,
) -> Vec<usize> {
    let cells = p.board.cells();
    let orphan = (0..cells)
        .find(|&c| !reached[c] && p.is(c, Mark::Land) && p.island_numbered_cell(c).is_none());
    if let Some(orphan) = orphan {
        out.refute(format!(
            "the land at {} cannot join any numbered island",
            name(p, orphan)
        ));
        out.explain(|why| {
            why.at(orphan);
            let land: Vec<usize> = p.regions().members(orphan).collect();
            explain(p, &land, why, |_, islands| {
                format!(
                    "the land at {} has no number and is out of reach of every island{islands}",
                    name(p, orphan)
                )
            });
        });
        return Vec::new();
    }
    let stranded = |c: usize| !reached[c] && p.is(c, Mark::Unknown);
    if out.explaining() {
        return (0..cells).filter(|&c| stranded(c)).collect();
    }
    out.extend((0..cells).filter(|&c| stranded(c)).map(CellMark::water));
    Vec::new()
}

/// What keeps every island from `cells`: the cells themselves (land
/// among them is read), and the bounds of each island that would reach
/// them on fewer marks. `say` gets the cells and what keeps the islands
/// away, as words: the growing islands read, with the cells each still
/// lacks.
fn explain(
    p: &Nurikabe,
    cells: &[usize],
    why: &mut Finding<CellMark>,
    say: impl FnOnce(&[usize], String) -> String,
) {
    let mut read = Read::new(p);
    read.cells(cells.iter().copied());
    keep_out(&mut read, cells, None);
    let islands: Vec<String> = island_reaches(p)
        .iter()
        .filter(|i| read.has(i.start))
        .map(|i| format!("{} {}", island(p, i.start), lacking(i)))
        .collect();
    let islands = if islands.is_empty() {
        if out_of_reach_whatever_the_numbers(p, cells) {
            // No number is read, and none is named.
            ", whatever their numbers".to_string()
        } else {
            format!(", with the cells each still lacks{}", nearest(p, cells[0], why))
        }
    } else {
        format!(", with the cells each still lacks: {}", islands.join(", "))
    };
    read.give(why);
    why.say(say(cells, islands));
}

/// Whether `cells` would be out of reach with every number hidden (each
/// clue a "?", the marks as they are): then the numbers are not what
/// keeps the islands away, and the words name none.
fn out_of_reach_whatever_the_numbers(p: &Nurikabe, cells: &[usize]) -> bool {
    let mut hidden = p.with_clues_hidden_except(&[]);
    for cell in 0..p.board.cells() {
        let water = match p.mark(cell) {
            Mark::Water => true,
            Mark::Land => false,
            Mark::Unknown => continue,
        };
        if hidden.mark(cell) == Mark::Unknown
            && hidden.apply(CellMark { cell: cell as u32, water }, &mut Vec::new()).is_err()
        {
            return false;
        }
    }
    let reaches = island_reaches(&hidden);
    !cells
        .iter()
        .any(|c| reaches.iter().any(|i| i.reached.contains(c)))
}

/// When the givens alone keep every island away: the island that comes
/// nearest `cell` (fewest cells to spare beyond the distance, as the
/// crow flies, which no way round can shorten), as words, its number
/// among the givens read.
fn nearest(p: &Nurikabe, cell: usize, why: &mut Finding<CellMark>) -> String {
    let (row, col) = p.pos(cell);
    let distance = |from: usize| {
        let (r, c) = p.pos(from);
        r.abs_diff(row) + c.abs_diff(col)
    };
    let closest = island_reaches(p)
        .iter()
        .map(|i| {
            let steps = p
                .regions()
                .members(i.start)
                .map(distance)
                .min()
                .unwrap_or(0);
            (steps as i64 - i.budget as i64, steps, i.start, i)
        })
        .min_by_key(|&(spare, steps, start, _)| (spare, steps, start));
    let Some((_, steps, start, reach)) = closest else {
        return String::new();
    };
    if let Some(numbered) = p.island_numbered_cell(start) {
        why.given(numbered);
    }
    format!(
        ": the nearest, {}, {} and is at least {steps} steps from {}",
        island(p, start),
        lacking(reach),
        name(p, cell)
    )
}

/// `lacks 2 cells`; for a "?" island, the most it may take.
fn lacking(reach: &IslandReach) -> String {
    match reach.lacks {
        Some(lacks) => format!("lacks {}", count(lacks as usize)),
        None => format!("may take at most {}", count(reach.budget as usize)),
    }
}
