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
