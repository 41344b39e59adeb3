//! Sitting a player out before a game (a season's injured or rested player): the checks every
//! sim makes before it takes a player off its roster for the whole game.

use crate::engine::Team;
use crate::league::{LeagueTeam, Needs, Position};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Who sits a game out, every sim's `Action::SitOut`: a team's roster skater, or its goalie.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SitOut {
    pub team: Team,
    pub goalie: bool,
    pub player: u8,
}

/// Why a player may not sit out.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SitOutError {
    #[error("a player sits out only before the opening face-off")]
    Started,
    #[error("there is no such player on that team's roster")]
    NoSuchPlayer,
    #[error("that player already sits out this game")]
    Already,
    #[error("sitting him out would leave the team without a goalie")]
    LastGoalie,
    #[error("sitting him out would leave the team fewer than {0} skaters")]
    TooFewSkaters(usize),
    #[error("sitting him out would leave the team fewer than {0} skaters who shoot")]
    TooFewShooters(usize),
}

/// What a team would have left with the player out: the goalies, skaters and skaters with
/// shots still able to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Left {
    pub goalies: usize,
    pub skaters: usize,
    pub shooters: usize,
}

impl Left {
    /// Whether the team still has what a sim must dress ([`Needs::SIM`], the check every
    /// team gets before it plays).
    pub fn check(self) -> Result<(), SitOutError> {
        let needs = Needs::SIM;
        if self.goalies < needs.goalies {
            return Err(SitOutError::LastGoalie);
        }
        if self.skaters < needs.skaters {
            return Err(SitOutError::TooFewSkaters(needs.skaters));
        }
        if self.shooters < needs.shooters {
            return Err(SitOutError::TooFewShooters(needs.shooters));
        }
        Ok(())
    }
}

/// Who `name` (as the box score gives it) is on a roster: a skater first, then a goalie, as
/// (is a goalie, index), or `None`.
pub fn find_by_name<'a>(
    skaters: impl IntoIterator<Item = &'a str>,
    goalies: impl IntoIterator<Item = &'a str>,
    name: &str,
) -> Option<(bool, u8)> {
    fn index<'a>(names: impl IntoIterator<Item = &'a str>, name: &str) -> Option<u8> {
        let at = names.into_iter().position(|n| n == name)?;
        u8::try_from(at).ok()
    }
    match index(skaters, name) {
        Some(player) => Some((false, player)),
        None => index(goalies, name).map(|player| (true, player)),
    }
}

/// The order in which a team calls up a skater for one sitting out at `position`: the able
/// skaters (`skaters` as roster index, id and position) at his position first, then the
/// others of his kind (forward or defence), then the rest, each by time on ice in `team`
/// (the league team the cards came from; an id not found there counts no time), then roster
/// order.
pub fn call_up_order(
    skaters: &[(u8, &str, Position)],
    position: Position,
    team: &LeagueTeam,
) -> Vec<u8> {
    let toi = |id: &str| {
        team.skaters()
            .find(|(p, _)| p.id == id)
            .map_or(0, |(_, line)| line.toi_seconds)
    };
    let mut order: Vec<(u8, &str, Position)> = skaters.to_vec();
    order.sort_by_key(|&(i, id, pos)| {
        (
            pos != position,
            pos.is_forward() != position.is_forward(),
            std::cmp::Reverse(toi(id)),
            i,
        )
    });
    order.into_iter().map(|(i, _, _)| i).collect()
}

/// Who dresses in a place a player sitting out held: of `candidates` (able players, the
/// likeliest first), the first dressed nowhere, else the first not already in `group` (a
/// short roster repeats players, as the computer dresses one).
pub fn stand_in<T: Copy + PartialEq>(candidates: &[T], dressed: &[T], group: &[T]) -> Option<T> {
    let first = |skip: &[T]| candidates.iter().copied().find(|p| !skip.contains(p));
    first(dressed).or_else(|| first(group))
}

#[cfg(test)]
mod encoding_tests {
    use super::SitOut;
    use crate::engine::Team;
    use serde::Serialize;

    /// A record's `SitOut` action is the same bytes whether its fields stand in the variant (as
    /// they first did) or in the shared payload.
    #[test]
    fn the_payload_encodes_as_the_variants_fields_did() {
        #[derive(Serialize)]
        enum Before {
            _Next,
            SitOut {
                team: Team,
                goalie: bool,
                player: u8,
            },
        }
        #[derive(Serialize)]
        enum Now {
            _Next,
            SitOut(SitOut),
        }
        for (team, goalie, player) in [(Team::Home, false, 3), (Team::Away, true, 1)] {
            let before = Before::SitOut {
                team,
                goalie,
                player,
            };
            let now = Now::SitOut(SitOut {
                team,
                goalie,
                player,
            });
            assert_eq!(
                postcard::to_allocvec(&before).unwrap(),
                postcard::to_allocvec(&now).unwrap()
            );
        }
    }
}
