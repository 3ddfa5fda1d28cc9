//! The puzzles deduce knows, by name: the one place where puzzle names
//! meet puzzle types. The command line maps its words to these.

/// One of the puzzles, as the command line and traces name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleKind {
    Slink,
    Nurikabe,
    Sudominoku,
    Pixel,
}

impl PuzzleKind {
    /// Every puzzle, in the order the command line lists them.
    pub const ALL: [PuzzleKind; 4] = [
        PuzzleKind::Slink,
        PuzzleKind::Nurikabe,
        PuzzleKind::Sudominoku,
        PuzzleKind::Pixel,
    ];

    /// The name on the command line and in traces: the puzzle's `KIND`.
    pub fn name(self) -> &'static str {
        use crate::engine::Puzzle;
        crate::with_puzzle!(self, P => P::KIND)
    }

    /// What the puzzle is and which judge format it reads, for `--help`.
    pub fn description(self) -> &'static str {
        match self {
            PuzzleKind::Slink => {
                "Slitherlink (judge format `slink`; `.` for a cell without a number)"
            }
            PuzzleKind::Nurikabe => {
                "Nurikabe (Tehran 2007 judge format; token rows for clues of 10 or more)"
            }
            PuzzleKind::Sudominoku => "Su-Domino-Ku (Mid-Central USA 2011 judge format)",
            PuzzleKind::Pixel => {
                "Fill-a-Pix (Lanqiao 2023 judge format `pixel`; token rows allowed)"
            }
        }
    }

    /// Other names people give the puzzle, accepted on the command line.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            PuzzleKind::Slink => &["slitherlink", "slither", "loopy"],
            PuzzleKind::Nurikabe => &[],
            PuzzleKind::Sudominoku => &["su-domino-ku"],
            PuzzleKind::Pixel => &["fillapix", "fill-a-pix", "mosaic"],
        }
    }

    /// The kind named `name` (`pixel`), as a trace or a rule id names it.
    pub fn named(name: &str) -> Option<PuzzleKind> {
        PuzzleKind::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// Runs `$body` with `$P` standing for the puzzle type of `$kind` (a
/// `PuzzleKind`).
#[macro_export]
macro_rules! with_puzzle {
    ($kind:expr, $P:ident => $body:expr) => {
        match $kind {
            $crate::puzzles::PuzzleKind::Slink => {
                type $P = $crate::puzzles::slink::Slink;
                $body
            }
            $crate::puzzles::PuzzleKind::Nurikabe => {
                type $P = $crate::puzzles::nurikabe::Nurikabe;
                $body
            }
            $crate::puzzles::PuzzleKind::Sudominoku => {
                type $P = $crate::puzzles::sudominoku::SuDominoKu;
                $body
            }
            $crate::puzzles::PuzzleKind::Pixel => {
                type $P = $crate::puzzles::pixel::Pixel;
                $body
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::PuzzleKind;

    #[test]
    fn every_kind_is_found_by_its_name() {
        for kind in PuzzleKind::ALL {
            assert_eq!(PuzzleKind::named(kind.name()), Some(kind));
        }
        assert_eq!(PuzzleKind::named("sudoku"), None);
    }
}
