//! `deduce generate`'s progress on a terminal: puzzles made of how many,
//! answers tried, time so far, on one line of standard error that each
//! report overwrites, at most every `EVERY`. Off a terminal nothing is
//! written. The puzzles' threads report here, so its counts are atomic.

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Progress is told at most this often.
const EVERY: Duration = Duration::from_millis(250);

pub struct Progress {
    shown: bool,
    count: usize,
    start: Instant,
    last_told: Mutex<Instant>,
    made: AtomicUsize,
    tries: AtomicUsize,
}

impl Progress {
    /// Progress towards `count` puzzles, shown when standard error is a
    /// terminal.
    pub fn new(count: usize) -> Progress {
        let start = Instant::now();
        Progress {
            shown: std::io::stderr().is_terminal(),
            count,
            start,
            last_told: Mutex::new(start),
            made: AtomicUsize::new(0),
            tries: AtomicUsize::new(0),
        }
    }

    /// One more answer tried.
    pub fn tried(&self) {
        self.tries.fetch_add(1, Ordering::Relaxed);
        self.tell();
    }

    /// One more puzzle made.
    pub fn made(&self) {
        self.made.fetch_add(1, Ordering::Relaxed);
        self.tell();
    }

    fn tell(&self) {
        if !self.shown {
            return;
        }
        let now = Instant::now();
        let Ok(mut last) = self.last_told.lock() else {
            return;
        };
        if now - *last < EVERY {
            return;
        }
        *last = now;
        let _ = write!(
            std::io::stderr(),
            "\r{} of {} made, {} tries, {:.1} s ",
            self.made.load(Ordering::Relaxed),
            self.count,
            self.tries.load(Ordering::Relaxed),
            (now - self.start).as_secs_f64()
        );
    }

    /// Clears the line, if anything was shown on it.
    pub fn finish(&self) {
        if self.shown && self.start.elapsed() >= EVERY {
            let _ = write!(std::io::stderr(), "\r\x1b[K");
        }
    }
}
