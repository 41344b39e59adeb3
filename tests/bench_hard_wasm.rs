//! Benchmark (not a test; ignored in the suite): the Hard player's decision times in wasm, in
//! headless Chromium. Run with scripts/bench-hard-wasm.sh, which prints median and worst.

use rinkside::games::icih::search::{HARD_PLAYOUTS, hard_decision_times};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    js_sys::Date::now()
}

#[wasm_bindgen_test]
#[ignore = "benchmark: run scripts/bench-hard-wasm.sh"]
fn hard_decision_times_in_wasm() {
    let perf = web_sys::window().and_then(|w| w.performance());
    let clock = || perf.as_ref().map_or_else(now_ms, |p| p.now());
    let measured = hard_decision_times(3, clock);
    let (times, slices) = (&measured.decisions, &measured.rounds);
    let pick = |v: &[f64], q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    console_log!(
        "hard decisions (wasm, Chromium): {} searched decisions, {HARD_PLAYOUTS} playouts each: median {:.1} ms, p95 {:.1} ms, worst {:.1} ms; one search slice (one round): median {:.2} ms, worst {:.2} ms",
        times.len(),
        pick(times, 0.5),
        pick(times, 0.95),
        times[times.len() - 1],
        pick(slices, 0.5),
        slices[slices.len() - 1]
    );
    let median = |v: &[f64]| if v.is_empty() { f64::NAN } else { pick(v, 0.5) };
    console_log!(
        "answer windows: holding a card {} (median {:.1} ms), nothing to play {} (median {:.1} ms)",
        measured.answers_with_a_card.len(),
        median(&measured.answers_with_a_card),
        measured.answers_without_a_card.len(),
        median(&measured.answers_without_a_card)
    );
}
