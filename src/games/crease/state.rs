//! Inside the Crease's public types: options, actions, events, and what the next flip reads.

use super::{Play, Save, ShotType, Slot};
use crate::engine::{ByTeam, Outcome, Team};
pub use crate::games::open_ice::{Coach, TeamPick};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What happens after a tied regulation (A34).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Overtime {
    /// One 5:00 sudden-death period, then a shootout (the NHL of the book's era).
    Shootout,
    /// 20:00 sudden-death periods at full strength until a goal (playoffs).
    Playoff,
}

/// Physical play (R91-R92); `Normal` is neutral (A39).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phy {
    Low,
    Normal,
    High,
}

impl Phy {
    pub fn word(self) -> &'static str {
        match self {
            Phy::Low => "low",
            Phy::Normal => "normal",
            Phy::High => "high",
        }
    }
}

/// A team's strategy card (R88): forecheckers 0-3 and physical play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strategy {
    pub fc: u8,
    pub phy: Phy,
}

impl Default for Strategy {
    fn default() -> Self {
        Strategy {
            fc: 2,
            phy: Phy::Normal,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub teams: ByTeam<TeamPick>,
    pub coaches: ByTeam<Coach>,
    pub overtime: Overtime,
    /// Skaters a side in regular-season overtime: 3 (today's NHL, the league's seasons; the
    /// default from rules version 4) or 4 (the book's era, A34).
    pub overtime_skaters: u8,
    /// The optional rules: SHFT limits on line changes, strategy cards, injuries, pulling the
    /// goalie in the last 80 seconds.
    pub shift_limits: bool,
    pub strategies: bool,
    pub injuries: bool,
    pub pull_goalie: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            teams: TeamPick::default_pair(),
            coaches: ByTeam::new(Coach::Computer, Coach::Computer),
            overtime: Overtime::Shootout,
            overtime_skaters: 3,
            shift_limits: true,
            strategies: true,
            injuries: true,
            pull_goalie: true,
        }
    }
}

/// Everything a seat can decide. `Next` flips the next card: either seat may press it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Next,
    /// Set the strategy card (strategies option).
    SetStrategy {
        team: Team,
        strategy: Strategy,
    },
    /// The forward line (0-3) and defence pair (0-2) that go on at the next change.
    NextLines {
        team: Team,
        forwards: u8,
        pair: u8,
    },
    PullGoalie(Team),
    ReturnGoalie(Team),
    /// The shooter for this team's next shootout attempt (skater index).
    Shooter {
        team: Team,
        player: u8,
    },
}

/// Which kind of shot a SHOT flip reads (R31, R58, R60).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotKind {
    Normal,
    Breakaway,
    PenaltyShot,
}

/// What the next flip is read for: the FAC section, with what it needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    StartPeriod,
    FaceOff,
    /// A timed PASS TO reading for the team with the puck.
    PassTo,
    /// The untimed PASS TO after an AST pass: who shoots, from his AST section (R20).
    AstPass {
        passer: Slot,
    },
    Shot {
        shooter: Slot,
        shot: ShotType,
        kind: ShotKind,
    },
    /// The goalie gave a rebound off `shooter`'s shot.
    Rebound {
        shooter: Slot,
    },
    /// `ties` loose-puck ties so far in this chain (the second is a whistle).
    LoosePuck {
        ties: u8,
    },
    /// After a giveaway: the team that won the puck may break.
    Breakaway,
    /// `fouled` may get a penalty shot: the AST section names the offender (R59).
    PenaltyShotCheck {
        fouled: Slot,
    },
    /// A possible penalty on `team`'s skater; `victim` had the puck.
    Penalty {
        team: Team,
        player: u8,
        victim: u8,
    },
    /// A possible penalty on `team`'s goalie: the next PEN number (R73).
    GoaliePenalty {
        team: Team,
    },
    /// Find the other fighter (R74).
    Fight {
        team: Team,
        player: u8,
        number: u8,
    },
    /// Injury check on a skater (`goalie` false) or goalie of `team` (R94-R95).
    Injury {
        team: Team,
        player: u8,
        goalie: bool,
    },
    /// Extra assists for the goal just scored (R62-R66): checks made so far.
    Assists {
        checks: u8,
    },
    /// The next shootout attempt by `team`.
    Shootout {
        team: Team,
    },
    Over,
}

/// The FAC section a flip was read in (for the table and the log).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Section {
    FaceOff,
    PassTo,
    AstPass,
    Shot,
    Rebound,
    LoosePuck,
    Breakaway,
    Assist,
    Burn,
    Penalty,
    Shootout,
}

impl Section {
    pub fn label(self) -> &'static str {
        match self {
            Section::FaceOff => "FO",
            Section::PassTo => "PASS TO",
            Section::AstPass => "PASS TO (AST pass)",
            Section::Shot => "SHOT",
            Section::Rebound => "REB",
            Section::LoosePuck => "LOOSE PUCK",
            Section::Breakaway => "BREAKAWAY",
            Section::Assist => "AST",
            Section::Burn => "burned",
            Section::Penalty => "PEN",
            Section::Shootout => "SHOOTOUT",
        }
    }
}

/// Which 1-40 section a play was read in (R14-R15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Strength {
    Even,
    PowerPlay,
    ShortHanded,
}

impl Strength {
    pub fn code(self) -> &'static str {
        match self {
            Strength::Even => "EVEN",
            Strength::PowerPlay => "PP",
            Strength::ShortHanded => "SH",
        }
    }
}

/// How a team came to have the puck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gain {
    FaceOff,
    Pass,
    Takeaway,
    Interception,
    LoosePuck,
    Rebound,
    DumpIn,
    Save,
    Icing,
    Giveaway,
    EmptySlot,
    FailedBreak,
}

/// A defensive stop and whether it worked (R24-R33).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StopCode {
    ForcedDumpIn,
    Takeaway,
    LoosePuck,
    Interception,
    Penalty,
    Wide,
    Blocked,
}

impl StopCode {
    pub fn code(self) -> &'static str {
        match self {
            StopCode::ForcedDumpIn => "FORCED DUMP IN IF",
            StopCode::Takeaway => "TAKEAWAY IF",
            StopCode::LoosePuck => "LOOSE PUCK IF",
            StopCode::Interception => "INTERCEPTION IF",
            StopCode::Penalty => "PENALTY IF",
            StopCode::Wide => "WIDE SHOT IF",
            StopCode::Blocked => "BLOCKED IF",
        }
    }
}

/// Penalty lengths (A23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyKind {
    Minor,
    DoubleMinor,
    Major,
    Misconduct,
}

impl PenaltyKind {
    pub fn minutes(self) -> u16 {
        match self {
            PenaltyKind::Minor => 2,
            PenaltyKind::DoubleMinor => 4,
            PenaltyKind::Major => 5,
            PenaltyKind::Misconduct => 10,
        }
    }
    pub fn word(self) -> &'static str {
        match self {
            PenaltyKind::Minor => "minor",
            PenaltyKind::DoubleMinor => "double minor",
            PenaltyKind::Major => "major",
            PenaltyKind::Misconduct => "misconduct",
        }
    }
}

/// How long an injured player is out (A27; the injury chart is ours).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum InjuryLength {
    /// Shaken up: back at the next line change.
    ShakenUp,
    RestOfPeriod,
    RestOfGame,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Event {
    PeriodStarts {
        period: u8,
    },
    /// A card was turned and read in `section`.
    Flip {
        card: u8,
        section: Section,
    },
    FaceOffWon {
        ratings: ByTeam<u8>,
        winner: Team,
        slot: Slot,
    },
    KickedOut {
        team: Team,
        player: u8,
    },
    /// `team`'s player at `slot` has the puck.
    Puck {
        team: Team,
        slot: Slot,
        gain: Gain,
    },
    Stop {
        code: StopCode,
        team: Team,
        rating: u8,
        threshold: u8,
        worked: bool,
    },
    /// The SHOT note `FC0-1: WIDE` sent `team`'s shot wide (rules version 4).
    SatBackWide {
        team: Team,
    },
    /// A skater's 1-40 section was read.
    Play {
        team: Team,
        player: u8,
        section: Strength,
        number: u8,
        play: Play,
    },
    AstShot {
        team: Team,
        player: u8,
        number: u8,
        shot: Option<ShotType>,
    },
    ShotOnGoal {
        team: Team,
        shooter: u8,
        shot: ShotType,
        kind: ShotKind,
        number: u8,
        result: Save,
        empty_net: bool,
    },
    Battle {
        off: (Team, u8, u8),
        def: (Team, u8, u8),
        winner: Option<Team>,
    },
    Whistle,
    DumpIn {
        team: Team,
    },
    Goal {
        team: Team,
        scorer: u8,
        assists: Vec<u8>,
        strength: Strength,
        score: ByTeam<u16>,
    },
    Assist {
        team: Team,
        player: u8,
    },
    NoAssist,
    DelayedPenalty {
        team: Team,
        player: u8,
    },
    Penalty {
        team: Team,
        /// `None` for the goalie (a teammate serves it, A24).
        player: Option<u8>,
        kind: PenaltyKind,
        name: &'static str,
    },
    NoPenalty,
    PenaltyOver {
        team: Team,
        player: Option<u8>,
    },
    PenaltyShotAwarded {
        team: Team,
        shooter: u8,
    },
    Injury {
        team: Team,
        player: u8,
        goalie: bool,
        length: InjuryLength,
    },
    NoInjury,
    LineChange {
        team: Team,
        forwards: u8,
        pair: u8,
    },
    StrategySet {
        team: Team,
        strategy: Strategy,
    },
    /// A special-teams group went on (rules version 2): the players on the ice, LW LD C RD
    /// RW order.
    SpecialTeams {
        team: Team,
        power_play: bool,
        players: Vec<u8>,
    },
    GoaliePulled(Team),
    GoalieBack(Team),
    PeriodEnds {
        period: u8,
    },
    ShootoutAttempt {
        team: Team,
        shooter: u8,
        target: u8,
        number: Option<u8>,
        goal: bool,
    },
    GameOver(Outcome),
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("that decision is not open now")]
    NotYourDecision,
    #[error("strategy cards are not in play in this game")]
    NoStrategies,
    #[error("forecheck is 0 to 3")]
    BadStrategy,
    #[error("there is no such line or pair")]
    NoSuchLine,
    #[error("with shift limits, that group was just on or has a player out of shifts")]
    LineNotFree,
    #[error(
        "a goalie may be pulled only in the last 80 seconds of the third period by a team behind"
    )]
    CannotPullGoalie,
    #[error("that skater cannot shoot now")]
    BadShooter,
}
