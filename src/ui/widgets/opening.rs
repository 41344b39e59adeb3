//! A game's page from its chunk: a saved game at its table or a share link's replay, and the
//! one clear message when a save or a link can't be opened.

use crate::engine::{Game, GameRecord, RecordError, Session};
use crate::storage::{SavedGame, StorageProblem};
use crate::ui::base::chunk::Open;
use crate::ui::base::{replace_with_lobby, set_notice};
use leptos::prelude::*;

#[component]
pub fn LoadError(message: String) -> impl IntoView {
    view! {
        <div class="page-error" role="alert" data-testid="load-error">
            <h2>"This game can't be opened"</h2>
            <p>{message}</p>
            <a class="button primary" href="#/">"Back to the lobby"</a>
        </div>
    }
}

/// A save that can't be opened: the reason, and the way back.
pub fn load_error(message: String) -> AnyView {
    view! { <LoadError message=message /> }.into_any()
}

/// A game's page from its chunk: a saved game at its table (`play`), or a share link's replay
/// (`replay`); a save that can't be read says so, a link that can't goes back to the lobby.
pub fn open_page<G: Game>(
    open: Open,
    play: impl FnOnce(SavedGame, Session<G>, Option<StorageProblem>) -> AnyView,
    replay: impl FnOnce(GameRecord<G>, Session<G>) -> AnyView,
) -> AnyView {
    match open {
        Open::Play { save, held } => match decode_for_play::<G>(&save) {
            Ok(session) => play(save, session, held),
            Err(e) => load_error(e),
        },
        Open::Replay(code) => match decode_for_replay::<G>(&code) {
            Ok((record, full)) => replay(record, full),
            Err(e) => bad_link(e),
        },
    }
}

/// A link that can't be opened: back to the lobby, which says why.
pub fn bad_link(e: RecordError) -> AnyView {
    set_notice(format!("That game link can't be opened: {e}."));
    replace_with_lobby();
    ().into_any()
}

/// Decodes a record and replays it in full: what a replay page starts from.
pub fn decode_for_replay<G: Game>(code: &str) -> Result<(GameRecord<G>, Session<G>), RecordError> {
    GameRecord::<G>::decode(code)
        .and_then(|record| Session::replay(&record, None).map(|full| (record, full)))
}

/// Decodes a saved game's record and replays it: what a table starts from.
pub fn decode_for_play<G: Game>(save: &SavedGame) -> Result<Session<G>, String> {
    GameRecord::<G>::decode(&save.record)
        .and_then(|record| Session::replay(&record, None))
        .map_err(|e| e.to_string())
}
