//! The three stars of a game, from its player lines.

use super::boxes::PlayerLines;
use crate::engine::Team;
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Star {
    pub team: Team,
    pub name: String,
    /// Why, in box-score words: "2 G, 1 A" or "31 saves".
    pub line: String,
}

/// The game's three stars, best first. A writer's pick, made a formula: a goal counts 3, an
/// assist 2, a shot 0.25; a goalie earns 0.2 a save, loses 1 a goal against and gets 3 for a
/// shutout (his team allowed no goal and he is its goalie of record); a player on the winning side gets 1 more. Ties go to the winner's side, then to
/// the order given (home first). Players who did nothing are never stars.
pub fn three_stars(lines: &PlayerLines, winner: Option<Team>) -> Vec<Star> {
    let bonus = |team: Team| if Some(team) == winner { 1.0 } else { 0.0 };
    let mut scored: Vec<(f64, bool, Star)> = Vec::new();
    for s in &lines.skaters {
        if s.goals + s.assists + s.shots == 0 {
            continue;
        }
        let score = 3.0 * f64::from(s.goals)
            + 2.0 * f64::from(s.assists)
            + 0.25 * f64::from(s.shots)
            + bonus(s.team);
        let mut parts = Vec::new();
        if s.goals > 0 {
            parts.push(format!("{} G", s.goals));
        }
        if s.assists > 0 {
            parts.push(format!("{} A", s.assists));
        }
        if parts.is_empty() {
            parts.push(format!("{} shots", s.shots));
        }
        scored.push((
            score,
            Some(s.team) == winner,
            Star {
                team: s.team,
                name: s.name.clone(),
                line: parts.join(", "),
            },
        ));
    }
    for g in &lines.goalies {
        if g.shots_against == 0 {
            continue;
        }
        // His team's shutout, not his own clean sheet: Open Ice's other goalie may have let
        // the goal in (issue 40).
        let shutout = lines.is_shutout(g);
        let score = 0.2 * f64::from(g.saves) - f64::from(g.goals_against)
            + if shutout { 3.0 } else { 0.0 }
            + bonus(g.team);
        let line = if shutout {
            format!("{} saves, shutout", g.saves)
        } else {
            format!("{} saves on {} shots", g.saves, g.shots_against)
        };
        scored.push((
            score,
            Some(g.team) == winner,
            Star {
                team: g.team,
                name: g.name.clone(),
                line,
            },
        ));
    }
    // A stable sort keeps the given order among equals.
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then(b.1.cmp(&a.1)));
    scored
        .into_iter()
        .take(3)
        .map(|(_, _, star)| star)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sim::{GoalieGame, SkaterGame};

    fn skater(team: Team, name: &str, goals: u16, assists: u16, shots: u16) -> SkaterGame {
        SkaterGame {
            team,
            name: name.into(),
            position: "C",
            goals,
            assists,
            shots,
            penalty_minutes: 0,
            faceoffs: None,
            plus_minus: None,
            toi: None,
        }
    }

    #[test]
    fn stars_go_to_scorers_and_a_shutout_goalie() {
        let lines = PlayerLines {
            skaters: vec![
                skater(Team::Home, "Hat Trick", 3, 0, 6),
                skater(Team::Home, "Setter", 0, 2, 1),
                skater(Team::Away, "Quiet", 0, 0, 0),
                skater(Team::Away, "Shooter", 0, 0, 5),
            ],
            goalies: vec![
                GoalieGame {
                    team: Team::Home,
                    name: "Wall".into(),
                    shots_against: 30,
                    saves: 30,
                    goals_against: 0,
                    decision: None,
                },
                GoalieGame {
                    team: Team::Away,
                    name: "Sieve".into(),
                    shots_against: 25,
                    saves: 22,
                    goals_against: 3,
                    decision: None,
                },
            ],
        };
        let stars = three_stars(&lines, Some(Team::Home));
        let names: Vec<&str> = stars.iter().map(|s| s.name.as_str()).collect();
        // Wall: 6 + 3 + 1 = 10; Hat Trick: 9 + 1.5 + 1 = 11.5; Setter: 4 + 0.25 + 1.
        assert_eq!(names, ["Hat Trick", "Wall", "Setter"]);
        assert_eq!(stars[0].line, "3 G");
        assert_eq!(stars[1].line, "30 saves, shutout");
        assert!(!names.contains(&"Quiet"));
    }

    /// Issue 40: in a 3-1 game the goalie who let no goal in while the other one did is no
    /// "shutout" star; his team's goalie of record in a real shutout is.
    #[test]
    fn a_goalie_is_a_shutout_star_only_when_his_team_allowed_no_goal_oi_40a() {
        let goalie = |team, name: &str, shots, goals| GoalieGame {
            team,
            name: name.into(),
            shots_against: shots,
            saves: shots - goals,
            goals_against: goals,
            decision: None,
        };
        let mut lines = PlayerLines {
            skaters: vec![
                skater(Team::Home, "Scorer", 3, 0, 5),
                skater(Team::Away, "Spoiler", 1, 0, 3),
            ],
            goalies: vec![
                goalie(Team::Home, "Pennard", 18, 0),
                goalie(Team::Home, "Backup", 2, 1),
                goalie(Team::Away, "Other", 30, 3),
            ],
        };
        let stars = three_stars(&lines, Some(Team::Home));
        let pennard = stars.iter().find(|s| s.name == "Pennard").unwrap();
        assert_eq!(pennard.line, "18 saves on 18 shots");
        assert!(stars.iter().all(|s| !s.line.contains("shutout")));
        // Without the goal, the same net is Pennard's shutout (he faced the most shots), and
        // never the backup's.
        lines.skaters[1].goals = 0;
        lines.goalies[1] = goalie(Team::Home, "Backup", 2, 0);
        let stars = three_stars(&lines, Some(Team::Home));
        let lines_said: Vec<_> = stars.iter().map(|s| (s.name.as_str(), &*s.line)).collect();
        assert!(
            lines_said.contains(&("Pennard", "18 saves, shutout")),
            "{lines_said:?}"
        );
        assert!(lines_said.iter().all(|(n, _)| *n != "Backup"));
    }
}
