//! Inside the Crease realism on the command line: N computer-managed games between the league's
//! teams (every pairing in turn), each figure beside its real-hockey band, then the card
//! builder's honesty: each regular's simulated goals, assists, shots and penalty minutes per game
//! dressed against his stat line. Usage:
//! cargo run --profile bench-native --bin realism_crease [N] [seed]
//! With CREASE_DEBUG=1 it also prints, per regular, his card's shot numbers, the nominal
//! readings the card was built for against the readings he got, and each stat sim/real.
//! CREASE_RULES_VERSION=1 (or 2) plays the games under an older rules version (the newest by default).

use rinkside::engine::{Game, Team};
use rinkside::games::crease::Crease;
use rinkside::games::crease::cards::{is_regular, team_readings};
use rinkside::games::crease::lab::{CreaseLab, league_options, simulate_from};
use rinkside::games::lab::{Lab, PlayerTotals, Tally, print_card_honesty, print_figures};
use rinkside::league::League;
use std::collections::HashMap;

/// A skater's totals, and what the debug lines add: shifts and readings by strength.
#[derive(Default)]
struct Sums {
    totals: PlayerTotals,
    shifts: u32,
    readings: [u32; 3],
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let league = League::builtin();
    let version: u16 = std::env::var("CREASE_RULES_VERSION")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(Crease::RULES_VERSION);
    let mut tally = Tally::default();
    let mut sums: HashMap<String, Sums> = HashMap::new();
    let mut flips = 0u64;
    let mut strength_readings = [0u64; 3];
    let mut power_plays = 0u64;
    let mut special_steps = [0u64; 2];
    for i in 0..u64::from(games) {
        let seed = first_seed + i;
        let mut game = Crease::with_rules_version(league_options(&league, seed), seed, version);
        simulate_from(&mut game);
        flips += u64::from(game.steps);
        let totals = game.box_score.totals();
        for team in Team::BOTH {
            power_plays += u64::from(totals[team].power_plays);
            special_steps[0] += u64::from(game.benches[team].team_pp_steps);
            special_steps[1] += u64::from(game.benches[team].team_pk_steps);
            for r in &game.readings[team] {
                for k in 0..3 {
                    strength_readings[k] += u64::from(r[k]);
                }
            }
        }
        tally.add(
            &game.box_score,
            rinkside::engine::Game::outcome(&game).as_ref(),
        );
        for team in Team::BOTH {
            let bench = &game.benches[team];
            for (index, (card, line)) in game.cards[team]
                .skaters
                .iter()
                .zip(&game.players[team].skaters)
                .enumerate()
            {
                // Only skaters who dressed (had a shift) played the game.
                if bench.shifts[index] == 0 {
                    continue;
                }
                let s = sums.entry(card.id.clone()).or_default();
                s.totals.add_game(line);
                s.shifts += u32::from(bench.shifts[index]);
                for (k, r) in game.readings[team][index].iter().enumerate() {
                    s.readings[k] += u32::from(*r);
                }
            }
        }
    }
    println!(
        "inside the crease realism: {games} games, seeds {first_seed}..{}, {}, rules version {version}; {:.1} timed PASS TO readings a game",
        first_seed + u64::from(games) - 1,
        CreaseLab::NAME,
        flips as f64 / f64::from(games.max(1))
    );
    // What the card builder's PP_READINGS_PER_CHANCE and SH_READINGS_PER_TIME assume.
    println!(
        "readings with the puck per power play: {:.2} on the power play, {:.2} short-handed",
        strength_readings[1] as f64 / power_plays.max(1) as f64,
        strength_readings[2] as f64 / power_plays.max(1) as f64
    );
    println!(
        "steps per power play: {:.2} on the power play, {:.2} short-handed",
        special_steps[0] as f64 / power_plays.max(1) as f64,
        special_steps[1] as f64 / power_plays.max(1) as f64
    );
    let (goals, assists): (u32, u32) = sums.values().fold((0, 0), |(g, a), s| {
        (g + s.totals.goals, a + s.totals.assists)
    });
    println!(
        "assists per goal: {:.2}",
        f64::from(assists) / f64::from(goals.max(1))
    );
    let figures = tally.figures();
    print_figures(&figures);

    if std::env::var("CREASE_DEBUG").is_ok() {
        for team in &league.teams {
            let built = team_readings(team, version);
            // The team's special-teams readings: what the cards were built for, what was read.
            let (mut nominal, mut got) = ([0.0; 2], [0.0; 2]);
            for ((player, _), r) in team.skaters().zip(&built) {
                if let Some(extra) = sums.get(&player.id) {
                    let games = f64::from(extra.totals.games.max(1));
                    nominal[0] += r.pp;
                    nominal[1] += r.sh;
                    got[0] += f64::from(extra.readings[1]) / games;
                    got[1] += f64::from(extra.readings[2]) / games;
                }
            }
            println!(
                "TEAM {} PP readings a game: cards {:.2} played {:.2}; SH: cards {:.2} played {:.2}",
                team.abbreviation, nominal[0], got[0], nominal[1], got[1]
            );
            for ((player, line), readings) in team.skaters().zip(built) {
                if !is_regular(line, team.record.games) {
                    continue;
                }
                let Some(extra) = sums.get(&player.id) else {
                    continue;
                };
                let s = &extra.totals;
                let sim = |n: u32| f64::from(n) / f64::from(s.games.max(1));
                let real = |n: u32| f64::from(n) / f64::from(line.games);
                if std::env::var("CREASE_DEBUG").is_ok() {
                    let card = rinkside::games::crease::cards::skater_card_with(
                        player, line, team, readings, version,
                    );
                    let exp = rinkside::games::crease::cards::expected_per_game(
                        &card,
                        readings,
                        &rinkside::games::crease::cards::average_goal_chance(),
                    );
                    let shots_in = |r: &rinkside::games::crease::cards::Ranges<
                        rinkside::games::crease::Play,
                    >| {
                        r.count(|p| matches!(p, rinkside::games::crease::Play::Shot(_)))
                    };
                    let asts = card.even.count(|p| p == rinkside::games::crease::Play::Ast);
                    println!(
                        "    card even shots {} ast {} pp shots {} sh shots {} astsec {} readings {:.1}/{:.1}/{:.1} sim {:.1}/{:.1}/{:.1} exp shots {:.2}",
                        shots_in(&card.even),
                        asts,
                        shots_in(&card.pp),
                        shots_in(&card.sh),
                        card.ast_section.top(),
                        readings.even,
                        readings.pp,
                        readings.sh,
                        sim(extra.readings[0]),
                        sim(extra.readings[1]),
                        sim(extra.readings[2]),
                        exp.shots
                    );
                    println!(
                        "DBG {} {:<22} {:<2} toi {:5.1} shifts {:5.2} shots {:5.2}/{:5.2} goals {:4.2}/{:4.2} ast {:4.2}/{:4.2} pim {:4.2}/{:4.2}",
                        team.abbreviation,
                        player.name,
                        player.position.code(),
                        line.toi_minutes(),
                        f64::from(extra.shifts) / f64::from(s.games.max(1)),
                        sim(s.shots),
                        real(line.shots),
                        sim(s.goals),
                        real(line.goals),
                        sim(s.assists),
                        real(line.assists),
                        sim(s.pim),
                        real(line.penalty_minutes)
                    );
                }
            }
        }
    }
    let totals: HashMap<String, PlayerTotals> =
        sums.iter().map(|(id, s)| (id.clone(), s.totals)).collect();
    print_card_honesty(&league, &totals, is_regular);
}
