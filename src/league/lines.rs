//! A team's lines as the games dress them: the most-used players at each position make up the
//! top line, pair and starting goalie.

use super::{LeagueTeam, Player, Position};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ForwardLine<'a> {
    pub left_wing: &'a Player,
    pub centre: &'a Player,
    pub right_wing: &'a Player,
}

impl<'a> ForwardLine<'a> {
    pub fn players(&self) -> [&'a Player; 3] {
        [self.left_wing, self.centre, self.right_wing]
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DefencePair<'a> {
    pub first: &'a Player,
    pub second: &'a Player,
}

impl<'a> DefencePair<'a> {
    pub fn players(&self) -> [&'a Player; 2] {
        [self.first, self.second]
    }
}

/// Up to four forward lines and three defence pairs, each ordered by time on ice (the n-th
/// line takes the n-th most-used player at each position), the goalies by starts, and the
/// skaters left over.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TeamLines<'a> {
    pub forwards: Vec<ForwardLine<'a>>,
    pub defence: Vec<DefencePair<'a>>,
    pub goalies: Vec<&'a Player>,
    pub extras: Vec<&'a Player>,
}

impl<'a> TeamLines<'a> {
    pub const FORWARD_LINES: usize = 4;
    pub const DEFENCE_PAIRS: usize = 3;

    pub(super) fn of(team: &'a LeagueTeam) -> TeamLines<'a> {
        let left_wings = team.at_position(Position::LeftWing);
        let centres = team.at_position(Position::Centre);
        let right_wings = team.at_position(Position::RightWing);
        let defence = team.at_position(Position::Defence);
        let forwards: Vec<ForwardLine> = left_wings
            .iter()
            .zip(&centres)
            .zip(&right_wings)
            .take(Self::FORWARD_LINES)
            .map(|((&left_wing, &centre), &right_wing)| ForwardLine {
                left_wing,
                centre,
                right_wing,
            })
            .collect();
        let pairs: Vec<DefencePair> = defence
            .chunks_exact(2)
            .take(Self::DEFENCE_PAIRS)
            .map(|pair| DefencePair {
                first: pair[0],
                second: pair[1],
            })
            .collect();
        let dressed = forwards
            .iter()
            .flat_map(ForwardLine::players)
            .chain(pairs.iter().flat_map(DefencePair::players))
            .map(|p| p.id.as_str())
            .collect::<Vec<_>>();
        let extras = [left_wings, centres, right_wings, defence]
            .concat()
            .into_iter()
            .filter(|p| !dressed.contains(&p.id.as_str()))
            .collect();
        TeamLines {
            forwards,
            defence: pairs,
            goalies: team.at_position(Position::Goalie),
            extras,
        }
    }
}
