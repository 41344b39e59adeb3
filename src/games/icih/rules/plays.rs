//! The plays: an offensive card played, let go or answered, and the defence it meets.

use super::*;

impl Icih {
    pub(super) fn play_offensive(&mut self, team: Team, id: CardId, ev: &mut Vec<Event>) {
        let def = card(id);
        let from = self.puck;
        let to = Pos::of(team, def.destination(self.zone(team)));
        self.discard_from_hand(team, id);
        ev.push(Event::Played {
            team,
            card: id,
            from,
            to,
        });
        if def.kind == Kind::InsideShot {
            self.open(team.other(), team, Window::InsideShot { card: id });
        } else if def.special == Special::IceThePuck {
            self.ice_the_puck(team, ev);
        } else if def.next.defence {
            self.open(team.other(), team, Window::Defence { card: id, from, to });
        } else {
            self.go_through(team, id, to, ev);
        }
    }

    /// The played card was not answered: the puck moves and its player keeps control.
    fn go_through(&mut self, team: Team, id: CardId, to: Pos, ev: &mut Vec<Event>) {
        let chain = Next {
            defence: false,
            ..card(id).next
        };
        if to != self.puck {
            ev.push(Event::Moved { team, pos: to });
        }
        let after = self.possession(team, to, chain);
        self.finish(after, ev);
    }

    pub(super) fn let_play(&mut self, attacker: Team, window: Window, ev: &mut Vec<Event>) {
        let defender = attacker.other();
        match window {
            Window::Defence { card: id, to, .. } => self.go_through(attacker, id, to, ev),
            Window::OutsideShot => {
                let after = self.shoot(attacker, false, ev);
                self.finish(after, ev);
            }
            Window::InsideShot { .. } => {
                let after = self.shoot(attacker, true, ev);
                self.finish(after, ev);
            }
            Window::DumpOut { to_offence: false } => {
                ev.push(Event::Moved {
                    team: attacker,
                    pos: Pos::Centre,
                });
                let after = self.possession(defender, Pos::Centre, Next::FRESH);
                self.finish(after, ev);
            }
            Window::DumpOut { to_offence: true } => self.dump_out_to_offence(attacker, ev),
            Window::PowerPlayShot { .. } => self.power_play_shot(false, false, ev),
        }
    }

    pub(super) fn answer(
        &mut self,
        defender: Team,
        attacker: Team,
        window: Window,
        id: CardId,
        ev: &mut Vec<Event>,
    ) {
        let def = card(id);
        let pos = self.contest_pos(window, def).unwrap_or(self.puck);
        self.discard_from_hand(defender, id);
        ev.push(Event::Answered {
            team: defender,
            card: id,
            pos,
        });
        match window {
            Window::PowerPlayShot { .. } => {
                ev.push(Event::Blocked {
                    team: defender,
                    card: id,
                });
                let outside = def.kind == Kind::OutsideShotBlocked;
                self.power_play_shot(outside, !outside, ev);
            }
            Window::OutsideShot | Window::InsideShot { .. }
                if matches!(def.kind, Kind::OutsideShotBlocked | Kind::InsideShotBlocked) =>
            {
                ev.push(Event::Blocked {
                    team: defender,
                    card: id,
                });
                let after = self.loose_puck(pos, ev);
                self.finish(after, ev);
            }
            Window::InsideShot { .. } => self.penalty_shot_check(attacker, def, pos, ev),
            Window::OutsideShot => unreachable!("only O/S Blocked answers an outside shot"),
            Window::DumpOut { .. } => {
                ev.push(Event::GainedControl {
                    team: defender,
                    pos,
                });
                let after = self.possession(defender, pos, def.next);
                self.finish(after, ev);
            }
            Window::Defence { .. } => self.defend(defender, attacker, def, pos, ev),
        }
    }

    fn defend(
        &mut self,
        defender: Team,
        attacker: Team,
        def: &CardDef,
        pos: Pos,
        ev: &mut Vec<Event>,
    ) {
        self.puck = pos;
        if def.momentum > 0 {
            self.award_momentum(defender, def.momentum, ev);
        }
        let after = match def.stop {
            Stop::GainControl => {
                ev.push(Event::GainedControl {
                    team: defender,
                    pos,
                });
                let chain = Next {
                    defence: false,
                    ..def.next
                };
                let after = self.possession(defender, pos, chain);
                if def.next.defence {
                    // Muscled Off the Puck: the other side may fight back with a defensive card.
                    self.open(
                        attacker,
                        defender,
                        Window::Defence {
                            card: def.id,
                            from: pos,
                            to: pos,
                        },
                    );
                    return;
                }
                after
            }
            Stop::LoosePuck if def.kind == Kind::DefencePenalty => {
                let x = self.draw_check(Check::PenaltyCard, ev);
                self.penalty_card_check(x, pos, defender, def, ev)
            }
            Stop::LoosePuck => self.loose_puck(pos, ev),
            Stop::StopPlay => {
                self.award_momentum(attacker, CHEAP_SHOT_MOMENTUM, ev);
                let x = self.draw_check(Check::CheapShot, ev);
                self.cheap_shot_call(x, defender, def, ev);
                After::FaceOff(pos)
            }
            Stop::Fight => {
                self.fight(ev);
                After::FaceOff(pos)
            }
            Stop::None => unreachable!("defensive cards stop the play"),
        };
        self.finish(after, ev);
    }

    /// The Cheap Shot's own check on the drawn card: a major on 60-64, else its minor range.
    fn cheap_shot_call(&mut self, x: CardId, offender: Team, def: &CardDef, ev: &mut Vec<Event>) {
        if def.major.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, true, ev);
        } else if def.penalty.is_some_and(|r| r.contains(x)) {
            self.call(offender, x, false, ev);
        } else {
            ev.push(Event::NoPenalty { card: x });
        }
    }

    /// A possible-penalty card on #39/#40: ID 1-9 awards a penalty shot.
    fn penalty_shot_check(
        &mut self,
        shooter: Team,
        played: &CardDef,
        pos: Pos,
        ev: &mut Vec<Event>,
    ) {
        let goalie = shooter.other();
        // Version 2: a Cheap Shot keeps its own effects here too (stops play, +2 to the victim,
        // its major range), with the penalty-shot check first.
        let cheap_shot = self.by_the_book() && played.stop == Stop::StopPlay;
        if cheap_shot {
            self.award_momentum(shooter, CHEAP_SHOT_MOMENTUM, ev);
        }
        let x = self.draw_check(Check::PenaltyShotAward, ev);
        let after = if PENALTY_SHOT_AWARD.contains(x) {
            ev.push(Event::PenaltyShotAwarded { team: shooter });
            let y = self.draw_check(Check::PenaltyShot, ev);
            self.box_score.line(self.period, shooter).shots_on_goal += 1;
            if PENALTY_SHOT_GOAL.contains(y) {
                self.goal(shooter, GoalKind::PenaltyShot, true, ev);
                After::FaceOff(Pos::Centre)
            } else {
                self.box_score.line(self.period, goalie).saves += 1;
                ev.push(Event::Saved { team: goalie });
                After::FaceOff(Pos::of(goalie, Zone::Defensive))
            }
        } else if cheap_shot {
            self.cheap_shot_call(x, goalie, played, ev);
            After::FaceOff(pos)
        } else {
            self.penalty_card_check(x, pos, goalie, played, ev)
        };
        self.finish(after, ev);
    }
}
