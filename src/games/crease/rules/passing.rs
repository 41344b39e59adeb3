//! PASS TO (R13-R30), stop checks, the AST pass (R20-R22), line changes and penalty time.

use super::*;

impl Crease {
    pub(super) fn pass_to(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::PassTo, events);
        // Version 3: open ice in overtime makes readings quicker (A34, version 3): 15 seconds
        // with four a side (the clock holds on every fourth reading), 10 with three (it runs on
        // every second one).
        self.clock_held = false;
        if self.quick_overtime() {
            self.overtime_readings = self.overtime_readings.saturating_add(1);
            let n = self.overtime_readings;
            self.clock_held = match self.strength(Team::Home).max(self.strength(Team::Away)) {
                3 => !n.is_multiple_of(2),
                4 => n.is_multiple_of(4),
                _ => false,
            };
        }
        if !self.clock_held {
            self.clock = self.clock.saturating_sub(1);
        }
        self.steps += 1;
        for team in Team::BOTH {
            for p in self.on_ice[team].iter().flatten() {
                let steps = &mut self.benches[team].ice_steps[usize::from(*p)];
                *steps = steps.saturating_add(1);
            }
            let (us, them) = (self.strength(team), self.strength(team.other()));
            if us != them {
                let bench = &mut self.benches[team];
                let (total, each) = if us > them {
                    (&mut bench.team_pp_steps, &mut bench.pp_steps)
                } else {
                    (&mut bench.team_pk_steps, &mut bench.pk_steps)
                };
                *total = total.saturating_add(1);
                for p in self.on_ice[team].iter().flatten() {
                    let steps = &mut each[usize::from(*p)];
                    *steps = steps.saturating_add(1);
                }
            }
        }
        if !self.clock_held {
            self.tick_penalties(events);
        }
        let team = self.puck;
        let defence = team.other();
        let mut to = card.pass_to;
        // R97: with the goalie pulled, a second pass in a row to one player goes to the
        // extra skater.
        if self.pulled[team] && self.last_receiver == Some((team, to)) {
            to = Slot::G;
        }
        self.last_receiver = Some((team, to));
        if self.overtime_second_position()
            && self.at(team, to).is_none()
            && self.at(defence, to).is_none()
        {
            // Version 3: in overtime a pass to a slot nobody fills goes to the card's second
            // position (as R22 reads it), and if that slot is empty too the carrier keeps it.
            to = if self.at(team, card.pass_alt).is_some() {
                card.pass_alt
            } else {
                self.carrier
            };
        }
        if self.at(team, to).is_none() {
            if self.at(defence, to).is_some() {
                self.give_puck(defence, to, Gain::EmptySlot, events);
                self.then(Pending::PassTo, events);
            } else {
                // R80: nobody at the slot on either side.
                self.pending = Pending::LoosePuck { ties: 1 };
            }
            return;
        }
        self.carrier = to;
        events.push(Event::Puck {
            team,
            slot: to,
            gain: Gain::Pass,
        });
        let receiver = self.carrier_player();
        let section = self.section_for(team);
        let column = match section {
            Strength::Even => 0,
            Strength::PowerPlay => 1,
            Strength::ShortHanded => 2,
        };
        self.readings[team][usize::from(receiver)][column] += 1;
        let play = self.read_section(team, receiver, section, card.pass_number);
        let play = self.apply_pass_note(team, card.pass_note, play);
        for stop in card.stops.iter().flatten() {
            let Some((code, rating, threshold)) = self.stop_check(defence, stop) else {
                continue;
            };
            let worked = rating >= threshold;
            events.push(Event::Stop {
                code,
                team: defence,
                rating,
                threshold,
                worked,
            });
            if !worked {
                continue;
            }
            match stop.kind {
                StopKind::ForcedDumpIn(_) => {
                    events.push(Event::DumpIn { team });
                    self.dump_in(card, events);
                    return;
                }
                StopKind::Takeaway(s) => {
                    self.give_puck(defence, s, Gain::Takeaway, events);
                    self.then(Pending::PassTo, events);
                    return;
                }
                StopKind::LoosePuck(_) => {
                    self.pending = Pending::LoosePuck { ties: 0 };
                    return;
                }
                StopKind::Interception(a, b) => {
                    // A10: the defender with the higher DEF made it; the first listed on a tie.
                    let rate = |s: Slot| self.at(defence, s).map(|d| self.def(defence, d));
                    let slot = if rate(b) > rate(a) { b } else { a };
                    self.give_puck(defence, slot, Gain::Interception, events);
                    self.then(Pending::PassTo, events);
                    return;
                }
                StopKind::Penalty(s) => {
                    let offender = self.at(defence, s).unwrap_or(0);
                    if matches!(play, Some(Play::Shot(_)) | Some(Play::Ast)) {
                        // R30: play the shot out first.
                        self.delayed = Some((defence, offender, receiver));
                        events.push(Event::DelayedPenalty {
                            team: defence,
                            player: offender,
                        });
                        break;
                    }
                    self.pending = Pending::Penalty {
                        team: defence,
                        player: offender,
                        victim: receiver,
                    };
                    return;
                }
            }
        }
        let play = play.unwrap_or(Play::Pass);
        events.push(Event::Play {
            team,
            player: receiver,
            section,
            number: card.pass_number,
            play,
        });
        match play {
            Play::Shot(shot) => {
                self.pending = Pending::Shot {
                    shooter: self.carrier,
                    shot,
                    kind: ShotKind::Normal,
                };
            }
            Play::Give => {
                self.puck = defence;
                self.pending = Pending::Breakaway;
            }
            Play::Pass => {
                self.then(Pending::PassTo, events);
            }
            Play::Ast => {
                self.pending = Pending::AstPass {
                    passer: self.carrier,
                };
            }
            Play::Ice => {
                let slot = self.carrier;
                self.give_puck(defence, slot, Gain::Icing, events);
                self.then(Pending::PassTo, events);
            }
        }
    }

    /// A PASS TO stop as the defending team meets it: the code, the rating read (two DEF
    /// summed for an interception) and the threshold after strategy notes; `None` when the
    /// slots named are empty (A6).
    fn stop_check(&self, defence: Team, stop: &fac::Stop) -> Option<(StopCode, u8, u8)> {
        let one = |s: Slot| self.at(defence, s);
        let (code, rating, adj) = match stop.kind {
            StopKind::Interception(a, b) => {
                let sum: u8 = [a, b]
                    .iter()
                    .filter_map(|&s| one(s))
                    .map(|d| self.def(defence, d))
                    .sum();
                return (sum > 0).then_some((StopCode::Interception, sum, stop.threshold));
            }
            StopKind::ForcedDumpIn(s) => {
                let d = one(s)?;
                let adj = fc_shift(self.fc(defence, false), stop.strategy, true);
                (StopCode::ForcedDumpIn, self.def(defence, d), adj)
            }
            StopKind::Takeaway(s) => {
                let d = one(s)?;
                let adj = fc_shift(self.fc(defence, true), stop.strategy, false);
                (StopCode::Takeaway, self.skater(defence, d).take, adj)
            }
            StopKind::LoosePuck(s) => {
                let d = one(s)?;
                let adj = phy_shift(self.phy(defence), stop.strategy);
                (StopCode::LoosePuck, self.skater(defence, d).hit, adj)
            }
            StopKind::Penalty(s) => {
                let d = one(s)?;
                let adj = phy_shift(self.phy(defence), stop.strategy);
                (StopCode::Penalty, self.skater(defence, d).pen, adj)
            }
        };
        Some((code, rating, adj_threshold(stop.threshold, adj)))
    }

    fn read_section(&self, team: Team, player: u8, section: Strength, n: u8) -> Option<Play> {
        let card = self.skater(team, player);
        let ranges = match section {
            Strength::Even => &card.even,
            Strength::PowerPlay => &card.pp,
            Strength::ShortHanded => &card.sh,
        };
        ranges.read(n)
    }

    /// Version 4's SHOT note (A39): a team sitting back at FC 0-1 has too few skaters forward
    /// to get the shot through. A team with its goalie pulled has six forward, so it never
    /// applies to them.
    pub(super) fn shot_note_sends_wide(&self, team: Team, note: Option<ShotNote>) -> bool {
        self.reads_shot_note()
            && self.options.strategies
            && !self.pulled[team]
            && note == Some(ShotNote::FcLowWide)
            && self.strategy[team].fc <= 1
    }

    fn apply_pass_note(
        &self,
        team: Team,
        note: Option<PassNote>,
        play: Option<Play>,
    ) -> Option<Play> {
        // Before version 5 the note was skipped when the other side had pulled its goalie.
        if !self.options.strategies || (self.pulled[team.other()] && !self.book()) {
            return play;
        }
        let fc = self.strategy[team].fc;
        match (note, play) {
            (Some(PassNote::Fc3PassToAst), Some(Play::Pass)) if fc == 3 => Some(Play::Ast),
            (Some(PassNote::FcLowAstToPass), Some(Play::Ast)) if fc <= 1 => Some(Play::Pass),
            _ => play,
        }
    }

    /// Line changes at each two-minute mark (R84), after a timed reading; special teams stay
    /// on until the power play ends (R85).
    pub(super) fn line_change_due(&mut self, events: &mut Vec<Event>) {
        if self.clock == 0
            || self.clock_held
            || !self.clock.is_multiple_of(SHIFT_STEPS)
            || self.last_change_step == self.steps
        {
            return;
        }
        self.last_change_step = self.steps;
        for team in Team::BOTH {
            if !self.benches[team].special {
                self.rotate(team, events);
            } else if self.units() {
                // Version 2: special teams change at the marks too, unit for unit.
                self.send_unit(team, false, events);
            }
        }
        self.keep_carrier_slot();
    }

    /// After a change on the fly the pawn stays on the slot; if it emptied, someone near has it.
    pub(super) fn keep_carrier_slot(&mut self) {
        if self.at(self.puck, self.carrier).is_none() {
            self.carrier = self.fallback_slot(self.puck);
        }
    }

    fn tick_penalties(&mut self, events: &mut Vec<Event>) {
        let serving: Vec<usize> = {
            let mut idx = Vec::new();
            for team in Team::BOTH {
                let mut players: Vec<Option<u8>> = Vec::new();
                for (i, p) in self.penalties.iter().enumerate() {
                    if p.team != team {
                        continue;
                    }
                    if !p.reduces {
                        idx.push(i);
                        continue;
                    }
                    if !players.contains(&p.player) && players.len() < 2 {
                        players.push(p.player);
                        idx.push(i);
                    }
                }
            }
            idx
        };
        for &i in &serving {
            self.penalties[i].left = self.penalties[i].left.saturating_sub(1);
        }
        let mut changed = false;
        let mut k = 0;
        while k < self.penalties.len() {
            if self.penalties[k].left == 0 {
                let p = self.penalties.remove(k);
                events.push(Event::PenaltyOver {
                    team: p.team,
                    player: p.player,
                });
                changed = true;
            } else {
                k += 1;
            }
        }
        if changed {
            self.after_strength_change(events);
        }
    }

    /// A player back from the box joins at once; a power play that ended ends special teams.
    pub(super) fn after_strength_change(&mut self, events: &mut Vec<Event>) {
        let even = self.strength(Team::Home) == self.strength(Team::Away);
        for team in Team::BOTH {
            if even && self.benches[team].special && self.pulled[team] && self.score_effects() {
                // Version 3: the unit with the extra attacker stays while the goalie is out.
                self.set_lineup(team);
            } else if even && self.benches[team].special {
                self.benches[team].special = false;
                self.rotate(team, events);
            } else {
                self.set_lineup(team);
            }
        }
        self.keep_carrier_slot();
    }

    // ----- the AST pass (R20-R22) -----

    pub(super) fn ast_pass(&mut self, passer: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::AstPass, events);
        let team = self.puck;
        let passer_player = self.at(team, passer);
        let mut to = card.pass_to;
        if to == passer {
            to = card.pass_alt;
        }
        if self.at(team, to).is_none() {
            if self.second_audit() && self.at(team.other(), to).is_none() {
                // R80 (version 6), as `pass_to`: nobody at the slot on either side.
                self.pending = Pending::LoosePuck { ties: 1 };
                return;
            }
            self.give_puck(team.other(), to, Gain::EmptySlot, events);
            self.then(Pending::PassTo, events);
            return;
        }
        self.carrier = to;
        let shooter = self.carrier_player();
        if let Some(p) = passer_player {
            self.chain.insert(0, p);
        }
        let shot = self
            .skater(team, shooter)
            .ast_section
            .read(card.pass_number);
        events.push(Event::AstShot {
            team,
            player: shooter,
            number: card.pass_number,
            shot,
        });
        match shot {
            Some(shot) => {
                self.pending = Pending::Shot {
                    shooter: to,
                    shot,
                    kind: ShotKind::Normal,
                }
            }
            None => {
                // R21: past his AST ranges, wide.
                self.then(Pending::LoosePuck { ties: 0 }, events);
            }
        }
    }
}
