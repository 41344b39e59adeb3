//! Open Ice, college hockey from a 100-card action deck against team charts (rules:
//! shared/rules/open-ice.txt; checklist: shared/rules/open-ice-inventory.md).
//!
//! `deck` holds the action deck as data, `charts` the printed charts, `chart` the card builder
//! that turns a league team's stat lines into its team chart, `rules` the engine. Every reading
//! of the rulebook the engine had to choose is listed in docs/open-ice-readings.md.
//!
//! `table` is what the sim table (src/ui/open_ice/) reads off a game.

pub mod chart;
pub mod charts;
pub mod deck;
mod describe;
pub mod lab;
mod rules;
pub mod state;
mod table;

#[cfg(test)]
mod tests;

pub use rules::{
    BOOK_VERSION, Modifiers, OVERTIME_DRAWS, OpenIce, PERIOD_DRAWS, PULL_GOALIE_DRAWS,
    REGULATION_PERIODS, builtin_rates, face_off_winner,
};
pub use state::*;
pub use table::{SkaterStatus, moments, named_players};
