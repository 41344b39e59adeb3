//! Rolls, whistles and face-offs: the tray, face-off spots, the draw and where loose pucks land.

use super::*;

impl FourthStreet {
    pub(super) fn roll(&mut self, dice: &[TrayDie]) -> TrayRoll {
        #[cfg(test)]
        if let Some(faces) = self.rigged.pop_front() {
            let faces = faces
                .into_iter()
                .filter(|(d, _)| dice.contains(d))
                .collect();
            let roll = TrayRoll::from_faces(faces).expect("rigged faces are real faces");
            self.rolls += 1;
            self.last_roll = Some(roll.clone());
            return roll;
        }
        let roll = TrayRoll::roll(&mut self.rng, dice);
        self.rolls += 1;
        self.last_roll = Some(roll.clone());
        roll
    }

    pub(super) fn log_roll(&self, roll: &TrayRoll, reading: String, events: &mut Vec<Event>) {
        if self.reread {
            events.push(Event::Note(reading));
        } else {
            events.push(Event::Rolled {
                roll: roll.clone(),
                reading,
            });
        }
    }

    /// Resolves the wild card's roll as `action`.
    pub(super) fn resolve_wild(
        &mut self,
        action: PuckAction,
        roll: &TrayRoll,
        events: &mut Vec<Event>,
    ) {
        self.reread = true;
        self.resolve_action(action, roll, events);
        self.reread = false;
    }

    pub(super) fn then(&mut self, step: Step) {
        self.step = step;
    }

    /// The puck to `team`'s player at `slot` in `area` (his team's view).
    pub(super) fn give_puck(
        &mut self,
        team: Team,
        slot: Slot,
        area: Area,
        events: &mut Vec<Event>,
    ) {
        if team != self.puck {
            // A turnover resets the forecheck (R35).
            self.reset_forecheck();
        }
        self.puck = team;
        self.carrier = Some(slot);
        self.area = area;
        self.rebound_holder = false;
        if let Some(player) = self.at(team, slot) {
            events.push(Event::Puck { team, player, area });
        }
        self.then(Step::Action);
    }

    /// The first of `order` on `team`'s ice.
    pub(super) fn first_on_ice(&self, team: Team, order: &[Slot]) -> Option<Slot> {
        order.iter().copied().find(|&s| self.at(team, s).is_some())
    }

    pub(super) fn reset_forecheck(&mut self) {
        self.forecheck = ByTeam::new(None, None);
    }

    /// A face-off is next, at `spot`, after `why`.
    pub(super) fn whistle(&mut self, why: Whistle, spot: FaceOffSpot, events: &mut Vec<Event>) {
        events.push(Event::Whistle(why));
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.then(Step::FaceOff(spot));
    }

    pub(super) fn centre_spot(&self) -> FaceOffSpot {
        FaceOffSpot {
            attacking: Team::Home,
            area: Area::CENTRE,
        }
    }

    /// The draw for a stoppage in `area` of `team`'s view: an end zone at level 2, on the
    /// puck's side (A32).
    pub(super) fn spot_at(&self, team: Team, area: Area) -> FaceOffSpot {
        match area {
            Area::Offensive(lane, _) => FaceOffSpot {
                attacking: team,
                area: Area::Offensive(lane, Level::Two),
            },
            Area::Defensive(lane) => FaceOffSpot {
                attacking: team.other(),
                area: Area::Offensive(lane.mirrored(), Level::Two),
            },
            Area::Neutral(lane) => FaceOffSpot {
                attacking: team,
                area: Area::Neutral(lane),
            },
        }
    }

    /// An area of `spot` as `team` sees it.
    fn area_for(spot: FaceOffSpot, team: Team) -> Area {
        if team == spot.attacking {
            spot.area
        } else {
            match spot.area {
                Area::Offensive(lane, _) | Area::Defensive(lane) => {
                    Area::Defensive(lane.mirrored())
                }
                Area::Neutral(lane) => Area::Neutral(lane.mirrored()),
            }
        }
    }

    /// A loose puck gathered where `at` says, as `winner` sees it (A44, D15).
    pub(super) fn loose_area(at: LooseAt, d20: u8, winner: Team) -> Area {
        match at {
            LooseAt::Zone { frame, third } => match third {
                Third::Offensive | Third::Defensive => {
                    let attacker = if third == Third::Offensive {
                        frame
                    } else {
                        frame.other()
                    };
                    let area = offensive_label(d20);
                    if winner == attacker {
                        area
                    } else {
                        Area::Defensive(area.lane().mirrored())
                    }
                }
                Third::Neutral => {
                    let lane = neutral_lane(d20);
                    if winner == frame {
                        Area::Neutral(lane)
                    } else {
                        Area::Neutral(lane.mirrored())
                    }
                }
            },
            LooseAt::Spot { frame, area } => {
                if winner == frame {
                    area
                } else {
                    match area {
                        Area::Offensive(lane, _) => Area::Defensive(lane.mirrored()),
                        Area::Neutral(lane) => Area::Neutral(lane.mirrored()),
                        Area::Defensive(lane) => Area::Offensive(lane.mirrored(), Level::One),
                    }
                }
            }
        }
    }

    pub(super) fn loose_here(&self) -> LooseAt {
        LooseAt::Zone {
            frame: self.puck,
            third: self.area.third(),
        }
    }

    /// A loose puck in the zone of the play (A44).
    pub(super) fn loose_where_played(&mut self, events: &mut Vec<Event>) {
        let at = self.loose_here();
        self.loose(at, events);
    }

    pub(super) fn loose(&mut self, at: LooseAt, events: &mut Vec<Event>) {
        events.push(Event::LoosePuck);
        self.reset_forecheck();
        self.carrier = None;
        self.rebound_holder = false;
        self.then(Step::LoosePuck { at, repeat: false });
    }
}

impl FourthStreet {
    pub(super) fn name_at(&self, team: Team, slot: Slot) -> String {
        self.at(team, slot)
            .map(|p| self.skater(team, p).name.clone())
            .unwrap_or_else(|| format!("nobody at {}", slot_name(slot)))
    }

    // Face-offs (R27-R32) -------------------------------------------------------------------

    pub(super) fn face_off(&mut self, spot: FaceOffSpot, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10, TrayDie::NumberedD6]);
        self.run_clock(PlayLength::Short, events);
        let (home, away) = (self.skaters_on(Team::Home), self.skaters_on(Team::Away));
        let battle_spot = match spot.area {
            Area::Neutral(_) => BattleSpot::Neutral,
            _ => BattleSpot::OffensiveFor(spot.attacking),
        };
        let winner = battles::face_off_winner(&roll, home, away, battle_spot);
        let face = roll.d6p().unwrap_or(1);
        let d6p = self.own_skater_by_d6p(face);
        let (h, a) = battles::battle_totals(&roll, home, away);
        let taker = self.at(winner, d6p);
        self.log_roll(
            &roll,
            format!(
                "face-off: {} {h} against {} {a}, {} win it; {}: {}",
                team_code(self, Team::Home),
                team_code(self, Team::Away),
                team_code(self, winner),
                d6p_words(face, d6p),
                match taker {
                    Some(p) => format!("{} takes the puck", self.skater(winner, p).name),
                    None => format!("nobody at {}, the puck is loose", slot_name(d6p)),
                }
            ),
            events,
        );
        events.push(Event::FaceOffWon {
            team: winner,
            player: taker,
        });
        self.count_face_off(winner);
        let area = Self::area_for(spot, winner);
        self.puck = winner;
        self.reset_forecheck();
        match taker {
            Some(_) => self.give_puck(winner, d6p, area, events),
            None => self.loose(
                LooseAt::Zone {
                    frame: winner,
                    third: area.third(),
                },
                events,
            ),
        }
    }

    /// Face-off wins and losses (A69): the book's roll names nobody taking the draw (R8), so
    /// each side's centre takes it, or its first forward on the ice without one (A21).
    fn count_face_off(&mut self, winner: Team) {
        for team in Team::BOTH {
            let Some(player) = self
                .first_on_ice(team, &[2, 1, 3])
                .and_then(|slot| self.at(team, slot))
            else {
                continue;
            };
            if let Some((won, lost)) = self.faceoffs[team].get_mut(usize::from(player)) {
                if team == winner {
                    *won += 1;
                } else {
                    *lost += 1;
                }
            }
        }
    }
}
