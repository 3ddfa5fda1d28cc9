//! `deduce replay FILE`: the library's replay of each trace in the file,
//! printing what `solve` printed for them.

use std::io::Write;
use std::ops::ControlFlow;

use crate::api::{Named, replay_each};
use crate::error::{Error, ErrorKind};

use super::report::{Reporter, Status};

/// Replays a file holding one trace or a list of them; prints what `solve`
/// printed for them. The first trace that cannot be read, or is refused,
/// ends the replay (exit 2). The status is then `solve`'s for the traces:
/// done when every one was solved, unsolved when one ended stuck, with no
/// solution, or given up (each claim checked).
pub fn run(
    text: &str,
    name: &str,
    stdout: &mut dyn Write,
    reporter: &mut Reporter,
) -> Result<Status, Error> {
    let mut status = Status::Done;
    replay_each(Named { text, name }, |replayed| {
        if !replayed.solved {
            status = Status::Unsolved;
        }
        // Said where `solve` said it: no solution is no answer.
        if let Some(why) = &replayed.unsolved {
            let error = Error::new(ErrorKind::Unsolved, why.clone());
            reporter.report(&error.in_file(name).in_item("trace", replayed.number));
        }
        match stdout.write_all(replayed.output.as_bytes()) {
            Ok(()) => ControlFlow::Continue(()),
            Err(_) => ControlFlow::Break(()),
        }
    })?;
    Ok(status)
}
