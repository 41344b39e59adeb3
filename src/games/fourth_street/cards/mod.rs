//! 4th Street Hockey skater cards (docs/fourth-street-readings.md D22-D54) and the builder that
//! makes them from the league's stat lines. Goalie cards are in [`super::goalie`].
//!
//! # The card
//! - A puck-action block of seven columns (D-ES, D-PP, D-SH, N, O-ES, O-PP, O-SH; the neutral
//!   zone has one column, A13), each splitting the d10 pair 00-99 into PD, SC, DC, ICE, OFF, PN,
//!   INJ, WS, SS, ⁂ and WP ranges in that order; an action a column lacks is greyed out.
//! - Result columns PS and SK (the carrier's) and DF and CH (the defender's), read by the 2d6
//!   total 2-12 ([`PlayResult`]).
//! - A 6×6 shot section (black d6 across, white d6 down: "under 1 and across from 3") of goalie
//!   zones a1-e5, misses wL/wR and ◘, and a 6×6 drift section below it (nothing, the eight
//!   arrows, a tip by ⓐ/ⓑ or a teammate's number, ✪); the ratings of [`SkaterRatings`].
//!
//! # Design choices (each written beside its data below)
//! - Action widths follow the surviving sample chart's shape (D25): ICE only in D and N, OFF
//!   only in N and O, shots only in O, D-SH mostly ICE. Per player: PD against SC from his share
//!   of assists in his points; the O-column shot widths solved from his shots on goal; the PN
//!   width (0-6 in every column) with the ☢ cells of his DF and CH columns from his penalty
//!   minutes; WP in D-ES and O-ES on about a quarter of skaters (a hash of the id).
//! - Ratings from the stat line by closed formulas ([`base_ratings`]), except A(zz), solved so
//!   the assist tables give back his assists, and the man-advantage bonus of the power-play
//!   unit, solved for his power-play goals.
//! - Result columns are graded templates ([`ps_column`], [`sk_column`], [`df_column`],
//!   [`ch_column`]); the average ones keep the text's Bollinger cells (SK 8 ▲, SK 11 ⍙, PS 8
//!   ▲Ⓐ). Passes favour Ⓐ (19 of the 35 pass cells of an average passer), so the puck finds
//!   the team's shooters, as recipient values rank them by shots per 60; ▼➃ and ▼➄ (8 cells)
//!   send it back to the point, where the defencemen shoot from.
//! - Shot section: 8 misses placed where slap shots (+1 on each die) read twice as often and
//!   breakaways (-1) hardly ever (misses: wrist 22%, slap 31%, breakaway 8%); 0-4 ◘ cells by
//!   shooting percentage (the text: scorers have more); the other cells are goalie zones, the
//!   better ones nearer the breakaway corner, picked to give back his goals.
//! - Drift section: 9 arrows, ✪ once (twice for defencemen), ⓐ at (6,3), and for defencemen
//!   a ➁ (point shots tipped by the centre); the stated cells (3,5) ↳, (6,3) ⓐ and an empty
//!   (5,2) hold on every card.
//!
//! # The nominal model ([`expected_per_game`])
//! Building a card by playing games would be slow, so a card is solved against a model of the
//! game with these assumptions (the constants below, each with its reason), and the model is
//! checked against the engine (`realism_fourth_street`):
//! - A team makes [`ROLLS_PER_MIN`] action rolls a minute (1.91 at even strength, more on the
//!   power play, fewer short-handed), split over the thirds by [`THIRDS`]: about 115 a game,
//!   as the engine makes them. [`ENGINE_SHOTS`] and [`ENGINE_PIM`] are what the engine gives
//!   back of the model's shots and penalty minutes; the builder aims at the line divided by
//!   them.
//! - Who has the puck on the ice: a share [`PASS_SOURCE`] of a skater's rolls come from a
//!   teammate's completed pass (the cards' own rate, tested), aimed by the average PS template
//!   (Ⓐ-Ⓓ by recipient value, ➃ and ➄ by slot); the rest start evenly (the d6p names the man
//!   on loose pucks, faceoffs and rebounds). Groups on the ice are the league's forward lines with each pair
//!   by its ice time; the power-play unit is the five best by power-play points a game and the
//!   penalty killers the four best PK ratings (A24).
//! - Defenders: the d6p names one of six numbers; forecheckers (the LW and C, A25) stand only
//!   in the carrier's defensive zone, the others elsewhere, the forecheckers half the time
//!   being back ([`P_BACK`]). Matchups are read against the league's average ratings (PS and
//!   SK 15, DF and CH 5, BL [`BL_AVG`]).
//! - Shots: his O-column shots and the computer's wild cards (A71), ● from his SK column and
//!   from passes he takes as Ⓐ, ♢ when forechecking, rushes and breakaways by his SP, rush
//!   strings ending on him, tips he makes as ⓐ; rebounds are [`REBOUND_SHARE`] of O-zone rolls.
//!   Shot levels: forwards 30/45/25% from levels 1/2/3, defencemen 10/25/65%.
//! - Goals: each shot on goal by its aim, level and tack-ons, read on goalies averaged over a
//!   set ([`GoalieAverage`]): the builder uses the reference goalie, the tests the league's.
//! - Assists: the assist tables (A9) over the goals his on-ice teammates score while with him.
//! - PIM: the penalty chart's minutes for the offensive and defensive sides, over his PN
//!   actions, his ☢ cells when he wins a defensive matchup, and what the rest of the league's
//!   cards put on him (named on their PN actions, losing to their ☢ cells).
//!
//! What the model cannot know until the engine runs: how many rolls a game really happen in
//! each third, how passes really spread over the five, how often forecheckers are back, the
//! real shot levels, and how lines, injuries and penalties move ice time. The engine's
//! calibration loop (readings section 7) will scale the same knobs.

use super::charts;
use super::goalie::{
    self, Aim, GoalieAverage, Seeded, ShotKey, ShotLedger, open_number, reference_average,
    reference_goalie, solid_number, zone_at, zone_index,
};
use super::rink::Move;
use super::state::GoalieZone;
pub use crate::league::{Correction, Corrections};
use crate::league::{Dressing, LeagueTeam, Player, Position, SkaterLine};
use serde::{Deserialize, Serialize};

pub use super::goalie::{GoalieCard, goalie_card};

mod actions;
mod builder;
mod card;
mod model;
mod ratings;
mod team;
mod templates;
#[cfg(test)]
mod tests;

pub use actions::*;
pub use builder::*;
pub use card::*;
pub use model::*;
pub use ratings::*;
pub use team::*;
pub use templates::*;
