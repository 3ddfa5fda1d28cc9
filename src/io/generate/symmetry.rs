//! The symmetry a generated puzzle's clue layout keeps: clues are taken
//! away an orbit at a time (a cell and its image), so what is left is as
//! symmetric as what was there.

use std::fmt;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Symmetry {
    /// Any layout.
    #[default]
    None,
    /// The same after a half turn about the centre.
    Rotate,
    /// The same in a mirror down the middle (left and right swap).
    Mirror,
}

impl Symmetry {
    pub const ALL: [Symmetry; 3] = [Symmetry::None, Symmetry::Rotate, Symmetry::Mirror];

    pub fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotate => "rotate",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The cell `cell` (row-major in a `rows` x `cols` grid) maps to.
    pub fn image(self, cell: usize, rows: usize, cols: usize) -> usize {
        let (r, c) = (cell / cols, cell % cols);
        match self {
            Symmetry::None => cell,
            Symmetry::Rotate => (rows - 1 - r) * cols + (cols - 1 - c),
            Symmetry::Mirror => r * cols + (cols - 1 - c),
        }
    }

    /// The sites (by their cells) grouped into orbits: each orbit is the
    /// sites at a cell and at its image, the sites of each orbit in the
    /// order given, the orbits in the order of their first site.
    pub fn orbits(self, cells: &[usize], rows: usize, cols: usize) -> Vec<Vec<usize>> {
        let mut orbit_of_cell = vec![usize::MAX; rows * cols];
        let mut orbits: Vec<Vec<usize>> = Vec::new();
        for (site, &cell) in cells.iter().enumerate() {
            let key = cell.min(self.image(cell, rows, cols));
            if orbit_of_cell[key] == usize::MAX {
                orbit_of_cell[key] = orbits.len();
                orbits.push(Vec::new());
            }
            orbits[orbit_of_cell[key]].push(site);
        }
        orbits
    }
}

impl fmt::Display for Symmetry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Symmetry;

    #[test]
    fn images_turn_and_mirror_and_undo_themselves() {
        // 2 x 3: cells 0 1 2 / 3 4 5.
        assert_eq!(Symmetry::Rotate.image(0, 2, 3), 5);
        assert_eq!(Symmetry::Rotate.image(4, 2, 3), 1);
        assert_eq!(Symmetry::Mirror.image(3, 2, 3), 5);
        assert_eq!(Symmetry::Mirror.image(1, 2, 3), 1);
        for s in Symmetry::ALL {
            for cell in 0..6 {
                assert_eq!(s.image(s.image(cell, 2, 3), 2, 3), cell);
            }
        }
    }

    #[test]
    fn orbits_pair_a_cell_with_its_image() {
        let cells: Vec<usize> = (0..6).collect();
        assert_eq!(
            Symmetry::Rotate.orbits(&cells, 2, 3),
            vec![vec![0, 5], vec![1, 4], vec![2, 3]]
        );
        assert_eq!(
            Symmetry::Mirror.orbits(&cells, 2, 3),
            vec![vec![0, 2], vec![1], vec![3, 5], vec![4]]
        );
        assert_eq!(Symmetry::None.orbits(&cells, 2, 3).len(), 6);
    }
}
