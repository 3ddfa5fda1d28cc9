//! Su-Domino-Ku: a sudoku whose 72 free cells are tiled by the 36
//! dominoes {a,b}, 1 <= a < b <= 9, each used once; nine cells hold the
//! single digits 1..9 alone. Judge format of ICPC Mid-Central USA 2011,
//! problem D; the progress format is described in `progress`.

mod answer;
mod bits;
mod generate;
mod geometry;
mod givens;
mod json;
mod parse;
mod picture;
mod progress;
mod puzzle;
pub mod rules;
mod state;
mod svg;
mod tiling;
mod verify;
mod wakes;

pub use givens::{Placed, location_name, parse_location};
pub use json::{DominoJson, GivensJson};
pub use parse::parse_batch;
pub use state::{Link, Mark, SuDominoKu};

use crate::error::InputError;
use crate::facts::{Hidden, PuzzleFacts, Sides};
use crate::formats::share::Share;
use crate::input::Mapped;
use crate::io::PuzzleIo;
use crate::io::drawing::Draw;
use crate::io::picture::Picture;
use crate::wire::givens::Givens;

/// Su-Domino-Ku's record: names, formats, sizes (always 9x9).
pub const FACTS: PuzzleFacts = PuzzleFacts {
    id: "sudominoku",
    name: "Su-Domino-Ku",
    aliases: &["su-domino-ku"],
    judge_format: "Mid-Central USA 2011 judge format",
    blank: ".",
    packed: false,
    hidden: Hidden::Refused,
    pzpr_genre: None,
    tatham_game: None,
    sides: Sides {
        min: givens::SIDE,
        max: givens::SIDE,
        judge_min: givens::SIDE,
        judge_max: givens::SIDE,
    },
};

impl PuzzleIo for SuDominoKu {
    fn is_mark_to_make(&self, effect: Mark) -> bool {
        matches!(effect, Mark::Digit { holds: true, .. })
    }

    const FACTS: &'static PuzzleFacts = &FACTS;

    fn engine_sections() -> crate::engine::EngineSections {
        crate::engine_sections!("sudominoku";
            hypothesis: "hypothesis",
            forcing: "forcing",
            nested_hypothesis: "nested-hypothesis",
            guess: "guess",
        )
    }

    type Judge = Mapped<parse::Dominoes, Self>;
    fn judge_reader(strict: bool) -> Self::Judge {
        Mapped {
            reader: parse::reader(strict),
            map: SuDominoKu::new,
        }
    }

    fn size_text(&self) -> String {
        "9x9".to_string()
    }

    fn judge_output(&self, index: usize) -> Result<String, String> {
        verify::verify(self)?;
        let mut out = format!("Puzzle {index}\n");
        for r in 0..9 {
            for c in 0..9 {
                out.push(char::from(b'0' + self.digit(r * 9 + c)));
            }
            out.push('\n');
        }
        Ok(out)
    }

    fn progress_text(&self) -> String {
        progress::write(self)
    }

    fn answer_onto(
        &self,
        text: &str,
    ) -> Result<crate::io::progress_marks::Progress<Self>, InputError> {
        answer::read_answer(self, text)
    }

    fn violations(&self) -> Vec<String> {
        verify::violations(self)
    }

    fn read_progress(text: &str) -> Result<crate::io::progress_marks::Progress<Self>, InputError> {
        progress::read(text)
    }

    fn stuck_output(&self, index: usize) -> String {
        format!("Puzzle {index}\n{}", progress::write(self))
    }
}

/// No grid of clues: a puzzle of dominoes is shared in its judge format.
impl Share for SuDominoKu {}

impl Givens for SuDominoKu {
    type GivensJson = GivensJson;

    fn givens_json(&self) -> GivensJson {
        let dominoes = self
            .givens
            .dominoes
            .iter()
            .map(|d| {
                let [(a, u), (b, v)] = d.halves;
                DominoJson(u, location_name(a), v, location_name(b))
            })
            .collect();
        let singles = self
            .givens
            .singles
            .iter()
            .map(|&c| location_name(c))
            .collect();
        GivensJson { dominoes, singles }
    }

    fn from_givens_json(givens: &GivensJson) -> Result<Self, String> {
        // Rebuilt as judge input and read by the same reader, so a trace's
        // givens are checked exactly as an input file is.
        let mut text = format!("{}\n", givens.dominoes.len());
        for DominoJson(u, a, v, b) in &givens.dominoes {
            text.push_str(&format!("{u} {a} {v} {b}\n"));
        }
        text.push_str(&givens.singles.join(" "));
        text.push_str("\n0\n");
        let mut batch = parse_batch(&text, false);
        match batch.items.pop() {
            Some(Ok(givens)) if batch.items.is_empty() => Ok(SuDominoKu::new(givens)),
            Some(Err(error)) => Err(format!("givens: {}", error.message)),
            _ => Err("givens: not one puzzle".to_string()),
        }
    }
}

impl Draw for SuDominoKu {
    fn drawing(&self) -> crate::io::drawing::Drawing {
        svg::drawing(self)
    }

    fn item_states(&self, out: &mut Vec<u8>) {
        svg::item_states(self, out)
    }

    fn effect_items(&self, effect: Mark, out: &mut Vec<usize>) {
        svg::effect_items(effect, out)
    }

    fn given_items(&self, at: crate::engine::Anchor, out: &mut Vec<usize>) {
        svg::given_items(self, at, out)
    }
}

impl Picture for SuDominoKu {
    fn picture(
        &self,
        read: &crate::engine::Premises<Mark>,
        decided: &[Mark],
        style: crate::style::Style,
    ) -> String {
        picture::picture(self, read, decided, style)
    }
}
