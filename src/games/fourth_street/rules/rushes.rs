//! Rushes, steals, loose pucks, dumps, icing and goalie passes.

use super::*;

impl FourthStreet {
    /// The rush chart (R79-R85, A6): the carrier's SP with the defence's aggressiveness.
    pub(super) fn rush_chart(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(20);
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let sp = self.ratings(team, slot).map_or(1, |r| r.sp);
        let aggressiveness = self.coaching[team.other()].aggressiveness;
        let rush = charts::rush(sp, aggressiveness, d20);
        let word = match rush {
            Rush::Breakaway => "a breakaway",
            Rush::ThreeOnTwo => "a 3 on 2",
            Rush::TwoOnOne => "a 2 on 1",
            Rush::ThreeOnOne => "a 3 on 1",
            Rush::Advance => "no rush, he moves three zones",
        };
        self.log_roll(
            &roll,
            format!(
                "rush chart: {} SP {sp}, aggressiveness {aggressiveness:+}, d20 {d20}: {word}",
                self.name_at(team, slot)
            ),
            events,
        );
        events.push(Event::Rush(rush));
        // An advancement is no turnover, loose puck, stoppage or shot: forecheckers caught up
        // ice stay there (L482-490). Version 4 and earlier freed them.
        if rush != Rush::Advance || !self.audit_fixed() {
            self.reset_forecheck();
        }
        match rush {
            Rush::Breakaway => {
                let b = self.ratings(team, slot).map_or(0, |r| r.b);
                let area = Area::Offensive(Lane::Middle, Level::One);
                self.area = area;
                self.then(Step::ShotAim {
                    shot: Shot {
                        tack: u16::from(b),
                        ..Shot::plain(team, slot, ShotKind::Breakaway, area)
                    },
                    blocker: Blocker::Nobody,
                });
            }
            Rush::Advance => {
                let area = self.area.moved(Move::Advance, false);
                self.give_puck(team, slot, area, events);
            }
            _ => self.then(Step::Rush(rush)),
        }
    }

    /// An odd-man rush (R82-R84, A7, A41): the strings, the blocker, the last man's wrist shot
    /// from M1.
    pub(super) fn rush(&mut self, rush: Rush, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
            TrayDie::D20,
            TrayDie::BlackD6,
            TrayDie::WhiteD6,
        ]);
        self.run_clock(PlayLength::Short, events);
        let team = self.puck;
        let handler = self.carrier.unwrap_or(2);
        let (string, blocker) = charts::rush_play(
            rush,
            roll.face(TrayDie::ColouredD10).unwrap_or(0),
            roll.face(TrayDie::WhiteD10).unwrap_or(0),
            handler,
            self.audit_fixed(),
        );
        let mut used: Vec<Slot> = vec![handler];
        let mut names = Vec::new();
        let mut shooter = handler;
        for man in string {
            let slot = match man {
                RushMan::Handler => handler,
                RushMan::Mate(n) => {
                    let n = if n == handler && n >= 4 { 9 - n } else { n };
                    if n != handler && self.at(team, n).is_some() {
                        n
                    } else {
                        (1..=3)
                            .find(|&f| self.at(team, f).is_some() && !used.contains(&f))
                            .unwrap_or(handler)
                    }
                }
            };
            used.push(slot);
            names.push(self.name_at(team, slot));
            shooter = slot;
        }
        let blocker = match blocker {
            Some(n) if self.at(team.other(), n).is_some() => Blocker::Named(n),
            _ => Blocker::Nobody,
        };
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.carrier = Some(shooter);
        let reading = format!(
            "rush: {}; {}",
            names.join(" to "),
            match blocker {
                Blocker::Named(n) => format!("{} back to defend", self.name_at(team.other(), n)),
                _ => "nobody back".into(),
            }
        );
        let shot = Shot::plain(team, shooter, ShotKind::Wrist, area);
        self.shot_part_one(shot, blocker, &roll, reading, events);
    }

    /// Part one of a shot with its own roll (●, breakaways, ♢, weird plays, shootouts).
    pub(super) fn shot_aim(&mut self, shot: Shot, blocker: Blocker, events: &mut Vec<Event>) {
        let dice: &[TrayDie] = match blocker {
            Blocker::Roll => &[
                TrayDie::NumberedD6,
                TrayDie::D20,
                TrayDie::BlackD6,
                TrayDie::WhiteD6,
            ],
            Blocker::Named(_) => &[TrayDie::D20, TrayDie::BlackD6, TrayDie::WhiteD6],
            Blocker::Nobody => &[TrayDie::BlackD6, TrayDie::WhiteD6],
        };
        let roll = self.roll(dice);
        if shot.kind == ShotKind::Breakaway && !shot.shootout {
            self.run_clock(PlayLength::Short, events);
        }
        let what = match (shot.shootout, shot.kind, shot.centre) {
            (true, ..) => "shootout attempt",
            (_, ShotKind::Breakaway, _) => "breakaway",
            (_, _, true) => "centre and shoot (●, +5)",
            (_, ShotKind::Slap, _) => "slap shot",
            _ => "wrist shot",
        };
        let reading = format!("{}: {what}", self.name_at(shot.team, shot.shooter));
        self.shot_part_one(shot, blocker, &roll, reading, events);
    }

    /// ♦ and ♢ (R88-R90, A47): the stealer takes the puck where the d20 puts it.
    pub(super) fn steal_spot(&mut self, stealer: Slot, shoot: bool, events: &mut Vec<Event>) {
        let team = self.puck.other();
        let in_his_end = self.area.third() == Third::Defensive;
        let dice: &[TrayDie] = if shoot && in_his_end {
            &[TrayDie::D20, TrayDie::BlackD6, TrayDie::WhiteD6]
        } else {
            &[TrayDie::D20]
        };
        let roll = self.roll(dice);
        let d20 = roll.d20().unwrap_or(10);
        let area = match self.area.third() {
            Third::Defensive => offensive_label(d20),
            Third::Neutral => Area::Neutral(neutral_lane(d20)),
            Third::Offensive => Area::Defensive(offensive_label(d20).lane().mirrored()),
        };
        if self.at(team, stealer).is_none() {
            self.log_roll(
                &roll,
                format!("steal: d20 {d20}, but nobody is there"),
                events,
            );
            self.loose_where_played(events);
            return;
        }
        let name = self.name_at(team, stealer);
        self.give_puck(team, stealer, area, events);
        if shoot && in_his_end {
            let kind = if area.level() == Some(Level::Three) {
                ShotKind::Slap
            } else {
                ShotKind::Wrist
            };
            let shot = Shot::plain(team, stealer, kind, area);
            let reading = format!("steal and shoot (♢): d20 {d20}, {name} in {}", area.name());
            self.shot_part_one(shot, Blocker::Nobody, &roll, reading, events);
        } else {
            self.log_roll(
                &roll,
                format!("steal: d20 {d20}, {name} takes it in {}", area.name()),
                events,
            );
        }
    }

    /// A loose-puck battle (R93-R99).
    pub(super) fn loose_puck(&mut self, at: LooseAt, repeat: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
            TrayDie::NumberedD6,
            TrayDie::D20,
        ]);
        self.run_clock(
            if repeat {
                PlayLength::Short
            } else {
                PlayLength::Long
            },
            events,
        );
        let (home, away) = (self.skaters_on(Team::Home), self.skaters_on(Team::Away));
        let (h, a) = battles::battle_totals(&roll, home, away);
        let face = roll.d6p().unwrap_or(1);
        let d6p = self.own_skater_by_d6p(face);
        let d20 = roll.d20().unwrap_or(10);
        let head = format!(
            "loose puck: {} {h} against {} {a}",
            team_code(self, Team::Home),
            team_code(self, Team::Away)
        );
        let Some(winner) = battles::loose_puck_winner(&roll, home, away) else {
            self.log_roll(&roll, format!("{head}: a tie, again"), events);
            self.then(Step::LoosePuck { at, repeat: true });
            return;
        };
        if self.at(winner, d6p).is_none() {
            self.log_roll(
                &roll,
                format!(
                    "{head}: {}, but {} names nobody on the ice, again",
                    team_code(self, winner),
                    d6p_words(face, d6p)
                ),
                events,
            );
            self.then(Step::LoosePuck { at, repeat: true });
            return;
        }
        let area = Self::loose_area(at, d20, winner);
        self.log_roll(
            &roll,
            format!(
                "{head}: {}; {}, {} picks it up in {} (d20 {d20})",
                team_code(self, winner),
                d6p_words(face, d6p),
                self.name_at(winner, d6p),
                area.name()
            ),
            events,
        );
        self.puck = winner;
        self.give_puck(winner, d6p, area, events);
    }

    /// DC (R134, A66): a clear from D to N, a dump from N or O to level 1.
    pub(super) fn dump_or_clear(&mut self, roll: &TrayRoll, events: &mut Vec<Event>) {
        let team = self.puck;
        if self.area.third() == Third::Defensive {
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: Third::Neutral,
                },
                events,
            );
            return;
        }
        let area = dump_in_area(self.area);
        self.area = area;
        let defence = team.other();
        if self.options.goalie_passes && roll.d6p() == Some(6) && !self.pulled[defence] {
            self.goalie_pass(defence, roll.d20().unwrap_or(20), events);
        } else if self.options.dump_in_races {
            self.carrier = None;
            self.then(Step::DumpInRace);
        } else {
            self.loose(LooseAt::Spot { frame: team, area }, events);
        }
    }

    /// ICE (R106, R115, R121, R135, A67).
    pub(super) fn icing(&mut self, d20: u8, events: &mut Vec<Event>) {
        let team = self.puck;
        let defence = team.other();
        if self.pulled[defence] {
            self.then(Step::EmptyNetIce);
            return;
        }
        self.icing_called(team, d20, events);
    }

    fn icing_called(&mut self, team: Team, d20: u8, events: &mut Vec<Event>) {
        let defence = team.other();
        if self.short_by_penalty(team) {
            // No icing for a short-handed team: the power play takes it behind its net.
            events.push(Event::Note(format!(
                "{} are short-handed: no icing",
                team_code(self, team)
            )));
            if self.options.goalie_passes && !self.pulled[defence] {
                self.goalie_pass(defence, d20, events);
            } else {
                let slot = self.first_on_ice(defence, &[2, 1, 3]).unwrap_or(4);
                self.give_puck(defence, slot, Area::Defensive(Lane::Middle), events);
            }
            return;
        }
        if self.options.icing_races {
            self.carrier = None;
            self.then(Step::IcingRace);
            return;
        }
        let spot = self.spot_at(team, self.area);
        self.whistle(Whistle::Icing, spot, events);
    }

    /// An icing at an empty net: 00-10 goes in (R121).
    pub(super) fn empty_net_ice(&mut self, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10]);
        let combo = roll.d10_combo().unwrap_or(99);
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let goes_in = combo <= 10;
        self.log_roll(
            &roll,
            format!(
                "empty net: {combo:02}, {}",
                if goes_in {
                    "it slides in"
                } else {
                    "it misses the net"
                }
            ),
            events,
        );
        match self.at(team, slot) {
            Some(player) if goes_in => {
                self.count_shot(team, player, false);
                self.goal(team, player, Vec::new(), false, true, events);
            }
            _ => self.icing_called(team, 20, events),
        }
    }

    /// The goalie-pass section (R155-R160, A59), read with a d20 already rolled: `team`'s
    /// goalie plays the puck behind his net.
    pub(super) fn goalie_pass(&mut self, team: Team, d20: u8, events: &mut Vec<Event>) {
        let pass = self.goalie(team).pass.read(d20);
        let power = self.moves_far(team);
        let first = self.recipients(team, 0).first().copied();
        let behind = Area::Defensive(Lane::Middle);
        // The zones count from the goalie's own end, where he stands (R170, L2419-2425): one
        // zone is the neutral zone, two the blue line, three level 2 (version 5). Versions 1-3
        // counted from behind the net (A59), one zone short; version 4 put two zones in front
        // of the other net.
        let version = self.rules_version;
        let ahead = |zones: u8| match zones {
            _ if version >= AUDIT_VERSION => behind.ahead(zones, Lane::Middle),
            1 if version >= BOOK_VERSION => Area::Neutral(Lane::Middle),
            2 if version >= BOOK_VERSION => Area::Offensive(Lane::Middle, Level::One),
            _ if version >= BOOK_VERSION => Area::Offensive(Lane::Middle, Level::Two),
            1 => Area::Defensive(Lane::Middle),
            2 => Area::Neutral(Lane::Middle),
            _ => Area::Offensive(Lane::Middle, Level::Three),
        };
        self.puck = team;
        let name = self.goalie(team).name.clone();
        let forecheckers =
            self.forecheck_slots(team.other(), self.coaching[team.other()].forecheckers);
        let stealer = forecheckers.iter().copied().max_by_key(|&s| {
            (
                self.ratings(team.other(), s).map_or(0, |r| r.ch),
                std::cmp::Reverse(s),
            )
        });
        match (pass, first) {
            (Some(GoaliePassResult::Steal), _) if stealer.is_some() => {
                let stealer = stealer.unwrap_or(1);
                events.push(Event::Note(format!(
                    "{name} plays it (d20 {d20}): picked off"
                )));
                let area = offensive_label(d20);
                let other = team.other();
                self.give_puck(other, stealer, area, events);
                let kind = if area.level() == Some(Level::Three) {
                    ShotKind::Slap
                } else {
                    ShotKind::Wrist
                };
                self.then(Step::ShotAim {
                    shot: Shot::plain(other, stealer, kind, area),
                    blocker: Blocker::Nobody,
                });
            }
            (Some(GoaliePassResult::Ahead | GoaliePassResult::Steal), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): ▲Ⓐ")));
                self.give_puck(team, to, ahead(if power { 2 } else { 1 }), events);
            }
            (Some(GoaliePassResult::FarAhead), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): △Ⓐ")));
                self.give_puck(team, to, ahead(if power { 3 } else { 2 }), events);
            }
            (Some(GoaliePassResult::Rush), Some(to)) => {
                events.push(Event::Note(format!("{name} plays it (d20 {d20}): ⍙Ⓐ")));
                self.give_puck(team, to, behind, events);
                self.then(Step::RushChart);
            }
            _ => {
                events.push(Event::Note(format!(
                    "{name} leaves it behind the net (d20 {d20})"
                )));
                let slot = self.first_on_ice(team, &[2, 1, 3, 4, 5]).unwrap_or(2);
                self.give_puck(team, slot, behind, events);
            }
        }
    }

    /// The May 2010 races (R151-R153, A68): the d6p names the attacker, the black d6 the
    /// defender, each adds his SP to his d10.
    pub(super) fn race(&mut self, icing: bool, events: &mut Vec<Event>) {
        let roll = self.roll(&[
            TrayDie::NumberedD6,
            TrayDie::BlackD6,
            TrayDie::ColouredD10,
            TrayDie::WhiteD10,
        ]);
        let team = self.puck;
        let defence = team.other();
        let attacker = roll.d6p().unwrap_or(1);
        let black = roll.face(TrayDie::BlackD6).unwrap_or(1);
        let sp = |t: Team, s: Slot| self.ratings(t, s).map_or(0, |r| r.sp);
        let offence_total = self.at(team, attacker).map(|_| {
            battles::single_d10(roll.face(TrayDie::ColouredD10).unwrap_or(0)) + sp(team, attacker)
        });
        let defence_total = self.at(defence, black).map(|_| {
            battles::single_d10(roll.face(TrayDie::WhiteD10).unwrap_or(0)) + sp(defence, black)
        });
        let goalie_plays = black == 6 && !self.pulled[defence];
        let lane = self.area.lane();
        let kind = if icing { "icing race" } else { "dump-in race" };
        let won = match (offence_total, defence_total) {
            (None, _) => Some(false),
            (Some(_), None) if goalie_plays => Some(false),
            (Some(_), None) => Some(true),
            (Some(o), Some(d)) if o > d => Some(true),
            (Some(o), Some(d)) if o < d => Some(false),
            _ => None,
        };
        self.log_roll(
            &roll,
            format!(
                "{kind}: {} against {}: {}",
                offence_total.map_or("nobody".into(), |t| t.to_string()),
                if goalie_plays && defence_total.is_none() {
                    "the goalie".into()
                } else {
                    defence_total.map_or("nobody".into(), |t| t.to_string())
                },
                match won {
                    Some(true) => "the attacker gets there first",
                    Some(false) => "the defence gets there first",
                    None => "a tie",
                }
            ),
            events,
        );
        match (icing, won) {
            (_, Some(true)) => {
                let area = Area::Offensive(lane, Level::One);
                self.give_puck(team, attacker, area, events);
            }
            (true, Some(false)) if goalie_plays => {
                // The goalie plays it: no icing, his centre has it behind the net (R152).
                let slot = self.first_on_ice(defence, &[2, 1, 3]).unwrap_or(4);
                self.give_puck(defence, slot, Area::Defensive(Lane::Middle), events);
            }
            (true, _) if self.audit_fixed() => {
                // Icing: the draw is where the puck was iced from (L2121-2125).
                let spot = self.spot_at(team, self.area);
                self.whistle(Whistle::Icing, spot, events);
            }
            (true, _) => {
                let spot = self.spot_at(defence, Area::Offensive(lane.mirrored(), Level::Two));
                self.whistle(Whistle::Icing, spot, events);
            }
            (false, Some(false)) => match self.at(defence, black) {
                Some(_) => self.give_puck(defence, black, Area::Defensive(lane.mirrored()), events),
                None => {
                    let slot = [4, 5, 2]
                        .into_iter()
                        .find(|&s| self.at(defence, s).is_some())
                        .unwrap_or(1);
                    self.give_puck(defence, slot, Area::Defensive(lane.mirrored()), events)
                }
            },
            (false, None) => {
                let area = Area::Offensive(lane, Level::One);
                self.loose(LooseAt::Spot { frame: team, area }, events);
            }
        }
    }
}
