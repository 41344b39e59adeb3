//! The flow: steps run until someone must decide, what follows a play, and face-offs.

use super::*;

impl Icih {
    pub(super) fn run(&mut self, ev: &mut Vec<Event>) {
        while self.phase == Phase::Over && self.outcome.is_none() && !self.stalled() {
            let step = match self.queue.pop_front() {
                Some(step) => step,
                None => {
                    debug_assert!(false, "resolution ended without a next step");
                    Step::Then(After::FaceOff(self.puck))
                }
            };
            match step {
                Step::DiscardDown(team, count) => {
                    let count = count.min(self.hands[team].len() as u8);
                    if count > 0 {
                        self.phase = Phase::DiscardDown { team, count };
                    }
                }
                Step::ExtraDiscard(team) => {
                    if !self.hands[team].is_empty() {
                        self.phase = Phase::ExtraDiscard { team };
                    }
                }
                Step::Replenish(team) => self.replenish(team, ev),
                Step::Then(after) => self.then(after, ev),
                Step::PowerPlayShot => self.power_play_next(ev),
            }
        }
    }

    /// Ends the resolution of a play: settles penalties, queues the discards and replenishment
    /// (attacker first), then what follows.
    pub(super) fn finish(&mut self, after: After, ev: &mut Vec<Event>) {
        let calls = std::mem::take(&mut self.calls);
        let after = if calls.is_empty() {
            after
        } else {
            self.settle_penalties(calls, after, ev)
        };
        let first = self.sequence_attacker;
        for team in [first, first.other()] {
            let count = std::mem::take(&mut self.discard_down[team]);
            if count > 0 {
                self.queue.push_back(Step::DiscardDown(team, count));
            }
        }
        self.queue.push_back(Step::Replenish(first));
        self.queue.push_back(Step::Replenish(first.other()));
        self.queue.push_back(Step::Then(after));
    }

    /// Gives a team the puck now (the next play starts after replenishment).
    pub(super) fn possession(&mut self, team: Team, pos: Pos, chain: Next) -> After {
        self.puck = pos;
        self.control = Some(team);
        self.chain = chain;
        After::Possession { team, pos, chain }
    }

    fn then(&mut self, after: After, ev: &mut Vec<Event>) {
        match after {
            After::PowerPlay => self.power_play_next(ev),
            After::Possession { team, pos, chain } => {
                let delayed_due = !self.delayed.is_empty()
                    && (self.delayed_penalised() == Some(team) || self.period_ending);
                if delayed_due {
                    // The penalised side touched the puck, or the period is over: a power play
                    // is never cut short by the end of a period.
                    self.puck = pos;
                    self.start_delayed_power_play(ev);
                } else if self.period_ending {
                    self.end_period(ev);
                } else {
                    self.puck = pos;
                    self.control = Some(team);
                    self.chain = chain;
                    self.phase = Phase::Attack { team };
                }
            }
            After::FaceOff(pos) => {
                if self.period_ending {
                    if self.delayed.is_empty() {
                        self.end_period(ev);
                    } else {
                        self.start_delayed_power_play(ev);
                    }
                    return;
                }
                self.puck = pos;
                self.control = None;
                if let Some(team) = self.pulled
                    && (!self.behind(team) || pos.zone_for(team) == Zone::Defensive)
                {
                    self.return_goalie(team, ev);
                }
                let decider = Team::BOTH
                    .into_iter()
                    .find(|&t| self.pulled == Some(t) || self.may_pull(t, pos));
                match decider {
                    Some(team) => self.phase = Phase::Stoppage { team, pos },
                    None => self.face_off_draw(pos, ev),
                }
            }
        }
    }

    pub(super) fn face_off_draw(&mut self, pos: Pos, ev: &mut Vec<Event>) {
        self.puck = pos;
        let x = self.draw_check(Check::FaceOff, ev);
        let after = match self.hv(x, pos, ev) {
            Ok(team) => {
                ev.push(Event::FaceOffWon { team, pos });
                self.possession(team, pos, Next::FRESH)
            }
            Err(after) => after,
        };
        self.sequence_attacker = self.control.unwrap_or(Team::Home);
        self.finish(after, ev);
    }
}
