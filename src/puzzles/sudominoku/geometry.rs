//! The fixed shape of the 9x9 grid: its 27 units (rows, columns, boxes),
//! each cell's units, and the 144 places a domino can lie (pairs of cells
//! side by side, called edges here), worked out once.

use std::sync::OnceLock;

use super::bits::{Cells, Side};
use super::givens::{CELLS, SIDE};

pub const UNITS: usize = 27;
pub const EDGES: usize = 2 * SIDE * (SIDE - 1);

pub struct Geometry {
    /// Rows 0..9, columns 9..18, boxes 18..27; each unit's cells in
    /// reading order.
    pub units: [[usize; SIDE]; UNITS],
    /// Per cell: its row, column and box.
    pub cell_units: [[usize; 3]; CELLS],
    /// Per edge: its two cells, the first above or left of the second.
    pub edges: [[usize; 2]; EDGES],
    /// Per cell: the edges it belongs to (2 to 4), in edge order.
    pub cell_edges: [Vec<usize>; CELLS],
    /// Per unit: its cells as a set (see `bits`).
    pub unit_cells: [Cells; UNITS],
    /// Per cell: the edge to its right and the one below it, where the
    /// grid has them (else `EDGES`).
    from_cell: [[usize; 2]; CELLS],
}

impl Geometry {
    /// The edge between `a` and `b`, given either way round, if they are
    /// side by side.
    pub fn edge_between(&self, a: usize, b: usize) -> Option<usize> {
        let pair = [a.min(b), a.max(b)];
        self.cell_edges[a]
            .iter()
            .copied()
            .find(|&e| self.edges[e] == pair)
    }

    /// The edge from `cell` to its right or down, which must exist.
    pub fn edge_from(&self, cell: usize, side: Side) -> usize {
        let edge = self.from_cell[cell][side as usize];
        debug_assert!(edge < EDGES, "no edge {side:?} of cell {cell}");
        edge
    }
}

/// The grid's geometry, built on first use.
pub fn geometry() -> &'static Geometry {
    static GEOMETRY: OnceLock<Geometry> = OnceLock::new();
    GEOMETRY.get_or_init(build)
}

fn build() -> Geometry {
    let mut units = [[0; SIDE]; UNITS];
    let mut cell_units = [[0; 3]; CELLS];
    for (cell, units_of_cell) in cell_units.iter_mut().enumerate() {
        let (r, c) = (cell / SIDE, cell % SIDE);
        let b = (r / 3) * 3 + c / 3;
        let within_box = (r % 3) * 3 + c % 3;
        units[r][c] = cell;
        units[SIDE + c][r] = cell;
        units[2 * SIDE + b][within_box] = cell;
        *units_of_cell = [r, SIDE + c, 2 * SIDE + b];
    }
    let mut edges = [[0; 2]; EDGES];
    let mut from_cell = [[EDGES; 2]; CELLS];
    let mut cell_edges: [Vec<usize>; CELLS] = std::array::from_fn(|_| Vec::new());
    let mut next = 0;
    for cell in 0..CELLS {
        let (r, c) = (cell / SIDE, cell % SIDE);
        let mut add = |other: usize| {
            edges[next] = [cell, other];
            from_cell[cell][Side::of(cell, other) as usize] = next;
            cell_edges[cell].push(next);
            cell_edges[other].push(next);
            next += 1;
        };
        if c + 1 < SIDE {
            add(cell + 1);
        }
        if r + 1 < SIDE {
            add(cell + SIDE);
        }
    }
    for list in &mut cell_edges {
        list.sort_unstable();
    }
    let unit_cells = units.map(|cells| cells.iter().fold(0, |set, &c| set | 1 << c));
    Geometry {
        units,
        cell_units,
        edges,
        cell_edges,
        unit_cells,
        from_cell,
    }
}

#[cfg(test)]
mod tests {
    use super::{EDGES, geometry};

    #[test]
    fn every_unit_holds_nine_different_cells_and_every_cell_is_in_three() {
        let g = geometry();
        let mut count = [0; 81];
        for unit in &g.units {
            let mut cells = unit.to_vec();
            cells.sort_unstable();
            cells.dedup();
            assert_eq!(cells.len(), 9);
            cells.iter().for_each(|&c| count[c] += 1);
        }
        assert!(count.iter().all(|&n| n == 3));
        // Box 5 (the middle one) holds r5c5, cell 40.
        assert!(g.units[18 + 4].contains(&40));
        assert_eq!(g.cell_units[40], [4, 13, 22]);
    }

    #[test]
    fn edges_join_cells_side_by_side_and_corners_have_two() {
        let g = geometry();
        assert_eq!(EDGES, 144);
        for &[a, b] in &g.edges {
            assert!(b == a + 1 && a % 9 != 8 || b == a + 9);
        }
        assert_eq!(g.cell_edges[0].len(), 2);
        assert_eq!(g.cell_edges[40].len(), 4);
        let total: usize = g.cell_edges.iter().map(Vec::len).sum();
        assert_eq!(total, 2 * EDGES);
    }
}
