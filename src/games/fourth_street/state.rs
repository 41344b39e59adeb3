//! 4th Street Hockey's options and the coaching decisions the engine will take as actions.
//! The engine's steps and events come with the rules engine; these are the choices a coach (or
//! the computer manager, for a team nobody coaches) makes, and the rules that are optional.

use super::clock::Timer;
use crate::engine::ByTeam;
pub use crate::games::open_ice::{Coach, TeamPick};
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

/// Defaults follow the readings (A30, A68): the standard timer, since the book warns the basic
/// one gives too few shots; the May 2010 races and the shooting side are opt-in.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}

impl Default for Options {
    fn default() -> Self {
        Options {
            teams: TeamPick::default_pair(),
            coaches: ByTeam::new(Coach::Computer, Coach::Computer),
            timer: Timer::Standard,
            overtime: Overtime::Shootout,
            overtime_skaters: 3,
            no_blocks: false,
            icing_races: false,
            dump_in_races: false,
            goalie_passes: true,
            hot_cold_goalies: true,
            shooting_side: false,
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
    /// (1-3); only forwards forecheck.
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
        (1..=3).contains(&self.forecheckers) && (-2..=2).contains(&self.aggressiveness)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
