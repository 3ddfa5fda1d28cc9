//! QuickXplain: a small part of a list that, with what is kept already,
//! makes a test hold, for a test that holds on more whenever it holds on
//! less (a contradiction of some marks, a rule that reaches its effects
//! on some givens). About k·log(n/k) tests for k needed among n, where
//! dropping one at a time takes n.

/// Adds to `kept` a minimal part of `candidates` on which, with `kept`,
/// `holds` is true; `kept_grew` says whether `kept` changed since it was
/// last known not to hold. Earlier candidates are kept in preference to
/// later ones.
pub fn quick_explain<T: Copy>(
    kept: &mut Vec<T>,
    kept_grew: bool,
    candidates: &[T],
    holds: &mut impl FnMut(&[T]) -> bool,
) {
    if kept_grew && holds(kept) {
        return;
    }
    if candidates.len() == 1 {
        kept.push(candidates[0]);
        return;
    }
    let (first, second) = candidates.split_at(candidates.len() / 2);
    let before = kept.len();
    kept.extend_from_slice(first);
    let with_first = kept.len();
    quick_explain(kept, true, second, holds);
    // What the second half needed, kept; the first half is tried again.
    let needed_of_second: Vec<T> = kept[with_first..].to_vec();
    kept.truncate(before);
    kept.extend_from_slice(&needed_of_second);
    let grew = !needed_of_second.is_empty();
    quick_explain(kept, grew, first, holds);
}

#[cfg(test)]
mod tests {
    use super::quick_explain;

    #[test]
    fn finds_a_minimal_part_that_holds() {
        // Holds when both 3 and 7 are in.
        let mut tests = 0;
        let mut holds = |part: &[u32]| {
            tests += 1;
            part.contains(&3) && part.contains(&7)
        };
        let candidates: Vec<u32> = (0..16).collect();
        let mut kept = Vec::new();
        quick_explain(&mut kept, false, &candidates, &mut holds);
        kept.sort_unstable();
        assert_eq!(kept, vec![3, 7]);
        assert!(tests < 16, "{tests} tests, no fewer than one at a time");
    }

    #[test]
    fn keeps_what_is_kept_already() {
        let mut holds = |part: &[u32]| part.contains(&1) && part.contains(&9);
        let mut kept = vec![1];
        quick_explain(&mut kept, true, &[4, 9, 12], &mut holds);
        assert_eq!(kept, vec![1, 9]);
    }
}
