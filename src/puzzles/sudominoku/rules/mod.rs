//! The Su-Domino-Ku rules, cheapest first: the sudoku side, then the
//! domino side. Each file holds one rule.

mod pairing;
mod why;

use super::state::SuDominoKu;

crate::rule_list!(
    SuDominoKu;
    naked_single::NakedSingle,
    hidden_single::HiddenSingle,
    only_partner::OnlyPartner,
    used_domino::UsedDomino,
    no_domino_fits::NoDominoFits,
    domino_carries::DominoCarries,
    domino_one_place::DominoOnePlace,
    locked_candidates::LockedCandidates,
    naked_pair::NakedPair,
    hidden_pair::HiddenPair,
    chessboard::Chessboard,
);
