//! The requests `call` answers, as JSON objects tagged by `op`. Field
//! names are those of the command line's options; a missing optional
//! field takes the command line's default.

use serde::Deserialize;
use serde_json::Value;

use super::board::ItemMark;

/// One request to the engine: the library's, or the page's.
#[derive(Debug)]
pub enum Request {
    Library(LibraryRequest),
    Play(PlayRequest),
}

/// The operations of the page, on a player's position.
const PLAY_OPS: [&str; 5] = ["open", "view", "hint-at", "check-at", "page-at"];

impl Request {
    /// The request `text` holds.
    pub fn parse(text: &str) -> serde_json::Result<Request> {
        let value: Value = serde_json::from_str(text)?;
        let op = value.get("op").and_then(Value::as_str).unwrap_or_default();
        Ok(match PLAY_OPS.contains(&op) {
            true => Request::Play(serde_json::from_value(value)?),
            false => Request::Library(serde_json::from_value(value)?),
        })
    }
}

/// A request of the library's operations.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
pub enum LibraryRequest {
    /// Solve every puzzle of `text`: `deduce solve`.
    Solve {
        #[serde(flatten)]
        input: Input,
        #[serde(default)]
        explain: bool,
        #[serde(default)]
        trace: bool,
        rules: Option<String>,
        max_tier: Option<String>,
        stop_after: Option<usize>,
    },
    /// The next step from one puzzle or progress grid: `deduce hint`.
    Hint {
        #[serde(flatten)]
        input: Input,
        pick: Option<usize>,
        level: Option<u8>,
    },
    /// Whether a grid is right: `deduce check`.
    Check {
        #[serde(flatten)]
        input: Input,
        pick: Option<usize>,
    },
    /// How hard each puzzle is: `deduce grade`.
    Grade {
        #[serde(flatten)]
        input: Input,
    },
    /// Each puzzle in another format: `deduce convert`.
    Convert {
        #[serde(flatten)]
        input: Input,
        to: String,
        #[serde(default)]
        answer: bool,
    },
    /// One grid as SVG: `deduce draw`; `steps` draws the state after that
    /// many steps, `answer` the answer.
    Draw {
        #[serde(flatten)]
        input: Input,
        pick: Option<usize>,
        steps: Option<usize>,
        #[serde(default)]
        answer: bool,
    },
    /// A JSON trace checked step by step: `deduce replay`.
    Replay { text: String },
    /// New puzzles: `deduce generate`. A WebAssembly engine has no clock
    /// to seed from: give `seed` there.
    Generate {
        kind: String,
        rows: usize,
        cols: usize,
        grade: String,
        #[serde(default = "one")]
        count: usize,
        seed: Option<u64>,
    },
    /// The rule catalog, of one puzzle or of all: `deduce rules --json`.
    Rules { kind: Option<String> },
    /// A rule's page: `deduce explain RULE --json`.
    Explain { rule: String },
    /// The engine's version and the hash of the sources it was built from.
    Version,
}

/// A request of the page's operations.
#[derive(Debug, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case")]
pub enum PlayRequest {
    /// A puzzle opened to be played: its drawing, items and any marks.
    Open {
        #[serde(flatten)]
        input: Input,
        pick: Option<usize>,
    },
    /// The grid with the player's marks: each item's state, and the marks
    /// that break a rule outright.
    View(Position),
    /// The hint from the player's grid, with the items to highlight.
    HintAt {
        #[serde(flatten)]
        position: Position,
        level: Option<u8>,
    },
    /// Whether the player has made a mistake, and how much is left.
    CheckAt(Position),
    /// The step-through page of the solve from the player's grid.
    PageAt(Position),
}

/// A puzzle kind and text in any format deduce reads.
#[derive(Debug, Deserialize)]
pub struct Input {
    /// The puzzle's name (`slink`, `nurikabe`, `sudominoku`, `pixel`) or
    /// an alias the command line takes.
    pub kind: String,
    pub text: String,
    /// The text's format (`judge`, `url`, `tatham`, `pzprv3`); absent:
    /// the one it looks like.
    pub from: Option<String>,
}

/// A puzzle as `open` gave it and the player's marks, in the order made.
#[derive(Debug, Deserialize)]
pub struct Position {
    pub kind: String,
    /// The puzzle's text as `open` answered it.
    pub puzzle: String,
    #[serde(default)]
    pub marks: Vec<ItemMark>,
}

fn one() -> usize {
    1
}
