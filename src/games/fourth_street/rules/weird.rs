//! Weird plays (R131-R133, A10, A11).

use super::*;

impl FourthStreet {
    pub(super) fn weird_play(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::BlackD6,
            TrayDie::WhiteD6,
            TrayDie::D20,
            TrayDie::NumberedD6,
        ]);
        let sum = roll.d6_total().unwrap_or(7);
        let d20 = roll.d20().unwrap_or(20);
        let d6p = roll.d6p().unwrap_or(1);
        let team = self.puck;
        let defence = team.other();
        let slot = self
            .carrier
            .filter(|&s| self.at(team, s).is_some())
            .or_else(|| (1..=6).find(|&s| self.at(team, s).is_some()))
            .unwrap_or(2);
        self.carrier = Some(slot);
        let carrier = self.at(team, slot).unwrap_or(0);
        let third = self.area.third();
        let top = weird_range(third, sum);
        let name = self.name_at(team, slot);
        if d20 > top {
            self.log_roll(
                &roll,
                format!("weird play: 2d6 {sum}, d20 {d20} misses 1-{top}: a loose puck"),
                events,
            );
            self.loose_where_played(events);
            return;
        }
        let story = weird_story(third, sum);
        self.log_roll(
            &roll,
            format!("weird play: 2d6 {sum}, d20 {d20} within 1-{top}: {story}"),
            events,
        );
        events.push(Event::Note(format!("{name}: {story}")));
        let here = self.area;
        let lane = here.lane();
        let spot_here = self.spot_at(team, here);
        match (third, sum) {
            (_, 2) => {
                self.count_shot(team, carrier, !self.pulled[defence]);
                self.goal(
                    team,
                    carrier,
                    Vec::new(),
                    true,
                    self.pulled[defence],
                    events,
                );
            }
            (Third::Offensive, 3 | 4) => {
                let rank = if sum == 3 { 4 } else { 3 };
                match self.resolve_recipient(team, slot, Recipient::Rank(rank)) {
                    Some(to) => self.give_puck(team, to, Area::Offensive(lane, Level::One), events),
                    None => self.loose_where_played(events),
                }
            }
            (_, 3 | 4) => {
                let rank = if sum == 3 { 4 } else { 3 };
                self.complete_move(Move::FarAhead, Some(Recipient::Rank(rank)), true, events);
            }
            (Third::Defensive, 5) => {
                let forecheckers = self.forecheckers(defence);
                match forecheckers.into_iter().max_by_key(|&s| {
                    (
                        self.ratings(defence, s).map_or(0, |r| r.ch),
                        std::cmp::Reverse(s),
                    )
                }) {
                    Some(s) => self.breakaway_for(defence, s, events),
                    None => self.loose_where_played(events),
                }
            }
            // With nobody at the d6p's number, the `_` arm below makes it a loose puck.
            (Third::Neutral, 5) | (_, 8)
                if third != Third::Offensive && self.at(defence, d6p).is_some() =>
            {
                self.then(Step::StealSpot {
                    stealer: d6p,
                    shoot: false,
                });
            }
            (Third::Offensive, 5) => {
                let fastest = (1..=6)
                    .filter(|&s| self.at(defence, s).is_some())
                    .max_by_key(|&s| {
                        (
                            self.ratings(defence, s).map_or(0, |r| r.sp),
                            std::cmp::Reverse(s),
                        )
                    });
                match fastest {
                    Some(s) => self.breakaway_for(defence, s, events),
                    None => self.loose_where_played(events),
                }
            }
            (Third::Defensive, 6) => self.weird_minor(team, Some(slot), "Delay of game", events),
            (Third::Neutral, 6) => self.whistle(
                Whistle::Offside,
                FaceOffSpot {
                    attacking: team,
                    area: Area::Neutral(lane),
                },
                events,
            ),
            (Third::Offensive, 6) => self.weird_shot(
                team,
                slot,
                Area::Offensive(Lane::Middle, Level::One),
                0,
                events,
            ),
            (Third::Neutral, 7) => match self.resolve_recipient(team, slot, Recipient::Rank(1)) {
                Some(to) => {
                    self.carrier = Some(to);
                    self.then(Step::RushChart);
                }
                None => self.loose_where_played(events),
            },
            (_, 7) | (Third::Neutral, 11) | (Third::Offensive, 11) => {
                self.whistle(Whistle::OutOfPlay, spot_here, events)
            }
            (Third::Offensive, 8) => self.weird_shot(team, slot, here, 10, events),
            (Third::Defensive, 9) => {
                self.goalie_pass(team, d20, events);
            }
            (Third::Neutral, 9) => {
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player: carrier,
                        goalie: false,
                        certain: false,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            (Third::Offensive, 9) => {
                self.weird_minor(team, Some(slot), "Goaltender interference", events)
            }
            (Third::Defensive, 10) => self.weird_minor(team, None, "Too many men", events),
            (Third::Neutral, 10) => self.weird_minor(defence, None, "Too many men", events),
            (Third::Offensive, 10) | (Third::Neutral, 12) => {
                let d = self.named_defender(d6p, events);
                let name = if sum == 10 {
                    "High sticking"
                } else {
                    "Hooking"
                };
                self.weird_minor(defence, Some(d), name, events);
            }
            (Third::Defensive, 11) => {
                // Off a teammate's skate: credited to the d6p's opponent, no assists (A11).
                let scorer = (0..6)
                    .map(|i| (d6p + i - 1) % 6 + 1)
                    .find_map(|s| self.at(defence, s))
                    .unwrap_or(0);
                self.count_shot(defence, scorer, !self.pulled[team]);
                self.goal(defence, scorer, Vec::new(), true, self.pulled[team], events);
            }
            (Third::Defensive, 12) => {
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player: carrier,
                        goalie: false,
                        certain: false,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            (Third::Offensive, 12) => {
                match self.resolve_recipient(team, slot, Recipient::Rank(1)) {
                    Some(to) => self.weird_shot(
                        team,
                        to,
                        Area::Offensive(Lane::Middle, Level::One),
                        0,
                        events,
                    ),
                    None => self.loose_where_played(events),
                }
            }
            _ => {
                self.loose_where_played(events);
            }
        }
    }

    fn breakaway_for(&mut self, team: Team, slot: Slot, events: &mut Vec<Event>) {
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.give_puck(team, slot, area, events);
        let b = self.ratings(team, slot).map_or(0, |r| r.b);
        self.then(Step::ShotAim {
            shot: Shot {
                tack: u16::from(b),
                ..Shot::plain(team, slot, ShotKind::Breakaway, area)
            },
            blocker: Blocker::Nobody,
        });
    }

    fn weird_shot(
        &mut self,
        team: Team,
        slot: Slot,
        area: Area,
        tack: u16,
        events: &mut Vec<Event>,
    ) {
        self.give_puck(team, slot, area, events);
        self.then(Step::ShotAim {
            shot: Shot {
                team,
                shooter: slot,
                kind: ShotKind::Wrist,
                area,
                tack,
                rebound: false,
                centre: false,
                shootout: false,
            },
            blocker: Blocker::Nobody,
        });
    }

    /// A minor from a weird play: on the player at `slot`, or a bench minor.
    fn weird_minor(
        &mut self,
        team: Team,
        slot: Option<Slot>,
        name: &'static str,
        events: &mut Vec<Event>,
    ) {
        let before = self.reducing_now();
        let (slot, on_server) = match slot.filter(|&s| self.at(team, s).is_some()) {
            Some(s) => (s, true),
            None => (
                (1..=5).find(|&s| self.at(team, s).is_some()).unwrap_or(1),
                false,
            ),
        };
        if let Some(server) = self.at(team, slot) {
            self.assess(
                Call {
                    team,
                    server,
                    slot,
                    kind: PenaltyKind::Minor,
                    name,
                    reduces: true,
                    on_server,
                },
                events,
            );
        }
        self.count_power_plays(before);
        let lane = self.area_lane_for(team.other());
        self.strengths_changed(events);
        let spot = self.spot_at(team.other(), Area::Offensive(lane, Level::Two));
        self.whistle(Whistle::Penalty, spot, events);
    }
}

/// The top of the d20 range that confirms each weird play (A11; the D-zone 2-5 rows are the
/// text's).
fn weird_range(third: Third, sum: u8) -> u8 {
    const D: [u8; 11] = [1, 20, 20, 5, 6, 10, 8, 6, 4, 3, 2];
    const N: [u8; 11] = [2, 20, 20, 6, 10, 8, 6, 5, 4, 3, 2];
    const O: [u8; 11] = [3, 20, 20, 5, 8, 10, 6, 5, 4, 3, 2];
    let row = usize::from(sum.clamp(2, 12) - 2);
    match third {
        Third::Defensive => D[row],
        Third::Neutral => N[row],
        Third::Offensive => O[row],
    }
}

fn weird_story(third: Third, sum: u8) -> &'static str {
    match (third, sum) {
        (Third::Defensive, 2) => "a long pass misses everyone and hops into the far net",
        (Third::Neutral, 2) => "a dump from the red line skips past the goalie",
        (Third::Offensive, 2) => "a pass in front goes in off a defender's skate",
        (Third::Offensive, 3) => "a pass to Ⓓ down low",
        (Third::Offensive, 4) => "a pass to Ⓒ down low",
        (_, 3) => "a long pass △ to Ⓓ",
        (_, 4) => "a long pass △ to Ⓒ",
        (Third::Defensive, 5) => "he trips and loses the puck to a forechecker",
        (Third::Neutral, 5) => "the pass hits an official and an opponent takes it",
        (Third::Offensive, 5) => "he loses it at the line: a breakaway the other way",
        (Third::Defensive, 6) => "the puck goes over the glass: delay of game",
        (Third::Neutral, 6) => "a late offside whistle",
        (Third::Offensive, 6) => "a carom off the end boards comes straight back to him",
        (Third::Defensive, 7) => "the puck hits an official: play stops",
        (Third::Neutral, 7) => "a stretch pass springs Ⓐ",
        (Third::Offensive, 7) => "the net comes off its moorings",
        (Third::Defensive, 8) | (Third::Neutral, 8) => "his stick breaks and an opponent steals",
        (Third::Offensive, 8) => "the goalie loses his stick: a shot at once, +10",
        (Third::Defensive, 9) => "the goalie plays it behind the net",
        (Third::Neutral, 9) => "he is caught between two checkers",
        (Third::Offensive, 9) => "goaltender interference",
        (Third::Defensive, 10) => "too many men on the ice for his team",
        (Third::Neutral, 10) => "too many men on the ice for the defence",
        (Third::Offensive, 10) => "a high stick on him",
        (Third::Defensive, 11) => "it goes in off a teammate's skate: an own goal",
        (Third::Neutral, 11) => "the puck flies over the glass",
        (Third::Offensive, 11) => "the puck lands on top of the net",
        (Third::Defensive, 12) => "he loses an edge into the boards",
        (Third::Neutral, 12) => "he is hooked down",
        _ => "a carom off the glass to Ⓐ in front, who shoots at once",
    }
}
