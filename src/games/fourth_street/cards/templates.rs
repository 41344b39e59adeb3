//! The result-column templates (D29's design, graded by the rating).

use super::*;

const RA: Option<Recipient> = Some(Recipient::Rank(1));
const RB: Option<Recipient> = Some(Recipient::Rank(2));
const RC: Option<Recipient> = Some(Recipient::Rank(3));
const RD: Option<Recipient> = Some(Recipient::Rank(4));

pub(super) fn mv(movement: Move, to: Option<Recipient>) -> PlayResult {
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
pub(super) struct PassTemplate {
    pub(super) rank: [f64; 4],
    pub(super) mate: [f64; 6],
    pub(super) centre: [f64; 4],
    pub(super) rush: [f64; 4],
}

pub(super) fn pass_template() -> &'static PassTemplate {
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
