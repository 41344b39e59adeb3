//! The team builder: a person pastes stat lines, sees every problem by line and column or the
//! cards each sim makes from the lines (Open Ice's chart, Inside the Crease's and 4th Street
//! Hockey's cards), and saves the team in this browser for the sims' new-game pages. Lives in
//! the `open_ice` chunk with the card builders.

use crate::ui::base::now_ms;
mod cards;

use crate::games::open_ice::builtin_rates;
use crate::games::open_ice::chart::TeamChart;
use crate::games::sim::builtin_league;
use crate::league::{LeagueTeam, build_team, skaters_csv, team_csv_template};
use crate::storage::{self, StoredTeam, TEAM_SCHEMA_VERSION, UnreadableTeam};
use crate::ui::widgets::panels::ConfirmDialog;
use cards::{CreaseCards, FourthStreetCards};
use leptos::prelude::*;

/// "12-19", or a dash for no range, from a cumulative column's previous and own tops.
fn range_text(previous: Option<u8>, top: Option<u8>) -> String {
    match top {
        Some(top) => {
            let low = previous.map_or(1, |p| p + 1);
            if low == top {
                top.to_string()
            } else {
                format!("{low}-{top}")
            }
        }
        None => "–".into(),
    }
}

/// Each row's range in one cumulative column (rows without one are skipped for the next low).
fn ranges(tops: &[Option<u8>]) -> Vec<String> {
    let mut previous = None;
    tops.iter()
        .map(|&top| {
            let text = range_text(previous, top);
            if top.is_some() {
                previous = top;
            }
            text
        })
        .collect()
}

#[component]
pub fn TeamBuilder() -> impl IntoView {
    let (league, rates) = (builtin_league(), builtin_rates());
    let abbreviation = RwSignal::new(String::new());
    let city = RwSignal::new(String::new());
    let name = RwSignal::new(String::new());
    let skaters = RwSignal::new(String::new());
    let goalies = RwSignal::new(String::new());
    let start_from = RwSignal::new(String::new());
    let problems = RwSignal::new(Vec::<String>::new());
    let checked = RwSignal::new(None::<LeagueTeam>);
    // What the last check filled in, a sentence for each set of players.
    let fills = RwSignal::new(Vec::<String>::new());
    let status = RwSignal::new(None::<String>);
    let saved = RwSignal::new(storage::list_teams());
    let confirm_delete = RwSignal::new(None::<(String, String)>);

    // Any edit makes the last check stale: the person checks again before saving.
    let edited = move || {
        checked.set(None);
        fills.set(Vec::new());
        status.set(None);
    };
    let fill_from = move |key: String| {
        start_from.set(key.clone());
        let source = league.teams.iter().find(|t| t.abbreviation == key);
        let (s, g) = match source {
            Some(team) => team_csv_template(team),
            None => team_csv_template(&LeagueTeam {
                abbreviation: String::new(),
                city: String::new(),
                name: String::new(),
                record: Default::default(),
                roster: Vec::new(),
            }),
        };
        skaters.set(s);
        goalies.set(g);
        edited();
    };
    let check = move |_| {
        let taken: Vec<&str> = league
            .teams
            .iter()
            .map(|t| t.abbreviation.as_str())
            .collect();
        let result = build_team(
            &abbreviation.get_untracked(),
            &city.get_untracked(),
            &name.get_untracked(),
            &skaters.get_untracked(),
            &goalies.get_untracked(),
            &taken,
        );
        status.set(None);
        match result {
            Ok(built) => {
                problems.set(Vec::new());
                fills.set(built.fills_text());
                checked.set(Some(built.team));
            }
            Err(errors) => {
                problems.set(errors.iter().map(|e| e.to_string()).collect());
                fills.set(Vec::new());
                checked.set(None);
            }
        }
    };
    // The checked team's skater lines, filled cells and all, in the box: the person can then
    // change any number, and a number given is never filled over.
    let fills_to_box = move |_| {
        let Some(team) = checked.get_untracked() else {
            return;
        };
        let lines = team.roster.iter().filter(|p| p.skater_line().is_some());
        skaters.set(skaters_csv(lines));
        fills.set(Vec::new());
    };
    let save = move |_| {
        let Some(team) = checked.get_untracked() else {
            return;
        };
        let stored = StoredTeam {
            schema: TEAM_SCHEMA_VERSION,
            team,
            saved_ms: now_ms(),
        };
        match storage::save_team(&stored) {
            Ok(()) => {
                status.set(Some(format!(
                    "Saved {} on this device. Choose it on the Open Ice, Inside the Crease or 4th Street Hockey new-game page.",
                    stored.team.full_name()
                )));
                saved.set(storage::list_teams());
            }
            Err(problem) => status.set(Some(format!(
                "The team was not saved: {problem}. Your text is still here."
            ))),
        }
    };

    // Each sim's cards in its own section; the two not open at first are built only when the
    // person opens them.
    let cards = move || {
        checked.get().map(|team| {
            // The chart a new game plays: the newest rules version's, corrections and all.
            let chart = TeamChart::build_for(
                &team,
                rates,
                <crate::games::open_ice::OpenIce as crate::engine::Game>::RULES_VERSION,
            );
            let crease_open = RwSignal::new(false);
            let fourth_open = RwSignal::new(false);
            let (crease_team, fourth_team) = (team.clone(), team);
            view! {
                <details class="sim-cards" open data-testid="cards-open-ice">
                    <summary>"Open Ice chart"</summary>
                    <ChartView chart=chart />
                </details>
                <details class="sim-cards panel" data-testid="cards-crease" on:toggle=move |ev| crease_open.set(details_open(&ev))>
                    <summary>"Inside the Crease cards"</summary>
                    {move || crease_open.get().then(|| view! { <CreaseCards team=crease_team.clone() /> })}
                </details>
                <details class="sim-cards panel" data-testid="cards-fourth-street" on:toggle=move |ev| fourth_open.set(details_open(&ev))>
                    <summary>"4th Street Hockey cards"</summary>
                    {move || fourth_open.get().then(|| view! { <FourthStreetCards team=fourth_team.clone() /> })}
                </details>
            }
        })
    };

    let saved_rows = move || {
        saved
            .get()
            .into_iter()
            .map(|entry| match entry {
                Ok(stored) => {
                    let key = format!("{}{}", storage::TEAM_KEY_PREFIX, stored.team.abbreviation);
                    let label = format!(
                        "{} ({}), {} players",
                        stored.team.full_name(),
                        stored.team.abbreviation,
                        stored.team.roster.len()
                    );
                    let question = format!("Delete your team {}?", stored.team.full_name());
                    let team = stored.team.clone();
                    view! {
                        <li class="save-row" data-testid="saved-team">
                            <span>{label}</span>
                            <div class="save-actions">
                                <button data-testid="edit-team" on:click=move |_| {
                                    let (s, g) = team_csv_template(&team);
                                    abbreviation.set(team.abbreviation.clone());
                                    city.set(team.city.clone());
                                    name.set(team.name.clone());
                                    skaters.set(s);
                                    goalies.set(g);
                                    edited();
                                }>"Edit"</button>
                                <button data-testid="delete-team" on:click=move |_| confirm_delete.set(Some((key.clone(), question.clone())))>"Delete"</button>
                            </div>
                        </li>
                    }
                    .into_any()
                }
                Err(UnreadableTeam { key, reason }) => {
                    let question = "Delete this unreadable team? It cannot be recovered.".to_string();
                    view! {
                        <li class="save-row unreadable" data-testid="saved-team-unreadable">
                            <span>{format!("A saved team can't be read: {reason}.")}</span>
                            <button data-testid="delete-team" on:click=move |_| confirm_delete.set(Some((key.clone(), question.clone())))>"Delete"</button>
                        </li>
                    }
                    .into_any()
                }
            })
            .collect_view()
    };

    let text_input =
        move |label: &'static str, testid: &'static str, signal: RwSignal<String>, size: u32| {
            view! {
                <label>
                    {label} " "
                    <input
                        type="text"
                        size=size
                        data-testid=testid
                        prop:value=move || signal.get()
                        on:input=move |ev| {
                            signal.set(event_target_value(&ev));
                            edited();
                        }
                    />
                </label>
            }
        };

    let csv_box =
        move |label: &'static str, testid: &'static str, signal: RwSignal<String>, rows: u32| {
            view! {
                <label>
                    {label}
                    <textarea
                        data-testid=testid
                        rows=rows
                        spellcheck="false"
                        prop:value=move || signal.get()
                        on:input=move |ev| {
                            signal.set(event_target_value(&ev));
                            edited();
                        }
                    ></textarea>
                </label>
            }
        };

    view! {
        <div class="setup team-builder" data-testid="team-builder">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">"Your own team"</span>
                <a href="#/new/open-ice" class="button" data-testid="to-open-ice">"Open Ice new game"</a>
                <a href="#/new/crease" class="button" data-testid="to-crease">"Inside the Crease new game"</a>
                <a href="#/new/fourth-street" class="button" data-testid="to-fourth-street">"4th Street new game"</a>
            </nav>
            <nav class="team-builder-seasons" aria-label="Seasons">
                "A saved team can join a new season: "
                <a href="#/season/open-ice" data-testid="to-season-open-ice">"Open Ice season"</a>
                " · "
                <a href="#/season/crease" data-testid="to-season-crease">"Inside the Crease season"</a>
                " · "
                <a href="#/season/fourth-street" data-testid="to-season-fourth-street">"4th Street season"</a>
            </nav>
            <p class="hint">
                "Give the team a name and paste its players' season lines: skaters in one box, goalies in the other, one player a row, "
                "with the column names in the first row. The example's columns work (start from a league team to see them), and so do a stats site's or a spreadsheet's: "
                "Player (or First and Last), Pos, GP, G, A or PTS, S, and TOI as 18:30, +/-, PIM, PPG, HIT, BLK and the like if you have them (a column left out, or a blank cell, is filled from the league's averages for the player's position, and the page says which); for goalies GP, MIN or TOI, and two of SA, SV, GA and SV% (GAA can stand in for GA). "
                "Cells may be separated by commas, semicolons or tabs, and a name in quotes may hold a comma (\"Doe, Sam\"). Columns can come in any order; the TEAM and ID columns may be left out (the abbreviation above is used, and ids are made from the names). "
                "Check the cards to see what the sims make of the lines, then save the team on this device."
            </p>
            <fieldset>
                <legend>"Team"</legend>
                {text_input("Abbreviation", "team-abbreviation", abbreviation, 5)}
                {text_input("City", "team-city", city, 18)}
                {text_input("Name", "team-name", name, 18)}
                <label>
                    "Start from "
                    <select data-testid="team-start-from" prop:value=move || start_from.get() on:change=move |ev| fill_from(event_target_value(&ev))>
                        <option value="">"Empty (column names only)"</option>
                        {league.teams.iter().map(|t| view! {
                            <option value=t.abbreviation.clone()>{t.full_name()}</option>
                        }).collect_view()}
                    </select>
                </label>
            </fieldset>
            <div class="pasted">
                {csv_box("Skaters (CSV)", "skaters-csv", skaters, 12)}
                {csv_box("Goalies (CSV)", "goalies-csv", goalies, 4)}
            </div>
            <div class="controls">
                <button class="primary" data-testid="check-team" on:click=check>"Check the cards"</button>
                <button data-testid="save-team" disabled=move || checked.with(|c| c.is_none()) on:click=save>"Save team"</button>
                {move || status.get().map(|text| view! { <span role="status" data-testid="team-status">{text}</span> })}
            </div>
            <Show when=move || problems.with(|p| !p.is_empty())>
                <div class="banner warning team-errors" role="alert">
                    <div>
                        <strong>"These lines need fixing (nothing was saved):"</strong>
                        <ul data-testid="team-errors">
                            {move || problems.get().into_iter().map(|p| view! { <li>{p}</li> }).collect_view()}
                        </ul>
                    </div>
                </div>
            </Show>
            <Show when=move || fills.with(|f| !f.is_empty())>
                <div class="banner team-fills" role="status" data-testid="team-fills">
                    <div>
                        <strong>"Your lines left out some numbers; the cards use these instead:"</strong>
                        <ul>
                            {move || fills.get().into_iter().map(|f| view! { <li data-testid="team-fill">{f}</li> }).collect_view()}
                        </ul>
                        <p>
                            "To change a filled number, put the filled lines in the skaters box and edit them there. "
                            <button data-testid="team-fills-to-box" on:click=fills_to_box>"Put the filled lines in the box"</button>
                        </p>
                    </div>
                </div>
            </Show>
            {cards}
            <section>
                <h2>"Your saved teams"</h2>
                <ul class="save-list" data-testid="saved-teams">{saved_rows}</ul>
                <Show when=move || saved.with(|s| s.is_empty())>
                    <p class="hint">"None yet."</p>
                </Show>
            </section>
            {move || confirm_delete.get().map(|(key, question)| view! {
                <ConfirmDialog
                    question=question
                    yes_label="Delete"
                    on_yes=Callback::new(move |_| {
                        storage::delete_team(&key);
                        confirm_delete.set(None);
                        saved.set(storage::list_teams());
                    })
                    on_no=Callback::new(move |_| confirm_delete.set(None))
                />
            })}
        </div>
    }
}

/// Whether the `<details>` a toggle event came from is now open.
fn details_open(ev: &leptos::ev::Event) -> bool {
    use wasm_bindgen::JsCast;
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|d| d.has_attribute("open"))
}

/// The Open Ice team chart a team's lines make.
#[component]
fn ChartView(chart: TeamChart) -> impl IntoView {
    let column = |f: fn(&crate::games::open_ice::chart::SkaterRow) -> Option<u8>| {
        ranges(&chart.skaters.iter().map(f).collect::<Vec<_>>())
    };
    let (shot, asst, pen, hit) = (
        column(|s| s.shot),
        column(|s| s.asst),
        column(|s| s.pen),
        column(|s| s.hit),
    );
    let faced = ranges(&chart.goalies.iter().map(|g| g.faced).collect::<Vec<_>>());
    let skater_rows = chart
        .skaters
        .iter()
        .enumerate()
        .map(|(i, s)| {
            view! {
                <tr data-testid="card-skater">
                    <td>{s.position.code()}</td>
                    <th scope="row">{s.name.clone()}</th>
                    <td>{shot[i].clone()}</td>
                    <td>{s.pct.map_or("–".to_string(), |p| format!("1-{p}"))}</td>
                    <td>{asst[i].clone()}</td>
                    <td>{pen[i].clone()}</td>
                    <td>{hit[i].clone()}</td>
                </tr>
            }
        })
        .collect_view();
    let goalie_rows = chart
        .goalies
        .iter()
        .enumerate()
        .map(|(i, g)| {
            view! {
                <tr data-testid="card-goalie">
                    <td>"G"</td>
                    <th scope="row">{g.name.clone()}</th>
                    <td>{faced[i].clone()}</td>
                    <td>{format!("1-{}", g.save)}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="panel team-cards" data-testid="team-cards">
            <h2>{format!("Open Ice chart: {}", chart.name)}</h2>
            <p data-testid="team-ratings">
                {format!(
                    "Control rating {}. Penalty on the team with the puck: 1-{}; on the team without it: {}-100.",
                    chart.control, chart.pen_offense, chart.pen_defense
                )}
            </p>
            <table class="player-box">
                <thead>
                    <tr><th>"Pos"</th><th scope="col">"Skater"</th><th>"SHOT"</th><th>"PCT"</th><th>"ASST"</th><th>"PEN"</th><th>"HIT"</th></tr>
                </thead>
                <tbody>{skater_rows}</tbody>
                <thead>
                    <tr><th>"Pos"</th><th scope="col">"Goalie"</th><th>"FACED"</th><th>"SAVE%"</th><th colspan="3"></th></tr>
                </thead>
                <tbody>{goalie_rows}</tbody>
            </table>
            <p class="hint">"A drawn number in a player's SHOT range makes him the shooter; even numbers then score on his PCT range, odd ones go to a goalie (a draw on the FACED ranges picks which) and are stopped on his SAVE% range. A dash: he never shoots."</p>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_skip_players_without_one() {
        assert_eq!(
            ranges(&[Some(10), None, Some(11), Some(40)]),
            ["1-10", "–", "11", "12-40"]
        );
    }
}
