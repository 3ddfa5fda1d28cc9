//! Build script: a hash of the sources, the same for the binary and for
//! the WebAssembly engine it carries (`web::SOURCE_HASH`); and, for a
//! release build of the binary, that engine: the library built again for
//! `wasm32-unknown-unknown`, which `deduce play` and `deduce web` write
//! out. No WebAssembly toolchain: the build still succeeds, and those
//! commands say how to get one.
//!
//! - `DEDUCE_WASM=0` builds no engine (a quicker release loop);
//!   `DEDUCE_WASM=1` builds it for a debug build too.
//! - With rustup, the engine needs `rustup target add wasm32-unknown-unknown`;
//!   elsewhere Debian's `rustc-web`, `cargo-web`, `rust-web-src` and
//!   `lld-19` build it (with the standard library built from source).
//! - It is built in `target/wasm`, which keeps the standard library's
//!   build between builds.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// What the engine is built from.
const SOURCES: [&str; 5] = ["src", "rules", "Cargo.toml", "Cargo.lock", "build.rs"];
const WASM_TARGET: &str = "wasm32-unknown-unknown";

fn main() {
    let root = PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    println!("cargo:rustc-env=DEDUCE_SOURCE_HASH={}", source_hash(&root));
    println!("cargo:rustc-check-cfg=cfg(deduce_wasm)");
    println!("cargo:rerun-if-env-changed=DEDUCE_WASM");
    if env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32")) {
        return;
    }
    let why_not = match engine(&root) {
        Ok(()) => {
            println!("cargo:rustc-cfg=deduce_wasm");
            return;
        }
        Err(why) => why,
    };
    println!("cargo:rustc-env=DEDUCE_NO_WASM={why_not}");
}

/// A hash of every source file, by path and content.
fn source_hash(root: &Path) -> String {
    let mut files = Vec::new();
    for source in SOURCES {
        println!("cargo:rerun-if-changed={source}");
        collect(&root.join(source), &mut files);
    }
    files.sort();
    let mut hash = Fnv::new();
    for file in &files {
        let relative = file.strip_prefix(root).unwrap_or(file);
        hash.add(relative.to_string_lossy().as_bytes());
        hash.add(&fs::read(file).unwrap_or_default());
    }
    format!("{:016x}", hash.0)
}

/// Builds the engine into `OUT_DIR` (`deduce.wasm`, and compressed for the
/// page, `deduce.wasm.deflate`); why not, when it is not built.
fn engine(root: &Path) -> Result<(), String> {
    let asked = env::var("DEDUCE_WASM").unwrap_or_default();
    if asked == "0" {
        return Err("this deduce was built with DEDUCE_WASM=0".into());
    }
    if env::var("PROFILE").as_deref() != Ok("release") && asked != "1" {
        return Err("a debug build carries no engine: build with --release".into());
    }
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets it"));
    // OUT_DIR is TARGET_DIR/[triple/]PROFILE/build/deduce-HASH/out.
    let target_dir = out
        .ancestors()
        .find(|p| p.file_name().is_some_and(|n| n == "build"))
        .and_then(|build| build.parent()?.parent())
        .map_or_else(|| root.join("target"), Path::to_path_buf);
    let mut command = toolchain()?;
    command
        .current_dir(root)
        .args(["rustc", "--release", "--lib", "--crate-type", "cdylib"])
        .args(["--target", WASM_TARGET, "--target-dir"])
        .arg(target_dir.join("wasm"))
        // Small over fast: the engine is sent to a browser.
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "s")
        .env("CARGO_PROFILE_RELEASE_LTO", "true")
        .env("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "1")
        .env("CARGO_PROFILE_RELEASE_DEBUG", "false")
        .env("CARGO_PROFILE_RELEASE_STRIP", "true")
        // This build's settings are not the engine's.
        .env_remove("CARGO_ENCODED_RUSTFLAGS")
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_TARGET_DIR")
        .env_remove("CARGO_BUILD_TARGET")
        .env_remove("CARGO_MAKEFLAGS")
        // Under `cargo clippy` the wrapper is clippy's, for its toolchain.
        .env_remove("RUSTC_WORKSPACE_WRAPPER")
        .env_remove("RUSTC_WRAPPER")
        .env("DEDUCE_WASM", "0");
    let built = command
        .output()
        .map_err(|why| format!("the WebAssembly build could not start: {why}"))?;
    if !built.status.success() {
        let log = String::from_utf8_lossy(&built.stderr);
        let last: Vec<&str> = log.lines().rev().take(12).collect();
        for line in last.iter().rev() {
            println!("cargo:warning=wasm: {line}");
        }
        return Err("its WebAssembly build failed (see the build's warnings)".into());
    }
    let wasm = target_dir
        .join("wasm")
        .join(WASM_TARGET)
        .join("release/deduce.wasm");
    let bytes = fs::read(&wasm).map_err(|why| format!("{}: {why}", wasm.display()))?;
    let packed = miniz_oxide::deflate::compress_to_vec(&bytes, 9);
    let write = |name: &str, data: &[u8]| {
        fs::write(out.join(name), data).map_err(|why| format!("{name}: {why}"))
    };
    write("deduce.wasm", &bytes)?;
    write("deduce.wasm.deflate", &packed)
}

/// The command that builds for WebAssembly: rustup's toolchain with the
/// target added, or Debian's web toolchain; why neither, otherwise.
fn toolchain() -> Result<Command, String> {
    let rustc = env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let sysroot = Command::new(&rustc)
        .args(["--print", "sysroot"])
        .output()
        .ok()
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    if sysroot.is_some_and(|s| s.join("lib/rustlib").join(WASM_TARGET).is_dir()) {
        return Ok(Command::new(
            env::var("CARGO").unwrap_or_else(|_| "cargo".into()),
        ));
    }
    let debian = [
        "/usr/bin/cargo",
        "/usr/bin/rustc",
        "/usr/lib/rustlib/src/rust/library",
    ];
    let linker = ["wasm-ld-19", "wasm-ld"].into_iter().find(|l| on_path(l));
    match linker {
        Some(linker) if debian.iter().all(|p| Path::new(p).exists()) => {
            let mut command = Command::new("/usr/bin/cargo");
            command
                .env("RUSTC", "/usr/bin/rustc")
                .env("RUSTC_BOOTSTRAP", "1")
                .env("CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER", linker)
                .arg("-Zbuild-std=std,panic_abort");
            Ok(command)
        }
        _ => Err(format!(
            "no WebAssembly toolchain was found when it was built: with rustup, \
             `rustup target add {WASM_TARGET}`; on Debian, `apt-get install rustc-web \
             cargo-web rust-web-src lld-19`; then build deduce again"
        )),
    }
}

fn on_path(program: &str) -> bool {
    env::var_os("PATH")
        .is_some_and(|path| env::split_paths(&path).any(|d| d.join(program).is_file()))
}

/// Every file at or under `path`.
fn collect(path: &Path, out: &mut Vec<PathBuf>) {
    match fs::read_dir(path) {
        Ok(entries) => {
            for entry in entries.flatten() {
                collect(&entry.path(), out);
            }
        }
        Err(_) if path.is_file() => out.push(path.to_path_buf()),
        Err(_) => {}
    }
}

/// FNV-1a, 64 bits: small, and the same on every machine.
struct Fnv(u64);

impl Fnv {
    fn new() -> Fnv {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn add(&mut self, bytes: &[u8]) {
        // A length first, so that two files cannot run into each other.
        for &b in (bytes.len() as u64).to_le_bytes().iter().chain(bytes) {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
}
