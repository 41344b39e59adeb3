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
//! Seeds start at 1,000,001, apart from the realism command's, so `realism_fourth_street`
//! measures the result on games the fit never saw.

use rinkside::engine::{ByTeam, Game, Team};
use rinkside::games::fourth_street::cards::{Correction, Corrections, builtin_corrections_v3};
use rinkside::games::fourth_street::lab::{add_player_totals, league_options};
use rinkside::games::fourth_street::play::Action;
use rinkside::games::fourth_street::rules::{FourthStreet, TeamSheet};
use rinkside::games::fourth_street::state::TeamPick;
use rinkside::games::lab::PlayerTotals;
use rinkside::league::League;
use std::collections::HashMap;
use std::sync::Arc;

const FIRST_SEED: u64 = 1_000_001;
/// A round moves a factor by at most this ratio either way, so a player seen in few games
/// does not swing.
const STEP_LIMIT: f64 = 2.0;
/// Sim games a player needs before his factors move.
const MIN_GAMES: u32 = 40;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(8_000);
    let rounds: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(4);
    let fit: Vec<String> = args
        .next()
        .unwrap_or_else(|| "goals,assists,shots,pim".to_string())
        .split(',')
        .map(str::to_string)
        .collect();
    let out = args
        .next()
        .unwrap_or_else(|| "src/games/fourth_street/corrections_v3.csv".to_string());
    let league = League::builtin();
    let mut corrections = builtin_corrections_v3().clone();
    for round in 1..=rounds {
        let sheets: HashMap<String, Arc<TeamSheet>> = league
            .teams
            .iter()
            .map(|t| {
                (
                    t.abbreviation.clone(),
                    Arc::new(TeamSheet::shot_fitted(t, &corrections)),
                )
            })
            .collect();
        let totals = play(&league, &sheets, games);
        let (moved, worst) = refit(&league, &totals, &fit, &mut corrections);
        println!(
            "round {round}: {games} games; {moved} factors moved; worst regular before this round's fit: {worst}"
        );
    }
    std::fs::write(&out, corrections.to_csv()).expect("write the corrections");
    println!("wrote {} players to {out}", corrections.by_id.len());
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
        while game.outcome().is_none() {
            let action = Team::BOTH
                .into_iter()
                .find_map(|t| game.manager_choice(t))
                .unwrap_or(Action::Roll);
            game.apply(&action)
                .expect("the manager's choices are legal");
        }
        add_player_totals(&game, &mut totals);
    }
    totals
}

/// Scales each factor by his line over his simulated line; returns how many moved and the
/// regular furthest off.
fn refit(
    league: &League,
    totals: &HashMap<String, PlayerTotals>,
    fit: &[String],
    corrections: &mut Corrections,
) -> (usize, String) {
    let mut moved = 0;
    let mut worst = (0.0f64, String::new());
    for team in &league.teams {
        for (player, line) in team.skaters() {
            let Some(sim) = totals.get(&player.id) else {
                continue;
            };
            if sim.games < MIN_GAMES || line.games == 0 {
                continue;
            }
            let entry = corrections
                .by_id
                .entry(player.id.clone())
                .or_insert(Correction::NONE);
            let stats = [
                (line.goals, sim.goals, &mut entry.goals, "goals"),
                (line.assists, sim.assists, &mut entry.assists, "assists"),
                (line.shots, sim.shots, &mut entry.shots, "shots"),
                (line.penalty_minutes, sim.pim, &mut entry.pim, "PIM"),
            ];
            for (real, simulated, factor, name) in stats {
                let want = f64::from(real) / f64::from(line.games);
                let got = f64::from(simulated) / f64::from(sim.games);
                if want <= 0.0 {
                    continue;
                }
                let off = (got / want - 1.0).abs();
                if rinkside::games::fourth_street::cards::is_regular(line, team.record.games)
                    && off > worst.0
                {
                    worst = (
                        off,
                        format!("{} {name} {:+.0}%", player.name, 100.0 * (got / want - 1.0)),
                    );
                }
                if !fit.iter().any(|f| f.eq_ignore_ascii_case(name)) {
                    continue;
                }
                let ratio = if got > 0.0 {
                    (want / got).clamp(1.0 / STEP_LIMIT, STEP_LIMIT)
                } else {
                    STEP_LIMIT
                };
                if (ratio - 1.0).abs() > 0.005 {
                    moved += 1;
                }
                *factor = (*factor * ratio).clamp(0.1, 10.0);
            }
        }
    }
    (moved, worst.1)
}
