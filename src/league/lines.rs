//! A team's lines as the games dress them: the most-used players at each position make up the
//! top line, pair and starting goalie. Forwards are dressed either by their listed position
//! only (the first sims' way, kept for their records) or across positions: the twelve most-used
//! forwards dress whatever they are listed as, a centre filling a wing a listed winger can't.

use super::{LeagueTeam, Player, Position, usage};

/// How a team's forwards are dressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dressing {
    /// The n-th line takes the n-th most-used player listed at each forward position: a team
    /// short of one position dresses fewer lines and scratches whoever is left over.
    ByListedPosition,
    /// The most-used forwards (four lines' worth) dress; each fills his listed position where a
    /// place at it is free, line by line, and the rest fill the places left, the most-used
    /// first. A team with enough at every position dresses as [`Dressing::ByListedPosition`]
    /// does whenever its least-used forwards are the ones left over.
    AcrossPositions,
}

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

    pub(super) fn of(team: &'a LeagueTeam, dressing: Dressing) -> TeamLines<'a> {
        let left_wings = team.at_position(Position::LeftWing);
        let centres = team.at_position(Position::Centre);
        let right_wings = team.at_position(Position::RightWing);
        let defence = team.at_position(Position::Defence);
        let forwards: Vec<ForwardLine> = match dressing {
            Dressing::ByListedPosition => left_wings
                .iter()
                .zip(&centres)
                .zip(&right_wings)
                .take(Self::FORWARD_LINES)
                .map(|((&left_wing, &centre), &right_wing)| ForwardLine {
                    left_wing,
                    centre,
                    right_wing,
                })
                .collect(),
            Dressing::AcrossPositions => across_positions(team),
        };
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

/// The forward lines of [`Dressing::AcrossPositions`].
fn across_positions(team: &LeagueTeam) -> Vec<ForwardLine<'_>> {
    const SLOTS: [Position; 3] = [Position::LeftWing, Position::Centre, Position::RightWing];
    let mut forwards: Vec<&Player> = team
        .roster
        .iter()
        .filter(|p| p.position.is_forward())
        .collect();
    forwards.sort_by(|a, b| usage(b).cmp(&usage(a)).then_with(|| a.id.cmp(&b.id)));
    let lines = (forwards.len() / 3).min(TeamLines::FORWARD_LINES);
    forwards.truncate(lines * 3);
    let mut places: Vec<[Option<&Player>; 3]> = vec![[None; 3]; lines];
    let mut placed = vec![false; forwards.len()];
    for (slot, position) in SLOTS.into_iter().enumerate() {
        let listed = (0..forwards.len()).filter(|&i| forwards[i].position == position);
        for (line, i) in listed.take(lines).enumerate() {
            places[line][slot] = Some(forwards[i]);
            placed[i] = true;
        }
    }
    let mut rest = (0..forwards.len())
        .filter(|&i| !placed[i])
        .map(|i| forwards[i]);
    places
        .into_iter()
        .filter_map(|mut line| {
            for place in &mut line {
                if place.is_none() {
                    *place = rest.next();
                }
            }
            Some(ForwardLine {
                left_wing: line[0]?,
                centre: line[1]?,
                right_wing: line[2]?,
            })
        })
        .collect()
}

/// `team` with its fourth-most-used left and right wingers listed as centres, as stat sites
/// often list wingers (the audit's TB-2): three of each wing are left.
#[cfg(test)]
pub(crate) fn with_wingers_listed_as_centres(team: &LeagueTeam) -> LeagueTeam {
    let mut team = team.clone();
    for position in [Position::LeftWing, Position::RightWing] {
        let fourth = team.at_position(position)[3].id.clone();
        if let Some(player) = team.roster.iter_mut().find(|p| p.id == fourth) {
            player.position = Position::Centre;
        }
    }
    team
}
