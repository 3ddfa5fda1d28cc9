//! `deduce web -o DIR`: the engine as an ES module for browsers and node
//! (`deduce.js`, `deduce.wasm`, `package.json`) written into DIR.

use crate::cli::WebArgs;
use crate::error::{Error, ErrorKind};
use crate::web::engine_bytes::WASM;
use crate::web::module::files;

use super::report::Status;

pub fn run(args: &WebArgs) -> Result<Status, Error> {
    let wasm = WASM.map_err(no_engine)?;
    std::fs::create_dir_all(&args.output).map_err(|e| Error::file(args.output.display(), &e))?;
    for (name, bytes) in files(wasm) {
        let path = args.output.join(name);
        std::fs::write(&path, bytes).map_err(|e| Error::file(path.display(), &e))?;
    }
    Ok(Status::Done)
}

/// Why this binary carries no engine, and how to get one.
pub fn no_engine(why: &str) -> Error {
    Error::new(
        ErrorKind::Usage,
        format!("this deduce carries no WebAssembly engine: {why}"),
    )
}
