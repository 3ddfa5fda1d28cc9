//! The engine's own pages, `rules/engine/` (see `common/catalog.rs`); each
//! puzzle's sections of them are checked with the puzzle's catalog.

use crate::common;

use common::catalog;

#[test]
fn engine_pages_have_their_sections_in_order() {
    catalog::engine_pages_have_their_sections_in_order();
}
