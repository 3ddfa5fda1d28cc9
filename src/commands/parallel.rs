//! Work on a list of items on up to N threads, each result handed on in
//! the items' order, on the calling thread, as soon as it and all before
//! it are done: what is handed on is the same whatever N is.
//!
//! Each thread makes its own workspace (`init`), so that what the work
//! needs need not be shared between threads (a `Solver` is not `Sync`);
//! only the items and the results cross. A thread claims the next item
//! only while it is within a window of the next one to hand on, so one
//! slow item does not let the results after it pile up in memory.

use std::collections::BTreeMap;
use std::ops::ControlFlow;
use std::sync::{Condvar, Mutex, MutexGuard, PoisonError};
use std::thread;

use super::STACK_BYTES;

/// Items claimed but not yet handed on, per thread: enough to keep every
/// thread busy past an item dozens of times slower than the others (a
/// corpus set where 7 puzzles of 300 take most of the time ran 1.33x
/// faster on 2 threads with 4, 1.87x with 64). Memory is the price: up to
/// this many results wait for the slow one.
///
/// Workers never write to stdout: the caller holds it locked for the
/// whole run, so a worker that did would wait for ever. Stderr is not
/// held, so that a worker's panic message is seen and the panic passed on.
const WINDOW_PER_THREAD: usize = 32;

/// How many threads: the machine's cores (1 when unknown).
/// The threads `--jobs` asks for: the machine's cores by default.
pub fn jobs(asked: Option<usize>) -> usize {
    asked.unwrap_or_else(default_jobs)
}

pub fn default_jobs() -> usize {
    thread::available_parallelism().map_or(1, |n| n.get())
}

/// What to do with each item, and on how many threads.
pub struct Jobs<I, F> {
    /// At least 1; with 1, or with one item, all runs on the calling
    /// thread and none is started.
    pub threads: usize,
    /// Makes one thread's workspace.
    pub init: I,
    /// The work on one item, in a thread's workspace.
    pub work: F,
}

/// Does `jobs.work` on every item and hands each result to `hand_on`, in
/// the items' order. When `hand_on` breaks, no item is started after and
/// the break is returned, once the items under way are done. The items
/// are taken from `items` as they are claimed (a batch read as it comes),
/// on whichever thread claims them, one thread at a time.
pub fn in_order<T, W, R, I, F>(
    mut items: impl Iterator<Item = T> + Send,
    jobs: Jobs<I, F>,
    mut hand_on: impl FnMut(R) -> ControlFlow<()>,
) -> ControlFlow<()>
where
    T: Send,
    R: Send,
    I: Fn() -> W + Sync,
    F: Fn(&mut W, T) -> R + Sync,
{
    if jobs.threads <= 1 {
        return inline(items, &jobs, hand_on);
    }
    // The first item, here: when it is the only one (a batch of one
    // puzzle), no thread is started.
    let Some(first) = items.next() else {
        return ControlFlow::Continue(());
    };
    let threads = match items.size_hint().1 {
        Some(rest) => jobs.threads.min(rest + 1),
        None => jobs.threads,
    };
    let items = std::iter::once(first).chain(items);
    if threads <= 1 {
        return inline(items, &jobs, hand_on);
    }
    let queue = Queue {
        source: Mutex::new(Unclaimed {
            items,
            claimed: 0,
            exhausted: false,
        }),
        state: Mutex::new(State {
            handed_on: 0,
            done: BTreeMap::new(),
            count: None,
            stop: false,
        }),
        changed: Condvar::new(),
        window: WINDOW_PER_THREAD * threads,
    };
    let flow = thread::scope(|scope| {
        let _stops = StopOnPanic(&queue);
        let workers: Vec<_> = (0..threads)
            .map_while(|n| {
                let worker = thread::Builder::new()
                    .name(format!("deduce-job-{}", n + 1))
                    .stack_size(STACK_BYTES);
                worker.spawn_scoped(scope, || work_on(&queue, &jobs)).ok()
            })
            .collect();
        if workers.is_empty() {
            return None; // No thread to be had: the caller's will do.
        }
        let mut flow = ControlFlow::Continue(());
        // `None`: no more items, or a worker panicked (its panic is
        // passed on below).
        while let Some(result) = queue.take_next() {
            flow = hand_on(result);
            if flow.is_break() {
                break;
            }
        }
        queue.stop();
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
        Some(flow)
    });
    match flow {
        Some(flow) => flow,
        None => inline(queue.into_unclaimed(), &jobs, hand_on),
    }
}

/// Every item on the calling thread, one after another.
fn inline<T, W, R, I, F>(
    items: impl Iterator<Item = T>,
    jobs: &Jobs<I, F>,
    mut hand_on: impl FnMut(R) -> ControlFlow<()>,
) -> ControlFlow<()>
where
    I: Fn() -> W,
    F: Fn(&mut W, T) -> R,
{
    let mut workspace = (jobs.init)();
    for item in items {
        hand_on((jobs.work)(&mut workspace, item))?;
    }
    ControlFlow::Continue(())
}

/// One worker thread: claims items in turn and leaves their results.
fn work_on<S: Iterator, W, R, I, F>(queue: &Queue<S, R>, jobs: &Jobs<I, F>)
where
    I: Fn() -> W,
    F: Fn(&mut W, S::Item) -> R,
{
    let _stops = StopOnPanic(queue);
    let mut workspace = (jobs.init)();
    while let Some((index, item)) = queue.claim() {
        let result = (jobs.work)(&mut workspace, item);
        queue.finish(index, result);
    }
}

/// The items and results between the threads.
struct Queue<S, R> {
    /// The items not yet claimed: held by one claimer at a time, which
    /// may wait there for the input, while results come and go under
    /// `state`.
    source: Mutex<Unclaimed<S>>,
    state: Mutex<State<R>>,
    /// Signalled whenever an item is handed on, a result comes, the items
    /// run out, or the work stops.
    changed: Condvar,
    /// How far past the next item to hand on an item may be claimed.
    window: usize,
}

struct Unclaimed<S> {
    items: S,
    /// How many items were claimed: the next one claimed has this index.
    claimed: usize,
    exhausted: bool,
}

struct State<R> {
    /// The index of the next result to hand on.
    handed_on: usize,
    /// Results not yet handed on, by index.
    done: BTreeMap<usize, R>,
    /// How many items there are, once they have run out.
    count: Option<usize>,
    /// No more items are to be claimed.
    stop: bool,
}

fn lock<X>(mutex: &Mutex<X>) -> MutexGuard<'_, X> {
    // A panic is passed on by the thread that had it; the state itself
    // is never left half changed.
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl<S: Iterator, R> Queue<S, R> {
    fn wait<'a>(&self, state: MutexGuard<'a, State<R>>) -> MutexGuard<'a, State<R>> {
        self.changed
            .wait(state)
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// The next item and its index, once it is within the window; `None`
    /// when there are no more or the work stopped.
    fn claim(&self) -> Option<(usize, S::Item)> {
        let mut source = lock(&self.source);
        if source.exhausted {
            return None;
        }
        let mut state = lock(&self.state);
        while source.claimed >= state.handed_on + self.window {
            if state.stop {
                return None;
            }
            state = self.wait(state);
        }
        if state.stop {
            return None;
        }
        drop(state);
        let item = source.items.next();
        let index = source.claimed;
        if item.is_none() {
            source.exhausted = true;
            lock(&self.state).count = Some(index);
            self.changed.notify_all();
        }
        source.claimed += 1;
        Some((index, item?))
    }

    fn finish(&self, index: usize, result: R) {
        lock(&self.state).done.insert(index, result);
        self.changed.notify_all();
    }

    /// The next result, once it is done; `None` when the items ran out,
    /// or the work stopped first (a worker panicked).
    fn take_next(&self) -> Option<R> {
        let mut state = lock(&self.state);
        loop {
            let index = state.handed_on;
            if let Some(result) = state.done.remove(&index) {
                state.handed_on = index + 1;
                drop(state);
                self.changed.notify_all();
                return Some(result);
            }
            if state.stop || state.count.is_some_and(|count| index >= count) {
                return None;
            }
            state = self.wait(state);
        }
    }

    fn stop(&self) {
        lock(&self.state).stop = true;
        self.changed.notify_all();
    }

    fn into_unclaimed(self) -> S {
        let source = self.source.into_inner();
        source.unwrap_or_else(PoisonError::into_inner).items
    }
}

/// Stops the work if its thread panics, so that no other thread waits
/// for a result, or for room to claim, that will not come.
struct StopOnPanic<'a, S: Iterator, R>(&'a Queue<S, R>);

impl<S: Iterator, R> Drop for StopOnPanic<'_, S, R> {
    fn drop(&mut self) {
        if thread::panicking() {
            self.0.stop();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    fn jobs<W, R>(
        threads: usize,
        init: impl Fn() -> W + Sync,
        work: impl Fn(&mut W, usize) -> R + Sync,
    ) -> Jobs<impl Fn() -> W + Sync, impl Fn(&mut W, usize) -> R + Sync> {
        Jobs {
            threads,
            init,
            work,
        }
    }

    /// Later items finish first (each sleeps less than the one before),
    /// and still come in order.
    #[test]
    fn results_come_in_the_items_order() {
        for threads in [1, 2, 3, 8] {
            let items: Vec<usize> = (0..20).collect();
            let slow = jobs(
                threads,
                || (),
                |_, i| {
                    thread::sleep(Duration::from_millis(20 - i as u64));
                    i * 10
                },
            );
            let mut seen = Vec::new();
            let flow = in_order(items.into_iter(), slow, |r| {
                seen.push(r);
                ControlFlow::Continue(())
            });
            assert!(flow.is_continue());
            assert_eq!(seen, (0..20).map(|i| i * 10).collect::<Vec<_>>());
        }
    }

    #[test]
    fn each_thread_has_its_own_workspace_and_one_runs_inline() {
        let made = AtomicUsize::new(0);
        let caller = thread::current().id();
        let on_caller = AtomicUsize::new(0);
        let count = |threads: usize, items: usize| {
            made.store(0, Ordering::SeqCst);
            on_caller.store(0, Ordering::SeqCst);
            let work = jobs(
                threads,
                || made.fetch_add(1, Ordering::SeqCst),
                |_, _| {
                    if thread::current().id() == caller {
                        on_caller.fetch_add(1, Ordering::SeqCst);
                    }
                },
            );
            let _ = in_order(0..items, work, |_| ControlFlow::Continue(()));
            (
                made.load(Ordering::SeqCst),
                on_caller.load(Ordering::SeqCst),
            )
        };
        assert_eq!(count(1, 5), (1, 5));
        assert_eq!(count(4, 1), (1, 1));
        assert_eq!(count(3, 10), (3, 0));
        assert_eq!(count(8, 2), (2, 0));
    }

    /// No item is claimed more than the window past the next to hand on,
    /// however slow the first one is.
    #[test]
    fn claims_stay_within_the_window() {
        let furthest = AtomicUsize::new(0);
        let threads = 2;
        let work = jobs(
            threads,
            || (),
            |_, i| {
                furthest.fetch_max(i, Ordering::SeqCst);
                if i == 0 {
                    thread::sleep(Duration::from_millis(100));
                    // Nothing past the window was started meanwhile.
                    assert!(furthest.load(Ordering::SeqCst) < WINDOW_PER_THREAD * threads);
                }
            },
        );
        let _ = in_order(0..100, work, |_| ControlFlow::Continue(()));
        assert_eq!(furthest.load(Ordering::SeqCst), 99);
    }

    #[test]
    fn a_break_stops_the_work() {
        let started = AtomicUsize::new(0);
        let work = jobs(
            2,
            || (),
            |_, i| {
                started.fetch_add(1, Ordering::SeqCst);
                i
            },
        );
        let mut seen = Vec::new();
        let flow = in_order(0..1000, work, |r| {
            seen.push(r);
            if r == 3 {
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        assert!(flow.is_break());
        assert_eq!(seen, vec![0, 1, 2, 3]);
        assert!(started.load(Ordering::SeqCst) <= 4 + WINDOW_PER_THREAD * 2);
    }

    #[test]
    fn a_panic_in_a_worker_is_passed_on() {
        let outcome = std::panic::catch_unwind(|| {
            let work = jobs(
                2,
                || (),
                |_, i| {
                    if i == 5 {
                        panic!("item 5");
                    }
                },
            );
            in_order(0..50, work, |_| ControlFlow::Continue(()))
        });
        let panic = outcome.unwrap_err();
        assert_eq!(panic.downcast_ref::<&str>(), Some(&"item 5"));
    }
}
