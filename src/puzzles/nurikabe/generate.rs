//! Nurikabe answers for the generator: a sea that starts as the whole
//! grid and loses cells to land wherever it pools (and then at random,
//! so that islands grow), never splitting and never making an island
//! larger than the largest asked. Each island gets its size as a clue in
//! one of its cells, at random; clues are never taken away. Where the
//! tier's rules get stuck, the answer is nudged at an undecided cell: the
//! clue of the island there moves onto it, or the water cell turns land
//! (a new island of 1, or a larger island beside it). A symmetric layout
//! takes a cell and its image together, and an island that is its own
//! image keeps its clue on a cell the symmetry fixes.

use super::board::Board;
use super::{Mark, Nurikabe};
use crate::formats::clued_answer::CluedAnswer;
use crate::io::generate::size_refused;
use crate::io::generate::{Clues, Generate, Order, Rng, Site, Symmetry};

/// An answer: its land and the clues on it.
pub struct Islands {
    sea: Sea,
    clued: CluedAnswer,
}

/// One nudge changes the answer at one undecided cell in this many
/// (at least one): a solve that leaves much undecided is far from one
/// that finishes, and each solve costs a hypothesis search.
const NUDGE_SHARE: usize = 4;

impl Generate for Nurikabe {
    type Answer = Islands;

    fn refuse(order: &Order) -> Option<String> {
        if order.symmetry == Symmetry::Mirror && order.cols.is_multiple_of(2) {
            // Each 2x2 block of the middle two columns needs land, and land
            // there with its mirror image beside it makes an island that
            // is its own image, with no middle cell to hold its clue.
            return Some(format!(
                "a mirrored Nurikabe needs an odd number of columns, not {}: \
                 an island across the middle would have no middle cell for its clue",
                order.cols
            ));
        }
        size_refused(order, super::FACTS.sides)
    }

    fn random_answer(order: &Order, rng: &mut Rng) -> Option<Islands> {
        let largest = order.largest.unwrap_or(order.rows.max(order.cols));
        let mut sea = Sea::new(order, largest);
        sea.drain_pools(rng)?;
        sea.grow_islands(rng);
        let clues = sea.clues(&[], rng)?;
        Some(Islands {
            clued: CluedAnswer {
                facts: &super::FACTS,
                rows: order.rows,
                cols: order.cols,
                clues,
                removable: false,
            },
            sea,
        })
    }

    fn nudge(answer: &mut Islands, stuck: &Nurikabe, rng: &mut Rng) -> bool {
        let mut open: Vec<usize> = (0..answer.sea.land.len())
            .filter(|&cell| stuck.mark(cell) == Mark::Unknown)
            .collect();
        rng.shuffle(&mut open);
        let wanted = (open.len() / NUDGE_SHARE).max(1);
        let mut nudged = 0;
        for cell in open {
            if nudged == wanted {
                break;
            }
            if stuck.mark(cell) == Mark::Unknown && answer.nudge_at(cell, rng) {
                nudged += 1;
            }
        }
        nudged > 0
    }
}

impl Clues for Islands {
    fn sites(&self) -> Vec<Site> {
        self.clued.sites()
    }

    fn text(&self, kept: &[bool]) -> String {
        self.clued.text(kept)
    }
}

impl Islands {
    /// At an undecided `cell`: water turns land (a new island of 1, or a
    /// larger island beside it); land turns water (its island shrinks or
    /// splits), or the island's clue moves onto it. The clues then follow
    /// the islands.
    fn nudge_at(&mut self, cell: usize, rng: &mut Rng) -> bool {
        let sea = &mut self.sea;
        if !sea.land[cell] {
            return sea.try_land(cell) && self.reclue(rng);
        }
        if rng.chance(1, 2) && sea.try_water(cell) {
            return self.reclue(rng);
        }
        self.move_clue(cell)
    }

    /// Puts the clue of the island at `cell` on it.
    fn move_clue(&mut self, cell: usize) -> bool {
        let (sea, clues) = (&self.sea, &mut self.clued.clues);
        let island = sea.island_of(cell);
        let may_hold = sea.clue_place(&island).is_some_and(|p| p.contains(&cell));
        if !may_hold || clues[cell].is_some() {
            return false;
        }
        for &c in &island {
            clues[c] = None;
            clues[sea.image(c)] = None;
        }
        clues[cell] = Some(island.len() as u32);
        clues[sea.image(cell)] = Some(island.len() as u32);
        true
    }

    /// The clues of the islands as they now are, each where it was when
    /// its island had one.
    fn reclue(&mut self, rng: &mut Rng) -> bool {
        match self.sea.clues(&self.clued.clues, rng) {
            Some(clues) => {
                self.clued.clues = clues;
                true
            }
            None => false,
        }
    }
}

struct Sea {
    /// The grid's shape (its clues are not used): the cells beside a cell
    /// and the 2x2 blocks holding it.
    board: Board,
    symmetry: Symmetry,
    largest: usize,
    land: Vec<bool>,
}

impl Sea {
    fn new(order: &Order, largest: usize) -> Sea {
        let cells = order.rows * order.cols;
        Sea {
            board: Board::new(order.rows, order.cols, vec![None; cells], false),
            symmetry: order.symmetry,
            largest,
            land: vec![false; order.rows * order.cols],
        }
    }

    fn image(&self, cell: usize) -> usize {
        self.symmetry.image(cell, self.board.rows, self.board.cols)
    }

    /// Turns land, a random cell of a random pool at a time, until no
    /// 2x2 block is all water; `None` when a pool cannot be broken.
    fn drain_pools(&mut self, rng: &mut Rng) -> Option<()> {
        let mut unbroken = vec![false; self.land.len()];
        loop {
            let pools: Vec<usize> = (0..self.land.len())
                .filter(|&cell| self.pool_at(cell) && !unbroken[cell])
                .collect();
            let Some(&corner) = rng.pick(&pools) else {
                // Every pool left, if any, is one no cell of can turn land.
                let pooled = (0..self.land.len()).any(|cell| self.pool_at(cell));
                return (!pooled).then_some(());
            };
            let mut block = self.block_at(corner)?;
            rng.shuffle(&mut block);
            if !block.iter().any(|&cell| self.try_land(cell)) {
                unbroken[corner] = true;
            }
        }
    }

    /// The 2x2 block whose top-left cell is `cell`, if the grid has one.
    fn block_at(&self, cell: usize) -> Option<[usize; 4]> {
        self.board.blocks(cell).find(|block| block[0] == cell)
    }

    fn all_water(&self, block: &[usize; 4]) -> bool {
        block.iter().all(|&c| !self.land[c])
    }

    /// Whether the 2x2 block whose top-left cell is `cell` is all water.
    fn pool_at(&self, cell: usize) -> bool {
        self.block_at(cell)
            .is_some_and(|block| self.all_water(&block))
    }

    /// Grows islands into the water beside them, at random, until land
    /// covers between a third and a half of the grid or no move is left.
    fn grow_islands(&mut self, rng: &mut Rng) {
        let n = self.land.len();
        let target = n * (33 + rng.below(18)) / 100;
        for _ in 0..4 * n {
            let land: Vec<usize> = (0..n).filter(|&c| self.land[c]).collect();
            if land.len() >= target {
                return;
            }
            let Some(&from) = rng.pick(&land) else {
                return;
            };
            let water: Vec<usize> = self
                .board
                .neighbours(from)
                .filter(|&c| !self.land[c])
                .collect();
            if let Some(&cell) = rng.pick(&water) {
                self.try_land(cell);
            }
        }
    }

    /// Turns `cell` (and its image) to land if the sea stays one piece,
    /// no island grows past the largest, and an island that is its own
    /// image has a cell the symmetry fixes, to hold its clue.
    fn try_land(&mut self, cell: usize) -> bool {
        let pair = [cell, self.image(cell)];
        if pair.iter().any(|&c| self.land[c]) {
            return false;
        }
        for c in pair {
            self.land[c] = true;
        }
        let fits = self.sea_in_one_piece()
            && pair.iter().all(|&c| {
                let island = self.island_of(c);
                island.len() <= self.largest && self.clue_place(&island).is_some()
            });
        if !fits {
            for c in pair {
                self.land[c] = false;
            }
        }
        fits
    }

    /// Turns the land `cell` (and its image) to water if that makes no
    /// pool, the sea stays one piece, and every island it leaves has a
    /// cell for its clue.
    fn try_water(&mut self, cell: usize) -> bool {
        let pair = [cell, self.image(cell)];
        if pair.iter().any(|&c| !self.land[c]) {
            return false;
        }
        for c in pair {
            self.land[c] = false;
        }
        let near: Vec<usize> = pair
            .iter()
            .flat_map(|&c| self.board.neighbours(c))
            .collect();
        let fits = !pair.iter().any(|&c| self.pooled_near(c))
            && self.sea_in_one_piece()
            && near
                .iter()
                .filter(|&&c| self.land[c])
                .all(|&c| self.clue_place(&self.island_of(c)).is_some());
        if !fits {
            for c in pair {
                self.land[c] = true;
            }
        }
        fits
    }

    /// Whether a 2x2 block holding `cell` is all water.
    fn pooled_near(&self, cell: usize) -> bool {
        self.board.blocks(cell).any(|block| self.all_water(&block))
    }

    fn sea_in_one_piece(&self) -> bool {
        let water = self.land.iter().filter(|&&l| !l).count();
        let Some(start) = self.land.iter().position(|&l| !l) else {
            return false;
        };
        let mut seen = vec![false; self.land.len()];
        seen[start] = true;
        let mut todo = vec![start];
        let mut reached = 1;
        while let Some(cell) = todo.pop() {
            for next in self.board.neighbours(cell) {
                if !self.land[next] && !seen[next] {
                    seen[next] = true;
                    reached += 1;
                    todo.push(next);
                }
            }
        }
        reached == water
    }

    /// The land cells joined to `cell`, in the order found.
    fn island_of(&self, cell: usize) -> Vec<usize> {
        let mut island = vec![cell];
        let mut i = 0;
        while i < island.len() {
            for next in self.board.neighbours(island[i]) {
                if self.land[next] && !island.contains(&next) {
                    island.push(next);
                }
            }
            i += 1;
        }
        island
    }

    /// The cells of `island` a clue may stand on: any, unless the island
    /// is its own image, when only those the symmetry fixes (its clue's
    /// image would be a second clue in it). `None` when there is none.
    fn clue_place(&self, island: &[usize]) -> Option<Vec<usize>> {
        let own_image = island
            .iter()
            .any(|&c| self.image(c) != c && island.contains(&self.image(c)));
        let places: Vec<usize> = if own_image {
            island
                .iter()
                .copied()
                .filter(|&c| self.image(c) == c)
                .collect()
        } else {
            island.to_vec()
        };
        (!places.is_empty()).then_some(places)
    }

    /// Each island's size on one of its cells, an island and its image
    /// with their clues at images of each other. An island keeps the
    /// first cell of `before` (the clues until now) that it may hold its
    /// clue on; one without takes a cell at random.
    fn clues(&self, before: &[Option<u32>], rng: &mut Rng) -> Option<Vec<Option<u32>>> {
        let n = self.land.len();
        let mut clues = vec![None; n];
        let mut done = vec![false; n];
        for cell in 0..n {
            if !self.land[cell] || done[cell] {
                continue;
            }
            let island = self.island_of(cell);
            let image = self.island_of(self.image(cell));
            for &c in island.iter().chain(&image) {
                done[c] = true;
            }
            let places = self.clue_place(&island)?;
            let kept = places
                .iter()
                .find(|&&c| before.get(c).is_some_and(Option::is_some));
            let at = match kept {
                Some(&at) => at,
                None => *rng.pick(&places)?,
            };
            clues[at] = Some(island.len() as u32);
            clues[self.image(at)] = Some(island.len() as u32);
        }
        Some(clues)
    }
}

#[cfg(test)]
mod tests {
    use super::{Islands, Nurikabe};
    use crate::engine::Tier;
    use crate::io::generate::{Generate, Keep, Order, Rng, Symmetry};

    fn order(rows: usize, cols: usize, symmetry: Symmetry, largest: usize) -> Order {
        Order {
            rows,
            cols,
            tier: Tier::Basic,
            keep: Keep::Fewest,
            symmetry,
            largest: Some(largest),
            rules: Vec::new(),
            tries: 1,
            ratings: None,
        }
    }

    /// What makes an answer a Nurikabe answer with its clues: the sea in
    /// one piece without a pool, each island with one clue, its size, no
    /// larger than the largest, and clues where the symmetry maps them.
    fn check(answer: &Islands, what: &str) {
        let sea = &answer.sea;
        let clues = &answer.clued.clues;
        let n = sea.land.len();
        if sea.land.iter().any(|&l| !l) {
            assert!(sea.sea_in_one_piece(), "{what}: the sea is split");
        }
        assert!((0..n).all(|c| !sea.pool_at(c)), "{what}: a pool");
        for cell in 0..n {
            assert_eq!(
                clues[cell].is_some(),
                clues[sea.image(cell)].is_some(),
                "{what}: not symmetric"
            );
            if sea.land[cell] {
                let island = sea.island_of(cell);
                let numbered: Vec<u32> = island.iter().filter_map(|&c| clues[c]).collect();
                assert_eq!(
                    numbered,
                    [island.len() as u32],
                    "{what}: the island at {cell}"
                );
                assert!(island.len() <= sea.largest, "{what}: too large");
            } else {
                assert_eq!(clues[cell], None, "{what}: a clue on water");
            }
        }
    }

    #[test]
    fn answers_and_their_nudges_are_nurikabe_answers() {
        let shapes = [
            (5, 5, Symmetry::None, 4),
            (7, 9, Symmetry::Rotate, 6),
            (8, 7, Symmetry::Mirror, 5),
            (6, 6, Symmetry::Rotate, 3),
        ];
        for (rows, cols, symmetry, largest) in shapes {
            let order = order(rows, cols, symmetry, largest);
            for seed in 0..20 {
                let what = format!("{rows}x{cols} {symmetry} seed {seed}");
                let mut rng = Rng::new(seed);
                let Some(mut answer) = Nurikabe::random_answer(&order, &mut rng) else {
                    continue;
                };
                check(&answer, &what);
                for step in 0..30 {
                    let cell = rng.below(rows * cols);
                    answer.nudge_at(cell, &mut rng);
                    check(&answer, &format!("{what}, nudge {step} at {cell}"));
                }
            }
        }
    }
}
