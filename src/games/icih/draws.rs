//! Playing by link (issue 25): the engine's draws when neither device knows the deck.
//!
//! A game between two devices has no seed. Its deck is shuffled jointly, masked, and each card
//! is unmasked only for the side that may see it (games::icih::link). The engine then runs with
//! a [`DrawScript`]: every shuffle starts a new masked deck (an epoch), every draw takes the next
//! position of it, and the script says whether this device can read that position. A card it
//! cannot read sits in the other hand (or set aside) as [`HIDDEN`]; a card the table needs and
//! this device cannot read yet stalls the game until the other side's unmasking arrives.
//!
//! The same script serves a shared game in progress (a sealed record: only the draws its sharer
//! saw), a game continued from one (the rest dealt from a new seed), and the tracing that makes
//! a sealed record from a played game.

use super::rules::Icih;
use super::state::CardId;
use crate::engine::{ByTeam, GameRng, Team};

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

/// What becomes of a draw the script does not know.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum Unknown {
    /// Playing by link: hidden in a hand or set aside; the table waits for the other side.
    #[default]
    Waits,
    /// A sealed share link: hidden in a hand or set aside; the table never needs one (else the
    /// record is broken). A hand's hidden card becomes the card it plays.
    Sealed,
    /// A game continued from a sealed link: at each shuffle, the cards nobody fixed are dealt
    /// to the free positions by this generator, so the game is whole again.
    Dealt(Box<GameRng>),
    /// A seeded game: the engine's own deck deals; the script only writes down each draw.
    Traced,
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
    pub unknown: Unknown,
    /// Filled by the engine: the card each of `draws` gave ([`HIDDEN`] when unread).
    pub dealt: Vec<CardId>,
    /// The hidden cards now in each hand, by the draw that put them there.
    pub held: ByTeam<Vec<ScriptDraw>>,
    /// Hidden cards a hand has since played, each given a draw it may have come from.
    pub revealed: Vec<(ScriptDraw, CardId)>,
    /// Why the script cannot be the deck of this game (a damaged or forged record).
    pub broken: Option<&'static str>,
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

    /// A script for a record: `known` per shuffle and position, 0 where not known.
    pub fn for_record(known: &[Vec<CardId>], unknown: Unknown) -> DrawScript {
        let known = known
            .iter()
            .map(|epoch| epoch.iter().map(|&c| (c != HIDDEN).then_some(c)).collect())
            .collect();
        DrawScript {
            known,
            unknown,
            ..DrawScript::default()
        }
    }

    /// A script that only writes down what a seeded game draws.
    pub fn tracing() -> DrawScript {
        DrawScript {
            unknown: Unknown::Traced,
            ..DrawScript::default()
        }
    }

    /// The engine shuffled: `cards` are the new deck's cards. For a dealt game, the order the
    /// new deck must have (first drawn first).
    pub(super) fn shuffled(&mut self, mut cards: Vec<CardId>) -> Option<Vec<CardId>> {
        if self.stalled.is_some() {
            return None;
        }
        cards.sort_unstable();
        let epoch = self.shuffles.len();
        self.next = 0;
        if matches!(self.unknown, Unknown::Sealed | Unknown::Dealt(_)) && !self.fits(epoch, &cards)
        {
            self.broken = Some("a shuffle holds cards its deck cannot have");
        }
        self.shuffles.push(cards.clone());
        let Unknown::Dealt(rng) = &mut self.unknown else {
            return None;
        };
        if self.broken.is_some() {
            return None;
        }
        if self.known.len() <= epoch {
            self.known.resize(epoch + 1, Vec::new());
        }
        let fixed = &mut self.known[epoch];
        fixed.resize(cards.len(), None);
        let mut free: Vec<CardId> = cards
            .into_iter()
            .filter(|c| !fixed.contains(&Some(*c)))
            .collect();
        rng.shuffle(&mut free);
        for slot in fixed.iter_mut().filter(|slot| slot.is_none()) {
            *slot = free.pop();
        }
        fixed.iter().copied().collect()
    }

    /// Are the cards fixed for `epoch` all in `cards`, each once, within the deck's length?
    fn fits(&self, epoch: usize, cards: &[CardId]) -> bool {
        let Some(fixed) = self.known.get(epoch) else {
            return true;
        };
        let mut seen = Vec::new();
        fixed.len() <= cards.len()
            && fixed.iter().flatten().all(|c| {
                let fresh = !seen.contains(c);
                seen.push(*c);
                fresh && cards.binary_search(c).is_ok()
            })
    }

    /// Would a draw to `to` now stall (the table needs a card this device cannot read)?
    pub(super) fn would_stall(&self, to: DrawTo) -> bool {
        let epoch = self.shuffles.len().saturating_sub(1);
        matches!(self.unknown, Unknown::Waits)
            && self.stalled.is_none()
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
        let known = self
            .known
            .get(epoch)
            .and_then(|e| e.get(pos))
            .copied()
            .flatten();
        let card = match (known, &self.unknown, to) {
            (_, Unknown::Traced, _) => stand_in,
            (Some(card), _, _) => card,
            (None, Unknown::Waits, DrawTo::Table) => {
                self.stalled = Some(draw);
                stand_in
            }
            (None, Unknown::Sealed | Unknown::Dealt(_), DrawTo::Table) => {
                self.broken = Some("the record lacks a card turned up on the table");
                stand_in
            }
            (None, _, DrawTo::Hand(team)) => {
                self.held[team].push(draw);
                HIDDEN
            }
            (None, _, DrawTo::Aside) => HIDDEN,
        };
        self.dealt.push(card);
        card
    }

    /// The hands went back into the deck: no hidden card is held any more.
    pub(super) fn hands_gathered(&mut self) {
        self.held = ByTeam::default();
    }

    /// `team` played `card`, one of its hidden cards: give it a draw it could have come from.
    /// The newest shuffle whose cards include it is the one it was drawn from last (a card a
    /// later shuffle held was in that deck, not in the hand).
    pub(super) fn note_reveal(&mut self, team: Team, card: CardId) {
        let held = &mut self.held[team];
        let from = held
            .iter()
            .enumerate()
            .filter(|(_, d)| {
                self.shuffles
                    .get(d.epoch)
                    .is_some_and(|cards| cards.binary_search(&card).is_ok())
            })
            .max_by_key(|(at, d)| (d.epoch, usize::MAX - at))
            .map(|(at, _)| at);
        match from {
            Some(at) => {
                let draw = held.remove(at);
                self.revealed.push((draw, card));
            }
            None => self.broken = Some("a hand played a card it cannot have drawn"),
        }
    }

    /// Every card this script has read or been shown, per shuffle and position (0 where none):
    /// what a dealt continuation of the game must keep.
    pub fn seen(&self) -> Vec<Vec<CardId>> {
        let mut known: Vec<Vec<CardId>> = vec![Vec::new(); self.shuffles.len()];
        let shown = self.draws.iter().zip(&self.dealt).map(|(d, &c)| (*d, c));
        for (draw, card) in shown.chain(self.revealed.iter().copied()) {
            if card == HIDDEN {
                continue;
            }
            let epoch = &mut known[draw.epoch];
            if epoch.len() <= draw.pos {
                epoch.resize(draw.pos + 1, HIDDEN);
            }
            epoch[draw.pos] = card;
        }
        known
    }
}
