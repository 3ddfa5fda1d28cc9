//! puzz.link / pzv.jp URLs: `…p?<genre>[_edit|_play]/[v:…/][<flag>/]
//! <cols>/<rows>/<body>[/]`, query parameters (`type=editor&`) allowed
//! before the genre. Width comes before height.

use super::{ClueGrid, FormatError, nurikabe_body, side, slither_body};

/// What a URL holds, before its body is decoded.
#[derive(Debug, PartialEq, Eq)]
pub struct Url<'t> {
    pub genre: &'t str,
    pub flags: Vec<&'t str>,
    pub cols: usize,
    pub rows: usize,
    pub body: &'t str,
    /// Where the body starts in the line, in characters.
    pub body_at: usize,
}

/// Whether `line` reads as a puzz.link URL (it need not be a good one).
pub fn looks_like_url(line: &str) -> bool {
    let line = line.trim();
    line.contains("p?") || line.contains("p.html?")
}

/// Splits a URL into its parts; `offset` is where it starts in its line.
pub fn parse(line: &str) -> Result<Url<'_>, FormatError> {
    let query_at = line
        .find('?')
        .ok_or_else(|| FormatError::at(0, "a puzz.link URL has `p?` before the genre"))?
        + 1;
    let mut tokens = Vec::new();
    let mut start = query_at;
    for part in line[query_at..].split('/') {
        tokens.push((part, char_offset(line, start)));
        start += part.len() + 1;
    }
    let (mut genre, genre_at) = tokens[0];
    // Query parameters before the genre: `type=editor&slither`.
    if let Some(amp) = genre.rfind('&') {
        genre = &genre[amp + 1..];
    }
    let genre = genre
        .strip_suffix("_edit")
        .or_else(|| genre.strip_suffix("_play"))
        .unwrap_or(genre);
    if genre.is_empty() {
        return Err(FormatError::at(
            genre_at,
            "the URL names no genre after `?`",
        ));
    }
    let mut rest = tokens[1..].iter().copied();
    let mut flags = Vec::new();
    let (cols_text, cols_at) = loop {
        let Some((token, at)) = rest.next() else {
            return Err(FormatError::at(
                line.chars().count(),
                "the URL ends before the grid's width and height",
            ));
        };
        if token.starts_with("v:") {
            continue;
        }
        if token.parse::<usize>().is_ok() {
            break (token, at);
        }
        flags.push(token);
    };
    let cols = side(cols_text, "width", cols_at)?;
    let (rows_text, rows_at) = rest.next().ok_or_else(|| {
        FormatError::at(
            line.chars().count(),
            "the URL ends before the grid's height",
        )
    })?;
    let rows = side(rows_text, "height", rows_at)?;
    let (body, body_at) = rest.next().unwrap_or(("", line.chars().count()));
    if let Some((extra, at)) = rest.find(|(t, _)| !t.is_empty()) {
        return Err(FormatError::at(
            at,
            format!("unexpected '{extra}' after the body"),
        ));
    }
    Ok(Url {
        genre,
        flags,
        cols,
        rows,
        body,
        body_at,
    })
}

fn char_offset(line: &str, byte: usize) -> usize {
    line[..byte.min(line.len())].chars().count()
}

/// The genres whose URL bodies (and pzprv3 boards) this module reads and
/// writes; which puzzle each is, its record says (`pzpr_genre`).
pub const GENRES: &[&str] = &["slither", "nurikabe"];

/// Decodes a URL of genre `genre` into its clues.
pub fn decode(line: &str, genre: &str) -> Result<ClueGrid, FormatError> {
    let url = parse(line)?;
    if url.genre != genre {
        let known = GENRES.join(" or ");
        return Err(FormatError::at(
            0,
            format!(
                "a puzz.link URL of genre '{}', not '{genre}' (deduce reads {known})",
                url.genre
            ),
        ));
    }
    if let Some(flag) = url.flags.first() {
        let why = match (genre, *flag) {
            ("slither", "f") => {
                "flag 'f' asks for a loop through every dot, a variant deduce does not solve"
                    .to_string()
            }
            _ => format!("the flag '{flag}' is not one deduce knows for {genre}"),
        };
        return Err(FormatError::at(0, why));
    }
    match genre {
        "slither" => slither_body::decode(url.body, url.rows, url.cols, url.body_at),
        _ => nurikabe_body::decode(url.body, url.rows, url.cols, url.body_at),
    }
}

/// The URL of `grid` in genre `genre`.
pub fn encode(grid: &ClueGrid, genre: &str) -> Result<String, String> {
    let body = match genre {
        "slither" => slither_body::encode(grid)?,
        _ => nurikabe_body::encode(grid)?,
    };
    Ok(format!(
        "https://puzz.link/p?{genre}/{}/{}/{body}",
        grid.cols, grid.rows
    ))
}

#[cfg(test)]
mod tests {
    use super::super::grid_of as grid;
    use super::*;

    #[test]
    fn the_formats_examples_decode_to_their_grids() {
        let five = grid(&[
            "2 . . 1 .",
            ". 2 . . 1",
            ". . 2 . .",
            "3 . . 3 .",
            ". 0 . . 3",
        ]);
        assert_eq!(
            decode("p?slither/5/5/cbcbcddad", "slither"),
            Ok(five.clone())
        );
        let tall = grid(&["3 .", ". 1", ". .", ". ."]);
        assert_eq!(decode("p?slither/2/4/dbh", "slither"), Ok(tall));
        let nuri = grid(&[
            ". 5 . . .",
            ". . 2 . .",
            ". . . . .",
            ". . 1 . .",
            ". . . 3 .",
        ]);
        assert_eq!(decode("p?nurikabe/5/5/g5k2o1k3g", "nurikabe"), Ok(nuri));
        let big = decode(
            "https://puzz.link/p?nurikabe/10/10/5ibj4zp7i9j6zz3i8ja",
            "nurikabe",
        )
        .unwrap();
        let row = |r: usize| big.cells[r * 10..r * 10 + 10].to_vec();
        let expect = |text: &str| grid(&[text]).cells;
        assert_eq!(row(0), expect("5 . . . 11 . . . . 4"));
        assert_eq!(row(4), expect("7 . . . 9 . . . . 6"));
        assert_eq!(row(9), expect("3 . . . 8 . . . . 10"));
        assert!(row(1).iter().all(Option::is_none));
    }

    #[test]
    fn hosts_modes_parameters_and_a_trailing_slash_are_read() {
        let expect = decode("p?slither/2/4/dbh", "slither").unwrap();
        for url in [
            "http://pzv.jp/p.html?slither/2/4/dbh",
            "https://puzz.link/p?slither_edit/2/4/dbh/",
            "https://puzz.link/p?type=editor&slither/2/4/dbh",
            "https://puzz.link/p?slither/v:/2/4/dbh",
        ] {
            assert_eq!(decode(url, "slither"), Ok(expect.clone()), "{url}");
        }
    }

    #[test]
    fn bad_urls_say_what_and_where() {
        let error = |url: &str, genre: &str| decode(url, genre).unwrap_err();
        assert!(
            error("p?heyawake/5/5/abc", "slither")
                .message
                .contains("'heyawake'")
        );
        assert!(
            error("p?slither/f/2/4/dbh", "slither")
                .message
                .contains("every dot")
        );
        let cut = error("p?slither/5/5/cbcb", "slither");
        assert!(cut.message.contains("cut short"), "{}", cut.message);
        let bad = error("p?slither/2/4/d!h", "slither");
        assert_eq!(bad.offset, 15);
        assert!(bad.message.contains("'!'"));
        assert!(error("p?slither/0/4/", "slither").message.contains("width"));
        assert!(
            error("p?slither/5000/4/", "slither")
                .message
                .contains("1000")
        );
        assert!(
            error("p?nurikabe/2/2/-1", "nurikabe")
                .message
                .contains("cut short")
        );
        assert!(
            error("p?slither/2/2/zzz", "slither")
                .message
                .contains("past")
        );
    }

    #[test]
    fn urls_round_trip() {
        for (url, genre) in [
            ("https://puzz.link/p?slither/5/5/cbcbcddad", "slither"),
            ("https://puzz.link/p?nurikabe/5/5/g5k2o1k3g", "nurikabe"),
            (
                "https://puzz.link/p?nurikabe/10/10/5ibj4zp7i9j6zz3i8ja",
                "nurikabe",
            ),
        ] {
            let grid = decode(url, genre).unwrap();
            let again = encode(&grid, genre).unwrap();
            assert_eq!(decode(&again, genre), Ok(grid), "{url} -> {again}");
        }
        let numbers = grid(&["300 5000", "9000 ?"]);
        let url = encode(&numbers, "nurikabe").unwrap();
        assert_eq!(decode(&url, "nurikabe"), Ok(numbers));
    }
}
