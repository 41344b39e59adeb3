//! A season of a sim: a new season's length, coached teams and rules, then the computer managers
//! play the other games in slices (the page keeps drawing between them, and Cancel stops at
//! once with every finished game kept), a coached team's games at the table (a normal saved
//! game whose result the page takes back when it has ended), the standings and the league
//! leaders, saved after every slice, and the files to take away or bring back. It lives in the
//! sim's chunk, generic over the sim.
//!
//! Also each day's games with their replays, and a team's page: its points through the season
//! beside the league's, and each player's season line beside the line his card was built from.
//!
//! The playoffs follow when the season asks for them: series drawn from the final standings,
//! played the same way.
//!
//! A player hurt past a game misses his team's next games (Open Ice's injuries of "this game and
//! n more"), and a coach can rest one of his players for the next game; the team page says who
//! is out and for how long.
//!
//! A season's teams are the league's and any of the person's own teams from the team builder.
//!
//! A coach may let the computer coach his team until a day, a game against a chosen team, his
//! next playoff game or the end: the runs play through his games and say why they stopped. The
//! line-up he left at his last game at the table starts his next one, and the page says who
//! took the place of a player out.
//!
//! A sim has leagues side by side, each its own season with its own history: a finished
//! season goes into its league's history as the next one starts.

use crate::games::season::SeasonFile;
use crate::storage::{self};
use crate::ui::sim::{PageNames, SimPage};
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};

mod league;
mod new;
mod state;
mod team;
mod view;

use league::league_bar;
use new::{import_question, new_season_form};
use state::{SeasonState, become_read_only, take_back_table_game, text_hash};
use view::season_view;

/// The season page of sim `G`'s league `league` (from 1), or of its first stored league.
pub fn season_page<G: SimPage>(league: Option<u32>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let PageNames { name, prefix, .. } = G::PAGE;
    let slug = G::ID.slug();
    let league = league
        .or_else(|| storage::season_leagues(slug).first().copied())
        .unwrap_or(1);
    let stored_text = storage::load_season_text(slug, league);
    let seen = stored_text.as_deref().map(text_hash);
    let (stored, unreadable) = match stored_text {
        None => (None, None),
        Some(text) => match SeasonFile::from_json::<G>(&text) {
            Ok(file) => (Some(file), None),
            Err(e) => (
                None,
                Some(format!(
                    "The saved season can't be read: {e}. It is kept on this device until you start a new one."
                )),
            ),
        },
    };
    let state = SeasonState {
        league,
        file: RwSignal::new(stored),
        running: RwSignal::new(false),
        target: RwSignal::new(0),
        computer_plays: RwSignal::new(None),
        problem: RwSignal::new(unreadable),
        seen: StoredValue::new(seen),
        read_only: RwSignal::new(false),
        stop_reason: RwSignal::new(None),
    };
    // Another tab's save of this season: this tab is told at once, and only reads from then.
    let key = storage::season_key(slug, league);
    let listener = window_event_listener(leptos::ev::storage, move |ev| {
        if ev.key().as_deref() != Some(key.as_str()) {
            return;
        }
        let written = ev.new_value().as_deref().map(text_hash);
        if written.is_some() && written != state.seen.get_value() {
            become_read_only(state);
        }
    });
    on_cleanup(move || listener.remove());
    take_back_table_game::<G>(state);
    // A season file opened in the lobby: checked here, and asked about before it is kept.
    let from_lobby = RwSignal::new(None);
    if let Some(text) = storage::take_season_import(slug) {
        match SeasonFile::from_json::<G>(&text) {
            Ok(season) => from_lobby.set(Some(season)),
            Err(e) => state.problem.set(Some(format!(
                "That file was not opened: {e}. Nothing on this device changed."
            ))),
        }
    }
    // Drawn again only when a season starts or ends, not at every game.
    let has_season = Memo::new(move |_| state.file.with(Option::is_some));
    let body = move || {
        if !has_season.get() {
            new_season_form::<G>(state).into_any()
        } else {
            season_view::<G>(state).into_any()
        }
    };
    view! {
        <div class=format!("season {prefix}-season") data-testid="season">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">{format!("{name} season")}</span>
            </nav>
            {league_bar::<G>(state)}
            {move || state.problem.get().map(|text| view! {
                <p class="banner warning" role="alert" data-testid="season-problem">{text}</p>
            })}
            {body}
            {import_question::<G>(state, from_lobby)}
        </div>
    }
}
