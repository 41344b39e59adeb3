//! A season of a sim: a new season's length, coached teams and rules, then the computer managers
//! play the other games in slices (the page keeps drawing between them, and Cancel stops at
//! once with every finished game kept), a coached team's games at the table (a normal saved
//! game whose result the page takes back when it has ended), the standings and the league
//! leaders, saved after every slice, and the files to take away or bring back. It lives in the
//! sim's chunk, generic over the sim.
//!
//! Also each day's games with their replays, and a team's page: its points through the season
//! beside the league's, and each player's season line beside the line his card was built from.
//!
//! The playoffs follow when the season asks for them: series drawn from the final standings,
//! played the same way.
//!
//! A player hurt past a game misses his team's next games (Open Ice's injuries of "this game and
//! n more"), and a coach can rest one of his players for the next game; the team page says who
//! is out and for how long.
//!
//! A season's teams are the league's and any of the person's own teams from the team builder.

use crate::games::season::{
    Absence, GoalieSeason, Played, Playoffs, SeasonFile, SeasonPlan, SkaterSeason, Standing,
    TableGame, WITHIN, Why, balanced_schedule, computer_game_record, honesty, hurt_in, players_csv,
    points_by_game, skater_checks, source_line, standings, standings_csv, table_session,
};
use crate::games::sim::RuleOptions;
use crate::storage::{self, StorageProblem};
use crate::ui::sim::TeamChoice;
use crate::ui::sim::{PageNames, SimPage, rule_form};
use crate::ui::widgets::panels::ConfirmDialog;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};
use std::time::Duration;

/// How long one slice of simulation may hold the page before it draws again.
const SLICE_MS: f64 = 25.0;

/// The season lengths offered, in games a team.
const LENGTHS: [(u16, &str); 5] = [
    (82, "82 games a team (a full NHL season)"),
    (40, "40 games a team"),
    (20, "20 games a team"),
    (10, "10 games a team"),
    (4, "4 games a team (a quick look)"),
];

/// The longest season offered, in games a team.
const MAX_GAMES_A_TEAM: u16 = 200;

/// The games a team the form asks for: a listed length, or the number typed for another.
fn games_per_team_untracked(length: &str, custom: u16) -> u16 {
    match length {
        "custom" => custom,
        n => n.parse().unwrap_or(82),
    }
}

/// What the season page holds: the season, whether games are being played and up to where,
/// and what went wrong last.
struct SeasonState<O: Send + Sync + 'static> {
    file: RwSignal<Option<SeasonFile<O>>>,
    running: RwSignal<bool>,
    /// Games played when the run stops.
    target: RwSignal<usize>,
    /// The coached game (by its index) the person has handed to the computer managers.
    computer_plays: RwSignal<Option<usize>>,
    problem: RwSignal<Option<String>>,
}

// Written out because a derive would ask the options to be `Copy`.
impl<O: Send + Sync + 'static> Clone for SeasonState<O> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<O: Send + Sync + 'static> Copy for SeasonState<O> {}

/// The season page of sim `G`.
pub fn season_page<G: SimPage>() -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let PageNames { name, prefix, .. } = G::PAGE;
    let slug = G::ID.slug();
    let (stored, unreadable) = match storage::load_season_text(slug) {
        None => (None, None),
        Some(text) => match SeasonFile::from_json::<G>(&text) {
            Ok(file) => (Some(file), None),
            Err(e) => (
                None,
                Some(format!(
                    "The saved season can't be read: {e}. It is kept on this device until you start a new one."
                )),
            ),
        },
    };
    let state = SeasonState {
        file: RwSignal::new(stored),
        running: RwSignal::new(false),
        target: RwSignal::new(0),
        computer_plays: RwSignal::new(None),
        problem: RwSignal::new(unreadable),
    };
    take_back_table_game::<G>(state);
    // Drawn again only when a season starts or ends, not at every game.
    let has_season = Memo::new(move |_| state.file.with(Option::is_some));
    let body = move || {
        if !has_season.get() {
            new_season_form::<G>(state).into_any()
        } else {
            season_view::<G>(state).into_any()
        }
    };
    view! {
        <div class=format!("season {prefix}-season") data-testid="season">
            <nav class="table-bar">
                <a href="#/" class="button" data-testid="back-to-lobby">"← Lobby"</a>
                <span class="mode">{format!("{name} season")}</span>
            </nav>
            {move || state.problem.get().map(|text| view! {
                <p class="banner warning" role="alert" data-testid="season-problem">{text}</p>
            })}
            {body}
        </div>
    }
}

/// A coached game played at the table comes back to the season once it has ended: its result
/// and box-score lines are the season's, and the next game can be played.
fn take_back_table_game<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let Some(mut file) = state.file.get_untracked() else {
        return;
    };
    let Some(table_game) = file.at_table.clone() else {
        return;
    };
    let Ok(saved) = storage::load(&table_game.save_id) else {
        // Deleted in the lobby: the game can be started again.
        file.at_table = None;
        save(state, &file);
        state.file.set(Some(file));
        return;
    };
    let Ok(session) = crate::ui::widgets::opening::decode_for_play::<G>(&saved) else {
        return;
    };
    let Some(outcome) = session.state.outcome() else {
        return;
    };
    let Ok(mut run) = file.run() else {
        return;
    };
    let Some(game) = run.next_game() else {
        return;
    };
    let events: Vec<_> = session.log.iter().map(|l| l.event.clone()).collect();
    run.record(Played {
        outcome,
        lines: session.state.player_lines(),
        record: Some(session.record.encode()),
        sat_out: table_game.sat_out.clone(),
        hurt: hurt_in(&session.state, &events, game.teams),
    });
    file.update(&run);
    file.at_table = None;
    save(state, &file);
    state.file.set(Some(file));
}

/// Starts the next game, a coached team's, at the table: saved like any game, and opened.
fn play_at_table<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let Some(mut file) = state.file.get_untracked() else {
        return;
    };
    let Ok(run) = file.run() else {
        return;
    };
    let Some(game) = run.next_game() else {
        return;
    };
    let index = game.index;
    let (session, sat_out) =
        table_session::<G>(&file.plan, &game, &file.coached, &run.sitting_out());
    let id = crate::ui::base::saves::save_new_game(|id| {
        crate::ui::sim::saved_game(id, crate::ui::base::now_ms(), &session)
    });
    file.at_table = Some(TableGame {
        index,
        save_id: id.clone(),
        sat_out,
    });
    save(state, &file);
    state.file.set(Some(file));
    crate::ui::base::go(&format!("/play/{id}"));
}

/// A team offered for a new season: whether it plays and whether the person coaches it.
#[derive(Clone, Copy)]
struct SeasonTeamChoice {
    plays: RwSignal<bool>,
    coached: RwSignal<bool>,
}

/// The test-id end of a team offered for a season: the league's by abbreviation, a person's own
/// as "own-" and its abbreviation.
fn choice_id(key: &str) -> String {
    key.strip_prefix("league:")
        .map(str::to_string)
        .unwrap_or_else(|| key.replacen("own:", "own-", 1))
}

/// A new season: its teams (the league's, and the person's own), its length, the teams he
/// coaches, the playoffs and the rules of every game.
fn new_season_form<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    let prefix = G::PAGE.prefix;
    let length = RwSignal::new("82".to_string());
    let playoff_teams = RwSignal::new("4".to_string());
    let (rules, options) = rule_form::<G::Options>(prefix, G::Options::season_defaults);
    let choices = StoredValue::new(crate::ui::sim::team_choices());
    let picked: Vec<SeasonTeamChoice> = choices.with_value(|c| {
        c.iter()
            .map(|(key, _, _)| SeasonTeamChoice {
                plays: RwSignal::new(key.starts_with("league:")),
                coached: RwSignal::new(false),
            })
            .collect()
    });
    let picked = StoredValue::new(picked);
    let rows = choices.with_value(|c| {
        c.iter()
            .zip(picked.get_value())
            .map(|((key, label, _), choice)| {
                let id = choice_id(key);
                let SeasonTeamChoice { plays, coached } = choice;
                view! {
                    <tr data-testid="season-team-choice">
                        <td><input type="checkbox" aria-label=format!("{label} plays") data-testid=format!("season-plays-{id}") prop:checked=move || plays.get() on:change=move |ev| plays.set(event_target_checked(&ev)) /></td>
                        <td><input type="checkbox" aria-label=format!("You coach {label}") data-testid=format!("season-coach-{id}") prop:disabled=move || !plays.get() prop:checked=move || plays.get() && coached.get() on:change=move |ev| coached.set(event_target_checked(&ev)) /></td>
                        <td>{label.clone()}</td>
                    </tr>
                }
            })
            .collect_view()
    });
    let playing = move || picked.with_value(|p| p.iter().filter(|c| c.plays.get()).count());
    let custom_length = RwSignal::new(30u16);
    let games_per_team = move || games_per_team_untracked(&length.get(), custom_length.get());
    let count_words = move || {
        let teams = playing();
        match balanced_schedule(teams, games_per_team()) {
            Err(e) => format!("{teams} teams: {e}."),
            Ok(games) => format!("{teams} teams: {} games, {} a day.", games.len(), teams / 2),
        }
    };
    let start = move |_| {
        let games_per_team =
            games_per_team_untracked(&length.get_untracked(), custom_length.get_untracked());
        let (teams, coached_teams) = picked.with_value(|p| {
            choices.with_value(|c| {
                let playing: Vec<(&TeamChoice, SeasonTeamChoice)> = c
                    .iter()
                    .zip(p.iter().copied())
                    .filter(|(_, choice)| choice.plays.get_untracked())
                    .collect();
                let teams: Vec<_> = playing
                    .iter()
                    .map(|((_, _, pick), _)| pick.clone())
                    .collect();
                let coached: Vec<u8> = (0..playing.len() as u8)
                    .filter(|&i| playing[usize::from(i)].1.coached.get_untracked())
                    .collect();
                (teams, coached)
            })
        });
        let plan = SeasonPlan::with_teams(
            teams,
            games_per_team,
            options(),
            crate::ui::base::saves::random_u64(),
        );
        let mut plan = match plan {
            Ok(plan) => plan,
            Err(e) => {
                state
                    .problem
                    .set(Some(format!("This season can't start: {e}.")));
                return;
            }
        };
        plan.playoff_teams = playoff_teams.get_untracked().parse().unwrap_or(0);
        let file = SeasonFile::new::<G>(format!("{} season", G::PAGE.name), plan, coached_teams);
        if let Err(e) = file.run() {
            state
                .problem
                .set(Some(format!("This season can't start: {e}.")));
            return;
        }
        state.problem.set(None);
        save(state, &file);
        state.file.set(Some(file));
    };
    view! {
        <section class="setup new-season" data-testid="new-season">
            <h2>"A new season"</h2>
            <p class="hint">"The teams you pick play a balanced schedule, every team every day, each pair as often at each rink. The computer manages every team you do not coach; the season stops before each game of a team you coach, and you play it at the table. Your own teams, from the team builder, can join the league's."</p>
            <fieldset class="rules season-teams">
                <legend>"Teams (their games are played at the table for a team you coach; coach none to watch the season)"</legend>
                <table class="season-team-choices">
                    <thead><tr><th scope="col">"Plays"</th><th scope="col">"You coach"</th><th scope="col">"Team"</th></tr></thead>
                    <tbody>{rows}</tbody>
                </table>
                <p class="hint" data-testid="season-teams-count" aria-live="polite">{count_words}</p>
                <a href="#/teams" class="button" data-testid="season-team-builder">"Build a team from stat lines"</a>
            </fieldset>
            <label>
                "Length "
                <select data-testid="season-length" on:change=move |ev| length.set(event_target_value(&ev)) prop:value=move || length.get()>
                    {LENGTHS.iter().map(|&(games, words)| view! { <option value=games.to_string()>{words}</option> }).collect_view()}
                    <option value="custom">"Another number of games a team"</option>
                </select>
            </label>
            <Show when=move || length.get() == "custom">
                <label>
                    "Games a team (an even number, 2 to 200) "
                    <input type="number" inputmode="numeric" min="2" max="200" step="2" data-testid="season-custom-length" prop:value=move || custom_length.get().to_string() on:input=move |ev| custom_length.set(event_target_value(&ev).parse::<u16>().unwrap_or(0).min(MAX_GAMES_A_TEAM + 1)) />
                </label>
            </Show>
            <label>
                "Playoffs "
                <select data-testid="season-playoffs" on:change=move |ev| playoff_teams.set(event_target_value(&ev)) prop:value=move || playoff_teams.get()>
                    <option value="4">"The top four teams, best of seven"</option>
                    <option value="8">"The top eight teams, best of seven"</option>
                    <option value="2">"The top two teams, best of seven"</option>
                    <option value="0">"None"</option>
                </select>
            </label>
            {G::SEASON_RULES_HINT.map(|hint| view! { <p class="hint" data-testid="season-rules-hint">{hint}</p> })}
            {rules}
            <button class="primary big" data-testid="start-season" on:click=start>"Start the season"</button>
        </section>
    }
}

/// Saves the season; a refusal is said on the page and the last save stays.
fn save<O>(state: SeasonState<O>, file: &SeasonFile<O>)
where
    O: RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let problem = match storage::save_season_text(&file.game, &file.to_json()) {
        Ok(()) => None,
        Err(StorageProblem::QuotaExceeded) => Some(
            "Browser storage is full: the season is kept as it was at its last save. Delete old games in the lobby to make room."
                .to_string(),
        ),
        Err(e) => Some(format!("The season could not be saved: {e}.")),
    };
    state.problem.set(problem);
}

/// Plays season games until `state.target`, a slice at a time: each slice plays for up to
/// `SLICE_MS`, saves, and lets the page draw before the next.
fn run_slice<G: SimPage>(state: SeasonState<G::Options>)
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    if !state.running.get_untracked() {
        return;
    }
    let Some(mut file) = state.file.get_untracked() else {
        state.running.set(false);
        return;
    };
    let Ok(mut run) = file.run() else {
        state.running.set(false);
        return;
    };
    let started = crate::ui::base::now_ms();
    let target = state.target.get_untracked();
    let coached = file.coached.clone();
    let handed_over = state.computer_plays.get_untracked();
    let waits = |run: &crate::games::season::SeasonRun| {
        run.next_is_coached(&coached) && handed_over != Some(run.games_played())
    };
    // A game's teams are made ready first (4th Street builds each team's cards once, a card
    // a step), so no slice holds the page for a whole team's cards.
    while run.games_played() < target
        && !waits(&run)
        && crate::ui::base::now_ms() - started < SLICE_MS
    {
        if run.prepare_next_step::<G>(&file.plan) && !run.play_next::<G>(&file.plan) {
            break;
        }
    }
    file.update(&run);
    save(state, &file);
    let done = run.games_played() >= target || waits(&run) || run.next_game().is_none();
    state.file.set(Some(file));
    if done {
        state.running.set(false);
    } else {
        set_timeout(move || run_slice::<G>(state), Duration::from_millis(0));
    }
}

/// The season under way: progress and run controls, standings, leaders and files.
fn season_view<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
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
    view! {
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
            {move || your_game::<G>(state)}
            <p class="hint" aria-live="polite" data-testid="season-status">
                {move || if state.running.get() { "Playing… Cancel stops at once; every game played so far is kept." } else { "" }}
            </p>
        </section>
        <StandingsTable table=table names=Signal::derive(names) chosen=chosen_team />
        {move || playoffs().map(|p| playoffs_view(&p, &names()))}
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
                        <a class="button" download="standings.csv" href=data_url("text/csv", &standings) data-testid="export-standings">"Standings (CSV)"</a>
                        <a class="button" download="skaters.csv" href=data_url("text/csv", &skaters) data-testid="export-skaters">"Skaters (CSV)"</a>
                        <a class="button" download="goalies.csv" href=data_url("text/csv", &goalies) data-testid="export-goalies">"Goalies (CSV)"</a>
                        <a class="button" download="season.json" href=data_url("application/json", &f.to_json()) data-testid="export-season">"The whole season (to open on another device)"</a>
                    </p>
                }
            }))}
            {import_season::<G>(state)}
            <button data-testid="new-season-button" disabled=move || state.running.get() on:click=move |_| confirm_new.set(true)>"Start a new season"</button>
            <Show when=move || confirm_new.get()>
                <ConfirmDialog
                    question="Start a new season? This one is deleted from this device (export it first to keep it).".to_string()
                    yes_label="Delete and start again"
                    on_yes=Callback::new(move |_| {
                        confirm_new.set(false);
                        storage::delete_season(G::ID.slug());
                        state.problem.set(None);
                        state.file.set(None);
                    })
                    on_no=Callback::new(move |_| confirm_new.set(false))
                />
            </Show>
        </section>
    }
}

/// The next game when it is a coached team's: play it at the table, or go back to it.
fn your_game<G: SimPage>(state: SeasonState<G::Options>) -> Option<AnyView>
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    if state.running.get() {
        return None;
    }
    state.file.with(|file| {
        let file = file.as_ref()?;
        let run = file.run().ok()?;
        if !run.next_is_coached(&file.coached) {
            return None;
        }
        let game = run.next_game()?;
        let name = |i: u8| file.plan.teams[usize::from(i)].team().name.clone();
        let kind = if game.playoff { "Next, in the playoffs" } else { "Next" };
        let words = format!("{kind}: {} at {}. You coach this game.", name(game.teams.away), name(game.teams.home));
        let play = move |_| play_at_table::<G>(state);
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
                {action}
                <p class="hint">"When the game ends, come back to this page: its result joins the season."</p>
            </div>
        }
        .into_any())
    })
}

/// A file as a link's address, so a tap downloads it without a server.
fn data_url(mime: &str, text: &str) -> String {
    format!(
        "data:{mime};charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    )
}

/// The standings: every team's line, best first.
#[component]
fn StandingsTable(
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
fn leaders_view<O>(file: &SeasonFile<O>, names: &[String]) -> impl IntoView + use<O> {
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

/// Bringing a season file in from another device: it replaces this device's season after a
/// yes; a damaged or foreign file is refused with the reason and nothing changes.
fn import_season<G: SimPage>(state: SeasonState<G::Options>) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    use wasm_bindgen::JsCast;
    let pending = RwSignal::new(None::<SeasonFile<G::Options>>);
    let on_file = move |ev: leptos::ev::Event| {
        let Some(input) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|files| files.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text()).await;
            let text = text.ok().and_then(|t| t.as_string()).unwrap_or_default();
            match SeasonFile::from_json::<G>(&text) {
                Ok(season) => pending.set(Some(season)),
                Err(e) => state.problem.set(Some(format!(
                    "That file was not opened: {e}. Your season is unchanged."
                ))),
            }
        });
    };
    let question = move || {
        pending.with(|p| {
            p.as_ref().map(|p| {
                format!(
                    "Replace this device's season with \"{}\" ({} games played)?",
                    p.name,
                    p.results.len()
                )
            })
        })
    };
    view! {
        <label class="import-season">
            "Open a season file from another device "
            <input type="file" accept=".json,application/json" data-testid="import-season" on:change=on_file />
        </label>
        {move || question().map(|question| view! {
            <ConfirmDialog
                question=question
                yes_label="Replace"
                on_yes=Callback::new(move |_| {
                    if let Some(season) = pending.get_untracked() {
                        save(state, &season);
                        state.file.set(Some(season));
                    }
                    pending.set(None);
                })
                on_no=Callback::new(move |_| pending.set(None))
            />
        })}
    }
}

/// The games of one day (the latest played unless another is chosen), each with its replay: the
/// computer's games are made again from the season's plan, a table game is its kept record.
fn past_games<G: SimPage>(
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

/// A team's page: its points after each game beside the rest of the league's, and each
/// player's season line beside the line his card was built from (a game, so a part season
/// compares fairly).
fn team_page<G: SimPage>(
    state: SeasonState<G::Options>,
    team: u8,
    chosen: RwSignal<Option<u8>>,
) -> impl IntoView
where
    G::Options: Serialize + DeserializeOwned + Send + Sync,
{
    state.file.with(|f| {
        let f = f.as_ref()?;
        let league_team = f.plan.teams.get(usize::from(team))?.team();
        let table = standings(f.plan.teams.len(), &f.results);
        let line = table.iter().find(|s| s.team == team)?;
        let heading = format!(
            "{}: {} GP, {}-{}-{}{}, {} points",
            league_team.full_name(),
            line.games,
            line.wins,
            line.losses,
            line.ot_losses,
            if line.ties > 0 { format!("-{}", line.ties) } else { String::new() },
            line.points
        );
        let chart = points_chart(
            &points_by_game(f.plan.teams.len(), &f.results),
            team,
            f.plan.games_per_team,
            &league_team.abbreviation,
        );
        let fmt = |x: f64| format!("{x:.2}");
        let mut skaters: Vec<&SkaterSeason> =
            f.totals.skaters.iter().filter(|s| s.team == team).collect();
        skaters.sort_by_key(|s| std::cmp::Reverse((s.points(), s.goals)));
        let skater_rows = skaters
            .into_iter()
            .map(|s| {
                let checks = source_line(&f.plan.teams, s).map(|source| skater_checks(s, source));
                let cells = checks.map(|checks| {
                    checks
                        .into_iter()
                        .map(|c| {
                            let mark = if c.within() { "✓" } else { "" };
                            view! { <td class:within=c.within()>{format!("{} / {}{mark}", fmt(c.season), fmt(c.card))}</td> }
                        })
                        .collect_view()
                });
                view! {
                    <tr data-testid="team-skater">
                        <th scope="row">{s.name.clone()}</th>
                        <td>{s.position.clone()}</td>
                        <td>{s.games}</td>
                        <td>{s.goals}</td>
                        <td>{s.assists}</td>
                        <td>{s.points()}</td>
                        <td>{s.shots}</td>
                        <td>{s.penalty_minutes}</td>
                        {cells}
                    </tr>
                }
            })
            .collect_view();
        let goalie_rows = f
            .totals
            .goalies
            .iter()
            .filter(|g| g.team == team)
            .map(|g| {
                let card = league_team.goalies().find(|(p, _)| p.name == g.name).map(|(_, l)| l);
                let card_sv = card.and_then(|l| l.save_pct()).map_or("-".into(), |v| format!("{v:.3}"));
                let card_gaa = card.and_then(|l| l.goals_against_average()).map_or("-".into(), fmt);
                view! {
                    <tr data-testid="team-goalie">
                        <th scope="row">{g.name.clone()}</th>
                        <td>{g.games}</td>
                        <td>{g.wins}</td>
                        <td>{g.losses}</td>
                        <td>{g.other_decisions}</td>
                        <td>{format!("{:.3} / {card_sv}", g.save_pct())}</td>
                        <td>{format!("{:.2} / {card_gaa}", g.goals_against_average())}</td>
                        <td>{g.shutouts}</td>
                    </tr>
                }
            })
            .collect_view();
        let roster = roster_view(state, f, team);
        let tally = honesty(&f.plan.teams, &f.totals, G::is_regular);
        let percent = (WITHIN * 100.0).round();
        let summary = format!(
            "League-wide so far: {} of {} regulars give back their card's goals, assists, shots and penalty minutes a game within {percent}%.",
            tally.within_all, tally.regulars
        );
        Some(view! {
            <section class="season-team" data-testid="season-team" aria-label=league_team.full_name()>
                <div class="season-team-head">
                    <h2 data-testid="season-team-name">{heading}</h2>
                    <button data-testid="season-team-close" on:click=move |_| chosen.set(None)>"Close"</button>
                </div>
                {chart}
                {roster}
                <div class="table-scroll" tabindex="0" role="region" aria-label="Skaters' season lines">
                    <table class="box-score">
                        <caption>{format!("Skaters: the season, then a game this season / a game on his card's line (✓ within {percent}%)")}</caption>
                        <thead>
                            <tr>
                                <th scope="col">"Skater"</th>
                                <th scope="col" title="Position">"Pos"</th>
                                <th scope="col" title="Games played">"GP"</th>
                                <th scope="col" title="Goals">"G"</th>
                                <th scope="col" title="Assists">"A"</th>
                                <th scope="col" title="Points">"P"</th>
                                <th scope="col" title="Shots">"S"</th>
                                <th scope="col" title="Penalty minutes">"PIM"</th>
                                <th scope="col">"Goals a game"</th>
                                <th scope="col">"Assists a game"</th>
                                <th scope="col">"Shots a game"</th>
                                <th scope="col">"PIM a game"</th>
                            </tr>
                        </thead>
                        <tbody>{skater_rows}</tbody>
                    </table>
                </div>
                <div class="table-scroll" tabindex="0" role="region" aria-label="Goalies' season lines">
                    <table class="box-score">
                        <caption>"Goalies: the season / his card's line"</caption>
                        <thead>
                            <tr>
                                <th scope="col">"Goalie"</th>
                                <th scope="col" title="Games played">"GP"</th>
                                <th scope="col" title="Wins">"W"</th>
                                <th scope="col" title="Losses">"L"</th>
                                <th scope="col" title="Lost in overtime or a shootout, or tied">"OT/T"</th>
                                <th scope="col" title="Save percentage">"SV%"</th>
                                <th scope="col" title="Goals against a game">"GAA"</th>
                                <th scope="col" title="Shutouts">"SO"</th>
                            </tr>
                        </thead>
                        <tbody>{goalie_rows}</tbody>
                    </table>
                </div>
                <p class="hint" data-testid="season-honesty">{summary}</p>
            </section>
        })
    })
}

/// Every team's points after each game as lines, `team`'s drawn strong; the axes run to the
/// season's length and the most points a team could have.
fn points_chart(
    points: &[Vec<u16>],
    team: u8,
    games_per_team: u16,
    abbreviation: &str,
) -> impl IntoView + use<> {
    const WIDTH: f64 = 320.0;
    const HEIGHT: f64 = 160.0;
    let most = points
        .iter()
        .filter_map(|p| p.last().copied())
        .max()
        .unwrap_or(0)
        .max(2);
    let games = f64::from(games_per_team.max(1));
    let polyline = |line: &[u16]| {
        std::iter::once((0.0, 0.0))
            .chain(
                line.iter()
                    .enumerate()
                    .map(|(i, &p)| ((i + 1) as f64, f64::from(p))),
            )
            .map(|(g, p)| {
                format!(
                    "{:.1},{:.1}",
                    g / games * WIDTH,
                    HEIGHT - p / f64::from(most) * HEIGHT
                )
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let others = points
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != usize::from(team))
        .map(|(_, line)| view! { <polyline class="other" points=polyline(line) /> })
        .collect_view();
    let mine = points.get(usize::from(team)).cloned().unwrap_or_default();
    let label = format!(
        "Points chart: {abbreviation} has {} points after {} of {games_per_team} games; the most in the league is {most}.",
        mine.last().copied().unwrap_or(0),
        mine.len()
    );
    view! {
        <figure class="points-chart" data-testid="points-chart">
            <svg viewBox=format!("-2 -2 {} {}", WIDTH + 4.0, HEIGHT + 4.0) role="img" aria-label=label.clone()>
                <rect class="frame" x="0" y="0" width=WIDTH.to_string() height=HEIGHT.to_string() />
                {others}
                <polyline class="mine" points=polyline(&mine) />
            </svg>
            <figcaption>{label}</figcaption>
        </figure>
    }
}

/// A day's name: "Day 12" in the season, "Playoffs, round 1, game 3" after it (every team
/// plays every day, so the season has as many days as games a team).
fn day_label(day: u16, games_per_team: u16) -> String {
    match day.checked_sub(games_per_team) {
        None => format!("Day {}", day + 1),
        Some(after) => {
            let best_of = u16::from(crate::games::season::PLAYOFF_BEST_OF);
            format!(
                "Playoffs, round {}, game {}",
                after / best_of + 1,
                after % best_of + 1
            )
        }
    }
}

/// The playoffs: each round's series with their wins, the winners marked, and the champion.
fn playoffs_view(playoffs: &Playoffs, names: &[String]) -> impl IntoView + use<> {
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

/// Who is out of the team's next games and why; for a team the person coaches, every player
/// with Rest (out of the next game) or Play (the rest called off).
fn roster_view<O>(state: SeasonState<O>, file: &SeasonFile<O>, team: u8) -> AnyView
where
    O: RuleOptions + Serialize + DeserializeOwned + Send + Sync + 'static,
{
    let absence = |name: &str| {
        file.out
            .iter()
            .find(|a| a.team == team && a.name == name)
            .map(|a| match a.why {
                Why::Injured if a.games == 1 => "hurt: out of the next game".to_string(),
                Why::Injured => format!("hurt: out of the next {} games", a.games),
                Why::Rested => "rested: out of the next game".to_string(),
            })
    };
    if !file.coached.contains(&team) {
        let out: Vec<&Absence> = file.out.iter().filter(|a| a.team == team).collect();
        let words = if out.is_empty() {
            "Nobody is out.".to_string()
        } else {
            let each = out
                .iter()
                .map(|a| format!("{} ({})", a.name, absence(&a.name).unwrap_or_default()));
            format!("Out: {}.", each.collect::<Vec<_>>().join("; "))
        };
        return view! { <p data-testid="season-out">{words}</p> }.into_any();
    }
    let Some(pick) = file.plan.teams.get(usize::from(team)) else {
        return ().into_any();
    };
    let locked = file.at_table.is_some();
    let players = pick.team().roster.iter().map(|p| {
        let name = p.name.clone();
        let status = absence(&name);
        let injured = file.out.iter().any(|a| a.team == team && a.name == name && a.why == Why::Injured);
        let rested = status.is_some() && !injured;
        let toggle = {
            let name = name.clone();
            move |_| {
                let Some(mut file) = state.file.get_untracked() else {
                    return;
                };
                if file.toggle_rest(team, &name) {
                    save(state, &file);
                    state.file.set(Some(file));
                }
            }
        };
        let label = if rested { "Play him" } else { "Rest next game" };
        view! {
            <li data-testid="roster-player">
                <span>{format!("{} ({})", name, p.position.code())}</span>
                {status.map(|s| view! { <span class="out" data-testid="roster-out">{s}</span> })}
                <button data-testid="roster-rest" disabled=injured || locked on:click=toggle>{label}</button>
            </li>
        }
    }).collect_view();
    view! {
        <details class="season-roster" data-testid="season-roster">
            <summary>"Roster: rest a player"</summary>
            <p class="hint">"A rested player sits out his team's next game; a hurt one misses the games his injury lasts. Changes wait while a game is at the table."</p>
            <ul>{players}</ul>
        </details>
    }
    .into_any()
}
