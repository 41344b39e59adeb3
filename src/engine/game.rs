//! The interface every rule system implements. The engine is the only thing that changes a game:
//! the UI and the computer players ask `legal_actions` and call `apply`.

use super::record::Deal;
use super::team::{ByTeam, Team};
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// The five games. The numbers are part of the link and save format: never reuse one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GameId {
    CardHockey = 1,
    Icih = 2,
    OpenIce = 3,
    InsideTheCrease = 4,
    FourthStreet = 5,
}

impl GameId {
    pub const ALL: [GameId; 5] = [
        GameId::Icih,
        GameId::CardHockey,
        GameId::OpenIce,
        GameId::InsideTheCrease,
        GameId::FourthStreet,
    ];

    pub fn code(self) -> u8 {
        self as u8
    }

    pub fn from_code(code: u8) -> Option<GameId> {
        GameId::ALL.into_iter().find(|g| g.code() == code)
    }

    /// The game named as serde writes it in a save ("CardHockey"): for reading saves without
    /// serde_json (storage.rs).
    pub fn from_serde_name(name: &str) -> Option<GameId> {
        Some(match name {
            "CardHockey" => GameId::CardHockey,
            "Icih" => GameId::Icih,
            "OpenIce" => GameId::OpenIce,
            "InsideTheCrease" => GameId::InsideTheCrease,
            "FourthStreet" => GameId::FourthStreet,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            GameId::CardHockey => "Card Hockey",
            GameId::Icih => "Ice Cold Ice Hockey",
            GameId::OpenIce => "Open Ice",
            GameId::InsideTheCrease => "Inside the Crease",
            GameId::FourthStreet => "4th Street Hockey",
        }
    }

    /// Whether the game plays seasons (the three statistical sims).
    pub fn has_seasons(self) -> bool {
        matches!(
            self,
            GameId::OpenIce | GameId::InsideTheCrease | GameId::FourthStreet
        )
    }

    /// A stable lowercase key for URLs and storage.
    pub fn slug(self) -> &'static str {
        match self {
            GameId::CardHockey => "card-hockey",
            GameId::Icih => "icih",
            GameId::OpenIce => "open-ice",
            GameId::InsideTheCrease => "crease",
            GameId::FourthStreet => "fourth-street",
        }
    }
}

/// Who is looking. A seat sees its own hidden information only; `Everyone` is for finished
/// games and for games with no hidden information.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Seat(Team),
    Everyone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum DecidedIn {
    Regulation,
    Overtime,
    Shootout,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// `None` for a tie.
    pub winner: Option<Team>,
    pub final_score: ByTeam<u16>,
    pub decided_in: DecidedIn,
}

impl Outcome {
    /// The outcome a final score gives: the higher score wins, equal scores tie.
    pub fn from_score(final_score: ByTeam<u16>, decided_in: DecidedIn) -> Outcome {
        let winner = if final_score.home > final_score.away {
            Some(Team::Home)
        } else if final_score.away > final_score.home {
            Some(Team::Away)
        } else {
            None
        };
        Outcome {
            winner,
            final_score,
            decided_in,
        }
    }
}

pub trait Game: Clone + Debug + Serialize + DeserializeOwned + 'static {
    const ID: GameId;
    /// Bumped whenever a rule change would make old records replay differently.
    const RULES_VERSION: u16;

    type Options: Clone + Debug + Default + PartialEq + Serialize + DeserializeOwned;
    type Action: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Event: Clone + Debug + Serialize;
    type View: Clone + Debug + Serialize;
    type Error: std::error::Error + Clone + PartialEq;

    fn new(options: Self::Options, seed: u64) -> Self;

    /// Whether the rules can play a game with `options` (an own team with no goalie cannot):
    /// a record is refused with this message when it is decoded, so a share link and a save
    /// both get the check. `new` must still never panic on options that fail it.
    fn check_options(options: &Self::Options) -> Result<(), String> {
        let _ = options;
        Ok(())
    }

    /// A game played under the rules of `rules_version` (at most [`Game::RULES_VERSION`]): a
    /// record keeps the version it was played under, so old saves and links replay as they
    /// were played while new games use the newest rules. A game whose rules never changed
    /// ignores the version.
    fn with_rules_version(options: Self::Options, seed: u64, rules_version: u16) -> Self {
        let _ = rules_version;
        Self::new(options, seed)
    }

    /// A game whose record fixes its draws ([`Deal`]); only a game with hidden hands has one.
    fn with_deal(
        options: Self::Options,
        seed: u64,
        rules_version: u16,
        deal: &Deal,
    ) -> Result<Self, String> {
        let _ = (options, seed, rules_version, deal);
        Err("this game's records do not carry dealt cards".to_string())
    }

    fn options(&self) -> &Self::Options;

    /// Every decision open to `seat` right now, including out-of-turn ones.
    fn legal_actions(&self, seat: Team) -> Vec<Self::Action>;

    /// Validates first, then changes. On error the state is untouched.
    fn apply(&mut self, action: &Self::Action) -> Result<Vec<Self::Event>, Self::Error>;

    /// What `viewer` may see: hidden hands and deck order stripped.
    fn view(&self, viewer: Viewer) -> Self::View;

    fn outcome(&self) -> Option<Outcome>;

    /// The seats that have a decision to make now (empty when the game is over).
    fn seats_to_act(&self) -> Vec<Team> {
        if self.outcome().is_some() {
            return Vec::new();
        }
        Team::BOTH
            .into_iter()
            .filter(|&t| !self.legal_actions(t).is_empty())
            .collect()
    }

    /// What happened while the game was being set up (an opening face-off, say), for the log.
    fn initial_events(&self) -> Vec<Self::Event> {
        Vec::new()
    }

    /// Plain hockey words for one event, for the play-by-play log.
    fn describe(&self, event: &Self::Event) -> String;
}
