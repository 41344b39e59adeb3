//! Inside the Crease realism on the command line: N computer-managed games between the league's
//! teams (every pairing in turn), each figure beside its real-hockey band, then the card
//! builder's honesty: each regular's simulated goals, assists, shots and penalty minutes per game
//! dressed against his stat line. Usage:
//! cargo run --profile bench-native --bin realism_crease [N] [seed]
//! With CREASE_DEBUG=1 it also prints, per regular, his card's shot numbers, the nominal
//! readings the card was built for against the readings he got, and each stat sim/real.

use rinkside::engine::Team;
use rinkside::games::crease::Crease;
use rinkside::games::crease::cards::is_regular;
use rinkside::games::crease::lab::{CreaseLab, league_options, simulate};
use rinkside::games::lab::{Lab, Tally, print_figures};
use rinkside::league::League;
use std::collections::HashMap;

#[derive(Default)]
struct Sums {
    games: u32,
    goals: u32,
    assists: u32,
    shots: u32,
    pim: u32,
    shifts: u32,
    readings: [u32; 3],
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let league = League::builtin();
    let mut tally = Tally::default();
    let mut sums: HashMap<String, Sums> = HashMap::new();
    let mut flips = 0u64;
    let mut strength_readings = [0u64; 3];
    let mut power_plays = 0u64;
    for i in 0..u64::from(games) {
        let seed = first_seed + i;
        let game: Crease = simulate(league_options(&league, seed), seed);
        flips += u64::from(game.steps);
        let totals = game.box_score.totals();
        for team in Team::BOTH {
            power_plays += u64::from(totals[team].power_plays);
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
                s.games += 1;
                s.goals += u32::from(line.goals);
                s.assists += u32::from(line.assists);
                s.shots += u32::from(line.shots);
                s.pim += u32::from(line.penalty_minutes);
                s.shifts += u32::from(bench.shifts[index]);
                for (k, r) in game.readings[team][index].iter().enumerate() {
                    s.readings[k] += u32::from(*r);
                }
            }
        }
    }
    println!(
        "inside the crease realism: {games} games, seeds {first_seed}..{}, {}; {:.1} timed PASS TO readings a game",
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
    let (goals, assists): (u32, u32) = sums
        .values()
        .fold((0, 0), |(g, a), s| (g + s.goals, a + s.assists));
    println!(
        "assists per goal: {:.2}",
        f64::from(assists) / f64::from(goals.max(1))
    );
    let figures = tally.figures();
    print_figures(&figures);

    // Honesty: per game in the sim against the line's per game played.
    let mut checks = Vec::new();
    // What chance alone allows: a perfectly honest card still lands outside 15% when a player
    // has few events, so each stat's count is compared with an unbiased Poisson count's odds.
    let mut chance_per_stat = [0.0f64; 4];
    let mut chance_all = 0.0f64;
    let mut per_stat = [0usize; 4];
    let mut bias = [0.0f64; 4];
    for team in &league.teams {
        for (player, line) in team.skaters() {
            // The card builder's own test of a regular (60 of 82 games).
            if !is_regular(line, team.record.games) {
                continue;
            }
            let Some(s) = sums.get(&player.id) else {
                continue;
            };
            let sim = |n: u32| f64::from(n) / f64::from(s.games.max(1));
            let real = |n: u32| f64::from(n) / f64::from(line.games);
            if std::env::var("CREASE_DEBUG").is_ok() {
                let card = rinkside::games::crease::cards::skater_card(player, line, team);
                let readings = rinkside::games::crease::cards::nominal_readings(player, line, team);
                let exp = rinkside::games::crease::cards::expected_per_game(
                    &card,
                    readings,
                    &rinkside::games::crease::cards::average_goal_chance(),
                );
                let shots_in =
                    |r: &rinkside::games::crease::cards::Ranges<rinkside::games::crease::Play>| {
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
                    sim(s.readings[0]),
                    sim(s.readings[1]),
                    sim(s.readings[2]),
                    exp.shots
                );
                println!(
                    "DBG {:<22} {:<2} toi {:5.1} shifts {:5.2} shots {:5.2}/{:5.2} goals {:4.2}/{:4.2} ast {:4.2}/{:4.2} pim {:4.2}/{:4.2}",
                    player.name,
                    player.position.code(),
                    line.toi_minutes(),
                    f64::from(s.shifts) / f64::from(s.games.max(1)),
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
            let mut all_four = 1.0;
            for (k, (real_total, unit)) in [
                (line.goals, 1.0),
                (line.assists, 1.0),
                (line.shots, 1.0),
                (line.penalty_minutes, 2.0),
            ]
            .into_iter()
            .enumerate()
            {
                // Expected events over the sim games he played, PIM counted in minors.
                let expected =
                    f64::from(real_total) / f64::from(line.games) * f64::from(s.games) / unit;
                let p = poisson_within(expected, 0.15);
                chance_per_stat[k] += p;
                all_four *= p;
            }
            chance_all += all_four;
            let mut worst: (f64, &str) = (0.0, "");
            for (k, (stat, simulated, actual)) in [
                ("goals", sim(s.goals), real(line.goals)),
                ("assists", sim(s.assists), real(line.assists)),
                ("shots", sim(s.shots), real(line.shots)),
                ("PIM", sim(s.pim), real(line.penalty_minutes)),
            ]
            .into_iter()
            .enumerate()
            {
                let off = if actual > 0.0 {
                    (simulated - actual).abs() / actual
                } else if simulated > 0.0 {
                    1.0
                } else {
                    0.0
                };
                per_stat[k] += usize::from(off <= 0.15);
                bias[k] += if actual > 0.0 {
                    simulated / actual - 1.0
                } else {
                    0.0
                };
                if off > worst.0 {
                    worst = (off, stat);
                }
            }
            checks.push((
                worst.0,
                worst.1,
                player.name.clone(),
                team.abbreviation.clone(),
            ));
        }
    }
    let within = checks.iter().filter(|c| c.0 <= 0.15).count();
    println!(
        "card builder: {within} of {} regulars ({:.1}%) within 15% on goals, assists, shots and PIM per game",
        checks.len(),
        100.0 * within as f64 / checks.len().max(1) as f64
    );
    println!(
        "  (an unbiased card would have about {chance_all:.0} within 15% on all four by chance alone)"
    );
    for (k, stat) in ["goals", "assists", "shots", "PIM"].iter().enumerate() {
        println!(
            "  {stat:<8} {} of {} within 15% (chance alone allows about {:.0}), mean difference {:+.1}%",
            per_stat[k],
            checks.len(),
            chance_per_stat[k],
            100.0 * bias[k] / checks.len().max(1) as f64
        );
    }
    checks.sort_by(|a, b| b.0.total_cmp(&a.0));
    println!("worst five:");
    for (off, stat, name, team) in checks.iter().take(5) {
        println!("  {name} ({team}): {stat} off by {:.0}%", off * 100.0);
    }
}

/// The chance that a Poisson count with mean `mean` lands within `share` of its mean.
fn poisson_within(mean: f64, share: f64) -> f64 {
    if mean <= 0.0 {
        return 1.0;
    }
    let (low, high) = (
        (mean * (1.0 - share)).ceil(),
        (mean * (1.0 + share)).floor(),
    );
    // Sum the mass term by term from k = 0 in log space (means here stay in the hundreds).
    let mut log_p = -mean;
    let mut total = 0.0;
    let mut k = 0.0;
    while k <= high {
        if k >= low {
            total += log_p.exp();
        }
        k += 1.0;
        log_p += mean.ln() - k.ln();
    }
    total
}
