//! `Slink::restore` against a whole copy: a state changed by any run of
//! marks, some of them refused, is put back exactly.

use super::board::Board;
use super::parse::parse_batch;
use super::state::{SegMark, Slink};

/// A 5x5 with a clue of each kind and blanks, so that counts, paths, the
/// closed loop and the colour classes all change.
const PUZZLE: &str = "5 5\n3 . 2 . 1\n. 2 . 3 .\n0 . 1 . 2\n. 3 . 2 .\n2 . . . 3\n0 0\n";

fn board() -> Board {
    let mut batch = parse_batch(PUZZLE, false);
    batch.items.remove(0).expect("the sample reads")
}

/// A small deterministic generator: the same marks on every run.
fn marks(seed: u64, count: usize, segs: u32) -> Vec<SegMark> {
    let mut x = seed;
    (0..count)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            SegMark {
                seg: (x % segs as u64) as u32,
                line: x & 1 << 40 != 0,
            }
        })
        .collect()
}

#[test]
fn restore_undoes_any_run_of_marks_as_a_whole_copy_would() {
    let start = Slink::new(board());
    let segs = start.board.grid.seg_count() as u32;
    let mut touched = Vec::new();
    for seed in 1..200u64 {
        // A base with some marks of its own, as a trial's starting grid has.
        let mut base = start.clone();
        for mark in marks(seed, 6, segs) {
            if base.clone().set(mark, &mut touched).is_ok() {
                let _ = base.set(mark, &mut touched);
            }
        }
        let mut trial = base.clone();
        // Few marks are undone one by one, many by a whole copy: both ways.
        let count = if seed % 2 == 0 { 3 } else { 40 };
        for mark in marks(seed * 7919, count, segs) {
            // A refused mark may leave the state half changed: still undone.
            let _ = trial.set(mark, &mut touched);
        }
        trial.restore(&base);
        assert_eq!(
            format!("{trial:?}"),
            format!("{base:?}"),
            "seed {seed}: restored differs from the copy it was made from"
        );
    }
}
