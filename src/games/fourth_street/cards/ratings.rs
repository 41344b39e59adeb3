//! Ratings from the stat line: the closed formulas and the league rates they were set on.

use super::*;

/// Per-60 rates below which the rating formulas were set (the built-in league): shots 6.5,
/// points 1.57, assists 0.97, hits 4.7, blocks F 1.3 / D 5.3, PIM 1.75.
pub const LEAGUE_HITS_60: f64 = 4.7;
pub const LEAGUE_PIM_60: f64 = 1.75;
pub const LEAGUE_BLOCKS_60_F: f64 = 1.3;
pub const LEAGUE_BLOCKS_60_D: f64 = 5.3;
/// Goals per shot of the league, to pull a small sample's shooting percentage toward.
pub const LEAGUE_SHOOTING_PCT: f64 = 0.0925;

pub(super) fn per(a: f64, b: f64) -> f64 {
    if b > 0.0 { a / b } else { 0.0 }
}

pub(super) fn clamp_round(x: f64, low: f64, high: f64) -> f64 {
    let x = if x.is_finite() { x.round() } else { low };
    x.clamp(low, high)
}

pub(super) fn per_60(line: &SkaterLine, count: u32) -> f64 {
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

pub(super) fn man_advantage(one: u8) -> ManAdvantage {
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
