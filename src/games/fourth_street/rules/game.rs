//! The `Game` interface: legal actions and applying them.

use super::*;

impl Game for FourthStreet {
    const ID: GameId = GameId::FourthStreet;
    const RULES_VERSION: u16 = LINES_ACROSS_VERSION;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = FourthStreet;
    type Error = RuleError;

    fn check_options(options: &Options) -> Result<(), String> {
        crate::games::team_check::check_picks(&options.teams, crate::league::Needs::SIM)
    }

    fn new(mut options: Options, seed: u64) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let sheets = ByTeam::new(
            sheet_for(&options.teams[Team::Home]),
            sheet_for(&options.teams[Team::Away]),
        );
        FourthStreet::with_sheets(options, sheets, seed)
    }

    fn with_rules_version(mut options: Options, seed: u64, rules_version: u16) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let sheets = ByTeam::new(
            sheet_for_version(&options.teams[Team::Home], rules_version),
            sheet_for_version(&options.teams[Team::Away], rules_version),
        );
        let mut game = FourthStreet::with_sheets(options, sheets, seed);
        game.rules_version = rules_version;
        game
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        let mut legal = Vec::new();
        if self.outcome.is_some() {
            return legal;
        }
        match &self.step {
            Step::WildCard(_) => {
                if seat == self.puck {
                    legal.extend(
                        self.wild_options()
                            .into_iter()
                            .map(|action| Action::WildCard { team: seat, action }),
                    );
                }
                return legal;
            }
            Step::PassChoice { .. } => {
                if seat == self.puck {
                    let passer = self.carrier.unwrap_or(0);
                    legal.extend(
                        (1..=6)
                            .filter(|&s| s != passer && self.at(seat, s).is_some())
                            .map(|slot| Action::PassTo { team: seat, slot }),
                    );
                }
                return legal;
            }
            Step::ShootoutShooter { team } => {
                if *team == seat {
                    legal.extend(
                        self.shooters_open(seat)
                            .into_iter()
                            .map(|player| Action::Shooter { team: seat, player }),
                    );
                }
                return legal;
            }
            Step::Over => return legal,
            _ => legal.push(Action::Roll),
        }
        let d = self.deployment(seat);
        for line in 0..d.lines.len() as u8 {
            for pair in 0..d.pairs.len() as u8 {
                legal.push(Action::NextLines {
                    team: seat,
                    line,
                    pair,
                });
            }
        }
        if self.may_change_goalie(seat) {
            legal.push(if self.pulled[seat] {
                Action::ReturnGoalie(seat)
            } else {
                Action::PullGoalie(seat)
            });
        }
        if self.may_play_lines_on_special_teams(seat) {
            legal.push(Action::LinesOnSpecialTeams { team: seat });
        }
        legal.extend(
            self.extra_attackers(seat)
                .into_iter()
                .map(|player| Action::ExtraAttacker { team: seat, player }),
        );
        legal.extend(
            self.penalty_servers(seat)
                .into_iter()
                .map(|player| Action::PenaltyServer { team: seat, player }),
        );
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        match action {
            Action::Roll => {
                if self.waiting_for().is_some() {
                    return Err(RuleError::DecisionPending);
                }
                self.step(&mut events);
            }
            Action::SetCoaching { team, coaching } => {
                if !coaching.is_valid() {
                    return Err(RuleError::BadCoaching);
                }
                if !self.may_set_coaching() {
                    return Err(RuleError::NotAStoppage);
                }
                if coaching.game_plan != self.coaching[*team].game_plan && !self.may_set_game_plan()
                {
                    return Err(RuleError::GamePlanIsSet);
                }
                if coaching.forecheckers != self.coaching[*team].forecheckers {
                    // A count sends the lowest-numbered forwards again.
                    self.forecheck_orders[*team] = None;
                }
                self.coaching[*team] = *coaching;
                events.push(Event::Coaching {
                    team: *team,
                    coaching: *coaching,
                });
            }
            Action::WildCard { team, action } => {
                let Step::WildCard(roll) = self.step.clone() else {
                    return Err(RuleError::NotYourDecision);
                };
                if *team != self.puck {
                    return Err(RuleError::NotYourDecision);
                }
                if !self.wild_options().contains(action) {
                    return Err(RuleError::BadWildCard);
                }
                events.push(Event::Note(format!(
                    "{} plays the wild card as {}",
                    team_code(self, *team),
                    action.code()
                )));
                self.resolve_wild(*action, &roll, &mut events);
                self.after_step(&mut events);
            }
            Action::PassTo { team, slot } => {
                let Step::PassChoice { result, .. } = self.step.clone() else {
                    return Err(RuleError::NotYourDecision);
                };
                if *team != self.puck {
                    return Err(RuleError::NotYourDecision);
                }
                if Some(*slot) == self.carrier || self.at(*team, *slot).is_none() {
                    return Err(RuleError::BadPassTarget);
                }
                self.pass_chosen(result, *slot, &mut events);
                self.after_step(&mut events);
            }
            Action::NextLines { team, line, pair } => {
                let d = self.deployment(*team);
                if usize::from(*line) >= d.lines.len() || usize::from(*pair) >= d.pairs.len() {
                    return Err(RuleError::NoSuchLine);
                }
                self.next_lines[*team] = Some((*line, *pair));
            }
            Action::PullGoalie(team) => {
                if !self.may_change_goalie(*team) || self.pulled[*team] {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[*team] = true;
                self.extra_attacker[*team] = None;
                events.push(Event::GoaliePulled(*team));
                self.set_lineup(*team);
            }
            Action::ReturnGoalie(team) => {
                if !self.may_change_goalie(*team) || !self.pulled[*team] {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[*team] = false;
                self.extra_attacker[*team] = None;
                events.push(Event::GoalieBack(*team));
                self.set_lineup(*team);
                self.keep_carrier();
            }
            Action::SetLineup { team, lineup } => {
                let in_play = self.may_recombine();
                self.set_coach_lineup(*team, lineup)?;
                events.push(if in_play {
                    Event::Note(format!(
                        "{} coach makes up new lines for his next change",
                        team_code(self, *team)
                    ))
                } else {
                    Event::LineupSet {
                        team: *team,
                        goalie: lineup.goalie,
                    }
                });
            }
            Action::ShootoutGoalie { team, goalie } => {
                if !self.shootout_goalies(*team).contains(goalie) {
                    return Err(RuleError::BadShootoutGoalie);
                }
                if self.in_net[*team] != *goalie {
                    // A fresh goalie: neither hot nor cold, and no goals against him yet.
                    self.in_net[*team] = *goalie;
                    self.form[*team] = GoalieForm::Normal;
                    self.goals_against_at[*team].clear();
                }
                events.push(Event::ShootoutGoalie {
                    team: *team,
                    goalie: *goalie,
                });
            }
            Action::SpecialUnits { team, units } => {
                self.set_coach_units(*team, units)?;
                if std::mem::take(&mut self.lines_on_special_teams[*team]) {
                    // Units again: they go out at once if the strengths call for them.
                    self.strengths_changed(&mut events);
                }
                events.push(Event::UnitsSet { team: *team });
            }
            Action::SitOut(out) => events.push(self.sit_out(*out)?),
            Action::ExtraAttacker { team, player } => {
                self.send_extra_attacker(*team, *player, &mut events)?;
            }
            Action::PenaltyServer { team, player } => {
                self.name_server(*team, *player, &mut events)?;
            }
            Action::LinesOnSpecialTeams { team } => {
                self.play_lines_on_special_teams(*team, &mut events)?;
                events.push(Event::LinesOnSpecialTeams { team: *team });
            }
            Action::Forecheckers { team, slots } => {
                self.set_forecheckers(*team, slots)?;
                events.push(Event::Forecheckers {
                    team: *team,
                    slots: slots.clone(),
                });
            }
            Action::Shooter { team, player } => {
                let Step::ShootoutShooter { team: due } = self.step else {
                    return Err(RuleError::NotYourDecision);
                };
                if due != *team {
                    return Err(RuleError::NotYourDecision);
                }
                if !self.shooters_open(*team).contains(player) {
                    return Err(RuleError::BadShooter);
                }
                self.shootout_shooter(*team, *player, &mut events);
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> FourthStreet {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        super::super::describe::describe(self, event)
    }
}
