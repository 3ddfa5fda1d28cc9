//! What `corner-chain` and `linked-segments` share: both work the corner
//! facts out over the whole grid (`corner_facts`), the second with links
//! between segments as well, and give what they decide, each place's
//! segments a finding, in the same words.

use crate::engine::{Anchor, Derived, Finding, Why};

use super::super::corner_facts::{CornerFacts, Goal};
use super::super::corner_ways::{AT_LEAST_ONE, AT_MOST_ONE, EXACTLY_ONE, Place, corner_segs};
use super::super::grid::CORNER_NAMES;
use super::super::state::{SegMark, Slink};
use super::marks::{clue_name, decided_among, join_and, seg_names};

/// The rule's look at the grid: the segments the facts decide (or the
/// contradiction they see), with links between segments when
/// `with_links`.
pub fn derive_corners(p: &Slink, with_links: bool, out: &mut Derived<SegMark, impl Why<SegMark>>) {
    // Worked out from what the state kept; worked out again, keeping
    // how, only for the words (the same facts and conclusions, found in
    // the same order whatever the start).
    let facts = CornerFacts::of(p, with_links, false);
    let explained = std::cell::OnceCell::new();
    let explained = || explained.get_or_init(|| CornerFacts::of(p, with_links, true));
    if facts.broken.is_some() {
        out.refute("the corner facts leave some place no way to be".to_string());
        out.explain(|why| {
            let facts = explained();
            let broken = facts.broken.as_ref().expect("the same facts");
            let (last, _) = broken[broken.len() - 1];
            why.at(anchor_of(p, facts.place_of(last)));
            let words = explain_chain(p, facts, broken, why);
            why.say(format!("{words}: no way is left"));
        });
        return;
    }
    // The segments one place decides are one finding; a recorded look
    // takes the first (`one_finding_a_look`).
    let all = &facts.conclusions;
    let mut start = 0;
    while start < all.len() {
        let place = all[start].place;
        let end = start + all[start..].partition_point(|c| c.place == place);
        for c in &all[start..end] {
            out.push(SegMark {
                seg: c.seg,
                line: c.line,
            });
        }
        out.explain(|why| {
            let facts = explained();
            let goals: Vec<(usize, Goal)> = facts.conclusions[start..end]
                .iter()
                .map(|c| (c.derivation, Goal::Seg(c.seg, c.line)))
                .collect();
            why.at(anchor_of(p, place));
            let words = explain_chain(p, facts, &goals, why);
            let decided: Vec<String> = all[start..end]
                .iter()
                .map(|c| {
                    let name = p.board.grid.seg_name(c.seg);
                    if c.line {
                        format!("{name} is a line")
                    } else {
                        format!("{name} is crossed")
                    }
                })
                .collect();
            why.say(format!("{words}, so {}", join_and(&decided)));
        });
        start = end;
    }
}

/// Where a person looks for a place: its cell, or its dot.
fn anchor_of(p: &Slink, place: Place) -> Anchor {
    match place {
        Place::Cell(cell) => cell,
        Place::Dot(d) => p.board.grid.cell_count() + d,
    }
}

/// The chain of places that leads to `goals`: their marks and numbers
/// as premises, and in words each place with what it passes on.
fn explain_chain(
    p: &Slink,
    facts: &CornerFacts,
    goals: &[(usize, Goal)],
    why: &mut Finding<SegMark>,
) -> String {
    let chain = facts.chain(p, goals);
    let mut parts = Vec::with_capacity(chain.len());
    for step in &chain {
        why.marks(decided_among(p, &step.marks));
        let at = match step.place {
            Place::Cell(cell) if p.board.clue(cell).is_some() => {
                why.given(cell);
                clue_name(p, cell)
            }
            Place::Cell(cell) => format!("around {}", p.board.grid.cell_name(cell)),
            Place::Dot(d) => format!("at the dot {}", p.board.grid.dot_name(d)),
        };
        let told: Vec<String> = step
            .gives
            .iter()
            .filter_map(|g| match *g {
                Goal::Pair(corner, bits) => Some(fact_text(p, corner, bits)),
                Goal::Link(a, b, opposite) => Some(link_text(p, a, b, opposite)),
                Goal::Seg(..) | Goal::NoWay => None,
            })
            .collect();
        if told.is_empty() {
            parts.push(at);
        } else {
            parts.push(format!("{at}: {}", told.join("; ")));
        }
    }
    parts.join("; then ")
}

/// "exactly one of r2c3 top and r2c3 left is a line (its tl corner)".
fn fact_text(p: &Slink, corner: usize, bits: u8) -> String {
    let how = match bits {
        EXACTLY_ONE => "exactly one of",
        AT_LEAST_ONE => "at least one of",
        AT_MOST_ONE => "at most one of",
        _ => "",
    };
    format!(
        "{how} {} is a line ({} corner of {})",
        seg_names(p, corner_segs(p, corner)),
        CORNER_NAMES[corner % 4],
        p.board.grid.cell_name(corner / 4)
    )
}

/// "r2c3 top and r4c4 left are alike (both lines or both crossed)".
fn link_text(p: &Slink, a: u32, b: u32, opposite: bool) -> String {
    let names = seg_names(p, [a, b]);
    if opposite {
        format!("exactly one of {names} is a line")
    } else {
        format!("{names} are both lines or both crossed")
    }
}
