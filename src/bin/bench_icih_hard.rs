//! Benchmark (not a test): how long the Hard player takes per decision, natively.
//! Plays Hard against Medium and times every Hard decision that has more than one choice, and
//! every answer window apart: with a card that could answer, and with none (they should match).
//! Usage: cargo run --profile bench-native --bin bench_icih_hard [games]

use rinkside::games::icih::search::{HARD_PLAYOUTS, hard_decision_times};
use std::time::Instant;

fn spread(times_ms: &[f64]) -> String {
    let n = times_ms.len();
    if n == 0 {
        return "none".into();
    }
    let at = |q: f64| times_ms[((n as f64 - 1.0) * q).round() as usize];
    format!(
        "{n}: median {:.1} ms, p5 {:.1} ms, p95 {:.1} ms, worst {:.1} ms",
        at(0.5),
        at(0.05),
        at(0.95),
        times_ms[n - 1]
    )
}

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(5);
    let origin = Instant::now();
    let times = hard_decision_times(games, || origin.elapsed().as_secs_f64() * 1000.0);
    println!("hard decisions (native), {games} games, {HARD_PLAYOUTS} playouts each");
    println!("  every searched decision  {}", spread(&times.decisions));
    println!(
        "  answer, holding a card   {}",
        spread(&times.answers_with_a_card)
    );
    println!(
        "  answer, nothing to play  {}",
        spread(&times.answers_without_a_card)
    );
}
