//! The Ice Cold Ice Hockey table: three rink cards, the pile, drag-to-play hands, the
//! defender's windows, hot-seat hand-offs and the computer opponent; and its replay view.
//!
//! Everything on screen comes from the engine's `view` for the seat holding the device, so the
//! other hand never reaches the DOM. Every move goes through the engine's `apply`.

use crate::engine::Session;
use crate::games::icih::{Icih, Options};
use crate::storage::{self};
use crate::ui::base::chunk::{ChunkFailed, Open, PageBuilder};
use crate::ui::base::now_ms;
use crate::ui::base::saves::save_new_game;
use crate::ui::icih::link::{device_of, is_link_save};
use crate::ui::widgets::opening::{load_error, open_page};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

mod card;
mod computer;
pub mod link;
mod panels;
mod replay;
mod save;
mod table;
mod words;

use replay::IcihReplay;
use save::saved_game;
use table::IcihPlay;

/// The game's chunk: a saved game at its table (a game by link with its device), or a shared
/// link's replay.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_icih(open: Open) -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(move || match open {
        Open::Play { save, held } if is_link_save(&save) => match device_of(&save) {
            Ok(device) => {
                let session = device.session();
                view! { <IcihPlay save=save session=session held=held link=device /> }.into_any()
            }
            Err(e) => load_error(e),
        },
        open => open_page::<Icih>(
            open,
            |save, session, held| {
                view! { <IcihPlay save=save session=session held=held /> }.into_any()
            },
            |record, full| view! { <IcihReplay record=record full=full /> }.into_any(),
        ),
    }))
}

/// Starts and saves a new ICIH game; returns its id.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_icih(options: Options, seed: u64, skip_handoff: bool) -> Result<String, ChunkFailed> {
    let session = Session::<Icih>::new(options, seed);
    let id = save_new_game(|id| saved_game(id, now_ms(), &session));
    if skip_handoff {
        // Unsaved, the table keeps every hand-off: the safe side of the choice.
        let _ = storage::set_skips_handoff(&id);
    }
    Ok(id)
}

// ----- cards -----
