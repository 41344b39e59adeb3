//! A coached team's goalie rotation for the season, set on the season page beside his next
//! game: who starts, who backs him up, and how they share the net (n of every m games, or
//! who played last sits), with the computer's rotation one tap away.

use crate::games::season::{GoalieRotation, RotationPlan};
use leptos::prelude::*;

/// The rotation panel for one coached team, kept closed until opened. `on_set` gets the
/// rotation to keep, or none for the kept starter every game.
#[component]
pub fn GoalieRotationPanel(
    /// "home" or "away", for the test ids.
    slug: &'static str,
    team_name: String,
    /// The team's goalies by name, the most used first.
    goalies: Vec<String>,
    current: Option<GoalieRotation>,
    suggested: Option<GoalieRotation>,
    on_set: Callback<Option<GoalieRotation>>,
) -> impl IntoView {
    let first = current.clone().or_else(|| suggested.clone()).or_else(|| {
        let [a, b, ..] = goalies.as_slice() else {
            return None;
        };
        let plan = RotationPlan::Share { starts: 3, of: 4 };
        Some(GoalieRotation::new(a.clone(), b.clone(), plan))
    });
    let draft = RwSignal::new(first);
    let summary = match &current {
        Some(r) => format!(
            "{team_name}: goalie rotation — {}. Next game: {} starts.",
            r.words(),
            r.turn().0
        ),
        None => format!("{team_name}: goalie rotation — none (your starter every game)"),
    };
    let options = move |pick: fn(&GoalieRotation) -> &String| {
        goalies
            .iter()
            .map(|g| {
                let name = g.clone();
                let selected = move || draft.with(|d| d.as_ref().map(pick) == Some(&name));
                view! { <option value=g.clone() prop:selected=selected>{g.clone()}</option> }
            })
            .collect_view()
    };
    let starters = options(|r| &r.starter);
    let backups = options(|r| &r.backup);
    let edit = move |f: &dyn Fn(&mut GoalieRotation)| {
        draft.update(|d| {
            if let Some(d) = d.as_mut() {
                f(d);
            }
        })
    };
    let share = move || draft.with(|d| d.as_ref().map(|d| d.plan));
    let numbers = move |of: bool| {
        let max = if of { 5 } else { 4 };
        let min = if of { 2 } else { 1 };
        (min..=max)
            .map(|n: u8| {
                let selected = move || match share() {
                    Some(RotationPlan::Share { starts, of: m }) => (if of { m } else { starts }) == n,
                    _ => false,
                };
                view! { <option value=n.to_string() prop:selected=selected>{n.to_string()}</option> }
            })
            .collect_view()
    };
    let set_share = move |starts: Option<u8>, of: Option<u8>| {
        edit(&|d| {
            let (s, m) = match d.plan {
                RotationPlan::Share { starts, of } => (starts, of),
                RotationPlan::Alternate => (3, 4),
            };
            let m = of.unwrap_or(m);
            d.plan = RotationPlan::Share {
                starts: starts.unwrap_or(s).min(m.saturating_sub(1)).max(1),
                of: m,
            };
        })
    };
    let is_share = move || matches!(share(), Some(RotationPlan::Share { .. }));
    let computer_words = suggested
        .as_ref()
        .map(|s| format!("The computer would: {}.", s.words()));
    let suggestion = StoredValue::new(suggested);
    let same_goalie = move || draft.with(|d| d.as_ref().is_some_and(|d| d.starter == d.backup));
    view! {
        <details class="coach-panel rotation-panel" data-testid=format!("rotation-{slug}")>
            <summary class="decision" data-testid="rotation-summary">{summary}</summary>
            <div class="rotation-form">
                <label>"Starter " <select data-testid="rotation-starter" on:change=move |ev| {
                    let name = event_target_value(&ev);
                    edit(&|d| d.starter = name.clone());
                }>{starters}</select></label>
                <label>"Backup " <select data-testid="rotation-backup" on:change=move |ev| {
                    let name = event_target_value(&ev);
                    edit(&|d| d.backup = name.clone());
                }>{backups}</select></label>
                <label>"How they share the net "
                    <select data-testid="rotation-plan" on:change=move |ev| {
                        if event_target_value(&ev) == "alternate" {
                            edit(&|d| d.plan = RotationPlan::Alternate);
                        } else {
                            set_share(None, None);
                        }
                    }>
                        <option value="share" prop:selected=is_share>"the starter plays some of every few games"</option>
                        <option value="alternate" prop:selected=move || !is_share()>"who played last sits"</option>
                    </select>
                </label>
                <Show when=is_share>
                    <span class="rotation-share">
                        "The starter plays "
                        <select data-testid="rotation-starts" aria-label="games the starter plays" on:change=move |ev| set_share(event_target_value(&ev).parse().ok(), None)>{numbers(false)}</select>
                        " of every "
                        <select data-testid="rotation-of" aria-label="games in each turn" on:change=move |ev| set_share(None, event_target_value(&ev).parse().ok())>{numbers(true)}</select>
                        " games."
                    </span>
                </Show>
            </div>
            <p class="hint" data-testid="rotation-draft">{move || draft.with(|d| d.as_ref().map(|d| format!("{}.", d.words())))}</p>
            {computer_words.map(|w| view! { <p class="hint" data-testid="rotation-computer-words">{w}</p> })}
            <p class="hint">"It sets who starts your games at the table; a goalie out gives his turn to the other."</p>
            <div class="controls">
                <button type="button" data-testid="rotation-computer" on:click=move |_| draft.set(suggestion.get_value())>"As the computer would"</button>
                <button type="button" data-testid="rotation-none" on:click=move |_| on_set.run(None)>"No rotation"</button>
                <button type="button" class="primary" data-testid="rotation-use" disabled=same_goalie on:click=move |_| {
                    let mut rotation = draft.get_untracked();
                    // A changed rotation starts its count afresh.
                    if let Some(r) = rotation.as_mut() {
                        r.games = 0;
                        r.last = None;
                    }
                    on_set.run(rotation);
                }>"Use this rotation"</button>
            </div>
        </details>
    }
}
