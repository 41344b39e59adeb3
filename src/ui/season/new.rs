//! Starting a season: its length, its teams and who coaches them, its rules; or a season file
//! brought back from another device.

use super::state::*;
use crate::games::season::{SeasonFile, SeasonPlan, balanced_schedule};
use crate::games::sim::RuleOptions;
use crate::ui::sim::TeamChoice;
use crate::ui::sim::{SimPage, rule_form};
use crate::ui::widgets::panels::ConfirmDialog;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};

/// The season lengths offered, in games a team.
pub(super) const LENGTHS: [(u16, &str); 5] = [
    (82, "82 games a team (a full NHL season)"),
    (40, "40 games a team"),
    (20, "20 games a team"),
    (10, "10 games a team"),
    (4, "4 games a team (a quick look)"),
];

/// The longest season offered, in games a team.
pub(super) const MAX_GAMES_A_TEAM: u16 = 200;

/// The games a team the form asks for: a listed length, or the number typed for another.
pub(super) fn games_per_team_untracked(length: &str, custom: u16) -> u16 {
    match length {
        "custom" => custom,
        n => n.parse().unwrap_or(82),
    }
}

/// A team offered for a new season: whether it plays and whether the person coaches it.
#[derive(Clone, Copy)]
pub(super) struct SeasonTeamChoice {
    plays: RwSignal<bool>,
    coached: RwSignal<bool>,
}

/// The test-id end of a team offered for a season: the league's by abbreviation, a person's own
/// as "own-" and its abbreviation.
pub(super) fn choice_id(key: &str) -> String {
    key.strip_prefix("league:")
        .map(str::to_string)
        .unwrap_or_else(|| key.replacen("own:", "own-", 1))
}

/// A new season: its teams (the league's, and the person's own), its length, the teams he
/// coaches, the playoffs and the rules of every game.
pub(super) fn new_season_form<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let prefix = G::PAGE.prefix;
    let league_name = RwSignal::new(super::league::default_league_name(
        G::PAGE.name,
        state.league,
    ));
    let length = RwSignal::new("82".to_string());
    let playoff_teams = RwSignal::new("4".to_string());
    let (rules, options) = rule_form::<G::Options>(prefix, G::Options::season_defaults);
    let choices = StoredValue::new(crate::ui::sim::team_choices());
    let picked: Vec<SeasonTeamChoice> = choices.with_value(|c| {
        c.iter()
            .map(|(key, _, _)| SeasonTeamChoice {
                plays: RwSignal::new(key.starts_with("league:")),
                coached: RwSignal::new(false),
            })
            .collect()
    });
    let picked = StoredValue::new(picked);
    let rows = choices.with_value(|c| {
        c.iter()
            .zip(picked.get_value())
            .map(|((key, label, _), choice)| {
                let id = choice_id(key);
                let SeasonTeamChoice { plays, coached } = choice;
                view! {
                    <tr data-testid="season-team-choice">
                        <td><input type="checkbox" aria-label=format!("{label} plays") data-testid=format!("season-plays-{id}") prop:checked=move || plays.get() on:change=move |ev| plays.set(event_target_checked(&ev)) /></td>
                        <td><input type="checkbox" aria-label=format!("You coach {label}") data-testid=format!("season-coach-{id}") prop:disabled=move || !plays.get() prop:checked=move || plays.get() && coached.get() on:change=move |ev| coached.set(event_target_checked(&ev)) /></td>
                        <td>{label.clone()}</td>
                    </tr>
                }
            })
            .collect_view()
    });
    let playing = move || picked.with_value(|p| p.iter().filter(|c| c.plays.get()).count());
    let custom_length = RwSignal::new(30u16);
    let games_per_team = move || games_per_team_untracked(&length.get(), custom_length.get());
    let count_words = move || {
        let teams = playing();
        match balanced_schedule(teams, games_per_team()) {
            Err(e) => format!("{teams} teams: {e}."),
            Ok(games) => format!("{teams} teams: {} games, {} a day.", games.len(), teams / 2),
        }
    };
    let start = move |_| {
        let games_per_team =
            games_per_team_untracked(&length.get_untracked(), custom_length.get_untracked());
        let (teams, coached_teams) = picked.with_value(|p| {
            choices.with_value(|c| {
                let playing: Vec<(&TeamChoice, SeasonTeamChoice)> = c
                    .iter()
                    .zip(p.iter().copied())
                    .filter(|(_, choice)| choice.plays.get_untracked())
                    .collect();
                let teams: Vec<_> = playing
                    .iter()
                    .map(|((_, _, pick), _)| pick.clone())
                    .collect();
                let coached: Vec<u8> = (0..playing.len() as u8)
                    .filter(|&i| playing[usize::from(i)].1.coached.get_untracked())
                    .collect();
                (teams, coached)
            })
        });
        let Some(seed) = crate::ui::base::saves::random_u64() else {
            state
                .problem
                .set(Some(crate::ui::base::saves::NO_RANDOMNESS.into()));
            return;
        };
        let plan = SeasonPlan::with_teams(teams, games_per_team, options(), seed);
        let mut plan = match plan {
            Ok(plan) => plan,
            Err(e) => {
                state
                    .problem
                    .set(Some(format!("This season can't start: {e}.")));
                return;
            }
        };
        plan.playoff_teams = playoff_teams.get_untracked().parse().unwrap_or(0);
        let name = league_name.with_untracked(|n| n.trim().chars().take(60).collect::<String>());
        let name = if name.is_empty() {
            super::league::default_league_name(G::PAGE.name, state.league)
        } else {
            name
        };
        let file = SeasonFile::new::<G>(name, plan, coached_teams);
        if let Err(e) = file.run() {
            state
                .problem
                .set(Some(format!("This season can't start: {e}.")));
            return;
        }
        state.problem.set(None);
        save(state, &file);
        state.file.set(Some(file));
    };
    view! {
        <section class="setup new-season" data-testid="new-season">
            <h2>"A new league"</h2>
            <label>
                "The league's name "
                <input type="text" maxlength="60" data-testid="league-name" prop:value=move || league_name.get() on:input=move |ev| league_name.set(event_target_value(&ev)) />
            </label>
            <p class="hint">"The teams you pick play a balanced schedule, every team every day, each pair as often at each rink. The computer manages every team you do not coach; the season stops before each game of a team you coach, and you play it at the table. Your own teams, from the team builder, can join the league's."</p>
            <fieldset class="rules season-teams">
                <legend>"Teams (their games are played at the table for a team you coach; coach none to watch the season)"</legend>
                <table class="season-team-choices">
                    <thead><tr><th scope="col">"Plays"</th><th scope="col">"You coach"</th><th scope="col">"Team"</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                <p class="hint" data-testid="season-teams-count" aria-live="polite">{count_words}</p>
                <a href="#/teams" class="button" data-testid="season-team-builder">"Build a team from stat lines"</a>
            </fieldset>
            <label>
                "Length "
                <select data-testid="season-length" on:change=move |ev| length.set(event_target_value(&ev)) prop:value=move || length.get()>
                    {LENGTHS.iter().map(|&(games, words)| view! { <option value=games.to_string()>{words}</option> }).collect_view()}
                    <option value="custom">"Another number of games a team"</option>
                </select>
            </label>
            <Show when=move || length.get() == "custom">
                <label>
                    "Games a team (an even number, 2 to 200) "
                    <input type="number" inputmode="numeric" min="2" max="200" step="2" data-testid="season-custom-length" prop:value=move || custom_length.get().to_string() on:input=move |ev| custom_length.set(event_target_value(&ev).parse::<u16>().unwrap_or(0).min(MAX_GAMES_A_TEAM + 1)) />
                </label>
            </Show>
            <label>
                "Playoffs "
                <select data-testid="season-playoffs" on:change=move |ev| playoff_teams.set(event_target_value(&ev)) prop:value=move || playoff_teams.get()>
                    <option value="4">"The top four teams, best of seven"</option>
                    <option value="8">"The top eight teams, best of seven"</option>
                    <option value="2">"The top two teams, best of seven"</option>
                    <option value="0">"None"</option>
                </select>
            </label>
            {G::SEASON_RULES_HINT.map(|hint| view! { <p class="hint" data-testid="season-rules-hint">{hint}</p> })}
            {rules}
            <button class="primary big" data-testid="start-season" on:click=start>"Start the league's first season"</button>
        </section>
        <section class="season-import">
            <h2>"Or a season from another device"</h2>
            {import_season::<G>(state)}
        </section>
    }
}

/// Bringing a season file in from another device: it replaces this device's season after a
/// yes; a damaged or foreign file is refused with the reason and nothing changes.
pub(super) fn import_season<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let pending = RwSignal::new(None::<SeasonFile<G::Options>>);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(reading) = crate::ui::base::chosen_file_text(&ev) else {
            return;
        };
        leptos::task::spawn_local(async move {
            let text = reading.await;
            match SeasonFile::from_json::<G>(&text) {
                Ok(season) => pending.set(Some(season)),
                Err(e) => state.problem.set(Some(format!(
                    "That file was not opened: {e}. Your season is unchanged."
                ))),
            }
        });
    };
    view! {
        <label class="import-season">
            "Open a season file from another device "
            <input type="file" accept=".json,application/json" data-testid="import-season" on:change=on_file />
        </label>
        {import_question::<G>(state, pending)}
    }
}

/// The question before the season file in `pending` is kept: opened as this league's season
/// when it has none, or as a new league beside it when it has one.
pub(super) fn import_question<G: SimPage>(
    state: SeasonState<G::Options>,
    pending: RwSignal<Option<SeasonFile<G::Options>>>,
) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let question = move || {
        let replaces = state.file.with_untracked(Option::is_some);
        pending.with(|p| {
            p.as_ref().map(|p| {
                let played = p.results.len() + p.playoff_results.len();
                if replaces {
                    (
                        format!(
                            "Open \"{}\" ({played} games played) as a new league? This league stays as it is.",
                            p.name
                        ),
                        "Open as a new league",
                    )
                } else {
                    (
                        format!(
                            "Open the season \"{}\" ({played} games played) on this device?",
                            p.name
                        ),
                        "Open",
                    )
                }
            })
        })
    };
    move || {
        question().map(|(question, yes_label)| {
            view! {
                <ConfirmDialog
                    question=question
                    yes_label=yes_label
                    on_yes=Callback::new(move |_| {
                        if let Some(season) = pending.get_untracked()
                            && !state.read_only.get_untracked()
                        {
                            if state.file.with_untracked(Option::is_some) {
                                open_as_new_league(state, &season);
                            } else {
                                save(state, &season);
                                state.file.set(Some(season));
                            }
                        }
                        pending.set(None);
                    })
                    on_no=Callback::new(move |_| pending.set(None))
                />
            }
        })
    }
}
