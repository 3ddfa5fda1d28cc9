//! Everything one rule finds in a state, as step lines: what the rule pages'
//! examples are checked against, and what a hint points at.

use crate::engine::derived::{Derived, Finding};
use crate::engine::puzzle::{AnyRule, Puzzle};
use crate::engine::trace::{Step, StepKind};
use crate::engine::whole_grid::looks_at_whole_grid;

/// One line per anchor where the rule finds something new, in anchor
/// order, without step numbers: `dot-full @ dot r2c2 tl => r1c2 left cross`,
/// or `... => contradiction: why` where it sees the state cannot be completed.
pub fn findings<P: Puzzle>(puzzle: &P, rule: &dyn AnyRule<P>) -> Vec<String> {
    let mut lines = Vec::new();
    let mut found = Derived::recording();
    // A rule of the whole grid names, for each finding, the place its
    // reason is about, as its steps in a trace do.
    let place = |at, finding: Option<&Finding<P::Effect>>| match finding.and_then(|f| f.place) {
        Some(place) if looks_at_whole_grid(puzzle, rule) => place,
        _ => at,
    };
    for at in rule.anchors(puzzle) {
        if !crate::engine::derive_new(rule, puzzle, at, &mut found) {
            continue;
        }
        let line = |at, effects: &[P::Effect]| {
            let kind = StepKind::Rule {
                rule: rule.record(),
                at,
            };
            unnumbered_line(puzzle, &Step::new(kind, effects.to_vec()))
        };
        if let Some(broken) = found.broken() {
            let at = place(at, found.broken_why());
            lines.push(format!("{}: {}", line(at, &[]), broken.0));
            continue;
        }
        for (effects, finding) in found.findings() {
            lines.push(line(place(at, Some(&finding)), effects));
        }
    }
    lines
}

/// A step's line without its number.
pub fn unnumbered_line<P: Puzzle>(puzzle: &P, step: &Step<P::Effect>) -> String {
    let line = crate::io::text::step_line(puzzle, "", step, crate::style::Style::PLAIN);
    line.trim_start_matches('#').trim_start().to_string()
}
