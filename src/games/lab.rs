//! What a realism lab needs from a game: play one computer-vs-computer game into running totals,
//! and turn the totals into figures with their real-hockey bands (shared/rules/calibration.md).
//! The command line and the browser page both drive a `Lab`.

use crate::engine::score::BoxScore;
use crate::engine::{DecidedIn, Outcome, Team};
use crate::games::sim::SkaterBox;
use crate::league::{League, SkaterLine};
use serde::Serialize;
use std::collections::HashMap;

/// One figure beside its real-hockey band.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Figure {
    pub name: &'static str,
    pub value: f64,
    pub low: f64,
    pub high: f64,
    pub unit: Unit,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Unit {
    /// Per team per game.
    PerGame,
    /// A save percentage, printed .903.
    Ratio,
    /// A share, printed 21.5%.
    Percent,
}

impl Figure {
    pub fn lands(&self) -> bool {
        self.value >= self.low && self.value <= self.high
    }

    pub fn show(&self, value: f64) -> String {
        match self.unit {
            Unit::Ratio => format!("{value:.3}"),
            Unit::Percent => format!("{:.1}%", 100.0 * value),
            Unit::PerGame => format!("{value:.2}"),
        }
    }
}

/// Prints figures as a table, each beside its band, and how many land (the realism commands).
pub fn print_figures(figures: &[Figure]) {
    println!(
        "{:<26} {:>9}   {:<17} lands",
        "per team per game", "value", "band"
    );
    let mut landed = 0;
    for f in figures {
        landed += usize::from(f.lands());
        println!(
            "{:<26} {:>9}   {:<17} {}",
            f.name,
            f.show(f.value),
            format!("{} - {}", f.show(f.low), f.show(f.high)),
            if f.lands() { "yes" } else { "NO" }
        );
    }
    println!("{landed} of {} figures land in their band", figures.len());
}

pub trait Lab {
    type Tally: Default + Clone;
    const NAME: &'static str;
    /// Plays one whole game from `seed` with the app's computer players and adds it up.
    fn play(seed: u64, tally: &mut Self::Tally);
    fn games(tally: &Self::Tally) -> u32;
    fn figures(tally: &Self::Tally) -> Vec<Figure>;
}

/// Running totals of the calibration figures over simulated games (every game's box score has
/// them).
#[derive(Debug, Clone, Default, PartialEq, serde::Serialize)]
pub struct Tally {
    pub games: u32,
    pub goals: u64,
    pub shots: u64,
    pub saves: u64,
    pub power_plays: u64,
    pub power_play_goals: u64,
    pub penalty_minutes: u64,
    pub past_regulation: u32,
    pub shootouts: u32,
}

impl Tally {
    pub fn add(&mut self, box_score: &BoxScore, outcome: Option<&Outcome>) {
        let totals = box_score.totals();
        self.games += 1;
        for team in Team::BOTH {
            let line = &totals[team];
            self.goals += u64::from(line.goals);
            self.shots += u64::from(line.shots_on_goal);
            self.saves += u64::from(line.saves);
            self.power_plays += u64::from(line.power_plays);
            self.power_play_goals += u64::from(line.power_play_goals);
            self.penalty_minutes += u64::from(line.penalty_minutes);
        }
        if let Some(outcome) = outcome {
            self.past_regulation += u32::from(outcome.decided_in != DecidedIn::Regulation);
            self.shootouts += u32::from(outcome.decided_in == DecidedIn::Shootout);
        }
    }

    /// The figures of calibration.md, per team per game, each with its band.
    pub fn figures(&self) -> Vec<Figure> {
        let team_games = f64::from(self.games.max(1)) * 2.0;
        let games = f64::from(self.games.max(1));
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        vec![
            Figure {
                name: "goals",
                value: self.goals as f64 / team_games,
                low: 2.80,
                high: 3.30,
                unit: Unit::PerGame,
            },
            Figure {
                name: "shots on goal",
                value: self.shots as f64 / team_games,
                low: 26.0,
                high: 33.0,
                unit: Unit::PerGame,
            },
            Figure {
                name: "save percentage",
                value: ratio(self.saves, self.shots),
                low: 0.895,
                high: 0.915,
                unit: Unit::Ratio,
            },
            Figure {
                name: "power-play opportunities",
                value: self.power_plays as f64 / team_games,
                low: 2.3,
                high: 3.6,
                unit: Unit::PerGame,
            },
            Figure {
                name: "power-play conversion",
                value: ratio(self.power_play_goals, self.power_plays),
                low: 0.15,
                high: 0.26,
                unit: Unit::Percent,
            },
            Figure {
                name: "penalty minutes",
                value: self.penalty_minutes as f64 / team_games,
                low: 6.0,
                high: 12.0,
                unit: Unit::PerGame,
            },
            Figure {
                name: "games past regulation",
                value: f64::from(self.past_regulation) / games,
                low: 0.20,
                high: 0.27,
                unit: Unit::Percent,
            },
            Figure {
                name: "games to a shootout",
                value: f64::from(self.shootouts) / games,
                low: 0.05,
                high: 0.13,
                unit: Unit::Percent,
            },
        ]
    }
}

/// Plays `game` to the end with a computer manager on both sides: each step, the first
/// decision `manager` makes for either team, or `next` (the sims' "turn the next card").
pub fn play_out<G: crate::engine::Game>(
    game: &mut G,
    manager: impl Fn(&G, Team) -> Option<G::Action>,
    next: G::Action,
) {
    let mut steps = 0u32;
    while game.outcome().is_none() {
        let action = Team::BOTH
            .into_iter()
            .find_map(|t| manager(game, t))
            .unwrap_or_else(|| next.clone());
        game.apply(&action)
            .expect("the computer manager makes legal decisions");
        steps += 1;
        assert!(steps < 200_000, "a game always ends");
    }
}

/// As [`play_out`] with the computer managers of a sim, through a session so the record and the
/// log are kept (a season game's replay).
pub fn play_session_out<G: crate::games::sim::SimPlay>(session: &mut crate::engine::Session<G>) {
    let mut steps = 0u32;
    while session.state.outcome().is_none() {
        let action = session
            .state
            .computer_choice()
            .unwrap_or_else(G::step_action);
        session
            .apply(action)
            .expect("the computer manager makes legal decisions");
        steps += 1;
        assert!(steps < 200_000, "a game always ends");
    }
}

/// A skater's totals over the simulated games he played.
#[derive(Debug, Clone, Copy, Default)]
pub struct PlayerTotals {
    pub games: u32,
    pub goals: u32,
    pub assists: u32,
    pub shots: u32,
    pub pim: u32,
}

impl PlayerTotals {
    /// Adds one game a skater played: his line in that game's box score.
    pub fn add_game(&mut self, line: &SkaterBox) {
        self.games += 1;
        self.goals += u32::from(line.goals);
        self.assists += u32::from(line.assists);
        self.shots += u32::from(line.shots);
        self.pim += u32::from(line.penalty_minutes);
    }
}

/// How far a simulated rate is from the real one, as a share of the real one (1 when the real
/// one is zero and the simulated one is not).
pub fn relative_miss(simulated: f64, actual: f64) -> f64 {
    if actual > 0.0 {
        (simulated - actual).abs() / actual
    } else if simulated > 0.0 {
        1.0
    } else {
        0.0
    }
}

/// Prints the card builder's honesty: each regular's simulated goals, assists, shots and PIM
/// per game against his stat line, the share within 15%, what chance alone allows, and the
/// worst five. `totals` is keyed by player id; `is_regular` is the game's card builder's test.
pub fn print_card_honesty(
    league: &League,
    totals: &HashMap<String, PlayerTotals>,
    is_regular: impl Fn(&SkaterLine, u32) -> bool,
) {
    let sums = totals;
    // Honesty: per game in the sim against the line's per game played.
    let mut checks = Vec::new();
    // What chance alone allows: a perfectly honest card still lands outside 15% when a player
    // has few events, so each stat's count is compared with an unbiased Poisson count's odds.
    let mut chance_per_stat = [0.0f64; 4];
    let mut chance_all = 0.0f64;
    let mut per_stat = [0usize; 4];
    let mut bias = [0.0f64; 4];
    for team in &league.teams {
        for (player, line) in team.skaters() {
            // The card builder's own test of a regular (60 of 82 games).
            if !is_regular(line, team.record.games) {
                continue;
            }
            let Some(s) = sums.get(&player.id) else {
                continue;
            };
            let sim = |n: u32| f64::from(n) / f64::from(s.games.max(1));
            let real = |n: u32| f64::from(n) / f64::from(line.games);
            let mut all_four = 1.0;
            for (k, (real_total, unit)) in [
                (line.goals, 1.0),
                (line.assists, 1.0),
                (line.shots, 1.0),
                (line.penalty_minutes, 2.0),
            ]
            .into_iter()
            .enumerate()
            {
                // Expected events over the sim games he played, PIM counted in minors.
                let expected =
                    f64::from(real_total) / f64::from(line.games) * f64::from(s.games) / unit;
                let p = poisson_within(expected, 0.15);
                chance_per_stat[k] += p;
                all_four *= p;
            }
            chance_all += all_four;
            let mut worst: (f64, &str) = (0.0, "");
            for (k, (stat, simulated, actual)) in [
                ("goals", sim(s.goals), real(line.goals)),
                ("assists", sim(s.assists), real(line.assists)),
                ("shots", sim(s.shots), real(line.shots)),
                ("PIM", sim(s.pim), real(line.penalty_minutes)),
            ]
            .into_iter()
            .enumerate()
            {
                let off = relative_miss(simulated, actual);
                per_stat[k] += usize::from(off <= 0.15);
                bias[k] += if actual > 0.0 {
                    simulated / actual - 1.0
                } else {
                    0.0
                };
                if off > worst.0 {
                    worst = (off, stat);
                }
            }
            checks.push((
                worst.0,
                worst.1,
                player.name.clone(),
                team.abbreviation.clone(),
            ));
        }
    }
    let within = checks.iter().filter(|c| c.0 <= 0.15).count();
    println!(
        "card builder: {within} of {} regulars ({:.1}%) within 15% on goals, assists, shots and PIM per game",
        checks.len(),
        100.0 * within as f64 / checks.len().max(1) as f64
    );
    println!(
        "  (an unbiased card would have about {chance_all:.0} within 15% on all four by chance alone)"
    );
    for (k, stat) in ["goals", "assists", "shots", "PIM"].iter().enumerate() {
        println!(
            "  {stat:<8} {} of {} within 15% (chance alone allows about {:.0}), mean difference {:+.1}%",
            per_stat[k],
            checks.len(),
            chance_per_stat[k],
            100.0 * bias[k] / checks.len().max(1) as f64
        );
    }
    checks.sort_by(|a, b| b.0.total_cmp(&a.0));
    println!("worst five:");
    for (off, stat, name, team) in checks.iter().take(5) {
        println!("  {name} ({team}): {stat} off by {:.0}%", off * 100.0);
    }
}

/// The chance that a Poisson count with mean `mean` lands within `share` of its mean.
fn poisson_within(mean: f64, share: f64) -> f64 {
    if mean <= 0.0 {
        return 1.0;
    }
    let (low, high) = (
        (mean * (1.0 - share)).ceil(),
        (mean * (1.0 + share)).floor(),
    );
    // Sum the mass term by term from k = 0 in log space (means here stay in the hundreds).
    let mut log_p = -mean;
    let mut total = 0.0;
    let mut k = 0.0;
    while k <= high {
        if k >= low {
            total += log_p.exp();
        }
        k += 1.0;
        log_p += mean.ln() - k.ln();
    }
    total
}
