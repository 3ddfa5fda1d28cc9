//! A batch read puzzle by puzzle as its input comes: each puzzle is handed
//! on once the input shows it is whole, so that the first is answered
//! before the rest is read and memory holds one puzzle at a time.
//!
//! A format's reader (`Reader`) reads one step at a time (a header, a
//! grid, a line) from the lines in. A step that looks past them while the
//! input goes on is done again, from where it started, once more lines
//! are in; so a reader is written as if it had the whole input.

use std::collections::VecDeque;

use crate::error::{Batch, InputError};

use super::lines::Lines;
use super::source::Source;

/// What a batch holds, in the order the input holds it.
#[derive(Debug)]
pub enum Entry<T> {
    /// A puzzle, or the error that spoiled it: the next number.
    Item(Result<T, InputError>),
    /// A line that belongs to no puzzle (a header with no rows of its
    /// own): reported, and no puzzle's number taken.
    Stray(InputError),
    /// What ended the reading, when it was not a proper end: the last
    /// entry.
    End(InputError),
}

/// A format's reader: one step of its batch at a time.
pub trait Reader: Clone {
    type Item;
    /// Reads on from where `lines` stands, telling `out` what was found.
    /// A step consumes a line, or changes the reader's state to one that
    /// will, or ends the batch: otherwise the reading would go on for
    /// ever. It is undone (its reader put back as it was) when the lines
    /// were starved.
    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<Self::Item>);
}

/// What one step found.
pub struct Out<T> {
    events: Vec<Event<T>>,
}

impl<T> Default for Out<T> {
    fn default() -> Self {
        Out::new()
    }
}

enum Event<T> {
    Push(Result<T, InputError>),
    SpoilLast(InputError),
    Settle,
    Stray(InputError),
    End(Option<InputError>),
}

impl<T> Out<T> {
    pub fn new() -> Out<T> {
        Out { events: Vec::new() }
    }

    /// Whether the step ended the batch.
    pub fn ends(&self) -> bool {
        self.events.iter().any(|e| matches!(e, Event::End(_)))
    }

    /// The batch ends for the reason `trailing` gives, whatever the step
    /// said of its end.
    pub fn replace_end(&mut self, trailing: InputError) {
        for event in &mut self.events {
            if let Event::End(end) = event {
                *end = Some(trailing.clone());
            }
        }
    }

    /// What another step found, after what this one did.
    pub fn append(&mut self, other: Out<T>) {
        self.events.extend(other.events);
    }

    /// A puzzle read; a later line may still spoil it (`spoil_last`) until
    /// it is settled or another is pushed.
    pub fn push(&mut self, item: Result<T, InputError>) {
        self.events.push(Event::Push(item));
    }

    /// A puzzle read that no later line can spoil.
    pub fn push_settled(&mut self, item: Result<T, InputError>) {
        self.push(item);
        self.settle();
    }

    /// The last puzzle read turns out to be damaged (a line of it was
    /// found after its end): it becomes `error`, unless an earlier error
    /// already spoiled it, which is kept as the first thing wrong.
    pub fn spoil_last(&mut self, error: InputError) {
        self.events.push(Event::SpoilLast(error));
    }

    /// The last puzzle read is whole: the next puzzle has started.
    pub fn settle(&mut self) {
        self.events.push(Event::Settle);
    }

    pub fn stray(&mut self, error: InputError) {
        self.events.push(Event::Stray(error));
    }

    /// The batch ends, properly or for the reason `trailing` gives.
    pub fn end(&mut self, trailing: Option<InputError>) {
        self.events.push(Event::End(trailing));
    }
}

/// The entries of a batch, read from `Source` by `R` as they are asked for.
pub struct Stream<R: Reader> {
    source: Source,
    reader: R,
    /// The last puzzle read, while a later line may still spoil it.
    pending: Option<Result<R::Item, InputError>>,
    ready: VecDeque<Entry<R::Item>>,
    ended: bool,
}

impl<R: Reader> Stream<R> {
    pub fn new(source: Source, reader: R) -> Stream<R> {
        Stream {
            source,
            reader,
            pending: None,
            ready: VecDeque::new(),
            ended: false,
        }
    }

    /// One step of the reader, kept, or undone and more input read.
    fn step(&mut self) {
        if let Some(capped) = self.source.take_capped() {
            let events = vec![Event::Push(Err(capped)), Event::End(None)];
            return self.keep(Out { events });
        }
        let before = self.reader.clone();
        let mut out = Out::new();
        let (starved, position) = {
            let mut lines = self.source.lines();
            self.reader.step(&mut lines, &mut out);
            (lines.starved(), lines.position())
        };
        if starved {
            self.reader = before;
            self.source.read_more();
            return;
        }
        self.source.consume_to(position);
        self.keep(out);
    }

    fn keep(&mut self, out: Out<R::Item>) {
        for event in out.events {
            match event {
                Event::Push(item) => {
                    self.settle();
                    self.pending = Some(item);
                }
                Event::SpoilLast(error) => {
                    if let Some(last) = self.pending.as_mut().filter(|item| item.is_ok()) {
                        *last = Err(error);
                    }
                }
                Event::Settle => self.settle(),
                Event::Stray(error) => {
                    self.settle();
                    self.ready.push_back(Entry::Stray(error));
                }
                Event::End(trailing) => {
                    self.settle();
                    self.ready.extend(trailing.map(Entry::End));
                    self.ready.extend(self.source.failure().map(Entry::End));
                    self.ended = true;
                    return;
                }
            }
        }
    }

    fn settle(&mut self) {
        if let Some(item) = self.pending.take() {
            self.ready.push_back(Entry::Item(item));
        }
    }
}

impl<R: Reader> Iterator for Stream<R> {
    type Item = Entry<R::Item>;

    fn next(&mut self) -> Option<Entry<R::Item>> {
        loop {
            if let Some(entry) = self.ready.pop_front() {
                return Some(entry);
            }
            if self.ended {
                return None;
            }
            self.step();
        }
    }

    /// None left, once the batch has ended and all is handed on: so that
    /// a batch of one puzzle need not start threads.
    fn size_hint(&self) -> (usize, Option<usize>) {
        match self.ended {
            true => (self.ready.len(), Some(self.ready.len())),
            false => (self.ready.len(), None),
        }
    }
}

/// Reads the whole of `text` with `reader`.
pub fn read_all<R: Reader>(text: &str, reader: R) -> Batch<R::Item> {
    let mut batch = Batch::default();
    for entry in Stream::new(Source::from_text(text), reader) {
        match entry {
            Entry::Item(item) => batch.items.push(item),
            Entry::Stray(error) => batch.strays.push(error),
            Entry::End(error) => batch.trailing = Some(error),
        }
    }
    batch
}

/// A reader whose puzzles are turned into another form.
pub struct Mapped<R: Reader, T> {
    pub reader: R,
    pub map: fn(R::Item) -> T,
}

impl<R: Reader, T> Clone for Mapped<R, T> {
    fn clone(&self) -> Self {
        Mapped {
            reader: self.reader.clone(),
            map: self.map,
        }
    }
}

impl<R: Reader, T> Reader for Mapped<R, T> {
    type Item = T;

    fn step(&mut self, lines: &mut Lines<'_>, out: &mut Out<T>) {
        let mut inner = Out::new();
        self.reader.step(lines, &mut inner);
        out.events
            .extend(inner.events.into_iter().map(|event| match event {
                Event::Push(item) => Event::Push(item.map(self.map)),
                Event::SpoilLast(error) => Event::SpoilLast(error),
                Event::Settle => Event::Settle,
                Event::Stray(error) => Event::Stray(error),
                Event::End(trailing) => Event::End(trailing),
            }));
    }
}
