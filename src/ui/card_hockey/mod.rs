//! The Card Hockey table, the play page (saved after every action) and the replay page that a
//! share link opens.

use crate::engine::{ByTeam, Game, GameId, GameRecord, Session, Team, Viewer};
use crate::games::card_hockey::{
    Action, CardHockey, Options, Phase, Players, REGULATION_PERIODS, View, team_name,
};
use crate::storage::{self, SaveSummary, SavedGame, StorageProblem};
use crate::ui::base::chunk::{ChunkFailed, chunk_entry};
use crate::ui::base::saves::{save_new_game, save_or_hold, storage_warning_text};
use crate::ui::base::{final_label, now_ms, share_url};
use crate::ui::widgets::opening::open_page;
use crate::ui::widgets::panels::{
    BoxScorePanel, CardBack, CardFace, PlayLog, ReplayBar, SharePanel,
};
use crate::ui::widgets::replay::ReplayCursor;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::time::Duration;

const NAMES: ByTeam<&str> = ByTeam {
    home: "Reds",
    away: "Blacks",
};
/// Autoplay speed: fast enough to finish a period in a couple of seconds, slow enough to watch.
const AUTOPLAY_STEP: Duration = Duration::from_millis(40);

fn seat_label(options: &Options, team: Team) -> &'static str {
    match options.players {
        Players::VsComputer { computer } if computer == team => "computer",
        Players::VsComputer { .. } => "you",
        Players::TwoPlayers => "player",
    }
}

/// The seat label on a table: someone watching a shared game's replay is not the "you" who
/// played it.
fn table_seat_label(options: &Options, team: Team, replay: bool) -> &'static str {
    match seat_label(options, team) {
        "you" if replay => "player",
        label => label,
    }
}

pub fn summary(state: &CardHockey) -> SaveSummary {
    let options = state.options();
    let teams = match options.players {
        Players::TwoPlayers => "Reds vs Blacks (two players)".to_string(),
        Players::VsComputer { .. } => format!(
            "Reds ({}) vs Blacks ({})",
            seat_label(options, Team::Home),
            seat_label(options, Team::Away)
        ),
    };
    let score = state.score();
    let period = match state.outcome() {
        Some(o) => final_label(o.decided_in).into(),
        None => state.period_label(),
    };
    SaveSummary {
        teams,
        score: format!("{}-{}", score.home, score.away),
        period,
    }
}

pub fn saved_game(id: &str, created_ms: f64, session: &Session<CardHockey>) -> SavedGame {
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.to_string(),
        game: GameId::CardHockey,
        summary: summary(&session.state),
        created_ms,
        updated_ms: now_ms(),
        record: session.record.encode(),
    }
}

chunk_entry!(card_hockey, open_card_hockey(open) => open_page::<CardHockey>(
    open,
    |save, session, held| view! { <CardHockeyPlay save=save session=session held=held /> }.into_any(),
    |record, full| view! { <CardHockeyReplay record=record full=full /> }.into_any(),
));

/// Starts and saves a new Card Hockey game; returns its id.
#[wasm_split(card_hockey, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_card_hockey(options: Options, seed: u64) -> Result<String, ChunkFailed> {
    let session = Session::<CardHockey>::new(options, seed);
    Ok(save_new_game(|id| saved_game(id, now_ms(), &session)))
}

/// Which seats a person may flip for on this device.
fn human_seats(options: &Options) -> Vec<Team> {
    match options.players {
        Players::TwoPlayers => Team::BOTH.to_vec(),
        Players::VsComputer { computer } => vec![computer.other()],
    }
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum AutoTarget {
    EndOfPeriod(u8),
    EndOfGame,
}

#[component]
fn CardHockeyPlay(
    save: SavedGame,
    session: Session<CardHockey>,
    /// Why the game is only held in memory, if it is.
    held: Option<StorageProblem>,
) -> impl IntoView {
    let options = session.state.options().clone();
    let id = StoredValue::new(save.id.clone());
    let created_ms = save.created_ms;
    let session = RwSignal::new(session);
    let storage_warning = RwSignal::new(None::<String>);
    let sharing = RwSignal::new(false);
    let autoplay = RwSignal::new(None::<AutoTarget>);
    let interval = StoredValue::new_local(None::<IntervalHandle>);

    let persist = move || {
        let save = id.with_value(|id| session.with_untracked(|s| saved_game(id, created_ms, s)));
        match save_or_hold(save) {
            Ok(()) => storage_warning.set(None),
            Err(problem) => storage_warning.set(Some(storage_warning_text(&problem))),
        }
    };
    // A game that could not be saved says so from the start; there may be room again by now.
    if held.is_some() {
        persist();
    }

    // One dispatch: the engine applies, then the computer answers if it is its turn to flip
    // (after the person, so both cards are revealed together), then the game is saved.
    let dispatch = move |action: Action| {
        let mut changed = false;
        session.update(|s| {
            if s.apply(action).is_err() {
                return;
            }
            changed = true;
            if let Some(cpu) = s.state.options().computer_seat() {
                while s.state.legal_actions(cpu.other()).is_empty() {
                    let Some(reply) = s.state.computer_action(cpu) else {
                        break;
                    };
                    if s.apply(reply).is_err() {
                        break;
                    }
                }
            }
        });
        if changed {
            persist();
        }
    };

    let humans = human_seats(&options);
    let can_flip = Signal::derive({
        let humans = humans.clone();
        move || {
            session.with(|s| {
                ByTeam::from_fn(|t| humans.contains(&t) && !s.state.legal_actions(t).is_empty())
            })
        }
    });
    let flip_next = {
        let humans = humans.clone();
        move || {
            let seat = session.with_untracked(|s| {
                humans
                    .iter()
                    .copied()
                    .find(|&t| !s.state.legal_actions(t).is_empty())
            });
            if let Some(seat) = seat {
                dispatch(Action::Flip(seat));
            }
        }
    };

    let stop_autoplay = move || {
        interval.update_value(|h| {
            if let Some(handle) = h.take() {
                handle.clear();
            }
        });
        autoplay.set(None);
    };
    let start_autoplay = {
        let flip_next = flip_next.clone();
        move |target: AutoTarget| {
            stop_autoplay();
            autoplay.set(Some(target));
            let flip_next = flip_next.clone();
            let tick = move || {
                let (over, period) =
                    session.with_untracked(|s| (s.state.outcome().is_some(), s.state.period()));
                let done = over
                    || matches!(autoplay.get_untracked(), Some(AutoTarget::EndOfPeriod(p)) if p != period);
                if done {
                    stop_autoplay();
                } else {
                    flip_next();
                }
            };
            if let Ok(handle) = set_interval_with_handle(tick, AUTOPLAY_STEP) {
                interval.set_value(Some(handle));
            }
        }
    };
    on_cleanup(stop_autoplay);

    let keys = {
        let flip_next = flip_next.clone();
        window_event_listener(leptos::ev::keydown, move |ev| {
            // Space is the table's key: it never scrolls the page, even when it does nothing
            // (held down, during auto-play, behind the share panel).
            if !crate::ui::widgets::keys::space_for_table(&ev) {
                return;
            }
            if ev.repeat() || autoplay.get_untracked().is_some() || sharing.get_untracked() {
                return;
            }
            flip_next();
        })
    };
    on_cleanup(move || keys.remove());

    let view_signal = Signal::derive(move || session.with(|s| s.state.view(Viewer::Everyone)));
    let log = Signal::derive(move || session.with(|s| s.describe_log()));
    let share_link = Signal::derive(move || session.with(|s| share_url(&s.record.encode())));
    let on_flip = Callback::new(move |team: Team| dispatch(Action::Flip(team)));
    let opts = options.clone();

    view! {
        <div class="table card-hockey" data-testid="table">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">{match options.players {
                    Players::TwoPlayers => "Two players on this device".to_string(),
                    Players::VsComputer { computer } => format!("You play the {}", team_name(computer.other())),
                }}</span>
                <button data-testid="share-button" on:click=move |_| sharing.set(true)>"Share"</button>
            </nav>
            {move || storage_warning.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="storage-warning">{text}</div>
            })}
            <Show when=move || sharing.get()>
                <SharePanel url=share_link on_close=Callback::new(move |_| sharing.set(false)) />
            </Show>
            <Scoreboard view=view_signal options=opts.clone() />
            <Rink view=view_signal options=opts.clone() can_flip=can_flip on_flip=Some(on_flip) />
            {move || view_signal.with(|v| v.outcome.clone()).map(|outcome| {
                let text = match outcome.winner {
                    Some(w) => format!("The {} win {}-{}{}", team_name(w), outcome.final_score.home.max(outcome.final_score.away), outcome.final_score.home.min(outcome.final_score.away),
                        if outcome.decided_in == crate::engine::DecidedIn::Shootout { " in a shootout" } else { "" }),
                    None => format!("A {}-{} tie", outcome.final_score.home, outcome.final_score.away),
                };
                view! {
                    <div class="final banner" data-testid="final-result" role="status">
                        <span><strong>"Final: "</strong>{text}</span>
                        <a class="button primary" href="#/">"Back to the lobby"</a>
                    </div>
                }
            })}
            <div class="controls">
                <Show
                    when=move || autoplay.get().is_none()
                    fallback=move || view! {
                        <button data-testid="autoplay-stop" on:click=move |_| stop_autoplay()>"Stop auto-play"</button>
                    }
                >
                    {
                        let start_period = start_autoplay.clone();
                        let start_game = start_autoplay.clone();
                        view! {
                            <button
                                data-testid="autoplay-period"
                                disabled=move || view_signal.with(|v| v.outcome.is_some())
                                on:click=move |_| {
                                    let period = session.with_untracked(|s| s.state.period());
                                    start_period(AutoTarget::EndOfPeriod(period))
                                }
                            >"Auto-play to end of period"</button>
                            <button
                                data-testid="autoplay-game"
                                disabled=move || view_signal.with(|v| v.outcome.is_some())
                                on:click=move |_| start_game(AutoTarget::EndOfGame)
                            >"Auto-play to end of game"</button>
                        }
                    }
                </Show>
                <span class="hint">"Tap a deck, press Flip, or press Space."</span>
            </div>
            <div class="panels">
                <section class="panel">
                    <h2>"Play-by-play"</h2>
                    <PlayLog lines=log />
                </section>
                <ScorePanel view=view_signal />
            </div>
        </div>
    }
}

/// The box score beside the play-by-play, on the play page and in the replay alike.
#[component]
fn ScorePanel(#[prop(into)] view: Signal<View>) -> impl IntoView {
    let box_score = Signal::derive(move || view.with(|v| v.box_score.clone()));
    view! { <BoxScorePanel box_score=box_score names=NAMES.map(|_, n| n.to_string()) regulation_periods=REGULATION_PERIODS /> }
}

#[component]
fn Scoreboard(
    #[prop(into)] view: Signal<View>,
    options: Options,
    #[prop(optional)] replay: bool,
) -> impl IntoView {
    let team_block = move |team: Team| {
        let options = options.clone();
        view! {
            <div class=format!("sb-team {}", if team == Team::Home { "home" } else { "away" })>
                <span class="sb-name">{team_name(team)}</span>
                <span class="sb-seat">{table_seat_label(&options, team, replay)}</span>
                <span class="sb-score" data-testid=format!("score-{}", slug(team))>
                    {move || view.with(|v| v.score[team])}
                </span>
                <span class="sb-status" data-testid=format!("penalty-{}", slug(team))>
                    {move || view.with(|v| v.penalties[team].map(|p| format!(
                        "Short-handed: {} turn{} left ({})",
                        p.turns_left,
                        if p.turns_left == 1 { "" } else { "s" },
                        p.kind.name()
                    )))}
                </span>
            </div>
        }
    };
    view! {
        <div class="scoreboard" data-testid="scoreboard">
            {team_block(Team::Home)}
            <div class="sb-clock">
                <span class="sb-period" data-testid="period">{move || view.with(|v| match v.phase {
                    Phase::Over => "Final".to_string(),
                    Phase::Shootout => "Shootout".to_string(),
                    Phase::Regulation => format!("{} period", v.period_label),
                })}</span>
                <span class="sb-turn" data-testid="turn">{move || view.with(|v| format!("Turn {}", v.turn))}</span>
            </div>
            {team_block(Team::Away)}
        </div>
    }
}

fn slug(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

/// The zone index (defensive, neutral, offensive) a rink column is for each side. Columns run
/// from the Blacks' goal (left) to the Reds' goal (right), as in the rulebook's diagram.
fn zone_at(team: Team, column: i8) -> usize {
    match team {
        Team::Home => (column + 1) as usize,
        Team::Away => (1 - column) as usize,
    }
}

const ZONE_SHORT: [&str; 3] = ["D", "N", "O"];

#[component]
fn Rink(
    #[prop(into)] view: Signal<View>,
    options: Options,
    #[prop(optional)] replay: bool,
    #[prop(into)] can_flip: Signal<ByTeam<bool>>,
    on_flip: Option<Callback<Team>>,
) -> impl IntoView {
    let lane = move |team: Team| {
        let cells = (-1i8..=1)
            .map(|column| {
                let zone = zone_at(team, column);
                view! {
                    <div
                        class="zone"
                        class:puck-here=move || view.with(|v| v.puck.0 == column)
                        data-testid=format!("zone-{}-{}", slug(team), ZONE_SHORT[zone])
                    >
                        <span class="zone-label">{format!("{} {}", team_name(team), ZONE_SHORT[zone])}</span>
                        {move || view.with(|v| {
                            let up = v.turned_up[team].filter(|_| v.puck.0 == column);
                            match up.or(v.zone_tops[team][zone]) {
                                Some(card) => view! { <CardFace card=card small=true /> }.into_any(),
                                None => view! { <div class="card empty small"></div> }.into_any(),
                            }
                        })}
                        <span class="zone-count">{move || view.with(|v| v.zone_counts[team][zone])}</span>
                    </div>
                }
            })
            .collect_view();
        let options = options.clone();
        let deck = move || {
            let count = view.with(|v| v.deck_counts[team]);
            let enabled = can_flip.with(|c| c[team]);
            let label = format!("Flip for the {}", team_name(team));
            view! {
                <button
                    class="deck"
                    data-testid=format!("deck-{}", slug(team))
                    disabled=!enabled || on_flip.is_none()
                    aria-label=label
                    on:click=move |_| {
                        if let Some(flip) = on_flip {
                            flip.run(team);
                        }
                    }
                >
                    <CardBack count=count />
                    <span class="deck-caption">{if enabled { "Flip" } else { "" }}</span>
                </button>
            }
        };
        view! {
            <div class=format!("lane {}", slug(team)) data-testid=format!("lane-{}", slug(team))>
                <div class="lane-name">
                    <strong>{team_name(team)}</strong>
                    <span class="hint">{table_seat_label(&options, team, replay)}</span>
                </div>
                {deck}
                <div class="zones">{cells}</div>
            </div>
        }
    };
    let goal_area = move |team: Team| {
        view! {
            <div class="goal-area" data-testid=format!("goal-area-{}", slug(team))>
                <span class="zone-label">{format!("{} goals", team_name(team))}</span>
                <div class="goal-cards">
                    {move || view.with(|v| v.goal_cards[team].iter().map(|&card| view! { <CardFace card=card small=true /> }).collect_view())}
                </div>
            </div>
        }
    };
    let flip_buttons = move || {
        Team::BOTH
            .into_iter()
            .filter(|&t| can_flip.with(|c| c[t]))
            .map(|team| {
                view! {
                    <button
                        class="primary big"
                        data-testid=format!("flip-{}", slug(team))
                        on:click=move |_| {
                            if let Some(flip) = on_flip {
                                flip.run(team);
                            }
                        }
                    >{format!("Flip ({})", team_name(team))}</button>
                }
            })
            .collect_view()
    };
    view! {
        <div class="rink" data-testid="rink">
            {goal_area(Team::Away)}
            <div class="ice">
                {lane(Team::Away)}
                <div class="puck-track">
                    {(-1i8..=1).map(|column| view! {
                        <div class="puck-spot">
                            <Show when=move || view.with(|v| v.puck.0 == column)>
                                <div class="puck" data-testid="puck" data-pos=column role="img" aria-label="the puck"></div>
                            </Show>
                        </div>
                    }).collect_view()}
                </div>
                {lane(Team::Home)}
            </div>
            {goal_area(Team::Home)}
        </div>
        <div class="battle" data-testid="battle">
            {move || view.with(|v| v.last_turn).map(|cards| view! {
                <span class="hint">"Last turn"</span>
                <CardFace card=cards.home />
                <span class="vs">"vs"</span>
                <CardFace card=cards.away />
            })}
            <div class="flip-buttons">{flip_buttons}</div>
        </div>
    }
}

#[component]
fn CardHockeyReplay(record: GameRecord<CardHockey>, full: Session<CardHockey>) -> impl IntoView {
    let cursor = ReplayCursor::new(record, &full);
    let (total, step, at_step) = (cursor.total, cursor.step, cursor.at_step);
    let jump = move |k: usize| cursor.jump(k);
    let view_signal = Signal::derive(move || at_step.with(|s| s.state.view(Viewer::Everyone)));
    let options = full.state.options().clone();
    let lines = full.describe_log();
    let log = Signal::derive(move || lines.clone());
    let continue_here = move |_: ()| cursor.continue_here(saved_game);
    let no_flip = Signal::derive(|| ByTeam::new(false, false));
    view! {
        <div class="table card-hockey replay" data-testid="replay">
            <ReplayBar
                step=step
                total=total
                on_jump=Callback::new(jump)
                finished=Signal::derive(move || at_step.with(|s| s.state.outcome().is_some()))
                on_continue=Callback::new(continue_here)
            />
            <Scoreboard view=view_signal options=options.clone() replay=true />
            <Rink view=view_signal options=options replay=true can_flip=no_flip on_flip=None />
            <div class="panels">
                <section class="panel">
                    <h2>"Play-by-play"</h2>
                    <p class="hint">"Click a line to jump there."</p>
                    <PlayLog lines=log on_pick=Callback::new(jump) current=Signal::derive(move || step.get()) />
                </section>
                <ScorePanel view=view_signal />
            </div>
        </div>
    }
}
