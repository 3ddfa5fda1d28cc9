//! What the Su-Domino-Ku rules read, for the premises of their steps
//! (only while a trace is recorded): why a digit is gone from a cell,
//! why an edge holds no domino, where a domino already lies; and the
//! words their reasons share.
//!
//! A fact can often be shown more than one way: a digit is gone from a
//! cell because the cell holds another, because a peer holds it, or
//! because a rule removed it. A placed digit shows many such facts at
//! once, and a given costs nothing (it stands in every state), so the
//! ways are tried in that order and a way already read is reused.

use crate::engine::{Anchor, Derived, Finding, Puzzle, Why};

use super::super::geometry::geometry;
use super::super::givens::{domino_digits, domino_index};
use super::super::state::{Link, Mark, SuDominoKu};

/// One thing a rule read: a given cell, or a decided mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Premise {
    Given(Anchor),
    Mark(Mark),
}

/// The premises a rule has read so far for one finding.
#[derive(Default)]
pub struct Read {
    premises: Vec<Premise>,
    /// The laid dominoes read, by index, for the reason's words.
    pub laid: Vec<usize>,
}

impl Read {
    fn has(&self, premise: Premise) -> bool {
        matches!(premise, Premise::Given(_)) || self.premises.contains(&premise)
    }

    /// What reading `premises` adds: the marks not read yet (givens are
    /// free).
    fn cost(&self, premises: &[Premise]) -> usize {
        premises.iter().filter(|&&p| !self.has(p)).count()
    }

    pub fn add(&mut self, premises: impl IntoIterator<Item = Premise>) {
        for premise in premises {
            if !self.premises.contains(&premise) {
                self.premises.push(premise);
            }
        }
    }

    /// Reads the cheapest of `ways` (each a list of premises that shows
    /// the same fact), the first among equals, and gives it back.
    pub fn pick(&mut self, ways: impl IntoIterator<Item = Vec<Premise>>) -> Option<Vec<Premise>> {
        let best = ways.into_iter().min_by_key(|way| self.cost(way))?;
        self.add(best.iter().copied());
        Some(best)
    }

    /// What picking among `ways` would add.
    pub fn pick_cost(&self, ways: impl IntoIterator<Item = Vec<Premise>>) -> usize {
        ways.into_iter()
            .map(|way| self.cost(&way))
            .min()
            .unwrap_or(0)
    }

    /// Reads that `digit` is gone from `cell`.
    pub fn absent(&mut self, p: &SuDominoKu, cell: usize, digit: u8) {
        self.pick(absent_ways(p, cell, digit));
    }

    /// Reads that `digit` is gone from `cell`, and says how, for the
    /// words: the peer that holds it, or `None` when it was ruled out
    /// there before (or the cell holds another digit).
    pub fn absent_by(&mut self, p: &SuDominoKu, cell: usize, digit: u8) -> Option<usize> {
        let best = self.pick(absent_ways(p, cell, digit))?;
        best.iter().find_map(|premise| match *premise {
            Premise::Given(at) if at != cell => Some(at),
            Premise::Mark(Mark::Digit {
                cell: at,
                holds: true,
                ..
            }) if at as usize != cell => Some(at as usize),
            _ => None,
        })
    }

    /// Reads that domino `index` lies elsewhere: its edge and its digits.
    pub fn laid(&mut self, p: &SuDominoKu, index: usize) {
        if let Some(edge) = p.domino_at(index) {
            self.add(laid_at(p, edge));
            if !self.laid.contains(&index) {
                self.laid.push(index);
            }
        }
    }

    /// The domino pair `u`-`v` is ruled out: a double needs nothing, a
    /// laid domino is read, or else the cheapest of `or_else`.
    pub fn no_pair(
        &mut self,
        p: &SuDominoKu,
        u: u8,
        v: u8,
        or_else: impl IntoIterator<Item = Vec<Premise>>,
    ) {
        if u == v {
            return;
        }
        let index = domino_index(u, v);
        let laid = p.domino_at(index).map(|edge| laid_at(p, edge));
        let laid_cost = laid.as_ref().map_or(usize::MAX, |way| self.cost(way));
        let other = or_else.into_iter().min_by_key(|way| self.cost(way));
        match other {
            Some(way) if self.cost(&way) <= laid_cost => self.add(way),
            _ => self.laid(p, index),
        }
    }

    /// Hands the premises to the finding.
    pub fn into_finding(self, why: &mut Finding<Mark>) {
        for premise in self.premises {
            match premise {
                Premise::Given(at) => why.given(at),
                Premise::Mark(mark) => why.mark(mark),
            };
        }
    }

    /// "2-7 and 3-7", the laid dominoes read, in order.
    pub fn laid_text(&self) -> String {
        let mut laid = self.laid.clone();
        laid.sort_unstable();
        let names: Vec<String> = laid
            .iter()
            .map(|&i| {
                let (u, v) = domino_digits(i);
                format!("{u}-{v}")
            })
            .collect();
        and_list(&names)
    }
}

/// `cell` holds its digit: the given, or the placed mark.
fn placed(p: &SuDominoKu, cell: usize) -> Premise {
    if p.is_given(cell) {
        Premise::Given(cell)
    } else {
        Premise::Mark(Mark::Digit {
            cell: cell as u8,
            digit: p.digit(cell),
            holds: true,
        })
    }
}

/// Each way to show that `digit` is gone from `cell`: the cell holds
/// another digit, a peer holds this one, or the removal itself. None
/// while the cell may still hold it.
pub fn absent_ways(p: &SuDominoKu, cell: usize, digit: u8) -> Vec<Vec<Premise>> {
    let g = geometry();
    let mut ways = Vec::new();
    if p.candidates(cell) & (1 << digit) != 0 {
        return ways;
    }
    if p.is_placed(cell) {
        ways.push(vec![placed(p, cell)]);
    }
    for &unit in &g.cell_units[cell] {
        for &peer in &g.units[unit] {
            if peer != cell && p.is_placed(peer) && p.digit(peer) == digit {
                ways.push(vec![placed(p, peer)]);
            }
        }
    }
    ways.push(vec![Premise::Mark(Mark::Digit {
        cell: cell as u8,
        digit,
        holds: false,
    })]);
    ways
}

/// The domino laid on `edge`: the given halves, or the edge and both
/// placed digits.
fn laid_at(p: &SuDominoKu, edge: usize) -> Vec<Premise> {
    let [a, b] = geometry().edges[edge];
    if p.is_given(a) {
        return vec![Premise::Given(a), Premise::Given(b)];
    }
    vec![joined_mark(edge), placed(p, a), placed(p, b)]
}

/// A domino lies on `edge`: a given domino's halves, or the mark.
pub fn joined_way(p: &SuDominoKu, edge: usize) -> Vec<Premise> {
    let [a, b] = geometry().edges[edge];
    if p.is_given(a) {
        return vec![Premise::Given(a), Premise::Given(b)];
    }
    vec![joined_mark(edge)]
}

fn joined_mark(edge: usize) -> Premise {
    Premise::Mark(Mark::Edge {
        edge: edge as u8,
        joined: true,
    })
}

/// Each way to show that no domino lies on the cut `edge`: a single
/// digit stands at one end, a domino holds one end elsewhere, or the
/// cut itself.
pub fn cut_ways(p: &SuDominoKu, edge: usize) -> Vec<Vec<Premise>> {
    let g = geometry();
    let mut ways = Vec::new();
    for cell in g.edges[edge] {
        if p.is_single(cell) {
            ways.push(vec![Premise::Given(cell)]);
        }
        for &other in &g.cell_edges[cell] {
            if other != edge && p.link(other) == Link::Joined {
                ways.push(joined_way(p, other));
            }
        }
    }
    ways.push(vec![Premise::Mark(Mark::Edge {
        edge: edge as u8,
        joined: false,
    })]);
    ways
}

/// "a", "a and b", "a, b and c".
pub fn and_list(items: &[String]) -> String {
    list(items, "and")
}

/// "a", "a or b", "a, b or c".
pub fn or_list(items: &[String]) -> String {
    list(items, "or")
}

fn list(items: &[String], word: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// The digits of a candidate mask, as words: "2, 3 and 7".
pub fn digits_text(mask: u16, word: &str) -> String {
    let digits: Vec<String> = (1..=9u8)
        .filter(|&d| mask & (1 << d) != 0)
        .map(|d| d.to_string())
        .collect();
    list(&digits, word)
}

/// "r3c4 cannot be 7 or 8, and r3c5 cannot be 2": digits removed, cell
/// by cell in the order given.
pub fn cannot_text(p: &SuDominoKu, removed: &[(usize, u8)]) -> String {
    let mut cells: Vec<(usize, u16)> = Vec::new();
    for &(cell, digit) in removed {
        match cells.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, mask)) => *mask |= 1 << digit,
            None => cells.push((cell, 1 << digit)),
        }
    }
    let parts: Vec<String> = cells
        .iter()
        .map(|&(cell, mask)| {
            format!(
                "{} cannot be {}",
                p.anchor_text(cell),
                digits_text(mask, "or")
            )
        })
        .collect();
    parts.join(", and ")
}

/// "a double or a domino laid elsewhere (2-7 and 3-7)", the ways the
/// pairs `read` ruled out could not be.
pub fn spoilt_text(read: &Read) -> String {
    if read.laid.is_empty() {
        "a double".to_string()
    } else if read.laid.len() == 1 {
        format!(
            "a double or the domino {}, laid elsewhere",
            read.laid_text()
        )
    } else {
        format!("a double or a domino laid elsewhere ({})", read.laid_text())
    }
}

/// Says why the effects a rule pushed since its last finding hold (or,
/// with none, its contradiction): `read` gathers the premises, given the
/// effects, and gives the reason (none for a contradiction, whose reason
/// is the one it gave). Apart, and cold: the rules call it only while a
/// trace is recorded, and their `derive` stays as small as the judge
/// needs it.
#[cold]
#[inline(never)]
pub fn explain(
    out: &mut Derived<Mark, impl Why<Mark>>,
    read: impl FnOnce(&[Mark], &mut Read) -> Option<String>,
) {
    explain_at(out, None, read);
}

/// `explain`, naming `place` as where the finding is (a rule that looks
/// at the whole grid names the narrower place it found something at).
#[cold]
#[inline(never)]
pub fn explain_at(
    out: &mut Derived<Mark, impl Why<Mark>>,
    place: Option<Anchor>,
    read: impl FnOnce(&[Mark], &mut Read) -> Option<String>,
) {
    let effects = out.to_vec();
    out.explain(|why| {
        if let Some(place) = place {
            why.at(place);
        }
        let mut premises = Read::default();
        let reason = read(&effects, &mut premises);
        premises.into_finding(why);
        if let Some(reason) = reason {
            why.say(reason);
        }
    });
}

/// `explain(out, read)` while a trace is recorded, after the effects of
/// one finding: a rule that finds several things in one call (a single
/// per digit, a pair per two cells) says why each holds, one by one. The
/// judge's path does nothing here.
#[inline(always)]
pub fn explain_if_recording(
    out: &mut Derived<Mark, impl Why<Mark>>,
    read: impl FnOnce(&[Mark], &mut Read) -> Option<String>,
) {
    if out.explaining() {
        explain(out, read);
    }
}

/// The digits removed among `effects`, as (cell, digit).
pub fn removed(effects: &[Mark]) -> Vec<(usize, u8)> {
    effects
        .iter()
        .filter_map(|&m| match m {
            Mark::Digit {
                cell,
                digit,
                holds: false,
            } => Some((cell as usize, digit)),
            _ => None,
        })
        .collect()
}

/// `out.push(effect)` and, while a trace is recorded, `explain(out,
/// read)` after it: the judge's path is the push alone, as it was before
/// rules said why.
#[inline(always)]
pub fn push_and_explain(
    out: &mut Derived<Mark, impl Why<Mark>>,
    effect: Mark,
    read: impl FnOnce(&[Mark], &mut Read) -> Option<String>,
) {
    if out.explaining() {
        push_then_explain(out, effect, read);
    } else {
        out.push(effect);
    }
}

#[cold]
#[inline(never)]
fn push_then_explain(
    out: &mut Derived<Mark, impl Why<Mark>>,
    effect: Mark,
    read: impl FnOnce(&[Mark], &mut Read) -> Option<String>,
) {
    out.push(effect);
    explain(out, read);
}
