//! Going through a batch of puzzles (or boards) as every command does, as
//! it is read: each one read is handed on with its number; each one that
//! could not be read, a line of no puzzle, and an unreadable end, is
//! reported where it stands, and the rest of the batch still goes on.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::error::{Error, InputError};
use crate::input::Entry;

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
/// wrong`, a line of no item and an unreadable end as `NAME: what`.
/// `each` may stop the walk; the end is then neither read nor reported.
/// With `pick`, only the items it names are handed on or reported; one it
/// names that the batch does not hold is reported at the end.
pub fn walk<T>(
    batch: impl Iterator<Item = Entry<T>>,
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
    batch: impl Iterator<Item = Entry<T>>,
    name: &str,
    noun: &'static str,
    pick: Option<&Pick>,
    reporter: &mut Reporter,
    mut each: impl FnMut(usize, Result<T, InputError>, &mut Reporter) -> ControlFlow<()>,
) -> Walked {
    let count = Arc::new(AtomicUsize::new(0));
    let mut walker = Walker::new(name, noun, reporter);
    for entry in numbered(batch, pick, &count) {
        if walker.hand_on(entry, &mut each).is_break() {
            return walker.walked;
        }
    }
    walker.end(count.load(Ordering::Relaxed), pick)
}

/// As `walk`, with `jobs.work` done on each item read on up to
/// `jobs.threads` threads, each in its thread's workspace: `each` gets
/// the results on this thread, in the batch's order, and the reports come
/// in the same places as `walk`'s, whatever the number of threads. The
/// batch is read as the threads claim its items.
pub fn walk_jobs<T, W, R, I, F>(
    batch: impl Iterator<Item = Entry<T>> + Send,
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
    let count = Arc::new(AtomicUsize::new(0));
    let entries = numbered(batch, pick, &count);
    let work = |workspace: &mut W, entry: Numbered<T>| match entry {
        Numbered::Item(index, item) => {
            Numbered::Item(index, item.map(|item| (jobs.work)(workspace, index, item)))
        }
        Numbered::Stray(error) => Numbered::Stray(error),
        Numbered::End(error) => Numbered::End(error),
    };
    let jobs = Jobs {
        threads: jobs.threads,
        init: jobs.init,
        work,
    };
    let mut walker = Walker::new(name, noun, reporter);
    let mut each = read_only(each);
    let flow = parallel::in_order(entries, jobs, |entry| walker.hand_on(entry, &mut each));
    if flow.is_break() {
        return walker.walked;
    }
    walker.end(count.load(Ordering::Relaxed), pick)
}

/// An entry of a batch, an item with its number from 1.
enum Numbered<T> {
    Item(usize, Result<T, InputError>),
    Stray(InputError),
    End(InputError),
}

/// The entries of `batch`, the items numbered and those `pick` names
/// kept (all without it); `count` says how many items there were once
/// they are all read.
fn numbered<'p, T>(
    batch: impl Iterator<Item = Entry<T>> + 'p,
    pick: Option<&'p Pick>,
    count: &Arc<AtomicUsize>,
) -> impl Iterator<Item = Numbered<T>> + 'p {
    let count = Arc::clone(count);
    batch.filter_map(move |entry| match entry {
        Entry::Item(item) => {
            let index = count.fetch_add(1, Ordering::Relaxed) + 1;
            let picked = pick.is_none_or(|p| p.contains(index));
            picked.then_some(Numbered::Item(index, item))
        }
        Entry::Stray(error) => Some(Numbered::Stray(error)),
        Entry::End(error) => Some(Numbered::End(error)),
    })
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

    /// Reports an entry that could not be read; hands an item on to
    /// `each`.
    fn hand_on<T>(
        &mut self,
        entry: Numbered<T>,
        each: &mut impl FnMut(usize, Result<T, InputError>, &mut Reporter) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let (index, item) = match entry {
            Numbered::Item(index, item) => (index, item),
            Numbered::Stray(error) | Numbered::End(error) => {
                self.reporter.report(&Error::from(error).in_file(self.name));
                self.walked.unreadable += 1;
                return ControlFlow::Continue(());
            }
        };
        if let Err(error) = &item {
            let error = Error::from(error.clone()).in_file(self.name);
            self.reporter.report(&error.in_item(self.noun, index));
            self.walked.unreadable += 1;
        }
        let flow = each(index, item, self.reporter);
        self.walked.stopped = flow.is_break();
        flow
    }

    /// Reports an unreadable end, and a pick beyond the `count` items.
    fn end(mut self, count: usize, pick: Option<&Pick>) -> Walked {
        if let Some(pick) = pick.filter(|p| p.last() > count) {
            let error = beyond(self.name, self.noun, count, pick.last());
            self.reporter.report(&error);
            self.walked.unreadable += 1;
        }
        self.walked
    }
}
