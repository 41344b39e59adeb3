//! Inside the Crease's public types: options, actions, events, and what the next flip reads.

use super::{Play, Save, ShotType, Slot};
use crate::engine::{ByTeam, Outcome, Team};
pub use crate::games::sim::{Coach, TeamPick};
use crate::games::sim::{Lineup, LineupError, RuleField, RuleOptions, RuleSet, SitOutError, Units};
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

/// Rules that are not in the book, each off unless the new-game page turns it on (rules version
/// 5 on; versions 3 and 4 played the overtime readings, and version 4 the SHOT note, always).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct HouseRules {
    /// The SHOT section's `FC0-1: WIDE` note: a normal shot read from a marked card goes wide
    /// when the shooting team sits back at FC 0-1, and the computer plays score effects all
    /// game.
    pub wide_note: bool,
    /// Quicker overtime readings in a season's overtime: 15 seconds at 4 on 4, 10 at 3 on 3.
    pub quick_overtime: bool,
    /// In a season's overtime a pass to a slot both teams have empty goes to the card's second
    /// position instead of the book's loose puck (R80).
    pub second_position: bool,
}

impl HouseRules {
    const WIDE_NOTE: u8 = 0x10;
    const QUICK_OVERTIME: u8 = 0x20;
    const SECOND_POSITION: u8 = 0x40;

    fn bits(self) -> u8 {
        (if self.wide_note { Self::WIDE_NOTE } else { 0 })
            | (if self.quick_overtime {
                Self::QUICK_OVERTIME
            } else {
                0
            })
            | (if self.second_position {
                Self::SECOND_POSITION
            } else {
                0
            })
    }

    fn from_bits(bits: u8) -> HouseRules {
        HouseRules {
            wide_note: bits & Self::WIDE_NOTE != 0,
            quick_overtime: bits & Self::QUICK_OVERTIME != 0,
            second_position: bits & Self::SECOND_POSITION != 0,
        }
    }

    /// Any house rule on.
    pub fn any(self) -> bool {
        self.bits() != 0
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "OptionsWire", into = "OptionsWire")]
pub struct Options {
    pub teams: ByTeam<TeamPick>,
    pub coaches: ByTeam<Coach>,
    pub overtime: Overtime,
    /// Skaters a side in regular-season overtime: 4 (the book's era, A34; the default from rules
    /// version 5) or 3 (today's NHL, a house rule; the default in version 4).
    pub overtime_skaters: u8,
    /// The optional rules: SHFT limits on line changes, strategy cards, injuries, pulling the
    /// goalie in the last 80 seconds.
    pub shift_limits: bool,
    pub strategies: bool,
    pub injuries: bool,
    pub pull_goalie: bool,
    /// Rules not in the book, each opt-in (rules version 5).
    pub house: HouseRules,
}

/// How [`Options`] sit in a record. Records are postcard (fields in order, no names), so a new
/// field would make every older record unreadable. The house rules therefore ride in the high
/// bits of the overtime skaters' byte, which older records hold as 3, 4 or 5: they decode with
/// every house rule off, and a game with none encodes as it did before.
#[derive(Serialize, Deserialize)]
struct OptionsWire {
    teams: ByTeam<TeamPick>,
    coaches: ByTeam<Coach>,
    overtime: Overtime,
    overtime_skaters: u8,
    shift_limits: bool,
    strategies: bool,
    injuries: bool,
    pull_goalie: bool,
}

impl From<OptionsWire> for Options {
    fn from(w: OptionsWire) -> Options {
        Options {
            teams: w.teams,
            coaches: w.coaches,
            overtime: w.overtime,
            overtime_skaters: w.overtime_skaters & 0x0f,
            shift_limits: w.shift_limits,
            strategies: w.strategies,
            injuries: w.injuries,
            pull_goalie: w.pull_goalie,
            house: HouseRules::from_bits(w.overtime_skaters & 0xf0),
        }
    }
}

impl From<Options> for OptionsWire {
    fn from(o: Options) -> OptionsWire {
        OptionsWire {
            teams: o.teams,
            coaches: o.coaches,
            overtime: o.overtime,
            overtime_skaters: (o.overtime_skaters & 0x0f) | o.house.bits(),
            shift_limits: o.shift_limits,
            strategies: o.strategies,
            injuries: o.injuries,
            pull_goalie: o.pull_goalie,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            teams: TeamPick::default_pair(),
            coaches: ByTeam::new(Coach::Computer, Coach::Computer),
            overtime: Overtime::Shootout,
            overtime_skaters: 4,
            shift_limits: true,
            strategies: true,
            injuries: true,
            pull_goalie: true,
            house: HouseRules::default(),
        }
    }
}

/// The new-game page's options, in the page's words.
impl RuleOptions for Options {
    fn set_sides(&mut self, teams: ByTeam<TeamPick>, coaches: ByTeam<Coach>) {
        self.teams = teams;
        self.coaches = coaches;
    }

    /// Sudden-death 20:00 periods at full strength until a goal (A34).
    fn set_playoff_overtime(&mut self) {
        self.overtime = Overtime::Playoff;
    }

    fn rule_sets() -> Vec<RuleSet<Self>> {
        type Field = RuleField<Options>;
        vec![
            RuleSet {
                legend: "Overtime",
                class: "",
                fields: vec![
                    Field::choice(
                        "overtime",
                        "Tied after three periods ",
                        &[
                            ("shootout", "Season game: 5:00 of sudden death, then a shootout"),
                            ("playoff", "Playoff game: full periods, five a side, until a goal"),
                        ],
                        |o| match o.overtime {
                            Overtime::Shootout => "shootout",
                            Overtime::Playoff => "playoff",
                        },
                        |o, v| {
                            o.overtime = match v {
                                "playoff" => Overtime::Playoff,
                                _ => Overtime::Shootout,
                            }
                        },
                    ),
                    Field::choice(
                        "ot-skaters",
                        "Overtime skaters ",
                        &[
                            ("4", "4 on 4 (the book's era)"),
                            ("3", "3 on 3 (house rule: today's NHL overtime; the book's 2005-06 era played 4 on 4)"),
                        ],
                        |o| if o.overtime_skaters == 3 { "3" } else { "4" },
                        |o, v| o.overtime_skaters = if v == "3" { 3 } else { 4 },
                    )
                    .off_while("overtime", "playoff"),
                ],
            },
            RuleSet {
                legend: "Optional rules",
                class: "optional-rules",
                fields: vec![
                    Field::check(
                        "shift-limits",
                        "Shift limits: each player's SHFT caps his shifts, power-play and penalty-kill shifts included, and no group plays two in a row (when every group has someone out of shifts, the freshest still goes)",
                        |o| &mut o.shift_limits,
                    ),
                    Field::check(
                        "strategies",
                        "Strategies: each coach sets forecheckers (0-3) and physical play",
                        |o| &mut o.strategies,
                    ),
                    Field::check("injuries", "Injuries", |o| &mut o.injuries),
                    Field::check(
                        "pull-goalie",
                        "Pulling the goalie in the last 80 seconds",
                        |o| &mut o.pull_goalie,
                    ),
                ],
            },
            RuleSet {
                legend: "House rules (not in the book; off by default)",
                class: "house-rules",
                fields: vec![
                    Field::check(
                        "house-wide",
                        "House rule, FC0-1: WIDE: a shot read from a card marked FC0-1: WIDE goes wide when the shooter's team sits back at forecheck 0-1, so sitting back costs goals (about 0.8 a game) and the computer presses or sits back by the score all game",
                        |o| &mut o.house.wide_note,
                    ),
                    Field::check(
                        "house-quick-ot",
                        "House rule, quicker overtime: in a season's overtime a pass takes 15 seconds at 4 on 4 and 10 at 3 on 3 instead of 20, as open ice plays faster and settles more games before the shootout",
                        |o| &mut o.house.quick_overtime,
                    ),
                    Field::check(
                        "house-second-position",
                        "House rule, overtime passes: in a season's overtime a pass to a place both teams have empty goes to the card's second position instead of a loose puck, so fewer overtime readings are lost",
                        |o| &mut o.house.second_position,
                    ),
                ],
            },
        ]
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
    /// Before the opening face-off (R1): the coach's forward lines, defence pairs and
    /// starting goalie.
    SetLineup {
        team: Team,
        lineup: Lineup,
    },
    /// Before the shootout's first attempt (L247): the goalie who faces it.
    ShootoutGoalie {
        team: Team,
        goalie: u8,
    },
    /// The coach's own power-play and penalty-kill units (R85, rules version 2 on): they go out
    /// instead of the computer's from the next power play, or at once if his team is on
    /// special teams and play is stopped.
    SpecialUnits {
        team: Team,
        units: Units,
    },
    /// At a power play's start, before the face-off: the coach keeps the group that was on
    /// instead of the unit sent (R85).
    KeepGroup {
        team: Team,
    },
    /// The skater who goes on for the pulled goalie (L311); `None`: the first forward free.
    ExtraAttacker {
        team: Team,
        player: Option<u8>,
    },
    // New variants go last: records encode an action by its index.
    /// Before the opening face-off: `team`'s skater (`goalie` false) or goalie number `player`
    /// (a card index) sits out the whole game. He is dressed nowhere: the lines (the computer's
    /// or a coach's own) call up a stand-in for him, no line-up or unit may name him, and a
    /// goalie's place in net goes to the next goalie. A season's injured or
    /// rested player; the computer manager never plays it.
    /// (Its fields are encoded as they were when they stood in the variant.)
    SitOut(crate::games::sim::SitOut),
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
    /// A possible penalty on `team`'s goalie: the next PEN number (R73). `victim` had the puck
    /// (rules version 5 checks him for an injury on an INJ? penalty, R77).
    GoaliePenalty {
        team: Team,
        #[serde(default)]
        victim: Option<u8>,
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

/// How long an injured player is out (A27; the injury chart is ours: its longest injury ends
/// with the game, so none reaches a later game).
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
    /// A coach made up his lines and named his starter before the opening face-off.
    LineupSet {
        team: Team,
        goalie: u8,
    },
    ShootoutGoalie {
        team: Team,
        goalie: u8,
    },
    /// A coach named his special-teams units; `sent` when they went on at once.
    UnitsSet {
        team: Team,
        sent: bool,
    },
    /// A coach kept his group on at a power play's start; the skaters on now.
    GroupKept {
        team: Team,
        players: Vec<u8>,
    },
    ExtraAttacker {
        team: Team,
        player: Option<u8>,
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
    #[error("strategy cards are not in play in this game")]
    NoStrategies,
    #[error("forecheck is 0 to 3")]
    BadStrategy,
    #[error("there is no such line or pair")]
    NoSuchLine,
    #[error("with shift limits, that group was just on or has a player out of shifts")]
    LineNotFree,
    #[error(
        "a goalie may be pulled only in the last 80 seconds of the third period (in games under rules older than version 5, only by a team behind)"
    )]
    CannotPullGoalie,
    #[error("that skater cannot shoot now")]
    BadShooter,
    #[error("lines are made up before the opening face-off")]
    LineupTooLate,
    #[error("the shootout's goalie is named before its first attempt, from goalies fit to play")]
    BadShootoutGoalie,
    #[error("the home coach names his shootout goalie before the first attempt")]
    HomeGoalieFirst,
    #[error("{0}")]
    Lineup(#[from] LineupError),
    #[error("special-teams units come with rules version 2 and are named before the shootout")]
    NoUnits,
    #[error("a group may stay on only at a power play's start, before the face-off")]
    NoGroupToKeep,
    #[error("the extra attacker is a dressed skater, named while pulling the goalie is in play")]
    BadExtraAttacker,
    #[error("{0}")]
    SitOut(#[from] SitOutError),
}
