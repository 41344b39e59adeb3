//! The app's shell, in the main module: the router and the lobby, drawn with plain DOM calls.
//!
//! Everything else (the tables, replays, new-game and season pages, the lab, the team builder)
//! is the Leptos app, which lives in the `app` chunk with the Leptos runtime and is fetched the
//! first time a page other than the lobby opens. A first visit to the lobby so fetches no
//! Leptos at all (issue 27: it was about two thirds of the main module). The shell shows the
//! lobby while the route is the lobby and the app's pages otherwise; the app draws nothing on
//! the lobby route.

use super::dom::{clear, document, el, listen};
use super::lobby;
use super::pages::mount_app;
use super::route::{Route, current_hash, parse_hash};
use crate::engine::GameId;
use crate::engine::record::peek_game;
use crate::storage;
use crate::ui::base::chunk::ChunkFailed;
use crate::ui::base::recovery;
use crate::ui::base::take_notice;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;
use web_sys::Element;

/// Where the app's chunk stands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum App {
    NotLoaded,
    Loading,
    Mounted,
}

struct Shell {
    /// The page shown: the lobby (`true`) or the app's.
    on_lobby: Option<bool>,
    app: App,
}

thread_local! {
    static SHELL: RefCell<Shell> = const {
        RefCell::new(Shell { on_lobby: None, app: App::NotLoaded })
    };
}

/// The element the lobby is drawn into, the app's status (loading, failed) and the app itself.
fn part(id: &str) -> Element {
    document().get_element_by_id(id).expect("the shell's parts")
}

/// Builds the page's frame and shows the page the URL names.
pub fn start() {
    let body = document().body().expect("a body");
    let main = el("main")
        .class("app")
        .attr("id", "app")
        .child(el("div").attr("id", "lobby-root"))
        .child(el("div").attr("id", "app-status"))
        .build();
    let _ = body.append_child(&main);
    if let Some(window) = web_sys::window() {
        listen(&window, "hashchange", |_| show_route());
    }
    show_route();
    warm_up_later();
}

/// On a return visit (the service worker holds the build), the app's chunk is fetched from the
/// cache and mounted while the lobby sits idle, so the first page opened from it does not wait
/// for it. A first visit does not: the lobby stays the only thing it fetches.
fn warm_up_later() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let controlled = js_sys::Reflect::get(&window.navigator(), &"serviceWorker".into())
        .and_then(|sw| js_sys::Reflect::get(&sw, &"controller".into()))
        .is_ok_and(|controller| controller.is_truthy());
    if !controlled {
        return;
    }
    let warm_up = Closure::once_into_js(|| {
        if SHELL.with(|s| s.borrow().app) == App::NotLoaded {
            load_app(String::new());
        }
    });
    let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        warm_up.unchecked_ref(),
        WARM_UP_AFTER_MS,
    );
}

/// How long the lobby is left alone before the app's chunk is warmed up.
const WARM_UP_AFTER_MS: i32 = 1_000;

fn show_route() {
    let route = parse_hash(&current_hash());
    if route == Route::PanicTest && recovery::panic_test_armed() {
        recovery::forced_panic();
    }
    let lobby = matches!(route, Route::Lobby | Route::PanicTest);
    let was = SHELL.with(|s| s.borrow_mut().on_lobby.replace(lobby));
    // A fragment that stays on the lobby (its "#new-game" anchor) keeps what was chosen there.
    if was == Some(lobby) && lobby {
        return;
    }
    let root = part("lobby-root");
    clear(&root);
    if lobby {
        clear(&part("app-status"));
        lobby::draw(&root, take_notice());
        return;
    }
    // Leaving the lobby for a page clears its notice.
    take_notice();
    let app = SHELL.with(|s| s.borrow().app);
    let status = part("app-status");
    match app {
        App::NotLoaded => load_app(what(&route)),
        // Being warmed up from the lobby: now a page waits for it.
        App::Loading if status.child_element_count() == 0 => {
            let _ = status.append_child(&loading(&what(&route)));
        }
        App::Loading | App::Mounted => {}
    }
}

/// What the page being opened is, for "Loading …" and "… couldn't be loaded".
fn what(route: &Route) -> String {
    let game = match route {
        Route::Play(id) => storage::load(id).ok().map(|save| save.game),
        Route::Replay(code) => peek_game(code).ok(),
        Route::Link(_) => Some(GameId::Icih),
        Route::NewGame(game) | Route::Season(game, _) => Some(*game),
        Route::Lab => return "the realism lab".to_string(),
        Route::Teams => return "the team builder".to_string(),
        Route::Lobby | Route::PanicTest => None,
    };
    game.map_or("the game", |g| g.name()).to_string()
}

fn what_now() -> String {
    what(&parse_hash(&current_hash()))
}

fn load_app(what: String) {
    SHELL.with(|s| s.borrow_mut().app = App::Loading);
    // Warming up on the lobby says nothing; a page waiting for the chunk says it is loading.
    let on_lobby = SHELL.with(|s| s.borrow().on_lobby) == Some(true);
    let status = part("app-status");
    clear(&status);
    if !on_lobby {
        let _ = status.append_child(&loading(&what));
    }
    wasm_bindgen_futures::spawn_local(async move {
        let mounted = mount_app().await;
        let status = part("app-status");
        clear(&status);
        match mounted {
            Ok(()) => SHELL.with(|s| s.borrow_mut().app = App::Mounted),
            Err(ChunkFailed) => {
                SHELL.with(|s| s.borrow_mut().app = App::NotLoaded);
                // Gone back to the lobby meanwhile: nothing to say.
                if SHELL.with(|s| s.borrow().on_lobby) != Some(true) {
                    // A warm-up had no page to name; the page now shown has.
                    let _ = status.append_child(&failed(&what_now()));
                }
            }
        }
    });
}

/// The same words as a game's chunk page (chunks.rs) while the app's own chunk loads.
fn loading(what: &str) -> Element {
    el("div")
        .class("page-loading")
        .attr("role", "status")
        .attr("aria-live", "polite")
        .testid("chunk-loading")
        .child(el("span").class("spinner").attr("aria-hidden", "true"))
        .child(el("span").text(&format!("Loading {what}…")))
        .build()
}

fn failed(what: &str) -> Element {
    let retry_what = what.to_string();
    el("div")
        .class("page-error")
        .attr("role", "alert")
        .testid("chunk-error")
        .child(el("h2").text(&format!("{what} couldn't be loaded")))
        .child(el("p").text(
            "This part of Rinkside has not been downloaded to this device yet, and the network did not answer. Check the connection and try again. Your saved games are safe.",
        ))
        .child(
            el("div")
                .class("page-error-actions")
                .child(
                    el("button")
                        .class("primary")
                        .testid("chunk-retry")
                        .text("Try again")
                        .on("click", move |_| load_app(retry_what.clone())),
                )
                .child(
                    el("a")
                        .class("button")
                        .attr("href", "#/")
                        .testid("chunk-to-lobby")
                        .text("Back to the lobby"),
                ),
        )
        .build()
}
