//! Arena: N games between two computer levels over fixed seeds, home and away alternating.
//! Prints wins, losses and ties for the first level and its share of decided games with a 95%
//! confidence interval. Usage:
//!   cargo run --profile bench-native --bin arena_icih -- <level> <level> [games] [first seed]
//! Levels: easy, medium, hard.

use rinkside::engine::{Game, Team};
use rinkside::games::icih::lab::simulate;
use rinkside::games::icih::{Era, Level};
use std::time::Instant;

fn level(name: &str) -> Level {
    match name {
        "easy" => Level::Easy,
        "medium" => Level::Medium,
        "hard" => Level::Hard,
        other => {
            eprintln!("unknown level {other:?}: use easy, medium or hard");
            std::process::exit(2);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 2 {
        eprintln!("usage: arena_icih <level> <level> [games] [first seed]");
        std::process::exit(2);
    }
    let (a, b) = (level(&args[0]), level(&args[1]));
    let games: u64 = args.get(2).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let first: u64 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1);
    let started = Instant::now();
    let (mut wins, mut losses, mut ties) = (0u64, 0u64, 0u64);
    for i in 0..games {
        let seed = first + i;
        // `a` is home in even games and away in odd ones.
        let a_side = if i % 2 == 0 { Team::Home } else { Team::Away };
        let (home, away) = if a_side == Team::Home { (a, b) } else { (b, a) };
        let game = simulate(seed, home, away, Era::Shootout);
        match game.outcome().and_then(|o| o.winner) {
            Some(w) if w == a_side => wins += 1,
            Some(_) => losses += 1,
            None => ties += 1,
        }
    }
    let decided = (wins + losses) as f64;
    let share = wins as f64 / decided.max(1.0);
    // Wilson score interval, 95%.
    let z = 1.96f64;
    let centre = (share + z * z / (2.0 * decided)) / (1.0 + z * z / decided);
    let half = z * (share * (1.0 - share) / decided + z * z / (4.0 * decided * decided)).sqrt()
        / (1.0 + z * z / decided);
    println!(
        "{} vs {}: {games} games (seeds {first}..{}), {:.1} s",
        args[0],
        args[1],
        first + games - 1,
        started.elapsed().as_secs_f64()
    );
    println!("  {} wins {wins}, losses {losses}, ties {ties}", args[0]);
    println!(
        "  {} takes {:.1}% of decided games (95% CI {:.1}% - {:.1}%)",
        args[0],
        100.0 * share,
        100.0 * (centre - half),
        100.0 * (centre + half)
    );
}
