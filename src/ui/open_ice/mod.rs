//! Open Ice in the app: the new-game page (teams, coaches, rule options), the sim table on the
//! play page (saved after every step) and the replay a share link opens. All of it, with the
//! engine and the league, lives in the `open_ice` chunk.

use crate::engine::{Game, GameRecord, Session, Team, Viewer};
use crate::games::open_ice::deck::{self, Entry, Zone};
use crate::games::open_ice::{
    Action, Coach, Event, OpenIce, REGULATION_PERIODS, SkaterStatus, named_players,
};
use crate::storage::{SavedGame, StorageProblem};
use crate::ui::base::chunk::{ChunkFailed, PageBuilder, chunk_entry};
use crate::ui::season::season_page;
use crate::ui::sim::setup_page;
use crate::ui::sim::{
    FinalBanner, GamePanels, IcePanel, RunControls, RunWords, SimReplayTop, SimTable, TableTop,
    TeamHeading, final_shown,
};
use crate::ui::sim::{PageNames, SimPage, saved_game, team_slug};
use crate::ui::widgets::opening::open_page;
use crate::ui::widgets::replay::ReplayCursor;
use leptos::prelude::*;
use leptos::wasm_split::wasm_split;

chunk_entry!(open_ice, open_open_ice(open) => open_page::<OpenIce>(
    open,
    |save, session, held| view! { <OpenIcePlay save=save session=session held=held /> }.into_any(),
    |record, full| view! { <OpenIceReplay record=record full=full /> }.into_any(),
));
chunk_entry!(open_ice, open_open_ice_setup() => setup_page::<OpenIce>().into_any());
chunk_entry!(open_ice, open_open_ice_season(league: Option<u32>) => season_page::<OpenIce>(league).into_any());

/// The team builder page: it shows the cards a person's stat lines make, so it lives here.
#[wasm_split(open_ice, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn open_team_builder() -> Result<PageBuilder, ChunkFailed> {
    Ok(Box::new(|| {
        view! { <crate::ui::teams::TeamBuilder /> }.into_any()
    }))
}

// ----- the new-game page -----

impl SimPage for OpenIce {
    const PAGE: PageNames = PageNames::new("Open Ice", "oi", "open-ice", HOW_TO_PLAY);
    const RUN: RunWords = RunWords::new(true, "card", "Tap the ice, press Step, or press Space.");
    const SEASON_RULES_HINT: Option<&'static str> = Some(
        "The book goes to a shootout only in a tournament or championship game: a regular-season game tied after overtime ends tied unless you choose the shootout below, and a playoff game always goes to a shootout.",
    );

    fn setup_foot() -> Option<AnyView> {
        let link = view! {
            <p>
                <a class="button" href="#/teams" data-testid="open-team-builder">"Build a team from your own stat lines"</a>
            </p>
        };
        Some(link.into_any())
    }

    fn is_regular(line: &crate::league::SkaterLine, team_games: u32) -> bool {
        crate::games::open_ice::chart::is_regular(line, team_games)
    }
}

/// How the game plays, in our words, under the new-game page: one paragraph an item.
const HOW_TO_PLAY: &str = include_str!("help.txt");

// ----- the play page -----

#[component]
fn OpenIcePlay(
    save: SavedGame,
    session: Session<OpenIce>,
    held: Option<StorageProblem>,
) -> impl IntoView {
    let table = SimTable::open(&save, session, held, saved_game);
    let session = table.session;
    let game = Signal::derive(move || session.with(|s| s.state.view(Viewer::Everyone)));
    let log = Signal::derive(move || session.with(|s| s.describe_log()));
    let just_now = Signal::derive(move || session.with(last_step_lines));
    let card = Signal::derive(move || session.with(last_card));
    let involved = Signal::derive(move || session.with(last_involved));

    view! {
        <div class="table sim open-ice" data-testid="table">
            <TableTop table=table />
            <div class="sim-main">
                <LineUp game=game team=Team::Home involved=involved />
                <div class="sim-centre">
                    <Ice game=game card=card on_step=Some(table.on_step()) />
                    <p class="step-words" data-testid="step-words" aria-live="polite">
                        {move || just_now.get().join(" ")}
                    </p>
                    <CoachPanel game=game dispatch=table.dispatcher() />
                    <RunControls table=table />
                </div>
                <LineUp game=game team=Team::Away involved=involved />
            </div>
            <GamePanels game=game regulation_periods=REGULATION_PERIODS log=log />
        </div>
    }
}

/// The lines the last step wrote, for the words under the ice.
fn last_step_lines(s: &Session<OpenIce>) -> Vec<String> {
    let n = s.record.actions.len();
    s.log
        .iter()
        .filter(|l| l.after_actions == n)
        .map(|l| s.state.describe(&l.event))
        .collect()
}

/// The action card read last: its number, the team with the puck and the zone it was read in.
#[derive(Debug, Clone, Copy, PartialEq)]
struct CardRead {
    card: u8,
    team: Team,
    zone: Zone,
    entry: Entry,
    /// Read in the last step (not earlier, before a decision).
    fresh: bool,
}

fn last_card(s: &Session<OpenIce>) -> Option<CardRead> {
    let n = s.record.actions.len();
    s.log.iter().rev().find_map(|l| match l.event {
        Event::ActionCard {
            card,
            team,
            zone,
            entry,
        } => Some(CardRead {
            card,
            team,
            zone,
            entry,
            fresh: l.after_actions == n,
        }),
        _ => None,
    })
}

/// The players named in the last step.
fn last_involved(s: &Session<OpenIce>) -> Vec<(Team, u8)> {
    let n = s.record.actions.len();
    let events: Vec<Event> = s
        .log
        .iter()
        .filter(|l| l.after_actions == n)
        .map(|l| l.event.clone())
        .collect();
    named_players(&events)
}

/// The rink from left (home goal) to right (visitors' goal) with the puck in its zone, and the
/// card just read. Tapping it steps the game.
#[component]
fn Ice(
    #[prop(into)] game: Signal<OpenIce>,
    #[prop(into)] card: Signal<Option<CardRead>>,
    on_step: Option<Callback<()>>,
) -> impl IntoView {
    // Zones from the home team's view, left to right.
    let zones = [Zone::Defending, Zone::Middle, Zone::Attacking];
    let puck_words = move || {
        game.with(|g| {
            if g.period == 0 {
                return "The puck is dropped at centre ice to start the game.".to_string();
            }
            let zone = match g.zone_of(g.puck) {
                Zone::Attacking => "its attacking zone",
                Zone::Middle => "the middle zone",
                Zone::Defending => "its own zone",
            };
            format!("{} has the puck in {zone}.", g.team_name(g.puck))
        })
    };
    view! {
        <IcePanel class="ice-panel" on_tap=on_step tap_words="Tap to step">
            <div class="oi-rink" data-testid="rink">
                <span class="net home">{move || game.with(|g| g.charts.home.abbreviation.clone())}</span>
                {zones.into_iter().map(|zone| view! {
                    <div
                        class="oi-zone"
                        class:puck-here=move || game.with(|g| g.period > 0 && g.zone_of(Team::Home) == zone)
                        data-testid=format!("zone-{}", zone.letter())
                    >
                        <span class="zone-label">{match zone {
                            Zone::Defending => "Home end",
                            Zone::Middle => "Centre",
                            Zone::Attacking => "Visitors' end",
                        }}</span>
                        <Show when=move || game.with(|g| g.period > 0 && g.zone_of(Team::Home) == zone)>
                            <div class=move || format!("puck {}", game.with(|g| team_slug(g.puck))) data-testid="puck" role="img" aria-label="the puck"></div>
                        </Show>
                    </div>
                }).collect_view()}
                <span class="net away">{move || game.with(|g| g.charts.away.abbreviation.clone())}</span>
            </div>
            <p class="puck-words" data-testid="puck-words">{puck_words}</p>
            <CardPanel card=card game=game />
        </IcePanel>
    }
}

/// The action card: its number and its three readings, the one used highlighted.
#[component]
fn CardPanel(
    #[prop(into)] card: Signal<Option<CardRead>>,
    #[prop(into)] game: Signal<OpenIce>,
) -> impl IntoView {
    move || match card.get() {
        None => view! {
            <div class="action-card empty" data-testid="card-read">
                <span class="hint">"No action card turned up yet."</span>
            </div>
        }
        .into_any(),
        Some(read) => {
            let rows = [Zone::Attacking, Zone::Middle, Zone::Defending]
                .into_iter()
                .map(|zone| {
                    let used = zone == read.zone;
                    view! {
                        <li class:used=used data-testid=if used { "card-reading" } else { "card-other" }>
                            <span class="zone-letter">{zone.letter()}</span>
                            <span class="entry">{deck::entry(read.card, zone).code()}</span>
                        </li>
                    }
                })
                .collect_view();
            let team = game.with(|g| g.team_name(read.team).to_string());
            let zone_words = match read.zone {
                Zone::Attacking => "attacking zone",
                Zone::Middle => "middle zone",
                Zone::Defending => "own zone",
            };
            view! {
                <div class="action-card" class:stale=!read.fresh data-testid="card-read" data-card=read.card>
                    <span class="card-number">{read.card}</span>
                    <ul class="readings">{rows}</ul>
                    <p class="card-meaning">
                        {format!("{team}, {zone_words}: {}", entry_words(read.entry))}
                    </p>
                </div>
            }
            .into_any()
        }
    }
}

fn entry_words(entry: Entry) -> &'static str {
    match entry {
        Entry::PassForward => "a pass ahead one zone",
        Entry::PassWithin => "a pass within the zone",
        Entry::PassBack => "a pass back one zone",
        Entry::Control => "a battle for the puck",
        Entry::FaceOff => "the whistle: a face-off",
        Entry::Penalty => "a penalty check",
        Entry::Shot => "a shot",
    }
}

/// A team's roster as the sim sees it: the goalie in net, who is in the box or out, and the
/// players named in the last step.
#[component]
fn LineUp(
    #[prop(into)] game: Signal<OpenIce>,
    team: Team,
    #[prop(into)] involved: Signal<Vec<(Team, u8)>>,
) -> impl IntoView {
    let slug = team_slug(team);
    let skaters = move || {
        game.with(|g| {
            let chart = &g.charts[team];
            chart
                .skaters
                .iter()
                .enumerate()
                .map(|(i, row)| {
                    let i = i as u8;
                    let status = match g.skater_status(team, i) {
                        SkaterStatus::Available => String::new(),
                        SkaterStatus::InBox(kind) => format!("in the box ({})", kind.word()),
                        SkaterStatus::Misconduct => "misconduct".into(),
                        SkaterStatus::Injured => "injured".into(),
                        SkaterStatus::SatOut => "sits out the game".into(),
                    };
                    let b = g.players[team].skaters[usize::from(i)];
                    let line = if b.goals + b.assists + b.penalty_minutes > 0 {
                        format!("{}G {}A {}PIM", b.goals, b.assists, b.penalty_minutes)
                    } else {
                        String::new()
                    };
                    let named = involved.with(|v| v.contains(&(team, i)));
                    let out = !status.is_empty();
                    view! {
                        <li class:named=named class:out=out data-testid="lineup-skater">
                            <span class="pos">{row.position.code()}</span>
                            <span class="name">{row.name.clone()}</span>
                            <span class="status">{status}</span>
                            <span class="line">{line}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let goalies = move || {
        game.with(|g| {
            g.charts[team]
                .goalies
                .iter()
                .enumerate()
                .map(|(i, row)| {
                    let in_net = g.in_net[team] == i as u8;
                    let status = match (in_net, g.pulled[team]) {
                        (true, true) => "pulled for an extra attacker",
                        (true, false) => "in net",
                        _ => "",
                    };
                    view! {
                        <li class:in-net=in_net data-testid="lineup-goalie">
                            <span class="pos">"G"</span>
                            <span class="name">{row.name.clone()}</span>
                            <span class="status">{status}</span>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let name = Signal::derive(move || game.with(|g| g.team_name(team).to_string()));
    // The list scrolls on a short screen, so a keyboard must be able to reach it (WCAG 2.1.1).
    view! {
        <section
            class=format!("lineup {slug}")
            data-testid=format!("lineup-{slug}")
            tabindex="0"
            aria-label=move || format!("{} line-up", name.get())
        >
            <TeamHeading
                slug=slug
                name=name
                has_puck=Signal::derive(move || game.with(|g| g.period > 0 && g.puck == team && g.outcome().is_none()))
            />
            <ul class="roster">{skaters}{goalies}</ul>
        </section>
    }
}

/// The decisions open to the people coaching: shoot or hold, pull or return the goalie, and
/// the shootout shooters.
#[component]
fn CoachPanel(#[prop(into)] game: Signal<OpenIce>, dispatch: Callback<Action>) -> impl IntoView {
    let panel = move |team: Team| {
        let slug = team_slug(team);
        move || {
            game.with(|g| {
                if g.options().coaches[team] != Coach::Person || g.outcome().is_some() {
                    return None;
                }
                let legal = g.legal_actions(team);
                let name = g.team_name(team).to_string();
                let mut buttons = Vec::new();
                if legal.iter().any(|a| matches!(a, Action::Shoot { .. })) {
                    let empty = g.offered_empty_net(team);
                    buttons.push(view! {
                        <p class="decision">{format!("{name}: a chance to shoot{}. Shoot now or keep the puck?", if empty { " at an empty net" } else { "" })}</p>
                        <button class="primary" data-testid=format!("shoot-{slug}") on:click=move |_| dispatch.run(Action::Shoot { team, shoot: true })>"Shoot"</button>
                        <button data-testid=format!("hold-{slug}") on:click=move |_| dispatch.run(Action::Shoot { team, shoot: false })>"Keep the puck"</button>
                    }.into_any());
                }
                if legal.contains(&Action::PullGoalie(team)) {
                    buttons.push(view! {
                        <button data-testid=format!("pull-goalie-{slug}") on:click=move |_| dispatch.run(Action::PullGoalie(team))>{format!("Pull the {name} goalie")}</button>
                    }.into_any());
                }
                if legal.contains(&Action::ReturnGoalie(team)) {
                    buttons.push(view! {
                        <button data-testid=format!("return-goalie-{slug}") on:click=move |_| dispatch.run(Action::ReturnGoalie(team))>{format!("Send the {name} goalie back")}</button>
                    }.into_any());
                }
                if legal.contains(&Action::DrawShooters(team)) {
                    buttons.push(view! { <ShooterPicker game=game team=team dispatch=dispatch /> }.into_any());
                }
                if buttons.is_empty() {
                    None
                } else {
                    Some(view! {
                        <div class="coach-panel" data-testid=format!("coach-{slug}")>{buttons}</div>
                    })
                }
            })
        }
    };
    view! { {panel(Team::Home)} {panel(Team::Away)} }
}

#[component]
fn ShooterPicker(game: Signal<OpenIce>, team: Team, dispatch: Callback<Action>) -> impl IntoView {
    let slug = team_slug(team);
    let chosen = RwSignal::new(Vec::<u8>::new());
    let (options, name) = game.with_untracked(|g| {
        let options: Vec<(u8, String)> = g
            .shooters_by_pct(team)
            .into_iter()
            .map(|i| (i, g.shootout_shooter_label(team, i)))
            .collect();
        (options, g.team_name(team).to_string())
    });
    let needed = options.len().min(3);
    let toggle = move |i: u8| {
        chosen.update(|c| {
            if let Some(at) = c.iter().position(|&p| p == i) {
                c.remove(at);
            } else if c.len() < needed {
                c.push(i);
            }
        })
    };
    view! {
        <div class="shooter-picker" data-testid=format!("shooters-{slug}")>
            <p class="decision">{format!("{name}: choose three shooters for the shootout, in order, or draw them from the chart.")}</p>
            <ul>
                {options.into_iter().map(|(i, label)| view! {
                    <li>
                        <label>
                            <input
                                type="checkbox"
                                data-testid="shooter-option"
                                prop:checked=move || chosen.with(|c| c.contains(&i))
                                on:change=move |_| toggle(i)
                            />
                            {move || chosen.with(|c| c.iter().position(|&p| p == i).map(|n| format!("{}. ", n + 1)).unwrap_or_default())}
                            {label}
                        </label>
                    </li>
                }).collect_view()}
            </ul>
            <button
                class="primary"
                data-testid=format!("name-shooters-{slug}")
                disabled=move || chosen.with(|c| c.len() != needed)
                on:click=move |_| dispatch.run(Action::Shooters { team, players: chosen.get_untracked() })
            >"These three shoot"</button>
            <button data-testid=format!("draw-shooters-{slug}") on:click=move |_| dispatch.run(Action::DrawShooters(team))>"Draw them from the chart"</button>
        </div>
    }
}

// ----- the replay page -----

#[component]
fn OpenIceReplay(record: GameRecord<OpenIce>, full: Session<OpenIce>) -> impl IntoView {
    let cursor = ReplayCursor::new(record, &full);
    let (step, at_step) = (cursor.step, cursor.at_step);
    let jump = move |k: usize| cursor.jump(k);
    let game = Signal::derive(move || at_step.with(|s| s.state.view(Viewer::Everyone)));
    let card = Signal::derive(move || at_step.with(last_card));
    let involved = Signal::derive(move || at_step.with(last_involved));
    let just_now = Signal::derive(move || at_step.with(last_step_lines));
    let lines = full.describe_log();
    let log = Signal::derive(move || lines.clone());
    view! {
        <div class="table sim open-ice replay" data-testid="replay">
            <SimReplayTop cursor=cursor />
            <FinalBanner result=Signal::derive(move || game.with(final_shown)) />
            <div class="sim-main">
                <LineUp game=game team=Team::Home involved=involved />
                <div class="sim-centre">
                    <Ice game=game card=card on_step=None />
                    <p class="step-words" data-testid="step-words">{move || just_now.get().join(" ")}</p>
                </div>
                <LineUp game=game team=Team::Away involved=involved />
            </div>
            <GamePanels game=game regulation_periods=REGULATION_PERIODS log=log on_pick=Callback::new(jump) current=Signal::derive(move || step.get()) />
        </div>
    }
}
