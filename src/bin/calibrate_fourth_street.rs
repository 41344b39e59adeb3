//! Fits the 4th Street card builder's per-player corrections (`cards::Corrections`): plays the
//! league with the computer managers, compares each skater's simulated goals, assists, shots and
//! penalty minutes a game with his stat line, scales his targets by the ratio and plays again.
//! Starts from and writes the table the app builds its newest cards with (`corrections_v3.csv`,
//! rules version 3, whose shot factors move recipient values too). Usage:
//! cargo run --profile bench-native --bin calibrate_fourth_street [games a round] [rounds] [stats] [out]
//!
//! `stats` names the factors to fit, comma-separated (default goals,assists,shots,pim); the
//! others keep their values.
//!
//! The loop is `games::calibrate::fit_corrections` (damped steps, the closest round kept;
//! `FOURTH_DAMPING` sets the damping), shared with the Crease command.
//!
//! Seeds start at 1,000,001, apart from the realism command's, so `realism_fourth_street`
//! measures the result on games the fit never saw.

use rinkside::engine::{ByTeam, Team};
use rinkside::games::calibrate::{FitOptions, fit_corrections};
use rinkside::games::fourth_street::cards::{Corrections, builtin_corrections_v3, is_regular};
use rinkside::games::fourth_street::lab::{add_player_totals, league_options, simulate_from};
use rinkside::games::fourth_street::rules::{FourthStreet, TeamSheet};
use rinkside::games::fourth_street::state::TeamPick;
use rinkside::games::lab::PlayerTotals;
use rinkside::league::League;
use std::collections::HashMap;
use std::sync::Arc;

const FIRST_SEED: u64 = 1_000_001;
fn main() {
    let (options, games, out) = FitOptions::from_command_line(
        8_000,
        4,
        "src/games/fourth_street/corrections_v3.csv",
        "FOURTH_DAMPING",
        false,
    );
    let league = League::builtin();
    let start = builtin_corrections_v3().clone();
    let (corrections, _) = fit_corrections(&league, start, &options, is_regular, |table| {
        play(&league, &sheets(&league, table), games)
    });
    std::fs::write(&out, corrections.to_csv()).expect("write the corrections");
    println!("wrote {} players to {out}", corrections.by_id.len());
}

/// Version 3's sheets of every league team with cards built from `corrections`.
fn sheets(league: &League, corrections: &Corrections) -> HashMap<String, Arc<TeamSheet>> {
    league
        .teams
        .iter()
        .map(|t| {
            (
                t.abbreviation.clone(),
                Arc::new(TeamSheet::shot_fitted(t, corrections)),
            )
        })
        .collect()
}

/// Each skater's totals over `games` computer-managed games with these sheets.
fn play(
    league: &League,
    sheets: &HashMap<String, Arc<TeamSheet>>,
    games: u64,
) -> HashMap<String, PlayerTotals> {
    let mut totals: HashMap<String, PlayerTotals> = HashMap::new();
    for seed in FIRST_SEED..FIRST_SEED + games {
        let options = league_options(league, seed);
        let pick = |t: Team| match &options.teams[t] {
            TeamPick::League(abbreviation) => sheets[abbreviation].clone(),
            TeamPick::Own(_) => unreachable!("league games"),
        };
        let teams = ByTeam::new(pick(Team::Home), pick(Team::Away));
        let mut game = FourthStreet::with_sheets(options, teams, seed);
        simulate_from(&mut game);
        add_player_totals(&game, &mut totals);
    }
    totals
}
