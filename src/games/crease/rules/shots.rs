//! Shots, goals and assists (R31-R40, R58, R60, R61-R66), breakaways and penalty shots (R55-R60).

use super::*;

impl Crease {
    pub(super) fn shot(
        &mut self,
        shooter_slot: Slot,
        shot: ShotType,
        kind: ShotKind,
        events: &mut Vec<Event>,
    ) {
        let card = self.flip(Section::Shot, events);
        let team = self.puck;
        let defence = team.other();
        let shooter = self.at(team, shooter_slot).unwrap_or(0);
        if kind == ShotKind::Normal && self.shot_note_sends_wide(team, card.shot_note) {
            events.push(Event::SatBackWide { team });
            self.then(Pending::LoosePuck { ties: 0 }, events);
            return;
        }
        if kind == ShotKind::Normal
            && let Some(stop) = card.shot_stop
        {
            let (code, slot) = match stop.kind {
                ShotStopKind::Wide(s) => (StopCode::Wide, s),
                ShotStopKind::Blocked(s) => (StopCode::Blocked, s),
            };
            if let Some(d) = self.at(defence, slot) {
                let rating = match code {
                    StopCode::Wide => self.def(defence, d),
                    _ => self.skater(defence, d).blk,
                };
                let adj = fc_shift(self.fc(defence, false), stop.strategy, true);
                let threshold = adj_threshold(stop.threshold, adj);
                let worked = rating >= threshold;
                events.push(Event::Stop {
                    code,
                    team: defence,
                    rating,
                    threshold,
                    worked,
                });
                if worked {
                    self.then(Pending::LoosePuck { ties: 0 }, events);
                    return;
                }
            }
        }
        let number = card.shot_number;
        let empty_net = self.pulled[defence];
        let goalie = self.goalie(defence);
        let mut result = if empty_net {
            Save::Goal
        } else {
            goalie.column(shot).read(number).unwrap_or(Save::Held)
        };
        match kind {
            ShotKind::Breakaway if goalie.brk.contains(&number) => result = Save::Goal,
            ShotKind::PenaltyShot => {
                let top = goalie.goal_width(ShotType::Sh5) + self.skater(team, shooter).brk;
                if number <= top || goalie.brk.contains(&number) {
                    result = Save::Goal;
                } else if result == Save::Goal {
                    result = Save::Held;
                }
            }
            _ => {}
        }
        events.push(Event::ShotOnGoal {
            team,
            shooter,
            shot,
            kind,
            number,
            result,
            empty_net,
        });
        let period = self.period;
        self.box_score.line(period, team).shots_on_goal += 1;
        self.players[team].skaters[usize::from(shooter)].shots += 1;
        if !empty_net {
            let g = usize::from(self.in_net[defence]);
            self.players[defence].goalies[g].shots_against += 1;
            if result == Save::Goal {
                self.players[defence].goalies[g].goals_against += 1;
            } else {
                self.players[defence].goalies[g].saves += 1;
                self.box_score.line(period, defence).saves += 1;
            }
        }
        if result == Save::Goal {
            self.delayed = None;
            self.goal(team, shooter, events);
            return;
        }
        if kind == ShotKind::PenaltyShot && !self.book() {
            // A15 (before version 5): no rebound play off a penalty shot. Version 5 resolves it
            // as a breakaway's normal shot (R60, L193).
            self.then(Pending::FaceOff, events);
            return;
        }
        match result {
            Save::Rebound => {
                if self.delayed.is_some() {
                    self.then(Pending::FaceOff, events);
                } else {
                    self.pending = Pending::Rebound {
                        shooter: shooter_slot,
                    };
                }
            }
            Save::Held | Save::OutOfPlay | Save::Goal => self.then(Pending::FaceOff, events),
            Save::DeflectTo(slot) => {
                if self.delayed.is_some() {
                    self.then(Pending::FaceOff, events);
                } else {
                    self.give_puck(defence, slot, Gain::Save, events);
                    self.then(Pending::PassTo, events);
                }
            }
        }
    }

    fn goal(&mut self, team: Team, scorer: u8, events: &mut Vec<Event>) {
        let period = self.period;
        let strength = self.section_for(team);
        let power_play = self.strength(team) > self.strength(team.other());
        self.box_score.line(period, team).goals += 1;
        if power_play {
            self.box_score.line(period, team).power_play_goals += 1;
            // A23: a power-play goal frees the first minor of the short side (version 3: not
            // in overtime, which it ends; at 3 on 3 the extra skater stays for the assists).
            let short = team.other();
            let frees = !self.season_overtime();
            if let Some(i) = self.penalties.iter().position(|p| {
                frees
                    && p.team == short
                    && p.reduces
                    && matches!(p.kind, PenaltyKind::Minor | PenaltyKind::DoubleMinor)
            }) {
                let p = &mut self.penalties[i];
                if p.kind == PenaltyKind::DoubleMinor && p.left > SHIFT_STEPS {
                    p.left = SHIFT_STEPS;
                } else {
                    let p = self.penalties.remove(i);
                    events.push(Event::PenaltyOver {
                        team: p.team,
                        player: p.player,
                    });
                }
            }
        }
        self.players[team].skaters[usize::from(scorer)].goals += 1;
        let mut assists: Vec<u8> = Vec::new();
        for &p in &self.chain {
            if p != scorer && !assists.contains(&p) && assists.len() < 2 {
                assists.push(p);
            }
        }
        for &p in &assists {
            self.players[team].skaters[usize::from(p)].assists += 1;
        }
        let other = team.other();
        let skaters_on = |t: Team| self.on_ice[t].iter().flatten().copied().collect();
        self.notes.goals.push(crate::games::sim::GoalNote {
            period,
            elapsed: Some(self.elapsed()),
            team,
            scorer,
            assists: assists.clone(),
            power_play,
            short_handed: self.strength(team) < self.strength(other),
            empty_net: self.pulled[other],
            on_ice: Some(ByTeam::from_fn(skaters_on)),
        });
        events.push(Event::Goal {
            team,
            scorer,
            assists: assists.clone(),
            strength,
            score: self.score(),
        });
        self.chain.clear();
        let done = assists.len() >= 2;
        self.last_goal = Some((team, scorer, assists));
        if done {
            self.after_goal(events);
        } else {
            self.pending = Pending::Assists { checks: 0 };
        }
    }

    fn after_goal(&mut self, events: &mut Vec<Event>) {
        if self.is_overtime() {
            self.finish(DecidedIn::Overtime, events);
            return;
        }
        self.after_strength_change(events);
        self.then(Pending::FaceOff, events);
    }

    // ----- assists (R61-R66) -----

    pub(super) fn assist_check(&mut self, checks: u8, events: &mut Vec<Event>) {
        if checks == 0 {
            self.flip(Section::Burn, events);
        }
        let card = self.flip(Section::Assist, events);
        let Some((team, scorer, mut credited)) = self.last_goal.clone() else {
            self.after_goal(events);
            return;
        };
        let candidates: Vec<u8> = self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .filter(|&p| p != scorer && !credited.contains(&p))
            .collect();
        let by_rank = |this: &Crease| {
            let mut v = candidates.clone();
            v.sort_by_key(|&p| {
                let c = this.skater(team, p);
                (
                    std::cmp::Reverse(c.ast),
                    std::cmp::Reverse(c.season_assists),
                )
            });
            v
        };
        let pick = match card.assist {
            AssistCheck::Rank(rank) => {
                let v = by_rank(self);
                match rank {
                    1..=3 => v.get(usize::from(rank) - 1).copied(),
                    // Version 5 (R64): among those tied for the lowest AST, the one with the
                    // most assists this season (the first of them in `v`).
                    _ if self.book() => {
                        v.last()
                            .map(|&low| self.skater(team, low).ast)
                            .and_then(|ast| {
                                v.iter().copied().find(|&p| self.skater(team, p).ast == ast)
                            })
                    }
                    _ => v.last().copied(),
                }
            }
            AssistCheck::Position(slot, n) => match self.at(team, slot) {
                Some(p) if p != scorer && !credited.contains(&p) => {
                    (self.skater(team, p).ast >= n).then_some(p)
                }
                _ => by_rank(self)
                    .into_iter()
                    .find(|&p| self.skater(team, p).ast >= n),
            },
        };
        match pick {
            Some(p) => {
                credited.push(p);
                self.players[team].skaters[usize::from(p)].assists += 1;
                self.notes.assist(team, p);
                events.push(Event::Assist { team, player: p });
            }
            None => events.push(Event::NoAssist),
        }
        let checks = checks + 1;
        let done = checks >= 2 || credited.len() >= 2;
        self.last_goal = Some((team, scorer, credited));
        if done {
            self.after_goal(events);
        } else {
            self.pending = Pending::Assists { checks };
        }
    }
}

impl Crease {
    pub(super) fn breakaway(&mut self, events: &mut Vec<Event>) {
        let card = self.flip(Section::Breakaway, events);
        let team = self.puck;
        match card.breakaway {
            Breakaway::NoBreak(slot) => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                self.then(Pending::PassTo, events);
            }
            Breakaway::BreakIf {
                slot,
                threshold,
                strategy,
            } => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                let Some(player) = self.at(team, slot) else {
                    self.then(Pending::PassTo, events);
                    return;
                };
                let fc = if self.options.strategies {
                    self.strategy[team].fc
                } else {
                    2
                };
                let adj = if !strategy {
                    0
                } else if fc == 3 {
                    -1
                } else if fc <= 1 {
                    1
                } else {
                    0
                };
                let threshold = adj_threshold(threshold, adj);
                if self.skater(team, player).brk >= threshold {
                    self.pending = Pending::Shot {
                        shooter: slot,
                        shot: ShotType::Sh5,
                        kind: ShotKind::Breakaway,
                    };
                } else {
                    events.push(Event::Puck {
                        team,
                        slot,
                        gain: Gain::FailedBreak,
                    });
                    self.then(Pending::PassTo, events);
                }
            }
            Breakaway::PenaltyShot(slot) => {
                self.give_puck(team, slot, Gain::Giveaway, events);
                if self.at(team, slot).is_some() {
                    self.pending = Pending::PenaltyShotCheck { fouled: slot };
                } else {
                    self.then(Pending::PassTo, events);
                }
            }
        }
    }

    pub(super) fn penalty_shot_check(&mut self, fouled: Slot, events: &mut Vec<Event>) {
        let card = self.flip(Section::Assist, events);
        let team = self.puck;
        let offender_team = team.other();
        let awarded = match card.assist {
            AssistCheck::Position(slot, n) => self
                .at(offender_team, slot)
                .is_some_and(|d| self.skater(offender_team, d).pen >= n),
            AssistCheck::Rank(_) => false,
        };
        if awarded {
            let shooter = self.at(team, fouled).unwrap_or(0);
            events.push(Event::PenaltyShotAwarded { team, shooter });
            self.pending = Pending::Shot {
                shooter: fouled,
                shot: ShotType::Sh5,
                kind: ShotKind::PenaltyShot,
            };
        } else {
            self.then(Pending::PassTo, events);
        }
    }
}
