//! Whether standard output was closed when deduce started
//! (`deduce ... >&-`). A module of the binary, not of the library: it
//! looks before `main`, which a library has no business doing.
//!
//! Rust's runtime opens `/dev/null` in place of a closed standard
//! descriptor before `main` runs, so a closed standard output would
//! take every write and the run would end with exit 0 and no output. A
//! look from the program's constructors (`.init_array`, run before the
//! runtime's start) sees the descriptor as the shell left it. Only on
//! Linux; elsewhere a closed standard output goes unnoticed, as before.

#[cfg(target_os = "linux")]
mod look {
    use std::sync::atomic::{AtomicBool, Ordering};

    pub static CLOSED: AtomicBool = AtomicBool::new(false);

    unsafe extern "C" {
        fn fcntl(fd: i32, command: i32, ...) -> i32;
    }

    const STDOUT: i32 = 1;
    const F_GETFD: i32 = 1;

    extern "C" fn look() {
        // SAFETY: F_GETFD only reads the descriptor's flags; it fails
        // (EBADF) exactly when the descriptor is not open.
        let closed = unsafe { fcntl(STDOUT, F_GETFD) } == -1;
        CLOSED.store(closed, Ordering::Relaxed);
    }

    #[used]
    #[unsafe(link_section = ".init_array")]
    static LOOK: extern "C" fn() = look;

    pub fn closed() -> bool {
        CLOSED.load(Ordering::Relaxed)
    }
}

#[cfg(not(target_os = "linux"))]
mod look {
    pub fn closed() -> bool {
        false
    }
}

/// Whether standard output was closed when deduce started.
pub fn at_start() -> bool {
    look::closed()
}
