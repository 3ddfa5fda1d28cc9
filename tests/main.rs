//! The integration tests, one binary: each module is one area of deduce,
//! tested through the `deduce` binary and the files of the repository.
//! One binary rather than one per file, so that `tests/common` is built
//! once and one executable is linked, not fifty (a clean `cargo test
//! --release` spent most of its time compiling and linking those), and
//! so that the tests of all areas share the harness's threads.

mod common;

mod bad_input_never_panics;
mod batch_resync;
mod broken_givens;
mod catalog_cli;
mod cheapest_first;
mod check_answers;
mod colour_roles;
mod coverage;
mod deep_search;
mod draw;
mod encoding;
mod formats;
mod generate;
mod grade;
mod hint;
mod hint_blame;
mod jobs;
mod layers;
mod library;
mod light_trace;
mod numbers;
mod nurikabe_check;
mod nurikabe_golden;
mod nurikabe_hidden;
mod nurikabe_replay;
mod nurikabe_solve;
mod open_grids;
mod output_and_messages;
mod page_browser;
mod page_layout;
mod pick;
mod pixel_golden;
mod pixel_solve;
mod play_browser;
mod premises;
mod progress_mistakes;
mod puzzle_names;
mod readme;
mod replay_claims;
mod replay_premises;
mod replay_tampering;
mod rule_pages_engine;
mod rule_pages_nurikabe;
mod rule_pages_pixel;
mod rule_pages_slink;
mod rule_pages_sudominoku;
mod setup;
mod several_inputs;
mod slink_cli;
mod slink_golden;
mod slink_judge;
mod slink_replay;
mod streaming;
mod sudominoku_golden;
mod sudominoku_input;
mod sudominoku_solve;
mod tatham_levels;
mod trace_codec;
mod web_call;
mod web_module;
mod write_errors;
