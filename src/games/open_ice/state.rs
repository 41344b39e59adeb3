//! Open Ice's public types: options, actions, events, and what is pending.

use super::charts::{AfterSave, InjuryLength, PenaltyKind};
use super::deck::{Entry, Zone};
use crate::engine::{ByTeam, Outcome, Team};
pub use crate::games::sim::{Coach, TeamPick};
use crate::games::sim::{RuleField, RuleOptions, RuleSet, SitOutError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// What uses up a period (reading A1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockReading {
    /// 100 action draws a period; every 1-100 number comes from a second shuffled deck.
    ActionDraws,
    /// Every card drawn, numbers included, uses up the period (the rulebook read literally).
    EveryDraw,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "OptionsWire", into = "OptionsWire")]
pub struct Options {
    pub teams: ByTeam<TeamPick>,
    pub coaches: ByTeam<Coach>,
    pub clock: ClockReading,
    /// Tournament games go to a shootout when overtime ends tied; others end tied (R47). A
    /// one-off game is a tournament game by default (A26), a season's regular-season games not
    /// ([`RuleOptions::season_defaults`]); a season's playoff games always are.
    pub tournament: bool,
    /// Skaters a side in overtime: 5 (the book's era), 4 or 3 (A25).
    pub overtime_skaters: u8,
    /// A team this many goals behind may pull its goalie late in the third (A31).
    pub pull_when_behind_by: u8,
    /// One FACED draw at puck drop picks each team's goalie for the whole game, so a team's
    /// goalies share starts as FACED gives them (A18's fixed starter, issue 40); off, FACED
    /// picks the goalie on every odd-numbered shot (R26, the book). A season's default.
    pub fixed_starter: bool,
}

/// How [`Options`] sit in a record. Records are postcard (fields in order, no names), so a new
/// field would make every older record unreadable: the fixed starter rides in the high bit of
/// the pull setting's byte (1 or 2 in older records), and a game without it encodes as before.
#[derive(Serialize, Deserialize)]
struct OptionsWire {
    teams: ByTeam<TeamPick>,
    coaches: ByTeam<Coach>,
    clock: ClockReading,
    tournament: bool,
    overtime_skaters: u8,
    pull_when_behind_by: u8,
}

const FIXED_STARTER_BIT: u8 = 0x80;

impl From<OptionsWire> for Options {
    fn from(w: OptionsWire) -> Options {
        Options {
            teams: w.teams,
            coaches: w.coaches,
            clock: w.clock,
            tournament: w.tournament,
            overtime_skaters: w.overtime_skaters,
            pull_when_behind_by: w.pull_when_behind_by & !FIXED_STARTER_BIT,
            fixed_starter: w.pull_when_behind_by & FIXED_STARTER_BIT != 0,
        }
    }
}

impl From<Options> for OptionsWire {
    fn from(o: Options) -> OptionsWire {
        let fixed = if o.fixed_starter {
            FIXED_STARTER_BIT
        } else {
            0
        };
        OptionsWire {
            teams: o.teams,
            coaches: o.coaches,
            clock: o.clock,
            tournament: o.tournament,
            overtime_skaters: o.overtime_skaters,
            pull_when_behind_by: (o.pull_when_behind_by & !FIXED_STARTER_BIT) | fixed,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            teams: TeamPick::default_pair(),
            coaches: ByTeam::new(Coach::Computer, Coach::Computer),
            clock: ClockReading::ActionDraws,
            tournament: true,
            overtime_skaters: 5,
            pull_when_behind_by: 1,
            fixed_starter: false,
        }
    }
}

/// The new-game page's options, in the page's words.
impl RuleOptions for Options {
    fn set_sides(&mut self, teams: ByTeam<TeamPick>, coaches: ByTeam<Coach>) {
        self.teams = teams;
        self.coaches = coaches;
    }

    /// A championship game: a shootout if overtime ends tied (R47).
    fn set_playoff_overtime(&mut self) {
        self.tournament = true;
    }

    /// A regular-season game is neither a tournament nor a championship game: the tie stands
    /// after overtime (R47), unless the season's options choose the shootout. Goalies as the
    /// book has them (FACED on every odd shot) unless the season opts into one a game.
    fn season_defaults() -> Self {
        Options {
            tournament: false,
            ..Options::default()
        }
    }

    fn rule_sets() -> Vec<RuleSet<Self>> {
        type Field = RuleField<Options>;
        let fields = vec![
            Field::choice(
                "overtime",
                "Tied after overtime ",
                &[
                    (
                        "shootout",
                        "A shootout (the book's tournament or championship game)",
                    ),
                    (
                        "tie",
                        "The tie stands (the book's other games; playoff games still go to a shootout)",
                    ),
                ],
                |o| if o.tournament { "shootout" } else { "tie" },
                |o, v| o.tournament = v == "shootout",
            ),
            Field::choice(
                "ot-skaters",
                "Overtime skaters ",
                &[
                    ("5", "5 on 5 (the rulebook's era)"),
                    (
                        "4",
                        "4 on 4 (house rule: not in the book; the NHL's overtime of 1999-2015)",
                    ),
                    (
                        "3",
                        "3 on 3 (house rule: not in the book; today's NHL, a penalty gives 4 on 3)",
                    ),
                ],
                |o| match o.overtime_skaters {
                    3 => "3",
                    4 => "4",
                    _ => "5",
                },
                |o, v| o.overtime_skaters = v.parse().unwrap_or(5),
            ),
            Field::choice(
                "pull",
                "The computer pulls its goalie when behind by (you may pull yours whenever you trail late) ",
                &[("1", "1 goal"), ("2", "1 or 2 goals")],
                |o| if o.pull_when_behind_by == 2 { "2" } else { "1" },
                |o, v| o.pull_when_behind_by = v.parse().unwrap_or(1),
            ),
            Field::choice(
                "goalies",
                "Goalies ",
                &[
                    (
                        "every-shot",
                        "FACED picks the goalie on every odd-numbered shot (the book: two goalies share each game)",
                    ),
                    (
                        "starter",
                        "One FACED draw at puck drop picks the game's goalie (house rule: not in the book; one goalie a game as in real hockey, starts shared as FACED gives them)",
                    ),
                ],
                |o| {
                    if o.fixed_starter {
                        "starter"
                    } else {
                        "every-shot"
                    }
                },
                |o, v| o.fixed_starter = v == "starter",
            ),
            Field::choice(
                "clock",
                "Period length ",
                &[
                    ("action", "100 action cards (about 30 shots a team)"),
                    (
                        "literal",
                        "Every card drawn counts (the rulebook read literally: fewer shots)",
                    ),
                ],
                |o| match o.clock {
                    ClockReading::ActionDraws => "action",
                    ClockReading::EveryDraw => "literal",
                },
                |o, v| {
                    o.clock = match v {
                        "literal" => ClockReading::EveryDraw,
                        _ => ClockReading::ActionDraws,
                    }
                },
            ),
        ];
        vec![RuleSet {
            legend: "Rules",
            class: "",
            fields,
        }]
    }
}

/// Everything a seat can decide. `Next` steps the sim: either seat may press it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    Next,
    /// Answer to a chance to shoot at once (R13, R21, R60).
    Shoot {
        team: Team,
        shoot: bool,
    },
    PullGoalie(Team),
    ReturnGoalie(Team),
    /// Three shootout shooters by roster index, in order.
    Shooters {
        team: Team,
        players: Vec<u8>,
    },
    /// Three shootout shooters drawn from the SHOT column.
    DrawShooters(Team),
    // New variants go last: records encode an action by its index.
    /// Before the opening face-off: `team`'s skater (`goalie` false) or goalie number `player`
    /// (an index into the chart's skaters or goalies) sits out the whole game, as if hurt for
    /// it: no column picks him. A goalie sitting out leaves the net to the other. A season's
    /// injured or rested player; the computer manager never plays it.
    /// (Its fields are encoded as they were when they stood in the variant.)
    SitOut(crate::games::sim::SitOut),
}

/// What the game waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pending {
    /// The next period (or overtime) starts with a face-off at centre.
    StartPeriod,
    /// The next action draw.
    Play,
    /// `team` may shoot at once; `empty_net` if the other net is empty.
    ShotOffer {
        team: Team,
        empty_net: bool,
    },
    /// Both teams name three shooters.
    ChooseShooters,
    /// The next shootout attempt.
    ShootoutAttempt,
    Over,
}

/// How a shot was decided (R25, R26, R41).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotPath {
    /// An even shooter number: the shooter's PCT.
    Shooter,
    /// An odd shooter number: the goalie's SAVE%.
    Goalie,
    /// The net was empty: 1-90 scores.
    EmptyNet,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Event {
    PeriodStarts {
        period: u8,
        draws: u16,
    },
    /// An action card turned up, and the entry read for the zone the puck is in.
    ActionCard {
        card: u8,
        team: Team,
        zone: Zone,
        entry: Entry,
    },
    Pass {
        team: Team,
        to: Zone,
    },
    FaceOff {
        draws: ByTeam<u8>,
        targets: ByTeam<u8>,
        winner: Team,
        zone: Zone,
    },
    Control {
        draws: ByTeam<u8>,
        totals: ByTeam<u16>,
        winner: Team,
        zone: Zone,
    },
    PenaltyCheck {
        draw: u8,
        on: Option<Team>,
    },
    Penalty {
        team: Team,
        player: u8,
        kind: PenaltyKind,
        name: &'static str,
        draw: u8,
    },
    PenaltyOver {
        team: Team,
        player: u8,
    },
    PlayerBack {
        team: Team,
        player: u8,
    },
    ShotOffered {
        team: Team,
    },
    ShotHeld {
        team: Team,
    },
    Shot {
        team: Team,
        shooter: u8,
        number: u8,
        goalie: Option<u8>,
        path: ShotPath,
        draw: u8,
        target: u8,
        goal: bool,
    },
    /// A penalty shot for `team` instead of a minor to the other side's `by` (A28).
    PenaltyShot {
        team: Team,
        by: u8,
        infraction: &'static str,
        shooter: u8,
        goalie: u8,
        path: ShotPath,
        draw: u8,
        target: u8,
        goal: bool,
    },
    Goal {
        team: Team,
        scorer: u8,
        assists: Vec<u8>,
        power_play: bool,
        score: ByTeam<u16>,
    },
    AfterSave {
        team: Team,
        draw: u8,
        outcome: AfterSave,
    },
    Injury {
        team: Team,
        player: u8,
        draw: u8,
        length: InjuryLength,
    },
    NoInjury {
        draw: u8,
    },
    GoaliePulled(Team),
    GoalieBack(Team),
    PeriodEnds {
        period: u8,
    },
    ShootersNamed {
        team: Team,
        players: Vec<u8>,
    },
    ShootoutAttempt {
        team: Team,
        shooter: u8,
        path: ShotPath,
        draw: u8,
        goal: bool,
        wide: bool,
    },
    GameOver(Outcome),
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
    #[error("a goalie may be pulled only late in the third period by a team behind")]
    CannotPullGoalie,
    #[error("name three different skaters who shoot")]
    BadShooters,
    #[error("{0}")]
    SitOut(#[from] SitOutError),
}
