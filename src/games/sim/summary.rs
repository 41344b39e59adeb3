//! The scoring and penalty summaries: what each sim notes as a goal or a penalty happens, and
//! the lines a box score prints from those notes. Read-outs only: the notes are never
//! serialised (a replay notes them again), and nothing in play reads them.

use super::Roster;
use crate::engine::{ByTeam, Team};

/// A goal as it was scored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GoalNote {
    pub period: u8,
    /// Seconds into the period, where the sim keeps a clock.
    pub elapsed: Option<u32>,
    pub team: Team,
    pub scorer: u8,
    /// Credited as play went on or at once, first assist first.
    pub assists: Vec<u8>,
    pub power_play: bool,
    pub short_handed: bool,
    pub empty_net: bool,
    /// Each side's skaters on the ice, where the sim knows them.
    pub on_ice: Option<ByTeam<Vec<u8>>>,
}

/// A penalty as it was called.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PenaltyNote {
    pub period: u8,
    pub elapsed: Option<u32>,
    pub team: Team,
    /// A roster index: a goalie's if `goalie`.
    pub player: u8,
    pub goalie: bool,
    pub minutes: u16,
    pub infraction: Option<&'static str>,
}

/// A game's goals and penalties, in the order they came.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameNotes {
    pub goals: Vec<GoalNote>,
    pub penalties: Vec<PenaltyNote>,
    /// The period under way's length in seconds, for a sim whose clock counts down from a
    /// length that varies (a shorter overtime).
    pub period_length: u32,
    /// The shootout's attempts, in the order taken.
    pub shootout: Vec<ShootoutNote>,
}

/// A shootout attempt as it was taken: the goalie is the one in the other side's net.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShootoutNote {
    pub team: Team,
    pub shooter: u8,
    pub goalie: u8,
    pub goal: bool,
}

/// One line of the shootout summary, as the newspaper prints it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShootoutLine {
    /// The round: the shooter's side's attempt number, from 1.
    pub round: u16,
    pub team: Team,
    pub shooter: String,
    pub goalie: String,
    pub goal: bool,
}

impl GameNotes {
    /// Each of `team`'s `skaters` plus/minus as the NHL counts it: a goal scored at even
    /// strength or short-handed is a plus for the scoring side's skaters on the ice and a minus
    /// for the other side's; a power-play goal counts for nobody. `None` if a goal does not
    /// say who was on.
    pub fn plus_minus(&self, team: Team, skaters: usize) -> Option<Vec<i16>> {
        let mut counts = vec![0i16; skaters];
        for goal in self.goals.iter().filter(|g| !g.power_play) {
            let on_ice = goal.on_ice.as_ref()?;
            let sign = if goal.team == team { 1 } else { -1 };
            for &p in &on_ice[team] {
                if let Some(c) = counts.get_mut(usize::from(p)) {
                    *c += sign;
                }
            }
        }
        Some(counts)
    }

    /// An assist credited after the goal (the sims that check for assists once play stops):
    /// to `team`'s latest goal.
    pub fn assist(&mut self, team: Team, player: u8) {
        if let Some(goal) = self.goals.iter_mut().rev().find(|g| g.team == team) {
            goal.assists.push(player);
        }
    }
}

/// One line of the scoring summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScoringPlay {
    pub period: u8,
    /// "12:34" into the period; `None` where the sim keeps no clock.
    pub time: Option<String>,
    pub team: Team,
    pub scorer: String,
    /// The scorer's goals in the game so far, this one included.
    pub scorer_goals: u16,
    pub assists: Vec<String>,
    /// PP, SH and EN, as they apply.
    pub tags: Vec<&'static str>,
}

/// One line of the penalty summary.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PenaltyCall {
    pub period: u8,
    pub time: Option<String>,
    pub team: Team,
    pub player: String,
    pub minutes: u16,
    pub infraction: Option<String>,
}

/// Seconds as a game clock reads them ("7:05").
pub fn clock_time(seconds: u32) -> String {
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The scoring summary of `notes`, names from each team's `roster`.
pub fn scoring_summary<'a>(
    notes: &GameNotes,
    roster: impl Fn(Team) -> Roster<'a>,
) -> Vec<ScoringPlay> {
    let rosters = ByTeam::from_fn(&roster);
    let mut plays: Vec<ScoringPlay> = Vec::new();
    for (i, goal) in notes.goals.iter().enumerate() {
        let names = &rosters[goal.team];
        let scorer_goals = notes.goals[..=i]
            .iter()
            .filter(|g| g.team == goal.team && g.scorer == goal.scorer)
            .count() as u16;
        let tags = [
            (goal.power_play, "PP"),
            (goal.short_handed, "SH"),
            (goal.empty_net, "EN"),
        ];
        plays.push(ScoringPlay {
            period: goal.period,
            time: goal.elapsed.map(clock_time),
            team: goal.team,
            scorer: names.skater_name(goal.scorer).to_string(),
            scorer_goals,
            assists: goal
                .assists
                .iter()
                .map(|&a| names.skater_name(a).to_string())
                .collect(),
            tags: tags.into_iter().filter(|t| t.0).map(|t| t.1).collect(),
        });
    }
    plays
}

/// The shootout summary of `notes`: each attempt with its round, shooter and goalie faced.
pub fn shootout_summary<'a>(
    notes: &GameNotes,
    roster: impl Fn(Team) -> Roster<'a>,
) -> Vec<ShootoutLine> {
    let rosters = ByTeam::from_fn(&roster);
    let mut taken = ByTeam::new(0u16, 0u16);
    notes
        .shootout
        .iter()
        .map(|a| {
            taken[a.team] += 1;
            ShootoutLine {
                round: taken[a.team],
                team: a.team,
                shooter: rosters[a.team].skater_name(a.shooter).to_string(),
                goalie: rosters[a.team.other()].goalie_name(a.goalie).to_string(),
                goal: a.goal,
            }
        })
        .collect()
}

/// The penalty summary of `notes`.
pub fn penalty_summary<'a>(
    notes: &GameNotes,
    roster: impl Fn(Team) -> Roster<'a>,
) -> Vec<PenaltyCall> {
    let rosters = ByTeam::from_fn(&roster);
    notes
        .penalties
        .iter()
        .map(|p| {
            let names = &rosters[p.team];
            let player = if p.goalie {
                names.goalie_name(p.player)
            } else {
                names.skater_name(p.player)
            };
            PenaltyCall {
                period: p.period,
                time: p.elapsed.map(clock_time),
                team: p.team,
                player: player.to_string(),
                minutes: p.minutes,
                infraction: p.infraction.map(str::to_string),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn goal(
        team: Team,
        power_play: bool,
        short_handed: bool,
        home: &[u8],
        away: &[u8],
    ) -> GoalNote {
        GoalNote {
            period: 1,
            elapsed: Some(65),
            team,
            scorer: home.first().copied().unwrap_or(0),
            assists: Vec::new(),
            power_play,
            short_handed,
            empty_net: false,
            on_ice: Some(ByTeam::new(home.to_vec(), away.to_vec())),
        }
    }

    /// Issue 40: plus/minus as the NHL counts it: even strength and short-handed goals count
    /// for both sides on the ice, power-play goals for nobody.
    #[test]
    fn plus_minus_leaves_power_play_goals_out() {
        let notes = GameNotes {
            goals: vec![
                goal(Team::Home, false, false, &[0, 1, 2, 3, 4], &[0, 1, 2, 3, 4]),
                goal(Team::Home, true, false, &[0, 1, 2, 3, 5], &[0, 1, 2, 3]),
                goal(Team::Away, false, true, &[0, 1, 2, 3, 5], &[5, 6, 7, 8]),
            ],
            ..GameNotes::default()
        };
        let home = notes.plus_minus(Team::Home, 6).unwrap();
        assert_eq!(home, vec![0, 0, 0, 0, 1, -1]);
        let away = notes.plus_minus(Team::Away, 9).unwrap();
        assert_eq!(away, vec![-1, -1, -1, -1, -1, 1, 1, 1, 1]);
        let unknown = GameNotes {
            goals: vec![GoalNote {
                on_ice: None,
                ..goal(Team::Home, false, false, &[], &[])
            }],
            ..GameNotes::default()
        };
        assert_eq!(unknown.plus_minus(Team::Home, 3), None);
        assert_eq!(clock_time(65), "1:05");
    }

    /// Issue 40: the shootout summary counts each side's rounds, names the shooter from his
    /// side's roster and the goalie from the other's.
    #[test]
    fn a_shootout_line_names_its_round_shooter_and_the_goalie_faced() {
        use crate::league::Position;
        let note = |team, shooter, goalie, goal| ShootoutNote {
            team,
            shooter,
            goalie,
            goal,
        };
        let notes = GameNotes {
            shootout: vec![
                note(Team::Home, 1, 1, false),
                note(Team::Away, 0, 0, true),
                note(Team::Home, 0, 1, true),
            ],
            ..GameNotes::default()
        };
        let roster = |team: Team| {
            let (skaters, goalies) = match team {
                Team::Home => (["H0", "H1"], ["HG0", "HG1"]),
                Team::Away => (["A0", "A1"], ["AG0", "AG1"]),
            };
            Roster::new(skaters.map(|s| (s, Position::Centre)), goalies)
        };
        let lines = shootout_summary(&notes, roster);
        let read: Vec<(u16, Team, &str, &str, bool)> = lines
            .iter()
            .map(|l| {
                (
                    l.round,
                    l.team,
                    l.shooter.as_str(),
                    l.goalie.as_str(),
                    l.goal,
                )
            })
            .collect();
        assert_eq!(
            read,
            [
                (1, Team::Home, "H1", "AG1", false),
                (1, Team::Away, "A0", "HG0", true),
                (2, Team::Home, "H0", "AG1", true),
            ]
        );
    }
}
