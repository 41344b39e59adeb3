//! 4th Street Hockey (rules: shared/rules/4th-street-hockey.txt; readings:
//! docs/fourth-street-readings.md).
//!
//! Started: the board (`rink`), the timer (`clock`), the charts whose entries the text gives
//! (`charts`), and the skater and goalie cards with their builder and nominal model (`cards`,
//! `goalie`); the dice are in `engine::dice` and the tray in `ui::dice_tray`. Not yet: the rules
//! engine, the computer manager and the table.

pub mod battles;
pub mod cards;
pub mod charts;
pub mod clock;
pub mod goalie;
pub mod rink;
pub mod state;
