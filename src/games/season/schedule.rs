//! A balanced schedule: every team plays every day, and every pair of teams meets as often at
//! one rink as at the other.
//!
//! Built from the circle method's rounds (each a day on which every team plays once). A season
//! of `2k` games a team with `m` opponents plays `k / m` double round-robins, each round once
//! with one team at home and once with the other, then the first `k % m` rounds once each way:
//! those rounds are perfect matchings, so every team gets the same number of extra meetings.
//! With 8 teams and 82 games that is 5 double round-robins (70 games) and 6 rounds twice (12):
//! each team meets six opponents 12 times and one 10 times, always half at home.

use thiserror::Error;

/// One game of the schedule: teams are indices into the season's teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fixture {
    /// From 0: every team plays once a day.
    pub day: u16,
    pub home: u8,
    pub away: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScheduleError {
    #[error("a season needs an even number of teams, at least 2 (this one has {0})")]
    Teams(usize),
    #[error(
        "each team plays as many games at home as away, so the games a team must be even and at least 2 ({0} is not)"
    )]
    Games(u16),
}

/// The season's games in day order, `teams` teams playing `games_per_team` games each.
pub fn balanced_schedule(teams: usize, games_per_team: u16) -> Result<Vec<Fixture>, ScheduleError> {
    if teams < 2 || teams % 2 == 1 || teams > usize::from(u8::MAX) {
        return Err(ScheduleError::Teams(teams));
    }
    if games_per_team < 2 || games_per_team % 2 == 1 {
        return Err(ScheduleError::Games(games_per_team));
    }
    let rounds = circle_rounds(teams);
    let opponents = rounds.len();
    let half = usize::from(games_per_team / 2);
    let (cycles, extra) = (half / opponents, half % opponents);
    // A double round-robin: each round, then each round the other way round.
    let mut days: Vec<Vec<(u8, u8)>> = Vec::new();
    for _ in 0..cycles {
        days.extend(rounds.iter().cloned());
        days.extend(rounds.iter().map(|round| swapped(round)));
    }
    for round in &rounds[..extra] {
        days.push(round.clone());
        days.push(swapped(round));
    }
    Ok(days
        .into_iter()
        .enumerate()
        .flat_map(|(day, games)| {
            games.into_iter().map(move |(home, away)| Fixture {
                day: day as u16,
                home,
                away,
            })
        })
        .collect())
}

/// The circle method: `teams - 1` rounds in which every pair meets once. Team 0 stays put and
/// the rest turn; who is at home alternates so no team sits at home for long.
fn circle_rounds(teams: usize) -> Vec<Vec<(u8, u8)>> {
    let turning = teams - 1;
    (0..turning)
        .map(|round| {
            let at = |slot: usize| ((round + slot) % turning + 1) as u8;
            let mut games = vec![if round % 2 == 0 {
                (0, at(0))
            } else {
                (at(0), 0)
            }];
            for slot in 1..teams / 2 {
                let (a, b) = (at(slot), at(turning - slot));
                games.push(if (round + slot) % 2 == 0 {
                    (a, b)
                } else {
                    (b, a)
                });
            }
            games
        })
        .collect()
}

fn swapped(round: &[(u8, u8)]) -> Vec<(u8, u8)> {
    round.iter().map(|&(home, away)| (away, home)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// Meetings of each ordered pair (home, away).
    fn meetings(fixtures: &[Fixture]) -> HashMap<(u8, u8), usize> {
        let mut count = HashMap::new();
        for f in fixtures {
            *count.entry((f.home, f.away)).or_default() += 1;
        }
        count
    }

    #[test]
    fn every_pair_meets_as_often_at_each_rink_and_everyone_plays_daily() {
        for (teams, games) in [(8, 82), (8, 20), (8, 14), (2, 10), (4, 6), (10, 82), (6, 2)] {
            let fixtures = balanced_schedule(teams, games).unwrap();
            assert_eq!(
                fixtures.len(),
                teams * usize::from(games) / 2,
                "{teams} teams, {games}"
            );
            let count = meetings(&fixtures);
            for a in 0..teams as u8 {
                let played = fixtures
                    .iter()
                    .filter(|f| f.home == a || f.away == a)
                    .count();
                assert_eq!(played, usize::from(games), "team {a}");
                let home = fixtures.iter().filter(|f| f.home == a).count();
                assert_eq!(home * 2, usize::from(games), "team {a} at home");
                for b in 0..teams as u8 {
                    let (ab, ba) = (count.get(&(a, b)), count.get(&(b, a)));
                    assert_eq!(ab, ba, "{a} and {b}: {teams} teams, {games} games");
                }
            }
            let days = fixtures.last().unwrap().day + 1;
            assert_eq!(days, games, "a game a day for every team");
            for day in 0..days {
                let mut playing: Vec<u8> = fixtures
                    .iter()
                    .filter(|f| f.day == day)
                    .flat_map(|f| [f.home, f.away])
                    .collect();
                playing.sort_unstable();
                assert_eq!(playing, (0..teams as u8).collect::<Vec<_>>(), "day {day}");
            }
        }
    }

    /// 82 games and 8 teams: the NHL's 328 games; each pair meets 10 or 12 times.
    #[test]
    fn a_full_season_of_the_builtin_league() {
        let fixtures = balanced_schedule(8, 82).unwrap();
        assert_eq!(fixtures.len(), 328);
        let count = meetings(&fixtures);
        for a in 0..8u8 {
            let mut times: Vec<usize> = (0..8u8)
                .filter(|&b| b != a)
                .map(|b| count[&(a, b)] + count[&(b, a)])
                .collect();
            times.sort_unstable();
            assert_eq!(times, [10, 12, 12, 12, 12, 12, 12], "team {a}");
        }
    }

    #[test]
    fn odd_teams_or_games_are_refused_with_the_reason() {
        assert_eq!(balanced_schedule(7, 82), Err(ScheduleError::Teams(7)));
        assert_eq!(balanced_schedule(8, 81), Err(ScheduleError::Games(81)));
        assert_eq!(balanced_schedule(8, 0), Err(ScheduleError::Games(0)));
        let words = ScheduleError::Games(81).to_string();
        assert!(words.contains("even"), "{words}");
    }
}
