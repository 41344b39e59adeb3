//! Rebounds, loose pucks and dump-ins (R41-R54).

use super::*;

impl Crease {
    fn side_team(&self, side: Side, offence: Team) -> Team {
        match side {
            Side::Home => Team::Home,
            Side::Vis => Team::Away,
            Side::Off => offence,
            Side::Def => offence.other(),
        }
    }

    /// Who a claim gives the puck to: `None` for a tie (A29: an empty slot goes across).
    fn claim(&self, claim: Claim, offence: Team, events: &mut Vec<Event>) -> Option<(Team, Slot)> {
        match claim {
            Claim::Player(side, slot) => {
                let team = self.side_team(side, offence);
                if self.at(team, slot).is_some() {
                    Some((team, slot))
                } else if self.at(team.other(), slot).is_some() {
                    Some((team.other(), slot))
                } else {
                    None
                }
            }
            Claim::Battle {
                off,
                off_plus,
                def,
                def_plus,
            } => self.battle(offence, (off, off_plus), (def, def_plus), events),
        }
    }

    fn battle(
        &self,
        offence: Team,
        (off, off_plus): (Slot, u8),
        (def, def_plus): (Slot, u8),
        events: &mut Vec<Event>,
    ) -> Option<(Team, Slot)> {
        let defence = offence.other();
        let a = self.at(offence, off);
        let d = self.at(defence, def);
        let winner = match (a, d) {
            (None, None) => None,
            (Some(_), None) => Some(offence),
            (None, Some(_)) => Some(defence),
            (Some(a), Some(d)) => {
                let ta = self.skater(offence, a).lp + off_plus;
                let td = self.skater(defence, d).lp + def_plus;
                events.push(Event::Battle {
                    off: (offence, a, ta),
                    def: (defence, d, td),
                    winner: match ta.cmp(&td) {
                        std::cmp::Ordering::Greater => Some(offence),
                        std::cmp::Ordering::Less => Some(defence),
                        std::cmp::Ordering::Equal => None,
                    },
                });
                match ta.cmp(&td) {
                    std::cmp::Ordering::Greater => Some(offence),
                    std::cmp::Ordering::Less => Some(defence),
                    std::cmp::Ordering::Equal => None,
                }
            }
        };
        winner.map(|t| (t, if t == offence { off } else { def }))
    }

    pub(super) fn rebound(&mut self, first_shooter: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::Rebound, events);
        let offence = self.puck;
        match self.claim(card.rebound, offence, events) {
            Some((team, slot)) if team == offence => {
                self.carrier = slot;
                events.push(Event::Puck {
                    team,
                    slot,
                    gain: Gain::Rebound,
                });
                let player = self.carrier_player();
                if let Some(first) = self.at(offence, first_shooter)
                    && first != player
                {
                    self.chain.insert(0, first);
                }
                let shot = self
                    .skater(team, player)
                    .ast_section
                    .read(card.rebound_number);
                events.push(Event::AstShot {
                    team,
                    player,
                    number: card.rebound_number,
                    shot,
                });
                match shot {
                    Some(shot) => {
                        self.pending = Pending::Shot {
                            shooter: slot,
                            shot,
                            kind: ShotKind::Normal,
                        }
                    }
                    None => self.then(Pending::LoosePuck { ties: 0 }, events),
                }
            }
            Some((team, slot)) => {
                self.give_puck(team, slot, Gain::Rebound, events);
                self.then(Pending::PassTo, events);
            }
            None => {
                // R45: a tied rebound is a loose puck, no shot; version 5: a tie there is a
                // whistle, as the book says.
                let ties = u8::from(self.book());
                self.pending = Pending::LoosePuck { ties };
            }
        }
    }

    pub(super) fn loose_puck(&mut self, ties: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::LoosePuck, events);
        let offence = self.puck;
        match card.loose_puck {
            LoosePuck::FaceOffInjury(side, slot) => {
                events.push(Event::Whistle);
                let team = self.side_team(side, offence);
                match self.at(team, slot) {
                    Some(player) if self.options.injuries && slot != Slot::G => {
                        self.pending = Pending::Injury {
                            team,
                            player,
                            goalie: false,
                        };
                    }
                    _ => self.then(Pending::FaceOff, events),
                }
            }
            LoosePuck::Claim(claim) => match self.claim(claim, offence, events) {
                Some((team, slot)) => {
                    self.give_puck(team, slot, Gain::LoosePuck, events);
                    self.then(Pending::PassTo, events);
                }
                None if ties == 0 => self.pending = Pending::LoosePuck { ties: 1 },
                None => {
                    events.push(Event::Whistle);
                    self.then(Pending::FaceOff, events);
                }
            },
        }
    }

    /// DUMP IN, read from the same card as the stop (R25, A3).
    pub(super) fn dump_in(&mut self, card: &Fac, events: &mut Vec<Event>) {
        let offence = self.puck;
        let defence = offence.other();
        match card.dump_in {
            DumpIn::GoalieLeavesFor(slot) | DumpIn::DefenceChases(slot) => {
                self.give_puck(defence, slot, Gain::DumpIn, events);
                self.then(Pending::PassTo, events);
            }
            DumpIn::GoalieCovers => {
                events.push(Event::Whistle);
                self.then(Pending::FaceOff, events);
            }
            DumpIn::Battle {
                off,
                off_plus,
                def,
                def_plus,
            } => match self.battle(offence, (off, off_plus), (def, def_plus), events) {
                Some((team, slot)) => {
                    self.give_puck(team, slot, Gain::DumpIn, events);
                    self.then(Pending::PassTo, events);
                }
                None => self.pending = Pending::LoosePuck { ties: 1 },
            },
        }
    }
}
