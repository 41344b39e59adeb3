//! Drawing from the deck (passes, reshuffles, the crosswise card, draws by link) and
//! replenishing the hands.

use super::*;

impl Icih {
    pub(super) fn draw_card(
        &mut self,
        check: Check,
        ev: &mut Vec<Event>,
        to_discards: bool,
    ) -> CardId {
        if self.deck.is_empty() {
            if self.pass == 1 {
                self.second_pass(ev);
            } else {
                // The last pass is used up: the discards are lightly shuffled for what must be drawn.
                self.deck.reshuffle_discards(&mut self.rng);
                self.note_shuffle();
                if !self.period_ending {
                    self.period_ending = true;
                    ev.push(Event::DeckExhausted);
                }
            }
        }
        let x = self.take(DrawTo::Table).expect("cards outside the hands");
        self.note_stall_events(ev);
        if to_discards {
            self.deck.discard(x);
        }
        ev.push(Event::Drawn { card: x, check });
        self.note_crosswise(ev);
        x
    }

    /// The top card of the pile, read from the draw script when playing by link.
    pub(super) fn take(&mut self, to: DrawTo) -> Option<CardId> {
        if self.script.as_ref().is_some_and(|s| s.would_stall(to)) {
            let frozen = Box::new(self.clone());
            if let Some(script) = self.script.as_mut() {
                script.frozen = Some(frozen);
            }
        }
        let top = self.deck.draw()?;
        Some(match self.script.as_mut() {
            None => top,
            // The pile's order means nothing here; only its size and discards do.
            Some(script) => script.draw(to, top.max(1)),
        })
    }

    /// Playing by link: a shuffle starts a new masked deck. A whole deck holds every card,
    /// though some are hidden from this device; a reshuffle holds the discards, all seen.
    pub(super) fn note_shuffle(&mut self) {
        let Some(script) = self.script.as_mut() else {
            return;
        };
        let pile: Vec<CardId> = self.deck.draw_pile().to_vec();
        let order = if pile.len() == 64 {
            script.shuffled((1..=64).collect())
        } else {
            script.shuffled(pile)
        };
        // A dealt game's deck is the script's: the top card is drawn first, and last in the pile.
        if let Some(mut order) = order {
            order.reverse();
            self.deck.replace_draw_pile(order);
        }
    }

    /// The hands went back into the deck.
    pub(super) fn note_hands_gathered(&mut self) {
        if let Some(script) = self.script.as_mut() {
            script.hands_gathered();
        }
    }

    pub(super) fn stalled(&self) -> bool {
        self.script.as_ref().is_some_and(|s| s.stalled.is_some())
    }

    /// Playing by link: the events before a stall are real; mark where they end.
    pub(super) fn note_stall_events(&mut self, ev: &[Event]) {
        if let Some(script) = self.script.as_mut()
            && script.stalled.is_some()
            && script.events_at_stall.is_none()
        {
            script.events_at_stall = Some(ev.len());
        }
    }

    /// Playing by link: the events after a stall mean nothing.
    pub(super) fn cut_at_stall(&self, ev: &mut Vec<Event>) {
        if let Some(n) = self.script.as_ref().and_then(|s| s.events_at_stall) {
            ev.truncate(n);
        }
    }

    pub(super) fn draw_check(&mut self, check: Check, ev: &mut Vec<Event>) -> CardId {
        self.draw_card(check, ev, true)
    }

    fn second_pass(&mut self, ev: &mut Vec<Event>) {
        self.deck.reshuffle_discards(&mut self.rng);
        self.note_shuffle();
        self.pass = 2;
        ev.push(Event::SecondPass);
    }

    fn note_crosswise(&mut self, ev: &mut Vec<Event>) {
        if !self.crosswise_drawn
            && self.period_kind == PeriodKind::Regulation
            && self.period == REGULATION_PERIODS
            && self.pass == 2
            && self.deck.len() <= CROSSWISE_LEFT
        {
            self.crosswise_drawn = true;
            ev.push(Event::CrosswiseCard);
        }
    }

    pub(super) fn replenish(&mut self, team: Team, ev: &mut Vec<Event>) {
        let base = self.base_hand(team);
        let bonus = self.bonus[team].min(MAX_HAND.saturating_sub(base));
        let held = self.hands[team].len() as u8;
        if bonus > 0 && held < base + bonus && !self.period_ending {
            self.phase = Phase::TakeBonus { team, max: bonus };
        } else {
            self.bonus[team] = 0;
            self.replenish_to(team, base, ev);
        }
    }

    pub(super) fn replenish_to(&mut self, team: Team, target: u8, ev: &mut Vec<Event>) {
        let target = usize::from(target.min(MAX_HAND));
        let mut drew = 0;
        while self.hands[team].len() < target && !self.period_ending {
            if self.deck.is_empty() {
                if self.pass == 1 {
                    self.second_pass(ev);
                } else {
                    self.period_ending = true;
                    ev.push(Event::DeckExhausted);
                    break;
                }
            }
            let x = self.take(DrawTo::Hand(team)).expect("deck not empty");
            self.hands[team].push(x);
            drew += 1;
            self.note_crosswise(ev);
        }
        if drew > 0 {
            ev.push(Event::Replenished { team, drew });
        }
    }
}
