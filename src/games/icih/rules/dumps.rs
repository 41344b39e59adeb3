//! Icing, dumping the puck out or in, and defensive mode.

use super::*;

impl Icih {
    pub(super) fn ice_the_puck(&mut self, team: Team, ev: &mut Vec<Event>) {
        self.queue.push_back(Step::ExtraDiscard(team));
        if self.pulled == Some(team.other()) {
            let x = self.draw_check(Check::EmptyNet, ev);
            if EMPTY_NET_GOAL.contains(x) {
                self.box_score.line(self.period, team).shots_on_goal += 1;
                self.goal(team, GoalKind::EmptyNet, true, ev);
                self.finish(After::FaceOff(Pos::Centre), ev);
                return;
            }
        }
        ev.push(Event::Icing { team });
        self.finish(After::FaceOff(Pos::of(team, Zone::Defensive)), ev);
    }

    pub(super) fn dump_out_to_offence(&mut self, team: Team, ev: &mut Vec<Event>) {
        let opponent = team.other();
        let from = self.puck;
        let x = self.draw_check(Check::DumpOut, ev);
        let letter = match self.hv(x, from, ev) {
            Ok(letter) => letter,
            Err(after) => return self.finish(after, ev),
        };
        let far_end = Pos::of(team, Zone::Offensive);
        self.puck = far_end;
        ev.push(Event::Moved { team, pos: far_end });
        if letter == team {
            ev.push(Event::GainedControl {
                team: opponent,
                pos: far_end,
            });
            let after = self.possession(opponent, far_end, Next::FRESH);
            self.finish(after, ev);
        } else if self.pulled == Some(opponent) && EMPTY_NET_GOAL.contains(x) {
            self.box_score.line(self.period, team).shots_on_goal += 1;
            self.goal(team, GoalKind::EmptyNet, true, ev);
            self.finish(After::FaceOff(Pos::Centre), ev);
        } else {
            self.control = None;
            self.phase = Phase::TouchUp { team: opponent };
        }
    }

    pub(super) fn dump_in(&mut self, team: Team, ev: &mut Vec<Event>) {
        let deep = Pos::of(team, Zone::Offensive);
        self.puck = deep;
        let x = self.draw_check(Check::DumpIn, ev);
        let after = match self.hv(x, deep, ev) {
            Ok(winner) => {
                ev.push(Event::GainedControl {
                    team: winner,
                    pos: deep,
                });
                // A won chase gives control but no set-up: an inside shot needs a card first.
                self.possession(winner, deep, Next::FRESH)
            }
            Err(after) => after,
        };
        self.finish(after, ev);
    }

    pub(super) fn defensive_mode(&mut self, team: Team, ev: &mut Vec<Event>) {
        let opponent = team.other();
        let deep = Pos::of(opponent, Zone::Defensive);
        self.puck = deep;
        let x = self.draw_card(Check::DefensiveMode, ev, false);
        let def = card(x);
        if def.hv_extra == HvExtra::None && def.kind.is_defensive() {
            self.face_up = Some(x);
            self.phase = Phase::DefensiveModePick { team, card: x };
            return;
        }
        self.deck.discard(x);
        let after = match def.hv_extra {
            HvExtra::Offside => {
                ev.push(Event::Offside);
                After::FaceOff(Pos::Centre)
            }
            HvExtra::Fight => {
                self.fight(ev);
                After::FaceOff(deep)
            }
            HvExtra::Penalty => {
                self.behind_the_play(ev);
                self.possession(opponent, deep, Next::FRESH)
            }
            HvExtra::None => self.possession(opponent, deep, Next::FRESH),
        };
        self.finish(after, ev);
    }
}
