//! Fuzzes every game's records (see `rinkside::games::fuzz`): bytes mutated, inserted and
//! removed with the checksum recomputed, and own teams mutated as data, each case decoded,
//! replayed and played on. Prints the cases, how many were refused with a message and
//! replayed, the panics caught, and the worst time a case took.
//!
//!     cargo run --profile bench-native --bin fuzz_records [cases] [seed]
//!     cargo run --profile bench-native --bin fuzz_records links [cases] [seed]
//!
//! With `links`, games of ICIH by link are fuzzed instead (`rinkside::games::fuzz::links`):
//! real links of every kind mutated as text, or decoded, changed, sealed and signed again,
//! and given to the device they were sent to.
//!
//! The bench-native profile unwinds, so panics are caught and counted; under `--release`
//! (which aborts on panic) the first panic stops the run after printing its case number.

// The fuzzer needs native threads and clocks (`games::fuzz` is native only); the wasm build of
// the crate's test targets still compiles every bin, so there this one is empty.
#[cfg(not(target_arch = "wasm32"))]
mod native {
    use std::cell::Cell;

    thread_local! {
        /// The case running; `u64::MAX` before the first (while the seeds are made).
        static CASE: Cell<u64> = const { Cell::new(u64::MAX) };
    }

    pub fn main() {
        let mut args = std::env::args().skip(1).peekable();
        let links = args.next_if(|a| a == "links").is_some();
        let cases: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
        let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
        // Quiet panics: they are counted and printed at the end (the case number is kept so a
        // run under panic = "abort" still says which case it was).
        std::panic::set_hook(Box::new(|info| {
            let case = CASE.with(Cell::get);
            if case == u64::MAX {
                // Not in a case: making the seeds failed, which nothing catches.
                eprintln!("panic while making the seeds: {info}");
            } else if cfg!(panic = "abort") {
                eprintln!("panic in case {case}: {info}");
            }
        }));
        let what = if links { "link" } else { "record" };
        println!("fuzzing {cases} {what} cases from seed {seed}");
        let started = std::time::Instant::now();
        let progress = |case| {
            CASE.with(|c| c.set(case));
            if case > 0 && case % 10_000 == 0 {
                eprintln!("  {case} cases");
            }
        };
        let report = if links {
            rinkside::games::fuzz::links::run(cases, seed, progress)
        } else {
            rinkside::games::fuzz::run(cases, seed, progress)
        };
        print!("{}", report.summary());
        println!("total time {:.1} s", started.elapsed().as_secs_f64());
        if !report.panics.is_empty() || !report.broken.is_empty() {
            std::process::exit(1);
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    native::main();
}

#[cfg(target_arch = "wasm32")]
fn main() {}
