//! Taking clues away: the orbits of the symmetry in a random order, each
//! kept away when the tier's rules still finish the puzzle without it.
//!
//! The orbits are tried first with the basic rules, then again with each
//! tier up to the one asked: a solve of a cheaper tier costs far less
//! (a hypothesis tier's solve that gets stuck tries every hypothesis),
//! and most clues can go before the hard tiers are needed. What is left
//! after a tier's pass is as few clues as that tier can do with, so what
//! a harder tier then takes away makes a puzzle that needs it. With a
//! floor on the clues left (`--keep`, Su-Domino-Ku's ten dominoes) the
//! cheap passes would take the puzzle down to the floor by themselves and
//! leave nothing for the tier asked, so there is one pass, at that tier.

use crate::engine::Tier;
use crate::io::generate::{Clues, Generate, Keep, Order, Rng, Site};

/// The clues left of `sites` once removal stops, or `None` when the
/// tier's rules cannot finish even the puzzle with every clue, or when
/// what is left breaks the order's count or the format's bounds.
pub fn remove_clues<P: Generate>(
    answer: &P::Answer,
    sites: &[Site],
    order: &Order,
    rng: &mut Rng,
    finishes: &mut dyn FnMut(&str, Tier) -> bool,
) -> Option<Vec<bool>> {
    let mut kept = vec![true; sites.len()];
    if !finishes(&answer.text(&kept), order.tier) {
        return None;
    }
    let removable: Vec<usize> = (0..sites.len()).filter(|&s| sites[s].removable).collect();
    let cells: Vec<usize> = removable.iter().map(|&s| sites[s].cell).collect();
    let mut orbits = order.symmetry.orbits(&cells, order.rows, order.cols);
    rng.shuffle(&mut orbits);
    let floor = floor::<P>(order.keep, sites.len());
    let mut left = sites.len();
    let passes: Vec<Tier> = match floor {
        0 => Tier::ALL.into_iter().filter(|&t| t <= order.tier).collect(),
        _ => vec![order.tier],
    };
    for tier in passes {
        for orbit in &orbits {
            let index = |&i: &usize| removable[i];
            if left - orbit.len() < floor || orbit.iter().map(index).any(|s| !kept[s]) {
                continue;
            }
            for s in orbit.iter().map(index) {
                kept[s] = false;
            }
            if finishes(&answer.text(&kept), tier) {
                left -= orbit.len();
            } else {
                for s in orbit.iter().map(index) {
                    kept[s] = true;
                }
            }
        }
    }
    let (_, most) = P::CLUE_BOUNDS;
    let exact = !matches!(order.keep, Keep::Count(n) if n != left);
    (left <= most && exact).then_some(kept)
}

/// The fewest clues removal may leave of `total`.
fn floor<P: Generate>(keep: Keep, total: usize) -> usize {
    let (least, _) = P::CLUE_BOUNDS;
    let asked = match keep {
        Keep::Fewest => 0,
        Keep::Share(percent) => (total * percent as usize).div_ceil(100),
        Keep::Count(n) => n,
    };
    asked.max(least)
}
