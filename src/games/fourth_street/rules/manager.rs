//! The computer manager: its coaching, goalie pulls and choices, and whose move it is.

use super::*;

impl FourthStreet {
    fn trailing_by(&self, team: Team) -> i32 {
        let s = self.score();
        i32::from(s[team.other()]) - i32::from(s[team])
    }

    fn late_third(&self, seconds: u16) -> bool {
        self.clock.period == REGULATION_PERIODS && self.clock.left <= seconds
    }

    /// The manager's standing orders (A25, A26, A40, A62), with the score effects of real
    /// hockey: a team with a lead sits back (one forechecker, aggressiveness -2, freezing on ✖,
    /// dump and chase), a team behind presses (three forecheckers, +2, puck possession), and
    /// both sit back when level in the third, playing for overtime, then press in it. On the cards, sitting back
    /// costs goals at both ends, so leads shrink: over 4,000 games this took games past
    /// regulation from 17.7% to 23.4% (docs/fourth-street-readings.md, section 9.1).
    pub fn manager_coaching(&self, team: Team) -> Coaching {
        let behind = self.trailing_by(team);
        let third = self.clock.period == REGULATION_PERIODS;
        let short = self.short_by_penalty(team);
        let sit_back = behind < 0 || (behind == 0 && third);
        let press = behind > 0 || self.is_overtime();
        let forecheckers = if short || sit_back {
            1
        } else if press {
            3
        } else {
            2
        };
        let aggressiveness = if sit_back {
            -2
        } else if press {
            2
        } else {
            0
        };
        let wild_cards = if sit_back {
            WildCardPlan::DumpAndChase
        } else if press {
            WildCardPlan::PuckPossession
        } else {
            WildCardPlan::Choose
        };
        Coaching {
            forecheckers,
            aggressiveness,
            wild_cards,
            freeze_on_cross: short || sit_back,
            game_plan: if self.may_set_game_plan() {
                Some(self.goalie(team.other()).quality.best_zone())
            } else {
                self.coaching[team].game_plan
            },
        }
    }

    /// The game plan is picked before the game begins (L1339-1349); versions 1-4 let it change
    /// at every stoppage.
    pub fn may_set_game_plan(&self) -> bool {
        self.may_set_coaching() && (!self.audit_fixed() || self.before_the_opening_draw())
    }

    pub(super) fn before_the_opening_draw(&self) -> bool {
        self.clock.period == 1 && self.clock.elapsed() == 0
    }

    /// Pull the goalie down by one with 2:30 left, down by two with 4:00 (A61).
    fn manager_wants_pulled(&self, team: Team) -> bool {
        let behind = self.trailing_by(team);
        !self.is_overtime()
            && ((behind == 1 && self.late_third(150)) || (behind == 2 && self.late_third(240)))
    }

    /// Whether `team`, its goalie in net, trails late enough that the computer would pull him:
    /// auto-play stops when this opens for a side a person coaches (A61).
    pub fn pull_chance(&self, team: Team) -> bool {
        self.outcome.is_none()
            && self.shootout.is_none()
            && !self.pulled[team]
            && self.manager_wants_pulled(team)
    }

    /// Whether a coach may pull or return his goalie now: at a face-off or when his team has
    /// the puck (A61), never in the shootout.
    pub fn may_change_goalie(&self, team: Team) -> bool {
        self.shootout.is_none()
            && self.outcome.is_none()
            && match self.step {
                Step::FaceOff(_) => true,
                Step::Action => self.puck == team,
                _ => false,
            }
    }

    /// Whether standing orders may change now: at a stoppage (A26).
    pub fn may_set_coaching(&self) -> bool {
        self.outcome.is_none() && matches!(self.step, Step::FaceOff(_))
    }

    /// What the computer manager does for `team` now, if anything.
    pub fn manager_choice(&self, team: Team) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        match &self.step {
            Step::WildCard(_) if self.puck == team => {
                return Some(Action::WildCard {
                    team,
                    action: self.computer_wild_card(),
                });
            }
            Step::PassChoice { .. } if self.puck == team => {
                let slot = self.carrier.unwrap_or(2);
                let to = self.recipients(team, slot).first().copied().unwrap_or(1);
                return Some(Action::PassTo { team, slot: to });
            }
            Step::ShootoutShooter { team: t } if *t == team => {
                return Some(Action::Shooter {
                    team,
                    player: self.best_shooter(team),
                });
            }
            _ => {}
        }
        if self.may_set_coaching() {
            let wanted = self.manager_coaching(team);
            if wanted != self.coaching[team] {
                return Some(Action::SetCoaching {
                    team,
                    coaching: wanted,
                });
            }
        }
        if self.may_change_goalie(team) {
            let wants = self.manager_wants_pulled(team);
            if wants && !self.pulled[team] {
                return Some(Action::PullGoalie(team));
            }
            if !wants && self.pulled[team] {
                return Some(Action::ReturnGoalie(team));
            }
        }
        None
    }

    /// Rolls for the step at hand and resolves it.
    pub(super) fn step(&mut self, events: &mut Vec<Event>) {
        match self.step.clone() {
            Step::FaceOff(spot) => self.face_off(spot, events),
            Step::Action => self.action(events),
            Step::ShotAim { shot, blocker } => self.shot_aim(shot, blocker, events),
            Step::ShotGoalie(on) => self.shot_part_two(on, events),
            Step::RushChart => self.rush_chart(events),
            Step::Rush(rush) => self.rush(rush, events),
            Step::LoosePuck { at, repeat } => self.loose_puck(at, repeat, events),
            Step::PenaltyChart {
                offence,
                offender,
                defender,
            } => self.penalty_chart(offence, offender, defender, events),
            Step::Injury { hurt, then } => self.injury(hurt, then, events),
            Step::WeirdPlay => self.weird_play(events),
            Step::StealSpot { stealer, shoot } => self.steal_spot(stealer, shoot, events),
            Step::Assist { second } => self.assist(second, events),
            Step::EmptyNetIce => self.empty_net_ice(events),
            Step::IcingRace => self.race(true, events),
            Step::DumpInRace => self.race(false, events),
            Step::WildCard(_)
            | Step::PassChoice { .. }
            | Step::ShootoutShooter { .. }
            | Step::Over => {}
        }
        self.after_step(events);
    }

    /// Between plays: the end of the period at 0:00 (A31), else any line change due (A29).
    pub(super) fn after_step(&mut self, events: &mut Vec<Event>) {
        if self.outcome.is_some() || self.shootout.is_some() {
            return;
        }
        if Self::starts_a_play(&self.step) {
            if self.clock.left == 0 {
                self.end_period(events);
            } else {
                self.line_changes(events);
            }
        }
    }

    /// Whether the step at hand waits for a coach rather than a roll.
    pub fn waiting_for(&self) -> Option<Team> {
        match self.step {
            Step::WildCard(_) | Step::PassChoice { .. } => Some(self.puck),
            Step::ShootoutShooter { team } => Some(team),
            _ => None,
        }
    }
}
