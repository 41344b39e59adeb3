//! The skater card: its ratings, shot and drift sections.

use super::*;

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
