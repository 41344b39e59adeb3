//! 4th Street Hockey goalie cards: the shot-quality section, the colour-banded scoring grid with
//! its "+" column and cloud row, the rebound and injury ratings and the goalie-pass section
//! (docs/fourth-street-readings.md D55-D64), and the builder that makes them from a goalie's
//! season line.
//!
//! # Reading a shot
//! A shot's quality is the colour the goalie's shot-quality section shows for the target zone
//! at the shooter's level (a tip takes level 1). The d10 pair plus every tack-on is read on the
//! scoring grid, the coloured die picking the column and the white die the row; a total of 100
//! or more reads the "+" column by its units digit. The shot scores when the cell's colour is
//! the quality or a lower one (red, orange, yellow, blue, violet, best shot first); white never
//! scores. Otherwise the cell's symbol says what follows ([`GoalieCard::reads`]).
//!
//! # Design (the pictures are lost; these honour every stated cell)
//! - Shot quality: one template ([`QUALITY_TEMPLATE`]) that carries every stated zone (b1
//!   red/orange/yellow, c1 orange/blue/violet, c2 blue at level 1, b2 yellow then blue, b4 yellow
//!   at level 2, c4 yellow at level 3): corners and the five-hole best for the shooter, c3 (the
//!   body) worst, each level one colour lower than the one before (two in the middle column's top).
//!   A built goalie has one weak zone one colour better for the shooter and one strong zone one
//!   colour worse, picked by a hash of his id, so the game-plan cards have something to find.
//! - Scoring grid: coloured cells are taken in the order of [`GRID_ORDER`]. Its first 19 are
//!   the rulebook's pictured goalie (red 64 65 74 75 84 85 94, orange 66 76 86 95 96, yellow 67
//!   77 87 97, blue 68 78, violet 88), listed centre first; a weaker goalie takes more cells from
//!   the block's edges, a better one fewer. The "+" column colours rows 1-9 in the order of
//!   [`PLUS_ORDER`] (mostly red and orange, as the text says it is dense with colour), more rows
//!   for weaker goalies; "+0" is a cloud, as on the pictured goalie.
//! - The number of coloured cells is solved so that the goalie's goal chance over the reference
//!   shot mix ([`reference_ledger`]) is his goals against per shot.
//! - Symbols: every cell carries one, read when the shot does not score. White and coloured
//!   cells share one mix, dealt by a seeded shuffle: freeze ⌘ 35%, ✖ 10%, rebounds to the
//!   goalie's team ➀-➄ 25% (mostly the defencemen), to the shooters ➊-➎ 15%, loose puck ○ 12%,
//!   stoppage ◉ 3%; plus two clouds ☁ ("+0" and one grid cell), one ¿, one ✚, two or three ♠ on
//!   white and one to three ♨ on colour (more for goalies with more shutouts a start).
//! - Cloud row, by the d6p (A64): goalie minor, weird play, injury, stoppage, loose puck, violet
//!   square (a soft goal); goalies below the league's save percentage by .010 or more have a
//!   second violet square in place of the injury.
//! - Reb: 5 for a league-average goalie, one more per .010 of save percentage below it (2-8).
//!   Inj: 1 for every goalie (the league's games played are starts, not injuries). Goalie pass
//!   section: the text's example for every goalie (▲Ⓐ 1-4, △Ⓐ 5-6, ♢ 7, no ⍙Ⓐ), since the
//!   league keeps no goalie passing figures.

use super::rink::Level;
use super::state::GoalieZone;
use crate::league::{GoalieLine, LeagueTeam, Player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The league's save percentage the reference goalie has (the built-in league: .9075; the
/// calibration band is .895-.915).
pub const LEAGUE_SAVE_PCT: f64 = 0.9075;
/// The highest tack-on the chance tables hold; larger totals read the same "+" cells anyway
/// once every reading is 100 or more.
pub const TACK_MAX: u16 = 140;

/// Shot quality and grid colours, best shot first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Colour {
    Red,
    Orange,
    Yellow,
    Blue,
    Violet,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Red,
        Colour::Orange,
        Colour::Yellow,
        Colour::Blue,
        Colour::Violet,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    fn from_index(i: usize) -> Colour {
        Colour::ALL[i.min(4)]
    }

    pub fn name(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Orange => "orange",
            Colour::Yellow => "yellow",
            Colour::Blue => "blue",
            Colour::Violet => "violet",
        }
    }
}

/// The 25 goalie zones in a fixed order (a1, a2, ... e5) for tables.
pub fn zone_index(zone: GoalieZone) -> usize {
    usize::from(zone.column.min(4)) * 5 + usize::from(zone.row.clamp(1, 5) - 1)
}

pub fn zone_at(index: usize) -> GoalieZone {
    GoalieZone {
        column: (index / 5) as u8,
        row: (index % 5) as u8 + 1,
    }
}

fn level_index(level: Level) -> usize {
    usize::from(level.number() - 1)
}

/// Each goalie zone's three colours, for shots from levels 1, 2 and 3.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShotQualitySection {
    /// By [`zone_index`]: level 1, level 2, level 3.
    pub zones: Vec<[Colour; 3]>,
}

impl ShotQualitySection {
    pub fn quality(&self, zone: GoalieZone, level: Level) -> Colour {
        self.zones[zone_index(zone)][level_index(level)]
    }

    /// The zone a game plan picks against this goalie (A40): the best colours averaged over the
    /// three levels, ties to the lower letter, then the lower digit.
    pub fn best_zone(&self) -> GoalieZone {
        let score = |c: &[Colour; 3]| c.iter().map(|c| c.index()).sum::<usize>();
        let best = (0..25)
            .min_by_key(|&i| (score(&self.zones[i]), i))
            .unwrap_or(0);
        zone_at(best)
    }
}

/// What a scoring-grid cell means when the shot does not score (D59).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoalieSymbol {
    /// ➀-➄: rebound to the goalie's teammate at that position, in the d20's section.
    ReboundMate(u8),
    /// ➊-➎: rebound to the shooting team's player at that position.
    ReboundOpponent(u8),
    /// ⌘ the goalie freezes the puck.
    Freeze,
    /// ✖ frozen only if the bench orders it (or a teammate is tired); otherwise a loose puck.
    FreezeIfOrdered,
    /// ♠ save and loose puck; a violet square while the goalie is cold.
    Cold,
    /// ♨ read as usual, but a save and loose puck while the goalie is hot.
    Hot,
    /// ☁ read the cloud row with the d6p (a violet square in shootouts).
    Cloud,
    /// ✚ save, puck frozen, the goalie is hurt.
    Injury,
    /// ¿ weird play.
    Weird,
    /// ◉ puck out of play, faceoff.
    Stoppage,
    /// ○ loose puck.
    Loose,
}

impl GoalieSymbol {
    pub fn symbol(self) -> String {
        match self {
            GoalieSymbol::ReboundMate(n) => open_number(n).to_string(),
            GoalieSymbol::ReboundOpponent(n) => solid_number(n).to_string(),
            GoalieSymbol::Freeze => "⌘".into(),
            GoalieSymbol::FreezeIfOrdered => "✖".into(),
            GoalieSymbol::Cold => "♠".into(),
            GoalieSymbol::Hot => "♨".into(),
            GoalieSymbol::Cloud => "☁".into(),
            GoalieSymbol::Injury => "✚".into(),
            GoalieSymbol::Weird => "¿".into(),
            GoalieSymbol::Stoppage => "◉".into(),
            GoalieSymbol::Loose => "○".into(),
        }
    }
}

/// ➀-➅, a teammate of the card's owner.
pub fn open_number(n: u8) -> char {
    ['?', '➀', '➁', '➂', '➃', '➄', '➅'][usize::from(n.min(6))]
}

/// ➊-➏, an opponent of the card's owner.
pub fn solid_number(n: u8) -> char {
    ['?', '➊', '➋', '➌', '➍', '➎', '➏'][usize::from(n.min(6))]
}

/// One scoring-grid cell: a background colour (`None` is white: always a save) and the symbol
/// read when the shot does not score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GridCell {
    pub colour: Option<Colour>,
    pub symbol: GoalieSymbol,
}

/// The cloud row, read by the d6p.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CloudResult {
    /// A minor on the goalie, served by a teammate.
    Penalty,
    Weird,
    Injury,
    Stoppage,
    Loose,
    /// A violet square: a goal whatever the quality.
    Goal,
}

/// The goalie-pass section (addendum 2.2): the top d20 of each range, read in order ▲Ⓐ, △Ⓐ,
/// ⍙Ⓐ, ♢; a range whose top equals the one before is absent. Above the last: the normal
/// procedure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GoaliePass {
    pub ahead: u8,
    pub far_ahead: u8,
    pub rush: u8,
    pub steal: u8,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoaliePassResult {
    /// ▲Ⓐ
    Ahead,
    /// △Ⓐ
    FarAhead,
    /// ⍙Ⓐ
    Rush,
    /// ♢: the forechecker with the highest CH steals.
    Steal,
}

impl GoaliePass {
    /// The text's example goalie: ▲ 1-4, △ 5-6, no ⍙, ♢ 7.
    pub const EXAMPLE: GoaliePass = GoaliePass {
        ahead: 4,
        far_ahead: 6,
        rush: 6,
        steal: 7,
    };

    pub fn read(&self, d20: u8) -> Option<GoaliePassResult> {
        if d20 <= self.ahead {
            Some(GoaliePassResult::Ahead)
        } else if d20 <= self.far_ahead {
            Some(GoaliePassResult::FarAhead)
        } else if d20 <= self.rush {
            Some(GoaliePassResult::Rush)
        } else if d20 <= self.steal {
            Some(GoaliePassResult::Steal)
        } else {
            None
        }
    }
}

/// What the grid says about a shot on goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoalieResult {
    Goal,
    /// No goal; the symbol says what follows.
    NoGoal(GoalieSymbol),
}

/// The goalie's state under the addendum 2.3 rules.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GoalieForm {
    #[default]
    Normal,
    /// ♨ cells are saves.
    Hot,
    /// ♠ cells are violet squares.
    Cold,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GoalieCard {
    pub id: String,
    pub name: String,
    pub team: String,
    pub quality: ShotQualitySection,
    /// `grid[tens][units]`: the coloured die picks the column (tens), the white die the row.
    pub grid: [[GridCell; 10]; 10],
    /// The "+" column, by the units digit of a total of 100 or more.
    pub plus: [GridCell; 10],
    /// By the d6p, 1-6.
    pub cloud: [CloudResult; 6],
    /// Reb: added to the d10 pair on a rebound shot.
    pub rebound: u8,
    /// Inj: added to the d20 on the injury chart.
    pub injury: u8,
    pub pass: GoaliePass,
    pub season: GoalieLine,
}

impl GoalieCard {
    /// The cell a d10 total (tack-ons included) is read on.
    pub fn cell(&self, reading: u16) -> &GridCell {
        if reading >= 100 {
            &self.plus[usize::from(reading % 10)]
        } else {
            &self.grid[usize::from(reading / 10)][usize::from(reading % 10)]
        }
    }

    /// Whether a shot of `quality` with this d10 total scores: the cell's colour must be the
    /// quality or lower (red shots score on every colour, violet only on violet; white never).
    pub fn reads(&self, quality: Colour, reading: u16) -> GoalieResult {
        self.reads_as(quality, reading, GoalieForm::Normal)
    }

    /// [`Self::reads`] for a hot or cold goalie: hot turns ♨ into a save, cold turns ♠ into a
    /// violet square.
    pub fn reads_as(&self, quality: Colour, reading: u16, form: GoalieForm) -> GoalieResult {
        let cell = self.cell(reading);
        let colour = match (cell.symbol, form) {
            (GoalieSymbol::Cold, GoalieForm::Cold) => Some(Colour::Violet),
            (GoalieSymbol::Hot, GoalieForm::Hot) => None,
            _ => cell.colour,
        };
        match colour {
            Some(c) if c >= quality => GoalieResult::Goal,
            _ => GoalieResult::NoGoal(cell.symbol),
        }
    }

    pub fn cloud_result(&self, d6p: u8) -> CloudResult {
        self.cloud[usize::from(d6p.clamp(1, 6) - 1)]
    }

    /// The share of the cloud row that is a goal.
    fn cloud_goal_share(&self) -> f64 {
        self.cloud
            .iter()
            .filter(|&&c| c == CloudResult::Goal)
            .count() as f64
            / 6.0
    }

    /// The chance a shot of `quality` with `tack` points added scores, over the 100 d10 pairs
    /// (a cloud counting as its row's share of goals; the goalie neither hot nor cold).
    pub fn goal_chance(&self, quality: Colour, tack: u16) -> f64 {
        let cloud = self.cloud_goal_share();
        let mut sum = 0.0;
        for n in 0..100u16 {
            match self.reads(quality, n + tack) {
                GoalieResult::Goal => sum += 1.0,
                GoalieResult::NoGoal(GoalieSymbol::Cloud) => sum += cloud,
                GoalieResult::NoGoal(_) => {}
            }
        }
        sum / 100.0
    }

    /// The number of coloured cells on the grid (the "+" column apart).
    pub fn coloured_cells(&self) -> usize {
        self.grid
            .iter()
            .flatten()
            .filter(|c| c.colour.is_some())
            .count()
    }

    /// His goals against per shot over a ledger of shots on goal.
    pub fn goal_rate(&self, ledger: &ShotLedger) -> f64 {
        let chances = GoalieChances::of(self);
        let total = ledger.total();
        if total <= 0.0 {
            return 0.0;
        }
        ledger
            .entries
            .iter()
            .map(|(key, w)| w * chances.chance(self, key))
            .sum::<f64>()
            / total
    }
}

/// One goalie's goal chance by quality and tack-on, and his game-plan zone.
struct GoalieChances {
    /// `[quality][tack]`.
    by_quality: Vec<[f64; 5]>,
    plan: GoalieZone,
}

impl GoalieChances {
    /// Every quality's chance at every tack-on, by a sliding window over the readings
    /// (the same count as [`GoalieCard::goal_chance`], in one pass).
    fn of(card: &GoalieCard) -> GoalieChances {
        let cloud = card.cloud_goal_share();
        let last = usize::from(TACK_MAX) + 10;
        let readings = last + 100;
        // goal[q][n]: what reading n gives a shot of quality q.
        let mut goal = vec![[0.0; 5]; readings];
        for (n, g) in goal.iter_mut().enumerate() {
            for q in Colour::ALL {
                g[q.index()] = match card.reads(q, n as u16) {
                    GoalieResult::Goal => 1.0,
                    GoalieResult::NoGoal(GoalieSymbol::Cloud) => cloud,
                    GoalieResult::NoGoal(_) => 0.0,
                };
            }
        }
        let mut window = [0.0; 5];
        for g in &goal[..100] {
            for q in 0..5 {
                window[q] += g[q];
            }
        }
        let mut by_quality = Vec::with_capacity(last + 1);
        for t in 0..=last {
            by_quality.push(window.map(|x| x / 100.0));
            if t < last {
                for (q, x) in window.iter_mut().enumerate() {
                    *x += goal[t + 100][q] - goal[t][q];
                }
            }
        }
        GoalieChances {
            by_quality,
            plan: card.quality.best_zone(),
        }
    }

    fn at(&self, quality: Colour, tack: u16) -> f64 {
        self.by_quality[usize::from(tack.min(TACK_MAX + 10))][quality.index()]
    }

    fn chance(&self, card: &GoalieCard, key: &ShotKey) -> f64 {
        let zone = key.aim.zone().unwrap_or(self.plan);
        let quality = card.quality.quality(zone, key.level());
        let tack = key.tack
            + if key.rebound {
                u16::from(card.rebound)
            } else {
                0
            };
        self.at(quality, tack)
    }
}

/// Where a shot on goal is aimed: a zone, or the game-plan zone of whichever goalie it faces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Aim {
    /// [`zone_index`] of the zone.
    Zone(u8),
    Plan,
}

impl Aim {
    pub fn zone(self) -> Option<GoalieZone> {
        match self {
            Aim::Zone(i) => Some(zone_at(usize::from(i))),
            Aim::Plan => None,
        }
    }

    pub fn of(zone: GoalieZone) -> Aim {
        Aim::Zone(zone_index(zone) as u8)
    }
}

/// A kind of shot on goal, for the ledger: the aim, the level its quality is read at (1-3), the
/// tack-on points and whether the goalie's Reb is added.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ShotKey {
    pub aim: Aim,
    pub level: u8,
    pub tack: u16,
    pub rebound: bool,
}

impl ShotKey {
    pub fn level(&self) -> Level {
        match self.level {
            1 => Level::One,
            2 => Level::Two,
            _ => Level::Three,
        }
    }
}

/// Shots on goal a game, by kind.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ShotLedger {
    pub entries: BTreeMap<ShotKey, f64>,
}

impl ShotLedger {
    pub fn add(&mut self, key: ShotKey, weight: f64) {
        if weight > 0.0 {
            *self.entries.entry(key).or_insert(0.0) += weight;
        }
    }

    pub fn merge(&mut self, other: &ShotLedger) {
        for (k, w) in &other.entries {
            self.add(*k, *w);
        }
    }

    pub fn total(&self) -> f64 {
        self.entries.values().sum()
    }

    /// Expected goals a game against an averaged goalie.
    pub fn goals(&self, goalies: &GoalieAverage) -> f64 {
        self.entries
            .iter()
            .map(|(k, w)| w * goalies.chance(k.aim, k.level(), k.tack, k.rebound))
            .sum()
    }

    /// The shares of the shots by quality against one goalie (for reports).
    pub fn quality_mix(&self, card: &GoalieCard) -> [f64; 5] {
        let plan = card.quality.best_zone();
        let mut mix = [0.0; 5];
        for (k, w) in &self.entries {
            let zone = k.aim.zone().unwrap_or(plan);
            mix[card.quality.quality(zone, k.level()).index()] += w;
        }
        let total = self.total().max(1e-12);
        mix.map(|m| m / total)
    }
}

/// Goal chances averaged over a set of goalies (weighted by shots faced): the nominal model's
/// goalie, by aim, level, tack-on and rebound.
#[derive(Debug, Clone, PartialEq)]
pub struct GoalieAverage {
    /// `[tack][aim]` with aim 0-24 the zones and 25 the game plan; each by level.
    plain: Vec<[[f64; 3]; 26]>,
    rebound: Vec<[[f64; 3]; 26]>,
}

impl GoalieAverage {
    pub fn of(goalies: &[(&GoalieCard, f64)]) -> GoalieAverage {
        let rows = usize::from(TACK_MAX) + 1;
        let mut plain = vec![[[0.0; 3]; 26]; rows];
        let mut rebound = vec![[[0.0; 3]; 26]; rows];
        let total: f64 = goalies.iter().map(|(_, w)| w).sum();
        for &(card, weight) in goalies {
            let share = if total > 0.0 {
                weight / total
            } else {
                1.0 / goalies.len() as f64
            };
            let chances = GoalieChances::of(card);
            let plan = zone_index(chances.plan);
            for t in 0..rows {
                for aim in 0..26 {
                    let zone = if aim == 25 { plan } else { aim };
                    for level in 0..3 {
                        let q = card.quality.zones[zone][level];
                        plain[t][aim][level] += share * chances.at(q, t as u16);
                        rebound[t][aim][level] +=
                            share * chances.at(q, t as u16 + u16::from(card.rebound));
                    }
                }
            }
        }
        GoalieAverage { plain, rebound }
    }

    pub fn chance(&self, aim: Aim, level: Level, tack: u16, rebound: bool) -> f64 {
        let t = usize::from(tack.min(TACK_MAX));
        let a = match aim {
            Aim::Zone(i) => usize::from(i.min(24)),
            Aim::Plan => 25,
        };
        let table = if rebound { &self.rebound } else { &self.plain };
        table[t][a][level_index(level)]
    }

    /// A zone's chance at t = 0 averaged over levels with weights `levels` (1, 2, 3).
    pub fn zone_value(&self, aim: Aim, levels: [f64; 3]) -> f64 {
        [Level::One, Level::Two, Level::Three]
            .iter()
            .zip(levels)
            .map(|(&l, w)| w * self.chance(aim, l, 0, false))
            .sum()
    }
}

/// The reference goalie every skater card is solved against: a league-average goalie
/// ([`LEAGUE_SAVE_PCT`]) with the plain template, so a team's cards do not depend on which
/// league it plays in.
pub fn reference_goalie() -> &'static GoalieCard {
    static CARD: std::sync::OnceLock<GoalieCard> = std::sync::OnceLock::new();
    CARD.get_or_init(|| build(GoalieInput::reference()))
}

pub fn reference_average() -> &'static GoalieAverage {
    static AVERAGE: std::sync::OnceLock<GoalieAverage> = std::sync::OnceLock::new();
    AVERAGE.get_or_init(|| GoalieAverage::of(&[(reference_goalie(), 1.0)]))
}

/// The levels a league-average shot on goal comes from (1, 2, 3), as the built-in league's
/// skater cards give them in the nominal model (forwards 30/45/25%, defencemen 10/25/65%, plus
/// rushes, tips and ● from level 1).
pub const REFERENCE_LEVELS: [f64; 3] = [0.30, 0.36, 0.34];
/// The share of shots on goal sent to the game-plan zone (◘ cells).
pub const REFERENCE_PLAN_SHARE: f64 = 0.024;
/// Where shots on goal are aimed, zones a1..a5, b1..b5, ... e5 (measured on the built-in
/// league's skater cards in the nominal model): the body (c3) and its neighbours take the low
/// scorers' and point men's shots, the corners the scorers'.
pub const REFERENCE_ZONES: [f64; 25] = [
    0.035, 0.025, 0.024, 0.024, 0.036, // a
    0.037, 0.042, 0.057, 0.034, 0.028, // b
    0.029, 0.062, 0.114, 0.046, 0.034, // c
    0.036, 0.040, 0.064, 0.037, 0.029, // d
    0.030, 0.026, 0.024, 0.027, 0.034, // e
];

/// The reference shot mix a goalie's grid is solved against: the zones of [`REFERENCE_ZONES`]
/// and the levels of [`REFERENCE_LEVELS`], with tack-ons as the skater model gives them
/// league-wide: plain 75%, power play (+3) 6%, centre-and-shoot (+5) 6.5%, screens (+10) 7%,
/// rebounds (+Reb) 4.5%, tips (level 1, +3) 1%.
pub fn reference_ledger() -> ShotLedger {
    let parts: [(f64, u16, bool, bool); 6] = [
        (0.75, 0, false, false),
        (0.06, 3, false, false),
        (0.065, 5, false, false),
        (0.07, 10, false, false),
        (0.045, 0, true, false),
        (0.01, 3, false, true),
    ];
    let zones: f64 = REFERENCE_ZONES.iter().sum();
    let mut ledger = ShotLedger::default();
    for (share, tack, rebound, tipped) in parts {
        for (li, &lw) in REFERENCE_LEVELS.iter().enumerate() {
            let level = if tipped { 1 } else { li as u8 + 1 };
            let w = share * lw;
            ledger.add(
                ShotKey {
                    aim: Aim::Plan,
                    level,
                    tack,
                    rebound,
                },
                w * REFERENCE_PLAN_SHARE,
            );
            for (z, &zw) in REFERENCE_ZONES.iter().enumerate() {
                ledger.add(
                    ShotKey {
                        aim: Aim::Zone(z as u8),
                        level,
                        tack,
                        rebound,
                    },
                    w * (1.0 - REFERENCE_PLAN_SHARE) * zw / zones,
                );
            }
        }
    }
    ledger
}

/// Level-1 colour index, then the steps to levels 2 and 3, for zones a1..a5, b1..b5, ... e5
/// (see the module doc).
const QUALITY_TEMPLATE: [(u8, u8, u8); 25] = [
    // a1-a5
    (0, 1, 1),
    (1, 1, 1),
    (1, 1, 1),
    (1, 1, 1),
    (0, 1, 1),
    // b1-b5
    (0, 1, 1),
    (2, 1, 1),
    (3, 1, 0),
    (1, 1, 1),
    (1, 1, 1),
    // c1-c5
    (1, 2, 1),
    (3, 1, 0),
    (4, 0, 0),
    (0, 1, 1),
    (2, 1, 1),
    // d1-d5
    (0, 1, 1),
    (2, 1, 1),
    (3, 1, 0),
    (1, 1, 1),
    (1, 1, 1),
    // e1-e5
    (0, 1, 1),
    (1, 1, 1),
    (1, 1, 1),
    (1, 1, 1),
    (0, 1, 1),
];

/// The template section with one zone one colour better for the shooter (`weak`) and one one
/// colour worse (`strong`).
fn quality_section(weak: Option<usize>, strong: Option<usize>) -> ShotQualitySection {
    let zones = QUALITY_TEMPLATE
        .iter()
        .enumerate()
        .map(|(i, &(l1, s2, s3))| {
            let shift: i16 = if Some(i) == weak {
                -1
            } else if Some(i) == strong {
                1
            } else {
                0
            };
            let c = |x: u8| Colour::from_index((i16::from(x) + shift).clamp(0, 4) as usize);
            [c(l1), c(l1 + s2), c(l1 + s2 + s3)]
        })
        .collect();
    ShotQualitySection { zones }
}

use Colour::{Blue as B, Orange as O, Red as R, Violet as V, Yellow as Y};

/// The order coloured grid cells are taken in: the pictured goalie's 19 cells (centre first),
/// then the block's edges (see the module doc).
pub const GRID_ORDER: [(u8, Colour); 40] = [
    (88, V),
    (78, B),
    (68, B),
    (87, Y),
    (77, Y),
    (67, Y),
    (97, Y),
    (86, O),
    (76, O),
    (66, O),
    (96, O),
    (95, O),
    (85, R),
    (75, R),
    (65, R),
    (84, R),
    (74, R),
    (64, R),
    (94, R),
    (98, B),
    (89, V),
    (79, B),
    (58, Y),
    (57, O),
    (56, O),
    (69, B),
    (99, Y),
    (55, R),
    (54, R),
    (93, R),
    (83, R),
    (73, R),
    (63, R),
    (59, V),
    (48, B),
    (47, Y),
    (46, O),
    (45, R),
    (44, R),
    (53, R),
];
/// The pictured goalie's coloured cells: the first 19 of [`GRID_ORDER`].
pub const PICTURED_CELLS: usize = 19;
/// "+" column rows coloured in this order, with these colours ("+0" is a cloud).
pub const PLUS_ORDER: [(u8, Colour); 9] = [
    (1, R),
    (2, Y),
    (3, O),
    (4, R),
    (5, O),
    (6, B),
    (7, R),
    (8, O),
    (9, V),
];

/// "+" rows coloured for a goalie with `cells` coloured grid cells: 7 at the pictured 19, one
/// more per three cells more (3-9).
fn plus_rows(cells: usize) -> usize {
    (7 + (cells as i64 - PICTURED_CELLS as i64).div_euclid(3)).clamp(3, 9) as usize
}

/// A small deterministic generator (xorshift64*), seeded by an FNV-1a hash of a player id.
pub(crate) struct Seeded(u64);

impl Seeded {
    pub(crate) fn new(id: &str) -> Seeded {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for b in id.bytes() {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
        Seeded(h | 1)
    }

    pub(crate) fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub(crate) fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// What the goalie builder needs from a line.
struct GoalieInput {
    id: String,
    name: String,
    team: String,
    /// Goals against per shot to give back.
    goal_rate: f64,
    shutouts_per_start: f64,
    varied: bool,
    season: GoalieLine,
}

impl GoalieInput {
    fn reference() -> GoalieInput {
        GoalieInput {
            id: "reference".into(),
            name: "League average".into(),
            team: String::new(),
            goal_rate: 1.0 - LEAGUE_SAVE_PCT,
            shutouts_per_start: 0.05,
            varied: false,
            season: GoalieLine::default(),
        }
    }
}

/// Builds a goalie's card from his season line (see the module doc for the formulas).
pub fn goalie_card(player: &Player, line: &GoalieLine, team: &LeagueTeam) -> GoalieCard {
    let league = 1.0 - LEAGUE_SAVE_PCT;
    let goal_rate = line.save_pct().map_or(league, |sv| 1.0 - sv);
    build(GoalieInput {
        id: player.id.clone(),
        name: player.name.clone(),
        team: team.abbreviation.clone(),
        goal_rate: goal_rate.clamp(0.03, 0.2),
        shutouts_per_start: f64::from(line.shutouts) / f64::from(line.starts.max(1)),
        varied: true,
        season: *line,
    })
}

/// The white-cell and coloured-cell symbol mix: (symbol, share).
const SYMBOL_MIX: [(GoalieSymbol, f64); 16] = [
    (GoalieSymbol::Freeze, 0.35),
    (GoalieSymbol::FreezeIfOrdered, 0.10),
    (GoalieSymbol::ReboundMate(1), 0.025),
    (GoalieSymbol::ReboundMate(2), 0.05),
    (GoalieSymbol::ReboundMate(3), 0.025),
    (GoalieSymbol::ReboundMate(4), 0.075),
    (GoalieSymbol::ReboundMate(5), 0.075),
    (GoalieSymbol::ReboundOpponent(1), 0.03),
    (GoalieSymbol::ReboundOpponent(2), 0.04),
    (GoalieSymbol::ReboundOpponent(3), 0.03),
    (GoalieSymbol::ReboundOpponent(4), 0.025),
    (GoalieSymbol::ReboundOpponent(5), 0.025),
    (GoalieSymbol::Loose, 0.12),
    (GoalieSymbol::Stoppage, 0.03),
    // Filled by the exact counts in `deal_symbols`, listed for completeness of the mix.
    (GoalieSymbol::Weird, 0.0),
    (GoalieSymbol::Injury, 0.0),
];

/// The share of non-goal readings a goalie gives back to the shooting team (➊-➎), for the
/// skater model's rebound shots.
pub fn rebound_to_shooters_share() -> f64 {
    SYMBOL_MIX
        .iter()
        .filter(|(s, _)| matches!(s, GoalieSymbol::ReboundOpponent(_)))
        .map(|(_, w)| w)
        .sum()
}

fn build(input: GoalieInput) -> GoalieCard {
    let mut rng = Seeded::new(&input.id);
    let (weak, strong) = if input.varied {
        let weak = rng.below(25);
        let mut strong = rng.below(25);
        if strong == weak {
            strong = (strong + 7) % 25;
        }
        (Some(weak), Some(strong))
    } else {
        (None, None)
    };
    let quality = quality_section(weak, strong);
    let league = 1.0 - LEAGUE_SAVE_PCT;
    let weaker = input.goal_rate >= league + 0.010;
    let cloud = if weaker {
        [
            CloudResult::Penalty,
            CloudResult::Weird,
            CloudResult::Goal,
            CloudResult::Stoppage,
            CloudResult::Loose,
            CloudResult::Goal,
        ]
    } else {
        [
            CloudResult::Penalty,
            CloudResult::Weird,
            CloudResult::Injury,
            CloudResult::Stoppage,
            CloudResult::Loose,
            CloudResult::Goal,
        ]
    };
    let rebound = (5.0 + (input.goal_rate - league) * 100.0)
        .round()
        .clamp(2.0, 8.0) as u8;
    let hot = (1.0 + input.shutouts_per_start * 20.0)
        .round()
        .clamp(1.0, 3.0) as usize;
    let cold = 2 + rng.below(2);
    let mut card = GoalieCard {
        id: input.id.clone(),
        name: input.name.clone(),
        team: input.team.clone(),
        quality,
        grid: [[white(GoalieSymbol::Freeze); 10]; 10],
        plus: [white(GoalieSymbol::Freeze); 10],
        cloud,
        rebound,
        injury: 1,
        pass: GoaliePass::EXAMPLE,
        season: input.season,
    };
    deal_symbols(&mut card, &mut rng, cold);
    // Solve the number of coloured cells against the reference mix.
    // The last cell taken may wear any colour: finer steps than whole cells.
    let reference = reference_ledger();
    let mut best = (f64::INFINITY, PICTURED_CELLS, None);
    for cells in 4..=GRID_ORDER.len() {
        for last in std::iter::once(None).chain(Colour::ALL.map(Some)) {
            paint(&mut card, cells, last);
            let err = (card.goal_rate(&reference) - input.goal_rate).abs();
            if err < best.0 - 1e-12 {
                best = (err, cells, last);
            }
        }
    }
    paint(&mut card, best.1, best.2);
    // ♨ goes on coloured cells (it only matters where a shot could score).
    let mut coloured: Vec<(usize, usize)> = (0..10)
        .flat_map(|t| (0..10).map(move |u| (t, u)))
        .filter(|&(t, u)| card.grid[t][u].colour.is_some())
        .collect();
    rng.shuffle(&mut coloured);
    for &(t, u) in coloured.iter().take(hot) {
        card.grid[t][u].symbol = GoalieSymbol::Hot;
    }
    card
}

fn white(symbol: GoalieSymbol) -> GridCell {
    GridCell {
        colour: None,
        symbol,
    }
}

/// Colours the first `cells` of [`GRID_ORDER`] (the last in `last` if given) and the matching
/// "+" rows; everything else white.
fn paint(card: &mut GoalieCard, cells: usize, last: Option<Colour>) {
    for cell in card.grid.iter_mut().flatten() {
        cell.colour = None;
    }
    for cell in card.plus.iter_mut() {
        cell.colour = None;
    }
    for (k, &(n, colour)) in GRID_ORDER[..cells].iter().enumerate() {
        let colour = if k + 1 == cells {
            last.unwrap_or(colour)
        } else {
            colour
        };
        card.grid[usize::from(n / 10)][usize::from(n % 10)].colour = Some(colour);
    }
    for &(row, colour) in &PLUS_ORDER[..plus_rows(cells)] {
        card.plus[usize::from(row)].colour = Some(colour);
    }
    // ♠ is a white-cell symbol and ☁ is read as white: keep them uncoloured.
    for cell in card.grid.iter_mut().flatten() {
        if matches!(cell.symbol, GoalieSymbol::Cold | GoalieSymbol::Cloud) {
            cell.colour = None;
        }
    }
    card.plus[0].colour = None;
}

/// Deals the symbols: the fixed specials, then the mix by largest remainder, shuffled.
fn deal_symbols(card: &mut GoalieCard, rng: &mut Seeded, cold: usize) {
    // Cells that stay white for every goalie (tens 0-3) take the white-only specials.
    let mut always_white: Vec<u8> = (0..40).collect();
    rng.shuffle(&mut always_white);
    let mut specials: Vec<(u8, GoalieSymbol)> = Vec::new();
    let mut take = |symbol: GoalieSymbol, count: usize, specials: &mut Vec<(u8, GoalieSymbol)>| {
        for _ in 0..count {
            if let Some(n) = always_white.pop() {
                specials.push((n, symbol));
            }
        }
    };
    take(GoalieSymbol::Cloud, 1, &mut specials);
    take(GoalieSymbol::Weird, 1, &mut specials);
    take(GoalieSymbol::Injury, 1, &mut specials);
    take(GoalieSymbol::Cold, cold, &mut specials);
    let taken: Vec<u8> = specials.iter().map(|&(n, _)| n).collect();
    // 99 grid cells and "+1".."+9" are dealt from the mix ("+0" is the cloud).
    let free = 100 - taken.len() + 9;
    let mix: Vec<(GoalieSymbol, f64)> = SYMBOL_MIX
        .iter()
        .filter(|(_, w)| *w > 0.0)
        .copied()
        .collect();
    let total: f64 = mix.iter().map(|(_, w)| w).sum();
    let exact: Vec<f64> = mix.iter().map(|(_, w)| w / total * free as f64).collect();
    let mut counts: Vec<usize> = exact.iter().map(|e| e.floor() as usize).collect();
    let mut order: Vec<usize> = (0..mix.len()).collect();
    order.sort_by(|&a, &b| {
        (exact[b] - exact[b].floor())
            .total_cmp(&(exact[a] - exact[a].floor()))
            .then(a.cmp(&b))
    });
    let mut left = free - counts.iter().sum::<usize>();
    for i in order.into_iter().cycle() {
        if left == 0 {
            break;
        }
        counts[i] += 1;
        left -= 1;
    }
    let mut deck: Vec<GoalieSymbol> = mix
        .iter()
        .zip(&counts)
        .flat_map(|(&(s, _), &k)| std::iter::repeat_n(s, k))
        .collect();
    rng.shuffle(&mut deck);
    let mut deck = deck.into_iter();
    for n in 0..100u8 {
        let cell = &mut card.grid[usize::from(n / 10)][usize::from(n % 10)];
        cell.symbol = match specials.iter().find(|&&(m, _)| m == n) {
            Some(&(_, s)) => s,
            None => deck.next().unwrap_or(GoalieSymbol::Freeze),
        };
    }
    card.plus[0].symbol = GoalieSymbol::Cloud;
    for row in 1..10 {
        card.plus[row].symbol = deck.next().unwrap_or(GoalieSymbol::Freeze);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sim::builtin_league;

    /// The rulebook's pictured goalie (D57): the 19 coloured cells, 46 ♠, 45 ➁ on white, "+0"
    /// a cloud, everything else white and frozen.
    pub(crate) fn pictured_goalie() -> GoalieCard {
        let mut card = reference_goalie().clone();
        for cell in card.grid.iter_mut().flatten() {
            *cell = white(GoalieSymbol::Freeze);
        }
        for &(n, colour) in &GRID_ORDER[..PICTURED_CELLS] {
            card.grid[usize::from(n / 10)][usize::from(n % 10)].colour = Some(colour);
        }
        card.grid[4][6] = white(GoalieSymbol::Cold);
        card.grid[4][5] = white(GoalieSymbol::ReboundMate(2));
        card.plus = [white(GoalieSymbol::Freeze); 10];
        card.plus[0] = white(GoalieSymbol::Cloud);
        card
    }

    /// The walk-through's goalie ("Anders", D58): the template section, 24 ➋ and 23 ➋ on white,
    /// 42 ➍ white, 47 violet, "+2" yellow with ➊, 98 white, Reb 5.
    pub(crate) fn anders() -> GoalieCard {
        let mut card = pictured_goalie();
        card.grid[2][4] = white(GoalieSymbol::ReboundOpponent(2));
        card.grid[2][3] = white(GoalieSymbol::ReboundOpponent(2));
        card.grid[4][2] = white(GoalieSymbol::ReboundOpponent(4));
        card.grid[4][7] = GridCell {
            colour: Some(Colour::Violet),
            symbol: GoalieSymbol::Freeze,
        };
        card.grid[9][8] = white(GoalieSymbol::Freeze);
        card.plus[2] = GridCell {
            colour: Some(Colour::Yellow),
            symbol: GoalieSymbol::ReboundOpponent(1),
        };
        card.rebound = 5;
        card
    }

    fn scores(card: &GoalieCard, quality: Colour) -> Vec<u16> {
        (0..100)
            .filter(|&n| card.reads(quality, n) == GoalieResult::Goal)
            .collect()
    }

    #[test]
    fn pictured_goalie_scores_as_the_table_says() {
        let card = pictured_goalie();
        let red = scores(&card, Colour::Red);
        assert_eq!(
            red,
            vec![
                64, 65, 66, 67, 68, 74, 75, 76, 77, 78, 84, 85, 86, 87, 88, 94, 95, 96, 97
            ]
        );
        assert_eq!(
            scores(&card, Colour::Orange),
            vec![66, 67, 68, 76, 77, 78, 86, 87, 88, 95, 96, 97]
        );
        assert_eq!(
            scores(&card, Colour::Yellow),
            vec![67, 68, 77, 78, 87, 88, 97]
        );
        assert_eq!(scores(&card, Colour::Blue), vec![68, 78, 88]);
        assert_eq!(scores(&card, Colour::Violet), vec![88]);
        // 46 is a spade; 45 is a save with the goalie's own centre taking the rebound.
        assert_eq!(card.cell(46).symbol, GoalieSymbol::Cold);
        assert_eq!(
            card.reads(Colour::Blue, 45),
            GoalieResult::NoGoal(GoalieSymbol::ReboundMate(2))
        );
        // A cold goalie's spade is a violet square.
        assert_eq!(
            card.reads_as(Colour::Violet, 46, GoalieForm::Cold),
            GoalieResult::Goal
        );
        assert_eq!(card.cell(100).symbol, GoalieSymbol::Cloud);
    }

    #[test]
    fn plus_column_reads_by_the_units_digit() {
        let card = anders();
        for reading in [102u16, 112, 122, 132] {
            assert_eq!(card.cell(reading), &card.plus[2]);
        }
        for reading in [106u16, 116, 126, 136] {
            assert_eq!(card.cell(reading), &card.plus[6]);
        }
        // The tip example: 98 + TP 4 = 102, yellow, scores on a yellow shot; 98 alone is a save.
        assert_eq!(card.reads(Colour::Yellow, 102), GoalieResult::Goal);
        assert_eq!(
            card.reads(Colour::Blue, 102),
            GoalieResult::NoGoal(GoalieSymbol::ReboundOpponent(1))
        );
        assert!(matches!(
            card.reads(Colour::Blue, 98),
            GoalieResult::NoGoal(_)
        ));
    }

    #[test]
    fn walk_through_goalie_cells() {
        let card = anders();
        let q = &card.quality;
        let z = |s: &str| GoalieZone::parse(s).unwrap();
        assert_eq!(q.quality(z("b1"), Level::One), Colour::Red);
        assert_eq!(q.quality(z("b1"), Level::Two), Colour::Orange);
        assert_eq!(q.quality(z("b1"), Level::Three), Colour::Yellow);
        assert_eq!(q.quality(z("c2"), Level::One), Colour::Blue);
        assert_eq!(q.quality(z("b4"), Level::Two), Colour::Yellow);
        assert_eq!(q.quality(z("b2"), Level::One), Colour::Yellow);
        assert_eq!(q.quality(z("b2"), Level::Two), Colour::Blue);
        assert_eq!(q.quality(z("c4"), Level::Three), Colour::Yellow);
        assert_eq!(
            q.zones[zone_index(z("c1"))],
            [Colour::Orange, Colour::Blue, Colour::Violet]
        );
        // 24 on a blue shot: save, rebound to the shooters' centre.
        assert_eq!(
            card.reads(Colour::Blue, 24),
            GoalieResult::NoGoal(GoalieSymbol::ReboundOpponent(2))
        );
        // The rebound shot: 42 + Reb 5 = 47, violet, scores on yellow; 42 alone is ➍.
        assert_eq!(card.reads(Colour::Yellow, 42 + 5), GoalieResult::Goal);
        assert_eq!(
            card.reads(Colour::Yellow, 42),
            GoalieResult::NoGoal(GoalieSymbol::ReboundOpponent(4))
        );
        // The power-play shot: 21 + 2 = 23, ➋ on white.
        assert_eq!(
            card.reads(Colour::Red, 23),
            GoalieResult::NoGoal(GoalieSymbol::ReboundOpponent(2))
        );
        assert_eq!(card.pass.read(3), Some(GoaliePassResult::Ahead));
        assert_eq!(card.pass.read(6), Some(GoaliePassResult::FarAhead));
        assert_eq!(card.pass.read(7), Some(GoaliePassResult::Steal));
        assert_eq!(card.pass.read(12), None);
    }

    fn league_goalies() -> Vec<(GoalieCard, GoalieLine)> {
        let league = builtin_league();
        league
            .teams
            .iter()
            .flat_map(|t| {
                t.goalies()
                    .map(move |(p, l)| (goalie_card(p, l, t), *l))
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn built_goalies_are_whole_and_give_back_their_save_rate() {
        let reference = reference_ledger();
        for (card, line) in league_goalies() {
            let symbols: Vec<GoalieSymbol> = card
                .grid
                .iter()
                .flatten()
                .chain(card.plus.iter())
                .map(|c| c.symbol)
                .collect();
            let count = |s: GoalieSymbol| symbols.iter().filter(|&&x| x == s).count();
            assert_eq!(count(GoalieSymbol::Cloud), 2, "{}", card.name);
            assert_eq!(count(GoalieSymbol::Weird), 1);
            assert_eq!(count(GoalieSymbol::Injury), 1);
            assert!((2..=3).contains(&count(GoalieSymbol::Cold)));
            assert!((1..=3).contains(&count(GoalieSymbol::Hot)));
            for cell in card.grid.iter().flatten() {
                if cell.symbol == GoalieSymbol::Hot {
                    assert!(cell.colour.is_some(), "{}", card.name);
                }
                if matches!(cell.symbol, GoalieSymbol::Cold | GoalieSymbol::Cloud) {
                    assert!(cell.colour.is_none(), "{}", card.name);
                }
            }
            assert!((2..=8).contains(&card.rebound));
            let want = 1.0 - line.save_pct().unwrap();
            let got = card.goal_rate(&reference);
            assert!(
                (got - want).abs() < 0.003,
                "{}: {got:.4} vs {want:.4}",
                card.name
            );
        }
    }

    #[test]
    fn better_goalies_have_fewer_coloured_cells() {
        let mut goalies = league_goalies();
        goalies.sort_by(|a, b| a.1.save_pct().unwrap().total_cmp(&b.1.save_pct().unwrap()));
        let worst = &goalies[0].0;
        let best = &goalies[goalies.len() - 1].0;
        assert!(worst.coloured_cells() > best.coloured_cells());
        assert!(worst.rebound >= best.rebound);
    }

    #[test]
    fn reference_goalie_is_league_average() {
        let got = reference_goalie().goal_rate(&reference_ledger());
        assert!((got - (1.0 - LEAGUE_SAVE_PCT)).abs() < 0.003, "{got}");
        // Tack-ons only ever help the shooter.
        let g = reference_goalie();
        for q in Colour::ALL {
            assert!(g.goal_chance(q, 10) >= g.goal_chance(q, 0));
        }
    }

    #[test]
    fn goalie_round_trips() {
        let card = anders();
        let text = serde_json::to_string(&card).unwrap();
        assert_eq!(serde_json::from_str::<GoalieCard>(&text).unwrap(), card);
    }
}
