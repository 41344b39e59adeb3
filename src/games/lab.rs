//! What a realism lab needs from a game: play one computer-vs-computer game into running totals,
//! and turn the totals into figures with their real-hockey bands (shared/rules/calibration.md).
//! The command line and the browser page both drive a `Lab`.

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

pub trait Lab {
    type Tally: Default + Clone;
    const NAME: &'static str;
    /// Plays one whole game from `seed` with the app's computer players and adds it up.
    fn play(seed: u64, tally: &mut Self::Tally);
    fn games(tally: &Self::Tally) -> u32;
    fn figures(tally: &Self::Tally) -> Vec<Figure>;
}
