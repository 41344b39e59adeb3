//! The league the sims play from: the built-in league, a side's team pick and the pairings of a
//! computer-managed season.

use crate::engine::ByTeam;
use crate::league::{League, LeagueTeam};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;

/// The built-in league, parsed once.
pub fn builtin_league() -> &'static League {
    static LEAGUE: OnceLock<League> = OnceLock::new();
    LEAGUE.get_or_init(League::builtin)
}

/// A side's team: one of the built-in league's, or one a person built from stat lines of their
/// own. An own team travels whole inside the options, so its saves and links open anywhere.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum TeamPick {
    /// A built-in team's abbreviation.
    League(String),
    Own(Box<LeagueTeam>),
}

impl TeamPick {
    /// The team itself: an unknown abbreviation (an edited record) falls back to the league's
    /// first team rather than failing.
    pub fn team(&self) -> &LeagueTeam {
        let league = builtin_league();
        match self {
            TeamPick::League(abbreviation) => league.team(abbreviation).unwrap_or(&league.teams[0]),
            TeamPick::Own(team) => team,
        }
    }

    /// The league's first two teams, home and away: every sim's default match-up.
    pub fn default_pair() -> ByTeam<TeamPick> {
        let league = builtin_league();
        ByTeam::new(
            TeamPick::League(league.teams[0].abbreviation.clone()),
            TeamPick::League(league.teams[1].abbreviation.clone()),
        )
    }

    /// The teams of game `seed` of a computer-managed season of `league`.
    pub fn season_pair(league: &League, seed: u64) -> ByTeam<TeamPick> {
        let (home, away) = pairing(league.teams.len(), seed);
        ByTeam::new(
            TeamPick::League(league.teams[home].abbreviation.clone()),
            TeamPick::League(league.teams[away].abbreviation.clone()),
        )
    }
}

/// The pairing for game `seed` of a league: every team meets every other, home and away.
fn pairing(teams: usize, seed: u64) -> (usize, usize) {
    let pairs = teams * (teams - 1);
    let k = (seed as usize) % pairs;
    let home = k / (teams - 1);
    let mut away = k % (teams - 1);
    if away >= home {
        away += 1;
    }
    (home, away)
}
