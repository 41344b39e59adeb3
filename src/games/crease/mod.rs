//! Inside the Crease (rules: shared/rules/inside-the-crease.md; checklist:
//! shared/rules/inside-the-crease-inventory.md, whose D/R/E/A numbers the code cites).
//!
//! The codes every part shares live here; `fac` holds the 200 Fast Action Cards as data, `cards`
//! the card builder (skater and goalie cards from the league's stat lines), `rules` the engine
//! and the computer manager, `table` what the table shows and `describe` the play-by-play.
//! docs/rules/crease.md says rule by rule where the code does each and which test shows it.

pub mod cards;
mod describe;
pub mod fac;
pub mod lab;
mod rules;
pub mod state;
mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_audit;
#[cfg(test)]
mod tests_bench;
#[cfg(test)]
mod tests_book;

pub use describe::clock_text;
pub use rules::{
    Bench, Crease, PERIOD_STEPS, Penalty, REGULATION_PERIODS, face_off_winner, slot_index,
};
pub use state::*;
pub use table::{
    BoxEntry, FacFaces, FacLine, FacPart, SkaterStatus, fac_faces, named_players, parts_read,
};

use serde::{Deserialize, Serialize};

/// The six places on a side, in the order the table lays them out (D2): LW LD C RD RW G.
/// "Opposite" a slot is the same slot on the other side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Slot {
    LW,
    LD,
    C,
    RD,
    RW,
    G,
}

impl Slot {
    pub const ALL: [Slot; 6] = [Slot::LW, Slot::LD, Slot::C, Slot::RD, Slot::RW, Slot::G];
    /// The five skater slots.
    pub const SKATERS: [Slot; 5] = [Slot::LW, Slot::LD, Slot::C, Slot::RD, Slot::RW];

    pub fn code(self) -> &'static str {
        match self {
            Slot::LW => "LW",
            Slot::LD => "LD",
            Slot::C => "C",
            Slot::RD => "RD",
            Slot::RW => "RW",
            Slot::G => "G",
        }
    }
}

/// Shot types, SH5 the best chance down to SH0 (D44, D47).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ShotType {
    Sh5,
    Sh4,
    Sh3,
    Sh2,
    Sh1,
    Sh0,
}

impl ShotType {
    pub const ALL: [ShotType; 6] = [
        ShotType::Sh5,
        ShotType::Sh4,
        ShotType::Sh3,
        ShotType::Sh2,
        ShotType::Sh1,
        ShotType::Sh0,
    ];

    pub fn code(self) -> &'static str {
        match self {
            ShotType::Sh5 => "SH5",
            ShotType::Sh4 => "SH4",
            ShotType::Sh3 => "SH3",
            ShotType::Sh2 => "SH2",
            ShotType::Sh1 => "SH1",
            ShotType::Sh0 => "SH0",
        }
    }
}

/// What a skater's 1-40 section gives (D44): a shot, a giveaway, a plain pass, an assisted
/// pass, or (short-handed only) icing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Play {
    Shot(ShotType),
    Give,
    Pass,
    Ast,
    Ice,
}

/// What a goalie's column gives for a shot on goal (D48, R35-R39): a goal, a rebound, a held
/// puck, a save steered to one of his team's skater slots (DLD, DRD, DLW, DRW, DC), or a
/// deflection out of play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Save {
    Goal,
    Rebound,
    Held,
    DeflectTo(Slot),
    OutOfPlay,
}
