//! The public shape of an Ice Cold Ice Hockey game: options, actions, events, phases.

use super::cards::{Shot, Zone};
use crate::engine::Team;
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub type CardId = u8;

/// How a game tied after three periods is settled (chosen before the game starts).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Era {
    /// Playoff game, any era: full overtime periods until someone scores.
    Playoff,
    /// 1982-83 and before: a tie stands.
    TieGame,
    /// 1983-84 to 2004-05: a five-minute overtime (40 cards, 6-card hands), then a tie.
    Overtime,
    /// 2005-06 on: the five-minute overtime, then a shootout.
    Shootout,
}

impl Era {
    pub const ALL: [Era; 4] = [Era::Shootout, Era::Overtime, Era::TieGame, Era::Playoff];

    pub fn label(self) -> &'static str {
        match self {
            Era::Playoff => "Playoff: overtime until a goal",
            Era::TieGame => "1982-83 and before: ties stand",
            Era::Overtime => "1983-84 to 2004-05: 5-minute overtime",
            Era::Shootout => "2005-06 on: overtime, then a shootout",
        }
    }
}

/// How hard the computer plays (the players themselves live with the computer opponents).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    Easy,
    Medium,
    Hard,
}

impl Action {
    /// The hand card this action plays or discards, if any.
    pub fn card(&self) -> Option<CardId> {
        match *self {
            Action::Play { card }
            | Action::Answer { card }
            | Action::Discard { card }
            | Action::DumpIn { discard: card }
            | Action::DumpOutToCentre { discard: card }
            | Action::DefensiveMode { discard: card } => Some(card),
            _ => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Players {
    TwoPlayers,
    VsComputer { computer: Team, level: Level },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub players: Players,
    pub era: Era,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: Players::VsComputer {
                computer: Team::Away,
                level: Level::Medium,
            },
            era: Era::Shootout,
        }
    }
}

/// Where the puck is, fixed to the rink rather than to a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pos {
    /// The home team's defensive zone (the visitors' offensive zone).
    HomeEnd,
    Centre,
    AwayEnd,
}

impl Pos {
    pub fn zone_for(self, team: Team) -> Zone {
        match (self, team) {
            (Pos::Centre, _) => Zone::Centre,
            (Pos::HomeEnd, Team::Home) | (Pos::AwayEnd, Team::Away) => Zone::Defensive,
            _ => Zone::Offensive,
        }
    }

    pub fn of(team: Team, zone: Zone) -> Pos {
        match (zone, team) {
            (Zone::Centre, _) => Pos::Centre,
            (Zone::Defensive, Team::Home) | (Zone::Offensive, Team::Away) => Pos::HomeEnd,
            _ => Pos::AwayEnd,
        }
    }
}

/// The out-of-turn decision the defending player is asked to make.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Window {
    /// A card with a red "D" at upper right (or Muscled Off the Puck) was played.
    Defence { card: CardId, from: Pos, to: Pos },
    /// An outside shot was declared: O/S Blocked may be played.
    OutsideShot,
    /// An inside-shot card was played: I/S Blocked (or, on #39/#40, a possible-penalty card).
    InsideShot { card: CardId },
    /// The opponent dumps (or tries to dump) out of his zone: Puck Kept In may be played.
    DumpOut { to_offence: bool },
    /// A power-play shot is about to be drawn: a shot-blocked card may be played.
    PowerPlayShot { kind: ShotKind },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotKind {
    Outside,
    Inside,
    /// A major's shot card is read twice: outside and inside.
    Both,
}

/// Who must decide what now. Exactly one team acts at a time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The team in control picks an offensive option.
    Attack {
        team: Team,
    },
    /// The defending team may answer the play or let it go.
    Answer {
        team: Team,
        attacker: Team,
        window: Window,
    },
    /// A dump-out was iced: touch up (take the puck in your zone) or take the face-off.
    TouchUp {
        team: Team,
    },
    /// Defensive mode turned up a defensive card: keep it as the replenishment or not.
    DefensiveModePick {
        team: Team,
        card: CardId,
    },
    /// After Ice the Puck: one more discard before replenishing, or none.
    ExtraDiscard {
        team: Team,
    },
    /// Too many cards in hand: discard this many more.
    DiscardDown {
        team: Team,
        count: u8,
    },
    /// Momentum: take up to `max` bonus cards.
    TakeBonus {
        team: Team,
        max: u8,
    },
    /// A face-off is coming: pull or return the goalie, or drop the puck.
    Stoppage {
        team: Team,
        pos: Pos,
    },
    /// A shootout attempt.
    Shootout {
        team: Team,
    },
    /// Play has stopped for a power play and this team's goalie is pulled: back in net or not
    /// (rules version 2).
    PowerPlayStoppage {
        team: Team,
    },
    Over,
}

impl Phase {
    pub fn actor(self) -> Option<Team> {
        match self {
            Phase::Attack { team }
            | Phase::Answer { team, .. }
            | Phase::TouchUp { team }
            | Phase::DefensiveModePick { team, .. }
            | Phase::ExtraDiscard { team }
            | Phase::DiscardDown { team, .. }
            | Phase::TakeBonus { team, .. }
            | Phase::Stoppage { team, .. }
            | Phase::Shootout { team }
            | Phase::PowerPlayStoppage { team } => Some(team),
            Phase::Over => None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Play a Skate, Pass or Inside Shot card from the hand.
    Play {
        card: CardId,
    },
    DumpOutToCentre {
        discard: CardId,
    },
    DumpOutToOffence,
    DumpIn {
        discard: CardId,
    },
    DefensiveMode {
        discard: CardId,
    },
    OutsideShot,
    PullGoalie,
    ReturnGoalie,
    /// Answer in a window with a defensive, blocking or kept-in card.
    Answer {
        card: CardId,
    },
    LetPlay,
    TouchUp,
    CallIcing,
    KeepCard,
    LeaveCard,
    Discard {
        card: CardId,
    },
    SkipDiscard,
    TakeBonus {
        count: u8,
    },
    DropPuck,
    Shoot,
    /// At a power-play stoppage: the goalie stays on the bench.
    KeepGoaliePulled,
}

/// Why a card was turned up from the deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Check {
    FaceOff,
    LoosePuck,
    DumpOut,
    DumpIn,
    /// ID check on a possible-penalty card (its H/V also decides the loose puck).
    PenaltyCard,
    /// A "Penalty 10-40" check behind the play.
    BehindThePlay,
    CheapShot,
    Fight,
    OutsideShot,
    InsideShot,
    Rebound,
    PowerPlayShot,
    PenaltyShotAward,
    PenaltyShot,
    EmptyNet,
    DefensiveMode,
    Shootout,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoalKind {
    Even,
    PowerPlay,
    ShortHanded,
    EmptyNet,
    PenaltyShot,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    PeriodStarted {
        period: u8,
        cards: u8,
        hand: u8,
    },
    SecondPass,
    /// The deck ran out in the last pass: the period ends at the next stoppage of play.
    DeckExhausted,
    PeriodEnded {
        period: u8,
    },
    Drawn {
        card: CardId,
        check: Check,
    },
    FaceOffWon {
        team: Team,
        pos: Pos,
    },
    Played {
        team: Team,
        card: CardId,
        from: Pos,
        to: Pos,
    },
    Answered {
        team: Team,
        card: CardId,
        pos: Pos,
    },
    LetGo {
        team: Team,
    },
    Moved {
        team: Team,
        pos: Pos,
    },
    GainedControl {
        team: Team,
        pos: Pos,
    },
    DumpedOutToCentre {
        team: Team,
        card: CardId,
    },
    DumpOutTried {
        team: Team,
    },
    DumpedIn {
        team: Team,
        card: CardId,
    },
    DefensiveMode {
        team: Team,
        card: CardId,
    },
    KeptCard {
        team: Team,
        card: CardId,
    },
    Icing {
        team: Team,
    },
    TouchedUp {
        team: Team,
    },
    Offside,
    OutsideShot {
        team: Team,
    },
    ShotResult {
        team: Team,
        card: CardId,
        shot: Shot,
        inside: bool,
    },
    Blocked {
        team: Team,
        card: CardId,
    },
    Goal {
        team: Team,
        kind: GoalKind,
    },
    Saved {
        team: Team,
    },
    Penalty {
        team: Team,
        card: CardId,
        major: bool,
    },
    NoPenalty {
        card: CardId,
    },
    Coincidental,
    DelayedPenalty {
        team: Team,
    },
    PowerPlayWavedOff {
        team: Team,
    },
    PowerPlay {
        team: Team,
        shots: u8,
        major: bool,
    },
    PenaltyShotAwarded {
        team: Team,
    },
    Fight {
        winner: Option<Team>,
    },
    Momentum {
        team: Team,
        cards: u8,
    },
    Replenished {
        team: Team,
        drew: u8,
    },
    Discarded {
        team: Team,
        card: CardId,
    },
    GoaliePulled {
        team: Team,
    },
    GoalieBack {
        team: Team,
    },
    CrosswiseCard,
    ShootoutAttempt {
        team: Team,
        card: CardId,
        scored: bool,
    },
    GameOver {
        winner: Option<Team>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum IcihError {
    #[error("the game is over")]
    GameOver,
    #[error("that is not allowed now: {0}")]
    Illegal(String),
}
