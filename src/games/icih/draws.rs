//! Playing by link (issue 25): the engine's draws when neither device knows the deck.
//!
//! A game between two devices has no seed. Its deck is shuffled jointly, masked, and each card
//! is unmasked only for the side that may see it (games::icih::link). The engine then runs with
//! a [`DrawScript`]: every shuffle starts a new masked deck (an epoch), every draw takes the next
//! position of it, and the script says whether this device can read that position. A card it
//! cannot read sits in the other hand (or set aside) as [`HIDDEN`]; a card the table needs and
//! this device cannot read yet stalls the game until the other side's unmasking arrives.

use super::rules::Icih;
use super::state::CardId;
use crate::engine::Team;

/// A card this device cannot read: in the other hand, set aside, or its own card not yet
/// unmasked. Real cards are 1-64.
pub const HIDDEN: CardId = 0;

/// Where a drawn card goes, which says who must unmask it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawTo {
    /// Turned up for all to see: both sides unmask it.
    Table,
    /// Into a hand: only the other side unmasks it, for its holder.
    Hand(Team),
    /// Out of play face down (a short overtime's spare cards): nobody unmasks it.
    Aside,
}

/// One draw the engine made: the shuffle it came from, its place in that deck, where it went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ScriptDraw {
    pub epoch: usize,
    pub pos: usize,
    pub to: DrawTo,
}

/// What this device can read of each shuffled deck, and what the engine did with it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DrawScript {
    /// Per epoch, per position: the card, when this device can read it.
    pub known: Vec<Vec<Option<CardId>>>,
    /// Filled by the engine: the cards of each shuffle (sorted), in order.
    pub shuffles: Vec<Vec<CardId>>,
    /// Filled by the engine: every draw, in order, up to and with the stall.
    pub draws: Vec<ScriptDraw>,
    /// Set by the engine when the table needed a card this device cannot read yet: the game
    /// stops there, and the state after it means nothing (and is not recorded here).
    pub stalled: Option<ScriptDraw>,
    /// The game as it stood just before the stalled draw, to show while waiting.
    pub frozen: Option<Box<Icih>>,
    /// How many of the stalled action's events came before the stall (the rest mean nothing).
    pub events_at_stall: Option<usize>,
    /// Position of the next draw in the current epoch.
    next: usize,
}

impl DrawScript {
    /// A script that reads the positions in `known`.
    pub fn new(known: Vec<Vec<Option<CardId>>>) -> DrawScript {
        DrawScript {
            known,
            ..DrawScript::default()
        }
    }

    /// The engine shuffled: `cards` are the new deck's cards.
    pub(super) fn shuffled(&mut self, mut cards: Vec<CardId>) {
        if self.stalled.is_some() {
            return;
        }
        cards.sort_unstable();
        self.shuffles.push(cards);
        self.next = 0;
    }

    /// Would a draw to `to` now stall (the table needs a card this device cannot read)?
    pub(super) fn would_stall(&self, to: DrawTo) -> bool {
        let epoch = self.shuffles.len().saturating_sub(1);
        self.stalled.is_none()
            && to == DrawTo::Table
            && self
                .known
                .get(epoch)
                .and_then(|e| e.get(self.next))
                .copied()
                .flatten()
                .is_none()
    }

    /// The engine draws a card to `to`: the card if readable, else [`HIDDEN`] (a hand or the
    /// spare cards) or a stall (the table), where `stand_in` is returned and must mean nothing.
    pub(super) fn draw(&mut self, to: DrawTo, stand_in: CardId) -> CardId {
        if self.stalled.is_some() {
            return stand_in;
        }
        let epoch = self.shuffles.len().saturating_sub(1);
        let pos = self.next;
        self.next += 1;
        let draw = ScriptDraw { epoch, pos, to };
        self.draws.push(draw);
        match self
            .known
            .get(epoch)
            .and_then(|e| e.get(pos))
            .copied()
            .flatten()
        {
            Some(card) => card,
            None if to == DrawTo::Table => {
                self.stalled = Some(draw);
                stand_in
            }
            None => HIDDEN,
        }
    }
}
