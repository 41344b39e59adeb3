//! 4th Street Hockey skater cards (docs/fourth-street-readings.md D22-D54) and the builder that
//! makes them from the league's stat lines. Goalie cards are in [`super::goalie`].
//!
//! # The card
//! - A puck-action block of seven columns (D-ES, D-PP, D-SH, N, O-ES, O-PP, O-SH; the neutral
//!   zone has one column, A13), each splitting the d10 pair 00-99 into PD, SC, DC, ICE, OFF, PN,
//!   INJ, WS, SS, ⁂ and WP ranges in that order; an action a column lacks is greyed out.
//! - Result columns PS and SK (the carrier's) and DF and CH (the defender's), read by the 2d6
//!   total 2-12 ([`PlayResult`]).
//! - A 6×6 shot section (black d6 across, white d6 down: "under 1 and across from 3") of goalie
//!   zones a1-e5, misses wL/wR and ◘, and a 6×6 drift section below it (nothing, the eight
//!   arrows, a tip by ⓐ/ⓑ or a teammate's number, ✪); the ratings of [`SkaterRatings`].
//!
//! # Design choices (each written beside its data below)
//! - Action widths follow the surviving sample chart's shape (D25): ICE only in D and N, OFF
//!   only in N and O, shots only in O, D-SH mostly ICE. Per player: PD against SC from his share
//!   of assists in his points; the O-column shot widths solved from his shots on goal; the PN
//!   width (0-6 in every column) with the ☢ cells of his DF and CH columns from his penalty
//!   minutes; WP in D-ES and O-ES on about a quarter of skaters (a hash of the id).
//! - Ratings from the stat line by closed formulas ([`base_ratings`]), except A(zz), solved so
//!   the assist tables give back his assists, and the man-advantage bonus of the power-play
//!   unit, solved for his power-play goals.
//! - Result columns are graded templates ([`ps_column`], [`sk_column`], [`df_column`],
//!   [`ch_column`]); the average ones keep the text's Bollinger cells (SK 8 ▲, SK 11 ⍙, PS 8
//!   ▲Ⓐ). Passes favour Ⓐ (19 of the 35 pass cells of an average passer), so the puck finds
//!   the team's shooters, as recipient values rank them by shots per 60; ▼➃ and ▼➄ (8 cells)
//!   send it back to the point, where the defencemen shoot from.
//! - Shot section: 8 misses placed where slap shots (+1 on each die) read twice as often and
//!   breakaways (-1) hardly ever (misses: wrist 22%, slap 31%, breakaway 8%); 0-4 ◘ cells by
//!   shooting percentage (the text: scorers have more); the other cells are goalie zones, the
//!   better ones nearer the breakaway corner, picked to give back his goals.
//! - Drift section: 9 arrows, ✪ once (twice for defencemen), ⓐ at (6,3), and for defencemen
//!   a ➁ (point shots tipped by the centre); the stated cells (3,5) ↳, (6,3) ⓐ and an empty
//!   (5,2) hold on every card.
//!
//! # The nominal model ([`expected_per_game`])
//! Building a card by playing games would be slow, so a card is solved against a model of the
//! game with these assumptions (the constants below, each with its reason), and the model is
//! checked against the engine (`realism_fourth_street`):
//! - A team makes [`ROLLS_PER_MIN`] action rolls a minute (1.91 at even strength, more on the
//!   power play, fewer short-handed), split over the thirds by [`THIRDS`]: about 115 a game,
//!   as the engine makes them. [`ENGINE_SHOTS`] and [`ENGINE_PIM`] are what the engine gives
//!   back of the model's shots and penalty minutes; the builder aims at the line divided by
//!   them.
//! - Who has the puck on the ice: a share [`PASS_SOURCE`] of a skater's rolls come from a
//!   teammate's completed pass (the cards' own rate, tested), aimed by the average PS template
//!   (Ⓐ-Ⓓ by recipient value, ➃ and ➄ by slot); the rest start evenly (the d6p names the man
//!   on loose pucks, faceoffs and rebounds). Groups on the ice are the league's forward lines with each pair
//!   by its ice time; the power-play unit is the five best by power-play points a game and the
//!   penalty killers the four best PK ratings (A24).
//! - Defenders: the d6p names one of six numbers; forecheckers (the LW and C, A25) stand only
//!   in the carrier's defensive zone, the others elsewhere, the forecheckers half the time
//!   being back ([`P_BACK`]). Matchups are read against the league's average ratings (PS and
//!   SK 15, DF and CH 5, BL [`BL_AVG`]).
//! - Shots: his O-column shots and the computer's wild cards (A71), ● from his SK column and
//!   from passes he takes as Ⓐ, ♢ when forechecking, rushes and breakaways by his SP, rush
//!   strings ending on him, tips he makes as ⓐ; rebounds are [`REBOUND_SHARE`] of O-zone rolls.
//!   Shot levels: forwards 30/45/25% from levels 1/2/3, defencemen 10/25/65%.
//! - Goals: each shot on goal by its aim, level and tack-ons, read on goalies averaged over a
//!   set ([`GoalieAverage`]): the builder uses the reference goalie, the tests the league's.
//! - Assists: the assist tables (A9) over the goals his on-ice teammates score while with him.
//! - PIM: the penalty chart's minutes for the offensive and defensive sides, over his PN
//!   actions, his ☢ cells when he wins a defensive matchup, and what the rest of the league's
//!   cards put on him (named on their PN actions, losing to their ☢ cells).
//!
//! What the model cannot know until the engine runs: how many rolls a game really happen in
//! each third, how passes really spread over the five, how often forecheckers are back, the
//! real shot levels, and how lines, injuries and penalties move ice time. The engine's
//! calibration loop (readings section 7) will scale the same knobs.

use super::charts;
use super::goalie::{
    self, Aim, GoalieAverage, Seeded, ShotKey, ShotLedger, open_number, reference_average,
    reference_goalie, solid_number, zone_at, zone_index,
};
use super::rink::Move;
use super::state::GoalieZone;
pub use crate::league::{Correction, Corrections};
use crate::league::{LeagueTeam, Player, Position, SkaterLine};
use serde::{Deserialize, Serialize};

pub use super::goalie::{GoalieCard, goalie_card};

// ---------------------------------------------------------------------------------------------
// Puck actions

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

    fn index(self) -> usize {
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
    pub fn of(third: super::rink::Third, strength: Strength) -> ActionColumn {
        use super::rink::Third;
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
    fn third(self) -> usize {
        match self {
            ActionColumn::DefensiveEven
            | ActionColumn::DefensivePowerPlay
            | ActionColumn::DefensiveShortHanded => 0,
            ActionColumn::Neutral => 1,
            _ => 2,
        }
    }

    fn strength(self) -> Strength {
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

// ---------------------------------------------------------------------------------------------
// Ratings

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Hand {
    Left,
    Right,
}

/// "SH-L a/b": the shooting side and the tack-ons with one and two men more; three more
/// adds both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManAdvantage {
    pub one: u8,
    pub two: u8,
}

impl ManAdvantage {
    pub fn bonus(self, men_up: u8) -> u8 {
        match men_up {
            0 => 0,
            1 => self.one,
            2 => self.two,
            _ => self.one + self.two,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkaterRatings {
    /// PS passing, 10-20.
    pub ps: u8,
    /// SK skating, 10-20.
    pub sk: u8,
    /// W wrist shot, 10-30 (the block check only).
    pub w: u8,
    /// S slap shot, 10-30.
    pub s: u8,
    /// B breakaway: the tack-on on breakaways and in shootouts, above every other rating.
    pub b: u8,
    /// DF defence, 0-9.
    pub df: u8,
    /// CH checking, 0-9.
    pub ch: u8,
    /// PK penalty killing, 0-9.
    pub pk: u8,
    /// SP speed, 1-5 (the rush chart).
    pub sp: u8,
    /// TP tip, 1-9.
    pub tp: u8,
    /// PN penalty tendency, -2 to +2 (advanced game).
    pub pn: i8,
    /// LP loose puck, -2 to +2 (advanced game).
    pub lp: i8,
    /// BL block: subtracted from the shooter's W or S; may be negative.
    pub bl: i8,
    /// EN enforcer, 0-5 (advanced game).
    pub en: u8,
    /// PH physical, 0-2 (advanced game).
    pub ph: u8,
    /// TG intangible, 0-2 (advanced game).
    pub tg: u8,
    /// FO: the season's faceoffs won and lost, printed on the card.
    pub faceoffs_won: u32,
    pub faceoffs_lost: u32,
    /// G(yy): ranks pass recipients Ⓐ-Ⓓ.
    pub recipient: u8,
    /// A(zz): the assist tables' rating.
    pub assist: u8,
    /// Gm(xx): added to the injury chart's d20.
    pub injury: u8,
    pub shoots: Hand,
    pub man_advantage: ManAdvantage,
    /// The positions he is rated at (out of position costs R18's points).
    pub positions: Vec<Position>,
}

impl SkaterRatings {
    /// The ratings at a position he is not rated for (R18, D54): a forward at another forward
    /// spot loses 1 PS and SK; a forward on defence 5 DF and CH; a defenceman up front 1 PS,
    /// SK, DF and CH; none below 1.
    pub fn at_position(&self, position: Position) -> SkaterRatings {
        let mut r = self.clone();
        if self.positions.contains(&position) || self.positions.is_empty() {
            return r;
        }
        let down = |x: u8, by: u8| x.saturating_sub(by).max(1);
        let rated_forward = self.positions.iter().any(|p| p.is_forward());
        if position == Position::Defence && rated_forward {
            r.df = down(r.df, 5);
            r.ch = down(r.ch, 5);
        } else if position.is_forward() && rated_forward {
            r.ps = down(r.ps, 1);
            r.sk = down(r.sk, 1);
        } else if position.is_forward() {
            r.ps = down(r.ps, 1);
            r.sk = down(r.sk, 1);
            r.df = down(r.df, 1);
            r.ch = down(r.ch, 1);
        }
        r
    }
}

// ---------------------------------------------------------------------------------------------
// Shot and drift sections

/// What a shot-section cell aims at.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShotTarget {
    Zone(GoalieZone),
    /// wL: wide left, a miss.
    WideLeft,
    /// wR: wide right, a miss.
    WideRight,
    /// ◘: the game-plan zone.
    GamePlan,
}

impl ShotTarget {
    pub fn symbol(self) -> String {
        match self {
            ShotTarget::Zone(z) => z.name(),
            ShotTarget::WideLeft => "wL".into(),
            ShotTarget::WideRight => "wR".into(),
            ShotTarget::GamePlan => "◘".into(),
        }
    }
}

/// How the d6 pair is shifted: wrist "-" none, slap "◢" +1 on each die, breakaway "◤" -1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ShotKind {
    Wrist,
    Slap,
    Breakaway,
}

impl ShotKind {
    pub fn shift(self) -> i8 {
        match self {
            ShotKind::Wrist => 0,
            ShotKind::Slap => 1,
            ShotKind::Breakaway => -1,
        }
    }

    /// The chance one shifted die reads `face` (1-6): a slap shot never reads 1 and reads 6
    /// twice as often; a breakaway the other way round.
    pub fn face_odds(self, face: u8) -> f64 {
        const SIXTH: f64 = 1.0 / 6.0;
        let odds = match self {
            ShotKind::Wrist => [SIXTH; 6],
            ShotKind::Slap => [0.0, SIXTH, SIXTH, SIXTH, SIXTH, 2.0 * SIXTH],
            ShotKind::Breakaway => [2.0 * SIXTH, SIXTH, SIXTH, SIXTH, SIXTH, 0.0],
        };
        odds[usize::from(face.clamp(1, 6) - 1)]
    }
}

/// The shot section, read by the d6 pair: `cells[black - 1][white - 1]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotSection {
    pub cells: [[ShotTarget; 6]; 6],
}

impl ShotSection {
    pub fn read(&self, black: u8, white: u8) -> ShotTarget {
        self.cells[usize::from(black.clamp(1, 6) - 1)][usize::from(white.clamp(1, 6) - 1)]
    }

    /// By the pair as read black-then-white, 11-66.
    pub fn read_combo(&self, combo: u8) -> ShotTarget {
        self.read(combo / 10, combo % 10)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DriftArrow {
    Up,
    Right,
    Down,
    Left,
    UpLeft,
    UpRight,
    DownLeft,
    DownRight,
}

impl DriftArrow {
    pub const ALL: [DriftArrow; 8] = [
        DriftArrow::Up,
        DriftArrow::Right,
        DriftArrow::Down,
        DriftArrow::Left,
        DriftArrow::UpLeft,
        DriftArrow::UpRight,
        DriftArrow::DownLeft,
        DriftArrow::DownRight,
    ];

    /// (columns to the right, rows down).
    pub fn delta(self) -> (i8, i8) {
        match self {
            DriftArrow::Up => (0, -1),
            DriftArrow::Right => (1, 0),
            DriftArrow::Down => (0, 1),
            DriftArrow::Left => (-1, 0),
            DriftArrow::UpLeft => (-1, -1),
            DriftArrow::UpRight => (1, -1),
            DriftArrow::DownLeft => (-1, 1),
            DriftArrow::DownRight => (1, 1),
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            DriftArrow::Up => "↑",
            DriftArrow::Right => "→",
            DriftArrow::Down => "↓",
            DriftArrow::Left => "←",
            DriftArrow::UpLeft => "↰",
            DriftArrow::UpRight => "↱",
            DriftArrow::DownLeft => "↲",
            DriftArrow::DownRight => "↳",
        }
    }

    /// Where a shot at `zone` drifts to; `None` off the net (a post, or over it). Down from
    /// row 5 stays in row 5, along the ice (A45).
    pub fn drifted(self, zone: GoalieZone) -> Option<GoalieZone> {
        let (dx, dy) = self.delta();
        let column = zone.column as i8 + dx;
        let row = (zone.row as i8 + dy).min(5);
        ((0..5).contains(&column) && row >= 1).then_some(GoalieZone {
            column: column as u8,
            row: row as u8,
        })
    }
}

/// A drift-section cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Drift {
    /// An empty cell: the shot goes where it was aimed.
    Nothing,
    Arrow(DriftArrow),
    /// ⓐ, ⓑ, ...: tipped by the teammate with the highest (1), second-highest (2) ... TP.
    TipRank(u8),
    /// ➀-➅: tipped by the teammate at that position.
    TipBy(u8),
    /// ✪: the goalie is screened, +10.
    Screen,
}

impl Drift {
    pub fn symbol(self) -> String {
        match self {
            Drift::Nothing => String::new(),
            Drift::Arrow(a) => a.symbol().into(),
            Drift::TipRank(n) => ['?', 'ⓐ', 'ⓑ', 'ⓒ', 'ⓓ'][usize::from(n.min(4))].to_string(),
            Drift::TipBy(n) => open_number(n).to_string(),
            Drift::Screen => "✪".into(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DriftSection {
    pub cells: [[Drift; 6]; 6],
}

impl DriftSection {
    pub fn read(&self, black: u8, white: u8) -> Drift {
        self.cells[usize::from(black.clamp(1, 6) - 1)][usize::from(white.clamp(1, 6) - 1)]
    }
}

// ---------------------------------------------------------------------------------------------
// The skater card

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SkaterCard {
    pub id: String,
    pub name: String,
    pub team: String,
    pub position: Position,
    pub ratings: SkaterRatings,
    pub actions: PuckActionBlock,
    pub ps: ResultColumn,
    pub sk: ResultColumn,
    pub df: ResultColumn,
    pub ch: ResultColumn,
    pub shot: ShotSection,
    pub drift: DriftSection,
    /// The season line the card was made from (its stats are printed on the card).
    pub season: SkaterLine,
}

// ---------------------------------------------------------------------------------------------
// Result-column templates (D29's design, graded by the rating)

const RA: Option<Recipient> = Some(Recipient::Rank(1));
const RB: Option<Recipient> = Some(Recipient::Rank(2));
const RC: Option<Recipient> = Some(Recipient::Rank(3));
const RD: Option<Recipient> = Some(Recipient::Rank(4));

fn mv(movement: Move, to: Option<Recipient>) -> PlayResult {
    PlayResult::Move { movement, to }
}

fn row(total: usize) -> usize {
    total - 2
}

/// The PS column for a passer rated `ps` (10-20). The average (15), rows 2-12: ⍙Ⓐ ●Ⓐ ◀Ⓑ ▼➃
/// ▲Ⓐ ▲Ⓐ ▲Ⓐ ▼➄ △Ⓑ ⍙Ⓒ ○ (row 8 ▲Ⓐ as in the walk-through; ▼➃ and ▼➄ are the pass back to a
/// defenceman at the point, which is how defencemen get their shots). Each point above 15
/// upgrades one row (12 ○ → ▲⊛, 4 → △Ⓑ, 11 → ●Ⓑ, 10 → ⍙Ⓑ, 6 → △Ⓐ); each point below
/// downgrades one (2 → ▲Ⓓ, 11 → ○, 3 → ◉, 10 → ○, 4 → ○).
pub fn ps_column(ps: u8) -> ResultColumn {
    ps_column_graded(ps)
}

/// A defenceman's ▼➃ and ▼➄ would name himself whenever he plays that point, and a player may
/// not pass to himself (L1972-1974). From rules version 5 his card prints ▼Ⓓ in those cells:
/// the pass back to the point goes to the teammate he passes to least, usually his partner.
pub fn point_passes_for_defence(card: &mut SkaterCard) {
    if card.position != Position::Defence {
        return;
    }
    for cell in &mut card.ps.rows {
        if let PlayResult::Move {
            movement: Move::BackToPoint,
            to: Some(Recipient::Mate(4 | 5)),
        } = cell
        {
            *cell = mv(Move::BackToPoint, RD);
        }
    }
}

fn ps_column_graded(ps: u8) -> ResultColumn {
    let g = i16::from(ps) - 15;
    let mut rows = [
        PlayResult::Rush { to: RA },
        mv(Move::Centre, RA),
        mv(Move::AheadLeft, RB),
        mv(Move::BackToPoint, Some(Recipient::Mate(4))),
        mv(Move::Ahead, RA),
        mv(Move::Ahead, RA),
        mv(Move::Ahead, RA),
        mv(Move::BackToPoint, Some(Recipient::Mate(5))),
        mv(Move::FarAhead, RB),
        PlayResult::Rush { to: RC },
        PlayResult::Loose,
    ];
    let changes: [(i16, usize, PlayResult); 10] = [
        (1, 12, mv(Move::Ahead, Some(Recipient::Choice))),
        (2, 4, mv(Move::FarAhead, RB)),
        (3, 11, mv(Move::Centre, RB)),
        (4, 10, PlayResult::Rush { to: RB }),
        (5, 6, mv(Move::FarAhead, RA)),
        (-1, 2, mv(Move::Ahead, RD)),
        (-2, 11, PlayResult::Loose),
        (-3, 3, PlayResult::Stoppage),
        (-4, 10, PlayResult::Loose),
        (-5, 4, PlayResult::Loose),
    ];
    grade(&mut rows, g, &changes);
    ResultColumn { rows }
}

/// The SK column for a skater rated `sk`. The average: ⍙ ● ◀ ▲ ▶ ▲ ▲ ▼ △ ⍙ ✚ (row 8 ▲ and row
/// 11 ⍙ as in the text's examples). Upgrades: 9 → △, 4 → ●, 6 → △, 5 → ⍙, 12 → ●;
/// downgrades: 2 → ○, 3 → ○, 10 → ▲, 11 → ◉, 4 → ○.
pub fn sk_column(sk: u8) -> ResultColumn {
    let g = i16::from(sk) - 15;
    let mut rows = [
        PlayResult::Rush { to: None },
        mv(Move::Centre, None),
        mv(Move::AheadLeft, None),
        mv(Move::Ahead, None),
        mv(Move::AheadRight, None),
        mv(Move::Ahead, None),
        mv(Move::Ahead, None),
        mv(Move::BackToPoint, None),
        mv(Move::FarAhead, None),
        PlayResult::Rush { to: None },
        PlayResult::Injury,
    ];
    let changes: [(i16, usize, PlayResult); 10] = [
        (1, 9, mv(Move::FarAhead, None)),
        (2, 4, mv(Move::Centre, None)),
        (3, 6, mv(Move::FarAhead, None)),
        (4, 5, PlayResult::Rush { to: None }),
        (5, 12, mv(Move::Centre, None)),
        (-1, 2, PlayResult::Loose),
        (-2, 3, PlayResult::Loose),
        (-3, 10, mv(Move::Ahead, None)),
        (-4, 11, PlayResult::Stoppage),
        (-5, 4, PlayResult::Loose),
    ];
    grade(&mut rows, g, &changes);
    ResultColumn { rows }
}

/// Rows of the DF column that take ☢ cells, in order (2, 2, 3, 3, 5 of 36 of the 2d6).
pub const DF_PENALTY_ROWS: [usize; 5] = [11, 3, 10, 4, 6];
/// Rows of the CH column that take ☢ cells, in order (2, 2, 1, 4, 4, 3 of 36).
pub const CH_PENALTY_ROWS: [usize; 6] = [11, 3, 12, 9, 5, 4];

/// The DF column for a defender rated `df` (0-9) with `penalties` ☢ cells. The average (5): ♢
/// ♦ ○ ♦ ○ ♦ ○ ➋ ◉ ○ ♢ (➋: broken up, the carrier's centre keeps it, A17). Upgrades: 6 → ♦,
/// 8 → ♦, 4 → ♢, 7 → ♢; downgrades: 5 → ○, 3 → ○, 12 → ○, 7 → ○, 2 → ○.
pub fn df_column(df: u8, penalties: usize) -> ResultColumn {
    let g = i16::from(df) - 5;
    let mut rows = [
        PlayResult::StealShoot,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::Opponent(2),
        PlayResult::Stoppage,
        PlayResult::Loose,
        PlayResult::StealShoot,
    ];
    let changes: [(i16, usize, PlayResult); 9] = [
        (1, 6, PlayResult::Steal),
        (2, 8, PlayResult::Steal),
        (3, 4, PlayResult::StealShoot),
        (4, 7, PlayResult::StealShoot),
        (-1, 5, PlayResult::Loose),
        (-2, 3, PlayResult::Loose),
        (-3, 12, PlayResult::Loose),
        (-4, 7, PlayResult::Loose),
        (-5, 2, PlayResult::Loose),
    ];
    grade(&mut rows, g, &changes);
    for &r in DF_PENALTY_ROWS.iter().take(penalties) {
        rows[row(r)] = PlayResult::Penalty;
    }
    ResultColumn { rows }
}

/// The CH column for a checker rated `ch` (0-9) with `penalties` ☢ cells. The average: ☠ ♦ ♦
/// ○ ♦ ○ ♦ ○ ☠ ○ ◉. Upgrades: 7 → ♦, 5 → ♢, 9 → ♦, 6 → ♢; downgrades: 4 → ○, 3 → ○, 8 → ○,
/// 6 → ○, 2 → ○.
pub fn ch_column(ch: u8, penalties: usize) -> ResultColumn {
    let g = i16::from(ch) - 5;
    let mut rows = [
        PlayResult::HardHit,
        PlayResult::Steal,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::Steal,
        PlayResult::Loose,
        PlayResult::HardHit,
        PlayResult::Loose,
        PlayResult::Stoppage,
    ];
    let changes: [(i16, usize, PlayResult); 9] = [
        (1, 7, PlayResult::Steal),
        (2, 5, PlayResult::StealShoot),
        (3, 9, PlayResult::Steal),
        (4, 6, PlayResult::StealShoot),
        (-1, 4, PlayResult::Loose),
        (-2, 3, PlayResult::Loose),
        (-3, 8, PlayResult::Loose),
        (-4, 6, PlayResult::Loose),
        (-5, 2, PlayResult::Loose),
    ];
    grade(&mut rows, g, &changes);
    for &r in CH_PENALTY_ROWS.iter().take(penalties) {
        rows[row(r)] = PlayResult::Penalty;
    }
    ResultColumn { rows }
}

/// Applies the upgrades (positive steps, up to `g`) or downgrades (negative, down to `g`).
fn grade(rows: &mut [PlayResult; 11], g: i16, changes: &[(i16, usize, PlayResult)]) {
    for &(step, total, result) in changes {
        if (step > 0 && g >= step) || (step < 0 && g <= step) {
            rows[row(total)] = result;
        }
    }
}

/// An average passer's pass cells: the share aimed at Ⓐ-Ⓓ and at each slot (➀-➄), and per
/// rank the part that is ● or ⍙ (for the nominal model). ⊛ counts as Ⓐ (A71).
struct PassTemplate {
    rank: [f64; 4],
    mate: [f64; 6],
    centre: [f64; 4],
    rush: [f64; 4],
}

fn pass_template() -> &'static PassTemplate {
    static TEMPLATE: std::sync::OnceLock<PassTemplate> = std::sync::OnceLock::new();
    TEMPLATE.get_or_init(|| {
        let column = ps_column(15);
        let mut by_rank = [0.0; 4];
        let mut mate = [0.0; 6];
        let mut centre = [0.0; 4];
        let mut rush = [0.0; 4];
        for total in 2..=12u8 {
            let odds = two_d6_odds(total);
            let (to, is_centre, is_rush) = match column.read(total) {
                PlayResult::Move { movement, to } => (to, movement == Move::Centre, false),
                PlayResult::Rush { to } => (to, false, true),
                _ => (None, false, false),
            };
            let rank = match to {
                Some(Recipient::Rank(n)) => usize::from(n.clamp(1, 4) - 1),
                Some(Recipient::Choice) => 0,
                Some(Recipient::Mate(n)) => {
                    mate[usize::from(n.min(5))] += odds;
                    continue;
                }
                None => continue,
            };
            by_rank[rank] += odds;
            if is_centre {
                centre[rank] += odds;
            }
            if is_rush {
                rush[rank] += odds;
            }
        }
        let total: f64 = by_rank.iter().sum::<f64>() + mate.iter().sum::<f64>();
        let mut share_centre = [0.0; 4];
        let mut share_rush = [0.0; 4];
        for r in 0..4 {
            if by_rank[r] > 0.0 {
                share_centre[r] = centre[r] / by_rank[r];
                share_rush[r] = rush[r] / by_rank[r];
            }
        }
        PassTemplate {
            rank: by_rank.map(|x| x / total),
            mate: mate.map(|x| x / total),
            centre: share_centre,
            rush: share_rush,
        }
    })
}

// ---------------------------------------------------------------------------------------------
// Ratings from the stat line

/// Per-60 rates below which the rating formulas were set (the built-in league): shots 6.5,
/// points 1.57, assists 0.97, hits 4.7, blocks F 1.3 / D 5.3, PIM 1.75.
pub const LEAGUE_HITS_60: f64 = 4.7;
pub const LEAGUE_PIM_60: f64 = 1.75;
pub const LEAGUE_BLOCKS_60_F: f64 = 1.3;
pub const LEAGUE_BLOCKS_60_D: f64 = 5.3;
/// Goals per shot of the league, to pull a small sample's shooting percentage toward.
pub const LEAGUE_SHOOTING_PCT: f64 = 0.0925;

fn per(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { 0.0 }
}

fn clamp_round(x: f64, low: f64, high: f64) -> f64 {
    let x = if x.is_finite() { x.round() } else { low };
    x.clamp(low, high)
}

fn per_60(line: &SkaterLine, count: u32) -> f64 {
    per(
        f64::from(count) * 60.0,
        f64::from(line.games) * line.toi_minutes(),
    )
}

/// The ratings a stat line gives before the builder solves the assist rating and the
/// man-advantage bonus (`assist` here is the first guess, `man_advantage` the display formula):
/// - PS = 10 + 5 × assists/60 (10-20); SK = 10 + 3.2 × points/60 (10-20): an average player 15.
/// - W and S: X = 8 + 1.05 × shots/60 (about 15 for the average 6.5); forwards W = X + 1,
///   S = X - 1, defencemen the other way round (A16: the league has no shot types); 10-30.
/// - B = 18 + 80 × shooting % (pulled toward the league's by 20 shots), 20-35, and at least 3
///   more than W, S, PS and SK: the text's "substantially larger" (its example is 26).
/// - DF = 4.5 (forwards) or 5.5 (defence) + (blocks/60 - the position's average) / 2.5, 0-9
///   (no plus-minus: it carries the goaltending the goalie card already gives). CH = 1.5 + 0.75 × hits/60, 0-9. PK = DF - 0.3 + 6 ×
///   short-handed points a game + (blocks/60 - average) / 3, 0-9.
/// - SP by goals a game (D42): 1 below .20, 2 below .28, 3 below .36, 4 below .45, else 5.
/// - TP: forwards 1.5 + 2.2 × goals/60 + 12 × power-play goals a game (1-9), defencemen
///   1 + 1.5 × goals/60 (1-2). BL = 0.9 × blocks/60 - 1.2 (-2 to 9).
/// - PN = (PIM/60 - 1.75) / 1.5 and LP = (hits/60 - 4.7) / 3 + 10 × (faceoff % - 50%) (with 100+
///   faceoffs), each -2 to +2. EN = (PIM a game - 0.9) / 0.25 (0-5). PH 0 below 3 hits/60, 2
///   from 7. TG 1 from 4 game-winners per 82 games, 2 from 7.
/// - G(yy) recipient = 1.5 × shots/60 (1-20). Gm(xx) = 1 + 8 × the share of his team's games he
///   missed (0-9). Shoots L or R by a hash of the id, about 60% left (A22).
/// - A(zz) first guess 5 × assists/60 (1-20); SH bonus for display: 40 × power-play goals a
///   game (0-12), the second number 1.5 times the first.
pub fn base_ratings(player: &Player, line: &SkaterLine, team_games: u32) -> SkaterRatings {
    let games = f64::from(line.games);
    let is_d = player.position == Position::Defence;
    let pg = |x: u32| per(f64::from(x), games);
    let shots60 = per_60(line, line.shots);
    let hits60 = per_60(line, line.hits);
    let blocks60 = per_60(line, line.blocked_shots);
    let pim60 = per_60(line, line.penalty_minutes);
    let assists60 = per_60(line, line.assists);
    let points60 = per_60(line, line.points());
    let goals60 = per_60(line, line.goals);
    let ps = clamp_round(10.0 + 5.0 * assists60, 10.0, 20.0) as u8;
    let sk = clamp_round(10.0 + 3.2 * points60, 10.0, 20.0) as u8;
    let x = 8.0 + 1.05 * shots60;
    let (wx, sx) = if is_d {
        (x - 1.0, x + 1.0)
    } else {
        (x + 1.0, x - 1.0)
    };
    let w = clamp_round(wx, 10.0, 30.0) as u8;
    let s = clamp_round(sx, 10.0, 30.0) as u8;
    let shooting =
        (f64::from(line.goals) + LEAGUE_SHOOTING_PCT * 20.0) / (f64::from(line.shots) + 20.0);
    let b_raw = clamp_round(18.0 + 80.0 * shooting, 20.0, 35.0) as u8;
    let b = b_raw.max(w.max(s).max(ps).max(sk) + 3);
    let blocks_avg = if is_d {
        LEAGUE_BLOCKS_60_D
    } else {
        LEAGUE_BLOCKS_60_F
    };
    // Plus-minus is left out: it already carries the team's goaltending, which the goalie card
    // gives back, and counting it twice made bad teams concede 0.1-0.2 goals a game more than
    // their records in play (and good teams less), with fewer tied games.
    let df_raw = if is_d { 5.5 } else { 4.5 } + (blocks60 - blocks_avg) / 2.5;
    let df = clamp_round(df_raw, 0.0, 9.0) as u8;
    let ch = clamp_round(1.5 + 0.75 * hits60, 0.0, 9.0) as u8;
    let sh_points = pg(line.short_handed_goals + line.short_handed_assists);
    let pk = clamp_round(
        df_raw - 0.3 + 6.0 * sh_points + (blocks60 - blocks_avg) / 3.0,
        0.0,
        9.0,
    ) as u8;
    let goals_pg = pg(line.goals);
    let sp = match goals_pg {
        g if g < 0.20 => 1,
        g if g < 0.28 => 2,
        g if g < 0.36 => 3,
        g if g < 0.45 => 4,
        _ => 5,
    };
    let tp = if is_d {
        clamp_round(1.0 + 1.5 * goals60, 1.0, 2.0)
    } else {
        clamp_round(
            1.5 + 2.2 * goals60 + 12.0 * pg(line.power_play_goals),
            1.0,
            9.0,
        )
    } as u8;
    let bl = clamp_round(0.9 * blocks60 - 1.2, -2.0, 9.0) as i8;
    let pn = clamp_round((pim60 - LEAGUE_PIM_60) / 1.5, -2.0, 2.0) as i8;
    let fo = line
        .faceoff_pct()
        .filter(|_| line.faceoffs_won + line.faceoffs_lost >= 100);
    let lp = clamp_round(
        (hits60 - LEAGUE_HITS_60) / 3.0 + fo.map_or(0.0, |p| 10.0 * (p - 0.5)),
        -2.0,
        2.0,
    ) as i8;
    let en = clamp_round((pg(line.penalty_minutes) - 0.9) / 0.25, 0.0, 5.0) as u8;
    let ph = if hits60 < 3.0 {
        0
    } else if hits60 < 7.0 {
        1
    } else {
        2
    };
    let gwg82 = per(f64::from(line.game_winning_goals) * 82.0, games);
    let tg = if gwg82 >= 7.0 {
        2
    } else if gwg82 >= 4.0 {
        1
    } else {
        0
    };
    let team_games = f64::from(team_games.max(1));
    let missed = ((team_games - games) / team_games).clamp(0.0, 1.0);
    let one = clamp_round(40.0 * pg(line.power_play_goals), 0.0, 12.0) as u8;
    let mut seeded = Seeded::new(&player.id);
    SkaterRatings {
        ps,
        sk,
        w,
        s,
        b,
        df,
        ch,
        pk,
        sp,
        tp,
        pn,
        lp,
        bl,
        en,
        ph,
        tg,
        faceoffs_won: line.faceoffs_won,
        faceoffs_lost: line.faceoffs_lost,
        recipient: clamp_round(1.5 * shots60, 1.0, 20.0) as u8,
        assist: clamp_round(5.0 * assists60, 1.0, f64::from(ASSIST_MAX)) as u8,
        injury: clamp_round(1.0 + 8.0 * missed, 0.0, 9.0) as u8,
        shoots: if seeded.below(10) < 6 {
            Hand::Left
        } else {
            Hand::Right
        },
        man_advantage: man_advantage(one),
        positions: vec![player.position],
    }
}

fn man_advantage(one: u8) -> ManAdvantage {
    ManAdvantage {
        one,
        two: (f64::from(one) * 1.5).round() as u8,
    }
}

/// The highest assist rating (the text's examples run 1-6; A(zz) is printed with two digits).
/// The lowest is 0: a player who almost never assists is never picked by the tables.
pub const ASSIST_MAX: u8 = 20;
/// The highest man-advantage bonus (the text's example "12/18").
pub const MAN_ADVANTAGE_MAX: u8 = 12;

// ---------------------------------------------------------------------------------------------
// The nominal game: constants (see the module doc)

/// Action rolls a minute by the team with the puck, at even strength, on the power play and
/// short-handed: about 115 a team game, as the engine makes them on the standard timer
/// (measured with `realism_fourth_street`, FOURTH_DEBUG=1, over 1,000 games).
pub const ROLLS_PER_MIN: [f64; 3] = [1.91, 2.81, 0.97];
/// Shares of a team's rolls in its defensive, neutral and offensive thirds, by its strength (as
/// measured in the engine): a possession that gets out of its end mostly ends with a shot and its rebounds, so the
/// offensive zone sees most rolls (each a short one); the power play lives there, the penalty
/// kill in its own end.
pub const THIRDS: [[f64; 3]; 3] = [[0.28, 0.16, 0.56], [0.14, 0.12, 0.74], [0.67, 0.12, 0.21]];
/// Minutes of power play a chance gives: a two-minute minor, less about a minute on the fifth
/// or so that end with a goal.
pub const PP_MINUTES_PER_CHANCE: f64 = 1.8;
/// What the engine gives back of what this model expects, measured with
/// `realism_fourth_street` over 1,000 games of the league (docs/fourth-street-readings.md, 7):
/// the model overrates the shots an O-zone roll turns into (blocks, misses and loose pucks
/// take more of them in play) and underrates the penalties matchups draw. The builder aims
/// its shot widths and penalty cells at the stat line divided by these, so the engine gives
/// the line back.
pub const ENGINE_SHOTS: f64 = 0.84;
pub const ENGINE_PIM: f64 = 1.27;
/// The share of a skater's rolls that come from a teammate's completed pass (the rest start
/// with loose pucks, faceoffs, rebounds and his own carries, spread evenly by the d6p): the
/// built cards' PD rolls won, times their pass cells, per roll (0.23, tested).
pub const PASS_SOURCE: f64 = 0.22;
/// The chance the d6p names a defender who is in the puck's third (one of six numbers each),
/// by the carrier's strength and third (D, N, O). Even strength: two forecheckers in his D
/// zone; elsewhere the three others plus the forecheckers when back (half the time). On the
/// power play four defenders and one forechecker; short-handed as at even strength.
pub const OPPOSED: [[f64; 3]; 3] = [
    [2.0 / 6.0, 4.0 / 6.0, 4.0 / 6.0],
    [1.0 / 6.0, 3.0 / 6.0, 3.5 / 6.0],
    [2.0 / 6.0, 4.0 / 6.0, 4.0 / 6.0],
];
/// The chance a forechecker is back by the time the puck leaves the zone he forechecks.
pub const P_BACK: f64 = 0.5;
/// The league's average ratings a matchup is read against.
pub const AVERAGE_CARRIER: f64 = 15.0;
pub const AVERAGE_DEFENDER: f64 = 5.0;
/// The average BL of the defender named on a shot (the forwards' BL is about 0, the
/// defencemen's about 3.5, and two or three of the present defenders are defencemen).
pub const BL_AVG: f64 = 2.0;
/// The opponents' PD and SC shares of their rolls by their third (the sample chart's shape, the
/// wild cards counted as the computer plays them).
pub const OPPONENT_PD: [f64; 3] = [0.53, 0.52, 0.10];
pub const OPPONENT_SC: [f64; 3] = [0.19, 0.28, 0.06];
/// The share of O-zone rolls that are the first after a rebound to the shooting team (Reb
/// tack-on): about 4 rebounds a team game (15% of the grids' non-goal cells over 28 saves) in
/// some 75 O-zone rolls.
pub const REBOUND_SHARE: f64 = 0.05;
/// Rush events (⍙) a roll by an average teammate: ⍙ in 3 of 36 SK cells after about 9% of
/// rolls won on SC, and in 3 of 36 PS cells after about 18% won on PD.
pub const RUSH_PER_ROLL: f64 = 0.022;
/// Levels (1, 2, 3) of O-zone shots by forwards and by defencemen.
pub const LEVELS_FORWARD: [f64; 3] = [0.30, 0.45, 0.25];
pub const LEVELS_DEFENCE: [f64; 3] = [0.10, 0.25, 0.65];
/// Levels of ● shots after a pass (from D the puck reaches level 3, from N level 2, from O level
/// 1), weighted by where passes are made.
pub const CENTRE_PASS_LEVELS: [f64; 3] = [0.16, 0.35, 0.49];
/// Levels a steal lands at by the loose-puck labels (A4).
pub const STEAL_LEVELS: [f64; 3] = [0.40, 0.30, 0.30];
/// The chance a rush string's shot meets a blocker, averaged over the three rushes.
pub const STRING_OPPOSED: f64 = 0.4;
/// Tips a shot on goal by a forward (ⓐ) and by a defenceman (ⓐ, and ➁ the centre): one tip
/// cell in 36 of the drift section (two for defencemen) against about 33 that leave the shot
/// his.
pub const TIPS_PER_SHOT_FORWARD: f64 = 0.030;
pub const TIPS_PER_SHOT_DEFENCE: [f64; 2] = [0.030, 0.030];
/// What the other cards put on a player, league-wide: PN actions a roll, and the ☢ share of DF
/// and CH columns read (measured on the built cards, tested within 35%).
pub const AVERAGE_PN_RATE: f64 = 0.010;
pub const AVERAGE_DF_PENALTY: f64 = 0.11;
pub const AVERAGE_CH_PENALTY: f64 = 0.068;

/// Penalty minutes a chart roll puts on the offensive and on the defensive player (the basic
/// chart and its unprinted 81-99, A8): fights 5 each side, double minors 4, the rest 2.
pub fn chart_minutes() -> (f64, f64) {
    static MINUTES: std::sync::OnceLock<(f64, f64)> = std::sync::OnceLock::new();
    *MINUTES.get_or_init(count_chart_minutes)
}

fn count_chart_minutes() -> (f64, f64) {
    let mut offence = 0.0;
    let mut defence = 0.0;
    for combo in 0..100u8 {
        let p = charts::basic_penalty(combo);
        let minor = if p.double_minor { 4.0 } else { 2.0 };
        match p.on {
            charts::CalledOn::Offence => offence += minor,
            charts::CalledOn::Defence => defence += minor,
            charts::CalledOn::Both => {
                offence += minor;
                defence += minor;
            }
            charts::CalledOn::DefenceThenBothFight => {
                defence += minor + 5.0;
                offence += 5.0;
            }
        }
    }
    (offence / 100.0, defence / 100.0)
}

// ---------------------------------------------------------------------------------------------
// The team on the ice

/// One skater as the nominal model sees him.
#[derive(Debug, Clone)]
struct Mate {
    id: String,
    position: Position,
    ratings: SkaterRatings,
    /// Minutes a game played at even strength, on the power play, short-handed.
    minutes: [f64; 3],
    /// His line's shots on goal and goals a game, split by strength.
    shots: [f64; 3],
    goals: [f64; 3],
    assists: f64,
    /// What his penalty minutes a game are aimed at, over his line's (the correction).
    pim_factor: f64,
}

/// A group on the ice: mate indices and their slots (1 LW, 2 C, 3 RW, 4 and 5 D).
#[derive(Debug, Clone)]
struct Group {
    members: Vec<(usize, u8)>,
}

/// One stint of a player: the group, its strength and his minutes in it a game.
struct Stint {
    group: Group,
    strength: Strength,
    minutes: f64,
}

/// The team as the nominal model plays it: every skater's ratings and targets, the lines and
/// pairs with their usage, and the special-teams units.
pub struct TeamContext {
    mates: Vec<Mate>,
    lines: Vec<[usize; 3]>,
    line_weight: Vec<f64>,
    pairs: Vec<[usize; 2]>,
    pair_weight: Vec<f64>,
    pp_unit: Vec<usize>,
    pk_unit: Vec<usize>,
}

fn slot_of(position: Position) -> u8 {
    match position {
        Position::LeftWing => 1,
        Position::Centre => 2,
        Position::RightWing => 3,
        _ => 4,
    }
}

/// Slots for a unit: each at his position's slot if free, the defencemen at 4 then 5, the rest
/// in the free slots in order.
fn unit_slots(members: &[(usize, Position)]) -> Vec<(usize, u8)> {
    let mut taken = [false; 6];
    let mut out: Vec<(usize, u8)> = Vec::new();
    let mut later = Vec::new();
    for &(i, position) in members {
        let want = slot_of(position);
        let free = if want == 4 {
            [4u8, 5].into_iter().find(|&s| !taken[usize::from(s)])
        } else {
            (!taken[usize::from(want)]).then_some(want)
        };
        match free {
            Some(s) => {
                taken[usize::from(s)] = true;
                out.push((i, s));
            }
            None => later.push(i),
        }
    }
    for i in later {
        if let Some(s) = (1..=5u8).find(|&s| !taken[usize::from(s)]) {
            taken[usize::from(s)] = true;
            out.push((i, s));
        }
    }
    out
}

impl TeamContext {
    /// The context of a team, with `extra` (a player not on its roster) added.
    pub fn of(team: &LeagueTeam) -> TeamContext {
        TeamContext::with(team, None, None, false)
    }

    /// The context with each player's targets scaled by `corrections` (see [`Corrections`]):
    /// version 2's cards.
    pub fn corrected(team: &LeagueTeam, corrections: &Corrections) -> TeamContext {
        TeamContext::with(team, None, Some(corrections), false)
    }

    /// As [`TeamContext::corrected`], and each player's recipient value G(yy) follows his
    /// corrected shots: version 3's cards. A skater whose O columns are already all shots can
    /// only shoot more by getting the puck more, and G(yy) is what ranks the passes he gets.
    pub fn shot_fitted(team: &LeagueTeam, corrections: &Corrections) -> TeamContext {
        TeamContext::with(team, None, Some(corrections), true)
    }

    fn with(
        team: &LeagueTeam,
        extra: Option<(&Player, &SkaterLine)>,
        corrections: Option<&Corrections>,
        recipients_follow_shots: bool,
    ) -> TeamContext {
        let games = f64::from(team.record.games.max(1));
        let mut skaters: Vec<(&Player, &SkaterLine)> = team.skaters().collect();
        if let Some(x) = extra {
            skaters.push(x);
        }
        let pp_minutes = f64::from(team.record.power_play_chances) / games * PP_MINUTES_PER_CHANCE;
        let sh_minutes = f64::from(team.record.times_short_handed) / games * PP_MINUTES_PER_CHANCE;
        let mut mates: Vec<Mate> = skaters
            .iter()
            .map(|(p, l)| Mate {
                id: p.id.clone(),
                position: p.position,
                ratings: base_ratings(p, l, team.record.games),
                minutes: [l.toi_minutes(), 0.0, 0.0],
                shots: [0.0; 3],
                goals: [0.0; 3],
                assists: per(f64::from(l.assists), f64::from(l.games)),
                pim_factor: 1.0,
            })
            .collect();
        // Special-teams units (A24): the five best by power-play points a game and the four best
        // PK ratings, among players with 10 games or more (ties by ice time, then id).
        let eligible: Vec<usize> = (0..skaters.len())
            .filter(|&i| skaters[i].1.games >= 10)
            .collect();
        let mut by_pp = eligible.clone();
        let pp_points = |i: usize| {
            let l = skaters[i].1;
            per(
                f64::from(l.power_play_goals + l.power_play_assists),
                f64::from(l.games),
            )
        };
        by_pp.sort_by(|&a, &b| {
            pp_points(b)
                .total_cmp(&pp_points(a))
                .then(skaters[b].1.toi_seconds.cmp(&skaters[a].1.toi_seconds))
                .then(skaters[a].0.id.cmp(&skaters[b].0.id))
        });
        let pp_unit: Vec<usize> = by_pp.into_iter().take(5).collect();
        let mut by_pk = eligible;
        by_pk.sort_by(|&a, &b| {
            mates[b]
                .ratings
                .pk
                .cmp(&mates[a].ratings.pk)
                .then(skaters[b].1.toi_seconds.cmp(&skaters[a].1.toi_seconds))
                .then(skaters[a].0.id.cmp(&skaters[b].0.id))
        });
        let pk_unit: Vec<usize> = by_pk.into_iter().take(4).collect();
        for (i, mate) in mates.iter_mut().enumerate() {
            let l = skaters[i].1;
            let toi = l.toi_minutes();
            let pp = if pp_unit.contains(&i) {
                pp_minutes
            } else {
                0.0
            };
            let sh = if pk_unit.contains(&i) {
                sh_minutes
            } else {
                0.0
            };
            mate.minutes = [(toi - pp - sh).max(0.35 * toi), pp, sh];
            let (shots, goals) = strength_split(l, mate.minutes);
            let factor = corrections
                .and_then(|c| c.of(&mate.id))
                .unwrap_or(Correction::NONE);
            mate.shots = shots.map(|x| x * factor.shots);
            if recipients_follow_shots {
                let shots60 = per_60(l, l.shots) * factor.shots;
                mate.ratings.recipient = clamp_round(1.5 * shots60, 1.0, 20.0) as u8;
            }
            mate.goals = goals.map(|x| x * factor.goals);
            mate.assists *= factor.assists;
            mate.pim_factor = factor.pim;
        }
        // Lines and pairs, as the league dresses them.
        let index = |id: &str| skaters.iter().position(|(p, _)| p.id == id);
        let lines_of = team.lines();
        let lines: Vec<[usize; 3]> = lines_of
            .forwards
            .iter()
            .filter_map(|f| {
                Some([
                    index(&f.left_wing.id)?,
                    index(&f.centre.id)?,
                    index(&f.right_wing.id)?,
                ])
            })
            .collect();
        let pairs: Vec<[usize; 2]> = lines_of
            .defence
            .iter()
            .filter_map(|d| Some([index(&d.first.id)?, index(&d.second.id)?]))
            .collect();
        let usage = |members: &[usize]| {
            members
                .iter()
                .map(|&i| mates[i].minutes[0] * f64::from(skaters[i].1.games))
                .sum::<f64>()
        };
        let normalise = |w: Vec<f64>| {
            let t: f64 = w.iter().sum();
            w.iter()
                .map(|x| if t > 0.0 { x / t } else { 1.0 / w.len() as f64 })
                .collect::<Vec<f64>>()
        };
        let line_weight = normalise(lines.iter().map(|l| usage(l)).collect());
        let pair_weight = normalise(pairs.iter().map(|p| usage(p)).collect());
        let mut ctx = TeamContext {
            mates,
            lines,
            line_weight,
            pairs,
            pair_weight,
            pp_unit,
            pk_unit,
        };
        ctx.solve_assist_ratings();
        ctx
    }

    fn index(&self, id: &str) -> Option<usize> {
        self.mates.iter().position(|m| m.id == id)
    }

    /// A rostered skater's nominal exposure a game he plays.
    pub fn exposure_of(&self, id: &str) -> Option<Exposure> {
        self.index(id).map(|i| self.exposure(i))
    }

    fn unit_group(&self, unit: &[usize]) -> Group {
        let members: Vec<(usize, Position)> =
            unit.iter().map(|&i| (i, self.mates[i].position)).collect();
        Group {
            members: unit_slots(&members),
        }
    }

    /// Where and how long player `i` plays a game.
    fn stints(&self, i: usize) -> Vec<Stint> {
        let mate = &self.mates[i];
        let mut out = Vec::new();
        let es = mate.minutes[0];
        let forward_group = |line: [usize; 3], pair: [usize; 2]| Group {
            members: vec![
                (line[0], 1),
                (line[1], 2),
                (line[2], 3),
                (pair[0], 4),
                (pair[1], 5),
            ],
        };
        if !self.lines.is_empty() && !self.pairs.is_empty() {
            let line = self.lines.iter().position(|l| l.contains(&i));
            let pair = self.pairs.iter().position(|p| p.contains(&i));
            if let Some(k) = line {
                for (p, w) in self.pairs.iter().zip(&self.pair_weight) {
                    out.push((forward_group(self.lines[k], *p), es * w));
                }
            } else if let Some(k) = pair {
                for (l, w) in self.lines.iter().zip(&self.line_weight) {
                    out.push((forward_group(*l, self.pairs[k]), es * w));
                }
            } else if mate.position == Position::Defence {
                // A spare defenceman stands in on the last pair.
                let mut p = self.pairs[self.pairs.len() - 1];
                p[1] = i;
                for (l, w) in self.lines.iter().zip(&self.line_weight) {
                    out.push((forward_group(*l, p), es * w));
                }
            } else {
                // A spare forward stands in at his position on the last line.
                let mut l = self.lines[self.lines.len() - 1];
                l[usize::from(slot_of(mate.position)).clamp(1, 3) - 1] = i;
                for (p, w) in self.pairs.iter().zip(&self.pair_weight) {
                    out.push((forward_group(l, *p), es * w));
                }
            }
        } else {
            out.push((
                Group {
                    members: vec![(i, slot_of(mate.position))],
                },
                es,
            ));
        }
        let mut stints: Vec<Stint> = out
            .into_iter()
            .map(|(group, minutes)| Stint {
                group,
                strength: Strength::Even,
                minutes,
            })
            .collect();
        if self.pp_unit.contains(&i) && mate.minutes[1] > 0.0 {
            stints.push(Stint {
                group: self.unit_group(&self.pp_unit),
                strength: Strength::PowerPlay,
                minutes: mate.minutes[1],
            });
        }
        if self.pk_unit.contains(&i) && mate.minutes[2] > 0.0 {
            stints.push(Stint {
                group: self.unit_group(&self.pk_unit),
                strength: Strength::ShortHanded,
                minutes: mate.minutes[2],
            });
        }
        stints
    }

    /// Rank (0 = Ⓐ) of `to` among the group's others as `from` sees them: recipient value
    /// high to low, ties to the lower slot.
    fn rank(&self, group: &Group, from: usize, to: usize) -> usize {
        let value = |k: usize| {
            let (i, slot) = group.members[k];
            (std::cmp::Reverse(self.mates[i].ratings.recipient), slot)
        };
        let mut others: Vec<usize> = (0..group.members.len()).filter(|&k| k != from).collect();
        others.sort_by_key(|&k| value(k));
        others.iter().position(|&k| k == to).unwrap_or(0)
    }

    /// Who has the puck: each member's share of the group's rolls (the module doc's chain). A
    /// pass goes by the average PS column: to a rank among the passer's teammates, or back to
    /// the defenceman at slot 4 or 5 (to himself: he keeps it); a pass to nobody on the ice is
    /// a loose puck, which starts evenly like the rest.
    fn shares(&self, group: &Group) -> Vec<f64> {
        let n = group.members.len();
        let template = pass_template();
        // pass[j][i]: the chance a pass by member j reaches member i.
        let mut pass = vec![vec![0.0; n]; n];
        for (j, row) in pass.iter_mut().enumerate() {
            for (i, x) in row.iter_mut().enumerate() {
                let slot = usize::from(group.members[i].1.min(5));
                *x = template.mate[slot];
                if i != j {
                    let r = self.rank(group, j, i);
                    if r < 4 {
                        *x += template.rank[r];
                    }
                }
            }
        }
        let mut s = vec![1.0 / n as f64; n];
        for _ in 0..60 {
            let lost: f64 = (0..n)
                .map(|j| s[j] * (1.0 - pass[j].iter().sum::<f64>()))
                .sum();
            let even = ((1.0 - PASS_SOURCE) + PASS_SOURCE * lost) / n as f64;
            let mut next = vec![even; n];
            for j in 0..n {
                for (i, x) in next.iter_mut().enumerate() {
                    *x += PASS_SOURCE * s[j] * pass[j][i];
                }
            }
            s = next;
        }
        s
    }

    /// The member of `group` (index into members) who tips `shooter`'s shots as ⓐ: the highest
    /// TP of the others, ties to the lower slot.
    fn top_tipper(&self, group: &Group, shooter: usize) -> Option<usize> {
        (0..group.members.len())
            .filter(|&k| k != shooter)
            .min_by_key(|&k| {
                let (i, slot) = group.members[k];
                (std::cmp::Reverse(self.mates[i].ratings.tp), slot)
            })
    }

    /// Assist chances of mate `i`: goals a game by each teammate with him, and the others'
    /// assist ratings at that moment.
    fn assist_chances(&self, i: usize) -> Vec<AssistChance> {
        let mut out = Vec::new();
        for stint in self.stints(i) {
            let s = stint.strength.index();
            for &(j, _) in &stint.group.members {
                if j == i {
                    continue;
                }
                let m = &self.mates[j];
                let rate = per(m.goals[s], m.minutes[s]);
                let goals = rate * stint.minutes;
                if goals <= 0.0 {
                    continue;
                }
                let others = stint
                    .group
                    .members
                    .iter()
                    .filter(|&&(k, _)| k != i && k != j)
                    .map(|&(k, _)| self.mates[k].ratings.assist)
                    .collect();
                out.push(AssistChance { goals, others });
            }
        }
        out
    }

    /// The assist ratings, each the one whose expected assists are nearest his line, with the
    /// teammates' ratings from the round before (a few rounds settle them).
    fn solve_assist_ratings(&mut self) {
        for _ in 0..4 {
            let ratings: Vec<u8> = (0..self.mates.len())
                .map(|i| {
                    let chances = self.assist_chances(i);
                    let want = self.mates[i].assists;
                    let err = |r: u8| (expected_assists(r, &chances) - want).abs();
                    (0..=ASSIST_MAX)
                        .map(|r| (err(r), r))
                        .min_by(|a, b| a.0.total_cmp(&b.0))
                        .map_or(1, |(_, r)| r)
                })
                .collect();
            for (m, r) in self.mates.iter_mut().zip(ratings) {
                m.ratings.assist = r;
            }
        }
    }

    /// The nominal exposure of mate `i` (see [`Exposure`]).
    fn exposure(&self, i: usize) -> Exposure {
        let mate = &self.mates[i];
        let mut e = Exposure {
            levels: if mate.position == Position::Defence {
                LEVELS_DEFENCE
            } else {
                LEVELS_FORWARD
            },
            slot: slot_of(mate.position),
            ..Exposure::default()
        };
        let mut slot_minutes = [0.0; 6];
        for stint in self.stints(i) {
            let st = stint.strength.index();
            let group = &stint.group;
            let Some(me) = group.members.iter().position(|&(k, _)| k == i) else {
                continue;
            };
            let my_slot = group.members[me].1;
            slot_minutes[usize::from(my_slot)] += stint.minutes;
            let shares = self.shares(group);
            let rolls = stint.minutes * ROLLS_PER_MIN[st];
            for (t, share) in THIRDS[st].iter().enumerate() {
                let column = column_at(t, stint.strength);
                e.rolls[column.index()] += rolls * shares[me] * share;
            }
            let template = pass_template();
            for (k, &(j, slot)) in group.members.iter().enumerate() {
                if k == me {
                    continue;
                }
                let mj = &self.mates[j];
                // Passes he takes from k, by his rank in k's eyes.
                if stint.strength != Strength::ShortHanded {
                    let r = self.rank(group, k, me);
                    if r < 4 {
                        e.received[r] += rolls * PASS_SOURCE * shares[k] * template.rank[r];
                    }
                }
                // Rush strings of k's rushes that end on him (even strength).
                if stint.strength == Strength::Even {
                    let events = rolls * shares[k] * RUSH_PER_ROLL;
                    e.string_shots += events * string_end_share(mj.ratings.sp, slot, my_slot);
                }
                // Tips of k's shots on goal.
                if stint.strength != Strength::ShortHanded {
                    let on_goal = per(mj.shots[st], mj.minutes[st]) * stint.minutes;
                    if self.top_tipper(group, k) == Some(me) {
                        e.tips += on_goal
                            * if mj.position == Position::Defence {
                                TIPS_PER_SHOT_DEFENCE[0]
                            } else {
                                TIPS_PER_SHOT_FORWARD
                            };
                    }
                    if mj.position == Position::Defence && my_slot == 2 {
                        e.tips += on_goal * TIPS_PER_SHOT_DEFENCE[1];
                    }
                }
            }
            // Defending: the other team's rolls while he is on.
            let (opp, forecheckers) = match stint.strength {
                Strength::Even => (0, 2),
                Strength::PowerPlay => (2, 2),
                Strength::ShortHanded => (1, 1),
            };
            let opp_rolls = stint.minutes * ROLLS_PER_MIN[opp];
            let mine = if stint.strength == Strength::ShortHanded {
                4.0
            } else {
                5.0
            };
            e.penalty_named += opp_rolls * AVERAGE_PN_RATE / mine;
            for (t, share) in THIRDS[opp].iter().enumerate() {
                let present = match (t, my_slot <= forecheckers) {
                    (0, true) => 1.0,
                    (0, false) => 0.0,
                    (_, true) => P_BACK,
                    (_, false) => 1.0,
                };
                let named = opp_rolls * share * present / 6.0;
                let (pd, sc) = (named * OPPONENT_PD[t], named * OPPONENT_SC[t]);
                if stint.strength == Strength::ShortHanded {
                    e.defends.pd_short += pd;
                    e.defends.sc_short += sc;
                } else {
                    e.defends.pd += pd;
                    e.defends.sc += sc;
                    if t == 0 {
                        e.defends.forecheck_pd += pd;
                        e.defends.forecheck_sc += sc;
                    }
                }
            }
        }
        if let Some(slot) = (1..=5u8)
            .max_by(|&a, &b| slot_minutes[usize::from(a)].total_cmp(&slot_minutes[usize::from(b)]))
            && slot_minutes[usize::from(slot)] > 0.0
        {
            e.slot = slot;
        }
        e.assist_chances = self.assist_chances(i);
        e
    }
}

fn column_at(third: usize, strength: Strength) -> ActionColumn {
    use super::rink::Third;
    let t = [Third::Defensive, Third::Neutral, Third::Offensive][third.min(2)];
    ActionColumn::of(t, strength)
}

/// The chance of each rush outcome (breakaway, 3 on 2, 2 on 1, 3 on 1, advancement) for a
/// carrier with speed `sp` against a normal defence.
fn rush_odds(sp: u8) -> [f64; 5] {
    let mut odds = [0.0; 5];
    for d20 in 1..=20u8 {
        let k = match charts::rush(sp, 0, d20) {
            charts::Rush::Breakaway => 0,
            charts::Rush::ThreeOnTwo => 1,
            charts::Rush::TwoOnOne => 2,
            charts::Rush::ThreeOnOne => 3,
            charts::Rush::Advance => 4,
        };
        odds[k] += 0.05;
    }
    odds
}

const RUSHES: [charts::Rush; 3] = [
    charts::Rush::ThreeOnTwo,
    charts::Rush::TwoOnOne,
    charts::Rush::ThreeOnOne,
];

/// The chance a rush of type `rush` carried from slot `handler` ends with the shot of the
/// player in slot `shooter` (the coloured d10 picks the string).
fn string_end(rush: charts::Rush, handler: u8, shooter: u8) -> f64 {
    (0..10u8)
        .filter(|&c| {
            // The model reads the strings as versions 1-4 play them for every version: the
            // cards stay the same, and version 5's change moves only 2 rows in 10 for two
            // carriers.
            let (string, _) = charts::rush_play(rush, c, 0, handler, false);
            match string.last() {
                Some(charts::RushMan::Handler) | None => handler == shooter,
                Some(charts::RushMan::Mate(n)) => *n == shooter,
            }
        })
        .count() as f64
        / 10.0
}

/// Rush shots per rush event carried from slot `handler` (speed `sp`) taken by `shooter`.
fn string_end_share(sp: u8, handler: u8, shooter: u8) -> f64 {
    let odds = rush_odds(sp);
    RUSHES
        .iter()
        .enumerate()
        .map(|(k, &r)| odds[k + 1] * string_end(r, handler, shooter))
        .sum()
}

/// The chance a rush's shot meets a blocker: the white d10 names one on rows 0-5 (3 on 2), 0-3
/// (2 on 1), 0-1 (3 on 1).
fn rush_opposed(rush: charts::Rush) -> f64 {
    (0..10u8)
        .filter(|&w| charts::rush_play(rush, 0, w, 1, false).1.is_some())
        .count() as f64
        / 10.0
}

/// A line's shots and goals a game split into even strength, power play and short-handed for a
/// player with `minutes` at each: his power-play goals if he is on the power-play unit (else
/// they are scored at even strength), likewise short-handed; shots by half his goal split and
/// half his time there (power-play minutes count 1.6 times for shots, short-handed 0.35).
fn strength_split(line: &SkaterLine, minutes: [f64; 3]) -> ([f64; 3], [f64; 3]) {
    let games = f64::from(line.games);
    let pg = |x: u32| per(f64::from(x), games);
    let goals = pg(line.goals);
    let pp_goals = if minutes[1] > 0.0 {
        pg(line.power_play_goals)
    } else {
        0.0
    };
    let sh_goals = if minutes[2] > 0.0 {
        pg(line.short_handed_goals)
    } else {
        0.0
    };
    let goal_split = [(goals - pp_goals - sh_goals).max(0.0), pp_goals, sh_goals];
    let weighted = [minutes[0], 1.6 * minutes[1], 0.35 * minutes[2]];
    let total: f64 = weighted.iter().sum();
    let shots = pg(line.shots);
    let mut shot_split = [0.0; 3];
    for s in 1..3 {
        let time = per(weighted[s], total);
        let share = if line.goals >= 3 && minutes[s] > 0.0 {
            0.5 * per(goal_split[s], goals) + 0.5 * time
        } else {
            time
        };
        shot_split[s] = shots * share.min(0.6);
    }
    shot_split[0] = (shots - shot_split[1] - shot_split[2]).max(0.0);
    (shot_split, goal_split)
}

/// The chance a player rated `mine` gets an assist on a goal, with the others of the scoring
/// team on the ice rated `others` (A9's tables; he is listed first among equal ratings).
pub fn assist_probability(mine: u8, others: &[u8]) -> f64 {
    let mut list: Vec<(u8, bool)> = vec![(mine, true)];
    list.extend(others.iter().map(|&r| (r, false)));
    list.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)));
    let slices = |list: &[(u8, bool)], second: bool| -> Vec<f64> {
        let total: u8 = list.iter().map(|x| x.0).sum();
        let mut run = 0u16;
        list.iter()
            .map(|&(r, _)| {
                let v = if second {
                    charts::second_assist_value(r, total)
                } else {
                    charts::first_assist_value(r, total)
                };
                let before = run.min(20);
                run += u16::from(v);
                f64::from(run.min(20) - before) / 20.0
            })
            .collect()
    };
    let first = slices(&list, false);
    let mut p = 0.0;
    for (k, &(_, is_me)) in list.iter().enumerate() {
        if is_me {
            p += first[k];
        } else {
            let rest: Vec<(u8, bool)> = list
                .iter()
                .enumerate()
                .filter(|&(m, _)| m != k)
                .map(|(_, &x)| x)
                .collect();
            let second = slices(&rest, true);
            if let Some(m) = rest.iter().position(|x| x.1) {
                p += first[k] * second[m];
            }
        }
    }
    p
}

fn expected_assists(rating: u8, chances: &[AssistChance]) -> f64 {
    chances
        .iter()
        .map(|c| c.goals * assist_probability(rating, &c.others))
        .sum()
}

/// Goals a game a teammate scores while the player is on, and the assist ratings of the others
/// on the ice then.
#[derive(Debug, Clone, PartialEq)]
pub struct AssistChance {
    pub goals: f64,
    pub others: Vec<u8>,
}

/// Matchups a game in which the player is the named defender, in the puck's third.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Defends {
    /// Against PD (his DF) and SC (his CH), at even strength and on his power play.
    pub pd: f64,
    pub sc: f64,
    /// Short-handed (his PK decides, his DF or CH column is read).
    pub pd_short: f64,
    pub sc_short: f64,
    /// The part of `pd` and `sc` in the other team's defensive zone (he is forechecking: a ♢
    /// there is a shot).
    pub forecheck_pd: f64,
    pub forecheck_sc: f64,
}

/// What the nominal game gives a player a game he plays (see the module doc).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Exposure {
    /// Action rolls with the puck, by column ([`ActionColumn::ALL`] order).
    pub rolls: [f64; 7],
    /// Rolls reached by a teammate's pass aimed at him as Ⓐ, Ⓑ, Ⓒ, Ⓓ (even strength and power
    /// play): the ● and ⍙ passes among them are his shots and rushes.
    pub received: [f64; 4],
    /// Shots he takes at the end of teammates' rush strings.
    pub string_shots: f64,
    /// Teammates' shots on goal he tips.
    pub tips: f64,
    pub defends: Defends,
    /// Opponents' PN actions that name him (the d6p, re-rolled until it finds a man on the ice).
    pub penalty_named: f64,
    pub assist_chances: Vec<AssistChance>,
    /// Levels 1-3 of his O-zone shots.
    pub levels: [f64; 3],
    /// His usual slot (1-5).
    pub slot: u8,
}

/// A player's nominal exposure a game in his team (he need not be on its roster).
pub fn nominal_exposure(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> Exposure {
    let ctx = context_for(player, line, team);
    match ctx.index(&player.id) {
        Some(i) => ctx.exposure(i),
        None => Exposure::default(),
    }
}

fn context_for(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> TeamContext {
    if team.roster.iter().any(|p| p.id == player.id) {
        TeamContext::of(team)
    } else {
        TeamContext::with(team, Some((player, line)), None, false)
    }
}

// ---------------------------------------------------------------------------------------------
// The nominal model

/// What a card gives back a game over an exposure.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Expected {
    pub shots: f64,
    pub goals: f64,
    pub assists: f64,
    pub pim: f64,
    /// His shots on goal by kind (for the goalies' side of the check).
    pub ledger: ShotLedger,
}

/// One stream of shot attempts: how the d6 pair is shifted, the rating of the block check
/// (`None`: no block check), the chance a defender is there to block, attempts a game, the
/// levels it comes from, tack-on points and the share that are rebound shots.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Stream {
    /// The O column (0 ES, 1 PP, 2 SH) whose WS, SS or wild-card range makes it, if one does.
    column: Option<usize>,
    /// A wild card's shot (not the WS or SS range).
    wild: bool,
    kind: ShotKind,
    block: Option<f64>,
    opposed: f64,
    attempts: f64,
    levels: [f64; 3],
    tack: u16,
    rebound: f64,
}

impl Stream {
    fn through(&self) -> f64 {
        match self.block {
            None => 1.0,
            Some(rating) => {
                let pass = ((rating - BL_AVG) / 20.0).clamp(0.0, 1.0);
                1.0 - self.opposed * (1.0 - pass)
            }
        }
    }
}

/// The game-plan zone a ◘ shot drifts from (the reference goalie's): the zone differs by
/// goalie, but only the drift off the net needs one.
fn plan_zone() -> GoalieZone {
    reference_goalie().quality.best_zone()
}

/// Calls `f` with each shot on goal (key, weight) one unit of aim at `target` yields in
/// `stream`, after the drift section; tips by others and drifts off the net yield nothing.
fn visit_target(
    drift: &DriftSection,
    slot: u8,
    stream: &Stream,
    target: ShotTarget,
    mut f: impl FnMut(ShotKey, f64),
) {
    let (zone, plan) = match target {
        ShotTarget::Zone(z) => (z, false),
        ShotTarget::GamePlan => (plan_zone(), true),
        ShotTarget::WideLeft | ShotTarget::WideRight => return,
    };
    let straight = if plan { Aim::Plan } else { Aim::of(zone) };
    for b in 1..=6u8 {
        let wb = stream.kind.face_odds(b);
        if wb == 0.0 {
            continue;
        }
        for w in 1..=6u8 {
            let weight = wb * stream.kind.face_odds(w);
            if weight == 0.0 {
                continue;
            }
            let (aim, extra) = match drift.read(b, w) {
                Drift::Nothing => (straight, 0),
                Drift::TipBy(n) if n == slot => (straight, 0),
                Drift::Screen => (straight, 10),
                Drift::Arrow(a) => match a.drifted(zone) {
                    Some(z) => (Aim::of(z), 0),
                    None => continue,
                },
                Drift::TipRank(_) | Drift::TipBy(_) => continue,
            };
            for (li, &lw) in stream.levels.iter().enumerate() {
                let key = |rebound| ShotKey {
                    aim,
                    level: li as u8 + 1,
                    tack: stream.tack + extra,
                    rebound,
                };
                f(key(false), weight * lw * (1.0 - stream.rebound));
                f(key(true), weight * lw * stream.rebound);
            }
        }
    }
}

/// Shots on goal and goals one unit of aim at each target yields: by [`target_code`].
#[derive(Debug, Clone)]
struct TargetTable {
    values: [(f64, f64); 27],
}

fn target_code(target: ShotTarget) -> usize {
    match target {
        ShotTarget::Zone(z) => zone_index(z),
        ShotTarget::GamePlan => 25,
        _ => 26,
    }
}

fn target_of(code: usize) -> ShotTarget {
    match code {
        0..=24 => ShotTarget::Zone(zone_at(code)),
        25 => ShotTarget::GamePlan,
        _ => ShotTarget::WideLeft,
    }
}

impl TargetTable {
    fn of(drift: &DriftSection, slot: u8, stream: &Stream, goalies: &GoalieAverage) -> Self {
        let mut values = [(0.0, 0.0); 27];
        for (code, v) in values.iter_mut().enumerate().take(26) {
            visit_target(drift, slot, stream, target_of(code), |key, w| {
                v.0 += w;
                v.1 += w * goalies.chance(key.aim, key.level(), key.tack, key.rebound);
            });
        }
        TargetTable { values }
    }

    /// (shots on goal, goals) per attempt that gets through, over a shot section.
    fn per_attempt(&self, shot: &ShotSection, kind: ShotKind) -> (f64, f64) {
        let mut out = (0.0, 0.0);
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = kind.face_odds(b) * kind.face_odds(w);
                if p > 0.0 {
                    let v = self.values[target_code(shot.read(b, w))];
                    out.0 += p * v.0;
                    out.1 += p * v.1;
                }
            }
        }
        out
    }
}

/// The better of his shots: wrist unless S is higher.
fn better_shot(r: &SkaterRatings) -> (ShotKind, f64) {
    if r.s > r.w {
        (ShotKind::Slap, f64::from(r.s))
    } else {
        (ShotKind::Wrist, f64::from(r.w))
    }
}

/// The shot a ● or ♢ takes from a level: slap from 3, wrist from 1, the better from 2.
fn shot_from_level(r: &SkaterRatings, level: usize) -> (ShotKind, f64) {
    match level {
        1 => (ShotKind::Wrist, f64::from(r.w)),
        3 => (ShotKind::Slap, f64::from(r.s)),
        _ => better_shot(r),
    }
}

fn one_level(level: usize) -> [f64; 3] {
    let mut l = [0.0; 3];
    l[level - 1] = 1.0;
    l
}

/// The chance the carrier's own column is read: unopposed, or winning the d20 against the
/// league's average defender.
fn carrier_wins(rating: u8, opposed: f64) -> f64 {
    let win = ((f64::from(rating) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0);
    1.0 - opposed + opposed * win
}

/// The chance a named defender rated `rating` wins against the league's average carrier.
fn defender_wins(rating: u8) -> f64 {
    1.0 - ((AVERAGE_CARRIER - f64::from(rating)) / 20.0).clamp(0.0, 1.0)
}

/// The SC and PD rolls a game in each third (wild cards as the computer plays them, A71: SC in
/// N when SK is at least PS, PD in D except short-handed).
fn matchup_rolls(card: &SkaterCard, exposure: &Exposure) -> ([f64; 3], [f64; 3]) {
    let mut sc = [0.0; 3];
    let mut pd = [0.0; 3];
    for column in ActionColumn::ALL {
        let actions = card.actions.column(column);
        let r = exposure.rolls[column.index()];
        let t = column.third();
        let wild = f64::from(actions.width(PuckAction::Wild));
        let (wild_sc, wild_pd) = match t {
            1 if card.ratings.sk >= card.ratings.ps => (wild, 0.0),
            1 => (0.0, wild),
            0 if column.strength() != Strength::ShortHanded => (0.0, wild),
            _ => (0.0, 0.0),
        };
        sc[t] += r * (f64::from(actions.width(PuckAction::Sc)) + wild_sc) / 100.0;
        pd[t] += r * (f64::from(actions.width(PuckAction::Pd)) + wild_pd) / 100.0;
    }
    (sc, pd)
}

/// Every stream of shots a card takes over an exposure.
fn streams(card: &SkaterCard, exposure: &Exposure) -> Vec<Stream> {
    let r = &card.ratings;
    let mut out = Vec::new();
    let levels = exposure.levels;
    for (o, column) in O_COLUMNS.into_iter().enumerate() {
        let rolls = exposure.rolls[column.index()];
        let actions = card.actions.column(column);
        let strength = column.strength();
        let opposed = OPPOSED[strength.index()][2];
        let tack = if strength == Strength::PowerPlay {
            u16::from(r.man_advantage.one)
        } else {
            0
        };
        let base = Stream {
            column: Some(o),
            wild: false,
            kind: ShotKind::Wrist,
            block: Some(f64::from(r.w)),
            opposed,
            attempts: rolls * f64::from(actions.width(PuckAction::Ws)) / 100.0,
            levels,
            tack,
            rebound: REBOUND_SHARE,
        };
        out.push(base);
        out.push(Stream {
            kind: ShotKind::Slap,
            block: Some(f64::from(r.s)),
            attempts: rolls * f64::from(actions.width(PuckAction::Ss)) / 100.0,
            ..base
        });
        // The computer shoots on a wild card from levels 1-2, and from 3 with S 15 or more.
        let from_three = if r.s >= 15 { levels[2] } else { 0.0 };
        let shoot = wild_shoot(r, levels);
        let (kind, rating) = better_shot(r);
        if shoot > 0.0 {
            out.push(Stream {
                kind,
                block: Some(rating),
                wild: true,
                attempts: rolls * f64::from(actions.width(PuckAction::Wild)) / 100.0 * shoot,
                levels: [levels[0] / shoot, levels[1] / shoot, from_three / shoot],
                ..base
            });
        }
    }

    let (sc, _) = matchup_rolls(card, exposure);
    let centre = |c: &ResultColumn| {
        c.mass(|p| {
            matches!(
                p,
                PlayResult::Move {
                    movement: Move::Centre,
                    ..
                }
            )
        })
    };
    let rushes = |c: &ResultColumn| c.mass(|p| matches!(p, PlayResult::Rush { .. }));
    let even_o = OPPOSED[0][2];
    let mut rush_events = 0.0;
    // ● and ⍙ from his SK column: from D the shot comes from level 3, from N 2, from O 1.
    for (t, &rolls) in sc.iter().enumerate() {
        let wins = rolls * carrier_wins(r.sk, OPPOSED[0][t]);
        let level = 3 - t;
        let (kind, rating) = shot_from_level(r, level);
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: Some(rating + 5.0),
            opposed: even_o,
            attempts: wins * centre(&card.sk),
            levels: one_level(level),
            tack: 5,
            rebound: 0.0,
        });
        rush_events += wins * rushes(&card.sk);
    }
    // ● passes he takes as Ⓐ (Ⓑ for the best passers), and ⍙ passes.
    let template = pass_template();
    let centre_passes: f64 = (0..4)
        .map(|k| exposure.received[k] * template.centre[k])
        .sum();
    for (li, &share) in CENTRE_PASS_LEVELS.iter().enumerate() {
        let level = li + 1;
        let (kind, rating) = shot_from_level(r, level);
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: Some(rating + 5.0),
            opposed: even_o,
            attempts: centre_passes * share,
            levels: one_level(level),
            tack: 5,
            rebound: 0.0,
        });
    }
    rush_events += (0..4)
        .map(|k| exposure.received[k] * template.rush[k])
        .sum::<f64>();
    // ♢ when forechecking: a shot at once, no block, where the d20 drops the puck.
    let steals = exposure.defends.forecheck_pd
        * defender_wins(r.df)
        * card.df.mass(|p| p == PlayResult::StealShoot)
        + exposure.defends.forecheck_sc
            * defender_wins(r.ch)
            * card.ch.mass(|p| p == PlayResult::StealShoot);
    for (li, &share) in STEAL_LEVELS.iter().enumerate() {
        let level = li + 1;
        let kind = if level == 3 {
            ShotKind::Slap
        } else {
            ShotKind::Wrist
        };
        out.push(Stream {
            column: None,
            wild: false,
            kind,
            block: None,
            opposed: 0.0,
            attempts: steals * share,
            levels: one_level(level),
            tack: 0,
            rebound: 0.0,
        });
    }
    // Rushes he carries: breakaways (B tack-on, from M1, no defender) and rushes whose string
    // ends with him.
    let odds = rush_odds(r.sp);
    out.push(Stream {
        column: None,
        wild: false,
        kind: ShotKind::Breakaway,
        block: None,
        opposed: 0.0,
        attempts: rush_events * odds[0],
        levels: one_level(1),
        tack: u16::from(r.b),
        rebound: 0.0,
    });
    for (k, &rush) in RUSHES.iter().enumerate() {
        out.push(Stream {
            column: None,
            wild: false,
            kind: ShotKind::Wrist,
            block: Some(f64::from(r.w)),
            opposed: rush_opposed(rush),
            attempts: rush_events * odds[k + 1] * string_end(rush, exposure.slot, exposure.slot),
            levels: one_level(1),
            tack: 0,
            rebound: 0.0,
        });
    }
    out.push(Stream {
        column: None,
        wild: false,
        kind: ShotKind::Wrist,
        block: Some(f64::from(r.w)),
        opposed: STRING_OPPOSED,
        attempts: exposure.string_shots,
        levels: one_level(1),
        tack: 0,
        rebound: 0.0,
    });
    out.retain(|s| s.attempts > 0.0 || s.column.is_some());
    out
}

const O_COLUMNS: [ActionColumn; 3] = [
    ActionColumn::OffensiveEven,
    ActionColumn::OffensivePowerPlay,
    ActionColumn::OffensiveShortHanded,
];

/// The shots on goal he tips (credited to him, A70): level 1 of the zone, his TP added; the
/// zones as the shooters aim, taken as evenly spread.
fn tip_ledger(card: &SkaterCard, exposure: &Exposure) -> ShotLedger {
    let mut ledger = ShotLedger::default();
    for z in 0..25u8 {
        ledger.add(
            ShotKey {
                aim: Aim::Zone(z),
                level: 1,
                tack: u16::from(card.ratings.tp),
                rebound: false,
            },
            exposure.tips / 25.0,
        );
    }
    ledger
}

/// Penalty minutes a game: his PN actions and his ☢ cells, and what the league's other cards
/// put on him (see the module doc).
fn expected_pim(card: &SkaterCard, exposure: &Exposure) -> f64 {
    let (m_off, m_def) = chart_minutes();
    let r = &card.ratings;
    let pn_actions: f64 = ActionColumn::ALL
        .iter()
        .map(|c| {
            exposure.rolls[c.index()] * f64::from(card.actions.column(*c).width(PuckAction::Pn))
        })
        .sum::<f64>()
        / 100.0;
    let penalty = |c: &ResultColumn| c.mass(|p| p == PlayResult::Penalty);
    let d = &exposure.defends;
    let own_cells = (d.pd * defender_wins(r.df) + d.pd_short * defender_wins(r.pk))
        * penalty(&card.df)
        + (d.sc * defender_wins(r.ch) + d.sc_short * defender_wins(r.pk)) * penalty(&card.ch);
    // Losing a matchup as the carrier to a defender whose column shows ☢.
    let (sc, pd) = matchup_rolls(card, exposure);
    let mut lost = 0.0;
    for t in 0..3 {
        let opposed = OPPOSED[0][t];
        lost += pd[t]
            * opposed
            * (1.0 - ((f64::from(r.ps) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0))
            * AVERAGE_DF_PENALTY;
        lost += sc[t]
            * opposed
            * (1.0 - ((f64::from(r.sk) - AVERAGE_DEFENDER) / 20.0).clamp(0.0, 1.0))
            * AVERAGE_CH_PENALTY;
    }
    (pn_actions + lost) * m_off + (own_cells + exposure.penalty_named) * m_def
}

/// What a card gives back a game over `exposure`, against goalies averaged in `goalies`.
pub fn expected_per_game(
    card: &SkaterCard,
    exposure: &Exposure,
    goalies: &GoalieAverage,
) -> Expected {
    // Weights gathered densely by (aim, level, tack, rebound), then kept where not zero.
    let tacks = usize::from(goalie::TACK_MAX) + 1;
    let slot = |k: &ShotKey| {
        let aim = match k.aim {
            Aim::Zone(z) => usize::from(z),
            Aim::Plan => 25,
        };
        ((aim * 3 + usize::from(k.level - 1)) * tacks + usize::from(k.tack.min(goalie::TACK_MAX)))
            * 2
            + usize::from(k.rebound)
    };
    let mut dense = vec![0.0; 26 * 3 * tacks * 2];
    let mut keys: Vec<Option<ShotKey>> = vec![None; dense.len()];
    for stream in streams(card, exposure) {
        let through = stream.through() * stream.attempts;
        if through <= 0.0 {
            continue;
        }
        let mut aims = [0.0; 27];
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = stream.kind.face_odds(b) * stream.kind.face_odds(w);
                aims[target_code(card.shot.read(b, w))] += p;
            }
        }
        for (code, &p) in aims.iter().enumerate().take(26) {
            if p == 0.0 {
                continue;
            }
            visit_target(
                &card.drift,
                exposure.slot,
                &stream,
                target_of(code),
                |k, x| {
                    let i = slot(&k);
                    dense[i] += x * p * through;
                    keys[i] = Some(k);
                },
            );
        }
    }
    let mut ledger = ShotLedger::default();
    for (k, w) in keys.iter().zip(&dense) {
        if let Some(k) = k {
            ledger.add(*k, *w);
        }
    }
    ledger.merge(&tip_ledger(card, exposure));
    Expected {
        shots: ledger.total(),
        goals: ledger.goals(goalies),
        assists: expected_assists(card.ratings.assist, &exposure.assist_chances),
        pim: expected_pim(card, exposure),
        ledger,
    }
}

// ---------------------------------------------------------------------------------------------
// The builder

/// The shot section's misses (black, white, wide right?): where slap shots read them twice as
/// often as wrist shots and breakaways hardly at all (misses: wrist 8/36, slap 11/36,
/// breakaway 3/36; about 30% of unblocked NHL attempts miss).
pub const WIDE_CELLS: [(u8, u8, bool); 8] = [
    (6, 6, true),
    (6, 3, true),
    (3, 6, false),
    (6, 1, true),
    (1, 6, false),
    (5, 2, true),
    (2, 5, false),
    (4, 4, false),
];
/// The drift section's arrow cells: (3,5) is ↳ on every card (the walk-through's drift), the
/// other eight carry the eight directions in an order seeded by the player's id.
pub const ARROW_CELLS: [(u8, u8); 9] = [
    (3, 5),
    (6, 2),
    (2, 6),
    (6, 4),
    (4, 6),
    (6, 5),
    (5, 6),
    (1, 4),
    (4, 1),
];
/// ⓐ sits at (6,3) on every card (the tip example); defencemen also have ➁ at (3,3) and a
/// second ✪ at (1,5); everyone has ✪ at (6,6).
pub const TIP_CELL: (u8, u8) = (6, 3);
pub const CENTRE_TIP_CELL: (u8, u8) = (3, 3);
pub const SCREEN_CELLS: [(u8, u8); 2] = [(6, 6), (1, 5)];
/// The O columns' default wild-card widths (the sample chart's 13, 10 and 8, a little less to
/// leave room for shots); they give way to shots down to 2.
const WILD_O: [u8; 3] = [9, 8, 6];
const WILD_MIN: u8 = 2;

fn drift_section(position: Position, seeded: &mut Seeded) -> DriftSection {
    let mut cells = [[Drift::Nothing; 6]; 6];
    let mut set = |(b, w): (u8, u8), d: Drift| cells[usize::from(b - 1)][usize::from(w - 1)] = d;
    let mut arrows = DriftArrow::ALL;
    seeded.shuffle(&mut arrows);
    set(ARROW_CELLS[0], Drift::Arrow(DriftArrow::DownRight));
    for (&cell, &a) in ARROW_CELLS[1..].iter().zip(&arrows) {
        set(cell, Drift::Arrow(a));
    }
    set(TIP_CELL, Drift::TipRank(1));
    set(SCREEN_CELLS[0], Drift::Screen);
    if position == Position::Defence {
        set(CENTRE_TIP_CELL, Drift::TipBy(2));
        set(SCREEN_CELLS[1], Drift::Screen);
    }
    DriftSection { cells }
}

/// Grid cells in the order the best zones are placed: nearest the breakaway corner (1,1) first
/// (breakaways read low dice more, slap shots high ones).
fn reach_order() -> Vec<(u8, u8)> {
    let mut cells: Vec<(u8, u8)> = (1..=6u8)
        .flat_map(|b| (1..=6u8).map(move |w| (b, w)))
        .filter(|&(b, w)| !WIDE_CELLS.iter().any(|&(x, y, _)| (x, y) == (b, w)))
        .collect();
    cells.sort_by_key(|&(b, w)| (b + w, b));
    cells
}

/// ◘ cells by shooting percentage: one per 3 points over 5% (0-4), the text's "scorers have more".
fn plan_cells(line: &SkaterLine) -> usize {
    let pct = line.shooting_pct().unwrap_or(0.0);
    if line.shots < 20 {
        return 0;
    }
    ((pct - 0.05) / 0.03).floor().clamp(0.0, 4.0) as usize
}

/// A shot section: misses, `plan` ◘ cells, and the zones with weights e^(λ·z) over the zones'
/// standardised values, best zones nearest the breakaway corner.
fn shot_section(values: &[f64; 25], lambda: f64, plan: usize) -> ShotSection {
    let mut cells = [[ShotTarget::WideLeft; 6]; 6];
    for &(b, w, right) in &WIDE_CELLS {
        cells[usize::from(b - 1)][usize::from(w - 1)] = if right {
            ShotTarget::WideRight
        } else {
            ShotTarget::WideLeft
        };
    }
    let order = reach_order();
    for &(b, w) in order.iter().take(plan) {
        cells[usize::from(b - 1)][usize::from(w - 1)] = ShotTarget::GamePlan;
    }
    let n = order.len() - plan;
    let mean = values.iter().sum::<f64>() / 25.0;
    let sd = (values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / 25.0)
        .sqrt()
        .max(1e-9);
    let weights: Vec<f64> = values
        .iter()
        .map(|v| (lambda * (v - mean) / sd).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let exact: Vec<f64> = weights.iter().map(|w| w / total * n as f64).collect();
    let mut counts: Vec<usize> = exact.iter().map(|e| e.floor() as usize).collect();
    let mut by_remainder: Vec<usize> = (0..25).collect();
    by_remainder.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    let mut left = n - counts.iter().sum::<usize>();
    for z in by_remainder.into_iter().cycle() {
        if left == 0 {
            break;
        }
        counts[z] += 1;
        left -= 1;
    }
    let mut zones: Vec<usize> = (0..25).collect();
    zones.sort_by(|&a, &b| values[b].total_cmp(&values[a]).then(a.cmp(&b)));
    let placed = zones
        .into_iter()
        .flat_map(|z| std::iter::repeat_n(z, counts[z]));
    for (&(b, w), z) in order.iter().skip(plan).zip(placed) {
        cells[usize::from(b - 1)][usize::from(w - 1)] = ShotTarget::Zone(zone_at(z));
    }
    ShotSection { cells }
}

/// The per-player widths of the action block.
#[derive(Debug, Clone, Copy)]
struct Widths {
    /// D-ES PD (36-45); the other columns' PD and SC follow it.
    pd: u8,
    /// His passing share (PD against SC in the O columns).
    pass: f64,
    pn: u8,
    wp: u8,
    /// (WS, SS) in O-ES, O-PP, O-SH.
    shots: [(u8, u8); 3],
}

/// The largest shot width (WS + SS) a column can take.
fn shot_room(o: usize, pn: u8, wp: u8) -> u8 {
    let fixed = [(2, 2), (1, 3), (24, 1)][o];
    100 - (fixed.0 + fixed.1 + pn + 1 + wp + WILD_MIN + 3)
}

/// WS and SS cut down (SS first) to fit `room`.
fn fitted((ws, ss): (u8, u8), room: u8) -> (u8, u8) {
    let ss = ss.min(room);
    (ws.min(room - ss), ss)
}

/// The seven columns (D25's shape, the module doc's widths).
fn action_block(w: &Widths) -> PuckActionBlock {
    use PuckAction::*;
    let rest = |used: u8| 100u8.saturating_sub(used);
    let d_es = [
        (Pd, w.pd),
        (Sc, 60 - w.pd),
        (Dc, 15),
        (Ice, 6),
        (Pn, w.pn),
        (Inj, 1),
        (Wp, w.wp),
    ];
    let d_pp = [
        (Pd, w.pd + 8),
        (Sc, 68 - w.pd),
        (Dc, 2),
        (Ice, 2),
        (Pn, w.pn),
        (Inj, 1),
    ];
    let d_sh = [
        (Pd, 10),
        (Sc, 10),
        (Dc, 23),
        (Ice, 49),
        (Pn, w.pn),
        (Inj, 1),
        (Wp, w.wp),
    ];
    let n = [
        (Pd, w.pd + 4),
        (Sc, 59 - w.pd),
        (Dc, 12),
        (Ice, 5),
        (Off, 3),
        (Pn, w.pn),
        (Inj, 1),
    ];
    let with_wild = |fixed: &[(PuckAction, u8)]| {
        let used: u8 = fixed.iter().map(|x| x.1).sum();
        let mut v = fixed.to_vec();
        v.push((Wild, rest(used)));
        PuckActions::from_widths(&v)
    };
    let offensive = |o: usize| {
        let (dc, off) = [(2, 2), (1, 3), (24, 1)][o];
        let wp = if o == 0 { w.wp } else { 0 };
        let (ws, ss) = fitted(w.shots[o], shot_room(o, w.pn, wp));
        let fixed = dc + off + w.pn + 1 + wp + ws + ss;
        let wild = WILD_O[o].min(100u8.saturating_sub(fixed + 3)).max(WILD_MIN);
        let left = 100 - fixed - wild;
        let pd = ((f64::from(left) * w.pass).round() as u8).clamp(2, left - 1);
        PuckActions::from_widths(&[
            (Pd, pd),
            (Sc, left - pd),
            (Dc, dc),
            (Off, off),
            (Pn, w.pn),
            (Inj, 1),
            (Wp, wp),
            (Ws, ws),
            (Ss, ss),
            (Wild, wild),
        ])
    };
    PuckActionBlock {
        columns: [
            with_wild(&d_es),
            with_wild(&d_pp),
            with_wild(&d_sh),
            with_wild(&n),
            offensive(0),
            offensive(1),
            offensive(2),
        ],
    }
}

/// The widest PN range a column gets.
pub const PN_MAX: u8 = 6;

/// Picks the PN width (0-6, every column) and the ☢ cells of DF (0-5) and CH (0-6) whose
/// penalty minutes come nearest his line. ☢ in his own DF and CH columns is preferred to PN: a
/// ☢ he wins on puts the chart's defensive side on him (1.6 minutes a call), a PN action only
/// its offensive side (1.0 minutes), the rest landing on whoever the d6p names.
fn solve_penalties(card: &mut SkaterCard, widths: &mut Widths, exposure: &Exposure, want: f64) {
    let mut best = (f64::INFINITY, 0u8, 0usize, 0usize);
    for pn in 0..=PN_MAX {
        widths.pn = pn;
        card.actions = action_block(widths);
        for nd in 0..=DF_PENALTY_ROWS.len() {
            card.df = df_column(card.ratings.df, nd);
            for nc in 0..=CH_PENALTY_ROWS.len() {
                card.ch = ch_column(card.ratings.ch, nc);
                let err = (expected_pim(card, exposure) - want).abs()
                    + 0.002 * (1.5 * f64::from(pn) + nd as f64 + nc as f64);
                if err < best.0 {
                    best = (err, pn, nd, nc);
                }
            }
        }
    }
    widths.pn = best.1;
    for o in 0..3 {
        let wp = if o == 0 { widths.wp } else { 0 };
        widths.shots[o] = fitted(widths.shots[o], shot_room(o, widths.pn, wp));
    }
    card.actions = action_block(widths);
    card.df = df_column(card.ratings.df, best.2);
    card.ch = ch_column(card.ratings.ch, best.3);
}

/// A stream's kind, levels (as bits), tack-on and rebound share (as bits).
type Shape = (ShotKind, [u64; 3], u16, u64);

/// Target tables by the stream's shape (kind, levels, tack-on, rebound share), for one drift
/// section and slot: the solvers ask for the same few shapes many times.
struct TableCache {
    drift: DriftSection,
    slot: u8,
    tables: Vec<(Shape, TargetTable)>,
}

impl TableCache {
    fn new(card: &SkaterCard, exposure: &Exposure) -> TableCache {
        TableCache {
            drift: card.drift,
            slot: exposure.slot,
            tables: Vec::new(),
        }
    }

    fn get(&mut self, s: &Stream) -> TargetTable {
        let shape = (
            s.kind,
            s.levels.map(f64::to_bits),
            s.tack,
            s.rebound.to_bits(),
        );
        if let Some((_, t)) = self.tables.iter().find(|(k, _)| *k == shape) {
            return t.clone();
        }
        let t = TargetTable::of(&self.drift, self.slot, s, reference_average());
        self.tables.push((shape, t.clone()));
        t
    }
}

fn tables(
    card: &SkaterCard,
    exposure: &Exposure,
    cache: &mut TableCache,
) -> Vec<(Stream, TargetTable)> {
    streams(card, exposure)
        .into_iter()
        .map(|s| {
            let t = cache.get(&s);
            (s, t)
        })
        .collect()
}

/// Sets the O-column shot widths so his shots on goal a game by strength come back: the
/// power-play and short-handed columns their shares, even strength the rest after the shots
/// the other streams (●, ♢, rushes, tips) give. A column that cannot hold its shots passes the
/// rest on (PP and SH to ES; ES to PP, then SH). A few Newton steps settle the wild cards that
/// give way to shots and the zones' drifts.
fn solve_widths(
    card: &mut SkaterCard,
    widths: &mut Widths,
    exposure: &Exposure,
    want: [f64; 3],
    cache: &mut TableCache,
) {
    let slap_share = if card.position == Position::Defence {
        0.65
    } else {
        0.35
    };
    for _ in 0..4 {
        card.actions = action_block(widths);
        let t = tables(card, exposure, cache);
        let mut parts = [0.0; 3];
        let mut slope = [0.0; 3];
        let mut total = exposure.tips;
        for (s, table) in &t {
            let per_attempt = s.through() * table.per_attempt(&card.shot, s.kind).0;
            total += s.attempts * per_attempt;
            if let Some(o) = s.column {
                parts[o] += s.attempts * per_attempt;
                let rolls = exposure.rolls[O_COLUMNS[o].index()] / 100.0;
                let share = match s.kind {
                    _ if s.wild => 0.0,
                    ShotKind::Slap => slap_share,
                    _ => 1.0 - slap_share,
                };
                slope[o] += rolls * share * per_attempt;
            }
        }
        let extras = total - parts.iter().sum::<f64>();
        let mut need = [
            want[0] - extras - parts[0],
            want[1] - parts[1],
            want[2] - parts[2],
        ];
        let mut set = |o: usize, need: f64| -> f64 {
            let (ws, ss) = widths.shots[o];
            let have = f64::from(ws + ss);
            if slope[o] <= 0.0 {
                return need;
            }
            let room = f64::from(shot_room(o, widths.pn, if o == 0 { widths.wp } else { 0 }));
            let total = (have + need / slope[o]).round().clamp(0.0, room);
            let slap = (total * slap_share).round();
            widths.shots[o] = ((total - slap) as u8, slap as u8);
            need - (total - have) * slope[o]
        };
        for o in [1, 2] {
            let left = set(o, need[o]);
            need[0] += left.max(0.0);
        }
        let left = set(0, need[0]);
        if left > 0.0 {
            let left = set(1, left);
            set(2, left);
        }
    }
    card.actions = action_block(widths);
}

/// The chance a wild card in an O column becomes a shot (A71).
fn wild_shoot(r: &SkaterRatings, levels: [f64; 3]) -> f64 {
    levels[0] + levels[1] + if r.s >= 15 { levels[2] } else { 0.0 }
}

/// Picks the zones (λ from -8 to 8 by 0.04) whose goals a game come nearest `want`.
fn solve_zones(
    card: &mut SkaterCard,
    exposure: &Exposure,
    values: &[f64; 25],
    plan: usize,
    want: f64,
    cache: &mut TableCache,
) {
    let t = tables(card, exposure, cache);
    let tips = tip_ledger(card, exposure).goals(reference_average());
    // Each stream's goals per unit of aim at each cell, so a section is a sum of 36 lookups.
    let mut by_cell = [[0.0; 27]; 36];
    for (stream, table) in &t {
        let n = stream.attempts * stream.through();
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                let p = n * stream.kind.face_odds(b) * stream.kind.face_odds(w);
                if p > 0.0 {
                    let cell = &mut by_cell[usize::from((b - 1) * 6 + w - 1)];
                    for (x, v) in cell.iter_mut().zip(&table.values) {
                        *x += p * v.1;
                    }
                }
            }
        }
    }
    let mut best = (f64::INFINITY, 0.0);
    for step in -200..=200 {
        let lambda = f64::from(step) * 0.04;
        let shot = shot_section(values, lambda, plan);
        let mut goals = tips;
        for b in 1..=6u8 {
            for w in 1..=6u8 {
                goals += by_cell[usize::from((b - 1) * 6 + w - 1)][target_code(shot.read(b, w))];
            }
        }
        let err = (goals - want).abs();
        if err < best.0 - 1e-12 {
            best = (err, lambda);
        }
    }
    card.shot = shot_section(values, best.1, plan);
}

/// The man-advantage bonus (0-12) whose power-play goals (his O-PP column) come nearest
/// `want`, a smaller bonus on a near tie.
fn solve_man_advantage(
    card: &mut SkaterCard,
    exposure: &Exposure,
    want: f64,
    cache: &mut TableCache,
) {
    let mut best = (f64::INFINITY, card.ratings.man_advantage.one);
    for one in 0..=MAN_ADVANTAGE_MAX {
        card.ratings.man_advantage = man_advantage(one);
        let goals: f64 = tables(card, exposure, cache)
            .iter()
            .filter(|(s, _)| s.column == Some(1))
            .map(|(s, t)| s.attempts * s.through() * t.per_attempt(&card.shot, s.kind).1)
            .sum();
        let err = (goals - want).abs() + 0.0005 * f64::from(one);
        if err < best.0 {
            best = (err, one);
        }
    }
    card.ratings.man_advantage = man_advantage(best.1);
}

/// The zones' values to a shooter with these levels: the reference goalie's goal chance at
/// t = 0.
fn zone_values(levels: [f64; 3]) -> [f64; 25] {
    let goalies = reference_average();
    let mut v = [0.0; 25];
    for (z, x) in v.iter_mut().enumerate() {
        *x = goalies.zone_value(Aim::Zone(z as u8), levels);
    }
    v
}

/// Builds a skater's card from his season line (the module doc and [`base_ratings`] give every
/// formula): ratings, then the penalty cells, the shot widths, the zones and the man-advantage
/// bonus, each solved against the nominal model over his exposure in `team`.
pub fn skater_card(player: &Player, line: &SkaterLine, team: &LeagueTeam) -> SkaterCard {
    let ctx = context_for(player, line, team);
    let Some(i) = ctx.index(&player.id) else {
        unreachable!("context_for adds the player")
    };
    build_skater(&ctx, i, player, line, team)
}

fn build_skater(
    ctx: &TeamContext,
    i: usize,
    player: &Player,
    line: &SkaterLine,
    team: &LeagueTeam,
) -> SkaterCard {
    let exposure = ctx.exposure(i);
    let mate = &ctx.mates[i];
    let games = f64::from(line.games);
    let mut seeded = Seeded::new(&player.id);
    let wp = u8::from(seeded.below(4) == 0);
    let pass = (f64::from(line.assists) + 1.0) / (f64::from(line.points()) + 2.0);
    let mut widths = Widths {
        pd: (32.0 + 15.0 * pass).round().clamp(36.0, 45.0) as u8,
        pass,
        pn: 1,
        wp,
        shots: [(0, 0); 3],
    };
    let ratings = mate.ratings.clone();
    let plan = plan_cells(line);
    let values = zone_values(exposure.levels);
    let mut card = SkaterCard {
        id: player.id.clone(),
        name: player.name.clone(),
        team: team.abbreviation.clone(),
        position: player.position,
        ps: ps_column(ratings.ps),
        sk: sk_column(ratings.sk),
        df: df_column(ratings.df, 0),
        ch: ch_column(ratings.ch, 0),
        shot: shot_section(&values, 0.0, plan),
        drift: drift_section(player.position, &mut seeded),
        actions: action_block(&widths),
        ratings,
        season: *line,
    };
    let mut cache = TableCache::new(&card, &exposure);
    let pim = per(f64::from(line.penalty_minutes), games) / ENGINE_PIM * mate.pim_factor;
    let shots_wanted = mate.shots.map(|x| x / ENGINE_SHOTS);
    solve_penalties(&mut card, &mut widths, &exposure, pim);
    let on_pp = exposure.rolls[ActionColumn::OffensivePowerPlay.index()] > 0.0;
    let goals: f64 = mate.goals.iter().sum();
    for _ in 0..2 {
        solve_widths(&mut card, &mut widths, &exposure, shots_wanted, &mut cache);
        solve_zones(&mut card, &exposure, &values, plan, goals, &mut cache);
        if on_pp && line.games > 0 {
            solve_man_advantage(&mut card, &exposure, mate.goals[1], &mut cache);
            solve_zones(&mut card, &exposure, &values, plan, goals, &mut cache);
        }
    }
    solve_widths(&mut card, &mut widths, &exposure, shots_wanted, &mut cache);
    // Once more: the O columns' PD and SC (what he loses to ☢ cells on) changed with the shots.
    solve_penalties(&mut card, &mut widths, &exposure, pim);
    card
}

/// Every skater's card of a team, in roster order, with his nominal exposure.
pub fn team_skater_cards(team: &LeagueTeam) -> Vec<(SkaterCard, Exposure)> {
    let ctx = TeamContext::of(team);
    team.skaters()
        .enumerate()
        .map(|(i, (p, l))| (build_skater(&ctx, i, p, l, team), ctx.exposure(i)))
        .collect()
}

/// How the nominal model deploys a team (the lines and pairs with their shares of even-strength
/// time, and the special-teams units), so the engine plays the team the way its cards were
/// built for. Indices are roster order, as in [`team_skater_cards`].
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Deployment {
    pub lines: Vec<[usize; 3]>,
    pub line_weight: Vec<f64>,
    pub pairs: Vec<[usize; 2]>,
    pub pair_weight: Vec<f64>,
    /// Five skaters (three forwards and two defencemen when the roster allows).
    pub pp_unit: Vec<usize>,
    pub pk_unit: Vec<usize>,
}

impl TeamContext {
    pub fn deployment(&self) -> Deployment {
        Deployment {
            lines: self.lines.clone(),
            line_weight: self.line_weight.clone(),
            pairs: self.pairs.clone(),
            pair_weight: self.pair_weight.clone(),
            pp_unit: self.pp_unit.clone(),
            pk_unit: self.pk_unit.clone(),
        }
    }
}

/// Every skater's card of a team, in roster order, and how the model deploys them.
pub fn team_cards_deployed(team: &LeagueTeam) -> (Vec<SkaterCard>, Deployment) {
    cards_deployed(team, TeamContext::of(team))
}

/// As [`team_cards_deployed`], each player's targets scaled by `corrections` and recipient
/// values that follow the corrected shots ([`TeamContext::shot_fitted`]).
pub fn team_cards_shot_fitted(
    team: &LeagueTeam,
    corrections: &Corrections,
) -> (Vec<SkaterCard>, Deployment) {
    cards_deployed(team, TeamContext::shot_fitted(team, corrections))
}

fn cards_deployed(team: &LeagueTeam, ctx: TeamContext) -> (Vec<SkaterCard>, Deployment) {
    let mut build = SkaterCardsBuild::new(ctx);
    while !build.step(team) {}
    build.finish()
}

/// A team's skater cards built one at a time: each card is solved against the model, which
/// takes a while, so a page can build a team's cards in slices and keep drawing.
pub struct SkaterCardsBuild {
    ctx: TeamContext,
    cards: Vec<SkaterCard>,
}

impl SkaterCardsBuild {
    pub fn new(ctx: TeamContext) -> Self {
        SkaterCardsBuild {
            ctx,
            cards: Vec::new(),
        }
    }

    /// Builds the next skater's card of `team` (the team the context was made from); true
    /// once every card is built.
    pub fn step(&mut self, team: &LeagueTeam) -> bool {
        let i = self.cards.len();
        match team.skaters().nth(i) {
            Some((player, line)) => {
                let card = build_skater(&self.ctx, i, player, line, team);
                self.cards.push(card);
                i + 1 >= team.skaters().count()
            }
            None => true,
        }
    }

    /// The cards in roster order, and how the model deploys them.
    pub fn finish(self) -> (Vec<SkaterCard>, Deployment) {
        (self.cards, self.ctx.deployment())
    }
}

/// The per-player corrections (section 7 step 3 of docs/fourth-street-readings.md): the nominal
/// model cannot see everything the engine does to one player (his linemates' passes, the score
/// effects, who is on the ice when a penalty is called), so `calibrate_fourth_street` plays the
/// league and writes `corrections.csv`, which version-2 cards are built with.
pub fn builtin_corrections() -> &'static Corrections {
    static TABLE: std::sync::OnceLock<Corrections> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        Corrections::parse(include_str!("corrections.csv"))
            .expect("corrections.csv is well formed (a test checks it)")
    })
}

/// Version 3's table (`corrections_v3.csv`): all four stats fitted, shots through the recipient
/// values too ([`TeamContext::shot_fitted`]).
pub fn builtin_corrections_v3() -> &'static Corrections {
    static TABLE: std::sync::OnceLock<Corrections> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        Corrections::parse(include_str!("corrections_v3.csv"))
            .expect("corrections_v3.csv is well formed (a test checks it)")
    })
}

/// A regular dresses for at least 60 of his team's 82 games.
pub fn is_regular(line: &SkaterLine, team_games: u32) -> bool {
    u64::from(line.games) * 82 >= 60 * u64::from(team_games.max(1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::fourth_street::goalie::{Colour, GoalieResult, reference_ledger};
    use crate::games::fourth_street::rink::{Area, Lane, Level as RinkLevel};
    use crate::games::sim::builtin_league;
    use crate::league::GoalieLine;
    use std::sync::OnceLock;

    struct BuiltTeam {
        team: LeagueTeam,
        skaters: Vec<(SkaterCard, Exposure)>,
        goalies: Vec<(GoalieCard, GoalieLine)>,
    }

    fn built() -> &'static Vec<BuiltTeam> {
        static BUILT: OnceLock<Vec<BuiltTeam>> = OnceLock::new();
        BUILT.get_or_init(|| {
            let league = builtin_league();
            league
                .teams
                .iter()
                .map(|t| BuiltTeam {
                    team: t.clone(),
                    skaters: team_skater_cards(t),
                    goalies: t
                        .goalies()
                        .map(|(p, l)| (goalie_card(p, l, t), *l))
                        .collect(),
                })
                .collect()
        })
    }

    fn skaters()
    -> impl Iterator<Item = (&'static BuiltTeam, &'static SkaterCard, &'static Exposure)> {
        built()
            .iter()
            .flat_map(|b| b.skaters.iter().map(move |(c, e)| (b, c, e)))
    }

    /// The league's goalies, averaged by shots faced: the nominal model's goalie.
    fn league_goalies() -> &'static GoalieAverage {
        static AVERAGE: OnceLock<GoalieAverage> = OnceLock::new();
        AVERAGE.get_or_init(|| {
            let goalies: Vec<(&GoalieCard, f64)> = built()
                .iter()
                .flat_map(|b| {
                    b.goalies
                        .iter()
                        .map(|(c, l)| (c, f64::from(l.shots_against)))
                })
                .collect();
            GoalieAverage::of(&goalies)
        })
    }

    fn expected(card: &SkaterCard, exposure: &Exposure) -> Expected {
        expected_per_game(card, exposure, league_goalies())
    }

    #[test]
    fn every_column_covers_00_to_99_and_every_total_reads() {
        for (_, card, _) in skaters() {
            for column in ActionColumn::ALL {
                let c = card.actions.column(column);
                let mut next = 0u16;
                for r in &c.ranges {
                    assert_eq!(u16::from(r.low), next, "{} {}", card.name, column.label());
                    assert!(r.high >= r.low);
                    next = u16::from(r.high) + 1;
                }
                assert_eq!(next, 100, "{} {}", card.name, column.label());
                let third = column.third();
                for combo in 0..100 {
                    let a = c.read(combo);
                    // ICE only in D and N, OFF only in N and O, shots only in O (D25).
                    assert!(a != PuckAction::Ice || third < 2, "{}", card.name);
                    assert!(a != PuckAction::Off || third > 0, "{}", card.name);
                    assert!(
                        !matches!(a, PuckAction::Ws | PuckAction::Ss) || third == 2,
                        "{}",
                        card.name
                    );
                }
            }
            // The short-handed D column is mostly icing.
            assert!(
                card.actions
                    .column(ActionColumn::DefensiveShortHanded)
                    .width(PuckAction::Ice)
                    >= 45
            );
            for column in [&card.ps, &card.sk, &card.df, &card.ch] {
                for total in 2..=12 {
                    let _ = column.read(total).symbol();
                }
                assert!((column.mass(|_| true) - 1.0).abs() < 1e-9);
            }
            for b in 1..=6 {
                for w in 1..=6 {
                    let _ = card.shot.read(b, w).symbol();
                    let _ = card.drift.read(b, w).symbol();
                }
            }
            // The stated drift cells hold on every card.
            assert_eq!(card.drift.read(3, 5), Drift::Arrow(DriftArrow::DownRight));
            assert_eq!(card.drift.read(6, 3), Drift::TipRank(1));
            assert_eq!(card.drift.read(5, 2), Drift::Nothing);
        }
    }

    #[test]
    fn ratings_within_the_rating_ranges() {
        for (_, card, _) in skaters() {
            let r = &card.ratings;
            let n = &card.name;
            assert!(
                (10..=20).contains(&r.ps) && (10..=20).contains(&r.sk),
                "{n}"
            );
            assert!((10..=30).contains(&r.w) && (10..=30).contains(&r.s), "{n}");
            assert!(r.b > r.w.max(r.s).max(r.ps).max(r.sk), "{n}: B {}", r.b);
            for x in [r.df, r.ch, r.pk] {
                assert!(x <= 9, "{n}");
            }
            assert!((1..=5).contains(&r.sp) && (1..=9).contains(&r.tp), "{n}");
            assert!((-2..=2).contains(&r.pn) && (-2..=2).contains(&r.lp), "{n}");
            assert!((-2..=9).contains(&r.bl), "{n}");
            assert!(r.en <= 5 && r.ph <= 2 && r.tg <= 2, "{n}");
            assert!((1..=20).contains(&r.recipient), "{n}");
            assert!(r.assist <= ASSIST_MAX, "{n}");
            assert!(r.injury <= 9, "{n}");
            assert!(r.man_advantage.one <= MAN_ADVANTAGE_MAX, "{n}");
            assert_eq!(r.positions, vec![card.position]);
            assert_eq!(r.faceoffs_won, card.season.faceoffs_won);
        }
    }

    #[test]
    fn rating_averages_match_the_text() {
        let cards: Vec<&SkaterCard> = skaters()
            .filter(|(b, c, _)| is_regular(&c.season, b.team.record.games))
            .map(|(_, c, _)| c)
            .collect();
        let mean = |f: fn(&SkaterRatings) -> f64| {
            cards.iter().map(|c| f(&c.ratings)).sum::<f64>() / cards.len() as f64
        };
        let near = |what: &str, got: f64, want: f64, by: f64| {
            assert!((got - want).abs() <= by, "{what}: {got:.2} vs {want}");
        };
        near("PS", mean(|r| f64::from(r.ps)), 15.0, 1.5);
        near("SK", mean(|r| f64::from(r.sk)), 15.0, 1.5);
        near("W", mean(|r| f64::from(r.w)), 15.0, 1.5);
        near("S", mean(|r| f64::from(r.s)), 15.0, 1.5);
        near("DF", mean(|r| f64::from(r.df)), 5.0, 1.0);
        near("CH", mean(|r| f64::from(r.ch)), 5.0, 1.0);
        near("PK", mean(|r| f64::from(r.pk)), 5.0, 1.0);
        near("TP", mean(|r| f64::from(r.tp)), 3.0, 1.0);
        near("PH", mean(|r| f64::from(r.ph)), 1.0, 0.5);
        near("TG", mean(|r| f64::from(r.tg)), 0.0, 0.5);
        near("EN", mean(|r| f64::from(r.en)), 0.0, 0.6);
        near("PN", mean(|r| f64::from(r.pn)), 0.0, 0.5);
        near("LP", mean(|r| f64::from(r.lp)), 0.0, 0.5);
        let sp_one = cards.iter().filter(|c| c.ratings.sp == 1).count();
        assert!(
            sp_one * 2 > cards.len(),
            "SP 1 on {sp_one} of {}",
            cards.len()
        );
        // B is far above the others on every card.
        near("B", mean(|r| f64::from(r.b)), 25.0, 4.0);
    }

    /// Mark Bollinger as the text shows him (D26, D29-D31): the D-ES column, the stated cells.
    fn bollinger_d_es() -> PuckActions {
        use PuckAction::*;
        PuckActions::from_widths(&[
            (Pd, 41),
            (Sc, 19),
            (Dc, 15),
            (Ice, 6),
            (Pn, 2),
            (Inj, 2),
            (Wild, 14),
            (Wp, 1),
        ])
    }

    #[test]
    fn the_walk_through_shape_is_possible() {
        let d_es = bollinger_d_es();
        for (combo, action) in [
            (0, PuckAction::Pd),
            (40, PuckAction::Pd),
            (41, PuckAction::Sc),
            (54, PuckAction::Sc),
            (59, PuckAction::Sc),
            (60, PuckAction::Dc),
            (74, PuckAction::Dc),
            (75, PuckAction::Ice),
            (80, PuckAction::Ice),
            (85, PuckAction::Wild),
            (98, PuckAction::Wild),
            (99, PuckAction::Wp),
        ] {
            assert_eq!(d_es.read(combo), action, "{combo}");
        }
        // The average SK and PS columns keep the stated cells: SK 8 ▲, SK 11 ⍙, PS 8 ▲Ⓐ.
        let sk = sk_column(15);
        assert_eq!(sk.read(8).symbol(), "▲");
        assert_eq!(sk.read(11).symbol(), "⍙");
        assert_eq!(ps_column(15).read(8).symbol(), "▲Ⓐ");
        // E7: SK 15 against CH 3 wins on a d20 of 1-12; ▲ from the D zone's middle reaches M3.
        let (skating, checking) = (15i32, 3i32);
        let range = 1..=skating - checking;
        assert!(crate::engine::dice::d20_in_range(11, &range));
        assert!(!crate::engine::dice::d20_in_range(13, &range));
        let PlayResult::Move { movement, .. } = sk.read(5 + 3) else {
            panic!("SK 8 moves the puck")
        };
        assert_eq!(
            Area::Defensive(Lane::Middle).moved(movement, false),
            Area::Offensive(Lane::Middle, RinkLevel::Three)
        );
        // Every built centre has the same shape: PD 36-45 and SC to 60, DC 15, ICE 6, ⁂ 13+.
        for (_, card, _) in skaters().filter(|(_, c, _)| c.position == Position::Centre) {
            let c = card.actions.column(ActionColumn::DefensiveEven);
            assert!((36..=45).contains(&c.width(PuckAction::Pd)));
            assert_eq!(c.width(PuckAction::Pd) + c.width(PuckAction::Sc), 60);
            assert_eq!(c.width(PuckAction::Dc), 15);
            assert_eq!(c.width(PuckAction::Ice), 6);
            assert!(c.width(PuckAction::Wild) >= 8);
            assert!(c.width(PuckAction::Inj) >= 1);
        }
        // Grades: the best passer's PS column passes to ⊛; the worst loses rushes.
        assert_eq!(ps_column(20).read(12).symbol(), "▲⊛");
        assert_eq!(ps_column(10).read(11), PlayResult::Loose);
        assert!(
            df_column(9, 0).mass(|p| p == PlayResult::StealShoot)
                > df_column(1, 0).mass(|p| p == PlayResult::StealShoot)
        );
        assert_eq!(df_column(5, 2).read(11), PlayResult::Penalty);
        assert_eq!(df_column(5, 2).read(3), PlayResult::Penalty);
    }

    #[test]
    fn shot_and_drift_examples() {
        let z = |s: &str| GoalieZone::parse(s).unwrap();
        // "↳" takes b1 to c2; "→" takes e1 off the net (the post); down from row 5 stays.
        assert_eq!(DriftArrow::DownRight.drifted(z("b1")), Some(z("c2")));
        assert_eq!(DriftArrow::Right.drifted(z("e1")), None);
        assert_eq!(DriftArrow::Up.drifted(z("c1")), None);
        assert_eq!(DriftArrow::Down.drifted(z("c5")), Some(z("c5")));
        // Slap shots add 1 to each die (1-6 never reads 1), breakaways take 1 off.
        assert_eq!(ShotKind::Slap.face_odds(1), 0.0);
        assert!((ShotKind::Slap.face_odds(6) - 2.0 / 6.0).abs() < 1e-12);
        assert!((ShotKind::Breakaway.face_odds(1) - 2.0 / 6.0).abs() < 1e-12);
        assert_eq!(ShotKind::Breakaway.face_odds(6), 0.0);
        // A hand-made Hammer section: (1,3) b1; Bollinger's (2,1) b4 and (4,2) c4.
        let mut shot = ShotSection {
            cells: [[ShotTarget::WideLeft; 6]; 6],
        };
        shot.cells[0][2] = ShotTarget::Zone(z("b1"));
        shot.cells[1][0] = ShotTarget::Zone(z("b4"));
        shot.cells[3][1] = ShotTarget::Zone(z("c4"));
        assert_eq!(shot.read_combo(13), ShotTarget::Zone(z("b1")));
        assert_eq!(shot.read_combo(21), ShotTarget::Zone(z("b4")));
        // The power-play slap shot: 3/1 raised to 4/2.
        assert_eq!(shot.read(3 + 1, 1 + 1), ShotTarget::Zone(z("c4")));
        // Misses: wrist 8/36, slap 11/36, breakaway 3/36 of the cells they read.
        let miss = |kind: ShotKind| {
            WIDE_CELLS
                .iter()
                .map(|&(b, w, _)| kind.face_odds(b) * kind.face_odds(w))
                .sum::<f64>()
        };
        assert!((miss(ShotKind::Wrist) - 8.0 / 36.0).abs() < 1e-9);
        assert!((miss(ShotKind::Slap) - 11.0 / 36.0).abs() < 1e-9);
        assert!((miss(ShotKind::Breakaway) - 3.0 / 36.0).abs() < 1e-9);
        // The man-advantage bonus: SH-R 12/18 gives 12, 18 and 30.
        let ma = ManAdvantage { one: 12, two: 18 };
        assert_eq!([ma.bonus(1), ma.bonus(2), ma.bonus(3)], [12, 18, 30]);
    }

    #[test]
    fn red_and_violet_shots_on_a_built_goalie() {
        // A "red" shot scores on any coloured square, a violet one only on violet; a total over
        // 99 reads the "+" column by its units digit.
        let g = &built()[0].goalies[0].0;
        for n in 0..100u16 {
            let coloured = g.cell(n).colour.is_some();
            let violet = g.cell(n).colour == Some(Colour::Violet);
            assert_eq!(
                g.reads(Colour::Red, n) == GoalieResult::Goal,
                coloured,
                "{n}"
            );
            assert_eq!(
                g.reads(Colour::Violet, n) == GoalieResult::Goal,
                violet,
                "{n}"
            );
        }
        for n in [103u16, 113, 123, 133] {
            assert_eq!(g.cell(n), &g.plus[3]);
        }
    }

    #[test]
    fn out_of_position_ratings() {
        let (_, card, _) = skaters()
            .find(|(_, c, _)| c.position == Position::Centre && c.ratings.df >= 3)
            .unwrap();
        let r = &card.ratings;
        let on_d = r.at_position(Position::Defence);
        assert_eq!(on_d.df, r.df.saturating_sub(5).max(1));
        assert_eq!(on_d.ch, r.ch.saturating_sub(5).max(1));
        let on_wing = r.at_position(Position::LeftWing);
        assert_eq!(on_wing.ps, r.ps - 1);
        assert_eq!(on_wing.df, r.df);
        let (_, d, _) = skaters()
            .find(|(_, c, _)| c.position == Position::Defence)
            .unwrap();
        let up = d.ratings.at_position(Position::RightWing);
        assert_eq!(up.ps, d.ratings.ps - 1);
        assert_eq!(up.df, d.ratings.df.saturating_sub(1).max(1));
    }

    #[test]
    fn cards_round_trip() {
        let (_, card, _) = skaters().next().unwrap();
        let text = serde_json::to_string(card).unwrap();
        assert_eq!(&serde_json::from_str::<SkaterCard>(&text).unwrap(), card);
        let goalie = &built()[0].goalies[0].0;
        let text = serde_json::to_string(goalie).unwrap();
        assert_eq!(&serde_json::from_str::<GoalieCard>(&text).unwrap(), goalie);
    }

    #[test]
    fn leaders_rate_above_depth_players() {
        let regulars: Vec<&SkaterCard> = skaters()
            .filter(|(b, c, _)| is_regular(&c.season, b.team.record.games))
            .map(|(_, c, _)| c)
            .collect();
        let by = |f: fn(&SkaterLine) -> f64| {
            let mut v = regulars.clone();
            v.sort_by(|a, b| f(&b.season).total_cmp(&f(&a.season)));
            (v[0], v[v.len() - 1])
        };
        let g = |l: &SkaterLine| f64::from(l.goals) / f64::from(l.games);
        let (top, low) = by(g);
        assert!(top.ratings.b > low.ratings.b);
        assert!(top.ratings.sp > low.ratings.sp);
        let s = |l: &SkaterLine| f64::from(l.shots) / f64::from(l.games);
        let (top, low) = by(s);
        let shots = |c: &SkaterCard| {
            c.actions
                .column(ActionColumn::OffensiveEven)
                .width(PuckAction::Ws)
                + c.actions
                    .column(ActionColumn::OffensiveEven)
                    .width(PuckAction::Ss)
        };
        assert!(shots(top) > shots(low));
        assert!(top.ratings.recipient > low.ratings.recipient);
        let a = |l: &SkaterLine| f64::from(l.assists) / f64::from(l.games);
        let (top, low) = by(a);
        assert!(top.ratings.assist > low.ratings.assist);
        assert!(top.ratings.ps > low.ratings.ps);
    }

    /// Per regular (60+ games): the nominal model's shots, goals, assists and PIM a game (shots
    /// and PIM times what the engine gives back of them) against his line. Prints the share within 15% and the worst; asserts the means within 5%.
    #[test]
    fn regulars_cards_give_back_their_lines() {
        let mut rows: Vec<(String, [f64; 4], [f64; 4])> = Vec::new();
        for (b, card, exposure) in skaters() {
            if !is_regular(&card.season, b.team.record.games) {
                continue;
            }
            let e = expected(card, exposure);
            let l = &card.season;
            let g = f64::from(l.games);
            rows.push((
                card.name.clone(),
                // What the engine gives back of the model's shots and penalty minutes.
                [
                    e.shots * ENGINE_SHOTS,
                    e.goals,
                    e.assists,
                    e.pim * ENGINE_PIM,
                ],
                [
                    f64::from(l.shots) / g,
                    f64::from(l.goals) / g,
                    f64::from(l.assists) / g,
                    f64::from(l.penalty_minutes) / g,
                ],
            ));
        }
        assert!(rows.len() > 100, "{}", rows.len());
        let names = ["shots", "goals", "assists", "PIM"];
        let mut report = String::new();
        for (k, what) in names.iter().enumerate() {
            let within = rows
                .iter()
                .filter(|(_, got, want)| (got[k] - want[k]).abs() <= 0.15 * want[k] + 1e-9)
                .count();
            let got: f64 = rows.iter().map(|r| r.1[k]).sum();
            let want: f64 = rows.iter().map(|r| r.2[k]).sum();
            let mut worst: Vec<&(String, [f64; 4], [f64; 4])> = rows.iter().collect();
            worst.sort_by(|a, b| {
                let e =
                    |r: &(String, [f64; 4], [f64; 4])| (r.1[k] - r.2[k]).abs() / r.2[k].max(0.01);
                e(b).total_cmp(&e(a))
            });
            report += &format!(
                "{what}: {within}/{} within 15% ({:.0}%), model {:.3} vs lines {:.3} a game each (ratio {:.3}); worst: {}\n",
                rows.len(),
                100.0 * within as f64 / rows.len() as f64,
                got / rows.len() as f64,
                want / rows.len() as f64,
                got / want,
                worst
                    .iter()
                    .take(3)
                    .map(|r| format!("{} {:.2} vs {:.2}", r.0, r.1[k], r.2[k]))
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            // Shots aim at the line / ENGINE_SHOTS, which the widest O columns cannot always
            // hold (the league's heaviest shooters are capped), so their mean may fall 15%
            // short here; in play the regulars' shots come back at -7% on average.
            let tolerance = if k == 0 { 0.15 } else { 0.05 };
            assert!(
                (got / want - 1.0).abs() <= tolerance,
                "{what}: {got:.2} vs {want:.2}\n{report}"
            );
        }
        println!("{report}");
    }

    /// Each team's goalies, facing the other teams' nominal shots, give back the team's save
    /// percentage; so does the league.
    #[test]
    fn goalies_give_back_their_teams_save_percentage() {
        let ledgers: Vec<ShotLedger> = built()
            .iter()
            .map(|b| {
                let mut l = ShotLedger::default();
                for (card, exposure) in &b.skaters {
                    let e = expected(card, exposure);
                    let games = f64::from(card.season.games);
                    for (k, w) in &e.ledger.entries {
                        l.add(*k, w * games);
                    }
                }
                l
            })
            .collect();
        let mut report = String::new();
        let (mut saves, mut against, mut model_saves) = (0.0, 0.0, 0.0);
        for (t, b) in built().iter().enumerate() {
            let mut opponents = ShotLedger::default();
            for (u, l) in ledgers.iter().enumerate() {
                if u != t {
                    opponents.merge(l);
                }
            }
            let (mut sv, mut sa, mut model) = (0.0, 0.0, 0.0);
            for (card, line) in &b.goalies {
                let shots = f64::from(line.shots_against);
                sv += f64::from(line.saves);
                sa += shots;
                model += shots * (1.0 - card.goal_rate(&opponents));
            }
            let (want, got) = (sv / sa, model / sa);
            report += &format!("{} {:.4} vs {:.4}\n", b.team.abbreviation, got, want);
            // The skaters' cards now aim more, lower-quality shots at the goalies than the
            // reference mix the goalies were built for (ENGINE_SHOTS); in play the league's
            // save percentage comes back at .906 against .9075 (realism_fourth_street).
            assert!((got - want).abs() < 0.006, "{report}");
            saves += sv;
            against += sa;
            model_saves += model;
        }
        let (want, got) = (saves / against, model_saves / against);
        report += &format!("league {got:.4} vs {want:.4}\n");
        let mut all = ShotLedger::default();
        for l in &ledgers {
            all.merge(l);
        }
        let total = all.total();
        let mut levels = [0.0; 3];
        let mut tacks = std::collections::BTreeMap::new();
        let mut rebound = 0.0;
        for (k, w) in &all.entries {
            levels[usize::from(k.level - 1)] += w / total;
            *tacks.entry(k.tack).or_insert(0.0) += w / total;
            if k.rebound {
                rebound += w / total;
            }
        }
        let mut aims = [0.0; 26];
        for (k, w) in &all.entries {
            let a = match k.aim {
                Aim::Zone(z) => usize::from(z),
                Aim::Plan => 25,
            };
            aims[a] += w / total;
        }
        report += &format!("aims {aims:.3?}\n");
        report += &format!(
            "levels {levels:.3?}, rebound {rebound:.3}, tacks {:?}\n",
            tacks
                .iter()
                .filter(|(_, w)| **w > 0.005)
                .map(|(t, w)| format!("{t}:{w:.3}"))
                .collect::<Vec<_>>()
        );
        let reference = reference_goalie();
        let mix = all.quality_mix(reference);
        let ref_mix = reference_ledger().quality_mix(reference);
        report += &format!(
            "shot quality on the reference goalie, R/O/Y/B/V: league {:.3?} vs reference mix {:.3?}\n",
            mix, ref_mix
        );
        println!("{report}");
        // As for each team above: the model's shots outnumber the engine's (ENGINE_SHOTS).
        assert!((got - want).abs() < 0.006, "{report}");
    }

    /// The assumed rolls fit the standard timer: the league's cards over their exposures,
    /// with the loose pucks and faceoffs they cause, fill about 60 minutes a game.
    #[test]
    fn clock_budget() {
        let (mut seconds, mut team_games) = (0.0, 0.0);
        let goalies = league_goalies();
        for b in built() {
            team_games += f64::from(b.team.record.games);
            for (card, exposure) in &b.skaters {
                let games = f64::from(card.season.games);
                let e = expected_per_game(card, exposure, goalies);
                let mut s = 0.0;
                let mut loose = 0.0;
                let mut faceoffs = 0.0;
                for column in ActionColumn::ALL {
                    let r = exposure.rolls[column.index()] / 100.0;
                    let c = card.actions.column(column);
                    let w = |a: PuckAction| f64::from(c.width(a)) * r;
                    let long = w(PuckAction::Pd) + w(PuckAction::Sc);
                    let wild = if column.third() == 2 { 6.0 } else { 12.0 };
                    s += 12.0 * long
                        + 6.0 * (100.0 * r - long - w(PuckAction::Wild))
                        + wild * w(PuckAction::Wild);
                    // About one matchup in eight ends loose (the defender's ○ cells), and every
                    // dump and clear.
                    loose += 0.12 * long + w(PuckAction::Dc);
                    faceoffs += w(PuckAction::Ice) + w(PuckAction::Off) + w(PuckAction::Pn);
                }
                // Shots not on goal (blocked, missed) are loose pucks; about half the saves
                // are frozen (⌘, ✖, ◉) and every goal is a faceoff.
                let attempts_on_goal = e.shots;
                loose += 0.8 * attempts_on_goal;
                faceoffs += 0.45 * (attempts_on_goal - e.goals) + e.goals;
                s += 12.0 * loose + 6.0 * faceoffs;
                seconds += s * games;
            }
        }
        // Both teams share the 3,600 seconds.
        let per_game = 2.0 * seconds / team_games;
        println!("nominal seconds a game: {per_game:.0}");
        // ROLLS_PER_MIN are the engine's measured rolls, which fill its 3,600 seconds; this
        // count of loose pucks and faceoffs is rougher and comes to about 3,100.
        assert!((2900.0..=3960.0).contains(&per_game), "{per_game}");
    }

    /// The league-wide constants the model puts on every player match the built cards.
    #[test]
    fn league_constants_match_the_cards() {
        let (mut rolls, mut pn, mut df_reads, mut df_pen, mut ch_reads, mut ch_pen) =
            (0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
        for (_, card, exposure) in skaters() {
            let games = f64::from(card.season.games);
            for column in ActionColumn::ALL {
                let r = exposure.rolls[column.index()] * games;
                rolls += r;
                pn += r * f64::from(card.actions.column(column).width(PuckAction::Pn)) / 100.0;
            }
            let d = &exposure.defends;
            let pd = (d.pd + d.pd_short) * games;
            let sc = (d.sc + d.sc_short) * games;
            df_reads += pd;
            df_pen += pd * card.df.mass(|p| p == PlayResult::Penalty);
            ch_reads += sc;
            ch_pen += sc * card.ch.mass(|p| p == PlayResult::Penalty);
        }
        let pn_rate = pn / rolls;
        let df = df_pen / df_reads;
        let ch = ch_pen / ch_reads;
        println!(
            "PN a roll {pn_rate:.4} (model {AVERAGE_PN_RATE}); ☢ in DF {df:.4} ({AVERAGE_DF_PENALTY}), CH {ch:.4} ({AVERAGE_CH_PENALTY})"
        );
        for (got, want) in [
            (pn_rate, AVERAGE_PN_RATE),
            (df, AVERAGE_DF_PENALTY),
            (ch, AVERAGE_CH_PENALTY),
        ] {
            assert!((got / want - 1.0).abs() < 0.35, "{got} vs {want}");
        }
        // Completed passes (PD won or unopposed, a pass cell read) a roll: PASS_SOURCE.
        let mut passes = 0.0;
        for (_, card, exposure) in skaters() {
            let (_, pd) = matchup_rolls(card, exposure);
            let pass_cells = card.ps.mass(|p| {
                matches!(
                    p,
                    PlayResult::Move { to: Some(_), .. } | PlayResult::Rush { to: Some(_) }
                )
            });
            for (t, rolls) in pd.iter().enumerate() {
                passes += f64::from(card.season.games)
                    * rolls
                    * carrier_wins(card.ratings.ps, OPPOSED[0][t])
                    * pass_cells;
            }
        }
        let pass_rate = passes / rolls;
        println!("completed passes a roll {pass_rate:.3} (model {PASS_SOURCE})");
        assert!((pass_rate / PASS_SOURCE - 1.0).abs() < 0.3, "{pass_rate}");
        // The rolls a team makes add to the ~115 a game the engine makes.
        let team_games: f64 = built().iter().map(|b| f64::from(b.team.record.games)).sum();
        let per_team_game = rolls / team_games;
        println!("action rolls a team game: {per_team_game:.1}");
        assert!((100.0..=140.0).contains(&per_team_game), "{per_team_game}");
    }

    #[test]
    fn empty_lines_and_strangers_build_valid_cards() {
        use crate::league::StatLine;
        let league = builtin_league();
        let mut team = league.teams[0].clone();
        team.record = Default::default();
        let nobody = Player {
            id: "X1".into(),
            name: "Nobody".into(),
            position: Position::Defence,
            team: team.abbreviation.clone(),
            line: StatLine::Skater(SkaterLine::default()),
        };
        // Not on the roster, no games: a valid card with no shots.
        let card = skater_card(&nobody, &SkaterLine::default(), &team);
        for column in ActionColumn::ALL {
            let c = card.actions.column(column);
            assert_eq!(c.ranges.last().map(|r| r.high), Some(99));
        }
        assert!((10..=20).contains(&card.ratings.ps));
        let e = expected_per_game(
            &card,
            &nominal_exposure(&nobody, &SkaterLine::default(), &team),
            reference_average(),
        );
        assert!(e.shots.is_finite() && e.goals.is_finite() && e.pim.is_finite());
        let goalie = Player {
            id: "X2".into(),
            name: "Nobody".into(),
            position: Position::Goalie,
            team: team.abbreviation.clone(),
            line: StatLine::Goalie(GoalieLine::default()),
        };
        let g = goalie_card(&goalie, &GoalieLine::default(), &team);
        assert!(g.coloured_cells() > 0);
        // A lone skater with a line.
        let mut alone = team.clone();
        alone.roster.retain(|p| p.id == team.roster[0].id);
        let (p, l) = alone.skaters().next().unwrap();
        let card = skater_card(p, l, &alone);
        assert_eq!(
            card.actions
                .column(ActionColumn::OffensiveEven)
                .ranges
                .last()
                .map(|r| r.high),
            Some(99)
        );
    }

    /// Every code of the Symbol Map and the Code Translation has a place on a card.
    #[test]
    fn every_symbol_map_code_is_representable() {
        let r = |to| Some(to);
        let cells: Vec<(PlayResult, &str)> = vec![
            (mv(Move::Ahead, None), "▲"),
            (mv(Move::FarAhead, None), "△"),
            (PlayResult::Rush { to: None }, "⍙"),
            (mv(Move::BackToPoint, None), "▼"),
            (mv(Move::AheadLeft, None), "◀"),
            (mv(Move::AheadRight, None), "▶"),
            (mv(Move::Centre, None), "●"),
            (PlayResult::Steal, "♦"),
            (PlayResult::StealShoot, "♢"),
            (PlayResult::Loose, "○"),
            (PlayResult::Stoppage, "◉"),
            (PlayResult::Opponent(6), "➏"),
            (mv(Move::Ahead, r(Recipient::Mate(6))), "▲➅"),
            (mv(Move::Ahead, r(Recipient::Rank(1))), "▲Ⓐ"),
            (mv(Move::Ahead, r(Recipient::Rank(4))), "▲Ⓓ"),
            (mv(Move::Ahead, r(Recipient::Choice)), "▲⊛"),
            (PlayResult::HardHit, "☠"),
            (PlayResult::Injury, "✚"),
            (PlayResult::Penalty, "☢"),
        ];
        for (cell, code) in cells {
            assert_eq!(cell.symbol(), code);
        }
        assert_eq!(ShotTarget::GamePlan.symbol(), "◘");
        assert_eq!(ShotTarget::WideLeft.symbol(), "wL");
        let arrows: String = DriftArrow::ALL.iter().map(|a| a.symbol()).collect();
        assert_eq!(arrows, "↑→↓←↰↱↲↳");
        assert_eq!(Drift::Screen.symbol(), "✪");
        assert_eq!(Drift::TipRank(1).symbol(), "ⓐ");
        assert_eq!(Drift::TipRank(2).symbol(), "ⓑ");
        assert_eq!(Drift::TipBy(2).symbol(), "➁");
        let actions: Vec<&str> = PuckAction::ALL.iter().map(|a| a.code()).collect();
        assert_eq!(
            actions,
            [
                "PD", "SC", "DC", "ICE", "OFF", "PN", "INJ", "WS", "SS", "⁂", "WP"
            ]
        );
        let columns: Vec<&str> = ActionColumn::ALL.iter().map(|c| c.label()).collect();
        assert_eq!(
            columns,
            ["D-ES", "D-PP", "D-SH", "N", "O-ES", "O-PP", "O-SH"]
        );
        // The built league uses every result code somewhere.
        let mut seen = std::collections::BTreeSet::new();
        for (_, card, _) in skaters() {
            for column in [&card.ps, &card.sk, &card.df, &card.ch] {
                for t in 2..=12 {
                    let code: String = column.read(t).symbol().chars().take(1).collect();
                    seen.insert(code);
                }
            }
        }
        for code in [
            "▲", "△", "⍙", "▼", "◀", "▶", "●", "♦", "♢", "○", "◉", "➋", "☠", "✚", "☢",
        ] {
            assert!(seen.contains(code), "{code}");
        }
    }

    #[test]
    fn assist_tables_give_about_1_7_assists_a_goal() {
        let others = [4, 2, 1];
        let total: f64 = [6u8, 4, 2, 1]
            .iter()
            .enumerate()
            .map(|(k, &r)| {
                let rest: Vec<u8> = [6u8, 4, 2, 1]
                    .iter()
                    .enumerate()
                    .filter(|&(m, _)| m != k)
                    .map(|(_, &x)| x)
                    .collect();
                assist_probability(r, &rest)
            })
            .sum();
        assert!((total - 1.70).abs() < 0.08, "{total}");
        assert!(assist_probability(6, &others) > assist_probability(1, &[6, 4, 2]));
    }
}
