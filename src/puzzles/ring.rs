//! The eight cells round a cell, in turn: the topology tests that ask
//! whether turning one cell over splits or joins what lies round it
//! (Nurikabe's sea, a generated Slitherlink's inside) read them as a ring.

/// Row and column steps round a cell, starting above it and going
/// clockwise; the four beside it are at even places, so two places in a
/// row are side by side.
pub const RING: [(isize, isize); 8] = [
    (-1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
];

/// What `value` says of each cell round `cell` in a `rows` x `cols`
/// grid, in the ring's order; `beyond` for a place off the grid.
pub fn around(
    rows: usize,
    cols: usize,
    cell: usize,
    beyond: bool,
    value: impl Fn(usize) -> bool,
) -> [bool; 8] {
    let (row, col) = ((cell / cols) as isize, (cell % cols) as isize);
    RING.map(|(dr, dc)| {
        let (r, c) = (row + dr, col + dc);
        let on_grid = (0..rows as isize).contains(&r) && (0..cols as isize).contains(&c);
        if on_grid {
            value(r as usize * cols + c as usize)
        } else {
            beyond
        }
    })
}
