//! 4th Street Hockey (rules: shared/rules/4th-street-hockey.txt; readings:
//! docs/fourth-street-readings.md).
//!
//! Started: the board (`rink`), the timer (`clock`), the charts whose entries the text gives
//! (`charts`), and the skater and goalie cards with their builder and nominal model (`cards`,
//! `goalie`), the engine (`play` its types, `rules` the steps and the computer manager); the
//! dice are in `engine::dice` and the tray in `ui::dice_tray`.

pub mod battles;
pub mod cards;
pub mod charts;
pub mod clock;
mod describe;
pub mod fixtures;
pub mod goalie;
pub mod lab;
pub mod play;
pub mod rink;
pub mod rules;
pub mod state;
pub mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_audit;
#[cfg(test)]
mod tests_bench;
#[cfg(test)]
mod tests_book;
#[cfg(test)]
mod tests_coach;
#[cfg(test)]
mod tests_examples;
#[cfg(test)]
mod tests_lines;
#[cfg(test)]
mod tests_round2;
