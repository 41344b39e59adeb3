//! What the three statistical sims (Open Ice, Inside the Crease, 4th Street Hockey) share on the
//! game side, so that no sim imports another: the built-in league, team picks and a season's
//! pairings (`league`), a coach's line-up (`lineup`), how a table plays on (`play`), who
//! coaches a side and who decides next (`coach`), the strength on the ice and who had a hand in
//! a play (`ice`), who may sit out a game (`sitout`), each player's box and box-score line (`boxes`), the
//! three stars (`stars`), the scoreboard (`board`), the moments auto-play can run to (`autoplay`)
//! and each sim's rule options as a new-game page offers them (`options`).

mod autoplay;
mod board;
#[cfg(test)]
mod box_tests;
mod boxes;
#[cfg(test)]
pub mod checks;
mod coach;
mod ice;
mod league;
mod lineup;
mod options;
mod play;
mod sitout;
mod stars;
mod summary;

pub use autoplay::{Decision, Moment, RunTo};
pub use board::{Scoreboard, final_label, period_text, shootout_marks, status_text};
pub use boxes::{
    Dressed, GoalieBox, GoalieDecision, GoalieGame, OnIce, PlayerBoxes, PlayerLines, Roster,
    SkaterBox, SkaterGame,
};
pub use coach::{Coach, Decisions};
pub use ice::{goal_players, power_play, strength_text};
pub use league::{TeamPick, builtin_league};
pub use lineup::{Lineup, LineupError, LineupShape, Units};
#[cfg(test)]
pub use options::check_rule_sets;
pub use options::{RuleField, RuleKind, RuleOptions, RuleSet, RuleValue};
pub use play::{
    Burst, Refused, SheetPart, SimPlay, TeamSheet, advance, apply_with_moments, manage, run_burst,
};
pub use sitout::{Left, SitOut, SitOutError, call_up_order, find_by_name, stand_in};
pub use stars::{Star, three_stars};
pub use summary::{
    GameNotes, GoalNote, PenaltyCall, PenaltyNote, ScoringPlay, ShootoutLine, ShootoutNote,
    clock_time, penalty_summary, scoring_summary, shootout_summary,
};
