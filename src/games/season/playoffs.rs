//! Playoffs after a season: the top teams by the standings, best-of-seven series (or shorter),
//! the higher seed at home in games 1, 2, 5 and 7, first against last in each round.

use super::Standing;
use serde::{Deserialize, Serialize};

/// One series: seeds are places in the standings (0 is first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Series {
    /// The teams (indices into the season's teams), higher seed first.
    pub teams: (u8, u8),
    /// Games won by each.
    pub wins: (u8, u8),
}

impl Series {
    pub fn games(&self) -> u8 {
        self.wins.0 + self.wins.1
    }

    /// The winner once he has `needed` wins.
    pub fn winner(&self, needed: u8) -> Option<u8> {
        if self.wins.0 >= needed {
            Some(self.teams.0)
        } else if self.wins.1 >= needed {
            Some(self.teams.1)
        } else {
            None
        }
    }
}

/// A playoff game to play: its home and away teams.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PlayoffGame {
    pub round: usize,
    pub series: usize,
    pub home: u8,
    pub away: u8,
}

/// The playoffs so far: every round drawn yet, the last one in play.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Playoffs {
    /// 7 for best of seven.
    pub best_of: u8,
    pub rounds: Vec<Vec<Series>>,
}

impl Playoffs {
    /// The first round from the final standings: the top `teams` (down to a power of two, at
    /// least 2), first against last.
    pub fn start(table: &[Standing], teams: usize, best_of: u8) -> Playoffs {
        // The largest power of two the standings hold.
        let most = teams.min(table.len()).max(2);
        let teams = 1 << (usize::BITS - 1 - most.leading_zeros());
        let seeds: Vec<u8> = table.iter().take(teams).map(|s| s.team).collect();
        Playoffs {
            best_of,
            rounds: vec![pair_off(&seeds)],
        }
    }

    fn needed(&self) -> u8 {
        self.best_of / 2 + 1
    }

    /// The next game: the round's series with the fewest games played goes next, so series
    /// move on together. None once there is a champion.
    pub fn next_game(&self) -> Option<PlayoffGame> {
        let round = self.rounds.len() - 1;
        let needed = self.needed();
        let (series, s) = self.rounds[round]
            .iter()
            .enumerate()
            .filter(|(_, s)| s.winner(needed).is_none())
            .min_by_key(|(i, s)| (s.games(), *i))?;
        // The higher seed is at home in games 1, 2, 5 and 7 (0-based 0, 1, 4, 6).
        let higher_home = matches!(s.games(), 0 | 1 | 4 | 6);
        let (home, away) = if higher_home {
            s.teams
        } else {
            (s.teams.1, s.teams.0)
        };
        Some(PlayoffGame {
            round,
            series,
            home,
            away,
        })
    }

    /// Counts a game's winner; a finished round draws the next.
    pub fn record(&mut self, game: PlayoffGame, winner: u8) {
        let series = &mut self.rounds[game.round][game.series];
        if winner == series.teams.0 {
            series.wins.0 += 1;
        } else {
            series.wins.1 += 1;
        }
        let needed = self.needed();
        let round = &self.rounds[self.rounds.len() - 1];
        let winners: Option<Vec<u8>> = round.iter().map(|s| s.winner(needed)).collect();
        if let Some(winners) = winners
            && winners.len() > 1
        {
            // Winners keep their seeding order (the series were drawn high seed first).
            self.rounds.push(pair_off(&winners));
        }
    }

    /// Series of the round in play still without a winner.
    pub fn open_series(&self) -> usize {
        let needed = self.needed();
        self.rounds.last().map_or(0, |round| {
            round.iter().filter(|s| s.winner(needed).is_none()).count()
        })
    }

    /// How many rounds the playoffs have in all.
    pub fn round_count(&self) -> usize {
        self.rounds
            .first()
            .map_or(0, |first| first.len().ilog2() as usize + 1)
    }

    /// A series' winner, once it has one.
    pub fn series_winner(&self, series: &Series) -> Option<u8> {
        series.winner(self.needed())
    }

    pub fn champion(&self) -> Option<u8> {
        let last = self.rounds.last()?;
        match last.as_slice() {
            [final_series] => final_series.winner(self.needed()),
            _ => None,
        }
    }
}

/// Series from teams in seed order: first against last, second against second-last...
fn pair_off(seeds: &[u8]) -> Vec<Series> {
    (0..seeds.len() / 2)
        .map(|i| Series {
            teams: (seeds[i], seeds[seeds.len() - 1 - i]),
            wins: (0, 0),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(order: &[u8]) -> Vec<Standing> {
        order
            .iter()
            .map(|&team| Standing {
                team,
                ..Standing::default()
            })
            .collect()
    }

    #[test]
    fn four_teams_best_of_seven_to_a_champion() {
        let mut playoffs = Playoffs::start(&table(&[5, 2, 7, 0, 1, 3, 4, 6]), 4, 7);
        assert_eq!(playoffs.rounds[0][0].teams, (5, 0));
        assert_eq!(playoffs.rounds[0][1].teams, (2, 7));
        let mut homes = Vec::new();
        let mut games = 0;
        while let Some(game) = playoffs.next_game() {
            if game.round == 0 && game.series == 0 {
                homes.push(game.home);
            }
            // The higher seed wins all but game 3 of every series.
            let series = &playoffs.rounds[game.round][game.series];
            let winner = if series.games() == 2 {
                series.teams.1
            } else {
                series.teams.0
            };
            playoffs.record(game, winner);
            games += 1;
            assert!(games < 30, "playoffs end");
        }
        assert_eq!(homes, [5, 5, 0, 0, 5], "2-2-1 at the higher seed");
        assert_eq!(playoffs.rounds.len(), 2);
        assert_eq!(playoffs.rounds[1][0].teams, (5, 2));
        assert_eq!(playoffs.champion(), Some(5));
        assert_eq!(games, 15, "three series of five games");
        assert_eq!((playoffs.round_count(), playoffs.open_series()), (2, 0));
    }

    #[test]
    fn a_series_can_go_seven_with_the_higher_seed_home_in_the_last() {
        let mut playoffs = Playoffs::start(&table(&[1, 0]), 2, 7);
        let mut homes = Vec::new();
        while let Some(game) = playoffs.next_game() {
            homes.push(game.home);
            let n = playoffs.rounds[0][0].games();
            // Away wins every game but the seventh.
            let winner = if n == 6 { game.home } else { game.away };
            playoffs.record(game, winner);
        }
        assert_eq!(homes, [1, 1, 0, 0, 1, 0, 1]);
        assert_eq!(playoffs.rounds[0][0].wins, (4, 3));
        assert_eq!(playoffs.champion(), Some(1));
    }

    #[test]
    fn the_field_is_the_largest_power_of_two_asked_for() {
        let standings = table(&[0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(Playoffs::start(&standings, 6, 7).rounds[0].len(), 2);
        assert_eq!(Playoffs::start(&standings, 8, 7).round_count(), 3);
        assert_eq!(Playoffs::start(&standings, 8, 7).open_series(), 4);
        assert_eq!(Playoffs::start(&standings, 8, 7).rounds[0].len(), 4);
        assert_eq!(Playoffs::start(&standings, 20, 7).rounds[0].len(), 4);
        assert_eq!(Playoffs::start(&standings, 1, 7).rounds[0].len(), 1);
    }
}
