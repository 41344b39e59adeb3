//! A person's own team played through a season against the built-in league: how a team built
//! from real stat lines is measured against its real record (bench_real_teams, and the tests
//! below).

use super::{SeasonPlan, SeasonRun, Standing, standings};
use crate::games::sim::{RuleOptions, SimPlay, TeamPick, builtin_league};
use crate::league::LeagueTeam;

/// The own team's standing after a season of `games_per_team` games, every game coached by the
/// computer, from the sim's season rules. A schedule needs an even number of teams, so the
/// league team whose record is nearest the league's average sits out, and `team` meets an
/// average league.
pub fn own_team_season<G>(team: &LeagueTeam, games_per_team: u16, seed: u64) -> Standing
where
    G: SimPlay,
    G::Options: RuleOptions,
{
    let league = builtin_league();
    let points = |t: &LeagueTeam| f64::from(2 * t.record.wins + t.record.overtime_losses);
    let average = league.teams.iter().map(points).sum::<f64>() / league.teams.len() as f64;
    let out = league
        .teams
        .iter()
        .min_by(|a, b| {
            (points(a) - average)
                .abs()
                .total_cmp(&(points(b) - average).abs())
        })
        .map(|t| t.abbreviation.clone());
    let mut teams: Vec<TeamPick> = league
        .teams
        .iter()
        .filter(|t| Some(&t.abbreviation) != out.as_ref())
        .map(|t| TeamPick::League(t.abbreviation.clone()))
        .collect();
    teams.push(TeamPick::Own(Box::new(team.clone())));
    let own = teams.len() - 1;
    let plan = SeasonPlan::with_teams(teams, games_per_team, G::Options::season_defaults(), seed)
        .expect("the league and one own team make a season");
    let mut run = SeasonRun::new(plan.teams.len(), games_per_team).expect("a schedule");
    while run.play_next::<G>(&plan) {}
    standings(plan.teams.len(), &run.results)
        .into_iter()
        .find(|s| usize::from(s.team) == own)
        .expect("the own team has a standing")
}

/// Points won of those played for: (2 W + OTL + T) / 2 GP.
pub fn points_share(standing: &Standing) -> f64 {
    f64::from(standing.points) / (2.0 * f64::from(standing.games.max(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::crease::Crease;
    use crate::league::build_team;

    /// The 2017-18 Lightning pasted as a stat site gives them (no TOI, HIT, BLK, face-offs,
    /// PPA or SHA; see tests/fixtures/real-2017-18), through an 82-game Inside the Crease
    /// season: within 10 points of their real points percentage (54-23-5, .689). With those
    /// columns read as 0 they went 29-48-5 (the second audit's TB-1); without TOI they could
    /// not be built at all.
    #[test]
    fn the_pasted_lightning_play_like_the_real_lightning() {
        let skaters = include_str!("../../../tests/fixtures/real-2017-18/TBL-skaters.csv");
        let goalies = include_str!("../../../tests/fixtures/real-2017-18/TBL-goalies.csv");
        let team = build_team("TBL", "Tampa Bay", "Lightning", skaters, goalies, &[])
            .expect("a stat site's table")
            .team;
        let standing = own_team_season::<Crease>(&team, 82, 1);
        let real = f64::from(2 * 54 + 5) / 164.0;
        let share = points_share(&standing);
        assert!(
            (share - real).abs() <= 0.10,
            "{}-{}-{}: {share:.3} against {real:.3}",
            standing.wins,
            standing.losses,
            standing.ot_losses
        );
    }
}
