//! The Su-Domino-Ku rules, cheapest first: the sudoku side, then the
//! domino side. Each file holds one rule.

mod domino_carries;
mod domino_one_place;
mod hidden_pair;
mod hidden_single;
mod locked_candidates;
mod naked_pair;
mod naked_single;
mod no_domino_fits;
mod only_partner;
mod pairing;
mod used_domino;

use crate::engine::Rule;

use super::state::SuDominoKu;

pub static ALL: &[&dyn Rule<SuDominoKu>] = &[
    &naked_single::NakedSingle,
    &hidden_single::HiddenSingle,
    &only_partner::OnlyPartner,
    &used_domino::UsedDomino,
    &no_domino_fits::NoDominoFits,
    &domino_carries::DominoCarries,
    &domino_one_place::DominoOnePlace,
    &locked_candidates::LockedCandidates,
    &naked_pair::NakedPair,
    &hidden_pair::HiddenPair,
];
