//! The Ice Cold Ice Hockey table: three rink cards, the pile, drag-to-play hands, the
//! defender's windows, hot-seat hand-offs and the computer opponent; and its replay view.
//!
//! Everything on screen comes from the engine's `view` for the seat holding the device, so the
//! other hand never reaches the DOM. Every move goes through the engine's `apply`.

use super::chunks::{ChunkFailed, Open, PageBuilder};
use super::icih_link::{LinkPanel, device_of, is_link_save, link_save};
use super::pages::{ReplayCursor, load_error, open_page};
use super::saves::{random_u64, save_new_game, save_or_hold, storage_warning_text};
use super::widgets::{BoxScorePanel, CardBack, PlayLog, ReplayBar, SharePanel};
use super::{clock_ms, final_label, now_ms, share_url};
use crate::engine::record::Deal;
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRecord, Session, Team, Viewer};
use crate::games::icih::cards::{HvExtra, Kind, Next, PENALTY_SHOT_GOAL, Zone};
use crate::games::icih::deck::card;
use crate::games::icih::draws::HIDDEN;
use crate::games::icih::link::{Device, Status};
use crate::games::icih::sealed::{dealt_again, sealed};
use crate::games::icih::search::{HARD_PLAYOUTS, Search};
use crate::games::icih::{
    Action, CardId, Check, Event, Icih, Level, Options, PeriodKind, Phase, Players, Pos,
    REGULATION_PERIODS, ShootoutScore, View, Window, counted, describe, team_name,
};
use crate::storage::{self, SaveSummary, SavedGame, StorageProblem};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;
use std::rc::Rc;
use std::time::Duration;

/// Search work per slice before yielding to the browser (ms).
const SEARCH_SLICE_MS: f64 = 8.0;

/// One slice of the Hard player's search for the position after `count` moves; re-arms itself
/// until the search is done, then plays the move (not before `not_before`, the person's chosen
/// pause) and sets the next automatic move. Drops the search if the game moved on meanwhile.
fn hard_slice(
    slot: StoredValue<Option<(usize, Search)>>,
    session: RwSignal<Session<Icih>>,
    count: usize,
    not_before: f64,
    apply: impl Fn(Action) -> bool + Copy + 'static,
    next: impl Fn() + Copy + 'static,
) {
    // The table may be gone (the person left it): then the signals are too.
    if session.try_with_untracked(|s| s.record.actions.len()) != Some(count) {
        return;
    }
    let started = clock_ms();
    let finished = slot
        .try_update_value(|search| match search.as_mut() {
            Some((at, search)) if *at == count => {
                while !search.finished() && clock_ms() - started < SEARCH_SLICE_MS {
                    search.step(1);
                }
                Some(search.finished())
            }
            _ => None,
        })
        .flatten();
    match finished {
        // Another search took the slot: that one plays.
        None => {}
        Some(false) => {
            set_timeout(
                move || hard_slice(slot, session, count, not_before, apply, next),
                Duration::ZERO,
            );
        }
        Some(true) => {
            let best = slot
                .try_update_value(|s| s.take().and_then(|(_, s)| s.best()))
                .flatten();
            let wait = (not_before - now_ms()).max(0.0) as u64;
            set_timeout(
                move || {
                    if session.try_with_untracked(|s| s.record.actions.len()) == Some(count)
                        && let Some(action) = best
                    {
                        apply(action);
                    }
                    next();
                },
                Duration::from_millis(wait),
            );
        }
    }
}

/// An automatic move due now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Automatic {
    Computer(Level),
    LetGo,
}

/// What the table plays by itself in this position, if anything: the computer's move, or "let
/// it go" for a side holding nothing else (against the computer, and in a hot-seat game whose
/// players chose to skip those hand-offs).
fn automatic_move(
    state: &Icih,
    computer: Option<(Team, Level)>,
    skip_handoff: bool,
) -> Option<Automatic> {
    let actor = state.phase().actor()?;
    match computer {
        Some((cpu, level)) if cpu == actor => Some(Automatic::Computer(level)),
        Some(_) if passes_by_itself(state, actor) => Some(Automatic::LetGo),
        None if skip_handoff && passes_by_itself(state, actor) => Some(Automatic::LetGo),
        _ => None,
    }
}

/// Plays an automatic move other than the Hard player's (searched in slices); false if none
/// could be made (the computer found no move, or the engine refused it: the table then says
/// why through `apply`).
fn play_automatic(
    session: RwSignal<Session<Icih>>,
    due: Automatic,
    computer_seat: Option<Team>,
    apply: impl Fn(Action) -> bool,
) -> bool {
    let action = match due {
        Automatic::LetGo => Some(Action::LetPlay),
        Automatic::Computer(level) => session
            .try_with_untracked(|s| {
                let seat = computer_seat?;
                s.state.computer_choice(seat, level, move_salt(s))
            })
            .flatten(),
    };
    action.is_some_and(apply)
}

const NAMES: ByTeam<&str> = ByTeam {
    home: team_name(Team::Home),
    away: team_name(Team::Away),
};
/// How long the computer waits before each of its plays, unless the person changes it.
const DEFAULT_PAUSE_MS: u32 = 700;
/// The computer's pauses on offer (ms, name), slowest first.
const PAUSE_CHOICES: [(u32, &str); 4] =
    [(1400, "Slow"), (700, "Normal"), (250, "Quick"), (0, "None")];
const PAUSE_KEY: &str = "rinkside.icih.pause";
/// A press held this long without moving enlarges the card instead of playing it.
const LONG_PRESS: Duration = Duration::from_millis(450);
/// A pointer that moves this far (px) is dragging, not tapping.
const DRAG_SLOP: f64 = 8.0;

fn slug(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

/// The computer's randomness for its next move: the game's seed and the moves made so far, so a
/// reload plays the same move.
fn move_salt(s: &Session<Icih>) -> u64 {
    let count = s.record.actions.len();
    s.record.seed ^ (count as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// A side whose only choice is to let the play go: the table plays it for a person against the
/// computer, and in a hot-seat game whose players chose to skip those hand-offs.
fn passes_by_itself(state: &Icih, side: Team) -> bool {
    state.legal(side) == [Action::LetPlay]
}

fn computer_of(players: Players) -> Option<(Team, Level)> {
    match players {
        Players::VsComputer { computer, level } => Some((computer, level)),
        Players::TwoPlayers => None,
    }
}

fn seat_label(players: Players, team: Team) -> &'static str {
    match computer_of(players) {
        Some((computer, _)) if computer == team => "computer",
        Some(_) => "you",
        None => "player",
    }
}

pub fn summary(state: &Icih) -> SaveSummary {
    let players = state.options().players;
    let teams = match computer_of(players) {
        None => "Home vs Visitors (two players)".to_string(),
        Some(_) => format!(
            "Home ({}) vs Visitors ({})",
            seat_label(players, Team::Home),
            seat_label(players, Team::Away)
        ),
    };
    let score = state.box_score().final_score();
    let period = match state.outcome() {
        Some(o) => final_label(o.decided_in).into(),
        None => crate::games::icih::period_label(state.period(), state.period_kind()),
    };
    SaveSummary {
        teams,
        score: format!("{}-{}", score.home, score.away),
        period,
    }
}

pub fn saved_game(id: &str, created_ms: f64, session: &Session<Icih>) -> SavedGame {
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.to_string(),
        game: GameId::Icih,
        summary: summary(&session.state),
        created_ms,
        updated_ms: now_ms(),
        record: session.record.encode(),
    }
}

/// The game's chunk: a saved game at its table (a game by link with its device), or a shared
/// link's replay.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_icih(open: Open) -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(move || match open {
        Open::Play { save, held } if is_link_save(&save) => match device_of(&save) {
            Ok(device) => {
                let session = device.session();
                view! { <IcihPlay save=save session=session held=held link=device /> }.into_any()
            }
            Err(e) => load_error(e),
        },
        open => open_page::<Icih>(
            open,
            |save, session, held| {
                view! { <IcihPlay save=save session=session held=held /> }.into_any()
            },
            |record, full| view! { <IcihReplay record=record full=full /> }.into_any(),
        ),
    }))
}

/// Starts and saves a new ICIH game; returns its id.
#[wasm_split(icih, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn start_icih(options: Options, seed: u64, skip_handoff: bool) -> Result<String, ChunkFailed> {
    let session = Session::<Icih>::new(options, seed);
    let id = save_new_game(|id| saved_game(id, now_ms(), &session));
    if skip_handoff {
        // Unsaved, the table keeps every hand-off: the safe side of the choice.
        let _ = storage::set_skips_handoff(&id);
    }
    Ok(id)
}

// ----- cards -----

fn zone_cells(id: CardId) -> impl IntoView {
    let z = card(id).zones;
    if z.is_any() {
        return view! { <span class="rink-icon any" title="any zone">"ANY"</span> }.into_any();
    }
    view! {
        <span class="rink-icon" title="zones where it may be played">
            <span class:on=z.dz>"D"</span>
            <span class:on=z.ci>"C"</span>
            <span class:on=z.oz>"O"</span>
        </span>
    }
    .into_any()
}

fn action_icon(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Pass => ("↗", "pass"),
        Kind::Skate => ("⇧", "skate"),
        Kind::InsideShot => ("◎", "inside shot"),
        Kind::Defence => ("D", "defence"),
        Kind::DefencePenalty => ("D·P", "defence, possible penalty"),
        Kind::DefenceSteal => ("D·S", "defence, steal"),
        Kind::InsideShotBlocked => ("■", "blocks an inside shot"),
        Kind::OutsideShotBlocked => ("□", "blocks an outside shot"),
        Kind::PuckKeptIn => ("▲", "keeps the puck in"),
    }
}

fn kind_class(kind: Kind) -> &'static str {
    match kind {
        Kind::Pass | Kind::Skate => "offence",
        Kind::InsideShot => "shot",
        _ => "defence",
    }
}

/// One action card, with every part of the paper card.
#[component]
pub fn IcihCard(
    id: CardId,
    #[prop(optional)] big: bool,
    /// On the pile: the follow-ups that apply now. A printed icon that does not apply is dimmed.
    #[prop(default = None)]
    now: Option<Next>,
) -> impl IntoView {
    let c = card(id);
    let applies = now.unwrap_or(c.next);
    let not_now = |printed: bool, allowed: bool| printed && !allowed;
    let (icon, icon_name) = action_icon(c.kind);
    let letter = match c.hv {
        Team::Home => "H",
        Team::Away => "V",
    };
    let extra = match c.hv_extra {
        HvExtra::None => "",
        // A non-breaking hyphen: the range stays on one line.
        HvExtra::Penalty => "Penalty 10\u{2011}40",
        HvExtra::Fight => "Fight",
        HvExtra::Offside => "Offside",
    };
    // ID ranges never break at their hyphen.
    let penalty = c.penalty.map(|r| {
        let major = c.major.map(|m| {
            view! { ", major " <span class="nowrap">{format!("{}-{}", m.low, m.high)}</span> }
        });
        view! { "Penalty on ID " <span class="nowrap">{format!("{}-{}", r.low, r.high)}</span> {major} }
    });
    let label = format!("#{id} {}: {}", c.title, c.flavour);
    view! {
        <div
            class=format!("icard {}", kind_class(c.kind))
            class:big=big
            data-card=id
            data-kind=format!("{:?}", c.kind)
            aria-label=label
        >
            <div class="icard-top">
                {zone_cells(id)}
                <div class="icard-next" title="what may be played on top">
                    <span class:on=c.next.skate && applies.skate class:not-now=not_now(c.next.skate, applies.skate)>"S"</span>
                    <span class:on=c.next.pass && applies.pass class:not-now=not_now(c.next.pass, applies.pass)>"P"</span>
                    <span class:on=c.next.inside_shot && applies.inside_shot class:not-now=not_now(c.next.inside_shot, applies.inside_shot)>"◎"</span>
                    <span class="red" class:on=c.next.defence && applies.defence class:not-now=not_now(c.next.defence, applies.defence)>"D"</span>
                </div>
            </div>
            <div class="icard-title">
                <span class="action-icon" title=icon_name>{icon}</span>
                <span>{c.title}</span>
            </div>
            <div class="icard-flavour">{c.flavour}</div>
            {penalty.map(|p| view! { <div class="icard-penalty">{p}</div> })}
            <div class="icard-shots">
                <div><b>"OS "</b>{c.os.label()}</div>
                <div><b>"IS "</b>{c.is.label()}</div>
            </div>
            <div class="icard-hv">
                <span class="hv-letter" title="H/V letter">{letter}</span>
                <span class="hv-extra">{extra}</span>
                <span class="icard-id">{format!("#{id}")}</span>
            </div>
        </div>
    }
}

/// A card turned up from the deck, small: its number and H/V letter (tap for the whole card).
#[component]
fn RevealChip(id: CardId, on_zoom: Callback<CardId>) -> impl IntoView {
    let c = card(id);
    let letter = match c.hv {
        Team::Home => "H",
        Team::Away => "V",
    };
    view! {
        <button
            class=format!("reveal-chip {}", kind_class(c.kind))
            title=format!("#{id} {}: show the whole card", c.title)
            aria-label=format!("Card #{id} {}, {letter}: show the whole card", c.title)
            on:click=move |_| on_zoom.run(id)
        >
            <span class="chip-id">{format!("#{id}")}</span>
            <span class="chip-hv">{letter}</span>
        </button>
    }
}

// ----- what a move means -----

/// Options that need a card to discard, chosen with a button and then a card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Intent {
    DumpOutToCentre,
    DumpIn,
    DefensiveMode,
}

impl Intent {
    fn with(self, discard: CardId) -> Action {
        match self {
            Intent::DumpOutToCentre => Action::DumpOutToCentre { discard },
            Intent::DumpIn => Action::DumpIn { discard },
            Intent::DefensiveMode => Action::DefensiveMode { discard },
        }
    }

    fn of(action: Action) -> Option<Intent> {
        match action {
            Action::DumpOutToCentre { .. } => Some(Intent::DumpOutToCentre),
            Action::DumpIn { .. } => Some(Intent::DumpIn),
            Action::DefensiveMode { .. } => Some(Intent::DefensiveMode),
            _ => None,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "Dump out to centre (discard a card)",
            Intent::DumpIn => "Dump in and chase (discard a card)",
            Intent::DefensiveMode => "Defensive mode (discard a card)",
        }
    }

    /// The option chosen, for the prompt that asks for its discard.
    fn doing(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "Dumping out to centre",
            Intent::DumpIn => "Dumping in to chase",
            Intent::DefensiveMode => "Defensive mode",
        }
    }

    fn testid(self) -> &'static str {
        match self {
            Intent::DumpOutToCentre => "intent-dump-out-centre",
            Intent::DumpIn => "intent-dump-in",
            Intent::DefensiveMode => "intent-defensive-mode",
        }
    }
}

/// The move a card stands for now: under a chosen intent, the discard; otherwise playing it,
/// answering with it, or discarding it.
fn card_move(legal: &[Action], intent: Option<Intent>, id: CardId) -> Option<Action> {
    match intent {
        Some(intent) => Some(intent.with(id)).filter(|a| legal.contains(a)),
        None => legal
            .iter()
            .find(|a| {
                matches!(a, Action::Play { card } | Action::Answer { card } | Action::Discard { card } if *card == id)
            })
            .copied(),
    }
}

/// What dropping this card would have tried, so the engine can say why it may not.
fn attempted(phase: Phase, intent: Option<Intent>, id: CardId) -> Action {
    match (intent, phase) {
        (Some(intent), _) => intent.with(id),
        (None, Phase::Answer { .. }) => Action::Answer { card: id },
        (None, Phase::DiscardDown { .. } | Phase::ExtraDiscard { .. }) => {
            Action::Discard { card: id }
        }
        _ => Action::Play { card: id },
    }
}

fn button_label(action: Action) -> Option<(String, String)> {
    let (label, id): (String, &str) = match action {
        Action::DumpOutToOffence => (
            "Dump out to your OZ (H/V check)".into(),
            "act-dump-out-offence",
        ),
        Action::OutsideShot => ("Outside shot".into(), "act-outside-shot"),
        Action::PullGoalie => ("Pull the goalie".into(), "act-pull-goalie"),
        Action::ReturnGoalie => ("Goalie back in net".into(), "act-return-goalie"),
        Action::LetPlay => ("Let it go".into(), "act-let-play"),
        Action::TouchUp => ("Touch up: take the puck".into(), "act-touch-up"),
        Action::CallIcing => ("Take the icing face-off".into(), "act-call-icing"),
        Action::KeepCard => ("Keep the card".into(), "act-keep-card"),
        Action::LeaveCard => ("Leave it, draw instead".into(), "act-leave-card"),
        Action::SkipDiscard => ("No extra discard".into(), "act-skip-discard"),
        Action::DropPuck => ("Drop the puck".into(), "act-drop-puck"),
        Action::KeepGoaliePulled => ("Keep the goalie pulled".into(), "act-keep-goalie-pulled"),
        Action::Shoot => ("Shoot".into(), "act-shoot"),
        Action::TakeBonus { count } => {
            return Some((
                format!("Take {}", counted(count, "bonus card", "bonus cards")),
                format!("act-take-bonus-{count}"),
            ));
        }
        _ => return None,
    };
    Some((label, id.to_string()))
}

/// The follow-ups that apply now, under the pile.
fn follow_words(now: Next) -> String {
    let mut kinds = Vec::new();
    if now.skate {
        kinds.push("skate");
    }
    if now.pass {
        kinds.push("pass");
    }
    if now.inside_shot {
        kinds.push("inside shot");
    }
    let attack = match kinds.as_slice() {
        [] => None,
        [one] => Some(format!("a {one}")),
        [rest @ .., last] => Some(format!("a {} or {last}", rest.join(", "))),
    };
    match (attack, now.defence) {
        (None, false) => String::new(),
        (None, true) => "Next: a defensive answer".into(),
        (Some(a), false) => format!("Next: {a}"),
        (Some(a), true) => format!("Next: a defensive answer, else {a}"),
    }
}

fn zone_words(zone: Zone) -> &'static str {
    match zone {
        Zone::Defensive => "in your defensive zone",
        Zone::Centre => "at centre ice",
        Zone::Offensive => "in your offensive zone",
    }
}

/// The prompt above the buttons: what the seat on screen is being asked.
fn prompt(v: &View, me: Team, computer: Option<Team>, intent: Option<Intent>) -> String {
    let Some(actor) = v.phase.actor() else {
        // No decision and no result: a game by link waiting for a card to be turned up.
        return if v.outcome.is_some() {
            "The game is over.".into()
        } else {
            "The next card is turned up when the friend's link comes.".into()
        };
    };
    if actor != me {
        return if Some(actor) == computer {
            "The computer is thinking…".into()
        } else {
            format!("{} to play.", NAMES[actor])
        };
    }
    if let Some(intent) = intent {
        return format!(
            "{}: now drag the card to discard onto the pile (or tap it, then the pile). Tap the button again to change your mind.",
            intent.doing()
        );
    }
    // A defender holding no card that answers is told so, not asked to block.
    let no_answer = v.legal == [Action::LetPlay];
    match v.phase {
        Phase::Attack { .. } => format!(
            "Your puck, {}. Drag a card onto the pile (or tap it, then the pile), or choose an option.",
            zone_words(v.puck.zone_for(me))
        ),
        Phase::Answer {
            window, attacker, ..
        } if no_answer => {
            let what = match window {
                Window::Defence { card: id, .. } => {
                    format!("{} played #{id} {}", NAMES[attacker], card(id).title)
                }
                Window::OutsideShot => "Outside shot coming".into(),
                Window::InsideShot { card: id } => format!("Inside shot (#{id})"),
                Window::DumpOut { .. } => "The puck is being cleared".into(),
                Window::PowerPlayShot { .. } => "Power-play shot".into(),
            };
            format!("{what}. You hold no card that answers it: the play goes on.")
        }
        Phase::Answer {
            window, attacker, ..
        } => match window {
            Window::Defence { card: id, .. } => format!(
                "{} played #{id} {}. Answer with a lit card, or let it go.",
                NAMES[attacker],
                card(id).title
            ),
            Window::OutsideShot => {
                "Outside shot coming: block it (O/S Blocked) or let it go.".into()
            }
            Window::InsideShot { card: id } => {
                format!("Inside shot (#{id}): block it, or let it go.")
            }
            Window::DumpOut { .. } => {
                "The puck is being cleared: keep it in at the point, or let it go.".into()
            }
            Window::PowerPlayShot { .. } => "Power-play shot: block it, or let it go.".into(),
        },
        Phase::TouchUp { .. } => {
            "Icing! Touch up and take the puck in your zone, or take the face-off in their zone."
                .into()
        }
        Phase::DefensiveModePick { card: id, .. } => {
            format!(
                "Defensive mode turned up #{id} {}: keep it as your draw?",
                card(id).title
            )
        }
        Phase::ExtraDiscard { .. } => {
            "Ice the Puck: you may discard one more card before drawing.".into()
        }
        Phase::DiscardDown { count, .. } => {
            format!("Too many cards: discard {count} (tap a card, or drag it onto the pile).")
        }
        Phase::TakeBonus { max, .. } => format!(
            "Momentum! Your hand may hold up to {} than usual this time: how many?",
            counted(max, "more card", "more cards")
        ),
        Phase::Stoppage { .. } => "A face-off is coming: your goalie decision.".into(),
        Phase::PowerPlayStoppage { .. } => {
            "Play is stopped for a power play: put your goalie back in net?".into()
        }
        Phase::Shootout { .. } => "Shootout: your shooter.".into(),
        Phase::Over => String::new(),
    }
}

/// "H/V check: V - Visitors win the face-off": a drawn card and what it meant.
fn reveal_lines(events: &[Event]) -> Vec<(CardId, String)> {
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        if let Event::Drawn { card: id, check } = e {
            let meaning = events[i + 1..]
                .iter()
                .find(|e| !matches!(e, Event::Drawn { .. } | Event::Momentum { .. }))
                .map(describe)
                .unwrap_or_default();
            let letter = match card(*id).hv {
                Team::Home => "H",
                Team::Away => "V",
            };
            let what = match check {
                Check::FaceOff | Check::LoosePuck | Check::DumpOut | Check::DumpIn => {
                    format!("H/V check: {letter}")
                }
                Check::OutsideShot | Check::InsideShot | Check::Rebound | Check::PowerPlayShot => {
                    "Shot".into()
                }
                _ => format!("Card #{id}"),
            };
            out.push((*id, format!("{what} – {meaning}")));
        }
        if let Event::ShootoutAttempt {
            team,
            card: id,
            scored,
        } = e
        {
            let goal = PENALTY_SHOT_GOAL;
            let result = if *scored { "he scores" } else { "stopped" };
            let rule = format!("a goal on #{}-{}", goal.low, goal.high);
            out.push((
                *id,
                format!("{} shooter, card #{id} – {result} ({rule})", NAMES[*team]),
            ));
        }
    }
    out
}

/// A stored pause edited by hand snaps to the nearest choice, so the menu never shows blank.
fn nearest_pause(stored: u32) -> u32 {
    PAUSE_CHOICES
        .iter()
        .map(|(ms, _)| *ms)
        .min_by_key(|ms| ms.abs_diff(stored))
        .unwrap_or(DEFAULT_PAUSE_MS)
}

fn pause_setting() -> u32 {
    window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(PAUSE_KEY).ok().flatten())
        .and_then(|v| v.parse::<u32>().ok())
        .map(nearest_pause)
        .unwrap_or(DEFAULT_PAUSE_MS)
}

#[derive(Debug, Clone, Copy, PartialEq)]
struct Drag {
    card: CardId,
    pointer: i32,
    x0: f64,
    y0: f64,
    dx: f64,
    dy: f64,
    moved: bool,
    over: bool,
}

fn over_drop_target(x: f64, y: f64) -> bool {
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
fn shared_record(s: &Session<Icih>, computer: Option<(Team, Level)>) -> GameRecord<Icih> {
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

fn view_for(state: &Icih, seat: Option<Team>) -> View {
    if state.outcome().is_some() {
        return state.view(Viewer::Everyone);
    }
    seat_view(state, seat)
}

/// The view of one seat, or of nobody's hand (two players on one device).
fn seat_view(state: &Icih, seat: Option<Team>) -> View {
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
fn IcihPlay(
    save: SavedGame,
    session: Session<Icih>,
    held: Option<StorageProblem>,
    /// A game by link: this side's device, which makes every move (see `icih_link`).
    #[prop(optional)]
    link: Option<Device>,
) -> impl IntoView {
    let options = session.state.options().clone();
    let players = options.players;
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
    let work_ms = RwSignal::new(super::icih_link::last_work_ms());
    let link_panel = move || {
        device.with(Option::is_some).then(|| view! {
            <LinkPanel device=Signal::derive(move || device.get().expect("a game by link")) work_ms=work_ms />
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

    let apply = move |action: Action| -> bool {
        let mut outcome = None;
        if device.with_untracked(Option::is_some) {
            // By link the device makes the move (and seals a link when the friend is next).
            let started = clock_ms();
            let mut played = None;
            device.update(|d| played = d.as_mut().map(|d| d.play(action).map(|()| d.session())));
            work_ms.set(clock_ms() - started);
            outcome = played.map(|result| {
                result
                    .map(|next| {
                        let seen = session.with_untracked(|s| s.log.len());
                        let events = next.log[seen.min(next.log.len())..]
                            .iter()
                            .map(|l| l.event.clone())
                            .collect::<Vec<_>>();
                        session.set(next);
                        events
                    })
                    .map_err(|e| e.to_string())
            });
        } else {
            session.update(|s| outcome = Some(s.apply(action).map_err(|e| e.to_string())));
        }
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
            <FinalBanner view=view />
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

/// Lines of play-by-play the table shows unless asked for all of them. A game runs to about a
/// thousand lines, and laying out that many on every move made the table slow to answer late in
/// a game (see scripts/bench-icih-ui.mjs).
const LIVE_LOG_LINES: usize = 150;

/// The play-by-play at the table, newest first: the same markup as `PlayLog` (one `log-line` per
/// line), keyed by line so that a move adds its lines instead of rewriting the list, numbered by
/// `value` so that the browser need not renumber it, and cut to the latest lines unless the
/// person asks for the whole game. `lines` are (line index, actions so far, text), oldest first.
#[component]
fn LiveLog(
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
fn FinalBanner(#[prop(into)] view: Signal<View>) -> impl IntoView {
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
                    <a class="button primary" href="#/">"Back to the lobby"</a>
                </div>
            }
        })
    }
}

/// The cards turned up off the deck since the person last moved, and what each one meant.
#[component]
fn Reveal(
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
fn deck_stage(v: &View) -> String {
    match v.period_kind {
        PeriodKind::ShortOvertime => "Overtime".into(),
        PeriodKind::Shootout => "Shootout".into(),
        _ => format!("Pass {} of 2", v.pass),
    }
}

/// Each team's shootout attempts in order: a filled mark for a goal, an open one for a stop.
#[component]
fn ShootoutTally(shootout: ShootoutScore) -> impl IntoView {
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
fn Scoreboard(
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
fn Rink(
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
fn ScorePanel(#[prop(into)] view: Signal<View>) -> impl IntoView {
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

#[component]
fn IcihReplay(record: GameRecord<Icih>, full: Session<Icih>) -> impl IntoView {
    let players = full.state.options().players;
    // A game in progress shows only the hand of the person who shared it (vs the computer);
    // a finished game shows everything.
    let own_seat = computer_of(players).map(|(c, _)| c.other());
    // A sealed record (shared while the game was on) never shows what its sharer did not see.
    let sealed_link = record.deal.as_ref().is_some_and(|d| d.sealed);
    let finished = full.state.outcome().is_some() && !sealed_link;
    let cursor = ReplayCursor::new(record, &full);
    let (total, step, at_step) = (cursor.total, cursor.step, cursor.at_step);
    let jump = move |k: usize| cursor.jump(k);
    let view = Signal::derive(move || {
        at_step.with(|s| {
            if finished {
                s.state.view(Viewer::Everyone)
            } else {
                seat_view(&s.state, own_seat)
            }
        })
    });
    let me = Signal::derive(move || own_seat.unwrap_or(Team::Home));
    let lines = full.describe_log();
    let log = Signal::derive(move || lines.clone());
    let problem = RwSignal::new(None::<String>);
    let continue_here = move |_: ()| {
        if !sealed_link {
            return cursor.continue_here(saved_game);
        }
        // The cards its sharer did not see are dealt afresh for the game played on.
        let at = cursor.at_step.get_untracked();
        match dealt_again(&at, random_u64()) {
            Ok(session) => cursor.continue_from(&session, saved_game),
            Err(e) => problem.set(Some(format!("This game cannot be played on: {e}."))),
        }
    };
    let hand = move || {
        let seat = me.get();
        view.with(|v| v.hands.map(|_, h| h.clone()))
            .iter()
            .filter(|(t, h)| h.is_some() && (finished || *t == seat))
            .map(|(t, h)| {
                let cards = h.clone().unwrap_or_default();
                view! {
                    <div class="replay-hand" data-testid=format!("replay-hand-{}", slug(t))>
                        <h3>{format!("{} hand", NAMES[t])}</h3>
                        <div class="hand">{cards.into_iter().map(|id| view! { <div class="hand-card" data-testid="hand-card" data-card=id><IcihCard id=id /></div> }).collect_view()}</div>
                    </div>
                }
            })
            .collect_view()
    };
    view! {
        <div class="table icih replay" data-testid="replay">
            <ReplayBar
                step=step
                total=total
                on_jump=Callback::new(jump)
                finished=Signal::derive(move || at_step.with(|s| s.state.outcome().is_some()))
                on_continue=Callback::new(continue_here)
            />
            {sealed_link.then(|| view! {
                <p class="hint replay-sealed" data-testid="replay-sealed">
                    "Shared while the game was on: you see what the person sharing it saw. The other hand and the deck stay hidden; carrying on deals them afresh."
                </p>
            })}
            {move || problem.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="replay-problem">{text}</div>
            })}
            <Scoreboard view=view players=players watching=true />
            <FinalBanner view=view />
            <Rink view=view me=me lit=Signal::derive(|| false) on_tap=Callback::new(|_| {}) />
            {hand}
            <div class="panels">
                <section class="panel">
                    <h2>"Play-by-play"</h2>
                    <p class="hint">"Click a line to jump there."</p>
                    <PlayLog lines=log on_pick=Callback::new(jump) current=Signal::derive(move || step.get()) />
                </section>
                <ScorePanel view=view />
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::{button_label, nearest_pause, prompt};
    use crate::engine::{Game, Team, Viewer};
    use crate::games::icih::{Action, Era, Icih, Options, Phase, Players};

    #[test]
    fn a_hand_edited_pause_snaps_to_a_choice() {
        assert_eq!(nearest_pause(0), 0);
        assert_eq!(nearest_pause(250), 250);
        assert_eq!(nearest_pause(600), 700);
        assert_eq!(nearest_pause(100), 0);
        assert_eq!(nearest_pause(99_999), 1400);
    }

    /// Issue 43: "up to 1 more card", "Take 1 bonus card", and the plural for more.
    #[test]
    fn momentum_prompt_and_button_count_in_the_right_number() {
        let options = Options {
            players: Players::TwoPlayers,
            era: Era::Shootout,
        };
        let mut view = Icih::new_game(options, 7).view(Viewer::Seat(Team::Home));
        let ask = |view: &mut crate::games::icih::View, max| {
            view.phase = Phase::TakeBonus {
                team: Team::Home,
                max,
            };
            prompt(view, Team::Home, None, None)
        };
        assert!(ask(&mut view, 1).contains("up to 1 more card than usual"));
        assert!(ask(&mut view, 3).contains("up to 3 more cards than usual"));
        let label = |count| button_label(Action::TakeBonus { count }).map(|(label, _)| label);
        assert_eq!(label(1).as_deref(), Some("Take 1 bonus card"));
        assert_eq!(label(2).as_deref(), Some("Take 2 bonus cards"));
    }
}
