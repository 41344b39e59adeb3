//! Who is on the ice and who had a hand in a play, as the table shows them.

use crate::engine::{ByTeam, Team};

/// "5 on 4" and the like, home first.
pub fn strength_text<T: std::fmt::Display>(skaters: ByTeam<T>) -> String {
    format!("{} on {}", skaters.home, skaters.away)
}

/// The side on the power play: the one with more of `skaters` (or any count that orders the
/// same way), if either has more.
pub fn power_play<T: Ord>(skaters: ByTeam<T>) -> Option<Team> {
    match skaters.home.cmp(&skaters.away) {
        std::cmp::Ordering::Greater => Some(Team::Home),
        std::cmp::Ordering::Less => Some(Team::Away),
        std::cmp::Ordering::Equal => None,
    }
}

/// The players a goal names for the line-ups' highlight: the scorer, then the assists.
pub fn goal_players(team: Team, scorer: u8, assists: &[u8]) -> impl Iterator<Item = (Team, u8)> {
    std::iter::once(scorer)
        .chain(assists.iter().copied())
        .map(move |p| (team, p))
}
