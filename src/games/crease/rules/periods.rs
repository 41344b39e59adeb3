//! Turning cards, stoppages, periods, overtime and the shootout (R101-R102, A37).

use super::*;

impl Crease {
    pub(super) fn flip(&mut self, section: Section, events: &mut Vec<Event>) -> &'static Fac {
        let n = self
            .deck
            .draw_or_reshuffle(&mut self.rng)
            .expect("the FAC deck never runs dry: discards are reshuffled");
        self.deck.discard(n);
        self.last_flip = Some((n, section));
        events.push(Event::Flip { card: n, section });
        fac::card(n)
    }

    pub(super) fn give_puck(
        &mut self,
        team: Team,
        slot: Slot,
        gain: Gain,
        events: &mut Vec<Event>,
    ) {
        let slot = if self.at(team, slot).is_some() {
            slot
        } else {
            self.fallback_slot(team)
        };
        self.puck = team;
        self.carrier = slot;
        events.push(Event::Puck { team, slot, gain });
    }

    /// Someone on the ice when a named slot is empty: C, then the D, then the wings.
    pub(super) fn fallback_slot(&self, team: Team) -> Slot {
        [Slot::C, Slot::LD, Slot::RD, Slot::LW, Slot::RW, Slot::G]
            .into_iter()
            .find(|&s| self.at(team, s).is_some())
            .unwrap_or(Slot::LD)
    }

    pub(super) fn carrier_player(&self) -> u8 {
        self.at(self.puck, self.carrier).unwrap_or(0)
    }

    /// After a sequence: the period may be over (A33); otherwise the next flip.
    pub(super) fn then(&mut self, next: Pending, events: &mut Vec<Event>) {
        if let Some((team, player, victim)) = self.delayed.take() {
            // The shot ended without a goal: stop play for the penalty (R30, A18).
            self.pending = Pending::Penalty {
                team,
                player,
                victim,
            };
            return;
        }
        if self.clock == 0 && matches!(next, Pending::PassTo | Pending::FaceOff) {
            self.end_period(events);
            return;
        }
        // A two-minute mark reached during the sequence changes lines now (R84).
        self.line_change_due(events);
        if next == Pending::FaceOff {
            self.chain.clear();
            self.stoppage(events);
        }
        if next == Pending::PassTo {
            self.chain.clear();
        }
        self.pending = next;
    }

    /// At a whistle: line-ups are set again (penalties, goalie pulled or back).
    fn stoppage(&mut self, events: &mut Vec<Event>) {
        for team in Team::BOTH {
            if self.pulled[team] && !self.may_keep_goalie_pulled(team) {
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                if self.end_pull_unit(team, events) {
                    continue;
                }
            }
            self.set_lineup(team);
        }
    }

    /// Version 3: the goalie is back at even strength, so the unit sent with the extra
    /// attacker goes off and the lines rotate again (true when it did).
    pub(super) fn end_pull_unit(&mut self, team: Team, events: &mut Vec<Event>) -> bool {
        let even = self.strength(team) == self.strength(team.other());
        if self.score_effects() && self.benches[team].special && even {
            self.benches[team].special = false;
            self.rotate(team, events);
            return true;
        }
        false
    }

    /// Version 3, R97 with R85: a pulled goalie makes a power play, and a power play lets the
    /// coach change at once. At even strength the team sends the manager's power-play unit
    /// (and the extra attacker), whoever coaches, as at a power play's start; it is credited a
    /// shift and stays on while the goalie is out.
    pub(super) fn send_pull_unit(&mut self, team: Team, events: &mut Vec<Event>) {
        if self.strength(team) != self.strength(team.other()) {
            self.set_lineup(team);
            return;
        }
        self.send_unit_as(team, true, true, events);
        self.keep_carrier_slot();
    }

    pub(super) fn start_period(&mut self, events: &mut Vec<Event>) {
        self.period += 1;
        self.clock = if self.is_overtime() && self.options.overtime == Overtime::Shootout {
            OVERTIME_STEPS
        } else {
            PERIOD_STEPS
        };
        self.box_score.line(self.period, Team::Home);
        // Version 5: a goalie hurt for the rest of the period is back in net.
        let back: Vec<(Team, u8)> = self
            .out
            .iter()
            .filter(|o| self.book() && o.goalie && o.until == Until::EndOfPeriod)
            .map(|o| (o.team, o.player))
            .collect();
        self.out
            .retain(|o| matches!(o.until, Until::EndOfGame | Until::SatOut));
        for (team, goalie) in back {
            self.in_net[team] = goalie;
        }
        // Version 2: a power play carried into the period starts it with the units.
        let units = self.units() && self.strength(Team::Home) != self.strength(Team::Away);
        for team in Team::BOTH {
            // Version 5: after the first period the rotation goes on (the coach's pick, else the
            // next group, never the one that ended the last period, R86).
            let (line, pair) = if self.book() && self.period > 1 {
                let next = self.benches[team].next.take();
                next.unwrap_or_else(|| self.next_in_stack(team))
            } else {
                (0, 0)
            };
            let bench = &mut self.benches[team];
            bench.special = false;
            bench.unit = None;
            bench.line = line % bench.forwards.len() as u8;
            bench.pair = pair % bench.pairs.len() as u8;
            if units {
                // Everyone sent out is credited a shift.
                self.on_ice[team] = [None; 6];
            } else if self.book() && self.period == 1 {
                // Version 5: the first shift was credited when the game was set up (R83).
                self.set_lineup(team);
            } else {
                self.start_shift(team);
            }
        }
        self.last_change_step = self.steps;
        events.push(Event::PeriodStarts {
            period: self.period,
        });
        if units {
            for team in Team::BOTH {
                self.open_group_choice(team, GroupChoice::StartPeriod, events);
            }
        }
        self.pending = Pending::FaceOff;
    }

    fn end_period(&mut self, events: &mut Vec<Event>) {
        events.push(Event::PeriodEnds {
            period: self.period,
        });
        for team in Team::BOTH {
            if self.pulled[team] {
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                self.set_lineup(team);
            }
        }
        let score = self.score();
        let tied = score.home == score.away;
        let overtime_next = tied
            && (self.period == REGULATION_PERIODS || self.options.overtime == Overtime::Playoff);
        if self.period < REGULATION_PERIODS || overtime_next {
            self.pending = Pending::StartPeriod;
        } else if tied {
            self.shootout = Some(ShootoutState::default());
            self.box_score.shootout = Some(ByTeam::new(0, 0));
            self.pending = Pending::Shootout { team: Team::Away };
        } else {
            self.finish(DecidedIn::Regulation, events);
        }
    }

    pub(super) fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let mut final_score = self.score();
        if let Some(so) = &self.box_score.shootout {
            if so.home > so.away {
                final_score.home += 1;
            } else if so.away > so.home {
                final_score.away += 1;
            }
        }
        let outcome = Outcome::from_score(final_score, decided_in);
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
        self.pending = Pending::Over;
    }
}

impl Crease {
    pub(super) fn shootout_attempt(
        &mut self,
        team: Team,
        choice: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        let shooter = choice.unwrap_or_else(|| self.best_shooter(team));
        let card = self.flip(Section::Shootout, events);
        let target = self.skater(team, shooter).so + self.goalie(team.other()).so;
        let (number, goal) = match card.shootout {
            ShootoutResult::Number(n) => (Some(n), n <= target),
            ShootoutResult::Commentary(_) => (None, false),
        };
        events.push(Event::ShootoutAttempt {
            team,
            shooter,
            target,
            number,
            goal,
        });
        self.notes.shootout.push(crate::games::sim::ShootoutNote {
            team,
            shooter,
            goalie: self.in_net[team.other()],
            goal,
        });
        if let Some(so) = self.box_score.shootout.as_mut()
            && goal
        {
            so[team] += 1;
        }
        let state = self.shootout.get_or_insert_with(ShootoutState::default);
        state.attempts.push((team, shooter, goal));
        let attempts = state.attempts.clone();
        let count = |t: Team| attempts.iter().filter(|a| a.0 == t).count();
        let goals = |t: Team| attempts.iter().filter(|a| a.0 == t && a.2).count();
        let (away_n, home_n) = (count(Team::Away), count(Team::Home));
        let (away_g, home_g) = (goals(Team::Away), goals(Team::Home));
        let decided = if away_n <= SHOOTOUT_ROUNDS && home_n <= SHOOTOUT_ROUNDS {
            let away_left = SHOOTOUT_ROUNDS - away_n;
            let home_left = SHOOTOUT_ROUNDS - home_n;
            away_g > home_g + home_left
                || home_g > away_g + away_left
                || (away_left == 0 && home_left == 0 && away_g != home_g)
        } else {
            away_n == home_n && away_g != home_g
        };
        if decided {
            self.finish(DecidedIn::Shootout, events);
        } else {
            self.pending = Pending::Shootout {
                team: if away_n > home_n {
                    Team::Home
                } else {
                    Team::Away
                },
            };
        }
    }

    /// Skaters who may shoot next: nobody twice until all have (A37).
    pub fn shooters_open(&self, team: Team) -> Vec<u8> {
        let used: Vec<u8> = self
            .shootout
            .as_ref()
            .map(|s| {
                s.attempts
                    .iter()
                    .filter(|a| a.0 == team)
                    .map(|a| a.1)
                    .collect()
            })
            .unwrap_or_default();
        let n = self.cards[team].skaters.len() as u8;
        let mut open: Vec<u8> = (0..n).filter(|p| !self.unavailable(team, *p)).collect();
        if open.is_empty() {
            // Everyone hurt or in the box: anybody may shoot rather than nobody.
            open = (0..n).collect();
        }
        // A round ends once every skater who can shoot has: the rest of `used` is this round.
        let round = open.len();
        let this_round = &used[used.len() - used.len() % round..];
        open.retain(|p| !this_round.contains(p));
        open
    }

    pub fn best_shooter(&self, team: Team) -> u8 {
        self.shooters_open(team)
            .into_iter()
            .max_by_key(|&p| (self.skater(team, p).so, std::cmp::Reverse(p)))
            .unwrap_or(0)
    }
}
