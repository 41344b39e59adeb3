//! The `Game` interface: legal actions and applying them.

use super::*;

impl Game for Crease {
    const ID: GameId = GameId::InsideTheCrease;
    /// 2: power plays and penalty kills by units, the cards built for them. 3: score effects
    /// and overtime's readings ([`SCORE_EFFECTS_VERSION`]). 4: the SHOT section's strategy note
    /// and score effects all game ([`STRATEGY_NOTES_VERSION`]).
    /// 5: the book's rules by default, the rest house rules ([`BOOK_VERSION`]).
    /// 6: the second audit's findings ([`SECOND_AUDIT_VERSION`]).
    /// 7: forwards dress across positions (`cards::LINES_ACROSS_VERSION`). 8: no rule change, the
    /// cards' corrections refitted to version 7's dressing ([`DRESSING_REFIT_VERSION`]).
    const RULES_VERSION: u16 = DRESSING_REFIT_VERSION;
    type Options = Options;
    type Action = Action;
    type Event = Event;
    type View = Crease;
    type Error = RuleError;

    fn new(options: Options, seed: u64) -> Self {
        Crease::with_rules_version(options, seed, Self::RULES_VERSION)
    }

    fn check_options(options: &Options) -> Result<(), String> {
        crate::games::team_check::check_picks(&options.teams, crate::league::Needs::SIM)
    }

    fn with_rules_version(mut options: Options, seed: u64, rules_version: u16) -> Self {
        options.teams =
            crate::games::team_check::playable_picks(options.teams, crate::league::Needs::SIM);
        let teams = options.teams.clone();
        let refs = ByTeam::new(teams[Team::Home].team(), teams[Team::Away].team());
        Crease::with_teams_under(options, refs, seed, rules_version)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal_actions(&self, seat: Team) -> Vec<Action> {
        let mut legal = Vec::new();
        if self.outcome.is_some() {
            return legal;
        }
        match self.pending {
            Pending::Over => return legal,
            Pending::Shootout { .. } if self.shootout_goalie_due(Team::Home) => {
                if seat == Team::Home {
                    legal.extend(
                        self.shootout_goalies(seat)
                            .into_iter()
                            .map(|goalie| Action::ShootoutGoalie { team: seat, goalie }),
                    );
                }
                return legal;
            }
            Pending::Shootout { team } => {
                if team == seat {
                    legal.extend(
                        self.shooters_open(seat)
                            .into_iter()
                            .map(|player| Action::Shooter { team: seat, player }),
                    );
                }
                return legal;
            }
            _ => legal.push(Action::Next),
        }
        if self.options.strategies {
            for fc in 0..=3 {
                for phy in [Phy::Low, Phy::Normal, Phy::High] {
                    let strategy = Strategy { fc, phy };
                    if strategy != self.strategy[seat] {
                        legal.push(Action::SetStrategy {
                            team: seat,
                            strategy,
                        });
                    }
                }
            }
        }
        let bench = &self.benches[seat];
        for forwards in 0..bench.forwards.len() as u8 {
            for pair in 0..bench.pairs.len() as u8 {
                if self.may_send(seat, forwards, pair) {
                    legal.push(Action::NextLines {
                        team: seat,
                        forwards,
                        pair,
                    });
                }
            }
        }
        if self.may_pull_goalie(seat) {
            legal.push(Action::PullGoalie(seat));
        }
        if self.pulled[seat] {
            legal.push(Action::ReturnGoalie(seat));
        }
        if self.may_keep_group(seat) {
            legal.push(Action::KeepGroup { team: seat });
        }
        if self.pulled[seat] || self.may_pull_goalie(seat) {
            let named = self.benches[seat].extra_attacker;
            legal.extend(
                self.lineup(seat)
                    .skaters()
                    .filter(|&p| named != Some(p))
                    .map(|p| Action::ExtraAttacker {
                        team: seat,
                        player: Some(p),
                    }),
            );
        }
        legal
    }

    fn apply(&mut self, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let mut events = Vec::new();
        if let Action::SetLineup { team, lineup } = action {
            self.set_coach_lineup(*team, lineup)?;
            events.push(Event::LineupSet {
                team: *team,
                goalie: lineup.goalie,
            });
            return Ok(events);
        }
        if let Action::SpecialUnits { team, units } = action {
            self.set_coach_units(*team, units, &mut events)?;
            return Ok(events);
        }
        match *action {
            Action::SetLineup { .. } | Action::SpecialUnits { .. } => {
                unreachable!("handled above")
            }
            Action::KeepGroup { team } => self.keep_group(team, &mut events)?,
            Action::SitOut(out) => events.push(self.sit_out(out)?),
            Action::ExtraAttacker { team, player } => {
                self.set_extra_attacker(team, player, &mut events)?
            }
            Action::ShootoutGoalie { team, goalie } => {
                if !self.shootout_goalies(team).contains(&goalie) {
                    return Err(RuleError::BadShootoutGoalie);
                }
                if let Some(state) = self.shootout.as_mut()
                    && team == Team::Home
                    && self.rules_version >= SECOND_AUDIT_VERSION
                {
                    state.home_goalie_named = true;
                }
                self.in_net[team] = goalie;
                events.push(Event::ShootoutGoalie { team, goalie });
            }
            Action::Next => {
                if matches!(self.pending, Pending::Shootout { .. } | Pending::Over) {
                    return Err(RuleError::NotYourDecision);
                }
                // Version 6 (R85): an injury check or a fight after the penalty is the same
                // stoppage, so the choice stays open until the face-off.
                let same_stoppage = self.second_audit()
                    && matches!(self.pending, Pending::Injury { .. } | Pending::Fight { .. });
                if !same_stoppage {
                    for team in Team::BOTH {
                        self.benches[team].group_choice = GroupChoice::Closed;
                    }
                }
                self.step(None, &mut events);
            }
            Action::Shooter { team, player } => {
                let Pending::Shootout { team: due } = self.pending else {
                    return Err(RuleError::NotYourDecision);
                };
                if due != team {
                    return Err(RuleError::NotYourDecision);
                }
                if self.shootout_goalie_due(Team::Home) {
                    return Err(RuleError::HomeGoalieFirst);
                }
                if !self.shooters_open(team).contains(&player) {
                    return Err(RuleError::BadShooter);
                }
                self.step(Some(player), &mut events);
            }
            Action::SetStrategy { team, strategy } => {
                if !self.options.strategies {
                    return Err(RuleError::NoStrategies);
                }
                if strategy.fc > 3 {
                    return Err(RuleError::BadStrategy);
                }
                if matches!(self.pending, Pending::Shootout { .. }) {
                    return Err(RuleError::NotYourDecision);
                }
                self.strategy[team] = strategy;
                events.push(Event::StrategySet { team, strategy });
            }
            Action::NextLines {
                team,
                forwards,
                pair,
            } => {
                let bench = &self.benches[team];
                if usize::from(forwards) >= bench.forwards.len()
                    || usize::from(pair) >= bench.pairs.len()
                {
                    return Err(RuleError::NoSuchLine);
                }
                if !self.may_send(team, forwards, pair) {
                    return Err(RuleError::LineNotFree);
                }
                if matches!(self.pending, Pending::Shootout { .. }) {
                    return Err(RuleError::NotYourDecision);
                }
                self.benches[team].next = Some((forwards, pair));
            }
            Action::PullGoalie(team) => {
                if !self.may_pull_goalie(team) {
                    return Err(RuleError::CannotPullGoalie);
                }
                self.pulled[team] = true;
                events.push(Event::GoaliePulled(team));
                if self.score_effects() {
                    self.send_pull_unit(team, &mut events);
                } else {
                    self.set_lineup(team);
                }
            }
            Action::ReturnGoalie(team) => {
                if !self.pulled[team] {
                    return Err(RuleError::NotYourDecision);
                }
                self.pulled[team] = false;
                events.push(Event::GoalieBack(team));
                if !self.end_pull_unit(team, &mut events) {
                    self.set_lineup(team);
                }
                self.keep_carrier_slot();
            }
        }
        Ok(events)
    }

    fn view(&self, _viewer: Viewer) -> Crease {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn describe(&self, event: &Event) -> String {
        super::super::describe::describe(self, event)
    }
}
