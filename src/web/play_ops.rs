//! The page's operations behind `call`: a puzzle opened as a board of
//! items, and the player's marks on it viewed, hinted at, checked, and
//! solved from (see `board.rs`).

use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

use serde_json::{Value, json};

use crate::api::{HintOptions, Named, ReadOne, hint_found};
use crate::engine::selection::Selection;
use crate::engine::words::effect_text;
use crate::engine::{Solver, StepKind};
use crate::error::{Error, ErrorKind};
use crate::formats::share::Share;
use crate::io::PuzzleIo;
use crate::io::drawing::ROLE_CSS;
use crate::io::progress_marks::Progress;
use crate::tools::mistakes::{off_the_answer, to_go, why_not};
use crate::tools::page::model::{effect_item_list, premise_items};
use crate::tools::page::{Entry, page};
use crate::wire::givens::Givens;

use super::board::{Board, ItemMark, marks_of};
use super::library_ops::{kind, read_one};
use super::request::{PlayRequest, Position};

/// What is asked of a player's position.
enum Asked {
    View,
    Hint(HintOptions),
    Check,
    Page,
}

pub fn answer(request: PlayRequest) -> Result<Value, Error> {
    match request {
        PlayRequest::Open { input, pick } => {
            let read = read_one(&input, pick)?;
            crate::with_puzzle!(kind(&input.kind)?, P => {
                open(&read.read::<P>(Named::new(&input.text))?)
            })
        }
        PlayRequest::View(position) => at(&position, Asked::View),
        PlayRequest::HintAt { position, level } => {
            let options = HintOptions {
                level: level.unwrap_or(3),
                ..HintOptions::default()
            };
            at(&position, Asked::Hint(options))
        }
        PlayRequest::CheckAt(position) => at(&position, Asked::Check),
        PlayRequest::PageAt(position) => at(&position, Asked::Page),
    }
}

/// The board of `progress`, a puzzle read perhaps with marks: its
/// drawing, items and states, the text to play it by, and its marks.
fn open<P: PuzzleIo + Givens>(progress: &Progress<P>) -> Result<Value, Error> {
    let board = Board::new(progress.state.givens_only());
    let drawing = &board.drawing;
    Ok(json!({
        "kind": P::KIND,
        "puzzle": board.start.progress_text(),
        "size": board.start.size_text(),
        "svg": drawing.svg(&board.start_states, &[], false),
        "css": format!("{ROLE_CSS}{}", drawing.css),
        "states": drawing.states,
        "start": board.start_states,
        "items": board.items(),
        "marks": marks_of(&board, progress),
    }))
}

/// Answers `asked` of the player's position.
fn at(position: &Position, asked: Asked) -> Result<Value, Error> {
    crate::with_puzzle!(kind(&position.kind)?, P => {
        let board = board_of::<P>(&position.puzzle)?;
        let progress = board.progress(&position.marks)?;
        match asked {
            Asked::View => Ok(view(&board, &progress, &position.marks)),
            Asked::Hint(options) => Ok(hint_at(&board, &progress, &options)),
            Asked::Check => Ok(check_at(&board, &progress)),
            Asked::Page => page_at(&progress),
        }
    })
}

thread_local! {
    /// The board last asked about, by its puzzle's text: a page asks about
    /// one puzzle many times, and a board solves its puzzle.
    static LAST: RefCell<Option<(String, Rc<dyn Any>)>> = const { RefCell::new(None) };
}

/// The board of the puzzle `text` (as `open` answered it).
fn board_of<P: PuzzleIo + Givens + Share>(text: &str) -> Result<Rc<Board<P>>, Error> {
    let cached = LAST.with_borrow(|last| match last {
        Some((key, board)) if key == text => board.clone().downcast::<Board<P>>().ok(),
        _ => None,
    });
    if let Some(board) = cached {
        return Ok(board);
    }
    let start = ReadOne::default().read::<P>(Named::new(text))?.state;
    let board = Rc::new(Board::new(start.givens_only()));
    LAST.set(Some((text.to_string(), board.clone())));
    Ok(board)
}

/// Each item's state with the player's marks made, a mark that breaks a
/// rule drawn as made; and the moves (from 0) of those marks.
fn view<P: PuzzleIo>(board: &Board<P>, progress: &Progress<P>, marks: &[ItemMark]) -> Value {
    let mut states = board.states(&progress.state);
    let mut broken = Vec::new();
    for b in &progress.broken {
        // `line` is the move's number, `column` its item (`Board::progress`).
        let (item, state) = marks[b.line - 1];
        states[item] = state;
        broken.push(b.line - 1);
    }
    let finished = broken.is_empty()
        && board.answer.as_ref().is_ok_and(|answer| {
            off_the_answer(answer, progress).next().is_none()
                && to_go(&board.start, answer, progress) == 0
        });
    json!({ "states": states, "broken": broken, "finished": finished })
}

/// The hint from the player's grid, and the items it is about: those its
/// step read and decided, the states it puts them in (to apply it), and
/// the mark it says is wrong.
fn hint_at<P: PuzzleIo + Givens>(
    board: &Board<P>,
    progress: &Progress<P>,
    options: &HintOptions,
) -> Value {
    let found = hint_found(progress, options, false);
    let start = &board.start;
    let (mut read, mut decided, mut apply) = (Vec::new(), Vec::new(), Vec::new());
    if let Some(step) = &found.step {
        read = premise_items(start, &step.premises);
        if let StepKind::Rule { at, .. } = step.kind {
            start.given_items(at, &mut read);
        }
        read.sort_unstable();
        read.dedup();
        decided = effect_item_list(start, &step.effects);
        for &effect in &step.effects {
            apply.extend_from_slice(board.item_marks(effect));
        }
    }
    let wrong = found.wrong.map(|mark| board.item_marks(mark).to_vec());
    json!({
        "verdict": found.report.verdict,
        "lines": found.report.lines,
        "read": read,
        "decided": decided,
        "apply": apply,
        "wrong": wrong,
    })
}

/// Whether the player has made a mistake: the first of their marks, in
/// the order made, that the answer disagrees with, and why it cannot
/// hold; how many of the answer's marks are still to make; whether the
/// grid is finished and right.
fn check_at<P: PuzzleIo + Givens>(board: &Board<P>, progress: &Progress<P>) -> Value {
    let fresh = &board.start;
    let answer = match &board.answer {
        Ok(answer) => answer,
        Err(why) => return json!({ "no_answer": why }),
    };
    let mistake = off_the_answer(answer, progress).next().map(|m| {
        let why = why_not(fresh, m.mark);
        json!({
            "move": m.line - 1,
            "items": board.item_marks(m.mark),
            "mark": effect_text(fresh, m.mark),
            "why": why,
        })
    });
    let to_go = to_go(&board.start, answer, progress);
    json!({
        "mistake": mistake,
        "to_go": to_go,
        "finished": mistake.is_none() && to_go == 0,
    })
}

/// The step-through page of the solve from the player's grid.
fn page_at<P: PuzzleIo + Givens>(progress: &Progress<P>) -> Result<Value, Error> {
    if let Some(b) = progress.broken.first() {
        return Err(Error::new(
            ErrorKind::BadInput,
            format!("a mark breaks a rule: {}", b.why),
        ));
    }
    let start = progress.state.clone();
    let solver = Solver::<P>::new(&Selection::all::<P>(), true).explaining();
    let mut end = start.clone();
    let trace = solver.solve(&mut end);
    let title = format!("the solve from your grid ({})", start.size_text());
    Ok(Value::String(page(&[Entry {
        title,
        start,
        trace,
    }])))
}
