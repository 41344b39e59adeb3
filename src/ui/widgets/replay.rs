//! Where a replay stands in its record, shared by every game's replay page.

use crate::engine::{Game, GameRecord, Session};
use crate::storage::SavedGame;
use crate::ui::base::saves::save_new_game;
use crate::ui::base::{go, now_ms};
use leptos::prelude::*;

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
