//! Applying an action: checks it is legal and resolves it by the phase it answers.

use super::*;

impl Icih {
    pub fn apply_action(&mut self, action: &Action) -> Result<Vec<Event>, IcihError> {
        let Some(actor) = self.phase.actor() else {
            return Err(IcihError::GameOver);
        };
        // A sealed record's hidden cards are what their hands played.
        if self
            .script
            .as_ref()
            .is_some_and(|s| s.unknown == Unknown::Sealed)
            && let Some(card) = action.card()
            && !self.seen_elsewhere(actor, card)
        {
            self.reveal_played(actor, card);
        }
        if !self.legal(actor).contains(action) {
            return Err(IcihError::Illegal(self.why_illegal(actor, action)));
        }
        let mut ev = Vec::new();
        let phase = self.phase;
        // `Over` marks "no decision pending" until resolution asks for one (see `run`).
        self.phase = Phase::Over;
        self.resolve_in(phase, actor, *action, &mut ev);
        self.run(&mut ev);
        self.cut_at_stall(&mut ev);
        if let Some(why) = self.script.as_ref().and_then(|s| s.broken) {
            return Err(IcihError::Illegal(why.to_string()));
        }
        Ok(ev)
    }

    fn why_illegal(&self, actor: Team, action: &Action) -> String {
        if let Some(id) = action.card() {
            if !(1..=64).contains(&id) {
                return format!("there is no card #{id}");
            }
            if !self.hands[actor].contains(&id) {
                return format!("card #{id} is not in the {} hand", team_name(actor));
            }
            if let Action::Play { .. } = action {
                let def = card(id);
                if !def.kind.is_offensive() {
                    return format!("#{id} is a defensive card; it answers the other side's play");
                }
                if !self.zones_of(id).allows(self.zone(actor)) {
                    return format!("#{id} cannot be played from this zone");
                }
                return format!(
                    "the card on top of the pile does not allow a {} next",
                    def.kind.label()
                );
            }
            if let Action::Answer { .. } = action {
                return format!("#{id} cannot answer this play");
            }
        }
        format!("{action:?} is not one of the choices now")
    }

    fn take_from_hand(&mut self, team: Team, id: CardId) {
        let hand = &mut self.hands[team];
        let at = hand
            .iter()
            .position(|&c| c == id)
            .expect("legal card in hand");
        hand.remove(at);
    }

    pub(super) fn discard_from_hand(&mut self, team: Team, id: CardId) {
        self.take_from_hand(team, id);
        self.deck.discard(id);
    }

    fn resolve_in(&mut self, phase: Phase, actor: Team, action: Action, ev: &mut Vec<Event>) {
        let other = actor.other();
        match (phase, action) {
            (Phase::Attack { .. }, Action::Play { card: id }) => {
                self.sequence_attacker = actor;
                self.play_offensive(actor, id, ev);
            }
            (Phase::Attack { .. }, Action::DumpOutToCentre { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DumpedOutToCentre {
                    team: actor,
                    card: discard,
                });
                self.open(other, actor, Window::DumpOut { to_offence: false });
            }
            (Phase::Attack { .. }, Action::DumpOutToOffence) => {
                self.sequence_attacker = actor;
                ev.push(Event::DumpOutTried { team: actor });
                self.open(other, actor, Window::DumpOut { to_offence: true });
            }
            (Phase::Attack { .. }, Action::DumpIn { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DumpedIn {
                    team: actor,
                    card: discard,
                });
                self.dump_in(actor, ev);
            }
            (Phase::Attack { .. }, Action::DefensiveMode { discard }) => {
                self.sequence_attacker = actor;
                self.discard_from_hand(actor, discard);
                ev.push(Event::DefensiveMode {
                    team: actor,
                    card: discard,
                });
                self.defensive_mode(actor, ev);
            }
            (Phase::Attack { .. }, Action::OutsideShot) => {
                self.sequence_attacker = actor;
                ev.push(Event::OutsideShot { team: actor });
                self.open(other, actor, Window::OutsideShot);
            }
            (Phase::Attack { .. }, Action::PullGoalie) => {
                self.pull_goalie(actor, ev);
                let next = After::Possession {
                    team: actor,
                    pos: self.puck,
                    chain: self.chain,
                };
                self.queue.push_back(Step::Replenish(actor));
                self.queue.push_back(Step::Then(next));
            }
            (
                Phase::Answer {
                    attacker, window, ..
                },
                Action::LetPlay,
            ) => {
                ev.push(Event::LetGo { team: actor });
                self.let_play(attacker, window, ev);
            }
            (
                Phase::Answer {
                    attacker, window, ..
                },
                Action::Answer { card: id },
            ) => {
                self.answer(actor, attacker, window, id, ev);
            }
            (Phase::TouchUp { .. }, Action::TouchUp) => {
                ev.push(Event::TouchedUp { team: actor });
                let next = self.possession(actor, self.puck, Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::TouchUp { .. }, Action::CallIcing) => {
                ev.push(Event::Icing { team: other });
                self.finish(After::FaceOff(Pos::of(other, Zone::Defensive)), ev);
            }
            (Phase::DefensiveModePick { card: id, .. }, Action::KeepCard) => {
                self.face_up = None;
                self.hands[actor].push(id);
                ev.push(Event::KeptCard {
                    team: actor,
                    card: id,
                });
                let next = self.possession(other, Pos::of(other, Zone::Defensive), Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::DefensiveModePick { card: id, .. }, Action::LeaveCard) => {
                self.face_up = None;
                self.deck.discard(id);
                let next = self.possession(other, Pos::of(other, Zone::Defensive), Next::FRESH);
                self.finish(next, ev);
            }
            (Phase::ExtraDiscard { .. }, Action::Discard { card: id }) => {
                self.discard_from_hand(actor, id);
                ev.push(Event::Discarded {
                    team: actor,
                    card: id,
                });
            }
            (Phase::ExtraDiscard { .. }, Action::SkipDiscard) => {}
            (Phase::DiscardDown { count, .. }, Action::Discard { card: id }) => {
                self.discard_from_hand(actor, id);
                ev.push(Event::Discarded {
                    team: actor,
                    card: id,
                });
                if count > 1 {
                    self.queue.push_front(Step::DiscardDown(actor, count - 1));
                }
            }
            (Phase::TakeBonus { .. }, Action::TakeBonus { count }) => {
                self.bonus[actor] = 0;
                self.replenish_to(actor, self.base_hand(actor) + count, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::PullGoalie) => {
                self.pull_goalie(actor, ev);
                self.queue.push_front(Step::Replenish(actor));
                self.face_off_draw(pos, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::ReturnGoalie) => {
                self.return_goalie(actor, ev);
                self.face_off_draw(pos, ev);
            }
            (Phase::Stoppage { pos, .. }, Action::DropPuck) => {
                self.face_off_draw(pos, ev);
            }
            (Phase::Shootout { .. }, Action::Shoot) => self.shootout_attempt(actor, ev),
            (Phase::PowerPlayStoppage { .. }, Action::ReturnGoalie) => {
                self.return_goalie(actor, ev);
                self.queue.push_back(Step::PowerPlayShot);
            }
            (Phase::PowerPlayStoppage { .. }, Action::KeepGoaliePulled) => {
                self.queue.push_back(Step::PowerPlayShot);
            }
            (phase, action) => unreachable!("{action:?} listed as legal in {phase:?}"),
        }
    }

    /// Asks the defender to answer or let the play go.
    pub(super) fn open(&mut self, defender: Team, attacker: Team, window: Window) {
        self.phase = Phase::Answer {
            team: defender,
            attacker,
            window,
        };
    }
}
