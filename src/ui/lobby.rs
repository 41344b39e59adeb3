//! The lobby: the five games, a new Card Hockey game, and the saved games.

use super::chunks::ChunkFailed;
use super::saves::{forget_unsaved, random_u64};
use super::widgets::ConfirmDialog;
use super::{Notice, go};
use crate::engine::{GameId, Team};
use crate::games::card_hockey::{Options, Players, TieBreak};
use crate::games::icih;
use crate::games::is_playable;
use crate::storage::{self, SaveSlot};
use leptos::prelude::*;
use leptos::task::spawn_local;
use std::future::Future;

fn blurb(game: GameId) -> &'static str {
    match game {
        GameId::Icih => {
            "Two players, hidden hands, a 64-card action deck and three rink cards: set up plays, bluff, block shots."
        }
        GameId::CardHockey => {
            "War on ice with a standard deck: higher card moves the puck, honors score, deuces are penalties."
        }
        GameId::OpenIce => "College hockey from a 100-card action deck read against team charts.",
        GameId::InsideTheCrease => {
            "A clock-driven sim: Fast Action Cards against player and goalie cards, with lines."
        }
        GameId::FourthStreet => {
            "Six dice against skater and goalie cards on a rink of fifteen zones."
        }
    }
}

/// Starts a new game in its chunk (fetched on first use) and opens it. If storage refuses, the
/// game still opens (held in memory) and the table shows the storage warning; if the chunk
/// can't be fetched, the lobby says so and stays usable.
fn start_in_chunk<Fut>(
    game: GameId,
    starting: RwSignal<bool>,
    notice: RwSignal<Option<String>>,
    start: Fut,
) where
    Fut: Future<Output = Result<String, ChunkFailed>> + 'static,
{
    if starting.get_untracked() {
        return;
    }
    starting.set(true);
    notice.set(None);
    spawn_local(async move {
        let started = start.await;
        starting.set(false);
        match started {
            Ok(id) => go(&format!("/play/{id}")),
            Err(ChunkFailed) => notice.set(Some(format!(
                "{} couldn't be loaded: this part of Rinkside has not been downloaded to this device yet, and the network did not answer. Check the connection and press Face off again.",
                game.name()
            ))),
        }
    });
}

fn face_off_label(starting: bool) -> &'static str {
    if starting {
        "Loading the game…"
    } else {
        "Face off"
    }
}

fn format_time(ms: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED))
}

#[component]
pub fn Lobby() -> impl IntoView {
    let Notice(notice) = expect_context::<Notice>();
    let saves = RwSignal::new(storage::list());
    let confirm_delete = RwSignal::new(None::<(String, String)>);

    let opponent = RwSignal::new("computer".to_string());
    let side = RwSignal::new("home".to_string());
    let tie = RwSignal::new("shootout".to_string());
    let chosen = RwSignal::new(GameId::Icih);
    let era = RwSignal::new("shootout".to_string());
    let level = RwSignal::new("medium".to_string());
    let starting = RwSignal::new(false);

    let start = move |_| {
        let computer = if side.get_untracked() == "home" {
            Team::Away
        } else {
            Team::Home
        };
        let options = Options {
            players: if opponent.get_untracked() == "two" {
                Players::TwoPlayers
            } else {
                Players::VsComputer { computer }
            },
            tie_break: if tie.get_untracked() == "tie" {
                TieBreak::AllowTie
            } else {
                TieBreak::Shootout
            },
        };
        let start = super::card_hockey::start_card_hockey(options, random_u64());
        start_in_chunk(GameId::CardHockey, starting, notice, start);
    };

    let start_ice_cold = move |_| {
        let computer = if side.get_untracked() == "home" {
            Team::Away
        } else {
            Team::Home
        };
        let level = match level.get_untracked().as_str() {
            "easy" => icih::Level::Easy,
            "hard" => icih::Level::Hard,
            _ => icih::Level::Medium,
        };
        let era = match era.get_untracked().as_str() {
            "playoff" => icih::Era::Playoff,
            "tie" => icih::Era::TieGame,
            "overtime" => icih::Era::Overtime,
            _ => icih::Era::Shootout,
        };
        let options = icih::Options {
            players: if opponent.get_untracked() == "computer" {
                icih::Players::VsComputer { computer, level }
            } else {
                icih::Players::TwoPlayers
            },
            era,
        };
        if opponent.get_untracked() == "link" {
            let start = super::icih_link::start_icih_link(options);
            start_in_chunk(GameId::Icih, starting, notice, start);
            return;
        }
        let start = super::icih::start_icih(options, random_u64());
        start_in_chunk(GameId::Icih, starting, notice, start);
    };

    let games = GameId::ALL
        .into_iter()
        .map(|game| {
            let playable = is_playable(game);
            view! {
                <li class="game-tile" class:coming=!playable data-testid=format!("game-{}", game.slug())>
                    <h3>{game.name()}</h3>
                    <p>{blurb(game)}</p>
                    {if matches!(
                        game,
                        GameId::OpenIce | GameId::InsideTheCrease | GameId::FourthStreet
                    ) {
                        view! {
                            <a class="button primary" href=format!("#/new/{}", game.slug()) data-testid=format!("choose-{}", game.slug())>"New game"</a>
                            " "
                            <a class="button" href=format!("#/season/{}", game.slug()) data-testid=format!("season-{}", game.slug())>"Season"</a>
                        }.into_any()
                    } else if playable {
                        view! { <a class="button primary" href="#new-game" data-testid=format!("choose-{}", game.slug()) on:click=move |_| {
                            chosen.set(game);
                            // Only ICIH is played by link.
                            if game != GameId::Icih && opponent.get_untracked() == "link" {
                                opponent.set("computer".into());
                            }
                        }>"New game"</a> }.into_any()
                    } else {
                        view! { <span class="badge" data-testid=format!("coming-{}", game.slug())>"Coming soon"</span> }.into_any()
                    }}
                </li>
            }
        })
        .collect_view();

    let save_rows = move || {
        saves
            .get()
            .into_iter()
            .map(|slot| match slot {
                SaveSlot::Readable(save) => {
                    let id = save.id.clone();
                    let row_id = save.id.clone();
                    let open = format!("/play/{}", save.id);
                    let question = format!(
                        "Delete the saved {} game {} ({}, {})?",
                        save.game.name(),
                        save.summary.teams,
                        save.summary.score,
                        save.summary.period
                    );
                    view! {
                        <li class="save-row" data-testid="save-row" data-id=row_id>
                            <div class="save-info">
                                <strong>{save.game.name()}</strong>
                                <span data-testid="save-teams">{save.summary.teams.clone()}</span>
                                <span class="save-score" data-testid="save-score">{save.summary.score.clone()}</span>
                                <span data-testid="save-period">{save.summary.period.clone()}</span>
                                <span class="hint">"Last played " {format_time(save.updated_ms)}</span>
                            </div>
                            <div class="save-actions">
                                <button class="primary" data-testid="save-continue" on:click=move |_| go(&open)>"Continue"</button>
                                <button data-testid="save-delete" on:click=move |_| confirm_delete.set(Some((id.clone(), question.clone())))>"Delete"</button>
                            </div>
                        </li>
                    }
                    .into_any()
                }
                SaveSlot::Unreadable { id, reason } => {
                    let row_id = id.clone();
                    let question = "Delete this unreadable saved game? It cannot be recovered.".to_string();
                    view! {
                        <li class="save-row unreadable" data-testid="save-unreadable" data-id=row_id>
                            <div class="save-info">
                                <strong>"Unreadable saved game"</strong>
                                <span class="hint">{format!("This entry cannot be opened: {reason}.")}</span>
                            </div>
                            <div class="save-actions">
                                <button data-testid="save-delete" on:click=move |_| confirm_delete.set(Some((id.clone(), question.clone())))>"Delete"</button>
                            </div>
                        </li>
                    }
                    .into_any()
                }
            })
            .collect_view()
    };

    view! {
        <div class="lobby" data-testid="lobby">
            <header class="lobby-header">
                <h1>"Rinkside"</h1>
                <p class="tagline">"Tabletop hockey games, rule for rule."</p>
            </header>
            {move || notice.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="notice">
                    <span>{text}</span>
                    <button on:click=move |_| notice.set(None)>"Dismiss"</button>
                </div>
            })}
            <section>
                <h2>"Games"</h2>
                <ul class="game-list">{games}</ul>
            </section>
            <section id="new-game" class="new-game" data-testid="new-game">
                <h2>{move || format!("New {} game", chosen.get().name())}</h2>
                <label>
                    "Opponent "
                    <select data-testid="opt-opponent" on:change=move |ev| opponent.set(event_target_value(&ev)) prop:value=move || opponent.get()>
                        <option value="computer">"The computer"</option>
                        <option value="two">"Two players on this device"</option>
                        {move || (chosen.get() == GameId::Icih).then(|| view! {
                            <option value="link">"A friend, by link"</option>
                        })}
                    </select>
                </label>
                <Show when=move || chosen.get() == GameId::Icih && opponent.get() == "link">
                    <p class="hint" data-testid="link-hint">
                        "You play the home side. Each of you sees only your own hand: the deck is shuffled by both apps together, and each card is shown only to the side that may see it. Send the link the game gives you; your friend plays and sends one back. A game takes a few hundred links."
                    </p>
                </Show>
                <Show when=move || opponent.get() == "computer">
                    <label>
                        "You play "
                        <select data-testid="opt-side" on:change=move |ev| side.set(event_target_value(&ev)) prop:value=move || side.get()>
                            {move || if chosen.get() == GameId::Icih {
                                view! {
                                    <option value="home">"Home"</option>
                                    <option value="away">"Visitors"</option>
                                }.into_any()
                            } else {
                                view! {
                                    <option value="home">"Reds (home)"</option>
                                    <option value="away">"Blacks (visitors)"</option>
                                }.into_any()
                            }}
                        </select>
                    </label>
                </Show>
                <Show when=move || chosen.get() == GameId::Icih fallback=move || view! { <CardHockeyOptions tie=tie start=start starting=starting /> }>
                    <Show when=move || opponent.get() == "computer">
                        <label>
                            "Computer "
                            <select data-testid="opt-level" on:change=move |ev| level.set(event_target_value(&ev)) prop:value=move || level.get()>
                                <option value="easy">"Easy: any legal play"</option>
                                <option value="medium">"Medium: plays the strategy tips"</option>
                                <option value="hard">"Hard: thinks a few plays ahead"</option>
                            </select>
                        </label>
                    </Show>
                    <label>
                        "Tied after three periods "
                        <select data-testid="opt-era" on:change=move |ev| era.set(event_target_value(&ev)) prop:value=move || era.get()>
                            <option value="shootout">"2005-06 on: 5-minute overtime, then a shootout"</option>
                            <option value="overtime">"1983-84 to 2004-05: 5-minute overtime"</option>
                            <option value="tie">"1982-83 and before: the tie stands"</option>
                            <option value="playoff">"Playoff: overtime periods until a goal"</option>
                        </select>
                    </label>
                    <button class="primary big" data-testid="start-icih" on:click=start_ice_cold disabled=move || starting.get()>{move || face_off_label(starting.get())}</button>
                    <details class="how-to-play">
                        <summary>"How to play Ice Cold Ice Hockey"</summary>
                        <ul>
                            <li>"The side with the puck keeps playing cards until it loses the puck. A card may be played only in the zones its rink icon shows, and only if the card on top of the pile allows that kind of card next (icons at its upper right: S skate, P pass, ◎ inside shot)."</li>
                            <li>"Drag a card from your hand onto the pile or the rink, or tap it and then tap the pile, or move along your hand with the arrow keys and press Enter. Only the places you may drop it light up."</li>
                            <li>"Buttons cover the plays without a card: dumping the puck out or in, outside shots, defensive mode, pulling the goalie."</li>
                            <li>"When the other side plays a card with a red D at upper right, you may answer with a defensive card; shot blocks and the kept-in card have their own moments. The lit cards in your hand are the ones that may answer."</li>
                            <li>"Cards turned up from the deck settle face-offs and loose pucks (the H or V letter), shots (OS and IS results) and penalties (the ID number). Every one is shown with what it meant."</li>
                            <li>"You refill to five after each play. Goals, super saves, big hits, fights and cheap shots bring bonus cards. Each period runs through the deck twice."</li>
                            <li>"Two players on one device: a hand-off screen hides the table whenever the other side must decide."</li>
                        </ul>
                    </details>
                </Show>
            </section>
            <section class="lab-link">
                <h2>"Your own team"</h2>
                <p class="hint">"Paste season lines from a spreadsheet and play them in the three sims."</p>
                <a class="button" href="#/teams" data-testid="lobby-teams">"Build a team"</a>
            </section>
            <section class="lab-link">
                <h2>"Realism lab"</h2>
                <p class="hint">"Watch the computer players play hundreds of games and see how the numbers compare with real hockey."</p>
                <a class="button" href="#/lab" data-testid="open-lab">"Open the realism lab"</a>
            </section>
            <section class="saves">
                <h2>"Saved games"</h2>
                <ul class="save-list" data-testid="saves-list">{save_rows}</ul>
                <Show when=move || saves.with(|s| s.is_empty())>
                    <p class="hint" data-testid="no-saves">"No saved games yet. Every game is saved on this device after every play."</p>
                </Show>
            </section>
            {move || confirm_delete.get().map(|(id, question)| {
                view! {
                    <ConfirmDialog
                        question=question
                        yes_label="Delete"
                        on_yes=Callback::new(move |_| {
                            storage::delete(&id);
                            forget_unsaved(&id);
                            confirm_delete.set(None);
                            saves.set(storage::list());
                        })
                        on_no=Callback::new(move |_| confirm_delete.set(None))
                    />
                }
            })}
        </div>
    }
}

#[component]
fn CardHockeyOptions(
    tie: RwSignal<String>,
    start: impl Fn(leptos::ev::MouseEvent) + 'static,
    starting: RwSignal<bool>,
) -> impl IntoView {
    view! {
                <label>
                    "Tied after three periods "
                    <select data-testid="opt-tiebreak" on:change=move |ev| tie.set(event_target_value(&ev)) prop:value=move || tie.get()>
                        <option value="shootout">"Shootout"</option>
                        <option value="tie">"Stays a tie"</option>
                    </select>
                </label>
                <button class="primary big" data-testid="start-card-hockey" on:click=start disabled=move || starting.get()>{move || face_off_label(starting.get())}</button>
                <details class="how-to-play">
                    <summary>"How to play Card Hockey"</summary>
                    <ul>
                        <li>"Each side turns up its top card at the same time. The higher card wins the battle; aces are high, equal ranks change nothing."</li>
                        <li>"Winning in your defensive or neutral zone carries the puck one zone toward the goal you attack."</li>
                        <li>"In your offensive zone, a winning jack, queen, king or ace scores. A winning ten or lower only keeps the puck in the zone."</li>
                        <li>"A deuce is a two-minute minor: that side plays the deuce for this turn and the next two instead of drawing."</li>
                        <li>"A period ends when a side runs out of cards. Goal cards sit out the rest of regulation. Three periods; a tie can go to a sudden-death shootout."</li>
                        <li>"Flip with the Flip buttons, by tapping a deck, or with the Space bar. Auto-play runs to the end of the period or game."</li>
                    </ul>
                </details>
    }
}
