//! The middle of the 4th Street table: the rink board with its tokens, the dice tray, the
//! decisions a roll asks for, and the play-by-play of rolls.

use crate::engine::{ByTeam, Game};
use crate::games::fourth_street::cards::PuckAction;
use crate::games::fourth_street::play::{Action, Step, slot_name};
use crate::games::fourth_street::rules::{FourthStreet, REGULATION_PERIODS};
use crate::games::fourth_street::state::Coach;
use crate::games::fourth_street::table::{LogLine, latest_roll, log_lines};
use crate::games::sim::SimPlay;
use crate::ui::sim::shootout_pick;
use crate::ui::sim::team_slug;
use crate::ui::sim::{IcePanel, SimPanels, Summaries};
use crate::ui::widgets::dice_tray::{DiceTray, LatestRoll};
use crate::ui::widgets::rink_board::{RinkBoard, Token};
use leptos::prelude::*;

type GameView = crate::ui::sim::GameView<FourthStreet>;

/// The board: a token for every skater on the ice, the puck lit in its area. Tapping it rolls.
#[component]
pub(super) fn Board(game: GameView, on_roll: Option<Callback<()>>) -> impl IntoView {
    let possession = Signal::derive(move || game.with(|g| (g.puck, g.area)));
    let tokens = Signal::derive(move || {
        game.with(|g| {
            g.tokens()
                .into_iter()
                .map(|t| Token {
                    team: t.team,
                    number: t.slot,
                    area: t.area,
                    has_puck: t.has_puck,
                })
                .collect::<Vec<_>>()
        })
    });
    let holder = move || {
        game.with(|g| match g.holder() {
            Some((team, slot)) => format!(
                "{} ({}, {}) has the puck in {}.",
                g.at(team, slot)
                    .map(|p| g.skater(team, p).name.clone())
                    .unwrap_or_default(),
                g.sheet(team).abbreviation,
                slot_name(slot),
                g.area.name()
            ),
            None if g.outcome().is_some() => String::new(),
            None => format!(
                "The puck is free in {} ({}'s view).",
                g.area.name(),
                g.sheet(g.puck).abbreviation
            ),
        })
    };
    view! {
        <IcePanel class="ice-panel fs-ice" on_tap=on_roll tap_words="Tap to roll">
            <RinkBoard possession=possession tokens=tokens />
            <p class="puck-words" data-testid="puck-words">{holder}</p>
            <p class="fs-next" data-testid="next-step">{move || game.with(|g| g.step_words())}</p>
        </IcePanel>
    }
}

/// The dice tray with the engine's last roll and its reading.
#[component]
pub(super) fn Tray(
    game: GameView,
    #[prop(into)] can_roll: Signal<bool>,
    on_roll: Callback<()>,
) -> impl IntoView {
    let latest = Signal::derive(move || {
        game.session(|s| {
            latest_roll(s).map(|r| LatestRoll {
                roll: r.roll,
                serial: r.serial,
                reading: r.reading,
            })
        })
    });
    view! { <DiceTray latest=latest can_roll=can_roll on_roll=on_roll space_to_roll=false /> }
}

// ----- the coach's decisions between rolls -----

pub(super) fn action_label(action: PuckAction) -> &'static str {
    match action {
        PuckAction::Pd => "Pass (PD)",
        PuckAction::Sc => "Skate (SC)",
        PuckAction::Dc => "Dump or clear (DC)",
        PuckAction::Ws => "Wrist shot (WS)",
        PuckAction::Ss => "Slap shot (SS)",
        PuckAction::Ice => "Ice it (ICE)",
        _ => "?",
    }
}

/// What a person coaching must decide before the next roll: the wild card's action, the ⊛
/// pass's target, the next shootout shooter.
#[component]
pub(super) fn Decisions(game: GameView, dispatch: Callback<Action>) -> impl IntoView {
    move || {
        game.with(|g| {
            let team = g.waiting_for()?;
            if g.outcome().is_some() || g.options().coaches[team] != Coach::Person {
                return None;
            }
            let slug = team_slug(team);
            let name = g.team_name(team).to_string();
            let carrier = g
                .carrier
                .and_then(|s| g.at(team, s))
                .map(|p| g.skater(team, p).name.clone())
                .unwrap_or_default();
            Some(match &g.step {
                Step::WildCard(_) => {
                    let buttons = g
                        .wild_options()
                        .into_iter()
                        .map(|action| {
                            view! {
                                <button
                                    data-testid="wild-option"
                                    data-action=action.code()
                                    on:click=move |_| dispatch.run(Action::WildCard { team, action })
                                >{action_label(action)}</button>
                            }
                        })
                        .collect_view();
                    view! {
                        <div class="coach-panel fs-decision" data-testid=format!("wild-card-{slug}")>
                            <p class="decision">{format!("{name}: a wild card (⁂) for {carrier} in {}. What does he do?", g.area.name())}</p>
                            {buttons}
                        </div>
                    }
                    .into_any()
                }
                Step::PassChoice { .. } => {
                    let passer = g.carrier.unwrap_or(0);
                    let buttons = (1..=6)
                        .filter(|&s| s != passer)
                        .filter_map(|slot| {
                            let p = g.at(team, slot)?;
                            let label = format!("{} {}", slot_name(slot), g.skater(team, p).name);
                            Some(view! {
                                <button
                                    data-testid="pass-option"
                                    data-slot=slot
                                    on:click=move |_| dispatch.run(Action::PassTo { team, slot })
                                >{label}</button>
                            })
                        })
                        .collect_view();
                    view! {
                        <div class="coach-panel fs-decision" data-testid=format!("pass-choice-{slug}")>
                            <p class="decision">{format!("{name}: {carrier} passes (⊛). Who takes it?")}</p>
                            {buttons}
                        </div>
                    }
                    .into_any()
                }
                Step::ShootoutShooter { .. } => shootout_pick(g, team, dispatch),
                _ => return None,
            })
        })
    }
}

// ----- a team's column -----

/// The play-by-play, newest first: every roll with its faces (`data-faces`, tray order) and
/// its number in the game (`data-roll`). With `on_pick`, a line can be clicked to jump there.
#[component]
pub(super) fn RollLog(
    #[prop(into)] lines: Signal<Vec<LogLine>>,
    #[prop(optional)] on_pick: Option<Callback<usize>>,
    #[prop(optional, into)] current: Option<Signal<usize>>,
) -> impl IntoView {
    let clickable = on_pick.is_some();
    view! {
        <ol class="log fs-log" data-testid="log" aria-live="polite" aria-label="Play-by-play" tabindex="0" reversed>
            <For
                each=move || lines.get().into_iter().enumerate().rev()
                key=|(index, line)| (*index, line.step, line.text.clone())
                children=move |(_, line)| {
                    let step = line.step;
                    let (serial, faces) = match line.roll {
                        Some((n, faces)) => (Some(n.to_string()), Some(faces)),
                        None => (None, None),
                    };
                    view! {
                        <li
                            class:current=move || current.map(|c| c.get()) == Some(step)
                            class:clickable=clickable
                            class:roll=serial.is_some()
                            data-testid="log-line"
                            data-step=step
                            data-roll=serial
                            data-faces=faces
                            tabindex=if clickable { "0" } else { "-1" }
                            on:click=move |_| {
                                if let Some(pick) = on_pick {
                                    pick.run(step);
                                }
                            }
                            on:keydown=move |ev| {
                                if ev.key() == "Enter"
                                    && let Some(pick) = on_pick
                                {
                                    pick.run(step);
                                }
                            }
                        >
                            {line.text}
                        </li>
                    }
                }
            />
        </ol>
    }
}

/// Play-by-play, the team box score and every player's line.
#[component]
pub(super) fn Panels(
    game: GameView,
    #[prop(optional)] on_pick: Option<Callback<usize>>,
    #[prop(optional, into)] current: Option<Signal<usize>>,
    /// A replay's whole play-by-play (the game shown may be at an earlier move).
    #[prop(optional)]
    full_log: Option<Vec<LogLine>>,
) -> impl IntoView {
    let names = game.with_untracked(|g| ByTeam::from_fn(|t| g.sheet(t).abbreviation.clone()));
    let box_score = Signal::derive(move || game.with(|g| g.box_score.clone()));
    let lines = Signal::derive(move || game.with(|g| g.player_lines()));
    let summaries = Signal::derive(move || game.with(Summaries::of));
    let log = match full_log {
        Some(all) => Signal::derive(move || all.clone()),
        None => Signal::derive(move || game.session(log_lines)),
    };
    let log_view = match on_pick {
        Some(pick) => {
            view! { <RollLog lines=log on_pick=pick current=current.unwrap_or_default() /> }
                .into_any()
        }
        None => view! { <RollLog lines=log /> }.into_any(),
    };
    view! {
        <SimPanels names=names box_score=box_score lines=lines summaries=summaries regulation_periods=REGULATION_PERIODS on_pick=on_pick>
            {log_view}
        </SimPanels>
    }
}
