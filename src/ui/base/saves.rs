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

/// What a page says when the browser gives no random numbers: nothing is started then.
pub const NO_RANDOMNESS: &str =
    "This browser gave no random numbers, so a game can't be dealt fairly; nothing was started.";

/// Bytes from the browser's random source, or `None` if it gave none. Never the clock: a seed
/// found by trying times would show the hidden cards (a sealed share link's, say).
pub fn random_bytes<const N: usize>() -> Option<[u8; N]> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes)
}

/// A game seed from the browser's random source, or `None` (see `random_bytes`).
pub fn random_u64() -> Option<u64> {
    random_bytes().map(u64::from_le_bytes)
}

/// A number for a new save's id: random, or the clock if the browser gave none (an id is no
/// secret).
fn save_id_number() -> u64 {
    random_u64().unwrap_or_else(|| now_ms() as u64)
}

/// Saves a new game under a fresh id (`make` builds the save for that id) and returns the id.
/// If storage refuses, the game still opens (held in memory) and its table shows the warning.
pub fn save_new_game(make: impl FnOnce(&str) -> SavedGame) -> String {
    let id = format!("{:012x}", save_id_number() & 0xffff_ffff_ffff);
    let _ = save_or_hold(make(&id));
    id
}
