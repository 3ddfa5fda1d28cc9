//! The engine as an ES module for browsers and node (`deduce web -o DIR`):
//! `deduce.js` (the engine's JavaScript and a loader), `deduce.wasm` (the
//! engine this binary carries) and `package.json`.

/// The engine's JavaScript, shared with the page (`engine.js`).
pub const ENGINE_JS: &str = include_str!("engine.js");

/// What the module adds to the engine's JavaScript: its exports and a
/// loader that finds `deduce.wasm` beside it, by `fetch` in a browser and
/// from the file system under node.
const MODULE_TAIL: &str = r#"
export { Deduce, DeduceError, deduceFromBytes };

// The engine, loaded from `source`: a URL (a string is taken relative to
// this module), or the module's bytes; by default deduce.wasm beside
// this module.
export async function load(source = new URL("./deduce.wasm", import.meta.url)) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) {
    return deduceFromBytes(source);
  }
  const url = source instanceof URL ? source : new URL(source, import.meta.url);
  const node = typeof process !== "undefined" && process.versions && process.versions.node;
  if (url.protocol === "file:" && node) {
    const { readFile } = await import("node:fs/promises");
    return deduceFromBytes(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  return deduceFromBytes(await response.arrayBuffer());
}
"#;

/// The files of the module, by name.
pub fn files(wasm: &[u8]) -> Vec<(&'static str, Vec<u8>)> {
    let script = format!("{ENGINE_JS}{MODULE_TAIL}");
    let package = serde_json::json!({
        "name": "deduce-engine",
        "version": env!("CARGO_PKG_VERSION"),
        "description": "deduce's engine as WebAssembly: solve, hint, check, grade, \
                        convert and explain grid logic puzzles by named rules",
        "type": "module",
        "main": "deduce.js",
        "exports": { ".": "./deduce.js" },
        "files": ["deduce.js", "deduce.wasm"],
        "engines": { "node": ">=20" },
        "deduce": { "source": super::SOURCE_HASH },
    });
    let mut package = serde_json::to_string_pretty(&package).expect("plain data serializes");
    package.push('\n');
    vec![
        ("deduce.js", script.into_bytes()),
        ("deduce.wasm", wasm.to_vec()),
        ("package.json", package.into_bytes()),
    ]
}
