//! Each player's box in a game: the running counts an engine keeps, and the lines the box score
//! and the three stars read off them.

use crate::engine::{ByTeam, DecidedIn, Outcome, Team};
use crate::league::Position;
use serde::{Deserialize, Serialize};

/// A skater's line in this game's box score.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkaterBox {
    pub goals: u16,
    pub assists: u16,
    pub shots: u16,
    pub penalty_minutes: u16,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalieBox {
    pub shots_against: u16,
    pub saves: u16,
    pub goals_against: u16,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerBoxes {
    pub skaters: Vec<SkaterBox>,
    pub goalies: Vec<GoalieBox>,
}

impl PlayerBoxes {
    /// Empty boxes for a roster of `skaters` and `goalies`.
    pub fn new(skaters: usize, goalies: usize) -> PlayerBoxes {
        PlayerBoxes {
            skaters: vec![SkaterBox::default(); skaters],
            goalies: vec![GoalieBox::default(); goalies],
        }
    }
}

/// A team's players as its box score names them, in the order its boxes keep them.
pub struct Roster<'a> {
    skaters: Vec<(&'a str, Position)>,
    goalies: Vec<&'a str>,
    faceoffs: Option<&'a [(u16, u16)]>,
}

/// Who dressed for a game, by roster index: the box score lists only them, and a season
/// counts a game played only for them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Dressed {
    pub skaters: Vec<bool>,
    pub goalies: Vec<bool>,
}

/// The columns only some sims keep, by roster index: plus/minus where the sim knows who is on
/// the ice, ice time where it keeps it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OnIce {
    pub plus_minus: Option<Vec<i16>>,
    pub toi: Option<Vec<u32>>,
}

impl Dressed {
    /// Goalies a team dressed: those who played (`played`), then the starter and his backup
    /// from `order` (the sim's own order of preference, then roster order), up to two,
    /// leaving out any sitting the game out.
    pub fn goalies(
        count: usize,
        played: impl Fn(usize) -> bool,
        order: &[u8],
        sits_out: impl Fn(usize) -> bool,
    ) -> Vec<bool> {
        let mut dressed: Vec<bool> = (0..count).map(&played).collect();
        let preferred = order.iter().map(|&g| usize::from(g)).chain(0..count);
        for g in preferred {
            if dressed.iter().filter(|&&d| d).count() >= 2 {
                break;
            }
            if g < count && !sits_out(g) {
                dressed[g] = true;
            }
        }
        dressed
    }
}

impl<'a> Roster<'a> {
    /// Who `name` is: a skater first, then a goalie, as (is a goalie, index), or `None`.
    pub fn find(&self, name: &str) -> Option<(bool, u8)> {
        super::find_by_name(
            self.skaters.iter().map(|&(n, _)| n),
            self.goalies.iter().copied(),
            name,
        )
    }

    /// Skater `i`'s name ("?" past the roster).
    pub fn skater_name(&self, i: u8) -> &'a str {
        self.skaters.get(usize::from(i)).map_or("?", |s| s.0)
    }

    pub fn goalie_name(&self, i: u8) -> &'a str {
        self.goalies.get(usize::from(i)).copied().unwrap_or("?")
    }

    /// Skaters by name and position, goalies by name.
    pub fn new(
        skaters: impl IntoIterator<Item = (&'a str, Position)>,
        goalies: impl IntoIterator<Item = &'a str>,
    ) -> Roster<'a> {
        Roster {
            skaters: skaters.into_iter().collect(),
            goalies: goalies.into_iter().collect(),
            faceoffs: None,
        }
    }

    /// Each skater's face-offs won and lost, for a sim that names who takes the draw.
    pub fn with_faceoffs(self, faceoffs: &'a [(u16, u16)]) -> Roster<'a> {
        Roster {
            faceoffs: Some(faceoffs),
            ..self
        }
    }
}

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
    /// Plus/minus, for a sim that knows who is on the ice at a goal.
    pub plus_minus: Option<i16>,
    /// Seconds on the ice, for a sim that keeps them.
    pub toi: Option<u32>,
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
    /// The goalie of record's, once the game is over; `None` for any other goalie.
    pub decision: Option<GoalieDecision>,
}

/// A goalie of record's decision: won, lost in regulation, lost in overtime or a shootout
/// (OTL), or tied.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum GoalieDecision {
    Win,
    Loss,
    OvertimeLoss,
    Tie,
}

impl GoalieDecision {
    /// `team`'s decision in a game that ended in `outcome`.
    pub fn of(outcome: &Outcome, team: Team) -> GoalieDecision {
        match outcome.winner {
            None => GoalieDecision::Tie,
            Some(w) if w == team => GoalieDecision::Win,
            Some(_) if outcome.decided_in == DecidedIn::Regulation => GoalieDecision::Loss,
            Some(_) => GoalieDecision::OvertimeLoss,
        }
    }

    /// As a box score prints it.
    pub fn code(self) -> &'static str {
        match self {
            GoalieDecision::Win => "W",
            GoalieDecision::Loss => "L",
            GoalieDecision::OvertimeLoss => "OTL",
            GoalieDecision::Tie => "T",
        }
    }
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

impl PlayerLines {
    /// Both teams' lines, home first, each player beside his box; `roster` names a team's
    /// players, `dressed` who dressed (`None`: all of them).
    pub fn from_boxes<'a>(
        boxes: &ByTeam<PlayerBoxes>,
        roster: impl Fn(Team) -> Roster<'a>,
        dressed: impl Fn(Team) -> Option<Dressed>,
        on_ice: impl Fn(Team) -> OnIce,
    ) -> PlayerLines {
        let mut lines = PlayerLines::default();
        for team in Team::BOTH {
            let players = roster(team);
            let dressed = dressed(team);
            let on_ice = on_ice(team);
            let skater_dressed = |i: usize| {
                dressed
                    .as_ref()
                    .is_none_or(|d| d.skaters.get(i) != Some(&false))
            };
            let goalie_dressed = |i: usize| {
                dressed
                    .as_ref()
                    .is_none_or(|d| d.goalies.get(i) != Some(&false))
            };
            let skaters = players.skaters.iter().zip(&boxes[team].skaters);
            for (i, (&(name, position), b)) in skaters.enumerate() {
                if !skater_dressed(i) {
                    continue;
                }
                let faceoffs = players
                    .faceoffs
                    .map(|f| f.get(i).copied().unwrap_or_default());
                lines.skaters.push(SkaterGame {
                    team,
                    name: name.to_string(),
                    position: position.code(),
                    goals: b.goals,
                    assists: b.assists,
                    shots: b.shots,
                    penalty_minutes: b.penalty_minutes,
                    faceoffs,
                    plus_minus: on_ice
                        .plus_minus
                        .as_ref()
                        .map(|v| v.get(i).copied().unwrap_or(0)),
                    toi: on_ice.toi.as_ref().map(|v| v.get(i).copied().unwrap_or(0)),
                });
            }
            let goalies = players.goalies.iter().zip(&boxes[team].goalies);
            for (i, (&name, b)) in goalies.enumerate() {
                if !goalie_dressed(i) {
                    continue;
                }
                lines.goalies.push(GoalieGame {
                    team,
                    name: name.to_string(),
                    shots_against: b.shots_against,
                    saves: b.saves,
                    goals_against: b.goals_against,
                    decision: None,
                });
            }
        }
        lines
    }

    /// `team`'s goalies who played: those who faced a shot, or the first listed in a game
    /// where none did (a goalie dressed as the backup without a shot did not play).
    pub fn goalies_who_played(&self, team: Team) -> Vec<&GoalieGame> {
        let dressed: Vec<_> = self.goalies.iter().filter(|g| g.team == team).collect();
        let played: Vec<_> = dressed
            .iter()
            .copied()
            .filter(|g| g.shots_against > 0)
            .collect();
        if played.is_empty() {
            dressed.into_iter().take(1).collect()
        } else {
            played
        }
    }

    /// `team`'s goalie of record, who takes the decision and, when his team allowed no goal,
    /// the shutout: of those who played, the one who faced the most shots (the first listed on
    /// a tie). The sims keep no minutes, and Open Ice shares a net shot by shot (FACED).
    pub fn goalie_of_record(&self, team: Team) -> Option<&GoalieGame> {
        let played = self.goalies_who_played(team);
        let most = played.iter().map(|g| g.shots_against).max()?;
        played.into_iter().find(|g| g.shots_against == most)
    }

    /// Whether `goalie` (one of these lines) shut the other side out: his team allowed no goal
    /// (an empty-net goal counts) and he is its goalie of record.
    pub fn is_shutout(&self, goalie: &GoalieGame) -> bool {
        self.goals(goalie.team.other()) == 0
            && self
                .goalie_of_record(goalie.team)
                .is_some_and(|g| std::ptr::eq(g, goalie))
    }

    /// Gives each team's goalie of record his decision in a game that ended in `outcome`.
    pub fn decide(&mut self, outcome: &Outcome) {
        for team in Team::BOTH {
            let Some(name) = self.goalie_of_record(team).map(|g| g.name.clone()) else {
                continue;
            };
            let of_record = self
                .goalies
                .iter_mut()
                .find(|g| g.team == team && g.name == name);
            if let Some(g) = of_record {
                g.decision = Some(GoalieDecision::of(outcome, team));
            }
        }
    }

    /// `team`'s goals, added up from its skaters' lines.
    pub fn goals(&self, team: Team) -> u16 {
        let skaters = self.skaters.iter().filter(|s| s.team == team);
        skaters.map(|s| s.goals).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn save_percentage_prints_like_a_box_score() {
        let g = GoalieGame {
            team: Team::Away,
            name: "G".into(),
            shots_against: 26,
            saves: 24,
            goals_against: 2,
            decision: None,
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
}
