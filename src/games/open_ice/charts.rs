//! The printed charts read with a 1-100 draw: penalties, the two save charts, assists, injuries
//! and the shootout miss table. The penalty, save and assists charts did not survive; ours follow
//! the readings A9, A16 and A17 in docs/open-ice-readings.md. The injury and shootout tables are
//! the rulebook's own.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PenaltyKind {
    Minor,
    Major,
    Misconduct,
}

impl PenaltyKind {
    pub fn minutes(self) -> u16 {
        match self {
            PenaltyKind::Minor => 2,
            PenaltyKind::Major => 5,
            PenaltyKind::Misconduct => 10,
        }
    }

    /// Control attempts (reading A11) after which a penalty ends; a misconduct gives no power
    /// play, and its player sits out `MISCONDUCT_DRAWS` action draws instead.
    pub fn control_attempts(self) -> Option<u8> {
        match self {
            PenaltyKind::Minor => Some(4),
            PenaltyKind::Major => Some(10),
            PenaltyKind::Misconduct => None,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            PenaltyKind::Minor => "minor",
            PenaltyKind::Major => "major",
            PenaltyKind::Misconduct => "misconduct",
        }
    }
}

/// About ten minutes of play: 100 action draws make a 20-minute period.
pub const MISCONDUCT_DRAWS: u16 = 50;

/// The penalty chart (A9): about 88% minors, 6% majors, 6% misconducts, each with its name.
pub fn penalty(draw: u8) -> (PenaltyKind, &'static str) {
    const MINORS: [(u8, &str); 10] = [
        (12, "hooking"),
        (24, "tripping"),
        (34, "holding"),
        (44, "interference"),
        (53, "slashing"),
        (61, "high-sticking"),
        (70, "roughing"),
        (78, "cross-checking"),
        (84, "holding the stick"),
        (88, "too many men"),
    ];
    if let Some((_, name)) = MINORS.iter().find(|(top, _)| draw <= *top) {
        return (PenaltyKind::Minor, name);
    }
    match draw {
        89..=90 => (PenaltyKind::Major, "contact to the head"),
        91..=92 => (PenaltyKind::Major, "checking from behind"),
        93..=94 => (PenaltyKind::Major, "fighting"),
        95..=97 => (PenaltyKind::Misconduct, "unsportsmanlike conduct"),
        _ => (PenaltyKind::Misconduct, "abuse of officials"),
    }
}

/// What happens after a shot that is not a goal (R27, A16).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AfterSave {
    /// The shooting team shoots again at once.
    Rebound,
    /// The goalie freezes the puck: face-off in that zone.
    Covered,
    /// The defence clears: the defending team has the puck in its own zone.
    Cleared,
    /// A scramble: a control draw in the zone.
    Scramble,
}

/// The even-strength save chart (also for shorthanded shots and 4 on 4, reading A15).
pub fn after_save_even(draw: u8) -> AfterSave {
    match draw {
        1..=6 => AfterSave::Rebound,
        7..=42 => AfterSave::Covered,
        43..=80 => AfterSave::Cleared,
        _ => AfterSave::Scramble,
    }
}

/// The shorthanded save chart, for a power-play shot: more rebounds and scrambles.
pub fn after_save_shorthanded(draw: u8) -> AfterSave {
    match draw {
        1..=10 => AfterSave::Rebound,
        11..=42 => AfterSave::Covered,
        43..=68 => AfterSave::Cleared,
        _ => AfterSave::Scramble,
    }
}

/// The assists chart (A17): how many assists a goal gets (1.66 on average).
pub fn assists(draw: u8) -> u8 {
    match draw {
        1..=6 => 0,
        7..=28 => 1,
        _ => 2,
    }
}

/// How long an injured player is out (R54).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum InjuryLength {
    None,
    RestOfPeriod,
    RestOfGame,
    /// Out for this game and as many more as the draw's last digit.
    Games(u8),
}

/// The injury table (R54, example E5: 84 → this game and 4 more).
pub fn injury(draw: u8) -> InjuryLength {
    match draw {
        1..=20 => InjuryLength::None,
        21..=50 => InjuryLength::RestOfPeriod,
        51..=75 => InjuryLength::RestOfGame,
        _ => InjuryLength::Games(draw % 10),
    }
}

/// A missed shootout attempt on the shooter's side (R51): above the PCT but below 80 is saved,
/// 80-100 is wide.
pub fn shootout_miss_is_wide(draw: u8) -> bool {
    draw >= 80
}
