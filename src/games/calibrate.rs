//! The per-player correction loop the stat sims' calibration commands share: play the league
//! with cards built from a table of [`Corrections`], compare each skater's simulated goals,
//! assists, shots and penalty minutes a game with his stat line, scale his factors by the
//! ratio and play again.
//!
//! The card levers are whole numbers (shot widths and numbers, penalty widths, assist ratings),
//! so a factor near a step swings between two cards from round to round. The table kept is
//! therefore the round's that came closest (most regulars within 15% on all four), with each
//! player's goals, shots and PIM factors from the round they came closest in; a last round
//! plays the kept table, and if it does worse than that round, the round's table is kept.

use crate::games::lab::PlayerTotals;
use crate::league::{Correction, Corrections, League, SkaterLine};
use std::collections::HashMap;

/// A round moves a factor by at most this ratio either way, so a player seen in few games
/// does not swing.
const STEP_LIMIT: f64 = 2.0;
/// After a fresh fit's first round a factor moves by this power of the ratio.
const DAMPING: f64 = 0.7;
/// Sim games a player needs before his factors move.
const MIN_GAMES: u32 = 40;
/// The stats, in `Correction`'s order.
pub const STATS: [&str; 4] = ["goals", "assists", "shots", "PIM"];

/// How a fit runs.
#[derive(Debug, Clone)]
pub struct FitOptions {
    pub rounds: u32,
    /// The stats to fit (names as in [`STATS`], any case); the others keep their factors.
    pub stats: Vec<String>,
    /// A round moves a factor by this power of the ratio (1 = the full step): linemates share
    /// assists and the levers are whole numbers, so a full step overshoots.
    pub damping: f64,
    /// The first round takes full steps (a fit from no corrections).
    pub full_first_step: bool,
}

impl FitOptions {
    /// Reads `[games a round] [rounds] [stats] [out]` from the command line and the damping
    /// from `damping_var`, with these defaults; returns the games a round and the output path
    /// beside the options.
    pub fn from_command_line(
        games: u64,
        rounds: u32,
        out: &str,
        damping_var: &str,
        full_first_step: bool,
    ) -> (FitOptions, u64, String) {
        let mut args = std::env::args().skip(1);
        let games = args.next().and_then(|n| n.parse().ok()).unwrap_or(games);
        let rounds = args.next().and_then(|n| n.parse().ok()).unwrap_or(rounds);
        let stats = args
            .next()
            .unwrap_or_else(|| "goals,assists,shots,pim".to_string())
            .split(',')
            .map(str::to_string)
            .collect();
        let out = args.next().unwrap_or_else(|| out.to_string());
        let damping = std::env::var(damping_var)
            .ok()
            .and_then(|d| d.parse().ok())
            .unwrap_or(DAMPING);
        let options = FitOptions {
            rounds,
            stats,
            damping,
            full_first_step,
        };
        (options, games, out)
    }
}

/// The closest a factor came: how far off the player was, and the factor.
type Best = HashMap<(String, usize), (f64, f64)>;

/// Fits `start` over `options.rounds` rounds of `play` and returns the kept table (rows of
/// ones left out) with the totals of its last round. `play` gives each skater's totals over a
/// round's games with cards built from the table it is given.
pub fn fit_corrections(
    league: &League,
    start: Corrections,
    options: &FitOptions,
    is_regular: fn(&SkaterLine, u32) -> bool,
    mut play: impl FnMut(&Corrections) -> HashMap<String, PlayerTotals>,
) -> (Corrections, HashMap<String, PlayerTotals>) {
    let fits = |k: usize| {
        options
            .stats
            .iter()
            .any(|f| f.eq_ignore_ascii_case(STATS[k]))
    };
    let mut corrections = start;
    let mut best = Best::new();
    // The round whose whole table came closest: most regulars within 15% on all four, then
    // the least mean difference.
    let mut best_round: Option<((usize, f64), Corrections)> = None;
    for round in 1..=options.rounds {
        let totals = play(&corrections);
        let score = report(&format!("round {round}"), league, &totals, is_regular);
        if best_round
            .as_ref()
            .is_none_or(|(b, _)| score.0 > b.0 || (score.0 == b.0 && score.1 < b.1))
        {
            best_round = Some((score, corrections.clone()));
        }
        let damping = if round == 1 && options.full_first_step {
            1.0
        } else {
            options.damping
        };
        let moved = refit(league, &totals, &fits, damping, &mut corrections, &mut best);
        println!("  {moved} factors moved");
    }
    // Keep the closest round's table; then each player's goals, shots and PIM factors from
    // the round they came closest in (one skater's factors hardly move another's line). His
    // assists stay the round's: linemates share them, so factors from different rounds do not
    // add up.
    if let Some((_, table)) = &best_round {
        corrections = table.clone();
    }
    for ((id, k), (_, factor)) in &best {
        if !fits(*k) || *k == 1 {
            continue;
        }
        let entry = corrections
            .by_id
            .entry(id.clone())
            .or_insert(Correction::NONE);
        *stat_mut(entry, *k) = *factor;
    }
    let mut totals = play(&corrections);
    let kept = report("kept factors", league, &totals, is_regular);
    // Mixing rounds may lose to the closest round itself: then that round's table is kept.
    if let Some((score, table)) = best_round
        && (kept.0 < score.0 || (kept.0 == score.0 && kept.1 > score.1))
    {
        println!("the closest round's table does better: keeping it");
        corrections = table;
        totals = play(&corrections);
    }
    // A row of ones changes nothing: leave it out.
    corrections.by_id.retain(|_, c| *c != Correction::NONE);
    (corrections, totals)
}

pub fn stat_mut(c: &mut Correction, k: usize) -> &mut f64 {
    match k {
        0 => &mut c.goals,
        1 => &mut c.assists,
        2 => &mut c.shots,
        _ => &mut c.pim,
    }
}

/// How far off a player is on each stat (simulated over real a game, less 1), `None` where
/// his line has none or he played too few games.
pub fn offs(line: &SkaterLine, sim: &PlayerTotals) -> [Option<f64>; 4] {
    let real = [line.goals, line.assists, line.shots, line.penalty_minutes];
    let got = [sim.goals, sim.assists, sim.shots, sim.pim];
    std::array::from_fn(|k| {
        let want = f64::from(real[k]) / f64::from(line.games.max(1));
        let got = f64::from(got[k]) / f64::from(sim.games.max(1));
        (want > 0.0 && sim.games >= MIN_GAMES && line.games > 0).then(|| got / want - 1.0)
    })
}

/// Prints the regulars within 15% per stat and on all four, the mean absolute difference and
/// the worst; returns those on all four and the sum of the mean differences.
fn report(
    what: &str,
    league: &League,
    totals: &HashMap<String, PlayerTotals>,
    is_regular: fn(&SkaterLine, u32) -> bool,
) -> (usize, f64) {
    let (mut within, mut all, mut n) = ([0; 4], 0, 0);
    let mut abs = [0.0; 4];
    let mut worst = (0.0f64, String::new());
    for team in &league.teams {
        for (player, line) in team.skaters() {
            if !is_regular(line, team.record.games) {
                continue;
            }
            let Some(sim) = totals.get(&player.id) else {
                continue;
            };
            n += 1;
            let mut every = true;
            for (k, off) in offs(line, sim).into_iter().enumerate() {
                let off = off.unwrap_or(0.0);
                within[k] += usize::from(off.abs() <= 0.15);
                every &= off.abs() <= 0.15;
                abs[k] += off.abs();
                if off.abs() > worst.0 {
                    worst = (
                        off.abs(),
                        format!("{} {} {:+.0}%", player.name, STATS[k], 100.0 * off),
                    );
                }
            }
            all += usize::from(every);
        }
    }
    let mean = |k: usize| 100.0 * abs[k] / f64::from(n.max(1));
    println!(
        "{what}: of {n} regulars within 15%: goals {} assists {} shots {} PIM {}, all four {all}; mean |diff| {:.1}% {:.1}% {:.1}% {:.1}%; worst {}",
        within[0],
        within[1],
        within[2],
        within[3],
        mean(0),
        mean(1),
        mean(2),
        mean(3),
        worst.1
    );
    (all, (0..4).map(mean).sum())
}

/// Scales each fitted factor by his line over his simulated line (to the power `damping`),
/// remembering the closest each factor came; returns how many moved.
fn refit(
    league: &League,
    totals: &HashMap<String, PlayerTotals>,
    fits: &dyn Fn(usize) -> bool,
    damping: f64,
    corrections: &mut Corrections,
    best: &mut Best,
) -> usize {
    let mut moved = 0;
    for team in &league.teams {
        for (player, line) in team.skaters() {
            let Some(sim) = totals.get(&player.id) else {
                continue;
            };
            let entry = corrections
                .by_id
                .entry(player.id.clone())
                .or_insert(Correction::NONE);
            for (k, off) in offs(line, sim).into_iter().enumerate() {
                let Some(off) = off else {
                    continue;
                };
                if !fits(k) {
                    continue;
                }
                let factor = stat_mut(entry, k);
                let kept = best
                    .entry((player.id.clone(), k))
                    .or_insert((f64::INFINITY, *factor));
                if off.abs() < kept.0 {
                    *kept = (off.abs(), *factor);
                }
                let ratio = if off > -1.0 {
                    (1.0 / (1.0 + off)).clamp(1.0 / STEP_LIMIT, STEP_LIMIT)
                } else {
                    STEP_LIMIT
                };
                let ratio = ratio.powf(damping);
                if (ratio - 1.0).abs() > 0.005 {
                    moved += 1;
                }
                *factor = (*factor * ratio).clamp(0.1, 10.0);
            }
        }
    }
    moved
}
