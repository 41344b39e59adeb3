//! The computer at the ICIH table: its move worked out when it is due (the Hard search in
//! slices between frames), its randomness, and the pause before each of its plays.

use crate::engine::{Session, Team};
use crate::games::icih::search::Search;
use crate::games::icih::{Action, Icih, Level, Players};
use crate::ui::base::{clock_ms, now_ms};
use leptos::prelude::*;
use std::time::Duration;

/// Search work per slice before yielding to the browser (ms).
pub(super) const SEARCH_SLICE_MS: f64 = 8.0;

/// One slice of the Hard player's search for the position after `count` moves; re-arms itself
/// until the search is done, then plays the move (not before `not_before`, the person's chosen
/// pause) and sets the next automatic move. Drops the search if the game moved on meanwhile.
pub(super) fn hard_slice(
    slot: StoredValue<Option<(usize, Search)>>,
    session: RwSignal<Session<Icih>>,
    count: usize,
    not_before: f64,
    apply: impl Fn(Action) -> bool + Copy + 'static,
    next: impl Fn() + Copy + 'static,
) {
    // The table may be gone (the person left it): then the signals are too.
    if session.try_with_untracked(|s| s.record.actions.len()) != Some(count) {
        return;
    }
    let started = clock_ms();
    let finished = slot
        .try_update_value(|search| match search.as_mut() {
            Some((at, search)) if *at == count => {
                while !search.finished() && clock_ms() - started < SEARCH_SLICE_MS {
                    search.step(1);
                }
                Some(search.finished())
            }
            _ => None,
        })
        .flatten();
    match finished {
        // Another search took the slot: that one plays.
        None => {}
        Some(false) => {
            set_timeout(
                move || hard_slice(slot, session, count, not_before, apply, next),
                Duration::ZERO,
            );
        }
        Some(true) => {
            let best = slot
                .try_update_value(|s| s.take().and_then(|(_, s)| s.best()))
                .flatten();
            let wait = (not_before - now_ms()).max(0.0) as u64;
            set_timeout(
                move || {
                    if session.try_with_untracked(|s| s.record.actions.len()) == Some(count)
                        && let Some(action) = best
                    {
                        apply(action);
                    }
                    next();
                },
                Duration::from_millis(wait),
            );
        }
    }
}

/// An automatic move due now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Automatic {
    Computer(Level),
    LetGo,
}

/// What the table plays by itself in this position, if anything: the computer's move, or "let
/// it go" for a side holding nothing else (against the computer, and in a hot-seat game whose
/// players chose to skip those hand-offs).
pub(super) fn automatic_move(
    state: &Icih,
    computer: Option<(Team, Level)>,
    skip_handoff: bool,
) -> Option<Automatic> {
    let actor = state.phase().actor()?;
    match computer {
        Some((cpu, level)) if cpu == actor => Some(Automatic::Computer(level)),
        Some(_) if passes_by_itself(state, actor) => Some(Automatic::LetGo),
        None if skip_handoff && passes_by_itself(state, actor) => Some(Automatic::LetGo),
        _ => None,
    }
}

/// Plays an automatic move other than the Hard player's (searched in slices); false if none
/// could be made (the computer found no move, or the engine refused it: the table then says
/// why through `apply`).
pub(super) fn play_automatic(
    session: RwSignal<Session<Icih>>,
    due: Automatic,
    computer_seat: Option<Team>,
    apply: impl Fn(Action) -> bool,
) -> bool {
    let action = match due {
        Automatic::LetGo => Some(Action::LetPlay),
        Automatic::Computer(level) => session
            .try_with_untracked(|s| {
                let seat = computer_seat?;
                s.state.computer_choice(seat, level, move_salt(s))
            })
            .flatten(),
    };
    action.is_some_and(apply)
}

/// How long the computer waits before each of its plays, unless the person changes it.
pub(super) const DEFAULT_PAUSE_MS: u32 = 700;

/// The computer's pauses on offer (ms, name), slowest first.
pub(super) const PAUSE_CHOICES: [(u32, &str); 4] =
    [(1400, "Slow"), (700, "Normal"), (250, "Quick"), (0, "None")];

pub(super) const PAUSE_KEY: &str = "rinkside.icih.pause";

/// The computer's randomness for its next move: the game's seed and the moves made so far, so a
/// reload plays the same move.
pub(super) fn move_salt(s: &Session<Icih>) -> u64 {
    let count = s.record.actions.len();
    s.record.seed ^ (count as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// A side whose only choice is to let the play go: the table plays it for a person against the
/// computer, and in a hot-seat game whose players chose to skip those hand-offs.
pub(super) fn passes_by_itself(state: &Icih, side: Team) -> bool {
    state.legal(side) == [Action::LetPlay]
}

pub(super) fn computer_of(players: Players) -> Option<(Team, Level)> {
    match players {
        Players::VsComputer { computer, level } => Some((computer, level)),
        Players::TwoPlayers => None,
    }
}

/// A stored pause edited by hand snaps to the nearest choice, so the menu never shows blank.
pub(super) fn nearest_pause(stored: u32) -> u32 {
    PAUSE_CHOICES
        .iter()
        .map(|(ms, _)| *ms)
        .min_by_key(|ms| ms.abs_diff(stored))
        .unwrap_or(DEFAULT_PAUSE_MS)
}

pub(super) fn pause_setting() -> u32 {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(PAUSE_KEY).ok().flatten())
        .and_then(|v| v.parse::<u32>().ok())
        .map(nearest_pause)
        .unwrap_or(DEFAULT_PAUSE_MS)
}
