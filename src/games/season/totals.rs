//! Every player's season line, added up from the box-score lines of each game he dressed for,
//! and the league leaders they make.

use super::standings::result_for;
use crate::engine::{ByTeam, Outcome, Team};
use crate::games::sim::PlayerLines;
use serde::{Deserialize, Serialize};

/// A skater's season so far.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SkaterSeason {
    /// An index into the season's teams.
    pub team: u8,
    pub name: String,
    pub position: String,
    pub games: u16,
    pub goals: u16,
    pub assists: u16,
    pub shots: u16,
    pub penalty_minutes: u16,
}

impl SkaterSeason {
    pub fn points(&self) -> u16 {
        self.goals + self.assists
    }
}

/// A goalie's season so far. A goalie plays a game when he faces a shot (or, in a game without
/// one, when he is his team's first listed); the goalie of record
/// (`PlayerLines::goalie_of_record`, the most shots) takes the decision, and the shutout when
/// his team allowed no goal, even if Open Ice's FACED draws sent the other goalie a few shots.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GoalieSeason {
    pub team: u8,
    pub name: String,
    pub games: u16,
    pub wins: u16,
    pub losses: u16,
    /// Lost in overtime or a shootout, or tied.
    pub other_decisions: u16,
    pub shots_against: u16,
    pub saves: u16,
    pub goals_against: u16,
    pub shutouts: u16,
    /// Games in net, in thousandths: a game's share is his share of his team's shots against
    /// (the sims keep no minutes, and Open Ice splits a game's shots between two goalies).
    pub games_in_net_milli: u32,
}

impl GoalieSeason {
    /// Goals against a game in net (his share of the shots standing in for minutes).
    pub fn goals_against_average(&self) -> f64 {
        f64::from(self.goals_against) * 1000.0 / f64::from(self.games_in_net_milli.max(1))
    }

    pub fn save_pct(&self) -> f64 {
        f64::from(self.saves) / f64::from(self.shots_against.max(1))
    }
}

/// The season's player lines.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SeasonTotals {
    pub skaters: Vec<SkaterSeason>,
    pub goalies: Vec<GoalieSeason>,
}

/// The row `mine` finds, added by `new` when there is none yet.
fn row_for<T>(rows: &mut Vec<T>, mine: impl Fn(&T) -> bool, new: impl FnOnce() -> T) -> &mut T {
    match rows.iter().position(mine) {
        Some(i) => &mut rows[i],
        None => {
            rows.push(new());
            rows.last_mut().expect("just pushed")
        }
    }
}

impl SeasonTotals {
    pub fn is_empty(&self) -> bool {
        self.skaters.is_empty() && self.goalies.is_empty()
    }

    /// Adds one game: `teams` are the two sides' indices in the season, `lines` the game's
    /// box-score lines.
    pub fn add_game(&mut self, teams: ByTeam<u8>, outcome: &Outcome, lines: &PlayerLines) {
        for line in &lines.skaters {
            let team = teams[line.team];
            let mine = |s: &SkaterSeason| s.team == team && s.name == line.name;
            let row = row_for(&mut self.skaters, mine, || SkaterSeason {
                team,
                name: line.name.clone(),
                position: line.position.to_string(),
                ..SkaterSeason::default()
            });
            row.games += 1;
            row.goals += line.goals;
            row.assists += line.assists;
            row.shots += line.shots;
            row.penalty_minutes += line.penalty_minutes;
        }
        for side in Team::BOTH {
            let played = lines.goalies_who_played(side);
            let of_record = lines.goalie_of_record(side);
            let team_shots: u16 = played.iter().map(|g| g.shots_against).sum();
            for line in played {
                let team = teams[side];
                let mine = |g: &GoalieSeason| g.team == team && g.name == line.name;
                let row = row_for(&mut self.goalies, mine, || GoalieSeason {
                    team,
                    name: line.name.clone(),
                    ..GoalieSeason::default()
                });
                row.games += 1;
                row.games_in_net_milli += match team_shots {
                    0 => 1000,
                    all => u32::from(line.shots_against) * 1000 / u32::from(all),
                };
                row.shots_against += line.shots_against;
                row.saves += line.saves;
                row.goals_against += line.goals_against;
                if of_record.is_some_and(|g| std::ptr::eq(g, line)) {
                    match result_for(outcome, side) {
                        'W' => row.wins += 1,
                        'L' => row.losses += 1,
                        _ => row.other_decisions += 1,
                    }
                    // The final score: a shootout's winning goal breaks the loser's shutout.
                    if outcome.final_score[side.other()] == 0 {
                        row.shutouts += 1;
                    }
                }
            }
        }
    }

    /// The `count` skaters with the most of `stat`, ties by fewer games then name.
    pub fn skater_leaders(
        &self,
        stat: fn(&SkaterSeason) -> u16,
        count: usize,
    ) -> Vec<&SkaterSeason> {
        let mut rows: Vec<&SkaterSeason> = self.skaters.iter().collect();
        rows.sort_by(|a, b| {
            stat(b)
                .cmp(&stat(a))
                .then(a.games.cmp(&b.games))
                .then(a.name.cmp(&b.name))
        });
        rows.truncate(count);
        rows
    }

    /// Goalies who played at least `min_games`, best first by `key`, smaller first (goals
    /// against average as it is, save percentage negated).
    pub fn goalie_leaders(
        &self,
        key: fn(&GoalieSeason) -> f64,
        min_games: u16,
        count: usize,
    ) -> Vec<&GoalieSeason> {
        let mut rows: Vec<&GoalieSeason> = self
            .goalies
            .iter()
            .filter(|g| g.games >= min_games)
            .collect();
        rows.sort_by(|a, b| key(a).total_cmp(&key(b)).then(a.name.cmp(&b.name)));
        rows.truncate(count);
        rows
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DecidedIn;
    use crate::games::sim::{GoalieGame, SkaterGame};

    fn skater(team: Team, name: &str, goals: u16, assists: u16) -> SkaterGame {
        SkaterGame {
            team,
            name: name.to_string(),
            position: "C",
            goals,
            assists,
            shots: goals + 2,
            penalty_minutes: 2,
            faceoffs: None,
            plus_minus: None,
            toi: None,
        }
    }

    fn goalie(team: Team, name: &str, shots: u16, goals: u16) -> GoalieGame {
        GoalieGame {
            team,
            name: name.to_string(),
            shots_against: shots,
            saves: shots - goals,
            goals_against: goals,
            decision: None,
        }
    }

    #[test]
    fn lines_add_up_over_games_and_sides() {
        let mut totals = SeasonTotals::default();
        let win = Outcome {
            winner: Some(Team::Home),
            final_score: ByTeam::new(2, 0),
            decided_in: DecidedIn::Regulation,
        };
        let lines = PlayerLines {
            skaters: vec![
                skater(Team::Home, "Ada", 2, 0),
                skater(Team::Away, "Bo", 0, 0),
            ],
            goalies: vec![
                goalie(Team::Home, "Cy", 30, 0),
                goalie(Team::Home, "Backup", 0, 0),
                goalie(Team::Away, "Di", 25, 2),
            ],
        };
        // Team 3 at home, then team 3 away: the same players keep one line each.
        totals.add_game(ByTeam::new(3, 5), &win, &lines);
        let loss_in_ot = Outcome {
            winner: Some(Team::Home),
            final_score: ByTeam::new(3, 2),
            decided_in: DecidedIn::Overtime,
        };
        let swapped = PlayerLines {
            skaters: vec![
                skater(Team::Away, "Ada", 1, 1),
                skater(Team::Home, "Bo", 3, 0),
            ],
            goalies: vec![
                goalie(Team::Away, "Cy", 20, 3),
                goalie(Team::Home, "Di", 18, 2),
            ],
        };
        totals.add_game(ByTeam::new(5, 3), &loss_in_ot, &swapped);
        let ada = &totals.skaters[0];
        assert_eq!((ada.team, ada.games, ada.goals, ada.assists), (3, 2, 3, 1));
        assert_eq!((ada.points(), ada.shots, ada.penalty_minutes), (4, 7, 4));
        let cy = &totals.goalies[0];
        assert_eq!(
            (cy.games, cy.wins, cy.losses, cy.other_decisions),
            (2, 1, 0, 1)
        );
        assert_eq!(
            (cy.shots_against, cy.goals_against, cy.shutouts),
            (50, 3, 1)
        );
        assert!(
            totals.goalies.iter().all(|g| g.name != "Backup"),
            "a backup who faced no shot did not play"
        );
        let di = &totals.goalies[1];
        assert_eq!((di.wins, di.losses, di.shutouts), (1, 1, 0));
        let leaders = totals.skater_leaders(|s| s.goals, 1);
        assert_eq!(leaders[0].name, "Ada");
        let best_gaa = totals.goalie_leaders(|g| g.goals_against_average(), 1, 2);
        assert_eq!(best_gaa[0].name, "Cy");
        assert_eq!(cy.games_in_net_milli, 2000, "alone in net both games");
        assert!((cy.goals_against_average() - 1.5).abs() < 1e-9);
    }

    /// Issue 40: Open Ice's FACED draws share a net; the goalie who faced the most shots takes
    /// the decision and his team's shutout, and each goalie's line is his own shots.
    #[test]
    fn a_shared_net_credits_the_goalie_of_record_with_the_shutout_oi_40a() {
        let mut totals = SeasonTotals::default();
        let shutout = Outcome {
            winner: Some(Team::Home),
            final_score: ByTeam::new(3, 0),
            decided_in: DecidedIn::Regulation,
        };
        let lines = PlayerLines {
            skaters: vec![skater(Team::Home, "Ada", 3, 0)],
            goalies: vec![
                goalie(Team::Home, "Backup", 4, 0),
                goalie(Team::Home, "Starter", 22, 0),
                goalie(Team::Away, "Di", 25, 3),
            ],
        };
        totals.add_game(ByTeam::new(0, 1), &shutout, &lines);
        let line = |name: &str| totals.goalies.iter().find(|g| g.name == name).unwrap();
        let starter = line("Starter");
        assert_eq!((starter.games, starter.wins, starter.shutouts), (1, 1, 1));
        assert_eq!(starter.games_in_net_milli, 846, "22 of 26 shots");
        let backup = line("Backup");
        assert_eq!((backup.games, backup.wins, backup.shutouts), (1, 0, 0));
        assert_eq!((backup.shots_against, backup.saves), (4, 4));
        assert_eq!((line("Di").losses, line("Di").shutouts), (1, 0));
    }
}
