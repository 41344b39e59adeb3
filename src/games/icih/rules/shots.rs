//! Goalies pulled and returned, shots, saves and goals.

use super::*;

impl Icih {
    pub(super) fn pull_goalie(&mut self, team: Team, ev: &mut Vec<Event>) {
        self.pulled = Some(team);
        ev.push(Event::GoaliePulled { team });
    }

    pub(super) fn return_goalie(&mut self, team: Team, ev: &mut Vec<Event>) {
        if self.pulled == Some(team) {
            self.pulled = None;
            ev.push(Event::GoalieBack { team });
            // The extra skater leaves the ice with his card.
            let extra = (self.hands[team].len() as u8)
                .saturating_sub(self.base_hand(team))
                .min(1);
            if extra > 0 {
                self.queue.push_front(Step::DiscardDown(team, extra));
            }
        }
    }

    pub(super) fn shoot(&mut self, shooter: Team, inside: bool, ev: &mut Vec<Event>) -> After {
        let goalie = shooter.other();
        // Against an empty net every shot is an inside shot.
        let inside = inside || self.pulled == Some(goalie);
        let last_gasp = self.pass == 2 && (self.deck.is_empty() || self.period_ending);
        let check = if inside {
            Check::InsideShot
        } else {
            Check::OutsideShot
        };
        let x = self.draw_check(check, ev);
        let taken = ShotTaken {
            last_gasp,
            ..ShotTaken::OPEN_PLAY
        };
        self.resolve_shot(shooter, x, inside, taken, ev)
    }

    /// Which goal a shot result scores, if any, after the bracketed extras.
    pub(super) fn scored(
        &self,
        shooter: Team,
        shot: Shot,
        on_power_play: bool,
    ) -> Option<(Team, GoalKind)> {
        let goalie = shooter.other();
        let extra_attacker = self.pulled == Some(shooter);
        let empty_net = self.pulled == Some(goalie);
        let even_kind = if empty_net {
            GoalKind::EmptyNet
        } else if on_power_play {
            GoalKind::PowerPlay
        } else {
            GoalKind::Even
        };
        if shot.result == ShotResult::Goal {
            return Some((shooter, even_kind));
        }
        if on_power_play || extra_attacker {
            match shot.bracket {
                Some(Bracket::PowerPlayGoal) => return Some((shooter, even_kind)),
                Some(Bracket::ShortHandedGoal) => {
                    let kind = if extra_attacker {
                        GoalKind::EmptyNet
                    } else {
                        GoalKind::ShortHanded
                    };
                    return Some((goalie, kind));
                }
                None => {}
            }
        }
        None
    }

    pub(super) fn saved(&mut self, shooter: Team, ev: &mut Vec<Event>) {
        self.box_score.line(self.period, shooter).shots_on_goal += 1;
        self.box_score.line(self.period, shooter.other()).saves += 1;
        ev.push(Event::Saved {
            team: shooter.other(),
        });
    }

    /// Applies a drawn shot card in full (rebounds draw again) and returns what follows.
    pub(super) fn resolve_shot(
        &mut self,
        shooter: Team,
        first: CardId,
        inside: bool,
        taken: ShotTaken,
        ev: &mut Vec<Event>,
    ) -> After {
        let ShotTaken {
            on_power_play,
            last_gasp,
            goal_bonus,
        } = taken;
        let goalie = shooter.other();
        let goalie_end = Pos::of(goalie, Zone::Defensive);
        let mut x = first;
        let mut inside = inside;
        loop {
            let shot = if inside { card(x).is } else { card(x).os };
            ev.push(Event::ShotResult {
                team: shooter,
                card: x,
                shot,
                inside,
            });
            if let Some((scorer, kind)) = self.scored(shooter, shot, on_power_play) {
                self.box_score.line(self.period, scorer).shots_on_goal += 1;
                self.goal(scorer, kind, goal_bonus || scorer != shooter, ev);
                return After::FaceOff(Pos::Centre);
            }
            if shot.result.on_goal() {
                self.saved(shooter, ev);
            }
            if last_gasp {
                // Nothing after the hyphen: the period is over.
                return After::FaceOff(Pos::Centre);
            }
            return match shot.result {
                ShotResult::Goal => unreachable!("goals handled above"),
                ShotResult::SuperSave => {
                    self.award_momentum(goalie, SUPER_SAVE_MOMENTUM, ev);
                    After::FaceOff(goalie_end)
                }
                ShotResult::SaveDef | ShotResult::WideDef => {
                    ev.push(Event::GainedControl {
                        team: goalie,
                        pos: goalie_end,
                    });
                    self.possession(goalie, goalie_end, Next::FRESH)
                }
                ShotResult::SaveOff => {
                    ev.push(Event::GainedControl {
                        team: shooter,
                        pos: goalie_end,
                    });
                    self.possession(shooter, goalie_end, Next::new(true, true, true, false))
                }
                ShotResult::SaveFaceOff => After::FaceOff(goalie_end),
                ShotResult::SaveRebound => {
                    inside = true;
                    x = self.draw_check(Check::Rebound, ev);
                    continue;
                }
                ShotResult::HitPost | ShotResult::HitCrossbar => self.loose_puck(goalie_end, ev),
            };
        }
    }

    pub(super) fn goal(
        &mut self,
        scorer: Team,
        kind: GoalKind,
        momentum: bool,
        ev: &mut Vec<Event>,
    ) {
        let line = self.box_score.line(self.period, scorer);
        line.goals += 1;
        if kind == GoalKind::PowerPlay {
            line.power_play_goals += 1;
        }
        ev.push(Event::Goal { team: scorer, kind });
        if momentum {
            self.award_momentum(scorer, GOAL_MOMENTUM, ev);
        }
        if !self.delayed.is_empty() && self.delayed_penalised() == Some(scorer.other()) {
            self.delayed.clear();
            ev.push(Event::PowerPlayWavedOff { team: scorer });
        }
        if let Some(team) = self.pulled
            && !self.behind(team)
        {
            self.return_goalie(team, ev);
        }
        if matches!(
            self.period_kind,
            PeriodKind::LongOvertime | PeriodKind::ShortOvertime
        ) {
            self.game_over(DecidedIn::Overtime, ev);
        }
    }
}
