//! `colour-clue`: a number counts how many of its neighbours are on the
//! other side of the loop.

use crate::engine::words::effect_text;
use crate::engine::{Anchor, Derived, FEW_WAYS, Finding, Rule, Why};
use crate::rule_record;

use super::super::grid::Seg;
use super::super::state::{SegMark, Slink};
use super::chains::{Chains, node_name};
use super::marks::{clue_name, counted, decided_among, join_and, open};

pub struct ColourClue;

/// What the enumeration read: the clue, its decided sides (its lines are
/// counted, its crosses shut), the chains tying the regions across its
/// open sides to the cell or to each other, and what every way left
/// decides. `open_sides` are (segment, class index, parity) as `derive`
/// found them; `always` per class is its forced bit, or 2 when free;
/// `ways`, the placements of the classes that give the clue its count.
fn explain_classes(
    p: &Slink,
    cell: usize,
    n: u8,
    open_sides: &[(Seg, usize, u8)],
    always: &[u8; 4],
    ways: &[u32],
    why: &mut Finding<SegMark>,
) {
    let grid = &p.board.grid;
    let across = |s: Seg| {
        let [a, b] = p.seg_nodes(s);
        if a == cell { b } else { a }
    };
    why.given(cell).marks(decided_among(p, grid.sides(cell)));
    let mut parts = Vec::new();
    // Regions across an open side already tied to the cell count as decided.
    let own = Chains::from(p, cell);
    for &s in grid.sides(cell) {
        if open(p, s) && !open_sides.iter().any(|&(o, _, _)| o == s) {
            parts.push(own.link(p, across(s), why));
        }
    }
    // Regions of one class move together: chains from its first region.
    for class in 0..4 {
        let sides: Vec<Seg> = open_sides
            .iter()
            .filter(|&&(_, c, _)| c == class)
            .map(|&(s, _, _)| s)
            .collect();
        let Some(&first) = sides.first() else {
            continue;
        };
        let chains = Chains::from(p, across(first));
        let mut linked = vec![across(first)];
        for &s in &sides[1..] {
            let node = across(s);
            if node == across(first) {
                parts.push(format!(
                    "{} and {} both face {}",
                    grid.seg_name(first),
                    grid.seg_name(s),
                    node_name(p, node)
                ));
            } else if !linked.contains(&node) {
                linked.push(node);
                parts.push(chains.link(p, node, why));
            }
        }
    }
    let decided: Vec<String> = open_sides
        .iter()
        .filter(|&&(_, class, _)| always[class] <= 1)
        .map(|&(s, class, parity)| {
            let line = (always[class] ^ parity) == 1;
            effect_text(p, SegMark { seg: s, line })
        })
        .collect();
    let needed = n.saturating_sub(p.cell_lines(cell)) as usize;
    parts.insert(
        0,
        format!(
            "{} needs {needed} more {}",
            clue_name(p, cell),
            if needed == 1 { "line" } else { "lines" }
        ),
    );
    let mut text = format!(
        "{}, so every way to give it exactly {} makes {}",
        parts.join("; "),
        counted(n as usize, "line", "lines"),
        join_and(&decided)
    );
    // A few ways are named, and shown one by one: what was tried.
    if (2..=FEW_WAYS).contains(&ways.len()) {
        // Ordered by the sides they make lines, as the grid numbers them.
        let mut ways = ways.to_vec();
        ways.sort_by_cached_key(|&flip| {
            let lines: Vec<Seg> = way_marks(open_sides, flip)
                .filter(|m| m.line)
                .map(|m| m.seg)
                .collect();
            lines
        });
        let each: Vec<String> = ways
            .iter()
            .enumerate()
            .map(|(i, &flip)| {
                let lines: Vec<String> = way_marks(open_sides, flip)
                    .filter(|m| m.line)
                    .map(|m| p.board.grid.seg_name(m.seg))
                    .collect();
                match lines.len() {
                    0 => format!("({}) no line", i + 1),
                    _ => format!("({}) a line at {}", i + 1, join_and(&lines)),
                }
            })
            .collect();
        text += &format!("; the {} ways: {}", ways.len(), each.join(", "));
        for &flip in &ways {
            why.way(way_marks(open_sides, flip));
        }
    }
    why.say(text);
}

/// The marks the placement `flip` of the classes (bit i: class i on the
/// other side from the cell) gives the open sides.
fn way_marks(open_sides: &[(Seg, usize, u8)], flip: u32) -> impl Iterator<Item = SegMark> + '_ {
    open_sides.iter().map(move |&(seg, class, parity)| SegMark {
        seg,
        line: (((flip >> class) & 1) as u8 ^ parity) == 1,
    })
}

impl Rule<Slink> for ColourClue {
    rule_record!("slink",
        "colour-clue",
        Advanced @ 3.5,
        "A cell n has exactly n neighbours on the other side of the loop; neighbours whose colours are tied together must all differ or all agree, which can force their sides.";
        Slink::cell_anchors
    );

    /// The open sides' neighbours fall into colour classes. A class either
    /// agrees with the cell's colour or not (one unknown bit), and then its
    /// members' differences are fixed. Try every assignment of those bits
    /// (at most four classes) that gives exactly n differences; a class
    /// whose bit is the same in all of them is decided.
    fn relevant(&self, p: &Slink, cell: Anchor) -> bool {
        p.board.clue(cell).is_some()
    }

    fn derive(&self, p: &Slink, cell: Anchor, out: &mut Derived<SegMark, impl Why<SegMark>>) {
        let Some(n) = p.board.clue(cell) else {
            return;
        };
        let colours = p.colours();
        let (own_class, own_parity) = colours.find(cell);
        let mut needed = n as i32 - p.cell_lines(cell) as i32;
        // Per open side: the segment, its class index, its parity in class.
        let mut open_sides = [(0u32, 0usize, 0u8); 4];
        let mut count = 0;
        let mut classes = [usize::MAX; 4];
        let mut class_count = 0;
        for &s in p.board.grid.sides(cell) {
            if !open(p, s) {
                continue;
            }
            let [a, b] = p.seg_nodes(s);
            let neighbour = if a == cell { b } else { a };
            let (class, parity) = colours.find(neighbour);
            if class == own_class {
                // Already known to differ or not: it counts like a decided
                // side (`colour-sides` marks it), and the others still count.
                needed -= (parity ^ own_parity) as i32;
                continue;
            }
            let index = match classes[..class_count].iter().position(|&c| c == class) {
                Some(i) => i,
                None => {
                    classes[class_count] = class;
                    class_count += 1;
                    class_count - 1
                }
            };
            open_sides[count] = (s, index, parity ^ own_parity);
            count += 1;
        }
        if count == 0 {
            return;
        }
        // Bit i of `flip`: class i's root is on the other side from the
        // cell's own class root (parities above are relative to that root).
        let mut always = [u8::MAX; 4]; // per class: bit value seen (2 = both)
        let mut any = false;
        // The placements that fit, while a trace is recorded: its words
        // name them when few.
        let mut fitting = [0u32; 16];
        let mut fits = 0;
        for flip in 0u32..(1 << class_count) {
            let differences = open_sides[..count]
                .iter()
                .filter(|(_, class, parity)| (((flip >> class) & 1) as u8 ^ parity) == 1)
                .count() as i32;
            if differences != needed {
                continue;
            }
            any = true;
            if out.explaining() {
                fitting[fits] = flip;
                fits += 1;
            }
            for (class, seen) in always[..class_count].iter_mut().enumerate() {
                let bit = ((flip >> class) & 1) as u8;
                *seen = if *seen == u8::MAX || *seen == bit {
                    bit
                } else {
                    2
                };
            }
        }
        if !any {
            return; // A contradiction; `apply` reports it when it arises.
        }
        for &(s, class, parity) in &open_sides[..count] {
            let bit = always[class];
            if bit <= 1 && class_count > 0 {
                out.push(SegMark {
                    seg: s,
                    line: (bit ^ parity) == 1,
                });
            }
        }
        let ways = &fitting[..fits];
        out.explain(|why| explain_classes(p, cell, n, &open_sides[..count], &always, ways, why));
    }
}
