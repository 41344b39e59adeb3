//! The panels around the ICIH rink: the live log, the final banner, the deck's reveal, the
//! shootout tally, the scoreboard, the rink cards and the score panel.

use super::card::*;
use super::words::*;
use crate::engine::{DecidedIn, Team};
use crate::games::icih::cards::Zone;
use crate::games::icih::{
    CardId, PeriodKind, Phase, Players, Pos, REGULATION_PERIODS, ShootoutScore, View,
};
use crate::ui::base::final_label;
use crate::ui::widgets::panels::{BoxScorePanel, CardBack};
use leptos::prelude::*;

/// Lines of play-by-play the table shows unless asked for all of them. A game runs to about a
/// thousand lines, and laying out that many on every move made the table slow to answer late in
/// a game (see scripts/bench-icih-ui.mjs).
pub(super) const LIVE_LOG_LINES: usize = 150;

/// The play-by-play at the table, newest first: the same markup as `PlayLog` (one `log-line` per
/// line), keyed by line so that a move adds its lines instead of rewriting the list, numbered by
/// `value` so that the browser need not renumber it, and cut to the latest lines unless the
/// person asks for the whole game. `lines` are (line index, actions so far, text), oldest first.
#[component]
pub(super) fn LiveLog(
    #[prop(into)] lines: Signal<Vec<(usize, usize, String)>>,
    #[prop(into)] total: Signal<usize>,
    show_all: RwSignal<bool>,
) -> impl IntoView {
    view! {
        <ol class="log" data-testid="log" aria-live="polite" aria-label="Play-by-play" tabindex="0">
            <For
                each=move || lines.get().into_iter().rev()
                key=|(index, _, _)| *index
                children=|(index, step, text)| {
                    view! { <li value=index + 1 data-testid="log-line" data-step=step tabindex="-1">{text}</li> }
                }
            />
        </ol>
        <Show when=move || { total.get() > LIVE_LOG_LINES }>
            <button class="log-more" data-testid="log-more" on:click=move |_| show_all.update(|all| *all = !*all)>
                {move || if show_all.get() {
                    format!("Show only the latest {LIVE_LOG_LINES} lines")
                } else {
                    format!("Show all {} lines", total.get())
                }}
            </button>
        </Show>
    }
}

#[component]
pub(super) fn FinalBanner(
    #[prop(into)] view: Signal<View>,
    /// A game by link: why the result is not checked yet, if it is not.
    #[prop(optional, into)]
    note: Option<Signal<Option<&'static str>>>,
) -> impl IntoView {
    move || {
        view.with(|v| v.outcome.clone()).map(|outcome| {
            let s = outcome.final_score;
            let text = match outcome.winner {
                Some(w) => format!(
                    "The {} win {}-{}{}",
                    NAMES[w],
                    s.home.max(s.away),
                    s.home.min(s.away),
                    match outcome.decided_in {
                        DecidedIn::Shootout => " in a shootout",
                        DecidedIn::Overtime => " in overtime",
                        DecidedIn::Regulation => "",
                    }
                ),
                None => format!("A {}-{} tie", s.home, s.away),
            };
            view! {
                <div class="final banner" data-testid="final-result" role="status">
                    <span><strong>"Final: "</strong>{text}</span>
                    {note.and_then(|n| n.get()).map(|n| view! { <span class="hint" data-testid="final-unconfirmed">{format!("({n})")}</span> })}
                    <a class="button primary" href="#/">"Back to the lobby"</a>
                </div>
            }
        })
    }
}

/// The cards turned up off the deck since the person last moved, and what each one meant.
#[component]
pub(super) fn Reveal(
    #[prop(into)] lines: Signal<Vec<(CardId, String)>>,
    on_zoom: Callback<CardId>,
) -> impl IntoView {
    view! {
        <div class="reveal" data-testid="reveal" aria-live="polite">
            <span class="reveal-head">"Turned up"</span>
            {move || lines.get().into_iter().rev().take(4).collect::<Vec<_>>().into_iter().rev().map(|(id, text)| view! {
                <div class="reveal-item" data-testid="reveal-item" data-card=id>
                    <RevealChip id=id on_zoom=on_zoom />
                    <span class="reveal-text">{text}</span>
                </div>
            }).collect_view()}
        </div>
    }
}

/// Where the deck stands: which pass of a period, or the one-pass overtime or shootout deck
/// ("pass 2 of 2" there would read as a second pass that never comes).
pub(super) fn deck_stage(v: &View) -> String {
    match v.period_kind {
        PeriodKind::ShortOvertime => "Overtime".into(),
        PeriodKind::Shootout => "Shootout".into(),
        _ => format!("Pass {} of 2", v.pass),
    }
}

/// Each team's shootout attempts in order: a filled mark for a goal, an open one for a stop.
#[component]
pub(super) fn ShootoutTally(shootout: ShootoutScore) -> impl IntoView {
    let goals = shootout.goals();
    Team::BOTH
        .into_iter()
        .map(|team| {
            let mut marks: String = shootout.attempts[team]
                .iter()
                .map(|&scored| if scored { '●' } else { '○' })
                .collect();
            if marks.is_empty() {
                marks.push('–');
            }
            let taken = shootout.attempts[team].len();
            let label = format!("{}: {} of {taken} in the shootout", NAMES[team], goals[team]);
            view! {
                <span class="sb-shootout" data-testid=format!("shootout-{}", slug(team)) title=label.clone() aria-label=label>
                    {format!("{} {marks}", NAMES[team])}
                </span>
            }
        })
        .collect_view()
}

/// `watching`: a shared game's replay, seen by someone who is not "you" at the table.
#[component]
pub(super) fn Scoreboard(
    #[prop(into)] view: Signal<View>,
    players: Players,
    #[prop(optional)] watching: bool,
) -> impl IntoView {
    let team_block = move |team: Team| {
        let seat = match seat_label(players, team) {
            "you" if watching => "player",
            label => label,
        };
        view! {
            <div class=format!("sb-team {}", slug(team))>
                <span class="sb-name">{NAMES[team]}</span>
                <span class="sb-seat">{seat}</span>
                <span class="sb-score" data-testid=format!("score-{}", slug(team))>
                    {move || view.with(|v| v.score[team])}
                </span>
                <span class="sb-hand" data-testid=format!("hand-count-{}", slug(team))>
                    {move || view.with(|v| {
                        let bonus = v.bonus[team];
                        let extra = if bonus > 0 { format!(", +{bonus} momentum") } else { String::new() };
                        format!("{} cards{extra}", v.hand_counts[team])
                    })}
                </span>
                <span class="sb-status" data-testid=format!("status-{}", slug(team))>
                    {move || view.with(|v| {
                        let mut s = Vec::new();
                        if let Some((pp, left)) = v.power_play && pp == team {
                            s.push(format!("Power play: {left} shot{} left", if left == 1 { "" } else { "s" }));
                        }
                        if v.delayed_against == Some(team) {
                            s.push("Delayed penalty".to_string());
                        }
                        if v.delayed_against == Some(team.other()) {
                            s.push("Extra skater".to_string());
                        }
                        if v.pulled == Some(team) {
                            s.push("Goalie pulled: empty net".to_string());
                        }
                        s.join(" · ")
                    })}
                </span>
            </div>
        }
    };
    view! {
        <div class="scoreboard" data-testid="scoreboard">
            {team_block(Team::Home)}
            <div class="sb-clock">
                <span class="sb-period" data-testid="period">{move || view.with(|v| match (v.phase, &v.outcome) {
                    (Phase::Over, Some(o)) => final_label(o.decided_in).to_string(),
                    // Only a game by link rests here: waiting for a card to be turned up.
                    (Phase::Over, None) => format!("{} period", v.period_label),
                    (Phase::Shootout { .. }, _) => "Shootout".to_string(),
                    _ => format!("{} period", v.period_label),
                })}</span>
                <span class="sb-turn" data-testid="deck-info">{move || view.with(|v| {
                    let late = if v.crosswise_drawn { " · late in the game" } else { "" };
                    format!("{} · {} cards left{late}", deck_stage(v), v.deck_left)
                })}</span>
                {move || view.with(|v| v.shootout.clone()).map(|so| view! { <ShootoutTally shootout=so /> })}
            </div>
            {team_block(Team::Away)}
        </div>
    }
}

/// The three rink cards from `me`'s point of view, the puck, the pile and the deck.
#[component]
pub(super) fn Rink(
    #[prop(into)] view: Signal<View>,
    #[prop(into)] me: Signal<Team>,
    #[prop(into)] lit: Signal<bool>,
    on_tap: Callback<()>,
    /// Shown beside the deck: the cards just turned up.
    #[prop(optional)]
    children: Option<Children>,
) -> impl IntoView {
    let zone_card = move |zone: Zone| {
        let pos = Signal::derive(move || Pos::of(me.get(), zone));
        view! {
            <div
                class="rink-card"
                class:puck-here=move || view.with(|v| v.puck == pos.get())
                data-testid=format!("rink-{}", zone.short())
                on:click=move |_| on_tap.run(())
            >
                <span class="rink-label">{move || match zone {
                    Zone::Centre => "Centre ice".to_string(),
                    _ => format!("{} {}", NAMES[me.get()], zone.short()),
                }}</span>
                {move || view.with(|v| (v.puck == pos.get()).then(|| {
                    let holder = v.control.map(|t| NAMES[t]).unwrap_or("loose");
                    let class = v.control.map(slug).unwrap_or("loose");
                    view! {
                        <div class=format!("puck-token {class}") data-testid="puck" data-zone=zone.short() data-control=holder>
                            <span class="puck-dot"></span>
                            <span class="puck-owner">{holder}</span>
                        </div>
                    }
                }))}
            </div>
        }
    };
    view! {
        <div class="rink-row">
            <div id="icih-rink" class="icih-rink" class:lit=move || lit.get() data-testid="rink">
                {zone_card(Zone::Defensive)}
                {zone_card(Zone::Centre)}
                {zone_card(Zone::Offensive)}
            </div>
            <div
                id="icih-pile"
                class="pile"
                class:lit=move || lit.get()
                data-testid="drop-target"
                on:click=move |_| on_tap.run(())
            >
                {move || view.with(|v| match v.face_up {
                    Some(id) => Some((id, None)),
                    None => v.top_discard.map(|id| (id, Some(v.follow_now()))),
                }).map(|(id, now)| view! {
                    <div data-testid="pile-top" data-card=id><IcihCard id=id now=now /></div>
                })}
                <span class="hint follow" data-testid="pile-follow">{move || view.with(|v| follow_words(v.follow_now()))}</span>
                <span class="hint">
                    {move || view.with(|v| if v.period_kind == PeriodKind::Shootout { "" } else { "Play here · " })}
                    <span data-testid="discard-count">{move || view.with(|v| format!("{} in the pile", v.discards))}</span>
                </span>
            </div>
            <div class="deck-stack" data-testid="deck">
                {move || {
                    let count = view.with(|v| v.deck_left);
                    view! { <CardBack count=count /> }
                }}
                <span class="hint">{move || view.with(deck_stage)}</span>
            </div>
            {children.map(|c| c())}
        </div>
    }
}

#[component]
pub(super) fn ScorePanel(#[prop(into)] view: Signal<View>) -> impl IntoView {
    let box_score = Signal::derive(move || view.with(|v| v.box_score.clone()));
    view! {
        <BoxScorePanel box_score=box_score names=NAMES.map(|_, n| n.to_string()) regulation_periods=REGULATION_PERIODS>
            <p class="hint" data-testid="pp-line">{move || view.with(|v| {
                let t = v.box_score.totals();
                format!(
                    "Power plays: Home {}/{}, Visitors {}/{}. Saves: Home {}, Visitors {}.",
                    t.home.power_play_goals, t.home.power_plays,
                    t.away.power_play_goals, t.away.power_plays,
                    t.home.saves, t.away.saves
                )
            })}</p>
        </BoxScorePanel>
    }
}
