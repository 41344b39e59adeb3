//! Benchmark (not a test): how long the Hard player takes per decision, natively.
//! Plays Hard against Medium and times every Hard decision that has more than one choice.
//! Usage: cargo run --profile bench-native --bin bench_icih_hard [games]

use rinkside::engine::{Game, Team};
use rinkside::games::icih::search::{HARD_PLAYOUTS, Search};
use rinkside::games::icih::{Era, Icih, Level, Options, Players};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let mut times_ms: Vec<f64> = Vec::new();
    for seed in 0..games {
        let options = Options {
            players: Players::TwoPlayers,
            era: Era::Shootout,
        };
        let mut game = Icih::new(options, seed);
        let mut moves = 0u64;
        while let Some(seat) = game.phase().actor() {
            let action = if seat == Team::Home {
                let started = Instant::now();
                let mut search = Search::new(&game, seat, seed ^ moves, HARD_PLAYOUTS);
                let searched = !search.finished();
                while !search.finished() {
                    search.step(4);
                }
                let action = search.best().expect("a move");
                if searched {
                    times_ms.push(started.elapsed().as_secs_f64() * 1000.0);
                }
                action
            } else {
                game.computer_choice(seat, Level::Medium, moves)
                    .expect("a move")
            };
            game.apply_action(&action).expect("legal");
            moves += 1;
        }
    }
    times_ms.sort_by(f64::total_cmp);
    let n = times_ms.len();
    let at = |q: f64| times_ms[((n as f64 - 1.0) * q).round() as usize];
    println!(
        "hard decisions (native): {n} searched decisions in {games} games, {HARD_PLAYOUTS} playouts each"
    );
    println!(
        "  median {:.1} ms, p95 {:.1} ms, worst {:.1} ms",
        at(0.5),
        at(0.95),
        times_ms[n - 1]
    );
}
