//! The clock and periods: running time, the end of a period, overtime and the shootout.

use super::*;

impl FourthStreet {
    /// Runs a play's time: the clock, each on-ice skater's time, the lines' shares and the
    /// penalties.
    pub(super) fn run_clock(&mut self, length: PlayLength, events: &mut Vec<Event>) {
        if self.shootout.is_some() {
            return;
        }
        // At 3 on 3 every play is a short one (A58): the addendum's open ice (R166) speeds the
        // game up, and with long plays overtime scored no faster than five on five, so 64% of
        // overtimes went to the shootout (55% are decided in overtime with short plays; the
        // NHL's 3-on-3 era decided about 60%).
        let length = if self.open_three_on_three() && length == PlayLength::Long {
            PlayLength::Short
        } else {
            length
        };
        let seconds = self.options.timer.seconds(length);
        let ran = self.clock.run(seconds);
        if ran == 0 {
            return;
        }
        for team in Team::BOTH {
            for player in self.on_ice[team].iter().flatten() {
                self.toi[team][usize::from(*player)] += u32::from(ran);
            }
            if let Group::Lines { line, pair } = self.group[team] {
                if let Some(s) = self.line_seconds[team].get_mut(usize::from(line)) {
                    *s += u32::from(ran);
                }
                if let Some(s) = self.pair_seconds[team].get_mut(usize::from(pair)) {
                    *s += u32::from(ran);
                }
            }
        }
        self.tick_penalties(ran, events);
    }

    fn tick_penalties(&mut self, seconds: u16, events: &mut Vec<Event>) {
        let mut changed = false;
        for team in Team::BOTH {
            // Only two penalised players count against a team; a third waits for a seat.
            let mut counting = 0;
            for p in self.penalties.iter_mut().filter(|p| p.team == team) {
                if p.reduces {
                    if counting >= 2 {
                        continue;
                    }
                    counting += 1;
                }
                p.left = p.left.saturating_sub(seconds);
            }
        }
        let mut i = 0;
        while i < self.penalties.len() {
            if self.penalties[i].left == 0 {
                let p = self.penalties.remove(i);
                events.push(Event::PenaltyOver {
                    team: p.team,
                    player: p.player,
                });
                changed = true;
            } else {
                i += 1;
            }
        }
        if changed {
            self.strengths_changed(events);
        }
    }

    /// Whether the step about to start would begin a new play (what the end of a period
    /// stops; look-ups and second parts always finish, A31).
    pub(super) fn starts_a_play(step: &Step) -> bool {
        matches!(
            step,
            Step::FaceOff(_) | Step::Action | Step::LoosePuck { .. } | Step::WildCard(_)
        )
    }
}

impl FourthStreet {
    /// The goalies `team` may send out for the shootout (L1933): before its first attempt,
    /// every goalie not hurt, the one in net included.
    pub fn shootout_goalies(&self, team: Team) -> Vec<u8> {
        let started = self
            .shootout
            .as_ref()
            .is_none_or(|s| !s.attempts.is_empty());
        if started || self.outcome.is_some() {
            return Vec::new();
        }
        (0..self.sheets[team].goalies.len() as u8)
            .filter(|&g| !self.goalie_out(team, g))
            .collect()
    }
}

impl FourthStreet {
    pub(super) fn end_period(&mut self, events: &mut Vec<Event>) {
        let period = self.clock.period;
        events.push(Event::PeriodEnds { period });
        self.out
            .retain(|o| matches!(o.length, InjuryLength::RestOfGame | InjuryLength::SatOut));
        for team in Team::BOTH {
            if self.pulled[team] {
                self.pulled[team] = false;
                self.extra_attacker[team] = None;
                events.push(Event::GoalieBack(team));
            }
        }
        if self.options.hot_cold_goalies {
            for team in Team::BOTH {
                let g = usize::from(self.in_net[team]);
                let against = self.players[team].goalies[g].goals_against;
                if period == 2 && self.in_net[team] == self.starter[team] && against == 0 {
                    self.form[team] = GoalieForm::Hot;
                    events.push(Event::GoalieForm {
                        team,
                        hot: true,
                        cold: false,
                    });
                }
                let scored_this_period = self
                    .box_score
                    .periods
                    .get(usize::from(period - 1))
                    .is_some_and(|p| p[team.other()].goals > 0);
                if self.form[team] == GoalieForm::Cold
                    && self.cold_since[team] < period
                    && !scored_this_period
                {
                    self.form[team] = GoalieForm::Normal;
                    events.push(Event::GoalieForm {
                        team,
                        hot: false,
                        cold: false,
                    });
                }
            }
        }
        let score = self.score();
        let tied = score.home == score.away;
        if period < REGULATION_PERIODS {
            self.start_period(period + 1, PERIOD_SECONDS, events);
        } else if !tied {
            let decided = if period == REGULATION_PERIODS {
                DecidedIn::Regulation
            } else {
                DecidedIn::Overtime
            };
            self.finish(decided, events);
        } else {
            match self.options.overtime {
                Overtime::Playoff => self.start_period(period + 1, PERIOD_SECONDS, events),
                Overtime::Shootout if period == REGULATION_PERIODS => {
                    self.start_period(period + 1, OVERTIME_SECONDS, events)
                }
                Overtime::Tie if period == REGULATION_PERIODS => {
                    self.start_period(period + 1, OVERTIME_SECONDS, events)
                }
                Overtime::Shootout => {
                    self.shootout = Some(ShootoutState::default());
                    self.box_score.shootout = Some(ByTeam::new(0, 0));
                    events.push(Event::Note("The shootout".into()));
                    self.then(Step::ShootoutShooter { team: Team::Away });
                }
                Overtime::Tie => self.finish(DecidedIn::Overtime, events),
            }
        }
    }

    fn start_period(&mut self, period: u8, seconds: u16, events: &mut Vec<Event>) {
        self.clock = Moment {
            period,
            left: seconds,
        };
        self.notes.period_length = u32::from(seconds);
        self.box_score.line(period, Team::Home);
        events.push(Event::PeriodStarts { period });
        self.penalties.retain(|p| p.left > 0);
        for team in Team::BOTH {
            self.shift_start[team] = self.clock;
        }
        // A fresh line starts the period (at 3 on 3 in overtime, A58).
        for team in Team::BOTH {
            let group = match self.wanted_group(team) {
                Group::Lines { .. } => {
                    let just = match self.group[team] {
                        Group::Lines { line, pair } => Some((line, pair)),
                        _ => None,
                    };
                    self.rotation(team, just)
                }
                g => g,
            };
            self.change_group(team, group, events);
        }
        let spot = self.centre_spot();
        self.whistle(Whistle::PeriodStart, spot, events);
    }

    pub(super) fn finish(&mut self, decided_in: DecidedIn, events: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        events.push(Event::GameOver(outcome.clone()));
        self.outcome = Some(outcome);
        self.then(Step::Over);
    }

    /// Skaters who may shoot next for `team`: nobody twice until all have (A57).
    pub fn shooters_open(&self, team: Team) -> Vec<u8> {
        let Some(so) = &self.shootout else {
            return Vec::new();
        };
        let healthy: Vec<u8> = (0..self.sheets[team].skaters.len() as u8)
            .filter(|&p| {
                !self
                    .out
                    .iter()
                    .any(|o| o.team == team && o.player == p && !o.goalie)
            })
            .collect();
        let shots = |p: u8| {
            so.attempts
                .iter()
                .filter(|&&(t, s, _)| t == team && s == p)
                .count()
        };
        let fewest = healthy.iter().map(|&p| shots(p)).min().unwrap_or(0);
        healthy
            .into_iter()
            .filter(|&p| shots(p) == fewest)
            .collect()
    }

    /// The computer's shooter: the best B among those open (A57).
    pub fn best_shooter(&self, team: Team) -> u8 {
        self.shooters_open(team)
            .into_iter()
            .max_by_key(|&p| {
                let r = &self.skater(team, p).ratings;
                (r.b, std::cmp::Reverse(p))
            })
            .unwrap_or(0)
    }

    pub(super) fn shootout_shooter(&mut self, team: Team, player: u8, events: &mut Vec<Event>) {
        // The shooter takes the puck alone from centre: a breakaway with no block (A57).
        let slot = self.slot_of(team, player).unwrap_or_else(|| {
            self.on_ice[team][1] = Some(player);
            2
        });
        let area = Area::Offensive(Lane::Middle, Level::One);
        self.puck = team;
        self.carrier = Some(slot);
        self.area = area;
        events.push(Event::Puck { team, player, area });
        let b = self.skater(team, player).ratings.b;
        self.then(Step::ShotAim {
            shot: Shot {
                team,
                shooter: slot,
                kind: ShotKind::Breakaway,
                area,
                tack: u16::from(b),
                rebound: false,
                centre: false,
                shootout: true,
            },
            blocker: Blocker::Nobody,
        });
    }

    pub(super) fn shootout_result(
        &mut self,
        team: Team,
        shooter: u8,
        goal: bool,
        events: &mut Vec<Event>,
    ) {
        events.push(Event::ShootoutAttempt {
            team,
            shooter,
            goal,
        });
        self.notes.shootout.push(crate::games::sim::ShootoutNote {
            team,
            shooter,
            goalie: self.in_net[team.other()],
            goal,
        });
        let Some(so) = self.shootout.as_mut() else {
            return;
        };
        so.attempts.push((team, shooter, goal));
        if let Some(tally) = self.box_score.shootout.as_mut() {
            tally[team] += u16::from(goal);
        }
        let attempts = |t: Team| so.attempts.iter().filter(|a| a.0 == t).count();
        let goals = |t: Team| so.attempts.iter().filter(|a| a.0 == t && a.2).count();
        let (away_n, home_n) = (attempts(Team::Away), attempts(Team::Home));
        let (away_g, home_g) = (goals(Team::Away), goals(Team::Home));
        let rounds = SHOOTOUT_ROUNDS;
        let decided = if away_n <= rounds && home_n <= rounds {
            let away_left = rounds - away_n;
            let home_left = rounds - home_n;
            away_g > home_g + home_left || home_g > away_g + away_left
        } else {
            away_n == home_n && away_g != home_g
        };
        if decided {
            self.finish(DecidedIn::Shootout, events);
        } else {
            let next = if away_n > home_n {
                Team::Home
            } else {
                Team::Away
            };
            self.then(Step::ShootoutShooter { team: next });
        }
    }
}
