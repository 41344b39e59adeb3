//! The play and replay pages for every game: each opens its save or link and hands it to the
//! game's own table, and a save or link that can't be opened gets one clear message.

use super::saves::{save_new_game, unsaved};
use super::{Notice, go, now_ms, replace_with_lobby};
use crate::engine::record::peek_game;
use crate::engine::{Game, GameId, GameRecord, RecordError, Session};
use crate::storage::{self, SavedGame};
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

/// A saved game, opened for play at the table of its game.
#[component]
pub fn PlayPage(id: String) -> impl IntoView {
    // A game held in memory is newer than its stored copy (if any).
    let (save, held) = match unsaved(&id) {
        Some((save, problem)) => (Ok(save), Some(problem)),
        None => (storage::load(&id).map_err(|e| e.to_string()), None),
    };
    let opened = save.and_then(|save| match save.game {
        GameId::CardHockey => super::card_hockey::play_page(save, held),
        GameId::Icih => super::icih::play_page(save, held),
        other => Err(format!("{} is not playable yet.", other.name())),
    });
    opened.unwrap_or_else(|message| view! { <LoadError message=message /> }.into_any())
}

/// A shared game's link: its replay, or back to the lobby with the reason.
#[component]
pub fn ReplayPage(code: String) -> impl IntoView {
    let Notice(notice) = expect_context::<Notice>();
    let opened = peek_game(&code).and_then(|game| match game {
        GameId::CardHockey => super::card_hockey::replay_page(&code),
        GameId::Icih => super::icih::replay_page(&code),
        _ => Err(RecordError::UnknownGame),
    });
    opened.unwrap_or_else(|e| {
        notice.set(Some(format!("That game link can't be opened: {e}.")));
        replace_with_lobby();
        ().into_any()
    })
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

/// Where a replay stands in its record: the move shown and the game at that move.
pub struct ReplayCursor<G: Game + Send + Sync> {
    pub total: usize,
    pub step: RwSignal<usize>,
    pub at_step: RwSignal<Session<G>>,
    record: StoredValue<GameRecord<G>>,
}

// Written out because a derive would ask `G` itself to be `Copy`.
impl<G: Game + Send + Sync> Clone for ReplayCursor<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: Game + Send + Sync> Copy for ReplayCursor<G> {}

impl<G: Game + Send + Sync> ReplayCursor<G>
where
    G::Event: Send + Sync,
    G::Options: Send + Sync,
    G::Action: Send + Sync,
{
    /// At the end of the record, where a replay opens.
    pub fn new(record: GameRecord<G>, full: &Session<G>) -> Self {
        let total = record.actions.len();
        ReplayCursor {
            total,
            step: RwSignal::new(total),
            at_step: RwSignal::new(full.clone()),
            record: StoredValue::new(record),
        }
    }

    pub fn jump(self, k: usize) {
        let k = k.min(self.total);
        self.step.set(k);
        // Every prefix of a record that replayed in full replays too.
        if let Ok(session) = self.record.with_value(|r| Session::replay(r, Some(k))) {
            self.at_step.set(session);
        }
    }

    /// Saves the game as it stands at this move as a new game on this device, and opens it.
    pub fn continue_here(self, saved_game: fn(&str, f64, &Session<G>) -> SavedGame) {
        let session = self.at_step.get_untracked();
        let id = save_new_game(|id| saved_game(id, now_ms(), &session));
        go(&format!("/play/{id}"));
    }
}
