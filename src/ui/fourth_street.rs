//! 4th Street Hockey in the app: the new-game page (teams, coaches, timer, overtime and the
//! addenda's options), the table on the play page (saved after every roll) and the replay a
//! share link opens. All of it, with the engine and the card builder, lives in the
//! `fourth_street` chunk.
//!
//! The table arranges the shared pieces: the board (`rink_board`) with a token for every skater
//! on the ice and the puck, the dice tray (`dice_tray`) showing the engine's last roll and its
//! reading, each team's column (goalie, orders, skaters on the ice with their time, the box,
//! and for a team a person coaches the coaching controls), the decisions a coach makes between
//! rolls (wild cards, pass targets, shootout shooters), auto-play, the play-by-play with every
//! roll's faces, and the box score. What any of it shows is worked out in
//! `games::fourth_street::table`.

use super::chunks::{ChunkFailed, Open, PageBuilder};
use super::dice_tray::{DiceTray, LatestRoll};
use super::pages::{ReplayCursor, bad_link, decode_for_play, decode_for_replay, load_error};
use super::rink_board::{RinkBoard, Token};
use super::saves::{random_u64, save_new_game, save_or_hold, storage_warning_text};
use super::sim::{PlayerBoxScore, Speed, ThreeStars, space_for_table, start_run, stop_run};
use super::widgets::{BoxScorePanel, ReplayBar, SharePanel};
use super::{go, now_ms, share_url};
use crate::engine::{ByTeam, DecidedIn, Game, GameId, GameRecord, RecordError, Session, Team};
use crate::games::fourth_street::cards::PuckAction;
use crate::games::fourth_street::clock::Timer;
use crate::games::fourth_street::play::{Action, Step, slot_name};
use crate::games::fourth_street::rules::{AUDIT_VERSION, FourthStreet, REGULATION_PERIODS};
use crate::games::fourth_street::state::{
    Coach, Coaching, GoalieZone, Options, Overtime, TeamPick, WildCardPlan,
};
use crate::games::fourth_street::table::{LogLine, latest_roll, log_lines};
use crate::games::sim::{Decisions, Moment, RunTo, builtin_league, three_stars};
use crate::storage::{self, SaveSummary, SavedGame, StorageProblem};
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

/// 4th Street Hockey's chunk: a saved game at the table, or a shared link's replay.
#[wasm_split(fourth_street, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_fourth_street(open: Open) -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(move || match open {
        Open::Play { save, held } => play_page(save, held).unwrap_or_else(load_error),
        Open::Replay(code) => replay_page(&code).unwrap_or_else(bad_link),
    }))
}

/// The new-game page: it lists the league's teams, so it lives with them in the chunk.
#[wasm_split(fourth_street, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_fourth_street_setup() -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(|| view! { <NewGame /> }.into_any()))
}

fn seat_word(coach: Coach) -> &'static str {
    match coach {
        Coach::Person => "you",
        Coach::Computer => "computer",
    }
}

fn team_slug(team: Team) -> &'static str {
    match team {
        Team::Home => "home",
        Team::Away => "away",
    }
}

pub fn summary(state: &FourthStreet) -> SaveSummary {
    let coaches = state.options().coaches;
    let side = |t: Team| {
        format!(
            "{} ({})",
            state.sheet(t).abbreviation,
            seat_word(coaches[t])
        )
    };
    let board = state.scoreboard();
    SaveSummary {
        teams: format!("{} vs {}", side(Team::Home), side(Team::Away)),
        score: format!("{}-{}", board.score.home, board.score.away),
        period: board.period,
    }
}

pub fn saved_game(id: &str, created_ms: f64, session: &Session<FourthStreet>) -> SavedGame {
    SavedGame {
        schema: storage::SCHEMA_VERSION,
        id: id.to_string(),
        game: GameId::FourthStreet,
        summary: summary(&session.state),
        created_ms,
        updated_ms: now_ms(),
        record: session.record.encode(),
    }
}

// ----- the new-game page -----

/// Every team a side can be: the league's, then the person's own saved ones.
fn team_choices() -> Vec<(String, String, TeamPick)> {
    let league = builtin_league();
    let mut choices: Vec<(String, String, TeamPick)> = league
        .teams
        .iter()
        .map(|t| {
            (
                format!("league:{}", t.abbreviation),
                format!("{} ({})", t.full_name(), t.abbreviation),
                TeamPick::League(t.abbreviation.clone()),
            )
        })
        .collect();
    for team in storage::list_teams().into_iter().flatten() {
        let t = team.team;
        choices.push((
            format!("own:{}", t.abbreviation),
            format!("{} ({}, your team)", t.full_name(), t.abbreviation),
            TeamPick::Own(Box::new(t)),
        ));
    }
    choices
}

#[component]
fn NewGame() -> impl IntoView {
    let choices = StoredValue::new(team_choices());
    let first =
        |i: usize| choices.with_value(|c| c.get(i).map(|c| c.0.clone()).unwrap_or_default());
    let picks = ByTeam::new(RwSignal::new(first(0)), RwSignal::new(first(1)));
    let coaches = ByTeam::new(
        RwSignal::new("person".to_string()),
        RwSignal::new("computer".to_string()),
    );
    let defaults = Options::default();
    let timer = RwSignal::new(
        if defaults.timer == Timer::Basic {
            "basic"
        } else {
            "standard"
        }
        .to_string(),
    );
    let overtime = RwSignal::new("shootout".to_string());
    let skaters = RwSignal::new(defaults.overtime_skaters.to_string());
    let no_blocks = RwSignal::new(defaults.no_blocks);
    let icing_races = RwSignal::new(defaults.icing_races);
    let dump_in_races = RwSignal::new(defaults.dump_in_races);
    let goalie_passes = RwSignal::new(defaults.goalie_passes);
    let hot_cold = RwSignal::new(defaults.hot_cold_goalies);
    let shooting_side = RwSignal::new(defaults.shooting_side);
    let three_on_three = RwSignal::new(defaults.three_on_three_house_rule);
    let problem = RwSignal::new(None::<String>);
    let starting = RwSignal::new(false);

    let start = move |_| {
        if starting.get_untracked() {
            return;
        }
        let pick = |team: Team| {
            let key = picks[team].get_untracked();
            choices.with_value(|c| c.iter().find(|c| c.0 == key).map(|c| c.2.clone()))
        };
        let (Some(home), Some(away)) = (pick(Team::Home), pick(Team::Away)) else {
            problem.set(Some("Choose a team for each side.".into()));
            return;
        };
        if picks.home.get_untracked() == picks.away.get_untracked() {
            problem.set(Some(
                "A team can't play itself: choose two different teams.".into(),
            ));
            return;
        }
        let coach = |team: Team| match coaches[team].get_untracked().as_str() {
            "person" => Coach::Person,
            _ => Coach::Computer,
        };
        let options = Options {
            teams: ByTeam::new(home, away),
            coaches: ByTeam::from_fn(coach),
            timer: if timer.get_untracked() == "basic" {
                Timer::Basic
            } else {
                Timer::Standard
            },
            overtime: match overtime.get_untracked().as_str() {
                "playoff" => Overtime::Playoff,
                "tie" => Overtime::Tie,
                _ => Overtime::Shootout,
            },
            overtime_skaters: skaters.get_untracked().parse().unwrap_or(3),
            no_blocks: no_blocks.get_untracked(),
            icing_races: icing_races.get_untracked(),
            dump_in_races: dump_in_races.get_untracked(),
            goalie_passes: goalie_passes.get_untracked(),
            hot_cold_goalies: hot_cold.get_untracked(),
            shooting_side: shooting_side.get_untracked(),
            three_on_three_house_rule: three_on_three.get_untracked(),
        };
        // Building the two teams' cards takes a moment: say so before it starts.
        starting.set(true);
        problem.set(None);
        set_timeout(
            move || {
                let session = Session::<FourthStreet>::new(options, random_u64());
                let id = save_new_game(|id| saved_game(id, now_ms(), &session));
                go(&format!("/play/{id}"));
            },
            std::time::Duration::from_millis(30),
        );
    };

    let side = move |team: Team, title: &'static str| {
        let slug = team_slug(team);
        view! {
            <fieldset class="side">
                <legend>{title}</legend>
                <label>
                    "Team "
                    <select
                        data-testid=format!("fs-team-{slug}")
                        on:change=move |ev| picks[team].set(event_target_value(&ev))
                        prop:value=move || picks[team].get()
                    >
                        {choices.with_value(|c| c.iter().map(|(key, label, _)| view! {
                            <option value=key.clone()>{label.clone()}</option>
                        }).collect_view())}
                    </select>
                </label>
                <label>
                    "Coach "
                    <select
                        data-testid=format!("fs-coach-{slug}")
                        on:change=move |ev| coaches[team].set(event_target_value(&ev))
                        prop:value=move || coaches[team].get()
                    >
                        <option value="person">"You coach this team"</option>
                        <option value="computer">"The computer manages"</option>
                    </select>
                </label>
            </fieldset>
        }
    };
    let check = move |signal: RwSignal<bool>, id: &'static str, text: &'static str| {
        view! {
            <label class="check">
                <input
                    type="checkbox"
                    data-testid=id
                    prop:checked=move || signal.get()
                    on:change=move |ev| signal.set(event_target_checked(&ev))
                />
                {text}
            </label>
        }
    };

    view! {
        <div class="setup fs-setup" data-testid="fs-setup">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">"New 4th Street Hockey game"</span>
            </nav>
            <p class="hint">"Pick two teams and who coaches each. Coach both to play a friend on this device, or let the computer manage both and watch."</p>
            <div class="sides">
                {side(Team::Home, "Home")}
                {side(Team::Away, "Visitors")}
            </div>
            <fieldset class="rules">
                <legend>"Timer and overtime"</legend>
                <label>
                    "Timer "
                    <select data-testid="fs-timer" on:change=move |ev| timer.set(event_target_value(&ev)) prop:value=move || timer.get()>
                        <option value="basic">"Basic (the book's): 20- and 10-second plays; about 18 shots and 1.8 goals a team, as the book warns"</option>
                        <option value="standard">"Standard: 12-second plays, 6-second shots and face-offs; NHL-like totals, about 31 shots and 3 goals"</option>
                    </select>
                </label>
                <label>
                    "Tied after three periods "
                    <select data-testid="fs-overtime" on:change=move |ev| overtime.set(event_target_value(&ev)) prop:value=move || overtime.get()>
                        <option value="shootout">"Season game: 5:00 of sudden death, then a shootout"</option>
                        <option value="playoff">"Playoff game: 20:00 periods, five a side, until a goal"</option>
                        <option value="tie">"5:00 of sudden death, then the tie stands"</option>
                    </select>
                </label>
                <label>
                    "Overtime skaters "
                    <select
                        data-testid="fs-ot-skaters"
                        disabled=move || overtime.get() == "playoff"
                        on:change=move |ev| skaters.set(event_target_value(&ev))
                        prop:value=move || skaters.get()
                    >
                        <option value="3">"3 on 3"</option>
                        <option value="4">"4 on 4"</option>
                        <option value="5">"5 on 5"</option>
                    </select>
                </label>
            </fieldset>
            <fieldset class="rules optional-rules">
                <legend>"Optional rules"</legend>
                {check(goalie_passes, "fs-goalie-passes", "Goalie passes (version 2.2): on a dump-in whose d6p is ⑥ or a short-handed icing, the goalie may pass the puck out")}
                {check(hot_cold, "fs-hot-cold", "Hot and cold goalies (version 2.3)")}
                {check(no_blocks, "fs-no-blocks", "No blocked shots (January 2009: more shots, for the basic timer)")}
                {check(icing_races, "fs-icing-races", "Icing races (May 2010)")}
                {check(dump_in_races, "fs-dump-in-races", "Dump-in races (May 2010)")}
                {check(shooting_side, "fs-shooting-side", "Shooting side (version 3): +1 on the strong side, -1 on the off side")}
                {check(three_on_three, "fs-three-on-three", "House rule, not in the book: at 3 on 3 the d6p names the three skaters in pairs and every play is short, so fewer overtimes reach the shootout")}
            </fieldset>
            {move || problem.get().map(|text| view! { <p class="banner warning" role="alert" data-testid="fs-problem">{text}</p> })}
            <button class="primary big start" data-testid="start-fourth-street" disabled=move || starting.get() on:click=start>
                {move || if starting.get() { "Building the teams' cards…" } else { "Face off" }}
            </button>
            <HowToPlay />
            <p class="hint attribution">"The league's players are fictional. Their stat lines were drawn to match real NHL seasons from the Hockey Databank (see the project's data notes)."</p>
        </div>
    }
}

#[component]
fn HowToPlay() -> impl IntoView {
    view! {
        <details class="how-to-play">
            <summary>"How 4th Street Hockey plays"</summary>
            <ul>
                <li>"The rink is fifteen areas: each team's own end and the neutral zone in three lanes, and the end it attacks in nine sections, L1 to R3, level 1 at the net. The board turns with the puck."</li>
                <li>"Every step is one roll of the tray, of only the dice that step reads: the two d10 read together (00-99) on the carrier's card for his puck action, the d20 against a range for a matchup, the numbered d6 to name a player, the two spotted d6 for a shot. The tray shows the faces and what they meant."</li>
                <li>"Roll with the Roll button, by tapping the dice or the rink, or with the Space bar. Auto-play rolls on to the next whistle, goal, end of period or end of game."</li>
                <li>"As a coach you choose on a wild card (⁂) what your carrier does, who takes a ⊛ pass, and your shootout shooters. Before the opening face-off you pick the game plan, the goalie zone (a1 to e5) a ◘ shot goes to, and it holds all game. At a stoppage you set your forecheckers (1-3), your aggressiveness (-2 to +2), whether to freeze the puck on ✖ and a plan for wild cards. You can pick the line and pair for the next change, and pull your goalie at a face-off or when you have the puck."</li>
                <li>"The computer manages a team nobody coaches."</li>
            </ul>
        </details>
    }
}

// ----- the play page -----

fn play_page(save: SavedGame, held: Option<StorageProblem>) -> Result<AnyView, String> {
    let session = decode_for_play::<FourthStreet>(&save)?;
    Ok(view! { <FourthStreetPlay save=save session=session held=held /> }.into_any())
}

/// Why an action went nowhere: the person's action broke a rule, or the computer manager's
/// choice was refused (play can't go on without it).
#[derive(Debug, Clone, PartialEq)]
enum Refused {
    Rule(String),
    Manager(String),
}

impl Refused {
    fn message(&self) -> String {
        match self {
            Refused::Rule(e) => format!("That can't be done now: {e}."),
            Refused::Manager(e) => {
                format!("The computer manager's decision was refused ({e}): play can't go on.")
            }
        }
    }
}

/// Applies one action and returns the moments it brought.
fn apply_one(session: &mut Session<FourthStreet>, action: Action) -> Result<Vec<Moment>, String> {
    let events = session.apply(action).map_err(|e| e.to_string())?;
    Ok(FourthStreet::step_moments(&events))
}

/// Lets the computer manager decide for every team nobody coaches.
fn manage(session: &mut Session<FourthStreet>, found: &mut Vec<Moment>) -> Result<(), Refused> {
    // A bound, though each choice closes the decision it answers. It must hold a whole
    // shootout of picks (sudden death included): with 8, a long one stalled a watched game.
    for _ in 0..1_000 {
        let Some(choice) = session.state.computer_choice() else {
            break;
        };
        found.extend(apply_one(session, choice).map_err(Refused::Manager)?);
    }
    Ok(())
}

/// Applies one action, with the computer manager's decisions before a roll and after any
/// action. Returns the moments it all brought.
fn advance(session: &mut Session<FourthStreet>, action: Action) -> Result<Vec<Moment>, Refused> {
    let mut found = Vec::new();
    if action == Action::Roll {
        manage(session, &mut found)?;
        if !session.state.can_roll() {
            return Ok(found);
        }
    }
    found.extend(apply_one(session, action).map_err(Refused::Rule)?);
    manage(session, &mut found)?;
    Ok(found)
}

/// A read-only handle on a game in a session (the table's or a replay's), read in place.
#[derive(Clone, Copy)]
struct GameView(ReadSignal<Session<FourthStreet>>);

impl GameView {
    fn with<R>(self, f: impl FnOnce(&FourthStreet) -> R) -> R {
        self.0.with(|s| f(&s.state))
    }

    fn with_untracked<R>(self, f: impl FnOnce(&FourthStreet) -> R) -> R {
        self.0.with_untracked(|s| f(&s.state))
    }

    fn session<R>(self, f: impl FnOnce(&Session<FourthStreet>) -> R) -> R {
        self.0.with(f)
    }
}

#[component]
fn FourthStreetPlay(
    save: SavedGame,
    session: Session<FourthStreet>,
    held: Option<StorageProblem>,
) -> impl IntoView {
    let id = StoredValue::new(save.id.clone());
    let created_ms = save.created_ms;
    let coaches = session.state.options().coaches;
    let session = RwSignal::new(session);
    let storage_warning = RwSignal::new(None::<String>);
    let rule_error = RwSignal::new(None::<String>);
    let sharing = RwSignal::new(false);
    let run_to = RwSignal::new(RunTo::NextWhistle);
    let speed = RwSignal::new(Speed::Normal);
    let running = RwSignal::new(false);
    let interval = StoredValue::new_local(None::<IntervalHandle>);
    let last_saved = StoredValue::new(0.0f64);

    let persist = move || {
        let save = id.with_value(|id| session.with_untracked(|s| saved_game(id, created_ms, s)));
        last_saved.set_value(now_ms());
        match save_or_hold(save) {
            Ok(()) => storage_warning.set(None),
            Err(problem) => storage_warning.set(Some(storage_warning_text(&problem))),
        }
    };
    // A game continued from a replay may stop where the computer manager decides: it decides
    // at once.
    let manager_due = session.with_untracked(|s| s.state.computer_choice().is_some());
    if manager_due {
        let mut managed = Ok(());
        session.update(|s| managed = manage(s, &mut Vec::new()));
        if let Err(refused) = managed {
            rule_error.set(Some(refused.message()));
        }
    }
    if held.is_some() || manager_due {
        persist();
    }

    let dispatch = move |action: Action| {
        let mut result = Ok(Vec::new());
        session.update(|s| result = advance(s, action));
        match result {
            Ok(_) => {
                rule_error.set(None);
                persist();
            }
            Err(refused) => {
                // A refused manager decision may follow a roll that counted: keep that.
                if matches!(refused, Refused::Manager(_)) {
                    persist();
                }
                rule_error.set(Some(refused.message()));
            }
        }
    };
    let roll = move || {
        if session.with_untracked(|s| s.state.can_roll() && !s.state.waits_for_person()) {
            dispatch(Action::Roll);
        }
    };

    // Auto-play: each tick rolls a few times inside one update, so fast speeds redraw the
    // table once a tick; it stops at the target, at a decision a person must make, or at the
    // end.
    let tick = move || {
        let target = run_to.get_untracked();
        let steps = speed.get_untracked().steps_per_tick();
        let mut stop = false;
        let mut refused = None;
        session.update(|s| {
            for _ in 0..steps {
                if s.state.outcome().is_some() || s.state.waits_for_person() || !s.state.can_roll()
                {
                    stop = true;
                    break;
                }
                match advance(s, Action::Roll) {
                    Ok(found) if target.reached(&found) => {
                        stop = true;
                        break;
                    }
                    Ok(_) => {}
                    Err(e) => {
                        refused = Some(e);
                        stop = true;
                        break;
                    }
                }
            }
            stop = stop || s.state.outcome().is_some() || s.state.waits_for_person();
        });
        if let Some(refused) = refused {
            rule_error.set(Some(refused.message()));
        }
        if stop {
            stop_run(interval, running);
            persist();
        } else if now_ms() - last_saved.get_value() > 1000.0 {
            persist();
        }
    };
    let start = move || {
        rule_error.set(None);
        start_run(interval, running, speed.get_untracked().interval_ms(), tick);
    };
    let pause = move || {
        if running.get_untracked() {
            stop_run(interval, running);
            persist();
        }
    };
    // A new speed takes effect at once while running.
    Effect::new(move |previous: Option<Speed>| {
        let now = speed.get();
        if previous.is_some() && running.get_untracked() {
            start();
        }
        now
    });
    on_cleanup(move || {
        if running.get_untracked() {
            stop_run(interval, running);
            persist();
        }
    });
    // Auto-play saves about once a second; a reload or a closed tab saves the rest.
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        if running.try_get_untracked() == Some(true) {
            persist();
        }
    });
    on_cleanup(move || leaving.remove());

    // Space rolls, or pauses auto-play (the tray's own Space is off so one key is one thing).
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.repeat() || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        }
        if !space_for_table(&ev) || sharing.get_untracked() {
            return;
        }
        if running.get_untracked() {
            pause();
        } else {
            roll();
        }
    });
    on_cleanup(move || keys.remove());

    let game = GameView(session.read_only());
    let share_link = Signal::derive(move || session.with(|s| share_url(&s.record.encode())));
    let can_roll_now =
        Signal::derive(move || session.with(|s| s.state.can_roll() && !s.state.waits_for_person()));
    let can_roll_tray = Signal::derive(move || can_roll_now.get() && !running.get());
    let waiting = Signal::derive(move || session.with(|s| s.state.waits_for_person()));
    let on_roll = Callback::new(move |_: ()| {
        if !running.get_untracked() {
            roll();
        }
    });
    let dispatch = Callback::new(dispatch);

    let mode = match (coaches.home, coaches.away) {
        (Coach::Person, Coach::Person) => "You coach both teams".to_string(),
        (Coach::Computer, Coach::Computer) => "The computer manages both teams".to_string(),
        _ => {
            let mine = if coaches.home == Coach::Person {
                Team::Home
            } else {
                Team::Away
            };
            session.with_untracked(|s| format!("You coach {}", s.state.team_name(mine)))
        }
    };

    view! {
        <div class="table sim fourth-street" data-testid="table">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">{mode}</span>
                <button data-testid="share-button" on:click=move |_| sharing.set(true)>"Share"</button>
            </nav>
            {move || storage_warning.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="storage-warning">{text}</div>
            })}
            {move || rule_error.get().map(|text| view! {
                <div class="banner warning" role="alert" data-testid="rule-error">{text}</div>
            })}
            <Show when=move || sharing.get()>
                <SharePanel url=share_link on_close=Callback::new(move |_| sharing.set(false)) />
            </Show>
            <Scoreboard game=game />
            <p class="rules-played hint" data-testid="fs-rules">{move || game.with(|g| g.rules_summary())}</p>
            <FinalBanner game=game />
            <div class="sim-main">
                <TeamPanel game=game team=Team::Home dispatch=Some(dispatch) />
                <div class="sim-centre">
                    // The controls first: what runs below changes height, they never move.
                    <RunBar
                        run_to=run_to
                        speed=speed
                        running=running
                        can_roll=can_roll_now
                        waiting=waiting
                        over=Signal::derive(move || game.with(|g| g.outcome().is_some()))
                        on_run=Callback::new(move |_| start())
                        on_pause=Callback::new(move |_| pause())
                    />
                    <Decisions game=game dispatch=dispatch />
                    <div class="fs-play">
                        <Board game=game on_roll=Some(on_roll) />
                        <Tray game=game can_roll=can_roll_tray on_roll=on_roll />
                    </div>
                </div>
                <TeamPanel game=game team=Team::Away dispatch=Some(dispatch) />
            </div>
            <Panels game=game />
        </div>
    }
}

/// Auto-play to a chosen moment at a chosen speed, with Pause. Rolling one step at a time is
/// the tray's Roll button.
#[allow(clippy::too_many_arguments)]
#[component]
fn RunBar(
    run_to: RwSignal<RunTo>,
    speed: RwSignal<Speed>,
    #[prop(into)] running: Signal<bool>,
    #[prop(into)] can_roll: Signal<bool>,
    /// A person coaching must decide first.
    #[prop(into)]
    waiting: Signal<bool>,
    #[prop(into)] over: Signal<bool>,
    on_run: Callback<()>,
    on_pause: Callback<()>,
) -> impl IntoView {
    view! {
        <div class="controls run-controls">
            <Show
                when=move || running.get()
                fallback=move || view! {
                    <button
                        class="primary"
                        data-testid="autoplay"
                        disabled=move || !can_roll.get()
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
                    if let Some(s) = Speed::ALL.into_iter().find(|s| s.slug() == event_target_value(&ev)) {
                        speed.set(s);
                    }
                } prop:value=move || speed.get().slug()>
                    {Speed::ALL.into_iter().map(|s| view! { <option value=s.slug()>{speed_label(s)}</option> }).collect_view()}
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
                    "Roll: the button, a tap on the dice or the rink, or Space."
                }
            }}</span>
        </div>
    }
}

fn speed_label(speed: Speed) -> &'static str {
    match speed {
        Speed::Slow => "Slow (about one roll a second)",
        Speed::Normal => "Normal (two rolls a second)",
        Speed::Fast => "Fast (eight a second)",
        Speed::VeryFast => "Very fast",
        Speed::Instant => "At once",
    }
}

// ----- the scoreboard -----

#[component]
fn Scoreboard(game: GameView) -> impl IntoView {
    let board = Memo::new(move |_| game.with(|g| g.scoreboard()));
    let team_block = move |team: Team| {
        let slug = team_slug(team);
        view! {
            <div class=format!("sb-team {slug}")>
                <span class="sb-name">{move || game.with(|g| g.team_name(team).to_string())}</span>
                <span class="sb-seat">{move || game.with(|g| seat_word(g.options().coaches[team]))}</span>
                <span class="sb-score" data-testid=format!("score-{slug}")>{move || board.with(|b| b.score[team])}</span>
                <span class="sb-shots" data-testid=format!("shots-{slug}")>
                    {move || board.with(|b| format!("Shots {}", b.shots[team]))}
                </span>
                <span class="sb-status" data-testid=format!("status-{slug}")>
                    {move || board.with(|b| b.status[team].clone())}
                </span>
            </div>
        }
    };
    view! {
        <div class="scoreboard" data-testid="scoreboard">
            {team_block(Team::Home)}
            <div class="sb-clock">
                <span class="sb-period" data-testid="period">{move || board.with(|b| b.period.clone())}</span>
                <span class="sb-time" data-testid="clock">{move || board.with(|b| b.clock.clone())}</span>
                <span class="sb-shootout" data-testid="shootout">{move || board.with(|b| b.shootout.clone())}</span>
                <span class="sb-strength" data-testid="strength">{move || board.with(|b| b.strength.clone())}</span>
            </div>
            {team_block(Team::Away)}
        </div>
    }
}

#[component]
fn FinalBanner(game: GameView) -> impl IntoView {
    move || {
        game.with(|g| {
            g.outcome().map(|o| {
                let text = match o.winner {
                    Some(w) => format!(
                        "{} win {}-{}{}",
                        g.team_name(w),
                        o.final_score[w],
                        o.final_score[w.other()],
                        match o.decided_in {
                            DecidedIn::Shootout => " in a shootout",
                            DecidedIn::Overtime => " in overtime",
                            DecidedIn::Regulation => "",
                        }
                    ),
                    None => format!("A {}-{} tie", o.final_score.home, o.final_score.away),
                };
                let stars = three_stars(&g.player_lines(), o.winner);
                let names = ByTeam::from_fn(|t| g.sheet(t).abbreviation.clone());
                view! {
                    <div class="final banner" data-testid="final-result" role="status">
                        <span><strong>"Final: "</strong>{text}</span>
                        <ThreeStars stars=stars names=names />
                        <a class="button primary" href="#/">"Back to the lobby"</a>
                    </div>
                }
            })
        })
    }
}

// ----- the board and the tray -----

/// The board: a token for every skater on the ice, the puck lit in its area. Tapping it rolls.
#[component]
fn Board(game: GameView, on_roll: Option<Callback<()>>) -> impl IntoView {
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
    let tap = move |_| {
        if let Some(roll) = on_roll {
            roll.run(());
        }
    };
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
        <div
            class="ice-panel fs-ice"
            class:steppable=on_roll.is_some()
            data-testid="ice"
            on:click=tap
            title=if on_roll.is_some() { "Tap to roll" } else { "" }
        >
            <RinkBoard possession=possession tokens=tokens />
            <p class="puck-words" data-testid="puck-words">{holder}</p>
            <p class="fs-next" data-testid="next-step">{move || game.with(|g| g.step_words())}</p>
        </div>
    }
}

/// The dice tray with the engine's last roll and its reading.
#[component]
fn Tray(
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

fn action_label(action: PuckAction) -> &'static str {
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
fn Decisions(game: GameView, dispatch: Callback<Action>) -> impl IntoView {
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
                Step::ShootoutShooter { .. } => {
                    let goalie = g.goalie(team.other()).name.clone();
                    let mut open = g.shooters_open(team);
                    open.sort_by_key(|&p| (std::cmp::Reverse(g.skater(team, p).ratings.b), p));
                    let buttons = open
                        .into_iter()
                        .map(|p| {
                            let card = g.skater(team, p);
                            let label = format!(
                                "{} ({}, breakaway {})",
                                card.name,
                                card.position.code(),
                                card.ratings.b
                            );
                            view! {
                                <button
                                    data-testid="shooter-option"
                                    data-player=p
                                    on:click=move |_| dispatch.run(Action::Shooter { team, player: p })
                                >{label}</button>
                            }
                        })
                        .collect_view();
                    let best = g.best_shooter(team);
                    view! {
                        <div class="coach-panel shooter-picker" data-testid=format!("shooters-{slug}")>
                            <p class="decision">{format!("{name}: who shoots next? {goalie} is in goal.")}</p>
                            <button class="primary" data-testid=format!("best-shooter-{slug}") on:click=move |_| dispatch.run(Action::Shooter { team, player: best })>"The best shooter left"</button>
                            <div class="shooter-list">{buttons}</div>
                        </div>
                    }
                    .into_any()
                }
                _ => return None,
            })
        })
    }
}

// ----- a team's column -----

#[component]
fn TeamPanel(game: GameView, team: Team, dispatch: Option<Callback<Action>>) -> impl IntoView {
    let slug = team_slug(team);
    let person = game.with_untracked(|g| g.options().coaches[team] == Coach::Person);
    let on_ice = move || {
        game.with(|g| {
            g.on_ice_players(team)
                .into_iter()
                .map(|p| {
                    view! {
                        <li class:has-puck=p.has_puck data-testid="on-ice-player" data-slot=p.slot>
                            <span class="pos">{if p.slot == 6 { "6th" } else { p.slot_name }}</span>
                            <span class="name" title=p.name.clone()>{p.name.clone()}</span>
                            <span class="toi">
                                {p.has_puck.then(|| view! { <span class=format!("pawn {slug}") data-testid="pawn" aria-label="has the puck"></span> })}
                                <span data-testid="toi">{p.toi}</span>
                            </span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let penalty_box = move || {
        game.with(|g| {
            g.in_box()
                .into_iter()
                .filter(|e| e.team == team)
                .map(|e| {
                    view! {
                        <li data-testid="box-entry">{format!("{}: {}, {} left", e.name, e.kind, e.left)}</li>
                    }
                })
                .collect_view()
        })
    };
    let hurt = move || {
        game.with(|g| {
            g.hurt(team)
                .into_iter()
                .map(|(name, words)| view! { <li data-testid="hurt">{format!("{name}: {words}")}</li> })
                .collect_view()
        })
    };
    let orders = move || {
        game.with(|g| {
            let c = g.coaching[team];
            let plan = match c.wild_cards {
                WildCardPlan::Choose => "",
                WildCardPlan::DumpAndChase => " · wild cards: dump and chase",
                WildCardPlan::PuckPossession => " · wild cards: puck possession",
            };
            let zone = c
                .game_plan
                .map(|z| format!(" · game plan {}", z.name()))
                .unwrap_or_default();
            format!(
                "Forecheckers {} · aggressiveness {:+}{}{}{}",
                c.forecheckers,
                c.aggressiveness,
                if c.freeze_on_cross {
                    " · freeze on ✖"
                } else {
                    ""
                },
                plan,
                zone
            )
        })
    };
    let coach = match (person, dispatch) {
        (true, Some(dispatch)) => {
            Some(view! { <CoachControls game=game team=team dispatch=dispatch /> })
        }
        _ => None,
    };
    view! {
        <section class=format!("lineup fs-team {slug}") data-testid=format!("team-{slug}")>
            <h2>
                <span data-testid=format!("team-name-{slug}")>{move || game.with(|g| g.team_name(team).to_string())}</span>
                <Show when=move || game.with(|g| g.holder().is_some_and(|(t, _)| t == team))>
                    <span class="has-puck" data-testid=format!("puck-{slug}")>" · has the puck"</span>
                </Show>
            </h2>
            <p class="team-line" data-testid=format!("goalie-{slug}")>{move || game.with(|g| format!("Goalie: {}", g.goalie_text(team)))}</p>
            <p class="team-line" data-testid=format!("orders-{slug}")>{orders}</p>
            {coach}
            <h3>"On the ice · time on ice"</h3>
            <ul class="roster fs-on-ice" data-testid=format!("on-ice-{slug}")>{on_ice}</ul>
            <p class="team-line fs-lines" data-testid=format!("lines-{slug}")>{move || game.with(|g| g.lines_text(team))}</p>
            <div class="penalty-box">
                <h3>"Penalty box"</h3>
                <ul data-testid=format!("box-{slug}")>{penalty_box}</ul>
            </div>
            <ul class="fs-hurt" data-testid=format!("hurt-{slug}")>{hurt}</ul>
        </section>
    }
}

/// The goalie zones a game plan can name (R75), a1 to e5: letter a-e, digit 1-5.
fn game_plan_zones() -> impl Iterator<Item = String> {
    (0..5u8).flat_map(|column| (1..=5u8).map(move |row| GoalieZone { column, row }.name()))
}

/// A person's coaching controls for one team: the standing orders (at a stoppage), the next
/// line and pair, and the goalie.
#[component]
fn CoachControls(game: GameView, team: Team, dispatch: Callback<Action>) -> impl IntoView {
    let slug = team_slug(team);
    let (lines, pairs) = game.with_untracked(|g| {
        let d = &g.sheet(team).deployment;
        (d.lines.len() as u8, d.pairs.len() as u8)
    });
    let open = move || game.with(|g| g.outcome().is_none() && !g.in_shootout());
    let may_order = move || game.with(|g| g.may_set_coaching());
    let may_plan = move || game.with(|g| g.may_set_game_plan());
    let set = move |change: &dyn Fn(&mut Coaching)| {
        let now = game.with_untracked(|g| g.coaching[team]);
        let mut wanted = now;
        change(&mut wanted);
        if wanted != now && wanted.is_valid() {
            dispatch.run(Action::SetCoaching {
                team,
                coaching: wanted,
            });
        }
    };
    // The next change shown: the coach's own choice, else the pick already made, else line 1
    // and pair 1.
    let chosen = RwSignal::new((None::<u8>, None::<u8>));
    let picked = move || game.with(|g| g.next_lines[team]);
    let line = move || {
        chosen
            .get()
            .0
            .unwrap_or_else(|| picked().map_or(0, |p| p.0))
    };
    let pair = move || {
        chosen
            .get()
            .1
            .unwrap_or_else(|| picked().map_or(0, |p| p.1))
    };
    let send = move |_| {
        let (line, pair) = untrack(|| (line(), pair()));
        chosen.set((None, None));
        dispatch.run(Action::NextLines { team, line, pair });
    };
    let goalie = move || {
        game.with(|g| {
            let may = g.may_change_goalie(team);
            if g.pulled[team] {
                Some(view! {
                    <button data-testid=format!("return-goalie-{slug}") disabled=!may on:click=move |_| dispatch.run(Action::ReturnGoalie(team))>"Send the goalie back"</button>
                }.into_any())
            } else if may {
                Some(view! {
                    <button data-testid=format!("pull-goalie-{slug}") on:click=move |_| dispatch.run(Action::PullGoalie(team))>"Pull the goalie"</button>
                }.into_any())
            } else {
                None
            }
        })
    };
    view! {
        <Show when=open>
            <div class="coach-controls" data-testid=format!("coach-{slug}")>
                <div class="coach-row">
                    <label>
                        <span class="coach-label">"Forecheck"</span>
                        <select
                            data-testid=format!("forecheckers-{slug}")
                            disabled=move || !may_order()
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                    set(&|c| c.forecheckers = n);
                                }
                            }
                            prop:value=move || game.with(|g| g.coaching[team].forecheckers.to_string())
                        >
                            {(1..=3u8).map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>
                        <span class="coach-label">"Aggression"</span>
                        <select
                            data-testid=format!("aggressiveness-{slug}")
                            disabled=move || !may_order()
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<i8>() {
                                    set(&|c| c.aggressiveness = n);
                                }
                            }
                            prop:value=move || game.with(|g| g.coaching[team].aggressiveness.to_string())
                        >
                            {(-2..=2i8).map(|n| view! { <option value=n.to_string()>{format!("{n:+}")}</option> }).collect_view()}
                        </select>
                    </label>
                </div>
                <label class="check">
                    <input
                        type="checkbox"
                        data-testid=format!("freeze-{slug}")
                        disabled=move || !may_order()
                        prop:checked=move || game.with(|g| g.coaching[team].freeze_on_cross)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            set(&|c| c.freeze_on_cross = on);
                        }
                    />
                    "Freeze the puck on ✖"
                </label>
                <label class="coach-wide">
                    <span class="coach-label">"Wild cards (⁂)"</span>
                    <select
                        data-testid=format!("wild-plan-{slug}")
                        disabled=move || !may_order()
                        on:change=move |ev| {
                            let plan = match event_target_value(&ev).as_str() {
                                "dump" => WildCardPlan::DumpAndChase,
                                "possession" => WildCardPlan::PuckPossession,
                                _ => WildCardPlan::Choose,
                            };
                            set(&|c| c.wild_cards = plan);
                        }
                        prop:value=move || game.with(|g| match g.coaching[team].wild_cards {
                            WildCardPlan::Choose => "choose",
                            WildCardPlan::DumpAndChase => "dump",
                            WildCardPlan::PuckPossession => "possession",
                        })
                    >
                        <option value="choose">"I choose each time"</option>
                        <option value="dump">"Dump and chase"</option>
                        <option value="possession">"Puck possession"</option>
                    </select>
                </label>
                <label class="coach-wide">
                    <span class="coach-label">"Game plan (◘)"</span>
                    <select
                        data-testid=format!("game-plan-{slug}")
                        disabled=move || !may_plan()
                        on:change=move |ev| {
                            let zone = GoalieZone::parse(&event_target_value(&ev));
                            set(&|c| c.game_plan = zone);
                        }
                        prop:value=move || game.with(|g| g.coaching[team].game_plan.map(GoalieZone::name).unwrap_or_default())
                    >
                        <option value="">"No plan: the best zone for each shot"</option>
                        {game_plan_zones().map(|zone| view! { <option value=zone.clone()>{format!("Zone {zone}")}</option> }).collect_view()}
                    </select>
                </label>
                <p class="hint" data-testid=format!("orders-hint-{slug}")>{move || {
                    let plan = if may_plan() {
                        " The game plan is picked now, before the opening draw, for the whole game."
                    } else {
                        " The game plan was picked before the game and holds to the end."
                    };
                    let orders = if may_order() {
                        "Orders may change now, before the face-off."
                    } else {
                        "Orders change at a stoppage, before the face-off."
                    };
                    format!("{orders}{}", if game.with(|g| g.rules_version()) >= AUDIT_VERSION { plan } else { "" })
                }}</p>
                <div class="coach-row">
                    <label>
                        <span class="coach-label">"Line"</span>
                        <select
                            data-testid=format!("next-line-{slug}")
                            on:change=move |ev| {
                                let l = event_target_value(&ev).parse().ok();
                                chosen.update(|c| c.0 = l);
                            }
                            prop:value=move || line().to_string()
                        >
                            {(0..lines).map(|i| view! { <option value=i.to_string()>{format!("Line {}", i + 1)}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>
                        <span class="coach-label">"Pair"</span>
                        <select
                            data-testid=format!("next-pair-{slug}")
                            on:change=move |ev| {
                                let p = event_target_value(&ev).parse().ok();
                                chosen.update(|c| c.1 = p);
                            }
                            prop:value=move || pair().to_string()
                        >
                            {(0..pairs).map(|i| view! { <option value=i.to_string()>{format!("Pair {}", i + 1)}</option> }).collect_view()}
                        </select>
                    </label>
                </div>
                <button
                    data-testid=format!("send-lines-{slug}")
                    disabled=move || picked() == Some((line(), pair()))
                    on:click=send
                >"Next lines"</button>
                {goalie}
            </div>
        </Show>
    }
}

// ----- the play-by-play and the box score -----

/// The play-by-play, newest first: every roll with its faces (`data-faces`, tray order) and
/// its number in the game (`data-roll`). With `on_pick`, a line can be clicked to jump there.
#[component]
fn RollLog(
    #[prop(into)] lines: Signal<Vec<LogLine>>,
    #[prop(optional)] on_pick: Option<Callback<usize>>,
    #[prop(optional, into)] current: Option<Signal<usize>>,
) -> impl IntoView {
    let clickable = on_pick.is_some();
    view! {
        <ol class="log fs-log" data-testid="log" aria-live="polite" reversed>
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
fn Panels(
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
    let log = match full_log {
        Some(all) => Signal::derive(move || all.clone()),
        None => Signal::derive(move || game.session(log_lines)),
    };
    let log_panel = match on_pick {
        Some(pick) => view! {
            <p class="hint">"Click a line to jump there."</p>
            <RollLog lines=log on_pick=pick current=current.unwrap_or_default() />
        }
        .into_any(),
        None => view! { <RollLog lines=log /> }.into_any(),
    };
    view! {
        <div class="panels">
            <section class="panel">
                <h2>"Play-by-play"</h2>
                {log_panel}
            </section>
            <BoxScorePanel box_score=box_score names=names.clone() regulation_periods=REGULATION_PERIODS>
                <PlayerBoxScore lines=lines names=names />
            </BoxScorePanel>
        </div>
    }
}

// ----- the replay page -----

fn replay_page(code: &str) -> Result<AnyView, RecordError> {
    let (record, full) = decode_for_replay::<FourthStreet>(code)?;
    Ok(view! { <FourthStreetReplay record=record full=full /> }.into_any())
}

#[component]
fn FourthStreetReplay(
    record: GameRecord<FourthStreet>,
    full: Session<FourthStreet>,
) -> impl IntoView {
    let cursor = ReplayCursor::new(record, &full);
    let (total, step, at_step) = (cursor.total, cursor.step, cursor.at_step);
    let jump = move |k: usize| cursor.jump(k);
    let game = GameView(at_step.read_only());
    let continue_here = move |_: ()| cursor.continue_here(saved_game);
    let full_log = log_lines(&full);
    let no_roll = Callback::new(|_: ()| {});
    view! {
        <div class="table sim fourth-street replay" data-testid="replay">
            <ReplayBar
                step=step
                total=total
                on_jump=Callback::new(jump)
                finished=Signal::derive(move || at_step.with(|s| s.state.outcome().is_some()))
                on_continue=Callback::new(continue_here)
            />
            <Scoreboard game=game />
            <p class="rules-played hint" data-testid="fs-rules">{move || game.with(|g| g.rules_summary())}</p>
            <FinalBanner game=game />
            <div class="sim-main">
                <TeamPanel game=game team=Team::Home dispatch=None />
                <div class="sim-centre">
                    <div class="fs-play">
                        <Board game=game on_roll=None />
                        <Tray game=game can_roll=false on_roll=no_roll />
                    </div>
                </div>
                <TeamPanel game=game team=Team::Away dispatch=None />
            </div>
            <Panels game=game on_pick=Callback::new(jump) current=Signal::derive(move || step.get()) full_log=full_log />
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::rink_board::{TOKEN_R, token_layout};

    /// Every position of two computer-managed games: the board draws each skater where no
    /// other token covers him, and the save's summary reads.
    #[test]
    fn the_board_never_hides_a_token() {
        for seed in 0..2 {
            let mut session = Session::<FourthStreet>::new(Options::default(), seed);
            let mut positions = 0;
            while session.state.outcome().is_none() {
                let action = session.state.computer_choice().unwrap_or(Action::Roll);
                session.apply(action).unwrap();
                let tokens: Vec<Token> = session
                    .state
                    .tokens()
                    .into_iter()
                    .map(|t| Token {
                        team: t.team,
                        number: t.slot,
                        area: t.area,
                        has_puck: t.has_puck,
                    })
                    .collect();
                let spots = token_layout(&tokens);
                for (i, a) in spots.iter().enumerate() {
                    for b in &spots[i + 1..] {
                        assert!(
                            (a.0 - b.0).hypot(a.1 - b.1) >= 2.0 * TOKEN_R,
                            "seed {seed}: tokens at {a:?} and {b:?} overlap ({:?})",
                            session.state.step
                        );
                    }
                }
                positions += 1;
            }
            assert!(positions > 200);
            let s = summary(&session.state);
            assert!(s.period.starts_with("Final"), "{}", s.period);
            assert!(s.teams.contains("(computer) vs "), "{}", s.teams);
        }
    }
}
