//! The board: fifteen areas as the team with the puck sees them, the puck-movement symbols, the
//! 1-20 loose-puck labels and the turn of the board when the puck changes hands.
//!
//! The attacking team's view: its defensive third and the neutral third in three lanes each
//! (left, middle, right), and its offensive zone in nine sections, L1-R3, level 1 nearest the
//! net and level 3 at the blue line. "Forward" runs defensive, neutral, level 3, level 2,
//! level 1; nothing is past level 1.

use serde::{Deserialize, Serialize};

/// A lane, as the team it belongs to faces the net it attacks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lane {
    Left,
    Middle,
    Right,
}

impl Lane {
    pub const ALL: [Lane; 3] = [Lane::Left, Lane::Middle, Lane::Right];

    /// The same lane seen from the other end of the rink.
    pub fn mirrored(self) -> Lane {
        match self {
            Lane::Left => Lane::Right,
            Lane::Middle => Lane::Middle,
            Lane::Right => Lane::Left,
        }
    }

    /// One lane toward `side` (-1 left, +1 right), staying on the ice: a "▶" from the right
    /// lane goes straight ahead.
    fn shifted(self, side: i8) -> Lane {
        let index = (self.index() as i8 + side).clamp(0, 2);
        Lane::ALL[index as usize]
    }

    fn index(self) -> usize {
        match self {
            Lane::Left => 0,
            Lane::Middle => 1,
            Lane::Right => 2,
        }
    }

    pub fn letter(self) -> char {
        match self {
            Lane::Left => 'L',
            Lane::Middle => 'M',
            Lane::Right => 'R',
        }
    }
}

/// Depth in the offensive zone: 1 is in front of the net, 3 at the blue line (the points).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Level {
    One = 1,
    Two = 2,
    Three = 3,
}

impl Level {
    pub fn number(self) -> u8 {
        self as u8
    }
}

/// Where the puck is, from the point of view of the team that has it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Area {
    Defensive(Lane),
    Neutral(Lane),
    Offensive(Lane, Level),
}

/// The puck-movement symbols of the result columns (the Symbol Map).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Move {
    /// ▲ two areas straight ahead.
    Ahead,
    /// △ three areas straight ahead.
    FarAhead,
    /// ◀ two ahead and one lane left.
    AheadLeft,
    /// ▶ two ahead and one lane right.
    AheadRight,
    /// ▼ back to the point (level 3) in the offensive zone, otherwise two ahead.
    BackToPoint,
    /// ● two ahead and into the middle lane (the shot that follows is the engine's).
    Centre,
    /// The "adv" outcome of a rush: three ahead, or to level 1 from inside the offensive zone.
    Advance,
}

impl Area {
    /// The face-off spot at centre ice.
    pub const CENTRE: Area = Area::Neutral(Lane::Middle);

    pub fn lane(self) -> Lane {
        match self {
            Area::Defensive(lane) | Area::Neutral(lane) | Area::Offensive(lane, _) => lane,
        }
    }

    /// The zone as the rules name it for puck actions: D, N or O.
    pub fn third(self) -> Third {
        match self {
            Area::Defensive(_) => Third::Defensive,
            Area::Neutral(_) => Third::Neutral,
            Area::Offensive(..) => Third::Offensive,
        }
    }

    pub fn level(self) -> Option<Level> {
        match self {
            Area::Offensive(_, level) => Some(level),
            _ => None,
        }
    }

    /// 0 defensive, 1 neutral, 2-4 offensive levels 3, 2, 1.
    fn depth(self) -> u8 {
        match self {
            Area::Defensive(_) => 0,
            Area::Neutral(_) => 1,
            Area::Offensive(_, level) => 5 - level.number(),
        }
    }

    fn at_depth(depth: u8, lane: Lane) -> Area {
        match depth {
            0 => Area::Defensive(lane),
            1 => Area::Neutral(lane),
            2 => Area::Offensive(lane, Level::Three),
            3 => Area::Offensive(lane, Level::Two),
            _ => Area::Offensive(lane, Level::One),
        }
    }

    /// `steps` areas ahead in `lane`, stopping at level 1.
    pub fn ahead(self, steps: u8, lane: Lane) -> Area {
        Area::at_depth((self.depth() + steps).min(4), lane)
    }

    /// Where a movement symbol takes the puck. On a power play (and by the 3-on-3 addendum) the
    /// two-area symbols move three areas; △ results become ⍙ before they get here.
    pub fn moved(self, movement: Move, power_play: bool) -> Area {
        let two = if power_play { 3 } else { 2 };
        let lane = self.lane();
        match movement {
            Move::Ahead => self.ahead(two, lane),
            Move::FarAhead => self.ahead(3, lane),
            Move::AheadLeft => self.ahead(two, lane.shifted(-1)),
            Move::AheadRight => self.ahead(two, lane.shifted(1)),
            Move::BackToPoint => match self {
                Area::Offensive(lane, _) => Area::Offensive(lane, Level::Three),
                _ => self.ahead(two, lane),
            },
            Move::Centre => self.ahead(two, Lane::Middle),
            Move::Advance => match self {
                Area::Offensive(lane, _) => Area::Offensive(lane, Level::One),
                _ => self.ahead(3, lane),
            },
        }
    }

    /// The same spot seen by the other team, for thirds that need no dice: their offensive
    /// zone is our defensive third (lane mirrored) and the neutral third is shared. Our
    /// defensive third is their offensive zone, whose level the loose-puck labels decide, so it
    /// has no answer here.
    pub fn turned(self) -> Option<Area> {
        match self {
            Area::Offensive(lane, _) => Some(Area::Defensive(lane.mirrored())),
            Area::Neutral(lane) => Some(Area::Neutral(lane.mirrored())),
            Area::Defensive(_) => None,
        }
    }

    /// The rules' name: "D-L", "N-M", "M2".
    pub fn name(self) -> String {
        match self {
            Area::Defensive(lane) => format!("D-{}", lane.letter()),
            Area::Neutral(lane) => format!("N-{}", lane.letter()),
            Area::Offensive(lane, level) => format!("{}{}", lane.letter(), level.number()),
        }
    }
}

/// The three thirds that choose a puck-action column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Third {
    Defensive,
    Neutral,
    Offensive,
}

/// The loose-puck labels of an end, as the team attacking it sees them (D15, A4: our design,
/// the board was a picture). The text fixes M2 at 11-12 and a d20 of 10 in L2; level 1
/// (corners and crease) takes 40% of loose pucks, the other levels 30% each.
const OFFENSIVE_LABELS: [(Lane, Level, u8, u8); 9] = [
    (Lane::Left, Level::One, 1, 3),
    (Lane::Middle, Level::One, 4, 5),
    (Lane::Right, Level::One, 6, 8),
    (Lane::Left, Level::Two, 9, 10),
    (Lane::Middle, Level::Two, 11, 12),
    (Lane::Right, Level::Two, 13, 14),
    (Lane::Left, Level::Three, 15, 16),
    (Lane::Middle, Level::Three, 17, 18),
    (Lane::Right, Level::Three, 19, 20),
];

/// The section of the offensive zone a d20 names.
pub fn offensive_label(d20: u8) -> Area {
    let d20 = d20.clamp(1, 20);
    OFFENSIVE_LABELS
        .iter()
        .find(|&&(_, _, low, high)| (low..=high).contains(&d20))
        .map(|&(lane, level, _, _)| Area::Offensive(lane, level))
        .unwrap_or(Area::Offensive(Lane::Middle, Level::Two))
}

/// The d20 numbers of an offensive section, for the board's labels.
pub fn offensive_label_range(lane: Lane, level: Level) -> (u8, u8) {
    OFFENSIVE_LABELS
        .iter()
        .find(|&&(l, v, _, _)| l == lane && v == level)
        .map(|&(_, _, low, high)| (low, high))
        .unwrap_or((0, 0))
}

/// The lane a d20 names in the neutral third: left 1-6, middle 7-14, right 15-20, the same
/// from either end (D15).
pub fn neutral_lane(d20: u8) -> Lane {
    match d20 {
        0..=6 => Lane::Left,
        7..=14 => Lane::Middle,
        _ => Lane::Right,
    }
}

/// Where a loose puck in `third` is gathered, by the d20, as the team that last had it sees it.
/// Its defensive end carries the other team's offensive labels, so the lane comes back mirrored.
pub fn loose_puck_area(third: Third, d20: u8) -> Area {
    match third {
        Third::Offensive => offensive_label(d20),
        Third::Neutral => Area::Neutral(neutral_lane(d20)),
        Third::Defensive => Area::Defensive(offensive_label(d20).lane().mirrored()),
    }
}

/// Where a dump-in lands: straight ahead into level 1 of the lane it came from.
pub fn dump_in_area(from: Area) -> Area {
    Area::Offensive(from.lane(), Level::One)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walk_through_moves() {
        // The rulebook's walk-through: ▲ from the defensive zone reaches level 3, △ level 2,
        // ▶ level 3 one lane right; a ▲ pass from M3 reaches M1.
        let start = Area::Defensive(Lane::Middle);
        assert_eq!(
            start.moved(Move::Ahead, false),
            Area::Offensive(Lane::Middle, Level::Three)
        );
        assert_eq!(
            start.moved(Move::FarAhead, false),
            Area::Offensive(Lane::Middle, Level::Two)
        );
        assert_eq!(
            start.moved(Move::AheadRight, false),
            Area::Offensive(Lane::Right, Level::Three)
        );
        let m3 = Area::Offensive(Lane::Middle, Level::Three);
        assert_eq!(
            m3.moved(Move::Ahead, false),
            Area::Offensive(Lane::Middle, Level::One)
        );
    }

    #[test]
    fn edges_and_special_moves() {
        // ▶ in the right lane goes straight ahead; nothing passes level 1.
        let r2 = Area::Offensive(Lane::Right, Level::Two);
        assert_eq!(
            r2.moved(Move::AheadRight, false),
            Area::Offensive(Lane::Right, Level::One)
        );
        // ▼ goes back to the point inside the zone, two ahead outside it.
        assert_eq!(
            r2.moved(Move::BackToPoint, false),
            Area::Offensive(Lane::Right, Level::Three)
        );
        assert_eq!(
            Area::Defensive(Lane::Left).moved(Move::BackToPoint, false),
            Area::Offensive(Lane::Left, Level::Three)
        );
        // ● centres; adv reaches level 1 from inside the zone, three ahead from outside.
        assert_eq!(
            Area::Neutral(Lane::Left).moved(Move::Centre, false),
            Area::Offensive(Lane::Middle, Level::Two)
        );
        assert_eq!(
            Area::Offensive(Lane::Left, Level::Three).moved(Move::Advance, false),
            Area::Offensive(Lane::Left, Level::One)
        );
        assert_eq!(
            Area::Defensive(Lane::Left).moved(Move::Advance, false),
            Area::Offensive(Lane::Left, Level::Two)
        );
    }

    #[test]
    fn power_play_moves_three() {
        let start = Area::Defensive(Lane::Middle);
        assert_eq!(
            start.moved(Move::Ahead, true),
            Area::Offensive(Lane::Middle, Level::Two)
        );
        assert_eq!(
            start.moved(Move::AheadLeft, true),
            Area::Offensive(Lane::Left, Level::Two)
        );
    }

    #[test]
    fn labels_cover_one_to_twenty_once_and_match_the_text() {
        let mut seen = [0u8; 21];
        for &(_, _, low, high) in &OFFENSIVE_LABELS {
            for n in low..=high {
                seen[usize::from(n)] += 1;
            }
        }
        assert!(seen[1..].iter().all(|&c| c == 1));
        // "M2 (11-12)" and the power-play example's d20 10 landing in L2.
        assert_eq!(
            offensive_label(11),
            Area::Offensive(Lane::Middle, Level::Two)
        );
        assert_eq!(
            offensive_label(12),
            Area::Offensive(Lane::Middle, Level::Two)
        );
        assert_eq!(offensive_label(10), Area::Offensive(Lane::Left, Level::Two));
        assert_eq!(offensive_label_range(Lane::Middle, Level::Two), (11, 12));
    }

    #[test]
    fn turning_the_board() {
        assert_eq!(
            Area::Offensive(Lane::Left, Level::One).turned(),
            Some(Area::Defensive(Lane::Right))
        );
        assert_eq!(
            Area::Neutral(Lane::Right).turned(),
            Some(Area::Neutral(Lane::Left))
        );
        assert_eq!(Area::Defensive(Lane::Middle).turned(), None);
        assert_eq!(dump_in_area(Area::Neutral(Lane::Right)).name(), "R1");
        // A loose puck in our end, on the other team's label 1 (their L1), is in our right lane.
        assert_eq!(
            loose_puck_area(Third::Defensive, 1),
            Area::Defensive(Lane::Right)
        );
        assert_eq!(
            loose_puck_area(Third::Neutral, 7),
            Area::Neutral(Lane::Middle)
        );
    }
}
