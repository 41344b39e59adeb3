//! The ground floor of the UI: what every page stands on. The browser's clock and address
//! bar, the saves, the recovery screen's hooks and the contract between a game's chunk and the
//! app that loads it. Nothing here imports a page.

pub mod chunk;
pub mod frames;
pub mod recovery;
pub mod saves;

use leptos::prelude::window;
use std::cell::RefCell;

pub use crate::games::sim::final_label;

/// Goes to a page of the app by changing the URL fragment.
pub fn go(fragment: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(fragment);
    }
}

/// The page of league `league` (from 1) of the sim with this slug; the route reads it back.
pub fn season_href(slug: &str, league: u32) -> String {
    format!("#/season/{slug}/{league}")
}

/// Leaves the current page for the lobby without keeping it in history (used for bad links).
pub fn replace_with_lobby() {
    if let Some(window) = web_sys::window() {
        let _ = window.location().replace("#/");
    }
}

/// The full URL of a share link for a record.
pub fn share_url(record: &str) -> String {
    let location = window().location();
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_else(|_| "/".into());
    format!("{origin}{path}#/replay/{record}")
}

pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A monotonic clock (ms) for timing work slices; the wall clock where there is none.
pub fn clock_ms() -> f64 {
    window()
        .performance()
        .map(|p| p.now())
        .unwrap_or_else(js_sys::Date::now)
}

thread_local! {
    /// A message the lobby shows once (a link that could not be opened).
    static NOTICE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Why a link could not be opened, shown once by the lobby.
pub fn set_notice(text: String) {
    NOTICE.with(|n| *n.borrow_mut() = Some(text));
}

/// The notice, taken: the lobby shows it once.
pub fn take_notice() -> Option<String> {
    NOTICE.with(|n| n.borrow_mut().take())
}

/// The text of the file just chosen in the file input `ev` came from, read without blocking
/// the page; the input is cleared so the same file can be chosen again. `None` if no file was.
pub fn chosen_file_text(
    ev: &web_sys::Event,
) -> Option<impl std::future::Future<Output = String> + use<>> {
    use wasm_bindgen::JsCast;
    let input = ev.target()?.dyn_into::<web_sys::HtmlInputElement>().ok()?;
    let file = input.files()?.get(0)?;
    input.set_value("");
    Some(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
        text.ok().and_then(|t| t.as_string()).unwrap_or_default()
    })
}
