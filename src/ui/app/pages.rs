//! The app's pages: each opens its save, link or page in the chunk that holds its game, by
//! the chunk's entry points (one match per kind of page), and a save or link that can't be
//! opened gets one clear message.

use super::loader::ChunkPage;
use super::route::{Route, current_hash, parse_hash};
use crate::engine::record::peek_game;
use crate::engine::{GameId, RecordError};
use crate::games::is_playable;
use crate::storage;
use crate::ui::base::chunk::{ChunkFailed, Open, PageBuilder};
use crate::ui::base::saves::unsaved;
use crate::ui::widgets::opening::{bad_link, load_error};
use crate::ui::{card_hockey, crease, fourth_street, icih, lab, open_ice};
use leptos::prelude::*;

/// The chunk that holds a game's code, asked to open a save or a link.
async fn open_in_chunk(game: GameId, open: Open) -> Result<PageBuilder, ChunkFailed> {
    match game {
        GameId::CardHockey => card_hockey::open_card_hockey(open).await,
        GameId::Icih => icih::open_icih(open).await,
        GameId::OpenIce => open_ice::open_open_ice(open).await,
        GameId::InsideTheCrease => crease::open_crease(open).await,
        GameId::FourthStreet => fourth_street::open_fourth_street(open).await,
    }
}

/// A saved game, opened for play at the table of its game.
#[component]
pub fn PlayPage(id: String) -> impl IntoView {
    // A game held in memory is newer than its stored copy (if any).
    let (save, held) = match unsaved(&id) {
        Some((save, problem)) => (Ok(save), Some(problem)),
        None => (storage::load(&id).map_err(|e| e.to_string()), None),
    };
    match save {
        Ok(save) => {
            let game = save.game;
            let load = move || {
                open_in_chunk(
                    game,
                    Open::Play {
                        save: save.clone(),
                        held: held.clone(),
                    },
                )
            };
            view! { <ChunkPage what=game.name() load=load /> }.into_any()
        }
        Err(message) => load_error(message),
    }
}

/// A shared game's link: its replay, or back to the lobby with the reason.
#[component]
pub fn ReplayPage(code: String) -> impl IntoView {
    match peek_game(&code) {
        Ok(game) if is_playable(game) => {
            let load = move || open_in_chunk(game, Open::Replay(code.clone()));
            view! { <ChunkPage what=game.name() load=load /> }.into_any()
        }
        Ok(_) => bad_link(RecordError::UnknownGame),
        Err(e) => bad_link(e),
    }
}

/// A link a friend sent in a game of ICIH by link, taken in by ICIH's chunk.
#[component]
pub fn LinkPage(text: String) -> impl IntoView {
    let load = move || icih::link::open_icih_link(text.clone());
    view! { <ChunkPage what=GameId::Icih.name() load=load /> }
}

/// The realism lab, from its own chunk.
#[component]
pub fn LabPage() -> impl IntoView {
    view! { <ChunkPage what="the realism lab" load=lab::open_lab /> }
}

/// A game's own new-game page, from its chunk.
#[component]
pub fn NewGamePage(game: GameId) -> impl IntoView {
    match game {
        GameId::OpenIce => view! {
            <ChunkPage what=game.name() load=open_ice::open_open_ice_setup />
        }
        .into_any(),
        GameId::InsideTheCrease => view! {
            <ChunkPage what=game.name() load=crease::open_crease_setup />
        }
        .into_any(),
        GameId::FourthStreet => view! {
            <ChunkPage what=game.name() load=fourth_street::open_fourth_street_setup />
        }
        .into_any(),
        other => load_error(format!("{} is not playable yet.", other.name())),
    }
}

/// A sim's season page, from its chunk.
#[component]
pub fn SeasonPage(game: GameId, league: Option<u32>) -> impl IntoView {
    match game {
        GameId::OpenIce => view! {
            <ChunkPage what=game.name() load=move || open_ice::open_open_ice_season(league) />
        }
        .into_any(),
        GameId::InsideTheCrease => view! {
            <ChunkPage what=game.name() load=move || crease::open_crease_season(league) />
        }
        .into_any(),
        GameId::FourthStreet => view! {
            <ChunkPage what=game.name() load=move || fourth_street::open_fourth_street_season(league) />
        }
        .into_any(),
        other => load_error(format!("{} has no seasons.", other.name())),
    }
}

/// The team builder: it shows each sim's cards, so it lives with them.
#[component]
pub fn TeamsPage() -> impl IntoView {
    view! { <ChunkPage what="the team builder" load=open_ice::open_team_builder /> }
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
                Route::Play(id) => view! { <PlayPage id=id /> }.into_any(),
                Route::Replay(code) => view! { <ReplayPage code=code /> }.into_any(),
                Route::Link(text) => view! { <LinkPage text=text /> }.into_any(),
                Route::Lab => view! { <LabPage /> }.into_any(),
                Route::NewGame(game) => view! { <NewGamePage game=game /> }.into_any(),
                Route::Teams => view! { <TeamsPage /> }.into_any(),
                Route::Season(game, league) => view! { <SeasonPage game=game league=league /> }.into_any(),
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
pub fn mount_app() -> Result<(), ChunkFailed> {
    mount_app_now();
    Ok(())
}

#[cfg(not(feature = "split"))]
pub async fn mount_app() -> Result<(), ChunkFailed> {
    mount_app_now();
    Ok(())
}

fn mount_app_now() {
    use wasm_bindgen::JsCast;
    if let Some(parent) = super::dom::document().get_element_by_id("app") {
        leptos::mount::mount_to(parent.unchecked_into(), App).forget();
    }
}
