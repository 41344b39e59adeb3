//! 4th Street Hockey's options and the coaching decisions the engine will take as actions.
//! The engine's steps and events come with the rules engine; these are the choices a coach (or
//! the computer manager, for a team nobody coaches) makes, and the rules that are optional.

use super::clock::Timer;
use crate::engine::ByTeam;
pub use crate::games::sim::{Coach, TeamPick};
use crate::games::sim::{RuleField, RuleOptions, RuleSet};
use serde::{Deserialize, Serialize};

/// What follows a tied regulation.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Overtime {
    /// A five-minute sudden-death period, then the shootout (three shooters, then one at a
    /// time).
    #[default]
    Shootout,
    /// Twenty-minute sudden-death periods until a goal.
    Playoff,
    /// The tie stands after overtime.
    Tie,
}

/// Defaults are the book's (rules version 4): the basic 20/10-second timer; the May 2010 races,
/// the shooting side and the house rule for 3 on 3 are opt-in. (Version 3's new games took the
/// standard timer, A30.)
///
/// Records are postcard-encoded, which cannot skip a missing field, so the options travel as
/// [`OptionsWire`]: version 3's layout, whose last `bool` became a byte of flags (bit 0 the
/// shooting side, bit 1 the 3-on-3 house rule, bit 2 basic lines). A bool's byte (0 or 1) reads
/// as the same flags, so older records decode unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "OptionsWire", into = "OptionsWire")]
pub struct Options {
    pub teams: ByTeam<TeamPick>,
    pub coaches: ByTeam<Coach>,
    pub timer: Timer,
    pub overtime: Overtime,
    /// Skaters a side in overtime: 5, 4 or 3 (at 3, moves follow power-play rules, as the
    /// August 2018 addendum suggests).
    pub overtime_skaters: u8,
    /// The January 2009 addendum's option: no blocked shots (more shots, for the basic timer).
    pub no_blocks: bool,
    /// The May 2010 additions: icing touch races and dump-in races on SP.
    pub icing_races: bool,
    pub dump_in_races: bool,
    /// Version 2.2's goalie pass section.
    pub goalie_passes: bool,
    /// Version 2.3's hot and cold goalies.
    pub hot_cold_goalies: bool,
    /// Version 3's shooting-side bonus (+1 on the strong side, -1 on the off side).
    pub shooting_side: bool,
    /// House rule, not in the book (rules version 4 on; versions 2-3 always played it): at 3 on
    /// 3 the d6p naming a team's own skater reads in pairs (1-2 LW, 3-4 C, 5-6 LD) and every
    /// play is a short one, so fewer overtimes reach the shootout (A58).
    pub three_on_three_house_rule: bool,
    /// The book's basic rotation (L210-260, A24b): three lines of five, each forward line with
    /// its pair, take turns 1-2-3. Off by default: lines and pairs share the ice by the league's
    /// ice time (A24), the time the cards were fitted to; the basic rotation sits the fourth line.
    pub basic_lines: bool,
}

const SHOOTING_SIDE_FLAG: u8 = 1;
const THREE_ON_THREE_FLAG: u8 = 2;
const BASIC_LINES_FLAG: u8 = 4;

/// How [`Options`] are written in records: version 3's fields, the last one a byte of flags.
#[derive(Serialize, Deserialize)]
struct OptionsWire {
    teams: ByTeam<TeamPick>,
    coaches: ByTeam<Coach>,
    timer: Timer,
    overtime: Overtime,
    overtime_skaters: u8,
    no_blocks: bool,
    icing_races: bool,
    dump_in_races: bool,
    goalie_passes: bool,
    hot_cold_goalies: bool,
    flags: u8,
}

impl From<OptionsWire> for Options {
    fn from(w: OptionsWire) -> Self {
        Options {
            teams: w.teams,
            coaches: w.coaches,
            timer: w.timer,
            overtime: w.overtime,
            overtime_skaters: w.overtime_skaters,
            no_blocks: w.no_blocks,
            icing_races: w.icing_races,
            dump_in_races: w.dump_in_races,
            goalie_passes: w.goalie_passes,
            hot_cold_goalies: w.hot_cold_goalies,
            shooting_side: w.flags & SHOOTING_SIDE_FLAG != 0,
            three_on_three_house_rule: w.flags & THREE_ON_THREE_FLAG != 0,
            basic_lines: w.flags & BASIC_LINES_FLAG != 0,
        }
    }
}

impl From<Options> for OptionsWire {
    fn from(o: Options) -> Self {
        let mut flags = 0;
        if o.shooting_side {
            flags |= SHOOTING_SIDE_FLAG;
        }
        if o.three_on_three_house_rule {
            flags |= THREE_ON_THREE_FLAG;
        }
        if o.basic_lines {
            flags |= BASIC_LINES_FLAG;
        }
        OptionsWire {
            teams: o.teams,
            coaches: o.coaches,
            timer: o.timer,
            overtime: o.overtime,
            overtime_skaters: o.overtime_skaters,
            no_blocks: o.no_blocks,
            icing_races: o.icing_races,
            dump_in_races: o.dump_in_races,
            goalie_passes: o.goalie_passes,
            hot_cold_goalies: o.hot_cold_goalies,
            flags,
        }
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            teams: TeamPick::default_pair(),
            coaches: ByTeam::new(Coach::Computer, Coach::Computer),
            timer: Timer::Basic,
            overtime: Overtime::Shootout,
            overtime_skaters: 3,
            no_blocks: false,
            icing_races: false,
            dump_in_races: false,
            goalie_passes: true,
            hot_cold_goalies: true,
            shooting_side: false,
            three_on_three_house_rule: false,
            basic_lines: false,
        }
    }
}

/// The new-game page's options, in the page's words.
impl RuleOptions for Options {
    fn set_sides(&mut self, teams: ByTeam<TeamPick>, coaches: ByTeam<Coach>) {
        self.teams = teams;
        self.coaches = coaches;
    }

    /// Twenty-minute sudden-death periods until a goal.
    fn set_playoff_overtime(&mut self) {
        self.overtime = Overtime::Playoff;
    }

    /// A season plays the book's standard 12/6-second timer (its January 2009 addendum): the
    /// basic timer's longer plays give every regular about 40% fewer points than his card, which
    /// a one-off game can live with and a season's lines can't. The page offers both.
    fn season_defaults() -> Self {
        Options {
            timer: Timer::Standard,
            ..Options::default()
        }
    }

    fn rule_sets() -> Vec<RuleSet<Self>> {
        type Field = RuleField<Options>;
        vec![
            RuleSet {
                legend: "Timer and overtime",
                class: "",
                fields: vec![
                    Field::choice(
                        "timer",
                        "Timer ",
                        &[
                            (
                                "basic",
                                "Basic (the book's first timer; a new game's default): 20- and 10-second plays; about 18 shots and 1.8 goals a team, as the book warns",
                            ),
                            (
                                "standard",
                                "Standard (the book's January 2009 addendum; a season's default): 12-second plays, 6-second shots and face-offs; NHL-like totals, about 31 shots and 3 goals",
                            ),
                        ],
                        |o| match o.timer {
                            Timer::Basic => "basic",
                            Timer::Standard => "standard",
                        },
                        |o, v| {
                            o.timer = match v {
                                "basic" => Timer::Basic,
                                _ => Timer::Standard,
                            }
                        },
                    ),
                    Field::choice(
                        "overtime",
                        "Tied after three periods ",
                        &[
                            (
                                "shootout",
                                "Season game: 5:00 of sudden death, then a shootout",
                            ),
                            (
                                "playoff",
                                "Playoff game: 20:00 periods, five a side, until a goal",
                            ),
                            ("tie", "5:00 of sudden death, then the tie stands"),
                        ],
                        |o| match o.overtime {
                            Overtime::Shootout => "shootout",
                            Overtime::Playoff => "playoff",
                            Overtime::Tie => "tie",
                        },
                        |o, v| {
                            o.overtime = match v {
                                "playoff" => Overtime::Playoff,
                                "tie" => Overtime::Tie,
                                _ => Overtime::Shootout,
                            }
                        },
                    ),
                    Field::choice(
                        "ot-skaters",
                        "Overtime skaters ",
                        &[("3", "3 on 3"), ("4", "4 on 4"), ("5", "5 on 5")],
                        |o| match o.overtime_skaters {
                            4 => "4",
                            5 => "5",
                            _ => "3",
                        },
                        |o, v| o.overtime_skaters = v.parse().unwrap_or(3),
                    )
                    .off_while("overtime", "playoff"),
                ],
            },
            RuleSet {
                legend: "Optional rules",
                class: "optional-rules",
                fields: vec![
                    Field::check(
                        "goalie-passes",
                        "Goalie passes (version 2.2): on a dump-in whose d6p is ⑥ or a short-handed icing, the goalie may pass the puck out",
                        |o| &mut o.goalie_passes,
                    ),
                    Field::check("hot-cold", "Hot and cold goalies (version 2.3)", |o| {
                        &mut o.hot_cold_goalies
                    }),
                    Field::check(
                        "no-blocks",
                        "No blocked shots (January 2009: more shots, for the basic timer)",
                        |o| &mut o.no_blocks,
                    ),
                    Field::check("icing-races", "Icing races (May 2010)", |o| {
                        &mut o.icing_races
                    }),
                    Field::check("dump-in-races", "Dump-in races (May 2010)", |o| {
                        &mut o.dump_in_races
                    }),
                    Field::check(
                        "shooting-side",
                        "Shooting side (version 3): +1 on the strong side, -1 on the off side",
                        |o| &mut o.shooting_side,
                    ),
                    Field::check(
                        "basic-lines",
                        "Basic lines (the book's basic game): three lines of five, each forward line with its pair, take turns 1-2-3; off, lines and pairs share the ice by the league's ice time",
                        |o| &mut o.basic_lines,
                    ),
                    Field::check(
                        "three-on-three",
                        "House rule, not in the book: at 3 on 3 the d6p names the three skaters in pairs and every play is short, so fewer overtimes reach the shootout",
                        |o| &mut o.three_on_three_house_rule,
                    ),
                ],
            },
        ]
    }
}

impl Options {
    /// The options a new game had under rules version 3, spelled out so that later changes to
    /// the defaults leave old versions' games alone: the standard timer, a 3-on-3 shootout
    /// overtime, goalie passes and hot and cold goalies on.
    pub fn as_of_version_3(self) -> Options {
        Options {
            timer: Timer::Standard,
            overtime: Overtime::Shootout,
            overtime_skaters: 3,
            no_blocks: false,
            icing_races: false,
            dump_in_races: false,
            goalie_passes: true,
            hot_cold_goalies: true,
            shooting_side: false,
            basic_lines: false,
            ..self
        }
    }

    /// The options a new game had under rules version 4: version 3's with the basic timer and
    /// no 3-on-3 house rule.
    pub fn as_of_version_4(self) -> Options {
        Options {
            timer: Timer::Basic,
            three_on_three_house_rule: false,
            ..self.as_of_version_3()
        }
    }
}

/// The strategy cards a wild card (⁂) may follow instead of a choice each time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum WildCardPlan {
    /// The coach chooses at every wild card (the computer manager decides for its team).
    #[default]
    Choose,
    /// Dump the puck in and chase it.
    DumpAndChase,
    /// Skate or pass it into the next zone.
    PuckPossession,
}

/// A goalie zone named by the game-plan cards ("e4": letter a-e, number 1-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalieZone {
    pub column: u8,
    pub row: u8,
}

impl GoalieZone {
    /// From a name such as "e4"; `None` outside a1-e5.
    pub fn parse(name: &str) -> Option<GoalieZone> {
        let mut chars = name.chars();
        let letter = chars.next()?.to_ascii_lowercase();
        let digit = chars.next()?.to_digit(10)?;
        if chars.next().is_some() || !('a'..='e').contains(&letter) || !(1..=5).contains(&digit) {
            return None;
        }
        Some(GoalieZone {
            column: letter as u8 - b'a',
            row: digit as u8,
        })
    }

    pub fn name(self) -> String {
        format!("{}{}", char::from(b'a' + self.column), self.row)
    }
}

/// A team's standing orders, set by its coach between plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coaching {
    /// Forwards sent in to forecheck when the other side has the puck in its defensive zone
    /// (0-3, L189); only forwards forecheck, the lowest-numbered unless the coach named them
    /// (`Action::Forecheckers`).
    pub forecheckers: u8,
    /// Added to the defenders' DF, CH and PK, and read on the rush chart (-2 to +2).
    pub aggressiveness: i8,
    pub wild_cards: WildCardPlan,
    /// Freeze the puck on ✖ results.
    pub freeze_on_cross: bool,
    /// The game-plan zone, chosen before the opening face-off.
    pub game_plan: Option<GoalieZone>,
}

impl Default for Coaching {
    fn default() -> Self {
        Coaching {
            forecheckers: 2,
            aggressiveness: 0,
            wild_cards: WildCardPlan::Choose,
            freeze_on_cross: false,
            game_plan: None,
        }
    }
}

impl Coaching {
    /// Whether the settings are within the cards the game provides.
    pub fn is_valid(&self) -> bool {
        self.forecheckers <= 3 && (-2..=2).contains(&self.aggressiveness)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A one-off game starts on the book's basic timer, a season on its standard one (issue 40);
    /// nothing else differs.
    #[test]
    fn a_season_starts_on_the_standard_timer_and_a_game_on_the_basic_one() {
        assert_eq!(Options::default().timer, Timer::Basic);
        let season = Options::season_defaults();
        assert_eq!(season.timer, Timer::Standard);
        assert_eq!(
            Options {
                timer: Timer::Basic,
                ..season
            },
            Options::default()
        );
    }

    #[test]
    fn goalie_zones_parse_within_a1_to_e5() {
        assert_eq!(
            GoalieZone::parse("e4"),
            Some(GoalieZone { column: 4, row: 4 })
        );
        assert_eq!(GoalieZone::parse("B1").map(|z| z.name()), Some("b1".into()));
        for bad in ["f1", "a0", "a6", "", "a", "a12", "4e"] {
            assert_eq!(GoalieZone::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn coaching_limits() {
        assert!(Coaching::default().is_valid());
        let too_many = Coaching {
            forecheckers: 4,
            ..Coaching::default()
        };
        assert!(!too_many.is_valid());
        let reckless = Coaching {
            aggressiveness: 3,
            ..Coaching::default()
        };
        assert!(!reckless.is_valid());
    }

    #[test]
    fn options_round_trip() {
        let options = Options::default();
        let text = serde_json::to_string(&options).unwrap();
        assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), options);
        for flags in 1..8u8 {
            let options = Options {
                shooting_side: flags & 1 != 0,
                three_on_three_house_rule: flags & 2 != 0,
                basic_lines: flags & 4 != 0,
                ..Options::default()
            };
            let bytes = postcard::to_allocvec(&options).unwrap();
            assert_eq!(postcard::from_bytes::<Options>(&bytes).unwrap(), options);
            let text = serde_json::to_string(&options).unwrap();
            assert_eq!(serde_json::from_str::<Options>(&text).unwrap(), options);
        }
        // The options' bytes end in the flags: bit 2 is basic lines.
        let basic = Options {
            basic_lines: true,
            ..Options::default()
        };
        assert_eq!(postcard::to_allocvec(&basic).unwrap().last(), Some(&4));
    }

    /// Version 3's options, as its records wrote them (the shooting side a plain bool).
    #[derive(Serialize)]
    struct Version3Options {
        teams: ByTeam<TeamPick>,
        coaches: ByTeam<Coach>,
        timer: Timer,
        overtime: Overtime,
        overtime_skaters: u8,
        no_blocks: bool,
        icing_races: bool,
        dump_in_races: bool,
        goalie_passes: bool,
        hot_cold_goalies: bool,
        shooting_side: bool,
    }

    #[test]
    fn version_3_options_decode_with_the_house_rule_off() {
        for side in [false, true] {
            let old = Version3Options {
                teams: TeamPick::default_pair(),
                coaches: ByTeam::new(Coach::Person, Coach::Computer),
                timer: Timer::Standard,
                overtime: Overtime::Playoff,
                overtime_skaters: 3,
                no_blocks: true,
                icing_races: false,
                dump_in_races: true,
                goalie_passes: true,
                hot_cold_goalies: false,
                shooting_side: side,
            };
            let bytes = postcard::to_allocvec(&(3u16, &old, 99u64)).unwrap();
            let (version, options, seed): (u16, Options, u64) =
                postcard::from_bytes(&bytes).unwrap();
            assert_eq!((version, seed), (3, 99));
            assert_eq!(options.shooting_side, side);
            assert!(!options.three_on_three_house_rule);
            assert!(!options.basic_lines);
            assert_eq!(options.timer, Timer::Standard);
            assert!(options.no_blocks && options.dump_in_races && !options.hot_cold_goalies);
        }
    }
}
