//! Fits the Open Ice card builder's per-player corrections (issue 40): plays the league with
//! the computer managers, compares each skater's simulated goals, assists, shots and penalty
//! minutes a game with his stat line, scales his chart's targets by the ratio and plays again.
//! Writes the table charts are built with from rules version 4 (`chart::CORRECTED_VERSION`).
//! Usage:
//! cargo run --profile bench-native --bin calibrate_open_ice [games a round] [rounds] [stats] [out]
//!
//! `stats` names the factors to fit, comma-separated (default goals,assists,shots,pim; the
//! shipped table fits goals alone, `OPEN_ICE_FRESH=1 ... 40000 6 goals`: the SHOT, ASST and PEN
//! widths are whole numbers a few per cent of a team's events wide, already nearest their
//! targets, so their factors only swing between two widths; see docs/open-ice-readings.md). The fit
//! starts from the shipped table (`OPEN_ICE_FRESH=1`: from no corrections, the first round
//! taking full steps). `OPEN_ICE_DAMPING` sets the power of the ratio a round moves a factor by
//! (default 0.7). The loop is `games::calibrate::fit_corrections`, shared with Inside the
//! Crease's and 4th Street's commands.
//!
//! Seeds start at 1,000,001, apart from the realism command's, so `realism_open_ice` measures
//! the result on games the fit never saw.

use rinkside::engine::Game;
use rinkside::games::calibrate::{FitOptions, fit_corrections};
use rinkside::games::lab::{PlayerTotals, print_card_honesty};
use rinkside::games::open_ice::OpenIce;
use rinkside::games::open_ice::chart::{
    CORRECTED_VERSION, TeamChart, builtin_corrections, is_regular,
};
use rinkside::games::open_ice::lab::{add_player_totals, league_options, simulate_from};
use rinkside::games::open_ice::{TeamPick, builtin_rates};
use rinkside::league::{Corrections, League};
use std::collections::HashMap;

const FIRST_SEED: u64 = 1_000_001;

fn main() {
    if let Ok(path) = std::env::var("OPEN_ICE_MEASURE") {
        measure(&path);
        return;
    }
    let fresh = std::env::var("OPEN_ICE_FRESH").is_ok();
    let (options, games, out) = FitOptions::from_command_line(
        40_000,
        6,
        "src/games/open_ice/corrections.csv",
        "OPEN_ICE_DAMPING",
        fresh,
    );
    let version = <OpenIce as Game>::RULES_VERSION.max(CORRECTED_VERSION);
    let league = League::builtin();
    let start = if fresh {
        Corrections::default()
    } else {
        builtin_corrections().clone()
    };
    println!("rules version {version}; {games} games a round from seed {FIRST_SEED}");
    let (corrections, _) = fit_corrections(&league, start, &options, is_regular, |table| {
        play(&league, table, FIRST_SEED, games, version)
    });
    std::fs::write(&out, corrections.to_csv()).expect("write the corrections");
    println!("wrote {} players to {out}", corrections.by_id.len());
}

/// Prints the honesty of a table read from `path` (`OPEN_ICE_MEASURE`), without a rebuild: on
/// 2,000 games from seed 7,000,001, which no fit plays (`OPEN_ICE_MEASURE_GAMES`,
/// `OPEN_ICE_MEASURE_SEED` change them).
fn measure(path: &str) {
    let text = std::fs::read_to_string(path).expect("read the table");
    let table = Corrections::parse(&text).expect("a corrections table");
    let league = League::builtin();
    let games = std::env::var("OPEN_ICE_MEASURE_GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(2_000);
    let first = std::env::var("OPEN_ICE_MEASURE_SEED")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(7_000_001);
    let totals = play(&league, &table, first, games, CORRECTED_VERSION);
    print_card_honesty(&league, &totals, is_regular);
}

/// Each skater's totals over `games` computer-managed games with charts built from
/// `corrections`.
fn play(
    league: &League,
    corrections: &Corrections,
    first_seed: u64,
    games: u64,
    version: u16,
) -> HashMap<String, PlayerTotals> {
    let charts: HashMap<&str, TeamChart> = league
        .teams
        .iter()
        .map(|t| {
            (
                t.abbreviation.as_str(),
                TeamChart::build_corrected(t, builtin_rates(), corrections),
            )
        })
        .collect();
    let mut totals: HashMap<String, PlayerTotals> = HashMap::new();
    for seed in first_seed..first_seed + games {
        let options = league_options(league, seed);
        let these = options.teams.map(|_, pick| match pick {
            TeamPick::League(abbreviation) => charts[abbreviation.as_str()].clone(),
            TeamPick::Own(_) => unreachable!("league games"),
        });
        let mut game = OpenIce::with_charts_under(options, these, seed, version);
        simulate_from(&mut game);
        add_player_totals(&game, &mut totals);
    }
    totals
}
