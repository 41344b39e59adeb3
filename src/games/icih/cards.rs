//! What an Ice Cold Ice Hockey card is. The 64 cards themselves are data in `deck.rs`.

use crate::engine::Team;
use serde::{Deserialize, Serialize};

/// A zone from the point of view of one side (the card holder, or the team in control).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Zone {
    Defensive,
    Centre,
    Offensive,
}

impl Zone {
    pub const ALL: [Zone; 3] = [Zone::Defensive, Zone::Centre, Zone::Offensive];

    pub fn short(self) -> &'static str {
        match self {
            Zone::Defensive => "DZ",
            Zone::Centre => "CI",
            Zone::Offensive => "OZ",
        }
    }

    /// The same stretch of ice seen from the other bench.
    pub fn flipped(self) -> Zone {
        match self {
            Zone::Defensive => Zone::Offensive,
            Zone::Centre => Zone::Centre,
            Zone::Offensive => Zone::Defensive,
        }
    }
}

/// The rink icon at upper left: the holder's zones where the card may be played.
/// All false means no icon: any zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zones {
    pub dz: bool,
    pub ci: bool,
    pub oz: bool,
}

impl Zones {
    pub const ANY: Zones = Zones::new(false, false, false);
    pub const DZ: Zones = Zones::new(true, false, false);
    pub const CI: Zones = Zones::new(false, true, false);
    pub const OZ: Zones = Zones::new(false, false, true);
    pub const DZ_CI: Zones = Zones::new(true, true, false);
    pub const CI_OZ: Zones = Zones::new(false, true, true);

    pub const fn new(dz: bool, ci: bool, oz: bool) -> Zones {
        Zones { dz, ci, oz }
    }

    pub fn is_any(self) -> bool {
        !(self.dz || self.ci || self.oz)
    }

    pub fn allows(self, zone: Zone) -> bool {
        self.is_any()
            || match zone {
                Zone::Defensive => self.dz,
                Zone::Centre => self.ci,
                Zone::Offensive => self.oz,
            }
    }
}

/// The action icon below the rink icon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    Pass,
    Skate,
    InsideShot,
    /// Red "D".
    Defence,
    /// Red "D" with a black "P" and a whistle: a possible penalty.
    DefencePenalty,
    /// Red "D" with a black "S": steal the puck (against a pass, played in its zone of origin).
    DefenceSteal,
    /// Red square, played on the opponent's inside-shot card.
    InsideShotBlocked,
    /// Played when the opponent declares an outside shot.
    OutsideShotBlocked,
    /// Red triangle, played when the opponent dumps (or tries to dump) out of his zone.
    PuckKeptIn,
}

impl Kind {
    pub fn is_offensive(self) -> bool {
        matches!(self, Kind::Pass | Kind::Skate | Kind::InsideShot)
    }

    /// A red "D" at upper left (the blocks and Puck Kept In are not "D" cards).
    pub fn is_defensive(self) -> bool {
        matches!(
            self,
            Kind::Defence | Kind::DefencePenalty | Kind::DefenceSteal
        )
    }

    pub fn label(self) -> &'static str {
        match self {
            Kind::Pass => "Pass",
            Kind::Skate => "Skate",
            Kind::InsideShot => "Inside shot",
            Kind::Defence => "Defence",
            Kind::DefencePenalty => "Defence, possible penalty",
            Kind::DefenceSteal => "Defence, steal",
            Kind::InsideShotBlocked => "I/S blocked",
            Kind::OutsideShotBlocked => "O/S blocked",
            Kind::PuckKeptIn => "Puck kept in",
        }
    }
}

/// The icons at upper right: what may be played next, on top of this card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Next {
    pub skate: bool,
    pub pass: bool,
    /// Crosshairs: an inside-shot card may follow.
    pub inside_shot: bool,
    /// Red "D": the opponent may answer with a defensive card.
    pub defence: bool,
}

impl Next {
    pub const NOTHING: Next = Next::new(false, false, false, false);

    pub const fn new(skate: bool, pass: bool, inside_shot: bool, defence: bool) -> Next {
        Next {
            skate,
            pass,
            inside_shot,
            defence,
        }
    }

    /// After a face-off, a loose puck, a save or a dump: any skate or pass, no inside shot.
    pub const FRESH: Next = Next::new(true, true, false, false);

    pub fn allows(self, kind: Kind) -> bool {
        match kind {
            Kind::Skate => self.skate,
            Kind::Pass => self.pass,
            Kind::InsideShot => self.inside_shot,
            _ => false,
        }
    }
}

/// What a defensive card does when it is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stop {
    /// Not a defensive card.
    None,
    /// The player of the card gains control where it is played.
    GainControl,
    /// An H/V check decides who gains control where it is played.
    LoosePuck,
    /// Cheap Shot: play stops, penalty check, face-off where it happened.
    StopPlay,
    /// Fight!: coincidental majors, a draw for the winner, face-off where it happened.
    Fight,
}

/// Special rules a card carries beyond its icons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Special {
    None,
    /// #3: icing on purpose; an extra discard before replenishing.
    IceThePuck,
    /// #4 and #21: only a possible-penalty card may answer.
    Breakaway,
    /// #39 and #40: a possible-penalty card may answer; ID 1-9 on the check awards a penalty shot.
    PenaltyShotRisk,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotResult {
    Goal,
    SuperSave,
    SaveDef,
    WideDef,
    SaveOff,
    SaveFaceOff,
    SaveRebound,
    HitPost,
    HitCrossbar,
}

impl ShotResult {
    /// Does the shot count as a shot on goal?
    pub fn on_goal(self) -> bool {
        !matches!(
            self,
            ShotResult::WideDef | ShotResult::HitPost | ShotResult::HitCrossbar
        )
    }

    pub fn label(self) -> &'static str {
        match self {
            ShotResult::Goal => "Goal! +3M",
            ShotResult::SuperSave => "Super Save! +2M",
            ShotResult::SaveDef => "Save - DEF",
            ShotResult::WideDef => "Wide - DEF",
            ShotResult::SaveOff => "Save - OFF",
            ShotResult::SaveFaceOff => "Save - FO",
            ShotResult::SaveRebound => "Save - REBOUND",
            ShotResult::HitPost => "Hit the Post!",
            ShotResult::HitCrossbar => "Hit the X-Bar!",
        }
    }
}

/// A bracketed extra beside a shot result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Bracket {
    /// [PPG!]: a goal for a team on the power play (or with its goalie pulled).
    PowerPlayGoal,
    /// [SHG!]: a goal against a team on the power play (or with its goalie pulled).
    ShortHandedGoal,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shot {
    pub result: ShotResult,
    pub bracket: Option<Bracket>,
}

impl Shot {
    pub const fn plain(result: ShotResult) -> Shot {
        Shot {
            result,
            bracket: None,
        }
    }

    pub fn label(self) -> String {
        match self.bracket {
            None => self.result.label().to_string(),
            Some(Bracket::PowerPlayGoal) => format!("{} [PPG!]", self.result.label()),
            Some(Bracket::ShortHandedGoal) => format!("{} [SHG!]", self.result.label()),
        }
    }
}

/// The extra word in the H/V section, beside the letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum HvExtra {
    None,
    /// "Penalty 10-40": draw again; an ID in 10-40 is a penalty on the team on that card.
    Penalty,
    Fight,
    Offside,
}

/// An inclusive range of card IDs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct IdRange {
    pub low: u8,
    pub high: u8,
}

impl IdRange {
    pub const fn new(low: u8, high: u8) -> IdRange {
        IdRange { low, high }
    }

    pub fn contains(self, id: u8) -> bool {
        (self.low..=self.high).contains(&id)
    }
}

/// The range every "Penalty 10-40" check uses.
pub const BEHIND_THE_PLAY: IdRange = IdRange::new(10, 40);
/// A D-with-P card answering #39/#40: this ID first awards a penalty shot.
pub const PENALTY_SHOT_AWARD: IdRange = IdRange::new(1, 9);
/// Penalty shots, shootout attempts: this ID scores.
pub const PENALTY_SHOT_GOAL: IdRange = IdRange::new(1, 25);
/// Ice the Puck or a failed dump-out against an empty net: this ID scores.
pub const EMPTY_NET_GOAL: IdRange = IdRange::new(1, 9);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CardDef {
    pub id: u8,
    pub kind: Kind,
    pub zones: Zones,
    pub next: Next,
    /// Zones the puck moves forward when an offensive card goes through (0 = across the ice).
    pub advance: u8,
    pub stop: Stop,
    pub special: Special,
    /// Bonus cards (momentum) for the player of this card, e.g. Big Hit! +2.
    pub momentum: u8,
    pub title: &'static str,
    pub flavour: &'static str,
    pub os: Shot,
    pub is: Shot,
    pub hv: Team,
    pub hv_extra: HvExtra,
    /// D-with-P cards: a check ID in this range is a minor penalty on the card's player.
    pub penalty: Option<IdRange>,
    /// Cheap Shot: a check ID in this range is a major instead.
    pub major: Option<IdRange>,
}

impl CardDef {
    /// The puck's zone (seen by the card's player) after this offensive card goes through.
    pub fn destination(&self, from: Zone) -> Zone {
        match (from as u8 + self.advance).min(2) {
            0 => Zone::Defensive,
            1 => Zone::Centre,
            _ => Zone::Offensive,
        }
    }
}
