//! Going through a batch of puzzles (or boards) as every command does:
//! each one read is handed on with its number; each one that could not be
//! read, and an unreadable end, is reported where it stands, and the rest
//! of the batch still goes on.

use std::ops::ControlFlow;

use crate::error::{Batch, Error, InputError};

use super::parallel::{self, Jobs};
use super::pick::Pick;
use super::report::Reporter;
use crate::api::beyond;

/// How a walk through a batch ended.
#[derive(Default)]
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
    each: impl FnMut(usize, T, &mut Reporter) -> ControlFlow<()>,
) -> Walked {
    walk_all(batch, name, noun, pick, reporter, read_only(each))
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
    let count = batch.items.len();
    let mut walker = Walker::new(name, noun, reporter);
    for (index, item) in picked(batch.items, pick) {
        if walker.hand_on(index, item, &mut each).is_break() {
            return walker.walked;
        }
    }
    walker.end(batch.trailing, count, pick)
}

/// As `walk`, with `jobs.work` done on each item read on up to
/// `jobs.threads` threads, each in its thread's workspace: `each` gets
/// the results on this thread, in the batch's order, and the reports come
/// in the same places as `walk`'s, whatever the number of threads.
pub fn walk_jobs<T, W, R, I, F>(
    batch: Batch<T>,
    name: &str,
    noun: &'static str,
    pick: Option<&Pick>,
    reporter: &mut Reporter,
    jobs: Jobs<I, F>,
    each: impl FnMut(usize, R, &mut Reporter) -> ControlFlow<()>,
) -> Walked
where
    T: Send,
    R: Send,
    I: Fn() -> W + Sync,
    F: Fn(&mut W, usize, T) -> R + Sync,
{
    let count = batch.items.len();
    let items: Vec<_> = picked(batch.items, pick).collect();
    let work = |workspace: &mut W, (index, item): (usize, Result<T, InputError>)| {
        (index, item.map(|item| (jobs.work)(workspace, index, item)))
    };
    let jobs = Jobs {
        threads: jobs.threads,
        init: jobs.init,
        work,
    };
    let mut walker = Walker::new(name, noun, reporter);
    let mut each = read_only(each);
    let flow = parallel::in_order(items, jobs, |(index, result)| {
        walker.hand_on(index, result, &mut each)
    });
    if flow.is_break() {
        return walker.walked;
    }
    walker.end(batch.trailing, count, pick)
}

/// The items `pick` names (all without it), with their numbers from 1.
fn picked<T>(
    items: Vec<Result<T, InputError>>,
    pick: Option<&Pick>,
) -> impl Iterator<Item = (usize, Result<T, InputError>)> {
    let items = items.into_iter().enumerate().map(|(i, item)| (i + 1, item));
    items.filter(move |(index, _)| pick.is_none_or(|p| p.contains(*index)))
}

/// `each` for the items read; one that was not is passed over.
fn read_only<T, R>(
    mut each: impl FnMut(usize, T, &mut Reporter) -> ControlFlow<()>,
) -> impl FnMut(usize, Result<T, R>, &mut Reporter) -> ControlFlow<()> {
    move |index, item, reporter| match item {
        Ok(item) => each(index, item, reporter),
        Err(_) => ControlFlow::Continue(()),
    }
}

/// A walk under way: where it is, what it reports to, how it went.
struct Walker<'w, 'r> {
    name: &'w str,
    noun: &'static str,
    reporter: &'w mut Reporter<'r>,
    walked: Walked,
}

impl<'w, 'r> Walker<'w, 'r> {
    fn new(name: &'w str, noun: &'static str, reporter: &'w mut Reporter<'r>) -> Self {
        Walker {
            name,
            noun,
            reporter,
            walked: Walked::default(),
        }
    }

    /// Reports item `index` if it was not read, then hands it to `each`.
    fn hand_on<T, E: Clone + Into<Error>>(
        &mut self,
        index: usize,
        item: Result<T, E>,
        each: &mut impl FnMut(usize, Result<T, E>, &mut Reporter) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        if let Err(error) = &item {
            let error = error.clone().into().in_file(self.name);
            self.reporter.report(&error.in_item(self.noun, index));
            self.walked.unreadable += 1;
        }
        let flow = each(index, item, self.reporter);
        self.walked.stopped = flow.is_break();
        flow
    }

    /// Reports an unreadable end, and a pick beyond the `count` items.
    fn end(mut self, trailing: Option<InputError>, count: usize, pick: Option<&Pick>) -> Walked {
        if let Some(error) = trailing {
            self.reporter.report(&Error::from(error).in_file(self.name));
            self.walked.unreadable += 1;
        }
        if let Some(pick) = pick.filter(|p| p.last() > count) {
            let error = beyond(self.name, self.noun, count, pick.last());
            self.reporter.report(&error);
            self.walked.unreadable += 1;
        }
        self.walked
    }
}
