//! 4th Street Hockey realism on the command line: N computer-managed games between the league's
//! teams (every pairing in turn), each figure beside its real-hockey band, then the card
//! builder's honesty: each regular's simulated goals, assists, shots and penalty minutes per game
//! dressed against his stat line. The games play the default (book) options; FOURTH_TIMER=standard
//! plays them on the standard 12/6-second timer instead. Usage:
//! cargo run --profile bench-native --bin realism_fourth_street [N] [seed]

use rinkside::engine::{Game, Team};
use rinkside::games::fourth_street::cards::Strength;
use rinkside::games::fourth_street::cards::is_regular;
use rinkside::games::fourth_street::clock::Timer;
use rinkside::games::fourth_street::lab::{
    FourthStreetLab, FourthStreetStandardLab, add_player_totals, league_options,
};
use rinkside::games::fourth_street::play::{Action, Event};
use rinkside::games::fourth_street::rink::Third;
use rinkside::games::fourth_street::rules::FourthStreet;
use rinkside::games::lab::{Lab, PlayerTotals, Tally, print_card_honesty, print_figures};
use rinkside::league::League;
use std::collections::HashMap;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u32 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first_seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    let standard_timer = std::env::var("FOURTH_TIMER").is_ok_and(|t| t == "standard");
    println!(
        "timer: {}",
        if standard_timer {
            "standard 12/6 s (FOURTH_TIMER=standard)"
        } else {
            "the book's basic 20/10 s (the default)"
        }
    );
    let league = League::builtin();
    let mut tally = Tally::default();
    let mut sums: HashMap<String, PlayerTotals> = HashMap::new();
    let mut rolls = 0u64;
    // Games, goals for and against by team, against the team's record.
    let mut by_team: HashMap<String, (u32, u32, u32)> = HashMap::new();
    // What the card builder's nominal model assumes, measured: action rolls by the strength
    // and third of the team with the puck, and each team's minutes at each strength.
    let mut action_rolls = [[0u64; 3]; 3];
    let mut strength_seconds = [0u64; 3];
    // Third-period score effects: team-seconds and goals for by the team's state (behind,
    // level, ahead), and games level after two periods.
    let mut state_seconds = [0u64; 3];
    let mut state_goals = [0u64; 3];
    let mut level_after_two = 0u32;
    // Overtime: seconds played, action rolls, shots on goal and goals.
    let mut overtime = [0u64; 4];
    let mut by_quality = [[[0u64; 2]; 5]; 2];
    let index = |s: Strength| match s {
        Strength::Even => 0,
        Strength::PowerPlay => 1,
        Strength::ShortHanded => 2,
    };
    for i in 0..u64::from(games) {
        let seed = first_seed + i;
        let mut options = league_options(&league, seed);
        if standard_timer {
            options.timer = Timer::Standard;
        }
        let mut game = FourthStreet::new(options, seed);
        while game.outcome().is_none() {
            let action = Team::BOTH
                .into_iter()
                .find_map(|t| game.manager_choice(t))
                .unwrap_or(Action::Roll);
            let before = (
                game.clock,
                game.strength(Team::Home),
                game.strength(Team::Away),
            );
            let third = match game.area.third() {
                Third::Defensive => 0,
                Third::Neutral => 1,
                Third::Offensive => 2,
            };
            let score_before = game.score();
            let state = |team: Team| match score_before[team].cmp(&score_before[team.other()]) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Greater => 2,
            };
            let events = game.apply(&action).expect("legal");
            if before.0.period == 2 && game.clock.period == 3 && state(Team::Home) == 1 {
                level_after_two += 1;
            }
            if game.clock.period == before.0.period {
                let ran = u64::from(before.0.left - game.clock.left);
                strength_seconds[index(before.1)] += ran;
                strength_seconds[index(before.2)] += ran;
                if before.0.period == 3 {
                    for team in Team::BOTH {
                        state_seconds[state(team)] += ran;
                    }
                }
            }
            let in_shootout = game.shootout.is_some();
            for e in events.iter().filter(|_| !in_shootout) {
                if let Event::OnGoal {
                    quality, result, ..
                } = e
                {
                    let q = by_quality[usize::from(before.0.period > 3)]
                        .get_mut(*quality as usize)
                        .expect("five colours");
                    q[0] += 1;
                    q[1] += u64::from(
                        *result == rinkside::games::fourth_street::goalie::GoalieResult::Goal,
                    );
                }
            }
            if before.0.period > 3 && game.clock.period == before.0.period && !in_shootout {
                overtime[0] += u64::from(before.0.left - game.clock.left);
                for e in &events {
                    match e {
                        Event::PuckAction { .. } => overtime[1] += 1,
                        Event::OnGoal { .. } => overtime[2] += 1,
                        Event::Goal { .. } => overtime[3] += 1,
                        _ => {}
                    }
                }
            }
            if before.0.period == 3 {
                for e in &events {
                    if let Event::Goal { team, .. } = e {
                        state_goals[state(*team)] += 1;
                    }
                }
            }
            for e in &events {
                if let Event::PuckAction { team, .. } = e {
                    let strength = if *team == Team::Home {
                        before.1
                    } else {
                        before.2
                    };
                    action_rolls[index(strength)][third] += 1;
                }
            }
        }
        rolls += u64::from(game.rolls);
        let score = game.score();
        for team in Team::BOTH {
            let e = by_team
                .entry(game.sheet(team).abbreviation.clone())
                .or_default();
            e.0 += 1;
            e.1 += u32::from(score[team]);
            e.2 += u32::from(score[team.other()]);
        }
        tally.add(&game.box_score, game.outcome().as_ref());
        add_player_totals(&game, &mut sums);
    }
    println!(
        "4th street realism: {games} games, seeds {first_seed}..{}, {}; {:.1} rolls a game",
        first_seed + u64::from(games) - 1,
        if standard_timer {
            FourthStreetStandardLab::NAME
        } else {
            FourthStreetLab::NAME
        },
        rolls as f64 / f64::from(games.max(1))
    );
    if std::env::var("FOURTH_DEBUG").is_ok() {
        for (k, name) in ["even", "power play", "short-handed"].iter().enumerate() {
            let minutes = strength_seconds[k] as f64 / 60.0;
            let total: u64 = action_rolls[k].iter().sum();
            println!(
                "{name}: {:.1} team-minutes a game, {:.2} action rolls a minute, thirds D/N/O {:.2}/{:.2}/{:.2}",
                minutes / f64::from(games.max(1)),
                total as f64 / minutes.max(1.0),
                action_rolls[k][0] as f64 / total.max(1) as f64,
                action_rolls[k][1] as f64 / total.max(1) as f64,
                action_rolls[k][2] as f64 / total.max(1) as f64
            );
        }
    }
    if std::env::var("FOURTH_DEBUG").is_ok() {
        println!(
            "level after two periods: {:.1}% of games",
            100.0 * f64::from(level_after_two) / f64::from(games.max(1))
        );
        let ot_minutes = overtime[0] as f64 / 60.0;
        println!(
            "overtime: {:.2} minutes a game, per minute {:.2} action rolls, {:.2} shots on goal, {:.3} goals (both teams)",
            ot_minutes / f64::from(games.max(1)),
            overtime[1] as f64 / ot_minutes.max(1.0),
            overtime[2] as f64 / ot_minutes.max(1.0),
            overtime[3] as f64 / ot_minutes.max(1.0)
        );
        for (k, name) in ["regulation", "overtime"].iter().enumerate() {
            let total: u64 = by_quality[k].iter().map(|q| q[0]).sum();
            let line: Vec<String> = by_quality[k]
                .iter()
                .map(|q| {
                    format!(
                        "{:.0}% ({:.3})",
                        100.0 * q[0] as f64 / total.max(1) as f64,
                        q[1] as f64 / q[0].max(1) as f64
                    )
                })
                .collect();
            println!(
                "{name} shots by quality red..violet (goal rate): {}",
                line.join(", ")
            );
        }
        for (k, name) in ["behind", "level", "ahead"].iter().enumerate() {
            println!(
                "third period, {name}: {:.1} team-minutes a game, {:.2} goals for per 60",
                state_seconds[k] as f64 / 60.0 / f64::from(games.max(1)),
                state_goals[k] as f64 * 3600.0 / state_seconds[k].max(1) as f64
            );
        }
        for team in &league.teams {
            let (g, gf, ga) = by_team.get(&team.abbreviation).copied().unwrap_or_default();
            let r = &team.record;
            let per = |x: u32, n: u32| f64::from(x) / f64::from(n.max(1));
            println!(
                "{}: goals for {:.2} (record {:.2}), against {:.2} (record {:.2})",
                team.abbreviation,
                per(gf, g),
                per(r.goals_for, r.games),
                per(ga, g),
                per(r.goals_against, r.games)
            );
        }
    }
    print_figures(&tally.figures());
    print_card_honesty(&league, &sums, is_regular);
}
