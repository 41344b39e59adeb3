//! A season being played: the next games, the standings, the league leaders, each day's games
//! with their replays, the playoffs, and the files to take away.

use super::league::{file_name, league_history, next_season_control};
use super::new::import_season;
use super::state::*;
use super::team::team_page;
use crate::games::season::{
    ComputerCoaches, GoalieSeason, Playoffs, SeasonFile, SkaterSeason, Standing,
    computer_game_record, day_label, players_csv, standings, standings_csv, start_table_game,
};
use crate::storage::{self};
use crate::ui::sim::SimPage;
use crate::ui::widgets::panels::ConfirmDialog;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};
use std::time::Duration;

/// The season under way: progress and run controls, standings, leaders and files.
pub(super) fn season_view<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let total = move || {
        state.file.with(|f| {
            f.as_ref().map_or(0, |f| {
                f.plan.teams.len() * usize::from(f.plan.games_per_team) / 2
            })
        })
    };
    let played = move || {
        state
            .file
            .with(|f| f.as_ref().map_or(0, |f| f.results.len()))
    };
    // The season as a run: what is next, and the playoffs once drawn.
    let run = Memo::new(move |_| {
        state.file.with(|f| {
            let run = f.as_ref()?.run().ok()?;
            let playoffs = run.playoffs.clone();
            Some((run.games_played(), run.next_game().is_none(), playoffs))
        })
    });
    let all_played = move || run.with(|r| r.as_ref().map_or(0, |r| r.0));
    let finished = move || run.with(|r| r.as_ref().is_none_or(|r| r.1));
    let playoffs = move || run.with(|r| r.as_ref().and_then(|r| r.2.clone()));
    // A day: every team once in the season, every open series once in the playoffs.
    let games_a_day = move || match playoffs() {
        Some(p) => p.open_series().max(1),
        None => state
            .file
            .with(|f| f.as_ref().map_or(1, |f| (f.plan.teams.len() / 2).max(1))),
    };
    let start_run = move |to: usize| {
        state.target.set(to);
        if !state.running.get_untracked() {
            state.running.set(true);
            set_timeout(move || run_slice::<G>(state), Duration::from_millis(0));
        }
    };
    let days = RwSignal::new(7usize);
    let confirm_new = RwSignal::new(false);
    let chosen_team = RwSignal::new(None::<u8>);
    let names = move || {
        state.file.with(|f| {
            f.as_ref().map_or_else(Vec::new, |f| {
                f.plan
                    .teams
                    .iter()
                    .map(|t| t.team().abbreviation.clone())
                    .collect::<Vec<_>>()
            })
        })
    };
    let table = Memo::new(move |_| {
        state.file.with(|f| {
            f.as_ref()
                .map_or_else(Vec::new, |f| standings(f.plan.teams.len(), &f.results))
        })
    });
    let title = move || {
        state.file.with(|f| {
            f.as_ref()
                .map(|f| format!("{} · season {}", f.name, f.season_number()))
        })
    };
    view! {
        <h2 class="league-title" data-testid="league-title">{title}</h2>
        <section class="season-run" data-testid="season-run">
            <p class="season-progress-text" data-testid="season-progress-text">
                {move || {
                    let (done, all) = (played(), total());
                    let days = all / games_a_day().max(1);
                    let day = done / games_a_day().max(1);
                    let names = names();
                    let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
                    if finished() {
                        let champion = playoffs().and_then(|p| p.champion());
                        let won = champion.map(|c| format!(" {} won the playoffs.", name(c))).unwrap_or_default();
                        format!("Season over: all {all} games played.{won}")
                    } else if let Some(p) = playoffs() {
                        format!("Playoffs, round {} of {}: {} playoff games played.", p.rounds.len(), p.round_count(), all_played() - all)
                    } else {
                        format!("Day {} of {days}: {done} of {all} games played, {} to go.", day + 1, all - done)
                    }
                }}
            </p>
            <progress data-testid="season-progress" max=move || total().to_string() value=move || played().to_string() aria-label="Games played"></progress>
            <div class="controls run-controls">
                <button data-testid="season-day" disabled=move || state.running.get() || finished() on:click=move |_| start_run(all_played() + games_a_day())>"Play a day"</button>
                <label class="season-days">
                    "Days "
                    <input type="number" inputmode="numeric" min="1" max="200" data-testid="season-days" prop:value=move || days.get().to_string() on:input=move |ev| days.set(event_target_value(&ev).parse::<usize>().unwrap_or(1).clamp(1, 200)) />
                </label>
                <button data-testid="season-play-days" disabled=move || state.running.get() || finished() on:click=move |_| start_run(all_played() + days.get_untracked() * games_a_day())>{move || match days.get() { 1 => "Play 1 day".to_string(), n => format!("Play {n} days") }}</button>
                <button class="primary" data-testid="season-rest" disabled=move || state.running.get() || finished() on:click=move |_| start_run(usize::MAX)>"Play the rest"</button>
                <button data-testid="season-cancel" disabled=move || !state.running.get() on:click=move |_| state.running.set(false)>"Cancel"</button>
            </div>
            {next_season_control::<G>(state)}
            {computer_until::<G>(state)}
            {move || state.stop_reason.get().map(|words| view! { <p class="season-stop-reason" data-testid="season-stop-reason">{words}</p> })}
            {move || your_game::<G>(state)}
            <p class="hint" aria-live="polite" data-testid="season-status">
                {move || if state.running.get() { "Playing… Cancel stops at once; every game played so far is kept." } else { "" }}
            </p>
        </section>
        <StandingsTable table=table names=Signal::derive(names) chosen=chosen_team />
        {move || playoffs().map(|p| playoffs_view(&p, &names()))}
        {league_history(state)}
        {move || chosen_team.get().map(|team| team_page::<G>(state, team, chosen_team))}
        {move || state.file.with(|f| f.as_ref().map(|f| leaders_view(f, &names())))}
        {past_games::<G>(state, Signal::derive(names))}
        <section class="season-files" data-testid="season-files">
            <h2>"Files"</h2>
            {move || state.file.with(|f| f.as_ref().filter(|_| !state.running.get()).map(|f| {
                let names = names();
                let (skaters, goalies) = players_csv(&f.totals, &names);
                let standings = standings_csv(&table.get(), &names);
                view! {
                    <p class="season-downloads">
                        <a class="button" download=file_name(f, "standings.csv") href=data_url("text/csv", &standings) data-testid="export-standings">"Standings (CSV)"</a>
                        <a class="button" download=file_name(f, "skaters.csv") href=data_url("text/csv", &skaters) data-testid="export-skaters">"Skaters (CSV)"</a>
                        <a class="button" download=file_name(f, "goalies.csv") href=data_url("text/csv", &goalies) data-testid="export-goalies">"Goalies (CSV)"</a>
                        <a class="button" download=file_name(f, "season.json") href=data_url("application/json", &f.to_json()) data-testid="export-season">"The whole season (to open on another device)"</a>
                    </p>
                }
            }))}
            {import_season::<G>(state)}
            <button data-testid="new-season-button" disabled=move || state.running.get() on:click=move |_| confirm_new.set(true)>"Start this league over"</button>
            <Show when=move || confirm_new.get()>
                <ConfirmDialog
                    question="Start this league over? Its season and its history are deleted from this device (download the whole season first to keep them). The other leagues stay.".to_string()
                    yes_label="Delete and start again"
                    on_yes=Callback::new(move |_| {
                        confirm_new.set(false);
                        if state.read_only.get_untracked() {
                            return;
                        }
                        storage::delete_season(G::ID.slug(), state.league);
                        state.problem.set(None);
                        state.file.set(None);
                    })
                    on_no=Callback::new(move |_| confirm_new.set(false))
                />
            </Show>
        </section>
    }
}

/// For a season with a coached team: how long the computer coaches it (the runs play its
/// games without stopping until then), kept in the season file.
fn computer_until<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    // Drawn again only when the choice or the teams change, not at every game.
    let shown = Memo::new(move |_| {
        state.file.with(|f| {
            let f = f.as_ref()?;
            (!f.coached.is_empty()).then(|| (f.computer_coaches, f.coached.clone()))
        })
    });
    move || {
        let (until, coached) = shown.get()?;
        let (names, games_per_team) = state.file.with_untracked(|f| {
            let f = f.as_ref()?;
            let names: Vec<String> = f.plan.teams.iter().map(|t| t.team().name.clone()).collect();
            Some((names, f.plan.games_per_team))
        })?;
        // The day of the next game (0 the first), when the choice is made.
        let today = move || {
            state.file.with_untracked(|f| {
                let last = f
                    .as_ref()
                    .and_then(|f| f.playoff_results.last().or(f.results.last()));
                last.map_or(0, |r| r.day + 1)
            })
        };
        let others: Vec<(u8, String)> = (0..names.len() as u8)
            .filter(|i| !coached.contains(i))
            .map(|i| (i, names[usize::from(i)].clone()))
            .collect();
        let first_other = others.first().map_or(0, |o| o.0);
        let kind = match until {
            ComputerCoaches::Never => "never",
            ComputerCoaches::NextPlayoffGame => "playoffs",
            ComputerCoaches::Day(_) => "day",
            ComputerCoaches::Against(_) => "team",
            ComputerCoaches::SeasonEnd => "end",
        };
        let pick = move |ev| {
            let until = match event_target_value(&ev).as_str() {
                "playoffs" => ComputerCoaches::NextPlayoffGame,
                "day" => ComputerCoaches::Day((today() + 7).min(games_per_team.saturating_sub(1))),
                "team" => ComputerCoaches::Against(first_other),
                "end" => ComputerCoaches::SeasonEnd,
                _ => ComputerCoaches::Never,
            };
            state.stop_reason.set(None);
            set_computer_coaches(state, until);
        };
        let detail = match until {
            ComputerCoaches::Day(day) => Some(view! {
                <label>
                    " day "
                    <input type="number" inputmode="numeric" min="1" max=games_per_team.to_string() data-testid="season-until-day" prop:value=(day + 1).to_string() on:change=move |ev| {
                        let day = event_target_value(&ev).parse::<u16>().unwrap_or(1).clamp(1, games_per_team.max(1));
                        set_computer_coaches(state, ComputerCoaches::Day(day - 1));
                    } />
                </label>
            }.into_any()),
            ComputerCoaches::Against(team) => Some(view! {
                <select data-testid="season-until-team" aria-label="The team" prop:value=team.to_string() on:change=move |ev| {
                    if let Ok(team) = event_target_value(&ev).parse::<u8>() {
                        set_computer_coaches(state, ComputerCoaches::Against(team));
                    }
                }>
                    {others.iter().map(|(i, n)| view! { <option value=i.to_string() selected=*i == team>{n.clone()}</option> }).collect_view()}
                </select>
            }.into_any()),
            _ => None,
        };
        Some(view! {
            <div class="controls season-computer-until">
                <label>
                    "The computer coaches my team "
                    <select data-testid="season-computer-until" prop:value=kind on:change=pick>
                        <option value="never" selected=kind == "never">"in no game (stop before each)"</option>
                        <option value="playoffs" selected=kind == "playoffs">"until my next playoff game"</option>
                        <option value="day" selected=kind == "day">"until a day"</option>
                        <option value="team" selected=kind == "team">"until a game against…"</option>
                        <option value="end" selected=kind == "end">"to the end of the season"</option>
                    </select>
                </label>
                {detail}
            </div>
        }.into_any())
    }
}

/// The next game when it is a coached team's: play it at the table, or go back to it.
pub(super) fn your_game<G: SimPage>(state: SeasonState<G::Options>) -> Option<AnyView>
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    if state.running.get() {
        return None;
    }
    state.file.with(|file| {
        let file = file.as_ref()?;
        let run = file.run().ok()?;
        let stops = run.stop_before(&file.coached, file.computer_coaches, None).is_some();
        if !stops && file.at_table.is_none() {
            return None;
        }
        let game = run.next_game()?;
        let name = |i: u8| file.plan.teams[usize::from(i)].team().name.clone();
        let kind = if game.playoff { "Next, in the playoffs" } else { "Next" };
        let words = format!("{kind}: {} at {}. You coach this game.", name(game.teams.away), name(game.teams.home));
        let play = move |_| play_at_table::<G>(state);
        // The line-up the coach left at his last game starts this one, fitted to who is out.
        let kept = file.at_table.is_none()
            && file.lineups.iter().any(|k| k.team == game.teams.home || k.team == game.teams.away);
        let lineup = kept.then(|| {
            let changes = start_table_game::<G>(&file.plan, &run, &file.coached, &file.lineups)
                .map(|start| start.changes)
                .unwrap_or_default();
            let list = (!changes.is_empty()).then(|| view! {
                <ul class="lineup-changes" data-testid="lineup-changes">
                    {changes.into_iter().map(|c| view! { <li>{c}</li> }).collect_view()}
                </ul>
            });
            // A kept rotation alone keeps no lines.
            let lines = file.lineups.iter().any(|k| {
                (k.team == game.teams.home || k.team == game.teams.away) && !k.forwards.is_empty()
            });
            view! {
                {lines.then(|| view! { <p class="hint" data-testid="lineup-kept">"Your line-up from your last game at the table starts this one; the line-up editor's “As the computer would” gives the computer's."</p> })}
                {list}
            }
        });
        // Issue 40: each coached team's goalie rotation, set before the game goes to the table.
        let rotations = (file.at_table.is_none() && G::has_team_sheet())
            .then(|| rotation_panels(state, file, game.teams));
        let action = match &file.at_table {
            Some(table_game) => view! {
                <a class="button primary" href=format!("#/play/{}", table_game.save_id) data-testid="season-back-to-game">"Back to the game at the table"</a>
            }
            .into_any(),
            None => {
                let index = game.index;
                let hand_over = move |_| {
                    state.computer_plays.set(Some(index));
                    state.target.set(index + 1);
                    state.running.set(true);
                    set_timeout(move || run_slice::<G>(state), Duration::from_millis(0));
                };
                view! {
                    <button class="primary" data-testid="season-play-at-table" on:click=play>"Play it at the table"</button>
                    <button data-testid="season-computer-plays" on:click=hand_over>"Let the computer coach this one"</button>
                }
                .into_any()
            }
        };
        Some(view! {
            <div class="coach-panel season-your-game" data-testid="season-your-game">
                <p class="decision">{words}</p>
                {lineup}
                {rotations}
                {action}
                <p class="hint">"When the game ends, come back to this page: its result joins the season."</p>
            </div>
        }
        .into_any())
    })
}

/// The goalie rotation panel of each coached team in a game of `teams`: set, it is kept in
/// the season's kept line-ups and saved.
fn rotation_panels<O>(
    state: SeasonState<O>,
    file: &SeasonFile<O>,
    teams: crate::engine::ByTeam<u8>,
) -> impl IntoView + use<O>
where
    O: crate::games::sim::RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    use crate::engine::Team;
    use crate::games::season::{GoalieRotation, set_rotation};
    Team::BOTH
        .into_iter()
        .filter(|&side| file.coached.contains(&teams[side]))
        .map(|side| {
            let index = teams[side];
            let team = file.plan.teams[usize::from(index)].team();
            let goalies = team.at_position(crate::league::Position::Goalie);
            let starts: Vec<(String, u32)> = goalies
                .iter()
                .map(|p| (p.name.clone(), p.goalie_line().map_or(0, |l| l.starts)))
                .collect();
            let current = file
                .lineups
                .iter()
                .find(|k| k.team == index)
                .and_then(|k| k.rotation.clone());
            let set = move |rotation| {
                let Some(mut file) = state.file.get_untracked() else {
                    return;
                };
                set_rotation(&mut file.lineups, index, rotation);
                save(state, &file);
                state.file.set(Some(file));
            };
            view! {
                <crate::ui::sim::GoalieRotationPanel
                    slug=if side == Team::Home { "home" } else { "away" }
                    team_name=team.name.clone()
                    goalies=starts.iter().map(|(n, _)| n.clone()).collect()
                    current=current
                    suggested=GoalieRotation::suggested(&starts)
                    on_set=Callback::new(set)
                />
            }
        })
        .collect_view()
}

/// A file as a link's address, so a tap downloads it without a server.
pub(super) fn data_url(mime: &str, text: &str) -> String {
    format!(
        "data:{mime};charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    )
}

/// The standings: every team's line, best first.
#[component]
pub(super) fn StandingsTable(
    #[prop(into)] table: Signal<Vec<Standing>>,
    names: Signal<Vec<String>>,
    /// The team whose page is open.
    chosen: RwSignal<Option<u8>>,
) -> impl IntoView {
    let rows = move || {
        let names = names.get();
        table
            .get()
            .into_iter()
            .enumerate()
            .map(|(rank, s)| {
                let team = names.get(usize::from(s.team)).cloned().unwrap_or_default();
                let index = s.team;
                view! {
                    <tr data-testid="standings-row">
                        <td>{rank + 1}</td>
                        <th scope="row">
                            <button class="link-button" data-testid=format!("season-team-{team}") aria-pressed=move || (chosen.get() == Some(index)).to_string() on:click=move |_| chosen.set(Some(index)) title="The team's page">{team.clone()}</button>
                        </th>
                        <td>{s.games}</td>
                        <td>{s.wins}</td>
                        <td>{s.losses}</td>
                        <td>{s.ot_losses}</td>
                        <td>{s.ties}</td>
                        <td class="points">{s.points}</td>
                        <td>{s.goals_for}</td>
                        <td>{s.goals_against}</td>
                        <td>{s.streak.to_string()}</td>
                        <td>{s.last_ten_text()}</td>
                    </tr>
                }
            })
            .collect_view()
    };
    view! {
        <section class="standings" data-testid="standings" tabindex="0" aria-label="Standings">
            <h2>"Standings"</h2>
            <p class="hint">"Tap a team for its page."</p>
            <table class="box-score">
                <thead>
                    <tr>
                        <th scope="col">"#"</th>
                        <th scope="col">"Team"</th>
                        <th scope="col" title="Games played">"GP"</th>
                        <th scope="col" title="Wins">"W"</th>
                        <th scope="col" title="Losses in regulation">"L"</th>
                        <th scope="col" title="Losses in overtime or a shootout">"OTL"</th>
                        <th scope="col" title="Ties">"T"</th>
                        <th scope="col" title="Points">"PTS"</th>
                        <th scope="col" title="Goals for">"GF"</th>
                        <th scope="col" title="Goals against">"GA"</th>
                        <th scope="col">"Streak"</th>
                        <th scope="col">"Last 10"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </section>
    }
}

/// The league leaders: five in each skater stat, and the goalies who played a quarter of the
/// season at least.
pub(super) fn leaders_view<O>(file: &SeasonFile<O>, names: &[String]) -> impl IntoView + use<O> {
    let totals = &file.totals;
    let team = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
    // One list: its title, test id and rows ("Name (TEAM) figure").
    let list = |title: &'static str, id: &'static str, rows: Vec<String>| {
        view! {
            <div class="leader-list" data-testid=format!("leaders-{id}")>
                <h3>{title}</h3>
                <ol>{rows.into_iter().map(|row| view! { <li>{row}</li> }).collect_view()}</ol>
            </div>
        }
    };
    let skater_list = |title, id, stat: fn(&SkaterSeason) -> u16| {
        let leaders = totals.skater_leaders(stat, 5).into_iter();
        let rows = leaders.map(|s| format!("{} ({}) {}", s.name, team(s.team), stat(s)));
        list(title, id, rows.collect())
    };
    let min_games = (file.plan.games_per_team / 4).max(1);
    let goalie_list =
        |title, id, key: fn(&GoalieSeason) -> f64, shown: fn(&GoalieSeason) -> String| {
            let leaders = totals.goalie_leaders(key, min_games, 5).into_iter();
            let rows = leaders.map(|g| format!("{} ({}) {}", g.name, team(g.team), shown(g)));
            list(title, id, rows.collect())
        };
    view! {
        <section class="leaders" data-testid="leaders">
            <h2>"League leaders"</h2>
            <div class="leader-grid">
                {skater_list("Points", "points", |s| s.points())}
                {skater_list("Goals", "goals", |s| s.goals)}
                {skater_list("Assists", "assists", |s| s.assists)}
                {skater_list("Shots", "shots", |s| s.shots)}
                {skater_list("Penalty minutes", "pim", |s| s.penalty_minutes)}
                {goalie_list("Wins", "wins", |g| -f64::from(g.wins), |g| g.wins.to_string())}
                {goalie_list("Goals against a game", "gaa", |g| g.goals_against_average(), |g| format!("{:.2}", g.goals_against_average()))}
                {goalie_list("Save percentage", "svpct", |g| -g.save_pct(), |g| format!("{:.3}", g.save_pct()))}
                {goalie_list("Shutouts", "shutouts", |g| -f64::from(g.shutouts), |g| g.shutouts.to_string())}
            </div>
            <p class="hint">{format!("Goalies with {min_games} games or more. The sims keep no goalie's minutes: goals against a game count his share of his team's shots as his share of the game.")}</p>
        </section>
    }
}

/// The games of one day (the latest played unless another is chosen), each with its replay: the
/// computer's games are made again from the season's plan, a table game is its kept record.
pub(super) fn past_games<G: SimPage>(
    state: SeasonState<G::Options>,
    names: Signal<Vec<String>>,
) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let chosen_day = RwSignal::new(None::<u16>);
    let last_day = move || {
        state.file.with(|f| {
            let f = f.as_ref()?;
            f.playoff_results.last().or(f.results.last()).map(|r| r.day)
        })
    };
    // Days played, the latest first (playoff days only where games were played).
    let days = move || {
        state.file.with(|f| {
            let Some(f) = f.as_ref() else {
                return Vec::new();
            };
            let mut days: Vec<u16> = f
                .results
                .iter()
                .chain(&f.playoff_results)
                .map(|r| r.day)
                .collect();
            days.dedup();
            days.reverse();
            days.into_iter()
                .map(|d| (d, day_label(d, f.plan.games_per_team)))
                .collect::<Vec<_>>()
        })
    };
    let day = move || chosen_day.get().or_else(last_day);
    let open = move |index: usize| {
        let code = state.file.with_untracked(|f| {
            let f = f.as_ref()?;
            let run = f.run().ok()?;
            if let Some(record) = &run.all_results().nth(index)?.record {
                return Some(record.clone());
            }
            let result = run.all_results().nth(index)?;
            let record =
                computer_game_record::<G>(&f.plan, &run.past_game(index)?, &result.sat_out);
            Some(record.encode())
        });
        if let Some(code) = code {
            crate::ui::base::go(&format!("/replay/{code}"));
        }
    };
    let rows = move || {
        let Some(day) = day() else {
            return Vec::new();
        };
        let names = names.get();
        let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
        state.file.with(|f| {
            let Some(f) = f.as_ref() else {
                return Vec::new();
            };
            f.results
                .iter()
                .chain(&f.playoff_results)
                .enumerate()
                .filter(|(_, r)| r.day == day)
                .map(|(index, r)| {
                    let score = r.outcome.final_score;
                    let words = format!(
                        "{} {} at {} {}, {}",
                        name(r.teams.away),
                        score.away,
                        name(r.teams.home),
                        score.home,
                        crate::games::sim::final_label(r.outcome.decided_in),
                    );
                    let at_table = r.record.is_some().then_some(" · played at the table");
                    view! {
                        <li data-testid="season-game">
                            <span>{words}{at_table}</span>
                            <button data-testid="season-replay" on:click=move |_| open(index)>"Replay"</button>
                        </li>
                    }
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <section class="season-games" data-testid="season-games">
            <h2>"Games"</h2>
            {move || match last_day() {
                None => view! { <p class="hint">"No game played yet."</p> }.into_any(),
                Some(last) => view! {
                    <label>
                        "Games of "
                        <select data-testid="season-day-select" on:change=move |ev| chosen_day.set(event_target_value(&ev).parse().ok()) prop:value=move || day().unwrap_or(last).to_string()>
                            {days().into_iter().map(|(d, label)| view! { <option value=d.to_string()>{label}</option> }).collect_view()}
                        </select>
                    </label>
                }.into_any(),
            }}
            <ul class="season-game-list">{rows}</ul>
            <p class="hint">"A replay's address is its share link."</p>
        </section>
    }
}

/// The playoffs: each round's series with their wins, the winners marked, and the champion.
pub(super) fn playoffs_view(playoffs: &Playoffs, names: &[String]) -> impl IntoView + use<> {
    let name = |i: u8| names.get(usize::from(i)).cloned().unwrap_or_default();
    let rounds = playoffs
        .rounds
        .iter()
        .enumerate()
        .map(|(r, round)| {
            let title = if r + 1 == playoffs.round_count() {
                "Final".to_string()
            } else {
                format!("Round {}", r + 1)
            };
            let series = round
                .iter()
                .map(|s| {
                    let winner = playoffs.series_winner(s);
                    let words = format!("{} {} – {} {}", name(s.teams.0), s.wins.0, s.wins.1, name(s.teams.1));
                    let result = match winner {
                        Some(w) => format!(": {} wins", name(w)),
                        None => String::new(),
                    };
                    view! { <li data-testid="playoff-series" class:decided=winner.is_some()>{words}{result}</li> }
                })
                .collect_view();
            view! {
                <div class="playoff-round">
                    <h3>{title}</h3>
                    <ul>{series}</ul>
                </div>
            }
        })
        .collect_view();
    let champion = playoffs.champion().map(|c| {
        view! { <p class="champion" data-testid="playoff-champion">{format!("Champions: {}", name(c))}</p> }
    });
    view! {
        <section class="playoffs" data-testid="playoffs">
            <h2>"Playoffs"</h2>
            <p class="hint">"Best of seven, the higher seed at home in games 1, 2, 5 and 7; playoff games can't end tied."</p>
            <div class="playoff-rounds">{rounds}</div>
            {champion}
        </section>
    }
}
