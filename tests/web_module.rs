//! The engine as a JavaScript module (`deduce web -o DIR`), run under
//! node: on every sample its answers are the command line's (solve's
//! judge output, convert's URLs) and the native entry point's (hint,
//! grade, check), and it was built from the same sources as the binary.
//!
//! Without node, or in a deduce built without the WebAssembly engine (no
//! toolchain; `.ci/run` installs one), these tests say SKIPPED and pass.

use std::path::Path;
use std::process::Command;

use serde_json::{Value, json};

use crate::common::{data, deduce, read, scratch, skipped};

const SAMPLES: [(&str, &str); 4] = [
    ("slink", "slink_sample.in"),
    ("nurikabe", "nurikabe_sample.in"),
    ("sudominoku", "sudominoku_sample.in"),
    ("pixel", "pixel_sample.in"),
];

/// The module written into a scratch folder, or why not.
fn module() -> Option<std::path::PathBuf> {
    if Command::new("node").arg("--version").output().is_err() {
        skipped("node is not installed");
        return None;
    }
    if let Err(why) = deduce::web::engine_bytes::WASM {
        skipped(&format!("this deduce carries no WebAssembly engine: {why}"));
        return None;
    }
    let dir = scratch("module");
    let run = deduce(&["web", "-o", &dir.display().to_string()], "");
    assert_eq!(run.status, 0, "deduce web: {}", run.stderr);
    Some(dir)
}

/// Runs `requests` through the module under node; their answers.
fn node_answers(dir: &Path, requests: &[Value]) -> Vec<Value> {
    let script = dir.join("run.mjs");
    let requests_file = dir.join("requests.json");
    std::fs::write(&requests_file, Value::Array(requests.to_vec()).to_string()).unwrap();
    std::fs::write(
        &script,
        "import { load } from './deduce.js';\n\
         import { readFileSync } from 'node:fs';\n\
         const deduce = await load();\n\
         const requests = JSON.parse(readFileSync(process.argv[2], 'utf8'));\n\
         console.log(JSON.stringify(requests.map((r) => deduce.call(r))));\n",
    )
    .unwrap();
    let run = Command::new("node")
        .arg(&script)
        .arg(&requests_file)
        .output()
        .expect("node runs");
    assert!(
        run.status.success(),
        "node: {}",
        String::from_utf8_lossy(&run.stderr)
    );
    serde_json::from_slice(&run.stdout).expect("the script prints JSON")
}

/// `value` with every number a float: JavaScript writes 1.0 as 1.
fn numbers_as_floats(value: &Value) -> Value {
    match value {
        Value::Number(n) => json!(n.as_f64()),
        Value::Array(items) => Value::Array(items.iter().map(numbers_as_floats).collect()),
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| (k.clone(), numbers_as_floats(v)))
                .collect(),
        ),
        other => other.clone(),
    }
}

fn native(request: &Value) -> Value {
    serde_json::from_str(&deduce::web::call(&request.to_string())).unwrap()
}

#[test]
fn the_module_answers_as_the_command_line_and_the_library() {
    let Some(dir) = module() else { return };
    let mut requests = vec![json!({"op": "version"})];
    for (kind, file) in SAMPLES {
        let text = read(Path::new(&data(file)));
        for op in ["solve", "grade", "hint", "check"] {
            requests.push(json!({"op": op, "kind": kind, "text": text}));
        }
        requests.push(json!({"op": "convert", "kind": kind, "text": text, "to": "url"}));
        requests.push(json!({"op": "open", "kind": kind, "text": text}));
    }
    requests.push(json!({"op": "solve", "kind": "chess", "text": ""}));
    let answers = node_answers(&dir, &requests);
    assert_eq!(answers.len(), requests.len());
    assert_eq!(
        answers[0]["ok"]["source"],
        deduce::web::SOURCE_HASH,
        "the module was built from other sources than this deduce"
    );
    for (request, answer) in requests.iter().zip(&answers).skip(1) {
        assert_eq!(
            numbers_as_floats(answer),
            numbers_as_floats(&native(request)),
            "{request}"
        );
    }
    // And solve's and convert's are the command line's output.
    for (k, (kind, file)) in SAMPLES.iter().enumerate() {
        let text = read(Path::new(&data(file)));
        let solved = &answers[1 + 6 * k]["ok"];
        let outputs: String = solved
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["ok"]["output"].as_str().unwrap())
            .collect();
        assert_eq!(outputs, deduce(&["solve", kind], &text).stdout, "{kind}");
        // Su-Domino-Ku has no URL: both refuse it.
        let cli = deduce(&["convert", kind, "--to", "url"], &text);
        let converted = &answers[5 + 6 * k];
        match cli.status {
            0 => {
                let urls: String = converted["ok"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|u| u["ok"].as_str().unwrap())
                    .collect();
                assert_eq!(urls, cli.stdout, "{kind}");
            }
            _ => assert!(converted.get("error").is_some(), "{kind}: {converted}"),
        }
    }
    let refused = &answers[answers.len() - 1]["error"];
    assert_eq!(refused["kind"], "usage");
}

#[test]
fn the_package_names_its_module_and_engine() {
    let Some(dir) = module() else { return };
    let package: Value = serde_json::from_str(&read(&dir.join("package.json"))).unwrap();
    assert_eq!(package["type"], "module");
    assert_eq!(package["main"], "deduce.js");
    for file in package["files"].as_array().unwrap() {
        assert!(dir.join(file.as_str().unwrap()).is_file(), "{file}");
    }
    let wasm = std::fs::read(dir.join("deduce.wasm")).unwrap();
    assert_eq!(&wasm[..4], b"\0asm");
}

#[test]
fn the_readme_example_runs() {
    let Some(dir) = module() else { return };
    let readme = read(&crate::common::repo("README.md"));
    let start = readme
        .find("```js\n")
        .expect("the README has a JavaScript example")
        + 6;
    let example = &readme[start..start + readme[start..].find("```").unwrap()];
    let script = dir.join("readme.mjs");
    std::fs::write(
        &script,
        example.replace("./deduce-js/deduce.js", "./deduce.js"),
    )
    .unwrap();
    let run = Command::new("node")
        .arg(&script)
        .output()
        .expect("node runs");
    let printed = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    // The answer, then the explanation, then the hint's two lines.
    assert!(printed.starts_with("1#1\n###\n1#1\n"), "{printed}");
    assert!(printed.contains("island-of-one"), "{printed}");
}
