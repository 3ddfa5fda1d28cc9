//! deduce: solves grid logic puzzles the way a person would, by named
//! deduction rules, and records every step in a trace that can be printed,
//! exported as JSON and replayed.

pub mod api;
pub mod cli;
pub mod commands;
pub mod engine;
pub mod error;
pub mod facts;
pub mod formats;
pub mod input;
pub mod puzzles;
pub mod style;
pub mod tools;
