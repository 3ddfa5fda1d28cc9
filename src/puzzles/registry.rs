//! The puzzles deduce knows, by name: the one place where puzzle names
//! meet puzzle types. The command line maps its words to these.

use crate::facts::PuzzleFacts;

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

    /// The puzzle's record: names, formats, sizes (`facts.rs`).
    pub fn facts(self) -> &'static PuzzleFacts {
        use crate::io::PuzzleIo;
        crate::with_puzzle!(self, P => P::FACTS)
    }

    /// The name on the command line and in traces (`slink`).
    pub fn id(self) -> &'static str {
        self.facts().id
    }

    /// What the puzzle is and which judge format it reads, for `--help`.
    pub fn description(self) -> String {
        let facts = self.facts();
        format!("{} ({})", facts.name, facts.judge_format)
    }

    /// Other names people give the puzzle, accepted on the command line.
    pub fn aliases(self) -> &'static [&'static str] {
        self.facts().aliases
    }

    /// The kind named `name` (`pixel`), as a trace or a rule id names it.
    pub fn named(name: &str) -> Option<PuzzleKind> {
        PuzzleKind::ALL.into_iter().find(|kind| kind.id() == name)
    }
}

/// Runs `$body` with `$P` standing for the puzzle type of `$kind` (a
/// `PuzzleKind`).
#[macro_export]
#[doc(hidden)]
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
            assert_eq!(PuzzleKind::named(kind.id()), Some(kind));
        }
        assert_eq!(PuzzleKind::named("sudoku"), None);
    }

    /// A word on the command line names one puzzle at most.
    #[test]
    fn no_name_or_alias_names_two_puzzles() {
        let mut words: Vec<&str> = PuzzleKind::ALL
            .iter()
            .flat_map(|kind| std::iter::once(kind.id()).chain(kind.aliases().iter().copied()))
            .collect();
        let all = words.len();
        words.sort_unstable();
        words.dedup();
        assert_eq!(words.len(), all, "{words:?}");
    }

    /// The judge's sizes are sizes the reader takes anyway.
    #[test]
    fn the_judges_sides_lie_within_the_readers() {
        for kind in PuzzleKind::ALL {
            let sides = kind.facts().sides;
            assert!(sides.min <= sides.judge_min, "{}", kind.id());
            assert!(sides.judge_min <= sides.judge_max, "{}", kind.id());
            assert!(sides.judge_max <= sides.max, "{}", kind.id());
        }
    }
}
