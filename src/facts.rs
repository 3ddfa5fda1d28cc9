//! What deduce knows of each puzzle apart from its rules, declared once
//! per puzzle (`puzzles/<puzzle>/mod.rs`, `FACTS`): its names, the formats
//! it is shared in, and the sizes its reader takes. Every table that lists
//! puzzles (the command line's help, the format readers and writers,
//! generation's size checks, the library's `Kind`) is made from these
//! records, so a puzzle's facts are never spelled out twice.
//!
//! Plain data, importing nothing: the engine, the formats and the front
//! ends all read it.

/// One puzzle's record.
#[derive(Debug)]
pub struct PuzzleFacts {
    /// The name on the command line and in traces (`slink`).
    pub id: &'static str,
    /// The puzzle's name for people (`Slitherlink`).
    pub name: &'static str,
    /// Other names people give it, accepted on the command line.
    pub aliases: &'static [&'static str],
    /// The judge format it reads, in a phrase for `--help`.
    pub judge_format: &'static str,
    /// How the judge format writes a cell without a clue.
    pub blank: &'static str,
    /// Whether the judge format writes rows as characters, not tokens,
    /// when every clue is one character.
    pub packed: bool,
    /// What its judge input makes of a clue whose number is hidden (`?`
    /// in a shared format).
    pub hidden: Hidden,
    /// Its genre in puzz.link URLs and pzprv3 files, if they hold it.
    pub pzpr_genre: Option<&'static str>,
    /// The game of Simon Tatham's collection whose ids hold it, if any.
    pub tatham_game: Option<TathamGame>,
    /// The sides its reader takes.
    pub sides: Sides,
}

/// How a puzzle's judge input takes a clue whose number is hidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hidden {
    /// It constrains nothing, and so reads as a blank cell.
    Blank,
    /// It is written so (`?`): the puzzle holds such clues.
    Written(&'static str),
    /// The puzzle cannot hold it: the input is refused.
    Refused,
}

/// A game of Simon Tatham's Portable Puzzle Collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TathamGame {
    Loopy,
    Mosaic,
}

impl TathamGame {
    /// The game's name as the collection spells it.
    pub fn name(self) -> &'static str {
        match self {
            TathamGame::Loopy => "Loopy",
            TathamGame::Mosaic => "Mosaic",
        }
    }
}

/// The grid sides a puzzle's reader takes (rows and columns alike): all it
/// attempts, and the judge's own limits that `--strict` keeps to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sides {
    pub min: usize,
    /// Larger grids are refused rather than attempted.
    pub max: usize,
    pub judge_min: usize,
    pub judge_max: usize,
}

impl Sides {
    /// The least and most side read, held to the judge's limits or not.
    pub fn range(self, strict: bool) -> (usize, usize) {
        if strict {
            (self.judge_min, self.judge_max)
        } else {
            (self.min, self.max)
        }
    }
}
