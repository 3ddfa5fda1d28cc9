//! The engine behind one JSON entry point, for the browser page of
//! `deduce play` and the JavaScript module of `deduce web`: a request is
//! a JSON object naming its operation (`op`), the answer is
//! `{"ok": RESULT}` or `{"error": {"kind", "message"}}`. The same function
//! runs natively (the tests call it) and compiled to WebAssembly
//! (`wasm_abi.rs` exports it).
//!
//! The operations of the library (`solve`, `hint`, `check`, `grade`,
//! `convert`, `draw`, `replay`, `generate`, `rules`, `explain`) take text
//! in any format deduce reads and answer what the library's functions
//! answer; the page's (`open`, `view`, `hint-at`, `check-at`, `page-at`)
//! work on a grid drawn as items and a player's marks on them
//! (`board.rs`).

mod board;
pub mod engine_bytes;
mod library_ops;
pub mod module;
mod play_ops;
pub mod play_page;
mod request;
#[cfg(target_arch = "wasm32")]
mod wasm_abi;

use serde_json::{Value, json};

use crate::error::{Error, ErrorKind};

use request::Request;

/// A hash of the sources the engine was built from, the same in the
/// binary and in the WebAssembly it carries (`build.rs`).
pub const SOURCE_HASH: &str = env!("DEDUCE_SOURCE_HASH");

/// Answers the JSON `request` (see the module's comment).
pub fn call(request: &str) -> String {
    let answer = match Request::parse(request) {
        Ok(request) => answer(request),
        Err(why) => Err(Error::new(
            ErrorKind::Usage,
            format!("the request is not one deduce reads: {why}"),
        )),
    };
    let doc = match answer {
        Ok(value) => json!({ "ok": value }),
        Err(error) => error_doc(&error),
    };
    doc.to_string()
}

fn answer(request: Request) -> Result<Value, Error> {
    match request {
        Request::Play(op) => play_ops::answer(op),
        Request::Library(op) => library_ops::answer(op),
    }
}

/// An error as the answer carries it.
pub(crate) fn error_doc(error: &Error) -> Value {
    json!({ "error": { "kind": kind_name(error.kind), "message": error.to_string() } })
}

fn kind_name(kind: ErrorKind) -> &'static str {
    match kind {
        ErrorKind::Usage => "usage",
        ErrorKind::BadInput => "bad-input",
        ErrorKind::File => "file",
        ErrorKind::Refused => "refused",
        ErrorKind::Unsolved => "unsolved",
    }
}
