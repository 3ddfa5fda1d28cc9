//! The Nurikabe rules, cheapest first. Each file holds one rule and has a
//! page of the same name in `rules/nurikabe/`.

mod between_islands;
mod cell_count;
mod cuts;
mod island_complete;
mod island_must_use;
mod island_of_one;
mod island_one_exit;
mod island_shapes;
mod land_pocket;
pub(super) mod memory;
mod one_cell_short;
mod pool;
mod reach;
mod scratch;
mod sea_cut;
mod sea_reach;
mod shapes;
mod small_grid;
mod unreachable;
mod water_bridge;
mod water_one_exit;

use crate::engine::Rule;
use crate::rule_pages;

use super::state::Nurikabe;

pub static ALL: &[&dyn Rule<Nurikabe>] = &[
    &island_of_one::IslandOfOne,
    &island_complete::IslandComplete,
    &between_islands::BetweenIslands,
    &pool::Pool,
    &cell_count::CellCount,
    &island_one_exit::IslandOneExit,
    &water_one_exit::WaterOneExit,
    &one_cell_short::OneCellShort,
    &unreachable::Unreachable,
    &land_pocket::LandPocket,
    &water_bridge::WaterBridge,
    &sea_reach::SeaReach,
    &island_must_use::IslandMustUse,
    &island_shapes::IslandShapes,
];

/// The rules' pages, in the order of `ALL`; the engine's steps' pages are
/// added by `rule_pages!`.
pub static PAGES: &[(&str, &str)] = rule_pages!(
    "nurikabe";
    "island-of-one",
    "island-complete",
    "between-islands",
    "pool",
    "cell-count",
    "island-one-exit",
    "water-one-exit",
    "one-cell-short",
    "unreachable",
    "land-pocket",
    "water-bridge",
    "sea-reach",
    "island-must-use",
    "island-shapes",
);
