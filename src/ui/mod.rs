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
    window().location().hash().unwrap_or_default()
}

/// Goes to a page of the app by changing the URL fragment.
pub fn go(fragment: &str) {
    let _ = window().location().set_hash(fragment);
}

/// Leaves the current page for the lobby without keeping it in history (used for bad links).
fn replace_with_lobby() {
    let _ = window().location().replace("#/");
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

/// A message the lobby shows once, such as why a link could not be opened.
#[derive(Clone, Copy)]
pub struct Notice(pub RwSignal<Option<String>>);

#[component]
fn App() -> impl IntoView {
    let hash_route = RwSignal::new(parse_hash(&current_hash()));
    // A memo, so a fragment that stays on the same page (the lobby's "#new-game" anchor) does
    // not rebuild that page and reset what the person has chosen there.
    let route = Memo::new(move |_| hash_route.get());
    let notice = Notice(RwSignal::new(None));
    provide_context(notice);
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = parse_hash(&current_hash());
        // The lobby shows a notice once: leaving the lobby for a game clears it (a bad link
        // sets it again on its way back to the lobby).
        if next != Route::Lobby {
            notice.0.set(None);
        }
        hash_route.set(next);
    });
    on_cleanup(move || listener.remove());
    view! {
        <main class="app">
            {move || match route.get() {
                Route::Lobby => view! { <lobby::Lobby /> }.into_any(),
                Route::Play(id) => view! { <pages::PlayPage id=id /> }.into_any(),
                Route::Replay(code) => view! { <pages::ReplayPage code=code /> }.into_any(),
                Route::Link(text) => view! { <pages::LinkPage text=text /> }.into_any(),
                Route::Lab => view! { <pages::LabPage /> }.into_any(),
                Route::NewGame(game) => view! { <pages::NewGamePage game=game /> }.into_any(),
                Route::Teams => view! { <pages::TeamsPage /> }.into_any(),
                Route::Season(game) => view! { <pages::SeasonPage game=game /> }.into_any(),
                Route::PanicTest if recovery::panic_test_armed() => recovery::forced_panic(),
                Route::PanicTest => view! { <lobby::Lobby /> }.into_any(),
            }}
        </main>
    }
}

pub fn mount() {
    recovery::install();
    leptos::mount::mount_to_body(App);
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
