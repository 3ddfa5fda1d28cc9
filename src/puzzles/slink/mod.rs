//! Slitherlink: one loop along the grid lines, each number counting the
//! loop's sides around its cell. Judge format `slink`.

mod basic_words;
mod board;
mod colours;
mod corner_facts;
#[cfg(test)]
mod corner_facts_tests;
mod corner_memory;
mod corner_proof;
mod corner_ways;
mod drawing;
mod generate;
mod grid;
mod head_start;
mod parse;
mod picture;
mod progress;
mod puzzle;
#[cfg(test)]
mod restore_tests;
pub mod rules;
mod segment_links;
mod state;
mod svg;
mod verify;

use crate::facts::{Hidden, PuzzleFacts, Sides, TathamGame};
use crate::formats::ClueGrid;
use crate::formats::share::Share;
use crate::input::{Grids, Mapped};
use crate::io::PuzzleIo;
use crate::io::drawing::Draw;
use crate::io::picture::Picture;
use crate::wire::cell_json::ClueRowsJson;
use crate::wire::givens::Givens;

pub use board::Board;
pub use progress::parse_progress;
pub use state::{Mark, SegMark, Slink};
pub use verify::{Answer, verify};

use drawing::{Ink, draw};
use grid::Seg;

/// Slitherlink's record: names, formats, sizes.
pub const FACTS: PuzzleFacts = PuzzleFacts {
    id: "slink",
    name: "Slitherlink",
    aliases: &["slitherlink", "slither", "loopy"],
    judge_format: "judge format `slink`; `.` for a cell without a number",
    blank: ".",
    packed: false,
    // A cell with its number hidden constrains nothing.
    hidden: Hidden::Blank,
    pzpr_genre: Some("slither"),
    tatham_game: Some(TathamGame::Loopy),
    // A loop needs two rows and two columns of cells to go round.
    sides: Sides {
        min: 2,
        max: 500,
        judge_min: 2,
        judge_max: 20,
    },
};

impl Slink {
    fn ink(&self, seg: grid::Seg) -> Ink {
        match self.mark(seg) {
            Mark::Line => Ink::Line,
            Mark::Cross => Ink::Cross,
            Mark::Unknown => Ink::Blank,
        }
    }

    /// The lines of the state as plain flags for the verifier.
    pub fn answer(&self) -> Answer {
        let grid = &self.board.grid;
        let (rows, cols) = (grid.rows, grid.cols);
        // Segments are numbered as `Answer` lists them: the horizontals
        // row by row (`Grid::h`), then the verticals (`Grid::v`).
        let lined = |s: usize| self.mark(s as Seg) == Mark::Line;
        let horizontals = (rows + 1) * cols;
        Answer {
            rows,
            cols,
            across: (0..horizontals).map(lined).collect(),
            down: (horizontals..grid.seg_count()).map(lined).collect(),
        }
    }

    fn clue_rows(&self) -> Vec<String> {
        let grid = &self.board.grid;
        (0..grid.rows)
            .map(|r| {
                (0..grid.cols)
                    .map(|c| match self.board.clue(grid.cell(r, c)) {
                        Some(n) => n.to_string(),
                        None => ".".to_string(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }
}

impl Slink {
    /// The segments in the order a pzprv3 file lists them: the vertical
    /// ones row by row, then the horizontal ones.
    fn pzprv3_segments(&self) -> impl Iterator<Item = grid::Seg> + '_ {
        let grid = &self.board.grid;
        let vertical = (0..grid.rows).flat_map(move |i| (0..=grid.cols).map(move |j| grid.v(i, j)));
        let horizontal =
            (0..=grid.rows).flat_map(move |i| (0..grid.cols).map(move |j| grid.h(i, j)));
        vertical.chain(horizontal)
    }
}

impl PuzzleIo for Slink {
    const FACTS: &'static PuzzleFacts = &FACTS;

    fn engine_sections() -> crate::engine::EngineSections {
        crate::engine_sections!("slink";
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
            map: Slink::new,
        }
    }

    fn size_text(&self) -> String {
        format!("{}x{}", self.board.grid.rows, self.board.grid.cols)
    }

    fn judge_output(&self, index: usize) -> Result<String, String> {
        let answer = self.answer();
        verify(&self.board.clues, &answer)?;
        let picture = draw(
            answer.rows,
            answer.cols,
            &self.board.clues,
            |i, j| {
                if answer.across(i, j) {
                    Ink::Line
                } else {
                    Ink::Blank
                }
            },
            |i, j| {
                if answer.down(i, j) {
                    Ink::Line
                } else {
                    Ink::Blank
                }
            },
        );
        Ok(format!("{index}\n{picture}"))
    }

    fn violations(&self) -> Vec<String> {
        verify::violations(&self.board.clues, &self.answer())
    }

    fn implicit_marks(&self) -> Vec<SegMark> {
        (0..self.board.grid.seg_count() as grid::Seg)
            .filter(|&s| self.is(s, Mark::Unknown))
            .map(|seg| SegMark { seg, line: false })
            .collect()
    }

    fn progress_text(&self) -> String {
        let grid = &self.board.grid;
        draw(
            grid.rows,
            grid.cols,
            &self.board.clues,
            |i, j| self.ink(grid.h(i, j)),
            |i, j| self.ink(grid.v(i, j)),
        )
    }

    fn stuck_output(&self, index: usize) -> String {
        format!("{index}\n{}", self.progress_text())
    }

    fn read_progress(
        text: &str,
    ) -> Result<crate::io::progress_marks::Progress<Self>, crate::error::InputError> {
        let (board, marks) = parse_progress(text)?;
        let marks = marks.into_iter().map(|p| (p.mark, p.line, p.column));
        Ok(crate::io::progress_marks::apply_marks(
            Slink::new(board),
            marks,
            |s, m, t| s.set(m, t),
        ))
    }
}

impl Share for Slink {
    fn drawn_effects(&self, drawn: &[Option<bool>]) -> Vec<SegMark> {
        self.pzprv3_segments()
            .zip(drawn)
            .filter_map(|(seg, d)| d.map(|line| SegMark { seg, line }))
            .collect()
    }

    fn clue_grid(&self) -> Option<ClueGrid> {
        let grid = &self.board.grid;
        let clues = self.board.clues.iter().map(|c| c.map(u32::from));
        Some(ClueGrid::of_numbers(grid.rows, grid.cols, clues))
    }

    fn drawn_marks(&self) -> Vec<Option<bool>> {
        self.pzprv3_segments()
            .map(|s| {
                if self.is(s, Mark::Line) {
                    Some(true)
                } else if self.is(s, Mark::Cross) {
                    Some(false)
                } else {
                    None
                }
            })
            .collect()
    }
}

impl Givens for Slink {
    type GivensJson = ClueRowsJson;

    fn givens_json(&self) -> ClueRowsJson {
        let grid = &self.board.grid;
        ClueRowsJson::new(grid.rows, grid.cols, self.clue_rows())
    }

    fn from_givens_json(givens: &ClueRowsJson) -> Result<Self, String> {
        // Read by the judge input's reader, so a trace's givens are
        // checked exactly as an input file is.
        let text = givens.judge_text() + "0 0\n";
        let mut batch = parse::parse_batch(&text, false);
        match (batch.items.pop(), batch.items.is_empty()) {
            (Some(Ok(board)), true) => Ok(Slink::new(board)),
            (Some(Err(error)), _) => Err(format!("the puzzle's clues: {}", error.message)),
            _ => Err("the puzzle's clues do not make one grid".to_string()),
        }
    }
}

impl Draw for Slink {
    fn drawing(&self) -> crate::io::drawing::Drawing {
        svg::drawing(self)
    }

    fn item_states(&self, out: &mut Vec<u8>) {
        svg::item_states(self, out)
    }

    fn effect_items(&self, effect: SegMark, out: &mut Vec<usize>) {
        svg::effect_items(effect, out)
    }

    fn given_items(&self, at: crate::engine::Anchor, out: &mut Vec<usize>) {
        svg::given_items(self, at, out)
    }

    fn place_items(&self, at: crate::engine::Anchor, out: &mut Vec<usize>) {
        svg::place_items(self, at, out)
    }
}

impl Picture for Slink {
    fn picture(
        &self,
        read: &crate::engine::Premises<SegMark>,
        decided: &[SegMark],
        style: crate::style::Style,
    ) -> String {
        picture::picture(self, read, decided, style)
    }
}
