//! A puzzle as a player sees it on the page: its drawing's items (a
//! segment, a cell, a candidate, a domino edge), the states a mark can put
//! each in, and the player's marks as `[item, state]` pairs, made in
//! order. The table of marks is found, not written per puzzle: every mark
//! the answer holds (short of an answer, the solve's end) and every
//! candidate of the bare puzzle, each with its opposite, is made on the bare puzzle,
//! is made on the bare puzzle, and the items it is about are seen to
//! change.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use crate::engine::Solver;
use crate::engine::selection::Selection;
use crate::engine::trace::Outcome;
use crate::error::{Error, ErrorKind};
use crate::io::PuzzleIo;
use crate::io::drawing::Drawing;
use crate::io::progress_marks::{PlacedMark, Progress, apply_marks};

/// A player's mark: an item of the drawing and the state it is put in.
pub type ItemMark = (usize, u8);

/// One item as the page plays it.
#[derive(Serialize)]
pub struct ItemDoc {
    /// The states a mark can put it in, besides the one it starts in, in
    /// the order a click cycles through them; none: it is not played (a
    /// clue).
    pub choices: Vec<u8>,
    /// The place its marks are about (a cell, a segment), shared by the
    /// items of one place (a cell's digit and its candidates).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<usize>,
}

pub struct Board<P: PuzzleIo> {
    /// The puzzle as given, no mark made.
    pub start: P,
    pub drawing: Drawing,
    pub start_states: Vec<u8>,
    /// The puzzle's answer, or why there is none.
    pub answer: Result<P, String>,
    /// Per item, each state a mark puts it in and that mark.
    choices: Vec<Vec<(u8, P::Effect)>>,
    /// Per mark, the items it is about and the states it puts them in.
    items_of: HashMap<P::Effect, Vec<ItemMark>>,
}

impl<P: PuzzleIo> Board<P> {
    /// The board of `start`, a puzzle with no mark made.
    pub fn new(start: P) -> Board<P> {
        let drawing = start.drawing();
        let start_states = states_of(&start, &drawing);
        let mut end = start.clone();
        let solver = Solver::<P>::new(&Selection::all::<P>(), false);
        let answer = match solver.solve(&mut end).outcome {
            Outcome::Solved => Ok(end.clone()),
            Outcome::NoSolution(why) => Err(why),
            Outcome::Stuck | Outcome::GaveUp(_) => Err("the rules do not finish it".to_string()),
        };
        let mut open = Vec::new();
        end.marks(&mut open);
        start.candidates(&mut open);
        let marks = open.iter().flat_map(|&mark| [mark, start.negate(mark)]);
        // Per item and state: the mark, and how many items it is about:
        // of two marks that put an item in the same state, the one about
        // fewer items is the item's own (a candidate struck out, rather
        // than its cell's digit placed).
        let mut found: Vec<Vec<(u8, P::Effect, usize)>> = vec![Vec::new(); start_states.len()];
        let mut seen = HashSet::new();
        let (mut items, mut touched) = (Vec::new(), Vec::new());
        for mark in marks {
            if seen.contains(&mark) {
                continue;
            }
            // A mark that breaks a rule on the bare puzzle (a line beside
            // a 0) is still one a player may make: what it changed before
            // the rule broke is its items' state.
            let mut after = start.clone();
            let _ = after.apply(mark, &mut touched);
            let after_states = states_of(&after, &drawing);
            items.clear();
            start.effect_items(mark, &mut items);
            let changed: Vec<ItemMark> = items
                .iter()
                .filter(|&&i| i < start_states.len() && after_states[i] != start_states[i])
                .map(|&i| (i, after_states[i]))
                .collect();
            for &(item, state) in &changed {
                let entries = &mut found[item];
                match entries.iter_mut().find(|e| e.0 == state) {
                    Some(entry) if entry.2 > changed.len() => *entry = (state, mark, changed.len()),
                    Some(_) => {}
                    None => entries.push((state, mark, changed.len())),
                }
            }
            seen.insert(mark);
        }
        let choices: Vec<Vec<(u8, P::Effect)>> = found
            .into_iter()
            .map(|mut entries| {
                entries.sort_by_key(|e| e.0);
                entries.into_iter().map(|(s, m, _)| (s, m)).collect()
            })
            .collect();
        // A mark stands for the items whose own choice it is: placing a
        // digit is its digit's item, not also the candidate it strikes.
        let mut items_of: HashMap<P::Effect, Vec<ItemMark>> = HashMap::new();
        for (item, entries) in choices.iter().enumerate() {
            for &(state, mark) in entries {
                items_of.entry(mark).or_default().push((item, state));
            }
        }
        Board {
            start,
            drawing,
            start_states,
            answer,
            choices,
            items_of,
        }
    }

    /// Every item as the page plays it.
    pub fn items(&self) -> Vec<ItemDoc> {
        self.choices
            .iter()
            .map(|choices| ItemDoc {
                choices: choices.iter().map(|c| c.0).collect(),
                place: choices.first().and_then(|c| self.start.place(c.1)),
            })
            .collect()
    }

    /// The mark that puts `item` in `state`: `None` for its starting
    /// state (no mark); an error for an item or state it cannot take.
    pub fn mark(&self, (item, state): ItemMark) -> Result<Option<P::Effect>, Error> {
        if self.start_states.get(item) == Some(&state) {
            return Ok(None);
        }
        let choices = self.choices.get(item).ok_or_else(|| {
            bad(format!(
                "item {item} is not on the board: it has {}",
                self.choices.len()
            ))
        })?;
        match choices.iter().find(|c| c.0 == state) {
            Some(&(_, mark)) => Ok(Some(mark)),
            None => Err(bad(format!("item {item} cannot be put in state {state}"))),
        }
    }

    /// The items `mark` is about and the states it puts them in.
    pub fn item_marks(&self, mark: P::Effect) -> &[ItemMark] {
        self.items_of.get(&mark).map_or(&[], Vec::as_slice)
    }

    /// The puzzle with the player's `marks` made in order: a mark that
    /// breaks a rule outright is kept apart, its "line" the move's number
    /// (from 1) and its "column" the item.
    pub fn progress(&self, marks: &[ItemMark]) -> Result<Progress<P>, Error> {
        let mut placed = Vec::new();
        for (k, &item_mark) in marks.iter().enumerate() {
            if let Some(mark) = self.mark(item_mark)? {
                placed.push(PlacedMark {
                    mark,
                    line: k + 1,
                    column: item_mark.0,
                });
            }
        }
        Ok(apply_marks(
            self.start.clone(),
            placed,
            |p, mark, touched| p.apply(mark, touched),
        ))
    }

    /// The items' states of `state`, a grid of this board.
    pub fn states(&self, state: &P) -> Vec<u8> {
        states_of(state, &self.drawing)
    }
}

/// The items' states of `state`, every item of `drawing` given one.
fn states_of<P: PuzzleIo>(state: &P, drawing: &Drawing) -> Vec<u8> {
    let mut states = Vec::new();
    state.item_states(&mut states);
    states.resize(drawing.items.len(), 0);
    states
}

fn bad(why: String) -> Error {
    Error::new(ErrorKind::BadInput, why)
}

/// The marks of `puzzle`, a grid read with a person's marks on it, as
/// the board's items and states, in the order they were read.
pub fn marks_of<P: PuzzleIo>(board: &Board<P>, progress: &Progress<P>) -> Vec<ItemMark> {
    let mut out = Vec::new();
    for placed in &progress.marks {
        out.extend_from_slice(board.item_marks(placed.mark));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzles::slink::Slink;

    fn board() -> Board<Slink> {
        let mut batch = Slink::parse_batch("2 2\n3 3\n. .\n0 0\n", false);
        Board::new(batch.items.remove(0).expect("a 2x2 Slitherlink"))
    }

    #[test]
    fn every_segment_takes_a_line_and_a_cross() {
        let board = board();
        let items = board.items();
        let played: Vec<&ItemDoc> = items.iter().filter(|i| !i.choices.is_empty()).collect();
        // A 2x2 grid has 12 segments.
        assert_eq!(played.len(), 12);
        assert!(played.iter().all(|i| i.choices.len() == 2));
    }

    #[test]
    fn a_mark_and_its_item_go_both_ways() {
        let board = board();
        let items = board.items();
        let (item, doc) = items
            .iter()
            .enumerate()
            .find(|(_, d)| !d.choices.is_empty())
            .unwrap();
        for &state in &doc.choices {
            let mark = board.mark((item, state)).unwrap().unwrap();
            assert_eq!(board.item_marks(mark), &[(item, state)]);
        }
        assert!(
            board
                .mark((item, board.start_states[item]))
                .unwrap()
                .is_none()
        );
        assert!(board.mark((items.len(), 1)).is_err());
    }
}
