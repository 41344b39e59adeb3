//! The standings a season's results make, the NHL's way: two points for a win, one for a loss
//! in overtime or a shootout, one for a tie (Open Ice's season games may end tied).

use crate::engine::{ByTeam, DecidedIn, Outcome, Team};
use serde::{Deserialize, Serialize};

/// A finished game as the season keeps it: who played where, and how it ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub day: u16,
    /// Indices into the season's teams.
    pub teams: ByTeam<u8>,
    pub outcome: Outcome,
    /// A game played at the table: its record (as a share link carries it), since a person's
    /// decisions can't be made again from the seed the way the computer's can.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    /// The players who sat out (season team index, name): the first actions of the game, so a
    /// replay made again from the seed takes them too.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sat_out: Vec<(u8, String)>,
}

/// A run of the same result, the latest first ("W3").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Streak {
    /// 'W', 'L', 'O' (lost in overtime or a shootout) or 'T'.
    pub kind: char,
    pub games: u16,
}

impl std::fmt::Display for Streak {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.games == 0 {
            return f.write_str("-");
        }
        write!(f, "{}{}", self.kind, self.games)
    }
}

/// A team's line in the standings.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Standing {
    pub team: u8,
    pub games: u16,
    pub wins: u16,
    pub losses: u16,
    /// Lost in overtime or a shootout.
    pub ot_losses: u16,
    pub ties: u16,
    pub points: u16,
    pub goals_for: u16,
    pub goals_against: u16,
    pub streak: Streak,
    /// Wins, losses and overtime losses (ties) over the last ten games.
    pub last_ten: [u16; 4],
}

impl Standing {
    /// "52-22-8": wins, losses and overtime losses, then ties when there are any.
    pub fn record(&self) -> String {
        if self.ties > 0 {
            format!(
                "{}-{}-{}-{}",
                self.wins, self.losses, self.ot_losses, self.ties
            )
        } else {
            format!("{}-{}-{}", self.wins, self.losses, self.ot_losses)
        }
    }
}

impl Standing {
    /// "6-3-1" over the last ten, with ties after a fourth dash when there were any.
    pub fn last_ten_text(&self) -> String {
        let [w, l, o, t] = self.last_ten;
        if t > 0 {
            format!("{w}-{l}-{o}-{t}")
        } else {
            format!("{w}-{l}-{o}")
        }
    }
}

/// Each result from one side: 'W', 'L', 'O' or 'T'.
pub(super) fn result_for(outcome: &Outcome, team: Team) -> char {
    match outcome.winner {
        None => 'T',
        Some(winner) if winner == team => 'W',
        Some(_) if outcome.decided_in == DecidedIn::Regulation => 'L',
        Some(_) => 'O',
    }
}

/// The standings of `teams` teams after `results` (in the order played), best first: by
/// points, then fewer games played, then wins, then goal difference, then goals for.
pub fn standings(teams: usize, results: &[GameResult]) -> Vec<Standing> {
    let mut table: Vec<Standing> = (0..teams)
        .map(|team| Standing {
            team: team as u8,
            ..Standing::default()
        })
        .collect();
    let mut recent: Vec<Vec<char>> = vec![Vec::new(); teams];
    for result in results {
        for side in Team::BOTH {
            let index = usize::from(result.teams[side]);
            let row = &mut table[index];
            let kind = result_for(&result.outcome, side);
            row.games += 1;
            row.goals_for += result.outcome.final_score[side];
            row.goals_against += result.outcome.final_score[side.other()];
            match kind {
                'W' => row.wins += 1,
                'L' => row.losses += 1,
                'O' => row.ot_losses += 1,
                _ => row.ties += 1,
            }
            recent[index].push(kind);
        }
    }
    for (row, kinds) in table.iter_mut().zip(&recent) {
        row.points = 2 * row.wins + row.ot_losses + row.ties;
        if let Some(&last) = kinds.last() {
            let run = kinds.iter().rev().take_while(|&&k| k == last).count();
            row.streak = Streak {
                kind: last,
                games: run as u16,
            };
        }
        for &kind in kinds.iter().rev().take(10) {
            let slot = "WLOT".find(kind).unwrap_or(3);
            row.last_ten[slot] += 1;
        }
    }
    table.sort_by(|a, b| {
        let diff = |s: &Standing| i32::from(s.goals_for) - i32::from(s.goals_against);
        b.points
            .cmp(&a.points)
            .then(a.games.cmp(&b.games))
            .then(b.wins.cmp(&a.wins))
            .then(diff(b).cmp(&diff(a)))
            .then(b.goals_for.cmp(&a.goals_for))
            .then(a.team.cmp(&b.team))
    });
    table
}

/// Each team's points after each of its games, in the order played: what a points chart draws.
pub fn points_by_game(teams: usize, results: &[GameResult]) -> Vec<Vec<u16>> {
    let mut points: Vec<Vec<u16>> = vec![Vec::new(); teams];
    for result in results {
        for side in Team::BOTH {
            let team = &mut points[usize::from(result.teams[side])];
            let earned = match result_for(&result.outcome, side) {
                'W' => 2,
                'L' => 0,
                _ => 1,
            };
            team.push(team.last().copied().unwrap_or(0) + earned);
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(day: u16, home: u8, away: u8, score: (u16, u16), decided_in: DecidedIn) -> GameResult {
        let final_score = ByTeam::new(score.0, score.1);
        let winner = match score.0.cmp(&score.1) {
            std::cmp::Ordering::Greater => Some(Team::Home),
            std::cmp::Ordering::Less => Some(Team::Away),
            std::cmp::Ordering::Equal => None,
        };
        GameResult {
            day,
            teams: ByTeam::new(home, away),
            outcome: Outcome {
                winner,
                final_score,
                decided_in,
            },
            record: None,
            sat_out: Vec::new(),
        }
    }

    #[test]
    fn points_streaks_and_the_last_ten() {
        use DecidedIn::*;
        let results = [
            game(0, 0, 1, (3, 1), Regulation),
            game(1, 1, 0, (2, 1), Overtime),
            game(2, 0, 1, (4, 4), Overtime),
            game(3, 1, 0, (0, 2), Regulation),
            game(4, 0, 1, (2, 1), Shootout),
        ];
        let table = standings(2, &results);
        let zero = table.iter().find(|s| s.team == 0).unwrap();
        assert_eq!(
            (
                zero.games,
                zero.wins,
                zero.losses,
                zero.ot_losses,
                zero.ties
            ),
            (5, 3, 0, 1, 1)
        );
        assert_eq!(zero.points, 8);
        assert_eq!((zero.goals_for, zero.goals_against), (12, 8));
        assert_eq!(zero.streak.to_string(), "W2");
        assert_eq!(zero.last_ten_text(), "3-0-1-1");
        let one = table.iter().find(|s| s.team == 1).unwrap();
        assert_eq!(
            (one.wins, one.losses, one.ot_losses, one.ties),
            (1, 2, 1, 1)
        );
        assert_eq!(one.points, 4);
        assert_eq!(one.streak.to_string(), "O1");
        assert_eq!(table[0].team, 0, "the most points first");
        let chart = points_by_game(2, &results);
        assert_eq!(chart[0], vec![2, 3, 4, 6, 8]);
        assert_eq!(chart[1], vec![0, 2, 3, 3, 4]);
    }

    /// Over a whole league the books balance: every win is somebody's loss, every goal for is
    /// somebody's goal against.
    #[test]
    fn the_league_adds_up() {
        use DecidedIn::*;
        let fixtures = super::super::balanced_schedule(8, 14).unwrap();
        let results: Vec<GameResult> = fixtures
            .iter()
            .enumerate()
            .map(|(i, f)| {
                let (score, how) = match i % 4 {
                    0 => ((3, 2), Regulation),
                    1 => ((1, 2), Overtime),
                    2 => ((2, 2), Overtime),
                    _ => ((0, 1), Shootout),
                };
                game(f.day, f.home, f.away, score, how)
            })
            .collect();
        let table = standings(8, &results);
        let sum = |f: fn(&Standing) -> u16| table.iter().map(f).sum::<u16>();
        assert_eq!(sum(|s| s.wins), sum(|s| s.losses) + sum(|s| s.ot_losses));
        assert_eq!(sum(|s| s.ties) % 2, 0);
        assert_eq!(sum(|s| s.goals_for), sum(|s| s.goals_against));
        assert_eq!(sum(|s| s.games), 8 * 14);
        assert!(table.windows(2).all(|w| w[0].points >= w[1].points));
    }
}
