//! `window-patterns`: every way to finish one clue's window is tried
//! against all the clues around it; what every way that fits agrees on
//! holds.

use crate::engine::{Anchor, Derived, FEW_WAYS, Rule, Why};
use crate::rule_record;

use super::super::board::{Overlap, ones};
use super::super::state::{Paint, Pixel};
use super::window_ways::{Limit, each_way, fitting_ways, ways};
use super::{and_list, needs_text, paint_open, painted_in};

pub struct WindowPatterns;

/// At most 24 clues lie within two rows and columns: fixed arrays spare
/// an allocation on every look.
const MOST_NEIGHBOURS: usize = 24;

impl Rule<Pixel> for WindowPatterns {
    rule_record!("pixel", "window-patterns", Advanced, "Every way to paint a clue's undecided cells with the black cells it still needs is tried against each clue around it; a cell black in every way that fits is black, white in every way is white.";
        Pixel::cell_anchors
    );

    fn relevant(&self, p: &Pixel, cell: Anchor) -> bool {
        p.has_clue(cell) && !p.board.overlaps(cell).is_empty()
    }

    /// A pattern is a set of the window's undecided cells (bits, in the
    /// window's order) to paint black, as many as the clue still needs.
    /// It fits a neighbouring clue B when the black cells it gives B stay
    /// within what B still needs and leave B's other undecided cells
    /// enough room to make up the rest.
    fn derive(&self, p: &Pixel, a: Anchor, out: &mut Derived<Paint, impl Why<Paint>>) {
        // Where `relevant` says no, find nothing: a lone clue's ways
        // agree only on what the single-window rules see.
        if !self.relevant(p, a) {
            return;
        }
        let Some(clue) = p.clue(a) else { return };
        let open = p.open_bits(a);
        let need = (clue as usize).saturating_sub(p.black_in(a));
        if open == 0 || need > ones(open) {
            return;
        }
        // Per neighbouring clue: which open cells of this window it sees,
        // and how many of them may be black.
        let mut limits = [(0u16, 0u32, 0u32); MOST_NEIGHBOURS];
        let mut count = 0;
        for overlap in p.board.overlaps(a) {
            if let Some(limit) = limit(p, open, overlap) {
                limits[count] = limit;
                count += 1;
            }
        }
        let Some((always, ever)) = ways(open, need, &limits[..count]) else {
            out.refute(format!(
                "the {clue} at {} has no way to be met that the clues around it allow",
                p.name(a)
            ));
            if out.explaining() {
                explain(p, a, None, out);
            }
            return;
        };
        let (black, white) = (always & open, open & !ever);
        paint_open(p, a, black, true, out);
        paint_open(p, a, white, false, out);
        if out.explaining() && !out.is_empty() {
            explain(p, a, Some((black, white)), out);
        }
    }
}

/// Says why the step at `a` holds: the cells it paints `black` and
/// `white`, or with none its contradiction. It read the clue at `a` and
/// those around it whose limits the outcome needs: with the others left
/// out, the ways that fit still agree on these cells (or still none
/// fits). Apart, and cold: only a recorded trace asks, and the judge's
/// `derive` stays small.
#[cold]
#[inline(never)]
fn explain(
    p: &Pixel,
    a: Anchor,
    painted: Option<(u16, u16)>,
    out: &mut Derived<Paint, impl Why<Paint>>,
) {
    let clue = p.clue(a).unwrap_or(0);
    let open = p.open_bits(a);
    let need = (clue as usize).saturating_sub(p.black_in(a));
    let (limits, from): (Vec<Limit>, Vec<Anchor>) = p
        .board
        .overlaps(a)
        .iter()
        .filter_map(|overlap| Some((limit(p, open, overlap)?, overlap.other as usize)))
        .unzip();
    let used = needed(&limits, |limits| match painted {
        Some((black, white)) => ways(open, need, limits)
            .is_some_and(|(always, ever)| always & black == black && ever & white == 0),
        None => ways(open, need, limits).is_none(),
    });
    let around: Vec<Anchor> = used.iter().map(|&i| from[i]).collect();
    out.explain(|why| {
        why.given(a).marks(painted_in(p, a, |_| true));
        for &b in &around {
            why.given(b).marks(painted_in(p, b, |_| true));
        }
        if painted.is_none() {
            let used: Vec<(Limit, Anchor)> = used.iter().map(|&i| (limits[i], from[i])).collect();
            why.say(format!(
                "{}, and {}",
                needs_text(p, a, clue, need, ones(open)),
                none_fits(p, a, open, need, &used)
            ));
            return;
        }
        let names: Vec<String> = around
            .iter()
            .map(|&b| format!("the {} at {}", p.clue(b).unwrap_or(0), p.name(b)))
            .collect();
        let mut text = format!(
            "{}, and the ways to place them that {} {} all agree on these cells",
            needs_text(p, a, clue, need, ones(open)),
            and_list(&names),
            if names.len() == 1 { "allows" } else { "allow" }
        );
        // A few ways are named, and shown one by one: what was tried.
        let used: Vec<Limit> = used.iter().map(|&i| limits[i]).collect();
        let mut fitting = fitting_ways(open, need, &used, FEW_WAYS + 1);
        // In reading order of their black cells, as a person lists them.
        fitting.sort_by_cached_key(|&way| reading_key(p, a, way));
        if (2..=FEW_WAYS).contains(&fitting.len()) {
            let each: Vec<String> = fitting
                .iter()
                .enumerate()
                .map(|(i, &way)| format!("({}) {}", i + 1, way_text(p, a, way)))
                .collect();
            text += &format!("; the {} ways: {}", fitting.len(), each.join(", "));
            for &way in &fitting {
                let black = p.board.cells_of(a, way).map(|cell| paint(cell, true));
                let white = p.board.cells_of(a, open & !way).map(|cell| paint(cell, false));
                why.way(black.chain(white));
            }
        }
        why.say(text);
    });
}

fn paint(cell: usize, black: bool) -> Paint {
    Paint {
        cell: cell as u32,
        black,
    }
}

/// Why no way fits, in words: each way tried and the clue around that
/// rules it out when there are few, else how many ways each such clue
/// rules out ("none of the 10 ways fits: each leaves the 6 at r2c2
/// short").
fn none_fits(p: &Pixel, a: Anchor, open: u16, need: usize, used: &[(Limit, Anchor)]) -> String {
    let mut tried: Vec<(u16, String)> = Vec::new();
    each_way(open, need, |way| {
        let broken = used.iter().find_map(|&((seen, least, most), b)| {
            let black = ones(way & seen) as u32;
            let clue = format!("the {} at {}", p.clue(b).unwrap_or(0), p.name(b));
            if black > most {
                Some(format!("gives {clue} too many black cells"))
            } else {
                (black < least).then(|| format!("leaves {clue} short"))
            }
        });
        tried.push((way, broken.unwrap_or_default()));
    });
    let count = tried.len();
    if count <= FEW_WAYS {
        tried.sort_by_cached_key(|&(way, _)| reading_key(p, a, way));
        let each: Vec<String> = tried
            .iter()
            .enumerate()
            .map(|(i, (way, broken))| format!("({}) {} {broken}", i + 1, way_text(p, a, *way)))
            .collect();
        let ways = if count == 1 { "its one way does not fit" } else { "none of its ways fits" };
        return format!("{ways}: {}", each.join(", "));
    }
    // How many ways each reason rules out, in the order first met.
    let mut reasons: Vec<(String, usize)> = Vec::new();
    for (_, broken) in tried {
        match reasons.iter_mut().find(|(r, _)| *r == broken) {
            Some((_, n)) => *n += 1,
            None => reasons.push((broken, 1)),
        }
    }
    let parts: Vec<String> = match reasons.as_slice() {
        [(only, _)] => vec![format!("each {only}")],
        _ => reasons
            .iter()
            .map(|(r, n)| format!("{n} {}", plural_verb(r, *n)))
            .collect(),
    };
    format!("none of its {count} ways fits: {}", and_list(&parts))
}

/// "leaves the 6 at r2c2 short" said of `n` ways: "leave" for several.
fn plural_verb(reason: &str, n: usize) -> String {
    match (n, reason.split_once(' ')) {
        (1, _) | (_, None) => reason.to_string(),
        (_, Some(("gives", rest))) => format!("give {rest}"),
        (_, Some(("leaves", rest))) => format!("leave {rest}"),
        _ => reason.to_string(),
    }
}

/// How ways are listed: in reading order of their black cells.
fn reading_key(p: &Pixel, a: Anchor, way: u16) -> Vec<usize> {
    p.board.cells_of(a, way).collect()
}

/// "black at r1c2 and r2c3": the cells a way paints black (the window's
/// other undecided cells are white).
fn way_text(p: &Pixel, a: Anchor, way: u16) -> String {
    let names: Vec<String> = p.board.cells_of(a, way).map(|cell| p.name(cell)).collect();
    if names.is_empty() {
        "all white".to_string()
    } else {
        format!("black at {}", and_list(&names))
    }
}

/// What the clue of `overlap` asks of the open cells `open` of this
/// window, unless it allows every count its shared cells could hold (it
/// then rules no way out).
#[inline(always)]
fn limit(p: &Pixel, open: u16, overlap: &Overlap) -> Option<Limit> {
    let seen = open & overlap.here;
    let b = overlap.other as usize;
    let clue_b = p.clue(b)?;
    if seen == 0 {
        return None;
    }
    let need_b = (clue_b as usize).saturating_sub(p.black_in(b)) as u32;
    let elsewhere = (p.open_in(b) - ones(seen)) as u32;
    let (least, most) = (need_b.saturating_sub(elsewhere), need_b);
    (least > 0 || (most as usize) < ones(seen)).then_some((seen, least, most))
}

/// The indices of a small part of `limits` that still `suffices`: each
/// limit is left out in turn, and stays out when the rest suffice.
fn needed(limits: &[Limit], suffices: impl Fn(&[Limit]) -> bool) -> Vec<usize> {
    let mut kept: Vec<usize> = (0..limits.len()).collect();
    let mut i = kept.len();
    while i > 0 {
        i -= 1;
        let without: Vec<Limit> = kept
            .iter()
            .filter(|&&k| k != kept[i])
            .map(|&k| limits[k])
            .collect();
        if suffices(&without) {
            kept.remove(i);
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Explained;
    use crate::engine::puzzle::derive_new;

    /// The contradiction of the rule's page: the 4 at r1c2 and the 6 at
    /// r2c2 share their five undecided cells, and nothing else is open.
    const SHARED: &str = "_455__6_ .....111\n_6______ ..111111\n3__89_9_ 00111111\n\
                          4_7__98_ 11011111\n_8______ 11111110\n___65__3 11111011\n";

    #[test]
    fn a_clue_with_no_way_says_what_rules_out_each_way_it_tried() {
        let p = crate::puzzles::pixel::progress::read(SHARED).unwrap().state;
        let mut found: Explained<Paint> = Explained::recording();
        // The 4 at r1c2: 3 of its 5 open cells, 10 ways, each leaves the 6
        // three black cells where it needs four.
        derive_new(&WindowPatterns, &p, 1, &mut found);
        assert!(found.broken().is_some(), "the 4 at r1c2 cannot be met");
        let reason = &found.broken_why().expect("a reason").reason;
        assert_eq!(
            reason,
            "the 4 at r1c2 needs 3 more black cells among its 5 undecided cells, \
             and none of its 10 ways fits: each leaves the 6 at r2c2 short"
        );
        // The 6 at r2c2: 4 of the same 5, five ways, few enough to name.
        derive_new(&WindowPatterns, &p, 9, &mut found);
        let reason = &found.broken_why().expect("a reason").reason;
        let too_many = "gives the 4 at r1c2 too many black cells";
        assert!(reason.contains("none of its ways fits: (1) black at r1c1, r1c2, r1c3 and r2c1 "));
        assert_eq!(reason.matches(too_many).count(), 5, "{reason}");
        assert!(reason.contains("(5) black at r1c2, r1c3, r2c1 and r2c2 "), "{reason}");
    }
}
