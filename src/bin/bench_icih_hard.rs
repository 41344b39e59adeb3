//! Benchmark (not a test): how long the Hard player takes per decision, natively.
//! Plays Hard against Medium and times every Hard decision that has more than one choice.
//! Usage: cargo run --profile bench-native --bin bench_icih_hard [games]

use rinkside::games::icih::search::{HARD_PLAYOUTS, hard_decision_times};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let origin = Instant::now();
    let (times_ms, _) = hard_decision_times(games, || origin.elapsed().as_secs_f64() * 1000.0);
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
