//! The command line (clap derive). Commands are thin: they read files and
//! call the library.

use std::path::PathBuf;

use clap::builder::PossibleValue;
use clap::{Args, Parser, Subcommand, ValueEnum};

mod numbers;

use crate::commands::pick::Pick;
use crate::engine::Tier;
use crate::formats::detect::Format as InputFormat;
use crate::io::generate::Order;
use crate::puzzles::PuzzleKind;
use crate::style::ColorChoice;

#[derive(Parser, Debug)]
#[command(
    name = "deduce",
    version,
    about = "Solves grid logic puzzles by named deduction rules, with a trace of every step.",
    after_help = "Each puzzle's input, answer and progress formats: the README's sections under \
                  'The puzzles' (Slitherlink, Nurikabe, Su-Domino-Ku, Fill-a-Pix). Its rules: \
                  `deduce rules PUZZLE`; a rule's page: `deduce explain RULE`. Every option: \
                  `deduce COMMAND --help`."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles in their judge format and print the judge output.
    Solve(SolveArgs),
    /// Re-derive every step of a JSON trace and check its final grid.
    Replay(ReplayArgs),
    /// Is this grid right? YES, or NO with every rule it breaks and its
    /// cells (for Nurikabe also Baekjoon 11133 boards: YES or NO each).
    Check(CheckArgs),
    /// The next step from a puzzle or a partly solved grid, at the level
    /// asked; a wrong mark is pointed out first.
    Hint(HintArgs),
    /// List every rule: id, tier and one-line summary.
    Rules(RulesArgs),
    /// Print a rule's page.
    Explain(ExplainArgs),
    /// Grade each puzzle: hardest tier, rules used, hypothesis or guess,
    /// and whether the answer is unique.
    Grade(GradeArgs),
    /// Solve a collection and count, per rule, the puzzles that used it
    /// and how often.
    Coverage(CoverageArgs),
    /// Write one self-contained HTML page that steps through the solve of
    /// every puzzle of the input, on its grid.
    Show(ShowArgs),
    /// Draw one grid as SVG: the puzzle, a progress file, the state after
    /// N steps, or the answer.
    Draw(DrawArgs),
    /// Write each puzzle of the input as a puzz.link URL, a Tatham game
    /// id, a pzprv3 file or the judge format.
    Convert(ConvertArgs),
    /// Make fresh puzzles of a chosen grade, each unique and proved so.
    Generate(GenerateArgs),
    /// Write one self-contained page to play puzzles in, with hints,
    /// checks and the solve from your own grid (the engine runs in the
    /// page); without a puzzle, the page has a box to paste one.
    Play(PlayArgs),
    /// Write the engine as a JavaScript module for browsers and node:
    /// deduce.js, deduce.wasm and package.json.
    Web(WebArgs),
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// The puzzle of the input; none: the page opens on a box to paste a
    /// puzzle in (or on the one last played in that browser).
    pub puzzle: Option<PuzzleKind>,
    /// Its input (judge text, puzz.link URLs, Tatham game ids, pzprv3);
    /// standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Write the page to FILE (standard output when absent or `-`).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub input: InputArgs,
}

#[derive(Args, Debug)]
pub struct WebArgs {
    /// The directory to write the module into (made if absent).
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,
}

#[derive(Args, Debug)]
pub struct GenerateArgs {
    pub puzzle: PuzzleKind,
    /// Rows x columns, `10x10` (default); Su-Domino-Ku is always 9x9.
    #[arg(long, value_name = "RxC", value_parser = parse_size)]
    pub size: Option<(usize, usize)>,
    /// The tier each puzzle needs (its rules finish it, the tier below's
    /// do not): 1-4 or basic, intermediate, advanced, hypothesis; or a
    /// level as `grade` names it (easy, normal, tricky, hard, ...), each
    /// puzzle's rating then within it.
    #[arg(long, value_name = "TIER", value_parser = parse_grade)]
    pub grade: GradeAsked,
    /// How many puzzles.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = numbers::puzzles, allow_negative_numbers = true)]
    pub count: usize,
    /// The seed of the random answers: the same seed and arguments make
    /// the same puzzles. Default: a fresh one, printed to standard error.
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// The format to write: judge (default), url (puzz.link), tatham (a
    /// game id), pzprv3.
    #[arg(long, value_enum, value_name = "FORMAT", default_value = "judge")]
    pub to: InputFormat,
    /// Stop taking clues away once this percentage of the answer's clues
    /// is left. Default: take away every clue that can go (fewer clues
    /// make harder puzzles). Not for Nurikabe, whose islands each keep
    /// their clue.
    #[arg(long, value_name = "PERCENT", value_parser = numbers::percent, allow_negative_numbers = true)]
    pub keep: Option<u32>,
    /// The symmetry of the clue layout: none (default), rotate (a half
    /// turn), mirror (left and right).
    #[arg(long, value_enum, default_value_t = SymmetryArg::None)]
    pub symmetry: SymmetryArg,
    /// Nurikabe: the largest island. Default: the longer side.
    #[arg(long, value_name = "N", value_parser = numbers::island, allow_negative_numbers = true)]
    pub largest: Option<u64>,
    /// Su-Domino-Ku: how many dominoes are placed, 10 to 35. Default: as
    /// few as the grade allows.
    #[arg(long, value_name = "N", value_parser = numbers::dominoes, allow_negative_numbers = true)]
    pub dominoes: Option<u64>,
    /// Rules each puzzle must use: ids, sets or tiers, comma-separated,
    /// none above the grade.
    #[arg(long, value_name = "LIST")]
    pub rules: Option<String>,
    /// Random answers tried for each puzzle before giving up (exit 1).
    #[arg(long, value_name = "N", default_value_t = Order::TRIES as u64, value_parser = numbers::tries, allow_negative_numbers = true)]
    pub tries: u64,
    /// Make this many puzzles at a time, each on a thread of its own; the
    /// output is the same whatever N is. Default: the machine's cores.
    #[arg(long, value_name = "N", value_parser = numbers::jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SymmetryArg {
    None,
    Rotate,
    Mirror,
}

/// `--size RxC`: rows and columns, each at least 1.
fn parse_size(text: &str) -> Result<(usize, usize), String> {
    let bad = || format!("'{text}' is not a size: give rows x columns, as in 10x10");
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let side = |s: &str| s.trim().parse::<usize>().ok().filter(|&n| n > 0);
    Ok((side(rows).ok_or_else(bad)?, side(cols).ok_or_else(bad)?))
}

/// `--grade`: a tier, or a level of the puzzle's (checked once the puzzle
/// is known: each names its own).
#[derive(Clone, Debug)]
pub enum GradeAsked {
    Tier(Tier),
    Level(String),
}

/// `--grade TIER`: a tier's number or name, or a level's name.
fn parse_grade(text: &str) -> Result<GradeAsked, String> {
    match Tier::parse(text) {
        Some(tier) => Ok(GradeAsked::Tier(tier)),
        None if !text.is_empty() && text.chars().all(|c| c.is_ascii_lowercase()) => {
            Ok(GradeAsked::Level(text.to_string()))
        }
        None => Err(format!(
            "unknown tier '{text}': use 1-4 or basic, intermediate, advanced, hypothesis, or a level (easy, normal, tricky, hard, ...)"
        )),
    }
}

/// Which puzzles of an input a command reads, and in which format: the
/// flags every command that reads puzzles shares.
#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Only these puzzles of the input, by number from 1: `12`, `3-5`,
    /// `1,4-6` (one number for a command that reads one puzzle).
    #[arg(long, value_name = "LIST", value_parser = Pick::parse)]
    pub pick: Option<Pick>,
    /// The input's format, instead of the one it looks like: judge, url
    /// (puzz.link), tatham (game ids), pzprv3.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub from: Option<InputFormat>,
}

/// The rules a solve may use, and how strictly it reads: what `solve`
/// and `show` share.
#[derive(Args, Debug, Clone)]
pub struct RuleArgs {
    /// Use only these rules: ids, named sets (`slink-fifteen`), tiers
    /// (`basic`: its rules), levels as `grade` names them (`tricky`: the
    /// rules rated in it), `all`, `hypothesis`, `forcing`, `nested-hypothesis`, `guess`,
    /// comma-separated.
    #[arg(long, value_name = "LIST")]
    pub rules: Option<String>,
    /// Use no rule above this tier: 1-5 or basic, intermediate, advanced,
    /// hypothesis, guess; or a level as `grade` names it (the tier it is
    /// in: Slitherlink's tricky is advanced).
    #[arg(long, value_name = "TIER")]
    pub max_tier: Option<String>,
    /// Accept only what the judge problem allows (slink: clues 0-3, no
    /// blank cells, sizes up to 20).
    #[arg(long)]
    pub strict: bool,
}

#[derive(Args, Debug)]
pub struct ConvertArgs {
    pub puzzle: PuzzleKind,
    /// The input; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// The format to write: judge, url (puzz.link), tatham (a game id),
    /// pzprv3.
    #[arg(long, value_enum, value_name = "FORMAT")]
    pub to: InputFormat,
    /// With --to pzprv3: the solved grid too, so the answer opens in
    /// puzz.link.
    #[arg(long)]
    pub answer: bool,
    #[command(flatten)]
    pub input: InputArgs,
}

#[derive(Args, Debug)]
pub struct ShowArgs {
    pub puzzle: PuzzleKind,
    /// Judge input; standard input when absent or `-`.
    pub file: Option<PathBuf>,
    /// Write the page to FILE (standard output when absent or `-`).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    #[command(flatten)]
    pub solve: RuleArgs,
    #[command(flatten)]
    pub input: InputArgs,
}

#[derive(Args, Debug)]
pub struct DrawArgs {
    pub puzzle: PuzzleKind,
    /// A judge input (its first puzzle) or a progress file; standard input
    /// when absent or `-`.
    pub file: Option<PathBuf>,
    /// Write the SVG to FILE (standard output when absent or `-`).
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// Draw the state after this many steps of the solve, with what step
    /// N read and decided marked.
    #[arg(long, value_name = "N", value_parser = numbers::steps, allow_negative_numbers = true)]
    pub stop_after: Option<usize>,
    /// Draw the answer.
    #[arg(long)]
    pub answer: bool,
    #[command(flatten)]
    pub input: InputArgs,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Args, Debug)]
pub struct HintArgs {
    pub puzzle: PuzzleKind,
    /// Judge inputs (each one's first puzzle) or progress files, a hint
    /// for each; standard input when none is given, or for `-`.
    pub files: Vec<PathBuf>,
    /// 1: where to look; 2: which rule applies there and why; 3: what it
    /// concludes.
    #[arg(long, default_value_t = 1, value_parser = numbers::level, allow_negative_numbers = true)]
    pub level: u8,
    /// Colour on a terminal (auto), always or never; NO_COLOR turns auto
    /// off.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(flatten)]
    pub input: InputArgs,
    /// The puzzle FILE answers, for an answer that carries no clues
    /// (Fill-a-Pix's rows of 0 and 1): its judge input.
    #[arg(long = "puzzle", value_name = "PUZZLE")]
    pub puzzle_file: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct RulesArgs {
    /// Only this puzzle's rules.
    pub puzzle: Option<PuzzleKind>,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// A rule id (`pool`), or `PUZZLE/ID` where puzzles share it
    /// (`nurikabe/hypothesis`).
    pub rule: String,
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
}

#[derive(Args, Debug)]
pub struct GradeArgs {
    pub puzzle: PuzzleKind,
    /// Judge inputs, their reports one after another; standard input when
    /// none is given, or for `-`.
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub report: ReportArgs,
}

#[derive(Args, Debug)]
pub struct CoverageArgs {
    pub puzzle: PuzzleKind,
    /// Judge input files, each a collection.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    #[command(flatten)]
    pub report: ReportArgs,
}

/// What `grade` and `coverage` share: they report on every puzzle of
/// their inputs.
#[derive(Args, Debug)]
pub struct ReportArgs {
    /// JSON instead of text.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub input: InputArgs,
    /// Solve this many puzzles at a time, each on a thread of its own;
    /// the output is the same, in the input's order, whatever N is.
    /// Default: the machine's cores.
    #[arg(long, value_name = "N", value_parser = numbers::jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
}

#[derive(Args, Debug)]
pub struct CheckArgs {
    pub puzzle: PuzzleKind,
    /// A grid with the puzzle's clues: a progress file, the answer `solve`
    /// printed, a pzprv3 file (exit 1 for NO); for Nurikabe also boards in
    /// the Baekjoon 11133 format (a first line holding how many), answered
    /// YES or NO each as the judge does (exit 0). Several are each
    /// checked; standard input when none is given, or for `-`.
    pub files: Vec<PathBuf>,
    /// Baekjoon boards: list every rule each board breaks, with its
    /// cells, to standard error or to FILE.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
    pub explain: Option<PathBuf>,
    /// Colour on a terminal (auto), always or never; NO_COLOR turns auto
    /// off.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(flatten)]
    pub input: InputArgs,
    /// The puzzle FILE answers, for an answer that carries no clues
    /// (Fill-a-Pix's rows of 0 and 1): its judge input.
    #[arg(long = "puzzle", value_name = "PUZZLE")]
    pub puzzle_file: Option<PathBuf>,
}

/// The puzzles by the names `PuzzleKind` gives them, each with its
/// description in `--help`.
impl ValueEnum for PuzzleKind {
    fn value_variants<'a>() -> &'a [Self] {
        &PuzzleKind::ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match self.aliases() {
            [] => self.description().to_string(),
            names => format!("{}; also: {}", self.description(), names.join(", ")),
        };
        Some(
            PossibleValue::new(self.id())
                .aliases(self.aliases().iter().copied())
                .help(help),
        )
    }
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    pub puzzle: PuzzleKind,
    /// Input files, each solved as if alone, their answers one after
    /// another; standard input when none is given, or for `-`.
    pub files: Vec<PathBuf>,
    /// Explain every step for a person: to standard error, or to FILE;
    /// `--explain=brief`: briefly (see --brief), to standard error.
    #[arg(long, value_name = "FILE", num_args = 0..=1, default_missing_value = "-")]
    pub explain: Option<PathBuf>,
    /// With --explain: each run of basic steps as one line per rule (the
    /// places it looked at, how many marks it made); other steps whole.
    #[arg(long, requires = "explain")]
    pub brief: bool,
    /// With --explain: after each step, the grid as it leaves it, with
    /// what the step read in [brackets] and what it decided in
    /// (parentheses); a Slitherlink chain's dots as `*`.
    // The help text is plain words, not rustdoc's links.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long, requires = "explain")]
    pub grid: bool,
    /// Write the JSON traces (a list, one per puzzle of the input) to FILE;
    /// `-` is standard output, which then holds the JSON alone.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    #[command(flatten)]
    pub solve: RuleArgs,
    /// Colour the explanation on a terminal (auto), always or never;
    /// NO_COLOR turns auto off.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    /// Print each puzzle's state after this many steps, in the progress
    /// format, instead of its answer.
    #[arg(long, value_name = "N", value_parser = numbers::steps, allow_negative_numbers = true)]
    pub stop_after: Option<usize>,
    #[command(flatten)]
    pub input: InputArgs,
    /// Solve this many puzzles at a time, each on a thread of its own;
    /// the output is the same, in the input's order, whatever N is.
    /// Default: the machine's cores.
    #[arg(long, value_name = "N", value_parser = numbers::jobs, allow_negative_numbers = true)]
    pub jobs: Option<usize>,
}

#[derive(Args, Debug)]
pub struct ReplayArgs {
    /// A JSON trace file written by `deduce solve --json` (a list or one trace).
    pub file: PathBuf,
}
