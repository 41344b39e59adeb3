//! What the three statistical sims (Open Ice, Inside the Crease, 4th Street Hockey) share on the
//! game side: each player's line in a game's box score, the three stars, and the moments
//! auto-play can run to.

use crate::engine::Team;
use serde::Serialize;

/// A skater's game: the box-score columns every sim keeps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SkaterGame {
    pub team: Team,
    pub name: String,
    /// LW, C, RW or D.
    pub position: &'static str,
    pub goals: u16,
    pub assists: u16,
    pub shots: u16,
    pub penalty_minutes: u16,
    /// Face-offs won and lost, for a sim that names who takes the draw.
    pub faceoffs: Option<(u16, u16)>,
}

impl SkaterGame {
    pub fn points(&self) -> u16 {
        self.goals + self.assists
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GoalieGame {
    pub team: Team,
    pub name: String,
    pub shots_against: u16,
    pub saves: u16,
    pub goals_against: u16,
}

impl GoalieGame {
    /// Saves per shot, as hockey prints it (".923"); `None` without shots.
    pub fn save_pct_text(&self) -> Option<String> {
        if self.shots_against == 0 {
            return None;
        }
        let pct = f64::from(self.saves) / f64::from(self.shots_against);
        let text = format!("{pct:.3}");
        Some(text.strip_prefix('0').map(str::to_string).unwrap_or(text))
    }
}

/// One game's player lines, both teams.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PlayerLines {
    pub skaters: Vec<SkaterGame>,
    pub goalies: Vec<GoalieGame>,
}

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

/// What one step of a sim brought that auto-play may stop at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Moment {
    /// Play stopped: a face-off called, a penalty, a covered puck, an injury.
    Whistle,
    Goal,
    PeriodEnd,
    GameEnd,
}

/// How far auto-play runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum RunTo {
    NextWhistle,
    NextGoal,
    EndOfPeriod,
    EndOfGame,
}

impl RunTo {
    pub const ALL: [RunTo; 4] = [
        RunTo::NextWhistle,
        RunTo::NextGoal,
        RunTo::EndOfPeriod,
        RunTo::EndOfGame,
    ];

    pub fn label(self) -> &'static str {
        match self {
            RunTo::NextWhistle => "the next whistle",
            RunTo::NextGoal => "the next goal",
            RunTo::EndOfPeriod => "the end of the period",
            RunTo::EndOfGame => "the end of the game",
        }
    }

    pub fn slug(self) -> &'static str {
        match self {
            RunTo::NextWhistle => "whistle",
            RunTo::NextGoal => "goal",
            RunTo::EndOfPeriod => "period",
            RunTo::EndOfGame => "game",
        }
    }

    pub fn from_slug(slug: &str) -> Option<RunTo> {
        RunTo::ALL.into_iter().find(|r| r.slug() == slug)
    }

    /// Whether a step that brought `moments` ends the run. A goal and a period's end also stop
    /// play, so they count as whistles; the end of the game ends every run.
    pub fn reached(self, moments: &[Moment]) -> bool {
        moments.iter().any(|&m| match self {
            RunTo::NextWhistle => true,
            RunTo::NextGoal => matches!(m, Moment::Goal | Moment::GameEnd),
            RunTo::EndOfPeriod => matches!(m, Moment::PeriodEnd | Moment::GameEnd),
            RunTo::EndOfGame => m == Moment::GameEnd,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn save_percentage_prints_like_a_box_score() {
        let g = GoalieGame {
            team: Team::Away,
            name: "G".into(),
            shots_against: 26,
            saves: 24,
            goals_against: 2,
        };
        assert_eq!(g.save_pct_text().as_deref(), Some(".923"));
        let perfect = GoalieGame {
            shots_against: 10,
            saves: 10,
            goals_against: 0,
            ..g.clone()
        };
        assert_eq!(perfect.save_pct_text().as_deref(), Some("1.000"));
        let none = GoalieGame {
            shots_against: 0,
            saves: 0,
            ..g
        };
        assert_eq!(none.save_pct_text(), None);
    }

    #[test]
    fn runs_stop_where_they_should() {
        use Moment::*;
        assert!(RunTo::NextWhistle.reached(&[Whistle]));
        assert!(RunTo::NextWhistle.reached(&[Goal]));
        assert!(!RunTo::NextWhistle.reached(&[]));
        assert!(!RunTo::NextGoal.reached(&[Whistle, PeriodEnd]));
        assert!(RunTo::NextGoal.reached(&[GameEnd]));
        assert!(!RunTo::EndOfPeriod.reached(&[Goal]));
        assert!(RunTo::EndOfPeriod.reached(&[PeriodEnd]));
        assert!(!RunTo::EndOfGame.reached(&[PeriodEnd, Goal, Whistle]));
        assert!(RunTo::EndOfGame.reached(&[GameEnd]));
        for run in RunTo::ALL {
            assert_eq!(RunTo::from_slug(run.slug()), Some(run));
        }
    }
}
