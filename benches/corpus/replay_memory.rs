//! Replay's memory against the size of the trace it reads: the peak
//! resident memory of `deduce replay`, run alone as a child process, over
//! the trace file's size, for big solves of Fill-a-Pix (random grids,
//! every cell clued) and Slitherlink (the generated fully clued 50x50
//! grids). Replay reads the steps as it goes, so what it holds beyond the
//! text is the grid, not the steps.

use std::process::Command;

use super::pixel_mosaic_class::fully_numbered;
use super::random::Lcg;

/// Fill-a-Pix judge input: a random `side` x `side` image, every cell
/// clued with its window's count.
pub fn pixel_fully_clued(side: usize, seed: u64) -> String {
    let clues = fully_numbered(side, side, &mut Lcg::new(seed));
    let mut text = format!("{side} {side}\n");
    for row in clues.chunks(side) {
        text.extend(row.iter().map(|c| char::from(b'0' + c.unwrap_or(0))));
        text.push('\n');
    }
    text
}

/// Solves `text` (one puzzle) with `deduce solve --json` and measures the
/// replay of the trace written. Both run as children, and this process
/// stays small: a child's peak counts what it was forked from.
pub fn run(kind: &str, name: &str, text: &str) {
    let dir = std::env::temp_dir();
    let puzzle = dir.join(format!("deduce-replay-bench-{kind}.in"));
    let trace = dir.join(format!("deduce-replay-bench-{kind}.json"));
    std::fs::write(&puzzle, text).expect("puzzle written");
    let deduce = env!("CARGO_BIN_EXE_deduce");
    let solved = Command::new(deduce)
        .args(["solve", kind])
        .arg(&puzzle)
        .arg("--json")
        .arg(&trace)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("deduce runs");
    let file_mb = std::fs::metadata(&trace).map_or(0.0, |m| m.len() as f64 / 1e6);
    // Reaped by `wait_with_peak`, which std cannot do with the usage.
    #[allow(clippy::zombie_processes)]
    let child = Command::new(deduce)
        .arg("replay")
        .arg(&trace)
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("deduce runs");
    let (exit, peak_kb) = wait_with_peak(child.id());
    let _ = std::fs::remove_file(&puzzle);
    let _ = std::fs::remove_file(&trace);
    let peak_mb = peak_kb as f64 / 1e3;
    println!(
        "{name}: trace {file_mb:.1} MB, replay peak {peak_mb:.1} MB = {:.2}x the file (solve {solved}, replay exit {exit})",
        peak_mb / file_mb
    );
}

/// Waits for the child `pid`; its exit code and its largest resident set
/// in kB (`ru_maxrss`, as Linux counts it), which `std` does not give.
fn wait_with_peak(pid: u32) -> (i32, i64) {
    /// `struct rusage` of Linux on 64-bit targets: two `timeval`s, then
    /// fourteen longs, the first `ru_maxrss`.
    #[repr(C)]
    struct Usage {
        times: [i64; 4],
        counts: [i64; 14],
    }
    unsafe extern "C" {
        fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Usage) -> i32;
    }
    let mut usage = Usage {
        times: [0; 4],
        counts: [0; 14],
    };
    let mut status = 0;
    // SAFETY: `status` and `usage` are live and laid out as wait4 writes
    // them; the child is ours and not waited for elsewhere.
    let waited = unsafe { wait4(pid as i32, &mut status, 0, &mut usage) };
    if waited < 0 {
        return (-1, -1);
    }
    ((status >> 8) & 0xff, usage.counts[0])
}
