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
            why.say(words);
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
            why.say(words);
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
/// as premises, and in words each place a numbered clause, one a line,
/// with what it reads (its marks, the clauses before it whose facts it
/// takes) and what it passes on, the last what the chain decides.
fn explain_chain(
    p: &Slink,
    facts: &CornerFacts,
    goals: &[(usize, Goal)],
    why: &mut Finding<SegMark>,
) -> String {
    let chain = facts.chain(p, goals);
    let clause_of = |derivation: usize| {
        chain
            .iter()
            .position(|step| step.derivation == derivation)
            .map(|at| at + 1)
    };
    let mut lines = Vec::with_capacity(chain.len());
    for (n, step) in chain.iter().enumerate() {
        why.passes(anchor_of(p, step.place));
        let marks = decided_among(p, &step.marks);
        let at = match step.place {
            Place::Cell(cell) if p.board.clue(cell).is_some() => {
                why.given(cell);
                clue_name(p, cell)
            }
            Place::Cell(cell) => format!("around {}", p.board.grid.cell_name(cell)),
            Place::Dot(d) => format!("at the dot {}", p.board.grid.dot_name(d)),
        };
        let mut read = Vec::new();
        if !step.reads.is_empty() {
            let clauses: Vec<String> = step
                .reads
                .iter()
                .filter_map(|&d| clause_of(d).map(|n| format!("({n})")))
                .collect();
            read.push(format!("from {}", join_and(&clauses)));
        }
        if !marks.is_empty() {
            read.push(format!("with {}", marks_text(p, &marks)));
        }
        why.marks(marks);
        let told: Vec<String> = step
            .gives
            .iter()
            .map(|g| match *g {
                Goal::Pair(corner, bits) => fact_text(p, corner, bits),
                Goal::Link(a, b, opposite) => link_text(p, a, b, opposite),
                Goal::Seg(s, true) => format!("{} is a line", p.board.grid.seg_name(s)),
                Goal::Seg(s, false) => format!("{} is crossed", p.board.grid.seg_name(s)),
                Goal::NoWay => "no way is left".to_string(),
            })
            .collect();
        let read = if read.is_empty() {
            String::new()
        } else {
            format!(", {}", read.join(", "))
        };
        let decides = step.gives.iter().all(|g| matches!(g, Goal::Seg(..)));
        let told = if decides {
            join_and(&told)
        } else {
            told.join("; ")
        };
        lines.push(format!("({}) {at}{read}: {told}", n + 1));
    }
    lines.join("\n")
}

/// "r4c2 left and r4c2 bottom lines, r3c3 left crossed".
fn marks_text(p: &Slink, marks: &[SegMark]) -> String {
    let named = |line: bool| -> Vec<u32> {
        marks
            .iter()
            .filter(|m| m.line == line)
            .map(|m| m.seg)
            .collect()
    };
    let (lines, crosses) = (named(true), named(false));
    let mut parts = Vec::with_capacity(2);
    if !lines.is_empty() {
        let noun = if lines.len() == 1 { "a line" } else { "lines" };
        parts.push(format!("{} {noun}", seg_names(p, lines)));
    }
    if !crosses.is_empty() {
        parts.push(format!("{} crossed", seg_names(p, crosses)));
    }
    parts.join(", ")
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
