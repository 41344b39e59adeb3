//! The rules engine: state, legal actions and how each action resolves, a file per part of
//! the game: `game` (setting up, what the table reads), `legal` (the legal moves), `actions`
//! (applying one), `flow` (the steps run until someone must decide, face-offs), `drawing`
//! (the deck and the hands), `checks` (H/V, loose pucks, penalty checks, fights, momentum),
//! `plays` (plays, answers and defence), `dumps` (icing, dumps, defensive mode), `shots`
//! (goalies, shots and goals), `penalties` (penalties and power plays), `periods` (periods,
//! overtime, shootout) and `rigging` (tables set up by hand, tests only).

use super::cards::*;
use super::deck::{FIGHT_WINNER, card};
use super::draws::{DrawScript, DrawTo, HIDDEN, Unknown};
use super::state::*;
use crate::engine::cards::Deck;
use crate::engine::record::Deal;
use crate::engine::score::BoxScore;
use crate::engine::{ByTeam, DecidedIn, GameRng, Outcome, Team};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;

mod actions;
mod checks;
mod drawing;
mod dumps;
mod flow;
mod game;
mod legal;
mod penalties;
mod periods;
mod plays;
#[cfg(test)]
mod rigging;
mod shots;

pub use periods::period_label;
#[cfg(test)]
pub use rigging::Rig;

pub const HAND: u8 = 5;
pub const MAX_HAND: u8 = 10;
pub const REGULATION_PERIODS: u8 = 3;
/// A five-minute overtime is played with this many cards.
pub const SHORT_OVERTIME_CARDS: usize = 40;
/// The crosswise card is the 16th from the bottom of the third period's second pass.
pub const CROSSWISE_LEFT: usize = 15;
pub const MINOR_MINUTES: u16 = 2;
pub const MAJOR_MINUTES: u16 = 5;
pub const GOAL_MOMENTUM: u8 = 3;
pub const SUPER_SAVE_MOMENTUM: u8 = 2;
pub const CHEAP_SHOT_MOMENTUM: u8 = 2;
pub const FIGHT_MOMENTUM: u8 = 2;
const SHOOTOUT_ROUNDS: usize = 3;

/// The rules new games are played under. Records keep the version they were played under.
pub const RULES_VERSION: u16 = MAJOR_LAST_CARD_VERSION;
/// Version 2 follows the rulebook where version 1 did not (docs/rules/icih.md, "Version 2"):
/// the Poke Check (#49) also plays in its holder's OZ, a Cheap Shot on #39/#40 keeps its own
/// effects, power-play outside shots at an empty net read as inside shots, a pulled goalie may
/// go back when play stops for a power play, and a major gives one +3 however it is scored.
pub const BOOK_FIXES_VERSION: u16 = 2;
/// Version 3 (the second audit): a major's last card gives no second +3 when its outside
/// reading scored and its inside reading rebounds in (ICIH-1), and a blocked inside reading on
/// a major's last card against an empty net is a loose puck, as every blocked shot is (N7).
pub const MAJOR_LAST_CARD_VERSION: u16 = 3;

fn version_1() -> u16 {
    1
}

/// A penalty called and not yet served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub team: Team,
    /// Power-play shots: the first digit of the ID that called it.
    pub shots: u8,
    pub major: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PowerPlay {
    /// The team with the man advantage.
    pub team: Team,
    pub major: bool,
    /// Shots of the current power play, next first.
    pub shots: VecDeque<ShotKind>,
    /// Power plays still to be served after this one (consecutive minors).
    pub pending: VecDeque<Serve>,
    pub goal_bonus_given: bool,
    /// A pulled goalie's side has been asked whether he goes back before the next serve.
    #[serde(default)]
    pub goalie_asked: bool,
}

impl PowerPlay {
    fn is_last_shot(&self) -> bool {
        self.shots.len() == 1 && self.pending.is_empty()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeriodKind {
    Regulation,
    /// A full 20-minute overtime period (playoffs), sudden death.
    LongOvertime,
    /// 40 cards, 6-card hands, sudden death.
    ShortOvertime,
    Shootout,
}

/// How a drawn shot card is read: in open play or on a power play, as the period's last card,
/// and whether the shooter's goal earns the +3.
#[derive(Debug, Clone, Copy)]
struct ShotTaken {
    on_power_play: bool,
    /// Nothing after the hyphen: the period is over once it is read.
    last_gasp: bool,
    goal_bonus: bool,
}

impl ShotTaken {
    const OPEN_PLAY: ShotTaken = ShotTaken {
        on_power_play: false,
        last_gasp: false,
        goal_bonus: true,
    };
}

/// What happens once the action is resolved and hands are replenished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum After {
    Possession { team: Team, pos: Pos, chain: Next },
    FaceOff(Pos),
    PowerPlay,
}

/// One power play to be served.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Serve {
    /// The team with the man advantage.
    pub team: Team,
    pub shots: u8,
    pub major: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
enum Step {
    DiscardDown(Team, u8),
    Replenish(Team),
    ExtraDiscard(Team),
    Then(After),
    PowerPlayShot,
}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShootoutScore {
    pub attempts: ByTeam<Vec<bool>>,
}

impl ShootoutScore {
    pub fn goals(&self) -> ByTeam<u16> {
        self.attempts
            .map(|_, a| a.iter().filter(|&&g| g).count() as u16)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Icih {
    options: Options,
    /// The rules this game is played under (see [`RULES_VERSION`]).
    #[serde(default = "version_1")]
    rules_version: u16,
    rng: GameRng,
    deck: Deck<CardId>,
    /// Cards out of play in a short overtime.
    set_aside: Vec<CardId>,
    hands: ByTeam<Vec<CardId>>,
    /// A card turned up for defensive mode, waiting for the keep-or-leave decision.
    face_up: Option<CardId>,
    puck: Pos,
    control: Option<Team>,
    chain: Next,
    period: u8,
    period_kind: PeriodKind,
    pass: u8,
    period_ending: bool,
    crosswise_drawn: bool,
    bonus: ByTeam<u8>,
    pulled: Option<Team>,
    /// Penalties called against a team that has not yet touched the puck.
    delayed: Vec<Call>,
    power_play: Option<PowerPlay>,
    queue: VecDeque<Step>,
    phase: Phase,
    /// Who started the play being resolved; replenishes first.
    sequence_attacker: Team,
    box_score: BoxScore,
    shootout: Option<ShootoutScore>,
    outcome: Option<Outcome>,
    /// Penalties called during the resolution under way (empty between actions).
    calls: Vec<Call>,
    /// Surplus cards a team must shed before the next replenishment (momentum rule).
    discard_down: ByTeam<u8>,
    /// What happened while setting up (the deal and the opening face-off), for the log.
    opening: Vec<Event>,
    /// Playing by link: the deck is nobody's to know, and draws come from here (see `draws`).
    #[serde(skip)]
    script: Option<Box<DrawScript>>,
}

/// How the rulebook names the teams: the home side and the visitors.
pub const fn team_name(team: Team) -> &'static str {
    match team {
        Team::Home => "Home",
        Team::Away => "Visitors",
    }
}
