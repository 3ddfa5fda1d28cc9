//! The command line's numbers (`--stop-after`, `--jobs`, `--count`...):
//! each option's range, and a plain message for anything outside it. A
//! negative number reaches these (the options allow one) rather than
//! clap's tip to write `-- -1`, which would not help.

/// A whole number of `what` from `least` to `most`, from `text`.
fn whole(text: &str, what: &str, least: u64, most: u64) -> Result<u64, String> {
    let range = if most == u64::MAX {
        format!("{least} or more")
    } else {
        format!("from {least} to {most}")
    };
    match text.trim().parse::<i128>() {
        Ok(n) if (i128::from(least)..=i128::from(most)).contains(&n) => Ok(n as u64),
        Ok(_) => Err(format!("{what} must be {range}, not {text}")),
        Err(_) => Err(format!("'{text}' is not a whole number ({what}: {range})")),
    }
}

/// `--stop-after N`: steps, 0 or more.
pub fn steps(text: &str) -> Result<usize, String> {
    whole(text, "the steps", 0, usize::MAX as u64).map(|n| n as usize)
}

/// `--jobs N`: threads, at least 1.
pub fn jobs(text: &str) -> Result<usize, String> {
    whole(text, "the jobs", 1, usize::MAX as u64).map(|n| n as usize)
}

/// `--count N`: puzzles, 0 or more.
pub fn puzzles(text: &str) -> Result<usize, String> {
    whole(text, "the puzzles", 0, usize::MAX as u64).map(|n| n as usize)
}

/// `--tries N`: answers drawn, at least 1.
pub fn tries(text: &str) -> Result<u64, String> {
    whole(text, "the tries", 1, u64::MAX)
}

/// `--largest N`: an island's cells, at least 1.
pub fn island(text: &str) -> Result<u64, String> {
    whole(text, "the largest island", 1, u64::MAX)
}

/// `--dominoes N`: placed dominoes, as the judge allows.
pub fn dominoes(text: &str) -> Result<u64, String> {
    whole(text, "the placed dominoes", 10, 35)
}

/// `--keep PERCENT`.
pub fn percent(text: &str) -> Result<u32, String> {
    whole(text.trim_end_matches('%'), "the share kept", 0, 100).map(|n| n as u32)
}

/// `--level N`: a hint's level.
pub fn level(text: &str) -> Result<u8, String> {
    whole(text, "the level", 1, 3).map(|n| n as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_in_range_read_and_others_say_the_range() {
        assert_eq!(steps("0"), Ok(0));
        assert_eq!(dominoes("35"), Ok(35));
        assert_eq!(percent("40%"), Ok(40));
        assert_eq!(
            steps("-1"),
            Err("the steps must be 0 or more, not -1".into())
        );
        assert_eq!(jobs("0"), Err("the jobs must be 1 or more, not 0".into()));
        assert_eq!(
            dominoes("9"),
            Err("the placed dominoes must be from 10 to 35, not 9".into())
        );
        assert_eq!(
            level("x"),
            Err("'x' is not a whole number (the level: from 1 to 3)".into())
        );
    }
}
