//! Benchmark (prints, asserts nothing): whole computer-managed Inside the Crease games per
//! second, and how long an 82-game season for every team of the league takes.
//! Usage: cargo run --profile bench-native --bin bench_crease [games]

use rinkside::games::crease::lab::{league_options, simulate};
use rinkside::games::sim::builtin_league;
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_000);
    let league = builtin_league();
    let started = Instant::now();
    let mut goals = 0u64;
    for seed in 0..games {
        let game = simulate(league_options(league, seed), seed);
        goals += u64::from(game.score().home + game.score().away);
    }
    let seconds = started.elapsed().as_secs_f64();
    let per_second = games as f64 / seconds;
    let season = league.teams.len() as f64 * 82.0 / 2.0;
    println!(
        "inside the crease: {games} games in {seconds:.2} s = {per_second:.0} games/s ({:.2} goals a game); \
         an 82-game season for {} teams ({season:.0} games) takes {:.2} s natively",
        goals as f64 / games as f64,
        league.teams.len(),
        season / per_second
    );
}
