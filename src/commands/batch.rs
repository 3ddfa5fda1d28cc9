//! Going through a batch of puzzles (or boards) as every command does:
//! each one read is handed on with its number; each one that could not be
//! read, and an unreadable end, is reported where it stands, and the rest
//! of the batch still goes on.

use std::ops::ControlFlow;

use crate::error::{Batch, Error, InputError};

use super::pick::Pick;
use super::report::Reporter;

/// How a walk through a batch ended.
pub struct Walked {
    /// Items, and the batch's end, that could not be read (each reported).
    pub unreadable: usize,
    /// The walk was stopped before the end (standard output was closed).
    pub stopped: bool,
}

/// Calls `each` with every item of `batch` that was read and its number
/// from 1. An item that was not is reported as `NAME: NOUN N: what went
/// wrong`, and an unreadable end as `NAME: what`.
/// `each` may stop the walk; the end is then neither read nor reported.
/// With `pick`, only the items it names are handed on or reported; one it
/// names that the batch does not hold is reported at the end.
pub fn walk<T>(
    batch: Batch<T>,
    name: &str,
    noun: &'static str,
    pick: Option<&Pick>,
    reporter: &mut Reporter,
    mut each: impl FnMut(usize, T, &mut Reporter) -> ControlFlow<()>,
) -> Walked {
    walk_all(
        batch,
        name,
        noun,
        pick,
        reporter,
        |index, item, reporter| match item {
            Ok(item) => each(index, item, reporter),
            Err(_) => ControlFlow::Continue(()),
        },
    )
}

/// As `walk`, and an item that could not be read is handed on too, as
/// its error, once it is reported: for an output that answers every item
/// in its place.
pub fn walk_all<T>(
    batch: Batch<T>,
    name: &str,
    noun: &'static str,
    pick: Option<&Pick>,
    reporter: &mut Reporter,
    mut each: impl FnMut(usize, Result<T, InputError>, &mut Reporter) -> ControlFlow<()>,
) -> Walked {
    let mut walked = Walked {
        unreadable: 0,
        stopped: false,
    };
    let count = batch.items.len();
    for (i, item) in batch.items.into_iter().enumerate() {
        let index = i + 1;
        if pick.is_some_and(|p| !p.contains(index)) {
            continue;
        }
        if let Err(error) = &item {
            let error = Error::from(error.clone())
                .in_file(name)
                .in_item(noun, index);
            reporter.report(&error);
            walked.unreadable += 1;
        }
        if each(index, item, reporter).is_break() {
            walked.stopped = true;
            return walked;
        }
    }
    if let Some(error) = batch.trailing {
        reporter.report(&Error::from(error).in_file(name));
        walked.unreadable += 1;
    }
    if let Some(pick) = pick.filter(|p| p.last() > count) {
        reporter.report(&beyond(name, noun, count, pick.last()));
        walked.unreadable += 1;
    }
    walked
}

/// The error for `--pick` naming item `asked` of a batch of `count`.
pub fn beyond(name: &str, noun: &str, count: usize, asked: usize) -> Error {
    let plural = if count == 1 { "" } else { "s" };
    Error::new(
        crate::error::ErrorKind::BadInput,
        format!("{name}: --pick {asked}: the input holds {count} {noun}{plural}"),
    )
}
