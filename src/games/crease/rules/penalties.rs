//! Penalties (R67-R77), fights, goalie penalties and injuries (R94-R95, A27).

use super::*;

impl Crease {
    pub(super) fn penalty(&mut self, team: Team, player: u8, victim: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::Penalty, events);
        let number = match card.penalty {
            PenaltyCheck::GoaliePenalty => {
                self.pending = Pending::GoaliePenalty {
                    team,
                    victim: Some(victim),
                };
                return;
            }
            PenaltyCheck::Number(n, _) => n,
        };
        let variant = match card.penalty {
            PenaltyCheck::Number(_, v) => v,
            PenaltyCheck::GoaliePenalty => PenaltyVariant::Plain,
        };
        let sk = self.skater(team, player);
        let in_min = sk.minor.is_some_and(|s| s.contains(number));
        let in_maj = sk.major.is_some_and(|s| s.contains(number));
        let mut calls: Vec<(Team, u8, PenaltyKind, &'static str)> = Vec::new();
        let victim_team = team.other();
        let kind = match variant {
            PenaltyVariant::DoubleMinor => in_min.then_some(PenaltyKind::DoubleMinor),
            _ if in_maj => Some(PenaltyKind::Major),
            _ if in_min => Some(PenaltyKind::Minor),
            _ => None,
        };
        let Some(kind) = kind else {
            events.push(Event::NoPenalty);
            self.then(Pending::FaceOff, events);
            return;
        };
        let name = if kind == PenaltyKind::Major {
            card.major
        } else {
            card.minor
        };
        calls.push((team, player, kind, name.name));
        if variant == PenaltyVariant::MinorIfMajor && kind == PenaltyKind::Major {
            calls.push((team, player, PenaltyKind::Minor, card.minor.name));
        }
        match variant {
            PenaltyVariant::OppPenAtLeast(n) if self.skater(victim_team, victim).pen >= n => {
                calls.push((victim_team, victim, kind, name.name));
            }
            PenaltyVariant::Opp => calls.push((victim_team, victim, kind, name.name)),
            PenaltyVariant::HighestOpp => {
                if let Some(p) = self.highest_pen(victim_team) {
                    calls.push((victim_team, p, kind, name.name));
                }
            }
            _ => {}
        }
        let fight = kind == PenaltyKind::Major && name.fighting.is_some();
        if fight && self.book() {
            // R74, version 5: the other fighter is found on the next card, and the book always
            // finds one, so the fighting major is coincidental from the start: no power play.
            // An extra minor (`+ MINOR IF MAJOR`) or an opponent's penalty is assessed as usual.
            self.assess(&calls[..1], true, events);
            if calls.len() > 1 {
                let majors_both = calls[1..].iter().any(|c| c.0 != team && c.2 == kind);
                self.assess(&calls[1..], majors_both, events);
            }
            // Version 6: a `+ OPP` variant that gave an opponent the same fighting major has
            // named the other fighter (L224-226, L230): no second search, no third fighter.
            let named = calls[1..]
                .iter()
                .find(|c| c.0 != team && c.2 == kind)
                .map(|c| c.1)
                .filter(|_| self.second_audit());
            if let Some(opponent) = named {
                let number = name.fighting.unwrap_or(0);
                self.misconduct(team, player, number, events);
                self.misconduct(victim_team, opponent, number, events);
                self.after_strength_change(events);
                self.then(Pending::FaceOff, events);
                return;
            }
            self.pending = Pending::Fight {
                team,
                player,
                number: name.fighting.unwrap_or(0),
            };
            self.misconduct(team, player, name.fighting.unwrap_or(0), events);
            return;
        }
        if fight {
            // The other fighter is found on the next card (R74).
            self.assess(&calls[..1], false, events);
            self.pending = Pending::Fight {
                team,
                player,
                number: name.fighting.unwrap_or(0),
            };
            self.misconduct(team, player, name.fighting.unwrap_or(0), events);
            return;
        }
        let both_sides = calls.iter().any(|c| c.0 != team);
        let majors_both = both_sides && kind == PenaltyKind::Major;
        self.assess(&calls, majors_both, events);
        if name.injury && self.options.injuries {
            self.pending = Pending::Injury {
                team: victim_team,
                player: victim,
                goalie: false,
            };
            return;
        }
        self.then(Pending::FaceOff, events);
    }

    fn highest_pen(&self, team: Team) -> Option<u8> {
        self.on_ice[team]
            .iter()
            .flatten()
            .copied()
            .max_by_key(|&p| {
                let c = self.skater(team, p);
                (c.pen, c.season_pim, std::cmp::Reverse(p))
            })
    }

    /// Puts penalties on the clock. `coincidental`: majors on both sides, served with
    /// substitutes (A23).
    pub(super) fn assess(
        &mut self,
        calls: &[(Team, u8, PenaltyKind, &'static str)],
        coincidental: bool,
        events: &mut Vec<Event>,
    ) {
        let before = Team::BOTH.map(|t| self.strength(t));
        let period = self.period;
        for &(team, player, kind, name) in calls {
            self.penalties.push(Penalty {
                team,
                player: Some(player),
                kind,
                left: kind.minutes() * 3,
                reduces: !coincidental,
            });
            let line = self.box_score.line(period, team);
            line.penalties += 1;
            line.penalty_minutes += kind.minutes();
            self.players[team].skaters[usize::from(player)].penalty_minutes += kind.minutes();
            self.note_penalty(team, (player, false), kind.minutes(), name);
            events.push(Event::Penalty {
                team,
                player: Some(player),
                kind,
                name,
            });
        }
        for team in Team::BOTH {
            self.set_lineup(team);
        }
        self.count_power_plays(before, events);
    }

    fn count_power_plays(&mut self, before: [usize; 2], events: &mut Vec<Event>) {
        let after = Team::BOTH.map(|t| self.strength(t));
        let period = self.period;
        for (i, team) in Team::BOTH.into_iter().enumerate() {
            let other = 1 - i;
            let advantage_before = before[i] > before[other];
            let advantage_now = after[i] > after[other];
            if advantage_now && !advantage_before {
                self.box_score.line(period, team).power_plays += 1;
                if self.units() {
                    // Version 2: both coaches send their units at once (R85); a coach may
                    // keep his group on instead before the face-off.
                    for t in [team, team.other()] {
                        self.open_group_choice(t, GroupChoice::KeepOn, events);
                    }
                    continue;
                }
                // Special teams go on at once (R85): the computer's usual pick.
                for t in [team, team.other()] {
                    if !self.benches[t].special {
                        self.benches[t].special = true;
                        if t == team {
                            self.benches[t].line = 0;
                            self.benches[t].pair = 0;
                        }
                        events.push(Event::LineChange {
                            team: t,
                            forwards: self.benches[t].line,
                            pair: self.benches[t].pair,
                        });
                        self.start_shift(t);
                    }
                }
            }
        }
    }

    fn misconduct(&mut self, team: Team, player: u8, number: u8, events: &mut Vec<Event>) {
        if self
            .skater(team, player)
            .misconduct
            .is_some_and(|s| s.contains(number))
        {
            self.penalties.push(Penalty {
                team,
                player: Some(player),
                kind: PenaltyKind::Misconduct,
                left: 30,
                reduces: false,
            });
            let period = self.period;
            let line = self.box_score.line(period, team);
            line.penalties += 1;
            line.penalty_minutes += 10;
            self.players[team].skaters[usize::from(player)].penalty_minutes += 10;
            self.note_penalty(team, (player, false), 10, "Misconduct");
            events.push(Event::Penalty {
                team,
                player: Some(player),
                kind: PenaltyKind::Misconduct,
                name: "Misconduct",
            });
        }
    }

    pub(super) fn fight(&mut self, team: Team, player: u8, number: u8, events: &mut Vec<Event>) {
        let card = self.flip(Section::Assist, events);
        let other = team.other();
        let named = match card.assist {
            AssistCheck::Position(slot, n) => self
                .at(other, slot)
                .filter(|&p| self.skater(other, p).pen >= n),
            AssistCheck::Rank(_) => None,
        };
        if let Some(opponent) = named.or_else(|| self.highest_pen(other)) {
            // Both fight: the first major becomes a coincidental one (A23).
            if let Some(p) = self.penalties.iter_mut().rev().find(|p| {
                p.team == team && p.player == Some(player) && p.kind == PenaltyKind::Major
            }) {
                p.reduces = false;
            }
            self.assess(
                &[(other, opponent, PenaltyKind::Major, "Fighting")],
                true,
                events,
            );
            self.misconduct(other, opponent, number, events);
        }
        self.after_strength_change(events);
        self.then(Pending::FaceOff, events);
    }

    pub(super) fn goalie_penalty(
        &mut self,
        team: Team,
        victim: Option<u8>,
        events: &mut Vec<Event>,
    ) {
        let card = self.flip(Section::Penalty, events);
        let Some(n) = card.penalty.number() else {
            // R73 needs a number: keep flipping.
            self.pending = Pending::GoaliePenalty { team, victim };
            return;
        };
        let g = self.goalie(team);
        let kind = if g.major.is_some_and(|s| s.contains(n)) {
            Some(PenaltyKind::Major)
        } else if g.minor.is_some_and(|s| s.contains(n)) {
            Some(PenaltyKind::Minor)
        } else {
            None
        };
        match kind {
            Some(kind) => {
                let before = Team::BOTH.map(|t| self.strength(t));
                self.penalties.push(Penalty {
                    team,
                    player: None,
                    kind,
                    left: kind.minutes() * 3,
                    reduces: true,
                });
                let period = self.period;
                let line = self.box_score.line(period, team);
                line.penalties += 1;
                line.penalty_minutes += kind.minutes();
                let name = if kind == PenaltyKind::Major {
                    card.major.name
                } else {
                    card.minor.name
                };
                let goalie = self.in_net[team];
                self.note_penalty(team, (goalie, true), kind.minutes(), name);
                events.push(Event::Penalty {
                    team,
                    player: None,
                    kind,
                    name,
                });
                self.set_lineup(team);
                self.count_power_plays(before, events);
                let injury = if kind == PenaltyKind::Major {
                    card.major.injury
                } else {
                    card.minor.injury
                };
                // R77, version 5: INJ? checks the player who had the puck.
                if let Some(victim) = victim
                    && self.book()
                    && injury
                    && self.options.injuries
                {
                    self.pending = Pending::Injury {
                        team: team.other(),
                        player: victim,
                        goalie: false,
                    };
                    return;
                }
            }
            None => events.push(Event::NoPenalty),
        }
        self.then(Pending::FaceOff, events);
    }
}

impl Crease {
    pub(super) fn injury(&mut self, team: Team, player: u8, goalie: bool, events: &mut Vec<Event>) {
        let card = self.flip(Section::Penalty, events);
        let Some(n) = card.penalty.number() else {
            // R95: the goalie of the checked player's team is the one checked now.
            let g = self.in_net[team];
            self.pending = Pending::Injury {
                team,
                player: g,
                goalie: true,
            };
            return;
        };
        let inj = if goalie {
            self.cards[team].goalies[usize::from(player)].inj
        } else {
            self.skater(team, player).inj
        };
        // Our injury chart, indexed by the same card's 1-40: the left column when the number
        // is under INJ (hurt), the right one otherwise (shaken up, or nothing).
        let chart = card.pass_number;
        let length = if n < inj {
            Some(match chart {
                1..=24 => InjuryLength::RestOfPeriod,
                _ => InjuryLength::RestOfGame,
            })
        } else if chart <= 4 {
            Some(InjuryLength::ShakenUp)
        } else {
            None
        };
        match length {
            Some(length) => {
                events.push(Event::Injury {
                    team,
                    player,
                    goalie,
                    length,
                });
                let until = match length {
                    InjuryLength::ShakenUp => Until::NextChange,
                    InjuryLength::RestOfPeriod => Until::EndOfPeriod,
                    InjuryLength::RestOfGame => Until::EndOfGame,
                };
                if goalie && self.book() {
                    // Version 5: a hurt goalie is out (the table shows it) and the backup goes
                    // in; one hurt for the period is back at the next period's start. Shaken
                    // up, he stays in net (goalies do not change with the lines).
                    if length != InjuryLength::ShakenUp {
                        self.out.push(Out {
                            team,
                            player,
                            goalie,
                            until,
                        });
                        let hurt = |g: u8| {
                            self.out
                                .iter()
                                .any(|o| o.team == team && o.goalie && o.player == g)
                        };
                        if let Some(&backup) =
                            self.benches[team].goalies.iter().find(|&&g| !hurt(g))
                        {
                            self.in_net[team] = backup;
                        }
                    }
                } else if goalie {
                    if length != InjuryLength::ShakenUp
                        && let Some(&backup) =
                            self.benches[team].goalies.iter().find(|&&g| g != player)
                    {
                        self.in_net[team] = backup;
                    }
                } else {
                    self.out.push(Out {
                        team,
                        player,
                        goalie,
                        until,
                    });
                }
            }
            None => events.push(Event::NoInjury),
        }
        self.then(Pending::FaceOff, events);
    }
}
