//! Loading each game's code only when it is opened.
//!
//! Every game (its rules engine and its table) and the realism lab sit behind a `wasm_split`
//! function with the `fallible` option: the build (scripts/build-wasm.sh) moves that function
//! and everything only it reaches into its own `.wasm` chunk, fetched on the first call. A
//! fetch that fails comes back as [`ChunkFailed`] instead of aborting the app, and is not
//! remembered, so "Try again" really tries again.

use crate::ui::base::chunk::{ChunkFailed, PageBuilder};
use leptos::prelude::*;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

/// Where a chunk page stands. The page builder is taken once, when it is shown.
#[derive(Clone)]
enum Loaded {
    Loading,
    Ready(Rc<RefCell<Option<PageBuilder>>>),
    Failed,
}

/// A page whose code lives in a chunk: "Loading…" while it is fetched, the page once it is
/// there, and a message with a retry if it can't be fetched. The lobby is one link away
/// throughout.
///
/// Not `<Suspense>`: with Leptos 0.8.23 a page built inside a `Suspend` panicked on a disposed
/// signal when the person went back to the lobby. Here the page is built by an ordinary
/// reactive closure, as it was before the split.
#[component]
pub fn ChunkPage<F, Fut>(what: &'static str, load: F) -> impl IntoView
where
    F: Fn() -> Fut + 'static,
    Fut: Future<Output = Result<PageBuilder, ChunkFailed>> + 'static,
{
    // The page itself is one function for every chunk: a generic body was a copy per page in
    // the lobby's code (issue 27).
    chunk_page(what, Rc::new(move || Box::pin(load()) as LoadChunk))
}

/// A chunk being fetched, whichever page it is for.
type LoadChunk = Pin<Box<dyn Future<Output = Result<PageBuilder, ChunkFailed>>>>;

fn chunk_page(what: &'static str, load: Rc<dyn Fn() -> LoadChunk>) -> impl IntoView {
    let state = RwSignal::new_local(Loaded::Loading);
    let attempt = RwSignal::new(0u32);
    Effect::new(move |_| {
        attempt.track();
        state.set(Loaded::Loading);
        let loading = load();
        let styles = game_styles();
        leptos::task::spawn_local(async move {
            let loaded = loading.await;
            // Fetched beside the chunk; shown only once styled.
            if let Some(styles) = styles {
                let _ = styles.await;
            }
            let loaded = match loaded {
                Ok(build) => Loaded::Ready(Rc::new(RefCell::new(Some(build)))),
                Err(ChunkFailed) => Loaded::Failed,
            };
            // The person may have left the page while it loaded.
            let _ = state.try_set(loaded);
        });
    });
    move || match state.get() {
        Loaded::Loading => view! { <ChunkLoading what=what /> }.into_any(),
        Loaded::Failed => view! { <ChunkError what=what attempt=attempt /> }.into_any(),
        Loaded::Ready(build) => match build.borrow_mut().take() {
            Some(build) => untrack(build),
            None => ().into_any(),
        },
    }
}

#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// index.html's loader of every game's stylesheet (the lobby needs only main.css).
    #[wasm_bindgen(catch, js_name = rinksideGameStyles)]
    fn rinkside_game_styles() -> Result<js_sys::Promise, wasm_bindgen::JsValue>;
}

/// Every game's stylesheet, loading; `None` where the page has no loader (the wasm tests').
fn game_styles() -> Option<wasm_bindgen_futures::JsFuture> {
    rinkside_game_styles()
        .ok()
        .map(wasm_bindgen_futures::JsFuture::from)
}

#[component]
fn ChunkLoading(what: &'static str) -> impl IntoView {
    view! {
        <div class="page-loading" role="status" aria-live="polite" data-testid="chunk-loading">
            <span class="spinner" aria-hidden="true"></span>
            <span>"Loading " {what} "…"</span>
        </div>
    }
}

#[component]
fn ChunkError(what: &'static str, attempt: RwSignal<u32>) -> impl IntoView {
    view! {
        <div class="page-error" role="alert" data-testid="chunk-error">
            <h2>{what} " couldn't be loaded"</h2>
            <p>
                "This part of Rinkside has not been downloaded to this device yet, and the network "
                "did not answer. Check the connection and try again. Your saved games are safe."
            </p>
            <div class="page-error-actions">
                <button class="primary" data-testid="chunk-retry" on:click=move |_| attempt.update(|n| *n += 1)>
                    "Try again"
                </button>
                <a class="button" href="#/" data-testid="chunk-to-lobby">"Back to the lobby"</a>
            </div>
        </div>
    }
}
