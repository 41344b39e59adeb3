//! 4th Street Hockey's engine types: the actions a coach takes, the step the next roll is for,
//! and the events the log and the table read. R and A numbers are those of
//! docs/fourth-street-readings.md.

use super::cards::{ActionColumn, PlayResult, PuckAction, ShotKind, ShotTarget};
use super::charts::Rush;
use super::goalie::{Colour, GoalieResult};
use super::rink::{Area, Level};
use super::state::{Coaching, GoalieZone};
use crate::engine::dice::TrayRoll;
use crate::engine::{ByTeam, Outcome, Team};
use crate::games::sim::{Lineup, LineupError, SitOutError, Units};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A player number on the ice: 1 LW, 2 C, 3 RW, 4 and 5 D, 6 the extra skater (D9).
pub type Slot = u8;

/// What a player number is called.
pub fn slot_name(slot: Slot) -> &'static str {
    match slot {
        1 => "LW",
        2 => "C",
        3 => "RW",
        4 => "LD",
        5 => "RD",
        6 => "extra skater",
        _ => "?",
    }
}

/// Everything a seat can decide.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Roll the tray for the step at hand. Either seat may roll.
    Roll,
    /// A team's standing orders (forecheckers, aggressiveness, wild cards, freezing): only at
    /// a stoppage, before the face-off (A26), or before the opening face-off.
    SetCoaching {
        team: Team,
        coaching: Coaching,
    },
    /// The offensive coach's pick on a wild card (⁂, R40).
    WildCard {
        team: Team,
        action: PuckAction,
    },
    /// The offensive coach's pass target on ⊛ (R125): a teammate's slot, never the passer.
    PassTo {
        team: Team,
        slot: Slot,
    },
    /// The forward line and defence pair for the next change (A24).
    NextLines {
        team: Team,
        line: u8,
        pair: u8,
    },
    PullGoalie(Team),
    ReturnGoalie(Team),
    /// The team's next shootout shooter (a roster index).
    Shooter {
        team: Team,
        player: u8,
    },
    // New variants go last: records encode an action by its index.
    /// Before the opening face-off (L210-279): the coach's forward lines (LW, C, RW), defence
    /// pairs and starting goalie. Players take the slots he puts them in, rated out of
    /// position where they must be (R18).
    SetLineup {
        team: Team,
        lineup: Lineup,
    },
    /// Before the shootout's first attempt (L1933): the goalie who faces it.
    ShootoutGoalie {
        team: Team,
        goalie: u8,
    },
    /// Which forwards forecheck (L466-490, L580): slots 1-3, none for nobody. It stands until
    /// the coach changes it, and may change whenever his forecheckers are not placed: after a
    /// turnover, a loose puck, a stoppage or a shot.
    Forecheckers {
        team: Team,
        slots: Vec<Slot>,
    },
    /// The coach's own power-play and penalty-kill units (L258-260), before the opening
    /// face-off or at a stoppage: they take the ice whenever the strengths differ by penalty,
    /// each player at his position's slot.
    SpecialUnits {
        team: Team,
        units: Units,
    },
    /// The coach plays his lines on special teams, no units (L258-260 make special sets his
    /// option), from a stoppage until he names units again. Sent as a penalty starts, the line
    /// and pair that were on stay on with their shift.
    LinesOnSpecialTeams {
        team: Team,
    },
    /// Before the opening face-off: `team`'s skater (`goalie` false) or goalie number `player`
    /// (a sheet index) sits out the whole game. He is dressed nowhere: his places in the lines
    /// and units (the card builder's or a coach's own) go to stand-ins, no line-up or unit may
    /// name him, and a goalie's start goes to the other goalie. A season's injured or rested
    /// player; the computer manager never plays it.
    /// (Its fields are encoded as they were when they stood in the variant.)
    SitOut(crate::games::sim::SitOut),
    /// The coach pulls his goalie (or, pulled at a face-off, changes his man) for this skater
    /// (L138, L2393): any dressed skater not on the ice. `PullGoalie` sends the computer's
    /// pick, the best forward off the ice by SK + W (A61).
    ExtraAttacker {
        team: Team,
        player: u8,
    },
    /// Who serves a goalie's or a bench minor just called (A52): a skater who was on the ice
    /// at the call, named before the face-off that follows. The computer's man serves
    /// otherwise.
    PenaltyServer {
        team: Team,
        player: u8,
    },
}

/// How a shot is set up when it does not come from the carrier's own action roll.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Blocker {
    /// The d6p names one (●).
    Roll,
    /// The rush chart named this defender (a slot of the defending team).
    Named(Slot),
    Nobody,
}

/// A shot on its way: who shoots, from where, with what already added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub team: Team,
    pub shooter: Slot,
    pub kind: ShotKind,
    pub area: Area,
    /// Tack-ons known before part two: ● +5, the rebound's Reb, the breakaway's B, a weird
    /// play's +10.
    pub tack: u16,
    pub rebound: bool,
    /// ● adds 5 to the block check as well as to part two (R87).
    pub centre: bool,
    pub shootout: bool,
}

impl Shot {
    /// A shot with nothing added yet: no tack-on, not a rebound, not ● or a shootout attempt.
    pub fn plain(team: Team, shooter: Slot, kind: ShotKind, area: Area) -> Shot {
        Shot {
            team,
            shooter,
            kind,
            area,
            tack: 0,
            rebound: false,
            centre: false,
            shootout: false,
        }
    }
}

/// A shot that reached the goalie, with its target (part two reads it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnTarget {
    pub shot: Shot,
    pub zone: GoalieZone,
}

/// Where a loose puck is gathered.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum LooseAt {
    /// A zone of `frame`'s view, the d20 naming the section (A44).
    Zone {
        frame: Team,
        third: super::rink::Third,
    },
    /// A fixed spot in `frame`'s view (a dump-in at level 1, R98).
    Spot { frame: Team, area: Area },
}

/// Who an injury check is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hurt {
    pub team: Team,
    /// Roster index of a skater, or of the goalie when `goalie`.
    pub player: u8,
    pub goalie: bool,
    /// An INJ action: he is hurt whatever the chart says (at least shaken up, A12).
    pub certain: bool,
}

/// What follows an injury check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterInjury {
    Loose(LooseAt),
    FaceOff(FaceOffSpot),
}

/// A face-off spot: an area as `attacking` sees it (N is the same from either side; end-zone
/// draws are held at level 2, A32).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FaceOffSpot {
    pub attacking: Team,
    pub area: Area,
}

/// What the next roll is for (the readings' step table, 6.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    FaceOff(FaceOffSpot),
    /// The carrier's puck-action roll.
    Action,
    /// A wild card waiting for the offensive coach; the roll is kept for the chosen action.
    WildCard(TrayRoll),
    /// A ⊛ pass waiting for the offensive coach's target; the result and its origin.
    PassChoice {
        result: PlayResult,
        from: Area,
    },
    /// Part one of a shot that has its own roll (●, rushes, breakaways, steals, weird plays).
    ShotAim {
        shot: Shot,
        blocker: Blocker,
    },
    /// Part two: the goalie's roll.
    ShotGoalie(OnTarget),
    /// The rush chart's d20 for the carrier.
    RushChart,
    /// The rush's strings and blocker (the two d10), the shot's block check and target.
    Rush(Rush),
    LoosePuck {
        at: LooseAt,
        repeat: bool,
    },
    /// The basic penalty chart, with the two players involved (slots; `None` when absent).
    PenaltyChart {
        offence: Team,
        offender: Option<Slot>,
        defender: Option<Slot>,
    },
    Injury {
        hurt: Hurt,
        then: AfterInjury,
    },
    WeirdPlay,
    /// A steal: the d20 places the puck in the zone of the play (A47); `shoot` for ♢.
    StealSpot {
        stealer: Slot,
        shoot: bool,
    },
    /// The assist checks for the goal just scored.
    Assist {
        second: bool,
    },
    /// An icing with the other net empty: 00-10 goes in (R121).
    EmptyNetIce,
    /// The icing touch race (option).
    IcingRace,
    /// The dump-in race (option).
    DumpInRace,
    /// A shootout attempt: the shooter named, part one then part two.
    ShootoutShooter {
        team: Team,
    },
    Over,
}

/// Why play stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Whistle {
    Icing,
    Offside,
    Frozen,
    OutOfPlay,
    Penalty,
    Injury,
    Goal,
    PeriodStart,
}

impl Whistle {
    pub fn words(self) -> &'static str {
        match self {
            Whistle::Icing => "icing",
            Whistle::Offside => "offside",
            Whistle::Frozen => "the goalie covers the puck",
            Whistle::OutOfPlay => "the puck is out of play",
            Whistle::Penalty => "a penalty",
            Whistle::Injury => "an injury",
            Whistle::Goal => "a goal",
            Whistle::PeriodStart => "the period starts",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PenaltyKind {
    Minor,
    DoubleMinor,
    Major,
}

impl PenaltyKind {
    pub fn seconds(self) -> u16 {
        match self {
            PenaltyKind::Minor => 120,
            PenaltyKind::DoubleMinor => 240,
            PenaltyKind::Major => 300,
        }
    }

    pub fn minutes(self) -> u16 {
        self.seconds() / 60
    }
}

/// How long an injured player is out (A12). The injury chart's longest is the rest of the
/// game: no injury reaches a later game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum InjuryLength {
    RestOfShift,
    RestOfPeriod,
    RestOfGame,
    /// Not an injury: sat out before the game (`Action::SitOut`), out for all of it.
    SatOut,
}

impl InjuryLength {
    pub fn words(self) -> &'static str {
        match self {
            InjuryLength::RestOfShift => "shaken up, off for the rest of the shift",
            InjuryLength::RestOfPeriod => "out for the rest of the period",
            InjuryLength::RestOfGame => "out for the rest of the game",
            InjuryLength::SatOut => "sits out the game",
        }
    }
}

/// Strength as a team's box score counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoalStrength {
    Even,
    PowerPlay,
    ShortHanded,
    EmptyNet,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub enum Event {
    PeriodStarts {
        period: u8,
    },
    /// A roll of the tray, with what it said in words.
    Rolled {
        roll: TrayRoll,
        reading: String,
    },
    FaceOffWon {
        team: Team,
        player: Option<u8>,
    },
    /// `team`'s skater (roster index) has the puck in `area` (his team's view).
    Puck {
        team: Team,
        player: u8,
        area: Area,
    },
    PuckAction {
        team: Team,
        player: u8,
        column: ActionColumn,
        action: PuckAction,
    },
    Matchup {
        team: Team,
        player: u8,
        /// The defender's roster index, `None` when nobody is there.
        defender: Option<u8>,
        offence_won: bool,
        result: PlayResult,
    },
    Blocked {
        team: Team,
        blocker: u8,
    },
    Missed {
        team: Team,
        shooter: u8,
        target: ShotTarget,
    },
    OnGoal {
        team: Team,
        shooter: u8,
        zone: GoalieZone,
        level: Level,
        quality: Colour,
        reading: u16,
        result: GoalieResult,
    },
    Tipped {
        team: Team,
        tipper: u8,
    },
    Goal {
        team: Team,
        scorer: u8,
        strength: GoalStrength,
        score: ByTeam<u16>,
    },
    Assist {
        team: Team,
        player: u8,
    },
    NoAssist,
    Whistle(Whistle),
    LoosePuck,
    Rush(Rush),
    Penalty {
        team: Team,
        /// `None`: a bench minor or the goalie's, served by a teammate.
        player: Option<u8>,
        kind: PenaltyKind,
        name: &'static str,
    },
    PenaltyOver {
        team: Team,
        player: u8,
    },
    Injury {
        team: Team,
        player: u8,
        goalie: bool,
        length: Option<InjuryLength>,
    },
    LineChange {
        team: Team,
        line: u8,
        pair: u8,
    },
    Coaching {
        team: Team,
        coaching: Coaching,
    },
    /// The coach made up his lines; `goalie` starts.
    LineupSet {
        team: Team,
        goalie: u8,
    },
    ShootoutGoalie {
        team: Team,
        goalie: u8,
    },
    /// The forwards `team` will send in to forecheck.
    Forecheckers {
        team: Team,
        slots: Vec<Slot>,
    },
    GoaliePulled(Team),
    GoalieBack(Team),
    GoalieForm {
        team: Team,
        hot: bool,
        cold: bool,
    },
    /// A line of the play-by-play that needs no structure (a weird play's story, say).
    Note(String),
    PeriodEnds {
        period: u8,
    },
    ShootoutAttempt {
        team: Team,
        shooter: u8,
        goal: bool,
    },
    GameOver(Outcome),
    /// A coach named his special-teams units.
    UnitsSet {
        team: Team,
    },
    /// A coach plays his lines on special teams.
    LinesOnSpecialTeams {
        team: Team,
    },
    /// `Action::SitOut`: the player misses the game.
    SatOut {
        team: Team,
        goalie: bool,
        player: u8,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RuleError {
    #[error("the game is over")]
    GameOver,
    #[error("that decision is not open now")]
    NotYourDecision,
    #[error("a coach's decision is waiting: make it before rolling")]
    DecisionPending,
    #[error("forecheckers are 0 to 3 and aggressiveness -2 to +2")]
    BadCoaching,
    #[error("standing orders change only at a stoppage, before the face-off")]
    NotAStoppage,
    #[error("the game plan is picked before the game and kept to the end")]
    GamePlanIsSet,
    #[error("that is not one of the actions a wild card allows here")]
    BadWildCard,
    #[error("that teammate cannot take the pass")]
    BadPassTarget,
    #[error("there is no such line or pair")]
    NoSuchLine,
    #[error("a goalie may be pulled or sent back only at a face-off or when his team has the puck")]
    CannotPullGoalie,
    #[error("that skater cannot shoot now")]
    BadShooter,
    #[error("lines are made up before the opening face-off or in play, not in the shootout")]
    LineupTooLate,
    #[error("the shootout's goalie is named before its first attempt, from goalies fit to play")]
    BadShootoutGoalie,
    #[error("forecheckers are forwards (LW, C, RW), each once")]
    BadForecheckers,
    #[error(
        "placed forecheckers move again only after a turnover, a loose puck, a stoppage or a shot"
    )]
    ForecheckersPlaced,
    #[error("{0}")]
    Lineup(#[from] LineupError),
    #[error("special-teams units are named before the opening face-off or at a stoppage")]
    UnitsNotNow,
    #[error("{0}")]
    SitOut(#[from] SitOutError),
    #[error("after the opening face-off the goalie in net stays in a line-up")]
    LineupGoalie,
    #[error("that skater cannot go on for the goalie now")]
    BadExtraAttacker,
    #[error("that skater cannot serve this penalty")]
    BadPenaltyServer,
}
