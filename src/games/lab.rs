//! What a realism lab needs from a game: play one computer-vs-computer game into running totals,
//! and turn the totals into figures with their real-hockey bands (shared/rules/calibration.md).
//! The command line and the browser page both drive a `Lab`.

use crate::engine::score::BoxScore;
use crate::engine::{DecidedIn, Outcome, Team};
use serde::Serialize;

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
