//! The Fill-a-Pix catalog (see `common/catalog.rs`).

use crate::common;

use common::catalog;
use deduce::puzzles::pixel::Pixel;

#[test]
fn every_rule_has_a_page_and_every_page_a_rule() {
    catalog::every_rule_has_a_page_and_every_page_a_rule::<Pixel>();
}

#[test]
fn rule_ids_are_unique_kebab_case_nouns() {
    catalog::rule_ids_are_unique_kebab_case_nouns::<Pixel>();
}

#[test]
fn every_page_has_its_sections_in_order() {
    catalog::every_page_has_its_sections_in_order::<Pixel>();
}

#[test]
fn every_example_runs() {
    catalog::every_example_runs::<Pixel>();
}

#[test]
fn rules_find_nothing_where_they_are_not_relevant() {
    catalog::rules_find_nothing_where_they_are_not_relevant::<Pixel>();
}

#[test]
fn the_hypothesis_section_states_the_passes_the_rules_give() {
    catalog::the_hypothesis_section_states_the_passes_the_rules_give::<Pixel>();
}
