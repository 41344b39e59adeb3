//! Benchmark (not a test; ignored in the suite): the Hard player's decision times in wasm, in
//! headless Chromium. Run with scripts/bench-hard-wasm.sh, which prints median and worst.

use rinkside::engine::{Game, Team};
use rinkside::games::icih::search::{HARD_PLAYOUTS, Search};
use rinkside::games::icih::{Era, Icih, Level, Options, Players};
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
    let mut times: Vec<f64> = Vec::new();
    let mut slices: Vec<f64> = Vec::new();
    for seed in 0..3u64 {
        let options = Options {
            players: Players::TwoPlayers,
            era: Era::Shootout,
        };
        let mut game = Icih::new(options, seed);
        let mut moves = 0u64;
        while let Some(seat) = game.phase().actor() {
            let action = if seat == Team::Home {
                let started = clock();
                let mut search = Search::new(&game, seat, seed ^ moves, HARD_PLAYOUTS);
                let searched = !search.finished();
                while !search.finished() {
                    let slice_start = clock();
                    search.step(1);
                    slices.push(clock() - slice_start);
                }
                if searched {
                    times.push(clock() - started);
                }
                search.best().expect("a move")
            } else {
                game.computer_choice(seat, Level::Medium, moves)
                    .expect("a move")
            };
            game.apply_action(&action).expect("legal");
            moves += 1;
        }
    }
    times.sort_by(f64::total_cmp);
    slices.sort_by(f64::total_cmp);
    let pick = |v: &[f64], q: f64| v[((v.len() as f64 - 1.0) * q).round() as usize];
    console_log!(
        "hard decisions (wasm, Chromium): {} searched decisions, {HARD_PLAYOUTS} playouts each: median {:.1} ms, p95 {:.1} ms, worst {:.1} ms; one search slice (one round): median {:.2} ms, worst {:.2} ms",
        times.len(),
        pick(&times, 0.5),
        pick(&times, 0.95),
        times[times.len() - 1],
        pick(&slices, 0.5),
        slices[slices.len() - 1]
    );
}
