//! Small controls of the coach's bench each sim's columns use: line pairs, the goalie button,
//! a team column's top, the shootout pick, the next group on the ice and count selects.

use super::bench::BenchSim;
use super::page::team_slug;
use super::panels::{ShooterButtons, TeamHeading};
use super::table::GameView;
use crate::engine::{Session, Team};
use leptos::prelude::*;

/// The line and pair a coach picks for the next change: each a select, the pick shown.
#[component]
pub fn LinePairSelects(
    slug: &'static str,
    lines: u8,
    pairs: u8,
    group: NextGroup,
) -> impl IntoView {
    let select = move |word: &'static str,
                       kind: &'static str,
                       count: u8,
                       value: Signal<u8>,
                       on: Callback<Option<u8>>| {
        view! {
            <label>
                <span class="coach-label">{word}</span>
                <select
                    data-testid=format!("next-{kind}-{slug}")
                    on:change=move |ev| on.run(event_target_value(&ev).parse().ok())
                    prop:value=move || value.get().to_string()
                >
                    {(0..count).map(|i| view! { <option value=i.to_string()>{format!("{word} {}", i + 1)}</option> }).collect_view()}
                </select>
            </label>
        }
    };
    let line = Signal::derive(move || group.line());
    let pair = Signal::derive(move || group.pair());
    let on_line = Callback::new(move |l| group.own.update(|c| c.0 = l));
    let on_pair = Callback::new(move |p| group.own.update(|c| c.1 = p));
    view! {
        <div class="coach-row">
            {select("Line", "line", lines, line, on_line)}
            {select("Pair", "pair", pairs, pair, on_pair)}
        </div>
    }
}

/// Pull the goalie when the book allows it, or send him back (`may_return`: now).
#[component]
pub fn GoalieButton(
    slug: &'static str,
    #[prop(into)] pulled: Signal<bool>,
    #[prop(into)] may_pull: Signal<bool>,
    #[prop(into)] may_return: Signal<bool>,
    on_pull: Callback<()>,
    on_return: Callback<()>,
) -> impl IntoView {
    move || {
        if pulled.get() {
            Some(view! {
                <button data-testid=format!("return-goalie-{slug}") disabled=!may_return.get() on:click=move |_| on_return.run(())>"Send the goalie back"</button>
            }.into_any())
        } else if may_pull.get() {
            Some(view! {
                <button class="primary" data-testid=format!("pull-goalie-{slug}") on:click=move |_| on_pull.run(())>"Pull the goalie"</button>
            }.into_any())
        } else {
            None
        }
    }
}

/// The top of a team's column: its name, whether it has the puck, and its goalie.
#[component]
pub fn TeamColumnTop<G>(game: GameView<G>, team: Team) -> impl IntoView
where
    G: BenchSim,
    Session<G>: Send + Sync,
{
    let slug = team_slug(team);
    view! {
        <TeamHeading
            slug=slug
            name=Signal::derive(move || game.with(|g| g.team_name(team).to_string()))
            has_puck=Signal::derive(move || game.with(|g| g.puck_team() == Some(team)))
        />
        <p class="team-line" data-testid=format!("goalie-{slug}")>{move || game.with(|g| format!("Goalie: {}", g.goalie_text(team)))}</p>
    }
}

/// A coached team's next shootout shooter: the skaters open to shoot, best first.
pub fn shootout_pick<G: BenchSim>(g: &G, team: Team, dispatch: Callback<G::Action>) -> AnyView
where
    G::Action: Send + Sync + 'static,
{
    let mut open = g.open_shooters(team);
    open.sort_by_key(|&(player, rating, _)| (std::cmp::Reverse(rating), player));
    let best = open.first().map_or(0, |&(player, ..)| player);
    let shooters = open
        .into_iter()
        .map(|(player, _, label)| (player, label))
        .collect();
    let prompt = format!(
        "{}: who shoots next? {} is in goal.",
        g.team_name(team),
        g.goalie_text(team.other())
    );
    let pick = Callback::new(move |player| dispatch.run(G::shooter(team, player)));
    view! {
        <ShooterButtons slug=team_slug(team) prompt=prompt shooters=shooters best=best on_pick=pick />
    }
    .into_any()
}

/// The line and pair a coach is picking for the next change: his own pick of each, else the
/// group due next.
#[derive(Clone, Copy)]
pub struct NextGroup {
    own: RwSignal<(Option<u8>, Option<u8>)>,
    due: Signal<(u8, u8)>,
}

impl NextGroup {
    pub fn new(due: impl Fn() -> (u8, u8) + Send + Sync + 'static) -> Self {
        NextGroup {
            own: RwSignal::new((None, None)),
            due: Signal::derive(due),
        }
    }

    pub fn line(self) -> u8 {
        self.own.get().0.unwrap_or_else(|| self.due.get().0)
    }

    pub fn pair(self) -> u8 {
        self.own.get().1.unwrap_or_else(|| self.due.get().1)
    }

    /// The group shown now, read without tracking (for a click).
    pub fn chosen(self) -> (u8, u8) {
        untrack(|| (self.line(), self.pair()))
    }

    /// Back to the group due, once the pick is sent.
    pub fn clear(self) {
        self.own.set((None, None));
    }
}

/// A count a coach picks from 0 to `most` (forecheckers), each option worded by `word`.
#[component]
pub fn CountSelect(
    label: &'static str,
    id: String,
    most: u8,
    word: fn(u8) -> String,
    #[prop(into)] value: Signal<u8>,
    #[prop(into)] disabled: Signal<bool>,
    on_pick: Callback<u8>,
) -> impl IntoView {
    view! {
        <label>
            <span class="coach-label">{label}</span>
            <select
                data-testid=id
                disabled=move || disabled.get()
                on:change=move |ev| {
                    if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                        on_pick.run(n.min(most));
                    }
                }
                prop:value=move || value.get().to_string()
            >
                {(0..=most).map(|n| view! { <option value=n.to_string()>{word(n)}</option> }).collect_view()}
            </select>
        </label>
    }
}
