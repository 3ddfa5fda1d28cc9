//! Taking clues away: the orbits of the symmetry in a random order, each
//! kept away when the tier's rules still finish the puzzle without it.

use super::{Generate, Keep, Order, Rng, Site};

/// The clues left of `sites` once removal stops, or `None` when the
/// tier's rules cannot finish even the puzzle with every clue, or when
/// what is left breaks the order's count or the format's bounds.
pub fn remove_clues<P: Generate>(
    answer: &P::Answer,
    sites: &[Site],
    order: &Order,
    rng: &mut Rng,
    finishes: &mut dyn FnMut(&str) -> bool,
) -> Option<Vec<bool>> {
    let mut kept = vec![true; sites.len()];
    if !finishes(&P::puzzle_text(answer, &kept)) {
        return None;
    }
    let removable: Vec<usize> = (0..sites.len()).filter(|&s| sites[s].removable).collect();
    let cells: Vec<usize> = removable.iter().map(|&s| sites[s].cell).collect();
    let mut orbits = order.symmetry.orbits(&cells, order.rows, order.cols);
    rng.shuffle(&mut orbits);
    let floor = floor::<P>(order.keep, sites.len());
    let mut left = sites.len();
    for orbit in orbits {
        if left - orbit.len() < floor {
            continue;
        }
        for &i in &orbit {
            kept[removable[i]] = false;
        }
        if finishes(&P::puzzle_text(answer, &kept)) {
            left -= orbit.len();
        } else {
            for &i in &orbit {
                kept[removable[i]] = true;
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
