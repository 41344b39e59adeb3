//! Table pieces the three statistical sims share: step and auto-play controls, every player's
//! line in the box score, and the three stars.

use crate::engine::{ByTeam, Team};
use crate::games::sim::{PlayerLines, RunTo, Star};
use leptos::prelude::*;
use std::time::Duration;

/// How fast auto-play goes: a tick every `interval_ms`, `steps_per_tick` steps a tick.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Speed {
    Slow,
    Normal,
    Fast,
    VeryFast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 5] = [
        Speed::Slow,
        Speed::Normal,
        Speed::Fast,
        Speed::VeryFast,
        Speed::Instant,
    ];

    pub fn interval_ms(self) -> u64 {
        match self {
            Speed::Slow => 1200,
            Speed::Normal => 450,
            Speed::Fast => 120,
            Speed::VeryFast | Speed::Instant => 16,
        }
    }

    pub fn steps_per_tick(self) -> usize {
        match self {
            Speed::Instant => 400,
            Speed::VeryFast => 3,
            _ => 1,
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow (about one card a second)",
            Speed::Normal => "Normal (two cards a second)",
            Speed::Fast => "Fast (eight a second)",
            Speed::VeryFast => "Very fast",
            Speed::Instant => "At once",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            Speed::Slow => "slow",
            Speed::Normal => "normal",
            Speed::Fast => "fast",
            Speed::VeryFast => "very-fast",
            Speed::Instant => "instant",
        }
    }

    fn from_slug(slug: &str) -> Option<Speed> {
        Speed::ALL.into_iter().find(|s| s.slug() == slug)
    }
}

/// Starts (or restarts) auto-play: `tick` every `every_ms`.
pub fn start_run(
    interval: StoredValue<Option<IntervalHandle>, LocalStorage>,
    running: RwSignal<bool>,
    every_ms: u64,
    tick: impl Fn() + 'static,
) {
    stop_run(interval, running);
    if let Ok(handle) = set_interval_with_handle(tick, Duration::from_millis(every_ms)) {
        interval.set_value(Some(handle));
        running.set(true);
    }
}

pub fn stop_run(
    interval: StoredValue<Option<IntervalHandle>, LocalStorage>,
    running: RwSignal<bool>,
) {
    interval.update_value(|h| {
        if let Some(handle) = h.take() {
            handle.clear();
        }
    });
    // Also called from cleanups, after the signal may be gone.
    let _ = running.try_set(false);
}

/// Whether a key press is Space meant for the table: Space on a focused control presses that
/// control instead. Space for the table never scrolls the page.
pub fn space_for_table(ev: &web_sys::KeyboardEvent) -> bool {
    use wasm_bindgen::JsCast;
    if ev.key() != " " {
        return false;
    }
    let on_control = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(
                el.tag_name().as_str(),
                "BUTTON" | "INPUT" | "SELECT" | "TEXTAREA" | "SUMMARY" | "A"
            )
        });
    if on_control {
        return false;
    }
    ev.prevent_default();
    true
}

/// Step, and auto-play to a chosen moment at a chosen speed, with Pause.
#[allow(clippy::too_many_arguments)]
#[component]
pub fn RunControls(
    run_to: RwSignal<RunTo>,
    speed: RwSignal<Speed>,
    #[prop(into)] running: Signal<bool>,
    #[prop(into)] can_step: Signal<bool>,
    /// A person coaching must decide first.
    #[prop(into)]
    waiting: Signal<bool>,
    #[prop(into)] over: Signal<bool>,
    on_step: Callback<()>,
    on_run: Callback<()>,
    on_pause: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="controls run-controls">
            <button
                class="primary big"
                data-testid="step"
                disabled=move || running.get() || !can_step.get()
                on:click=move |_| on_step.run(())
            >"Step"</button>
            <Show
                when=move || running.get()
                fallback=move || view! {
                    <button
                        data-testid="autoplay"
                        disabled=move || !can_step.get()
                        on:click=move |_| on_run.run(())
                    >"Auto-play"</button>
                }
            >
                <button class="primary" data-testid="pause" on:click=move |_| on_pause.run(())>"Pause"</button>
            </Show>
            <label>
                " to "
                <select data-testid="run-to" on:change=move |ev| {
                    if let Some(r) = RunTo::from_slug(&event_target_value(&ev)) {
                        run_to.set(r);
                    }
                } prop:value=move || run_to.get().slug()>
                    {RunTo::ALL.into_iter().map(|r| view! { <option value=r.slug()>{r.label()}</option> }).collect_view()}
                </select>
            </label>
            <label>
                " Speed "
                <select data-testid="speed" on:change=move |ev| {
                    if let Some(s) = Speed::from_slug(&event_target_value(&ev)) {
                        speed.set(s);
                    }
                } prop:value=move || speed.get().slug()>
                    {Speed::ALL.into_iter().map(|s| view! { <option value=s.slug()>{s.label()}</option> }).collect_view()}
                </select>
            </label>
            <span class="hint" data-testid="run-hint">{move || {
                if over.get() {
                    "The game is over."
                } else if waiting.get() {
                    "Your decision: choose above to go on."
                } else if running.get() {
                    "Auto-playing. Pause (or Space) stops at once."
                } else {
                    "Tap the ice, press Step, or press Space."
                }
            }}</span>
        </div>
    }
}

/// Every player who played, both teams: skaters' goals, assists, points, shots and penalty
/// minutes (and face-offs, where the sim counts them); goalies' shots against, saves, goals
/// against and save percentage.
#[component]
pub fn PlayerBoxScore(
    #[prop(into)] lines: Signal<PlayerLines>,
    names: ByTeam<String>,
) -> impl IntoView {
    let faceoffs_kept = move || lines.with(|l| l.skaters.iter().any(|s| s.faceoffs.is_some()));
    let team_tables = move |team: Team| {
        let name = names[team].clone();
        view! {
            <h3>{name}</h3>
            <table class="player-box" data-testid=format!("player-box-{}", if team == Team::Home { "home" } else { "away" })>
                <thead>
                    <tr>
                        <th scope="col">"Skater"</th><th>"G"</th><th>"A"</th><th>"P"</th><th>"S"</th><th>"PIM"</th>
                        {move || faceoffs_kept().then(|| view! { <th><abbr title="face-offs won-lost">"FO"</abbr></th> })}
                    </tr>
                </thead>
                <tbody>
                    {move || lines.with(|l| l.skaters.iter().filter(|s| s.team == team).map(|s| view! {
                        <tr data-testid="skater-line">
                            <th scope="row">{format!("{} {}", s.position, s.name)}</th>
                            <td>{s.goals}</td><td>{s.assists}</td><td>{s.points()}</td><td>{s.shots}</td><td>{s.penalty_minutes}</td>
                            {s.faceoffs.map(|(won, lost)| view! { <td data-testid="faceoffs">{format!("{won}-{lost}")}</td> })}
                        </tr>
                    }).collect_view())}
                </tbody>
                <thead>
                    <tr><th scope="col">"Goalie"</th><th>"SA"</th><th>"SV"</th><th>"GA"</th><th colspan="2">"SV%"</th></tr>
                </thead>
                <tbody>
                    {move || lines.with(|l| l.goalies.iter().filter(|g| g.team == team).map(|g| view! {
                        <tr data-testid="goalie-line">
                            <th scope="row">{g.name.clone()}</th>
                            <td>{g.shots_against}</td><td>{g.saves}</td><td>{g.goals_against}</td>
                            <td colspan="2">{g.save_pct_text().unwrap_or_else(|| "-".into())}</td>
                        </tr>
                    }).collect_view())}
                </tbody>
            </table>
        }
    };
    view! {
        <details class="player-box-score" data-testid="player-box" open>
            <summary>"Players"</summary>
            {team_tables(Team::Home)}
            {team_tables(Team::Away)}
        </details>
    }
}

#[component]
pub fn ThreeStars(stars: Vec<Star>, names: ByTeam<String>) -> impl IntoView {
    const TITLES: [&str; 3] = ["First star", "Second star", "Third star"];
    view! {
        <ol class="three-stars" data-testid="three-stars">
            {stars.into_iter().zip(TITLES).map(|(star, title)| view! {
                <li data-testid="star">
                    <span class="star-title">{title}</span>
                    <strong>{star.name}</strong>
                    <span>{format!(" ({}) {}", names[star.team], star.line)}</span>
                </li>
            }).collect_view()}
        </ol>
    }
}
