//! Periods, overtime, the shootout and the end of the game.

use super::*;

impl Icih {
    pub(super) fn start_period(&mut self, kind: PeriodKind, ev: &mut Vec<Event>) {
        self.period += 1;
        self.period_kind = kind;
        let mut cards: Vec<CardId> = Vec::new();
        for team in Team::BOTH {
            cards.append(&mut self.hands[team]);
        }
        self.note_hands_gathered();
        cards.append(&mut self.set_aside);
        cards.extend(self.face_up.take());
        self.deck.gather_and_shuffle(cards, &mut self.rng);
        self.note_shuffle();
        if let Some(team) = self.pulled {
            self.return_goalie(team, ev);
        }
        self.pass = 1;
        if kind == PeriodKind::ShortOvertime {
            for _ in 0..(64 - SHORT_OVERTIME_CARDS) {
                let x = self.take(DrawTo::Aside).expect("64 cards");
                self.set_aside.push(x);
            }
            // Forty cards are the whole overtime: there is no second pass.
            self.pass = 2;
        }
        self.period_ending = false;
        self.crosswise_drawn = false;
        self.bonus = ByTeam::default();
        self.discard_down = ByTeam::default();
        self.delayed.clear();
        self.power_play = None;
        self.chain = Next::FRESH;
        self.control = None;
        self.puck = Pos::Centre;
        for team in Team::BOTH {
            self.box_score.line(self.period, team);
        }
        let hand = self.base_hand(Team::Home);
        for _ in 0..hand {
            for team in Team::BOTH {
                let x = self.take(DrawTo::Hand(team)).expect("enough cards to deal");
                self.hands[team].push(x);
            }
        }
        ev.push(Event::PeriodStarted {
            period: self.period,
            cards: (self.deck.len() + 2 * usize::from(hand)) as u8,
            hand,
        });
        self.queue.clear();
        self.queue
            .push_back(Step::Then(After::FaceOff(Pos::Centre)));
    }

    pub(super) fn end_period(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::PeriodEnded {
            period: self.period,
        });
        self.queue.clear();
        let tied = {
            let s = self.score();
            s.home == s.away
        };
        match self.period_kind {
            PeriodKind::Regulation if self.period < REGULATION_PERIODS => {
                self.start_period(PeriodKind::Regulation, ev)
            }
            PeriodKind::Regulation if !tied => self.game_over(DecidedIn::Regulation, ev),
            PeriodKind::Regulation => match self.options.era {
                Era::TieGame => self.game_over(DecidedIn::Regulation, ev),
                Era::Playoff => self.start_period(PeriodKind::LongOvertime, ev),
                Era::Overtime | Era::Shootout => self.start_period(PeriodKind::ShortOvertime, ev),
            },
            PeriodKind::LongOvertime => self.start_period(PeriodKind::LongOvertime, ev),
            PeriodKind::ShortOvertime => match self.options.era {
                Era::Shootout => self.start_shootout(ev),
                _ => self.game_over(DecidedIn::Overtime, ev),
            },
            PeriodKind::Shootout => unreachable!("the shootout ends by attempts"),
        }
    }

    fn start_shootout(&mut self, ev: &mut Vec<Event>) {
        self.period_kind = PeriodKind::Shootout;
        let mut cards: Vec<CardId> = Vec::new();
        for team in Team::BOTH {
            cards.append(&mut self.hands[team]);
        }
        self.note_hands_gathered();
        cards.append(&mut self.set_aside);
        self.deck.gather_and_shuffle(cards, &mut self.rng);
        self.note_shuffle();
        self.shootout = Some(ShootoutScore::default());
        self.box_score.shootout = Some(ByTeam::default());
        self.control = None;
        self.puck = Pos::Centre;
        ev.push(Event::PeriodStarted {
            period: self.period + 1,
            cards: 64,
            hand: 0,
        });
        self.phase = Phase::Shootout { team: Team::Home };
    }

    pub(super) fn shootout_attempt(&mut self, team: Team, ev: &mut Vec<Event>) {
        if self.deck.is_empty() {
            self.deck.reshuffle_discards(&mut self.rng);
            self.note_shuffle();
        }
        let x = self.take(DrawTo::Table).expect("64 cards");
        self.note_stall_events(ev);
        self.deck.discard(x);
        let scored = PENALTY_SHOT_GOAL.contains(x);
        ev.push(Event::ShootoutAttempt {
            team,
            card: x,
            scored,
        });
        let so = self.shootout.as_mut().expect("a shootout");
        so.attempts[team].push(scored);
        let goals = so.goals();
        let taken = so.attempts.map(|_, a| a.len());
        if let Some(line) = self.box_score.shootout.as_mut() {
            *line = goals;
        }
        if taken.home == taken.away && taken.home >= SHOOTOUT_ROUNDS && goals.home != goals.away {
            self.game_over(DecidedIn::Shootout, ev);
        } else {
            let next = if taken.home > taken.away {
                Team::Away
            } else {
                Team::Home
            };
            self.phase = Phase::Shootout { team: next };
        }
    }

    pub(super) fn game_over(&mut self, decided_in: DecidedIn, ev: &mut Vec<Event>) {
        let outcome = Outcome::from_score(self.box_score.final_score(), decided_in);
        let winner = outcome.winner;
        self.queue.clear();
        self.phase = Phase::Over;
        self.outcome = Some(outcome);
        ev.push(Event::GameOver { winner });
    }
}

pub fn period_label(period: u8, kind: PeriodKind) -> String {
    use crate::engine::clock;
    // Overtime is whatever comes after regulation, so the engine's labels fit both kinds.
    let kind = match kind {
        PeriodKind::Shootout => clock::PeriodKind::Shootout,
        PeriodKind::Regulation => clock::PeriodKind::Regulation,
        PeriodKind::LongOvertime | PeriodKind::ShortOvertime => clock::PeriodKind::Overtime,
    };
    clock::period_label(period, REGULATION_PERIODS, kind)
}
