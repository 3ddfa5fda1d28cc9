//! The WebAssembly engine this binary carries (built by `build.rs` from
//! the same sources), or why it carries none.

/// The engine's module, raw.
#[cfg(deduce_wasm)]
pub const WASM: Result<&[u8], &str> = Ok(include_bytes!(concat!(env!("OUT_DIR"), "/deduce.wasm")));

/// The engine's module compressed (raw deflate), for a page to carry.
#[cfg(deduce_wasm)]
pub const WASM_DEFLATE: Result<&[u8], &str> = Ok(include_bytes!(concat!(
    env!("OUT_DIR"),
    "/deduce.wasm.deflate"
)));

/// The engine's module, raw.
#[cfg(not(deduce_wasm))]
pub const WASM: Result<&[u8], &str> = Err(match option_env!("DEDUCE_NO_WASM") {
    Some(why) => why,
    None => "it was built without one",
});

/// The engine's module compressed, for a page to carry.
#[cfg(not(deduce_wasm))]
pub const WASM_DEFLATE: Result<&[u8], &str> = WASM;
