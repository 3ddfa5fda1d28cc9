//! What a puzzle gives the command line beyond solving: reading its judge
//! format and progress grids, writing its answers, and (its own traits)
//! its drawing and picture. Its givens in a trace are the trace's trait
//! (`wire::givens::Givens`).

use crate::error::Batch;
use crate::facts::PuzzleFacts;
use crate::input::{Reader, read_all};

use super::drawing::Draw;
use super::picture::Picture;
use super::progress_marks::Progress;
use crate::engine::engine_steps::EngineSections;
use crate::engine::puzzle::Puzzle;

/// Everything a puzzle gives the front ends. What a tool reads beyond the
/// judge format and progress grids is the tool's own trait, a part of
/// this one: the SVG drawing (`Draw`, `drawing.rs`) and the text picture
/// (`Picture`, `picture.rs`).
pub trait PuzzleIo: Puzzle + Draw + Picture {
    /// The puzzle's record: names, formats, sizes (`facts.rs`).
    const FACTS: &'static PuzzleFacts;
    /// The reader of the judge input, puzzle by puzzle (`input::stream`);
    /// `strict` holds it to the judge's own limits, otherwise the
    /// puzzle's general extensions are accepted.
    type Judge: Reader<Item = Self> + Send;
    fn judge_reader(strict: bool) -> Self::Judge;
    /// Reads a whole judge input, as `judge_reader` does.
    fn parse_batch(text: &str, strict: bool) -> Batch<Self> {
        read_all(text, Self::judge_reader(strict))
    }
    /// `8x8`, for headings.
    fn size_text(&self) -> String;
    /// Checks a complete state with the independent verifier, then writes
    /// the judge output for puzzle number `index` (from 1).
    fn judge_output(&self, index: usize) -> Result<String, String>;
    /// The state in the progress format: a partly solved grid a person can
    /// read and type.
    fn progress_text(&self) -> String;
    /// Reads the progress format back; a mark that breaks a rule is an
    /// error where it stands.
    fn from_progress(text: &str) -> Result<Self, crate::error::InputError> {
        Self::read_progress(text)?.into_state()
    }
    /// Reads the progress format, keeping a mark that breaks a rule
    /// outright apart (see `progress_marks.rs`); an error only for text
    /// that cannot be read.
    fn read_progress(text: &str) -> Result<Progress<Self>, crate::error::InputError>;
    /// What the judge output shows for a puzzle the allowed rules could
    /// not finish: its heading, if the format has one, and the state reached.
    fn stuck_output(&self, index: usize) -> String;
    /// The judge's answer `text` read onto this puzzle (its givens), for
    /// an answer that carries no clues (Fill-a-Pix's rows of 0 and 1);
    /// the other puzzles' answers are progress files already.
    fn answer_onto(&self, _text: &str) -> Result<Progress<Self>, crate::error::InputError> {
        Err(crate::error::InputError::new(
            1,
            1,
            "this puzzle's answers carry its clues: give the answer alone",
        ))
    }
    /// Every rule the state breaks when taken as a finished grid (each
    /// naming its cells), as the puzzle's independent verifier finds
    /// them; empty for a right answer.
    fn violations(&self) -> Vec<String>;
    /// The marks an answer leaves unwritten, for the undecided places of
    /// this state (Nurikabe's answer writes no land, Slitherlink's no
    /// crosses): with them, the answer `solve` prints reads back as a
    /// finished grid. Empty for a puzzle whose answers write every mark.
    fn implicit_marks(&self) -> Vec<Self::Effect> {
        Vec::new()
    }
    /// Whether `effect` is one of the marks a person makes to finish the
    /// grid, counted as "to go" while they lack it: what the answer
    /// draws (a line, a black or water cell, a digit). Su-Domino-Ku's
    /// answer writes its digits, not the dominoes' borders.
    fn is_mark_to_make(&self, effect: Self::Effect) -> bool {
        self.effect_is_positive(effect)
    }
    /// The puzzle's own sections of the engine steps' pages
    /// (`engine_sections!`); a rule's page is in its record.
    fn engine_sections() -> EngineSections {
        EngineSections::default()
    }
}
