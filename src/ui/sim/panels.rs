//! The panels of a sim table: its top bar and run controls, the scoreboard, the play-by-play
//! with every player's line, the final banner with the three stars, a replay's top, the team
//! headings, the shootout shooter buttons and the ice.

use super::page::{RunWords, SimPage, saved_game, seat_word, team_slug};
use super::table::{ReadsGame, SimTable, Speed};
use crate::engine::clock::{PeriodKind, period_label};
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, Session, Team};
use crate::games::season::table_context;
use crate::games::sim::{
    Coach, PenaltyCall, PlayerLines, RunTo, Scoreboard, ScoringPlay, ShootoutLine, SimPlay, Star,
    three_stars,
};
use crate::ui::base::share_url;
use crate::ui::widgets::panels::{BoxScorePanel, PlayLog, ReplayBar, SharePanel};
use crate::ui::widgets::replay::ReplayCursor;
use leptos::prelude::*;

/// A sim game's play-by-play, team box score and every player's line.
#[component]
pub fn GamePanels<S: ReadsGame>(
    game: S,
    regulation_periods: u8,
    #[prop(into)] log: Signal<Vec<(usize, String)>>,
    #[prop(optional)] on_pick: Option<Callback<usize>>,
    #[prop(optional, into)] current: Option<Signal<usize>>,
) -> impl IntoView {
    let names = game.read_untracked(|g| ByTeam::from_fn(|t| g.abbreviation(t).to_string()));
    let box_score = Signal::derive(move || game.read(|g| g.box_score().clone()));
    let lines = Signal::derive(move || game.read(|g| g.player_lines()));
    let summaries = Signal::derive(move || game.read(Summaries::of));
    view! {
        <SimPanels names=names box_score=box_score lines=lines summaries=summaries regulation_periods=regulation_periods log=Some(log) on_pick=on_pick current=current />
    }
}

/// The top of a sim table: back to the lobby, who coaches, the rules played, the share button
/// and panel, the storage and rule problems, the scoreboard and the final result.
#[component]
pub fn TableTop<G>(table: SimTable<G>) -> impl IntoView
where
    G: SimPage,
    Session<G>: Send + Sync,
{
    let SimTable {
        session,
        storage_warning,
        rule_error,
        sharing,
        ..
    } = table;
    let share_link = Signal::derive(move || session.with(|s| share_url(&s.record.encode())));
    // A season's game at the table says which, and leads back to the season.
    let slug = G::ID.slug();
    let id = table.id();
    let (league, season) = crate::storage::season_with_table_game(slug, &id)
        .and_then(|(league, text)| Some((league, table_context::<G>(&text, &id)?)))
        .unzip();
    let season_href = league.map(|league| crate::ui::base::season_href(slug, league));
    let season_line = season.map(|c| {
        let names = session.with_untracked(|s| {
            crate::engine::ByTeam::from_fn(|t| s.state.abbreviation(t).to_string())
        });
        format!(
            "{} · {} · {} {}, {} {}",
            c.season, c.day, names.away, c.records.away, names.home, c.records.home
        )
    });
    view! {
        <nav class="table-bar">
            <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
            {season_href.clone().map(|href| view! {
                <a href=href class="button" data-testid="back-to-season">"← Season"</a>
            })}
            <span class="mode">{table.mode()}</span>
            <span class="rules-played hint" data-testid=format!("{}-rules", G::PAGE.prefix)>
                {session.with_untracked(|s| s.state.rules_summary())}
            </span>
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
        {season_line.map(|line| view! {
            <p class="season-context hint" data-testid="season-context">{line}</p>
        })}
        <SimScoreboard board=Memo::new(move |_| session.with(|s| s.state.scoreboard())) />
        <FinalBanner result=Signal::derive(move || session.with(|s| final_shown(&s.state))) season_href=season_href />
    }
}

/// Step (unless the randomiser view has its own button), and auto-play to a chosen moment at
/// a chosen speed, with Pause.
#[component]
pub fn RunControls<G>(table: SimTable<G>) -> impl IntoView
where
    G: SimPage,
    Session<G>: Send + Sync,
{
    let RunWords {
        step_button,
        unit,
        idle_hint,
    } = G::RUN;
    let SimTable {
        run_to,
        speed,
        running,
        ..
    } = table;
    let can_step = table.can_step_now();
    let waiting = table.waiting();
    let chances = table.chances();
    let over = table.over();
    view! {
        <div class="controls run-controls">
            {step_button.then(|| view! {
                <button
                    class="primary big"
                    data-testid="step"
                    disabled=move || running.get() || !can_step.get()
                    on:click=move |_| table.step()
                >"Step"</button>
            })}
            <Show
                when=move || running.get()
                fallback=move || view! {
                    <button
                        class:primary=!step_button
                        data-testid="autoplay"
                        disabled=move || !can_step.get()
                        on:click=move |_| table.start()
                    >"Auto-play"</button>
                }
            >
                <button class="primary" data-testid="pause" on:click=move |_| table.pause()>"Pause"</button>
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
                    if let Some(s) = Speed::from_slug(&event_target_value(&ev)) {
                        speed.set(s);
                    }
                } prop:value=move || speed.get().slug()>
                    {Speed::ALL.into_iter().map(|s| view! { <option value=s.slug()>{s.label(unit)}</option> }).collect_view()}
                </select>
            </label>
            <span class="hint" data-testid="run-hint">{move || {
                if over.get() {
                    "The game is over.".to_string()
                } else if waiting.get() {
                    "Your decision: choose above to go on.".to_string()
                } else if running.get() {
                    "Auto-playing. Pause (or Space) stops at once.".to_string()
                } else if let Some(words) = chances.get() {
                    format!("Your decision, if you want it: {words}. Step or Auto-play goes on without it.")
                } else {
                    idle_hint.to_string()
                }
            }}</span>
        </div>
        <Suggestions table=table />
    }
}

/// "Suggest" for each team a person coaches: what the computer manager would decide now, in
/// words, without doing it. A suggestion goes when the game moves on.
#[component]
fn Suggestions<G>(table: SimTable<G>) -> impl IntoView
where
    G: SimPlay + Send + Sync,
    Session<G>: Send + Sync,
{
    let game = table.game();
    let shown = RwSignal::new(None::<(Team, usize, String)>);
    let coached = Memo::new(move |_| {
        game.with(|g| {
            let coaches = g.coaches();
            let over = g.outcome().is_some();
            Team::BOTH
                .into_iter()
                .filter(|&t| !over && coaches[t] == Coach::Person)
                .collect::<Vec<_>>()
        })
    });
    let actions = move || game.session(|s| s.record.actions.len());
    move || {
        let teams = coached.get();
        let both = teams.len() > 1;
        (!teams.is_empty()).then(|| {
            let buttons = teams
                .into_iter()
                .map(|team| {
                    let slug = team_slug(team);
                    let words = if both {
                        format!(
                            "Suggest for {}",
                            game.with_untracked(|g| g.abbreviation(team).to_string())
                        )
                    } else {
                        "Suggest".to_string()
                    };
                    view! {
                        <button
                            data-testid=format!("suggest-{slug}")
                            on:click=move |_| {
                                let text = game.with_untracked(|g| g.suggestion(team));
                                shown.set(Some((team, actions(), text)));
                            }
                        >{words}</button>
                    }
                })
                .collect_view();
            view! {
                <div class="suggest">
                    {buttons}
                    <span role="status" data-testid="suggestion">{move || {
                        shown.get()
                            .filter(|(_, at, _)| *at == actions())
                            .map(|(_, _, text)| text)
                            .unwrap_or_default()
                    }}</span>
                </div>
            }
        })
    }
}

/// Every player who dressed, both teams: skaters' goals, assists, points, shots and penalty
/// minutes (and face-offs, where the sim counts them); goalies' shots against, saves, goals
/// against, save percentage and the goalie of record's decision.
#[component]
pub fn PlayerBoxScore(
    #[prop(into)] lines: Signal<PlayerLines>,
    names: ByTeam<String>,
) -> impl IntoView {
    let faceoffs_kept = move || lines.with(|l| l.skaters.iter().any(|s| s.faceoffs.is_some()));
    // Columns a sim keeps only where it can: left out, not shown as zeros.
    let plus_minus_kept = move || lines.with(|l| l.skaters.iter().any(|s| s.plus_minus.is_some()));
    let toi_kept = move || lines.with(|l| l.skaters.iter().any(|s| s.toi.is_some()));
    let team_tables = move |team: Team| {
        let name = names[team].clone();
        view! {
            <h3>{name}</h3>
            <table class="player-box" data-testid=format!("player-box-{}", if team == Team::Home { "home" } else { "away" })>
                <thead>
                    <tr>
                        <th scope="col">"Skater"</th><th>"G"</th><th>"A"</th><th>"P"</th><th>"S"</th><th>"PIM"</th>
                        {move || faceoffs_kept().then(|| view! { <th><abbr title="face-offs won-lost">"FO"</abbr></th> })}
                        {move || plus_minus_kept().then(|| view! { <th><abbr title="plus/minus: even-strength and short-handed goals for and against while on the ice">"+/-"</abbr></th> })}
                        {move || toi_kept().then(|| view! { <th><abbr title="time on ice">"TOI"</abbr></th> })}
                    </tr>
                </thead>
                <tbody>
                    {move || lines.with(|l| l.skaters.iter().filter(|s| s.team == team).map(|s| view! {
                        <tr data-testid="skater-line" data-plus-minus=s.plus_minus>
                            <th scope="row">{format!("{} {}", s.position, s.name)}</th>
                            <td>{s.goals}</td><td>{s.assists}</td><td>{s.points()}</td><td>{s.shots}</td><td>{s.penalty_minutes}</td>
                            {s.faceoffs.map(|(won, lost)| view! { <td data-testid="faceoffs">{format!("{won}-{lost}")}</td> })}
                            {s.plus_minus.map(|pm| view! { <td data-testid="plus-minus">{plus_minus_text(pm)}</td> })}
                            {s.toi.map(|t| view! { <td data-testid="toi">{crate::games::sim::clock_time(t)}</td> })}
                        </tr>
                    }).collect_view())}
                </tbody>
                <thead>
                    <tr><th scope="col">"Goalie"</th><th>"SA"</th><th>"SV"</th><th>"GA"</th><th colspan="2">"SV%"</th><th><abbr title="decision: win, loss, overtime loss">"Dec"</abbr></th></tr>
                </thead>
                <tbody>
                    {move || lines.with(|l| l.goalies.iter().filter(|g| g.team == team).map(|g| view! {
                        <tr data-testid="goalie-line" data-decision=g.decision.map(|d| d.code())>
                            <th scope="row">{g.name.clone()}</th>
                            <td>{g.shots_against}</td><td>{g.saves}</td><td>{g.goals_against}</td>
                            <td colspan="2">{g.save_pct_text().unwrap_or_else(|| "-".into())}</td>
                            <td data-testid="decision">{g.decision.map(|d| d.code()).unwrap_or("")}</td>
                        </tr>
                    }).collect_view())}
                </tbody>
            </table>
        }
    };
    view! {
        <details class="player-box-score" data-testid="player-box" open>
            <summary>"Players"</summary>
            {team_tables(Team::Home)}
            {team_tables(Team::Away)}
        </details>
    }
}

/// A game's scoring and penalty summaries, and whether the sim keeps a game clock for them.
#[derive(Debug, Clone, PartialEq)]
pub struct Summaries {
    pub scoring: Vec<ScoringPlay>,
    pub penalties: Vec<PenaltyCall>,
    pub shootout: Vec<ShootoutLine>,
    pub clock: bool,
}

impl Summaries {
    pub fn of<G: SimPlay>(g: &G) -> Summaries {
        Summaries {
            scoring: g.scoring_summary(),
            penalties: g.penalty_summary(),
            shootout: g.shootout_summary(),
            clock: g.keeps_clock(),
        }
    }
}

/// The scoring summary (each goal: period, time, team, scorer with his goals in the game,
/// assists, PP/SH/EN) and the penalty summary (period, time, team, player, minutes,
/// infraction), as a newspaper box prints them. Names are text, never markup.
#[component]
fn GameSummaries(
    #[prop(into)] summaries: Signal<Summaries>,
    names: ByTeam<String>,
    regulation_periods: u8,
) -> impl IntoView {
    let label = move |p: u8| period_label(p, regulation_periods, PeriodKind::Regulation);
    let names_for_goals = names.clone();
    let names_for_shootout = names.clone();
    let goals = move || {
        summaries.with(|s| {
            if s.scoring.is_empty() {
                return view! { <tr><td colspan="5" class="hint">"No goals yet."</td></tr> }
                    .into_any();
            }
            s.scoring
                .iter()
                .map(|g| {
                    let tags = g.tags.join(" ");
                    let assists = if g.assists.is_empty() {
                        "unassisted".to_string()
                    } else {
                        g.assists.join(", ")
                    };
                    view! {
                        <tr data-testid="scoring-play" data-period=g.period data-team=team_slug(g.team) data-tags=tags.clone()>
                            <td>{label(g.period)}</td>
                            <td>{g.time.clone().unwrap_or_default()}</td>
                            <td>{names_for_goals[g.team].clone()}</td>
                            <td>
                                <strong>{format!("{} ({})", g.scorer, g.scorer_goals)}</strong>
                                {(!tags.is_empty()).then(|| view! { <span class="goal-tags">{format!(" {tags}")}</span> })}
                            </td>
                            <td>{assists}</td>
                        </tr>
                    }
                })
                .collect_view()
                .into_any()
        })
    };
    let penalties = move || {
        summaries.with(|s| {
            if s.penalties.is_empty() {
                return view! { <tr><td colspan="5" class="hint">"No penalties yet."</td></tr> }
                    .into_any();
            }
            s.penalties
                .iter()
                .map(|p| {
                    view! {
                        <tr data-testid="penalty-call" data-period=p.period data-team=team_slug(p.team)>
                            <td>{label(p.period)}</td>
                            <td>{p.time.clone().unwrap_or_default()}</td>
                            <td>{names[p.team].clone()}</td>
                            <td>{p.player.clone()}</td>
                            <td>{format!("{} min{}", p.minutes, p.infraction.as_ref().map(|i| format!(", {i}")).unwrap_or_default())}</td>
                        </tr>
                    }
                })
                .collect_view()
                .into_any()
        })
    };
    // Issue 40: the shootout's attempts, round by round, once there is one.
    let shootout = move || {
        summaries.with(|s| {
            if s.shootout.is_empty() {
                return None;
            }
            let names = names_for_shootout.clone();
            let tally = Team::BOTH
                .map(|t| {
                    let taken = s.shootout.iter().filter(|a| a.team == t);
                    let goals = taken.clone().filter(|a| a.goal).count();
                    format!("{} {goals} of {}", names[t], taken.count())
                })
                .join(", ");
            let rows = s
                .shootout
                .iter()
                .map(|a| {
                    let result = if a.goal { "Goal" } else { "No goal" };
                    view! {
                        <tr data-testid="shootout-attempt" data-round=a.round data-team=team_slug(a.team) data-goal=if a.goal { "true" } else { "false" }>
                            <td>{a.round}</td>
                            <td>{names[a.team].clone()}</td>
                            <td>{a.shooter.clone()}</td>
                            <td>{a.goalie.clone()}</td>
                            <td>{result}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <details class="game-summary" open>
                    <summary>"Shootout"</summary>
                    <p data-testid="shootout-tally">{tally}</p>
                    <table class="summary" data-testid="shootout-summary">
                        <thead><tr><th scope="col">"Rd"</th><th scope="col">"Team"</th><th scope="col">"Shooter"</th><th scope="col">"Goalie"</th><th scope="col">"Result"</th></tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </details>
            })
        })
    };
    let no_clock = move || {
        summaries.with(|s| !s.clock).then(|| view! {
            <p class="hint" data-testid="no-clock">"This game keeps no game clock (its clock is the cards left in the period), so the summaries give no times."</p>
        })
    };
    view! {
        <details class="game-summary" open>
            <summary>"Scoring"</summary>
            <table class="summary" data-testid="scoring-summary">
                <thead><tr><th scope="col">"Per"</th><th scope="col">"Time"</th><th scope="col">"Team"</th><th scope="col">"Goal"</th><th scope="col">"Assists"</th></tr></thead>
                <tbody>{goals}</tbody>
            </table>
        </details>
        <details class="game-summary" open>
            <summary>"Penalties"</summary>
            <table class="summary" data-testid="penalty-summary">
                <thead><tr><th scope="col">"Per"</th><th scope="col">"Time"</th><th scope="col">"Team"</th><th scope="col">"Player"</th><th scope="col">"PIM"</th></tr></thead>
                <tbody>{penalties}</tbody>
            </table>
        </details>
        {shootout}
        {no_clock}
    }
}

/// Each team's power plays as x-for-y (power-play goals for power plays).
#[component]
fn PowerPlays(#[prop(into)] box_score: Signal<BoxScore>, names: ByTeam<String>) -> impl IntoView {
    let line = move |team: Team| {
        let name = names[team].clone();
        view! {
            <li data-testid="pp-line" data-team=team_slug(team)>
                {name}" "{move || box_score.with(|b| b.totals()[team].power_play_text())}
            </li>
        }
    };
    view! {
        <ul class="pp-lines">{line(Team::Home)}{line(Team::Away)}</ul>
    }
}

/// "+2", "0", "-1".
fn plus_minus_text(pm: i16) -> String {
    if pm > 0 {
        format!("+{pm}")
    } else {
        pm.to_string()
    }
}

/// The play-by-play beside the box score and every player's line. The log is `log` read as
/// plain lines, or `children` where the sim draws its own (4th Street's rolls); `on_pick`
/// makes it a replay's log, where a click on a line jumps there.
#[component]
pub fn SimPanels(
    names: ByTeam<String>,
    #[prop(into)] box_score: Signal<BoxScore>,
    #[prop(into)] lines: Signal<PlayerLines>,
    #[prop(into)] summaries: Signal<Summaries>,
    regulation_periods: u8,
    #[prop(default = None)] log: Option<Signal<Vec<(usize, String)>>>,
    #[prop(default = None)] on_pick: Option<Callback<usize>>,
    #[prop(default = None)] current: Option<Signal<usize>>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let plain_log = log.map(|log| match on_pick {
        Some(pick) => {
            view! { <PlayLog lines=log on_pick=pick current=current.unwrap_or_default() /> }
                .into_any()
        }
        None => view! { <PlayLog lines=log /> }.into_any(),
    });
    view! {
        <div class="panels">
            <section class="panel">
                <h2>"Play-by-play"</h2>
                {on_pick.is_some().then(|| view! { <p class="hint">"Click a line to jump there."</p> })}
                {plain_log}
                {children.map(|c| c())}
            </section>
            <BoxScorePanel box_score=box_score names=names.clone() regulation_periods=regulation_periods>
                <PowerPlays box_score=box_score names=names.clone() />
                <GameSummaries summaries=summaries names=names.clone() regulation_periods=regulation_periods />
                <PlayerBoxScore lines=lines names=names />
            </BoxScorePanel>
        </div>
    }
}

/// The scoreboard above a sim's table.
#[component]
pub fn SimScoreboard(#[prop(into)] board: Signal<Scoreboard>) -> impl IntoView {
    let team_block = move |team: Team| {
        let slug = team_slug(team);
        view! {
            <div class=format!("sb-team {slug}")>
                <span class="sb-name">{move || board.with(|b| b.names[team].clone())}</span>
                <span class="sb-seat">{move || board.with(|b| seat_word(b.coaches[team]))}</span>
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

/// What the final banner says: the result in words, the three stars and whose they are.
#[derive(Debug, Clone, PartialEq)]
pub struct FinalShown {
    text: String,
    stars: Vec<Star>,
    abbreviations: ByTeam<String>,
}

/// The final banner's words for a game that is over.
pub fn final_shown<G: SimPlay>(g: &G) -> Option<FinalShown> {
    let o = g.outcome()?;
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
    Some(FinalShown {
        text,
        stars: three_stars(&g.player_lines(), o.winner),
        abbreviations: ByTeam::from_fn(|t| g.abbreviation(t).to_string()),
    })
}

/// The result, the three stars and the way back to the lobby, once the game is over.
#[component]
pub fn FinalBanner(
    #[prop(into)] result: Signal<Option<FinalShown>>,
    /// A season game's way back to its season, offered first.
    #[prop(default = None)]
    season_href: Option<String>,
) -> impl IntoView {
    move || {
        result.get().map(|shown| {
            view! {
                <div class="final banner" data-testid="final-result" role="status">
                    <span><strong>"Final: "</strong>{shown.text}</span>
                    <ThreeStars stars=shown.stars names=shown.abbreviations />
                    {season_href.clone().map(|href| view! {
                        <a class="button primary" href=href data-testid="final-back-to-season">"Back to the season"</a>
                    })}
                    <a class="button" class:primary=season_href.is_none() href="#/">"Back to the lobby"</a>
                </div>
            }
        })
    }
}

#[component]
pub fn ThreeStars(stars: Vec<Star>, names: ByTeam<String>) -> impl IntoView {
    const TITLES: [&str; 3] = ["First star", "Second star", "Third star"];
    view! {
        <ol class="three-stars" data-testid="three-stars">
            {stars.into_iter().zip(TITLES).map(|(star, title)| view! {
                <li data-testid="star">
                    <span class="star-title">{title}</span>
                    <strong>{star.name}</strong>
                    <span>{format!(" ({}) {}", names[star.team], star.line)}</span>
                </li>
            }).collect_view()}
        </ol>
    }
}

/// A sim replay's top: the step bar (jump, continue from here) and the scoreboard.
#[component]
pub fn SimReplayTop<G>(cursor: ReplayCursor<G>) -> impl IntoView
where
    G: SimPage,
    G::Event: Send + Sync,
    G::Options: Send + Sync,
    G::Action: Send + Sync,
{
    let at_step = cursor.at_step;
    view! {
        <ReplayBar
            step=cursor.step
            total=cursor.total
            on_jump=Callback::new(move |k| cursor.jump(k))
            finished=Signal::derive(move || at_step.with(|s| s.state.outcome().is_some()))
            on_continue=Callback::new(move |_| cursor.continue_here(saved_game::<G>))
        />
        <SimScoreboard board=Memo::new(move |_| at_step.with(|s| s.state.scoreboard())) />
        <p class="rules-played hint" data-testid=format!("{}-rules", G::PAGE.prefix)>
            {move || at_step.with(|s| s.state.rules_summary())}
        </p>
    }
}

/// A team column's heading: its name, and whether it has the puck.
#[component]
pub fn TeamHeading(
    slug: &'static str,
    #[prop(into)] name: Signal<String>,
    #[prop(into)] has_puck: Signal<bool>,
) -> impl IntoView {
    view! {
        <h2>
            <span data-testid=format!("team-name-{slug}")>{name}</span>
            <Show when=move || has_puck.get()>
                <span class="has-puck" data-testid=format!("puck-{slug}")>" · has the puck"</span>
            </Show>
        </h2>
    }
}

/// A coached team's next shootout shooter: the best left in one tap, or any skater listed.
#[component]
pub fn ShooterButtons(
    slug: &'static str,
    /// The question, naming the team and the goalie faced.
    prompt: String,
    /// Each skater open to shoot with what he is picked by, in the order shown.
    shooters: Vec<(u8, String)>,
    best: u8,
    on_pick: Callback<u8>,
) -> impl IntoView {
    let buttons = shooters
        .into_iter()
        .map(|(p, label)| {
            view! {
                <button data-testid="shooter-option" data-player=p on:click=move |_| on_pick.run(p)>{label}</button>
            }
        })
        .collect_view();
    view! {
        <div class="coach-panel shooter-picker" data-testid=format!("shooters-{slug}")>
            <p class="decision">{prompt}</p>
            <button class="primary" data-testid=format!("best-shooter-{slug}") on:click=move |_| on_pick.run(best)>"The best shooter left"</button>
            <div class="shooter-list">{buttons}</div>
        </div>
    }
}

/// The ice in the middle of a sim table: with `on_tap`, a tap on it plays the next step.
#[component]
pub fn IcePanel(
    class: &'static str,
    on_tap: Option<Callback<()>>,
    /// What a tap does, as the panel's title ("Tap to step").
    tap_words: &'static str,
    children: Children,
) -> impl IntoView {
    view! {
        <div
            class=class
            class:steppable=on_tap.is_some()
            data-testid="ice"
            on:click=move |_| {
                if let Some(tap) = on_tap {
                    tap.run(());
                }
            }
            title=if on_tap.is_some() { tap_words } else { "" }
        >
            {children()}
        </div>
    }
}
