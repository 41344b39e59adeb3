//! The card's puck-action block and its result columns (D22-D29).

use super::*;

/// A puck action of the action block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PuckAction {
    /// PD: pass against the defender's DF.
    Pd,
    /// SC: skate against the defender's CH.
    Sc,
    /// DC: dump or clear (a loose puck).
    Dc,
    /// ICE: icing.
    Ice,
    /// OFF: offside.
    Off,
    /// PN: penalty.
    Pn,
    /// INJ: injury.
    Inj,
    /// WS: wrist shot.
    Ws,
    /// SS: slap shot.
    Ss,
    /// ⁂: the offensive coach picks (never PN, INJ or OFF).
    Wild,
    /// WP: weird play.
    Wp,
}

impl PuckAction {
    /// In the order the chart lists them (and a column's ranges run).
    pub const ALL: [PuckAction; 11] = [
        PuckAction::Pd,
        PuckAction::Sc,
        PuckAction::Dc,
        PuckAction::Ice,
        PuckAction::Off,
        PuckAction::Pn,
        PuckAction::Inj,
        PuckAction::Ws,
        PuckAction::Ss,
        PuckAction::Wild,
        PuckAction::Wp,
    ];

    pub fn code(self) -> &'static str {
        match self {
            PuckAction::Pd => "PD",
            PuckAction::Sc => "SC",
            PuckAction::Dc => "DC",
            PuckAction::Ice => "ICE",
            PuckAction::Off => "OFF",
            PuckAction::Pn => "PN",
            PuckAction::Inj => "INJ",
            PuckAction::Ws => "WS",
            PuckAction::Ss => "SS",
            PuckAction::Wild => "⁂",
            PuckAction::Wp => "WP",
        }
    }

    fn index(self) -> usize {
        PuckAction::ALL.iter().position(|&a| a == self).unwrap_or(0)
    }
}

/// The team's strength, from the puck carrier's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Strength {
    Even,
    PowerPlay,
    ShortHanded,
}

impl Strength {
    pub const ALL: [Strength; 3] = [Strength::Even, Strength::PowerPlay, Strength::ShortHanded];

    pub(super) fn index(self) -> usize {
        self as usize
    }
}

/// The seven columns of the action block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActionColumn {
    DefensiveEven,
    DefensivePowerPlay,
    DefensiveShortHanded,
    /// The neutral zone's single column, used at every strength (A13).
    Neutral,
    OffensiveEven,
    OffensivePowerPlay,
    OffensiveShortHanded,
}

impl ActionColumn {
    pub const ALL: [ActionColumn; 7] = [
        ActionColumn::DefensiveEven,
        ActionColumn::DefensivePowerPlay,
        ActionColumn::DefensiveShortHanded,
        ActionColumn::Neutral,
        ActionColumn::OffensiveEven,
        ActionColumn::OffensivePowerPlay,
        ActionColumn::OffensiveShortHanded,
    ];

    pub fn label(self) -> &'static str {
        match self {
            ActionColumn::DefensiveEven => "D-ES",
            ActionColumn::DefensivePowerPlay => "D-PP",
            ActionColumn::DefensiveShortHanded => "D-SH",
            ActionColumn::Neutral => "N",
            ActionColumn::OffensiveEven => "O-ES",
            ActionColumn::OffensivePowerPlay => "O-PP",
            ActionColumn::OffensiveShortHanded => "O-SH",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The column a carrier reads in `third` at `strength`.
    pub fn of(third: super::super::rink::Third, strength: Strength) -> ActionColumn {
        use super::super::rink::Third;
        match (third, strength) {
            (Third::Defensive, Strength::Even) => ActionColumn::DefensiveEven,
            (Third::Defensive, Strength::PowerPlay) => ActionColumn::DefensivePowerPlay,
            (Third::Defensive, Strength::ShortHanded) => ActionColumn::DefensiveShortHanded,
            (Third::Neutral, _) => ActionColumn::Neutral,
            (Third::Offensive, Strength::Even) => ActionColumn::OffensiveEven,
            (Third::Offensive, Strength::PowerPlay) => ActionColumn::OffensivePowerPlay,
            (Third::Offensive, Strength::ShortHanded) => ActionColumn::OffensiveShortHanded,
        }
    }

    /// 0 defensive, 1 neutral, 2 offensive.
    pub(super) fn third(self) -> usize {
        match self {
            ActionColumn::DefensiveEven
            | ActionColumn::DefensivePowerPlay
            | ActionColumn::DefensiveShortHanded => 0,
            ActionColumn::Neutral => 1,
            _ => 2,
        }
    }

    pub(super) fn strength(self) -> Strength {
        match self {
            ActionColumn::DefensivePowerPlay | ActionColumn::OffensivePowerPlay => {
                Strength::PowerPlay
            }
            ActionColumn::DefensiveShortHanded | ActionColumn::OffensiveShortHanded => {
                Strength::ShortHanded
            }
            _ => Strength::Even,
        }
    }
}

/// One action's d10 range in a column, `low..=high` within 00-99.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ActionRange {
    pub action: PuckAction,
    pub low: u8,
    pub high: u8,
}

/// One column of the action block: ranges in chart order covering 00-99 once.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PuckActions {
    pub ranges: Vec<ActionRange>,
}

impl PuckActions {
    /// Ranges from widths (any order; they are laid out in chart order, zero widths greyed
    /// out). The widths must add to 100.
    pub fn from_widths(widths: &[(PuckAction, u8)]) -> PuckActions {
        let mut sorted: Vec<(PuckAction, u8)> =
            widths.iter().copied().filter(|&(_, w)| w > 0).collect();
        sorted.sort_by_key(|&(a, _)| a.index());
        let mut low = 0u8;
        let ranges = sorted
            .into_iter()
            .map(|(action, w)| {
                let r = ActionRange {
                    action,
                    low,
                    high: low + w - 1,
                };
                low += w;
                r
            })
            .collect();
        PuckActions { ranges }
    }

    /// The action a d10 pair (00-99) calls for.
    pub fn read(&self, combo: u8) -> PuckAction {
        self.ranges
            .iter()
            .find(|r| (r.low..=r.high).contains(&combo))
            .or(self.ranges.last())
            .map_or(PuckAction::Wild, |r| r.action)
    }

    /// How many of the 100 pairs call for `action` (0 when greyed out).
    pub fn width(&self, action: PuckAction) -> u8 {
        self.ranges
            .iter()
            .filter(|r| r.action == action)
            .map(|r| r.high - r.low + 1)
            .sum()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PuckActionBlock {
    /// In [`ActionColumn::ALL`] order.
    pub columns: [PuckActions; 7],
}

impl PuckActionBlock {
    pub fn column(&self, column: ActionColumn) -> &PuckActions {
        &self.columns[column.index()]
    }

    pub fn read(&self, column: ActionColumn, combo: u8) -> PuckAction {
        self.column(column).read(combo)
    }
}

// ---------------------------------------------------------------------------------------------
// Result columns

/// Who a pass in a PS cell is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Recipient {
    /// Ⓐ-Ⓓ: the on-ice teammate with the highest (1) to fourth-highest (4) recipient value.
    Rank(u8),
    /// ⊛: the offensive coach's pick (never the passer).
    Choice,
    /// ➀-➅: the teammate at that position.
    Mate(u8),
}

impl Recipient {
    pub fn symbol(self) -> String {
        match self {
            Recipient::Rank(n) => ['?', 'Ⓐ', 'Ⓑ', 'Ⓒ', 'Ⓓ'][usize::from(n.min(4))].to_string(),
            Recipient::Choice => "⊛".into(),
            Recipient::Mate(n) => open_number(n).to_string(),
        }
    }
}

/// A result-column cell (the Symbol Map and Code Translation).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayResult {
    /// ▲ △ ◀ ▶ ▼ ●: the puck moves (● then shoots); in a PS column, a completed pass to `to`.
    Move {
        movement: Move,
        to: Option<Recipient>,
    },
    /// ⍙: a possible breakaway or rush (the rush chart); in a PS column the recipient carries.
    Rush { to: Option<Recipient> },
    /// ♦: stolen.
    Steal,
    /// ♢: stolen, and a shot at once in the stealer's offensive zone.
    StealShoot,
    /// ○: loose puck.
    Loose,
    /// ◉: stoppage, faceoff.
    Stoppage,
    /// ☢: penalty.
    Penalty,
    /// ☠: hard hit; the loser may be hurt; loose puck.
    HardHit,
    /// ✚: the card's owner may be hurt; loose puck.
    Injury,
    /// ➊-➏ in a defender's column: the play is broken up, but the puck stays with that
    /// opposing player where he is (A17).
    Opponent(u8),
}

impl PlayResult {
    pub fn symbol(self) -> String {
        let to = |r: Option<Recipient>| r.map_or(String::new(), |r| r.symbol());
        match self {
            PlayResult::Move { movement, to: r } => format!("{}{}", move_symbol(movement), to(r)),
            PlayResult::Rush { to: r } => format!("⍙{}", to(r)),
            PlayResult::Steal => "♦".into(),
            PlayResult::StealShoot => "♢".into(),
            PlayResult::Loose => "○".into(),
            PlayResult::Stoppage => "◉".into(),
            PlayResult::Penalty => "☢".into(),
            PlayResult::HardHit => "☠".into(),
            PlayResult::Injury => "✚".into(),
            PlayResult::Opponent(n) => solid_number(n).to_string(),
        }
    }
}

pub fn move_symbol(movement: Move) -> &'static str {
    match movement {
        Move::Ahead => "▲",
        Move::FarAhead => "△",
        Move::AheadLeft => "◀",
        Move::AheadRight => "▶",
        Move::BackToPoint => "▼",
        Move::Centre => "●",
        Move::Advance => "adv",
    }
}

/// A result column read by the 2d6 total: `rows[total - 2]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ResultColumn {
    pub rows: [PlayResult; 11],
}

impl ResultColumn {
    pub fn read(&self, total: u8) -> PlayResult {
        self.rows[usize::from(total.clamp(2, 12) - 2)]
    }

    /// The chance (over 2d6) of a cell matching `f`.
    pub fn mass(&self, f: impl Fn(PlayResult) -> bool) -> f64 {
        (2..=12u8)
            .filter(|&t| f(self.read(t)))
            .map(two_d6_odds)
            .sum()
    }
}

/// The chance of a 2d6 total.
pub fn two_d6_odds(total: u8) -> f64 {
    f64::from(6 - (i16::from(total) - 7).unsigned_abs().min(6) as u8) / 36.0
}
