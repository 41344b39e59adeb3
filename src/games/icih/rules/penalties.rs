//! Penalties served and power plays.

use super::*;

impl Icih {
    /// How a batch of calls is served (the rulebook's multiple-penalty table).
    fn serves_for(calls: &[Call]) -> (Vec<Serve>, bool) {
        let mut serves = Vec::new();
        for major in calls.iter().filter(|c| c.major) {
            serves.push(Serve {
                team: major.team.other(),
                shots: 6,
                major: true,
            });
        }
        let minors = |t: Team| calls.iter().filter(move |c| c.team == t && !c.major);
        let (home, away) = (minors(Team::Home).count(), minors(Team::Away).count());
        let mut coincidental = false;
        if home > 0 && away > 0 {
            if home == away {
                coincidental = true;
            } else {
                let penalised = if home > away { Team::Home } else { Team::Away };
                let shots = minors(penalised).map(|c| c.shots).max().unwrap_or(1);
                serves.push(Serve {
                    team: penalised.other(),
                    shots,
                    major: false,
                });
            }
        } else {
            for c in calls.iter().filter(|c| !c.major) {
                serves.push(Serve {
                    team: c.team.other(),
                    shots: c.shots,
                    major: false,
                });
            }
        }
        (serves, coincidental)
    }

    pub(super) fn settle_penalties(
        &mut self,
        calls: Vec<Call>,
        after: After,
        ev: &mut Vec<Event>,
    ) -> After {
        let was_delayed = self.delayed_penalised();
        let mut all = std::mem::take(&mut self.delayed);
        all.extend(calls);
        let (serves, coincidental) = Self::serves_for(&all);

        if coincidental {
            ev.push(Event::Coincidental);
        }
        let here = match after {
            After::Possession { pos, .. } | After::FaceOff(pos) => pos,
            After::PowerPlay => self.puck,
        };
        let result = match serves.first().copied() {
            None => After::FaceOff(here),
            Some(first) => match after {
                After::Possession { team, .. } if team == first.team => {
                    // Delayed penalty: play on until the penalised side touches the puck.
                    self.delayed = all;
                    ev.push(Event::DelayedPenalty {
                        team: first.team.other(),
                    });
                    after
                }
                _ => {
                    self.start_power_plays(serves);
                    After::PowerPlay
                }
            },
        };
        if let Some(penalised) = was_delayed
            && self.delayed_penalised() != Some(penalised)
        {
            // The delayed penalty is over: the extra skater goes back to the bench.
            let team = penalised.other();
            let extra = (self.hands[team].len() as u8)
                .saturating_sub(self.base_hand(team))
                .min(1);
            self.discard_down[team] = self.discard_down[team].max(extra);
        }
        result
    }

    fn start_power_plays(&mut self, serves: Vec<Serve>) {
        self.power_play = Some(PowerPlay {
            team: serves[0].team,
            major: false,
            shots: VecDeque::new(),
            pending: serves.into(),
            goal_bonus_given: false,
            goalie_asked: false,
        });
    }

    pub(super) fn start_delayed_power_play(&mut self, ev: &mut Vec<Event>) {
        let calls = std::mem::take(&mut self.delayed);
        let (serves, coincidental) = Self::serves_for(&calls);
        if coincidental || serves.is_empty() {
            ev.push(Event::Coincidental);
            self.queue.push_front(Step::Then(After::FaceOff(self.puck)));
            return;
        }
        let team = serves[0].team;
        // The extra skater goes back to the bench: down to the normal hand.
        let surplus = (self.hands[team].len() as u8).saturating_sub(self.base_hand(team));
        self.start_power_plays(serves);
        self.queue.push_front(Step::PowerPlayShot);
        if surplus > 0 {
            self.queue.push_front(Step::DiscardDown(team, surplus));
        }
    }

    /// Starts the next power play if needed and opens the block window for its next shot.
    pub(super) fn power_play_next(&mut self, ev: &mut Vec<Event>) {
        let period = self.period;
        let by_the_book = self.by_the_book();
        let pulled = self.pulled;
        let pp = self.power_play.as_mut().expect("a power play under way");
        if pp.shots.is_empty() {
            if let Some(team) = pulled
                && by_the_book
                && !pp.goalie_asked
            {
                // Play is stopped: the side that pulled its goalie may put him back.
                pp.goalie_asked = true;
                self.phase = Phase::PowerPlayStoppage { team };
                return;
            }
            let serve = pp.pending.pop_front().expect("a power play to serve");
            pp.team = serve.team;
            pp.major = serve.major;
            pp.goal_bonus_given = false;
            pp.goalie_asked = false;
            pp.shots = if serve.major {
                vec![ShotKind::Both; 3].into()
            } else {
                power_play_shots(serve.shots)
            };
            let shots = pp.shots.len() as u8;
            self.box_score.line(period, serve.team).power_plays += 1;
            ev.push(Event::PowerPlay {
                team: serve.team,
                shots: if serve.major { 6 } else { shots },
                major: serve.major,
            });
            self.puck = Pos::of(serve.team.other(), Zone::Defensive);
            self.control = Some(serve.team);
        }
        let pp = self.power_play.as_ref().expect("a power play under way");
        let kind = *pp.shots.front().expect("a shot to take");
        self.phase = Phase::Answer {
            team: pp.team.other(),
            attacker: pp.team,
            window: Window::PowerPlayShot { kind },
        };
    }

    pub(super) fn power_play_shot(
        &mut self,
        blocked_outside: bool,
        blocked_inside: bool,
        ev: &mut Vec<Event>,
    ) {
        let mut pp = self.power_play.take().expect("a power play under way");
        let last = pp.is_last_shot();
        let kind = pp.shots.pop_front().expect("a shot to take");
        let team = pp.team;
        let goalie_end = Pos::of(team.other(), Zone::Defensive);
        // Version 2: at an empty net an outside shot counts as an inside shot here too, and a
        // major's +3 is given once, a rebound goal off its last card included.
        let empty_net = self.by_the_book() && self.pulled == Some(team.other());
        let taken = ShotTaken {
            on_power_play: true,
            last_gasp: false,
            goal_bonus: !(self.by_the_book() && pp.major && pp.goal_bonus_given),
        };
        self.sequence_attacker = team;
        let mut after = None;
        match kind {
            ShotKind::Both => {
                let x = (!(blocked_outside && blocked_inside))
                    .then(|| self.draw_check(Check::PowerPlayShot, ev));
                for inside in [false, true] {
                    let Some(x) = x else { break };
                    if (inside && blocked_inside) || (!inside && blocked_outside) {
                        continue;
                    }
                    if !inside && empty_net && !blocked_inside {
                        // Both readings would be the inside one: the card is read once.
                        continue;
                    }
                    let own_inside = inside;
                    let inside = inside || empty_net;
                    let shot = if inside { card(x).is } else { card(x).os };
                    // Version 3: only the card's own inside reading is played in full; an
                    // outside reading read as inside is an attempt, and the block that stopped
                    // the inside one makes the loose puck below.
                    let in_full = if self.rules_version >= MAJOR_LAST_CARD_VERSION {
                        own_inside
                    } else {
                        inside
                    };
                    if last && in_full && self.scored(team, shot, true).is_none() {
                        let taken = if self.rules_version >= MAJOR_LAST_CARD_VERSION {
                            // The outside reading may have given the major's +3 just now.
                            ShotTaken {
                                goal_bonus: !(pp.major && pp.goal_bonus_given),
                                ..taken
                            }
                        } else {
                            taken
                        };
                        after = Some(self.resolve_shot(team, x, true, taken, ev));
                        continue;
                    }
                    ev.push(Event::ShotResult {
                        team,
                        card: x,
                        shot,
                        inside,
                    });
                    self.power_play_attempt(&mut pp, shot, ev);
                    if self.outcome.is_some() {
                        return;
                    }
                }
                if last && after.is_none() {
                    after = Some(if blocked_inside {
                        self.loose_puck(goalie_end, ev)
                    } else {
                        After::FaceOff(Pos::Centre)
                    });
                }
            }
            ShotKind::Outside | ShotKind::Inside => {
                let inside = kind == ShotKind::Inside;
                let blocked = if inside {
                    blocked_inside
                } else {
                    blocked_outside
                };
                if blocked {
                    if last {
                        after = Some(self.loose_puck(goalie_end, ev));
                    }
                } else {
                    let x = self.draw_check(Check::PowerPlayShot, ev);
                    let inside = inside || empty_net;
                    let shot = if inside { card(x).is } else { card(x).os };
                    if last {
                        after = Some(self.resolve_shot(team, x, inside, taken, ev));
                    } else {
                        ev.push(Event::ShotResult {
                            team,
                            card: x,
                            shot,
                            inside,
                        });
                        if self.power_play_attempt(&mut pp, shot, ev) == Some(team) {
                            // A power-play goal ends this power play.
                            pp.shots.clear();
                            if pp.pending.is_empty() {
                                after = Some(After::FaceOff(Pos::Centre));
                            }
                        }
                    }
                }
            }
        }
        if self.outcome.is_some() {
            return;
        }
        match after {
            Some(after) => self.finish(after, ev),
            None => {
                self.power_play = Some(pp);
                self.finish(After::PowerPlay, ev);
            }
        }
    }

    /// A power-play shot before the last: only goals and saves count, the rest after the
    /// hyphen is ignored. Returns the scoring team, if any.
    fn power_play_attempt(
        &mut self,
        pp: &mut PowerPlay,
        shot: Shot,
        ev: &mut Vec<Event>,
    ) -> Option<Team> {
        let team = pp.team;
        if let Some((scorer, kind)) = self.scored(team, shot, true) {
            self.box_score.line(self.period, scorer).shots_on_goal += 1;
            let momentum = !(pp.major && scorer == team && pp.goal_bonus_given);
            if scorer == team {
                pp.goal_bonus_given = true;
            }
            self.goal(scorer, kind, momentum, ev);
            return Some(scorer);
        }
        if shot.result.on_goal() {
            self.saved(team, ev);
            if shot.result == ShotResult::SuperSave {
                self.award_momentum(team.other(), SUPER_SAVE_MOMENTUM, ev);
            }
        }
        None
    }
}

fn power_play_shots(count: u8) -> VecDeque<ShotKind> {
    use ShotKind::*;
    match count {
        1 => vec![Inside],
        2 => vec![Outside, Inside],
        3 => vec![Outside, Outside, Inside],
        _ => vec![Outside, Inside, Outside, Inside],
    }
    .into()
}
