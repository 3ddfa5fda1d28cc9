//! Sets of cells kept as the bits of a word, bit `c` for cell `c`, where
//! a grid's cells fit in 128: what rules that look across the grid read
//! a word at a time (Nurikabe's island shapes, Su-Domino-Ku's digits).

/// The cells of `mask`, lowest first.
pub fn cells_of(mut mask: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let cell = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            cell
        })
    })
}
