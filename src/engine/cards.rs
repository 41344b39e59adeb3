//! Decks: a face-down draw pile and a discard pile. The draw order is private; views get counts.

use super::rng::GameRng;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<C> {
    /// Top of the pile is the end of the vector.
    draw: Vec<C>,
    discards: Vec<C>,
}

impl<C> Deck<C> {
    /// A deck in the given order, top card last. Call `shuffle` for a random order.
    pub fn new(cards: Vec<C>) -> Self {
        Deck {
            draw: cards,
            discards: Vec::new(),
        }
    }

    pub fn shuffled(cards: Vec<C>, rng: &mut GameRng) -> Self {
        let mut deck = Deck::new(cards);
        deck.shuffle(rng);
        deck
    }

    pub fn shuffle(&mut self, rng: &mut GameRng) {
        rng.shuffle(&mut self.draw);
    }

    pub fn draw(&mut self) -> Option<C> {
        self.draw.pop()
    }

    /// Draws, first turning the shuffled discards into a new draw pile if the pile is empty.
    pub fn draw_or_reshuffle(&mut self, rng: &mut GameRng) -> Option<C> {
        if self.draw.is_empty() {
            self.reshuffle_discards(rng);
        }
        self.draw.pop()
    }

    pub fn discard(&mut self, card: C) {
        self.discards.push(card);
    }

    pub fn reshuffle_discards(&mut self, rng: &mut GameRng) {
        self.draw.append(&mut self.discards);
        self.shuffle(rng);
    }

    /// Puts cards back into the draw pile (for example at the end of a period) and shuffles.
    pub fn gather_and_shuffle(&mut self, cards: impl IntoIterator<Item = C>, rng: &mut GameRng) {
        self.draw.extend(cards);
        self.draw.append(&mut self.discards);
        self.shuffle(rng);
    }

    pub fn len(&self) -> usize {
        self.draw.len()
    }

    pub fn is_empty(&self) -> bool {
        self.draw.is_empty()
    }

    pub fn discard_count(&self) -> usize {
        self.discards.len()
    }

    /// The face-up discard pile, oldest first.
    pub fn discards(&self) -> &[C] {
        &self.discards
    }

    /// The face-up top of the discard pile (ICIH plays on it).
    pub fn top_discard(&self) -> Option<&C> {
        self.discards.last()
    }

    /// The face-down pile, top card last. Only for the computer's search, which re-deals the
    /// cards it cannot see (see `replace_draw_pile`); never for a view.
    pub fn draw_pile(&self) -> &[C] {
        &self.draw
    }

    /// Puts a new face-down pile in place (top card last).
    pub fn replace_draw_pile(&mut self, cards: Vec<C>) {
        self.draw = cards;
    }

    /// Every card the deck holds, in no promised order; for conservation checks.
    pub fn all_cards(&self) -> impl Iterator<Item = &C> {
        self.draw.iter().chain(self.discards.iter())
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn is_red(self) -> bool {
        matches!(self, Suit::Diamonds | Suit::Hearts)
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

/// A standard playing card. Rank runs 2..=14 with the ace high (14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlayingCard {
    pub rank: u8,
    pub suit: Suit,
}

impl PlayingCard {
    pub const JACK: u8 = 11;
    pub const ACE: u8 = 14;

    pub fn new(rank: u8, suit: Suit) -> Self {
        debug_assert!((2..=14).contains(&rank));
        PlayingCard { rank, suit }
    }

    /// Jack, queen, king or ace.
    pub fn is_honor(self) -> bool {
        self.rank >= Self::JACK
    }

    pub fn rank_label(self) -> &'static str {
        const LABELS: [&str; 13] = [
            "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A",
        ];
        LABELS[usize::from(self.rank - 2)]
    }

    pub fn rank_name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack",
            "queen", "king", "ace",
        ];
        NAMES[usize::from(self.rank - 2)]
    }

    /// All 13 ranks of the given suits.
    pub fn suits(suits: &[Suit]) -> Vec<PlayingCard> {
        suits
            .iter()
            .flat_map(|&s| (2..=14).map(move |r| PlayingCard::new(r, s)))
            .collect()
    }
}

impl fmt::Display for PlayingCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_label(), self.suit.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draw_discard_reshuffle_conserves_cards() {
        let mut rng = GameRng::from_seed(1);
        let mut deck = Deck::shuffled((1..=64).collect::<Vec<u32>>(), &mut rng);
        let mut drawn = Vec::new();
        for _ in 0..64 {
            drawn.push(deck.draw().unwrap());
        }
        assert!(deck.draw().is_none());
        for c in drawn {
            deck.discard(c);
        }
        assert_eq!(deck.discard_count(), 64);
        assert!(deck.draw_or_reshuffle(&mut rng).is_some());
        assert_eq!(deck.len(), 63);
        assert_eq!(deck.discard_count(), 0);
        let mut all: Vec<u32> = deck.all_cards().copied().collect();
        all.sort();
        assert_eq!(all.len(), 63);
    }

    #[test]
    fn shuffle_changes_order_deterministically() {
        let cards: Vec<u32> = (0..52).collect();
        let a = Deck::shuffled(cards.clone(), &mut GameRng::from_seed(5));
        let b = Deck::shuffled(cards.clone(), &mut GameRng::from_seed(5));
        let c = Deck::shuffled(cards.clone(), &mut GameRng::from_seed(6));
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_ne!(a, Deck::new(cards));
    }

    #[test]
    fn standard_cards() {
        let red = PlayingCard::suits(&[Suit::Hearts, Suit::Diamonds]);
        assert_eq!(red.len(), 26);
        assert_eq!(red.iter().filter(|c| c.is_honor()).count(), 8);
        assert_eq!(PlayingCard::new(14, Suit::Spades).to_string(), "A♠");
        assert_eq!(PlayingCard::new(10, Suit::Hearts).rank_name(), "ten");
    }
}
