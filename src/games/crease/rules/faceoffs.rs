//! Face-offs (R5-R12).

use super::*;

impl Crease {
    fn face_off_man(&self, team: Team) -> Option<u8> {
        let kicked = |p: u8| self.kicked.contains(&(team, p));
        if let Some(c) = self.at(team, Slot::C).filter(|&c| !kicked(c)) {
            return Some(c);
        }
        self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .filter(|&p| !kicked(p))
            .max_by_key(|&p| (self.skater(team, p).fo.unwrap_or(1), std::cmp::Reverse(p)))
    }

    fn fo_rating(&self, team: Team) -> u8 {
        self.face_off_man(team)
            .and_then(|p| self.skater(team, p).fo)
            .unwrap_or(1)
    }

    pub(super) fn face_off(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::FaceOff, events);
        let ratings = ByTeam::new(self.fo_rating(Team::Home), self.fo_rating(Team::Away));
        let kick = |this: &mut Crease, team: Team, events: &mut Vec<Event>| {
            if let Some(p) = this.face_off_man(team) {
                let others_left = this.on_ice[team]
                    .iter()
                    .flatten()
                    .any(|&o| o != p && !this.kicked.contains(&(team, o)));
                if others_left {
                    this.kicked.push((team, p));
                    events.push(Event::KickedOut { team, player: p });
                }
            }
        };
        match card.face_off {
            FaceOff::KoHome => kick(self, Team::Home, events),
            FaceOff::KoVis => kick(self, Team::Away, events),
            FaceOff::KoHigh | FaceOff::KoLow if ratings.home != ratings.away => {
                let high = if ratings.home > ratings.away {
                    Team::Home
                } else {
                    Team::Away
                };
                let team = if card.face_off == FaceOff::KoHigh {
                    high
                } else {
                    high.other()
                };
                kick(self, team, events);
            }
            FaceOff::KoHigh | FaceOff::KoLow => {}
            FaceOff::Win {
                slot,
                plus,
                home_on_tie,
            } => {
                let comma = if home_on_tie { Team::Home } else { Team::Away };
                let winner = face_off_winner(
                    ratings,
                    plus,
                    comma,
                    ByTeam::new(self.skaters_on(Team::Home), self.skaters_on(Team::Away)),
                );
                self.kicked.clear();
                events.push(Event::FaceOffWon {
                    ratings,
                    winner,
                    slot,
                });
                let slot = if self.at(winner, slot).is_some() {
                    slot
                } else {
                    // A11: the winner's face-off man takes it when the slot is empty.
                    self.face_off_slot(winner)
                };
                self.give_puck(winner, slot, Gain::FaceOff, events);
                self.pending = Pending::PassTo;
                return;
            }
        }
        // Kicked out or no one removed: flip again (the face-off stays pending).
        self.pending = Pending::FaceOff;
    }

    fn face_off_slot(&self, team: Team) -> Slot {
        let man = self.face_off_man(team);
        Slot::ALL
            .into_iter()
            .find(|&s| man.is_some() && self.at(team, s) == man)
            .unwrap_or_else(|| self.fallback_slot(team))
    }
}

/// Who wins a face-off (R7-R10): ratings, the card's plus for the lower man, the comma team,
/// and the skaters each side has.
pub fn face_off_winner(ratings: ByTeam<u8>, plus: u8, comma: Team, skaters: ByTeam<usize>) -> Team {
    if ratings.home == ratings.away {
        // R9: a man advantage wins a tie of starting ratings; else R10.
        return match skaters.home.cmp(&skaters.away) {
            std::cmp::Ordering::Greater => Team::Home,
            std::cmp::Ordering::Less => Team::Away,
            std::cmp::Ordering::Equal => comma,
        };
    }
    let (high, low) = if ratings.home > ratings.away {
        (Team::Home, Team::Away)
    } else {
        (Team::Away, Team::Home)
    };
    let lifted = ratings[low] + plus;
    match lifted.cmp(&ratings[high]) {
        std::cmp::Ordering::Greater => low,
        std::cmp::Ordering::Less => high,
        std::cmp::Ordering::Equal => comma,
    }
}
