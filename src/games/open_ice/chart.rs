//! Team charts: the card builder that turns a team's season stat lines into its Open Ice chart.
//!
//! The formulas (readings A19-A23, A33-A36 in docs/open-ice-readings.md), all on the 1-100 scale:
//! - SHOT, ASST, PEN, HIT: cumulative ranges in roster order, each player's width his share of
//!   the team's shots, assists, penalty minutes or hits (at least one number, largest
//!   remainder). A player with none of them has no range (a dash for SHOT). Built charts so
//!   have no shared numbers; the engine still splits one (R31) for charts that do.
//! - PCT: a shot from an even number scores on 1..PCT; one from an odd number goes against the
//!   goalie's SAVE%. So a player's goals per shot is ½·PCT + ½·(1 − league save rate), and
//!   PCT = 2·(his goals / shots) − (1 − league save rate), at least 1, at most 95. Both rates
//!   leave out power-play goals, since the sim adds the power play's own +20 (R35).
//! - SAVE%: a goalie faces half his shots on the odd path (saves on 1..SAVE) and half on the
//!   even path (the shooters' PCT, league average q), so SAVE = 2·(his save rate) − (1 − q),
//!   his even-strength rate estimated with the league's power-play share of goals.
//! - FACED: each goalie's share of the team's starts.
//! - Control rating: 52 plus the team's shot share above one half, in points (55% → 57),
//!   40-65 (A34).
//! - Penalty ratings: 11/89 for a team with the league's penalty minutes, scaled by the team's
//!   minutes (more minutes, wider ranges at both ends).

use crate::league::{LeagueTeam, Position};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkaterRow {
    pub id: String,
    pub name: String,
    pub position: Position,
    /// Top of the player's SHOT range; `None` is the dash: he never shoots.
    pub shot: Option<u8>,
    /// The scoring range 1..PCT, for a player who shoots.
    pub pct: Option<u8>,
    pub asst: Option<u8>,
    pub pen: Option<u8>,
    pub hit: Option<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoalieRow {
    pub id: String,
    pub name: String,
    pub faced: Option<u8>,
    /// The save range 1..SAVE.
    pub save: u8,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamChart {
    pub abbreviation: String,
    pub name: String,
    pub control: u8,
    /// Penalties on the team with the puck: 1..`pen_offense`.
    pub pen_offense: u8,
    /// Penalties on the team without the puck: `pen_defense`..100.
    pub pen_defense: u8,
    pub skaters: Vec<SkaterRow>,
    pub goalies: Vec<GoalieRow>,
}

/// League-wide rates the formulas need.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LeagueRates {
    /// Saves per even-strength shot on goal.
    pub save_rate: f64,
    /// The share of goals scored on the power play.
    pub power_play_goal_share: f64,
    /// Penalty minutes per team game.
    pub pim_per_game: f64,
    /// The shot-weighted average of the shooters' PCT (as a rate), for SAVE%.
    pub even_path_goal_rate: f64,
}

impl LeagueRates {
    pub fn of(teams: &[LeagueTeam]) -> LeagueRates {
        let (mut saves, mut against, mut pim, mut games) = (0.0, 0.0, 0.0, 0.0);
        let (mut goals, mut shots, mut pp_goals) = (0.0, 0.0, 0.0);
        for team in teams {
            for (_, g) in team.goalies() {
                saves += f64::from(g.saves);
                against += f64::from(g.shots_against);
            }
            for (_, s) in team.skaters() {
                pim += f64::from(s.penalty_minutes);
                goals += f64::from(s.goals);
                shots += f64::from(s.shots);
                pp_goals += f64::from(s.power_play_goals);
            }
            games += f64::from(team.record.games.max(1));
        }
        let pp_share = ratio(pp_goals, goals, 0.2);
        let save_rate = 1.0 - even_strength_rate(against - saves, against, pp_share);
        let shooting = even_strength_rate(goals - pp_goals, shots, 0.0);
        LeagueRates {
            save_rate,
            power_play_goal_share: pp_share,
            pim_per_game: ratio(pim, games, 8.0),
            even_path_goal_rate: (2.0 * shooting - (1.0 - save_rate)).clamp(0.01, 0.95),
        }
    }
}

/// Goals per shot with the power-play goals taken out (`pp_share` of `goals`, or none when the
/// caller already took them out): the sim's power plays add their own goals through R35's +20,
/// so the charts carry the rest. All shots stay in the base; measured against the calibration
/// bands, that lands the league's save percentage (taking out the power play's share of the
/// shots too, about 12.5%, left the sim's save percentage at .893).
fn even_strength_rate(goals: f64, shots: f64, pp_share: f64) -> f64 {
    ratio(goals * (1.0 - pp_share), shots, 0.08)
}

fn ratio(a: f64, b: f64, default: f64) -> f64 {
    if b > 0.0 { a / b } else { default }
}

/// Cumulative 1-100 ranges from weights: `None` for a zero weight; every positive weight gets
/// a range of its own at least one number wide (so a small share is small, not a shared number
/// split evenly with a bigger one); widths by largest remainder, so they add up to 100.
pub fn cumulative(weights: &[f64]) -> Vec<Option<u8>> {
    let total: f64 = weights.iter().filter(|w| **w > 0.0).sum();
    if total <= 0.0 {
        return vec![None; weights.len()];
    }
    let exact: Vec<f64> = weights
        .iter()
        .map(|&w| if w > 0.0 { 100.0 * w / total } else { 0.0 })
        .collect();
    let mut widths: Vec<i32> = exact
        .iter()
        .map(|&e| {
            if e > 0.0 {
                (e.floor() as i32).max(1)
            } else {
                0
            }
        })
        .collect();
    let mut order: Vec<usize> = (0..weights.len()).filter(|&i| exact[i] > 0.0).collect();
    order.sort_by(|&a, &b| {
        (exact[b] - f64::from(widths[b]))
            .total_cmp(&(exact[a] - f64::from(widths[a])))
            .then(a.cmp(&b))
    });
    let mut left = 100 - widths.iter().sum::<i32>();
    let mut k = 0;
    while left != 0 && !order.is_empty() {
        let i = order[k % order.len()];
        if left > 0 {
            widths[i] += 1;
            left -= 1;
        } else if widths[i] > 1 {
            widths[i] -= 1;
            left += 1;
        }
        k += 1;
    }
    let mut running = 0;
    widths
        .iter()
        .map(|&w| {
            if w == 0 {
                return None;
            }
            running += w;
            Some(running as u8)
        })
        .collect()
}

fn percent(rate: f64, low: f64, high: f64) -> u8 {
    (rate * 100.0).round().clamp(low, high) as u8
}

impl TeamChart {
    pub fn build(team: &LeagueTeam, rates: &LeagueRates) -> TeamChart {
        let skaters: Vec<_> = team.skaters().collect();
        // Every rostered skater plays every sim game, so widths follow rates per game played:
        // a 40-game player's season share would give him half his real rate (A19).
        let column = |f: &dyn Fn(&crate::league::SkaterLine) -> u32| {
            cumulative(
                &skaters
                    .iter()
                    .map(|(_, line)| f64::from(f(line)) / f64::from(line.games.max(1)))
                    .collect::<Vec<_>>(),
            )
        };
        let shot = column(&|l| l.shots);
        let asst = column(&|l| l.assists);
        let pen = column(&|l| l.penalty_minutes);
        let hit = column(&|l| l.hits);
        let skater_rows = skaters
            .iter()
            .enumerate()
            .map(|(i, (player, line))| SkaterRow {
                id: player.id.clone(),
                name: player.name.clone(),
                position: player.position,
                shot: shot[i],
                pct: shot[i].map(|_| {
                    let scoring = even_strength_rate(
                        f64::from(line.goals - line.power_play_goals.min(line.goals)),
                        f64::from(line.shots),
                        0.0,
                    );
                    percent(2.0 * scoring - (1.0 - rates.save_rate), 1.0, 95.0)
                }),
                asst: asst[i],
                pen: pen[i],
                hit: hit[i],
            })
            .collect();

        let goalies: Vec<_> = team.goalies().collect();
        let faced = cumulative(
            &goalies
                .iter()
                .map(|(_, g)| f64::from(g.starts.max(1)))
                .collect::<Vec<_>>(),
        );
        let goalie_rows = goalies
            .iter()
            .enumerate()
            .map(|(i, (player, line))| {
                let saving = 1.0
                    - even_strength_rate(
                        f64::from(line.goals_against),
                        f64::from(line.shots_against),
                        rates.power_play_goal_share,
                    );
                GoalieRow {
                    id: player.id.clone(),
                    name: player.name.clone(),
                    faced: faced[i],
                    save: percent(2.0 * saving - (1.0 - rates.even_path_goal_rate), 5.0, 99.0),
                }
            })
            .collect();

        let record = &team.record;
        let shot_share = ratio(
            f64::from(record.shots_for),
            f64::from(record.shots_for + record.shots_against),
            0.5,
        );
        let team_pim: u32 = skaters.iter().map(|(_, l)| l.penalty_minutes).sum();
        let pim_scale = ratio(
            f64::from(team_pim) / f64::from(record.games.max(1)),
            rates.pim_per_game,
            1.0,
        );
        TeamChart {
            abbreviation: team.abbreviation.clone(),
            name: team.full_name(),
            control: (52.0 + (shot_share - 0.5) * 100.0)
                .round()
                .clamp(40.0, 65.0) as u8,
            pen_offense: (11.0 * pim_scale).round().clamp(1.0, 30.0) as u8,
            pen_defense: (101.0 - 12.0 * pim_scale).round().clamp(70.0, 100.0) as u8,
            skaters: skater_rows,
            goalies: goalie_rows,
        }
    }
}

/// Finds the rows a number lands on in a cumulative column (R24): the first range whose top is
/// at or above it, and every other row listing that same top number (a shared number, R31,
/// which the caller splits with a second draw). Empty if the number is past the last range.
pub fn rows_at(column: &[Option<u8>], number: u8) -> Vec<usize> {
    let Some(top) = column.iter().flatten().copied().find(|&top| top >= number) else {
        return Vec::new();
    };
    (0..column.len())
        .filter(|&i| column[i] == Some(top))
        .collect()
}

/// Splits a shared number among `k` players by a second 1-100 draw (A20): band i ends at
/// floor(100·i/k), the last at 100.
pub fn shared_band(k: usize, draw: u8) -> usize {
    (0..k)
        .find(|&i| usize::from(draw) <= 100 * (i + 1) / k)
        .unwrap_or(k - 1)
}
