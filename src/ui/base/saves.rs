//! Saving games from any table: new game ids, the copy held in memory when storage refuses a
//! save, and the warning the table shows then.

use super::now_ms;
use crate::storage::{self, SavedGame, StorageProblem};
use std::cell::RefCell;

thread_local! {
    /// The latest state of a game that storage refused to hold, and why, kept for this page's
    /// life. It is newer than anything stored for that game until a save succeeds again.
    static UNSAVED: RefCell<Option<(SavedGame, StorageProblem)>> = const { RefCell::new(None) };
}

fn hold_unsaved(save: SavedGame, problem: StorageProblem) {
    UNSAVED.with(|u| *u.borrow_mut() = Some((save, problem)));
}

/// The held copy of game `id`, if storage refused it, and why.
pub fn unsaved(id: &str) -> Option<(SavedGame, StorageProblem)> {
    UNSAVED.with(|u| u.borrow().clone().filter(|(s, _)| s.id == id))
}

/// Drops the held copy of a game once it has been saved (the stored one is then the newest) or
/// deleted.
pub fn forget_unsaved(id: &str) {
    UNSAVED.with(|u| {
        let mut held = u.borrow_mut();
        if held.as_ref().is_some_and(|(s, _)| s.id == id) {
            *held = None;
        }
    });
}

/// Saves a game; if storage refuses, holds it in memory instead and says why.
pub fn save_or_hold(save: SavedGame) -> Result<(), StorageProblem> {
    // Held for the recovery screen, should anything panic before the next save; never a game
    // by link, whose save holds this side's secret keys.
    if !storage::is_link_device(&save.record) {
        super::recovery::note_record(&save.record);
    }
    match storage::save(&save) {
        Ok(()) => {
            forget_unsaved(&save.id);
            Ok(())
        }
        Err(problem) => {
            hold_unsaved(save, problem.clone());
            Err(problem)
        }
    }
}

pub fn storage_warning_text(problem: &StorageProblem) -> String {
    let advice = match problem {
        StorageProblem::QuotaExceeded => {
            " Free some space by deleting saved games in the lobby; the next play then saves it."
        }
        _ => "",
    };
    format!(
        "{problem}. Play goes on, but this game is lost if the page is closed or reloaded.{advice}"
    )
}

pub fn random_u64() -> u64 {
    let mut bytes = [0u8; 8];
    // If the browser has no random source, fall back to the clock: still a fine game seed.
    if getrandom::fill(&mut bytes).is_err() {
        return now_ms() as u64;
    }
    u64::from_le_bytes(bytes)
}

/// Saves a new game under a fresh id (`make` builds the save for that id) and returns the id.
/// If storage refuses, the game still opens (held in memory) and its table shows the warning.
pub fn save_new_game(make: impl FnOnce(&str) -> SavedGame) -> String {
    let id = format!("{:012x}", random_u64() & 0xffff_ffff_ffff);
    let _ = save_or_hold(make(&id));
    id
}
