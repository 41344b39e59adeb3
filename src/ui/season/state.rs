//! A season page's state: the season file being played, saved after every slice of games, and
//! a coached team's game taken to the table and its result taken back.

use crate::games::season::{
    ComputerCoaches, Played, SeasonFile, Stop, TableGame, hurt_in, keep_lineups, start_table_game,
    stop_words,
};
use crate::games::sim::RuleOptions;
use crate::storage::{self, StorageProblem};
use crate::ui::sim::SimPage;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};
use std::time::Duration;

/// How long one slice of simulation may hold the page before it draws again.
pub(super) const SLICE_MS: f64 = 25.0;

/// What the season page holds: the season, whether games are being played and up to where,
/// and what went wrong last.
pub(super) struct SeasonState<O: Send + Sync + 'static> {
    /// Which of the sim's leagues this page plays (from 1).
    pub(super) league: u32,
    pub(super) file: RwSignal<Option<SeasonFile<O>>>,
    pub(super) running: RwSignal<bool>,
    /// Games played when the run stops.
    pub(super) target: RwSignal<usize>,
    /// The coached game (by its index) the person has handed to the computer managers.
    pub(super) computer_plays: RwSignal<Option<usize>>,
    pub(super) problem: RwSignal<Option<String>>,
    /// Why the last run stopped.
    pub(super) stop_reason: RwSignal<Option<String>>,
    /// The stored season as this tab last read or wrote it (a hash of its text). Stored text
    /// that differs was written by another tab or window: this one then only reads, so two
    /// tabs never overwrite each other's games.
    pub(super) seen: StoredValue<Option<u64>>,
    pub(super) read_only: RwSignal<bool>,
}

/// What a tab that only reads says.
const READ_ONLY: &str = "This season was changed in another tab or window, so this one now only shows it and saves nothing. Reload the page to go on with the newest.";

/// A season text's hash, to tell this tab's last save from another's.
pub(super) fn text_hash(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// This tab stops playing and saving, and says why.
pub(super) fn become_read_only<O: Send + Sync + 'static>(state: SeasonState<O>) {
    state.read_only.set(true);
    state.running.set(false);
    state.problem.set(Some(READ_ONLY.to_string()));
}

// Written out because a derive would ask the options to be `Copy`.
impl<O: Send + Sync + 'static> Clone for SeasonState<O> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<O: Send + Sync + 'static> Copy for SeasonState<O> {}

/// A coached game played at the table comes back to the season once it has ended: its result
/// and box-score lines are the season's, and the next game can be played.
pub(super) fn take_back_table_game<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let Some(mut file) = state.file.get_untracked() else {
        return;
    };
    let Some(table_game) = file.at_table.clone() else {
        return;
    };
    let Ok(saved) = storage::load(&table_game.save_id) else {
        // Deleted in the lobby: the game can be started again.
        file.at_table = None;
        save(state, &file);
        state.file.set(Some(file));
        return;
    };
    let Ok(session) = crate::ui::widgets::opening::decode_for_play::<G>(&saved) else {
        return;
    };
    let Some(outcome) = session.state.outcome() else {
        return;
    };
    let Ok(mut run) = file.run() else {
        return;
    };
    let Some(game) = run.next_game() else {
        return;
    };
    let events: Vec<_> = session.log.iter().map(|l| l.event.clone()).collect();
    run.record(Played {
        outcome,
        lines: session.state.player_lines(),
        record: Some(session.record.encode()),
        sat_out: table_game.sat_out.clone(),
        hurt: hurt_in(&session.state, &events, game.teams),
    });
    let coached = file.coached.clone();
    keep_lineups(
        &session,
        table_game.set_up,
        &game,
        &coached,
        &mut file.lineups,
    );
    file.update(&run);
    file.at_table = None;
    save(state, &file);
    state.file.set(Some(file));
}

/// Starts the next game, a coached team's, at the table: saved like any game, and opened.
pub(super) fn play_at_table<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    if state.read_only.get_untracked() {
        return;
    }
    let Some(mut file) = state.file.get_untracked() else {
        return;
    };
    let Ok(run) = file.run() else {
        return;
    };
    let Some(start) = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups) else {
        return;
    };
    let index = run.games_played();
    let (session, sat_out, set_up) = (start.session, start.sat_out, start.set_up);
    let id = crate::ui::base::saves::save_new_game(|id| {
        crate::ui::sim::saved_game(id, crate::ui::base::now_ms(), &session)
    });
    file.at_table = Some(TableGame {
        index,
        save_id: id.clone(),
        sat_out,
        set_up,
    });
    save(state, &file);
    state.file.set(Some(file));
    crate::ui::base::go(&format!("/play/{id}"));
}

/// Saves the season; a refusal is said on the page and the last save stays.
pub(super) fn save<O>(state: SeasonState<O>, file: &SeasonFile<O>)
where
    O: RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    if state.read_only.get_untracked() {
        state.problem.set(Some(READ_ONLY.to_string()));
        return;
    }
    // Another tab's save since this tab's last read or write: keep it, and only read.
    if let Some(stored) = storage::load_season_text(&file.game, state.league)
        && Some(text_hash(&stored)) != state.seen.get_value()
    {
        become_read_only(state);
        return;
    }
    let text = file.to_json();
    let problem = match storage::save_season_text(&file.game, state.league, &text) {
        Ok(()) => {
            state.seen.set_value(Some(text_hash(&text)));
            None
        }
        Err(e) => Some(refused_words(&e)),
    };
    state.problem.set(problem);
}

/// Why a season was not saved, and that the last save stands.
fn refused_words(problem: &StorageProblem) -> String {
    match problem {
        StorageProblem::QuotaExceeded => "Browser storage is full: the season is kept as it was at its last save. Delete old games in the lobby to make room.".to_string(),
        e => format!("The season could not be saved: {e}."),
    }
}

/// Keeps a season as a new league of its own, beside the others, and opens it; a refusal is
/// said on this page and nothing is kept.
pub(super) fn open_as_new_league<O>(state: SeasonState<O>, file: &SeasonFile<O>)
where
    O: RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let league = storage::season_leagues(&file.game)
        .into_iter()
        .chain([state.league])
        .max()
        .unwrap_or(0)
        + 1;
    match storage::save_season_text(&file.game, league, &file.to_json()) {
        Ok(()) => crate::ui::base::go(&crate::ui::base::season_href(&file.game, league)),
        Err(StorageProblem::QuotaExceeded) => state.problem.set(Some(
            "Browser storage is full, so the file was not opened as a new league. Delete old games in the lobby to make room.".to_string(),
        )),
        Err(e) => state
            .problem
            .set(Some(format!("The file was not opened as a new league: {e}."))),
    }
}

/// Plays season games until `state.target`, a slice at a time: each slice plays for up to
/// `SLICE_MS`, saves, and lets the page draw before the next.
pub(super) fn run_slice<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    if !state.running.get_untracked() || state.read_only.get_untracked() {
        state.running.set(false);
        return;
    }
    let Some(mut file) = state.file.get_untracked() else {
        state.running.set(false);
        return;
    };
    let Ok(mut run) = file.run() else {
        state.running.set(false);
        return;
    };
    let started = crate::ui::base::now_ms();
    let target = state.target.get_untracked();
    let coached = file.coached.clone();
    let until = file.computer_coaches;
    let handed_over = state.computer_plays.get_untracked();
    let stop =
        |run: &crate::games::season::SeasonRun| run.stop_before(&coached, until, handed_over);
    // A game's teams are made ready first (4th Street builds each team's cards once, a card
    // a step), so no slice holds the page for a whole team's cards.
    while run.games_played() < target
        && stop(&run).is_none()
        && crate::ui::base::now_ms() - started < SLICE_MS
    {
        if run.prepare_next_step::<G>(&file.plan) && !run.play_next::<G>(&file.plan) {
            break;
        }
    }
    file.update(&run);
    let stopped = stop(&run);
    let over = run.next_game().is_none();
    let done = run.games_played() >= target || stopped.is_some() || over;
    if done {
        let names: Vec<String> = file
            .plan
            .teams
            .iter()
            .map(|t| t.team().name.clone())
            .collect();
        let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
        let reason = match stopped {
            Some(stop) => {
                // The choice has come to its end: the coach has his team back.
                if stop != Stop::Coached {
                    file.computer_coaches = ComputerCoaches::Never;
                }
                Some(stop_words(stop, name, file.plan.games_per_team))
            }
            None if over && !until.is_never() && !coached.is_empty() => {
                Some("The computer coached your team to the end of the season.".to_string())
            }
            None if over || handed_over.is_some_and(|i| i + 1 == target) => None,
            None => Some("Stopped: the games asked for are played.".to_string()),
        };
        state.stop_reason.set(reason);
    }
    save(state, &file);
    state.file.set(Some(file));
    if done {
        state.running.set(false);
    } else {
        set_timeout(move || run_slice::<G>(state), Duration::from_millis(0));
    }
}

/// Sets how long the computer coaches the coached teams, and saves it.
pub(super) fn set_computer_coaches<O>(state: SeasonState<O>, until: ComputerCoaches)
where
    O: RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let Some(mut file) = state.file.get_untracked() else {
        return;
    };
    if file.computer_coaches == until {
        return;
    }
    file.computer_coaches = until;
    save(state, &file);
    state.file.set(Some(file));
}
