//! `domino-one-place`: a domino not yet laid with only one place left
//! goes there.

use crate::engine::words::join_and;
use crate::puzzles::bit_cells::cells_of;
use crate::engine::{Anchor, Derived, FEW_WAYS, Rule, Why};
use crate::rule_record;

use super::super::geometry::{EDGES, geometry};
use super::super::givens::domino_digits;
use super::super::state::{DOMINO_ANCHORS, Link, Mark, SuDominoKu};
use super::pairing::{could_carry, domino_places};
use super::why::{Read, absent_ways, cut_ways, explain};

pub struct DominoOnePlace;

impl Rule<SuDominoKu> for DominoOnePlace {
    rule_record!("sudominoku", "domino-one-place", Intermediate, "A domino with only one place left lies there (with its digits, when only one way round fits); one with no place left is a contradiction.";
        SuDominoKu::domino_anchors
    );

    fn derive(&self, p: &SuDominoKu, at: Anchor, out: &mut Derived<Mark, impl Why<Mark>>) {
        let index = at - DOMINO_ANCHORS;
        if p.domino_at(index).is_some() {
            return;
        }
        let (u, v) = domino_digits(index);
        let mut places = domino_places(p, u, v);
        let ways = |edge| (edge, (could_carry(p, edge, u, v), could_carry(p, edge, v, u)));
        match (places.next().map(ways), places.next()) {
            (None, _) => {
                out.refute(format!("the domino {u}-{v} has no place left"));
                if out.explaining() {
                    explain(out, |_, read| {
                        read_no_place(read, p, u, v, None);
                        Some(format!(
                            "the domino {u}-{v} has no place left: {}",
                            what_was_tried(p, u, v, None)
                        ))
                    });
                }
            }
            (Some((edge, ways)), None) => {
                out.push(Mark::Edge {
                    edge: edge as u8,
                    joined: true,
                });
                let [a, b] = geometry().edges[edge];
                let digits = match ways {
                    (true, false) => Some((u, v)),
                    (false, true) => Some((v, u)),
                    _ => None,
                };
                if let Some((x, y)) = digits {
                    out.push(Mark::Digit {
                        cell: a as u8,
                        digit: x,
                        holds: true,
                    });
                    out.push(Mark::Digit {
                        cell: b as u8,
                        digit: y,
                        holds: true,
                    });
                }
                if !out.explaining() {
                    return;
                }
                explain(out, |_, read| {
                    read_no_place(read, p, u, v, Some(edge));
                    let mut text = format!(
                        "the domino {u}-{v} has no place left but {}",
                        p.edge_name(edge)
                    );
                    // Only one way round: the other is blocked by a digit
                    // gone from one of the cells.
                    if let Some((x, y)) = digits {
                        read.pick(absent_ways(p, a, y).into_iter().chain(absent_ways(p, b, x)));
                        text += &format!(", and only with {x} at {}", p.anchor_text(a));
                    }
                    let walled = walled_pairs(p, u, v, Some(edge));
                    if !walled.is_empty() {
                        text += &format!("; {}", walled_text(p, &walled));
                    }
                    Some(text)
                });
            }
            _ => {}
        }
    }
}

/// Why the domino `u`-`v` cannot lie on any edge but `except`: each such
/// edge holds no domino, or each way round a digit is gone from one of
/// its cells; whichever reads fewer new marks, edge by edge.
fn read_no_place(read: &mut Read, p: &SuDominoKu, u: u8, v: u8, except: Option<usize>) {
    let g = geometry();
    for edge in (0..EDGES).filter(|&e| Some(e) != except) {
        let [a, b] = g.edges[edge];
        // One way round is blocked by `x` gone from `a` or `y` from `b`.
        let blocked = |x: u8, y: u8| {
            let mut ways = absent_ways(p, a, x);
            ways.extend(absent_ways(p, b, y));
            ways
        };
        let (forward, backward) = (blocked(u, v), blocked(v, u));
        let by_digits = !forward.is_empty() && !backward.is_empty();
        let digits_cost = read.pick_cost(forward.clone()) + read.pick_cost(backward.clone());
        if p.link(edge) == Link::Cut {
            let cut = cut_ways(p, edge);
            if !by_digits || read.pick_cost(cut.clone()) <= digits_cost {
                read.pick(cut);
                continue;
            }
        }
        read.pick(forward);
        read.pick(backward);
    }
}

/// What the rule tried, in words, for a domino `u`-`v` with no place
/// (but `except`): the cells that can hold each digit, named when few,
/// and the pairs of them side by side, which walls keep apart.
fn what_was_tried(p: &SuDominoKu, u: u8, v: u8, except: Option<usize>) -> String {
    // "a 3 can stand only at r1c1 and r2c5", "a 4 in 13 cells".
    let holding = |digit: u8, verb: &str| -> String {
        let cells: Vec<usize> = cells_of(p.cells_with(digit)).collect();
        let names: Vec<String> = cells.iter().map(|&c| p.anchor_text(c)).collect();
        match cells.len() {
            0 => format!("no cell can hold {}", a_digit(digit)),
            n if n <= FEW_WAYS => format!("{} {verb}only at {}", a_digit(digit), join_and(&names)),
            n => format!("{} {verb}in {n} cells", a_digit(digit)),
        }
    };
    let walled = walled_pairs(p, u, v, except);
    let apart = if walled.is_empty() {
        format!(
            "no cell that can hold {} is beside one that can hold {}",
            a_digit(u),
            a_digit(v)
        )
    } else {
        walled_text(p, &walled)
    };
    format!("{} and {}; {apart}", holding(u, "can stand "), holding(v, ""))
}

/// "a 5", "an 8".
fn a_digit(digit: u8) -> String {
    let article = if digit == 8 { "an" } else { "a" };
    format!("{article} {digit}")
}

/// The edges but `except` whose cells could hold `u` and `v`, one way
/// round or the other, were they not walled apart.
fn walled_pairs(p: &SuDominoKu, u: u8, v: u8, except: Option<usize>) -> Vec<usize> {
    let g = geometry();
    let (at_u, at_v) = (p.cells_with(u), p.cells_with(v));
    let has = |cells: u128, cell: usize| cells & (1 << cell) != 0;
    (0..EDGES)
        .filter(|&e| Some(e) != except && p.link(e) == Link::Cut)
        .filter(|&e| {
            let [a, b] = g.edges[e];
            (has(at_u, a) && has(at_v, b)) || (has(at_v, a) && has(at_u, b))
        })
        .collect()
}

/// "r1c2-r1c3 could hold it but is walled apart": the pairs of cells
/// that could hold a domino but for a wall, named when few, else counted.
fn walled_text(p: &SuDominoKu, walled: &[usize]) -> String {
    if walled.len() > FEW_WAYS {
        return format!(
            "{} pairs of cells could hold it but are walled apart",
            walled.len()
        );
    }
    let names: Vec<String> = walled.iter().map(|&e| p.edge_name(e)).collect();
    let verb = if walled.len() == 1 { "is" } else { "are" };
    format!("{} could hold it but {verb} walled apart", join_and(&names))
}
