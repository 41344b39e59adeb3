//! Ice Cold Ice Hockey (rules: shared/rules/ice-cold-ice-hockey.txt).
//!
//! `cards` says what a card is, `deck` holds the 64 cards as data, `state` the public types
//! (options, actions, events, phases) and `rules` the engine. Every reading of the rulebook where
//! it is silent or ambiguous is listed in docs/icih-readings.md.

mod ai;
pub mod cards;
pub mod deck;
pub mod draws;
pub mod fixtures;
pub mod lab;
pub mod link;
mod rules;
pub mod sealed;
pub mod search;
pub mod state;
mod view;

#[cfg(test)]
mod deck_tests;
#[cfg(test)]
mod link_attack_tests;
#[cfg(test)]
mod link_tests;
#[cfg(test)]
mod rule_tests;
#[cfg(test)]
mod scenario_tests;
#[cfg(test)]
mod sealed_tests;
#[cfg(test)]
mod tests;

pub use rules::{
    After, Call, HAND, Icih, MAX_HAND, PeriodKind, PowerPlay, REGULATION_PERIODS, Serve,
    ShootoutScore, period_label, team_name,
};
pub use state::*;
pub use view::{View, counted, describe};
