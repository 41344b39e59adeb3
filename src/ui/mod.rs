//! Leptos components. Components receive read-only views and callbacks; every change to a game
//! goes through the engine's `apply`, and nothing from a link or a save is rendered as HTML
//! (all text goes through Leptos text nodes).

mod bench;
mod card_hockey;
mod chunks;
mod crease;
pub mod dice_tray;
mod fourth_street;
mod icih;
mod icih_link;
mod lab;
mod lobby;
mod open_ice;
mod pages;
mod recovery;
pub mod rink_board;
mod saves;
mod season;
mod shell;
mod sim;
mod sim_cards;
mod sim_setup;
mod team_builder;
mod widgets;

use crate::engine::GameId;
use leptos::prelude::*;

#[derive(Debug, Clone, PartialEq)]
enum Route {
    Lobby,
    Play(String),
    Replay(String),
    /// A link a friend sent in a game by link.
    Link(String),
    Lab,
    /// A new game set up on a page of its own (the sims, whose team lists live in their chunk).
    NewGame(GameId),
    /// Building a team from a person's own stat lines.
    Teams,
    /// A sim's season (in its chunk).
    Season(GameId),
    /// A deliberate panic for the recovery screen's browser test; the lobby unless armed
    /// (see `recovery.rs`).
    PanicTest,
}

fn parse_hash(hash: &str) -> Route {
    let path = hash.trim_start_matches('#').trim_start_matches('/');
    if let Some(id) = path.strip_prefix("play/") {
        Route::Play(id.to_string())
    } else if let Some(code) = path.strip_prefix("replay/") {
        Route::Replay(code.to_string())
    } else if let Some(text) = path.strip_prefix("link/") {
        Route::Link(text.to_string())
    } else if path == "lab" {
        Route::Lab
    } else if path == "teams" {
        Route::Teams
    } else if path == "panic-test" {
        Route::PanicTest
    } else if let Some(slug) = path.strip_prefix("new/")
        && let Some(game) = GameId::ALL.into_iter().find(|g| g.slug() == slug)
    {
        Route::NewGame(game)
    } else if let Some(slug) = path.strip_prefix("season/")
        && let Some(game) = GameId::ALL.into_iter().find(|g| g.slug() == slug)
    {
        Route::Season(game)
    } else {
        Route::Lobby
    }
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Goes to a page of the app by changing the URL fragment.
pub fn go(fragment: &str) {
    if let Some(window) = web_sys::window() {
        let _ = window.location().set_hash(fragment);
    }
}

/// Leaves the current page for the lobby without keeping it in history (used for bad links).
fn replace_with_lobby() {
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

pub use crate::games::sim::final_label;

/// Why a link could not be opened, shown once by the lobby.
pub fn set_notice(text: String) {
    shell::set_notice(text);
}

/// The app's pages (all but the lobby, which the shell draws). It lives in the `app` chunk.
#[component]
fn App() -> impl IntoView {
    let hash_route = RwSignal::new(parse_hash(&current_hash()));
    // A memo, so a fragment that stays on the same page does not rebuild it.
    let route = Memo::new(move |_| hash_route.get());
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        hash_route.set(parse_hash(&current_hash()));
    });
    on_cleanup(move || listener.remove());
    view! {
        <div class="pages">
            {move || match route.get() {
                Route::Lobby | Route::PanicTest => ().into_any(),
                Route::Play(id) => view! { <pages::PlayPage id=id /> }.into_any(),
                Route::Replay(code) => view! { <pages::ReplayPage code=code /> }.into_any(),
                Route::Link(text) => view! { <pages::LinkPage text=text /> }.into_any(),
                Route::Lab => view! { <pages::LabPage /> }.into_any(),
                Route::NewGame(game) => view! { <pages::NewGamePage game=game /> }.into_any(),
                Route::Teams => view! { <pages::TeamsPage /> }.into_any(),
                Route::Season(game) => view! { <pages::SeasonPage game=game /> }.into_any(),
            }}
        </div>
    }
}

/// Mounts the app's pages into the shell's `<main>`, once: the first page other than the lobby
/// fetches this chunk, and with it the Leptos runtime.
///
/// Only the app's own build (scripts/build-wasm.sh, feature `split`) cuts it off: its chunk
/// calls the games' split functions, whose loader the wasm tests' pages do not have.
#[cfg(feature = "split")]
#[leptos::wasm_split::wasm_split(app, wasm_split_path = ::leptos::wasm_split, fallible)]
fn mount_app() -> Result<(), chunks::ChunkFailed> {
    mount_app_now();
    Ok(())
}

#[cfg(not(feature = "split"))]
async fn mount_app() -> Result<(), chunks::ChunkFailed> {
    mount_app_now();
    Ok(())
}

fn mount_app_now() {
    use wasm_bindgen::JsCast;
    if let Some(parent) = shell::document().get_element_by_id("app") {
        leptos::mount::mount_to(parent.unchecked_into(), App).forget();
    }
}

pub fn mount() {
    recovery::install();
    shell::start();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_from_fragments() {
        assert_eq!(parse_hash(""), Route::Lobby);
        assert_eq!(parse_hash("#/"), Route::Lobby);
        assert_eq!(parse_hash("#/play/ab12"), Route::Play("ab12".into()));
        assert_eq!(parse_hash("#/replay/AQE"), Route::Replay("AQE".into()));
        assert_eq!(
            parse_hash("#/link/icih-link1.AQE"),
            Route::Link("icih-link1.AQE".into())
        );
        assert_eq!(parse_hash("#/nonsense"), Route::Lobby);
        assert_eq!(parse_hash("#/lab"), Route::Lab);
        assert_eq!(parse_hash("#/teams"), Route::Teams);
        assert_eq!(parse_hash("#/panic-test"), Route::PanicTest);
        assert_eq!(
            parse_hash("#/new/open-ice"),
            Route::NewGame(GameId::OpenIce)
        );
        assert_eq!(
            parse_hash("#/new/crease"),
            Route::NewGame(GameId::InsideTheCrease)
        );
        assert_eq!(parse_hash("#/new/nothing"), Route::Lobby);
        assert_eq!(
            parse_hash("#/season/fourth-street"),
            Route::Season(GameId::FourthStreet)
        );
        assert_eq!(parse_hash("#/season/nothing"), Route::Lobby);
    }
}
