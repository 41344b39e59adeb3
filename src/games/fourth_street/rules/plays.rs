//! The puck-carrier's action (R36-R40): wild cards, matchups, moves and passes.

use super::*;

impl FourthStreet {
    // The puck-action roll (R36-R40, 6.3) ---------------------------------------------------

    pub(super) fn action(&mut self, events: &mut Vec<Event>) {
        let Some(slot) = self.carrier.filter(|&s| self.at(self.puck, s).is_some()) else {
            self.loose_where_played(events);
            return;
        };
        let team = self.puck;
        if self.area.third() == Third::Defensive && self.forecheck[team.other()].is_none() {
            let defence = team.other();
            let n = match &self.forecheck_orders[defence] {
                Some(slots) => slots.len() as u8,
                None => self.coaching[defence].forecheckers,
            };
            self.forecheck[defence] = Some(n);
        }
        let roll = self.roll(&TrayDie::ALL);
        let player = self.at(team, slot).unwrap_or(0);
        let column = ActionColumn::of(self.area.third(), self.strength(team));
        let combo = roll.d10_combo().unwrap_or(0);
        let action = self.skater(team, player).actions.read(column, combo);
        events.push(Event::PuckAction {
            team,
            player,
            column,
            action,
        });
        if action == PuckAction::Wild {
            self.log_roll(
                &roll,
                format!(
                    "{} in {}: {combo:02} on his {} column, a wild card (⁂)",
                    self.skater(team, player).name,
                    self.area.name(),
                    column.label()
                ),
                events,
            );
            match self.wild_by_plan(team) {
                Some(chosen) => self.resolve_wild(chosen, &roll, events),
                None => self.then(Step::WildCard(roll)),
            }
            return;
        }
        self.resolve_action(action, &roll, events);
    }

    /// What a team's strategy card plays on a wild card (R39, A71), if it has one.
    fn wild_by_plan(&self, team: Team) -> Option<PuckAction> {
        let options = self.wild_options();
        let pick = match self.coaching[team].wild_cards {
            WildCardPlan::Choose => None,
            WildCardPlan::DumpAndChase => {
                (self.area.third() != Third::Offensive).then_some(PuckAction::Dc)
            }
            WildCardPlan::PuckPossession => {
                let r = self.ratings(team, self.carrier?)?;
                Some(if r.sk > r.ps {
                    PuckAction::Sc
                } else {
                    PuckAction::Pd
                })
            }
        }?;
        options.contains(&pick).then_some(pick)
    }

    /// The actions a wild card allows here (R40): PD, SC, DC, a shot in the offensive zone,
    /// ICE when short-handed; never one the column greys out.
    pub fn wild_options(&self) -> Vec<PuckAction> {
        let Some(player) = self.carrier.and_then(|s| self.at(self.puck, s)) else {
            return Vec::new();
        };
        let column = ActionColumn::of(self.area.third(), self.strength(self.puck));
        let actions = &self.skater(self.puck, player).actions;
        let offensive = self.area.third() == Third::Offensive;
        let short = self.strength(self.puck) == Strength::ShortHanded;
        let mut v: Vec<PuckAction> = [
            PuckAction::Pd,
            PuckAction::Sc,
            PuckAction::Dc,
            PuckAction::Ws,
            PuckAction::Ss,
            PuckAction::Ice,
        ]
        .into_iter()
        .filter(|&a| match a {
            PuckAction::Ws | PuckAction::Ss => offensive,
            PuckAction::Ice => short && !offensive,
            _ => true,
        })
        .filter(|&a| actions.column(column).width(a) > 0)
        .collect();
        if v.is_empty() {
            v.push(PuckAction::Pd);
        }
        v
    }

    /// The computer's wild card (A71).
    pub fn computer_wild_card(&self) -> PuckAction {
        let options = self.wild_options();
        let r = self
            .carrier
            .and_then(|s| self.ratings(self.puck, s))
            .unwrap_or_else(|| self.sheets[self.puck].skaters[0].ratings.clone());
        let shot = if r.s > r.w {
            PuckAction::Ss
        } else {
            PuckAction::Ws
        };
        let wanted = match self.area {
            Area::Offensive(_, Level::Three) if r.s < 15 => PuckAction::Pd,
            Area::Offensive(..) => shot,
            Area::Neutral(_) if r.sk >= r.ps => PuckAction::Sc,
            Area::Neutral(_) => PuckAction::Pd,
            Area::Defensive(_) if self.strength(self.puck) == Strength::ShortHanded => {
                PuckAction::Ice
            }
            Area::Defensive(_) => PuckAction::Pd,
        };
        if options.contains(&wanted) {
            wanted
        } else {
            options[0]
        }
    }

    pub(super) fn resolve_action(
        &mut self,
        action: PuckAction,
        roll: &TrayRoll,
        events: &mut Vec<Event>,
    ) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let player = self.at(team, slot).unwrap_or(0);
        let name = self.skater(team, player).name.clone();
        let combo = roll.d10_combo().unwrap_or(0);
        let rebound = std::mem::take(&mut self.rebound_holder);
        let area_name = self.area.name();
        let said = |what: &str| format!("{name} in {area_name}: {combo:02}, {what}");
        match action {
            PuckAction::Pd | PuckAction::Sc | PuckAction::Wild => {
                self.matchup(action, roll, events)
            }
            PuckAction::Ws | PuckAction::Ss => {
                self.run_clock(PlayLength::Short, events);
                let kind = if action == PuckAction::Ss {
                    ShotKind::Slap
                } else {
                    ShotKind::Wrist
                };
                let tack = if rebound {
                    u16::from(self.goalie(team.other()).rebound)
                } else {
                    0
                };
                let shot = Shot {
                    team,
                    shooter: slot,
                    kind,
                    area: self.area,
                    tack,
                    rebound,
                    centre: false,
                    shootout: false,
                };
                let what = if kind == ShotKind::Slap {
                    "a slap shot"
                } else {
                    "a wrist shot"
                };
                let reading = said(what);
                self.shot_part_one(shot, Blocker::Roll, roll, reading, events);
            }
            PuckAction::Dc => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he dumps or clears it (DC)");
                self.log_roll(roll, reading, events);
                self.dump_or_clear(roll, events);
            }
            PuckAction::Ice => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he ices the puck (ICE)");
                self.log_roll(roll, reading, events);
                self.icing(roll.d20().unwrap_or(20), events);
            }
            PuckAction::Off => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("offside (OFF)");
                self.log_roll(roll, reading, events);
                let lane = self.area.lane();
                self.whistle(
                    Whistle::Offside,
                    FaceOffSpot {
                        attacking: team,
                        area: Area::Neutral(lane),
                    },
                    events,
                );
            }
            PuckAction::Pn => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("a penalty (PN)");
                self.log_roll(roll, reading, events);
                let defender = self.named_defender(roll.d6p().unwrap_or(1), events);
                self.then(Step::PenaltyChart {
                    offence: team,
                    offender: Some(slot),
                    defender: Some(defender),
                });
            }
            PuckAction::Inj => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("he is hurt on the play (INJ)");
                self.log_roll(roll, reading, events);
                let at = self.loose_here();
                self.carrier = None;
                self.then(Step::Injury {
                    hurt: Hurt {
                        team,
                        player,
                        goalie: false,
                        certain: true,
                    },
                    then: AfterInjury::Loose(at),
                });
            }
            PuckAction::Wp => {
                self.run_clock(PlayLength::Short, events);
                let reading = said("a weird play (WP)");
                self.log_roll(roll, reading, events);
                self.then(Step::WeirdPlay);
            }
        }
    }

    /// The defender the d6p names for a penalty, rolled again until it names one on the ice
    /// (R100).
    pub(super) fn named_defender(&mut self, first: u8, events: &mut Vec<Event>) -> Slot {
        let defence = self.puck.other();
        let mut d6p = first;
        let mut tries = 0;
        // These are new rolls, logged as rolls even while a wild card is read again.
        let reread = std::mem::replace(&mut self.reread, false);
        while self.at(defence, d6p).is_none() && tries < 50 {
            let roll = self.roll(&[TrayDie::NumberedD6]);
            d6p = roll.d6p().unwrap_or(1);
            self.log_roll(
                &roll,
                format!("d6p rolled again for the defender: {d6p}"),
                events,
            );
            tries += 1;
        }
        self.reread = reread;
        d6p
    }

    fn aggressiveness(&self, team: Team) -> i16 {
        i16::from(self.coaching[team].aggressiveness)
    }

    /// PD and SC (R41-R46): the d6p names the defender, the d20 against the range decides whose
    /// column is read, the 2d6 picks the row.
    fn matchup(&mut self, action: PuckAction, roll: &TrayRoll, events: &mut Vec<Event>) {
        let team = self.puck;
        let defence = team.other();
        let slot = self.carrier.unwrap_or(2);
        let player = self.at(team, slot).unwrap_or(0);
        let pass = action != PuckAction::Sc;
        let d6p = roll.d6p().unwrap_or(1);
        let d20 = i16::from(roll.d20().unwrap_or(20));
        let total = roll.d6_total().unwrap_or(7);
        let offence_ratings = self
            .ratings(team, slot)
            .unwrap_or_else(|| self.skater(team, player).ratings.clone());
        let rating = i16::from(if pass {
            offence_ratings.ps
        } else {
            offence_ratings.sk
        });
        let present = self.defends(defence, d6p);
        let (offence_won, range_text) = if present {
            let r = self.ratings(defence, d6p).unwrap_or_default_ratings();
            let killing = self.men_up(defence) < 0;
            let (code, base) = match (killing, pass) {
                (true, _) => ("PK", r.pk),
                (false, true) => ("DF", r.df),
                (false, false) => ("CH", r.ch),
            };
            let against = i16::from(base) + self.aggressiveness(defence);
            let range = rating - against;
            (
                d20 <= range,
                format!(
                    "d20 {d20} against 1-{range} ({} {rating} − {code} {against})",
                    if pass { "PS" } else { "SK" }
                ),
            )
        } else {
            (true, "unopposed".to_string())
        };
        let defender = present.then(|| self.at(defence, d6p)).flatten();
        let result = if offence_won {
            let card = self.skater(team, player);
            if pass {
                card.ps.read(total)
            } else {
                card.sk.read(total)
            }
        } else {
            let card = self.skater(defence, defender.unwrap_or(0));
            if pass {
                card.df.read(total)
            } else {
                card.ch.read(total)
            }
        };
        let length = if matches!(result, PlayResult::Penalty | PlayResult::Stoppage) {
            PlayLength::Short
        } else {
            PlayLength::Long
        };
        self.run_clock(length, events);
        let who_defends = match defender {
            Some(d) => format!("d6p {d6p}: {} defends", self.skater(defence, d).name),
            None => format!("d6p {d6p}: nobody there"),
        };
        let reading = format!(
            "{} in {}: {:02}, {}; {who_defends}; {range_text}, {}; 2d6 {total}: {}",
            self.skater(team, player).name,
            self.area.name(),
            roll.d10_combo().unwrap_or(0),
            if pass { "a pass (PD)" } else { "a skate (SC)" },
            if offence_won {
                "his own column"
            } else {
                "the defender's column"
            },
            result.symbol()
        );
        self.log_roll(roll, reading, events);
        events.push(Event::Matchup {
            team,
            player,
            defender,
            offence_won,
            result,
        });
        let def_slot = defender.map(|_| d6p);
        self.apply_result(result, pass, offence_won, def_slot, events);
    }

    /// A result cell (the Symbol Map, R48-R55, R86-R92, A17).
    fn apply_result(
        &mut self,
        result: PlayResult,
        pass: bool,
        offence_won: bool,
        defender: Option<Slot>,
        events: &mut Vec<Event>,
    ) {
        let team = self.puck;
        let defence = team.other();
        let slot = self.carrier.unwrap_or(2);
        match result {
            PlayResult::Move { movement, to } => {
                if to == Some(Recipient::Choice) {
                    self.then(Step::PassChoice {
                        result,
                        from: self.area,
                    });
                    return;
                }
                self.complete_move(movement, to, pass, events);
            }
            PlayResult::Rush { to } => {
                if to == Some(Recipient::Choice) {
                    self.then(Step::PassChoice {
                        result,
                        from: self.area,
                    });
                    return;
                }
                self.rush_with(to, events);
            }
            PlayResult::Steal | PlayResult::StealShoot => match defender {
                Some(stealer) => self.then(Step::StealSpot {
                    stealer,
                    shoot: result == PlayResult::StealShoot,
                }),
                None => {
                    self.loose_where_played(events);
                }
            },
            PlayResult::Loose => {
                self.loose_where_played(events);
            }
            PlayResult::Stoppage => {
                let spot = self.spot_at(team, self.area);
                self.whistle(Whistle::OutOfPlay, spot, events);
            }
            PlayResult::Penalty => {
                // Unopposed: the d6p's man if he is on the ice, else rolled again (A51).
                let defender = match defender {
                    Some(d) => d,
                    None => {
                        let first = self.last_roll.as_ref().and_then(|r| r.d6p()).unwrap_or(1);
                        self.named_defender(first, events)
                    }
                };
                self.then(Step::PenaltyChart {
                    offence: team,
                    offender: Some(slot),
                    defender: Some(defender),
                });
            }
            PlayResult::HardHit | PlayResult::Injury => {
                // ☠ hurts the loser of the matchup, ✚ the card's owner (R116).
                let carrier_hurt = match result {
                    PlayResult::HardHit => !offence_won,
                    _ => offence_won,
                };
                let hurt = if carrier_hurt || defender.is_none() {
                    self.at(team, slot).map(|p| (team, p))
                } else {
                    defender
                        .and_then(|d| self.at(defence, d))
                        .map(|p| (defence, p))
                };
                let at = self.loose_here();
                self.carrier = None;
                match hurt {
                    Some((t, p)) => self.then(Step::Injury {
                        hurt: Hurt {
                            team: t,
                            player: p,
                            goalie: false,
                            certain: false,
                        },
                        then: AfterInjury::Loose(at),
                    }),
                    None => self.loose(at, events),
                }
            }
            PlayResult::Opponent(n) => {
                // Broken up, but the puck stays with that offensive player, no gain (A17).
                if self.at(team, n).is_some() {
                    let area = self.area;
                    self.give_puck(team, n, area, events);
                } else {
                    self.loose_where_played(events);
                }
            }
        }
    }

    /// A movement cell: the puck moves, to the recipient on a pass (R54), and ● shoots from
    /// the offensive zone (R86).
    pub(super) fn complete_move(
        &mut self,
        movement: Move,
        to: Option<Recipient>,
        pass: bool,
        events: &mut Vec<Event>,
    ) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        // △ becomes ⍙ on a power play (R110), and from version 5 at 3 on 3, whose moves follow
        // the power play's (R172b).
        let rush_rules = self.men_up(team) > 0 || (self.audit_fixed() && self.three_on_three());
        if movement == Move::FarAhead && rush_rules {
            self.rush_with(to, events);
            return;
        }
        let target = self.area.moved(movement, self.moves_far(team));
        let holder = match to {
            Some(r) if pass => self.resolve_recipient(team, slot, r),
            _ => Some(slot),
        };
        let Some(holder) = holder else {
            // The pass goes to nobody: loose where it was going (A48).
            self.area = target;
            self.loose(
                LooseAt::Zone {
                    frame: team,
                    third: target.third(),
                },
                events,
            );
            return;
        };
        if movement == Move::Centre && target.third() == Third::Offensive {
            let r = self.ratings(team, holder).unwrap_or_default_ratings();
            let kind = match target.level() {
                Some(Level::Three) => ShotKind::Slap,
                Some(Level::Two) if r.s > r.w => ShotKind::Slap,
                _ => ShotKind::Wrist,
            };
            self.carrier = Some(holder);
            self.area = target;
            self.then(Step::ShotAim {
                shot: Shot {
                    team,
                    shooter: holder,
                    kind,
                    area: target,
                    tack: 5,
                    rebound: false,
                    centre: true,
                    shootout: false,
                },
                blocker: Blocker::Roll,
            });
            return;
        }
        self.give_puck(team, holder, target, events);
    }

    /// ⍙: the carrier (or the pass's recipient) goes to the rush chart (R80).
    fn rush_with(&mut self, to: Option<Recipient>, events: &mut Vec<Event>) {
        let team = self.puck;
        let slot = self.carrier.unwrap_or(2);
        let holder = match to {
            Some(r) => self.resolve_recipient(team, slot, r),
            None => Some(slot),
        };
        match holder {
            Some(h) => {
                self.carrier = Some(h);
                self.then(Step::RushChart);
            }
            None => {
                self.loose_where_played(events);
            }
        }
    }

    /// The ⊛ pass to the coach's pick.
    pub(super) fn pass_chosen(&mut self, result: PlayResult, slot: Slot, events: &mut Vec<Event>) {
        match result {
            PlayResult::Move { movement, .. } => {
                self.complete_move(movement, Some(Recipient::Mate(slot)), true, events)
            }
            PlayResult::Rush { .. } => self.rush_with(Some(Recipient::Mate(slot)), events),
            _ => {}
        }
    }
}
