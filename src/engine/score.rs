//! Score and box score, by period and team.

use super::team::{ByTeam, Team};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct StatLine {
    pub goals: u16,
    pub shots_on_goal: u16,
    pub saves: u16,
    pub penalties: u16,
    pub penalty_minutes: u16,
    pub power_plays: u16,
    pub power_play_goals: u16,
}

impl StatLine {
    /// Power-play goals for power plays, as a box score prints them ("PP 1-for-4").
    pub fn power_play_text(&self) -> String {
        format!("PP {}-for-{}", self.power_play_goals, self.power_plays)
    }

    fn add(&mut self, other: &StatLine) {
        self.goals += other.goals;
        self.shots_on_goal += other.shots_on_goal;
        self.saves += other.saves;
        self.penalties += other.penalties;
        self.penalty_minutes += other.penalty_minutes;
        self.power_plays += other.power_plays;
        self.power_play_goals += other.power_play_goals;
    }
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoxScore {
    /// One entry per period played or under way (overtime periods included).
    pub periods: Vec<ByTeam<StatLine>>,
    /// Shootout goals, if the game went to one. Not part of any period's line.
    pub shootout: Option<ByTeam<u16>>,
}

impl BoxScore {
    /// The line for a 1-based period, created on first use.
    pub fn line(&mut self, period: u8, team: Team) -> &mut StatLine {
        let index = usize::from(period.max(1) - 1);
        if self.periods.len() <= index {
            self.periods.resize(index + 1, ByTeam::default());
        }
        &mut self.periods[index][team]
    }

    pub fn totals(&self) -> ByTeam<StatLine> {
        let mut totals = ByTeam::<StatLine>::default();
        for period in &self.periods {
            for team in Team::BOTH {
                totals[team].add(&period[team]);
            }
        }
        totals
    }

    /// Goals in play (every period), not counting the shootout.
    pub fn goals(&self) -> ByTeam<u16> {
        self.totals().map(|_, line| line.goals)
    }

    /// The final score as reported: a shootout win counts as one goal, as in the NHL.
    pub fn final_score(&self) -> ByTeam<u16> {
        let mut score = self.goals();
        if let Some(so) = &self.shootout
            && so.home != so.away
        {
            let winner = if so.home > so.away {
                Team::Home
            } else {
                Team::Away
            };
            score[winner] += 1;
        }
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_and_shootout_goal() {
        let mut bs = BoxScore::default();
        bs.line(1, Team::Home).goals += 1;
        bs.line(3, Team::Away).goals += 1;
        bs.line(3, Team::Away).shots_on_goal += 4;
        assert_eq!(bs.periods.len(), 3);
        assert_eq!(bs.goals(), ByTeam::new(1, 1));
        assert_eq!(bs.totals().away.shots_on_goal, 4);
        bs.line(2, Team::Home).power_plays += 3;
        bs.line(3, Team::Home).power_plays += 1;
        bs.line(3, Team::Home).power_play_goals += 1;
        assert_eq!(bs.totals().home.power_play_text(), "PP 1-for-4");
        bs.shootout = Some(ByTeam::new(0, 1));
        assert_eq!(bs.final_score(), ByTeam::new(1, 2));
    }
}
