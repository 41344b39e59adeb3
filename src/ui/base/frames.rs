//! Long work between frames (a game by link's proofs): the engine's [`Slicer`] given the
//! browser's turn once a slice has run for [`SLICE_MS`], so a tap or a frame never waits on a
//! whole proof, and what the slices took.

use super::clock_ms;
use crate::engine::slices::{At, Slicer, Wait};
use std::cell::Cell;
use std::rc::Rc;

/// Work per slice before the browser has its turn (ms).
pub const SLICE_MS: f64 = 6.0;

/// What one piece of work between frames took, in ms.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct WorkTimes {
    /// The work itself: every slice added up.
    pub work: f64,
    /// The longest slice: the most the page waited on it at once.
    pub longest: f64,
    /// The last slice (what follows the last pause: saving, for one).
    pub last: f64,
    /// Where the longest slice began and ended (the pauses in the code; None: the start, the
    /// end).
    pub longest_from: Option<At>,
    pub longest_to: Option<At>,
}

impl WorkTimes {
    /// Where the longest slice ran, as "file:line → file:line".
    pub fn longest_where(&self) -> String {
        let at = |a: Option<At>, none: &str| {
            a.map_or(none.to_string(), |a| format!("{}:{}", a.file(), a.line()))
        };
        format!(
            "{} → {}",
            at(self.longest_from, "start"),
            at(self.longest_to, "end")
        )
    }
}

struct Meter {
    /// When the slice running now began, and at which pause.
    slice_began: Cell<f64>,
    began_at: Cell<Option<At>>,
    times: Cell<WorkTimes>,
}

impl Meter {
    /// Ends the slice running now (at the pause `at`, or at the end).
    fn end_slice(&self, at: Option<At>) {
        let took = clock_ms() - self.slice_began.get();
        let mut times = self.times.get();
        times.work += took;
        if took > times.longest {
            times.longest = took;
            times.longest_from = self.began_at.get();
            times.longest_to = at;
        }
        times.last = took;
        self.times.set(times);
    }
}

/// A slicer for the browser and its meter.
pub struct FrameWork {
    pub slicer: Slicer,
    meter: Rc<Meter>,
}

impl FrameWork {
    /// Starts the clock on the first slice.
    pub fn start() -> FrameWork {
        let meter = Rc::new(Meter {
            slice_began: Cell::new(clock_ms()),
            began_at: Cell::new(None),
            times: Cell::new(WorkTimes::default()),
        });
        let at_pause = meter.clone();
        let slicer = Slicer::new(move |at| {
            if clock_ms() - at_pause.slice_began.get() < SLICE_MS {
                return None;
            }
            at_pause.end_slice(Some(at));
            let resumed = at_pause.clone();
            Some(Box::pin(async move {
                next_task().await;
                resumed.slice_began.set(clock_ms());
                resumed.began_at.set(Some(at));
            }) as Wait)
        });
        FrameWork { slicer, meter }
    }

    /// What the work took, ending its last slice now.
    pub fn done(&self) -> WorkTimes {
        self.meter.end_slice(None);
        self.meter.slice_began.set(clock_ms());
        self.meter.times.get()
    }
}

/// Resolves in a later task (a 0 ms timer), after the browser has handled input and drawn.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let timer = web_sys::window().and_then(|window| {
            window
                .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0)
                .ok()
        });
        // No timer to be had: go on at once rather than never.
        if timer.is_none() {
            let _ = resolve.call0(&wasm_bindgen::JsValue::NULL);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
