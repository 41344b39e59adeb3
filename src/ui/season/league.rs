//! A sim's leagues side by side: the bar that goes from one to another or starts a new one,
//! a league's history of seasons and champions, its next season once one is over, and the
//! downloads named for the league they come from.

use super::state::*;
use crate::games::season::{LeagueHead, PastSeason, SeasonFile, download_name};
use crate::storage;
use crate::ui::sim::SimPage;
use crate::ui::widgets::panels::ConfirmDialog;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};

/// A new league's name until its coach gives it another.
pub(super) fn default_league_name(sim: &str, league: u32) -> String {
    if league <= 1 {
        format!("{sim} league")
    } else {
        format!("{sim} league {league}")
    }
}

/// The sim's leagues, this one marked, and a new one a tap away.
pub(super) fn league_bar<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let slug = G::ID.slug();
    let current = state.league;
    let mut leagues = storage::season_leagues(slug);
    if !leagues.contains(&current) {
        leagues.push(current);
        leagues.sort_unstable();
    }
    let next_free = leagues.last().copied().unwrap_or(0) + 1;
    let other = move |league: u32| {
        let head = storage::load_season_text(slug, league)
            .as_deref()
            .and_then(LeagueHead::read);
        let words = head.map_or_else(
            || format!("League {league}"),
            |h| league_words(&h.name, h.season_number(), h.history.last()),
        );
        view! {
            <a class="button league" href=crate::ui::base::season_href(slug, league) data-testid=format!("league-{league}")>{words}</a>
        }
        .into_any()
    };
    // This league's entry follows its season as it is played and renamed.
    let this_one = move || {
        let words = state.file.with(|f| match f {
            Some(f) => league_words(&f.name, f.season_number(), f.history.last()),
            None => "A new league".to_string(),
        });
        view! {
            <span class="button league current" aria-current="page" data-testid=format!("league-{current}")>{words}</span>
        }
        .into_any()
    };
    let entries = leagues
        .into_iter()
        .map(|league| {
            if league == current {
                this_one.into_any()
            } else {
                other(league)
            }
        })
        .collect_view();
    // A league of its own is one tap away, except from a new league not yet started.
    let new_league = move || {
        (state.file.with(Option::is_some) || current + 1 != next_free).then(|| {
            view! {
                <a class="button" href=crate::ui::base::season_href(slug, next_free) data-testid="new-league">"+ A new league"</a>
            }
        })
    };
    view! {
        <nav class="league-bar" aria-label="Leagues" data-testid="league-bar">
            <span class="hint">"Leagues:"</span>
            {entries}
            {new_league}
        </nav>
    }
}

/// "Winter league · season 3 · champions: Moose Bay Moose".
fn league_words(name: &str, season: u16, last: Option<&PastSeason>) -> String {
    let champion = last
        .and_then(|p| p.champion.as_deref().or(Some(p.first.split(',').next()?)))
        .map(|c| format!(" · last champions: {c}"))
        .unwrap_or_default();
    format!("{name} · season {season}{champion}")
}

/// The league's seasons before this one, newest first.
pub(super) fn league_history<O>(state: SeasonState<O>) -> impl IntoView
where
    O: Send + Sync + 'static + Clone,
    SeasonFile<O>: Clone,
{
    let history = Memo::new(move |_| {
        state
            .file
            .with(|f| f.as_ref().map(|f| f.history.clone()).unwrap_or_default())
    });
    move || {
        let history = history.get();
        (!history.is_empty()).then(|| {
            let rows = history
                .iter()
                .rev()
                .map(|p| {
                    let dash = || "—".to_string();
                    view! {
                        <tr data-testid="league-history-row">
                            <td>{p.season}</td>
                            <td>{format!("{} teams, {} games", p.teams, p.games_per_team)}</td>
                            <td data-testid="history-champion">{p.champion.clone().unwrap_or_else(dash)}</td>
                            <td>{p.final_series.clone().unwrap_or_else(dash)}</td>
                            <td data-testid="history-first">{p.first.clone()}</td>
                            <td>{p.scoring_leader.clone().unwrap_or_else(dash)}</td>
                            <td>{p.top_goalie.clone().unwrap_or_else(dash)}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <section class="league-history" data-testid="league-history">
                    <h2>"The league's history"</h2>
                    <div class="table-scroll">
                        <table>
                            <thead><tr>
                                <th scope="col">"Season"</th>
                                <th scope="col">"Teams"</th>
                                <th scope="col">"Champions"</th>
                                <th scope="col">"Final"</th>
                                <th scope="col">"First in the season"</th>
                                <th scope="col">"Scoring leader"</th>
                                <th scope="col">"Most wins in goal"</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </section>
            }
        })
    }
}

/// Once the season is over: the league's next season, after a question that says what goes.
pub(super) fn next_season_control<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let over = Memo::new(move |_| {
        state.file.with(|f| {
            f.as_ref()
                .filter(|f| f.is_over())
                .map(|f| f.season_number())
        })
    });
    let asking = RwSignal::new(false);
    let start_next = move || {
        asking.set(false);
        if state.read_only.get_untracked() {
            return;
        }
        let Some(file) = state.file.get_untracked() else {
            return;
        };
        let Some(seed) = crate::ui::base::saves::random_u64() else {
            state
                .problem
                .set(Some(crate::ui::base::saves::NO_RANDOMNESS.into()));
            return;
        };
        match file.next_season::<G>(seed) {
            Ok(next) => {
                state.stop_reason.set(None);
                save(state, &next);
                if state.problem.with_untracked(Option::is_none) {
                    state.file.set(Some(next));
                }
            }
            Err(e) => state
                .problem
                .set(Some(format!("The next season can't start: {e}."))),
        }
    };
    move || {
        over.get().map(|season| {
            view! {
                <div class="coach-panel next-season">
                    <p class="decision">{format!("Season {season} is over. The league goes on: the same teams, length, playoffs and rules, a new schedule.")}</p>
                    <button class="primary" data-testid="next-season" on:click=move |_| asking.set(true)>{format!("Start season {}", season + 1)}</button>
                    <Show when=move || asking.get()>
                        <ConfirmDialog
                            question=format!("Start season {}? Season {season} goes into the league's history (its champions, first place and leaders); its games and player lines are not kept, so download the whole season first to keep them.", season + 1)
                            yes_label="Start the next season"
                            on_yes=Callback::new(move |_| start_next())
                            on_no=Callback::new(move |_| asking.set(false))
                        />
                    </Show>
                </div>
            }
        })
    }
}

/// Today's date as "2026-11-29", on this device's calendar, for a download's name.
fn today() -> String {
    let now = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        now.get_full_year(),
        now.get_month() + 1,
        now.get_date()
    )
}

/// The name a download of `what` ("standings.csv") takes from this league's season.
pub(super) fn file_name<O>(file: &SeasonFile<O>, what: &str) -> String
where
    O: crate::games::sim::RuleOptions
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + Clone
        + 'static,
{
    download_name(&file.game, &file.name, file.season_number(), &today(), what)
}
