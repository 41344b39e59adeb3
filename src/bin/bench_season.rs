//! Benchmark (prints, asserts nothing): a whole season of each sim played by the computer
//! managers natively, with the standings' top and bottom, the scoring leader and the best
//! goals-against average it ends with, the season file's size, and each regular's season line
//! against the stat line his card was built from.
//! Usage: cargo run --profile bench-native --bin bench_season [games a team] [seed]

use rinkside::games::crease::Crease;
use rinkside::games::fourth_street::rules::FourthStreet;
use rinkside::games::lab::{PlayerTotals, print_card_honesty};
use rinkside::games::open_ice::OpenIce;
use rinkside::games::season::{ComputerCoaches, SeasonFile, SeasonPlan, SeasonRun, standings};
use rinkside::games::sim::{RuleOptions, SimPlay, builtin_league};
use rinkside::league::SkaterLine;
use serde::{Serialize, de::DeserializeOwned};
use std::collections::HashMap;
use std::time::Instant;

fn season<G>(name: &str, games_per_team: u16, seed: u64, is_regular: fn(&SkaterLine, u32) -> bool)
where
    G: SimPlay,
    G::Options: RuleOptions + Serialize + DeserializeOwned,
{
    let league = builtin_league();
    let plan = SeasonPlan::league(games_per_team, G::Options::season_defaults(), seed);
    let started = Instant::now();
    let mut run = SeasonRun::new(plan.teams.len(), games_per_team).expect("a valid schedule");
    let mut longest = 0.0f64;
    // The first team is coached, handed to the computer to the end: no stop before its games.
    let coached = [0u8];
    loop {
        let one = Instant::now();
        if let Some(stop) = run.stop_before(&coached, ComputerCoaches::SeasonEnd, None) {
            panic!("stopped before game {}: {stop:?}", run.games_played());
        }
        if !run.play_next::<G>(&plan) {
            break;
        }
        longest = longest.max(one.elapsed().as_secs_f64());
    }
    let seconds = started.elapsed().as_secs_f64();
    let table = standings(plan.teams.len(), &run.results);
    let abbreviation = |i: u8| &league.teams[usize::from(i)].abbreviation;
    let (top, bottom) = (&table[0], &table[table.len() - 1]);
    let goals: u32 = table.iter().map(|s| u32::from(s.goals_for)).sum();
    let scorer = run.totals.skater_leaders(|s| s.points(), 1)[0];
    let goalie = run
        .totals
        .goalie_leaders(|g| g.goals_against_average(), 20, 1);
    println!(
        "{name}: {} games, team 0 coached by the computer to the end, in {seconds:.2} s (longest game {:.1} ms); {:.2} goals a game; \
         first {} {} pts, last {} {} pts; points leader {} {}; best GAA {}",
        run.results.len(),
        longest * 1000.0,
        f64::from(goals) / run.results.len() as f64,
        abbreviation(top.team),
        top.points,
        abbreviation(bottom.team),
        bottom.points,
        scorer.name,
        scorer.points(),
        goalie.first().map_or("-".to_string(), |g| format!(
            "{} {:.2}",
            g.name,
            g.goals_against_average()
        )),
    );
    let mut file = SeasonFile::new::<G>(format!("{name} season"), plan, Vec::new());
    file.update(&run);
    println!("  the season file: {} bytes of JSON", file.to_json().len());
    // Each regular's season line beside his card's source line, keyed by player id.
    let mut sums: HashMap<String, PlayerTotals> = HashMap::new();
    for line in &run.totals.skaters {
        let team = &league.teams[usize::from(line.team)];
        let Some((player, _)) = team.skaters().find(|(p, _)| p.name == line.name) else {
            continue;
        };
        sums.insert(
            player.id.clone(),
            PlayerTotals {
                games: u32::from(line.games),
                goals: u32::from(line.goals),
                assists: u32::from(line.assists),
                shots: u32::from(line.shots),
                pim: u32::from(line.penalty_minutes),
            },
        );
    }
    print!("  ");
    print_card_honesty(league, &sums, is_regular);
}

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u16 = args.next().and_then(|n| n.parse().ok()).unwrap_or(82);
    let seed: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1);
    use rinkside::games::{crease, fourth_street, open_ice};
    season::<OpenIce>("open ice", games, seed, open_ice::chart::is_regular);
    season::<Crease>("inside the crease", games, seed, crease::cards::is_regular);
    season::<FourthStreet>("4th street", games, seed, fourth_street::cards::is_regular);
}
