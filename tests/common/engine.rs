//! The engine's JSON entry point (`deduce::web::call`) as the page and
//! module tests use it.

use serde_json::{Value, json};

/// The answer of `request`, `{"ok": ...}` or `{"error": ...}`.
pub fn call(request: &Value) -> Value {
    serde_json::from_str(&deduce::web::call(&request.to_string())).expect("call answers JSON")
}

/// The `ok` of `request`'s answer; a refusal fails the test.
pub fn ok(request: Value) -> Value {
    let answer = call(&request);
    match answer.get("ok") {
        Some(value) => value.clone(),
        None => panic!("{request} was refused: {answer}"),
    }
}

/// The hint (level 3) at `marks` on the puzzle `open` answered as `puzzle`.
pub fn hint_at(kind: &str, puzzle: &Value, marks: &[Value]) -> Value {
    ok(json!({"op": "hint-at", "kind": kind, "puzzle": puzzle, "marks": marks}))
}

/// The steps that finish `puzzle`, each the marks one hint applies, taken
/// one after another until the grid is finished.
pub fn steps_by_hints(kind: &str, puzzle: &Value) -> Vec<Vec<Value>> {
    let mut steps: Vec<Vec<Value>> = Vec::new();
    for _ in 0..2000 {
        let marks: Vec<Value> = steps.concat();
        let hint = hint_at(kind, puzzle, &marks);
        if hint["verdict"] != "next" {
            assert_eq!(hint["verdict"], "finished", "{kind}: {hint}");
            return steps;
        }
        let apply = hint["apply"].as_array().unwrap();
        assert!(
            !apply.is_empty(),
            "{kind}: a step with nothing to apply: {hint}"
        );
        steps.push(apply.clone());
    }
    panic!("{kind}: 2000 hints did not finish it");
}
