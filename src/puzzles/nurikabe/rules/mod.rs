//! The Nurikabe rules, cheapest first. Each file holds one rule and has a
//! page of the same name in `rules/nurikabe/`.

mod cuts;
mod fit_masks;
pub(super) mod memory;
mod reach;
mod scratch;
mod sea_cut;
mod shapes;
mod small_grid;
mod why;

use super::state::Nurikabe;

crate::rule_list!(
    Nurikabe;
    island_of_one::IslandOfOne,
    island_complete::IslandComplete,
    between_islands::BetweenIslands,
    pool::Pool,
    cell_count::CellCount,
    island_one_exit::IslandOneExit,
    water_one_exit::WaterOneExit,
    one_cell_short::OneCellShort,
    unreachable::Unreachable,
    land_pocket::LandPocket,
    water_bridge::WaterBridge,
    sea_reach::SeaReach,
    island_must_use::IslandMustUse,
    island_shapes::IslandShapes,
);

/// For the tests: a fixed sequence of numbers, each below the bound it
/// is asked with (a linear congruential generator).
#[cfg(test)]
fn random_below(mut seed: u64) -> impl FnMut(usize) -> usize {
    move |bound| {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (seed >> 33) as usize % bound
    }
}
