//! Fill-a-Pix: paint cells black or white so that each clue counts the
//! black cells of its 3x3 window (the cell and its neighbours, clipped at
//! the border). Judge format `pixel` (Lanqiao Cup 2023 provincial A); the
//! progress format is described in `progress`.

mod answer;
mod board;
mod generate;
mod head_start;
mod parse;
mod picture;
mod progress;
mod puzzle;
pub mod rules;
mod state;
mod svg;
mod verify;

pub use board::Board;
pub use parse::parse_batch;
pub use state::{Colour, Paint, Pixel};

use crate::error::InputError;
use crate::facts::{Hidden, PuzzleFacts, Sides, TathamGame};
use crate::formats::ClueGrid;
use crate::formats::share::Share;
use crate::input::{Grids, Mapped};
use crate::io::PuzzleIo;
use crate::io::drawing::Draw;
use crate::io::picture::Picture;
use crate::wire::cell_json::ClueRowsJson;
use crate::wire::givens::Givens;

/// Fill-a-Pix's record: names, formats, sizes.
pub const FACTS: PuzzleFacts = PuzzleFacts {
    id: "pixel",
    name: "Fill-a-Pix",
    aliases: &["fillapix", "fill-a-pix", "mosaic"],
    judge_format: "Lanqiao 2023 judge format `pixel`; token rows allowed",
    blank: "_",
    packed: true,
    hidden: Hidden::Refused,
    pzpr_genre: None,
    tatham_game: Some(TathamGame::Mosaic),
    sides: Sides {
        min: 1,
        max: 1000,
        judge_min: 1,
        judge_max: 10,
    },
};

impl PuzzleIo for Pixel {
    const FACTS: &'static PuzzleFacts = &FACTS;

    fn engine_sections() -> crate::engine::EngineSections {
        crate::engine_sections!("pixel";
            hypothesis: "hypothesis",
            forcing: "forcing",
            nested_hypothesis: "nested-hypothesis",
            guess: "guess",
        )
    }

    type Judge = Mapped<Grids<Board>, Self>;
    fn judge_reader(strict: bool) -> Self::Judge {
        Mapped {
            reader: parse::reader(strict),
            map: Pixel::new,
        }
    }

    fn size_text(&self) -> String {
        format!("{}x{}", self.board.rows, self.board.cols)
    }

    fn judge_output(&self, _index: usize) -> Result<String, String> {
        verify::verify(self)?;
        Ok(self.colour_rows(|colour| if colour == Colour::Black { '1' } else { '0' }))
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

    fn progress_text(&self) -> String {
        progress::write(self)
    }

    fn read_progress(text: &str) -> Result<crate::io::progress_marks::Progress<Self>, InputError> {
        progress::read(text)
    }

    /// The colours so far, `.` where undecided.
    fn stuck_output(&self, _index: usize) -> String {
        self.colour_rows(|colour| match colour {
            Colour::Black => '1',
            Colour::White => '0',
            Colour::Undecided => '.',
        })
    }
}

impl Share for Pixel {
    fn clue_grid(&self) -> Option<ClueGrid> {
        let clues = (0..self.board.cells()).map(|c| self.clue(c).map(u32::from));
        Some(ClueGrid::of_numbers(
            self.board.rows,
            self.board.cols,
            clues,
        ))
    }
}

impl Givens for Pixel {
    type GivensJson = ClueRowsJson;

    /// The judge input's rows, as text.
    fn givens_json(&self) -> ClueRowsJson {
        ClueRowsJson::new(self.board.rows, self.board.cols, self.clue_rows())
    }

    fn from_givens_json(givens: &ClueRowsJson) -> Result<Self, String> {
        // Rebuilt as judge input and read by the same reader, so a trace's
        // givens are checked exactly as an input file is.
        let text = givens.judge_text();
        let mut batch = parse_batch(&text, false);
        match batch.items.pop() {
            Some(Ok(board)) if batch.items.is_empty() && batch.trailing.is_none() => {
                Ok(Pixel::new(board))
            }
            Some(Err(error)) => Err(format!("givens: {}", error.message)),
            _ => Err("givens: not one puzzle".to_string()),
        }
    }
}

impl Draw for Pixel {
    fn drawing(&self) -> crate::io::drawing::Drawing {
        svg::drawing(self)
    }

    fn item_states(&self, out: &mut Vec<u8>) {
        svg::item_states(self, out)
    }

    fn effect_items(&self, effect: Paint, out: &mut Vec<usize>) {
        svg::effect_items(effect, out)
    }

    fn given_items(&self, at: crate::engine::Anchor, out: &mut Vec<usize>) {
        if at < self.board.cells() {
            out.push(at);
        }
    }
}

impl Picture for Pixel {
    fn picture(
        &self,
        read: &crate::engine::Premises<Paint>,
        decided: &[Paint],
        style: crate::style::Style,
    ) -> String {
        picture::picture(self, read, decided, style)
    }
}

impl Pixel {
    /// The clue rows as the judge input writes them (tokens if it did).
    fn clue_rows(&self) -> Vec<String> {
        let board = &self.board;
        (0..board.rows)
            .map(|r| {
                let cells = (0..board.cols).map(|c| {
                    board.clues[r * board.cols + c].map_or("_".to_string(), |d| d.to_string())
                });
                let sep = if board.token_rows { " " } else { "" };
                cells.collect::<Vec<_>>().join(sep)
            })
            .collect()
    }

    fn colour_rows(&self, symbol: impl Fn(Colour) -> char) -> String {
        let board = &self.board;
        let mut out = String::with_capacity(board.rows * (board.cols + 1));
        for r in 0..board.rows {
            for c in 0..board.cols {
                out.push(symbol(self.colour(r * board.cols + c)));
            }
            out.push('\n');
        }
        out
    }
}
