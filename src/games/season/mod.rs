//! A season of a sim, the way table-game leagues play one: a balanced home-and-away schedule by
//! day, and the standings its results make. Pure data: what plays each game (the sim table, or
//! the computer managers) lives elsewhere, and only a game's result comes back here.
//!
//! Here: the schedule, standings, every player's season line and the leaders, playoffs, the
//! season file (save, export, import) and the CSV exports, and each past game's record for a
//! replay, and the players out of games (hurt past a game, or rested). A season's teams are the
//! league's and a person's own, carried whole in its file.
//!
//! A coached team may be handed to the computer managers until a day, a game against a chosen
//! team, its first playoff game or the end (`coaching`), and its coach's line-up carries from
//! one of his games at the table to the next, fitted to who is out (`lineups`).
//!
//! A league goes on from season to season, each finished one kept as a line of its history
//! (`history`).

mod absences;
mod cards;
mod coaching;
mod context;
mod export;
mod file;
mod history;
mod lineups;
mod own_team;
mod play;
mod playoffs;
mod schedule;
mod standings;
mod totals;

pub use absences::{Absence, Hurt, Why, by_side, hurt_in};
pub use cards::{Honesty, StatCheck, WITHIN, honesty, skater_checks, source_line};
pub use coaching::{ComputerCoaches, Stop, stop_words};
pub use context::{TableContext, day_label, table_context};
pub use export::{download_name, players_csv, standings_csv};
pub use file::{SEASON_FILE_VERSION, SeasonFile, SeasonFileError, TableGame};
pub use history::{LeagueHead, PastSeason};
pub use lineups::{
    GoalieRotation, KeptLineup, RotationPlan, TableStart, keep_lineups, set_rotation,
    start_table_game,
};
pub use own_team::{own_team_season, points_share};
pub use play::{
    NextGame, PLAYOFF_BEST_OF, Played, SeasonPlan, SeasonRun, computer_game_record,
    play_computer_game, table_session,
};
pub use playoffs::{PlayoffGame, Playoffs, Series};
pub use schedule::{Fixture, ScheduleError, balanced_schedule};
pub use standings::{GameResult, Standing, Streak, points_by_game, standings};
pub use totals::{GoalieSeason, SeasonTotals, SkaterSeason};
