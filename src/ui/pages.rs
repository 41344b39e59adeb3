//! The play and replay pages for every game: each opens its save or link and hands it to the
//! game's own table, and a save or link that can't be opened gets one clear message.

use super::chunks::{ChunkFailed, ChunkPage, Open, PageBuilder};
use super::saves::{save_new_game, unsaved};
use super::{go, now_ms, replace_with_lobby, set_notice};
use crate::engine::record::peek_game;
use crate::engine::{Game, GameId, GameRecord, RecordError, Session};
use crate::games::is_playable;
use crate::storage::{self, SavedGame, StorageProblem};
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

/// The chunk that holds a game's code, asked to open a save or a link.
async fn open_in_chunk(game: GameId, open: Open) -> Result<PageBuilder, ChunkFailed> {
    match game {
        GameId::CardHockey => super::card_hockey::open_card_hockey(open).await,
        GameId::Icih => super::icih::open_icih(open).await,
        GameId::OpenIce => super::open_ice::open_open_ice(open).await,
        GameId::InsideTheCrease => super::crease::open_crease(open).await,
        GameId::FourthStreet => super::fourth_street::open_fourth_street(open).await,
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
    let load = move || super::icih_link::open_icih_link(text.clone());
    view! { <ChunkPage what=GameId::Icih.name() load=load /> }
}

/// The realism lab, from its own chunk.
#[component]
pub fn LabPage() -> impl IntoView {
    view! { <ChunkPage what="the realism lab" load=super::lab::open_lab /> }
}

/// A game's own new-game page, from its chunk.
#[component]
pub fn NewGamePage(game: GameId) -> impl IntoView {
    match game {
        GameId::OpenIce => view! {
            <ChunkPage what=game.name() load=super::open_ice::open_open_ice_setup />
        }
        .into_any(),
        GameId::InsideTheCrease => view! {
            <ChunkPage what=game.name() load=super::crease::open_crease_setup />
        }
        .into_any(),
        GameId::FourthStreet => view! {
            <ChunkPage what=game.name() load=super::fourth_street::open_fourth_street_setup />
        }
        .into_any(),
        other => load_error(format!("{} is not playable yet.", other.name())),
    }
}

/// A sim's season page, from its chunk.
#[component]
pub fn SeasonPage(game: GameId) -> impl IntoView {
    match game {
        GameId::OpenIce => view! {
            <ChunkPage what=game.name() load=super::open_ice::open_open_ice_season />
        }
        .into_any(),
        GameId::InsideTheCrease => view! {
            <ChunkPage what=game.name() load=super::crease::open_crease_season />
        }
        .into_any(),
        GameId::FourthStreet => view! {
            <ChunkPage what=game.name() load=super::fourth_street::open_fourth_street_season />
        }
        .into_any(),
        other => load_error(format!("{} has no seasons.", other.name())),
    }
}

/// The team builder: it shows each sim's cards, so it lives with them.
#[component]
pub fn TeamsPage() -> impl IntoView {
    view! { <ChunkPage what="the team builder" load=super::open_ice::open_team_builder /> }
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
        self.continue_from(&self.at_step.get_untracked(), saved_game);
    }

    /// Saves `session` (this move's game, made whole where the record hid cards) as a new game
    /// on this device, and opens it.
    pub fn continue_from(
        self,
        session: &Session<G>,
        saved_game: fn(&str, f64, &Session<G>) -> SavedGame,
    ) {
        let id = save_new_game(|id| saved_game(id, now_ms(), session));
        go(&format!("/play/{id}"));
    }
}
