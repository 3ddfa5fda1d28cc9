//! `CornerFacts` on random loops: every fact and conclusion holds in the
//! answer, and what the kept facts give is what a fresh start gives, with
//! links between segments and without.

use crate::engine::head_start_check::Lcg;

use super::board::Board;
use super::corner_facts::CornerFacts;
use super::corner_ways::{AT_LEAST_ONE, AT_MOST_ONE, corner_segs};
use super::state::{SegMark, Slink};

/// A random region of cells whose outline is one loop: grown a cell at a
/// time, each cell kept only if the region stays in one piece, leaves no
/// hole, and touches itself at no dot only by a corner.
fn random_region(random: &mut Lcg, rows: usize, cols: usize) -> Vec<bool> {
    let mut inside = vec![false; rows * cols];
    inside[random.below(rows * cols)] = true;
    for _ in 0..rows * cols * 2 {
        let cell = random.below(rows * cols);
        if inside[cell] {
            continue;
        }
        inside[cell] = true;
        if !outline_is_one_loop(&inside, rows, cols) {
            inside[cell] = false;
        }
    }
    inside
}

fn outline_is_one_loop(inside: &[bool], rows: usize, cols: usize) -> bool {
    let at = |r: isize, c: isize| {
        r >= 0 && c >= 0 && (r as usize) < rows && (c as usize) < cols && {
            inside[r as usize * cols + c as usize]
        }
    };
    // No dot with the region on two opposite quarters only.
    for i in 0..=rows as isize {
        for j in 0..=cols as isize {
            let q = [at(i - 1, j - 1), at(i - 1, j), at(i, j - 1), at(i, j)];
            if (q[0] && q[3] && !q[1] && !q[2]) || (q[1] && q[2] && !q[0] && !q[3]) {
                return false;
            }
        }
    }
    // The region in one piece, and the rest (with the outside) in one.
    let pieces = |want: bool| {
        let (h, w) = (rows as isize + 2, cols as isize + 2);
        let cell = |r: isize, c: isize| at(r - 1, c - 1) == want;
        let all: Vec<(isize, isize)> = (0..h)
            .flat_map(|r| (0..w).map(move |c| (r, c)))
            .filter(|&(r, c)| cell(r, c))
            .collect();
        let Some(&start) = all.first() else {
            return 0;
        };
        let mut seen = vec![start];
        let mut stack = vec![start];
        while let Some((r, c)) = stack.pop() {
            for (dr, dc) in [(0, 1), (1, 0), (0, -1), (-1, 0)] {
                let next = (r + dr, c + dc);
                if next.0 >= 0
                    && next.1 >= 0
                    && next.0 < h
                    && next.1 < w
                    && cell(next.0, next.1)
                    && !seen.contains(&next)
                {
                    seen.push(next);
                    stack.push(next);
                }
            }
        }
        if seen.len() == all.len() { 1 } else { 2 }
    };
    pieces(true) == 1 && pieces(false) == 1
}

/// A puzzle with some of the clues of a random loop, its answer (a mark
/// per segment) and the state with some of the answer's marks made.
fn random_puzzle(random: &mut Lcg) -> (Slink, Vec<SegMark>) {
    let (rows, cols) = (2 + random.below(6), 2 + random.below(6));
    let inside = random_region(random, rows, cols);
    let probe = Slink::new(Board::new(rows, cols, vec![None; rows * cols]));
    let grid = &probe.board.grid;
    let differs = |s: u32| {
        let [a, b] = grid.seg_cells(s).map(|c| c.is_some_and(|c| inside[c]));
        a != b
    };
    let answer: Vec<SegMark> = (0..grid.seg_count() as u32)
        .map(|s| SegMark {
            seg: s,
            line: differs(s),
        })
        .collect();
    let clues = (0..rows * cols)
        .map(|cell| {
            let lines = grid.sides(cell).iter().filter(|&&s| differs(s)).count();
            (random.below(3) != 0).then_some(lines as u8)
        })
        .collect();
    let mut state = Slink::new(Board::new(rows, cols, clues));
    let mut touched = Vec::new();
    let made = random.below(answer.len() / 2 + 1);
    for _ in 0..made {
        let mark = answer[random.below(answer.len())];
        state
            .set(mark, &mut touched)
            .expect("the answer's marks hold");
    }
    (state, answer)
}

#[test]
fn every_fact_and_conclusion_holds_in_the_answer() {
    let mut random = Lcg::new(21);
    let mut concluded = 0;
    for _ in 0..600 {
        let (state, answer) = random_puzzle(&mut random);
        let with_links = random.below(2) == 1;
        let facts = CornerFacts::of(&state, with_links, true);
        assert!(facts.broken.is_none(), "a true state is broken");
        for c in &facts.conclusions {
            assert_eq!(answer[c.seg as usize].line, c.line, "a false conclusion");
            concluded += 1;
        }
        for corner in 0..state.board.grid.cell_count() * 4 {
            let lines = corner_segs(&state, corner)
                .iter()
                .filter(|&&s| answer[s as usize].line)
                .count();
            let bits = facts.at(corner);
            assert!(bits & AT_LEAST_ONE == 0 || lines >= 1, "a false fact");
            assert!(bits & AT_MOST_ONE == 0 || lines <= 1, "a false fact");
        }
    }
    assert!(concluded > 300, "only {concluded} conclusions");
}

/// What `of` gives from kept facts, after any run of marks, trials put
/// back and conclusions made, is what it gives from nothing.
#[test]
fn kept_facts_give_what_a_fresh_start_gives() {
    let mut random = Lcg::new(5);
    let mut touched = Vec::new();
    let (mut broken, mut concluded) = (0, 0);
    for _ in 0..300 {
        let (base, _) = random_puzzle(&mut random);
        let segs = base.board.grid.seg_count();
        let with_links = random.below(2) == 1;
        let same = |p: &Slink| {
            let kept = CornerFacts::of(p, with_links, false);
            let fresh = CornerFacts::of(p, with_links, true);
            let list = |f: &CornerFacts| -> Vec<(u32, bool)> {
                f.conclusions.iter().map(|c| (c.seg, c.line)).collect()
            };
            assert_eq!(kept.broken.is_some(), fresh.broken.is_some());
            assert_eq!(list(&kept), list(&fresh));
            kept
        };
        same(&base);
        let mut trial = base.clone();
        for _ in 0..6 {
            trial.restore(&base);
            for _ in 0..4 {
                // Random marks, true or not: some trials break.
                for _ in 0..random.below(5) {
                    let mark = SegMark {
                        seg: random.below(segs) as u32,
                        line: random.below(2) == 0,
                    };
                    let mut tried = trial.clone();
                    if tried.set(mark, &mut touched).is_ok() {
                        trial.set(mark, &mut touched).expect("as tried");
                    }
                }
                let found = same(&trial);
                if found.broken.is_some() {
                    broken += 1;
                    break;
                }
                // Made as the solver makes them; a refusal leaves the
                // trial half changed, so the round ends there.
                let refused = found.conclusions.iter().any(|c| {
                    concluded += 1;
                    let mark = SegMark {
                        seg: c.seg,
                        line: c.line,
                    };
                    trial.set(mark, &mut touched).is_err()
                });
                if refused {
                    break;
                }
            }
        }
    }
    assert!(
        broken > 50 && concluded > 200,
        "{broken} broken, {concluded} concluded"
    );
}
