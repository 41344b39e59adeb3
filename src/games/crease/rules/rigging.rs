//! Rigging for rule tests (test builds only).

use super::*;

/// Rigging for rule tests: the next cards, the puck and the pending flip where a test needs
/// them.
#[cfg(test)]
impl Crease {
    /// The next cards to be turned, in order (the rest of the deck follows).
    pub(in crate::games::crease) fn rig_cards(&mut self, cards: &[u8]) {
        let mut pile: Vec<u8> = self
            .deck
            .draw_pile()
            .iter()
            .copied()
            .filter(|c| !cards.contains(c))
            .collect();
        pile.extend(cards.iter().rev());
        self.deck.replace_draw_pile(pile);
    }

    /// Play under way in the first period, `team` with the puck at `slot`.
    pub(in crate::games::crease) fn put_puck(&mut self, team: Team, slot: Slot) {
        if self.period == 0 {
            self.period = 1;
            self.clock = PERIOD_STEPS;
        }
        self.puck = team;
        self.carrier = slot;
        self.pending = Pending::PassTo;
    }

    pub(in crate::games::crease) fn set_pending(&mut self, pending: Pending) {
        self.pending = pending;
    }

    /// The end of a tied regulation: the next `Next` starts overtime.
    pub(in crate::games::crease) fn end_regulation_tied(&mut self) {
        self.period = REGULATION_PERIODS;
        self.clock = 0;
        self.pending = Pending::StartPeriod;
    }

    /// Late in the third period, `clock` steps left.
    pub(in crate::games::crease) fn set_late_third(&mut self, clock: u16) {
        self.period = REGULATION_PERIODS;
        self.clock = clock;
    }

    /// A minor on `team`'s skater, put on the clock, and the line-ups set for it.
    pub(in crate::games::crease) fn add_minor(&mut self, team: Team, player: u8) {
        self.penalties.push(Penalty {
            team,
            player: Some(player),
            kind: PenaltyKind::Minor,
            left: 6,
            reduces: true,
        });
        for t in Team::BOTH {
            self.set_lineup(t);
        }
    }

    /// A minor called on `team`'s skater now, as a penalty check calls it.
    pub(in crate::games::crease) fn call_minor(&mut self, team: Team, player: u8) -> Vec<Event> {
        let mut events = Vec::new();
        self.assess(
            &[(team, player, PenaltyKind::Minor, "Hooking")],
            false,
            &mut events,
        );
        events
    }

    pub(in crate::games::crease) fn assists_in_play(&self) -> &[u8] {
        &self.chain
    }
}
