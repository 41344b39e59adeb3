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

use crate::engine::{ByTeam, Game, Team};
use crate::games::fourth_street::cards::PuckAction;
use crate::games::fourth_street::play::{Action, Slot, Step, slot_name};
use crate::games::fourth_street::rules::{AUDIT_VERSION, FourthStreet, REGULATION_PERIODS};
use crate::games::fourth_street::state::{Coach, Coaching, GoalieZone, WildCardPlan};
use crate::games::fourth_street::table::{LogLine, latest_roll, log_lines};
use crate::games::sim::{Lineup, SimPlay, Units};
use crate::ui::base::chunk::chunk_entry;
use crate::ui::season::season_page;
use crate::ui::sim::{
    BenchPlayer, BenchSim, CountSelect, GoalieButton, LinePairSelects, LineupEditor, NextGroup,
    ReplayPanels, TeamColumnTop, shootout_pick,
};
use crate::ui::sim::{IcePanel, RunWords, SimPanels, SimTable};
use crate::ui::sim::{PageNames, SimPage, team_slug};
use crate::ui::sim::{bench_play, bench_replay, setup_page};
use crate::ui::widgets::dice_tray::{DiceTray, LatestRoll};
use crate::ui::widgets::opening::open_page;
use crate::ui::widgets::rink_board::{RinkBoard, Token};
use leptos::prelude::*;

chunk_entry!(fourth_street, open_fourth_street(open) => open_page::<FourthStreet>(open, bench_play::<FourthStreet>, bench_replay::<FourthStreet>));
chunk_entry!(fourth_street, open_fourth_street_setup() => setup_page::<FourthStreet>().into_any());
chunk_entry!(fourth_street, open_fourth_street_season() => season_page::<FourthStreet>().into_any());

type GameView = crate::ui::sim::GameView<FourthStreet>;

impl SimPage for FourthStreet {
    const PAGE: PageNames = PageNames::new("4th Street Hockey", "fs", "fourth-street", HELP);
    const RUN: RunWords = RunWords::new(false, "roll", ROLL_HINT);
    // Measured by realism_fourth_street over 400 league games: 8 of 8 bands on the standard
    // timer, 1 of 8 on the basic game's (1.77 goals and 18.5 shots a team a game).
    const SEASON_RULES_HINT: Option<&'static str> = Some(
        "For season lines like the cards' own, choose the book's standard timer (12-second plays): the basic game's 20-second plays give about 60% of the shots and goals.",
    );

    fn is_regular(line: &crate::league::SkaterLine, team_games: u32) -> bool {
        crate::games::fourth_street::cards::is_regular(line, team_games)
    }
}

/// How the game plays, in our words, under the new-game page: one paragraph an item.
const HELP: &str = include_str!("help.txt");
const ROLL_HINT: &str = "Roll: the button, a tap on the dice or the rink, or Space.";

impl BenchSim for FourthStreet {
    fn open_shooters(&self, team: Team) -> Vec<(u8, u8, String)> {
        let open = self.shooters_open(team).into_iter();
        open.map(|p| {
            let card = self.skater(team, p);
            let (b, position) = (card.ratings.b, card.position.code());
            (p, b, format!("{} ({position}, breakaway {b})", card.name))
        })
        .collect()
    }

    fn puck_team(&self) -> Option<Team> {
        self.holder().map(|(team, _)| team)
    }

    fn goalie_text(&self, team: Team) -> String {
        FourthStreet::goalie_text(self, team)
    }

    fn shooter(team: Team, player: u8) -> Action {
        Action::Shooter { team, player }
    }

    fn centre(game: GameView, table: Option<SimTable<FourthStreet>>) -> AnyView {
        let Some(table) = table else {
            return view! {
                <div class="fs-play">
                    <Board game=game on_roll=None />
                    <Tray game=game can_roll=false on_roll=Callback::new(|_: ()| {}) />
                </div>
            }
            .into_any();
        };
        let (can_roll_now, running) = (table.can_step_now(), table.running);
        let can_roll = Signal::derive(move || can_roll_now.get() && !running.get());
        let on_roll = table.on_step();
        view! {
            <Decisions game=game dispatch=table.dispatcher() />
            <div class="fs-play">
                <Board game=game on_roll=Some(on_roll) />
                <Tray game=game can_roll=can_roll on_roll=on_roll />
            </div>
        }
        .into_any()
    }

    fn panels(game: GameView, replay: Option<ReplayPanels<FourthStreet>>) -> AnyView {
        match replay {
            None => view! { <Panels game=game /> }.into_any(),
            Some(ReplayPanels {
                full,
                on_pick,
                current,
            }) => {
                let full_log = log_lines(full);
                view! { <Panels game=game on_pick=on_pick current=current full_log=full_log /> }
                    .into_any()
            }
        }
    }

    fn team_panel(game: GameView, team: Team, dispatch: Option<Callback<Action>>) -> AnyView {
        view! { <TeamPanel game=game team=team dispatch=dispatch /> }.into_any()
    }

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
                Step::ShootoutShooter { .. } => shootout_pick(g, team, dispatch),
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
            <TeamColumnTop game=game team=team />
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
    let picked = move || game.with(|g| g.next_lines[team]);
    let group = NextGroup::new(move || picked().unwrap_or((0, 0)));
    let send = move |_| {
        let (line, pair) = group.chosen();
        group.clear();
        dispatch.run(Action::NextLines { team, line, pair });
    };
    // The coach's extra attacker for the next pull: none, the computer's pick.
    let extra = RwSignal::new(None::<u8>);
    let pull = move |chosen: Option<u8>| {
        let named = chosen.filter(|p| game.with_untracked(|g| g.extra_attackers(team).contains(p)));
        match named {
            Some(player) => Action::ExtraAttacker { team, player },
            None => Action::PullGoalie(team),
        }
    };
    view! {
        <Show when=open>
            <div class="coach-controls" data-testid=format!("coach-{slug}")>
                <div class="coach-row">
                    <CountSelect
                        label="Forecheck"
                        id=format!("forecheckers-{slug}")
                        most=3
                        word=|n| n.to_string()
                        value=Signal::derive(move || plan().len() as u8)
                        disabled=Signal::derive(move || !may_forecheck())
                        on_pick=Callback::new(move |n| send_forecheck((1..=n).collect()))
                    />
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
                <LinePairSelects slug=slug lines=lines pairs=pairs group=group />
                <button
                    data-testid=format!("send-lines-{slug}")
                    disabled=move || picked() == Some((group.line(), group.pair()))
                    on:click=send
                >"Next lines"</button>
                <GoalieButton
                    slug=slug
                    pulled=Signal::derive(move || game.with(|g| g.pulled[team]))
                    may_pull=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    may_return=Signal::derive(move || game.with(|g| g.may_change_goalie(team)))
                    on_pull=Callback::new(move |_| dispatch.run(pull(untrack(move || extra.get()))))
                    on_return=Callback::new(move |_| dispatch.run(Action::ReturnGoalie(team)))
                />
                <ExtraAttackerSelect game=game team=team extra=extra dispatch=dispatch />
                <PenaltyServerSelect game=game team=team dispatch=dispatch />
                <RecombineLines game=game team=team dispatch=dispatch />
            </div>
        </Show>
    }
}

/// The skaters a coach may send out for his goalie, by name and position.
fn extra_attacker_options(g: &FourthStreet, team: Team) -> Vec<(u8, String)> {
    let label = |p: u8| {
        let card = g.skater(team, p);
        format!("{} ({})", card.name, card.position.code())
    };
    g.extra_attackers(team)
        .into_iter()
        .map(|p| (p, label(p)))
        .collect()
}

/// Who goes on for the goalie (L138, A61): the computer's pick unless the coach names a man.
/// Pulled at a face-off, a new name sends him at once.
#[component]
fn ExtraAttackerSelect(
    game: GameView,
    team: Team,
    extra: RwSignal<Option<u8>>,
    dispatch: Callback<Action>,
) -> impl IntoView {
    let slug = team_slug(team);
    let options = Memo::new(move |_| game.with(|g| extra_attacker_options(g, team)));
    let pulled = move || game.with(|g| g.pulled[team]);
    let on_ice = move || game.with(|g| g.at(team, 6));
    move || {
        let shown = options.get();
        (!shown.is_empty()).then(|| {
            let current = if pulled() { on_ice() } else { extra.get() };
            view! {
                <label class="coach-wide">
                    <span class="coach-label">"Extra attacker"</span>
                    <select
                        data-testid=format!("extra-attacker-{slug}")
                        on:change=move |ev| {
                            let chosen = event_target_value(&ev).parse::<u8>().ok();
                            extra.set(chosen);
                            if let (Some(player), true) = (chosen, untrack(pulled)) {
                                dispatch.run(Action::ExtraAttacker { team, player });
                            }
                        }
                        prop:value=current.map(|p| p.to_string()).unwrap_or_default()
                    >
                        <option value="">"Best forward off the ice (the computer's pick)"</option>
                        {current.filter(|_| pulled()).map(|p| game.with_untracked(|g| {
                            let card = g.skater(team, p);
                            view! { <option value=p.to_string()>{format!("{} ({}), on now", card.name, card.position.code())}</option> }
                        }))}
                        {shown.into_iter().map(|(p, label)| view! { <option value=p.to_string()>{label}</option> }).collect_view()}
                    </select>
                </label>
            }
        })
    }
}

/// A goalie's or bench minor just called (A52): the coach names who serves it, from the
/// skaters on the ice at the call, before the face-off.
#[component]
fn PenaltyServerSelect(game: GameView, team: Team, dispatch: Callback<Action>) -> impl IntoView {
    let slug = team_slug(team);
    let state = Memo::new(move |_| {
        game.with(|g| {
            let (server, name) = g.penalty_server(team)?;
            let options: Vec<(u8, String)> = g
                .penalty_servers(team)
                .into_iter()
                .map(|p| {
                    let card = g.skater(team, p);
                    (p, format!("{} ({})", card.name, card.position.code()))
                })
                .collect();
            Some((server, name, options))
        })
    });
    move || {
        state.get().map(|(server, name, options)| {
            view! {
                <label class="coach-wide fs-decision" data-testid=format!("penalty-server-{slug}")>
                    <span class="coach-label">{format!("Serves the {}", name.to_lowercase())}</span>
                    <select
                        data-testid=format!("server-{slug}")
                        on:change=move |ev| {
                            if let Ok(player) = event_target_value(&ev).parse::<u8>() {
                                dispatch.run(Action::PenaltyServer { team, player });
                            }
                        }
                        prop:value=server.to_string()
                    >
                        {options.into_iter().map(|(p, label)| view! { <option value=p.to_string()>{label}</option> }).collect_view()}
                    </select>
                </label>
            }
        })
    }
}

/// New line combinations in play (L261): made now, they take the ice at the team's next
/// change. The editor opens closed, drawn again when the lines or the moment change.
#[component]
fn RecombineLines(game: GameView, team: Team, dispatch: Callback<Action>) -> impl IntoView {
    let slug = team_slug(team);
    let state = Memo::new(move |_| {
        game.with(|g| {
            let pending = g.pending_lineup[team].is_some();
            g.may_recombine().then(|| (g.lineup(team), pending))
        })
    });
    // The panel stays open, and its draft kept, while the game moves on: the editor is built
    // untracked, so only a new line-up (the memo above) builds it again.
    let open = RwSignal::new(false);
    move || {
        let (current, pending) = state.get()?;
        untrack(|| {
            game.session_untracked(|s| {
                let g = &s.state;
                let goalie = g.in_net[team];
                let goalies: Vec<BenchPlayer> = g
                    .bench_goalies(team)
                    .into_iter()
                    .filter(|p| p.index == goalie)
                    .collect();
                let summary = if pending {
                    "New lines: they go out at your next change"
                } else {
                    "Change line combinations"
                };
                let set = move |mut lineup: Lineup| {
                    lineup.goalie = goalie;
                    dispatch.run(Action::SetLineup { team, lineup });
                };
                Some(view! {
                    <details
                        class="coach-panel lines-panel"
                        data-testid=format!("lines-panel-{slug}")
                        prop:open=move || open.get()
                        on:toggle=move |ev| {
                            let shown = ev
                                .target()
                                .and_then(|t| js_sys::Reflect::get(&t, &"open".into()).ok())
                                .and_then(|v| v.as_bool())
                                .unwrap_or(false);
                            open.set(shown);
                        }
                    >
                        <summary class="decision">{summary}</summary>
                        // Its own test ids: the units editor may be open beside it.
                        <LineupEditor
                            slug=if team == Team::Home { "home-lines" } else { "away-lines" }
                            team_name=g.team_name(team).to_string()
                            skaters=g.bench_skaters(team)
                            goalies=goalies
                            computer=s.opening().bench_lineup(team)
                            current=current
                            on_set=Callback::new(set)
                        />
                    </details>
                })
            })
        })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Session;
    use crate::games::fourth_street::state::Options;
    use crate::games::sim::Decisions;
    use crate::ui::sim::summary;
    use crate::ui::widgets::rink_board::{TOKEN_R, token_layout};

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
