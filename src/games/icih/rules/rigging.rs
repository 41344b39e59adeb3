//! Tables set up by hand for tests (test builds only).

use super::*;

/// A table set up by hand, for tests: hands, the next cards off the deck, the puck.
#[cfg(test)]
#[derive(Debug, Clone)]
pub struct Rig {
    pub era: Era,
    pub hands: ByTeam<Vec<CardId>>,
    /// The next cards drawn, in order; the rest of the deck comes after them.
    pub draws: Vec<CardId>,
    /// Cards already in the discard pile (the last one is on top).
    pub discards: Vec<CardId>,
    pub puck: Pos,
    pub control: Team,
    pub chain: Next,
    pub score: ByTeam<u16>,
    pub period: u8,
    pub period_kind: PeriodKind,
    pub pass: u8,
    pub crosswise_drawn: bool,
    pub pulled: Option<Team>,
    pub bonus: ByTeam<u8>,
    pub rules_version: u16,
}

#[cfg(test)]
impl Default for Rig {
    fn default() -> Self {
        Rig {
            era: Era::Shootout,
            hands: ByTeam::default(),
            draws: Vec::new(),
            discards: Vec::new(),
            puck: Pos::Centre,
            control: Team::Home,
            chain: Next::FRESH,
            score: ByTeam::default(),
            period: 1,
            period_kind: PeriodKind::Regulation,
            pass: 1,
            crosswise_drawn: false,
            pulled: None,
            bonus: ByTeam::default(),
            rules_version: RULES_VERSION,
        }
    }
}

#[cfg(test)]
impl Icih {
    /// A game in the given position with `control` to play (Attack phase).
    pub fn rigged(rig: Rig) -> Icih {
        let mut game = Icih::new_under(
            Options {
                players: Players::TwoPlayers,
                era: rig.era,
            },
            1,
            rig.rules_version,
        );
        let used: Vec<CardId> = rig
            .hands
            .home
            .iter()
            .chain(&rig.hands.away)
            .chain(&rig.draws)
            .chain(&rig.discards)
            .copied()
            .collect();
        let mut sorted = used.clone();
        sorted.sort_unstable();
        sorted.dedup();
        assert_eq!(sorted.len(), used.len(), "a card rigged twice");
        let mut pile: Vec<CardId> = (1..=64).filter(|c| !used.contains(c)).collect();
        pile.extend(rig.draws.iter().rev());
        game.deck = Deck::new(pile);
        for &c in &rig.discards {
            game.deck.discard(c);
        }
        game.set_aside.clear();
        game.face_up = None;
        game.hands = rig.hands;
        game.puck = rig.puck;
        game.control = Some(rig.control);
        game.chain = rig.chain;
        game.period = rig.period;
        game.period_kind = rig.period_kind;
        game.pass = rig.pass;
        game.crosswise_drawn = rig.crosswise_drawn;
        game.pulled = rig.pulled;
        game.bonus = rig.bonus;
        game.period_ending = false;
        game.delayed.clear();
        game.power_play = None;
        game.queue.clear();
        game.box_score = BoxScore::default();
        for team in Team::BOTH {
            game.box_score.line(rig.period, team).goals = rig.score[team];
        }
        game.phase = Phase::Attack { team: rig.control };
        game
    }

    /// The next cards of the draw pile, top first (tests only: views never show this).
    pub fn peek_deck(&self, count: usize) -> Vec<CardId> {
        let all: Vec<CardId> = self.deck.all_cards().copied().collect();
        let draw = &all[..self.deck.len()];
        draw.iter().rev().take(count).copied().collect()
    }

    pub fn delayed_calls(&self) -> &[Call] {
        &self.delayed
    }
}
