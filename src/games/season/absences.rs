//! Players out of a season's games: hurt past the game they were hurt in (Open Ice's injuries of
//! "this game and n more") or rested by their coach. Before each game its teams' absent players
//! sit out (each sim's own sit-out action, first in the game's record, so a replay holds it);
//! after it, each of its teams' absences has one game fewer to go.

use crate::engine::{ByTeam, Team};
use crate::games::sim::SimPlay;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    Injured,
    Rested,
}

/// A player out of his team's next `games` games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Absence {
    /// An index into the season's teams.
    pub team: u8,
    pub name: String,
    pub games: u8,
    pub why: Why,
}

/// A player hurt in a game for more games after it: team index, name, further games.
pub type Hurt = (u8, String, u8);

/// The players of `teams` out of their next game, by side.
pub fn sitting_out(out: &[Absence], teams: ByTeam<u8>) -> Vec<(Team, String)> {
    Team::BOTH
        .into_iter()
        .flat_map(|side| {
            out.iter()
                .filter(move |a| a.team == teams[side] && a.games > 0)
                .map(move |a| (side, a.name.clone()))
        })
        .collect()
}

/// After a game of `teams`: their absences have a game fewer to go (gone at none), and the
/// players hurt past it are out for their games to come.
pub fn after_game(out: &mut Vec<Absence>, teams: ByTeam<u8>, hurt: &[Hurt]) {
    for absence in out.iter_mut() {
        if absence.team == teams.home || absence.team == teams.away {
            absence.games = absence.games.saturating_sub(1);
        }
    }
    out.retain(|a| a.games > 0);
    for (team, name, games) in hurt {
        match out.iter_mut().find(|a| a.team == *team && a.name == *name) {
            Some(absence) => {
                absence.games = absence.games.max(*games);
                absence.why = Why::Injured;
            }
            None => out.push(Absence {
                team: *team,
                name: name.clone(),
                games: *games,
                why: Why::Injured,
            }),
        }
    }
}

/// The sit-out actions of `sitting` in `game`: each player's side, name and action (a name
/// the roster no longer has is skipped).
pub fn sit_out_actions<G: SimPlay>(
    game: &G,
    sitting: &[(Team, String)],
) -> Vec<(Team, String, G::Action)> {
    sitting
        .iter()
        .filter_map(|(side, name)| Some((*side, name.clone(), game.sit_out_action(*side, name)?)))
        .collect()
}

/// Who of a game's teams sit out, by side, from the season's team indices.
pub fn by_side(sat_out: &[(u8, String)], teams: ByTeam<u8>) -> Vec<(Team, String)> {
    sat_out
        .iter()
        .filter_map(|(team, name)| {
            let side = Team::BOTH.into_iter().find(|&s| teams[s] == *team)?;
            Some((side, name.clone()))
        })
        .collect()
}

/// The players hurt past the game among `events`, by season team index.
pub fn hurt_in<G: SimPlay>(game: &G, events: &[G::Event], teams: ByTeam<u8>) -> Vec<Hurt> {
    events
        .iter()
        .filter_map(|e| game.games_missed(e))
        .filter(|(_, _, games)| *games > 0)
        .map(|(side, name, games)| (teams[side], name, games))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn absence(team: u8, name: &str, games: u8) -> Absence {
        Absence {
            team,
            name: name.into(),
            games,
            why: Why::Injured,
        }
    }

    #[test]
    fn absences_count_down_with_their_teams_games() {
        let mut out = vec![absence(0, "A", 2), absence(3, "B", 1)];
        let game = ByTeam::new(0, 1);
        assert_eq!(sitting_out(&out, game), vec![(Team::Home, "A".to_string())]);
        after_game(&mut out, game, &[(1, "C".into(), 3)]);
        assert_eq!(
            out,
            vec![absence(0, "A", 1), absence(3, "B", 1), absence(1, "C", 3)]
        );
        // Team 3 plays: B's game is served; A's team doesn't play, so A waits.
        after_game(&mut out, ByTeam::new(2, 3), &[]);
        assert_eq!(out, vec![absence(0, "A", 1), absence(1, "C", 3)]);
        after_game(&mut out, ByTeam::new(1, 0), &[(0, "A".into(), 2)]);
        assert_eq!(out, vec![absence(1, "C", 2), absence(0, "A", 2)]);
    }
}
