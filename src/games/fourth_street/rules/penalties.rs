//! Penalties, injuries and special teams: calls, the penalty chart, servers and special units.

use super::*;

impl FourthStreet {
    /// The skaters `team`'s coach may name to serve the goalie's or bench minor just called
    /// (A52): those on the ice at the call, until the next roll.
    pub fn penalty_servers(&self, team: Team) -> Vec<u8> {
        self.open_server_choice(team)
            .map(|c| c.on_ice.iter().map(|&(p, _)| p).collect())
            .unwrap_or_default()
    }

    fn open_server_choice(&self, team: Team) -> Option<&ServerChoice> {
        let choice = self.server_choice[team].as_ref()?;
        let open = self.outcome.is_none()
            && choice.rolls == self.rolls
            && matches!(self.step, Step::FaceOff(_))
            && self
                .penalties
                .get(choice.penalty)
                .is_some_and(|p| p.team == team);
        open.then_some(choice)
    }

    /// The skater in the box for that penalty, if its server is still the coach's to name.
    pub fn penalty_server(&self, team: Team) -> Option<(u8, &'static str)> {
        let choice = self.open_server_choice(team)?;
        Some((self.penalties[choice.penalty].player, choice.name))
    }

    /// Opens the coach's choice of server for the penalty just assessed to `team`.
    pub(super) fn offer_server_choice(
        &mut self,
        team: Team,
        name: &'static str,
        on_ice: Vec<(u8, Slot)>,
    ) {
        let Some(penalty) = self.penalties.iter().rposition(|p| p.team == team) else {
            return;
        };
        self.server_choice[team] = Some(ServerChoice {
            penalty,
            name,
            rolls: self.rolls,
            on_ice,
        });
    }

    /// The skaters on `team`'s ice with their slots.
    pub(super) fn skaters_on_ice(&self, team: Team) -> Vec<(u8, Slot)> {
        (1..=6)
            .filter_map(|s| self.at(team, s).map(|p| (p, s)))
            .collect()
    }

    pub(super) fn name_server(
        &mut self,
        team: Team,
        player: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let Some(choice) = self.open_server_choice(team) else {
            return Err(RuleError::NotYourDecision);
        };
        let Some(&(_, slot)) = choice.on_ice.iter().find(|&&(p, _)| p == player) else {
            return Err(RuleError::BadPenaltyServer);
        };
        let (index, name) = (choice.penalty, choice.name);
        // His seat empties instead of the computer's man's (A52); the line refills.
        let penalty = &mut self.penalties[index];
        penalty.player = player;
        penalty.slot = slot;
        self.set_lineup(team);
        events.push(Event::Note(format!(
            "{} names {} to serve the {}",
            team_code(self, team),
            self.skater(team, player).name,
            name.to_lowercase()
        )));
        Ok(())
    }

    /// The special-teams units `team` sends (L258-260): the card builder's until its coach
    /// names his, as LW C RW LD RD and F F LD RD (forwards first, then defencemen, each in the
    /// unit's order).
    pub fn special_units(&self, team: Team) -> Units {
        let d = self.deployment(team);
        if self.coach_units[team] {
            // His own, in the places he put them (FS-3).
            let p = |i: usize| i as u8;
            return Units {
                power_play: std::array::from_fn(|k| p(d.pp_unit[k])),
                penalty_kill: std::array::from_fn(|k| p(d.pk_unit[k])),
            };
        }
        let skaters = &self.sheets[team].skaters;
        let lineup = self.lineup(team);
        let ordered = |unit: &[usize], n: usize| -> Vec<u8> {
            let forward = |i: &usize| skaters[*i].position.is_forward();
            let mut v: Vec<u8> = unit
                .iter()
                .filter(|i| forward(i))
                .map(|&i| i as u8)
                .collect();
            v.extend(unit.iter().filter(|i| !forward(i)).map(|&i| i as u8));
            // A unit short of players (a tiny roster) takes the first dressed not in it.
            for p in lineup.skaters() {
                if v.len() >= n {
                    break;
                }
                if !v.contains(&p) {
                    v.push(p);
                }
            }
            v
        };
        let pp = ordered(&d.pp_unit, 5);
        let pk = ordered(&d.pk_unit, 4);
        Units {
            power_play: [pp[0], pp[1], pp[2], pp[3], pp[4]],
            penalty_kill: [pk[0], pk[1], pk[2], pk[3]],
        }
    }

    /// Whether a coach may name his units now: before the opening face-off or at a stoppage.
    pub fn units_open(&self) -> bool {
        self.before_opening_faceoff() || (self.may_set_coaching() && self.shootout.is_none())
    }

    /// L258-260: the coach's own special-teams units from his roster (the card builder's own
    /// units may use a specialist who is on no line, so may his). A unit on the ice is sent
    /// again at once (play is stopped); a player out is replaced as for any group (A56).
    pub(super) fn set_coach_units(&mut self, team: Team, units: &Units) -> Result<(), RuleError> {
        if !self.units_open() {
            return Err(RuleError::UnitsNotNow);
        }
        units.check(self.sheets[team].skaters.len(), |p| {
            self.sits_out(team, false, p)
        })?;
        let deployment = &mut Arc::make_mut(&mut self.sheets[team]).deployment;
        deployment.pp_unit = units.power_play.iter().map(|&p| usize::from(p)).collect();
        deployment.pk_unit = units.penalty_kill.iter().map(|&p| usize::from(p)).collect();
        self.coach_units[team] = self.bench_fixed();
        if matches!(self.group[team], Group::PowerPlay | Group::PenaltyKill) {
            self.set_lineup(team);
        }
        Ok(())
    }

    /// Whether `team`'s coach may play his lines on special teams now: whenever he may name
    /// units, unless his lines already play them.
    pub fn may_play_lines_on_special_teams(&self, team: Team) -> bool {
        self.units_open() && !self.lines_on_special_teams[team]
    }

    /// L258-260 make special units the coach's option: his lines play short-handed and on the
    /// power play, fitted to the strength. A unit on the ice gives way at once (play is
    /// stopped) to the line and pair it relieved, still on their shift.
    pub(super) fn play_lines_on_special_teams(
        &mut self,
        team: Team,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if !self.may_play_lines_on_special_teams(team) {
            return Err(RuleError::UnitsNotNow);
        }
        self.lines_on_special_teams[team] = true;
        self.relieved[team] = None;
        if matches!(self.group[team], Group::PowerPlay | Group::PenaltyKill) {
            match self.before_units[team].take() {
                Some((group, shift_start)) => {
                    self.change_group(team, group, events);
                    self.shift_start[team] = shift_start;
                }
                None => {
                    let group = self.rotation(team, None);
                    self.change_group(team, group, events);
                }
            }
        }
        Ok(())
    }
}

impl FourthStreet {
    pub(super) fn reducing_now(&self) -> ByTeam<usize> {
        ByTeam::from_fn(|t| self.reducing(t))
    }

    pub(super) fn assess(&mut self, call: Call, events: &mut Vec<Event>) {
        let period = self.clock.period;
        let minutes = call.kind.minutes();
        let line = self.box_score.line(period, call.team);
        line.penalties += 1;
        line.penalty_minutes += minutes;
        if call.on_server {
            self.players[call.team].skaters[usize::from(call.server)].penalty_minutes += minutes;
        }
        // Not on the server: the goalie's own (A24), a teammate serving it.
        let (player, goalie) = if call.on_server {
            (call.server, false)
        } else {
            (self.in_net[call.team], true)
        };
        self.notes.penalties.push(crate::games::sim::PenaltyNote {
            period,
            elapsed: Some(self.elapsed_in_period()),
            team: call.team,
            player,
            goalie,
            minutes,
            infraction: Some(call.name),
        });
        self.penalties.push(Penalty {
            team: call.team,
            player: call.server,
            slot: call.slot,
            kind: call.kind,
            left: call.kind.seconds(),
            reduces: call.reduces,
        });
        events.push(Event::Penalty {
            team: call.team,
            player: call.on_server.then_some(call.server),
            kind: call.kind,
            name: call.name,
        });
    }

    /// A power play for each team whose opponent lost a skater to this call while it had none
    /// fewer of its own.
    pub(super) fn count_power_plays(&mut self, before: ByTeam<usize>) {
        let period = self.clock.period;
        for team in Team::BOTH {
            let other = team.other();
            let now = (self.reducing(other), self.reducing(team));
            if now.0 > now.1
                && now.0 > before[other]
                && now.0 - now.1 > before[other].saturating_sub(before[team])
            {
                self.box_score.line(period, team).power_plays += 1;
            }
        }
    }

    /// The basic penalty chart (R100-R102, A8, A52).
    pub(super) fn penalty_chart(
        &mut self,
        offence: Team,
        offender: Option<Slot>,
        defender: Option<Slot>,
        events: &mut Vec<Event>,
    ) {
        let roll = self.roll(&[TrayDie::ColouredD10, TrayDie::WhiteD10]);
        let combo = roll.d10_combo().unwrap_or(0);
        let p = charts::basic_penalty(combo);
        let defence = offence.other();
        self.log_roll(
            &roll,
            format!("penalty chart: {combo:02}, {}", p.name.to_lowercase()),
            events,
        );
        let before = self.reducing_now();
        let kind = if p.double_minor {
            PenaltyKind::DoubleMinor
        } else {
            PenaltyKind::Minor
        };
        let even =
            self.skaters_on(offence) == self.skaters_on(defence) && self.skaters_on(offence) == 5;
        let bench = p.name == "Bench minor";
        let player_call =
            |game: &Self, team: Team, slot: Option<Slot>, kind: PenaltyKind, reduces: bool| {
                let (slot, server, on_server) = if bench {
                    let s = (1..=5).find(|&s| game.at(team, s).is_some()).unwrap_or(1);
                    (s, game.at(team, s), false)
                } else {
                    let s = slot
                        .filter(|&s| game.at(team, s).is_some())
                        .or_else(|| (1..=5).find(|&s| game.at(team, s).is_some()))
                        .unwrap_or(1);
                    (s, game.at(team, s), true)
                };
                server.map(|server| Call {
                    team,
                    server,
                    slot,
                    kind,
                    name: p.name,
                    reduces,
                    on_server,
                })
            };
        let mut calls = Vec::new();
        let mut spot_team = None;
        match p.on {
            CalledOn::Offence => {
                calls.extend(player_call(self, offence, offender, kind, true));
                spot_team = Some(offence);
            }
            CalledOn::Defence => {
                calls.extend(player_call(self, defence, defender, kind, true));
                spot_team = Some(defence);
            }
            CalledOn::Both => {
                // Coincidental minors: 4 on 4 from 5 on 5, otherwise no change of strength.
                calls.extend(player_call(self, offence, offender, kind, even));
                calls.extend(player_call(self, defence, defender, kind, even));
            }
            CalledOn::DefenceThenBothFight => {
                calls.extend(player_call(self, defence, defender, kind, true));
                let mut fighters = Vec::new();
                fighters.extend(player_call(
                    self,
                    offence,
                    offender,
                    PenaltyKind::Major,
                    false,
                ));
                fighters.extend(player_call(
                    self,
                    defence,
                    defender,
                    PenaltyKind::Major,
                    false,
                ));
                for f in &mut fighters {
                    f.name = "Fighting";
                    f.on_server = true;
                }
                calls.extend(fighters);
                spot_team = Some(defence);
            }
        }
        // One man cannot serve a minor and a major in the same seat: the minor's seat comes
        // first, and the fighter's major is served alongside.
        let bench_team = calls.iter().find(|c| bench && !c.on_server).map(|c| c.team);
        let on_ice = bench_team.map(|t| self.skaters_on_ice(t));
        for call in calls {
            self.assess(call, events);
        }
        if let (Some(team), Some(on_ice)) = (bench_team, on_ice) {
            self.offer_server_choice(team, p.name, on_ice);
        }
        self.count_power_plays(before);
        let hurt = (combo == 66 || combo == 67)
            .then(|| defender.and_then(|d| self.at(defence, d)))
            .flatten();
        self.strengths_changed(events);
        let spot = match spot_team {
            Some(t) => self.spot_at(
                t.other(),
                Area::Offensive(self.area_lane_for(t.other()), Level::Two),
            ),
            None => self.spot_at(self.puck, self.area),
        };
        self.carrier = None;
        if let Some(player) = hurt {
            // High sticking with an injury: the defender may be hurt (A52).
            events.push(Event::Whistle(Whistle::Penalty));
            self.reset_forecheck();
            self.then(Step::Injury {
                hurt: Hurt {
                    team: defence,
                    player,
                    goalie: false,
                    certain: false,
                },
                then: AfterInjury::FaceOff(spot),
            });
        } else {
            self.whistle(Whistle::Penalty, spot, events);
        }
    }

    /// The puck's lane as `team` sees it.
    pub(super) fn area_lane_for(&self, team: Team) -> Lane {
        if team == self.puck {
            self.area.lane()
        } else {
            self.area.lane().mirrored()
        }
    }

    /// The injury chart (A12): d20 + the rating.
    pub(super) fn injury(&mut self, hurt: Hurt, then: AfterInjury, events: &mut Vec<Event>) {
        let roll = self.roll(&[TrayDie::D20]);
        let d20 = roll.d20().unwrap_or(1);
        let rating = if hurt.goalie {
            self.sheets[hurt.team]
                .goalies
                .get(usize::from(hurt.player))
                .map_or(0, |g| g.injury)
        } else {
            self.skater(hurt.team, hurt.player).ratings.injury
        };
        let total = u16::from(d20) + u16::from(rating);
        let length = match total {
            0..=12 if hurt.certain => Some(InjuryLength::RestOfShift),
            0..=12 => None,
            13..=17 => Some(InjuryLength::RestOfShift),
            18..=21 => Some(InjuryLength::RestOfPeriod),
            _ => Some(InjuryLength::RestOfGame),
        };
        let name = if hurt.goalie {
            self.sheets[hurt.team].goalies[usize::from(hurt.player)]
                .name
                .clone()
        } else {
            self.skater(hurt.team, hurt.player).name.clone()
        };
        self.log_roll(
            &roll,
            format!(
                "injury chart: d20 {d20} + {rating} = {total}: {name} {}",
                length.map_or("is not hurt", |l| l.words())
            ),
            events,
        );
        events.push(Event::Injury {
            team: hurt.team,
            player: hurt.player,
            goalie: hurt.goalie,
            length,
        });
        if let Some(length) = length {
            if hurt.goalie {
                // The hurt man leaves the ice (L1929): from version 5 even a shaken goalie
                // gives way to the backup, who plays on (A74). Before, a shaken one stayed.
                if length != InjuryLength::RestOfShift || self.audit_fixed() {
                    let goalies = self.sheets[hurt.team].goalies.len() as u8;
                    // From version 7 a goalie hurt before is out too (A74, FS-1); before, only
                    // one who sat out was passed over.
                    let able = |g: u8| {
                        g != hurt.player
                            && !self.sits_out(hurt.team, true, g)
                            && !(self.bench_fixed() && self.goalie_out(hurt.team, g))
                    };
                    if let Some(backup) = (0..goalies).find(|&g| able(g)) {
                        if self.bench_fixed() {
                            // He does not come back this game, whatever the chart's length.
                            self.out.push(Out {
                                team: hurt.team,
                                player: hurt.player,
                                goalie: true,
                                length: InjuryLength::RestOfGame,
                            });
                            let backup = &self.sheets[hurt.team].goalies[usize::from(backup)].name;
                            events.push(Event::Note(format!(
                                "{name} is out for the rest of the game: {backup} takes over in net"
                            )));
                        }
                        self.in_net[hurt.team] = backup;
                        self.form[hurt.team] = GoalieForm::Normal;
                        if self.audit_fixed() {
                            // Two goals within 2:00 make *a goalie* cold (L2447): the
                            // backup's count starts clean.
                            self.goals_against_at[hurt.team].clear();
                        }
                    }
                }
            } else {
                self.out.push(Out {
                    team: hurt.team,
                    player: hurt.player,
                    goalie: false,
                    length,
                });
                self.set_lineup(hurt.team);
                self.keep_carrier();
            }
        }
        match then {
            AfterInjury::Loose(at) => self.loose(at, events),
            AfterInjury::FaceOff(spot) => self.whistle(Whistle::Injury, spot, events),
        }
    }
}
