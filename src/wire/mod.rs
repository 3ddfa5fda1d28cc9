//! The trace on the wire: its JSON documents (`trace_json`), writing them
//! (`json`), reading them back and replaying every step (`replay`).

pub mod cell_json;
pub mod givens;
pub mod json;
pub mod json_layout;
pub mod replay;
mod replay_premises;
pub mod replay_stream;
mod replay_stuck;
pub mod trace_json;
mod trace_step_wire;
