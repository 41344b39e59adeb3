//! Fits the Inside the Crease card builder's per-player corrections (`cards::Corrections`):
//! plays the league with the computer managers, compares each skater's simulated goals,
//! assists, shots and penalty minutes a game with his stat line, scales his targets by the
//! ratio and plays again. Writes the table the newest rules version's cards are built with
//! (`corrections_v8.csv`; version 3 keeps `corrections.csv`, version 4 `corrections_v4.csv`,
//! versions 5-7 `corrections_v5.csv`). Usage:
//! cargo run --profile bench-native --bin calibrate_crease [games a round] [rounds] [stats] [out]
//!
//! `stats` names the factors to fit, comma-separated (default goals,assists,shots,pim); the
//! others keep their values. The fit starts from the shipped table (`CREASE_FRESH=1`: from no
//! corrections, the first round taking full steps) and plays the newest rules version (at least
//! `REFIT_VERSION`). `CREASE_DAMPING` sets the power of the ratio a round moves a factor by
//! (default 0.7).
//!
//! The loop is `games::calibrate::fit_corrections`, shared with 4th Street's command.
//!
//! Seeds start at 1,000,001, apart from the realism command's, so `realism_crease` measures
//! the result on games the fit never saw.

use rinkside::engine::{ByTeam, Game, Team};
use rinkside::games::calibrate::{FitOptions, STATS, fit_corrections, offs};
use rinkside::games::crease::Crease;
use rinkside::games::crease::cards::{
    Correction, Corrections, REFIT_VERSION, TeamCards, builtin_corrections, is_regular,
    team_cards_corrected,
};
use rinkside::games::crease::lab::{add_player_totals, league_options, simulate_from};
use rinkside::games::crease::state::TeamPick;
use rinkside::games::lab::PlayerTotals;
use rinkside::league::League;
use std::collections::HashMap;

const FIRST_SEED: u64 = 1_000_001;
fn main() {
    let fresh = std::env::var("CREASE_FRESH").is_ok();
    let (options, games, out) = FitOptions::from_command_line(
        40_000,
        8,
        "src/games/crease/corrections_v8.csv",
        "CREASE_DAMPING",
        fresh,
    );
    let version = <Crease as Game>::RULES_VERSION.max(REFIT_VERSION);
    let league = League::builtin();
    let start = if fresh {
        Corrections::default()
    } else {
        builtin_corrections().clone()
    };
    println!("rules version {version}; {games} games a round from seed {FIRST_SEED}");
    let (corrections, totals) = fit_corrections(&league, start, &options, is_regular, |table| {
        play(&league, table, games, version)
    });
    if std::env::var("CREASE_VERBOSE").is_ok() {
        misses(&league, &totals, &corrections, version);
    }
    std::fs::write(&out, corrections.to_csv()).expect("write the corrections");
    println!("wrote {} players to {out}", corrections.by_id.len());
}

/// Each skater's totals over `games` computer-managed games with cards built from
/// `corrections`.
fn play(
    league: &League,
    corrections: &Corrections,
    games: u64,
    version: u16,
) -> HashMap<String, PlayerTotals> {
    let cards: HashMap<String, TeamCards> = league
        .teams
        .iter()
        .map(|t| {
            (
                t.abbreviation.clone(),
                team_cards_corrected(t, version, corrections),
            )
        })
        .collect();
    let teams: HashMap<&str, &rinkside::league::LeagueTeam> = league
        .teams
        .iter()
        .map(|t| (t.abbreviation.as_str(), t))
        .collect();
    let mut totals: HashMap<String, PlayerTotals> = HashMap::new();
    for seed in FIRST_SEED..FIRST_SEED + games {
        let options = league_options(league, seed);
        let abbreviation = |t: Team| match &options.teams[t] {
            TeamPick::League(abbreviation) => abbreviation.clone(),
            _ => unreachable!("league games"),
        };
        let names = ByTeam::new(abbreviation(Team::Home), abbreviation(Team::Away));
        let refs = names.map(|_, a| teams[a.as_str()]);
        let these = names.map(|_, a| cards[a.as_str()].clone());
        let mut game = Crease::with_cards(options, refs, these, seed, version);
        simulate_from(&mut game);
        add_player_totals(&game, &mut totals);
    }
    totals
}

/// Prints every regular more than 15% off a stat with the kept table: his factor and his card's
/// AST rating (assists cannot go below AST 1 or above 9).
fn misses(
    league: &League,
    totals: &HashMap<String, PlayerTotals>,
    corrections: &Corrections,
    version: u16,
) {
    for team in &league.teams {
        let cards = team_cards_corrected(team, version, corrections);
        for ((player, line), card) in team.skaters().zip(&cards.skaters) {
            let Some(sim) = totals.get(&player.id) else {
                continue;
            };
            if !is_regular(line, team.record.games) {
                continue;
            }
            let c = corrections.of(&player.id).unwrap_or(Correction::NONE);
            let factors = [c.goals, c.assists, c.shots, c.pim];
            let real = [line.goals, line.assists, line.shots, line.penalty_minutes];
            for (k, off) in offs(line, sim).into_iter().enumerate() {
                let Some(off) = off.filter(|o| o.abs() > 0.15) else {
                    continue;
                };
                println!(
                    "  {} {:<20} {} {:<7} {:+5.0}%  real {:.3}/g  factor {:.3}  AST {}",
                    team.abbreviation,
                    player.name,
                    player.position.code(),
                    STATS[k],
                    100.0 * off,
                    f64::from(real[k]) / f64::from(line.games),
                    factors[k],
                    card.ast
                );
            }
        }
    }
}
