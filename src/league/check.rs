//! Whether a team can be played at all: the check a team gets wherever it arrives from outside
//! (a share link or save carrying an own team, a stored own team, the team builder). A team
//! that fails is refused with a message naming the problem, so no engine is ever handed one.
//!
//! The limits are far wider than any real season; they are there so a hand-edited or damaged
//! team cannot reach the sims with a roster or a number they were never meant to see.

use super::{LeagueTeam, Player, Position, StatLine};

/// What a sim must dress: skaters for its line-up, skaters with shots for a shootout's three
/// shooters, and goalies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Needs {
    pub skaters: usize,
    pub shooters: usize,
    pub goalies: usize,
}

impl Needs {
    /// Open Ice, Inside the Crease and 4th Street each dress a line of three forwards, a
    /// defence pair and a goalie (a short roster fills the line from whoever it has), and a
    /// shootout takes three shooters.
    pub const SIM: Needs = Needs {
        skaters: 5,
        shooters: 3,
        goalies: 1,
    };
}

/// Most players a roster may carry; the team builder's own limit.
pub const MAX_ROSTER: usize = super::own::MAX_PLAYERS;
/// Most games in a season line (an 82-game season with playoffs is about 110).
pub const MAX_GAMES: u32 = 200;
/// Most of any counting stat in a season line or team record.
pub const MAX_COUNT: u32 = 20_000;
/// Most average time on ice a game, in seconds.
pub const MAX_TOI_SECONDS: u32 = 3_600;
/// Most characters in an id, name, city or abbreviation.
pub const MAX_TEXT: usize = 100;

/// Checks that `team` can be played by a sim that needs `needs`. The message names the team
/// and the problem, in words for the person who sent or saved it.
pub fn check_team(team: &LeagueTeam, needs: Needs) -> Result<(), String> {
    let who = if team.abbreviation.chars().count() <= MAX_TEXT {
        format!("team {}", team.abbreviation)
    } else {
        "the team".to_string()
    };
    let fail = |what: String| Err(format!("{who} {what}"));
    for (field, text) in [
        ("abbreviation", &team.abbreviation),
        ("city", &team.city),
        ("name", &team.name),
    ] {
        if text.chars().count() > MAX_TEXT {
            return fail(format!("has a {field} longer than {MAX_TEXT} characters"));
        }
    }
    if team.roster.len() > MAX_ROSTER {
        return fail(format!(
            "has {} players; a roster may have at most {MAX_ROSTER}",
            team.roster.len()
        ));
    }
    let goalies = team.goalies().count();
    if goalies < needs.goalies {
        return fail(if goalies == 0 {
            "has no goalie; a team needs one to play".to_string()
        } else {
            format!("has {goalies} goalies; it needs {}", needs.goalies)
        });
    }
    let skaters = team.skaters().count();
    if skaters < needs.skaters {
        return fail(format!(
            "has {skaters} skaters; a game needs {} to dress a line and a defence pair",
            needs.skaters
        ));
    }
    let shooters = team.skaters().filter(|(_, l)| l.shots > 0).count();
    if shooters < needs.shooters {
        return fail(format!(
            "has {shooters} skaters with shots; a game needs {} (a shootout's shooters)",
            needs.shooters
        ));
    }
    if team.goalies().all(|(_, g)| g.shots_against == 0) {
        return fail("has no goalie who has faced shots (SA above 0)".to_string());
    }
    for player in &team.roster {
        check_player(player).map_err(|what| {
            let name: String = player.name.chars().take(MAX_TEXT).collect();
            format!("{who}: {name} {what}")
        })?;
    }
    let r = &team.record;
    if r.games > MAX_GAMES {
        return fail(format!(
            "has a record of {} games; at most {MAX_GAMES}",
            r.games
        ));
    }
    let counts = [
        r.wins,
        r.losses,
        r.overtime_losses,
        r.goals_for,
        r.goals_against,
        r.shots_for,
        r.shots_against,
        r.penalty_minutes,
        r.power_play_goals,
        r.power_play_chances,
        r.power_play_goals_against,
        r.times_short_handed,
    ];
    if counts.iter().any(|&c| c > MAX_COUNT) {
        return fail(format!(
            "has a team total above {MAX_COUNT}, more than any season"
        ));
    }
    Ok(())
}

/// One player's line: its kind matches the position, and its numbers are in range.
fn check_player(player: &Player) -> Result<(), String> {
    for (field, text) in [
        ("id", &player.id),
        ("name", &player.name),
        ("team", &player.team),
    ] {
        if text.chars().count() > MAX_TEXT {
            return Err(format!("has a {field} longer than {MAX_TEXT} characters"));
        }
    }
    let is_goalie = player.position == Position::Goalie;
    match &player.line {
        StatLine::Goalie(_) if !is_goalie => {
            return Err(format!("plays {} but has a goalie's line", player.position));
        }
        StatLine::Skater(_) if is_goalie => {
            return Err("is a goalie but has a skater's line".to_string());
        }
        _ => {}
    }
    let (games, counts) = match &player.line {
        StatLine::Skater(l) => {
            if l.toi_seconds > MAX_TOI_SECONDS {
                return Err(format!(
                    "has {} seconds of ice time a game; at most {MAX_TOI_SECONDS}",
                    l.toi_seconds
                ));
            }
            if l.plus_minus.unsigned_abs() > MAX_COUNT {
                return Err(format!("has a plus-minus of {}", l.plus_minus));
            }
            let counts = vec![
                l.goals,
                l.assists,
                l.shots,
                l.penalty_minutes,
                l.power_play_goals,
                l.power_play_assists,
                l.short_handed_goals,
                l.short_handed_assists,
                l.game_winning_goals,
                l.faceoffs_won,
                l.faceoffs_lost,
                l.hits,
                l.blocked_shots,
                l.toi_seconds,
                l.plus_minus.unsigned_abs(),
            ];
            (l.games, counts)
        }
        StatLine::Goalie(l) => {
            if l.saves > l.shots_against || l.goals_against > l.shots_against {
                return Err(format!(
                    "has {} saves and {} goals against on {} shots",
                    l.saves, l.goals_against, l.shots_against
                ));
            }
            if l.starts > l.games {
                return Err(format!("has {} starts in {} games", l.starts, l.games));
            }
            let counts = vec![
                l.starts,
                l.minutes,
                l.wins,
                l.losses,
                l.overtime_losses,
                l.shots_against,
                l.saves,
                l.goals_against,
                l.shutouts,
            ];
            (l.games, counts)
        }
    };
    if games > MAX_GAMES {
        return Err(format!("has {games} games played; at most {MAX_GAMES}"));
    }
    if let Some(&c) = counts.iter().find(|&&c| c > MAX_COUNT) {
        return Err(format!("has a stat of {c}, more than any season"));
    }
    if games == 0 && counts.iter().any(|&c| c > 0) {
        return Err("has stats but 0 games played".to_string());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::league::{GoalieLine, League, SkaterLine};

    fn team() -> LeagueTeam {
        League::builtin().teams[3].clone()
    }

    fn refused(team: &LeagueTeam) -> String {
        check_team(team, Needs::SIM).expect_err("the team is refused")
    }

    #[test]
    fn every_builtin_team_is_playable() {
        for team in &League::builtin().teams {
            assert_eq!(
                check_team(team, Needs::SIM),
                Ok(()),
                "{}",
                team.abbreviation
            );
        }
    }

    #[test]
    fn a_team_without_a_goalie_is_refused_by_name() {
        let mut t = team();
        t.roster.retain(|p| p.position != Position::Goalie);
        let message = refused(&t);
        assert!(message.contains(&t.abbreviation), "{message}");
        assert!(message.contains("no goalie"), "{message}");
    }

    #[test]
    fn too_few_skaters_too_many_players_and_no_shooters_are_refused() {
        let mut t = team();
        let mut kept = 0;
        t.roster.retain(|p| {
            p.position == Position::Goalie || {
                kept += 1;
                kept <= 4
            }
        });
        assert!(refused(&t).contains("4 skaters"));

        let mut t = team();
        let extra = t.roster[0].clone();
        while t.roster.len() <= MAX_ROSTER {
            let mut p = extra.clone();
            p.id = format!("x{}", t.roster.len());
            t.roster.push(p);
        }
        assert!(refused(&t).contains("at most 40"));

        let mut t = team();
        for p in &mut t.roster {
            if let StatLine::Skater(l) = &mut p.line {
                l.shots = 0;
            }
        }
        assert!(refused(&t).contains("skaters with shots"));

        let mut t = team();
        t.roster.clear();
        assert!(refused(&t).contains("no goalie"));
    }

    #[test]
    fn numbers_out_of_range_and_stats_without_games_are_refused() {
        fn skater(t: &mut LeagueTeam) -> &mut SkaterLine {
            t.roster
                .iter_mut()
                .find_map(|p| match &mut p.line {
                    StatLine::Skater(l) => Some(l),
                    StatLine::Goalie(_) => None,
                })
                .expect("a skater")
        }
        fn goalie(t: &mut LeagueTeam) -> &mut GoalieLine {
            t.roster
                .iter_mut()
                .find_map(|p| match &mut p.line {
                    StatLine::Goalie(l) => Some(l),
                    StatLine::Skater(_) => None,
                })
                .expect("a goalie")
        }
        let mut t = team();
        skater(&mut t).games = 0;
        skater(&mut t).goals = 3;
        assert!(refused(&t).contains("0 games played"), "{}", refused(&t));

        let mut t = team();
        skater(&mut t).goals = u32::MAX;
        assert!(refused(&t).contains("more than any season"));

        let mut t = team();
        skater(&mut t).games = 10_000;
        assert!(refused(&t).contains("10000 games"));

        let mut t = team();
        skater(&mut t).toi_seconds = 99_999;
        assert!(refused(&t).contains("ice time"));

        let mut t = team();
        let g = goalie(&mut t);
        g.saves = g.shots_against + 1;
        assert!(refused(&t).contains("saves"));

        let mut t = team();
        t.record.shots_for = u32::MAX;
        assert!(refused(&t).contains("team total"));

        let mut t = team();
        t.roster[0].position = Position::Goalie;
        if matches!(t.roster[0].line, StatLine::Skater(_)) {
            assert!(refused(&t).contains("skater's line"));
        }

        let mut t = team();
        t.name = "x".repeat(1_000);
        assert!(refused(&t).contains("longer than"));
    }
}
