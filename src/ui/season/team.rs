//! A team's page in a season: its points through the season beside the league's, and each
//! player's season line beside the line his card was built from, with who is out.

use super::state::*;
use crate::games::season::{
    Absence, SeasonFile, SkaterSeason, WITHIN, Why, honesty, points_by_game, skater_checks,
    source_line, standings,
};
use crate::games::sim::RuleOptions;
use crate::ui::sim::SimPage;
use leptos::prelude::*;
use serde::{Serialize, de::DeserializeOwned};

/// A team's page: its points after each game beside the rest of the league's, and each
/// player's season line beside the line his card was built from (a game, so a part season
/// compares fairly).
pub(super) fn team_page<G: SimPage>(
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
pub(super) fn points_chart(
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

/// Who is out of the team's next games and why; for a team the person coaches, every player
/// with Rest (out of the next game) or Play (the rest called off).
pub(super) fn roster_view<O>(state: SeasonState<O>, file: &SeasonFile<O>, team: u8) -> AnyView
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
        let label = rest_button(injured, rested);
        view! {
            <li data-testid="roster-player">
                <span>{format!("{} ({})", name, p.position.code())}</span>
                {status.map(|s| view! { <span class="out" data-testid="roster-out">{s}</span> })}
                {label.map(|label| view! { <button data-testid="roster-rest" disabled=locked on:click=toggle>{label}</button> })}
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

/// What a roster player's rest button says: none for a hurt player, who can't be rested
/// (SE-9); "Play him" for one rested.
fn rest_button(injured: bool, rested: bool) -> Option<&'static str> {
    match (injured, rested) {
        (true, _) => None,
        (false, true) => Some("Play him"),
        (false, false) => Some("Rest next game"),
    }
}

#[cfg(test)]
mod tests {
    /// SE-9: a hurt player shows no "Rest next game" button.
    #[test]
    fn a_hurt_player_has_no_rest_button() {
        assert_eq!(super::rest_button(true, false), None);
        assert_eq!(super::rest_button(false, false), Some("Rest next game"));
        assert_eq!(super::rest_button(false, true), Some("Play him"));
    }
}
