//! Everything one rule finds in a state, as step lines: what the rule pages'
//! examples are checked against, and what a hint points at.

use crate::engine::derived::Derived;
use crate::engine::puzzle::{Puzzle, Rule};
use crate::engine::trace::{Step, StepKind};

/// One line per anchor where the rule finds something new, in anchor
/// order, without step numbers: `dot-full @ dot r2c2 tl => r1c2 left cross`,
/// or `... => contradiction: why` where it sees the state cannot be completed.
pub fn findings<P: Puzzle>(puzzle: &P, rule: &dyn Rule<P>) -> Vec<String> {
    let mut lines = Vec::new();
    let mut found = Derived::new();
    for at in rule.anchors(puzzle) {
        if crate::engine::solve::derive_new(rule, puzzle, at, &mut found) {
            let kind = StepKind::Rule {
                rule: rule.record(),
                at,
            };
            let step = Step::new(kind, found.to_vec());
            let mut line = unnumbered_line(puzzle, &step);
            if let Some(broken) = found.broken() {
                line.push_str(": ");
                line.push_str(&broken.0);
            }
            lines.push(line);
        }
    }
    lines
}

/// A step's line without its number.
pub fn unnumbered_line<P: Puzzle>(puzzle: &P, step: &Step<P::Effect>) -> String {
    let line = crate::engine::text::step_line(puzzle, "", step, crate::style::Style::PLAIN);
    line.trim_start_matches('#').trim_start().to_string()
}
