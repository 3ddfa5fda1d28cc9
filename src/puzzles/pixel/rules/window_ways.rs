//! The ways to finish a clue's window: every choice of as many of its
//! undecided cells as it still needs, and which of them fit the clues
//! around it (`window-patterns` tries them).

use super::super::board::ones;

/// What a neighbouring clue asks of a pattern: the open cells of this
/// window it sees, and the least and most of them it allows black.
pub type Limit = (u16, u32, u32);

/// Over every way to paint `need` of the cells `open` black that fits
/// `limits`: the cells black in all of them and those black in any; none
/// when no way fits.
#[inline(always)]
pub fn ways(open: u16, need: usize, limits: &[Limit]) -> Option<(u16, u16)> {
    // With no clue around to rule a way out, every way fits, and ways
    // that each take some but not all of the cells agree on none.
    if limits.is_empty() && need > 0 && need < ones(open) {
        return Some((0, open));
    }
    let mut always = u16::MAX;
    let mut ever = 0u16;
    let mut fitted = false;
    each_way(open, need, |pattern| {
        if fits(pattern, limits) {
            fitted = true;
            always &= pattern;
            ever |= pattern;
        }
    });
    fitted.then_some((always, ever))
}

/// Calls `visit` with every way to take `need` of the cells `open` (bits
/// of a window of at most 9 cells), each once. It walks the sets of
/// `need` of the open cells' ranks, in increasing order as numbers
/// (Gosper's hack), and spreads each onto the window's bits three ranks
/// at a time: the work follows the ways there are, not the 2^open subsets.
#[inline(always)]
pub fn each_way(open: u16, need: usize, mut visit: impl FnMut(u16)) {
    let open = open & 511;
    let count = ones(open);
    if need > count {
        return;
    }
    if need == 0 {
        visit(0);
        return;
    }
    // spread[g][m]: the window bits of the ranks 3g.. picked by `m`.
    let mut spread = [[0u16; 8]; 3];
    let mut rest = open;
    for (group, table) in spread.iter_mut().enumerate() {
        for rank in 0..3 {
            if 3 * group + rank >= count {
                break;
            }
            let bit = rest & rest.wrapping_neg();
            rest &= rest - 1;
            for m in 1 << rank..2 << rank {
                table[m] = table[m & !(1 << rank)] | bit;
            }
        }
    }
    let end = 1u32 << count;
    let mut ranks = (1u32 << need) - 1;
    while ranks < end {
        let r = ranks as usize;
        visit(spread[0][r & 7] | spread[1][(r >> 3) & 7] | spread[2][r >> 6]);
        let low = ranks & ranks.wrapping_neg();
        let up = ranks + low;
        ranks = up | (((up ^ ranks) / low) >> 2);
    }
}

/// The ways to paint `need` of the cells `open` black that fit `limits`,
/// in the order `each_way` visits them, at most `most` of them.
pub fn fitting_ways(open: u16, need: usize, limits: &[Limit], most: usize) -> Vec<u16> {
    let mut found = Vec::new();
    each_way(open, need, |pattern| {
        if found.len() < most && fits(pattern, limits) {
            found.push(pattern);
        }
    });
    found
}

/// The way `pattern` gives each clue of `limits` a count it allows.
#[inline(always)]
pub fn fits(pattern: u16, limits: &[Limit]) -> bool {
    limits.iter().all(|&(seen, least, most)| {
        let black = ones(pattern & seen) as u32;
        least <= black && black <= most
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_way_visits_every_subset_of_the_size_once_in_any_window() {
        for open in 0u16..512 {
            for need in 0..=10 {
                let mut seen = Vec::new();
                each_way(open, need, |pattern| seen.push(pattern));
                seen.sort_unstable();
                let expected: Vec<u16> = (0u16..512)
                    .filter(|&s| s & !open == 0 && ones(s) == need)
                    .collect();
                assert_eq!(seen, expected, "open {open:09b}, need {need}");
            }
        }
    }
}
