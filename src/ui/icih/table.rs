//! The ICIH play page: the rink cards, the pile, the hand with drag-to-play, the defender's
//! windows, hot-seat hand-offs and the computer's moves, for a game on this device or by link.

use super::card::*;
use super::computer::*;
use super::panels::*;
use super::save::saved_game;
use super::words::*;
use crate::engine::record::Deal;
use crate::engine::{ByTeam, Game, GameRecord, Session, Team, Viewer};
use crate::games::icih::draws::HIDDEN;
use crate::games::icih::link::{Device, Status};
use crate::games::icih::sealed::sealed;
use crate::games::icih::search::{HARD_PLAYOUTS, Search};
use crate::games::icih::{Action, CardId, Event, Icih, Level, Phase, Players, View};
use crate::storage::{self, SavedGame, StorageProblem};
use crate::ui::base::frames::FrameWork;
use crate::ui::base::saves::{save_or_hold, storage_warning_text};
use crate::ui::base::{now_ms, share_url};
use crate::ui::icih::link::{LinkPanel, keep_work_times, last_work, link_save, result_note};
use crate::ui::widgets::panels::SharePanel;
use leptos::prelude::*;
use std::rc::Rc;
use std::time::Duration;

/// A press held this long without moving enlarges the card instead of playing it.
pub(super) const LONG_PRESS: Duration = Duration::from_millis(450);

/// A pointer that moves this far (px) is dragging, not tapping.
pub(super) const DRAG_SLOP: f64 = 8.0;

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Drag {
    card: CardId,
    pointer: i32,
    x0: f64,
    y0: f64,
    dx: f64,
    dy: f64,
    moved: bool,
    over: bool,
}

pub(super) fn over_drop_target(x: f64, y: f64) -> bool {
    ["icih-pile", "icih-rink"].iter().any(|id| {
        document().get_element_by_id(id).is_some_and(|el| {
            let r = el.get_bounding_client_rect();
            x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom()
        })
    })
}

/// The view to draw: everything once the game is over, the seat on the device otherwise, or
/// no hands at all while the device changes hands.
/// What a share link carries: a finished game whole; a game in progress sealed, with only what
/// the person sharing it has seen (the table, and their hand against the computer), so the link
/// cannot tell anyone the deck or a hidden hand.
pub(super) fn shared_record(
    s: &Session<Icih>,
    computer: Option<(Team, Level)>,
) -> GameRecord<Icih> {
    if s.state.outcome().is_some() {
        return s.record.clone();
    }
    let seen: Vec<Team> = computer.map(|(cpu, _)| cpu.other()).into_iter().collect();
    // The game being played replays, so sealing it cannot fail; were it to, the link would
    // carry the moves of no game rather than a seed.
    sealed(&s.record, &seen).unwrap_or_else(|_| {
        let mut empty = GameRecord::new(s.record.options.clone(), 0);
        empty.deal = Some(Deal {
            known: Vec::new(),
            sealed: true,
        });
        empty
    })
}

pub(super) fn view_for(state: &Icih, seat: Option<Team>) -> View {
    if state.outcome().is_some() {
        return state.view(Viewer::Everyone);
    }
    seat_view(state, seat)
}

/// The view of one seat, or of nobody's hand (two players on one device).
pub(super) fn seat_view(state: &Icih, seat: Option<Team>) -> View {
    match seat {
        Some(team) => state.view(Viewer::Seat(team)),
        None => {
            let mut v = state.view(Viewer::Seat(Team::Home));
            v.hands = ByTeam::new(None, None);
            v.legal.clear();
            v.seat = None;
            v
        }
    }
}

#[component]
pub(super) fn IcihPlay(
    save: SavedGame,
    session: Session<Icih>,
    held: Option<StorageProblem>,
    /// A game by link: this side's device, which makes every move (see `link.rs`).
    #[prop(optional)]
    link: Option<Device>,
) -> impl IntoView {
    let options = session.state.options().clone();
    // By link two people play: the opening's options never hand a side to the computer.
    let players = match link {
        Some(_) => Players::TwoPlayers,
        None => options.players,
    };
    let computer = computer_of(players);
    let link_seat = link.as_ref().map(Device::seat);
    let human = computer.map(|(c, _)| c.other()).or(link_seat);
    let computer_seat = computer.map(|(c, _)| c);
    // Two players who chose it: a side holding no answer lets the play go without a hand-off.
    let skip_handoff = players == Players::TwoPlayers && storage::skips_handoff(&save.id);
    let id = StoredValue::new(save.id.clone());
    let created_ms = save.created_ms;
    // What happened since this side last moved: the friend's plays, shown as they are opened.
    let since_mine: Vec<Event> = link
        .as_ref()
        .map(|d| {
            let mine = d.moves_to_own_last();
            session
                .log
                .iter()
                .filter(|l| l.after_actions > mine)
                .map(|l| l.event.clone())
                .collect()
        })
        .unwrap_or_default();
    let session = RwSignal::new(session);
    let device = RwSignal::new(link);
    let work = RwSignal::new(last_work());
    // A move by link being made (between frames).
    let working = RwSignal::new(false);
    let final_note = Memo::new(move |_| device.with(|d| d.as_ref().and_then(result_note)));
    let link_panel = move || {
        device.with(Option::is_some).then(|| view! {
            <LinkPanel device=Signal::derive(move || device.get().expect("a game by link")) work=work />
        })
    };
    let your_move = Memo::new(move |_| {
        device.with(|d| d.as_ref().is_none_or(|d| d.status() == Status::YourMove))
    });
    let holder = RwSignal::new(human);
    let intent = RwSignal::new(None::<Intent>);
    let selected = RwSignal::new(None::<CardId>);
    let drag = RwSignal::new(None::<Drag>);
    let zoom = RwSignal::new(None::<CardId>);
    let message = RwSignal::new(None::<String>);
    let last_events = RwSignal::new(since_mine);
    let storage_warning = RwSignal::new(None::<String>);
    let sharing = RwSignal::new(false);
    let pause_ms = RwSignal::new(pause_setting());

    let persist = move || {
        let save = match device.with_untracked(|d| d.as_ref().map(|d| link_save(d, created_ms))) {
            Some(save) => save,
            None => id.with_value(|id| session.with_untracked(|s| saved_game(id, created_ms, s))),
        };
        match save_or_hold(save) {
            Ok(()) => storage_warning.set(None),
            Err(problem) => storage_warning.set(Some(storage_warning_text(&problem))),
        }
    };
    if held.is_some() {
        persist();
    }

    // A move made: what it brought is shown and saved; a refused one is said.
    let settle = move |outcome: Option<Result<Vec<Event>, String>>| -> bool {
        match outcome {
            Some(Ok(events)) => {
                last_events.update(|all| {
                    // Keep what happened since the person last moved (the computer's plays too).
                    all.extend(events);
                    let cut = all.len().saturating_sub(40);
                    all.drain(..cut);
                });
                persist();
                true
            }
            Some(Err(e)) => {
                message.set(Some(e));
                false
            }
            None => false,
        }
    };
    // The table after a move by link: the device's new session, with what it brought.
    let take_session = move |next: Session<Icih>| -> Vec<Event> {
        let seen = session.with_untracked(|s| s.log.len());
        let events = next.log[seen.min(next.log.len())..]
            .iter()
            .map(|l| l.event.clone())
            .collect::<Vec<_>>();
        session.set(next);
        events
    };
    let apply = move |action: Action| -> bool {
        let Some(mut next) = device.get_untracked() else {
            let mut outcome = None;
            session.update(|s| outcome = Some(s.apply(action).map_err(|e| e.to_string())));
            return settle(outcome);
        };
        // By link the device makes the move (and seals a link when the friend is next),
        // between frames: a move that reaches a new shuffle proves a deck step. One at a time.
        if working.get_untracked() {
            return false;
        }
        working.set(true);
        leptos::task::spawn_local(async move {
            let mut frames = FrameWork::start();
            let played = next.play_sliced(action, &mut frames.slicer).await;
            frames.slicer.pause().await;
            let played = played.map(|()| next.session());
            let times = keep_work_times(&frames);
            // The table may be gone meanwhile (then the value comes back, not set).
            if working.try_set(false).is_some() {
                return;
            }
            work.set(times);
            let outcome = played
                .map(|table| {
                    device.set(Some(next));
                    take_session(table)
                })
                .map_err(|e| e.to_string());
            settle(Some(outcome));
        });
        true
    };

    // What sets the automatic move after each move (filled in below, with the moves it makes).
    let drive = StoredValue::new_local(None::<Rc<dyn Fn()>>);
    let run_drive = move || {
        if let Some(f) = drive.try_with_value(|d| d.clone()).flatten() {
            f();
        }
    };

    // A person's move: clears the old reveal, the selection and any half-chosen option.
    let act = move |action: Action| {
        last_events.set(Vec::new());
        if apply(action) {
            selected.set(None);
            intent.set(None);
            message.set(None);
            run_drive();
        }
    };

    // A refusal is about the move tried: it goes once the next move is made, by either side.
    let moves_made = Memo::new(move |_| session.with(|s| s.record.actions.len()));
    Effect::new(move |before: Option<usize>| {
        let now = moves_made.get();
        if before.is_some_and(|b| b != now) {
            message.set(None);
        }
        now
    });

    // The seat whose hand is on screen (None: hand-off screen in a two-player game).
    let shown_seat = Signal::derive(move || {
        let (actor, passes) = session.with(|s| {
            let actor = s.state.phase().actor();
            (actor, actor.is_some_and(|a| passes_by_itself(&s.state, a)))
        });
        match human {
            Some(h) => Some(h),
            // The hand on screen stays while the other side's "let it go" is played for it.
            None => holder
                .get()
                .filter(|h| Some(*h) == actor || (skip_handoff && passes)),
        }
    });
    // Opted in, a side holding nothing but "let it go" gets no hand-off screen, even with no
    // hand on screen yet (after a reload): the table lets the play go for it.
    let lets_go_unseen = Signal::derive(move || {
        skip_handoff
            && session.with(|s| {
                s.state
                    .phase()
                    .actor()
                    .is_some_and(|a| passes_by_itself(&s.state, a))
            })
    });
    let view = Signal::derive(move || {
        session.with(|s| match link_seat {
            // By link the other hand is known only at the end, once every card is checked.
            Some(me)
                if s.state.outcome().is_some() && !s.state.hand(me.other()).contains(&HIDDEN) =>
            {
                view_for(&s.state, Some(me))
            }
            Some(me) => {
                let mut v = s.state.view(Viewer::Seat(me));
                if !your_move.get() {
                    v.legal.clear();
                }
                // Cards dealt but not yet unmasked for this side come with the friend's link.
                if let Some(hand) = v.hands[me].as_mut() {
                    hand.retain(|&c| c != HIDDEN);
                }
                v
            }
            None => view_for(&s.state, shown_seat.get()),
        })
    });
    // Whose point of view the rink takes: the seat on screen, else the one about to play.
    let me = Signal::derive(move || {
        shown_seat
            .get()
            .or_else(|| session.with(|s| s.state.phase().actor()))
            .unwrap_or(Team::Home)
    });

    // The automatic moves: the computer's, and "let it go" for a side holding nothing else.
    // Each is worked out from the position when its time comes, one timer at a time, and every
    // move (a person's, the computer's, a reload) sets the next one from the position it left:
    // no move depends on a callback queued for an earlier position. Without a pause they are
    // made at once, in the same task, so a long run of them needs no chain of timers (a chain
    // the browser may slow to one a minute when it throttles timers).
    let auto_timer = StoredValue::new_local(None::<TimeoutHandle>);
    let search = StoredValue::new(None::<(usize, Search)>);
    let auto_due = move |s: &Session<Icih>| {
        automatic_move(&s.state, computer, skip_handoff).map(|due| (s.record.actions.len(), due))
    };
    drive.set_value(Some(Rc::new(move || {
        if let Some(Some(handle)) = auto_timer.try_update_value(Option::take) {
            handle.clear();
        }
        // Moves due at once, made here; bounded, though each one moves the game on.
        for _ in 0..400 {
            let Some(Some((count, due))) = session.try_with_untracked(|s| auto_due(s)) else {
                return;
            };
            let pause = pause_ms.get_untracked();
            let wait = match due {
                Automatic::Computer(_) => pause,
                // A side with nothing to answer lets it go, briefly visible.
                Automatic::LetGo => pause.min(400),
            };
            match due {
                Automatic::Computer(Level::Hard) => {
                    let salt = session.with_untracked(move_salt);
                    let seat = computer_seat.expect("the computer plays a seat");
                    // Set again for the same position (a move's own call, then the effect's),
                    // the search goes on where it was.
                    if !search.with_value(|s| s.as_ref().is_some_and(|(at, _)| *at == count)) {
                        session.with_untracked(|s| {
                            search.set_value(Some((
                                count,
                                Search::new(&s.state, seat, salt, HARD_PLAYOUTS),
                            )))
                        });
                    }
                    let not_before = now_ms() + f64::from(wait);
                    let handle = set_timeout_with_handle(
                        move || hard_slice(search, session, count, not_before, apply, run_drive),
                        Duration::ZERO,
                    );
                    auto_timer.set_value(handle.ok());
                    return;
                }
                _ if wait > 0 => {
                    let handle = set_timeout_with_handle(
                        move || {
                            let still = session.try_with_untracked(|s| auto_due(s));
                            if let Some(Some((now, due))) = still
                                && now == count
                            {
                                play_automatic(session, due, computer_seat, apply);
                            }
                            run_drive();
                        },
                        Duration::from_millis(u64::from(wait)),
                    );
                    auto_timer.set_value(handle.ok());
                    return;
                }
                _ => {
                    if !play_automatic(session, due, computer_seat, apply) {
                        return;
                    }
                }
            }
        }
    })));
    // Any move, however made (a reload, a link opened), sets the next automatic one; outside
    // the effect's own run, so the moves it makes never change what the effect reads mid-run.
    Effect::new(move |_| {
        moves_made.track();
        queue_microtask(run_drive);
    });
    on_cleanup(move || {
        if let Some(Some(handle)) = auto_timer.try_update_value(Option::take) {
            handle.clear();
        }
    });

    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" {
            selected.set(None);
            intent.set(None);
            zoom.set(None);
        }
    });
    on_cleanup(move || keys.remove());

    // Try a card's move; if it may not be made, say why (the engine's words) and snap back.
    let try_card = move |id: CardId| {
        let (legal, phase) = session.with_untracked(|s| {
            let seat = shown_seat.get_untracked();
            (
                seat.map(|t| s.state.legal(t)).unwrap_or_default(),
                s.state.phase(),
            )
        });
        match card_move(&legal, intent.get_untracked(), id) {
            Some(action) => act(action),
            None => {
                let tried = attempted(phase, intent.get_untracked(), id);
                let reason = session.with_untracked(|s| {
                    let mut probe = s.state.clone();
                    match probe.apply(&tried) {
                        Err(e) => e.to_string(),
                        Ok(_) => "that card can't be played now".into(),
                    }
                });
                let reason = if phase.actor() != shown_seat.get_untracked() {
                    "Not your move yet.".to_string()
                } else {
                    let mut r = reason;
                    if let Some(first) = r.get_mut(0..1) {
                        first.make_ascii_uppercase();
                    }
                    r
                };
                message.set(Some(reason));
                selected.set(None);
            }
        }
    };

    let legal_now = Signal::derive(move || view.with(|v| v.legal.clone()));
    let card_is_live =
        move |id: CardId| legal_now.with(|l| card_move(l, intent.get(), id).is_some());
    let target_lit = Signal::derive(move || {
        let held = drag.get().map(|d| d.card).or(selected.get());
        held.is_some_and(card_is_live)
    });

    let on_target_tap = move |_| {
        if let Some(id) = selected.get_untracked() {
            try_card(id);
        }
    };

    // The hand on screen, one element per card (keyed by place and card): a card that leaves
    // takes its element with it, so no other card inherits its drag position and its
    // snap-back animation.
    let hand_ids = Memo::new(move |_| {
        let seat = me.get();
        view.with(|v| v.hands[seat].clone())
    });
    let hand_hidden = Memo::new(move |_| hand_ids.with(|h| h.is_none()));
    let hand_card = move |(index, id): (usize, CardId)| {
        let on_down = move |ev: leptos::ev::PointerEvent| {
            if ev.button() != 0 {
                return;
            }
            use wasm_bindgen::JsCast;
            if let Some(el) = ev
                .current_target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            {
                let _ = el.set_pointer_capture(ev.pointer_id());
            }
            let start = Drag {
                card: id,
                pointer: ev.pointer_id(),
                x0: f64::from(ev.client_x()),
                y0: f64::from(ev.client_y()),
                dx: 0.0,
                dy: 0.0,
                moved: false,
                over: false,
            };
            drag.set(Some(start));
            set_timeout(
                move || {
                    if drag
                        .try_get_untracked()
                        .flatten()
                        .is_some_and(|d| d.card == id && !d.moved)
                    {
                        let _ = zoom.try_set(Some(id));
                    }
                },
                LONG_PRESS,
            );
        };
        let on_move = move |ev: leptos::ev::PointerEvent| {
            let Some(mut d) = drag.get_untracked() else {
                return;
            };
            if d.card != id || d.pointer != ev.pointer_id() {
                return;
            }
            let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
            d.dx = x - d.x0;
            d.dy = y - d.y0;
            if !d.moved && d.dx.hypot(d.dy) > DRAG_SLOP {
                d.moved = true;
                zoom.set(None);
            }
            d.over = d.moved && over_drop_target(x, y);
            drag.set(Some(d));
        };
        let on_up = move |ev: leptos::ev::PointerEvent| {
            let Some(d) = drag.get_untracked() else {
                return;
            };
            if d.card != id || d.pointer != ev.pointer_id() {
                return;
            }
            drag.set(None);
            if zoom.get_untracked() == Some(id) {
                zoom.set(None);
                return;
            }
            if d.moved {
                let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
                if over_drop_target(x, y) {
                    try_card(id);
                } else {
                    message.set(Some(
                        "Drop the card on the pile or the rink to play it.".into(),
                    ));
                }
            } else if selected.get_untracked() == Some(id) {
                selected.set(None);
            } else if card_is_live(id) {
                selected.set(Some(id));
                message.set(None);
            } else {
                try_card(id);
            }
        };
        let on_cancel = move |_| {
            drag.set(None);
            zoom.set(None);
        };
        let on_key = move |ev: leptos::ev::KeyboardEvent| {
            use wasm_bindgen::JsCast;
            let step = match ev.key().as_str() {
                "ArrowRight" | "ArrowDown" => 1,
                "ArrowLeft" | "ArrowUp" => -1,
                "Enter" | " " => {
                    ev.prevent_default();
                    try_card(id);
                    return;
                }
                _ => return,
            };
            ev.prevent_default();
            let target = index as i32 + step;
            if let Some(next) = document()
                .query_selector(&format!("[data-testid=hand-card][data-index=\"{target}\"]"))
                .ok()
                .flatten()
                .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = next.focus();
            }
        };
        let style = move || {
            drag.get()
                .filter(|d| d.card == id && d.moved)
                .map(|d| {
                    format!(
                        "transform: translate({}px, {}px) scale(1.05); z-index: 50;",
                        d.dx, d.dy
                    )
                })
                .unwrap_or_default()
        };
        view! {
            <button
                class="hand-card"
                class:live=move || card_is_live(id)
                class:selected=move || selected.get() == Some(id)
                class:dragging=move || drag.get().is_some_and(|d| d.card == id && d.moved)
                data-testid="hand-card"
                data-card=id
                data-index=index
                data-live=move || if card_is_live(id) { "true" } else { "false" }
                style=style
                on:pointerdown=on_down
                on:pointermove=on_move
                on:pointerup=on_up
                on:pointercancel=on_cancel
                on:keydown=on_key
                // Chromium on touch screens swallows the next tap anywhere on the page
                // after a touch drag unless the drag's touchstart is cancelled; the card
                // is driven by pointer events, so it needs none of the default handling.
                on:touchstart=|ev| ev.prevent_default()
                on:contextmenu=|ev| ev.prevent_default()
            >
                <IcihCard id=id />
            </button>
        }
    };
    let hand_view = move || {
        view! {
            <Show
                when=move || !hand_hidden.get()
                fallback=|| view! { <p class="hint" data-testid="hand-hidden">"Hand hidden."</p> }
            >
                <For
                    each=move || hand_ids.get().unwrap_or_default().into_iter().enumerate()
                    key=|(index, id)| (*index, *id)
                    children=hand_card
                />
            </Show>
        }
    };

    let buttons = move || {
        let legal = legal_now.get();
        let mut intents: Vec<Intent> = Vec::new();
        for a in &legal {
            if let Some(i) = Intent::of(*a)
                && !intents.contains(&i)
            {
                intents.push(i);
            }
        }
        let intent_buttons = intents
            .into_iter()
            .map(|i| {
                view! {
                    <button
                        data-testid=i.testid()
                        class:active=move || intent.get() == Some(i)
                        on:click=move |_| {
                            intent.update(|cur| *cur = if *cur == Some(i) { None } else { Some(i) });
                            selected.set(None);
                            message.set(None);
                        }
                    >{i.label()}</button>
                }
            })
            .collect_view();
        let plain = legal
            .into_iter()
            .filter_map(|a| button_label(a).map(|(label, tid)| (a, label, tid)))
            .map(|(a, label, tid)| {
                let primary = matches!(a, Action::LetPlay | Action::Shoot | Action::DropPuck);
                view! { <button class:primary=primary data-testid=tid on:click=move |_| act(a)>{label}</button> }
            })
            .collect_view();
        view! { {intent_buttons} {plain} }
    };

    let share_link =
        Signal::derive(move || session.with(|s| share_url(&shared_record(s, computer).encode())));
    let in_progress = Signal::derive(move || view.with(|v| v.outcome.is_none()));
    // The play-by-play: only the lines shown are put into words (see `LiveLog`).
    let log_all = RwSignal::new(false);
    let log_total = Memo::new(move |_| session.with(|s| s.log.len()));
    let log = Signal::derive(move || {
        let keep = if log_all.get() {
            usize::MAX
        } else {
            LIVE_LOG_LINES
        };
        session.with(|s| {
            let from = s.log.len().saturating_sub(keep);
            s.log[from..]
                .iter()
                .enumerate()
                .map(|(i, l)| (from + i, l.after_actions, s.state.describe(&l.event)))
                .collect::<Vec<_>>()
        })
    });
    let reveal = Signal::derive(move || last_events.with(|e| reveal_lines(e)));

    view! {
        <div class="table icih" data-testid="table">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">{match (computer, link_seat) {
                    (Some((cpu, _)), _) => format!("You play the {}", NAMES[cpu.other()]),
                    (None, Some(me)) => format!("You play the {}, against a friend by link", NAMES[me]),
                    (None, None) => "Two players on this device".to_string(),
                }}</span>
                {computer.map(|_| view! {
                    <label class="hint">
                        "Computer pause "
                        <select
                            data-testid="cpu-pause"
                            prop:value=move || pause_ms.get().to_string()
                            on:change=move |ev| {
                                let ms: u32 = event_target_value(&ev).parse().unwrap_or(DEFAULT_PAUSE_MS);
                                pause_ms.set(ms);
                                if let Ok(Some(s)) = window().local_storage() {
                                    let _ = s.set_item(PAUSE_KEY, &ms.to_string());
                                }
                            }
                        >
                            {PAUSE_CHOICES.iter().map(|(ms, name)| view! { <option value=ms.to_string()>{*name}</option> }).collect_view()}
                        </select>
                    </label>
                })}
                {link_seat.is_none().then(|| view! {
                    <button data-testid="share-button" on:click=move |_| sharing.set(true)>"Share"</button>
                })}
            </nav>
            // By link: above the table while the friend is next (the link to send is the
            // thing to do), below the hand on this side's move (the hand stays on screen).
            {move || (!your_move.get()).then(link_panel)}
            {move || storage_warning.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="storage-warning">{text}</div>
            })}
            <Show when=move || sharing.get()>
                <SharePanel url=share_link on_close=Callback::new(move |_| sharing.set(false)) />
                <Show when=move || in_progress.get()>
                    <p class="hint share-sealed" data-testid="share-sealed">
                        "While the game is on, the link holds only what you have seen: the other hand and the order of the deck stay hidden, and whoever carries on from it gets those cards dealt afresh."
                    </p>
                </Show>
            </Show>
            <Scoreboard view=view players=players />
            <FinalBanner view=view note=final_note />
            <Show when=move || !view.with(|v| v.phase == Phase::Over) && shown_seat.get().is_none() && !lets_go_unseen.get()>
                <div class="handoff" data-testid="handoff" role="dialog" aria-modal="true">
                    {move || {
                        let actor = session.with(|s| s.state.phase().actor()).unwrap_or(Team::Home);
                        view! {
                            <h2>{format!("{} to play", NAMES[actor])}</h2>
                            <p>"Pass the device. The other player should look away."</p>
                            <button class="primary big" data-testid="handoff-ready" on:click=move |_| holder.set(Some(actor))>
                                {format!("I'm the {}: show my hand", NAMES[actor])}
                            </button>
                        }
                    }}
                </div>
            </Show>
            <Rink view=view me=me lit=target_lit on_tap=Callback::new(on_target_tap)>
                <Reveal lines=reveal on_zoom=Callback::new(move |id| zoom.set(Some(id))) />
            </Rink>
            <div class="decision" data-testid="decision">
                <p class="prompt" data-testid="prompt" aria-live="polite">{move || view.with(|v| prompt(v, me.get(), computer_seat, intent.get()))}</p>
                {move || message.get().map(|m| view! { <p class="reason" role="alert" data-testid="reason">{m}</p> })}
                <div class="buttons" data-testid="buttons">{buttons}</div>
            </div>
            <div class="hand" data-testid="hand" role="group" aria-label="Your hand">{hand_view}</div>
            {move || your_move.get().then(link_panel)}
            {move || zoom.get().map(|id| view! {
                <div class="card-zoom" data-testid="card-zoom" on:click=move |_| zoom.set(None)><IcihCard id=id big=true /></div>
            })}
            <div class="panels">
                <section class="panel">
                    <h2>"Play-by-play"</h2>
                    <LiveLog lines=log total=log_total show_all=log_all />
                </section>
                <ScorePanel view=view />
            </div>
        </div>
    }
}
