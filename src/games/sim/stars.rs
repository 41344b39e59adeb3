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
/// shutout; a player on the winning side gets 1 more. Ties go to the winner's side, then to
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
        let shutout = if g.goals_against == 0 { 3.0 } else { 0.0 };
        let score = 0.2 * f64::from(g.saves) - f64::from(g.goals_against) + shutout + bonus(g.team);
        let line = if g.goals_against == 0 {
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
                },
                GoalieGame {
                    team: Team::Away,
                    name: "Sieve".into(),
                    shots_against: 25,
                    saves: 22,
                    goals_against: 3,
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
}
