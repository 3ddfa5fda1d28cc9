//! The Fill-a-Pix rules, cheapest first: one window at a time, then two
//! overlapping windows. Each file holds one rule.

use super::state::{Paint, Pixel};
use crate::engine::Derived;

crate::rule_list!(
    Pixel;
    full_window::FullWindow,
    tight_window::TightWindow,
    window_overlap::WindowOverlap,
    window_patterns::WindowPatterns,
);

/// The cells of `bits` in the window of `centre` painted `black`; the
/// bits are undecided cells.
fn paint_open(p: &Pixel, centre: usize, bits: u16, black: bool, out: &mut Derived<Paint>) {
    out.extend(p.board.cells_of(centre, bits).map(|cell| Paint {
        cell: cell as u32,
        black,
    }));
}
