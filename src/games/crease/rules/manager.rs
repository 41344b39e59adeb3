//! Coaching and the computer manager, and the step that turns the next card.

use super::*;

impl Crease {
    fn trailing(&self, team: Team) -> bool {
        let s = self.score();
        s[team] < s[team.other()]
    }

    pub fn may_pull_goalie(&self, team: Team) -> bool {
        self.options.pull_goalie
            && self.outcome.is_none()
            && !self.pulled[team]
            && self.period == REGULATION_PERIODS
            && self.clock <= PULL_GOALIE_STEPS
            && (self.trailing(team) || self.book())
            && !matches!(
                self.pending,
                Pending::Shootout { .. } | Pending::StartPeriod
            )
    }

    /// Before version 5 the goalie came back at a whistle once his team no longer trailed;
    /// from version 5 he stays out until his coach sends him back or the period ends (R96).
    pub(super) fn may_keep_goalie_pulled(&self, team: Team) -> bool {
        self.period == REGULATION_PERIODS && (self.trailing(team) || self.book())
    }

    /// What the computer manager does for `team` now, if anything.
    pub fn manager_choice(&self, team: Team) -> Option<Action> {
        if self.outcome.is_some() {
            return None;
        }
        if self.shootout_goalie_due(team) {
            // What the computer would do in his place: keep the goalie in net.
            return Some(Action::ShootoutGoalie {
                team,
                goalie: self.in_net[team],
            });
        }
        if let Pending::Shootout { team: t } = self.pending {
            if self.shootout_goalie_due(Team::Home) {
                return None;
            }
            return (t == team).then(|| Action::Shooter {
                team,
                player: self.best_shooter(team),
            });
        }
        // Version 3: the manager pulls when his team has the puck or at a face-off, as NHL
        // coaches do, not while the other side carries it.
        let ready = !self.score_effects()
            || (self.puck == team && self.pending == Pending::PassTo)
            || self.pending == Pending::FaceOff;
        if ready
            && self.may_pull_goalie(team)
            && self.trailing(team)
            && self.score()[team.other()] - self.score()[team] <= 2
        {
            return Some(Action::PullGoalie(team));
        }
        // Version 5: the manager sends his goalie back at a face-off once the team no longer
        // trails (before, that happened by rule at the whistle).
        if self.book()
            && self.pulled[team]
            && !self.trailing(team)
            && self.pending == Pending::FaceOff
        {
            return Some(Action::ReturnGoalie(team));
        }
        if self.options.strategies {
            let wanted = self.manager_strategy(team);
            if wanted != self.strategy[team] {
                return Some(Action::SetStrategy {
                    team,
                    strategy: wanted,
                });
            }
        }
        None
    }

    /// The manager's strategy card: PHY LOW while short-handed (R93); in the third period FC 3
    /// when behind (chasing the game), FC 1 when level (playing for overtime, as NHL teams do)
    /// and FC 2 when ahead; FC 2 otherwise. Before version 4, sitting back at FC 1 with a lead
    /// cut the other side's goals more than its own, so leads grew and fewer games went past
    /// regulation (16.7% against 17.5% over 10,000 games). Version 3: FC 3 in overtime too (the
    /// loser's point is banked). Version 4, where the SHOT note makes sitting back cost the
    /// leader: FC 1 ahead and FC 3 behind in every period, as NHL score effects run all game.
    pub fn manager_strategy(&self, team: Team) -> Strategy {
        let late = self.period == REGULATION_PERIODS;
        // Version 4: score effects all game, since sitting back now costs the leader. Version
        // 5: only with the SHOT note (a house rule); without it, version 3's third-period policy.
        let all_game = self.reads_shot_note();
        let any_period = late || all_game;
        let s = self.score();
        // Version 3: both press in overtime (the loser's point is banked).
        let fc = match s[team].cmp(&s[team.other()]) {
            std::cmp::Ordering::Less if any_period => 3,
            std::cmp::Ordering::Equal if self.season_overtime() => 3,
            std::cmp::Ordering::Equal if late => 1,
            std::cmp::Ordering::Greater if all_game => 1,
            _ => 2,
        };
        let phy = if self.killing(team) {
            Phy::Low
        } else {
            Phy::Normal
        };
        Strategy { fc, phy }
    }

    pub(super) fn step(&mut self, choice: Option<u8>, events: &mut Vec<Event>) {
        match self.pending {
            Pending::StartPeriod => self.start_period(events),
            Pending::FaceOff => self.face_off(events),
            Pending::PassTo => self.pass_to(events),
            Pending::AstPass { passer } => self.ast_pass(passer, events),
            Pending::Shot {
                shooter,
                shot,
                kind,
            } => self.shot(shooter, shot, kind, events),
            Pending::Rebound { shooter } => self.rebound(shooter, events),
            Pending::LoosePuck { ties } => self.loose_puck(ties, events),
            Pending::Breakaway => self.breakaway(events),
            Pending::PenaltyShotCheck { fouled } => self.penalty_shot_check(fouled, events),
            Pending::Penalty {
                team,
                player,
                victim,
            } => self.penalty(team, player, victim, events),
            Pending::GoaliePenalty { team, victim } => self.goalie_penalty(team, victim, events),
            Pending::Fight {
                team,
                player,
                number,
            } => self.fight(team, player, number, events),
            Pending::Injury {
                team,
                player,
                goalie,
            } => self.injury(team, player, goalie, events),
            Pending::Assists { checks } => self.assist_check(checks, events),
            Pending::Shootout { team } => self.shootout_attempt(team, choice, events),
            Pending::Over => {}
        }
    }
}
