//! The two die-against-die battles: face-offs and loose pucks. The coloured d10 stands for the
//! home team and the white d10 for the visitors; a side with more skaters adds 2 a skater.

use crate::engine::Team;
use crate::engine::dice::{TrayDie, TrayRoll};

/// A d10 read on its own: the face printed 0 counts as 10 (our reading: the text compares the
/// two dice as numbers and never says; 0 high keeps the die's ten values 1-10).
pub fn single_d10(face: u8) -> u8 {
    if face == 0 { 10 } else { face }
}

/// The two sides' totals for a battle: each die plus 2 for every skater the side has over the
/// other (power play or pulled goalie).
pub fn battle_totals(roll: &TrayRoll, home_skaters: u8, away_skaters: u8) -> (u8, u8) {
    let home = single_d10(roll.face(TrayDie::ColouredD10).unwrap_or(0));
    let away = single_d10(roll.face(TrayDie::WhiteD10).unwrap_or(0));
    let bonus = |us: u8, them: u8| 2 * us.saturating_sub(them);
    (
        home + bonus(home_skaters, away_skaters),
        away + bonus(away_skaters, home_skaters),
    )
}

/// Where a face-off is taken, for its tie-break.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FaceOffSpot {
    /// In this team's offensive zone.
    OffensiveFor(Team),
    Neutral,
}

/// Who wins a face-off. Ties: a side on the power play always; otherwise the side in its
/// offensive zone; in the neutral zone the home side.
pub fn face_off_winner(
    roll: &TrayRoll,
    home_skaters: u8,
    away_skaters: u8,
    spot: FaceOffSpot,
) -> Team {
    let (home, away) = battle_totals(roll, home_skaters, away_skaters);
    match home.cmp(&away) {
        std::cmp::Ordering::Greater => Team::Home,
        std::cmp::Ordering::Less => Team::Away,
        std::cmp::Ordering::Equal if home_skaters > away_skaters => Team::Home,
        std::cmp::Ordering::Equal if away_skaters > home_skaters => Team::Away,
        std::cmp::Ordering::Equal => match spot {
            FaceOffSpot::OffensiveFor(team) => team,
            FaceOffSpot::Neutral => Team::Home,
        },
    }
}

/// Who comes out of a loose-puck battle, or `None` for a tie (rolled again, 10 more seconds).
pub fn loose_puck_winner(roll: &TrayRoll, home_skaters: u8, away_skaters: u8) -> Option<Team> {
    let (home, away) = battle_totals(roll, home_skaters, away_skaters);
    match home.cmp(&away) {
        std::cmp::Ordering::Greater => Some(Team::Home),
        std::cmp::Ordering::Less => Some(Team::Away),
        std::cmp::Ordering::Equal => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d10s(coloured: u8, white: u8) -> TrayRoll {
        TrayRoll::from_faces(vec![
            (TrayDie::ColouredD10, coloured),
            (TrayDie::WhiteD10, white),
        ])
        .unwrap()
    }

    #[test]
    fn higher_die_wins_and_zero_is_ten() {
        let spot = FaceOffSpot::Neutral;
        assert_eq!(face_off_winner(&d10s(7, 3), 5, 5, spot), Team::Home);
        assert_eq!(face_off_winner(&d10s(3, 7), 5, 5, spot), Team::Away);
        assert_eq!(face_off_winner(&d10s(9, 0), 5, 5, spot), Team::Away);
    }

    #[test]
    fn man_advantage_bonus_and_ties() {
        // 5 on 3: four points for the power play (the text's example), so 3 beats 6.
        assert_eq!(
            face_off_winner(&d10s(6, 3), 3, 5, FaceOffSpot::Neutral),
            Team::Away
        );
        // A tie goes to the power play wherever the puck is dropped...
        assert_eq!(
            face_off_winner(&d10s(6, 4), 4, 5, FaceOffSpot::OffensiveFor(Team::Home)),
            Team::Away
        );
        // ...else to the side in its offensive zone, else home.
        assert_eq!(
            face_off_winner(&d10s(5, 5), 5, 5, FaceOffSpot::OffensiveFor(Team::Away)),
            Team::Away
        );
        assert_eq!(
            face_off_winner(&d10s(5, 5), 5, 5, FaceOffSpot::Neutral),
            Team::Home
        );
    }

    #[test]
    fn loose_pucks_tie_to_a_reroll() {
        // The text's loose-puck roll: coloured 5, white 9: the visitors.
        assert_eq!(loose_puck_winner(&d10s(5, 9), 5, 5), Some(Team::Away));
        assert_eq!(loose_puck_winner(&d10s(4, 4), 5, 5), None);
        // A 6-5 advantage from a pulled goalie adds 2.
        assert_eq!(loose_puck_winner(&d10s(4, 5), 6, 5), Some(Team::Home));
    }
}
