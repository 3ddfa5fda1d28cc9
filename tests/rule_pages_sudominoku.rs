//! The Su-Domino-Ku catalog (see `common/catalog.rs`).

use crate::common;

use common::catalog;
use deduce::puzzles::sudominoku::SuDominoKu;

#[test]
fn every_rule_has_a_page_and_every_page_a_rule() {
    catalog::every_rule_has_a_page_and_every_page_a_rule::<SuDominoKu>();
}

#[test]
fn rule_ids_are_unique_kebab_case_nouns() {
    catalog::rule_ids_are_unique_kebab_case_nouns::<SuDominoKu>();
}

#[test]
fn every_page_has_its_sections_in_order() {
    catalog::every_page_has_its_sections_in_order::<SuDominoKu>();
}

#[test]
fn every_example_runs() {
    catalog::every_example_runs::<SuDominoKu>();
}

#[test]
fn rules_find_nothing_where_they_are_not_relevant() {
    catalog::rules_find_nothing_where_they_are_not_relevant::<SuDominoKu>();
}

#[test]
fn the_hypothesis_section_states_the_passes_the_rules_give() {
    catalog::the_hypothesis_section_states_the_passes_the_rules_give::<SuDominoKu>();
}
