//! Inside the Crease in the app: the new-game page (teams, coaches, overtime and the optional
//! rules), the sim table on the play page (saved after every flip) and the replay a share link
//! opens. All of it, with the engine, lives in the `crease` chunk.
//!
//! The table lays the two teams out as the book does, six places a side (LW LD C RD RW G) with
//! the pawn on the player holding the puck, and shows the Fast Action Card just read front and
//! back with the parts it used lit. Each team's column holds its lines with the shifts used,
//! its penalty box and, for a team a person coaches, the coaching controls.

use crate::engine::{Game, Session, Team};
use crate::games::crease::{
    Action, Coach, Crease, Event, FacPart, Pending, Phy, REGULATION_PERIODS, Section, Slot,
    Strategy, clock_text, fac_faces, named_players, parts_read,
};
use crate::games::sim::{Lineup, Units};
use crate::ui::base::chunk::chunk_entry;
use crate::ui::season::season_page;
use crate::ui::sim::{
    BenchPlayer, BenchSim, CountSelect, GoalieButton, LinePairSelects, NextGroup, ReplayPanels,
    TeamColumnTop, shootout_pick,
};
use crate::ui::sim::{
    GamePanels, IcePanel, RatedSkater, RatingColumn, RunWords, SimTable, SlotRatings,
};
use crate::ui::sim::{PageNames, SimPage, team_slug};
use crate::ui::sim::{bench_play, bench_replay, setup_page};
use crate::ui::widgets::opening::open_page;
use leptos::prelude::*;

chunk_entry!(crease, open_crease(open) => open_page::<Crease>(open, bench_play::<Crease>, bench_replay::<Crease>));
chunk_entry!(crease, open_crease_setup() => setup_page::<Crease>().into_any());
chunk_entry!(crease, open_crease_season(league: Option<u32>) => season_page::<Crease>(league).into_any());

type GameView = crate::ui::sim::GameView<Crease>;

impl SimPage for Crease {
    const PAGE: PageNames = PageNames::new("Inside the Crease", "cr", "crease", HOW_TO_PLAY);
    const RUN: RunWords = RunWords::new(true, "card", "Tap the ice, press Step, or press Space.");

    fn is_regular(line: &crate::league::SkaterLine, team_games: u32) -> bool {
        crate::games::crease::cards::is_regular(line, team_games)
    }
}

/// How the game plays, in our words, under the new-game page: one paragraph an item.
const HOW_TO_PLAY: &str = include_str!("help.txt");

/// The Crease card's skater ratings (the book's letters), as the bench lists them.
const CREASE_RATINGS: [RatingColumn; 13] = [
    ("FO", "face-offs (centres)"),
    ("DEF", "defence"),
    ("PK", "defence when short-handed (PK DEF)"),
    ("TAKE", "takeaways"),
    ("HIT", "hitting"),
    ("PEN", "penalties"),
    ("BLK", "shot blocking"),
    ("LP", "loose pucks"),
    ("BRK", "breakaways"),
    ("AST", "assists"),
    ("SO", "shootout"),
    ("SHFT", "shifts a game"),
    ("INJ", "injury"),
];

/// What the Crease reads of a skater at each place: the centre's face-offs, the attackers'
/// assists and breakaways, the defence's DEF, hits and blocks, the penalty kill's PK DEF.
const CREASE_SLOTS: SlotRatings = SlotRatings {
    centre: &["FO", "AST", "BRK"],
    wing: &["AST", "BRK", "TAKE"],
    defence: &["DEF", "HIT", "BLK"],
    power_play: &["AST", "BRK", "LP"],
    penalty_kill: &["PK", "BLK", "TAKE"],
};

impl BenchSim for Crease {
    fn rating_columns() -> &'static [RatingColumn] {
        &CREASE_RATINGS
    }

    fn slot_ratings() -> &'static SlotRatings {
        &CREASE_SLOTS
    }

    fn skater_ratings(&self, team: Team) -> Vec<RatedSkater> {
        let cards = self.cards[team].skaters.iter().enumerate();
        cards
            .map(|(i, c)| {
                let some = |v: u8| Some(i16::from(v));
                RatedSkater {
                    index: i as u8,
                    name: c.name.clone(),
                    position: c.position.to_string(),
                    values: vec![
                        c.fo.map(i16::from),
                        some(c.def),
                        c.pk_def.map(i16::from),
                        some(c.take),
                        some(c.hit),
                        some(c.pen),
                        some(c.blk),
                        some(c.lp),
                        some(c.brk),
                        some(c.ast),
                        some(c.so),
                        some(c.shft),
                        some(c.inj),
                    ],
                }
            })
            .collect()
    }

    fn puck_team(&self) -> Option<Team> {
        self.pawn().map(|(team, _)| team)
    }

    fn goalie_text(&self, team: Team) -> String {
        let name = &self.goalie(team).name;
        if self.pulled[team] {
            format!("{name} (pulled)")
        } else {
            name.clone()
        }
    }

    fn open_shooters(&self, team: Team) -> Vec<(u8, u8, String)> {
        let goalie = self.goalie(team.other());
        let open = self.shooters_open(team).into_iter();
        open.map(|p| {
            let card = self.skater(team, p);
            let (so, position) = (card.so + goalie.so, card.position.code());
            (
                p,
                card.so,
                format!("{} ({position}, scores on {so} or less)", card.name),
            )
        })
        .collect()
    }

    fn shooter(team: Team, player: u8) -> Action {
        Action::Shooter { team, player }
    }

    fn team_panel(game: GameView, team: Team, dispatch: Option<Callback<Action>>) -> AnyView {
        view! { <TeamPanel game=game team=team dispatch=dispatch /> }.into_any()
    }

    fn centre(game: GameView, table: Option<SimTable<Crease>>) -> AnyView {
        let picker =
            table.map(|table| view! { <ShooterPicker game=game dispatch=table.dispatcher() /> });
        view! {
            {picker}
            <Rink game=game on_step=table.map(|table| table.on_step()) />
            <FacPanel game=game />
        }
        .into_any()
    }

    fn panels(game: GameView, replay: Option<ReplayPanels<Crease>>) -> AnyView {
        let Some(replay) = replay else {
            let log = Signal::derive(move || game.session(|s| s.describe_log()));
            return view! { <GamePanels game=game regulation_periods=REGULATION_PERIODS log=log /> }.into_any();
        };
        let lines = replay.full.describe_log();
        view! {
            <GamePanels game=game regulation_periods=REGULATION_PERIODS log=Signal::derive(move || lines.clone()) on_pick=replay.on_pick current=replay.current />
        }
        .into_any()
    }

    fn lines_open(&self) -> bool {
        self.before_opening_faceoff()
    }

    fn bench_skaters(&self, team: Team) -> Vec<BenchPlayer> {
        let skaters = self.cards[team].skaters.iter();
        let players = skaters.map(|s| (s.name.clone(), s.position.to_string()));
        BenchPlayer::list(players)
    }

    fn bench_goalies(&self, team: Team) -> Vec<BenchPlayer> {
        let goalies = self.cards[team].goalies.iter();
        BenchPlayer::list(goalies.map(|g| (g.name.clone(), "G".to_string())))
    }

    fn bench_lineup(&self, team: Team) -> Lineup {
        self.lineup(team)
    }

    fn set_lineup(team: Team, lineup: Lineup) -> Action {
        Action::SetLineup { team, lineup }
    }

    fn shootout_goalie_options(&self, team: Team) -> Vec<u8> {
        self.shootout_goalies(team)
    }

    fn goalie_in_net(&self, team: Team) -> u8 {
        self.in_net[team]
    }

    fn shootout_goalie_label(&self, team: Team, goalie: u8) -> String {
        let card = &self.cards[team].goalies[usize::from(goalie)];
        format!("{} (SO {})", card.name, card.so)
    }

    fn shootout_goalie(team: Team, goalie: u8) -> Action {
        Action::ShootoutGoalie { team, goalie }
    }

    fn shootout_goalie_hint() -> &'static str {
        "A lower SO rating saves more; pick the one in goal to keep him."
    }

    fn bench_units(&self, team: Team) -> Option<Units> {
        self.units_open().then(|| self.special_units(team))
    }

    fn units_go_now(&self, team: Team) -> bool {
        Crease::units_go_now(self, team)
    }

    fn set_units(team: Team, units: Units) -> Option<Action> {
        Some(Action::SpecialUnits { team, units })
    }

    fn may_keep_group(&self, team: Team) -> bool {
        Crease::may_keep_group(self, team)
    }

    fn keep_group(team: Team) -> Option<Action> {
        Some(Action::KeepGroup { team })
    }
}

// ----- reading the last step -----

/// The events of the last action that had any.
fn last_step_events(s: &Session<Crease>) -> Vec<Event> {
    let n = s.record.actions.len();
    let mut events: Vec<Event> = s
        .log
        .iter()
        .rev()
        .take_while(|l| l.after_actions == n)
        .map(|l| l.event.clone())
        .collect();
    events.reverse();
    events
}

/// The lines the last step wrote, for the words under the ice.
fn last_step_lines(s: &Session<Crease>) -> Vec<String> {
    last_step_events(s)
        .iter()
        .map(|e| s.state.describe(e))
        .collect()
}

/// The card turned last: its number, the section it was read in and the parts that used.
#[derive(Debug, Clone, PartialEq)]
struct FlipRead {
    card: u8,
    section: Section,
    parts: Vec<FacPart>,
    /// Turned in the last step (not before a coach's decision since).
    fresh: bool,
}

fn last_flip(s: &Session<Crease>) -> Option<FlipRead> {
    let n = s.record.actions.len();
    let at = s
        .log
        .iter()
        .rposition(|l| matches!(l.event, Event::Flip { .. }))?;
    let Event::Flip { card, section } = s.log[at].event else {
        return None;
    };
    let step = s.log[at].after_actions;
    // The events of that flip's step after the flip itself (a step turns one card).
    let events: Vec<Event> = s.log[at..]
        .iter()
        .take_while(|l| l.after_actions == step)
        .map(|l| l.event.clone())
        .collect();
    Some(FlipRead {
        card,
        section,
        parts: parts_read(section, &events),
        fresh: step == n,
    })
}

// ----- the scoreboard -----

// ----- the rink: six places a side -----

/// The two teams laid out as on the table, visitors above and home below, with the pawn on the
/// player holding the puck and the players named in the last step lit. Tapping it steps.
#[component]
fn Rink(game: GameView, on_step: Option<Callback<()>>) -> impl IntoView {
    let involved = Memo::new(move |_| game.session(|s| named_players(&last_step_events(s))));
    let row = move |team: Team| {
        let slug = team_slug(team);
        let cells = Slot::ALL
            .into_iter()
            .map(|slot| {
                let player = move || game.with(|g| g.at(team, slot));
                let goalie_slot = slot == Slot::G;
                let full_name = move || {
                    game.with(|g| match (goalie_slot, g.at(team, slot)) {
                        (true, None) if !g.pulled[team] => g.goalie(team).name.clone(),
                        (_, Some(p)) => g.skater(team, p).name.clone(),
                        (_, None) => "empty".to_string(),
                    })
                };
                // First name small above the last, so narrow places keep whole words.
                let first = move || {
                    let name = full_name();
                    name.rsplit_once(' ').map(|(f, _)| f.to_string()).unwrap_or_default()
                };
                let last = move || {
                    let name = full_name();
                    name.rsplit_once(' ').map(|(_, l)| l.to_string()).unwrap_or(name)
                };
                let note = move || {
                    game.with(|g| match (goalie_slot, g.at(team, slot)) {
                        (true, Some(_)) => "extra attacker".to_string(),
                        (true, None) if g.pulled[team] => "net empty".to_string(),
                        _ => String::new(),
                    })
                };
                let empty = move || {
                    game.with(|g| g.at(team, slot).is_none() && (!goalie_slot || g.pulled[team]))
                };
                let has_pawn = move || game.with(|g| g.pawn() == Some((team, slot)));
                let named = move || {
                    player().is_some_and(|p| involved.with(|v| v.contains(&(team, p))))
                };
                view! {
                    <div
                        class="cr-slot"
                        class:empty=empty
                        class:named=named
                        class:pawn-here=has_pawn
                        data-testid=format!("slot-{slug}-{}", slot.code())
                    >
                        <span class="cr-pos">{slot.code()}</span>
                        <span class="cr-name" data-testid="slot-name" title=full_name>
                            <span class="cr-first">{first}</span>
                            " "
                            <span class="cr-last">{last}</span>
                        </span>
                        <span class="cr-note">{note}</span>
                        <Show when=has_pawn>
                            <span class=format!("pawn {slug}") data-testid="pawn" role="img" aria-label="the puck"></span>
                        </Show>
                    </div>
                }
            })
            .collect_view();
        view! {
            <div class=format!("cr-row {slug}") data-testid=format!("rink-{slug}")>
                <span class="cr-team">{move || game.with(|g| g.cards[team].abbreviation.clone())}</span>
                {cells}
            </div>
        }
    };
    let just_now = move || game.session(|s| last_step_lines(s).join(" "));
    view! {
        <IcePanel class="ice-panel cr-ice" on_tap=on_step tap_words="Tap to step">
            <div class="cr-rink" data-testid="rink">
                {row(Team::Away)}
                {row(Team::Home)}
            </div>
            <p class="puck-words" data-testid="situation">{move || game.with(|g| g.situation())}</p>
            <p class="step-words" data-testid="step-words" aria-live="polite">{just_now}</p>
        </IcePanel>
    }
}

// ----- the Fast Action Card -----

/// The card turned last, front and back, with the parts read lit, and what the next flip reads.
#[component]
fn FacPanel(game: GameView) -> impl IntoView {
    let read = Memo::new(move |_| game.session(last_flip));
    let next = move || {
        game.with(|g| match g.next_section() {
            Some(section) => format!("Next flip reads: {}", section.label()),
            None => String::new(),
        })
    };
    let faces = move || match read.get() {
        None => view! {
            <p class="hint">"No card turned yet."</p>
        }
        .into_any(),
        Some(read) => {
            let faces = fac_faces(read.card, game.with_untracked(|g| g.reads_shot_note()));
            let side = |title: &'static str,
                        id: &'static str,
                        lines: Vec<crate::games::crease::FacLine>| {
                let parts = read.parts.clone();
                view! {
                    <section class="fac-face" data-testid=id>
                        <h3>{title}</h3>
                        {lines.into_iter().map(|line| {
                            let lit = parts.contains(&line.part);
                            view! {
                                <div class="fac-line" class:read=lit data-testid="fac-line" data-part=line.part.slug()>
                                    <span class="fac-label">{line.label}</span>
                                    <span class="fac-text">{line.text}</span>
                                </div>
                            }
                        }).collect_view()}
                    </section>
                }
            };
            let burned = read.section == Section::Burn;
            view! {
                <div class="fac-head">
                    <span class="card-number" data-testid="fac-number">{read.card}</span>
                    <span class="fac-section" data-testid="fac-section">
                        {if burned { "Burned (not read)".to_string() } else { format!("Read for {}", read.section.label()) }}
                    </span>
                </div>
                <div class="fac-faces">
                    {side("Front", "fac-front", faces.front)}
                    {side("Back", "fac-back", faces.back)}
                </div>
            }
            .into_any()
        }
    };
    view! {
        <div
            class="fac"
            class:stale=move || read.with(|r| r.as_ref().is_some_and(|r| !r.fresh))
            data-testid="fac"
            data-card=move || read.with(|r| r.as_ref().map(|r| r.card.to_string()).unwrap_or_default())
        >
            {faces}
            <p class="fac-next hint" data-testid="next-section">{next}</p>
        </div>
    }
}

// ----- a team's column: lines, shifts, the box, and the coach's controls -----

#[component]
fn TeamPanel(game: GameView, team: Team, dispatch: Option<Callback<Action>>) -> impl IntoView {
    let slug = team_slug(team);
    let person = game.with_untracked(|g| g.options().coaches[team] == Coach::Person);
    let strategies = game.with_untracked(|g| g.options().strategies);
    let name = move |g: &Crease, p: u8| g.skater(team, p).name.clone();
    let player_row = move |p: u8| {
        view! {
            <li
                class="bench-player"
                class:out=move || game.with(|g| g.skater_status(team, p).is_out())
                class:on=move || game.with(|g| g.on_ice[team].contains(&Some(p)))
                data-testid="bench-player"
            >
                <span class="name">{move || game.with(|g| name(g, p))}</span>
                <span class="shifts" data-testid="shifts">{move || game.with(|g| {
                    format!("{}/{}", g.benches[team].shifts[usize::from(p)], g.skater(team, p).shft)
                })}</span>
                <span class="status">{move || game.with(|g| {
                    let status = g.skater_status(team, p);
                    if status.is_out() { status.words() } else { String::new() }
                })}</span>
            </li>
        }
    };
    // A coach's own line-up before the opening face-off redraws them.
    let forwards = Memo::new(move |_| game.with(|g| g.benches[team].forwards.clone()));
    let pairs = Memo::new(move |_| game.with(|g| g.benches[team].pairs.clone()));
    let next_pick = move |g: &Crease| match g.benches[team].next {
        Some(pick) => (pick, true),
        None => (g.next_in_stack(team), false),
    };
    let lines = move || {
        forwards
            .get()
            .iter()
            .enumerate()
            .map(|(i, line)| {
                let i = i as u8;
                let players = line.iter().map(|&p| player_row(p)).collect_view();
                view! {
                    <li
                        class="bench-group"
                        class:current=move || game.with(|g| g.benches[team].line == i)
                        class:next=move || game.with(|g| next_pick(g).0.0 == i)
                        data-testid="bench-line"
                    >
                        <span class="group-name">{format!("Line {}", i + 1)}</span>
                        <ul>{players}</ul>
                    </li>
                }
            })
            .collect_view()
    };
    let pair_rows = move || {
        pairs
            .get()
            .iter()
            .enumerate()
            .map(|(i, pair)| {
                let i = i as u8;
                let players = pair.iter().map(|&p| player_row(p)).collect_view();
                view! {
                    <li
                        class="bench-group"
                        class:current=move || game.with(|g| g.benches[team].pair == i)
                        class:next=move || game.with(|g| next_pick(g).0.1 == i)
                        data-testid="bench-pair"
                    >
                        <span class="group-name">{format!("Pair {}", i + 1)}</span>
                        <ul>{players}</ul>
                    </li>
                }
            })
            .collect_view()
    };
    let next_words = move || {
        game.with(|g| {
            let ((f, p), picked) = next_pick(g);
            format!(
                "Next change: line {}, pair {}{}",
                f + 1,
                p + 1,
                if picked {
                    " (the coach's pick)"
                } else {
                    " (by rotation)"
                }
            )
        })
    };
    let penalty_box = move || {
        game.with(|g| {
            g.in_box(team)
                .into_iter()
                .map(|entry| {
                    let who = match entry.player {
                        Some(p) => g.skater(team, p).name.clone(),
                        None => format!("{} (goalie's penalty)", g.goalie(team).name),
                    };
                    view! {
                        <li data-testid="box-entry">
                            {format!("{who}: {}, {} left", entry.kind.word(), clock_text(entry.left))}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let strategy_words = move || {
        game.with(|g| {
            let s = g.strategy[team];
            format!("Forecheck {} · physical play {}", s.fc, s.phy.word())
        })
    };
    let coach = match (person, dispatch) {
        (true, Some(dispatch)) => Some(view! {
            <CoachControls game=game team=team dispatch=dispatch strategies=strategies />
        }),
        _ => None,
    };
    view! {
        <section class=format!("lineup crease-team {slug}") data-testid=format!("team-{slug}")>
            <TeamColumnTop game=game team=team />
            <Show when=move || strategies>
                <p class="team-line" data-testid=format!("strategy-{slug}")>{strategy_words}</p>
            </Show>
            {coach}
            <div class="penalty-box">
                <h3>"Penalty box"</h3>
                <ul data-testid=format!("box-{slug}")>{penalty_box}</ul>
            </div>
            <p class="team-line next-change" data-testid=format!("next-change-{slug}")>{next_words}</p>
            <div class="bench" data-testid=format!("bench-{slug}")>
                <p class="hint">"Shifts played / SHFT"</p>
                <ul class="bench-groups">{lines}</ul>
                <ul class="bench-groups">{pair_rows}</ul>
            </div>
        </section>
    }
}

/// A person's coaching controls for one team: the next line and pair, the strategy card, and
/// the goalie.
#[component]
fn CoachControls(
    game: GameView,
    team: Team,
    dispatch: Callback<Action>,
    strategies: bool,
) -> impl IntoView {
    let slug = team_slug(team);
    let (forwards, pairs) = game.with_untracked(|g| {
        (
            g.benches[team].forwards.len() as u8,
            g.benches[team].pairs.len() as u8,
        )
    });
    // The group due next: the coach's last pick or the rotation's.
    let group = NextGroup::new(move || {
        game.with(|g| {
            g.benches[team]
                .next
                .unwrap_or_else(|| g.next_in_stack(team))
        })
    });
    let open = move || game.with(|g| g.outcome().is_none() && g.shootout.is_none());
    let may_send = move || {
        let (f, p) = (group.line(), group.pair());
        game.with(|g| g.may_send(team, f, p) && g.benches[team].next != Some((f, p)))
    };
    let send = move |_| {
        let (forwards, pair) = group.chosen();
        group.clear();
        dispatch.run(Action::NextLines {
            team,
            forwards,
            pair,
        })
    };
    let set_strategy = move |fc: Option<u8>, phy: Option<Phy>| {
        let now = game.with_untracked(|g| g.strategy[team]);
        let wanted = Strategy {
            fc: fc.unwrap_or(now.fc),
            phy: phy.unwrap_or(now.phy),
        };
        if wanted != now {
            dispatch.run(Action::SetStrategy {
                team,
                strategy: wanted,
            });
        }
    };
    let phy_slug = |phy: Phy| phy.word();
    // L311: the sixth skater, named from the last 80 seconds on.
    let extra_attacker = move || {
        game.with(|g| {
            if !g.pulled[team] && !g.may_pull_goalie(team) {
                return None;
            }
            let named = g.benches[team].extra_attacker;
            let options = g
                .lineup(team)
                .skaters()
                .map(|p| {
                    let card = g.skater(team, p);
                    let label = format!("{} ({})", card.name, card.position);
                    view! { <option value=p.to_string() selected=named == Some(p)>{label}</option> }
                })
                .collect_view();
            Some(view! {
                <label class="coach-row">
                    <span class="coach-label">"Extra attacker"</span>
                    <select
                        data-testid=format!("extra-attacker-{slug}")
                        on:change=move |ev| {
                            let player = event_target_value(&ev).parse().ok();
                            dispatch.run(Action::ExtraAttacker { team, player });
                        }
                    >
                        <option value="" selected=named.is_none()>"The first forward free"</option>
                        {options}
                    </select>
                </label>
            })
        })
    };
    view! {
        <Show when=open>
            <div class="coach-controls" data-testid=format!("coach-{slug}")>
                <LinePairSelects slug=slug lines=forwards pairs=pairs group=group />
                <button
                    data-testid=format!("send-lines-{slug}")
                    disabled=move || !may_send()
                    on:click=send
                >"Send them out next"</button>
                <p class="hint" data-testid=format!("lines-hint-{slug}")>{move || {
                    let (f, p) = (group.line(), group.pair());
                    game.with(|g| {
                        if g.benches[team].next == Some((f, p)) {
                            "They go out at the next change.".to_string()
                        } else if !g.may_send(team, f, p) {
                            "Not that group: it was just on, or a player has used his shifts.".to_string()
                        } else {
                            String::new()
                        }
                    })
                }}</p>
                <Show when=move || strategies>
                    <div class="coach-row">
                        <CountSelect
                            label="Forecheck"
                            id=format!("fc-{slug}")
                            most=3
                            word=|fc| format!("FC {fc}")
                            value=Signal::derive(move || game.with(|g| g.strategy[team].fc))
                            disabled=false
                            on_pick=Callback::new(move |fc| set_strategy(Some(fc), None))
                        />
                        <label>
                            <span class="coach-label">"Physical"</span>
                            <select
                                data-testid=format!("phy-{slug}")
                                on:change=move |ev| {
                                    let phy = match event_target_value(&ev).as_str() {
                                        "low" => Phy::Low,
                                        "high" => Phy::High,
                                        _ => Phy::Normal,
                                    };
                                    set_strategy(None, Some(phy));
                                }
                                prop:value=move || game.with(|g| phy_slug(g.strategy[team].phy).to_string())
                            >
                                <option value="low">"Low"</option>
                                <option value="normal">"Normal"</option>
                                <option value="high">"High"</option>
                            </select>
                        </label>
                    </div>
                </Show>
                {extra_attacker}
                <GoalieButton
                    slug=slug
                    pulled=Signal::derive(move || game.with(|g| g.pulled[team]))
                    may_pull=Signal::derive(move || game.with(|g| g.may_pull_goalie(team)))
                    may_return=Signal::derive(|| true)
                    on_pull=Callback::new(move |_| dispatch.run(Action::PullGoalie(team)))
                    on_return=Callback::new(move |_| dispatch.run(Action::ReturnGoalie(team)))
                />
            </div>
        </Show>
    }
}

/// The shootout pick, when it is a person's team's turn: any skater who has not shot this
/// round, with his shootout rating.
#[component]
fn ShooterPicker(game: GameView, dispatch: Callback<Action>) -> impl IntoView {
    move || {
        game.with(|g| {
            let Pending::Shootout { team } = g.pending else {
                return None;
            };
            if g.outcome().is_some() || g.options().coaches[team] != Coach::Person {
                return None;
            }
            // Version 6: the home coach names his goalie before the visitors' first attempt.
            if g.shootout_goalie_due(Team::Home) {
                return None;
            }
            Some(shootout_pick(g, team, dispatch))
        })
    }
}
