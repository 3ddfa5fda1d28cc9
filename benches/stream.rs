//! A large batch read as it comes: `deduce solve` and `deduce grade` on a
//! batch of 100 MB of small Slitherlink puzzles (the corpus's
//! `janko-full`, or the samples of `tests/data` without the corpus,
//! repeated, one `0 0` at the end), and `/dev/zero` as input. For each:
//! how long until the first 100 bytes of output, how long in all, and
//! the peak memory (the child's `VmHWM`, read as it runs).
//!
//! `cargo bench --bench stream`; `DEDUCE_STREAM_MB=20` for a smaller
//! batch.

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

fn main() {
    let megabytes: usize = std::env::var("DEDUCE_STREAM_MB")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(100);
    let batch = make_batch(megabytes << 20);
    for command in ["solve", "grade"] {
        let run = measure(&[command, "slink"], &batch);
        println!("stream/{command} {megabytes} MB: {run}");
    }
    let run = measure(&["solve", "slink"], Path::new("/dev/zero"));
    println!("stream/dev-zero: {run}");
    let _ = std::fs::remove_file(&batch);
}

/// The puzzles repeated to `bytes`, in a file.
fn make_batch(bytes: usize) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("../shared/corpus/slink/janko-full.in");
    let source = match corpus.exists() {
        true => corpus,
        false => root.join("tests/data/slink_sample.in"),
    };
    let text = std::fs::read_to_string(&source).expect("the puzzles read");
    // Without the `0 0` that ends it (the last line).
    let puzzles = text.trim_end().rsplit_once('\n').expect("a batch").0;
    let path = std::env::temp_dir().join(format!("deduce-stream-{}.in", std::process::id()));
    let mut out = BufWriter::new(File::create(&path).expect("a scratch file"));
    let mut written = 0;
    while written < bytes {
        out.write_all(puzzles.as_bytes()).unwrap();
        out.write_all(b"\n").unwrap();
        written += puzzles.len() + 1;
    }
    out.write_all(b"0 0\n").unwrap();
    out.flush().unwrap();
    println!("stream/batch: {} ({written} bytes)", source.display());
    path
}

struct Measured {
    first_output: Option<Duration>,
    total: Duration,
    peak_kib: u64,
    output_bytes: usize,
    status: Option<i32>,
    first_error: String,
}

impl std::fmt::Display for Measured {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let first = self.first_output.map_or("none".to_string(), |t| {
            format!("{:.1} ms", t.as_secs_f64() * 1e3)
        });
        write!(
            f,
            "first 100 bytes out after {first}, all in {:.1} s, peak RSS {:.1} MB, {} bytes out, exit {:?}{}",
            self.total.as_secs_f64(),
            self.peak_kib as f64 / 1024.0,
            self.output_bytes,
            self.status,
            match self.first_error.is_empty() {
                true => String::new(),
                false => format!(", stderr: {}", self.first_error),
            }
        )
    }
}

/// Runs deduce with `args` on `input`, draining its output.
fn measure(args: &[&str], input: &Path) -> Measured {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_deduce"))
        .args(args)
        .stdin(File::open(input).expect("the input opens"))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("deduce runs");
    let (peak, done) = watch_memory(&child);
    let mut stdout = child.stdout.take().unwrap();
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = stderr.read_to_string(&mut text);
        text
    });
    let mut buffer = vec![0; 1 << 16];
    let mut output_bytes = 0;
    let mut first_output = None;
    loop {
        let got = stdout.read(&mut buffer).unwrap_or(0);
        if got == 0 {
            break;
        }
        output_bytes += got;
        if output_bytes >= 100 && first_output.is_none() {
            first_output = Some(start.elapsed());
        }
    }
    let status = child.wait().expect("deduce ends").code();
    let total = start.elapsed();
    done.store(true, Ordering::SeqCst);
    let first_error = errors
        .join()
        .unwrap()
        .lines()
        .next()
        .unwrap_or("")
        .to_string();
    Measured {
        first_output,
        total,
        peak_kib: peak.load(Ordering::SeqCst),
        output_bytes,
        status,
        first_error,
    }
}

/// The child's peak memory, read from `/proc` every few milliseconds
/// until `done`.
fn watch_memory(child: &Child) -> (Arc<AtomicU64>, Arc<AtomicBool>) {
    let status = format!("/proc/{}/status", child.id());
    let peak = Arc::new(AtomicU64::new(0));
    let done = Arc::new(AtomicBool::new(false));
    let (seen, stop) = (Arc::clone(&peak), Arc::clone(&done));
    std::thread::spawn(move || {
        while !stop.load(Ordering::SeqCst) {
            let Ok(text) = std::fs::read_to_string(&status) else {
                break;
            };
            let high_water = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok());
            if let Some(kib) = high_water {
                seen.fetch_max(kib, Ordering::SeqCst);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    });
    (peak, done)
}
