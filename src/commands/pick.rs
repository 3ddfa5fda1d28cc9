//! `--pick LIST`: which puzzles of a batch a command reads, by number
//! from 1: `12`, `3-5`, `1,4-6,9`. The others are skipped unread (an
//! error in one of them is not reported); the picked ones keep their
//! numbers, so `--pick 12` prints puzzle 12 as puzzle 12.

use std::ops::RangeInclusive;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    ranges: Vec<RangeInclusive<usize>>,
}

impl Pick {
    /// Reads a list such as `1,4-6`; for clap, with a message on failure.
    pub fn parse(text: &str) -> Result<Pick, String> {
        let mut ranges = Vec::new();
        for part in text.split(',') {
            let part = part.trim();
            let number = |t: &str| -> Result<usize, String> {
                match t.trim().parse::<usize>() {
                    Ok(0) => Err("puzzles are numbered from 1".to_string()),
                    Ok(n) => Ok(n),
                    Err(_) => Err(format!(
                        "'{part}' is not a puzzle number or a range like 3-5"
                    )),
                }
            };
            let range = match part.split_once('-') {
                Some((from, to)) => {
                    let (from, to) = (number(from)?, number(to)?);
                    if from > to {
                        return Err(format!("the range {part} runs backwards"));
                    }
                    from..=to
                }
                None => {
                    let n = number(part)?;
                    n..=n
                }
            };
            ranges.push(range);
        }
        Ok(Pick { ranges })
    }

    pub fn contains(&self, index: usize) -> bool {
        self.ranges.iter().any(|r| r.contains(&index))
    }

    /// The largest number picked.
    pub fn last(&self) -> usize {
        self.ranges.iter().map(|r| *r.end()).max().unwrap_or(0)
    }

    /// The one number picked, if the list names just one puzzle.
    pub fn single(&self) -> Option<usize> {
        match self.ranges.as_slice() {
            [r] if r.start() == r.end() => Some(*r.start()),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_and_ranges() {
        let pick = Pick::parse("1, 4-6,9").unwrap();
        let picked: Vec<usize> = (1..=10).filter(|&i| pick.contains(i)).collect();
        assert_eq!(picked, vec![1, 4, 5, 6, 9]);
        assert_eq!(pick.last(), 9);
        assert_eq!(pick.single(), None);
        assert_eq!(Pick::parse("12").unwrap().single(), Some(12));
    }

    #[test]
    fn bad_lists_say_why() {
        assert!(Pick::parse("0").unwrap_err().contains("from 1"));
        assert!(Pick::parse("5-3").unwrap_err().contains("backwards"));
        assert!(Pick::parse("x").unwrap_err().contains("'x'"));
        assert!(Pick::parse("2,").is_err());
    }
}
