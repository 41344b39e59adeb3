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

use super::bench::{BenchPlayer, BenchSim, BenchTable, GoalieButton, LinePairSelects};
use super::chunks::game_chunk;
use super::dice_tray::{DiceTray, LatestRoll};
use super::pages::ReplayCursor;
use super::rink_board::{RinkBoard, Token};
use super::sim::{
    FinalBanner, IcePanel, ShooterButtons, SimPanels, SimReplayTop, SimTable, TeamHeading,
    final_shown,
};
use super::sim_setup::{NewGameForm, RuleCheck, RuleChoice, SimSetup, saved_game, team_slug};
use crate::engine::{ByTeam, Game, GameRecord, Session, Team};
use crate::games::fourth_street::cards::PuckAction;
use crate::games::fourth_street::clock::Timer;
use crate::games::fourth_street::play::{Action, Slot, Step, slot_name};
use crate::games::fourth_street::rules::{AUDIT_VERSION, FourthStreet, REGULATION_PERIODS};
use crate::games::fourth_street::state::{
    Coach, Coaching, GoalieZone, Options, Overtime, WildCardPlan,
};
use crate::games::fourth_street::table::{LogLine, latest_roll, log_lines};
use crate::games::sim::{Lineup, SimPlay, Units};
use crate::storage::{SavedGame, StorageProblem};
use leptos::prelude::*;

game_chunk!(fourth_street, FourthStreet, open_fourth_street => FourthStreetPlay, FourthStreetReplay, open_fourth_street_setup => NewGame);

// ----- the new-game page -----

#[component]
fn NewGame() -> impl IntoView {
    let form = NewGameForm::new();
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
    let basic_lines = RwSignal::new(defaults.basic_lines);

    let start = form.starter::<FourthStreet>(move |teams, coaches| Options {
        teams,
        coaches,
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
        basic_lines: basic_lines.get_untracked(),
    });

    view! {
        <SimSetup form=form game="4th Street Hockey" prefix="fs" page="fs-setup" start_id="start-fourth-street" on_start=start how_to_play=HOW_TO_PLAY>
            <fieldset class="rules">
                <legend>"Timer and overtime"</legend>
                <RuleChoice label="Timer " signal=timer id="fs-timer" options=&[
                    ("basic", "Basic (the book's): 20- and 10-second plays; about 18 shots and 1.8 goals a team, as the book warns"),
                    ("standard", "Standard: 12-second plays, 6-second shots and face-offs; NHL-like totals, about 31 shots and 3 goals"),
                ] />
                <RuleChoice label="Tied after three periods " signal=overtime id="fs-overtime" options=&[
                    ("shootout", "Season game: 5:00 of sudden death, then a shootout"),
                    ("playoff", "Playoff game: 20:00 periods, five a side, until a goal"),
                    ("tie", "5:00 of sudden death, then the tie stands"),
                ] />
                <RuleChoice label="Overtime skaters " signal=skaters id="fs-ot-skaters" disabled=Signal::derive(move || overtime.get() == "playoff") options=&[
                    ("3", "3 on 3"),
                    ("4", "4 on 4"),
                    ("5", "5 on 5"),
                ] />
            </fieldset>
            <fieldset class="rules optional-rules">
                <legend>"Optional rules"</legend>
                <RuleCheck signal=goalie_passes id="fs-goalie-passes" text="Goalie passes (version 2.2): on a dump-in whose d6p is ⑥ or a short-handed icing, the goalie may pass the puck out" />
                <RuleCheck signal=hot_cold id="fs-hot-cold" text="Hot and cold goalies (version 2.3)" />
                <RuleCheck signal=no_blocks id="fs-no-blocks" text="No blocked shots (January 2009: more shots, for the basic timer)" />
                <RuleCheck signal=icing_races id="fs-icing-races" text="Icing races (May 2010)" />
                <RuleCheck signal=dump_in_races id="fs-dump-in-races" text="Dump-in races (May 2010)" />
                <RuleCheck signal=shooting_side id="fs-shooting-side" text="Shooting side (version 3): +1 on the strong side, -1 on the off side" />
                <RuleCheck signal=basic_lines id="fs-basic-lines" text="Basic lines (the book's basic game): three lines of five, each forward line with its pair, take turns 1-2-3; off, lines and pairs share the ice by the league's ice time" />
                <RuleCheck signal=three_on_three id="fs-three-on-three" text="House rule, not in the book: at 3 on 3 the d6p names the three skaters in pairs and every play is short, so fewer overtimes reach the shootout" />
            </fieldset>
        </SimSetup>
    }
}

/// How the game plays, in our words, under the new-game page: one paragraph an item.
const HOW_TO_PLAY: &str = include_str!("help/fourth_street.txt");

// ----- the play page -----

type GameView = super::sim::GameView<FourthStreet>;

#[component]
fn FourthStreetPlay(
    save: SavedGame,
    session: Session<FourthStreet>,
    held: Option<StorageProblem>,
) -> impl IntoView {
    let table = SimTable::open(&save, session, held, saved_game);
    let game = table.game();
    let can_roll_now = table.can_step_now();
    let running = table.running;
    let can_roll_tray = Signal::derive(move || can_roll_now.get() && !running.get());
    let on_roll = table.on_step();
    let dispatch = table.dispatcher();
    let rules = game.with_untracked(|g| g.rules_summary());

    view! {
        <BenchTable
            table=table
            class="fourth-street"
            rules=rules
            rules_id="fs-rules"
            step_button=false
            unit="roll"
            idle_hint="Roll: the button, a tap on the dice or the rink, or Space."
            home=view! { <TeamPanel game=game team=Team::Home dispatch=Some(dispatch) /> }.into_any()
            away=view! { <TeamPanel game=game team=Team::Away dispatch=Some(dispatch) /> }.into_any()
            panels=view! { <Panels game=game /> }.into_any()
        >
            <Decisions game=game dispatch=dispatch />
            <div class="fs-play">
                <Board game=game on_roll=Some(on_roll) />
                <Tray game=game can_roll=can_roll_tray on_roll=on_roll />
            </div>
        </BenchTable>
    }
}

/// The shared bench's view of a 4th Street game: lines before the opening draw (L210-279),
/// the shootout's goalie (L1933).
impl BenchSim for FourthStreet {
    fn lines_open(&self) -> bool {
        self.before_opening_faceoff()
    }

    fn bench_lineup(&self, team: Team) -> Lineup {
        self.lineup(team)
    }

    fn bench_goalies(&self, team: Team) -> Vec<BenchPlayer> {
        let goalies = self.sheet(team).goalies.iter();
        BenchPlayer::list(goalies.map(|g| (g.name.clone(), "G".to_string())))
    }

    fn bench_skaters(&self, team: Team) -> Vec<BenchPlayer> {
        let cards = self.sheet(team).skaters.iter();
        BenchPlayer::list(cards.map(|c| (c.name.clone(), c.position.to_string())))
    }

    fn goalie_in_net(&self, team: Team) -> u8 {
        self.in_net[team]
    }

    fn set_lineup(team: Team, lineup: Lineup) -> Action {
        Action::SetLineup { team, lineup }
    }

    fn shootout_goalie(team: Team, goalie: u8) -> Action {
        Action::ShootoutGoalie { team, goalie }
    }

    fn shootout_goalie_options(&self, team: Team) -> Vec<u8> {
        self.shootout_goalies(team)
    }

    fn shootout_goalie_label(&self, team: Team, goalie: u8) -> String {
        let card = &self.sheet(team).goalies[usize::from(goalie)];
        match card.season.save_pct() {
            Some(pct) => format!("{} ({pct:.3})", card.name),
            None => card.name.clone(),
        }
    }

    fn shootout_goalie_hint() -> &'static str {
        "His season's save percentage in brackets."
    }

    fn bench_units(&self, team: Team) -> Option<Units> {
        self.units_open().then(|| self.special_units(team))
    }

    fn set_units(team: Team, units: Units) -> Option<Action> {
        Some(Action::SpecialUnits { team, units })
    }

    fn units_go_now(&self, team: Team) -> bool {
        FourthStreet::units_go_now(self, team)
    }

    fn may_keep_group(&self, team: Team) -> bool {
        self.may_play_lines_on_special_teams(team)
    }

    fn keep_group(team: Team) -> Option<Action> {
        Some(Action::LinesOnSpecialTeams { team })
    }

    fn keep_group_words() -> &'static str {
        "Play my lines on special teams, no units"
    }

    fn lines_on_special_teams(&self, team: Team) -> bool {
        self.lines_on_special_teams[team]
    }
}

/// The forwards `team` sends in to forecheck: those its coach named, else the first so many.
fn forecheck_plan(g: &FourthStreet, team: Team) -> Vec<Slot> {
    g.forecheck_orders[team]
        .clone()
        .unwrap_or_else(|| (1..=g.coaching[team].forecheckers).collect())
}

// ----- the scoreboard -----

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
                    let shooters = open
                        .into_iter()
                        .map(|p| {
                            let card = g.skater(team, p);
                            let label = format!(
                                "{} ({}, breakaway {})",
                                card.name,
                                card.position.code(),
                                card.ratings.b
                            );
                            (p, label)
                        })
                        .collect();
                    let prompt = format!("{name}: who shoots next? {goalie} is in goal.");
                    let pick = move |player| dispatch.run(Action::Shooter { team, player });
                    view! {
                        <ShooterButtons slug=slug prompt=prompt shooters=shooters best=g.best_shooter(team) on_pick=Callback::new(pick) />
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
                                {p.has_puck.then(|| view! { <span class=format!("pawn {slug}") data-testid="pawn" role="img" aria-label="has the puck"></span> })}
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
            let forecheck = forecheck_plan(g, team);
            let who = match g.forecheck_orders[team] {
                Some(_) if !forecheck.is_empty() => {
                    let names: Vec<&str> = forecheck.iter().map(|&s| slot_name(s)).collect();
                    format!(" ({})", names.join(", "))
                }
                _ => String::new(),
            };
            format!(
                "Forecheckers {}{who} · aggressiveness {:+}{}{}{}",
                forecheck.len(),
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
            <TeamHeading
                slug=slug
                name=Signal::derive(move || game.with(|g| g.team_name(team).to_string()))
                has_puck=Signal::derive(move || game.with(|g| g.holder().is_some_and(|(t, _)| t == team)))
            />
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
    // Forecheckers move after a turnover, loose puck, stoppage or shot (L482-490).
    let may_forecheck = move || game.with(|g| g.may_place_forecheckers(team));
    let plan = move || game.with(|g| forecheck_plan(g, team));
    let send_forecheck = move |slots: Vec<Slot>| dispatch.run(Action::Forecheckers { team, slots });
    let toggle = move |slot: Slot| {
        let mut slots = untrack(plan);
        match slots.iter().position(|&s| s == slot) {
            Some(i) => {
                slots.remove(i);
            }
            None => {
                slots.push(slot);
                slots.sort_unstable();
            }
        }
        send_forecheck(slots);
    };
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
    view! {
        <Show when=open>
            <div class="coach-controls" data-testid=format!("coach-{slug}")>
                <div class="coach-row">
                    <label>
                        <span class="coach-label">"Forecheck"</span>
                        <select
                            data-testid=format!("forecheckers-{slug}")
                            disabled=move || !may_forecheck()
                            on:change=move |ev| {
                                if let Ok(n) = event_target_value(&ev).parse::<u8>() {
                                    send_forecheck((1..=n.min(3)).collect());
                                }
                            }
                            prop:value=move || plan().len().to_string()
                        >
                            {(0..=3u8).map(|n| view! { <option value=n.to_string()>{n}</option> }).collect_view()}
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
                <div class="forecheck-picks" role="group" aria-label="Who forechecks">
                    {(1..=3u8).map(|slot| view! {
                        <button
                            type="button"
                            data-testid=format!("forecheck-{slug}-{}", slot_name(slot))
                            disabled=move || !may_forecheck()
                            aria-pressed=move || if plan().contains(&slot) { "true" } else { "false" }
                            on:click=move |_| toggle(slot)
                        >{slot_name(slot)}</button>
                    }).collect_view()}
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
                        "Orders change at a stoppage, before the face-off; forecheckers also after a turnover, a loose puck or a shot."
                    };
                    format!("{orders}{}", if game.with(|g| g.rules_version()) >= AUDIT_VERSION { plan } else { "" })
                }}</p>
                <LinePairSelects
                    slug=slug
                    lines=lines
                    pairs=pairs
                    line=Signal::derive(line)
                    pair=Signal::derive(pair)
                    on_line=Callback::new(move |l| chosen.update(|c| c.0 = l))
                    on_pair=Callback::new(move |p| chosen.update(|c| c.1 = p))
                />
                <button
                    data-testid=format!("send-lines-{slug}")
                    disabled=move || picked() == Some((line(), pair()))
                    on:click=send
                >"Next lines"</button>
                <GoalieButton
                    slug=slug
                    pulled=Signal::derive(move || game.with(|g| g.pulled[team]))
                    may_pull=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    may_return=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    on_pull=Callback::new(move |_| dispatch.run(Action::PullGoalie(team)))
                    on_return=Callback::new(move |_| dispatch.run(Action::ReturnGoalie(team)))
                />
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
    let log_view = match on_pick {
        Some(pick) => {
            view! { <RollLog lines=log on_pick=pick current=current.unwrap_or_default() /> }
                .into_any()
        }
        None => view! { <RollLog lines=log /> }.into_any(),
    };
    view! {
        <SimPanels names=names box_score=box_score lines=lines regulation_periods=REGULATION_PERIODS on_pick=on_pick>
            {log_view}
        </SimPanels>
    }
}

// ----- the replay page -----

#[component]
fn FourthStreetReplay(
    record: GameRecord<FourthStreet>,
    full: Session<FourthStreet>,
) -> impl IntoView {
    let cursor = ReplayCursor::new(record, &full);
    let step = cursor.step;
    let jump = move |k: usize| cursor.jump(k);
    let game = GameView::of(cursor.at_step.read_only());
    let full_log = log_lines(&full);
    let no_roll = Callback::new(|_: ()| {});
    view! {
        <div class="table sim fourth-street replay" data-testid="replay">
            <SimReplayTop cursor=cursor />
            <p class="rules-played hint" data-testid="fs-rules">{move || game.with(|g| g.rules_summary())}</p>
            <FinalBanner result=Signal::derive(move || game.with(final_shown)) />
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
    use crate::games::sim::Decisions;
    use crate::ui::rink_board::{TOKEN_R, token_layout};
    use crate::ui::sim_setup::summary;

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
