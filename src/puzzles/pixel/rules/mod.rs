//! The Fill-a-Pix rules, cheapest first: one window at a time, then two
//! overlapping windows. Each file holds one rule.

mod full_window;
mod tight_window;
mod window_overlap;
mod window_patterns;

use crate::engine::Rule;

use super::state::{Colour, Paint, Pixel};

pub static ALL: &[&dyn Rule<Pixel>] = &[
    &full_window::FullWindow,
    &tight_window::TightWindow,
    &window_overlap::WindowOverlap,
    &window_patterns::WindowPatterns,
];

/// Each undecided cell of `cells` painted `black`.
fn paint_open(p: &Pixel, cells: impl Iterator<Item = usize>, black: bool, out: &mut Vec<Paint>) {
    for cell in cells {
        if p.colour(cell) == Colour::Undecided {
            out.push(Paint {
                cell: cell as u32,
                black,
            });
        }
    }
}
